//! Round-robin pairings by the Berger tables (FIDE Handbook C.05, Annex 1): every
//! player meets every other once (twice in a double round robin, colours reversed in
//! the second cycle), one game per player per round, colours balanced — each player
//! has White in half their games, give or take one.

/// One game of a round robin, between two seats (1-based pairing numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    /// 1-based.
    pub round: u32,
    pub white: u32,
    pub black: u32,
}

/// Every game of a round robin of `players` seats, round by round. With an odd number
/// of players one more seat is the bye: whoever meets it sits out that round.
pub fn round_robin(players: u32, double: bool) -> Vec<Pairing> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let m = n - 1;
    let mut games = Vec::new();
    for round in 1..=m {
        for i in 1..=m {
            // Seat n meets the seat i with 2i ≡ round + 1 (mod m); the others meet the
            // seat j with i + j ≡ round + 1 (mod m).
            let target = (round + 1) % m;
            let (white, black) = if (2 * i) % m == target {
                if round % 2 == 0 { (n, i) } else { (i, n) }
            } else {
                let j = (target + m - i % m) % m;
                let j = if j == 0 { m } else { j };
                if j <= i {
                    continue; // each pair once, from its lower seat
                }
                // The lower seat has White when the seats are an odd distance apart.
                if (j - i) % 2 == 1 { (i, j) } else { (j, i) }
            };
            if white > players || black > players {
                continue; // the bye
            }
            games.push(Pairing {
                round,
                white,
                black,
            });
        }
    }
    games.sort_by_key(|g| (g.round, g.white.min(g.black)));
    if double {
        let second: Vec<Pairing> = games
            .iter()
            .map(|g| Pairing {
                round: g.round + m,
                white: g.black,
                black: g.white,
            })
            .collect();
        games.extend(second);
    }
    games
}

/// The number of rounds of a round robin of `players` seats.
pub fn rounds(players: u32, double: bool) -> u32 {
    let n = players + players % 2;
    n.saturating_sub(1) * if double { 2 } else { 1 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn four_players_follow_the_berger_table() {
        let games: Vec<(u32, u32, u32)> = round_robin(4, false)
            .iter()
            .map(|g| (g.round, g.white, g.black))
            .collect();
        assert_eq!(
            games,
            [
                (1, 1, 4),
                (1, 2, 3),
                (2, 1, 2),
                (2, 4, 3),
                (3, 3, 1),
                (3, 2, 4)
            ]
        );
    }

    #[test]
    fn six_players_first_rounds_are_fides() {
        let round = |r: u32| -> Vec<(u32, u32)> {
            let mut games: Vec<(u32, u32)> = round_robin(6, false)
                .iter()
                .filter(|g| g.round == r)
                .map(|g| (g.white, g.black))
                .collect();
            games.sort();
            games
        };
        assert_eq!(round(1), [(1, 6), (2, 5), (3, 4)]);
        assert_eq!(round(2), [(1, 2), (5, 3), (6, 4)]);
    }

    proptest! {
        #[test]
        fn every_pair_meets_and_colours_balance(players in 2u32..=24, double: bool) {
            let games = round_robin(players, double);
            let cycles = if double { 2 } else { 1 };
            prop_assert_eq!(games.len() as u32, players * (players - 1) / 2 * cycles);
            for a in 1..=players {
                for b in (a + 1)..=players {
                    let met = games.iter().filter(|g| {
                        (g.white == a && g.black == b) || (g.white == b && g.black == a)
                    }).count();
                    prop_assert_eq!(met as u32, cycles);
                    if double {
                        let a_white = games.iter().filter(|g| g.white == a && g.black == b).count();
                        prop_assert_eq!(a_white, 1);
                    }
                }
                let whites = games.iter().filter(|g| g.white == a).count() as i64;
                let blacks = games.iter().filter(|g| g.black == a).count() as i64;
                prop_assert!((whites - blacks).abs() <= 1, "seat {a}: {whites} whites, {blacks} blacks");
            }
            for round in 1..=rounds(players, double) {
                let mut seen = Vec::new();
                for g in games.iter().filter(|g| g.round == round) {
                    prop_assert!(!seen.contains(&g.white) && !seen.contains(&g.black));
                    seen.push(g.white);
                    seen.push(g.black);
                }
            }
        }
    }
}
