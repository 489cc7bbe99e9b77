//! Notations: SAN, long algebraic/UCI, ICCF numeric, moves in words, PGN.
//!
//! A player's move is read in two stages, as in shakmaty: [`MoveText::parse`] reads
//! the syntax of every spelling pawnpost accepts (no position needed), then
//! [`MoveText::to_move`] finds the legal move it names, or a typed [`MoveError`] saying
//! why there is none. Mail and `pawnpost analyze` both read moves this way.
//! `san`, `uci`, `iccf` and `words` hold each notation's values and writers, `refusal` the
//! reasons a move is not legal, `pgn` the game score, `pgn_read` a PGN's moves and
//! variations read back.

mod iccf;
mod move_text;
pub mod pgn;
pub mod pgn_read;
mod refusal;
mod san;
mod uci;
mod words;

pub use iccf::{ParseIccfError, iccf, parse_iccf};
pub use move_text::{MoveSyntaxError, MoveText};
pub use refusal::{Candidate, IllegalReason, MoveError};
pub use san::{ParseSanError, San, SanPlus, Suffix, letter, role_from_letter};
pub use uci::{ParseUciError, parse_uci};
pub use words::{Capture, SpokenMove};

use crate::rules::{Move, Position};

pub use crate::i18n::Language;

/// A text that names no legal move: unreadable, or read and refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error(
        "I could not read `{text}` as a move. Write it like e4, Nf3, exd5, O-O, e7e8q or 5254."
    )]
    NotAMove {
        text: String,
        problem: MoveSyntaxError,
    },
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// Both stages in one call: reads `text` with the piece letters of `language`
/// ([`MoveText::parse`]) and finds the legal move it names in `pos`
/// ([`MoveText::to_move`]).
///
/// ```
/// use pawnpost::notation::{parse_move, Language};
/// use pawnpost::rules::Position;
/// let pos = Position::new();
/// let m = parse_move("Sf3", &pos, Language::German).unwrap();
/// assert_eq!(m.uci().to_string(), "g1f3");
/// ```
pub fn parse_move(text: &str, pos: &Position, language: Language) -> Result<Move, MoveTextError> {
    let read = MoveText::parse(text, language).map_err(|problem| MoveTextError::NotAMove {
        text: text.trim().to_owned(),
        problem,
    })?;
    Ok(read.to_move(pos)?)
}

/// The SAN of a legal move with `+`/`#`, in English letters.
pub fn san(pos: &Position, m: &Move) -> String {
    SanPlus::from_move(pos, m).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::MoveKind;

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
                    Err(MoveTextError::Move(MoveError::PromotionMissing { .. }))
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
            Err(MoveTextError::Move(MoveError::Illegal {
                reason: IllegalReason::NotAnEnPassantCapture { .. },
                ..
            }))
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
            MoveTextError::Move(MoveError::Ambiguous { candidates, .. }) => assert_eq!(
                candidates
                    .iter()
                    .map(|c| c.san.to_string())
                    .collect::<Vec<_>>(),
                ["Rad1", "Rhd1"]
            ),
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
