//! Finding what the player wrote: quoted history and signatures removed, and a record
//! of what was removed and why.
//!
//! The strongest signal is our own text: given what pawnpost sent to the player
//! ([`OwnTexts`]), a reply that carries it back — quoted, re-wrapped, converted from HTML
//! or pasted without any quote mark, under a header in any language — is cut from the
//! line that introduces it (a reply header, a separator, or a header block of
//! `Label: value` lines in any script, "Από:/Στάλθηκε:/Προς:/Θέμα:"). The tables, one
//! per language ([`QuoteLanguage`]), are the fallback that works without it, and the
//! shapes (`shape.rs`) the fallback for languages and clients no table knows: a header
//! naming an address after a date or time and ending in a colon, rules of dashes around
//! a title above a header, blocks of `Label: value` lines with an address and a dated
//! time. `shape.rs` states their exact rules and their known false positives.
//!
//! - Lines starting with `>` are quotes wherever they stand, so text written *below* a
//!   quote (bottom-posting, interleaved answers) is kept.
//! - A reply header ("On … wrote:", "Il giorno … ha scritto:", "ma 15. tammik. 2024
//!   klo 9.12 … kirjoitti:", "2024-01-01 10:00 GMT+01:00 Anna <…>:", in one line or
//!   folded over up to four) is removed with the quote it introduces; when no quote
//!   follows it, the client copied the history unquoted and everything from the header
//!   on is history. Only the header's own lines go: a paragraph of the player directly
//!   above it stays.
//! - Separator lines ("-----Original Message-----", "-------- Oprindelig besked
//!   --------", "Begin forwarded message:") and header blocks of copied messages
//!   (From:/Sent:/To:/Subject: in every table's language) end the player's text.
//! - Signatures (`-- `, "Sent from my iPhone", "Von meinem iPhone gesendet", "Inviato da
//!   iPhone", …) end it too.
//!
//! Known failures of other trimmers are avoided on purpose: a lone line starting with
//! "From:" in the player's text is no header block (the block's shape is required),
//! numbered lines ("1.") are text, and a header wrapped before "wrote:" is still a
//! header. A line with a date but no sender ("My move for 15.01:") stays the player's,
//! above a quote too, and so does a rule of dashes dividing the player's own text
//! ("-----", "----- My analysis -----" with no header below it).

mod headers;
mod languages;
mod own_text;
mod patterns;
mod shape;

use std::fmt;
use std::ops::Range;

pub use languages::QuoteLanguage;
pub use own_text::OwnTexts;

use headers::{
    CopyStart, attribution_at, attribution_ending_at, copy_starts_at, header_block_at,
    is_bar_quote, is_blank, is_decoration, is_quote, is_underscore_line, next_non_blank,
};
use patterns::SIGNATURE;

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
    /// What was removed, in the order of the text.
    pub cuts: Vec<Cut>,
}

/// One removed region of a mail's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    /// The region's lines, numbered from 0 as the input text is split at `\n`, `\r\n`
    /// or `\r` (blank lines inside it included).
    pub lines: Range<usize>,
    pub reason: CutReason,
}

/// The rule that removed a region of a mail's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CutReason {
    /// Lines starting with `>`.
    QuotePrefix,
    /// A quote by indentation or `|` below a reply header.
    QuoteBlock,
    /// A reply header ("On … wrote:"); no language for forms all languages share (a
    /// date and a sender only, or a custom header above a quote).
    AttributionLine { language: Option<QuoteLanguage> },
    /// The header block of a copied message (From:/Sent:/To:/Subject:); no language for
    /// one found by its shape ("Από:/Στάλθηκε:/Προς:/Θέμα:").
    HeaderBlock { language: Option<QuoteLanguage> },
    /// A separator line ("-----Original Message-----", "Begin forwarded message:"); no
    /// language for one found by its shape ("-------- Αρχικό μήνυμα --------").
    Separator { language: Option<QuoteLanguage> },
    /// A copied message without quote marks, below a reply header, separator or header
    /// block.
    History,
    /// A signature: below `-- ` (no language), or a line a mail app adds.
    Signature { language: Option<QuoteLanguage> },
    /// Text pawnpost sent (recognised from [`OwnTexts`] or our footer marker line).
    OwnText,
}

impl fmt::Display for CutReason {
    /// What an admin reads next to the cut lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CutReason::QuotePrefix => f.write_str("quoted with >"),
            CutReason::QuoteBlock => f.write_str("quoted by indentation or | below a reply header"),
            CutReason::AttributionLine {
                language: Some(language),
            } => write!(f, "reply header ({language})"),
            CutReason::AttributionLine { language: None } => f.write_str("reply header"),
            CutReason::HeaderBlock {
                language: Some(language),
            } => write!(f, "header block of a copied message ({language})"),
            CutReason::HeaderBlock { language: None } => {
                f.write_str("header block of a copied message")
            }
            CutReason::Separator {
                language: Some(language),
            } => write!(f, "separator of a copied or forwarded message ({language})"),
            CutReason::Separator { language: None } => {
                f.write_str("separator of a copied or forwarded message")
            }
            CutReason::History => f.write_str("copied message below a header or separator"),
            CutReason::Signature {
                language: Some(language),
            } => write!(f, "signature added by a mail app ({language})"),
            CutReason::Signature { language: None } => f.write_str("signature below --"),
            CutReason::OwnText => f.write_str("text pawnpost sent"),
        }
    }
}

/// The marker line that opens the footer of every mail pawnpost sends, in every
/// language; unquoted in a reply, it and what follows are ours. The letters write it
/// (`crate::letter::FOOTER_MARKER` is this constant).
pub const FOOTER_MARKER: &str = "-- pawnpost --";

/// `text` with every line ending as `\n`: split at `\n`, its lines are numbered as
/// [`Cut::lines`] numbers them.
pub fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// Removes quoted history, reply headers and signatures from a mail's text; `own` holds
/// what pawnpost sent to the player (empty when unknown).
///
/// Trimming is repeated until nothing more changes, so `trim_reply(&t.body, own).body ==
/// t.body` for any result `t`: removing a quote can join lines into a reply header
/// that a second look removes too.
///
/// ```
/// use pawnpost::command::trim::{CutReason, OwnTexts, QuoteLanguage, trim_reply};
///
/// let text = "Nf3\n\nIl giorno lun 1 gen 2024 alle ore 10:00 pawnpost <pawnpost@example.org>\nha scritto:\n> Your move.\n";
/// let trimmed = trim_reply(text, &OwnTexts::new());
/// assert_eq!(trimmed.body, "Nf3");
/// assert_eq!(trimmed.cuts[0].lines, 2..4);
/// assert_eq!(
///     trimmed.cuts[0].reason,
///     CutReason::AttributionLine { language: Some(QuoteLanguage::Italian) }
/// );
/// assert_eq!(trimmed.cuts[1].reason, CutReason::QuotePrefix);
/// ```
pub fn trim_reply(text: &str, own: &OwnTexts) -> Trimmed {
    // Each pass that changes the body removes at least one line, so this ends; the cap
    // only bounds the work on hostile input.
    const MAX_PASSES: usize = 16;
    let normalized = normalize_newlines(text);
    let all: Vec<&str> = normalized.split('\n').map(str::trim_end).collect();
    let mut reasons: Vec<Option<CutReason>> = vec![None; all.len()];
    let mut kept = collapse(&all, 0..all.len());
    let mut signature = None;
    for _ in 0..MAX_PASSES {
        let lines: Vec<&str> = kept.iter().map(|&i| all[i]).collect();
        let pass = scan(&lines, own);
        if pass.cuts.iter().all(Option::is_none) {
            break;
        }
        if signature.is_none() {
            signature = pass
                .signature
                .map(|range| join_lines(lines[range].iter().copied()))
                .filter(|sig| !sig.is_empty());
        }
        for (k, reason) in pass.cuts.iter().enumerate() {
            if reason.is_some() {
                reasons[kept[k]] = *reason;
            }
        }
        let remaining: Vec<usize> = kept
            .iter()
            .zip(&pass.cuts)
            .filter(|(_, reason)| reason.is_none())
            .map(|(&i, _)| i)
            .collect();
        kept = collapse(&all, remaining.into_iter());
    }

    let body = kept.iter().map(|&i| all[i]).collect::<Vec<_>>().join("\n");
    let had_quote = reasons.iter().zip(&all).any(|(reason, line)| {
        reason.is_some_and(|r| !matches!(r, CutReason::Signature { .. })) && !line.is_empty()
    });
    Trimmed {
        quoted_only: body.is_empty() && had_quote,
        body,
        had_quote,
        signature,
        cuts: regions(&all, &reasons),
    }
}

/// Line indices as the body shows them: no blank lines at either end, runs of blank
/// lines collapsed to one.
fn collapse(all: &[&str], indices: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for i in indices {
        if all[i].is_empty() && out.last().is_none_or(|&last| all[last].is_empty()) {
            continue;
        }
        out.push(i);
    }
    while out.last().is_some_and(|&last| all[last].is_empty()) {
        out.pop();
    }
    out
}

/// Consecutive lines cut for the same reason, as regions (blank lines between two
/// parts of one region belong to it).
fn regions(all: &[&str], reasons: &[Option<CutReason>]) -> Vec<Cut> {
    let mut cuts: Vec<Cut> = Vec::new();
    for (i, reason) in reasons.iter().enumerate() {
        let Some(reason) = *reason else { continue };
        if let Some(last) = cuts.last_mut()
            && last.reason == reason
            && (last.lines.end..i).all(|k| all[k].is_empty())
        {
            last.lines.end = i + 1;
            continue;
        }
        cuts.push(Cut {
            lines: i..i + 1,
            reason,
        });
    }
    // A region ends with its last non-blank line; blank lines alone are no region.
    cuts.retain(|cut| cut.lines.clone().any(|k| !all[k].is_empty()));
    for cut in &mut cuts {
        while all[cut.lines.end - 1].is_empty() {
            cut.lines.end -= 1;
        }
    }
    cuts
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

/// What one pass over the lines decided.
struct Pass {
    /// Per line: why it is cut, or `None` when it is the player's.
    cuts: Vec<Option<CutReason>>,
    /// The lines of the signature (without its separator), when one was cut.
    signature: Option<Range<usize>>,
}

/// Marks `range` with `reason`, leaving lines already marked as they are.
fn fill(cuts: &mut [Option<CutReason>], range: Range<usize>, reason: CutReason) {
    for cut in &mut cuts[range] {
        cut.get_or_insert(reason);
    }
}

/// Everything from `start` on is copied history: the lines that start it keep their
/// reason, a decoration line right above (`====`, `*****`) goes with them.
fn cut_to_end(lines: &[&str], cuts: &mut [Option<CutReason>], start: usize) {
    let n = lines.len();
    fill(cuts, start..n, CutReason::History);
    let mut k = start;
    for _ in 0..3 {
        let Some(above) = k.checked_sub(1) else { break };
        if cuts[above].is_some() {
            break;
        }
        if is_decoration(lines[above]) {
            cuts[above] = Some(CutReason::History);
        } else if !is_blank(lines[above]) {
            break;
        }
        k = above;
    }
}

fn scan(lines: &[&str], own: &OwnTexts) -> Pass {
    let n = lines.len();
    let mut cuts: Vec<Option<CutReason>> = vec![None; n];
    let limit = if own.is_empty() {
        n
    } else {
        mark_own_text(lines, own, &mut cuts)
    };
    let mut signature = None;
    let mut indented_checked_until = 0;
    // Below a signature, everything is cut: quotes and headers for what they are, the
    // rest as history.
    let mut below_signature = false;

    let mut i = 0;
    while i < limit {
        if cuts[i].is_some() {
            i += 1;
            continue;
        }
        let line = lines[i];
        if is_quote(line) || is_wrapped_quote_line(lines, i) {
            cuts[i] = Some(CutReason::QuotePrefix);
            i += 1;
            continue;
        }
        if line.trim() == FOOTER_MARKER {
            fill(&mut cuts, i..n, CutReason::OwnText);
            break;
        }
        if let Some(header) = attribution_at(lines, i) {
            let reason = CutReason::AttributionLine {
                language: header.language,
            };
            fill(&mut cuts, header.start..header.end, reason);
            let after = header.end;
            // Zoho's "---- On … wrote ----" and Yahoo's "--- On … wrote:" head top-posted
            // history, whatever its quoting.
            let decorated = lines[header.start].trim_start().starts_with("--");
            match next_non_blank(lines, after) {
                None => i = after,
                Some(_) if decorated => {
                    cut_to_end(lines, &mut cuts, header.start);
                    break;
                }
                Some(j) if is_quote(lines[j]) => i = after,
                Some(j) if is_indented(lines[j]) || is_bar_quote(lines[j]) => {
                    // A client that quotes by indentation or `|`: that block is the quote
                    // (its lines indented by any amount, as HTML conversions leave them).
                    let end = if is_indented(lines[j]) {
                        block_end(lines, j, |l| {
                            l.starts_with(char::is_whitespace) || is_blank(l)
                        })
                    } else {
                        block_end(lines, j, is_bar_quote)
                    };
                    fill(&mut cuts, after..end, CutReason::QuoteBlock);
                    i = end;
                }
                Some(_) => {
                    // Unquoted history below a reply header: all of it is history.
                    cut_to_end(lines, &mut cuts, header.start);
                    break;
                }
            }
            continue;
        }
        if let Some(copy) = copy_starts_at(lines, i) {
            let (reason, end) = match copy {
                CopyStart::Separator(language) => (CutReason::Separator { language }, i + 1),
                CopyStart::HeaderBlock(language) => {
                    let first_field = next_non_blank(lines, i + 1)
                        .filter(|_| is_underscore_line(lines[i]))
                        .unwrap_or(i);
                    (
                        CutReason::HeaderBlock { language },
                        block_end(lines, first_field, |l| !is_blank(l)),
                    )
                }
            };
            fill(&mut cuts, i..end, reason);
            cut_to_end(lines, &mut cuts, i);
            break;
        }
        if is_indented(line) && i >= indented_checked_until {
            let end = indented_block_end(lines, i);
            if lines[i..end].iter().any(|l| looks_like_pawnpost(l)) {
                // pawnpost's own mail quoted back by indentation, without any header.
                fill(&mut cuts, i..end, CutReason::OwnText);
                i = end;
                continue;
            }
            // The player's own indented text: look at each block once, not per line.
            indented_checked_until = end;
        }
        if below_signature {
            if !is_blank(line) {
                cuts[i] = Some(CutReason::History);
            }
            i += 1;
            continue;
        }
        let signature_language = if is_signature_separator(line) {
            Some(None)
        } else {
            mobile_signature(line).map(Some)
        };
        if let Some(language) = signature_language {
            let text_start = if language.is_none() { i + 1 } else { i };
            // The signature ends where quoted history below it begins.
            let end = (text_start..n)
                .find(|&j| {
                    is_quote(lines[j])
                        || attribution_at(lines, j).is_some()
                        || copy_starts_at(lines, j).is_some()
                })
                .unwrap_or(n);
            signature = Some(text_start.min(end)..end);
            fill(&mut cuts, i..end, CutReason::Signature { language });
            below_signature = true;
            i = end;
            continue;
        }
        i += 1;
    }
    Pass { cuts, signature }
}

/// Finds our own text in the lines and marks it with what introduces it. Returns the
/// line from which everything is cut (our text copied without quote marks), or the
/// number of lines when there is none.
fn mark_own_text(lines: &[&str], own: &OwnTexts, cuts: &mut [Option<CutReason>]) -> usize {
    let n = lines.len();
    let first_words = lines.iter().position(|line| !is_blank(line));
    let matcher = own.matcher(lines);
    let matches: Vec<(usize, usize)> = lines
        .iter()
        .map(|line| {
            let content =
                line.trim_start_matches(|c: char| c == '>' || c == '|' || c.is_whitespace());
            if pawnpost_text::own_text_kind(content).is_some() {
                (0, 0) // a board or a PGN tag: ours, but no evidence (the board changes)
            } else {
                matcher.line_match(line)
            }
        })
        .collect();
    let mut i = 0;
    while i < n {
        let (ours, triples) = matches[i];
        if cuts[i].is_some() || !own_text::is_ours(ours, triples) {
            i += 1;
            continue;
        }
        // Enough of our text from here on, before a line of the player's words?
        let mut evidence = 0;
        for &(ours, triples) in &matches[i..] {
            if own_text::is_ours(ours, triples) {
                evidence += ours;
            } else if triples > 0 {
                break;
            }
            if evidence >= own_text::MIN_EVIDENCE {
                break;
            }
        }
        if evidence < own_text::MIN_EVIDENCE {
            i += 1;
            continue;
        }
        let line = lines[i];
        if is_quote(line) || is_bar_quote(line) {
            let quoted = |l: &str| is_quote(l) || is_bar_quote(l);
            let start = (0..=i)
                .rev()
                .take_while(|&k| quoted(lines[k]))
                .last()
                .unwrap_or(i);
            mark_introduction(lines, cuts, start, true);
            let end = block_end(lines, i, quoted);
            // `>` lines are quotes anyway; `|` lines only because they carry our text.
            for k in start..end {
                if is_bar_quote(lines[k]) {
                    cuts[k].get_or_insert(CutReason::OwnText);
                }
            }
            i = end;
        } else if is_indented(line) {
            let start = (0..=i)
                .rev()
                .take_while(|&k| is_indented(lines[k]) || is_blank(lines[k]))
                .filter(|&k| !is_blank(lines[k]))
                .last()
                .unwrap_or(i);
            let end = indented_block_end(lines, start);
            mark_introduction(lines, cuts, start, false);
            fill(cuts, start..end, CutReason::OwnText);
            i = end;
        } else {
            // Our text without quote marks is ours only in context: an introduction
            // above it (a reply header, header block or separator), a run of our lines,
            // or the player's words above it. A line of ours alone at the top of the
            // reply is the player's: they wrote a command that one of our letters
            // echoed (`Not done: `Challenge carol@example.org black 5 days per move` —
            // …`), and the reply reads it.
            let start = mark_introduction(lines, cuts, i, false);
            if start == i && Some(i) == first_words && !is_run_of_ours(&matches, i) {
                i += 1;
                continue;
            }
            fill(cuts, i..n, CutReason::OwnText);
            cut_to_end(lines, cuts, start);
            return start;
        }
    }
    n
}

/// Whether the text of ours from line `i` goes on: a second line of ours follows it
/// before any line of other words (blank lines and lines without word triples, such as
/// a board's, between them).
fn is_run_of_ours(matches: &[(usize, usize)], i: usize) -> bool {
    for &(ours, triples) in &matches[i + 1..] {
        if own_text::is_ours(ours, triples) {
            return true;
        }
        if triples > 0 {
            return false;
        }
    }
    false
}

/// Marks what introduces our text starting at line `ours`: the reply header, header
/// block or separator directly above it (blank lines between allowed), in any language
/// or none. `quoted` says whether our text is quoted with `>` or `|`: then a player
/// introducing the quote in their own words ("About this:") keeps the line.
/// Returns the first line of the introduction (`ours` when there is none).
fn mark_introduction(
    lines: &[&str],
    cuts: &mut [Option<CutReason>],
    ours: usize,
    quoted: bool,
) -> usize {
    let Some(last) = (ours.saturating_sub(3)..ours)
        .rev()
        .find(|&k| !is_blank(lines[k]))
    else {
        return ours;
    };
    if cuts[last].is_some() {
        return ours;
    }
    // A header block ending just above (its first field at most a dozen lines up).
    let paragraph_start = (last.saturating_sub(12)..=last)
        .rev()
        .take_while(|&k| !is_blank(lines[k]) && cuts[k].is_none())
        .last()
        .unwrap_or(last);
    // A header block by the tables' field names, or else by its shape in any language
    // (blank lines between its fields allowed).
    let block = (paragraph_start..=last)
        .find_map(|start| header_block_at(lines, start).map(|language| (start, Some(language))))
        .or_else(|| {
            shape::header_block_ending_at(lines, last)
                .filter(|&start| (start..=last).all(|k| cuts[k].is_none()))
                .map(|start| (start, None))
        });
    if let Some((start, language)) = block {
        fill(cuts, start..last + 1, CutReason::HeaderBlock { language });
        // "-----Original Message-----", "-------- Αρχικό μήνυμα --------" or Outlook's
        // underscore line above it.
        if let Some(above) = (start.saturating_sub(2)..start)
            .rev()
            .find(|&k| !is_blank(lines[k]))
            && cuts[above].is_none()
            && (copy_starts_at(lines, above).is_some()
                || is_decoration(lines[above])
                || shape::is_titled_rule(lines[above]))
        {
            cuts[above] = Some(CutReason::HeaderBlock { language });
            return above;
        }
        return start;
    }
    if let Some(CopyStart::Separator(language)) = copy_starts_at(lines, last) {
        cuts[last] = Some(CutReason::Separator { language });
        return last;
    }
    // A titled rule directly above our text is its separator, whatever its language.
    if shape::is_titled_rule(lines[last]) {
        cuts[last] = Some(CutReason::Separator { language: None });
        return last;
    }
    if let Some(header) = attribution_ending_at(lines, last)
        && (header.start..=last).all(|k| cuts[k].is_none())
    {
        let reason = CutReason::AttributionLine {
            language: header.language,
        };
        fill(cuts, header.start..header.end, reason);
        return header.start;
    }
    // Any short line ending in a colon directly above our unquoted text introduces it,
    // whatever its language.
    let line = lines[last].trim_end();
    if !quoted && line.ends_with([':', '：']) && line.chars().count() <= 200 {
        cuts[last] = Some(CutReason::AttributionLine { language: None });
        return last;
    }
    ours
}

/// A quoted line that the client wrapped without repeating the `>`: directly below a
/// quoted line as long as a wrapped one, shorter, starting in lowercase (mid-sentence),
/// with the quote going on directly below it.
fn is_wrapped_quote_line(lines: &[&str], i: usize) -> bool {
    let line = lines[i].trim();
    let Some(above) = i.checked_sub(1).map(|k| lines[k]) else {
        return false;
    };
    is_quote(above)
        && above.chars().count() >= 70
        && line.chars().count() < above.chars().count()
        && line.starts_with(char::is_lowercase)
        && lines.get(i + 1).is_some_and(|below| is_quote(below))
}

fn is_indented(line: &str) -> bool {
    (line.starts_with('\t') || line.starts_with("  ")) && !line.trim().is_empty()
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

/// The end (exclusive) of the run of lines from `start` for which `belongs` holds.
fn block_end(lines: &[&str], start: usize, belongs: impl Fn(&str) -> bool) -> usize {
    (start..lines.len())
        .find(|&j| !belongs(lines[j]))
        .unwrap_or(lines.len())
}

/// A line only pawnpost writes: its subject tag or a rank of its ASCII board.
fn looks_like_pawnpost(line: &str) -> bool {
    line.to_lowercase().contains("[pawnpost #") || pawnpost_text::is_board_rank(line)
}

/// A phone or web client's own signature line, and its language; these are short,
/// which also keeps a long line of prose from matching.
fn mobile_signature(line: &str) -> Option<QuoteLanguage> {
    let line = line.trim();
    if line.chars().count() > 120
        || !line.chars().any(char::is_alphabetic)
        || !patterns::may_be_signature(line)
    {
        return None;
    }
    SIGNATURE.find(line)
}

/// `-- ` (RFC 3676 §4.3), and `--` from clients that strip trailing spaces.
fn is_signature_separator(line: &str) -> bool {
    line.trim_end() == "--"
}

#[cfg(test)]
mod tests;
