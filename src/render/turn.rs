//! The reply a player gets when it is someone's turn: who plays whom, the last move, the
//! board from their side, whose move it is and by when, the move list, and how to
//! answer — as plain text and as HTML, from one description.

use super::Diagram;
use super::board_html::{board_html, escape_html};
use super::board_text::{TextStyle, board_text};
use super::moves::{last_move_text, move_list};
use super::strings::{Strings, fill, utc_time, wrap};
use crate::notation::Language;
use crate::rules::{Color, Record};

/// What a turn reply shows, for one recipient.
#[derive(Debug, Clone, Copy)]
pub struct TurnView<'a> {
    pub game: u64,
    pub record: &'a Record,
    pub white: &'a str,
    pub black: &'a str,
    /// The recipient's side: the board is drawn from it.
    pub viewer: Color,
    /// Unix seconds by which the player to move must answer.
    pub deadline: Option<i64>,
    /// The opponent's comment to pass on, as they wrote it.
    pub comment: Option<&'a str>,
    pub style: TextStyle,
    pub language: Language,
}

/// How the HTML part shows the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HtmlBoard<'a> {
    /// The `<table>` board: needs no picture, survives every client.
    Table,
    /// A picture at this `src` (`cid:…` in mail), with the table's words as alt text.
    Image(&'a str),
}

/// The subject, text and HTML of a turn reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TurnReply {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Composes the turn reply for `view.viewer`.
pub fn turn_reply(view: &TurnView<'_>, board: HtmlBoard<'_>, strings: &Strings) -> TurnReply {
    let record = view.record;
    let to_move = record.position().turn();
    let mover_name = to_move.fold(view.white, view.black);
    let what = if to_move == view.viewer {
        strings.your_move.to_owned()
    } else {
        fill(strings.their_move, &[("name", mover_name)])
    };
    let game = view.game.to_string();
    let subject = fill(
        strings.subject,
        &[
            ("game", &game),
            ("white", view.white),
            ("black", view.black),
            ("what", &what),
        ],
    );
    let players = fill(
        strings.players,
        &[("white", view.white), ("black", view.black)],
    );
    let last = match last_move_text(record, view.language) {
        Some(m) => fill(strings.last_move, &[("move", &m)]),
        None => strings.no_moves_yet.to_owned(),
    };
    let check = record.position().is_check().then_some(strings.check);
    let deadline = view.deadline.map(|t| {
        let when = utc_time(t);
        if to_move == view.viewer {
            fill(strings.deadline, &[("deadline", &when)])
        } else {
            fill(
                strings.their_deadline,
                &[("name", mover_name), ("deadline", &when)],
            )
        }
    });
    let moves = move_list(record, view.language);
    let diagram = Diagram::of_record(record, view.viewer);

    let mut text = String::with_capacity(2000);
    text.push_str(&players);
    text.push('\n');
    text.push_str(&last);
    if let Some(check) = check {
        text.push(' ');
        text.push_str(check);
    }
    if let Some(comment) = view.comment {
        text.push_str("\n\n");
        for line in comment.lines() {
            text.push_str("  ");
            text.push_str(line);
            text.push('\n');
        }
    } else {
        text.push('\n');
    }
    text.push('\n');
    text.push_str(&board_text(&diagram, view.style));
    text.push_str("\n  ");
    text.push_str(strings.text_board_legend);
    text.push_str("\n\n");
    text.push_str(&what);
    text.push('.');
    if let Some(deadline) = &deadline {
        text.push(' ');
        text.push_str(deadline);
    }
    if !moves.is_empty() {
        text.push_str("\n\n");
        text.push_str(strings.moves_heading);
        text.push_str(":\n");
        text.push_str(&moves);
    }
    text.push_str("\n\n");
    text.push_str(&wrap(strings.how_to_answer, super::moves::LINE_WIDTH));
    text.push('\n');

    let p = "<p style=\"margin:0 0 12px 0;\">";
    let mut html = String::with_capacity(16_000);
    html.push_str(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\"></head>\n\
         <body style=\"margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;\
         font-size:15px;line-height:1.4;color:#222222;background:#ffffff;\">\n",
    );
    html.push_str(&format!(
        "{p}<strong>{}</strong><br>\n",
        escape_html(&players)
    ));
    html.push_str(&escape_html(&last));
    if let Some(check) = check {
        html.push_str(&format!(
            " <strong style=\"color:#c0302a;\">{}</strong>",
            escape_html(check)
        ));
    }
    html.push_str("</p>\n");
    if let Some(comment) = view.comment {
        html.push_str(
            "<blockquote style=\"margin:0 0 12px 0;padding:4px 12px;border-left:3px solid #b58863;\
             color:#444444;\">",
        );
        html.push_str(&escape_html(comment).replace('\n', "<br>\n"));
        html.push_str("</blockquote>\n");
    }
    match board {
        HtmlBoard::Table => html.push_str(&board_html(&diagram, view.style, strings)),
        HtmlBoard::Image(src) => {
            let side = strings.color(view.viewer);
            let alt = fill(strings.board_picture, &[("color", side)]);
            html.push_str(&format!(
                "<img src=\"{}\" width=\"{size}\" height=\"{size}\" alt=\"{}\" \
                 style=\"display:block;border:0;max-width:100%;height:auto;\">",
                escape_html(src),
                escape_html(&alt),
                size = super::board_png::SIZE,
            ));
        }
    }
    html.push_str(&format!(
        "\n<p style=\"margin:12px 0;font-size:17px;\"><strong>{}.</strong>",
        escape_html(&what)
    ));
    if let Some(deadline) = &deadline {
        html.push(' ');
        html.push_str(&escape_html(deadline));
    }
    html.push_str("</p>\n");
    if !moves.is_empty() {
        html.push_str(&format!(
            "{p}<strong>{}</strong><br>\n<span style=\"font-family:Menlo,Consolas,monospace;\
             font-size:14px;\">{}</span></p>\n",
            escape_html(strings.moves_heading),
            escape_html(&moves).replace('\n', "<br>\n"),
        ));
    }
    html.push_str(&format!(
        "<p style=\"margin:12px 0;color:#555555;font-size:13px;\">{}</p>\n</body></html>\n",
        escape_html(strings.how_to_answer).replace('\n', "<br>\n")
    ));
    TurnReply {
        subject,
        text,
        html,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::notation::parse_move;
    use crate::render::strings::ENGLISH;
    use crate::rules::Position;

    fn record(moves: &str) -> Record {
        let mut record = Record::new(Position::new());
        for text in moves.split_whitespace() {
            let m = parse_move(text, record.position(), Language::English).unwrap();
            record.play(&m).unwrap();
        }
        record
    }

    fn view(record: &Record) -> TurnView<'_> {
        TurnView {
            game: 7,
            record,
            white: "Ann <script>",
            black: "Bob",
            viewer: Color::Black,
            deadline: Some(1_741_975_200),
            comment: Some("Nice try!\nBut no."),
            style: TextStyle::Letters,
            language: Language::English,
        }
    }

    #[test]
    fn text_reply() {
        let record = record("e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+");
        let reply = turn_reply(&view(&record), HtmlBoard::Table, &ENGLISH);
        assert_eq!(
            reply.subject,
            "[pawnpost #7] Ann <script> vs Bob: Ann <script> to move"
        );
        insta::assert_snapshot!(reply.text);
    }

    #[test]
    fn html_reply_escapes_names_and_comments() {
        let record = record("e4");
        let reply = turn_reply(
            &view(&record),
            HtmlBoard::Image("cid:board@pawnpost"),
            &ENGLISH,
        );
        assert!(!reply.html.contains("<script>"));
        assert!(reply.html.contains("Ann &lt;script&gt;"));
        assert!(reply.html.contains("src=\"cid:board@pawnpost\""));
        assert!(reply.html.contains("Nice try!<br>"));
    }

    #[test]
    fn quoted_back_without_marks_the_board_and_moves_are_no_commands() {
        let record = record("e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+");
        let mut view = view(&record);
        view.comment = None;
        let reply = turn_reply(&view, HtmlBoard::Table, &ENGLISH);
        let reading = read_commands(&reply.text, Language::English);
        assert!(reading.commands.is_empty(), "{reading:#?}");
        assert!(reading.not_understood.is_empty(), "{reading:#?}");
    }
}
