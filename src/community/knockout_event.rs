//! A knockout event as the store keeps it: its players by seed and its games by round,
//! turned into the [`Bracket`] (who met whom, the score of each match, who went
//! through and why). Pure: the rules of a match are [`super::knockout`]'s; this adds
//! what an event by mail needs on top of them:
//!
//! - the games of a match are found by their round and their two players (a match's
//!   pairs are its games in the order they were started);
//! - a game cancelled by both players counts as a draw (½–½): it was agreed by both,
//!   like a draw;
//! - a match not yet decided by its games in which a player has withdrawn goes to the
//!   other player (both withdrawn: the higher seed); a match decided before the
//!   withdrawal stands.
//!
//! Cost: one pass over the event's games, and a bracket of `n` players has at most
//! `n - 1` matches.

use std::collections::HashMap;

use crate::game::GameResult;

use super::knockout::{self, Game, MatchRules, MatchState, Meeting, RoundName};

/// One player, by seed (index 0 is seed 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnockoutPlayer {
    /// The public name.
    pub label: String,
    pub withdrawn: bool,
}

/// One game of the event: its round, the seeds with White and Black, the result once
/// over. In the order the games were started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KnockoutGame {
    pub id: i64,
    pub round: u32,
    pub white: u32,
    pub black: u32,
    pub result: Option<GameResult>,
}

/// Why a match went to its winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// More points over the pairs played.
    Points,
    /// Still tied after the extra pair: the higher seed.
    HigherSeed,
    /// No opponent in the first round.
    Bye,
    /// The opponent withdrew before the games decided it.
    Withdrawal,
}

impl Why {
    /// The stable key the message files choose their words by.
    pub fn key(self) -> &'static str {
        match self {
            Why::Points => "points",
            Why::HigherSeed => "seed",
            Why::Bye => "bye",
            Why::Withdrawal => "withdrawal",
        }
    }
}

/// Where a match stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stand {
    /// A game is still being played.
    Playing,
    /// Tied, and another pair is due (started as soon as this is seen).
    AnotherPair,
    /// Over: `winner` (a seed) goes through.
    Decided { winner: u32, why: Why },
}

/// One match of a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketMatch {
    pub higher: u32,
    /// `None`: a bye.
    pub lower: Option<u32>,
    /// Its games' ids, in the order they were started (two per pair).
    pub games: Vec<i64>,
    /// Half-points of the higher and the lower seed over the games that ended.
    pub halves: (u32, u32),
    /// Pairs of games started.
    pub pairs: u32,
    pub stand: Stand,
}

impl BracketMatch {
    /// The winner, once decided.
    pub fn winner(&self) -> Option<u32> {
        match self.stand {
            Stand::Decided { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// Whether `seed` plays in this match.
    pub fn has(&self, seed: u32) -> bool {
        self.higher == seed || self.lower == Some(seed)
    }

    /// The other player of the match than `seed`.
    pub fn opponent_of(&self, seed: u32) -> Option<u32> {
        if self.higher == seed {
            self.lower
        } else {
            Some(self.higher)
        }
    }
}

/// One round of the bracket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketRound {
    /// 1-based.
    pub number: u32,
    pub name: RoundName,
    pub matches: Vec<BracketMatch>,
}

impl BracketRound {
    /// Every match of the round decided.
    pub fn decided(&self) -> bool {
        self.matches.iter().all(|m| m.winner().is_some())
    }
}

/// What a knockout's seeds were given by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Seeding {
    /// The ratings at entry (`super::knockout`).
    #[default]
    Rating,
    /// The stage before, for the final of an event in stages
    /// (`super::stages::knockout_seeds`).
    Stage,
}

impl Seeding {
    /// The stable key the message files choose their words by.
    pub fn key(self) -> &'static str {
        match self {
            Seeding::Rating => "rating",
            Seeding::Stage => "stage",
        }
    }
}

/// A knockout event's bracket as it stands: the rounds started so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bracket {
    /// The players by seed.
    pub players: Vec<KnockoutPlayer>,
    pub rounds: Vec<BracketRound>,
    /// Rounds to a champion.
    pub total_rounds: u32,
    /// What the seeds were given by (set by the caller that knows; rating by default).
    pub seeding: Seeding,
}

impl Bracket {
    /// The bracket of `players` (by seed) after `started` rounds, from `games`.
    pub fn compute(
        players: &[KnockoutPlayer],
        games: &[KnockoutGame],
        started: u32,
        rules: MatchRules,
    ) -> Bracket {
        let n = players.len() as u32;
        let total_rounds = knockout::rounds(n);
        // The games of each match: by round and the two seeds, lower seed first.
        let mut by_match: HashMap<(u32, u32, u32), Vec<&KnockoutGame>> = HashMap::new();
        for g in games {
            let key = (g.round, g.white.min(g.black), g.white.max(g.black));
            by_match.entry(key).or_default().push(g);
        }
        let withdrawn = |seed: u32| players.get(seed as usize - 1).is_some_and(|p| p.withdrawn);
        let mut rounds: Vec<BracketRound> = Vec::new();
        let mut meetings = if n >= 2 {
            knockout::first_round(n)
        } else {
            Vec::new()
        };
        for number in 1..=started.min(total_rounds) {
            let matches: Vec<BracketMatch> = meetings
                .iter()
                .map(|m| {
                    let played = m
                        .lower
                        .and_then(|lower| by_match.get(&(number, m.higher, lower)))
                        .map(Vec::as_slice)
                        .unwrap_or_default();
                    one_match(*m, played, rules, withdrawn)
                })
                .collect();
            let round = BracketRound {
                number,
                name: RoundName::of(number, total_rounds),
                matches,
            };
            let winners: Option<Vec<u32>> =
                round.matches.iter().map(BracketMatch::winner).collect();
            rounds.push(round);
            match winners {
                Some(winners) if winners.len() >= 2 => meetings = knockout::next_round(&winners),
                _ => break,
            }
        }
        Bracket {
            players: players.to_vec(),
            rounds,
            total_rounds,
            seeding: Seeding::Rating,
        }
    }

    /// The meetings of the next round, when every match of the last round started is
    /// decided and it was not the final.
    pub fn next_meetings(&self) -> Option<Vec<Meeting>> {
        let last = self.rounds.last()?;
        if last.number >= self.total_rounds {
            return None;
        }
        let winners: Option<Vec<u32>> = last.matches.iter().map(BracketMatch::winner).collect();
        winners.map(|w| knockout::next_round(&w))
    }

    /// The champion, once the final is decided.
    pub fn champion(&self) -> Option<u32> {
        let last = self.rounds.last()?;
        if last.number != self.total_rounds {
            return None;
        }
        last.matches.first()?.winner()
    }

    /// The public name of `seed`.
    pub fn label(&self, seed: u32) -> &str {
        self.players
            .get(seed as usize - 1)
            .map_or("", |p| p.label.as_str())
    }

    /// The match in round `number` whose games include `game`.
    pub fn match_of_game(&self, game: i64) -> Option<(&BracketRound, &BracketMatch)> {
        self.rounds.iter().find_map(|r| {
            r.matches
                .iter()
                .find(|m| m.games.contains(&game))
                .map(|m| (r, m))
        })
    }
}

/// The state of one match from its games (in the order started).
fn one_match(
    meeting: Meeting,
    played: &[&KnockoutGame],
    rules: MatchRules,
    withdrawn: impl Fn(u32) -> bool,
) -> BracketMatch {
    let Some(lower) = meeting.lower else {
        return BracketMatch {
            higher: meeting.higher,
            lower: None,
            games: Vec::new(),
            halves: (0, 0),
            pairs: 0,
            stand: Stand::Decided {
                winner: meeting.higher,
                why: Why::Bye,
            },
        };
    };
    let higher = meeting.higher;
    let results: Vec<Game> = played
        .iter()
        .map(|g| match g.result {
            None => Game::Playing,
            Some(result) => {
                let white = match result {
                    GameResult::WhiteWins => 2,
                    GameResult::BlackWins => 0,
                    // A cancelled game was agreed by both, as a draw is.
                    GameResult::Draw | GameResult::Cancelled => 1,
                };
                Game::Ended(if g.white == higher { white } else { 2 - white })
            }
        })
        .collect();
    let halves_higher: u32 = results
        .iter()
        .map(|g| match g {
            Game::Ended(h) => *h,
            Game::Playing => 0,
        })
        .sum();
    let ended = results.iter().filter(|g| **g != Game::Playing).count() as u32;
    let by_games = knockout::state(&results, rules);
    let stand = match by_games {
        MatchState::Decided { higher_through, by } => Stand::Decided {
            winner: if higher_through { higher } else { lower },
            why: match by {
                knockout::Decision::Points => Why::Points,
                knockout::Decision::HigherSeed => Why::HigherSeed,
                knockout::Decision::Bye => Why::Bye,
            },
        },
        _ if withdrawn(lower) => Stand::Decided {
            winner: higher,
            why: Why::Withdrawal,
        },
        _ if withdrawn(higher) => Stand::Decided {
            winner: lower,
            why: Why::Withdrawal,
        },
        MatchState::AnotherPair => Stand::AnotherPair,
        MatchState::Playing => Stand::Playing,
    };
    BracketMatch {
        higher,
        lower: Some(lower),
        games: played.iter().map(|g| g.id).collect(),
        halves: (halves_higher, 2 * ended - halves_higher),
        pairs: (played.len() as u32).div_ceil(2),
        stand,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(n: usize) -> Vec<KnockoutPlayer> {
        (1..=n)
            .map(|i| KnockoutPlayer {
                label: format!("p{i}"),
                withdrawn: false,
            })
            .collect()
    }

    fn game(id: i64, round: u32, white: u32, black: u32, r: Option<GameResult>) -> KnockoutGame {
        KnockoutGame {
            id,
            round,
            white,
            black,
            result: r,
        }
    }

    use GameResult::{BlackWins, Draw, WhiteWins};

    #[test]
    fn a_bracket_of_three_gives_the_top_seed_a_bye_and_plays_to_a_champion() {
        let p = players(3);
        let b = Bracket::compute(&p, &[], 1, MatchRules::default());
        assert_eq!(b.total_rounds, 2);
        let first = &b.rounds[0];
        assert_eq!(
            first.matches[0].stand,
            Stand::Decided {
                winner: 1,
                why: Why::Bye
            }
        );
        assert_eq!(first.matches[1].stand, Stand::Playing);
        // 2 beats 3 with White, draws with Black.
        let games = [
            game(1, 1, 2, 3, Some(WhiteWins)),
            game(2, 1, 3, 2, Some(Draw)),
        ];
        let b = Bracket::compute(&p, &games, 1, MatchRules::default());
        assert_eq!(b.rounds[0].matches[1].halves, (3, 1));
        let next = b.next_meetings().unwrap();
        assert_eq!(
            next,
            [Meeting {
                higher: 1,
                lower: Some(2)
            }]
        );
        // The final: tied 1–1, the extra pair tied too: seed 1.
        let mut games = games.to_vec();
        games.extend([
            game(3, 2, 1, 2, Some(WhiteWins)),
            game(4, 2, 2, 1, Some(WhiteWins)),
        ]);
        let b = Bracket::compute(&p, &games, 2, MatchRules::default());
        assert_eq!(b.rounds[1].matches[0].stand, Stand::AnotherPair);
        assert_eq!(b.champion(), None);
        games.extend([game(5, 2, 1, 2, Some(Draw)), game(6, 2, 2, 1, Some(Draw))]);
        let b = Bracket::compute(&p, &games, 2, MatchRules::default());
        assert_eq!(
            b.rounds[1].matches[0].stand,
            Stand::Decided {
                winner: 1,
                why: Why::HigherSeed
            }
        );
        assert_eq!(b.rounds[1].matches[0].pairs, 2);
        assert_eq!(b.rounds[1].matches[0].halves, (4, 4));
        assert_eq!(b.champion(), Some(1));
        assert_eq!(b.next_meetings(), None);
        assert_eq!(b.match_of_game(5).map(|(r, _)| r.number), Some(2));
    }

    #[test]
    fn a_withdrawal_loses_a_match_the_games_had_not_decided() {
        let mut p = players(2);
        // 1–1 after the first pair, then seed 2 withdraws: seed 1 goes through.
        let games = [
            game(1, 1, 1, 2, Some(BlackWins)),
            game(2, 1, 2, 1, Some(BlackWins)),
        ];
        p[1].withdrawn = true;
        let b = Bracket::compute(&p, &games, 1, MatchRules::default());
        assert_eq!(
            b.rounds[0].matches[0].stand,
            Stand::Decided {
                winner: 1,
                why: Why::Withdrawal
            }
        );
        // A match decided before the withdrawal stands: seed 2 had won it.
        let games = [
            game(1, 1, 1, 2, Some(BlackWins)),
            game(2, 1, 2, 1, Some(Draw)),
        ];
        let b = Bracket::compute(&p, &games, 1, MatchRules::default());
        assert_eq!(
            b.rounds[0].matches[0].stand,
            Stand::Decided {
                winner: 2,
                why: Why::Points
            }
        );
    }
}
