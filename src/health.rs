//! What a monitor reads: one snapshot of pawnpost's health taken from the store —
//! mails processed, refused and set aside, letters sent, pending and dead, active games, when the
//! mailbox was last read, the last sweep — as the JSON object of `pawnpost status
//! --json` and as the Prometheus text exposition format of `[metrics] textfile`, which
//! node_exporter's textfile collector reads. The names and keys are documented in
//! docs/cli.md and docs/deploy.md ("Monitoring"); they are part of the contract.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use serde::Serialize;

use crate::store::{DeadLetter, Store, StoreError};
use crate::time::Timestamp;

/// How many dead letters a snapshot lists (the count covers them all).
pub const DEAD_LETTERS_LISTED: u32 = 20;

/// The health of one installation at one moment.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Health {
    /// When the snapshot was taken (unix seconds).
    pub now: Timestamp,
    /// When the daemon last read its mailbox successfully (it records that at most
    /// once a minute); `None` when it never did.
    pub mailbox_checked_at: Option<Timestamp>,
    /// Seconds since then.
    pub mailbox_age_secs: Option<i64>,
    /// The mailbox was read longer ago than the daemon ever waits: it is not running,
    /// or cannot reach its mail server.
    pub mailbox_stale: bool,
    /// Inbound mails recorded, each once whatever became of it.
    pub mails_processed: u64,
    /// Of them, recorded and deliberately not answered (silenced or unreadable).
    pub mails_refused: u64,
    /// When the last inbound mail was recorded.
    pub last_mail_at: Option<Timestamp>,
    pub letters_sent: u64,
    pub letters_pending: u64,
    /// Letters given up on after the last delivery attempt.
    pub letters_dead: u64,
    /// Inbound mails set aside after failing too often in a row, waiting for the admin
    /// (`pawnpost quarantine list`).
    pub mails_set_aside: u64,
    pub games_active: u64,
    /// When the last sweep ran (the time it swept as of).
    pub last_sweep_at: Option<Timestamp>,
    /// How long it ran, in seconds.
    pub sweep_duration_secs: Option<f64>,
    /// The newest dead letters, at most [`DEAD_LETTERS_LISTED`].
    pub dead_letters: Vec<DeadLetter>,
    /// A daemon listens for `pawnpost deliver`'s mail on this database (its socket,
    /// `<database>.deliver`, answers); `deliver`s then hand their mail to it.
    pub deliver_hands_over: bool,
    /// A sync of the database's log failed and is not made good yet (the file
    /// `<database>.sync-failed` is there): mails and letters wait until pawnpost has
    /// written the log into the database (docs/deploy.md, "A failed write of the
    /// database's log").
    pub log_sync_failed: bool,
}

impl Health {
    /// The snapshot at `now`. A mailbox read longer than `stale_after` ago is stale
    /// (the daemon's poll interval plus two missed heartbeats).
    pub fn read(
        store: &Store,
        now: Timestamp,
        stale_after: Duration,
    ) -> Result<Health, StoreError> {
        let mails = store.inbound_counts()?;
        let letters = store.outbox_counts()?;
        let checked = store.mailbox_checked_at()?;
        let age = checked.map(|at| (now - at).max(0));
        let stale_after = i64::try_from(stale_after.as_secs()).unwrap_or(i64::MAX);
        let sweep = store.last_sweep()?;
        Ok(Health {
            now,
            mailbox_checked_at: checked,
            mailbox_age_secs: age,
            mailbox_stale: age.is_some_and(|age| age > stale_after),
            mails_processed: mails.processed,
            mails_refused: mails.refused,
            last_mail_at: store.last_inbound()?,
            letters_sent: letters.sent,
            letters_pending: letters.pending,
            letters_dead: letters.dead,
            mails_set_aside: store.count_quarantined()?,
            games_active: store.count_active_games()?,
            last_sweep_at: sweep.map(|s| s.at),
            sweep_duration_secs: sweep.map(|s| s.took.as_secs_f64()),
            dead_letters: store.dead_outbox(DEAD_LETTERS_LISTED)?,
            deliver_hands_over: store
                .file()
                .is_some_and(crate::store::daemon_takes_deliveries),
            log_sync_failed: store
                .file()
                .is_some_and(|file| crate::store::sync_failed_path(file).exists()),
        })
    }

    /// The metrics in the Prometheus text exposition format (version 0.0.4): each
    /// with its HELP and TYPE lines, names prefixed `pawnpost_`, counters ending in
    /// `_total`. A metric whose moment never happened (no sweep yet) is left out.
    pub fn to_prometheus(&self) -> String {
        let mut out = String::new();
        let mut metric = |name: &str, kind: &str, help: &str, value: Option<f64>| {
            if let Some(value) = value {
                let _ = writeln!(out, "# HELP {name} {help}");
                let _ = writeln!(out, "# TYPE {name} {kind}");
                let _ = writeln!(out, "{name} {value}");
            }
        };
        let count = |n: u64| Some(n as f64);
        let time = |t: Option<Timestamp>| t.map(|t| t as f64);
        metric(
            "pawnpost_mails_processed_total",
            "counter",
            "Inbound mails recorded, each once, whatever became of it.",
            count(self.mails_processed),
        );
        metric(
            "pawnpost_mails_refused_total",
            "counter",
            "Inbound mails recorded and deliberately not answered (loop guard, hourly limit, spam or forgery outside a game, unreadable).",
            count(self.mails_refused),
        );
        metric(
            "pawnpost_letters_sent_total",
            "counter",
            "Letters delivered to the outbound mail server or spool.",
            count(self.letters_sent),
        );
        metric(
            "pawnpost_letters_pending",
            "gauge",
            "Letters in the outbox waiting to be sent or retried.",
            count(self.letters_pending),
        );
        metric(
            "pawnpost_letters_dead",
            "gauge",
            "Letters given up on after their last delivery attempt (pawnpost status lists them).",
            count(self.letters_dead),
        );
        metric(
            "pawnpost_quarantined_mails",
            "gauge",
            "Inbound mails set aside after failing, panicking or being killed 3 times in a row, waiting for the admin (pawnpost quarantine list).",
            count(self.mails_set_aside),
        );
        metric(
            "pawnpost_log_sync_failed",
            "gauge",
            "1 while a failed sync of the database's log is not made good: mails and letters wait.",
            Some(f64::from(u8::from(self.log_sync_failed))),
        );
        metric(
            "pawnpost_games_active",
            "gauge",
            "Games being played.",
            count(self.games_active),
        );
        metric(
            "pawnpost_mailbox_last_read_timestamp_seconds",
            "gauge",
            "When the daemon last read its mailbox successfully (unix time; recorded at most once a minute).",
            time(self.mailbox_checked_at),
        );
        metric(
            "pawnpost_mailbox_last_read_age_seconds",
            "gauge",
            "Seconds since the daemon last read its mailbox successfully, when this file was written.",
            self.mailbox_age_secs.map(|age| age as f64),
        );
        metric(
            "pawnpost_last_mail_timestamp_seconds",
            "gauge",
            "When the last inbound mail was recorded (unix time).",
            time(self.last_mail_at),
        );
        metric(
            "pawnpost_sweep_duration_seconds",
            "gauge",
            "How long the last sweep for forfeits, reminders and expiries ran.",
            self.sweep_duration_secs,
        );
        metric(
            "pawnpost_sweep_last_timestamp_seconds",
            "gauge",
            "When the last sweep ran (unix time).",
            time(self.last_sweep_at),
        );
        out
    }
}

/// Replaces the metrics file at `path` with `health`'s metrics, whole (a temporary
/// file beside it, renamed over it), readable by all (0644): node_exporter runs as
/// another user, and the file holds counts only, no addresses.
pub fn write_textfile(path: &Path, health: &Health) -> std::io::Result<()> {
    crate::private_files::replace_file(path, health.to_prometheus().as_bytes(), 0o644)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_store_has_counts_of_zero_and_no_moments() {
        let store = Store::open_in_memory().unwrap();
        let health = Health::read(&store, 1_800_000_000, Duration::from_secs(180)).unwrap();
        assert_eq!(health.mails_processed, 0);
        assert_eq!(health.mailbox_checked_at, None);
        assert!(!health.mailbox_stale);
        let text = health.to_prometheus();
        assert!(text.contains("pawnpost_games_active 0\n"), "{text}");
        assert!(text.contains("pawnpost_quarantined_mails 0\n"), "{text}");
        assert!(text.contains("pawnpost_log_sync_failed 0\n"), "{text}");
        assert!(!text.contains("pawnpost_sweep_duration_seconds"), "{text}");
        assert!(!text.contains("pawnpost_mailbox_last_read"), "{text}");
    }

    #[test]
    fn the_mailbox_is_stale_only_past_the_limit() {
        let store = Store::open_in_memory().unwrap();
        let t = 1_800_000_000;
        store.record_mailbox_checked(t).unwrap();
        store
            .record_sweep(t + 1, Duration::from_millis(1500))
            .unwrap();
        let limit = Duration::from_secs(180);
        let fresh = Health::read(&store, t + 180, limit).unwrap();
        assert_eq!(fresh.mailbox_age_secs, Some(180));
        assert!(!fresh.mailbox_stale);
        assert!(Health::read(&store, t + 181, limit).unwrap().mailbox_stale);
        let text = fresh.to_prometheus();
        for line in [
            "pawnpost_mailbox_last_read_timestamp_seconds 1800000000\n",
            "pawnpost_mailbox_last_read_age_seconds 180\n",
            "pawnpost_sweep_duration_seconds 1.5\n",
            "pawnpost_sweep_last_timestamp_seconds 1800000001\n",
        ] {
            assert!(text.contains(line), "{line:?} missing in\n{text}");
        }
    }
}
