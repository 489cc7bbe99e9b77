//! A letter as HTML for mail clients: inline styles only (clients drop `<style>`), what
//! happened in bold, the opponent's comment as a quotation, the board as a picture
//! described in words (a table when there is no picture), the move list in a
//! fixed-width font, the footer small and grey. Every text is escaped.

use crate::render::{self, InlineImage, TextStyle, escape_html};

use super::{Block, Catalogue, FOOTER_MARKER, Letter, Line};

const DIV: &str = "<div style=\"font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#222\">";
const P: &str = "<p style=\"margin:0 0 12px 0\">";
const QUOTE: &str = "<blockquote style=\"margin:0 0 12px 0;padding:2px 12px;border-left:3px solid #b58863;color:#444\">";
const MONO: &str = "<span style=\"font-family:Menlo,Consolas,monospace\">";
const PRE: &str =
    "<pre style=\"margin:0 0 12px 0;font-family:Menlo,Consolas,monospace;font-size:14px\">";
const FOOTER: &str = "<p style=\"margin:16px 0 0 0;font-size:13px;color:#666\">";

/// The HTML part of `letter` in `words`' language. `pictures` are its boards drawn as
/// inline images, in order, linked by their Content-IDs; a board without one is an
/// HTML table.
pub fn render(letter: &Letter, words: &dyn Catalogue, pictures: &[InlineImage]) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str(DIV);
    let mut boards = 0;
    for block in &letter.body {
        let picture = match block {
            Block::Board(_) => {
                boards += 1;
                pictures.get(boards - 1)
            }
            _ => None,
        };
        push_block(&mut out, block, words, picture);
    }
    out.push_str("</div>");
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

fn sentences(lines: &[Line], words: &dyn Catalogue) -> String {
    let texts: Vec<String> = lines.iter().map(|l| words.line(l)).collect();
    joined(texts.iter().map(String::as_str))
}

fn push_block(
    out: &mut String,
    block: &Block,
    words: &dyn Catalogue,
    picture: Option<&InlineImage>,
) {
    match block {
        Block::News(lines) => {
            out.push_str(P);
            out.push_str("<strong>");
            out.push_str(&sentences(lines, words));
            out.push_str("</strong></p>");
        }
        Block::Paragraph(lines) | Block::State(lines) => {
            out.push_str(P);
            out.push_str(&sentences(lines, words));
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
        Block::Board(diagram) => match picture {
            Some(image) => {
                let alt = render::board_in_words(diagram, &words.strings());
                out.push_str(&format!(
                    "<p><img src=\"{}\" width=\"{size}\" height=\"{size}\" alt=\"{}\" style=\"display:block;border:0;max-width:100%;height:auto\"></p>",
                    image.src(),
                    escape_html(&alt),
                    size = render::board_png::SIZE,
                ));
            }
            None => out.push_str(&render::board_html(
                diagram,
                TextStyle::Letters,
                &words.strings(),
            )),
        },
        Block::Moves(list) if list.is_empty() => {}
        Block::Moves(list) => {
            out.push_str(P);
            out.push_str("<strong>");
            out.push_str(&escape_html(&words.moves_heading()));
            out.push_str("</strong><br>");
            out.push_str(MONO);
            out.push_str(&joined(std::iter::once(
                list.text(words.language()).as_str(),
            )));
            out.push_str("</span></p>");
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
            out.push_str(P);
            out.push_str(&escape_html(&words.notes_heading(*older)));
            out.push_str("</p><ul>");
            for note in notes {
                out.push_str("<li>");
                out.push_str(&escape_html(&words.note(note)));
                out.push_str("</li>");
            }
            out.push_str("</ul>");
        }
        Block::Crosstable(table) => {
            out.push_str(PRE);
            out.push_str(&escape_html(&super::catalogue::community::crosstable(
                table,
                words.language(),
            )));
            out.push_str("</pre>");
        }
        Block::Footer(footer) => {
            // The marker line stays: quoted back, it tells the reader where our text
            // begins, so nothing in the footer is ever taken for a command.
            out.push_str(FOOTER);
            let lines = words.footer(footer);
            out.push_str(&joined(
                std::iter::once(FOOTER_MARKER).chain(lines.iter().map(String::as_str)),
            ));
            out.push_str("</p>");
        }
    }
}
