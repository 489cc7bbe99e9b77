//! One received mail, read once: raw RFC 5322 bytes in, a plain [`InboundMail`] out.
//!
//! mail-parser does the MIME work (structure, transfer encodings, charsets); this module
//! picks what pawnpost needs from it: who wrote, to which addresses, about which thread,
//! the text the player wrote (text/plain, else HTML turned into text, with
//! `format=flowed` unwrapped), the PGN files attached (small text, for conditional
//! moves), and the facts the loop guard decides on. Everything else of the mail —
//! other attachments, other headers — is dropped here.

use std::borrow::Cow;
use std::panic::{AssertUnwindSafe, catch_unwind};

use mail_parser::{HeaderValue, Message, MessageParser, MessagePart, MimeHeaders, PartType};

use super::{flowed, html};
use crate::address::{AddressError, EmailAddress};
use crate::time::Timestamp;

/// A received mail, as the rest of pawnpost sees it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct InboundMail {
    /// `Message-ID` without angle brackets.
    pub message_id: Option<String>,
    /// The first address of `From:`.
    pub from: Option<Sender>,
    /// Why the author is unclear, when it is: several `From:` headers, several
    /// addresses in one, or a group. Such mail is not answered.
    pub sender_doubt: Option<&'static str>,
    /// `Return-Path:` as the delivering MTA wrote it, without angle brackets;
    /// `Some("")` is the null sender `<>` of bounces.
    pub return_path: Option<String>,
    /// Every recipient address the mail names, in canonical form, in header order:
    /// `To`, `Cc`, `Delivered-To`, `X-Original-To`, `Envelope-To`. Duplicates, and
    /// addresses that are not valid (no reply address of pawnpost is among those), are
    /// dropped.
    pub to: Vec<EmailAddress>,
    /// `Subject:` decoded (RFC 2047), or empty.
    pub subject: String,
    /// `In-Reply-To:` without angle brackets.
    pub in_reply_to: Option<String>,
    /// `References:` without angle brackets, oldest first.
    pub references: Vec<String>,
    /// The text the player wrote, quotes and signatures still in it; lines end in `\n`.
    pub text: String,
    /// What the loop guard decides on.
    pub auto: AutoFacts,
    /// Raw values of every `Authentication-Results:` header, unfolded, in header order.
    pub auth_results: Vec<String>,
    /// `Date:`, when it is a valid date.
    pub date: Option<Timestamp>,
    /// The mail was larger than the limit; only its first part was read.
    pub truncated: bool,
    /// The PGN files attached (`.pgn` names, `application/x-chess-pgn`), in order, at
    /// most [`MAX_ATTACHMENTS`]; never part of [`InboundMail::text`].
    pub attachments: Vec<Attachment>,
}

/// A PGN file attached to a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The file name, when the mail gave one.
    pub name: Option<String>,
    /// The text, or `None` when it is larger than [`MAX_ATTACHMENT_BYTES`] or not
    /// UTF-8 text.
    pub text: Option<String>,
}

/// The most PGN files read from one mail.
pub const MAX_ATTACHMENTS: usize = 4;

/// The largest PGN file read (a tree of conditional moves is a few hundred bytes).
pub const MAX_ATTACHMENT_BYTES: usize = 64 * 1024;

/// The author of a mail, from its `From:` header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sender {
    /// The address as the header wrote it, without angle brackets and with control
    /// characters removed: for log lines and the loop guard, never for answering.
    pub written: String,
    /// The address in canonical form, or why it is refused (a NUL in it, a quoted or
    /// non-ASCII local part, …): such a sender is never answered or believed.
    pub address: Result<EmailAddress, AddressError>,
    /// The display name, decoded, when there was one.
    pub name: Option<String>,
}

impl Sender {
    /// The sender of a `From:` address as the header wrote it (angle brackets allowed).
    pub fn new(written: &str, name: Option<String>) -> Sender {
        let written = written.trim();
        let bare = written
            .strip_prefix('<')
            .and_then(|inner| inner.strip_suffix('>'))
            .unwrap_or(written);
        Sender {
            written: strip_angles(written),
            address: EmailAddress::parse(bare),
            name,
        }
    }
}

/// Headers and structure that mark mail written by a machine, not a player.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AutoFacts {
    /// `Auto-Submitted:` keyword, lowercased (`no`, `auto-replied`, `auto-generated`, …).
    pub auto_submitted: Option<String>,
    /// Name of an `X-Autoreply`/`X-Autorespond`-style header, when one is present.
    pub autoreply_header: Option<String>,
    /// `Precedence:` value, lowercased.
    pub precedence: Option<String>,
    /// `List-Id:` value, when present.
    pub list_id: Option<String>,
    /// A `List-Unsubscribe:` header is present.
    pub list_unsubscribe: bool,
    /// `report-type` of a `multipart/report` mail (`delivery-status`,
    /// `disposition-notification`), or `delivery-status` when any part is one.
    pub report_type: Option<String>,
    /// `X-Loop:` values, lowercased.
    pub x_loop: Vec<String>,
    /// The header by which the receiving mail server's spam filter marked the mail as
    /// spam (`X-Spam-Flag: YES`, `X-Spam-Status: Yes, …`, `X-Spam: Yes`), as
    /// `name: value`.
    pub spam: Option<String>,
}

/// Why a mail could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MailError {
    #[error("the mail is empty")]
    Empty,
    #[error("the mail has no header section pawnpost could read")]
    NoHeaders,
    #[error("the mail's structure is too broken to read")]
    Unreadable,
}

/// Reads one mail. At most `max_bytes` of `raw` are read; a longer mail is cut there,
/// read as far as it goes, and marked [`InboundMail::truncated`].
///
/// Never panics, whatever the bytes: NUL bytes, invalid UTF-8 in headers, broken MIME
/// and deep nesting all give a best-effort reading or a [`MailError`].
///
/// ```
/// let raw = b"From: Anna <Anna@Example.org>\r\nTo: pawnpost@example.org\r\n\
///             Subject: Re: [pawnpost #3] Your move\r\n\r\nNf3\r\n";
/// let mail = pawnpost::mail::parse_mail(raw, 1 << 20).unwrap();
/// assert_eq!(mail.from.unwrap().address.unwrap().as_str(), "anna@example.org");
/// assert_eq!(mail.text, "Nf3\n");
/// ```
pub fn parse_mail(raw: &[u8], max_bytes: usize) -> Result<InboundMail, MailError> {
    let truncated = raw.len() > max_bytes;
    let raw = &raw[..raw.len().min(max_bytes)];
    // A bare CR ends a line for some readers and not for others: a header smuggled
    // behind one (`From: a@x\rMessage-ID: <b@y>`) must not become part of the sender.
    let normalized;
    let raw =
        if raw.windows(2).any(|w| w[0] == b'\r' && w[1] != b'\n') || raw.last() == Some(&b'\r') {
            normalized = bare_cr_to_crlf(raw);
            &normalized[..]
        } else {
            raw
        };
    if raw.iter().all(u8::is_ascii_whitespace) {
        return Err(MailError::Empty);
    }
    // mail-parser promises not to panic, but its recovery paths for broken MIME index
    // and subtract offsets and carry debug assertions; one hostile mail must never bring
    // the daemon down, so a panic in there becomes an ordinary error.
    let read = catch_unwind(AssertUnwindSafe(|| {
        MessageParser::new()
            .parse(raw)
            .map(|message| read_message(&message, truncated))
    }));
    match read {
        Ok(Some(Some(mail))) => Ok(mail),
        Ok(_) => Err(MailError::NoHeaders),
        Err(_) => Err(MailError::Unreadable),
    }
}

/// Every CR not followed by LF becomes CRLF.
fn bare_cr_to_crlf(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() + 64);
    for (i, &b) in raw.iter().enumerate() {
        out.push(b);
        if b == b'\r' && raw.get(i + 1) != Some(&b'\n') {
            out.push(b'\n');
        }
    }
    out
}

fn read_message(message: &Message<'_>, truncated: bool) -> Option<InboundMail> {
    let root = message.parts.first()?;
    Some(InboundMail {
        message_id: message.message_id().map(strip_angles),
        from: read_sender(message),
        sender_doubt: sender_doubt(message, root),
        return_path: raw_values(message, root, "Return-Path")
            .into_iter()
            .last()
            .map(|value| strip_angles(&value)),
        to: read_recipients(message, root),
        subject: message.subject().map(clean_header_text).unwrap_or_default(),
        in_reply_to: text_values(message.in_reply_to()).into_iter().next(),
        references: text_values(message.references()),
        text: read_text(message),
        attachments: read_attachments(message),
        auto: read_auto_facts(message, root),
        auth_results: raw_values(message, root, "Authentication-Results"),
        date: message
            .date()
            .filter(|date| date.is_valid())
            .map(|date| date.to_timestamp()),
        truncated,
    })
}

/// Several `From:` headers, several addresses in one, or a group (RFC 5322 allows a
/// list; mail-parser keeps only the last header): whose mail is it?
fn sender_doubt(message: &Message<'_>, root: &MessagePart<'_>) -> Option<&'static str> {
    let headers = root
        .headers
        .iter()
        .filter(|h| matches!(h.name, mail_parser::HeaderName::From))
        .count();
    if headers > 1 {
        return Some("several From: headers");
    }
    match message.from()? {
        mail_parser::Address::Group(_) => Some("From: is a group"),
        mail_parser::Address::List(list) if list.len() > 1 => Some("several addresses in From:"),
        mail_parser::Address::List(_) => None,
    }
}

fn read_sender(message: &Message<'_>) -> Option<Sender> {
    let addr = message.from()?.first()?;
    let name = addr
        .name
        .as_deref()
        .map(clean_header_text)
        .filter(|name| !name.is_empty());
    // Parsed as written: a NUL or other control character in it refuses the address
    // rather than vanishing, so `bo\0b@` never becomes `bob@`.
    Some(Sender::new(
        addr.address.as_deref().unwrap_or_default(),
        name,
    ))
}

/// All valid recipient addresses, canonical, in header order, each once.
fn read_recipients(message: &Message<'_>, root: &MessagePart<'_>) -> Vec<EmailAddress> {
    let mut found: Vec<EmailAddress> = Vec::new();
    let mut add = |address: &str| {
        let address = address.trim();
        let bare = address
            .strip_prefix('<')
            .and_then(|inner| inner.strip_suffix('>'))
            .unwrap_or(address);
        if let Ok(address) = EmailAddress::parse(bare)
            && !found.contains(&address)
        {
            found.push(address);
        }
    };
    for address in message.all_to().chain(message.all_cc()) {
        for addr in address.iter() {
            if let Some(a) = addr.address.as_deref() {
                add(a);
            }
        }
    }
    // Envelope recipients are written by the receiving MTA as bare addresses; they are
    // where a plus-address survives when the visible `To:` was rewritten or was a Bcc.
    for name in ["Delivered-To", "X-Original-To", "Envelope-To"] {
        for value in raw_values(message, root, name) {
            for address in value.split(',') {
                add(address);
            }
        }
    }
    found
}

fn read_auto_facts(message: &Message<'_>, root: &MessagePart<'_>) -> AutoFacts {
    let first_word = |name: &str| {
        raw_values(message, root, name)
            .into_iter()
            .next()
            .map(|value| {
                // `Auto-Submitted: auto-replied; owner-email="x"` — the keyword is what counts.
                value
                    .split([';', '(', ' ', '\t'])
                    .next()
                    .unwrap_or_default()
                    .trim()
                    .to_ascii_lowercase()
            })
    };
    let autoreply_header = root
        .headers
        .iter()
        .map(|header| header.name.as_str())
        .find(|name| {
            [
                "X-Autoreply",
                "X-Autorespond",
                "X-Autoresponder",
                "X-Auto-Reply",
            ]
            .iter()
            .any(|known| name.eq_ignore_ascii_case(known))
        })
        .map(str::to_owned);
    AutoFacts {
        auto_submitted: first_word("Auto-Submitted"),
        autoreply_header,
        precedence: first_word("Precedence"),
        list_id: raw_values(message, root, "List-Id").into_iter().next(),
        list_unsubscribe: !raw_values(message, root, "List-Unsubscribe").is_empty(),
        report_type: report_type(message, root),
        x_loop: raw_values(message, root, "X-Loop")
            .into_iter()
            .map(|value| strip_angles(&value).to_ascii_lowercase())
            .collect(),
        spam: ["X-Spam-Flag", "X-Spam-Status", "X-Spam"]
            .into_iter()
            .find_map(|name| {
                raw_values(message, root, name)
                    .into_iter()
                    .find(|value| {
                        value
                            .trim_start()
                            .get(..3)
                            .is_some_and(|w| w.eq_ignore_ascii_case("yes"))
                    })
                    .map(|value| format!("{name}: {}", value.trim()))
            }),
    }
}

fn report_type(message: &Message<'_>, root: &MessagePart<'_>) -> Option<String> {
    if let Some(content_type) = root.content_type()
        && content_type.c_type.eq_ignore_ascii_case("multipart")
        && content_type
            .c_subtype
            .as_deref()
            .is_some_and(|subtype| subtype.eq_ignore_ascii_case("report"))
    {
        let kind = content_type.attribute("report-type").unwrap_or("unknown");
        return Some(kind.to_ascii_lowercase());
    }
    // Some MTAs send a delivery status part without the multipart/report wrapper.
    message
        .parts
        .iter()
        .any(|part| part.is_content_type("message", "delivery-status"))
        .then(|| "delivery-status".to_owned())
}

/// The text of the body parts, in order: text/plain as written (flowed text unwrapped),
/// HTML converted. Falls back to the HTML alternative when the plain part is empty.
fn read_text(message: &Message<'_>) -> String {
    let from_parts = |ids: &[u32]| {
        let mut text = String::new();
        let parts = ids
            .iter()
            .filter_map(|&id| message.parts.get(id as usize))
            .filter(|part| !is_pgn(part));
        for part in parts {
            let piece = match &part.body {
                PartType::Text(body) => plain_text(part, body),
                PartType::Html(body) => html::html_to_text(body),
                _ => continue,
            };
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&piece);
        }
        clean_text(&text)
    };
    let text = from_parts(&message.text_body);
    if text.trim().is_empty() {
        from_parts(&message.html_body)
    } else {
        text
    }
}

/// Whether a part is a PGN file: by its type, or a name ending in `.pgn`.
fn is_pgn(part: &MessagePart<'_>) -> bool {
    let named = part
        .attachment_name()
        .is_some_and(|name| name.trim().to_ascii_lowercase().ends_with(".pgn"));
    named
        || part.is_content_type("application", "x-chess-pgn")
        || part.is_content_type("application", "vnd.chess-pgn")
        || part.is_content_type("text", "x-chess-pgn")
}

/// The PGN files attached to the mail itself (not to a message forwarded in it).
fn read_attachments(message: &Message<'_>) -> Vec<Attachment> {
    let mut ids: Vec<u32> = message
        .attachments
        .iter()
        .chain(&message.text_body)
        .copied()
        .collect();
    // A part may be listed both as an attachment and as text.
    let mut seen = std::collections::BTreeSet::new();
    ids.retain(|id| seen.insert(*id));
    ids.iter()
        .filter_map(|&id| message.parts.get(id as usize))
        .filter(|part| is_pgn(part))
        .take(MAX_ATTACHMENTS)
        .map(|part| Attachment {
            name: part.attachment_name().map(clean_header_text),
            text: (part.len() <= MAX_ATTACHMENT_BYTES)
                .then(|| part.text_contents())
                .flatten()
                .map(|text| normalize_newlines(text).into_owned()),
        })
        .collect()
}

fn plain_text(part: &MessagePart<'_>, body: &str) -> String {
    let attribute_is = |name: &str, expected: &str| {
        part.content_type()
            .and_then(|ct| ct.attribute(name))
            .is_some_and(|value| value.trim().eq_ignore_ascii_case(expected))
    };
    let body = normalize_newlines(body);
    if attribute_is("format", "flowed") {
        flowed::unflow(&body, attribute_is("delsp", "yes"))
    } else {
        body.into_owned()
    }
}

fn normalize_newlines(text: &str) -> Cow<'_, str> {
    if text.contains('\r') {
        Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        Cow::Borrowed(text)
    }
}

/// Drops control characters (NUL and friends) that no player typed, keeps tabs and
/// newlines, and ends the text with a newline when it has any. In a word with an `@`
/// a control character becomes U+FFFD instead, so that an address with one in it is
/// refused as unreadable (`Challenge bo\0b@example.org` must not invite `bob@`).
fn clean_text(text: &str) -> String {
    let text = normalize_newlines(text);
    let mut clean = String::with_capacity(text.len());
    let mut rest: &str = &text;
    while !rest.is_empty() {
        let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        let in_address = word.contains('@');
        for c in word.chars().filter(|&c| c != '\u{FEFF}') {
            if !c.is_control() {
                clean.push(c);
            } else if in_address {
                clean.push('\u{FFFD}');
            }
        }
        let space_end = after
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(after.len());
        let (space, next) = after.split_at(space_end);
        clean.extend(
            space
                .chars()
                .filter(|&c| c == '\n' || c == '\t' || !c.is_control()),
        );
        rest = next;
    }
    if !clean.is_empty() && !clean.ends_with('\n') {
        clean.push('\n');
    }
    clean
}

/// Header text as one clean line: no control characters, no folding.
fn clean_header_text(value: &str) -> String {
    value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Values of `In-Reply-To`/`References`, which mail-parser gives as text or text list.
fn text_values(value: &HeaderValue<'_>) -> Vec<String> {
    match value {
        HeaderValue::Text(text) => vec![strip_angles(text)],
        HeaderValue::TextList(list) => list.iter().map(|text| strip_angles(text)).collect(),
        _ => Vec::new(),
    }
    .into_iter()
    .filter(|id| !id.is_empty())
    .collect()
}

/// Raw values of every root header called `name` (any case), unfolded and trimmed.
/// Read from the raw bytes so that headers mail-parser has no parser for, and headers
/// with invalid UTF-8, are still seen.
fn raw_values(message: &Message<'_>, root: &MessagePart<'_>, name: &str) -> Vec<String> {
    root.headers
        .iter()
        .filter(|header| header.name.as_str().eq_ignore_ascii_case(name))
        .filter_map(|header| {
            let bytes = message
                .raw_message
                .get(header.offset_start as usize..header.offset_end as usize)?;
            Some(clean_header_text(&String::from_utf8_lossy(bytes)))
        })
        .collect()
}

/// An address or message id without its angle brackets and without control
/// characters (a NUL in a Message-ID must not reach the store or a log line).
fn strip_angles(value: &str) -> String {
    let value = value.trim();
    value
        .strip_prefix('<')
        .and_then(|v| v.strip_suffix('>'))
        .unwrap_or(value)
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(raw: &str) -> InboundMail {
        parse_mail(raw.as_bytes(), 1 << 20).expect("readable test mail")
    }

    #[test]
    fn headers_are_read() {
        let mail = parse(
            "Message-ID: <abc@example.org>\r\n\
             From: \"Anna Schmidt\" <Anna.Schmidt@Example.ORG>\r\n\
             To: pawnpost+12-abcdefghijklmnop@example.org, bob@example.org\r\n\
             Cc: Carl <carl@example.org>\r\n\
             Delivered-To: pawnpost+12-abcdefghijklmnop@example.org\r\n\
             X-Original-To: pawnpost@example.org\r\n\
             Subject: =?UTF-8?Q?Re:_[pawnpost_#12]_K=C3=B6nig?=\r\n\
             In-Reply-To: <r1@example.org>\r\n\
             References: <r0@example.org>\r\n <r1@example.org>\r\n\
             Authentication-Results: mx.example.org;\r\n dkim=pass header.d=example.org\r\n\
             Date: Mon, 01 Jan 2024 10:00:00 +0100\r\n\
             \r\n\
             e4\r\n",
        );
        assert_eq!(mail.message_id.as_deref(), Some("abc@example.org"));
        let from = mail.from.expect("sender");
        assert_eq!(
            from.address.as_ref().map(EmailAddress::as_str),
            Ok("anna.schmidt@example.org")
        );
        assert_eq!(from.name.as_deref(), Some("Anna Schmidt"));
        assert_eq!(
            mail.to.iter().map(EmailAddress::as_str).collect::<Vec<_>>(),
            [
                "pawnpost+12-abcdefghijklmnop@example.org",
                "bob@example.org",
                "carl@example.org",
                "pawnpost@example.org"
            ]
        );
        assert_eq!(mail.subject, "Re: [pawnpost #12] König");
        assert_eq!(mail.in_reply_to.as_deref(), Some("r1@example.org"));
        assert_eq!(mail.references, ["r0@example.org", "r1@example.org"]);
        assert_eq!(
            mail.auth_results,
            ["mx.example.org; dkim=pass header.d=example.org"]
        );
        assert_eq!(mail.date, Some(1_704_099_600));
        assert_eq!(mail.text, "e4\n");
        assert!(!mail.truncated);
    }

    #[test]
    fn truncation_reads_the_first_part() {
        let raw = format!(
            "From: a@example.org\r\nSubject: x\r\n\r\ne4\r\n{}",
            "x".repeat(500)
        );
        let mail = parse_mail(raw.as_bytes(), 60).expect("readable");
        assert!(mail.truncated);
        assert!(mail.text.starts_with("e4\n"));
    }

    #[test]
    fn empty_input_is_an_error() {
        assert_eq!(parse_mail(b"", 100), Err(MailError::Empty));
        assert_eq!(parse_mail(b"\r\n \r\n", 100), Err(MailError::Empty));
    }

    #[test]
    fn null_return_path() {
        let mail = parse("Return-Path: <>\r\nFrom: MAILER-DAEMON@example.org\r\n\r\nx\r\n");
        assert_eq!(mail.return_path.as_deref(), Some(""));
    }

    #[test]
    fn flowed_text_is_unwrapped() {
        let mail = parse(
            "From: a@example.org\r\nContent-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\r\n\r\n\
             King-Side \r\nCastle\r\n",
        );
        assert_eq!(mail.text, "King-SideCastle\n");
    }

    #[test]
    fn control_characters_are_dropped() {
        let mail = parse("From: a@example.org\r\n\r\ne\u{0}4\u{7}\r\n");
        assert_eq!(mail.text, "e4\n");
    }

    #[test]
    fn control_characters_in_an_address_are_marked_not_dropped() {
        let mail = parse(
            "From: a@example.org\r\n\r\nChallenge bo\u{0}b@example.org\u{7} e\u{0}4\r\n\u{FEFF}x\x0b y\r\n",
        );
        assert_eq!(
            mail.text,
            "Challenge bo\u{FFFD}b@example.org\u{FFFD} e4\nx y\n"
        );
    }

    #[test]
    fn addresses_are_read_in_canonical_form() {
        let mail = parse(
            "From: Bob <Bob@Exämple.org>\r\n\
             To: PawnPost+1-AAAAAAAAAAAAAAAA@Bücher.example, x@[127.0.0.1], \"q r\"@example.org\r\n\
             Delivered-To: pawnpost+1-aaaaaaaaaaaaaaaa@xn--bcher-kva.example\r\n\r\nhelp\r\n",
        );
        let from = mail.from.expect("sender");
        assert_eq!(
            from.address.as_ref().map(EmailAddress::as_str),
            Ok("bob@xn--exmple-cua.org")
        );
        assert_eq!(from.written, "Bob@Exämple.org");
        assert_eq!(from.name.as_deref(), Some("Bob"));
        let to: Vec<&str> = mail.to.iter().map(EmailAddress::as_str).collect();
        assert_eq!(to, ["pawnpost+1-aaaaaaaaaaaaaaaa@xn--bcher-kva.example"]);
    }

    #[test]
    fn pgn_attachments_are_kept_apart_from_the_text() {
        let mail = parse(
            "From: a@example.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n\
             --b\r\nContent-Type: text/plain\r\n\r\ne4\r\nConditions from PGN\r\n\
             --b\r\nContent-Type: application/x-chess-pgn\r\n\
             Content-Disposition: attachment; filename=\"prep.pgn\"\r\n\r\n\
             1... e5 (1... c5 2. Nf3) 2. Nf3 *\r\n\
             --b\r\nContent-Type: text/plain; name=\"lines.PGN\"\r\n\
             Content-Transfer-Encoding: base64\r\n\r\nMS4uLiBlNSAyLiBOZjM=\r\n\
             --b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename=\"notes.txt\"\r\n\r\nnot a pgn\r\n\
             --b--\r\n",
        );
        assert_eq!(mail.text, "e4\nConditions from PGN\n");
        assert_eq!(
            mail.attachments,
            [
                Attachment {
                    name: Some("prep.pgn".into()),
                    text: Some("1... e5 (1... c5 2. Nf3) 2. Nf3 *".into()),
                },
                Attachment {
                    name: Some("lines.PGN".into()),
                    text: Some("1... e5 2. Nf3".into()),
                },
            ]
        );
        let big = format!(
            "From: a@example.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n\
             --b\r\nContent-Type: text/plain\r\n\r\nConditions from PGN\r\n\
             --b\r\nContent-Type: application/x-chess-pgn\r\n\r\n{}\r\n--b--\r\n",
            "e4 ".repeat(MAX_ATTACHMENT_BYTES / 3 + 1)
        );
        let mail = parse(&big);
        assert_eq!(
            mail.attachments,
            [Attachment {
                name: None,
                text: None
            }]
        );
    }

    #[test]
    fn a_sender_with_a_nul_is_refused_not_repaired() {
        for from in ["bo\u{0}b@example.org", "bob@example.org\u{0}"] {
            let mail = parse(&format!("From: {from}\r\n\r\nhelp\r\n"));
            let sender = mail.from.expect("sender");
            assert_eq!(
                sender.address,
                Err(AddressError::InvisibleCharacter),
                "{from:?} read as {sender:?}"
            );
            assert!(!sender.written.contains('\0'));
        }
    }
}
