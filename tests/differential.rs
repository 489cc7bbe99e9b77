//! Differential test against shakmaty, an independent chess library (dev-dependency
//! only): thousands of random games from the start and from varied positions, in
//! standard chess and in Chess960; at every ply the legal moves (UCI and SAN), check,
//! FEN and outcome must agree.

use pawnpost::notation::{Language, parse_move, san};
use pawnpost::rules::{CHESS960_POSITIONS, Position, perft};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

/// Every published depth and the long runs: in an optimised build, or in the test build
/// when asked (`PAWNPOST_DEEP_TESTS=1`, as `scripts/test` does: no second build).
fn deep() -> bool {
    !cfg!(debug_assertions) || std::env::var_os("PAWNPOST_DEEP_TESTS").is_some()
}

/// The same mode in both libraries.
fn ours_mode(mode: CastlingMode) -> pawnpost::rules::CastlingMode {
    match mode {
        CastlingMode::Standard => pawnpost::rules::CastlingMode::Standard,
        CastlingMode::Chess960 => pawnpost::rules::CastlingMode::Chess960,
    }
}

const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // Endgames, promotions, castling rights, en passant.
    "8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1",
    "4k3/8/8/8/8/8/8/4KBN1 w - - 0 1",
    "8/8/4k3/8/8/3BB3/8/4K3 w - - 0 1",
    "8/8/4k3/3b4/8/3B4/8/4K3 w - - 0 1",
    "4k3/8/8/2pPp3/8/8/8/4K3 w - c6 0 2",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    "1n2k1n1/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
    "7k/8/8/8/8/8/8/K5Q1 w - - 90 80",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
];

/// xorshift64*, seeded per game so failures are reproducible.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

fn reference(fen: &str) -> Chess {
    reference_in(fen, CastlingMode::Standard)
}

fn reference_in(fen: &str, mode: CastlingMode) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .unwrap()
        .into_position(mode)
        .unwrap()
}

fn reference_fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// Compares one position in full.
fn compare(ours: &Position, theirs: &Chess, context: &str) {
    let mode = match ours.mode() {
        pawnpost::rules::CastlingMode::Standard => CastlingMode::Standard,
        pawnpost::rules::CastlingMode::Chess960 => CastlingMode::Chess960,
    };
    assert_eq!(ours.fen(), reference_fen(theirs), "FEN at {context}");
    assert_eq!(ours.is_check(), theirs.is_check(), "check at {context}");
    assert_eq!(
        ours.is_checkmate(),
        theirs.is_checkmate(),
        "checkmate at {context}"
    );
    assert_eq!(
        ours.is_stalemate(),
        theirs.is_stalemate(),
        "stalemate at {context}"
    );
    assert_eq!(
        ours.is_insufficient_material(),
        theirs.is_insufficient_material(),
        "insufficient material at {context}"
    );
    assert_eq!(
        ours.hash(),
        ours.compute_hash(),
        "incremental hash at {context}"
    );
    let reread = Position::from_fen_in(&ours.fen(), ours.mode()).unwrap();
    assert_eq!(
        reread.hash(),
        ours.hash(),
        "hash of the FEN read back at {context}"
    );

    let mut our_moves: Vec<(String, String)> = ours
        .legal_moves()
        .iter()
        .map(|m| (m.uci().to_string(), san(ours, m)))
        .collect();
    let mut their_moves: Vec<(String, String)> = theirs
        .legal_moves()
        .iter()
        .map(|m| {
            (
                m.to_uci(mode).to_string(),
                SanPlus::from_move(theirs.clone(), *m).to_string(),
            )
        })
        .collect();
    our_moves.sort();
    their_moves.sort();
    assert_eq!(our_moves, their_moves, "legal moves and SAN at {context}");

    // Every SAN the reference writes reads back as the same move here.
    for (uci, text) in &their_moves {
        let m = parse_move(text, ours, Language::English)
            .unwrap_or_else(|e| panic!("{text} at {context}: {e}"));
        assert_eq!(&m.uci().to_string(), uci, "{text} at {context}");
    }
}

/// Plays `games` random games of up to `max_plies` from `fen`, comparing every
/// position; returns the plies played.
fn random_games_from(
    fen: &str,
    mode: CastlingMode,
    seed: u64,
    games: u64,
    max_plies: usize,
) -> usize {
    let mut plies = 0;
    for game in 0..games {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (seed << 32 | game));
        let mut ours = Position::from_fen_in(fen, ours_mode(mode)).unwrap();
        let mut theirs = reference_in(fen, mode);
        for ply in 0..max_plies {
            let context = format!("start {seed} game {game} ply {ply}: {}", ours.fen());
            compare(&ours, &theirs, &context);
            let moves = theirs.legal_moves();
            if moves.is_empty() || theirs.is_insufficient_material() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            let uci = m.to_uci(mode).to_string();
            let ours_m = parse_move(&uci, &ours, Language::English).unwrap();
            ours = ours.play(&ours_m).unwrap();
            theirs = theirs.play(m).unwrap();
            plies += 1;
        }
    }
    plies
}

fn random_games(games_per_start: u64, max_plies: usize) -> usize {
    STARTS
        .iter()
        .enumerate()
        .map(|(i, fen)| {
            random_games_from(
                fen,
                CastlingMode::Standard,
                i as u64,
                games_per_start,
                max_plies,
            )
        })
        .sum()
}

#[test]
fn random_games_agree_with_shakmaty() {
    let games = if deep() { 300 } else { 60 };
    let plies = random_games(games, 160);
    assert!(plies > 10_000, "only {plies} plies compared");
}

#[test]
fn perft_agrees_with_shakmaty_on_every_start() {
    for fen in STARTS {
        let ours = Position::from_fen(fen).unwrap();
        let theirs = reference(fen);
        for depth in 1..=3 {
            assert_eq!(
                perft(&ours, depth),
                shakmaty::perft(&theirs, depth),
                "{fen} depth {depth}"
            );
        }
    }
}

/// Chess960 positions beyond the starting ones: castling rights on inner rooks, one
/// right per side, kings and rooks next to each other.
const CHESS960_STARTS: &[&str] = &[
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
    "1r2k1rr/ppppp3/8/8/8/8/PPPPP3/RR2K1R1 w GBgb - 0 1",
    "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1",
    "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/rRK3Rr w KQ - 0 1",
];

/// Random Chess960 games from a spread of starting positions (Scharnagl numbers picked
/// by stride so every bishop, queen and knight pattern comes up) and from the
/// positions above, in Chess960 mode in both libraries: legal moves in UCI (the king
/// onto its rook) and SAN, X-FEN, check and outcomes agree at every ply.
#[test]
fn random_chess960_games_agree_with_shakmaty() {
    let (numbers, games) = if !deep() { (40, 4) } else { (240, 8) };
    let stride = CHESS960_POSITIONS / numbers;
    let mut plies = 0;
    for number in (0..CHESS960_POSITIONS).step_by(usize::from(stride)) {
        let fen = Position::chess960(number).unwrap().fen();
        plies += random_games_from(
            &fen,
            CastlingMode::Chess960,
            1000 + u64::from(number),
            games,
            160,
        );
    }
    for (i, fen) in CHESS960_STARTS.iter().enumerate() {
        plies += random_games_from(fen, CastlingMode::Chess960, 2000 + i as u64, games * 4, 160);
    }
    assert!(plies > 10_000, "only {plies} plies compared");
}

/// Every starting position's perft to depth 3 in both libraries, and ours read from
/// shakmaty's FEN of it.
#[test]
fn chess960_perft_agrees_with_shakmaty_on_every_start() {
    for number in 0..CHESS960_POSITIONS {
        let ours = Position::chess960(number).unwrap();
        let theirs = reference_in(&ours.fen(), CastlingMode::Chess960);
        assert_eq!(
            Fen::from_position(&theirs, EnPassantMode::Legal).to_string(),
            ours.fen(),
            "start {number}"
        );
        assert_eq!(
            perft(&ours, 3),
            shakmaty::perft(&theirs, 3),
            "start {number}"
        );
    }
}
