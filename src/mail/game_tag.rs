//! Where a mail's subject names its game: the `[pawnpost #N]` tag. (Reply addresses
//! `<local>+<game>-<token>@<domain>` are read and verified by `crate::identity`.)

use std::sync::LazyLock;

use regex::Regex;

use crate::identity::GameId;

/// `[pawnpost #12]`, as pawnpost writes it into every subject; clients add `Re:`,
/// `AW:`, `Fwd:`, `TR:` and sometimes change case or spacing, which is all allowed.
static SUBJECT_TAG: LazyLock<Regex> = LazyLock::new(|| {
    // A literal pattern: compiling it cannot fail, so the expect is a proven invariant.
    Regex::new(r"(?i)\[\s*pawnpost\s*#\s*([0-9]{1,20})\s*\]").expect("valid regex literal")
});

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
    for captures in SUBJECT_TAG.captures_iter(subject) {
        let game = captures.get(1)?.as_str().parse::<GameId>().ok()?;
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
