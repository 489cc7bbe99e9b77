//! A legal position and its moves: generation, playing, check and material.

use super::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks,
    rook_attacks,
};
use super::moves::{CastlingSide, Move, MoveKind, MoveList};
use super::{Bitboard, Board, Color, Piece, Role, Square, zobrist};

/// Castling rights as four bits: White king-side, White queen-side, Black king-side,
/// Black queen-side (FEN's `KQkq`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(15);

    #[inline]
    fn bit(color: Color, side: CastlingSide) -> u8 {
        let base = color.fold(1, 4);
        match side {
            CastlingSide::KingSide => base,
            CastlingSide::QueenSide => base << 1,
        }
    }

    #[inline]
    pub fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    pub fn set(&mut self, color: Color, side: CastlingSide) {
        self.0 |= Self::bit(color, side);
    }

    #[inline]
    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rights still held after a move touching `sq` (king or rook moved or taken).
    #[inline]
    fn after_touching(self, sq: Square) -> CastlingRights {
        let lost = match sq.index() {
            0 => 2,   // a1
            4 => 3,   // e1
            7 => 1,   // h1
            56 => 8,  // a8
            60 => 12, // e8
            63 => 4,  // h8
            _ => 0,
        };
        CastlingRights(self.0 & !lost)
    }
}

/// A legal position: placement, side to move, castling rights, en passant square,
/// move counters. Built only from the start or through validation, then changed only
/// by legal moves, so it always has one king per side and the side not to move is never
/// in check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
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
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
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
        h ^= zobrist::castling(self.castling.bits());
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

    fn generate_castling(&self, list: &mut MoveList, king: Square) {
        let us = self.turn;
        let occupied = self.board.occupied();
        let rank = us.back_rank();
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            if !self.castling.has(us, side) {
                continue;
            }
            // Rights are only kept while king and rook stand on their squares.
            let rook = Square::from_index_masked(u32::from(rank * 8 + side.rook_from_file()));
            let king_to = Square::from_index_masked(u32::from(rank * 8 + side.king_to_file()));
            if (between(king, rook) & occupied).nonempty() {
                continue;
            }
            // The king may not pass through or land on an attacked square; an attacked
            // rook (or b1/b8 on the queen side) is fine.
            let path = between(king, king_to) | Bitboard::from(king_to);
            if path
                .into_iter()
                .any(|sq| self.board.attackers(sq, !us, occupied).nonempty())
            {
                continue;
            }
            list.push(Move {
                role: Role::King,
                from: king,
                to: king_to,
                capture: None,
                promotion: None,
                kind: MoveKind::Castle(side),
            });
        }
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
            MoveKind::EnPassant => {
                let captured = Square::from_index_masked(
                    u32::from(m.to.file()) + 8 * u32::from(m.from.rank()),
                );
                let pawn = Role::Pawn.of(them);
                self.board.remove(captured, pawn);
                hash ^= zobrist::piece_square(pawn, captured);
            }
            MoveKind::Castle(side) => {
                let rank = us.back_rank();
                let rook_from =
                    Square::from_index_masked(u32::from(rank * 8 + side.rook_from_file()));
                let rook_to = Square::from_index_masked(u32::from(rank * 8 + side.rook_to_file()));
                let rook = Role::Rook.of(us);
                self.board.remove(rook_from, rook);
                self.board.put(rook_to, rook);
                hash ^=
                    zobrist::piece_square(rook, rook_from) ^ zobrist::piece_square(rook, rook_to);
            }
            MoveKind::Normal | MoveKind::DoublePush => {
                if let Some(role) = m.capture {
                    let victim = role.of(them);
                    self.board.remove(m.to, victim);
                    hash ^= zobrist::piece_square(victim, m.to);
                }
            }
        }

        self.board.remove(m.from, moving);
        hash ^= zobrist::piece_square(moving, m.from);
        let placed = Piece {
            color: us,
            role: m.promotion.unwrap_or(m.role),
        };
        self.board.put(m.to, placed);
        hash ^= zobrist::piece_square(placed, m.to);

        let rights = self.castling.after_touching(m.from).after_touching(m.to);
        if rights != self.castling {
            hash ^= zobrist::castling(self.castling.bits()) ^ zobrist::castling(rights.bits());
            self.castling = rights;
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

/// A move that is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{uci} is not a legal move in this position")]
pub struct IllegalMove {
    pub uci: String,
}
