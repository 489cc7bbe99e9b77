//! Letters into RFC 5322 mails: headers (From the daemon, Reply-To the player's token
//! address, Message-ID fixed at queue time, threading, `Auto-Submitted`), a text body
//! and the PGN attachment.

use std::time::{Duration, SystemTime};

use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, Message, MultiPart, SinglePart};

use crate::game::{Game, Timestamp};
use crate::identity::{ReplyToken, reply_address};
use crate::mail::InboundMail;
use crate::reply::Letter;

use super::process::Postmaster;

/// RFC 3834: replies are marked automatic so well-behaved responders stay silent.
#[derive(Debug, Clone)]
struct AutoSubmitted;

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "auto-replied".to_owned())
    }
}

/// In-Reply-To and References of one outgoing mail.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Threading {
    pub in_reply_to: Option<String>,
    pub references: Vec<String>,
}

impl Threading {
    /// The letter to the mail's sender answers that mail; others start or continue
    /// their own thread (clients thread by subject and the game's tag).
    pub fn reply_to(mail: &InboundMail, recipient: &str) -> Threading {
        let from_sender = mail
            .from
            .as_ref()
            .is_some_and(|f| f.address.eq_ignore_ascii_case(recipient));
        match (&mail.message_id, from_sender) {
            (Some(id), true) => {
                let mut references: Vec<String> = mail
                    .references
                    .iter()
                    .rev()
                    .take(8)
                    .rev()
                    .cloned()
                    .collect();
                references.push(id.clone());
                Threading {
                    in_reply_to: Some(id.clone()),
                    references,
                }
            }
            _ => Threading::default(),
        }
    }
}

/// A Message-ID unique to this daemon: `<pawnpost.TAG@domain>`.
pub fn message_id(pm: &Postmaster, tag: &str) -> String {
    let domain = pm.config.server.address.domain();
    format!("<pawnpost.{tag}@{domain}>")
}

fn angle(id: &str) -> String {
    let id = id.trim().trim_start_matches('<').trim_end_matches('>');
    format!("<{id}>")
}

/// Builds the raw mail of a letter. `game` is the game the letter is about (for the
/// reply address and the PGN), when it has one.
pub fn compose(
    pm: &Postmaster,
    letter: &Letter,
    game: Option<&Game>,
    message_id: &str,
    threading: &Threading,
    now: Timestamp,
) -> Result<Vec<u8>, String> {
    let server = pm.config.server.address.as_str();
    let from = Mailbox::new(
        Some(pm.config.server.name.clone()),
        server
            .parse()
            .map_err(|e| format!("server address {server}: {e}"))?,
    );
    let to: Mailbox = letter
        .to
        .parse()
        .map_err(|e| format!("recipient {}: {e}", letter.to))?;
    let reply_to_address = match game {
        Some(game) => {
            let token = ReplyToken::for_player(&pm.secret, game.id as u64, &letter.to);
            reply_address(server, game.id as u64, &token)
        }
        None => server.to_owned(),
    };
    let reply_to: Mailbox = reply_to_address
        .parse()
        .map_err(|e| format!("reply address {reply_to_address}: {e}"))?;
    // Subjects and names may carry a player's text: strip line breaks so nothing can
    // turn into a header (lettre encodes the rest).
    let subject: String = letter
        .subject
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let date = SystemTime::UNIX_EPOCH + Duration::from_secs(u64::try_from(now).unwrap_or(0));
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .reply_to(reply_to)
        .subject(subject)
        .message_id(Some(angle(message_id)))
        .date(date)
        .header(AutoSubmitted);
    if let Some(id) = &threading.in_reply_to {
        builder = builder.in_reply_to(angle(id));
    }
    if !threading.references.is_empty() {
        let refs: Vec<String> = threading.references.iter().map(|r| angle(r)).collect();
        builder = builder.references(refs.join(" "));
    }
    let text = SinglePart::plain(letter.text.clone());
    let message = match game.filter(|_| letter.attach_pgn) {
        Some(game) => {
            let pgn = game.pgn(server);
            let content_type = ContentType::parse("application/x-chess-pgn")
                .map_err(|e| format!("content type: {e}"))?;
            let attachment =
                Attachment::new(format!("pawnpost-{}.pgn", game.id)).body(pgn, content_type);
            builder.multipart(MultiPart::mixed().singlepart(text).singlepart(attachment))
        }
        None => builder.singlepart(text),
    }
    .map_err(|e| format!("building the mail: {e}"))?;
    Ok(message.formatted())
}
