//! Finding what the player wrote: quoted history and signatures removed.
//!
//! Mail clients quote in many ways. Lines starting with `>` are quotes wherever they
//! stand, so text written *below* a quote (bottom-posting, or a move written under the
//! quoted board) is kept. A reply header ("On … wrote:", "Am … schrieb …:", "Le … a
//! écrit :", in one line or wrapped over up to three) is removed with the quote it
//! introduces; when no `>` quote follows it, the client copied the history unquoted
//! (Outlook style) and everything from the header on is history. Separator lines
//! ("-----Original Message-----", "Begin forwarded message:"), Outlook's header blocks
//! (From:/Sent:/To:/Subject: and their German and French forms, with or without an
//! underscore line above) and signatures (`-- `, "Sent from my iPhone", …) end the
//! player's text.
//!
//! Known failures of other trimmers are avoided on purpose: a lone line starting with
//! "From:" in the player's text is no header block (the block's shape is required),
//! numbered lines ("1.") are text, and a wrapped "On …\nwrote:" is still a header.

use std::sync::LazyLock;

use regex::Regex;

use super::pawnpost_text;

/// The player's own text of a mail, and what was cut from it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Trimmed {
    /// The text the player wrote: lines joined by `\n`, trailing spaces removed, runs of
    /// blank lines collapsed to one, no blank lines at either end.
    pub body: String,
    /// The mail had quoted history but the player wrote nothing besides it.
    pub quoted_only: bool,
    /// Some quoted history (quotes, reply headers, copied messages) was removed.
    pub had_quote: bool,
    /// The signature that was cut off, if any (without its separator line).
    pub signature: Option<String>,
}

/// Removes quoted history, reply headers and signatures from a mail's text.
///
/// Trimming is repeated until nothing more changes, so `trim_reply(&t.body).body ==
/// t.body` for any result `t`: removing a quote can join lines into a reply header
/// that a second look removes too.
///
/// ```
/// use pawnpost::command::trim::trim_reply;
/// let text = "Nf3\n\nOn Mon, Jan 1, 2024 at 10:00 AM pawnpost <pawnpost@example.org>\nwrote:\n> Your move.\n";
/// let trimmed = trim_reply(text);
/// assert_eq!(trimmed.body, "Nf3");
/// assert!(trimmed.had_quote);
/// ```
pub fn trim_reply(text: &str) -> Trimmed {
    // Each pass that changes the body removes at least one line, so this ends; the cap
    // only bounds the work on hostile input.
    const MAX_PASSES: usize = 16;
    let mut result = trim_once(text);
    for _ in 1..MAX_PASSES {
        let again = trim_once(&result.body);
        if again.body == result.body {
            break;
        }
        result.body = again.body;
        result.had_quote |= again.had_quote;
        if result.signature.is_none() {
            result.signature = again.signature;
        }
    }
    result.quoted_only = result.body.is_empty() && result.had_quote;
    result
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Own,
    Quote,
    History,
    Signature,
}

fn trim_once(text: &str) -> Trimmed {
    let normalized = text.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = normalized.split('\n').collect();
    let n = lines.len();
    let mut kinds = vec![Kind::Own; n];
    let mut signature_start = None;
    let mut indented_checked_until = 0;

    let mut i = 0;
    while i < n {
        let line = lines[i];
        if is_quote(line) {
            kinds[i] = Kind::Quote;
            i += 1;
            continue;
        }
        if let Some(len) = attribution_at(&lines, i) {
            kinds[i..i + len].fill(Kind::Quote);
            let after = i + len;
            match next_non_blank(&lines, after) {
                None => {
                    i = after;
                }
                Some(j) if is_quote(lines[j]) => {
                    i = after;
                }
                Some(j) if is_indented(lines[j]) => {
                    // A client that quotes by indentation: the indented block is the quote.
                    let end = indented_block_end(&lines, j);
                    kinds[after..end].fill(Kind::Quote);
                    i = end;
                }
                Some(_) => {
                    // Unquoted history below a reply header: all of it is history.
                    kinds[after..].fill(Kind::History);
                    break;
                }
            }
            continue;
        }
        if is_separator(&lines, i) {
            kinds[i..].fill(Kind::History);
            break;
        }
        if is_indented(line) && i >= indented_checked_until {
            let end = indented_block_end(&lines, i);
            if lines[i..end].iter().any(|l| looks_like_pawnpost(l)) {
                // pawnpost's own mail quoted back by indentation, without any header.
                kinds[i..end].fill(Kind::Quote);
                i = end;
                continue;
            }
            // The player's own indented text: look at each block once, not per line.
            indented_checked_until = end;
        }
        if is_signature_separator(line) {
            kinds[i..].fill(Kind::Signature);
            signature_start = Some(i + 1);
            break;
        }
        if is_mobile_signature(line) {
            kinds[i..].fill(Kind::Signature);
            signature_start = Some(i);
            break;
        }
        i += 1;
    }

    let had_quote = lines
        .iter()
        .zip(&kinds)
        .any(|(line, kind)| matches!(kind, Kind::Quote | Kind::History) && !line.trim().is_empty());
    let body = join_lines(
        lines
            .iter()
            .zip(&kinds)
            .filter(|(_, kind)| **kind == Kind::Own)
            .map(|(line, _)| *line),
    );
    let signature = signature_start
        .map(|start| {
            // The signature ends where quoted history below it begins.
            let start = start.min(n);
            let end = (start..n)
                .find(|&j| {
                    is_quote(lines[j])
                        || attribution_at(&lines, j).is_some()
                        || is_separator(&lines, j)
                })
                .unwrap_or(n);
            join_lines(lines[start..end].iter().copied())
        })
        .filter(|sig| !sig.is_empty());
    Trimmed {
        quoted_only: body.is_empty() && had_quote,
        body,
        had_quote,
        signature,
    }
}

/// Joins lines the way `Trimmed::body` promises.
fn join_lines<'a>(lines: impl Iterator<Item = &'a str>) -> String {
    let mut out: Vec<&str> = Vec::new();
    for line in lines {
        let line = line.trim_end();
        if line.is_empty() && out.last().is_none_or(|last| last.is_empty()) {
            continue;
        }
        out.push(line);
    }
    while out.last().is_some_and(|last| last.is_empty()) {
        out.pop();
    }
    out.join("\n")
}

fn is_quote(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

fn is_indented(line: &str) -> bool {
    (line.starts_with('\t') || line.starts_with("  ")) && !line.trim().is_empty()
}

fn next_non_blank(lines: &[&str], from: usize) -> Option<usize> {
    (from..lines.len()).find(|&j| !lines[j].trim().is_empty())
}

/// The end (exclusive) of the indented block starting at `start`: blank lines inside it
/// belong to it, the first non-blank line that is not indented ends it.
fn indented_block_end(lines: &[&str], start: usize) -> usize {
    let mut end = start;
    let mut j = start;
    while j < lines.len() {
        if is_indented(lines[j]) {
            end = j + 1;
        } else if !lines[j].trim().is_empty() {
            break;
        }
        j += 1;
    }
    end
}

/// A line only pawnpost writes: its subject tag or a rank of its ASCII board.
fn looks_like_pawnpost(line: &str) -> bool {
    line.to_lowercase().contains("[pawnpost #") || pawnpost_text::is_board_rank(line)
}

/// Every regex here is a literal; compiling a literal that is known to be valid cannot
/// fail, so `expect` states a proven invariant.
fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("valid regex literal")
}

/// Reply headers that are certain on their own: they start with the language's
/// "On"/"Am"/"Le", end with its "wrote:", and carry a date (a digit). Unbounded `.+`
/// keeps the automaton small; `attribution_at` bounds the length instead.
static ATTRIBUTION: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?ix)^(
            on\b.+\bwrote\s*:
          | am\b.+\bschrieb\b.*:
          | .+\bhat\s+am\b.+\bgeschrieben\s*:
          | le\b.+\ba\s+[ée]crit\s*:
        )$",
    )
});

/// Any line ending like a reply header; only trusted when a `>` quote follows.
static ATTRIBUTION_LOOSE: LazyLock<Regex> =
    LazyLock::new(|| regex(r"(?i)^.+\b(wrote|writes|schrieb|geschrieben|a\s+[ée]crit)\s*:$"));

/// Lines that separate the reply from a copied or forwarded message.
static SEPARATOR: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?ix)^\s*(
            -{2,}\s*(original\s+message|original-nachricht|originalnachricht
                    |urspr[üu]ngliche\s+nachricht|message\s+d'origine|forwarded\s+message
                    |weitergeleitete\s+nachricht|message\s+transf[ée]r[ée])\s*-{2,}
          | (begin\s+forwarded\s+message|anfang\s+der\s+weitergeleiteten\s+nachricht
            |d[ée]but\s+du\s+message\s+r[ée]exp[ée]di[ée])\s*:
        )\s*$",
    )
});

static UNDERSCORE_LINE: LazyLock<Regex> = LazyLock::new(|| regex(r"^\s*_{8,}\s*$"));

/// A header line of a copied message, as Outlook, GMX, web.de and Apple Mail write it
/// (`From:`, `*From:*`, `De :` …); the capture names the field.
static HEADER_FIELD: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?i)^\s*\*?\s*(from|sent|date|to|cc|bcc|subject|reply-to|von|gesendet|datum|an|kopie|betreff|de|envoy[ée]|[àa]|objet)\s*\*?\s*:",
    )
});

/// Signatures that phone and web clients add by themselves.
static MOBILE_SIGNATURE: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?ix)^(
            sent\s+from\s+my\s+\S.*
          | sent\s+from\s+(outlook|mail\s+for\s+windows|yahoo\s+mail|samsung|gmail|aol|proton\s*mail)\b.*
          | sent\s+with\s+proton\s*mail.*
          | get\s+outlook\s+for\s+(ios|android).*
          | von\s+meinem\s+.+\s+gesendet\.?
          | gesendet\s+(von|mit)\s+.+
          | diese\s+nachricht\s+wurde\s+von\s+meinem\s+.+\s+gesendet\.?
          | envoy[ée]\s+(de\s+mon|depuis|[àa]\s+partir\s+de)\s+.+
          | t[ée]l[ée]charger\s+outlook\s+pour\s+.+
        )$",
    )
});

/// A phone or web client's own signature line; these are short, which also keeps a
/// long line of prose from matching.
fn is_mobile_signature(line: &str) -> bool {
    let line = line.trim();
    line.len() <= 120 && MOBILE_SIGNATURE.is_match(line)
}

/// `-- ` (RFC 3676 §4.3), and `--` from clients that strip trailing spaces.
fn is_signature_separator(line: &str) -> bool {
    line.trim_end() == "--"
}

/// The number of lines (1 to 3) of a reply header starting at line `i`, if one does.
fn attribution_at(lines: &[&str], i: usize) -> Option<usize> {
    let first = lines.get(i)?.trim();
    if first.is_empty() || first.chars().count() > 400 {
        return None;
    }
    let mut joined = String::from(first);
    for len in 1..=3 {
        if len > 1 {
            let next = lines.get(i + len - 1)?.trim();
            if next.is_empty() || is_quote(next) {
                return None;
            }
            joined.push(' ');
            joined.push_str(next);
        }
        if ATTRIBUTION.is_match(&joined) && joined.bytes().any(|b| b.is_ascii_digit()) {
            return Some(len);
        }
        // Looser forms only count directly above a quote: "Name wrote:", and custom
        // ones ending in a colon that name an address or a date, like mutt's
        // "* Name <addr> [2024-01-21 09:12 +0100]:".
        let custom = joined.ends_with(':')
            && (joined.contains('@') || joined.bytes().any(|b| b.is_ascii_digit()));
        if (ATTRIBUTION_LOOSE.is_match(&joined) || custom)
            && next_non_blank(lines, i + len).is_some_and(|j| is_quote(lines[j]))
        {
            return Some(len);
        }
    }
    None
}

/// Whether line `i` starts a copied message: a separator line, an underscore line
/// above a header block, or a header block.
fn is_separator(lines: &[&str], i: usize) -> bool {
    let line = lines[i];
    if SEPARATOR.is_match(line) {
        return true;
    }
    if UNDERSCORE_LINE.is_match(line) {
        return next_non_blank(lines, i + 1).is_some_and(|j| header_block_at(lines, j));
    }
    header_block_at(lines, i)
}

/// Whether a copied message's header block starts at line `i`: at least three
/// different fields, among them the sender and the subject or date, in consecutive
/// lines (a wrapped field may take one more line).
fn header_block_at(lines: &[&str], i: usize) -> bool {
    #[derive(PartialEq, Eq, Clone, Copy)]
    enum Field {
        From,
        Date,
        To,
        Cc,
        Subject,
        Other,
    }
    let field_of = |line: &str| -> Option<Field> {
        let name = HEADER_FIELD.captures(line)?.get(1)?.as_str().to_lowercase();
        Some(match name.as_str() {
            "from" | "von" | "de" => Field::From,
            "sent" | "date" | "gesendet" | "datum" | "envoyé" | "envoye" => Field::Date,
            "to" | "an" | "à" | "a" => Field::To,
            "cc" | "bcc" | "kopie" => Field::Cc,
            "subject" | "betreff" | "objet" => Field::Subject,
            _ => Field::Other,
        })
    };
    let Some(first) = lines.get(i).and_then(|line| field_of(line)) else {
        return false;
    };
    if !matches!(first, Field::From | Field::Date) {
        return false;
    }
    let mut seen = vec![first];
    let mut continuations = 0;
    for line in lines.iter().skip(i + 1).take(8) {
        if line.trim().is_empty() {
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
    }
    seen.contains(&Field::From)
        && (seen.contains(&Field::Subject) || seen.contains(&Field::Date))
        && seen.len() >= 3
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(text: &str) -> String {
        trim_reply(text).body
    }

    #[test]
    fn plain_text_stays() {
        assert_eq!(body("Nf3\n\nNice move!\n"), "Nf3\n\nNice move!");
        assert_eq!(body("\n\n  e4  \n\n\n\nbye\n\n"), "  e4\n\nbye");
    }

    #[test]
    fn quoted_lines_go_at_any_depth() {
        assert_eq!(body("e4\n> Your move\n> > older\n>> oldest\n"), "e4");
    }

    #[test]
    fn bottom_posted_text_is_kept() {
        let text = "On Mon, 1 Jan 2024 10:00:00 +0100, pawnpost wrote:\n\
                    > 8 | r n b q k b n r |\n> Your move.\n\nNf3\n\nThanks, Anna\n";
        assert_eq!(body(text), "Nf3\n\nThanks, Anna");
    }

    #[test]
    fn interleaved_replies_keep_every_own_part() {
        let text = "> Do you offer a draw?\nNo.\n> Your move.\nNf3\n";
        assert_eq!(body(text), "No.\nNf3");
    }

    #[test]
    fn english_reply_headers_in_one_two_or_three_lines() {
        for header in [
            "On Mon, Jan 1, 2024 at 10:00 AM pawnpost <pawnpost+1-abcdefghijklmnop@example.org> wrote:",
            "On Mon, Jan 1, 2024 at 10:00 AM pawnpost <pawnpost+1-abcdefghijklmnop@example.org>\nwrote:",
            "On Mon, Jan 1, 2024 at 10:00 AM pawnpost <\npawnpost+1-abcdefghijklmnop@example.org> wrote:",
            "On Mon, Jan 1, 2024 at\n10:00 AM pawnpost\n<pawnpost@example.org> wrote:",
            "On 1 Jan 2024, at 10:00, pawnpost <pawnpost@example.org> wrote:",
            "On 01/01/2024 10:00, pawnpost wrote:",
        ] {
            let text = format!("e4\n\n{header}\n\n> Your move.\n");
            let trimmed = trim_reply(&text);
            assert_eq!(trimmed.body, "e4", "{header}");
            assert!(trimmed.had_quote);
        }
    }

    #[test]
    fn german_and_french_reply_headers() {
        for header in [
            "Am 01.01.2024 um 10:00 schrieb pawnpost <pawnpost@example.org>:",
            "Am Mo., 1. Jan. 2024 um 10:00 Uhr schrieb pawnpost <\npawnpost@example.org>:",
            "pawnpost <pawnpost@example.org> hat am 01.01.2024 10:00 geschrieben:",
            "Le 1 janv. 2024 à 10:00, pawnpost <pawnpost@example.org> a écrit :",
            "Le lun. 1 janv. 2024 à 10:00, pawnpost <pawnpost@example.org> a\nécrit :",
        ] {
            let text = format!("Sf3\n\n{header}\n> Ihr Zug.\n");
            assert_eq!(body(&text), "Sf3", "{header}");
        }
    }

    #[test]
    fn custom_attributions_above_a_quote() {
        let text =
            "* pawnpost <pawnpost@example.org> [2024-01-21 09:12 +0100]:\n> Your move.\n\nNxe4\n";
        assert_eq!(body(text), "Nxe4");
        // Without a quote below, a line ending in a colon is the player's.
        assert_eq!(body("My move at 10:\nNxe4\n"), "My move at 10:\nNxe4");
    }

    #[test]
    fn a_header_without_a_quote_below_cuts_the_rest() {
        let text = "e4\n\nOn Mon, Jan 1, 2024 at 10:00 AM pawnpost wrote:\n\nYour move.\nReply with e.g. Nf3\n";
        assert_eq!(body(text), "e4");
    }

    #[test]
    fn indentation_quotes_after_a_header() {
        let text = "On Mon, Jan 1, 2024 at 10:00 AM pawnpost wrote:\n\
                    \t8 | r n b q k b n r |\n\n\tReply with your move, e.g. Nf3, or: Resign\n\nd4\n";
        assert_eq!(body(text), "d4");
    }

    #[test]
    fn indented_pawnpost_text_without_header() {
        let text = "Nc6\n\n    [pawnpost #4] Your move\n    8 | r n b q k b n r |\n    Resign\n";
        assert_eq!(body(text), "Nc6");
    }

    #[test]
    fn outlook_separators_cut_the_rest() {
        for separator in [
            "-----Original Message-----",
            "-----Ursprüngliche Nachricht-----",
            "-----Message d'origine-----",
            "-------- Original-Nachricht --------",
            "---------- Forwarded message ---------",
            "Begin forwarded message:",
        ] {
            let text = format!("e4\n{separator}\nFrom: pawnpost\nResign\n");
            assert_eq!(body(&text), "e4", "{separator}");
        }
    }

    #[test]
    fn outlook_header_blocks_cut_the_rest() {
        for block in [
            "From: pawnpost <pawnpost@example.org>\nSent: Monday, January 1, 2024 10:00 AM\nTo: Anna <anna@example.org>\nSubject: [pawnpost #1] Your move",
            "________________________________\nFrom: pawnpost <pawnpost@example.org>\nSent: Monday, January 1, 2024 10:00 AM\nTo: Anna\nSubject: RE: [pawnpost #1]",
            "Von: pawnpost [mailto:pawnpost@example.org]\nGesendet: Montag, 1. Januar 2024 10:00\nAn: Anna\nBetreff: AW: [pawnpost #1]",
            "Gesendet: Montag, 01. Januar 2024 um 10:00 Uhr\nVon: \"pawnpost\" <pawnpost@example.org>\nAn: anna@gmx.de\nBetreff: [pawnpost #1]",
            "De : pawnpost <pawnpost@example.org>\nEnvoyé : lundi 1 janvier 2024 10:00\nÀ : Anna\nObjet : RE: [pawnpost #1]",
            "*From:* pawnpost <pawnpost@example.org>\n*Sent:* Monday\n*To:* Anna\n*Subject:* x",
        ] {
            let text = format!("e4\n\n{block}\n\nYour move.\nResign\n");
            assert_eq!(body(&text), "e4", "{block}");
        }
    }

    #[test]
    fn a_from_line_of_the_player_is_text() {
        let text = "From: the look of it, e4 is best.\ne4\nTo: you, good luck\n";
        assert_eq!(body(text), text.trim_end());
    }

    #[test]
    fn numbered_lines_are_not_quotes() {
        let text = "1. I move e4\n2. I offer a draw\n";
        assert_eq!(body(text), text.trim_end());
    }

    #[test]
    fn signatures_are_cut() {
        let cases = [
            (
                "e4\n-- \nAnna Schmidt\nChess club\n",
                "Anna Schmidt\nChess club",
            ),
            ("e4\n--\nAnna\n", "Anna"),
            ("e4\n\nSent from my iPhone\n", "Sent from my iPhone"),
            (
                "e4\n\nSent from my Samsung Galaxy smartphone.\n",
                "Sent from my Samsung Galaxy smartphone.",
            ),
            (
                "e4\n\nVon meinem iPhone gesendet\n",
                "Von meinem iPhone gesendet",
            ),
            ("e4\n\nEnvoyé de mon iPhone\n", "Envoyé de mon iPhone"),
            (
                "e4\n\nGet Outlook for Android<https://aka.ms/AAb9ysg>\n",
                "Get Outlook for Android<https://aka.ms/AAb9ysg>",
            ),
        ];
        for (text, signature) in cases {
            let trimmed = trim_reply(text);
            assert_eq!(trimmed.body, "e4", "{text}");
            assert_eq!(trimmed.signature.as_deref(), Some(signature), "{text}");
        }
    }

    #[test]
    fn quotes_only() {
        let trimmed = trim_reply(
            "\nOn Mon, 1 Jan 2024, pawnpost wrote:\n> Your move.\n\nSent from my iPhone\n",
        );
        assert!(trimmed.quoted_only);
        assert_eq!(trimmed.body, "");
        let empty = trim_reply("  \n\n");
        assert!(!empty.quoted_only);
        assert!(!empty.had_quote);
    }

    #[test]
    fn removing_quotes_can_reveal_a_header() {
        let text = "e4\nOn 5 May pawnpost\n> x\nwrote:\n";
        let once = trim_reply(text);
        assert_eq!(once.body, "e4");
        assert_eq!(trim_reply(&once.body).body, once.body);
    }
}
