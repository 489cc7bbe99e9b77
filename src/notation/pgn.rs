//! PGN writing: the Seven Tag Roster plus any further tags, numbered SAN movetext
//! wrapped at 80 columns, the result at the end.

use crate::rules::{Color, Move, Position, STARTING_FEN};

use super::san;

/// Longest line of movetext, as the PGN standard advises.
const LINE_WIDTH: usize = 80;

/// Writes one game. `tags` come first in the order given (put the Seven Tag Roster
/// first: Event, Site, Date, Round, White, Black, Result); `SetUp` and `FEN` are added
/// when `initial` is not the standard starting position. The moves must be legal from
/// `initial`; writing stops at the first that is not (it cannot be written as SAN).
pub fn write_pgn(
    tags: &[(&str, String)],
    initial: &Position,
    moves: &[Move],
    result: &str,
) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        push_tag(&mut out, name, value);
    }
    let fen = initial.fen();
    let chess960 = initial.mode().is_chess960();
    if chess960 {
        push_tag(&mut out, "Variant", "Chess960");
    }
    if fen != STARTING_FEN || chess960 {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &fen);
    }
    out.push('\n');

    let mut tokens = Vec::with_capacity(moves.len() * 2 + 1);
    let mut pos = *initial;
    for (index, m) in moves.iter().enumerate() {
        let number = pos.fullmoves();
        match pos.turn() {
            Color::White => tokens.push(format!("{number}.")),
            Color::Black if index == 0 => tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        tokens.push(san(&pos, m));
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
    }
    tokens.push(result.to_owned());

    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    let single_line: String = escaped
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    out.push_str(&format!("[{name} \"{single_line}\"]\n"));
}

/// PGN's date form, `YYYY.MM.DD`.
pub fn pgn_date(unix_secs: i64) -> String {
    let t = crate::time::CalendarTime::of(unix_secs);
    format!("{:04}.{:02}.{:02}", t.year, t.month, t.day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Language, parse_move};

    #[test]
    fn dates() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(951_782_400), "2000.02.29");
        assert_eq!(pgn_date(1_718_000_000), "2024.06.10");
    }

    #[test]
    fn movetext_is_numbered_wrapped_and_ends_with_the_result() {
        let mut pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 40").unwrap();
        let initial = pos;
        let mut moves = Vec::new();
        for text in ["Kd7", "Ra7+", "Kc6", "Ra1"].iter().cycle().take(60) {
            let m = parse_move(text, &pos, Language::English).unwrap();
            pos = pos.play(&m).unwrap();
            moves.push(m);
        }
        let tags = [("Event", "t \"q\"".to_owned()), ("Result", "*".to_owned())];
        let pgn = write_pgn(&tags, &initial, &moves, "*");
        assert!(pgn.starts_with("[Event \"t \\\"q\\\"\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"));
        assert!(
            pgn.contains("\n\n40... Kd7 41. Ra7+ Kc6 42. Ra1 Kd7"),
            "{pgn}"
        );
        assert!(pgn.lines().all(|l| l.len() <= 80));
        assert!(pgn.trim_end().ends_with(" *"));
    }
}
