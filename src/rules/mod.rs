//! The chess rules core: squares, pieces, board, legal moves, FEN, outcomes.
//!
//! Pure: no I/O, no clock, no allocation in the move generator. Layout after
//! shakmaty: one small file per core type; an unchecked `Setup` becomes a `Position`
//! only through validation, and a `Position` changes only by legal moves. Chess960 is
//! a [`CastlingMode`] of the same position: castling rights are kept by rook square.

mod attacks;
mod bitboard;
mod board;
mod castling;
mod chess960;
mod color;
mod fen;
mod magics;
mod moves;
mod position;
mod record;
mod role;
mod square;
mod survey;
mod zobrist;

pub use attacks::{
    aligned, attacks, between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks,
    queen_attacks, rook_attacks,
};
pub use bitboard::Bitboard;
pub use board::Board;
pub use castling::{CastlingMode, CastlingRights};
pub use chess960::{CHESS960_POSITIONS, chess960_back_rank};
pub use color::Color;
pub use fen::{FenError, FenField, STARTING_FEN, Setup};
pub use moves::{CastlingSide, Move, MoveKind, MoveList, UciMove};
pub use position::{IllegalMove, Position};
pub use record::{DrawClaim, Record, Status, perft};
pub use role::{Piece, Role};
pub use square::{ParseSquareError, Square};
pub use survey::{
    Lost, PieceMoves, SquareSurvey, lost, moves_of, on_file, on_rank, pieces_of, survey_square,
};
