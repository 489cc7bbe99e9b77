//! Rating pools: Chess960 is rated apart from standard chess (as ICCF and chess.com
//! rate it), so a player has one Glicko-2 rating per pool. A game is rated in the pool
//! of its variant; a thematic start (an opening, a position) is standard chess.

use crate::command::Start;
use crate::game::Game;

/// A rating pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Pool {
    /// Games from the standard position, an opening or a set position.
    #[default]
    Standard,
    /// Chess960 games.
    Chess960,
}

impl Pool {
    /// Every pool, standard first (the order of `Top` and a player's ratings).
    pub const ALL: [Pool; 2] = [Pool::Standard, Pool::Chess960];

    /// The stable key stored in the database and handed to the letters.
    pub fn key(self) -> &'static str {
        match self {
            Pool::Standard => "standard",
            Pool::Chess960 => "chess960",
        }
    }

    pub fn from_key(key: &str) -> Option<Pool> {
        Pool::ALL.into_iter().find(|p| p.key() == key)
    }

    /// The pool of a Chess960 game (`true`) or any other.
    pub fn of_variant(chess960: bool) -> Pool {
        if chess960 {
            Pool::Chess960
        } else {
            Pool::Standard
        }
    }

    /// The pool `game` is rated in: its variant's.
    pub fn of_game(game: &Game) -> Pool {
        Pool::of_variant(game.record().initial().mode().is_chess960())
    }

    /// The pool of the games that begin at `start` (a tournament's, a challenge's).
    pub fn of_start(start: &Start) -> Pool {
        Pool::of_variant(start.is_chess960())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_only_chess960_leaves_the_standard_pool() {
        for pool in Pool::ALL {
            assert_eq!(Pool::from_key(pool.key()), Some(pool));
        }
        assert_eq!(Pool::from_key("crazyhouse"), None);
        assert_eq!(Pool::of_start(&Start::Chess960(Some(7))), Pool::Chess960);
        assert_eq!(Pool::of_start(&Start::Chess960(None)), Pool::Chess960);
        assert_eq!(
            Pool::of_start(&Start::Opening(vec!["e4".into()])),
            Pool::Standard
        );
        assert_eq!(Pool::of_start(&Start::Standard), Pool::Standard);
    }
}
