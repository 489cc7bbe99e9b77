//! The real `pawnpost` binary on the embedded default (no config): players drop mails
//! with `pawnpost send` into `var/spool/pawnpost/`, `pawnpost run` answers into
//! `var/spool/<player>/new/`. Whole games — challenge, accept, mistakes, a restart,
//! checkmate, a draw by offer — checked through the replies each player receives and
//! through `pawnpost show --json`.

use crate::e2e_support;

use std::path::Path;

use e2e_support::{Db, Inbox, Pawnpost, Reply, player, plies};

const SERVER: &str = "pawnpost@localhost";
const ALICE: &str = "alice@localhost";
const BOB: &str = "bob@localhost";

/// One spool installation in a temporary directory.
struct Spool {
    pp: Pawnpost,
    db: Db,
    _dir: tempfile::TempDir,
}

impl Spool {
    fn new() -> Spool {
        let dir = tempfile::tempdir().expect("tempdir");
        let pp = Pawnpost {
            dir: dir.path().to_path_buf(),
            config: None,
        };
        let db = Db::new(dir.path().join("var/pawnpost.sqlite3"));
        Spool { pp, db, _dir: dir }
    }

    fn inbox(&self, address: &str) -> Inbox {
        Inbox::new(address, self.pp.dir.join("var/spool").join(address))
    }

    /// `pawnpost send`; returns the unique part of the mail's Message-ID.
    fn send(&self, from: &str, to: &str, subject: &str, body: &str) -> String {
        let out = self.pp.ok(&[
            "send",
            "--from",
            from,
            "--to",
            to,
            "--subject",
            subject,
            body,
        ]);
        let path = out
            .trim()
            .strip_prefix("queued in the spool: ")
            .unwrap_or_else(|| panic!("unexpected output of send: {out}"));
        let name = Path::new(path)
            .file_name()
            .expect("a file name")
            .to_string_lossy();
        let unique = name
            .strip_suffix(".pawnpost-send")
            .expect("send's file name");
        format!("send.{unique}@")
    }

    /// Sends and waits until the daemon has committed the mail and sent its replies.
    fn send_and_settle(&self, from: &str, to: &str, body: &str) -> String {
        self.send_and_settle_as(from, to, "pawnpost", body)
    }

    fn send_and_settle_as(&self, from: &str, to: &str, subject: &str, body: &str) -> String {
        let needle = self.send(from, to, subject, body);
        let outcome = self.db.wait_committed(&needle);
        self.db.wait_outbox_drained();
        outcome
    }

    /// Writes a raw mail straight into the inbound spool, as an MTA would.
    fn drop_raw(&self, name: &str, raw: &str) {
        let spool = self.pp.dir.join("var/spool/pawnpost");
        std::fs::write(spool.join("tmp").join(name), raw).expect("write into tmp/");
        std::fs::rename(spool.join("tmp").join(name), spool.join("new").join(name))
            .expect("move into new/");
    }
}

/// What every reply of the daemon carries.
fn assert_daemon_reply(reply: &Reply, to: &str) {
    assert_eq!(reply.from, SERVER, "From of {:?}", reply.subject);
    assert_eq!(reply.to, to, "To of {:?}", reply.subject);
    assert_eq!(
        reply.auto_submitted.as_deref(),
        Some("auto-replied"),
        "Auto-Submitted of {:?}",
        reply.subject
    );
    assert!(!reply.message_id.is_empty(), "a Message-ID");
}

/// The reply address of a game mail: `pawnpost+<game>-<token>@localhost`.
fn assert_reply_address(reply: &Reply, game: i64) -> String {
    let prefix = format!("pawnpost+{game}-");
    assert!(
        reply.reply_to.starts_with(&prefix) && reply.reply_to.ends_with("@localhost"),
        "Reply-To of {:?} is {:?}",
        reply.subject,
        reply.reply_to
    );
    reply.reply_to.clone()
}

/// The game number in a `[pawnpost #N]` subject.
fn game_of(reply: &Reply) -> i64 {
    let rest = reply
        .subject
        .split("[pawnpost #")
        .nth(1)
        .unwrap_or_else(|| panic!("no game tag in {:?}", reply.subject));
    rest.split(']').next().unwrap().parse().expect("a number")
}

/// A started game: who is who and the current reply addresses.
struct Table {
    game: i64,
    white: (String, String),
    black: (String, String),
}

/// Alice challenges Bob, Bob accepts; both hear that the game begins.
fn start_game(spool: &Spool, alice: &mut Inbox, bob: &mut Inbox) -> Table {
    // A new mail without proof: alice is asked to confirm it from her mailbox first.
    let outcome = spool.send_and_settle(ALICE, SERVER, "Challenge bob@localhost");
    assert!(outcome.contains("confirmation asked"), "outcome {outcome}");
    let asked = alice.expect_subject("please confirm your mail");
    assert_daemon_reply(&asked, ALICE);
    let outcome = spool.send_and_settle(ALICE, &asked.reply_to, "Confirm");
    assert!(outcome.contains("challenge"), "outcome {outcome}");
    let sent = alice.expect_subject("challenge sent to bob@localhost");
    assert_daemon_reply(&sent, ALICE);
    let invitation = bob.expect_subject("alice@localhost challenges you");
    assert_daemon_reply(&invitation, BOB);
    assert!(invitation.text.contains("Accept"), "{}", invitation.text);

    spool.send_and_settle(BOB, &invitation.reply_to, "Accept");
    let a = alice.expect_subject("The game begins");
    let b = bob.expect_subject("The game begins");
    let game = game_of(&a);
    assert_eq!(game_of(&b), game);
    let shown = spool.pp.show(game);
    let white = player(&shown, "white").to_owned();
    let black = player(&shown, "black").to_owned();
    assert_eq!(plies(&shown), 0);
    assert_eq!(shown["status"], "active");
    let mut both = [(ALICE, a), (BOB, b)];
    both.sort_by_key(|(who, _)| *who != white);
    let [(_, w), (_, bl)] = both;
    assert_daemon_reply(&w, &white);
    assert_daemon_reply(&bl, &black);
    assert!(
        w.subject.to_lowercase().contains("your move"),
        "{}",
        w.subject
    );
    assert!(bl.subject.contains("White moves first"), "{}", bl.subject);
    assert!(w.text.contains("You play White"), "{}", w.text);
    assert!(bl.text.contains("You play Black"), "{}", bl.text);
    let w_addr = assert_reply_address(&w, game);
    let b_addr = assert_reply_address(&bl, game);
    assert_ne!(w_addr, b_addr, "each player has their own token");
    Table {
        game,
        white: (white, w_addr),
        black: (black, b_addr),
    }
}

fn inbox_of<'a>(who: &str, alice: &'a mut Inbox, bob: &'a mut Inbox) -> &'a mut Inbox {
    if who == ALICE { alice } else { bob }
}

/// The mover plays `san` (the `number` is `1.` or `1...`): the mover hears it was
/// sent, the opponent gets the move with the board. Returns (mover's, opponent's).
fn play(
    spool: &Spool,
    alice: &mut Inbox,
    bob: &mut Inbox,
    mover: &(String, String),
    opponent: &str,
    move_words: &str,
) -> (Reply, Reply) {
    let (_, san) = move_words.split_once(' ').expect("`N. san`");
    let outcome = spool.send_and_settle(&mover.0, &mover.1, san);
    assert!(outcome.contains(": move"), "outcome of {san}: {outcome}");
    let mine = inbox_of(&mover.0, alice, bob).expect(&format!("for {move_words}"), |r| {
        r.text.contains(&format!(
            "You played {}:",
            move_words.trim_end_matches(['+', '#'])
        ))
    });
    let theirs = inbox_of(opponent, alice, bob).expect(&format!("telling {move_words}"), |r| {
        r.text.contains(&format!(
            "played {}:",
            move_words.trim_end_matches(['+', '#'])
        ))
    });
    assert_daemon_reply(&mine, &mover.0);
    assert_daemon_reply(&theirs, opponent);
    assert!(
        theirs.text.contains(&format!(
            "played {}:",
            move_words.trim_end_matches(['+', '#'])
        )),
        "{}",
        theirs.text
    );
    (mine, theirs)
}

/// A mail that must be explained to its sender and change nothing.
fn refused(
    spool: &Spool,
    inbox: &mut Inbox,
    from: &(String, String),
    (subject, body): (&str, &str),
    game: i64,
    explanation: &str,
) -> Reply {
    let before = spool.pp.show(game);
    spool.send_and_settle_as(&from.0, &from.1, subject, body);
    let reply = inbox.expect(&format!("explaining {body:?}"), |r| {
        r.text.contains(explanation)
    });
    assert_daemon_reply(&reply, &from.0);
    let after = spool.pp.show(game);
    assert_eq!(before["san"], after["san"], "{body:?} changed the moves");
    assert_eq!(before["fen"], after["fen"], "{body:?} changed the position");
    assert_eq!(
        before["offer"], after["offer"],
        "{body:?} changed the offer"
    );
    reply
}

#[test]
fn decisive_game_with_mistakes_and_a_restart() {
    let spool = Spool::new();
    let mut alice = spool.inbox(ALICE);
    let mut bob = spool.inbox(BOB);
    let daemon = spool.pp.start_daemon();

    let t = start_game(&spool, &mut alice, &mut bob);
    let (white, black) = (t.white.clone(), t.black.clone());

    // Black moving first is out of turn.
    let reply = refused(
        &spool,
        inbox_of(&black.0, &mut alice, &mut bob),
        &black,
        ("pawnpost", "e5"),
        t.game,
        "Not done",
    );
    assert!(reply.subject.contains("Not done"), "{}", reply.subject);
    // Ke2 is not legal in the starting position.
    let reply = refused(
        &spool,
        inbox_of(&white.0, &mut alice, &mut bob),
        &white,
        ("pawnpost", "Ke2"),
        t.game,
        "Nothing was played; it is still your move.",
    );
    assert!(reply.subject.contains("Not done"), "{}", reply.subject);
    // Words that are no command.
    refused(
        &spool,
        inbox_of(&white.0, &mut alice, &mut bob),
        &white,
        ("pawnpost", "Frobnicate the rooks please"),
        t.game,
        "I found no command in your mail",
    );
    // A mail from the right player to the plain address cannot move.
    refused(
        &spool,
        inbox_of(&white.0, &mut alice, &mut bob),
        &(white.0.clone(), SERVER.to_owned()),
        (&format!("Re: [pawnpost #{}]", t.game), "f3"),
        t.game,
        "Nothing was done",
    );
    // An auto-reply gets nothing, even on the right address with a legal move.
    let sent_before = spool.db.outbox().1;
    spool.drop_raw(
        "autoreply.1.e2e",
        &format!(
            "From: {w}\r\nTo: {addr}\r\nSubject: Out of office\r\nMessage-ID: <autoreply.1@e2e.test>\r\n\
             Auto-Submitted: auto-replied\r\nContent-Type: text/plain\r\n\r\nf3\r\n",
            w = white.0,
            addr = white.1
        ),
    );
    let outcome = spool.db.wait_committed("autoreply.1@e2e.test");
    assert!(
        outcome.starts_with("silenced"),
        "auto-reply outcome: {outcome}"
    );
    assert_eq!(
        spool.db.wait_outbox_drained(),
        sent_before,
        "auto-reply answered"
    );
    assert_eq!(plies(&spool.pp.show(t.game)), 0);
    alice.assert_no_unread();
    bob.assert_no_unread();

    // 1. f3
    let (mine, theirs) = play(&spool, &mut alice, &mut bob, &white, &black.0, "1. f3");
    assert!(
        mine.subject.contains("waiting for Black"),
        "{}",
        mine.subject
    );
    assert!(
        theirs.subject.to_lowercase().contains("your move"),
        "{}",
        theirs.subject
    );
    let black = (black.0, assert_reply_address(&theirs, t.game));

    // The running daemon has recorded that it looked at its mailbox.
    let status_text = spool.pp.ok(&["status"]);
    assert!(
        status_text.contains("mailbox last checked: 20") && !status_text.contains("WARNING"),
        "{status_text}"
    );

    // Stop between moves: black's move waits in the spool while no daemon runs.
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
    let needle = spool.send(&black.0, &black.1, "pawnpost", "e5");
    assert!(spool.db.outcome(&needle).is_none(), "no daemon, no commit");
    let daemon = spool.pp.start_daemon();
    spool.db.wait_committed(&needle);
    spool.db.wait_outbox_drained();
    inbox_of(&black.0, &mut alice, &mut bob).expect_subject("1... e5");
    let theirs = inbox_of(&white.0, &mut alice, &mut bob).expect_subject("Your move: 1... e5");
    assert!(theirs.text.contains("played 1... e5:"), "{}", theirs.text);
    assert_eq!(plies(&spool.pp.show(t.game)), 2);

    // A second restart with nothing new re-applies nothing.
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
    let daemon = spool.pp.start_daemon();

    let (_, theirs) = play(&spool, &mut alice, &mut bob, &white, &black.0, "2. g4");
    assert_eq!(
        plies(&spool.pp.show(t.game)),
        3,
        "a move was applied twice or lost"
    );
    let black = (black.0, assert_reply_address(&theirs, t.game));
    let (mine, theirs) = play(&spool, &mut alice, &mut bob, &black, &white.0, "2... Qh4#");
    assert_eq!(spool.db.inbound_count(&needle), 1);

    for (reply, label) in [(&mine, "winner"), (&theirs, "loser")] {
        assert!(
            reply.subject.contains("0-1"),
            "{label}'s subject: {}",
            reply.subject
        );
        assert!(
            reply.text.contains("won by checkmate."),
            "{label}'s text: {}",
            reply.text
        );
        let pgn_name = format!("pawnpost-{}.pgn", t.game);
        let (_, pgn) = reply
            .attachments
            .iter()
            .find(|(name, _)| *name == pgn_name)
            .unwrap_or_else(|| panic!("{label} got no {pgn_name}: {:?}", reply.attachments));
        let pgn = String::from_utf8_lossy(pgn);
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        assert!(pgn.contains("1. f3 e5 2. g4 Qh4#"), "{pgn}");
    }
    assert!(theirs.subject.contains("Game over"), "{}", theirs.subject);

    let shown = spool.pp.show(t.game);
    assert_eq!(shown["status"], "finished");
    assert_eq!(shown["result"], "0-1");
    assert_eq!(shown["termination"], "checkmate");
    assert_eq!(shown["san"], serde_json::json!(["f3", "e5", "g4", "Qh4#"]));
    let games = spool.pp.games();
    assert_eq!(games.as_array().map(Vec::len), Some(1), "{games}");

    alice.assert_no_unread();
    bob.assert_no_unread();
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
}

#[test]
fn drawn_game_by_offer() {
    let spool = Spool::new();
    let mut alice = spool.inbox(ALICE);
    let mut bob = spool.inbox(BOB);
    let daemon = spool.pp.start_daemon();

    let t = start_game(&spool, &mut alice, &mut bob);
    let (white, black) = (t.white.clone(), t.black.clone());
    play(&spool, &mut alice, &mut bob, &white, &black.0, "1. e4");
    let (_, theirs) = play(&spool, &mut alice, &mut bob, &black, &white.0, "1... e5");
    let white = (white.0, assert_reply_address(&theirs, t.game));

    // White asks for a draw instead of moving: Black must answer first.
    spool.send_and_settle(&white.0, &white.1, "Request Draw");
    let mine = inbox_of(&white.0, &mut alice, &mut bob).expect_subject(&format!("#{}", t.game));
    assert!(mine.text.contains("You requested a draw"), "{}", mine.text);
    let theirs = inbox_of(&black.0, &mut alice, &mut bob).expect_subject(&format!("#{}", t.game));
    assert!(theirs.text.contains("requests a draw"), "{}", theirs.text);
    assert!(theirs.text.contains("Accept Draw"), "{}", theirs.text);
    let shown = spool.pp.show(t.game);
    assert_eq!(shown["offer"], "draw by white");
    let black = (black.0, assert_reply_address(&theirs, t.game));

    spool.send_and_settle(&black.0, &black.1, "Accept Draw");
    for inbox in [&mut alice, &mut bob] {
        let reply = inbox.expect_subject("1/2-1/2");
        assert!(
            reply.text.contains("Game over: a draw by agreement."),
            "{}",
            reply.text
        );
        let pgn_name = format!("pawnpost-{}.pgn", t.game);
        assert!(
            reply.attachments.iter().any(|(name, _)| *name == pgn_name),
            "no {pgn_name} for {}",
            inbox.address
        );
    }
    let shown = spool.pp.show(t.game);
    assert_eq!(shown["status"], "finished");
    assert_eq!(shown["result"], "1/2-1/2");
    assert_eq!(plies(&shown), 2);

    alice.assert_no_unread();
    bob.assert_no_unread();
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
}
