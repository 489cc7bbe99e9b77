//! Property tests of the rules core and notation: FEN round-trips, SAN round-trips for
//! every legal move, and the incremental hash equals the hash computed from scratch;
//! in standard chess and in Chess960.

use pawnpost::notation::{Language, San, SanPlus, parse_move};
use pawnpost::rules::{CastlingMode, Position, Record};
use proptest::prelude::*;

/// Every published depth and the long runs: in an optimised build, or in the test build
/// when asked (`PAWNPOST_DEEP_TESTS=1`, as `scripts/test` does: no second build).
fn deep() -> bool {
    !cfg!(debug_assertions) || std::env::var_os("PAWNPOST_DEEP_TESTS").is_some()
}

/// A position reached by playing the move choices (indices into the legal moves).
fn play_choices(choices: &[usize]) -> Record {
    play_choices_from(Position::new(), choices)
}

/// The same from another start (a Chess960 one).
fn play_choices_from(start: Position, choices: &[usize]) -> Record {
    let mut record = Record::new(start);
    for &choice in choices {
        let moves = record.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[choice % moves.len()];
        record.play(&m).unwrap();
    }
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if deep() { 1000 } else { 200 }))]

    #[test]
    fn fen_round_trips(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let record = play_choices(&choices);
        let pos = record.position();
        let fen = pos.fen();
        let back = Position::from_fen(&fen).unwrap();
        prop_assert_eq!(&back, pos);
        prop_assert_eq!(back.fen(), fen);
    }

    #[test]
    fn san_round_trips_for_every_legal_move(choices in prop::collection::vec(any::<usize>(), 0..120)) {
        let record = play_choices(&choices);
        let pos = record.position();
        for m in pos.legal_moves().iter() {
            for language in Language::ALL {
                let text = SanPlus::from_move(pos, m).localized(language);
                let back = parse_move(&text, pos, language).unwrap();
                prop_assert_eq!(&back, m, "{} in {}", text, pos.fen());
            }
            let san = San::from_move(pos, m);
            let reparsed: San = san.to_string().parse().unwrap();
            prop_assert_eq!(reparsed, san);
            // UCI and ICCF name the same move.
            prop_assert_eq!(&parse_move(&m.uci().to_string(), pos, Language::English).unwrap(), m);
            prop_assert_eq!(&parse_move(&pawnpost::notation::iccf(m), pos, Language::English).unwrap(), m);
        }
    }

    #[test]
    fn incremental_hash_equals_hash_from_scratch(choices in prop::collection::vec(any::<usize>(), 0..200)) {
        let record = play_choices(&choices);
        for pos in record.positions() {
            prop_assert_eq!(pos.hash(), pos.compute_hash(), "{}", pos.fen());
            // A position read from its FEN hashes the same.
            prop_assert_eq!(Position::from_fen(&pos.fen()).unwrap().hash(), pos.hash());
        }
    }

    #[test]
    fn chess960_fen_san_uci_and_hash_round_trip(
        number in 0..960u16,
        choices in prop::collection::vec(any::<usize>(), 0..100),
    ) {
        let start = Position::chess960(number).unwrap();
        let record = play_choices_from(start, &choices);
        for pos in record.positions() {
            prop_assert_eq!(pos.hash(), pos.compute_hash(), "{}", pos.fen());
            let back = Position::from_fen_in(&pos.fen(), CastlingMode::Chess960).unwrap();
            prop_assert_eq!(&back, &pos);
            prop_assert_eq!(back.hash(), pos.hash());
        }
        let pos = record.position();
        for m in pos.legal_moves().iter() {
            for language in Language::ALL {
                let text = SanPlus::from_move(pos, m).localized(language);
                let back = parse_move(&text, pos, language).unwrap();
                prop_assert_eq!(&back, m, "{} in {}", text, pos.fen());
            }
            prop_assert_eq!(&parse_move(&m.uci().to_string(), pos, Language::English).unwrap(), m);
            prop_assert_eq!(&parse_move(&pawnpost::notation::iccf(m), pos, Language::English).unwrap(), m);
        }
    }

    #[test]
    fn fen_parser_never_panics(text in "\\PC{0,100}") {
        let _ = Position::from_fen(&text);
        let _ = Position::from_fen_in(&text, CastlingMode::Chess960);
    }

    /// Any castling field on a Chess960 start's board, in either mode, is refused or
    /// read into a position whose FEN reads back to it.
    #[test]
    fn castling_fields_are_refused_or_round_trip(field in "[KQkqA-Ha-hx-]{1,5}", number in 0..960u16) {
        let start = Position::chess960(number).unwrap().fen();
        let placement = start.split(' ').next().unwrap();
        let fen = format!("{placement} w {field} - 0 1");
        for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
            if let Ok(pos) = Position::from_fen_in(&fen, mode) {
                prop_assert_eq!(Position::from_fen_in(&pos.fen(), mode).unwrap(), pos, "{}", fen);
            }
        }
    }

    #[test]
    fn move_parser_never_panics(text in "\\PC{0,20}") {
        let pos = Position::new();
        for language in Language::ALL {
            let _ = parse_move(&text, &pos, language);
        }
    }
}
