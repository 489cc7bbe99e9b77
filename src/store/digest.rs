//! The daily digest (migration 12): per player the time of day and zone it comes at,
//! whether it replaces the letters per move, and when the next one is due (indexed:
//! the sweep reads the players due and no other).

use rusqlite::{OptionalExtension, params};

use super::{Cached, StoreError, Tx};
use crate::game::Timestamp;

/// A player's digest setting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestPlan {
    /// Minutes past local midnight; `None`: no digest.
    pub minute: Option<u16>,
    /// The IANA zone the minute is read in.
    pub zone: String,
    /// Only the digest, no letter per move.
    pub only: bool,
}

/// A digest due: to whom, at which time of day in which zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestDue {
    pub address: String,
    pub minute: u16,
    pub zone: String,
    /// When it was due, as read: [`Tx::claim_digest`] plans the next only if it still is.
    pub due_at: Timestamp,
}

impl Tx<'_> {
    /// `address`'s digest setting (none for a player never seen).
    pub fn digest_plan(&self, address: &str) -> Result<DigestPlan, StoreError> {
        let found = self
            .conn
            .query_row_cached(
                "SELECT digest_minute, digest_zone, digest_only FROM players WHERE address = ?1",
                [address],
                |r| {
                    Ok(DigestPlan {
                        minute: r.get(0)?,
                        zone: r.get(1)?,
                        only: r.get(2)?,
                    })
                },
            )
            .optional()?;
        Ok(found.unwrap_or(DigestPlan {
            minute: None,
            zone: "UTC".to_owned(),
            only: false,
        }))
    }

    /// Sets `address`'s digest: `plan`, the next due at `due` (`None` with no digest).
    pub fn set_digest(
        &self,
        address: &str,
        plan: &DigestPlan,
        due: Option<Timestamp>,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.ensure_player(address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET digest_minute = ?2, digest_zone = ?3, digest_only = ?4, \
             digest_due_at = ?5 WHERE address = ?1",
            params![address, plan.minute, plan.zone, plan.only, due],
        )?;
        Ok(())
    }

    /// Whether `address` wants only the digest, no letter per move.
    pub fn digest_only(&self, address: &str) -> Result<bool, StoreError> {
        let only: Option<bool> = self
            .conn
            .query_row_cached(
                "SELECT digest_only FROM players WHERE address = ?1",
                [address],
                |r| r.get(0),
            )
            .optional()?;
        Ok(only.unwrap_or(false))
    }

    /// The digests due at `now`, earliest first, at most `limit` (through the index).
    pub fn digests_due(&self, now: Timestamp, limit: u32) -> Result<Vec<DigestDue>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT address, digest_minute, digest_zone, digest_due_at FROM players \
             WHERE digest_due_at <= ?1 AND digest_minute IS NOT NULL \
             ORDER BY digest_due_at LIMIT ?2",
        )?;
        let rows = stmt
            .query_map(params![now, limit], |r| {
                Ok(DigestDue {
                    address: r.get(0)?,
                    minute: r.get(1)?,
                    zone: r.get(2)?,
                    due_at: r.get(3)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Plans `due`'s next digest at `next` if it is still due as it was read (no other
    /// sweep sent it, the player did not change the setting since): whether it was, so
    /// that a digest composed from a read snapshot is queued by one sweep only.
    pub fn claim_digest(&self, due: &DigestDue, next: Timestamp) -> Result<bool, StoreError> {
        let changed = self.conn.execute_cached(
            "UPDATE players SET digest_due_at = ?3 \
             WHERE address = ?1 AND digest_due_at = ?2 AND digest_minute IS NOT NULL",
            params![due.address, due.due_at, next],
        )?;
        Ok(changed == 1)
    }

    /// The next digest of `address` is due at `due`.
    pub fn set_digest_due(&self, address: &str, due: Timestamp) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE players SET digest_due_at = ?2 WHERE address = ?1",
            params![address, due],
        )?;
        Ok(())
    }
}
