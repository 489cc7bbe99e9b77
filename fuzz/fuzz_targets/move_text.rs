//! Move text in any notation, against a few positions and all languages: no panic, and
//! whatever is accepted is a legal move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnpost::notation::{Language, parse_move};
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
            if let Ok(m) = parse_move(&text, &pos, language) {
                assert!(pos.is_legal(&m));
            }
        }
    }
});
