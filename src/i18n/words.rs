//! The words of a language that players write: `i18n/<code>/commands.toml`, read when
//! pawnpost is built (`build.rs`) into static tables. `[phrases]` maps what a phrase does (a stable key such as
//! `request-draw`, `leave`, `seek`) to the phrases that say it; `[words]` holds the
//! lists the command readers use (colours, day units, connectors, castling …). The
//! command module gives the keys their meaning; a test checks that every key of every
//! language means something.

use std::collections::BTreeMap;

use super::Language;
pub use super::scan::fold;

/// One language's command words, as the file writes them: tables `build.rs` made of
/// the file (`WORDS`), each sorted by its keys, that say where each key and word
/// stands in it (offsets, not pointers: a table of pointers is relocated, page by
/// page, when every process starts).
#[derive(Debug)]
pub struct Words {
    language: Language,
    phrases: &'static [Entry],
    words: &'static [Entry],
    /// Every item of every list, by where it stands in the file.
    items: &'static [Span],
}

/// Where a text stands in a language's `commands.toml`: start and length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span(pub usize, pub usize);

impl Span {
    pub(crate) fn of(self, text: &'static str) -> &'static str {
        text.get(self.0..self.0 + self.1).unwrap_or_default()
    }
}

/// A key of `[phrases]` or `[words]` and its list: `items[from..to]`.
#[derive(Debug)]
struct Entry {
    key: Span,
    from: usize,
    to: usize,
}

/// One list of a language's command words.
#[derive(Debug, Clone, Copy)]
pub struct List {
    text: &'static str,
    items: &'static [Span],
}

impl List {
    pub fn iter(&self) -> ListIter {
        ListIter {
            text: self.text,
            items: self.items.iter(),
        }
    }

    pub fn first(&self) -> Option<&'static str> {
        self.iter().next()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

impl IntoIterator for List {
    type Item = &'static str;
    type IntoIter = ListIter;
    fn into_iter(self) -> ListIter {
        self.iter()
    }
}

/// The words of a [`List`].
#[derive(Debug, Clone)]
pub struct ListIter {
    text: &'static str,
    items: std::slice::Iter<'static, Span>,
}

impl Iterator for ListIter {
    type Item = &'static str;
    fn next(&mut self) -> Option<&'static str> {
        self.items.next().map(|span| span.of(self.text))
    }
}

// `WORDS`: each language's, in `Language::ALL`'s order.
include!(concat!(env!("OUT_DIR"), "/i18n_words.rs"));

impl Words {
    fn text(&self) -> &'static str {
        self.language.folder().commands
    }

    fn entry(&self, entry: &Entry) -> (&'static str, List) {
        let list = List {
            text: self.text(),
            items: self.items.get(entry.from..entry.to).unwrap_or_default(),
        };
        (entry.key.of(self.text()), list)
    }

    /// The list `key` of `[words]` (empty when the language has none).
    pub fn list(&self, key: &str) -> List {
        let text = self.text();
        match self.words.binary_search_by(|e| e.key.of(text).cmp(key)) {
            Ok(found) => self.entry(&self.words[found]).1,
            Err(_) => List { text, items: &[] },
        }
    }

    /// Every key of `[phrases]` with its phrases, by key.
    pub fn phrases(&self) -> impl Iterator<Item = (&'static str, List)> + '_ {
        self.phrases.iter().map(|e| self.entry(e))
    }

    /// Every list of `[words]` with its key, by key.
    pub fn lists(&self) -> impl Iterator<Item = (&'static str, List)> + '_ {
        self.words.iter().map(|e| self.entry(e))
    }
}

/// A `commands.toml` as the full TOML reader reads it, for the tests.
#[derive(Debug, Default, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct OwnedWords {
    #[serde(default)]
    phrases: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    words: BTreeMap<String, Vec<String>>,
}

/// The command words of `language`.
pub fn words(language: Language) -> &'static Words {
    &WORDS[language.index()]
}

/// The list `key` of every language together (the readers accept any language's
/// colour word, unit or connector).
pub fn every_language(key: &str) -> impl Iterator<Item = &'static str> {
    let key = key.to_owned();
    Language::ALL
        .into_iter()
        .flat_map(move |language| words(language).list(&key))
}

/// Why `language`'s `commands.toml` does not read, if it does not.
#[doc(hidden)]
pub fn words_error(language: Language) -> Option<String> {
    toml::from_str::<OwnedWords>(language.folder().commands)
        .err()
        .map(|e| format!("{}/commands.toml: {e}", language.code()))
}

#[cfg(test)]
mod tests {
    use super::super::scan::{fold_chars, read_plain};
    use super::*;

    #[test]
    fn every_language_s_words_read_plainly_as_toml_reads_them_and_were_built_so() {
        for language in Language::ALL {
            let text = language.folder().commands;
            let toml: OwnedWords = toml::from_str(text).unwrap();
            let plain = read_plain(text).unwrap();
            let owned = |table: &[(&str, Vec<&str>)]| -> BTreeMap<String, Vec<String>> {
                table
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
                    .collect()
            };
            assert_eq!(owned(&plain.phrases), toml.phrases, "{}", language.code());
            assert_eq!(owned(&plain.words), toml.words, "{}", language.code());
            let built = words(language);
            let built_as = |table: &mut dyn Iterator<Item = (&str, List)>| {
                table
                    .map(|(k, v)| (k.to_string(), v.iter().map(str::to_owned).collect()))
                    .collect::<Vec<(String, Vec<String>)>>()
            };
            let plain_as = |table| owned(table).into_iter().collect::<Vec<_>>();
            assert_eq!(built_as(&mut built.phrases()), plain_as(&plain.phrases));
            assert_eq!(built_as(&mut built.lists()), plain_as(&plain.words));
            assert!(!built.list("white").is_empty(), "{}", language.code());
            assert!(built.list("no-such-list").is_empty());
        }
    }

    #[test]
    fn an_ascii_word_folds_as_it_does_char_by_char() {
        let mut ascii = 0;
        for language in Language::ALL {
            let words = words(language);
            for word in words
                .phrases()
                .chain(words.lists())
                .flat_map(|(_, list)| list)
            {
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
    }

    #[test]
    fn a_file_in_another_shape_is_not_read_plainly() {
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
    }
}
