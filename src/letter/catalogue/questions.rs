//! The words of the answers to questions about the board: which message of
//! `i18n/<code>/questions.ftl` each [`QuestionLine`], question and refusal is, with
//! which arguments. Pieces are passed as keys (`$color` `white`/`black`, `$role`
//! `knight`…), so the files word them as `board.ftl` does (its `board-role`,
//! `board-piece`, `board-color` and `board-piece-on` are referenced, not copied);
//! `$whose` is `yours` or `theirs`, from the reader's side.

use crate::command::{AskCommand, AskProblem};
use crate::i18n::{Args, message};
use crate::letter::questions::{Along, MoveItem, QuestionLine};
use crate::notation::Language;
use crate::rules::{Color, Piece, Role, Square};

type Message = (&'static str, Args);

fn whose(side: Color, reader: Color) -> &'static str {
    if side == reader { "yours" } else { "theirs" }
}

fn piece_args(args: Args, piece: Piece, reader: Color) -> Args {
    args.with("color", piece.color.name())
        .with("role", piece.role.name())
        .with("whose", whose(piece.color, reader))
}

/// Items joined as a list (`knight f4, rook d1`): the separator is the language's.
fn list(language: Language, items: Vec<String>) -> String {
    items.join(&message(language, "question-list-separator", &Args::new()))
}

/// `knight f4` (`board-piece-on`).
fn role_on(language: Language, role: Role, square: Square) -> String {
    message(
        language,
        "board-piece-on",
        &Args::new()
            .with("role", role.name())
            .with("square", square.to_string()),
    )
}

fn squares(language: Language, squares: &[Square]) -> String {
    list(language, squares.iter().map(Square::to_string).collect())
}

fn move_item(language: Language, item: &MoveItem) -> String {
    let args = Args::new()
        .with("to", item.to.to_string())
        .with("takes", item.takes.map_or("none", Role::name))
        .with("promotes", item.promotes.map_or("none", Role::name))
        .with("castles", item.castles.map_or("none", |side| side.key()));
    message(language, "question-move-item", &args)
}

/// One sentence of an answer in `language`.
pub(crate) fn line(language: Language, line: &QuestionLine) -> String {
    use QuestionLine as L;
    let (id, args): Message = match line {
        L::Occupant {
            square,
            occupant: None,
            ..
        } => (
            "question-square-empty",
            Args::new().with("square", square.to_string()),
        ),
        L::Occupant {
            square,
            occupant: Some(piece),
            reader,
        } => (
            "question-square-piece",
            piece_args(Args::new(), *piece, *reader).with("square", square.to_string()),
        ),
        L::Attackers {
            square,
            side,
            defend,
            pieces,
            reader,
        } => (
            "question-square-attackers",
            Args::new()
                .with("square", square.to_string())
                .with("color", side.name())
                .with("whose", whose(*side, *reader))
                .with("defend", if *defend { "yes" } else { "no" })
                .with("count", pieces.len())
                .with(
                    "pieces",
                    list(
                        language,
                        pieces
                            .iter()
                            .map(|(role, sq)| role_on(language, *role, *sq))
                            .collect(),
                    ),
                ),
        ),
        L::Pieces {
            side,
            role,
            squares: found,
            reader,
        } => (
            if found.is_empty() {
                "question-pieces-none"
            } else {
                "question-pieces"
            },
            Args::new()
                .with("color", side.name())
                .with("role", role.name())
                .with("whose", whose(*side, *reader))
                .with("count", found.len())
                .with("squares", squares(language, found)),
        ),
        L::Line {
            along,
            pieces,
            reader,
        } => {
            let items = pieces
                .iter()
                .map(|(square, piece)| {
                    message(
                        language,
                        "question-line-item",
                        &piece_args(Args::new(), *piece, *reader)
                            .with("square", square.to_string()),
                    )
                })
                .collect();
            let (id, name) = match along {
                Along::Rank(rank) => ("question-rank", (b'1' + rank) as char),
                Along::File(file) => ("question-file", (b'a' + file) as char),
            };
            (
                id,
                Args::new()
                    .with("name", name.to_string())
                    .with("count", pieces.len())
                    .with("pieces", list(language, items)),
            )
        }
        L::Moves {
            square,
            piece,
            to_move,
            moves,
            reader,
        } => (
            "question-moves",
            piece_args(Args::new(), *piece, *reader)
                .with("square", square.to_string())
                .with("to_move", if *to_move { "yes" } else { "no" })
                .with("count", moves.len())
                .with(
                    "moves",
                    list(
                        language,
                        moves.iter().map(|m| move_item(language, m)).collect(),
                    ),
                ),
        ),
        L::MovesNotNow {
            square,
            piece,
            reader,
        } => (
            "question-moves-not-now",
            piece_args(Args::new(), *piece, *reader).with("square", square.to_string()),
        ),
        L::NoPieceOn { square } => (
            "question-no-piece",
            Args::new().with("square", square.to_string()),
        ),
        L::NotThatPiece {
            square,
            said,
            found,
            reader,
        } => (
            "question-not-that-piece",
            piece_args(Args::new(), *found, *reader)
                .with("square", square.to_string())
                .with("said", said.name()),
        ),
        L::Lost { side, lost, reader } => {
            let items: Vec<String> = Role::KING_FIRST
                .iter()
                .filter(|role| lost[role.index()] > 0)
                .map(|role| {
                    message(
                        language,
                        "question-lost-item",
                        &Args::new()
                            .with("role", role.name())
                            .with("count", lost[role.index()]),
                    )
                })
                .collect();
            (
                "question-lost",
                Args::new()
                    .with("color", side.name())
                    .with("whose", whose(*side, *reader))
                    .with("count", items.len())
                    .with("pieces", list(language, items)),
            )
        }
    };
    message(language, id, &args)
}

/// The subject's news: the answer to the reader's `count` questions.
pub(crate) fn topic(language: Language, count: u32) -> String {
    message(
        language,
        "question-topic",
        &Args::new().with("count", count),
    )
}

/// A question as a player writes it in `language` (`Feld d5`, `Coups Cf3`).
pub(crate) fn command(language: Language, question: &AskCommand) -> String {
    let (id, args): Message = match question {
        AskCommand::Square(square) => (
            "question-command-square",
            Args::new().with("square", square.to_string()),
        ),
        AskCommand::Pieces { color, role } => (
            "question-command-pieces",
            Args::new()
                .with("color", color.map_or("any", Color::name))
                .with("role", role.map_or("any", Role::name)),
        ),
        AskCommand::Rank(rank) => (
            "question-command-rank",
            Args::new().with("name", ((b'1' + rank) as char).to_string()),
        ),
        AskCommand::File(file) => (
            "question-command-file",
            Args::new().with("name", ((b'a' + file) as char).to_string()),
        ),
        AskCommand::Moves { square, role } => {
            let letter = match role {
                None | Some(Role::Pawn) => String::new(),
                Some(role) => {
                    let p = language.piece_letters();
                    match role {
                        Role::King => p.king,
                        Role::Queen => p.queen,
                        Role::Rook => p.rook,
                        Role::Bishop => p.bishop,
                        Role::Knight | Role::Pawn => p.knight,
                    }
                    .to_string()
                }
            };
            (
                "question-command-moves",
                Args::new().with("piece", format!("{letter}{square}")),
            )
        }
        AskCommand::Captured => ("question-command-captured", Args::new()),
    };
    message(language, id, &args)
}

/// Why a question's argument was refused, with what to write instead.
pub(crate) fn problem(language: Language, problem: &AskProblem) -> String {
    let id = match problem {
        AskProblem::Square => "question-problem-square",
        AskProblem::Rank => "question-problem-rank",
        AskProblem::File => "question-problem-file",
        AskProblem::Moves => "question-problem-moves",
        AskProblem::Pieces => "question-problem-pieces",
    };
    message(language, id, &Args::new())
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_language_has_the_messages_of_english_with_the_same_arguments() {
        crate::i18n::assert_same_messages("question-", "questions.ftl");
    }
}
