//! Letters into RFC 5322 mails (through `render::build_message`): From the daemon,
//! Reply-To the player's token address, Message-ID fixed at queue time, threading,
//! `Auto-Submitted`; text, HTML with the board as an inline PNG (a table only if drawing
//! fails), and the PGN.

use crate::game::{Game, GameId, Timestamp};
use crate::identity::{ReplyToken, reply_address};
use crate::mail::InboundMail;
use crate::reply::Letter;
use crate::rules::Color;

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
            .and_then(|f| f.address.as_ref().ok())
            .is_some_and(|address| address.as_str() == recipient);
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
    pub fn in_game_thread(mut self, pm: &Postmaster, game: GameId, recipient: &str) -> Threading {
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

/// Builds the raw mail of a letter. `game` is the game the letter is about (for the
/// reply address, the board pictures and the PGN), when it has one.
pub fn compose(
    pm: &Postmaster,
    letter: &Letter,
    game: Option<&Game>,
    message_id: &str,
    threading: &Threading,
    now: Timestamp,
) -> Result<Vec<u8>, String> {
    use crate::render::{self, Diagram, InlineImage, Mailbox, Reply, Strings, TextStyle};
    let server = pm.config.server.address.as_str();
    let reply_to = match game {
        Some(game) => {
            let token = ReplyToken::for_player(&pm.secret, game.id, &letter.to);
            reply_address(server, game.id, &token)
        }
        None => server.to_owned(),
    };
    // The HTML part: the letter's words, escaped, with the board as a picture where
    // the text shows it in letters. One board only: the picture, described in words for
    // screen readers and clients that block pictures; the table is the fallback should
    // the picture fail (the plain-text part always has the letter board).
    let board = game.and_then(|game| {
        Color::ALL.into_iter().find_map(|side| {
            let text = crate::reply::board_for(game, side);
            letter
                .text
                .contains(&text)
                .then(|| (Diagram::of_record(game.record(), side), text))
        })
    });
    let div = "<div style=\"font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#222\">";
    let (html, image) = match &board {
        Some((diagram, board_text)) => {
            let (before, after) = letter
                .text
                .split_once(board_text.as_str())
                .unwrap_or((&letter.text, ""));
            let (board_html, image) = match render::board_png(diagram) {
                Ok(png) => {
                    let image = InlineImage {
                        content_id: format!("board.{}", message_id.trim_matches(['<', '>'])),
                        png,
                    };
                    let html = format!(
                        "<p><img src=\"{}\" width=\"{size}\" height=\"{size}\" alt=\"{}\" style=\"display:block;border:0;max-width:100%;height:auto\"></p>",
                        image.src(),
                        render::escape_html(&render::board_in_words(diagram, &Strings::default())),
                        size = render::board_png::SIZE,
                    );
                    (html, Some(image))
                }
                Err(e) => {
                    tracing::warn!("drawing the board failed, the HTML part shows a table: {e}");
                    let table =
                        render::board_html(diagram, TextStyle::Letters, &Strings::default());
                    (table, None)
                }
            };
            let html = format!(
                "{div}{}{board_html}{}</div>",
                paragraphs(before, true),
                paragraphs(after, false)
            );
            (Some(html), image)
        }
        None => (
            Some(format!("{div}{}</div>", paragraphs(&letter.text, true))),
            None,
        ),
    };
    let attachment = game
        .filter(|_| letter.attach_pgn)
        .map(|game| render::Attachment::pgn(game.id, &game.pgn(server)));
    let reply = Reply {
        from: Mailbox::new(Some(&pm.config.server.name), server),
        to: Mailbox::new(None, &letter.to),
        reply_to: Mailbox::new(Some(&pm.config.server.name), &reply_to),
        subject: letter.subject.clone(),
        message_id: angle(message_id),
        in_reply_to: threading.in_reply_to.as_deref().map(angle),
        references: threading.references.iter().map(|r| angle(r)).collect(),
        date: now,
        text: letter.text.clone(),
        html,
        image,
        attachment,
    };
    render::build_message(&reply).map_err(|e| e.to_string())
}

/// Plain text as escaped HTML paragraphs, styled by what the letters write: with
/// `lead`, the first paragraph (what happened) in bold; a quoted comment (`| ` lines) as
/// a quotation; the move list in a fixed-width font; the footer after
/// [`crate::reply::FOOTER_MARKER`] small and grey. Line breaks are kept.
fn paragraphs(text: &str, lead: bool) -> String {
    use crate::render::escape_html;
    const P: &str = "<p style=\"margin:0 0 12px 0\">";
    let mut out = String::new();
    let blocks = text.split("\n\n").map(str::trim).filter(|b| !b.is_empty());
    for (i, block) in blocks.enumerate() {
        let lines: Vec<&str> = block.lines().collect();
        let joined = |lines: &[&str]| {
            lines
                .iter()
                .map(|l| escape_html(l))
                .collect::<Vec<_>>()
                .join("<br>")
        };
        let quoted: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix("| ")).collect();
        if lines.first() == Some(&crate::reply::FOOTER_MARKER) {
            // The marker line stays: quoted back, it tells the reader where our text
            // begins, so nothing in the footer is ever taken for a command.
            out.push_str("<p style=\"margin:16px 0 0 0;font-size:13px;color:#666\">");
            out.push_str(&joined(&lines));
            out.push_str("</p>");
        } else if lines.len() > 1 && lines[0].ends_with(':') && quoted.len() == lines.len() - 1 {
            // "Your opponent writes:" and the comment.
            out.push_str(P);
            out.push_str(&escape_html(lines[0]));
            out.push_str("</p><blockquote style=\"margin:0 0 12px 0;padding:2px 12px;border-left:3px solid #b58863;color:#444\">");
            out.push_str(&joined(&quoted));
            out.push_str("</blockquote>");
        } else if lines.len() > 1 && lines[0] == "Moves:" {
            out.push_str(P);
            out.push_str(
                "<strong>Moves</strong><br><span style=\"font-family:Menlo,Consolas,monospace\">",
            );
            out.push_str(&joined(&lines[1..]));
            out.push_str("</span></p>");
        } else if lead && i == 0 {
            out.push_str(P);
            out.push_str("<strong>");
            out.push_str(&joined(&lines));
            out.push_str("</strong></p>");
        } else {
            out.push_str(P);
            out.push_str(&joined(&lines));
            out.push_str("</p>");
        }
    }
    out
}
