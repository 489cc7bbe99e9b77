//! Pairing one round of a large Swiss by the Dutch system (issue 32: a round of a
//! 1,000-player Swiss). The tournament is made here: `rounds` rounds of random pairs
//! with no rematch, random results and a few absences, then the next round is paired.
//!
//! `cargo bench --bench swiss` measures 100 and 200 players with criterion;
//! `PAWNPOST_SWISS_PLAYERS=1000 cargo bench --bench swiss` also times one pairing of
//! 1,000 players (minutes: too long for criterion's ten samples).
//! `cargo run --release --example swiss_field -- 1000 > FILE.trf` writes the same
//! tournament as a TRF for `pawnpost pairings --system dutch FILE.trf`.

use std::hint::black_box;
use std::time::Duration;

use criterion::Criterion;
use pawnpost::community::swiss::pair_next_round;

#[path = "support/swiss_field.rs"]
mod swiss_field;

use swiss_field::tournament;

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for (players, rounds) in [(100, 5), (200, 5)] {
        let t = tournament(players, rounds, 32);
        group.bench_function(format!("{players} players, round {}", rounds + 1), |b| {
            b.iter(|| pair_next_round(black_box(&t)).expect("a pairing exists"))
        });
    }
    group.finish();
}

/// One timed pairing of a field too large for criterion's repeated samples.
fn once(players: usize) {
    let t = tournament(players, 5, 32);
    let start = std::time::Instant::now();
    let round = pair_next_round(&t).expect("a pairing exists");
    println!(
        "dutch/{players} players, round 6: {:.1} s ({} boards)",
        start.elapsed().as_secs_f64(),
        round.boards.len()
    );
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    pairing(&mut c);
    c.final_summary();
    if let Ok(list) = std::env::var("PAWNPOST_SWISS_PLAYERS") {
        for players in list.split(',').filter_map(|p| p.trim().parse().ok()) {
            once(players);
        }
    }
}
