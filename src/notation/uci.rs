//! Long algebraic notation and UCI: `e2e4`, `e2-e4`, `e2xd3`, `e7e8q`, `e7-e8=Q`;
//! castling as the king's move (`e1g1`).

use std::str::FromStr;

use crate::rules::{CastlingSide, Move, MoveKind, Position, Role, Square, UciMove};

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

/// True when the text has the shape of long algebraic notation, so it is read as such
/// before SAN: a token that looks like UCI (`e2e4`, `e7e8q`) is read as UCI, never as
/// SAN.
pub fn looks_like_uci(text: &str) -> bool {
    parse_uci(text).is_ok()
}

impl FromStr for UciMove {
    type Err = ParseUciError;
    fn from_str(s: &str) -> Result<UciMove, ParseUciError> {
        parse_uci(s)
    }
}

/// Why a long algebraic move is not legal, in a player's words.
pub(crate) fn uci_to_move(uci: &UciMove, pos: &Position) -> Result<Move, super::MoveTextError> {
    use super::MoveTextError;
    let text = uci.to_string();
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
        return Err(MoveTextError::PromotionMissing {
            text: text.clone(),
            example: format!("{text}q"),
        });
    }
    let board = pos.board();
    let reason = match board.piece_at(uci.from) {
        None => format!("there is no piece on {}", uci.from),
        Some(p) if p.color != pos.turn() => {
            format!("the {} on {} is not yours", p.role.name(), uci.from)
        }
        Some(p) if uci.promotion.is_some() && p.role != Role::Pawn => {
            format!(
                "only a pawn can promote, and the piece on {} is a {}",
                uci.from,
                p.role.name()
            )
        }
        Some(p) if uci.promotion.is_some() && !same_squares.is_empty() => {
            format!(
                "the {} on {} does not promote on {}",
                p.role.name(),
                uci.from,
                uci.to
            )
        }
        Some(p) => {
            let pseudo = crate::rules::attacks(p.role, p.color, uci.from, board.occupied());
            let castling_try = p.role == Role::King
                && uci.from.file() == 4
                && (uci.to.file() == CastlingSide::KingSide.king_to_file()
                    || uci.to.file() == CastlingSide::QueenSide.king_to_file())
                && uci.to.rank() == uci.from.rank();
            if castling_try {
                "castling is not possible now (the king or rook has moved, a square between them is occupied, or the king is in check, passes through or lands on an attacked square)".to_string()
            } else if p.role != Role::Pawn
                && pseudo.contains(uci.to)
                && !board.by_color(p.color).contains(uci.to)
            {
                if pos.is_check() {
                    "your king is in check, and this move does not get it out of check".to_string()
                } else {
                    "that would leave your king in check".to_string()
                }
            } else {
                format!(
                    "the {} on {} cannot move to {}",
                    p.role.name(),
                    uci.from,
                    uci.to
                )
            }
        }
    };
    Err(MoveTextError::Illegal { text, reason })
}
