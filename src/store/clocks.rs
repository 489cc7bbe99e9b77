//! The clocks as stored: a game's clock columns (read and written without replaying
//! its moves, for an outage's credit), the stored deadline and next due moment that the
//! sweep's index reads, the players' leave, the calendar setting and the outages.

use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::game::{Clock, GameId, Pause, TimeControl, Timestamp};
use crate::rules::Color;

use super::{Cached as _, Store, StoreError, Tx};

/// The columns of a game's clock, in the order of [`clock_values`].
pub(super) const CLOCK_COLUMNS: [&str; 14] = [
    "time_control",
    "forfeit_timeout_secs",
    "last_activity",
    "silence_credit_secs",
    "running",
    "turn_started_at",
    "white_clock_secs",
    "black_clock_secs",
    "reminder_sent",
    "reminded_at",
    "clock_sequence",
    "deadline",
    "next_due",
    "flagged_at",
];

fn color_from_key(key: &str) -> Option<Color> {
    match key {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A game's clock from its row (without the players' leave, which
/// [`pauses_of`] reads).
pub(super) fn clock_from_row(row: &Row<'_>) -> rusqlite::Result<Clock> {
    let control: String = row.get("time_control")?;
    let running: String = row.get("running")?;
    let reminded_at: i64 = row.get("reminded_at")?;
    let reminders: i64 = row.get("reminder_sent")?;
    let flagged: i64 = row.get("flagged_at")?;
    Ok(Clock {
        control: TimeControl::from_key(&control),
        silence_secs: row.get("forfeit_timeout_secs")?,
        silence_from: row.get("last_activity")?,
        silence_credit: row.get("silence_credit_secs")?,
        running: color_from_key(&running),
        turn_from: row.get("turn_started_at")?,
        banks: [row.get("white_clock_secs")?, row.get("black_clock_secs")?],
        reminders: u8::try_from(reminders.clamp(0, 255)).unwrap_or(0),
        reminded_at: (reminded_at != 0).then_some(reminded_at),
        sequence: row.get("clock_sequence")?,
        pauses: Vec::new(),
        flagged: (flagged != 0).then_some(flagged),
    })
}

/// The values of [`CLOCK_COLUMNS`] for `clock`, with the deadline and the moment the
/// game is next due (`None`: never, the game is over).
pub(super) fn clock_values(clock: &Clock, next_due: Option<Timestamp>) -> Vec<Value> {
    let text = |t: &str| Value::Text(t.to_owned());
    let int = Value::Integer;
    vec![
        text(&clock.control.map_or_else(String::new, TimeControl::key)),
        int(clock.silence_secs),
        int(clock.silence_from),
        int(clock.silence_credit),
        text(clock.running.map_or("", Color::name)),
        int(clock.turn_from),
        int(clock.banks[0]),
        int(clock.banks[1]),
        int(i64::from(clock.reminders)),
        int(clock.reminded_at.unwrap_or(0)),
        int(i64::from(clock.sequence)),
        int(clock.deadline().unwrap_or(0)),
        int(next_due.unwrap_or(0)),
        int(clock.flagged.unwrap_or(0)),
    ]
}

/// The leave of `white` and `black` that ends after `since`, as pauses of the clocks
/// of a game whose event allows `leave_days` a year (`None`: all the leave booked,
/// which the server's allowance already bounds).
pub(super) fn pauses_of(
    conn: &Connection,
    white: &str,
    black: &str,
    since: Timestamp,
    leave_days: Option<u32>,
) -> Result<Vec<Pause>, StoreError> {
    let Some(days) = leave_days else {
        return booked_pauses(conn, white, black, since);
    };
    // The event's allowance counts each year's leave from its start.
    let year_start = crate::command::Day {
        year: crate::command::Day::of(since).year,
        month: 1,
        day: 1,
    }
    .start();
    let pauses = booked_pauses(conn, white, black, year_start)?;
    Ok(crate::game::clock::capped_pauses(pauses, days)
        .into_iter()
        .filter(|p| p.until > since)
        .collect())
}

/// The leave of `white` and `black` that ends after `since`, as booked.
fn booked_pauses(
    conn: &Connection,
    white: &str,
    black: &str,
    since: Timestamp,
) -> Result<Vec<Pause>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT player, starts_at, ends_at FROM leaves \
         WHERE player IN (?1, ?2) AND ends_at > ?3 ORDER BY starts_at",
    )?;
    let rows = stmt
        .query_map(params![white, black, since], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows
        .into_iter()
        .map(|(player, from, until)| Pause {
            who: if player.eq_ignore_ascii_case(white) {
                Color::White
            } else {
                Color::Black
            },
            from,
            until,
        })
        .collect())
}

/// One stretch of a player's leave, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leave {
    pub id: i64,
    pub starts_at: Timestamp,
    pub ends_at: Timestamp,
}

/// A leave whose start or end the opponents have not been told of yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaveNews {
    pub id: i64,
    pub player: String,
    pub starts_at: Timestamp,
    pub ends_at: Timestamp,
}

/// A game's clock as stored, for changing it without its moves (an outage's credit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockRow {
    pub game: GameId,
    pub white: String,
    pub black: String,
    pub clock: Clock,
}

fn leave_row(row: &Row<'_>) -> rusqlite::Result<Leave> {
    Ok(Leave {
        id: row.get(0)?,
        starts_at: row.get(1)?,
        ends_at: row.get(2)?,
    })
}

/// [`Tx::lost_on_time_since`]: each side through its player's index.
const LOST_ON_TIME_SINCE: &str = "SELECT id, last_activity FROM games INDEXED BY games_white \
               WHERE white = ?1 AND result = '0-1' AND termination = 'forfeit' \
                 AND status = 'finished' AND last_activity >= ?2 \
             UNION ALL \
             SELECT id, last_activity FROM games INDEXED BY games_black \
               WHERE black = ?1 AND white <> ?1 AND result = '1-0' AND termination = 'forfeit' \
                 AND status = 'finished' AND last_activity >= ?2 \
             ORDER BY 2, 1";

/// [`Tx::lost_on_time_count_since`].
const LOST_ON_TIME_COUNT_SINCE: &str = "SELECT (SELECT count(*) FROM games INDEXED BY games_white \
                     WHERE white = ?1 AND result = '0-1' AND termination = 'forfeit' \
                       AND status = 'finished' AND last_activity >= ?2) \
                  + (SELECT count(*) FROM games INDEXED BY games_black \
                     WHERE black = ?1 AND white <> ?1 AND result = '1-0' \
                       AND termination = 'forfeit' AND status = 'finished' \
                       AND last_activity >= ?2)";

/// [`Tx::finished_since`].
const FINISHED_SINCE: &str = "SELECT (SELECT count(*) FROM games INDEXED BY games_white \
                     WHERE white = ?1 AND status = 'finished' \
                       AND result IN ('1-0', '0-1', '1/2-1/2') AND last_activity >= ?2) \
                  + (SELECT count(*) FROM games INDEXED BY games_black \
                     WHERE black = ?1 AND white <> ?1 AND status = 'finished' \
                       AND result IN ('1-0', '0-1', '1/2-1/2') AND last_activity >= ?2)";

impl Tx<'_> {
    /// The leave of `player` that ends after `since`, earliest first.
    pub fn leaves_of(&self, player: &str, since: Timestamp) -> Result<Vec<Leave>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, starts_at, ends_at FROM leaves WHERE player = ?1 AND ends_at > ?2 \
             ORDER BY starts_at",
        )?;
        let rows = stmt
            .query_map(params![player, since], leave_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The seconds of leave `player` took or booked between `from` and `to`.
    pub fn leave_between(
        &self,
        player: &str,
        from: Timestamp,
        to: Timestamp,
    ) -> Result<i64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT coalesce(sum(min(ends_at, ?3) - max(starts_at, ?2)), 0) FROM leaves \
             WHERE player = ?1 AND ends_at > ?2 AND starts_at < ?3",
            params![player, from, to],
            |r| r.get(0),
        )?)
    }

    /// Books a leave; `told` when it starts at once and the opponents are told now.
    pub fn insert_leave(
        &self,
        player: &str,
        starts_at: Timestamp,
        ends_at: Timestamp,
        told: bool,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO leaves (player, starts_at, ends_at, booked_at, start_told) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![player, starts_at, ends_at, now, told],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Ends leave `id` at `at` (the player is back; the opponents are told now).
    pub fn end_leave(&self, id: i64, at: Timestamp) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE leaves SET ends_at = ?2, end_told = 1 WHERE id = ?1",
            params![id, at],
        )?;
        Ok(())
    }

    /// Cancels leave `id` booked for later.
    pub fn cancel_leave(&self, id: i64) -> Result<(), StoreError> {
        self.conn
            .execute_cached("DELETE FROM leaves WHERE id = ?1", [id])?;
        Ok(())
    }

    /// Leave that has begun (or ended) by `now` without the opponents being told.
    pub fn leave_news(
        &self,
        now: Timestamp,
    ) -> Result<(Vec<LeaveNews>, Vec<LeaveNews>), StoreError> {
        let news = |sql: &str| -> Result<Vec<LeaveNews>, StoreError> {
            let mut stmt = self.conn.prepare_cached(sql)?;
            let rows = stmt
                .query_map([now], |r| {
                    Ok(LeaveNews {
                        id: r.get(0)?,
                        player: r.get(1)?,
                        starts_at: r.get(2)?,
                        ends_at: r.get(3)?,
                    })
                })?
                .collect::<Result<Vec<_>, _>>()?;
            Ok(rows)
        };
        let started = news(
            "SELECT id, player, starts_at, ends_at FROM leaves INDEXED BY leaves_start_due \
             WHERE start_told = 0 AND starts_at <= ?1 ORDER BY starts_at",
        )?;
        let ended = news(
            "SELECT id, player, starts_at, ends_at FROM leaves INDEXED BY leaves_end_due \
             WHERE end_told = 0 AND ends_at <= ?1 ORDER BY ends_at",
        )?;
        Ok((started, ended))
    }

    /// Notes that the opponents were told of leave `id`'s start (or end).
    pub fn leave_told(&self, id: i64, end: bool) -> Result<(), StoreError> {
        let sql = if end {
            "UPDATE leaves SET end_told = 1, start_told = 1 WHERE id = ?1"
        } else {
            "UPDATE leaves SET start_told = 1 WHERE id = ?1"
        };
        self.conn.execute_cached(sql, [id])?;
        Ok(())
    }

    /// Whether `address` wants the deadline as a calendar file (yes unless they said
    /// `Calendar off`).
    pub fn calendar_enabled(&self, address: &str) -> Result<bool, StoreError> {
        let on: Option<bool> = self
            .conn
            .query_row_cached(
                "SELECT calendar FROM players WHERE address = ?1",
                [address],
                |r| r.get(0),
            )
            .optional()?;
        Ok(on.unwrap_or(true))
    }

    pub fn set_calendar(&self, address: &str, on: bool, now: Timestamp) -> Result<(), StoreError> {
        self.ensure_player(address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET calendar = ?2 WHERE address = ?1",
            params![address, on],
        )?;
        Ok(())
    }

    /// The games `player` lost on time (a forfeit, not a reverse one) that ended at or
    /// after `since`, oldest first (a finished game's `last_activity` is its end).
    ///
    /// Each side is read through its player's index: a filter on `status` alone
    /// would walk every finished game of the server (SQLite picks `games_status`
    /// for `white = ?1 OR black = ?1`), and a stranger's `Player` asks for this.
    pub fn lost_on_time_since(
        &self,
        player: &str,
        since: Timestamp,
    ) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.conn.prepare_cached(LOST_ON_TIME_SINCE)?;
        let rows = stmt
            .query_map(params![player, since], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// How many games `player` lost on time at or after `since`
    /// ([`Tx::lost_on_time_since`] counted, without the list).
    pub fn lost_on_time_count_since(
        &self,
        player: &str,
        since: Timestamp,
    ) -> Result<u32, StoreError> {
        Ok(self
            .conn
            .query_row_cached(LOST_ON_TIME_COUNT_SINCE, params![player, since], |r| {
                r.get(0)
            })?)
    }

    /// How many games of `player` ended, decided (not cancelled), at or after `since`,
    /// each side read through its player's index (see [`Tx::lost_on_time_since`]).
    pub fn finished_since(&self, player: &str, since: Timestamp) -> Result<u32, StoreError> {
        Ok(self
            .conn
            .query_row_cached(FINISHED_SINCE, params![player, since], |r| r.get(0))?)
    }

    /// Whether `address` said `Leave auto` (and not `Leave auto off` since).
    pub fn auto_leave(&self, address: &str) -> Result<bool, StoreError> {
        let on: Option<bool> = self
            .conn
            .query_row_cached(
                "SELECT auto_leave FROM players WHERE address = ?1",
                [address],
                |r| r.get(0),
            )
            .optional()?;
        Ok(on.unwrap_or(false))
    }

    pub fn set_auto_leave(
        &self,
        address: &str,
        on: bool,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.ensure_player(address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET auto_leave = ?2 WHERE address = ?1",
            params![address, on],
        )?;
        Ok(())
    }

    /// The clocks of the active games from `after_id` on (at most `limit`), with the
    /// players' leave, read without replaying moves.
    pub fn active_clocks(&self, after_id: GameId, limit: u32) -> Result<Vec<ClockRow>, StoreError> {
        let sql = format!(
            "SELECT id, white, black, rules, {} FROM games WHERE status = 'active' AND id > ?1 \
             ORDER BY id LIMIT ?2",
            CLOCK_COLUMNS.join(", ")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map(params![after_id, limit], |r| {
                Ok((
                    ClockRow {
                        game: r.get("id")?,
                        white: r.get("white")?,
                        black: r.get("black")?,
                        clock: clock_from_row(r)?,
                    },
                    r.get::<_, String>("rules")?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut out = Vec::with_capacity(rows.len());
        for (mut row, rules) in rows {
            let since = row.clock.pauses_matter_after();
            let leave_days = crate::game::EventRules::from_key(&rules).leave_days;
            row.clock.pauses = pauses_of(self.conn, &row.white, &row.black, since, leave_days)?;
            out.push(row);
        }
        Ok(out)
    }

    /// Saves a clock read by [`Tx::active_clocks`] (a change of the game, so its
    /// revision grows: a mail that loaded it meanwhile cannot overwrite it).
    pub fn save_clock(&self, row: &ClockRow) -> Result<(), StoreError> {
        let assignments: Vec<String> = CLOCK_COLUMNS
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{c} = ?{}", i + 2))
            .collect();
        let sql = format!(
            "UPDATE games SET {}, revision = revision + 1 WHERE id = ?1",
            assignments.join(", ")
        );
        let mut values: Vec<Value> = vec![row.game.into()];
        values.extend(clock_values(
            &row.clock,
            row.clock.next_due(self.reminder_percent),
        ));
        self.conn
            .execute_cached(&sql, rusqlite::params_from_iter(values))?;
        Ok(())
    }

    /// Records an outage that was credited to `games` games.
    pub fn record_outage(
        &self,
        from: Timestamp,
        to: Timestamp,
        games: u64,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO outages (from_at, until_at, games) VALUES (?1, ?2, ?3)",
            params![from, to, games],
        )?;
        Ok(())
    }

    /// The ids of the active games due by `now`, soonest first (through the index).
    pub fn due_games(&self, now: Timestamp) -> Result<Vec<GameId>, StoreError> {
        due_games(self.conn, now)
    }
}

fn due_games(conn: &Connection, now: Timestamp) -> Result<Vec<GameId>, StoreError> {
    // Named, so that the planner never prefers the status index and walks every active
    // game (it would, without statistics).
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM games INDEXED BY games_due \
         WHERE status = 'active' AND next_due <= ?1 ORDER BY next_due, id",
    )?;
    let ids = stmt
        .query_map([now], |r| r.get(0))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ids)
}

impl Store {
    /// The ids of the active games due by `now`, soonest first (through the index).
    pub fn due_games(&self, now: Timestamp) -> Result<Vec<GameId>, StoreError> {
        due_games(self.conn(), now)
    }

    /// The outages credited so far: (from, until, games), oldest first.
    pub fn outages(&self) -> Result<Vec<(Timestamp, Timestamp, u64)>, StoreError> {
        let mut stmt = self
            .conn()
            .prepare("SELECT from_at, until_at, games FROM outages ORDER BY id")?;
        let rows = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }
}

impl Tx<'_> {
    /// Records that the daemon has just looked at its mailbox successfully (the
    /// heartbeat of [`Store::record_mailbox_checked`], inside a transaction).
    pub fn mailbox_checked(&self, now: Timestamp) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO daemon_state (key, value) VALUES ('mailbox_checked_at', ?1) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [now],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{DAY, Game};

    #[test]
    fn the_sweep_reads_due_games_through_the_index() {
        let mut store = Store::open_in_memory().unwrap();
        let mut game = Game::new("a@x.org", "b@x.org", 30 * DAY, 0)
            .with_time_control(Some(TimeControl::DaysPerMove { days: 3 }));
        store
            .transaction(|tx| tx.insert_game(&mut game, 0).map(|_| ()))
            .unwrap();
        // 80 % of three days, the first reminder.
        let first = 3 * DAY * 80 / 100;
        assert!(store.due_games(first - 1).unwrap().is_empty());
        assert_eq!(store.due_games(first).unwrap(), [game.id]);
        let plan: Vec<String> = store
            .conn()
            .prepare(
                "EXPLAIN QUERY PLAN SELECT id FROM games INDEXED BY games_due \
                 WHERE status = 'active' AND next_due <= ?1 ORDER BY next_due, id",
            )
            .unwrap()
            .query_map([0], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            plan,
            ["SEARCH games USING COVERING INDEX games_due (next_due<?)"],
            "no other read, no sort"
        );
    }

    /// A player's share lost on time is read through that player's games, never by
    /// walking every finished game of the server (what SQLite chose for
    /// `status = 'finished' AND (white = ?1 OR black = ?1)`).
    #[test]
    fn shares_lost_on_time_are_read_through_the_players_own_games() {
        let store = Store::open_in_memory().unwrap();
        for query in [LOST_ON_TIME_SINCE, LOST_ON_TIME_COUNT_SINCE, FINISHED_SINCE] {
            let plan: Vec<String> = store
                .conn()
                .prepare(&format!("EXPLAIN QUERY PLAN {query}"))
                .unwrap()
                .query_map(params!["a@x.org", 0], |r| r.get::<_, String>(3))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap();
            for player in ["white", "black"] {
                assert!(
                    plan.iter().any(|step| step.starts_with(&format!(
                        "SEARCH games USING INDEX games_{player} ({player}=?)"
                    ))),
                    "{query}: {plan:?}"
                );
            }
            assert!(
                !plan
                    .iter()
                    .any(|step| step.contains("games_status") || step.starts_with("SCAN games")),
                "{query}: {plan:?}"
            );
        }
    }

    #[test]
    fn leave_is_read_with_the_game_and_moves_its_deadline() {
        let mut store = Store::open_in_memory().unwrap();
        let mut game = Game::new("a@x.org", "b@x.org", 30 * DAY, 0);
        store
            .transaction(|tx| {
                tx.insert_game(&mut game, 0)?;
                tx.insert_leave("a@x.org", DAY, 8 * DAY, true, DAY)?;
                Ok::<_, StoreError>(())
            })
            .unwrap();
        let loaded = store.load_game(game.id).unwrap();
        assert_eq!(loaded.deadline(), 37 * DAY);
        assert_eq!(
            loaded.clock().on_leave(Color::White, 2 * DAY),
            Some(8 * DAY)
        );
    }
}
