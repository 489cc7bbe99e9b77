//! Perft for pawnpost or for shakmaty, one process each, so instruction counts can be
//! compared on a busy machine (`valgrind --tool=callgrind` counts instructions, not
//! seconds): `cargo run --release --example perft_compare -- pawnpost|shakmaty DEPTH [FEN]`.

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
    let nodes = match engine {
        "shakmaty" => {
            let pos: Chess = Fen::from_ascii(fen.as_bytes())
                .expect("valid FEN")
                .into_position(CastlingMode::Standard)
                .expect("legal position");
            shakmaty::perft(&pos, depth)
        }
        _ => {
            let pos = pawnpost::rules::Position::from_fen(&fen).expect("valid FEN");
            pawnpost::rules::perft(&pos, depth)
        }
    };
    println!("{nodes}");
}
