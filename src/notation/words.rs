//! Moves in words, as players say them: `Knight to f6`, `pawn takes d5`, `Springer von
//! g8 nach f6`, `caballo a f6`, `fou prend cavalier en f6`, `peão para e8 promove a
//! dama`, `e7 to e5`. The words are the lists `piece-*` and `move-*` of every
//! language's `commands.toml`, read folded (any case, accents or none), every language's
//! from every player, as castling in words is.
//!
//! The grammar is one line of optional parts in a fixed order, so a text is read in one
//! pass over its words:
//!
//! ```text
//! [piece] [from-word] [square] [to-word | takes-word [article] [piece] [on-word]] [square]
//!     [promotes-word] [article] [piece] [check words]
//! ```
//!
//! A reading names a piece (or the square it leaves and a connector: `e7 to e5`), the
//! square it goes to, and nothing else: any other word makes the text no move in words.
//! Which legal move it names is [`SpokenMove::to_move`]'s question; a capture that was
//! said must be one.

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::i18n::{Language, fold, words};
use crate::rules::{Move, Position, Role, Square, UciMove};

use super::uci::uci_to_move;
use super::{IllegalReason, MoveError, MoveSyntaxError, MoveText, San};

/// A move said in words, read but not yet checked against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpokenMove {
    /// The piece named; `None` when only squares were (`e7 to e5`), which then name the
    /// piece by the square it leaves.
    pub role: Option<Role>,
    /// The square the piece leaves, when said (`Knight from g8 to f6`).
    pub from: Option<Square>,
    pub to: Square,
    pub capture: Capture,
    /// The piece a pawn becomes (`pawn to e8 becomes a queen`, `e8 queen`).
    pub promotion: Option<Role>,
}

/// What a move in words said about taking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Capture {
    /// Nothing: the move may take or not, as `Nf6` may.
    Unsaid,
    /// `takes d5`: the move must take something.
    Any,
    /// `takes knight on f6`: the move must take that piece.
    Piece(Role),
}

/// What a word (or a phrase of several) of the lists is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Piece(Role),
    From,
    To,
    Takes,
    On,
    Article,
    Promotes,
    Check,
}

/// The lists of `commands.toml` this reader uses, and what their words are.
const LISTS: [(&str, Kind); 13] = [
    ("piece-king", Kind::Piece(Role::King)),
    ("piece-queen", Kind::Piece(Role::Queen)),
    ("piece-rook", Kind::Piece(Role::Rook)),
    ("piece-bishop", Kind::Piece(Role::Bishop)),
    ("piece-knight", Kind::Piece(Role::Knight)),
    ("piece-pawn", Kind::Piece(Role::Pawn)),
    ("move-from", Kind::From),
    ("move-to", Kind::To),
    ("move-takes", Kind::Takes),
    ("move-on", Kind::On),
    ("move-articles", Kind::Article),
    ("move-promotes", Kind::Promotes),
    ("move-check", Kind::Check),
];

/// A phrase of the lists, as folded words, and what it is.
type Entry = (Vec<String>, Kind);

/// Every phrase of the lists of every language by its first folded word, longest
/// first, so a word is compared only with the few phrases that can start with it.
static LEXICON: LazyLock<HashMap<String, Vec<Entry>>> = LazyLock::new(|| {
    let mut index: HashMap<String, Vec<Entry>> = HashMap::new();
    for language in Language::ALL {
        for (key, kind) in LISTS {
            for phrase in words(language).list(key) {
                let phrase = words_of(phrase);
                let Some(first) = phrase.first().cloned() else {
                    continue;
                };
                let entries = index.entry(first).or_default();
                if !entries.iter().any(|(p, k)| *p == phrase && *k == kind) {
                    entries.push((phrase, kind));
                }
            }
        }
    }
    for entries in index.values_mut() {
        entries.sort_by_key(|(phrase, _)| std::cmp::Reverse(phrase.len()));
    }
    index
});

/// The folded words of a text: split at blanks, hyphens, apostrophes, slashes and `=`
/// (`g8-f6`, `xeque-mate`, `e8=Dame`), punctuation around each dropped.
fn words_of(text: &str) -> Vec<String> {
    text.split_whitespace()
        .flat_map(|chunk| {
            fold(chunk)
                .split(['-', '\'', '’', '/', '='])
                .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_owned())
                .filter(|word| !word.is_empty())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The longest phrase of a kind `wanted` accepts at word `at`: its length and kind.
fn phrase_at(words: &[String], at: usize, wanted: fn(Kind) -> bool) -> Option<(usize, Kind)> {
    let entries = LEXICON.get(words.get(at)?)?;
    entries.iter().find_map(|(phrase, kind)| {
        (wanted(*kind) && words.get(at..at + phrase.len()) == Some(phrase.as_slice()))
            .then_some((phrase.len(), *kind))
    })
}

/// Where a reading stands in the words of a text; each part taken moves it on.
struct Cursor<'a> {
    words: &'a [String],
    at: usize,
}

impl Cursor<'_> {
    /// The longest phrase of a kind `wanted` accepts, if one stands here.
    fn take(&mut self, wanted: fn(Kind) -> bool) -> Option<Kind> {
        let (len, kind) = phrase_at(self.words, self.at, wanted)?;
        self.at += len;
        Some(kind)
    }

    /// A piece word.
    fn piece(&mut self) -> Option<Role> {
        match self.take(|k| matches!(k, Kind::Piece(_)))? {
            Kind::Piece(role) => Some(role),
            _ => None,
        }
    }

    /// A piece word with an optional article before it (`the knight`, `den Bauern`);
    /// an article without a piece after it is not taken.
    fn piece_after_article(&mut self) -> Option<Role> {
        let start = self.at;
        self.take(|k| k == Kind::Article);
        let role = self.piece();
        if role.is_none() {
            self.at = start;
        }
        role
    }

    /// A word shaped like a square (`f6`, also `f9`, `z3`), and the square if it is one.
    fn square(&mut self) -> Option<Result<Square, String>> {
        let word = self.words.get(self.at)?;
        let bytes = word.as_bytes();
        let shaped = matches!(bytes.len(), 2 | 3)
            && bytes[0].is_ascii_lowercase()
            && bytes[1..].iter().all(u8::is_ascii_digit);
        if !shaped {
            return None;
        }
        self.at += 1;
        Some(Square::from_ascii(bytes).ok_or_else(|| word.clone()))
    }

    /// Every word was taken.
    fn done(&self) -> bool {
        self.at == self.words.len()
    }
}

/// Reads `text` (move number and trailing marks already taken off) as a move in words:
/// `None` when it is not one, `Err` when it is one with an impossible square or
/// promotion (`Knight to f9`, `pawn to e5 becomes a queen`). One pass over the words,
/// each compared with the few phrases that start with it: linear in the text.
pub(super) fn read(text: &str) -> Option<Result<SpokenMove, MoveSyntaxError>> {
    // A colon makes a label (`King: e1`, `Läufer: c1, f1` of the position in words in
    // pawnpost's own letters), never a move.
    if text.contains(':') {
        return None;
    }
    let words = words_of(text);
    let mut cursor = Cursor {
        words: &words,
        at: 0,
    };
    let role = cursor.piece();
    let said_from = cursor.take(|k| k == Kind::From).is_some();
    let first = cursor.square();
    let (capture, connector) = if cursor.take(|k| k == Kind::Takes).is_some() {
        // `takes d5`, `takes on d5`, `takes the knight on f6`.
        let taken = cursor.piece_after_article();
        cursor.take(|k| k == Kind::On);
        (taken.map_or(Capture::Any, Capture::Piece), true)
    } else {
        (Capture::Unsaid, cursor.take(|k| k == Kind::To).is_some())
    };
    let second = cursor.square();
    let promotion = if cursor.take(|k| k == Kind::Promotes).is_some() {
        Some(cursor.piece_after_article()?)
    } else {
        cursor.piece()
    };
    while cursor.take(|k| k == Kind::Check).is_some() {}
    if !cursor.done() {
        return None;
    }
    let (from, to) = match (first, second) {
        (Some(from), Some(to)) => (Some(from), to),
        (Some(to), None) if !connector && !said_from => (None, to),
        (None, Some(to)) if !said_from => (None, to),
        _ => return None,
    };
    // Words name a piece, or a square it leaves with a word between the two squares
    // (two bare squares are long algebraic notation), or a pawn's promotion (`e8 queen`).
    let shaped = role.is_some()
        || (from.is_some() && (connector || promotion.is_some()))
        || (from.is_none() && promotion.is_some() && !connector);
    if !shaped {
        return None;
    }
    Some(checked(role, from, to, capture, promotion))
}

/// The reading with its squares on the board and its promotion possible.
fn checked(
    role: Option<Role>,
    from: Option<Result<Square, String>>,
    to: Result<Square, String>,
    capture: Capture,
    promotion: Option<Role>,
) -> Result<SpokenMove, MoveSyntaxError> {
    let from = from.transpose().map_err(MoveSyntaxError::NoSuchSquare)?;
    let to = to.map_err(MoveSyntaxError::NoSuchSquare)?;
    // `e8 queen`: without a piece or a square it leaves, only a pawn promotes.
    let role = match (role, from) {
        (None, None) => Some(Role::Pawn),
        (role, _) => role,
    };
    if let Some(becomes) = promotion {
        let promotes = Role::PROMOTIONS.contains(&becomes)
            && role.is_none_or(|r| r == Role::Pawn)
            && (to.rank() == 0 || to.rank() == 7);
        if !promotes {
            return Err(MoveSyntaxError::BadPromotion);
        }
    }
    Ok(SpokenMove {
        role,
        from,
        to,
        capture,
        promotion,
    })
}

/// Drops check and mate words after a move (`Qh5 check`, `Dxd5 Schach`, `Qxf7 mate`,
/// `jaque mate`, `xeque-mate`, `échec et mat`): they say what the move does, as `+` and
/// `#` do, and change nothing. Each round drops whole words at the end: linear.
pub(super) fn without_check_words(text: &str) -> &str {
    /// The most blank-separated words of one check phrase (`schach und matt`).
    const LONGEST: usize = 3;
    let mut text = text.trim_end();
    loop {
        let mut cut = None;
        let mut end = text.len();
        let mut tail: Vec<String> = Vec::new();
        for _ in 0..LONGEST {
            let Some(blank) = text[..end].rfind(char::is_whitespace) else {
                break;
            };
            let mut words = words_of(&text[blank..end]);
            words.append(&mut tail);
            tail = words;
            end = blank;
            if !tail.is_empty() && is_check_phrase(&tail) {
                cut = Some(blank);
            }
        }
        match cut {
            Some(blank) => {
                text = text[..blank]
                    .trim_end()
                    .trim_end_matches([',', ';', '+', '#'])
            }
            None => return text,
        }
    }
}

/// Whether `words` are check and mate words only.
fn is_check_phrase(words: &[String]) -> bool {
    let mut at = 0;
    while at < words.len() {
        match phrase_at(words, at, |k| k == Kind::Check) {
            Some((len, _)) => at += len,
            None => return false,
        }
    }
    true
}

impl SpokenMove {
    /// The legal move these words name in `pos`, or why there is none: the piece named
    /// (or the one on the square it leaves) going to the square, taking when a capture
    /// was said; several such moves are asked back, as an ambiguous `Nd2` is.
    pub fn to_move(&self, pos: &Position) -> Result<Move, MoveError> {
        let text = MoveText::Words(*self);
        let found = match (self.role, self.from) {
            (None, Some(from)) => uci_to_move(
                &UciMove {
                    from,
                    to: self.to,
                    promotion: self.promotion,
                },
                pos,
            ),
            (role, from) => {
                let role = role.unwrap_or(Role::Pawn);
                San::Normal {
                    role,
                    file: from.map(Square::file),
                    rank: from.map(Square::rank),
                    capture: self.capture != Capture::Unsaid,
                    to: self.to,
                    promotion: self.promotion,
                }
                .to_move(pos)
                .or_else(|error| self.castling(pos, role).ok_or(error))
                .map_err(|error| match (error, from) {
                    (MoveError::Illegal { .. }, Some(from)) => self.refusal_from(pos, role, from),
                    (error, _) => error,
                })
            }
        };
        let m = found.map_err(|error| self.as_said(error))?;
        let taken = match self.capture {
            Capture::Unsaid => true,
            Capture::Any => m.is_capture(),
            Capture::Piece(role) => m.capture == Some(role),
        };
        if !taken {
            return Err(MoveError::Illegal {
                text,
                reason: IllegalReason::NothingToCapture {
                    on: self.to,
                    role: match self.capture {
                        Capture::Piece(role) => Some(role),
                        Capture::Unsaid | Capture::Any => None,
                    },
                },
            });
        }
        Ok(m)
    }

    /// `king to g1`, `König von e1 nach c1`: castling, said as the king's move to its
    /// square (as `e1g1` is), where no king's step goes there.
    fn castling(&self, pos: &Position, role: Role) -> Option<Move> {
        if role != Role::King || self.capture != Capture::Unsaid || self.promotion.is_some() {
            return None;
        }
        pos.legal_moves().iter().copied().find(|m| {
            m.castling_side()
                .is_some_and(|side| side.king_to(pos.turn()) == self.to)
                && self.from.is_none_or(|from| from == m.from)
        })
    }

    /// Why the `role` said to stand on `from` does not go to the square: the square is
    /// empty, holds the opponent's piece or another piece, or that piece cannot go.
    fn refusal_from(&self, pos: &Position, role: Role, from: Square) -> MoveError {
        let reason = match pos.board().piece_at(from) {
            None => IllegalReason::NoPieceOn(from),
            Some(p) if p.color != pos.turn() => IllegalReason::NotYourPiece {
                role: p.role,
                square: from,
            },
            Some(p) if p.role != role => IllegalReason::WrongPiece {
                square: from,
                role: p.role,
                named: role,
            },
            Some(_) => {
                let uci = UciMove {
                    from,
                    to: self.to,
                    promotion: self.promotion,
                };
                match uci_to_move(&uci, pos) {
                    Err(error) => return error,
                    Ok(_) => IllegalReason::CannotMoveTo {
                        role,
                        from,
                        to: self.to,
                    },
                }
            }
        };
        MoveError::Illegal {
            text: MoveText::Words(*self),
            reason,
        }
    }

    /// A refusal of the notation these words were checked as, about the words.
    fn as_said(&self, error: MoveError) -> MoveError {
        let text = MoveText::Words(*self);
        match error {
            MoveError::Illegal { reason, .. } => MoveError::Illegal { text, reason },
            MoveError::Ambiguous { candidates, .. } => MoveError::Ambiguous { text, candidates },
            MoveError::PromotionMissing { .. } => MoveError::PromotionMissing {
                text,
                example: MoveText::Words(SpokenMove {
                    promotion: Some(Role::Queen),
                    ..*self
                }),
            },
        }
    }

    /// The words in `language` (English where it lacks a list), the first word of each
    /// list: `knight from g8 to f6`, `Läufer schlägt Springer auf f6`, `peón a e8 se
    /// convierte en dama`. [`read`] reads them back to the same value.
    pub fn said(&self, language: Language) -> String {
        let word = |key: &str| {
            words(language)
                .list(key)
                .first()
                .or_else(|| words(Language::English).list(key).first())
                .unwrap_or("")
        };
        let piece = |role: Role| {
            let key = LISTS
                .iter()
                .find(|(_, kind)| *kind == Kind::Piece(role))
                .map_or("", |(key, _)| key);
            match word(key) {
                "" => role.name(),
                word => word,
            }
        };
        let mut parts: Vec<String> = Vec::new();
        if let Some(role) = self.role {
            parts.push(piece(role).to_owned());
        }
        if let Some(from) = self.from {
            if self.role.is_some() {
                parts.push(word("move-from").to_owned());
            }
            parts.push(from.to_string());
        }
        match self.capture {
            Capture::Unsaid => parts.push(word("move-to").to_owned()),
            Capture::Any => parts.push(word("move-takes").to_owned()),
            Capture::Piece(role) => {
                parts.push(word("move-takes").to_owned());
                parts.push(piece(role).to_owned());
                parts.push(word("move-on").to_owned());
            }
        }
        parts.push(self.to.to_string());
        if let Some(role) = self.promotion {
            parts.push(word("move-promotes").to_owned());
            parts.push(piece(role).to_owned());
        }
        parts.retain(|part| !part.is_empty());
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn spoken(role: Option<Role>, from: Option<&str>, to: &str) -> SpokenMove {
        SpokenMove {
            role,
            from: from.map(sq),
            to: sq(to),
            capture: Capture::Unsaid,
            promotion: None,
        }
    }

    fn read_ok(text: &str) -> SpokenMove {
        match read(text) {
            Some(Ok(m)) => m,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn a_piece_and_a_square_in_every_language() {
        let knight_f6 = spoken(Some(Role::Knight), None, "f6");
        for text in [
            "Knight f6",
            "knight to f6",
            "KNIGHT TO F6",
            "knight goes to f6",
            "Springer f6",
            "Springer nach f6",
            "springer auf f6",
            "Caballo f6",
            "caballo a f6",
            "Cavalier f6",
            "cavalier en f6",
            "Cavalier à f6",
            "cavalier a f6",
            "Cavalo f6",
            "cavalo para f6",
            "Pferd f6",
        ] {
            assert_eq!(read_ok(text), knight_f6, "{text}");
        }
        for (text, role) in [
            ("Bauer e5", Role::Pawn),
            ("König e2", Role::King),
            ("Konig e2", Role::King),
            ("Koenig e2", Role::King),
            ("Läufer c4", Role::Bishop),
            ("Laufer c4", Role::Bishop),
            ("Laeufer c4", Role::Bishop),
            ("Turm d1", Role::Rook),
            ("Dame d1", Role::Queen),
            ("peón e5", Role::Pawn),
            ("peon e5", Role::Pawn),
            ("alfil c4", Role::Bishop),
            ("torre d1", Role::Rook),
            ("dama d1", Role::Queen),
            ("reina d1", Role::Queen),
            ("rey e2", Role::King),
            ("pion e5", Role::Pawn),
            ("fou c4", Role::Bishop),
            ("tour d1", Role::Rook),
            ("reine d1", Role::Queen),
            ("roi e2", Role::King),
            ("peão e5", Role::Pawn),
            ("peao e5", Role::Pawn),
            ("bispo c4", Role::Bishop),
            ("rainha d1", Role::Queen),
            ("rei e2", Role::King),
            ("pawn to e5", Role::Pawn),
            ("Pawn e5", Role::Pawn),
            ("queen h5", Role::Queen),
            ("rook to d1", Role::Rook),
            ("bishop c4", Role::Bishop),
            ("king e2", Role::King),
        ] {
            assert_eq!(read_ok(text).role, Some(role), "{text}");
        }
    }

    #[test]
    fn the_square_it_leaves() {
        let knight = spoken(Some(Role::Knight), Some("g8"), "f6");
        for text in [
            "Knight from g8 to f6",
            "knight g8 to f6",
            "knight g8 f6",
            "knight g8-f6",
            "Springer von g8 nach f6",
            "caballo de g8 a f6",
            "cavalier de g8 en f6",
            "cavalo de g8 para f6",
        ] {
            assert_eq!(read_ok(text), knight, "{text}");
        }
        let squares = spoken(None, Some("e7"), "e5");
        for text in [
            "e7 to e5",
            "from e7 to e5",
            "e7 nach e5",
            "e7 a e5",
            "e7 para e5",
        ] {
            assert_eq!(read_ok(text), squares, "{text}");
        }
    }

    #[test]
    fn captures_and_what_they_take() {
        for (text, role, from, capture) in [
            ("knight takes d5", Role::Knight, None, Capture::Any),
            ("knight captures d5", Role::Knight, None, Capture::Any),
            ("knight x d5", Role::Knight, None, Capture::Any),
            ("pawn takes on d5", Role::Pawn, None, Capture::Any),
            ("pawn e4 takes d5", Role::Pawn, Some(sq("e4")), Capture::Any),
            (
                "bishop takes knight on d5",
                Role::Bishop,
                None,
                Capture::Piece(Role::Knight),
            ),
            (
                "bishop takes the knight on d5",
                Role::Bishop,
                None,
                Capture::Piece(Role::Knight),
            ),
            ("Springer schlägt d5", Role::Knight, None, Capture::Any),
            ("Springer schlaegt auf d5", Role::Knight, None, Capture::Any),
            ("Springer nimmt d5", Role::Knight, None, Capture::Any),
            (
                "Läufer schlägt den Bauern auf d5",
                Role::Bishop,
                None,
                Capture::Piece(Role::Pawn),
            ),
            ("caballo toma d5", Role::Knight, None, Capture::Any),
            ("caballo come en d5", Role::Knight, None, Capture::Any),
            ("caballo captura d5", Role::Knight, None, Capture::Any),
            ("caballo por d5", Role::Knight, None, Capture::Any),
            (
                "alfil come el caballo en d5",
                Role::Bishop,
                None,
                Capture::Piece(Role::Knight),
            ),
            ("cavalier prend d5", Role::Knight, None, Capture::Any),
            ("cavalier prend en d5", Role::Knight, None, Capture::Any),
            ("pion mange d5", Role::Pawn, None, Capture::Any),
            (
                "fou prend le cavalier en d5",
                Role::Bishop,
                None,
                Capture::Piece(Role::Knight),
            ),
            ("cavalo toma d5", Role::Knight, None, Capture::Any),
            ("cavalo captura em d5", Role::Knight, None, Capture::Any),
            ("peão come d5", Role::Pawn, None, Capture::Any),
            (
                "bispo come o cavalo em d5",
                Role::Bishop,
                None,
                Capture::Piece(Role::Knight),
            ),
        ] {
            let read = read_ok(text);
            assert_eq!(
                (read.role, read.from, read.to, read.capture),
                (Some(role), from, sq("d5"), capture),
                "{text}"
            );
        }
    }

    #[test]
    fn promotions_in_every_language() {
        for (text, role) in [
            ("pawn to e8 becomes a queen", Role::Queen),
            ("pawn e8 queen", Role::Queen),
            ("e8 queen", Role::Queen),
            ("e8 promotes to knight", Role::Knight),
            ("e8=queen", Role::Queen),
            ("pawn from e7 to e8 promotes to a rook", Role::Rook),
            ("Bauer nach e8 wird Dame", Role::Queen),
            ("Bauer e8 wird zur Dame", Role::Queen),
            ("e8 Springer", Role::Knight),
            ("peón a e8 se convierte en dama", Role::Queen),
            ("peón a e8 corona dama", Role::Queen),
            ("e8 caballo", Role::Knight),
            ("pion en e8 devient dame", Role::Queen),
            ("pion e8 promu en cavalier", Role::Knight),
            ("peão para e8 promove a dama", Role::Queen),
            ("peão e8 vira dama", Role::Queen),
        ] {
            let read = read_ok(text);
            assert_eq!(read.promotion, Some(role), "{text}");
            assert_eq!(read.to, sq("e8"), "{text}");
        }
        let squares = read_ok("e7 e8 queen");
        assert_eq!((squares.role, squares.from), (None, Some(sq("e7"))));
    }

    #[test]
    fn check_and_mate_words_after_a_move_change_nothing() {
        let knight_f6 = spoken(Some(Role::Knight), None, "f6");
        for text in [
            "knight to f6 check",
            "knight to f6 mate",
            "Springer nach f6 Schach",
            "Springer f6 schachmatt",
            "caballo a f6 jaque",
            "caballo a f6 jaque mate",
            "cavalier en f6 échec",
            "cavalier f6 échec et mat",
            "cavalo para f6 xeque",
            "cavalo f6 xeque-mate",
        ] {
            assert_eq!(read_ok(text), knight_f6, "{text}");
        }
        for (text, left) in [
            ("Qh5 check", "Qh5"),
            ("Dxd5 Schach", "Dxd5"),
            ("Dxd5 échec", "Dxd5"),
            ("Qxf7 mate", "Qxf7"),
            ("Qxf7+ checkmate!", "Qxf7"),
            ("Dh4 jaque mate", "Dh4"),
            ("Dh4 xeque-mate", "Dh4"),
            ("Dh4 Schach und matt", "Dh4"),
            ("Dh4 échec et mat", "Dh4"),
            ("Nf3", "Nf3"),
            ("check", "check"),
            ("thanks mate", "thanks"),
        ] {
            assert_eq!(without_check_words(text), left, "{text}");
        }
    }

    #[test]
    fn what_is_not_a_move_in_words() {
        for text in [
            "I think my knight is lost",
            "the bishop to e5 was a blunder",
            "my knight to f6",
            "a to b",
            "to f6",
            "knight",
            "knight to",
            "knight on f6",
            "f6",
            "e7 e5",
            "knight to f6 please",
            "from g8 f6",
            "knight from f6",
            "e8 becomes",
            "Good luck, knight f6",
            "King: e1",
            "Läufer: c1 f1",
            "Roi : e1",
        ] {
            assert!(read(text).is_none(), "{text}: {:?}", read(text));
        }
    }

    #[test]
    fn impossible_squares_and_promotions_are_said() {
        for (text, problem) in [
            ("knight to f9", MoveSyntaxError::NoSuchSquare("f9".into())),
            (
                "Springer von z8 nach f6",
                MoveSyntaxError::NoSuchSquare("z8".into()),
            ),
            ("pawn to e5 becomes a queen", MoveSyntaxError::BadPromotion),
            ("knight to e8 queen", MoveSyntaxError::BadPromotion),
            ("e8 king", MoveSyntaxError::BadPromotion),
        ] {
            assert_eq!(read(text), Some(Err(problem)), "{text}");
        }
    }

    #[test]
    fn said_in_each_language_reads_back() {
        let moves = [
            spoken(Some(Role::Knight), None, "f6"),
            spoken(Some(Role::Knight), Some("g8"), "f6"),
            spoken(None, Some("e7"), "e5"),
            SpokenMove {
                capture: Capture::Any,
                ..spoken(Some(Role::Pawn), None, "d5")
            },
            SpokenMove {
                capture: Capture::Piece(Role::Knight),
                ..spoken(Some(Role::Bishop), None, "f6")
            },
            SpokenMove {
                promotion: Some(Role::Queen),
                ..spoken(Some(Role::Pawn), None, "e8")
            },
            SpokenMove {
                promotion: Some(Role::Knight),
                capture: Capture::Piece(Role::Rook),
                ..spoken(None, Some("e7"), "d8")
            },
        ];
        for m in moves {
            for language in Language::ALL {
                let said = m.said(language);
                assert_eq!(read(&said), Some(Ok(m)), "{said} ({language:?})");
            }
        }
        assert_eq!(moves[1].said(Language::German), "Springer von g8 nach f6");
        assert_eq!(
            moves[4].said(Language::English),
            "bishop takes knight on f6"
        );
        assert_eq!(
            moves[5].said(Language::Spanish),
            "peón a e8 se convierte en dama"
        );
    }
}
