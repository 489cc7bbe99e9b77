//! The community's tables: public names and ratings, the games started by seeks and
//! tournaments, how each finished game was rated, open seeks, tournaments and their
//! players.

use rusqlite::{OptionalExtension, Row, params};

use crate::command::Start;
use crate::command::community::RatingRange;
use crate::community::swiss::Outcome;
use crate::community::swiss::event::{EventPlayer, Played};
use crate::community::{Rating, label};
use crate::game::{EventRules, GameId, GameResult, Termination, TimeControl, Timestamp};
use crate::rules::Color;

use super::{Cached as _, StoreError, Tx};

/// A player as the community knows them.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    /// Stable: the label of a player without a name is `player<id>`.
    pub id: i64,
    pub address: String,
    /// Empty until the player chooses one.
    pub name: String,
    pub rating: Rating,
    pub rated_games: u32,
    /// When their last rated game ended (0: never).
    pub last_rated_at: Timestamp,
}

impl Profile {
    /// What others see of this player.
    pub fn label(&self) -> String {
        label(self.id, Some(&self.name))
    }
}

const PROFILE_COLUMNS: &str =
    "id, address, name, rating, deviation, volatility, rated_games, last_rated_at";

fn profile_row(row: &Row<'_>) -> rusqlite::Result<Profile> {
    Ok(Profile {
        id: row.get(0)?,
        address: row.get(1)?,
        name: row.get(2)?,
        rating: Rating {
            rating: row.get(3)?,
            deviation: row.get(4)?,
            volatility: row.get(5)?,
        },
        rated_games: row.get(6)?,
        last_rated_at: row.get(7)?,
    })
}

/// How a game came to be, besides a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Seek,
    Tournament {
        id: i64,
        round: u32,
    },
    /// A ladder's challenge (`Tx::ladder_challenge_of_game` finds which).
    Ladder,
}

/// The community's record of a game started by a seek or a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommunityGame {
    pub origin: Origin,
    pub rated: bool,
}

/// How a finished game was rated.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRating {
    pub rated: bool,
    /// The key of [`crate::community::Unrated`] when not rated.
    pub unrated_why: String,
    /// White's and Black's rating before and after, when rated.
    pub white: (Rating, Rating),
    pub black: (Rating, Rating),
    /// The pool it was rated in (or would have been).
    pub pool: crate::community::Pool,
}

/// An open seek, or one that was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seek {
    pub id: i64,
    pub address: String,
    pub rated: bool,
    /// 0 and 0: any opponent.
    pub min_rating: u32,
    pub max_rating: u32,
    pub created_at: Timestamp,
    /// `None`: the server's default time control when the game starts.
    pub time_control: Option<TimeControl>,
    /// A Chess960 game.
    pub chess960: bool,
    /// The most the opponent may have lost on time, in whole percent of their games
    /// finished in the last 90 days; `None`: any share.
    pub max_timeouts: Option<u32>,
}

/// The stored form of a seek's [`Seek::max_timeouts`]: every share is at most 100 %.
const ANY_TIMEOUTS: u32 = 100;

/// [`Tx::first_fitting_seek`]: ?1 rated, ?2 and ?3 the time control keys that fit, ?4
/// the seeker, ?5 their rating in the pool of ?10 (a candidate's is read in the same
/// pool: `community_players` for standard, `pool_ratings` by its key else), ?6 and ?7 their range (NULL: any), ?8 the rating of a
/// player without a row, ?9 the limit of active games, ?10 the variant, ?11 the seeker's
/// share of games lost on time (0 when none finished), ?12 the most the seeker allows a
/// candidate (100: any) and ?13 when the candidates' reliability is counted from. The
/// share is [`crate::community::history::timeout_percent`]'s rounding, `L` of `F` games:
/// `floor((200 L + F) / 2F) <= N` exactly when `200 L < F (2 N + 1)`; a candidate without
/// a finished game passes. The indexes are named so that the
/// planner never walks every open seek or every active game; a candidate's games are
/// counted as White and as Black apart (nobody plays themself, so they add up).
const FITTING_SEEK: &str = "\
    SELECT s.id, s.address, s.rated, s.min_rating, s.max_rating, s.created_at, s.time_control, \
    s.variant, s.max_timeouts \
    FROM seeks AS s INDEXED BY seeks_matching \
    LEFT JOIN community_players AS p ON p.address = s.address \
    LEFT JOIN pool_ratings AS q ON q.player_id = p.id AND q.pool = s.variant \
    WHERE s.state = 'open' AND s.rated = ?1 AND s.time_control IN (?2, ?3) \
      AND s.address <> ?4 AND s.variant = ?10 \
      AND (s.max_rating = 0 OR ?5 BETWEEN s.min_rating AND s.max_rating) \
      AND (?6 IS NULL OR round(coalesce(CASE s.variant WHEN 'standard' THEN p.rating \
           ELSE q.rating END, ?8)) BETWEEN ?6 AND ?7) \
      AND (SELECT count(*) FROM games INDEXED BY games_white \
           WHERE white = s.address AND status = 'active') \
        + (SELECT count(*) FROM games INDEXED BY games_black \
           WHERE black = s.address AND status = 'active') < ?9 \
      AND ?11 <= s.max_timeouts \
      AND (?12 >= 100 OR (SELECT 200 * total(lost) < count(*) * (2 * ?12 + 1) + (count(*) = 0) \
           FROM (SELECT termination = 'forfeit' AND result = '0-1' AS lost \
                 FROM games INDEXED BY games_white \
                 WHERE white = s.address AND status = 'finished' \
                   AND result IN ('1-0', '0-1', '1/2-1/2') AND last_activity >= ?13 \
                 UNION ALL \
                 SELECT termination = 'forfeit' AND result = '1-0' \
                 FROM games INDEXED BY games_black \
                 WHERE black = s.address AND white <> s.address AND status = 'finished' \
                   AND result IN ('1-0', '0-1', '1/2-1/2') AND last_activity >= ?13))) \
    ORDER BY s.created_at, s.id LIMIT 1";

/// [`Tx::player_record`]: each side through its player's index, as
/// [`Tx::lost_on_time_since`] reads them.
const PLAYER_RECORD: &str = "SELECT count(*), \
               coalesce(sum((white = ?1 AND result = '1-0') OR (black = ?1 AND result = '0-1')), 0), \
               coalesce(sum(result = '1/2-1/2'), 0), \
               coalesce(sum((white = ?1 AND result = '0-1') OR (black = ?1 AND result = '1-0')), 0), \
               coalesce(sum(((white = ?1 AND result = '0-1') OR (black = ?1 AND result = '1-0')) \
                 AND termination IN ('forfeit', 'reverse_forfeit')), 0) \
             FROM (SELECT white, black, result, termination FROM games INDEXED BY games_white \
                     WHERE white = ?1 AND status = 'finished' AND result <> '*' \
                   UNION ALL \
                   SELECT white, black, result, termination FROM games INDEXED BY games_black \
                     WHERE black = ?1 AND white <> ?1 AND status = 'finished' AND result <> '*')";

/// What a new seek looks for among the open ones ([`Tx::first_fitting_seek`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeekWanted<'a> {
    /// The seeker, whose own open seek is no candidate.
    pub seeker: &'a str,
    pub rated: bool,
    /// The seeker's time control, the server's default already put in.
    pub control: Option<TimeControl>,
    /// `control` is the server's default, so a seek stored without one fits too.
    pub default_is_control: bool,
    /// The range the opponent's rating must lie in.
    pub range: Option<RatingRange>,
    /// The seeker's rating as shown in the pool of the seek's variant, which must lie in
    /// the other seek's range.
    pub rating: i32,
    /// The other player must play fewer active games than this.
    pub max_active_games: u64,
    /// A Chess960 seek fits only a Chess960 seek.
    pub chess960: bool,
    /// The seeker's share of games lost on time (whole percent; `None`: no game
    /// finished), which must be within the other seek's limit.
    pub timeouts: Option<u32>,
    /// The most the seeker allows the other player to have lost on time.
    pub max_timeouts: Option<u32>,
    /// Reliability is counted over the games finished from this moment on.
    pub since: Timestamp,
}

/// A tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    pub id: i64,
    pub name: String,
    pub double: bool,
    pub size: u32,
    /// `open`, `running` or `finished`.
    pub state: String,
    pub rated: bool,
    pub forfeit_timeout_secs: i64,
    /// `None`: the server's default time control when the games start.
    pub time_control: Option<TimeControl>,
    /// Where every game begins (a thematic tournament's opening or position).
    pub start: Start,
    /// The rules its games are played under.
    pub rules: EventRules,
    pub created_at: Timestamp,
    pub started_at: Timestamp,
    pub finished_at: Timestamp,
    /// A round robin or a Swiss.
    pub system: TournamentSystem,
    /// A Swiss's rounds in all, and those paired so far (0 for a round robin).
    pub rounds: u32,
    pub paired_rounds: u32,
    /// A Swiss the admin opened for entries by mail, which takes late `Join`s; never
    /// one made with its players.
    pub late_entries: bool,
    /// The most half-point byes a player of a Swiss may ask for (0: none).
    pub half_byes: u32,
}

/// How a tournament pairs its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TournamentSystem {
    /// Every player meets every other, all games at once.
    #[default]
    RoundRobin,
    /// FIDE's Dutch system, one round at a time (docs/rules.md).
    Swiss,
    /// A knockout of two-game matches, one round at a time (docs/rules.md).
    Knockout,
}

impl TournamentSystem {
    pub fn key(self) -> &'static str {
        match self {
            TournamentSystem::RoundRobin => "round_robin",
            TournamentSystem::Swiss => "swiss",
            TournamentSystem::Knockout => "knockout",
        }
    }

    pub fn from_key(key: &str) -> Option<TournamentSystem> {
        [
            TournamentSystem::RoundRobin,
            TournamentSystem::Swiss,
            TournamentSystem::Knockout,
        ]
        .into_iter()
        .find(|s| s.key() == key)
    }
}

const TOURNAMENT_COLUMNS: &str = "id, name, cycles, size, state, rated, forfeit_timeout_secs, \
    created_at, started_at, finished_at, time_control, start, rules, system, rounds, \
    paired_rounds, late_entries, half_byes";

fn tournament_row(row: &Row<'_>) -> rusqlite::Result<Tournament> {
    let cycles: u32 = row.get(2)?;
    Ok(Tournament {
        id: row.get(0)?,
        name: row.get(1)?,
        double: cycles == 2,
        size: row.get(3)?,
        state: row.get(4)?,
        rated: row.get(5)?,
        forfeit_timeout_secs: row.get(6)?,
        created_at: row.get(7)?,
        started_at: row.get(8)?,
        finished_at: row.get(9)?,
        time_control: TimeControl::from_key(&row.get::<_, String>(10)?),
        // Checked when the tournament was made; a row that no longer reads starts
        // from the standard position.
        start: Start::from_key(&row.get::<_, String>(11)?).unwrap_or_default(),
        rules: EventRules::from_key(&row.get::<_, String>(12)?),
        // The schema allows no other key.
        system: TournamentSystem::from_key(&row.get::<_, String>(13)?).unwrap_or_default(),
        rounds: row.get(14)?,
        paired_rounds: row.get(15)?,
        late_entries: row.get(16)?,
        half_byes: row.get(17)?,
    })
}

/// A seat of a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub seat: u32,
    pub address: String,
    pub joined_at: Timestamp,
    /// 0 while playing.
    pub withdrawn_at: Timestamp,
    /// Withdrawn before half their games: their games count for no one.
    pub annulled: bool,
}

impl Tx<'_> {
    // ---- names and ratings ----------------------------------------------------------

    /// The community profile of `address`, created (with the player) if new.
    pub fn profile(&self, address: &str, now: Timestamp) -> Result<Profile, StoreError> {
        self.ensure_player(address, now)?;
        self.conn.execute_cached(
            "INSERT INTO community_players (address, created_at) VALUES (?1, ?2) \
             ON CONFLICT (address) DO NOTHING",
            params![address, now],
        )?;
        let sql = format!("SELECT {PROFILE_COLUMNS} FROM community_players WHERE address = ?1");
        Ok(self.conn.query_row_cached(&sql, [address], profile_row)?)
    }

    /// The community profile of `address` if it has one; creates nothing (a question
    /// from an address without proof leaves no row behind).
    pub fn profile_if_any(&self, address: &str) -> Result<Option<Profile>, StoreError> {
        let sql = format!("SELECT {PROFILE_COLUMNS} FROM community_players WHERE address = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [address], profile_row)
            .optional()?)
    }

    /// The player whose label is `label`: their name in any capitals, or
    /// `player<id>` for one without a name.
    pub fn find_profile(&self, label: &str) -> Result<Option<Profile>, StoreError> {
        let sql = format!(
            "SELECT {PROFILE_COLUMNS} FROM community_players WHERE name <> '' AND name = ?1 COLLATE NOCASE"
        );
        if let Some(found) = self
            .conn
            .query_row_cached(&sql, [label], profile_row)
            .optional()?
        {
            return Ok(Some(found));
        }
        let lower = label.to_ascii_lowercase();
        let Some(id) = lower
            .strip_prefix(crate::community::name::UNNAMED_PREFIX)
            .and_then(|digits| digits.parse::<i64>().ok())
        else {
            return Ok(None);
        };
        let sql =
            format!("SELECT {PROFILE_COLUMNS} FROM community_players WHERE id = ?1 AND name = ''");
        Ok(self
            .conn
            .query_row_cached(&sql, [id], profile_row)
            .optional()?)
    }

    /// The address holding the name `name` (in any capitals), if any.
    pub fn name_holder(&self, name: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT address FROM community_players WHERE name <> '' AND name = ?1 COLLATE NOCASE",
                [name],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Sets the public name of `address` (checked and free: the caller made sure).
    pub fn set_public_name(
        &self,
        address: &str,
        name: &str,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.profile(address, now)?;
        self.conn.execute_cached(
            "UPDATE community_players SET name = ?2 WHERE address = ?1",
            params![address, name],
        )?;
        Ok(())
    }

    /// Stores a player's rating after a rated game that ended at `at`.
    pub fn save_rating(
        &self,
        address: &str,
        rating: Rating,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE community_players SET rating = ?2, deviation = ?3, volatility = ?4, \
             rated_games = rated_games + 1, last_rated_at = ?5 WHERE address = ?1",
            params![
                address,
                rating.rating,
                rating.deviation,
                rating.volatility,
                at
            ],
        )?;
        Ok(())
    }

    /// The best rated players with at least `min_games` rated games, best first.
    pub fn top_players(&self, min_games: u32, limit: u32) -> Result<Vec<Profile>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&standard_top())?;
        let rows = stmt
            .query_map(params![min_games.max(1), limit], profile_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    // ---- games ------------------------------------------------------------------------

    /// Records that a game was started by a seek or a tournament.
    pub fn record_community_game(
        &self,
        game: GameId,
        origin: Origin,
        rated: bool,
    ) -> Result<(), StoreError> {
        let (kind, tournament, round) = match origin {
            Origin::Seek => ("seek", None, 0),
            Origin::Tournament { id, round } => ("tournament", Some(id), round),
            Origin::Ladder => ("ladder", None, 0),
        };
        self.conn.execute_cached(
            "INSERT INTO community_games (game_id, origin, rated, tournament_id, round) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, kind, rated, tournament, round],
        )?;
        Ok(())
    }

    /// Whether an event already bears `name`: a tournament, a ladder, a team, a team
    /// match or an event in stages. They share one set of names, since `Join`,
    /// `Standings` and `Withdraw from` find each of them by name alone.
    pub fn event_name_taken(&self, name: &str) -> Result<bool, StoreError> {
        Ok(self.tournament_named(name)?.is_some()
            || self.ladder_named(name)?.is_some()
            || self.team_named(name)?.is_some()
            || self.team_match_named(name)?.is_some()
            || self.team_league_named(name)?.is_some()
            || self.reserved_by_a_league(name)?
            || self.stage_event_named(name)?.is_some())
    }

    /// The community's record of a game, when a seek or a tournament started it.
    pub fn community_game(&self, game: GameId) -> Result<Option<CommunityGame>, StoreError> {
        let row: Option<(String, bool, Option<i64>, u32)> = self
            .conn
            .query_row_cached(
                "SELECT origin, rated, tournament_id, round FROM community_games WHERE game_id = ?1",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?;
        Ok(row.map(|(origin, rated, tournament, round)| CommunityGame {
            origin: match (origin.as_str(), tournament) {
                ("tournament", Some(id)) => Origin::Tournament { id, round },
                ("ladder", _) => Origin::Ladder,
                _ => Origin::Seek,
            },
            rated,
        }))
    }

    /// Whether the challenge that started `game` was rated (`None`: no challenge did).
    pub fn challenge_rated(&self, game: GameId) -> Result<Option<bool>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT rated FROM challenges WHERE game_id = ?1",
                [game],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Records how a finished game was rated; false (and nothing written) when it was
    /// settled before, so a game's end counts once.
    pub fn settle_game(
        &self,
        game: GameId,
        rating: &GameRating,
        now: Timestamp,
    ) -> Result<bool, StoreError> {
        let n = self.conn.execute_cached(
            "INSERT INTO game_ratings (game_id, rated, unrated_why, white_before, white_after, \
             black_before, black_after, settled_at, pool) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) \
             ON CONFLICT (game_id) DO NOTHING",
            params![
                game,
                rating.rated,
                rating.unrated_why,
                rating.white.0.rating,
                rating.white.1.rating,
                rating.black.0.rating,
                rating.black.1.rating,
                now,
                rating.pool.key()
            ],
        )?;
        Ok(n == 1)
    }

    /// Whether a game's end was settled already.
    pub fn is_settled(&self, game: GameId) -> Result<bool, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT EXISTS (SELECT 1 FROM game_ratings WHERE game_id = ?1)",
            [game],
            |r| r.get(0),
        )?)
    }

    /// The shown ratings of White and Black before `game`, when it was rated.
    pub fn ratings_before(&self, game: GameId) -> Result<Option<(i32, i32)>, StoreError> {
        let row: Option<(f64, f64)> = self
            .conn
            .query_row_cached(
                "SELECT white_before, black_before FROM game_ratings WHERE game_id = ?1 AND rated = 1",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        Ok(row.map(|(w, b)| (w.round() as i32, b.round() as i32)))
    }

    /// The games of `address`, most recently active first: finished ones only if
    /// `finished`, else all.
    pub fn recent_games_of(
        &self,
        address: &str,
        finished: bool,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM games WHERE (white = ?1 OR black = ?1) \
             AND (?2 = 0 OR status = 'finished') ORDER BY last_activity DESC, id DESC LIMIT ?3",
        )?;
        let ids = stmt
            .query_map(params![address, finished, limit], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// Every finished game, by id (for `pawnpost export`).
    pub fn finished_games(&self) -> Result<Vec<GameId>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM games WHERE status = 'finished' ORDER BY id")?;
        let ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    // ---- seeks --------------------------------------------------------------------------

    /// Every open seek, oldest first.
    pub fn open_seeks(&self) -> Result<Vec<Seek>, StoreError> {
        self.seeks(
            "SELECT id, address, rated, min_rating, max_rating, created_at, time_control, variant, \
             max_timeouts \
             FROM seeks INDEXED BY seeks_open WHERE state = 'open' ORDER BY created_at, id",
            params![],
        )
    }

    /// How many seeks are open.
    pub fn open_seek_count(&self) -> Result<u64, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM seeks INDEXED BY seeks_open WHERE state = 'open'",
            [],
            |r| r.get(0),
        )?)
    }

    /// At most `limit` open seeks, oldest first, after the `offset` oldest.
    pub fn open_seeks_page(&self, offset: u64, limit: u32) -> Result<Vec<Seek>, StoreError> {
        self.seeks(
            "SELECT id, address, rated, min_rating, max_rating, created_at, time_control, variant, \
             max_timeouts \
             FROM seeks INDEXED BY seeks_open WHERE state = 'open' \
             ORDER BY created_at, id LIMIT ?2 OFFSET ?1",
            params![offset, limit],
        )
    }

    /// The open seeks posted at `before` or earlier, oldest first.
    pub fn open_seeks_before(&self, before: Timestamp) -> Result<Vec<Seek>, StoreError> {
        self.seeks(
            "SELECT id, address, rated, min_rating, max_rating, created_at, time_control, variant, \
             max_timeouts \
             FROM seeks INDEXED BY seeks_open WHERE state = 'open' AND created_at <= ?1 \
             ORDER BY created_at, id",
            params![before],
        )
    }

    /// The open seek of `address` (one at most).
    pub fn open_seek_of(&self, address: &str) -> Result<Option<Seek>, StoreError> {
        Ok(self
            .seeks(
                "SELECT id, address, rated, min_rating, max_rating, created_at, time_control, variant, \
                 max_timeouts FROM seeks WHERE state = 'open' AND address = ?1",
                params![address],
            )?
            .pop())
    }

    /// The oldest open seek that fits `wanted`, read through the `seeks_matching` index:
    /// only the seeks of the same kind and time control are looked at. The rule is
    /// [`crate::community::compatible`]'s (both rated or both casual, the same time
    /// control, each rating in the other's range), and the other player must be below
    /// `wanted.max_active_games`; a test holds the two to the same answer.
    pub fn first_fitting_seek(&self, wanted: &SeekWanted<'_>) -> Result<Option<Seek>, StoreError> {
        let control = wanted.control.map(TimeControl::key).unwrap_or_default();
        // A seek stored without a time control takes the server's when its game starts.
        let default = wanted.default_is_control.then_some("");
        let (min, max) = match wanted.range {
            Some(range) => (Some(range.min), Some(range.max)),
            None => (None, None),
        };
        Ok(self
            .seeks(
                FITTING_SEEK,
                params![
                    wanted.rated,
                    control,
                    default,
                    wanted.seeker,
                    wanted.rating,
                    min,
                    max,
                    Rating::INITIAL.rating,
                    i64::try_from(wanted.max_active_games).unwrap_or(i64::MAX),
                    variant_key(wanted.chess960),
                    wanted.timeouts.unwrap_or(0),
                    wanted.max_timeouts.unwrap_or(ANY_TIMEOUTS),
                    wanted.since,
                ],
            )?
            .pop())
    }

    fn seeks(&self, sql: &str, params: &[&dyn rusqlite::ToSql]) -> Result<Vec<Seek>, StoreError> {
        let mut stmt = self.conn.prepare_cached(sql)?;
        let rows = stmt
            .query_map(params, |r| {
                Ok(Seek {
                    id: r.get(0)?,
                    address: r.get(1)?,
                    rated: r.get(2)?,
                    min_rating: r.get(3)?,
                    max_rating: r.get(4)?,
                    created_at: r.get(5)?,
                    time_control: TimeControl::from_key(&r.get::<_, String>(6)?),
                    chess960: r.get::<_, String>(7)? == "chess960",
                    max_timeouts: Some(r.get::<_, u32>(8)?).filter(|&max| max < ANY_TIMEOUTS),
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Stores a new open seek; returns its id.
    pub fn insert_seek(&self, seek: &Seek) -> Result<i64, StoreError> {
        self.ensure_player(&seek.address, seek.created_at)?;
        self.conn.execute_cached(
            "INSERT INTO seeks (address, rated, min_rating, max_rating, created_at, time_control, \
             variant, max_timeouts) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                seek.address,
                seek.rated,
                seek.min_rating,
                seek.max_rating,
                seek.created_at,
                seek.time_control.map(TimeControl::key).unwrap_or_default(),
                variant_key(seek.chess960),
                seek.max_timeouts.unwrap_or(ANY_TIMEOUTS).min(ANY_TIMEOUTS)
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Closes an open seek: `matched` (with its game), `cancelled`, `expired` or
    /// `replaced`.
    pub fn close_seek(&self, id: i64, state: &str, game: Option<GameId>) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE seeks SET state = ?2, game_id = ?3 WHERE id = ?1 AND state = 'open'",
            params![id, state, game],
        )?;
        Ok(())
    }

    // ---- tournaments ------------------------------------------------------------------

    /// Stores a new tournament; returns its id.
    #[allow(clippy::too_many_arguments)]
    pub fn insert_tournament(
        &self,
        name: &str,
        double: bool,
        size: u32,
        rated: bool,
        forfeit_timeout_secs: i64,
        time_control: Option<TimeControl>,
        start: &Start,
        rules: &EventRules,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO tournaments (name, cycles, size, rated, forfeit_timeout_secs, \
             created_at, time_control, start, rules) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                name,
                if double { 2 } else { 1 },
                size,
                rated,
                forfeit_timeout_secs,
                now,
                time_control.map(TimeControl::key).unwrap_or_default(),
                start.key(),
                rules.key()
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// The tournament called `name` (in any capitals).
    pub fn tournament_named(&self, name: &str) -> Result<Option<Tournament>, StoreError> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE name = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [name], tournament_row)
            .optional()?)
    }

    pub fn tournament(&self, id: i64) -> Result<Option<Tournament>, StoreError> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [id], tournament_row)
            .optional()?)
    }

    /// Tournaments in `state` (`open`, `running`, `finished`), oldest first.
    pub fn tournaments_in(&self, state: &str) -> Result<Vec<Tournament>, StoreError> {
        let sql =
            format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE state = ?1 ORDER BY id");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([state], tournament_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The tournaments `address` plays or played in, newest first.
    pub fn tournaments_of(&self, address: &str) -> Result<Vec<Tournament>, StoreError> {
        let columns: Vec<String> = TOURNAMENT_COLUMNS
            .split(", ")
            .map(|c| format!("t.{c}"))
            .collect();
        let sql = format!(
            "SELECT {} FROM tournaments t JOIN tournament_players p ON p.tournament_id = t.id \
             WHERE p.address = ?1 ORDER BY t.id DESC",
            columns.join(", ")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([address], tournament_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    pub fn set_tournament_state(
        &self,
        id: i64,
        state: &str,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        let column = match state {
            "running" => "started_at",
            "finished" => "finished_at",
            _ => "created_at",
        };
        let sql = format!("UPDATE tournaments SET state = ?2, {column} = ?3 WHERE id = ?1");
        self.conn.execute_cached(&sql, params![id, state, now])?;
        Ok(())
    }

    /// The seats of a tournament, by seat.
    pub fn entries(&self, tournament: i64) -> Result<Vec<Entry>, StoreError> {
        self.entries_in_order(
            "SELECT seat, address, joined_at, withdrawn_at, annulled FROM tournament_players \
             WHERE tournament_id = ?1 ORDER BY seat",
            tournament,
        )
    }

    /// The seats a query of `entries`'s columns returns, in its order.
    fn entries_in_order(&self, sql: &str, tournament: i64) -> Result<Vec<Entry>, StoreError> {
        let mut stmt = self.conn.prepare_cached(sql)?;
        let rows = stmt
            .query_map([tournament], |r| {
                Ok(Entry {
                    seat: r.get(0)?,
                    address: r.get(1)?,
                    joined_at: r.get(2)?,
                    withdrawn_at: r.get(3)?,
                    annulled: r.get(4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Gives `address` the next seat of a tournament; returns the seat.
    pub fn add_entry(
        &self,
        tournament: i64,
        address: &str,
        now: Timestamp,
    ) -> Result<u32, StoreError> {
        self.ensure_player(address, now)?;
        let seat: u32 = self.conn.query_row_cached(
            "SELECT coalesce(max(seat), 0) + 1 FROM tournament_players WHERE tournament_id = ?1",
            [tournament],
            |r| r.get(0),
        )?;
        self.conn.execute_cached(
            "INSERT INTO tournament_players (tournament_id, seat, address, joined_at) \
             VALUES (?1, ?2, ?3, ?4)",
            params![tournament, seat, address, now],
        )?;
        Ok(seat)
    }

    /// Marks a player withdrawn (and their games annulled or not).
    pub fn withdraw_entry(
        &self,
        tournament: i64,
        seat: u32,
        annulled: bool,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournament_players SET withdrawn_at = ?3, annulled = ?4 \
             WHERE tournament_id = ?1 AND seat = ?2",
            params![tournament, seat, now, annulled],
        )?;
        Ok(())
    }

    /// The games of a tournament with their rounds, by id.
    pub fn tournament_games(&self, tournament: i64) -> Result<Vec<(GameId, u32)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT game_id, round FROM community_games WHERE tournament_id = ?1 ORDER BY game_id",
        )?;
        let rows = stmt
            .query_map([tournament], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Makes a new tournament a Swiss of `rounds` rounds.
    pub fn set_swiss(&self, tournament: i64, rounds: u32) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournaments SET system = 'swiss', rounds = ?2 WHERE id = ?1",
            params![tournament, rounds],
        )?;
        Ok(())
    }

    /// The most half-point byes a player of `tournament` may ask for.
    pub fn set_half_byes(&self, tournament: i64, most: u32) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournaments SET half_byes = ?2 WHERE id = ?1",
            params![tournament, most],
        )?;
        Ok(())
    }

    /// Lets a Swiss opened for entries by mail take late entries once it runs.
    pub fn allow_late_entries(&self, tournament: i64) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournaments SET late_entries = 1 WHERE id = ?1 AND system = 'swiss'",
            [tournament],
        )?;
        Ok(())
    }

    /// Records that a Swiss's round `round` is paired.
    pub fn set_paired_rounds(&self, tournament: i64, round: u32) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournaments SET paired_rounds = ?2 WHERE id = ?1",
            params![tournament, round],
        )?;
        Ok(())
    }

    /// A player's rating when they entered (their starting rank in a Swiss).
    pub fn set_entry_rating(
        &self,
        tournament: i64,
        seat: u32,
        rating: i32,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE tournament_players SET entry_rating = ?3 WHERE tournament_id = ?1 AND seat = ?2",
            params![tournament, seat, rating],
        )?;
        Ok(())
    }

    /// The seats of a Swiss or a knockout by starting rank: the rating at entry, best
    /// first, then the earlier entry. The knockout final of an event in stages is
    /// seeded by the stage (its seats were given in seed order): by seat.
    pub fn entries_by_rank(&self, tournament: i64) -> Result<Vec<Entry>, StoreError> {
        self.entries_in_order(
            "SELECT seat, address, joined_at, withdrawn_at, annulled FROM tournament_players \
             WHERE tournament_id = ?1 ORDER BY \
             CASE WHEN EXISTS (SELECT 1 FROM stage_events WHERE final_id = ?1) \
             THEN 0 ELSE entry_rating END DESC, seat",
            tournament,
        )
    }

    /// Gives the seat `seat` the pairing-allocated bye of round `round`.
    pub fn add_bye(&self, tournament: i64, round: u32, seat: u32) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO tournament_byes (tournament_id, round, seat, kind) \
             VALUES (?1, ?2, ?3, 'bye')",
            params![tournament, round, seat],
        )?;
        Ok(())
    }

    /// The byes of a tournament: (round, seat).
    pub fn byes(&self, tournament: i64) -> Result<Vec<(u32, u32)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT round, seat FROM tournament_byes WHERE tournament_id = ?1 ORDER BY round, seat",
        )?;
        let rows = stmt
            .query_map([tournament], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Books a half-point bye for seat `seat` in round `round` (a request while the
    /// round is not paired).
    pub fn add_half_bye(
        &self,
        tournament: i64,
        round: u32,
        seat: u32,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO tournament_half_byes (tournament_id, round, seat, asked_at) \
             VALUES (?1, ?2, ?3, ?4)",
            params![tournament, round, seat, now],
        )?;
        Ok(())
    }

    /// The rounds of the half-point byes of seat `seat`, asked for or taken, in order.
    pub fn half_byes_of(&self, tournament: i64, seat: u32) -> Result<Vec<u32>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT round FROM tournament_half_byes WHERE tournament_id = ?1 AND seat = ?2 \
             ORDER BY round",
        )?;
        let rows = stmt
            .query_map(params![tournament, seat], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The seats with a half-point bye in round `round`.
    pub fn half_bye_seats(&self, tournament: i64, round: u32) -> Result<Vec<u32>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seat FROM tournament_half_byes WHERE tournament_id = ?1 AND round = ?2 \
             ORDER BY seat",
        )?;
        let rows = stmt
            .query_map(params![tournament, round], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Drops the half-point bye of seat `seat` in round `round` (`None`: every seat's).
    pub fn remove_half_byes(
        &self,
        tournament: i64,
        round: u32,
        seat: Option<u32>,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "DELETE FROM tournament_half_byes WHERE tournament_id = ?1 AND round = ?2 \
             AND (?3 IS NULL OR seat = ?3)",
            params![tournament, round, seat],
        )?;
        Ok(())
    }

    /// The players of a Swiss by starting rank, with what each did in each round
    /// paired, each named by `label`. One query for all the event's games, none of
    /// them replayed.
    pub fn swiss_history(
        &self,
        t: &Tournament,
        label: &mut dyn FnMut(&str) -> Result<String, StoreError>,
    ) -> Result<(Vec<Entry>, Vec<EventPlayer>), StoreError> {
        let entries = self.entries_by_rank(t.id)?;
        let index: std::collections::HashMap<String, usize> = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.address.to_lowercase(), i))
            .collect();
        let rounds = t.paired_rounds as usize;
        let mut players = Vec::with_capacity(entries.len());
        for e in &entries {
            players.push(EventPlayer {
                label: label(&e.address)?,
                withdrawn: e.withdrawn_at != 0,
                rounds: vec![Played::Absent; rounds],
            });
        }
        // Players, status, result, how it ended, and whether both sides moved (the
        // first two plies exist).
        let mut stmt = self.conn.prepare_cached(
            "SELECT c.round, g.white, g.black, g.status, g.result, g.termination, \
             (SELECT count(*) FROM moves m WHERE m.game_id = g.id AND m.ply <= 2) \
             FROM community_games c JOIN games g ON g.id = c.game_id \
             WHERE c.tournament_id = ?1 ORDER BY g.id",
        )?;
        let games = stmt
            .query_map([t.id], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, u32>(6)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        for (round, white, black, status, result, termination, plies) in games {
            let (Some(&w), Some(&b)) = (
                index.get(&white.to_lowercase()),
                index.get(&black.to_lowercase()),
            ) else {
                continue;
            };
            let Some(slot) = (round as usize).checked_sub(1).filter(|r| *r < rounds) else {
                continue;
            };
            let result = (status == "finished")
                .then(|| result.parse::<GameResult>().ok())
                .flatten();
            if result == Some(GameResult::Cancelled) {
                // Scores nothing and was not played (docs/rules.md): no forfeit loss
                // for either side, and no no-show.
                players[w].rounds[slot] = Played::Absent;
                players[b].rounds[slot] = Played::Absent;
                continue;
            }
            // A game lost on time or ended by the admin (a withdrawal) before both
            // sides moved is a forfeit, not a game; a cancelled game is none either.
            let over_the_board = result.is_some()
                && match Termination::from_key(&termination) {
                    Some(Termination::Cancelled) => false,
                    Some(
                        Termination::Forfeit
                        | Termination::ReverseForfeit
                        | Termination::Adjudication,
                    ) => plies >= 2,
                    _ => true,
                };
            let side = |colour: Color| {
                result.map(|r| match (r, colour) {
                    (GameResult::Draw, _) => Outcome::Draw,
                    (GameResult::WhiteWins, Color::White)
                    | (GameResult::BlackWins, Color::Black) => Outcome::Win,
                    _ => Outcome::Loss,
                })
            };
            players[w].rounds[slot] = Played::Game {
                opponent: b,
                colour: Color::White,
                result: side(Color::White),
                over_the_board,
            };
            players[b].rounds[slot] = Played::Game {
                opponent: w,
                colour: Color::Black,
                result: side(Color::Black),
                over_the_board,
            };
        }
        for (round, seat) in self.byes(t.id)? {
            let slot = (round as usize).saturating_sub(1);
            if let Some(p) = entries.iter().position(|e| e.seat == seat)
                && slot < rounds
            {
                players[p].rounds[slot] = Played::Bye;
            }
        }
        // The half-point byes of the rounds paired; those asked for a later round
        // are requests, not yet part of the history.
        let mut stmt = self.conn.prepare_cached(
            "SELECT round, seat FROM tournament_half_byes WHERE tournament_id = ?1 \
             AND round <= ?2",
        )?;
        let half = stmt
            .query_map(params![t.id, rounds as i64], |r| {
                Ok((r.get::<_, u32>(0)?, r.get::<_, u32>(1)?))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        for (round, seat) in half {
            let slot = (round as usize).saturating_sub(1);
            if let Some(p) = entries.iter().position(|e| e.seat == seat)
                && slot < rounds
                && players[p].rounds[slot] == Played::Absent
            {
                players[p].rounds[slot] = Played::HalfBye;
            }
        }
        Ok((entries, players))
    }

    /// How many games of round `round` of a tournament are not over yet.
    pub fn unfinished_in_round(&self, tournament: i64, round: u32) -> Result<u32, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM community_games c JOIN games g ON g.id = c.game_id \
             WHERE c.tournament_id = ?1 AND c.round = ?2 AND g.status <> 'finished'",
            params![tournament, round],
            |r| r.get(0),
        )?)
    }

    /// Leaves an open tournament before it starts.
    pub fn remove_entry(&self, tournament: i64, seat: u32) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "DELETE FROM tournament_players WHERE tournament_id = ?1 AND seat = ?2",
            params![tournament, seat],
        )?;
        // A half-point bye booked for the seat goes with its player: the next entrant
        // may be given the same seat number.
        self.conn.execute_cached(
            "DELETE FROM tournament_half_byes WHERE tournament_id = ?1 AND seat = ?2",
            params![tournament, seat],
        )?;
        Ok(())
    }

    /// Every game of a tournament: White's and Black's address and the result once it
    /// is over.
    pub fn tournament_results(
        &self,
        tournament: i64,
    ) -> Result<Vec<(String, String, Option<GameResult>)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT g.white, g.black, g.status, g.result FROM community_games c \
             JOIN games g ON g.id = c.game_id WHERE c.tournament_id = ?1 ORDER BY g.id",
        )?;
        let rows = stmt
            .query_map([tournament], |r| {
                let status: String = r.get(2)?;
                let result: String = r.get(3)?;
                Ok((r.get(0)?, r.get(1)?, status, result))
            })?
            .collect::<Result<Vec<(String, String, String, String)>, _>>()?;
        Ok(rows
            .into_iter()
            .map(|(white, black, status, result)| {
                let result = (status == "finished")
                    .then(|| result.parse::<GameResult>().ok())
                    .flatten();
                (white, black, result)
            })
            .collect())
    }

    /// A player's finished games (cancelled ones left out): played, won, drawn, lost,
    /// and lost on time (by forfeit or reverse forfeit).
    pub fn player_record(&self, address: &str) -> Result<(u32, u32, u32, u32, u32), StoreError> {
        Ok(self.conn.query_row_cached(PLAYER_RECORD, [address], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?)
    }
}

/// How a seek's variant is stored.
fn variant_key(chess960: bool) -> &'static str {
    if chess960 { "chess960" } else { "standard" }
}

/// The standard pool's top list: read in order from `community_players_top` (only
/// players with a rated game; `rated_games >= 1` in the query lets SQLite use that
/// partial index), stopping at the limit, never a sort of every qualifying player.
fn standard_top() -> String {
    format!(
        "SELECT {PROFILE_COLUMNS} FROM community_players INDEXED BY community_players_top \
         WHERE rated_games >= 1 AND rated_games >= ?1 \
         ORDER BY rating DESC, rated_games DESC, id LIMIT ?2"
    )
}

#[cfg(test)]
mod tests {
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::community::seek::SeekTerms;
    use crate::game::Game;
    use crate::store::Store;

    const DAY: i64 = 86_400;

    /// How the daemon matched before the index: every open seek, oldest first, the first
    /// that `compatible` accepts and whose player is below the limit of active games.
    /// A player's share of games lost on time since `since`, as `Player` shows it.
    fn share(tx: &Tx<'_>, player: &str, since: Timestamp) -> Option<u32> {
        let lost = tx.lost_on_time_count_since(player, since).unwrap();
        crate::community::history::timeout_percent(lost, tx.finished_since(player, since).unwrap())
    }

    fn old_rule(
        tx: &Tx<'_>,
        seeker: &str,
        mine: &SeekTerms,
        my_rating: i32,
        default: Option<TimeControl>,
        max: u64,
        since: Timestamp,
    ) -> Option<i64> {
        let me = crate::community::seek::Seeker {
            rating: my_rating,
            timeouts: share(tx, seeker, since),
        };
        for other in tx.open_seeks().unwrap() {
            if other.address == seeker {
                continue;
            }
            let them = tx.profile(&other.address, 0).unwrap();
            let terms = SeekTerms {
                rated: other.rated,
                range: (other.max_rating > 0).then_some(RatingRange {
                    min: other.min_rating,
                    max: other.max_rating,
                }),
                control: other.time_control.or(default),
                chess960: other.chess960,
                timeouts: other.max_timeouts,
            };
            // Read in the seek's pool: a Chess960 seek matches Chess960 ratings.
            let pool = crate::community::Pool::of_variant(other.chess960);
            let other_player = crate::community::seek::Seeker {
                rating: tx.pool_rating(&them, pool).unwrap().rating.shown(),
                timeouts: share(tx, &other.address, since),
            };
            let fits = crate::community::compatible(mine, me, &terms, other_player);
            if fits && (tx.games_of(&other.address, true).unwrap().len() as u64) < max {
                return Some(other.id);
            }
        }
        None
    }

    fn range(rng: &mut StdRng) -> Option<RatingRange> {
        rng.random_bool(0.5).then(|| {
            let min = rng.random_range(10..=24) * 100;
            RatingRange {
                min,
                max: min + rng.random_range(0..=8) * 50,
            }
        })
    }

    /// Random open seeks (kinds, time controls stored or left to the server, ranges,
    /// ratings on and around the range ends, equal ages, players with games), random new
    /// seeks against them: the indexed query picks the seek the old rule picked.
    #[test]
    fn matching_in_sql_picks_the_seek_the_old_rule_picked() {
        let controls = [
            None,
            Some(TimeControl::DaysPerMove { days: 3 }),
            Some(TimeControl::Fischer {
                base_days: 10,
                increment_days: 1,
            }),
        ];
        let mut rng = StdRng::seed_from_u64(20);
        let (mut matched, mut unmatched) = (0, 0);
        for world in 0..25 {
            let mut store = Store::open_in_memory().unwrap();
            store
                .transaction(|tx| {
                    let players: Vec<String> =
                        (0..30).map(|i| format!("p{i}@w{world}.example")).collect();
                    for (i, player) in players.iter().enumerate() {
                        tx.profile(player, 0)?;
                        // Ratings with halves, so that rounding decides at a range's end.
                        let rating = f64::from(rng.random_range(18..=52)) * 50.0
                            + [0.0, 0.49, 0.5, -0.5][i % 4];
                        tx.conn.execute(
                            "UPDATE community_players SET rating = ?2 WHERE address = ?1",
                            params![player, rating],
                        )?;
                        // Half the players have a Chess960 rating far from their
                        // standard one; the others none (1500 there).
                        if i % 2 == 0 {
                            tx.conn.execute(
                                "INSERT INTO pool_ratings (player_id, pool, rating, rated_games) \
                                 SELECT id, 'chess960', ?2, 3 FROM community_players \
                                 WHERE address = ?1",
                                params![player, 3600.0 - rating],
                            )?;
                        }
                    }
                    for _ in 0..rng.random_range(0..20) {
                        let white = &players[rng.random_range(0..players.len())];
                        let black = &players[rng.random_range(0..players.len())];
                        if white != black {
                            tx.insert_game(&mut Game::new(white, black, 30 * DAY, 0), 0)?;
                        }
                    }
                    // Finished games, some lost on time, some before the window (day 10).
                    for _ in 0..rng.random_range(0..60) {
                        let white = &players[rng.random_range(0..players.len())];
                        let black = &players[rng.random_range(0..players.len())];
                        if white == black {
                            continue;
                        }
                        let id = tx.insert_game(&mut Game::new(white, black, 30 * DAY, 0), 0)?;
                        let result = ["1-0", "0-1", "1/2-1/2", "*"][rng.random_range(0..4)];
                        let termination =
                            ["forfeit", "resignation", "forfeit"][rng.random_range(0..3)];
                        tx.conn.execute(
                            "UPDATE games SET status = 'finished', result = ?2, termination = ?3, \
                             last_activity = ?4 WHERE id = ?1",
                            params![id, result, termination, rng.random_range(5..20) * DAY],
                        )?;
                    }
                    for player in &players {
                        if rng.random_bool(0.3) {
                            continue;
                        }
                        tx.insert_seek(&Seek {
                            id: 0,
                            address: player.clone(),
                            rated: rng.random_bool(0.6),
                            min_rating: 0,
                            max_rating: 0,
                            // Few distinct ages: ties are broken by id.
                            created_at: rng.random_range(0..4),
                            time_control: controls[rng.random_range(0..controls.len())],
                            chess960: rng.random_bool(0.3),
                            max_timeouts: [None, Some(0), Some(34), Some(50)]
                                [rng.random_range(0..4)],
                        })?;
                        if let Some(r) = range(&mut rng) {
                            tx.conn.execute(
                                "UPDATE seeks SET min_rating = ?2, max_rating = ?3 \
                                 WHERE address = ?1 AND state = 'open'",
                                params![player, r.min, r.max],
                            )?;
                        }
                    }
                    for _ in 0..60 {
                        let seeker = &players[rng.random_range(0..players.len())];
                        let default = controls[rng.random_range(0..2)];
                        let mine = SeekTerms {
                            rated: rng.random_bool(0.6),
                            range: range(&mut rng),
                            control: controls[rng.random_range(0..controls.len())].or(default),
                            chess960: rng.random_bool(0.3),
                            timeouts: [None, Some(0), Some(33), Some(50)][rng.random_range(0..4)],
                        };
                        let pool = crate::community::Pool::of_variant(mine.chess960);
                        let my_rating = tx
                            .pool_rating(&tx.profile(seeker, 0)?, pool)?
                            .rating
                            .shown();
                        let max = rng.random_range(1..=3);
                        let since = 10 * DAY;
                        let want = old_rule(tx, seeker, &mine, my_rating, default, max, since);
                        let got = tx
                            .first_fitting_seek(&SeekWanted {
                                seeker,
                                rated: mine.rated,
                                control: mine.control,
                                default_is_control: mine.control == default,
                                range: mine.range,
                                rating: my_rating,
                                max_active_games: max,
                                chess960: mine.chess960,
                                timeouts: share(tx, seeker, since),
                                max_timeouts: mine.timeouts,
                                since,
                            })?
                            .map(|s| s.id);
                        assert_eq!(got, want, "world {world}, {seeker} seeking {mine:?}");
                        if want.is_some() {
                            matched += 1;
                        } else {
                            unmatched += 1;
                        }
                    }
                    Ok::<_, StoreError>(())
                })
                .unwrap();
        }
        // The worlds are varied enough to test both answers often.
        assert!(matched > 200 && unmatched > 200, "{matched} / {unmatched}");
    }

    #[test]
    fn matching_reads_only_the_seeks_of_its_kind_and_control_through_the_index() {
        let store = Store::open_in_memory().unwrap();
        let plan: Vec<String> = store
            .conn()
            .prepare(&format!("EXPLAIN QUERY PLAN {FITTING_SEEK}"))
            .unwrap()
            .query_map(
                params![
                    1, "", "", "a@x.org", 1500, 0, 0, 1500.0, 5, "standard", 0, 10, 0
                ],
                |r| r.get::<_, String>(3),
            )
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            plan.first().map(String::as_str),
            Some("SEARCH s USING INDEX seeks_matching (rated=? AND time_control=?)"),
            "{plan:?}"
        );
        // A candidate's games are counted by player, never by walking the active games.
        for player in ["white", "black"] {
            assert!(
                plan.iter()
                    .any(|step| step
                        == &format!("SEARCH games USING INDEX games_{player} ({player}=?)")),
                "{plan:?}"
            );
        }
        assert!(
            !plan
                .iter()
                .any(|step| step.starts_with("SCAN") && !step.starts_with("SCAN (subquery")),
            "no table walked (a subquery's own rows are read once): {plan:?}"
        );
        // Nor by walking every finished game for a candidate's share lost on time.
        assert!(
            !plan.iter().any(|step| step.contains("games_status")),
            "{plan:?}"
        );
    }

    /// A stranger's `Player NAME` reads one player's record: through that player's
    /// games, never every finished game of the server.
    #[test]
    fn a_players_record_is_read_through_their_own_games() {
        let store = Store::open_in_memory().unwrap();
        let plan: Vec<String> = store
            .conn()
            .prepare(&format!("EXPLAIN QUERY PLAN {PLAYER_RECORD}"))
            .unwrap()
            .query_map(["a@x.org"], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for player in ["white", "black"] {
            assert!(
                plan.iter()
                    .any(|step| step
                        .starts_with(&format!("SEARCH games USING INDEX games_{player} ("))),
                "{plan:?}"
            );
        }
        assert!(
            !plan
                .iter()
                .any(|step| step.contains("games_status") || step.starts_with("SCAN games")),
            "{plan:?}"
        );
    }

    /// `Top` in the standard pool reads the first entries of its index in order: no
    /// sort of every qualifying player (32–54 ms at 100,000 players before), and the
    /// list is the same as sorting them all.
    #[test]
    fn the_standard_top_reads_its_index_in_order() {
        let store = Store::open_in_memory().unwrap();
        let plan: Vec<String> = store
            .conn()
            .prepare(&format!("EXPLAIN QUERY PLAN {}", standard_top()))
            .unwrap()
            .query_map(params![1, 20], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(
            plan.iter()
                .any(|step| step.contains("USING INDEX community_players_top")),
            "{plan:?}"
        );
        assert!(
            !plan.iter().any(|step| step.contains("TEMP B-TREE")),
            "nothing sorted: {plan:?}"
        );
        // The same players in the same order as a sort of the whole table.
        store
            .conn()
            .execute_batch(
                "INSERT INTO players (address, created_at) VALUES ('a@x.org', 0), ('b@x.org', 0), \
                 ('c@x.org', 0), ('d@x.org', 0), ('e@x.org', 0), ('f@x.org', 0); \
                 INSERT INTO community_players (address, rating, rated_games, created_at) VALUES \
                 ('a@x.org', 1600, 3, 0), ('b@x.org', 1700, 1, 0), ('c@x.org', 1600, 5, 0), \
                 ('d@x.org', 1500, 0, 0), ('e@x.org', 1800, 2, 0), ('f@x.org', 1600, 3, 0);",
            )
            .unwrap();
        let listed = |sql: &str, min: u32| -> Vec<String> {
            store
                .conn()
                .prepare(sql)
                .unwrap()
                .query_map(params![min, 10], |r| r.get::<_, String>(1))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap()
        };
        let sorted = format!(
            "SELECT {PROFILE_COLUMNS} FROM community_players NOT INDEXED WHERE rated_games >= max(?1, 1) \
             ORDER BY rating DESC, rated_games DESC, id LIMIT ?2"
        );
        for min in [0, 1, 3] {
            assert_eq!(listed(&standard_top(), min), listed(&sorted, min), "{min}");
        }
        assert_eq!(
            listed(&standard_top(), 3),
            ["c@x.org", "a@x.org", "f@x.org"]
        );
    }

    /// A seat given back before the start takes its half-point bye with it: the next
    /// entrant gets the same seat number and must not sit out a round they never asked
    /// to miss.
    #[test]
    fn a_seat_given_back_takes_its_half_point_bye_with_it() {
        let mut store = Store::open_in_memory().unwrap();
        store
            .transaction(|tx| {
                let t = tx.insert_tournament(
                    "Open",
                    false,
                    8,
                    true,
                    7 * crate::game::DAY,
                    None,
                    &Start::Standard,
                    &EventRules::default(),
                    0,
                )?;
                let anna = tx.add_entry(t, "anna@x.org", 0)?;
                tx.add_half_bye(t, 1, anna, 0)?;
                tx.remove_entry(t, anna)?;
                let bert = tx.add_entry(t, "bert@x.org", 0)?;
                assert_eq!(bert, anna, "the seat number comes back");
                assert!(tx.half_byes_of(t, bert)?.is_empty());
                assert!(tx.half_bye_seats(t, 1)?.is_empty());
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
