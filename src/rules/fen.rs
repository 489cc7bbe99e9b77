//! Forsyth-Edwards Notation: an unchecked `Setup` read from text, validated into a
//! `Position` of standard chess or Chess960, and written back with all six fields.
//!
//! Castling rights are read as X-FEN (`KQkq`: the outermost rook on that side of the
//! king; a file letter for a rook that is not the outermost) and as Shredder-FEN (rook
//! files, `HAha`), in either mode. They are written as X-FEN in both: it is standard
//! FEN whenever the rooks are the outermost ones (always in standard chess, and in most
//! Chess960 games, the standard start position among them), so readers that know only
//! standard FEN still read it; it is what X-FEN was made for (PGN of Chess960 games)
//! and what shakmaty writes by default.

use std::fmt;
use std::str::FromStr;

use super::moves::CastlingSide;
use super::position::Position;
use super::{Bitboard, Board, CastlingMode, CastlingRights, Color, Piece, Role, Square};

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
    /// The rights as the FEN gave them, each resolved to a rook square on the board
    /// (a letter naming no rook stands for the corner, for validation to refuse).
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
            Some(text) => parse_castling(text, &board)?,
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

/// Reads the castling field against the board: `K`/`Q` (either case) is the outermost
/// rook on that side of the king on its back rank, a file letter `A`-`H`/`a`-`h` the rook
/// on that file, king-side or queen-side by where it stands from the king. A letter
/// that finds no rook or king is read as the standard corner, for `Position::from_setup`
/// to refuse with the squares it needs.
fn parse_castling(text: &str, board: &Board) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    for (i, c) in text.char_indices() {
        if text[..i].contains(c) {
            return Err(fen_error(
                FenField::Castling,
                format!("`{c}` appears twice"),
            ));
        }
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let back_rank = Bitboard::rank(color.back_rank());
        let king = (board.kings() & board.by_color(color) & back_rank).single_square();
        let rooks = board.rooks() & board.by_color(color) & back_rank;
        let (side, rook) = match c.to_ascii_lowercase() {
            'k' => {
                let side = CastlingSide::KingSide;
                let outermost = king.and_then(|k| (rooks & beyond(k, side)).last());
                (side, outermost.unwrap_or(side.rook_from(color)))
            }
            'q' => {
                let side = CastlingSide::QueenSide;
                let outermost = king.and_then(|k| (rooks & beyond(k, side)).first());
                (side, outermost.unwrap_or(side.rook_from(color)))
            }
            letter @ 'a'..='h' => {
                let file = letter as u8 - b'a';
                let rook = Square::from_index_masked(u32::from(color.back_rank() * 8 + file));
                let king_file = king.map_or(4, Square::file);
                let side = if file > king_file {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                (side, rook)
            }
            _ => {
                return Err(fen_error(
                    FenField::Castling,
                    format!(
                        "`{c}` is not one of K, Q, k, q or a rook's file A-H, a-h (or `-` for none)"
                    ),
                ));
            }
        };
        if rights.has(color, side) {
            return Err(fen_error(
                FenField::Castling,
                format!(
                    "`{c}` gives {color} a second {} castling right",
                    side_name(side)
                ),
            ));
        }
        rights.set_rook(color, side, rook);
    }
    Ok(rights)
}

/// The squares of `king`'s rank on `side` of it.
fn beyond(king: Square, side: CastlingSide) -> Bitboard {
    let rank = Bitboard::rank(king.rank());
    match side {
        CastlingSide::KingSide => Bitboard(!1u64 << king.index()) & rank,
        CastlingSide::QueenSide => Bitboard((1u64 << king.index()) - 1) & rank,
    }
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "king-side",
        CastlingSide::QueenSide => "queen-side",
    }
}

/// How FEN writes a right (X-FEN): `K`/`Q` for the outermost rook on that side of the
/// king, the rook's file otherwise; upper case for White.
fn castling_letter(board: &Board, color: Color, side: CastlingSide, rook: Square) -> char {
    let back_rank = Bitboard::rank(color.back_rank());
    let rooks = board.rooks() & board.by_color(color) & back_rank;
    let outermost = match side {
        CastlingSide::KingSide => rooks.last(),
        CastlingSide::QueenSide => rooks.first(),
    };
    let letter = if outermost == Some(rook) {
        match side {
            CastlingSide::KingSide => 'K',
            CastlingSide::QueenSide => 'Q',
        }
    } else {
        rook.file_char().to_ascii_uppercase()
    };
    color.fold(letter, letter.to_ascii_lowercase())
}

impl Position {
    /// Validates a setup as standard chess: one king per side, no pawns on the first or
    /// last rank, the side not to move not in check, castling rights only with the king
    /// on e1/e8 and rooks in the corners, and an en passant square that a double step
    /// could have produced. An en passant square with no legal capture is dropped, as
    /// repetition and FEN output ignore it.
    pub fn from_setup(setup: &Setup) -> Result<Position, FenError> {
        Position::from_setup_in(setup, CastlingMode::Standard)
    }

    /// Validates a setup as standard chess or Chess960: as [`Position::from_setup`],
    /// except that in Chess960 a castling right needs its king and rook on their back
    /// rank, the rook on that side of the king, wherever they stand.
    pub fn from_setup_in(setup: &Setup, mode: CastlingMode) -> Result<Position, FenError> {
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
            castling_paths: [0; 4],
            mode,
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
        for (color, side, rook) in setup.castling.iter() {
            check_castling_right(&board, mode, color, side, rook)?;
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
        pos.derive_hash_and_paths();
        Ok(pos)
    }

    /// Reads and validates a FEN of standard chess.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_setup(&Setup::from_fen(fen)?)
    }

    /// Reads and validates a FEN of standard chess or Chess960 (X-FEN or Shredder-FEN).
    ///
    /// ```
    /// use pawnpost::rules::{CastlingMode, Position};
    /// let fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
    /// let pos = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert!(Position::from_fen(fen).is_err());
    /// ```
    pub fn from_fen_in(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        Position::from_setup_in(&Setup::from_fen(fen)?, mode)
    }

    /// The FEN with all six fields; the en passant field names a square only when an
    /// en passant capture is legal; castling rights in X-FEN (`KQkq` in standard chess).
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
            // X-FEN, which is plain `KQkq` in standard chess (see the module docs).
            for (color, side, rook) in self.castling.iter() {
                out.push(castling_letter(&self.board, color, side, rook));
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

/// Refuses a castling right whose king and rook do not stand where `mode` needs them.
fn check_castling_right(
    board: &Board,
    mode: CastlingMode,
    color: Color,
    side: CastlingSide,
    rook: Square,
) -> Result<(), FenError> {
    let back_rank = color.back_rank();
    let king = board.king_of(color);
    let rook_there = board.piece_at(rook) == Some(Role::Rook.of(color));
    let chess960_ok = rook_there
        && rook.rank() == back_rank
        && king.is_some_and(|k| {
            k.rank() == back_rank
                && match side {
                    CastlingSide::KingSide => k.file() < rook.file(),
                    CastlingSide::QueenSide => k.file() > rook.file(),
                }
        });
    let letter = castling_letter(board, color, side, rook);
    match mode {
        CastlingMode::Standard => {
            let king_home = Square::from_index_masked(u32::from(back_rank * 8 + 4));
            let rook_home = side.rook_from(color);
            if king == Some(king_home) && rook == rook_home && rook_there {
                return Ok(());
            }
            let letter = match (color, side) {
                (Color::White, CastlingSide::KingSide) => 'K',
                (Color::White, CastlingSide::QueenSide) => 'Q',
                (Color::Black, CastlingSide::KingSide) => 'k',
                (Color::Black, CastlingSide::QueenSide) => 'q',
            };
            let hint = if chess960_ok {
                " (this is a Chess960 castling right, not one of standard chess)"
            } else {
                ""
            };
            Err(fen_error(
                FenField::Castling,
                format!(
                    "`{letter}` needs the {color} king on {king_home} and a {color} rook on {rook_home}{hint}"
                ),
            ))
        }
        CastlingMode::Chess960 if chess960_ok => Ok(()),
        CastlingMode::Chess960 => Err(fen_error(
            FenField::Castling,
            format!(
                "`{letter}` needs the {color} king on rank {} and a {color} rook on {rook}, on the king's {} side",
                back_rank + 1,
                match side {
                    CastlingSide::KingSide => "h-file",
                    CastlingSide::QueenSide => "a-file",
                }
            ),
        )),
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
