//! What an event in stages' letters say, as data ([`StageLine`]; the letters are
//! written by `daemon::stages`). `catalogue/stages.rs` names each line's message;
//! `i18n/<code>/stages.ftl` words them.
//!
//! Every text a line carries is a tournament's name (set by the admin) or a public
//! name (admitted and capped where it was set): never a word from a mail.

pub use crate::community::stages::FinalForm;

/// Why a player ranks above another at the same place in a section's final order
/// (`community::stages::final_order`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ahead {
    Points,
    SonnebornBerger,
    /// Their game(s) against each other.
    Between,
    Wins,
    Seed,
}

impl Ahead {
    pub fn key(self) -> &'static str {
        match self {
            Ahead::Points => "points",
            Ahead::SonnebornBerger => "sb",
            Ahead::Between => "between",
            Ahead::Wins => "wins",
            Ahead::Seed => "seed",
        }
    }
}

/// One sentence about an event in stages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StageLine {
    /// The event begins: the reader plays in `section` (its name) of `sections`.
    Begins {
        name: String,
        section: String,
        sections: u32,
        qualify: u32,
        final_name: String,
        form: FinalForm,
    },
    /// The reader's section is over and they go on to the final.
    Qualified {
        name: String,
        section: String,
        place: u32,
        halves: u32,
        final_name: String,
        /// In a knockout final: the reader's seed and the number of finalists.
        seed: Option<(u32, u32)>,
    },
    /// The reader's section is over and they do not go on: the cut, from the table.
    Out {
        name: String,
        section: String,
        place: u32,
        halves: u32,
        qualify: u32,
        /// The last to go on from the reader's section, their points, and why they
        /// are ahead of the reader.
        last_in: String,
        last_halves: u32,
        ahead: Ahead,
    },
    /// `Standings NAME` of the event: its parts, each table follows.
    Heading {
        name: String,
        qualify: u32,
        final_name: Option<String>,
        form: FinalForm,
    },
}
