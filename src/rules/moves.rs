//! Moves and fixed-capacity move lists.

use std::fmt;
use std::ops::Deref;

use super::{Color, Role, Square};

/// Which side of the board a castling goes to: king-side with a rook on the king's
/// h-side, queen-side with one on its a-side (in Chess960 too, wherever they stand).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    KingSide,
    QueenSide,
}

impl CastlingSide {
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The stable key messages select on: `king` or `queen`.
    pub fn key(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "king",
            CastlingSide::QueenSide => "queen",
        }
    }

    /// The king's destination file (g or c), in standard chess and Chess960 alike.
    pub fn king_to_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 6,
            CastlingSide::QueenSide => 2,
        }
    }

    /// The rook's starting file in standard chess (h or a); in Chess960 the castling
    /// rights say where the rook stands.
    pub fn rook_from_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 7,
            CastlingSide::QueenSide => 0,
        }
    }

    /// The rook's destination file (f or d), in standard chess and Chess960 alike.
    pub fn rook_to_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 5,
            CastlingSide::QueenSide => 3,
        }
    }

    /// Where `color`'s king ends: g1, c1, g8 or c8.
    #[inline]
    pub fn king_to(self, color: Color) -> Square {
        Square::from_index_masked(u32::from(color.back_rank() * 8 + self.king_to_file()))
    }

    /// Where `color`'s rook ends: f1, d1, f8 or d8.
    #[inline]
    pub fn rook_to(self, color: Color) -> Square {
        Square::from_index_masked(u32::from(color.back_rank() * 8 + self.rook_to_file()))
    }

    /// Where `color`'s castling rook starts in standard chess: h1, a1, h8 or a8.
    #[inline]
    pub fn rook_from(self, color: Color) -> Square {
        Square::from_index_masked(u32::from(color.back_rank() * 8 + self.rook_from_file()))
    }
}

/// What a move does besides moving one piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square advance from its starting rank.
    DoublePush,
    /// A pawn capture of a pawn that just made a double push; `to` is the empty square
    /// behind it.
    EnPassant,
    /// Castling; `from` is the king's square and `to` what UCI writes after it: the
    /// king's destination in standard chess (`e1g1`), the castling rook's square in
    /// Chess960 (`e1h1`, the king onto its own rook). The king always ends on
    /// [`CastlingSide::king_to`], the rook on [`CastlingSide::rook_to`].
    Castle(CastlingSide),
}

/// A move in a particular position: who moves, from where, to where, what it takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub capture: Option<Role>,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    /// True for captures (including en passant).
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.capture.is_some()
    }

    /// True for moves that reset the fifty-move counter: pawn moves and captures.
    #[inline]
    pub fn is_zeroing(&self) -> bool {
        self.role == Role::Pawn || self.capture.is_some()
    }

    /// The square of the piece a capture takes: `to`, except en passant, where the
    /// pawn taken stands beside the capturing pawn's start, on the file it goes to.
    #[inline]
    pub fn captured_square(&self) -> Square {
        match self.kind {
            MoveKind::EnPassant => Square::from_index_masked(
                u32::from(self.to.file()) + 8 * u32::from(self.from.rank()),
            ),
            MoveKind::Normal | MoveKind::DoublePush | MoveKind::Castle(_) => self.to,
        }
    }

    #[inline]
    pub fn castling_side(&self) -> Option<CastlingSide> {
        match self.kind {
            MoveKind::Castle(side) => Some(side),
            _ => None,
        }
    }

    /// The move in UCI form: `e2e4`, `e7e8q`; castling as the king's move `e1g1` in
    /// standard chess, as the king onto its rook `e1h1` in Chess960.
    pub fn uci(&self) -> UciMove {
        UciMove {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }
}

/// The squares and promotion of a move, as UCI writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UciMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.lower_char())?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

/// No position has more than 218 legal moves.
const CAPACITY: usize = 256;

/// The legal moves of a position, on the stack and never initialised beyond its
/// length (filling 256 slots per node would cost more than generating the moves).
#[derive(Clone, Default)]
pub struct MoveList {
    moves: arrayvec::ArrayVec<Move, CAPACITY>,
}

impl MoveList {
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            moves: arrayvec::ArrayVec::new(),
        }
    }

    #[inline]
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        // The capacity exceeds the proven maximum of 218 legal moves.
        self.moves.push(m);
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
