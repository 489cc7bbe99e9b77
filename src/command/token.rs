//! The tokens of a line, and the arguments every reader finds in them: a move where it
//! stands (after a move number, over two squares, over several words), a number of days.
//! Below every reader ([`super::clock`], [`super::conditions`], [`super::parse`] …), above
//! only [`super::lexicon`].

use super::lexicon::{DAY_UNITS, WEEK_UNITS, WordList, fold, number_word};
use crate::notation::{Language, MoveText};

/// One whitespace-, comma- or semicolon-separated piece of a line.
pub(super) struct Token<'a> {
    pub(super) raw: &'a str,
    /// Folded words ([`fold`]: lower case, no accents), split at hyphens,
    /// underscores, slashes and apostrophes.
    pub(super) words: Vec<String>,
    /// The token ended with a question mark (`draw?`), or a lone `?` followed it.
    pub(super) question: bool,
}

/// The tokens of `text`, for the readers of arguments beside this file.
pub(super) fn tokens(text: &str) -> Vec<Token<'_>> {
    tokenize(text)
}

pub(super) fn tokenize(line: &str) -> Vec<Token<'_>> {
    let mut tokens: Vec<Token<'_>> = Vec::new();
    for raw in line.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';')) {
        if raw.is_empty() {
            continue;
        }
        let core = raw.trim_matches(EDGE_PUNCTUATION);
        let question = raw
            .trim_end_matches(['!', '.', ')', '"', '\''])
            .ends_with('?');
        let words: Vec<String> = fold(core)
            .split(['-', '_', '/', '\'', '’', '–'])
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        if words.is_empty() && question {
            // French typography writes `nulle ?`: the mark belongs to the word before.
            if let Some(last) = tokens.last_mut() {
                last.question = true;
            }
        }
        tokens.push(Token {
            raw,
            words,
            question,
        });
    }
    tokens
}

/// Punctuation around a word that does not change it (`"Resign!"`, `(draw?)`).
const EDGE_PUNCTUATION: &[char] = &[
    '.', ',', ';', ':', '!', '?', '¡', '¿', '"', '\'', '(', ')', '[', ']', '{', '}', '«', '»', '“',
    '”', '„', '‘', '’', '*', '…', '-', '–', '—',
];

/// A move starting at token `t`, with an optional move number before it (`14.` or
/// `14...`) and an optional `e.p.` after it; `e2 e4` and `e2 - e4` are one move, and so
/// are move-type words over several tokens (`King-Side Castle`, `En Passant e5 d6`).
pub(super) fn move_at(
    tokens: &[Token<'_>],
    t: usize,
    language: Language,
) -> Option<(MoveText, usize)> {
    let mut t = t;
    if is_move_number(tokens.get(t)?.raw) {
        t += 1;
    }
    let first = tokens.get(t)?;
    let read = |end: usize| {
        let text: Vec<&str> = tokens[t..end].iter().map(|tok| tok.raw).collect();
        MoveText::parse(&text.join(" "), language)
            .ok()
            .map(|mv| (mv, skip_en_passant_mark(tokens, end)))
    };
    let is_square = |i: usize| {
        tokens
            .get(i)
            .is_some_and(|tok| is_square(tok.raw.trim_end_matches(['!', '?', '+', '#', '.'])))
    };
    // Two bare squares are the from and to squares of one move, never two pawn moves.
    if is_square(t) {
        let separator = tokens.get(t + 1).map(|tok| tok.raw);
        if matches!(separator, Some("-" | "x" | "X" | ":" | "–"))
            && is_square(t + 2)
            && let Some(found) = read(t + 3)
        {
            return Some(found);
        }
        if is_square(t + 1)
            && !is_square(t + 2)
            && let Some(found) = read(t + 2)
        {
            return Some(found);
        }
    }
    // Words over several tokens (`knight to f6`, `e7 to e5`, `Qh5 check`, `castle king
    // side`, `en passant e5 x d6`) before the first token alone, which may be a move of
    // its own (`e7`, `Qh5`): the longest reading wins. Only as many tokens as a move's
    // text may hold are joined, so each start costs at most that many short readings.
    let mut last = t;
    let mut chars = 0;
    while last < tokens.len().min(t + MAX_MOVE_TOKENS) {
        chars += tokens[last]
            .raw
            .chars()
            .take(MoveText::MAX_CHARS + 1)
            .count()
            + 1;
        if chars > MoveText::MAX_CHARS + 1 {
            break;
        }
        last += 1;
    }
    // Without a digit there is no square: only castling in words (and check words after
    // it) can be read, which is short. Prose, mostly without digits, costs no more here.
    if !tokens[t..last]
        .iter()
        .any(|tok| tok.raw.bytes().any(|b| b.is_ascii_digit()))
    {
        last = last.min(t + MAX_CASTLING_TOKENS);
    }
    if let Some(found) = (t + 2..=last).rev().find_map(read) {
        return Some(found);
    }
    let mv = MoveText::parse(first.raw, language).ok()?;
    Some((mv, skip_en_passant_mark(tokens, t + 1)))
}

/// The most tokens one move spans (`peón de e2 toma la dama en d1 se convierte en
/// dama jaque`); [`MoveText::MAX_CHARS`] bounds them first.
pub(super) const MAX_MOVE_TOKENS: usize = 16;

/// The most tokens castling in words spans, check words after it included (`castles
/// king side check mate`).
const MAX_CASTLING_TOKENS: usize = 5;

/// Skips the en passant mark after a move: `e.p.`, `ep`, Spanish `a.p.`, or the words
/// `en passant` (`exd6 en passant`) and `al paso`.
fn skip_en_passant_mark(tokens: &[Token<'_>], t: usize) -> usize {
    let words = |i: usize| tokens.get(i).map(|token| token.words.as_slice());
    match words(t) {
        Some([w]) if matches!(w.as_str(), "e.p" | "ep" | "e.p." | "a.p" | "a.p.") => t + 1,
        Some([w]) if w == "en" && matches!(words(t + 1), Some([p]) if p == "passant") => t + 2,
        Some([w]) if w == "al" && matches!(words(t + 1), Some([p]) if p == "paso") => t + 2,
        _ => t,
    }
}

/// A square's name, `e4` or `E4` (`^[a-hA-H][1-8]$`, read by hand: a process that
/// compiled the pattern for one line paid more than the whole line's reading).
pub(super) fn is_square(text: &str) -> bool {
    matches!(text.as_bytes(), [file, rank] if matches!(file, b'a'..=b'h' | b'A'..=b'H') && matches!(rank, b'1'..=b'8'))
}

/// A move number, `12.`, `12...`, `12 …` (`^[0-9]{1,4}\s*(\.{1,3}|…)$`, by hand).
pub(super) fn is_move_number(raw: &str) -> bool {
    let digits = raw.bytes().take_while(u8::is_ascii_digit).count();
    if !(1..=4).contains(&digits) {
        return false;
    }
    let rest = raw[digits..].trim_start_matches(char::is_whitespace);
    rest == "…" || (1..=3).contains(&rest.len()) && rest.bytes().all(|b| b == b'.')
}

/// A number of days at token `t`: digits with or without a unit (`14`, `14 days`,
/// `14d`, `14 Tage`, `14 jours`), weeks (`2 weeks`, `2 Wochen`, `2 semanas`, `2w`),
/// or a number in words up to twelve before its unit (`three days`, `eine Woche`,
/// `dos días`, `une semaine`): the days and the next token.
pub(super) fn days_at(tokens: &[Token<'_>], t: usize) -> Option<(u32, usize)> {
    let token = tokens.get(t)?;
    let raw = token.raw.trim_end_matches(['.', ',']);
    let digits: String = raw.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        // A number in words counts only with its unit: `a` or `one` alone is a word.
        let count = match token.words.as_slice() {
            [word] => number_word(word)?,
            _ => return None,
        };
        let (per, next) = unit_at(tokens, t + 1)?;
        return Some((count.saturating_mul(per), next));
    }
    // Any number: the challenge itself says when it is out of range.
    let count: u32 = digits.parse().ok().filter(|&d| d >= 1)?;
    let unit = raw[digits.len()..].to_lowercase();
    if !unit.is_empty() {
        return unit_days(&unit).map(|per| (count.saturating_mul(per), t + 1));
    }
    match unit_at(tokens, t + 1) {
        Some((per, next)) => Some((count.saturating_mul(per), next)),
        None => Some((count, t + 1)),
    }
}

/// The days in one of the unit at token `t` (`days` 1, `weeks` 7) and the next token.
pub(super) fn unit_at(tokens: &[Token<'_>], t: usize) -> Option<(u32, usize)> {
    match tokens.get(t)?.words.as_slice() {
        [word] => unit_days(word).map(|per| (per, t + 1)),
        _ => None,
    }
}

/// The days in one of `unit` (folded): 1 for a day unit, 7 for a week unit.
fn unit_days(unit: &str) -> Option<u32> {
    if DAY_UNITS.contains(unit) {
        Some(1)
    } else if WEEK_UNITS.contains(unit) {
        Some(7)
    } else {
        None
    }
}

/// The most tokens a phrase of a word list spans (`por la regla de los 50 movimientos`).
const MAX_PHRASE_TOKENS: usize = 8;

/// The number of tokens from `t` that say one phrase of `list` (`hasta el`, `jusqu au`,
/// `from`), the longest that fits; `None` when none does.
pub(super) fn phrase_at(tokens: &[Token<'_>], t: usize, list: &WordList) -> Option<usize> {
    let mut said = String::new();
    let mut found = None;
    for n in 1..=MAX_PHRASE_TOKENS {
        let Some(word) = tokens.get(t + n - 1).map(|token| token.words.join(" ")) else {
            break;
        };
        if !said.is_empty() {
            said.push(' ');
        }
        said.push_str(&word);
        if list.contains(&said) {
            found = Some(n);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The patterns the readers above once compiled, as the reference they must agree
    /// with.
    fn reference(pattern: &str) -> regex::Regex {
        regex::Regex::new(pattern).unwrap()
    }

    proptest! {
        #[test]
        fn squares_and_move_numbers_read_as_their_patterns_did(
            text in "[a-iA-I0-9. \u{2026}\u{a0}\u{2003}\t]{0,8}"
        ) {
            let square = reference(r"^[a-hA-H][1-8]$");
            let number = reference(r"^[0-9]{1,4}\s*(\.{1,3}|…)$");
            prop_assert_eq!(is_square(&text), square.is_match(&text));
            prop_assert_eq!(is_move_number(&text), number.is_match(&text));
        }
    }

    #[test]
    fn squares_and_move_numbers() {
        assert!(is_square("e4") && is_square("H8") && !is_square("i1") && !is_square("e9"));
        for yes in ["1.", "12...", "123 …", "4\u{a0}.", "9999.."] {
            assert!(is_move_number(yes), "{yes}");
        }
        for no in ["1", "12345.", "1....", ".", "1 . .", "1.…", "a."] {
            assert!(!is_move_number(no), "{no}");
        }
    }
}
