//! A mail that cannot be processed never stops the others. Every inbound adapter (the
//! daemon's Maildir and IMAP loop, `pawnpost deliver`) hands a mail to
//! [`process_attempted`] rather than straight to [`process_mail`]: an attempt is
//! committed before the mail is processed, keyed by the SHA-256 of its bytes, so one
//! that dies with its process (out of memory, killed) is counted as surely as an error
//! or a panic (caught here). After [`MAX_ATTEMPTS`] attempts in a row that failed for
//! a reason of the mail's own, it is set aside in the quarantine instead of being
//! processed again; the source acknowledges it (with the other mails of its batch) and
//! the next mail is read. Faults that are not the mail's (the database busy, the disk
//! full) are not counted: those mails are retried as before, however long the fault
//! lasts.
//!
//! The admin lists, shows, reprocesses ([`reprocess`]) or deletes what was set aside
//! with `pawnpost quarantine`; `pawnpost status` and the metrics count it.

use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::game::Timestamp;
use crate::store::{
    AsideLabel, AttemptedMail, Begun, QuarantinedMail, Store, StoreError, attempt_key,
};

use super::{Disposition, Postmaster, ProcessError, process_mail};

/// How many attempts in a row may fail, panic or die before a mail is set aside: a
/// fault of the mail's own comes back every time, and three tries ride out a process
/// stopped by chance while it worked (a restart, a deploy) without letting one mail
/// stop the daemon for more than three restarts.
pub const MAX_ATTEMPTS: u32 = 3;

/// How much of a mail's header block is searched for the sender, subject and
/// Message-ID shown in the quarantine's list.
const LABEL_HEADER_BYTES: usize = 64 * 1024;

/// How many characters of each of them the list keeps.
const LABEL_CHARS: usize = 200;

/// Test hook, compiled into debug builds only: a mail whose Message-ID is the value of
/// this variable aborts the process (as an allocation failure does) after its attempt
/// was counted, so tests can show that the daemon gets past a mail that kills it.
#[cfg(debug_assertions)]
pub const ABORT_HOOK: &str = "PAWNPOST_TEST_ABORT_ON_MESSAGE_ID";

/// Test hook, compiled into debug builds only: a mail whose Message-ID is the value of
/// this variable panics while it is processed.
#[cfg(debug_assertions)]
pub const PANIC_HOOK: &str = "PAWNPOST_TEST_PANIC_ON_MESSAGE_ID";

/// Test hook, compiled into debug builds only: `pawnpost deliver` panics right after
/// committing the mail whose Message-ID is the value of this variable, before it sends
/// anything, so tests can show that a committed mail is "delivered" (exit 0) whatever
/// happens after.
#[cfg(debug_assertions)]
pub const PANIC_AFTER_COMMIT_HOOK: &str = "PAWNPOST_TEST_PANIC_AFTER_COMMITTING_MESSAGE_ID";

/// What became of a mail handed to [`process_attempted`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt {
    /// Processed (committed, or recorded before).
    Processed(Disposition),
    /// Not processed: it is set aside as quarantined mail `id` — just now after
    /// `attempts` failed attempts in a row (`now` true), or earlier. The source may
    /// acknowledge it.
    SetAside { id: i64, attempts: u32, now: bool },
}

/// Processes one raw mail from `source_id` at `now` as [`process_mail`] does, counting
/// the attempt first and setting the mail aside when it failed [`MAX_ATTEMPTS`] times
/// in a row. A panic while it is processed is caught and counted
/// ([`ProcessError::Panicked`]). An error means the mail was neither committed nor set
/// aside: the source keeps it for a later try.
pub fn process_attempted(
    pm: &Postmaster,
    store: &mut Store,
    raw: &[u8],
    source_id: &str,
    now: Timestamp,
) -> Result<Attempt, ProcessError> {
    let mail = attempted(pm, raw, source_id);
    let attempt = attempt(store, &mail, false, now, |store| {
        process_mail(pm, store, raw, source_id, now)
    })?;
    // Found recorded, or set aside before: nothing committed here to sync, but whoever
    // committed it may have died before its sync; on disk before the source lets it go.
    if matches!(
        attempt,
        Attempt::Processed(Disposition::Duplicate) | Attempt::SetAside { now: false, .. }
    ) {
        store.let_found_mail_go()?;
    }
    Ok(attempt)
}

/// What a reprocessed mail came to.
#[derive(Debug)]
pub struct Reprocessed {
    /// The mail as the quarantine held it.
    pub mail: QuarantinedMail,
    /// Processed (it left the quarantine), or the error it failed with again (it stays
    /// set aside, the error kept as its last).
    pub outcome: Result<Attempt, ProcessError>,
}

/// Why a mail could not be reprocessed at all.
#[derive(Debug, thiserror::Error)]
pub enum ReprocessError {
    #[error("there is no set-aside mail {0}; `pawnpost quarantine list` shows them")]
    NoSuchMail(i64),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// `pawnpost quarantine reprocess ID`: runs the mail set aside as `id` through
/// [`process_mail`] again, its attempts counted afresh (the admin asked: it is
/// processed whatever its count). When it commits it leaves the quarantine; when it
/// fails again it stays, with the new error.
pub fn reprocess(
    pm: &Postmaster,
    store: &mut Store,
    id: i64,
    now: Timestamp,
) -> Result<Reprocessed, ReprocessError> {
    let Some((listed, raw)) = store.quarantined_mail(id)? else {
        return Err(ReprocessError::NoSuchMail(id));
    };
    let source_id = listed.source_id.clone();
    let mail = attempted(pm, &raw, &source_id);
    store.reset_attempts(&mail.key)?;
    let outcome = attempt(store, &mail, true, now, |store| {
        process_mail(pm, store, &raw, &source_id, now)
    });
    match &outcome {
        Ok(Attempt::Processed(_)) => {
            // Its commit took it out when its bytes are those kept; this makes sure.
            store.delete_quarantined(id)?;
            tracing::info!(quarantine = id, "set-aside mail reprocessed");
        }
        // A reprocessed mail is attempted whatever its count: it stays where it is.
        Ok(Attempt::SetAside { .. }) => {}
        Err(error) => store.quarantine_failed_again(id, 1, &error.to_string())?,
    }
    Ok(Reprocessed {
        mail: listed,
        outcome,
    })
}

/// `raw` as the store counts its attempts; it keeps at most one byte past the size
/// limit if it is set aside, so a reprocess still knows it was cut, as the first try did.
fn attempted<'a>(pm: &Postmaster, raw: &'a [u8], source_id: &'a str) -> AttemptedMail<'a> {
    let max = usize::try_from(pm.config.limits.max_message_bytes).unwrap_or(usize::MAX);
    AttemptedMail {
        key: attempt_key(raw),
        raw,
        max_bytes: max.saturating_add(1),
        source_id,
    }
}

/// Counts an attempt at `mail`, then runs `process` on it under `catch_unwind`, and
/// records how it ended: committed (the mail's transaction cleared the count), a
/// repeat (cleared here), failed for a reason of its own (counted, the error kept) or
/// not (forgiven).
fn attempt(
    store: &mut Store,
    mail: &AttemptedMail<'_>,
    reprocess: bool,
    now: Timestamp,
    process: impl FnOnce(&mut Store) -> Result<Disposition, ProcessError>,
) -> Result<Attempt, ProcessError> {
    let begun = store.begin_attempt(mail, MAX_ATTEMPTS, reprocess, now, || label_of(mail.raw))?;
    match begun {
        Begun::SetAside { id, attempts } => {
            tracing::error!(
                quarantine = id,
                attempts,
                source = %mail.source_id,
                "a mail failed {attempts} times in a row and is set aside; the next mails go on \
                 (`pawnpost quarantine show {id}`, then `reprocess {id}` or `delete {id}`)"
            );
            return Ok(Attempt::SetAside {
                id,
                attempts,
                now: true,
            });
        }
        Begun::AlreadySetAside { id } => {
            tracing::warn!(
                quarantine = id,
                source = %mail.source_id,
                "a mail set aside before came again; not processed"
            );
            return Ok(Attempt::SetAside {
                id,
                attempts: 0,
                now: false,
            });
        }
        Begun::Attempt { attempt } if attempt > 1 => {
            tracing::warn!(
                attempt,
                max = MAX_ATTEMPTS,
                source = %mail.source_id,
                "trying again a mail whose last attempt failed or died"
            );
        }
        Begun::Attempt { .. } => {}
    }
    let processed = catch_unwind(AssertUnwindSafe(|| {
        #[cfg(debug_assertions)]
        test_hooks(mail.raw);
        process(store)
    }));
    let processed = processed.unwrap_or_else(|panic| {
        store.recover_after_panic();
        Err(ProcessError::Panicked(panic_message(panic.as_ref())))
    });
    let recorded = match &processed {
        Ok(Disposition::Duplicate) => store.attempt_done(&mail.key),
        Ok(_) => Ok(()),
        Err(error) if counts_against_the_mail(error) => {
            store.attempt_failed(&mail.key, &error.to_string())
        }
        Err(_) => store.attempt_forgiven(&mail.key),
    };
    if let Err(error) = recorded {
        // The count stays as it was: at worst a repeat is counted once more.
        tracing::warn!(source = %mail.source_id, "recording how an attempt ended failed: {error}");
    }
    processed.map(Attempt::Processed)
}

/// Whether `error` would come again with the same mail (it counts toward setting the
/// mail aside), rather than being a fault of the system the mail does not cause: the
/// database busy, locked, full, unreadable or being restored.
pub fn counts_against_the_mail(error: &ProcessError) -> bool {
    match error {
        ProcessError::Store(error) => !fault_of_the_system(error),
        ProcessError::Compose(_) | ProcessError::Panicked(_) => true,
    }
}

/// A store error that is no fault of the mail being processed. Every variant is
/// named, so a new one must be placed.
fn fault_of_the_system(error: &StoreError) -> bool {
    use rusqlite::ErrorCode as Code;
    match error {
        StoreError::Sqlite(rusqlite::Error::SqliteFailure(failure, _)) => matches!(
            failure.code,
            Code::DatabaseBusy
                | Code::DatabaseLocked
                | Code::DiskFull
                | Code::SystemIoFailure
                | Code::CannotOpen
                | Code::ReadOnly
                | Code::PermissionDenied
                | Code::FileLockingProtocolFailed
                | Code::NoLargeFileSupport
                | Code::OperationInterrupted
                | Code::SchemaChanged
                | Code::DatabaseCorrupt
                | Code::NotADatabase
        ),
        // A row or a type not as the code expects: the same mail meets it again.
        StoreError::Sqlite(_) => false,
        StoreError::CreateDir { .. }
        | StoreError::SyncDir { .. }
        | StoreError::SyncWal { .. }
        | StoreError::NewerSchema { .. }
        | StoreError::Conflict(_)
        | StoreError::Stopped
        | StoreError::Panicked
        | StoreError::Lock { .. }
        | StoreError::Restoring { .. }
        | StoreError::InUse { .. }
        | StoreError::Backup { .. }
        | StoreError::File { .. }
        // The database's schema is not what its version defines: the admin's to mend.
        | StoreError::Schema(_) => true,
        StoreError::UnknownGame(_)
        | StoreError::UnknownChallenge(_)
        | StoreError::Replay(_)
        | StoreError::Corrupt { .. }
        | StoreError::NotLoaded(_) => false,
    }
}

/// A panic's message, when it has one.
fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    let text = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_owned());
    text.chars().take(LABEL_CHARS).collect()
}

/// The sender, subject and Message-ID a mail's header block names, as written (an
/// encoded word stays encoded), without control characters, each cut at
/// [`LABEL_CHARS`]. Read by hand from at most [`LABEL_HEADER_BYTES`]: the mail's
/// parser may be what fails on it. Linear in the bytes read.
pub fn label_of(raw: &[u8]) -> AsideLabel {
    let head = &raw[..raw.len().min(LABEL_HEADER_BYTES)];
    let mut label = AsideLabel::default();
    let mut field: Option<(String, String)> = None;
    let take = |field: Option<(String, String)>, label: &mut AsideLabel| {
        let Some((name, value)) = field else {
            return;
        };
        let slot = match name.to_ascii_lowercase().as_str() {
            "from" => &mut label.sender,
            "subject" => &mut label.subject,
            "message-id" => &mut label.message_id,
            _ => return,
        };
        if slot.is_empty() {
            *slot = shown(&value);
        }
    };
    for line in head.split(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.is_empty() {
            break; // the end of the header block
        }
        let text = String::from_utf8_lossy(line);
        if line[0] == b' ' || line[0] == b'\t' {
            if let Some((_, value)) = field.as_mut()
                && value.len() < LABEL_CHARS * 4
            {
                value.push(' ');
                value.push_str(text.trim());
            }
            continue;
        }
        take(field.take(), &mut label);
        field = text
            .split_once(':')
            .map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned()));
    }
    take(field, &mut label);
    label
}

/// A header's value as a terminal may show it: no control or invisible character.
fn shown(value: &str) -> String {
    crate::invisible::without_invisible(value)
        .chars()
        .filter(|c| !c.is_control())
        .take(LABEL_CHARS)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Whether the test hook `variable` names the Message-ID of `raw`.
#[cfg(debug_assertions)]
fn hooked(variable: &str, raw: &[u8]) -> bool {
    std::env::var(variable).is_ok_and(|wanted| {
        let id = label_of(raw).message_id;
        let bare = |id: &str| id.trim().trim_matches(['<', '>']).to_owned();
        !id.is_empty() && bare(&id) == bare(&wanted)
    })
}

#[cfg(debug_assertions)]
fn test_hooks(raw: &[u8]) {
    if hooked(ABORT_HOOK, raw) {
        tracing::error!("{ABORT_HOOK}: aborting on this mail, as the test asked");
        std::process::abort();
    }
    if hooked(PANIC_HOOK, raw) {
        panic!("{PANIC_HOOK}: panicking on this mail, as the test asked");
    }
}

/// [`PANIC_AFTER_COMMIT_HOOK`], for `pawnpost deliver` once `raw` is committed.
#[cfg(debug_assertions)]
pub fn after_commit_test_hook(raw: &[u8]) {
    if hooked(PANIC_AFTER_COMMIT_HOOK, raw) {
        panic!("{PANIC_AFTER_COMMIT_HOOK}: panicking after the commit, as the test asked");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::identity::ServerSecret;

    fn postmaster() -> Postmaster {
        Postmaster {
            config: Config::default(),
            secret: ServerSecret::from_bytes(&[7; 32]).unwrap(),
        }
    }

    const RAW: &[u8] = b"From: Mallory <mallory@example.org>\r\nSubject: =?utf-8?q?x?=\r\n \
        folded\r\nMessage-ID: <boom@example.org>\r\n\r\nSubject: not a header\r\n";

    fn busy() -> ProcessError {
        ProcessError::Store(StoreError::Sqlite(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
            Some("database is locked".to_owned()),
        )))
    }

    /// A mail processed once is committed and synced; its repeat commits nothing, and
    /// is synced before it is let go (its first commit may be another process's, not
    /// yet synced); a fresh mail needs no second sync.
    #[test]
    fn a_mail_found_recorded_is_synced_before_it_goes() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("pawnpost.sqlite3")).unwrap();
        let pm = postmaster();
        let help = b"From: carol@example.org\r\nTo: pawnpost@localhost\r\nMessage-ID: <once@example.org>\r\n\r\nHelp\r\n";
        let synced = store.wal_syncs();
        let first = process_attempted(&pm, &mut store, help, "stdin", 1_800_000_000).unwrap();
        assert!(
            matches!(first, Attempt::Processed(Disposition::Answered { .. })),
            "{first:?}"
        );
        assert_eq!(store.wal_syncs(), synced + 1, "its commit was synced, once");
        let before = store.wal_syncs();
        let again = process_attempted(&pm, &mut store, help, "stdin", 1_800_000_001).unwrap();
        assert_eq!(again, Attempt::Processed(Disposition::Duplicate));
        assert_eq!(store.wal_syncs(), before + 1, "the repeat syncs the WAL");
        // In the daemon, the repeat's sync comes with the deferred ones.
        store.defer_mail_syncs().unwrap();
        let deferred = store.wal_syncs();
        process_attempted(&pm, &mut store, help, "stdin", 1_800_000_002).unwrap();
        assert_eq!(store.wal_syncs(), deferred, "not at once");
        store.sync_deferred().unwrap();
        assert_eq!(store.wal_syncs(), deferred + 1, "with the acknowledgement");
    }

    fn run(
        store: &mut Store,
        t: Timestamp,
        process: impl FnOnce(&mut Store) -> Result<Disposition, ProcessError>,
    ) -> Result<Attempt, ProcessError> {
        let pm = postmaster();
        attempt(store, &attempted(&pm, RAW, "stdin"), false, t, process)
    }

    #[test]
    fn a_mail_that_fails_three_times_is_set_aside_with_what_is_known_of_it() {
        let mut store = Store::open_in_memory().unwrap();
        for t in 1..=3 {
            let failed = run(&mut store, t, |_| {
                Err(ProcessError::Compose("no reply can be written".into()))
            });
            assert!(
                matches!(failed, Err(ProcessError::Compose(_))),
                "{failed:?}"
            );
        }
        let aside = run(&mut store, 4, |_| panic!("not processed again"));
        let Ok(Attempt::SetAside {
            id,
            attempts: 3,
            now: true,
        }) = aside
        else {
            panic!("{aside:?}");
        };
        let (listed, raw) = store.quarantined_mail(id).unwrap().unwrap();
        assert_eq!(raw, RAW);
        assert_eq!(listed.sender, "Mallory <mallory@example.org>");
        assert_eq!(listed.subject, "=?utf-8?q?x?= folded");
        assert_eq!(listed.message_id, "<boom@example.org>");
        assert_eq!(
            listed.last_error,
            "cannot compose a reply: no reply can be written"
        );
        assert_eq!((listed.first_at, listed.set_aside_at), (1, 4));
        let again = run(&mut store, 5, |_| panic!("not processed again"));
        assert_eq!(
            again.unwrap(),
            Attempt::SetAside {
                id,
                attempts: 0,
                now: false
            }
        );
    }

    #[test]
    fn a_panic_is_caught_and_counted_and_the_store_still_writes() {
        let mut store = Store::open_in_memory().unwrap();
        for t in 1..=3 {
            let failed = run(&mut store, t, |store| {
                // A panic inside a read snapshot, which turns the connection query-only.
                store
                    .read(|_| -> Result<(), StoreError> { panic!("index out of bounds") })
                    .unwrap();
                Ok(Disposition::Duplicate)
            });
            let Err(ProcessError::Panicked(message)) = failed else {
                panic!("{failed:?}");
            };
            assert_eq!(message, "index out of bounds");
        }
        assert_eq!(store.attempts_at(&attempt_key(RAW)).unwrap(), 3);
        let aside = run(&mut store, 4, |_| Ok(Disposition::Duplicate)).unwrap();
        assert!(
            matches!(aside, Attempt::SetAside { now: true, .. }),
            "{aside:?}"
        );
        let (listed, _) = store.quarantined_mail(1).unwrap().unwrap();
        assert_eq!(
            listed.last_error,
            "processing stopped with a panic: index out of bounds"
        );
    }

    #[test]
    fn a_busy_database_does_not_count_however_often() {
        let mut store = Store::open_in_memory().unwrap();
        assert!(!counts_against_the_mail(&busy()));
        for t in 1..=10 {
            assert!(run(&mut store, t, |_| Err(busy())).is_err());
        }
        assert_eq!(store.attempts_at(&attempt_key(RAW)).unwrap(), 0);
        let processed = run(&mut store, 11, |_| Ok(Disposition::Silenced("x".into())));
        assert_eq!(
            processed.unwrap(),
            Attempt::Processed(Disposition::Silenced("x".into()))
        );
        assert_eq!(store.count_quarantined().unwrap(), 0);
    }

    #[test]
    fn only_failures_in_a_row_count() {
        let mut store = Store::open_in_memory().unwrap();
        let key = attempt_key(RAW);
        // Two deaths (the attempt begun, nothing recorded after it), then the mail is
        // found to be a repeat: its count is cleared.
        for t in 1..=2 {
            store
                .begin_attempt(
                    &attempted(&postmaster(), RAW, "stdin"),
                    MAX_ATTEMPTS,
                    false,
                    t,
                    || label_of(RAW),
                )
                .unwrap();
        }
        assert_eq!(store.attempts_at(&key).unwrap(), 2);
        run(&mut store, 3, |_| Ok(Disposition::Duplicate)).unwrap();
        assert_eq!(store.attempts_at(&key).unwrap(), 0);
    }

    #[test]
    fn a_mail_processed_for_real_clears_its_count_in_its_own_transaction() {
        let pm = postmaster();
        let mut store = Store::open_in_memory().unwrap();
        let raw = b"From: anna@example.org\r\nTo: pawnpost@localhost\r\nSubject: hi\r\n\
            Message-ID: <help1@example.org>\r\n\r\nHelp\r\n";
        let key = attempt_key(raw);
        let first = run_real(&pm, &mut store, raw, |_| {
            Err(ProcessError::Compose("once".into()))
        });
        assert!(first.is_err());
        assert_eq!(store.attempts_at(&key).unwrap(), 1);
        let second = process_attempted(&pm, &mut store, raw, "stdin", 1_800_000_000).unwrap();
        assert!(
            matches!(second, Attempt::Processed(Disposition::Answered { .. })),
            "{second:?}"
        );
        assert_eq!(store.attempts_at(&key).unwrap(), 0);
    }

    fn run_real(
        pm: &Postmaster,
        store: &mut Store,
        raw: &[u8],
        process: impl FnOnce(&mut Store) -> Result<Disposition, ProcessError>,
    ) -> Result<Attempt, ProcessError> {
        attempt(store, &attempted(pm, raw, "stdin"), false, 1, process)
    }

    #[test]
    fn a_reprocessed_mail_leaves_the_quarantine_when_it_commits() {
        let pm = postmaster();
        let mut store = Store::open_in_memory().unwrap();
        let raw = b"From: anna@example.org\r\nTo: pawnpost@localhost\r\nSubject: hi\r\n\
            Message-ID: <help2@example.org>\r\n\r\nHelp\r\n";
        for _ in 0..MAX_ATTEMPTS {
            let _ = run_real(&pm, &mut store, raw, |_| panic!("a bug, since fixed"));
        }
        let Attempt::SetAside { id, .. } =
            run_real(&pm, &mut store, raw, |_| Ok(Disposition::Duplicate)).unwrap()
        else {
            panic!("set aside")
        };
        let missing = reprocess(&pm, &mut store, id + 1, 1_800_000_000);
        assert!(matches!(missing, Err(ReprocessError::NoSuchMail(_))));
        let done = reprocess(&pm, &mut store, id, 1_800_000_000).unwrap();
        assert!(
            matches!(
                done.outcome,
                Ok(Attempt::Processed(Disposition::Answered { .. }))
            ),
            "{:?}",
            done.outcome
        );
        assert_eq!(done.mail.id, id);
        assert_eq!(store.count_quarantined().unwrap(), 0);
        assert_eq!(store.outbox_counts().unwrap().pending, 1, "the answer");
    }

    #[test]
    fn the_label_is_read_from_the_header_block_only_and_bounded() {
        let mut raw = b"Subject: ".to_vec();
        raw.extend(std::iter::repeat_n(b'x', 10_000));
        raw.extend(b"\x1b[31m\r\nFrom: a@example.org\r\n\r\nMessage-ID: <body@x>\r\n");
        let label = label_of(&raw);
        assert_eq!(label.subject.chars().count(), LABEL_CHARS);
        assert_eq!(label.sender, "a@example.org");
        assert_eq!(label.message_id, "", "the body holds no header");
        let label = label_of(b"Subject: a\x1b[2Jb\r\n\r\n");
        assert_eq!(label.subject, "a[2Jb", "no escape reaches the terminal");
        assert_eq!(label_of(b""), AsideLabel::default());
    }
}
