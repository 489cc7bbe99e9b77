//! The command language: what a player asks for, as values.
//!
//! `Command` is shared by the mail reader (which turns text into commands) and the
//! correspondence game (which applies them). A move is kept as read, a
//! [`MoveText`] in the notation the player used; only the game, which knows the
//! position, can say which move it names. `trim` finds what the player wrote in a
//! mail; `parse` reads commands from it.
//!
//! The reader is in layers, each importing only those below it (checked by
//! `tests/architecture.rs`): `lexicon` (the word lists of every `commands.toml`),
//! `token` (a line's tokens and the arguments every reader shares: a move, a number
//! of days), the argument readers ([`ask`], [`clock`], [`community`], [`conditions`],
//! [`notes`], [`start`]; each refuses with its own problem type), `vocabulary` (the phrase table),
//! and [`parse`] (lines, sentences, what is a comment) on top.

pub mod ask;
pub mod clock;
pub mod community;
pub mod conditions;
pub mod ladder;
mod lexicon;
pub mod notes;
pub mod parse;
mod pawnpost_text;
pub mod reach;
pub mod start;
pub mod teams;
mod token;
pub mod trim;
mod vocabulary;

pub use ask::{AskCommand, AskProblem};
pub use community::CommunityCommand;
pub use conditions::ConditionsCommand;
pub use notes::NotesCommand;
pub use reach::{Question, Reach, Setting};
pub use start::{MAX_OPENING_PLIES, Start, StartProblem};

use crate::notation::{Language, MoveText};

pub use clock::{ClockCommand, Day, DigestSetting, LeaveSpan, TimeControl, ZoneName};

/// One thing a player asks pawnpost to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// A move in any notation pawnpost reads (`Nf3`, `e2e4`, `5254`, `O-O`,
    /// `En Passant e5d6`), read by [`MoveText::parse`]; it displays in its canonical
    /// text (English piece letters, no check or annotation marks, lowercase UCI).
    Move(MoveText),
    RequestDraw,
    AcceptDraw,
    DenyDraw,
    RequestCancel,
    AcceptCancel,
    DenyCancel,
    /// Claim a draw by threefold repetition or the fifty-move rule, optionally
    /// announcing the move that would produce the claimable position.
    ClaimDraw(Option<MoveText>),
    /// Claim a win or a draw by the endgame tables (at most seven pieces), for the
    /// position on the board or the one after the announced move, which is not
    /// played: the claim ends the game either way.
    ClaimTablebase(TablebaseClaim, Option<MoveText>),
    Resign,
    Challenge {
        opponent: String,
        color: ColorChoice,
        timeout_days: Option<u32>,
        /// `casual`: the game will not be rated.
        casual: bool,
        /// `3 days per move`, `Fischer 10+1`; `None`: the server's default.
        clock: Option<TimeControl>,
        /// `after 1.e4 c5`, `from FEN`: where the game begins (checked when read);
        /// boxed, as it is rarely more than the standard start.
        start: Box<Start>,
    },
    /// Accept the pending challenge addressed to this player.
    AcceptChallenge,
    /// Decline the pending challenge addressed to this player.
    DeclineChallenge,
    Board,
    History,
    Pgn,
    /// `Games`, `Games 2`: a page of the sender's games, the most urgent first.
    Games(Option<u32>),
    Help,
    Language(Language),
    /// `Board words`, `Board picture`, `Board text`: how the sender's letters show a
    /// board, in all their games.
    BoardStyle(BoardStyle),
    /// Confirm the mail whose confirmation request this one answers.
    Confirm,
    /// Receive no more invitations.
    Block,
    /// Receive invitations again.
    Unblock,
    /// Names, ratings, seeks, tournaments ([`community`]).
    Community(CommunityCommand),
    /// Time: `Give`, `Leave`, `Back`, `Calendar` ([`ClockCommand`]).
    Clock(ClockCommand),
    /// Conditional moves: `If e5 Nf3`, `Conditions`, `Clear Conditions`,
    /// `Conditions from PGN` ([`conditions`]).
    Conditions(ConditionsCommand),
    /// Private notes: `Note <text>`, `Notes`, `Notes clear` ([`notes`]).
    Notes(NotesCommand),
    /// A question about the board: `Square d5`, `Pieces knights`, `Rank 5`, `File d`,
    /// `Moves Nf3`, `Captured` ([`ask`]).
    Ask(AskCommand),
}

/// What a tablebase claim claims for the claimant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TablebaseClaim {
    Win,
    Draw,
}

impl TablebaseClaim {
    /// The stable key stored in the game's ending and selected on by letters.
    pub fn key(self) -> &'static str {
        match self {
            TablebaseClaim::Win => "win",
            TablebaseClaim::Draw => "draw",
        }
    }

    pub fn from_key(key: &str) -> Option<TablebaseClaim> {
        match key {
            "win" => Some(TablebaseClaim::Win),
            "draw" => Some(TablebaseClaim::Draw),
            _ => None,
        }
    }
}

/// How a player's letters show the board (a setting of theirs, `Board words`,
/// `Board picture`, `Board text`); stored by [`BoardStyle::key`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BoardStyle {
    /// The HTML part shows the board as a picture, described in words in its
    /// alternative text; the text part draws it with letters.
    #[default]
    Picture,
    /// No picture: the HTML part shows the board as a table (clients that block
    /// pictures show it all), the text part draws it with letters.
    Text,
    /// No grid anywhere: each side's pieces in one line, by kind, then the last move,
    /// check and the side to move in words (screen readers, braille).
    Words,
}

impl BoardStyle {
    pub const ALL: [BoardStyle; 3] = [BoardStyle::Picture, BoardStyle::Text, BoardStyle::Words];

    /// The stable key stored with the player and selected on by letters.
    pub fn key(self) -> &'static str {
        match self {
            BoardStyle::Picture => "picture",
            BoardStyle::Text => "text",
            BoardStyle::Words => "words",
        }
    }

    pub fn from_key(key: &str) -> Option<BoardStyle> {
        BoardStyle::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// The colour a challenger asks to play; stored as `white`, `black`, `random`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    White,
    Black,
    #[default]
    Random,
}

impl std::fmt::Display for Command {
    /// The command as a player would write it (`Request Draw`, `Claim Draw Nf3`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Command::Move(text) => write!(f, "{text}"),
            Command::RequestDraw => f.write_str("Request Draw"),
            Command::AcceptDraw => f.write_str("Accept Draw"),
            Command::DenyDraw => f.write_str("Deny Draw"),
            Command::RequestCancel => f.write_str("Request Cancel"),
            Command::AcceptCancel => f.write_str("Accept Cancel"),
            Command::DenyCancel => f.write_str("Deny Cancel"),
            Command::ClaimDraw(None) => f.write_str("Claim Draw"),
            Command::ClaimDraw(Some(m)) => write!(f, "Claim Draw {m}"),
            Command::ClaimTablebase(claim, None) => {
                write!(f, "Claim {} tablebase", claim.key())
            }
            Command::ClaimTablebase(claim, Some(m)) => {
                write!(f, "Claim {} tablebase {m}", claim.key())
            }
            Command::Resign => f.write_str("Resign"),
            Command::Challenge { opponent, .. } => write!(f, "Challenge {opponent}"),
            Command::AcceptChallenge => f.write_str("Accept"),
            Command::DeclineChallenge => f.write_str("Decline"),
            Command::Board => f.write_str("Board"),
            Command::History => f.write_str("History"),
            Command::Pgn => f.write_str("PGN"),
            Command::Games(None) => f.write_str("Games"),
            Command::Games(Some(page)) => write!(f, "Games {page}"),
            Command::Help => f.write_str("Help"),
            Command::Language(language) => write!(f, "Language {}", language.code()),
            Command::BoardStyle(style) => write!(f, "Board {}", style.key()),
            Command::Confirm => f.write_str("Confirm"),
            Command::Block => f.write_str("Block"),
            Command::Unblock => f.write_str("Unblock"),
            Command::Community(command) => write!(f, "{command}"),
            Command::Clock(clock) => write!(f, "{clock}"),
            Command::Conditions(command) => write!(f, "{command}"),
            Command::Notes(command) => write!(f, "{command}"),
            Command::Ask(question) => write!(f, "{question}"),
        }
    }
}
