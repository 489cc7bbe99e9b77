//! The Maildir sink: the embedded default, replies written as files that any Maildir
//! client can read (`mutt -f var/spool/<recipient>`).
//!
//! Each reply is written to `<base>/<recipient>/tmp/`, synced, then renamed into
//! `new/` and the directory synced, so a reader never sees half a file and a crash
//! never loses a reply that `send` reported as delivered.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

/// Why a reply could not be written to the spool.
#[derive(Debug, thiserror::Error)]
pub enum MaildirSinkError {
    #[error("{recipient:?} cannot name a spool directory (empty, a path, or starting with a dot)")]
    BadRecipient { recipient: String },
    #[error("a mail needs at least one recipient")]
    NoRecipients,
    #[error(
        "cannot write the reply to {path}: {source}; check that `outbound.path` is writable and the disk has room"
    )]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

impl MaildirSinkError {
    /// True when retrying cannot help.
    pub fn is_permanent(&self) -> bool {
        matches!(
            self,
            MaildirSinkError::BadRecipient { .. } | MaildirSinkError::NoRecipients
        )
    }
}

/// A directory of Maildirs, one per recipient, as the outbound sink.
#[derive(Debug, Clone)]
pub struct MaildirSink {
    base: PathBuf,
    host: String,
}

/// Distinguishes files written in the same microsecond by this process.
static COUNTER: AtomicU64 = AtomicU64::new(0);

impl MaildirSink {
    /// Replies will go to `<base>/<recipient>/new/`; directories are made on demand.
    pub fn new(base: &Path) -> Self {
        let host = fs::read_to_string("/etc/hostname")
            .ok()
            .map(|h| h.trim().to_owned())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "localhost".to_owned());
        // '/' and ':' have meanings in Maildir file names (RFC-less but universal).
        let host = host.replace('/', "\\057").replace(':', "\\072");
        MaildirSink {
            base: base.to_path_buf(),
            host,
        }
    }

    /// The Maildir that mail for `recipient` goes to.
    pub fn maildir_of(&self, recipient: &str) -> Result<PathBuf, MaildirSinkError> {
        let bad = recipient.is_empty()
            || recipient.starts_with('.')
            || recipient.contains(['/', '\\', '\0'])
            || recipient.chars().any(char::is_control);
        if bad {
            return Err(MaildirSinkError::BadRecipient {
                recipient: recipient.to_owned(),
            });
        }
        Ok(self.base.join(recipient))
    }

    /// Writes `raw` once per recipient, with `Return-Path:` and `Delivered-To:`
    /// prepended as a delivery agent would; returns the files written.
    pub fn deliver(
        &self,
        envelope_from: &str,
        recipients: &[String],
        raw: &[u8],
    ) -> Result<Vec<PathBuf>, MaildirSinkError> {
        if recipients.is_empty() {
            return Err(MaildirSinkError::NoRecipients);
        }
        // Check every recipient before writing anything.
        let dirs = recipients
            .iter()
            .map(|r| self.maildir_of(r))
            .collect::<Result<Vec<_>, _>>()?;
        // Prepend in the message's own line ending so the file stays consistent.
        let eol: &[u8] = match raw.iter().position(|&b| b == b'\n') {
            Some(i) if i > 0 && raw[i - 1] == b'\r' => b"\r\n",
            Some(_) => b"\n",
            None => b"\r\n",
        };
        let mut written = Vec::with_capacity(dirs.len());
        for (recipient, dir) in recipients.iter().zip(dirs) {
            let mut content = Vec::with_capacity(raw.len() + 128);
            content.extend_from_slice(format!("Return-Path: <{envelope_from}>").as_bytes());
            content.extend_from_slice(eol);
            content.extend_from_slice(format!("Delivered-To: {recipient}").as_bytes());
            content.extend_from_slice(eol);
            content.extend_from_slice(raw);
            written.push(self.write_one(&dir, &content)?);
        }
        Ok(written)
    }

    fn write_one(&self, maildir: &Path, content: &[u8]) -> Result<PathBuf, MaildirSinkError> {
        let write_err = |path: &Path| {
            let path = path.to_path_buf();
            move |source| MaildirSinkError::Write { path, source }
        };
        for sub in ["tmp", "new", "cur"] {
            let dir = maildir.join(sub);
            crate::private_files::private_dir(&dir).map_err(write_err(&dir))?;
        }
        let name = self.unique_name();
        let tmp = maildir.join("tmp").join(&name);
        let new = maildir.join("new").join(&name);
        let mut file = crate::private_files::private_file(&tmp).map_err(write_err(&tmp))?;
        file.write_all(content).map_err(write_err(&tmp))?;
        file.sync_all().map_err(write_err(&tmp))?;
        drop(file);
        fs::rename(&tmp, &new).map_err(write_err(&new))?;
        let new_dir = maildir.join("new");
        fs::File::open(&new_dir)
            .and_then(|d| d.sync_all())
            .map_err(write_err(&new_dir))?;
        Ok(new)
    }

    /// `time.M<micros>P<pid>Q<counter>.host`, the classic unique Maildir name.
    fn unique_name(&self) -> String {
        let now = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default();
        let counter = COUNTER.fetch_add(1, Ordering::Relaxed);
        format!(
            "{}.M{}P{}Q{}.{}",
            now.as_secs(),
            now.subsec_micros(),
            std::process::id(),
            counter,
            self.host
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recipients_cannot_escape_the_spool() {
        let sink = MaildirSink::new(Path::new("/spool"));
        for bad in ["", "../etc", "a/b", ".hidden", "a\nb"] {
            assert!(sink.maildir_of(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            sink.maildir_of("alice@localhost").unwrap(),
            Path::new("/spool/alice@localhost")
        );
    }

    #[test]
    fn names_are_unique() {
        let sink = MaildirSink::new(Path::new("/spool"));
        assert_ne!(sink.unique_name(), sink.unique_name());
    }
}
