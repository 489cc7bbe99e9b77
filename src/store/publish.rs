//! What the public site reads: how far the database has come (the newest game event and
//! game), the games changed since the site was built, light rows of games for lists
//! (no replay), labels in bulk, a player's rating history. Nothing here writes but
//! [`Tx::ensure_profiles_of`] and [`Tx::ensure_all_profiles`], which give players the
//! community row their public label is made from, as the letters' `label_of` does.

use std::collections::{BTreeMap, HashMap};

use rusqlite::{OptionalExtension, params};

use crate::community::label;
use crate::game::{EventRules, GameId, GameResult, Termination, Timestamp};

use super::{Cached as _, StoreError, Tx};

/// How far the database had come when a site was built: the newest row of the game
/// event log (append-only: every change of a game's state adds one) and the highest
/// game id (a new game may not have logged an event yet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PublishMarks {
    pub event: i64,
    pub game: GameId,
}

/// A game as lists show it, read from its row without replaying its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameBrief {
    pub id: GameId,
    pub white: String,
    pub black: String,
    /// `None` while the game runs.
    pub result: Option<GameResult>,
    pub termination: Option<Termination>,
    pub created_at: Timestamp,
    /// When the game last changed: for a finished game, when it ended.
    pub last_activity: Timestamp,
    pub rules: EventRules,
    /// The tournament and round, when a tournament started it.
    pub tournament: Option<(String, u32)>,
}

/// One rated game in a player's history: their rating before and after it.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingStep {
    pub game: GameId,
    /// The pool the game was rated in.
    pub pool: crate::community::Pool,
    pub at: Timestamp,
    pub before: f64,
    pub after: f64,
}

const BRIEF: &str = "SELECT g.id, g.white, g.black, g.status, g.result, g.termination, \
     g.created_at, g.last_activity, g.rules, t.name, c.round \
     FROM games g LEFT JOIN community_games c ON c.game_id = g.id \
     LEFT JOIN tournaments t ON t.id = c.tournament_id WHERE g.id = ?1";

impl Tx<'_> {
    /// The newest game event and the highest game id now.
    pub fn publish_marks(&self) -> Result<PublishMarks, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT (SELECT coalesce(max(id), 0) FROM game_events), \
                    (SELECT coalesce(max(id), 0) FROM games)",
            [],
            |r| {
                Ok(PublishMarks {
                    event: r.get(0)?,
                    game: r.get(1)?,
                })
            },
        )?)
    }

    /// The games whose state changed after `since` (an event logged later, or a game
    /// stored later), up to `until`, by id. Read through the event log's primary key
    /// and the games' rowid: the work is the number of changes, not of games.
    pub fn games_changed_between(
        &self,
        since: PublishMarks,
        until: PublishMarks,
    ) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT game_id FROM game_events WHERE id > ?1 AND id <= ?2 \
             UNION SELECT id FROM games WHERE id > ?3 AND id <= ?4 ORDER BY 1",
        )?;
        let ids = stmt
            .query_map(
                params![since.event, until.event, since.game, until.game],
                |r| r.get(0),
            )?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// Gives the players of `games` a community row, so that each has a label.
    pub fn ensure_profiles_of(&self, games: &[GameId], now: Timestamp) -> Result<(), StoreError> {
        for &game in games {
            self.conn.execute_cached(
                "INSERT INTO community_players (address, created_at) \
                 SELECT white, ?2 FROM games WHERE id = ?1 UNION SELECT black, ?2 FROM games WHERE id = ?1 \
                 ON CONFLICT (address) DO NOTHING",
                params![game, now],
            )?;
        }
        Ok(())
    }

    /// Gives every player of every game a community row, in one statement.
    pub fn ensure_all_profiles(&self, now: Timestamp) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO community_players (address, created_at) \
             SELECT address, ?1 FROM players p \
             WHERE NOT EXISTS (SELECT 1 FROM community_players c WHERE c.address = p.address) \
               AND (EXISTS (SELECT 1 FROM games INDEXED BY games_white WHERE white = p.address) \
                 OR EXISTS (SELECT 1 FROM games INDEXED BY games_black WHERE black = p.address)) \
             ON CONFLICT (address) DO NOTHING",
            [now],
        )?;
        Ok(())
    }

    /// Gives the players of the first `listed` open seeks (in the order the index
    /// lists them, [`Tx::open_seeks_page`]) a community row: the index names and links
    /// them, also before their first game (and for seeks of a database from before
    /// every seeker got one). Bounded, as it runs with every update.
    pub fn ensure_profiles_of_seekers(
        &self,
        listed: u32,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO community_players (address, created_at) \
             SELECT address, ?1 FROM (SELECT address FROM seeks INDEXED BY seeks_open \
                WHERE state = 'open' ORDER BY created_at, id LIMIT ?2) WHERE true \
             ON CONFLICT (address) DO NOTHING",
            params![now, listed],
        )?;
        Ok(())
    }

    /// The label of `address`, if it has a community row (read only).
    pub fn label_if_any(&self, address: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT id, name FROM community_players WHERE address = ?1",
                [address],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)),
            )
            .optional()?
            .map(|(id, name)| label(id, Some(&name))))
    }

    /// Every label, by address (as stored: canonical, lower case).
    pub fn all_labels(&self) -> Result<HashMap<String, String>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT address, id, name FROM community_players")?;
        let rows = stmt
            .query_map([], |r| {
                let (address, id, name): (String, i64, String) = (r.get(0)?, r.get(1)?, r.get(2)?);
                Ok((address, label(id, Some(&name))))
            })?
            .collect::<Result<HashMap<_, _>, _>>()?;
        Ok(rows)
    }

    /// The players who chose a name: community id to name.
    pub fn named_players(&self) -> Result<BTreeMap<i64, String>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, name FROM community_players WHERE name <> ''")?;
        let rows = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<BTreeMap<_, _>, _>>()?;
        Ok(rows)
    }

    /// The address of the player with community id `id`.
    pub fn address_of_profile(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT address FROM community_players WHERE id = ?1",
                [id],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Up to `limit` game ids above `after`, in order: every game, a page at a time.
    pub fn game_ids_after(&self, after: GameId, limit: u32) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM games WHERE id > ?1 ORDER BY id LIMIT ?2")?;
        let ids = stmt
            .query_map(params![after, limit], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// Every game of `address`, running or not, by id.
    pub fn all_games_of(&self, address: &str) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM games WHERE white = ?1 UNION SELECT id FROM games WHERE black = ?1 \
             ORDER BY 1",
        )?;
        let ids = stmt
            .query_map([address], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// The `limit` newest running games, newest first: read backwards through the
    /// status index, whose entries are in id order within a status.
    pub fn newest_active_games(&self, limit: u32) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM games INDEXED BY games_status WHERE status = 'active' \
             ORDER BY id DESC LIMIT ?1",
        )?;
        let ids = stmt
            .query_map([limit], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// How many games are running.
    pub fn active_game_count(&self) -> Result<u64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM games INDEXED BY games_status WHERE status = 'active'",
            [],
            |r| r.get(0),
        )?)
    }

    /// The `limit` games that ended last, last first. Reads every finished game (no
    /// index orders them by their end): for a whole build, not for an update.
    pub fn last_finished_games(&self, limit: u32) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM games WHERE status = 'finished' \
             ORDER BY last_activity DESC, id DESC LIMIT ?1",
        )?;
        let ids = stmt
            .query_map([limit], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// A game's row as lists show it, without its moves.
    pub fn game_brief(&self, id: GameId) -> Result<Option<GameBrief>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(BRIEF, [id], |r| {
                let status: String = r.get(3)?;
                let result: String = r.get(4)?;
                let termination: String = r.get(5)?;
                let rules: String = r.get(8)?;
                let tournament: Option<String> = r.get(9)?;
                let round: Option<u32> = r.get(10)?;
                let over = status == "finished";
                Ok(GameBrief {
                    id: r.get(0)?,
                    white: r.get(1)?,
                    black: r.get(2)?,
                    result: over.then(|| result.parse().ok()).flatten(),
                    termination: over.then(|| Termination::from_key(&termination)).flatten(),
                    created_at: r.get(6)?,
                    last_activity: r.get(7)?,
                    rules: EventRules::from_key(&rules),
                    tournament: tournament.map(|name| (name, round.unwrap_or(0))),
                })
            })
            .optional()?)
    }

    /// The last `limit` rated games of `address`, newest first, with their rating
    /// before and after each.
    pub fn rating_history(&self, address: &str, limit: u32) -> Result<Vec<RatingStep>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT r.game_id, r.settled_at, \
               CASE WHEN g.white = ?1 THEN r.white_before ELSE r.black_before END, \
               CASE WHEN g.white = ?1 THEN r.white_after ELSE r.black_after END, r.pool \
             FROM games g JOIN game_ratings r ON r.game_id = g.id \
             WHERE (g.white = ?1 OR g.black = ?1) AND r.rated = 1 \
             ORDER BY r.settled_at DESC, r.game_id DESC LIMIT ?2",
        )?;
        let rows = stmt
            .query_map(params![address, limit], |r| {
                Ok(RatingStep {
                    game: r.get(0)?,
                    at: r.get(1)?,
                    before: r.get(2)?,
                    after: r.get(3)?,
                    // The schema allows no other key.
                    pool: crate::community::Pool::from_key(&r.get::<_, String>(4)?)
                        .unwrap_or_default(),
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Every player who has a community row and plays or played a game.
    pub fn players_with_games(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT address FROM community_players c \
             WHERE EXISTS (SELECT 1 FROM games INDEXED BY games_white WHERE white = c.address) \
                OR EXISTS (SELECT 1 FROM games INDEXED BY games_black WHERE black = c.address) \
             ORDER BY id",
        )?;
        let rows = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Every tournament, by id.
    pub fn all_tournaments(&self) -> Result<Vec<super::Tournament>, StoreError> {
        let mut all = Vec::new();
        for state in ["open", "running", "finished"] {
            all.extend(self.tournaments_in(state)?);
        }
        all.sort_by_key(|t| t.id);
        Ok(all)
    }

    /// Where `game` began, as the challenge that started it said, else its tournament
    /// (`Start::key`; empty for the standard position or a game neither started). Both
    /// through an index: the challenge's game, the community's record of the game.
    pub fn start_of_game(&self, game: GameId) -> Result<String, StoreError> {
        let challenge: Option<String> = self
            .conn
            .query_row_cached(
                "SELECT start FROM challenges INDEXED BY challenges_game WHERE game_id = ?1",
                [game],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(start) = challenge {
            return Ok(start);
        }
        Ok(self
            .conn
            .query_row_cached(
                "SELECT t.start FROM community_games c JOIN tournaments t ON t.id = c.tournament_id \
                 WHERE c.game_id = ?1",
                [game],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or_default())
    }

    /// The tournament a game belongs to, and its round.
    pub fn tournament_of_game(&self, game: GameId) -> Result<Option<(i64, u32)>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT tournament_id, round FROM community_games \
                 WHERE game_id = ?1 AND tournament_id IS NOT NULL",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::game::Game;
    use crate::store::Store;

    #[test]
    fn the_games_changed_since_a_mark_are_read_from_the_log_and_the_new_rows() {
        let mut store = Store::open_in_memory().unwrap();
        let (first, marks) = store
            .transaction(|tx| {
                let mut game = Game::new("a@x.org", "b@x.org", 86_400, 0);
                let id = tx.insert_game(&mut game, 0)?;
                Ok::<_, StoreError>((id, tx.publish_marks()?))
            })
            .unwrap();
        assert_eq!(marks.game, first);
        let (second, changed) = store
            .transaction(|tx| {
                let mut game = tx.load_game(first)?;
                let events =
                    game.apply("a@x.org", &[Command::Move("e4".parse().unwrap())], None, 10);
                tx.save_game(&game, &events, 10)?;
                let second = tx.insert_game(&mut Game::new("c@x.org", "a@x.org", 86_400, 0), 10)?;
                let now = tx.publish_marks()?;
                Ok::<_, StoreError>((second, tx.games_changed_between(marks, now)?))
            })
            .unwrap();
        assert_eq!(changed, [first, second]);
        store
            .transaction(|tx| {
                let now = tx.publish_marks()?;
                assert!(tx.games_changed_between(now, now)?.is_empty());
                assert_eq!(tx.newest_active_games(1)?, [second]);
                assert_eq!(tx.active_game_count()?, 2);
                assert_eq!(tx.all_games_of("a@x.org")?, [first, second]);
                assert_eq!(tx.label_if_any("c@x.org")?, None);
                tx.ensure_profiles_of(&[second], 20)?;
                assert!(tx.label_if_any("c@x.org")?.is_some());
                tx.ensure_all_profiles(20)?;
                assert_eq!(tx.all_labels()?.len(), 3);
                let brief = tx.game_brief(first)?.unwrap();
                assert_eq!((brief.result, brief.tournament), (None, None));
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
