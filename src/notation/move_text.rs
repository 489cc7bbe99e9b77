//! The one reader of a move as players type it, in mail and in `pawnpost analyze`.
//!
//! Two stages, as in shakmaty: [`MoveText::parse`] reads the syntax, without a
//! position, into a [`MoveText`] (or a [`MoveSyntaxError`] saying what is wrong with the
//! text); [`MoveText::to_move`] finds the legal move it names in a position (or a
//! [`MoveError`] saying why there is none). `Display` writes one canonical text per
//! notation, which `parse` (and `FromStr`) read back to the same value:
//!
//! | typed | canonical |
//! |---|---|
//! | SAN `Nf3`, `nf3`, `NF3`, `Sf3` (de), `Cf3` (fr), `♘f3`, `♞f3`, `Nf3+!?`, `14... Nf3` | `Nf3` (English letters; check, mate, annotation marks and move numbers dropped) |
//! | `exd6`, `ed6`, `e:d6`, `exd6 e.p.` | `exd6` |
//! | `e8=Q`, `e8Q`, `e8(Q)`, `e8=D` | `e8=Q` |
//! | `Nbd2`, `R1e2`, `Qh4e1`, `Ng1-f3` | `Nbd2`, `R1e2`, `Qh4e1`, `Ng1f3` |
//! | `O-O`, `0-0`, `o-o`, `King-Side Castle`, `Kurze Rochade`, `Petit roque` | `O-O` (and `O-O-O`) |
//! | long algebraic/UCI `e2e4`, `e2-e4`, `e2xd3`, `e2 e4`, `e7-e8=Q` | `e2e4`, `e2d3`, `e7e8q` |
//! | ICCF `5254`, `57581` | as typed |
//! | `En Passant e5d6`, `en passant e5xd6` | `En Passant e5d6` |
//! | words: `Knight to f6`, `knight f6`, `Springer nach f6`, `caballo a f6`, `Cavalier f6`, `cavalo para f6` | `knight to f6` |
//! | `Knight from g8 to f6`, `Springer von g8 nach f6` | `knight from g8 to f6` |
//! | `pawn takes d5`, `bishop takes knight on f6`, `Läufer schlägt den Springer auf f6` | `pawn takes d5`, `bishop takes knight on f6` |
//! | `pawn to e8 becomes a queen`, `e8 queen`, `peón a e8 corona dama` | `pawn to e8 promotes to queen` |
//! | `e7 to e5`, `e7 nach e5` | `e7 to e5` |
//! | any of these with check or mate words after it: `Qh5 check`, `Dxd5 Schach`, `Qxf7 mate`, `Dh4 jaque mate`, `Dh4 xeque-mate` | without them |
//!
//! Piece letters: English `K Q R B N`, German `K D T L S`, French `R D T F C`. Letters
//! that mean the same piece in every language (`D T L S F C`) are read in any language;
//! `R` is the king in French and the rook otherwise; figurines are read in every
//! language. An upper-case piece letter starts a piece move (`Bc4`, `Dd1`, `B1b3`); a
//! lower-case file letter starts a pawn move or long algebraic notation (`bxc3`, `d4`,
//! `e2e4`); an upper-case file letter that makes no piece move is a pawn (`E4`, `D4`).
//! A token of two squares is long algebraic notation; `e7e8` and `e8` without the piece
//! are read, and refused by `to_move` for the missing promotion.
//!
//! Moves in words ([`SpokenMove`], the words of every language's `commands.toml`) are
//! canonically written in English words, and [`MoveText::localized`] writes them in the
//! player's; a capture said in words must be one (`knight takes d5` with d5 empty is
//! refused, where `Nxd5` is read as `Nd5`).

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use regex::Regex;

use crate::rules::{CastlingSide, Move, MoveKind, Position, Role, Square, UciMove};

use super::iccf::{iccf_digits, parse_iccf};
use super::uci::uci_to_move;
use super::words::{self, SpokenMove};
use super::{IllegalReason, Language, MoveError, San, letter, role_from_letter};

/// A move as a player wrote it, read but not yet checked against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// Standard algebraic notation, castling included (`Nf3`, `exd6`, `e8=Q`, `O-O`).
    San(San),
    /// Long algebraic notation or UCI (`e2e4`, `e7e8q`; castling `e1g1` or `e1h1`).
    Uci(UciMove),
    /// ICCF numeric notation (`5254`, `57581`).
    Iccf(UciMove),
    /// `En Passant e5d6`: the squares of a capture that must be en passant.
    EnPassant { from: Square, to: Square },
    /// A move in words (`Knight to f6`, `pawn takes d5`, `Springer von g8 nach f6`).
    Words(SpokenMove),
}

/// What is wrong with a text read as a move; `Display` is the English explanation
/// that follows "`e9` is not a move: ".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveSyntaxError {
    /// Not shaped like a move at all: a word, prose, nothing.
    #[error("write it like Nf3, exd5, e8=Q, O-O, e2e4 or 5254")]
    NotAMove,
    /// A square outside a1–h8.
    #[error("there is no square {0} on the board")]
    NoSuchSquare(String),
    /// A letter that is no piece in the player's language.
    #[error("`{0}` is not a piece letter")]
    UnknownPiece(char),
    /// A promotion to something else than Q, R, B, N, or not on the last rank.
    #[error("a pawn promotes on the last rank to a queen, rook, bishop or knight (e.g. e8=Q)")]
    BadPromotion,
    /// Four or five digits that are not ICCF numeric notation.
    #[error("ICCF numeric moves use the digits 1 to 8, and 1 to 4 for a promotion (e.g. 5254)")]
    IccfDigits,
    /// `En Passant` without the two squares.
    #[error("En Passant needs the pawn's square and the square it moves to, e.g. En Passant e5d6")]
    EnPassantSquares,
    /// Shaped like a move, but like none pawnpost reads.
    #[error("write it like Nf3, exd5, e8=Q, O-O, e2e4 or 5254")]
    Unreadable,
}

impl MoveSyntaxError {
    /// True when the text has the shape of a move and only a detail is wrong (`e9`,
    /// `e8=K`), false for words that are no move at all.
    pub fn is_move_shaped(&self) -> bool {
        !matches!(self, MoveSyntaxError::NotAMove)
    }
}

impl MoveText {
    /// Longer texts are prose, not a move (the longest spellings are moves in words,
    /// `Läufer schlägt den Springer auf f6 Schach`, `pawn from e7 to e8 promotes to a
    /// queen`, with some room for quotes and marks).
    pub const MAX_CHARS: usize = 64;

    /// Reads a move in any spelling pawnpost accepts (see the module documentation),
    /// with the piece letters of `language`. Needs no position: whether the move is
    /// legal is [`MoveText::to_move`]'s question.
    ///
    /// ```
    /// use pawnpost::notation::{Language, MoveText};
    /// let text = MoveText::parse("14... Sf3+!?", Language::German).unwrap();
    /// assert_eq!(text.to_string(), "Nf3");
    /// assert_eq!(MoveText::parse("Petit roque", Language::French).unwrap().to_string(), "O-O");
    /// ```
    pub fn parse(text: &str, language: Language) -> Result<MoveText, MoveSyntaxError> {
        let text = text
            .trim()
            .trim_start_matches(['(', '[', '"', '\'', '«', '“', '„']);
        if text.chars().count() > MoveText::MAX_CHARS {
            return Err(MoveSyntaxError::NotAMove);
        }
        let text = normalize_symbols(text, language);
        let text = strip_move_number(&text);
        let text = strip_trailing_marks(words::without_check_words(strip_trailing_marks(text)));
        if text.is_empty() {
            return Err(MoveSyntaxError::NotAMove);
        }
        if let Some(side) = castling_words(text) {
            return Ok(MoveText::San(San::Castle(side)));
        }
        if text.len() >= *EN_PASSANT_SHORTEST
            && let Some(squares) = EN_PASSANT.captures(text).and_then(|c| c.get(1))
        {
            return en_passant(squares.as_str());
        }
        if text.contains(char::is_whitespace) {
            return match squares_apart(text) {
                Some(read) => Ok(read),
                None => match words::read(text) {
                    Some(read) => read.map(MoveText::Words),
                    None => Err(MoveSyntaxError::NotAMove),
                },
            };
        }
        read_token(text, language)
    }

    /// The legal move this text names in `pos`, or why there is none.
    ///
    /// SAN is read with one forgiveness that needs the position: the letter `b` is both
    /// a file and the bishop, so when `bc4` (or `Bc4`) names no legal move, the other
    /// reading (`Bc4`, or the pawn capture `bxc4`) is tried.
    pub fn to_move(&self, pos: &Position) -> Result<Move, MoveError> {
        match *self {
            MoveText::San(san) => san
                .to_move(pos)
                .or_else(|error| match b_file_or_bishop(san) {
                    Some(other) => other.to_move(pos).map_err(|_| error),
                    None => Err(error),
                }),
            MoveText::Uci(uci) | MoveText::Iccf(uci) => uci_to_move(&uci, pos),
            MoveText::EnPassant { from, to } => {
                let m = uci_to_move(
                    &UciMove {
                        from,
                        to,
                        promotion: None,
                    },
                    pos,
                )?;
                if m.kind == MoveKind::EnPassant {
                    Ok(m)
                } else {
                    Err(MoveError::Illegal {
                        text: *self,
                        reason: IllegalReason::NotAnEnPassantCapture { from, to },
                    })
                }
            }
            MoveText::Words(spoken) => spoken.to_move(pos),
        }
    }

    /// The canonical text with the piece letters of `language` (`Sf3` in German), a
    /// move in words in its words (`Springer nach f6`).
    pub fn localized(&self, language: Language) -> String {
        match self {
            MoveText::San(san) => san.localized(language),
            MoveText::Words(spoken) => spoken.said(language),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for MoveText {
    /// The canonical text: SAN in English letters without marks, UCI in lower case,
    /// ICCF digits, `En Passant e5d6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveText::San(san) => san.fmt(f),
            MoveText::Uci(uci) => uci.fmt(f),
            MoveText::Iccf(uci) => f.write_str(&iccf_digits(uci)),
            MoveText::EnPassant { from, to } => write!(f, "En Passant {from}{to}"),
            MoveText::Words(spoken) => f.write_str(&spoken.said(Language::English)),
        }
    }
}

impl FromStr for MoveText {
    type Err = MoveSyntaxError;
    /// Reads a move with English piece letters.
    fn from_str(s: &str) -> Result<MoveText, MoveSyntaxError> {
        MoveText::parse(s, Language::English)
    }
}

/// Figurines become the piece letters of `language` (pawn figurines are dropped);
/// typographic dashes and the multiplication sign become `-` and `x`.
fn normalize_symbols(text: &str, language: Language) -> String {
    text.chars()
        .filter_map(|c| match c {
            '♔' | '♚' => Some(letter(Role::King, language)),
            '♕' | '♛' => Some(letter(Role::Queen, language)),
            '♖' | '♜' => Some(letter(Role::Rook, language)),
            '♗' | '♝' => Some(letter(Role::Bishop, language)),
            '♘' | '♞' => Some(letter(Role::Knight, language)),
            '♙' | '♟' => None,
            '×' => Some('x'),
            '–' | '—' | '−' => Some('-'),
            c => Some(c),
        })
        .collect()
}

/// Drops a move number in front (`14.`, `14...`, `14…`).
fn strip_move_number(text: &str) -> &str {
    if !text.starts_with(|c: char| c.is_ascii_digit()) {
        return text;
    }
    MOVE_NUMBER_PREFIX
        .captures(text)
        .and_then(|c| c.get(1))
        .map_or(text, |rest| rest.as_str())
}

/// Drops what may follow a move: check, mate and annotation marks, an `e.p.` after the
/// destination square, and the punctuation of the sentence around it.
fn strip_trailing_marks(mut text: &str) -> &str {
    loop {
        let before = text.len();
        text = text
            .trim_end_matches([
                '+', '#', '!', '?', '.', ',', ';', ':', ')', ']', '"', '\'', '»', '”', '‼', '⁇',
                '⁉', '⁈',
            ])
            .trim_end();
        for mark in ["e.p", "ep"] {
            let ends_with_mark = text.len() > mark.len()
                && text.is_char_boundary(text.len() - mark.len())
                && text[text.len() - mark.len()..].eq_ignore_ascii_case(mark);
            if ends_with_mark {
                let rest = text[..text.len() - mark.len()].trim_end();
                if rest.len() >= 2 && rest.ends_with(|c: char| c.is_ascii_digit()) {
                    text = rest;
                }
            }
        }
        if text.len() == before {
            return text;
        }
    }
}

/// Castling in words, any case, with or without accents, spaces and hyphens, in every
/// language's words (`castle-king-side`, `castle-queen-side` of `commands.toml`).
fn castling_words(text: &str) -> Option<CastlingSide> {
    use std::sync::LazyLock;
    static KING_SIDE: LazyLock<Vec<String>> = LazyLock::new(|| {
        crate::i18n::every_language("castle-king-side")
            .map(squash)
            .collect()
    });
    static QUEEN_SIDE: LazyLock<Vec<String>> = LazyLock::new(|| {
        crate::i18n::every_language("castle-queen-side")
            .map(squash)
            .collect()
    });
    if !text.starts_with(|c: char| c.is_alphabetic()) {
        return None;
    }
    let words = squash(text);
    if KING_SIDE.contains(&words) {
        Some(CastlingSide::KingSide)
    } else if QUEEN_SIDE.contains(&words) {
        Some(CastlingSide::QueenSide)
    } else {
        None
    }
}

/// Lower case letters and digits only, accents folded (`Große Rochade` is
/// `grosserochade`).
fn squash(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'î' | 'ï' | 'í' => out.push('i'),
            'ô' | 'ö' | 'ó' | 'õ' => out.push('o'),
            'ù' | 'û' | 'ü' | 'ú' => out.push('u'),
            'ñ' => out.push('n'),
            'ß' => out.push_str("ss"),
            c if c.is_alphanumeric() => out.push(c),
            _ => {}
        }
    }
    out
}

/// The squares after `En Passant`: `e5d6`, `e5xd6`, `e5-d6`, `e5 d6`, `e5 x d6`.
fn en_passant(squares: &str) -> Result<MoveText, MoveSyntaxError> {
    let squares: String = squares
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | 'x' | 'X' | ':'))
        .collect::<String>()
        .to_ascii_lowercase();
    match squares.as_bytes() {
        [a, b, c, d] => match (Square::from_ascii(&[*a, *b]), Square::from_ascii(&[*c, *d])) {
            (Some(from), Some(to)) => Ok(MoveText::EnPassant { from, to }),
            _ => Err(MoveSyntaxError::EnPassantSquares),
        },
        _ => Err(MoveSyntaxError::EnPassantSquares),
    }
}

/// Two squares apart, `e2 e4` or `e2 - e4`: long algebraic notation.
fn squares_apart(text: &str) -> Option<MoveText> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    let (from, to) = match parts.as_slice() {
        [from, to] => (from, to),
        [from, "-" | "x" | "X" | ":", to] => (from, to),
        _ => return None,
    };
    let square = |part: &str| {
        let part = part.trim_end_matches(['!', '?', '+', '#', '.']);
        Square::from_ascii(part.to_ascii_lowercase().as_bytes())
    };
    Some(MoveText::Uci(UciMove {
        from: square(from)?,
        to: square(to)?,
        promotion: None,
    }))
}

/// One token without spaces: castling signs, ICCF digits, SAN or long algebraic.
fn read_token(text: &str, language: Language) -> Result<MoveText, MoveSyntaxError> {
    // Every move has a digit except castling; words are turned away cheaply here.
    let could_be_castling =
        text.len() <= 12 && text.chars().all(|c| matches!(c, 'O' | 'o' | '0' | '-'));
    if text.len() > 24 || !(could_be_castling || text.bytes().any(|b| b.is_ascii_digit())) {
        return Err(MoveSyntaxError::NotAMove);
    }
    // Castling, with letter O or digit zero, any case.
    match text.to_ascii_uppercase().replace('0', "O").as_str() {
        "O-O" | "OO" => return Ok(MoveText::San(San::Castle(CastlingSide::KingSide))),
        "O-O-O" | "OOO" => return Ok(MoveText::San(San::Castle(CastlingSide::QueenSide))),
        _ => {}
    }
    // ICCF numeric: from file, from rank, to file, to rank, optional promotion piece.
    if text.bytes().all(|b| b.is_ascii_digit()) {
        return match text.len() {
            4 | 5 => parse_iccf(text)
                .map(MoveText::Iccf)
                .map_err(|_| MoveSyntaxError::IccfDigits),
            _ => Err(MoveSyntaxError::NotAMove),
        };
    }

    let mut chars = text.chars();
    let first = chars.next().unwrap_or_default();
    let rest = chars.as_str();
    let first_is_file = first.is_ascii_lowercase() && ('a'..='h').contains(&first);

    // A piece letter: upper case, or a lower-case letter that is no file (`nf3`).
    if !first_is_file
        && let Some(role) = role_from_letter(first, language)
        && let Some(found) = piece_move(role, &rest.to_ascii_lowercase())
    {
        return found;
    }
    // A pawn move or long algebraic: lower-case file first, or an upper-case file
    // letter that did not make a piece move (`E4`, `D4`).
    if ('a'..='h').contains(&first.to_ascii_lowercase())
        && let Some(found) = pawn_or_long_move(&text.to_ascii_lowercase(), language)
    {
        return found;
    }
    Err(shape_problem(text, first, language))
}

/// A piece move after its letter: `f3`, `xe4`, `bd2`, `1e2`, `h4e1`, `g1-f3`.
fn piece_move(role: Role, rest: &str) -> Option<Result<MoveText, MoveSyntaxError>> {
    if let Some(shape) = two_squares(rest) {
        if shape.promotion.is_some() {
            return Some(Err(MoveSyntaxError::BadPromotion));
        }
        let (from, to) = (square(shape.from)?, square(shape.to)?);
        return Some(Ok(MoveText::San(San::Normal {
            role,
            file: Some(from.file()),
            rank: Some(from.rank()),
            capture: matches!(shape.separator, Some('x' | ':')),
            to,
            promotion: None,
        })));
    }
    // `([a-h])?([1-8])?([x:]?)([a-h][1-8])`: the destination is the last two bytes, and
    // what stands before it is at most a file, a rank and a capture mark, in that order.
    let split = rest
        .len()
        .checked_sub(2)
        .filter(|&at| rest.is_char_boundary(at))?;
    let (before, to) = rest.split_at(split);
    let to = square(to)?;
    let mut before = before.as_bytes();
    let mut take = |wanted: std::ops::RangeInclusive<u8>| match before.split_first() {
        Some((&b, tail)) if wanted.contains(&b) => {
            before = tail;
            Some(b)
        }
        _ => None,
    };
    let file = take(b'a'..=b'h').map(|b| b - b'a');
    let rank = take(b'1'..=b'8').map(|b| b - b'1');
    let capture = take(b':'..=b':').or_else(|| take(b'x'..=b'x')).is_some();
    if !before.is_empty() {
        return None;
    }
    Some(Ok(MoveText::San(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion: None,
    })))
}

/// The parts of a move read without a regex (the patterns are small, and compiling
/// them cost each `deliver` process more than reading its mail).
struct Shape<'a> {
    from: &'a str,
    separator: Option<char>,
    to: &'a str,
    promotion: Option<char>,
}

/// A square's two bytes at the start of `text` (`[a-h][1-8]`), and the rest.
fn square_prefix(text: &str) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    (bytes.len() >= 2 && (b'a'..=b'h').contains(&bytes[0]) && (b'1'..=b'8').contains(&bytes[1]))
        .then(|| text.split_at(2))
}

/// What may follow a destination square, to the end (`PROMOTION`): nothing, or a
/// letter with an optional `=` or `/` and optional parentheses around it (`e8=Q`,
/// `e8Q`, `e8(Q)`, `e8/Q`). `None` when anything else is there.
fn promotion_suffix(text: &str) -> Option<Option<char>> {
    let mut rest = text;
    if rest.is_empty() {
        return Some(None);
    }
    rest = rest.strip_prefix(['=', '/']).unwrap_or(rest);
    rest = rest.strip_prefix('(').unwrap_or(rest);
    let mut chars = rest.chars();
    let letter = chars.next().filter(char::is_ascii_alphabetic)?;
    let rest = chars.as_str();
    let rest = rest.strip_prefix(')').unwrap_or(rest);
    rest.is_empty().then_some(Some(letter))
}

/// `^([a-h][1-8])([-x:]?)([a-h][1-8])PROMOTION$`: `e2e4`, `g1-f3`, `e7e8q`.
fn two_squares(text: &str) -> Option<Shape<'_>> {
    let (from, rest) = square_prefix(text)?;
    let (separator, rest) = match rest.as_bytes().first() {
        Some(&b @ (b'-' | b'x' | b':')) => (Some(char::from(b)), &rest[1..]),
        _ => (None, rest),
    };
    let (to, rest) = square_prefix(rest)?;
    Some(Shape {
        from,
        separator,
        to,
        promotion: promotion_suffix(rest)?,
    })
}

/// `^([a-h][1-8])PROMOTION$`: `e4`, `e8q`, `e8=q`.
fn pawn_push(text: &str) -> Option<(&str, Option<char>)> {
    let (to, rest) = square_prefix(text)?;
    Some((to, promotion_suffix(rest)?))
}

/// `^([a-h])[x:]?([a-h][1-8])PROMOTION$`: `exd6`, `ed6`, `exd8q`.
fn pawn_capture(text: &str) -> Option<(u8, &str, Option<char>)> {
    let &file = text.as_bytes().first()?;
    if !(b'a'..=b'h').contains(&file) {
        return None;
    }
    let rest = &text[1..];
    let rest = rest.strip_prefix(['x', ':']).unwrap_or(rest);
    let (to, rest) = square_prefix(rest)?;
    Some((file, to, promotion_suffix(rest)?))
}

/// A pawn move (`e4`, `exd6`, `ed6`, `e8=Q`) or a long algebraic move (`e2e4`,
/// `e2-e4`, `e7e8q`), from the lower-cased text.
fn pawn_or_long_move(lower: &str, language: Language) -> Option<Result<MoveText, MoveSyntaxError>> {
    // Long algebraic (UCI) writes promotions in English letters (`e7e8r` is a rook
    // even for a French player, whose `R` is the king); the player's letters are read
    // when the English reading names no promotion piece.
    let promotion = |letter: Option<char>,
                     to: Square,
                     english_first: bool|
     -> Result<Option<Role>, MoveSyntaxError> {
        let Some(letter) = letter else {
            return Ok(None);
        };
        let english = role_from_letter(letter, Language::English)
            .filter(|role| Role::PROMOTIONS.contains(role));
        let role = match english {
            Some(role) if english_first => Some(role),
            _ => role_from_letter(letter, language),
        };
        match role {
            Some(role)
                if Role::PROMOTIONS.contains(&role) && (to.rank() == 0 || to.rank() == 7) =>
            {
                Ok(Some(role))
            }
            _ => Err(MoveSyntaxError::BadPromotion),
        }
    };

    if let Some(shape) = two_squares(lower) {
        let (from, to) = (square(shape.from)?, square(shape.to)?);
        return Some(promotion(shape.promotion, to, true).map(|promotion| {
            MoveText::Uci(UciMove {
                from,
                to,
                promotion,
            })
        }));
    }
    if let Some((to, letter)) = pawn_push(lower) {
        let to = square(to)?;
        return Some(promotion(letter, to, false).map(|promotion| {
            MoveText::San(San::Normal {
                role: Role::Pawn,
                file: None,
                rank: None,
                capture: false,
                to,
                promotion,
            })
        }));
    }
    if let Some((file, to, letter)) = pawn_capture(lower) {
        let to = square(to)?;
        let file = file - b'a';
        if file == to.file() {
            return None; // `ee4` captures on its own file: no pawn move
        }
        return Some(promotion(letter, to, false).map(|promotion| {
            MoveText::San(San::Normal {
                role: Role::Pawn,
                file: Some(file),
                rank: None,
                capture: true,
                to,
                promotion,
            })
        }));
    }
    None
}

/// A square the readers above found (`[a-h][1-8]`).
fn square(text: &str) -> Option<Square> {
    Square::from_ascii(text.as_bytes())
}

/// Why a token that did not parse is no move: a word, or a move with a problem.
fn shape_problem(text: &str, first: char, language: Language) -> MoveSyntaxError {
    if text.chars().count() > 10 || !MOVE_SHAPE.is_match(text) {
        return MoveSyntaxError::NotAMove;
    }
    for square in SQUARE_LIKE.find_iter(text) {
        let square = square.as_str().to_ascii_lowercase();
        let mut cs = square.chars();
        let file = cs.next().unwrap_or_default();
        let rank = cs.as_str();
        // Only a square if the letter is not the piece letter in front of it.
        let valid = ('a'..='h').contains(&file)
            && matches!(rank, "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8");
        if !valid
            && (square.len() > 2
                || !text.starts_with(&square)
                || role_from_letter(first, language).is_none())
        {
            return MoveSyntaxError::NoSuchSquare(square);
        }
    }
    if first.is_ascii_uppercase()
        && role_from_letter(first, language).is_none()
        && !('A'..='H').contains(&first)
    {
        return MoveSyntaxError::UnknownPiece(first);
    }
    if text.contains('=') || text.contains('(') {
        return MoveSyntaxError::BadPromotion;
    }
    MoveSyntaxError::Unreadable
}

/// The other reading of a SAN move that starts with the letter b: the bishop move
/// `Bc4` for the pawn capture `bxc4`, and back. Only moves without disambiguation or
/// promotion have one.
fn b_file_or_bishop(san: San) -> Option<San> {
    const B_FILE: u8 = 1;
    match san {
        San::Normal {
            role: Role::Bishop,
            file: None,
            rank: None,
            to,
            promotion: None,
            ..
        } => Some(San::Normal {
            role: Role::Pawn,
            file: Some(B_FILE),
            rank: None,
            capture: true,
            to,
            promotion: None,
        }),
        San::Normal {
            role: Role::Pawn,
            file: Some(B_FILE),
            rank: None,
            to,
            promotion: None,
            ..
        } => Some(San::Normal {
            role: Role::Bishop,
            file: None,
            rank: None,
            capture: true,
            to,
            promotion: None,
        }),
        _ => None,
    }
}

/// Every regex here is a literal; compiling a literal known to be valid cannot fail, so
/// `expect` states a proven invariant.
fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("valid regex literal")
}

/// `e8=Q`, `e8Q`, `e8(Q)`, `e8/Q` — the part after the destination square.
const PROMOTION: &str = r"(?:[=/]?\(?([A-Za-z])\)?)?";

static MOVE_NUMBER_PREFIX: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^[0-9]{1,4}\s*(?:\.{1,3}|…)\s*(\S.*)$"));
/// `En Passant` and its words in every language (`en-passant` of `commands.toml`),
/// words joined by blanks, hyphens or nothing, then the squares.
/// The fewest bytes [`EN_PASSANT`] can match (its shortest phrase, words joined): a
/// shorter text (`e4`, `Nf3`) is no en passant, and no process compiles the pattern
/// for it.
static EN_PASSANT_SHORTEST: LazyLock<usize> = LazyLock::new(|| {
    crate::i18n::every_language("en-passant")
        .map(|phrase| phrase.split_whitespace().map(str::len).sum::<usize>())
        .min()
        .unwrap_or("enpassant".len())
});
static EN_PASSANT: LazyLock<Regex> = LazyLock::new(|| {
    let mut words: Vec<String> = crate::i18n::every_language("en-passant")
        .map(|phrase| {
            phrase
                .split_whitespace()
                .map(regex::escape)
                .collect::<Vec<_>>()
                .join(r"[\s_-]*")
        })
        .collect();
    // Escaped words joined by `|` always make a valid pattern; an empty list would
    // match every text, so the words of the notation itself stand in.
    if words.is_empty() {
        words.push(r"en[\s_-]*passant".to_owned());
    }
    regex(&format!(r"(?i)^(?:{})(.*)$", words.join("|")))
});
/// Anything that has the shape of a move but may have impossible squares or letters.
static MOVE_SHAPE: LazyLock<Regex> = LazyLock::new(|| {
    regex(&format!(
        r"^[A-Za-z]?[a-zA-Z]?[0-9]?[-x:]?[a-zA-Z][0-9]{{1,2}}{PROMOTION}$"
    ))
});
static SQUARE_LIKE: LazyLock<Regex> = LazyLock::new(|| regex(r"[a-zA-Z][0-9]{1,2}"));

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn read(text: &str, language: Language) -> Result<String, MoveSyntaxError> {
        MoveText::parse(text, language).map(|m| m.to_string())
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn every_spelling_has_one_canonical_text() {
        use Language::{English, French, German};
        let cases = [
            ("Nf3", English, "Nf3"),
            ("nf3", English, "Nf3"),
            ("NF3", English, "Nf3"),
            ("Nf3+", English, "Nf3"),
            ("Qxf7#", English, "Qxf7"),
            ("Nf3!?", English, "Nf3"),
            ("14... Nf3+!?", English, "Nf3"),
            ("14.Nf3", English, "Nf3"),
            ("14… Nxe4", English, "Nxe4"),
            ("♘f3", English, "Nf3"),
            ("♞f3", German, "Nf3"),
            ("♖d1", French, "Rd1"),
            ("♔e2", French, "Ke2"),
            ("Sf3", English, "Nf3"),
            ("Sf3", German, "Nf3"),
            ("Cf3", French, "Nf3"),
            ("Dd1", English, "Qd1"),
            ("Rd1", French, "Kd1"),
            ("Rd1", German, "Rd1"),
            ("Td1", French, "Rd1"),
            ("e4", English, "e4"),
            ("E4", English, "e4"),
            ("D4", German, "d4"),
            ("exd6", English, "exd6"),
            ("ed6", English, "exd6"),
            ("e:d6", English, "exd6"),
            ("exd6 e.p.", English, "exd6"),
            ("exd6e.p.", English, "exd6"),
            ("e8=Q", English, "e8=Q"),
            ("e8Q", English, "e8=Q"),
            ("e8(Q)", English, "e8=Q"),
            ("e8=D", German, "e8=Q"),
            ("e8=T", French, "e8=R"),
            ("exd8=N+", English, "exd8=N"),
            ("Nbd2", English, "Nbd2"),
            ("R1e2", English, "R1e2"),
            ("Qh4xe1", English, "Qh4xe1"),
            ("Ng1-f3", English, "Ng1f3"),
            ("B1b3", English, "B1b3"),
            ("O-O", English, "O-O"),
            ("0-0", English, "O-O"),
            ("o-o", English, "O-O"),
            ("0-0-0+", English, "O-O-O"),
            ("King-Side Castle", English, "O-O"),
            ("Queen-Side Castle", English, "O-O-O"),
            ("castle queenside", English, "O-O-O"),
            ("Kurze Rochade", English, "O-O"),
            ("Lange Rochade", German, "O-O-O"),
            ("große Rochade", German, "O-O-O"),
            ("Petit roque", French, "O-O"),
            ("GRAND ROQUE!", French, "O-O-O"),
            ("e2e4", English, "e2e4"),
            ("e2-e4", English, "e2e4"),
            ("E2-E4", English, "e2e4"),
            ("e2xd3", English, "e2d3"),
            ("e2 e4", English, "e2e4"),
            ("e2 - e4", English, "e2e4"),
            ("e7-e8=Q", English, "e7e8q"),
            ("e7e8r", French, "e7e8r"),
            ("e7e8", English, "e7e8"),
            ("5254", English, "5254"),
            ("57581", English, "57581"),
            ("En Passant e5d6", English, "En Passant e5d6"),
            ("en passant e5xd6", French, "En Passant e5d6"),
            ("en-passant e5 - d6 e.p.", German, "En Passant e5d6"),
            ("(Nf3)", English, "Nf3"),
            ("\"e4!\"", English, "e4"),
        ];
        for (typed, language, canonical) in cases {
            assert_eq!(
                read(typed, language).as_deref(),
                Ok(canonical),
                "{typed} ({language:?})"
            );
        }
    }

    #[test]
    fn what_is_wrong_with_a_text() {
        use MoveSyntaxError::*;
        let cases = [
            ("e9", NoSuchSquare("e9".into())),
            ("Nf9", NoSuchSquare("f9".into())),
            ("i4", NoSuchSquare("i4".into())),
            ("e8=K", BadPromotion),
            ("e5=Q", BadPromotion),
            ("Ne8=Q", BadPromotion),
            ("5290", IccfDigits),
            ("52545", IccfDigits),
            ("Xf3", UnknownPiece('X')),
            ("En Passant", EnPassantSquares),
            ("en passant e5", EnPassantSquares),
            ("hello", NotAMove),
            ("King-Side", NotAMove),
            ("", NotAMove),
        ];
        for (typed, problem) in cases {
            assert_eq!(read(typed, Language::English), Err(problem), "{typed}");
        }
        // French R is the king, which no pawn becomes.
        assert_eq!(read("e8=R", Language::French), Err(BadPromotion));
    }

    #[test]
    fn refusals_carry_roles_and_squares() {
        let pos = Position::new();
        let refuse = |text: &str| {
            let read = MoveText::parse(text, Language::English).unwrap();
            read.to_move(&pos).unwrap_err()
        };
        let reason = |text: &str| match refuse(text) {
            MoveError::Illegal { reason, .. } => reason,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(
            reason("Nf5"),
            IllegalReason::NoPieceCanReach {
                role: Role::Knight,
                to: sq("f5")
            }
        );
        assert_eq!(reason("e5e6"), IllegalReason::NoPieceOn(sq("e5")));
        assert_eq!(
            reason("e7e5"),
            IllegalReason::NotYourPiece {
                role: Role::Pawn,
                square: sq("e7")
            }
        );
        assert_eq!(
            reason("O-O"),
            IllegalReason::CastlingBlocked(CastlingSide::KingSide)
        );
        // The English sentences are the ones replies have always carried.
        for (text, sentence) in [
            (
                "Nf5",
                "`Nf5` is not a legal move: no knight of yours can reach f5.",
            ),
            (
                "e5e6",
                "`e5e6` is not a legal move: there is no piece on e5.",
            ),
            (
                "7153",
                "`g1e3` is not a legal move: the knight on g1 cannot move to e3.",
            ),
            (
                "e7e5",
                "`e7e5` is not a legal move: the pawn on e7 is not yours.",
            ),
            (
                "Qd4",
                "`Qd4` is not a legal move: no queen of yours can reach d4.",
            ),
        ] {
            assert_eq!(refuse(text).to_string(), sentence);
        }
    }

    #[test]
    fn b_is_a_pawn_or_a_bishop_whichever_can_move() {
        // No pawn captures on c4, the bishop on f1 goes there: `bc4` is the bishop.
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/4KB2 w - - 0 1").unwrap();
        let m = MoveText::parse("bc4", Language::English)
            .unwrap()
            .to_move(&pos)
            .unwrap();
        assert_eq!(m.uci().to_string(), "f1c4");
        // And `Bxc4` with no bishop able to is the b-pawn's capture.
        let pos = Position::from_fen("4k3/8/8/8/2p5/1P6/8/4K3 w - - 0 1").unwrap();
        let m = MoveText::parse("Bxc4", Language::English)
            .unwrap()
            .to_move(&pos)
            .unwrap();
        assert_eq!(m.uci().to_string(), "b3c4");
        // When neither reading is legal, the error is about the text as written.
        let err = MoveText::parse("Bc4", Language::English)
            .unwrap()
            .to_move(&Position::new())
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "`Bc4` is not a legal move: no bishop of yours can reach c4."
        );
    }

    fn spelling() -> impl Strategy<Value = String> {
        prop_oneof![
            "\\PC{0,14}",
            "[0-9]{0,2}\\.{0,3} ?[KQRBNDTLSFCkqrbnpPXO0o♘♞♖]?[a-iA-I]?[0-9]?[-x:]?[a-iA-I][0-9](=?\\(?[QRBNDTLSFCqrbnkK]\\)?)?[+#!?]{0,2}( e\\.p\\.)?",
            "[0-9]{3,6}",
            "[a-hA-H][1-8] ?[-x]? ?[a-hA-H][1-8][qrbnQRBN]?",
            "(En Passant|en-passant|EnPassant) [a-h][1-8]x?[a-h][1-8]",
            "[Oo0](-[Oo0]){1,2}[+#]?",
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Whatever `parse` reads, in any language, its canonical text reads back (in
        /// English letters, as `FromStr` does) to the same value.
        #[test]
        fn canonical_text_reads_back(text in spelling(), language in 0..3usize) {
            let language = Language::ALL[language];
            if let Ok(read) = MoveText::parse(&text, language) {
                let canonical = read.to_string();
                prop_assert_eq!(canonical.parse::<MoveText>(), Ok(read), "{:?} -> {}", text, canonical);
                prop_assert_eq!(MoveText::parse(&read.localized(language), language), Ok(read));
            }
        }
    }
}
