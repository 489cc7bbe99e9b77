//! Mail addresses in the one form pawnpost knows them by.
//!
//! Every address that enters pawnpost — a mail's `From:` and recipients, the address
//! in a `Challenge`, the addresses of the config — passes through
//! [`EmailAddress::parse`], and everything after that (games, the store, reply tokens,
//! the headers of replies) holds the canonical form it returns:
//!
//! - the domain converted to ASCII by IDNA (UTS #46, nontransitional), so
//!   `bob@exämple.org` and `bob@xn--exmple-cua.org` are one player and the address can
//!   be written in an ASCII header;
//! - the domain and the local part in lower case (pawnpost has always treated
//!   `Bob@Example.org` as `bob@example.org`);
//! - nothing else changed: an address that is not exactly what the player typed is
//!   refused with an [`AddressError`], never repaired. A NUL or other control or
//!   invisible character anywhere ([`crate::invisible`]; or U+FFFD, which stands for one
//!   that could not be read), a local part with a leading, trailing or double dot,
//!   a quoted or non-ASCII local part (it cannot be written in an ASCII header), and a
//!   domain that is an IP literal (`bob@[127.0.0.1]`) are all refused.
//!
//! [`EmailAddress::mailbox_key`] drops a `+tag` from the local part, so that the
//! plus-address variants of one mailbox (`carol+x1@`, `carol+x2@`) count as one
//! recipient where that matters (invitation caps, `Block`, our own address); at Gmail
//! it also drops the dots and reads `googlemail.com` as `gmail.com`, as Gmail does.
//!
//! ```
//! use pawnpost::address::EmailAddress;
//!
//! let unicode = EmailAddress::parse("Bob@Exämple.org")?;
//! let ascii = EmailAddress::parse("bob@xn--exmple-cua.org")?;
//! assert_eq!(unicode, ascii);
//! assert_eq!(unicode.as_str(), "bob@xn--exmple-cua.org");
//! assert!(EmailAddress::parse(".hidden@example.org").is_err());
//! assert!(EmailAddress::parse("bo\0b@example.org").is_err());
//! # Ok::<(), pawnpost::address::AddressError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use crate::invisible::is_invisible;

/// The longest local part SMTP carries (RFC 5321, 4.5.3.1.1).
const MAX_LOCAL_PART: usize = 64;
/// The longest address that fits an SMTP path (RFC 5321: 256 with the angle brackets).
const MAX_ADDRESS: usize = 254;

/// Domains whose mailboxes ignore dots in the local part, each with the name of the one
/// mailbox domain behind them: Gmail's (`googlemail.com` is `gmail.com` in the UK and
/// Germany). See [`EmailAddress::mailbox_key`].
const DOTLESS_DOMAINS: &[(&str, &str)] =
    &[("gmail.com", "gmail.com"), ("googlemail.com", "gmail.com")];

/// A mail address `local@domain` in canonical form (see the module documentation):
/// ASCII only, lower case, IDNA domain. Two addresses are the same mailbox exactly when
/// they are equal.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EmailAddress(String);

/// Why a text is not an address pawnpost accepts. Each `Display` is a sentence a
/// player or admin can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("the address is empty; write one like \"pawnpost@example.org\"")]
    Empty,
    #[error(
        "write only the address (like \"pawnpost@example.org\"), without a display name or angle brackets"
    )]
    DisplayName,
    #[error(
        "the part before the @ is in quotes; pawnpost only writes to plain addresses like \"anna@example.org\""
    )]
    QuotedLocalPart,
    #[error("an address contains no spaces or line breaks")]
    Whitespace,
    #[error(
        "the address contains an invisible or unreadable character (such as a NUL byte), so it is not the address that was typed"
    )]
    InvisibleCharacter,
    #[error("expected an address of the form local@domain, like \"pawnpost@example.org\"")]
    NotLocalAtDomain,
    #[error(
        "the part before the @ contains {0:?}; pawnpost can only write to addresses whose part before the @ is plain ASCII (letters a to z, digits and . _ - +)"
    )]
    NonAsciiLocalPart(char),
    #[error("the part before the @ contains {0:?}, which an address cannot contain without quotes")]
    BadLocalPart(char),
    #[error(
        "the part before the @ starts or ends with a dot or has two dots in a row, which no deliverable address has"
    )]
    LocalPartDots,
    #[error("the address is longer than mail allows (64 characters before the @, 254 in all)")]
    TooLong,
    #[error(
        "pawnpost does not write to an IP address in brackets; use the address at a domain name, like \"anna@example.org\""
    )]
    IpLiteral,
    #[error("the domain after the @ is not a host name like \"example.org\"")]
    BadDomain,
}

impl EmailAddress {
    /// Checks `text` (surrounding white space ignored) and returns its canonical form.
    pub fn parse(text: &str) -> Result<EmailAddress, AddressError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(AddressError::Empty);
        }
        if text.starts_with('"') && text.contains("\"@") {
            return Err(AddressError::QuotedLocalPart);
        }
        if text.contains(['<', '>', '"']) {
            return Err(AddressError::DisplayName);
        }
        if text.chars().any(char::is_whitespace) {
            return Err(AddressError::Whitespace);
        }
        if text
            .chars()
            .any(|c| is_invisible(c) || c == char::REPLACEMENT_CHARACTER)
        {
            return Err(AddressError::InvisibleCharacter);
        }
        let Some((local, domain)) = text.split_once('@') else {
            return Err(AddressError::NotLocalAtDomain);
        };
        if local.is_empty() || domain.is_empty() || domain.contains('@') {
            return Err(AddressError::NotLocalAtDomain);
        }
        let local = canonical_local_part(local)?;
        let domain = canonical_domain(domain)?;
        if local.len() + 1 + domain.len() > MAX_ADDRESS {
            return Err(AddressError::TooLong);
        }
        Ok(EmailAddress(format!("{local}@{domain}")))
    }

    /// An address known to be canonical already: the config's built-in defaults, which
    /// a test parses. Anything from outside goes through [`EmailAddress::parse`].
    pub(crate) fn from_canonical(canonical: &str) -> EmailAddress {
        debug_assert_eq!(
            EmailAddress::parse(canonical)
                .as_ref()
                .map(EmailAddress::as_str),
            Ok(canonical)
        );
        EmailAddress(canonical.to_owned())
    }

    /// The canonical address, as written in headers and kept in the store.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The part before the `@`.
    pub fn local_part(&self) -> &str {
        // parse() guarantees exactly one '@'; the fallback only keeps this total.
        self.0.split_once('@').map_or(&self.0, |(local, _)| local)
    }

    /// The part after the `@`, in ASCII.
    pub fn domain(&self) -> &str {
        self.0.split_once('@').map_or("", |(_, domain)| domain)
    }

    /// The mailbox an address reaches, for counting and blocking only (mail always
    /// goes to the address itself): without a `+tag` in its local part
    /// (`carol+x1@example.org` is `carol@example.org`), and at Gmail without dots and
    /// under one domain (`c.arol@googlemail.com` is `carol@gmail.com`), because Gmail
    /// delivers all of those to one mailbox. A local part that begins with `+` has no
    /// base to fall back to and is kept whole.
    ///
    /// Dots are dropped for Gmail's own domains only: elsewhere (Outlook, Yahoo, most
    /// company servers) `c.arol@` and `carol@` may be two people, and merging them would
    /// let one block or use up the other's invitations. A company domain hosted by
    /// Google cannot be told from its name, so it keeps its dots.
    pub fn mailbox_key(&self) -> EmailAddress {
        let local = self.local_part();
        let base = match local.split_once('+') {
            Some((base, _)) if !base.is_empty() => base,
            _ => local,
        };
        match DOTLESS_DOMAINS
            .iter()
            .find(|(domain, _)| *domain == self.domain())
        {
            Some((_, one)) => EmailAddress(format!("{}@{one}", base.replace('.', ""))),
            None if base.len() < local.len() => EmailAddress(format!("{base}@{}", self.domain())),
            None => self.clone(),
        }
    }

    /// The canonical address as an owned string, for the store and the game.
    pub fn into_string(self) -> String {
        self.0
    }
}

/// The local part as a dot-atom (RFC 5322 3.2.3) in lower case.
fn canonical_local_part(local: &str) -> Result<String, AddressError> {
    if let Some(c) = local.chars().find(|c| !c.is_ascii()) {
        return Err(AddressError::NonAsciiLocalPart(c));
    }
    // atext: the characters an unquoted local part may hold, besides the dots.
    let atext = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c);
    if let Some(c) = local.chars().find(|&c| c != '.' && !atext(c)) {
        return Err(AddressError::BadLocalPart(c));
    }
    if local.starts_with('.') || local.ends_with('.') || local.contains("..") {
        return Err(AddressError::LocalPartDots);
    }
    if local.len() > MAX_LOCAL_PART {
        return Err(AddressError::TooLong);
    }
    Ok(local.to_ascii_lowercase())
}

/// The domain through IDNA's ToASCII (which also lower-cases it), then checked to be
/// a host name: labels of letters, digits, `-` and `_` (service names use `_`).
fn canonical_domain(domain: &str) -> Result<String, AddressError> {
    if domain.starts_with('[') {
        return Err(AddressError::IpLiteral);
    }
    let ascii = Uts46::new()
        .to_ascii(
            domain.as_bytes(),
            AsciiDenyList::URL,
            Hyphens::Allow,
            DnsLength::Verify,
        )
        .map_err(|_| AddressError::BadDomain)?;
    let host_name = ascii.split('.').all(|label| {
        !label.is_empty()
            && label
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    });
    if !host_name {
        return Err(AddressError::BadDomain);
    }
    Ok(ascii.to_ascii_lowercase())
}

impl FromStr for EmailAddress {
    type Err = AddressError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        EmailAddress::parse(text)
    }
}

impl fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for EmailAddress {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// Equal to the text exactly when the text is the canonical form.
impl PartialEq<str> for EmailAddress {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for EmailAddress {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl From<EmailAddress> for String {
    fn from(address: EmailAddress) -> String {
        address.0
    }
}

/// The key under which caps and blocks count `address` ([`EmailAddress::mailbox_key`]:
/// `carol+x@` is `carol@`); the text as given when it is no address.
pub fn mailbox_key_of(address: &str) -> String {
    EmailAddress::parse(address)
        .map_or_else(|_| address.to_owned(), |a| a.mailbox_key().into_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn canonical(text: &str) -> String {
        match EmailAddress::parse(text) {
            Ok(address) => address.into_string(),
            Err(error) => panic!("{text:?} refused: {error}"),
        }
    }

    fn refused(text: &str) -> AddressError {
        match EmailAddress::parse(text) {
            Ok(address) => panic!("{text:?} accepted as {address}"),
            Err(error) => error,
        }
    }

    #[test]
    fn parts_of_an_address() {
        let address = EmailAddress::parse(" Chess@Example.org ").unwrap();
        assert_eq!(address.as_str(), "chess@example.org");
        assert_eq!(address.local_part(), "chess");
        assert_eq!(address.domain(), "example.org");
        assert_eq!(address.to_string(), "chess@example.org");
        assert_eq!(
            "chess@example.ORG".parse::<EmailAddress>(),
            Ok(address.clone())
        );
        assert_ne!(EmailAddress::parse("chess2@example.org"), Ok(address));
    }

    #[test]
    fn case_is_folded_in_both_parts() {
        assert_eq!(canonical("ALICE@EXAMPLE.ORG"), "alice@example.org");
        assert_eq!(
            canonical("Anna.Schmidt@Mail.Example.Org"),
            "anna.schmidt@mail.example.org"
        );
    }

    #[test]
    fn unicode_and_punycode_domains_are_one_address() {
        let pairs = [
            ("bob@exämple.org", "bob@xn--exmple-cua.org"),
            ("juergen@bücher.example", "juergen@xn--bcher-kva.example"),
            ("juergen@BÜCHER.example", "juergen@xn--bcher-kva.example"),
            ("info@münchen.de", "info@xn--mnchen-3ya.de"),
            ("a@例え.jp", "a@xn--r8jz45g.jp"),
        ];
        for (unicode, ascii) in pairs {
            assert_eq!(canonical(unicode), ascii, "{unicode}");
            assert_eq!(canonical(ascii), ascii, "{ascii}");
            assert_eq!(
                canonical(&ascii.to_uppercase()),
                ascii,
                "{ascii} upper case"
            );
        }
        // Full-width letters and the ideographic full stop are the same domain (UTS #46
        // maps them), so they cannot pose as another player.
        assert_eq!(canonical("bob@ｅｘａｍｐｌｅ。org"), "bob@example.org");
    }

    #[test]
    fn punycode_that_does_not_decode_is_refused() {
        assert_eq!(refused("bob@xn--.org"), AddressError::BadDomain);
        assert_eq!(refused("bob@xn--a-ecp.ru"), AddressError::BadDomain);
    }

    #[test]
    fn invisible_characters_are_refused_not_dropped() {
        for text in [
            "bo\0b@example.org",
            "bob\0@example.org",
            "bob@example.org\0",
            "bob@exam\u{7}ple.org",
            "bob@exa\u{AD}mple.org",
            "bob@exa\u{200B}mple.org",
            "\u{202E}bob@example.org",
            "\u{2066}bob@example.org\u{2069}",
            "bob@example.org\u{E0041}",
            "bob\u{1B}@example.org",
            "bo\u{FFFD}b@example.org",
        ] {
            assert_eq!(refused(text), AddressError::InvisibleCharacter, "{text:?}");
        }
        assert!(
            AddressError::InvisibleCharacter
                .to_string()
                .contains("not the address that was typed")
        );
    }

    #[test]
    fn dots_must_separate_words() {
        for text in [
            ".hidden@example.org",
            "hidden.@example.org",
            "hid..den@example.org",
            ".@example.org",
        ] {
            assert_eq!(refused(text), AddressError::LocalPartDots, "{text}");
        }
        assert_eq!(
            canonical("anna.maria.schmidt@example.org"),
            "anna.maria.schmidt@example.org"
        );
        assert_eq!(refused("bob@exa..mple.org"), AddressError::BadDomain);
        assert_eq!(refused("bob@.example.org"), AddressError::BadDomain);
        assert_eq!(refused("bob@example.org."), AddressError::BadDomain);
    }

    #[test]
    fn non_ascii_local_parts_are_refused() {
        assert_eq!(
            refused("jürgen@example.org"),
            AddressError::NonAsciiLocalPart('ü')
        );
        assert_eq!(
            refused("jürgen@bücher.example"),
            AddressError::NonAsciiLocalPart('ü')
        );
        let message = AddressError::NonAsciiLocalPart('ü').to_string();
        assert!(message.contains("plain ASCII"), "{message}");
    }

    #[test]
    fn quoted_local_parts_and_display_names_are_refused() {
        assert_eq!(
            refused("\"a b\"@example.org"),
            AddressError::QuotedLocalPart
        );
        assert_eq!(refused("\"ab\"@example.org"), AddressError::QuotedLocalPart);
        assert_eq!(
            refused("Anna <anna@example.org>"),
            AddressError::DisplayName
        );
        assert_eq!(refused("<anna@example.org>"), AddressError::DisplayName);
        assert_eq!(refused("a\"b@example.org"), AddressError::DisplayName);
    }

    #[test]
    fn ip_literals_are_refused() {
        assert_eq!(refused("alice@[127.0.0.1]"), AddressError::IpLiteral);
        assert_eq!(refused("alice@[IPv6:::1]"), AddressError::IpLiteral);
    }

    #[test]
    fn malformed_addresses() {
        assert_eq!(refused(""), AddressError::Empty);
        assert_eq!(refused("   "), AddressError::Empty);
        assert_eq!(refused("pawnpost"), AddressError::NotLocalAtDomain);
        assert_eq!(refused("pawnpost@"), AddressError::NotLocalAtDomain);
        assert_eq!(refused("@example.org"), AddressError::NotLocalAtDomain);
        assert_eq!(refused("a@@example.org"), AddressError::NotLocalAtDomain);
        assert_eq!(refused("a@b@example.org"), AddressError::NotLocalAtDomain);
        assert_eq!(refused("ad min@example.org"), AddressError::Whitespace);
        assert_eq!(refused("a,b@example.org"), AddressError::BadLocalPart(','));
        assert_eq!(refused("a(b)@example.org"), AddressError::BadLocalPart('('));
        assert_eq!(refused("bob@exa$mple.org"), AddressError::BadDomain);
        assert_eq!(refused("bob@example.org:25"), AddressError::BadDomain);
        assert_eq!(refused("bob@exa/mple.org"), AddressError::BadDomain);
    }

    #[test]
    fn unusual_but_valid_local_parts_are_kept() {
        for text in [
            "o'brien@example.org",
            "a+b@example.org",
            "a_b-c@example.org",
            "x!#$%&*/=?^`{|}~@example.org",
            "pawnpost@localhost",
            "service@_dmarc.example.org",
        ] {
            assert_eq!(canonical(text), text);
        }
    }

    #[test]
    fn lengths_are_those_smtp_carries() {
        let local = "a".repeat(64);
        assert_eq!(canonical(&format!("{local}@example.org")).len(), 76);
        assert_eq!(
            refused(&format!("{local}a@example.org")),
            AddressError::TooLong
        );
        let label = "b".repeat(63);
        let domain = format!("{label}.{label}.{label}.{}", "c".repeat(57));
        assert_eq!(domain.len(), 249);
        assert_eq!(canonical(&format!("abcd@{domain}")).len(), 254);
        assert_eq!(refused(&format!("abcde@{domain}")), AddressError::TooLong);
        // A label longer than DNS allows.
        assert_eq!(
            refused(&format!("a@{}.org", "d".repeat(64))),
            AddressError::BadDomain
        );
    }

    #[test]
    fn plus_tags_share_one_mailbox_key() {
        let x1 = EmailAddress::parse("carol+x1@example.org").unwrap();
        let x2 = EmailAddress::parse("Carol+X2@Example.org").unwrap();
        let plain = EmailAddress::parse("carol@example.org").unwrap();
        assert_ne!(x1, x2);
        assert_eq!(x1.mailbox_key(), plain);
        assert_eq!(x2.mailbox_key(), plain);
        assert_eq!(plain.mailbox_key(), plain);
        assert_eq!(
            EmailAddress::parse("carol+a+b@example.org")
                .unwrap()
                .mailbox_key(),
            plain
        );
        let bare = EmailAddress::parse("+x@example.org").unwrap();
        assert_eq!(bare.mailbox_key(), bare);
        // IDNA first, then the key: the Unicode and ASCII spellings agree here too.
        assert_eq!(
            EmailAddress::parse("carol+1@exämple.org")
                .unwrap()
                .mailbox_key(),
            EmailAddress::parse("carol@xn--exmple-cua.org").unwrap()
        );
    }

    fn key(text: &str) -> String {
        EmailAddress::parse(text)
            .unwrap()
            .mailbox_key()
            .into_string()
    }

    #[test]
    fn gmail_dots_and_googlemail_share_one_mailbox_key() {
        for text in [
            "carol@gmail.com",
            "c.arol@gmail.com",
            "C.A.R.O.L@Gmail.com",
            "carol@googlemail.com",
            "c.arol@googlemail.com",
            "ca.rol+chess@googlemail.com",
            "carol+x1@gmail.com",
        ] {
            assert_eq!(key(text), "carol@gmail.com", "{text}");
        }
        // Only the key: the address itself, which mail goes to, stays as written.
        assert_eq!(
            EmailAddress::parse("c.arol@googlemail.com")
                .unwrap()
                .as_str(),
            "c.arol@googlemail.com"
        );
        // Elsewhere a dot is part of the name: these are other people.
        for (text, want) in [
            ("c.arol@example.org", "c.arol@example.org"),
            ("c.arol@outlook.com", "c.arol@outlook.com"),
            ("c.arol+x@yahoo.com", "c.arol@yahoo.com"),
            ("c.arol@mail.gmail.com", "c.arol@mail.gmail.com"),
            ("c.arol@gmail.co", "c.arol@gmail.co"),
        ] {
            assert_eq!(key(text), want, "{text}");
        }
    }

    #[test]
    fn every_error_reads_as_a_sentence() {
        let errors = [
            AddressError::Empty,
            AddressError::DisplayName,
            AddressError::QuotedLocalPart,
            AddressError::Whitespace,
            AddressError::InvisibleCharacter,
            AddressError::NotLocalAtDomain,
            AddressError::NonAsciiLocalPart('é'),
            AddressError::BadLocalPart(','),
            AddressError::LocalPartDots,
            AddressError::TooLong,
            AddressError::IpLiteral,
            AddressError::BadDomain,
        ];
        for error in errors {
            let text = error.to_string();
            assert!(text.len() > 30, "{text}");
            assert!(!text.contains('\0'), "{text}");
        }
    }

    proptest! {
        #[test]
        fn parsing_never_panics(text in "\\PC{0,40}") {
            let _ = EmailAddress::parse(&text);
        }

        #[test]
        fn the_canonical_form_is_a_fixed_point(text in "[A-Za-z0-9._+-]{1,12}@[A-Za-zäöü0-9-]{1,12}\\.[a-zA-Z]{2,5}") {
            if let Ok(address) = EmailAddress::parse(&text) {
                prop_assert!(address.as_str().is_ascii());
                prop_assert_eq!(address.as_str(), address.as_str().to_ascii_lowercase());
                prop_assert_eq!(EmailAddress::parse(address.as_str()), Ok(address.clone()));
                prop_assert_eq!(EmailAddress::parse(&text.to_uppercase()).ok(), Some(address));
            }
        }
    }
}
