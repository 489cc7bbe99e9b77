//! Paeth's predictor, and a square's tile filtered with it: the board picture's
//! (`render::board_png`) at run time, and `build.rs`'s, which filters the atlas's tiles
//! when pawnpost is built, so that no process pays for it (a `deliver` paid about half
//! a million instructions, a sixth of its two pictures).

/// Paeth's predictor (PNG, 9.4): of the bytes left, above and above-left, the one
/// nearest to left + above - above-left. Written without branches on the data, so
/// that the picture's filtering loop is vectorised.
#[inline]
pub fn paeth(left: u8, above: u8, corner: u8) -> u8 {
    let (a, b, c) = (i16::from(left), i16::from(above), i16::from(corner));
    // The distances of left, above and corner from left + above - corner.
    let (to_left, to_above, to_corner) = ((b - c).abs(), (a - c).abs(), (a + b - 2 * c).abs());
    let above_or_corner = if to_above <= to_corner { above } else { corner };
    if to_left <= to_above && to_left <= to_corner {
        left
    } else {
        above_or_corner
    }
}

/// A tile of `side` x `side` palette indices Paeth-filtered on its own. Every byte but
/// those of its first row and first column (left 0 here) depends on the tile alone, so
/// is the same in every picture the tile is drawn in.
#[allow(dead_code)] // the build's, not the crate's
pub fn filtered_tile(tile: &[u8], side: usize) -> Vec<u8> {
    let mut filtered = vec![0; tile.len()];
    for y in 1..side {
        for x in 1..side {
            let at = y * side + x;
            let predicted = paeth(tile[at - 1], tile[at - side], tile[at - side - 1]);
            filtered[at] = tile[at].wrapping_sub(predicted);
        }
    }
    filtered
}
