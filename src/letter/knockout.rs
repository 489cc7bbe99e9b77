//! What a knockout event's letters say, as data ([`KnockoutLine`]; its letters are
//! written by `community::knockout_note` and `community::knockout_bracket`).
//! `catalogue/knockout.rs` names each line's message; `i18n/<code>/knockout.ftl` words
//! them.
//!
//! Every text a line carries is the tournament's name (set by the admin) or a public
//! name (admitted and capped where it was set): never a word from a mail.

use crate::community::knockout::RoundName;
use crate::community::knockout_event::Seeding;
use crate::community::knockout_event::Why;

/// One sentence about a knockout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KnockoutLine {
    /// The event begins: its first round's matches start now.
    Begins {
        name: String,
        players: u32,
        rounds: u32,
    },
    /// In the first letter of a game of a match: its round, and whether it is of the
    /// extra pair after a tie.
    Game {
        name: String,
        round: RoundName,
        extra: bool,
    },
    /// A top seed's bye in the first round: through to `next` without playing.
    Bye { name: String, next: RoundName },
    /// The reader's match is tied after its first pair: another pair starts now.
    Tie {
        name: String,
        round: RoundName,
        opponent: String,
        /// Half-points each side scored.
        halves: u32,
        /// The reader is the higher seed (goes through if the extra pair is tied).
        you_higher: bool,
    },
    /// The reader's match is decided.
    Decided {
        name: String,
        round: RoundName,
        opponent: String,
        you_through: bool,
        why: Why,
        /// Half-points of the reader and of the opponent.
        mine: u32,
        theirs: u32,
        /// The reader's seed and the opponent's.
        seeds: (u32, u32),
        /// It was the final.
        last: bool,
    },
    /// Above the bracket: the round under way, or the champion.
    Heading {
        name: String,
        round: RoundName,
        champion: Option<String>,
    },
    /// Below the bracket: what it shows (the seeds, by rating or by the stage before)
    /// and the tie rule.
    Legend { seeding: Seeding },
    /// `Withdraw from NAME` done in a running knockout: `games_ended` running games
    /// of the reader's ended as their losses (none while waiting for a match).
    YouWithdrew { name: String, games_ended: u32 },
}
