//! The rules an event declares besides its time control, as every ICCF event page
//! states them: leave per year, whether conditional moves and tablebase claims are
//! allowed, from which move draw offers are, and how far behind the public site shows
//! a running game. A game carries its event's rules (a tournament's, else the server's
//! defaults), so each rule is enforced where the game is played and shown wherever the
//! event is.

use std::fmt;

/// An event's rules. The default is the server's: leave as configured, conditional
/// moves and tablebase claims allowed, draw offers from the first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EventRules {
    /// Days of leave a year that stop this event's clocks; `None`: the server's
    /// allowance (an event cannot give more than the server).
    pub leave_days: Option<u32>,
    /// Conditional moves are refused in this event's games.
    pub no_conditional_moves: bool,
    /// Tablebase claims are refused in this event's games.
    pub no_tablebase_claims: bool,
    /// No draw offer before this move number (0 or 1: from the start).
    pub draw_offers_from: u32,
    /// How the public site shows this event's running games; `None`: the server's
    /// `[publish] delay`.
    pub publish_delay: Option<PublishDelay>,
    /// What a missed deadline does in this event's games; `None`: the server's
    /// `[game] on_time`.
    pub on_time: Option<super::OnTime>,
    /// Who may join: only a player who lost at most this share (whole percent) of
    /// their games finished in the last 90 days on time (`--max-timeouts`).
    pub max_timeouts: Option<u32>,
}

/// How much of a running game the public site shows (`[publish] delay`, or an event's
/// own): so that no one can follow a game live and advise a player, its latest moves
/// stay private while it runs. A finished game is always shown whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PublishDelay {
    /// No move of a running game is shown until it ends (the default).
    #[default]
    End,
    /// All but the last `n` plies (half-moves) are shown: ICCF's "N moves behind".
    /// 0 shows a game live.
    Plies(u32),
}

/// The most plies a delay may name: no game is that long.
pub const MAX_PUBLISH_DELAY_PLIES: u32 = 1000;

impl PublishDelay {
    /// How many of a game's `played` plies the site shows, `over` or running.
    pub fn shown(self, played: usize, over: bool) -> usize {
        match (over, self) {
            (true, _) => played,
            (false, PublishDelay::End) => 0,
            (false, PublishDelay::Plies(n)) => {
                played.saturating_sub(usize::try_from(n).unwrap_or(usize::MAX))
            }
        }
    }

    /// The stored and configured form: `end`, or the number of plies.
    pub fn key(self) -> String {
        match self {
            PublishDelay::End => "end".to_owned(),
            PublishDelay::Plies(n) => n.to_string(),
        }
    }

    /// Reads [`PublishDelay::key`]'s form (`end`, or plies up to
    /// [`MAX_PUBLISH_DELAY_PLIES`]).
    pub fn from_key(key: &str) -> Option<PublishDelay> {
        match key.trim() {
            "end" => Some(PublishDelay::End),
            n => n
                .parse()
                .ok()
                .filter(|&n| n <= MAX_PUBLISH_DELAY_PLIES)
                .map(PublishDelay::Plies),
        }
    }
}

impl fmt::Display for PublishDelay {
    /// In English, for the admin's `tournament show`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PublishDelay::End => f.write_str("moves published when the game ends"),
            PublishDelay::Plies(n) => write!(f, "moves published {n} half-moves behind"),
        }
    }
}

/// The most a draw-offer rule may name: no game is that long.
pub const MAX_DRAW_OFFERS_FROM: u32 = 200;

/// Why an event's rules cannot be stored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventRulesError {
    #[error("draw offers may be forbidden up to move {MAX_DRAW_OFFERS_FROM}, not {0}")]
    DrawOffersFrom(u32),
    #[error("leave of {0} days a year is more than a year")]
    LeaveDays(u32),
    #[error("a publishing delay may be at most {MAX_PUBLISH_DELAY_PLIES} half-moves, not {0}")]
    PublishDelay(u32),
    #[error("the share of games lost on time is a percentage from 0 to 100, not {0}")]
    MaxTimeouts(u32),
}

impl EventRules {
    /// Checks the numbers an admin gave.
    pub fn checked(self) -> Result<EventRules, EventRulesError> {
        if self.draw_offers_from > MAX_DRAW_OFFERS_FROM {
            return Err(EventRulesError::DrawOffersFrom(self.draw_offers_from));
        }
        if let Some(days) = self.leave_days.filter(|&d| d > 365) {
            return Err(EventRulesError::LeaveDays(days));
        }
        if let Some(PublishDelay::Plies(n)) = self.publish_delay
            && n > MAX_PUBLISH_DELAY_PLIES
        {
            return Err(EventRulesError::PublishDelay(n));
        }
        if let Some(max) = self.max_timeouts.filter(|&max| max > 100) {
            return Err(EventRulesError::MaxTimeouts(max));
        }
        Ok(self)
    }

    /// Whether these are the server's rules (nothing to say about them).
    pub fn is_default(&self) -> bool {
        *self == EventRules::default()
    }

    /// Whether a player who lost `share` % of their recent games on time (`None`: none
    /// finished) may join.
    pub fn admits(&self, share: Option<u32>) -> bool {
        self.max_timeouts
            .is_none_or(|max| share.is_none_or(|share| share <= max))
    }

    /// Whether a draw may be offered at move `number`.
    pub fn draw_offer_allowed(&self, number: u32) -> bool {
        number >= self.draw_offers_from
    }

    /// The leave allowance of this event's games, given the server's.
    pub fn leave_allowance(&self, server_days: u32) -> u32 {
        self.leave_days.map_or(server_days, |d| d.min(server_days))
    }

    /// The stored form: empty for the server's rules, else `key=value` pairs joined by
    /// `;` (`leave=10;conditionals=no;tablebase=no;draws-from=30;publish=end`).
    pub fn key(&self) -> String {
        let mut parts = Vec::new();
        if let Some(days) = self.leave_days {
            parts.push(format!("leave={days}"));
        }
        if self.no_conditional_moves {
            parts.push("conditionals=no".to_owned());
        }
        if self.no_tablebase_claims {
            parts.push("tablebase=no".to_owned());
        }
        if self.draw_offers_from > 1 {
            parts.push(format!("draws-from={}", self.draw_offers_from));
        }
        if let Some(delay) = self.publish_delay {
            parts.push(format!("publish={}", delay.key()));
        }
        if let Some(on_time) = self.on_time {
            parts.push(format!("on-time={}", on_time.key()));
        }
        if let Some(max) = self.max_timeouts {
            parts.push(format!("max-timeouts={max}"));
        }
        parts.join(";")
    }

    /// Reads [`EventRules::key`]; an unknown or broken pair is left out (the server's
    /// rule holds for it).
    pub fn from_key(key: &str) -> EventRules {
        let mut rules = EventRules::default();
        for pair in key.split(';') {
            match pair.split_once('=') {
                Some(("leave", days)) => rules.leave_days = days.parse().ok(),
                Some(("conditionals", "no")) => rules.no_conditional_moves = true,
                Some(("tablebase", "no")) => rules.no_tablebase_claims = true,
                Some(("draws-from", n)) => rules.draw_offers_from = n.parse().unwrap_or(0),
                Some(("publish", delay)) => rules.publish_delay = PublishDelay::from_key(delay),
                Some(("on-time", on_time)) => rules.on_time = super::OnTime::from_key(on_time),
                Some(("max-timeouts", max)) => rules.max_timeouts = max.parse().ok(),
                _ => {}
            }
        }
        rules
    }
}

impl fmt::Display for EventRules {
    /// The rules in English, for the admin's `tournament show`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(days) = self.leave_days {
            parts.push(format!("{days} days of leave a year"));
        }
        if self.no_conditional_moves {
            parts.push("no conditional moves".to_owned());
        }
        if self.no_tablebase_claims {
            parts.push("no tablebase claims".to_owned());
        }
        if self.draw_offers_from > 1 {
            parts.push(format!(
                "no draw offers before move {}",
                self.draw_offers_from
            ));
        }
        if let Some(delay) = self.publish_delay {
            parts.push(delay.to_string());
        }
        match self.on_time {
            Some(super::OnTime::Ask) => {
                parts.push("the opponent asked before a loss on time".to_owned())
            }
            Some(super::OnTime::Forfeit) => parts.push("a loss on time at once".to_owned()),
            None => {}
        }
        if let Some(max) = self.max_timeouts {
            parts.push(format!(
                "open to players who lost at most {max}% of their games of the last 90 days on time"
            ));
        }
        if parts.is_empty() {
            parts.push("the server's".to_owned());
        }
        f.write_str(&parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_stored_and_read_back() {
        let rules = EventRules {
            leave_days: Some(10),
            no_conditional_moves: true,
            no_tablebase_claims: true,
            draw_offers_from: 30,
            publish_delay: Some(PublishDelay::Plies(8)),
            on_time: Some(super::super::OnTime::Ask),
            max_timeouts: Some(10),
        };
        assert_eq!(
            rules.key(),
            "leave=10;conditionals=no;tablebase=no;draws-from=30;publish=8;on-time=ask;max-timeouts=10"
        );
        assert_eq!(EventRules::from_key(&rules.key()), rules);
        let at_the_end = EventRules {
            publish_delay: Some(PublishDelay::End),
            ..Default::default()
        };
        assert_eq!(at_the_end.key(), "publish=end");
        assert_eq!(EventRules::from_key("publish=end"), at_the_end);
        assert_eq!(EventRules::from_key("publish=later"), EventRules::default());
        assert_eq!(EventRules::default().key(), "");
        assert_eq!(EventRules::from_key(""), EventRules::default());
        assert_eq!(
            EventRules::from_key("leave=x;what=ever"),
            EventRules::default()
        );
    }

    #[test]
    fn an_event_may_admit_only_players_who_rarely_lose_on_time() {
        let strict = EventRules {
            max_timeouts: Some(10),
            ..Default::default()
        };
        assert!(strict.admits(None));
        assert!(strict.admits(Some(10)));
        assert!(!strict.admits(Some(11)));
        assert!(EventRules::default().admits(Some(100)));
        assert_eq!(
            EventRules {
                max_timeouts: Some(101),
                ..Default::default()
            }
            .checked(),
            Err(EventRulesError::MaxTimeouts(101))
        );
    }

    #[test]
    fn an_event_gives_at_most_the_servers_leave() {
        let rules = EventRules {
            leave_days: Some(10),
            ..Default::default()
        };
        assert_eq!(rules.leave_allowance(30), 10);
        assert_eq!(rules.leave_allowance(5), 5);
        assert_eq!(EventRules::default().leave_allowance(30), 30);
    }

    #[test]
    fn draw_offers_wait_for_their_move() {
        let rules = EventRules {
            draw_offers_from: 30,
            ..Default::default()
        };
        assert!(!rules.draw_offer_allowed(29));
        assert!(rules.draw_offer_allowed(30));
        assert!(EventRules::default().draw_offer_allowed(1));
        assert!(
            EventRules {
                draw_offers_from: 201,
                ..Default::default()
            }
            .checked()
            .is_err()
        );
    }
}

#[cfg(test)]
mod delay_tests {
    use super::*;

    #[test]
    fn a_delay_hides_the_latest_plies_of_a_running_game_only() {
        assert_eq!(PublishDelay::End.shown(30, false), 0);
        assert_eq!(PublishDelay::End.shown(30, true), 30);
        assert_eq!(PublishDelay::Plies(8).shown(30, false), 22);
        assert_eq!(PublishDelay::Plies(8).shown(5, false), 0);
        assert_eq!(PublishDelay::Plies(8).shown(5, true), 5);
        assert_eq!(PublishDelay::Plies(0).shown(5, false), 5);
        assert_eq!(PublishDelay::from_key("end"), Some(PublishDelay::End));
        assert_eq!(PublishDelay::from_key("12"), Some(PublishDelay::Plies(12)));
        assert_eq!(PublishDelay::from_key("1001"), None);
        assert_eq!(PublishDelay::from_key("soon"), None);
    }
}
