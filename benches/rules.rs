//! Rules-core speed against shakmaty in the same run: perft(6) from the start,
//! perft(5) of Kiwipete, and parse + validate + apply of one SAN move.
//!
//! `cargo bench --bench rules` (figures in docs/benchmarks.md).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnpost::notation::{Language, parse_move};
use pawnpost::rules::{Position, perft};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn reference(fen: &str) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .map(|f| f.into_position(CastlingMode::Standard).ok())
        .ok()
        .flatten()
        .unwrap_or_default()
}

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for (name, fen, depth) in [("start-6", START, 6), ("kiwipete-5", KIWIPETE, 5)] {
        let ours = Position::from_fen(fen).unwrap_or_default();
        let theirs = reference(fen);
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
    let theirs = reference(KIWIPETE);
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
