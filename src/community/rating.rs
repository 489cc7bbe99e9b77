//! Glicko-2 ratings, through the `skillratings` crate.
//!
//! Parameters, and why:
//! - a new player starts at 1500 with a deviation of 350 and a volatility of 0.06, the
//!   values of Glickman's paper (and of lichess): the deviation says "we know nothing";
//! - the system constant τ = 0.5, the middle of Glickman's advice (0.3 to 1.2): with
//!   few games per player, as in correspondence chess, a small τ keeps a single upset
//!   from moving the volatility much;
//! - every rated game is its own rating period, applied when the game ends, so a
//!   player sees the change in the game-over mail (correspondence games end one by one,
//!   weeks apart; a batch period would leave ratings stale for months);
//! - a player's deviation grows again while they finish no rated game: once for every
//!   [`IDLE_PERIOD_DAYS`] since their last rated game, as Glicko-2 does for a rating
//!   period without games, capped at 350.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, decay_deviation, glicko2};

use crate::game::{DAY, Game, GameResult, Timestamp};
use crate::rules::Color;

/// The system constant τ.
pub const TAU: f64 = 0.5;
/// Days without a rated game after which a deviation grows by one rating period.
pub const IDLE_PERIOD_DAYS: i64 = 60;
/// Each player must have made at least this many moves for a game to be rated.
pub const MIN_MOVES_EACH: usize = 2;

/// A player's Glicko-2 rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating.
    pub const INITIAL: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// The rating as shown: rounded to a whole number.
    pub fn shown(&self) -> i32 {
        round(self.rating)
    }

    /// The deviation, rounded.
    pub fn shown_deviation(&self) -> i32 {
        round(self.deviation)
    }

    /// The rating after `idle_secs` without a rated game: the deviation grows once per
    /// whole [`IDLE_PERIOD_DAYS`].
    pub fn aged(self, idle_secs: i64) -> Rating {
        let periods = (idle_secs.max(0) / (IDLE_PERIOD_DAYS * DAY)).min(1000);
        let mut rating = glicko(self);
        for _ in 0..periods {
            if rating.deviation >= Rating::INITIAL.deviation {
                break;
            }
            rating = decay_deviation(&rating);
        }
        ours(rating)
    }
}

/// Ratings are whole numbers far inside `i32`.
fn round(value: f64) -> i32 {
    value
        .round()
        .clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
}

fn glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn ours(r: Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// The configuration handed to the crate.
pub fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// The new ratings of White and Black after a game with `result`; `None` for a
/// cancelled game, which is never rated.
pub fn rate(white: Rating, black: Rating, result: GameResult) -> Option<(Rating, Rating)> {
    let outcome = match result {
        GameResult::WhiteWins => Outcomes::WIN,
        GameResult::BlackWins => Outcomes::LOSS,
        GameResult::Draw => Outcomes::DRAW,
        GameResult::Cancelled => return None,
    };
    let (w, b) = glicko2(&glicko(white), &glicko(black), &outcome, &config());
    Some((ours(w), ours(b)))
}

/// Why a finished game changed no rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrated {
    /// The challenge or seek said `casual`.
    Casual,
    /// The game was cancelled.
    Cancelled,
    /// It was decided before both players had made [`MIN_MOVES_EACH`] moves.
    TooShort,
    /// It ended because a player was withdrawn from its tournament.
    Withdrawal,
    /// The game was started before ratings existed.
    Older,
}

impl Unrated {
    /// The stable key stored in the database.
    pub fn key(self) -> &'static str {
        match self {
            Unrated::Casual => "casual",
            Unrated::Cancelled => "cancelled",
            Unrated::TooShort => "too_short",
            Unrated::Withdrawal => "withdrawal",
            Unrated::Older => "older",
        }
    }
}

/// Whether a finished game counts for ratings, given that it was meant to.
pub fn counts(game: &Game) -> Result<GameResult, Unrated> {
    let Some(outcome) = game.outcome() else {
        return Err(Unrated::Cancelled);
    };
    if outcome.result == GameResult::Cancelled {
        return Err(Unrated::Cancelled);
    }
    let moves_of = |color: Color| {
        game.moves()
            .iter()
            .filter(|m| (m.ply % 2 == 1) == (color == Color::White))
            .count()
    };
    // A game from a position with Black to move starts at ply 1 with Black's move;
    // counting by parity is then off by one colour, which only matters for composed
    // positions, never for games between players.
    if moves_of(Color::White) < MIN_MOVES_EACH || moves_of(Color::Black) < MIN_MOVES_EACH {
        return Err(Unrated::TooShort);
    }
    Ok(outcome.result)
}

/// One player's rating before and after a game, as the letters show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingChange {
    pub before: i32,
    pub after: i32,
    /// Still provisional after this game.
    pub provisional: bool,
}

impl RatingChange {
    pub fn new(before: Rating, after: Rating, provisional: bool) -> RatingChange {
        RatingChange {
            before: before.shown(),
            after: after.shown(),
            provisional,
        }
    }

    /// The change, signed.
    pub fn delta(&self) -> i32 {
        self.after - self.before
    }
}

/// How long a player whose last rated game ended at `last` (0: never) has been idle.
pub fn idle_since(last: Timestamp, now: Timestamp) -> i64 {
    if last == 0 { 0 } else { now - last }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_between_new_players_is_the_crates_example() {
        let (w, b) = rate(Rating::INITIAL, Rating::INITIAL, GameResult::WhiteWins).unwrap();
        assert_eq!(w.shown(), 1662);
        assert_eq!(b.shown(), 1338);
        assert_eq!(w.shown_deviation(), 290);
        let (w, b) = rate(Rating::INITIAL, Rating::INITIAL, GameResult::Draw).unwrap();
        assert_eq!((w.shown(), b.shown()), (1500, 1500));
        assert!(w.deviation < 350.0);
        assert!(rate(Rating::INITIAL, Rating::INITIAL, GameResult::Cancelled).is_none());
    }

    #[test]
    fn an_upset_moves_more_than_an_expected_result() {
        let strong = Rating {
            rating: 1900.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let weak = Rating {
            rating: 1500.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let (s1, _) = rate(strong, weak, GameResult::WhiteWins).unwrap();
        let (s2, _) = rate(strong, weak, GameResult::BlackWins).unwrap();
        assert!(s1.rating - strong.rating < strong.rating - s2.rating);
    }

    #[test]
    fn idle_players_grow_uncertain_up_to_350() {
        let settled = Rating {
            rating: 1700.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        assert_eq!(settled.aged(IDLE_PERIOD_DAYS * DAY - 1), settled);
        let aged = settled.aged(3 * IDLE_PERIOD_DAYS * DAY);
        assert!(aged.deviation > 60.0);
        assert_eq!(aged.rating, 1700.0);
        assert!(settled.aged(i64::MAX).deviation <= 350.0);
    }

    #[test]
    fn short_and_cancelled_games_are_unrated() {
        use crate::command::Command;
        let mut game = Game::new("a@x", "b@x", 30 * DAY, 0);
        let mv = |t: &str| vec![Command::Move(t.parse().unwrap())];
        game.apply("a@x", &mv("f3"), None, 1);
        game.apply("b@x", &mv("e5"), None, 2);
        game.apply("a@x", &[Command::Resign], None, 3);
        assert_eq!(counts(&game), Err(Unrated::TooShort));
        let mut game = Game::new("a@x", "b@x", 30 * DAY, 0);
        for (who, m) in [("a@x", "f3"), ("b@x", "e5"), ("a@x", "g4"), ("b@x", "Qh4#")] {
            game.apply(who, &mv(m), None, 1);
        }
        assert_eq!(counts(&game), Ok(GameResult::BlackWins));
    }
}
