//! Everything a language is, in files a translator edits without Rust: the folder
//! `i18n/<code>/` at the top of the repository holds the letters' sentences as Fluent
//! messages (`*.ftl`: CLDR plurals, selectors for case and gender, placeables for what
//! the code fills in). The files are compiled into the binary (`build.rs` finds them and
//! where each entry starts), each message parsed when a letter first uses it, and checked by tests: every message and every argument of English
//! exists in every language (`tests/languages.rs`), and a pseudo-locale shows any
//! sentence that reaches a reader around them.
//!
//! The code says *what* is said — a typed line, a topic, a refusal — and names the
//! message and its arguments (`letter::catalogue`); the files say *how*. Adding a
//! language is its folder, one arm of [`Language`] (its code and piece letters) and
//! its documentation.

mod messages;
#[cfg_attr(not(test), allow(dead_code))]
mod scan;
mod words;

pub use messages::{
    Args, Value, inventory, message, parse_errors, pseudo_locale, set_pseudo_locale,
};
pub(crate) use words::Span;
pub use words::{List, Words, every_language, fold, words, words_error};

/// Every message of English whose id starts with `prefix`, with the same arguments, in
/// every language (and no other), and `file` read without an error in each: what the
/// tests of one catalogue assert, so a translator sees at once what a sentence may use.
#[cfg(test)]
pub(crate) fn assert_same_messages(prefix: &str, file: &str) {
    let ours = |language| {
        let mut found: Vec<_> = inventory(language)
            .into_iter()
            .filter(|(id, _)| id.starts_with(prefix))
            .collect();
        found.sort();
        found
    };
    let english = ours(Language::English);
    assert!(!english.is_empty());
    for language in Language::ALL {
        assert_eq!(ours(language), english, "{language:?}");
        let errors: Vec<String> = parse_errors(language)
            .into_iter()
            .filter(|e| e.contains(&format!("/{file}:")))
            .collect();
        assert_eq!(errors, Vec::<String>::new());
    }
}

// `CODES` and `FOLDERS`: every `i18n/<code>/` folder's files, found and compiled in by
// `build.rs`.
include!(concat!(env!("OUT_DIR"), "/i18n_folders.rs"));

/// The language a player reads and writes piece letters in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    German,
    French,
    Spanish,
    Portuguese,
}

impl Language {
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Portuguese,
    ];

    /// The ISO 639-1 code (`en`, `de`, `fr`, `es`, `pt`): the name of its folder under
    /// `i18n/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Portuguese => "pt",
        }
    }

    /// Parses an ISO 639-1 code or the language's own name, case-insensitively, with
    /// or without accents (names in other languages: `commands.toml`'s
    /// `language-<code>` lists).
    pub fn from_code(code: &str) -> Option<Language> {
        match code.trim().to_lowercase().as_str() {
            "en" | "english" => Some(Language::English),
            "de" | "german" | "deutsch" => Some(Language::German),
            "fr" | "french" | "francais" | "français" => Some(Language::French),
            "es" | "spanish" | "espanol" | "español" | "castellano" => Some(Language::Spanish),
            "pt" | "portuguese" | "portugues" | "português" => Some(Language::Portuguese),
            _ => None,
        }
    }

    /// The letters of the pieces in SAN, king, queen, rook, bishop, knight (`K D T L S`
    /// in German, `R D T A C` in Spanish, `R D T B C` in Portuguese), and of the pawn on
    /// the text board.
    pub fn piece_letters(self) -> PieceLetters {
        let (king, queen, rook, bishop, knight, pawn) = match self {
            Language::English => ('K', 'Q', 'R', 'B', 'N', 'P'),
            Language::German => ('K', 'D', 'T', 'L', 'S', 'B'),
            Language::French => ('R', 'D', 'T', 'F', 'C', 'P'),
            Language::Spanish => ('R', 'D', 'T', 'A', 'C', 'P'),
            Language::Portuguese => ('R', 'D', 'T', 'B', 'C', 'P'),
        };
        PieceLetters {
            king,
            queen,
            rook,
            bishop,
            knight,
            pawn,
        }
    }

    /// The message files of the language, as compiled in.
    pub(crate) fn folder(self) -> &'static Folder {
        &FOLDERS[self.index()]
    }

    /// The language's place in [`Language::ALL`] (and in the tables `build.rs` makes).
    pub(crate) fn index(self) -> usize {
        match self {
            Language::English => 0,
            Language::German => 1,
            Language::French => 2,
            Language::Spanish => 3,
            Language::Portuguese => 4,
        }
    }
}

/// The piece letters of a language ([`Language::piece_letters`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceLetters {
    pub king: char,
    pub queen: char,
    pub rook: char,
    pub bishop: char,
    pub knight: char,
    /// Only on the text board: SAN writes no letter for a pawn.
    pub pawn: char,
}

/// A language's files, compiled in: each message file by name, and its command words.
pub(crate) struct Folder {
    pub messages: &'static [(&'static str, &'static str)],
    pub commands: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_tables_are_in_the_languages_order() {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        assert_eq!(CODES.to_vec(), codes);
        for (index, language) in Language::ALL.into_iter().enumerate() {
            assert_eq!(language.index(), index);
            let names: Vec<&str> = language.folder().messages.iter().map(|(n, _)| *n).collect();
            assert!(
                names.contains(&"letters.ftl") && names.len() >= 11,
                "{names:?}"
            );
        }
    }
}
