//! What pawnpost tells whom after a mail or a sweep: the reply kinds, as plain values
//! (`Letter`). Pure: the daemon turns letters into RFC 5322 mails and queues them.

use std::fmt::Write as _;

use crate::command::parse::Reading;
use crate::game::{Challenge, Event, Game, GameId, OfferKind, ReadRequest, Rejection, Timestamp};
use crate::rules::Color;

/// One reply to one registered address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    pub to: String,
    pub subject: String,
    pub text: String,
    /// The game the letter is about, for the reply address, threading and the board.
    pub game: Option<GameId>,
    /// Attach the game's PGN.
    pub attach_pgn: bool,
}

/// The footer every game mail ends with: written so that the command reader ignores
/// it when it is quoted back (it starts with our marker line).
pub const FOOTER_MARKER: &str = "-- pawnpost --";

fn days_left(deadline: Timestamp, now: Timestamp) -> i64 {
    ((deadline - now).max(0) + 86_399) / 86_400
}

/// `[pawnpost #7] alice@example.org vs bob@example.org`
pub fn subject_prefix(game: &Game) -> String {
    format!(
        "[pawnpost #{}] {} vs {}",
        game.id,
        game.white(),
        game.black()
    )
}

/// The last move as `14... Nxe4+`.
pub fn last_move_words(game: &Game) -> Option<String> {
    crate::render::last_move_text(game.record(), crate::notation::Language::English)
}

/// The board as text from `side`'s point of view (Black sees rank 1 on top), the last
/// move's squares and a king in check marked.
pub fn board_for(game: &Game, side: Color) -> String {
    crate::render::board_text(
        &crate::render::Diagram::of_record(game.record(), side),
        crate::render::TextStyle::Letters,
    )
}

/// The move list in numbered SAN, wrapped at 72 columns.
pub fn move_list(game: &Game) -> String {
    crate::render::move_list(game.record(), crate::notation::Language::English)
}

/// The state of the game for `side`: board, last move, pending offer, whose turn, the
/// deadline, the move list and how to answer.
pub fn game_state(game: &Game, side: Color, now: Timestamp) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "You play {} against {}.", side, game.player(!side));
    out.push('\n');
    out.push_str(&board_for(game, side));
    out.push('\n');
    if let Some(last) = last_move_words(game) {
        let _ = writeln!(out, "Last move: {last}");
    }
    if let Some(offer) = game.offer() {
        let answer = match offer.kind {
            OfferKind::Draw => "Accept Draw or Deny Draw",
            OfferKind::Cancel => "Accept Cancel or Deny Cancel",
        };
        if offer.by == side {
            let _ = writeln!(out, "Your {} request is pending.", offer.kind.lower());
        } else {
            let _ = writeln!(
                out,
                "{} requests {}: answer {answer}.",
                offer.by,
                offer.kind.article()
            );
        }
    }
    match (game.outcome(), game.to_act()) {
        (Some(outcome), _) => {
            let _ = writeln!(out, "The game is over: {outcome}.");
            if let Some(note) = game.ending_note() {
                let _ = writeln!(out, "{note}");
            }
        }
        (None, Some(to_act)) => {
            let deadline = game.deadline();
            let who = if to_act == side {
                "you".to_string()
            } else {
                format!("{to_act}")
            };
            let _ = writeln!(
                out,
                "To act: {who}. Deadline: {} ({} days left); silence until then forfeits.",
                crate::time::format_utc(deadline),
                days_left(deadline, now)
            );
        }
        (None, None) => {}
    }
    let list = move_list(game);
    if !list.is_empty() {
        let _ = writeln!(out, "\nMoves:\n{list}");
    }
    out.push('\n');
    out.push_str(&footer(game, side));
    out
}

/// How to answer, with examples valid in this position.
pub fn footer(game: &Game, side: Color) -> String {
    let mut out = format!("{FOOTER_MARKER}\n");
    if game.is_over() {
        out.push_str("This game is over. Send PGN for the score, Games for your games.\n");
        return out;
    }
    if game.to_act() == Some(side) {
        if let Some(offer) = game.offer().filter(|o| o.by != side) {
            let _ = writeln!(
                out,
                "Reply with Accept {} or Deny {}.",
                offer.kind.word(),
                offer.kind.word()
            );
        } else {
            let example = example_move(game);
            let _ = writeln!(
                out,
                "Reply with your move, for example {example}; you may add Request Draw, or send Resign."
            );
        }
    } else {
        out.push_str(
            "Wait for your opponent; you may send Resign or Request Cancel at any time.\n",
        );
    }
    out.push_str("Commands: Board, History, PGN, Games, Help.\n");
    out
}

/// A legal move to show as an example: a quiet move towards the centre, so the footer
/// reads like advice rather than the alphabetically first move.
fn example_move(game: &Game) -> String {
    let pos = game.position();
    let centre = |sq: crate::rules::Square| {
        let f = i32::from(sq.file()) * 2 - 7;
        let r = i32::from(sq.rank()) * 2 - 7;
        f.abs() + r.abs()
    };
    pos.legal_moves()
        .iter()
        .min_by_key(|m| {
            (
                m.role == crate::rules::Role::King,
                m.is_capture(),
                centre(m.to),
                m.uci().to_string(),
            )
        })
        .map(|m| crate::notation::san(pos, m))
        .unwrap_or_default()
}

/// The letters for one player's mail in a game: the sender learns what happened to
/// each command; the opponent hears of what changed the game.
pub fn after_mail(
    game: &Game,
    sender: Color,
    events: &[Event],
    reading: &Reading,
    comment: Option<&str>,
    now: Timestamp,
) -> Vec<Letter> {
    let prefix = subject_prefix(game);
    let mut to_sender = String::new();
    let mut to_opponent = String::new();
    let mut attach_pgn = false;
    let mut rejected = false;
    for event in events {
        match event {
            Event::MovePlayed { by, san, .. } => {
                // One move per mail: it is the game's last move.
                let number = last_move_words(game).unwrap_or_else(|| san.clone());
                let _ = writeln!(to_sender, "You played {number}.");
                let _ = writeln!(to_opponent, "{by} played {number}.");
            }
            Event::OfferMade { by, kind, .. } => {
                let _ = writeln!(to_sender, "You requested {}.", kind.article());
                let _ = writeln!(to_opponent, "{by} requests {}.", kind.article());
            }
            Event::OfferAccepted { kind, .. } => {
                let _ = writeln!(to_sender, "You accepted the {} request.", kind.lower());
                let _ = writeln!(to_opponent, "Your {} request was accepted.", kind.lower());
            }
            Event::OfferDenied {
                kind,
                requester_denials,
                ..
            } => {
                let _ = writeln!(to_sender, "You denied the {} request.", kind.lower());
                let _ = writeln!(
                    to_opponent,
                    "Your {} request was denied (denials so far: {requester_denials}). It is your move.",
                    kind.lower()
                );
            }
            Event::OfferDeclinedByMoving { kind, .. } => {
                let _ = writeln!(
                    to_sender,
                    "By moving you declined the {} request.",
                    kind.lower()
                );
                let _ = writeln!(
                    to_opponent,
                    "Your {} request was declined by a move.",
                    kind.lower()
                );
            }
            Event::ClaimGranted {
                claim, with_move, ..
            } => {
                let how = with_move
                    .as_deref()
                    .map(|m| format!(" after {m}"))
                    .unwrap_or_default();
                let _ = writeln!(
                    to_sender,
                    "Your draw claim ({}){how} is granted.",
                    claim.as_str().replace('_', " ")
                );
                let _ = writeln!(
                    to_opponent,
                    "Your opponent claimed a draw ({}){how}; the claim is correct.",
                    claim.as_str().replace('_', " ")
                );
            }
            Event::ClaimRefused { reason, .. } => {
                let _ = writeln!(to_sender, "Your draw claim is refused: {reason}");
            }
            Event::Resigned { by } => {
                let _ = writeln!(to_sender, "You resigned.");
                let _ = writeln!(to_opponent, "{by} resigned.");
            }
            Event::GameOver { outcome } => {
                let _ = writeln!(to_sender, "Game over: {outcome}.");
                let _ = writeln!(to_opponent, "Game over: {outcome}.");
                attach_pgn = true;
            }
            Event::Rejected { command, reason } => {
                rejected = true;
                match command {
                    Some(c) => {
                        let _ = writeln!(to_sender, "Not done: {} — {reason}", command_words(c));
                    }
                    None => {
                        let _ = writeln!(to_sender, "Not done: {reason}");
                    }
                }
            }
            Event::ReadOnly(ReadRequest::Pgn) => attach_pgn = true,
            Event::ReadOnly(ReadRequest::Help) => to_sender.push_str(HELP),
            Event::ReadOnly(_) => {}
            Event::LanguageChosen(language) => {
                let _ = writeln!(to_sender, "Your language is now {}.", language.code());
            }
            Event::NotUnderstood { text } => {
                let _ = writeln!(to_sender, "I did not understand: {text}");
            }
            Event::Forfeited { .. } | Event::Adjudicated { .. } => {}
        }
    }
    for item in &reading.not_understood {
        let _ = writeln!(
            to_sender,
            "I did not understand `{}`: {}",
            item.text, item.reason
        );
    }
    if let Some(comment) = comment.filter(|_| !to_opponent.is_empty()) {
        let _ = writeln!(to_opponent, "\nYour opponent writes:");
        for line in comment.lines() {
            let _ = writeln!(to_opponent, "| {line}");
        }
    }
    let mut letters = Vec::new();
    let opponent = !sender;
    let sender_subject = if rejected {
        format!("{prefix}: not done — see why")
    } else if let (Some(last), Some(to_act)) = (last_move_words(game), game.to_act()) {
        if to_act == sender {
            format!("{prefix}: {last} — your move")
        } else {
            format!("{prefix}: {last} — sent, waiting for {to_act}")
        }
    } else {
        format!(
            "{prefix}: {}",
            game.outcome()
                .map_or("your mail".to_string(), |o| o.to_string())
        )
    };
    to_sender.push('\n');
    to_sender.push_str(&game_state(game, sender, now));
    letters.push(Letter {
        to: game.player(sender).to_owned(),
        subject: sender_subject,
        text: to_sender,
        game: Some(game.id),
        attach_pgn,
    });
    if !to_opponent.is_empty() {
        let subject = match (game.outcome(), last_move_words(game), game.to_act()) {
            (Some(outcome), _, _) => format!("{prefix}: game over — {outcome}"),
            (None, _, Some(to_act))
                if to_act == opponent
                    && game.offer().is_some_and(|o| o.by == sender && !o.with_move) =>
            {
                let kind = game.offer().map_or("a draw", |o| o.kind.article());
                format!("{prefix}: {sender} requests {kind} — your answer, please")
            }
            (None, Some(last), Some(to_act)) if to_act == opponent => {
                format!("{prefix}: {last} — your move")
            }
            (None, _, Some(to_act)) if to_act == opponent => {
                format!("{prefix}: your answer, please")
            }
            _ => format!("{prefix}: news from {sender}"),
        };
        to_opponent.push('\n');
        to_opponent.push_str(&game_state(game, opponent, now));
        letters.push(Letter {
            to: game.player(opponent).to_owned(),
            subject,
            text: to_opponent,
            game: Some(game.id),
            attach_pgn,
        });
    }
    letters
}

fn command_words(command: &crate::command::Command) -> String {
    match command {
        crate::command::Command::Move(text) => format!("the move `{text}`"),
        other => format!("`{other}`"),
    }
}

/// The letters of a sweep action: forfeit notices to both, or a reminder.
pub fn after_sweep(
    game: &Game,
    events: &[Event],
    remind: Option<Color>,
    now: Timestamp,
) -> Vec<Letter> {
    let prefix = subject_prefix(game);
    let mut letters = Vec::new();
    if let Some(side) = remind {
        let text = format!(
            "A reminder: it is your turn, and the deadline is near.\n\n{}",
            game_state(game, side, now)
        );
        letters.push(Letter {
            to: game.player(side).to_owned(),
            subject: format!(
                "{prefix}: reminder — your move before {}",
                crate::time::format_utc(game.deadline())
            ),
            text,
            game: Some(game.id),
            attach_pgn: false,
        });
        return letters;
    }
    let mut news = String::new();
    for event in events {
        match event {
            Event::Forfeited {
                loser,
                reverse: false,
            } => {
                let _ = writeln!(
                    news,
                    "{loser} did not act within the forfeit timeout and forfeits."
                );
            }
            Event::Forfeited {
                loser,
                reverse: true,
            } => {
                let _ = writeln!(
                    news,
                    "{loser} was denied twice and let a third request stand until the timeout: reverse forfeit."
                );
            }
            Event::Adjudicated { reason } => {
                let _ = writeln!(news, "The admin adjudicated the game: {reason}");
            }
            // The result is written once, by `game_state`.
            _ => {}
        }
    }
    for side in Color::ALL {
        letters.push(Letter {
            to: game.player(side).to_owned(),
            subject: format!(
                "{prefix}: game over — {}",
                game.outcome()
                    .map_or("ended".to_string(), |o| o.to_string())
            ),
            text: format!("{news}\n{}", game_state(game, side, now)),
            game: Some(game.id),
            attach_pgn: true,
        });
    }
    letters
}

/// A letter outside any game (help, challenges, listings, errors before a game is
/// known).
pub fn plain(to: &str, subject: &str, text: String) -> Letter {
    Letter {
        to: to.to_owned(),
        subject: format!("[pawnpost] {subject}"),
        text: format!("{text}\n{FOOTER_MARKER}\nSend Help for the commands.\n"),
        game: None,
        attach_pgn: false,
    }
}

/// Folds every letter that is about no game into the first such letter to the same
/// recipient, in order, so a mail full of commands is answered with one letter per
/// person rather than one per command (a mail of 32 challenges gave 37 letters; now at
/// most one to the sender plus one per challenged player). Letters about a game stay
/// apart: each has its own board, reply address and thread.
pub fn combine(letters: Vec<Letter>) -> Vec<Letter> {
    let footer = format!("\n{FOOTER_MARKER}\n");
    let mut out: Vec<Letter> = Vec::with_capacity(letters.len());
    let mut folded: Vec<usize> = Vec::with_capacity(letters.len());
    for letter in letters {
        let first = out
            .iter()
            .position(|l| l.game.is_none() && letter.game.is_none() && l.to == letter.to);
        let Some(i) = first else {
            out.push(letter);
            folded.push(0);
            continue;
        };
        let target = &mut out[i];
        // Both bodies, then the first letter's footer once.
        let split = |text: &str| match text.find(&footer) {
            Some(at) => (text[..at].to_owned(), text[at..].to_owned()),
            None => (text.to_owned(), String::new()),
        };
        let (body, tail) = split(&target.text);
        let (added, _) = split(&letter.text);
        target.text = format!("{body}\n{added}{tail}");
        target.attach_pgn |= letter.attach_pgn;
        folded[i] += 1;
    }
    for (letter, more) in out.iter_mut().zip(folded) {
        if more > 0 {
            let answers = if more == 1 { "answer" } else { "answers" };
            letter.subject = format!("{} (and {more} more {answers})", letter.subject);
        }
    }
    out
}

/// The letters when a challenge is issued.
pub fn challenge_issued(challenge: &Challenge) -> Vec<Letter> {
    let days = challenge.forfeit_timeout_secs / 86_400;
    vec![
        plain(
            &challenge.challenger,
            &format!("challenge sent to {}", challenge.opponent),
            format!(
                "Your challenge to {} is on its way (colour: {:?}, forfeit timeout {days} days).\nYou will hear when it is accepted or declined.\n",
                challenge.opponent, challenge.color
            ),
        ),
        plain(
            &challenge.opponent,
            &format!("{} challenges you to a game of chess", challenge.challenger),
            format!(
                "{} challenges you to correspondence chess (their colour: {:?}, forfeit timeout {days} days).\n\nReply with Accept to play, or Decline.\n",
                challenge.challenger, challenge.color
            ),
        ),
    ]
}

/// The letters when a challenge is declined.
pub fn challenge_declined(challenge: &Challenge) -> Vec<Letter> {
    vec![
        plain(
            &challenge.challenger,
            &format!("{} declined your challenge", challenge.opponent),
            format!("{} declined your challenge.\n", challenge.opponent),
        ),
        plain(
            &challenge.opponent,
            "challenge declined",
            format!("You declined the challenge of {}.\n", challenge.challenger),
        ),
    ]
}

/// The letters when a challenge expired unanswered.
pub fn challenge_expired(challenge: &Challenge) -> Vec<Letter> {
    vec![
        plain(
            &challenge.challenger,
            &format!("your challenge to {} expired", challenge.opponent),
            format!(
                "{} did not answer your challenge in time, so it expired. You may send a new one.\n",
                challenge.opponent
            ),
        ),
        plain(
            &challenge.opponent,
            "a challenge expired",
            format!(
                "The challenge of {} expired unanswered. Ask them for a new one if you want to play.\n",
                challenge.challenger
            ),
        ),
    ]
}

/// The letters when a challenge was accepted and the game begins.
pub fn game_started(game: &Game, now: Timestamp) -> Vec<Letter> {
    let prefix = subject_prefix(game);
    Color::ALL
        .into_iter()
        .map(|side| {
            let what = if side == Color::White {
                "your move"
            } else {
                "White moves first"
            };
            Letter {
                to: game.player(side).to_owned(),
                subject: format!("{prefix}: the game begins — {what}"),
                text: format!(
                    "The challenge was accepted; the game begins.\n\n{}",
                    game_state(game, side, now)
                ),
                game: Some(game.id),
                attach_pgn: false,
            }
        })
        .collect()
}

/// A refusal outside a game.
pub fn refusal(to: &str, rejection: &Rejection, reading: Option<&Reading>) -> Letter {
    let mut text = format!("Nothing was done: {rejection}\n");
    if let Some(reading) = reading {
        for item in &reading.not_understood {
            let _ = writeln!(
                text,
                "I did not understand `{}`: {}",
                item.text, item.reason
            );
        }
    }
    plain(to, "not done — see why", text)
}

/// The list of a player's games.
pub fn games_list(to: &str, games: &[Game], now: Timestamp) -> Letter {
    let mut text = String::new();
    if games.is_empty() {
        text.push_str("You have no active games. Start one with: Challenge friend@example.org\n");
    } else {
        text.push_str("Your active games (reply to the latest mail of a game to play in it):\n\n");
        for game in games {
            let side = game.color_of(to).unwrap_or(Color::White);
            let turn = match game.to_act() {
                Some(c) if c == side => "your turn".to_string(),
                Some(c) => format!("{c} to act"),
                None => "over".to_string(),
            };
            let _ = writeln!(
                text,
                "#{}  {} vs {}  move {}  {turn}  deadline {} ({} days)",
                game.id,
                game.white(),
                game.black(),
                game.position().fullmoves(),
                crate::time::format_utc(game.deadline()),
                days_left(game.deadline(), now)
            );
        }
    }
    plain(to, "your games", text)
}

/// The help text.
pub const HELP: &str = "\
pawnpost plays correspondence chess by mail. Reply to the latest mail of a game with:
  a move: e4, Nf3, exd5, O-O, e8=Q, e2e4, 5254, King-Side Castle, En Passant e5d6
  Request Draw / Accept Draw / Deny Draw
  Request Cancel / Accept Cancel / Deny Cancel
  Claim Draw (threefold repetition or fifty moves; optionally with the move)
  Resign
  Board, History, PGN, Games, Help, Language en|de|fr
Start a game with a new mail: Challenge friend@example.org [white|black|random] [timeout 30 days]
Answer a challenge with Accept or Decline.
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combine_folds_game_less_letters_per_recipient() {
        let mut in_game = plain("a@example.org", "your move", "board\n".to_owned());
        in_game.game = Some(7);
        let letters = vec![
            plain(
                "a@example.org",
                "challenge sent to b@example.org",
                "To b.\n".to_owned(),
            ),
            plain("b@example.org", "a challenges you", "Accept?\n".to_owned()),
            in_game.clone(),
            plain("a@example.org", "not done", "Limit reached.\n".to_owned()),
            plain("a@example.org", "not done", "Not an address.\n".to_owned()),
        ];
        let combined = combine(letters);
        assert_eq!(combined.len(), 3, "{combined:#?}");
        let to_a = &combined[0];
        assert_eq!(
            to_a.subject,
            "[pawnpost] challenge sent to b@example.org (and 2 more answers)"
        );
        assert_eq!(
            to_a.text,
            format!(
                "To b.\n\nLimit reached.\n\nNot an address.\n\n{FOOTER_MARKER}\nSend Help for the commands.\n"
            )
        );
        assert_eq!(to_a.text.matches(FOOTER_MARKER).count(), 1);
        assert_eq!(combined[1].to, "b@example.org");
        assert_eq!(combined[2], in_game, "a letter about a game stays apart");
    }

    #[test]
    fn combine_keeps_single_letters_as_they_are() {
        let letters = vec![
            plain("a@example.org", "help", "Help.\n".to_owned()),
            plain("b@example.org", "help", "Help.\n".to_owned()),
        ];
        assert_eq!(combine(letters.clone()), letters);
    }
}
