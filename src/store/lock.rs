//! Who has the database open. Every process that opens it — `pawnpost run`, each
//! `pawnpost deliver`, an admin command — holds a shared advisory lock (`flock`) on
//! `<database>.lock` beside it for as long as it keeps it open; `pawnpost restore` takes
//! that lock exclusively. So a restore replaces the database only when no daemon and no
//! other command has it open, and nothing opens it while the restore runs. The kernel
//! drops the lock when its process ends, however it ends (a `kill -9` leaves no stale
//! lock behind).
//!
//! A separate file, because SQLite's own locks on the database file are POSIX record
//! locks, which a second descriptor on that file would release when closed.

use std::fs::File;
use std::path::{Path, PathBuf};

use super::StoreError;

/// A held lock on `<database>.lock`; released when dropped.
#[derive(Debug)]
pub struct DatabaseLock {
    path: PathBuf,
    exclusive: bool,
    _file: File,
}

/// How a lock is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Shared,
    Exclusive,
}

/// The socket where the daemon running on `database` takes `pawnpost deliver`'s mail
/// (`daemon::handoff`): the database's name with `.deliver` after it.
pub fn deliver_socket(database: &Path) -> PathBuf {
    crate::private_files::sibling(database, ".deliver")
}

/// Whether a daemon listens at [`deliver_socket`] of `database`: a connection made and
/// closed at once, which the daemon takes for the question it is.
pub fn daemon_takes_deliveries(database: &Path) -> bool {
    std::os::unix::net::UnixStream::connect(deliver_socket(database)).is_ok()
}

impl DatabaseLock {
    /// The lock file of `database`: its path with `.lock` appended.
    pub fn path_of(database: &Path) -> PathBuf {
        crate::private_files::sibling(database, ".lock")
    }

    /// The lock of a process that uses the database; fails within half a second
    /// while a restore holds it.
    pub fn shared(database: &Path) -> Result<DatabaseLock, StoreError> {
        DatabaseLock::take(database, Mode::Shared)
    }

    /// The lock of `pawnpost restore`; fails within half a second while any process
    /// holds the database open.
    pub fn exclusive(database: &Path) -> Result<DatabaseLock, StoreError> {
        DatabaseLock::take(database, Mode::Exclusive)
    }

    /// Whether this is the exclusive lock of a restore.
    pub fn is_exclusive(&self) -> bool {
        self.exclusive
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn take(database: &Path, mode: Mode) -> Result<DatabaseLock, StoreError> {
        let path = DatabaseLock::path_of(database);
        let file = open_lock_file(&path).map_err(|source| StoreError::Lock {
            path: path.display().to_string(),
            source,
        })?;
        match flock_patiently(&file, mode) {
            Ok(()) => Ok(DatabaseLock {
                path,
                exclusive: mode == Mode::Exclusive,
                _file: file,
            }),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => Err(match mode {
                Mode::Shared => StoreError::Restoring {
                    database: database.display().to_string(),
                },
                Mode::Exclusive => StoreError::InUse {
                    database: database.display().to_string(),
                },
            }),
            Err(source) => Err(StoreError::Lock {
                path: path.display().to_string(),
                source,
            }),
        }
    }
}

/// Opens the lock file, creating it when missing. It is opened for reading only (a
/// lock needs no more) and created readable by all (it holds nothing), so a lock file
/// that another user (root running `pawnpost status`) created still serves the
/// daemon's own user.
fn open_lock_file(path: &Path) -> std::io::Result<File> {
    match File::open(path) {
        Ok(file) => Ok(file),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create(true);
            let file = options.open(path)?;
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                // The process's umask (0077) would make it private to its creator.
                file.set_permissions(std::fs::Permissions::from_mode(0o644))?;
            }
            Ok(file)
        }
        Err(e) => Err(e),
    }
}

/// How long a lock is retried before the holder is taken to be real.
const PATIENCE: std::time::Duration = std::time::Duration::from_millis(500);

/// [`flock`], retried for [`PATIENCE`]: a process that forks (to run a child) gives the
/// child its descriptors, this lock's too, until the child's `exec` closes them, so a
/// lock just released can look held for that moment.
fn flock_patiently(file: &File, mode: Mode) -> std::io::Result<()> {
    let started = std::time::Instant::now();
    loop {
        match flock(file, mode) {
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock && started.elapsed() < PATIENCE =>
            {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            other => return other,
        }
    }
}

#[cfg(unix)]
fn flock(file: &File, mode: Mode) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let operation = match mode {
        Mode::Shared => libc::LOCK_SH,
        Mode::Exclusive => libc::LOCK_EX,
    } | libc::LOCK_NB;
    loop {
        // SAFETY: flock only acts on the descriptor, which `file` keeps open.
        if unsafe { libc::flock(file.as_raw_fd(), operation) } == 0 {
            return Ok(());
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

#[cfg(not(unix))]
fn flock(_file: &File, _mode: Mode) -> std::io::Result<()> {
    // No advisory locks here: a restore cannot tell whether the database is in use.
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn users_share_the_lock_and_a_restore_waits_for_none_of_them() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("pawnpost.sqlite3");
        let first = DatabaseLock::shared(&database).unwrap();
        let second = DatabaseLock::shared(&database).unwrap();
        assert_eq!(first.path(), dir.path().join("pawnpost.sqlite3.lock"));
        let refused = DatabaseLock::exclusive(&database).unwrap_err();
        assert!(matches!(refused, StoreError::InUse { .. }), "{refused}");
        assert!(refused.to_string().contains("stop the daemon"), "{refused}");
        drop((first, second));

        let restore = DatabaseLock::exclusive(&database).unwrap();
        assert!(restore.is_exclusive());
        let refused = DatabaseLock::shared(&database).unwrap_err();
        assert!(matches!(refused, StoreError::Restoring { .. }), "{refused}");
        assert!(DatabaseLock::exclusive(&database).is_err());
        drop(restore);
        DatabaseLock::shared(&database).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_lock_file_is_readable_by_all_and_a_read_only_one_serves() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("db");
        drop(DatabaseLock::shared(&database).unwrap());
        let path = DatabaseLock::path_of(&database);
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o644);
        // As if another user had created it: this process may only read it.
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
        DatabaseLock::shared(&database).unwrap();
        DatabaseLock::exclusive(&database).unwrap();
    }
}
