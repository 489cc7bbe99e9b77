//! The community around the games: public player names, Glicko-2 ratings (one per
//! pool: standard and Chess960), open seeks
//! (Challenge Central), round-robin tournaments with their pairings and crosstables,
//! Swiss pairings by the FIDE Dutch system, knockout brackets and ladders,
//! player histories and the PGN published for everyone.
//!
//! Pure, like `game`: values in, values out, time as a parameter. The daemon keeps the
//! state in the store (`store::community`) and the letters word it
//! (`letter::community`).

pub mod history;
pub mod knockout;
pub mod knockout_event;
pub mod ladder;
pub mod name;
pub mod pairing;
pub mod pool;
pub mod publish;
pub mod rating;
pub mod seek;
pub mod stages;
pub mod standings;
pub mod swiss;
pub mod teams;

pub use name::{NameProblem, PlayerName, TournamentName, label};
pub use pairing::{Pairing, round_robin};
pub use pool::Pool;
pub use rating::{Rating, RatingChange, Unrated};
pub use seek::compatible;
pub use standings::{Crosstable, Entrant, TableGame};
