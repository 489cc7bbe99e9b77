//! One reply as raw RFC 5322 bytes, built with lettre.
//!
//! ```text
//! multipart/mixed
//! ├── multipart/alternative
//! │   ├── text/plain; charset=utf-8
//! │   └── multipart/related
//! │       ├── text/html; charset=utf-8      (shows the picture as <img src="cid:…">)
//! │       └── image/png                     (Content-ID, inline)
//! ├── application/x-chess-pgn              (attachment pawnpost-<game>.pgn)
//! └── text/calendar; method=PUBLISH         (attachment deadline-<game>.ics)
//! ```
//!
//! Parts that are absent are left out and the containers that would hold a single part
//! collapse, so the message is always valid MIME. Headers carry the given Message-ID
//! and Date (no clock here), thread with In-Reply-To and References, and say
//! `Auto-Submitted: auto-replied` (RFC 3834) so well-behaved autoresponders stay quiet.
//! Header injection is impossible: every reflected text (names, subject, ids) loses
//! its control characters before it reaches a header.

use lettre::Message;
use lettre::message::header::{ContentTransferEncoding, ContentType, HeaderName, HeaderValue};
use lettre::message::{
    Attachment as MimeAttachment, Body, MultiPart, MultiPartBuilder, SinglePart,
};

use crate::identity::GameId;
use crate::time::Timestamp;

/// A name and an address, as in `From: pawnpost <pawnpost@example.org>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mailbox {
    pub name: Option<String>,
    pub address: String,
}

impl Mailbox {
    pub fn new(name: Option<&str>, address: &str) -> Mailbox {
        Mailbox {
            name: name.map(str::to_owned),
            address: address.to_owned(),
        }
    }
}

/// A picture shown inside the HTML part, which links it as `cid:<content_id>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineImage {
    pub content_id: String,
    pub png: Vec<u8>,
}

impl InlineImage {
    /// The `src` the HTML part uses for this picture.
    pub fn src(&self) -> String {
        format!("cid:{}", self.content_id)
    }
}

/// A file attached to the reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub content_type: String,
    pub content: Vec<u8>,
}

impl Attachment {
    /// Deadlines as `deadline-<game>.ics` (or `deadlines.ics` for several games),
    /// which calendar clients offer to add ([`super::calendar`]).
    pub fn calendar(game: Option<GameId>, ics: &str) -> Attachment {
        Attachment {
            filename: game.map_or_else(
                || "deadlines.ics".to_owned(),
                |game| format!("deadline-{game}.ics"),
            ),
            content_type: "text/calendar; charset=utf-8; method=PUBLISH".to_owned(),
            content: ics.as_bytes().to_vec(),
        }
    }

    /// The game's PGN as `pawnpost-<game>.pgn`.
    pub fn pgn(game: GameId, pgn: &str) -> Attachment {
        Attachment {
            filename: format!("pawnpost-{game}.pgn"),
            content_type: "application/x-chess-pgn".to_owned(),
            content: pgn.as_bytes().to_vec(),
        }
    }
}

/// Everything one outgoing reply says; [`build_message`] turns it into bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub from: Mailbox,
    pub to: Mailbox,
    /// The player's tokenised plus-address, where their answer must go.
    pub reply_to: Mailbox,
    pub subject: String,
    /// Fixed when the reply is queued, so a resend is the same message.
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub references: Vec<String>,
    pub date: Timestamp,
    pub text: String,
    pub html: Option<String>,
    /// Shown by the HTML part only; ignored without one.
    pub images: Vec<InlineImage>,
    pub attachment: Option<Attachment>,
    /// The deadline as a calendar file ([`Attachment::calendar`]), after the PGN.
    pub calendar: Option<Attachment>,
    /// The address that stops further mail of this kind (an invitation's): written as
    /// `List-Unsubscribe: <mailto:…?subject=Block>` (RFC 2369), so clients show their
    /// unsubscribe button. No `List-Unsubscribe-Post`: RFC 8058's one-click needs an
    /// HTTPS address, and pawnpost has none.
    pub unsubscribe: Option<String>,
}

/// Why a reply could not be built; `Display` names what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    #[error("{field} address {address:?} is not a valid mail address")]
    Address {
        field: &'static str,
        address: String,
    },
    #[error("content type {0:?} is not valid")]
    ContentType(String),
    #[error("the message could not be built: {0}")]
    Build(String),
}

/// The reply as raw RFC 5322 bytes with CRLF line ends.
pub fn build_message(reply: &Reply) -> Result<Vec<u8>, MessageError> {
    let references = reply
        .references
        .iter()
        .map(|id| message_id(id))
        .filter(|id| id.len() > 2)
        .collect::<Vec<_>>()
        .join(" ");
    let auto_submitted = HeaderName::new_from_ascii("Auto-Submitted".to_owned())
        .map_err(|e| MessageError::Build(e.to_string()))?;
    let mut builder = Message::builder()
        .from(mailbox("From", &reply.from)?)
        .to(mailbox("To", &reply.to)?)
        .reply_to(mailbox("Reply-To", &reply.reply_to)?)
        .subject(one_line(&reply.subject))
        .message_id(Some(message_id(&reply.message_id)))
        // Our own RFC 5322 date; lettre reads it back (so it adds no Date of its own),
        // which it can for the years 1970 to 9999.
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Date"),
            crate::time::rfc5322(crate::time::clamp_to_mail_range(reply.date)),
        ))
        .raw_header(HeaderValue::new(auto_submitted, "auto-replied".to_owned()));
    if let Some(id) = &reply.in_reply_to {
        builder = builder.in_reply_to(message_id(id));
    }
    if let Some(address) = &reply.unsubscribe {
        let header = |name: &str| {
            HeaderName::new_from_ascii(name.to_owned())
                .map_err(|e| MessageError::Build(e.to_string()))
        };
        builder = builder.raw_header(HeaderValue::new(
            header("List-Unsubscribe")?,
            format!("<mailto:{}?subject=Block>", one_line(address)),
        ));
    }
    if !references.is_empty() {
        builder = builder.references(references);
    }

    let text = SinglePart::plain(reply.text.clone());
    let body = match &reply.html {
        None => Part::Single(text),
        Some(html) => {
            let html_part = SinglePart::html(html.clone());
            let shown = if reply.images.is_empty() {
                Part::Single(html_part)
            } else {
                let mut related = MultiPart::related().singlepart(html_part);
                for image in &reply.images {
                    related = related.singlepart(
                        MimeAttachment::new_inline(one_line(&image.content_id))
                            .body(base64_body(&image.png), content_type("image/png")?),
                    );
                }
                Part::Multi(related)
            };
            Part::Multi(shown.add_to(MultiPart::alternative().singlepart(text)))
        }
    };
    let files: Vec<&Attachment> = reply
        .attachment
        .iter()
        .chain(reply.calendar.iter())
        .collect();
    let body = if files.is_empty() {
        body
    } else {
        let mut mixed = body.open(MultiPart::mixed());
        for file in files {
            mixed = mixed.singlepart(
                MimeAttachment::new(one_line(&file.filename))
                    .body(file.content.clone(), content_type(&file.content_type)?),
            );
        }
        Part::Multi(mixed)
    };
    let message = match body {
        Part::Single(part) => builder.singlepart(part),
        Part::Multi(part) => builder.multipart(part),
    }
    .map_err(|e| MessageError::Build(e.to_string()))?;
    Ok(message.formatted())
}

/// `bytes` in base64, in lines of 76 characters joined by CRLF (RFC 2045, 6.8): the
/// body lettre makes of binary content, byte for byte (a test compares), which it
/// encodes 57 bytes at a time through a formatter: 14 instructions a byte of the
/// picture, 8 % of a move's letters' composition (half of it saved here).
fn base64_body(bytes: &[u8]) -> Body {
    use base64::Engine;
    const LINE: usize = 76;
    let encoded = base64::engine::general_purpose::STANDARD.encode(bytes);
    let mut lines = Vec::with_capacity(encoded.len() + encoded.len() / LINE * 2);
    for (n, line) in encoded.as_bytes().chunks(LINE).enumerate() {
        if n > 0 {
            lines.extend_from_slice(b"\r\n");
        }
        lines.extend_from_slice(line);
    }
    Body::dangerous_pre_encoded(lines, ContentTransferEncoding::Base64)
}

/// A MIME body that is one part or a container of parts.
enum Part {
    Single(SinglePart),
    Multi(MultiPart),
}

impl Part {
    /// Makes this the first part of a new container.
    fn open(self, container: MultiPartBuilder) -> MultiPart {
        match self {
            Part::Single(part) => container.singlepart(part),
            Part::Multi(part) => container.multipart(part),
        }
    }

    /// Adds this as the next part of a container.
    fn add_to(self, container: MultiPart) -> MultiPart {
        match self {
            Part::Single(part) => container.singlepart(part),
            Part::Multi(part) => container.multipart(part),
        }
    }
}

fn mailbox(
    field: &'static str,
    mailbox: &Mailbox,
) -> Result<lettre::message::Mailbox, MessageError> {
    let invalid = || MessageError::Address {
        field,
        address: mailbox.address.clone(),
    };
    let address = mailbox.address.trim();
    if address.chars().any(char::is_control) {
        return Err(invalid());
    }
    let address = address.parse().map_err(|_| invalid())?;
    let name = mailbox
        .name
        .as_deref()
        .map(one_line)
        .filter(|n| !n.is_empty());
    Ok(lettre::message::Mailbox::new(name, address))
}

fn content_type(text: &str) -> Result<ContentType, MessageError> {
    ContentType::parse(text).map_err(|_| MessageError::ContentType(text.to_owned()))
}

/// The text on one line: control characters (CR and LF above all) become spaces, so
/// reflected text can never end a header and start another.
fn one_line(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A message id in angle brackets, with nothing in it that could break the header.
fn message_id(id: &str) -> String {
    let bare: String = id
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .chars()
        .filter(|c| c.is_ascii_graphic() && !matches!(c, '<' | '>'))
        .collect();
    format!("<{bare}>")
}

#[cfg(test)]
mod tests {
    use super::*;
    use mail_parser::{MessageParser, MimeHeaders, PartType};

    fn reply() -> Reply {
        Reply {
            from: Mailbox::new(Some("pawnpost"), "pawnpost@example.org"),
            to: Mailbox::new(Some("Jürgen Müller"), "juergen@example.net"),
            reply_to: Mailbox::new(Some("pawnpost"), "pawnpost+7-abcdef@example.org"),
            subject: "[pawnpost #7] Jürgen vs Ann: your move ♞".to_owned(),
            message_id: "<reply-7-14@example.org>".to_owned(),
            in_reply_to: Some("<CAfoo@mail.example.net>".to_owned()),
            references: vec![
                "<start-7@example.org>".to_owned(),
                "CAfoo@mail.example.net".to_owned(),
            ],
            date: 1_741_975_200,
            text: "Your move.\n8 | r n b q k b n r |".to_owned(),
            html: Some(
                "<p>Your move.</p><img src=\"cid:board@pawnpost\" alt=\"board\">".to_owned(),
            ),
            images: vec![InlineImage {
                content_id: "board@pawnpost".to_owned(),
                png: b"\x89PNG\r\n\x1a\nnot really".to_vec(),
            }],
            attachment: Some(Attachment::pgn(
                7,
                "[Event \"pawnpost game 7\"]\n\n1. e4 *\n",
            )),
            calendar: None,
            unsubscribe: None,
        }
    }

    /// The picture's body is lettre's own encoding of it, at lengths around a line's
    /// end and a picture's.
    #[test]
    fn the_base64_body_is_lettres() {
        // Binary from its first bytes, as a picture is (lettre sends text otherwise).
        let bytes: Vec<u8> = b"\x89PNG\r\n\x1a\n"
            .iter()
            .copied()
            .chain((0..15_000u32).map(|n| (n * 7919 % 251) as u8))
            .collect();
        for length in [8, 9, 10, 56, 57, 58, 113, 114, 115, 171, 14_472, 15_000] {
            let ours = base64_body(&bytes[..length]);
            let lettres = Body::new(bytes[..length].to_vec());
            assert_eq!(ours.encoding(), lettres.encoding(), "{length} bytes");
            assert_eq!(ours.as_ref(), lettres.as_ref(), "{length} bytes");
        }
    }

    fn header<'a>(message: &'a mail_parser::Message<'a>, name: &'a str) -> Option<&'a str> {
        message.header_raw(name).map(str::trim)
    }

    #[test]
    fn one_date_header_from_the_given_time_never_the_clock() {
        let dates = |date: i64| {
            let bytes = build_message(&Reply { date, ..reply() }).unwrap();
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let (head, _) = text.split_once("\r\n\r\n").unwrap();
            head.lines()
                .filter_map(|line| line.strip_prefix("Date: "))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(dates(1_741_975_200), ["Fri, 14 Mar 2025 18:00:00 +0000"]);
        // Out of the range a header carries: clamped, not replaced by the clock.
        assert_eq!(dates(-5), ["Thu, 01 Jan 1970 00:00:00 +0000"]);
        assert_eq!(dates(i64::MAX), ["Fri, 31 Dec 9999 23:59:59 +0000"]);
    }

    #[test]
    fn full_structure() {
        let bytes = build_message(&reply()).unwrap();
        let message = MessageParser::default().parse(&bytes).unwrap();

        assert_eq!(
            message.subject(),
            Some("[pawnpost #7] Jürgen vs Ann: your move ♞")
        );
        assert_eq!(message.message_id(), Some("reply-7-14@example.org"));
        assert_eq!(
            message.in_reply_to().as_text(),
            Some("CAfoo@mail.example.net")
        );
        let references = message.references().as_text_list().unwrap();
        assert_eq!(
            references,
            ["start-7@example.org", "CAfoo@mail.example.net"]
        );
        assert_eq!(header(&message, "Auto-Submitted"), Some("auto-replied"));
        assert_eq!(message.date().unwrap().to_timestamp(), 1_741_975_200);
        let from = message.from().unwrap().first().unwrap();
        assert_eq!(from.name(), Some("pawnpost"));
        assert_eq!(from.address(), Some("pawnpost@example.org"));
        let to = message.to().unwrap().first().unwrap();
        assert_eq!(to.name(), Some("Jürgen Müller"));
        let reply_to = message.reply_to().unwrap().first().unwrap();
        assert_eq!(reply_to.address(), Some("pawnpost+7-abcdef@example.org"));

        let types: Vec<String> = message
            .parts
            .iter()
            .map(|p| {
                let ct = p.content_type().unwrap();
                format!("{}/{}", ct.ctype(), ct.subtype().unwrap_or(""))
            })
            .collect();
        assert_eq!(
            types,
            [
                "multipart/mixed",
                "multipart/alternative",
                "text/plain",
                "multipart/related",
                "text/html",
                "image/png",
                "application/x-chess-pgn",
            ]
        );
        assert_eq!(
            message.body_text(0).unwrap().replace("\r\n", "\n"),
            "Your move.\n8 | r n b q k b n r |"
        );
        let html = message.body_html(0).unwrap();
        let png = &message.parts[5];
        let cid = png.content_id().unwrap();
        assert!(html.contains(&format!("cid:{cid}")), "{html}");
        assert!(
            matches!(&png.body, PartType::Binary(b) | PartType::InlineBinary(b) if b.starts_with(b"\x89PNG"))
        );
        let pgn = &message.parts[6];
        assert_eq!(pgn.attachment_name(), Some("pawnpost-7.pgn"));
        assert!(pgn.content_disposition().unwrap().is_attachment());
    }

    #[test]
    fn the_calendar_follows_the_pgn_as_an_attachment() {
        let ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
        let bytes = build_message(&Reply {
            calendar: Some(Attachment::calendar(Some(7), ics)),
            ..reply()
        })
        .unwrap();
        let message = MessageParser::default().parse(&bytes).unwrap();
        let last = message.parts.last().unwrap();
        let ct = last.content_type().unwrap();
        assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("calendar")));
        assert_eq!(ct.attribute("method"), Some("PUBLISH"));
        assert_eq!(last.attachment_name(), Some("deadline-7.ics"));
        let names: Vec<_> = message
            .attachments()
            .filter_map(|a| a.attachment_name())
            .collect();
        assert_eq!(names, ["pawnpost-7.pgn", "deadline-7.ics"]);
    }

    #[test]
    fn absent_parts_collapse() {
        let mut plain = reply();
        plain.html = None;
        plain.attachment = None;
        let bytes = build_message(&plain).unwrap();
        let message = MessageParser::default().parse(&bytes).unwrap();
        assert_eq!(message.parts.len(), 1);
        assert!(message.content_type().unwrap().ctype() == "text");

        let mut no_image = reply();
        no_image.images.clear();
        let bytes = build_message(&no_image).unwrap();
        let message = MessageParser::default().parse(&bytes).unwrap();
        let subtypes: Vec<_> = message
            .parts
            .iter()
            .map(|p| p.content_type().unwrap().subtype().unwrap_or("").to_owned())
            .collect();
        assert_eq!(
            subtypes,
            ["mixed", "alternative", "plain", "html", "x-chess-pgn"]
        );
    }

    #[test]
    fn header_injection_is_impossible() {
        let mut evil = reply();
        evil.subject = "Hi\r\nBcc: victim@example.com\r\nX-Evil: 1".to_owned();
        evil.to.name = Some("Mallory\r\nBcc: victim@example.com".to_owned());
        evil.from.name = Some("pawnpost\nX-Evil: 2".to_owned());
        evil.in_reply_to = Some("<a@b>\r\nX-Evil: 3".to_owned());
        evil.references = vec!["<c@d>\r\nX-Evil: 4".to_owned()];
        evil.message_id = "<e@f>\nX-Evil: 5".to_owned();
        let bytes = build_message(&evil).unwrap();
        let message = MessageParser::default().parse(&bytes).unwrap();
        for name in ["Bcc", "X-Evil"] {
            assert!(message.header_raw(name).is_none(), "{name} was injected");
        }
        let raw = String::from_utf8_lossy(&bytes);
        let head = raw.split("\r\n\r\n").next().unwrap();
        for line in head.split("\r\n") {
            assert!(
                !line.starts_with("Bcc") && !line.starts_with("X-Evil"),
                "{line}"
            );
        }
        assert!(message.subject().unwrap().starts_with("Hi Bcc: victim"));
        assert_eq!(
            message.to().unwrap().first().unwrap().address(),
            Some("juergen@example.net")
        );

        let mut evil = reply();
        evil.to.address = "juergen@example.net\r\nBcc: victim@example.com".to_owned();
        assert!(matches!(
            build_message(&evil),
            Err(MessageError::Address { field: "To", .. })
        ));
    }
}
