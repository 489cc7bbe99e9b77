//! A player's history as others see it before accepting a game: how fast they move.

use crate::game::{DAY, Game};
use crate::rules::Color;

/// The seconds `color` took for each of their moves in `game`: from the opponent's
/// move before (or the start of the game) to their own.
pub fn think_times(game: &Game, color: Color) -> Vec<i64> {
    think_times_of_first(game, color, game.moves().len())
}

/// [`think_times`] over the first `plies` moves only (those the public site shows of a
/// running game: the times of moves still hidden would tell when they were made).
pub fn think_times_of_first(game: &Game, color: Color, plies: usize) -> Vec<i64> {
    let mut times = Vec::new();
    let mut previous = game.created_at();
    for (index, played) in game.moves().iter().take(plies).enumerate() {
        let mover = game
            .record()
            .positions()
            .get(index)
            .map_or(Color::White, |p| p.turn());
        if mover == color {
            times.push((played.at - previous).max(0));
        }
        previous = played.at;
    }
    times
}

/// The average days per move over `times` (seconds), in tenths of a day; `None`
/// without any move.
pub fn average_tenths_of_days(times: &[i64]) -> Option<u32> {
    if times.is_empty() {
        return None;
    }
    let total: i128 = times.iter().map(|&t| i128::from(t)).sum();
    let tenths = (total * 10 + i128::from(DAY) * times.len() as i128 / 2)
        / (i128::from(DAY) * times.len() as i128);
    Some(u32::try_from(tenths).unwrap_or(u32::MAX))
}

/// The days over which a player's reliability is counted (issue 33, as chess.com
/// counts timeouts over 90 days).
pub const RELIABILITY_DAYS: i64 = 90;

/// The median days per move over `times` (seconds), in tenths of a day (the upper
/// middle of an even count); `None` without any move.
pub fn median_tenths_of_days(times: &[i64]) -> Option<u32> {
    if times.is_empty() {
        return None;
    }
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    let middle = i128::from(sorted[sorted.len() / 2]);
    let tenths = (middle * 10 + i128::from(DAY) / 2) / i128::from(DAY);
    Some(u32::try_from(tenths.max(0)).unwrap_or(u32::MAX))
}

/// The share of `finished` games lost on time, in whole percent (rounded); `None`
/// when none finished.
pub fn timeout_percent(lost_on_time: u32, finished: u32) -> Option<u32> {
    (finished > 0).then(|| {
        let lost = u64::from(lost_on_time.min(finished));
        u32::try_from((lost * 200 + u64::from(finished)) / (2 * u64::from(finished))).unwrap_or(100)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;

    #[test]
    fn reliability_figures_on_a_known_history() {
        assert_eq!(timeout_percent(0, 0), None);
        assert_eq!(timeout_percent(1, 10), Some(10));
        assert_eq!(timeout_percent(1, 3), Some(33));
        assert_eq!(timeout_percent(2, 3), Some(67));
        assert_eq!(timeout_percent(5, 5), Some(100));
        assert_eq!(median_tenths_of_days(&[]), None);
        assert_eq!(median_tenths_of_days(&[DAY, 9 * DAY, 2 * DAY]), Some(20));
        assert_eq!(median_tenths_of_days(&[DAY / 2, 3 * DAY]), Some(30));
        // One very slow move moves the average, not the median.
        let times = [DAY, DAY, DAY, 30 * DAY];
        assert_eq!(median_tenths_of_days(&times), Some(10));
        assert_eq!(average_tenths_of_days(&times), Some(83));
    }

    #[test]
    fn days_per_move_count_from_the_opponents_move() {
        let mut game = Game::new("a@x", "b@x", 30 * DAY, 0);
        let mv = |t: &str| vec![Command::Move(t.parse().unwrap())];
        game.apply("a@x", &mv("e4"), None, DAY);
        game.apply("b@x", &mv("e5"), None, 4 * DAY);
        game.apply("a@x", &mv("Nf3"), None, 6 * DAY);
        assert_eq!(think_times(&game, Color::White), [DAY, 2 * DAY]);
        assert_eq!(think_times(&game, Color::Black), [3 * DAY]);
        assert_eq!(think_times_of_first(&game, Color::White, 2), [DAY]);
        assert!(think_times_of_first(&game, Color::Black, 1).is_empty());
        assert_eq!(average_tenths_of_days(&[DAY, 2 * DAY]), Some(15));
        assert_eq!(average_tenths_of_days(&[]), None);
    }
}
