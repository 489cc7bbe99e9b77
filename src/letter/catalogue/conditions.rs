//! Conditional moves: which message of `i18n/<code>/conditions.ftl` says every
//! [`ConditionsLine`], the refusals of a tree, the conditions commands as players write
//! them, and what is wrong with an `If` line, with which arguments. One `match` per
//! type, the same for every language; the sentences are the files'. Moves are written
//! here in the reader's piece letters, numbered as SAN numbers them.

use crate::command::ConditionsCommand;
use crate::command::conditions::ConditionsProblem;
use crate::game::conditions::{Refusal, TreeMove};
use crate::i18n::{Args, message};
use crate::letter::MoveRef;
use crate::letter::conditions::ConditionsLine;
use crate::notation::Language;
use crate::notation::pgn_read::{MAX_DEPTH, MAX_MOVES, PgnError};
use crate::rules::Color;

/// A message of `conditions.ftl` and its arguments.
type Message = (&'static str, Args);

/// `1... e5 2. Nf3 Nc6 3. Bb5`: a line in numbered SAN, in `language`'s letters.
fn numbered(line: &[MoveRef], language: Language) -> String {
    let mut out: Vec<String> = Vec::with_capacity(line.len() * 2);
    for (i, m) in line.iter().enumerate() {
        let san = m.san.localized(language);
        match m.side {
            Color::White => out.push(format!("{}. {san}", m.number)),
            Color::Black if i == 0 => out.push(format!("{}... {san}", m.number)),
            Color::Black => out.push(san),
        }
    }
    out.join(" ")
}

/// The lines, one per row, indented: the letter's layout, the same in every language.
fn rows(lines: &[Vec<MoveRef>], language: Language) -> String {
    lines
        .iter()
        .map(|l| format!("\n  {}", numbered(l, language)))
        .collect()
}

/// `2... Nc6, 3... d6`.
fn list(moves: &[MoveRef], language: Language) -> String {
    moves
        .iter()
        .map(|m| m.text(language))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A move of a tree as a letter writes it (`2... Nc6`).
fn tree_move(m: &TreeMove, language: Language) -> String {
    MoveRef {
        number: m.number,
        side: m.side,
        san: m.san,
    }
    .text(language)
}

/// A line's number (of an `If` line, of a PGN file): text, not a number, because it
/// names a line rather than counts (a Fluent tool would group `1234` as `1,234`).
fn label(n: u32) -> String {
    n.to_string()
}

/// One sentence of [`ConditionsLine`] in `language`.
pub(crate) fn line(language: Language, line: &ConditionsLine) -> String {
    use ConditionsLine as L;
    let (id, args): Message = match line {
        L::Help => ("conditions-help", Args::new()),
        L::Set { lines, replaced } => (
            "conditions-set",
            Args::new()
                .with("replaced", if *replaced { "true" } else { "false" })
                .with("count", lines.len())
                .with("lines", rows(lines, language)),
        ),
        L::LeftOut(moves) => (
            "conditions-left-out",
            Args::new()
                .with("count", moves.len())
                .with("moves", list(moves, language)),
        ),
        L::Listing(lines) => (
            "conditions-listing",
            Args::new()
                .with("count", lines.len())
                .with("lines", rows(lines, language)),
        ),
        L::Held { lines } => ("conditions-held", Args::new().with("count", *lines)),
        L::NoConditions => ("conditions-none", Args::new()),
        L::Cleared => ("conditions-cleared", Args::new()),
        L::NothingToClear => ("conditions-nothing-to-clear", Args::new()),
        L::PlayedForYou { mv, lines_left } => (
            "conditions-played-for-you",
            Args::new()
                .with("move", mv.text(language))
                .with("lines_left", *lines_left),
        ),
        L::Dropped { mv } => (
            "conditions-dropped",
            Args::new().with("move", mv.text(language)),
        ),
    };
    message(language, id, &args)
}

/// Why a tree was refused, as a whole.
pub(crate) fn refusal(language: Language, refusal: &Refusal) -> String {
    let words = super::catalogue(language);
    let (id, args): Message = match refusal {
        Refusal::NotWaiting => ("conditions-refusal-not-waiting", Args::new()),
        Refusal::NotInThisEvent => ("conditions-refusal-not-in-this-event", Args::new()),
        Refusal::Unreadable {
            line,
            text,
            problem,
        } => {
            let args = Args::new()
                .with("text", text)
                .with("problem", words.syntax_error(problem));
            match line {
                Some(n) => (
                    "conditions-refusal-unreadable-in-line",
                    args.with("line", label(*n)),
                ),
                None => ("conditions-refusal-unreadable", args),
            }
        }
        Refusal::Illegal {
            line,
            number,
            side,
            error,
        } => {
            let args = Args::new()
                .with("number", *number)
                .with("side", side.name())
                .with("error", words.move_error(error));
            match line {
                Some(n) => (
                    "conditions-refusal-illegal-in-line",
                    args.with("line", label(*n)),
                ),
                None => ("conditions-refusal-illegal", args),
            }
        }
        Refusal::TwoAnswers {
            opponent,
            first,
            second,
        } => (
            "conditions-refusal-two-answers",
            Args::new()
                .with("opponent", tree_move(opponent, language))
                .with("first", first.localized(language))
                .with("second", second.localized(language)),
        ),
        Refusal::NoAnswer => ("conditions-refusal-no-answer", Args::new()),
        Refusal::TooLarge { max } => (
            "conditions-refusal-too-large",
            Args::new().with("max", *max),
        ),
        Refusal::NoPgn => ("conditions-refusal-no-pgn", Args::new()),
        Refusal::PgnUnusable => ("conditions-refusal-pgn-unusable", Args::new()),
        Refusal::Pgn(error) => (
            "conditions-refusal-pgn",
            Args::new().with("error", pgn_error(language, error)),
        ),
    };
    message(language, id, &args)
}

/// What is wrong with an attached PGN, after "cannot be read: ".
fn pgn_error(language: Language, error: &PgnError) -> String {
    let at = |id, line: &u32| (id, Args::new().with("line", label(*line)));
    let (id, args): Message = match error {
        PgnError::NoMoves => ("conditions-pgn-no-moves", Args::new()),
        PgnError::UnclosedVariation => ("conditions-pgn-unclosed-variation", Args::new()),
        PgnError::StrayParenthesis { line } => at("conditions-pgn-stray-parenthesis", line),
        PgnError::VariationFirst { line } => at("conditions-pgn-variation-first", line),
        PgnError::UnclosedComment { line } => at("conditions-pgn-unclosed-comment", line),
        PgnError::UnclosedTag { line } => at("conditions-pgn-unclosed-tag", line),
        PgnError::TooDeep => (
            "conditions-pgn-too-deep",
            Args::new().with("max", MAX_DEPTH),
        ),
        PgnError::TooManyMoves => (
            "conditions-pgn-too-many-moves",
            Args::new().with("max", MAX_MOVES),
        ),
    };
    message(language, id, &args)
}

/// A conditions command as a player writes it in `language`.
pub(crate) fn command(language: Language, command: &ConditionsCommand) -> String {
    let (id, args): Message = match command {
        ConditionsCommand::If(moves) => {
            let moves: Vec<String> = moves.iter().map(|m| m.localized(language)).collect();
            (
                "conditions-command-if",
                Args::new().with("moves", moves.join(" ")),
            )
        }
        ConditionsCommand::FromPgn => ("conditions-command-from-pgn", Args::new()),
        ConditionsCommand::List => ("conditions-command-list", Args::new()),
        ConditionsCommand::Clear => ("conditions-command-clear", Args::new()),
    };
    message(language, id, &args)
}

/// Why an `If` line cannot be read, after "I did not understand `…`: ".
pub(crate) fn problem(language: Language, problem: &ConditionsProblem) -> String {
    let words = super::catalogue(language);
    let (id, args): Message = match problem {
        ConditionsProblem::NotAMove(word) => (
            "conditions-problem-not-a-move",
            Args::new().with("word", word),
        ),
        ConditionsProblem::BadMove { text, problem } => (
            "conditions-problem-bad-move",
            Args::new()
                .with("text", text)
                .with("problem", words.syntax_error(problem)),
        ),
        ConditionsProblem::TooLong { max } => {
            ("conditions-problem-too-long", Args::new().with("max", *max))
        }
    };
    message(language, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::SanPlus;
    use Language::{English, German};

    /// Every `conditions-` message of English, with the same arguments, in every language
    /// (and no other), so a translator sees at once what a sentence may use.
    #[test]
    fn every_language_has_the_same_messages() {
        crate::i18n::assert_same_messages("conditions-", "conditions.ftl");
    }

    #[test]
    fn lines_are_numbered_from_either_side() {
        let pos = crate::rules::Position::new();
        let e4 = crate::notation::parse_move("e4", &pos, English).unwrap();
        let after = pos.play(&e4).unwrap();
        let e5 = crate::notation::parse_move("e5", &after, English).unwrap();
        let white = MoveRef {
            number: 1,
            side: Color::White,
            san: SanPlus::from_move(&pos, &e4),
        };
        let black = MoveRef {
            number: 1,
            side: Color::Black,
            san: SanPlus::from_move(&after, &e5),
        };
        assert_eq!(numbered(&[white, black], English), "1. e4 e5");
        assert_eq!(numbered(&[black], German), "1... e5");
    }
}
