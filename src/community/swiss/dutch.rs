//! The FIDE Dutch system (C.04.3, rules of 2025/2026) as one maximum-weight matching,
//! refined bracket by bracket, the way the FIDE-endorsed engine bbpPairings computes it
//! (its README: a weighted matching; its weights are re-derived here from the rules).
//!
//! Every pair of players gets a weight whose bit fields, from the top, say:
//! - the absolute criteria (C1–C3): no rematch, no two players with the same absolute
//!   colour preference (except topscorers in the last round), the pairing complete with
//!   the bye to a player who may get it (C2: no earlier bye or unplayed win);
//! - completion and the bye (C4, C5): every bracket after this one can still be paired,
//!   the bye to the lowest score that can take it, and among those players the one who
//!   has played most games;
//! - C6–C7: the most pairs in the current bracket, then the highest scores paired in it,
//!   then the same for the next bracket (so that the downfloaters are the right ones);
//! - C10–C13: colour preferences: absolute imbalances, absolute preferences, all
//!   preferences, strong ones;
//! - C14–C21: repeated floats from the last two rounds, then their scores.
//!
//! The heaviest matching fixes who floats; then, bracket by bracket, single pairs are
//! fixed one at a time in FIDE's order (moved-down players first, the S1/S2 exchanges
//! with the fewest and smallest exchanges, the highest S1 player with the highest S2
//! player that keeps the rest optimal), each time re-solving the matching with a small
//! preference added to the pair being decided.

use std::collections::HashMap;

use thiserror::Error;

use super::matching::Matcher;
use super::wide::Wide;
use super::{Board, NextRound, Outcome, Tournament};
use crate::rules::Color;

/// No pairing satisfies the absolute criteria (C1–C3).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "no pairing of the next round satisfies the absolute criteria (no rematch, no absolute colour conflict, at most one bye to a player who may get it)"
)]
pub struct NoPairing;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

/// What the pairing needs of one player to be paired.
#[derive(Debug, Clone)]
struct Entrant {
    /// Index in `Tournament::players` (starting rank − 1).
    index: usize,
    /// Effective pairing number among the entered players, 0-based.
    rank: usize,
    /// Half points.
    score: u32,
    preference: Option<Color>,
    /// |whites − blacks| over games played.
    imbalance: u32,
    /// The colour of the last two games played when they were the same.
    repeated: Option<Color>,
    strong: bool,
    played_games: u32,
    bye_eligible: bool,
    floats: [Float; 2],
    /// Indexes of the players already met over the board.
    met: Vec<usize>,
    /// The colours of the games played, last first.
    colours: Vec<Color>,
}

impl Entrant {
    fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

/// Pairs the next round of `tournament` by the Dutch rules.
pub fn pair_next_round(tournament: &Tournament) -> Result<NextRound, NoPairing> {
    let entrants = entrants(tournament);
    if entrants.is_empty() {
        return Ok(NextRound::default());
    }
    let layout = Layout::new(&entrants, tournament.rounds_played);
    // Room for the weight, the matching's doubling and sums, and a margin.
    let words = (layout.total_bits + 8).div_ceil(64) as usize;
    macro_rules! run_with {
        ($($n:literal)*) => {
            match words {
                $(w if w <= $n => Engine::<$n>::new(tournament, entrants, layout).run(),)*
                _ => Engine::<64>::new(tournament, entrants, layout).run(),
            }
        };
    }
    let pairs = run_with!(1 2 3 4 5 6 7 8 9 10 12 16 24 32 48)?;
    Ok(order(tournament, pairs))
}

/// The players of the next round, best first (score, then pairing number).
fn entrants(t: &Tournament) -> Vec<Entrant> {
    let rp = t.rounds_played;
    let entered: Vec<usize> = (0..t.players.len())
        .filter(|&i| {
            let p = &t.players[i];
            p.rounds.len() <= rp || p.rounds.iter().any(|r| r.paired)
        })
        .collect();
    let mut out = Vec::new();
    for (rank, &i) in entered.iter().enumerate() {
        let p = &t.players[i];
        if p.rounds.len() > rp {
            continue; // absent from the round to pair
        }
        let history = &p.rounds[..rp.min(p.rounds.len())];
        let (mut whites, mut blacks, mut run, mut last) = (0u32, 0u32, 0u32, None);
        let mut colours = Vec::new();
        let mut met = Vec::new();
        for r in history.iter().filter(|r| r.played) {
            let c = r
                .colour
                .expect("a game played has a colour (checked by the reader)");
            match c {
                Color::White => whites += 1,
                Color::Black => blacks += 1,
            }
            run = if last == Some(c) { run + 1 } else { 1 };
            last = Some(c);
            colours.push(c);
            met.extend(r.opponent);
        }
        colours.reverse();
        let lower = if whites > blacks {
            Color::Black
        } else {
            Color::White
        };
        let imbalance = whites.abs_diff(blacks);
        let preference = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            last.map(|c| !c)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(|c| !c)
        };
        let repeated = if run > 1 { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        let bye_eligible = history.iter().all(|r| {
            !(!r.played && (r.outcome == Outcome::Win || (r.paired && r.opponent.is_none())))
        });
        let score = t.half_points(i);
        let floats = [1, 2].map(|back| float(t, i, back));
        out.push(Entrant {
            index: i,
            rank,
            score,
            preference,
            imbalance,
            repeated,
            strong: !absolute && imbalance > 0,
            played_games: colours.len() as u32,
            bye_eligible,
            floats,
            met,
            colours,
        });
    }
    out.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
    out
}

/// The score `back` rounds ago.
fn score_back(t: &Tournament, player: usize, back: usize) -> u32 {
    let rp = t.rounds_played;
    let rounds = &t.players[player].rounds;
    let recent: u32 = (rp - back..rp)
        .filter_map(|r| rounds.get(r))
        .map(|r| r.outcome.half_points())
        .sum();
    t.half_points(player) - recent
}

/// Did the player float `back` rounds ago (A.4: against a lower or higher score, or
/// scoring more than a loss without playing)?
fn float(t: &Tournament, player: usize, back: usize) -> Float {
    let rp = t.rounds_played;
    if back > rp {
        return Float::None;
    }
    let Some(entry) = t.players[player].rounds.get(rp - back) else {
        return Float::None; // not entered yet
    };
    let Some(opponent) = entry.opponent.filter(|_| entry.played) else {
        return if entry.outcome.half_points() > 0 {
            Float::Down
        } else {
            Float::None
        };
    };
    let mine = score_back(t, player, back);
    let theirs = score_back(t, opponent, back);
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => Float::Down,
        std::cmp::Ordering::Less => Float::Up,
        std::cmp::Ordering::Equal => Float::None,
    }
}

/// The widths of the weight's fields.
#[derive(Debug, Clone)]
struct Layout {
    /// Bits to count the players of the largest score group.
    group_bits: u32,
    /// The score fields: one sub-field per score group, each wide enough for its size.
    scores_bits: u32,
    shifts: HashMap<u32, u32>,
    /// All the fields below the completion field.
    total_bits: u32,
}

fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

impl Layout {
    fn new(sorted: &[Entrant], rounds_played: usize) -> Layout {
        let mut shifts = HashMap::new();
        let mut scores_bits = 0;
        let mut largest = 0;
        let mut i = sorted.len();
        while i > 0 {
            let score = sorted[i - 1].score;
            let mut j = i;
            while j > 0 && sorted[j - 1].score == score {
                j -= 1;
            }
            let size = i - j;
            shifts.insert(score, scores_bits);
            scores_bits += bits_for(size);
            largest = largest.max(size);
            i = j;
        }
        let group_bits = bits_for(largest);
        let floats_rounds = rounds_played.min(2) as u32;
        let group_fields = 1 + 1 + 2 + 4 + 2 * floats_rounds + 3;
        let score_fields = 2 + 2 * floats_rounds;
        let total_bits = group_fields * group_bits + score_fields * scores_bits + 1;
        Layout {
            group_bits,
            scores_bits,
            shifts,
            total_bits,
        }
    }
}

struct Engine<'t, const N: usize> {
    t: &'t Tournament,
    p: Vec<Entrant>,
    layout: Layout,
    bye_score: u32,
    single_downfloater_is_bye: bool,
    unplayed_ranks: HashMap<u32, u64>,
    /// Each player's bit in a score field (`Layout::shifts` by player).
    shifts: Vec<u32>,
    /// The heaviest matching of the players not yet fixed in a pair, kept from one
    /// solve to the next.
    m: Matcher<N>,
    mates: Vec<usize>,
    /// Players already in a pair of the round.
    fixed: Vec<bool>,
}

impl<'t, const N: usize> Engine<'t, N> {
    fn new(t: &'t Tournament, p: Vec<Entrant>, layout: Layout) -> Self {
        let n = p.len();
        let shifts = p.iter().map(|e| layout.shifts[&e.score]).collect();
        Engine {
            t,
            shifts,
            p,
            layout,
            bye_score: 0,
            single_downfloater_is_bye: false,
            unplayed_ranks: HashMap::new(),
            m: Matcher::new(n),
            mates: (0..n).collect(),
            fixed: vec![false; n],
        }
    }

    fn score(&self, v: usize) -> u32 {
        self.p[v].score
    }

    fn shift(&self, v: usize) -> u32 {
        self.shifts[v]
    }

    /// C1 and C3: not met before; not both with the same absolute preference, unless
    /// one of them is a topscorer (more than half the points) in the last round.
    fn compatible(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.p[a], &self.p[b]);
        if x.met.contains(&y.index) {
            return false;
        }
        let rp = self.t.rounds_played;
        let last_round = rp + 1 >= self.t.total_rounds;
        !x.absolute()
            || !y.absolute()
            || x.preference != y.preference
            || (last_round && (x.score as usize > rp || y.score as usize > rp))
    }

    /// C5: the bye to the one who has played most games in its score (the ranks of
    /// `x`'s and `y`'s games played, when one of them would take the bye).
    fn bye_ranks(&self, x: &Entrant, y: &Entrant) -> u64 {
        let mut ranks = 0;
        if self.single_downfloater_is_bye {
            if x.score == self.bye_score {
                ranks += self.unplayed_ranks[&x.played_games];
            }
            if y.score == self.bye_score {
                ranks += self.unplayed_ranks[&y.played_games];
            }
        }
        ranks
    }

    fn bye_candidate(&self, v: usize) -> bool {
        self.p[v].bye_eligible && self.p[v].score <= self.bye_score
    }

    /// The weight of pairing `h` with `l` (h before l in the ranking), `l` being in the
    /// bracket being paired (`in_current`) or in the next one (`in_next`).
    ///
    /// The fields, from the top (each value added at its field's lowest bit, which is
    /// what shifting the weight left by each field's width and adding the value does):
    /// completion and the bye; C6/C7 in this bracket, then in the next; C5; C10–C13;
    /// C14–C17; C18–C21; and room below for the order among the pairs left equal.
    fn edge(&self, h: usize, l: usize, in_current: bool, in_next: bool) -> Wide<N> {
        if !self.compatible(h, l) {
            return Wide::ZERO;
        }
        let gb = self.layout.group_bits;
        let sb = self.layout.scores_bits;
        let (x, y) = (&self.p[h], &self.p[l]);
        let (shift_h, shift_l) = (self.shifts[h], self.shifts[l]);
        let mut w = Wide::<N>::ZERO;
        let mut pos = self.layout.total_bits;
        w.add_at(
            1 + u64::from(!self.bye_candidate(h)) + u64::from(!self.bye_candidate(l)),
            pos,
        );
        let mut field = |w: &mut Wide<N>, bits: u32, value: u64| {
            pos -= bits;
            w.add_at(value, pos);
            pos
        };
        // C6/C7 in this bracket, then in the next.
        field(&mut w, gb, u64::from(in_current));
        let at = field(&mut w, sb, 0);
        if in_current {
            w.add_at(1, at + shift_h);
        }
        field(&mut w, gb, u64::from(in_next));
        let at = field(&mut w, sb, 0);
        if in_next {
            w.add_at(1, at + shift_h);
        }
        // C5: the bye to the one who has played most games in its score.
        let ranks = self.bye_ranks(x, y);
        field(&mut w, 2 * gb, ranks);
        // C10–C13: colours.
        for met in colour_criteria(x, y) {
            field(&mut w, gb, u64::from(in_current && met));
        }
        // C14–C17: repeated floats, last round then the one before.
        let rp = self.t.rounds_played;
        for back in 0..rp.min(2) {
            let (down, up) = repeated_floats(x, y, back, in_current);
            field(&mut w, gb, down);
            field(&mut w, gb, up);
        }
        // C18–C21: the scores of those repeated floaters.
        for back in 0..rp.min(2) {
            let (fy, fx) = (y.floats[back], x.floats[back]);
            let down = field(&mut w, sb, 0);
            if in_current && fy == Float::Down {
                w.add_at(1, down + shift_l);
            }
            if in_current && fx == Float::Down {
                w.add_at(1, down + shift_h);
            }
            let up = field(&mut w, sb, 0);
            if in_current && !(fy == Float::Up && x.score > y.score) {
                w.add_at(1, up + shift_h);
            }
        }
        // Room for the order among the pairs that are left equal (S1/S2, exchanges).
        debug_assert_eq!(pos, 3 * gb + 1);
        w
    }

    #[cfg(test)]
    /// [`Engine::edge`] as it was first written: the weight shifted left field by
    /// field. Kept to check the faster one against.
    fn edge_by_shifts(&self, h: usize, l: usize, in_current: bool, in_next: bool) -> Wide<N> {
        if !self.compatible(h, l) {
            return Wide::ZERO;
        }
        let gb = self.layout.group_bits;
        let sb = self.layout.scores_bits;
        let (x, y) = (&self.p[h], &self.p[l]);
        let mut w = Wide::<N>::small(
            1 + u64::from(!self.bye_candidate(h)) + u64::from(!self.bye_candidate(l)),
        );
        let push = |w: Wide<N>, bits: u32, add: Wide<N>| w.shl(bits).add(&add);
        let flag = |b: bool| Wide::<N>::small(u64::from(b));
        let bit_if = |b: bool, shift: u32| if b { Wide::<N>::bit(shift) } else { Wide::ZERO };
        // C6/C7 in this bracket, then in the next.
        w = push(w, gb, flag(in_current));
        w = push(w, sb, bit_if(in_current, self.shift(h)));
        w = push(w, gb, flag(in_next));
        w = push(w, sb, bit_if(in_next, self.shift(h)));
        // C5: the bye to the one who has played most games in its score.
        let ranks = self.bye_ranks(x, y);
        w = push(w, 2 * gb, Wide::small(ranks));
        // C10–C13: colours.
        for met in colour_criteria(x, y) {
            w = push(w, gb, flag(in_current && met));
        }
        // C14–C17: repeated floats, last round then the one before.
        let rp = self.t.rounds_played;
        for back in 0..rp.min(2) {
            let (down, up) = repeated_floats(x, y, back, in_current);
            w = push(w, gb, Wide::small(down));
            w = push(w, gb, Wide::small(up));
        }
        // C18–C21: the scores of those repeated floaters.
        for back in 0..rp.min(2) {
            let (fy, fx) = (y.floats[back], x.floats[back]);
            let mut down = Wide::ZERO;
            let mut up = Wide::ZERO;
            if in_current {
                down = bit_if(fy == Float::Down, self.shift(l))
                    .add(&bit_if(fx == Float::Down, self.shift(h)));
                up = bit_if(!(fy == Float::Up && x.score > y.score), self.shift(h));
            }
            w = push(w, sb, down);
            w = push(w, sb, up);
        }
        // Room for the order among the pairs that are left equal (S1/S2, exchanges).
        w.shl(3 * gb + 1)
    }

    /// The heaviest matching of the players not yet fixed in a pair.
    fn solve(&mut self) {
        self.m.solve();
        for v in 0..self.mates.len() {
            if !self.fixed[v] {
                self.mates[v] = self.m.mate(v);
            }
        }
    }

    /// Fixes the pair (a, b): both leave the matching.
    fn finalize(&mut self, a: usize, b: usize) {
        self.fixed[a] = true;
        self.fixed[b] = true;
        self.mates[a] = b;
        self.mates[b] = a;
        self.m.remove(a);
        self.m.remove(b);
    }

    fn run(mut self) -> Result<Vec<(usize, Option<usize>)>, NoPairing> {
        let n = self.p.len();
        let odd = n % 2 == 1;
        let top = self.score(0);
        let gb = self.layout.group_bits;
        let sb = self.layout.scores_bits;
        // First: can the round be paired at all, and at which score does the bye go?
        for b in 0..n {
            for a in 0..b {
                let weight = if !odd {
                    self.edge(a, b, false, false)
                } else if self.compatible(a, b) {
                    let completion =
                        1 + u64::from(!self.p[a].bye_eligible) + u64::from(!self.p[b].bye_eligible);
                    let shifts = u64::from(self.shift(a) + self.shift(b));
                    Wide::<N>::small(completion)
                        .shl(sb)
                        .add_small(shifts)
                        .shl(gb)
                        .add_small(u64::from(self.score(b) >= top))
                } else {
                    Wide::ZERO
                };
                self.m.set(a, b, weight);
            }
        }
        self.solve();
        let single: Vec<usize> = (0..n).filter(|&v| self.mates[v] == v).collect();
        if single.len() > 1 || single.iter().any(|&v| !self.p[v].bye_eligible) {
            return Err(NoPairing);
        }
        if let Some(&bye) = single.first() {
            self.bye_score = self.score(bye);
            self.single_downfloater_is_bye = self.bye_score >= top
                && (0..n)
                    .take_while(|&v| self.score(v) >= top)
                    .all(|v| self.score(self.mates[v]) >= top);
            let mut games: Vec<u32> = (0..n)
                .filter(|&v| self.score(v) == self.bye_score)
                .map(|v| self.p[v].played_games)
                .collect();
            games.sort_unstable_by(|a, b| b.cmp(a));
            for (rank, g) in games.into_iter().enumerate() {
                self.unplayed_ranks.insert(g, rank as u64);
            }
            for b in 0..n {
                for a in 0..b {
                    let weight = self.edge(a, b, false, false);
                    self.m.set(a, b, weight);
                }
            }
        }

        let mut partner: Vec<Option<usize>> = vec![None; n];
        let mut matched = vec![false; n];
        let mut bracket: Vec<usize> = Vec::new();
        let mut next = 0;
        while next < n && self.score(next) >= top {
            bracket.push(next);
            next += 1;
        }
        let mut movers = 0; // moved-down players at the head of `bracket`
        let mut residents_from = 0; // the first resident's vertex
        while bracket.len() > 1 || next < n {
            let next_from_pos = bracket.len();
            let next_from = residents_from + (next_from_pos - movers);
            let group_start = next;
            while next < n && self.score(next) >= self.score(group_start) {
                bracket.push(next);
                next += 1;
            }
            let len = bracket.len();
            // base[larger][smaller], by positions in `bracket`.
            let mut base: Vec<Vec<Wide<N>>> = vec![Vec::new(); len];
            for larger in movers..len {
                base[larger] = (0..larger)
                    .map(|smaller| {
                        self.edge(
                            bracket[smaller],
                            bracket[larger],
                            larger < next_from_pos,
                            larger >= next_from_pos,
                        )
                    })
                    .collect();
                for smaller in 0..larger {
                    self.m
                        .set(bracket[larger], bracket[smaller], base[larger][smaller]);
                }
            }
            self.solve();
            let resident = |m: usize| m >= residents_from && m < next_from;

            // Which moved-down players are paired in this bracket (the highest first).
            let mut group_score = 0;
            let mut remaining = 0;
            let mut remaining_matched = 0;
            for pos in 0..movers {
                let v = bracket[pos];
                if pos == 0 || self.score(v) < group_score {
                    group_score = self.score(v);
                    remaining = 0;
                    remaining_matched = 0;
                    let mut m = pos;
                    while m < len && self.score(bracket[m]) >= group_score {
                        remaining += 1;
                        if resident(self.mates[bracket[m]]) {
                            remaining_matched += 1;
                        }
                        m += 1;
                    }
                }
                if remaining_matched == 0 {
                    continue;
                }
                if remaining <= remaining_matched {
                    matched[v] = true;
                    continue;
                }
                remaining -= 1;
                if !resident(self.mates[v]) {
                    for o in movers..next_from_pos {
                        let e = base[o][pos];
                        if !e.is_zero() {
                            self.m.set(v, bracket[o], e.or_small(1));
                        }
                    }
                    self.solve();
                }
                if resident(self.mates[v]) {
                    matched[v] = true;
                    remaining_matched -= 1;
                    for o in movers..next_from_pos {
                        let e = base[o][pos];
                        if !e.is_zero() {
                            let e = e.or_small((next_from_pos - movers) as u64).add_small(1);
                            self.m.set(v, bracket[o], e);
                        }
                    }
                }
            }
            // Their opponents: the highest resident that keeps the rest optimal.
            let mut skipped = false;
            for pos in 0..movers {
                let v = bracket[pos];
                if !matched[v] {
                    continue;
                }
                let mut addend = len as u64;
                let mut favourite = None;
                for o in (movers..next_from_pos).rev() {
                    let ov = bracket[o];
                    if matched[ov] {
                        continue;
                    }
                    let e = base[o][pos];
                    if !e.is_zero() {
                        self.m.set(v, ov, e.add_small(addend));
                        addend += 1;
                        favourite = Some(ov);
                    }
                }
                // Only v's edges changed; if v already has the opponent they favour
                // most, the matching stays the heaviest.
                if favourite != Some(self.mates[v]) {
                    self.solve();
                } else {
                    skipped = true;
                }
                let mv = self.mates[v];
                matched[mv] = true;
                self.finalize(v, mv);
            }

            // The remainder: residents not paired with a moved-down player.
            let mut remainder = Vec::new();
            let mut pairs = 0;
            for (pos, &v) in bracket.iter().enumerate().take(next_from_pos).skip(movers) {
                if self.mates[v] < residents_from {
                    continue;
                }
                remainder.push(pos);
                if self.mates[v] < v {
                    pairs += 1;
                }
            }
            let ewc = |base: &Vec<Vec<Wide<N>>>, s: usize, l: usize, index: usize| {
                let e = base[l][s];
                if e.is_zero() {
                    return e;
                }
                let flag = if index < pairs {
                    Wide::<N>::bit(2 * gb + 1)
                } else {
                    Wide::ZERO
                };
                e.add(&flag).sub_small(2 * index as u64)
            };
            for &o in &remainder {
                for (index, &s) in remainder.iter().enumerate() {
                    if o <= s {
                        break;
                    }
                    self.m.set(bracket[s], bracket[o], ewc(&base, s, o, index));
                }
            }
            self.solve();
            let upper = |mates: &Vec<usize>, v: usize| mates[v] > v && mates[v] < next_from;
            let exchanges = remainder[..pairs]
                .iter()
                .filter(|&&pos| !upper(&self.mates, bracket[pos]))
                .count();

            // The S1 players to exchange: the lowest possible.
            let mut left = exchanges;
            let mut index = pairs;
            while index > 0 && left > 0 {
                index -= 1;
                let pos = remainder[index];
                let v = bracket[pos];
                if upper(&self.mates, v) {
                    for &o in &remainder[index + 1..] {
                        let e = ewc(&base, pos, o, index);
                        if !e.is_zero() {
                            self.m.set(v, bracket[o], e.sub_small(1));
                        }
                    }
                    self.solve();
                }
                let exchange = !upper(&self.mates, v);
                if exchange {
                    left -= 1;
                }
                for &o in &remainder[index + 1..] {
                    if exchange {
                        base[o][pos] = Wide::ZERO;
                    }
                    self.m.set(v, bracket[o], ewc(&base, pos, o, index));
                }
            }
            // The S2 players to exchange: the highest possible.
            let mut left = exchanges;
            for index in pairs..remainder.len() {
                if left <= 1 {
                    break;
                }
                let pos = remainder[index];
                let v = bracket[pos];
                let already = upper(&self.mates, v);
                if !already {
                    for &o in &remainder[index + 1..] {
                        let e = ewc(&base, pos, o, index);
                        if !e.is_zero() {
                            self.m.set(v, bracket[o], e.add_small(1));
                        }
                    }
                    self.solve();
                }
                if upper(&self.mates, v) {
                    left -= 1;
                    for &o in &remainder[..index] {
                        base[pos][o] = Wide::ZERO;
                        self.m.set(v, bracket[o], Wide::ZERO);
                    }
                    for o in next_from_pos..len {
                        base[o][pos] = Wide::ZERO;
                        self.m.set(v, bracket[o], Wide::ZERO);
                    }
                }
                if !already {
                    for &o in &remainder[index + 1..] {
                        self.m.set(v, bracket[o], ewc(&base, pos, o, index));
                    }
                }
            }
            // Fix who is in S1 and who in S2.
            for (i, &s) in remainder.iter().enumerate() {
                let vs = bracket[s];
                for &o in &remainder[i + 1..] {
                    let vo = bracket[o];
                    if !upper(&self.mates, vs) || upper(&self.mates, vo) {
                        base[o][s] = Wide::ZERO;
                    }
                    self.m.set(vs, vo, base[o][s]);
                }
            }
            // Each S1 player, from the top, with the highest S2 player that keeps the
            // rest optimal.
            for &s in &remainder {
                let vs = bracket[s];
                if !upper(&self.mates, vs) {
                    continue;
                }
                let mut addend = 0u64;
                let mut favourite = None;
                for &o in remainder.iter().rev() {
                    let vo = bracket[o];
                    if o <= s || matched[vo] {
                        continue;
                    }
                    let e = base[o][s];
                    if !e.is_zero() {
                        self.m.set(vs, vo, e.add_small(addend));
                        favourite = Some(vo);
                    }
                    addend += 1;
                }
                if favourite != Some(self.mates[vs]) {
                    self.solve();
                } else {
                    skipped = true;
                }
                let mv = self.mates[vs];
                matched[vs] = true;
                matched[mv] = true;
                self.finalize(vs, mv);
            }

            if skipped {
                self.solve(); // the others' mates as the full sequence of solves has them
            }
            // The next bracket: the unpaired players of this one, then the next group.
            let mut progressed = false;
            let mut new_bracket = Vec::new();
            movers = 0;
            self.single_downfloater_is_bye =
                odd && group_start < n && self.bye_score >= self.score(group_start);
            for (pos, &v) in bracket.iter().enumerate() {
                if pos < next_from_pos && matched[v] {
                    partner[v] = Some(self.mates[v]);
                    partner[self.mates[v]] = Some(v);
                    progressed = true;
                } else {
                    new_bracket.push(v);
                    if pos < next_from_pos {
                        movers += 1;
                    }
                    if self.single_downfloater_is_bye
                        && self.score(self.mates[v]) < self.score(group_start)
                    {
                        self.single_downfloater_is_bye = false;
                    }
                }
            }
            if group_start == n && !progressed {
                break; // nothing left that can be paired
            }
            bracket = new_bracket;
            residents_from = next_from;
        }

        let mut out = Vec::new();
        for (v, &mate) in partner.iter().enumerate() {
            match mate {
                Some(m) => {
                    if self.p[v].index < self.p[m].index {
                        out.push((v, Some(m)));
                    }
                }
                None => out.push((v, None)),
            }
        }
        let byes = out.iter().filter(|(_, m)| m.is_none()).count();
        if byes > 1 {
            return Err(NoPairing);
        }
        Ok(out
            .into_iter()
            .map(|(v, m)| {
                (
                    self.p[v].index,
                    m.map(|m| {
                        let colour = colour_of(&self.p[v], &self.p[m], self.t.first_colour);
                        (self.p[m].index, colour)
                    }),
                )
            })
            .map(|(a, m)| match m {
                Some((b, Color::White)) => (a, Some(b)),
                Some((b, Color::Black)) => (b, Some(a)),
                None => (a, None),
            })
            .collect())
    }
}

/// `x` ranks below `y` (lower score, or the same score and a larger pairing number).
fn below(x: &Entrant, y: &Entrant) -> bool {
    (x.score, y.rank) < (y.score, x.rank)
}

/// The colour of `x` against `y` (C.04.3 article 5: both preferences granted; else the
/// stronger preference — absolute, then by the larger imbalance, then strong; else the
/// colours alternated from the last round the two differed; else the higher-ranked
/// player's preference; else by the pairing number and the first round's colour).
fn colour_of(x: &Entrant, y: &Entrant, first: Color) -> Color {
    if let Some(c) = neutral_colour(x, y) {
        return c;
    }
    match x.preference {
        None => {
            if below(x, y) {
                if y.rank % 2 == 1 { first } else { !first }
            } else if x.rank % 2 == 1 {
                !first
            } else {
                first
            }
        }
        Some(pref) => {
            if below(x, y) {
                y.preference.map_or(pref, |c| !c)
            } else {
                pref
            }
        }
    }
}

fn neutral_colour(x: &Entrant, y: &Entrant) -> Option<Color> {
    let (px, py) = (x.preference, y.preference);
    if px != py || px.is_none() {
        return px.or(py.map(|c| !c));
    }
    let (px, py) = (px?, py?);
    if x.absolute() && (x.imbalance > y.imbalance || !y.absolute()) {
        return Some(px);
    }
    if y.absolute() && (y.imbalance > x.imbalance || !x.absolute()) {
        return Some(!py);
    }
    if x.strong && !y.strong {
        return Some(px);
    }
    if y.strong && !x.strong {
        return Some(!py);
    }
    // The last round both played with different colours: swap them.
    x.colours
        .iter()
        .zip(&y.colours)
        .find(|(a, b)| a != b)
        .map(|(_, &theirs)| theirs)
}

/// The boards in the engines' order: by the higher player's score, the lower player's
/// score, the higher player's rank; the bye last.
fn order(t: &Tournament, pairs: Vec<(usize, Option<usize>)>) -> NextRound {
    let score = |i: usize| t.half_points(i);
    // Pairing numbers order the players of a score (the entered players keep the order
    // of their numbers).
    let higher = |a: usize, b: usize| {
        if (score(a), std::cmp::Reverse(a)) < (score(b), std::cmp::Reverse(b)) {
            b
        } else {
            a
        }
    };
    let mut boards: Vec<(usize, usize)> = Vec::new();
    let mut bye = None;
    for (a, b) in pairs {
        match b {
            Some(b) => boards.push((a, b)),
            None => bye = Some(a as u32 + 1),
        }
    }
    boards.sort_by_key(|&(w, b)| {
        let h = higher(w, b);
        let l = if h == w { b } else { w };
        (std::cmp::Reverse(score(h)), std::cmp::Reverse(score(l)), h)
    });
    NextRound {
        boards: boards
            .into_iter()
            .map(|(w, b)| Board {
                white: w as u32 + 1,
                black: b as u32 + 1,
            })
            .collect(),
        bye,
    }
}

/// C14–C17 for `x` (ranked first) meeting `y`, `back` rounds ago (0: the last): how
/// many would float down again, and whether `y` would not float up again; nothing
/// outside the current bracket.
fn repeated_floats(x: &Entrant, y: &Entrant, back: usize, in_current: bool) -> (u64, u64) {
    if !in_current {
        return (0, 0);
    }
    let (fy, fx) = (y.floats[back], x.floats[back]);
    let down = u64::from(fy == Float::Down) + u64::from(x.score <= y.score && fx == Float::Down);
    let up = u64::from(!(x.score > y.score && fy == Float::Up));
    (down, up)
}

/// C10–C13 for `x` (ranked first) meeting `y`, each whether it is met: no absolute
/// colour imbalance broken, no absolute preference broken (the one with the smaller
/// imbalance not given a colour a third time), preferences compatible, no strong
/// preference broken.
fn colour_criteria(x: &Entrant, y: &Entrant) -> [bool; 4] {
    let differ = y.preference != x.preference;
    let imbalance_ok = !y.absolute_imbalance() || !x.absolute_imbalance() || differ;
    let absolute_ok = !y.absolute()
        || !x.absolute()
        || differ
        || if y.imbalance == x.imbalance {
            y.repeated.is_none() || y.repeated != x.repeated
        } else {
            // The one with the smaller imbalance must not have repeated the colour.
            let smaller = if y.imbalance > x.imbalance { x } else { y };
            smaller.repeated != y.preference.map(|c| !c)
        };
    let compatible_prefs = y.preference.is_none() || x.preference.is_none() || differ;
    let strong_ok = (!y.strong && !y.absolute())
        || (!x.strong && !x.absolute())
        || (y.absolute() && x.absolute())
        || differ;
    [imbalance_ok, absolute_ok, compatible_prefs, strong_ok]
}

#[cfg(test)]
mod tests {
    //! Small tournaments, each with the rule it shows; the expected pairings are what
    //! bbpPairings (the FIDE-endorsed reference) prints for the same file.

    use super::super::read_trf;
    use super::*;

    /// A TRF of `head` lines and players `(score, rounds)` numbered from 1.
    fn trf(head: &str, players: &[(&str, &[&str])]) -> Tournament {
        let mut text = format!("{head}\n");
        for (i, (score, rounds)) in players.iter().enumerate() {
            let line = format!(
                "001 {:4}{:72}{score:>4}       {}",
                i + 1,
                "",
                rounds.join("  ")
            );
            text.push_str(line.trim_end());
            text.push('\n');
        }
        read_trf(&text).unwrap()
    }

    fn paired(t: &Tournament) -> String {
        pair_next_round(t).unwrap().to_string()
    }

    #[test]
    fn the_first_round_pairs_the_top_half_against_the_bottom_half() {
        // C.04.3 1.2/3.3: one bracket, S1 = 1–3 against S2 = 4–6 in order; colours
        // alternate down the boards from the top player's colour (XXC white1).
        let zero: &[&str] = &[];
        let t = trf("XXR 5\nXXC white1", &[("0.0", zero); 6]);
        assert_eq!(paired(&t), "3\n1 4\n5 2\n3 6\n");
    }

    #[test]
    fn an_odd_field_gives_the_lowest_player_the_bye() {
        // C.04.1 c / C5: the pairing-allocated bye goes to the lowest-ranked player.
        let zero: &[&str] = &[];
        let t = trf("XXR 5\nXXC black1", &[("0.0", zero); 5]);
        assert_eq!(paired(&t), "3\n3 1\n2 4\n5 0\n");
    }

    #[test]
    fn nobody_gets_a_second_bye() {
        // C2: player 3 had the bye in round 1; the bye goes to player 1, lower in score.
        let t = trf(
            "XXR 3",
            &[
                ("0.0", &["   2 w 0"]),
                ("1.0", &["   1 b 1"]),
                ("1.0", &["0000 - U"]),
            ],
        );
        assert_eq!(paired(&t), "2\n2 3\n1 0\n");
    }

    #[test]
    fn colour_preferences_outweigh_the_natural_order_of_s2() {
        // C1 forbids 1–3 and 2–4 again; of 1–4/2–3 and 1–2/3–4 only the second grants
        // every colour preference (C12).
        let t = trf(
            "XXR 5",
            &[
                ("0.5", &["   3 w ="]),
                ("0.5", &["   4 b ="]),
                ("0.5", &["   1 b ="]),
                ("0.5", &["   2 w ="]),
            ],
        );
        assert_eq!(paired(&t), "2\n2 1\n3 4\n");
    }

    #[test]
    fn a_downfloater_takes_the_opponent_that_leaves_the_rest_pairable() {
        // Player 1 (White twice: absolute Black) floats down; 1–3 would leave 2–4, a
        // rematch (C1), so 1 meets 4 and 2 (BB: absolute White) has White against 3.
        let t = trf(
            "XXR 5",
            &[
                ("2.0", &["   3 w 1", "   2 w 1"]),
                ("1.0", &["   4 b 1", "   1 b 0"]),
                ("1.0", &["   1 b 0", "   4 w 1"]),
                ("0.0", &["   2 w 0", "   3 b 0"]),
            ],
        );
        assert_eq!(paired(&t), "2\n4 1\n2 3\n");
    }

    #[test]
    fn players_absent_from_the_round_are_not_paired() {
        // Player 2 took a half-point bye for round 2 (`0000 - H`): five players remain,
        // and the lowest of them, player 5, gets the bye.
        let t = trf(
            "XXR 5",
            &[
                ("1.0", &["   4 w 1"]),
                ("1.0", &["   5 b 1", "0000 - H"]),
                ("0.0", &["   6 w 0"]),
                ("0.0", &["   1 b 0"]),
                ("0.0", &["   2 w 0"]),
                ("1.0", &["   3 b 1"]),
            ],
        );
        assert_eq!(paired(&t), "3\n6 1\n4 3\n5 0\n");
    }

    #[test]
    fn a_late_entry_joins_its_score_group() {
        // Player 5 entered after round 1 (`0000 - Z`): paired among the zeros, and the
        // bye goes to player 4, who has played more games than the newcomer (C5).
        let t = trf(
            "XXR 5",
            &[
                ("1.0", &["   3 w 1"]),
                ("1.0", &["   4 b 1"]),
                ("0.0", &["   1 b 0"]),
                ("0.0", &["   2 w 0"]),
                ("0.0", &["0000 - Z"]),
            ],
        );
        assert_eq!(paired(&t), "3\n2 1\n3 5\n4 0\n");
    }

    /// The weights built field by field at their offsets are the weights built by
    /// shifting, for every pair of players of many tournaments, in and out of the
    /// bracket, with and without the C5 ranks.
    #[test]
    fn weights_at_field_offsets_are_the_weights_by_shifts() {
        let mut checked = 0;
        for text in [
            include_str!("../../../tests/fixtures/swiss/dutch-small.trfs"),
            include_str!("../../../tests/fixtures/swiss/dutch-medium.trfs"),
        ] {
            for chunk in text.split("=== seed ").skip(1).step_by(8) {
                let trf = chunk.split_once('\n').unwrap().1;
                let t = read_trf(trf.split_once("--- ").unwrap().0).unwrap();
                let entrants = entrants(&t);
                if entrants.is_empty() {
                    continue;
                }
                let layout = Layout::new(&entrants, t.rounds_played);
                assert!(layout.total_bits + 8 <= 16 * 64);
                let mut e = Engine::<16>::new(&t, entrants, layout);
                let n = e.p.len();
                e.bye_score = e.score(n - 1);
                let mut games: Vec<u32> = e.p.iter().map(|p| p.played_games).collect();
                games.sort_unstable_by(|a, b| b.cmp(a));
                for (rank, g) in games.into_iter().enumerate() {
                    e.unplayed_ranks.insert(g, rank as u64);
                }
                for bye in [false, true] {
                    e.single_downfloater_is_bye = bye;
                    for b in 0..n {
                        for a in 0..b {
                            for (current, next) in [(false, false), (true, false), (false, true)] {
                                assert_eq!(
                                    e.edge(a, b, current, next),
                                    e.edge_by_shifts(a, b, current, next)
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn no_pairing_when_the_absolute_criteria_cannot_all_hold() {
        // Two players who have met: no rematch, no second bye.
        let t = trf("XXR 3", &[("1.0", &["   2 w 1"]), ("0.0", &["   1 b 0"])]);
        assert_eq!(pair_next_round(&t), Err(NoPairing));
    }
}
