//! The Maildir source: the embedded default, a local spool read from disk.
//!
//! Unprocessed mail is every file in `new/` plus every file in `cur/` without the
//! `S` (seen) flag. Acknowledging renames the file into `cur/` with `:2,S` added to
//! its flags (the Maildir convention every mail client understands), so the spool
//! stays readable with mutt and a crash before the rename only repeats the mail.
//!
//! A fetch hands out at most one [`Batch`] (by count and by bytes), oldest first, so a
//! backlog of thousands of large mails is never in memory at once; while mails are left
//! behind, [`MailSource::more_pending`] says so and the inbound loop fetches again at
//! once. A file that cannot be read is skipped (and logged once), never a reason to
//! stop reading the others.

use std::collections::HashSet;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::{Batch, MailSource, RawMail, SourceError, SourceId, Wakeup};
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
    batch: Batch,
    /// The last fetch left mails behind (the batch was full).
    more_pending: bool,
    /// Files that could not be read, each logged once.
    unreadable: HashSet<String>,
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
            batch: Batch::DEFAULT,
            more_pending: false,
            unreadable: HashSet::new(),
            cur_mtime: None,
        })
    }

    /// The same source handing out at most `batch` per fetch.
    pub fn with_batch(self, batch: Batch) -> Self {
        MaildirSource { batch, ..self }
    }

    /// The Maildir's root directory.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn fetch(&mut self) -> Result<Vec<RawMail>, MaildirError> {
        self.fetch_with(read_limited)
    }

    /// [`MaildirSource::fetch`] with `read` for reading one file (tests make it fail).
    fn fetch_with(
        &mut self,
        mut read: impl FnMut(&Path, u64) -> io::Result<(Vec<u8>, u64)>,
    ) -> Result<Vec<RawMail>, MaildirError> {
        self.cur_mtime = mtime(&self.path.join("cur"));
        let mut found = Vec::new();
        for (sub, unseen_only) in [("new", false), ("cur", true)] {
            let dir = self.path.join(sub);
            for (name, modified, size) in list(&dir)? {
                if unseen_only && flags(&name).contains('S') {
                    continue;
                }
                found.push((modified, name, sub, size));
            }
        }
        // Oldest first; names start with the delivery time, so they break ties. Only
        // names and sizes are listed: the bytes are read for one batch at a time.
        found.sort_unstable();
        self.unreadable
            .retain(|name| found.iter().any(|(_, listed, _, _)| listed == name));
        let mut mails = Vec::new();
        let mut bytes = 0u64;
        self.more_pending = false;
        for (_, name, sub, size) in found {
            if !self
                .batch
                .has_room(mails.len(), bytes, size.min(self.max_bytes))
            {
                self.more_pending = true;
                break;
            }
            let path = self.path.join(sub).join(&name);
            match read(&path, self.max_bytes) {
                Ok((content, size)) => {
                    self.unreadable.remove(&name);
                    bytes += content.len() as u64;
                    mails.push(RawMail {
                        id: SourceId::Maildir { file_name: name },
                        truncated: size > content.len() as u64,
                        bytes: content,
                        size,
                    });
                }
                // Acknowledged or removed between listing and reading.
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                // Left where it is for the admin, and tried again on the next fetch;
                // the mails after it go on.
                Err(error) => {
                    if self.unreadable.insert(name) {
                        tracing::warn!(
                            file = %path.display(),
                            "cannot read this mail, skipping it until it can be read: {error}"
                        );
                    }
                }
            }
        }
        Ok(mails)
    }

    /// Acknowledges every file it can, then makes the renames durable with one sync of
    /// each directory; the first error is returned after the others are done.
    fn acknowledge_files(&mut self, file_names: &[String]) -> Result<(), MaildirError> {
        let mut first_error = None;
        let (mut renamed, mut from_new) = (false, false);
        for file_name in file_names {
            match self.rename_seen(file_name) {
                Ok(Some(came_from_new)) => {
                    renamed = true;
                    from_new |= came_from_new;
                }
                Ok(None) => {}
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        if renamed {
            self.sync_renames(from_new);
        }
        first_error.map_or(Ok(()), Err)
    }

    /// Moves `file_name` to `cur/` with the `S` flag; whether it came from `new/`, or
    /// `None` when it was there already (acknowledged before: nothing to do).
    fn rename_seen(&mut self, file_name: &str) -> Result<Option<bool>, MaildirError> {
        let (base, old_flags) = split_info(file_name);
        let mut new_flags: Vec<char> = old_flags.chars().chain(['S']).collect();
        new_flags.sort_unstable();
        new_flags.dedup();
        let target_name = format!("{base}:2,{}", new_flags.into_iter().collect::<String>());
        let to = self.path.join("cur").join(&target_name);
        for sub in ["new", "cur"] {
            let from = self.path.join(sub).join(file_name);
            match fs::rename(&from, &to) {
                Ok(()) => return Ok(Some(sub == "new")),
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                Err(source) => return Err(MaildirError::Rename { from, to, source }),
            }
        }
        if to.exists() {
            return Ok(None);
        }
        Err(MaildirError::Missing {
            path: self.path.clone(),
            file_name: file_name.to_owned(),
        })
    }

    /// Makes the renames durable (the daemon has committed their mails).
    fn sync_renames(&mut self, moved_from_new: bool) {
        let _ = fs::File::open(self.path.join("cur")).and_then(|d| d.sync_all());
        if moved_from_new {
            let _ = fs::File::open(self.path.join("new")).and_then(|d| d.sync_all());
        }
        self.cur_mtime = mtime(&self.path.join("cur"));
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

    fn more_pending(&self) -> bool {
        self.more_pending
    }

    async fn acknowledge(&mut self, id: &SourceId) -> Result<(), SourceError> {
        self.acknowledge_all(std::slice::from_ref(id)).await
    }

    async fn acknowledge_all(&mut self, ids: &[SourceId]) -> Result<(), SourceError> {
        let mut file_names = Vec::with_capacity(ids.len());
        for id in ids {
            match id {
                SourceId::Maildir { file_name } => file_names.push(file_name.clone()),
                SourceId::Imap { .. } => {
                    return Err(SourceError::ForeignId {
                        id: id.clone(),
                        source_kind: "Maildir",
                    });
                }
            }
        }
        Ok(self
            .off_runtime(move |source| source.acknowledge_files(&file_names))
            .await?)
    }

    async fn wait_for_mail(&mut self, timeout: Duration) -> Result<Wakeup, SourceError> {
        if std::mem::take(&mut self.more_pending) {
            return Ok(Wakeup::MorePending);
        }
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

/// Regular files of a Maildir subdirectory (hidden files skipped), with their mtime
/// and size.
fn list(dir: &Path) -> Result<Vec<(String, SystemTime, u64)>, MaildirError> {
    let entries = fs::read_dir(dir).map_err(|source| MaildirError::Read {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut files = Vec::new();
    for entry in entries {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                tracing::warn!(dir = %dir.display(), "skipping a Maildir entry: {error}");
                continue;
            }
        };
        let Ok(name) = entry.file_name().into_string() else {
            tracing::warn!(dir = %dir.display(), "skipping a Maildir file whose name is not UTF-8");
            continue;
        };
        if name.starts_with('.') {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        if meta.is_file() {
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            files.push((name, modified, meta.len()));
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

    /// A Maildir holding `sizes.len()` mails in `new/`, mail `i` of `sizes[i]` bytes
    /// delivered at second `i` (so oldest first is `m000`, `m001`, …).
    fn spool(sizes: &[usize]) -> (tempfile::TempDir, MaildirSource) {
        let dir = tempfile::tempdir().unwrap();
        let source = MaildirSource::open(dir.path(), 1 << 20).unwrap();
        let epoch = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        for (i, &size) in sizes.iter().enumerate() {
            // Names sort against the delivery order, so only the mtime gives it.
            let path = dir.path().join("new").join(format!("m{:03}", 999 - i));
            fs::write(&path, vec![b'x'; size]).unwrap();
            let file = fs::File::options().write(true).open(&path).unwrap();
            file.set_modified(epoch + Duration::from_secs(i as u64))
                .unwrap();
        }
        (dir, source)
    }

    fn names(mails: &[RawMail]) -> Vec<String> {
        mails
            .iter()
            .map(|m| match &m.id {
                SourceId::Maildir { file_name } => file_name.clone(),
                other => panic!("{other}"),
            })
            .collect()
    }

    fn numbered(range: std::ops::Range<usize>) -> Vec<String> {
        range.map(|i| format!("m{:03}", 999 - i)).collect()
    }

    #[test]
    fn a_backlog_comes_in_batches_oldest_first_and_acknowledged_mail_stays_away() {
        let (_dir, source) = spool(&[10; 7]);
        let mut source = source.with_batch(Batch {
            mails: 3,
            bytes: 1 << 20,
        });
        let mut seen = Vec::new();
        for want in [0..3, 3..6, 6..7] {
            let mails = source.fetch().unwrap();
            assert_eq!(names(&mails), numbered(want.clone()));
            assert_eq!(source.more_pending(), want.end < 7, "after {want:?}");
            // Nothing acknowledged yet: the same batch again, not the next one.
            assert_eq!(names(&source.fetch().unwrap()), numbered(want.clone()));
            for name in names(&mails) {
                source.acknowledge_files(&[name]).unwrap();
            }
            seen.extend(names(&mails));
        }
        assert_eq!(seen, numbered(0..7));
        assert!(source.fetch().unwrap().is_empty());
        assert!(!source.more_pending());
    }

    #[test]
    fn a_batch_is_acknowledged_together_and_a_missing_file_holds_back_no_other() {
        let (dir, mut source) = spool(&[100, 200, 300]);
        let mails = source.fetch().unwrap();
        let mut files = names(&mails);
        files.insert(1, "1.gone.host".to_owned());
        let err = source.acknowledge_files(&files).unwrap_err();
        assert!(matches!(err, MaildirError::Missing { .. }), "{err}");
        assert!(source.fetch().unwrap().is_empty());
        let seen: Vec<String> = std::fs::read_dir(dir.path().join("cur"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(seen.len(), 3);
        assert!(seen.iter().all(|name| name.ends_with(":2,S")), "{seen:?}");
        // Again: already done, nothing to do.
        source.acknowledge_files(&names(&mails)).unwrap();
    }

    #[test]
    fn a_batch_stops_at_its_bytes_but_a_large_mail_comes_alone() {
        let (_dir, source) = spool(&[400, 400, 400, 5000, 100]);
        let mut source = source.with_batch(Batch {
            mails: 100,
            bytes: 1000,
        });
        let mut batches = Vec::new();
        loop {
            let mails = source.fetch().unwrap();
            if mails.is_empty() {
                break;
            }
            batches.push(mails.iter().map(|m| m.bytes.len()).collect::<Vec<_>>());
            for name in names(&mails) {
                source.acknowledge_files(&[name]).unwrap();
            }
        }
        assert_eq!(batches, [vec![400, 400], vec![400], vec![5000], vec![100]]);
    }

    #[test]
    fn the_default_batch_bounds_a_backlog_of_megabyte_mails() {
        let (_dir, mut source) = spool(&[1 << 20; 12]);
        let mails = source.fetch().unwrap();
        let bytes: usize = mails.iter().map(|m| m.bytes.len()).sum();
        assert_eq!(mails.len(), 8);
        assert!(bytes as u64 <= Batch::DEFAULT.bytes);
        assert!(source.more_pending());
    }

    #[test]
    fn a_file_that_cannot_be_read_does_not_hold_up_the_others() {
        let (_dir, source) = spool(&[10; 4]);
        let mut source = source.with_batch(Batch {
            mails: 2,
            bytes: 1 << 20,
        });
        let broken = numbered(0..1)[0].clone();
        let failing = |path: &Path, max: u64| {
            if path.ends_with(&broken) {
                Err(io::Error::from(io::ErrorKind::PermissionDenied))
            } else {
                read_limited(path, max)
            }
        };
        let mails = source.fetch_with(failing).unwrap();
        assert_eq!(names(&mails), numbered(1..3));
        for name in names(&mails) {
            source.acknowledge_files(&[name]).unwrap();
        }
        assert_eq!(names(&source.fetch_with(failing).unwrap()), numbered(3..4));
        // Once it can be read, it comes (first: it is the oldest).
        assert_eq!(
            names(&source.fetch().unwrap()),
            numbered(0..1)
                .into_iter()
                .chain(numbered(3..4))
                .collect::<Vec<_>>()
        );
    }
}
