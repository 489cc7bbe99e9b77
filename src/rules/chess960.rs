//! The 960 starting positions of Chess960, by Scharnagl's numbers 0–959 (518 is the
//! standard position), as FIDE's Chess960 rules and most software number them.

use super::{Board, CastlingMode, CastlingRights, CastlingSide, Color, Position, Role, Square};

/// How many Chess960 starting positions there are.
pub const CHESS960_POSITIONS: u16 = 960;

/// The pieces of the first rank of starting position `number` from a to h, or `None`
/// past 959. Scharnagl's scheme: the number's digits in mixed radix 4, 4, 6 place the
/// light-squared bishop (b, d, f, h), the dark-squared one (a, c, e, g) and the queen
/// (on the n-th empty square); what remains, 0–9, picks the knights' two of the five
/// empty squares; rook, king and rook take the last three in that order.
pub fn chess960_back_rank(number: u16) -> Option<[Role; 8]> {
    if number >= CHESS960_POSITIONS {
        return None;
    }
    let mut rank: [Option<Role>; 8] = [None; 8];
    let mut n = usize::from(number);
    rank[(n % 4) * 2 + 1] = Some(Role::Bishop);
    n /= 4;
    rank[(n % 4) * 2] = Some(Role::Bishop);
    n /= 4;
    place_on_empty(&mut rank, n % 6, Role::Queen);
    n /= 6;
    // The knights on the i-th and j-th of the five empty squares, in Scharnagl's order.
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (first, second) = KNIGHTS[n];
    // The second knight first, so the first one's empty square keeps its index.
    place_on_empty(&mut rank, second, Role::Knight);
    place_on_empty(&mut rank, first, Role::Knight);
    for role in [Role::Rook, Role::King, Role::Rook] {
        place_on_empty(&mut rank, 0, role);
    }
    // Every square was filled: 2 bishops, a queen, 2 knights and 3 on the last three.
    Some(rank.map(|role| role.unwrap_or(Role::Pawn)))
}

/// Puts `role` on the `index`-th empty square (counting from the a-file).
fn place_on_empty(rank: &mut [Option<Role>; 8], index: usize, role: Role) {
    if let Some(square) = rank.iter_mut().filter(|sq| sq.is_none()).nth(index) {
        *square = Some(role);
    }
}

impl Position {
    /// Chess960 starting position `number` (0–959, Scharnagl's numbering; 518 is the
    /// standard position), in Chess960 mode with all four castling rights; `None` past
    /// 959.
    ///
    /// ```
    /// use pawnpost::rules::Position;
    /// let pos = Position::chess960(0).unwrap();
    /// assert_eq!(pos.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// ```
    pub fn chess960(number: u16) -> Option<Position> {
        let rank = chess960_back_rank(number)?;
        let mut board = Board::empty();
        let mut castling = CastlingRights::NONE;
        for color in Color::ALL {
            let back = color.back_rank();
            let pawns = color.fold(1, 6);
            let mut rooks = Vec::with_capacity(2);
            for (file, role) in (0u8..).zip(rank) {
                let square = Square::from_index_masked(u32::from(back * 8 + file));
                board.set_piece_at(square, Some(role.of(color)));
                let pawn = Square::from_index_masked(u32::from(pawns * 8 + file));
                board.set_piece_at(pawn, Some(Role::Pawn.of(color)));
                if role == Role::Rook {
                    rooks.push(square);
                }
            }
            // The rooks stand on either side of the king, a-side first.
            if let [queen_side, king_side] = rooks[..] {
                castling.set_rook(color, CastlingSide::QueenSide, queen_side);
                castling.set_rook(color, CastlingSide::KingSide, king_side);
            }
        }
        let mut pos = Position {
            board,
            turn: Color::White,
            castling,
            castling_paths: [0; 4],
            mode: CastlingMode::Chess960,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        };
        pos.derive_hash_and_paths();
        Some(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(number: u16) -> String {
        chess960_back_rank(number)
            .unwrap()
            .iter()
            .map(|role| role.lower_char())
            .collect()
    }

    #[test]
    fn known_numbers() {
        // From the published table of Scharnagl's numbering (and
        // tests/fixtures/perft/chess960-start.perft, which lists all 960).
        for (number, rank) in [
            (0, "bbqnnrkr"),
            (1, "bqnbnrkr"),
            (2, "bqnnrbkr"),
            (3, "bqnnrkrb"),
            (4, "qbbnnrkr"),
            (100, "qbbnrnkr"),
            (518, "rnbqkbnr"),
            (534, "rnbkqbnr"),
            (959, "rkrnnqbb"),
        ] {
            assert_eq!(letters(number), rank, "{number}");
        }
        assert_eq!(chess960_back_rank(960), None);
        assert!(Position::chess960(960).is_none());
    }

    #[test]
    fn every_start_is_a_legal_chess960_position() {
        let mut seen = std::collections::HashSet::new();
        for number in 0..CHESS960_POSITIONS {
            let rank = letters(number);
            assert!(seen.insert(rank.clone()), "{number} repeats {rank}");
            let king = rank.find('k').unwrap();
            assert!(
                rank[..king].contains('r') && rank[king..].contains('r'),
                "{rank}"
            );
            let bishops: Vec<usize> = rank.match_indices('b').map(|(i, _)| i).collect();
            assert_eq!(bishops.len(), 2);
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{rank}");
            let pos = Position::chess960(number).unwrap();
            assert_eq!(pos.count_legal_moves(), pos.legal_moves().len());
            assert_eq!(pos.hash(), pos.compute_hash());
            let back = Position::from_fen_in(&pos.fen(), CastlingMode::Chess960).unwrap();
            assert_eq!(back, pos, "{number}");
        }
        let standard = Position::chess960(518).unwrap();
        assert_eq!(standard.fen(), super::super::STARTING_FEN);
        assert_eq!(standard.hash(), Position::new().hash());
    }
}
