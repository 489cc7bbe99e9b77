//! How a game ended, in the words PGN uses: a result (`1-0`, `0-1`, `1/2-1/2`, `*`)
//! and the reason (the termination).

use std::fmt;
use std::str::FromStr;

use crate::command::TablebaseClaim;
use crate::notation::SanPlus;
use crate::rules::{Color, Status};

/// The PGN result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// A cancelled game has no result; PGN writes `*`.
    Cancelled,
}

impl GameResult {
    /// The win for `color`.
    pub fn win_for(color: Color) -> GameResult {
        color.fold(GameResult::WhiteWins, GameResult::BlackWins)
    }

    /// The PGN token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Cancelled => "*",
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw | GameResult::Cancelled => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn())
    }
}

/// A text that is no PGN result.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a result; write 1-0, 0-1, 1/2-1/2 or *")]
pub struct ParseResultError(pub String);

impl FromStr for GameResult {
    type Err = ParseResultError;
    fn from_str(s: &str) -> Result<GameResult, ParseResultError> {
        match s {
            "1-0" => Ok(GameResult::WhiteWins),
            "0-1" => Ok(GameResult::BlackWins),
            "1/2-1/2" => Ok(GameResult::Draw),
            "*" => Ok(GameResult::Cancelled),
            other => Err(ParseResultError(other.to_owned())),
        }
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Termination {
    Checkmate,
    Resignation,
    Stalemate,
    InsufficientMaterial,
    /// A draw request accepted.
    Agreement,
    ThreefoldClaim,
    FiftyMoveClaim,
    /// A win or a draw claimed by the endgame tables, and granted.
    TablebaseClaim,
    FivefoldRepetition,
    SeventyFiveMoves,
    /// The player who had to act stayed silent for the whole forfeit timeout.
    Forfeit,
    /// A player denied twice let a third request stand until the timeout passed.
    ReverseForfeit,
    /// The admin decided.
    Adjudication,
    /// A cancel request accepted.
    Cancelled,
}

impl Termination {
    pub const ALL: [Termination; 14] = [
        Termination::Checkmate,
        Termination::Resignation,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::Agreement,
        Termination::ThreefoldClaim,
        Termination::FiftyMoveClaim,
        Termination::TablebaseClaim,
        Termination::FivefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::Forfeit,
        Termination::ReverseForfeit,
        Termination::Adjudication,
        Termination::Cancelled,
    ];

    /// The stable key stored in the database and written in JSON.
    pub fn key(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Resignation => "resignation",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::Agreement => "agreement",
            Termination::ThreefoldClaim => "threefold_claim",
            Termination::FiftyMoveClaim => "fifty_move_claim",
            Termination::TablebaseClaim => "tablebase",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::Forfeit => "forfeit",
            Termination::ReverseForfeit => "reverse_forfeit",
            Termination::Adjudication => "adjudication",
            Termination::Cancelled => "cancelled",
        }
    }

    pub fn from_key(key: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.key() == key)
    }

    /// The value of PGN's `Termination` tag (the standard's vocabulary).
    pub fn pgn_tag(self) -> &'static str {
        match self {
            Termination::Forfeit | Termination::ReverseForfeit => "time forfeit",
            // Decided by a third party, the tables, as the standard's word means.
            Termination::Adjudication | Termination::TablebaseClaim => "adjudication",
            Termination::Cancelled => "abandoned",
            _ => "normal",
        }
    }

    /// In words, for people: "checkmate", "threefold repetition (claimed)", ...
    pub fn describe(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Resignation => "resignation",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient material",
            Termination::Agreement => "agreement",
            Termination::ThreefoldClaim => "threefold repetition (claimed)",
            Termination::FiftyMoveClaim => "the fifty-move rule (claimed)",
            Termination::TablebaseClaim => "the endgame tables (claimed)",
            Termination::FivefoldRepetition => "fivefold repetition",
            Termination::SeventyFiveMoves => "the 75-move rule",
            Termination::Forfeit => "forfeit (timeout)",
            Termination::ReverseForfeit => "reverse forfeit",
            Termination::Adjudication => "adjudication",
            Termination::Cancelled => "cancellation",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// The end of a game: its result and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub result: GameResult,
    pub termination: Termination,
}

impl Outcome {
    pub fn new(result: GameResult, termination: Termination) -> Outcome {
        Outcome {
            result,
            termination,
        }
    }

    /// The automatic ending the rules core reports, if any.
    pub fn from_status(status: Status) -> Option<Outcome> {
        let draw = |termination| Some(Outcome::new(GameResult::Draw, termination));
        match status {
            Status::Ongoing => None,
            Status::Checkmate { winner } => Some(Outcome::new(
                GameResult::win_for(winner),
                Termination::Checkmate,
            )),
            Status::InsufficientMaterial => draw(Termination::InsufficientMaterial),
            Status::Stalemate => draw(Termination::Stalemate),
            Status::SeventyFiveMoves => draw(Termination::SeventyFiveMoves),
            Status::FivefoldRepetition => draw(Termination::FivefoldRepetition),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.result {
            GameResult::WhiteWins => write!(f, "White won by {} (1-0)", self.termination),
            GameResult::BlackWins => write!(f, "Black won by {} (0-1)", self.termination),
            GameResult::Draw => write!(f, "drawn by {} (1/2-1/2)", self.termination),
            GameResult::Cancelled => write!(f, "cancelled by {} (*)", self.termination),
        }
    }
}

/// Why a game ended, beyond its termination: the admin's own words for an
/// adjudication, a tournament withdrawal, a granted tablebase claim; letters word the
/// last two in each player's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndingNote {
    /// The admin's reason, as they wrote it (`pawnpost adjudicate --reason`).
    Admin(String),
    /// `loser` was withdrawn from the tournament called `tournament`.
    Withdrawn { tournament: String, loser: Color },
    /// `claimant`'s tablebase claim was granted, judged after the move `announced`
    /// (never played) when it named one.
    Tablebase {
        claimant: Color,
        claim: TablebaseClaim,
        announced: Option<SanPlus>,
    },
}

/// Starts the stored form of a note that is not the admin's text (a character no
/// admin types), so that every note stored before this type reads back as the admin's.
const TYPED: char = '\u{1e}';

impl EndingNote {
    /// The stored form: the admin's text as it is; a withdrawal as
    /// `\u{1e}withdrawn:<colour>:<tournament>`; a tablebase claim as
    /// `\u{1e}tablebase:<colour>:<win|draw>:<announced SAN or nothing>`.
    pub fn key(&self) -> String {
        match self {
            EndingNote::Admin(text) => text.clone(),
            EndingNote::Withdrawn { tournament, loser } => {
                format!("{TYPED}withdrawn:{}:{tournament}", loser.name())
            }
            EndingNote::Tablebase {
                claimant,
                claim,
                announced,
            } => format!(
                "{TYPED}tablebase:{}:{}:{}",
                claimant.name(),
                claim.key(),
                announced.map(|m| m.to_string()).unwrap_or_default()
            ),
        }
    }

    /// Reads [`EndingNote::key`]'s form back; anything else is the admin's text.
    pub fn from_key(key: &str) -> EndingNote {
        let color = |name: &str| Color::ALL.into_iter().find(|c| c.name() == name);
        let tablebase = key
            .strip_prefix(TYPED)
            .and_then(|rest| rest.strip_prefix("tablebase:"))
            .and_then(|rest| {
                let mut parts = rest.splitn(3, ':');
                let claimant = color(parts.next()?)?;
                let claim = TablebaseClaim::from_key(parts.next()?)?;
                let announced = match parts.next()? {
                    "" => None,
                    san => Some(san.parse().ok()?),
                };
                Some(EndingNote::Tablebase {
                    claimant,
                    claim,
                    announced,
                })
            });
        if let Some(note) = tablebase {
            return note;
        }
        let typed = key
            .strip_prefix(TYPED)
            .and_then(|rest| rest.strip_prefix("withdrawn:"))
            .and_then(|rest| rest.split_once(':'))
            .and_then(|(colour, tournament)| {
                let loser = Color::ALL.into_iter().find(|c| c.name() == colour)?;
                Some(EndingNote::Withdrawn {
                    tournament: tournament.to_owned(),
                    loser,
                })
            });
        typed.unwrap_or_else(|| EndingNote::Admin(key.to_owned()))
    }
}

impl From<&str> for EndingNote {
    fn from(text: &str) -> EndingNote {
        EndingNote::Admin(text.to_owned())
    }
}

impl fmt::Display for EndingNote {
    /// In English, for the log, the PGN and the admin; letters word it per language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndingNote::Admin(text) => f.write_str(text),
            EndingNote::Withdrawn { tournament, loser } => {
                write!(f, "{loser} was withdrawn from the tournament {tournament}")
            }
            EndingNote::Tablebase {
                claimant,
                claim,
                announced,
            } => {
                write!(
                    f,
                    "{claimant} claimed a {} by the endgame tables",
                    claim.key()
                )?;
                match announced {
                    Some(m) => write!(f, " after announcing {m} (not played)"),
                    None => Ok(()),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ending_notes_keep_their_kind_in_the_store() {
        for note in [
            EndingNote::Admin("both agreed by phone".to_owned()),
            EndingNote::Admin("withdrawn:white:Spring".to_owned()),
            EndingNote::Withdrawn {
                tournament: "Spring-2026".to_owned(),
                loser: Color::Black,
            },
            EndingNote::Tablebase {
                claimant: Color::White,
                claim: TablebaseClaim::Win,
                announced: Some("Qd2+".parse().unwrap()),
            },
            EndingNote::Tablebase {
                claimant: Color::Black,
                claim: TablebaseClaim::Draw,
                announced: None,
            },
        ] {
            assert_eq!(EndingNote::from_key(&note.key()), note);
        }
    }

    #[test]
    fn keys_round_trip() {
        for t in Termination::ALL {
            assert_eq!(Termination::from_key(t.key()), Some(t));
        }
        for r in ["1-0", "0-1", "1/2-1/2", "*"] {
            assert_eq!(r.parse::<GameResult>().unwrap().pgn(), r);
        }
    }

    #[test]
    fn outcomes_read_as_sentences() {
        let o = Outcome::new(GameResult::BlackWins, Termination::Resignation);
        assert_eq!(o.to_string(), "Black won by resignation (0-1)");
        let o = Outcome::new(GameResult::Draw, Termination::ThreefoldClaim);
        assert_eq!(
            o.to_string(),
            "drawn by threefold repetition (claimed) (1/2-1/2)"
        );
    }
}
