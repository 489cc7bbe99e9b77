//! Why a command was refused, as data: the reply's catalogue words it in the player's
//! language (`crate::letter::catalogue`).

use crate::command::Command;
use crate::command::parse::Conflict;
use crate::notation::MoveError;
use crate::rules::{Color, Role, Square};

use super::{ChallengeState, OfferKind, Outcome};

/// A legal move as a refusal lists it: which piece goes from where to where (a refusal
/// for the ear says "Knights: b8 to a6 c6"), and its SAN for castling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalMove {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub san: String,
    pub castle: bool,
}

/// A refused command. The game is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// The sender plays in no game with that number (or it does not exist).
    UnknownGame {
        id: String,
    },
    /// The sender is not one of the two players.
    NotAPlayer {
        address: String,
    },
    GameOver {
        outcome: Outcome,
    },
    NotYourTurn {
        to_move: Color,
        address: String,
    },
    /// A line addressed to the game by its number said which move it answers
    /// (`#12 14... Nf3`), and the game is elsewhere: the player saw an older board.
    NotAtMove {
        said_fullmove: u32,
        said: Color,
        fullmove: u32,
        to_move: Color,
    },
    /// The event allows no draw offer before move `from`.
    DrawOfferTooEarly {
        from: u32,
    },
    /// The opponent's request, sent alone, must be answered before anything else.
    MustAnswerFirst {
        kind: OfferKind,
    },
    /// The sender's own request, sent alone, waits for the opponent's answer.
    AwaitingAnswer {
        kind: OfferKind,
    },
    NoPendingOffer {
        kind: OfferKind,
    },
    OfferAlreadyPending {
        kind: OfferKind,
        by: Color,
    },
    OwnOffer {
        kind: OfferKind,
    },
    /// A request sent alone was denied: the requester moves (or resigns) next.
    MustMoveAfterDenial,
    /// A move that could not be read or is not legal (or is ambiguous: the error lists
    /// the candidates), with the legal moves, by piece.
    Move {
        error: MoveError,
        legal_moves: Vec<LegalMove>,
    },
    /// Commands in one mail that contradict each other, as the reader found them.
    Conflicts(Vec<Conflict>),
    /// Game commands that cannot be applied together.
    Combination(Combination),
    /// A challenge to one's own address.
    ChallengeYourself,
    /// A forfeit timeout outside 1 to `max` days.
    TimeoutOutOfRange {
        max: u32,
    },
    /// The challenge was answered or expired already.
    ChallengeNotOpen {
        state: ChallengeState,
    },
    /// A challenge command sent inside a game.
    NotAGameCommand {
        command: Command,
    },
    /// Conditional moves refused as a whole ([`super::conditions`]).
    Conditions(super::conditions::Refusal),
    /// Something about time that cannot be done.
    Clock(ClockRefusal),
}

/// Why a command about time was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockRefusal {
    /// `Give` in a game with the silence rule alone: there is no clock to add to.
    NoClockToGive,
    /// `Give` with 0 days or more than `max`.
    GiftOutOfRange { max: u32 },
    /// A challenge's time control beyond what a game may use.
    ControlOutOfRange { max: u32 },
    /// `Claim` when the opponent's time has not run out with a question to the reader.
    NothingToClaim,
    /// A move (or claim, or request) of a player whose time ran out, while the opponent
    /// decides until `until` (`Claim` or `Give`).
    TimeRanOut { until: super::Timestamp },
}

/// Game commands of one mail that cannot be applied together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combination {
    /// Resign with any other game command.
    ResignWithOthers,
    /// An accepted request ends the game: nothing else may come with it.
    AcceptWithOthers,
    /// More than one move or claim.
    MovesTwice,
    /// More than one request.
    RequestsTwice,
    /// More than one denial.
    DeniesTwice,
}
