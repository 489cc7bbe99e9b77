//! Characters that are there without being seen: the one definition of "invisible"
//! that pawnpost applies wherever a player's text matters.
//!
//! Invisible are the control characters other than white space (NUL, escape, …), every
//! code point Unicode marks `Default_Ignorable_Code_Point` — the bidirectional controls
//! that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
//! U+061C), zero-width spaces and joiners (U+200B–U+200D, U+2060, U+FEFF), the soft
//! hyphen, variation selectors, fillers and tag characters — and the interlinear
//! annotation marks (U+FFF9–U+FFFB), which hide text between them. The Unicode data is
//! the `icu_properties` crate's (already built for IDNA), so the list follows Unicode
//! rather than our memory.
//!
//! Where they matter, and what happens there:
//!
//! - an address with one is refused, never repaired ([`crate::address`]);
//! - a comment passed on to the opponent loses them ([`without_invisible`] in
//!   [`crate::command::parse`]), so that `U+202E` cannot make the opponent's letter
//!   read other than it was written;
//! - a reply header is compared without them ([`crate::command::trim`]);
//! - a note word is found through them, read as nothing and as a break between words
//!   (`No\u{AD}te x`, `Note\u{200B}x`), so a note is never passed on for one
//!   ([`crate::command::notes`]).
//!
//! Public names and tournament names allow only ASCII letters, digits, `_` and `-`
//! ([`crate::community::name`]; the `Name` command does not even take a word with
//! another character as a name), so no invisible character can be part of one.
//!
//! ```
//! use pawnpost::invisible::{is_invisible, without_invisible};
//!
//! assert!(is_invisible('\u{202E}'));
//! assert!(!is_invisible('\n'));
//! assert_eq!(without_invisible("good\u{200B} game\u{202E}!"), "good game!");
//! ```

use std::borrow::Cow;

use icu_properties::CodePointSetData;
use icu_properties::props::DefaultIgnorableCodePoint;

/// Whether `c` is invisible (see the module documentation). White space is not: a tab
/// or a line break is seen as the space it makes.
pub fn is_invisible(c: char) -> bool {
    (c.is_control() && !c.is_whitespace())
        || matches!(c, '\u{FFF9}'..='\u{FFFB}')
        || CodePointSetData::new::<DefaultIgnorableCodePoint>().contains(c)
}

/// `text` without its invisible characters (borrowed when it has none).
pub fn without_invisible(text: &str) -> Cow<'_, str> {
    if text.chars().any(is_invisible) {
        Cow::Owned(text.chars().filter(|&c| !is_invisible(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_reorders_or_hides_text_is_invisible() {
        for c in [
            '\u{0}',
            '\u{7}',
            '\u{1B}',
            '\u{7F}',
            '\u{9F}', // controls
            '\u{AD}',
            '\u{34F}',
            '\u{61C}',
            '\u{115F}',
            '\u{180E}', //
            '\u{200B}',
            '\u{200C}',
            '\u{200D}',
            '\u{200E}',
            '\u{200F}', //
            '\u{202A}',
            '\u{202B}',
            '\u{202C}',
            '\u{202D}',
            '\u{202E}', //
            '\u{2060}',
            '\u{2064}',
            '\u{2066}',
            '\u{2067}',
            '\u{2068}',
            '\u{2069}', //
            '\u{206A}',
            '\u{206F}',
            '\u{3164}',
            '\u{FE00}',
            '\u{FE0F}',
            '\u{FEFF}', //
            '\u{FFA0}',
            '\u{FFF9}',
            '\u{FFFB}',
            '\u{1D173}',
            '\u{E0001}',
            '\u{E0041}', //
            '\u{E007F}',
            '\u{E0100}',
        ] {
            assert!(is_invisible(c), "U+{:04X}", u32::from(c));
        }
    }

    #[test]
    fn what_is_seen_is_not() {
        for c in [
            ' ', '\t', '\n', '\r', '\u{A0}', '\u{2028}', 'a', 'é', 'ß', '♞', '—', '…', //
            '\u{FFFD}', '\u{FFFC}', 'ب', '中', '😀', '\u{301}', // combining acute
        ] {
            assert!(!is_invisible(c), "U+{:04X}", u32::from(c));
        }
    }

    #[test]
    fn text_loses_only_what_is_invisible() {
        assert!(matches!(
            without_invisible("Nf3, good game"),
            Cow::Borrowed(_)
        ));
        assert_eq!(
            without_invisible("\u{202E}evil\u{202C} \u{2066}text\u{2069}\u{E0041}"),
            "evil text"
        );
        assert_eq!(
            without_invisible("two\nlines\tand tabs"),
            "two\nlines\tand tabs"
        );
    }
}
