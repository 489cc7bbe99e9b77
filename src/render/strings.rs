//! The words the board renderers use (colours, pieces, square labels, the picture's
//! description), in one place per language (until they move to `board.ftl`).
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
};

/// The German sentences.
pub const GERMAN: Strings = Strings {
    white: "Weiß",
    black: "Schwarz",
    roles: ["Bauer", "Springer", "Läufer", "Turm", "Dame", "König"],
    piece: "{role} ({color})",
    square_with_piece: "{square}, {piece}",
    empty_square: "{square}, leer",
    board_picture: "Das Brett aus der Sicht von {color}",
};

/// The French sentences.
pub const FRENCH: Strings = Strings {
    white: "Blancs",
    black: "Noirs",
    roles: ["pion", "cavalier", "fou", "tour", "dame", "roi"],
    piece: "{role} des {color}",
    square_with_piece: "{square}, {piece}",
    empty_square: "{square}, vide",
    board_picture: "L'échiquier vu du côté des {color}",
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
    }
}
