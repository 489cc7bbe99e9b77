//! FEN text -> Position: no input may panic; what parses must round-trip.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pawnpost::rules::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(pos) = Position::from_fen(text) {
        let fen = pos.fen();
        let back = Position::from_fen(&fen).expect("a written FEN reads back");
        assert_eq!(back.fen(), fen);
        let _ = pos.legal_moves();
    }
});
