//! Nothing reaches a reader around the catalogue. English is rendered as a pseudo-locale
//! (every letter of every message followed by a combining dot), every letter kind is
//! walked, and any English word of the message files that a letter still shows plainly
//! came from somewhere else: a `Display` impl, a word built in code. Arguments (an
//! address, a move, a name, what the player typed in backticks) are not words of the
//! files and are left out before looking.
//!
//! Its own test binary: the pseudo-locale is process-wide.

use crate::common;

use std::collections::BTreeSet;

use common::walk;

/// Every English word of four letters or more in the message files' text (not in
/// their placeables, selectors or comments).
fn english_words() -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/en");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            // The text of the line: after `id =` or a variant key, outside `{ … }`.
            let text = match line.split_once(" = ") {
                Some((id, rest)) if !id.starts_with(' ') => rest,
                _ => line,
            };
            let text = match text
                .trim_start()
                .strip_prefix('[')
                .or(text.trim_start().strip_prefix("*["))
            {
                Some(rest) => rest.split_once(']').map_or("", |(_, t)| t),
                None => text,
            };
            let mut depth = 0;
            let mut plain = String::new();
            for c in text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => plain.push(' '),
                }
            }
            for word in plain.split(|c: char| !c.is_ascii_alphabetic()) {
                if word.len() >= 4 {
                    words.insert(word.to_lowercase());
                }
            }
        }
    }
    words
}

/// What a reader sees of a letter that the files must have made: the subject, the
/// text and the HTML's text and alt texts, without addresses, backtick spans, quoted
/// comments and the board's grid.
fn visible(letter: &common::Sent) -> String {
    let addresses = regex::Regex::new(r"[\w.+-]+@[\w.-]+").unwrap();
    let backticks = regex::Regex::new(r"`[^`]*`").unwrap();
    let tags = regex::Regex::new(r"(?s)<[^>]*>").unwrap();
    let alts = regex::Regex::new(r#"alt="([^"]*)""#).unwrap();
    let mut out = String::new();
    out.push_str(&letter.subject);
    out.push('\n');
    for line in letter.text.lines() {
        // Quoted comments and the board's grid are not the catalogue's.
        if line.starts_with('>') || line.contains('|') || line.starts_with("  +") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    for alt in alts.captures_iter(&letter.html) {
        out.push_str(&alt[1]);
        out.push('\n');
    }
    out.push_str(&tags.replace_all(&letter.html, " "));
    // The footer's marker is the same in every language: the command reader knows
    // a quoted footer by it.
    let mut out = out.replace(pawnpost::letter::FOOTER_MARKER, " ");
    // What the walk's players and admin wrote: names of tournaments, the admin's
    // reason for an adjudication.
    for argument in ["both players agreed by telephone", "Spring", "Autumn"] {
        out = out.replace(argument, " ");
    }
    // Public names and labels (`Alice_K`, `player3`) are the players'.
    let names = regex::Regex::new(r"\b\w*[_0-9]\w*\b").unwrap();
    let out = names.replace_all(&out, " ");
    let out = addresses.replace_all(&out, " ");
    // The opponent named in a headline by their address's name part (`alice` for
    // `alice@example.org`) is an argument too.
    let out = regex::Regex::new(r"\balice\b")
        .unwrap()
        .replace_all(&out, " ")
        .into_owned();
    backticks.replace_all(&out, " ").into_owned()
}

#[test]
fn no_sentence_reaches_a_reader_around_the_message_files() {
    // The pseudo-locale is the whole process's: one test at a time has it (tests/pseudo_locale_tests.rs).
    let _pseudo = crate::pseudo_locale_taken();
    pawnpost::i18n::set_pseudo_locale(true);
    let dictionary = english_words();
    assert!(dictionary.contains("opponent"), "{dictionary:?}");
    let mut plain: BTreeSet<(String, String)> = BTreeSet::new();
    let mut letters = 0;
    let mut look = |step: &str, seen: &[common::Sent]| {
        for letter in seen {
            letters += 1;
            let text = visible(letter);
            let chars: Vec<char> = text.chars().collect();
            let mut start = 0;
            while start < chars.len() {
                if !chars[start].is_ascii_alphabetic() {
                    start += 1;
                    continue;
                }
                let mut end = start;
                while end < chars.len() && chars[end].is_ascii_alphabetic() {
                    end += 1;
                }
                // A transformed letter is followed by its combining dot.
                let transformed = chars.get(start + 1) == Some(&'\u{0307}');
                let word: String = chars[start..end].iter().collect::<String>().to_lowercase();
                if !transformed && word.len() >= 4 && dictionary.contains(&word) {
                    plain.insert((word, step.to_owned()));
                }
                start = end.max(start + 1);
            }
        }
    };
    walk::every_reply_kind(None, &mut look);
    walk::checkmate_and_resignation(None, &mut look);
    walk::every_other_letter_kind(None, &mut look);
    walk::many_games(None, &mut look);
    walk::board_styles(None, &mut look);
    pawnpost::i18n::set_pseudo_locale(false);
    assert!(letters > 60, "{letters} letters walked");
    assert!(
        plain.is_empty(),
        "English words shown around the message files (word, step): {plain:#?}"
    );
}
