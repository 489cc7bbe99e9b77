//! The ladders' tables (issue 32, item 5): a ladder and its rules, its players by
//! place, its challenges. The rules themselves are pure (`community::ladder`); this
//! module only keeps what they decide.

use rusqlite::{OptionalExtension, Row, params};

use crate::command::Start;
use crate::community::ladder::{
    Challenge, ChallengeSide, Ending, Ladder, LadderRules, OpenChallenge, Standing,
};
use crate::game::{EventRules, GameId, TimeControl, Timestamp};

use super::{Cached as _, StoreError, Tx};

/// A ladder, as the admin made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderEvent {
    pub id: i64,
    pub name: String,
    /// How far up a player may challenge, and when the same defender again.
    pub rules: LadderRules,
    /// Days a defender has to answer a challenge.
    pub challenge_days: u32,
    pub rated: bool,
    pub forfeit_timeout_secs: i64,
    /// `None`: the server's default time control when a game starts.
    pub time_control: Option<TimeControl>,
    /// Where every game begins.
    pub start: Start,
    /// The rules its games are played under.
    pub event_rules: EventRules,
    pub created_at: Timestamp,
}

/// Where a ladder challenge stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LadderChallengeState {
    /// Waiting for the defender's answer.
    Open,
    /// Accepted: its game runs.
    Playing,
    /// Over: `Some` ending the rules know, `None` when cancelled (a player left the
    /// ladder, or the game was cancelled).
    Ended(Option<Ending>),
}

impl LadderChallengeState {
    fn key(self) -> (&'static str, &'static str) {
        match self {
            LadderChallengeState::Open => ("open", ""),
            LadderChallengeState::Playing => ("playing", ""),
            LadderChallengeState::Ended(ending) => ("ended", ending_key(ending)),
        }
    }

    fn from_keys(state: &str, ending: &str) -> LadderChallengeState {
        match state {
            "open" => LadderChallengeState::Open,
            "playing" => LadderChallengeState::Playing,
            _ => LadderChallengeState::Ended(ending_from_key(ending)),
        }
    }
}

/// The stored key of how a challenge ended (`cancelled` for none).
pub fn ending_key(ending: Option<Ending>) -> &'static str {
    match ending {
        Some(Ending::ChallengerWon) => "challenger_won",
        Some(Ending::Draw) => "draw",
        Some(Ending::DefenderWon) => "defender_won",
        Some(Ending::Declined) => "declined",
        Some(Ending::Unanswered) => "unanswered",
        None => "cancelled",
    }
}

fn ending_from_key(key: &str) -> Option<Ending> {
    Some(match key {
        "challenger_won" => Ending::ChallengerWon,
        "draw" => Ending::Draw,
        "defender_won" => Ending::DefenderWon,
        "declined" => Ending::Declined,
        "unanswered" => Ending::Unanswered,
        _ => return None,
    })
}

/// A challenge of a ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderChallenge {
    pub id: i64,
    pub ladder: i64,
    pub challenger: String,
    pub defender: String,
    pub created_at: Timestamp,
    /// The defender answers by then, or the challenge counts as won by the challenger.
    pub answer_by: Timestamp,
    pub state: LadderChallengeState,
    pub ended_at: Timestamp,
    /// Their places when it ended (0 before).
    pub challenger_place: u32,
    pub defender_place: u32,
    pub game: Option<GameId>,
}

impl LadderChallenge {
    /// As the pure rules see it; `None` when cancelled (it bars no rematch).
    pub fn rule(&self) -> Option<Challenge<String>> {
        let ended = match self.state {
            LadderChallengeState::Ended(None) => return None,
            LadderChallengeState::Ended(Some(ending)) => Some((self.ended_at, ending)),
            LadderChallengeState::Open | LadderChallengeState::Playing => None,
        };
        Some(Challenge {
            challenger: self.challenger.clone(),
            defender: self.defender.clone(),
            ended,
        })
    }
}

const LADDER_COLUMNS: &str = "id, name, reach, challenge_days, rematch_days, rated, \
    forfeit_timeout_secs, time_control, start, rules, created_at";

fn ladder_row(row: &Row<'_>) -> rusqlite::Result<LadderEvent> {
    Ok(LadderEvent {
        id: row.get(0)?,
        name: row.get(1)?,
        rules: LadderRules {
            reach: row.get(2)?,
            rematch_days: row.get(4)?,
        },
        challenge_days: row.get(3)?,
        rated: row.get(5)?,
        forfeit_timeout_secs: row.get(6)?,
        time_control: TimeControl::from_key(&row.get::<_, String>(7)?),
        // Checked when the ladder was made.
        start: Start::from_key(&row.get::<_, String>(8)?).unwrap_or_default(),
        event_rules: EventRules::from_key(&row.get::<_, String>(9)?),
        created_at: row.get(10)?,
    })
}

const CHALLENGE_COLUMNS: &str = "id, ladder_id, challenger, defender, created_at, answer_by, \
    state, ending, ended_at, challenger_place, defender_place, game_id";

fn challenge_row(row: &Row<'_>) -> rusqlite::Result<LadderChallenge> {
    Ok(LadderChallenge {
        id: row.get(0)?,
        ladder: row.get(1)?,
        challenger: row.get(2)?,
        defender: row.get(3)?,
        created_at: row.get(4)?,
        answer_by: row.get(5)?,
        state: LadderChallengeState::from_keys(
            &row.get::<_, String>(6)?,
            &row.get::<_, String>(7)?,
        ),
        ended_at: row.get(8)?,
        challenger_place: row.get(9)?,
        defender_place: row.get(10)?,
        game: row.get(11)?,
    })
}

/// What the admin sets when making a ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLadder<'a> {
    pub name: &'a str,
    pub rules: LadderRules,
    pub challenge_days: u32,
    pub rated: bool,
    pub forfeit_timeout_secs: i64,
    pub time_control: Option<TimeControl>,
    pub start: &'a Start,
    pub event_rules: &'a EventRules,
}

impl Tx<'_> {
    /// Stores a new ladder; returns its id.
    pub fn insert_ladder(&self, new: &NewLadder<'_>, now: Timestamp) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO ladders (name, reach, challenge_days, rematch_days, rated, \
             forfeit_timeout_secs, time_control, start, rules, created_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                new.name,
                new.rules.reach,
                new.challenge_days,
                new.rules.rematch_days,
                new.rated,
                new.forfeit_timeout_secs,
                new.time_control.map(TimeControl::key).unwrap_or_default(),
                new.start.key(),
                new.event_rules.key(),
                now
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// The ladder called `name` (in any capitals).
    pub fn ladder_named(&self, name: &str) -> Result<Option<LadderEvent>, StoreError> {
        let sql = format!("SELECT {LADDER_COLUMNS} FROM ladders WHERE name = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [name], ladder_row)
            .optional()?)
    }

    pub fn ladder(&self, id: i64) -> Result<Option<LadderEvent>, StoreError> {
        let sql = format!("SELECT {LADDER_COLUMNS} FROM ladders WHERE id = ?1");
        Ok(self
            .conn
            .query_row_cached(&sql, [id], ladder_row)
            .optional()?)
    }

    /// Every ladder, oldest first (the admin makes them: a handful).
    pub fn all_ladders(&self) -> Result<Vec<LadderEvent>, StoreError> {
        let sql = format!("SELECT {LADDER_COLUMNS} FROM ladders ORDER BY id");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([], ladder_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The ladders `address` holds a place on, oldest first.
    pub fn ladders_of(&self, address: &str) -> Result<Vec<LadderEvent>, StoreError> {
        let columns: Vec<String> = LADDER_COLUMNS
            .split(", ")
            .map(|c| format!("l.{c}"))
            .collect();
        let sql = format!(
            "SELECT {} FROM ladders l JOIN ladder_places p ON p.ladder_id = l.id \
             WHERE p.address = ?1 ORDER BY l.id",
            columns.join(", ")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([address], ladder_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Where the players of ladder `l` stand (only `only`, when given), by address
    /// from the top; `label` names the opponents of open challenges (called for them
    /// alone). One read of the order and one of the live challenges.
    pub fn ladder_standings(
        &self,
        l: &LadderEvent,
        only: Option<&str>,
        label: &mut dyn FnMut(&str) -> Result<String, StoreError>,
    ) -> Result<Vec<(String, Standing)>, StoreError> {
        let order = self.ladder_order(l.id)?;
        let live = self.live_ladder_challenges(l.id)?;
        let players = order.places.len() as u32;
        let mut standings = Vec::new();
        for (index, address) in order.places.iter().enumerate() {
            if only.is_some_and(|o| !o.eq_ignore_ascii_case(address)) {
                continue;
            }
            let mut challenge = None;
            for ch in &live {
                let (opponent, side) = if ch.challenger == *address {
                    (&ch.defender, ChallengeSide::Challenging)
                } else if ch.defender == *address {
                    (&ch.challenger, ChallengeSide::Challenged)
                } else {
                    continue;
                };
                let side = if ch.state == LadderChallengeState::Playing {
                    ChallengeSide::Playing
                } else {
                    side
                };
                challenge = Some(OpenChallenge {
                    opponent: label(opponent)?,
                    side,
                    by: ch.answer_by,
                });
                break;
            }
            standings.push((
                address.clone(),
                Standing {
                    ladder: l.name.clone(),
                    place: index as u32 + 1,
                    players,
                    challenge,
                },
            ));
        }
        Ok(standings)
    }

    /// The community id of every player on a ladder, by address (one query).
    pub fn ladder_player_ids(&self) -> Result<std::collections::HashMap<String, i64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT DISTINCT p.address, c.id FROM ladder_places p \
             JOIN community_players c ON c.address = p.address",
        )?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?
            .collect::<Result<std::collections::HashMap<_, _>, _>>()?;
        Ok(rows)
    }

    /// Where `address` stands on each ladder they hold a place on, oldest ladder
    /// first.
    pub fn ladder_standings_of(
        &self,
        address: &str,
        label: &mut dyn FnMut(&str) -> Result<String, StoreError>,
    ) -> Result<Vec<Standing>, StoreError> {
        let mut standings = Vec::new();
        for l in self.ladders_of(address)? {
            standings.extend(
                self.ladder_standings(&l, Some(address), label)?
                    .into_iter()
                    .map(|(_, s)| s),
            );
        }
        Ok(standings)
    }

    /// The players of a ladder from the top.
    pub fn ladder_order(&self, ladder: i64) -> Result<Ladder<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT address FROM ladder_places INDEXED BY ladder_places_order \
             WHERE ladder_id = ?1 ORDER BY place, joined_at",
        )?;
        let places = stmt
            .query_map([ladder], |r| r.get(0))?
            .collect::<Result<Vec<String>, _>>()?;
        Ok(Ladder { places })
    }

    /// Stores the order of a ladder: those whose place changed are rewritten, those
    /// no longer on it removed, newcomers added (joined at `now`).
    pub fn set_ladder_order(
        &self,
        ladder: i64,
        before: &Ladder<String>,
        after: &Ladder<String>,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        for gone in before.places.iter().filter(|p| after.place(p).is_none()) {
            self.conn.execute_cached(
                "DELETE FROM ladder_places WHERE ladder_id = ?1 AND address = ?2",
                params![ladder, gone],
            )?;
        }
        for (index, address) in after.places.iter().enumerate() {
            let place = index as u32 + 1;
            match before.place(address) {
                Some(was) if was == place => {}
                Some(_) => {
                    self.conn.execute_cached(
                        "UPDATE ladder_places SET place = ?3 WHERE ladder_id = ?1 AND address = ?2",
                        params![ladder, address, place],
                    )?;
                }
                None => {
                    self.ensure_player(address, now)?;
                    self.conn.execute_cached(
                        "INSERT INTO ladder_places (ladder_id, address, place, joined_at) \
                         VALUES (?1, ?2, ?3, ?4)",
                        params![ladder, address, place, now],
                    )?;
                }
            }
        }
        Ok(())
    }

    /// Stores a new open challenge; returns its id.
    pub fn insert_ladder_challenge(
        &self,
        ladder: i64,
        challenger: &str,
        defender: &str,
        answer_by: Timestamp,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO ladder_challenges (ladder_id, challenger, defender, created_at, answer_by) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![ladder, challenger, defender, now, answer_by],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// The challenges of a ladder not yet ended (at most one per player: half the
    /// ladder's size).
    pub fn live_ladder_challenges(&self, ladder: i64) -> Result<Vec<LadderChallenge>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges INDEXED BY ladder_challenges_live \
             WHERE ladder_id = ?1 AND state IN ('open', 'playing') ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([ladder], challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The ended challenges of `challenger` against `defender` on a ladder since
    /// `since` (what a rematch waits for).
    pub fn ladder_pair_history(
        &self,
        ladder: i64,
        challenger: &str,
        defender: &str,
        since: Timestamp,
    ) -> Result<Vec<LadderChallenge>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges INDEXED BY ladder_challenges_pair \
             WHERE ladder_id = ?1 AND challenger = ?2 AND defender = ?3 AND state = 'ended' \
               AND ended_at >= ?4 ORDER BY id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map(params![ladder, challenger, defender, since], challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// How many challenges `challenger` made on a ladder since `since`.
    pub fn ladder_challenges_made_since(
        &self,
        ladder: i64,
        challenger: &str,
        since: Timestamp,
    ) -> Result<u32, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM ladder_challenges INDEXED BY ladder_challenges_pair \
             WHERE ladder_id = ?1 AND challenger = ?2 AND created_at >= ?3",
            params![ladder, challenger, since],
            |r| r.get(0),
        )?)
    }

    /// The last `limit` challenges of a ladder that ended, the newest first.
    pub fn ended_ladder_challenges(
        &self,
        ladder: i64,
        limit: u32,
    ) -> Result<Vec<LadderChallenge>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges INDEXED BY ladder_challenges_ended \
             WHERE ladder_id = ?1 AND state = 'ended' ORDER BY ended_at DESC, id DESC LIMIT ?2"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map(params![ladder, limit], challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Open challenges whose answer was due by `now`, oldest first, at most `limit`
    /// (read through the index of the due ones: no other challenge is read).
    /// Moves an open challenge's answer time to `answer_by` (the defender's leave
    /// does not count against it).
    pub fn set_ladder_answer_by(&self, id: i64, answer_by: Timestamp) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE ladder_challenges SET answer_by = ?2 WHERE id = ?1 AND state = 'open'",
            params![id, answer_by],
        )?;
        Ok(())
    }

    pub fn due_ladder_challenges(
        &self,
        now: Timestamp,
        limit: u32,
    ) -> Result<Vec<LadderChallenge>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges INDEXED BY ladder_challenges_due \
             WHERE state = 'open' AND answer_by <= ?1 ORDER BY answer_by, id LIMIT ?2"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map(params![now, limit], challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The challenge whose game is `game`.
    pub fn ladder_challenge_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<LadderChallenge>, StoreError> {
        let sql = format!(
            "SELECT {CHALLENGE_COLUMNS} FROM ladder_challenges INDEXED BY ladder_challenges_game \
             WHERE game_id = ?1"
        );
        Ok(self
            .conn
            .query_row_cached(&sql, [game], challenge_row)
            .optional()?)
    }

    /// The challenge's game began.
    pub fn ladder_challenge_playing(&self, id: i64, game: GameId) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE ladder_challenges SET state = 'playing', game_id = ?2 WHERE id = ?1",
            params![id, game],
        )?;
        Ok(())
    }

    /// The challenge ended (`None`: cancelled), the players then at these places
    /// (0: not on the ladder).
    pub fn end_ladder_challenge(
        &self,
        id: i64,
        ending: Option<Ending>,
        (challenger_place, defender_place): (u32, u32),
        now: Timestamp,
    ) -> Result<(), StoreError> {
        let (state, ending) = LadderChallengeState::Ended(ending).key();
        self.conn.execute_cached(
            "UPDATE ladder_challenges SET state = ?2, ending = ?3, ended_at = ?4, \
             challenger_place = ?5, defender_place = ?6 WHERE id = ?1",
            params![id, state, ending, now, challenger_place, defender_place],
        )?;
        Ok(())
    }
}
