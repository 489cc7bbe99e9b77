//! The Swiss system, FIDE Dutch rules (Handbook C.04.3 as of 2025/2026): a tournament's
//! history in, the next round's pairs and colours out.
//!
//! - [`trf`] reads FIDE's Tournament Report File (TRF-16, with the `XXR`/`XXC` lines
//!   the endorsed engines read) into a [`Tournament`].
//! - [`dutch`] pairs the next round: score groups from the top, the absolute criteria
//!   (no rematch, no absolute colour conflict, one bye to an eligible player), then the
//!   quality criteria in FIDE's order, all expressed as the weights of one
//!   maximum-weight matching ([`matching`]) refined bracket by bracket.
//!
//! Pure: no I/O; the CLI (`pawnpost pairings`) reads the file and prints
//! [`NextRound`]'s `Display`, which is the output format of bbpPairings and JaVaFo.

pub mod dutch;
pub mod event;
mod matching;
pub mod trf;
mod wide;

use std::fmt;

use thiserror::Error;

use crate::rules::Color;

pub use dutch::{NoPairing, pair_next_round};
pub use trf::{TrfError, read_trf};

/// What one round was for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    /// Points in half points (the standard scale: 1, ½, 0).
    pub fn half_points(self) -> u32 {
        match self {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        }
    }
}

/// One round of one player's history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundEntry {
    /// The opponent's index in [`Tournament::players`]; `None` for a bye or an absence.
    pub opponent: Option<usize>,
    /// The colour, when a colour was allocated.
    pub colour: Option<Color>,
    pub outcome: Outcome,
    /// A game was played over the board (not a forfeit, not a bye).
    pub played: bool,
    /// The player took part in the pairing of the round: paired (forfeits included)
    /// or given the pairing-allocated bye.
    pub paired: bool,
}

impl RoundEntry {
    /// Not paired, no points: a round the player missed (or before a late entry).
    pub const ABSENT: RoundEntry = RoundEntry {
        opponent: None,
        colour: None,
        outcome: Outcome::Loss,
        played: false,
        paired: false,
    };

    /// A half-point bye the player asked for: not paired, half a point (TRF `H`).
    pub const HALF_BYE: RoundEntry = RoundEntry {
        opponent: None,
        colour: None,
        outcome: Outcome::Draw,
        played: false,
        paired: false,
    };

    /// The pairing-allocated bye.
    pub fn is_pairing_bye(&self) -> bool {
        self.opponent.is_none() && self.paired
    }
}

/// One entrant, by starting rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissPlayer {
    /// The starting rank (pairing number), 1-based; also the index plus one.
    pub number: u32,
    /// The rounds so far; one more entry than the rounds played means the player is
    /// known to be absent from the next round (a half-point bye, an absence).
    pub rounds: Vec<RoundEntry>,
}

/// A Swiss tournament as far as it has gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// By starting rank: `players[i].number == i + 1`.
    pub players: Vec<SwissPlayer>,
    /// The rounds paired so far.
    pub rounds_played: usize,
    /// The rounds the tournament will have.
    pub total_rounds: usize,
    /// The colour of the top-ranked player in the first round (the rest alternate).
    pub first_colour: Color,
}

impl Tournament {
    /// A player's score in half points after the rounds played.
    pub fn half_points(&self, player: usize) -> u32 {
        self.players[player]
            .rounds
            .iter()
            .take(self.rounds_played)
            .map(|r| r.outcome.half_points())
            .sum()
    }
}

/// One game of the next round, by starting rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub white: u32,
    pub black: u32,
}

/// The next round: its games in board order, and the player with the
/// pairing-allocated bye, if any.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NextRound {
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
}

impl fmt::Display for NextRound {
    /// The engines' format: the number of pairs (the bye counted) on the first line,
    /// then `WHITE BLACK` one pair a line, a bye as `RANK 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.boards.len() + usize::from(self.bye.is_some()))?;
        for board in &self.boards {
            writeln!(f, "{} {}", board.white, board.black)?;
        }
        if let Some(bye) = self.bye {
            writeln!(f, "{bye} 0")?;
        }
        Ok(())
    }
}

/// The Swiss pairing systems pawnpost pairs by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// FIDE (Dutch) System, C.04.3.
    Dutch,
}

impl System {
    pub const ALL: [System; 1] = [System::Dutch];

    /// The name on the command line (`--system dutch`), as bbpPairings spells it.
    pub fn key(self) -> &'static str {
        match self {
            System::Dutch => "dutch",
        }
    }

    pub fn from_key(key: &str) -> Option<System> {
        System::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// Why a TRF file gave no next round.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    #[error(transparent)]
    File(#[from] TrfError),
    #[error(transparent)]
    NoPairing(#[from] NoPairing),
}

/// The next round of the tournament a TRF file describes, by `system`: what
/// `pawnpost pairings` prints.
pub fn pair_trf(text: &str, system: System) -> Result<NextRound, PairingError> {
    let tournament = read_trf(text)?;
    match system {
        System::Dutch => Ok(pair_next_round(&tournament)?),
    }
}
