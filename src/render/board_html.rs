//! The board as an HTML `<table>` that survives Gmail, Outlook and Apple Mail.
//!
//! Mail clients drop `<style>` blocks, classes and external resources and rewrite much
//! of what remains, so every cell carries its own inline style, sizes are fixed in
//! pixels, and pieces are figurines (with U+FE0E, so phones keep them as text) or, as a
//! player setting, letters. Each square has a label (`e4, white pawn`) for screen
//! readers and tooltips. Everything reflected from outside goes through
//! [`escape_html`].

use std::fmt::Write;

use super::strings::Strings;
use super::{Diagram, SquareView, TEXT_PRESENTATION, TextStyle, figurine};
/// The square colours (lichess's brown board, readable in print and on dark mode).
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const LIGHT_LAST_MOVE: &str = "#cdd26a";
const DARK_LAST_MOVE: &str = "#aaa23a";
const CHECK: &str = "#e8554e";
const SQUARE_PX: u32 = 44;

/// Escapes text for HTML element content and quoted attribute values.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The board as one `<table>` element with inline styles only: a caption that says
/// from whose side it is seen, the files as column headers above it and the ranks as
/// row headers beside it, so a screen reader announces a square by its coordinates;
/// each square is labelled ("e4, white pawn").
pub fn board_html(diagram: &Diagram, style: TextStyle, strings: &Strings) -> String {
    let mut out = String::with_capacity(12_000);
    let label = strings.board_picture(diagram.orientation());
    // `write!` to a String cannot fail; the results are ignored for that reason.
    let _ = writeln!(
        out,
        "<table cellpadding=\"0\" cellspacing=\"0\" \
         border=\"0\" style=\"border-collapse:collapse;border:2px solid #6b4f36;\
         font-family:'DejaVu Sans','Segoe UI Symbol','Apple Symbols',sans-serif;\">\
         <caption style=\"caption-side:bottom;padding:4px 0;font:12px Arial,sans-serif;\
         color:#595959;text-align:left;\">{}</caption>",
        escape_html(&label)
    );
    out.push_str("<thead><tr><td style=\"background:#ffffff;\"></td>");
    for file in diagram.files_left_right() {
        push_coordinate(&mut out, "col", char::from(b'a' + file));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let ranks = diagram.ranks_top_down();
    for (row, rank) in diagram.rows().iter().zip(ranks) {
        out.push_str("<tr>");
        push_coordinate(&mut out, "row", char::from(b'1' + rank));
        for view in row {
            push_square(&mut out, view, style, strings);
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>");
    out
}

/// A file letter (`scope="col"`) or a rank digit (`scope="row"`) as a header cell.
fn push_coordinate(out: &mut String, scope: &str, c: char) {
    let _ = write!(
        out,
        "<th scope=\"{scope}\" style=\"width:18px;height:18px;padding:0 2px;text-align:center;\
         vertical-align:middle;font:bold 12px Arial,sans-serif;color:#6b4f36;\
         background:#ffffff;\">{c}</th>",
    );
}

fn push_square(out: &mut String, view: &SquareView, style: TextStyle, strings: &Strings) {
    let dark = view.square.is_dark();
    let background = if view.check {
        CHECK
    } else if view.last_move {
        if dark {
            DARK_LAST_MOVE
        } else {
            LIGHT_LAST_MOVE
        }
    } else if dark {
        DARK
    } else {
        LIGHT
    };
    let name = format!("{}{}", view.square.file_char(), view.square.rank_char());
    let label = strings.square(&name, view.piece);
    let glyph = match (view.piece, style) {
        (Some(piece), TextStyle::Figurines) => {
            format!("{}{}", figurine(piece), TEXT_PRESENTATION)
        }
        (Some(piece), TextStyle::Letters) => piece.char().to_string(),
        // A non-breaking space keeps empty cells from collapsing in old Outlook.
        (None, _) => "&nbsp;".to_owned(),
    };
    let font = match style {
        TextStyle::Figurines => "font-size:34px;",
        TextStyle::Letters => "font-size:22px;font-weight:bold;font-family:Arial,sans-serif;",
    };
    let _ = write!(
        out,
        "<td bgcolor=\"{background}\" title=\"{label}\" aria-label=\"{label}\" style=\"width:{SQUARE_PX}px;\
         height:{SQUARE_PX}px;padding:0;text-align:center;vertical-align:middle;\
         background:{background};background-color:{background};color:#000000;\
         line-height:{SQUARE_PX}px;{font}\">{glyph}</td>",
        label = escape_html(&label),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Language, parse_move};
    use crate::render::strings::ENGLISH;
    use crate::rules::Color;
    use crate::rules::{Position, Record};

    fn record(moves: &str) -> Record {
        let mut record = Record::new(Position::new());
        for text in moves.split_whitespace() {
            let m = parse_move(text, record.position(), Language::English).unwrap();
            record.play(&m).unwrap();
        }
        record
    }

    fn html(moves: &str, side: Color) -> String {
        board_html(
            &Diagram::of_record(&record(moves), side),
            TextStyle::Figurines,
            &ENGLISH,
        )
    }

    /// One line per table row, so snapshot diffs point at the rank that changed.
    fn readable(html: &str) -> String {
        html.replace("</td>", "</td>\n")
    }

    #[test]
    fn escapes_everything_reflected() {
        assert_eq!(
            escape_html("<b>\"Tom\" & 'Jerry'</b>"),
            "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;"
        );
    }

    #[test]
    fn last_move_from_both_sides() {
        for side in Color::ALL {
            insta::assert_snapshot!(format!("e4_from_{side:?}"), readable(&html("e4", side)));
        }
    }

    #[test]
    fn check_from_both_sides() {
        for side in Color::ALL {
            let html = html("e4 f5 Qh5", side);
            assert_eq!(
                html.matches(CHECK).count(),
                3,
                "bgcolor and both background properties"
            );
            insta::assert_snapshot!(format!("check_from_{side:?}"), readable(&html));
        }
    }

    #[test]
    fn only_inline_styles_and_no_outside_resources() {
        let html = html("e4 f5 Qh5", Color::White);
        for banned in ["class=", "<style", "<link", "src=", "url(", "http"] {
            assert!(!html.contains(banned), "{banned}");
        }
        // 64 squares and the corner; 16 coordinates as headers.
        assert_eq!(html.matches("<td").count(), 65);
        assert_eq!(html.matches("<th scope=\"col\"").count(), 8);
        assert_eq!(html.matches("<th scope=\"row\"").count(), 8);
        assert_eq!(html.matches('\u{FE0E}').count(), 32);
        assert!(html.contains("title=\"e1, white king\""));
    }

    #[test]
    fn letters_instead_of_figurines() {
        let html = board_html(
            &Diagram::new(&Position::new(), Color::Black),
            TextStyle::Letters,
            &ENGLISH,
        );
        assert!(html.contains(">k</td>"));
        assert!(!html.contains('\u{FE0E}'));
    }
}
