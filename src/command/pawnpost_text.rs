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
static BOARD_RANK: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"^\s*[1-8]\s*[|:│┃║]?((\s*[|:│┃║]?\s*[KQRBNPDTLSFCkqrbnpdtlsfc.·\-_#:♔-♟□■⬜⬛][\x{FE0E}\x{FE0F}]?){8})\s*[|:│┃║]?\s*[1-8]?\s*$",
    )
});

/// The file letters under or over a board, from either side: `a b c d e f g h`.
static COORDINATES: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?i)^[\s|+]*(a[\s|]*b[\s|]*c[\s|]*d[\s|]*e[\s|]*f[\s|]*g[\s|]*h|h[\s|]*g[\s|]*f[\s|]*e[\s|]*d[\s|]*c[\s|]*b[\s|]*a)[\s|+]*$",
    )
});

/// A board's frame: `+-----------------+`, `  +---+---+`, `|=========|`.
static BORDER: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^\s*[+|│┃║┌└├╔╚╠][\s\-=+|_│┃║─━═┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬]{4,}\s*$"));

/// A PGN tag pair: `[Event "Correspondence game"]`.
static PGN_TAG: LazyLock<Regex> =
    LazyLock::new(|| regex(r#"^\s*\[\s*[A-Za-z]\w*\s+".*"\s*\]\s*$"#));

/// Whether the line is a rank of a text board.
pub(crate) fn is_board_rank(line: &str) -> bool {
    BOARD_RANK.is_match(line)
}

/// Why a line is pawnpost's own text, if it is: a board rank, coordinates, a board
/// frame, a PGN tag or anything carrying the `[pawnpost #N]` tag.
pub(crate) fn own_text_kind(line: &str) -> Option<&'static str> {
    // Cheap looks at the first character before any regex runs: most lines are prose.
    let first = line.trim_start().chars().next()?;
    if first.is_alphabetic() && !matches!(first, 'a' | 'h' | 'A' | 'H') {
        return line
            .to_lowercase()
            .contains("[pawnpost #")
            .then_some("pawnpost subject");
    }
    if BOARD_RANK.is_match(line) {
        Some("board")
    } else if COORDINATES.is_match(line) {
        Some("board coordinates")
    } else if BORDER.is_match(line) {
        Some("board frame")
    } else if PGN_TAG.is_match(line) {
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
