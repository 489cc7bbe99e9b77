//! What each command reaches, and so whether it needs proof of its sender: said once,
//! here, for every command and sub-command, in `match`es without a catch-all arm, so a
//! new command does not compile until it says what it is.
//!
//! Everything that sorts commands asks this module: the daemon's admission (which mail
//! needs authority, which answers an outdated letter), the lobby (what waits for a
//! confirmation, what cannot be placed without a game), the game mail (settings,
//! community changes), `Game::apply` (what the game plays, what it only answers).

use super::{BoardStyle, ClockCommand, Command, CommunityCommand, ConditionsCommand};
use crate::notation::Language;

/// What a command acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Acts on the game the mail is about, through `Game::apply`: a move, an offer or
    /// its answer, a claim (of a draw, or by the endgame tables: the same proof as a
    /// move), `Resign`, `Give`.
    Game,
    /// Sets or clears the sender's conditional moves in the game the mail is about.
    Conditions,
    /// Keeps or clears the sender's private notes in the game the mail is about.
    Notes,
    /// A setting of the sender's own, for all their games: `Language`, `Board words`,
    /// `Leave`, `Back`, `Calendar`.
    Setting,
    /// Outside any game: challenges and their answers, `Confirm`, `Block`, `Unblock`.
    Lobby,
    /// Changes the community: `Name`, `Seek`, `Cancel Seek`, `Join`.
    Community,
    /// Asks, and changes nothing.
    Question(Question),
}

/// What a question asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Question {
    /// The game the mail is about: its board, moves, PGN, the sender's conditional
    /// moves.
    Board,
    History,
    Pgn,
    Conditions,
    /// The sender's private notes in the game.
    Notes,
    /// Part of the game's position: a square, pieces, a rank or file, one piece's
    /// moves, what was captured ([`super::AskCommand`]); answered in a few lines.
    Position,
    /// The sender's games.
    Games,
    Help,
    /// Names, ratings, lists, standings: answered from the community's tables, at a
    /// cost that grows with them.
    Community,
}

impl Reach {
    /// Whether a mail with this command must prove that its sender receives mail at
    /// the address (a token of theirs, the admin's MTA, or an admin who trusts
    /// `From:`). Only questions are answered without: they change nothing.
    pub fn needs_proof(self) -> bool {
        match self {
            Reach::Game
            | Reach::Conditions
            | Reach::Notes
            | Reach::Setting
            | Reach::Lobby
            | Reach::Community => true,
            Reach::Question(_) => false,
        }
    }

    /// Whether the command acts on one game (and so answers a position: an outdated
    /// letter refuses it).
    pub fn acts_on_game(self) -> bool {
        match self {
            Reach::Game | Reach::Conditions => true,
            Reach::Notes
            | Reach::Setting
            | Reach::Lobby
            | Reach::Community
            | Reach::Question(_) => false,
        }
    }

    /// Whether the command needs a game to mean anything: a game act, or a question
    /// about a game.
    pub fn needs_game(self) -> bool {
        match self {
            Reach::Game | Reach::Conditions | Reach::Notes => true,
            Reach::Question(question) => question.about_game(),
            Reach::Setting | Reach::Lobby | Reach::Community => false,
        }
    }
}

impl Question {
    /// Whether the question is about one game.
    pub fn about_game(self) -> bool {
        match self {
            Question::Board
            | Question::History
            | Question::Pgn
            | Question::Conditions
            | Question::Notes
            | Question::Position => true,
            Question::Games | Question::Help | Question::Community => false,
        }
    }
}

/// What a command of [`Reach::Setting`] sets, as one value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// How pawnpost writes to the sender: told in the answer itself (already written
    /// that way), and kept even when the game refuses the mail's move.
    Language(Language),
    BoardStyle(BoardStyle),
    /// The sender's time in all their games (`Leave`, `Back`, `Calendar`, the digest):
    /// the daemon's, done only when the whole mail is.
    Time(ClockCommand),
}

impl Command {
    /// The setting this command makes; `None` exactly when its reach is not
    /// [`Reach::Setting`].
    pub fn setting(&self) -> Option<Setting> {
        match self {
            Command::Language(language) => Some(Setting::Language(*language)),
            Command::BoardStyle(style) => Some(Setting::BoardStyle(*style)),
            Command::Clock(clock) => match clock.reach() {
                Reach::Setting => Some(Setting::Time(*clock)),
                Reach::Game
                | Reach::Conditions
                | Reach::Notes
                | Reach::Lobby
                | Reach::Community
                | Reach::Question(_) => None,
            },
            Command::Move(_)
            | Command::RequestDraw
            | Command::AcceptDraw
            | Command::DenyDraw
            | Command::RequestCancel
            | Command::AcceptCancel
            | Command::DenyCancel
            | Command::ClaimDraw(_)
            | Command::ClaimTablebase(..)
            | Command::Resign
            | Command::Challenge { .. }
            | Command::AcceptChallenge
            | Command::DeclineChallenge
            | Command::Board
            | Command::History
            | Command::Pgn
            | Command::Games(_)
            | Command::Help
            | Command::Confirm
            | Command::Block
            | Command::Unblock
            | Command::Community(_)
            | Command::Conditions(_)
            | Command::Notes(_)
            | Command::Ask(_) => None,
        }
    }

    /// What the command acts on.
    pub fn reach(&self) -> Reach {
        match self {
            Command::Move(_)
            | Command::RequestDraw
            | Command::AcceptDraw
            | Command::DenyDraw
            | Command::RequestCancel
            | Command::AcceptCancel
            | Command::DenyCancel
            | Command::ClaimDraw(_)
            | Command::ClaimTablebase(..)
            | Command::Resign => Reach::Game,
            Command::Challenge { .. }
            | Command::AcceptChallenge
            | Command::DeclineChallenge
            | Command::Confirm
            | Command::Block
            | Command::Unblock => Reach::Lobby,
            Command::Language(_) | Command::BoardStyle(_) => Reach::Setting,
            Command::Board => Reach::Question(Question::Board),
            Command::History => Reach::Question(Question::History),
            Command::Pgn => Reach::Question(Question::Pgn),
            Command::Games(_) => Reach::Question(Question::Games),
            Command::Help => Reach::Question(Question::Help),
            Command::Ask(_) => Reach::Question(Question::Position),
            Command::Community(command) => command.reach(),
            Command::Clock(command) => command.reach(),
            Command::Conditions(command) => command.reach(),
            Command::Notes(command) => command.reach(),
        }
    }

    /// Whether a mail with this command must prove its sender ([`Reach::needs_proof`]).
    pub fn needs_proof(&self) -> bool {
        self.reach().needs_proof()
    }
}

impl CommunityCommand {
    pub fn reach(&self) -> Reach {
        match self {
            CommunityCommand::Name(_)
            | CommunityCommand::Seek { .. }
            | CommunityCommand::CancelSeek
            | CommunityCommand::Join(_)
            | CommunityCommand::Withdraw(_)
            | CommunityCommand::HalfBye(_)
            | CommunityCommand::CancelHalfBye(_)
            | CommunityCommand::Ladder(_)
            | CommunityCommand::Team(_) => Reach::Community,
            CommunityCommand::Rating
            | CommunityCommand::Top(_)
            | CommunityCommand::Player(_)
            | CommunityCommand::Seeks(_)
            | CommunityCommand::Standings(_) => Reach::Question(Question::Community),
        }
    }
}

impl ClockCommand {
    pub fn reach(&self) -> Reach {
        match self {
            ClockCommand::Give { .. } | ClockCommand::ClaimTime => Reach::Game,
            ClockCommand::Leave(_)
            | ClockCommand::Back
            | ClockCommand::AutoLeave { .. }
            | ClockCommand::Calendar { .. }
            | ClockCommand::Digest(_)
            | ClockCommand::Letters { .. } => Reach::Setting,
        }
    }
}

impl super::NotesCommand {
    pub fn reach(&self) -> Reach {
        match self {
            super::NotesCommand::Add(_) | super::NotesCommand::Clear => Reach::Notes,
            super::NotesCommand::List => Reach::Question(Question::Notes),
        }
    }
}

impl ConditionsCommand {
    pub fn reach(&self) -> Reach {
        match self {
            ConditionsCommand::If(_) | ConditionsCommand::FromPgn | ConditionsCommand::Clear => {
                Reach::Conditions
            }
            ConditionsCommand::List => Reach::Question(Question::Conditions),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::notation::Language;

    fn reach_of(text: &str) -> Reach {
        let reading = read_commands(text, Language::English);
        assert_eq!(reading.commands.len(), 1, "{text}: {reading:?}");
        reading.commands[0].reach()
    }

    #[test]
    fn only_questions_are_answered_without_proof() {
        let questions = [
            "Board",
            "History",
            "PGN",
            "Games",
            "Help",
            "Rating",
            "Top",
            "Player Alice",
            "Seeks",
            "Standings Spring",
            "Conditions",
            "Square d5",
            "Pieces knights",
            "Rank 5",
            "File d",
            "Moves Nf3",
            "Captured",
        ];
        for text in questions {
            assert!(!reach_of(text).needs_proof(), "{text}");
        }
        let acts = [
            "e4",
            "Request Draw",
            "Accept Draw",
            "Deny Cancel",
            "Claim Draw",
            "Claim win tablebase",
            "Claim draw tablebase Qd2",
            "Resign",
            "Give 2 days",
            "If e5 Nf3",
            "Clear Conditions",
            "Language de",
            "Leave 3 days",
            "Back",
            "Calendar off",
            "Challenge bob@example.org",
            "Accept",
            "Decline",
            "Confirm",
            "Block",
            "Unblock",
            "Name Alice_K",
            "Seek",
            "Cancel Seek",
            "Join Spring",
            "Line up Rooks board 2 Bert_K",
            "Replace Bert_K with Carl_K in Derby",
        ];
        for text in acts {
            assert!(reach_of(text).needs_proof(), "{text}");
        }
    }

    #[test]
    fn game_acts_and_game_questions_need_a_game() {
        assert_eq!(reach_of("e4"), Reach::Game);
        assert_eq!(reach_of("Give 2 days"), Reach::Game);
        assert_eq!(reach_of("If e5 Nf3"), Reach::Conditions);
        assert!(reach_of("If e5 Nf3").acts_on_game());
        assert!(reach_of("Board").needs_game());
        assert!(reach_of("Conditions").needs_game());
        assert!(!reach_of("Conditions").acts_on_game());
        assert!(!reach_of("Leave 3 days").needs_game());
        assert!(!reach_of("Rating").needs_game());
        assert_eq!(reach_of("Leave 3 days"), Reach::Setting);
        assert_eq!(reach_of("Board words"), Reach::Setting);
        assert_eq!(reach_of("Block"), Reach::Lobby);
        assert_eq!(reach_of("Name Alice_K"), Reach::Community);
    }

    /// `setting()` names a value exactly for the commands whose reach is a setting, so
    /// nothing that sorts settings by `setting()` misses one `reach()` calls a setting.
    #[test]
    fn every_setting_has_its_value_and_nothing_else_has_one() {
        for text in [
            "Language de",
            "Board words",
            "Board picture",
            "Board text",
            "Leave 3 days",
            "Back",
            "Calendar off",
            "Digest daily",
            "Digest off",
            "Letters digest",
            "Letters each",
            "Give 2 days",
            "e4",
            "Resign",
            "Board",
            "Help",
            "Name Alice_K",
            "Block",
            "If e5 Nf3",
            "Notes",
        ] {
            let reading = read_commands(text, Language::English);
            for command in &reading.commands {
                assert_eq!(
                    command.setting().is_some(),
                    command.reach() == Reach::Setting,
                    "{text}: {command:?}"
                );
            }
        }
    }
}
