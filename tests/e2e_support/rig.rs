//! The mail rig as the end-to-end tests use it: started once per test binary, one
//! pawnpost installation per test (its own IMAP user, database and secret), players
//! with emptied Maildirs, and mail sent by SMTP as a player's client would.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use lettre::Transport as _;

use super::{Db, Inbox, Pawnpost, Reply};

pub struct Rig {
    pub env: HashMap<String, String>,
}

impl Rig {
    /// Starts (idempotently) the rig that `vars` describe (`PAWNPOST_RIG_DIR`, the
    /// `*_PORT`s; what is not given comes from this process's environment, then the
    /// scripts' defaults), waits until it is ready and reads `$PAWNPOST_RIG_DIR/env`. A
    /// rig that cannot start fails the test: these tests never skip.
    pub fn start(vars: &[(&str, &str)]) -> Rig {
        let start = mailrig_script("start");
        let out = Command::new(&start)
            .envs(vars.iter().copied())
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "cannot run {}: {e}; the mail rig is required for the end-to-end tests",
                    start.display()
                )
            });
        assert!(
            out.status.success(),
            "the mail rig did not start ({}), so the end-to-end tests cannot run.\n\
             Run tests/mailrig/start as root to see why.\n--- stderr ---\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        let dir = vars
            .iter()
            .find(|(k, _)| *k == "PAWNPOST_RIG_DIR")
            .map(|(_, v)| (*v).to_owned())
            .or_else(|| std::env::var("PAWNPOST_RIG_DIR").ok())
            .unwrap_or_else(|| "/tmp/pawnpost-mailrig".into());
        let env_file = Path::new(&dir).join("env");
        let text = std::fs::read_to_string(&env_file).unwrap_or_else(|e| {
            panic!(
                "the mail rig started but {} is unreadable: {e}",
                env_file.display()
            )
        });
        let env = text
            .lines()
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.to_owned(), v.trim_matches('"').to_owned()))
            .collect();
        Rig { env }
    }

    pub fn port(&self, key: &str) -> u16 {
        self.env[key].parse().expect("a port in the rig's env")
    }

    /// `$PAWNPOST_RIG_DIR` of this rig.
    pub fn dir(&self) -> PathBuf {
        PathBuf::from(&self.env["PAWNPOST_RIG_DIR"])
    }

    pub fn maildir(&self, user: &str) -> PathBuf {
        self.dir().join("mail").join(user).join("Maildir")
    }

    /// A `tests/mailrig` script aimed at this rig (its directory and ports).
    pub fn script(&self, name: &str) -> Command {
        let mut command = Command::new(mailrig_script(name));
        for key in [
            "PAWNPOST_RIG_DIR",
            "SMTP_PLAIN_PORT",
            "SMTP_SUBMISSION_PORT",
            "SMTP_TLS_PORT",
            "IMAP_PORT",
            "IMAPS_PORT",
            "RIG_PASSWORD",
        ] {
            command.env(key, &self.env[key]);
        }
        command
    }

    /// Runs a `tests/mailrig` script on this rig and asserts it succeeds; its stdout.
    pub fn run_script(&self, name: &str, args: &[&str]) -> String {
        let out = self
            .script(name)
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("cannot run tests/mailrig/{name}: {e}"));
        assert!(
            out.status.success(),
            "tests/mailrig/{name} {args:?} failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Empties the mailboxes of `users`.
    pub fn reset<S: AsRef<str>>(&self, users: &[S]) {
        let args: Vec<&str> = users.iter().map(AsRef::as_ref).collect();
        self.run_script("mailbox-reset", &args);
    }

    /// Sends raw mail by SMTP through this rig's Postfix; returns when it was accepted.
    pub fn smtp_send(&self, from: &str, to: &str, raw: &[u8]) -> SystemTime {
        let transport = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
            .port(self.port("SMTP_PLAIN_PORT"))
            .timeout(Some(Duration::from_secs(10)))
            .build();
        let envelope = lettre::address::Envelope::new(
            Some(from.parse().expect("sender address")),
            vec![to.parse().expect("recipient address")],
        )
        .expect("an envelope");
        transport
            .send_raw(&envelope, raw)
            .unwrap_or_else(|e| panic!("SMTP to the rig refused {from} -> {to}: {e}"));
        SystemTime::now()
    }

    /// A player's mail (see [`player_mail`]) sent by SMTP; its Message-ID.
    pub fn send(
        &self,
        from: &str,
        to: &str,
        answering: Option<&Reply>,
        subject: &str,
        body: &str,
    ) -> String {
        let (raw, message_id) = player_mail(from, to, answering, subject, body);
        self.smtp_send(from, to, raw.as_bytes());
        message_id
    }

    /// `doveadm -c <this rig's dovecot.conf> ARGS`; asserts success, returns stdout.
    pub fn doveadm(&self, args: &[&str], stdin: Option<&[u8]>) -> String {
        use std::io::Write as _;
        use std::process::Stdio;
        let conf = self.dir().join("dovecot/dovecot.conf");
        let mut child = Command::new("doveadm")
            .arg("-c")
            .arg(&conf)
            .args(args)
            .stdin(if stdin.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run doveadm");
        if let Some(bytes) = stdin {
            let mut pipe = child.stdin.take().expect("doveadm stdin");
            pipe.write_all(bytes).expect("write to doveadm");
        }
        let out = child.wait_with_output().expect("wait for doveadm");
        assert!(
            out.status.success(),
            "doveadm {args:?} failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

fn mailrig_script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/mailrig")
        .join(name)
}

/// The default rig (`$PAWNPOST_RIG_DIR`, default `/tmp/pawnpost-mailrig`, default
/// ports), started once per test binary.
pub fn rig() -> &'static Rig {
    static RIG: OnceLock<Rig> = OnceLock::new();
    RIG.get_or_init(|| Rig::start(&[]))
}

/// Empties the default rig's mailboxes of `users`.
pub fn reset<S: AsRef<str>>(users: &[S]) {
    rig().reset(users);
}

/// A player's mail as a mail client writes it, and its Message-ID (without brackets):
/// `answering` is the game mail it replies to (In-Reply-To, References).
pub fn player_mail(
    from: &str,
    to: &str,
    answering: Option<&Reply>,
    subject: &str,
    body: &str,
) -> (String, String) {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let message_id = format!("player.{}.{n}@players.localhost", std::process::id());
    let mut raw = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: {subject}\r\nDate: {}\r\nMessage-ID: <{message_id}>\r\n",
        pawnpost::time::rfc5322(pawnpost::time::now())
    );
    if let Some(reply) = answering {
        let id = &reply.message_id;
        raw.push_str(&format!("In-Reply-To: <{id}>\r\nReferences: <{id}>\r\n"));
    }
    raw.push_str("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n");
    raw.push_str(body);
    raw.push_str("\r\n");
    (raw, message_id)
}

/// A player and the latest game mail they received (the one they answer).
pub struct Seat {
    pub inbox: Inbox,
    pub latest: Reply,
}

impl Seat {
    /// This player's answer to their latest game mail: (raw mail, Message-ID).
    pub fn answer(&self, body: &str) -> (String, String) {
        player_mail(
            &self.inbox.address,
            &self.latest.reply_to,
            Some(&self.latest),
            &self.latest.subject,
            body,
        )
    }
}

/// One pawnpost installation on the rig: its own mailbox, database and secret.
pub struct Install {
    pub rig: &'static Rig,
    pub pp: Pawnpost,
    pub db: Db,
    /// The daemon's address, `<user>@localhost`.
    pub server: String,
    pub user: String,
    _dir: tempfile::TempDir,
}

impl Install {
    /// An installation reading the IMAP mailbox of `user` (emptied first), answering
    /// by SMTP, with the config checked by `pawnpost check-config`.
    pub fn new(user: &str) -> Install {
        Install::on(rig(), user, None)
    }

    /// Like [`Install::new`], on `rig`, with the database in `database_dir` when
    /// given (for example a small tmpfs) instead of the installation's own directory.
    pub fn on(rig: &'static Rig, user: &str, database_dir: Option<&Path>) -> Install {
        rig.reset(&[user]);
        let dir = tempfile::tempdir().expect("tempdir");
        let database = database_dir.unwrap_or(dir.path()).join("pawnpost.sqlite3");
        let password_file = dir.path().join("imap-password");
        std::fs::write(&password_file, format!("{}\n", rig.env["RIG_PASSWORD"]))
            .expect("write the password file");
        let config = dir.path().join("pawnpost.toml");
        let d = dir.path().display();
        std::fs::write(
            &config,
            format!(
                r#"[server]
address = "{user}@localhost"
name = "pawnpost"
database = "{db}"
secret_file = "{d}/secret"

[inbound]
kind = "imap"
host = "127.0.0.1"
port = {imap}
tls = "none"
username = "{user}"
password_file = "{pw}"
mailbox = "INBOX"
idle = true
poll_interval_secs = 60

[outbound]
kind = "smtp"
host = "127.0.0.1"
port = {smtp}
tls = "none"
retry_base_secs = 1

[limits]
mails_per_sender_per_hour = 1000
"#,
                imap = rig.port("IMAP_PORT"),
                smtp = rig.port("SMTP_PLAIN_PORT"),
                pw = password_file.display(),
                db = database.display(),
            ),
        )
        .expect("write the config");
        let pp = Pawnpost {
            dir: dir.path().to_path_buf(),
            config: Some(config),
        };
        let check = pp.output(&["check-config"]);
        assert!(
            check.status.success(),
            "check-config against the rig failed:\n{}{}",
            String::from_utf8_lossy(&check.stdout),
            String::from_utf8_lossy(&check.stderr)
        );
        Install {
            rig,
            db: Db::new(database),
            pp,
            server: format!("{user}@localhost"),
            user: user.to_owned(),
            _dir: dir,
        }
    }

    /// A player of this installation, with an emptied mailbox.
    pub fn player(&self, name: &str) -> Inbox {
        self.players(&[name]).remove(0)
    }

    /// Players of this installation, their mailboxes emptied in one go.
    pub fn players<S: AsRef<str>>(&self, names: &[S]) -> Vec<Inbox> {
        let locals: Vec<String> = names
            .iter()
            .map(|n| format!("{}-{}", self.user, n.as_ref()))
            .collect();
        self.rig.reset(&locals);
        locals
            .iter()
            .map(|l| Inbox::new(&format!("{l}@localhost"), self.rig.maildir(l)))
            .collect()
    }

    /// `a` challenges `b`, `b` accepts (each mail waited for until committed, each
    /// reply until it arrived); returns (game, white, black).
    pub fn start_game(&self, mut a: Inbox, mut b: Inbox) -> (i64, Seat, Seat) {
        let server = self.server.as_str();
        let id = self.rig.send(
            &a.address,
            server,
            None,
            "pawnpost",
            &format!("Challenge {}", b.address),
        );
        self.db.wait_committed(&id);
        // A new mail without proof: confirmed from the mailbox, then the invitation.
        let asked = a.expect_subject("please confirm your mail");
        let id = self.rig.send(
            &a.address,
            &asked.reply_to,
            Some(&asked),
            &asked.subject,
            "Confirm",
        );
        self.db.wait_committed(&id);
        a.expect_subject("challenge sent to");
        let invitation = b.expect_subject("challenges you");
        let id = self.rig.send(
            &b.address,
            &invitation.reply_to,
            Some(&invitation),
            &invitation.subject,
            "Accept",
        );
        self.db.wait_committed(&id);
        let ra = a.expect_subject("the game begins");
        let rb = b.expect_subject("the game begins");
        let game = game_of(&ra);
        assert_eq!(game_of(&rb), game);
        let shown = self.pp.show(game);
        let (a, b) = (
            Seat {
                inbox: a,
                latest: ra,
            },
            Seat {
                inbox: b,
                latest: rb,
            },
        );
        if super::player(&shown, "white") == a.inbox.address {
            (game, a, b)
        } else {
            (game, b, a)
        }
    }
}

/// Sends raw mail by SMTP through the default rig's Postfix; returns when it was
/// accepted.
pub fn smtp_send(from: &str, to: &str, raw: &[u8]) -> SystemTime {
    rig().smtp_send(from, to, raw)
}

/// A player's mail (see [`player_mail`]) sent through the default rig; its Message-ID.
pub fn send(from: &str, to: &str, answering: Option<&Reply>, subject: &str, body: &str) -> String {
    rig().send(from, to, answering, subject, body)
}

/// The game number in a reply's `[pawnpost #N]` subject tag.
pub fn game_of(reply: &Reply) -> i64 {
    let rest = reply
        .subject
        .split("[pawnpost #")
        .nth(1)
        .unwrap_or_else(|| panic!("no game tag in {:?}", reply.subject));
    rest.split(']').next().unwrap().parse().expect("a number")
}
