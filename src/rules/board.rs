//! Piece placement: which piece stands on which square.

use super::{Bitboard, Color, Piece, Role, Square};

/// The pieces on the board, as one bitboard per role and per colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
        }
    }

    /// The standard starting placement.
    pub const fn starting() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            occupied: Bitboard(0xffff_0000_0000_ffff),
        }
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    #[inline]
    pub fn pawns(&self) -> Bitboard {
        self.by_role(Role::Pawn)
    }

    #[inline]
    pub fn knights(&self) -> Bitboard {
        self.by_role(Role::Knight)
    }

    #[inline]
    pub fn bishops(&self) -> Bitboard {
        self.by_role(Role::Bishop)
    }

    #[inline]
    pub fn rooks(&self) -> Bitboard {
        self.by_role(Role::Rook)
    }

    #[inline]
    pub fn queens(&self) -> Bitboard {
        self.by_role(Role::Queen)
    }

    #[inline]
    pub fn kings(&self) -> Bitboard {
        self.by_role(Role::King)
    }

    /// Rooks and queens.
    #[inline]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.rooks() | self.queens()
    }

    /// Bishops and queens.
    #[inline]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.bishops() | self.queens()
    }

    /// The king of `color`, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.kings() & self.by_color(color)).single_square()
    }

    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|role| self.by_role[role.index()].contains(sq))
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece {
            color: self.color_at(sq)?,
            role: self.role_at(sq)?,
        })
    }

    /// Puts `piece` on the empty square `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= bb;
        self.by_color[piece.color.index()] |= bb;
        self.occupied |= bb;
    }

    /// Removes `piece`, which stands on `sq`.
    #[inline]
    pub(crate) fn remove(&mut self, sq: Square, piece: Piece) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bb;
        self.by_color[piece.color.index()] ^= bb;
        self.occupied ^= bb;
    }

    /// Sets or clears a square whatever stood there (for building positions).
    pub fn set_piece_at(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.piece_at(sq) {
            self.remove(sq, old);
        }
        if let Some(piece) = piece {
            self.put(sq, piece);
        }
    }

    /// The pieces of `color` that attack `sq` given `occupied`.
    #[inline]
    pub fn attackers(&self, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        use super::attacks::{
            bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
        };
        self.by_color(color)
            & ((rook_attacks(sq, occupied) & self.rooks_and_queens())
                | (bishop_attacks(sq, occupied) & self.bishops_and_queens())
                | (knight_attacks(sq) & self.knights())
                | (king_attacks(sq) & self.kings())
                | (pawn_attacks(!color, sq) & self.pawns()))
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied
            .filter_map(move |sq| self.piece_at(sq).map(|piece| (sq, piece)))
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::starting()
    }
}
