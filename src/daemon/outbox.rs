//! Letters into the outbox, and the outbox out to the world.
//!
//! [`queue`] is the one way letters enter the outbox: each is rendered in its
//! recipient's language and built into an RFC 5322 mail — From the daemon, Reply-To the
//! player's token address, the Message-ID fixed at queue time (so a retry sends the very
//! same mail), threading, `Auto-Submitted`, the board as an inline picture, the PGN —
//! inside the inbound mail's transaction. [`drain_outbox`] sends it: SMTP or the Maildir
//! spool, each letter claimed first so that any number of senders (the outbox task,
//! every `pawnpost deliver`) send it once, retrying with doubling delays until a reply
//! is sent or dead.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use tokio::sync::{Notify, watch};

use crate::command::BoardStyle;
use crate::game::{Game, GameId, Timestamp};
use crate::identity::{ReplyToken, Scope, scoped_address};
use crate::letter::{self, Answer, Block, Catalogue, Letter, Line};
use crate::mail::InboundMail;
use crate::mail::sink::Sink;
use crate::notation::Language;
use crate::store::{
    Lease, LetterKind, OutboxMail, OutgoingMail, StillHeld, StoreError, StoreThread, Tx,
};

use super::Postmaster;
use super::ProcessError;
use crate::time::now;

/// A day and an hour, in seconds.
const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;

/// The longest the outbox task sleeps without a kick, in seconds.
const OUTBOX_TICK: i64 = 5;

/// The most text a letter without proof may carry, in bytes of its plain-text part:
/// a few KB, whatever it answers (help, a list, a table).
pub const FIXED_FORM_TEXT_BYTES: usize = 4096;

/// The most text any letter carries, in bytes (its HTML part is made from the same
/// blocks, with at most [`MAX_PICTURES`] pictures). Every writer stays well under it by
/// its own bounds (a comment's `MAX_COMMENT_CHARS`, the digest's budget, pages of 20);
/// a letter past it is cut at a block with a line that says so.
pub const MAX_LETTER_TEXT_BYTES: usize = 64 * 1024;

/// What the letters being queued answer.
pub(super) enum Answering<'a> {
    /// A player's mail: its sender's letter is a reply to it. `proven`: the mail proved
    /// its sender (a token of theirs, the admin's MTA, or `From:` trusted).
    Mail { mail: &'a InboundMail, proven: bool },
    /// Nothing (a sweep, an adjudication); `tag` keeps the Message-IDs unique.
    Nothing { tag: String },
}

/// How many more letters without proof `mailbox` may receive today (its budget,
/// `limits.unproven_letters_per_mailbox_per_day`, over the last 24 hours).
pub(super) fn budget_left(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mailbox: &str,
    now: Timestamp,
) -> Result<u64, StoreError> {
    let budget = u64::from(pm.config.limits.unproven_letters_per_mailbox_per_day);
    let spent = tx.unproven_letters_to_since(mailbox, now - DAY)?;
    Ok(budget.saturating_sub(spent))
}

/// Whether the hourly brake on letters without proof to strangers holds them back now.
pub(super) fn braked(pm: &Postmaster, tx: &Tx<'_>, now: Timestamp) -> Result<bool, StoreError> {
    let cap = u64::from(pm.config.limits.stranger_mails_per_hour);
    Ok(tx.stranger_letters_since(now - HOUR)? >= cap)
}

/// Whether a letter without proof to `to` would be dropped now: its mailbox's budget
/// is spent, or `to` is a stranger and the hourly brake holds ([`queue`]'s rule for an
/// answer to a mail without proof).
pub(super) fn unproven_letter_dropped(
    pm: &Postmaster,
    tx: &Tx<'_>,
    to: &str,
    now: Timestamp,
) -> Result<bool, StoreError> {
    let mailbox = crate::address::mailbox_key_of(to);
    if budget_left(pm, tx, &mailbox, now)? == 0 {
        return Ok(true);
    }
    Ok(!tx.is_known(to)? && braked(pm, tx, now)?)
}

/// What an invitation from `challenger` to `to` is for the caps: to a stranger, a
/// letter without proof at the reader's end; to a known player, one of an acquaintance
/// (someone they played) or of someone new, which shares their daily budget.
pub(super) fn invitation_kind(
    tx: &Tx<'_>,
    challenger: Option<&str>,
    to: &str,
) -> Result<LetterKind, StoreError> {
    if !tx.is_known(to)? {
        return Ok(LetterKind::Invitation);
    }
    Ok(match challenger {
        Some(challenger) if tx.have_played(challenger, to)? => LetterKind::KnownInvitation,
        _ => LetterKind::NewInvitation,
    })
}

/// How many of a player's notes each letter about a game shows them (the latest);
/// `Notes` shows them all.
const NOTES_IN_A_LETTER: usize = 3;

/// The reader's own notes in game `id`, before the footer of a letter about it: only
/// ever in letters to their writer, and only with proof at both ends (a letter
/// without proof is a fixed form, which carries no words of the reader's either).
fn add_notes(tx: &Tx<'_>, letter: &mut Letter, id: GameId) -> Result<(), StoreError> {
    let notes = tx.notes(id, &letter.to)?;
    if notes.is_empty() {
        return Ok(());
    }
    let all = matches!(
        letter.subject,
        letter::Subject::Game {
            topic: letter::GameTopic::YourNotes,
            ..
        }
    );
    let keep = if all { notes.len() } else { NOTES_IN_A_LETTER };
    let older = notes.len().saturating_sub(keep);
    let shown = notes
        .into_iter()
        .skip(older)
        .map(|n| letter::PrivateNote {
            ply: n.ply,
            text: n.text,
        })
        .collect();
    let block = Block::Notes {
        notes: shown,
        older: older as u32,
    };
    let at = letter
        .body
        .iter()
        .position(|b| matches!(b, Block::Footer(_)))
        .unwrap_or(letter.body.len());
    letter.body.insert(at, block);
    Ok(())
}

/// Renders each letter and queues it in the outbox, in this transaction. Letters about
/// no game to the same person are folded into one first ([`letter::combine`]).
/// Each recipient reads their own language; one who chose none yet reads `sender_language`
/// when they sent the mail answered (a new player's first words) or are invited by its
/// sender (a challenger's friend most likely shares their language), else the server's
/// default.
///
/// Here, whoever wrote it, a letter without proof — to a mailbox that never proved it
/// reads mail here, or caused by a mail that did not prove its sender — is made a fixed
/// form ([`Letter::fixed_form`], at most [`FIXED_FORM_TEXT_BYTES`] of text) and counts
/// against its mailbox's daily budget; one to a stranger also against the hourly
/// brake (invitations, whose challenger proved themselves, do not). Past either it is
/// dropped and logged.
pub(super) fn queue(
    pm: &Postmaster,
    tx: &Tx<'_>,
    answering: &Answering<'_>,
    letters: Vec<Letter>,
    games: &[&Game],
    sender_language: Option<Language>,
    now: Timestamp,
) -> Result<usize, ProcessError> {
    let mut count = 0;
    render(
        pm,
        tx,
        answering,
        (letters, games),
        (sender_language, crate::render::Encoding::Quick),
        now,
        &mut |mail| {
            tx.queue_mail(&mail, now)?;
            count += 1;
            Ok(())
        },
    )?;
    Ok(count)
}

/// News that answers no mail (an event's round begun, a place lost, a bye), queued
/// under `tag` (which keeps its Message-IDs apart); no letters, nothing done.
pub(super) fn queue_news(
    pm: &Postmaster,
    tx: &Tx<'_>,
    tag: String,
    letters: Vec<Letter>,
    games: &[&Game],
    now: Timestamp,
) -> Result<(), ProcessError> {
    if !letters.is_empty() {
        queue(
            pm,
            tx,
            &Answering::Nothing { tag },
            letters,
            games,
            None,
            now,
        )?;
    }
    Ok(())
}

/// What [`queue`] does but the insert: each letter that would be queued, rendered, is
/// handed to `put`. Reads only, so that letters composed in bulk (the digests) are
/// rendered from a read snapshot and only inserted under the write lock; such a caller
/// may ask for pictures encoded for size (`encoding`), which would be slow under it. The budgets
/// it reads count letters already in the outbox: a caller whose letters go to
/// unproven mailboxes inserts each before the next is rendered, as [`queue`] does.
pub(super) fn render(
    pm: &Postmaster,
    tx: &Tx<'_>,
    answering: &Answering<'_>,
    (letters, games): (Vec<Letter>, &[&Game]),
    (sender_language, encoding): (Option<Language>, crate::render::Encoding),
    now: Timestamp,
    put: &mut dyn FnMut(OutgoingMail) -> Result<(), StoreError>,
) -> Result<(), ProcessError> {
    let (sender, proven) = match answering {
        Answering::Mail { mail, proven } => (
            mail.from.as_ref().and_then(|f| f.address.as_ref().ok()),
            *proven,
        ),
        Answering::Nothing { .. } => (None, true),
    };
    let tag = match answering {
        Answering::Mail { .. } => tx.inbound_id().unwrap_or(0).to_string(),
        Answering::Nothing { tag } => tag.clone(),
    };
    let mut letters = letters;
    // Players who met through a seek or a tournament see each other's names only.
    super::names::disguise(tx, &mut letters, now)?;
    let letters = letter::combine(letters);
    for (index, letter) in letters.into_iter().enumerate() {
        let known = tx.is_known(&letter.to)?;
        let kind = match (letter.answer, known, proven) {
            (Answer::Invitation(_), _, _) => {
                invitation_kind(tx, sender.map(|s| s.as_str()), &letter.to)?
            }
            (_, true, true) => LetterKind::Proven,
            (_, true, false) => LetterKind::Unproven,
            (Answer::Confirmation(_), false, _) => LetterKind::Confirmation,
            (Answer::Plain, false, _) => LetterKind::Stranger,
        };
        let mailbox = crate::address::mailbox_key_of(&letter.to);
        // A player who chose `Letters digest` reads what others did in their digest.
        let follows_sender = sender.is_some_and(|s| s.as_str() == letter.to)
            || matches!(letter.answer, Answer::Invitation(_));
        if !follows_sender
            && let letter::Subject::Game { topic, .. } = &letter.subject
            && topic.waits_for_digest()
            && tx.digest_only(&letter.to)?
        {
            tracing::debug!(to = %letter.to, "letter left to the digest");
            continue;
        }
        let letter = match kind {
            LetterKind::Proven | LetterKind::KnownInvitation => letter,
            LetterKind::NewInvitation => {
                if budget_left(pm, tx, &mailbox, now)? == 0 {
                    tracing::warn!(to = %letter.to, kind = kind.key(), "invitation dropped: the mailbox's daily budget is spent");
                    continue;
                }
                letter
            }
            LetterKind::Invitation
            | LetterKind::Confirmation
            | LetterKind::Stranger
            | LetterKind::Unproven => {
                let left = budget_left(pm, tx, &mailbox, now)?;
                if left == 0 {
                    tracing::warn!(to = %letter.to, kind = kind.key(), "letter without proof dropped: the mailbox's daily budget is spent");
                    continue;
                }
                let stranger = matches!(kind, LetterKind::Confirmation | LetterKind::Stranger);
                if stranger && braked(pm, tx, now)? {
                    tracing::warn!(to = %letter.to, kind = kind.key(), "letter to a stranger dropped: the hourly brake holds");
                    continue;
                }
                let mut letter = letter.fixed_form();
                if left == 1 {
                    // The last letter this mailbox gets today without proof: it says so,
                    // so that a newcomer's next mails are not met by a silence they
                    // cannot explain.
                    let at = letter
                        .body
                        .iter()
                        .position(|b| matches!(b, Block::Footer(_)))
                        .unwrap_or(letter.body.len());
                    let budget = pm.config.limits.unproven_letters_per_mailbox_per_day;
                    letter
                        .body
                        .insert(at, Block::Paragraph(vec![Line::LastLetterToday { budget }]));
                }
                letter
            }
        };
        let mut letter = letter;
        if kind == LetterKind::Proven
            && let Some(id) = letter.about
        {
            add_notes(tx, &mut letter, id)?;
        }
        let message_id = message_id(pm, &format!("{tag}.{index}.{now}"));
        // The game's latest state: a mail in game 12's thread with a `#12` line acted on
        // it twice, and every letter about it shows where it stands now.
        let own = games.iter().copied().rfind(|g| Some(g.id) == letter.about);
        // A rated or public game's PGN shows names, never addresses.
        let named = match own {
            Some(g) if letter.attach_pgn => super::names::shown_game(tx, g, now)?,
            _ => None,
        };
        let about = named.as_ref().or(own);
        let mut thread = match answering {
            Answering::Mail { mail, .. } => Threading::reply_to(mail, &letter.to),
            Answering::Nothing { .. } => Threading::default(),
        };
        if let Some(id) = letter.about {
            thread = thread.in_game_thread(pm, id, &letter.to);
        }
        let language = tx
            .player_language(&letter.to)?
            .or(sender_language.filter(|_| follows_sender))
            .unwrap_or(pm.config.server.language);
        let words = letter::catalogue(language);
        // How the reader chose to see boards: a setting only a proven player can make.
        let style = tx.board_style(&letter.to)?;
        let (letter, text) = match kind {
            LetterKind::Proven | LetterKind::KnownInvitation | LetterKind::NewInvitation => {
                bounded(letter, words, style, MAX_LETTER_TEXT_BYTES, Line::LetterCut)
            }
            LetterKind::Invitation
            | LetterKind::Confirmation
            | LetterKind::Stranger
            | LetterKind::Unproven => {
                bounded(letter, words, style, FIXED_FORM_TEXT_BYTES, Line::Shortened)
            }
        };
        // The calendar is the reader's own deadline: it needs the game that holds their
        // address, not the one whose PGN shows names.
        let events = if tx.calendar_enabled(&letter.to)? {
            calendar_events(pm, &letter, words, own, now)
        } else {
            Vec::new()
        };
        let raw = compose(
            pm,
            &letter,
            (words, style, encoding),
            (about, &events),
            &message_id,
            &thread,
            now,
        )
        .map_err(ProcessError::Compose)?;
        put(OutgoingMail {
            recipient: letter.to.clone(),
            subject: words.subject(&letter.subject),
            message_id,
            raw,
            game: letter.about,
            ply: about.map(|g| g.moves().len() as u32),
            kind,
            mailbox,
            text,
        })?;
    }
    Ok(())
}

/// A letter cut to `ceiling` bytes of text: its blocks in order while they fit, then
/// `shortened` (a fixed form's says a reply through it proves the address and gets all
/// of it; any other letter's, that it was cut at its size), then its footer. Returns
/// the letter and its text. A letter within its ceiling is rendered once; only one
/// past it (a writer's bound failed) is cut, block by block.
fn bounded(
    letter: Letter,
    words: &dyn letter::Catalogue,
    style: BoardStyle,
    ceiling: usize,
    shortened: Line,
) -> (Letter, String) {
    let text = letter::text::render(&letter, words, style);
    if text.len() <= ceiling {
        return (letter, text);
    }
    tracing::warn!(to = %letter.to, bytes = text.len(), ceiling, "letter cut at its ceiling");
    let (footer, body): (Vec<Block>, Vec<Block>) = letter
        .body
        .iter()
        .cloned()
        .partition(|b| matches!(b, Block::Footer(_)));
    let shortened = Block::Paragraph(vec![shortened]);
    let mut cut = Letter {
        body: Vec::new(),
        ..letter
    };
    for block in body {
        let mut trial = cut.clone();
        trial.body.push(block.clone());
        trial.body.push(shortened.clone());
        trial.body.extend(footer.iter().cloned());
        if letter::text::render(&trial, words, style).len() > ceiling {
            break;
        }
        cut.body.push(block);
    }
    cut.body.push(shortened);
    cut.body.extend(footer);
    let text = letter::text::render(&cut, words, style);
    (cut, text)
}

/// The most boards drawn as pictures in one letter (a digest of many games): about
/// 4 KB each; the others are HTML tables.
const MAX_PICTURES: usize = 20;

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

    /// Every mail of one game to one player refers to the same thread root, so mail
    /// clients that thread by References (Thunderbird, Apple Mail, mutt) keep a game in
    /// one thread although each subject names the latest move. The root is never sent
    /// itself; clients show it as the thread's missing first message.
    pub fn in_game_thread(mut self, pm: &Postmaster, game: GameId, recipient: &str) -> Threading {
        let anchor = crate::identity::thread_anchor(&pm.secret, game, recipient);
        let root = message_id(pm, &format!("game.{game}.{anchor}"));
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

/// The calendar events of a letter: about a game, the reader's deadline when they must
/// act, else the cancellation of the entry an earlier "your move" mail made (once they
/// have had one: White always, Black after the first move); about no game, the
/// reader's deadlines the letter says moved.
pub fn calendar_events(
    pm: &Postmaster,
    letter: &Letter,
    words: &dyn Catalogue,
    game: Option<&Game>,
    now: Timestamp,
) -> Vec<crate::render::CalendarEvent> {
    use crate::letter::{Block, ClockLine, ClockText, Line};
    use crate::rules::Color;
    let domain = pm.config.server.address.domain();
    let event = |game: GameId, side: Color, at: Timestamp, sequence: u32, cancelled: bool| {
        let text = |line: ClockLine| words.clock(ClockText::Line(&line));
        crate::render::CalendarEvent {
            uid: format!("pawnpost-{game}-{}@{domain}", side.name()),
            sequence,
            stamp: now,
            at,
            summary: text(ClockLine::CalendarSummary { game }),
            description: text(ClockLine::CalendarDescription { game }),
            alarm: text(ClockLine::CalendarAlarm { game }),
            cancelled,
        }
    };
    if let Some(game) = game {
        let Some(side) = game.color_of(&letter.to) else {
            return Vec::new();
        };
        let to_act = game.to_act() == Some(side);
        let had_one = side == Color::White || !game.moves().is_empty();
        if !to_act && !had_one {
            return Vec::new();
        }
        return vec![event(
            game.id,
            side,
            game.deadline(),
            game.clock().sequence,
            !to_act,
        )];
    }
    letter
        .body
        .iter()
        .flat_map(|block| match block {
            Block::News(lines) | Block::Paragraph(lines) | Block::State(lines) => lines.as_slice(),
            _ => &[],
        })
        .filter_map(|line| match line {
            Line::Clock(ClockLine::DeadlineMoved {
                game,
                who,
                you: true,
                deadline,
                sequence,
            }) => Some(event(*game, *who, *deadline, *sequence, false)),
            _ => None,
        })
        .collect()
}

/// Builds the raw mail of a letter in `words`' language, its boards in the reader's
/// style, their pictures encoded as `encoding` says. `about` is the game the letter is about (for the reply address and the PGN),
/// when it has one, and the calendar events to attach ([`calendar_events`]).
pub fn compose(
    pm: &Postmaster,
    letter: &Letter,
    (words, style, encoding): (&dyn Catalogue, BoardStyle, crate::render::Encoding),
    about: (Option<&Game>, &[crate::render::CalendarEvent]),
    message_id: &str,
    threading: &Threading,
    now: Timestamp,
) -> Result<Vec<u8>, String> {
    use crate::render::{self, InlineImage, Mailbox, Reply};
    let (game, events) = about;
    let server = pm.config.server.address.as_str();
    // Every reply address carries a token of the recipient: their game's, the
    // invitation's or confirmation's they are asked to answer, else their own; any
    // answer through it proves that they receive mail at their address.
    let scope = match (game, letter.answer) {
        (Some(game), _) => Scope::Game(game.id),
        (None, Answer::Invitation(id)) => Scope::Invitation(id),
        (None, Answer::Confirmation(id)) => Scope::Confirmation(id),
        (None, Answer::Plain) => Scope::Player,
    };
    let reply_to = scoped_address(
        server,
        scope,
        &ReplyToken::new(&pm.secret, scope, &letter.to),
    );
    // The unsubscribe button mails an address whose token can only refuse invitations:
    // the reply address's token never travels in another header.
    let unsubscribe = matches!(letter.answer, Answer::Invitation(_)).then(|| {
        scoped_address(
            server,
            Scope::Unsubscribe,
            &ReplyToken::new(&pm.secret, Scope::Unsubscribe, &letter.to),
        )
    });
    // With `Board picture` (the default), each board in the HTML part is a picture,
    // described in words for screen readers and clients that block pictures; a table
    // should drawing fail (the plain-text part always has the letter board). A letter
    // about several games has one per game, up to MAX_PICTURES; the boards after those
    // are tables. `Board text` and `Board words` carry no picture.
    let pictured = match style {
        BoardStyle::Picture => MAX_PICTURES,
        BoardStyle::Text | BoardStyle::Words => 0,
    };
    // One picture per distinct position: a digest's games that stand alike (not begun,
    // or the same opening) share it.
    let mut images: Vec<InlineImage> = Vec::new();
    let mut drawn: Vec<&crate::render::Diagram> = Vec::new();
    let mut shown: Vec<usize> = Vec::new();
    for diagram in letter.boards().take(pictured) {
        if let Some(same) = drawn.iter().position(|d| *d == diagram) {
            shown.push(same);
            continue;
        }
        let id = message_id.trim_matches(['<', '>']);
        match render::board_png_as(diagram, encoding) {
            Ok(png) => {
                shown.push(images.len());
                images.push(InlineImage {
                    content_id: match images.len() {
                        0 => format!("board.{id}"),
                        n => format!("board{n}.{id}"),
                    },
                    png,
                });
                drawn.push(diagram);
            }
            Err(e) => {
                tracing::warn!("drawing the board failed, the HTML part shows a table: {e}");
                break;
            }
        }
    }
    let pictures: Vec<&InlineImage> = shown.iter().map(|&i| &images[i]).collect();
    let html = letter::html::render(letter, words, style, &pictures);
    let attachment = game
        .filter(|_| letter.attach_pgn)
        .map(|game| render::Attachment::pgn(game.id, &game.pgn(server)));
    let calendar = (!events.is_empty()).then(|| {
        render::Attachment::calendar(
            game.map(|g| g.id),
            &render::calendar(events, &pm.config.server.name),
        )
    });
    let reply = Reply {
        from: Mailbox::new(Some(&pm.config.server.name), server),
        to: Mailbox::new(None, &letter.to),
        reply_to: Mailbox::new(Some(&pm.config.server.name), &reply_to),
        subject: words.subject(&letter.subject),
        message_id: angle(message_id),
        in_reply_to: threading.in_reply_to.as_deref().map(angle),
        references: threading.references.iter().map(|r| angle(r)).collect(),
        date: now,
        text: letter::text::render(letter, words, style),
        html: Some(html),
        images,
        attachment,
        calendar,
        unsubscribe,
    };
    render::build_message(&reply).map_err(|e| e.to_string())
}

/// The outbox task: sends what is due, sleeps until the next retry or a kick.
pub(super) async fn outbox_loop(
    pm: Arc<Postmaster>,
    store: Arc<StoreThread>,
    kick: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut sink = Sink::from_config(&pm.config.outbound).context("setting up outgoing mail")?;
    let policy = pm.config.outbound.retry_policy();
    let envelope_from = pm.config.server.address.as_str().to_owned();
    loop {
        let stopping = *shutdown.borrow();
        // A database error (busy, disk full) must not end the task: replies stay in the
        // outbox and the next round tries again.
        let (sent, due) = match drain(&store, &mut sink, &envelope_from, policy, true).await {
            Ok(drained) => (drained.sent, drained.next_due),
            Err(e) => {
                tracing::error!("sending the outbox failed: {e:#}; retrying");
                (0, None)
            }
        };
        if stopping {
            break;
        }
        // A drain stops at DRAIN_LIMIT with more perhaps waiting; otherwise it took
        // everything due, and letters queued since come with a kick (kept as a permit
        // by `notify_one` while this task was busy).
        if sent < DRAIN_LIMIT {
            // Until the next retry is due (so a 1 s backoff is 1 s), at least a second
            // (timestamps are whole seconds; a round that failed must not spin), at
            // most OUTBOX_TICK (letters queued without a kick are found then).
            // The drain's last store call told it when it could (one trip fewer a wake).
            let due = match due {
                Some(due) => Ok(Ok(due)),
                None => store.call(|s| s.next_outbox_due()).await,
            };
            let wait = match due {
                Ok(Ok(Some(due))) => {
                    Duration::from_secs((due - now()).clamp(1, OUTBOX_TICK) as u64)
                }
                _ => Duration::from_secs(OUTBOX_TICK as u64),
            };
            tokio::select! {
                _ = kick.notified() => {}
                _ = tokio::time::sleep(wait) => {}
                _ = shutdown.changed() => {}
            }
        }
    }
    Ok(())
}

/// Letters one claim takes: few, so that parallel senders share the work and a sender
/// that dies holds few letters back until its claims run out.
const CLAIM_BATCH: u32 = 8;
/// Letters one [`drain_outbox`] handles at most, so the outbox task sees its shutdown
/// signal in between.
const DRAIN_LIMIT: usize = 100;
/// How much longer than the sink's longest send a claim lasts: the database write that
/// marks the letter, a busy database, a stepped clock.
const LEASE_MARGIN: Duration = Duration::from_secs(60);

/// How long a sender goes on sending a claimed batch before it renews its claim: half
/// the margin, so every send starts with the sink's longest send and half the margin
/// still ahead. A batch sent in milliseconds, as most are, is never renewed.
const RENEW_AFTER: Duration = Duration::from_secs(LEASE_MARGIN.as_secs() / 2);

/// Sends what is due; failed mails wait as `policy` says (doubling delays up to a cap)
/// and become `dead` after `policy.max_attempts`. Returns how many were sent.
///
/// Any number of senders may drain one outbox at once (`pawnpost run` and every
/// `pawnpost deliver` the MTA runs in parallel): each letter is claimed before it is
/// sent ([`Store::claim_outbox`](crate::store::Store::claim_outbox)), for longer than
/// the sink's longest send, so exactly one sender sends it. The letters a batch sent
/// are marked sent together, in the commit that claims the next batch or ends the
/// drain ([`Store::mark_sent_batch`](crate::store::Store::mark_sent_batch)). A sender
/// killed after the server took a letter and before that mark leaves it claimed;
/// another sender sends it again, with the same Message-ID: at once when the killed
/// process is known to be gone ([`Lease::holder_is_gone`]), else once the claim runs
/// out. A batch is at most [`CLAIM_BATCH`] letters, so a crash sends at most that many
/// twice (a mark a letter made it one, for two commits and twelve pages of the WAL a
/// move).
pub async fn drain_outbox(
    store: &StoreThread,
    sink: &mut Sink,
    envelope_from: &str,
    policy: crate::config::RetryPolicy,
) -> anyhow::Result<usize> {
    Ok(drain(store, sink, envelope_from, policy, false).await?.sent)
}

/// What a drain did: how many letters it sent, and, when asked and its last call to the
/// store could tell, when the next pending letter is due (`Some(None)`: none pending).
struct Drained {
    sent: usize,
    next_due: Option<Option<Timestamp>>,
}

/// [`drain_outbox`]; with `want_due`, the store call that ends the drain (the claim
/// that finds nothing, or the last batch's mark) also asks when the next letter is
/// due, which the outbox task would otherwise ask in a call of its own.
async fn drain(
    store: &StoreThread,
    sink: &mut Sink,
    envelope_from: &str,
    policy: crate::config::RetryPolicy,
    want_due: bool,
) -> anyhow::Result<Drained> {
    let lease = Lease::new(sink.longest_send() + LEASE_MARGIN);
    let mut sent = 0;
    let mut handled = 0;
    // Sent by the last batch and not yet marked: marked by the next claim's commit.
    let mut unmarked: Vec<Sent> = Vec::new();
    let mut next_due = None;
    let stopped = loop {
        if handled >= DRAIN_LIMIT {
            break None;
        }
        // Before the claim: its lease is counted from a moment no later than this.
        let claimed_at = Held::now();
        let (claimed, due) = {
            let (lease, ids) = (lease.clone(), ids(&unmarked));
            store
                .call(move |s| {
                    let claimed = s.claim_outbox_after(&ids, &lease, now(), CLAIM_BATCH);
                    // Only a claim that found nothing ends the drain.
                    let ends = matches!(&claimed, Ok((rows, _)) if rows.is_empty());
                    let due = due_if(s, want_due && ends);
                    (claimed, due)
                })
                .await?
        };
        next_due = due;
        let claimed = match claimed {
            Ok((claimed, lost)) => {
                warn_lost(&unmarked, &lost);
                unmarked.clear();
                claimed
            }
            Err(e) => {
                // Only the sync after the claim's commit failed: the marks are made.
                if matches!(e, StoreError::SyncWal { .. }) {
                    unmarked.clear();
                }
                // Marked (or tried) below, with what this sender holds given back.
                break Some(Err(e.into()));
            }
        };
        if claimed.is_empty() {
            break None;
        }
        let handled_now = claimed.len();
        handled += handled_now;
        let batch = send_batch(
            store,
            sink,
            envelope_from,
            policy,
            (&lease, claimed_at),
            claimed,
        )
        .await;
        sent += batch.count;
        unmarked = batch.sent;
        match batch.end {
            Ok(BatchEnd::Done) if handled_now < CLAIM_BATCH as usize => {
                // A short batch took every letter due: another claim would find none.
                break None;
            }
            Ok(BatchEnd::Done) => {}
            // What this sender did not get to is anyone's again at once, not only
            // when its claims run out.
            Ok(BatchEnd::ServerDown) => break Some(Ok(sent)),
            Err(e) => break Some(Err(e)),
        }
    };
    let still = match stopped {
        None => StillHeld::Kept,
        Some(_) => StillHeld::Released,
    };
    if !unmarked.is_empty() || still == StillHeld::Released {
        // Tried twice (a database busy past its timeout, a moment's full disk): a letter
        // sent and left unmarked goes out again once its claim runs out.
        let mut tries = 0;
        loop {
            tries += 1;
            let (lease, sent_ids) = (lease.clone(), ids(&unmarked));
            let (marked, due) = store
                .call(move |s| {
                    let marked = s.mark_sent_batch(&sent_ids, &lease, now(), still);
                    let due = due_if(s, want_due && marked.is_ok());
                    (marked, due)
                })
                .await?;
            next_due = due;
            match marked {
                Ok(marked) => {
                    warn_lost(&unmarked, &marked.lost);
                    break;
                }
                Err(e) if tries < 2 => {
                    tracing::warn!("marking sent replies failed: {e}; trying again");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                Err(e) => {
                    tracing::error!(
                        letters = unmarked.len(),
                        "marking sent replies failed: {e}; they are sent again once the claim runs out"
                    );
                    return Err(e.into());
                }
            }
        }
    }
    stopped
        .unwrap_or(Ok(sent))
        .map(|sent| Drained { sent, next_due })
}

/// When the next pending letter is due, when `asked` and the store can tell; for the
/// call that ends a drain, so the outbox task need not ask in a call of its own.
fn due_if(store: &crate::store::Store, asked: bool) -> Option<Option<Timestamp>> {
    asked.then(|| store.next_outbox_due().ok()).flatten()
}

/// A letter a batch sent, not yet marked.
struct Sent {
    id: i64,
    message_id: String,
}

fn ids(sent: &[Sent]) -> Vec<i64> {
    sent.iter().map(|letter| letter.id).collect()
}

/// Warns of each letter of `sent` whose mark found it another sender's.
fn warn_lost(sent: &[Sent], lost: &[i64]) {
    for letter in sent.iter().filter(|letter| lost.contains(&letter.id)) {
        tracing::warn!(message_id = %letter.message_id, "reply sent after our claim ran out and another sender took it: it may arrive twice");
    }
}

/// How a batch of claimed letters went: the letters it sent and has not marked yet,
/// how many it sent in all (a renewal marks those before it), and how it ended.
struct Batch {
    sent: Vec<Sent>,
    count: usize,
    end: anyhow::Result<BatchEnd>,
}

/// When a claim was made or last renewed, on both clocks: the claim's end is counted on
/// the wall clock (whole seconds, as the database keeps it), which a suspended or
/// stepped machine moves while the monotonic one does not, or the other way round.
#[derive(Debug, Clone, Copy)]
struct Held {
    monotonic: Instant,
    wall: Timestamp,
}

impl Held {
    fn now() -> Held {
        Held {
            monotonic: Instant::now(),
            wall: now(),
        }
    }

    /// Whether the claim has run for [`RENEW_AFTER`] on either clock.
    fn is_due(&self) -> bool {
        let after = RENEW_AFTER.as_secs() as i64;
        self.monotonic.elapsed() >= RENEW_AFTER || now() - self.wall >= after
    }
}

enum BatchEnd {
    /// Every letter was tried.
    Done,
    /// A temporary failure (the server is likely down) stopped the batch; the backoff
    /// applies.
    ServerDown,
}

/// Sends the letters `lease` claimed (the claim begun at `claimed_at`), in order; marks
/// each failed one at once, and returns those sent, for the caller to mark in its next
/// commit. The claim is renewed (the letters sent so far marked with it) when it has
/// run for [`RENEW_AFTER`] on either clock, so that every send starts with a whole
/// send's time ahead; after a renewal, a letter the lease no longer holds is skipped.
async fn send_batch(
    store: &StoreThread,
    sink: &mut Sink,
    envelope_from: &str,
    policy: crate::config::RetryPolicy,
    (lease, claimed_at): (&Lease, Held),
    claimed: Vec<OutboxMail>,
) -> Batch {
    let mut batch = Batch {
        sent: Vec::new(),
        count: 0,
        end: Ok(BatchEnd::Done),
    };
    let mut held_since = claimed_at;
    // After a renewal: the letters the lease still holds. A letter not among them was
    // taken by another sender once this claim ran out, and is that sender's to send.
    let mut still_held: Option<Vec<i64>> = None;
    for mail in &claimed {
        if held_since.is_due() {
            let renewing_at = Held::now();
            let (lease, ids) = (lease.clone(), ids(&batch.sent));
            let marked = match store
                .call(move |s| s.mark_sent_batch(&ids, &lease, now(), StillHeld::Renewed))
                .await
                .and_then(|r| r)
            {
                Ok(marked) => marked,
                Err(e) => {
                    batch.end = Err(e.into());
                    return batch;
                }
            };
            warn_lost(&batch.sent, &marked.lost);
            batch.sent.clear();
            held_since = renewing_at;
            still_held = Some(marked.renewed);
        }
        if still_held
            .as_ref()
            .is_some_and(|held| !held.contains(&mail.id))
        {
            tracing::warn!(message_id = %mail.message_id, "another sender took this reply after our claim ran out; it sends it");
            continue;
        }
        let started = Instant::now();
        match sink
            .send(
                envelope_from,
                std::slice::from_ref(&mail.recipient),
                &mail.raw,
            )
            .await
        {
            Ok(()) => {
                batch.count += 1;
                batch.sent.push(Sent {
                    id: mail.id,
                    message_id: mail.message_id.clone(),
                });
                tracing::info!(
                    to = %mail.recipient,
                    message_id = %mail.message_id,
                    ms = started.elapsed().as_secs_f64() * 1000.0,
                    "reply sent: {}",
                    mail.subject
                );
            }
            Err(e) => {
                // A permanent refusal (5xx, bad address) will not change: dead now.
                let limit = if e.is_permanent() {
                    mail.attempts + 1
                } else {
                    policy.max_attempts
                };
                let delay = policy.delay(mail.attempts + 1).as_secs();
                let next = now() + i64::try_from(delay).unwrap_or(i64::MAX / 2);
                let (id, error, held) = (mail.id, e.to_string(), lease.clone());
                let failed = store
                    .call(move |s| s.mark_failed(id, &held, &error, next, limit))
                    .await
                    .and_then(|r| r);
                if let Err(e) = failed {
                    batch.end = Err(e.into());
                    return batch;
                }
                tracing::warn!(to = %mail.recipient, attempt = mail.attempts + 1, retry_in_secs = delay, "sending failed: {e}");
                if !e.is_permanent() {
                    batch.end = Ok(BatchEnd::ServerDown);
                    return batch;
                }
            }
        }
    }
    batch
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A claim is renewed once it has run for half the margin on either clock: the
    /// monotonic one (a slow batch) or the wall clock its end is kept in (a machine
    /// suspended, or its clock stepped forward).
    #[test]
    fn a_claim_is_due_for_renewal_on_either_clock() {
        let fresh = Held::now();
        assert!(!fresh.is_due());
        let slow = Held {
            monotonic: Instant::now() - RENEW_AFTER,
            ..fresh
        };
        assert!(
            slow.is_due(),
            "half the margin passed on the monotonic clock"
        );
        let stepped = Held {
            wall: now() - RENEW_AFTER.as_secs() as i64,
            ..fresh
        };
        assert!(stepped.is_due(), "half the margin passed on the wall clock");
        let nearly = Held {
            monotonic: Instant::now() - RENEW_AFTER / 2,
            wall: now() - RENEW_AFTER.as_secs() as i64 / 2,
        };
        assert!(!nearly.is_due());
    }
}
