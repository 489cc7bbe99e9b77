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

/// Creates `dir` and its missing parents, readable by this user only (0700 on Unix).
pub fn private_dir(dir: &std::path::Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// Creates the new file `path` for writing, readable by this user only (0600 on Unix);
/// fails when it exists.
pub fn private_file(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}
