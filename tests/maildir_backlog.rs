//! A backlog in the embedded default's spool (issue 20): `pawnpost run` reads the
//! Maildir in batches (by count and by bytes) and works through a backlog larger than
//! one batch to the end, oldest first, each mail once; a mail past the size limit is read
//! in part, and its sender told so.

use crate::e2e_support;

use std::fs;
use std::time::{Duration, SystemTime};

use e2e_support::{Inbox, Pawnpost, poll};

/// More mails than one batch holds (100), and more bytes (8 MiB): every eleventh mail
/// carries an attachment of about 1 MiB.
const MAILS: usize = 110;

fn mail(i: usize) -> Vec<u8> {
    let mut text = format!(
        "From: p{i}@example.org\r\nTo: pawnpost@localhost\r\nSubject: backlog\r\n\
         Message-ID: <backlog.{i:03}@example.org>\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n\
         --b\r\nContent-Type: text/plain\r\n\r\nHelp\r\n"
    );
    if i.is_multiple_of(11) {
        text.push_str(
            "--b\r\nContent-Type: application/octet-stream\r\n\
             Content-Transfer-Encoding: base64\r\n\r\n",
        );
        let line = format!("{}\r\n", "QUJD".repeat(19));
        text.push_str(&line.repeat(1_000_000 / line.len()));
    }
    text.push_str("--b--\r\n");
    text.into_bytes()
}

/// A directory for the embedded default, with its inbound spool made.
fn installation() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let spool = dir.path().join("var/spool/pawnpost");
    for sub in ["tmp", "new", "cur"] {
        fs::create_dir_all(spool.join(sub)).unwrap();
    }
    (dir, spool)
}

#[test]
fn a_backlog_larger_than_a_batch_is_read_to_the_end_oldest_first() {
    let (dir, spool) = installation();
    let epoch = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
    for i in 0..MAILS {
        // Names sort against the order of arrival: only the delivery time tells it.
        let path = spool.join("new").join(format!("{}.backlog", 1000 - i));
        fs::write(&path, mail(i)).unwrap();
        let file = fs::File::options().write(true).open(&path).unwrap();
        file.set_modified(epoch + Duration::from_secs(i as u64))
            .unwrap();
    }
    let pp = Pawnpost {
        dir: dir.path().to_path_buf(),
        config: None,
    };
    let mut daemon = pp.start_daemon();
    let database = dir.path().join("var/pawnpost.sqlite3");
    let committed = || -> Vec<String> {
        let Ok(conn) = rusqlite::Connection::open_with_flags(
            &database,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        ) else {
            return Vec::new();
        };
        let _ = conn.busy_timeout(Duration::from_secs(5));
        let Ok(mut stmt) = conn.prepare("SELECT message_id FROM inbound_mails ORDER BY id") else {
            return Vec::new();
        };
        stmt.query_map([], |r| r.get(0))
            .and_then(|rows| rows.collect())
            .unwrap_or_default()
    };
    let all = poll(Duration::from_secs(120), || {
        daemon.assert_alive();
        let ids = committed();
        (ids.len() >= MAILS).then_some(ids)
    })
    .unwrap_or_else(|| {
        panic!(
            "{} of {MAILS} mails committed; log:\n{}",
            committed().len(),
            daemon.log_text()
        )
    });
    let want: Vec<String> = (0..MAILS)
        .map(|i| format!("backlog.{i:03}@example.org"))
        .collect();
    assert_eq!(all, want, "each mail once, oldest first across batches");

    // Every mail acknowledged: none left in new/, each in cur/ marked seen.
    let acknowledged = poll(Duration::from_secs(30), || {
        let new = fs::read_dir(spool.join("new")).unwrap().count();
        let seen = fs::read_dir(spool.join("cur"))
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(":2,S"))
            })
            .count();
        (new == 0 && seen == MAILS).then_some(())
    });
    assert!(acknowledged.is_some(), "not every mail acknowledged");
    assert!(daemon.terminate().success());
}

/// The daemon reads one byte past `limits.max_message_bytes` (as `deliver` does), so a
/// mail cut at the limit is known to be cut: its sender's answer says only its first
/// part was read. (The spool and IMAP sources stopped exactly at the limit, and the
/// note the docs promise was never sent for mail the daemon fetched.)
#[test]
fn a_mail_past_the_size_limit_is_answered_with_the_note_that_it_was_cut() {
    let (dir, spool) = installation();
    // "Help", then text past the default limit (1 MiB).
    let filler = "All work and no play makes Jack a dull boy.\r\n".repeat(26_000);
    let raw = format!(
        "From: cut@example.org\r\nTo: pawnpost@localhost\r\nSubject: help\r\n\
         Message-ID: <cut.1@example.org>\r\n\r\nHelp\r\n\r\n{filler}"
    );
    assert!(raw.len() > 1 << 20);
    fs::write(spool.join("tmp/1.cut"), &raw).unwrap();
    fs::rename(spool.join("tmp/1.cut"), spool.join("new/1.cut")).unwrap();
    let pp = Pawnpost {
        dir: dir.path().to_path_buf(),
        config: None,
    };
    let mut daemon = pp.start_daemon();
    let mut inbox = Inbox::new(
        "cut@example.org",
        dir.path().join("var/spool/cut@example.org"),
    );
    let reply = inbox.expect("to the cut mail", |r| r.in_reply_to.is_some());
    daemon.assert_alive();
    assert!(
        reply.text.contains("read only its first part"),
        "{}\nlog:\n{}",
        reply.text,
        daemon.log_text()
    );
}
