//! The words the board renderers use (colours, pieces, square labels, the picture's
//! description): the `board-*` messages of each language's `i18n/<code>/board.ftl`.
//!
//! Renderers ask a [`Strings`] for words instead of writing them, so a language is one
//! more `Strings` value, chosen per player, with no renderer touched.

use std::sync::OnceLock;

use super::board_words::Taken;
use crate::i18n::{Args, Language, message};
use crate::rules::{CastlingSide, Color, Piece, Role, Square};

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

    /// [`Strings::piece_on`] for a square, formatted once per language, role and square
    /// and kept: a picture's description lists up to 32 pieces, each a Fluent message
    /// of ~5,000 instructions, two pictures a move (three fifths of the HTML letters'
    /// instructions before). Never kept under the pseudo-locale (a test's), nor when it
    /// was switched on while formatting.
    pub fn piece_on_square(&self, role: Role, square: Square) -> std::borrow::Cow<'static, str> {
        /// Every language's, each role's on each square.
        static KEPT: [[OnceLock<String>; 6 * 64]; Language::ALL.len()] =
            [const { [const { OnceLock::new() }; 6 * 64] }; Language::ALL.len()];
        use std::borrow::Cow;
        let said = || self.piece_on(role, &square.to_string());
        let pseudo = crate::i18n::pseudo_locale;
        if pseudo() {
            return Cow::Owned(said());
        }
        let kept = &KEPT[self.language.index()][role.index() * 64 + square.index()];
        if let Some(words) = kept.get() {
            return Cow::Borrowed(words);
        }
        let words = said();
        if pseudo() {
            return Cow::Owned(words);
        }
        Cow::Borrowed(kept.get_or_init(|| words))
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
    /// The heading over a board drawn as a picture or a table: "The board".
    pub fn board_heading(&self) -> String {
        self.say("board-heading", Args::new())
    }

    /// The heading over a position in words: "The position in words".
    pub fn words_heading(&self) -> String {
        self.say("board-words-heading", Args::new())
    }

    /// One side's pieces in a position in words, one sentence that stands alone (on a
    /// braille line, after a search): "White: king e1, queen d1, rooks a1 h1, …"; with
    /// "(yours)" when they are the reader's. `kinds` are [`Strings::kind_on`]'s.
    pub fn side_pieces(&self, color: Color, yours: bool, kinds: &[String]) -> String {
        self.say(
            "board-words-pieces",
            Args::new()
                .with("color", color.name())
                .with("yours", if yours { "yes" } else { "no" })
                .with("kinds", kinds.join(", ")),
        )
    }

    /// One kind of piece and its squares, in file order, without a comma between them
    /// (a pause per square made the capture letter 8 s longer to hear): "rooks a1 h1".
    pub fn kind_on(&self, role: Role, squares: &[Square]) -> String {
        let names: Vec<String> = squares.iter().map(Square::to_string).collect();
        self.say(
            "board-words-kind",
            Args::new()
                .with("role", role.name())
                .with("count", squares.len())
                .with("squares", names.join(" ")),
        )
    }

    /// The last move in words: "Last move: white knight from b1 to c3, taking the black
    /// pawn on c3."
    pub fn moved(
        &self,
        piece: Piece,
        from: Square,
        to: Square,
        taken: Option<Taken>,
        promotion: Option<Role>,
    ) -> String {
        let mut parts = vec![
            self.say(
                "board-words-moved",
                Args::new()
                    .with("color", piece.color.name())
                    .with("role", piece.role.name())
                    .with("from", from.to_string())
                    .with("to", to.to_string()),
            ),
        ];
        if let Some(taken) = taken {
            parts.push(
                self.say(
                    if taken.en_passant {
                        "board-words-taking-en-passant"
                    } else {
                        "board-words-taking"
                    },
                    Args::new()
                        .with("color", taken.piece.color.name())
                        .with("role", taken.piece.role.name())
                        .with("square", taken.square.to_string()),
                ),
            );
        }
        if let Some(role) = promotion {
            parts.push(self.say(
                "board-words-promoted",
                Args::new().with("role", role.name()),
            ));
        }
        self.last_move(&parts.join(", "))
    }

    /// Castling in words: "Last move: White castled king-side: king from e1 to g1, rook
    /// from h1 to f1." In Chess960 the king or the rook may already stand where castling
    /// puts it: that piece "stays".
    pub fn castled(
        &self,
        color: Color,
        side: CastlingSide,
        king: [Square; 2],
        rook: [Square; 2],
    ) -> String {
        let stays = match (king[0] == king[1], rook[0] == rook[1]) {
            (false, false) => "none",
            (true, false) => "king",
            (false, true) => "rook",
            (true, true) => "both",
        };
        let text = self.say(
            "board-words-castled",
            Args::new()
                .with("color", color.name())
                .with("side", side.key())
                .with("stays", stays)
                .with("king_from", king[0].to_string())
                .with("king_to", king[1].to_string())
                .with("rook_from", rook[0].to_string())
                .with("rook_to", rook[1].to_string()),
        );
        self.last_move(&text)
    }

    fn last_move(&self, text: &str) -> String {
        self.say("board-words-last-move", Args::new().with("move", text))
    }

    /// "Black is in check."
    pub fn in_check(&self, color: Color) -> String {
        self.say("board-words-check", Args::new().with("color", color.name()))
    }

    /// "White is checkmated."
    pub fn checkmated(&self, color: Color) -> String {
        self.say(
            "board-words-checkmate",
            Args::new().with("color", color.name()),
        )
    }

    /// "Black has no legal move: stalemate."
    pub fn stalemated(&self, color: Color) -> String {
        self.say(
            "board-words-stalemate",
            Args::new().with("color", color.name()),
        )
    }

    /// "Black to move."
    pub fn to_move(&self, color: Color) -> String {
        self.say(
            "board-words-to-move",
            Args::new().with("color", color.name()),
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

    /// The kept words are the message's, in every language, for every piece and
    /// square, asked once or twice.
    #[test]
    fn a_kept_piece_on_its_square_is_the_message() {
        for language in Language::ALL {
            let strings = Strings::of(language);
            for role in Role::ALL {
                for square in (0..64).filter_map(Square::new) {
                    let said = strings.piece_on(role, &square.to_string());
                    assert_eq!(strings.piece_on_square(role, square), said);
                    assert_eq!(strings.piece_on_square(role, square), said);
                }
            }
        }
    }

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
