//! Challenges: one player invites another; accepting creates the game.

use crate::command::{ColorChoice, Start};

use super::clock::{MAX_CONTROL_DAYS, TimeControl};
use super::{ClockRefusal, DAY, Game, GameId, Rejection, Timestamp};

/// Where a challenge stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeState {
    Open,
    Accepted {
        game: GameId,
    },
    Declined,
    /// Unanswered for as long as the forfeit timeout it proposed.
    Expired,
}

impl ChallengeState {
    /// The stable key stored in the database.
    pub fn key(self) -> &'static str {
        match self {
            ChallengeState::Open => "open",
            ChallengeState::Accepted { .. } => "accepted",
            ChallengeState::Declined => "declined",
            ChallengeState::Expired => "expired",
        }
    }
}

/// An invitation to a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    pub id: i64,
    /// Both addresses in canonical form ([`crate::address::EmailAddress`]), so equal
    /// text is the same mailbox.
    pub challenger: String,
    pub opponent: String,
    pub color: ColorChoice,
    pub forfeit_timeout_secs: i64,
    /// The time control besides the silence rule, if any.
    pub clock: Option<TimeControl>,
    pub created_at: Timestamp,
    pub state: ChallengeState,
    /// The game will be rated (the challenge did not say `casual`).
    pub rated: bool,
    /// Where the game begins.
    pub start: Start,
}

/// Longest forfeit timeout a challenge (and the config's default) may ask for: one
/// limit for both, so a challenge can always ask what the server allows.
pub const MAX_TIMEOUT_DAYS: u32 = 3650;

impl Challenge {
    /// A new open challenge. `timeout_days` is the challenger's choice, else the
    /// configured default.
    pub fn new(
        challenger: &str,
        opponent: &str,
        color: ColorChoice,
        timeout_days: Option<u32>,
        default_timeout_days: u32,
        now: Timestamp,
    ) -> Result<Challenge, Rejection> {
        if challenger == opponent {
            return Err(Rejection::ChallengeYourself);
        }
        let days = timeout_days.unwrap_or(default_timeout_days);
        if days == 0 || days > MAX_TIMEOUT_DAYS {
            return Err(Rejection::TimeoutOutOfRange {
                max: MAX_TIMEOUT_DAYS,
            });
        }
        Ok(Challenge {
            id: 0,
            challenger: challenger.to_owned(),
            opponent: opponent.to_owned(),
            color,
            forfeit_timeout_secs: i64::from(days) * DAY,
            clock: None,
            created_at: now,
            state: ChallengeState::Open,
            rated: true,
            start: Start::Standard,
        })
    }

    /// The challenge with a time control (the challenger's, else the server's default).
    pub fn with_clock(mut self, clock: Option<TimeControl>) -> Result<Challenge, Rejection> {
        if clock.is_some_and(|c| !c.is_valid()) {
            return Err(Rejection::Clock(ClockRefusal::ControlOutOfRange {
                max: MAX_CONTROL_DAYS,
            }));
        }
        self.clock = clock;
        Ok(self)
    }

    fn answerable_by(&self, by: &str) -> Result<(), Rejection> {
        if self.opponent != by {
            return Err(Rejection::NotAPlayer {
                address: by.to_owned(),
            });
        }
        if self.state != ChallengeState::Open {
            return Err(Rejection::ChallengeNotOpen { state: self.state });
        }
        Ok(())
    }

    /// The opponent accepts: the game begins. `challenger_white_if_random` is the
    /// coin, tossed by the caller, for a challenge that left the colours to chance.
    /// The caller stores the game and then records its id with [`Challenge::started`].
    /// `draw` makes a random Chess960 start definite (any number, taken modulo 960).
    pub fn accept(
        &self,
        by: &str,
        now: Timestamp,
        challenger_white_if_random: bool,
        draw: u16,
    ) -> Result<Game, Rejection> {
        self.answerable_by(by)?;
        let challenger_white = match self.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => challenger_white_if_random,
        };
        let (white, black) = if challenger_white {
            (&self.challenger, &self.opponent)
        } else {
            (&self.opponent, &self.challenger)
        };
        Ok(Game::begin(
            white,
            black,
            &self.start.drawn(|| draw),
            self.forfeit_timeout_secs,
            now,
        )
        .with_time_control(self.clock))
    }

    /// Records the game that acceptance created.
    pub fn started(&mut self, game: GameId) {
        self.state = ChallengeState::Accepted { game };
    }

    pub fn decline(&mut self, by: &str) -> Result<(), Rejection> {
        self.answerable_by(by)?;
        self.state = ChallengeState::Declined;
        Ok(())
    }

    /// Marks an open challenge expired once its timeout has passed; true if it did.
    pub fn expire(&mut self, now: Timestamp) -> bool {
        let due = now >= self.created_at.saturating_add(self.forfeit_timeout_secs);
        if self.state == ChallengeState::Open && due {
            self.state = ChallengeState::Expired;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn lifecycle() {
        let c = Challenge::new("a@x", "b@x", ColorChoice::Black, Some(7), 30, 100).unwrap();
        assert_eq!(c.forfeit_timeout_secs, 7 * DAY);
        assert!(matches!(
            c.accept("c@x", 200, true, 0),
            Err(Rejection::NotAPlayer { .. })
        ));
        let game = c.accept("b@x", 200, true, 0).unwrap();
        assert_eq!(game.player(Color::White), "b@x");
        assert_eq!(game.forfeit_timeout_secs(), 7 * DAY);

        let mut c = Challenge::new("a@x", "b@x", ColorChoice::Random, None, 30, 0).unwrap();
        assert_eq!(c.accept("b@x", 1, true, 0).unwrap().white(), "a@x");
        assert_eq!(c.accept("b@x", 1, false, 0).unwrap().white(), "b@x");
        assert!(!c.expire(30 * DAY - 1));
        assert!(c.expire(30 * DAY));
        assert!(c.decline("b@x").is_err());
        assert!(Challenge::new("a@x", "a@x", ColorChoice::Random, None, 30, 0).is_err());
    }
}
