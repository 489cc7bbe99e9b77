//! Issue 34: `pawnpost deliver` hands its mail to the daemon running on the same
//! database (`src/daemon/handoff.rs`) and does the work itself when none listens. The
//! real binary on the embedded spool: the daemon processes a handed move and sends its
//! letters, a repeat is skipped, a daemon killed leaves its socket behind and the next
//! `deliver` does its own work, a new daemon takes the socket back, requests of another
//! version or of too many bytes are closed unanswered, and a mail that panics in the
//! daemon is answered "not committed" (exit 75) until it is set aside (exit 0). And
//! `pawnpost-deliver`, the front the MTA runs (`src/daemon/front.rs`): it hands the mail
//! over, and otherwise becomes `pawnpost deliver`, which does not ask the daemon again.

use crate::e2e_support;

use std::io::{Read as _, Write as _};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::{Child, ExitStatus, Stdio};

use e2e_support::{DEADLINE, Daemon, Db, Inbox, Pawnpost, poll};
use pawnpost::config::Config;
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};

const SERVER: &str = "pawnpost@localhost";
const WHITE: &str = "w0@example.org";
const BLACK: &str = "b0@example.org";
const PANIC_HOOK: &str = "PAWNPOST_TEST_PANIC_ON_MESSAGE_ID";
const EX_TEMPFAIL: i32 = 75;

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

    fn socket(&self) -> PathBuf {
        self.path("var/pawnpost.sqlite3.deliver")
    }

    /// A move of `player` in game 1, to their reply address.
    fn move_mail(&self, player: &str, id: &str, body: &str) -> Vec<u8> {
        let secret = ServerSecret::load_or_create(&self.path("var/secret")).unwrap();
        let to = reply_address(SERVER, 1, &ReplyToken::for_player(&secret, 1, player));
        format!(
            "From: {player}\r\nTo: {to}\r\nSubject: game 1\r\nMessage-ID: <{id}>\r\n\r\n{body}\r\n"
        )
        .into_bytes()
    }

    /// `pawnpost deliver` of `raw`, as the MTA's pipe runs it: its status and log.
    fn deliver(&self, raw: &[u8]) -> (ExitStatus, String) {
        self.pp.deliver_with(raw, &[])
    }

    /// `pawnpost-deliver ARGS` of `raw`, as the MTA's pipe runs it, the front found at
    /// `front` (beside `pawnpost`, unless a test moved it): its status and log.
    fn front_at(&self, front: &std::path::Path, raw: &[u8], args: &[&str]) -> (ExitStatus, String) {
        let mut child = std::process::Command::new(front)
            .current_dir(self.dir.path())
            .args(args)
            .env("RUST_LOG", "info")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start pawnpost-deliver");
        // The front may exit (or become `deliver`) before it reads it all.
        let _ = child.stdin.take().expect("stdin").write_all(raw);
        let out = child.wait_with_output().expect("pawnpost-deliver finishes");
        (
            out.status,
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    fn front(&self, raw: &[u8], args: &[&str]) -> (ExitStatus, String) {
        self.front_at(
            std::path::Path::new(env!("CARGO_BIN_EXE_pawnpost-deliver")),
            raw,
            args,
        )
    }

    /// `deliver` of `raw`, which must exit 0 with the mail committed by the daemon: its
    /// log.
    fn deliver_handed(&self, raw: &[u8]) -> String {
        let (status, err) = self.deliver(raw);
        assert_eq!(status.code(), Some(0), "{err}");
        assert!(
            err.contains("mail committed by the running daemon"),
            "{err}"
        );
        err
    }

    /// Starts the daemon and waits until it listens for `deliver`s.
    fn daemon(&self) -> Daemon {
        let daemon = self.pp.start_daemon();
        self.wait_listening(|| daemon.log_text());
        daemon
    }

    fn wait_listening(&self, log: impl Fn() -> String) {
        poll(DEADLINE, || {
            UnixStream::connect(self.socket()).ok().map(drop)
        })
        .unwrap_or_else(|| panic!("the daemon does not listen; log:\n{}", log()));
    }

    fn inbox(&self, address: &str) -> Inbox {
        Inbox::new(address, self.path("var/spool").join(address))
    }
}

/// What the daemon answers `request` with (empty: it closed without a word).
fn exchange(site: &Site, request: &[u8]) -> String {
    let mut stream = UnixStream::connect(site.socket()).unwrap();
    stream.set_read_timeout(Some(DEADLINE)).unwrap();
    // The daemon may close before reading it all.
    let _ = stream.write_all(request);
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer
}

#[test]
fn deliver_hands_its_mail_to_the_running_daemon_and_works_alone_without_it() {
    let site = Site::new();
    let daemon = site.daemon();
    use std::os::unix::fs::{FileTypeExt as _, PermissionsExt as _};
    let meta = std::fs::symlink_metadata(site.socket()).unwrap();
    assert!(meta.file_type().is_socket());
    assert_eq!(
        meta.permissions().mode() & 0o777,
        0o600,
        "only its owner connects"
    );

    // `status` says so, and asking does not disturb the daemon.
    let status_json = |site: &Site| -> serde_json::Value {
        serde_json::from_str(&site.pp.ok(&["status", "--json"])).unwrap()
    };
    assert_eq!(status_json(&site)["deliver_hands_over"], true);
    assert!(
        site.pp
            .ok(&["status"])
            .contains("deliver: hands its mail to the running daemon"),
    );
    assert!(
        !daemon.log_text().contains("request"),
        "status's questions are no refused requests:\n{}",
        daemon.log_text()
    );

    // White's move: committed by the daemon, which sends its letters.
    let first = site.move_mail(WHITE, "handed-1@example.org", "e4");
    let err = site.deliver_handed(&first);
    assert!(
        !err.contains("reply sent"),
        "the daemon sends, not deliver: {err}"
    );
    assert!(site.db.outcome("handed-1@").unwrap().contains("move"));
    // Logged once the answer is written.
    poll(DEADLINE, || {
        daemon.log_text().contains("game 1: move").then_some(())
    })
    .unwrap_or_else(|| panic!("no move in the log:\n{}", daemon.log_text()));
    site.inbox(WHITE)
        .expect("White's letter, sent by the daemon", |r| {
            r.text.contains("You played 1. e4")
        });
    // The MTA delivers it again: handed over, skipped.
    site.deliver_handed(&first);
    assert_eq!(site.db.inbound_count("handed-1@"), 1);

    // Requests it cannot take are closed unanswered, each for its reason, and it goes
    // on.
    let config = pawnpost::daemon::handoff::config_digest(&Config::default());
    let refused = |request: &[u8], why: &str| {
        assert_eq!(exchange(&site, request), "", "{why}");
        poll(DEADLINE, || daemon.log_text().contains(why).then_some(()))
            .unwrap_or_else(|| panic!("no {why:?} in the log:\n{}", daemon.log_text()));
    };
    refused(
        b"pawnpost-deliver/0 5\nHelp\n",
        "another version of deliver",
    );
    refused(b"GET / HTTP/1.0\r\n\r\n", "another version of deliver");
    let too_long = format!("pawnpost-deliver/1 {} {config}\n", 1_048_576 + 2);
    refused(too_long.as_bytes(), "more than limits.max_message_bytes");
    let help = b"From: carol@example.org\r\nTo: pawnpost@localhost\r\nMessage-ID: <asked@example.org>\r\n\r\nHelp\r\n";
    let request = |config: &str| {
        let mut request = format!("pawnpost-deliver/1 {} {config}\n", help.len()).into_bytes();
        request.extend_from_slice(help);
        request
    };
    refused(
        &request("0123456789abcdef"),
        "deliver loaded another config",
    );
    assert_eq!(site.db.outcome("asked@"), None);
    assert_eq!(exchange(&site, &request(&config)), "committed\n");
    assert!(site.db.outcome("asked@").is_some());

    // A daemon killed leaves its socket; the next deliver does the work itself.
    daemon.kill();
    assert!(site.socket().exists(), "a killed daemon cannot remove it");
    assert_eq!(
        status_json(&site)["deliver_hands_over"],
        false,
        "nobody answers"
    );
    let second = site.move_mail(BLACK, "alone-2@example.org", "e5");
    let (status, err) = site.deliver(&second);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(!err.contains("running daemon"), "{err}");
    assert!(err.contains("mail committed"), "{err}");
    site.inbox(BLACK)
        .expect("Black's letter, sent by deliver", |r| {
            r.text.contains("You played 1... e5")
        });

    // A new daemon takes the stale socket over, and removes it when it stops.
    let daemon = site.daemon();
    let third = site.move_mail(WHITE, "handed-3@example.org", "Nf3");
    site.deliver_handed(&third);
    assert!(site.db.outcome("handed-3@").unwrap().contains("move"));
    assert!(daemon.terminate().success());
    assert!(!site.socket().exists(), "removed at the daemon's stop");
}

#[test]
fn a_handed_mail_that_panics_is_not_committed_until_it_is_set_aside() {
    let site = Site::new();
    let log = site.path("panicking.log");
    let file = std::fs::File::create(&log).unwrap();
    let mut child: Child = site
        .pp
        .command(&["run"])
        .env(PANIC_HOOK, "panics@example.org")
        .stdin(Stdio::null())
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .spawn()
        .unwrap();
    let log_text = || std::fs::read_to_string(&log).unwrap_or_default();
    site.wait_listening(log_text);

    let poison = b"From: carol@example.org\r\nTo: pawnpost@localhost\r\nSubject: help\r\nMessage-ID: <panics@example.org>\r\n\r\nHelp\r\n";
    for attempt in 1..=3 {
        // The front hears the daemon's "not committed" as `deliver` does.
        let (status, err) = match attempt {
            2 => site.front(poison, &[]),
            _ => site.deliver(poison),
        };
        assert_eq!(status.code(), Some(EX_TEMPFAIL), "attempt {attempt}: {err}");
        assert!(err.contains("not committed, try again later"), "{err}");
        assert!(err.contains("panic"), "{err}");
    }
    // The MTA's fourth try: set aside, "delivered".
    let (status, err) = site.front(poison, &[]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.contains("set aside as 1"), "{err}");
    assert!(child.try_wait().unwrap().is_none(), "the daemon goes on");

    // And a move after it is handed and answered.
    let (status, err) = site.deliver(&site.move_mail(WHITE, "after@example.org", "d4"));
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.contains("by the running daemon"), "{err}");
    site.inbox(WHITE)
        .expect("the move answered", |r| r.text.contains("You played 1. d4"));
    assert!(
        log_text().contains("failed 3 times in a row and is set aside"),
        "{}",
        log_text()
    );
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn the_front_hands_the_mail_over_and_otherwise_becomes_deliver_without_asking_again() {
    let site = Site::new();

    // No daemon: the front becomes `pawnpost deliver`, which does the work. A listener
    // that takes the connection and closes it stands where the daemon's socket would
    // be: the front asks it once, `deliver` not again.
    let listener = std::os::unix::net::UnixListener::bind(site.socket()).unwrap();
    let asked = std::thread::scope(|scope| {
        let asking = scope.spawn(|| {
            let mut asked = Vec::new();
            // Each connection's first line read, then closed unanswered; until the
            // test's own connection below says the front is done.
            while let Ok((stream, _)) = listener.accept() {
                let mut head = String::new();
                let _ =
                    std::io::BufRead::read_line(&mut std::io::BufReader::new(stream), &mut head);
                if head == "done\n" {
                    break;
                }
                asked.push(head);
            }
            asked
        });
        let first = site.move_mail(WHITE, "front-1@example.org", "e4");
        let (status, err) = site.front(&first, &[]);
        assert_eq!(status.code(), Some(0), "{err}");
        assert!(err.contains("mail committed"), "{err}");
        assert!(!err.contains("running daemon"), "{err}");
        // A stranger's mail of 2 MB: the front keeps `max_message_bytes` and one byte,
        // which is what it offers and what `deliver` gets, as from the MTA itself.
        let mut huge = b"From: carol@example.org\r\nTo: pawnpost@localhost\r\nMessage-ID: <front-huge@example.org>\r\n\r\nHelp\r\n".to_vec();
        huge.extend(std::iter::repeat_n(b'x', 2 * 1024 * 1024));
        let (status, err) = site.front(&huge, &[]);
        assert_eq!(status.code(), Some(0), "{err}");
        assert!(site.db.outcome("front-huge@").is_some(), "{err}");
        UnixStream::connect(site.socket())
            .unwrap()
            .write_all(b"done\n")
            .unwrap();
        asking.join().unwrap()
    });
    assert_eq!(
        asked.len(),
        2,
        "asked once a mail, by the front alone: {asked:?}"
    );
    assert!(asked[0].starts_with("pawnpost-deliver/1 "), "{asked:?}");
    assert!(
        asked[1].starts_with(&format!("pawnpost-deliver/1 {} ", 1024 * 1024 + 1)),
        "{asked:?}"
    );
    drop(listener);
    std::fs::remove_file(site.socket()).unwrap();
    site.inbox(WHITE)
        .expect("White's letter, sent by deliver", |r| {
            r.text.contains("You played 1. e4")
        });

    // No socket at all (no daemon runs): the front becomes `deliver` at once.
    let second = site.move_mail(BLACK, "front-alone@example.org", "e5");
    let (status, err) = site.front(&second, &[]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(
        site.db.outcome("front-alone@").unwrap().contains("move"),
        "{err}"
    );

    // With the daemon: handed over, and nothing else runs.
    let daemon = site.daemon();
    let handed = site.move_mail(WHITE, "front-2@example.org", "Nf3");
    let (status, err) = site.front(&handed, &[]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(
        err.contains("mail committed by the running daemon"),
        "{err}"
    );
    assert!(site.db.outcome("front-2@").unwrap().contains("move"));
    // The MTA's old line with the program renamed (`pawnpost-deliver deliver`): the
    // same (a repeat, handed over and skipped).
    let (status, err) = site.front(&handed, &["deliver"]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.contains("by the running daemon"), "{err}");
    assert_eq!(site.db.inbound_count("front-2@"), 1);
    poll(DEADLINE, || {
        daemon.log_text().contains("game 1: move").then_some(())
    })
    .unwrap_or_else(|| panic!("no move in the log:\n{}", daemon.log_text()));

    // Anything but a config goes to `deliver` untouched: `--now` is its to read (and
    // a mail of another time is not handed to the daemon's clock), as is a typo.
    let third = site.move_mail(BLACK, "front-3@example.org", "Nc6");
    let soon = pawnpost::time::format_utc(pawnpost::time::now() + 60);
    let (status, err) = site.front(&third, &["--now", &soon]);
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(!err.contains("running daemon"), "{err}");
    assert!(site.db.outcome("front-3@").unwrap().contains("move"));
    let (status, err) = site.front(&third, &["--confg", "x.toml"]);
    assert_eq!(status.code(), Some(2), "clap's usage error: {err}");
    assert!(err.contains("pawnpost deliver"), "{err}");
    let missing = site.path("missing.toml");
    let (status, err) = site.front(&third, &["--config", missing.to_str().unwrap()]);
    assert_eq!(status.code(), Some(EX_TEMPFAIL), "{err}");
    assert!(
        err.contains("missing.toml"),
        "deliver names the file: {err}"
    );

    // A front installed without `pawnpost` beside it says so, and the MTA keeps the
    // mail.
    let lone = site.path("lone");
    std::fs::create_dir(&lone).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_pawnpost-deliver"),
        lone.join("pawnpost-deliver"),
    )
    .unwrap();
    let fourth = site.move_mail(WHITE, "front-4@example.org", "Bb5");
    let (status, err) = site.front_at(
        &lone.join("pawnpost-deliver"),
        &fourth,
        &["--now", "2030-01-01T00:00:00Z"],
    );
    assert_eq!(status.code(), Some(EX_TEMPFAIL), "{err}");
    assert!(err.contains("not committed, try again later"), "{err}");
    assert!(
        err.contains(&lone.join("pawnpost").display().to_string()),
        "{err}"
    );
    assert_eq!(site.db.outcome("front-4@"), None);
    assert!(daemon.terminate().success());
}
