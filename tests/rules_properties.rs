//! Property tests of the rules core and notation: FEN round-trips, SAN round-trips for
//! every legal move, and the incremental hash equals the hash computed from scratch.

use pawnpost::notation::{Language, San, SanPlus, parse_move};
use pawnpost::rules::{Position, Record};
use proptest::prelude::*;

/// A position reached by playing the move choices (indices into the legal moves).
fn play_choices(choices: &[usize]) -> Record {
    let mut record = Record::new(Position::new());
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
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 200 } else { 1000 }))]

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
    fn fen_parser_never_panics(text in "\\PC{0,100}") {
        let _ = Position::from_fen(&text);
    }

    #[test]
    fn move_parser_never_panics(text in "\\PC{0,20}") {
        let pos = Position::new();
        for language in Language::ALL {
            let _ = parse_move(&text, &pos, language);
        }
    }
}
