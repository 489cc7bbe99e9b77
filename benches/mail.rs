//! The cost of one mail without network I/O: parse, trim, read commands, apply,
//! render the replies and queue them, in one SQLite transaction (in memory here, so the
//! figure excludes fsync). `cargo bench --bench mail`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::store::Store;

fn mail(n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: [pawnpost #1] move\r\nMessage-ID: <b{n}@bench.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n\r\nOn Sat, 21 Nov 2026 at 10:00, pawnpost wrote:\r\n> 8 | r n b q k b n r |\r\n> Reply with your move, for example Nf3.\r\n"
    )
    .into_bytes()
}

fn bench(c: &mut Criterion) {
    let secret = ServerSecret::from_bytes(&[9u8; 32]).unwrap_or_else(|e| panic!("{e}"));
    let pm = Postmaster {
        config: Config::default(),
        secret,
    };
    let server = "pawnpost@localhost";
    let (alice, bob) = ("alice@example.org", "bob@example.org");
    c.bench_function("mail/one game: challenge, accept, 4 moves (6 mails)", |b| {
        let mut n = 0;
        b.iter(|| {
            let mut store = Store::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
            let mut now = 1_790_000_000;
            let mut send = |store: &mut Store, from: &str, to: &str, body: &str| {
                n += 1;
                now += 60;
                black_box(process_mail(&pm, store, &mail(n, from, to, body), "bench", now).ok());
            };
            send(&mut store, alice, server, "Challenge bob@example.org white");
            send(&mut store, bob, server, "Accept");
            let white = reply_address(server, 1, &ReplyToken::for_player(&pm.secret, 1, alice));
            let black = reply_address(server, 1, &ReplyToken::for_player(&pm.secret, 1, bob));
            for (from, to, mv) in [
                (alice, &white, "f3"),
                (bob, &black, "e5"),
                (alice, &white, "g4"),
                (bob, &black, "Qh4#"),
            ] {
                send(&mut store, from, to, mv);
            }
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
