//! The lowest layer of the command reader: lists of folded words from every language's
//! `commands.toml`, shared by every reader above ([`super::token`], the argument readers
//! [`super::clock`], [`super::community`], [`super::conditions`], [`super::notes`], the
//! phrase table [`super::vocabulary`] and the line reader [`super::parse`]). It names
//! none of them.

use std::sync::LazyLock;

pub(super) use crate::i18n::fold;

/// A list of `[words]` of every language's `commands.toml`, read once.
pub(super) struct WordList {
    key: &'static str,
    words: LazyLock<Vec<&'static str>>,
}

impl WordList {
    pub(super) const fn new(key: &'static str, words: fn() -> Vec<&'static str>) -> WordList {
        WordList {
            key,
            words: LazyLock::new(words),
        }
    }

    /// Whether `word` (folded) is in the list of some language.
    pub(super) fn contains(&self, word: &str) -> bool {
        self.words.contains(&word)
    }

    /// The list's key in `commands.toml`.
    #[allow(dead_code)]
    pub(super) fn key(&self) -> &'static str {
        self.key
    }
}

/// A [`WordList`] of the `[words]` list `$key`.
macro_rules! word_list {
    ($key:literal) => {
        $crate::command::lexicon::WordList::new($key, || {
            $crate::i18n::every_language($key).collect()
        })
    };
}
pub(super) use word_list;

/// `chess960`, `Fischer-Random`: the game is Chess960.
pub(super) static CHESS960_WORDS: WordList = word_list!("chess960");

/// Units after a number of days.
pub(super) static DAY_UNITS: WordList = word_list!("day-units");
