//! A legal position and its moves: generation, playing, check and material.

use super::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks,
    rook_attacks,
};
use super::moves::{CastlingSide, Move, MoveKind, MoveList};
use super::{Bitboard, Board, CastlingMode, CastlingRights, Color, Piece, Role, Square, zobrist};

/// A legal position: placement, side to move, castling rights, en passant square,
/// move counters, and whether it is standard chess or Chess960. Built only from the
/// start or through validation, then changed only by legal moves, so it always has one
/// king per side, the side not to move is never in check, and every castling right has
/// its king and rook on their squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    /// For each castling right (by `CastlingRights::slot`), the files of the back-rank
    /// squares that must be empty to castle (bit 0 the a-file): fixed while the right
    /// lasts, since king and rook have not moved, so they are computed when the rights
    /// are set or change, not in every node of the move generator; a byte each keeps
    /// the position small enough to copy cheaply. 0 for a right not held.
    pub(crate) castling_paths: [u8; 4],
    pub(crate) mode: CastlingMode,
    /// Set only when an en passant capture is legal right now.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The standard starting position.
    pub fn new() -> Position {
        let mut pos = Position {
            board: Board::starting(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            castling_paths: [0; 4],
            mode: CastlingMode::Standard,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        };
        pos.derive_hash_and_paths();
        pos
    }

    /// Fills what follows from the rest of a newly built position: its hash and the
    /// paths of its castling rights.
    pub(crate) fn derive_hash_and_paths(&mut self) {
        self.hash = self.compute_hash();
        self.castling_paths = self.compute_castling_paths();
    }

    fn compute_castling_paths(&self) -> [u8; 4] {
        let mut paths = [0; 4];
        for (color, side, rook) in self.castling.iter() {
            let king = self.king(color);
            let path = castling_squares(color, side, king, rook)
                & !(Bitboard::from(king) | Bitboard::from(rook));
            // The path lies on the back rank, whose eight bits the shift brings down.
            paths[CastlingRights::slot(color, side)] = (path.0 >> (8 * color.back_rank())) as u8;
        }
        paths
    }

    /// The files of `color`'s back rank that are occupied, bit 0 the a-file.
    #[inline]
    fn occupied_back_rank(&self, color: Color) -> u8 {
        (self.board.occupied().0 >> (8 * color.back_rank())) as u8
    }

    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// Standard chess or Chess960: which castling rights the position may hold and how
    /// its castling moves and rights are written.
    #[inline]
    pub fn mode(&self) -> CastlingMode {
        self.mode
    }

    /// The en passant target square, only when an en passant capture is legal.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move.
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number, starting at 1 and incremented after Black's move.
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist hash of what makes positions repeat (FIDE 9.2): placement, side to
    /// move, castling rights and a legal en passant capture. Kept incrementally.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from scratch; equals `hash()` (tested).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, piece) in self.board.pieces() {
            h ^= zobrist::piece_square(piece, sq);
        }
        h ^= zobrist::castling(self.castling);
        if let Some(ep) = self.ep_square {
            h ^= zobrist::en_passant_file(ep.file());
        }
        if self.turn == Color::Black {
            h ^= zobrist::black_to_move();
        }
        h
    }

    #[inline]
    pub(crate) fn king(&self, color: Color) -> Square {
        // A Position always has exactly one king per side (checked on construction).
        self.board.king_of(color).unwrap_or(Square::A1)
    }

    /// The pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        let us = self.turn;
        self.board
            .attackers(self.king(us), !us, self.board.occupied())
    }

    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().nonempty()
    }

    /// Our pieces that stand alone between our king and an enemy slider.
    fn pinned(&self, king: Square) -> Bitboard {
        let us = self.turn;
        let board = &self.board;
        let them = board.by_color(!us);
        let snipers = ((rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
            | (bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()))
            & them;
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let b = between(king, sniper) & board.occupied();
            if !b.more_than_one() {
                pinned |= b;
            }
        }
        pinned & board.by_color(us)
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Fills `list` with every legal move (reusing a list avoids copying it out).
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.generate(list);
    }

    /// The number of legal moves, without keeping them.
    pub fn count_legal_moves(&self) -> usize {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list.len()
    }

    /// True when the side to move has at least one legal move.
    pub fn has_legal_moves(&self) -> bool {
        !self.legal_moves().is_empty()
    }

    fn generate(&self, list: &mut MoveList) {
        let us = self.turn;
        let board = &self.board;
        let ours = board.by_color(us);
        let theirs = board.by_color(!us);
        let occupied = board.occupied();
        let king = self.king(us);
        let checkers = self.checkers();

        // King moves: the destination must not be attacked once the king has left its
        // square (so a slider's ray through the king counts).
        for to in king_attacks(king) & !ours {
            if board
                .attackers(to, !us, occupied ^ Bitboard::from(king))
                .is_empty()
            {
                list.push(Move {
                    role: Role::King,
                    from: king,
                    to,
                    capture: board.role_at(to),
                    promotion: None,
                    kind: MoveKind::Normal,
                });
            }
        }

        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(checker) => between(king, checker) | Bitboard::from(checker),
            None => {
                self.generate_castling(list, king);
                !ours
            }
        };
        let pinned = self.pinned(king);

        let mut push_piece = |role: Role, from: Square, dests: Bitboard| {
            let dests = if pinned.contains(from) {
                dests & line(king, from)
            } else {
                dests
            };
            for to in dests {
                list.push(Move {
                    role,
                    from,
                    to,
                    capture: if theirs.contains(to) {
                        board.role_at(to)
                    } else {
                        None
                    },
                    promotion: None,
                    kind: MoveKind::Normal,
                });
            }
        };
        // A pinned knight can never move along the pin line.
        for from in board.knights() & ours & !pinned {
            push_piece(Role::Knight, from, knight_attacks(from) & target);
        }
        for from in board.bishops() & ours {
            push_piece(Role::Bishop, from, bishop_attacks(from, occupied) & target);
        }
        for from in board.rooks() & ours {
            push_piece(Role::Rook, from, rook_attacks(from, occupied) & target);
        }
        for from in board.queens() & ours {
            push_piece(Role::Queen, from, queen_attacks(from, occupied) & target);
        }

        self.generate_pawn_moves(list, king, target, pinned);
    }

    fn generate_pawn_moves(
        &self,
        list: &mut MoveList,
        king: Square,
        target: Bitboard,
        pinned: Bitboard,
    ) {
        let us = self.turn;
        let board = &self.board;
        let theirs = board.by_color(!us);
        let occupied = board.occupied();
        let forward: i32 = us.fold(8, -8);
        let start_rank = us.fold(1, 6);
        let last_rank = us.fold(7, 0);

        for from in board.pawns() & board.by_color(us) {
            let allowed = if pinned.contains(from) {
                target & line(king, from)
            } else {
                target
            };
            let mut push_to = |to: Square, kind: MoveKind| {
                let capture = if kind == MoveKind::Normal && theirs.contains(to) {
                    board.role_at(to)
                } else {
                    None
                };
                if to.rank() == last_rank {
                    for promotion in Role::PROMOTIONS {
                        list.push(Move {
                            role: Role::Pawn,
                            from,
                            to,
                            capture,
                            promotion: Some(promotion),
                            kind,
                        });
                    }
                } else {
                    list.push(Move {
                        role: Role::Pawn,
                        from,
                        to,
                        capture,
                        promotion: None,
                        kind,
                    });
                }
            };
            for to in pawn_attacks(us, from) & theirs & allowed {
                push_to(to, MoveKind::Normal);
            }
            let one = Square::from_index_masked((from.index() as i32 + forward) as u32);
            if !occupied.contains(one) {
                if allowed.contains(one) {
                    push_to(one, MoveKind::Normal);
                }
                if from.rank() == start_rank {
                    let two = Square::from_index_masked((one.index() as i32 + forward) as u32);
                    if !occupied.contains(two) && allowed.contains(two) {
                        push_to(two, MoveKind::DoublePush);
                    }
                }
            }
        }

        if let Some(ep) = self.ep_square {
            for from in pawn_attacks(!us, ep) & board.pawns() & board.by_color(us) {
                if self.is_safe_en_passant(from, ep) {
                    list.push(Move {
                        role: Role::Pawn,
                        from,
                        to: ep,
                        capture: Some(Role::Pawn),
                        promotion: None,
                        kind: MoveKind::EnPassant,
                    });
                }
            }
        }
    }

    /// Whether the side to move may capture en passant from `from` onto `ep` without
    /// leaving its king attacked — including the rank case where both pawns leave the
    /// king's rank at once.
    fn is_safe_en_passant(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let board = &self.board;
        let captured = Square::from_index_masked(u32::from(ep.file()) + 8 * u32::from(from.rank()));
        let occupied = (board.occupied() ^ Bitboard::from(from) ^ Bitboard::from(captured))
            | Bitboard::from(ep);
        let attackers = board.attackers(self.king(us), !us, occupied) & !Bitboard::from(captured);
        attackers.is_empty()
    }

    /// Castling as FIDE's Chess960 rules have it (standard chess is the case of a king
    /// on e1 and rooks in the corners): the king ends on g1 or c1, the rook on f1 or d1;
    /// every square the king or the rook crosses or lands on is empty but for the two
    /// of them; the king is not in check (the caller knows), and crosses and lands on no
    /// attacked square, with the rook already gone from its square (an enemy rook behind
    /// it on the rank attacks through it).
    fn generate_castling(&self, list: &mut MoveList, king: Square) {
        let us = self.turn;
        let occupied = self.board.occupied();
        for side in CastlingSide::ALL {
            // Rights are only kept while king and rook stand on their squares.
            let Some(rook) = self.castling.rook(us, side) else {
                continue;
            };
            if self.castling_paths[CastlingRights::slot(us, side)] & self.occupied_back_rank(us)
                != 0
            {
                continue;
            }
            let king_to = side.king_to(us);
            let without_movers = occupied ^ Bitboard::from(king) ^ Bitboard::from(rook);
            let king_path = between(king, king_to) | Bitboard::from(king_to);
            if king_path
                .into_iter()
                .any(|sq| self.board.attackers(sq, !us, without_movers).nonempty())
            {
                continue;
            }
            list.push(Move {
                role: Role::King,
                from: king,
                to: match self.mode {
                    CastlingMode::Standard => king_to,
                    CastlingMode::Chess960 => rook,
                },
                capture: None,
                promotion: None,
                kind: MoveKind::Castle(side),
            });
        }
    }

    /// The pieces that stand where castling on `side` needs empty squares: what the king
    /// or the rook would cross or land on, the two of them excepted. Empty when the
    /// right is gone.
    pub fn castling_blockers(&self, side: CastlingSide) -> Bitboard {
        let us = self.turn;
        let files = self.castling_paths[CastlingRights::slot(us, side)];
        Bitboard(u64::from(files) << (8 * us.back_rank())) & self.board.occupied()
    }

    /// The same position with the other side to move and no en passant square (a
    /// "null move"), to ask what the side not to move could play; `None` when the side
    /// to move is in check, as the other side could then take a king.
    pub fn passed(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut next = Position {
            turn: !self.turn,
            ep_square: None,
            ..*self
        };
        next.derive_hash_and_paths();
        Some(next)
    }

    /// Is `m` one of the legal moves?
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays a legal move, or hands back why not.
    pub fn play(&self, m: &Move) -> Result<Position, IllegalMove> {
        if self.is_legal(m) {
            let mut next = *self;
            next.play_unchecked(m);
            Ok(next)
        } else {
            Err(IllegalMove {
                uci: m.uci().to_string(),
            })
        }
    }

    /// Plays a move from `legal_moves()` of this position. Anything else corrupts it.
    pub fn play_unchecked(&mut self, m: &Move) {
        let us = self.turn;
        let them = !us;
        let mut hash = self.hash;
        let moving = Piece {
            color: us,
            role: m.role,
        };

        if let Some(ep) = self.ep_square {
            hash ^= zobrist::en_passant_file(ep.file());
        }
        self.ep_square = None;

        match m.kind {
            MoveKind::Castle(side) => {
                // `to` is the rook in Chess960, the king's destination in standard
                // chess; the rights say where the rook stands in both.
                let rook_from = self.castling.rook(us, side).unwrap_or(side.rook_from(us));
                let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
                let rook = Role::Rook.of(us);
                // Both leave before either lands: their squares may overlap.
                self.board.remove(m.from, moving);
                self.board.remove(rook_from, rook);
                self.board.put(king_to, moving);
                self.board.put(rook_to, rook);
                hash ^= zobrist::piece_square(moving, m.from)
                    ^ zobrist::piece_square(moving, king_to)
                    ^ zobrist::piece_square(rook, rook_from)
                    ^ zobrist::piece_square(rook, rook_to);
            }
            MoveKind::EnPassant | MoveKind::Normal | MoveKind::DoublePush => {
                if m.kind == MoveKind::EnPassant {
                    let captured = m.captured_square();
                    let pawn = Role::Pawn.of(them);
                    self.board.remove(captured, pawn);
                    hash ^= zobrist::piece_square(pawn, captured);
                } else if let Some(role) = m.capture {
                    let victim = role.of(them);
                    self.board.remove(m.to, victim);
                    hash ^= zobrist::piece_square(victim, m.to);
                }
                self.board.remove(m.from, moving);
                hash ^= zobrist::piece_square(moving, m.from);
                let placed = Piece {
                    color: us,
                    role: m.promotion.unwrap_or(m.role),
                };
                self.board.put(m.to, placed);
                hash ^= zobrist::piece_square(placed, m.to);
            }
        }

        // Most moves touch no castling rook and are no king move with rights left.
        let rooks = self.castling.rook_squares();
        let touched = Bitboard::from(m.from) | Bitboard::from(m.to);
        if (rooks & touched).nonempty()
            || (m.role == Role::King && (rooks & Bitboard::rank(us.back_rank())).nonempty())
        {
            hash ^= self.update_castling_rights(m);
        }

        self.halfmoves = if m.is_zeroing() {
            0
        } else {
            self.halfmoves + 1
        };
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        hash ^= zobrist::black_to_move();

        if m.kind == MoveKind::DoublePush {
            let ep = Square::from_index_masked(((m.from.index() + m.to.index()) / 2) as u32);
            if self.has_safe_en_passant_onto(ep) {
                self.ep_square = Some(ep);
                hash ^= zobrist::en_passant_file(ep.file());
            }
        }
        self.hash = hash;
    }

    /// Takes away the rights `m` (about to be played, by the side to move) loses, and
    /// returns what that changes in the hash.
    #[inline(never)]
    fn update_castling_rights(&mut self, m: &Move) -> u64 {
        let rights = self
            .castling
            .after_move(self.turn, m.role == Role::King, m.from, m.to);
        let change = zobrist::castling(self.castling) ^ zobrist::castling(rights);
        self.castling = rights;
        for (slot, path) in self.castling_paths.iter_mut().enumerate() {
            if !rights.has_slot(slot) {
                *path = 0;
            }
        }
        change
    }

    /// Whether the side to move has a legal en passant capture onto `ep`.
    pub(crate) fn has_safe_en_passant_onto(&self, ep: Square) -> bool {
        let candidates =
            pawn_attacks(!self.turn, ep) & self.board.pawns() & self.board.by_color(self.turn);
        candidates
            .into_iter()
            .any(|from| self.is_safe_en_passant(from, ep))
    }

    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// True when `color` cannot possibly give mate with what it has, whatever the other
    /// side does: a lone king; a king and one knight against no pawns, knights, bishops
    /// or rooks (those could help a self-mate); kings and bishops all on one colour of
    /// square with no pawns or knights on the board.
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let board = &self.board;
        let ours = board.by_color(color);
        if (ours & (board.pawns() | board.rooks_and_queens())).nonempty() {
            return false;
        }
        if (ours & board.knights()).nonempty() {
            let others = board.by_color(!color) & !board.kings() & !board.queens();
            return ours.count() <= 2 && others.is_empty();
        }
        if (ours & board.bishops()).nonempty() {
            let bishops = board.bishops();
            let one_colour = (bishops & Bitboard::DARK_SQUARES).is_empty()
                || (bishops & Bitboard::LIGHT_SQUARES).is_empty();
            return one_colour && board.pawns().is_empty() && board.knights().is_empty();
        }
        true
    }

    /// Neither side can mate (FIDE 5.2.2): K v K, K v K+B,
    /// K v K+N, and kings with any number of bishops all on squares of one colour.
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }
}

/// The squares the king and the rook cross or land on when castling (FIDE's Chess960
/// rule, standard chess included), and their own. The king's path and the rook's
/// always overlap or touch on the back rank, so together they are the one span from
/// the lowest to the highest of the four squares.
#[inline]
fn castling_squares(us: Color, side: CastlingSide, king: Square, rook: Square) -> Bitboard {
    let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
    let (low, high) = match side {
        CastlingSide::KingSide => (king.min(rook_to), rook.max(king_to)),
        CastlingSide::QueenSide => (rook.min(king_to), king.max(rook_to)),
    };
    Bitboard((2u64 << high.index()).wrapping_sub(1u64 << low.index()))
}

/// A move that is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{uci} is not a legal move in this position")]
pub struct IllegalMove {
    pub uci: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The span `castling_squares` computes is the union FIDE's rule describes, for
    /// every king and rook file of both colours.
    #[test]
    fn castling_squares_are_the_two_paths() {
        for color in Color::ALL {
            let rank = color.back_rank();
            let square = |file: u8| Square::from_coords(file, rank).unwrap();
            for king_file in 0..8 {
                for rook_file in (0..8).filter(|&f| f != king_file) {
                    let side = if rook_file > king_file {
                        CastlingSide::KingSide
                    } else {
                        CastlingSide::QueenSide
                    };
                    let (king, rook) = (square(king_file), square(rook_file));
                    let (king_to, rook_to) = (side.king_to(color), side.rook_to(color));
                    let union = between(king, king_to)
                        | Bitboard::from(king_to)
                        | between(rook, rook_to)
                        | Bitboard::from(rook_to)
                        | Bitboard::from(king)
                        | Bitboard::from(rook);
                    assert_eq!(
                        castling_squares(color, side, king, rook),
                        union,
                        "{color} king {king} rook {rook}"
                    );
                }
            }
        }
    }
}
