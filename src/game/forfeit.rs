//! The clock of correspondence games: reminders and forfeits found by a periodic sweep.

use crate::rules::Color;

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
}

impl SweepAction {
    pub fn game(&self) -> GameId {
        match self {
            SweepAction::Forfeit { game, .. } | SweepAction::Reminder { game, .. } => *game,
        }
    }
}

impl Game {
    /// What is due in this game at `now`: a forfeit once `now` reaches the deadline, a
    /// reminder (once per turn) once `reminder_percent` of the timeout has passed.
    pub fn due(&self, now: Timestamp, reminder_percent: u8) -> Option<SweepAction> {
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
        if self.reminder_sent() || reminder_percent == 0 || reminder_percent >= 100 {
            return None;
        }
        let remind_at =
            self.last_activity() + self.forfeit_timeout_secs() * i64::from(reminder_percent) / 100;
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
    reminder_percent: u8,
) -> Vec<SweepAction> {
    games
        .into_iter()
        .filter_map(|game| game.due(now, reminder_percent))
        .collect()
}
