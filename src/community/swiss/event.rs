//! A Swiss event as the store keeps it, round by round: what each player did in each
//! round ([`Played`]), turned into the pairing engine's input ([`pairing_input`]) and
//! into the standings ([`SwissTable`]) with FIDE's tie-breaks.
//!
//! Tie-breaks, in this order after the points (docs/rules.md says why):
//! Buchholz Cut-1, Buchholz, Sonneborn–Berger, then the starting rank. Unplayed
//! rounds follow FIDE's rule of the virtual opponent (Handbook C.07, 2009–2023 text):
//!
//! - a round the player did not play over the board (the pairing-allocated bye, a
//!   half-point bye, a forfeit won or lost, a round absent) counts as a game against a virtual opponent
//!   who had the player's points before that round, scored the opposite of the
//!   player's result in it and drew every later round;
//! - in an opponent's score used for Buchholz and Sonneborn–Berger, that opponent's
//!   own unplayed rounds count as draws.
//!
//! Points are kept in halves, Sonneborn–Berger in quarters, so nothing is rounded.

use crate::rules::Color;

use super::{Outcome, RoundEntry, SwissPlayer, Tournament};

/// What one player did in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Played {
    /// A game against the player at `opponent` (an index into the players).
    Game {
        opponent: usize,
        colour: Color,
        /// `None` while the game runs.
        result: Option<Outcome>,
        /// Moves were made by both sides: a game over the board, not a forfeit.
        over_the_board: bool,
    },
    /// The pairing-allocated bye: one point, no game.
    Bye,
    /// A half-point bye the player asked for: half a point, no game, not paired.
    HalfBye,
    /// Not paired: before a late entry or after a withdrawal; no points.
    Absent,
}

impl Played {
    /// The halves this round scored, once decided.
    fn halves(self) -> Option<u32> {
        match self {
            Played::Game { result, .. } => result.map(Outcome::half_points),
            Played::Bye => Some(2),
            Played::HalfBye => Some(1),
            Played::Absent => Some(0),
        }
    }

    /// Played over the board and over.
    fn is_played_game(self) -> bool {
        matches!(
            self,
            Played::Game {
                result: Some(_),
                over_the_board: true,
                ..
            }
        )
    }
}

/// One player of the event, by starting rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventPlayer {
    /// The public name.
    pub label: String,
    pub withdrawn: bool,
    /// One entry per round paired so far.
    pub rounds: Vec<Played>,
}

/// The engine's input for the next round: `players` by starting rank, each with one
/// entry per round paired; a withdrawn player is absent from the round to pair, and
/// so is each player of `half_byes` (indices into `players`), with half a point.
pub fn pairing_input(
    players: &[EventPlayer],
    total_rounds: usize,
    first_colour: Color,
    half_byes: &[usize],
) -> Tournament {
    let rounds_played = players.iter().map(|p| p.rounds.len()).max().unwrap_or(0);
    let players = players
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let mut rounds: Vec<RoundEntry> = p
                .rounds
                .iter()
                .map(|r| match *r {
                    Played::Game {
                        opponent,
                        colour,
                        result,
                        over_the_board,
                    } => RoundEntry {
                        opponent: Some(opponent),
                        colour: Some(colour),
                        // Only paired once every game of the round is over; a game
                        // still running would count as a draw.
                        outcome: result.unwrap_or(Outcome::Draw),
                        played: over_the_board,
                        paired: true,
                    },
                    Played::Bye => RoundEntry {
                        opponent: None,
                        colour: None,
                        outcome: Outcome::Win,
                        played: false,
                        paired: true,
                    },
                    Played::HalfBye => RoundEntry::HALF_BYE,
                    Played::Absent => RoundEntry::ABSENT,
                })
                .collect();
            rounds.resize(rounds_played, RoundEntry::ABSENT);
            if p.withdrawn {
                rounds.push(RoundEntry::ABSENT);
            } else if half_byes.contains(&index) {
                rounds.push(RoundEntry::HALF_BYE);
            }
            SwissPlayer {
                number: index as u32 + 1,
                rounds,
            }
        })
        .collect();
    Tournament {
        players,
        rounds_played,
        total_rounds,
        first_colour,
    }
}

/// One round of a row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// Against the player in place `opponent` of this table (1-based).
    Game {
        opponent: u32,
        colour: Color,
        /// `None` while the game runs.
        result: Option<Outcome>,
        over_the_board: bool,
    },
    Bye,
    HalfBye,
    Absent,
}

/// The words of the cells without a game, in the reader's language.
#[derive(Debug, Clone, Copy)]
pub struct CellWords<'a> {
    /// The pairing-allocated bye.
    pub bye: &'a str,
    /// A half-point bye asked for.
    pub half_bye: &'a str,
}

impl Cell {
    /// The cell as a table shows it: the opponent's place, the colour's letter (from
    /// `colour`, in the reader's language) and the result (`1`, `½`, `0`; `+` or `−`
    /// for a game won or lost without being played; `·` while it runs), or the words
    /// of a bye (`bye`, `½ bye`), or `×` for a round missed (not paired: before a late
    /// entry, after a withdrawal), a glyph apart from the forfeit's minus.
    pub fn text(&self, colour: impl Fn(Color) -> String, words: CellWords<'_>) -> String {
        match *self {
            Cell::Game {
                opponent,
                colour: c,
                result,
                over_the_board,
            } => {
                let result = match (result, over_the_board) {
                    (None, _) => "·",
                    (Some(Outcome::Win), true) => "1",
                    (Some(Outcome::Draw), _) => "½",
                    (Some(Outcome::Loss), true) => "0",
                    (Some(Outcome::Win), false) => "+",
                    (Some(Outcome::Loss), false) => "−",
                };
                format!("{opponent}{}{result}", colour(c))
            }
            Cell::Bye => words.bye.to_owned(),
            Cell::HalfBye => words.half_bye.to_owned(),
            Cell::Absent => "×".to_owned(),
        }
    }
}

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissRow {
    /// The place, 1 for the best; every tie-break equal, the better starting rank first.
    pub place: u32,
    /// The starting rank.
    pub number: u32,
    pub label: String,
    pub withdrawn: bool,
    /// Points, in halves.
    pub halves: u32,
    /// Buchholz Cut-1 and Buchholz, in halves.
    pub buchholz_cut1: u32,
    pub buchholz: u32,
    /// Sonneborn–Berger, in quarters.
    pub sonneborn_berger: u32,
    pub cells: Vec<Cell>,
}

/// The standings of a Swiss event, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissTable {
    pub rows: Vec<SwissRow>,
    /// Rounds paired so far, and in all.
    pub rounds: u32,
    pub total_rounds: u32,
    /// Every round paired and every game over.
    pub over: bool,
}

impl SwissTable {
    /// Whether a player took a half-point bye (the table's legend then says its cell).
    pub fn has_half_byes(&self) -> bool {
        self.rows.iter().any(|r| r.cells.contains(&Cell::HalfBye))
    }

    /// The table of `players` (by starting rank) after the rounds paired so far.
    pub fn compute(players: &[EventPlayer], total_rounds: u32) -> SwissTable {
        let rounds = players.iter().map(|p| p.rounds.len()).max().unwrap_or(0);
        let at = |p: usize, r: usize| players[p].rounds.get(r).copied().unwrap_or(Played::Absent);
        let points = |p: usize| -> u32 { (0..rounds).filter_map(|r| at(p, r).halves()).sum() };
        // An opponent's score for the tie-breaks: their unplayed rounds count as draws.
        let adjusted = |p: usize| -> u32 {
            (0..rounds)
                .filter_map(|r| {
                    let round = at(p, r);
                    let halves = round.halves()?;
                    Some(if round.is_played_game() { halves } else { 1 })
                })
                .sum()
        };
        let n = rounds as u32;
        let mut rows: Vec<SwissRow> = (0..players.len())
            .map(|p| {
                let mut before = 0u32;
                // The opponents' scores (halves) and the player's result (halves), by
                // decided round.
                let mut faced: Vec<(u32, u32)> = Vec::new();
                for r in 0..rounds {
                    let round = at(p, r);
                    let Some(halves) = round.halves() else {
                        continue;
                    };
                    let score = match round {
                        Played::Game {
                            opponent,
                            over_the_board: true,
                            ..
                        } => adjusted(opponent),
                        // The virtual opponent: the player's points before the round,
                        // the opposite result in it, draws after it.
                        _ => before + (2 - halves) + (n - r as u32 - 1),
                    };
                    faced.push((score, halves));
                    before += halves;
                }
                let buchholz: u32 = faced.iter().map(|(s, _)| s).sum();
                let lowest = faced.iter().map(|(s, _)| *s).min().unwrap_or(0);
                SwissRow {
                    place: 0,
                    number: p as u32 + 1,
                    label: players[p].label.clone(),
                    withdrawn: players[p].withdrawn,
                    halves: points(p),
                    buchholz_cut1: buchholz - lowest,
                    buchholz,
                    sonneborn_berger: faced.iter().map(|(s, h)| s * h).sum(),
                    cells: Vec::new(),
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            (b.halves, b.buchholz_cut1, b.buchholz, b.sonneborn_berger)
                .cmp(&(a.halves, a.buchholz_cut1, a.buchholz, a.sonneborn_berger))
                .then(a.number.cmp(&b.number))
        });
        let mut place_of = vec![0u32; players.len()];
        for (i, row) in rows.iter_mut().enumerate() {
            row.place = i as u32 + 1;
            place_of[row.number as usize - 1] = row.place;
        }
        let mut running = false;
        for row in &mut rows {
            let p = row.number as usize - 1;
            row.cells = (0..rounds)
                .map(|r| match at(p, r) {
                    Played::Game {
                        opponent,
                        colour,
                        result,
                        over_the_board,
                    } => {
                        running |= result.is_none();
                        Cell::Game {
                            opponent: place_of[opponent],
                            colour,
                            result,
                            over_the_board,
                        }
                    }
                    Played::Bye => Cell::Bye,
                    Played::HalfBye => Cell::HalfBye,
                    Played::Absent => Cell::Absent,
                })
                .collect();
        }
        SwissTable {
            rows,
            rounds: n,
            total_rounds,
            over: n >= total_rounds && !running,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::swiss::pair_next_round;

    fn game(opponent: usize, colour: Color, result: Outcome) -> Played {
        Played::Game {
            opponent,
            colour,
            result: Some(result),
            over_the_board: true,
        }
    }

    fn player(label: &str, rounds: Vec<Played>) -> EventPlayer {
        EventPlayer {
            label: label.to_owned(),
            withdrawn: false,
            rounds,
        }
    }

    /// Five players, two rounds, worked by hand (in halves).
    /// R1: A(1)–D(4) 1-0, B(2)–E(5) ½, C(3) bye. R2: C–A 0-1, E–D 1-0, B absent.
    /// Points: A 4, E 3, C 2, B 1, D 0.
    /// Adjusted scores (unplayed rounds as draws): A 4, B 1+1 = 2, C 1+0 = 1, D 0, E 3.
    /// Virtual opponents (n = 2): C's bye in R1: 0 + (2-2) + 1 = 1; B's absence in R2:
    /// 1 + (2-0) + 0 = 3.
    /// A: D 0 + C 1 = 1, cut 1, SB 0·2 + 1·2 = 2.
    /// E: B 2 + D 0 = 2, cut 2, SB 2·1 + 0·2 = 2.
    /// C: virtual 1 + A 4 = 5, cut 4, SB 1·2 + 4·0 = 2.
    /// B: E 3 + virtual 3 = 6, cut 3, SB 3·1 + 3·0 = 3.
    /// D: A 4 + E 3 = 7, cut 4, SB 0.
    #[test]
    fn tie_breaks_by_hand_with_a_bye_and_an_absence() {
        use Color::*;
        use Outcome::*;
        let players = vec![
            player("A", vec![game(3, White, Win), game(2, Black, Win)]),
            player("B", vec![game(4, White, Draw), Played::Absent]),
            player("C", vec![Played::Bye, game(0, White, Loss)]),
            player("D", vec![game(0, Black, Loss), game(4, Black, Loss)]),
            player("E", vec![game(1, Black, Draw), game(3, White, Win)]),
        ];
        let table = SwissTable::compute(&players, 2);
        let rows: Vec<(&str, u32, u32, u32, u32)> = table
            .rows
            .iter()
            .map(|r| {
                (
                    r.label.as_str(),
                    r.halves,
                    r.buchholz_cut1,
                    r.buchholz,
                    r.sonneborn_berger,
                )
            })
            .collect();
        assert_eq!(
            rows,
            [
                ("A", 4, 1, 1, 2),
                ("E", 3, 2, 2, 2),
                ("C", 2, 4, 5, 2),
                ("B", 1, 3, 6, 3),
                ("D", 0, 4, 7, 0),
            ]
        );
        assert!(table.over);
        // A's row: D (place 5) with White won, C (place 3) with Black won.
        assert_eq!(
            table.rows[0].cells,
            [
                Cell::Game {
                    opponent: 5,
                    colour: White,
                    result: Some(Win),
                    over_the_board: true
                },
                Cell::Game {
                    opponent: 3,
                    colour: Black,
                    result: Some(Win),
                    over_the_board: true
                }
            ]
        );
    }

    #[test]
    fn a_running_game_scores_nothing_yet_and_the_table_is_not_over() {
        let players = vec![
            player(
                "A",
                vec![Played::Game {
                    opponent: 1,
                    colour: Color::White,
                    result: None,
                    over_the_board: false,
                }],
            ),
            player(
                "B",
                vec![Played::Game {
                    opponent: 0,
                    colour: Color::Black,
                    result: None,
                    over_the_board: false,
                }],
            ),
        ];
        let table = SwissTable::compute(&players, 1);
        assert!(!table.over);
        assert!(table.rows.iter().all(|r| r.halves == 0 && r.buchholz == 0));
    }

    /// A half-point bye: half a point, a virtual opponent in the player's own
    /// tie-breaks, a draw in their opponents' (C.07, 2009–2023 text); the engine pairs
    /// the round without the player who asked for one.
    /// R1: A–B 1-0, C half-point bye. R2: C–A ½, B the bye.
    /// C: halves 1 + 1 = 2; virtual opponent in R1 (n = 2): 0 + (2-1) + 1 = 2; A's
    /// adjusted score 2 + 1 = 3. BH 5, cut 3, SB 2·1 + 3·1 = 5.
    /// A: B's adjusted 0 + 1 = 1, C's adjusted 1 + 1 = 2: BH 3.
    #[test]
    fn a_half_point_bye_scores_half_and_is_not_paired() {
        use Color::*;
        use Outcome::*;
        let players = vec![
            player("A", vec![game(1, White, Win), game(2, Black, Draw)]),
            player("B", vec![game(0, Black, Loss), Played::Bye]),
            player("C", vec![Played::HalfBye, game(0, White, Draw)]),
        ];
        let table = SwissTable::compute(&players, 2);
        let c = table.rows.iter().find(|r| r.label == "C").unwrap();
        assert_eq!(
            (c.halves, c.buchholz, c.buchholz_cut1, c.sonneborn_berger),
            (2, 5, 3, 5)
        );
        assert_eq!(c.cells[0], Cell::HalfBye);
        assert!(table.has_half_byes());
        let a = table.rows.iter().find(|r| r.label == "A").unwrap();
        assert_eq!((a.halves, a.buchholz), (3, 3));

        let four = vec![
            player("A", vec![game(1, White, Win)]),
            player("B", vec![game(0, Black, Loss)]),
            player("C", vec![game(3, White, Draw)]),
            player("D", vec![game(2, Black, Draw)]),
        ];
        let input = pairing_input(&four, 3, White, &[2]);
        assert_eq!(input.players[2].rounds[1], RoundEntry::HALF_BYE);
        let next = pair_next_round(&input).unwrap();
        let seen: Vec<u32> = next
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(next.bye)
            .collect();
        assert!(!seen.contains(&3), "{next:?}");
        assert_eq!(seen.len(), 3, "{next:?}");
    }

    /// The engine gets the history as the store has it: the withdrawn player is left
    /// out of the next round, the bye's receiver does not get it again.
    #[test]
    fn the_engine_pairs_from_the_events_history() {
        use Color::*;
        use Outcome::*;
        let mut players = vec![
            player("A", vec![game(3, White, Win)]),
            player("B", vec![game(4, Black, Draw)]),
            player("C", vec![Played::Bye]),
            player("D", vec![game(0, Black, Loss)]),
            player("E", vec![game(1, White, Draw)]),
        ];
        players[3].withdrawn = true;
        let next = pair_next_round(&pairing_input(&players, 3, White, &[])).unwrap();
        let mut seen: Vec<u32> = next
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .collect();
        seen.extend(next.bye);
        seen.sort();
        assert_eq!(seen, [1, 2, 3, 5], "{next:?}");
        assert_eq!(next.bye, None);
        let late = pairing_input(
            &[
                player("A", vec![game(1, White, Win)]),
                player("B", vec![game(0, Black, Loss)]),
                player("L", vec![]),
            ],
            3,
            White,
            &[],
        );
        assert_eq!(late.players[2].rounds, [RoundEntry::ABSENT]);
        let next = pair_next_round(&late).unwrap();
        // The late entrant is paired like the others: one game and the bye.
        let mut seen: Vec<u32> = next
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .collect();
        seen.extend(next.bye);
        seen.sort();
        assert_eq!(seen, [1, 2, 3], "{next:?}");
    }
}
