//! The words the board renderers use (colours, pieces, square labels, the picture's
//! description): the `board-*` messages of each language's `i18n/<code>/board.ftl`.
//!
//! Renderers ask a [`Strings`] for words instead of writing them, so a language is one
//! more `Strings` value, chosen per player, with no renderer touched.

use crate::i18n::{Args, Language, message};
use crate::rules::{Color, Piece, Role};

/// The board's words of one language, from its `board.ftl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Strings {
    language: Language,
}

/// The English words (the default).
pub const ENGLISH: Strings = Strings::of(Language::English);

impl Strings {
    pub const fn of(language: Language) -> Strings {
        Strings { language }
    }

    fn say(&self, id: &str, args: Args) -> String {
        message(self.language, id, &args)
    }

    /// A side's name, as a heading: "White".
    pub fn color(&self, color: Color) -> String {
        self.say("board-color", Args::new().with("color", color.name()))
    }

    /// A piece's kind: "knight".
    pub fn role(&self, role: Role) -> String {
        self.say("board-role", Args::new().with("role", role.name()))
    }

    /// "white knight".
    pub fn piece_name(&self, piece: Piece) -> String {
        self.say(
            "board-piece",
            Args::new()
                .with("color", piece.color.name())
                .with("role", piece.role.name()),
        )
    }

    /// A square's label for screen readers and tooltips: "e4, white knight", "e5, empty".
    pub fn square(&self, square: &str, piece: Option<Piece>) -> String {
        match piece {
            Some(piece) => self.say(
                "board-square-piece",
                Args::new()
                    .with("square", square)
                    .with("piece", self.piece_name(piece)),
            ),
            None => self.say("board-square-empty", Args::new().with("square", square)),
        }
    }

    /// The picture's description: the board seen from `viewer`'s side.
    pub fn board_picture(&self, viewer: Color) -> String {
        self.say("board-picture", Args::new().with("color", viewer.name()))
    }

    /// A piece on its square in a list: "king g1".
    pub fn piece_on(&self, role: Role, square: &str) -> String {
        self.say(
            "board-piece-on",
            Args::new().with("role", role.name()).with("square", square),
        )
    }

    /// One side's pieces after the picture's description: " White: king g1, …."
    pub fn pieces_of(&self, color: Color, pieces: &str) -> String {
        self.say(
            "board-pieces",
            Args::new()
                .with("color", color.name())
                .with("pieces", pieces),
        )
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
    fn piece_names() {
        let piece = Role::Knight.of(Color::White);
        assert_eq!(ENGLISH.piece_name(piece), "white knight");
        let queen = Role::Queen.of(Color::Black);
        assert_eq!(
            Strings::of(Language::Spanish).piece_name(queen),
            "dama negra"
        );
        assert_eq!(
            Strings::of(Language::German).piece_name(queen),
            "Dame (schwarz)"
        );
    }
}
