//! The board as a PNG picture: 64 square tiles in a frame, as 8-bit palette indices,
//! PNG-encoded ([`Encoding`]: about 0.4 M instructions and 10 KB a board, laid out of
//! pieces deflated when pawnpost is built, or a few ms and 8.0 KB where no one waits),
//! where drawing each board in RGB took 1.3 ms and 45 KB (at 424 pixels: the board is
//! 352 since issue 34's eighth pass).
//!
//! The tiles (5 square colours x 13 contents), the two frames (background and
//! coordinates, one per side) and their shared palette are drawn once, by
//! [`draw`] with the chess glyphs of DejaVu Sans (licence in
//! `assets/fonts/LICENSE-DejaVu.txt`) rasterised by ab_glyph, and kept in
//! `assets/board/atlas.bin`, embedded in the binary. Drawing them took 150 M
//! instructions, which each `pawnpost deliver` (one process per mail) paid before its
//! first board; now a process pays nothing. A test draws the atlas again and compares
//! byte for byte, so the file cannot drift from the drawing code.

use super::{Diagram, SquareView};
use crate::rules::{Color, Piece};

mod deflate;
use deflate::{Adler, BitWriter};

#[cfg(test)]
mod draw;

/// The side of one square, in pixels.
pub const SQUARE: u32 = 40;
/// The band around the board that holds the coordinates.
pub const MARGIN: u32 = 16;
/// The picture's width and height.
pub const SIZE: u32 = 8 * SQUARE + 2 * MARGIN;

/// What a square can hold: empty, or one of 12 pieces ([`piece_slot`]).
const CONTENTS: usize = 13;
/// The tiles of the atlas: 5 square colours ([`square_colour`]) x [`CONTENTS`].
const TILES: usize = 5 * CONTENTS;
/// The first bytes of `atlas.bin`; a change of its layout changes the number.
const FORMAT: &[u8; 8] = b"PPATLAS1";

/// Why no picture could be made; neither happens with the atlas the build checked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PngError {
    #[error("the board tiles do not fit this program: {0}")]
    Atlas(&'static str),
    #[error("the board picture could not be encoded: {0}")]
    Encode(String),
}

/// Everything a board is assembled from, read from `atlas.bin` at compile time.
#[derive(Debug)]
struct Atlas {
    /// The colours of the indexed picture as RGB triples, at most 256.
    palette: &'static [u8],
    /// [`TILES`] tiles of `SQUARE` x `SQUARE` palette indices, by square colour x
    /// [`CONTENTS`] + content (0 empty, then [`piece_slot`]).
    tiles: &'static [u8],
    /// The whole picture without squares (background and coordinates), `SIZE` x
    /// `SIZE` indices seen from White's side, then as many from Black's.
    frames: &'static [u8],
}

/// The atlas drawn by [`draw`]: the format, then `SQUARE`, `SIZE`, `TILES` and the
/// number of colours as little-endian `u16`, then palette, tiles and frames.
const PARSED: Result<Atlas, &str> = Atlas::parse(include_bytes!("../../assets/board/atlas.bin"));

static ATLAS: Result<Atlas, &str> = PARSED;

// A file that does not fit fails the build, not a board. The library's own unit tests
// build regardless, so that the test that draws the atlas can rewrite the file.
#[cfg(not(test))]
const _: () = if let Err(why) = PARSED {
    panic!("{}", why)
};

impl Atlas {
    /// Splits the file into its parts, checking its header and length.
    const fn parse(bytes: &'static [u8]) -> Result<Atlas, &'static str> {
        const REDRAW: &str = "assets/board/atlas.bin does not fit the board's sizes or format; \
                              redraw it: UPDATE_ATLAS=1 cargo test --lib render::board_png";
        let Some((format, rest)) = bytes.split_first_chunk::<8>() else {
            return Err(REDRAW);
        };
        let Some((header, rest)) = rest.split_first_chunk::<8>() else {
            return Err(REDRAW);
        };
        const fn number(header: &[u8; 8], at: usize) -> usize {
            u16::from_le_bytes([header[at], header[at + 1]]) as usize
        }
        let colours = number(header, 6);
        let tile = (SQUARE * SQUARE) as usize;
        let frame = (SIZE * SIZE) as usize;
        if !matches!(format, FORMAT)
            || number(header, 0) != SQUARE as usize
            || number(header, 2) != SIZE as usize
            || number(header, 4) != TILES
            || colours > 256
            || rest.len() != 3 * colours + TILES * tile + 2 * frame
        {
            return Err(REDRAW);
        }
        let (palette, rest) = rest.split_at(3 * colours);
        let (tiles, frames) = rest.split_at(TILES * tile);
        Ok(Atlas {
            palette,
            tiles,
            frames,
        })
    }

    /// The tile of square colour `colour` holding `slot`.
    fn tile(&self, colour: usize, slot: usize) -> &'static [u8] {
        let size = (SQUARE * SQUARE) as usize;
        let at = (colour * CONTENTS + slot) * size;
        &self.tiles[at..at + size]
    }

    /// The frame seen from `side`.
    fn frame(&self, side: Color) -> &'static [u8] {
        let size = (SIZE * SIZE) as usize;
        let at = usize::from(side == Color::Black) * size;
        &self.frames[at..at + size]
    }
}

/// 1–6 for the white roles, 7–12 for the black ones.
fn piece_slot(piece: Piece) -> usize {
    1 + piece.role.index() + 6 * usize::from(piece.color == Color::Black)
}

/// The square's colour: light, dark, light and dark marked by the last move, check.
fn square_colour(view: &SquareView) -> usize {
    match (view.check, view.last_move, view.square.is_dark()) {
        (true, _, _) => 4,
        (false, true, true) => 3,
        (false, true, false) => 2,
        (false, false, true) => 1,
        (false, false, false) => 0,
    }
}

/// The diagram as PNG bytes, `SIZE` x `SIZE` pixels, encoded quickly (a letter
/// composed while its reader waits).
pub fn board_png(diagram: &Diagram) -> Result<Vec<u8>, PngError> {
    board_png_as(diagram, Encoding::Quick)
}

/// How hard the encoder works on a picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// Unfiltered rows deflated from pieces the build coded ([`deflate`]): 9.2–10.2 KB
    /// a board in about 0.4 M instructions (fdeflate on Paeth-filtered rows made
    /// 10.8–11.8 KB in 0.8 M).
    Quick,
    /// Thorough deflate without filters: 7–8 KB (a fifth less) in a few ms, for
    /// letters composed outside the write lock (the sweep's digests, from a snapshot).
    Compact,
}

/// [`board_png`] with the encoder's effort chosen.
pub fn board_png_as(diagram: &Diagram, encoding: Encoding) -> Result<Vec<u8>, PngError> {
    let atlas = ATLAS.as_ref().map_err(|why| PngError::Atlas(why))?;
    let (tiles, side) = (tiles_of(diagram), diagram.orientation());
    match encoding {
        Encoding::Quick => encode_quick(atlas, side, &tiles),
        Encoding::Compact => encode(
            atlas,
            &indexed_pixels(atlas, side, &tiles),
            png::FilterType::NoFilter,
            png::Compression::Default,
        ),
    }
}

/// Which tile each square shows, row by row as the picture has them: its square
/// colour x [`CONTENTS`] + its content.
fn tiles_of(diagram: &Diagram) -> [[usize; 8]; 8] {
    let mut tiles = [[0; 8]; 8];
    for (row, views) in diagram.rows().iter().enumerate() {
        for (column, view) in views.iter().enumerate() {
            tiles[row][column] = square_colour(view) * CONTENTS + view.piece.map_or(0, piece_slot);
        }
    }
    tiles
}

/// The board as palette indices, row by row: the frame of the viewer's side with the
/// 64 square tiles copied in.
fn indexed_pixels(atlas: &Atlas, side: Color, tiles: &[[usize; 8]; 8]) -> Vec<u8> {
    let width = SIZE as usize;
    let mut pixels = vec![0; width * width];
    for (y, row) in pixels.chunks_exact_mut(width).enumerate() {
        pixel_row(atlas, side, tiles, y, row);
    }
    pixels
}

/// The row of squares and the line within them that picture row `y` shows, if it
/// crosses the board (not a margin).
fn square_line(y: usize) -> Option<(usize, usize)> {
    let (margin, square) = (MARGIN as usize, SQUARE as usize);
    let from_top = y.checked_sub(margin).filter(|&y| y < 8 * square)?;
    Some((from_top / square, from_top % square))
}

/// Row `y` of [`indexed_pixels`], written into `out`.
fn pixel_row(atlas: &Atlas, side: Color, tiles: &[[usize; 8]; 8], y: usize, out: &mut [u8]) {
    let (width, margin, square) = (SIZE as usize, MARGIN as usize, SQUARE as usize);
    out.copy_from_slice(&atlas.frame(side)[y * width..(y + 1) * width]);
    let Some((rank, line)) = square_line(y) else {
        return;
    };
    for (file, &index) in tiles[rank].iter().enumerate() {
        let tile = atlas.tile(index / CONTENTS, index % CONTENTS);
        let start = margin + file * square;
        out[start..start + square].copy_from_slice(&tile[line * square..(line + 1) * square]);
    }
}

/// The build's deflate code for the quick encoding and its pieces ([`deflate::Piece`]:
/// each tile's lines, each frame's rows or their margins, unfiltered), made from the
/// same atlas (`build.rs`).
mod coded {
    use super::deflate::Piece;
    include!(concat!(env!("OUT_DIR"), "/board_code.rs"));
    /// The pieces' bits.
    pub const BITS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/board_pieces.bin"));
}

// Pieces that do not fit fail the build, as the atlas does.
#[cfg(not(test))]
const _: () = assert!(
    coded::PIECES.len() == TILES * SQUARE as usize + 4 * SIZE as usize
        && coded::LITERAL_LENGTHS.len() == deflate::LITERALS,
    "the build's coded pieces do not fit the atlas"
);

/// The quick encoding's stream as it is written: its bits, how many bytes just before
/// repeat the row above and are not written yet (they are one match when something
/// else comes), and the Adler-32 of the bytes.
struct Stream {
    bits: BitWriter,
    above: usize,
    adler: Adler,
}

/// The bytes from one row to the next: the filter type, then the pixels.
const STRIDE: usize = SIZE as usize + 1;

/// A match's distance (1–32768) as deflate says it: its symbol, extra bits' value and
/// count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Distance((usize, u32, u32));

impl Distance {
    /// One row back.
    const ROW: Distance = Distance(deflate::distance_symbol(STRIDE));

    fn new(distance: usize) -> Option<Distance> {
        (1..=32_768)
            .contains(&distance)
            .then(|| Distance(deflate::distance_symbol(distance)))
    }
}

impl Stream {
    fn new() -> Stream {
        let mut bits = BitWriter::with_capacity(10_000);
        let (head, head_bits) = coded::HEAD;
        bits.put_string(head, head_bits);
        Stream {
            bits,
            above: 0,
            adler: Adler::new(),
        }
    }

    /// Piece `index` ([`coded::PIECES`]): its bits, or, if it repeats the row above,
    /// its bytes added to the match to come.
    #[inline]
    fn piece(&mut self, index: usize) -> Result<(), PngError> {
        let piece = coded_piece(index)?;
        if piece.above {
            self.above += usize::from(piece.length);
        } else {
            let at = piece.at as usize;
            let bits = usize::from(piece.bits);
            let bytes = coded::BITS
                .get(at..at + 4 * bits.div_ceil(32))
                .ok_or(PngError::Atlas(MISSING))?;
            self.flush();
            self.bits.put_string(bytes, bits);
        }
        self.adler
            .piece(usize::from(piece.length), (piece.sum, piece.weighted));
        Ok(())
    }

    /// Piece `index` again, as a match `distance` back where it was written before.
    #[inline]
    fn repeat(&mut self, index: usize, distance: Distance) -> Result<(), PngError> {
        let piece = coded_piece(index)?;
        self.flush();
        self.copy(usize::from(piece.length), distance);
        self.adler
            .piece(usize::from(piece.length), (piece.sum, piece.weighted));
        Ok(())
    }

    /// The bytes that repeat the row above, as matches a row back (none shorter than
    /// three: every piece is longer).
    #[inline]
    fn flush(&mut self) {
        let mut left = self.above;
        while left > 0 {
            let length = match left {
                ..=deflate::LONGEST => left,
                // Leave at least the shortest match for the last.
                _ => deflate::LONGEST.min(left - deflate::SHORTEST),
            };
            self.copy(length, Distance::ROW);
            left -= length;
        }
        self.above = 0;
    }

    /// `length` bytes (3–258) copied from `distance` back.
    #[inline]
    fn copy(&mut self, length: usize, distance: Distance) {
        let (symbol, extra, count) = deflate::length_symbol(length);
        self.symbol(symbol);
        self.bits.put(extra, count);
        let (symbol, extra, count) = distance.0;
        self.bits.put(
            u32::from(coded::DISTANCE_CODES[symbol]),
            u32::from(coded::DISTANCE_LENGTHS[symbol]),
        );
        self.bits.put(extra, count);
    }

    #[inline]
    fn symbol(&mut self, symbol: usize) {
        self.bits.put(
            u32::from(coded::LITERAL_CODES[symbol]),
            u32::from(coded::LITERAL_LENGTHS[symbol]),
        );
    }

    /// The block's end and the Adler-32: the zlib stream.
    fn finish(mut self) -> Vec<u8> {
        self.flush();
        self.symbol(deflate::END_OF_BLOCK);
        let adler = self.adler.value();
        let mut bytes = self.bits.finish();
        bytes.extend_from_slice(&adler.to_be_bytes());
        bytes
    }
}

const MISSING: &str =
    "the build's coded pieces do not fit the atlas (build again after redrawing it)";

/// Piece `index` of [`coded::PIECES`].
fn coded_piece(index: usize) -> Result<&'static deflate::Piece, PngError> {
    coded::PIECES.get(index).ok_or(PngError::Atlas(MISSING))
}

/// Which of [`coded::PIECES`] the frame's row `y` is, whole or its left margin
/// (`right`: its right margin), seen from `side`.
fn frame_piece(side: Color, y: usize, right: bool) -> usize {
    let tiles = TILES * SQUARE as usize;
    tiles + (usize::from(side == Color::Black) * SIZE as usize + y) * 2 + usize::from(right)
}

/// Which of [`coded::PIECES`] line `line` of tile `index` is.
fn tile_piece(index: usize, line: usize) -> usize {
    index * SQUARE as usize + line
}

/// For each square holding a piece, how far back in the picture's bytes the same
/// tile's same line was last seen (on an earlier square of its rank, or of the two
/// ranks above, within deflate's 32 KB window), if it was: each of its lines can be a
/// match there instead of its coded bits (eight pawns on a rank are two tiles, each
/// drawn four times).
fn repeats(tiles: &[[usize; 8]; 8]) -> [[Option<Distance>; 8]; 8] {
    let square = SQUARE as usize;
    let mut found = [[None; 8]; 8];
    for (rank, row) in tiles.iter().enumerate() {
        for (file, &index) in row.iter().enumerate() {
            if index % CONTENTS == 0 {
                continue;
            }
            let here = rank * square * STRIDE + file * square;
            // The nearest; none if even that is past the window.
            found[rank][file] = (rank.saturating_sub(2)..=rank)
                .flat_map(|earlier| (0..8).map(move |f| (earlier, f)))
                .filter(|&(r, f)| tiles[r][f] == index && (r, f) < (rank, file))
                .map(|(r, f)| here - (r * square * STRIDE + f * square))
                .min()
                .and_then(Distance::new);
        }
    }
    found
}

/// A coded tile's line longer than this is written as a match when it repeats.
const WORTH_A_MATCH: u16 = 40;

/// [`Encoding::Quick`]: the picture unfiltered and deflated in one block of the build's
/// code ([`deflate`]), laid out of pieces the build coded: each row's margins (or the
/// row whole, off the board) and each square's line of its tile. A piece that repeats
/// the row above joins a match a row back with its neighbours; a tile's line seen on
/// an earlier square is a match there. Nothing is computed per byte: the Adler-32 is
/// summed from the pieces' sums. The same pixels as the png crate's encoding (a test
/// decodes both), in fewer bytes than its fast deflate makes of Paeth-filtered rows.
fn encode_quick(atlas: &Atlas, side: Color, tiles: &[[usize; 8]; 8]) -> Result<Vec<u8>, PngError> {
    let mut stream = Stream::new();
    let repeated = repeats(tiles);
    for y in 0..SIZE as usize {
        // The row whole, or its left margin.
        stream.piece(frame_piece(side, y, false))?;
        let Some((rank, line)) = square_line(y) else {
            continue;
        };
        for (file, &index) in tiles[rank].iter().enumerate() {
            let piece = tile_piece(index, line);
            let coded = coded_piece(piece)?;
            match repeated[rank][file] {
                Some(distance) if !coded.above && coded.bits > WORTH_A_MATCH => {
                    stream.repeat(piece, distance)?;
                }
                _ => stream.piece(piece)?,
            }
        }
        stream.piece(frame_piece(side, y, true))?;
    }
    let compressed = stream.finish();
    indexed_png(atlas, |encoder| {
        let mut writer = encoder.write_header()?;
        writer.write_chunk(png::chunk::IDAT, &compressed)?;
        writer.finish()
    })
}

/// PNG-encodes palette indices with the png crate's own filter and deflate. The
/// compact encoding (`Encoding::Compact`): the default deflate without filters, 8.0 KB
/// for a middle-game board (with filters it is larger; the best deflate saved 13 % more
/// for twice the time at 424 pixels). With `FilterType::Paeth` and `Compression::Fast`
/// it is the reference [`encode_quick`]'s pixels and size are tested against (11.7 KB
/// at the start; 97.5 KB with no filter).
fn encode(
    atlas: &Atlas,
    pixels: &[u8],
    filter: png::FilterType,
    compression: png::Compression,
) -> Result<Vec<u8>, PngError> {
    indexed_png(atlas, |mut encoder| {
        encoder.set_compression(compression);
        encoder.set_filter(filter);
        encoder.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(pixels)?;
        writer.finish()
    })
}

/// The bytes `write` makes with an encoder of a `SIZE` x `SIZE` picture in the
/// atlas's palette.
fn indexed_png(
    atlas: &Atlas,
    write: impl FnOnce(png::Encoder<'_, &mut Vec<u8>>) -> Result<(), png::EncodingError>,
) -> Result<Vec<u8>, PngError> {
    let mut bytes = Vec::with_capacity(16_000);
    let mut encoder = png::Encoder::new(&mut bytes, SIZE, SIZE);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(atlas.palette);
    write(encoder).map_err(|e| PngError::Encode(e.to_string()))?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use std::sync::LazyLock;

    use super::draw::{self, CHECK, DARK, LIGHT, LIGHT_LAST_MOVE, PIECE_WHITE, Rgb};
    use super::*;
    use crate::notation::{Language, parse_move};
    use crate::rules::{Position, Record};

    /// Decoded RGB pixels and width.
    fn decode(bytes: &[u8]) -> (Vec<u8>, u32) {
        let mut decoder = png::Decoder::new(bytes);
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        assert_eq!(
            info.color_type,
            png::ColorType::Rgb,
            "an opaque palette expands to RGB"
        );
        (buf, info.width)
    }

    fn pixel(pixels: &(Vec<u8>, u32), x: u32, y: u32) -> Rgb {
        let at = ((y * pixels.1 + x) * 3) as usize;
        [pixels.0[at], pixels.0[at + 1], pixels.0[at + 2]]
    }

    /// The top left corner pixel of the square at picture column/row: pieces never
    /// reach the corners, so it shows the square's own colour.
    fn corner(pixels: &(Vec<u8>, u32), column: u32, row: u32) -> Rgb {
        pixel(
            pixels,
            MARGIN + column * SQUARE + 1,
            MARGIN + row * SQUARE + 1,
        )
    }

    fn record(moves: &str) -> Record {
        let mut record = Record::new(Position::new());
        for text in moves.split_whitespace() {
            let m = parse_move(text, record.position(), Language::English).unwrap();
            record.play(&m).unwrap();
        }
        record
    }

    fn png(moves: &str, side: Color) -> Vec<u8> {
        board_png(&Diagram::of_record(&record(moves), side)).unwrap()
    }

    #[test]
    fn the_compact_encoding_draws_the_same_pixels_in_fewer_bytes() {
        let diagram = Diagram::of_record(
            &record("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7"),
            Color::Black,
        );
        let quick = board_png_as(&diagram, Encoding::Quick).unwrap();
        let compact = board_png_as(&diagram, Encoding::Compact).unwrap();
        assert_eq!(decode(&quick), decode(&compact));
        assert!(
            compact.len() * 10 < quick.len() * 9,
            "compact {} bytes, quick {}",
            compact.len(),
            quick.len()
        );
    }

    /// The quick encoding's own filter and compression draw the pixels the png crate's
    /// encoding of the same indices draws (its Paeth filter on every row and fast
    /// deflate), in fewer bytes: boards of chosen games (a check, the last move marked)
    /// and of a long game of pseudo-random legal moves, whose captures and promotions
    /// put every kind of tile beside every other, from both sides. Decoded by the png
    /// crate, which checks the stream's Adler-32 and the chunk's CRC.
    #[test]
    fn the_quick_encoding_draws_the_png_crates_pixels_in_fewer_bytes() {
        let atlas = ATLAS.as_ref().unwrap();
        let same = |record: &Record, what: &str| {
            for side in [Color::White, Color::Black] {
                let diagram = Diagram::of_record(record, side);
                let pixels = indexed_pixels(atlas, side, &tiles_of(&diagram));
                let quick = board_png_as(&diagram, Encoding::Quick).unwrap();
                let reference = encode(
                    atlas,
                    &pixels,
                    png::FilterType::Paeth,
                    png::Compression::Fast,
                )
                .unwrap();
                assert!(
                    decode(&quick) == decode(&reference),
                    "{what}, seen by {side:?}"
                );
                assert!(
                    quick.len() < reference.len(),
                    "{what}, seen by {side:?}: {} bytes, the png crate's {}",
                    quick.len(),
                    reference.len()
                );
            }
        };
        for moves in ["", "e4", "e4 e5 Nf3 Nc6 Bb5 a6", "f3 e5 g4 Qh4"] {
            same(&record(moves), moves);
        }
        let mut record = record("");
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for ply in 0..160 {
            let moves = record.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let chosen = moves[(seed >> 33) as usize % moves.len()];
            record.play(&chosen).unwrap();
            if ply % 8 == 0 {
                same(&record, &format!("ply {ply} of a random game"));
            }
        }
    }

    /// Each piece the build coded says the atlas's bytes there (a tile's line, a frame's
    /// row or its margins, led by the filter type), with the Adler-32 sums of those
    /// bytes: each is put in a stream after a row of other bytes that holds, in the
    /// same columns, what the picture always has above it (the tile's line before, the
    /// frame's row before), and fdeflate inflates it and checks its Adler-32. A piece
    /// said to repeat the row above is written as a match there, so that is checked
    /// too.
    #[test]
    fn every_piece_the_build_coded_inflates_to_the_atlas_bytes() {
        let atlas = ATLAS.as_ref().unwrap();
        let (width, square) = (SIZE as usize, SQUARE as usize);
        let (margin, board_end) = (MARGIN as usize, MARGIN as usize + 8 * square);
        let inflated = |index: usize, column: usize, above: &[u8]| {
            let mut row = vec![7; STRIDE + column];
            row[column..column + above.len()].copy_from_slice(above);
            let mut stream = Stream::new();
            stream.adler.bytes(&row);
            for &byte in &row {
                stream.symbol(usize::from(byte));
            }
            stream.piece(index).unwrap();
            let bytes = fdeflate::decompress_to_vec(&stream.finish()).unwrap();
            bytes[STRIDE + column..].to_vec()
        };
        let mut checked = 0;
        for index in 0..TILES {
            let tile = atlas.tile(index / CONTENTS, index % CONTENTS);
            let line = |l: usize| &tile[l * square..(l + 1) * square];
            // On the board's fourth file, say: a tile's bytes are the same on any.
            let column = 1 + margin + 3 * square;
            for l in 0..square {
                let above = if l == 0 { &[][..] } else { line(l - 1) };
                let piece = tile_piece(index, l);
                assert_eq!(
                    inflated(piece, column, above),
                    line(l),
                    "tile {index}, line {l}"
                );
                checked += 1;
            }
        }
        for side in [Color::White, Color::Black] {
            let frame = atlas.frame(side);
            let led = |y: usize| [&[0][..], &frame[y * width..(y + 1) * width]].concat();
            for y in 0..width {
                let (row, left, right) = (
                    led(y),
                    frame_piece(side, y, false),
                    frame_piece(side, y, true),
                );
                if square_line(y).is_some() {
                    let up = led(y - 1);
                    assert_eq!(
                        inflated(left, 0, &up[..=margin]),
                        &row[..=margin],
                        "{side:?}'s row {y}, left"
                    );
                    let column = board_end + 1;
                    assert_eq!(
                        inflated(right, column, &up[column..]),
                        &row[column..],
                        "{side:?}'s row {y}, right"
                    );
                } else {
                    let up = if y == 0 || y == board_end {
                        Vec::new()
                    } else {
                        led(y - 1)
                    };
                    assert_eq!(inflated(left, 0, &up), row, "{side:?}'s row {y}");
                    assert!(
                        inflated(right, 0, &[]).is_empty(),
                        "{side:?}'s row {y} has one piece"
                    );
                }
                checked += 2;
            }
        }
        assert_eq!(checked, coded::PIECES.len(), "every piece checked once");
    }
    #[test]
    fn square_colours_from_both_sides() {
        let white = decode(&png("", Color::White));
        assert_eq!(white.1, SIZE);
        assert_eq!(corner(&white, 0, 7), DARK, "a1 bottom left");
        assert_eq!(corner(&white, 7, 7), LIGHT, "h1 bottom right");
        let black = decode(&png("", Color::Black));
        assert_eq!(corner(&black, 7, 0), DARK, "a1 top right");
        assert_eq!(corner(&black, 0, 0), LIGHT, "h1 top left");
    }

    #[test]
    fn pieces_are_drawn() {
        let pixels = decode(&png("", Color::White));
        let count = |column: u32, row: u32, wanted: fn(Rgb) -> bool| {
            let mut n = 0;
            for y in 0..SQUARE {
                for x in 0..SQUARE {
                    let p = pixel(
                        &pixels,
                        MARGIN + column * SQUARE + x,
                        MARGIN + row * SQUARE + y,
                    );
                    n += usize::from(wanted(p));
                }
            }
            n
        };
        let dark = |p: Rgb| p.iter().all(|&c| c < 0x40);
        let white = |p: Rgb| p == PIECE_WHITE;
        assert!(count(4, 7, dark) > 100, "the white king's outline on e1");
        assert!(count(4, 7, white) > 200, "the white king is white inside");
        assert!(count(4, 0, dark) > 400, "the black king on e8 is solid");
        assert_eq!(count(4, 0, white), 0, "the black king has no white");
        assert_eq!(count(4, 4, dark), 0, "e4 is empty");
    }

    #[test]
    fn last_move_and_check_are_highlighted() {
        let pixels = decode(&png("e4 f5 Qh5", Color::White));
        assert_eq!(corner(&pixels, 3, 7), LIGHT_LAST_MOVE, "d1");
        assert_eq!(corner(&pixels, 7, 3), LIGHT_LAST_MOVE, "h5");
        assert_eq!(corner(&pixels, 4, 0), CHECK, "e8, the king in check");
        let pixels = decode(&png("e4", Color::Black));
        assert_eq!(
            corner(&pixels, 3, 1),
            LIGHT_LAST_MOVE,
            "e2 from Black's side"
        );
        assert_eq!(
            corner(&pixels, 3, 3),
            LIGHT_LAST_MOVE,
            "e4 from Black's side"
        );
        assert_eq!(corner(&pixels, 3, 2), DARK, "e3 is not marked");
    }

    /// The start position from White's side, pixel for pixel; `UPDATE_GOLDEN=1`
    /// rewrites the golden file after a deliberate change.
    #[test]
    fn start_position_matches_golden_image() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/render/start_white.png"
        );
        let bytes = png("", Color::White);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::create_dir_all(std::path::Path::new(path).parent().unwrap()).unwrap();
            std::fs::write(path, &bytes).unwrap();
        }
        let golden = std::fs::read(path).expect("golden image; run with UPDATE_GOLDEN=1");
        assert!(
            decode(&bytes) == decode(&golden),
            "the picture differs from {path}"
        );
    }

    #[test]
    fn small_file() {
        let bytes = png("e4 f5 Qh5", Color::Black);
        assert!(bytes.len() < 20_000, "{} bytes", bytes.len());
    }

    /// The atlas as the drawing code makes it now (150 M instructions, once per test
    /// run).
    static DRAWN: LazyLock<draw::DrawnAtlas> =
        LazyLock::new(|| draw::atlas().expect("the atlas is drawn"));

    /// `assets/board/atlas.bin` is what the drawing code makes, byte for byte;
    /// `UPDATE_ATLAS=1` rewrites it after a deliberate change.
    #[test]
    fn atlas_file_is_the_drawing() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/board/atlas.bin");
        let drawn = DRAWN.to_bytes();
        if std::env::var_os("UPDATE_ATLAS").is_some() {
            std::fs::write(path, &drawn).unwrap();
        }
        let file = std::fs::read(path).expect("the atlas; run with UPDATE_ATLAS=1");
        assert!(
            file == drawn,
            "{path} is not what the drawing code makes; run with UPDATE_ATLAS=1"
        );
        assert!(
            ATLAS.is_ok(),
            "the atlas embedded in this build is stale; run the tests again"
        );
    }

    /// Each picture shows exactly what drawing its squares in RGB shows, with no
    /// palette and no atlas: the tiles, frames and their indexing are right.
    #[test]
    fn pictures_are_the_board_drawn_in_rgb() {
        let sprites = draw::sprites().expect("the sprites are drawn");
        let games = [
            "",
            "e4",
            "e4 f5 Qh5",
            "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6",
            "e4 d5 exd5 c6 dxc6 Nf6 cxb7 Nbd7 bxa8=Q",
        ];
        for moves in games {
            for side in [Color::White, Color::Black] {
                let diagram = Diagram::of_record(&record(moves), side);
                let (pixels, width) = decode(&board_png(&diagram).unwrap());
                assert_eq!(width, SIZE);
                assert!(
                    pixels == draw::board_rgb(&sprites, &diagram),
                    "{moves:?} from {side:?}"
                );
            }
        }
    }

    /// Every tile and frame shares one palette; a palette near 256 colours would break
    /// on the next change of colours or levels, so keep headroom.
    #[test]
    fn palette_has_headroom() {
        assert!(
            DRAWN.palette.len() <= 200,
            "{} colours",
            DRAWN.palette.len()
        );
        assert_eq!(DRAWN.tiles.len(), draw::SQUARE_COLOURS.len() * CONTENTS);
        assert!(
            DRAWN
                .tiles
                .iter()
                .all(|t| t.len() == (SQUARE * SQUARE) as usize)
        );
    }
}
