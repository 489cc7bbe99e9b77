//! The words of a language that players write: `i18n/<code>/commands.toml`, compiled
//! in and read once. `[phrases]` maps what a phrase does (a stable key such as
//! `request-draw`, `leave`, `seek`) to the phrases that say it; `[words]` holds the
//! lists the command readers use (colours, day units, connectors, castling …). The
//! command module gives the keys their meaning; a test checks that every key of every
//! language means something.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use super::Language;

/// One language's command words, folded as the file says.
#[derive(Debug, Default, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    #[serde(default)]
    pub phrases: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub words: BTreeMap<String, Vec<String>>,
}

impl Words {
    /// The list `key` of `[words]` (empty when the language has none).
    pub fn list(&self, key: &str) -> &[String] {
        self.words.get(key).map_or(&[], Vec::as_slice)
    }

    /// Reads a `commands.toml`: the plain shape every file is written in by
    /// [`read_plain`], anything else by the full TOML reader.
    fn read(text: &str) -> Result<Words, toml::de::Error> {
        match read_plain(text) {
            Some(words) => Ok(words),
            None => toml::from_str(text),
        }
    }
}

/// Reads the shape the files are written in — the tables `[phrases]` and `[words]` of
/// bare keys, each an array of strings without escapes, and comments — in one pass
/// (every reader of commands needs all five languages, and the full TOML reader took
/// most of a `deliver`'s reading of them); `None` for anything else. A test checks
/// that it reads every language's file as the TOML reader does.
fn read_plain(text: &str) -> Option<Words> {
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
    let mut words = Words::default();
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
            list.push(string[..close].to_owned());
            rest = blank(&string[close + 1..]);
            match rest.strip_prefix(',') {
                Some(after) => rest = after,
                None if rest.starts_with(']') => {}
                None => return None,
            }
        }
        let table = match in_phrases? {
            true => &mut words.phrases,
            false => &mut words.words,
        };
        if key.is_empty() || table.insert(key.to_owned(), list).is_some() {
            return None;
        }
    }
    Some(words)
}

/// A word as the readers of commands and moves compare it: lower case, accents dropped, `ä ö ü` as
/// `ae oe ue`, `ß` as `ss`, `œ` as `oe`.
pub fn fold(word: &str) -> String {
    // Most words are ASCII: lower-cased byte by byte, without the Unicode tables (every
    // process folds the five languages' thousands of command words once).
    if word.is_ascii() {
        return word.to_ascii_lowercase();
    }
    fold_chars(word)
}

/// [`fold`] of a word that lives as long as the program (the command files' words):
/// the word itself when it is folded already, as most are (no copy to make).
pub fn fold_static(word: &'static str) -> std::borrow::Cow<'static, str> {
    if word
        .bytes()
        .all(|b| b.is_ascii() && !b.is_ascii_uppercase())
    {
        std::borrow::Cow::Borrowed(word)
    } else {
        std::borrow::Cow::Owned(fold(word))
    }
}

/// [`fold`] char by char, for any text.
fn fold_chars(word: &str) -> String {
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

static WORDS: LazyLock<Vec<Words>> = LazyLock::new(|| {
    Language::ALL
        .iter()
        .map(|&language| match Words::read(language.folder().commands) {
            Ok(words) => words,
            // A file that does not read is a defect `parse_errors` reports in the
            // tests; pawnpost still reads every other language.
            Err(error) => {
                tracing::error!(language = language.code(), %error, "commands.toml does not read");
                Words::default()
            }
        })
        .collect()
});

/// The command words of `language`.
pub fn words(language: Language) -> &'static Words {
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    &WORDS[index]
}

/// The list `key` of every language together (the readers accept any language's
/// colour word, unit or connector).
pub fn every_language(key: &str) -> impl Iterator<Item = &'static str> {
    let key = key.to_owned();
    Language::ALL
        .into_iter()
        .flat_map(move |language| words(language).list(&key).iter().map(String::as_str))
}

/// Why `language`'s `commands.toml` does not read, if it does not.
#[doc(hidden)]
pub fn words_error(language: Language) -> Option<String> {
    toml::from_str::<Words>(language.folder().commands)
        .err()
        .map(|e| format!("{}/commands.toml: {e}", language.code()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_s_words_read_plainly_as_toml_reads_them() {
        for language in Language::ALL {
            let text = language.folder().commands;
            let toml: Words = toml::from_str(text).unwrap();
            assert_eq!(read_plain(text), Some(toml), "{}", language.code());
        }
    }

    #[test]
    fn an_ascii_word_folds_as_it_does_char_by_char() {
        let mut ascii = 0;
        for language in Language::ALL {
            let words = words(language);
            for word in words.phrases.values().chain(words.words.values()).flatten() {
                for part in word.split(' ').filter(|part| part.is_ascii()) {
                    assert_eq!(fold(part), fold_chars(part), "{part}");
                    ascii += 1;
                }
            }
        }
        assert!(ascii > 1000, "{ascii}");
        assert_eq!(fold("Springer"), "springer");
        assert_eq!(fold("Läufer"), "laeufer");
        assert_eq!(fold("ÉCHEC"), "echec");
        assert!(matches!(
            fold_static("remis"),
            std::borrow::Cow::Borrowed("remis")
        ));
        assert_eq!(fold_static("Remis"), "remis");
        assert_eq!(fold_static("échec"), "echec");
    }

    #[test]
    fn a_file_in_another_shape_is_left_to_toml() {
        for text in [
            "[phrases]\nhelp = [\"a\\\"b\"]\n",
            "[other]\n",
            "help = [\"x\"]\n",
            "[words]\nx = [\"a\" \"b\"]\n",
            "[words]\nx = [\"a\"]\nx = [\"b\"]\n",
            "[words]\nx = 'a'\n",
        ] {
            assert_eq!(read_plain(text), None, "{text}");
        }
        assert_eq!(
            Words::read("[words]\nx = ['a', \"b\\u00e9\"]\n")
                .unwrap()
                .list("x"),
            ["a", "b\u{e9}"]
        );
    }
}
