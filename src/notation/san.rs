//! Standard Algebraic Notation: syntax (`San`) read from text, then meaning against a
//! position (`San::to_move`), and written from a move with minimal disambiguation.

use std::fmt;
use std::str::FromStr;

use crate::rules::{CastlingSide, Move, MoveKind, Position, Role, Square, between, pawn_attacks};

use super::Language;

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

/// A SAN move that fits no legal move, or more than one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SanError {
    #[error("{0}")]
    Illegal(String),
    #[error("{san} is ambiguous: it could be {}; add the file or rank of the piece you mean", .candidates.join(" or "))]
    Ambiguous {
        san: String,
        candidates: Vec<String>,
    },
    #[error(
        "{0} reaches the last rank: say which piece the pawn becomes, e.g. {0}=Q, {0}=R, {0}=B or {0}=N"
    )]
    PromotionMissing(String),
}

/// Maps a piece letter of `language` (upper case in SAN) to a role. English letters
/// that do not clash with the language's own are read too, so `Nf3` works for all.
pub fn role_from_letter(c: char, language: Language) -> Option<Role> {
    let own = match (language, c) {
        (Language::German, 'K') => Some(Role::King),
        (Language::German, 'D') => Some(Role::Queen),
        (Language::German, 'T') => Some(Role::Rook),
        (Language::German, 'L') => Some(Role::Bishop),
        (Language::German, 'S') => Some(Role::Knight),
        (Language::French, 'R') => Some(Role::King),
        (Language::French, 'D') => Some(Role::Queen),
        (Language::French, 'T') => Some(Role::Rook),
        (Language::French, 'F') => Some(Role::Bishop),
        (Language::French, 'C') => Some(Role::Knight),
        _ => None,
    };
    own.or(match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        _ => None,
    })
    .filter(|&role| role != Role::Pawn)
}

/// The letter of a role in `language` (`K D T L S` in German, `R D T F C` in French).
pub fn letter(role: Role, language: Language) -> char {
    match (language, role) {
        (Language::German, Role::King) => 'K',
        (Language::German, Role::Queen) => 'D',
        (Language::German, Role::Rook) => 'T',
        (Language::German, Role::Bishop) => 'L',
        (Language::German, Role::Knight) => 'S',
        (Language::French, Role::King) => 'R',
        (Language::French, Role::Queen) => 'D',
        (Language::French, Role::Rook) => 'T',
        (Language::French, Role::Bishop) => 'F',
        (Language::French, Role::Knight) => 'C',
        (_, role) => role.upper_char(),
    }
}

impl San {
    /// Reads SAN with English piece letters.
    pub fn from_ascii(text: &str) -> Result<San, ParseSanError> {
        San::parse(text, Language::English)
    }

    /// Reads SAN with the piece letters of `language`. Accepts `x` or `:` for captures,
    /// `e8=Q`, `e8Q`, `e8=q`, `e8(Q)`, `O-O`/`0-0`, a trailing ` e.p.`, and ignores
    /// `+`, `#` and the annotations `! ? !! ?? !? ?!`.
    pub fn parse(text: &str, language: Language) -> Result<San, ParseSanError> {
        let err = || ParseSanError(text.to_owned());
        let mut s = text.trim();
        s = s.trim_end_matches(['!', '?', '+', '#']);
        if let Some(rest) = s.strip_suffix("e.p.").or_else(|| s.strip_suffix("ep")) {
            s = rest.trim_end();
        }
        s = s.trim_end_matches(['!', '?', '+', '#']);
        match s {
            "O-O" | "0-0" | "o-o" => return Ok(San::Castle(CastlingSide::KingSide)),
            "O-O-O" | "0-0-0" | "o-o-o" => return Ok(San::Castle(CastlingSide::QueenSide)),
            _ => {}
        }
        let chars: Vec<char> = s.chars().filter(|&c| c != '-').collect();
        if chars.is_empty() || chars.len() > 8 {
            return Err(err());
        }
        let mut i = 0;
        // A piece letter is upper case, or lower case when it cannot be a file.
        let role = match chars[0] {
            c if c.is_ascii_uppercase() => {
                i = 1;
                role_from_letter(c, language).ok_or_else(err)?
            }
            c if c.is_ascii_lowercase() && !('a'..='h').contains(&c) => {
                i = 1;
                role_from_letter(c.to_ascii_uppercase(), language).ok_or_else(err)?
            }
            _ => Role::Pawn,
        };
        // Then: [file][rank][x|:]square[=promotion]
        let rest: String = chars[i..].iter().collect();
        let rest = rest.as_str();
        let (body, promotion) = split_promotion(rest, language).ok_or_else(err)?;
        let b = body.as_bytes();
        if b.len() < 2 {
            return Err(err());
        }
        let to = Square::from_ascii(&b[b.len() - 2..]).ok_or_else(err)?;
        let mut head = &b[..b.len() - 2];
        let mut capture = false;
        if let Some((&(b'x' | b':' | b'X'), init)) = head.split_last() {
            capture = true;
            head = init;
        }
        let (file, rank) = match head {
            [] => (None, None),
            [f @ b'a'..=b'h'] => (Some(f - b'a'), None),
            [r @ b'1'..=b'8'] => (None, Some(r - b'1')),
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => (Some(f - b'a'), Some(r - b'1')),
            _ => return Err(err()),
        };
        if role == Role::Pawn {
            // A pawn move names only a capture's source file (`exd5`, or `ed5` with the
            // `x` left out); a capture without its file (`xd5`) names no pawn.
            if rank.is_some() || (capture && file.is_none()) {
                return Err(err());
            }
            capture = file.is_some();
        }
        if promotion.is_some() && role != Role::Pawn {
            return Err(err());
        }
        Ok(San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }

    /// The legal move this SAN names in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        let legal = pos.legal_moves();
        match *self {
            San::Castle(side) => legal
                .iter()
                .find(|m| m.castling_side() == Some(side))
                .copied()
                .ok_or_else(|| SanError::Illegal(castling_refusal(pos, side))),
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
                    return Err(SanError::PromotionMissing(self.to_string()));
                }
                let matching: Vec<Move> = candidates
                    .into_iter()
                    .filter(|m| m.promotion == promotion)
                    .collect();
                match matching.as_slice() {
                    [m] => Ok(*m),
                    [] => Err(SanError::Illegal(self.refusal(pos, role, to, promotion))),
                    many => Err(SanError::Ambiguous {
                        san: self.to_string(),
                        candidates: many
                            .iter()
                            .map(|m| San::from_move(pos, m).to_string())
                            .collect(),
                    }),
                }
            }
        }
    }

    /// Why no legal move fits, in words a player understands.
    fn refusal(&self, pos: &Position, role: Role, to: Square, promotion: Option<Role>) -> String {
        let us = pos.turn();
        let board = pos.board();
        let ours = board.by_piece(role.of(us));
        if ours.is_empty() {
            return format!("{self}: you have no {} left", role.name());
        }
        if promotion.is_some() && to.rank() != us.fold(7, 0) {
            return format!("{self}: a pawn promotes only on the last rank");
        }
        if board.by_color(us).contains(to) {
            return format!("{self}: your own piece stands on {to}");
        }
        // Pieces of this role that could reach the square if king safety were ignored.
        let reachable = ours.into_iter().filter(|&from| match role {
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
        let reachable: Vec<Square> = reachable.collect();
        if reachable.is_empty() {
            let what = if role == Role::Pawn {
                "pawn".to_string()
            } else {
                role.name().to_string()
            };
            format!("{self}: no {what} of yours can reach {to}")
        } else if pos.is_check() {
            format!("{self}: your king is in check, and this move does not get it out of check")
        } else {
            format!("{self}: that would leave your king in check (the piece is pinned)")
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

/// Splits a trailing promotion (`=Q`, `Q`, `=q`, `(Q)`) off the rest of a SAN body.
fn split_promotion(s: &str, language: Language) -> Option<(&str, Option<Role>)> {
    let (s, parens) = match s.strip_suffix(')') {
        Some(inner) => (inner, true),
        None => (s, false),
    };
    let last = s.chars().last()?;
    let body = &s[..s.len() - last.len_utf8()];
    let after_marker = body.ends_with('=') || (parens && body.ends_with('('));
    // A piece letter: upper case, any letter after `=`, or a lower-case letter that
    // is no file; a lower-case `b` right after the rank digit (`e8b`) is a bishop.
    let is_letter = last.is_ascii_uppercase()
        || (last.is_ascii_lowercase() && (after_marker || !('a'..='h').contains(&last)))
        || (last == 'b' && body.ends_with(|c: char| c.is_ascii_digit()));
    if !is_letter {
        return if parens { None } else { Some((s, None)) };
    }
    let role = role_from_letter(last.to_ascii_uppercase(), language)?;
    if role == Role::King {
        return None;
    }
    let body = body
        .strip_suffix('=')
        .or_else(|| body.strip_suffix('('))
        .unwrap_or(body);
    Some((body, Some(role)))
}

fn castling_refusal(pos: &Position, side: CastlingSide) -> String {
    let us = pos.turn();
    let name = match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    };
    if !pos.castling_rights().has(us, side) {
        return format!(
            "{name}: you can no longer castle on that side (the king or that rook has moved)"
        );
    }
    if pos.is_check() {
        return format!("{name}: you cannot castle out of check");
    }
    let rank = us.back_rank();
    let king = pos.board().king_of(us);
    let rook = Square::from_coords(side.rook_from_file(), rank);
    if let (Some(king), Some(rook)) = (king, rook)
        && (between(king, rook) & pos.board().occupied()).nonempty()
    {
        return format!("{name}: there are pieces between your king and rook");
    }
    format!("{name}: your king would pass through or land on an attacked square")
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
