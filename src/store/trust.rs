//! What pawnpost remembers to be safe on a public address: addresses that proved they
//! receive mail there, mailboxes that refused invitations, confirmations waiting for a
//! reply, and the counts behind the caps on mail to strangers.

use rusqlite::{OptionalExtension, params};

use crate::time::Timestamp;

use super::{Cached as _, StoreError, Tx};

/// A confirmation asked of a sender, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    pub id: i64,
    pub address: String,
    /// What was asked, in the lobby's own serialized form.
    pub commands: String,
    pub created_at: Timestamp,
    pub state: String,
}

impl Tx<'_> {
    /// Records that `address` proved it receives mail here (a token, or the admin's
    /// MTA); the first proof is kept.
    pub fn mark_proven(&self, address: &str, now: Timestamp) -> Result<(), StoreError> {
        self.ensure_player(address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET proven_at = ?2 WHERE address = ?1 AND proven_at = 0",
            params![address, now],
        )?;
        Ok(())
    }

    /// Whether `address` ever proved it receives mail here, plays or played a game
    /// (which needed a proof, or an admin who trusts `From:`), or captains a team (the
    /// admin named them, as the admin vouches for a tournament's players: a captain's
    /// round letters are not held to a stranger's budget).
    pub fn is_known(&self, address: &str) -> Result<bool, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT EXISTS (SELECT 1 FROM players WHERE address = ?1 AND proven_at > 0) \
             OR EXISTS (SELECT 1 FROM games WHERE white = ?1 OR black = ?1) \
             OR EXISTS (SELECT 1 FROM teams WHERE captain = ?1)",
            [address],
            |row| row.get(0),
        )?)
    }

    /// Whether `a` and `b` have a game together (going on or over).
    pub fn have_played(&self, a: &str, b: &str) -> Result<bool, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT EXISTS (SELECT 1 FROM games WHERE white = ?1 AND black = ?2) \
             OR EXISTS (SELECT 1 FROM games WHERE white = ?2 AND black = ?1)",
            [a, b],
            |row| row.get(0),
        )?)
    }

    /// Whether `mailbox` (an address without its `+tag`) refused invitations.
    pub fn is_blocked(&self, mailbox: &str) -> Result<bool, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT EXISTS (SELECT 1 FROM blocked WHERE mailbox = ?1)",
            [mailbox],
            |row| row.get(0),
        )?)
    }

    /// Blocks or unblocks invitations to `mailbox`.
    pub fn set_blocked(
        &self,
        mailbox: &str,
        blocked: bool,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        if blocked {
            self.conn.execute_cached(
                "INSERT INTO blocked (mailbox, blocked_at) VALUES (?1, ?2) \
                 ON CONFLICT (mailbox) DO NOTHING",
                params![mailbox, now],
            )?;
        } else {
            self.conn
                .execute_cached("DELETE FROM blocked WHERE mailbox = ?1", [mailbox])?;
        }
        Ok(())
    }

    /// Invitations queued to `mailbox` since `since`, to a stranger or a known player.
    ///
    /// This query and the two below read the partial indexes of letters without proof
    /// (migration 33): their `kind <> ''` is the indexes' own condition, which SQLite
    /// must find among the query's to use them.
    pub fn invitations_to_since(&self, mailbox: &str, since: Timestamp) -> Result<u64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM outbox WHERE mailbox = ?1 AND kind <> '' \
             AND kind IN ('invitation', 'known-invitation', 'new-invitation') AND created_at >= ?2",
            params![mailbox, since],
            |row| row.get(0),
        )?)
    }

    /// Letters without proof queued to `mailbox` since `since`, of every kind: what
    /// its daily budget counts.
    pub fn unproven_letters_to_since(
        &self,
        mailbox: &str,
        since: Timestamp,
    ) -> Result<u64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM outbox WHERE mailbox = ?1 AND kind <> '' \
             AND kind IN ('invitation', 'new-invitation', 'confirmation', 'stranger', 'unproven') \
             AND created_at >= ?2",
            params![mailbox, since],
            |row| row.get(0),
        )?)
    }

    /// Letters without proof to strangers (confirmation requests and other letters to
    /// addresses that never proved themselves, not invitations) queued since `since`,
    /// for the hourly brake.
    pub fn stranger_letters_since(&self, since: Timestamp) -> Result<u64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM outbox WHERE kind <> '' AND kind IN ('confirmation', 'stranger') \
             AND created_at >= ?1",
            [since],
            |row| row.get(0),
        )?)
    }

    /// Stores a confirmation to ask of `address`; returns its id.
    pub fn insert_confirmation(
        &self,
        address: &str,
        commands: &str,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO confirmations (address, commands, created_at) VALUES (?1, ?2, ?3)",
            params![address, commands, now],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    pub fn confirmation(&self, id: i64) -> Result<Option<Confirmation>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT id, address, commands, created_at, state FROM confirmations WHERE id = ?1",
                [id],
                |row| {
                    Ok(Confirmation {
                        id: row.get(0)?,
                        address: row.get(1)?,
                        commands: row.get(2)?,
                        created_at: row.get(3)?,
                        state: row.get(4)?,
                    })
                },
            )
            .optional()?)
    }

    pub fn set_confirmation_state(&self, id: i64, state: &str) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE confirmations SET state = ?2 WHERE id = ?1",
            params![id, state],
        )?;
        Ok(())
    }
}
