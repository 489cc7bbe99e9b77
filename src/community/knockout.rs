//! Knockout events of two-game matches (issue 32, item 2): the bracket and who goes
//! through. Pure, like the rest of `community`: seeds in, pairs and winners out.
//!
//! - **Seeding.** Players are seeded by rating, 1 the strongest. The bracket has the
//!   next power of two of places; the places left over are byes, and they go to the
//!   top seeds. The first round meets seed `s` with seed `size + 1 - s`, and the lines
//!   are ordered so that seeds 1 and 2 can meet only in the final, seeds 1 to 4 only from
//!   the semi-finals on, and so on (the usual tennis and ICCF order).
//! - **A match** is a pair of games played at the same time, one with each colour: in
//!   correspondence chess nobody waits for a first game to end before the second
//!   starts.
//! - **A tie.** Correspondence games last months, so a tied match does not go on
//!   without end: it plays [`MatchRules::extra_pairs`] further pairs of games at most
//!   (one by default), and a match still tied after them goes to the **higher seed**.
//!   Of the ties that fit the post, this one is known before the match starts, rewards
//!   the rating that seeded the bracket, and cannot be played for: a blitz playoff
//!   cannot be held by mail, colour cannot separate a pair that had each colour once,
//!   and Sonneborn–Berger is meaningless between two players.

use std::fmt;

/// The number of places in a bracket for `players` (the next power of two, at least 2).
pub fn places(players: u32) -> u32 {
    players.max(2).next_power_of_two()
}

/// The number of rounds to a champion for `players`.
pub fn rounds(players: u32) -> u32 {
    places(players).trailing_zeros()
}

/// The seeds down the first round's lines of a bracket of `places` places (a power of
/// two): `[1, 2]`, `[1, 4, 2, 3]`, `[1, 8, 4, 5, 2, 7, 3, 6]`… Each consecutive two
/// meet in the first round; each consecutive four hold the two matches whose winners
/// meet next; and so on.
pub fn lines(places: u32) -> Vec<u32> {
    debug_assert!(places.is_power_of_two() && places >= 2);
    let mut order = vec![1u32];
    while (order.len() as u32) < places {
        let size = 2 * order.len() as u32;
        order = order.iter().flat_map(|&s| [s, size + 1 - s]).collect();
    }
    order
}

/// One match of a round: the higher seed and the lower one, or a bye when the lower is
/// absent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meeting {
    pub higher: u32,
    /// `None`: the higher seed goes through without playing.
    pub lower: Option<u32>,
}

impl Meeting {
    fn of(a: u32, b: Option<u32>) -> Meeting {
        match b {
            Some(b) if b < a => Meeting {
                higher: b,
                lower: Some(a),
            },
            _ => Meeting {
                higher: a,
                lower: b,
            },
        }
    }
}

/// The first round of a knockout of `players` seeds, in bracket order: byes for the top
/// seeds when `players` is not a power of two.
pub fn first_round(players: u32) -> Vec<Meeting> {
    let order = lines(places(players));
    order
        .chunks(2)
        .map(|pair| {
            let present = |s: u32| (s <= players).then_some(s);
            match (present(pair[0]), present(pair[1])) {
                (Some(a), b) => Meeting::of(a, b),
                (None, Some(b)) => Meeting::of(b, None),
                (None, None) => unreachable!("a bye meets a bye only with fewer than half"),
            }
        })
        .collect()
}

/// The next round's meetings from the winners of this round's, in bracket order.
pub fn next_round(winners: &[u32]) -> Vec<Meeting> {
    winners
        .chunks(2)
        .map(|pair| Meeting::of(pair[0], pair.get(1).copied()))
        .collect()
}

/// How many pairs of games a tie may add, and the event's name for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchRules {
    /// Further pairs of games a tied match plays before the higher seed goes through.
    pub extra_pairs: u32,
}

impl Default for MatchRules {
    fn default() -> Self {
        MatchRules { extra_pairs: 1 }
    }
}

/// The result of one game of a match, for the higher seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    Playing,
    /// Half-points the higher seed scored: 0, 1 or 2.
    Ended(u32),
}

/// Who goes through, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// More points over the pairs played.
    Points,
    /// Still tied after every pair the rules allow.
    HigherSeed,
    /// No opponent in the bracket.
    Bye,
}

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchState {
    /// A game of the last pair is still being played.
    Playing,
    /// Tied after every pair so far, and the rules allow another: start it.
    AnotherPair,
    /// Over: the higher seed (`true`) or the lower goes through.
    Decided { higher_through: bool, by: Decision },
}

/// The state of a match whose games so far are `games`, two per pair in the order they
/// were started (the higher seed with White, then with Black).
pub fn state(games: &[Game], rules: MatchRules) -> MatchState {
    if games.is_empty() {
        return MatchState::Playing;
    }
    if games.contains(&Game::Playing) || games.len() % 2 == 1 {
        return MatchState::Playing;
    }
    let higher: u32 = games
        .iter()
        .map(|g| match g {
            Game::Ended(h) => *h,
            Game::Playing => 0,
        })
        .sum();
    let total = 2 * games.len() as u32;
    let lower = total - higher;
    if higher != lower {
        return MatchState::Decided {
            higher_through: higher > lower,
            by: Decision::Points,
        };
    }
    let pairs = games.len() as u32 / 2;
    if pairs <= rules.extra_pairs {
        MatchState::AnotherPair
    } else {
        MatchState::Decided {
            higher_through: true,
            by: Decision::HigherSeed,
        }
    }
}

/// The name of a round counted from the end: the final, the semi-finals…
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundName {
    Final,
    SemiFinal,
    QuarterFinal,
    /// Round `n` (1-based) of an earlier stage.
    Round(u32),
}

impl RoundName {
    pub fn of(round: u32, rounds: u32) -> RoundName {
        match rounds.saturating_sub(round) {
            0 => RoundName::Final,
            1 => RoundName::SemiFinal,
            2 => RoundName::QuarterFinal,
            _ => RoundName::Round(round),
        }
    }
}

impl fmt::Display for RoundName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundName::Final => f.write_str("final"),
            RoundName::SemiFinal => f.write_str("semi-final"),
            RoundName::QuarterFinal => f.write_str("quarter-final"),
            RoundName::Round(n) => write!(f, "round {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_lines_are_the_usual_seeding_order() {
        assert_eq!(lines(2), [1, 2]);
        assert_eq!(lines(4), [1, 4, 2, 3]);
        assert_eq!(lines(8), [1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(
            lines(16),
            [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
        );
    }

    #[test]
    fn byes_go_to_the_top_seeds() {
        // 13 players in 16 places: seeds 1, 2 and 3 have byes.
        let round = first_round(13);
        let byes: Vec<u32> = round
            .iter()
            .filter(|m| m.lower.is_none())
            .map(|m| m.higher)
            .collect();
        let mut sorted = byes.clone();
        sorted.sort();
        assert_eq!(sorted, [1, 2, 3]);
        assert_eq!(round.len(), 8);
        assert!(round.contains(&Meeting {
            higher: 4,
            lower: Some(13)
        }));
    }

    #[test]
    fn a_decisive_pair_is_decided_by_points() {
        let rules = MatchRules::default();
        // The higher seed wins with White and draws with Black.
        assert_eq!(
            state(&[Game::Ended(2), Game::Ended(1)], rules),
            MatchState::Decided {
                higher_through: true,
                by: Decision::Points
            }
        );
        // The lower seed wins with White, loses nothing with Black.
        assert_eq!(
            state(&[Game::Ended(1), Game::Ended(0)], rules),
            MatchState::Decided {
                higher_through: false,
                by: Decision::Points
            }
        );
        // One game still on: not decided, whatever the other.
        assert_eq!(
            state(&[Game::Ended(2), Game::Playing], rules),
            MatchState::Playing
        );
    }

    #[test]
    fn a_tie_plays_one_more_pair_then_goes_to_the_higher_seed() {
        let rules = MatchRules::default();
        let tied = [Game::Ended(2), Game::Ended(0)];
        assert_eq!(state(&tied, rules), MatchState::AnotherPair);
        // The second pair decides when it is not tied…
        let mut more = tied.to_vec();
        more.extend([Game::Ended(0), Game::Ended(1)]);
        assert_eq!(
            state(&more, rules),
            MatchState::Decided {
                higher_through: false,
                by: Decision::Points
            }
        );
        // …and the higher seed goes through when it is.
        let mut level = tied.to_vec();
        level.extend([Game::Ended(1), Game::Ended(1)]);
        assert_eq!(
            state(&level, rules),
            MatchState::Decided {
                higher_through: true,
                by: Decision::HigherSeed
            }
        );
        // With no extra pair, at once.
        assert_eq!(
            state(&tied, MatchRules { extra_pairs: 0 }),
            MatchState::Decided {
                higher_through: true,
                by: Decision::HigherSeed
            }
        );
    }

    #[test]
    fn rounds_are_named_from_the_end() {
        assert_eq!(RoundName::of(4, 4), RoundName::Final);
        assert_eq!(RoundName::of(3, 4), RoundName::SemiFinal);
        assert_eq!(RoundName::of(2, 4), RoundName::QuarterFinal);
        assert_eq!(RoundName::of(1, 4), RoundName::Round(1));
    }

    /// Plays a whole bracket where the higher seed always wins: the round in which two
    /// seeds meet.
    fn meeting_rounds(players: u32) -> Vec<(u32, u32, u32)> {
        let mut met = Vec::new();
        let mut round = first_round(players);
        let mut number = 1;
        loop {
            for m in &round {
                if let Some(lower) = m.lower {
                    met.push((m.higher, lower, number));
                }
            }
            let winners: Vec<u32> = round.iter().map(|m| m.higher).collect();
            if winners.len() == 1 {
                return met;
            }
            round = next_round(&winners);
            number += 1;
        }
    }

    proptest! {
        /// Every player is in the first round once; a bracket of n players has n - 1
        /// matches to a champion; with the favourites winning, seeds 1..2^k meet one
        /// another only in the last k rounds.
        #[test]
        fn the_bracket_keeps_the_favourites_apart(players in 2u32..200) {
            let round = first_round(players);
            let mut seen: Vec<u32> = round
                .iter()
                .flat_map(|m| std::iter::once(m.higher).chain(m.lower))
                .collect();
            seen.sort();
            prop_assert_eq!(seen, (1..=players).collect::<Vec<_>>());
            prop_assert_eq!(round.len() as u32, places(players) / 2);
            let met = meeting_rounds(players);
            prop_assert_eq!(met.len() as u32, players - 1);
            let total = rounds(players);
            for (a, b, round) in met {
                // Both among the top 2^k, the smallest k: they meet in the last k rounds.
                let k = 32 - (a.max(b) - 1).leading_zeros();
                prop_assert!(round > total - k, "seeds {} and {} met in round {}", a, b, round);
            }
        }

        /// A match is decided only when every game of its pairs has ended, and then
        /// always for the side with more points, or the higher seed when level.
        #[test]
        fn a_match_goes_to_the_points_or_the_seed(
            results in proptest::collection::vec(0u32..3, 0..8),
            extra in 0u32..3,
        ) {
            let games: Vec<Game> = results.iter().map(|&h| Game::Ended(h)).collect();
            let rules = MatchRules { extra_pairs: extra };
            let higher: u32 = results.iter().sum();
            let lower = 2 * results.len() as u32 - higher;
            match state(&games, rules) {
                MatchState::Playing => prop_assert!(results.is_empty() || results.len() % 2 == 1),
                MatchState::AnotherPair => {
                    prop_assert_eq!(higher, lower);
                    prop_assert!((results.len() as u32 / 2) <= extra);
                }
                MatchState::Decided { higher_through, by: Decision::Points } => {
                    prop_assert_eq!(higher_through, higher > lower);
                    prop_assert_ne!(higher, lower);
                }
                MatchState::Decided { higher_through, by: Decision::HigherSeed } => {
                    prop_assert!(higher_through);
                    prop_assert_eq!(higher, lower);
                    prop_assert!((results.len() as u32 / 2) > extra);
                }
                MatchState::Decided { by: Decision::Bye, .. } => prop_assert!(false),
            }
        }
    }
}
