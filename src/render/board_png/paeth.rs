//! Paeth's predictor, a run of a row filtered with it, and a square's tile and a whole
//! picture filtered with that: the board picture's (`render::board_png`) at run time,
//! and `build.rs`'s, which filters the atlas's tiles and frames when pawnpost is built,
//! so that no process pays for it (a `deliver` paid about half a million instructions
//! for the tiles, a sixth of its pictures; the frame's margins were three quarters of
//! what a picture still filtered).

/// Paeth's predictor (PNG, 9.4): of the bytes left, above and above-left, the one
/// nearest to left + above - above-left. Written without branches on the data, so
/// that [`filter_run`]'s loop is vectorised.
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

/// Paeth-filters the bytes `columns` of `row` into `out` (as long as `columns`),
/// `above` being the row before (a byte left of column 0 counts as 0, as PNG says).
#[inline]
pub fn filter_run(row: &[u8], above: &[u8], columns: std::ops::Range<usize>, out: &mut [u8]) {
    let (mut from, mut out) = (columns.start, out);
    if from == 0 {
        out[0] = row[0].wrapping_sub(paeth(0, above[0], 0));
        (from, out) = (1, &mut out[1..]);
    }
    let to = columns.end;
    let here = row[from..to].iter().zip(&row[from - 1..to - 1]);
    let there = above[from..to].iter().zip(&above[from - 1..to - 1]);
    for (byte, ((&now, &left), (&up, &corner))) in out.iter_mut().zip(here.zip(there)) {
        *byte = now.wrapping_sub(paeth(left, up, corner));
    }
}

/// A tile of `side` x `side` palette indices Paeth-filtered on its own. Every byte but
/// those of its first row and first column (left 0 here) depends on the tile alone, so
/// is the same in every picture the tile is drawn in.
#[allow(dead_code)] // the build's (and a test's), not the picture's
pub fn filtered_tile(tile: &[u8], side: usize) -> Vec<u8> {
    let mut filtered = vec![0; tile.len()];
    for y in 1..side {
        let (above, row) = tile[(y - 1) * side..(y + 1) * side].split_at(side);
        filter_run(
            row,
            above,
            1..side,
            &mut filtered[y * side + 1..(y + 1) * side],
        );
    }
    filtered
}

/// A picture of `width` columns Paeth-filtered row by row, each row with the one above
/// (zeros above the first), as PNG filters it, without the filter-type bytes.
#[allow(dead_code)] // the build's (and a test's), not the picture's
pub fn filtered_picture(pixels: &[u8], width: usize) -> Vec<u8> {
    let mut filtered = vec![0; pixels.len()];
    let zeros = vec![0; width];
    for (y, row) in pixels.chunks_exact(width).enumerate() {
        let above = match y {
            0 => &zeros[..],
            _ => &pixels[(y - 1) * width..y * width],
        };
        filter_run(
            row,
            above,
            0..width,
            &mut filtered[y * width..(y + 1) * width],
        );
    }
    filtered
}
