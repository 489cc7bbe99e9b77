//! Long algebraic notation and UCI: `e2e4`, `e2-e4`, `e2xd3`, `e7e8q`, `e7-e8=Q`;
//! castling as the king's move (`e1g1`, or onto its own rook, `e1h1`). `parse_uci` reads
//! the squares alone; a player's text goes through [`MoveText::parse`]; the meaning
//! against a position is found here.

use std::str::FromStr;

use crate::rules::{CastlingSide, Move, MoveKind, Position, Role, Square, UciMove};

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
    // The king's move onto its own rook (`e1h1`) also means castling.
    let castle_by_rook = |m: &&Move| match m.kind {
        MoveKind::Castle(side) => {
            m.from == uci.from
                && uci.to.rank() == m.from.rank()
                && uci.to.file() == side.rook_from_file()
                && pos.board().role_at(uci.to) == Some(Role::Rook)
                && pos.board().color_at(uci.to) == Some(pos.turn())
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
            let castling_try = p.role == Role::King
                && from.file() == 4
                && (to.file() == CastlingSide::KingSide.king_to_file()
                    || to.file() == CastlingSide::QueenSide.king_to_file())
                && to.rank() == from.rank();
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
