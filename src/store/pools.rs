//! Ratings per pool (`community::Pool`). A player's standard rating lives on their
//! `community_players` row, as it always did; every other pool's in `pool_ratings`,
//! a row made by their first rated game there. Migration 24 says why past Chess960
//! games stay in the standard pool.

use rusqlite::{OptionalExtension, params};

use crate::community::{Pool, Rating};
use crate::game::{GameId, Timestamp};

use super::{Cached as _, Profile, StoreError, Tx};

/// A player's rating in one pool.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PoolRating {
    pub pool: Pool,
    pub rating: Rating,
    pub rated_games: u32,
    /// When their last rated game of the pool ended (0: never).
    pub last_rated_at: Timestamp,
}

impl PoolRating {
    /// A player's rating in a pool where they have finished no rated game.
    pub fn initial(pool: Pool) -> PoolRating {
        PoolRating {
            pool,
            rating: Rating::INITIAL,
            rated_games: 0,
            last_rated_at: 0,
        }
    }
}

impl Profile {
    /// The player's standard rating, kept on the profile itself.
    pub fn standard(&self) -> PoolRating {
        PoolRating {
            pool: Pool::Standard,
            rating: self.rating,
            rated_games: self.rated_games,
            last_rated_at: self.last_rated_at,
        }
    }
}

fn pool_rating_row(pool: Pool, row: &rusqlite::Row<'_>) -> rusqlite::Result<PoolRating> {
    Ok(PoolRating {
        pool,
        rating: Rating {
            rating: row.get(0)?,
            deviation: row.get(1)?,
            volatility: row.get(2)?,
        },
        rated_games: row.get(3)?,
        last_rated_at: row.get(4)?,
    })
}

/// [`Tx::top_in`] for a pool of `pool_ratings`: ?1 the pool, ?2 the fewest rated games,
/// ?3 the limit. `pool_ratings_top` holds the pool in the list's order, so the query
/// walks it from the best and stops after ?3 players with enough games (nothing is
/// sorted; a test holds the plan to that); only those ?3 are looked up by id.
pub(crate) const POOL_TOP: &str = "\
    SELECT c.id, c.address, c.name, r.rating, r.deviation, r.volatility, r.rated_games, \
    r.last_rated_at \
    FROM pool_ratings AS r INDEXED BY pool_ratings_top \
    JOIN community_players AS c ON c.id = r.player_id \
    WHERE r.pool = ?1 AND r.rated_games >= ?2 \
    ORDER BY r.rating DESC, r.rated_games DESC, r.player_id LIMIT ?3";

impl Tx<'_> {
    /// The rating of `profile`'s player in `pool` (a new player's where they have
    /// finished no rated game of it).
    pub fn pool_rating(&self, profile: &Profile, pool: Pool) -> Result<PoolRating, StoreError> {
        if pool == Pool::Standard {
            return Ok(profile.standard());
        }
        Ok(self
            .conn
            .query_row_cached(
                "SELECT rating, deviation, volatility, rated_games, last_rated_at \
                 FROM pool_ratings WHERE player_id = ?1 AND pool = ?2",
                params![profile.id, pool.key()],
                |r| pool_rating_row(pool, r),
            )
            .optional()?
            .unwrap_or(PoolRating::initial(pool)))
    }

    /// The ratings of `profile`'s player in every pool, standard first.
    pub fn pool_ratings(&self, profile: &Profile) -> Result<Vec<PoolRating>, StoreError> {
        Pool::ALL
            .into_iter()
            .map(|pool| self.pool_rating(profile, pool))
            .collect()
    }

    /// Stores the rating of `profile`'s player in `pool` after a rated game of that
    /// pool that ended at `at`; the other pools do not move.
    pub fn save_pool_rating(
        &self,
        profile: &Profile,
        pool: Pool,
        rating: Rating,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        if pool == Pool::Standard {
            return self.save_rating(&profile.address, rating, at);
        }
        self.conn.execute_cached(
            "INSERT INTO pool_ratings (player_id, pool, rating, deviation, volatility, \
             rated_games, last_rated_at) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6) \
             ON CONFLICT (player_id, pool) DO UPDATE SET rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, \
             rated_games = rated_games + 1, last_rated_at = excluded.last_rated_at",
            params![
                profile.id,
                pool.key(),
                rating.rating,
                rating.deviation,
                rating.volatility,
                at
            ],
        )?;
        Ok(())
    }

    /// The best rated players of `pool` with at least `min_games` rated games there,
    /// best first, each with their rating in the pool.
    pub fn top_in(
        &self,
        pool: Pool,
        min_games: u32,
        limit: u32,
    ) -> Result<Vec<(Profile, PoolRating)>, StoreError> {
        if pool == Pool::Standard {
            return Ok(self
                .top_players(min_games, limit)?
                .into_iter()
                .map(|p| {
                    let standard = p.standard();
                    (p, standard)
                })
                .collect());
        }
        let mut stmt = self.conn.prepare_cached(POOL_TOP)?;
        let rows = stmt
            .query_map(params![pool.key(), min_games.max(1), limit], |r| {
                let rating = Rating {
                    rating: r.get(3)?,
                    deviation: r.get(4)?,
                    volatility: r.get(5)?,
                };
                let (rated_games, last_rated_at) = (r.get(6)?, r.get(7)?);
                Ok((
                    Profile {
                        id: r.get(0)?,
                        address: r.get(1)?,
                        name: r.get(2)?,
                        rating,
                        rated_games,
                        last_rated_at,
                    },
                    PoolRating {
                        pool,
                        rating,
                        rated_games,
                        last_rated_at,
                    },
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The last game of `address` rated in `pool`: the game and their rating before
    /// and after.
    pub fn last_rating_change_in(
        &self,
        address: &str,
        pool: Pool,
    ) -> Result<Option<(GameId, f64, f64)>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT r.game_id, \
                   CASE WHEN g.white = ?1 THEN r.white_before ELSE r.black_before END, \
                   CASE WHEN g.white = ?1 THEN r.white_after ELSE r.black_after END \
                 FROM game_ratings r JOIN games g ON g.id = r.game_id \
                 WHERE r.rated = 1 AND r.pool = ?2 AND (g.white = ?1 OR g.black = ?1) \
                 ORDER BY r.settled_at DESC, r.game_id DESC LIMIT 1",
                params![address, pool.key()],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?)
    }

    /// The pool `game` was rated in, when it was rated.
    pub fn rated_pool(&self, game: GameId) -> Result<Option<Pool>, StoreError> {
        let key: Option<String> = self
            .conn
            .query_row_cached(
                "SELECT pool FROM game_ratings WHERE game_id = ?1 AND rated = 1",
                [game],
                |r| r.get(0),
            )
            .optional()?;
        // The schema allows no other key.
        Ok(key.map(|k| Pool::from_key(&k).unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    #[test]
    fn a_rating_saved_in_one_pool_leaves_the_other_and_tops_only_its_list() {
        let mut store = Store::open_in_memory().unwrap();
        store
            .transaction(|tx| {
                let a = tx.profile("a@x.org", 0)?;
                let won = Rating {
                    rating: 1662.0,
                    deviation: 290.0,
                    volatility: 0.06,
                };
                tx.save_pool_rating(&a, Pool::Chess960, won, 10)?;
                tx.save_pool_rating(&a, Pool::Chess960, won, 20)?;
                let a = tx.profile("a@x.org", 30)?;
                assert_eq!(a.standard(), PoolRating::initial(Pool::Standard));
                let in_960 = tx.pool_rating(&a, Pool::Chess960)?;
                assert_eq!((in_960.rating, in_960.rated_games), (won, 2));
                assert_eq!(in_960.last_rated_at, 20);
                assert!(tx.top_in(Pool::Standard, 1, 10)?.is_empty());
                let top = tx.top_in(Pool::Chess960, 1, 10)?;
                assert_eq!(top.len(), 1);
                assert_eq!((top[0].0.id, top[0].1.rating), (a.id, won));
                assert!(tx.top_in(Pool::Chess960, 3, 10)?.is_empty());
                let b = tx.profile("b@x.org", 30)?;
                assert_eq!(
                    tx.pool_ratings(&b)?,
                    vec![
                        PoolRating::initial(Pool::Standard),
                        PoolRating::initial(Pool::Chess960)
                    ]
                );
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    /// Migration 24 on a database of version 23 with a rated standard game and a
    /// rated Chess960 game: both stay rated in the standard pool, the standard ratings
    /// are kept, the Chess960 pool starts empty, and the schema is the version's.
    #[test]
    fn the_migration_keeps_past_chess960_results_in_the_standard_pool() {
        const FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("db.sqlite3");
        {
            let conn = rusqlite::Connection::open(&path).unwrap();
            for sql in &crate::store::MIGRATIONS[..23] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", 23).unwrap();
            conn.execute_batch(&format!(
                "INSERT INTO players (address, created_at) VALUES ('a@x.org', 1), ('b@x.org', 1);
                 INSERT INTO community_players (id, address, rating, deviation, rated_games, \
                   last_rated_at, created_at) VALUES (1, 'a@x.org', 1700, 200, 2, 50, 1), \
                   (2, 'b@x.org', 1300, 200, 2, 50, 1);
                 INSERT INTO games (id, white, black, initial_fen, fen, status, result, \
                   forfeit_timeout_secs, created_at, last_activity, variant) VALUES \
                   (1, 'a@x.org', 'b@x.org', '{FEN}', '{FEN}', 'finished', '1-0', 9, 1, 40, 'standard'), \
                   (2, 'a@x.org', 'b@x.org', '{FEN}', '{FEN}', 'finished', '1-0', 9, 1, 50, 'chess960');
                 INSERT INTO game_ratings (game_id, rated, white_before, white_after, \
                   black_before, black_after, settled_at) VALUES \
                   (1, 1, 1500, 1600, 1500, 1400, 40), (2, 1, 1600, 1700, 1400, 1300, 50);"
            ))
            .unwrap();
        }
        let mut store = Store::open(&path).unwrap();
        assert_eq!(
            store.schema_version().unwrap() as usize,
            crate::store::MIGRATIONS.len()
        );
        assert!(store.check_db().unwrap().is_empty());
        store
            .transaction(|tx| {
                assert_eq!(tx.rated_pool(1)?, Some(Pool::Standard));
                assert_eq!(tx.rated_pool(2)?, Some(Pool::Standard));
                let a = tx.profile("a@x.org", 60)?;
                let standard = tx.pool_rating(&a, Pool::Standard)?;
                assert_eq!((standard.rating.shown(), standard.rated_games), (1700, 2));
                assert_eq!(
                    tx.pool_rating(&a, Pool::Chess960)?,
                    PoolRating::initial(Pool::Chess960)
                );
                assert!(tx.top_in(Pool::Chess960, 1, 10)?.is_empty());
                assert_eq!(
                    tx.last_rating_change_in("a@x.org", Pool::Standard)?,
                    Some((2, 1600.0, 1700.0))
                );
                assert_eq!(tx.last_rating_change_in("a@x.org", Pool::Chess960)?, None);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    #[test]
    fn a_pool_s_top_reads_its_index_not_every_player() {
        let store = Store::open_in_memory().unwrap();
        let plan: Vec<String> = store
            .conn()
            .prepare(&format!("EXPLAIN QUERY PLAN {POOL_TOP}"))
            .unwrap()
            .query_map(params!["chess960", 1, 20], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            plan.first().map(String::as_str),
            Some("SEARCH r USING INDEX pool_ratings_top (pool=?)"),
            "{plan:?}"
        );
        assert!(
            !plan.iter().any(|step| step.contains("TEMP B-TREE")),
            "nothing sorted: {plan:?}"
        );
        assert!(
            plan.iter()
                .any(|step| step.starts_with("SEARCH c USING INTEGER PRIMARY KEY")),
            "{plan:?}"
        );
        assert!(!plan.iter().any(|s| s.starts_with("SCAN")), "{plan:?}");
    }
}
