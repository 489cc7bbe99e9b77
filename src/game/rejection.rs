//! Why a command was refused, as a sentence the player can act on.

use std::fmt;

use crate::command::Command;
use crate::notation::MoveError;
use crate::rules::Color;

use super::{OfferKind, Outcome};

/// A refused command. The game is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// The sender plays in no game with that number (or it does not exist).
    UnknownGame {
        id: String,
    },
    /// The sender is not one of the two players.
    NotAPlayer {
        address: String,
    },
    GameOver {
        outcome: Outcome,
    },
    NotYourTurn {
        to_move: Color,
        address: String,
    },
    /// The opponent's request, sent alone, must be answered before anything else.
    MustAnswerFirst {
        kind: OfferKind,
    },
    /// The sender's own request, sent alone, waits for the opponent's answer.
    AwaitingAnswer {
        kind: OfferKind,
    },
    NoPendingOffer {
        kind: OfferKind,
    },
    OfferAlreadyPending {
        kind: OfferKind,
        by: Color,
    },
    OwnOffer {
        kind: OfferKind,
    },
    /// A request sent alone was denied: the requester moves (or resigns) next.
    MustMoveAfterDenial,
    /// A move that could not be read or is not legal (or is ambiguous: the error lists
    /// the candidates), with the legal moves in SAN.
    Move {
        error: MoveError,
        legal_moves: Vec<String>,
    },
    /// Commands in one mail that cannot go together.
    Conflict {
        reason: String,
    },
    /// A challenge command sent inside a game.
    NotAGameCommand {
        command: Command,
    },
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::UnknownGame { id } => write!(
                f,
                "There is no game {id} of yours. Reply to the latest mail of the game you mean, or send Games for a list."
            ),
            Rejection::NotAPlayer { address } => {
                write!(f, "{address} does not play in this game.")
            }
            Rejection::GameOver { outcome } => write!(f, "The game is over: {outcome}."),
            Rejection::NotYourTurn { to_move, address } => {
                write!(f, "It is not your turn: {to_move} ({address}) is to move.")
            }
            Rejection::MustAnswerFirst { kind } => write!(
                f,
                "Your opponent has requested {}; answer with Accept {} or Deny {} before the game goes on.",
                kind.article(),
                kind.word(),
                kind.word()
            ),
            Rejection::AwaitingAnswer { kind } => write!(
                f,
                "Your {} request waits for your opponent's answer; the game goes on once it is accepted or denied.",
                kind.lower()
            ),
            Rejection::NoPendingOffer { kind } => {
                write!(f, "There is no pending {} request to answer.", kind.lower())
            }
            Rejection::OfferAlreadyPending { kind, by } => write!(
                f,
                "A {} request by {by} is already pending; it must be answered first.",
                kind.lower()
            ),
            Rejection::OwnOffer { kind } => write!(
                f,
                "The pending {} request is your own; only your opponent can accept or deny it.",
                kind.lower()
            ),
            Rejection::MustMoveAfterDenial => write!(
                f,
                "Your request was denied, so it is your move now (or Resign); you may send a new request together with a move."
            ),
            Rejection::Move { error, legal_moves } => {
                write!(f, "{error}")?;
                if matches!(error, MoveError::Ambiguous { .. }) || legal_moves.is_empty() {
                    Ok(())
                } else {
                    write!(f, " Legal moves: {}.", legal_moves.join(", "))
                }
            }
            Rejection::Conflict { reason } => {
                write!(f, "Nothing was done, because {reason}.")
            }
            Rejection::NotAGameCommand { .. } => write!(
                f,
                "Challenges are sent in a new mail to pawnpost, not in the reply to a game."
            ),
        }
    }
}

impl std::error::Error for Rejection {}
