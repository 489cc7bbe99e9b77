//! Where quoted history begins: reply headers ("On … wrote:", folded over up to four
//! lines), separator lines ("-----Original Message-----", "Begin forwarded message:")
//! and the header blocks of copied messages (From:/Sent:/To:/Subject:). The language
//! tables decide first; what they do not know is judged by its shape (`shape.rs`).

use super::languages::QuoteLanguage;
use super::patterns::{
    DATE_OR_TIME, DATE_SENDER, DATED, FORWARDED, Field, LED, NAME_ADDRESS_VERB, SEPARATOR,
    VERB_AT_END, block_language, field_of, may_be_separator,
};
use super::shape;

/// How sure a reply header is, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Tier {
    /// "Anna wrote:", a custom line ending in a colon, a date and a sender without a
    /// colon, a date and a time with a name only: only a header directly above a quote
    /// or a copied header block (or above our own text).
    Loose,
    /// "Anna <anna@example.org> wrote:".
    NameAddress,
    /// Opens with the date or the sender and carries a date or time; or, by its shape in
    /// any language, an address after a date or time and a colon at the end.
    Dated,
    /// Opens with the language's own word ("On", "Am", "Le") and carries a digit.
    Led,
}

impl Tier {
    /// Whether the header is trusted without a quote below it.
    pub(super) fn is_certain(self) -> bool {
        self >= Tier::NameAddress
    }
}

/// A reply header found in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Attribution {
    /// The header's lines: `start..end` (blank lines inside a broken header included).
    pub start: usize,
    pub end: usize,
    pub tier: Tier,
    pub language: Option<QuoteLanguage>,
}

/// No header is longer than this many non-blank lines.
const MAX_HEADER_LINES: usize = 4;
/// The lines a header can reach from its first: its own lines and up to two blank lines
/// between each two of them.
const HEADER_WINDOW: usize = MAX_HEADER_LINES * 3;
/// No header line is longer than this (it keeps the work on long lines bounded).
const MAX_HEADER_LINE_CHARS: usize = 400;

pub(super) fn is_quote(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

/// A quote by a vertical bar, as some clients and list archives write it: `| text`.
pub(super) fn is_bar_quote(line: &str) -> bool {
    let line = line.trim_start();
    line == "|" || line.starts_with("| ")
}

/// Gmail and Outlook fold a long header inside the address, so that its last line
/// starts with the address's closing `>`: `>:`, `> wrote:`.
fn is_address_tail(line: &str) -> bool {
    let Some(rest) = line.trim().strip_prefix('>') else {
        return false;
    };
    let rest = rest.trim();
    rest.ends_with([':', '：']) && !rest.contains('>') && rest.split_whitespace().count() <= 3
}

/// Whether line `i` visibly continues the line above: it starts with what a client
/// broke out of an address (`<`, `>`, `(`, `@`, `mailto:`), or the line above ends in
/// an opening bracket.
fn continues_line_above(lines: &[&str], i: usize) -> bool {
    let line = lines[i].trim_start();
    line.starts_with(['<', '>', '(', '[', ')', ']', '@'])
        || line.to_ascii_lowercase().starts_with("mailto:")
        || i.checked_sub(1)
            .is_some_and(|above| lines[above].trim_end().ends_with(['<', '(', '[']))
}

pub(super) fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

pub(super) fn next_non_blank(lines: &[&str], from: usize) -> Option<usize> {
    (from..lines.len()).find(|&j| !is_blank(lines[j]))
}

/// Whether a line ends a sentence: `.`, `!` or `?` at its end, unless the dot ends an
/// abbreviation or a number ("Jan.", "kl.", "1."), as folded headers often do.
fn ends_sentence(line: &str) -> bool {
    let line = line.trim_end();
    let Some(last) = line.chars().last() else {
        return false;
    };
    match last {
        '!' | '?' | '。' | '！' | '？' | '…' => true,
        '.' => {
            let word = line[..line.len() - 1]
                .rsplit(char::is_whitespace)
                .next()
                .unwrap_or_default();
            let is_number = !word.is_empty() && word.chars().all(|c| c.is_ascii_digit());
            let is_abbreviation = word.chars().count() <= 4;
            !(is_number || is_abbreviation)
        }
        _ => false,
    }
}

/// Whether a header line may continue on the next line after blank lines: when a client
/// broke the address out of it (`<`, `(`, `mailto:` on a line of its own).
fn continues_after_blank(next: &str) -> bool {
    let next = next.trim_start();
    next.starts_with('<')
        || next.starts_with('(')
        || next.starts_with("[mailto:")
        || next.to_ascii_lowercase().starts_with("mailto:")
}

/// The lines of a header candidate from `start`: up to `MAX_HEADER_LINES` non-blank
/// lines, each continuing the one before (no quote in between, no sentence ended).
/// Yields the joined text and the end (exclusive) after each line.
fn spans_from(lines: &[&str], start: usize) -> Vec<(String, usize)> {
    let mut spans = Vec::new();
    let mut joined = String::new();
    let mut j = start;
    for count in 0..MAX_HEADER_LINES {
        if count > 0 {
            let previous = lines[j - 1];
            if previous.trim_end().ends_with([':', '：']) || ends_sentence(previous) {
                break;
            }
            // Blank lines inside a header only where an address was broken out of it.
            let mut k = j;
            while k < lines.len() && is_blank(lines[k]) && k - j < 2 {
                k += 1;
            }
            if k > j && !(k < lines.len() && continues_after_blank(lines[k])) {
                break;
            }
            j = k;
        }
        let Some(line) = lines.get(j) else { break };
        if is_blank(line)
            || line.chars().count() > MAX_HEADER_LINE_CHARS
            || (is_quote(line) && !(count > 0 && is_address_tail(line)))
        {
            break;
        }
        let part = line.trim();
        // An address broken over lines is joined back without a space inside it.
        if count > 0 && !(joined.ends_with(['<', '(', '[']) || part.starts_with(['>', ')', ']'])) {
            joined.push(' ');
        }
        joined.push_str(part);
        j += 1;
        spans.push((clean(&joined), j));
    }
    spans
}

/// A header as the patterns see it: invisible marks removed, whitespace collapsed.
fn clean(text: &str) -> String {
    let visible: String = text
        .chars()
        .filter(|&c| !crate::invisible::is_invisible(c))
        .collect();
    visible.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn ends_with_colon(text: &str) -> bool {
    text.trim_end_matches(|c: char| c.is_whitespace() || "-*_=~#".contains(c))
        .ends_with([':', '：'])
}

/// How sure the joined text is a reply header, and in which language. `above_history`
/// says whether a quote or a copied header block follows (which makes looser forms
/// count); `by_shape` whether its lines fold as a client folds a header, which the
/// forms found by their shape alone need.
fn classify(
    text: &str,
    above_history: bool,
    by_shape: bool,
) -> Option<(Tier, Option<QuoteLanguage>)> {
    let has_at = text.contains('@');
    let colon = ends_with_colon(text);
    // Every form ends with a colon or names an address; prose rarely does either.
    if !(colon || has_at) {
        return None;
    }
    let has_digit = text.bytes().any(|b| b.is_ascii_digit());
    if (has_digit || has_at)
        && let Some(language) = LED.find(text)
    {
        return Some((Tier::Led, Some(language)));
    }
    let dated = has_digit && DATE_OR_TIME.is_match(text);
    if dated {
        if let Some(language) = DATED.find(text) {
            return Some((Tier::Dated, Some(language)));
        }
        if DATE_SENDER.is_match(text) {
            // A year alone is no date: "In 2024 I played 20 games against a@b.org:".
            if colon && shape::has_time_or_numeric_date(text) {
                return Some((Tier::Dated, None));
            }
            if above_history {
                return Some((Tier::Loose, None));
            }
        }
    }
    if has_at && let Some(language) = NAME_ADDRESS_VERB.find(text) {
        return Some((Tier::NameAddress, Some(language)));
    }
    // "Στις Δευ 15 Ιαν 2024 στις 10:42, η Alice <alice@example.org> έγραψε:".
    if by_shape && has_at && shape::is_address_header(text) {
        return Some((Tier::Dated, None));
    }
    if above_history && colon {
        if let Some(language) = VERB_AT_END.find(text) {
            return Some((Tier::Loose, Some(language)));
        }
        // Custom headers such as mutt's "* Anna <anna@example.org> [2024-01-21 09:12]:",
        // and a name with a date and a time ("Στις 15/1/2024 10:42, ο/η Alice έγραψε:");
        // a date alone is the player's ("My move for 15.01:").
        if has_at || (by_shape && shape::is_dated_header(text)) {
            return Some((Tier::Loose, None));
        }
    }
    None
}

/// Whether lines `start..end` fold as clients fold a long header: every line but the
/// last is long, or breaks at an address. A short line of the player directly above a
/// header ("See you at 10:00") is thus not read as its first line.
fn folds_like_a_header(lines: &[&str], start: usize, end: usize) -> bool {
    let parts: Vec<usize> = (start..end).filter(|&k| !is_blank(lines[k])).collect();
    parts.windows(2).all(|pair| {
        lines[pair[0]].trim().chars().count() >= shape::MIN_FOLDED_LINE_CHARS
            || continues_line_above(lines, pair[1])
            || lines[pair[0]].trim_end().ends_with(['<', '(', '['])
            || is_address_tail(lines[pair[1]])
    })
}

/// How sure lines `start..end`, joined into `text`, are a reply header.
fn classify_span(
    lines: &[&str],
    start: usize,
    end: usize,
    text: &str,
    above_history: bool,
) -> Option<(Tier, Option<QuoteLanguage>)> {
    classify(text, above_history, folds_like_a_header(lines, start, end))
}

/// Whether a quote (`>` or `|`) or a copied message (a separator or a header block)
/// follows line `end - 1`, after blank lines.
fn history_follows(lines: &[&str], end: usize) -> bool {
    next_non_blank(lines, end).is_some_and(|j| {
        is_quote(lines[j]) || is_bar_quote(lines[j]) || copy_starts_at(lines, j).is_some()
    })
}

/// The reply header that starts at line `start`, if one does. Of the spans from there,
/// the surest wins, the longest among equals (a folded header's last line completes it);
/// a header that also matches as strongly from a later line starts there instead, so a
/// paragraph of the player directly above the header stays the player's.
pub(super) fn attribution_at(lines: &[&str], start: usize) -> Option<Attribution> {
    // Every header ends with a colon or names an address: most lines are ruled out here,
    // before any text is joined or matched.
    let window = &lines[start..lines.len().min(start + HEADER_WINDOW)];
    if !window
        .iter()
        .any(|line| line.contains('@') || line.trim_end().ends_with([':', '：']))
    {
        return None;
    }
    let mut best: Option<Attribution> = None;
    for (text, end) in spans_from(lines, start) {
        let above_history = history_follows(lines, end);
        let Some((tier, language)) = classify_span(lines, start, end, &text, above_history) else {
            continue;
        };
        if !tier.is_certain() && !above_history {
            continue;
        }
        if best.is_none_or(|b| tier >= b.tier) {
            best = Some(Attribution {
                start,
                end,
                tier,
                language,
            });
        }
    }
    let found = best?;
    let above_history = history_follows(lines, found.end);
    let later_is_as_sure = (start + 1..found.end)
        .filter(|&later| !continues_line_above(lines, later))
        .any(|later| {
            spans_from(lines, later)
                .into_iter()
                .filter(|(_, end)| *end == found.end)
                .filter_map(|(text, end)| classify_span(lines, later, end, &text, above_history))
                .any(|(tier, _)| tier >= found.tier)
        });
    (!later_is_as_sure).then_some(found)
}

/// The reply header that ends at line `last` (inclusive), directly above a quote or our
/// own text: the surest, the shortest among equals.
pub(super) fn attribution_ending_at(lines: &[&str], last: usize) -> Option<Attribution> {
    let mut best: Option<Attribution> = None;
    let first = last.saturating_sub(MAX_HEADER_LINES + 2);
    for start in (first..=last).rev() {
        let Some((text, _)) = spans_from(lines, start)
            .into_iter()
            .find(|(_, end)| *end == last + 1)
        else {
            continue;
        };
        if let Some((tier, language)) = classify_span(lines, start, last + 1, &text, true)
            && best.is_none_or(|b| tier > b.tier)
        {
            best = Some(Attribution {
                start,
                end: last + 1,
                tier,
                language,
            });
        }
    }
    best
}

/// What starts a copied message at a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CopyStart {
    /// "-----Original Message-----", "Begin forwarded message:"; no language for one
    /// found by its shape ("-------- Αρχικό μήνυμα --------" above a header).
    Separator(Option<QuoteLanguage>),
    /// From:/Sent:/To:/Subject: (an underscore line above it included); no language for
    /// one found by its shape.
    HeaderBlock(Option<QuoteLanguage>),
}

/// Whether line `i` starts a copied message: a separator line, an underscore line above
/// a header block, or a header block; the tables' forms first, then the shapes.
pub(super) fn copy_starts_at(lines: &[&str], i: usize) -> Option<CopyStart> {
    let line = lines[i];
    let trimmed = line.trim();
    if trimmed.is_empty() {
        return None;
    }
    // A separator with the whole header run onto its line is longer than any other.
    if trimmed.chars().count() > 200 {
        return shape::separator_at(lines, i).map(CopyStart::Separator);
    }
    if may_be_separator(trimmed)
        && trimmed.chars().any(char::is_alphabetic)
        && let Some(language) = SEPARATOR.find(trimmed)
    {
        return Some(CopyStart::Separator(Some(language)));
    }
    if trimmed.ends_with([':', '：'])
        && let Some(language) = FORWARDED.find(trimmed)
    {
        return Some(CopyStart::Separator(Some(language)));
    }
    if let Some(language) = shape::separator_at(lines, i) {
        return Some(CopyStart::Separator(language));
    }
    if is_underscore_line(line) {
        return next_non_blank(lines, i + 1)
            .and_then(|j| any_header_block_at(lines, j))
            .map(CopyStart::HeaderBlock);
    }
    any_header_block_at(lines, i).map(CopyStart::HeaderBlock)
}

/// A header block at line `i` by the tables' field names, or else by its shape: the
/// language when a table names enough of its fields.
fn any_header_block_at(lines: &[&str], i: usize) -> Option<Option<QuoteLanguage>> {
    if let Some(language) = header_block_at(lines, i) {
        return Some(Some(language));
    }
    let end = shape::header_block_at(lines, i)?;
    let block = &lines[i..end];
    let known = block.iter().filter(|line| field_of(line).is_some()).count();
    Some((known >= 2).then(|| block_language(block.iter().copied())))
}

/// Outlook's rule above a copied header block: `________________________________`.
pub(super) fn is_underscore_line(line: &str) -> bool {
    let line = line.trim();
    line.len() >= 8 && line.bytes().all(|b| b == b'_')
}

/// A line of decoration only (`====`, `***`, `-----`), which clients put above history.
pub(super) fn is_decoration(line: &str) -> bool {
    let line = line.trim();
    line.chars().count() >= 3 && line.chars().all(|c| "-_=*~#+".contains(c))
}

/// The language of a copied message's header block starting at line `i`: at least three
/// different fields, among them the sender and the subject or date, in consecutive lines
/// (a wrapped field may take up to two more lines).
pub(super) fn header_block_at(lines: &[&str], i: usize) -> Option<QuoteLanguage> {
    let first = field_of(lines.get(i)?)?;
    if !matches!(first, Field::From | Field::Date) {
        return None;
    }
    let mut seen = vec![first];
    let mut continuations = 0;
    let mut end = i + 1;
    for line in lines.iter().skip(i + 1).take(10) {
        if is_blank(line) {
            break;
        }
        match field_of(line) {
            Some(field) => {
                if !seen.contains(&field) {
                    seen.push(field);
                }
            }
            None if continuations < 2 => continuations += 1,
            None => break,
        }
        end += 1;
    }
    let is_block = seen.contains(&Field::From)
        && (seen.contains(&Field::Subject) || seen.contains(&Field::Date))
        && seen.len() >= 3;
    is_block.then(|| block_language(lines[i..end].iter().copied()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<&str> {
        text.split('\n').collect()
    }

    #[test]
    fn sentences_and_abbreviations() {
        assert!(ends_sentence("I will be back at the computer."));
        assert!(ends_sentence("Really?"));
        assert!(!ends_sentence("Am Mo., 1. Jan."));
        assert!(!ends_sentence("man. 15. jan. 2024 kl."));
        assert!(!ends_sentence("On Mon, Jan 1, 2024 at"));
    }

    #[test]
    fn the_header_starts_below_a_paragraph_of_the_player() {
        let text = lines(
            "Fine by me. I will look at the ending more closely when I\nhave an evening free.\nOn Jan 15, 2024 9:12 AM, \"Anna\" <a@example.org> wrote:\n\n> quoted",
        );
        assert_eq!(attribution_at(&text, 0), None);
        assert_eq!(attribution_at(&text, 1), None);
        let found = attribution_at(&text, 2).expect("header");
        assert_eq!((found.start, found.end, found.tier), (2, 3, Tier::Led));

        let text =
            lines("On second thought I play e4\nOn Mon, Jan 1, 2024 at 10:00 AM x wrote:\n> q");
        assert_eq!(attribution_at(&text, 0), None);
        assert!(attribution_at(&text, 1).is_some());
    }

    #[test]
    fn a_folded_header_is_taken_whole() {
        let text =
            lines("On Mon, Jan 1, 2024 at\n10:00 AM pawnpost\n<pawnpost@example.org> wrote:\n> q");
        let found = attribution_at(&text, 0).expect("header");
        assert_eq!((found.start, found.end), (0, 3));
        let found = attribution_ending_at(&text, 2).expect("header");
        assert_eq!((found.start, found.end), (0, 3));

        let text =
            lines("man. 15. jan. 2024 kl. 09:12 skrev pawnpost <p@example.org\n>:\n\n> Din tur.");
        let found = attribution_at(&text, 0).expect("header");
        assert_eq!(
            (found.end, found.language),
            (2, Some(QuoteLanguage::Danish))
        );
    }
}
