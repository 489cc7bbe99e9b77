//! Castling rights, kept by the square of the rook each side may castle with, so that
//! Chess960 castling is the general case and standard chess the one with rooks on the
//! a- and h-files; and the mode that says which game a position belongs to.

use super::moves::CastlingSide;
use super::{Bitboard, Color, Square};

/// Standard chess or Chess960 (Fischer random chess). The rules of play are the same;
/// the mode decides which castling rights a position may hold (in standard chess only
/// with the king on e1/e8 and rooks on the corners) and how castling is written: UCI
/// `e1g1` (the king's two steps) in standard chess, `e1h1` (the king onto its own rook)
/// in Chess960, where the king's destination alone can be ambiguous.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CastlingMode {
    #[default]
    Standard,
    Chess960,
}

impl CastlingMode {
    #[inline]
    pub fn is_chess960(self) -> bool {
        self == CastlingMode::Chess960
    }
}

/// The castling rights of both sides: for each colour and side, the square of the rook
/// it may still castle with. King-side is a rook on the king's h-side, queen-side one on
/// its a-side (FEN's `KQkq`; in Chess960 the rook may stand on any file).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights {
    /// White king-side, White queen-side, Black king-side, Black queen-side.
    rooks: [Option<Square>; 4],
    /// The squares of `rooks`, so that a move that touches none of them (most moves)
    /// is seen at once to leave the rights alone.
    mask: Bitboard,
}

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights {
        rooks: [None; 4],
        mask: Bitboard::EMPTY,
    };
    /// All four rights of standard chess (rooks on a1, h1, a8, h8).
    pub const ALL: CastlingRights = CastlingRights {
        rooks: [
            Some(Square::H1),
            Some(Square::A1),
            Some(Square::H8),
            Some(Square::A8),
        ],
        mask: Bitboard(0x8100_0000_0000_0081),
    };

    /// 0 to 3: White king-side, White queen-side, Black king-side, Black queen-side.
    #[inline]
    pub(crate) fn slot(color: Color, side: CastlingSide) -> usize {
        color.index() * 2
            + match side {
                CastlingSide::KingSide => 0,
                CastlingSide::QueenSide => 1,
            }
    }

    #[inline]
    pub fn has(self, color: Color, side: CastlingSide) -> bool {
        self.rooks[Self::slot(color, side)].is_some()
    }

    /// The rook of each right by slot (see [`CastlingRights::slot`]).
    #[inline]
    pub(crate) fn slots(self) -> [Option<Square>; 4] {
        self.rooks
    }

    #[inline]
    pub(crate) fn has_slot(self, slot: usize) -> bool {
        self.rooks[slot & 3].is_some()
    }

    /// The square of the rook `color` may castle with on `side`, if it still may.
    #[inline]
    pub fn rook(self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rooks[Self::slot(color, side)]
    }

    /// Gives the standard-chess right: the rook on the a- or h-file of `color`'s back rank.
    pub fn set(&mut self, color: Color, side: CastlingSide) {
        self.set_rook(color, side, side.rook_from(color));
    }

    /// Gives the right to castle on `side` with the rook on `rook` (Chess960).
    pub fn set_rook(&mut self, color: Color, side: CastlingSide, rook: Square) {
        self.rooks[Self::slot(color, side)] = Some(rook);
        self.mask = self.rook_squares_of_slots();
    }

    /// Takes the right away.
    pub fn remove(&mut self, color: Color, side: CastlingSide) {
        self.rooks[Self::slot(color, side)] = None;
        self.mask = self.rook_squares_of_slots();
    }

    fn rook_squares_of_slots(&self) -> Bitboard {
        self.rooks.iter().flatten().copied().collect()
    }

    /// The rights as four bits, FEN's `KQkq` from the lowest: which rights exist, not
    /// with which rook.
    #[inline]
    pub fn bits(self) -> u8 {
        self.rooks
            .iter()
            .enumerate()
            .fold(0, |bits, (i, rook)| bits | (u8::from(rook.is_some()) << i))
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.mask.is_empty()
    }

    /// The squares of every rook that carries a right.
    #[inline]
    pub fn rook_squares(self) -> Bitboard {
        self.mask
    }

    /// Every right with its colour, side and rook, White's first and king-side first
    /// (the order FEN writes them).
    pub fn iter(self) -> impl Iterator<Item = (Color, CastlingSide, Square)> {
        let sides = [CastlingSide::KingSide, CastlingSide::QueenSide];
        Color::ALL
            .into_iter()
            .flat_map(move |color| sides.into_iter().map(move |side| (color, side)))
            .filter_map(move |(color, side)| self.rook(color, side).map(|rook| (color, side, rook)))
    }

    /// The rights still held after `mover` moved from `from` to `to`: a king that moves
    /// loses both, a rook that moves or is taken loses its own.
    #[inline]
    pub(crate) fn after_move(
        mut self,
        mover: Color,
        king_moved: bool,
        from: Square,
        to: Square,
    ) -> CastlingRights {
        let touched = Bitboard::from(from) | Bitboard::from(to);
        if !king_moved && (self.mask & touched).is_empty() {
            return self;
        }
        if king_moved {
            let first = mover.index() * 2;
            self.rooks[first] = None;
            self.rooks[first + 1] = None;
        }
        for rook in &mut self.rooks {
            if rook.is_some_and(|sq| touched.contains(sq)) {
                *rook = None;
            }
        }
        self.mask = self.rook_squares_of_slots();
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_rights_are_the_corner_rooks() {
        let mut rights = CastlingRights::NONE;
        for color in Color::ALL {
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                rights.set(color, side);
            }
        }
        assert_eq!(rights, CastlingRights::ALL);
        assert_eq!(rights.bits(), 15);
        assert_eq!(
            rights.rook(Color::Black, CastlingSide::QueenSide),
            Some(Square::A8)
        );
        assert_eq!(rights.rook_squares().count(), 4);
    }

    #[test]
    fn moving_or_losing_a_rook_or_the_king_loses_rights() {
        let all = CastlingRights::ALL;
        let after = all.after_move(Color::White, false, Square::H1, Square::H1);
        assert_eq!(after.bits(), 0b1110);
        let after = all.after_move(Color::White, true, Square::E1, Square::E8);
        assert_eq!(after.bits(), 0b1100);
        // A white piece taking the rook on a8.
        let after = all.after_move(Color::White, false, Square::B1, Square::A8);
        assert_eq!(after.bits(), 0b0111);
        // Chess960: the king-side rook on f1.
        let mut rights = CastlingRights::NONE;
        rights.set_rook(Color::White, CastlingSide::KingSide, Square::F1);
        assert!(
            rights
                .after_move(Color::White, false, Square::F1, Square::F1)
                .is_empty()
        );
        assert_eq!(
            rights.after_move(Color::White, false, Square::H1, Square::H1),
            rights
        );
    }
}
