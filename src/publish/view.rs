//! What the pages show, as plain values: public labels (never an address), the moves a
//! delay lets out, results, ratings. [`super::collect`] fills them from the store;
//! [`super::page`] and [`super::feed`] turn them into bytes. Nothing here knows a
//! player's address, so no page can show one.

use crate::community::Crosstable;
use crate::game::{GameId, GameResult, PublishDelay, Termination, TimeControl, Timestamp};
use crate::rules::{Color, Move, Position};

/// A game in a list: its players, its event, and its result once it is over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    pub white: String,
    pub black: String,
    /// The tournament and round.
    pub event: Option<(String, u32)>,
    /// The result, how and when it ended; `None` while it runs.
    pub ended: Option<(GameResult, Option<Termination>, Timestamp)>,
}

/// One game's page and its downloads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameView {
    pub row: GameRow,
    pub started: Timestamp,
    /// White's and Black's ratings before a rated game that is over.
    pub ratings: Option<(i32, i32)>,
    pub time_control: Option<TimeControl>,
    pub forfeit_timeout_secs: i64,
    /// The delay this game is shown with (its event's, else the server's).
    pub delay: PublishDelay,
    /// Where the moves begin.
    pub initial: Position,
    /// The moves shown, each with its SAN in the site's piece letters.
    pub moves: Vec<(Move, String)>,
    /// Plies played but not shown (a running game's delay).
    pub hidden: usize,
    /// The position after the moves shown.
    pub position: Position,
    /// The PGN of the moves shown, with public names only.
    pub pgn: String,
}

impl GameView {
    /// The side that made the first move shown.
    pub fn first_side(&self) -> Color {
        self.initial.turn()
    }
}

/// One rated game in a player's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatingRow {
    pub game: GameId,
    /// The pool it was rated in: its before and after are that pool's.
    pub pool: crate::community::Pool,
    pub at: Timestamp,
    pub opponent: String,
    pub before: i32,
    pub after: i32,
}

/// A player's rating in one pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoolRow {
    pub pool: crate::community::Pool,
    pub rating: i32,
    pub provisional: bool,
    pub games: u32,
}

/// A game on a player's page, from their side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerGame {
    pub game: GameId,
    pub opponent: String,
    pub color: Color,
    pub event: Option<(String, u32)>,
    /// The result and when it ended, for a finished game.
    pub ended: Option<(GameResult, Timestamp)>,
}

/// A player's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerView {
    pub label: String,
    pub rating: i32,
    pub provisional: bool,
    pub rated_games: u32,
    /// The ratings beside the standard one above: each other pool the player has
    /// finished a rated game in.
    pub other_pools: Vec<PoolRow>,
    /// Played, won, drawn, lost, lost on time.
    pub record: (u32, u32, u32, u32, u32),
    /// The average days per move in tenths, over how many games; only moves the
    /// site shows are timed.
    pub speed: (Option<u32>, u32),
    /// Over the last [`crate::community::history::RELIABILITY_DAYS`] days when the page
    /// was made: games lost on time, games finished, and the median days per move in
    /// tenths over the same timed moves as `speed`.
    pub reliability: (u32, u32, Option<u32>),
    pub history: Vec<RatingRow>,
    pub results: Vec<PlayerGame>,
    pub current: Vec<PlayerGame>,
    /// The tournaments they play or played in, newest first.
    pub tournaments: Vec<String>,
    /// Where they stand on each ladder they hold a place on, oldest ladder first.
    pub ladders: Vec<crate::community::ladder::Standing>,
}

/// A game of a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGame {
    pub game: GameId,
    pub round: u32,
    pub white: String,
    pub black: String,
    pub result: Option<GameResult>,
}

/// A tournament's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentView {
    pub name: String,
    pub double: bool,
    pub rated: bool,
    /// `open`, `running` or `finished`.
    pub state: String,
    pub size: u32,
    pub time_control: Option<TimeControl>,
    pub forfeit_timeout_secs: i64,
    /// The opening every game begins after, numbered in the site's piece letters.
    pub opening: Option<String>,
    /// The position every game begins from.
    pub fen: Option<String>,
    pub rules: crate::game::EventRules,
    /// The players by seat, and whether each withdrew.
    pub players: Vec<(String, bool)>,
    pub table: Crosstable,
    /// A Swiss's rounds, from its creation (its page names the format before round 1).
    pub swiss_rounds: Option<u32>,
    /// A Swiss's standings round by round, once a round is paired (its `table` is then
    /// empty).
    pub swiss: Option<crate::community::swiss::event::SwissTable>,
    /// A knockout's bracket, without rounds before its start (its `table` is then
    /// empty).
    pub knockout: Option<crate::community::knockout_event::Bracket>,
    pub games: Vec<TournamentGame>,
    /// A section or the final of an event in stages: the event's name, how many of
    /// each section go on, and its parts' names (sections, then the final once made),
    /// the final's form.
    pub stage: Option<(
        String,
        u32,
        Vec<String>,
        crate::community::stages::FinalForm,
    )>,
}

/// An open seek on the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeekRow {
    pub label: String,
    pub rating: i32,
    pub provisional: bool,
    pub rated: bool,
    /// `None`: the server's time control.
    pub time_control: Option<TimeControl>,
    /// The opponent's rating the seek asks for.
    pub range: Option<(u32, u32)>,
    pub since: Timestamp,
}

/// A tournament on the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    pub name: String,
    pub state: String,
    pub taken: u32,
    pub size: u32,
}

/// The index: the Challenge Central.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexView {
    pub running: Vec<GameRow>,
    pub running_count: u64,
    pub results: Vec<GameRow>,
    pub seeks: Vec<SeekRow>,
    pub seek_count: u64,
    pub tournaments: Vec<TournamentRow>,
    /// The ladders, by name with their number of players.
    pub ladders: Vec<(String, u32)>,
    /// The team matches, with their teams and score.
    pub team_matches: Vec<super::teams::IndexRow>,
    /// The team round robins, with where they stand.
    pub team_leagues: Vec<super::teams::LeagueIndexRow>,
}

/// One line of the Top list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopRow {
    pub rank: u32,
    pub label: String,
    pub rating: i32,
    pub provisional: bool,
    pub games: u32,
}

/// The Top list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopView {
    /// The standard pool's list.
    pub rows: Vec<TopRow>,
    /// The Chess960 pool's list (empty: nobody qualifies yet, and no table is shown).
    pub chess960: Vec<TopRow>,
    pub min_games: u32,
    pub provisional_games: u32,
}
