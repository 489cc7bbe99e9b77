//! What a team match's letters say, as data ([`TeamLine`]).
//! `catalogue/teams.rs` names each line's message; `i18n/<code>/teams.ftl` words them.
//!
//! Every text a line carries is a team's or a match's name (set by the admin), never a
//! word from a mail.

/// One sentence about a team match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamLine {
    /// `Join TEAM` by a player named on the team: confirmed on `board`.
    Confirmed { team: String, board: u32 },
    /// `Join TEAM` by someone its captain has not named.
    NotNamed { team: String },
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
}
