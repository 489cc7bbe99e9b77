//! Reads the language files once, when pawnpost is built, instead of in every process
//! (`deliver` is one process per mail): every `i18n/<code>/` folder's files compiled
//! in, its command words as tables, the phrase index by first word, which language
//! owns a word, and where each Fluent entry starts and ends. What it reads with is
//! `src/i18n/scan.rs`, which the tests use to check the tables. And the board
//! picture's tiles and frames, Paeth-filtered with `src/render/board_png/paeth.rs`.

#[path = "src/i18n/scan.rs"]
#[allow(dead_code)]
mod scan;

#[path = "src/render/board_png/paeth.rs"]
mod paeth;

#[path = "src/render/board_png/deflate.rs"]
mod deflate;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// `Language::ALL`'s codes and variants, in its order (a test compares them).
const LANGUAGES: [(&str, &str); 5] = [
    ("en", "English"),
    ("de", "German"),
    ("fr", "French"),
    ("es", "Spanish"),
    ("pt", "Portuguese"),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/i18n/scan.rs");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=src/render/board_png/paeth.rs");
    println!("cargo:rerun-if-changed=src/render/board_png/deflate.rs");
    println!("cargo:rerun-if-changed=assets/board/atlas.bin");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    let root = Path::new(&root);
    filter_atlas(root, Path::new(&out));

    let mut folders = String::from("[");
    let mut words = String::from("[");
    let mut entries = String::from("[");
    // (first word, words, question, key, language, order of reading)
    let mut phrases: Vec<(String, Vec<String>, bool, String, usize)> = Vec::new();
    let mut owners: BTreeMap<String, u8> = BTreeMap::new();
    for (index, (code, _)) in LANGUAGES.iter().enumerate() {
        let dir = root.join("i18n").join(code);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter(|name| name.ends_with(".ftl"))
            .collect();
        files.sort();
        // The folder, compiled in.
        let path = |name: &str| format!("{:?}", dir.join(name).display().to_string());
        write!(folders, "Folder {{ messages: &[").unwrap();
        for name in &files {
            write!(folders, "({name:?}, include_str!({})),", path(name)).unwrap();
        }
        write!(
            folders,
            "], commands: include_str!({}) }},",
            path("commands.toml")
        )
        .unwrap();
        // Each Fluent entry: (id, file, start, end), sorted by id.
        let mut found = Vec::new();
        for (file, name) in files.iter().enumerate() {
            let text = read(&dir.join(name));
            for (id, start, end) in scan::ftl_entries(&text) {
                found.push((id.to_owned(), file, start, end));
            }
        }
        found.sort_by(|a, b| a.0.cmp(&b.0));
        entries.push_str("&[");
        for (id, file, start, end) in found {
            // The id is where the entry starts: a length, not a pointer (a table of
            // pointers is relocated, page by page, when every process starts).
            write!(entries, "({file}, {start}, {}, {end}),", id.len()).unwrap();
        }
        entries.push_str("],");
        // The command words.
        let commands_path = dir.join("commands.toml");
        let text = read(&commands_path);
        let plain = scan::read_plain(&text).unwrap_or_else(|| {
            panic!(
                "{}: not in the plain shape (the tables [phrases] and [words] of bare keys, \
                 each an array of strings without escapes)",
                commands_path.display()
            )
        });
        let span = |part: &str| {
            let start = part.as_ptr() as usize - text.as_ptr() as usize;
            format!("Span({start}, {})", part.len())
        };
        let mut items = String::from("&[");
        let mut count = 0;
        let mut table = |table: &[(&str, Vec<&str>)]| {
            let mut out = String::from("&[");
            for (key, list) in table {
                let from = count;
                for item in list {
                    write!(items, "{},", span(item)).unwrap();
                    count += 1;
                }
                write!(
                    out,
                    "Entry {{ key: {}, from: {from}, to: {count} }},",
                    span(key)
                )
                .unwrap();
            }
            out.push(']');
            out
        };
        let phrase_table = table(&plain.phrases);
        let word_table = table(&plain.words);
        items.push(']');
        write!(
            words,
            "Words {{ language: Language::{}, phrases: {phrase_table}, words: {word_table}, \
             items: {items} }},",
            LANGUAGES[index].1
        )
        .unwrap();
        for (key, list) in &plain.phrases {
            for written in list {
                let (text, question) = match written.strip_suffix('?') {
                    Some(text) => (text, true),
                    None => (*written, false),
                };
                // A phrase is matched as written, so it is written folded.
                if scan::fold(text) != text {
                    panic!(
                        "{}: `{written}` must be written folded",
                        commands_path.display()
                    );
                }
                let folded: Vec<String> = text.split(' ').map(str::to_owned).collect();
                phrases.push((
                    folded[0].clone(),
                    folded,
                    question,
                    format!("text: {}, key: {}", span(text), span(key)),
                    index,
                ));
            }
        }
        for (_, list) in &plain.words {
            for word in list {
                *owners.entry(scan::fold(word)).or_default() |= 1 << index;
            }
        }
    }
    folders.push(']');
    words.push(']');
    entries.push(']');

    // Each first word's phrases, the longest first (a phrase that needs its question
    // mark before the same words without it); among the same words the languages'
    // order stays (a stable sort), and a phrase two languages share is marked so.
    phrases.sort_by(|a, b| {
        (&a.0, std::cmp::Reverse(a.1.len()), !a.2, &a.1).cmp(&(
            &b.0,
            std::cmp::Reverse(b.1.len()),
            !b.2,
            &b.1,
        ))
    });
    let mut index = String::from("&[");
    let mut start = 0;
    while start < phrases.len() {
        let first = &phrases[start].0;
        let end = start
            + phrases[start..]
                .iter()
                .take_while(|p| &p.0 == first)
                .count();
        for (i, (_, folded, question, spans, language)) in phrases[start..end].iter().enumerate() {
            let shared = phrases[start..end].iter().enumerate().any(|(j, other)| {
                j != i && other.1 == *folded && other.2 == *question && other.4 != *language
            });
            write!(
                index,
                "Phrase {{ {spans}, question: {question}, language: Language::{}, \
                 shared: {shared} }},",
                LANGUAGES[*language].1
            )
            .unwrap();
        }
        start = end;
    }
    index.push(']');
    let mut owner_words = String::new();
    let mut owned = String::from("&[");
    for (word, languages) in &owners {
        write!(
            owned,
            "({}, {}, {languages}),",
            owner_words.len(),
            word.len()
        )
        .unwrap();
        owner_words.push_str(word);
    }
    owned.push(']');

    let codes: Vec<&str> = LANGUAGES.iter().map(|(code, _)| *code).collect();
    write_out(
        &out,
        "i18n_folders.rs",
        &format!(
            "/// The languages' codes in the order of the tables below.\n\
             #[cfg(test)]\n\
             pub(crate) static CODES: [&str; 5] = {codes:?};\n\
             /// Each language's folder, compiled in.\n\
             pub(crate) static FOLDERS: [Folder; 5] = {folders};\n"
        ),
    );
    write_out(
        &out,
        "i18n_words.rs",
        &format!("pub(super) static WORDS: [Words; 5] = {words};\n"),
    );
    write_out(
        &out,
        "i18n_entries.rs",
        &format!(
            "/// Each language's Fluent entries, sorted by id: file (in its folder's order),\n\
             /// start, id length, end.\n\
             /// (The id is the entry's first `id length` bytes.)\n\
             static ENTRIES: [&[(usize, usize, usize, usize)]; 5] = {entries};\n"
        ),
    );
    write_out(
        &out,
        "i18n_phrases.rs",
        &format!(
            "/// Every phrase of every language, sorted by its first word; among the same\n\
             /// first word the longest first.\n\
             static PHRASES: &[Phrase] = {index};\n\
             /// Every `[words]` word, folded, one after the other.\n\
             static OWNER_WORDS: &str = {owner_words:?};\n\
             /// Each word of `OWNER_WORDS` (start, length), sorted, and the languages whose\n\
             /// lists hold it (a bit each, in `Language::ALL`'s order).\n\
             static OWNERS: &[(usize, usize, u8)] = {owned};\n"
        ),
    );
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn write_out(dir: &str, name: &str, text: &str) {
    let path = Path::new(dir).join(name);
    // Unchanged files keep their time, so nothing that includes them builds again.
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

/// The board picture's tiles Paeth-filtered each on its own (`render::board_png`'s
/// `FILTERED_TILES`) and its two frames each as a whole picture (`FILTERED_FRAMES`),
/// from `assets/board/atlas.bin`: its format's name, then the square's side, the
/// picture's size, the number of tiles and of colours as little-endian `u16`, the
/// palette, the tiles, the frames. Nothing when the file does not fit that format: the
/// crate then refuses to build (or, in its unit tests, draws the atlas again, and the
/// next build filters it).
fn filter_atlas(root: &Path, out: &Path) {
    let atlas = std::fs::read(root.join("assets/board/atlas.bin")).unwrap_or_default();
    let number = |at: usize| {
        atlas
            .get(at..at + 2)
            .map(|bytes| usize::from(u16::from_le_bytes([bytes[0], bytes[1]])))
    };
    // `count` square pictures `width` pixels wide from byte `from`, each filtered by
    // `filter`, and the byte after them; `None` when the file is shorter.
    let filtered = |from: usize,
                    width: usize,
                    count: usize,
                    filter: fn(&[u8], usize) -> Vec<u8>|
     -> Option<(Vec<u8>, usize)> {
        let to = width
            .checked_mul(width)?
            .checked_mul(count)?
            .checked_add(from)?;
        let pictures = atlas.get(from..to)?.chunks_exact(width * width);
        Some((pictures.flat_map(|p| filter(p, width)).collect(), to))
    };
    // The format's name is `render::board_png::FORMAT`'s; a new format needs both.
    let (geometry, tiles, frames) = match (
        atlas.get(..8),
        number(8),
        number(10),
        number(12),
        number(14),
    ) {
        (Some(b"PPATLAS1"), Some(side @ 1..), Some(size @ 1..), Some(tiles), Some(colours)) => {
            let tiles = filtered(16 + 3 * colours, side, tiles, paeth::filtered_tile);
            // The two frames (White's side, then Black's) follow the tiles.
            let frames = tiles
                .as_ref()
                .and_then(|&(_, end)| filtered(end, size, 2, paeth::filtered_picture));
            (
                Some((side, size)),
                tiles.map(|(bytes, _)| bytes).unwrap_or_default(),
                frames.map(|(bytes, _)| bytes).unwrap_or_default(),
            )
        }
        _ => (None, Vec::new(), Vec::new()),
    };
    let geometry = geometry.filter(|_| !tiles.is_empty() && !frames.is_empty());
    let (code, pieces) = code_pieces(geometry, &tiles, &frames);
    write_out(&out.display().to_string(), "board_code.rs", &code);
    let path = out.join("board_pieces.bin");
    std::fs::write(&path, pieces).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// The board picture's deflate code and every piece of it coded ahead of time
/// (`render::board_png`'s `PIECES`, in its order: each tile's lines but the first, then
/// for each side's frame and each picture row, the row whole, or its left margin (led
/// by the row's filter type, as a whole row is) and its right margin but the first
/// byte), as Rust source and the pieces' bits. Each piece's matches refer only within
/// it. The code is made from the pieces weighted as a middle game shows them (an empty
/// square of each plain colour 32, a piece's tile 2, each frame's row 1, an empty
/// marked square 2), every symbol counted once more so that anything can be said.
fn code_pieces(geometry: Option<(usize, usize)>, tiles: &[u8], frames: &[u8]) -> (String, Vec<u8>) {
    use deflate::{BitWriter, Code, Token};
    let Some((side, size)) = geometry else {
        return (
            "pub static PIECES: [Piece; 0] = [];\npub const HEAD: (&[u8], usize) = (&[], 0);\n\
             pub const LITERAL_CODES: [u16; 0] = [];\npub const LITERAL_LENGTHS: [u8; 0] = [];\n\
             pub const DISTANCE_CODES: [u16; 0] = [];\npub const DISTANCE_LENGTHS: [u8; 0] = [];\n"
                .to_owned(),
            Vec::new(),
        );
    };
    const PAETH: u8 = 4;
    const CONTENTS: usize = 13;
    let margin = (size - 8 * side) / 2;
    let board_end = margin + 8 * side;
    // (bytes, weight) of each piece, in order.
    let mut pieces: Vec<(Vec<u8>, u32)> = Vec::new();
    for (index, tile) in tiles.chunks_exact(side * side).enumerate() {
        let (colour, slot) = (index / CONTENTS, index % CONTENTS);
        let weight = match (colour, slot) {
            (0 | 1, 0) => 32,
            (0 | 1, _) | (2 | 3, 0) => 2,
            _ => 0,
        };
        for line in 1..side {
            pieces.push((tile[line * side + 1..(line + 1) * side].to_vec(), weight));
        }
    }
    for frame in frames.chunks_exact(size * size) {
        for (y, row) in frame.chunks_exact(size).enumerate() {
            let led = |bytes: &[u8]| [&[PAETH][..], bytes].concat();
            let (first, second) = if (margin..board_end).contains(&y) {
                (led(&row[..margin]), row[board_end + 1..].to_vec())
            } else if y == board_end {
                (Vec::new(), Vec::new())
            } else {
                (led(row), Vec::new())
            };
            pieces.push((first, 1));
            pieces.push((second, 1));
        }
    }
    let tokens: Vec<Vec<Token>> = pieces
        .iter()
        .map(|(bytes, _)| deflate::tokens(deflate::between_zeros(bytes).1))
        .collect();
    let mut literals = [1u32; deflate::LITERALS];
    let mut distances = [1u32; deflate::DISTANCES];
    for (tokens, (_, weight)) in tokens.iter().zip(&pieces) {
        deflate::count(tokens, *weight, &mut literals, &mut distances);
    }
    let literal_code = Code::canonical(&deflate::code_lengths(&literals, 15));
    let distance_code = Code::canonical(&deflate::code_lengths(&distances, 15));
    let mut head = BitWriter::with_capacity(256);
    deflate::stream_head(&mut head, &literal_code.lengths, &distance_code.lengths);
    let head_bits = head.len();
    let mut source = String::from("pub static PIECES: [Piece; ");
    write!(source, "{}] = [", pieces.len()).unwrap();
    let mut bits = Vec::new();
    for (tokens, (bytes, _)) in tokens.iter().zip(&pieces) {
        let mut out = BitWriter::with_capacity(bytes.len());
        deflate::put_tokens(&mut out, tokens, &literal_code, &distance_code);
        let count = out.len();
        let (sum, weighted) = deflate::sums(bytes);
        let (lead, _, trail) = deflate::between_zeros(bytes);
        write!(
            source,
            "Piece {{ at: {}, bits: {count}, length: {}, lead: {lead}, trail: {trail}, \
             sum: {sum}, weighted: {weighted} }},",
            bits.len(),
            bytes.len()
        )
        .unwrap();
        bits.extend(out.finish());
    }
    writeln!(source, "];").unwrap();
    writeln!(
        source,
        "pub const HEAD: (&[u8], usize) = (&{:?}, {head_bits});",
        head.finish()
    )
    .unwrap();
    writeln!(
        source,
        "pub const LITERAL_CODES: [u16; {}] = {:?};",
        deflate::LITERALS,
        literal_code.codes
    )
    .unwrap();
    writeln!(
        source,
        "pub const LITERAL_LENGTHS: [u8; {}] = {:?};",
        deflate::LITERALS,
        literal_code.lengths
    )
    .unwrap();
    writeln!(
        source,
        "pub const DISTANCE_CODES: [u16; {}] = {:?};",
        deflate::DISTANCES,
        distance_code.codes
    )
    .unwrap();
    writeln!(
        source,
        "pub const DISTANCE_LENGTHS: [u8; {}] = {:?};",
        deflate::DISTANCES,
        distance_code.lengths
    )
    .unwrap();
    (source, bits)
}
