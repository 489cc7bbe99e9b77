//! What a ladder's letters say, as data (issue 32, item 5): every sentence about a
//! ladder, its places and its challenges. `catalogue/ladder.rs` names the message of
//! each; `i18n/<code>/ladder.ftl` words them. A ladder's letters are community letters
//! (`CommunityLine::Ladder`, subject `CommunityTopic::Ladder`).
//!
//! What they carry: the ladder's name (checked as a tournament's name when the admin
//! made it), public names (checked when set), places, days and dates. Never a word of a
//! mail: a name asked for that matches nothing is quoted back only when it could be a
//! name, and only to a proven sender (the fixed form drops it).

use crate::community::ladder::Ending;
use crate::game::Timestamp;

/// Why a ladder challenge was not made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeRefusal {
    /// The sender holds no place on the ladder.
    YouAreNotOn,
    /// No player of that name holds a place (the name, when it could be one).
    NoSuchPlayer(Option<String>),
    /// No one holds that place.
    NoSuchPlace(u32),
    Yourself,
    /// The defender is below or level.
    NotAbove,
    /// More places above than the ladder's reach.
    TooFar {
        places: u32,
        reach: u32,
    },
    /// The sender has a challenge open already.
    YouAreBusy,
    /// The defender has one.
    DefenderBusy(String),
    /// A draw or a loss against this defender recently: again from this moment.
    TooSoon {
        from: Timestamp,
    },
    /// As many challenges today on this ladder as a player may make.
    TooManyToday {
        max: u32,
    },
    /// The sender plays as many games as allowed.
    TooManyGames {
        max: u64,
    },
}

/// One sentence about a ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LadderLine {
    /// `Join NAME`: at the bottom, place `place`.
    Joined {
        name: String,
        place: u32,
        reach: u32,
    },
    AlreadyOn {
        name: String,
        place: u32,
    },
    /// The ladder has as many players as it may.
    Full {
        name: String,
        max: u32,
    },
    /// `Withdraw from NAME`: off the ladder; the challenge open with `cancelled`
    /// (a public name) is cancelled.
    YouLeft {
        name: String,
        cancelled: Option<String>,
    },
    /// Not on the ladder (withdraw, answer).
    NotOn(String),
    /// The challenge was not made.
    ChallengeRefused {
        name: String,
        why: ChallengeRefusal,
    },
    /// To the challenger: the challenge is made.
    ChallengeSent {
        name: String,
        defender: String,
        place: u32,
        by: Timestamp,
    },
    /// To the defender: they are challenged, and what each answer does.
    Challenged {
        name: String,
        challenger: String,
        challenger_place: u32,
        place: u32,
        by: Timestamp,
    },
    /// To the defender who accepted: game `game` begins, its first mail apart.
    Accepted {
        name: String,
        challenger: String,
        game: crate::game::GameId,
    },
    /// `Accept/Decline ladder challenge` with nothing to answer.
    NothingToAnswer,
    /// Challenged on several ladders: the answer must name one.
    WhichLadder,
    /// A bare `Decline` while a ladder's challenge waits (it would give the place
    /// away), or a bare `Accept` while a challenge by address waits too: the answer
    /// must name the ladder (`name`, the first of them).
    SayWhich {
        name: String,
        accept: bool,
    },
    /// In the first letters of a ladder's game, instead of "the challenge was accepted".
    GameOf {
        name: String,
        challenger: String,
        defender: String,
    },
    /// A challenge ended: how, between whom, and the reader's place now (0: off the
    /// ladder). `challenger`: the reader made the challenge.
    Ended {
        name: String,
        ending: Ending,
        challenger: bool,
        opponent: String,
        place: u32,
    },
    /// To a player between: `by` took a place above them; they moved down one.
    MovedDown {
        name: String,
        by: String,
        place: u32,
    },
    /// The reader's challenge is cancelled: `other` left the ladder.
    Cancelled {
        name: String,
        other: String,
    },
    /// The ladder's standings: heading.
    StandingsHeading {
        name: String,
        players: u32,
    },
    /// One place; `challenge`: the open challenge this player made (the defender's
    /// public name), `playing`: its game runs.
    Place {
        place: u32,
        label: String,
        challenge: Option<(String, bool)>,
    },
    /// Nobody on the ladder yet.
    Empty,
    /// `Player`: above the ladders the player holds a place on.
    PlayerHeading,
    /// `Player`: where the player stands on one ladder, and their open challenge.
    PlayerStanding(crate::community::ladder::Standing),
    /// The ladder's rules, under its standings and in a newcomer's letter.
    Rules {
        reach: u32,
        days: u32,
        rematch_days: u32,
    },
}

/// `line` as a fixed form shows it: a name asked for is not repeated; the rest is the
/// store's (names checked when stored, places, days, dates).
pub fn fixed(line: LadderLine) -> LadderLine {
    match line {
        LadderLine::ChallengeRefused {
            name,
            why: ChallengeRefusal::NoSuchPlayer(_),
        } => LadderLine::ChallengeRefused {
            name,
            why: ChallengeRefusal::NoSuchPlayer(None),
        },
        line => line,
    }
}
