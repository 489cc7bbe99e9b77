//! The drawing the board atlas (`assets/board/atlas.bin`) is made of, kept beside the
//! file so that a test can draw it again and compare byte for byte: the file can never
//! drift from this code, and `UPDATE_ATLAS=1 cargo test --lib render::board_png`
//! rewrites it after a deliberate change (of a colour, the font, the sizes).
//!
//! It parses the embedded DejaVu Sans, rasterises the twelve piece shapes and the
//! coordinate characters with ab_glyph, and draws every square a board can show
//! (5 square colours x 13 contents) and the frame with its coordinates (one per side)
//! into a shared palette of fewer than 200 colours (a test keeps it so). The
//! anti-aliased edges use 8 coverage levels, which is what keeps the palette small; at
//! 40 pixels a square the difference from full coverage cannot be seen.
//!
//! White pieces use the classic two-glyph trick: the solid (black) glyph's shape filled
//! white, then the outline (white) glyph drawn black on top; black pieces are the solid
//! glyph in black. The solid glyphs have their inner details cut out, so the white fill
//! also covers everything the outline glyph encloses (found by flood fill), else the
//! square's colour would show through a white piece.

use std::collections::HashMap;

use ab_glyph::{Font, FontRef, PxScale, point};

use super::{CONTENTS, FORMAT, MARGIN, SIZE, SQUARE, TILES, square_colour};
use crate::render::{Diagram, figurine};
use crate::rules::{Color, Piece, Role};

/// DejaVu Sans, for its chess figurines U+2654–U+265F and its digits and letters.
static FONT_BYTES: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// Anti-aliasing levels of glyph edges (coverage 0, 1/7, …, 1).
const COVERAGE_LEVELS: u32 = 8;

pub(super) type Rgb = [u8; 3];
pub(super) const BACKGROUND: Rgb = [0xff, 0xff, 0xff];
pub(super) const LIGHT: Rgb = [0xf0, 0xd9, 0xb5];
pub(super) const DARK: Rgb = [0xb5, 0x88, 0x63];
pub(super) const LIGHT_LAST_MOVE: Rgb = [0xcd, 0xd2, 0x6a];
pub(super) const DARK_LAST_MOVE: Rgb = [0xaa, 0xa2, 0x3a];
pub(super) const CHECK: Rgb = [0xe8, 0x55, 0x4e];
const COORDINATE: Rgb = [0x6b, 0x4f, 0x36];
pub(super) const PIECE_BLACK: Rgb = [0x00, 0x00, 0x00];
pub(super) const PIECE_WHITE: Rgb = [0xff, 0xff, 0xff];
/// Every colour a square can have, by [`square_colour`].
pub(super) const SQUARE_COLOURS: [Rgb; 5] = [LIGHT, DARK, LIGHT_LAST_MOVE, DARK_LAST_MOVE, CHECK];

/// Why the atlas could not be drawn; none of these happen with the embedded font.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum DrawError {
    #[error("the board font could not be read: {0}")]
    Font(String),
    #[error("the board picture needs {0} colours, more than a PNG palette holds")]
    Palette(usize),
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

/// Every shape a board needs.
#[derive(Debug)]
pub(super) struct Sprites {
    /// The solid glyph (♚…♟) of each role, by [`Role::index`].
    solid: Vec<Mask>,
    /// The white pieces' body: the solid glyph plus the outline glyph's inside.
    body: Vec<Mask>,
    /// The outline glyph (♔…♙) of each role.
    outline: Vec<Mask>,
    /// `a`…`h`, then `1`…`8`.
    coordinates: Vec<Mask>,
}

/// The atlas as drawn, before it is written as bytes.
#[derive(Debug)]
pub(super) struct DrawnAtlas {
    /// The colours of the indexed picture, at most 256.
    pub(super) palette: Vec<Rgb>,
    /// `SQUARE` x `SQUARE` palette indices, by square colour x [`CONTENTS`] + content
    /// (0 empty, then [`super::piece_slot`]).
    pub(super) tiles: Vec<Vec<u8>>,
    /// The whole picture without squares (background and coordinates), seen from
    /// White's side, then from Black's.
    pub(super) frames: [Vec<u8>; 2],
}

impl DrawnAtlas {
    /// The bytes of `assets/board/atlas.bin`, in the layout `Atlas::parse` reads.
    pub(super) fn to_bytes(&self) -> Vec<u8> {
        let colours = u16::try_from(self.palette.len()).expect("at most 256 colours");
        let mut bytes = FORMAT.to_vec();
        for number in [SQUARE as u16, SIZE as u16, TILES as u16, colours] {
            bytes.extend(number.to_le_bytes());
        }
        bytes.extend(self.palette.concat());
        bytes.extend(self.tiles.concat());
        bytes.extend(self.frames.concat());
        bytes
    }
}

/// Every tile and both frames, quantised to one palette.
pub(super) fn atlas() -> Result<DrawnAtlas, DrawError> {
    let sprites = sprites()?;
    let mut palette = Palette::default();
    let mut tiles = Vec::with_capacity(TILES);
    for colour in SQUARE_COLOURS {
        for content in contents() {
            tiles.push(palette.indices(&tile(&sprites, colour, content))?);
        }
    }
    let frames = [Color::White, Color::Black].map(|side| palette.indices(&frame(&sprites, side)));
    let [white, black] = frames;
    Ok(DrawnAtlas {
        palette: palette.colours,
        tiles,
        frames: [white?, black?],
    })
}

/// What a square can hold, in slot order: empty, the white roles, the black roles.
fn contents() -> impl Iterator<Item = Option<Piece>> {
    let contents = std::iter::once(None)
        .chain(Role::ALL.into_iter().map(|r| Some(r.of(Color::White))))
        .chain(Role::ALL.into_iter().map(|r| Some(r.of(Color::Black))));
    debug_assert_eq!(contents.clone().count(), CONTENTS);
    contents
}

/// One square of `colour` holding `content`, in RGB.
fn tile(sprites: &Sprites, colour: Rgb, content: Option<Piece>) -> Canvas {
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
    tile
}

/// The picture without squares seen from `side`: files under the board, ranks left
/// of it, in the viewer's order.
fn frame(sprites: &Sprites, side: Color) -> Canvas {
    let diagram = Diagram::new(&crate::rules::Position::new(), side);
    let mut frame = Canvas::new(SIZE, SIZE, BACKGROUND);
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
    frame
}

/// The diagram drawn in RGB, square by square, with no palette and no atlas: what
/// the picture must show, row by row, 3 bytes a pixel.
pub(super) fn board_rgb(sprites: &Sprites, diagram: &Diagram) -> Vec<u8> {
    let mut picture = frame(sprites, diagram.orientation());
    for (row, views) in diagram.rows().iter().enumerate() {
        for (column, view) in views.iter().enumerate() {
            let square = tile(sprites, SQUARE_COLOURS[square_colour(view)], view.piece);
            let (x, y) = (
                MARGIN + column as u32 * SQUARE,
                MARGIN + row as u32 * SQUARE,
            );
            let line_bytes = (SQUARE * 3) as usize;
            for (line, source) in square.rgb.chunks_exact(line_bytes).enumerate() {
                let at = (((y + line as u32) * SIZE + x) * 3) as usize;
                picture.rgb[at..at + line_bytes].copy_from_slice(source);
            }
        }
    }
    picture.rgb
}

/// Colours met so far, each with its palette index.
#[derive(Default)]
struct Palette {
    colours: Vec<Rgb>,
    index: HashMap<Rgb, u8>,
}

impl Palette {
    /// The canvas as palette indices, adding its new colours.
    fn indices(&mut self, canvas: &Canvas) -> Result<Vec<u8>, DrawError> {
        canvas
            .rgb
            .chunks_exact(3)
            .map(|px| {
                let rgb = [px[0], px[1], px[2]];
                if let Some(&i) = self.index.get(&rgb) {
                    return Ok(i);
                }
                let i = u8::try_from(self.colours.len())
                    .map_err(|_| DrawError::Palette(self.colours.len() + 1))?;
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

/// The pieces and coordinates, rasterised from the embedded font.
pub(super) fn sprites() -> Result<Sprites, DrawError> {
    let font = FontRef::try_from_slice(FONT_BYTES).map_err(|e| DrawError::Font(e.to_string()))?;
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
) -> Result<Mask, DrawError> {
    let glyph = font
        .glyph_id(c)
        .with_scale_and_position(PxScale::from(scale), point(0.0, 0.0));
    let outlined = font
        .outline_glyph(glyph)
        .ok_or_else(|| DrawError::Font(format!("no glyph for {c:?}")))?;
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
