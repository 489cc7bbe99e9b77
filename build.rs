//! Reads the language files once, when pawnpost is built, instead of in every process
//! (`deliver` is one process per mail): every `i18n/<code>/` folder's files compiled
//! in, its command words as tables, the phrase index by first word, which language
//! owns a word, and where each Fluent entry starts and ends. What it reads with is
//! `src/i18n/scan.rs`, which the tests use to check the tables. And the board
//! picture's tiles and frames, deflated ahead of time with `src/render/board_png/deflate.rs`.

#[path = "src/i18n/scan.rs"]
#[allow(dead_code)]
mod scan;

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
    println!("cargo:rerun-if-changed=src/render/board_png/deflate.rs");
    println!("cargo:rerun-if-changed=assets/board/atlas.bin");
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("OUT_DIR");
    let root = Path::new(&root);
    code_atlas(root, Path::new(&out));

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

/// The board picture's deflate code and pieces (`render::board_png`'s `coded`), from
/// `assets/board/atlas.bin`: its format's name, then the square's side, the picture's
/// size, the number of tiles and of colours as little-endian `u16`, the palette, the
/// tiles, the frames. Nothing when the file does not fit that format: the crate then
/// refuses to build (or, in its unit tests, draws the atlas again, and the next build
/// codes it).
fn code_atlas(root: &Path, out: &Path) {
    let atlas = std::fs::read(root.join("assets/board/atlas.bin")).unwrap_or_default();
    let number = |at: usize| {
        atlas
            .get(at..at + 2)
            .map(|bytes| usize::from(u16::from_le_bytes([bytes[0], bytes[1]])))
    };
    // `count` square pictures `width` pixels wide from byte `from`; `None` when the
    // file is shorter.
    let pictures = |from: usize, width: usize, count: usize| -> Option<&[u8]> {
        let to = width
            .checked_mul(width)?
            .checked_mul(count)?
            .checked_add(from)?;
        atlas.get(from..to)
    };
    // The format's name is `render::board_png::FORMAT`'s; a new format needs both.
    let parts = match (
        atlas.get(..8),
        number(8),
        number(10),
        number(12),
        number(14),
    ) {
        (Some(b"PPATLAS1"), Some(side @ 1..), Some(size @ 1..), Some(count), Some(colours))
            if size > 8 * side =>
        {
            let from = 16 + 3 * colours;
            // The two frames (White's side, then Black's) follow the tiles.
            pictures(from, side, count)
                .zip(pictures(from + side * side * count, size, 2))
                .map(|(tiles, frames)| (side, size, tiles, frames))
        }
        _ => None,
    };
    let (code, pieces) = code_pieces(parts);
    write_out(&out.display().to_string(), "board_code.rs", &code);
    let path = out.join("board_pieces.bin");
    std::fs::write(&path, pieces).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// The board picture's deflate code and every piece of it coded ahead of time, as
/// Rust source and the pieces' bits. Every row of the picture is unfiltered (PNG's
/// filter type 0), so each piece is the same bytes wherever it is drawn: in
/// `render::board_png`'s `PIECES` order, each tile's lines, then for each side's frame
/// and each picture row the row whole (led by its filter type), or, on the board's
/// rows, its left margin (led by it) and its right margin. A piece's matches refer
/// within it or to the same columns of the row above where those are always the same
/// (a tile's line before, a margin's row before). The code is made from the pieces
/// weighted as a middle game shows them (an empty square of each plain colour 32, a
/// piece's tile 2, an empty marked square 2, each frame row's 1; a piece that repeats
/// the row above is one match of the picture's, counted as a long one), every symbol
/// counted once more so that anything can be said.
fn code_pieces(parts: Option<(usize, usize, &[u8], &[u8])>) -> (String, Vec<u8>) {
    use deflate::{BitWriter, Code, Token};
    // A table of the generated source, as long as its values.
    let table = |source: &mut String, name: &str, kind: &str, values: &dyn std::fmt::Debug, len| {
        writeln!(source, "pub const {name}: [{kind}; {len}] = {values:?};").unwrap();
    };
    let Some((side, size, tiles, frames)) = parts else {
        // Nothing to code: the crate refuses to build (see `code_atlas`).
        let mut source = String::from("pub static PIECES: [Piece; 0] = [];\n");
        source.push_str("pub const HEAD: (&[u8], usize) = (&[], 0);\n");
        for name in ["LITERAL", "DISTANCE"] {
            table(&mut source, &format!("{name}_CODES"), "u16", &[0u16; 0], 0);
            table(&mut source, &format!("{name}_LENGTHS"), "u8", &[0u8; 0], 0);
        }
        return (source, Vec::new());
    };
    const CONTENTS: usize = 13;
    let stride = size + 1;
    let margin = (size - 8 * side) / 2;
    let board_end = margin + 8 * side;
    // (bytes, the bytes one row above them if always the same, weight) of each piece.
    let mut pieces: Vec<(Vec<u8>, Vec<u8>, u32)> = Vec::new();
    for (index, tile) in tiles.chunks_exact(side * side).enumerate() {
        let (colour, slot) = (index / CONTENTS, index % CONTENTS);
        let weight = match (colour, slot) {
            (0 | 1, 0) => 32,
            (0 | 1, _) | (2 | 3, 0) => 2,
            _ => 0,
        };
        for line in 0..side {
            let bytes = tile[line * side..(line + 1) * side].to_vec();
            let above = match line {
                0 => Vec::new(),
                _ => tile[(line - 1) * side..line * side].to_vec(),
            };
            pieces.push((bytes, above, weight));
        }
    }
    for frame in frames.chunks_exact(size * size) {
        // Row `y` led by its filter type.
        let led = |y: usize| [&[0][..], &frame[y * size..(y + 1) * size]].concat();
        for y in 0..size {
            let (first, second) = if (margin..board_end).contains(&y) {
                let (row, up) = (led(y), led(y - 1));
                let left = (row[..=margin].to_vec(), up[..=margin].to_vec());
                let right = (row[board_end + 1..].to_vec(), up[board_end + 1..].to_vec());
                (left, right)
            } else if y == 0 || y == board_end {
                // The first row has none above; below the board, the last rank's.
                ((led(y), Vec::new()), (Vec::new(), Vec::new()))
            } else {
                ((led(y), led(y - 1)), (Vec::new(), Vec::new()))
            };
            pieces.push((first.0, first.1, 1));
            pieces.push((second.0, second.1, 1));
        }
    }
    let repeats = |bytes: &[u8], above: &[u8]| !bytes.is_empty() && bytes == above;
    let tokens: Vec<Vec<Token>> = pieces
        .iter()
        .map(|(bytes, above, _)| deflate::tokens(bytes, above, stride))
        .collect();
    let mut literals = [1u32; deflate::LITERALS];
    let mut distances = [1u32; deflate::DISTANCES];
    for (tokens, (bytes, above, weight)) in tokens.iter().zip(&pieces) {
        if repeats(bytes, above) {
            let long = [Token::Match {
                length: deflate::LONGEST,
                distance: stride,
            }];
            deflate::count(&long, *weight, &mut literals, &mut distances);
        } else {
            deflate::count(tokens, *weight, &mut literals, &mut distances);
        }
    }
    let literal_code = Code::canonical(&deflate::code_lengths(&literals, 15));
    let distance_code = Code::canonical(&deflate::code_lengths(&distances, 15));
    let mut head = BitWriter::with_capacity(256);
    deflate::stream_head(&mut head, &literal_code.lengths, &distance_code.lengths);
    let head_bits = head.len();
    let mut source = String::from("pub static PIECES: [Piece; ");
    write!(source, "{}] = [", pieces.len()).unwrap();
    let mut bits = Vec::new();
    for (tokens, (bytes, above, _)) in tokens.iter().zip(&pieces) {
        let mut out = BitWriter::with_capacity(bytes.len());
        // A piece that repeats the row above is always a match there: no bits.
        if !repeats(bytes, above) {
            deflate::put_tokens(&mut out, tokens, &literal_code, &distance_code);
        }
        let count = out.len();
        let (sum, weighted) = deflate::sums(bytes);
        write!(
            source,
            "Piece {{ at: {}, bits: {count}, length: {}, above: {}, sum: {sum}, \
             weighted: {weighted} }},",
            bits.len(),
            bytes.len(),
            repeats(bytes, above),
        )
        .unwrap();
        bits.extend(out.finish_words());
    }
    writeln!(source, "];").unwrap();
    writeln!(
        source,
        "pub const HEAD: (&[u8], usize) = (&{:?}, {head_bits});",
        head.finish()
    )
    .unwrap();
    for (name, code) in [("LITERAL", &literal_code), ("DISTANCE", &distance_code)] {
        let len = code.codes.len();
        table(
            &mut source,
            &format!("{name}_CODES"),
            "u16",
            &code.codes,
            len,
        );
        table(
            &mut source,
            &format!("{name}_LENGTHS"),
            "u8",
            &code.lengths,
            len,
        );
    }
    (source, bits)
}
