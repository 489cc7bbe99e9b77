//! The loop guard: mail that must never be answered.
//!
//! Answering an auto-reply, a bounce, a mailing list or ourselves can start a mail loop
//! or spam a list (RFC 3834 §2). The guard is a pure function of the parsed mail, so the
//! daemon can record why it stayed silent and tests can check every reason.

use std::fmt;

use super::inbound::InboundMail;
use crate::address::EmailAddress;

/// Why no reply may be sent to a mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Silence {
    /// `Auto-Submitted:` with a value other than `no` (RFC 3834).
    AutoSubmitted(String),
    /// An `X-Autoreply`-style header.
    AutoReplyHeader(String),
    /// `Precedence: bulk|junk|list|auto_reply`.
    Precedence(String),
    /// `List-Id:` or `List-Unsubscribe:`: the mail came through a mailing list.
    MailingList,
    /// No `From:` address, or the null envelope sender `<>`.
    NoSender,
    /// A system sender: MAILER-DAEMON, postmaster, noreply, mailer, ….
    SystemSender(String),
    /// The mail came from pawnpost's own address (or a `+detail` of it), or carries our
    /// `X-Loop:` mark.
    OwnMail,
    /// The subject says it is an out-of-office or automatic reply.
    AutoReplySubject(String),
    /// A delivery status or disposition notification (`multipart/report`).
    Report(String),
    /// The author is unclear: several `From:` headers, several addresses in one, or a
    /// group — nobody to answer for sure.
    UnclearSender(&'static str),
}

impl fmt::Display for Silence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Silence::AutoSubmitted(value) => write!(f, "Auto-Submitted: {value}"),
            Silence::AutoReplyHeader(name) => write!(f, "auto-reply header {name}"),
            Silence::Precedence(value) => write!(f, "Precedence: {value}"),
            Silence::MailingList => f.write_str("mailing list mail"),
            Silence::NoSender => f.write_str("no sender address"),
            Silence::UnclearSender(why) => write!(f, "unclear sender: {why}"),
            Silence::SystemSender(address) => write!(f, "system sender {address}"),
            Silence::OwnMail => f.write_str("mail from pawnpost itself"),
            Silence::AutoReplySubject(subject) => write!(f, "auto-reply subject \"{subject}\""),
            Silence::Report(kind) => write!(f, "{kind} report"),
        }
    }
}

/// Local parts that belong to mail systems, never to a player.
const SYSTEM_LOCAL_PARTS: &[&str] = &["mailer-daemon", "postmaster", "mailer", "mail-daemon"];

/// Prefixes of local parts that announce an unattended mailbox.
const NO_REPLY_PREFIXES: &[&str] = &[
    "noreply",
    "no-reply",
    "no_reply",
    "donotreply",
    "do-not-reply",
    "do_not_reply",
    "mailer-daemon",
];

/// Subject phrases of out-of-office and automatic replies, lowercase, in the languages
/// pawnpost speaks and what common servers send.
const AUTO_REPLY_SUBJECTS: &[&str] = &[
    "out of office",
    "out-of-office",
    "automatic reply",
    "auto reply",
    "auto-reply",
    "autoreply",
    "auto response",
    "auto-response",
    "abwesenheitsnotiz",
    "automatische antwort",
    "réponse automatique",
    "reponse automatique",
    "absence du bureau",
];

/// Says why `mail` must not be answered, or `None` when a reply is allowed.
/// `own_address` is pawnpost's server address (`pawnpost@example.org`).
///
/// ```
/// use pawnpost::mail::{loop_guard, parse_mail, Silence};
/// let raw = b"From: Anna <anna@example.org>\r\nAuto-Submitted: auto-replied\r\n\r\nAway.\r\n";
/// let mail = parse_mail(raw, 1 << 20).unwrap();
/// assert_eq!(loop_guard(&mail, "pawnpost@example.org"),
///            Some(Silence::AutoSubmitted("auto-replied".into())));
/// ```
pub fn loop_guard(mail: &InboundMail, own_address: &str) -> Option<Silence> {
    let auto = &mail.auto;
    if let Some(value) = &auto.auto_submitted
        && value != "no"
    {
        return Some(Silence::AutoSubmitted(value.clone()));
    }
    if let Some(name) = &auto.autoreply_header {
        return Some(Silence::AutoReplyHeader(name.clone()));
    }
    if let Some(value) = &auto.precedence
        && matches!(
            value.as_str(),
            "bulk" | "junk" | "list" | "auto_reply" | "auto-reply"
        )
    {
        return Some(Silence::Precedence(value.clone()));
    }
    if auto.list_id.is_some() || auto.list_unsubscribe {
        return Some(Silence::MailingList);
    }
    if let Some(kind) = &auto.report_type {
        return Some(Silence::Report(kind.clone()));
    }
    if mail.return_path.as_deref() == Some("") {
        return Some(Silence::NoSender);
    }
    if let Some(why) = mail.sender_doubt {
        return Some(Silence::UnclearSender(why));
    }
    let Some(sender) = mail.from.as_ref().filter(|s| s.written.contains('@')) else {
        return Some(Silence::NoSender);
    };
    // The canonical address where there is one; a refused one is judged as written,
    // so that a machine's mail is still recognised as such.
    let address = match &sender.address {
        Ok(address) => address.as_str().to_owned(),
        Err(_) => sender.written.to_lowercase(),
    };
    let (local, _) = address.rsplit_once('@').unwrap_or_default();
    if SYSTEM_LOCAL_PARTS.contains(&local)
        || NO_REPLY_PREFIXES
            .iter()
            .any(|prefix| local.starts_with(prefix))
    {
        return Some(Silence::SystemSender(address));
    }
    if same_mailbox(&address, own_address)
        || auto
            .x_loop
            .iter()
            .any(|mark| same_mailbox(mark, own_address))
    {
        return Some(Silence::OwnMail);
    }
    let subject = mail.subject.to_lowercase();
    if AUTO_REPLY_SUBJECTS
        .iter()
        .any(|phrase| subject.contains(phrase))
    {
        return Some(Silence::AutoReplySubject(mail.subject.clone()));
    }
    None
}

/// Whether `address` is the mailbox `own`, also as `local+detail@domain`.
fn same_mailbox(address: &str, own: &str) -> bool {
    match (EmailAddress::parse(address), EmailAddress::parse(own)) {
        (Ok(address), Ok(own)) => address.mailbox_key() == own.mailbox_key(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::inbound::{AutoFacts, Sender};

    const OWN: &str = "pawnpost@example.org";

    fn mail_from(address: &str) -> InboundMail {
        InboundMail {
            from: Some(Sender::new(address, None)),
            subject: "Re: [pawnpost #1] Your move".into(),
            ..InboundMail::default()
        }
    }

    #[test]
    fn a_player_may_be_answered() {
        assert_eq!(loop_guard(&mail_from("anna@example.org"), OWN), None);
        let mut mail = mail_from("anna@example.org");
        mail.auto.auto_submitted = Some("no".into());
        mail.auto.precedence = Some("normal".into());
        assert_eq!(loop_guard(&mail, OWN), None);
    }

    #[test]
    fn machine_headers_silence() {
        let cases: Vec<(AutoFacts, Silence)> = vec![
            (
                AutoFacts {
                    auto_submitted: Some("auto-generated".into()),
                    ..AutoFacts::default()
                },
                Silence::AutoSubmitted("auto-generated".into()),
            ),
            (
                AutoFacts {
                    autoreply_header: Some("X-Autorespond".into()),
                    ..AutoFacts::default()
                },
                Silence::AutoReplyHeader("X-Autorespond".into()),
            ),
            (
                AutoFacts {
                    precedence: Some("bulk".into()),
                    ..AutoFacts::default()
                },
                Silence::Precedence("bulk".into()),
            ),
            (
                AutoFacts {
                    precedence: Some("auto_reply".into()),
                    ..AutoFacts::default()
                },
                Silence::Precedence("auto_reply".into()),
            ),
            (
                AutoFacts {
                    list_unsubscribe: true,
                    ..AutoFacts::default()
                },
                Silence::MailingList,
            ),
            (
                AutoFacts {
                    report_type: Some("delivery-status".into()),
                    ..AutoFacts::default()
                },
                Silence::Report("delivery-status".into()),
            ),
        ];
        for (auto, expected) in cases {
            let mut mail = mail_from("anna@example.org");
            mail.auto = auto;
            assert_eq!(loop_guard(&mail, OWN), Some(expected));
        }
    }

    #[test]
    fn senders_that_are_not_players() {
        let mut mail = mail_from("anna@example.org");
        mail.from = None;
        assert_eq!(loop_guard(&mail, OWN), Some(Silence::NoSender));
        assert_eq!(loop_guard(&mail_from(""), OWN), Some(Silence::NoSender));
        let mut bounce = mail_from("anna@example.org");
        bounce.return_path = Some(String::new());
        assert_eq!(loop_guard(&bounce, OWN), Some(Silence::NoSender));
        for system in [
            "mailer-daemon@mx.example.org",
            "postmaster@example.org",
            "noreply@example.com",
            "no-reply-billing@example.com",
            "mailer@example.com",
            "donotreply@example.com",
        ] {
            assert!(
                matches!(
                    loop_guard(&mail_from(system), OWN),
                    Some(Silence::SystemSender(_))
                ),
                "{system}"
            );
        }
    }

    #[test]
    fn our_own_mail() {
        for own in [
            "pawnpost@example.org",
            "pawnpost+12-abcdefghijklmnop@example.org",
        ] {
            assert_eq!(
                loop_guard(&mail_from(own), OWN),
                Some(Silence::OwnMail),
                "{own}"
            );
        }
        let mut mail = mail_from("anna@example.org");
        mail.auto.x_loop = vec!["pawnpost@example.org".into()];
        assert_eq!(loop_guard(&mail, OWN), Some(Silence::OwnMail));
        assert_eq!(loop_guard(&mail_from("pawnpostfan@example.org"), OWN), None);
        // One mailbox however its domain is spelled.
        assert_eq!(
            loop_guard(
                &mail_from("PawnPost+1@xn--bcher-kva.example"),
                "pawnpost@bücher.example"
            ),
            Some(Silence::OwnMail)
        );
    }

    #[test]
    fn auto_reply_subjects() {
        for subject in [
            "Out of Office: Re: [pawnpost #1] Your move",
            "Automatic reply: [pawnpost #1]",
            "Autoreply: away",
            "Abwesenheitsnotiz: AW: [pawnpost #1]",
            "Réponse automatique : [pawnpost #1]",
        ] {
            let mut mail = mail_from("anna@example.org");
            mail.subject = subject.into();
            assert!(
                matches!(loop_guard(&mail, OWN), Some(Silence::AutoReplySubject(_))),
                "{subject}"
            );
        }
    }
}
