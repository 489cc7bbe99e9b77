//! Long algebraic notation and UCI: `e2e4`, `e2-e4`, `e2xd3`, `e7e8q`, `e7-e8=Q`;
//! castling as the king's move (`e1g1`, or onto its own rook, `e1h1`; in Chess960 the
//! king onto its rook, or to g1/c1 when that is no king's step). `parse_uci` reads
//! the squares alone; a player's text goes through [`MoveText::parse`]; the meaning
//! against a position is found here.

use std::str::FromStr;

use crate::rules::{CastlingMode, CastlingSide, Move, MoveKind, Position, Role, Square, UciMove};

use super::san::castling_by_king_destination;
use super::{IllegalReason, MoveError, MoveText};

/// Text that is not long algebraic notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a move in long algebraic notation (examples: e2e4, e2-e4, e7e8q)")]
pub struct ParseUciError(pub String);

/// Reads long algebraic notation. Separators `-`, `x`, `:` between the squares and
/// `=` or parentheses around the promotion letter are accepted; case is ignored.
pub fn parse_uci(text: &str) -> Result<UciMove, ParseUciError> {
    let err = || ParseUciError(text.to_owned());
    let cleaned: String = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | '=' | '(' | ')'))
        .collect::<String>()
        .to_ascii_lowercase();
    let b = cleaned.as_bytes();
    if b.len() != 4 && b.len() != 5 {
        return Err(err());
    }
    let from = Square::from_ascii(&b[0..2]).ok_or_else(err)?;
    let to = Square::from_ascii(&b[2..4]).ok_or_else(err)?;
    let promotion = match b.get(4) {
        None => None,
        Some(&c) => match Role::from_char(char::from(c)) {
            Some(role) if Role::PROMOTIONS.contains(&role) => Some(role),
            _ => return Err(err()),
        },
    };
    Ok(UciMove {
        from,
        to,
        promotion,
    })
}

impl FromStr for UciMove {
    type Err = ParseUciError;
    fn from_str(s: &str) -> Result<UciMove, ParseUciError> {
        parse_uci(s)
    }
}

/// The legal move a long algebraic move names in `pos`, or why there is none.
pub(crate) fn uci_to_move(uci: &UciMove, pos: &Position) -> Result<Move, MoveError> {
    let legal = pos.legal_moves();
    // The king's move onto its own rook (`e1h1`) also means castling in standard chess
    // (in Chess960 it is the move's own squares).
    let castle_by_rook = |m: &&Move| match m.kind {
        MoveKind::Castle(side) => {
            m.from == uci.from && pos.castling_rights().rook(pos.turn(), side) == Some(uci.to)
        }
        _ => false,
    };
    let same_squares: Vec<&Move> = legal
        .iter()
        .filter(|m| (m.from == uci.from && m.to == uci.to) || castle_by_rook(m))
        .collect();
    if let Some(m) = same_squares.iter().find(|m| m.promotion == uci.promotion) {
        return Ok(**m);
    }
    // Chess960 castling by the king's destination (`e1g1`), where no king step means it.
    if same_squares.is_empty()
        && uci.promotion.is_none()
        && let Some(m) = castling_by_king_destination(pos, Some(uci.from), uci.to)
    {
        return Ok(m);
    }
    if uci.promotion.is_none() && same_squares.iter().any(|m| m.promotion.is_some()) {
        return Err(MoveError::PromotionMissing {
            text: MoveText::Uci(*uci),
            example: MoveText::Uci(UciMove {
                promotion: Some(Role::Queen),
                ..*uci
            }),
        });
    }
    let board = pos.board();
    let (from, to) = (uci.from, uci.to);
    let reason = match board.piece_at(from) {
        None => IllegalReason::NoPieceOn(from),
        Some(p) if p.color != pos.turn() => IllegalReason::NotYourPiece {
            role: p.role,
            square: from,
        },
        Some(p) if uci.promotion.is_some() && p.role != Role::Pawn => {
            IllegalReason::OnlyPawnsPromote { role: p.role, from }
        }
        Some(p) if uci.promotion.is_some() && !same_squares.is_empty() => {
            IllegalReason::NoPromotionThere {
                role: p.role,
                from,
                to,
            }
        }
        Some(p) => {
            let pseudo = crate::rules::attacks(p.role, p.color, from, board.occupied());
            let castling_try = match pos.mode() {
                CastlingMode::Standard => {
                    p.role == Role::King
                        && from.file() == 4
                        && (to.file() == CastlingSide::KingSide.king_to_file()
                            || to.file() == CastlingSide::QueenSide.king_to_file())
                        && to.rank() == from.rank()
                }
                // The king onto its own rook, or two or more files to c or g.
                CastlingMode::Chess960 => {
                    p.role == Role::King
                        && from.rank() == p.color.back_rank()
                        && to.rank() == from.rank()
                        && (board.piece_at(to) == Some(Role::Rook.of(p.color))
                            || (CastlingSide::ALL
                                .iter()
                                .any(|s| s.king_to_file() == to.file())
                                && from.file().abs_diff(to.file()) >= 2))
                }
            };
            if castling_try {
                IllegalReason::CastlingNotPossible
            } else if p.role != Role::Pawn
                && pseudo.contains(to)
                && !board.by_color(p.color).contains(to)
            {
                if pos.is_check() {
                    IllegalReason::DoesNotEscapeCheck
                } else {
                    IllegalReason::LeavesKingInCheck { pinned: false }
                }
            } else {
                IllegalReason::CannotMoveTo {
                    role: p.role,
                    from,
                    to,
                }
            }
        }
    };
    Err(MoveError::Illegal {
        text: MoveText::Uci(*uci),
        reason,
    })
}
