//! The answers to questions about the board (`Square d5`, `Pieces knights`, `Rank 5`,
//! `File d`, `Moves Nf3`, `Captured`: [`AskCommand`]), as data: a short letter to the
//! player who asked, without the position, one paragraph per question, each line
//! standing alone and said from the reader's side ("your knight on f3"). The facts come
//! from the rules core ([`crate::rules::survey_square`] and its siblings); the words from
//! `i18n/<code>/questions.ftl` through `catalogue/questions.rs`.
//!
//! Only the game's players reach this (the daemon admits a mail about a game from its
//! players alone), and the letter goes to the asker only.

use crate::command::AskCommand;
use crate::game::Game;
use crate::rules::{
    CastlingSide, Color, Move, Piece, PieceMoves, Role, Square, lost, moves_of, on_file, on_rank,
    pieces_of, survey_square,
};

use super::{Block, GameTopic, Letter, Line, game_letter};

/// One sentence of an answer, for the player who asked (`reader`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuestionLine {
    /// What stands on `square` (`None`: it is empty).
    Occupant {
        square: Square,
        occupant: Option<Piece>,
        reader: Color,
    },
    /// The pieces of `side` that attack `square` (`defend`: they are the occupant's
    /// own, so they defend it), king first, each kind in file order.
    Attackers {
        square: Square,
        side: Color,
        defend: bool,
        pieces: Vec<(Role, Square)>,
        reader: Color,
    },
    /// Where `side`'s pieces of `role` stand, in file order (empty: it has none).
    Pieces {
        side: Color,
        role: Role,
        squares: Vec<Square>,
        reader: Color,
    },
    /// The pieces on a rank (a to h) or a file (1 to 8).
    Line {
        along: Along,
        pieces: Vec<(Square, Piece)>,
        reader: Color,
    },
    /// The legal moves of the piece on `square`; `to_move` false: the moves it would
    /// have if its side were to move.
    Moves {
        square: Square,
        piece: Piece,
        to_move: bool,
        moves: Vec<MoveItem>,
        reader: Color,
    },
    /// `Moves` for a piece whose side is not to move while the side to move is in
    /// check: nothing can be said until that side has moved.
    MovesNotNow {
        square: Square,
        piece: Piece,
        reader: Color,
    },
    /// `Moves f3` with no piece on f3.
    NoPieceOn { square: Square },
    /// `Moves Nf3` with another kind of piece on f3.
    NotThatPiece {
        square: Square,
        said: Role,
        found: Piece,
        reader: Color,
    },
    /// What `side` lost in captures, by [`Role::index`].
    Lost {
        side: Color,
        lost: [u32; 6],
        reader: Color,
    },
}

/// A rank or a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Along {
    /// 0 for the first rank.
    Rank(u8),
    /// 0 for the a-file.
    File(u8),
}

/// One move of a piece, as an answer says it: where it goes, what it takes, what a
/// pawn becomes, or which way it castles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveItem {
    pub to: Square,
    /// The piece taken (en passant: a pawn).
    pub takes: Option<Role>,
    pub promotes: Option<Role>,
    pub castles: Option<CastlingSide>,
}

impl MoveItem {
    fn of(m: &Move) -> MoveItem {
        MoveItem {
            to: m.to,
            takes: m.capture,
            promotes: m.promotion,
            castles: m.castling_side(),
        }
    }
}

/// The answer to `question` in `game` for the player of `reader`, as lines.
pub fn answer(game: &Game, reader: Color, question: &AskCommand) -> Vec<Line> {
    let position = game.position();
    let board = position.board();
    let lines = match *question {
        AskCommand::Square(square) => {
            let survey = survey_square(board, square);
            let mut lines = vec![QuestionLine::Occupant {
                square,
                occupant: survey.occupant,
                reader,
            }];
            // The reader's side first; the occupant's side defends, the other attacks.
            for side in [reader, !reader] {
                lines.push(QuestionLine::Attackers {
                    square,
                    side,
                    defend: survey.occupant.is_some_and(|p| p.color == side),
                    pieces: survey.attackers[side.index()].clone(),
                    reader,
                });
            }
            lines
        }
        AskCommand::Pieces { color, role } => {
            let sides = match color {
                Some(side) => vec![side],
                None => vec![reader, !reader],
            };
            let mut lines = Vec::new();
            for side in sides {
                for kind in Role::KING_FIRST {
                    if role.is_some_and(|r| r != kind) {
                        continue;
                    }
                    let squares = pieces_of(board, side, kind);
                    // Asked for every kind, a kind the side lacks says nothing; asked
                    // for one kind, "none" is the answer.
                    if squares.is_empty() && role.is_none() {
                        continue;
                    }
                    lines.push(QuestionLine::Pieces {
                        side,
                        role: kind,
                        squares,
                        reader,
                    });
                }
            }
            lines
        }
        AskCommand::Rank(rank) => vec![QuestionLine::Line {
            along: Along::Rank(rank),
            pieces: on_rank(board, rank).unwrap_or_default(),
            reader,
        }],
        AskCommand::File(file) => vec![QuestionLine::Line {
            along: Along::File(file),
            pieces: on_file(board, file).unwrap_or_default(),
            reader,
        }],
        AskCommand::Moves { square, role } => match moves_of(position, square) {
            PieceMoves::Empty => vec![QuestionLine::NoPieceOn { square }],
            PieceMoves::Moves { piece, .. } | PieceMoves::NotWhileInCheck { piece }
                if role.is_some_and(|said| said != piece.role) =>
            {
                vec![QuestionLine::NotThatPiece {
                    square,
                    said: role.unwrap_or(piece.role),
                    found: piece,
                    reader,
                }]
            }
            PieceMoves::Moves {
                piece,
                to_move,
                moves,
            } => vec![QuestionLine::Moves {
                square,
                piece,
                to_move,
                moves: moves.iter().map(MoveItem::of).collect(),
                reader,
            }],
            PieceMoves::NotWhileInCheck { piece } => vec![QuestionLine::MovesNotNow {
                square,
                piece,
                reader,
            }],
        },
        AskCommand::Captured => {
            let lost = lost(game.record());
            [reader, !reader]
                .into_iter()
                .map(|side| QuestionLine::Lost {
                    side,
                    lost: lost.0[side.index()],
                    reader,
                })
                .collect()
        }
    };
    lines.into_iter().map(Line::Questions).collect()
}

/// The letter answering `asked` to the player of `side` in `game`: one paragraph per
/// question, nothing else (no board, no move list).
pub fn answers_letter(game: &Game, side: Color, asked: &[AskCommand]) -> Letter {
    let body = asked
        .iter()
        .map(|question| Block::Paragraph(answer(game, side, question)))
        .collect();
    let count = u32::try_from(asked.len()).unwrap_or(u32::MAX);
    game_letter(game, side, GameTopic::YourQuestions { count }, body)
}
