//! Letters into RFC 5322 mails (through `render::build_message`): From the daemon,
//! Reply-To the player's token address, Message-ID fixed at queue time, threading,
//! `Auto-Submitted`; the letter rendered in the reader's language as text and HTML (the
//! board as an inline PNG, a table only if drawing fails), and the PGN.

use crate::game::{Game, Timestamp};
use crate::identity::{ReplyToken, reply_address};
use crate::letter::{Catalogue, Letter};
use crate::mail::InboundMail;

use super::process::Postmaster;

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

impl Threading {
    /// Every mail of one game to one player refers to the same thread root, so mail
    /// clients that thread by References (Thunderbird, Apple Mail, mutt) keep a game in
    /// one thread although each subject names the latest move. The root is never sent
    /// itself; clients show it as the thread's missing first message.
    pub fn in_game_thread(mut self, pm: &Postmaster, game: u64, recipient: &str) -> Threading {
        let token = ReplyToken::for_player(&pm.secret, game, recipient);
        let root = message_id(pm, &format!("game.{game}.{token}"));
        if !self.references.contains(&root) {
            self.references.insert(0, root.clone());
        }
        self.in_reply_to.get_or_insert(root);
        self
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

/// Builds the raw mail of a letter in `words`' language. `game` is the game the letter
/// is about (for the reply address and the PGN), when it has one.
pub fn compose(
    pm: &Postmaster,
    letter: &Letter,
    words: &dyn Catalogue,
    game: Option<&Game>,
    message_id: &str,
    threading: &Threading,
    now: Timestamp,
) -> Result<Vec<u8>, String> {
    use crate::render::{self, InlineImage, Mailbox, Reply};
    let server = pm.config.server.address.as_str();
    let reply_to = match game {
        Some(game) => {
            let token = ReplyToken::for_player(&pm.secret, game.id as u64, &letter.to);
            reply_address(server, game.id as u64, &token)
        }
        None => server.to_owned(),
    };
    // One board in the HTML part: the picture, described in words for screen readers
    // and clients that block pictures; a table should drawing fail (the plain-text part
    // always has the letter board).
    let image = letter
        .board()
        .and_then(|diagram| match render::board_png(diagram) {
            Ok(png) => Some(InlineImage {
                content_id: format!("board.{}", message_id.trim_matches(['<', '>'])),
                png,
            }),
            Err(e) => {
                tracing::warn!("drawing the board failed, the HTML part shows a table: {e}");
                None
            }
        });
    let html = crate::letter::html::render(letter, words, image.as_ref());
    let attachment = game
        .filter(|_| letter.attach_pgn)
        .map(|game| render::Attachment::pgn(game.id as u64, &game.pgn(server)));
    let reply = Reply {
        from: Mailbox::new(Some(&pm.config.server.name), server),
        to: Mailbox::new(None, &letter.to),
        reply_to: Mailbox::new(Some(&pm.config.server.name), &reply_to),
        subject: words.subject(&letter.subject),
        message_id: angle(message_id),
        in_reply_to: threading.in_reply_to.as_deref().map(angle),
        references: threading.references.iter().map(|r| angle(r)).collect(),
        date: now,
        text: crate::letter::text::render(letter, words),
        html: Some(html),
        image,
        attachment,
    };
    render::build_message(&reply).map_err(|e| e.to_string())
}
