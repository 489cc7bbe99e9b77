//! Rules-core speed against shakmaty in the same run: perft(6) from the start,
//! perft(5) of Kiwipete, the same in Chess960 mode (perft(6) of starting position 0,
//! perft(5) of the first position of the published Chess960 table), and parse +
//! validate + apply of one SAN move.
//!
//! `cargo bench --bench rules` (figures in docs/benchmarks.md).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnpost::notation::{Language, parse_move};
use pawnpost::rules::CastlingMode as OurMode;
use pawnpost::rules::{Position, perft};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// Chess960 starting position 0 (BBQNNRKR) and position 0 of the published Chess960
/// perft table (tests/fixtures/perft/chess960.perft).
const CHESS960_START_0: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
const CHESS960_TABLE_0: &str = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

fn reference(fen: &str, mode: CastlingMode) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .map(|f| f.into_position(mode).ok())
        .ok()
        .flatten()
        .unwrap_or_default()
}

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for (name, fen, depth, mode) in [
        ("start-6", START, 6, CastlingMode::Standard),
        ("kiwipete-5", KIWIPETE, 5, CastlingMode::Standard),
        (
            "chess960-start0-6",
            CHESS960_START_0,
            6,
            CastlingMode::Chess960,
        ),
        (
            "chess960-table0-5",
            CHESS960_TABLE_0,
            5,
            CastlingMode::Chess960,
        ),
    ] {
        let our_mode = match mode {
            CastlingMode::Standard => OurMode::Standard,
            CastlingMode::Chess960 => OurMode::Chess960,
        };
        let ours = Position::from_fen_in(fen, our_mode).unwrap_or_default();
        let theirs = reference(fen, mode);
        group.bench_function(format!("pawnpost/{name}"), |b| {
            b.iter(|| perft(black_box(&ours), depth))
        });
        group.bench_function(format!("shakmaty/{name}"), |b| {
            b.iter(|| shakmaty::perft(black_box(&theirs), depth))
        });
    }
    group.finish();
}

fn san_benches(c: &mut Criterion) {
    let pos = Position::from_fen(KIWIPETE).unwrap_or_default();
    c.bench_function("san/parse-validate-apply Nxf7 (pawnpost)", |b| {
        b.iter(|| {
            let m = parse_move(black_box("Nxf7"), &pos, Language::English);
            m.ok().and_then(|m| pos.play(&m).ok())
        })
    });
    let theirs = reference(KIWIPETE, CastlingMode::Standard);
    c.bench_function("san/parse-validate-apply Nxf7 (shakmaty)", |b| {
        use shakmaty::Position as _;
        b.iter(|| {
            let san: shakmaty::san::San = black_box("Nxf7").parse().ok()?;
            let m = san.to_move(&theirs).ok()?;
            theirs.clone().play(m).ok()
        })
    });
}

criterion_group!(benches, perft_benches, san_benches);
criterion_main!(benches);
