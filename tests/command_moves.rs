//! Every legal move, written as a player would in each language and notation, comes out
//! of the mail reader as a `Command::Move` whose `MoveText` names that move.

use pawnpost::command::Command;
use pawnpost::command::parse::read_commands;
use pawnpost::notation::{Language, SanPlus, iccf};
use pawnpost::rules::{Position, Record};
use proptest::prelude::*;

fn position(choices: &[usize]) -> Position {
    let mut record = Record::new(Position::new());
    for &choice in choices {
        let moves = record.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[choice % moves.len()];
        record.play(&m).unwrap();
    }
    *record.position()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_written_move_reaches_the_game(choices in prop::collection::vec(any::<usize>(), 0..80)) {
        let pos = position(&choices);
        for m in pos.legal_moves().iter() {
            for language in Language::ALL {
                let texts = [
                    SanPlus::from_move(&pos, m).localized(language),
                    m.uci().to_string(),
                    iccf(m),
                ];
                for text in texts {
                    let reading = read_commands(&format!("{text}\n"), language);
                    let moves: Vec<&Command> = reading.commands.iter().collect();
                    prop_assert_eq!(moves.len(), 1, "{} ({:?}) in {}: {:?}", text, language, pos.fen(), reading);
                    let Command::Move(normalized) = moves[0] else {
                        return Err(TestCaseError::fail(format!("{text}: not a move: {:?}", moves[0])));
                    };
                    let back = normalized.to_move(&pos);
                    prop_assert_eq!(back.as_ref(), Ok(m), "{} -> {} in {}", text, normalized, pos.fen());
                }
            }
        }
    }
}

/// The same check on positions that random games rarely reach: promotions (with and
/// without capture), castling both ways, en passant.
#[test]
fn special_moves_reach_the_game_in_every_language() {
    for fen in [
        "1n2k3/P1P5/8/8/8/8/7p/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/p6p/1N2K2R b K - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2",
    ] {
        let pos = Position::from_fen(fen).unwrap();
        for m in pos.legal_moves().iter() {
            for language in Language::ALL {
                for text in [
                    SanPlus::from_move(&pos, m).localized(language),
                    m.uci().to_string(),
                    iccf(m),
                ] {
                    let reading = read_commands(&format!("{text}\n"), language);
                    let [Command::Move(normalized)] = reading.commands.as_slice() else {
                        panic!("{text} ({language:?}) in {fen}: {reading:?}");
                    };
                    assert_eq!(
                        normalized.to_move(&pos).as_ref(),
                        Ok(m),
                        "{text} -> {normalized}"
                    );
                }
            }
        }
    }
}
