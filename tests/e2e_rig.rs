//! The real `pawnpost` binary against a real Postfix + Dovecot (`tests/mailrig`):
//! `pawnpost run --config` reads its mailbox over IMAP with IDLE and answers over SMTP;
//! players send with SMTP to 127.0.0.1 and read their replies from their Maildirs on
//! disk. Whole games, mistakes, auto-replies, a daemon killed mid-game, `deliver`, and
//! a burst whose throughput and latency are printed (not asserted).
//!
//! The rig is started (idempotently) by the first test that needs it; a machine where
//! it cannot start makes these tests fail, not skip. Every test uses its own daemon
//! mailbox and players (`pp-e2e-<pid>-<tag>`), so tests and runs do not collide.

use crate::e2e_support;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime};

use e2e_support::rig::{Install, game_of, smtp_send};
use e2e_support::{DEADLINE, Inbox, Reply, player, plies, wait_sent_replies_arrived};

/// A mail a player sends; `in_reply_to` as a mail client sets it when replying.
#[derive(Debug, Clone)]
struct Outgoing {
    from: String,
    to: String,
    subject: String,
    body: String,
    in_reply_to: Option<String>,
    extra_headers: String,
}

impl Outgoing {
    fn new(from: &str, to: &str, body: &str) -> Outgoing {
        Outgoing {
            from: from.to_owned(),
            to: to.to_owned(),
            subject: "pawnpost".to_owned(),
            body: body.to_owned(),
            in_reply_to: None,
            extra_headers: String::new(),
        }
    }

    /// A reply to `reply`: its Reply-To, its subject, its Message-ID as In-Reply-To.
    fn answering(from: &str, reply: &Reply, body: &str) -> Outgoing {
        Outgoing {
            from: from.to_owned(),
            to: reply.reply_to.clone(),
            subject: reply.subject.clone(),
            body: body.to_owned(),
            in_reply_to: Some(reply.message_id.clone()),
            extra_headers: String::new(),
        }
    }

    /// The raw mail and its Message-ID (without brackets).
    fn raw(&self) -> (String, String) {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let message_id = format!("e2e.{}.{n}@players.localhost", std::process::id());
        let mut raw = format!(
            "From: {}\r\nTo: {}\r\nSubject: Re: {}\r\nDate: {}\r\nMessage-ID: <{message_id}>\r\n",
            self.from,
            self.to,
            self.subject,
            pawnpost::time::rfc5322(pawnpost::time::now())
        );
        if let Some(id) = &self.in_reply_to {
            raw.push_str(&format!("In-Reply-To: <{id}>\r\nReferences: <{id}>\r\n"));
        }
        raw.push_str(&self.extra_headers);
        raw.push_str("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n");
        raw.push_str(&self.body);
        raw.push_str("\r\n");
        (raw, message_id)
    }

    /// Sends by SMTP to the rig; returns the Message-ID and when the server said 250.
    fn send(&self) -> (String, SystemTime) {
        let (raw, message_id) = self.raw();
        let accepted = smtp_send(&self.from, &self.to, raw.as_bytes());
        (message_id, accepted)
    }
}

/// What every reply of the daemon carries.
fn assert_daemon_reply(reply: &Reply, server: &str, to: &str) {
    assert_eq!(reply.from, server, "From of {:?}", reply.subject);
    assert_eq!(reply.to, to, "To of {:?}", reply.subject);
    assert_eq!(
        reply.auto_submitted.as_deref(),
        Some("auto-replied"),
        "Auto-Submitted of {:?}",
        reply.subject
    );
}

/// The reply to the sender answers the sender's mail.
fn assert_answers(reply: &Reply, message_id: &str) {
    assert_eq!(
        reply.in_reply_to.as_deref(),
        Some(message_id),
        "In-Reply-To of {:?}",
        reply.subject
    );
}

fn assert_reply_address(reply: &Reply, server: &str, game: i64) {
    let (local, domain) = server.split_once('@').expect("an address");
    assert!(
        reply.reply_to.starts_with(&format!("{local}+{game}-"))
            && reply.reply_to.ends_with(&format!("@{domain}")),
        "Reply-To of {:?} is {:?}",
        reply.subject,
        reply.reply_to
    );
}

/// Two players of one game, each with the latest game mail they received.
struct Seat {
    inbox: Inbox,
    latest: Reply,
}

impl Seat {
    fn address(&self) -> String {
        self.inbox.address.clone()
    }
}

/// Challenge, accept; returns (game, white's seat, black's seat).
fn start_game(install: &Install, mut a: Inbox, mut b: Inbox) -> (i64, Seat, Seat) {
    let server = install.server.as_str();
    let challenge = format!("Challenge {}", b.address);
    let (id, _) = Outgoing::new(&a.address, server, &challenge).send();
    install.db.wait_committed(&id);
    // A new mail without proof: alice confirms it from her mailbox.
    let asked = a.expect_subject("please confirm your mail");
    assert_daemon_reply(&asked, server, &a.address);
    assert_answers(&asked, &id);
    let (id, _) = Outgoing::answering(&a.address, &asked, "Confirm").send();
    install.db.wait_committed(&id);
    let sent = a.expect_subject("challenge sent to");
    assert_daemon_reply(&sent, server, &a.address);
    assert_answers(&sent, &id);
    let invitation = b.expect_subject("challenges you");
    assert_daemon_reply(&invitation, server, &b.address);

    let (id, _) = Outgoing::answering(&b.address, &invitation, "Accept").send();
    install.db.wait_committed(&id);
    let ra = a.expect_subject("The game begins");
    let rb = b.expect_subject("The game begins");
    assert_answers(&rb, &id);
    let game = game_of(&ra);
    assert_eq!(game_of(&rb), game);
    for (reply, inbox) in [(&ra, &a), (&rb, &b)] {
        assert_daemon_reply(reply, server, &inbox.address);
        assert_reply_address(reply, server, game);
    }
    let shown = install.pp.show(game);
    assert_eq!(plies(&shown), 0);
    let (white, black) = if player(&shown, "white") == a.address {
        (
            Seat {
                inbox: a,
                latest: ra,
            },
            Seat {
                inbox: b,
                latest: rb,
            },
        )
    } else {
        (
            Seat {
                inbox: b,
                latest: rb,
            },
            Seat {
                inbox: a,
                latest: ra,
            },
        )
    };
    assert_eq!(player(&shown, "black"), black.address());
    assert!(
        white.latest.subject.to_lowercase().contains("your move"),
        "{}",
        white.latest.subject
    );
    (game, white, black)
}

/// `mover` answers their latest game mail with `san`; waits for both replies and checks
/// them. Returns the SMTP accept time and the Message-ID of the move mail.
fn play(
    install: &Install,
    mover: &mut Seat,
    opponent: &mut Seat,
    move_words: &str,
) -> (String, SystemTime) {
    let (_, san) = move_words.split_once(' ').expect("`N. san`");
    let (id, accepted) = Outgoing::answering(&mover.address(), &mover.latest, san).send();
    check_move_replies(install, mover, opponent, move_words, &id);
    (id, accepted)
}

fn check_move_replies(
    install: &Install,
    mover: &mut Seat,
    opponent: &mut Seat,
    move_words: &str,
    id: &str,
) {
    let server = install.server.as_str();
    let mine = mover.inbox.expect(&format!("for {move_words}"), |r| {
        r.text.contains(&format!(
            "You played {}:",
            move_words.trim_end_matches(['+', '#'])
        ))
    });
    assert_daemon_reply(&mine, server, &mover.address());
    assert_answers(&mine, id);
    let theirs = opponent
        .inbox
        .expect(&format!("telling {move_words}"), |r| {
            r.text.contains(&format!(
                "played {}:",
                move_words.trim_end_matches(['+', '#'])
            ))
        });
    assert_daemon_reply(&theirs, server, &opponent.address());
    assert!(
        theirs.text.contains(&format!(
            "played {}:",
            move_words.trim_end_matches(['+', '#'])
        )),
        "{}",
        theirs.text
    );
    mover.latest = mine;
    opponent.latest = theirs;
}

/// A mail that must be explained to its sender and change nothing.
fn refused(install: &Install, seat: &mut Seat, mail: &Outgoing, game: i64, explanation: &str) {
    let before = install.pp.show(game);
    let (id, _) = mail.send();
    install.db.wait_committed(&id);
    let reply = seat
        .inbox
        .expect(&format!("explaining {:?}", mail.body), |r| {
            r.text.contains(explanation)
        });
    assert_daemon_reply(&reply, &install.server, &seat.address());
    assert_answers(&reply, &id);
    let after = install.pp.show(game);
    assert_eq!(
        before["san"], after["san"],
        "{:?} changed the moves",
        mail.body
    );
    assert_eq!(
        before["fen"], after["fen"],
        "{:?} changed the position",
        mail.body
    );
}

/// Every reply the outbox sent arrived, and nothing more.
fn assert_all_delivered(install: &Install, inboxes: &mut [&mut Inbox]) {
    wait_sent_replies_arrived(&install.db, inboxes, DEADLINE);
    for inbox in inboxes.iter_mut() {
        inbox.assert_no_unread();
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn latency(accepted: SystemTime, reply: &Reply) -> Duration {
    let landed = std::fs::metadata(&reply.file)
        .and_then(|m| m.modified())
        .unwrap_or_else(|_| SystemTime::now());
    landed.duration_since(accepted).unwrap_or_default()
}

#[test]
fn whole_game_by_mail_with_mistakes_kills_and_deliver() {
    let install = Install::new(&format!("pp-e2e-{}-game", std::process::id()));
    let alice = install.player("alice");
    let bob = install.player("bob");
    let server = install.server.clone();
    let daemon = install.pp.start_daemon();

    let (game, mut white, mut black) = start_game(&install, alice, bob);

    // Out of turn, illegal, not a command: explained, nothing changes.
    let (b, w) = (black.address(), white.address());
    let mail = Outgoing::answering(&b, &black.latest, "e5");
    refused(&install, &mut black, &mail, game, "Not done");
    let mail = Outgoing::answering(&w, &white.latest, "Ke2");
    refused(
        &install,
        &mut white,
        &mail,
        game,
        "Nothing was played; it is still your move.",
    );
    let mail = Outgoing::answering(&w, &white.latest, "Frobnicate the rooks please");
    refused(
        &install,
        &mut white,
        &mail,
        game,
        "I found no command in your mail",
    );
    // An auto-reply with a legal move on the right address: recorded, not answered.
    let sent_before = install.db.wait_outbox_drained();
    let mut auto = Outgoing::answering(&w, &white.latest, "f3");
    auto.extra_headers = "Auto-Submitted: auto-replied\r\n".to_owned();
    let (id, _) = auto.send();
    let outcome = install.db.wait_committed(&id);
    assert!(
        outcome.starts_with("silenced"),
        "auto-reply outcome: {outcome}"
    );
    assert_eq!(
        install.db.wait_outbox_drained(),
        sent_before,
        "auto-reply answered"
    );
    assert_eq!(plies(&install.pp.show(game)), 0);

    let mut latencies = Vec::new();
    let (_, accepted) = play(&install, &mut white, &mut black, "1. f3");
    latencies.push(latency(accepted, &black.latest));

    // SIGKILL right after SMTP accepted black's move, before the daemon could see it.
    let (id, _) = Outgoing::answering(&b, &black.latest, "e5").send();
    daemon.kill();
    let daemon = install.pp.start_daemon();
    install.db.wait_committed(&id);
    check_move_replies(&install, &mut black, &mut white, "1... e5", &id);
    assert_eq!(plies(&install.pp.show(game)), 2, "e5 lost or applied twice");

    // SIGKILL right after white's move was committed (before \Seen, maybe before the
    // replies went out): the restart must neither apply it again nor lose the replies.
    let (id, _) = Outgoing::answering(&w, &white.latest, "g4").send();
    install.db.wait_committed(&id);
    daemon.kill();
    let mut daemon = install.pp.start_daemon();
    check_move_replies(&install, &mut white, &mut black, "2. g4", &id);
    // The restarted daemon has seen the mailbox again once its outbox has drained
    // and a later mail is processed; the move count proves nothing was re-applied.
    assert_eq!(plies(&install.pp.show(game)), 3, "g4 lost or applied twice");

    let (id, accepted) = play(&install, &mut black, &mut white, "2... Qh4#");
    latencies.push(latency(accepted, &white.latest));
    assert_eq!(install.db.inbound_count(&id), 1);
    for seat in [&white, &black] {
        let reply = &seat.latest;
        assert!(reply.subject.contains("0-1"), "{}", reply.subject);
        assert!(reply.text.contains("won by checkmate."), "{}", reply.text);
        let pgn_name = format!("pawnpost-{game}.pgn");
        let (_, pgn) = reply
            .attachments
            .iter()
            .find(|(name, _)| *name == pgn_name)
            .unwrap_or_else(|| panic!("no {pgn_name}: {:?}", reply.attachments));
        let pgn = String::from_utf8_lossy(pgn);
        assert!(pgn.contains("1. f3 e5 2. g4 Qh4#"), "{pgn}");
    }
    let shown = install.pp.show(game);
    assert_eq!(shown["result"], "0-1");
    assert_eq!(shown["termination"], "checkmate");
    assert_eq!(shown["san"], serde_json::json!(["f3", "e5", "g4", "Qh4#"]));
    daemon.assert_alive();
    assert_all_delivered(&install, &mut [&mut white.inbox, &mut black.inbox]);
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");

    // `pawnpost deliver`: commit from stdin, send the replies at once; exit 0. The same
    // mail again is a duplicate: exit 0, nothing new.
    let (raw, id) = Outgoing::new(&w, &server, "Games").raw();
    for round in 0..2 {
        let (status, err) = install.pp.deliver_with(raw.as_bytes(), &[]);
        assert_eq!(status.code(), Some(0), "deliver round {round}: {err}");
        assert_eq!(install.db.inbound_count(&id), 1);
    }
    let listing = white.inbox.expect_subject("your games");
    assert_answers(&listing, &id);
    assert_all_delivered(&install, &mut [&mut white.inbox, &mut black.inbox]);

    eprintln!(
        "e2e_rig single-move latency SMTP accept -> opponent's Maildir: {:?}",
        latencies
    );
}

#[test]
fn drawn_game_by_offer_over_imap() {
    let install = Install::new(&format!("pp-e2e-{}-draw", std::process::id()));
    let alice = install.player("alice");
    let bob = install.player("bob");
    let daemon = install.pp.start_daemon();
    let (game, mut white, mut black) = start_game(&install, alice, bob);
    play(&install, &mut white, &mut black, "1. e4");
    play(&install, &mut black, &mut white, "1... e5");

    let (id, _) = Outgoing::answering(&white.address(), &white.latest, "Request Draw").send();
    let mine = white.inbox.expect(&format!("answering {id}"), |r| {
        r.in_reply_to.as_deref() == Some(id.as_str())
    });
    assert!(mine.text.contains("You requested a draw"), "{}", mine.text);
    let theirs = black.inbox.expect("with the draw request", |r| {
        r.text.contains("requests a draw")
    });
    assert!(theirs.text.contains("Accept Draw"), "{}", theirs.text);
    assert_eq!(install.pp.show(game)["offer"], "draw by white");
    white.latest = mine;
    black.latest = theirs;

    let (id, _) = Outgoing::answering(&black.address(), &black.latest, "Accept Draw").send();
    let black_address = black.address();
    for seat in [&mut white, &mut black] {
        let reply = seat.inbox.expect_subject("1/2-1/2");
        assert!(
            reply.text.contains("Game over: a draw by agreement."),
            "{}",
            reply.text
        );
        assert!(
            reply
                .attachments
                .iter()
                .any(|(name, _)| *name == format!("pawnpost-{game}.pgn")),
            "no PGN for {}",
            seat.address()
        );
        if seat.address() == black_address {
            assert_answers(&reply, &id);
        }
    }
    let shown = install.pp.show(game);
    assert_eq!(shown["result"], "1/2-1/2");
    assert_eq!(plies(&shown), 2);
    assert_all_delivered(&install, &mut [&mut white.inbox, &mut black.inbox]);
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
}

/// 10 games at once, 4 moves each, every move sent the moment its player got the
/// previous one. Prints moves/s and the SMTP-accept-to-reply latency; asserts only
/// that every move was applied once.
#[test]
fn burst_of_concurrent_games() {
    const GAMES: usize = 10;
    const MOVES: [&str; 4] = ["1. e4", "1... e5", "2. Nf3", "2... Nc6"];
    let install = Install::new(&format!("pp-e2e-{}-burst", std::process::id()));
    let daemon = install.pp.start_daemon();
    let seats: Vec<(i64, Seat, Seat)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..GAMES)
            .map(|i| {
                let a = install.player(&format!("w{i}"));
                let b = install.player(&format!("b{i}"));
                let install = &install;
                scope.spawn(move || start_game(install, a, b))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a game starts"))
            .collect()
    });

    let started = Instant::now();
    let per_move: Vec<Duration> = std::thread::scope(|scope| {
        let handles: Vec<_> = seats
            .into_iter()
            .map(|(game, mut white, mut black)| {
                let install = &install;
                scope.spawn(move || {
                    let mut latencies = Vec::new();
                    for (ply, words) in MOVES.iter().enumerate() {
                        let (mover, opponent) = if ply % 2 == 0 {
                            (&mut white, &mut black)
                        } else {
                            (&mut black, &mut white)
                        };
                        let (_, accepted) = play(install, mover, opponent, words);
                        latencies.push(latency(accepted, &opponent.latest));
                    }
                    assert_eq!(plies(&install.pp.show(game)), MOVES.len());
                    latencies
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game is played"))
            .collect()
    });
    let elapsed = started.elapsed();
    let mut sorted = per_move.clone();
    sorted.sort();
    let moves = sorted.len();
    eprintln!(
        "e2e_rig burst: {GAMES} games x {} moves = {moves} moves in {:.2} s = {:.1} moves/s; \
         latency SMTP accept -> reply in the opponent's Maildir: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        MOVES.len(),
        elapsed.as_secs_f64(),
        moves as f64 / elapsed.as_secs_f64(),
        percentile(&sorted, 0.5).as_secs_f64() * 1000.0,
        percentile(&sorted, 0.99).as_secs_f64() * 1000.0,
        sorted.last().copied().unwrap_or_default().as_secs_f64() * 1000.0,
    );
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
}
