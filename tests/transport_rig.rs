//! The mail transport adapters against a real Postfix + Dovecot on 127.0.0.1
//! (`tests/mailrig`). The rig is started (idempotently) by the first test that needs
//! it; a machine where it cannot start makes these tests fail, not skip.
//! Each test uses its own mailbox, so they can run in parallel.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use pawnpost::config::{ImapConfig, SmtpConfig, Tls};
use pawnpost::mail::credentials::{Credentials, PasswordSource};
use pawnpost::mail::sink::{MaildirSink, SmtpSink};
use pawnpost::mail::source::{
    Batch, ImapSource, MailSource, MaildirSource, RawMail, SourceId, Wakeup,
};

use crate::e2e_support;

use e2e_support::rig::rig;

fn reset(mailbox: &str) {
    e2e_support::rig::reset(&[mailbox]);
}

/// The rig's password in a file, as the configs take it: kept in the rig's directory
/// (written again by each run, through a rename), so runs leave nothing behind.
fn password_file() -> PathBuf {
    static FILE: OnceLock<PathBuf> = OnceLock::new();
    FILE.get_or_init(|| {
        let path = rig().dir().join("transport-password");
        let partial = rig()
            .dir()
            .join(format!("transport-password.{}", std::process::id()));
        std::fs::write(&partial, format!("{}\n", rig().env["RIG_PASSWORD"])).unwrap();
        std::fs::rename(&partial, &path).unwrap();
        path
    })
    .clone()
}

fn ca() -> PathBuf {
    PathBuf::from(&rig().env["RIG_CA_FILE"])
}

fn credentials(user: &str, key: &'static str) -> Credentials {
    Credentials {
        username: user.to_owned(),
        password: PasswordSource::File {
            key,
            path: password_file(),
        },
    }
}

fn imap_config(user: &str, tls: Tls) -> ImapConfig {
    let rig = rig();
    let port = match tls {
        Tls::Implicit => rig.port("IMAPS_PORT"),
        Tls::Starttls | Tls::None => rig.port("IMAP_PORT"),
    };
    ImapConfig {
        host: "127.0.0.1".into(),
        port,
        tls,
        ca_file: Some(ca()),
        credentials: credentials(user, "inbound.password_file"),
        mailbox: "INBOX".into(),
        processed_folder: None,
        idle: true,
        poll_interval_secs: 60,
    }
}

fn smtp_config(tls: Tls) -> SmtpConfig {
    let rig = rig();
    let (port, credentials) = match tls {
        Tls::None => (rig.port("SMTP_PLAIN_PORT"), None),
        Tls::Starttls => (
            rig.port("SMTP_SUBMISSION_PORT"),
            Some(credentials("pawnpost", "outbound.password_file")),
        ),
        Tls::Implicit => (
            rig.port("SMTP_TLS_PORT"),
            Some(credentials("pawnpost", "outbound.password_file")),
        ),
    };
    SmtpConfig {
        // "localhost" checks the certificate's DNS name (127.0.0.1 its IP SAN, via IMAP).
        host: "localhost".into(),
        port,
        tls,
        ca_file: Some(ca()),
        credentials,
        max_attempts: 3,
        retry_base_secs: 1,
        retry_max_secs: 8,
    }
}

fn message(to: &str, marker: &str) -> Vec<u8> {
    format!(
        "From: pawnpost@localhost\r\nTo: {to}\r\nSubject: [pawnpost #1] {marker}\r\n\
         Message-ID: <{marker}@pawnpost.test>\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\nYour move. {marker}\r\n.leading dot line\r\n"
    )
    .into_bytes()
}

/// A text unique to this run, to find the test's mail among leftovers.
fn marker(test: &str) -> String {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{test}-{nanos}-{}", COUNTER.fetch_add(1, Ordering::Relaxed))
}

fn contains(mail: &RawMail, needle: &str) -> bool {
    mail.bytes
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// Sends `user` one test mail through `sink`; returns the marker it carries.
async fn send_marked(sink: &mut SmtpSink, user: &str) -> String {
    let m = marker(user);
    send_with_marker(sink, user, &m).await;
    m
}

/// Sends `user` one test mail carrying `marker` through `sink`.
async fn send_with_marker(sink: &mut SmtpSink, user: &str, marker: &str) {
    let to = format!("{user}@localhost");
    sink.send(
        "pawnpost@localhost",
        std::slice::from_ref(&to),
        &message(&to, marker),
    )
    .await
    .unwrap();
}

/// Fetches until a mail with `marker` shows up (delivery takes a few ms).
async fn fetch_until(source: &mut impl MailSource, marker: &str) -> (RawMail, Vec<RawMail>) {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let mails = source.fetch_unseen().await.unwrap();
        if let Some(mail) = mails.iter().find(|m| contains(m, marker)) {
            return (mail.clone(), mails);
        }
        assert!(
            Instant::now() < deadline,
            "mail {marker} did not arrive within 15 s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn send_and_fetch(user: &str, smtp_tls: Tls, imap_tls: Tls) {
    reset(user);
    let to = format!("{user}@localhost");
    let mut sink = SmtpSink::new(smtp_config(smtp_tls)).unwrap();
    let m = send_marked(&mut sink, user).await;
    sink.close().await;

    let mut source = ImapSource::new(imap_config(user, imap_tls), 1 << 20).unwrap();
    let (mail, all) = fetch_until(&mut source, &m).await;
    assert_eq!(all.len(), 1);
    let uidvalidity = source.uidvalidity().expect("UIDVALIDITY after connect");
    assert!(matches!(mail.id, SourceId::Imap { uidvalidity: v, .. } if v == uidvalidity));
    assert!(!mail.truncated);
    assert_eq!(mail.size, mail.bytes.len() as u64);
    assert!(
        contains(&mail, "\r\n.leading dot line\r\n"),
        "dot-stuffing must round-trip"
    );
    assert!(contains(&mail, &format!("Delivered-To: {to}")));
}

#[tokio::test]
async fn smtp_plain_2525_then_imap_plain_1143() {
    send_and_fetch("transport-plain", Tls::None, Tls::None).await;
}

#[tokio::test]
async fn smtp_starttls_auth_2587_then_imaps_1993() {
    send_and_fetch("transport-starttls", Tls::Starttls, Tls::Implicit).await;
}

#[tokio::test]
async fn smtp_implicit_tls_auth_2465_then_imap_starttls_1143() {
    send_and_fetch("transport-implicit", Tls::Implicit, Tls::Starttls).await;
}

#[tokio::test]
async fn fetch_leaves_mail_unseen_until_acknowledged() {
    let user = "transport-seen";
    reset(user);
    let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
    let m = send_marked(&mut sink, user).await;

    let mut source = ImapSource::new(imap_config(user, Tls::None), 1 << 20).unwrap();
    let (mail, _) = fetch_until(&mut source, &m).await;
    // Fetched twice, and by a second, independent session: still unseen.
    assert_eq!(source.fetch_unseen().await.unwrap(), vec![mail.clone()]);
    let mut other = ImapSource::new(imap_config(user, Tls::None), 1 << 20).unwrap();
    assert_eq!(other.fetch_unseen().await.unwrap(), vec![mail.clone()]);

    source.acknowledge(&mail.id).await.unwrap();
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    assert!(other.fetch_unseen().await.unwrap().is_empty());
    // Acknowledging twice is harmless.
    source.acknowledge(&mail.id).await.unwrap();
    // An id from another UIDVALIDITY is refused, not applied to the wrong mail.
    let SourceId::Imap { uidvalidity, uid } = mail.id else {
        unreachable!()
    };
    let stale = SourceId::Imap {
        uidvalidity: uidvalidity.wrapping_add(1),
        uid,
    };
    let err = source.acknowledge(&stale).await.unwrap_err();
    assert!(err.to_string().contains("UIDVALIDITY"), "{err}");
}

#[tokio::test]
async fn acknowledge_moves_to_the_processed_folder_creating_it() {
    let user = "transport-move";
    reset(user);
    let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
    let m = send_marked(&mut sink, user).await;

    let mut config = imap_config(user, Tls::None);
    config.processed_folder = Some("Processed Games".into());
    let mut source = ImapSource::new(config, 1 << 20).unwrap();
    let (mail, _) = fetch_until(&mut source, &m).await;
    assert!(source.capabilities().r#move, "Dovecot advertises MOVE");
    source.acknowledge(&mail.id).await.unwrap();
    assert!(source.fetch_unseen().await.unwrap().is_empty());

    // Dovecot's Maildir++ layout: the folder is `.Processed Games`; moved as \Seen.
    let folder = rig()
        .dir()
        .join(format!("mail/{user}/Maildir/.Processed Games/cur"));
    let files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(files.len(), 1, "{}", folder.display());
    let name = files[0].file_name().into_string().unwrap();
    assert!(name.ends_with(",S") || name.contains(":2,S"), "{name}");
    assert!(
        std::fs::read(files[0].path())
            .unwrap()
            .windows(m.len())
            .any(|w| w == m.as_bytes())
    );
}

/// A server without MOVE (RFC 6851): the mail is copied to the processed folder and
/// flagged \Deleted; with UIDPLUS (RFC 4315) it is then expunged by its UID alone,
/// without it it stays in the mailbox, \Seen and \Deleted, never fetched again (a
/// plain EXPUNGE could remove what others flagged). The rig's Dovecot tells a client
/// less on two more addresses of its plain port (tests/mailrig/start).
#[tokio::test]
async fn acknowledge_without_move_copies_and_expunges_by_uid_or_leaves_it_deleted() {
    for (user, host, uidplus) in [
        ("transport-copy", "RIG_HOST_NO_MOVE", true),
        ("transport-copy-old", "RIG_HOST_NO_UIDPLUS", false),
    ] {
        reset(user);
        let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
        let m = send_marked(&mut sink, user).await;

        let mut config = imap_config(user, Tls::None);
        config.host = rig().env[host].clone();
        config.processed_folder = Some("Done".into());
        let mut source = ImapSource::new(config, 1 << 20).unwrap();
        let (mail, _) = fetch_until(&mut source, &m).await;
        let told = source.capabilities();
        assert!(!told.r#move, "{user}: MOVE told");
        assert_eq!(told.uidplus, uidplus, "{user}: UIDPLUS");
        source.acknowledge(&mail.id).await.unwrap();
        assert!(source.fetch_unseen().await.unwrap().is_empty(), "{user}");

        let maildir = rig().dir().join(format!("mail/{user}/Maildir"));
        let holding = |dir: &str| -> Vec<String> {
            std::fs::read_dir(maildir.join(dir))
                .map(|entries| {
                    entries
                        .map(|e| e.unwrap())
                        .filter(|e| {
                            std::fs::read(e.path())
                                .unwrap()
                                .windows(m.len())
                                .any(|w| w == m.as_bytes())
                        })
                        .map(|e| e.file_name().into_string().unwrap())
                        .collect()
                })
                .unwrap_or_default()
        };
        // The copy, \Seen, in the folder made for it.
        let copied = holding(".Done/cur");
        assert_eq!(copied.len(), 1, "{user}: {copied:?}");
        let flags = |name: &str| name.rsplit_once(":2,").map(|(_, f)| f.to_owned());
        assert_eq!(flags(&copied[0]).as_deref(), Some("S"), "{user}");
        // The original: gone by UID EXPUNGE, or kept \Seen and \Deleted (Maildir's S
        // and T).
        let left: Vec<String> = holding("cur").into_iter().chain(holding("new")).collect();
        if uidplus {
            assert!(left.is_empty(), "{user}: {left:?}");
        } else {
            assert_eq!(left.len(), 1, "{user}: {left:?}");
            assert_eq!(flags(&left[0]).as_deref(), Some("ST"), "{user}");
        }
    }
}

#[tokio::test]
async fn oversized_mail_is_fetched_only_up_to_the_limit() {
    let user = "transport-size";
    reset(user);
    let to = format!("{user}@localhost");
    let m = marker(user);
    let mut raw = message(&to, &m);
    raw.extend(std::iter::repeat_n(b"x".repeat(70).into_iter().chain(*b"\r\n"), 100).flatten());
    let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
    sink.send("pawnpost@localhost", std::slice::from_ref(&to), &raw)
        .await
        .unwrap();

    let mut source = ImapSource::new(imap_config(user, Tls::None), 1000).unwrap();
    let (mail, _) = fetch_until(&mut source, &m).await;
    assert!(mail.truncated);
    assert_eq!(mail.bytes.len(), 1000);
    assert!(mail.size > 7000, "{}", mail.size);
}

/// A batch is fetched in runs (whole mails in one command, one past the limit alone,
/// cut) and acknowledged in one command: every mail arrives once, in UID order, the
/// big one cut and the others whole; acknowledging them all moves them all, and a
/// stale id among them is reported without holding the others back.
#[tokio::test]
async fn a_batch_is_fetched_in_order_and_acknowledged_together() {
    let user = "transport-batch";
    reset(user);
    let to = format!("{user}@localhost");
    let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
    let markers: Vec<String> = (0..4).map(|_| marker(user)).collect();
    for (i, m) in markers.iter().enumerate() {
        let mut raw = message(&to, m);
        if i == 1 {
            // Past the 3,000-byte limit below.
            raw.extend(
                std::iter::repeat_n(b"y".repeat(70).into_iter().chain(*b"\r\n"), 100).flatten(),
            );
        }
        sink.send("pawnpost@localhost", std::slice::from_ref(&to), &raw)
            .await
            .unwrap();
    }

    let mut config = imap_config(user, Tls::None);
    config.processed_folder = Some("Done".into());
    let mut source = ImapSource::new(config, 3000).unwrap();
    let deadline = Instant::now() + Duration::from_secs(15);
    let mails = loop {
        let mails = source.fetch_unseen().await.unwrap();
        if mails.len() >= markers.len() {
            break mails;
        }
        assert!(
            Instant::now() < deadline,
            "{} of 4 mails arrived",
            mails.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(mails.len(), 4);
    // A batch bounded by its bytes hands out one mail at a time (the first always
    // comes, however large), and says more wait.
    let mut one_by_one = ImapSource::new(imap_config(user, Tls::None), 3000)
        .unwrap()
        .with_batch(Batch {
            mails: 100,
            bytes: 1,
        });
    let first = one_by_one.fetch_unseen().await.unwrap();
    assert_eq!(first, mails[..1]);
    assert!(one_by_one.more_pending());
    let uids: Vec<u32> = mails
        .iter()
        .map(|m| match m.id {
            SourceId::Imap { uid, .. } => uid,
            SourceId::Maildir { .. } => unreachable!(),
        })
        .collect();
    assert!(uids.windows(2).all(|w| w[0] < w[1]), "{uids:?}");
    // Postfix may deliver them in another order than sent: each is found by its text.
    for (i, m) in markers.iter().enumerate() {
        let found: Vec<&RawMail> = mails.iter().filter(|mail| contains(mail, m)).collect();
        assert_eq!(found.len(), 1, "mail {i} comes once");
        let mail = found[0];
        if i == 1 {
            assert!(
                mail.truncated && mail.bytes.len() == 3000,
                "{}",
                mail.bytes.len()
            );
        } else {
            assert!(!mail.truncated, "mail {i}");
            assert_eq!(mail.bytes.len() as u64, mail.size, "mail {i} is whole");
            assert!(contains(mail, ".leading dot line"), "mail {i} is whole");
        }
    }

    let SourceId::Imap { uidvalidity, .. } = mails[0].id else {
        unreachable!()
    };
    // The last mail's UID under another UIDVALIDITY among the first three: those three
    // are moved, the stale id is reported and the last mail is not touched.
    let mut ids: Vec<SourceId> = mails[..3].iter().map(|m| m.id.clone()).collect();
    ids.insert(
        1,
        SourceId::Imap {
            uidvalidity: uidvalidity.wrapping_add(1),
            uid: uids[3],
        },
    );
    let err = source.acknowledge_all(&ids).await.unwrap_err();
    assert!(err.to_string().contains("UIDVALIDITY"), "{err}");
    assert_eq!(source.fetch_unseen().await.unwrap(), mails[3..]);
    let folder = rig().dir().join(format!("mail/{user}/Maildir/.Done/cur"));
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 3);
    source
        .acknowledge_all(&[mails[3].id.clone()])
        .await
        .unwrap();
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 4);
}

#[tokio::test]
async fn idle_wakes_up_soon_after_a_delivery() {
    let user = "transport-idle";
    reset(user);
    let m = marker(user);
    let mut source = ImapSource::new(imap_config(user, Tls::None), 1 << 20).unwrap();
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    assert!(source.capabilities().idle);

    let sent_at = Arc::new(Mutex::new(None));
    let sender = {
        let (sent_at, m) = (Arc::clone(&sent_at), m.clone());
        tokio::spawn(async move {
            // Let the IDLE start first.
            tokio::time::sleep(Duration::from_millis(500)).await;
            let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
            send_with_marker(&mut sink, user, &m).await;
            *sent_at.lock().unwrap() = Some(Instant::now());
        })
    };
    let started = Instant::now();
    let wakeup = source.wait_for_mail(Duration::from_secs(30)).await.unwrap();
    let woke = Instant::now();
    sender.await.unwrap();
    assert_eq!(
        wakeup,
        Wakeup::Activity,
        "woke after {:?}",
        started.elapsed()
    );
    let sent = sent_at.lock().unwrap().expect("sent before the wake-up");
    let latency = woke.saturating_duration_since(sent);
    println!(
        "IDLE latency (SMTP 250 -> wake-up): {} ms",
        latency.as_millis()
    );
    assert!(latency < Duration::from_secs(5), "{latency:?}");
    let (_, mails) = fetch_until(&mut source, &m).await;
    assert_eq!(mails.len(), 1);

    // With nothing arriving, the wait ends at its timeout and the session survives.
    let quiet = Instant::now();
    assert_eq!(
        source.wait_for_mail(Duration::from_secs(1)).await.unwrap(),
        Wakeup::Timeout
    );
    assert!(quiet.elapsed() < Duration::from_secs(3));
    assert!(source.is_connected());
}

fn kick(user: &str) {
    rig().doveadm(&["kick", user], None);
}

#[tokio::test]
async fn reconnects_after_the_server_drops_the_connection() {
    let user = "transport-reconnect";
    reset(user);
    let mut source = ImapSource::new(imap_config(user, Tls::Implicit), 1 << 20).unwrap();
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    let uidvalidity = source.uidvalidity();

    // Dropped while idle in a command-less state.
    kick(user);
    let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
    let m = send_marked(&mut sink, user).await;
    let started = Instant::now();
    let mut errors = 0;
    let mail = loop {
        match source.fetch_unseen().await {
            Ok(mails) => {
                if let Some(mail) = mails.into_iter().find(|x| contains(x, &m)) {
                    break mail;
                }
            }
            Err(e) => {
                println!("after kick: {e}");
                errors += 1;
            }
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "no reconnect within 15 s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(errors <= 1, "one failed call at most, then a reconnect");
    assert_eq!(source.uidvalidity(), uidvalidity);
    assert_eq!(source.take_uidvalidity_change(), None);
    source.acknowledge(&mail.id).await.unwrap();

    // Dropped during IDLE: the wait returns (with an error or a wake-up), and the
    // next call is served by a new connection.
    let waiter = Instant::now();
    let kicker = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(500)).await;
        kick("transport-reconnect");
    });
    let result = source.wait_for_mail(Duration::from_secs(20)).await;
    kicker.await.unwrap();
    println!("IDLE after kick: {result:?} in {:?}", waiter.elapsed());
    assert!(waiter.elapsed() < Duration::from_secs(10));
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    assert!(source.is_connected());
}

#[tokio::test]
async fn a_wrong_password_is_reported_with_the_user() {
    let dir = tempfile::tempdir().unwrap();
    let pw = dir.path().join("pw");
    std::fs::write(&pw, "wrong").unwrap();
    let mut config = imap_config("transport-badpw", Tls::None);
    config.credentials.password = PasswordSource::File {
        key: "inbound.password_file",
        path: pw,
    };
    let mut source = ImapSource::new(config, 1 << 20).unwrap();
    let err = source.connect().await.unwrap_err();
    assert!(err.to_string().contains("transport-badpw"), "{err}");
}

#[tokio::test]
async fn maildir_sink_and_source_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let sink = MaildirSink::new(dir.path());
    let to = "pawnpost".to_owned();
    let written = sink
        .deliver(
            "alice@localhost",
            std::slice::from_ref(&to),
            &message(&to, "first"),
        )
        .unwrap();
    assert_eq!(written.len(), 1);
    assert!(written[0].starts_with(dir.path().join("pawnpost/new")));
    assert!(
        std::fs::read_dir(dir.path().join("pawnpost/tmp"))
            .unwrap()
            .next()
            .is_none()
    );

    let mut source = MaildirSource::open(&dir.path().join("pawnpost"), 1 << 20).unwrap();
    assert_eq!(
        source.wait_for_mail(Duration::from_secs(5)).await.unwrap(),
        Wakeup::Activity
    );
    let mails = source.fetch_unseen().await.unwrap();
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0]
            .bytes
            .starts_with(b"Return-Path: <alice@localhost>\r\nDelivered-To: pawnpost\r\n")
    );
    assert!(contains(&mails[0], "Your move. first"));
    assert_eq!(
        source.fetch_unseen().await.unwrap().len(),
        1,
        "fetch alone changes nothing"
    );

    source.acknowledge(&mails[0].id).await.unwrap();
    source.acknowledge(&mails[0].id).await.unwrap(); // idempotent
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    let cur: Vec<String> = std::fs::read_dir(dir.path().join("pawnpost/cur"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(cur.len(), 1);
    assert!(cur[0].ends_with(":2,S"), "{cur:?}");

    // Quiet spool: the wait times out.
    assert_eq!(
        source
            .wait_for_mail(Duration::from_millis(300))
            .await
            .unwrap(),
        Wakeup::Timeout
    );

    // Delivery while waiting is noticed by the 1 s poll.
    let sink2 = sink.clone();
    let writer = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(200)).await;
        sink2
            .deliver(
                "bob@localhost",
                &["pawnpost".to_owned()],
                b"Subject: second\n\nbody\n",
            )
            .unwrap();
    });
    let started = Instant::now();
    assert_eq!(
        source.wait_for_mail(Duration::from_secs(10)).await.unwrap(),
        Wakeup::Activity
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    writer.await.unwrap();
    let mails = source.fetch_unseen().await.unwrap();
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0]
            .bytes
            .starts_with(b"Return-Path: <bob@localhost>\nDelivered-To: pawnpost\n")
    );

    // A mail a client moved to cur/ without reading it is still unseen.
    let SourceId::Maildir { file_name } = &mails[0].id else {
        unreachable!()
    };
    std::fs::rename(
        dir.path().join("pawnpost/new").join(file_name),
        dir.path()
            .join("pawnpost/cur")
            .join(format!("{file_name}:2,F")),
    )
    .unwrap();
    let mails = source.fetch_unseen().await.unwrap();
    assert_eq!(mails.len(), 1);
    source.acknowledge(&mails[0].id).await.unwrap();
    assert!(source.fetch_unseen().await.unwrap().is_empty());
    assert!(
        dir.path()
            .join("pawnpost/cur")
            .join(format!("{file_name}:2,FS"))
            .exists()
    );
}

#[tokio::test]
async fn smtp_throughput_over_one_reused_nodelay_connection() {
    let user = "transport-bench";
    reset(user);
    let to = format!("{user}@localhost");
    let mut sink = SmtpSink::new(smtp_config(Tls::None)).unwrap();
    let raw = message(&to, "bench");
    sink.send("pawnpost@localhost", std::slice::from_ref(&to), &raw)
        .await
        .unwrap(); // connect
    let n = 200;
    let started = Instant::now();
    for _ in 0..n {
        sink.send("pawnpost@localhost", std::slice::from_ref(&to), &raw)
            .await
            .unwrap();
        assert!(sink.is_connected());
    }
    let elapsed = started.elapsed();
    println!(
        "SMTP 2525: {n} messages over one reused NODELAY connection in {:.1} ms: {:.2} ms/message, {:.0} messages/s",
        elapsed.as_secs_f64() * 1e3,
        elapsed.as_secs_f64() * 1e3 / f64::from(n),
        f64::from(n) / elapsed.as_secs_f64()
    );
    sink.close().await;
    reset(user);
}

#[tokio::test]
async fn a_refused_recipient_is_permanent_and_the_next_send_reconnects() {
    let user = "transport-refused";
    reset(user);
    let (err, mut sink) = refused_send(smtp_config(Tls::None), "someone@example.org").await;
    println!("refused: {err}");
    assert!(err.is_permanent(), "{err}");
    assert!(err.to_string().contains("550"), "{err}");
    let m = send_marked(&mut sink, user).await;
    let mut source = ImapSource::new(imap_config(user, Tls::None), 1 << 20).unwrap();
    fetch_until(&mut source, &m).await;
}

/// A wrong SMTP password, over STARTTLS: the login's refusal names the user and the
/// server's answer, and is not a refusal of the mail (it waits in the outbox).
#[tokio::test]
async fn a_wrong_smtp_password_is_reported_with_the_user_and_the_mail_waits() {
    let dir = tempfile::tempdir().unwrap();
    let pw = dir.path().join("pw");
    std::fs::write(&pw, "wrong").unwrap();
    let mut config = smtp_config(Tls::Starttls);
    config.credentials = Some(Credentials {
        username: "pawnpost".into(),
        password: PasswordSource::File {
            key: "outbound.password_file",
            path: pw,
        },
    });
    let (err, sink) = refused_send(config, "transport-smtp-badpw@localhost").await;
    println!("wrong password: {err}");
    assert!(
        matches!(err, pawnpost::mail::sink::SmtpError::Auth { .. }),
        "{err}"
    );
    assert!(err.to_string().contains("\"pawnpost\""), "{err}");
    assert!(err.to_string().contains("535"), "{err}");
    assert!(!err.is_permanent(), "{err}");
    assert!(!sink.is_connected());
}

/// STARTTLS and implicit TLS check the server's certificate: without the rig's CA
/// (trusting the web PKI alone) neither port is sent to, and nothing is logged in.
#[tokio::test]
async fn smtp_tls_without_the_servers_ca_is_refused_before_any_login() {
    for tls in [Tls::Starttls, Tls::Implicit] {
        let mut config = smtp_config(tls);
        config.ca_file = None;
        let (err, _) = refused_send(config, "transport-smtp-noca@localhost").await;
        println!("{tls}: {err}");
        assert!(
            matches!(err, pawnpost::mail::sink::SmtpError::Tls { .. }),
            "{tls}: {err}"
        );
        assert!(err.to_string().contains("certificate"), "{tls}: {err}");
        assert!(!err.is_permanent(), "{tls}: {err}");
    }
}

/// A letter to `to` through a sink of `config` that must fail: the error, and the sink
/// after it.
async fn refused_send(config: SmtpConfig, to: &str) -> (pawnpost::mail::sink::SmtpError, SmtpSink) {
    let mut sink = SmtpSink::new(config).unwrap();
    let to = to.to_owned();
    let err = sink
        .send(
            "pawnpost@localhost",
            std::slice::from_ref(&to),
            &message(&to, "x"),
        )
        .await
        .unwrap_err();
    (err, sink)
}
