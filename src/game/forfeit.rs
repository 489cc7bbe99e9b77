//! What the clock makes due: reminders and forfeits, found by a periodic sweep.

use crate::rules::Color;

use super::clock::Reminders;
use super::{Game, GameId, Timestamp};

/// Something the sweep found due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SweepAction {
    /// The game has been idle for its whole timeout: apply [`Game::forfeit`].
    Forfeit {
        game: GameId,
        loser: Color,
        reverse: bool,
    },
    /// Remind the player to act before the deadline, then [`Game::mark_reminded`].
    Reminder {
        game: GameId,
        to: Color,
        deadline: Timestamp,
    },
    /// The deadline passed, and the player's leave began instead of a forfeit
    /// (`Leave auto`), until `until`.
    Leave {
        game: GameId,
        who: Color,
        until: Timestamp,
    },
    /// The deadline passed, and the waiting player was asked to claim the win or give
    /// time (`[game] on_time = "ask"`) until `until`.
    Asked {
        game: GameId,
        loser: Color,
        until: Timestamp,
    },
}

impl SweepAction {
    pub fn game(&self) -> GameId {
        match self {
            SweepAction::Forfeit { game, .. }
            | SweepAction::Reminder { game, .. }
            | SweepAction::Leave { game, .. }
            | SweepAction::Asked { game, .. } => *game,
        }
    }
}

impl std::fmt::Display for SweepAction {
    /// For the admin and the log: `game 7: white forfeited`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SweepAction::Forfeit {
                game,
                loser,
                reverse: false,
            } => write!(f, "game {game}: {loser} forfeited"),
            SweepAction::Forfeit {
                game,
                loser,
                reverse: true,
            } => write!(f, "game {game}: {loser} lost by reverse forfeit"),
            SweepAction::Reminder { game, to, deadline } => write!(
                f,
                "game {game}: reminded {to}, deadline {}",
                crate::time::format_utc(*deadline)
            ),
            SweepAction::Leave { game, who, until } => write!(
                f,
                "game {game}: {who} on leave until {} instead of forfeiting",
                crate::time::format_utc(*until)
            ),
            SweepAction::Asked { game, loser, until } => write!(
                f,
                "game {game}: {loser} out of time, {} asked until {}",
                !*loser,
                crate::time::format_utc(*until)
            ),
        }
    }
}

impl Game {
    /// What is due in this game at `now`: a forfeit once `now` reaches the deadline (of
    /// the player's clock or of the silence rule, whichever comes first), a reminder at
    /// each of `reminders`' points (at most one a day).
    pub fn due(&self, now: Timestamp, reminders: impl Into<Reminders>) -> Option<SweepAction> {
        let to = self.to_act()?;
        let deadline = self.deadline();
        if now >= deadline {
            let (loser, reverse) = self.forfeit_loser()?;
            return Some(SweepAction::Forfeit {
                game: self.id,
                loser,
                reverse,
            });
        }
        let remind_at = self.clock().reminder_due_at(reminders)?;
        (now >= remind_at).then_some(SweepAction::Reminder {
            game: self.id,
            to,
            deadline,
        })
    }
}

/// Everything due in `games` at `now`.
pub fn sweep<'a>(
    games: impl IntoIterator<Item = &'a Game>,
    now: Timestamp,
    reminders: impl Into<Reminders>,
) -> Vec<SweepAction> {
    let reminders = reminders.into();
    games
        .into_iter()
        .filter_map(|game| game.due(now, reminders))
        .collect()
}

impl Game {
    /// When something is next due in this game (what the store indexes, so that a sweep
    /// reads only the games that are due); `None` once it is over.
    pub fn next_due(&self, reminders: impl Into<Reminders>) -> Option<Timestamp> {
        if self.is_over() {
            return None;
        }
        self.clock().next_due(reminders)
    }
}
