//! The embedded default's Maildir spool driven through the real binary: each mail is
//! handed to `pawnpost deliver` in a temporary installation (no config: the spool under
//! `var/`), and the letters are read back from `var/spool/<player>/new/` as a client
//! reads them. Used by `languages.rs`, `moves_in_words.rs` and `community_cli.rs`.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use mail_parser::MessageParser;

/// One installation in a temporary directory, driven by `pawnpost deliver`.
pub struct Spool {
    dir: tempfile::TempDir,
    serial: u32,
}

/// A letter as the player's client shows it.
#[derive(Debug, Clone)]
pub struct Letter {
    pub subject: String,
    pub reply_to: String,
    pub message_id: String,
    pub text: String,
}

impl Spool {
    pub fn new() -> Spool {
        Spool {
            dir: tempfile::tempdir().unwrap(),
            serial: 0,
        }
    }

    /// Delivers a mail from `from` to `to`, answering `parent`, through `pawnpost
    /// deliver`, which commits it and writes the letters it caused into the spool.
    pub fn send(&mut self, from: &str, to: &str, parent: Option<&Letter>, body: &str) {
        self.serial += 1;
        let reply = parent
            .map(|p| format!("In-Reply-To: <{}>\r\n", p.message_id))
            .unwrap_or_default();
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: Schach\r\nMessage-ID: <l{}@client.example>\r\n{reply}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.serial
        );
        let mut child = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
            .arg("deliver")
            .current_dir(self.dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(raw.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The installation's directory (`var/`, files an admin command writes).
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Runs `pawnpost ARGS` in the installation: its exit code, standard output and
    /// standard error.
    pub fn pawnpost(&self, args: &[&str]) -> (i32, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
            .args(args)
            .current_dir(self.dir.path())
            .output()
            .unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr),
        )
    }

    pub fn maildir(&self, who: &str) -> PathBuf {
        self.dir.path().join("var/spool").join(who).join("new")
    }

    /// Every letter `who` received, oldest first.
    pub fn letters(&self, who: &str) -> Vec<Letter> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(self.maildir(who))
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        files.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
        files.iter().map(|p| read(p)).collect()
    }

    /// The latest letter `who` received.
    pub fn latest(&self, who: &str) -> Letter {
        self.letters(who)
            .pop()
            .unwrap_or_else(|| panic!("no letter to {who}"))
    }
}

pub fn read(path: &Path) -> Letter {
    let bytes = std::fs::read(path).unwrap();
    let mail = MessageParser::default().parse(&bytes).unwrap();
    let address = |a: Option<&mail_parser::Address>| {
        a.and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_owned()
    };
    Letter {
        subject: mail.subject().unwrap_or_default().to_owned(),
        reply_to: address(mail.reply_to()),
        message_id: mail.message_id().unwrap_or_default().to_owned(),
        text: mail.body_text(0).unwrap_or_default().into_owned(),
    }
}
