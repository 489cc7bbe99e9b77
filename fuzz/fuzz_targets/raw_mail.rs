//! Raw mail bytes -> parse_mail -> read_commands, then the whole flow of one mail
//! (process_mail) against an in-memory store: nothing may panic or fail to commit.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnpost::command::parse::read_commands;
use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::identity::ServerSecret;
use pawnpost::mail::parse_mail;
use pawnpost::notation::Language;
use pawnpost::store::Store;

fuzz_target!(|data: &[u8]| {
    if let Ok(mail) = parse_mail(data, 1 << 20) {
        for language in Language::ALL {
            let _ = read_commands(&mail.text, language);
        }
    }
    let Ok(secret) = ServerSecret::from_bytes(&[7u8; 32]) else {
        return;
    };
    let pm = Postmaster {
        config: Config::default(),
        secret,
    };
    let mut store = Store::open_in_memory().expect("an in-memory store opens");
    // A player with a game would widen what the mail can reach; one challenge and an
    // acceptance put game 1 in place.
    for (i, (from, body)) in [
        ("alice@example.org", "Challenge bob@example.org white"),
        ("bob@example.org", "Accept"),
    ]
    .into_iter()
    .enumerate()
    {
        let raw = format!("From: {from}\r\nMessage-ID: <s{i}@x>\r\n\r\n{body}\r\n");
        process_mail(&pm, &mut store, raw.as_bytes(), "fuzz", 1_790_000_000)
            .expect("setup mail commits");
    }
    if let Err(e) = process_mail(&pm, &mut store, data, "fuzz", 1_790_000_100) {
        panic!("a mail could not be committed (it would be retried forever): {e}");
    }
});
