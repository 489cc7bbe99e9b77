//! The crosstable of a round robin: points, the Sonneborn–Berger tie-break, ranks and
//! each pair's results.
//!
//! Points are kept in halves and Sonneborn–Berger in quarters, so nothing is rounded:
//! a win is 2 halves, a draw 1. Sonneborn–Berger (FIDE C.07) is, over a player's games,
//! the final points of each opponent times what the player scored against them: the
//! points of the opponents beaten plus half the points of those drawn.

use crate::game::GameResult;

/// A player of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// The 1-based pairing number.
    pub seat: u32,
    /// The public name.
    pub label: String,
    /// Withdrawn by the admin.
    pub withdrawn: bool,
    /// Withdrawn before half of their games were played: they and their games are
    /// left out of the table.
    pub annulled: bool,
}

/// A game of the tournament, finished or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableGame {
    pub white: u32,
    pub black: u32,
    /// `None` while the game runs; a cancelled game scores nothing for either side.
    pub result: Option<GameResult>,
}

impl TableGame {
    /// Halves scored by `seat` in this game, if it played and the game counts.
    fn halves_of(&self, seat: u32) -> Option<u32> {
        let result = self.result?;
        let white = match result {
            GameResult::WhiteWins => 2,
            GameResult::Draw => 1,
            GameResult::BlackWins => 0,
            GameResult::Cancelled => return None,
        };
        if seat == self.white {
            Some(white)
        } else if seat == self.black {
            Some(2 - white)
        } else {
            None
        }
    }

    fn opponent_of(&self, seat: u32) -> Option<u32> {
        if seat == self.white {
            Some(self.black)
        } else if seat == self.black {
            Some(self.white)
        } else {
            None
        }
    }
}

/// One row of the crosstable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// 1 for the best; equal points and tie-break share a rank.
    pub rank: u32,
    pub seat: u32,
    pub label: String,
    pub withdrawn: bool,
    /// Points, in halves.
    pub halves: u32,
    /// Sonneborn–Berger, in quarters.
    pub sb_quarters: u32,
    /// Games finished (cancelled ones included).
    pub played: u32,
    /// Against each row of the table, in table order: the halves scored in each game
    /// against that player, finished games only, in the order played; `None` on the
    /// diagonal.
    pub against: Vec<Option<Vec<u32>>>,
}

/// The whole table, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    pub rows: Vec<Row>,
    /// Games finished, of `total`, counting only games that count in the table.
    pub finished: u32,
    pub total: u32,
    /// Games per pair: 1 in a single round robin, 2 in a double.
    pub cycles: u32,
}

impl Crosstable {
    /// Computes the table of `entrants` from `games`. Games of annulled entrants do
    /// not count for anyone.
    pub fn compute(entrants: &[Entrant], games: &[TableGame]) -> Crosstable {
        let counted: Vec<&Entrant> = entrants.iter().filter(|e| !e.annulled).collect();
        let in_table = |seat: u32| counted.iter().any(|e| e.seat == seat);
        let games: Vec<&TableGame> = games
            .iter()
            .filter(|g| in_table(g.white) && in_table(g.black))
            .collect();
        let points = |seat: u32| -> u32 { games.iter().filter_map(|g| g.halves_of(seat)).sum() };
        let mut rows: Vec<Row> = counted
            .iter()
            .map(|e| {
                let halves = points(e.seat);
                let sb_quarters = games
                    .iter()
                    .filter_map(|g| Some(g.halves_of(e.seat)? * points(g.opponent_of(e.seat)?)))
                    .sum();
                let played = games
                    .iter()
                    .filter(|g| g.result.is_some() && g.opponent_of(e.seat).is_some())
                    .count() as u32;
                Row {
                    rank: 0,
                    seat: e.seat,
                    label: e.label.clone(),
                    withdrawn: e.withdrawn,
                    halves,
                    sb_quarters,
                    played,
                    against: Vec::new(),
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            (b.halves, b.sb_quarters)
                .cmp(&(a.halves, a.sb_quarters))
                .then(a.seat.cmp(&b.seat))
        });
        let order: Vec<u32> = rows.iter().map(|r| r.seat).collect();
        let mut previous: Option<(u32, u32, u32)> = None;
        for (index, row) in rows.iter_mut().enumerate() {
            let key = (row.halves, row.sb_quarters);
            row.rank = match previous {
                Some((h, sb, rank)) if (h, sb) == key => rank,
                _ => index as u32 + 1,
            };
            previous = Some((row.halves, row.sb_quarters, row.rank));
            row.against = order
                .iter()
                .map(|&other| {
                    (other != row.seat).then(|| {
                        games
                            .iter()
                            .filter(|g| g.opponent_of(row.seat) == Some(other))
                            .filter_map(|g| g.halves_of(row.seat))
                            .collect()
                    })
                })
                .collect();
        }
        let cycles = games
            .iter()
            .map(|g| {
                games
                    .iter()
                    .filter(|h| h.opponent_of(g.white) == Some(g.black))
                    .count() as u32
            })
            .max()
            .unwrap_or(1)
            .max(1);
        Crosstable {
            rows,
            finished: games.iter().filter(|g| g.result.is_some()).count() as u32,
            total: games.len() as u32,
            cycles,
        }
    }

    /// Every game is over.
    pub fn is_complete(&self) -> bool {
        self.finished == self.total
    }
}

/// One cell of a crosstable: the result of each game against that opponent (`1`, `½`,
/// `0`), a `·` for each game of the `cycles` not yet finished.
pub fn cell_text(halves: &[u32], cycles: usize) -> String {
    let mut text: String = halves
        .iter()
        .map(|h| match h {
            2 => '1',
            1 => '½',
            _ => '0',
        })
        .collect();
    while text.chars().count() < cycles {
        text.push('·');
    }
    text
}

/// Halves as points: `2½`, `3`, `½`.
pub fn points_text(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// Quarters in the fractions points use (no decimal point, which the languages write
/// differently): `3¼`, `4`, `½`, `8½`.
pub fn quarters_text(quarters: u32) -> String {
    let fraction = match quarters % 4 {
        0 => "",
        1 => "¼",
        2 => "½",
        _ => "¾",
    };
    match quarters / 4 {
        0 if !fraction.is_empty() => fraction.to_owned(),
        whole => format!("{whole}{fraction}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrants(n: u32) -> Vec<Entrant> {
        (1..=n)
            .map(|seat| Entrant {
                seat,
                label: format!("P{seat}"),
                withdrawn: false,
                annulled: false,
            })
            .collect()
    }

    fn game(white: u32, black: u32, result: Option<GameResult>) -> TableGame {
        TableGame {
            white,
            black,
            result,
        }
    }

    /// By hand: P1 beat P2 and drew P3 (1½); P2 beat P4 (1); P3 drew P1 and lost to P4
    /// (½); P4 beat P3, lost to P2 (1); P1–P4, P2–P3 still running.
    /// SB: P1 = P2's 1 + ½·P3's ½ = 1.25; P2 = P4's 1 = 1; P4 = P3's ½ = 0.5;
    /// P3 = ½·P1's 1½ = 0.75.
    #[test]
    fn points_and_sonneborn_berger_by_hand() {
        use GameResult::*;
        let games = [
            game(1, 4, None),
            game(2, 3, None),
            game(1, 2, Some(WhiteWins)),
            game(4, 3, Some(WhiteWins)),
            game(3, 1, Some(Draw)),
            game(2, 4, Some(WhiteWins)),
        ];
        let table = Crosstable::compute(&entrants(4), &games);
        let summary: Vec<(u32, u32, String, String)> = table
            .rows
            .iter()
            .map(|r| {
                (
                    r.rank,
                    r.seat,
                    points_text(r.halves),
                    quarters_text(r.sb_quarters),
                )
            })
            .collect();
        assert_eq!(
            summary,
            [
                (1, 1, "1½".into(), "1¼".into()),
                (2, 2, "1".into(), "1".into()),
                (3, 4, "1".into(), "½".into()),
                (4, 3, "½".into(), "¾".into()),
            ]
        );
        assert_eq!((table.finished, table.total), (4, 6));
        assert!(!table.is_complete());
        // P1's row: against P2 a win, P4 nothing yet, P3 a draw; itself the diagonal.
        assert_eq!(
            table.rows[0].against,
            [None, Some(vec![2]), Some(vec![]), Some(vec![1])]
        );
    }

    #[test]
    fn equal_points_and_tie_break_share_a_rank_and_annulled_players_vanish() {
        use GameResult::*;
        // A circle: each beats one and loses to one, so all tie on points and SB.
        let circle = [
            game(1, 2, Some(WhiteWins)),
            game(2, 3, Some(WhiteWins)),
            game(3, 1, Some(WhiteWins)),
        ];
        let table = Crosstable::compute(&entrants(3), &circle);
        let ranks: Vec<(u32, u32)> = table.rows.iter().map(|r| (r.rank, r.seat)).collect();
        assert_eq!(ranks, [(1, 1), (1, 2), (1, 3)]);
        let games = [
            game(1, 2, Some(Draw)),
            game(3, 1, Some(WhiteWins)),
            game(2, 3, Some(WhiteWins)),
        ];
        let mut annulled = entrants(3);
        annulled[2].annulled = true;
        let table = Crosstable::compute(&annulled, &games);
        assert_eq!(table.rows.len(), 2);
        assert_eq!((table.finished, table.total), (1, 1));
        assert_eq!(table.rows[0].halves, 1);
    }

    #[test]
    fn texts() {
        assert_eq!(points_text(0), "0");
        assert_eq!(points_text(1), "½");
        assert_eq!(points_text(5), "2½");
        assert_eq!(quarters_text(13), "3¼");
        assert_eq!(quarters_text(3), "¾");
        assert_eq!(quarters_text(34), "8½");
        assert_eq!(quarters_text(0), "0");
        assert_eq!(quarters_text(8), "2");
    }
}
