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
#[derive(Debug, Default, serde::Deserialize)]
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
}

static WORDS: LazyLock<Vec<Words>> = LazyLock::new(|| {
    Language::ALL
        .iter()
        .map(|&language| match toml::from_str(language.folder().commands) {
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
