//! Faults without losing or doubling anything: the mail server down when replies go out,
//! and the database busy when a mail commits.

use std::time::Duration;

use pawnpost::config::{Config, OutboundConfig, RetryPolicy, SmtpConfig, Tls};
use pawnpost::daemon::{Postmaster, drain_outbox, process_mail};
use pawnpost::identity::{ReplyToken, Scope, ServerSecret, scoped_address};
use pawnpost::mail::sink::Sink;
use pawnpost::store::{Store, StoreThread};

/// Ten attempts, 1 s doubling to 8 s.
const POLICY: RetryPolicy = RetryPolicy {
    max_attempts: 10,
    base: Duration::from_secs(1),
    max: Duration::from_secs(8),
};

fn postmaster(dir: &std::path::Path) -> Postmaster {
    let mut config = Config::default();
    config.server.database = dir.join("pawnpost.sqlite3");
    Postmaster {
        config,
        secret: ServerSecret::from_bytes(&[3u8; 32]).unwrap(),
    }
}

/// A challenge from alice through her own reply address (so it needs no confirmation).
fn challenge(n: u32) -> Vec<u8> {
    let secret = ServerSecret::from_bytes(&[3u8; 32]).unwrap();
    let own = scoped_address(
        "pawnpost@localhost",
        Scope::Player,
        &ReplyToken::new(&secret, Scope::Player, "alice@example.org"),
    );
    format!(
        "From: alice@example.org\r\nTo: {own}\r\nSubject: game\r\nMessage-ID: <fault{n}@example.org>\r\n\r\nChallenge bob{n}@example.org\r\n"
    )
    .into_bytes()
}

/// A TCP port on loopback where nothing listens.
fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    port
}

#[tokio::test]
async fn replies_wait_in_the_outbox_while_smtp_is_down_and_none_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let pm = postmaster(dir.path());
    let mut store = Store::open(&pm.config.server.database).unwrap();
    for n in 0..3 {
        process_mail(&pm, &mut store, &challenge(n), "test", 1_790_000_000).unwrap();
    }
    assert_eq!(store.outbox_counts().unwrap().pending, 6);

    let down = OutboundConfig::Smtp(SmtpConfig {
        host: "127.0.0.1".into(),
        port: closed_port(),
        tls: Tls::None,
        ca_file: None,
        credentials: None,
        max_attempts: 10,
        retry_base_secs: 1,
        retry_max_secs: 8,
    });
    let mut sink = Sink::from_config(&down).unwrap();
    let outbox = StoreThread::open(&pm.config.server.database).unwrap();
    let sent = drain_outbox(&outbox, &mut sink, "pawnpost@localhost", POLICY)
        .await
        .unwrap();
    assert_eq!(sent, 0);
    let counts = store.outbox_counts().unwrap();
    assert_eq!(
        (counts.pending, counts.sent, counts.dead),
        (6, 0, 0),
        "nothing lost, nothing dead"
    );

    // The server is back (here: the local spool); after the backoff everything goes out.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let spool = dir.path().join("spool");
    let up = OutboundConfig::Maildir(pawnpost::config::MaildirConfig {
        path: spool.clone(),
    });
    let mut sink = Sink::from_config(&up).unwrap();
    let mut sent = 0;
    for _ in 0..5 {
        sent += drain_outbox(&outbox, &mut sink, "pawnpost@localhost", POLICY)
            .await
            .unwrap();
        if sent == 6 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(1100)).await;
    }
    assert_eq!(sent, 6);
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.sent, counts.dead), (0, 6, 0));
    let files = std::fs::read_dir(spool.join("alice@example.org").join("new"))
        .unwrap()
        .count();
    assert_eq!(files, 3, "each reply delivered once");
    // Sent replies keep their record but not their bytes.
    let conn = rusqlite::Connection::open(&pm.config.server.database).unwrap();
    let kept: i64 = conn
        .query_row(
            "SELECT coalesce(sum(length(r.raw)), 0) FROM outbox o JOIN outbox_raw r USING (id) \
             WHERE o.state = 'sent'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(kept, 0);
}

#[test]
fn a_busy_database_leaves_the_mail_unprocessed_for_the_next_pass() {
    let dir = tempfile::tempdir().unwrap();
    let pm = postmaster(dir.path());
    let mut store = Store::open(&pm.config.server.database).unwrap();
    // Another writer holds the database longer than the busy timeout.
    let blocker = rusqlite::Connection::open(&pm.config.server.database).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    let result = process_mail(&pm, &mut store, &challenge(1), "test", 1_790_000_000);
    assert!(result.is_err(), "the commit cannot happen: {result:?}");
    blocker.execute_batch("ROLLBACK").unwrap();
    assert_eq!(
        store.outbox_counts().unwrap().pending,
        0,
        "nothing half-done"
    );

    // The next pass processes it, exactly once.
    let first = process_mail(&pm, &mut store, &challenge(1), "test", 1_790_000_060).unwrap();
    assert!(
        matches!(
            first,
            pawnpost::daemon::Disposition::Answered { replies: 2, .. }
        ),
        "{first:?}"
    );
    let again = process_mail(&pm, &mut store, &challenge(1), "test", 1_790_000_120).unwrap();
    assert_eq!(again, pawnpost::daemon::Disposition::Duplicate);
    assert_eq!(store.outbox_counts().unwrap().pending, 2);
}

#[test]
fn a_new_uidvalidity_does_not_reapply_processed_mail() {
    // After a UIDVALIDITY change the server hands out every mail again under new UIDs;
    // the Message-ID record stops each from being applied a second time.
    let dir = tempfile::tempdir().unwrap();
    let pm = postmaster(dir.path());
    let mut store = Store::open(&pm.config.server.database).unwrap();
    let first = process_mail(&pm, &mut store, &challenge(7), "imap:1000:5", 1_790_000_000).unwrap();
    assert!(matches!(
        first,
        pawnpost::daemon::Disposition::Answered { .. }
    ));
    let again = process_mail(&pm, &mut store, &challenge(7), "imap:2000:1", 1_790_000_060).unwrap();
    assert_eq!(again, pawnpost::daemon::Disposition::Duplicate);
    assert_eq!(
        store.outbox_counts().unwrap().pending,
        2,
        "no second set of replies"
    );
}
