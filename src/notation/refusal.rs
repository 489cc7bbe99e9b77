//! Why a move text names no legal move: typed reasons a letter writer can put into any
//! language, and their English sentences.
//!
//! The data says what is wrong in chess terms (roles, squares, castling sides); the
//! English `Display` is the sentence replies have always carried.

use std::fmt;

use crate::rules::{CastlingSide, Move, Position, Role, Square};

use super::{MoveText, San};

/// A move text that fits no legal move in a position, or more than one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// No legal move fits; `text` is the move as it was read (UCI for numeric moves).
    #[error("`{text}` is not a legal move: {reason}.")]
    Illegal {
        text: MoveText,
        reason: IllegalReason,
    },
    /// Several legal moves fit (`Rd1` with rooks on a1 and h1, `knight to d2` with
    /// knights on b1 and f3).
    #[error(
        "`{text}` is ambiguous: it could be {}. Add the file or rank of the piece you mean.",
        join_or(.candidates)
    )]
    Ambiguous {
        text: MoveText,
        candidates: Vec<Candidate>,
    },
    /// A pawn move to the last rank without the piece it becomes; `example` is the
    /// same move promoting to a queen.
    #[error(
        "`{text}` reaches the last rank: say which piece the pawn becomes, for example {example}."
    )]
    PromotionMissing { text: MoveText, example: MoveText },
}

/// One of the legal moves an ambiguous text fits: its SAN, and the piece and squares
/// that say it in words (`Nbd2`, the knight b1–d2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub san: San,
    pub role: Role,
    pub from: Square,
    pub to: Square,
}

impl Candidate {
    /// The candidate a legal move in `pos` is.
    pub fn of(pos: &Position, m: &Move) -> Candidate {
        Candidate {
            san: San::from_move(pos, m),
            role: m.role,
            from: m.from,
            to: m.to,
        }
    }
}

fn join_or(candidates: &[Candidate]) -> String {
    candidates
        .iter()
        .map(|c| c.san.to_string())
        .collect::<Vec<_>>()
        .join(" or ")
}

/// Why no legal move fits a move text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// The player has no piece of this role at all.
    NoPieceLeft { role: Role },
    /// A promotion named on a rank that is not the last.
    PromotionNotOnLastRank,
    /// The destination holds one of the player's own pieces.
    OwnPieceOn(Square),
    /// No piece of this role could reach the square, even ignoring king safety.
    NoPieceCanReach { role: Role, to: Square },
    /// The king is in check and the move does not parry it.
    DoesNotEscapeCheck,
    /// The move would expose the player's king. `pinned`: the refusal says the piece
    /// is pinned, as SAN's (which names only a role) always has, a king walking into
    /// check included.
    LeavesKingInCheck { pinned: bool },
    /// The king or that rook has moved.
    CastlingRightLost(CastlingSide),
    /// Castling while in check.
    CastlingOutOfCheck(CastlingSide),
    /// Pieces stand between the king and the rook, or (Chess960) on a square the king
    /// or the rook would cross or land on.
    CastlingBlocked(CastlingSide),
    /// The king would pass through or land on an attacked square.
    CastlingThroughCheck(CastlingSide),
    /// The king's two-square move (`e1g1`) while castling is not possible, for any of
    /// the reasons castling can fail.
    CastlingNotPossible,
    /// The from square is empty.
    NoPieceOn(Square),
    /// The piece on the from square belongs to the opponent.
    NotYourPiece { role: Role, square: Square },
    /// A promotion named for a piece that is not a pawn.
    OnlyPawnsPromote { role: Role, from: Square },
    /// A promotion named for a pawn move that does not promote.
    NoPromotionThere {
        role: Role,
        from: Square,
        to: Square,
    },
    /// The piece does not move that way (or the path is blocked).
    CannotMoveTo {
        role: Role,
        from: Square,
        to: Square,
    },
    /// `En Passant` named a move that is not an en passant capture.
    NotAnEnPassantCapture { from: Square, to: Square },
    /// A capture was said (`knight takes d5`, `bishop takes knight on f6`) and the move
    /// takes nothing there, or not that piece (`role`).
    NothingToCapture { on: Square, role: Option<Role> },
    /// The square said to be left holds another of the player's pieces (`Knight from
    /// g7`, a pawn there): `role` is the piece there, `named` the one said.
    WrongPiece {
        square: Square,
        role: Role,
        named: Role,
    },
}

impl fmt::Display for IllegalReason {
    /// The English reason, as it follows "`Nf5` is not a legal move: ".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalReason::NoPieceLeft { role } => write!(f, "you have no {} left", role.name()),
            IllegalReason::PromotionNotOnLastRank => {
                f.write_str("a pawn promotes only on the last rank")
            }
            IllegalReason::OwnPieceOn(square) => {
                write!(f, "your own piece stands on {square}")
            }
            IllegalReason::NoPieceCanReach { role, to } => {
                write!(f, "no {} of yours can reach {to}", role.name())
            }
            IllegalReason::DoesNotEscapeCheck => f.write_str(
                "your king is in check, and this move does not get it out of check",
            ),
            IllegalReason::LeavesKingInCheck { pinned: true } => {
                f.write_str("that would leave your king in check (the piece is pinned)")
            }
            IllegalReason::LeavesKingInCheck { pinned: false } => {
                f.write_str("that would leave your king in check")
            }
            IllegalReason::CastlingRightLost(_) => f.write_str(
                "you can no longer castle on that side (the king or that rook has moved)",
            ),
            IllegalReason::CastlingOutOfCheck(_) => f.write_str("you cannot castle out of check"),
            IllegalReason::CastlingBlocked(_) => {
                f.write_str("there are pieces between your king and rook")
            }
            IllegalReason::CastlingThroughCheck(_) => {
                f.write_str("your king would pass through or land on an attacked square")
            }
            IllegalReason::CastlingNotPossible => f.write_str(
                "castling is not possible now (the king or rook has moved, a square between them is occupied, or the king is in check, passes through or lands on an attacked square)",
            ),
            IllegalReason::NoPieceOn(square) => write!(f, "there is no piece on {square}"),
            IllegalReason::NotYourPiece { role, square } => {
                write!(f, "the {} on {square} is not yours", role.name())
            }
            IllegalReason::OnlyPawnsPromote { role, from } => write!(
                f,
                "only a pawn can promote, and the piece on {from} is a {}",
                role.name()
            ),
            IllegalReason::NoPromotionThere { role, from, to } => {
                write!(f, "the {} on {from} does not promote on {to}", role.name())
            }
            IllegalReason::CannotMoveTo { role, from, to } => {
                write!(f, "the {} on {from} cannot move to {to}", role.name())
            }
            IllegalReason::NotAnEnPassantCapture { from, to } => {
                write!(f, "{from}{to} is not an en passant capture")
            }
            IllegalReason::NothingToCapture { on, role: None } => {
                write!(f, "there is nothing to take on {on}")
            }
            IllegalReason::NothingToCapture { on, role: Some(role) } => {
                write!(f, "there is no {} of your opponent's to take on {on}", role.name())
            }
            IllegalReason::WrongPiece {
                square,
                role,
                named,
            } => write!(
                f,
                "the piece on {square} is a {}, not a {}",
                role.name(),
                named.name()
            ),
        }
    }
}
