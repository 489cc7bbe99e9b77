//! A knockout event's games as the bracket reads them (`community::knockout_event`):
//! one query over the event's games, none of them replayed.

use rusqlite::params;

use crate::community::knockout_event::KnockoutGame;
use crate::game::GameResult;

use super::{Cached as _, StoreError, Tx};

impl Tx<'_> {
    /// Makes a new tournament a knockout.
    pub fn set_knockout(&self, tournament: i64) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournaments SET system = 'knockout' WHERE id = ?1",
            params![tournament],
        )?;
        Ok(())
    }

    /// The games of a knockout in the order they were started, each player given as
    /// `seed_of` their address (games of a player no longer seeded are left out).
    pub fn knockout_games(
        &self,
        tournament: i64,
        seed_of: &dyn Fn(&str) -> Option<u32>,
    ) -> Result<Vec<KnockoutGame>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT c.game_id, c.round, g.white, g.black, g.status, g.result \
             FROM community_games c JOIN games g ON g.id = c.game_id \
             WHERE c.tournament_id = ?1 ORDER BY g.id",
        )?;
        let rows = stmt
            .query_map([tournament], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, u32>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, String>(5)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, round, white, black, status, result)| {
                Some(KnockoutGame {
                    id,
                    round,
                    white: seed_of(&white)?,
                    black: seed_of(&black)?,
                    result: (status == "finished")
                        .then(|| result.parse::<GameResult>().ok())
                        .flatten(),
                })
            })
            .collect())
    }
}
