//! Every sentence of a reply, in one place per language (English for now).
//!
//! Renderers ask a [`Strings`] for words instead of writing them, so German and French
//! become one more `Strings` value each, chosen per player, with no renderer touched.
//! Sentences with blanks are templates with named `{holes}`, filled by [`fill`], so a
//! translation may put the holes in another order.

use crate::rules::{Color, Piece, Role};

/// The words and sentence templates of one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strings {
    pub white: &'static str,
    pub black: &'static str,
    /// Indexed by [`Role::index`]: pawn, knight, bishop, rook, queen, king.
    pub roles: [&'static str; 6],
    /// `{color} {role}`, e.g. "white knight".
    pub piece: &'static str,
    /// `{square}, {piece}`: a square's label for screen readers and tooltips.
    pub square_with_piece: &'static str,
    /// `{square}, empty`.
    pub empty_square: &'static str,
    /// The alternative text of the board picture: `{color}` is the viewer's side.
    pub board_picture: &'static str,
    /// Subject line: `[pawnpost #{game}] {white} vs {black}: {what}`.
    pub subject: &'static str,
    pub your_move: &'static str,
    /// `{name} to move`.
    pub their_move: &'static str,
    /// `{white} (White) vs {black} (Black)`.
    pub players: &'static str,
    /// `Last move: {move}`.
    pub last_move: &'static str,
    pub no_moves_yet: &'static str,
    pub check: &'static str,
    /// To the player to move: `Please answer by {deadline}.`
    pub deadline: &'static str,
    /// To the player waiting: `{name} has until {deadline}.`
    pub their_deadline: &'static str,
    pub moves_heading: &'static str,
    /// How the text board marks squares.
    pub text_board_legend: &'static str,
    pub how_to_answer: &'static str,
    /// `The game record is attached as {file}.`
    pub pgn_attached: &'static str,
}

/// The English sentences.
pub const ENGLISH: Strings = Strings {
    white: "White",
    black: "Black",
    roles: ["pawn", "knight", "bishop", "rook", "queen", "king"],
    piece: "{color} {role}",
    square_with_piece: "{square}, {piece}",
    empty_square: "{square}, empty",
    board_picture: "The board seen from {color}'s side",
    subject: "[pawnpost #{game}] {white} vs {black}: {what}",
    your_move: "Your move",
    their_move: "{name} to move",
    players: "{white} (White) vs {black} (Black)",
    last_move: "Last move: {move}",
    no_moves_yet: "No moves yet.",
    check: "Check!",
    deadline: "Please answer by {deadline}.",
    their_deadline: "{name} has until {deadline}.",
    moves_heading: "Moves",
    text_board_legend: "|x| last move, :x: king in check",
    // Broken by hand: a line must never start with a move, else the reader would take
    // it for one when a player sends this text back unquoted.
    how_to_answer: "Reply with your move at the top, for example Nf3, e2e4 or O-O.\n\
                    You may also write Request Draw, Resign or Help.\n\
                    Anything else you write goes to your opponent as a comment.",
    pgn_attached: "The game record is attached as {file}.",
};

impl Strings {
    pub fn color(&self, color: Color) -> &'static str {
        color.fold(self.white, self.black)
    }

    pub fn role(&self, role: Role) -> &'static str {
        self.roles[role.index()]
    }

    /// "white knight".
    pub fn piece_name(&self, piece: Piece) -> String {
        let color = self.color(piece.color).to_lowercase();
        fill(
            self.piece,
            &[("color", &color), ("role", self.role(piece.role))],
        )
    }
}

impl Default for Strings {
    fn default() -> Strings {
        ENGLISH
    }
}

/// Fills the `{name}` holes of `template` with the values given; an unknown hole is
/// left as written so a typo in a translation shows instead of vanishing.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let name = &after[..close];
        match values.iter().find(|(k, _)| *k == name) {
            Some((_, value)) => out.push_str(value),
            None => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// `text` broken into lines of at most `width` characters at spaces (a longer word
/// stays whole on its own line); existing line breaks are kept.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, paragraph) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut column = 0;
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let len = word.chars().count();
            if column > 0 && column + 1 + len > width {
                out.push('\n');
                column = 0;
            } else if column > 0 {
                out.push(' ');
                column += 1;
            }
            out.push_str(word);
            column += len;
        }
    }
    out
}

/// A Unix time as `2025-03-14 18:00 UTC`: a fixed, unambiguous form that needs no
/// time zone database and reads the same in every language.
pub fn utc_time(unix_seconds: i64) -> String {
    let days = unix_seconds.div_euclid(86_400);
    let secs = unix_seconds.rem_euclid(86_400);
    let (y, m, d) = crate::notation::pgn::civil_date(days * 86_400);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        secs % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_holes_by_name() {
        assert_eq!(
            fill("{white} vs {black}", &[("black", "Bo"), ("white", "Al")]),
            "Al vs Bo"
        );
        assert_eq!(fill("{unknown} {", &[]), "{unknown} {");
    }

    #[test]
    fn wraps_at_spaces() {
        assert_eq!(wrap("aa bb cc dd", 5), "aa bb\ncc dd");
        assert_eq!(wrap("a verylongword b", 4), "a\nverylongword\nb");
        assert_eq!(wrap("x\ny", 10), "x\ny");
    }

    #[test]
    fn utc_times() {
        assert_eq!(utc_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_time(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc_time(1_741_975_200), "2025-03-14 18:00 UTC");
        assert_eq!(utc_time(-1), "1969-12-31 23:59 UTC");
    }

    #[test]
    fn piece_names() {
        let piece = Role::Knight.of(Color::White);
        assert_eq!(ENGLISH.piece_name(piece), "white knight");
    }
}
