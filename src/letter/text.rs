//! A letter as plain text: blocks separated by a blank line, except that the state
//! lines (last move, whose turn) follow a drawn board directly, as a caption. A reader
//! who chose `Board words` reads the position as lists instead of the drawing.

use crate::command::BoardStyle;
use crate::render::{TextStyle, board_text};

use super::{Block, Catalogue, FOOTER_MARKER, Letter};

/// The text part of `letter` in `words`' language, its boards in `style`, ending with
/// a newline.
pub fn render(letter: &Letter, words: &dyn Catalogue, style: BoardStyle) -> String {
    let mut out = String::with_capacity(1024);
    let mut previous: Option<&Block> = None;
    for block in &letter.body {
        let text = block_text(block, letter, words, style);
        if text.is_empty() {
            continue;
        }
        match previous {
            None => {}
            Some(Block::Board(_))
                if matches!(block, Block::State(_)) && style != BoardStyle::Words =>
            {
                out.push('\n')
            }
            Some(_) => out.push_str("\n\n"),
        }
        out.push_str(&text);
        previous = Some(block);
    }
    out.push('\n');
    out
}

/// One block of `letter`, without a trailing newline.
fn block_text(block: &Block, letter: &Letter, words: &dyn Catalogue, style: BoardStyle) -> String {
    let lines = |lines: &[super::Line]| {
        lines
            .iter()
            .map(|l| words.line(l))
            .collect::<Vec<_>>()
            .join("\n")
    };
    match block {
        Block::News(l) | Block::Paragraph(l) => lines(&super::lines_for(l, style)),
        Block::State(l) => lines(&super::lines_for(l, style)),
        Block::Comment(comment) => {
            let mut out = words.opponent_writes().to_owned();
            for line in comment.lines() {
                out.push_str("\n| ");
                out.push_str(line);
            }
            out
        }
        Block::Board(diagram) => match style {
            BoardStyle::Words => {
                let strings = words.strings();
                super::position_in_words(diagram, &strings, letter).text()
            }
            BoardStyle::Picture | BoardStyle::Text => {
                board_text(diagram, TextStyle::Letters, words.language())
            }
        },
        Block::Moves(list) if list.is_empty() => String::new(),
        Block::Moves(list) => {
            let (moves, earlier) = super::moves_shown(list, words, style);
            let mut out = format!("{}{}\n{moves}", words.moves_heading(), words.colon());
            if let Some(earlier) = earlier {
                out.push('\n');
                out.push_str(&earlier);
            }
            out
        }
        Block::Help => format!(
            "{}\n{}\n{}",
            words.help(),
            words.community(&super::CommunityLine::Help),
            words.conditions(&super::ConditionsLine::Help)
        ),
        Block::Crosstable(table) => {
            super::catalogue::community::crosstable(table, words.language())
        }
        Block::SwissTable(table) => {
            super::catalogue::community::swiss_table(table, words.language())
        }
        Block::Bracket(bracket) => crate::render::bracket::bracket_text(bracket, words.language()),
        Block::Notes { notes, older } => {
            let mut out = words.notes_heading(*older);
            for note in notes {
                out.push('\n');
                out.push_str(&words.note(note));
            }
            out
        }
        Block::Footer(footer) => {
            let mut out = FOOTER_MARKER.to_owned();
            for line in super::footer_lines(footer, words, style) {
                out.push('\n');
                out.push_str(&line);
            }
            out
        }
    }
}
