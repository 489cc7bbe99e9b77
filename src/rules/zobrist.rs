//! Zobrist keys for position hashing, generated at compile time from a fixed seed so
//! that hashes are the same in every build.

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// 768 piece-square keys, 16 castling keys, 8 en passant file keys, 1 side key, then
/// 32 keys for a castling rook off its standard file (colour, side, file). New keys go
/// at the end, so the earlier ones (and every standard position's hash) stay the same.
const fn keys() -> [u64; 825] {
    let mut keys = [0u64; 825];
    let mut state = 0x7061_776e_706f_7374; // "pawnpost"
    let mut i = 0;
    while i < keys.len() {
        let (s, k) = splitmix(state);
        state = s;
        keys[i] = k;
        i += 1;
    }
    keys
}

static KEYS: [u64; 825] = keys();

use super::{CastlingRights, Piece, Square};

#[inline]
pub(crate) fn piece_square(piece: Piece, sq: Square) -> u64 {
    KEYS[(piece.color.index() * 6 + piece.role.index()) * 64 + sq.index()]
}

/// The key of castling rights: one key for which of K, Q, k, q exist (as before
/// Chess960), and one more for each right whose rook is not on the a- or h-file.
#[inline]
pub(crate) fn castling(rights: CastlingRights) -> u64 {
    const STANDARD_FILES: [u8; 4] = [7, 0, 7, 0];
    let mut bits = 0;
    let mut key = 0;
    for (slot, rook) in rights.slots().into_iter().enumerate() {
        if let Some(rook) = rook {
            bits |= 1 << slot;
            if rook.file() != STANDARD_FILES[slot] {
                key ^= KEYS[793 + slot * 8 + usize::from(rook.file())];
            }
        }
    }
    key ^ KEYS[768 + bits]
}

#[inline]
pub(crate) fn en_passant_file(file: u8) -> u64 {
    KEYS[784 + (file & 7) as usize]
}

/// XORed in when Black is to move.
#[inline]
pub(crate) fn black_to_move() -> u64 {
    KEYS[792]
}
