//! Writes a sample turn reply's HTML part to a file, for looking at it in a browser
//! (`scripts/render-screenshot` takes a screenshot of it).
//!
//! `cargo run --example sample_reply -- OUT.html [table]`
//!
//! Real mails link the board picture as `cid:`; a file opened in a browser has no MIME
//! parts to link to, so here, and only here, the PNG is inlined as a `data:` URI.

use std::process::ExitCode;

use pawnpost::notation::{Language, parse_move};
use pawnpost::render::{Diagram, HtmlBoard, Strings, TextStyle, TurnView, board_png, turn_reply};
use pawnpost::rules::{Color, Position, Record};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(out) = args.next() else {
        eprintln!("usage: sample_reply OUT.html [table]");
        return ExitCode::from(2);
    };
    let table = args.next().as_deref() == Some("table");
    let mut record = Record::new(Position::new());
    for text in "e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+".split_whitespace() {
        let played = parse_move(text, record.position(), Language::English)
            .map_err(|e| e.to_string())
            .and_then(|m| record.play(&m).map_err(|e| e.to_string()));
        if let Err(e) = played {
            eprintln!("sample game: {text}: {e}");
            return ExitCode::FAILURE;
        }
    }
    let view = TurnView {
        game: 7,
        record: &record,
        white: "Ann Example",
        black: "Bob Sample",
        viewer: Color::White,
        deadline: Some(1_741_975_200),
        comment: Some("Your knight looked hungry. Mine too."),
        style: TextStyle::Figurines,
        language: Language::English,
    };
    let strings = Strings::default();
    let data_uri;
    let board = if table {
        HtmlBoard::Table
    } else {
        let png = match board_png(&Diagram::of_record(&record, view.viewer)) {
            Ok(png) => png,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        data_uri = format!("data:image/png;base64,{}", base64(&png));
        HtmlBoard::Image(&data_uri)
    };
    let reply = turn_reply(&view, board, &strings);
    if let Err(e) = std::fs::write(&out, reply.html) {
        eprintln!("{out}: {e}");
        return ExitCode::FAILURE;
    }
    println!("{}", reply.subject);
    ExitCode::SUCCESS
}

/// Standard base64 with padding; a dozen lines instead of a dependency for one example.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}
