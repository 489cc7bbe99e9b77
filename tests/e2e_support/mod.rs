//! What the end-to-end tests share: the `pawnpost` binary as a child process, the
//! replies read back from Maildirs, and the database observed read-only to know when
//! a mail has been committed (so no test waits on a fixed sleep).

#![allow(dead_code)] // each test binary uses a different part of this module

pub mod rig;

use std::collections::HashSet;

use mail_parser::MimeHeaders as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::time::{Duration, Instant};

/// How long any single expected event may take before the test fails.
pub const DEADLINE: Duration = Duration::from_secs(30);

/// Polls `probe` until it yields a value or `timeout` passes.
pub fn poll<T>(timeout: Duration, mut probe: impl FnMut() -> Option<T>) -> Option<T> {
    let until = Instant::now() + timeout;
    loop {
        if let Some(value) = probe() {
            return Some(value);
        }
        if Instant::now() >= until {
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The `pawnpost` binary, run in `dir` (so the embedded default's relative `var/`
/// paths land there), with `--config` appended when given.
#[derive(Debug, Clone)]
pub struct Pawnpost {
    pub dir: PathBuf,
    pub config: Option<PathBuf>,
}

impl Pawnpost {
    pub fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_pawnpost"));
        command.current_dir(&self.dir).args(args);
        if let Some(config) = &self.config {
            command.arg("--config").arg(config);
        }
        command.env("RUST_LOG", "info");
        command
    }

    /// Runs a short subcommand and asserts it succeeds.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.output(args);
        assert!(
            out.status.success(),
            "pawnpost {args:?} failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("pawnpost prints UTF-8")
    }

    pub fn output(&self, args: &[&str]) -> Output {
        self.command(args)
            .stdin(Stdio::null())
            .output()
            .expect("the pawnpost binary runs")
    }

    /// `pawnpost show N --json`.
    pub fn show(&self, game: i64) -> serde_json::Value {
        let text = self.ok(&["show", &game.to_string(), "--json"]);
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("show --json: {e}: {text}"))
    }

    /// `pawnpost games --json`.
    pub fn games(&self) -> serde_json::Value {
        let text = self.ok(&["games", "--json"]);
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("games --json: {e}: {text}"))
    }

    /// `pawnpost deliver` of `raw` with `env` set, as an MTA's pipe runs it: its exit
    /// status and standard error.
    pub fn deliver_with(&self, raw: &[u8], env: &[(&str, &str)]) -> (ExitStatus, String) {
        use std::io::Write as _;
        let mut child = self
            .command(&["deliver"])
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start pawnpost deliver");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(raw)
            .expect("write the mail");
        let out = child.wait_with_output().expect("deliver finishes");
        (
            out.status,
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// Starts `pawnpost run`, its log in `dir/daemon-<n>.log`.
    pub fn start_daemon(&self) -> Daemon {
        let n = (0..)
            .find(|n| !self.dir.join(format!("daemon-{n}.log")).exists())
            .expect("a free log name");
        let log_path = self.dir.join(format!("daemon-{n}.log"));
        let log = fs::File::create(&log_path).expect("create the daemon log");
        let child = self
            .command(&["run"])
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("clone the log handle"))
            .stderr(log)
            .spawn()
            .expect("start pawnpost run");
        Daemon {
            child: Some(child),
            log: log_path,
        }
    }
}

/// A running `pawnpost run`; killed on drop if the test did not stop it.
pub struct Daemon {
    child: Option<Child>,
    pub log: PathBuf,
}

impl Daemon {
    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("daemon running").id()
    }

    pub fn log_text(&self) -> String {
        fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGTERM, then the exit status within `DEADLINE / 3`.
    pub fn terminate(mut self) -> ExitStatus {
        let mut child = self.child.take().expect("daemon running");
        let status = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -TERM failed");
        let exited = poll(DEADLINE / 3, || child.try_wait().expect("try_wait"));
        match exited {
            Some(status) => status,
            None => {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "the daemon did not exit within {:?} of SIGTERM; log:\n{}",
                    DEADLINE / 3,
                    self.log_text()
                );
            }
        }
    }

    /// SIGKILL: no chance to finish anything.
    pub fn kill(mut self) {
        let mut child = self.child.take().expect("daemon running");
        child.kill().expect("SIGKILL the daemon");
        child.wait().expect("reap the daemon");
    }

    /// Panics with the log when the daemon has exited on its own.
    pub fn assert_alive(&mut self) {
        if let Some(status) = self
            .child
            .as_mut()
            .and_then(|c| c.try_wait().ok().flatten())
        {
            panic!("the daemon exited ({status}); log:\n{}", self.log_text());
        }
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
            if std::thread::panicking() {
                eprintln!(
                    "--- daemon log {} ---\n{}",
                    self.log.display(),
                    fs::read_to_string(&self.log).unwrap_or_default()
                );
            }
        }
    }
}

/// One reply as a player's mail client sees it.
#[derive(Debug, Clone)]
pub struct Reply {
    pub file: PathBuf,
    pub from: String,
    pub to: String,
    pub subject: String,
    pub reply_to: String,
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub auto_submitted: Option<String>,
    pub text: String,
    /// (file name, contents) of each attachment.
    pub attachments: Vec<(String, Vec<u8>)>,
}

impl Reply {
    pub fn parse(file: &Path, bytes: &[u8]) -> Reply {
        let message = mail_parser::MessageParser::default()
            .parse(bytes)
            .unwrap_or_else(|| panic!("{} is not a mail", file.display()));
        let first = |a: Option<&mail_parser::Address>| {
            a.and_then(|a| a.first())
                .and_then(|a| a.address())
                .unwrap_or_default()
                .to_owned()
        };
        let header_text = |name: &str| {
            message
                .header(name)
                .and_then(|h| h.as_text())
                .map(str::to_owned)
        };
        Reply {
            file: file.to_path_buf(),
            from: first(message.from()),
            to: first(message.to()),
            subject: message.subject().unwrap_or_default().to_owned(),
            reply_to: first(message.reply_to()),
            message_id: message.message_id().unwrap_or_default().to_owned(),
            in_reply_to: message.in_reply_to().as_text().map(str::to_owned),
            auto_submitted: header_text("Auto-Submitted"),
            text: message
                .body_text(0)
                .map(|t| t.into_owned())
                .unwrap_or_default(),
            attachments: message
                .attachments()
                .map(|part| {
                    (
                        part.attachment_name().unwrap_or_default().to_owned(),
                        part.contents().to_vec(),
                    )
                })
                .collect(),
        }
    }
}

/// A player's Maildir, read like a mail client: each reply handed out once.
pub struct Inbox {
    pub address: String,
    maildir: PathBuf,
    seen: HashSet<String>,
    waiting: Vec<Reply>,
    /// Every reply ever read, in the order they were found.
    pub all: Vec<Reply>,
    /// Replies that arrived again with a Message-ID already read (at-least-once
    /// sending after a crash between SMTP and marking the reply sent).
    pub duplicates: usize,
}

impl Inbox {
    pub fn new(address: &str, maildir: PathBuf) -> Inbox {
        Inbox {
            address: address.to_owned(),
            maildir,
            seen: HashSet::new(),
            waiting: Vec::new(),
            all: Vec::new(),
            duplicates: 0,
        }
    }

    /// Reads files not read before (from `new/` and `cur/`, keyed by the unique part
    /// of the name so a flag change does not make a file new again).
    pub fn scan(&mut self) {
        let mut found = Vec::new();
        for sub in ["new", "cur"] {
            let Ok(entries) = fs::read_dir(self.maildir.join(sub)) else {
                continue;
            };
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let unique = name.split(':').next().unwrap_or(&name).to_owned();
                if name.starts_with('.') || self.seen.contains(&unique) {
                    continue;
                }
                let Ok(bytes) = fs::read(entry.path()) else {
                    continue; // renamed under us: the next scan finds it
                };
                self.seen.insert(unique);
                let modified = entry.metadata().and_then(|m| m.modified()).ok();
                found.push((modified, Reply::parse(&entry.path(), &bytes)));
            }
        }
        found.sort_by_key(|(modified, _)| *modified);
        for (_, reply) in found {
            if self.all.iter().any(|r| r.message_id == reply.message_id) {
                eprintln!("{}: duplicate of {}", self.address, reply.message_id);
                self.duplicates += 1;
                continue;
            }
            self.all.push(reply.clone());
            self.waiting.push(reply);
        }
    }

    /// The first unread reply matching `wanted`, waiting for it up to `DEADLINE`.
    pub fn expect(&mut self, what: &str, wanted: impl Fn(&Reply) -> bool) -> Reply {
        let found = poll(DEADLINE, || {
            self.scan();
            let index = self.waiting.iter().position(&wanted)?;
            Some(self.waiting.remove(index))
        });
        found.unwrap_or_else(|| {
            panic!(
                "{}: no reply {what} within {DEADLINE:?}; unread: {:#?}",
                self.address,
                self.waiting
                    .iter()
                    .map(|r| (&r.subject, &r.text))
                    .collect::<Vec<_>>()
            )
        })
    }

    /// Like `expect`, with a deadline of the caller's choosing (a storm of restarts
    /// may hold a reply back longer than `DEADLINE`).
    pub fn expect_within(
        &mut self,
        timeout: Duration,
        what: &str,
        wanted: impl Fn(&Reply) -> bool,
    ) -> Reply {
        let found = poll(timeout, || {
            self.scan();
            let index = self.waiting.iter().position(&wanted)?;
            Some(self.waiting.remove(index))
        });
        found.unwrap_or_else(|| {
            panic!(
                "{}: no reply {what} within {timeout:?}; unread: {:#?}",
                self.address,
                self.waiting
                    .iter()
                    .map(|r| (&r.subject, &r.text))
                    .collect::<Vec<_>>()
            )
        })
    }

    /// The first unread reply whose subject contains `needle`, whatever the case (a
    /// subject's topic starts with a capital where it opens the subject).
    pub fn expect_subject(&mut self, needle: &str) -> Reply {
        let needle = needle.to_lowercase();
        self.expect(&format!("with subject containing {needle:?}"), |r| {
            r.subject.to_lowercase().contains(&needle)
        })
    }

    /// Replies that arrived and were not asked for.
    pub fn unread(&mut self) -> Vec<Reply> {
        self.scan();
        self.waiting.clone()
    }

    pub fn assert_no_unread(&mut self) {
        let unread = self.unread();
        assert!(
            unread.is_empty(),
            "{}: unexpected replies: {:#?}",
            self.address,
            unread
                .iter()
                .map(|r| (&r.subject, &r.text))
                .collect::<Vec<_>>()
        );
    }
}

/// Read-only looks into the daemon's database, to know when a mail is committed and
/// whether the outbox has drained.
pub struct Db {
    path: PathBuf,
}

impl Db {
    pub fn new(path: PathBuf) -> Db {
        Db { path }
    }

    fn open(&self) -> Option<rusqlite::Connection> {
        if !self.path.exists() {
            return None;
        }
        let conn = rusqlite::Connection::open_with_flags(
            &self.path,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .ok()?;
        conn.busy_timeout(Duration::from_secs(5)).ok()?;
        Some(conn)
    }

    /// The recorded outcome of the inbound mail whose Message-ID contains `needle`.
    pub fn outcome(&self, needle: &str) -> Option<String> {
        let conn = self.open()?;
        conn.query_row(
            "SELECT outcome FROM inbound_mails WHERE message_id LIKE '%' || ?1 || '%'",
            [needle],
            |row| row.get(0),
        )
        .ok()
    }

    /// How many inbound records carry a Message-ID containing `needle`.
    pub fn inbound_count(&self, needle: &str) -> i64 {
        self.open()
            .and_then(|conn| {
                conn.query_row(
                    "SELECT count(*) FROM inbound_mails WHERE message_id LIKE '%' || ?1 || '%'",
                    [needle],
                    |row| row.get(0),
                )
                .ok()
            })
            .unwrap_or(0)
    }

    /// Waits until the mail is committed and returns its outcome.
    pub fn wait_committed(&self, needle: &str) -> String {
        poll(DEADLINE, || self.outcome(needle))
            .unwrap_or_else(|| panic!("mail {needle} not committed within {DEADLINE:?}"))
    }

    /// (pending, sent, dead) rows of the outbox.
    pub fn outbox(&self) -> (i64, i64, i64) {
        let Some(conn) = self.open() else {
            return (0, 0, 0);
        };
        let count = |state: &str| -> i64 {
            conn.query_row(
                "SELECT count(*) FROM outbox WHERE state = ?1",
                [state],
                |row| row.get(0),
            )
            .unwrap_or(0)
        };
        (count("pending"), count("sent"), count("dead"))
    }

    /// Waits until no reply is pending; returns how many were sent in all.
    pub fn wait_outbox_drained(&self) -> i64 {
        let (pending, sent, dead) = poll(DEADLINE, || {
            let counts = self.outbox();
            (counts.0 == 0).then_some(counts)
        })
        .unwrap_or_else(|| {
            panic!(
                "outbox not drained within {DEADLINE:?}: {:?}",
                self.outbox()
            )
        });
        assert_eq!(dead, 0, "dead replies in the outbox (pending {pending})");
        sent
    }
}

/// Waits until the outbox is drained and every reply it sent has arrived in `inboxes`
/// (counted once per Message-ID; extra copies are in each inbox's `duplicates`), and
/// asserts that nothing arrived that was never sent. Returns how many were sent.
pub fn wait_sent_replies_arrived(db: &Db, inboxes: &mut [&mut Inbox], deadline: Duration) -> i64 {
    let sent = db.wait_outbox_drained();
    let arrived = poll(deadline, || {
        let n: usize = inboxes
            .iter_mut()
            .map(|i| {
                i.scan();
                i.all.len()
            })
            .sum();
        (n as i64 >= sent).then_some(n)
    })
    .unwrap_or_else(|| panic!("the outbox sent {sent} replies but fewer arrived"));
    assert_eq!(arrived as i64, sent, "replies arrived that were never sent");
    sent
}

/// Number of moves (plies) in `show --json`.
pub fn plies(game: &serde_json::Value) -> usize {
    game["san"].as_array().map_or(0, Vec::len)
}

/// The player of `color` ("white"/"black") in `show --json`.
pub fn player<'a>(game: &'a serde_json::Value, color: &str) -> &'a str {
    game[color]
        .as_str()
        .expect("show --json names both players")
}

/// An installation on the embedded default in a new temporary directory (the working
/// directory of its commands, no config file) with its secret, one game between `white`
/// and `black` (game 1, White to move, 30 days a move) and the daemon's inbound spool
/// made: the directory, the binary run there, and its database observed.
pub fn one_game_site(white: &str, black: &str) -> (tempfile::TempDir, Pawnpost, Db) {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let pp = Pawnpost {
        dir: dir.to_path_buf(),
        config: None,
    };
    let db = Db::new(dir.join("var/pawnpost.sqlite3"));
    pawnpost::identity::ServerSecret::load_or_create(&dir.join("var/secret")).unwrap();
    let mut store = pawnpost::store::Store::open(&dir.join("var/pawnpost.sqlite3")).unwrap();
    let now = pawnpost::time::now();
    store
        .transaction(|tx| {
            let mut game = pawnpost::game::Game::new(white, black, 30 * 86_400, now);
            tx.insert_game(&mut game, now)
        })
        .unwrap();
    for sub in ["new", "cur", "tmp"] {
        fs::create_dir_all(dir.join("var/spool/pawnpost").join(sub)).unwrap();
    }
    (temp, pp, db)
}
