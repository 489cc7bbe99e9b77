//! The board as plain text: a diagram that reads in any monospaced font and that the
//! command reader recognises as pawnpost's own text when a player sends it back.
//!
//! ```text
//!   +-----------------+
//! 8 | r n b q k b n r |
//! 7 | p p p p . p p p |
//! 6 | . . . . . . . . |
//! 5 | . . . . p . . . |
//! 4 | . . . .|P|. . . |
//! 3 | . . . . . . . . |
//! 2 | P P P P|.|P P P |
//! 1 | R N B Q K B N R |
//!   +-----------------+
//!     a b c d e f g h
//! ```
//!
//! The last move's squares stand between pipes (`|P|`), a king in check between colons
//! (`:K:`). Only pipes and colons mark squares because the command reader's pattern for
//! a board rank allows exactly those between squares, so a marked rank is still ignored
//! when it comes back unquoted. At the board's edge the mark takes the frame's place,
//! for the same reason: the pattern allows one separator after the last square.

use super::{Diagram, SquareView, TEXT_PRESENTATION, figurine};
use crate::notation::Language;
use crate::rules::{Color, Piece, Role};

/// How pieces are written on a text board (a player setting).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TextStyle {
    /// FEN letters, upper case for White: readable everywhere.
    #[default]
    Letters,
    /// Chess figurines, each followed by U+FE0E so phones keep them as text.
    Figurines,
}

const LAST_MOVE_MARK: char = '|';
const CHECK_MARK: char = ':';
const FRAME: &str = "  +-----------------+";

/// The diagram as lines of at most 21 characters (figurine style: 29 code points),
/// joined with `\n`, no trailing newline. Letters are the piece letters of `language`
/// (German `K D T L S B`, French `R D T F C P`), upper case for White.
pub fn board_text(diagram: &Diagram, style: TextStyle, language: Language) -> String {
    let mut out = String::with_capacity(400);
    out.push_str(FRAME);
    out.push('\n');
    let ranks = diagram.ranks_top_down();
    for (row, rank) in diagram.rows().iter().zip(ranks) {
        push_rank(&mut out, row, rank, style, language);
        out.push('\n');
    }
    out.push_str(FRAME);
    out.push_str("\n   ");
    for file in diagram.files_left_right() {
        out.push(' ');
        out.push(char::from(b'a' + file));
    }
    out
}

/// One rank: `8 | r n b q k b n r |`.
fn push_rank(
    out: &mut String,
    row: &[SquareView; 8],
    rank: u8,
    style: TextStyle,
    language: Language,
) {
    out.push(char::from(b'1' + rank));
    out.push(' ');
    // Left edge: a mark replaces the frame, so it hugs the square as inside the board.
    match mark(None, Some(&row[0])) {
        Some(m) => {
            out.push(' ');
            out.push(m);
        }
        None => out.push_str("| "),
    }
    for (i, view) in row.iter().enumerate() {
        if i > 0 {
            out.push(mark(Some(&row[i - 1]), Some(view)).unwrap_or(' '));
        }
        push_square(out, view, style, language);
    }
    match mark(Some(&row[7]), None) {
        Some(m) => out.push(m),
        None => out.push_str(" |"),
    }
}

/// The character between two neighbouring squares (either may be the frame): the last
/// move's mark wins over the check's where both touch it.
fn mark(left: Option<&SquareView>, right: Option<&SquareView>) -> Option<char> {
    let sides = [left, right];
    if sides.iter().flatten().any(|v| v.last_move) {
        Some(LAST_MOVE_MARK)
    } else if sides.iter().flatten().any(|v| v.check) {
        Some(CHECK_MARK)
    } else {
        None
    }
}

fn push_square(out: &mut String, view: &SquareView, style: TextStyle, language: Language) {
    match (view.piece, style) {
        (Some(piece), TextStyle::Letters) => out.push(piece_letter(piece, language)),
        (Some(piece), TextStyle::Figurines) => {
            out.push(figurine(piece));
            out.push(TEXT_PRESENTATION);
        }
        (None, TextStyle::Letters) => out.push('.'),
        // A middle dot sits lighter between figurines than a full stop.
        (None, TextStyle::Figurines) => out.push('·'),
    }
}

/// A piece's letter on the board: the SAN letter of `language`, and for pawns the
/// initial of the word (`B` for Bauer, `P` for pawn, pion, peón, peão); lower case for
/// Black.
fn piece_letter(piece: Piece, language: Language) -> char {
    let upper = match piece.role {
        Role::Pawn => language.piece_letters().pawn,
        role => crate::notation::letter(role, language),
    };
    match piece.color {
        Color::White => upper,
        Color::Black => upper.to_ascii_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::notation::{Language, parse_move};
    use crate::rules::{Color, Position, Record};

    fn record(moves: &str) -> Record {
        let mut record = Record::new(Position::new());
        for text in moves.split_whitespace() {
            let m = parse_move(text, record.position(), Language::English)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            record.play(&m).unwrap();
        }
        record
    }

    fn board(moves: &str, side: Color, style: TextStyle) -> String {
        board_text(
            &Diagram::of_record(&record(moves), side),
            style,
            Language::English,
        )
    }

    #[test]
    fn german_and_french_letters_read_as_board_not_commands() {
        let diagram = Diagram::of_record(&record("e4 e5 Nf3"), Color::White);
        let german = board_text(&diagram, TextStyle::Letters, Language::German);
        assert!(german.contains("| t s l d k l s t |"), "{german}");
        assert!(german.contains("| B B B B . B B B |"), "{german}");
        let french = board_text(&diagram, TextStyle::Letters, Language::French);
        assert!(french.contains("| T C F D R F"), "{french}");
        for (text, language) in [(german, Language::German), (french, Language::French)] {
            let reading = read_commands(&text, language);
            assert!(reading.is_empty(), "{text}\n{reading:#?}");
            assert_eq!(reading.ignored.len(), 11, "{text}\n{reading:#?}");
        }
    }

    /// The board sent back unquoted must read as nothing: no command, no comment.
    fn assert_ignored_by_reader(text: &str) {
        let reading = read_commands(text, Language::English);
        assert!(reading.is_empty(), "{text}\n{reading:#?}");
        assert_eq!(reading.ignored.len(), 11, "{text}\n{reading:#?}");
    }

    #[test]
    fn start_from_white() {
        let text = board("", Color::White, TextStyle::Letters);
        insta::assert_snapshot!(text);
        assert_ignored_by_reader(&text);
    }

    #[test]
    fn last_move_from_both_sides() {
        for side in Color::ALL {
            let text = board("e4", side, TextStyle::Letters);
            insta::assert_snapshot!(format!("e4_from_{side:?}"), text);
            assert_ignored_by_reader(&text);
        }
    }

    #[test]
    fn check_from_both_sides() {
        // 1. e4 f5 2. Qh5+: the black king on e8 is in check from h5.
        for side in Color::ALL {
            let text = board("e4 f5 Qh5", side, TextStyle::Letters);
            insta::assert_snapshot!(format!("check_from_{side:?}"), text);
            assert!(text.contains(":k:"), "{text}");
            assert_ignored_by_reader(&text);
        }
    }

    #[test]
    fn marks_at_the_edges_replace_the_frame() {
        // 2... Ra6: the last move's squares are on the a-file, the left edge for White.
        let text = board("h4 a5 Rh3 Ra6", Color::White, TextStyle::Letters);
        insta::assert_snapshot!(text);
        assert_ignored_by_reader(&text);
        let text = board("h4 a5 Rh3 Ra6", Color::Black, TextStyle::Letters);
        assert_ignored_by_reader(&text);
    }

    #[test]
    fn figurines_carry_the_text_presentation_selector() {
        let text = board("e4 e5", Color::White, TextStyle::Figurines);
        insta::assert_snapshot!(text);
        assert!(text.contains("♟\u{FE0E}"));
        assert_eq!(text.matches('\u{FE0E}').count(), 32);
        assert_ignored_by_reader(&text);
    }

    #[test]
    fn lines_are_short() {
        for style in [TextStyle::Letters, TextStyle::Figurines] {
            for line in board("e4 f5 Qh5", Color::Black, style).lines() {
                let visible = line.chars().filter(|&c| c != TEXT_PRESENTATION).count();
                assert!(visible <= 40, "{line}");
            }
        }
    }
}
