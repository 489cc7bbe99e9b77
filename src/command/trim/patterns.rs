//! The language tables compiled into matchers, once per process.
//!
//! Each matcher is one alternation over every language (one automaton pass per line);
//! only when it matches are the per-language expressions run to name the language.

use std::sync::{LazyLock, OnceLock};

use regex::{Regex, RegexSet};

use super::languages::{Fields, QuoteLanguage, TABLES, Table};

/// Compiles a pattern assembled from the constant tables of `languages.rs` (or one of the
/// constant patterns of `shape.rs`). They never change at run time and unit tests
/// compile every one, so a failure here is a programming error caught before release;
/// `expect` states that invariant.
pub(super) fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("pattern assembled from the constant language tables")
}

/// A matcher over all languages that can say which language matched. Nothing is
/// compiled before a line asks: the first table (English, the commonest) is compiled
/// and tried alone, the alternation over every language only when it fails, and each
/// further language only when the alternation matched and the ones before it did not.
pub(super) struct Matcher {
    any_pattern: String,
    any: OnceLock<Regex>,
    each: Vec<(QuoteLanguage, String, OnceLock<Regex>)>,
}

impl Matcher {
    /// `wrap` turns one language's alternatives (already joined with `|`) into the whole
    /// pattern; languages without alternatives are left out.
    fn new(parts: impl Fn(&Table) -> Vec<String>, wrap: impl Fn(&str) -> String) -> Matcher {
        let mut all = Vec::new();
        let mut each = Vec::new();
        for table in TABLES {
            let alternatives = parts(table);
            if alternatives.is_empty() {
                continue;
            }
            let joined = alternatives.join("|");
            each.push((table.language, wrap(&joined), OnceLock::new()));
            all.push(joined);
        }
        Matcher {
            any_pattern: wrap(&all.join("|")),
            any: OnceLock::new(),
            each,
        }
    }

    fn language_matches(&self, index: usize, text: &str) -> bool {
        let (_, pattern, compiled) = &self.each[index];
        compiled.get_or_init(|| regex(pattern)).is_match(text)
    }

    /// The first language whose expressions match.
    pub(super) fn find(&self, text: &str) -> Option<QuoteLanguage> {
        // The same answer as trying every language in order; the alternation only
        // saves compiling the others for a line that matches none.
        if self.each.is_empty() {
            return None;
        }
        if self.language_matches(0, text) {
            return Some(self.each[0].0);
        }
        if !self
            .any
            .get_or_init(|| regex(&self.any_pattern))
            .is_match(text)
        {
            return None;
        }
        (1..self.each.len())
            .find(|&index| self.language_matches(index, text))
            .map(|index| self.each[index].0)
    }

    /// Every pattern compiled (for the tests).
    #[cfg(test)]
    fn compile_all(&self) -> usize {
        self.any.get_or_init(|| regex(&self.any_pattern));
        for (_, pattern, compiled) in &self.each {
            compiled.get_or_init(|| regex(pattern));
        }
        self.each.len()
    }
}

fn owned(patterns: &[&str]) -> Vec<String> {
    patterns.iter().map(|p| (*p).to_owned()).collect()
}

/// Decoration that clients put around a header or separator: Yahoo's `--- On …`, Zoho's
/// `---- On … wrote ----`, bold `*…*` from HTML.
const LEAD: &str = r"(?:[-*_=~#]+\s*)?";
const TAIL: &str = r"\s*[:：]?(?:\s*[-*_=~#]+)?";

/// A verb as a pattern: a word boundary before Latin, Greek and Cyrillic verbs (not
/// before Japanese and Chinese ones, which follow other letters directly).
fn verb(pattern: &str) -> String {
    let starts_with_letter_of_a_spaced_script = pattern
        .chars()
        .find(|c| c.is_alphabetic())
        .is_some_and(|c| (c as u32) < 0x2E80);
    if starts_with_letter_of_a_spaced_script {
        format!(r"\b(?:{pattern})")
    } else {
        format!("(?:{pattern})")
    }
}

fn verbs(table: &Table) -> Vec<String> {
    table.verbs.iter().map(|v| verb(v)).collect()
}

/// "On … wrote:", "Am … schrieb …:" and their kin: the table's `led` headers.
pub(super) static LED: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(
        |t| owned(t.led),
        |alt| format!(r"(?i)^{LEAD}(?:{alt}){TAIL}$"),
    )
});

/// Headers that open with the date or the sender: the table's `dated` headers.
pub(super) static DATED: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(
        |t| owned(t.dated),
        |alt| format!(r"(?i)^{LEAD}(?:{alt}){TAIL}$"),
    )
});

/// "Anna <anna@example.org> wrote:" in any language: a name, an address in angle
/// brackets and the verb.
pub(super) static NAME_ADDRESS_VERB: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(verbs, |alt| {
        format!(r#"(?i)^{LEAD}[^<>]{{0,100}}[<(\[][^<>()\s@]+@[^<>()\s]+[>)\]]\s*(?:{alt}){TAIL}$"#)
    })
});

/// "Anna wrote:" in any language: trusted only directly above a quote.
pub(super) static VERB_AT_END: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(verbs, |alt| {
        format!(r"(?i)^{LEAD}.+?(?:{alt})\s*[:：](?:\s*[-*_=~#]+)?$")
    })
});

/// A header of only a date and a sender, as Gmail writes it in Russian, Japanese or
/// Chinese, Yandex, Mail.ru, and older clients in any language: "2024-01-01 10:00
/// GMT+01:00 Anna <anna@example.org>:", "01.01.2024, 10:00, "Anna" <…>:", "пн, 1 янв.
/// 2024 г. в 10:00, Anna <…>:", "Monday, 1 January 2024, 10:00 +03:00 from Anna <…>:".
/// It starts with a digit (or a weekday and a comma) and ends with the address.
pub(super) static DATE_SENDER: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r#"(?i)^(?:[-*_=~#]+\s*)?(?:\p{L}{1,12}\.?,?\s+)?\d[^<>]{3,160}?(?:<[^<>\s@]+@[^<>\s]+>|[^<>\s@,;"]+@[^<>\s,;"]+)\s*\)?\s*[:：]?$"#,
    )
});

/// A date or a time somewhere in a header: `10:00`, `17.50`, `2024`, `1/1/24`, `1月`.
pub(super) static DATE_OR_TIME: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\d{1,2}[:.]\d{2}|\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2}|\d{1,2}\s*[月日]")
});

/// "-----Original Message-----" and its translations, with any dashes, underscores,
/// equals signs or bold stars around.
pub(super) static SEPARATOR: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(
        |t| {
            owned(t.separators)
                .into_iter()
                .chain(owned(t.forwarded))
                .collect()
        },
        |alt| format!(r"(?i)^[\s*_]*[-_=~]{{2,}}[\s*_]*(?:{alt})[\s*_:：]*[-_=~]{{2,}}[\s*_]*$"),
    )
});

/// Whether a line has a separator's shape at both ends: past spaces and bold stars, it
/// opens and closes with a dash, underscore, equals sign or tilde, as `SEPARATOR`
/// requires. Other lines never compile the separators.
pub(super) fn may_be_separator(line: &str) -> bool {
    let is_rule = |c: char| matches!(c, '-' | '_' | '=' | '~');
    let around = |c: char| c.is_whitespace() || c == '*';
    line.trim_start_matches(around).starts_with(is_rule)
        && line.trim_end_matches(around).ends_with(is_rule)
}

/// "Begin forwarded message:" and its translations.
pub(super) static FORWARDED: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(
        |t| owned(t.forwarded),
        |alt| format!(r"(?i)^[\s*_]*(?:{alt})\s*[:：][\s*_]*$"),
    )
});

/// Signatures that phone and web clients add by themselves.
pub(super) static SIGNATURE: LazyLock<Matcher> = LazyLock::new(|| {
    Matcher::new(
        |t| owned(t.signatures),
        |alt| format!(r"(?i)^[\s*_]*(?:{alt})[\s*_]*$"),
    )
});

/// A word every table's signature has in its ASCII spelling ("sent", "gesendet",
/// "envoye", "küldve" as "kuldve", …). Keep beside `languages.rs`: a new signature in
/// Latin letters needs its word here (`every_ascii_signature_has_a_keyword` checks the
/// tables' own examples).
const SIGNATURE_KEYWORDS: &[&str] = &[
    "sent",
    "gesendet",
    "outlook",
    "envoy",
    "enviad",
    "inviato",
    "verzonden",
    "verstuurd",
    "sendt",
    "skicka",
    "hetetty",
    "wyslan",
    "odesl",
    "nderildi",
    "kuldve",
];

/// Whether a line may be a signature of `SIGNATURE` at all: it has a letter outside
/// ASCII (Cyrillic, Japanese, Chinese, accents, and whatever case folding could map
/// onto ASCII) or one of the keywords. Most lines of a mail fail this and never compile
/// the signatures.
pub(super) fn may_be_signature(line: &str) -> bool {
    if !line.is_ascii() {
        return true;
    }
    let lower = line.to_ascii_lowercase();
    SIGNATURE_KEYWORDS.iter().any(|word| lower.contains(word))
}

/// The kind of a field in a copied header block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Field {
    From,
    Date,
    To,
    Cc,
    Subject,
    ReplyTo,
}

const FIELDS: [Field; 6] = [
    Field::From,
    Field::Date,
    Field::To,
    Field::Cc,
    Field::Subject,
    Field::ReplyTo,
];

fn names(fields: &Fields, field: Field) -> &'static [&'static str] {
    match field {
        Field::From => fields.from,
        Field::Date => fields.date,
        Field::To => fields.to,
        Field::Cc => fields.cc,
        Field::Subject => fields.subject,
        Field::ReplyTo => fields.reply_to,
    }
}

/// A field name as a pattern: spaces inside it stand for any whitespace.
fn field_name(name: &str) -> String {
    name.replace(' ', r"\s+")
}

/// The field line pattern: `From:`, `*From:*`, `De :`, and for dates also `Message du
/// 01/01/24` (Orange writes no colon there).
fn field_pattern(alt: &str, field: Field) -> String {
    let after = if field == Field::Date {
        r"(?:[:：]|\s+\d)"
    } else {
        r"[:：]"
    };
    format!(r"(?i)^\s*[*_]?\s*(?:{alt})\s*[*_]?\s*{after}")
}

/// One pattern per field kind over every language, in the order of `FIELDS`, matched in
/// one pass.
static FIELD_SET: LazyLock<RegexSet> = LazyLock::new(|| {
    let patterns = FIELDS.iter().map(|&field| {
        let alt: Vec<String> = TABLES
            .iter()
            .flat_map(|t| names(&t.fields, field).iter().map(|n| field_name(n)))
            .collect();
        field_pattern(&alt.join("|"), field)
    });
    // Assembled from the constant tables and compiled by a unit test, as in `regex`.
    RegexSet::new(patterns).expect("patterns assembled from the constant language tables")
});

/// The field a line of a copied header block names, if it names one.
pub(super) fn field_of(line: &str) -> Option<Field> {
    // Field names are short: the colon comes early or the line is no field.
    let head: String = line.chars().take(48).collect();
    if !head.contains([':', '：']) && !head.trim_start().to_lowercase().starts_with("message") {
        return None;
    }
    FIELD_SET
        .matches(&head)
        .iter()
        .next()
        .map(|index| FIELDS[index])
}

/// The language whose field names match the most lines of a header block.
pub(super) fn block_language<'a>(lines: impl Iterator<Item = &'a str> + Clone) -> QuoteLanguage {
    let mut best = (0, QuoteLanguage::English);
    for (language, matcher) in LANGUAGE_FIELDS.iter() {
        let hits = lines.clone().filter(|line| matcher.is_match(line)).count();
        if hits > best.0 {
            best = (hits, *language);
        }
    }
    best.1
}

/// Per language, one pattern for all its field names.
static LANGUAGE_FIELDS: LazyLock<Vec<(QuoteLanguage, Regex)>> = LazyLock::new(|| {
    TABLES
        .iter()
        .map(|t| {
            let alt: Vec<String> = FIELDS
                .iter()
                .flat_map(|&f| names(&t.fields, f).iter().map(|n| field_name(n)))
                .collect();
            (
                t.language,
                regex(&field_pattern(&alt.join("|"), Field::Date)),
            )
        })
        .collect()
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_matcher_compiles() {
        for matcher in [
            &*LED,
            &*DATED,
            &*NAME_ADDRESS_VERB,
            &*VERB_AT_END,
            &*SEPARATOR,
            &*FORWARDED,
            &*SIGNATURE,
        ] {
            assert!(matcher.compile_all() > 0);
        }
        assert!(!DATE_SENDER.is_match("hello"));
        assert!(DATE_OR_TIME.is_match("10:00"));
        assert_eq!(FIELD_SET.len(), FIELDS.len());
        assert_eq!(LANGUAGE_FIELDS.len(), TABLES.len());
    }

    #[test]
    fn every_ascii_signature_has_a_keyword() {
        for line in [
            "Sent from my iPhone",
            "Sent with Proton Mail",
            "Get Outlook for iOS",
            "Von meinem iPhone gesendet",
            "Gesendet mit der GMX Mail App",
            "Diese Nachricht wurde von meinem Android gesendet",
            "Envoye de mon iPhone",
            "Telecharger Outlook pour Android",
            "Enviado desde mi iPhone",
            "Descarga Outlook para iOS",
            "Inviato da iPhone",
            "Scarica Outlook per Android",
            "Enviada do meu iPhone",
            "Baixe o Outlook para Android",
            "Verzonden vanaf mijn iPhone",
            "Verstuurd met Outlook",
            "Haal Outlook voor iOS",
            "Outlook voor Android downloaden",
            "Sendt fra min iPhone",
            "Hent Outlook for Android",
            "Skaff deg Outlook for iOS",
            "Skickat fran min iPhone",
            "Skickades fran min Android",
            "Hamta Outlook for iOS",
            "Lahetetty iPhonesta",
            "Hanki Outlook Androidille",
            "Wyslano z iPhone'a",
            "Pobierz Outlook dla iOS",
            "Odeslano z iPhonu",
            "Stahnete si Outlook pro Android",
            "iPhone'dan gonderildi",
            "Android icin Outlook'u edinin",
            "Kuldve iPhone-rol",
            "iPhone-rol kuldve",
        ] {
            assert!(SIGNATURE.find(line).is_some(), "{line}");
            assert!(may_be_signature(line), "{line}");
        }
        for line in ["e5", "Nf3", "1. e4 e5", "See you at the club on Friday."] {
            assert!(!may_be_signature(line), "{line}");
        }
    }

    #[test]
    fn separators_pass_the_shape_check() {
        for line in [
            "-----Original Message-----",
            " *-------- Weitergeleitete Nachricht --------* ",
            "__ Original Message __",
            "==== Mensaje original: ====",
        ] {
            assert!(may_be_separator(line), "{line}");
        }
        for line in ["On Mon, 1 Jan 2024 a-b@example.org wrote:", "e5", "- e4 -x"] {
            assert!(!may_be_separator(line), "{line}");
        }
    }

    #[test]
    fn every_language_has_fields_separators_and_signatures() {
        for table in TABLES {
            let f = &table.fields;
            for (what, list) in [
                ("from", f.from),
                ("date", f.date),
                ("to", f.to),
                ("subject", f.subject),
                ("separators", table.separators),
                ("signatures", table.signatures),
                ("verbs", table.verbs),
            ] {
                assert!(!list.is_empty(), "{} has no {what}", table.language);
            }
            assert!(
                !table.led.is_empty() || !table.dated.is_empty(),
                "{} has no reply headers",
                table.language
            );
        }
    }

    #[test]
    fn fields_in_many_languages() {
        for (line, field) in [
            ("From: Anna", Field::From),
            ("*From:* Anna", Field::From),
            ("De : Anna", Field::From),
            ("Von: Anna", Field::From),
            ("Från: Anna", Field::From),
            ("От: Анна", Field::From),
            ("差出人: Anna", Field::From),
            ("发件人: Anna", Field::From),
            ("Gesendet: Montag", Field::Date),
            ("Envoyé : lundi", Field::Date),
            ("Message du 01/01/24 10:00", Field::Date),
            ("Отправлено: четверг", Field::Date),
            ("Objet : x", Field::Subject),
            ("Onderwerp: x", Field::Subject),
            ("Předmět: x", Field::Subject),
            ("件名: x", Field::Subject),
            ("Aan: x", Field::To),
            ("Kime: x", Field::To),
        ] {
            assert_eq!(field_of(line), Some(field), "{line}");
        }
        for line in ["Fromage: yes", "Tomorrow: e4", "Message me later", "e4"] {
            assert_eq!(field_of(line), None, "{line}");
        }
    }
}
