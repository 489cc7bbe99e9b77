//! A game as played from a starting position: its moves, the positions they produced,
//! and the endings that depend on history (repetition) as well as on the board.

use super::Color;
use super::moves::{Move, MoveList};
use super::position::{IllegalMove, Position};

/// How the game stands on the board. When several hold, the first of checkmate,
/// insufficient material, stalemate, seventy-five moves and fivefold repetition counts
/// (the order of `status` in docs/cli.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Checkmate { winner: Color },
    InsufficientMaterial,
    Stalemate,
    SeventyFiveMoves,
    FivefoldRepetition,
}

impl Status {
    /// The name the CLI contract uses (`ongoing`, `checkmate`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ongoing => "ongoing",
            Status::Checkmate { .. } => "checkmate",
            Status::InsufficientMaterial => "insufficient_material",
            Status::Stalemate => "stalemate",
            Status::SeventyFiveMoves => "seventyfive_moves",
            Status::FivefoldRepetition => "fivefold_repetition",
        }
    }

    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Status::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }
}

/// A draw the player to move may claim (FIDE 9.2 and 9.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DrawClaim {
    ThreefoldRepetition,
    FiftyMoves,
}

impl DrawClaim {
    pub fn as_str(self) -> &'static str {
        match self {
            DrawClaim::ThreefoldRepetition => "threefold_repetition",
            DrawClaim::FiftyMoves => "fifty_moves",
        }
    }
}

/// The moves of a game from its starting position, with the hash of every position
/// reached, so repetitions are counted without replaying.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    initial: Position,
    current: Position,
    moves: Vec<Move>,
    /// `hashes[i]` is the hash of the position after `i` moves.
    hashes: Vec<u64>,
}

impl Record {
    pub fn new(initial: Position) -> Record {
        Record {
            initial,
            current: initial,
            moves: Vec::new(),
            hashes: vec![initial.hash()],
        }
    }

    pub fn initial(&self) -> &Position {
        &self.initial
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The positions from the start to now, replayed (for rendering histories).
    pub fn positions(&self) -> Vec<Position> {
        let mut pos = self.initial;
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        out.push(pos);
        for m in &self.moves {
            pos.play_unchecked(m);
            out.push(pos);
        }
        out
    }

    /// Plays a legal move; an illegal one leaves the record unchanged.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        let next = self.current.play(m)?;
        self.current = next;
        self.moves.push(*m);
        self.hashes.push(next.hash());
        Ok(())
    }

    /// How often the position with `hash` occurred since the last capture or pawn move
    /// (positions before those can never recur), counting the current one.
    fn occurrences(&self, hash: u64) -> usize {
        let window = (self.current.halfmoves() as usize + 1).min(self.hashes.len());
        self.hashes[self.hashes.len() - window..]
            .iter()
            .filter(|&&h| h == hash)
            .count()
    }

    /// How often the current position has occurred, counting now.
    pub fn repetitions(&self) -> usize {
        self.occurrences(self.current.hash())
    }

    /// The automatic ending, if any, in the order of [`Status`].
    pub fn status(&self) -> Status {
        let pos = &self.current;
        let has_moves = pos.has_legal_moves();
        if !has_moves && pos.is_check() {
            Status::Checkmate {
                winner: !pos.turn(),
            }
        } else if pos.is_insufficient_material() {
            Status::InsufficientMaterial
        } else if !has_moves {
            Status::Stalemate
        } else if pos.halfmoves() >= 150 {
            Status::SeventyFiveMoves
        } else if self.repetitions() >= 5 {
            Status::FivefoldRepetition
        } else {
            Status::Ongoing
        }
    }

    /// The draws the side to move could claim now, for the position on the board or by
    /// announcing a move that would produce the claimable position.
    pub fn claimable(&self) -> Vec<DrawClaim> {
        let mut claims = Vec::new();
        if self.can_claim_threefold() {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if self.can_claim_fifty() {
            claims.push(DrawClaim::FiftyMoves);
        }
        claims
    }

    /// The draws claimable for the current position itself, without a move.
    pub fn claimable_now(&self) -> Vec<DrawClaim> {
        let mut claims = Vec::new();
        if self.repetitions() >= 3 {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if self.current.halfmoves() >= 100 && self.current.has_legal_moves() {
            claims.push(DrawClaim::FiftyMoves);
        }
        claims
    }

    /// The draws claimable by announcing `m` (FIDE 9.2.1.1, 9.3.1): the position it
    /// produces would occur for the third time, or complete fifty moves by each side.
    pub fn claimable_after(&self, m: &Move) -> Vec<DrawClaim> {
        let mut claims = Vec::new();
        let Ok(next) = self.current.play(m) else {
            return claims;
        };
        if !m.is_zeroing() && self.occurrences(next.hash()) >= 2 {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if next.halfmoves() >= 100 && next.has_legal_moves() {
            claims.push(DrawClaim::FiftyMoves);
        }
        claims
    }

    fn can_claim_threefold(&self) -> bool {
        if self.repetitions() >= 3 {
            return true;
        }
        self.current
            .legal_moves()
            .iter()
            .filter(|m| !m.is_zeroing())
            .any(|m| {
                let mut next = self.current;
                next.play_unchecked(m);
                self.occurrences(next.hash()) >= 2
            })
    }

    fn can_claim_fifty(&self) -> bool {
        let pos = &self.current;
        if pos.halfmoves() >= 100 && pos.has_legal_moves() {
            return true;
        }
        pos.halfmoves() >= 99
            && pos
                .legal_moves()
                .iter()
                .filter(|m| !m.is_zeroing())
                .any(|m| {
                    let mut next = *pos;
                    next.play_unchecked(m);
                    next.has_legal_moves()
                })
    }

    /// The side with mating material, for forfeits: a forfeit whose winner could never
    /// mate is a draw.
    pub fn can_mate(&self, color: Color) -> bool {
        !self.current.has_insufficient_material(color)
    }
}

/// Counts the leaf nodes of the legal move tree to `depth` (bulk-counting the last ply).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves_into(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = *pos;
            next.play_unchecked(m);
            perft(&next, depth - 1)
        })
        .sum()
}
