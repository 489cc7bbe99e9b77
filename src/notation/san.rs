//! Standard Algebraic Notation: the `San` value (read from a player's text by
//! [`MoveText::parse`]), its meaning against a position (`San::to_move`), and SAN
//! written from a move with minimal disambiguation, in each language's piece letters.

use std::fmt;
use std::str::FromStr;

use crate::rules::{CastlingSide, Move, MoveKind, Position, Role, Square, between, pawn_attacks};

use super::{Candidate, IllegalReason, Language, MoveError, MoveText};

/// A SAN move as written, before it is checked against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum San {
    Normal {
        role: Role,
        file: Option<u8>,
        rank: Option<u8>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
    Castle(CastlingSide),
}

/// Check or mate marker after a SAN move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suffix {
    Check,
    Mate,
}

/// SAN with its check or mate marker, as written in move lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanPlus {
    pub san: San,
    pub suffix: Option<Suffix>,
}

/// Text that is not SAN.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a move in algebraic notation (examples: e4, Nf3, exd5, O-O, e8=Q)")]
pub struct ParseSanError(pub String);

/// Maps a piece letter (either case) to a role: the letter of the player's language
/// first (`R` is the king in French, Spanish and Portuguese), then English's, then a
/// letter of another language that means one piece wherever it is used (`D` the
/// queen, `T` the rook, `L F A` the bishop, `S C` the knight). Whether a lower-case
/// letter may be a piece at all (`b` is also a file) is the caller's decision.
pub fn role_from_letter(c: char, language: Language) -> Option<Role> {
    let c = c.to_ascii_uppercase();
    if let Some(role) = role_of(c, language).or_else(|| role_of(c, Language::English)) {
        return Some(role);
    }
    let mut roles = Language::ALL
        .into_iter()
        .filter_map(|other| role_of(c, other));
    let first = roles.next()?;
    roles.all(|role| role == first).then_some(first)
}

/// The role `letter` (upper case) names in `language`'s SAN, if any.
fn role_of(letter: char, language: Language) -> Option<Role> {
    let l = language.piece_letters();
    [
        (l.king, Role::King),
        (l.queen, Role::Queen),
        (l.rook, Role::Rook),
        (l.bishop, Role::Bishop),
        (l.knight, Role::Knight),
    ]
    .into_iter()
    .find_map(|(c, role)| (c == letter).then_some(role))
}

/// The letter of a role in `language` (`K D T L S` in German, `R D T F C` in French,
/// `R D T A C` in Spanish, `R D T B C` in Portuguese); a pawn's is `P`.
pub fn letter(role: Role, language: Language) -> char {
    let l = language.piece_letters();
    match role {
        Role::King => l.king,
        Role::Queen => l.queen,
        Role::Rook => l.rook,
        Role::Bishop => l.bishop,
        Role::Knight => l.knight,
        Role::Pawn => role.upper_char(),
    }
}

impl San {
    /// Reads SAN with English piece letters.
    pub fn from_ascii(text: &str) -> Result<San, ParseSanError> {
        San::parse(text, Language::English)
    }

    /// Reads SAN with the piece letters of `language`, as forgivingly as a player's
    /// move ([`MoveText::parse`]): `x` or `:` for captures, `e8=Q`, `e8Q`, `e8(Q)`,
    /// `O-O`/`0-0`, a trailing ` e.p.`, marks `+ # ! ?` ignored. Text that reads as
    /// another notation (`e2e4`, `5254`) is not SAN.
    pub fn parse(text: &str, language: Language) -> Result<San, ParseSanError> {
        match MoveText::parse(text, language) {
            Ok(MoveText::San(san)) => Ok(san),
            _ => Err(ParseSanError(text.to_owned())),
        }
    }

    /// The legal move this SAN names in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, MoveError> {
        let legal = pos.legal_moves();
        let illegal = |reason| MoveError::Illegal {
            text: MoveText::San(*self),
            reason,
        };
        match *self {
            San::Castle(side) => legal
                .iter()
                .find(|m| m.castling_side() == Some(side))
                .copied()
                .ok_or_else(|| illegal(castling_refusal(pos, side))),
            San::Normal {
                role,
                file,
                rank,
                capture: _,
                to,
                promotion,
            } => {
                let fits = |m: &&Move| {
                    m.role == role
                        && m.to == to
                        && m.castling_side().is_none()
                        && file.is_none_or(|f| m.from.file() == f)
                        && rank.is_none_or(|r| m.from.rank() == r)
                };
                let candidates: Vec<Move> = legal.iter().filter(fits).copied().collect();
                if role == Role::Pawn
                    && promotion.is_none()
                    && candidates.iter().any(|m| m.promotion.is_some())
                {
                    return Err(MoveError::PromotionMissing {
                        text: MoveText::San(*self),
                        example: MoveText::San(self.promoting_to(Role::Queen)),
                    });
                }
                let matching: Vec<Move> = candidates
                    .into_iter()
                    .filter(|m| m.promotion == promotion)
                    .collect();
                match matching.as_slice() {
                    [m] => Ok(*m),
                    [] if role == Role::King => {
                        let king = pos.board().king_of(pos.turn());
                        let from = king.filter(|k| {
                            file.is_none_or(|f| k.file() == f) && rank.is_none_or(|r| k.rank() == r)
                        });
                        match from
                            .and_then(|from| castling_by_king_destination(pos, Some(from), to))
                        {
                            Some(castling) => Ok(castling),
                            None => Err(illegal(refusal(pos, role, to, promotion))),
                        }
                    }
                    [] => Err(illegal(refusal(pos, role, to, promotion))),
                    many => Err(MoveError::Ambiguous {
                        text: MoveText::San(*self),
                        candidates: many.iter().map(|m| Candidate::of(pos, m)).collect(),
                    }),
                }
            }
        }
    }

    /// The same move with a promotion to `role` (castling stays castling).
    fn promoting_to(self, role: Role) -> San {
        match self {
            San::Normal {
                role: moving,
                file,
                rank,
                capture,
                to,
                promotion: _,
            } => San::Normal {
                role: moving,
                file,
                rank,
                capture,
                to,
                promotion: Some(role),
            },
            castle => castle,
        }
    }

    /// The SAN of a legal move, with minimal disambiguation.
    pub fn from_move(pos: &Position, m: &Move) -> San {
        if let MoveKind::Castle(side) = m.kind {
            return San::Castle(side);
        }
        let (mut file, mut rank) = (None, None);
        if m.role == Role::Pawn {
            if m.is_capture() {
                file = Some(m.from.file());
            }
        } else if m.role != Role::King {
            let others: Vec<Square> = pos
                .legal_moves()
                .iter()
                .filter(|o| o.role == m.role && o.to == m.to && o.from != m.from)
                .map(|o| o.from)
                .collect();
            if !others.is_empty() {
                if others.iter().all(|o| o.file() != m.from.file()) {
                    file = Some(m.from.file());
                } else if others.iter().all(|o| o.rank() != m.from.rank()) {
                    rank = Some(m.from.rank());
                } else {
                    file = Some(m.from.file());
                    rank = Some(m.from.rank());
                }
            }
        }
        San::Normal {
            role: m.role,
            file,
            rank,
            capture: m.is_capture(),
            to: m.to,
            promotion: m.promotion,
        }
    }

    /// Writes the SAN with the piece letters of `language`.
    pub fn localized(&self, language: Language) -> String {
        match *self {
            San::Castle(CastlingSide::KingSide) => "O-O".into(),
            San::Castle(CastlingSide::QueenSide) => "O-O-O".into(),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                let mut s = String::with_capacity(7);
                if role != Role::Pawn {
                    s.push(letter(role, language));
                }
                if let Some(f) = file {
                    s.push(char::from(b'a' + f));
                }
                if let Some(r) = rank {
                    s.push(char::from(b'1' + r));
                }
                if capture {
                    s.push('x');
                }
                s.push_str(&to.to_string());
                if let Some(p) = promotion {
                    s.push('=');
                    s.push(letter(p, language));
                }
                s
            }
        }
    }
}

/// Why no legal move fits a SAN piece or pawn move, in chess terms.
fn refusal(pos: &Position, role: Role, to: Square, promotion: Option<Role>) -> IllegalReason {
    let us = pos.turn();
    let board = pos.board();
    let ours = board.by_piece(role.of(us));
    if ours.is_empty() {
        return IllegalReason::NoPieceLeft { role };
    }
    if promotion.is_some() && to.rank() != us.fold(7, 0) {
        return IllegalReason::PromotionNotOnLastRank;
    }
    if board.by_color(us).contains(to) {
        return IllegalReason::OwnPieceOn(to);
    }
    // Pieces of this role that could reach the square if king safety were ignored.
    let mut reachable = ours.into_iter().filter(|&from| match role {
        Role::Pawn => {
            let forward = us.fold(8i32, -8);
            let one = from.index() as i32 + forward;
            let capture = pawn_attacks(us, from).contains(to)
                && (board.by_color(!us).contains(to) || pos.ep_square() == Some(to));
            let push = !board.occupied().contains(to)
                && (one == to.index() as i32
                    || (from.rank() == us.fold(1, 6)
                        && one + forward == to.index() as i32
                        && (between(from, to) & board.occupied()).is_empty()));
            capture || push
        }
        _ => crate::rules::attacks(role, us, from, board.occupied()).contains(to),
    });
    if reachable.next().is_none() {
        IllegalReason::NoPieceCanReach { role, to }
    } else if pos.is_check() {
        IllegalReason::DoesNotEscapeCheck
    } else {
        IllegalReason::LeavesKingInCheck { pinned: true }
    }
}

/// Why castling on `side` is not legal, in chess terms.
fn castling_refusal(pos: &Position, side: CastlingSide) -> IllegalReason {
    let us = pos.turn();
    if !pos.castling_rights().has(us, side) {
        return IllegalReason::CastlingRightLost(side);
    }
    if pos.is_check() {
        return IllegalReason::CastlingOutOfCheck(side);
    }
    if pos.castling_blockers(side).nonempty() {
        return IllegalReason::CastlingBlocked(side);
    }
    IllegalReason::CastlingThroughCheck(side)
}

/// In Chess960, the castling a king move names by the king's destination (`Kg1`,
/// `e1g1`) when the king would otherwise not reach it: more than one step away, so the
/// text cannot mean a king's ordinary step. Standard chess writes castling that way
/// anyway (`e1g1` is its move) and refuses `Kg1`, as before.
pub(super) fn castling_by_king_destination(
    pos: &Position,
    from: Option<Square>,
    to: Square,
) -> Option<Move> {
    if !pos.mode().is_chess960() {
        return None;
    }
    pos.legal_moves().iter().copied().find(|m| {
        m.castling_side()
            .is_some_and(|side| side.king_to(pos.turn()) == to)
            && from.is_none_or(|from| from == m.from)
            && m.from.file().abs_diff(to.file()) >= 2
    })
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized(Language::English))
    }
}

impl FromStr for San {
    type Err = ParseSanError;
    fn from_str(s: &str) -> Result<San, ParseSanError> {
        San::from_ascii(s)
    }
}

impl SanPlus {
    /// The SAN of a legal move with `+` or `#` after it.
    pub fn from_move(pos: &Position, m: &Move) -> SanPlus {
        let san = San::from_move(pos, m);
        let mut next = *pos;
        next.play_unchecked(m);
        let suffix = if next.is_checkmate() {
            Some(Suffix::Mate)
        } else if next.is_check() {
            Some(Suffix::Check)
        } else {
            None
        };
        SanPlus { san, suffix }
    }

    pub fn localized(&self, language: Language) -> String {
        let mut s = self.san.localized(language);
        match self.suffix {
            Some(Suffix::Check) => s.push('+'),
            Some(Suffix::Mate) => s.push('#'),
            None => {}
        }
        s
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized(Language::English))
    }
}

impl FromStr for SanPlus {
    type Err = ParseSanError;
    fn from_str(s: &str) -> Result<SanPlus, ParseSanError> {
        let t = s.trim().trim_end_matches(['!', '?']);
        let suffix = if t.ends_with('#') {
            Some(Suffix::Mate)
        } else if t.ends_with('+') {
            Some(Suffix::Check)
        } else {
            None
        };
        Ok(SanPlus {
            san: San::from_ascii(s)?,
            suffix,
        })
    }
}
