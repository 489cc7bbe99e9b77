//! Mails that cannot be processed: the attempts at each mail not yet committed, counted
//! durably (migration 18), and the quarantine where a mail is set aside after too many
//! of them, until the admin reprocesses or deletes it (`pawnpost quarantine`).
//!
//! An attempt is committed in its own short transaction before the mail is processed,
//! so a process that dies on the mail (out of memory, killed) is counted as surely as
//! an error or a panic; the mail's own transaction removes its row
//! ([`mail_committed`]), so only attempts in a row count.

use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::game::Timestamp;

use super::{Cached as _, Store, StoreError};

/// How long the attempts at a mail that never came back are kept (a mail that failed
/// once and was then removed from the mailbox by hand): past this they are forgotten,
/// so the table holds only mails of the last days.
pub const ATTEMPTS_KEPT_SECS: i64 = 30 * 24 * 3600;

/// The key of a mail's attempts and of its place in the quarantine: `sha256:<hex>` of
/// its raw bytes, the same whatever source it came through.
pub fn attempt_key(raw: &[u8]) -> String {
    let digest = Sha256::digest(raw);
    let mut key = String::with_capacity(7 + 64);
    key.push_str("sha256:");
    for byte in digest {
        key.push_str(&format!("{byte:02x}"));
    }
    key
}

/// What is kept of a mail set aside besides its bytes: what the admin reads in the list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AsideLabel {
    pub sender: String,
    pub subject: String,
    pub message_id: String,
}

/// A mail about to be attempted.
#[derive(Debug, Clone)]
pub struct AttemptedMail<'a> {
    /// [`attempt_key`] of `raw`.
    pub key: String,
    pub raw: &'a [u8],
    /// At most this many bytes of `raw` are kept if it is set aside.
    pub max_bytes: usize,
    pub source_id: &'a str,
}

/// What [`Store::begin_attempt`] decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Begun {
    /// Go on and process it: this is attempt number `attempt` (1 for the first) since
    /// the last time it was committed, reprocessed or forgiven.
    Attempt { attempt: u32 },
    /// It failed `attempts` times in a row: set aside now as quarantined mail `id`,
    /// not to be processed again.
    SetAside { id: i64, attempts: u32 },
    /// It was set aside before (as quarantined mail `id`): not processed again.
    AlreadySetAside { id: i64 },
}

/// One mail set aside, as `pawnpost quarantine list` shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuarantinedMail {
    pub id: i64,
    /// When it was set aside (unix seconds).
    pub set_aside_at: Timestamp,
    /// When it was first attempted.
    pub first_at: Timestamp,
    /// The attempts that failed, were killed or panicked, in a row.
    pub attempts: u32,
    /// The last error caught, if one was (a process that died leaves none).
    pub last_error: String,
    /// Its `From:`, `Subject:` and `Message-ID:` as written, if they could be read.
    pub sender: String,
    pub subject: String,
    pub message_id: String,
    /// Where it came from (`maildir:<file>`, `imap:<uidvalidity>:<uid>`, `stdin`).
    pub source_id: String,
    /// Its size as kept, in bytes.
    pub bytes: u64,
    /// Only its first `limits.max_message_bytes` were kept.
    pub cut: bool,
}

const QUARANTINE_COLUMNS: &str = "id, set_aside_at, first_at, attempts, last_error, sender, \
     subject, message_id, source_id, length(raw), cut";

fn quarantined_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<QuarantinedMail> {
    Ok(QuarantinedMail {
        id: row.get(0)?,
        set_aside_at: row.get(1)?,
        first_at: row.get(2)?,
        attempts: row.get(3)?,
        last_error: row.get(4)?,
        sender: row.get(5)?,
        subject: row.get(6)?,
        message_id: row.get(7)?,
        source_id: row.get(8)?,
        bytes: row.get(9)?,
        cut: row.get(10)?,
    })
}

/// The mail's transaction is about to commit: it is no longer attempted, nor set
/// aside (a reprocessed mail leaves the quarantine with the commit that applies it).
pub(super) fn mail_committed(conn: &Connection, key: &str) -> Result<(), StoreError> {
    conn.execute_cached("DELETE FROM mail_attempts WHERE key = ?1", [key])?;
    conn.execute_cached("DELETE FROM quarantine WHERE key = ?1", [key])?;
    Ok(())
}

impl Store {
    /// Records an attempt at `mail` in a transaction of its own, committed before the
    /// mail is processed. A mail set aside before is not attempted again (unless
    /// `reprocess`, the admin's command, asks for it: then it is attempted while it
    /// stays set aside until it commits). A mail whose `max_attempts` earlier attempts
    /// in a row all failed is set aside now: its first `max_bytes` bytes, the attempts,
    /// the last error and `label()` go into the quarantine, and its attempts are
    /// cleared. Attempts at mails last tried more than [`ATTEMPTS_KEPT_SECS`] ago are
    /// forgotten on the way.
    ///
    /// Setting a mail aside lets it go, as its own transaction would: that commit is
    /// synced as a mail's is ([`Store::let_mail_go_after`]).
    pub fn begin_attempt(
        &mut self,
        mail: &AttemptedMail<'_>,
        max_attempts: u32,
        reprocess: bool,
        now: Timestamp,
        label: impl FnOnce() -> AsideLabel,
    ) -> Result<Begun, StoreError> {
        let before = self.commits_so_far();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute_cached(
            "DELETE FROM mail_attempts WHERE last_at < ?1",
            [now - ATTEMPTS_KEPT_SECS],
        )?;
        let aside: Option<i64> = tx
            .query_row_cached(
                "SELECT id FROM quarantine WHERE key = ?1",
                [&mail.key],
                |row| row.get(0),
            )
            .optional()?;
        if let (Some(id), false) = (aside, reprocess) {
            tx.commit()?;
            return Ok(Begun::AlreadySetAside { id });
        }
        let earlier: Option<(u32, Timestamp, String)> = tx
            .query_row_cached(
                "SELECT attempts, first_at, last_error FROM mail_attempts WHERE key = ?1",
                [&mail.key],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        if let Some((attempts, first_at, last_error)) = &earlier
            && *attempts >= max_attempts
            && !reprocess
        {
            let label = label();
            let kept = &mail.raw[..mail.raw.len().min(mail.max_bytes)];
            tx.execute_cached(
                "INSERT INTO quarantine (key, raw, cut, attempts, last_error, sender, subject, \
                 message_id, source_id, first_at, set_aside_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                params![
                    &mail.key,
                    kept,
                    kept.len() < mail.raw.len(),
                    attempts,
                    last_error,
                    label.sender,
                    label.subject,
                    label.message_id,
                    mail.source_id,
                    first_at,
                    now
                ],
            )?;
            let id = tx.last_insert_rowid();
            tx.execute_cached("DELETE FROM mail_attempts WHERE key = ?1", [&mail.key])?;
            tx.commit()?;
            self.let_mail_go_after(before)?;
            return Ok(Begun::SetAside {
                id,
                attempts: *attempts,
            });
        }
        let attempt = earlier.map_or(0, |(attempts, _, _)| attempts) + 1;
        tx.execute_cached(
            "INSERT INTO mail_attempts (key, attempts, first_at, last_at, source_id) \
             VALUES (?1, 1, ?2, ?2, ?3) \
             ON CONFLICT (key) DO UPDATE SET attempts = attempts + 1, last_at = ?2, \
             source_id = ?3",
            params![&mail.key, now, mail.source_id],
        )?;
        tx.commit()?;
        Ok(Begun::Attempt { attempt })
    }

    /// The attempt at the mail `key` failed for a reason of its own (an error that
    /// would come again, a panic): it stays counted, with `error` as its last error.
    pub fn attempt_failed(&mut self, key: &str, error: &str) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE mail_attempts SET last_error = ?2 WHERE key = ?1",
            params![key, error],
        )?;
        Ok(())
    }

    /// The attempt at the mail `key` failed for a reason that is not the mail's (the
    /// database busy, the disk full): it does not count toward setting it aside.
    pub fn attempt_forgiven(&mut self, key: &str) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE mail_attempts SET attempts = max(attempts - 1, 0) WHERE key = ?1",
            [key],
        )?;
        Ok(())
    }

    /// The mail `key` needs no more attempts (it was recorded before: a repeat): its
    /// attempts are cleared, and it leaves the quarantine if it was there.
    pub fn attempt_done(&mut self, key: &str) -> Result<(), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        mail_committed(&tx, key)?;
        tx.commit()?;
        Ok(())
    }

    /// The attempts at the mail `key` so far (0 when none is recorded).
    pub fn attempts_at(&self, key: &str) -> Result<u32, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT attempts FROM mail_attempts WHERE key = ?1",
                [key],
                |row| row.get(0),
            )
            .optional()?
            .unwrap_or(0))
    }

    /// Starts the count of the mail `key` afresh (the admin reprocesses it).
    pub fn reset_attempts(&mut self, key: &str) -> Result<(), StoreError> {
        self.conn
            .execute_cached("DELETE FROM mail_attempts WHERE key = ?1", [key])?;
        Ok(())
    }

    /// A reprocessed mail failed again: the quarantine keeps it, with the attempts of
    /// this round added and the error, if one was caught.
    pub fn quarantine_failed_again(
        &mut self,
        id: i64,
        attempts: u32,
        error: &str,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE quarantine SET attempts = attempts + ?2, \
             last_error = CASE WHEN ?3 = '' THEN last_error ELSE ?3 END WHERE id = ?1",
            params![id, attempts, error],
        )?;
        Ok(())
    }

    /// Makes the connection usable again after a panic unwound through it: a read
    /// snapshot of a database in memory ([`Store::read`]) leaves it query-only, and no
    /// transaction may stay open.
    pub fn recover_after_panic(&mut self) {
        if !self.conn.is_autocommit() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
        if self.path.is_none() {
            let _ = self.conn.pragma_update(None, "query_only", false);
        }
    }

    /// How many mails are set aside.
    pub fn count_quarantined(&self) -> Result<u64, StoreError> {
        Ok(self
            .conn
            .query_row_cached("SELECT count(*) FROM quarantine", [], |row| row.get(0))?)
    }

    /// The mails set aside, oldest first, at most `limit`.
    pub fn quarantined(&self, limit: u32) -> Result<Vec<QuarantinedMail>, StoreError> {
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {QUARANTINE_COLUMNS} FROM quarantine ORDER BY id LIMIT ?1"
        ))?;
        let rows = statement.query_map([limit], quarantined_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The mail set aside as `id`, with its raw bytes, if there is one.
    pub fn quarantined_mail(
        &self,
        id: i64,
    ) -> Result<Option<(QuarantinedMail, Vec<u8>)>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                &format!("SELECT {QUARANTINE_COLUMNS}, raw FROM quarantine WHERE id = ?1"),
                [id],
                |row| Ok((quarantined_row(row)?, row.get::<_, Vec<u8>>(11)?)),
            )
            .optional()?)
    }

    /// Deletes the mail set aside as `id`; false when there was none.
    pub fn delete_quarantined(&mut self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .execute_cached("DELETE FROM quarantine WHERE id = ?1", [id])?
            == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::InboundKey;

    const RAW: &[u8] = b"From: mallory@example.org\r\nSubject: boom\r\n\r\nx\r\n";

    fn mail(key: &str) -> AttemptedMail<'static> {
        AttemptedMail {
            key: key.to_owned(),
            raw: RAW,
            max_bytes: 20,
            source_id: "maildir:1.eml",
        }
    }

    fn label() -> AsideLabel {
        AsideLabel {
            sender: "mallory@example.org".into(),
            subject: "boom".into(),
            message_id: String::new(),
        }
    }

    #[test]
    fn attempts_in_a_row_set_the_mail_aside_once_and_for_good() {
        let mut store = Store::open_in_memory().unwrap();
        let key = attempt_key(RAW);
        for n in 1..=3 {
            let begun = store
                .begin_attempt(&mail(&key), 3, false, 100 + i64::from(n), label)
                .unwrap();
            assert_eq!(begun, Begun::Attempt { attempt: n });
        }
        store.attempt_failed(&key, "a sentence").unwrap();
        let begun = store
            .begin_attempt(&mail(&key), 3, false, 200, label)
            .unwrap();
        let Begun::SetAside { id, attempts: 3 } = begun else {
            panic!("{begun:?}");
        };
        assert_eq!(store.attempts_at(&key).unwrap(), 0, "attempts cleared");
        let again = store
            .begin_attempt(&mail(&key), 3, false, 300, label)
            .unwrap();
        assert_eq!(again, Begun::AlreadySetAside { id });
        assert_eq!(store.count_quarantined().unwrap(), 1);

        let (listed, raw) = store.quarantined_mail(id).unwrap().unwrap();
        assert_eq!(raw, &RAW[..20], "kept up to the limit");
        assert!(listed.cut);
        assert_eq!(listed.attempts, 3);
        assert_eq!(listed.last_error, "a sentence");
        assert_eq!(listed.sender, "mallory@example.org");
        assert_eq!((listed.first_at, listed.set_aside_at), (101, 200));
        assert_eq!(store.quarantined(10).unwrap(), vec![listed]);

        assert!(store.delete_quarantined(id).unwrap());
        assert!(!store.delete_quarantined(id).unwrap());
        assert_eq!(store.count_quarantined().unwrap(), 0);
    }

    /// Setting a mail aside lets it go, so its commit reaches the disk before the mail
    /// is acknowledged, as a mail's transaction does: at once in a store that syncs
    /// each mail (`deliver`'s), with the deferred mails' in the daemon's. The attempts
    /// before it are not synced.
    #[test]
    fn a_mail_set_aside_is_on_disk_before_it_goes() {
        let dir = tempfile::tempdir().unwrap();
        let key = attempt_key(RAW);
        let set_aside = |store: &mut Store| {
            for n in 1..=3 {
                store
                    .begin_attempt(&mail(&key), 3, false, 100 + n, label)
                    .unwrap();
            }
            assert_eq!(store.wal_syncs, 0, "attempts are not synced");
            let begun = store
                .begin_attempt(&mail(&key), 3, false, 200, label)
                .unwrap();
            assert!(matches!(begun, Begun::SetAside { .. }), "{begun:?}");
        };
        let mut each = Store::open(&dir.path().join("each.sqlite3")).unwrap();
        set_aside(&mut each);
        assert_eq!(each.wal_syncs, 1);
        let mut deferred = Store::open(&dir.path().join("deferred.sqlite3")).unwrap();
        deferred.defer_mail_syncs().unwrap();
        deferred.wal_syncs = 0;
        set_aside(&mut deferred);
        assert_eq!(deferred.wal_syncs, 0);
        deferred.sync_deferred().unwrap();
        assert_eq!(deferred.wal_syncs, 1);
    }

    #[test]
    fn a_fault_that_is_not_the_mails_is_forgiven() {
        let mut store = Store::open_in_memory().unwrap();
        let key = attempt_key(RAW);
        for _ in 0..10 {
            let begun = store
                .begin_attempt(&mail(&key), 3, false, 100, label)
                .unwrap();
            assert_eq!(begun, Begun::Attempt { attempt: 1 });
            store.attempt_forgiven(&key).unwrap();
        }
        assert_eq!(store.attempts_at(&key).unwrap(), 0);
    }

    #[test]
    fn the_mails_commit_clears_its_attempts_and_its_quarantine() {
        let mut store = Store::open_in_memory().unwrap();
        let key = attempt_key(RAW);
        for _ in 0..3 {
            store
                .begin_attempt(&mail(&key), 3, false, 100, label)
                .unwrap();
        }
        let Begun::SetAside { id, .. } = store
            .begin_attempt(&mail(&key), 3, false, 100, label)
            .unwrap()
        else {
            panic!("set aside");
        };
        // The admin reprocesses it: attempted though set aside, and it commits.
        store.reset_attempts(&key).unwrap();
        let begun = store
            .begin_attempt(&mail(&key), 3, true, 100, label)
            .unwrap();
        assert_eq!(begun, Begun::Attempt { attempt: 1 });
        let inbound = InboundKey {
            message_id: None,
            raw: RAW,
            source_id: "quarantine",
            sender: "",
        };
        store
            .with_mail_transaction(&inbound, 100, |_| Ok::<_, StoreError>(()))
            .unwrap();
        assert_eq!(store.attempts_at(&key).unwrap(), 0);
        assert!(store.quarantined_mail(id).unwrap().is_none());
    }

    #[test]
    fn attempts_at_a_mail_that_never_came_back_are_forgotten() {
        let mut store = Store::open_in_memory().unwrap();
        let (old, new) = (attempt_key(b"old"), attempt_key(b"new"));
        store
            .begin_attempt(&mail(&old), 3, false, 0, label)
            .unwrap();
        store
            .begin_attempt(&mail(&new), 3, false, ATTEMPTS_KEPT_SECS + 1, label)
            .unwrap();
        assert_eq!(store.attempts_at(&old).unwrap(), 0);
        assert_eq!(store.attempts_at(&new).unwrap(), 1);
    }
}
