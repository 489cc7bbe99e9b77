//! Team matches and team round robins (issue 32, item 4): board against board, each
//! pair of players playing both colours at once, as chess.com's club matches and
//! ICCF's team events play by post. Pure: line-ups and results in, games, scores and
//! tables out.
//!
//! - **A match** between two teams of `boards` players each: board `b` of one team
//!   meets board `b` of the other in two games started together, one with each colour.
//! - **Board points** are the games' points (a win 1, a draw ½); the team with more
//!   board points wins the match: **match points** 2 for a win, 1 for a draw, 0 for a
//!   loss. A match is **decided** as soon as one team's board points cannot be caught
//!   up by the games still running, and the letters may say so then.
//! - **A team round robin** pairs the teams by the Berger tables (`pairing`) and ranks
//!   them by match points, then board points, then the match between them when two are
//!   level; teams still level share a place (the better seed listed first).
//! - **Replacing a player.** The captain may name a substitute for a player while a
//!   match runs (`daemon::teams`): the substitute, a teammate who joined the team by
//!   their own mail, takes over the player's games still running from their position
//!   and clock; finished games keep their result. Since a match's games all start at
//!   once, there are no games "not yet started" to hand over instead; the cost (a team
//!   may bring in a stronger player for a hard position) is told to everyone concerned
//!   and listed in docs/security.md.

/// One game of a team match: on `board` (1-based), the home team's player has White
/// when `home_white`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardGame {
    pub board: u32,
    pub home_white: bool,
}

/// The games of a match on `boards` boards: two per board, both started at once.
pub fn games(boards: u32) -> Vec<BoardGame> {
    (1..=boards)
        .flat_map(|board| [true, false].map(|home_white| BoardGame { board, home_white }))
        .collect()
}

/// The score of a match so far, in half-points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MatchScore {
    pub home_halves: u32,
    pub away_halves: u32,
    /// Games still running (or not started).
    pub running: u32,
    /// Neither team was complete in time: both lose the match by default.
    pub void: bool,
}

/// Which team of a team round robin's match lost it by default, not being complete
/// when its time ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forfeit {
    Home,
    Away,
    Both,
}

impl Forfeit {
    /// The stable key (the store, the message files).
    pub fn key(self) -> &'static str {
        match self {
            Forfeit::Home => "home",
            Forfeit::Away => "away",
            Forfeit::Both => "both",
        }
    }

    /// The forfeit a key names; `None` for none (`""`) or an unknown key.
    pub fn parse(key: &str) -> Option<Forfeit> {
        match key {
            "home" => Some(Forfeit::Home),
            "away" => Some(Forfeit::Away),
            "both" => Some(Forfeit::Both),
            _ => None,
        }
    }

    /// The result by default of a match on `boards` boards: every game lost by the
    /// team that was not complete (by both: no points for either, and no match point).
    pub fn score(self, boards: u32) -> MatchScore {
        let all = 2 * boards * 2;
        match self {
            Forfeit::Home => MatchScore {
                away_halves: all,
                ..MatchScore::default()
            },
            Forfeit::Away => MatchScore {
                home_halves: all,
                ..MatchScore::default()
            },
            Forfeit::Both => MatchScore {
                void: true,
                ..MatchScore::default()
            },
        }
    }
}

impl MatchScore {
    /// The score of a match whose games ended with the home team's `halves` (`None`
    /// while running).
    pub fn of(results: &[Option<u32>]) -> MatchScore {
        let mut score = MatchScore::default();
        for r in results {
            match r {
                Some(h) => {
                    score.home_halves += h;
                    score.away_halves += 2 - h;
                }
                None => score.running += 1,
            }
        }
        score
    }

    /// Match points (2 a win, 1 a draw) for home and away, once decided: when the games
    /// still running cannot change who wins.
    pub fn decided(&self) -> Option<(u32, u32)> {
        if self.void {
            return Some((0, 0));
        }
        let left = 2 * self.running;
        let (h, a) = (self.home_halves, self.away_halves);
        if h > a + left {
            Some((2, 0))
        } else if a > h + left {
            Some((0, 2))
        } else if self.running == 0 {
            Some((1, 1))
        } else {
            None
        }
    }
}

/// A team's row in a team round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    /// 1-based seed.
    pub seed: u32,
    pub match_points: u32,
    pub board_halves: u32,
    /// 1 for the first; teams the ranking cannot tell apart share a place.
    pub rank: u32,
    /// The team's matches that have ended (the table's "played" column).
    pub matches: u32,
}

/// A match of the team table: the seeds and the final score, `None` while running.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamMatch {
    pub home: u32,
    pub away: u32,
    pub score: Option<MatchScore>,
}

/// The table of a team round robin of `teams` seeds.
pub fn table(teams: u32, matches: &[TeamMatch]) -> Vec<TeamRow> {
    let points = |team: u32| -> (u32, u32) {
        let mut mp = 0;
        let mut bp = 0;
        for m in matches {
            let Some(score) = m.score else { continue };
            let Some((home, away)) = score.decided() else {
                continue;
            };
            if m.home == team {
                mp += home;
                bp += score.home_halves;
            } else if m.away == team {
                mp += away;
                bp += score.away_halves;
            }
        }
        (mp, bp)
    };
    // The match points `a` took from `b`, when they met and it is decided.
    let between = |a: u32, b: u32| -> u32 {
        matches
            .iter()
            .filter_map(|m| {
                let (home, away) = m.score?.decided()?;
                if (m.home, m.away) == (a, b) {
                    Some(home)
                } else if (m.home, m.away) == (b, a) {
                    Some(away)
                } else {
                    None
                }
            })
            .sum()
    };
    let ended = |team: u32| {
        matches
            .iter()
            .filter(|m| m.score.is_some() && (m.home == team || m.away == team))
            .count() as u32
    };
    let mut rows: Vec<TeamRow> = (1..=teams)
        .map(|seed| {
            let (match_points, board_halves) = points(seed);
            TeamRow {
                seed,
                match_points,
                board_halves,
                rank: 0,
                matches: ended(seed),
            }
        })
        .collect();
    let level_count = |r: &TeamRow, all: &[TeamRow]| {
        all.iter()
            .filter(|o| (o.match_points, o.board_halves) == (r.match_points, r.board_halves))
            .count()
    };
    let snapshot = rows.clone();
    // The ranking's order without the seed: teams it cannot tell apart share a place
    // (the seed only orders their rows).
    let order = |a: &TeamRow, b: &TeamRow| {
        (b.match_points, b.board_halves)
            .cmp(&(a.match_points, a.board_halves))
            .then_with(|| {
                if level_count(a, &snapshot) == 2 {
                    between(b.seed, a.seed).cmp(&between(a.seed, b.seed))
                } else {
                    std::cmp::Ordering::Equal
                }
            })
    };
    rows.sort_by(|a, b| order(a, b).then(a.seed.cmp(&b.seed)));
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && order(&rows[i - 1], &rows[i]).is_eq() {
            rows[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    rows
}

/// A match of a team round robin: in `round`, seed `home` meets seed `away`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fixture {
    pub round: u32,
    pub home: u32,
    pub away: u32,
}

/// The most teams in a team round robin (19 or 38 rounds).
pub const MAX_LEAGUE_TEAMS: u32 = 20;

/// Every match of a team round robin of `teams` seeds, round by round, by the Berger
/// tables (`pairing`): each team meets each other once (twice when `double`, home and
/// away swapped in the second cycle), one match per team a round, home and away
/// balanced. With an odd number of teams one team rests each round.
pub fn fixtures(teams: u32, double: bool) -> Vec<Fixture> {
    crate::community::pairing::round_robin(teams, double)
        .into_iter()
        .map(|p| Fixture {
            round: p.round,
            home: p.white,
            away: p.black,
        })
        .collect()
}

/// The rounds of a team round robin of `teams` seeds.
pub fn league_rounds(teams: u32, double: bool) -> u32 {
    crate::community::pairing::rounds(teams, double)
}

/// The seed that rests in `round` (an odd number of teams), if any.
pub fn resting(teams: u32, double: bool, round: u32) -> Option<u32> {
    let playing: Vec<u32> = fixtures(teams, double)
        .iter()
        .filter(|f| f.round == round)
        .flat_map(|f| [f.home, f.away])
        .collect();
    (1..=teams).find(|seed| !playing.contains(seed))
}

/// The name of the `index`th match (from 0) of `round` of the team round robin
/// `league`: `NAME-2a`, `NAME-2b`, …
pub fn league_match_name(league: &str, round: u32, index: usize) -> String {
    format!("{league}-{round}{}", (b'a' + index as u8) as char)
}

/// Whether `name` is one the team round robin `league` of `teams` teams gives, or
/// will give, to one of its matches (`NAME-` a round and a letter, in any capitals):
/// no other event may take it.
pub fn league_reserves(league: &str, teams: u32, double: bool, name: &str) -> bool {
    (1..=league_rounds(teams, double)).any(|round| {
        (0..(teams / 2) as usize)
            .any(|index| league_match_name(league, round, index).eq_ignore_ascii_case(name))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn each_board_plays_both_colours() {
        let g = games(4);
        assert_eq!(g.len(), 8);
        for board in 1..=4 {
            let on: Vec<bool> = g
                .iter()
                .filter(|x| x.board == board)
                .map(|x| x.home_white)
                .collect();
            assert_eq!(on, [true, false]);
        }
    }

    #[test]
    fn a_match_is_decided_when_it_cannot_be_caught_up() {
        // Four boards, eight games: the home team has won four, four run; the away
        // team can still draw the match.
        let mut results = vec![Some(2); 4];
        results.extend([None; 4]);
        assert_eq!(MatchScore::of(&results).decided(), None);
        // Won five: 5 points to at most 3, decided with three games still running.
        let mut results = vec![Some(2); 5];
        results.extend([None; 3]);
        assert_eq!(MatchScore::of(&results).decided(), Some((2, 0)));
        // Every game drawn: a drawn match.
        assert_eq!(MatchScore::of(&[Some(1); 8]).decided(), Some((1, 1)));
    }

    #[test]
    fn teams_are_ranked_by_match_points_then_board_points_then_their_match() {
        let score = |home: &[u32]| {
            Some(MatchScore::of(
                &home.iter().map(|&h| Some(h)).collect::<Vec<_>>(),
            ))
        };
        // Three teams, two boards (four games a match).
        // 1 beats 2 3-1; 2 beats 3 3-1; 3 beats 1 3-1: all level on 2 match points and
        // 4 board points, so three level: the seed decides.
        let cycle = [
            TeamMatch {
                home: 1,
                away: 2,
                score: score(&[2, 2, 2, 0]),
            },
            TeamMatch {
                home: 2,
                away: 3,
                score: score(&[2, 2, 2, 0]),
            },
            TeamMatch {
                home: 3,
                away: 1,
                score: score(&[2, 2, 2, 0]),
            },
        ];
        let t = table(3, &cycle);
        assert_eq!(t.iter().map(|r| r.seed).collect::<Vec<_>>(), [1, 2, 3]);
        // Nothing tells them apart: they share the first place.
        assert!(t.iter().all(|r| r.rank == 1));
        assert!(t.iter().all(|r| r.match_points == 2 && r.board_halves == 8));
        assert!(t.iter().all(|r| r.matches == 2));
        // A match still running is nobody's played match.
        let mut running = cycle;
        running[2].score = None;
        let t = table(3, &running);
        let played = |seed: u32| t.iter().find(|r| r.seed == seed).unwrap().matches;
        assert_eq!((played(1), played(2), played(3)), (1, 2, 1));
        // Four teams: 2 and 3 both end on 3 match points and 12 board points
        // (6 points), and 3 beat 2 in their match, so 3 goes first despite the seed.
        let two = [
            TeamMatch {
                home: 1,
                away: 2,
                score: score(&[2, 2, 0, 0]),
            },
            TeamMatch {
                home: 1,
                away: 3,
                score: score(&[2, 2, 1, 0]),
            },
            TeamMatch {
                home: 1,
                away: 4,
                score: score(&[2, 2, 2, 2]),
            },
            TeamMatch {
                home: 2,
                away: 3,
                score: score(&[2, 1, 0, 0]),
            },
            TeamMatch {
                home: 2,
                away: 4,
                score: score(&[2, 2, 1, 0]),
            },
            TeamMatch {
                home: 3,
                away: 4,
                score: score(&[2, 2, 0, 0]),
            },
        ];
        let t = table(4, &two);
        let key = |seed: u32| {
            let r = t.iter().find(|r| r.seed == seed).unwrap();
            (r.match_points, r.board_halves)
        };
        assert_eq!(key(2), (3, 12));
        assert_eq!(key(3), (3, 12));
        assert_eq!(t.iter().map(|r| r.seed).collect::<Vec<_>>(), [1, 3, 2, 4]);
        assert_eq!(t.iter().map(|r| r.rank).collect::<Vec<_>>(), [1, 2, 3, 4]);
    }

    #[test]
    fn a_team_round_robin_meets_everyone_once_a_round_at_a_time() {
        for teams in 2..=9 {
            for double in [false, true] {
                let all = fixtures(teams, double);
                let rounds = league_rounds(teams, double);
                let cycles = if double { 2 } else { 1 };
                // Every pair meets once a cycle, home once each way over two.
                for a in 1..=teams {
                    for b in a + 1..=teams {
                        let met: Vec<&Fixture> = all
                            .iter()
                            .filter(|f| (f.home, f.away) == (a, b) || (f.home, f.away) == (b, a))
                            .collect();
                        assert_eq!(met.len(), cycles, "{teams} teams: {a} and {b}");
                        if double {
                            assert_ne!(met[0].home, met[1].home);
                        }
                    }
                }
                // One match a team a round; a team rests only when the count is odd.
                for round in 1..=rounds {
                    let mut seen = Vec::new();
                    for f in all.iter().filter(|f| f.round == round) {
                        seen.extend([f.home, f.away]);
                    }
                    seen.sort_unstable();
                    seen.dedup();
                    assert_eq!(seen.len() as u32, teams - teams % 2, "round {round}");
                    assert_eq!(resting(teams, double, round).is_some(), teams % 2 == 1);
                }
                assert!(all.iter().all(|f| (1..=rounds).contains(&f.round)));
            }
        }
    }

    #[test]
    fn a_match_lost_by_default_scores_every_game_to_the_complete_team() {
        // Two boards, four games: 4–0 in board points, 2–0 in match points.
        let s = Forfeit::Home.score(2);
        assert_eq!((s.home_halves, s.away_halves, s.running), (0, 8, 0));
        assert_eq!(s.decided(), Some((0, 2)));
        assert_eq!(Forfeit::Away.score(2).decided(), Some((2, 0)));
        // Neither complete: no point for either.
        assert_eq!(Forfeit::Both.score(2).decided(), Some((0, 0)));
        let t = table(
            2,
            &[TeamMatch {
                home: 1,
                away: 2,
                score: Some(Forfeit::Both.score(2)),
            }],
        );
        assert!(t.iter().all(|r| r.match_points == 0 && r.board_halves == 0));
        for f in [Forfeit::Home, Forfeit::Away, Forfeit::Both] {
            assert_eq!(Forfeit::parse(f.key()), Some(f));
        }
        assert_eq!(Forfeit::parse(""), None);
    }

    #[test]
    fn a_team_round_robin_keeps_its_match_names() {
        // Five teams: five rounds of two matches.
        assert_eq!(league_match_name("Cup", 3, 1), "Cup-3b");
        for name in ["Cup-1a", "cup-5B", "CUP-3b"] {
            assert!(league_reserves("Cup", 5, false, name), "{name}");
        }
        for name in [
            "Cup-6a", "Cup-1c", "Cup-0a", "Cup-1", "Cup-a", "Cups-1a", "Cup1a", "Cup-+1a",
            "Cup-1aa",
        ] {
            assert!(!league_reserves("Cup", 5, false, name), "{name}");
        }
        assert!(league_reserves("Cup", 5, true, "Cup-10b"));
    }

    proptest! {
        /// Once decided, the result stands whatever the running games do; the match
        /// points always add to 2.
        #[test]
        fn a_decided_match_stays_decided(
            ended in proptest::collection::vec(0u32..3, 0..12),
            rest in proptest::collection::vec(0u32..3, 0..12),
        ) {
            let mut now: Vec<Option<u32>> = ended.iter().map(|&h| Some(h)).collect();
            now.extend(rest.iter().map(|_| None));
            let later: Vec<Option<u32>> = ended.iter().chain(&rest).map(|&h| Some(h)).collect();
            let final_points = MatchScore::of(&later).decided().unwrap();
            prop_assert_eq!(final_points.0 + final_points.1, 2);
            if let Some(early) = MatchScore::of(&now).decided() {
                prop_assert_eq!(early, final_points);
            }
        }
    }
}
