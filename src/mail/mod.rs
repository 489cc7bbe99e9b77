//! Mail in and out of pawnpost, without any chess in it.
//!
//! `inbound` turns the raw bytes of one received mail into a plain [`InboundMail`];
//! `loop_guard` decides, from that value alone, whether the mail may be answered at all;
//! `game_tag` finds the game a mail's subject names. The adapters only move bytes:
//! `source` fetches raw mails (IMAP, Maildir) and acknowledges them after commit,
//! `sink` sends raw replies (SMTP, Maildir), `tls` builds the rustls client config,
//! `credentials` reads the servers' passwords; `check` tells whether the configured
//! servers answer.

pub mod check;
pub mod credentials;
mod flowed;
pub mod game_tag;
mod html;
pub mod inbound;
pub mod loop_guard;
pub mod sink;
pub mod source;
pub mod tls;

pub use game_tag::subject_game_tag;
pub use inbound::{Attachment, AutoFacts, InboundMail, MailError, Sender, parse_mail};
pub use loop_guard::{Silence, loop_guard};
