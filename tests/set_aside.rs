//! Issue 30, "set aside": a mail whose processing kills the process (as an allocation
//! failure does: "memory allocation of … bytes failed", exit 134) no longer stops the
//! mails behind it. The real binary on the embedded spool, with the debug builds' test
//! hook `PAWNPOST_TEST_ABORT_ON_MESSAGE_ID` making the chosen mail abort for real
//! (`std::process::abort`, SIGABRT) every time it is processed: after three aborts in a
//! row the daemon sets it aside, answers the move queued behind it, `status` counts
//! it, and `pawnpost quarantine reprocess` processes it once the fault is gone. The
//! same through repeated `pawnpost deliver`s (Postfix's pipe transport), and a panic
//! caught by the running daemon, which goes on.

use crate::e2e_support;

use std::os::unix::process::ExitStatusExt as _;
use std::path::{Path, PathBuf};
use std::process::{Child, ExitStatus, Stdio};
use std::time::{Duration, SystemTime};

use e2e_support::{DEADLINE, Db, Inbox, Pawnpost, poll};
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::store::Store;

const SERVER: &str = "pawnpost@localhost";
const WHITE: &str = "w0@example.org";
const BLACK: &str = "b0@example.org";
const CAROL: &str = "carol@example.org";
const ABORT_HOOK: &str = "PAWNPOST_TEST_ABORT_ON_MESSAGE_ID";
const PANIC_HOOK: &str = "PAWNPOST_TEST_PANIC_ON_MESSAGE_ID";
const PANIC_AFTER_COMMIT_HOOK: &str = "PAWNPOST_TEST_PANIC_AFTER_COMMITTING_MESSAGE_ID";
/// SIGABRT: what `std::process::abort` (and an allocation failure) ends a process with.
const SIGABRT: i32 = 6;

/// An installation on the embedded default with one game, White to move.
struct Site {
    pp: Pawnpost,
    db: Db,
    dir: tempfile::TempDir,
}

impl Site {
    fn new() -> Site {
        let (dir, pp, db) = e2e_support::one_game_site(WHITE, BLACK);
        Site { pp, db, dir }
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().join(relative)
    }

    fn secret(&self) -> ServerSecret {
        ServerSecret::load_or_create(&self.path("var/secret")).unwrap()
    }

    /// White's first move, to their reply address of game 1.
    fn move_mail(&self) -> Vec<u8> {
        let token = ReplyToken::for_player(&self.secret(), 1, WHITE);
        let to = reply_address(SERVER, 1, &token);
        format!(
            "From: {WHITE}\r\nTo: {to}\r\nSubject: game 1\r\nMessage-ID: <move1@example.org>\r\n\r\ne4\r\n"
        )
        .into_bytes()
    }

    /// Writes `raw` into the daemon's spool as an MTA would, dated `age` seconds ago
    /// (the spool is read oldest first).
    fn drop_mail(&self, name: &str, raw: &[u8], age: u64) {
        let spool = self.path("var/spool/pawnpost");
        let tmp = spool.join("tmp").join(name);
        std::fs::write(&tmp, raw).unwrap();
        let file = std::fs::File::options().write(true).open(&tmp).unwrap();
        file.set_modified(SystemTime::now() - Duration::from_secs(age))
            .unwrap();
        std::fs::rename(&tmp, spool.join("new").join(name)).unwrap();
    }

    fn in_new(&self, name: &str) -> bool {
        self.path("var/spool/pawnpost/new").join(name).exists()
    }

    /// `pawnpost run` with `env` set; its log in `dir/run-<n>.log`.
    fn start_daemon(&self, env: &[(&str, &str)]) -> (Child, PathBuf) {
        let n = (0..)
            .find(|n| !self.path(&format!("run-{n}.log")).exists())
            .unwrap();
        let log_path = self.path(&format!("run-{n}.log"));
        let log = std::fs::File::create(&log_path).unwrap();
        let mut command = self.pp.command(&["run"]);
        command.envs(env.iter().copied());
        let child = command
            .stdin(Stdio::null())
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .unwrap();
        (child, log_path)
    }

    /// `pawnpost deliver` of `raw` with `env` set: its exit status and standard error.
    fn deliver(&self, raw: &[u8], env: &[(&str, &str)]) -> (ExitStatus, String) {
        self.pp.deliver_with(raw, env)
    }

    /// A command with `env` set: its exit status, standard output and standard error.
    fn run(&self, args: &[&str], env: &[(&str, &str)]) -> (ExitStatus, Vec<u8>, String) {
        let mut command = self.pp.command(args);
        command.envs(env.iter().copied());
        let out = command.stdin(Stdio::null()).output().unwrap();
        (
            out.status,
            out.stdout,
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    fn status(&self) -> serde_json::Value {
        serde_json::from_str(&self.pp.ok(&["status", "--json"])).unwrap()
    }

    fn inbox(&self, address: &str) -> Inbox {
        Inbox::new(address, self.path("var/spool").join(address))
    }
}

/// A mail from carol asking for help, with Message-ID `<id>`.
fn poison(id: &str) -> Vec<u8> {
    format!(
        "From: Carol <{CAROL}>\r\nTo: {SERVER}\r\nSubject: the mail that kills\r\nMessage-ID: <{id}>\r\n\r\nHelp\r\n"
    )
    .into_bytes()
}

fn wait_exit(child: &mut Child, log: &Path) -> ExitStatus {
    poll(DEADLINE, || child.try_wait().unwrap()).unwrap_or_else(|| {
        let _ = child.kill();
        panic!(
            "the daemon did not die on the mail; log:\n{}",
            std::fs::read_to_string(log).unwrap_or_default()
        )
    })
}

fn stop(mut child: Child) {
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn a_mail_that_kills_the_daemon_is_set_aside_and_the_move_behind_it_is_answered() {
    let site = Site::new();
    let raw = poison("kills@example.org");
    site.drop_mail("1.poison", &raw, 60);
    site.drop_mail("2.move", &site.move_mail(), 30);
    let hook = [(ABORT_HOOK, "kills@example.org")];

    // Each start reads the poison first and dies on it, as under a memory limit.
    for run in 1..=3 {
        let (mut child, log) = site.start_daemon(&hook);
        let status = wait_exit(&mut child, &log);
        assert_eq!(status.signal(), Some(SIGABRT), "run {run}: {status}");
        assert!(
            site.in_new("1.poison") && site.in_new("2.move"),
            "run {run}"
        );
        assert_eq!(
            site.db.outcome("move1@"),
            None,
            "run {run}: nothing behind it"
        );
    }

    // The fourth start sets it aside without touching it and goes on.
    let (child, log) = site.start_daemon(&hook);
    let outcome = site.db.wait_committed("move1@");
    assert!(outcome.contains("move"), "{outcome}");
    site.db.wait_outbox_drained();
    let mut white = site.inbox(WHITE);
    white.expect("the move answered", |r| {
        r.text.contains("You played 1. e4: pawn from e2 to e4.")
    });
    assert!(
        !site.in_new("1.poison"),
        "the set-aside mail is acknowledged"
    );
    let log_text = std::fs::read_to_string(&log).unwrap();
    assert!(
        log_text.contains("failed 3 times in a row and is set aside"),
        "{log_text}"
    );
    stop(child);

    let status = site.status();
    assert_eq!(status["mails_set_aside"], 1, "{status}");
    let (_, text, _) = site.run(&["status"], &[]);
    let text = String::from_utf8(text).unwrap();
    assert!(text.contains("mails set aside: 1"), "{text}");
    assert!(text.contains("WARNING: 1 mail(s) failed 3 times"), "{text}");

    let (code, list, _) = site.run(&["quarantine", "list"], &[]);
    let list = String::from_utf8(list).unwrap();
    assert!(code.success(), "{list}");
    assert!(list.starts_with("1: set aside "), "{list}");
    assert!(list.contains("after 3 attempts"), "{list}");
    assert!(list.contains("From: Carol <carol@example.org>"), "{list}");
    assert!(list.contains("Subject: the mail that kills"), "{list}");
    assert!(list.contains("maildir:1.poison"), "{list}");
    assert!(
        list.contains("last error: none caught (the process died"),
        "{list}"
    );
    let (_, json, _) = site.run(&["quarantine", "list", "--json"], &[]);
    let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(json[0]["attempts"], 3, "{json}");
    let (code, shown, _) = site.run(&["quarantine", "show", "1"], &[]);
    assert!(code.success());
    assert_eq!(shown, raw, "show prints the mail as it arrived");

    // While the fault lasts, reprocessing dies again and the mail stays set aside.
    let (code, _, _) = site.run(&["quarantine", "reprocess", "1"], &hook);
    assert_eq!(code.signal(), Some(SIGABRT), "{code}");
    assert_eq!(site.status()["mails_set_aside"], 1);

    // Once it is gone, the mail is processed and answered, and leaves the quarantine.
    let (code, out, err) = site.run(&["quarantine", "reprocess", "1"], &[]);
    let out = String::from_utf8(out).unwrap();
    assert!(code.success(), "{out}{err}");
    assert!(out.contains("set-aside mail 1 processed"), "{out}");
    site.inbox(CAROL)
        .expect("carol's help", |r| r.subject.contains("help"));
    assert_eq!(site.status()["mails_set_aside"], 0);
    let (_, list, _) = site.run(&["quarantine", "list"], &[]);
    assert_eq!(String::from_utf8(list).unwrap(), "no mail is set aside\n");
    let (code, _, err) = site.run(&["quarantine", "delete", "1"], &[]);
    assert!(!code.success());
    assert!(err.contains("there is no set-aside mail 1"), "{err}");
}

#[test]
fn deliver_sets_a_killing_mail_aside_so_the_mta_stops_retrying() {
    let site = Site::new();
    let raw = poison("kills-deliver@example.org");
    let hook = [(ABORT_HOOK, "kills-deliver@example.org")];
    for attempt in 1..=3 {
        let (status, _) = site.deliver(&raw, &hook);
        assert_eq!(
            status.signal(),
            Some(SIGABRT),
            "attempt {attempt}: {status}"
        );
    }
    // The MTA's fourth try: set aside, and "delivered" (exit 0).
    let (status, err) = site.deliver(&raw, &hook);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.contains("set aside as 1"), "{err}");
    // A fifth copy (the MTA retried anyway): still not processed, still exit 0.
    let (status, _) = site.deliver(&raw, &hook);
    assert_eq!(status.code(), Some(0));
    assert_eq!(site.status()["mails_set_aside"], 1);

    // The move delivered after it is applied.
    let (status, err) = site.deliver(&site.move_mail(), &hook);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(site.db.outcome("move1@").unwrap().contains("move"));

    // The admin deletes it: gone for good.
    let (code, out, _) = site.run(&["quarantine", "delete", "1"], &[]);
    assert!(code.success());
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "set-aside mail 1 deleted, unprocessed\n"
    );
    assert_eq!(site.status()["mails_set_aside"], 0);
}

/// A `deliver` that panics once its mail is committed (the debug builds' hook, before
/// any letter is sent) still tells the MTA the mail was delivered: a panic's own exit
/// (101) would have Postfix bounce a move that was applied. The letters wait in the
/// outbox for the next sender; the same mail again is a duplicate, exit 0.
#[test]
fn a_panic_after_the_commit_still_tells_the_mta_delivered() {
    let site = Site::new();
    let hook = [(PANIC_AFTER_COMMIT_HOOK, "move1@example.org")];
    let (status, err) = site.deliver(&site.move_mail(), &hook);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.contains("panicking after the commit"), "{err}");
    assert!(err.contains("the mail is committed"), "{err}");
    assert!(site.db.outcome("move1@").unwrap().contains("move"));
    assert_eq!(site.db.outbox().0, 2, "both letters wait, unsent");
    let (status, err) = site.deliver(&site.move_mail(), &[]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert_eq!(site.db.inbound_count("move1@"), 1);
    assert_eq!(site.db.outbox(), (0, 2, 0), "the next run sent them, once");
}

#[test]
fn a_panic_on_one_mail_is_caught_and_the_daemon_goes_on() {
    let site = Site::new();
    site.drop_mail("1.poison", &poison("panics@example.org"), 60);
    site.drop_mail("2.move", &site.move_mail(), 30);
    let (mut child, log) = site.start_daemon(&[(PANIC_HOOK, "panics@example.org")]);
    // The move behind it does not wait for the mail's retries.
    let outcome = site.db.wait_committed("move1@");
    assert!(outcome.contains("move"), "{outcome}");
    // Tried again after 1 s and 2 s, then set aside at the fourth look.
    poll(DEADLINE, || {
        (site.status()["mails_set_aside"] == 1).then_some(())
    })
    .unwrap_or_else(|| {
        panic!(
            "not set aside; log:\n{}",
            std::fs::read_to_string(&log).unwrap()
        )
    });
    assert!(child.try_wait().unwrap().is_none(), "the daemon still runs");
    let (_, list, _) = site.run(&["quarantine", "list"], &[]);
    let list = String::from_utf8(list).unwrap();
    assert!(
        list.contains(
            "last error: processing stopped with a panic: PAWNPOST_TEST_PANIC_ON_MESSAGE_ID"
        ),
        "{list}"
    );
    // The daemon still writes: a new mail is answered.
    site.drop_mail(
        "3.help",
        b"From: dora@example.org\r\nTo: pawnpost@localhost\r\nSubject: hi\r\nMessage-ID: <help3@example.org>\r\n\r\nHelp\r\n",
        0,
    );
    site.db.wait_committed("help3@");
    stop(child);
}

/// A fault that is not the mail's does not count, however often it comes: four tries
/// while another writer holds the database (each waits out the 5 s busy timeout), and
/// the mail is still processed, not set aside, once the writer lets go.
#[test]
fn a_busy_database_never_sets_a_mail_aside() {
    use pawnpost::daemon::{Attempt, Disposition, MAX_ATTEMPTS, Postmaster, process_attempted};
    let dir = tempfile::tempdir().unwrap();
    let mut config = pawnpost::config::Config::default();
    config.server.database = dir.path().join("pawnpost.sqlite3");
    let pm = Postmaster {
        config,
        secret: ServerSecret::from_bytes(&[5; 32]).unwrap(),
    };
    let mut store = Store::open(&pm.config.server.database).unwrap();
    let raw = poison("busy@example.org");
    let blocker = rusqlite::Connection::open(&pm.config.server.database).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    for t in 0..=i64::from(MAX_ATTEMPTS) {
        let result = process_attempted(&pm, &mut store, &raw, "stdin", 1_800_000_000 + t);
        let error = result.expect_err("the database is busy");
        assert!(
            !pawnpost::daemon::attempts::counts_against_the_mail(&error),
            "{error}"
        );
    }
    blocker.execute_batch("ROLLBACK").unwrap();
    let processed = process_attempted(&pm, &mut store, &raw, "stdin", 1_800_000_100).unwrap();
    assert!(
        matches!(processed, Attempt::Processed(Disposition::Answered { .. })),
        "{processed:?}"
    );
    assert_eq!(store.count_quarantined().unwrap(), 0);
}
