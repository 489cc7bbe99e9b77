//! What happened when commands were applied: the events the reply renderer describes
//! and the store appends to the game's log.

use std::fmt;

use crate::command::{Command, TablebaseClaim};
use crate::notation::Language;
use crate::notation::SanPlus;
use crate::rules::{Color, DrawClaim};
use crate::tablebase::{Unavailable, Value};

use super::{Outcome, Rejection};

/// The two things a player may request of the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OfferKind {
    Draw,
    Cancel,
}

impl OfferKind {
    /// The stable key stored in the database.
    pub fn lower(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw",
            OfferKind::Cancel => "cancel",
        }
    }

    pub(crate) fn article(self) -> &'static str {
        match self {
            OfferKind::Draw => "a draw",
            OfferKind::Cancel => "to cancel the game",
        }
    }

    pub fn from_key(key: &str) -> Option<OfferKind> {
        match key {
            "draw" => Some(OfferKind::Draw),
            "cancel" => Some(OfferKind::Cancel),
            _ => None,
        }
    }
}

/// A pending draw or cancel request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Offer {
    pub kind: OfferKind,
    pub by: Color,
    /// Sent together with a move: the opponent may also decline it by moving.
    pub with_move: bool,
}

/// A read-only question; the reply renderer answers it from the game as it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReadRequest {
    Board,
    History,
    Pgn,
    /// A page of the sender's games (`None`: the first).
    Games(Option<u32>),
    Help,
}

/// Why a draw claim was refused: the counts the program found, for the position on the
/// board or `after` the stated move (3 occurrences and 100 half-moves are needed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimRefusal {
    pub after: Option<SanPlus>,
    pub repetitions: u32,
    pub halfmoves: u32,
}

/// Why a tablebase claim was refused. The game goes on as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TablebaseRefusal {
    /// The tables give no value for the position: too many pieces, castling rights,
    /// no tables (for this material, or none at all), or they could not answer.
    Unavailable(Unavailable),
    /// The tables say the claimant's position is worth this, less than the claim.
    TablesSay(Value),
    /// The game's event allows no tablebase claims.
    NotInThisEvent,
}

/// One thing that happened (or was refused) while applying a player's mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    MovePlayed {
        by: Color,
        /// 1 for White's first move.
        ply: u32,
        san: String,
        uci: String,
    },
    OfferMade {
        by: Color,
        kind: OfferKind,
        with_move: bool,
    },
    OfferAccepted {
        by: Color,
        kind: OfferKind,
    },
    OfferDenied {
        by: Color,
        kind: OfferKind,
        /// How often the requester has now been denied in this game.
        requester_denials: u32,
    },
    OfferDeclinedByMoving {
        by: Color,
        kind: OfferKind,
    },
    ClaimGranted {
        by: Color,
        claim: DrawClaim,
        /// The SAN of the stated move, which was played, when the claim named one.
        with_move: Option<String>,
    },
    ClaimRefused {
        by: Color,
        reason: ClaimRefusal,
    },
    /// A tablebase claim granted: the game ends with the claim's result.
    TablebaseClaimGranted {
        by: Color,
        claim: TablebaseClaim,
        /// What the tables give the claimant (more than a draw claim asked, maybe).
        value: Value,
        /// The announced move the claim was judged after (SAN; not played).
        announced: Option<SanPlus>,
    },
    TablebaseClaimRefused {
        by: Color,
        claim: TablebaseClaim,
        announced: Option<SanPlus>,
        reason: TablebaseRefusal,
    },
    Resigned {
        by: Color,
    },
    Forfeited {
        loser: Color,
        reverse: bool,
    },
    Adjudicated {
        note: super::EndingNote,
    },
    GameOver {
        outcome: Outcome,
    },
    /// The command (or the whole mail, when `command` is `None`) was refused; nothing
    /// in the game changed.
    Rejected {
        command: Option<Command>,
        reason: Rejection,
    },
    ReadOnly(ReadRequest),
    LanguageChosen(Language),
    /// `Board words`, `Board picture`, `Board text`: how the sender's letters show a
    /// board from now on (their setting, stored by the daemon).
    BoardStyleChosen(crate::command::BoardStyle),
    /// `by` gave the opponent `secs` more on their clock.
    TimeGiven {
        by: Color,
        secs: i64,
    },
    /// Conditional moves set, listed, cleared, answering or dropped; told only to the
    /// player whose they are ([`super::conditions`]).
    Conditions(super::conditions::ConditionsEvent),
}

impl Event {
    /// A short stable name for the event log.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::MovePlayed { .. } => "move",
            Event::OfferMade { .. } => "offer",
            Event::OfferAccepted { .. } => "offer_accepted",
            Event::OfferDenied { .. } => "offer_denied",
            Event::OfferDeclinedByMoving { .. } => "offer_declined_by_moving",
            Event::ClaimGranted { .. } => "claim_granted",
            Event::ClaimRefused { .. } => "claim_refused",
            Event::TablebaseClaimGranted { .. } => "tablebase_claim_granted",
            Event::TablebaseClaimRefused { .. } => "tablebase_claim_refused",
            Event::Resigned { .. } => "resigned",
            Event::Forfeited { .. } => "forfeited",
            Event::Adjudicated { .. } => "adjudicated",
            Event::GameOver { .. } => "game_over",
            Event::Rejected { .. } => "rejected",
            Event::ReadOnly(_) => "read_only",
            Event::LanguageChosen(_) => "language",
            Event::BoardStyleChosen(_) => "board_style",
            Event::TimeGiven { .. } => "time_given",
            Event::Conditions(_) => "conditions",
        }
    }

    /// True for events that changed the game (worth a line in its log).
    pub fn changes_game(&self) -> bool {
        !matches!(
            self,
            Event::Rejected { .. }
                | Event::ReadOnly(_)
                | Event::LanguageChosen(_)
                | Event::BoardStyleChosen(_)
                | Event::ClaimRefused { .. }
                | Event::TablebaseClaimRefused { .. }
                | Event::Conditions(
                    super::conditions::ConditionsEvent::Listed { .. }
                        | super::conditions::ConditionsEvent::Held { .. }
                )
        )
    }
}

fn claim_name(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "threefold repetition",
        DrawClaim::FiftyMoves => "the fifty-move rule",
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::MovePlayed { by, ply, san, .. } => {
                let number = ply.div_ceil(2);
                match by {
                    Color::White => write!(f, "White played {number}. {san}"),
                    Color::Black => write!(f, "Black played {number}... {san}"),
                }
            }
            Event::OfferMade {
                by,
                kind,
                with_move,
            } => write!(
                f,
                "{by} requested {}{}",
                kind.article(),
                if *with_move { " with the move" } else { "" }
            ),
            Event::OfferAccepted { by, kind } => {
                write!(f, "{by} accepted the {} request", kind.lower())
            }
            Event::OfferDenied {
                by,
                kind,
                requester_denials,
            } => write!(
                f,
                "{by} denied the {} request (denials of {}'s requests so far: {requester_denials})",
                kind.lower(),
                !*by
            ),
            Event::OfferDeclinedByMoving { by, kind } => {
                write!(f, "{by} declined the {} request by moving", kind.lower())
            }
            Event::ClaimGranted {
                by,
                claim,
                with_move,
            } => match with_move {
                Some(san) => write!(
                    f,
                    "{by} claimed a draw by {} with {san}: granted",
                    claim_name(*claim)
                ),
                None => write!(f, "{by} claimed a draw by {}: granted", claim_name(*claim)),
            },
            Event::ClaimRefused { by, reason } => write!(
                f,
                "{by} claimed a draw: refused, {} occurrence(s), {} half-moves{}",
                reason.repetitions,
                reason.halfmoves,
                reason
                    .after
                    .map(|m| format!(" after {m}"))
                    .unwrap_or_default()
            ),
            Event::TablebaseClaimGranted {
                by,
                claim,
                value,
                announced,
            } => {
                write!(f, "{by} claimed a {} by the endgame tables", claim.key())?;
                if let Some(m) = announced {
                    write!(f, " after announcing {m} (not played)")?;
                }
                write!(f, ": granted, the tables give a {}", value.key())
            }
            Event::TablebaseClaimRefused {
                by,
                claim,
                announced,
                reason,
            } => {
                write!(f, "{by} claimed a {} by the endgame tables", claim.key())?;
                if let Some(m) = announced {
                    write!(f, " after announcing {m}")?;
                }
                match reason {
                    TablebaseRefusal::Unavailable(why) => write!(f, ": refused, {why}"),
                    TablebaseRefusal::TablesSay(value) => {
                        write!(f, ": refused, the tables give a {}", value.key())
                    }
                    TablebaseRefusal::NotInThisEvent => {
                        f.write_str(": refused, the event allows no tablebase claims")
                    }
                }
            }
            Event::Resigned { by } => write!(f, "{by} resigned"),
            Event::Forfeited { loser, reverse } => {
                if *reverse {
                    write!(
                        f,
                        "{loser} lost by reverse forfeit: denied twice, the third request stood until the timeout"
                    )
                } else {
                    write!(f, "{loser} forfeited: silent for the whole timeout")
                }
            }
            Event::Adjudicated { note } => write!(f, "adjudicated by the admin: {note}"),
            Event::GameOver { outcome } => write!(f, "game over: {outcome}"),
            Event::Rejected { command, reason } => match command {
                Some(command) => write!(f, "refused {command:?}: {reason:?}"),
                None => write!(f, "refused: {reason:?}"),
            },
            Event::ReadOnly(request) => write!(f, "asked for {request:?}"),
            Event::LanguageChosen(language) => write!(f, "chose language {}", language.code()),
            Event::BoardStyleChosen(style) => write!(f, "chose board {}", style.key()),
            Event::TimeGiven { by, secs } => {
                write!(f, "{by} gave {} to {}", super::timeout_words(*secs), !*by)
            }
            Event::Conditions(event) => write!(f, "{event}"),
        }
    }
}
