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

/// Units of seven days (`weeks`, `Wochen`, `semaines`, `semanas`).
pub(super) static WEEK_UNITS: WordList = word_list!("week-units");

/// The number a word says, one to twelve in any language (`three`, `drei`, `trois`,
/// `tres`, `três`; `a`, `eine`, `une`, `una`, `uma` for one).
pub(super) fn number_word(word: &str) -> Option<u32> {
    static NUMBERS: [WordList; 12] = [
        word_list!("number-1"),
        word_list!("number-2"),
        word_list!("number-3"),
        word_list!("number-4"),
        word_list!("number-5"),
        word_list!("number-6"),
        word_list!("number-7"),
        word_list!("number-8"),
        word_list!("number-9"),
        word_list!("number-10"),
        word_list!("number-11"),
        word_list!("number-12"),
    ];
    (1u32..)
        .zip(&NUMBERS)
        .find_map(|(n, list)| list.contains(word).then_some(n))
}

/// The month a word names, 1 to 12, in full or short (`December`, `Dez`, `décembre`,
/// `dic`, `dezembro`).
pub(super) fn month_word(word: &str) -> Option<u32> {
    static MONTHS: [WordList; 12] = [
        word_list!("month-1"),
        word_list!("month-2"),
        word_list!("month-3"),
        word_list!("month-4"),
        word_list!("month-5"),
        word_list!("month-6"),
        word_list!("month-7"),
        word_list!("month-8"),
        word_list!("month-9"),
        word_list!("month-10"),
        word_list!("month-11"),
        word_list!("month-12"),
    ];
    (1u32..)
        .zip(&MONTHS)
        .find_map(|(n, list)| list.contains(word).then_some(n))
}

/// Words between a day, its month and its year (`24 de diciembre de 2027`).
pub(super) static DATE_PARTICLES: WordList = word_list!("date-particles");

/// Words before or after the days given that add nothing (`Give 2 more days`, `dou mais
/// 2 dias`, `doy 2 días más`).
pub(super) static MORE_DAYS: WordList = word_list!("more-days");
