//! Outbound transport: deliver an already rendered reply (raw RFC 5322 bytes with
//! its own Message-ID) to its recipients, by SMTP ([`smtp::SmtpSink`]) or into local
//! Maildirs ([`maildir::MaildirSink`]); [`Sink`] picks one from the config.

pub mod maildir;
pub mod smtp;

use std::time::Duration;

use crate::config::OutboundConfig;

pub use maildir::{MaildirSink, MaildirSinkError};
pub use smtp::{SmtpError, SmtpSink};

/// What [`Sink::longest_send`] allows one write to the spool.
const SPOOL_WRITE: Duration = Duration::from_secs(60);

/// Why a reply was not delivered.
#[derive(Debug, thiserror::Error)]
pub enum SinkError {
    #[error(transparent)]
    Smtp(#[from] SmtpError),
    #[error(transparent)]
    Maildir(#[from] MaildirSinkError),
    /// The thread that wrote the spool file ended without an answer.
    #[error("writing to the spool was interrupted: {0}")]
    Task(String),
}

impl SinkError {
    /// True when retrying the same reply cannot help, so the outbox can give up on it.
    pub fn is_permanent(&self) -> bool {
        match self {
            SinkError::Smtp(e) => e.is_permanent(),
            SinkError::Maildir(e) => e.is_permanent(),
            SinkError::Task(_) => false,
        }
    }
}

/// The configured outbound backend.
#[derive(Debug)]
pub enum Sink {
    Smtp(Box<SmtpSink>),
    /// The spool; `here`: its writes are made on the caller's thread.
    Maildir {
        sink: MaildirSink,
        here: bool,
    },
}

impl Sink {
    /// Builds the backend named by `[outbound]`; SMTP connects on the first send.
    pub fn from_config(config: &OutboundConfig) -> Result<Self, SinkError> {
        Ok(match config {
            OutboundConfig::Smtp(smtp) => Sink::Smtp(Box::new(SmtpSink::new(smtp.clone())?)),
            OutboundConfig::Maildir(maildir) => Sink::Maildir {
                sink: MaildirSink::new(&maildir.path),
                here: false,
            },
        })
    }

    /// For a process that sends one mail's replies and exits (`pawnpost deliver`):
    /// the spool's writes are made on the caller's thread, without starting one. The
    /// daemon's are made on the blocking pool, so that its one thread goes on with the
    /// next mail while a letter is synced.
    pub fn writing_here(self) -> Self {
        match self {
            Sink::Maildir { sink, .. } => Sink::Maildir { sink, here: true },
            smtp => smtp,
        }
    }

    /// The longest one [`Sink::send`] takes: for SMTP the sum of its timeouts
    /// ([`SmtpSink::LONGEST_SEND`], 3 minutes); for the spool a local write and two
    /// syncs, allowed a minute (a disk stalled longer is not waited out). The outbox
    /// claims a letter for longer than this, so no other sender takes a letter whose
    /// send is still under way.
    pub fn longest_send(&self) -> Duration {
        match self {
            Sink::Smtp(_) => SmtpSink::LONGEST_SEND,
            Sink::Maildir { .. } => SPOOL_WRITE,
        }
    }

    /// Delivers `raw` from `envelope_from` (empty for `<>`) to every recipient.
    pub async fn send(
        &mut self,
        envelope_from: &str,
        recipients: &[String],
        raw: &[u8],
    ) -> Result<(), SinkError> {
        match self {
            Sink::Smtp(smtp) => Ok(smtp.send(envelope_from, recipients, raw).await?),
            Sink::Maildir { sink, here: true } => {
                sink.deliver(envelope_from, recipients, raw)?;
                Ok(())
            }
            Sink::Maildir { sink, here: false } => {
                // Synced writes: on a blocking thread, never on the runtime's workers.
                let (sink, from, to, raw) = (
                    sink.clone(),
                    envelope_from.to_owned(),
                    recipients.to_vec(),
                    raw.to_vec(),
                );
                tokio::task::spawn_blocking(move || sink.deliver(&from, &to, &raw))
                    .await
                    .map_err(|e| SinkError::Task(e.to_string()))??;
                Ok(())
            }
        }
    }
}
