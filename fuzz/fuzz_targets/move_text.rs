//! Move text in any notation, read by `MoveText::parse` and met against a few positions
//! in all languages by `MoveText::to_move`: no panic, and whatever is accepted is a
//! legal move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnpost::notation::{Language, MoveText};
use pawnpost::rules::Position;

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/4P3/8/3pP3/8/8/k7/4K3 w - d6 0 1",
];

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for fen in FENS {
        let Ok(pos) = Position::from_fen(fen) else { return };
        for language in Language::ALL {
            if let Ok(read) = MoveText::parse(&text, language)
                && let Ok(m) = read.to_move(&pos)
            {
                assert!(pos.is_legal(&m));
            }
        }
    }
});
