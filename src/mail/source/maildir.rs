//! The Maildir source: the embedded default, a local spool read from disk.
//!
//! Unprocessed mail is every file in `new/` plus every file in `cur/` without the
//! `S` (seen) flag. Acknowledging renames the file into `cur/` with `:2,S` added to
//! its flags (the Maildir convention every mail client understands), so the spool
//! stays readable with mutt and a crash before the rename only repeats the mail.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::{MailSource, RawMail, SourceError, SourceId, Wakeup};
use crate::time::Timestamp;

/// How often the spool directory is looked at while waiting: local and cheap.
pub const POLL_INTERVAL: Duration = Duration::from_secs(1);

/// Why the Maildir spool could not be read or updated.
#[derive(Debug, thiserror::Error)]
pub enum MaildirError {
    #[error("cannot create the Maildir {path}: {source}; check `inbound.path` and its permissions")]
    Create {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("cannot move {from} to {to}: {source}")]
    Rename {
        from: PathBuf,
        to: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(
        "the mail {file_name:?} is no longer in the Maildir {path} (moved or deleted by someone else)"
    )]
    Missing { path: PathBuf, file_name: String },
}

/// A local Maildir (`tmp/ new/ cur/`) as a [`MailSource`].
#[derive(Debug, Clone)]
pub struct MaildirSource {
    path: PathBuf,
    max_bytes: u64,
    /// `cur/`'s modification time at the last look, to notice a client moving mail in.
    cur_mtime: Option<SystemTime>,
}

impl MaildirSource {
    /// Opens the Maildir at `path`, creating `tmp/ new/ cur/` when missing. Mails
    /// larger than `max_bytes` are read only up to `max_bytes`.
    pub fn open(path: &Path, max_bytes: u64) -> Result<Self, MaildirError> {
        for sub in ["tmp", "new", "cur"] {
            let dir = path.join(sub);
            crate::private_files::private_dir(&dir)
                .map_err(|source| MaildirError::Create { path: dir, source })?;
        }
        Ok(MaildirSource {
            path: path.to_path_buf(),
            max_bytes,
            cur_mtime: None,
        })
    }

    /// The Maildir's root directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn fetch(&mut self) -> Result<Vec<RawMail>, MaildirError> {
        self.cur_mtime = mtime(&self.path.join("cur"));
        let mut found = Vec::new();
        for (sub, unseen_only) in [("new", false), ("cur", true)] {
            let dir = self.path.join(sub);
            for (name, modified) in list(&dir)? {
                if unseen_only && flags(&name).contains('S') {
                    continue;
                }
                let path = dir.join(&name);
                found.push((modified, name, path));
            }
        }
        // Oldest first; names start with the delivery time, so they break ties.
        found.sort();
        let mut mails = Vec::with_capacity(found.len());
        for (_, name, path) in found {
            match read_limited(&path, self.max_bytes) {
                Ok((bytes, size)) => mails.push(RawMail {
                    id: SourceId::Maildir { file_name: name },
                    truncated: size > bytes.len() as u64,
                    bytes,
                    size,
                }),
                // Acknowledged or removed between listing and reading.
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                Err(source) => return Err(MaildirError::Read { path, source }),
            }
        }
        Ok(mails)
    }

    fn acknowledge_file(&mut self, file_name: &str) -> Result<(), MaildirError> {
        let (base, old_flags) = split_info(file_name);
        let mut new_flags: Vec<char> = old_flags.chars().chain(['S']).collect();
        new_flags.sort_unstable();
        new_flags.dedup();
        let target_name = format!("{base}:2,{}", new_flags.into_iter().collect::<String>());
        let to = self.path.join("cur").join(&target_name);
        for sub in ["new", "cur"] {
            let from = self.path.join(sub).join(file_name);
            match fs::rename(&from, &to) {
                Ok(()) => {
                    // Make the rename durable: the daemon has committed the mail.
                    let _ = fs::File::open(self.path.join("cur")).and_then(|d| d.sync_all());
                    if sub == "new" {
                        let _ = fs::File::open(self.path.join("new")).and_then(|d| d.sync_all());
                    }
                    self.cur_mtime = mtime(&self.path.join("cur"));
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                Err(source) => return Err(MaildirError::Rename { from, to, source }),
            }
        }
        if to.exists() {
            return Ok(()); // acknowledged before: nothing to do
        }
        Err(MaildirError::Missing {
            path: self.path.clone(),
            file_name: file_name.to_owned(),
        })
    }

    fn has_news(&self) -> Result<bool, MaildirError> {
        let new = self.path.join("new");
        let mut entries =
            fs::read_dir(&new).map_err(|source| MaildirError::Read { path: new, source })?;
        let any_new =
            entries.any(|e| e.is_ok_and(|e| !e.file_name().to_string_lossy().starts_with('.')));
        Ok(any_new || mtime(&self.path.join("cur")) != self.cur_mtime)
    }
}

impl MaildirSource {
    /// Runs `work` on a copy of the source on a blocking thread (reads, renames and
    /// directory syncs never run on the runtime's workers), then keeps the copy's state.
    async fn off_runtime<T: Send + 'static>(
        &mut self,
        work: impl FnOnce(&mut MaildirSource) -> Result<T, MaildirError> + Send + 'static,
    ) -> Result<T, MaildirError> {
        let mut copy = self.clone();
        let path = self.path.clone();
        let (copy, result) = tokio::task::spawn_blocking(move || {
            let result = work(&mut copy);
            (copy, result)
        })
        .await
        .map_err(|e| MaildirError::Read {
            path,
            source: io::Error::other(e.to_string()),
        })?;
        *self = copy;
        result
    }
}

impl MailSource for MaildirSource {
    async fn fetch_unseen(&mut self) -> Result<Vec<RawMail>, SourceError> {
        Ok(self.off_runtime(MaildirSource::fetch).await?)
    }

    async fn acknowledge(&mut self, id: &SourceId) -> Result<(), SourceError> {
        match id {
            SourceId::Maildir { file_name } => {
                let file_name = file_name.clone();
                Ok(self
                    .off_runtime(move |source| source.acknowledge_file(&file_name))
                    .await?)
            }
            SourceId::Imap { .. } => Err(SourceError::ForeignId {
                id: id.clone(),
                source_kind: "Maildir",
            }),
        }
    }

    async fn wait_for_mail(&mut self, timeout: Duration) -> Result<Wakeup, SourceError> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if self.off_runtime(|source| source.has_news()).await? {
                return Ok(Wakeup::Activity);
            }
            let now = tokio::time::Instant::now();
            if now >= deadline {
                return Ok(Wakeup::Timeout);
            }
            tokio::time::sleep(POLL_INTERVAL.min(deadline - now)).await;
        }
    }
}

/// `pawnpost send`: writes a player's mail into the local inbound spool (`new/`), so
/// that a person can play without a mail server.
pub fn spool_mail(
    config: &crate::config::Config,
    from: &str,
    to: Option<&str>,
    subject: &str,
    body: &str,
    now: Timestamp,
) -> anyhow::Result<std::path::PathBuf> {
    use std::io::Write as _;
    let crate::config::InboundConfig::Maildir(maildir) = &config.inbound else {
        anyhow::bail!(
            "`pawnpost send` writes into the local spool, but [inbound] kind is \"imap\": send a real mail instead"
        );
    };
    let clean = |s: &str| s.chars().filter(|c| !c.is_control()).collect::<String>();
    let to = to.unwrap_or(config.server.address.as_str());
    let unique = format!("{now}.{}.{}", std::process::id(), rand::random::<u32>());
    let domain = config.server.address.domain();
    let date = crate::time::rfc5322(now);
    let mail = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nDate: {date}\r\nMessage-ID: <send.{unique}@{domain}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n",
        from = clean(from),
        to = clean(to),
        subject = clean(subject),
        body = body.replace('\n', "\r\n"),
    );
    for dir in ["tmp", "new", "cur"] {
        crate::private_files::private_dir(&maildir.path.join(dir))?;
    }
    let name = format!("{unique}.pawnpost-send");
    let tmp = maildir.path.join("tmp").join(&name);
    let mut file = crate::private_files::private_file(&tmp)?;
    file.write_all(mail.as_bytes())?;
    file.sync_all()?;
    let target = maildir.path.join("new").join(&name);
    std::fs::rename(&tmp, &target)?;
    Ok(target)
}

fn mtime(dir: &Path) -> Option<SystemTime> {
    fs::metadata(dir).and_then(|m| m.modified()).ok()
}

/// Regular files of a Maildir subdirectory (hidden files skipped), with their mtime.
fn list(dir: &Path) -> Result<Vec<(String, SystemTime)>, MaildirError> {
    let read_err = |source| MaildirError::Read {
        path: dir.to_path_buf(),
        source,
    };
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).map_err(read_err)? {
        let entry = entry.map_err(read_err)?;
        let Ok(name) = entry.file_name().into_string() else {
            tracing::warn!(dir = %dir.display(), "skipping a Maildir file whose name is not UTF-8");
            continue;
        };
        if name.starts_with('.') {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        if meta.is_file() {
            files.push((name, meta.modified().unwrap_or(SystemTime::UNIX_EPOCH)));
        }
    }
    Ok(files)
}

/// `("base", "FLAGS")` of `base:2,FLAGS`; no info part gives empty flags.
fn split_info(name: &str) -> (&str, &str) {
    match name.split_once(":2,") {
        Some((base, flags)) => (base, flags),
        None => (name, ""),
    }
}

fn flags(name: &str) -> &str {
    split_info(name).1
}

/// The first `max` bytes of a file and its full size.
fn read_limited(path: &Path, max: u64) -> io::Result<(Vec<u8>, u64)> {
    let file = fs::File::open(path)?;
    let size = file.metadata()?.len();
    let mut bytes = Vec::with_capacity(size.min(max) as usize);
    file.take(max).read_to_end(&mut bytes)?;
    Ok((bytes, size))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_is_split_from_the_base_name() {
        assert_eq!(split_info("123.abc.host:2,FS"), ("123.abc.host", "FS"));
        assert_eq!(split_info("123.abc.host"), ("123.abc.host", ""));
    }
}
