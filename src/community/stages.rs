//! Events in stages (issue 32, item 3): round-robin sections whose best players go on
//! to a next stage, a final section or a knockout, as ICCF and chess.com Daily run
//! them. Pure: seeds and finished crosstables in, sections and qualifiers out.
//!
//! - **Sections** are filled by seed in a snake (1, 2, 3, 3, 2, 1, 1, 2…), so that each
//!   section has the same strength, give or take a seed.
//! - **Who qualifies:** the best `per_section` of each section, once every game of the
//!   section has ended. Points first, then Sonneborn–Berger, as the crosstable ranks
//!   them; players still level at the cut are separated by their game(s) against each
//!   other when there are exactly two of them, then by the number of wins, then by the
//!   better seed. Nothing is drawn by lot: the cut is known to everyone from the table.
//! - **The next stage's seeds:** every section's winner before any runner-up, and
//!   among the same place, more points, then Sonneborn–Berger, then the better seed.
//!   Into a knockout, [`apart_in_first_round`] then keeps two players of the same
//!   section from meeting in its first round whenever another order allows it
//!   ([`knockout_seeds`]).
//! - **The final's form** ([`FinalForm`]): a round robin (the default) or a knockout of
//!   two-game matches, seeded as above: the winners take the top seeds (and the byes,
//!   when the finalists are not a power of two), and only the lower halves of the
//!   first round's meetings are moved to keep section mates apart.

use super::knockout::{Meeting, first_round};
use super::standings::{Crosstable, Row};

/// The sections of `players` seeds (1-based, 1 the strongest) in `count` sections, by
/// the snake: each section's seeds, best first.
pub fn sections(players: u32, count: u32) -> Vec<Vec<u32>> {
    let count = count.max(1) as usize;
    let mut out = vec![Vec::new(); count];
    for seed in 1..=players {
        let i = (seed - 1) as usize;
        let lap = i / count;
        let at = i % count;
        let section = if lap.is_multiple_of(2) {
            at
        } else {
            count - 1 - at
        };
        out[section].push(seed);
    }
    out
}

/// What the qualifiers play after the sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FinalForm {
    /// Everyone meets everyone (`NAME-final` an ordinary round robin).
    #[default]
    RoundRobin,
    /// Two-game matches, seeded by [`knockout_seeds`], as any knockout from then on.
    Knockout,
}

impl FinalForm {
    /// The stable key (the store, the CLI's `--final`, the message files).
    pub fn key(self) -> &'static str {
        match self {
            FinalForm::RoundRobin => "round-robin",
            FinalForm::Knockout => "knockout",
        }
    }

    pub fn from_key(key: &str) -> Option<FinalForm> {
        match key {
            "round-robin" => Some(FinalForm::RoundRobin),
            "knockout" => Some(FinalForm::Knockout),
            _ => None,
        }
    }
}

/// One player who goes on, from section `section` (0-based) at `place` (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qualifier {
    pub section: usize,
    pub place: u32,
    /// The player's seat in their section's table.
    pub seat: u32,
    /// Their seed in the event (the order the sections were filled by).
    pub seed: u32,
    pub halves: u32,
    pub sb_quarters: u32,
}

/// Why the next stage cannot be made yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotYet {
    /// Section `n` (0-based) still has games running.
    Playing(usize),
}

/// The qualifiers of every section, in the next stage's seeding order. `seed_of` gives
/// a section's seat its seed in the event.
pub fn qualifiers(
    tables: &[Crosstable],
    per_section: u32,
    seed_of: impl Fn(usize, u32) -> u32,
) -> Result<Vec<Qualifier>, NotYet> {
    let mut out = Vec::new();
    for (section, table) in tables.iter().enumerate() {
        if !table.is_complete() {
            return Err(NotYet::Playing(section));
        }
        let order = final_order(table, |seat| seed_of(section, seat));
        for (index, row) in order
            .into_iter()
            .filter(|r| !r.withdrawn)
            .take(per_section as usize)
            .enumerate()
        {
            out.push(Qualifier {
                section,
                place: index as u32 + 1,
                seat: row.seat,
                seed: seed_of(section, row.seat),
                halves: row.halves,
                sb_quarters: row.sb_quarters,
            });
        }
    }
    out.sort_by(|a, b| {
        a.place
            .cmp(&b.place)
            .then(b.halves.cmp(&a.halves))
            .then(b.sb_quarters.cmp(&a.sb_quarters))
            .then(a.seed.cmp(&b.seed))
    });
    Ok(out)
}

/// A finished section's rows in their final order: the crosstable's points and
/// Sonneborn–Berger, then, among exactly two still level, their games against each
/// other, then wins, then the better seed.
pub fn final_order(table: &Crosstable, seed: impl Fn(u32) -> u32) -> Vec<&Row> {
    let index_of = |seat: u32| table.rows.iter().position(|r| r.seat == seat);
    let wins = |r: &Row| {
        r.against
            .iter()
            .flatten()
            .flatten()
            .filter(|&&h| h == 2)
            .count()
    };
    let mut rows: Vec<&Row> = table.rows.iter().collect();
    rows.sort_by(|a, b| {
        (b.halves, b.sb_quarters)
            .cmp(&(a.halves, a.sb_quarters))
            .then_with(|| {
                let level = table
                    .rows
                    .iter()
                    .filter(|r| (r.halves, r.sb_quarters) == (a.halves, a.sb_quarters))
                    .count();
                if level != 2 {
                    return std::cmp::Ordering::Equal;
                }
                let between = |x: &Row, y: &Row| -> u32 {
                    index_of(y.seat)
                        .and_then(|j| x.against.get(j).cloned().flatten())
                        .map(|h| h.iter().sum())
                        .unwrap_or(0)
                };
                between(b, a).cmp(&between(a, b))
            })
            .then_with(|| wins(b).cmp(&wins(a)))
            .then_with(|| seed(a.seat).cmp(&seed(b.seat)))
    });
    rows
}

/// Reorders the lower sides of a knockout's first round so that nobody meets a player
/// of their own section there, when some order allows it: for each meeting of two from
/// one section, its lower player is swapped with the nearest other meeting's lower
/// player where the swap leaves both meetings mixed. `section_of` gives a seed's section.
pub fn apart_in_first_round(meetings: &mut [Meeting], section_of: impl Fn(u32) -> usize) {
    let clash = |m: &Meeting, lower: Option<u32>| {
        lower.is_some_and(|l| section_of(l) == section_of(m.higher))
    };
    for i in 0..meetings.len() {
        if !clash(&meetings[i], meetings[i].lower) {
            continue;
        }
        let n = meetings.len();
        let found = (1..n).flat_map(|d| [i + d, i.wrapping_sub(d)]).find(|&j| {
            j < n
                && meetings[j].lower.is_some()
                && !clash(&meetings[i], meetings[j].lower)
                && !clash(&meetings[j], meetings[i].lower)
        });
        if let Some(j) = found {
            let (a, b) = (meetings[i].lower, meetings[j].lower);
            meetings[i].lower = b;
            meetings[j].lower = a;
        }
    }
}

/// The seeds of a knockout final: `qualifiers` (in [`qualifiers`]' order) by seed,
/// each given as its index in `qualifiers` (the first holds seed 1). The order is
/// kept but for the lower halves of the first round's meetings, which
/// [`apart_in_first_round`] moves so that no two of one section meet there when
/// another order allows it: the top seeds (and the byes) stay the section winners'.
pub fn knockout_seeds(qualifiers: &[Qualifier]) -> Vec<usize> {
    let mut seeds: Vec<usize> = (0..qualifiers.len()).collect();
    if qualifiers.len() < 2 {
        return seeds;
    }
    let section_of = |seed: u32| {
        qualifiers
            .get(seed as usize - 1)
            .map_or(usize::MAX, |q| q.section)
    };
    let first = first_round(qualifiers.len() as u32);
    let mut apart = first.clone();
    apart_in_first_round(&mut apart, section_of);
    // Meetings keep their places: the lower seed's number at each stays, its holder
    // is the player moved there (lower halves are all below every higher seed, so
    // nobody changes side).
    for (was, now) in first.iter().zip(&apart) {
        if let (Some(number), Some(holder)) = (was.lower, now.lower) {
            seeds[number as usize - 1] = holder as usize - 1;
        }
    }
    seeds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::standings::{Entrant, TableGame};
    use crate::game::GameResult;
    use proptest::prelude::*;

    #[test]
    fn sections_are_filled_by_the_snake() {
        assert_eq!(
            sections(12, 3),
            [vec![1, 6, 7, 12], vec![2, 5, 8, 11], vec![3, 4, 9, 10]]
        );
        assert_eq!(sections(5, 2), [vec![1, 4, 5], vec![2, 3]]);
    }

    fn table(results: &[(u32, u32, GameResult)], seats: u32) -> Crosstable {
        let entrants: Vec<Entrant> = (1..=seats)
            .map(|seat| Entrant {
                seat,
                label: format!("p{seat}"),
                withdrawn: false,
                annulled: false,
            })
            .collect();
        let games: Vec<TableGame> = results
            .iter()
            .map(|&(white, black, r)| TableGame {
                white,
                black,
                result: Some(r),
            })
            .collect();
        Crosstable::compute(&entrants, &games)
    }

    #[test]
    fn two_level_at_the_cut_are_separated_by_their_own_game() {
        use GameResult::*;
        // Points 2½, 1½, 1½, ½: seats 2 and 3 are level on points and on
        // Sonneborn–Berger (3¾ each), and 3 beat 2 with Black.
        let t = table(
            &[
                (1, 2, Draw),
                (1, 3, WhiteWins),
                (1, 4, WhiteWins),
                (2, 3, BlackWins),
                (2, 4, WhiteWins),
                (3, 4, Draw),
            ],
            4,
        );
        let key = |seat: u32| {
            let r = t.rows.iter().find(|r| r.seat == seat).unwrap();
            (r.halves, r.sb_quarters)
        };
        assert_eq!(key(2), key(3));
        let order: Vec<u32> = final_order(&t, |s| s).iter().map(|r| r.seat).collect();
        assert_eq!(order, [1, 3, 2, 4]);
        let q = qualifiers(&[t.clone(), t], 2, |section, seat| {
            seat * 2 + section as u32
        })
        .unwrap();
        // Both winners before any runner-up.
        assert_eq!(q.iter().map(|q| q.place).collect::<Vec<_>>(), [1, 1, 2, 2]);
    }

    #[test]
    fn a_section_still_playing_makes_no_next_stage() {
        let entrants: Vec<Entrant> = (1..=2)
            .map(|seat| Entrant {
                seat,
                label: String::new(),
                withdrawn: false,
                annulled: false,
            })
            .collect();
        let running = Crosstable::compute(
            &entrants,
            &[TableGame {
                white: 1,
                black: 2,
                result: None,
            }],
        );
        assert_eq!(qualifiers(&[running], 1, |_, s| s), Err(NotYet::Playing(0)));
    }

    /// Qualifiers from `sections` (each qualifier's section, in qualifying order).
    fn from_sections(sections: &[usize]) -> Vec<Qualifier> {
        sections
            .iter()
            .enumerate()
            .map(|(i, &section)| Qualifier {
                section,
                place: 0,
                seat: 0,
                seed: i as u32 + 1,
                halves: 0,
                sb_quarters: 0,
            })
            .collect()
    }

    /// The sections meeting in the final's first round (`None` a bye), seeds as made.
    fn first_meetings(sections: &[usize]) -> Vec<(usize, Option<usize>)> {
        let seeds = knockout_seeds(&from_sections(sections));
        let section = |seed: u32| sections[seeds[seed as usize - 1]];
        first_round(sections.len() as u32)
            .iter()
            .map(|m| (section(m.higher), m.lower.map(section)))
            .collect()
    }

    #[test]
    fn a_knockout_final_keeps_section_mates_apart_and_winners_on_top() {
        // Two sections, two each, B's runner-up ahead of A's: A1 B1 B2 A2 would meet
        // A1 with A2 first; A2 and B2 change places.
        assert_eq!(knockout_seeds(&from_sections(&[0, 1, 1, 0])), [0, 1, 3, 2]);
        assert_eq!(first_meetings(&[0, 1, 1, 0]), [(0, Some(1)), (1, Some(0))]);
        // Already apart: nothing moves.
        assert_eq!(knockout_seeds(&from_sections(&[0, 1, 0, 1])), [0, 1, 2, 3]);
        // Three sections, two each: the byes go to the two best winners, the third
        // winner meets a runner-up of another section.
        let m = first_meetings(&[2, 0, 1, 1, 0, 2]);
        assert_eq!(m.iter().filter(|(_, l)| l.is_none()).count(), 2);
        assert!(m.iter().all(|&(h, l)| Some(h) != l), "{m:?}");
        let seeds = knockout_seeds(&from_sections(&[2, 0, 1, 1, 0, 2]));
        assert_eq!(&seeds[..3], [0, 1, 2], "the winners keep the top seeds");
        // Two finalists: one match, whatever their sections.
        assert_eq!(knockout_seeds(&from_sections(&[0, 0])), [0, 1]);
    }

    proptest! {
        /// Every seed is in one section; sizes differ by one at most.
        #[test]
        fn the_snake_balances_sections(players in 1u32..100, count in 1u32..9) {
            let s = sections(players, count);
            let mut all: Vec<u32> = s.iter().flatten().copied().collect();
            all.sort();
            prop_assert_eq!(all, (1..=players).collect::<Vec<_>>());
            let sizes: Vec<usize> = s.iter().map(Vec::len).collect();
            prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1);
        }

        /// The seeds are the qualifiers, each once; the higher half of the first round
        /// keeps its seeds; and whenever some order of the lower halves keeps every
        /// first-round meeting between two sections, the seeds made do too.
        #[test]
        fn knockout_seeds_part_section_mates_whenever_possible(
            count in 2usize..6,
            qualify in 1usize..4,
            order in any::<u64>(),
        ) {
            // Each place's qualifiers in an order drawn from `order`.
            let mut x = order;
            let mut sections = Vec::new();
            for _ in 0..qualify {
                let mut place: Vec<usize> = (0..count).collect();
                for i in (1..count).rev() {
                    place.swap(i, (x % (i as u64 + 1)) as usize);
                    x /= i as u64 + 1;
                }
                sections.extend(place);
            }
            prop_assume!(sections.len() <= 14);
            let seeds = knockout_seeds(&from_sections(&sections));
            let mut sorted = seeds.clone();
            sorted.sort();
            prop_assert_eq!(sorted, (0..sections.len()).collect::<Vec<_>>());
            let round = first_round(sections.len() as u32);
            for m in &round {
                prop_assert_eq!(seeds[m.higher as usize - 1], m.higher as usize - 1);
            }
            let clashes = |lowers: &[usize]| {
                round
                    .iter()
                    .filter(|m| m.lower.is_some())
                    .zip(lowers)
                    .filter(|(m, l)| sections[m.higher as usize - 1] == sections[**l])
                    .count()
            };
            let mine: Vec<usize> = round
                .iter()
                .filter_map(|m| m.lower.map(|l| seeds[l as usize - 1]))
                .collect();
            // Every order of the lower halves (at most 7! of them).
            let mut lowers = mine.clone();
            lowers.sort();
            let mut possible = false;
            loop {
                if clashes(&lowers) == 0 {
                    possible = true;
                    break;
                }
                // The next permutation in lexicographic order.
                let Some(i) = (1..lowers.len()).rev().find(|&i| lowers[i - 1] < lowers[i]) else {
                    break;
                };
                let j = (i..lowers.len()).rev().find(|&j| lowers[j] > lowers[i - 1]).unwrap();
                lowers.swap(i - 1, j);
                lowers[i..].reverse();
            }
            if possible {
                prop_assert_eq!(clashes(&mine), 0, "{:?} seeded {:?}", sections, seeds);
            }
        }

        /// With two or more sections sending two each into a knockout, no first-round
        /// meeting is between players of one section.
        #[test]
        fn qualifiers_of_one_section_do_not_meet_first(count in 2usize..9, order in any::<u64>()) {
            // Seeds: the winners 1..count, the runners-up after, each from a section
            // given by a permutation derived from `order`.
            let mut perm: Vec<usize> = (0..count).collect();
            let mut x = order;
            for i in (1..count).rev() {
                perm.swap(i, (x % (i as u64 + 1)) as usize);
                x /= i as u64 + 1;
            }
            let section_of = |seed: u32| -> usize {
                let i = seed as usize - 1;
                if i < count { i } else { perm[i - count] }
            };
            let mut round = first_round(2 * count as u32);
            apart_in_first_round(&mut round, section_of);
            for m in &round {
                if let Some(l) = m.lower {
                    prop_assert_ne!(section_of(l), section_of(m.higher), "{:?}", round);
                }
            }
        }
    }
}
