//! What a team match's letters say, as data ([`TeamLine`]).
//! `catalogue/teams.rs` names each line's message; `i18n/<code>/teams.ftl` words them.
//!
//! Every text a line carries is a team's or a match's name (set by the admin), a
//! player's public label, or (only in the answer to a captain's own mail) a player as
//! the captain wrote them, never a word of another's mail.

/// One sentence about a team match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamLine {
    /// `Join TEAM` by a player named on the team: confirmed on `board`.
    Confirmed {
        team: String,
        board: u32,
    },
    /// `Join TEAM` by someone its captain has not named.
    NotNamed {
        team: String,
    },
    /// `Join TEAM` by a player who holds a board of `other`, which meets `team` in a
    /// running team round robin.
    OnRivalTeam {
        team: String,
        other: String,
    },
    /// In the first letter of a game of a match: its board and teams.
    Game {
        name: String,
        board: u32,
        home: String,
        away: String,
    },
    /// Above a match's boards (`Standings MATCH`): its score so far.
    Standings {
        name: String,
        home: String,
        away: String,
        halves: (u32, u32),
        played: u32,
        games: u32,
    },
    /// A board of a match: the two players' public names, then the home player's
    /// points in the game with White and in the game with Black (`…` while running).
    Board {
        board: u32,
        home: String,
        away: String,
        results: String,
    },
    /// The match is decided (`running` games still to finish count for the board
    /// points only) or, with none running, over.
    Decided {
        name: String,
        home: String,
        away: String,
        /// Home's and away's half-points.
        halves: (u32, u32),
        /// The winning team, `None` for a drawn match.
        winner: Option<String>,
        running: u32,
    },
    /// A captain's `Line up`: `player` named on `board`; `confirmed` when they had
    /// already taken a board of the team (they keep it, on the new board).
    LinedUp {
        team: String,
        board: u32,
        player: String,
        confirmed: bool,
    },
    /// A captain's command about a team or match it does not captain.
    NotCaptain {
        name: String,
    },
    /// A captain's command naming no team or no match by that name.
    NoSuchTeam {
        name: String,
    },
    NoSuchMatch {
        name: String,
    },
    /// A board's number outside 1 to `max`.
    BadBoard {
        board: u32,
        max: u32,
    },
    /// Nobody by that public name (or no address).
    UnknownPlayer {
        player: String,
    },
    /// The board is held by `player`, who took it by their own mail.
    BoardTaken {
        team: String,
        board: u32,
        player: String,
    },
    /// `Line up` while a match of the team runs: its boards change only by `Replace`.
    MatchRuns {
        team: String,
        name: String,
    },
    /// `Replace` in a match whose games have not begun (`Line up` then) or are over.
    MatchNotRunning {
        name: String,
        over: bool,
    },
    /// `Replace` of someone who plays no game of the match for the captain's team.
    NotInMatch {
        player: String,
        name: String,
    },
    /// `Replace` of a player whose games of the match are all over.
    NothingLeft {
        player: String,
        name: String,
    },
    /// A substitute who has not taken a place on the team by their own `Join TEAM`.
    NotOnTeam {
        player: String,
        team: String,
    },
    /// A substitute who already plays in the match.
    AlreadyPlaying {
        player: String,
        name: String,
    },
    /// A substitute without room for the games under the limit of active games.
    NoRoom {
        player: String,
        games: u32,
        active: u32,
        max: u32,
    },
    /// A replacement done, to both captains: `substitute` plays `games` (`#5, #6`) of
    /// `player`.
    Replaced {
        name: String,
        team: String,
        player: String,
        substitute: String,
        games: String,
    },
    /// To the replaced player: their running games of the match go to `substitute`.
    YouAreReplaced {
        name: String,
        team: String,
        substitute: String,
        games: String,
    },
    /// In the letter of a game to the substitute: they take it over from `player`.
    YouTakeOver {
        name: String,
        team: String,
        board: u32,
        player: String,
    },
    /// In the letter of a game to the opponent: `substitute` plays on for `player`.
    OpponentReplaced {
        name: String,
        team: String,
        player: String,
        substitute: String,
    },
    /// To a captain when a round of a team round robin begins: their team's match
    /// (`name`), `home` against `away`.
    LeagueRound {
        league: String,
        round: u32,
        rounds: u32,
        team: String,
        name: String,
        home: String,
        away: String,
        /// A team not complete by then loses the match by default.
        complete_by: crate::game::Timestamp,
        /// Its games began at once (both teams were complete).
        begun: bool,
    },
    /// To both captains: a league match not begun when its time ran out is lost by
    /// default by `loser` (`None`: by both).
    Forfeited {
        name: String,
        home: String,
        away: String,
        loser: Option<String>,
        halves: (u32, u32),
        /// Lost because the team withdrew from the league, not for being incomplete.
        withdrawn: bool,
    },
    /// To a captain: their team rests this round (an odd number of teams).
    LeagueRests {
        league: String,
        round: u32,
        rounds: u32,
        team: String,
    },
    /// Above a team round robin's table: after `played` finished rounds of `rounds`,
    /// or (`winner` given) the final table.
    LeagueTable {
        league: String,
        played: u32,
        rounds: u32,
        winner: Option<String>,
        /// Several teams share the first place (`winner` names them all).
        shared: bool,
    },
    /// A row of a team round robin's table.
    LeagueRow {
        rank: u32,
        team: String,
        match_points: u32,
        board_halves: u32,
        matches: u32,
    },
}
