//! The team matches' tables (issue 32, item 4): teams and their captains, their
//! players by board (confirmed by the player's own `Join TEAM`), a team match between
//! two teams and its games. The scoring is pure (`community::teams`); this module only
//! keeps what it needs.

use rusqlite::{OptionalExtension, params};

use crate::command::Start;
use crate::game::{EventRules, GameId, GameResult, TimeControl, Timestamp};

use super::{Cached as _, StoreError, Tx};

/// A team, as the admin made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    pub id: i64,
    pub name: String,
    pub captain: String,
}

/// A player named on a board of a team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamPlayer {
    pub board: u32,
    pub address: String,
    /// The player agreed, by their own `Join TEAM`.
    pub confirmed: bool,
}

/// A team match between two teams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMatchEvent {
    pub id: i64,
    pub name: String,
    pub home: i64,
    pub away: i64,
    pub boards: u32,
    /// `open`, `running`, `decided` (games still running) or `finished`.
    pub state: String,
    pub rated: bool,
    pub forfeit_timeout_secs: i64,
    pub created_at: Timestamp,
    /// A league match lost by default (`None`: played, or not yet decided).
    pub forfeit: Option<crate::community::teams::Forfeit>,
    pub terms: TeamTerms,
    /// A finished match's board points (home's and away's half-points), as kept when
    /// it ended (`None` before, or for a match finished before migration 32).
    pub final_halves: Option<(u32, u32)>,
}

/// A game of a team match, with its result once finished (home team's half-points).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamMatchGame {
    pub board: u32,
    pub home_white: bool,
    pub game: GameId,
    pub home_halves: Option<u32>,
}

/// A team round robin: its teams meet in team matches, one round at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLeague {
    pub id: i64,
    pub name: String,
    pub boards: u32,
    /// Each pair of teams meets twice, home and away.
    pub double: bool,
    /// The round being played (0 before the first).
    pub round: u32,
    /// `running` or `finished`.
    pub state: String,
    /// Its matches' terms (`None`, standard, default: the server's).
    pub terms: TeamTerms,
}

/// The terms of a team match's games, as the admin set them (a league's go to each of
/// its matches): `None`, the standard start and the default rules are the server's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeamTerms {
    pub time_control: Option<TimeControl>,
    pub start: Start,
    pub rules: EventRules,
}

impl TeamTerms {
    fn read(r: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<TeamTerms> {
        Ok(TeamTerms {
            time_control: TimeControl::from_key(&r.get::<_, String>(first)?),
            start: Start::from_key(&r.get::<_, String>(first + 1)?).unwrap_or_default(),
            rules: EventRules::from_key(&r.get::<_, String>(first + 2)?),
        })
    }

    fn keys(&self) -> (String, String, String) {
        (
            self.time_control.map(TimeControl::key).unwrap_or_default(),
            self.start.key(),
            self.rules.key(),
        )
    }
}

const LEAGUE_COLUMNS: &str = "id, name, boards, double, round, state, time_control, start, rules";

fn league_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TeamLeague> {
    Ok(TeamLeague {
        id: r.get(0)?,
        name: r.get(1)?,
        boards: r.get(2)?,
        double: r.get(3)?,
        round: r.get(4)?,
        state: r.get(5)?,
        terms: TeamTerms::read(r, 6)?,
    })
}

const MATCH_COLUMNS: &str = "id, name, home, away, boards, state, rated, forfeit_timeout_secs, \
                             created_at, forfeit, time_control, start, rules, final_home, \
                             final_away";

fn match_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TeamMatchEvent> {
    Ok(TeamMatchEvent {
        id: r.get(0)?,
        name: r.get(1)?,
        home: r.get(2)?,
        away: r.get(3)?,
        boards: r.get(4)?,
        state: r.get(5)?,
        rated: r.get(6)?,
        forfeit_timeout_secs: r.get(7)?,
        created_at: r.get(8)?,
        forfeit: crate::community::teams::Forfeit::parse(&r.get::<_, String>(9)?),
        terms: TeamTerms::read(r, 10)?,
        final_halves: match (r.get::<_, Option<u32>>(13)?, r.get::<_, Option<u32>>(14)?) {
            (Some(home), Some(away)) => Some((home, away)),
            _ => None,
        },
    })
}

impl Tx<'_> {
    pub fn insert_team(
        &self,
        name: &str,
        captain: &str,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO teams (name, captain, created_at) VALUES (?1, ?2, ?3)",
            params![name, captain, now],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// The team called `name` (in any capitals).
    pub fn team_named(&self, name: &str) -> Result<Option<Team>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT id, name, captain FROM teams WHERE name = ?1",
                [name],
                |r| {
                    Ok(Team {
                        id: r.get(0)?,
                        name: r.get(1)?,
                        captain: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    pub fn team(&self, id: i64) -> Result<Option<Team>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT id, name, captain FROM teams WHERE id = ?1",
                [id],
                |r| {
                    Ok(Team {
                        id: r.get(0)?,
                        name: r.get(1)?,
                        captain: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    /// Names `address` on `board` of team `team` (unconfirmed), in place of whoever
    /// was named there before.
    pub fn name_team_player(&self, team: i64, board: u32, address: &str) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "DELETE FROM team_players WHERE team_id = ?1 AND (board = ?2 OR address = ?3)",
            params![team, board, address],
        )?;
        self.conn.execute_cached(
            "INSERT INTO team_players (team_id, board, address) VALUES (?1, ?2, ?3)",
            params![team, board, address],
        )?;
        Ok(())
    }

    /// Confirms `address` on team `team`: their board, when they were named.
    pub fn confirm_team_player(&self, team: i64, address: &str) -> Result<Option<u32>, StoreError> {
        let board: Option<u32> = self
            .conn
            .query_row_cached(
                "SELECT board FROM team_players WHERE team_id = ?1 AND address = ?2",
                params![team, address],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(board) = board {
            self.conn.execute_cached(
                "UPDATE team_players SET confirmed = 1 WHERE team_id = ?1 AND board = ?2",
                params![team, board],
            )?;
        }
        Ok(board)
    }

    /// The players of team `team` by board.
    pub fn team_players(&self, team: i64) -> Result<Vec<TeamPlayer>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT board, address, confirmed FROM team_players WHERE team_id = ?1 ORDER BY board",
        )?;
        let rows = stmt
            .query_map([team], |r| {
                Ok(TeamPlayer {
                    board: r.get(0)?,
                    address: r.get(1)?,
                    confirmed: r.get(2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// A new team match of `boards` boards between teams `home` and `away`.
    #[allow(clippy::too_many_arguments)]
    pub fn insert_team_match(
        &self,
        name: &str,
        (home, away): (i64, i64),
        boards: u32,
        rated: bool,
        forfeit_timeout_secs: i64,
        terms: &TeamTerms,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        let (time_control, start, rules) = terms.keys();
        self.conn.execute_cached(
            "INSERT INTO team_matches (name, home, away, boards, rated, forfeit_timeout_secs, \
             created_at, time_control, start, rules) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                name,
                home,
                away,
                boards,
                rated,
                forfeit_timeout_secs,
                now,
                time_control,
                start,
                rules
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    pub fn team_match_named(&self, name: &str) -> Result<Option<TeamMatchEvent>, StoreError> {
        let sql = format!("SELECT {MATCH_COLUMNS} FROM team_matches WHERE name = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [name], match_row)
            .optional()?)
    }

    /// The matches of team `team` whose games run (`running` or `decided`).
    pub fn live_team_matches_of(&self, team: i64) -> Result<Vec<TeamMatchEvent>, StoreError> {
        let sql = format!(
            "SELECT {MATCH_COLUMNS} FROM team_matches \
             WHERE state IN ('running', 'decided') AND (home = ?1 OR away = ?1) ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([team], match_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Hands the side (White when `white`) of the running game `game` to `address`, a
    /// team's substitute: the game goes on from its position and clock; the former
    /// player's conditional moves and pending offer in it go with them (their private
    /// notes stay theirs). `false` when the game is over.
    pub fn hand_over_game(
        &self,
        game: GameId,
        white: bool,
        address: &str,
        now: Timestamp,
    ) -> Result<bool, StoreError> {
        self.ensure_player(address, now)?;
        let (column, color) = if white {
            ("white", "white")
        } else {
            ("black", "black")
        };
        let changed = self.conn.execute(
            &format!(
                "UPDATE games SET {column} = ?2, \
                 offer_kind = CASE WHEN offer_by = ?3 THEN '' ELSE offer_kind END, \
                 offer_with_move = CASE WHEN offer_by = ?3 THEN 0 ELSE offer_with_move END, \
                 offer_by = CASE WHEN offer_by = ?3 THEN '' ELSE offer_by END \
                 WHERE id = ?1 AND status = 'active'"
            ),
            params![game, address, color],
        )?;
        self.conn.execute_cached(
            "DELETE FROM conditions WHERE game_id = ?1 AND color = ?2",
            params![game, color],
        )?;
        if changed != 1 {
            return Ok(false);
        }
        // The substitute's clock starts now (their predecessor's silence and leave were
        // not theirs), and the change raises the game's revision like any other.
        let mut handed = self.load_game(game)?;
        let side = if white {
            crate::rules::Color::White
        } else {
            crate::rules::Color::Black
        };
        handed.hand_over(side, now);
        self.save_game(&handed, &[], now)?;
        Ok(true)
    }

    /// Every team match, oldest first (the public site's pages: a handful, made by the
    /// admin).
    pub fn all_team_matches(&self) -> Result<Vec<TeamMatchEvent>, StoreError> {
        let sql = format!("SELECT {MATCH_COLUMNS} FROM team_matches ORDER BY id");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([], match_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The open matches team `team` plays in (at most a few: bounded by the admin).
    pub fn open_team_matches_of(&self, team: i64) -> Result<Vec<TeamMatchEvent>, StoreError> {
        let sql = format!(
            "SELECT {MATCH_COLUMNS} FROM team_matches \
             WHERE state = 'open' AND (home = ?1 OR away = ?1) ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([team], match_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The match game `game` belongs to.
    pub fn team_match_of_game(&self, game: GameId) -> Result<Option<TeamMatchEvent>, StoreError> {
        let sql = format!(
            "SELECT {MATCH_COLUMNS} FROM team_matches WHERE id = \
             (SELECT match_id FROM team_match_games WHERE game_id = ?1)"
        );
        Ok(self
            .conn
            .query_row_cached(&sql, [game], match_row)
            .optional()?)
    }

    /// Keeps the board points of match `id`, which has just ended.
    pub fn keep_final_score(&self, id: i64, (home, away): (u32, u32)) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE team_matches SET final_home = ?2, final_away = ?3 WHERE id = ?1",
            params![id, home, away],
        )?;
        Ok(())
    }

    /// Match `id` lost by default by `forfeit`: over, with no game.
    pub fn forfeit_team_match(
        &self,
        id: i64,
        forfeit: crate::community::teams::Forfeit,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE team_matches SET state = 'finished', forfeit = ?2 WHERE id = ?1",
            params![id, forfeit.key()],
        )?;
        Ok(())
    }

    pub fn set_team_match_state(&self, id: i64, state: &str) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE team_matches SET state = ?2 WHERE id = ?1",
            params![id, state],
        )?;
        Ok(())
    }

    pub fn record_team_match_game(
        &self,
        id: i64,
        board: u32,
        home_white: bool,
        game: GameId,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO team_match_games (match_id, board, home_white, game_id) \
             VALUES (?1, ?2, ?3, ?4)",
            params![id, board, home_white, game],
        )?;
        Ok(())
    }

    /// The games of match `id` by board, home White first, each with its result.
    pub fn team_match_games(&self, id: i64) -> Result<Vec<TeamMatchGame>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.board, t.home_white, t.game_id, g.status, g.result \
             FROM team_match_games t JOIN games g ON g.id = t.game_id \
             WHERE t.match_id = ?1 ORDER BY t.board, t.home_white DESC",
        )?;
        let rows = stmt
            .query_map([id], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, bool>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows
            .into_iter()
            .map(|(board, home_white, game, status, result)| {
                let result = (status == "finished")
                    .then(|| result.parse::<GameResult>().ok())
                    .flatten();
                TeamMatchGame {
                    board,
                    home_white,
                    game,
                    home_halves: result.and_then(|r| home_halves(r, home_white)),
                }
            })
            .collect())
    }

    pub fn insert_team_league(
        &self,
        name: &str,
        (boards, double): (u32, bool),
        terms: &TeamTerms,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        let (time_control, start, rules) = terms.keys();
        self.conn.execute_cached(
            "INSERT INTO team_leagues (name, boards, double, created_at, time_control, start, \
             rules) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![name, boards, double, now, time_control, start, rules],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    pub fn add_league_team(&self, league: i64, seed: u32, team: i64) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO team_league_teams (league_id, seed, team_id) VALUES (?1, ?2, ?3)",
            params![league, seed, team],
        )?;
        Ok(())
    }

    /// The team round robin called `name` (in any capitals).
    pub fn team_league_named(&self, name: &str) -> Result<Option<TeamLeague>, StoreError> {
        let sql = format!("SELECT {LEAGUE_COLUMNS} FROM team_leagues WHERE name = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [name], league_row)
            .optional()?)
    }

    /// Every team round robin, oldest first (a handful, made by the admin).
    pub fn all_team_leagues(&self) -> Result<Vec<TeamLeague>, StoreError> {
        let sql = format!("SELECT {LEAGUE_COLUMNS} FROM team_leagues ORDER BY id");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([], league_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The teams of league `league` by seed.
    pub fn league_teams(&self, league: i64) -> Result<Vec<Team>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.id, t.name, t.captain FROM team_league_teams l \
             JOIN teams t ON t.id = l.team_id WHERE l.league_id = ?1 ORDER BY l.seed",
        )?;
        let rows = stmt
            .query_map([league], |r| {
                Ok(Team {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    captain: r.get(2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    pub fn record_league_match(&self, league: i64, round: u32, m: i64) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO team_league_matches (match_id, league_id, round) VALUES (?1, ?2, ?3)",
            params![m, league, round],
        )?;
        Ok(())
    }

    /// The league match `m` belongs to, with its round.
    pub fn league_of_match(&self, m: i64) -> Result<Option<(TeamLeague, u32)>, StoreError> {
        let sql = "SELECT l.id, l.name, l.boards, l.double, l.round, l.state, l.time_control, \
                   l.start, l.rules, m.round \
                   FROM team_league_matches m JOIN team_leagues l ON l.id = m.league_id \
                   WHERE m.match_id = ?1";
        Ok(self
            .conn
            .query_row_cached(sql, [m], |r| Ok((league_row(r)?, r.get(9)?)))
            .optional()?)
    }

    /// The matches league `league` has made, by round, each with its round.
    pub fn league_matches(&self, league: i64) -> Result<Vec<(u32, TeamMatchEvent)>, StoreError> {
        let sql = "SELECT m.id, m.name, m.home, m.away, m.boards, m.state, m.rated, \
                   m.forfeit_timeout_secs, m.created_at, m.forfeit, m.time_control, m.start, \
                   m.rules, m.final_home, m.final_away, l.round \
                   FROM team_league_matches l \
                   JOIN team_matches m ON m.id = l.match_id WHERE l.league_id = ?1 \
                   ORDER BY l.round, m.id";
        let mut stmt = self.conn.prepare_cached(sql)?;
        let rows = stmt
            .query_map([league], |r| Ok((r.get(15)?, match_row(r)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Sets league `league` at `round`, `state` (`running` or `finished`).
    pub fn set_league_round(&self, league: i64, round: u32, state: &str) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE team_leagues SET round = ?2, state = ?3 WHERE id = ?1",
            params![league, round, state],
        )?;
        Ok(())
    }

    /// Whether a team round robin gives, or will give, `name` to one of its matches.
    pub fn reserved_by_a_league(&self, name: &str) -> Result<bool, StoreError> {
        for league in self.all_team_leagues()? {
            let teams = self.league_teams(league.id)?.len() as u32;
            if crate::community::teams::league_reserves(&league.name, teams, league.double, name) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Everyone who holds a side of a game of league `league` (a substitute in place
    /// of the player they replaced in a game handed over), lower-cased.
    pub fn league_players(&self, league: i64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT lower(g.white), lower(g.black) FROM team_league_matches l \
             JOIN team_match_games t ON t.match_id = l.match_id \
             JOIN games g ON g.id = t.game_id WHERE l.league_id = ?1",
        )?;
        let mut out = std::collections::BTreeSet::new();
        let rows = stmt.query_map([league], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
        })?;
        for row in rows {
            let (w, b) = row?;
            out.insert(w);
            out.insert(b);
        }
        Ok(out.into_iter().collect())
    }

    /// An event team `team` plays in now: a running team round robin, else a team
    /// match not finished; `None` when it is free.
    pub fn team_busy_in(&self, team: i64) -> Result<Option<String>, StoreError> {
        let league: Option<String> = self
            .conn
            .query_row_cached(
                "SELECT l.name FROM team_leagues l JOIN team_league_teams t \
                 ON t.league_id = l.id WHERE l.state = 'running' AND t.team_id = ?1 \
                 ORDER BY l.id LIMIT 1",
                [team],
                |r| r.get(0),
            )
            .optional()?;
        if league.is_some() {
            return Ok(league);
        }
        Ok(self
            .conn
            .query_row_cached(
                "SELECT name FROM team_matches WHERE state <> 'finished' \
                 AND (home = ?1 OR away = ?1) ORDER BY id LIMIT 1",
                [team],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The teams of league `league` withdrawn by the admin, by id.
    pub fn withdrawn_league_teams(&self, league: i64) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT team_id FROM team_league_teams WHERE league_id = ?1 AND withdrawn = 1",
        )?;
        let rows = stmt
            .query_map([league], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Marks team `team` withdrawn from league `league`; `false` when it plays no part
    /// in it.
    pub fn withdraw_league_team(&self, league: i64, team: i64) -> Result<bool, StoreError> {
        Ok(self.conn.execute_cached(
            "UPDATE team_league_teams SET withdrawn = 1 WHERE league_id = ?1 AND team_id = ?2",
            params![league, team],
        )? == 1)
    }

    /// A team other than `team` on which `address` holds a confirmed board and which
    /// meets `team` in a running team round robin: its name.
    pub fn rival_team_of(&self, team: i64, address: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row_cached(
                "SELECT t.name FROM team_players p JOIN teams t ON t.id = p.team_id \
                 JOIN team_league_teams a ON a.team_id = p.team_id \
                 JOIN team_league_teams b ON b.league_id = a.league_id AND b.team_id = ?1 \
                 JOIN team_leagues l ON l.id = a.league_id AND l.state = 'running' \
                 WHERE p.address = ?2 AND p.confirmed = 1 AND p.team_id <> ?1 LIMIT 1",
                params![team, address],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The score of match `m`: its result by default, the board points kept when it
    /// finished (one row, not its games), else its games' points.
    pub fn team_match_score(
        &self,
        m: &TeamMatchEvent,
    ) -> Result<crate::community::teams::MatchScore, StoreError> {
        if m.forfeit.is_none()
            && m.state == "finished"
            && let Some((home_halves, away_halves)) = m.final_halves
        {
            return Ok(crate::community::teams::MatchScore {
                home_halves,
                away_halves,
                ..Default::default()
            });
        }
        Ok(match_score(m, &self.team_match_games(m.id)?))
    }
}

/// The score of match `m` whose games are `games`: its result by default, else its
/// games' points (`None` games read as running).
pub fn match_score(
    m: &TeamMatchEvent,
    games: &[TeamMatchGame],
) -> crate::community::teams::MatchScore {
    match m.forfeit {
        Some(forfeit) => forfeit.score(m.boards),
        None => crate::community::teams::MatchScore::of(
            &games.iter().map(|g| g.home_halves).collect::<Vec<_>>(),
        ),
    }
}

/// The home team's half-points of a game it played with White when `home_white`.
fn home_halves(result: GameResult, home_white: bool) -> Option<u32> {
    let white = match result {
        GameResult::WhiteWins => 2,
        GameResult::BlackWins => 0,
        // A cancelled game (the admin's) counts as a draw: the match still ends.
        GameResult::Draw | GameResult::Cancelled => 1,
    };
    Some(if home_white { white } else { 2 - white })
}
