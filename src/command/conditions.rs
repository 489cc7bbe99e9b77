//! Conditional moves as commands: `If e5 Nf3 Nc6 Bb5` (German `Wenn …`, French
//! `Si …`) on a line of its own — the opponent's move, the answer, the opponent's next
//! move, the answer, … — and the phrases `Conditions`, `Clear Conditions` and
//! `Conditions from PGN` in each language.
//!
//! The phrases are registered in the vocabulary's one index
//! ([`super::vocabulary::BY_FIRST_WORD`]); an `If` line is read whole by
//! [`if_line`], which the reader ([`super::parse`]) asks first about every line. Only
//! the syntax is read here: which moves are legal is the game's question
//! (`crate::game::conditions`).

use std::fmt;

use super::Command;
use super::lexicon::{WordList, word_list};
use super::token::{Token, move_at, tokenize};
use crate::notation::{Language, MoveSyntaxError, MoveText};

/// One command about conditional moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionsCommand {
    /// `If e5 Nf3 Nc6 Bb5`: one line of the tree, from the position after the mail's
    /// own move; the moves as read, the opponent's first.
    If(Vec<MoveText>),
    /// `Conditions from PGN`: the tree is the PGN attached to the mail.
    FromPgn,
    /// `Conditions`: the sender's tree, listed.
    List,
    /// `Clear Conditions`.
    Clear,
}

impl fmt::Display for ConditionsCommand {
    /// In English, as a player writes it; reading it back gives the same command.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionsCommand::If(moves) => {
                f.write_str("If")?;
                for mv in moves {
                    write!(f, " {mv}")?;
                }
                Ok(())
            }
            ConditionsCommand::FromPgn => f.write_str("Conditions from PGN"),
            ConditionsCommand::List => f.write_str("Conditions"),
            ConditionsCommand::Clear => f.write_str("Clear Conditions"),
        }
    }
}

/// What a conditions phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word {
    List,
    Clear,
    FromPgn,
}

impl Word {
    pub(super) fn command(self) -> Command {
        Command::Conditions(match self {
            Word::List => ConditionsCommand::List,
            Word::Clear => ConditionsCommand::Clear,
            Word::FromPgn => ConditionsCommand::FromPgn,
        })
    }
}

impl Word {
    /// What a `[phrases]` key of `commands.toml` stands for, if a conditions word.
    pub(super) fn from_key(key: &str) -> Option<Word> {
        Some(match key {
            "conditions" => Word::List,
            "clear-conditions" => Word::Clear,
            "conditions-from-pgn" => Word::FromPgn,
            _ => return None,
        })
    }
}

/// The word that starts an `If` line, in every language (folded).
static IF_WORDS: WordList = word_list!("if");

/// Words between the moves of an `If` line that change nothing (`If e5 then Nf3`).
static CONNECTORS: WordList = word_list!("then");

/// Arrows and dashes players put between the moves (`e5 -> Nf3`).
const ARROWS: &[&str] = &["->", "→", "=>", "⇒", "-", "–", "—", ":", "…", "..."];

/// The most moves one `If` line may hold.
pub const MAX_LINE_MOVES: usize = 80;

/// Why an `If` line cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionsProblem {
    /// A word that is no move.
    NotAMove(String),
    /// Something shaped like a move that no notation reads (`e9`).
    BadMove {
        text: String,
        problem: MoveSyntaxError,
    },
    /// More than [`MAX_LINE_MOVES`] moves.
    TooLong { max: usize },
}

impl fmt::Display for ConditionsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionsProblem::NotAMove(word) => write!(
                f,
                "`{word}` is no move; an If line holds only moves: your opponent's, then your answer, and so on, e.g. If e5 Nf3 Nc6 Bb5"
            ),
            ConditionsProblem::BadMove { text, problem } => {
                write!(f, "`{text}` is not a move: {problem}")
            }
            ConditionsProblem::TooLong { max } => {
                write!(f, "an If line may hold at most {max} moves")
            }
        }
    }
}

/// Reads `line` as a line of conditional moves: `None` when it is none (it does not
/// start with `If`, `Wenn`, `Falls` or `Si` and a move — `If you play e5 …` is prose),
/// else the command or why it cannot be read.
pub fn if_line(line: &str, language: Language) -> Option<Result<Command, ConditionsProblem>> {
    let tokens = tokenize(line);
    let first = tokens.first()?;
    if !matches!(first.words.as_slice(), [w] if IF_WORDS.contains(w)) {
        return None;
    }
    let mut t = skip_fillers(&tokens, 1);
    // Prose unless a move follows the word.
    one_move_at(&tokens, t, language)?;
    let refuse = |problem| Some(Err(problem));
    let mut moves = Vec::new();
    while t < tokens.len() {
        match one_move_at(&tokens, t, language) {
            Some((mv, next)) => {
                moves.push(mv);
                t = skip_fillers(&tokens, next);
            }
            None => {
                let raw = tokens[t].raw.to_owned();
                return refuse(match MoveText::parse(&raw, language) {
                    Err(problem) if problem.is_move_shaped() => {
                        ConditionsProblem::BadMove { text: raw, problem }
                    }
                    _ => ConditionsProblem::NotAMove(raw),
                });
            }
        }
        if moves.len() > MAX_LINE_MOVES {
            return refuse(ConditionsProblem::TooLong {
                max: MAX_LINE_MOVES,
            });
        }
    }
    Some(Ok(Command::Conditions(ConditionsCommand::If(moves))))
}

/// One move at token `t`: a token that is a move by itself comes first (`e5 d4` are two
/// pawn moves here, never the squares of one), else a move in words over several
/// tokens (`King-Side Castle`, `Kurze Rochade`, `En Passant e5 d6`).
fn one_move_at(tokens: &[Token<'_>], t: usize, language: Language) -> Option<(MoveText, usize)> {
    let token = tokens.get(t)?;
    match MoveText::parse(token.raw, language) {
        Ok(mv) => Some((mv, t + 1)),
        Err(_) => move_at(tokens, t, language),
    }
}

/// The first token at or after `t` that is not a move number, a connector or an arrow.
fn skip_fillers(tokens: &[Token<'_>], mut t: usize) -> usize {
    while let Some(token) = tokens.get(t) {
        let raw = token.raw;
        let number = raw
            .trim_end_matches(['.', '…'])
            .bytes()
            .all(|b| b.is_ascii_digit())
            && raw.ends_with(['.', '…']);
        let connector = matches!(token.words.as_slice(), [w] if CONNECTORS.contains(w));
        if number || connector || ARROWS.contains(&raw) {
            t += 1;
        } else {
            break;
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::{NotUnderstood, Reason, read_commands};

    fn mv(text: &str) -> MoveText {
        text.parse().unwrap()
    }

    fn line(moves: &[&str]) -> Command {
        Command::Conditions(ConditionsCommand::If(moves.iter().map(|m| mv(m)).collect()))
    }

    #[test]
    fn if_lines_in_three_languages() {
        use Language::*;
        for (language, text, want) in [
            (
                English,
                "If e5 Nf3 Nc6 Bb5",
                &["e5", "Nf3", "Nc6", "Bb5"][..],
            ),
            (English, "if e5 then Nf3", &["e5", "Nf3"]),
            (
                English,
                "If 1... e5 2. Nf3 2... Nc6 3. Bb5",
                &["e5", "Nf3", "Nc6", "Bb5"],
            ),
            (
                English,
                "If e5, Nf3; Nc6 -> Bb5",
                &["e5", "Nf3", "Nc6", "Bb5"],
            ),
            (English, "If d5 e4 dxe4 d3", &["d5", "e4", "dxe4", "d3"]),
            (English, "If Nc6 King-Side Castle", &["Nc6", "O-O"]),
            (German, "Wenn e5 Sf3 Sc6 Lb5", &["e5", "Nf3", "Nc6", "Bb5"]),
            (German, "Falls e5 dann Sf3", &["e5", "Nf3"]),
            (German, "Wenn Sc6 Kurze Rochade", &["Nc6", "O-O"]),
            // As docs/de/rules.md shows them.
            (German, "Wenn 1... e5 2. Sf3", &["e5", "Nf3"]),
            (German, "Wenn e5 -> Sf3", &["e5", "Nf3"]),
            (French, "Si 1... e5 2. Cf3", &["e5", "Nf3"]),
            (French, "Si e5 Cf3 Cc6 Fb5", &["e5", "Nf3", "Nc6", "Bb5"]),
            (French, "Si e5 alors Cf3", &["e5", "Nf3"]),
            // French R is the king.
            (French, "Si e5 Re2", &["e5", "Ke2"]),
        ] {
            let reading = read_commands(text, language);
            assert_eq!(reading.commands, [line(want)], "{text}: {reading:#?}");
            assert!(reading.not_understood.is_empty(), "{text}");
            assert!(reading.comment.is_none(), "{text}");
        }
    }

    #[test]
    fn several_lines_with_a_move() {
        let reading = read_commands(
            "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3\n\nGood luck!",
            Language::English,
        );
        assert_eq!(
            reading.commands,
            [
                Command::Move(mv("e4")),
                line(&["e5", "Nf3", "Nc6", "Bb5"]),
                line(&["c5", "Nf3"]),
            ]
        );
        assert_eq!(reading.comment.as_deref(), Some("Good luck!"));
        assert!(reading.conflicts.is_empty(), "{:?}", reading.conflicts);
    }

    #[test]
    fn prose_starting_with_if_is_a_comment() {
        for text in [
            "If you play e5 I will be surprised",
            "Wenn du Zeit hast, spiel schneller",
            "Si vous voulez, on peut jouer une autre partie",
            "If",
        ] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}: {reading:?}");
            assert!(reading.not_understood.is_empty(), "{text}: {reading:?}");
            assert_eq!(reading.comment.as_deref(), Some(text));
        }
    }

    #[test]
    fn a_broken_if_line_is_explained_not_passed_on() {
        for (text, want) in [
            (
                "If e5 Nf3 and then I win",
                ConditionsProblem::NotAMove("I".into()),
            ),
            (
                "If e5 Nf9",
                ConditionsProblem::BadMove {
                    text: "Nf9".into(),
                    problem: MoveSyntaxError::NoSuchSquare("f9".into()),
                },
            ),
        ] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}");
            assert!(
                reading.comment.is_none(),
                "{text}: the line never reaches the opponent"
            );
            assert_eq!(
                reading.not_understood,
                [NotUnderstood {
                    text: text.into(),
                    reason: Reason::Conditions(want)
                }],
                "{text}"
            );
        }
        let long = format!("If {}", "Nf3 Nf6 Ng1 Ng8 ".repeat(21));
        let reading = read_commands(&long, Language::English);
        assert_eq!(
            reading.not_understood[0].reason,
            Reason::Conditions(ConditionsProblem::TooLong {
                max: MAX_LINE_MOVES
            })
        );
    }

    #[test]
    fn phrases_in_three_languages() {
        use ConditionsCommand::*;
        use Language::*;
        for (language, text, want) in [
            (English, "Conditions", List),
            (English, "Show my conditions", List),
            (English, "Clear Conditions", Clear),
            (English, "Conditions from PGN", FromPgn),
            (German, "Bedingungen", List),
            (German, "Bedingungen löschen", Clear),
            (German, "Bedingungen aus PGN", FromPgn),
            (French, "Mes conditions", List),
            (French, "Effacer les conditions", Clear),
            (French, "Conditions depuis le PGN", FromPgn),
            (French, "Conditions", List),
        ] {
            let reading = read_commands(text, language);
            assert_eq!(
                reading.commands,
                [Command::Conditions(want)],
                "{text}: {reading:#?}"
            );
        }
    }

    #[test]
    fn every_command_reads_back_from_its_english_text() {
        for command in [
            ConditionsCommand::If(vec![mv("e5"), mv("Nf3"), mv("O-O"), mv("e8=Q")]),
            ConditionsCommand::FromPgn,
            ConditionsCommand::List,
            ConditionsCommand::Clear,
        ] {
            let reading = read_commands(&command.to_string(), Language::English);
            assert_eq!(
                reading.commands,
                [Command::Conditions(command.clone())],
                "{command}"
            );
        }
    }
}
