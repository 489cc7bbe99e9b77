//! The store: one transaction per mail, idempotent, atomic, replay-checked.

use pawnpost::command::Command;
use pawnpost::game::{DAY, Event, Game, GameResult, SweepAction, Termination};
use std::time::Duration;

use pawnpost::store::{
    GameFilter, InboundKey, Lease, MailOutcome, OutgoingMail, StillHeld, Store, StoreError, Which,
};

const W: &str = "white@example.org";
const B: &str = "black@example.org";

fn mail<'a>(id: &'a str, raw: &'a [u8], sender: &'a str) -> InboundKey<'a> {
    InboundKey {
        message_id: Some(id),
        raw,
        source_id: "test",
        sender,
    }
}

fn reply(to: &str, id: &str, game: i64) -> OutgoingMail {
    OutgoingMail {
        recipient: to.into(),
        subject: format!("[pawnpost #{game}]"),
        message_id: id.into(),
        raw: b"Subject: x\r\n\r\nbody".to_vec(),
        game: Some(game),
        ply: Some(0),
        kind: pawnpost::store::LetterKind::Proven,
        mailbox: to.into(),
        text: String::new(),
    }
}

fn new_game(store: &mut Store) -> i64 {
    store
        .transaction(|tx| {
            let mut game = Game::new(W, B, 30 * DAY, 0);
            tx.insert_game(&mut game, 0)
        })
        .unwrap()
}

/// The daemon's unit of work: one mail from `by` with `commands` to `game`.
fn process(
    store: &mut Store,
    message_id: &str,
    by: &str,
    game: i64,
    commands: &[Command],
    now: i64,
) -> MailOutcome<Vec<Event>> {
    store
        .with_mail_transaction(&mail(message_id, b"raw", by), now, |tx| {
            let mut g = tx.load_game(game)?;
            let events = g.apply(by, commands, Some("hi"), now);
            tx.save_game(&g, &events, now)?;
            tx.queue_mail(&reply(W, &format!("<{message_id}.w@pawnpost>"), game), now)?;
            tx.queue_mail(&reply(B, &format!("<{message_id}.b@pawnpost>"), game), now)?;
            tx.set_mail_outcome("applied")?;
            Ok::<_, StoreError>(events)
        })
        .unwrap()
}

/// All replies ever queued.
fn queued(store: &Store) -> u64 {
    let c = store.outbox_counts().unwrap();
    c.pending + c.sent + c.dead
}

#[test]
fn the_same_mail_twice_changes_nothing_the_second_time() {
    let mut store = Store::open_in_memory().unwrap();
    let id = new_game(&mut store);
    let first = process(
        &mut store,
        "m1@x",
        W,
        id,
        &[Command::Move("e4".parse().unwrap())],
        10,
    );
    assert!(matches!(first, MailOutcome::Processed(_)));
    let second = process(
        &mut store,
        "m1@x",
        W,
        id,
        &[Command::Move("e4".parse().unwrap())],
        11,
    );
    assert_eq!(second, MailOutcome::AlreadyProcessed);
    let game = store.load_game(id).unwrap();
    assert_eq!(game.moves().len(), 1);
    assert_eq!(game.moves()[0].comment.as_deref(), Some("hi"));
    assert_eq!(queued(&store), 2);
    // Without a Message-ID the raw bytes decide.
    let key = |raw: &'static [u8]| InboundKey {
        message_id: None,
        raw,
        source_id: "stdin",
        sender: B,
    };
    let run = |store: &mut Store, raw| {
        store
            .with_mail_transaction(&key(raw), 12, |_| Ok::<_, StoreError>(()))
            .unwrap()
    };
    assert_eq!(run(&mut store, b"a"), MailOutcome::Processed(()));
    assert_eq!(run(&mut store, b"a"), MailOutcome::AlreadyProcessed);
    assert_eq!(run(&mut store, b"b"), MailOutcome::Processed(()));
    assert_eq!(store.mails_from_since(B, 12).unwrap(), 2);
}

#[test]
fn an_error_halfway_leaves_the_database_as_it_was() {
    let mut store = Store::open_in_memory().unwrap();
    let id = new_game(&mut store);
    let result = store.with_mail_transaction(&mail("m2@x", b"raw", W), 10, |tx| {
        let mut g = tx.load_game(id)?;
        let events = g.apply(W, &[Command::Move("e4".parse().unwrap())], None, 10);
        tx.save_game(&g, &events, 10)?;
        tx.queue_mail(&reply(W, "<a@pawnpost>", id), 10)?;
        // The second reply reuses the Message-ID: the UNIQUE constraint fails.
        tx.queue_mail(&reply(B, "<a@pawnpost>", id), 10)?;
        Ok::<_, StoreError>(())
    });
    assert!(result.is_err());
    assert_eq!(store.load_game(id).unwrap().moves().len(), 0);
    assert_eq!(queued(&store), 0);
    assert!(store.game_events(id).unwrap().is_empty());
    // Not recorded either, so the retried mail is processed.
    let again = process(
        &mut store,
        "m2@x",
        W,
        id,
        &[Command::Move("e4".parse().unwrap())],
        11,
    );
    assert!(matches!(again, MailOutcome::Processed(_)));
}

#[test]
fn stored_games_reload_identically_and_log_their_events() {
    let mut store = Store::open_in_memory().unwrap();
    let id = new_game(&mut store);
    let steps: [(&str, &[Command]); 4] = [
        (
            W,
            &[Command::Move("e4".parse().unwrap()), Command::RequestDraw],
        ),
        (
            B,
            &[Command::DenyDraw, Command::Move("e5".parse().unwrap())],
        ),
        (W, &[Command::RequestCancel]),
        (B, &[Command::DenyCancel]),
    ];
    let mut expected = store.load_game(id).unwrap();
    for (n, (by, commands)) in steps.iter().enumerate() {
        process(
            &mut store,
            &format!("s{n}@x"),
            by,
            id,
            commands,
            100 + n as i64,
        );
        expected.apply(by, commands, Some("hi"), 100 + n as i64);
    }
    assert_eq!(store.load_game(id).unwrap(), expected);
    let log = store.game_events(id).unwrap();
    let kinds: Vec<&str> = log.iter().map(|(_, k, _)| k.as_str()).collect();
    assert_eq!(
        kinds,
        [
            "move",
            "offer",
            "offer_denied",
            "move",
            "offer",
            "offer_denied"
        ]
    );
    assert!(store.check_db().unwrap().is_empty());
}

#[test]
fn a_tampered_move_is_caught_naming_game_and_ply() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    let mut store = Store::open(&path).unwrap();
    let id = new_game(&mut store);
    process(
        &mut store,
        "t1@x",
        W,
        id,
        &[Command::Move("e4".parse().unwrap())],
        1,
    );
    process(
        &mut store,
        "t2@x",
        B,
        id,
        &[Command::Move("e5".parse().unwrap())],
        2,
    );
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "UPDATE moves SET fen_after = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' WHERE ply = 2",
        [],
    )
    .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    let error = store.load_game(id).unwrap_err().to_string();
    assert!(error.starts_with(&format!("game {id}, ply 2:")), "{error}");
    let problems = store.check_db().unwrap();
    assert_eq!(problems.len(), 1);
}

#[test]
fn the_event_log_is_append_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    let mut store = Store::open(&path).unwrap();
    let id = new_game(&mut store);
    process(&mut store, "e1@x", W, id, &[Command::Resign], 1);
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    assert!(conn.execute("DELETE FROM game_events", []).is_err());
    assert!(
        conn.execute("UPDATE game_events SET kind = 'x'", [])
            .is_err()
    );
}

#[test]
fn saving_needs_the_game_loaded_in_the_same_transaction_and_unchanged() {
    let mut store = Store::open_in_memory().unwrap();
    let id = new_game(&mut store);
    let mut stale = store.load_game(id).unwrap();
    stale.apply(W, &[Command::Move("d4".parse().unwrap())], None, 5);
    let error = store
        .transaction(|tx| tx.save_game(&stale, &[], 5))
        .unwrap_err();
    assert!(matches!(error, StoreError::NotLoaded(_)));
    // Two connections to one file: the second save of the same revision loses.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    let mut a = Store::open(&path).unwrap();
    let id = new_game(&mut a);
    let mut b = Store::open(&path).unwrap();
    process(
        &mut a,
        "c1@x",
        W,
        id,
        &[Command::Move("e4".parse().unwrap())],
        1,
    );
    process(
        &mut b,
        "c2@x",
        B,
        id,
        &[Command::Move("e5".parse().unwrap())],
        2,
    );
    let game = a.load_game(id).unwrap();
    assert_eq!(game.moves().len(), 2, "both mails applied, in turn");
}

#[test]
fn listing_sweeping_and_adjudicating() {
    let mut store = Store::open_in_memory().unwrap();
    let first = new_game(&mut store);
    let second = new_game(&mut store);
    process(
        &mut store,
        "l1@x",
        W,
        first,
        &[Command::Move("e4".parse().unwrap())],
        0,
    );
    let active = GameFilter {
        which: Which::Active,
        player: Some(B.to_uppercase()),
    };
    assert_eq!(store.list_games(&active, 0).unwrap().len(), 2);
    let actions = store
        .sweep(
            24 * DAY,
            80,
            |_, _, _| Ok(None),
            |_, _, _, _| Ok::<_, StoreError>(()),
        )
        .unwrap();
    assert_eq!(actions.len(), 2);
    assert!(
        actions
            .iter()
            .all(|a| matches!(a, SweepAction::Reminder { .. }))
    );
    assert!(
        store
            .sweep(
                25 * DAY,
                80,
                |_, _, _| Ok(None),
                |_, _, _, _| Ok::<_, StoreError>(())
            )
            .unwrap()
            .is_empty()
    );
    let actions = store
        .sweep(
            30 * DAY,
            80,
            |_, _, _| Ok(None),
            |tx, action, game, _| {
                tx.queue_mail(
                    &reply(game.white(), &format!("<f{}@p>", action.game()), game.id),
                    30 * DAY,
                )?;
                Ok::<_, StoreError>(())
            },
        )
        .unwrap();
    assert_eq!(actions.len(), 2);
    assert_eq!(store.outbox_counts().unwrap().pending, 2 + 2);
    let g = store.load_game(second).unwrap();
    assert_eq!(g.outcome().map(|o| o.result), Some(GameResult::BlackWins));
    assert_eq!(
        g.outcome().map(|o| o.termination),
        Some(Termination::Forfeit)
    );
    let g = store
        .transaction(|tx| {
            let mut g = tx.load_game(first)?;
            let events = g.adjudicate(GameResult::Draw, "appeal", 31 * DAY);
            tx.save_game(&g, &events, 31 * DAY)?;
            Ok::<_, StoreError>(g)
        })
        .unwrap();
    assert_eq!(g.ending_note(), Some("appeal"));
    let finished = GameFilter {
        which: Which::Finished,
        player: None,
    };
    assert_eq!(store.list_games(&finished, 0).unwrap().len(), 2);
}

#[test]
fn outbox_retries_then_gives_up() {
    let mut store = Store::open_in_memory().unwrap();
    let id = new_game(&mut store);
    process(&mut store, "o1@x", W, id, &[Command::Board], 100);
    let lease = Lease::new(Duration::from_secs(240));
    let due = store.claim_outbox(&lease, 100, 10).unwrap();
    assert_eq!(due.len(), 2);
    assert!(store.mark_sent(due[0].id, &lease, 101).unwrap());
    assert!(
        store
            .mark_failed(due[1].id, &lease, "421 try later", 200, 2)
            .unwrap()
    );
    // A failure ends the claim: the retry is anyone's once it is due, not before.
    assert!(store.claim_outbox(&lease, 150, 10).unwrap().is_empty());
    let retry = store.claim_outbox(&lease, 200, 10).unwrap();
    assert_eq!(retry[0].attempts, 1);
    assert!(
        store
            .mark_failed(due[1].id, &lease, "421 again", 300, 2)
            .unwrap()
    );
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.sent, counts.dead), (0, 1, 1));
    assert_eq!(store.imap_state("INBOX").unwrap(), None);
    store.set_imap_state("INBOX", 7, 42).unwrap();
    store.set_imap_state("INBOX", 7, 43).unwrap();
    assert_eq!(store.imap_state("INBOX").unwrap(), Some((7, 43)));
}

/// Issue 20: a letter is claimed by one sender at a time; the claim runs out after its
/// lease, and then (not before) another sender may take it. Only the holder marks it.
#[test]
fn a_claimed_letter_is_anyones_only_once_the_claim_runs_out() {
    let mut store = Store::open_in_memory().unwrap();
    let id = new_game(&mut store);
    process(&mut store, "c1@x", W, id, &[Command::Board], 100);
    let silent = Lease::new(Duration::from_secs(240));
    let other = Lease::new(Duration::from_secs(240));
    assert_ne!(silent.owner(), other.owner());
    let claimed = store.claim_outbox(&silent, 100, 1).unwrap();
    assert_eq!(claimed.len(), 1, "a batch is at most the limit");
    let letter = claimed[0].id;
    // The second letter was not claimed; the first is held, due again when it runs out.
    let rest = store.claim_outbox(&other, 100, 10).unwrap();
    assert_eq!(rest.len(), 1);
    assert_ne!(rest[0].id, letter);
    assert!(store.release_claims(&other).unwrap() == 1);
    assert_eq!(store.next_outbox_due().unwrap(), Some(100));
    assert!(
        store
            .mark_sent(rest[0].id, &other, 101)
            .is_ok_and(|held| !held)
    );
    let held = store.claim_outbox(&other, 100, 10).unwrap();
    assert_eq!(held.len(), 1, "given back, it can be claimed again");
    assert!(store.mark_sent(held[0].id, &other, 101).unwrap());
    assert_eq!(store.next_outbox_due().unwrap(), Some(100 + 240 + 1));

    // The holder falls silent (it hangs, or it runs where this process cannot tell
    // whether it lives). Until its claim runs out nobody else takes the letter.
    assert!(
        store
            .claim_outbox(&other, 100 + 240, 10)
            .unwrap()
            .is_empty()
    );
    let taken = store.claim_outbox(&other, 100 + 241, 10).unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].id, letter);
    // The late holder can neither renew, nor mark it, nor give it back.
    let renewed = |store: &mut Store, lease: &Lease| {
        store
            .mark_sent_batch(&[], lease, 342, StillHeld::Renewed)
            .unwrap()
            .renewed
            .contains(&letter)
    };
    assert!(!renewed(&mut store, &silent));
    assert!(!store.mark_sent(letter, &silent, 342).unwrap());
    assert!(!store.mark_failed(letter, &silent, "late", 400, 10).unwrap());
    assert_eq!(store.release_claims(&silent).unwrap(), 0);
    assert!(renewed(&mut store, &other));
    assert!(store.mark_sent(letter, &other, 343).unwrap());
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.sent, counts.dead), (0, 2, 0));
    assert_eq!(store.next_outbox_due().unwrap(), None);
}

/// The steps of `query`'s plan, as `EXPLAIN QUERY PLAN` words them.
fn query_plan(conn: &rusqlite::Connection, query: &str) -> Vec<String> {
    conn.prepare(&format!("EXPLAIN QUERY PLAN {query}"))
        .unwrap()
        .query_map([], |r| r.get::<_, String>(3))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// The claim, the next due moment and the counts read the outbox's index, not the rows
/// (sent letters are kept for threading and pile up).
#[test]
fn the_claim_reads_pending_letters_through_their_index() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    Store::open(&path).unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    for query in [
        "SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= 5 \
         AND claimed_until <= 5 ORDER BY id LIMIT 8",
        "SELECT min(max(next_attempt_at, claimed_until)) FROM outbox WHERE state = 'pending'",
        "SELECT state, count(*) FROM outbox GROUP BY state",
    ] {
        let plan = query_plan(&conn, query);
        assert!(
            plan.iter()
                .any(|step| step.contains("COVERING INDEX outbox_claim")),
            "{query}: {plan:?}"
        );
    }
}

/// The budgets of letters without proof read the partial indexes that hold those
/// letters only (migration 33), which a player's letters (kind `''`) never write.
#[test]
fn the_budgets_read_the_indexes_of_letters_without_proof() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    Store::open(&path).unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    for (query, index) in [
        (
            "SELECT count(*) FROM outbox WHERE mailbox = 'a@x' AND kind <> '' \
             AND kind IN ('invitation', 'known-invitation', 'new-invitation') AND created_at >= 5",
            "outbox_mailbox",
        ),
        (
            "SELECT count(*) FROM outbox WHERE kind <> '' AND kind IN ('confirmation', 'stranger') \
             AND created_at >= 5",
            "outbox_kind",
        ),
    ] {
        let plan = query_plan(&conn, query);
        assert!(
            plan.iter()
                .any(|step| step.contains(&format!("INDEX {index}"))),
            "{query}: {plan:?}"
        );
    }
    let partial: i64 = conn
        .query_row(
            "SELECT count(*) FROM pragma_index_list('outbox') \
             WHERE name IN ('outbox_kind', 'outbox_mailbox') AND partial = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(partial, 2);
    let rowid: bool = conn
        .query_row(
            "SELECT sql LIKE '%WITHOUT ROWID%' FROM sqlite_schema WHERE name = 'mail_attempts'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(rowid, "mail_attempts is keyed by its key alone");
}

/// Issue 34: a letter's bytes and text live in tables of their own beside its outbox
/// row, so a claim or a mark rewrites only the small row. The bytes a sender claims
/// are the bytes queued; marking the letter sent drops them in the same statement
/// (nothing else can), a failure keeps them for the retry, and the text stays.
#[test]
fn a_letter_s_bytes_stay_beside_its_row_until_it_is_sent_and_its_text_after() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(&mut store);
    let bytes: Vec<u8> = (0..30_000u32).map(|i| (i % 251) as u8).collect();
    store
        .transaction(|tx| {
            for (to, id) in [(W, "<b1@pawnpost>"), (B, "<b2@pawnpost>")] {
                let mut letter = reply(to, id, game);
                letter.raw = bytes.clone();
                letter.text = format!("the letter to {to}");
                tx.queue_mail(&letter, 100)?;
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    assert_eq!(count("SELECT count(*) FROM outbox_raw"), 2);
    assert_eq!(count("SELECT count(*) FROM outbox_text"), 2);

    let lease = Lease::new(Duration::from_secs(240));
    let claimed = store.claim_outbox(&lease, 100, 10).unwrap();
    assert_eq!(claimed.len(), 2);
    assert!(claimed.iter().all(|mail| mail.raw == bytes));
    assert!(store.mark_sent(claimed[0].id, &lease, 101).unwrap());
    assert!(
        store
            .mark_failed(claimed[1].id, &lease, "421 later", 200, 5)
            .unwrap()
    );
    assert_eq!(
        count("SELECT count(*) FROM outbox_raw"),
        1,
        "the sent letter's bytes are gone, the failed one's kept"
    );
    let retry = store.claim_outbox(&lease, 200, 10).unwrap();
    assert_eq!(retry.len(), 1);
    assert_eq!(retry[0].raw, bytes, "the retry sends the very same bytes");
    // Both texts are kept, for recognising them when they come back quoted.
    let texts = store.transaction(|tx| tx.recent_texts_to(W, 5)).unwrap();
    assert_eq!(texts, [format!("the letter to {W}")]);
    assert_eq!(count("SELECT count(*) FROM outbox_text"), 2);
}

/// A pending letter whose bytes are gone (a database edited by hand) is never sent
/// empty: the claim sets it dead with the reason, and the others still go.
#[test]
fn a_pending_letter_without_its_bytes_is_set_dead_not_sent_empty() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    let mut store = Store::open(&path).unwrap();
    let game = new_game(&mut store);
    process(&mut store, "m1@x", W, game, &[Command::Board], 100);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "DELETE FROM outbox_raw WHERE id = (SELECT min(id) FROM outbox)",
        [],
    )
    .unwrap();
    let lease = Lease::new(Duration::from_secs(240));
    let claimed = store.claim_outbox(&lease, 100, 10).unwrap();
    assert_eq!(claimed.len(), 1);
    assert!(!claimed[0].raw.is_empty());
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.sent, counts.dead), (1, 0, 1));
    assert!(store.dead_outbox(5).unwrap()[0].error.contains("bytes"));
}

/// Migration 22 on a database whose outbox holds a pending letter (bytes and text), a
/// sent one (text only, its bytes dropped) and a dead one: the pending letter is
/// claimed with its very bytes, the dead one keeps them, both texts are still
/// recognised, and the schema is the one the version defines.
#[test]
fn the_migration_moves_each_letter_s_bytes_and_text_and_loses_none() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("db.sqlite3");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        for sql in &pawnpost::store::MIGRATIONS[..19] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 19).unwrap();
        conn.execute_batch(
            "INSERT INTO outbox (recipient, subject, message_id, raw, state, next_attempt_at, \
             created_at, text) VALUES \
             ('white@example.org', 's1', '<p@x>', x'0102030405', 'pending', 100, 100, 'pending text'), \
             ('white@example.org', 's2', '<s@x>', x'', 'sent', 100, 90, 'sent text'), \
             ('black@example.org', 's3', '<d@x>', x'0909', 'dead', 100, 95, '');",
        )
        .unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(
        store.schema_version().unwrap() as usize,
        pawnpost::store::MIGRATIONS.len()
    );
    assert!(store.check_db().unwrap().is_empty());
    let lease = Lease::new(Duration::from_secs(240));
    let claimed = store.claim_outbox(&lease, 100, 10).unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(claimed[0].message_id, "<p@x>");
    assert_eq!(claimed[0].raw, [1, 2, 3, 4, 5]);
    let texts = store.transaction(|tx| tx.recent_texts_to(W, 5)).unwrap();
    assert_eq!(texts, ["sent text", "pending text"]);
    let conn = rusqlite::Connection::open(&path).unwrap();
    let dead: Vec<u8> = conn
        .query_row(
            "SELECT raw FROM outbox_raw JOIN outbox USING (id) WHERE message_id = '<d@x>'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(dead, [9, 9]);
    assert!(store.mark_sent(claimed[0].id, &lease, 101).unwrap());
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.sent, counts.dead), (0, 2, 1));
}
