//! Questions about the board of a game, answered in a few lines without the position:
//! `Square d5` (what stands there, what attacks and defends it), `Pieces knights`,
//! `Pieces white`, `Pieces` (where pieces stand), `Rank 5`, `File d` (a line's pieces in
//! order), `Moves Nf3` (one piece's legal moves; also `Moves knight f3`, `Moves f3`),
//! `Captured` (what each side lost). The words are each language's `ask-*` phrases in
//! `commands.toml`; this reader takes the argument after them and refuses, with what to
//! write instead, an argument that names no square, line, piece or colour.
//!
//! An argument reader (see [`super`]): it reads tokens and word lists only.

use std::fmt;
use std::sync::LazyLock;

use super::lexicon::{WordList, fold, word_list};
use super::token::Token;
use crate::notation::Language;
use crate::rules::{Color, Role, Square};

/// One question about the board of the game the mail is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AskCommand {
    /// `Square d5`.
    Square(Square),
    /// `Pieces`, `Pieces white`, `Pieces knights`, `Pieces black rooks`: `None` is
    /// every colour, every kind.
    Pieces {
        color: Option<Color>,
        role: Option<Role>,
    },
    /// `Rank 5`: 0 for the first rank.
    Rank(u8),
    /// `File d`: 0 for the a-file.
    File(u8),
    /// `Moves Nf3`, `Moves knight f3`, `Moves f3`: the piece's square, and the kind the
    /// player named, which the answer checks against what stands there.
    Moves { square: Square, role: Option<Role> },
    /// `Captured`.
    Captured,
}

impl fmt::Display for AskCommand {
    /// In English, as a player writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AskCommand::Square(square) => write!(f, "Square {square}"),
            AskCommand::Pieces { color, role } => {
                f.write_str("Pieces")?;
                if let Some(color) = color {
                    write!(f, " {}", color.name())?;
                }
                if let Some(role) = role {
                    write!(f, " {}s", role.name())?;
                }
                Ok(())
            }
            AskCommand::Rank(rank) => write!(f, "Rank {}", rank + 1),
            AskCommand::File(file) => write!(f, "File {}", char::from(b'a' + file)),
            AskCommand::Moves { square, role } => match role {
                Some(Role::Pawn) | None => write!(f, "Moves {square}"),
                Some(role) => write!(f, "Moves {}{square}", role.upper_char()),
            },
            AskCommand::Captured => f.write_str("Captured"),
        }
    }
}

/// What a question phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word {
    Square,
    Pieces,
    Rank,
    File,
    Moves,
    Captured,
}

impl Word {
    /// What a `[phrases]` key of `commands.toml` stands for, if a question word.
    pub(super) fn from_key(key: &str) -> Option<Word> {
        Some(match key {
            "ask-square" => Word::Square,
            "ask-pieces" => Word::Pieces,
            "ask-rank" => Word::Rank,
            "ask-file" => Word::File,
            "ask-moves" => Word::Moves,
            "ask-captured" => Word::Captured,
            _ => return None,
        })
    }
}

/// Why a question's argument cannot be read; each says what to write instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AskProblem {
    /// `Square` without a square (`Square z9`).
    Square,
    /// `Rank` without a number from 1 to 8.
    Rank,
    /// `File` without a letter from a to h.
    File,
    /// `Moves` without a piece's square.
    Moves,
    /// `Pieces` followed by neither a colour nor a kind of piece.
    Pieces,
}

impl fmt::Display for AskProblem {
    /// In English, for logs and `pawnpost read`; letters word it from `questions.ftl`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AskProblem::Square => "Square needs a square from a1 to h8, e.g. Square d5",
            AskProblem::Rank => "Rank needs a number from 1 to 8, e.g. Rank 5",
            AskProblem::File => "File needs a letter from a to h, e.g. File d",
            AskProblem::Moves => {
                "Moves needs the square of a piece, e.g. Moves Nf3, Moves knight f3 or Moves f3"
            }
            AskProblem::Pieces => {
                "Pieces takes a colour or a kind of piece, e.g. Pieces white, Pieces knights or Pieces alone"
            }
        })
    }
}

/// The kinds of piece by every language's words, singular (`piece-*`, the lists moves
/// in words use, written as players write them) and plural (`pieces-*`), folded.
static ROLE_WORDS: LazyLock<Vec<(String, Role)>> = LazyLock::new(|| {
    let mut found = Vec::new();
    for role in Role::ALL {
        for list in ["piece", "pieces"] {
            let key = format!("{list}-{}", role.name());
            for word in crate::i18n::every_language(&key) {
                found.push((fold(word), role));
            }
        }
    }
    found
});

static WHITE: WordList = word_list!("white");
static BLACK: WordList = word_list!("black");
/// `on` between a piece and its square (`knight on f3`).
static ON: WordList = word_list!("move-on");

/// The kind of piece `word` (folded) names in some language.
fn role_word(word: &str) -> Option<Role> {
    ROLE_WORDS
        .iter()
        .find_map(|(w, role)| (w == word).then_some(*role))
}

fn color_word(word: &str) -> Option<Color> {
    if WHITE.contains(word) {
        Some(Color::White)
    } else if BLACK.contains(word) {
        Some(Color::Black)
    } else {
        None
    }
}

/// The one folded word of a token, if it has exactly one.
fn single<'t>(token: &'t Token<'_>) -> Option<&'t str> {
    match token.words.as_slice() {
        [word] => Some(word.as_str()),
        _ => None,
    }
}

fn square_word(word: &str) -> Option<Square> {
    Square::from_ascii(word.as_bytes())
}

/// `Nf3`, `Sf3` (a piece letter of `language`, else of English) or `f3`.
fn piece_and_square(word: &str, raw: &str, language: Language) -> Option<(Option<Role>, Square)> {
    if let Some(square) = square_word(word) {
        return Some((None, square));
    }
    let mut chars = raw.trim_matches(|c: char| !c.is_alphanumeric()).chars();
    let letter = chars.next()?;
    let square = square_word(&fold(chars.as_str()))?;
    let role = [language, Language::English].into_iter().find_map(|l| {
        let p = l.piece_letters();
        [
            (p.king, Role::King),
            (p.queen, Role::Queen),
            (p.rook, Role::Rook),
            (p.bishop, Role::Bishop),
            (p.knight, Role::Knight),
            (p.pawn, Role::Pawn),
        ]
        .into_iter()
        .find_map(|(c, role)| (c == letter).then_some(role))
    })?;
    Some((Some(role), square))
}

/// The question `word` asks with its argument from token `after`, and the token after
/// it.
pub(super) fn arguments(
    word: Word,
    tokens: &[Token<'_>],
    after: usize,
    language: Language,
) -> Result<(AskCommand, usize), AskProblem> {
    let next = tokens.get(after);
    let next_word = next.and_then(single);
    Ok(match word {
        Word::Square => match next_word.and_then(square_word) {
            Some(square) => (AskCommand::Square(square), after + 1),
            None => return Err(AskProblem::Square),
        },
        Word::Rank => {
            let rank = next_word
                .and_then(|w| w.parse::<u8>().ok().or_else(|| number(w)))
                .filter(|n| (1..=8).contains(n));
            match rank {
                Some(n) => (AskCommand::Rank(n - 1), after + 1),
                None => return Err(AskProblem::Rank),
            }
        }
        Word::File => match next_word.map(str::as_bytes) {
            Some([letter @ b'a'..=b'h']) => (AskCommand::File(letter - b'a'), after + 1),
            _ => return Err(AskProblem::File),
        },
        Word::Moves => {
            // `Nf3`, `f3`, or `knight f3`, `knight on f3`.
            if let Some((role, square)) =
                next_word.and_then(|w| piece_and_square(w, next.map_or("", |t| t.raw), language))
            {
                (AskCommand::Moves { square, role }, after + 1)
            } else if let Some(role) = next_word.and_then(role_word) {
                let mut t = after + 1;
                if tokens
                    .get(t)
                    .and_then(single)
                    .is_some_and(|w| ON.contains(w))
                {
                    t += 1;
                }
                match tokens.get(t).and_then(single).and_then(square_word) {
                    Some(square) => (
                        AskCommand::Moves {
                            square,
                            role: Some(role),
                        },
                        t + 1,
                    ),
                    None => return Err(AskProblem::Moves),
                }
            } else {
                return Err(AskProblem::Moves);
            }
        }
        Word::Pieces => {
            let mut color = None;
            let mut role = None;
            let mut t = after;
            // A colour and a kind, in either order: at most two words.
            while t < after + 2 {
                let Some(w) = tokens.get(t).and_then(single) else {
                    break;
                };
                if color.is_none()
                    && let Some(c) = color_word(w)
                {
                    color = Some(c);
                } else if role.is_none()
                    && let Some(r) = role_word(w)
                {
                    role = Some(r);
                } else {
                    break;
                }
                t += 1;
            }
            // `Pieces dragons`: one word after it that is neither, and nothing more.
            if t == after && tokens.len() == after + 1 && next_word.is_some() {
                return Err(AskProblem::Pieces);
            }
            (AskCommand::Pieces { color, role }, t)
        }
        Word::Captured => (AskCommand::Captured, after),
    })
}

/// A rank in words (`five`, `fünf`, `cinq`).
fn number(word: &str) -> Option<u8> {
    super::lexicon::number_word(word).and_then(|n| u8::try_from(n).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::command::parse::read_commands;

    fn asked(text: &str, language: Language) -> Vec<Command> {
        read_commands(text, language).commands
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn each_question_reads_its_argument() {
        let en = Language::English;
        for (text, want) in [
            ("Square d5", AskCommand::Square(sq("d5"))),
            ("square D5", AskCommand::Square(sq("d5"))),
            (
                "Pieces",
                AskCommand::Pieces {
                    color: None,
                    role: None,
                },
            ),
            (
                "Pieces knights",
                AskCommand::Pieces {
                    color: None,
                    role: Some(Role::Knight),
                },
            ),
            (
                "Pieces white",
                AskCommand::Pieces {
                    color: Some(Color::White),
                    role: None,
                },
            ),
            (
                "Pieces black rooks",
                AskCommand::Pieces {
                    color: Some(Color::Black),
                    role: Some(Role::Rook),
                },
            ),
            ("Rank 5", AskCommand::Rank(4)),
            ("File d", AskCommand::File(3)),
            (
                "Moves Nf3",
                AskCommand::Moves {
                    square: sq("f3"),
                    role: Some(Role::Knight),
                },
            ),
            (
                "Moves knight f3",
                AskCommand::Moves {
                    square: sq("f3"),
                    role: Some(Role::Knight),
                },
            ),
            (
                "Moves knight on f3",
                AskCommand::Moves {
                    square: sq("f3"),
                    role: Some(Role::Knight),
                },
            ),
            (
                "Moves f3",
                AskCommand::Moves {
                    square: sq("f3"),
                    role: None,
                },
            ),
            ("Captured", AskCommand::Captured),
        ] {
            assert_eq!(asked(text, en), [Command::Ask(want)], "{text}");
        }
    }

    #[test]
    fn a_wrong_argument_is_refused_with_what_to_write() {
        use crate::command::parse::Reason;
        for (text, problem) in [
            ("Square z9", AskProblem::Square),
            ("Square", AskProblem::Square),
            ("Rank 9", AskProblem::Rank),
            ("File k", AskProblem::File),
            ("Moves", AskProblem::Moves),
            ("Moves dragon f3", AskProblem::Moves),
            ("Pieces dragons", AskProblem::Pieces),
        ] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}: {reading:?}");
            assert_eq!(
                reading.not_understood.first().map(|n| &n.reason),
                Some(&Reason::Ask(problem)),
                "{text}: {reading:?}"
            );
        }
    }

    /// A sentence that starts with a question's word is the player's text, not a
    /// refused question: `Material` and `Captured` take no argument, so the word alone
    /// would read; the common-commands lists say such a word may start prose.
    #[test]
    fn prose_that_starts_with_a_question_word_stays_prose() {
        for (text, language) in [
            (
                "Material is even, but your king looks weak.",
                Language::English,
            ),
            ("Moves like that win games.", Language::English),
            ("Square one again, I fear.", Language::English),
            ("Casa nova, vida nova.", Language::Portuguese),
            (
                "Geschlagen gebe ich mich noch lange nicht.",
                Language::German,
            ),
        ] {
            let reading = read_commands(text, language);
            assert!(
                reading.commands.is_empty() && reading.not_understood.is_empty(),
                "{text}: {reading:?}"
            );
        }
    }

    #[test]
    fn a_piece_letter_is_read_in_the_reader_s_language_first() {
        let moves = |text: &str, language| match asked(text, language).as_slice() {
            [Command::Ask(AskCommand::Moves { role, .. })] => *role,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(moves("Züge Sf3", Language::German), Some(Role::Knight));
        assert_eq!(moves("Coups Cf3", Language::French), Some(Role::Knight));
        assert_eq!(moves("Coups Rg1", Language::French), Some(Role::King));
        assert_eq!(moves("Moves Rg1", Language::English), Some(Role::Rook));
    }
}
