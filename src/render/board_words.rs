//! The position in words, for readers who choose `Board words` (screen readers, braille
//! displays): each side's pieces in one sentence that starts with its colour, grouped
//! by kind, squares in file order (pawns file by file, as blind players of Lichess
//! asked for, lila #4845); then the last move in words, check or mate, and the side to
//! move. No grid: a reader reads it line by line and never cell by cell.
//!
//! ```text
//! White: king e1, queen d1, rooks a1 h1, bishops c1 f1, knights b1 g1, pawns a2 b2 c2 d2 e4 f2 g2 h2.
//! Black (yours): king e8, queen d8, rooks a8 h8, …, pawns a7 b7 c7 d7 e7 f7 g7 h7.
//!
//! Last move: white pawn from e2 to e4.
//! Black to move.
//! ```
//!
//! A sentence a side, not a line a kind: fourteen lines, one a kind, each saying its
//! colour again, took 40 s to hear after a capture. The values are words
//! already (from the language's `board.ftl`); the text and the HTML letter each lay
//! them out their way: lines, or paragraphs.

use super::{Diagram, Strings};
use crate::rules::{CastlingMode, Color, MoveKind, Piece, Role, Square};

/// A piece a move took: what it was, where it stood (beside the capturing pawn for en
/// passant), and whether it was taken en passant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Taken {
    pub piece: Piece,
    pub square: Square,
    pub en_passant: bool,
}

/// What a move did, as the sentences about it need it: which piece went where and
/// what it took, or how a side castled. One reading of a move for every style: the
/// position in words says it as "Last move: …", a letter's first lines from the
/// reader's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveFacts {
    Moved {
        piece: Piece,
        from: Square,
        to: Square,
        taken: Option<Taken>,
        promotion: Option<Role>,
    },
    /// `king` and `rook`: each piece's squares before and after (equal when it stays,
    /// in Chess960).
    Castle {
        color: Color,
        side: crate::rules::CastlingSide,
        king: [Square; 2],
        rook: [Square; 2],
    },
}

impl MoveFacts {
    /// The facts of `m`, the move that led to `after`.
    pub fn of(after: &crate::rules::Position, m: &crate::rules::Move) -> MoveFacts {
        // The side to move did not make the last move.
        let mover = !after.turn();
        match m.kind {
            MoveKind::Castle(side) => MoveFacts::Castle {
                color: mover,
                side,
                king: [m.from, side.king_to(mover)],
                rook: [
                    match after.mode() {
                        // In Chess960 the move's `to` is the castling rook's square.
                        CastlingMode::Chess960 => m.to,
                        CastlingMode::Standard => side.rook_from(mover),
                    },
                    side.rook_to(mover),
                ],
            },
            MoveKind::Normal | MoveKind::DoublePush | MoveKind::EnPassant => MoveFacts::Moved {
                piece: m.role.of(mover),
                from: m.from,
                to: m.to,
                taken: m.capture.map(|role| Taken {
                    piece: role.of(!mover),
                    square: m.captured_square(),
                    en_passant: m.kind == MoveKind::EnPassant,
                }),
                promotion: m.promotion,
            },
        }
    }
}

/// The pieces that give check to the side to move in `position`, with their squares,
/// in file order (none when it is not in check).
pub fn checking_pieces(position: &crate::rules::Position) -> Vec<(Piece, Square)> {
    let board = position.board();
    let mut squares: Vec<Square> = position.checkers().collect();
    squares.sort_by_key(|s| (s.file(), s.rank()));
    squares
        .into_iter()
        .filter_map(|sq| board.piece_at(sq).map(|piece| (piece, sq)))
        .collect()
}

/// A position in words: White's pieces in one sentence, Black's in another, then the
/// sentences after them (the last move, check or the end, the side to move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionInWords {
    /// "The position in words", for the HTML letter's heading (the text shows none).
    pub heading: String,
    /// Each side's pieces, White's first: "White: king e1, queen d1, rooks a1 h1, …".
    pub sides: [String; 2],
    pub after: Vec<String>,
}

impl PositionInWords {
    /// As plain text: a side a line, the sentences after them a line each, after a
    /// blank line. No trailing newline.
    pub fn text(&self) -> String {
        let mut out = self.sides.join("\n");
        if !self.after.is_empty() {
            out.push('\n');
        }
        for line in &self.after {
            out.push('\n');
            out.push_str(line);
        }
        out
    }
}

/// The diagram's position in `strings`' language, White's pieces first whichever side
/// the diagram is seen from.
pub fn position_in_words(diagram: &Diagram, strings: &Strings) -> PositionInWords {
    let position = diagram.position();
    let board = position.board();
    let sides = Color::ALL.map(|color| {
        let kinds: Vec<String> = Role::KING_FIRST
            .into_iter()
            .filter_map(|role| {
                let mut squares: Vec<Square> = board.by_piece(role.of(color)).collect();
                if squares.is_empty() {
                    return None;
                }
                squares.sort_by_key(|s| (s.file(), s.rank()));
                Some(strings.kind_on(role, &squares))
            })
            .collect();
        strings.side_pieces(color, color == diagram.orientation(), &kinds)
    });
    let mut after = Vec::new();
    if let Some(m) = diagram.last_move() {
        after.push(match MoveFacts::of(position, m) {
            MoveFacts::Castle {
                color,
                side,
                king,
                rook,
            } => strings.castled(color, side, king, rook),
            MoveFacts::Moved {
                piece,
                from,
                to,
                taken,
                promotion,
            } => strings.moved(piece, from, to, taken, promotion),
        });
    }
    let turn = position.turn();
    if position.is_checkmate() {
        after.push(strings.checkmated(turn));
    } else if position.is_stalemate() {
        after.push(strings.stalemated(turn));
    } else {
        if position.is_check() {
            after.push(strings.in_check(turn));
        }
        // After a resignation, an agreement or a forfeit no one is to move.
        if !diagram.is_over() {
            after.push(strings.to_move(turn));
        }
    }
    PositionInWords {
        heading: strings.words_heading(),
        sides,
        after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Language, parse_move};
    use crate::render::strings::ENGLISH;
    use crate::rules::{Position, Record};

    fn words_after(start: Position, moves: &str, side: Color, strings: &Strings) -> String {
        let mut record = Record::new(start);
        for text in moves.split_whitespace() {
            let m = parse_move(text, record.position(), Language::English)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            record.play(&m).unwrap();
        }
        position_in_words(&Diagram::of_record(&record, side), strings).text()
    }

    fn english(moves: &str) -> String {
        words_after(Position::new(), moves, Color::Black, &ENGLISH)
    }

    #[test]
    fn the_start_from_either_side_lists_white_first() {
        let text = english("");
        insta::assert_snapshot!(text);
        // The same lists; only the reader's side is marked as theirs.
        assert!(text.contains("\nBlack (yours): king e8, "), "{text}");
        assert_eq!(
            text.replace(" (yours)", ""),
            words_after(Position::new(), "", Color::White, &ENGLISH).replace(" (yours)", "")
        );
    }

    #[test]
    fn pawns_by_file_and_one_side_a_line() {
        let text = english("e4 d5 exd5 Qxd5 Nc3");
        assert!(
            text.starts_with(
                "White: king e1, queen d1, rooks a1 h1, bishops c1 f1, knights c3 g1, \
                 pawns a2 b2 c2 d2 f2 g2 h2.\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "\nBlack (yours): king e8, queen d5, rooks a8 h8, bishops c8 f8, \
                 knights b8 g8, pawns a7 b7 c7 e7 f7 g7 h7.\n"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("Last move: white knight from b1 to c3.\nBlack to move."),
            "{text}"
        );
        // One side a line, each starting with its colour: no grid.
        for line in text.lines().take(2) {
            assert!(
                line.starts_with("White: ") || line.starts_with("Black (yours): "),
                "{line}"
            );
            assert!(!line.contains('|'), "{line}");
        }
    }

    #[test]
    fn captures_castling_en_passant_promotion_check_and_mate() {
        let last = |moves: &str| -> String {
            let text = english(moves);
            text.lines()
                .skip_while(|l| !l.starts_with("Last move"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(
            last("e4 d5 exd5"),
            "Last move: white pawn from e4 to d5, taking the black pawn on d5.\nBlack to move."
        );
        assert_eq!(
            last("e4 Nf6 e5 d5 exd6"),
            "Last move: white pawn from e5 to d6, taking the black pawn on d5 en passant.\nBlack to move."
        );
        assert_eq!(
            last("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O"),
            "Last move: White castled king-side: king from e1 to g1, rook from h1 to f1.\nBlack to move."
        );
        assert_eq!(
            last("d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O"),
            "Last move: White castled queen-side: king from e1 to c1, rook from a1 to d1.\nBlack to move."
        );
        assert_eq!(
            last("e4 f5 Qh5"),
            "Last move: white queen from d1 to h5.\nBlack is in check.\nBlack to move."
        );
        assert_eq!(
            last("f3 e5 g4 Qh4"),
            "Last move: black queen from d8 to h4.\nWhite is checkmated."
        );
        let promotion = words_after(
            "8/1P5k/8/8/8/8/8/K7 w - - 0 1".parse().unwrap(),
            "b8=N",
            Color::White,
            &ENGLISH,
        );
        assert!(
            promotion.contains("Last move: white pawn from b7 to b8, promoted to a knight."),
            "{promotion}"
        );
        let capture_promotion = words_after(
            "1r5k/P7/8/8/8/8/8/K7 w - - 0 1".parse().unwrap(),
            "axb8=Q",
            Color::White,
            &ENGLISH,
        );
        assert!(
            capture_promotion.contains(
                "Last move: white pawn from a7 to b8, taking the black rook on b8, promoted to a queen."
            ),
            "{capture_promotion}"
        );
        let stalemate = words_after(
            "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1".parse().unwrap(),
            "Kh6",
            Color::White,
            &ENGLISH,
        );
        assert!(
            stalemate.ends_with("Black has no legal move: stalemate."),
            "{stalemate}"
        );
    }

    #[test]
    fn chess960_castling_says_which_piece_stays() {
        for (fen, said) in [
            // The king on e1 castles onto its own rook on g1: the move's `to` is g1.
            (
                "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
                "king from e1 to g1, rook from g1 to f1.",
            ),
            // The king already on g1: only the rook moves.
            (
                "4r1kr/pppppppp/8/8/8/8/PPPPPPPP/4R1KR w HEhe - 0 1",
                "the king stays on g1, rook from h1 to f1.",
            ),
            // The rook already on f1: only the king moves.
            (
                "4kr2/pppppppp/8/8/8/8/PPPPPPPP/4KR2 w Ff - 0 1",
                "king from e1 to g1, the rook stays on f1.",
            ),
        ] {
            let start = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
            let text = words_after(start, "O-O", Color::White, &ENGLISH);
            assert!(
                text.contains(&format!("Last move: White castled king-side: {said}")),
                "{fen}: {text}"
            );
        }
    }

    #[test]
    fn after_the_game_no_side_is_to_move() {
        let mut record = Record::new(Position::new());
        for text in ["e4", "e5"] {
            let m = parse_move(text, record.position(), Language::English).unwrap();
            record.play(&m).unwrap();
        }
        let diagram = Diagram::of_record(&record, Color::White);
        let running = position_in_words(&diagram, &ENGLISH);
        assert_eq!(
            running.after.last().map(String::as_str),
            Some("White to move.")
        );
        // A resignation ends the game where it stands.
        let over = position_in_words(&diagram.game_over(), &ENGLISH);
        assert_eq!(over.after, ["Last move: black pawn from e7 to e5."]);
    }

    #[test]
    fn every_language_words_the_same_position() {
        let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6";
        for language in Language::ALL {
            let strings = Strings::of(language);
            let text = words_after(Position::new(), moves, Color::White, &strings);
            insta::assert_snapshot!(format!("ruy_lopez_exchange_{}", language.code()), text);
            // A line a side, the blank line, the last move, the side to move: the same
            // lines in every language.
            assert_eq!(text.lines().count(), 2 + 1 + 2, "{text}");
            // Every piece's square is named in its side's line.
            let (white, black) = text.split_once('\n').unwrap();
            let mut record = Record::new(Position::new());
            for m in moves.split_whitespace() {
                let m = parse_move(m, record.position(), Language::English).unwrap();
                record.play(&m).unwrap();
            }
            for square in (0..64).filter_map(|i| Square::from_coords(i % 8, i / 8)) {
                if let Some(piece) = record.position().board().piece_at(square) {
                    let part = piece.color.fold(white, black);
                    assert!(part.contains(&square.to_string()), "{square}: {text}");
                }
            }
        }
    }
}
