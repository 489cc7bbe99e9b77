//! Perft against published leaf counts (tests/fixtures/perft/*.perft).
//!
//! In a debug build only counts up to `DEBUG_BUDGET` leaves run; `scripts/test` runs
//! this file again with `--release`, where every published depth runs.

use std::path::Path;

use pawnpost::rules::{Position, perft};

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
        if cfg!(debug_assertions) && case.nodes > DEBUG_BUDGET {
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
