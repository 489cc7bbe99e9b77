//! The random Swiss field of the Dutch benchmark (issue 32), shared by
//! `benches/swiss.rs` and `examples/swiss_field.rs` (which writes it as a TRF):
//! `rounds` rounds of random pairs with no rematch, random results and 3% absences.

use pawnpost::community::swiss::{Outcome, RoundEntry, SwissPlayer, Tournament};
use pawnpost::rules::Color;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// `players` players after `rounds` random rounds, seeded.
pub fn tournament(players: usize, rounds: usize, seed: u64) -> Tournament {
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
