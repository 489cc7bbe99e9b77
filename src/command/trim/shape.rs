//! Quoted history by its shape: the fallback for languages and clients no table knows.
//!
//! The word tables ([`QuoteLanguage`]) stay the precise path and are tried first. What
//! they miss is recognised by what every client writes around quoted history, whatever
//! its words or script: a sender's address, a date and a time, a colon at the end, rules
//! of dashes, `Label: value` lines. The rules, and why each needs what it needs:
//!
//! - **Reply header with an address.** Its text (one line, or a header folded over up to
//!   four lines) ends in a colon, holds no other `label: ` colon (a colon followed by a
//!   space), names a mail address (`alice@example.org`, bare or in `<>`, `()`, `[]`,
//!   after `mailto:`), has a time (`10:42`, `10.42`) or a numeric date (`2024-01-15`,
//!   `15.01.2024`, `15/01/2024`, `15. 1. 2024`, `2024年1月15日`) *before* the address,
//!   and at most four words after it ("έγραψε:", "şunu yazdı:", "님이 작성:", ">:"). It is
//!   trusted like a table's header: when no quote follows, the rest is history.
//! - **Reply header with a name only.** No address, but a date (numeric, or a four-digit
//!   year with a day number: "Δευ 15 Ιαν 2024") *and* a time, and the colon at the very
//!   end; only directly above a quote (`>`, `|`) or a copied header block, blank lines
//!   between allowed. A line such as "Let's meet on 2024-01-15 at 10:00:" has the same
//!   shape and goes too when a quote follows it; without one it stays.
//! - A folded header counts only when it folds as clients fold: every line but the last
//!   is at least [`MIN_FOLDED_LINE_CHARS`] long or visibly broken at an address, so a
//!   short line of the player ("See you at 10:00") is not joined to a header below it.
//! - **Separator.** A rule of at least three dashes, underscores, equals signs or tildes
//!   on both sides of a short text (at most [`MAX_RULE_TEXT_WORDS`] words, a letter in
//!   it): "-------- Αρχικό μήνυμα --------", "----- Переадресованное сообщение -----".
//!   It starts copied history when a header follows it: `Label: value` lines below (blank
//!   lines between allowed, at least two of them, an address or a date or time among
//!   their values), or the whole header run onto the same line after the rule
//!   ("-----Original Message----- From: Alice <a@b.c> Sent: …": at least two labels, an
//!   address or a date or time). Without a header, a titled rule is the player's divider
//!   ("----- My analysis -----" with their text below stays), and so is a rule of dashes
//!   alone.
//! - **Header block.** Consecutive `Label: value` lines (a label of at most three words
//!   of letters in any script, `*bold*` allowed, up to two blank lines between fields, up
//!   to two wrapped lines), the first of which holds an address or a date or time (so a
//!   player's "Note: …" above stays). At least three fields, an address in one value and
//!   a date with a time in one: a copied message in any language ("Από:", "Στάλθηκε:",
//!   "Προς:", "Θέμα:"). Directly above our own text (the [`super::OwnTexts`] path), two
//!   fields with an address or a date or time among them suffice, with a rule above
//!   them going too; there the first field may name a sender without an address
//!   ("Από: pawnpost", as Outlook writes a known sender) when a rule stands above it or
//!   the next field follows it directly.
//!
//! Known limits. False positives: a player's line ending in a colon with a date or time
//! before an address ("On 15.01.2024 I wrote to bob@example.org:") is a header and cuts
//! what follows; "Let's meet on 2024-01-15 at 10:00:" directly above a quote goes with
//! it; three `Label: value` lines of the player with an address and a dated time
//! ("Date: 15.01.2024 10:00", "Email: a@b.c", …) are a header block; above our own text,
//! a `Label: value` line of the player directly above the header block (no blank line
//! between) is taken for its first field. False negatives: a name-only header with
//! unquoted history below it (the history is the player's unless our own text is
//! recognised in it); an address header whose only date is "15 Jan 2024" (no time, not
//! numeric) is a header only above a quote; a separator with no header below it, unless
//! our own text follows; a header block whose sender line names no address, unless our
//! own text follows it.

use std::sync::LazyLock;

use regex::Regex;

use super::headers::{is_blank, is_decoration, is_quote, next_non_blank};
use super::languages::QuoteLanguage;
use super::patterns::{SEPARATOR, regex};

/// A folded header's lines but the last are at least this long (clients fold near 76),
/// unless they break at an address.
pub(super) const MIN_FOLDED_LINE_CHARS: usize = 40;
/// A separator's title is short: "Original Message", "Αρχικό μήνυμα", "原始邮件".
pub(super) const MAX_RULE_TEXT_WORDS: usize = 8;
const MAX_RULE_TEXT_CHARS: usize = 80;
/// Words a header writes after the sender's address: its verb ("έγραψε", "şunu yazdı").
const MAX_WORDS_AFTER_ADDRESS: usize = 4;
/// No field label is longer (Portuguese "Enviada em", Korean "보낸 사람", Hungarian
/// "Titkos másolat").
const MAX_LABEL_WORDS: usize = 3;
const MAX_LABEL_CHARS: usize = 32;
/// The fields of one header block, and how many of its values may wrap onto a line.
const MAX_BLOCK_FIELDS: usize = 12;
const MAX_BLOCK_CONTINUATIONS: usize = 2;
/// Blank lines an HTML conversion leaves between two fields of one block.
const MAX_BLANKS_BETWEEN_FIELDS: usize = 2;
/// How far above our own text a header block may start.
const MAX_BLOCK_LINES: usize = 16;

/// A mail address: `local@domain.tld`; brackets and `mailto:` around it are not part of
/// the match.
static ADDRESS: LazyLock<Regex> =
    LazyLock::new(|| regex(r"[\w.+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+"));

/// A time of day: `10:42`, `10:42:00`, `10.42` (Finnish, Danish, Indonesian), but not
/// the `15.01` of `15.01.2024`.
static TIME: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?:^|[^\d.:：])\d{1,2}[:：]\d{2}(?:\D|$)|(?:^|[^\d.])\d{1,2}\.\d{2}(?:[^\d.]|$|\.(?:\D|$))",
    )
});

/// A numeric date: `2024-01-15`, `2024/1/15`, `15.01.2024`, `1/15/24`, `15. 1. 2024`,
/// `2024年`, `1月15日`, `2024년 1월 15일`.
static NUMERIC_DATE: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?:^|\D)(?:\d{4}\s?[-/.]\s?\d{1,2}\s?[-/.]\s?\d{1,2}|\d{1,2}\s?[-/.]\s?\d{1,2}\s?[-/.]\s?\d{2,4})(?:\D|$)|\d{1,4}\s?[年月日년월일]",
    )
});

/// A four-digit year, which with a day number makes a date written in words ("Δευ 15
/// Ιαν 2024", "2024. jan. 15.").
static YEAR: LazyLock<Regex> = LazyLock::new(|| regex(r"(?:^|\D)(?:19|20)\d{2}(?:\D|$)"));
static DAY: LazyLock<Regex> = LazyLock::new(|| regex(r"(?:^|[^\d:.])\d{1,2}(?:[^\d:]|$)"));

/// A colon that ends a label inside a text: followed by a space.
static LABEL_COLON: LazyLock<Regex> = LazyLock::new(|| regex(r"[:：]\s"));

/// `Label: value`, the label in any script; `*Label:*` as HTML bold leaves it.
static FIELD: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"^\s*[*_]?\s*(?P<label>\p{L}[\p{L}\p{M}.'’ -]*?)\s*[*_]?\s*[:：]\s*[*_]?(?P<value>.*)$")
});

/// A rule of dashes (underscores, equals signs, tildes) on both sides of a text, and
/// what follows on the same line.
static RULE: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"^[\s*_]*[-_=~]{3,}[\s*_]*(?P<text>[^\s*_=~-].*?)[\s*_:：]*[-_=~]{3,}[\s*_]*(?P<rest>.*)$",
    )
});

/// Labels run onto one line: a word and a colon followed by a space.
static RUN_ON_LABEL: LazyLock<Regex> = LazyLock::new(|| regex(r"\p{L}[*_]?\s?[:：]\s"));

fn has_address(text: &str) -> bool {
    text.contains('@') && ADDRESS.is_match(text)
}

fn has_time(text: &str) -> bool {
    TIME.is_match(text)
}

/// A date in numbers, or a year and a day number.
fn has_date(text: &str) -> bool {
    NUMERIC_DATE.is_match(text) || (YEAR.is_match(text) && DAY.is_match(text))
}

/// A time or a date in numbers: what a reply header names, unlike a year alone.
pub(super) fn has_time_or_numeric_date(text: &str) -> bool {
    has_time(text) || NUMERIC_DATE.is_match(text)
}

fn has_date_or_time(text: &str) -> bool {
    has_time(text) || has_date(text)
}

/// The text without invisible marks (bidirectional controls that Outlook and Hebrew or
/// Arabic clients put around dates and names).
fn visible(text: &str) -> String {
    crate::invisible::without_invisible(text).into_owned()
}

/// Whether a reply header's text ends in a colon and has no label inside it.
fn ends_in_its_only_colon(text: &str) -> bool {
    let text = text.trim_end();
    let Some(body) = text.strip_suffix([':', '：']) else {
        return false;
    };
    !LABEL_COLON.is_match(body)
}

/// A reply header naming a sender's address, in any language: see the module's rules.
/// `text` is the header joined into one line.
pub(super) fn is_address_header(text: &str) -> bool {
    if !ends_in_its_only_colon(text) {
        return false;
    }
    let Some(first) = ADDRESS.find(text) else {
        return false;
    };
    let Some(last) = ADDRESS.find_iter(text).last() else {
        return false;
    };
    let dated_before = has_time_or_numeric_date(&text[..first.start()]);
    let words_after = text[last.end()..].split_whitespace().count();
    dated_before && words_after <= MAX_WORDS_AFTER_ADDRESS
}

/// A reply header naming its sender without an address: a date and a time and the colon
/// at the very end. Only above a quote or a header block (the caller's condition).
pub(super) fn is_dated_header(text: &str) -> bool {
    ends_in_its_only_colon(text) && !has_address(text) && has_date(text) && has_time(text)
}

/// The value of a `Label: value` line, if the line is one.
fn field_value(line: &str) -> Option<String> {
    if !line.contains([':', '：']) {
        return None;
    }
    let line = visible(line);
    let caps = FIELD.captures(&line)?;
    let label = caps.name("label")?.as_str();
    let value = caps.name("value")?.as_str();
    let words = label.split_whitespace().count();
    let fits = words <= MAX_LABEL_WORDS && label.chars().count() <= MAX_LABEL_CHARS;
    // `https://…` is no field.
    (fits && !value.starts_with("//")).then(|| value.to_owned())
}

/// Whether a line is a `Label: value` field of a header.
pub(super) fn is_field(line: &str) -> bool {
    field_value(line).is_some()
}

/// A run of `Label: value` lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct FieldBlock {
    /// The line after its last field or wrapped line.
    pub end: usize,
    pub fields: usize,
    /// The first field's value holds an address or a date or time.
    pub opens_with_sender_or_date: bool,
    /// Some value holds a mail address.
    pub address: bool,
    /// Some value holds a date and a time.
    pub date_and_time: bool,
    /// Some value holds a date or a time.
    pub date_or_time: bool,
}

fn note(block: &mut FieldBlock, value: &str) {
    block.address |= has_address(value);
    block.date_or_time |= has_date_or_time(value);
    block.date_and_time |= has_date(value) && has_time(value);
}

/// The run of `Label: value` lines starting at line `start`: fields with up to two blank
/// lines between them, and up to two lines that continue a field's value.
pub(super) fn field_block_at(lines: &[&str], start: usize) -> Option<FieldBlock> {
    let first = field_value(lines.get(start)?)?;
    let mut block = FieldBlock {
        end: start + 1,
        fields: 1,
        opens_with_sender_or_date: has_address(&first) || has_date_or_time(&first),
        address: false,
        date_and_time: false,
        date_or_time: false,
    };
    note(&mut block, &first);
    let mut continuations = 0;
    let mut j = start + 1;
    while block.fields < MAX_BLOCK_FIELDS {
        let mut k = j;
        while k < lines.len() && is_blank(lines[k]) && k - j < MAX_BLANKS_BETWEEN_FIELDS {
            k += 1;
        }
        let Some(line) = lines.get(k) else { break };
        if let Some(value) = field_value(line) {
            note(&mut block, &value);
            block.fields += 1;
        } else if k == j
            && !is_blank(line)
            && !is_quote(line)
            && !is_decoration(line)
            && continuations < MAX_BLOCK_CONTINUATIONS
        {
            note(&mut block, &visible(line));
            continuations += 1;
        } else {
            break;
        }
        block.end = k + 1;
        j = k + 1;
    }
    Some(block)
}

/// Whether a copied message's header block in any language starts at line `i`: at least
/// three fields, the first naming a sender or a date, an address and a dated time among
/// the values. Returns the line after it.
pub(super) fn header_block_at(lines: &[&str], i: usize) -> Option<usize> {
    // Most lines are no field: decide on the first before looking further.
    let first = field_value(lines.get(i)?)?;
    if !(has_address(&first) || has_date_or_time(&first)) {
        return None;
    }
    field_block_at(lines, i)
        .filter(|b| b.fields >= 3 && b.opens_with_sender_or_date && b.address && b.date_and_time)
        .map(|b| b.end)
}

/// The first line of a header block of at least two fields that ends at line `last`
/// (inclusive), directly above our own text: the block that starts highest wins. An
/// address or a date or time among its values; it opens with one, or below a rule, or
/// directly above its next field: Outlook names a known sender without the address
/// ("Από: pawnpost"), and an HTML conversion may leave neither a rule nor a blank line.
pub(super) fn header_block_ending_at(lines: &[&str], last: usize) -> Option<usize> {
    (last.saturating_sub(MAX_BLOCK_LINES)..=last).find(|&start| {
        field_block_at(lines, start).is_some_and(|b| {
            b.end == last + 1
                && b.fields >= 2
                && (b.address || b.date_or_time)
                && (b.opens_with_sender_or_date
                    || below_a_rule(lines, start)
                    || lines.get(start + 1).is_some_and(|next| is_field(next)))
        })
    })
}

/// Whether the line above `start` (blank lines between allowed) is a rule: dashes or
/// underscores alone, or around a title.
fn below_a_rule(lines: &[&str], start: usize) -> bool {
    (start.saturating_sub(3)..start)
        .rev()
        .find(|&k| !is_blank(lines[k]))
        .is_some_and(|k| is_decoration(lines[k]) || is_titled_rule(lines[k]))
}

/// A rule of dashes around a short title, as a line: the title, and what follows the
/// rule on the same line.
struct Rule<'a> {
    /// Where the rule ends and the rest begins (a byte offset into the line).
    rest_start: usize,
    rest: &'a str,
}

fn rule(line: &str) -> Option<Rule<'_>> {
    if !line.contains(['-', '_', '=', '~']) {
        return None;
    }
    let caps = RULE.captures(line)?;
    let text = caps.name("text")?.as_str().trim();
    let rest = caps.name("rest")?;
    let short = text.chars().count() <= MAX_RULE_TEXT_CHARS
        && text.split_whitespace().count() <= MAX_RULE_TEXT_WORDS;
    (short && text.chars().any(char::is_alphabetic)).then(|| Rule {
        rest_start: rest.start(),
        rest: rest.as_str().trim(),
    })
}

/// A line that is only a rule around a title ("-------- Αρχικό μήνυμα --------"), with
/// nothing after it; directly above our own text it introduces it.
pub(super) fn is_titled_rule(line: &str) -> bool {
    rule(line.trim()).is_some_and(|r| r.rest.is_empty())
}

/// A header run onto one line: it opens with a label, has at least two, and names an
/// address or a date or time.
fn is_run_on_header(text: &str) -> bool {
    is_field(text)
        && RUN_ON_LABEL.find_iter(text).take(2).count() == 2
        && (has_address(text) || has_date_or_time(text))
}

/// Whether line `i` is a separator by its shape (see the module's rules), and the
/// language of its title when a table knows it.
pub(super) fn separator_at(lines: &[&str], i: usize) -> Option<Option<QuoteLanguage>> {
    let line = lines[i].trim();
    let found = rule(line)?;
    if !found.rest.is_empty() {
        let title = &line[..found.rest_start];
        return is_run_on_header(found.rest).then(|| SEPARATOR.find(title.trim()));
    }
    let below = next_non_blank(lines, i + 1).filter(|&j| j <= i + 3)?;
    field_block_at(lines, below)
        .is_some_and(|b| b.fields >= 2 && (b.address || b.date_or_time))
        .then_some(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<&str> {
        text.split('\n').collect()
    }

    #[test]
    fn dates_and_times() {
        for time in [
            "10:42",
            "at 9:12 AM",
            "klo 9.12",
            "pukul 10.42 Alice",
            "10:42写道",
        ] {
            assert!(has_time(time), "{time}");
        }
        for not_time in ["15.01.2024", "2024.01.15", "1:2", "GMT+0100", "e4"] {
            assert!(!has_time(not_time), "{not_time}");
        }
        for date in [
            "2024-01-15",
            "15.01.2024",
            "15/01/2024",
            "1/15/24",
            "15. 1. 2024",
            "2024年1月15日",
            "2024년 1월 15일",
            "Δευ 15 Ιαν 2024",
            "2024. jan. 15.",
        ] {
            assert!(has_date(date), "{date}");
        }
        for not_date in ["15.01", "at 10:42", "2024", "move 12", "#7"] {
            assert!(!has_date(not_date), "{not_date}");
        }
    }

    #[test]
    fn address_headers_in_languages_without_a_table() {
        for header in [
            "Στις Δευ 15 Ιαν 2024 στις 10:42, η Alice <alice@example.org> έγραψε:",
            "2024년 1월 15일 (월) 오전 10:42, Alice <alice@example.org>님이 작성:",
            "Pe lun., 15 ian. 2024 la 10:42, Alice <alice@example.org> a scris:",
            "Vào Th 2, 15 thg 1, 2024 vào lúc 10:42 Alice <alice@example.org> đã viết:",
            "E, 15. jaanuar 2024 kell 10:42 Alice <alice@example.org> kirjutas:",
            "Pada tanggal Sen, 15 Jan 2024 pukul 10.42 Alice <alice@example.org> menulis:",
            "בתאריך יום ב׳, 15 בינו׳ 2024 ב-10:42 מאת Alice <alice@example.org>:",
            "15.01.2024 10:42 alice@example.org:",
            "2024年1月15日(月) 10:42 Alice <alice@example.org>:",
        ] {
            assert!(is_address_header(header), "{header}");
        }
        for prose in [
            // The date after the address, a sentence rather than a header.
            "Send it to anna@example.org before 10:00:",
            "Write to anna@example.org:",
            // Too many words after the address.
            "At 10:00 I wrote to anna@example.org and she did not answer me at all:",
            // No colon at the end, or a label inside.
            "On 15.01.2024 at 10:00 I mailed anna@example.org",
            "From: Alice <alice@example.org> Sent: 15.01.2024 10:42 To: Bob:",
        ] {
            assert!(!is_address_header(prose), "{prose}");
        }
    }

    #[test]
    fn dated_headers_need_a_date_and_a_time() {
        assert!(is_dated_header(
            "Στις 15/1/2024 10:42 π.μ., ο/η Alice έγραψε:"
        ));
        assert!(is_dated_header("W dniu 15.01.2024 o 10:42, Alice pisze:"));
        for text in [
            "My move for 15.01:",
            "My move at 10:15:",
            "Re your point 3:",
            "In 2024 I played 20 games:",
            "On 15.01.2024 at 10:00 we play",
        ] {
            assert!(!is_dated_header(text), "{text}");
        }
    }

    #[test]
    fn fields_in_any_script() {
        for line in [
            "Από: pawnpost <pawnpost@example.org>",
            "Στάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42",
            "Κοιν.: Bob",
            "*Προς:* alice@example.org",
            "보낸 사람: Alice",
            "מאת: Alice",
            "Ngày gửi: 15/01/2024",
            "De : Anna",
        ] {
            assert!(is_field(line), "{line}");
        }
        for line in [
            "https://example.org",
            "1. Move: e4",
            "Here is my move for today: e4",
            "at 10:42",
            "Nf3",
        ] {
            assert!(!is_field(line), "{line}");
        }
    }

    #[test]
    fn a_greek_header_block() {
        let text = lines(
            "Από: pawnpost <pawnpost@example.org>\n\nΣτάλθηκε: Δευτέρα, 15 Ιανουαρίου 2024 10:42\n\nΠρος: alice@example.org\n\nΘέμα: [pawnpost #7] Your move\n\nBob played a6.",
        );
        assert_eq!(header_block_at(&text, 0), Some(7));
        assert_eq!(header_block_ending_at(&text, 6), Some(0));
        // Two fields: enough above our own text, not alone.
        let two = lines("Από: pawnpost <pawnpost@example.org>\nΘέμα: Your move");
        assert_eq!(header_block_at(&two, 0), None);
        assert_eq!(header_block_ending_at(&two, 1), Some(0));
        // Opening with a name alone, the block needs its next field directly below or a
        // rule above it; a player's note a blank line above stays out of it.
        let named = lines("Από: pawnpost\nΣτάλθηκε: 15.01.2024 10:42\nΘέμα: x");
        assert_eq!(header_block_ending_at(&named, 2), Some(0));
        let spaced = lines("Note: see below\n\nΑπό: pawnpost\n\nΣτάλθηκε: 15.01.2024 10:42");
        assert_eq!(header_block_ending_at(&spaced, 4), None);
        let ruled = lines("Note: see below\n_____\nΑπό: pawnpost\n\nΘέμα: 15.01.2024 10:42");
        assert_eq!(header_block_ending_at(&ruled, 4), Some(2));
        let noted = lines("Note: see below\n\nΑπό: pawnpost <pawnpost@example.org>\nΘέμα: x");
        assert_eq!(header_block_ending_at(&noted, 3), Some(2));
    }

    #[test]
    fn separators_need_a_header() {
        for line in [
            "-------- Αρχικό μήνυμα --------",
            "-------- Исходное сообщение --------",
            "-------- 原始邮件 --------",
            "----- Forwarded Message -----",
            "-----Ursprüngliche Nachricht-----",
            "==== Mensaxe orixinal ====",
        ] {
            let text = format!("{line}\nFrom: Alice <alice@example.org>\nDate: 15.01.2024 10:42");
            assert_eq!(separator_at(&lines(&text), 0), Some(None), "{line}");
            let text = format!("{line}\n\nΑπό: Alice <alice@example.org>\nΘέμα: x");
            assert_eq!(separator_at(&lines(&text), 0), Some(None), "{line}");
            assert!(is_titled_rule(line), "{line}");
            let divider = format!("{line}\nI think the bishop is better.\nNf3");
            assert_eq!(separator_at(&lines(&divider), 0), None, "{line}");
        }
        assert_eq!(
            separator_at(
                &[
                    "-----Original Message----- From: Alice <a@b.example> Sent: Monday, January 15, 2024 10:42 To: pawnpost Subject: Your move"
                ],
                0
            ),
            Some(Some(QuoteLanguage::English))
        );
        assert_eq!(
            separator_at(
                &[
                    "-------- Αρχικό μήνυμα -------- Από: Alice <a@b.example> Στάλθηκε: 15/01/2024 10:42"
                ],
                0
            ),
            Some(None)
        );
        for not_rule in ["-----", "-- ", "a - b - c", "--- e4 e5 --- 1-0"] {
            assert!(!is_titled_rule(not_rule), "{not_rule}");
        }
    }
}
