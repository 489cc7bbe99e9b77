//! The two sides.

use std::fmt;
use std::ops::Not;

/// White or Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// Picks `white` or `black` by colour.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// `white` or `black`, as the CLI and JSON write it.
    pub fn name(self) -> &'static str {
        self.fold("white", "black")
    }

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The first rank of this side's pieces (0 for White, 7 for Black).
    #[inline]
    pub fn back_rank(self) -> u8 {
        self.fold(0, 7)
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.fold(Color::Black, Color::White)
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.fold("White", "Black"))
    }
}
