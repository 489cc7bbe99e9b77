//! Where a mail names its game: the `[pawnpost #N]` tag in the subject and the
//! `<local>+<game>-<token>@<domain>` reply address.
//!
//! Syntax only. Whether a token is genuine is decided by `crate::identity`, which
//! checks it against the server secret; nothing here trusts a game number.

use std::sync::LazyLock;

use regex::Regex;

/// `[pawnpost #12]`, as pawnpost writes it into every subject; clients add `Re:`,
/// `AW:`, `Fwd:`, `TR:` and sometimes change case or spacing, which is all allowed.
static SUBJECT_TAG: LazyLock<Regex> = LazyLock::new(|| {
    // A literal pattern: compiling it cannot fail, so the expect is a proven invariant.
    Regex::new(r"(?i)\[\s*pawnpost\s*#\s*([0-9]{1,20})\s*\]").expect("valid regex literal")
});

/// The game number in a subject's `[pawnpost #N]` tag, whatever reply or forward
/// prefixes come before it (`Re: AW: Fwd: TR: [pawnpost #12] …`).
///
/// Returns `None` when there is no tag, when the number does not fit a `u64`, or when
/// the subject names two different games (then neither can be trusted).
///
/// ```
/// use pawnpost::mail::subject_game_tag;
/// assert_eq!(subject_game_tag("Re: AW: [pawnpost #42] Your move"), Some(42));
/// assert_eq!(subject_game_tag("Chess?"), None);
/// ```
pub fn subject_game_tag(subject: &str) -> Option<u64> {
    let mut found: Option<u64> = None;
    for captures in SUBJECT_TAG.captures_iter(subject) {
        let game = captures.get(1)?.as_str().parse::<u64>().ok()?;
        match found {
            Some(earlier) if earlier != game => return None,
            _ => found = Some(game),
        }
    }
    found
}

/// The parts of a pawnpost reply address `<local>+<game>-<token>@<domain>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyAddress {
    pub game: u64,
    /// 16 characters of lowercase base32 (`a-z`, `2-7`), not yet verified.
    pub token: String,
}

/// Reads `address` as a reply address of the server address `server`
/// (`pawnpost@example.org` → `pawnpost+12-abcdefghijklmnop@example.org`).
///
/// Local part and domain of the server address compare case-insensitively (mail
/// systems fold them); the token must be lowercase base32 as pawnpost writes it.
///
/// ```
/// use pawnpost::mail::{reply_address, ReplyAddress};
/// let found = reply_address("Pawnpost+7-abcdefghijklmn23@Example.org", "pawnpost@example.org");
/// assert_eq!(found, Some(ReplyAddress { game: 7, token: "abcdefghijklmn23".into() }));
/// ```
pub fn reply_address(address: &str, server: &str) -> Option<ReplyAddress> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, domain) = address.rsplit_once('@')?;
    let (server_local, server_domain) = server.trim().rsplit_once('@')?;
    if !domain.eq_ignore_ascii_case(server_domain) {
        return None;
    }
    let (base, detail) = local.split_once('+')?;
    if !base.eq_ignore_ascii_case(server_local) {
        return None;
    }
    let (game, token) = detail.split_once('-')?;
    let game_is_decimal = !game.is_empty() && game.bytes().all(|b| b.is_ascii_digit());
    let token_is_base32 = token.len() == 16
        && token
            .bytes()
            .all(|b| b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b));
    if !game_is_decimal || !token_is_base32 {
        return None;
    }
    Some(ReplyAddress {
        game: game.parse().ok()?,
        token: token.to_owned(),
    })
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

    #[test]
    fn reply_addresses() {
        let server = "pawnpost@example.org";
        assert_eq!(
            reply_address("<pawnpost+12-abcdefghijklmnop@example.org>", server),
            Some(ReplyAddress {
                game: 12,
                token: "abcdefghijklmnop".into()
            })
        );
        for wrong in [
            "pawnpost@example.org",
            "pawnpost+12@example.org",
            "pawnpost+12-abcdefghijklmno@example.org",
            "pawnpost+12-ABCDEFGHIJKLMNOP@example.org",
            "pawnpost+12-abcdefghijklmno1@example.org",
            "pawnpost+x-abcdefghijklmnop@example.org",
            "other+12-abcdefghijklmnop@example.org",
            "pawnpost+12-abcdefghijklmnop@example.com",
            "not an address",
        ] {
            assert_eq!(reply_address(wrong, server), None, "{wrong}");
        }
    }
}
