//! Faults of the real world against the real `pawnpost run` on a real Postfix + Dovecot
//! (`tests/mailrig`), no mocks: SMTP down for a minute, the IMAP server restarted while
//! the daemon sits in IDLE, the disk full when a mail commits, and the mailbox's
//! UIDVALIDITY changed under the daemon. Each time no move may be lost or applied
//! twice and every reply must reach its player exactly once.
//!
//! These tests stop Postfix and Dovecot, so they run on a PRIVATE rig of their own
//! (`/tmp/pawnpost-faultrig`, ports 5525/5587/5465/5143/5993), never on the default rig
//! other test binaries share, and one after another (a lock), each starting the rig
//! and stopping it when done.
//!
//! `PAWNPOST_FAULT_SMTP_DOWN_SECS` (default 60, "down for a minute") is how long
//! Postfix stays down; `PAWNPOST_FAULT_IMAP_DOWN_SECS` (default 10) how long Dovecot
//! does. The disk-full test mounts a tmpfs, so like the rig it needs root.

use crate::e2e_support;

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use e2e_support::rig::{Install, Rig, Seat};
use e2e_support::{DEADLINE, Inbox, plies, poll, wait_sent_replies_arrived};

const RIG_DIR: &str = "/tmp/pawnpost-faultrig";
const PORTS: [(&str, &str); 5] = [
    ("SMTP_PLAIN_PORT", "5525"),
    ("SMTP_SUBMISSION_PORT", "5587"),
    ("SMTP_TLS_PORT", "5465"),
    ("IMAP_PORT", "5143"),
    ("IMAPS_PORT", "5993"),
];

/// The private rig, held by one test at a time; stopped when the test ends.
struct Session {
    rig: &'static Rig,
    _turn: MutexGuard<'static, ()>,
}

fn session() -> Session {
    static TURN: Mutex<()> = Mutex::new(());
    static RIG: OnceLock<Rig> = OnceLock::new();
    let turn = TURN.lock().unwrap_or_else(PoisonError::into_inner);
    let mut fresh = false;
    let rig = RIG.get_or_init(|| {
        fresh = true;
        let mut vars = vec![("PAWNPOST_RIG_DIR", RIG_DIR)];
        vars.extend(PORTS);
        Rig::start(&vars)
    });
    if !fresh {
        // A test before this one stopped it.
        rig.run_script("start", &[]);
    }
    Session { rig, _turn: turn }
}

impl Drop for Session {
    fn drop(&mut self) {
        let out = self.rig.script("stop").output();
        if !matches!(&out, Ok(o) if o.status.success()) {
            eprintln!("rig_faults: stopping the private rig failed: {out:?}");
        }
    }
}

fn user(tag: &str) -> String {
    format!("pp-fault-{}-{tag}", std::process::id())
}

fn env_secs(name: &str, default: u64) -> Duration {
    Duration::from_secs(std::env::var(name).map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{name}={v:?} is not a number of seconds"))
    }))
}

/// The daemon log without terminal colours.
fn plain(log: &str) -> String {
    let mut out = String::with_capacity(log.len());
    let mut chars = log.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The number after `name=` in a log line.
fn field(line: &str, name: &str) -> Option<u64> {
    let start = line.find(&format!(" {name}="))? + name.len() + 2;
    let digits: String = line[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

fn log_lines(log: &str, needle: &str) -> Vec<String> {
    plain(log)
        .lines()
        .filter(|l| l.contains(needle))
        .map(str::to_owned)
        .collect()
}

/// `mover` answers their latest game mail with `words`' move by SMTP; both players'
/// replies are awaited. Returns the Message-ID.
fn play(install: &Install, mover: &mut Seat, opponent: &mut Seat, words: &str) -> String {
    let (_, san) = words.split_once(' ').expect("`N. san`");
    let (raw, id) = mover.answer(san);
    install
        .rig
        .smtp_send(&mover.inbox.address, &mover.latest.reply_to, raw.as_bytes());
    expect_move_replies(mover, opponent, words, &id, DEADLINE);
    id
}

fn expect_move_replies(
    mover: &mut Seat,
    opponent: &mut Seat,
    words: &str,
    id: &str,
    within: Duration,
) {
    let mine = format!("You played {words}:");
    let theirs = format!("played {words}:");
    mover.latest = mover
        .inbox
        .expect_within(within, &format!("for {words} ({id})"), |r| {
            r.text.contains(&mine)
        });
    opponent.latest =
        opponent
            .inbox
            .expect_within(within, &format!("telling {words} ({id})"), |r| {
                r.text.contains(&theirs) && !r.text.contains(&mine)
            });
}

/// Every reply the outbox marked sent has arrived, each exactly once; returns how many.
fn assert_delivered_once(install: &Install, inboxes: &mut [&mut Inbox]) -> i64 {
    let sent = wait_sent_replies_arrived(&install.db, inboxes, DEADLINE);
    let duplicates: usize = inboxes.iter().map(|i| i.duplicates).sum();
    assert_eq!(duplicates, 0, "replies delivered more than once");
    sent
}

/// The flags Dovecot has for the mail with `message_id` in `user`'s INBOX (empty when
/// unflagged); panics when there is no such mail.
fn flags(rig: &Rig, user: &str, message_id: &str) -> String {
    let out = rig.doveadm(
        &[
            "fetch",
            "-u",
            user,
            "flags",
            "mailbox",
            "INBOX",
            "header",
            "Message-ID",
            message_id,
        ],
        None,
    );
    assert!(
        out.contains("flags:"),
        "no mail {message_id} in {user}'s INBOX"
    );
    out.trim().trim_start_matches("flags:").trim().to_owned()
}

/// Waits until Dovecot shows an IMAP process of `user` in IDLE (the rig sets
/// `verbose_proctitle`, so the process's command line shows the running command).
fn wait_idle(user: &str) {
    let title = format!("[{user} ");
    poll(DEADLINE, || {
        // /proc rather than ps: procps may be missing on a bare image.
        std::fs::read_dir("/proc")
            .ok()?
            .flatten()
            .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
            .map(|cmdline| String::from_utf8_lossy(&cmdline).into_owned())
            .any(|args| args.contains(&title) && args.contains("IDLE"))
            .then_some(())
    })
    .unwrap_or_else(|| panic!("the daemon of {user} did not enter IDLE within {DEADLINE:?}"));
}

#[test]
fn smtp_down_for_a_minute_replies_wait_in_the_outbox_and_go_out_once() {
    let session = session();
    let rig = session.rig;
    let down = env_secs("PAWNPOST_FAULT_SMTP_DOWN_SECS", 60);
    let install = Install::on(rig, &user("smtp"), None);
    let mut players = install.players(&["a", "b"]).into_iter();
    let (a, b) = (players.next().unwrap(), players.next().unwrap());
    let mut daemon = install.pp.start_daemon();
    let (game, mut white, mut black) = install.start_game(a, b);
    let sent_before = install.db.wait_outbox_drained();

    rig.run_script("service", &["postfix", "stop"]);
    let stopped = Instant::now();
    assert!(
        std::net::TcpStream::connect(("127.0.0.1", rig.port("SMTP_PLAIN_PORT"))).is_err(),
        "Postfix still answers after `service postfix stop`"
    );
    // Postfix is down, so white's move is put into the daemon's INBOX by Dovecot itself.
    let (raw, id) = white.answer("e4");
    rig.doveadm(
        &["save", "-u", &install.user, "-m", "INBOX"],
        Some(raw.as_bytes()),
    );
    let outcome = install.db.wait_committed(&id);
    assert!(outcome.contains("move"), "outcome of the move: {outcome}");

    // The two replies wait; sending fails again and again, each time waiting longer.
    let failures = poll(DEADLINE, || {
        let lines = log_lines(&daemon.log_text(), "sending failed");
        (lines.len() >= 3).then_some(lines)
    })
    .unwrap_or_else(|| panic!("no repeated send failures logged:\n{}", daemon.log_text()));
    eprintln!("rig_faults: first send failure: {}", failures[0]);
    while stopped.elapsed() < down {
        daemon.assert_alive();
        let (pending, sent, dead) = install.db.outbox();
        assert_eq!(
            (pending, sent, dead),
            (2, sent_before, 0),
            "outbox (pending, sent, dead) while Postfix is down"
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    white.inbox.assert_no_unread();
    black.inbox.assert_no_unread();

    let restarted = Instant::now();
    rig.run_script("service", &["postfix", "start"]);
    let log = daemon.log_text();
    // Per reply, the delays double from retry_base_secs = 1. (A failed send ends the
    // round and the other reply may be due first, so the two alternate.)
    let mut delays: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    for line in log_lines(&log, "sending failed") {
        let to = line
            .split(" to=")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .expect("a recipient in the send failure")
            .to_owned();
        let delay = field(&line, "retry_in_secs").expect("retry_in_secs in the send failure");
        delays.entry(to).or_default().push(delay);
    }
    assert!(
        delays.values().any(|seen| seen.len() >= 3),
        "send failures logged: {delays:?}"
    );
    for (to, seen) in &delays {
        for (n, delay) in seen.iter().enumerate() {
            assert_eq!(*delay, 1 << n, "retry delays for {to}: {seen:?}");
        }
    }
    // Each reply is retried at most its last delay (+ the outbox's 5 s wake-up) after
    // Postfix is back.
    let longest = delays.values().flatten().max().copied().unwrap_or(0);
    let wait = Duration::from_secs(longest + 30);
    let counts = poll(wait, || {
        let counts = install.db.outbox();
        (counts.0 == 0).then_some(counts)
    })
    .unwrap_or_else(|| panic!("outbox not drained within {wait:?} of Postfix's restart"));
    let recovered = restarted.elapsed();
    assert_eq!(counts, (0, sent_before + 2, 0), "outbox after the restart");
    expect_move_replies(&mut white, &mut black, "1. e4", &id, DEADLINE);
    let log = daemon.log_text();
    let failed = log_lines(&log, "sending failed").len();

    // Business as usual after that.
    play(&install, &mut black, &mut white, "1... e5");
    assert_eq!(plies(&install.pp.show(game)), 2);
    assert_eq!(install.db.inbound_count(&id), 1);
    let sent = assert_delivered_once(&install, &mut [&mut white.inbox, &mut black.inbox]);
    daemon.assert_alive();
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
    eprintln!(
        "rig_faults: SMTP down {:.0} s: {failed} failed sends, retry_in_secs {delays:?}; \
         outbox drained {:.1} s after Postfix restarted; {sent} replies sent, 0 duplicates, 0 dead",
        down.as_secs_f64(),
        recovered.as_secs_f64()
    );
}

#[test]
fn imap_server_restart_mid_idle_loses_nothing() {
    let session = session();
    let rig = session.rig;
    let down = env_secs("PAWNPOST_FAULT_IMAP_DOWN_SECS", 10);
    let install = Install::on(rig, &user("imap"), None);
    let mut players = install.players(&["a", "b", "c", "d"]).into_iter();
    let mut daemon = install.pp.start_daemon();
    let (game1, mut w1, mut b1) =
        install.start_game(players.next().unwrap(), players.next().unwrap());
    let (game2, mut w2, mut b2) =
        install.start_game(players.next().unwrap(), players.next().unwrap());
    install.db.wait_outbox_drained();
    wait_idle(&install.user);

    rig.run_script("service", &["dovecot", "stop"]);
    let stopped = Instant::now();
    // Mail arrives meanwhile: Postfix accepts it and keeps it queued (its LMTP
    // delivery to Dovecot fails until Dovecot is back).
    let mut sent_ids = Vec::new();
    for seat in [&w1, &w2] {
        let (raw, id) = seat.answer("e4");
        rig.smtp_send(&seat.inbox.address, &seat.latest.reply_to, raw.as_bytes());
        sent_ids.push(id);
    }
    let queue_dir = rig.dir().join("postfix/etc");
    poll(DEADLINE, || {
        let out = Command::new("postqueue")
            .arg("-c")
            .arg(&queue_dir)
            .arg("-j")
            .output()
            .ok()?;
        let text = String::from_utf8_lossy(&out.stdout);
        (text.matches(&format!("\"{}+", install.user)).count() >= 2).then_some(())
    })
    .expect("Postfix did not queue the two mails while Dovecot was down");
    while stopped.elapsed() < down {
        daemon.assert_alive();
        for id in &sent_ids {
            assert_eq!(install.db.inbound_count(id), 0);
        }
        std::thread::sleep(Duration::from_millis(200));
    }

    let restarted = Instant::now();
    rig.run_script("service", &["dovecot", "start"]);
    let deadline = down + DEADLINE;
    for id in &sent_ids {
        poll(deadline, || install.db.outcome(id))
            .unwrap_or_else(|| panic!("{id} not committed within {deadline:?} of the restart"));
    }
    let recovered = restarted.elapsed();
    expect_move_replies(&mut w1, &mut b1, "1. e4", &sent_ids[0], DEADLINE);
    expect_move_replies(&mut w2, &mut b2, "1. e4", &sent_ids[1], DEADLINE);

    let log = plain(&daemon.log_text());
    let attempts: Vec<(u64, u64)> = log_lines(&log, "IMAP connection failed; retrying")
        .iter()
        .filter_map(|l| Some((field(l, "attempt")?, field(l, "retry_in_ms")?)))
        .collect();
    assert!(
        attempts.len() >= 2,
        "reconnect attempts logged: {attempts:?}\n{log}"
    );
    for (n, (attempt, ms)) in attempts.iter().enumerate() {
        assert_eq!(*attempt, n as u64 + 1, "attempt numbers {attempts:?}");
        let nominal = 1000u64 << (attempt - 1).min(8);
        let nominal = nominal.min(300_000);
        assert!(
            *ms >= nominal * 8 / 10 && *ms <= nominal * 12 / 10,
            "delay {ms} ms of attempt {attempt} is not 1 s·2^(n-1) ±20%: {attempts:?}"
        );
    }
    let jittered = attempts
        .iter()
        .any(|(attempt, ms)| *ms != 1000u64 << (attempt - 1).min(8));
    assert!(jittered, "no jitter in the reconnect delays: {attempts:?}");
    assert!(
        log.contains("IMAP reconnected"),
        "no reconnect logged:\n{log}"
    );

    // Each move applied once, the games go on.
    for (game, id) in [(game1, &sent_ids[0]), (game2, &sent_ids[1])] {
        assert_eq!(install.db.inbound_count(id), 1);
        assert_eq!(plies(&install.pp.show(game)), 1, "game {game}");
    }
    play(&install, &mut b1, &mut w1, "1... e5");
    play(&install, &mut b2, &mut w2, "1... c5");
    let sent = assert_delivered_once(
        &install,
        &mut [&mut w1.inbox, &mut b1.inbox, &mut w2.inbox, &mut b2.inbox],
    );
    daemon.assert_alive();
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
    eprintln!(
        "rig_faults: Dovecot down {:.1} s during IDLE: reconnect attempts (attempt, retry_in_ms) \
         {attempts:?}; both moves committed {:.1} s after Dovecot restarted; {sent} replies, 0 duplicates",
        down.as_secs_f64(),
        recovered.as_secs_f64()
    );
}

/// A small tmpfs, unmounted on drop.
struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    fn mount(size: &str) -> Tmpfs {
        let dir = tempfile::tempdir().expect("tempdir");
        let out = Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={size},mode=0755"),
                "tmpfs",
            ])
            .arg(dir.path())
            .output()
            .expect("run mount");
        assert!(
            out.status.success(),
            "cannot mount a tmpfs on {} (the disk-full test needs root): {}",
            dir.path().display(),
            String::from_utf8_lossy(&out.stderr)
        );
        Tmpfs { dir }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let path = self.dir.path();
        let ok = Command::new("umount")
            .arg(path)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            // Something still holds a file there: detach it anyway.
            let _ = Command::new("umount").arg("-l").arg(path).status();
        }
    }
}

/// How long the disk stays full in the disk-full test.
const DISK_FULL_FOR: Duration = Duration::from_secs(3);

/// Writes zeros to `path` until the file system is full; returns the bytes written.
fn fill(path: &Path) -> u64 {
    let mut file = std::fs::File::create(path).expect("create the filler");
    let mut written = 0u64;
    for chunk in [1 << 16, 4096, 512, 1] {
        let zeros = vec![0u8; chunk];
        loop {
            match file.write(&zeros) {
                Ok(0) => break,
                Ok(n) => written += n as u64,
                Err(e) if e.raw_os_error() == Some(28) => break, // ENOSPC
                Err(e) => panic!("filling {}: {e}", path.display()),
            }
        }
    }
    let _ = file.sync_all();
    written
}

#[test]
fn disk_full_at_commit_keeps_the_mail_for_later() {
    let session = session();
    let rig = session.rig;
    let tmpfs = Tmpfs::mount("4m");
    let install = Install::on(rig, &user("disk"), Some(tmpfs.path()));
    let mut players = install.players(&["a", "b"]).into_iter();
    let mut daemon = install.pp.start_daemon();
    let (game, mut white, mut black) =
        install.start_game(players.next().unwrap(), players.next().unwrap());
    install.db.wait_outbox_drained();

    let filler: PathBuf = tmpfs.path().join("filler");
    let filled = fill(&filler);
    let failures_before = log_lines(&daemon.log_text(), "processing failed").len();
    let (raw, id) = white.answer("e4");
    rig.smtp_send(&white.inbox.address, &white.latest.reply_to, raw.as_bytes());
    let failed = Instant::now();
    // The daemon tries, fails to commit, keeps the mail and tries again.
    let failures = poll(DEADLINE, || {
        let lines = log_lines(&daemon.log_text(), "processing failed");
        (lines.len() >= failures_before + 3).then_some(lines)
    })
    .unwrap_or_else(|| {
        panic!(
            "no repeated commit failures logged with the disk full:\n{}",
            daemon.log_text()
        )
    });
    let first = &failures[failures_before];
    assert!(
        first.contains("full"),
        "the failure does not say the disk is full: {first}"
    );
    // The disk stays full a while longer: the daemon lives on and keeps the mail.
    while failed.elapsed() < DISK_FULL_FOR {
        daemon.assert_alive();
        assert_eq!(install.db.outcome(&id), None, "committed on a full disk");
        std::thread::sleep(Duration::from_millis(200));
    }
    daemon.assert_alive();
    assert_eq!(install.db.outcome(&id), None, "committed on a full disk");
    assert_eq!(install.db.inbound_count(&id), 0);
    assert!(
        !flags(rig, &install.user, &id).contains("\\Seen"),
        "the mail was acknowledged though it was not committed"
    );
    white.inbox.assert_no_unread();
    black.inbox.assert_no_unread();

    std::fs::remove_file(&filler).expect("remove the filler");
    let freed = Instant::now();
    let outcome = install.db.wait_committed(&id);
    let recovered = freed.elapsed();
    assert!(outcome.contains("move"), "outcome: {outcome}");
    expect_move_replies(&mut white, &mut black, "1. e4", &id, DEADLINE);
    let log = daemon.log_text();
    let retries = log_lines(&log, "processing failed").len() - failures_before;
    // The passes that failed are paced by a growing pause (1 s doubling, ±20%).
    let pauses: Vec<u64> = log_lines(&log, "fetching again after a pause")
        .iter()
        .filter_map(|l| field(l, "retry_in_ms"))
        .collect();
    assert!(
        pauses.len() >= 2,
        "pauses between failed passes: {pauses:?}"
    );
    assert!(
        pauses.windows(2).all(|w| w[1] > w[0]),
        "the pauses between failed passes do not grow: {pauses:?}"
    );
    let full_for = freed.duration_since(failed);
    poll(DEADLINE, || {
        flags(rig, &install.user, &id)
            .contains("\\Seen")
            .then_some(())
    })
    .expect("the mail is acknowledged (\\Seen) once committed");
    assert_eq!(install.db.inbound_count(&id), 1);
    assert_eq!(plies(&install.pp.show(game)), 1);
    play(&install, &mut black, &mut white, "1... e5");
    assert_eq!(plies(&install.pp.show(game)), 2);
    let sent = assert_delivered_once(&install, &mut [&mut white.inbox, &mut black.inbox]);
    daemon.assert_alive();
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
    eprintln!(
        "rig_faults: disk full ({filled} filler bytes) for {:.1} s: {retries} failed commits \
         ({:.1}/s, pauses {pauses:?} ms), first: {first}; committed {:.2} s after space was freed; {sent} replies, 0 duplicates",
        full_for.as_secs_f64(),
        retries as f64 / full_for.as_secs_f64(),
        recovered.as_secs_f64()
    );
}

#[test]
fn uidvalidity_change_refetches_everything_and_applies_nothing_twice() {
    let session = session();
    let rig = session.rig;
    let install = Install::on(rig, &user("uidv"), None);
    let mut players = install.players(&["a", "b"]).into_iter();
    let mut daemon = install.pp.start_daemon();
    let (game, mut white, mut black) =
        install.start_game(players.next().unwrap(), players.next().unwrap());
    play(&install, &mut white, &mut black, "1. e4");
    play(&install, &mut black, &mut white, "1... e5");
    let (_, sent_before, _) = install.db.outbox();
    install.db.wait_outbox_drained();
    let status = |what: &str| -> u64 {
        let out = rig.doveadm(
            &["mailbox", "status", "-u", &install.user, what, "INBOX"],
            None,
        );
        field(&format!(" {}", out.trim()), what)
            .unwrap_or_else(|| panic!("doveadm mailbox status {what}: {out}"))
    };
    let messages = status("messages");
    assert_eq!(
        messages, 5,
        "challenge, its confirmation, accept and two moves in the INBOX"
    );
    poll(DEADLINE, || {
        let unseen = rig.doveadm(
            &["search", "-u", &install.user, "mailbox", "INBOX", "unseen"],
            None,
        );
        unseen.trim().is_empty().then_some(())
    })
    .expect("all mails acknowledged before the change");
    let old = status("uidvalidity");
    let new = if old > 1000 { old - 1000 } else { old + 1000 };

    // The server loses its state of the mailbox: a new UIDVALIDITY (Dovecot ends the
    // daemon's session: "IMAP session state is inconsistent"), and no \Seen flags.
    rig.doveadm(
        &[
            "mailbox",
            "update",
            "-u",
            &install.user,
            "--uid-validity",
            &new.to_string(),
            "INBOX",
        ],
        None,
    );
    rig.doveadm(
        &[
            "flags",
            "remove",
            "-u",
            &install.user,
            "\\Seen",
            "mailbox",
            "INBOX",
            "all",
        ],
        None,
    );
    assert_eq!(status("uidvalidity"), new);
    let changed = Instant::now();

    // Every mail comes again under the new UIDVALIDITY and is recognised.
    let label = format!("imap:{new}:");
    let skipped = poll(DEADLINE, || {
        let lines: Vec<String> = log_lines(&daemon.log_text(), "mail already processed")
            .into_iter()
            .filter(|l| l.contains(&label))
            .collect();
        (lines.len() as u64 >= messages).then_some(lines)
    })
    .unwrap_or_else(|| {
        panic!(
            "the daemon did not see all {messages} mails again under UIDVALIDITY {new}:\n{}",
            daemon.log_text()
        )
    });
    let refetched = changed.elapsed();
    assert_eq!(skipped.len() as u64, messages, "{skipped:#?}");
    poll(DEADLINE, || {
        let unseen = rig.doveadm(
            &["search", "-u", &install.user, "mailbox", "INBOX", "unseen"],
            None,
        );
        unseen.trim().is_empty().then_some(())
    })
    .expect("the refetched mails are acknowledged again");
    let log = plain(&daemon.log_text());
    let noticed = log_lines(&log, "UIDVALIDITY changed");
    assert!(!noticed.is_empty(), "the change is not logged:\n{log}");
    for line in &noticed {
        eprintln!("rig_faults: {line}");
    }
    assert_eq!(plies(&install.pp.show(game)), 2, "moves applied again");
    assert_eq!(
        install.db.outbox(),
        (0, sent_before, 0),
        "replies queued for refetched mails"
    );
    white.inbox.assert_no_unread();
    black.inbox.assert_no_unread();

    // A new move still works, under the new UIDVALIDITY.
    let id = play(&install, &mut white, &mut black, "2. Nf3");
    assert_eq!(plies(&install.pp.show(game)), 3);
    assert_eq!(install.db.inbound_count(&id), 1);
    let sent = assert_delivered_once(&install, &mut [&mut white.inbox, &mut black.inbox]);
    daemon.assert_alive();
    let status = daemon.terminate();
    assert!(status.success(), "daemon exit after SIGTERM: {status}");
    eprintln!(
        "rig_faults: UIDVALIDITY {old} -> {new}: {messages} mails refetched and skipped as \
         duplicates within {:.1} s, none re-applied; {sent} replies, 0 duplicates",
        refetched.as_secs_f64()
    );
}
