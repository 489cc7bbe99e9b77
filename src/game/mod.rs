//! The correspondence game: challenges, turns, draw and cancel requests, claims,
//! resignation, automatic endings, forfeit and reverse forfeit, the clocks (the
//! silence rule, time controls, leave, time given, outages credited) and conditional
//! moves.
//!
//! Pure: every function takes the time (`now`, unix seconds) as a parameter and
//! returns events; nothing here touches mail or SQL. [`Game::apply`] is the one way a
//! player's commands change a game; [`sweep`] finds the games whose clock has run.

mod challenge;
pub mod clock;
pub mod conditions;
mod event;
mod event_rules;
mod forfeit;
mod outcome;
mod protocol;
mod rejection;

pub use challenge::{Challenge, ChallengeState, MAX_TIMEOUT_DAYS};
pub use clock::{Clock, OnTime, Pause, ReminderPoint, Reminders, TimeControl};
pub use event::{ClaimRefusal, Event, Offer, OfferKind, ReadRequest, TablebaseRefusal};
pub use event_rules::{
    EventRules, EventRulesError, MAX_DRAW_OFFERS_FROM, MAX_PUBLISH_DELAY_PLIES, PublishDelay,
};
pub use forfeit::{SweepAction, sweep};
pub use outcome::{EndingNote, GameResult, Outcome, ParseResultError, Termination};
pub use protocol::{Game, GameId, GameSnapshot, PlayedMove, ReplayError, Timestamp, timeout_words};
pub use rejection::{ClockRefusal, Combination, LegalMove, Rejection};

/// Seconds in a day, for timeouts given in days.
pub const DAY: i64 = 86_400;
