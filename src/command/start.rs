//! Where a game begins: the standard position, a thematic opening (`after 1.e4 c5
//! 2.Nf3 d6`: those moves are the game's first moves, in its PGN) or a position given
//! as FEN (`from rnbqkb1r/… w KQkq - 0 1`: the PGN says `SetUp` and `FEN`).
//!
//! A start is checked when it is read, so a challenge, a seek or a tournament never
//! holds one that cannot be played: every move legal, the position legal and not
//! already over. What is kept is pawnpost's own writing of it (SAN, the rules core's
//! FEN), never the text that asked for it, so an invitation shows chess and nothing
//! else of its sender's.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::notation::{MoveText, san};
use crate::rules::{CHESS960_POSITIONS, FenField, Position, Record, Status};

/// The standard position's Chess960 number.
const STANDARD_960: u16 = 518;

/// The most plies a thematic opening may have: twenty moves of each side, more than
/// any opening an event starts from, and a bound on what an invitation shows.
pub const MAX_OPENING_PLIES: usize = 40;

/// Where a game begins.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Start {
    /// The standard starting position.
    #[default]
    Standard,
    /// These moves (SAN) from the standard position, played when the game begins.
    Opening(Vec<String>),
    /// This position (FEN, as the rules core writes it).
    Position(String),
    /// Chess960: start position `n` (0–959, 518 the standard one); `None`: a random
    /// one, drawn when the game begins (so no one prepares for it).
    Chess960(Option<u16>),
}

/// Why a start cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartProblem {
    /// `after` without a move.
    NoMoves,
    /// More than [`MAX_OPENING_PLIES`] moves.
    TooLong,
    /// The `ply`th move (1 for White's first) is not legal there.
    Illegal { ply: usize, text: String },
    /// The FEN is not a legal position: which field.
    BadFen { field: FenField },
    /// The position is already over (mate, stalemate, no mating material).
    Over,
    /// Both an opening and a position (or Chess960).
    Both,
    /// No Chess960 start has that number (0–959).
    NoSuch960(u32),
}

impl fmt::Display for StartProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartProblem::NoMoves => f.write_str("`after` needs the opening's moves"),
            StartProblem::TooLong => write!(
                f,
                "an opening may have at most {MAX_OPENING_PLIES} moves (plies)"
            ),
            StartProblem::Illegal { ply, text } => {
                write!(f, "`{text}` (move {}) is not legal there", ply.div_ceil(2))
            }
            StartProblem::BadFen { field } => {
                write!(f, "the FEN is not a legal position ({field} field)")
            }
            StartProblem::Over => f.write_str("that position is already over"),
            StartProblem::Both => f.write_str("an opening or a position, not both"),
            StartProblem::NoSuch960(n) => {
                write!(f, "Chess960 starts are numbered 0 to 959, not {n}")
            }
        }
    }
}

impl Start {
    /// A thematic opening: `moves` played from the standard position.
    pub fn opening(moves: &[MoveText]) -> Result<Start, StartProblem> {
        if moves.is_empty() {
            return Err(StartProblem::NoMoves);
        }
        if moves.len() > MAX_OPENING_PLIES {
            return Err(StartProblem::TooLong);
        }
        let mut record = Record::new(Position::new());
        let mut sans = Vec::with_capacity(moves.len());
        for (index, text) in moves.iter().enumerate() {
            let before = *record.position();
            let illegal = || StartProblem::Illegal {
                ply: index + 1,
                text: text.to_string(),
            };
            // A move after the game ended (mate within the opening) is no move.
            if record.status() != Status::Ongoing {
                return Err(illegal());
            }
            let m = text.to_move(&before).map_err(|_| illegal())?;
            sans.push(san(&before, &m));
            record.play(&m).map_err(|_| illegal())?;
        }
        if record.status() != Status::Ongoing {
            return Err(StartProblem::Over);
        }
        Ok(Start::Opening(sans))
    }

    /// A start from the position `fen`.
    pub fn position(fen: &str) -> Result<Start, StartProblem> {
        let position =
            Position::from_fen(fen).map_err(|e| StartProblem::BadFen { field: e.field })?;
        if Record::new(position).status() != Status::Ongoing {
            return Err(StartProblem::Over);
        }
        if position == Position::new() {
            return Ok(Start::Standard);
        }
        Ok(Start::Position(position.fen()))
    }

    /// The position the game's record starts from (a random Chess960 start must be
    /// drawn first, [`Start::drawn`]; undrawn, it is number 518).
    pub fn initial(&self) -> Position {
        match self {
            Start::Standard | Start::Opening(_) => Position::new(),
            Start::Position(fen) => Position::from_fen(fen).unwrap_or_default(),
            Start::Chess960(n) => Position::chess960(n.unwrap_or(STANDARD_960)).unwrap_or_default(),
        }
    }

    /// A random Chess960 start made definite by `draw` (any number, taken modulo 960);
    /// every other start as it is.
    pub fn drawn(&self, draw: impl FnOnce() -> u16) -> Start {
        match self {
            Start::Chess960(None) => Start::Chess960(Some(draw() % CHESS960_POSITIONS)),
            other => other.clone(),
        }
    }

    /// A Chess960 start.
    pub fn is_chess960(&self) -> bool {
        matches!(self, Start::Chess960(_))
    }

    /// `chess960`, `chess960 518`: the number, if it names one of the 960.
    pub fn chess960(number: Option<u32>) -> Result<Start, StartProblem> {
        match number {
            None => Ok(Start::Chess960(None)),
            Some(n) => u16::try_from(n)
                .ok()
                .filter(|&n| n < CHESS960_POSITIONS)
                .map(|n| Start::Chess960(Some(n)))
                .ok_or(StartProblem::NoSuch960(n)),
        }
    }

    /// The record the game begins with: the initial position and an opening's moves
    /// played (checked when the start was read; a move that no longer reads ends the
    /// opening where it stands rather than inventing one).
    pub fn record(&self) -> Record {
        let mut record = Record::new(self.initial());
        for san in self.opening_moves() {
            let Some(m) = MoveText::parse(san, crate::notation::Language::English)
                .ok()
                .and_then(|text| text.to_move(record.position()).ok())
            else {
                break;
            };
            if record.play(&m).is_err() {
                break;
            }
        }
        record
    }

    /// The moves played when the game begins (none but for an opening).
    pub fn opening_moves(&self) -> &[String] {
        match self {
            Start::Opening(moves) => moves,
            Start::Standard | Start::Position(_) | Start::Chess960(_) => &[],
        }
    }

    /// The opening as a PGN writes it: `1. e4 c5 2. Nf3 d6`.
    pub fn numbered(moves: &[String]) -> String {
        let mut out = String::new();
        for (index, san) in moves.iter().enumerate() {
            if !out.is_empty() {
                out.push(' ');
            }
            if index % 2 == 0 {
                out.push_str(&format!("{}. ", index / 2 + 1));
            }
            out.push_str(san);
        }
        out
    }

    /// The stored form: empty for the standard start, `after e4 c5 …`, `fen …`.
    pub fn key(&self) -> String {
        match self {
            Start::Standard => String::new(),
            Start::Opening(moves) => format!("after {}", moves.join(" ")),
            Start::Position(fen) => format!("fen {fen}"),
            Start::Chess960(None) => "chess960".to_owned(),
            Start::Chess960(Some(n)) => format!("chess960 {n}"),
        }
    }

    /// A start as an admin writes it on the command line: `--start "1.e4 c5 2.Nf3"`
    /// (move numbers optional, English piece letters or any notation pawnpost reads)
    /// or `--fen FEN`; neither is the standard start.
    pub fn from_args(
        moves: Option<&str>,
        fen: Option<&str>,
        chess960: bool,
    ) -> Result<Start, StartProblem> {
        if chess960 {
            return match (moves, fen) {
                (None, None) => Ok(Start::Chess960(None)),
                _ => Err(StartProblem::Both),
            };
        }
        match (moves, fen) {
            (Some(moves), None) => {
                let texts: Vec<MoveText> = moves
                    .split_whitespace()
                    .filter(|token| !is_move_number(token))
                    .enumerate()
                    .map(|(index, token)| {
                        MoveText::parse(token, crate::notation::Language::English).map_err(|_| {
                            StartProblem::Illegal {
                                ply: index + 1,
                                text: token.to_owned(),
                            }
                        })
                    })
                    .collect::<Result<_, _>>()?;
                Start::opening(&texts)
            }
            (None, Some(fen)) => Start::position(fen),
            (Some(_), Some(_)) => Err(StartProblem::Both),
            (None, None) => Ok(Start::Standard),
        }
    }

    /// Reads [`Start::key`]; what no longer reads (a hand-edited row) is checked again.
    pub fn from_key(key: &str) -> Result<Start, StartProblem> {
        if let Some(moves) = key.strip_prefix("after ") {
            let texts: Vec<MoveText> = moves
                .split_whitespace()
                .map(|m| {
                    MoveText::parse(m, crate::notation::Language::English).map_err(|_| {
                        StartProblem::Illegal {
                            ply: 0,
                            text: m.to_owned(),
                        }
                    })
                })
                .collect::<Result<_, _>>()?;
            return Start::opening(&texts);
        }
        if let Some(fen) = key.strip_prefix("fen ") {
            return Start::position(fen);
        }
        if let Some(rest) = key.strip_prefix("chess960") {
            return Start::chess960(rest.trim().parse().ok());
        }
        Ok(Start::Standard)
    }
}

/// `1.`, `14...`, `3…`: a move number standing alone.
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches(['.', '…']);
    !digits.is_empty() && digits.len() < token.len() && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Language;

    fn moves(text: &str) -> Vec<MoveText> {
        text.split_whitespace()
            .filter(|t| !t.ends_with('.'))
            .map(|t| MoveText::parse(t, Language::English).unwrap())
            .collect()
    }

    #[test]
    fn an_opening_is_kept_in_san_and_numbered_as_a_pgn_writes_it() {
        let start = Start::opening(&moves("1. e2e4 c5 2. g1f3 d6")).unwrap();
        assert_eq!(start.opening_moves(), ["e4", "c5", "Nf3", "d6"]);
        assert_eq!(Start::numbered(start.opening_moves()), "1. e4 c5 2. Nf3 d6");
        assert_eq!(Start::from_key(&start.key()), Ok(start));
    }

    #[test]
    fn an_admin_writes_a_start_on_the_command_line() {
        assert_eq!(
            Start::from_args(Some("1. e4 c5 2. Nf3 d6"), None, false),
            Start::opening(&moves("e4 c5 Nf3 d6"))
        );
        assert_eq!(
            Start::from_args(Some("1.e4 c5 2.Nf3"), None, false).map(|s| s.key()),
            Ok("after e4 c5 Nf3".to_owned())
        );
        assert_eq!(Start::from_args(None, None, false), Ok(Start::Standard));
        assert_eq!(
            Start::from_args(Some("e4"), Some("8/8/8/8/8/8/8/8 w - - 0 1"), false),
            Err(StartProblem::Both)
        );
        assert!(matches!(
            Start::from_args(Some("1. e4 banana"), None, false),
            Err(StartProblem::Illegal { ply: 2, .. })
        ));
    }

    #[test]
    fn a_chess960_start_is_stored_by_number_and_drawn_when_random() {
        let start = Start::chess960(Some(0)).unwrap();
        assert_eq!(start.key(), "chess960 0");
        assert_eq!(Start::from_key("chess960 0"), Ok(start.clone()));
        assert!(start.initial().fen().starts_with("bbqnnrkr/"));
        assert!(start.initial().mode().is_chess960());
        let random = Start::chess960(None).unwrap();
        assert_eq!(Start::from_key(&random.key()), Ok(random.clone()));
        assert_eq!(random.drawn(|| 960 + 7), Start::Chess960(Some(7)));
        assert_eq!(start.drawn(|| 7), start);
        assert_eq!(
            Start::chess960(Some(960)),
            Err(StartProblem::NoSuch960(960))
        );
    }

    #[test]
    fn an_illegal_move_says_which() {
        assert_eq!(
            Start::opening(&moves("e4 e5 Ke3")),
            Err(StartProblem::Illegal {
                ply: 3,
                text: "Ke3".into()
            })
        );
        assert_eq!(Start::opening(&[]), Err(StartProblem::NoMoves));
        let long: Vec<MoveText> = moves("Nf3 Nf6 Ng1 Ng8").repeat(11);
        assert_eq!(Start::opening(&long), Err(StartProblem::TooLong));
    }

    #[test]
    fn an_opening_that_mates_is_over_and_no_move_follows_mate() {
        assert_eq!(
            Start::opening(&moves("f3 e5 g4 Qh4")),
            Err(StartProblem::Over)
        );
        assert!(matches!(
            Start::opening(&moves("f3 e5 g4 Qh4 a3")),
            Err(StartProblem::Illegal { ply: 5, .. })
        ));
    }

    #[test]
    fn a_position_is_checked_and_written_by_the_rules_core() {
        let fen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";
        let start = Start::position(fen).unwrap();
        assert_eq!(start, Start::Position(fen.to_owned()));
        assert_eq!(start.initial().fen(), fen);
        assert_eq!(Start::from_key(&start.key()), Ok(start));
        // Only two kings: no mate possible.
        assert_eq!(
            Start::position("8/8/8/4k3/8/8/8/4K3 w - - 0 1"),
            Err(StartProblem::Over)
        );
        assert!(matches!(
            Start::position("8/8/8/4k3/8/8/8/8 w - - 0 1"),
            Err(StartProblem::BadFen { .. })
        ));
        assert_eq!(
            Start::position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            Ok(Start::Standard)
        );
    }
}
