//! The cost of one mail without network I/O: parse, trim, read commands, apply,
//! render the replies and queue them, in one SQLite transaction (in memory here, so the
//! figure excludes fsync); and the trimmer alone, on a typical reply and on a large one
//! made of lines that look like reply headers. `cargo bench --bench mail`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnpost::command::trim::{OwnTexts, trim_reply};
use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::identity::{ReplyToken, Scope, ServerSecret, reply_address, scoped_address};
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
    // Each player's own reply address: their lobby commands come with proof.
    let own = |who: &str| {
        scoped_address(
            server,
            Scope::Player,
            &ReplyToken::new(&pm.secret, Scope::Player, who),
        )
    };
    let (own_alice, own_bob) = (own(alice), own(bob));
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
            send(
                &mut store,
                alice,
                &own_alice,
                "Challenge bob@example.org white",
            );
            send(&mut store, bob, &own_bob, "Accept");
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

/// What pawnpost sent, as the daemon would hand it to the trimmer.
const LETTER: &str = "Bob played 3... a6.\n\n    a b c d e f g h\n  +-----------------+\n8 | r . b q k b n r | 8\n7 | . p p p . p p p | 7\n  +-----------------+\n\nBob writes: Your bishop looks lonely.\n\nMoves: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\nAnna (White) to move. Deadline: 14 February 2024.\n\n-- pawnpost --\nReply with your move, for example Nf3; you may add Request Draw, or send Resign.\n";

fn trimming(c: &mut Criterion) {
    let quoted: String = LETTER.lines().map(|line| format!("> {line}\n")).collect();
    let reply = format!(
        "Ba4\n\nThanks, Bob.\n\nDen man. 15. jan. 2024 kl. 09.12 skrev pawnpost <\npawnpost+7-k7qmz3xw5rtyb2na@example.org>:\n\n{quoted}"
    );
    let pasted = format!("Ba4\n\nThanks, Bob.\n\n{LETTER}");
    let own = OwnTexts::from_texts([LETTER]);
    c.bench_function("trim/a quoted reply", |b| {
        b.iter(|| trim_reply(black_box(&reply), &OwnTexts::new()))
    });
    c.bench_function("trim/our letter pasted unquoted, knowing our text", |b| {
        b.iter(|| trim_reply(black_box(&pasted), &own))
    });
    let header_like =
        "On 1 Jan 2024 10:00 anna@example.org wrote to me:\nFrom: a\nSent: b\n".repeat(3913);
    c.bench_function("trim/256 KiB of header-like lines", |b| {
        b.iter(|| trim_reply(black_box(&header_like), &OwnTexts::new()))
    });
}

criterion_group!(benches, bench, trimming);
criterion_main!(benches);
