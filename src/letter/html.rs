//! A letter as HTML for mail clients: one document in the reader's language (`lang`,
//! a title, the subject as its one `<h1>`, its content in `<main>`), inline styles only
//! (clients drop `<style>`), what happened in bold, the opponent's comment as a
//! quotation, the board under a heading of its own, the move list in a fixed-width
//! font, the footer small and grey. Every text is escaped; every colour passes WCAG's
//! AA contrast on white.
//!
//! The board follows the reader's [`BoardStyle`]: a picture described in words (a
//! table when there is no picture), a table (`Board text`: rank and file headers, each
//! square labelled, its pieces figurines: no language's letters), or the position as
//! lists under headings (`Board words`).

use crate::command::BoardStyle;
use crate::render::{self, InlineImage, PositionInWords, TextStyle, escape_html};

use super::{Block, Catalogue, FOOTER_MARKER, Letter, Line};

const MAIN: &str = "<main style=\"font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#222222\">";
const H1: &str = "<h1 style=\"margin:0 0 12px 0;font-size:18px;line-height:1.3\">";

/// How one letter is laid out: its heading levels (a letter about several games heads
/// each game's part with `<h2>` and puts the board, moves and notes headings one level
/// under it, so a reader who moves by headings finds each game).
#[derive(Clone, Copy)]
struct Layout {
    /// The board, the moves, the notes, the position in words.
    part: u8,
}

impl Layout {
    fn of(letter: &Letter) -> Layout {
        let sectioned = letter.body.iter().any(is_section);
        Layout {
            part: if sectioned { 3 } else { 2 },
        }
    }
}

/// Whether a block heads one game's part of a letter about several games.
fn is_section(block: &Block) -> bool {
    matches!(block, Block::News(lines) if matches!(lines.as_slice(), [Line::GameSection { .. }]))
}

/// `<hN>` with the text, escaped.
fn push_heading(out: &mut String, level: u8, text: &str) {
    let style = match level {
        2 => "margin:16px 0 8px 0;font-size:16px",
        3 => "margin:12px 0 6px 0;font-size:15px",
        _ => "margin:10px 0 4px 0;font-size:15px",
    };
    out.push_str(&format!(
        "<h{level} style=\"{style}\">{}</h{level}>",
        escape_html(text)
    ));
}
const P: &str = "<p style=\"margin:0 0 12px 0\">";
const UL: &str = "<ul style=\"margin:0 0 12px 0;padding-left:24px\">";
const QUOTE: &str = "<blockquote style=\"margin:0 0 12px 0;padding:2px 12px;border-left:3px solid #b58863;color:#444444\">";
const MONO: &str = "<span style=\"font-family:Menlo,Consolas,monospace\">";
const FOOTER: &str = "<p style=\"margin:16px 0 0 0;font-size:13px;color:#595959\">";

/// The HTML part of `letter` in `words`' language, its boards in `style`. `pictures`
/// are its boards drawn as inline images, one per board in order, linked by their
/// Content-IDs (two boards of one position may show one image); a board without one is
/// an HTML table. Without `Board picture`, none are given.
pub fn render(
    letter: &Letter,
    words: &dyn Catalogue,
    style: BoardStyle,
    pictures: &[&InlineImage],
) -> String {
    let mut out = String::with_capacity(4096);
    let subject = escape_html(&words.subject(&letter.subject));
    out.push_str(&format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{subject}</title></head>\n<body style=\"margin:0;padding:12px;background:#ffffff;color:#222222\">\n",
        words.language().code(),
    ));
    out.push_str(MAIN);
    out.push_str(H1);
    out.push_str(&subject);
    out.push_str("</h1>");
    let layout = Layout::of(letter);
    let mut boards = 0;
    for block in &letter.body {
        let picture = match block {
            Block::Board(_) => {
                boards += 1;
                pictures.get(boards - 1).copied()
            }
            _ => None,
        };
        push_block(&mut out, (letter, block), words, (style, layout), picture);
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// Text lines escaped and joined with `<br>` (a line's own line breaks too).
fn joined<'a>(lines: impl Iterator<Item = &'a str>) -> String {
    lines
        .flat_map(str::lines)
        .map(escape_html)
        .collect::<Vec<_>>()
        .join("<br>")
}

/// The lines' text joined with spaces, not escaped (for a heading).
fn sentences_plain(lines: &[Line], words: &dyn Catalogue) -> String {
    lines
        .iter()
        .map(|l| words.line(l))
        .collect::<Vec<_>>()
        .join(" ")
}

fn sentences(lines: &[Line], words: &dyn Catalogue) -> String {
    let texts: Vec<String> = lines.iter().map(|l| words.line(l)).collect();
    joined(texts.iter().map(String::as_str))
}

/// One block of a letter (the letter for what its state block leaves out).
fn push_block(
    out: &mut String,
    (letter, block): (&Letter, &Block),
    words: &dyn Catalogue,
    (style, layout): (BoardStyle, Layout),
    picture: Option<&InlineImage>,
) {
    match block {
        Block::News(lines) if is_section(block) => {
            push_heading(out, 2, &sentences_plain(lines, words));
        }
        Block::News(lines) => {
            out.push_str(P);
            out.push_str("<strong>");
            out.push_str(&sentences(&super::lines_for(lines, style), words));
            out.push_str("</strong></p>");
        }
        Block::Paragraph(lines) => {
            out.push_str(P);
            out.push_str(&sentences(&super::lines_for(lines, style), words));
            out.push_str("</p>");
        }
        Block::State(lines) => {
            out.push_str(P);
            out.push_str(&sentences(&super::lines_for(lines, style), words));
            out.push_str("</p>");
        }
        Block::Comment(comment) => {
            out.push_str(P);
            out.push_str(&escape_html(&words.opponent_writes()));
            out.push_str("</p>");
            out.push_str(QUOTE);
            out.push_str(
                &comment
                    .lines()
                    .map(escape_html)
                    .collect::<Vec<_>>()
                    .join("<br>"),
            );
            out.push_str("</blockquote>");
        }
        Block::Board(diagram) => {
            let strings = words.strings();
            if style == BoardStyle::Words {
                push_in_words(
                    out,
                    &super::position_in_words(diagram, &strings, letter),
                    layout.part,
                );
                return;
            }
            push_heading(out, layout.part, &strings.board_heading());
            match picture {
                Some(image) => {
                    let alt = render::board_in_words(diagram, &strings);
                    out.push_str(&format!(
                        "<p style=\"margin:0 0 12px 0\"><img src=\"{}\" width=\"{size}\" height=\"{size}\" alt=\"{}\" style=\"display:block;border:0;max-width:100%;height:auto\"></p>",
                        image.src(),
                        escape_html(&alt),
                        size = render::board_png::SIZE,
                    ));
                }
                None => {
                    out.push_str(&render::board_html(diagram, TextStyle::Figurines, &strings));
                }
            }
        }
        Block::Moves(list) if list.is_empty() => {}
        Block::Moves(list) => {
            push_heading(out, layout.part, &words.moves_heading());
            out.push_str(P);
            out.push_str(MONO);
            let (moves, earlier) = super::moves_shown(list, words, style);
            out.push_str(&joined(std::iter::once(moves.as_str())));
            out.push_str("</span></p>");
            if let Some(earlier) = earlier {
                out.push_str(P);
                out.push_str(&escape_html(&earlier));
                out.push_str("</p>");
            }
        }
        Block::Help => {
            out.push_str(P);
            let community = words.community(&super::CommunityLine::Help);
            let conditions = words.conditions(&super::ConditionsLine::Help);
            out.push_str(&joined(
                [
                    words.help().as_str(),
                    community.as_str(),
                    conditions.as_str(),
                ]
                .into_iter(),
            ));
            out.push_str("</p>");
        }
        Block::Notes { notes, older } => {
            push_heading(out, layout.part, &words.notes_heading(*older));
            out.push_str(UL);
            for note in notes {
                out.push_str("<li>");
                out.push_str(&escape_html(&words.note(note)));
                out.push_str("</li>");
            }
            out.push_str("</ul>");
        }
        Block::Crosstable(table) => {
            push_crosstable(
                out,
                &super::catalogue::community::crosstable_cells(table, words.language()),
            );
        }
        Block::SwissTable(table) => {
            push_crosstable(
                out,
                &super::catalogue::community::swiss_cells(table, words.language()),
            );
        }
        Block::Bracket(bracket) => {
            for (heading, matches) in
                crate::render::bracket::bracket_rounds(bracket, words.language())
            {
                push_heading(out, layout.part, &heading);
                out.push_str(UL);
                for line in matches {
                    out.push_str("<li>");
                    out.push_str(&escape_html(&line));
                    out.push_str("</li>");
                }
                out.push_str("</ul>");
            }
        }
        Block::Footer(footer) => {
            // The marker line stays: quoted back, it tells the reader where our text
            // begins, so nothing in the footer is ever taken for a command.
            out.push_str(FOOTER);
            let lines = super::footer_lines(footer, words, style);
            out.push_str(&joined(
                std::iter::once(FOOTER_MARKER).chain(lines.iter().map(String::as_str)),
            ));
            out.push_str("</p>");
        }
    }
}

/// The crosstable as a table a screen reader walks by its headers: each player's row
/// headed by their name, each opponent's column by their number (their name in its
/// title), no fixed-width text read character by character.
fn push_crosstable(out: &mut String, cells: &super::catalogue::community::CrosstableCells) {
    const CELL: &str = "padding:2px 8px;border-bottom:1px solid #dddddd;text-align:center";
    out.push_str(
        "<table style=\"border-collapse:collapse;margin:0 0 12px 0;font-size:14px\"><thead><tr>",
    );
    for (i, heading) in cells.header.iter().enumerate() {
        let player = i.checked_sub(2).and_then(|p| cells.players.get(p));
        match player {
            Some(name) => out.push_str(&format!(
                "<th scope=\"col\" style=\"{CELL}\"><abbr title=\"{}\">{}</abbr></th>",
                escape_html(name),
                escape_html(heading)
            )),
            None => out.push_str(&format!(
                "<th scope=\"col\" style=\"{CELL}{}\">{}</th>",
                if i == 1 { ";text-align:left" } else { "" },
                escape_html(heading)
            )),
        }
    }
    out.push_str("</tr></thead><tbody>");
    for row in &cells.rows {
        out.push_str("<tr>");
        for (i, text) in row.iter().enumerate() {
            if i == 1 {
                out.push_str(&format!(
                    "<th scope=\"row\" style=\"{CELL};text-align:left\">{}</th>",
                    escape_html(text)
                ));
            } else {
                out.push_str(&format!("<td style=\"{CELL}\">{}</td>", escape_html(text)));
            }
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
}

/// The position in words: a heading, each side's pieces as a paragraph, then the
/// sentences after them.
fn push_in_words(out: &mut String, position: &PositionInWords, level: u8) {
    push_heading(out, level, &position.heading);
    // A paragraph a side, each starting with its colour: no list to announce.
    for side in &position.sides {
        out.push_str(P);
        out.push_str(&escape_html(side));
        out.push_str("</p>");
    }
    if !position.after.is_empty() {
        out.push_str(P);
        out.push_str(&joined(position.after.iter().map(String::as_str)));
        out.push_str("</p>");
    }
}
