//! The board as a PNG picture, drawn in-process with the chess glyphs of DejaVu Sans
//! (embedded, licence in `assets/fonts/LICENSE-DejaVu.txt`), rasterised by ab_glyph.
//!
//! Speed comes from doing all drawing once. The first call parses the font, rasterises
//! the twelve piece shapes and the coordinate characters, and draws every square a
//! board can show (5 square colours x 13 contents) and the frame with its coordinates
//! (one per side) into a shared palette of fewer than 200 colours (a test keeps it so). A board after that
//! is 64 tile copies into an 8-bit indexed image and its PNG encoding: about 0.3 ms
//! and 12 KB, where drawing each board in RGB took 1.3 ms and 45 KB. The anti-aliased
//! edges use 8 coverage levels, which is what keeps the palette small; at 48 pixels a
//! square the difference from full coverage cannot be seen.
//!
//! White pieces use the classic two-glyph trick: the solid (black) glyph's shape filled
//! white, then the outline (white) glyph drawn black on top; black pieces are the solid
//! glyph in black. The solid glyphs have their inner details cut out, so the white fill
//! also covers everything the outline glyph encloses (found by flood fill), else the
//! square's colour would show through a white piece.

use std::collections::HashMap;
use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, PxScale, point};

use super::{Diagram, figurine};
use crate::rules::{Color, Piece, Role};

/// DejaVu Sans, for its chess figurines U+2654–U+265F and its digits and letters.
static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// The side of one square, in pixels.
pub const SQUARE: u32 = 48;
/// The band around the board that holds the coordinates.
pub const MARGIN: u32 = 20;
/// The picture's width and height.
pub const SIZE: u32 = 8 * SQUARE + 2 * MARGIN;
/// Anti-aliasing levels of glyph edges (coverage 0, 1/7, …, 1).
const COVERAGE_LEVELS: u32 = 8;

type Rgb = [u8; 3];
const BACKGROUND: Rgb = [0xff, 0xff, 0xff];
const LIGHT: Rgb = [0xf0, 0xd9, 0xb5];
const DARK: Rgb = [0xb5, 0x88, 0x63];
const LIGHT_LAST_MOVE: Rgb = [0xcd, 0xd2, 0x6a];
const DARK_LAST_MOVE: Rgb = [0xaa, 0xa2, 0x3a];
const CHECK: Rgb = [0xe8, 0x55, 0x4e];
const COORDINATE: Rgb = [0x6b, 0x4f, 0x36];
const PIECE_BLACK: Rgb = [0x00, 0x00, 0x00];
const PIECE_WHITE: Rgb = [0xff, 0xff, 0xff];
/// Every colour a square can have, in the order of [`Atlas::tiles`].
const SQUARE_COLOURS: [Rgb; 5] = [LIGHT, DARK, LIGHT_LAST_MOVE, DARK_LAST_MOVE, CHECK];

/// Why no picture could be made; none of these happen with the embedded font.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PngError {
    #[error("the board font could not be read: {0}")]
    Font(String),
    #[error("the board picture needs {0} colours, more than a PNG palette holds")]
    Palette(usize),
    #[error("the board picture could not be encoded: {0}")]
    Encode(String),
}

/// A glyph rasterised once: coverage 0..=255 over a `width` x `height` box placed at
/// `(left, top)` relative to the cell it is drawn in.
#[derive(Debug, Clone)]
struct Mask {
    left: i32,
    top: i32,
    width: u32,
    height: u32,
    coverage: Vec<u8>,
}

/// Every shape a board needs, rasterised at first use.
#[derive(Debug)]
struct Sprites {
    /// The solid glyph (♚…♟) of each role, by [`Role::index`].
    solid: Vec<Mask>,
    /// The white pieces' body: the solid glyph plus the outline glyph's inside.
    body: Vec<Mask>,
    /// The outline glyph (♔…♙) of each role.
    outline: Vec<Mask>,
    /// `a`…`h`, then `1`…`8`.
    coordinates: Vec<Mask>,
}

/// Everything a board is assembled from, drawn at first use.
#[derive(Debug)]
struct Atlas {
    /// The colours of the indexed picture, at most 256.
    palette: Vec<Rgb>,
    /// `SQUARE` x `SQUARE` palette indices, by square colour (the index into
    /// [`SQUARE_COLOURS`]) x 13 + content (0 empty, then [`piece_slot`]).
    tiles: Vec<Vec<u8>>,
    /// The whole picture without squares (background and coordinates), seen from
    /// White's side, then from Black's.
    frames: [Vec<u8>; 2],
}

static ATLAS: LazyLock<Result<Atlas, PngError>> = LazyLock::new(atlas);

/// 1–6 for the white roles, 7–12 for the black ones.
fn piece_slot(piece: Piece) -> usize {
    1 + piece.role.index() + 6 * usize::from(piece.color == Color::Black)
}

fn atlas() -> Result<Atlas, PngError> {
    let sprites = sprites()?;
    let mut palette = Palette::default();
    let mut tiles = Vec::with_capacity(SQUARE_COLOURS.len() * 13);
    for colour in SQUARE_COLOURS {
        let contents = std::iter::once(None)
            .chain(Role::ALL.into_iter().map(|r| Some(r.of(Color::White))))
            .chain(Role::ALL.into_iter().map(|r| Some(r.of(Color::Black))));
        for content in contents {
            let mut tile = Canvas::new(SQUARE, SQUARE, colour);
            if let Some(piece) = content {
                let i = piece.role.index();
                match piece.color {
                    Color::White => {
                        tile.blend(0, 0, &sprites.body[i], PIECE_WHITE);
                        tile.blend(0, 0, &sprites.outline[i], PIECE_BLACK);
                    }
                    Color::Black => tile.blend(0, 0, &sprites.solid[i], PIECE_BLACK),
                }
            }
            tiles.push(palette.indices(&tile)?);
        }
    }
    let frames = [Color::White, Color::Black].map(|side| {
        let diagram = Diagram::new(&crate::rules::Position::new(), side);
        let mut frame = Canvas::new(SIZE, SIZE, BACKGROUND);
        // Files under the board, ranks left of it, in the viewer's order.
        for (column, file) in diagram.files_left_right().iter().enumerate() {
            let x = MARGIN + column as u32 * SQUARE + (SQUARE - MARGIN) / 2;
            let mask = &sprites.coordinates[usize::from(*file)];
            frame.blend(x, MARGIN + 8 * SQUARE, mask, COORDINATE);
        }
        for (row, rank) in diagram.ranks_top_down().iter().enumerate() {
            let y = MARGIN + row as u32 * SQUARE + (SQUARE - MARGIN) / 2;
            let mask = &sprites.coordinates[8 + usize::from(*rank)];
            frame.blend(0, y, mask, COORDINATE);
        }
        palette.indices(&frame)
    });
    let [white, black] = frames;
    Ok(Atlas {
        palette: palette.colours,
        tiles,
        frames: [white?, black?],
    })
}

/// Colours met so far, each with its palette index.
#[derive(Default)]
struct Palette {
    colours: Vec<Rgb>,
    index: HashMap<Rgb, u8>,
}

impl Palette {
    /// The canvas as palette indices, adding its new colours.
    fn indices(&mut self, canvas: &Canvas) -> Result<Vec<u8>, PngError> {
        canvas
            .rgb
            .chunks_exact(3)
            .map(|px| {
                let rgb = [px[0], px[1], px[2]];
                if let Some(&i) = self.index.get(&rgb) {
                    return Ok(i);
                }
                let i = u8::try_from(self.colours.len())
                    .map_err(|_| PngError::Palette(self.colours.len() + 1))?;
                self.colours.push(rgb);
                self.index.insert(rgb, i);
                Ok(i)
            })
            .collect()
    }
}

/// An opaque RGB picture being drawn.
struct Canvas {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

impl Canvas {
    fn new(width: u32, height: u32, fill: Rgb) -> Canvas {
        Canvas {
            width,
            height,
            rgb: fill.repeat((width * height) as usize),
        }
    }

    /// Paints `rgb` through `mask` into the cell whose top left corner is `(x, y)`.
    fn blend(&mut self, x: u32, y: u32, mask: &Mask, rgb: Rgb) {
        for my in 0..mask.height as i32 {
            let py = y as i32 + mask.top + my;
            if !(0..self.height as i32).contains(&py) {
                continue;
            }
            for mx in 0..mask.width as i32 {
                let px = x as i32 + mask.left + mx;
                let a = u32::from(mask.coverage[(my * mask.width as i32 + mx) as usize]);
                if a == 0 || !(0..self.width as i32).contains(&px) {
                    continue;
                }
                let at = ((py * self.width as i32 + px) * 3) as usize;
                for (channel, &value) in self.rgb[at..at + 3].iter_mut().zip(&rgb) {
                    let mixed =
                        (u32::from(value) * a + u32::from(*channel) * (255 - a) + 127) / 255;
                    *channel = mixed as u8;
                }
            }
        }
    }
}

fn sprites() -> Result<Sprites, PngError> {
    let font = FontRef::try_from_slice(FONT_BYTES).map_err(|e| PngError::Font(e.to_string()))?;
    // Pieces fill 80% of the square; the scale that does so is measured on the king,
    // the tallest figurine, so all pieces share one scale and one baseline.
    let probe = rasterise(&font, '\u{2654}', 100.0, SQUARE, SQUARE)?;
    let scale = 100.0 * (SQUARE as f32 * 0.8) / probe.height.max(1) as f32;
    let piece = |c: char| rasterise(&font, c, scale, SQUARE, SQUARE);
    let mut solid = Vec::with_capacity(6);
    let mut outline = Vec::with_capacity(6);
    let mut body = Vec::with_capacity(6);
    for role in Role::ALL {
        let black = piece(figurine(role.of(Color::Black)))?;
        let white = piece(figurine(role.of(Color::White)))?;
        body.push(union(&black, &inside(&white)));
        solid.push(black);
        outline.push(white);
    }
    let coordinates = ('a'..='h')
        .chain('1'..='8')
        .map(|c| rasterise(&font, c, 14.0, MARGIN, MARGIN))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Sprites {
        solid,
        body,
        outline,
        coordinates,
    })
}

/// Rasterises `c` at `scale` pixels per em, centred in a `cell_w` x `cell_h` cell.
fn rasterise(
    font: &FontRef<'_>,
    c: char,
    scale: f32,
    cell_w: u32,
    cell_h: u32,
) -> Result<Mask, PngError> {
    let glyph = font
        .glyph_id(c)
        .with_scale_and_position(PxScale::from(scale), point(0.0, 0.0));
    let outlined = font
        .outline_glyph(glyph)
        .ok_or_else(|| PngError::Font(format!("no glyph for {c:?}")))?;
    let bounds = outlined.px_bounds();
    let width = bounds.width() as u32;
    let height = bounds.height() as u32;
    let mut coverage = vec![0u8; (width * height) as usize];
    outlined.draw(|x, y, c| {
        if let Some(px) = coverage.get_mut((y * width + x) as usize) {
            let level = (c.clamp(0.0, 1.0) * (COVERAGE_LEVELS - 1) as f32).round() as u32;
            *px = (level * 255 / (COVERAGE_LEVELS - 1)) as u8;
        }
    });
    Ok(Mask {
        left: (cell_w as i32 - width as i32) / 2,
        top: (cell_h as i32 - height as i32) / 2,
        width,
        height,
        coverage,
    })
}

/// The pixels a glyph encloses: all that cannot be reached from the edge of its box
/// without crossing ink (coverage of half or more).
fn inside(mask: &Mask) -> Mask {
    let (w, h) = (mask.width as usize, mask.height as usize);
    let mut outside = vec![false; w * h];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for x in 0..w {
        stack.extend([(x, 0), (x, h.saturating_sub(1))]);
    }
    for y in 0..h {
        stack.extend([(0, y), (w.saturating_sub(1), y)]);
    }
    while let Some((x, y)) = stack.pop() {
        if x >= w || y >= h {
            continue;
        }
        let i = y * w + x;
        if outside[i] || mask.coverage[i] >= 128 {
            continue;
        }
        outside[i] = true;
        stack.extend([(x + 1, y), (x, y + 1)]);
        if x > 0 {
            stack.push((x - 1, y));
        }
        if y > 0 {
            stack.push((x, y - 1));
        }
    }
    Mask {
        coverage: outside.iter().map(|&o| if o { 0 } else { 255 }).collect(),
        ..*mask
    }
}

/// The larger coverage of two masks at every pixel of the cell.
fn union(a: &Mask, b: &Mask) -> Mask {
    let left = a.left.min(b.left);
    let top = a.top.min(b.top);
    let width = ((a.left + a.width as i32).max(b.left + b.width as i32) - left) as u32;
    let height = ((a.top + a.height as i32).max(b.top + b.height as i32) - top) as u32;
    let mut coverage = vec![0u8; (width * height) as usize];
    for m in [a, b] {
        for y in 0..m.height {
            for x in 0..m.width {
                let cx = (m.left - left) as u32 + x;
                let cy = (m.top - top) as u32 + y;
                let c = &mut coverage[(cy * width + cx) as usize];
                *c = (*c).max(m.coverage[(y * m.width + x) as usize]);
            }
        }
    }
    Mask {
        left,
        top,
        width,
        height,
        coverage,
    }
}

/// The diagram as PNG bytes, `SIZE` x `SIZE` pixels.
pub fn board_png(diagram: &Diagram) -> Result<Vec<u8>, PngError> {
    let atlas = ATLAS.as_ref().map_err(Clone::clone)?;
    encode(atlas, &indexed_pixels(atlas, diagram))
}

/// The board as palette indices, row by row: the frame of the viewer's side with the
/// 64 square tiles copied in.
fn indexed_pixels(atlas: &Atlas, diagram: &Diagram) -> Vec<u8> {
    let side = usize::from(diagram.orientation() == Color::Black);
    let mut pixels = atlas.frames[side].clone();
    for (row, views) in diagram.rows().iter().enumerate() {
        for (column, view) in views.iter().enumerate() {
            let colour = match (view.check, view.last_move, view.square.is_dark()) {
                (true, _, _) => 4,
                (false, true, true) => 3,
                (false, true, false) => 2,
                (false, false, true) => 1,
                (false, false, false) => 0,
            };
            let tile = &atlas.tiles[colour * 13 + view.piece.map_or(0, piece_slot)];
            let (x, y) = (
                MARGIN + column as u32 * SQUARE,
                MARGIN + row as u32 * SQUARE,
            );
            for (line, source) in tile.chunks_exact(SQUARE as usize).enumerate() {
                let at = ((y + line as u32) * SIZE + x) as usize;
                pixels[at..at + SQUARE as usize].copy_from_slice(source);
            }
        }
    }
    pixels
}

/// PNG-encodes palette indices. Fast deflate with per-row filter choice: measured on a
/// middle-game board, 12.7 KB in 0.5 ms, where the default deflate gives 9.5 KB in
/// 3 ms and fast deflate without filters 144 KB.
fn encode(atlas: &Atlas, pixels: &[u8]) -> Result<Vec<u8>, PngError> {
    let mut bytes = Vec::with_capacity(16_000);
    let mut encoder = png::Encoder::new(&mut bytes, SIZE, SIZE);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(atlas.palette.concat());
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::Paeth);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    let encode = |e: png::EncodingError| PngError::Encode(e.to_string());
    let mut writer = encoder.write_header().map_err(encode)?;
    writer.write_image_data(pixels).map_err(encode)?;
    writer.finish().map_err(encode)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
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

    /// Every tile and frame shares one palette; a palette near 256 colours would break
    /// on the next change of colours or levels, so keep headroom.
    #[test]
    fn palette_has_headroom() {
        let atlas = ATLAS.as_ref().expect("the atlas is drawn");
        assert!(
            atlas.palette.len() <= 200,
            "{} colours",
            atlas.palette.len()
        );
        assert_eq!(atlas.tiles.len(), SQUARE_COLOURS.len() * 13);
        assert!(
            atlas
                .tiles
                .iter()
                .all(|t| t.len() == (SQUARE * SQUARE) as usize)
        );
    }
}
