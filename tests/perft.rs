//! Perft against published leaf counts (tests/fixtures/perft/*.perft).
//!
//! A plain `cargo test` runs only counts up to `DEBUG_BUDGET` leaves; `scripts/test`
//! runs this file again with `PAWNPOST_DEEP_TESTS=1` (and a release build always does),
//! where every published depth runs. The Chess960 tables (960 positions each) run every
//! position to depth 4 either way (about 6 s of a debug build's single thread), and
//! deeper for a sample in the deep run.

use std::path::Path;

use pawnpost::rules::{CHESS960_POSITIONS, CastlingMode, Position, perft};

/// Every published depth and the long runs: in an optimised build, or in the test build
/// when asked (`PAWNPOST_DEEP_TESTS=1`, as `scripts/test` does: no second build).
fn deep() -> bool {
    !cfg!(debug_assertions) || std::env::var_os("PAWNPOST_DEEP_TESTS").is_some()
}

const DEBUG_BUDGET: u64 = 5_000_000;

struct Case {
    id: String,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn read_suite(name: &str) -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/perft")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let (mut id, mut fen) = (String::new(), String::new());
    let mut cases = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("id ") {
            id = rest.to_owned();
        } else if let Some(rest) = line.strip_prefix("fen ") {
            fen = rest.to_owned();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            cases.push(Case {
                id: id.clone(),
                fen: fen.clone(),
                depth: depth.parse().unwrap(),
                nodes: nodes.parse().unwrap(),
            });
        }
    }
    assert!(!cases.is_empty(), "{name} has no cases");
    cases
}

fn run_suite(name: &str) {
    let mut ran = 0;
    for case in read_suite(name) {
        if !deep() && case.nodes > DEBUG_BUDGET {
            continue;
        }
        let pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        assert_eq!(
            perft(&pos, case.depth),
            case.nodes,
            "{} depth {}",
            case.id,
            case.depth
        );
        ran += 1;
    }
    assert!(ran > 0);
}

#[test]
fn published_positions() {
    run_suite("published.perft");
}

#[test]
fn tricky_positions() {
    run_suite("tricky.perft");
}

/// The depth every position of a Chess960 table runs to: 744 M leaves for both tables.
const CHESS960_DEPTH: u32 = 4;

/// Runs every position of a Chess960 table to `CHESS960_DEPTH`, and in the deep run
/// the positions `sample` (by index) to every published depth up to `sample_depth`.
fn run_chess960_suite(name: &str, sample: &[usize], sample_depth: u32) -> Vec<Case> {
    let cases = read_suite(name);
    let mut ran = 0;
    for case in &cases {
        let index: usize = case.id.parse().unwrap();
        let sampled = deep() && sample.contains(&index);
        if case.depth > CHESS960_DEPTH && !(sampled && case.depth <= sample_depth) {
            continue;
        }
        let pos = Position::from_fen_in(&case.fen, CastlingMode::Chess960)
            .unwrap_or_else(|e| panic!("{} {}: {e}", name, case.id));
        assert_eq!(
            perft(&pos, case.depth),
            case.nodes,
            "{name} {} depth {}",
            case.id,
            case.depth
        );
        ran += 1;
    }
    assert!(
        ran >= 960 * CHESS960_DEPTH as usize,
        "only {ran} counts ran"
    );
    cases
}

#[test]
fn chess960_starting_positions() {
    let cases = run_chess960_suite(
        "chess960-start.perft",
        &[0, 96, 192, 288, 384, 480, 518, 576, 672, 959],
        5,
    );
    // The table lists the positions by Scharnagl's numbers: ours must be the same.
    let fens: Vec<&str> = cases.iter().step_by(6).map(|c| c.fen.as_str()).collect();
    assert_eq!(fens.len(), usize::from(CHESS960_POSITIONS));
    for (number, fen) in (0..CHESS960_POSITIONS).zip(fens) {
        let ours = Position::chess960(number).unwrap();
        let theirs = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
        assert_eq!(ours, theirs, "start position {number}");
    }
}

#[test]
fn chess960_published_positions() {
    run_chess960_suite(
        "chess960.perft",
        &[0, 95, 191, 287, 383, 479, 575, 671, 767, 863],
        5,
    );
}

/// One start position and one published position to depth 6, in the deep run only.
#[test]
fn chess960_deep() {
    if !deep() {
        return;
    }
    for (name, index) in [("chess960-start.perft", 0), ("chess960.perft", 1)] {
        let case = read_suite(name)
            .into_iter()
            .filter(|c| c.depth == 6)
            .nth(index)
            .unwrap();
        let pos = Position::from_fen_in(&case.fen, CastlingMode::Chess960).unwrap();
        assert_eq!(perft(&pos, 6), case.nodes, "{name} {}", case.id);
    }
}
