//! What pawnpost understood from one mail, without changing anything (`pawnpost read`):
//! who sent it, what it is about and with which authority, how it was admitted, the
//! commands, the comment and whether it would reach the opponent, what the trimmer cut,
//! and the letters the daemon would send.
//!
//! [`explain`] goes the daemon's own way through [`intake`](super::intake) — the same
//! parsing, reading, admission and handlers — in a transaction that is rolled back
//! ([`Store::rehearse_mail_transaction`]), so an explanation cannot drift from what the
//! daemon does, and nothing of it stays: no record of the mail, no game change, no
//! letter, no language or proof.

use std::fmt::Write as _;

use serde::Serialize;

use crate::command::trim::normalize_newlines;
use crate::game::{GameId, Timestamp};
use crate::identity::Scope;
use crate::letter::{Block, Letter, catalogue};
use crate::mail::{InboundMail, loop_guard, parse_mail};
use crate::notation::Language;
use crate::store::{InboundKey, QueuedLetter, Store};

use super::intake::{
    Addressed, Admission, Naming, addressed, admit, answer, decide, mta_vouches, read_inbound,
    sender_of,
};
use super::{Disposition, Handled, Inbound, Postmaster, ProcessError, Proof, deliverable};

/// Everything pawnpost made of one mail. Line numbers count from 1 in [`Explanation::text`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// Why the mail could not be read at all; then nothing else is known of it.
    pub unreadable: Option<String>,
    /// `Message-ID` without angle brackets.
    pub message_id: Option<String>,
    pub subject: String,
    pub sender: SenderFacts,
    /// Every recipient address the mail names, canonical.
    pub recipients: Vec<String>,
    /// The mail was processed before: the daemon would skip it. The rest says what it
    /// would do with it as a new mail.
    pub seen_before: bool,
    /// Why the loop guard would never answer it (auto-reply, bounce, list, ourselves).
    pub loop_guard: Option<String>,
    pub about: About,
    pub admission: Admitted,
    /// The language the mail was read in (`en`, `de`, `fr`): the sender's, else the
    /// server's.
    pub language: String,
    /// How many of pawnpost's latest letters to the sender were known as its own text.
    pub own_letters: usize,
    /// The text read, after MIME and HTML decoding, quotes and signatures still in it.
    pub text: String,
    /// The mail was larger than `limits.max_message_bytes`: only its first part was read.
    pub truncated: bool,
    /// The commands, in canonical English form, in the order written.
    pub commands: Vec<String>,
    pub not_understood: Vec<NotUnderstoodLine>,
    /// Commands that contradict each other (none of them would be applied).
    pub conflicts: Vec<String>,
    /// pawnpost's own text sent back without quote marks, skipped.
    pub ignored: Vec<String>,
    /// The mail held quoted history and nothing the sender wrote.
    pub quoted_only: bool,
    pub comment: CommentFate,
    /// What the trimmer cut, in the order of the text.
    pub cuts: Vec<CutRegion>,
    /// What the daemon would do with the mail.
    pub response: Response,
}

/// The author of the mail.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct SenderFacts {
    /// The `From:` address as written.
    pub written: Option<String>,
    pub name: Option<String>,
    /// The canonical address, when it is usable.
    pub address: Option<String>,
    /// Why the sender can be neither believed nor answered.
    pub unusable: Option<String>,
}

/// What game the mail is about, and what vouches for its sender.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct About {
    /// The game the mail names, whether or not it exists.
    pub game: Option<GameId>,
    /// What named it (or the token address outside any game).
    pub by: Option<NamedBy>,
    /// The reply address of ours the mail was sent to.
    pub reply_address: Option<String>,
    /// The verdict on the token of that address.
    pub token: TokenVerdict,
    /// What the token stands for: `game 7`, `invitation 3`, `confirmation 5`, `the
    /// sender's own address`.
    pub token_for: Option<String>,
    /// The admin's MTA recorded a DKIM/DMARC pass for the sender's domain
    /// (`trust.authserv_id`).
    pub mta_vouches: bool,
    /// The admin trusts `From:` alone (`trust.allow_from_only`).
    pub from_only_trusted: bool,
}

/// What named the game a mail is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NamedBy {
    /// One of our reply addresses with a token.
    ReplyAddress,
    /// `[pawnpost #N]` in the subject (no authority).
    SubjectTag,
    /// In-Reply-To or References name a letter of ours (no authority).
    Thread,
}

/// The token of the reply address a mail was sent to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenVerdict {
    /// The sender's own: proof that they receive mail at their address.
    Genuine,
    /// Made for someone or something else, or forged: no proof.
    NotFitting,
    /// The mail went to no reply address of ours.
    #[default]
    None,
}

/// The admission: what the mail is, decided once before anything is applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Admitted {
    /// Not answered at all.
    Silenced { why: String },
    /// The sender passed the hourly limit just now: one notice, nothing done.
    RateNotice { limit: u32 },
    /// About no game, with the proof of its sender (`None`: changes wait for the
    /// sender's confirmation).
    Lobby { proof: Option<String> },
    /// Names a game that does not exist.
    UnknownGame { game: GameId },
    /// About a game of the sender's.
    Game {
        game: GameId,
        /// `white` or `black`: the sender's side.
        side: &'static str,
        opponent: String,
        /// The sender may act in the game (token, MTA, or From alone).
        authorized: bool,
        /// It answers a letter of the game that the game has moved on from.
        stale: bool,
    },
}

/// A line that looked like a command but was not one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotUnderstoodLine {
    pub text: String,
    pub why: String,
}

/// The sender's comment and whether it would reach the opponent.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct CommentFate {
    /// The free text for the opponent, as read (no quotes, no signature, no commands).
    pub text: Option<String>,
    /// The opponent it would reach.
    pub passed_on_to: Option<String>,
    /// Why a comment would not be passed on.
    pub held_back: Option<String>,
}

/// One region the trimmer cut.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CutRegion {
    /// The first and last line of the region, counted from 1, inclusive.
    pub first_line: usize,
    pub last_line: usize,
    /// The rule that cut it.
    pub reason: String,
    /// The region's first line that is not blank.
    pub starts_with: String,
}

/// What the daemon would do with the mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Response {
    /// `answered` or `silenced` (then at most a notice goes out).
    pub disposition: &'static str,
    /// The daemon's log line for it, or why it stays silent.
    pub note: String,
    /// The letters it would queue, as their recipients would read them.
    pub letters: Vec<QueuedLetter>,
}

/// Explains what the daemon would make of `raw` at `now`, through the daemon's own code
/// in a transaction that is rolled back: nothing in `store` changes.
pub fn explain(
    pm: &Postmaster,
    store: &mut Store,
    raw: &[u8],
    now: Timestamp,
) -> Result<Explanation, ProcessError> {
    let max = usize::try_from(pm.config.limits.max_message_bytes).unwrap_or(usize::MAX);
    let mail = match parse_mail(raw, max) {
        Ok(mail) => mail,
        Err(error) => return Ok(Explanation::unreadable(&error.to_string())),
    };
    let sender = sender_of(&mail);
    let key = InboundKey {
        message_id: mail.message_id.as_deref(),
        raw,
        source_id: "read",
        sender: &sender,
    };
    store.rehearse_mail_transaction(&key, now, |tx, seen_before| {
        let inbound = read_inbound(pm, tx, &mail, &sender, now)?;
        let about = about(pm, &mail, &sender, addressed(pm, tx, &mail, &sender)?);
        let admission = admit(pm, tx, &inbound)?;
        let admitted = Admitted::of(&admission, pm.config.limits.mails_per_sender_per_hour);
        let before = tx.last_outbox_id()?;
        let handled = decide(pm, tx, &inbound, admission)?;
        let comment = comment_fate(&inbound, &admitted, &handled);
        let disposition = answer(pm, tx, &inbound, handled)?;
        let response = Response::of(disposition, tx.queued_after(before)?);
        Ok(Explanation::of(
            &inbound,
            seen_before,
            loop_guard(&mail, pm.config.server.address.as_str()).map(|s| s.to_string()),
            about,
            admitted,
            comment,
            response,
        ))
    })
}

impl Explanation {
    fn unreadable(why: &str) -> Explanation {
        Explanation {
            unreadable: Some(why.to_owned()),
            message_id: None,
            subject: String::new(),
            sender: SenderFacts::default(),
            recipients: Vec::new(),
            seen_before: false,
            loop_guard: None,
            about: About::default(),
            admission: Admitted::Silenced {
                why: format!("unreadable: {why}"),
            },
            language: String::new(),
            own_letters: 0,
            text: String::new(),
            truncated: false,
            commands: Vec::new(),
            not_understood: Vec::new(),
            conflicts: Vec::new(),
            ignored: Vec::new(),
            quoted_only: false,
            comment: CommentFate::default(),
            cuts: Vec::new(),
            response: Response {
                disposition: "silenced",
                note: format!("unreadable: {why}"),
                letters: Vec::new(),
            },
        }
    }

    fn of(
        inbound: &Inbound<'_>,
        seen_before: bool,
        loop_guard: Option<String>,
        about: About,
        admission: Admitted,
        comment: CommentFate,
        response: Response,
    ) -> Explanation {
        let (mail, reading) = (inbound.mail, &inbound.reading);
        let lines: Vec<String> = normalize_newlines(&mail.text)
            .split('\n')
            .map(str::to_owned)
            .collect();
        let cuts = reading
            .cuts
            .iter()
            .map(|cut| CutRegion {
                first_line: cut.lines.start + 1,
                last_line: cut.lines.end.max(cut.lines.start + 1),
                reason: cut.reason.to_string(),
                starts_with: lines
                    .get(cut.lines.clone())
                    .and_then(|region| region.iter().find(|l| !l.trim().is_empty()))
                    .map(|l| l.trim_end().to_owned())
                    .unwrap_or_default(),
            })
            .collect();
        Explanation {
            unreadable: None,
            message_id: mail.message_id.clone(),
            subject: mail.subject.clone(),
            sender: SenderFacts::of(mail),
            recipients: mail.to.iter().map(|a| a.as_str().to_owned()).collect(),
            seen_before,
            loop_guard,
            about,
            admission,
            language: inbound.language.code().to_owned(),
            own_letters: inbound.own_letters,
            text: mail.text.clone(),
            truncated: mail.truncated,
            commands: reading.commands.iter().map(|c| c.to_string()).collect(),
            not_understood: reading
                .not_understood
                .iter()
                .map(|n| NotUnderstoodLine {
                    text: n.text.clone(),
                    why: n.reason.to_string(),
                })
                .collect(),
            conflicts: reading.conflicts.iter().map(|c| c.to_string()).collect(),
            ignored: reading.ignored.clone(),
            quoted_only: reading.quoted_only,
            comment,
            cuts,
            response,
        }
    }
}

impl SenderFacts {
    fn of(mail: &InboundMail) -> SenderFacts {
        let Some(from) = &mail.from else {
            return SenderFacts {
                unusable: Some("the mail has no From: address".to_owned()),
                ..SenderFacts::default()
            };
        };
        let (address, unusable) = match &from.address {
            Ok(address) if deliverable(address.as_str()) => (Some(address.to_string()), None),
            Ok(address) => (
                Some(address.to_string()),
                Some("no reply to it can be composed".to_owned()),
            ),
            Err(why) => (None, Some(format!("refused: {why}"))),
        };
        SenderFacts {
            written: Some(from.written.clone()),
            name: from.name.clone(),
            address,
            unusable,
        }
    }
}

fn about(pm: &Postmaster, mail: &InboundMail, sender: &str, addressed: Addressed) -> About {
    let mut about = About {
        mta_vouches: mta_vouches(pm, mail, sender),
        from_only_trusted: pm.config.trust.allow_from_only,
        ..About::default()
    };
    match addressed {
        Addressed::Token {
            scope,
            genuine,
            address,
        } => {
            if let Scope::Game(game) = scope {
                about.game = Some(game);
            }
            about.by = Some(NamedBy::ReplyAddress);
            about.reply_address = Some(address);
            about.token = if genuine {
                TokenVerdict::Genuine
            } else {
                TokenVerdict::NotFitting
            };
            about.token_for = Some(scope_name(scope));
        }
        Addressed::Named { game, by } => {
            about.game = Some(game);
            about.by = Some(match by {
                Naming::SubjectTag => NamedBy::SubjectTag,
                Naming::Thread => NamedBy::Thread,
            });
        }
        Addressed::Nothing => {}
    }
    about
}

fn scope_name(scope: Scope) -> String {
    match scope {
        Scope::Game(game) => format!("game {game}"),
        Scope::Invitation(id) => format!("invitation {id}"),
        Scope::Confirmation(id) => format!("confirmation {id}"),
        Scope::Player => "the sender's own address".to_owned(),
        Scope::Unsubscribe => "the unsubscribe address of an invitation".to_owned(),
    }
}

impl Admitted {
    fn of(admission: &Admission, limit: u32) -> Admitted {
        match admission {
            Admission::Silenced(why) => Admitted::Silenced { why: why.clone() },
            Admission::RateNotice => Admitted::RateNotice { limit },
            Admission::Lobby(proof) => Admitted::Lobby {
                proof: proof.map(|proof| match proof {
                    Proof::Token(scope) => format!("a genuine token ({})", scope_name(scope)),
                    Proof::Mta => "the MTA's DKIM/DMARC pass".to_owned(),
                    Proof::FromOnly => "From alone (trust.allow_from_only)".to_owned(),
                }),
            },
            Admission::UnknownGame(game) => Admitted::UnknownGame { game: *game },
            Admission::Game(in_game) => Admitted::Game {
                game: in_game.game.id,
                side: in_game.side.name(),
                opponent: in_game.game.player(!in_game.side).to_owned(),
                authorized: in_game.authorized,
                stale: in_game.stale,
            },
        }
    }
}

/// Whether the comment reaches the opponent: it does when a letter to someone other
/// than the sender carries it.
fn comment_fate(inbound: &Inbound<'_>, admitted: &Admitted, handled: &Handled) -> CommentFate {
    let Some(text) = inbound.reading.comment.clone() else {
        return CommentFate::default();
    };
    let carries = |letter: &&Letter| {
        letter.to != inbound.sender && letter.body.iter().any(|b| matches!(b, Block::Comment(_)))
    };
    if let Some(letter) = handled.letters.iter().find(carries) {
        return CommentFate {
            text: Some(text),
            passed_on_to: Some(letter.to.clone()),
            held_back: None,
        };
    }
    let why = match (admitted, &handled.silenced) {
        (_, Some(why)) | (Admitted::Silenced { why }, None) => {
            format!("the mail is not answered: {why}")
        }
        (Admitted::RateNotice { .. }, None) => {
            "the sender passed the hourly limit: nothing in the mail is done".to_owned()
        }
        (Admitted::Lobby { .. }, None) => {
            "the mail is about no game; a comment reaches an opponent only with a move or a request in a game".to_owned()
        }
        (Admitted::UnknownGame { game }, None) => format!("there is no game #{game}"),
        (Admitted::Game { .. }, None) if !inbound.reading.commands.iter().any(|c| c.reach().acts_on_game()) => {
            "no move or request in the mail; a comment reaches the opponent only with one"
                .to_owned()
        }
        (Admitted::Game { .. }, None) => {
            format!("refused: {}", news_to(inbound.sender, handled))
        }
    };
    CommentFate {
        text: Some(text),
        passed_on_to: None,
        held_back: Some(why),
    }
}

/// What the letter to `sender` says first, in English: why their mail changed nothing.
fn news_to(sender: &str, handled: &Handled) -> String {
    let words = catalogue(Language::English);
    handled
        .letters
        .iter()
        .filter(|letter| letter.to == sender)
        .flat_map(|letter| &letter.body)
        .find_map(|block| match block {
            Block::News(lines) => Some(
                lines
                    .iter()
                    .map(|line| words.line(line))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            _ => None,
        })
        .unwrap_or_else(|| handled.summary.clone())
}

impl Response {
    fn of(disposition: Disposition, letters: Vec<QueuedLetter>) -> Response {
        let (disposition, note) = match disposition {
            Disposition::Answered { summary, .. } => ("answered", summary),
            Disposition::Silenced(why) => ("silenced", why),
            Disposition::Duplicate => ("duplicate", "processed before".to_owned()),
        };
        Response {
            disposition,
            note,
            letters,
        }
    }
}

/// The longest a quoted line is shown in the text form before it is cut short.
const SHOWN_CHARS: usize = 72;

impl Explanation {
    /// The explanation as an admin reads it: the facts, then the mail's text with the
    /// trimmer's cuts marked beside each line.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if let Some(why) = &self.unreadable {
            let _ = writeln!(out, "unreadable:     {why}");
            let _ = writeln!(out, "the daemon would: record it and stay silent");
            return out;
        }
        if self.seen_before {
            let _ = writeln!(
                out,
                "NOTE: this mail was processed before; the daemon would skip it. Below is what it\n      would make of it as a new mail now.\n"
            );
        }
        self.write_mail(&mut out);
        self.write_authority(&mut out);
        self.write_reading(&mut out);
        self.write_response(&mut out);
        self.write_text(&mut out);
        out
    }

    fn write_mail(&self, out: &mut String) {
        let sender = &self.sender;
        let from = match (&sender.written, &sender.name) {
            (Some(written), Some(name)) => format!("{name} <{written}>"),
            (Some(written), None) => written.clone(),
            (None, _) => "(none)".to_owned(),
        };
        let _ = writeln!(out, "from:           {from}");
        match (&sender.address, &sender.unusable) {
            (_, Some(why)) => {
                let _ = writeln!(out, "                unusable: {why}");
            }
            (Some(address), None) => {
                let _ = writeln!(out, "                canonical: {address}");
            }
            (None, None) => {}
        }
        let _ = writeln!(out, "to:             {}", list_or_none(&self.recipients));
        let _ = writeln!(out, "subject:        {}", self.subject);
        if let Some(id) = &self.message_id {
            let _ = writeln!(out, "message-id:     {id}");
        }
        let guard = self.loop_guard.as_deref().map_or_else(
            || "passes (a reply is allowed)".to_owned(),
            |why| format!("never answered: {why}"),
        );
        let _ = writeln!(out, "loop guard:     {guard}");
    }

    fn write_authority(&self, out: &mut String) {
        let about = &self.about;
        let named = match (about.game, about.by) {
            (Some(game), Some(NamedBy::ReplyAddress)) => {
                format!("game #{game}, by its reply address")
            }
            (Some(game), Some(NamedBy::SubjectTag)) => {
                format!("game #{game}, by the subject's tag only (no authority)")
            }
            (Some(game), Some(NamedBy::Thread)) => {
                format!("game #{game}, by the letter of ours it answers only (no authority)")
            }
            (None, Some(_)) => "no game: a reply address outside any game".to_owned(),
            _ => "no game".to_owned(),
        };
        let _ = writeln!(out, "about:          {named}");
        let token = match (about.token, &about.token_for, &about.reply_address) {
            (TokenVerdict::Genuine, Some(what), Some(address)) => {
                format!("genuine, the sender's for {what} ({address})")
            }
            (TokenVerdict::NotFitting, Some(what), Some(address)) => {
                format!("does NOT fit this sender ({what}, {address})")
            }
            _ => {
                "none (the mail went to no reply address of ours with a readable token)".to_owned()
            }
        };
        let _ = writeln!(out, "token:          {token}");
        let _ = writeln!(
            out,
            "mta:            {}",
            if about.mta_vouches {
                "vouches for the sender (DKIM/DMARC pass)"
            } else {
                "does not vouch"
            }
        );
        if about.from_only_trusted {
            let _ = writeln!(out, "trust:          From alone (trust.allow_from_only)");
        }
        let admission = match &self.admission {
            Admitted::Silenced { why } => format!("silenced: {why}"),
            Admitted::RateNotice { limit } => {
                format!("over the limit of {limit} mails an hour: one notice, nothing done")
            }
            Admitted::Lobby { proof: Some(proof) } => format!("lobby, proven by {proof}"),
            Admitted::Lobby { proof: None } => {
                "lobby, without proof (changes wait for the sender's confirmation)".to_owned()
            }
            Admitted::UnknownGame { game } => format!("unknown game #{game}"),
            Admitted::Game {
                game,
                side,
                opponent,
                authorized,
                stale,
            } => format!(
                "game #{game}, the sender plays {side} against {opponent}; {}{}",
                if *authorized {
                    "may act"
                } else {
                    "may NOT act (no proof)"
                },
                if *stale {
                    "; answers an outdated letter (stale)"
                } else {
                    ""
                }
            ),
        };
        let _ = writeln!(out, "admission:      {admission}");
    }

    fn write_reading(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "\nread in:        {}, knowing {} of pawnpost's letters to the sender{}",
            language_name(&self.language),
            self.own_letters,
            if self.truncated {
                " (mail cut at the size limit)"
            } else {
                ""
            }
        );
        let _ = writeln!(out, "commands:       {}", list_or_none(&self.commands));
        if self.not_understood.is_empty() {
            let _ = writeln!(out, "not understood: (none)");
        } else {
            let _ = writeln!(out, "not understood:");
            for item in &self.not_understood {
                let _ = writeln!(out, "  - `{}`: {}", item.text, item.why);
            }
        }
        if !self.conflicts.is_empty() {
            let _ = writeln!(out, "conflicts:");
            for conflict in &self.conflicts {
                let _ = writeln!(out, "  - {conflict}");
            }
        }
        if !self.ignored.is_empty() {
            let _ = writeln!(
                out,
                "ignored:        {} line(s) of pawnpost's own text sent back unquoted",
                self.ignored.len()
            );
        }
        if self.quoted_only {
            let _ = writeln!(
                out,
                "quoted only:    the mail holds quoted history and nothing else"
            );
        }
        let comment = &self.comment;
        match (&comment.text, &comment.passed_on_to, &comment.held_back) {
            (None, _, _) => {
                let _ = writeln!(out, "comment:        (none)");
            }
            (Some(text), to, held_back) => {
                let fate = match (to, held_back) {
                    (Some(to), _) => format!("passed on to {to}"),
                    (None, Some(why)) => format!("NOT passed on: {why}"),
                    (None, None) => "NOT passed on".to_owned(),
                };
                let _ = writeln!(out, "comment:        {fate}");
                for line in text.lines() {
                    let _ = writeln!(out, "{}", format!("  | {line}").trim_end());
                }
            }
        }
        if self.cuts.is_empty() {
            let _ = writeln!(out, "cut:            (nothing)");
        } else {
            let _ = writeln!(out, "cut:");
            for cut in &self.cuts {
                let lines = if cut.first_line == cut.last_line {
                    format!("line {}", cut.first_line)
                } else {
                    format!("lines {}-{}", cut.first_line, cut.last_line)
                };
                let _ = writeln!(
                    out,
                    "  {lines:<13} {}: {}",
                    cut.reason,
                    shorten(&cut.starts_with)
                );
            }
        }
    }

    fn write_response(&self, out: &mut String) {
        let response = &self.response;
        let _ = writeln!(
            out,
            "\nthe daemon would: {} ({})",
            match response.disposition {
                "answered" => "answer",
                "silenced" => "stay silent",
                other => other,
            },
            response.note
        );
        for letter in &response.letters {
            let _ = writeln!(out, "  - to {}: {}", letter.to, letter.subject);
        }
    }

    fn write_text(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "\ntext (after MIME/HTML decoding; `cut` marks what the trimmer removed):"
        );
        let normalized = normalize_newlines(&self.text);
        let mut lines: Vec<&str> = normalized.split('\n').collect();
        if lines.last().is_some_and(|l| l.is_empty()) {
            lines.pop();
        }
        if lines.is_empty() {
            let _ = writeln!(out, "(no text)");
        }
        let width = lines.len().to_string().len();
        // Which lines a cut covers, by a running count over where cuts begin and end:
        // linear in the lines and the cuts (asking every cut about every line took
        // seconds for a megabyte of quote headers).
        let mut starts = vec![0i64; lines.len() + 2];
        for c in &self.cuts {
            let first = c.first_line.clamp(1, lines.len() + 1);
            let after = c.last_line.saturating_add(1).clamp(first, lines.len() + 1);
            starts[first] += 1;
            starts[after] -= 1;
        }
        let mut open = 0;
        for (index, line) in lines.iter().enumerate() {
            let number = index + 1;
            open += starts[number];
            let cut = open > 0;
            let _ = writeln!(
                out,
                "{}",
                format!(
                    "{number:>width$} {} | {}",
                    if cut { "cut" } else { "   " },
                    line
                )
                .trim_end()
            );
        }
    }
}

fn list_or_none(items: &[String]) -> String {
    if items.is_empty() {
        "(none)".to_owned()
    } else {
        items.join(", ")
    }
}

fn language_name(code: &str) -> &str {
    match code {
        "en" => "English",
        "de" => "German",
        "fr" => "French",
        other => other,
    }
}

/// `line` cut to [`SHOWN_CHARS`] characters, in quotes.
fn shorten(line: &str) -> String {
    let mut chars = line.chars();
    let shown: String = chars.by_ref().take(SHOWN_CHARS).collect();
    if chars.next().is_some() {
        format!("\"{shown}…\"")
    } else {
        format!("\"{shown}\"")
    }
}
