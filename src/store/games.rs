//! Players, games, moves, the event log and challenges.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;

use crate::command::parse::{MAX_COMMENT_CHARS, cap_comment};
use crate::command::{BoardStyle, ColorChoice};
use crate::game::EventRules;
use crate::game::{
    Challenge, ChallengeState, Event, Game, GameId, GameResult, GameSnapshot, Offer, OfferKind,
    Outcome, PlayedMove, SweepAction, Termination, Timestamp,
};
use crate::notation::Language;
use crate::rules::{CastlingMode, Color};

use super::clocks::{CLOCK_COLUMNS, clock_from_row, clock_values, pauses_of};
use super::{Cached as _, Store, StoreError, Tx};

pub type ChallengeId = i64;

/// The columns a game is read from (with [`CLOCK_COLUMNS`]).
const GAME_COLUMNS: &str = "id, white, black, initial_fen, fen, status, result, termination, \
    ending_note, offer_kind, offer_by, offer_with_move, white_denials, black_denials, \
    requester_must_move, created_at, revision, rules, variant";

fn color_from_key(key: &str) -> Option<Color> {
    match key {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A game row before its moves are replayed: the snapshot, the stored current FEN and
/// the revision.
fn snapshot_from_row(row: &Row<'_>) -> rusqlite::Result<(GameSnapshot, String, i64, RowText)> {
    let id: GameId = row.get("id")?;
    let text = RowText {
        result: row.get("result")?,
        termination: row.get("termination")?,
        offer_kind: row.get("offer_kind")?,
        offer_by: row.get("offer_by")?,
    };
    let note: String = row.get("ending_note")?;
    let snapshot = GameSnapshot {
        id,
        white: row.get("white")?,
        black: row.get("black")?,
        initial_fen: row.get("initial_fen")?,
        outcome: None,
        ending_note: (!note.is_empty()).then_some(note),
        offer: None,
        denials: [row.get("white_denials")?, row.get("black_denials")?],
        requester_must_move: row.get("requester_must_move")?,
        created_at: row.get("created_at")?,
        clock: clock_from_row(row)?,
        rules: EventRules::from_key(&row.get::<_, String>("rules")?),
        mode: match row.get::<_, String>("variant")?.as_str() {
            "chess960" => CastlingMode::Chess960,
            _ => CastlingMode::Standard,
        },
    };
    Ok((snapshot, row.get("fen")?, row.get("revision")?, text))
}

/// The text columns that need checking before they become typed values.
struct RowText {
    result: String,
    termination: String,
    offer_kind: String,
    offer_by: String,
}

fn decode(mut snapshot: GameSnapshot, text: RowText) -> Result<GameSnapshot, StoreError> {
    let game = snapshot.id;
    let corrupt = |what: String| StoreError::Corrupt { game, what };
    if !text.termination.is_empty() {
        let termination = Termination::from_key(&text.termination)
            .ok_or_else(|| corrupt(format!("unknown termination {:?}", text.termination)))?;
        let result: GameResult = text
            .result
            .parse()
            .map_err(|_| corrupt(format!("unknown result {:?}", text.result)))?;
        snapshot.outcome = Some(Outcome::new(result, termination));
    }
    if !text.offer_kind.is_empty() {
        let kind = OfferKind::from_key(&text.offer_kind)
            .ok_or_else(|| corrupt(format!("unknown offer kind {:?}", text.offer_kind)))?;
        let by = color_from_key(&text.offer_by)
            .ok_or_else(|| corrupt(format!("unknown offer colour {:?}", text.offer_by)))?;
        snapshot.offer = Some(Offer {
            kind,
            by,
            with_move: false,
        });
    }
    Ok(snapshot)
}

/// Loads a game and its revision, replaying every stored move through the rules core.
pub(super) fn load(conn: &Connection, id: GameId) -> Result<(Game, i64), StoreError> {
    let sql = format!(
        "SELECT {GAME_COLUMNS}, {} FROM games WHERE id = ?1",
        CLOCK_COLUMNS.join(", ")
    );
    let (snapshot, fen, revision, text, with_move) = conn
        .query_row_cached(&sql, [id], |row| {
            let (snapshot, fen, revision, text) = snapshot_from_row(row)?;
            let with_move: bool = row.get("offer_with_move")?;
            Ok((snapshot, fen, revision, text, with_move))
        })
        .optional()?
        .ok_or(StoreError::UnknownGame(id))?;
    let mut snapshot = decode(snapshot, text)?;
    if let Some(offer) = &mut snapshot.offer {
        offer.with_move = with_move;
    }
    let since = snapshot.clock.pauses_matter_after();
    snapshot.clock.pauses = pauses_of(
        conn,
        &snapshot.white,
        &snapshot.black,
        since,
        snapshot.rules.leave_days,
    )?;
    let moves = load_moves(conn, id)?;
    let game = Game::restore(snapshot, moves)?;
    let replayed = game.position().fen();
    if replayed != fen {
        return Err(StoreError::Corrupt {
            game: id,
            what: format!("the stored position {fen} differs from the replayed {replayed}"),
        });
    }
    Ok((game, revision))
}

fn load_moves(conn: &Connection, id: GameId) -> Result<Vec<PlayedMove>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT ply, san, uci, iccf, fen_after, played_at, substr(comment, 1, ?2) FROM moves \
         WHERE game_id = ?1 ORDER BY ply",
    )?;
    // A comment is cut where it is read (`MAX_COMMENT_CHARS`); one stored before that
    // bound is cut here, so that loading a game never costs more than the bound allows.
    let longest = MAX_COMMENT_CHARS as i64 + 1;
    let moves = stmt
        .query_map(params![id, longest], |row| {
            let comment: String = row.get(6)?;
            let (comment, _) = cap_comment(comment);
            Ok(PlayedMove {
                ply: row.get(0)?,
                san: row.get(1)?,
                uci: row.get(2)?,
                iccf: row.get(3)?,
                fen_after: row.get(4)?,
                at: row.get(5)?,
                comment: (!comment.is_empty()).then_some(comment),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(moves)
}

fn player_language(conn: &Connection, address: &str) -> Result<Option<Language>, StoreError> {
    let code: Option<String> = conn
        .query_row_cached(
            "SELECT language FROM players WHERE address = ?1",
            [address],
            |r| r.get(0),
        )
        .optional()?;
    Ok(code.and_then(|c| Language::from_code(&c)))
}

impl Store {
    /// How many games are running, counted in SQL (the sweep's partial index on active
    /// games serves it): `pawnpost status` without loading them.
    pub fn count_active_games(&self) -> Result<u64, StoreError> {
        Ok(self.conn().query_row(
            "SELECT count(*) FROM games WHERE status = 'active'",
            [],
            |row| row.get(0),
        )?)
    }

    /// The language `address` chose (`None`: not chosen yet, or no such player).
    pub fn player_language(&self, address: &str) -> Result<Option<Language>, StoreError> {
        player_language(&self.conn, address)
    }
}

/// Registers a player; their language stays unchosen (`''`) until they choose one or
/// their first command words do.
fn ensure_player(conn: &Connection, address: &str, now: Timestamp) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO players (address, created_at, language) VALUES (?1, ?2, '') \
         ON CONFLICT (address) DO NOTHING",
        params![address, now],
    )?;
    Ok(())
}

fn write_moves(conn: &Connection, game: &Game, from_ply: u32) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO moves (game_id, ply, san, uci, iccf, fen_after, played_at, comment) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for m in game.moves().iter().filter(|m| m.ply > from_ply) {
        stmt.execute(params![
            game.id,
            m.ply,
            m.san,
            m.uci,
            m.iccf,
            m.fen_after,
            m.at,
            m.comment.as_deref().unwrap_or("")
        ])?;
    }
    Ok(())
}

/// The values of the mutable game columns, in the order of `STATE_COLUMNS` and then
/// [`CLOCK_COLUMNS`]; the next due moment with the reminder percentage given.
fn state_values(game: &Game, reminders: crate::game::Reminders) -> Vec<rusqlite::types::Value> {
    use rusqlite::types::Value;
    let s = game.snapshot();
    let text = |t: &str| Value::Text(t.to_owned());
    let int = Value::Integer;
    let mut values = vec![
        text(&game.position().fen()),
        text(if s.outcome.is_some() {
            "finished"
        } else {
            "active"
        }),
        text(s.outcome.map_or("*", |o| o.result.pgn())),
        text(s.outcome.map_or("", |o| o.termination.key())),
        text(s.ending_note.as_deref().unwrap_or("")),
        text(s.offer.map_or("", |o| o.kind.lower())),
        text(s.offer.map_or("", |o| o.by.name())),
        int(i64::from(s.offer.is_some_and(|o| o.with_move))),
        int(i64::from(s.denials[0])),
        int(i64::from(s.denials[1])),
        int(i64::from(s.requester_must_move)),
        int(s.created_at),
    ];
    values.extend(clock_values(game.clock(), game.next_due(reminders)));
    values
}

const STATE_COLUMNS: [&str; 12] = [
    "fen",
    "status",
    "result",
    "termination",
    "ending_note",
    "offer_kind",
    "offer_by",
    "offer_with_move",
    "white_denials",
    "black_denials",
    "requester_must_move",
    "created_at",
];

/// Every column a save writes.
fn written_columns() -> impl Iterator<Item = &'static str> {
    STATE_COLUMNS.into_iter().chain(CLOCK_COLUMNS)
}

fn append_events(
    conn: &Connection,
    game: GameId,
    events: &[Event],
    now: Timestamp,
) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO game_events (game_id, at, kind, detail) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for event in events {
        stmt.execute(params![game, now, event.kind(), event.to_string()])?;
    }
    Ok(())
}

impl Tx<'_> {
    /// Registers a player (no change if known).
    pub fn ensure_player(&self, address: &str, now: Timestamp) -> Result<(), StoreError> {
        ensure_player(self.conn, address, now)
    }

    /// How `address`'s letters show a board (the default for an unknown player).
    pub fn board_style(&self, address: &str) -> Result<BoardStyle, StoreError> {
        let key: Option<String> = self
            .conn
            .query_row_cached(
                "SELECT board_style FROM players WHERE address = ?1",
                [address],
                |r| r.get(0),
            )
            .optional()?;
        Ok(key
            .as_deref()
            .and_then(BoardStyle::from_key)
            .unwrap_or_default())
    }

    pub fn set_board_style(
        &self,
        address: &str,
        style: BoardStyle,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        ensure_player(self.conn, address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET board_style = ?2 WHERE address = ?1",
            params![address, style.key()],
        )?;
        Ok(())
    }

    pub fn set_player_language(
        &self,
        address: &str,
        language: Language,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        ensure_player(self.conn, address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET language = ?2 WHERE address = ?1",
            params![address, language.code()],
        )?;
        Ok(())
    }

    pub fn set_player_name(
        &self,
        address: &str,
        name: &str,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        ensure_player(self.conn, address, now)?;
        self.conn.execute_cached(
            "UPDATE players SET display_name = ?2 WHERE address = ?1",
            params![address, name],
        )?;
        Ok(())
    }

    /// Stores a new game (its players too) and gives it its id.
    pub fn insert_game(&self, game: &mut Game, now: Timestamp) -> Result<GameId, StoreError> {
        ensure_player(self.conn, game.white(), now)?;
        ensure_player(self.conn, game.black(), now)?;
        // Leave booked before the game began stops its clocks too.
        let since = game.clock().pauses_matter_after();
        game.set_pauses(pauses_of(
            self.conn,
            game.white(),
            game.black(),
            since,
            game.rules().leave_days,
        )?);
        let columns = written_columns().collect::<Vec<_>>().join(", ");
        let marks: Vec<String> = (6..6 + written_columns().count())
            .map(|i| format!("?{i}"))
            .collect();
        let sql = format!(
            "INSERT INTO games (white, black, initial_fen, rules, variant, {columns}) \
             VALUES (?1, ?2, ?3, ?4, ?5, {})",
            marks.join(", ")
        );
        let mut values: Vec<rusqlite::types::Value> = vec![
            game.white().to_owned().into(),
            game.black().to_owned().into(),
            game.record().initial().fen().into(),
            game.rules().key().into(),
            if game.record().initial().mode().is_chess960() {
                "chess960"
            } else {
                "standard"
            }
            .to_owned()
            .into(),
        ];
        values.extend(state_values(game, self.reminder_percent));
        self.conn
            .execute_cached(&sql, rusqlite::params_from_iter(values))?;
        game.id = self.conn.last_insert_rowid();
        write_moves(self.conn, game, 0)?;
        self.loaded.borrow_mut().insert(game.id, 0);
        Ok(game.id)
    }

    /// Loads a game for changing it in this transaction.
    pub fn load_game(&self, id: GameId) -> Result<Game, StoreError> {
        let (game, revision) = load(self.conn, id)?;
        self.loaded.borrow_mut().insert(id, revision);
        Ok(game)
    }

    /// Saves a game loaded in this transaction: its state, its new moves, and the
    /// events (those that changed it) appended to its log.
    pub fn save_game(
        &self,
        game: &Game,
        events: &[Event],
        now: Timestamp,
    ) -> Result<(), StoreError> {
        let revision = *self
            .loaded
            .borrow()
            .get(&game.id)
            .ok_or(StoreError::NotLoaded(game.id))?;
        let assignments: Vec<String> = written_columns()
            .enumerate()
            .map(|(i, c)| format!("{c} = ?{}", i + 3))
            .collect();
        let sql = format!(
            "UPDATE games SET {}, revision = revision + 1 WHERE id = ?1 AND revision = ?2",
            assignments.join(", ")
        );
        let mut values: Vec<rusqlite::types::Value> = vec![game.id.into(), revision.into()];
        values.extend(state_values(game, self.reminder_percent));
        if self
            .conn
            .execute_cached(&sql, rusqlite::params_from_iter(values))?
            != 1
        {
            return Err(StoreError::Conflict(game.id));
        }
        self.loaded.borrow_mut().insert(game.id, revision + 1);
        let stored: u32 = self.conn.query_row_cached(
            "SELECT count(*) FROM moves WHERE game_id = ?1",
            [game.id],
            |r| r.get(0),
        )?;
        if stored as usize > game.moves().len() {
            return Err(StoreError::Conflict(game.id));
        }
        write_moves(self.conn, game, stored)?;
        let changes: Vec<Event> = events
            .iter()
            .filter(|e| e.changes_game())
            .cloned()
            .collect();
        append_events(self.conn, game.id, &changes, now)
    }

    /// Appends events to a game's log without changing the game (a refusal worth
    /// keeping, a reminder sent).
    pub fn log_events(
        &self,
        game: GameId,
        events: &[Event],
        now: Timestamp,
    ) -> Result<(), StoreError> {
        append_events(self.conn, game, events, now)
    }

    /// How many times game `id` was changed (its `revision`): letters about a change that
    /// may come twice in a second (a team's hand-over) are told apart by it.
    pub fn game_revision(&self, id: GameId) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row_cached("SELECT revision FROM games WHERE id = ?1", [id], |r| {
                r.get(0)
            })?)
    }

    /// The ids of the games `address` plays, active ones only if `active`.
    pub fn games_of(&self, address: &str, active: bool) -> Result<Vec<GameId>, StoreError> {
        games_of(self.conn, address, active)
    }

    /// The language `address` chose (`None`: not chosen yet, or no such player).
    pub fn player_language(&self, address: &str) -> Result<Option<Language>, StoreError> {
        player_language(self.conn, address)
    }

    /// Stores a new challenge (and its players) and gives it its id.
    pub fn insert_challenge(&self, challenge: &mut Challenge) -> Result<ChallengeId, StoreError> {
        ensure_player(self.conn, &challenge.challenger, challenge.created_at)?;
        ensure_player(self.conn, &challenge.opponent, challenge.created_at)?;
        let color = match challenge.color {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        };
        self.conn.execute_cached(
            "INSERT INTO challenges (challenger, opponent, color, forfeit_timeout_secs, created_at, state, \
             time_control, rated, start) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                challenge.challenger,
                challenge.opponent,
                color,
                challenge.forfeit_timeout_secs,
                challenge.created_at,
                challenge.state.key(),
                challenge.clock.map_or_else(String::new, |c| c.key()),
                challenge.rated,
                challenge.start.key(),
            ],
        )?;
        challenge.id = self.conn.last_insert_rowid();
        Ok(challenge.id)
    }

    /// Saves a challenge's state (accepted with its game, declined, expired).
    pub fn save_challenge(&self, challenge: &Challenge) -> Result<(), StoreError> {
        let game = match challenge.state {
            ChallengeState::Accepted { game } => Some(game),
            _ => None,
        };
        let n = self.conn.execute_cached(
            "UPDATE challenges SET state = ?2, game_id = ?3 WHERE id = ?1",
            params![challenge.id, challenge.state.key(), game],
        )?;
        if n == 0 {
            return Err(StoreError::UnknownChallenge(challenge.id));
        }
        Ok(())
    }

    /// Where challenge `id` to `opponent` stands (`None`: no such challenge to them).
    pub fn challenge_state(
        &self,
        id: ChallengeId,
        opponent: &str,
    ) -> Result<Option<ChallengeState>, StoreError> {
        let row: Option<(String, Option<GameId>)> = self
            .conn
            .query_row_cached(
                "SELECT state, game_id FROM challenges WHERE id = ?1 AND opponent = ?2",
                params![id, opponent],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        Ok(row.map(|(state, game)| match (state.as_str(), game) {
            ("accepted", Some(game)) => ChallengeState::Accepted { game },
            ("declined", _) => ChallengeState::Declined,
            ("expired", _) => ChallengeState::Expired,
            _ => ChallengeState::Open,
        }))
    }

    /// The open challenges addressed to `opponent`, oldest first.
    pub fn open_challenges_for(&self, opponent: &str) -> Result<Vec<Challenge>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, challenger, opponent, color, forfeit_timeout_secs, created_at, time_control, \
             rated, start \
             FROM challenges WHERE opponent = ?1 AND state = 'open' ORDER BY id",
        )?;
        let rows = stmt
            .query_map([opponent], open_challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Every open challenge, oldest first.
    pub fn open_challenges(&self) -> Result<Vec<Challenge>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, challenger, opponent, color, forfeit_timeout_secs, created_at, time_control, \
             rated, start \
             FROM challenges WHERE state = 'open' ORDER BY id",
        )?;
        let rows = stmt
            .query_map([], open_challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// The open challenges unanswered for their whole timeout by `now`, oldest first
    /// (for the sweep that expires them; through the expiry index).
    pub fn expired_challenges(&self, now: Timestamp) -> Result<Vec<Challenge>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, challenger, opponent, color, forfeit_timeout_secs, created_at, time_control, \
             rated, start FROM challenges INDEXED BY challenges_expiry \
             WHERE state = 'open' AND created_at + forfeit_timeout_secs <= ?1 ORDER BY id",
        )?;
        let rows = stmt
            .query_map([now], open_challenge_row)?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }
}

fn games_of(conn: &Connection, address: &str, active: bool) -> Result<Vec<GameId>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id FROM games WHERE (white = ?1 OR black = ?1) \
         AND (?2 = 0 OR status = 'active') ORDER BY id",
    )?;
    let ids = stmt
        .query_map(params![address, active], |r| r.get(0))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ids)
}

/// Which games a listing shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Which {
    #[default]
    All,
    Active,
    Finished,
}

/// A listing's filter.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameFilter {
    pub which: Which,
    pub player: Option<String>,
}

/// One line of a game listing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    pub id: GameId,
    pub white: String,
    pub black: String,
    /// `active` or `finished`.
    pub status: String,
    pub result: String,
    /// The termination key (`checkmate`, `forfeit`, ...), empty while active.
    pub termination: String,
    pub moves: u32,
    /// The address that must act next, while active.
    pub to_act: Option<String>,
    pub last_activity: Timestamp,
    pub deadline: Option<Timestamp>,
    /// The time control besides the silence rule (`3 days per move`, `Fischer 10+1`).
    pub time_control: Option<String>,
    /// The time on each player's clock (seconds), with a time control.
    pub white_clock_secs: Option<i64>,
    pub black_clock_secs: Option<i64>,
}

impl GameSummary {
    /// The summary of `game` with its clocks as they stand at `now`.
    pub fn of(game: &Game, now: Timestamp) -> GameSummary {
        GameSummary {
            id: game.id,
            white: game.white().to_owned(),
            black: game.black().to_owned(),
            status: if game.is_over() { "finished" } else { "active" }.to_owned(),
            result: game.outcome().map_or("*", |o| o.result.pgn()).to_owned(),
            termination: game
                .outcome()
                .map_or(String::new(), |o| o.termination.key().to_owned()),
            moves: game.moves().len() as u32,
            to_act: game.to_act().map(|c| game.player(c).to_owned()),
            last_activity: game.last_activity(),
            deadline: (!game.is_over()).then(|| game.deadline()),
            time_control: game.time_control().map(|c| c.to_string()),
            white_clock_secs: game.clock().remaining(Color::White, now),
            black_clock_secs: game.clock().remaining(Color::Black, now),
        }
    }
}

impl Store {
    /// The games the filter selects, by id, with their clocks at `now`.
    pub fn list_games(
        &self,
        filter: &GameFilter,
        now: Timestamp,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let ids = self.game_ids(filter)?;
        ids.into_iter()
            .map(|id| self.load_game(id).map(|g| GameSummary::of(&g, now)))
            .collect()
    }

    fn game_ids(&self, filter: &GameFilter) -> Result<Vec<GameId>, StoreError> {
        let status = match filter.which {
            Which::All => "",
            Which::Active => "active",
            Which::Finished => "finished",
        };
        let mut stmt = self.conn().prepare(
            "SELECT id FROM games WHERE (?1 = '' OR status = ?1) \
             AND (?2 IS NULL OR white = ?2 OR black = ?2) ORDER BY id",
        )?;
        let ids = stmt
            .query_map(params![status, filter.player], |r| r.get(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// The event log of a game, oldest first: (time, kind, sentence).
    pub fn game_events(&self, id: GameId) -> Result<Vec<(Timestamp, String, String)>, StoreError> {
        let mut stmt = self
            .conn()
            .prepare("SELECT at, kind, detail FROM game_events WHERE game_id = ?1 ORDER BY id")?;
        let rows = stmt
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows)
    }

    /// Checks the file with SQLite's `quick_check`, its tables, indexes, triggers and
    /// views against what its schema version defines (one entry per difference), then
    /// replays every stored game through the rules core; one entry per game that
    /// fails, naming the game and the ply.
    pub fn check_db(&self) -> Result<Vec<StoreError>, StoreError> {
        let mut problems = Vec::new();
        let quick: Vec<String> = self
            .conn()
            .prepare("PRAGMA quick_check(20)")?
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        if quick != ["ok"] {
            for finding in quick {
                problems.push(StoreError::Corrupt {
                    game: 0,
                    what: format!("SQLite's quick_check: {finding}"),
                });
            }
        }
        let version = self.schema_version()?;
        let differences = super::schema::differences(self.conn(), version)?;
        problems.extend(differences.into_iter().map(StoreError::Schema));
        let ids = self.game_ids(&GameFilter::default())?;
        for id in ids {
            if let Err(error) = load(self.conn(), id) {
                problems.push(error);
            }
        }
        let fk: Vec<String> = self
            .conn()
            .prepare("PRAGMA foreign_key_check")?
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        for table in fk {
            problems.push(StoreError::Corrupt {
                game: 0,
                what: format!("a row of {table} refers to a missing row"),
            });
        }
        Ok(problems)
    }

    /// Runs the sweep at `now`: each game due by then (read through the index of
    /// stored due moments, never every active game) is handled in its own short
    /// transaction — forfeited (unless `rescue` does something else instead and saves
    /// the games itself: starts the loser's leave, asks the winner), or marked reminded, or, when nothing is
    /// due after all (its stored moment was computed with another reminder
    /// percentage), saved with the moment recomputed — and `on_action` runs inside it,
    /// to queue the mails that tell the players. Returns what was done.
    pub fn sweep<E>(
        &mut self,
        now: Timestamp,
        reminders: impl Into<crate::game::Reminders>,
        mut rescue: impl FnMut(&Tx<'_>, &Game, Color) -> Result<Option<SweepAction>, E>,
        mut on_action: impl FnMut(&Tx<'_>, &SweepAction, &Game, &[Event]) -> Result<(), E>,
    ) -> Result<Vec<SweepAction>, E>
    where
        E: From<StoreError>,
    {
        let reminders = reminders.into();
        self.set_reminders(reminders);
        let ids = self.due_games(now)?;
        let mut done = Vec::new();
        for id in ids {
            let action = self.transaction(|tx| {
                let mut game = tx.load_game(id)?;
                let Some(action) = game.due(now, reminders) else {
                    tx.save_game(&game, &[], now)?;
                    return Ok(None);
                };
                if let SweepAction::Forfeit {
                    loser,
                    reverse: false,
                    ..
                } = action
                    && let Some(instead) = rescue(tx, &game, loser)?
                {
                    return Ok(Some(instead));
                }
                let events = match action {
                    SweepAction::Forfeit { .. } => game.forfeit(now),
                    SweepAction::Reminder { .. } => {
                        game.mark_reminded(now);
                        Vec::new()
                    }
                    SweepAction::Leave { .. } | SweepAction::Asked { .. } => Vec::new(),
                };
                tx.save_game(&game, &events, now)?;
                on_action(tx, &action, &game, &events)?;
                Ok::<_, E>(Some(action))
            })?;
            done.extend(action);
        }
        Ok(done)
    }
}

/// An open challenge from a row of `id, challenger, opponent, color, timeout, created,
/// rated`.
fn open_challenge_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Challenge> {
    let color: String = row.get(3)?;
    Ok(Challenge {
        id: row.get(0)?,
        challenger: row.get(1)?,
        opponent: row.get(2)?,
        color: match color.as_str() {
            "white" => ColorChoice::White,
            "black" => ColorChoice::Black,
            _ => ColorChoice::Random,
        },
        forfeit_timeout_secs: row.get(4)?,
        clock: crate::game::TimeControl::from_key(&row.get::<_, String>(6)?),
        created_at: row.get(5)?,
        state: ChallengeState::Open,
        rated: row.get(7)?,
        // Checked when the challenge was made; a row that no longer reads starts from
        // the standard position rather than failing every listing.
        start: crate::command::Start::from_key(&row.get::<_, String>(8)?).unwrap_or_default(),
    })
}
