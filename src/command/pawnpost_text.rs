//! Lines that pawnpost itself writes into its mails — the ASCII board, its coordinate
//! and border lines, PGN tags, the subject tag — recognised when a player's client
//! sends them back without `>` quote marks, so that no command is ever taken from them.

use std::sync::LazyLock;

use regex::Regex;

/// Every regex here is a literal; compiling a literal known to be valid cannot fail, so
/// `expect` states a proven invariant.
fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("valid regex literal")
}

/// A rank of a text board (piece letters of English, German or French): `8 | r n b q k b n r |`, `8 r n b q k b n r`, `1 |R|N|B| …`,
/// with `.`, `·`, `-`, `_`, `#` or `:` for empty squares, or chess figurines (each
/// possibly followed by the text or emoji variation selector, U+FE0E or U+FE0F).
const BOARD_RANK: &str = r"^\s*[1-8]\s*[|:│┃║]?((\s*[|:│┃║]?\s*[KQRBNPDTLSFCkqrbnpdtlsfc.·\-_#:♔-♟□■⬜⬛][\x{FE0E}\x{FE0F}]?){8})\s*[|:│┃║]?\s*[1-8]?\s*$";

/// A PGN tag pair: `[Event "Correspondence game"]`.
const PGN_TAG: &str = r#"^\s*\[\s*[A-Za-z]\w*\s+".*"\s*\]\s*$"#;

/// The two patterns above, each compiled when a line first gets past the cheap
/// looks that every line they match passes ([`may_be_board_rank`],
/// [`may_be_pgn_tag`]): most mails, a move or a command, never compile them (every
/// `deliver` of a stranger's `Help` compiled four, 36 % of its instructions).
static BOARD_RANK_PATTERN: LazyLock<Regex> = LazyLock::new(|| regex(BOARD_RANK));
static PGN_TAG_PATTERN: LazyLock<Regex> = LazyLock::new(|| regex(PGN_TAG));

/// A separator of a board's squares.
fn is_bar(c: char) -> bool {
    matches!(c, '|' | ':' | '│' | '┃' | '║')
}

/// What stands on a board's square: a piece letter, a figurine, an empty square's mark.
fn is_square_mark(c: char) -> bool {
    matches!(
        c,
        'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'D' | 'T' | 'L' | 'S' | 'F' | 'C'
    ) || matches!(
        c,
        'k' | 'q' | 'r' | 'b' | 'n' | 'p' | 'd' | 't' | 'l' | 's' | 'f' | 'c'
    ) || matches!(
        c,
        '.' | '·' | '-' | '_' | '#' | ':' | '♔'..='♟' | '□' | '■' | '⬜' | '⬛'
    )
}

/// What every board rank is (a rank digit first, then only marks, separators, variation
/// selectors and white space, at least eight marks, a digit only last): a line that is
/// not this is no board rank, without the pattern.
fn may_be_board_rank(line: &str) -> bool {
    let mut chars = line.trim().chars();
    if !chars.next().is_some_and(|c| matches!(c, '1'..='8')) {
        return false;
    }
    let rest = chars
        .as_str()
        .trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '1'..='8'));
    let mut marks = 0;
    for c in rest.chars() {
        if is_square_mark(c) {
            marks += 1;
        } else if !(c.is_whitespace() || is_bar(c) || matches!(c, '\u{FE0E}' | '\u{FE0F}')) {
            return false;
        }
    }
    marks >= 8
}

/// What every PGN tag line is: `[`, a `"`, `]`.
fn may_be_pgn_tag(line: &str) -> bool {
    let line = line.trim();
    line.starts_with('[') && line.ends_with(']') && line.contains('"')
}

/// The file letters under or over a board, from either side: `a b c d e f g h`
/// (`(?i)^[\s|+]*(a[\s|]*b … h|h[\s|]*g … a)[\s|+]*$`, read by hand).
fn is_coordinates(line: &str) -> bool {
    let middle = line.trim_matches(|c: char| c.is_whitespace() || matches!(c, '|' | '+'));
    let mut letters = middle.chars().filter(|&c| !(c.is_whitespace() || c == '|'));
    let mut found = [0u8; 8];
    for slot in &mut found {
        match letters.next() {
            Some(c) if c.is_ascii() => *slot = (c as u8).to_ascii_lowercase(),
            _ => return false,
        }
    }
    letters.next().is_none() && (&found == b"abcdefgh" || &found == b"hgfedcba")
}

/// A board's frame: `+-----------------+`, `  +---+---+`, `|=========|`
/// (`^\s*[+|│┃║┌└├╔╚╠][\s\-=+|_│┃║─━═┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬]{4,}\s*$`, read by hand).
fn is_border(line: &str) -> bool {
    let mut chars = line.trim_start().chars();
    let starts = chars.next().is_some_and(|c| {
        matches!(
            c,
            '+' | '|' | '│' | '┃' | '║' | '┌' | '└' | '├' | '╔' | '╚' | '╠'
        )
    });
    let frame = |c: char| {
        c.is_whitespace()
            || matches!(
                c,
                '-' | '='
                    | '+'
                    | '|'
                    | '_'
                    | '│'
                    | '┃'
                    | '║'
                    | '─'
                    | '━'
                    | '═'
                    | '┌'
                    | '┐'
                    | '└'
                    | '┘'
                    | '├'
                    | '┤'
                    | '┬'
                    | '┴'
                    | '┼'
                    | '╔'
                    | '╗'
                    | '╚'
                    | '╝'
                    | '╠'
                    | '╣'
                    | '╦'
                    | '╩'
                    | '╬'
            )
    };
    let rest = chars.as_str();
    starts && rest.chars().all(frame) && rest.chars().count() >= 4
}

/// Whether the line is a rank of a text board.
pub(crate) fn is_board_rank(line: &str) -> bool {
    may_be_board_rank(line) && BOARD_RANK_PATTERN.is_match(line)
}

fn is_pgn_tag(line: &str) -> bool {
    may_be_pgn_tag(line) && PGN_TAG_PATTERN.is_match(line)
}

/// Why a line is pawnpost's own text, if it is: a board rank, coordinates, a board
/// frame, a PGN tag or anything carrying the `[pawnpost #N]` tag.
pub(crate) fn own_text_kind(line: &str) -> Option<&'static str> {
    // Cheap looks at the first character first: most lines are prose.
    let first = line.trim_start().chars().next()?;
    if first.is_alphabetic() && !matches!(first, 'a' | 'h' | 'A' | 'H') {
        return line
            .to_lowercase()
            .contains("[pawnpost #")
            .then_some("pawnpost subject");
    }
    if is_board_rank(line) {
        Some("board")
    } else if is_coordinates(line) {
        Some("board coordinates")
    } else if is_border(line) {
        Some("board frame")
    } else if is_pgn_tag(line) {
        Some("PGN tag")
    } else if line.to_lowercase().contains("[pawnpost #") {
        Some("pawnpost subject")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The patterns read by hand, as they were compiled before.
    const COORDINATES: &str = r"(?i)^[\s|+]*(a[\s|]*b[\s|]*c[\s|]*d[\s|]*e[\s|]*f[\s|]*g[\s|]*h|h[\s|]*g[\s|]*f[\s|]*e[\s|]*d[\s|]*c[\s|]*b[\s|]*a)[\s|+]*$";
    const BORDER: &str = r"^\s*[+|│┃║┌└├╔╚╠][\s\-=+|_│┃║─━═┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬]{4,}\s*$";

    fn agree(line: &str) -> Result<(), TestCaseError> {
        let pattern = |p: &str| regex(p).is_match(line);
        prop_assert_eq!(is_coordinates(line), pattern(COORDINATES), "{:?}", line);
        prop_assert_eq!(is_border(line), pattern(BORDER), "{:?}", line);
        prop_assert_eq!(is_board_rank(line), pattern(BOARD_RANK), "{:?}", line);
        prop_assert_eq!(is_pgn_tag(line), pattern(PGN_TAG), "{:?}", line);
        Ok(())
    }

    proptest! {
        /// Lines of the patterns' own characters, in any order, with white space.
        #[test]
        fn lines_read_by_hand_as_the_patterns_read_them(
            line in "[ \u{a0}\t|+:│║┃a-hA-H1-8KQRBNPkqrbnp.·#_♜♞□\u{FE0F}=─┼╔╗┌\\[\\]\"xEvt]{0,24}"
        ) {
            agree(&line)?;
        }

        /// Boards, coordinates and frames, and one character changed in them.
        #[test]
        fn near_boards_read_by_hand_as_the_patterns_read_them(
            base in prop::sample::select(vec![
                "8 | r n b q k b n r |", "  1 |R|N|B|K|Q|B|N|R| 1", "5 : : : : P : : :",
                "8 \u{265C}\u{FE0E} \u{265E} · · · · · \u{265C}\u{FE0F}", "  | a | b | c | d | e | f | g | h |",
                "h g f e d c b a", "+---+---+---+", "╔═══╗", "[Event \"x\"]", "[Date  \"2026.11.29\" ]",
            ]),
            at in 0usize..30,
            with in "[ |:.a1+\\]\"#x]",
        ) {
            let mut line: Vec<char> = base.chars().collect();
            let at = at % (line.len() + 1);
            if at < line.len() { line[at] = with.chars().next().unwrap(); } else { line.push(with.chars().next().unwrap()); }
            let line: String = line.into_iter().collect();
            agree(base)?;
            agree(&line)?;
        }
    }

    #[test]
    fn boards_from_both_sides() {
        for line in [
            "8 | r n b q k b n r |",
            "  1 | R N B K Q B N R | 1",
            "8 |r|n|b|q|k|b|n|r|",
            "8 | \u{265C}\u{FE0E} \u{265E}\u{FE0E} · · · · · \u{265C}\u{FE0F} |",
            "6 | . . . . . . . . |",
            "5 . . . . P . . .",
            "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜",
            "8 │ r │ n │ b │ q │ k │ b │ n │ r │",
        ] {
            assert!(is_board_rank(line), "{line}");
            assert_eq!(own_text_kind(line), Some("board"), "{line}");
        }
        for line in [
            "    a b c d e f g h",
            "h g f e d c b a",
            "  | a | b | c | d | e | f | g | h |",
        ] {
            assert_eq!(own_text_kind(line), Some("board coordinates"), "{line}");
        }
        for line in [
            "  +-----------------+",
            "+---+---+---+---+",
            "|=================|",
            "┌───┬───┐",
        ] {
            assert_eq!(own_text_kind(line), Some("board frame"), "{line}");
        }
    }

    #[test]
    fn player_text_is_not_board() {
        for line in [
            "e4",
            "8 pieces left",
            "Request Draw",
            "a b c",
            "1. e4 e5",
            "--",
            "Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7",
        ] {
            assert_eq!(own_text_kind(line), None, "{line}");
        }
    }

    #[test]
    fn pgn_tags_and_subject_tags() {
        assert_eq!(
            own_text_kind("[Event \"pawnpost game 12\"]"),
            Some("PGN tag")
        );
        assert_eq!(
            own_text_kind("Subject: [pawnpost #12] Your move"),
            Some("pawnpost subject")
        );
    }
}
