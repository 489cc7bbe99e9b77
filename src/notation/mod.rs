//! Notations: SAN, long algebraic/UCI, ICCF numeric, move-type words, PGN.
//!
//! Parsing is two-stage, as in shakmaty: syntax first (`San`, `UciMove`), then meaning
//! against a position. `parse_move` is the one way in for a move a player typed.

mod iccf;
pub mod pgn;
mod san;
mod uci;

pub use iccf::{ParseIccfError, iccf, parse_iccf};
pub use san::{ParseSanError, San, SanError, SanPlus, Suffix, letter, role_from_letter};
pub use uci::{ParseUciError, looks_like_uci, parse_uci};

use crate::rules::{CastlingSide, Move, MoveKind, Position};

/// The language a player reads and writes piece letters in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    German,
    French,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::French];

    /// The ISO 639-1 code (`en`, `de`, `fr`).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
        }
    }

    /// Parses an ISO 639-1 code or a language name, case-insensitively.
    pub fn from_code(code: &str) -> Option<Language> {
        match code.trim().to_lowercase().as_str() {
            "en" | "english" => Some(Language::English),
            "de" | "german" | "deutsch" => Some(Language::German),
            "fr" | "french" | "francais" | "français" => Some(Language::French),
            _ => None,
        }
    }
}

/// A move text that could not be read as a legal move, with a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error(
        "I could not read `{text}` as a move. Write it like e4, Nf3, exd5, O-O, e7e8q or 5254."
    )]
    NotAMove { text: String },
    #[error("`{text}` is not a legal move: {reason}.")]
    Illegal { text: String, reason: String },
    #[error("`{text}` is ambiguous: it could be {}. Add the file or rank of the piece you mean.", .candidates.join(" or "))]
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    #[error(
        "`{text}` reaches the last rank: say which piece the pawn becomes, for example {example}."
    )]
    PromotionMissing { text: String, example: String },
}

impl From<(SanError, &str)> for MoveTextError {
    fn from((e, text): (SanError, &str)) -> MoveTextError {
        match e {
            SanError::Illegal(reason) => MoveTextError::Illegal {
                text: text.to_owned(),
                reason: reason
                    .split_once(": ")
                    .map_or(reason.clone(), |(_, r)| r.to_owned()),
            },
            SanError::Ambiguous { candidates, .. } => MoveTextError::Ambiguous {
                text: text.to_owned(),
                candidates,
            },
            SanError::PromotionMissing(san) => MoveTextError::PromotionMissing {
                text: text.to_owned(),
                example: format!("{san}=Q"),
            },
        }
    }
}

/// Reads a move typed by a player in any notation pawnpost accepts and finds the legal
/// move it names: the move-type words (`King-Side Castle`, `Queen-Side Castle`,
/// `En Passant e5d6`), long algebraic/UCI (`e2e4`, read as such whenever the text has
/// that shape), ICCF numeric (`5254`), then SAN with the piece letters of `language`
/// (English letters that do not clash are read too), case-insensitive where that is
/// unambiguous.
///
/// ```
/// use pawnpost::notation::{parse_move, Language};
/// use pawnpost::rules::Position;
/// let pos = Position::new();
/// let m = parse_move("Sf3", &pos, Language::German).unwrap();
/// assert_eq!(m.uci().to_string(), "g1f3");
/// ```
pub fn parse_move(text: &str, pos: &Position, language: Language) -> Result<Move, MoveTextError> {
    let text = text.trim();
    let words: String = text
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect::<String>()
        .to_lowercase();
    for (side, names) in [
        (
            CastlingSide::KingSide,
            ["kingsidecastle", "castlekingside", "kingsidecastling"],
        ),
        (
            CastlingSide::QueenSide,
            ["queensidecastle", "castlequeenside", "queensidecastling"],
        ),
    ] {
        if names.contains(&words.as_str()) {
            return San::Castle(side)
                .to_move(pos)
                .map_err(|e| MoveTextError::from((e, text)));
        }
    }
    let lower = text.to_lowercase();
    if let Some(rest) = lower
        .strip_prefix("en passant")
        .or_else(|| lower.strip_prefix("en-passant"))
        .or_else(|| lower.strip_prefix("enpassant"))
    {
        let uci = parse_uci(rest.trim()).map_err(|_| MoveTextError::NotAMove {
            text: text.to_owned(),
        })?;
        let m = uci::uci_to_move(&uci, pos)?;
        if m.kind != MoveKind::EnPassant {
            return Err(MoveTextError::Illegal {
                text: text.to_owned(),
                reason: format!("{uci} is not an en passant capture"),
            });
        }
        return Ok(m);
    }
    // `B1b3` is a bishop in SAN, not the squares b1b3: an upper-case piece letter of
    // the player's language in front makes the text SAN.
    let starts_with_piece = text
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_uppercase() && role_from_letter(c, language).is_some());
    if !starts_with_piece && let Ok(uci) = parse_uci(text) {
        return uci::uci_to_move(&uci, pos);
    }
    if text.bytes().all(|b| b.is_ascii_digit()) && !text.is_empty() {
        let uci = parse_iccf(text).map_err(|_| MoveTextError::NotAMove {
            text: text.to_owned(),
        })?;
        return uci::uci_to_move(&uci, pos);
    }
    parse_san_leniently(text, pos, language)
}

/// SAN as written; else with squares lower-cased (`NF3`, `E4`); else a leading `b`
/// read as a bishop when the pawn reading names no legal move (`bc4`).
fn parse_san_leniently(
    text: &str,
    pos: &Position,
    language: Language,
) -> Result<Move, MoveTextError> {
    let mut first_error = None;
    let mut candidates = vec![text.to_owned()];
    let mut chars = text.chars();
    if let Some(first) = chars.next() {
        let rest = chars.as_str().to_lowercase();
        candidates.push(format!("{first}{rest}"));
        candidates.push(text.to_lowercase());
        candidates.push(format!("{}{rest}", first.to_ascii_uppercase()));
    }
    for candidate in candidates {
        match San::parse(&candidate, language) {
            Ok(san) => match san.to_move(pos) {
                Ok(m) => return Ok(m),
                Err(e) => {
                    first_error.get_or_insert(MoveTextError::from((e, text)));
                }
            },
            Err(_) => continue,
        }
    }
    Err(first_error.unwrap_or_else(|| MoveTextError::NotAMove {
        text: text.to_owned(),
    }))
}

/// The SAN of a legal move with `+`/`#`, in English letters.
pub fn san(pos: &Position, m: &Move) -> String {
    SanPlus::from_move(pos, m).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(pos: &Position, text: &str) -> Position {
        let m = parse_move(text, pos, Language::English).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.play(&m).unwrap()
    }

    fn uci_of(text: &str, fen: &str, language: Language) -> Result<String, MoveTextError> {
        let pos = Position::from_fen(fen).unwrap();
        parse_move(text, &pos, language).map(|m| m.uci().to_string())
    }

    const START: &str = crate::rules::STARTING_FEN;

    #[test]
    fn every_notation_names_the_same_move() {
        for text in [
            "e4", "e2e4", "e2-e4", "E4", "5254", "e4!?", "e4!!", "e2-e4+",
        ] {
            assert_eq!(
                uci_of(text, START, Language::English).as_deref(),
                Ok("e2e4"),
                "{text}"
            );
        }
        for text in ["Nf3", "nf3", "NF3", "Ng1f3", "N1f3", "g1f3", "7163"] {
            assert_eq!(
                uci_of(text, START, Language::English).as_deref(),
                Ok("g1f3"),
                "{text}"
            );
        }
        assert_eq!(
            uci_of("Sf3", START, Language::German).as_deref(),
            Ok("g1f3")
        );
        assert_eq!(
            uci_of("Cf3", START, Language::French).as_deref(),
            Ok("g1f3")
        );
    }

    #[test]
    fn castling_in_all_its_forms() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        for text in [
            "O-O",
            "0-0",
            "o-o",
            "e1g1",
            "e1h1",
            "King-Side Castle",
            "king side castle",
            "5171",
        ] {
            assert_eq!(
                uci_of(text, fen, Language::English).as_deref(),
                Ok("e1g1"),
                "{text}"
            );
        }
        for text in ["O-O-O", "0-0-0", "e1c1", "Queen-Side Castle"] {
            assert_eq!(
                uci_of(text, fen, Language::English).as_deref(),
                Ok("e1c1"),
                "{text}"
            );
        }
        // French R is the king: Rf1 moves the king, not a rook.
        assert_eq!(uci_of("Rf1", fen, Language::French).as_deref(), Ok("e1f1"));
        assert_eq!(uci_of("Rf1", fen, Language::English).as_deref(), Ok("h1f1"));
    }

    #[test]
    fn promotions_and_missing_piece() {
        let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
        for (text, want) in [
            ("e8=Q", "e7e8q"),
            ("e8Q", "e7e8q"),
            ("e8=q", "e7e8q"),
            ("e8=N", "e7e8n"),
            ("e8(R)", "e7e8r"),
            ("e7e8q", "e7e8q"),
            ("e7-e8=Q", "e7e8q"),
            ("e7e8b", "e7e8b"),
            ("57581", "e7e8q"),
            ("57584", "e7e8n"),
        ] {
            assert_eq!(
                uci_of(text, fen, Language::English).as_deref(),
                Ok(want),
                "{text}"
            );
        }
        assert_eq!(
            uci_of("e8=D", fen, Language::German).as_deref(),
            Ok("e7e8q")
        );
        for text in ["e8", "e7e8", "5758"] {
            assert!(
                matches!(
                    uci_of(text, fen, Language::English),
                    Err(MoveTextError::PromotionMissing { .. })
                ),
                "{text}"
            );
        }
    }

    #[test]
    fn en_passant_words_and_rank_pin() {
        let mut pos = Position::new();
        for m in ["e4", "a6", "e5", "d5"] {
            pos = play(&pos, m);
        }
        for text in [
            "exd6",
            "exd6 e.p.",
            "e5d6",
            "En Passant e5d6",
            "en passant e5xd6",
        ] {
            let m = parse_move(text, &pos, Language::English).unwrap();
            assert_eq!(m.kind, MoveKind::EnPassant, "{text}");
        }
        assert!(matches!(
            parse_move("En Passant e5e6", &pos, Language::English),
            Err(MoveTextError::Illegal { .. })
        ));
    }

    #[test]
    fn errors_say_why() {
        let err = uci_of("Nf5", START, Language::English).unwrap_err();
        assert!(
            err.to_string().contains("no knight of yours can reach f5"),
            "{err}"
        );
        let err = uci_of("Qd4", START, Language::English).unwrap_err();
        assert!(err.to_string().contains("queen"), "{err}");
        let err = uci_of("e5e6", START, Language::English).unwrap_err();
        assert!(err.to_string().contains("no piece on e5"), "{err}");
        let err = uci_of("e7e5", START, Language::English).unwrap_err();
        assert!(err.to_string().contains("not yours"), "{err}");
        let err = uci_of("hello", START, Language::English).unwrap_err();
        assert!(matches!(err, MoveTextError::NotAMove { .. }), "{err}");
        // Pinned knight on d2 (bishop b4 against king e1).
        let err = uci_of(
            "Nf3",
            "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
            Language::English,
        )
        .unwrap_err();
        assert!(
            err.to_string().contains("leave your king in check"),
            "{err}"
        );
        let err = uci_of("O-O", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", Language::English).unwrap_err();
        assert!(err.to_string().contains("no longer castle"), "{err}");
    }

    #[test]
    fn pawn_captures_need_their_file() {
        // Found by the `notation` fuzz target: `:d8D#` was read as a capture from nowhere.
        assert!(San::from_ascii("xd5").is_err());
        assert!(San::from_ascii(":d8D#").is_err());
        let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(
            uci_of("exd5", fen, Language::English).as_deref(),
            Ok("e4d5")
        );
        assert_eq!(uci_of("ed5", fen, Language::English).as_deref(), Ok("e4d5"));
    }

    #[test]
    fn ambiguous_san_lists_candidates() {
        let fen = "4k3/8/8/8/8/8/4K3/R6R w - - 0 1";
        let err = uci_of("Rd1", fen, Language::English).unwrap_err();
        match err {
            MoveTextError::Ambiguous { candidates, .. } => assert_eq!(candidates, ["Rad1", "Rhd1"]),
            other => panic!("{other}"),
        }
        assert_eq!(
            uci_of("Rad1", fen, Language::English).as_deref(),
            Ok("a1d1")
        );
        assert_eq!(
            uci_of("Rhd1", fen, Language::English).as_deref(),
            Ok("h1d1")
        );
        // Rank and square disambiguation.
        let fen = "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1";
        assert_eq!(
            uci_of("R1a2", fen, Language::English).as_deref(),
            Ok("a1a2")
        );
        assert_eq!(
            uci_of("R4a2", fen, Language::English).as_deref(),
            Ok("a4a2")
        );
        let fen = "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
        assert_eq!(
            uci_of("Qh4e1", fen, Language::English).as_deref(),
            Ok("h4e1")
        );
    }

    #[test]
    fn san_out_disambiguates_minimally() {
        let pos = Position::from_fen("1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1").unwrap();
        let m = parse_move("h4e1", &pos, Language::English).unwrap();
        assert_eq!(san(&pos, &m), "Qh4e1");
        let pos = Position::from_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").unwrap();
        let m = parse_move("a1d1", &pos, Language::English).unwrap();
        assert_eq!(San::from_move(&pos, &m).localized(Language::German), "Tad1");
    }
}
