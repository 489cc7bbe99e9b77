//! English.

use crate::command::parse::{Conflict, NotUnderstood, Reason};
use crate::command::{ColorChoice, Command};
use crate::game::{
    ChallengeState, ClaimRefusal, Combination, EndingNote, GameResult, OfferKind, Outcome,
    Rejection, Termination, Timestamp,
};
use crate::letter::{Footer, GameTopic, Line, LobbyTopic, NoCommand};
use crate::notation::{Language, MoveError, MoveSyntaxError};
use crate::render::Strings;
use crate::rules::{Color, DrawClaim};

use super::Catalogue;

pub struct English;

fn kind(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "draw",
        OfferKind::Cancel => "cancel",
    }
}

/// What a request asks for: "a draw", "to cancel the game".
fn asks_for(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "a draw",
        OfferKind::Cancel => "to cancel the game",
    }
}

/// The command word: `Draw` in `Accept Draw`.
fn word(kind: OfferKind) -> &'static str {
    match kind {
        OfferKind::Draw => "Draw",
        OfferKind::Cancel => "Cancel",
    }
}

fn claim(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "threefold repetition",
        DrawClaim::FiftyMoves => "fifty moves",
    }
}

fn choice(color: ColorChoice) -> &'static str {
    match color {
        ColorChoice::White => "White",
        ColorChoice::Black => "Black",
        ColorChoice::Random => "Random",
    }
}

fn days(n: i64) -> String {
    if n == 1 {
        "1 day".to_owned()
    } else {
        format!("{n} days")
    }
}

fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "checkmate",
        Termination::Resignation => "resignation",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::Agreement => "agreement",
        Termination::ThreefoldClaim => "threefold repetition (claimed)",
        Termination::FiftyMoveClaim => "the fifty-move rule (claimed)",
        Termination::FivefoldRepetition => "fivefold repetition",
        Termination::SeventyFiveMoves => "the 75-move rule",
        Termination::Forfeit => "forfeit (timeout)",
        Termination::ReverseForfeit => "reverse forfeit",
        Termination::Adjudication => "adjudication",
        Termination::Cancelled => "cancellation",
    }
}

fn claim_refusal(r: &ClaimRefusal) -> String {
    let what = match &r.after {
        Some(san) => format!("after {san}"),
        None => "now".to_owned(),
    };
    format!(
        "{what} the position would have occurred {} time(s) (3 are needed) and {} half-moves \
         would have passed without a capture or pawn move (100 are needed); the game goes on \
         and you are still to move",
        r.repetitions, r.halfmoves
    )
}

impl Catalogue for English {
    fn language(&self) -> Language {
        Language::English
    }

    fn line(&self, line: &Line) -> String {
        let lang = Language::English;
        match line {
            Line::YouPlayed { mv, reading } => match reading {
                Some(r) => format!(
                    "You played {} (`{}` read as {} {}–{}).",
                    mv.text(lang),
                    r.typed,
                    self.strings().role(r.role),
                    r.from,
                    r.to
                ),
                None => format!("You played {}.", mv.text(lang)),
            },
            Line::Played { by, mv } => format!("{by} played {}.", mv.text(lang)),
            Line::YouRequested(k) => format!("You requested {}.", asks_for(*k)),
            Line::Requests { by, kind: k } => format!("{by} requests {}.", asks_for(*k)),
            Line::YouAccepted(k) => format!("You accepted the {} request.", kind(*k)),
            Line::YourRequestAccepted(k) => format!("Your {} request was accepted.", kind(*k)),
            Line::YouDenied(k) => format!("You denied the {} request.", kind(*k)),
            Line::YourRequestDenied { kind: k, denials } => format!(
                "Your {} request was denied (denials so far: {denials}). It is your move.",
                kind(*k)
            ),
            Line::YouDeclinedByMoving(k) => {
                format!("By moving you declined the {} request.", kind(*k))
            }
            Line::YourRequestDeclinedByMove(k) => {
                format!("Your {} request was declined by a move.", kind(*k))
            }
            Line::YourClaimGranted { claim: c, after } => format!(
                "Your draw claim ({}){} is granted.",
                claim(*c),
                after.map(|m| format!(" after {m}")).unwrap_or_default()
            ),
            Line::OpponentClaimGranted { claim: c, after } => format!(
                "Your opponent claimed a draw ({}){}; the claim is correct.",
                claim(*c),
                after.map(|m| format!(" after {m}")).unwrap_or_default()
            ),
            Line::YourClaimRefused(r) => {
                format!("Your draw claim is refused: {}", claim_refusal(r))
            }
            Line::YouResigned => "You resigned.".to_owned(),
            Line::Resigned(by) => format!("{by} resigned."),
            Line::GameOver(o) => format!("Game over: {}.", self.outcome(o)),
            Line::NotDone {
                command: Some(Command::Move(text)),
                why,
            } => format!("Not done: the move `{text}` — {}", self.rejection(why)),
            Line::NotDone {
                command: Some(command),
                why,
            } => format!(
                "Not done: `{}` — {}",
                self.command(command),
                self.rejection(why)
            ),
            Line::NotDone { command: None, why } => format!("Not done: {}", self.rejection(why)),
            Line::PgnAttached => "The game's PGN is attached.".to_owned(),
            Line::LanguageNow(_) => "pawnpost now writes to you in English.".to_owned(),
            Line::NoCommand(what) => match what {
                NoCommand::QuotedOnly => {
                    "Your mail held only quoted text, so there was nothing to do.".to_owned()
                }
                NoCommand::Empty => "Your mail was empty, so there was nothing to do.".to_owned(),
                NoCommand::NotUnderstood => "I found no command in your mail.".to_owned(),
                NoCommand::TextOnly => "I found no command in your mail, so your words were not \
                                        passed on to your opponent: comments go with a move or a \
                                        request."
                    .to_owned(),
            },
            Line::NotUnderstood(item) => self.not_understood(item),
            Line::NotUnderstoodLines(1) => {
                "One line of your mail was not understood.".to_owned()
            }
            Line::NotUnderstoodLines(n) => format!("{n} lines of your mail were not understood."),
            Line::Shortened => "This answer was shortened; reply to this mail to receive all of it.".to_owned(),
            Line::Forfeited(loser) => {
                format!("{loser} did not act within the forfeit timeout and forfeits.")
            }
            Line::ReverseForfeited(loser) => format!(
                "{loser} was denied twice and let a third request stand until the timeout: reverse forfeit."
            ),
            Line::Adjudicated(EndingNote::Admin(reason)) => format!("The admin adjudicated the game: {reason}"),
            Line::Reminder => "A reminder: it is your turn, and the deadline is near.".to_owned(),
            Line::GameBegins => "The challenge was accepted; the game begins.".to_owned(),
            Line::Seat { side, opponent } => format!("You play {side} against {opponent}."),
            Line::LastMove(mv) => format!("Last move: {}", mv.text(lang)),
            Line::YourRequestPending(k) => format!("Your {} request is pending.", kind(*k)),
            Line::AnswerRequest { by, kind: k } => format!(
                "{by} requests {}: answer Accept {} or Deny {}.",
                asks_for(*k),
                word(*k),
                word(*k)
            ),
            Line::IsOver(o) => format!("The game is over: {}.", self.outcome(o)),
            Line::EndingNote(EndingNote::Admin(note)) => note.clone(),
            // A withdrawal, news or state, in this language's words.
            Line::Adjudicated(EndingNote::Withdrawn { tournament, loser })
            | Line::EndingNote(EndingNote::Withdrawn { tournament, loser }) => {
                self.line(&Line::Community(crate::letter::CommunityLine::WithdrawalNote {
                    name: tournament.clone(),
                    loser: *loser,
                }))
            }
            Line::ToAct {
                who,
                you,
                deadline,
                days_left,
            } => format!(
                "To act: {}. Deadline: {} ({} left); silence until then forfeits.",
                if *you { "you" } else { self.color(*who) },
                self.date(*deadline),
                days(*days_left)
            ),
            Line::ChallengeSent {
                opponent,
                color,
                timeout_days,
            } => format!(
                "Your challenge to {opponent} is on its way (colour: {}, forfeit timeout {}).",
                choice(*color),
                days(*timeout_days)
            ),
            Line::HearWhenAnswered => "You will hear when it is accepted or declined.".to_owned(),
            Line::Invitation {
                challenger,
                color,
                timeout_days,
            } => format!(
                "{challenger} challenges you to correspondence chess (their colour: {}, forfeit timeout {}).",
                choice(*color),
                days(*timeout_days)
            ),
            Line::AnswerInvitation => "Reply with Accept to play, or Decline.".to_owned(),
            Line::ChallengeDeclinedBy(who) => format!("{who} declined your challenge."),
            Line::YouDeclinedChallengeOf(who) => format!("You declined the challenge of {who}."),
            Line::ChallengeExpiredUnanswered(who) => format!(
                "{who} did not answer your challenge in time, so it expired. You may send a new one."
            ),
            Line::InvitationExpired(who) => format!(
                "The challenge of {who} expired unanswered. Ask them for a new one if you want to play."
            ),
            Line::NothingWasDone(why) => format!("Nothing was done: {}", self.rejection(why)),
            Line::YourGames => {
                "Your active games (reply to the latest mail of a game to play in it):".to_owned()
            }
            Line::Game(e) => format!(
                "#{}  {} vs {}  move {}  {}  deadline {} ({})",
                e.game,
                e.white,
                e.black,
                e.fullmove,
                match e.to_act {
                    Some(c) if c == e.you => "your turn".to_owned(),
                    Some(c) => format!("{c} to act"),
                    None => "over".to_owned(),
                },
                self.date(e.deadline),
                days(e.days_left)
            ),
            Line::NoGames => {
                "You have no active games. Start one with: Challenge friend@example.org".to_owned()
            }
            Line::TooManyMails { limit } => format!(
                "You sent more than {limit} mails within an hour. pawnpost will not answer you again until the hour is over; nothing in your last mail was done."
            ),
            Line::NotAnAddress(text) => {
                format!("`{text}` is not a mail address; write Challenge friend@example.org")
            }
            Line::NotItself => "pawnpost does not play itself; challenge a person.".to_owned(),
            Line::TooManyOpenChallenges { open, max } => format!(
                "You already have {open} open challenges (the limit is {max}); wait for answers first."
            ),
            Line::TooManyGames { active, max } => {
                format!("You already play {active} games (the limit is {max}).")
            }
            Line::ChallengerBusy { challenger, max } => format!(
                "{challenger} already plays the most games allowed ({max}), so this game cannot start now; the challenge stays open, accept it again later."
            ),
            Line::NoOpenChallenge => "There is no open challenge for you to answer.".to_owned(),
            Line::WhichGame => "Your mail has game commands but does not say which game they are for. Reply to the latest mail of the game (its Reply-To address carries your key for that game).".to_owned(),
            Line::NoAuthority { game, bad_token } => format!(
                "Nothing was done: {}. Moves, requests and resignations need it, so no one can play for you.\nReply to the latest pawnpost mail of game #{game} (its Reply-To address carries your key).",
                if *bad_token {
                    "the reply address of your mail does not carry your key for this game"
                } else {
                    "your mail did not come through your reply address for this game"
                }
            ),
            Line::Stale { game } => format!(
                "Nothing was done: your mail answers an older mail of game #{game}, and the game has moved on since. Here is the game as it stands; reply to this mail."
            ),
            Line::ConfirmPlease { commands } => format!(
                "pawnpost received a mail from this address asking for: {}. Nothing was done yet.",
                commands.iter().map(|c| self.command(c).trim_end().to_owned()).collect::<Vec<_>>().join("; ")
            ),
            Line::ConfirmHow => "To make sure the mail came from you, reply to this mail with Confirm. If you did not send it, ignore this mail: nothing will happen, and pawnpost will not write to you about it again.".to_owned(),
            Line::ConfirmTip => "Replying to any mail from pawnpost proves your address, so you need this step only for mails you write afresh.".to_owned(),
            Line::NothingToConfirm => "There is nothing to confirm: reply Confirm to the mail that asks for it.".to_owned(),
            Line::ConfirmedBefore => "That mail was confirmed already; nothing was done again.".to_owned(),
            Line::ConfirmationExpired { days: n } => format!(
                "That confirmation request is older than {} and no longer valid; send your commands again.",
                days(i64::from(*n))
            ),
            Line::BlockHint => "To receive no more invitations from pawnpost, reply Block.".to_owned(),
            Line::Blocked => "pawnpost will send you no more invitations. To receive them again, send Unblock.".to_owned(),
            Line::Unblocked => "You will receive invitations again. To refuse them, send Block.".to_owned(),
            Line::RecipientRefuses(who) => format!("{who} does not accept invitations from pawnpost."),
            Line::RecipientHadEnough(who) => format!(
                "{who} received as many invitations today as pawnpost sends to one address; try again tomorrow."
            ),
            Line::WhichChallenge => "Several challenges wait for your answer. Reply to the invitation of the one you mean with Accept or Decline:".to_owned(),
            Line::OpenChallenge { challenger, color, timeout_days } => format!(
                "{challenger} (their colour: {}, forfeit timeout {})",
                choice(*color),
                days(*timeout_days)
            ),
            Line::Clock(clock) => self.clock(crate::letter::ClockText::Line(clock)),
            Line::MailCut { limit } => format!(
                "Your mail was longer than {} KB, so pawnpost read only its first part; send long texts as separate mails.",
                limit / 1024
            ),
            Line::Community(line) => self.community(line),
            Line::Conditions(line) => self.conditions(line),
        }
    }

    fn game_topic(&self, topic: &GameTopic) -> String {
        let lang = Language::English;
        match topic {
            GameTopic::YourMove(mv) => format!("{} — your move", mv.text(lang)),
            GameTopic::Waiting { last, to_act } => {
                format!("{} — sent, waiting for {to_act}", last.text(lang))
            }
            GameTopic::NotDone => "not done — see why".to_owned(),
            GameTopic::Over(o) => self.outcome(o),
            GameTopic::YourMail => "your mail".to_owned(),
            GameTopic::GameOver(o) => format!("game over — {}", self.outcome(o)),
            GameTopic::RequestToAnswer { by, kind: k } => {
                format!("{by} requests {} — your answer, please", asks_for(*k))
            }
            GameTopic::YourAnswer => "your answer, please".to_owned(),
            GameTopic::NewsFrom(by) => format!("news from {by}"),
            GameTopic::Reminder { deadline } => {
                format!("reminder — your move before {}", self.date(*deadline))
            }
            GameTopic::Begins { you_move: true } => "the game begins — your move".to_owned(),
            GameTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            GameTopic::Begins { you_move: false } => {
                "the game begins — White moves first".to_owned()
            }
        }
    }

    fn lobby_topic(&self, topic: &LobbyTopic) -> String {
        match topic {
            LobbyTopic::ChallengeSent { to } => format!("challenge sent to {to}"),
            LobbyTopic::Invitation { from } => format!("{from} challenges you to a game of chess"),
            LobbyTopic::ChallengeDeclined { by } => format!("{by} declined your challenge"),
            LobbyTopic::YouDeclined => "challenge declined".to_owned(),
            LobbyTopic::ChallengeExpired { to } => format!("your challenge to {to} expired"),
            LobbyTopic::InvitationExpired => "a challenge expired".to_owned(),
            LobbyTopic::NotDone => "not done — see why".to_owned(),
            LobbyTopic::YourGames => "your games".to_owned(),
            LobbyTopic::Help => "help".to_owned(),
            LobbyTopic::Language => "language".to_owned(),
            LobbyTopic::TooManyMails => "too many mails".to_owned(),
            LobbyTopic::NoOpenChallenge => "no open challenge".to_owned(),
            LobbyTopic::WhichGame => "which game?".to_owned(),
            LobbyTopic::NothingDone => "nothing done".to_owned(),
            LobbyTopic::Confirm => "please confirm your mail".to_owned(),
            LobbyTopic::Blocked => "no more invitations".to_owned(),
            LobbyTopic::Unblocked => "invitations welcome again".to_owned(),
            LobbyTopic::WhichChallenge => "which challenge?".to_owned(),
            LobbyTopic::NoAuthority { game } => {
                format!("#{game}: not done — reply to the game's latest mail")
            }
            LobbyTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            LobbyTopic::Stale { game } => format!("#{game}: not done — the game has moved on"),
            LobbyTopic::Community(topic) => {
                self.community(&crate::letter::CommunityLine::Subject(topic.clone()))
            }
        }
    }

    fn folded(&self, more: usize) -> String {
        let answers = if more == 1 { "answer" } else { "answers" };
        format!(" (and {more} more {answers})")
    }

    fn opponent_writes(&self) -> &'static str {
        "Your opponent writes:"
    }

    fn moves_heading(&self) -> &'static str {
        "Moves"
    }

    fn help(&self) -> &'static str {
        "\
pawnpost plays correspondence chess by mail. Reply to the latest mail of a game with:
  a move: e4, Nf3, exd5, O-O, e8=Q, e2e4, 5254, King-Side Castle, En Passant e5d6
  Request Draw / Accept Draw / Deny Draw
  Request Cancel / Accept Cancel / Deny Cancel
  Claim Draw (threefold repetition or fifty moves; optionally with the move)
  Resign
  Give 2 days (more time on your opponent's clock)
  Board, History, PGN, Games, Help, Language en|de|fr
In any mail: Leave 7 days, Leave until 2026-12-31, Leave from 2026-12-24 to 2027-01-02, Back, Calendar off / on
Start a game with a new mail: Challenge friend@example.org [white|black|random] [timeout 30 days] [3 days per move | Fischer 10+1]
Answer a challenge with Accept or Decline."
    }

    fn footer(&self, footer: &Footer) -> Vec<String> {
        const COMMANDS: &str = "Commands: Board, History, PGN, Games, Help.";
        match footer {
            Footer::Lobby => vec!["Send Help for the commands.".to_owned()],
            Footer::Over => {
                vec!["This game is over. Send PGN for the score, Games for your games.".to_owned()]
            }
            Footer::Answer(k) => vec![
                format!("Reply with Accept {} or Deny {}.", word(*k), word(*k)),
                COMMANDS.to_owned(),
            ],
            Footer::YourMove { example } => vec![
                match example {
                    Some(m) => format!(
                        "Reply with your move, for example {m}; you may add Request Draw, or send Resign."
                    ),
                    None => {
                        "Reply with your move; you may add Request Draw, or send Resign.".to_owned()
                    }
                },
                COMMANDS.to_owned(),
            ],
            Footer::Wait => vec![
                "Wait for your opponent; you may send Resign or Request Cancel at any time."
                    .to_owned(),
                COMMANDS.to_owned(),
            ],
        }
    }

    fn rejection(&self, rejection: &Rejection) -> String {
        match rejection {
            Rejection::UnknownGame { id } => format!(
                "There is no game {id} of yours. Reply to the latest mail of the game you mean, or send Games for a list."
            ),
            Rejection::NotAPlayer { address } => format!("{address} does not play in this game."),
            Rejection::GameOver { outcome } => {
                format!("The game is over: {}.", self.outcome(outcome))
            }
            Rejection::NotYourTurn { to_move, address } => {
                format!("It is not your turn: {to_move} ({address}) is to move.")
            }
            Rejection::MustAnswerFirst { kind: k } => format!(
                "Your opponent has requested {}; answer with Accept {} or Deny {} before the game goes on.",
                asks_for(*k),
                word(*k),
                word(*k)
            ),
            Rejection::AwaitingAnswer { kind: k } => format!(
                "Your {} request waits for your opponent's answer; the game goes on once it is accepted or denied.",
                kind(*k)
            ),
            Rejection::NoPendingOffer { kind: k } => {
                format!("There is no pending {} request to answer.", kind(*k))
            }
            Rejection::OfferAlreadyPending { kind: k, by } => format!(
                "A {} request by {by} is already pending; it must be answered first.",
                kind(*k)
            ),
            Rejection::OwnOffer { kind: k } => format!(
                "The pending {} request is your own; only your opponent can accept or deny it.",
                kind(*k)
            ),
            Rejection::MustMoveAfterDenial => "Your request was denied, so it is your move now (or Resign); you may send a new request together with a move.".to_owned(),
            Rejection::Move { error, legal_moves } => {
                let mut text = self.move_error(error);
                if !matches!(error, MoveError::Ambiguous { .. }) && !legal_moves.is_empty() {
                    text.push_str(&format!(" Legal moves: {}.", legal_moves.join(", ")));
                }
                text
            }
            Rejection::Conflicts(conflicts) => {
                let list: Vec<String> = conflicts.iter().map(|c| self.conflict(c)).collect();
                format!("{}.", list.join("; "))
            }
            Rejection::Combination(c) => match c {
                Combination::ResignWithOthers => {
                    "Resign ends the game and cannot be sent with other game commands."
                }
                Combination::AcceptWithOthers => {
                    "Accepting a request ends the game and cannot be sent with other game commands."
                }
                Combination::MovesTwice => "A mail may carry only one move (or one Claim Draw).",
                Combination::RequestsTwice => {
                    "Only one request (draw or cancel) may be pending at a time."
                }
                Combination::DeniesTwice => {
                    "Only one request can be pending, so there is only one to deny."
                }
            }
            .to_owned(),
            Rejection::ChallengeYourself => "You cannot challenge yourself.".to_owned(),
            Rejection::ChallengeNotOpen { state } => match state {
                ChallengeState::Accepted { .. } => {
                    "This challenge is no longer open: it was accepted already."
                }
                ChallengeState::Declined => "This challenge is no longer open: it was declined.",
                ChallengeState::Expired | ChallengeState::Open => {
                    "This challenge is no longer open: it expired."
                }
            }
            .to_owned(),
            Rejection::TimeoutOutOfRange { max } => {
                format!("The forfeit timeout must be between 1 and {max} days.")
            }
            Rejection::Clock(refusal) => self.clock(crate::letter::ClockText::Refusal(refusal)),
            Rejection::NotAGameCommand { .. } => {
                "Challenges are sent in a new mail to pawnpost, not in the reply to a game."
                    .to_owned()
            }
            Rejection::Conditions(refusal) => {
                super::conditions::refusal(Language::English, refusal)
            }
        }
    }

    fn move_error(&self, error: &MoveError) -> String {
        error.to_string()
    }

    fn syntax_error(&self, error: &MoveSyntaxError) -> String {
        error.to_string()
    }

    fn not_understood(&self, item: &NotUnderstood) -> String {
        // The community's words come from its message files, as in every language.
        let reason = match &item.reason {
            Reason::Community(problem) => super::community::problem(Language::English, problem),
            Reason::Question(command) => format!(
                "`{}?` is a question; write it without the question mark if you mean it",
                self.command(command)
            ),
            reason => reason.to_string(),
        };
        format!("I did not understand `{}`: {reason}", item.text)
    }

    fn conflict(&self, conflict: &Conflict) -> String {
        conflict.to_string()
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        let t = termination(outcome.termination);
        match outcome.result {
            GameResult::WhiteWins => format!("White won by {t} (1-0)"),
            GameResult::BlackWins => format!("Black won by {t} (0-1)"),
            GameResult::Draw => format!("drawn by {t} (1/2-1/2)"),
            GameResult::Cancelled => format!("cancelled by {t} (*)"),
        }
    }

    fn command(&self, command: &Command) -> String {
        match command {
            Command::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
            } => {
                let mut text = format!("Challenge {opponent}");
                match color {
                    ColorChoice::White => text.push_str(" white"),
                    ColorChoice::Black => text.push_str(" black"),
                    ColorChoice::Random => {}
                }
                if let Some(n) = timeout_days {
                    text.push_str(&format!(" timeout {}", days(i64::from(*n))));
                }
                if let Some(control) = clock {
                    text.push(' ');
                    text.push_str(&super::clock::control_command(Language::English, control));
                }
                if *casual {
                    text.push_str(" casual");
                }
                text
            }
            Command::Community(c) => super::community::command(Language::English, c),
            other => other.to_string(),
        }
    }

    fn color(&self, color: Color) -> &'static str {
        color.fold("White", "Black")
    }

    fn date(&self, at: Timestamp) -> String {
        crate::time::format_utc(at)
    }

    fn strings(&self) -> &'static Strings {
        &crate::render::strings::ENGLISH
    }
}
