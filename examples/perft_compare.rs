//! Perft for pawnpost or for shakmaty, one process each, so instruction counts can be
//! compared on a busy machine (`valgrind --tool=callgrind` counts instructions, not
//! seconds): `cargo run --release --example perft_compare -- pawnpost|shakmaty DEPTH
//! [FEN] [chess960]`; with `chess960` both read the FEN as Chess960 (X-FEN or
//! Shredder-FEN) and play it in that mode.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let engine = args.get(1).map(String::as_str).unwrap_or("pawnpost");
    let depth: u32 = args.get(2).and_then(|d| d.parse().ok()).unwrap_or(5);
    let fen = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| pawnpost::rules::STARTING_FEN.to_owned());
    let chess960 = args.get(4).is_some_and(|a| a == "chess960");
    let nodes = match engine {
        "shakmaty" => {
            let mode = if chess960 {
                CastlingMode::Chess960
            } else {
                CastlingMode::Standard
            };
            let pos: Chess = Fen::from_ascii(fen.as_bytes())
                .expect("valid FEN")
                .into_position(mode)
                .expect("legal position");
            shakmaty::perft(&pos, depth)
        }
        _ => {
            let mode = if chess960 {
                pawnpost::rules::CastlingMode::Chess960
            } else {
                pawnpost::rules::CastlingMode::Standard
            };
            let pos = pawnpost::rules::Position::from_fen_in(&fen, mode).expect("valid FEN");
            pawnpost::rules::perft(&pos, depth)
        }
    };
    println!("{nodes}");
}
