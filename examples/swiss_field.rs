//! Writes the Dutch benchmark's random Swiss field (benches/support/swiss_field.rs) as
//! a TRF, to time `pawnpost pairings --system dutch FILE` on it:
//! `cargo run --release --example swiss_field -- PLAYERS [ROUNDS] [SEED] > FILE.trf`
//! (defaults: 5 rounds, seed 32, the bench's tournament).

#[path = "../benches/support/swiss_field.rs"]
mod swiss_field;

use pawnpost::community::swiss::Outcome;
use pawnpost::rules::Color;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers: PLAYERS [ROUNDS] [SEED]"))
        .collect();
    let players = args.first().copied().unwrap_or(1000);
    let rounds = args.get(1).copied().unwrap_or(5);
    let seed = args.get(2).copied().unwrap_or(32) as u64;
    let t = swiss_field::tournament(players, rounds, seed);
    println!("XXR {}", t.total_rounds);
    println!("XXC white1");
    for (i, p) in t.players.iter().enumerate() {
        let half = t.half_points(i);
        let mut line = format!(
            "001 {:4}{:72}{:>2}.{}     ",
            i + 1,
            "",
            half / 2,
            if half % 2 == 1 { 5 } else { 0 }
        );
        for r in &p.rounds {
            let entry = match r.opponent {
                Some(o) => {
                    let colour = if r.colour == Some(Color::White) {
                        'w'
                    } else {
                        'b'
                    };
                    let result = match r.outcome {
                        Outcome::Win => '1',
                        Outcome::Draw => '=',
                        Outcome::Loss => '0',
                    };
                    format!("{:4} {colour} {result}", o + 1)
                }
                None => "0000 - Z".to_string(),
            };
            line.push_str("  ");
            line.push_str(&entry);
        }
        println!("{}", line.trim_end());
    }
}
