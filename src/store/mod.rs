//! The SQLite store: schema and migrations, one transaction per inbound mail, games
//! saved as rows plus moves and reloaded only through the rules core, the outbox.
//!
//! Every write happens inside a [`Tx`] (`BEGIN IMMEDIATE`, so the daemon and admin
//! commands queue behind SQLite's write lock instead of failing or losing updates);
//! reads outside one see a consistent snapshot. Time is always passed in.

mod backup;
mod clocks;
mod community;
mod conditions;
mod digest;
mod games;
mod knockout;
mod ladder;
mod lease;
mod lock;
mod mail;
mod notes;
mod pools;
mod publish;
mod quarantine;
mod schema;
pub mod stages;
pub mod teams;
mod thread;
mod trust;

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, TransactionBehavior};

use crate::game::{GameId, ReplayError, Timestamp};

pub use backup::{BackupCopy, PreparedRestore, Restored};
pub use clocks::{ClockRow, Leave, LeaveNews};
pub use community::{
    CommunityGame, Entry, GameRating, Origin, Profile, Seek, SeekWanted, Tournament,
    TournamentSystem,
};
pub use digest::{DigestDue, DigestPlan};
pub use games::{ChallengeId, GameFilter, GameSummary, Which};
pub use ladder::{LadderChallenge, LadderChallengeState, LadderEvent, NewLadder, ending_key};
pub use lease::Lease;
pub use lock::{DatabaseLock, daemon_takes_deliveries, deliver_socket};
pub use mail::{
    DeadLetter, InboundCounts, InboundKey, LetterKind, MailOutcome, MarkedBatch, OutboxCounts,
    OutboxMail, OutgoingMail, QueuedLetter, SentLetter, StillHeld, SweepRecord,
};
pub use notes::Note;
pub use pools::PoolRating;
pub use publish::{GameBrief, PublishMarks, RatingStep};
pub use quarantine::{
    ATTEMPTS_KEPT_SECS, AsideLabel, AttemptedMail, Begun, QuarantinedMail, attempt_key,
};
pub use schema::{MIGRATIONS, SchemaDifference};
pub use thread::StoreThread;
pub use trust::Confirmation;

/// How long a connection waits for another's write lock before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The WAL's length, in pages, past which a commit of a process that keeps the WAL
/// short ([`Store::keep_the_wal_short`]) checkpoints it.
pub const SHORT_WAL_PAGES: i64 = 100;

/// What went wrong in the store; each message names what it was about.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("cannot create the database directory {path}: {source}")]
    CreateDir {
        path: String,
        source: std::io::Error,
    },
    /// The WAL this open made could not have its name made durable.
    #[error("cannot sync the directory of {path} after making its WAL: {source}")]
    SyncDir {
        path: String,
        source: std::io::Error,
    },
    /// A commit that must reach the disk before it returns (a mail's, a claim's) is in
    /// the WAL, which could not be synced: it may be lost with the machine.
    #[error("cannot sync the database's log {path} after a commit: {source}")]
    SyncWal {
        path: String,
        source: std::io::Error,
    },
    #[error(
        "the database has schema version {found}, newer than this pawnpost knows ({known}); upgrade pawnpost"
    )]
    NewerSchema { found: u32, known: u32 },
    /// A table, index, trigger or view that is not as the database's schema version
    /// defines it (`check-db`, `restore`).
    #[error(transparent)]
    Schema(#[from] SchemaDifference),
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    #[error("there is no challenge {0}")]
    UnknownChallenge(ChallengeId),
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error("game {game}: stored row is corrupt: {what}")]
    Corrupt { game: GameId, what: String },
    #[error("game {0} was changed by someone else since it was loaded; try again")]
    Conflict(GameId),
    #[error("game {0} must be loaded in the same transaction before it is saved")]
    NotLoaded(GameId),
    #[error("the database thread has stopped")]
    Stopped,
    #[error("the work on the database panicked (its message is in the log) and was rolled back")]
    Panicked,
    #[error("cannot use the lock file {path}: {source}")]
    Lock {
        path: String,
        source: std::io::Error,
    },
    #[error(
        "the database {database} is being restored (`pawnpost restore` holds its lock file); try again when it has finished"
    )]
    Restoring { database: String },
    #[error(
        "the database {database} is in use: `pawnpost run` (or a deliver or admin command still running) has it open; stop the daemon first (e.g. `systemctl stop pawnpost`), then try again"
    )]
    InUse { database: String },
    #[error("{path}: {what}")]
    Backup { path: String, what: String },
    #[error("{path}: {source}")]
    File {
        path: String,
        source: std::io::Error,
    },
}

/// An open database.
pub struct Store {
    conn: Connection,
    /// The shared lock on `<database>.lock` of a file database, held while it is open
    /// ([`DatabaseLock`]), so that a restore knows the database is in use.
    _lock: Option<DatabaseLock>,
    /// The reminders the games' stored due moments are computed with
    /// ([`Store::set_reminders`]).
    reminder_percent: crate::game::Reminders,
    /// The longest time a write transaction of this store held the lock since it was
    /// last asked ([`Store::take_longest_write`]).
    longest_write: std::time::Duration,
    /// The file of a file database, for [`Store::read`]'s connection.
    path: Option<std::path::PathBuf>,
    /// Its WAL, which [`Store::sync_commits_since`] syncs (`None` in memory, or when
    /// SQLite could not use a WAL and syncs its rollback journal at every commit).
    wal: Option<std::path::PathBuf>,
    /// A read-only connection to it, opened at the first [`Store::read`].
    reader: Option<Connection>,
    /// Reads go through the store's own connection, made query-only for each
    /// ([`Store::reads_without_a_second_connection`]).
    one_connection: bool,
    /// The commits of this connection so far, counted by SQLite's commit hook.
    commits: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// After a synced commit: this connection's commit count then, and the database
    /// file's version as of that commit ([`file_version`]). While both are the same,
    /// no commit has come since the last synced one, so every commit in the WAL is on
    /// disk ([`everything_committed_is_durable`]).
    durable_as_of: Option<(u64, u32)>,
    /// How many times the WAL was synced ([`Store::sync_wal`]).
    wal_syncs: u64,
    /// The letters the mail transactions since the last sync queued, known durable
    /// once the next sync is done ([`synced_letters`]).
    queued_before_sync: Vec<i64>,
    /// Mail transactions commit without their sync ([`Store::defer_mail_syncs`]).
    defer_mail_syncs: bool,
    /// This connection's commits and changed rows ([`Store::commits_so_far`]) before
    /// the first mail transaction committed unsynced since the last sync.
    unsynced_since: Option<(u64, u64)>,
    /// A mail was found recorded (or set aside) by someone else since the last sync,
    /// with the syncs deferred ([`Store::let_found_mail_go`]).
    found_since_sync: bool,
    /// The WAL, open from the store's start for as long as it lives, which
    /// [`Store::sync_wal`] syncs: Linux reports a
    /// failed write-back to every descriptor open when it happened, so a failure seen
    /// first by another (SQLite's own sync before a checkpoint, which SQLite's
    /// automatic checkpoint then ignores) still reaches this one.
    wal_file: Option<std::fs::File>,
    /// A sync of the WAL failed, and none has been made good since ([`Store::sync_wal`]).
    wal_sync_failed: bool,
    /// Makes the next plain sync fail, as a disk would.
    #[cfg(test)]
    fail_next_sync: bool,
}

impl Drop for Store {
    /// The reader closes first: the store's own connection, closing last, is the one
    /// that checkpoints the WAL (unless [`Store::leave_checkpoint_to_others`]), as
    /// before there was a reader.
    fn drop(&mut self) {
        drop(self.reader.take());
    }
}

/// A write transaction held longer than this is logged: nothing slow belongs under the
/// write lock (a move delivered meanwhile waits for it).
pub const SLOW_WRITE: std::time::Duration = std::time::Duration::from_millis(100);

/// The reminder percentage of a store whose owner set none (the config's default).
pub const DEFAULT_REMINDER_PERCENT: u8 = 80;

/// Prepared statements kept per connection: the store has fewer distinct statements
/// than this, so each is parsed once per connection.
const STATEMENT_CACHE: usize = 128;

/// `execute` and `query_row` through the connection's statement cache. The daemon runs
/// the same statements for every mail; `Connection::execute` parses its SQL each time,
/// which was about a tenth of the daemon's CPU under load.
pub(crate) trait Cached {
    fn execute_cached<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize>;
    fn query_row_cached<T, P: rusqlite::Params, F>(
        &self,
        sql: &str,
        params: P,
        f: F,
    ) -> rusqlite::Result<T>
    where
        F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>;
}

impl Cached for Connection {
    fn execute_cached<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.prepare_cached(sql)?.execute(params)
    }

    fn query_row_cached<T, P: rusqlite::Params, F>(
        &self,
        sql: &str,
        params: P,
        f: F,
    ) -> rusqlite::Result<T>
    where
        F: FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    {
        self.prepare_cached(sql)?.query_row(params, f)
    }
}

impl Store {
    /// Opens (creating if needed, with its directory) the database at `path`, in WAL
    /// mode with foreign keys on, and brings its schema up to date. It holds the shared
    /// lock of [`DatabaseLock`] while it is open, and fails within half a second while a
    /// restore holds it.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::private_files::private_dir(dir).map_err(|source| StoreError::CreateDir {
                path: dir.display().to_string(),
                source,
            })?;
        }
        let lock = DatabaseLock::shared(path)?;
        let mut store = Store::open_unlocked(path)?;
        store._lock = Some(lock);
        Ok(store)
    }

    /// [`Store::open`] without the lock: for a file no one else knows of yet (the
    /// copy a restore checks before it takes the database's place).
    fn open_unlocked(path: &Path) -> Result<Store, StoreError> {
        // A new database is private from its first byte (its WAL and SHM files take the
        // database file's mode): it holds every player's reply addresses and keys.
        if !path.exists() {
            let created = crate::private_files::private_file(path);
            if let Err(source) = created
                && source.kind() != std::io::ErrorKind::AlreadyExists
            {
                return Err(StoreError::CreateDir {
                    path: path.display().to_string(),
                    source,
                });
            }
        }
        let wal = wal_path(path);
        let wal_was_there = wal.exists();
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX
                | OpenFlags::SQLITE_OPEN_URI,
        )?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        let mode: String =
            conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        let mut store = Store::prepare(conn)?;
        store.path = Some(path.to_path_buf());
        store.wal = mode.eq_ignore_ascii_case("wal").then(|| wal.clone());
        if store.wal.is_some() {
            // SQLite made it as the pragma read the database; opened again at the first
            // sync otherwise.
            store.wal_file = std::fs::File::open(&wal).ok();
        }
        // SQLite is built without its directory sync (`SQLITE_DISABLE_DIRSYNC`,
        // .cargo/config.toml): it synced the directory at the first commit of every
        // process, since it opens the WAL with O_CREAT whether it is there or not. The
        // WAL's name needs to be on disk only when it was made: then, and only then,
        // the directory is synced here, before any commit of this process can count
        // on the WAL.
        if !wal_was_there && wal.exists() {
            sync_directory_of(path).map_err(|source| StoreError::SyncDir {
                path: path.display().to_string(),
                source,
            })?;
        }
        Ok(store)
    }

    /// A private database in memory, for tests.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(conn: Connection) -> Result<Store, StoreError> {
        conn.pragma_update(None, "foreign_keys", "ON")?;
        plan_without_bound_values(&conn)?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        let mut store = Store {
            conn,
            _lock: None,
            reminder_percent: DEFAULT_REMINDER_PERCENT.into(),
            longest_write: std::time::Duration::ZERO,
            path: None,
            wal: None,
            reader: None,
            one_connection: false,
            commits: std::sync::Arc::default(),
            durable_as_of: None,
            wal_syncs: 0,
            queued_before_sync: Vec::new(),
            defer_mail_syncs: false,
            unsynced_since: None,
            found_since_sync: false,
            wal_file: None,
            wal_sync_failed: false,
            #[cfg(test)]
            fail_next_sync: false,
        };
        let commits = store.commits.clone();
        store.conn.commit_hook(Some(move || {
            commits.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            // Never veto a commit.
            false
        }));
        store.migrate()?;
        Ok(store)
    }

    /// How many times this connection synced the WAL, for tests.
    #[cfg(test)]
    pub(crate) fn wal_syncs(&self) -> u64 {
        self.wal_syncs
    }

    /// The database's file (`None` for a database in memory).
    pub fn file(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Leaves the WAL as it is when this connection closes: no checkpoint, no fsyncs,
    /// the file kept for the next process (SQLite checkpoints when the WAL has grown to
    /// a thousand pages, in whichever commit gets there). For a short process whose
    /// only write that must outlive the machine is a mail's transaction, already synced
    /// at its commit ([`Store::with_mail_transaction`]): `deliver`, once per mail.
    pub fn leave_checkpoint_to_others(&self) -> Result<(), StoreError> {
        self.conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
            true,
        )?;
        Ok(())
    }

    /// Checkpoints at a commit that leaves the WAL at [`SHORT_WAL_PAGES`] pages or more,
    /// not SQLite's thousand: for a process of one mail, which opens the database
    /// first when no other process has it open, and so rebuilds the WAL's index from
    /// every page of the WAL (read and checksummed: about 1.45 µs a page here, up to
    /// 1.3 ms at a thousand). A move's mail writes about 40 pages; a checkpoint every
    /// two or three of them (two fsyncs) cost less than that rebuild:
    /// `scripts/bench-deliver`'s median went from 10.8–11.3 ms to 10.1–10.7 ms.
    pub fn keep_the_wal_short(&self) -> Result<(), StoreError> {
        self.conn
            .pragma_update(None, "wal_autocheckpoint", SHORT_WAL_PAGES)?;
        Ok(())
    }

    /// The number of migrations applied.
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |row| row.get(0))?)
    }

    fn migrate(&mut self) -> Result<(), StoreError> {
        let known = MIGRATIONS.len() as u32;
        // Most opens find the schema current: read without taking the write lock.
        let current: u32 = self
            .conn
            .pragma_query_value(None, "user_version", |row| row.get(0))?;
        if current == known {
            return Ok(());
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let found: u32 = tx.pragma_query_value(None, "user_version", |row| row.get(0))?;
        if found > known {
            return Err(StoreError::NewerSchema { found, known });
        }
        for (index, sql) in MIGRATIONS.iter().enumerate().skip(found as usize) {
            tx.execute_batch(sql)?;
            tx.pragma_update(None, "user_version", index as u32 + 1)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Runs `f` in one write transaction: everything it did commits together, or
    /// nothing does when it returns an error.
    pub fn transaction<T, E>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let started = std::time::Instant::now();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        // Held from here: BEGIN IMMEDIATE took the lock (the wait for it is not ours).
        let held = std::time::Instant::now();
        let value = f(&Tx::new(&tx, None, self.reminder_percent))?;
        tx.commit().map_err(StoreError::from)?;
        self.note_write(held.elapsed(), started.elapsed());
        Ok(value)
    }

    /// The longest time a write transaction held the lock since the last
    /// [`Store::take_longest_write`].
    pub fn longest_write(&self) -> std::time::Duration {
        self.longest_write
    }

    /// The longest time a write transaction held the lock since the last call.
    pub fn take_longest_write(&mut self) -> std::time::Duration {
        std::mem::take(&mut self.longest_write)
    }

    fn note_write(&mut self, held: std::time::Duration, with_wait: std::time::Duration) {
        self.longest_write = self.longest_write.max(held);
        if held > SLOW_WRITE {
            tracing::warn!(
                held_ms = held.as_millis() as u64,
                waited_ms = with_wait.saturating_sub(held).as_millis() as u64,
                "a write transaction held the database's lock long"
            );
        } else {
            tracing::trace!(held_us = held.as_micros() as u64, "write transaction");
        }
    }

    /// The one transaction of one inbound mail: records the mail (unique by its
    /// Message-ID, else by the SHA-256 of its raw bytes), runs `f` (load games, save
    /// them, queue replies) and commits it all together, clearing the attempts at it
    /// (and its place in the quarantine, when the admin reprocesses it). A mail already
    /// recorded is skipped: `f` is not run and nothing changes.
    pub fn with_mail_transaction<T, E>(
        &mut self,
        mail: &InboundKey<'_>,
        now: Timestamp,
        f: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<MailOutcome<T>, E>
    where
        E: From<StoreError>,
    {
        // Hashed before the write lock is taken: a megabyte costs milliseconds.
        let attempts = quarantine::attempt_key(mail.raw);
        // This commit is what lets the mail go (the MTA told it is taken, the IMAP copy
        // deleted, the spool's file marked seen): it reaches the disk before it returns,
        // whatever happens to the machine next, or, in the daemon, before the mail is
        // acknowledged. Synced whatever `f` answers: a commit made before failing too.
        let before = self.commits_so_far();
        let outcome = self.mail_transaction(mail, &attempts, now, f);
        self.let_mail_go_after(before)?;
        outcome
    }

    /// From now on a mail transaction ([`Store::with_mail_transaction`]) commits
    /// without syncing the WAL: the daemon's, whose mails go only when it acknowledges
    /// them, a batch at a time, after [`Store::sync_deferred`], and whose letters leave
    /// only after the claim that finds them not on disk syncs (as the sweep's always
    /// did). One fsync then covers every mail committed since the last: under load the
    /// claim of a few moves' letters, where each mail had its own. A crash of the
    /// process loses nothing (the commits are in the WAL, in the system's cache); a
    /// crash of the machine may lose commits no one was told of: their mails are still
    /// on the server, their letters unsent, and they are read again.
    ///
    /// The WAL is synced once here: a process killed before its acknowledgement may
    /// have left commits unsynced, and this one, finding those mails recorded, lets
    /// them go as duplicates, which commit nothing of their own to sync.
    pub fn defer_mail_syncs(&mut self) -> Result<(), StoreError> {
        self.sync_wal()?;
        self.defer_mail_syncs = true;
        Ok(())
    }

    /// After a commit that lets a mail go (its transaction, or its setting aside), made
    /// since `before` ([`Store::commits_so_far`]): synced now, or, with the syncs
    /// deferred, left to the next.
    pub(crate) fn let_mail_go_after(&mut self, before: (u64, u64)) -> Result<(), StoreError> {
        if !self.defer_mail_syncs {
            return self.sync_commits_since(before);
        }
        if self.commits_so_far() != before {
            self.unsynced_since.get_or_insert(before);
        }
        Ok(())
    }

    /// Before a mail found recorded (or set aside) before is let go: this connection
    /// committed nothing for it, but whoever did may have died before its sync (a
    /// daemon killed between a handed mail's commit and its sync, the `deliver` then
    /// trying alone). The whole WAL is synced now, or, with the syncs deferred, by the
    /// next [`Store::sync_deferred`].
    pub(crate) fn let_found_mail_go(&mut self) -> Result<(), StoreError> {
        if self.defer_mail_syncs {
            self.found_since_sync = true;
            Ok(())
        } else {
            self.sync_wal()
        }
    }

    /// Syncs the WAL if a mail transaction committed unsynced since the last sync
    /// ([`Store::defer_mail_syncs`]), or a mail was found recorded by another
    /// ([`Store::let_found_mail_go`]): before the mails are let go.
    pub fn sync_deferred(&mut self) -> Result<(), StoreError> {
        match self.unsynced_since {
            Some(before) => self.sync_commits_since(before),
            None if self.found_since_sync => self.sync_wal(),
            None => Ok(()),
        }
    }

    /// Runs `f` with its commits synced to the disk before it returns, and with them
    /// every commit before: the tests' way of making a synced commit.
    #[cfg(test)]
    pub(crate) fn with_synced_commits<T, E>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let before = self.commits_so_far();
        // Synced whatever `f` answers: a commit it made before failing is synced too.
        let outcome = f(self);
        self.sync_commits_since(before)?;
        outcome
    }

    /// This connection's commits and changed rows so far, for
    /// [`Store::sync_commits_since`].
    fn commits_so_far(&self) -> (u64, u64) {
        (self.commit_count(), self.conn.total_changes())
    }

    /// Syncs the WAL when this connection committed a change since `before`
    /// ([`Store::commits_so_far`]), and notes that every commit so far is durable. To
    /// be called right after the commit, before another transaction begins.
    ///
    /// The WAL is synced one by one (the WAL is one file, synced whole) rather than by
    /// SQLite at `synchronous = FULL`: SQLite compiles a pragma again at every use (each
    /// ends by expiring itself), and setting the level twice per mail and per claim was
    /// a twentieth of the daemon's store thread. Two kinds of commit need it: a mail's,
    /// which lets the mail go ([`Store::let_mail_go_after`]), and the outbox's claim,
    /// after which a letter leaves: a decision it tells of (a forfeit of the sweep, an
    /// adjudication, leave started) was committed at `NORMAL` and must not be lost once
    /// a player has read it. The other commits (attempt counts, marks, renewals) may
    /// wait: losing them costs a retry or a letter sent again. Until the fsync returns
    /// nothing here has told anyone the commit happened, and a claim of another
    /// connection meanwhile finds the database changed and syncs itself.
    fn sync_commits_since(&mut self, before: (u64, u64)) -> Result<(), StoreError> {
        let after = self.commit_count();
        // Only a commit that changed rows wrote to the WAL and needs the sync: a mail
        // answered as a duplicate commits nothing, a claim that found no letter commits
        // an empty transaction. Neither makes the WAL durable, so neither is noted.
        if after == before.0 || self.conn.total_changes() == before.1 {
            return Ok(());
        }
        self.sync_wal()?;
        // Every commit before the fsync is on disk, the deferred mails' too.
        self.unsynced_since = None;
        // Read outside any transaction: the version as of this connection's last
        // commit, whatever others committed since (their commits are synced with ours
        // when they came before the fsync, and change the version anyway).
        self.durable_as_of = Some((after, file_version(&self.conn)?));
        let queued = std::mem::take(&mut self.queued_before_sync);
        if let Some(path) = &self.path {
            synced_letters::note(path, queued);
        }
        Ok(())
    }

    /// Syncs the WAL, and with it every commit in it (whichever connection or process
    /// made it).
    ///
    /// A sync that failed is never tried again as a sync. Linux reports a page it could
    /// not write back once, then takes it for clean: the next `fsync` of the file
    /// succeeds without it, and the commit in it would be lost with the machine though
    /// a mail was let go and its letters sent (`scripts/sync-failure` shows it on a
    /// real file system). SQLite never writes a WAL frame twice; so after a failure,
    /// seen by this process ([`Store::wal_sync_failed`]) or by another (the file
    /// [`sync_failed_path`] beside the database, which the `deliver` the MTA runs again
    /// finds), a sync writes the WAL's frames into the database file afresh and syncs
    /// it ([`Store::write_wal_into_database`]); until one succeeds every sync fails, and
    /// nothing that waits on one is let go.
    fn sync_wal(&mut self) -> Result<(), StoreError> {
        if let Some(wal) = self.wal.clone() {
            let marker = self.path.as_deref().map(sync_failed_path);
            let failed_before = self.wal_sync_failed || marker.as_deref().is_some_and(Path::exists);
            let synced = if failed_before {
                self.write_wal_into_database(&wal)
            } else {
                self.plain_sync(&wal)
            };
            if let Err(source) = synced {
                if !self.wal_sync_failed {
                    self.wal_sync_failed = true;
                    if let Some(marker) = marker.as_deref().filter(|m| !m.exists()) {
                        note_sync_failure(marker, &source);
                    }
                }
                return Err(StoreError::SyncWal {
                    path: wal.display().to_string(),
                    source,
                });
            }
            if failed_before {
                self.wal_sync_failed = false;
                if let Some(marker) = &marker {
                    match std::fs::remove_file(marker) {
                        // Left by a crash here, it costs one more checkpoint: no harm.
                        Ok(()) => {}
                        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                        Err(e) => tracing::error!(
                            path = %marker.display(),
                            "cannot remove the word of a failed sync, made good: {e}; \
                             every sync writes the log into the database until it is gone"
                        ),
                    }
                    tracing::warn!(
                        database = %self.path.as_deref().unwrap_or(Path::new("")).display(),
                        "the log written into the database and synced after a failed sync: \
                         every commit is on disk again"
                    );
                }
            }
            self.wal_syncs += 1;
        }
        // Whatever anyone committed before the fsync is on disk.
        self.found_since_sync = false;
        Ok(())
    }

    /// The WAL's descriptor, opened now if the store's start found no WAL yet.
    fn wal_file(&mut self, wal: &Path) -> std::io::Result<&std::fs::File> {
        if self.wal_file.is_none() {
            self.wal_file = Some(std::fs::File::open(wal)?);
        }
        Ok(self.wal_file.as_ref().expect("opened above"))
    }

    fn plain_sync(&mut self, wal: &Path) -> std::io::Result<()> {
        #[cfg(test)]
        if std::mem::take(&mut self.fail_next_sync) {
            return Err(std::io::Error::other("a write failed (a test's disk)"));
        }
        self.wal_file(wal)?.sync_all()
    }

    /// After a failed sync: a checkpoint that writes every frame of the WAL not yet in
    /// the database file into it, from what the system holds of them (the pages it
    /// failed to write are still there, taken for clean), syncs that file (SQLite does,
    /// at `synchronous = NORMAL`) and empties the WAL, whose emptying is then synced.
    /// Pages written afresh are dirty, so the sync that succeeds has written them.
    /// (Writing the WAL's own bytes again instead was tried: on the loop device of
    /// `scripts/sync-failure` the pages that had failed were taken as written and
    /// never reached the disk, though the `fsync` succeeded.) Then `quick_check`, so
    /// that a page the system dropped since the failure, read back from the disk as it
    /// is there and copied, is found rather than trusted: the sync then keeps failing,
    /// and the admin has the message. A connection that keeps the checkpoint from
    /// finishing (a writer, or a reader of an older snapshot, past the busy timeout;
    /// another checkpoint at once) makes it fail this time.
    ///
    /// Between SQLite's emptying of the WAL and its sync here a crash would leave the
    /// WAL's frames before the failed ones to be replayed over the newer database: a
    /// few system calls' window, in a state reached only after a disk failed.
    fn write_wal_into_database(&mut self, wal: &Path) -> std::io::Result<()> {
        let sqlite =
            |e: rusqlite::Error| std::io::Error::other(format!("a sync failed before: {e}"));
        let (busy, log, written): (i64, i64, i64) = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })
            .map_err(sqlite)?;
        if busy != 0 {
            return Err(std::io::Error::other(format!(
                "a sync failed before, and the log could not all be written into the database \
                 yet (another connection holds it; {written} of {log} frames)"
            )));
        }
        self.wal_file(wal)?.sync_all()?;
        if let Some(path) = &self.path {
            std::fs::File::open(path)?.sync_all()?;
        }
        let check: String = self
            .conn
            .query_row("PRAGMA quick_check", [], |row| row.get(0))
            .map_err(sqlite)?;
        if check != "ok" {
            return Err(std::io::Error::other(format!(
                "a sync failed before, and the database written again from the log does not \
                 check ({check}): restore the last backup (docs/deploy.md, \"Backups\")"
            )));
        }
        Ok(())
    }

    fn commit_count(&self) -> u64 {
        self.commits.load(std::sync::atomic::Ordering::Relaxed)
    }

    fn mail_transaction<T, E>(
        &mut self,
        mail: &InboundKey<'_>,
        attempts: &str,
        now: Timestamp,
        f: impl FnOnce(&Tx<'_>) -> Result<T, E>,
    ) -> Result<MailOutcome<T>, E>
    where
        E: From<StoreError>,
    {
        let started = std::time::Instant::now();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let held = std::time::Instant::now();
        let Some(inbound_id) = mail::record_inbound(&tx, mail, now)? else {
            return Ok(MailOutcome::AlreadyProcessed);
        };
        let (value, queued) = {
            let view = Tx::new(&tx, Some(inbound_id), self.reminder_percent);
            (f(&view)?, view.queued.take())
        };
        quarantine::mail_committed(&tx, attempts)?;
        tx.commit().map_err(StoreError::from)?;
        // Beside those of mails not synced yet (deferred, or whose sync failed): the
        // next sync, after all their commits, notes them all.
        self.queued_before_sync.extend(queued);
        self.note_write(held.elapsed(), started.elapsed());
        Ok(MailOutcome::Processed(value))
    }

    /// Runs `f` in a read transaction: one snapshot of the database, without the write
    /// lock (in WAL mode writers go on meanwhile and it waits for none of them). A
    /// write in `f` is an error at once, never a wait for the lock; nothing `f` does is
    /// kept.
    ///
    /// A file database is read through a second connection, opened read-only at the
    /// first read, with its own statement cache. The store's own connection used to be
    /// made query-only for the read instead; but `PRAGMA query_only`, like every flag
    /// pragma, expires every prepared statement of the connection, and intake reads
    /// twice per mail, so every mail parsed all its SQL again (an eighth of the
    /// daemon's CPU). A database in memory has no second connection and still does so.
    pub fn read<T, E>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let reminders = self.reminder_percent;
        if let Some(path) = self.path.as_ref().filter(|_| !self.one_connection) {
            if self.reader.is_none() {
                self.reader = Some(Store::open_reader(path)?);
            }
            let reader = self.reader.as_mut().expect("opened above");
            let tx = reader
                .transaction_with_behavior(TransactionBehavior::Deferred)
                .map_err(StoreError::from)?;
            let value = f(&Tx::new(&tx, None, reminders));
            tx.rollback().map_err(StoreError::from)?;
            return value;
        }
        self.conn
            .pragma_update(None, "query_only", true)
            .map_err(StoreError::from)?;
        let result = (|| {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Deferred)
                .map_err(StoreError::from)?;
            let value = f(&Tx::new(&tx, None, reminders));
            tx.rollback().map_err(StoreError::from)?;
            value
        })();
        self.conn
            .pragma_update(None, "query_only", false)
            .map_err(StoreError::from)?;
        result
    }

    /// For a process that handles one mail and exits (`deliver`, `read`): its reads go
    /// through the store's own connection, made query-only for each, instead of a
    /// second connection. Opening that one reads the whole schema again (about 2 M
    /// instructions, 7 % of a `deliver`), while the statements a query-only switch
    /// expires are few in a process that prepares each of them about once.
    pub fn reads_without_a_second_connection(&mut self) {
        self.one_connection = true;
        drop(self.reader.take());
    }

    /// The read-only connection of [`Store::read`] to the database at `path` (open
    /// already, so its WAL and shared memory exist).
    fn open_reader(path: &Path) -> Result<Connection, StoreError> {
        let reader = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY
                | OpenFlags::SQLITE_OPEN_NO_MUTEX
                | OpenFlags::SQLITE_OPEN_URI,
        )?;
        reader.busy_timeout(BUSY_TIMEOUT)?;
        plan_without_bound_values(&reader)?;
        reader.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        Ok(reader)
    }

    /// Runs `f` as [`Store::with_mail_transaction`] would — the mail recorded first, so
    /// that what `f` reads (the sender's mails of the last hour) is what the daemon
    /// would read — and then rolls it all back: the database is left as it was. `f`
    /// learns whether the mail was recorded before (the daemon would skip it); it then
    /// runs without a record of its own.
    pub fn rehearse_mail_transaction<T, E>(
        &mut self,
        mail: &InboundKey<'_>,
        now: Timestamp,
        f: impl FnOnce(&Tx<'_>, bool) -> Result<T, E>,
    ) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let inbound_id = mail::record_inbound(&tx, mail, now)?;
        let value = f(
            &Tx::new(&tx, inbound_id, self.reminder_percent),
            inbound_id.is_none(),
        );
        tx.rollback().map_err(StoreError::from)?;
        value
    }

    /// A game as stored, replayed and checked (outside any write transaction: to
    /// change it, load it again inside one).
    pub fn load_game(&self, id: GameId) -> Result<crate::game::Game, StoreError> {
        games::load(&self.conn, id).map(|(game, _)| game)
    }

    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The reminders of the config: every game saved through this store stores the
    /// moment its next reminder is due with it.
    pub fn set_reminders(&mut self, reminders: impl Into<crate::game::Reminders>) {
        self.reminder_percent = reminders.into();
    }
}

/// A write transaction. Games saved through it must have been loaded (or inserted)
/// through it, and unchanged by anyone else meanwhile: no update is ever lost.
pub struct Tx<'a> {
    conn: &'a Connection,
    inbound_id: Option<i64>,
    /// The revision of each game as loaded in this transaction.
    loaded: RefCell<BTreeMap<GameId, i64>>,
    /// The store's reminders, for the due moments saved.
    reminder_percent: crate::game::Reminders,
    /// The outbox rows this transaction queued ([`Tx::queue_mail`]).
    queued: RefCell<Vec<i64>>,
}

impl<'a> Tx<'a> {
    fn new(
        conn: &'a Connection,
        inbound_id: Option<i64>,
        reminder_percent: crate::game::Reminders,
    ) -> Tx<'a> {
        Tx {
            conn,
            inbound_id,
            loaded: RefCell::new(BTreeMap::new()),
            reminder_percent,
            queued: RefCell::new(Vec::new()),
        }
    }

    /// The underlying connection, for queries this API does not offer.
    pub fn connection(&self) -> &Connection {
        self.conn
    }

    /// The row id of the inbound mail this transaction handles, if any.
    pub fn inbound_id(&self) -> Option<i64> {
        self.inbound_id
    }
}

/// Whether every commit in the WAL is on disk: nothing was committed, by this
/// connection (`commits`) or another ([`file_version`]), since the connection's last
/// synced commit (`as_of`, [`Store::sync_commits_since`]), whose fsync synced the
/// whole WAL. Asked inside a write transaction (`conn` is it), so no commit can come
/// between the answer and its use.
fn everything_committed_is_durable(
    conn: &Connection,
    commits: &std::sync::atomic::AtomicU64,
    as_of: Option<(u64, u32)>,
) -> Result<bool, StoreError> {
    let Some((count, version)) = as_of else {
        return Ok(false);
    };
    if commits.load(std::sync::atomic::Ordering::Relaxed) != count {
        return Ok(false);
    }
    Ok(file_version(conn)? == version)
}

/// Makes SQLite plan each statement once, whatever values are bound to it (its query
/// planner stability guarantee). Otherwise a statement whose plan could use a bound
/// value (`LIMIT ?4`, which the outbox's claim has) is expired by every new binding of
/// it and compiled again at its next step: the claim, an `UPDATE … RETURNING` with a
/// subquery, was compiled anew for each claim. The values it would have planned with
/// only shorten a `LIMIT` (pawnpost binds no `LIKE` pattern, and the bundled SQLite has
/// no STAT4), and a statement's first plan never had them (nothing is bound when it is
/// first compiled): the plans the store's tests pin (`EXPLAIN QUERY PLAN`, unbound)
/// are the ones every statement keeps now.
fn plan_without_bound_values(conn: &Connection) -> Result<(), StoreError> {
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
        true,
    )?;
    Ok(())
}

/// SQLite's version of the main database file (`SQLITE_FCNTL_DATA_VERSION`): it
/// changes with every commit, this connection's or any other's, seen when a
/// transaction begins. `PRAGMA data_version` tells the same of other connections'
/// commits, but a pragma is compiled again at each use; this reads a counter.
fn file_version(conn: &Connection) -> Result<u32, StoreError> {
    use rusqlite::ffi;
    let mut version: u32 = 0;
    // SAFETY: the handle is `conn`'s, open for the whole call; the name is a
    // NUL-terminated literal; this opcode writes one `unsigned int` through the pointer,
    // which points at `version`.
    let code = unsafe {
        ffi::sqlite3_file_control(
            conn.handle(),
            c"main".as_ptr(),
            ffi::SQLITE_FCNTL_DATA_VERSION,
            (&raw mut version).cast(),
        )
    };
    if code != ffi::SQLITE_OK {
        return Err(rusqlite::Error::SqliteFailure(ffi::Error::new(code), None).into());
    }
    Ok(version)
}

/// The letters this process queued in a mail transaction and synced to the disk, by
/// database file. A claim that takes only such letters need not sync: what they tell
/// of was committed with them or before them, and the fsync after their commit synced
/// the whole WAL up to it. The daemon's outbox task claims the letters its inbound
/// task queued, with unsynced commits between (marks as sent; they were another
/// connection's until both tasks shared one): before, its claim synced again, a second
/// fsync for every move. Only this process's own syncs are trusted (ids of other
/// processes' letters are never here), a letter is forgotten once claimed, whether
/// its claim needed it or not (claimed again after a failure, it is synced then), and
/// at most [`synced_letters::KEPT`] are kept per database (the oldest forgotten: a
/// claim of it is synced, as before). An id names one letter for good:
/// outbox rows are never deleted (a sent letter only loses its bytes), so no later
/// letter can take the id of one noted here.
mod synced_letters {
    use std::collections::{BTreeSet, HashMap};
    use std::path::{Path, PathBuf};
    use std::sync::{LazyLock, Mutex, PoisonError};

    pub(super) const KEPT: usize = 10_000;

    static SYNCED: LazyLock<Mutex<HashMap<PathBuf, BTreeSet<i64>>>> = LazyLock::new(Mutex::default);

    /// `letters` of the database at `path` were committed, and the WAL synced since.
    pub(super) fn note(path: &Path, letters: Vec<i64>) {
        if letters.is_empty() {
            return;
        }
        let mut synced = SYNCED.lock().unwrap_or_else(PoisonError::into_inner);
        let known = synced.entry(path.to_path_buf()).or_default();
        known.extend(letters);
        while known.len() > KEPT {
            known.pop_first();
        }
    }

    /// Whether every one of `letters` (none is not) was noted synced; they are
    /// forgotten either way.
    pub(super) fn take_all(path: &Path, letters: &[i64]) -> bool {
        let mut synced = SYNCED.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(known) = synced.get_mut(path) else {
            return false;
        };
        let mut all = !letters.is_empty();
        for id in letters {
            all &= known.remove(id);
        }
        all
    }
}

/// The WAL file of the database at `path`.
fn wal_path(path: &Path) -> std::path::PathBuf {
    crate::private_files::sibling(path, "-wal")
}

/// The file beside the database at `path` that says a sync of its WAL failed (and
/// why; its time says when) ([`Store::sync_wal`]): every process that opens the
/// database then writes the WAL into the database file before it counts a commit as
/// on disk, and the first to succeed removes it.
pub fn sync_failed_path(path: &Path) -> std::path::PathBuf {
    crate::private_files::sibling(path, ".sync-failed")
}

/// Leaves the file of [`sync_failed_path`], as well as a failing disk lets it; a
/// failure to is logged (this process still knows, and refuses its syncs).
fn note_sync_failure(marker: &Path, error: &std::io::Error) {
    // When: the file's own time.
    let text = format!(
        "a sync of the database's log failed: {error}\n\
         pawnpost writes the log into the database before it counts a commit as on disk \
         again, and removes this file when that succeeds.\n"
    );
    if let Err(e) = crate::private_files::replace_file(marker, text.as_bytes(), 0o600) {
        tracing::error!(path = %marker.display(), "cannot leave word of the failed sync: {e}");
    }
}

/// Makes the names in the directory of `path` durable.
fn sync_directory_of(path: &Path) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    std::fs::File::open(dir)?.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rehearsal_leaves_nothing_behind() {
        let mut store = Store::open_in_memory().unwrap();
        let key = InboundKey {
            message_id: Some("a@example.org"),
            raw: b"raw",
            source_id: "test",
            sender: "anna@example.org",
        };
        let count = |store: &Store| -> i64 {
            store
                .conn
                .query_row("SELECT count(*) FROM inbound_mails", [], |r| r.get(0))
                .unwrap()
        };
        let seen = store
            .rehearse_mail_transaction(&key, 10, |tx, seen| {
                // The mail is recorded inside, as the daemon's transaction has it.
                assert_eq!(tx.mails_from_since("anna@example.org", 0)?, 1);
                tx.ensure_player("anna@example.org", 10)?;
                Ok::<_, StoreError>(seen)
            })
            .unwrap();
        assert!(!seen);
        assert_eq!(count(&store), 0);
        let players: i64 = store
            .conn
            .query_row("SELECT count(*) FROM players", [], |r| r.get(0))
            .unwrap();
        assert_eq!(players, 0);
        // A mail recorded before is known as such.
        store
            .with_mail_transaction(&key, 10, |_| Ok::<_, StoreError>(()))
            .unwrap();
        let seen = store
            .rehearse_mail_transaction(&key, 20, |_, seen| Ok::<_, StoreError>(seen))
            .unwrap();
        assert!(seen);
        assert_eq!(count(&store), 1);
    }

    /// The outbox's claim is synced, like a mail's: a forfeit the sweep committed at
    /// NORMAL is on disk before a letter telling of it leaves. The sync is the WAL's,
    /// once after the claim's commit; the connection stays at NORMAL throughout (no
    /// pragma is run, so no statement is compiled again); a claim that takes no letter
    /// changes nothing and syncs nothing; a panic inside leaves the store as it was.
    #[test]
    fn the_outbox_claim_is_synced_once_and_the_level_never_changes() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("db")).unwrap();
        let level = |conn: &Connection| -> i64 {
            conn.pragma_query_value(None, "synchronous", |r| r.get(0))
                .unwrap()
        };
        const NORMAL: i64 = 1;
        let lease = lease::Lease::new(Duration::from_secs(60));
        assert!(store.claim_outbox(&lease, 1_000, 10).unwrap().is_empty());
        assert_eq!((store.wal_syncs, store.durable_as_of), (0, None));
        lease::tests::queue_letters(&mut store, 2);
        let seen = store
            .with_synced_commits(|store| Ok::<_, StoreError>(level(&store.conn)))
            .unwrap();
        assert_eq!(seen, NORMAL);
        assert_eq!(store.wal_syncs, 0, "nothing committed, nothing synced");
        assert_eq!(store.claim_outbox(&lease, 1_000, 10).unwrap().len(), 2);
        assert_eq!(store.wal_syncs, 1);
        assert!(store.durable_as_of.is_some());
        assert_eq!(level(&store.conn), NORMAL);
        let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = store.with_synced_commits(|_| -> Result<(), StoreError> {
                panic!("inside a synced commit")
            });
        }));
        assert!(panicked.is_err());
        store.recover_after_panic();
        assert_eq!((store.wal_syncs, level(&store.conn)), (1, NORMAL));
    }

    #[test]
    fn a_claim_right_after_a_synced_commit_with_none_since_needs_no_sync_of_its_own() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        let mut store = Store::open(&path).unwrap();
        let durable = |store: &mut Store| -> bool {
            let tx = store
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)
                .unwrap();
            everything_committed_is_durable(&tx, &store.commits, store.durable_as_of).unwrap()
        };
        store
            .conn
            .execute_batch("CREATE TABLE scratch (x)")
            .unwrap();
        let synced_insert = |store: &mut Store| {
            store
                .with_synced_commits(|s| {
                    s.conn
                        .execute("INSERT INTO scratch VALUES (1)", [])
                        .map_err(StoreError::from)
                })
                .unwrap();
        };
        // Nothing synced yet.
        assert!(!durable(&mut store));
        synced_insert(&mut store);
        assert!(durable(&mut store));
        // Another connection's commit since.
        let other = Store::open(&path).unwrap();
        other
            .conn
            .execute("INSERT INTO scratch VALUES (2)", [])
            .unwrap();
        assert!(!durable(&mut store));
        synced_insert(&mut store);
        assert!(durable(&mut store));
        // This connection's own unsynced commit since.
        store
            .conn
            .execute("INSERT INTO scratch VALUES (3)", [])
            .unwrap();
        assert!(!durable(&mut store));
        // A synced closure that commits nothing syncs nothing: still not durable.
        store
            .with_synced_commits(|s| {
                s.conn
                    .query_row("SELECT count(*) FROM scratch", [], |r| r.get::<_, i64>(0))
                    .map_err(StoreError::from)
            })
            .unwrap();
        assert!(!durable(&mut store));
        // After a synced commit, the claim is not synced (a synced one would mark the
        // WAL durable anew) and is itself a commit: the next claim is synced again.
        synced_insert(&mut store);
        let lease = lease::Lease::new(Duration::from_secs(60));
        let (mark, syncs) = (store.durable_as_of, store.wal_syncs);
        store.claim_outbox(&lease, 1_000, 10).unwrap();
        assert_eq!((store.durable_as_of, store.wal_syncs), (mark, syncs));
        assert!(!durable(&mut store));
        lease::tests::queue_letters(&mut store, 1);
        assert_eq!(store.claim_outbox(&lease, 1_001, 10).unwrap().len(), 1);
        assert_ne!(store.durable_as_of, mark);
        assert_eq!(store.wal_syncs, syncs + 1);
        assert!(durable(&mut store));
    }

    /// Commits a mail from anna (Message-ID `id`) queueing `letters`
    /// ([`lease::tests::letter`]), as the daemon's mail transaction does: synced.
    fn mail_queueing(store: &mut Store, id: &str, letters: std::ops::Range<usize>) {
        let key = InboundKey {
            message_id: Some(id),
            raw: b"raw",
            source_id: "test",
            sender: "anna@example.org",
        };
        store
            .with_mail_transaction(&key, 10, |tx| {
                for n in letters {
                    tx.queue_mail(&lease::tests::letter(n), 10)?;
                }
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    /// With its mail syncs deferred (the daemon's), a store commits mails without an
    /// fsync; the claim of their letters syncs once for all of them and lets the
    /// acknowledgement's sync pass; mails committed after it are synced by the next
    /// acknowledgement, once; a duplicate commits nothing and needs no sync.
    #[test]
    fn deferred_mail_syncs_are_one_fsync_for_the_mails_between() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("pawnpost.sqlite3")).unwrap();
        // What a process before may have left unsynced is synced at once.
        store.defer_mail_syncs().unwrap();
        assert_eq!(store.wal_syncs, 1);
        let lease = lease::Lease::new(Duration::from_secs(60));
        mail_queueing(&mut store, "a@example.org", 0..2);
        mail_queueing(&mut store, "b@example.org", 2..4);
        assert_eq!(store.wal_syncs, 1, "committed, not synced");
        // The claim finds the letters not on disk: one sync, for both mails.
        let claimed = store.claim_outbox(&lease, 100, 8).unwrap();
        assert_eq!((claimed.len(), store.wal_syncs), (4, 2));
        store.sync_deferred().unwrap();
        assert_eq!(store.wal_syncs, 2, "the claim's sync covered the mails");
        // Two more mails and a duplicate: one sync when they are let go.
        mail_queueing(&mut store, "c@example.org", 4..5);
        mail_queueing(&mut store, "d@example.org", 5..6);
        mail_queueing(&mut store, "d@example.org", 6..7);
        assert_eq!(store.wal_syncs, 2);
        store.sync_deferred().unwrap();
        store.sync_deferred().unwrap();
        assert_eq!(store.wal_syncs, 3);
        // Their letters were noted on disk by that sync: claimed without another.
        let later = store.claim_outbox(&lease, 100, 8).unwrap();
        assert_eq!((later.len(), store.wal_syncs), (2, 3));
        // A store that does not defer (`deliver`'s) syncs each mail.
        let mut each = Store::open(&dir.path().join("pawnpost.sqlite3")).unwrap();
        mail_queueing(&mut each, "e@example.org", 7..8);
        assert_eq!(each.wal_syncs, 1);
    }

    /// `deliver`'s store checkpoints once the WAL reaches a hundred pages, so the next
    /// process rebuilds the WAL's index from a short WAL; by default the WAL grows to
    /// SQLite's thousand.
    #[test]
    fn a_store_that_keeps_the_wal_short_checkpoints_past_a_hundred_pages() {
        let dir = tempfile::tempdir().unwrap();
        let frames_after_300_pages = |keep: bool| -> i64 {
            let store = Store::open(&dir.path().join(format!("{keep}.sqlite3"))).unwrap();
            store.leave_checkpoint_to_others().unwrap();
            if keep {
                store.keep_the_wal_short().unwrap();
            }
            store
                .conn
                .execute_batch("CREATE TABLE filler (x BLOB)")
                .unwrap();
            for _ in 0..30 {
                // Ten pages each.
                store
                    .conn
                    .execute("INSERT INTO filler VALUES (zeroblob(40000))", [])
                    .unwrap();
            }
            // The frames in the WAL since it last began again.
            store
                .conn
                .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get(1))
                .unwrap()
        };
        assert!(frames_after_300_pages(false) >= 300);
        let short = frames_after_300_pages(true);
        assert!(short < SHORT_WAL_PAGES + 12, "{short} frames");
    }

    /// A connection claims the letters another queued in a synced mail transaction
    /// without a second sync, though the database changed since its own last sync (the
    /// daemon's inbound and outbox connections, before they became one); a letter
    /// queued unsynced (as the sweep's are) is synced at its claim, alone or beside
    /// the others; and a letter is trusted once.
    #[test]
    fn letters_of_a_synced_mail_are_claimed_without_a_second_sync() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pawnpost.sqlite3");
        let (mut inbound, mut outbox) = (Store::open(&path).unwrap(), Store::open(&path).unwrap());
        let mut sweep = Store::open(&path).unwrap();
        let lease = lease::Lease::new(Duration::from_secs(60));
        mail_queueing(&mut inbound, "a@example.org", 0..2);
        assert_eq!(inbound.wal_syncs, 1);
        // The sweep commits since, unsynced.
        lease::tests::queue_letters(&mut sweep, 1);
        // Each claim's letters are sent at once (marks are never synced).
        let claim = |outbox: &mut Store, limit| {
            let claimed = outbox.claim_outbox(&lease, 100, limit).unwrap();
            for letter in &claimed {
                assert!(outbox.mark_sent(letter.id, &lease, 100).unwrap());
            }
            claimed.len()
        };
        assert_eq!(claim(&mut outbox, 2), 2);
        assert_eq!(
            outbox.wal_syncs, 0,
            "the mail's letters were on disk already"
        );
        // The sweep's letter alone: synced.
        assert_eq!(claim(&mut outbox, 8), 1);
        assert_eq!(outbox.wal_syncs, 1);
        // A mail's letter beside an unsynced one: synced.
        mail_queueing(&mut inbound, "b@example.org", 3..4);
        lease::tests::queue_letters(&mut sweep, 1);
        assert_eq!(claim(&mut outbox, 8), 2);
        assert_eq!(outbox.wal_syncs, 2);
        // A mail's letter claimed twice (its first sender failed): trusted once only.
        mail_queueing(&mut inbound, "c@example.org", 5..6);
        let first = outbox.claim_outbox(&lease, 100, 8).unwrap();
        assert_eq!((first.len(), outbox.wal_syncs), (1, 2));
        let later = lease::Lease::new(Duration::from_secs(60));
        assert_eq!(outbox.claim_outbox(&later, 1_000, 8).unwrap().len(), 1);
        assert_eq!(outbox.wal_syncs, 3);
    }

    /// The daemon's sequence on its one connection, the two tasks' calls interleaved:
    /// a mail (synced), the claim of its letters, the first marked sent, the next mail
    /// (synced), the second marked (an unsynced commit since that sync), the next
    /// claim: its letters were queued by a synced mail, so it syncs nothing. A letter
    /// of the sweep's own connection is synced at its claim.
    #[test]
    fn on_one_connection_a_mail_s_letters_are_claimed_without_a_second_sync() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pawnpost.sqlite3");
        let mut store = Store::open(&path).unwrap();
        let mut sweep = Store::open(&path).unwrap();
        let lease = lease::Lease::new(Duration::from_secs(60));
        mail_queueing(&mut store, "a@example.org", 0..2);
        let first = store.claim_outbox(&lease, 100, 8).unwrap();
        assert_eq!((first.len(), store.wal_syncs), (2, 1));
        assert!(store.mark_sent(first[0].id, &lease, 100).unwrap());
        mail_queueing(&mut store, "b@example.org", 2..4);
        assert!(store.mark_sent(first[1].id, &lease, 100).unwrap());
        let second = store.claim_outbox(&lease, 100, 8).unwrap();
        assert_eq!(second.len(), 2);
        assert_eq!(store.wal_syncs, 2, "the two mails' syncs only");
        lease::tests::queue_letters(&mut sweep, 1);
        assert_eq!(store.claim_outbox(&lease, 100, 8).unwrap().len(), 1);
        assert_eq!(
            store.wal_syncs, 3,
            "the sweep's letter is synced at its claim"
        );
        // Claimed right after its mail (nothing since: no registry needed), given
        // back, claimed again after an unsynced commit: trusted once only, synced.
        let other = lease::Lease::new(Duration::from_secs(60));
        mail_queueing(&mut store, "c@example.org", 10..11);
        assert_eq!(store.claim_outbox(&other, 100, 8).unwrap().len(), 1);
        assert_eq!(store.wal_syncs, 4);
        assert_eq!(store.release_claims(&other).unwrap(), 1);
        assert_eq!(store.claim_outbox(&other, 100, 8).unwrap().len(), 1);
        assert_eq!(store.wal_syncs, 5, "a letter is trusted once");
    }

    #[test]
    fn a_mail_s_commit_is_synced_and_the_rest_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pawnpost.sqlite3");
        let mut store = Store::open(&path).unwrap();
        store.leave_checkpoint_to_others().unwrap();
        let key = |id| InboundKey {
            message_id: Some(id),
            raw: b"raw",
            source_id: "test",
            sender: "anna@example.org",
        };
        store
            .with_mail_transaction(&key("a@example.org"), 10, |_| Ok::<_, StoreError>(()))
            .unwrap();
        assert_eq!(store.wal_syncs, 1);
        // Not when the mail was seen before, nor when the work fails, nor for the
        // store's other commits.
        store
            .with_mail_transaction(&key("a@example.org"), 10, |_| Ok::<_, StoreError>(()))
            .unwrap();
        let failed = store.with_mail_transaction(&key("b@example.org"), 10, |_| {
            Err::<(), _>(StoreError::Stopped)
        });
        assert!(failed.is_err());
        lease::tests::queue_letters(&mut store, 1);
        assert_eq!(store.wal_syncs, 1);
        // Closed without a checkpoint, the WAL stays for the next process, which reads
        // the mail from it.
        drop(store);
        assert!(dir.path().join("pawnpost.sqlite3-wal").exists());
        let store = Store::open(&path).unwrap();
        let mails: i64 = store
            .conn
            .query_row("SELECT count(*) FROM inbound_mails", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mails, 1);
    }

    /// A sync that fails leaves word of it beside the database; after that, in this
    /// process or another, a sync is a checkpoint that writes the WAL's frames into the
    /// database file and empties the WAL, and only its success counts: a writer that
    /// keeps the checkpoint from finishing makes it fail (where a plain fsync would
    /// succeed), the first word staying. The first success removes the word, and a
    /// plain sync follows. (`scripts/sync-failure` makes a real disk fail.)
    #[test]
    fn after_a_failed_sync_only_the_log_written_into_the_database_counts_as_synced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pawnpost.sqlite3");
        let wal = dir.path().join("pawnpost.sqlite3-wal");
        let marker = sync_failed_path(&path);
        assert_eq!(marker, dir.path().join("pawnpost.sqlite3.sync-failed"));
        let key = |id| InboundKey {
            message_id: Some(id),
            raw: b"raw",
            source_id: "test",
            sender: "anna@example.org",
        };
        let mut store = Store::open(&path).unwrap();
        store.leave_checkpoint_to_others().unwrap();
        store.conn.busy_timeout(Duration::from_millis(50)).unwrap();
        let mail = |store: &mut Store, id| {
            store
                .with_mail_transaction(&key(id), 10, |_| Ok::<_, StoreError>(()))
                .map(|_| ())
        };
        mail(&mut store, "a@example.org").unwrap();
        assert_eq!(store.wal_syncs, 1);

        // The disk fails the next sync: the mail is not let go, word is left.
        store.fail_next_sync = true;
        match mail(&mut store, "b@example.org") {
            Err(StoreError::SyncWal { source, .. }) => {
                assert!(source.to_string().contains("a test's disk"), "{source}")
            }
            other => panic!("the failed sync was not reported: {other:?}"),
        }
        let word = std::fs::read_to_string(&marker).unwrap();
        assert!(word.contains("a test's disk"), "{word}");
        assert!(store.wal_sync_failed);

        // Another connection writing keeps the checkpoint from finishing: the sync
        // fails, the word stays as the failure left it.
        let other = Connection::open(&path).unwrap();
        other.execute_batch("BEGIN IMMEDIATE").unwrap();
        assert!(matches!(store.sync_wal(), Err(StoreError::SyncWal { .. })));
        assert_eq!(store.wal_syncs, 1);
        assert_eq!(
            std::fs::read_to_string(&marker).unwrap(),
            word,
            "the first word kept"
        );
        other.execute_batch("ROLLBACK").unwrap();

        // Then a process that knows by the word alone writes the log into the
        // database, empties it, and removes the word.
        let mut other_process = Store::open(&path).unwrap();
        other_process.leave_checkpoint_to_others().unwrap();
        assert!(!other_process.wal_sync_failed);
        mail(&mut other_process, "d@example.org").unwrap();
        assert_eq!(other_process.wal_syncs, 1);
        assert!(!marker.exists());
        assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0);
        // This process still knows, and does it once itself.
        assert!(store.wal_sync_failed);
        mail(&mut store, "e@example.org").unwrap();
        assert!(!store.wal_sync_failed);
        assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0);
        // A plain sync after that: the WAL grows again.
        mail(&mut store, "f@example.org").unwrap();
        assert_eq!(store.wal_syncs, 3);
        assert!(std::fs::metadata(&wal).unwrap().len() > 0);
        drop((store, other_process));
        let store = Store::open(&path).unwrap();
        let mails: i64 = store
            .conn
            .query_row("SELECT count(*) FROM inbound_mails", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mails, 5);
    }

    #[test]
    fn migrates_an_empty_file_and_reopens() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/dir/pawnpost.sqlite3");
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
        let mode: String = store
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let fk: i64 = store
            .conn
            .pragma_query_value(None, "foreign_keys", |r| r.get(0))
            .unwrap();
        assert_eq!(fk, 1);
        drop(store);
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as u32);
    }

    #[test]
    fn blocks_move_to_the_gmail_mailbox_key_on_upgrade() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        // The schema as it was before the migration that re-keys blocks.
        let rekey = MIGRATIONS
            .iter()
            .position(|sql| sql.contains("INSERT OR IGNORE INTO blocked"))
            .expect("the re-keying migration");
        let conn = Connection::open(&path).unwrap();
        for sql in &MIGRATIONS[..rekey] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", rekey as u32)
            .unwrap();
        for (mailbox, at) in [
            ("c.arol@googlemail.com", 30),
            ("carol@gmail.com", 20),
            ("d.ave@gmail.com", 10),
            ("e.ve@googlemail.com", 40),
            ("f.ay@example.org", 50),
            ("g.il@mail.gmail.com", 60),
        ] {
            conn.execute(
                "INSERT INTO blocked (mailbox, blocked_at) VALUES (?1, ?2)",
                rusqlite::params![mailbox, at],
            )
            .unwrap();
        }
        drop(conn);
        let store = Store::open(&path).unwrap();
        let mut stmt = store
            .conn
            .prepare("SELECT mailbox, blocked_at FROM blocked ORDER BY mailbox")
            .unwrap();
        let rows: Vec<(String, i64)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let want = [
            ("carol@gmail.com", 20),
            ("dave@gmail.com", 10),
            ("eve@gmail.com", 40),
            ("f.ay@example.org", 50),
            ("g.il@mail.gmail.com", 60),
        ];
        assert_eq!(
            rows,
            want.map(|(m, at)| (m.to_owned(), at)).to_vec(),
            "each block under the key mailbox_key gives"
        );
        for (mailbox, _) in want {
            let key = crate::address::EmailAddress::parse(mailbox)
                .unwrap()
                .mailbox_key();
            assert_eq!(key.as_str(), mailbox);
        }
    }

    #[test]
    fn refuses_a_newer_schema() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db");
        drop(Store::open(&path).unwrap());
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        drop(conn);
        assert!(matches!(
            Store::open(&path),
            Err(StoreError::NewerSchema { found: 99, .. })
        ));
    }

    /// Issue 34: the statements the daemon runs for every mail are parsed once per
    /// connection. A read snapshot and a mail's transaction (which syncs its commit)
    /// leave them prepared: a flag pragma such as `query_only` would expire them all,
    /// and every mail would parse its SQL again.
    #[test]
    fn reads_and_mail_transactions_keep_the_prepared_statements() {
        use rusqlite::StatementStatus;
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("db.sqlite3")).unwrap();
        const SQL: &str = "SELECT count(*) FROM inbound_mails WHERE sender = ?1";
        let run = |store: &Store| -> i32 {
            let mut stmt = store.conn.prepare_cached(SQL).unwrap();
            let _: i64 = stmt.query_row(["anna@example.org"], |r| r.get(0)).unwrap();
            stmt.get_status(StatementStatus::RePrepare)
        };
        assert_eq!(run(&store), 0);
        for n in 0..3 {
            store
                .read(|tx| tx.mails_from_since("anna@example.org", 0))
                .unwrap();
            let id = format!("m{n}@example.org");
            let key = InboundKey {
                message_id: Some(&id),
                raw: b"raw",
                source_id: "test",
                sender: "anna@example.org",
            };
            store
                .with_mail_transaction(&key, 100, |_| Ok::<_, StoreError>(()))
                .unwrap();
            assert_eq!(run(&store), 0, "prepared again after mail {n}");
            // And the synced claim of a letter after another connection's commit.
            lease::tests::queue_letters(&mut store, 1);
            let lease = lease::Lease::new(Duration::from_secs(60));
            assert_eq!(store.claim_outbox(&lease, 100, 8).unwrap().len(), 1);
        }
        assert_eq!(store.wal_syncs, 6, "three mails and three claims synced");
        // No statement the connection holds was compiled twice: a pragma would have
        // been at each use (SQLite expires a pragma after it runs).
        assert_eq!(compiled_again(&store.conn), 0);
    }

    /// How many times SQLite compiled again any statement `conn` still holds.
    fn compiled_again(conn: &Connection) -> i64 {
        use rusqlite::ffi;
        let mut total = 0;
        // SAFETY: the handle is `conn`'s, open for the whole loop, and it is not used
        // from another thread meanwhile; `sqlite3_next_stmt` walks the statements it
        // owns, none of which is finalized during the walk.
        unsafe {
            let db = conn.handle();
            let mut stmt = ffi::sqlite3_next_stmt(db, std::ptr::null_mut());
            while !stmt.is_null() {
                total += i64::from(ffi::sqlite3_stmt_status(
                    stmt,
                    ffi::SQLITE_STMTSTATUS_REPREPARE,
                    0,
                ));
                stmt = ffi::sqlite3_next_stmt(db, stmt);
            }
        }
        total
    }

    /// With SQLite's STAT4 statistics (which an admin's `ANALYZE` or `PRAGMA optimize`
    /// makes), a statement whose parameter meets an indexed column is compiled again
    /// each time the value bound to it changes: every mail would parse most of its SQL
    /// again (a tenth of `process_mail` on an analyzed database of 1,000,000 games).
    /// The bundled SQLite is built without STAT4 (`.cargo/config.toml`); the plain
    /// statistics of `sqlite_stat1` still guide the planner.
    #[test]
    fn planner_statistics_never_make_a_statement_compile_again() {
        use rusqlite::StatementStatus;
        let mut store = Store::open_in_memory().unwrap();
        store
            .transaction(|tx| {
                for n in 0..40 {
                    let mut game = crate::game::Game::new(
                        &format!("w{}@x.org", n % 7),
                        &format!("b{n}@x.org"),
                        30 * crate::game::DAY,
                        0,
                    );
                    tx.insert_game(&mut game, 0)?;
                }
                Ok::<_, StoreError>(())
            })
            .unwrap();
        store.conn.execute_batch("ANALYZE").unwrap();
        let options: Vec<String> = store
            .conn
            .prepare("PRAGMA compile_options")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(!options.iter().any(|o| o.contains("STAT4")), "{options:?}");
        // The directory sync is pawnpost's, when the WAL is made (`open_unlocked`).
        assert!(
            options.iter().any(|o| o == "DISABLE_DIRSYNC"),
            "{options:?}"
        );
        const SQL: &str = "SELECT count(*) FROM games WHERE white = ?1";
        let mut recompiled = 0;
        for n in 0..7 {
            let mut stmt = store.conn.prepare_cached(SQL).unwrap();
            let count: i64 = stmt
                .query_row([format!("w{n}@x.org")], |r| r.get(0))
                .unwrap();
            assert!(count > 0);
            recompiled = stmt.get_status(StatementStatus::RePrepare);
        }
        assert_eq!(recompiled, 0);
    }

    /// A one-mail process reads through the store's own connection: no second one is
    /// opened, a read sees what the store committed, and a write in it is refused.
    #[test]
    fn a_one_mail_process_reads_without_a_second_connection() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("db.sqlite3")).unwrap();
        store.reads_without_a_second_connection();
        let key = InboundKey {
            message_id: Some("m@example.org"),
            raw: b"raw",
            source_id: "test",
            sender: "anna@example.org",
        };
        store
            .with_mail_transaction(&key, 100, |_| Ok::<_, StoreError>(()))
            .unwrap();
        assert_eq!(
            store
                .read(|tx| tx.mails_from_since("anna@example.org", 0))
                .unwrap(),
            1
        );
        let wrote = store.read(|tx| {
            tx.conn
                .execute("INSERT INTO daemon_state (key, value) VALUES ('x', 1)", [])
                .map_err(StoreError::from)
        });
        assert!(wrote.is_err(), "{wrote:?}");
        assert!(store.reader.is_none(), "no second connection");
        // The store writes again after its reads.
        let key = InboundKey {
            message_id: Some("n@example.org"),
            ..key
        };
        store
            .with_mail_transaction(&key, 101, |_| Ok::<_, StoreError>(()))
            .unwrap();
        assert_eq!(
            store
                .read(|tx| tx.mails_from_since("anna@example.org", 0))
                .unwrap(),
            2
        );
    }

    /// A write in a read snapshot is an error at once, even while another connection
    /// holds the write lock (it never waits for it), and nothing of it is kept; a
    /// database in memory refuses it the same way.
    #[test]
    fn a_write_in_a_read_is_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db.sqlite3");
        let mut file = Store::open(&path).unwrap();
        let writer = Connection::open(&path).unwrap();
        writer.execute_batch("BEGIN IMMEDIATE").unwrap();
        for store in [&mut file, &mut Store::open_in_memory().unwrap()] {
            let started = std::time::Instant::now();
            let wrote = store.read(|tx| {
                tx.conn
                    .execute("INSERT INTO daemon_state (key, value) VALUES ('x', 1)", [])
                    .map_err(StoreError::from)
            });
            assert!(wrote.is_err(), "{wrote:?}");
            assert!(started.elapsed() < BUSY_TIMEOUT, "refused, not waited for");
            assert_eq!(store.read(|tx| tx.mails_from_since("a@b", 0)).unwrap(), 0);
        }
        writer.execute_batch("ROLLBACK").unwrap();
        let rows: i64 = file
            .conn
            .query_row("SELECT count(*) FROM daemon_state", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 0);
    }
}
