//! `pawnpost backup` and `pawnpost restore`: the database through SQLite's online
//! backup API ([`Store::backup_to`], [`PreparedRestore`]) with the server secret beside
//! it, since a database without its secret turns every reply address in players'
//! mailboxes into a stranger's.
//!
//! A backup is two files: `FILE`, the database (one self-contained SQLite file, no WAL
//! beside it), and `FILE.secret`, a copy of the secret file; both mode 0600, both
//! replaced whole. A restore refuses while any process has the database open (the lock
//! of [`DatabaseLock`]), checks the copy (SQLite's quick_check, its tables, indexes,
//! triggers and views exactly as its schema version defines them, every game
//! replayed), keeps what it replaces as `<database>.before-restore` and
//! `<secret>.before-restore`, and puts both files in place by renaming. A backup is
//! refused, nothing written, when it would land on the database, a file SQLite keeps
//! beside it, its lock file or the secret.

use crate::private_files::sibling;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::identity::{IdentityError, ServerSecret};
use crate::private_files;
use crate::store::{BackupCopy, DatabaseLock, PreparedRestore, Restored, Store, StoreError};

/// Why a backup or a restore did not happen; each names the file at fault.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Secret(#[from] IdentityError),
    #[error(
        "there is no database at {}: nothing to back up (is --config the daemon's config?)",
        .0.display()
    )]
    NoDatabase(PathBuf),
    #[error(
        "there is no server secret at {}: a backup keeps it beside the database; is --config the daemon's config?",
        .0.display()
    )]
    NoSecret(PathBuf),
    #[error(
        "{}: no such file; the server secret belongs beside the backup (`pawnpost backup` writes it there). Without it every reply address in the players' mailboxes stops working; to restore the database alone and keep the current secret, add --keep-secret",
        .0.display()
    )]
    NoBackupSecret(PathBuf),
    #[error("{}: {what}", path.display())]
    Refused { path: PathBuf, what: &'static str },
    #[error(
        "{}: is a file of the running installation ({what}, {}); a backup written there would be lost or would damage it. Name a file elsewhere",
        path.display(),
        live.display()
    )]
    LiveFile {
        path: PathBuf,
        live: PathBuf,
        what: &'static str,
    },
    #[error("{}: {source}", path.display())]
    File {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Where the secret of the backup `file` is kept: `FILE.secret`.
pub fn secret_beside(file: &Path) -> PathBuf {
    sibling(file, ".secret")
}

/// What `backup` wrote.
#[derive(Debug, Clone)]
pub struct BackupReport {
    pub database: PathBuf,
    pub copy: BackupCopy,
    pub secret: PathBuf,
    pub took: Duration,
}

impl fmt::Display for BackupReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "backed up {} to {} ({} games, schema version {}, {} bytes) in {:.2} s",
            self.database.display(),
            self.copy.path.display(),
            self.copy.games,
            self.copy.schema_version,
            self.copy.bytes,
            self.took.as_secs_f64()
        )?;
        writeln!(f, "server secret: {}", self.secret.display())?;
        writeln!(
            f,
            "keep the two together; restore with `pawnpost restore --from {}`",
            self.copy.path.display()
        )
    }
}

/// Copies the database of `config` to `to` and its server secret to `to.secret`,
/// while the daemon and deliveries go on. Refuses, writing nothing, when either would
/// land on a file of the live installation ([`live_files`]).
pub fn backup(config: &Config, to: &Path) -> Result<BackupReport, BackupError> {
    let database = &config.server.database;
    let secret_file = &config.server.secret_file;
    let secret_copy = secret_beside(to);
    if !database.is_file() {
        return Err(BackupError::NoDatabase(database.clone()));
    }
    if to.is_dir() {
        return Err(BackupError::Refused {
            path: to.to_owned(),
            what: "is a directory; name the file to write, e.g. /backup/pawnpost.sqlite3",
        });
    }
    // Neither copy may land on a file the live database or its secret owns: SQLite
    // deletes or rewrites those behind the copy's back, and the other copy would be
    // left in the live directory.
    for copy in [to, secret_copy.as_path()] {
        if let Some((live, what)) = live_file(copy, database, secret_file) {
            return Err(BackupError::LiveFile {
                path: copy.to_owned(),
                live,
                what,
            });
        }
    }
    if ServerSecret::load(secret_file)?.is_none() {
        return Err(BackupError::NoSecret(secret_file.clone()));
    }
    let secret = std::fs::read(secret_file).map_err(|source| BackupError::File {
        path: secret_file.clone(),
        source,
    })?;
    let started = Instant::now();
    let store = Store::open(database)?;
    let copy = store.backup_to(to)?;
    drop(store);
    if let Err(source) = private_files::replace_file(&secret_copy, &secret, 0o600) {
        // A database copy without its secret is no backup: none is left looking like one.
        let _ = std::fs::remove_file(to);
        return Err(BackupError::File {
            path: secret_copy,
            source,
        });
    }
    Ok(BackupReport {
        database: database.clone(),
        copy,
        secret: secret_copy,
        took: started.elapsed(),
    })
}

/// What `restore` did.
#[derive(Debug, Clone)]
pub struct RestoreReport {
    pub from: PathBuf,
    pub restored: Restored,
    /// The secret file written, or `None` with --keep-secret.
    pub secret: Option<PathBuf>,
    /// Where the secret it replaced is kept, if there was another one.
    pub secret_kept: Option<PathBuf>,
}

impl fmt::Display for RestoreReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.restored;
        writeln!(
            f,
            "restored {} from {} ({} games, schema version {}; every game replays)",
            r.database.display(),
            self.from.display(),
            r.games,
            r.schema_version
        )?;
        if let Some(kept) = &r.replaced {
            writeln!(f, "the database it replaced is kept as {}", kept.display())?;
        }
        match &self.secret {
            Some(secret) => writeln!(f, "server secret restored to {}", secret.display())?,
            None => writeln!(f, "server secret kept as it was (--keep-secret)")?,
        }
        if let Some(kept) = &self.secret_kept {
            writeln!(f, "the secret it replaced is kept as {}", kept.display())?;
        }
        writeln!(
            f,
            "start the daemon again (e.g. `systemctl start pawnpost`)"
        )
    }
}

/// Puts the backup `from` (and `from.secret`, unless `keep_secret`) in place of the
/// database and secret of `config`. Refuses while the database is in use.
pub fn restore(
    config: &Config,
    from: &Path,
    keep_secret: bool,
) -> Result<RestoreReport, BackupError> {
    let database = &config.server.database;
    let secret_file = &config.server.secret_file;
    if let Some(dir) = database.parent().filter(|d| !d.as_os_str().is_empty()) {
        private_files::private_dir(dir).map_err(|source| BackupError::File {
            path: dir.to_owned(),
            source,
        })?;
    }
    let lock = DatabaseLock::exclusive(database)?;
    // Taken before anything is replaced: who owns what the restore replaces.
    let (database_owner, secret_owner) = (owner_for(database), owner_for(secret_file));
    let secret = if keep_secret {
        None
    } else {
        let beside = secret_beside(from);
        // Checked as the daemon will check it: private, long enough.
        if ServerSecret::load(&beside)?.is_none() {
            return Err(BackupError::NoBackupSecret(beside));
        }
        let bytes = std::fs::read(&beside).map_err(|source| BackupError::File {
            path: beside.clone(),
            source,
        })?;
        Some(bytes)
    };
    let prepared = PreparedRestore::prepare(&lock, from, database)?;
    let mut secret_kept = None;
    if let Some(bytes) = &secret {
        let file_error = |path: &Path, source| BackupError::File {
            path: path.to_owned(),
            source,
        };
        match std::fs::read(secret_file) {
            Ok(current) if current != *bytes => {
                let kept = sibling(secret_file, ".before-restore");
                private_files::replace_file(&kept, &current, 0o600)
                    .map_err(|e| file_error(&kept, e))?;
                hand_over(&kept, secret_owner)?;
                secret_kept = Some(kept);
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if let Some(dir) = secret_file.parent().filter(|d| !d.as_os_str().is_empty()) {
                    private_files::private_dir(dir).map_err(|e| file_error(dir, e))?;
                }
            }
            Err(e) => return Err(file_error(secret_file, e)),
        }
        private_files::replace_file(secret_file, bytes, 0o600)
            .map_err(|e| file_error(secret_file, e))?;
        hand_over(secret_file, secret_owner)?;
    }
    let restored = match prepared.commit() {
        Ok(restored) => restored,
        Err(e) => {
            // The database stayed as it was: so does its secret.
            if let Some(kept) = &secret_kept
                && let Ok(old) = std::fs::read(kept)
            {
                let _ = private_files::replace_file(secret_file, &old, 0o600);
            }
            return Err(e.into());
        }
    };
    hand_over(database, database_owner)?;
    drop(lock);
    Ok(RestoreReport {
        from: from.to_owned(),
        restored,
        secret: secret.map(|_| secret_file.clone()),
        secret_kept,
    })
}

/// Who is to own a file a restore puts at `path`: when it runs as root (`sudo pawnpost
/// restore` rather than `sudo -u pawnpost pawnpost restore`), the owner of the file it
/// replaces, else of the directory it lands in; otherwise `None`, the files are the
/// user's own. Without this, root's files would stop the daemon's user at start-up.
#[cfg(unix)]
fn owner_for(path: &Path) -> Option<(u32, u32)> {
    use std::os::unix::fs::MetadataExt as _;
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let meta = std::fs::metadata(path)
        .or_else(|_| std::fs::metadata(dir))
        .ok()?;
    Some((meta.uid(), meta.gid()))
}

#[cfg(not(unix))]
fn owner_for(_path: &Path) -> Option<(u32, u32)> {
    None
}

/// Gives `path` to `owner` ([`owner_for`]).
fn hand_over(path: &Path, owner: Option<(u32, u32)>) -> Result<(), BackupError> {
    #[cfg(unix)]
    if let Some((uid, gid)) = owner {
        std::os::unix::fs::chown(path, Some(uid), Some(gid)).map_err(|source| {
            BackupError::File {
                path: path.to_owned(),
                source,
            }
        })?;
    }
    #[cfg(not(unix))]
    let _ = (path, owner);
    Ok(())
}

/// The files of a running installation, with what each is: the database and every
/// file SQLite or pawnpost keeps beside it under its name, and the server secret.
fn live_files(database: &Path, secret_file: &Path) -> Vec<(PathBuf, &'static str)> {
    vec![
        (database.to_owned(), "the database"),
        (sibling(database, "-wal"), "the database's write-ahead log"),
        (
            sibling(database, "-shm"),
            "the database's shared-memory index",
        ),
        (
            sibling(database, "-journal"),
            "the database's rollback journal",
        ),
        (DatabaseLock::path_of(database), "the database's lock file"),
        (secret_file.to_owned(), "the server secret"),
    ]
}

/// The live file that `copy` would land on, if any: the same name once both
/// directories are resolved (so `./var/../var/db-wal` and a symbolic link to the
/// directory count, and a file that does not exist yet too), or one file already.
fn live_file(copy: &Path, database: &Path, secret_file: &Path) -> Option<(PathBuf, &'static str)> {
    let resolved_copy = resolved(copy);
    live_files(database, secret_file)
        .into_iter()
        .find(|(live, _)| resolved(live) == resolved_copy || same_file(copy, live))
}

/// `path` as its canonical directory and its own file name (the file itself need not
/// exist, nor be followed if it is a link); as given when the directory cannot be
/// resolved (it does not exist, so no live file is there).
fn resolved(path: &Path) -> PathBuf {
    let (Some(name), Some(dir)) = (path.file_name(), path.parent()) else {
        return path.to_owned();
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    match dir.canonicalize() {
        Ok(dir) => dir.join(name),
        Err(_) => path.to_owned(),
    }
}

/// Whether `a` and `b` name one existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
