//! What a position says about one square, one line, one kind of piece or one piece:
//! the facts behind the questions a player may ask about the board (`Square d5`,
//! `Pieces knights`, `Rank 5`, `File d`, `Moves Nf3`, `Captured`). Pure, and each answer
//! looks at a bounded part of the board: one square's attackers, one line of eight
//! squares, the pieces of one kind, one piece's legal moves.

use super::{Bitboard, Board, Color, Move, Piece, Position, Record, Role, Square};

/// One square: what stands on it and which pieces of each side attack it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareSurvey {
    pub square: Square,
    pub occupant: Option<Piece>,
    /// By [`Color::index`]: the pieces of that side attacking the square (pinned ones
    /// too: a pinned piece still guards), the king first, then each kind in file order.
    pub attackers: [Vec<(Role, Square)>; 2],
}

/// The pieces on `square` and those attacking it, for `Square d5`.
pub fn survey_square(board: &Board, square: Square) -> SquareSurvey {
    let attackers = Color::ALL.map(|color| {
        let mut found: Vec<(Role, Square)> = board
            .attackers(square, color, board.occupied())
            .filter_map(|sq| board.role_at(sq).map(|role| (role, sq)))
            .collect();
        found.sort_by_key(|(role, sq)| (king_first(*role), file_order(*sq)));
        found
    });
    SquareSurvey {
        square,
        occupant: board.piece_at(square),
        attackers,
    }
}

/// Where `color`'s pieces of `role` stand, in file order (a-file first, then up each
/// file), as the position in words lists them.
pub fn pieces_of(board: &Board, color: Color, role: Role) -> Vec<Square> {
    sorted(board.by_piece(role.of(color)))
}

/// The pieces on rank `rank` (0 for the first), from the a-file to the h-file; `None`
/// for a rank off the board.
pub fn on_rank(board: &Board, rank: u8) -> Option<Vec<(Square, Piece)>> {
    let squares = (0..8)
        .map(|file| Square::from_coords(file, rank))
        .collect::<Option<Vec<_>>>()?;
    Some(occupied(board, squares))
}

/// The pieces on file `file` (0 for the a-file), from the first rank to the eighth;
/// `None` for a file off the board.
pub fn on_file(board: &Board, file: u8) -> Option<Vec<(Square, Piece)>> {
    let squares = (0..8)
        .map(|rank| Square::from_coords(file, rank))
        .collect::<Option<Vec<_>>>()?;
    Some(occupied(board, squares))
}

/// What one piece may play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PieceMoves {
    /// No piece stands on the square.
    Empty,
    /// The piece and its legal moves, ordered by the square each goes to (file order),
    /// castling last. `to_move` is false when the piece's side is not to move: the
    /// moves are then those it would have if it were (the other side passing, no en
    /// passant).
    Moves {
        piece: Piece,
        to_move: bool,
        moves: Vec<Move>,
    },
    /// The piece's side is not to move and the side to move is in check: a turn passed
    /// would leave a king to be taken, so there is nothing to say.
    NotWhileInCheck { piece: Piece },
}

/// The legal moves of the piece on `square` ([`PieceMoves`]), for `Moves Nf3`.
pub fn moves_of(position: &Position, square: Square) -> PieceMoves {
    let Some(piece) = position.board().piece_at(square) else {
        return PieceMoves::Empty;
    };
    let to_move = piece.color == position.turn();
    let asked = if to_move {
        *position
    } else {
        match position.passed() {
            Some(passed) => passed,
            None => return PieceMoves::NotWhileInCheck { piece },
        }
    };
    let mut moves: Vec<Move> = asked
        .legal_moves()
        .iter()
        .filter(|m| m.from == square)
        .copied()
        .collect();
    moves.sort_by_key(|m| {
        (
            m.castling_side().is_some(),
            file_order(m.to),
            m.promotion.map_or(0, |role| 6 - role.index()),
        )
    });
    PieceMoves::Moves {
        piece,
        to_move,
        moves,
    }
}

/// The pieces each side lost in the game: by [`Color::index`] of the side that lost
/// them, the count of each [`Role::index`] taken from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Lost(pub [[u32; 6]; 2]);

impl Lost {
    /// How many pieces of `role` `color` lost.
    pub fn count(&self, color: Color, role: Role) -> u32 {
        self.0[color.index()][role.index()]
    }

    /// Whether `color` lost anything.
    pub fn any(&self, color: Color) -> bool {
        self.0[color.index()].iter().any(|&n| n > 0)
    }
}

/// What each side lost by captures in the game so far, for `Captured`: one pass over
/// the moves (each move says what it took; the sides alternate from the start).
pub fn lost(record: &Record) -> Lost {
    let mut lost = Lost::default();
    let mut mover = record.initial().turn();
    for m in record.moves() {
        if let Some(role) = m.capture {
            lost.0[(!mover).index()][role.index()] += 1;
        }
        mover = !mover;
    }
    lost
}

fn occupied(board: &Board, squares: Vec<Square>) -> Vec<(Square, Piece)> {
    squares
        .into_iter()
        .filter_map(|sq| board.piece_at(sq).map(|piece| (sq, piece)))
        .collect()
}

fn sorted(squares: Bitboard) -> Vec<Square> {
    let mut found: Vec<Square> = squares.collect();
    found.sort_by_key(|sq| file_order(*sq));
    found
}

/// a1, a2 … a8, b1 …: the order a reader goes through a side's pieces of one kind.
fn file_order(square: Square) -> (u8, u8) {
    (square.file(), square.rank())
}

fn king_first(role: Role) -> usize {
    Role::KING_FIRST
        .iter()
        .position(|r| *r == role)
        .unwrap_or(Role::KING_FIRST.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_in_the_opening_is_attacked_and_defended_by_what_reaches_it() {
        let pos =
            Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
                .unwrap();
        let found = survey_square(pos.board(), "e5".parse().unwrap());
        assert_eq!(found.occupant, Some(Role::Pawn.of(Color::Black)));
        assert_eq!(
            found.attackers[Color::White.index()],
            [(Role::Knight, "f3".parse().unwrap())]
        );
        assert_eq!(
            found.attackers[Color::Black.index()],
            [(Role::Knight, "c6".parse().unwrap())]
        );
    }

    #[test]
    fn the_side_not_to_move_is_asked_as_if_it_were_its_turn() {
        let pos = Position::new();
        let PieceMoves::Moves { to_move, moves, .. } = moves_of(&pos, "g8".parse().unwrap()) else {
            panic!("a knight on g8");
        };
        assert!(!to_move);
        let to: Vec<String> = moves.iter().map(|m| m.to.to_string()).collect();
        assert_eq!(to, ["f6", "h6"]);
        assert_eq!(moves_of(&pos, "e4".parse().unwrap()), PieceMoves::Empty);
    }
}
