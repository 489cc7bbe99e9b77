//! The words of a language that players write: `i18n/<code>/commands.toml`, read when
//! pawnpost is built (`build.rs`) into static tables. `[phrases]` maps what a phrase does (a stable key such as
//! `request-draw`, `leave`, `seek`) to the phrases that say it; `[words]` holds the
//! lists the command readers use (colours, day units, connectors, castling …). The
//! command module gives the keys their meaning; a test checks that every key of every
//! language means something.

use std::collections::BTreeMap;

use super::Language;
pub use super::scan::fold;

/// One language's command words, folded as the file says: tables `build.rs` made of
/// the file (`WORDS`), each sorted by its keys.
#[derive(Debug, PartialEq)]
pub struct Words {
    pub phrases: &'static [(&'static str, &'static [&'static str])],
    pub words: &'static [(&'static str, &'static [&'static str])],
}

// `WORDS`: each language's, in `Language::ALL`'s order.
include!(concat!(env!("OUT_DIR"), "/i18n_words.rs"));

/// A `commands.toml` as the full TOML reader reads it, for the tests.
#[derive(Debug, Default, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct OwnedWords {
    #[serde(default)]
    phrases: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    words: BTreeMap<String, Vec<String>>,
}

impl Words {
    /// The list `key` of `[words]` (empty when the language has none).
    pub fn list(&self, key: &str) -> &'static [&'static str] {
        match self.words.binary_search_by(|(k, _)| (*k).cmp(key)) {
            Ok(found) => self.words[found].1,
            Err(_) => &[],
        }
    }
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
        .flat_map(move |language| words(language).list(&key).iter().copied())
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
            let built_as = |table: &[(&str, &[&str])]| -> Vec<(String, Vec<String>)> {
                table
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
                    .collect()
            };
            assert_eq!(
                built_as(built.phrases),
                owned(&plain.phrases).into_iter().collect::<Vec<_>>()
            );
            assert_eq!(
                built_as(built.words),
                owned(&plain.words).into_iter().collect::<Vec<_>>()
            );
            assert!(!built.list("white").is_empty(), "{}", language.code());
            assert_eq!(built.list("no-such-list"), &[] as &[&str]);
        }
    }

    #[test]
    fn an_ascii_word_folds_as_it_does_char_by_char() {
        let mut ascii = 0;
        for language in Language::ALL {
            let words = words(language);
            for word in words
                .phrases
                .iter()
                .chain(words.words)
                .flat_map(|(_, list)| list.iter())
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
        assert!(matches!(
            fold_static("remis"),
            std::borrow::Cow::Borrowed("remis")
        ));
        assert_eq!(fold_static("Remis"), "remis");
        assert_eq!(fold_static("échec"), "echec");
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
