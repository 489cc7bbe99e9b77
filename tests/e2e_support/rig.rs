//! The mail rig as the end-to-end tests use it: started once per test binary, one
//! pawnpost installation per test (its own IMAP user, database and secret), players
//! with emptied Maildirs, and mail sent by SMTP as a player's client would.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use lettre::Transport as _;

use super::{Db, Inbox, Pawnpost, Reply};

pub struct Rig {
    pub env: HashMap<String, String>,
}

impl Rig {
    pub fn port(&self, key: &str) -> u16 {
        self.env[key].parse().expect("a port in the rig's env")
    }

    pub fn maildir(&self, user: &str) -> PathBuf {
        Path::new(&self.env["PAWNPOST_RIG_DIR"])
            .join("mail")
            .join(user)
            .join("Maildir")
    }
}

fn mailrig_script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/mailrig")
        .join(name)
}

/// Starts the rig once per test binary and reads `$PAWNPOST_RIG_DIR/env`. A rig that
/// cannot start fails the test: these tests never skip.
pub fn rig() -> &'static Rig {
    static RIG: OnceLock<Rig> = OnceLock::new();
    RIG.get_or_init(|| {
        let start = mailrig_script("start");
        let out = Command::new(&start).output().unwrap_or_else(|e| {
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
        let dir =
            std::env::var("PAWNPOST_RIG_DIR").unwrap_or_else(|_| "/tmp/pawnpost-mailrig".into());
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
    })
}

/// Empties the rig mailboxes of `users`.
pub fn reset<S: AsRef<str>>(users: &[S]) {
    let out = Command::new(mailrig_script("mailbox-reset"))
        .args(users.iter().map(AsRef::as_ref))
        .output()
        .expect("run mailbox-reset");
    assert!(
        out.status.success(),
        "mailbox-reset: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// One pawnpost installation on the rig: its own mailbox, database and secret.
pub struct Install {
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
        let rig = rig();
        reset(&[user]);
        let dir = tempfile::tempdir().expect("tempdir");
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
database = "{d}/pawnpost.sqlite3"
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
            db: Db::new(dir.path().join("pawnpost.sqlite3")),
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
        reset(&locals);
        locals
            .iter()
            .map(|l| Inbox::new(&format!("{l}@localhost"), rig().maildir(l)))
            .collect()
    }
}

/// Sends raw mail by SMTP through the rig's Postfix; returns when it was accepted.
pub fn smtp_send(from: &str, to: &str, raw: &[u8]) -> SystemTime {
    let transport = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
        .port(rig().port("SMTP_PLAIN_PORT"))
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

/// An RFC 5322 `Date:` value (UTC), as a mail client writes it.
pub fn rfc5322_date(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let days = secs / 86_400;
    let rem = secs % 86_400;
    let (year, month, day) = pawnpost::notation::pgn::civil_date(secs as i64);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    format!(
        "{}, {day} {} {year} {:02}:{:02}:{:02} +0000",
        WEEKDAYS[(days % 7) as usize],
        MONTHS[(month - 1) as usize],
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
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
