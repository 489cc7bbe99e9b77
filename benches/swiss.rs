//! Pairing one round of a large Swiss by the Dutch system (issue 32: a round of a
//! 1,000-player Swiss). The tournament is made here: `rounds` rounds of random pairs
//! with no rematch, random results and a few absences, then the next round is paired.
//!
//! `cargo bench --bench swiss` measures 100 and 200 players with criterion;
//! `PAWNPOST_SWISS_PLAYERS=1000 cargo bench --bench swiss` also times one pairing of
//! 1,000 players (minutes: too long for criterion's ten samples).

use std::hint::black_box;
use std::time::Duration;

use criterion::Criterion;
use pawnpost::community::swiss::{Outcome, RoundEntry, SwissPlayer, Tournament, pair_next_round};
use pawnpost::rules::Color;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// `players` players after `rounds` random rounds, seeded.
fn tournament(players: usize, rounds: usize, seed: u64) -> Tournament {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut history: Vec<Vec<RoundEntry>> = vec![Vec::new(); players];
    let mut met = vec![std::collections::HashSet::new(); players];
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..players).collect();
        order.shuffle(&mut rng);
        let mut waiting: Vec<usize> = Vec::new();
        for p in order {
            if rng.random_bool(0.03) {
                history[p].push(RoundEntry::ABSENT); // away this round
                continue;
            }
            match waiting.iter().position(|&q| !met[p].contains(&q)) {
                Some(i) => {
                    let q = waiting.swap_remove(i);
                    met[p].insert(q);
                    met[q].insert(p);
                    let (white, black) = if rng.random_bool(0.5) { (p, q) } else { (q, p) };
                    let roll: f64 = rng.random();
                    let (ow, ob) = if roll < 0.4 {
                        (Outcome::Win, Outcome::Loss)
                    } else if roll < 0.7 {
                        (Outcome::Draw, Outcome::Draw)
                    } else {
                        (Outcome::Loss, Outcome::Win)
                    };
                    for (me, them, colour, outcome) in [
                        (white, black, Color::White, ow),
                        (black, white, Color::Black, ob),
                    ] {
                        history[me].push(RoundEntry {
                            opponent: Some(them),
                            colour: Some(colour),
                            outcome,
                            played: true,
                            paired: true,
                        });
                    }
                }
                None => waiting.push(p),
            }
        }
        for p in waiting {
            history[p].push(RoundEntry::ABSENT);
        }
    }
    Tournament {
        players: history
            .into_iter()
            .enumerate()
            .map(|(i, rounds)| SwissPlayer {
                number: i as u32 + 1,
                rounds,
            })
            .collect(),
        rounds_played: rounds,
        total_rounds: rounds + 4,
        first_colour: Color::White,
    }
}

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
