//! Inbound mail records (idempotency, rate limits), the outbox with its claims (each
//! letter sent by one sender however many drain it), and IMAP positions.

use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::time::Duration;

use crate::game::{GameId, Timestamp};

use super::{Cached as _, Lease, Store, StoreError, Tx};

/// What identifies an inbound mail: its sender and Message-ID, else its raw bytes.
#[derive(Debug, Clone, Copy)]
pub struct InboundKey<'a> {
    pub message_id: Option<&'a str>,
    pub raw: &'a [u8],
    /// Where it came from (IMAP `uidvalidity:uid`, Maildir file name, `stdin`).
    pub source_id: &'a str,
    pub sender: &'a str,
}

impl InboundKey<'_> {
    /// `mid:<sender>:<id>`, or `sha256:<hex>` of the raw bytes when the Message-ID is
    /// missing or degenerate. The sender is part of the key: a Message-ID is chosen by
    /// whoever writes the mail, so anyone could reuse one of alice's (even before her
    /// client does) to make her real mail look like a repeat.
    pub fn dedup_key(&self) -> String {
        match self.message_id.and_then(usable_message_id) {
            Some(id) => format!("mid:{}:{id}", self.sender.trim().to_lowercase()),
            None => {
                let digest = Sha256::digest(self.raw);
                let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
                format!("sha256:{hex}")
            }
        }
    }

    /// The key mails were recorded under before the sender was part of it; a mail
    /// recorded then is still a repeat now.
    fn legacy_key(&self) -> Option<String> {
        let id = self.message_id.map(str::trim).filter(|m| !m.is_empty())?;
        Some(format!(
            "message-id:{}",
            id.trim_start_matches('<').trim_end_matches('>')
        ))
    }
}

/// A Message-ID that can tell mails apart: `left@right` with both sides non-empty,
/// no spaces, of a sane length; `<@>`, `""` or `<x>` are not.
fn usable_message_id(id: &str) -> Option<&str> {
    let id = id.trim().trim_start_matches('<').trim_end_matches('>');
    let (left, right) = id.rsplit_once('@')?;
    let sane = !left.trim_matches('"').is_empty()
        && !right.is_empty()
        && id.len() <= 998
        && !id.chars().any(|c| c.is_whitespace() || c.is_control());
    sane.then_some(id)
}

/// What became of a mail transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailOutcome<T> {
    Processed(T),
    /// The mail was recorded before; nothing was done.
    AlreadyProcessed,
}

/// Records an inbound mail; `None` when it was recorded before.
pub(super) fn record_inbound(
    conn: &Connection,
    mail: &InboundKey<'_>,
    now: Timestamp,
) -> Result<Option<i64>, StoreError> {
    if let Some(legacy) = mail.legacy_key() {
        let seen: Option<i64> = conn
            .query_row_cached(
                "SELECT id FROM inbound_mails WHERE dedup_key = ?1",
                [legacy],
                |row| row.get(0),
            )
            .optional()?;
        if seen.is_some() {
            return Ok(None);
        }
    }
    let inserted = conn.execute_cached(
        "INSERT INTO inbound_mails (dedup_key, message_id, source_id, sender, received_at) \
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (dedup_key) DO NOTHING",
        params![
            mail.dedup_key(),
            mail.message_id.unwrap_or(""),
            mail.source_id,
            mail.sender,
            now
        ],
    )?;
    Ok((inserted == 1).then(|| conn.last_insert_rowid()))
}

/// A reply to queue: its Message-ID is fixed now, so a retry sends the same mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    pub recipient: String,
    pub subject: String,
    pub message_id: String,
    /// The complete RFC 5322 message.
    pub raw: Vec<u8>,
    pub game: Option<GameId>,
    /// The number of moves of `game` when the letter was written.
    pub ply: Option<u32>,
    /// What the letter is, for the budget of letters without proof and the brake.
    pub kind: LetterKind,
    /// The recipient's mailbox without a `+tag`, for the same caps.
    pub mailbox: String,
    /// The letter's plain text, kept after sending to recognise it when it comes back
    /// quoted.
    pub text: String,
}

/// What a queued letter is, for the caps: a letter without proof — to a mailbox that
/// never proved it reads mail here, or caused by a mail that did not prove its sender —
/// counts against its mailbox's daily budget, and, to a stranger, against the hourly
/// brake.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LetterKind {
    /// Everything else: a letter with proof on both ends.
    Proven,
    /// An invitation to a mailbox that never proved itself (its challenger did).
    Invitation,
    /// An invitation to a known player from someone they have played before: proof on
    /// both ends and an acquaintance, so it counts only against
    /// `limits.invitations_per_recipient_per_day`.
    KnownInvitation,
    /// An invitation to a known player from someone they never played: the reader did
    /// not ask for it, so it shares their mailbox's daily budget with the letters
    /// without proof (an attacker who proves addresses of its own reaches a player no
    /// more often than one who forges).
    NewInvitation,
    /// A confirmation request to a mailbox that never proved itself.
    Confirmation,
    /// Any other letter without proof to a mailbox that never proved itself.
    Stranger,
    /// A letter to a known player caused by a mail that did not prove its sender (a
    /// forged `From:` of theirs): a confirmation request, an answer, a refusal.
    Unproven,
}

impl LetterKind {
    /// The stored key (`''` for a proven letter, as before this kind had a type).
    pub fn key(self) -> &'static str {
        match self {
            LetterKind::Proven => "",
            LetterKind::Invitation => "invitation",
            LetterKind::KnownInvitation => "known-invitation",
            LetterKind::NewInvitation => "new-invitation",
            LetterKind::Confirmation => "confirmation",
            LetterKind::Stranger => "stranger",
            LetterKind::Unproven => "unproven",
        }
    }
}

/// A queued reply, as the sender loop sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMail {
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub message_id: String,
    pub raw: Vec<u8>,
    pub attempts: u32,
}

/// How many replies are in each state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct OutboxCounts {
    pub pending: u64,
    pub sent: u64,
    pub dead: u64,
}

impl Tx<'_> {
    /// Queues a reply, due at once: its row, its bytes and its text (if any), in this
    /// transaction.
    pub fn queue_mail(&self, mail: &OutgoingMail, now: Timestamp) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO outbox (recipient, subject, message_id, game_id, next_attempt_at, \
             created_at, ply, kind, mailbox) VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7, ?8)",
            params![
                mail.recipient,
                mail.subject,
                mail.message_id,
                mail.game,
                now,
                mail.ply.map_or(-1, i64::from),
                mail.kind.key(),
                mail.mailbox,
            ],
        )?;
        let id = self.conn.last_insert_rowid();
        self.queued.borrow_mut().push(id);
        self.conn.execute_cached(
            "INSERT INTO outbox_raw (id, raw) VALUES (?1, ?2)",
            params![id, mail.raw],
        )?;
        if !mail.text.is_empty() {
            self.conn.execute_cached(
                "INSERT INTO outbox_text (id, text) VALUES (?1, ?2)",
                params![id, mail.text],
            )?;
        }
        Ok(id)
    }

    /// Records what became of the inbound mail of this transaction (`applied`,
    /// `rejected`, `ignored: auto-reply`, ...).
    pub fn set_mail_outcome(&self, outcome: &str) -> Result<(), StoreError> {
        if let Some(id) = self.inbound_id {
            self.conn.execute_cached(
                "UPDATE inbound_mails SET outcome = ?2 WHERE id = ?1",
                params![id, outcome],
            )?;
        }
        Ok(())
    }

    /// Inbound mails from `sender` recorded at or after `since` (for the rate limit;
    /// counts the mail of this transaction too).
    pub fn mails_from_since(&self, sender: &str, since: Timestamp) -> Result<u64, StoreError> {
        mails_from_since(self.conn, sender, since)
    }

    /// Whether `mail` was recorded before (reads only: the mail's own transaction
    /// records it, [`super::Store::with_mail_transaction`]).
    pub fn is_recorded(&self, mail: &InboundKey<'_>) -> Result<bool, StoreError> {
        let keys = [Some(mail.dedup_key()), mail.legacy_key()];
        for key in keys.iter().flatten() {
            let seen: Option<i64> = self
                .conn
                .query_row_cached(
                    "SELECT id FROM inbound_mails WHERE dedup_key = ?1",
                    [key],
                    |row| row.get(0),
                )
                .optional()?;
            if seen.is_some() {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

fn mails_from_since(conn: &Connection, sender: &str, since: Timestamp) -> Result<u64, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT count(*) FROM inbound_mails WHERE sender = ?1 AND received_at >= ?2",
        params![sender, since],
        |r| r.get(0),
    )?)
}

/// Ends the claim of a letter sent by the lease's holder (and drops its bytes through
/// the trigger `outbox_sent_drops_raw`).
const MARK_SENT: &str = "UPDATE outbox SET state = 'sent', sent_at = ?3, attempts = attempts + 1, \
     last_error = '' WHERE id = ?1 AND claimed_by = ?2 AND state = 'pending'";

/// Gives back every letter a holder still claims.
const RELEASE_CLAIMS: &str = "UPDATE outbox SET claimed_by = '', claimed_until = 0 \
     WHERE claimed_by = ?1 AND state = 'pending'";

/// What becomes of the letters a lease still holds in the transaction that marks those
/// its sender sent ([`Store::mark_sent_batch`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StillHeld {
    /// Left as they are.
    Kept,
    /// Each held for a whole lease from now again: the sender goes on sending them.
    Renewed,
    /// Given back at once, as [`Store::release_claims`] does: the sender stops.
    Released,
}

/// What [`Store::mark_sent_batch`] found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MarkedBatch {
    /// Letters marked by another sender's lease, not this one's: taken after this
    /// claim ran out, they may arrive twice.
    pub lost: Vec<i64>,
    /// With [`StillHeld::Renewed`]: the letters this lease holds for a whole lease again.
    pub renewed: Vec<i64>,
}

/// Marks each of `sent` sent for `lease` in `tx`; returns those `lease` no longer held.
fn mark_each_sent(
    tx: &rusqlite::Transaction<'_>,
    sent: &[i64],
    lease: &Lease,
    now: Timestamp,
) -> Result<Vec<i64>, StoreError> {
    let mut lost = Vec::new();
    for &id in sent {
        if tx.execute_cached(MARK_SENT, params![id, lease.owner(), now])? == 0 {
            lost.push(id);
        }
    }
    Ok(lost)
}

impl Store {
    /// When the next pending reply is due (it may be already), if any is pending. A
    /// letter another sender holds is due when its claim runs out: by then it is sent,
    /// or its sender died and it is anyone's.
    pub fn next_outbox_due(&self) -> Result<Option<Timestamp>, StoreError> {
        Ok(self.conn().query_row_cached(
            "SELECT min(max(next_attempt_at, claimed_until)) FROM outbox WHERE state = 'pending'",
            [],
            |row| row.get(0),
        )?)
    }

    /// Claims for `lease` up to `limit` letters that are due at `now` and that nobody
    /// holds (or whose holder's claim has run out, or whose holder is gone:
    /// [`Lease::holder_is_gone`]), oldest first: one short write transaction, so two
    /// senders never claim one letter. Only the holder may send a
    /// letter and mark it; [`Store::mark_sent`] and [`Store::mark_failed`] end the claim.
    pub fn claim_outbox(
        &mut self,
        lease: &Lease,
        now: Timestamp,
        limit: u32,
    ) -> Result<Vec<OutboxMail>, StoreError> {
        Ok(self.claim_outbox_after(&[], lease, now, limit)?.0)
    }

    /// [`Store::claim_outbox`], in the transaction that first marks the letters of
    /// `sent` sent, as [`Store::mark_sent_batch`] does: a sender's next batch is
    /// claimed in the commit that marks its last. Returns the letters claimed and
    /// those of `sent` that `lease` no longer held.
    pub fn claim_outbox_after(
        &mut self,
        sent: &[i64],
        lease: &Lease,
        now: Timestamp,
        limit: u32,
    ) -> Result<(Vec<OutboxMail>, Vec<i64>), StoreError> {
        let before = self.commits_so_far();
        let (rows, durable, lost) = self.claim_outbox_now(sent, lease, now, limit)?;
        // What the letters claimed tell of is on disk before one leaves: synced now,
        // and with the claim every commit before it, unless it was known on disk
        // already.
        if !rows.is_empty() && !durable {
            self.sync_commits_since(before)?;
        }
        Ok((rows, lost))
    }

    /// The claim, committed unsynced, and whether what its letters tell of is on disk
    /// already: every commit before it is (this connection's last synced commit, with
    /// no commit since: a `deliver`'s mail and then its letters), or each letter was
    /// queued in a mail transaction this process synced (the daemon's inbound task
    /// queued them, its outbox task claims them after commits of its own since).
    fn claim_outbox_now(
        &mut self,
        sent: &[i64],
        lease: &Lease,
        now: Timestamp,
        limit: u32,
    ) -> Result<(Vec<OutboxMail>, bool, Vec<i64>), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let lost = mark_each_sent(&tx, sent, lease, now)?;
        // Asked inside the write transaction: no commit can come between.
        let all_durable =
            super::everything_committed_is_durable(&tx, &self.commits, self.durable_as_of)?;
        // A sender killed on this machine need not be waited for: its claims end now.
        let holders = {
            let mut stmt = tx.prepare_cached(
                "SELECT DISTINCT claimed_by FROM outbox WHERE state = 'pending' \
                 AND claimed_until > ?1",
            )?;
            stmt.query_map([now], |r| r.get::<_, String>(0))?
                .collect::<Result<Vec<_>, _>>()?
        };
        for holder in holders.iter().filter(|h| Lease::holder_is_gone(h)) {
            let voided = tx.execute_cached(RELEASE_CLAIMS, [holder])?;
            tracing::info!(%holder, letters = voided, "claims of a sender that is gone end now");
        }
        let mut rows = {
            let mut stmt = tx.prepare_cached(
                "UPDATE outbox SET claimed_by = ?1, claimed_until = ?3 WHERE id IN \
                 (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?2 \
                 AND claimed_until <= ?2 ORDER BY id LIMIT ?4) \
                 RETURNING id, recipient, subject, message_id, attempts",
            )?;
            stmt.query_map(params![lease.owner(), now, lease.until(now), limit], |r| {
                Ok(OutboxMail {
                    id: r.get(0)?,
                    recipient: r.get(1)?,
                    subject: r.get(2)?,
                    message_id: r.get(3)?,
                    raw: Vec::new(),
                    attempts: r.get(4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?
        };
        // The bytes of each letter claimed, read in the claim's transaction. A pending
        // letter without them (never made by `queue_mail`: a database edited by hand)
        // could only ever send an empty mail: it is dead at once, the reason recorded.
        let mut missing = Vec::new();
        for mail in &mut rows {
            let raw: Option<Vec<u8>> = tx
                .query_row_cached("SELECT raw FROM outbox_raw WHERE id = ?1", [mail.id], |r| {
                    r.get(0)
                })
                .optional()?;
            match raw {
                Some(raw) => mail.raw = raw,
                None => missing.push(mail.id),
            }
        }
        for id in &missing {
            tx.execute_cached(
                "UPDATE outbox SET state = 'dead', last_error = 'its bytes are missing', \
                 claimed_by = '', claimed_until = 0 WHERE id = ?1",
                [id],
            )?;
            tracing::error!(letter = id, "a pending letter has no bytes: set dead");
        }
        rows.retain(|mail| !missing.contains(&mail.id));
        // RETURNING yields rows in no promised order.
        rows.sort_by_key(|mail| mail.id);
        let ids: Vec<i64> = rows.iter().map(|mail| mail.id).collect();
        // Taken from the registry even when not needed: a letter is trusted once.
        let noted = self
            .path
            .as_deref()
            .is_some_and(|path| super::synced_letters::take_all(path, &ids));
        tx.commit()?;
        Ok((rows, all_durable || noted, lost))
    }

    /// Gives back the letters `lease` still holds (a sender stopping before the end of
    /// its batch), so others need not wait for the claim to run out. Returns how many.
    pub fn release_claims(&self, lease: &Lease) -> Result<usize, StoreError> {
        Ok(self
            .conn()
            .execute_cached(RELEASE_CLAIMS, params![lease.owner()])?)
    }

    /// Marks a letter sent by the holder of `lease` and drops its bytes (the trigger
    /// `outbox_sent_drops_raw`, in the same statement): with the board picture a reply
    /// is ~25 KB, which would make sent mail nearly all of the database. The row
    /// (recipient, subject, Message-ID, game, and who sent it) and the text stay, for
    /// threading, the record and own-text recognition. `false`: `lease` no longer held
    /// it (another sender took it after the claim ran out) and nothing changed.
    pub fn mark_sent(&self, id: i64, lease: &Lease, now: Timestamp) -> Result<bool, StoreError> {
        let marked = self
            .conn()
            .execute_cached(MARK_SENT, params![id, lease.owner(), now])?;
        Ok(marked == 1)
    }

    /// Marks sent, in one transaction, each letter of `sent` that `lease` still holds
    /// (as [`Store::mark_sent`] does, its bytes dropped), then does with the letters
    /// `lease` still holds what `still` says. A sender marks the letters it sent at the
    /// end of a batch, or with the renewal a long batch needs, rather than each in a
    /// transaction of its own: the marks of a move's two letters were two commits and
    /// twelve pages of the WAL. Returns the letters of `sent` that `lease` no longer
    /// held (another sender took them after the claim ran out: they may arrive twice)
    /// and, with [`StillHeld::Renewed`], those it holds for a whole lease again.
    pub fn mark_sent_batch(
        &mut self,
        sent: &[i64],
        lease: &Lease,
        now: Timestamp,
        still: StillHeld,
    ) -> Result<MarkedBatch, StoreError> {
        let tx = self.conn.transaction()?;
        let lost = mark_each_sent(&tx, sent, lease, now)?;
        let renewed = match still {
            StillHeld::Kept => Vec::new(),
            StillHeld::Renewed => {
                let mut stmt = tx.prepare_cached(
                    "UPDATE outbox SET claimed_until = ?2 WHERE claimed_by = ?1 \
                     AND state = 'pending' RETURNING id",
                )?;
                stmt.query_map(params![lease.owner(), lease.until(now)], |r| r.get(0))?
                    .collect::<Result<Vec<i64>, _>>()?
            }
            StillHeld::Released => {
                tx.execute_cached(RELEASE_CLAIMS, params![lease.owner()])?;
                Vec::new()
            }
        };
        tx.commit()?;
        Ok(MarkedBatch { lost, renewed })
    }

    /// Records a failed attempt by the holder of `lease` and ends its claim: retried at
    /// `next_attempt` (by whichever sender claims it then), or `dead` once
    /// `max_attempts` attempts have failed. `false`: `lease` no longer held it.
    pub fn mark_failed(
        &self,
        id: i64,
        lease: &Lease,
        error: &str,
        next_attempt: Timestamp,
        max_attempts: u32,
    ) -> Result<bool, StoreError> {
        let marked = self.conn().execute_cached(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?3, next_attempt_at = ?4, \
             state = CASE WHEN attempts + 1 >= ?5 THEN 'dead' ELSE 'pending' END, \
             claimed_by = '', claimed_until = 0 \
             WHERE id = ?1 AND claimed_by = ?2 AND state = 'pending'",
            params![id, lease.owner(), error, next_attempt, max_attempts],
        )?;
        Ok(marked == 1)
    }

    pub fn outbox_counts(&self) -> Result<OutboxCounts, StoreError> {
        let mut counts = OutboxCounts::default();
        let mut stmt = self
            .conn()
            .prepare("SELECT state, count(*) FROM outbox GROUP BY state")?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, u64>(1)?)))?;
        for row in rows {
            let (state, n) = row?;
            match state.as_str() {
                "pending" => counts.pending = n,
                "sent" => counts.sent = n,
                _ => counts.dead = n,
            }
        }
        Ok(counts)
    }

    /// Inbound mails from `sender` recorded at or after `since`.
    pub fn mails_from_since(&self, sender: &str, since: Timestamp) -> Result<u64, StoreError> {
        mails_from_since(self.conn(), sender, since)
    }

    /// The IMAP position of `mailbox`: (UIDVALIDITY, last UID seen).
    pub fn imap_state(&self, mailbox: &str) -> Result<Option<(u32, u32)>, StoreError> {
        Ok(self
            .conn()
            .query_row(
                "SELECT uidvalidity, last_seen_uid FROM imap_state WHERE mailbox = ?1",
                [mailbox],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    pub fn set_imap_state(
        &self,
        mailbox: &str,
        uidvalidity: u32,
        last_seen_uid: u32,
    ) -> Result<(), StoreError> {
        self.conn().execute_cached(
            "INSERT INTO imap_state (mailbox, uidvalidity, last_seen_uid) VALUES (?1, ?2, ?3) \
             ON CONFLICT (mailbox) DO UPDATE SET uidvalidity = excluded.uidvalidity, \
             last_seen_uid = excluded.last_seen_uid",
            params![mailbox, uidvalidity, last_seen_uid],
        )?;
        Ok(())
    }
}

impl Tx<'_> {
    /// The game of a reply pawnpost sent with this Message-ID (for mails that name
    /// their game only through In-Reply-To/References).
    pub fn game_of_sent_message(&self, message_id: &str) -> Result<Option<GameId>, StoreError> {
        let id = message_id
            .trim()
            .trim_start_matches('<')
            .trim_end_matches('>');
        Ok(self
            .conn
            .query_row_cached(
                "SELECT game_id FROM outbox WHERE message_id = ?1 AND game_id IS NOT NULL",
                [format!("<{id}>")],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// How many challenges `challenger` has open.
    pub fn open_challenges_by(&self, challenger: &str) -> Result<u64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM challenges WHERE challenger = ?1 AND state = 'open'",
            [challenger],
            |row| row.get(0),
        )?)
    }
}

impl Store {
    /// When the last inbound mail was recorded.
    pub fn last_inbound(&self) -> Result<Option<Timestamp>, StoreError> {
        Ok(self
            .conn()
            .query_row("SELECT max(received_at) FROM inbound_mails", [], |row| {
                row.get(0)
            })?)
    }

    /// Records that the daemon has just looked at its mailbox successfully.
    pub fn record_mailbox_checked(&self, now: Timestamp) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO daemon_state (key, value) VALUES ('mailbox_checked_at', ?1) \
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            )?
            .execute([now])?;
        Ok(())
    }

    /// When the daemon last looked at its mailbox successfully, if ever.
    pub fn mailbox_checked_at(&self) -> Result<Option<Timestamp>, StoreError> {
        Ok(self
            .conn()
            .query_row(
                "SELECT value FROM daemon_state WHERE key = 'mailbox_checked_at'",
                [],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// The replies given up on, newest first.
    pub fn dead_outbox(&self, limit: u32) -> Result<Vec<DeadLetter>, StoreError> {
        let mut stmt = self.conn().prepare_cached(
            "SELECT id, recipient, subject, last_error FROM outbox WHERE state = 'dead' \
             ORDER BY id DESC LIMIT ?1",
        )?;
        let rows = stmt
            .query_map([limit], |r| {
                Ok(DeadLetter {
                    id: r.get(0)?,
                    to: r.get(1)?,
                    subject: r.get(2)?,
                    error: r.get(3)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// How many inbound mails were recorded, and how many of them were deliberately
    /// not answered: silenced (the loop guard's auto-replies, bounces and lists, the
    /// hourly limit, spam and forgeries outside a game) or unreadable. Counted from the
    /// records, so every process that recorded mail (`run`, each `deliver`) counts,
    /// and the numbers survive restarts.
    pub fn inbound_counts(&self) -> Result<InboundCounts, StoreError> {
        Ok(self.conn().query_row_cached(
            "SELECT count(*), \
             count(*) FILTER (WHERE outcome LIKE 'silenced:%' OR outcome LIKE 'unreadable:%') \
             FROM inbound_mails",
            [],
            |r| {
                Ok(InboundCounts {
                    processed: r.get(0)?,
                    refused: r.get(1)?,
                })
            },
        )?)
    }

    /// Records that a sweep as of `at` ran for `took`.
    pub fn record_sweep(&self, at: Timestamp, took: Duration) -> Result<(), StoreError> {
        let micros = i64::try_from(took.as_micros()).unwrap_or(i64::MAX);
        self.conn().execute_cached(
            "INSERT INTO daemon_state (key, value) VALUES ('sweep_at', ?1), \
             ('sweep_micros', ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            params![at, micros],
        )?;
        Ok(())
    }

    /// When the last sweep ran and for how long, if one ever did.
    pub fn last_sweep(&self) -> Result<Option<SweepRecord>, StoreError> {
        let value = |key: &str| -> Result<Option<i64>, StoreError> {
            Ok(self
                .conn()
                .query_row_cached(
                    "SELECT value FROM daemon_state WHERE key = ?1",
                    [key],
                    |r| r.get(0),
                )
                .optional()?)
        };
        Ok(match (value("sweep_at")?, value("sweep_micros")?) {
            (Some(at), Some(micros)) => Some(SweepRecord {
                at,
                took: Duration::from_micros(u64::try_from(micros).unwrap_or(0)),
            }),
            _ => None,
        })
    }
}

/// A reply given up on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeadLetter {
    pub id: i64,
    pub to: String,
    pub subject: String,
    /// The last delivery error.
    pub error: String,
}

impl std::fmt::Display for DeadLetter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "#{} to {} \"{}\": {}",
            self.id, self.to, self.subject, self.error
        )
    }
}

/// Inbound mails recorded, and those of them deliberately not answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct InboundCounts {
    pub processed: u64,
    pub refused: u64,
}

/// The last sweep: the time it swept as of, and how long it ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SweepRecord {
    pub at: Timestamp,
    pub took: Duration,
}

/// How much of each stored letter's text own-text recognition reads, in characters
/// (a letter's text is at most `MAX_LETTER_TEXT_BYTES`; this is half of that).
pub const OWN_TEXT_CHARS: i64 = 32 * 1024;

impl Tx<'_> {
    /// The plain texts of the last `limit` letters to `recipient`, newest first.
    ///
    /// Each text is read up to [`OWN_TEXT_CHARS`] only: what a reply carries back of a
    /// letter is its beginning, and a mail from anyone naming this recipient costs a
    /// bounded read however large the letters were.
    pub fn recent_texts_to(&self, recipient: &str, limit: u32) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT substr(t.text, 1, ?3) FROM outbox o JOIN outbox_text t ON t.id = o.id \
             WHERE o.recipient = ?1 ORDER BY o.id DESC LIMIT ?2",
        )?;
        let rows = stmt
            .query_map(params![recipient, limit, OWN_TEXT_CHARS], |row| row.get(0))?
            .collect::<Result<Vec<String>, _>>()?;
        Ok(rows)
    }
}

/// A letter in the outbox, as its recipient reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QueuedLetter {
    pub to: String,
    pub subject: String,
    /// The plain text part.
    pub text: String,
}

impl Tx<'_> {
    /// The id of the newest outbox row, 0 when there is none: what is queued later
    /// comes after it.
    pub fn last_outbox_id(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row_cached("SELECT coalesce(max(id), 0) FROM outbox", [], |row| {
                row.get(0)
            })?)
    }

    /// The letters queued after outbox row `after`, oldest first.
    pub fn queued_after(&self, after: i64) -> Result<Vec<QueuedLetter>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT o.recipient, o.subject, coalesce(t.text, '') FROM outbox o \
             LEFT JOIN outbox_text t ON t.id = o.id WHERE o.id > ?1 ORDER BY o.id",
        )?;
        let rows = stmt
            .query_map([after], |row| {
                Ok(QueuedLetter {
                    to: row.get(0)?,
                    subject: row.get(1)?,
                    text: row.get(2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }
}

/// A letter about a game that pawnpost sent, as a reply to it names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentLetter {
    pub game: GameId,
    pub recipient: String,
    /// The number of moves the letter showed (`None` for letters queued before that
    /// was recorded).
    pub ply: Option<u32>,
    pub queued_at: Timestamp,
}

impl Tx<'_> {
    /// A letter about a game that pawnpost sent, by its Message-ID.
    pub fn sent_message(&self, message_id: &str) -> Result<Option<SentLetter>, StoreError> {
        let id = message_id
            .trim()
            .trim_start_matches('<')
            .trim_end_matches('>');
        Ok(self
            .conn
            .query_row_cached(
                "SELECT game_id, recipient, ply, created_at FROM outbox \
                 WHERE message_id = ?1 AND game_id IS NOT NULL",
                [format!("<{id}>")],
                |row| {
                    let ply: i64 = row.get(2)?;
                    Ok(SentLetter {
                        game: row.get(0)?,
                        recipient: row.get(1)?,
                        ply: u32::try_from(ply).ok(),
                        queued_at: row.get(3)?,
                    })
                },
            )
            .optional()?)
    }
}
