//! What is read from the language files at build time (`build.rs` includes this file)
//! and by the tests that check the tables it made: the command words of a
//! `commands.toml`, folding a word, and where each Fluent entry of a message file
//! starts and ends. Only `std`: a build script has no other dependency.

/// A `commands.toml` in the plain shape: each table's keys sorted, with their lists.
#[derive(Debug, Default, PartialEq)]
pub struct Plain<'a> {
    pub phrases: Vec<(&'a str, Vec<&'a str>)>,
    pub words: Vec<(&'a str, Vec<&'a str>)>,
}

/// Reads the shape the files are written in — the tables `[phrases]` and `[words]` of
/// bare keys, each an array of strings without escapes, and comments — in one pass;
/// `None` for anything else (a repeated key among them). A test checks that it reads
/// every language's file as the TOML reader does.
pub fn read_plain(text: &str) -> Option<Plain<'_>> {
    /// Skips white space, line ends and comments.
    // Byte by byte: every delimiter is ASCII, so a byte that matches one is a whole
    // character and the slices stay on character boundaries.
    fn blank(mut rest: &str) -> &str {
        loop {
            let spaces = rest.bytes().take_while(u8::is_ascii_whitespace).count();
            rest = &rest[spaces..];
            match rest.strip_prefix('#') {
                Some(comment) => rest = comment.split_once('\n').map_or("", |(_, r)| r),
                None => return rest,
            }
        }
    }
    let mut plain = Plain::default();
    // Which table the keys go to: none before the first header.
    let mut in_phrases = None;
    let mut rest = blank(text);
    while !rest.is_empty() {
        if let Some(header) = rest.strip_prefix('[') {
            let (name, after) = header.split_once(']')?;
            in_phrases = Some(match name {
                "phrases" => true,
                "words" => false,
                _ => return None,
            });
            rest = blank(after);
            continue;
        }
        let end = rest
            .bytes()
            .position(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))?;
        let key = &rest[..end];
        rest = rest[end..].trim_start_matches(' ').strip_prefix('=')?;
        rest = rest.trim_start_matches(' ').strip_prefix('[')?;
        let mut list = Vec::new();
        loop {
            rest = blank(rest);
            if let Some(after) = rest.strip_prefix(']') {
                rest = blank(after);
                break;
            }
            let string = rest.strip_prefix('"')?;
            let close = string
                .bytes()
                .position(|b| matches!(b, b'"' | b'\\' | b'\n'))?;
            if !string[close..].starts_with('"') {
                return None;
            }
            list.push(&string[..close]);
            rest = blank(&string[close + 1..]);
            match rest.strip_prefix(',') {
                Some(after) => rest = after,
                None if rest.starts_with(']') => {}
                None => return None,
            }
        }
        let table = match in_phrases? {
            true => &mut plain.phrases,
            false => &mut plain.words,
        };
        if key.is_empty() || table.iter().any(|(k, _)| *k == key) {
            return None;
        }
        table.push((key, list));
    }
    plain.phrases.sort_by(|a, b| a.0.cmp(b.0));
    plain.words.sort_by(|a, b| a.0.cmp(b.0));
    Some(plain)
}

/// A word as the readers of commands and moves compare it: lower case, accents dropped, `ä ö ü` as
/// `ae oe ue`, `ß` as `ss`, `œ` as `oe`.
pub fn fold(word: &str) -> String {
    // Most words are ASCII: lower-cased byte by byte, without the Unicode tables.
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    fold_chars(word)
}

/// [`fold`] char by char, for any text.
pub fn fold_chars(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            'à' | 'â' | 'á' | 'ã' => out.push('a'),
            'é' | 'è' | 'ê' | 'ë' => out.push('e'),
            'î' | 'ï' | 'í' => out.push('i'),
            'ô' | 'ó' | 'õ' => out.push('o'),
            'ù' | 'û' | 'ú' => out.push('u'),
            'ç' => out.push('c'),
            'ñ' => out.push('n'),
            'ÿ' => out.push('y'),
            _ => out.push(c),
        }
    }
    out
}

/// Every entry of a Fluent file: its id (a term's with its `-`) and its source's start
/// and end, comments left out. An entry starts on a line that starts with an
/// identifier (or `-` and one) followed by `=`, and runs to the next line that starts
/// with one or with `#`: any other line of an entry (text, a variant, a closing `}`)
/// is indented or starts with a character an identifier cannot.
pub fn ftl_entries(text: &str) -> Vec<(&str, usize, usize)> {
    let mut entries = Vec::new();
    let mut current: Option<(&str, usize)> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let starts = entry_id(line);
        if starts.is_some() || line.starts_with('#') {
            if let Some((id, from)) = current.take() {
                entries.push((id, from, offset));
            }
            current = starts.map(|id| (id, offset));
        }
        offset += line.len();
    }
    if let Some((id, from)) = current {
        entries.push((id, from, text.len()));
    }
    entries
}

/// The id an entry's first line defines (`-term` for a term), if it starts one.
fn entry_id(line: &str) -> Option<&str> {
    let bytes = line.as_bytes();
    let name_from = usize::from(bytes.first() == Some(&b'-'));
    if !bytes.get(name_from).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let end = name_from
        + bytes[name_from..]
            .iter()
            .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            .count();
    let after = line[end..].trim_start_matches([' ', '\t']);
    after.starts_with('=').then(|| &line[..end])
}
