//! `pawnpost deliver` handing its mail to the running daemon.
//!
//! A `deliver` is one process per mail, and a process pays for everything before its
//! first useful instruction: the program's start, SQLite's reading of the schema
//! (about 3 M instructions for its 115 tables, indexes and triggers), the WAL's index
//! rebuilt from the WAL (up to 4 MB read and checksummed), every statement compiled
//! again. The daemon paid all of that once. So when `pawnpost run` is running on the
//! same database, `deliver` gives it the mail over a Unix socket beside the database
//! (`<database>.deliver`) and waits for the answer: the daemon processes the mail as it
//! does a mail from its mailbox ([`process_attempted`]: its attempt counted first, a
//! poison mail set aside), syncs the commit, answers, and sends the letters from its
//! outbox. When nobody listens there, or the daemon does not answer, `deliver` does
//! the work itself, as before; a mail the daemon did commit is then a duplicate, which
//! its record skips.
//!
//! Who can connect: the socket is made 0600 in the database's directory (0700), so
//! only its owner (the daemon's user, whom the MTA runs `deliver` as) and root can; the
//! daemon checks the peer's user again and closes on anyone else. What a peer costs
//! it: at most [`AT_ONCE`] handed mails at a time (one more is closed at once, and
//! its `deliver` does the work itself), each of at most `limits.max_message_bytes`
//! plus one byte (a longer one is closed unread), each read within
//! [`REQUEST_WITHIN`]; the mail then goes through the same bounded stages as one from
//! the mailbox.
//!
//! The exchange: `pawnpost-deliver/1 LENGTH CONFIG\n`, then the mail's LENGTH bytes; the
//! answer is one line, `committed`, `set-aside ID` or `not-committed WHY`. CONFIG is a
//! digest of the config `deliver` loaded ([`config_digest`]): a daemon that loaded
//! another (the file edited since its start, another file) closes without a word, and
//! `deliver` processes the mail itself under its own, so a mail is never read under
//! limits or trust settings the admin has since changed.

use std::io::{BufRead as _, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt as _, AsyncReadExt as _, AsyncWriteExt as _};
use tokio::sync::watch;

use crate::store::{StoreThread, daemon_takes_deliveries, deliver_socket};

use super::Postmaster;
use super::attempts::{Attempt, process_attempted};

/// The request's first word: its version. A daemon of another version closes the
/// connection, and `deliver` does the work itself.
const VERSION: &str = "pawnpost-deliver/1";

/// How many handed mails the daemon takes at once; past it, a `deliver` does its own.
pub const AT_ONCE: usize = 32;

/// How long the daemon waits for a whole request.
pub const REQUEST_WITHIN: Duration = Duration::from_secs(10);

/// How long `deliver` waits for the daemon's answer before it does the work itself
/// (the daemon waits at most 5 s for SQLite's lock; a sweep may hold its thread a
/// while).
pub const ANSWER_WITHIN: Duration = Duration::from_secs(60);

/// How long the daemon may take to write its answer (a line into an empty socket
/// buffer: at once, unless the machine is stuck).
const ANSWER_WRITE_WITHIN: Duration = Duration::from_secs(1);

/// The longest answer line read back.
const ANSWER_BYTES: u64 = 4096;

/// A digest of `config` as loaded (every key, defaults included; the config holds no
/// map, so its `Debug` form is the same for the same config).
pub fn config_digest(config: &crate::config::Config) -> String {
    use sha2::{Digest as _, Sha256};
    let digest = Sha256::digest(format!("{config:?}").as_bytes());
    digest.iter().take(16).map(|b| format!("{b:02x}")).collect()
}

/// What the daemon made of a handed mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Handed {
    /// Committed (or recorded before) and on disk.
    Committed,
    /// Set aside as quarantined mail `id`: the MTA may stop retrying it.
    SetAside(i64),
    /// Neither: the MTA should try again later.
    NotCommitted(String),
}

impl Handed {
    fn line(&self) -> String {
        match self {
            Handed::Committed => "committed\n".to_owned(),
            Handed::SetAside(id) => format!("set-aside {id}\n"),
            // One line, whatever the error says.
            Handed::NotCommitted(why) => format!(
                "not-committed {}\n",
                why.replace(['\r', '\n'], " ")
                    .chars()
                    .take(1000)
                    .collect::<String>()
            ),
        }
    }

    fn parse(line: &str) -> Option<Handed> {
        let line = line.strip_suffix('\n')?;
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "committed" if rest.is_empty() => Some(Handed::Committed),
            "set-aside" => rest.parse().ok().map(Handed::SetAside),
            "not-committed" => Some(Handed::NotCommitted(rest.to_owned())),
            _ => None,
        }
    }
}

// ---- deliver's side --------------------------------------------------------------------

/// Hands `raw` to the daemon running on `config`'s database, if one listens with the
/// same config, and returns its
/// answer. `None`: nobody listens, or the daemon closed or did not answer in
/// [`ANSWER_WITHIN`]; the caller processes the mail itself.
pub fn hand_over(config: &crate::config::Config, raw: &[u8]) -> Option<Handed> {
    let path = deliver_socket(&config.server.database);
    let mut stream = std::os::unix::net::UnixStream::connect(&path).ok()?;
    stream.set_read_timeout(Some(ANSWER_WITHIN)).ok()?;
    stream.set_write_timeout(Some(ANSWER_WITHIN)).ok()?;
    let head = format!("{VERSION} {} {}\n", raw.len(), config_digest(config));
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(raw).ok()?;
    let mut answer = String::new();
    std::io::BufReader::new(stream.take(ANSWER_BYTES))
        .read_line(&mut answer)
        .ok()?;
    let handed = Handed::parse(&answer);
    if handed.is_none() && !answer.is_empty() {
        tracing::warn!(%answer, "the daemon's answer was not understood");
    }
    handed
}

// ---- the daemon's side -----------------------------------------------------------------

/// The daemon's socket, removed when dropped (if it is still the one this daemon made).
pub(super) struct Listener {
    listener: tokio::net::UnixListener,
    path: PathBuf,
    /// The socket file's owner: the only user besides root who may hand a mail over.
    owner: u32,
    /// The socket file's identity, so that a later daemon's socket is never removed.
    inode: (u64, u64),
}

impl Drop for Listener {
    fn drop(&mut self) {
        use std::os::unix::fs::MetadataExt as _;
        if std::fs::symlink_metadata(&self.path).is_ok_and(|m| (m.dev(), m.ino()) == self.inode) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Listens at [`deliver_socket`] of `database`. `None` (logged) when another daemon
/// listens there already, or the socket cannot be made: `deliver`s then do their own
/// work, as without a daemon. A socket left by a daemon that died is replaced.
pub(super) fn listen(database: &Path) -> Option<Listener> {
    use std::os::unix::fs::{FileTypeExt as _, MetadataExt as _, PermissionsExt as _};
    let path = deliver_socket(database);
    if let Ok(meta) = std::fs::symlink_metadata(&path) {
        if !meta.file_type().is_socket() {
            tracing::warn!(path = %path.display(), "not a socket; deliver will not hand mail to this daemon");
            return None;
        }
        if daemon_takes_deliveries(database) {
            tracing::warn!(path = %path.display(), "another daemon takes deliver's mail there");
            return None;
        }
        let _ = std::fs::remove_file(&path);
    }
    let listener = match tokio::net::UnixListener::bind(&path) {
        Ok(listener) => listener,
        Err(e) => {
            tracing::warn!(path = %path.display(), "deliver will not hand mail to this daemon: {e}");
            return None;
        }
    };
    // Its directory is private already; the socket is too.
    let made = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))
        .and_then(|()| std::fs::symlink_metadata(&path));
    match made {
        Ok(meta) => Some(Listener {
            listener,
            owner: meta.uid(),
            inode: (meta.dev(), meta.ino()),
            path,
        }),
        Err(e) => {
            tracing::warn!(path = %path.display(), "deliver will not hand mail to this daemon: {e}");
            let _ = std::fs::remove_file(&path);
            None
        }
    }
}

/// Takes the mails `deliver`s hand over until `shutdown`; the mails in hand are
/// finished first.
pub(super) async fn handoff_loop(
    pm: Arc<Postmaster>,
    store: Arc<StoreThread>,
    listener: Listener,
    kicks: super::site::Kicks,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let permits = Arc::new(tokio::sync::Semaphore::new(AT_ONCE));
    // The config is the daemon's for its whole run: digested once, not per mail.
    let config: Arc<str> = config_digest(&pm.config).into();
    let mut serving = tokio::task::JoinSet::new();
    tracing::info!(path = %listener.path.display(), "deliver hands its mail over here");
    while !*shutdown.borrow() {
        let accepted = tokio::select! {
            accepted = listener.listener.accept() => accepted,
            _ = shutdown.changed() => break,
            Some(_) = serving.join_next(), if !serving.is_empty() => continue,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of file descriptors, say: the `deliver`s do their own work
                // meanwhile.
                tracing::warn!("accepting a deliver failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            tracing::warn!("{AT_ONCE} handed mails in hand; this deliver does its own");
            continue;
        };
        match stream.peer_cred() {
            Ok(peer) if peer.uid() == listener.owner || peer.uid() == 0 => {}
            Ok(peer) => {
                tracing::warn!(uid = peer.uid(), "a deliver of another user refused");
                continue;
            }
            Err(e) => {
                tracing::warn!("a deliver's user unknown, refused: {e}");
                continue;
            }
        }
        let (pm, store, kicks, config) = (pm.clone(), store.clone(), kicks.clone(), config.clone());
        serving.spawn(async move {
            serve(&pm, &store, &kicks, &config, stream).await;
            drop(permit);
        });
    }
    // No new connection waits in the backlog while the mails in hand finish: refused
    // at once, their `deliver`s work alone.
    drop(listener);
    while serving.join_next().await.is_some() {}
    Ok(())
}

/// One handed mail: read, processed, synced, answered.
async fn serve(
    pm: &Arc<Postmaster>,
    store: &StoreThread,
    kicks: &super::site::Kicks,
    config: &str,
    mut stream: tokio::net::UnixStream,
) {
    let limit = pm.config.limits.max_message_bytes.saturating_add(1);
    let raw = match tokio::time::timeout(REQUEST_WITHIN, read_request(&mut stream, limit, config))
        .await
    {
        Ok(Ok(Some(raw))) => raw,
        Ok(Ok(None)) => {
            tracing::debug!("a connection that sent nothing");
            return;
        }
        Ok(Err(e)) => {
            tracing::warn!("a deliver's request refused: {e}");
            return;
        }
        Err(_) => {
            tracing::warn!("a deliver's request did not come within {REQUEST_WITHIN:?}");
            return;
        }
    };
    // Processed and synced in one call on the mail's connection (on the daemon's one
    // thread: no hop between threads, each a wake-up that a virtual machine makes
    // slowly), then answered.
    let (pm, kicks) = (pm.clone(), kicks.clone());
    let handed = store
        .call(move |s| {
            let started = std::time::Instant::now();
            match process_attempted(&pm, s, &raw, "stdin", crate::time::now()) {
                Ok(attempt) => {
                    kicks.committed();
                    // The answer lets the MTA drop its copy: the commit is on disk
                    // first (the daemon's mail commits are synced together,
                    // `Store::defer_mail_syncs`; mails handed at once share the fsync).
                    match s.sync_deferred() {
                        Ok(()) => match attempt {
                            Attempt::Processed(disposition) => {
                                (Handed::Committed, Some((disposition, started.elapsed())))
                            }
                            Attempt::SetAside { id, .. } => (Handed::SetAside(id), None),
                        },
                        Err(e) => {
                            tracing::error!(
                                source = "stdin",
                                "a handed mail's sync failed, deliver's MTA retries: {e}"
                            );
                            let why = format!("syncing the commit failed: {e}");
                            (Handed::NotCommitted(why), None)
                        }
                    }
                }
                Err(e) => {
                    tracing::error!(
                        source = "stdin",
                        "a handed mail failed, deliver's MTA retries: {e}"
                    );
                    (Handed::NotCommitted(e.to_string()), None)
                }
            }
        })
        .await;
    // The store stopping (or a panic past `process_attempted`): no answer, and the
    // deliver works alone.
    let Ok((handed, processed)) = handed else {
        return;
    };
    // A deliver gone meanwhile: its MTA tries again, and the record skips the mail.
    let line = handed.line();
    let answer = stream.write_all(line.as_bytes());
    if tokio::time::timeout(ANSWER_WRITE_WITHIN, answer)
        .await
        .is_err()
    {
        tracing::warn!("a deliver's answer could not be written within {ANSWER_WRITE_WITHIN:?}");
    }
    // Logged once answered: the `deliver` and its MTA wait for the answer, not the log.
    if let Some((disposition, took)) = processed {
        super::inbound::log_disposition("stdin", &disposition, took);
    }
}

/// Reads one request of at most `limit` bytes of mail; `None` when the peer sent
/// nothing and closed.
async fn read_request(
    stream: &mut tokio::net::UnixStream,
    limit: u64,
    config: &str,
) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::{Error, ErrorKind};
    let mut reader = tokio::io::BufReader::new(stream);
    let mut head = Vec::new();
    (&mut reader).take(64).read_until(b'\n', &mut head).await?;
    if head.is_empty() {
        // Connected and closed: `pawnpost status` asking whether a daemon listens.
        return Ok(None);
    }
    let head = std::str::from_utf8(&head)
        .ok()
        .and_then(|h| h.strip_suffix('\n'))
        .ok_or_else(|| Error::new(ErrorKind::InvalidData, "no request line"))?;
    let (length, theirs) = head
        .strip_prefix(VERSION)
        .and_then(|rest| rest.strip_prefix(' '))
        .and_then(|rest| rest.split_once(' '))
        .and_then(|(n, digest)| Some((n.parse::<u64>().ok()?, digest)))
        .ok_or_else(|| Error::new(ErrorKind::InvalidData, "another version of deliver"))?;
    if theirs != config {
        return Err(Error::new(
            ErrorKind::InvalidData,
            "deliver loaded another config than this daemon (edited since the daemon \
             started? restart it): deliver processes the mail itself",
        ));
    }
    if length > limit {
        return Err(Error::new(
            ErrorKind::InvalidData,
            format!("{length} bytes, more than limits.max_message_bytes"),
        ));
    }
    let length = usize::try_from(length)
        .map_err(|_| Error::new(ErrorKind::InvalidData, "too long for this machine"))?;
    let mut raw = vec![0; length];
    reader.read_exact(&mut raw).await?;
    Ok(Some(raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_answer_reads_back_as_itself_on_one_line() {
        for handed in [
            Handed::Committed,
            Handed::SetAside(7),
            Handed::NotCommitted("database is locked\r\nsecond line".to_owned()),
        ] {
            let line = handed.line();
            assert_eq!(line.matches('\n').count(), 1, "{line:?}");
            let back = Handed::parse(&line).unwrap();
            match (&handed, &back) {
                (Handed::NotCommitted(_), Handed::NotCommitted(why)) => {
                    assert_eq!(why, "database is locked  second line")
                }
                _ => assert_eq!(back, handed),
            }
        }
        for garbage in ["", "committed", "committed now\n", "set-aside x\n", "ok\n"] {
            assert_eq!(Handed::parse(garbage), None, "{garbage:?}");
        }
    }

    #[test]
    fn the_socket_sits_beside_the_database() {
        assert_eq!(
            deliver_socket(Path::new("/var/lib/pawnpost/pawnpost.sqlite3")),
            Path::new("/var/lib/pawnpost/pawnpost.sqlite3.deliver")
        );
    }
}
