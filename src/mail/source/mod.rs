//! Inbound transport: where raw mails come from and how they are marked done.
//!
//! A source yields [`RawMail`]s (the bytes exactly as stored, plus a [`SourceId`]),
//! and is told to [`MailSource::acknowledge`] a mail only after the daemon committed
//! it, so a crash in between fetches the same mail again instead of losing it.
//! Two backends: [`imap::ImapSource`] and [`maildir::MaildirSource`]; [`Source`]
//! picks one from the config. [`Backoff`] paces reconnects.

pub mod imap;
pub mod maildir;

use std::fmt;
use std::future::Future;
use std::time::Duration;

use crate::config::InboundConfig;

pub use imap::{ImapError, ImapSource};
pub use maildir::{MaildirError, MaildirSource};

/// How much one fetch hands out at most, from a Maildir or an IMAP mailbox; the rest
/// comes next time, at once ([`MailSource::more_pending`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Batch {
    /// Mails.
    pub mails: usize,
    /// Bytes read, in all; a mail larger than this alone still comes, alone.
    pub bytes: u64,
}

impl Batch {
    /// 100 mails or 8 MiB: eight mails of the default size limit (1 MiB), a few dozen
    /// MB of peak memory for any backlog.
    pub const DEFAULT: Batch = Batch {
        mails: 100,
        bytes: 8 << 20,
    };

    /// Whether a batch that took `mails` mails and `bytes` bytes has room for one more
    /// of `next` bytes (as much of it as is read): the first mail always comes, however
    /// large.
    pub fn has_room(&self, mails: usize, bytes: u64, next: u64) -> bool {
        mails == 0 || (mails < self.mails && bytes.saturating_add(next) <= self.bytes)
    }
}

/// Where a raw mail sits in its source; what [`MailSource::acknowledge`] takes back.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SourceId {
    /// An IMAP message: a UID is only meaningful together with its UIDVALIDITY.
    Imap { uidvalidity: u32, uid: u32 },
    /// A Maildir file, by its name (unique within the Maildir) as it was fetched.
    Maildir { file_name: String },
}

impl fmt::Display for SourceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SourceId::Imap { uidvalidity, uid } => {
                write!(f, "IMAP UID {uid} (UIDVALIDITY {uidvalidity})")
            }
            SourceId::Maildir { file_name } => write!(f, "Maildir file {file_name}"),
        }
    }
}

/// One mail as the transport delivered it, not parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawMail {
    pub id: SourceId,
    /// The RFC 5322 bytes; only the first `max_bytes` when `truncated`.
    pub bytes: Vec<u8>,
    /// The size of the whole mail as the source reports it.
    pub size: u64,
    /// The mail was larger than the source's size limit and `bytes` holds its start.
    pub truncated: bool,
}

/// Why [`MailSource::wait_for_mail`] returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wakeup {
    /// Something changed (new mail, most likely); fetch now.
    Activity,
    /// The last fetch left mails behind (batch limit); fetch again now.
    MorePending,
    /// Nothing happened within the timeout; fetching anyway is cheap and safe.
    Timeout,
}

/// Why a source failed.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    #[error(transparent)]
    Imap(#[from] ImapError),
    #[error(transparent)]
    Maildir(#[from] MaildirError),
    #[error("{id} does not belong to this {source_kind} source; it cannot be acknowledged here")]
    ForeignId {
        id: SourceId,
        source_kind: &'static str,
    },
}

/// What every inbound backend offers.
pub trait MailSource {
    /// Mails not yet acknowledged, oldest first. Fetching does not mark them read.
    fn fetch_unseen(&mut self) -> impl Future<Output = Result<Vec<RawMail>, SourceError>> + Send;
    /// The last fetch stopped at the batch limit: more mails wait, fetch again at once.
    fn more_pending(&self) -> bool;
    /// Marks one fetched mail as processed so it is never fetched again.
    fn acknowledge(
        &mut self,
        id: &SourceId,
    ) -> impl Future<Output = Result<(), SourceError>> + Send;
    /// Marks fetched mails as processed, in as few round trips as the backend allows
    /// (one command for all of them over IMAP). An error may leave some of them
    /// unacknowledged: they are fetched again, and the store knows them.
    fn acknowledge_all(
        &mut self,
        ids: &[SourceId],
    ) -> impl Future<Output = Result<(), SourceError>> + Send;
    /// Waits until new mail may have arrived, at most `timeout`.
    fn wait_for_mail(
        &mut self,
        timeout: Duration,
    ) -> impl Future<Output = Result<Wakeup, SourceError>> + Send;
}

/// The configured inbound backend.
#[derive(Debug)]
pub enum Source {
    Imap(Box<ImapSource>),
    Maildir(MaildirSource),
}

impl Source {
    /// Builds the backend named by `[inbound]`. IMAP connects lazily (on first use);
    /// a missing password or CA file fails here, before anything is fetched.
    /// `max_bytes` caps how much of one mail is read (`limits.max_message_bytes`).
    pub fn from_config(config: &InboundConfig, max_bytes: u64) -> Result<Self, SourceError> {
        Ok(match config {
            InboundConfig::Imap(imap) => {
                Source::Imap(Box::new(ImapSource::new(imap.clone(), max_bytes)?))
            }
            InboundConfig::Maildir(maildir) => {
                Source::Maildir(MaildirSource::open(&maildir.path, max_bytes)?)
            }
        })
    }
}

impl MailSource for Source {
    async fn fetch_unseen(&mut self) -> Result<Vec<RawMail>, SourceError> {
        match self {
            Source::Imap(s) => s.fetch_unseen().await,
            Source::Maildir(s) => s.fetch_unseen().await,
        }
    }

    fn more_pending(&self) -> bool {
        match self {
            Source::Imap(s) => s.more_pending(),
            Source::Maildir(s) => s.more_pending(),
        }
    }

    async fn acknowledge(&mut self, id: &SourceId) -> Result<(), SourceError> {
        match self {
            Source::Imap(s) => s.acknowledge(id).await,
            Source::Maildir(s) => s.acknowledge(id).await,
        }
    }

    async fn acknowledge_all(&mut self, ids: &[SourceId]) -> Result<(), SourceError> {
        match self {
            Source::Imap(s) => s.acknowledge_all(ids).await,
            Source::Maildir(s) => s.acknowledge_all(ids).await,
        }
    }

    async fn wait_for_mail(&mut self, timeout: Duration) -> Result<Wakeup, SourceError> {
        match self {
            Source::Imap(s) => s.wait_for_mail(timeout).await,
            Source::Maildir(s) => s.wait_for_mail(timeout).await,
        }
    }
}

/// Exponential backoff with jitter for reconnecting: by default 1 s doubling up to
/// 5 min, each delay spread ±20% so that many clients do not retry in step.
///
/// Pure: the random part comes in as an argument, so it is testable.
#[derive(Debug, Clone, PartialEq)]
pub struct Backoff {
    initial: Duration,
    max: Duration,
    /// Relative spread, 0.2 for ±20%.
    jitter: f64,
    current: Duration,
    attempt: u32,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff::new(Duration::from_secs(1), Duration::from_secs(300), 0.2)
    }
}

impl Backoff {
    /// A backoff starting at `initial`, doubling up to `max`, spread by ±`jitter`.
    pub fn new(initial: Duration, max: Duration, jitter: f64) -> Self {
        Backoff {
            initial,
            max,
            jitter: jitter.clamp(0.0, 1.0),
            current: initial,
            attempt: 0,
        }
    }

    /// How many delays were handed out since the last reset.
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// Back to the initial delay, after a success.
    pub fn reset(&mut self) {
        self.current = self.initial;
        self.attempt = 0;
    }

    /// The next delay; `unit` is a random number in `[0, 1)` (0.5 means no jitter).
    pub fn next_delay_with(&mut self, unit: f64) -> Duration {
        let base = self.current;
        self.current = (self.current * 2).min(self.max);
        self.attempt = self.attempt.saturating_add(1);
        let factor = 1.0 + self.jitter * (2.0 * unit.clamp(0.0, 1.0) - 1.0);
        base.mul_f64(factor)
    }

    /// The next delay with jitter from `rng`.
    pub fn next_delay(&mut self, rng: &mut impl rand::Rng) -> Duration {
        self.next_delay_with(rng.random::<f64>())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let mut b = Backoff::default();
        let delays: Vec<u64> = (0..11).map(|_| b.next_delay_with(0.5).as_secs()).collect();
        assert_eq!(delays, [1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
        assert_eq!(b.attempt(), 11);
    }

    #[test]
    fn backoff_jitter_stays_within_twenty_percent() {
        let mut low = Backoff::default();
        let mut high = Backoff::default();
        assert_eq!(low.next_delay_with(0.0), Duration::from_millis(800));
        assert_eq!(high.next_delay_with(1.0), Duration::from_millis(1200));
        for _ in 0..20 {
            low.next_delay_with(0.0);
            high.next_delay_with(1.0);
        }
        assert_eq!(low.next_delay_with(0.0), Duration::from_secs(240));
        assert_eq!(high.next_delay_with(1.0), Duration::from_secs(360));
    }

    #[test]
    fn backoff_reset_starts_over() {
        let mut b = Backoff::default();
        for _ in 0..5 {
            b.next_delay_with(0.5);
        }
        b.reset();
        assert_eq!(b.attempt(), 0);
        assert_eq!(b.next_delay_with(0.5), Duration::from_secs(1));
    }

    #[test]
    fn backoff_with_a_real_rng_is_in_range() {
        let mut rng = rand::rng();
        let mut b = Backoff::default();
        let d = b.next_delay(&mut rng);
        assert!(
            d >= Duration::from_millis(800) && d <= Duration::from_millis(1200),
            "{d:?}"
        );
    }
}
