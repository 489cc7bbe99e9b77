//! Forsyth-Edwards Notation: an unchecked `Setup` read from text, validated into a
//! `Position`, and written back with all six fields.

use std::fmt;
use std::str::FromStr;

use super::moves::CastlingSide;
use super::position::{CastlingRights, Position};
use super::{Bitboard, Board, Color, Piece, Role, Square};

/// The six fields of a FEN, for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenField {
    Board,
    Turn,
    Castling,
    EnPassant,
    Halfmoves,
    Fullmoves,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::Halfmoves => "halfmove clock",
            FenField::Fullmoves => "fullmove number",
        })
    }
}

/// A FEN that is malformed or describes an impossible position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid FEN, {field} field: {reason}")]
pub struct FenError {
    pub field: FenField,
    pub reason: String,
}

fn fen_error(field: FenField, reason: impl Into<String>) -> FenError {
    FenError {
        field,
        reason: reason.into(),
    }
}

/// A position as read from a FEN: not necessarily legal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    pub castling: CastlingRights,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

impl Setup {
    /// Reads the syntax of a FEN. The move counters may be left out (then `0 1`).
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let mut fields = fen.split_ascii_whitespace();
        let placement = fields
            .next()
            .ok_or_else(|| fen_error(FenField::Board, "the FEN is empty"))?;
        let board = parse_placement(placement)?;
        let turn = match fields.next() {
            Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => {
                return Err(fen_error(
                    FenField::Turn,
                    format!("expected `w` or `b`, found `{other}`"),
                ));
            }
            None => return Err(fen_error(FenField::Turn, "missing (expected `w` or `b`)")),
        };
        let castling = match fields.next() {
            Some(text) => parse_castling(text)?,
            None => {
                return Err(fen_error(
                    FenField::Castling,
                    "missing (expected `KQkq` or `-`)",
                ));
            }
        };
        let ep_square = match fields.next() {
            Some("-") => None,
            Some(text) => Some(text.parse::<Square>().map_err(|_| {
                fen_error(
                    FenField::EnPassant,
                    format!("expected a square such as e3 or `-`, found `{text}`"),
                )
            })?),
            None => {
                return Err(fen_error(
                    FenField::EnPassant,
                    "missing (expected a square or `-`)",
                ));
            }
        };
        let halfmoves = parse_counter(fields.next(), FenField::Halfmoves, 0)?;
        let fullmoves = parse_counter(fields.next(), FenField::Fullmoves, 1)?;
        if fullmoves == 0 {
            return Err(fen_error(FenField::Fullmoves, "must be 1 or more"));
        }
        if let Some(extra) = fields.next() {
            return Err(fen_error(
                FenField::Fullmoves,
                format!("unexpected text after the six fields: `{extra}`"),
            ));
        }
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmoves,
            fullmoves,
        })
    }
}

fn parse_counter(text: Option<&str>, field: FenField, default: u32) -> Result<u32, FenError> {
    match text {
        None => Ok(default),
        Some(text) => text
            .parse::<u32>()
            .map_err(|_| fen_error(field, format!("expected a number, found `{text}`"))),
    }
}

fn parse_placement(text: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(fen_error(
            FenField::Board,
            format!("expected 8 ranks separated by `/`, found {}", ranks.len()),
        ));
    }
    let mut board = Board::empty();
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for c in rank_text.chars() {
            if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                file += n as u8;
            } else if let Some(piece) = Piece::from_char(c) {
                if let Some(sq) = Square::from_coords(file, rank) {
                    board.set_piece_at(sq, Some(piece));
                }
                file += 1;
            } else {
                return Err(fen_error(
                    FenField::Board,
                    format!(
                        "`{c}` on rank {} is neither a piece letter nor a digit 1-8",
                        rank + 1
                    ),
                ));
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(fen_error(
                FenField::Board,
                format!("rank {} has {file} squares instead of 8", rank + 1),
            ));
        }
    }
    Ok(board)
}

fn parse_castling(text: &str) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    for c in text.chars() {
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::KingSide),
            'Q' => (Color::White, CastlingSide::QueenSide),
            'k' => (Color::Black, CastlingSide::KingSide),
            'q' => (Color::Black, CastlingSide::QueenSide),
            _ => {
                return Err(fen_error(
                    FenField::Castling,
                    format!("`{c}` is not one of K, Q, k, q (or `-` for none)"),
                ));
            }
        };
        if rights.has(color, side) {
            return Err(fen_error(
                FenField::Castling,
                format!("`{c}` appears twice"),
            ));
        }
        rights.set(color, side);
    }
    Ok(rights)
}

impl Position {
    /// Validates a setup: one king per side, no pawns on the first or last rank, the
    /// side not to move not in check, castling rights matching king and rooks, and an
    /// en passant square that a double step could have produced. An en passant square
    /// with no legal capture is dropped, as repetition and FEN output ignore it.
    pub fn from_setup(setup: &Setup) -> Result<Position, FenError> {
        let board = setup.board;
        for color in Color::ALL {
            let kings = (board.kings() & board.by_color(color)).count();
            if kings != 1 {
                return Err(fen_error(
                    FenField::Board,
                    format!("{color} has {kings} kings; each side needs exactly one"),
                ));
            }
        }
        if (board.pawns() & (Bitboard::rank(0) | Bitboard::rank(7))).nonempty() {
            return Err(fen_error(
                FenField::Board,
                "a pawn stands on the first or last rank",
            ));
        }
        let mut pos = Position {
            board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: None,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            hash: 0,
        };
        let them = !setup.turn;
        if board
            .attackers(pos.king(them), setup.turn, board.occupied())
            .nonempty()
        {
            return Err(fen_error(
                FenField::Turn,
                format!("{them} is in check but it is {}'s move", setup.turn),
            ));
        }
        if pos.checkers().count() > 2 {
            return Err(fen_error(
                FenField::Board,
                "the king is in check by more than two pieces, which no move can produce",
            ));
        }
        for color in Color::ALL {
            let rank = color.back_rank();
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                if !setup.castling.has(color, side) {
                    continue;
                }
                let king_home = Square::from_coords(4, rank);
                let rook_home = Square::from_coords(side.rook_from_file(), rank);
                let ok = king_home
                    .is_some_and(|sq| board.piece_at(sq) == Some(Role::King.of(color)))
                    && rook_home.is_some_and(|sq| board.piece_at(sq) == Some(Role::Rook.of(color)));
                if !ok {
                    let letter = match (color, side) {
                        (Color::White, CastlingSide::KingSide) => "K",
                        (Color::White, CastlingSide::QueenSide) => "Q",
                        (Color::Black, CastlingSide::KingSide) => "k",
                        (Color::Black, CastlingSide::QueenSide) => "q",
                    };
                    let (king_sq, rook_sq) = (
                        king_home.map(|s| s.to_string()).unwrap_or_default(),
                        rook_home.map(|s| s.to_string()).unwrap_or_default(),
                    );
                    return Err(fen_error(
                        FenField::Castling,
                        format!(
                            "`{letter}` needs the {color} king on {king_sq} and a {color} rook on {rook_sq}"
                        ),
                    ));
                }
            }
        }
        if let Some(ep) = setup.ep_square {
            let turn = setup.turn;
            let behind = Square::from_coords(ep.file(), turn.fold(6, 1));
            let pawn_sq = Square::from_coords(ep.file(), turn.fold(4, 3));
            let plausible = ep.rank() == turn.fold(5, 2)
                && !board.occupied().contains(ep)
                && behind.is_some_and(|sq| !board.occupied().contains(sq))
                && pawn_sq.is_some_and(|sq| board.piece_at(sq) == Some(Role::Pawn.of(!turn)));
            if !plausible {
                return Err(fen_error(
                    FenField::EnPassant,
                    format!(
                        "{ep} cannot follow a double pawn step: it must be an empty square on the {} rank behind a {} pawn that just moved two squares",
                        turn.fold("sixth", "third"),
                        !turn
                    ),
                ));
            }
            if pos.has_safe_en_passant_onto(ep) {
                pos.ep_square = Some(ep);
            }
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// Reads and validates a FEN.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_setup(&Setup::from_fen(fen)?)
    }

    /// The FEN with all six fields; the en passant field names a square only when an
    /// en passant capture is legal.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match Square::from_coords(file, rank).and_then(|sq| self.board.piece_at(sq)) {
                    Some(piece) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(self.turn.fold('w', 'b'));
        out.push(' ');
        if self.castling.is_empty() {
            out.push('-');
        } else {
            for (color, side, c) in [
                (Color::White, CastlingSide::KingSide, 'K'),
                (Color::White, CastlingSide::QueenSide, 'Q'),
                (Color::Black, CastlingSide::KingSide, 'k'),
                (Color::Black, CastlingSide::QueenSide, 'q'),
            ] {
                if self.castling.has(color, side) {
                    out.push(c);
                }
            }
        }
        out.push(' ');
        match self.ep_square {
            Some(sq) => out.push_str(&sq.to_string()),
            None => out.push('-'),
        }
        out.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        out
    }
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl fmt::Display for Position {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// The FEN of the standard starting position.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let pos = Position::from_fen(STARTING_FEN).unwrap();
        assert_eq!(pos, Position::new());
        assert_eq!(pos.fen(), STARTING_FEN);
    }

    #[test]
    fn errors_name_the_field() {
        let cases = [
            ("8/8/8/8/8/8/8/8 w - - 0 1", FenField::Board),
            ("k7/8/8/8/8/8/8/KK6 w - - 0 1", FenField::Board),
            ("k7/8/8/8/8/8/8/K6P w - - 0 1", FenField::Board),
            ("k7/8/8/8/8/8/8/K5p1 w - - 0 1", FenField::Board),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
                FenField::Board,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
                FenField::Board,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                FenField::Turn,
            ),
            ("k7/8/8/8/8/8/8/K6r b - - 0 1", FenField::Turn),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
                FenField::Castling,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
                FenField::Castling,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
                FenField::EnPassant,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
                FenField::EnPassant,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
                FenField::Halfmoves,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
                FenField::Fullmoves,
            ),
        ];
        for (fen, field) in cases {
            match Position::from_fen(fen) {
                Err(e) => assert_eq!(e.field, field, "{fen}: {e}"),
                Ok(_) => panic!("accepted {fen}"),
            }
        }
    }

    #[test]
    fn en_passant_square_only_when_capture_is_legal() {
        // After 1.e4 no black pawn can take: the field is dropped.
        let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
            .unwrap();
        assert_eq!(pos.ep_square(), None);
        assert!(pos.fen().contains(" b KQkq - "));
        // A black pawn on d4 can take: kept.
        let pos = Position::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").unwrap();
        assert_eq!(pos.ep_square().map(|s| s.to_string()), Some("e3".into()));
        // The capture would expose the black king on the rank: dropped.
        let pos = Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").unwrap();
        assert_eq!(pos.ep_square(), None);
    }

    #[test]
    fn counters_may_be_omitted() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
        assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }
}
