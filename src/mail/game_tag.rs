//! Where a mail's subject names its game: the `[pawnpost #N]` tag. (Reply addresses
//! `<local>+<game>-<token>@<domain>` are read and verified by `crate::identity`.)

use crate::identity::GameId;

/// `[pawnpost #12]`, as pawnpost writes it into every subject; clients add `Re:`,
/// `AW:`, `Fwd:`, `TR:` and sometimes change case or spacing, which is all allowed:
/// the pattern `(?i)\[\s*pawnpost\s*#\s*([0-9]{1,20})\s*\]`, read by hand (every
/// process compiled it for one subject). Each tag's digits, leftmost first, tags not
/// overlapping.
fn subject_tags(subject: &str) -> impl Iterator<Item = &str> {
    let mut rest = subject;
    std::iter::from_fn(move || {
        while let Some(open) = rest.find('[') {
            let after = &rest[open + 1..];
            if let Some((digits, end)) = tag_after_bracket(after) {
                rest = end;
                return Some(digits);
            }
            rest = after;
        }
        None
    })
}

/// After a `[`: the tag's digits and what follows its `]`, if a tag is there.
fn tag_after_bracket(text: &str) -> Option<(&str, &str)> {
    let mut rest = text.trim_start_matches(char::is_whitespace);
    // `(?i)pawnpost`: each letter in either case (and the long s, which folds to s).
    for letter in "pawnpost".chars() {
        let mut chars = rest.chars();
        let c = chars.next()?;
        let same = c.eq_ignore_ascii_case(&letter) || (letter == 's' && c == '\u{17f}');
        if !same {
            return None;
        }
        rest = chars.as_str();
    }
    rest = rest
        .trim_start_matches(char::is_whitespace)
        .strip_prefix('#')?
        .trim_start_matches(char::is_whitespace);
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if !(1..=20).contains(&digits) {
        return None;
    }
    let (number, after) = rest.split_at(digits);
    let end = after
        .trim_start_matches(char::is_whitespace)
        .strip_prefix(']')?;
    Some((number, end))
}

/// The game number in a subject's `[pawnpost #N]` tag, whatever reply or forward
/// prefixes come before it (`Re: AW: Fwd: TR: [pawnpost #12] …`).
///
/// Returns `None` when there is no tag, when the number is no game id (beyond
/// `i64::MAX`, the largest SQLite stores), or when
/// the subject names two different games (then neither can be trusted).
///
/// ```
/// use pawnpost::mail::subject_game_tag;
/// assert_eq!(subject_game_tag("Re: AW: [pawnpost #42] Your move"), Some(42));
/// assert_eq!(subject_game_tag("Chess?"), None);
/// ```
pub fn subject_game_tag(subject: &str) -> Option<GameId> {
    let mut found: Option<GameId> = None;
    for digits in subject_tags(subject) {
        let game = digits.parse::<GameId>().ok()?;
        match found {
            Some(earlier) if earlier != game => return None,
            _ => found = Some(game),
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The tags read by hand are the pattern's matches.
        #[test]
        fn tags_read_as_the_pattern_reads_them(
            subject in "(\\[ ?[pP]aw[nN]po[sS\u{17f}]t ?# ?[0-9]{1,3} ?\\]|[\\[\\] #]|[pP]|[aA]|[wW]|[nN]|[oO]|[sS\u{17f}]|[tT]|[0-9]{1,3}|pawnpost|[ \u{a0}]|Re:){0,14}"
        ) {
            let pattern = regex::Regex::new(r"(?i)\[\s*pawnpost\s*#\s*([0-9]{1,20})\s*\]").unwrap();
            let expected: Vec<&str> = pattern
                .captures_iter(&subject)
                .map(|c| c.get(1).unwrap().as_str())
                .collect();
            prop_assert_eq!(subject_tags(&subject).collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn tags_next_to_each_other_and_long_numbers() {
        let subject = "[pawnpost #1][ PAWNPOST#2 ] [pawnpost #123456789012345678901] [pawnpoſt #3]";
        let pattern = regex::Regex::new(r"(?i)\[\s*pawnpost\s*#\s*([0-9]{1,20})\s*\]").unwrap();
        let expected: Vec<&str> = pattern
            .captures_iter(subject)
            .map(|c| c.get(1).unwrap().as_str())
            .collect();
        assert_eq!(expected, ["1", "2", "3"]);
        assert_eq!(subject_tags(subject).collect::<Vec<_>>(), expected);
    }

    #[test]
    fn subject_tags_behind_any_prefix() {
        for subject in [
            "[pawnpost #12] Your move",
            "Re: [pawnpost #12] Your move",
            "RE: AW: Fwd: TR: [pawnpost #12] Your move",
            "Re: [Pawnpost # 12 ] Your move",
            "WG: [pawnpost #12]",
        ] {
            assert_eq!(subject_game_tag(subject), Some(12), "{subject}");
        }
    }

    #[test]
    fn subjects_without_one_clear_tag() {
        assert_eq!(subject_game_tag("pawnpost #12"), None);
        assert_eq!(subject_game_tag("[pawnpost #]"), None);
        assert_eq!(subject_game_tag("[pawnpost #99999999999999999999]"), None);
        assert_eq!(subject_game_tag("[pawnpost #1] and [pawnpost #2]"), None);
        assert_eq!(subject_game_tag("[pawnpost #3] Re: [pawnpost #3]"), Some(3));
    }
}
