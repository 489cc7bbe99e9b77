//! Precomputed attack tables: leapers as constant tables, sliders through magic
//! bitboards (one multiplication and one table load per lookup, no allocation).

use super::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use super::{Bitboard, Color, Role, Square};

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < steps.len() {
            let (nf, nr) = (f + steps[i].0, r + steps[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

/// Squares strictly between two squares on a line, and the whole line through them.
const fn ray_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let dirs = [
        (1i8, 0i8),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    let mut a = 0;
    while a < 64 {
        let (af, ar) = ((a % 8) as i8, (a / 8) as i8);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = dirs[d];
            // The full line through `a` in this direction and its opposite.
            let mut full = 1u64 << a;
            let (mut f, mut r) = (af + df, ar + dr);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                full |= 1 << (r * 8 + f);
                f += df;
                r += dr;
            }
            let (mut f, mut r) = (af - df, ar - dr);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                full |= 1 << (r * 8 + f);
                f -= df;
                r -= dr;
            }
            let mut acc = 0u64;
            let (mut f, mut r) = (af + df, ar + dr);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let b = (r * 8 + f) as usize;
                between[a][b] = acc;
                line[a][b] = full;
                acc |= 1 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static RAYS: ([[u64; 64]; 64], [[u64; 64]; 64]) = ray_tables();

/// Attacks of a slider from `sq` walking each direction until the first blocker.
/// Slow; used to fill the magic tables and as a reference in tests.
pub(crate) const fn slider_attacks_slow(sq: Square, occupied: u64, dirs: &[(i8, i8)]) -> u64 {
    let (sf, sr) = (sq.file() as i8, sq.rank() as i8);
    let mut attacks = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = (sf + df, sr + dr);
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    attacks
}

/// The relevant occupancy mask: the attack rays without their last square.
const fn relevant_mask(sq: Square, dirs: &[(i8, i8)]) -> u64 {
    let (sf, sr) = (sq.file() as i8, sq.rank() as i8);
    let mut mask = 0;
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d];
        let (mut f, mut r) = (sf + df, sr + dr);
        while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

#[derive(Clone, Copy)]
struct MagicEntry {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

/// The length of the shared attack table: for every square, `2^bits` slots for the
/// rook and the bishop, `bits` the size of its relevant mask.
const ATTACK_TABLE_LEN: usize = table_len(&ROOK_DIRS) + table_len(&BISHOP_DIRS);

const fn table_len(dirs: &[(i8, i8)]) -> usize {
    let mut len = 0;
    let mut sq = 0;
    while sq < 64 {
        len += 1 << relevant_mask(Square::from_index_masked(sq), dirs).count_ones();
        sq += 1;
    }
    len
}

struct SliderTables {
    rook: [MagicEntry; 64],
    bishop: [MagicEntry; 64],
    attacks: [u64; ATTACK_TABLE_LEN],
}

/// Fills the entries of one slider from `offset` on and returns the next free offset.
const fn build_entries(
    magics: &[u64; 64],
    dirs: &[(i8, i8)],
    mut offset: usize,
    entries: &mut [MagicEntry; 64],
    table: &mut [u64; ATTACK_TABLE_LEN],
) -> usize {
    let mut i = 0;
    while i < 64 {
        let sq = Square::from_index_masked(i);
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let entry = MagicEntry {
            mask,
            magic: magics[i as usize],
            shift: 64 - bits,
            offset,
        };
        // Carry-Rippler: enumerate every subset of the mask.
        let mut occ = 0u64;
        loop {
            let index = entry.offset + (occ.wrapping_mul(entry.magic) >> entry.shift) as usize;
            table[index] = slider_attacks_slow(sq, occ, dirs);
            occ = occ.wrapping_sub(mask) & mask;
            if occ == 0 {
                break;
            }
        }
        offset += 1 << bits;
        entries[i as usize] = entry;
        i += 1;
    }
    offset
}

const fn slider_tables() -> SliderTables {
    let empty = MagicEntry {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    };
    let mut tables = SliderTables {
        rook: [empty; 64],
        bishop: [empty; 64],
        attacks: [0; ATTACK_TABLE_LEN],
    };
    let offset = build_entries(
        &ROOK_MAGICS,
        &ROOK_DIRS,
        0,
        &mut tables.rook,
        &mut tables.attacks,
    );
    build_entries(
        &BISHOP_MAGICS,
        &BISHOP_DIRS,
        offset,
        &mut tables.bishop,
        &mut tables.attacks,
    );
    tables
}

/// Computed by the compiler from the committed magic numbers and stored in the binary
/// (841 KiB of read-only data), so no process pays for filling it. Making it takes
/// const evaluation a few seconds, hence the allowed lint.
#[allow(long_running_const_eval)]
static SLIDERS: SliderTables = slider_tables();

#[inline]
fn magic_lookup(tables: &SliderTables, entry: &MagicEntry, occupied: Bitboard) -> Bitboard {
    let index = ((occupied.0 & entry.mask).wrapping_mul(entry.magic) >> entry.shift) as usize;
    Bitboard(tables.attacks[entry.offset + index])
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let tables = &SLIDERS;
    magic_lookup(tables, &tables.rook[sq.index()], occupied)
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let tables = &SLIDERS;
    magic_lookup(tables, &tables.bishop[sq.index()], occupied)
}

#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// The squares a piece of `role` and `color` on `sq` attacks.
#[inline]
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` when they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.0[a.index()][b.index()])
}

/// The whole line (rank, file or diagonal) through `a` and `b`, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(RAYS.1[a.index()][b.index()])
}

/// True when `a`, `b` and `c` lie on one line.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*: deterministic pseudo-random numbers for tests and magic search.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state >> 12;
        *state ^= *state << 25;
        *state ^= *state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    #[test]
    fn magic_lookups_equal_slow_rays() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for sq in Square::all() {
            for _ in 0..300 {
                let occ = next(&mut state) & next(&mut state);
                assert_eq!(
                    rook_attacks(sq, Bitboard(occ)).0,
                    slider_attacks_slow(sq, occ, &ROOK_DIRS),
                    "rook on {sq}"
                );
                assert_eq!(
                    bishop_attacks(sq, Bitboard(occ)).0,
                    slider_attacks_slow(sq, occ, &BISHOP_DIRS),
                    "bishop on {sq}"
                );
            }
        }
    }

    #[test]
    fn every_magic_is_collision_free() {
        for (magics, dirs) in [(&ROOK_MAGICS, &ROOK_DIRS), (&BISHOP_MAGICS, &BISHOP_DIRS)] {
            for sq in Square::all() {
                assert!(
                    find_collision(sq, magics[sq.index()], dirs).is_none(),
                    "{sq}"
                );
            }
        }
    }

    /// Returns an index where two occupancies with different attacks collide.
    fn find_collision(sq: Square, magic: u64, dirs: &[(i8, i8)]) -> Option<usize> {
        let mask = relevant_mask(sq, dirs);
        let shift = 64 - mask.count_ones();
        let mut seen = vec![None; 1 << mask.count_ones()];
        let mut occ = 0u64;
        loop {
            let index = (occ.wrapping_mul(magic) >> shift) as usize;
            let attacks = slider_attacks_slow(sq, occ, dirs);
            match seen[index] {
                Some(a) if a != attacks => return Some(index),
                _ => seen[index] = Some(attacks),
            }
            occ = occ.wrapping_sub(mask) & mask;
            if occ == 0 {
                return None;
            }
        }
    }

    /// The offline generator of `magics.rs`:
    /// `cargo test --release --lib generate_magics -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn generate_magics() {
        let mut state = 0x1234_5678_9abc_def1;
        for (name, dirs) in [("ROOK_MAGICS", &ROOK_DIRS), ("BISHOP_MAGICS", &BISHOP_DIRS)] {
            println!("pub(crate) const {name}: [u64; 64] = [");
            for sq in Square::all() {
                let magic = loop {
                    let candidate = next(&mut state) & next(&mut state) & next(&mut state);
                    let mask = relevant_mask(sq, dirs);
                    if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                        continue;
                    }
                    if find_collision(sq, candidate, dirs).is_none() {
                        break candidate;
                    }
                };
                println!("    0x{magic:016x},");
            }
            println!("];");
        }
    }

    #[test]
    fn leapers_and_rays() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(knight_attacks(sq("a1")).count(), 2);
        assert_eq!(knight_attacks(sq("e4")).count(), 8);
        assert_eq!(king_attacks(sq("h8")).count(), 3);
        assert_eq!(
            pawn_attacks(Color::White, sq("a2")),
            Bitboard::from(sq("b3"))
        );
        assert_eq!(pawn_attacks(Color::Black, sq("e5")).count(), 2);
        assert_eq!(between(sq("a1"), sq("d4")).count(), 2);
        assert!(between(sq("a1"), sq("b3")).is_empty());
        assert!(aligned(sq("a1"), sq("c3"), sq("h8")));
        assert!(!aligned(sq("a1"), sq("c3"), sq("h7")));
    }
}
