//! Reply composition: what a player reads in a pawnpost mail.
//!
//! Pure like `rules`: values in, text and bytes out; no clock (times are passed in as
//! Unix seconds), no I/O. A [`Diagram`] is one board as a player sees it — from their
//! side, with the last move and a check marked — and has three renderings:
//! [`board_text`] for plain text, [`board_html`] for mail clients that show HTML and
//! [`board_png`] for an inline picture; [`board_in_words`] is its alternative text, and
//! [`board_words`] the position as lists for readers who choose `Board words`.
//! [`moves`] writes the move list, [`strings`] holds the sentences the boards use, and
//! [`message`] wraps a reply into one MIME message. The letters themselves (what each
//! reply says) are written by `crate::letter` and put together by
//! `daemon::outgoing::compose`.

pub mod board_html;
pub mod board_png;
pub mod board_text;
pub mod board_words;
pub mod bracket;
pub mod calendar;
pub mod message;
pub mod moves;
pub mod strings;

pub use board_html::{board_html, escape_html};
pub use board_png::{Encoding, PngError, board_png, board_png_as};
pub use board_text::{TextStyle, board_text};
pub use board_words::{PositionInWords, position_in_words};
pub use calendar::{CalendarEvent, calendar};
pub use message::{Attachment, InlineImage, Mailbox, MessageError, Reply, build_message};
pub use moves::{MoveList, move_list};
pub use strings::Strings;

use crate::rules::{Color, Move, Piece, Position, Record, Square};

/// One board as a player is shown it: the position, the side it is seen from, the
/// last move (its squares marked) and the king in check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Diagram {
    position: Position,
    orientation: Color,
    last_move: Option<Move>,
    /// The game is over (by any ending, not only mate): no side is to move.
    over: bool,
}

/// What a square of a [`Diagram`] carries besides its piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareView {
    pub square: Square,
    pub piece: Option<Piece>,
    /// The square the last move left or reached.
    pub last_move: bool,
    /// The square of the king that is in check.
    pub check: bool,
}

impl Diagram {
    /// The position seen from `orientation`'s side, with no last move marked.
    pub fn new(position: &Position, orientation: Color) -> Diagram {
        Diagram {
            position: *position,
            orientation,
            last_move: None,
            over: false,
        }
    }

    /// The game's current position seen from `orientation`, its last move marked.
    pub fn of_record(record: &Record, orientation: Color) -> Diagram {
        let diagram = Diagram::new(record.position(), orientation);
        match record.moves().last() {
            Some(m) => diagram.with_last_move(m),
            None => diagram,
        }
    }

    /// Marks the squares `m` left and reached (for castling, the king's squares);
    /// `m` is the move that led to this diagram's position.
    pub fn with_last_move(mut self, m: &Move) -> Diagram {
        self.last_move = Some(*m);
        self
    }

    /// Marks the game over: a resignation, an agreement or a forfeit leaves a position
    /// in which no one is to move any more, which the board in words must not say.
    pub fn game_over(mut self) -> Diagram {
        self.over = true;
        self
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The move that led to the position, if one is marked.
    pub fn last_move(&self) -> Option<&Move> {
        self.last_move.as_ref()
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side whose pieces are drawn at the bottom.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// The square of the king that is in check, if the side to move is in check.
    pub fn check_square(&self) -> Option<Square> {
        if self.position.is_check() {
            self.position.board().king_of(self.position.turn())
        } else {
            None
        }
    }

    /// The rank indices (0 = first rank) from the top row of the picture down.
    pub fn ranks_top_down(&self) -> [u8; 8] {
        match self.orientation {
            Color::White => [7, 6, 5, 4, 3, 2, 1, 0],
            Color::Black => [0, 1, 2, 3, 4, 5, 6, 7],
        }
    }

    /// The file indices (0 = a-file) from the left column of the picture to the right.
    pub fn files_left_right(&self) -> [u8; 8] {
        match self.orientation {
            Color::White => [0, 1, 2, 3, 4, 5, 6, 7],
            Color::Black => [7, 6, 5, 4, 3, 2, 1, 0],
        }
    }

    /// The squares row by row as drawn: the top row first, each row left to right.
    pub fn rows(&self) -> [[SquareView; 8]; 8] {
        let check = self.check_square();
        let files = self.files_left_right();
        self.ranks_top_down().map(|rank| {
            files.map(|file| {
                // Both indices are below 8 by construction of the arrays above.
                let square = Square::from_coords(file, rank).unwrap_or(Square::A1);
                SquareView {
                    square,
                    piece: self.position.board().piece_at(square),
                    last_move: self
                        .last_move
                        .is_some_and(|m| square == m.from || square == m.to),
                    check: check == Some(square),
                }
            })
        })
    }
}

/// The board in words, for the picture's alternative text (screen readers, clients that
/// block pictures): "The board seen from Black's side. White: king g1, queen d1, ….
/// Black: king e8, …."
pub fn board_in_words(diagram: &Diagram, strings: &Strings) -> String {
    use crate::rules::Role;
    let mut out = strings.board_picture(diagram.orientation());
    out.push('.');
    let board = diagram.position().board();
    for color in Color::ALL {
        let pieces: Vec<_> = Role::KING_FIRST
            .into_iter()
            .flat_map(|role| {
                board
                    .by_piece(role.of(color))
                    .map(move |square| strings.piece_on_square(role, square))
            })
            .collect();
        out.push(' ');
        out.push_str(&strings.pieces_of(color, &pieces.join(", ")));
    }
    out
}

/// The chess figurine of a piece (U+2654–U+265F), without a variation selector.
pub fn figurine(piece: Piece) -> char {
    use crate::rules::Role;
    let white = match piece.role {
        Role::King => '\u{2654}',
        Role::Queen => '\u{2655}',
        Role::Rook => '\u{2656}',
        Role::Bishop => '\u{2657}',
        Role::Knight => '\u{2658}',
        Role::Pawn => '\u{2659}',
    };
    match piece.color {
        Color::White => white,
        // The black figurines sit six code points after the white ones.
        Color::Black => char::from_u32(white as u32 + 6).unwrap_or(white),
    }
}

/// U+FE0E VARIATION SELECTOR-15: asks for the text form of a figurine, so phones do not
/// draw the black pawn ♟ as a coloured emoji.
pub const TEXT_PRESENTATION: char = '\u{FE0E}';
