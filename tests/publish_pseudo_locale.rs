//! Every sentence of the public site comes from the message files: the site is built
//! with English rendered as the pseudo-locale (every letter of every message followed
//! by a combining dot), and any English word of the message files that a page or the
//! feed still shows plainly came from somewhere else. Names, dates, numbers and moves
//! are not words of the files and are left out before looking.
//!
//! Its own test binary: the pseudo-locale is process-wide.

use crate::common;

use std::collections::BTreeSet;

use common::Office;

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";
const CARL: &str = "carl@example.org";
const DORA: &str = "dora@example.org";

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

/// What a reader sees of a page: its text and its alt and title texts, without the
/// tags, the players' labels and the tournament's name.
fn visible(page: &str) -> String {
    let tags = regex::Regex::new(r"(?s)<[^>]*>").unwrap();
    // The feed's ids are names, not text a reader is shown.
    let ids = regex::Regex::new(r"<id>[^<]*</id>").unwrap();
    let page = ids.replace_all(page, " ");
    let page = page.as_ref();
    let attributes = regex::Regex::new(r#"(?:alt|title|aria-label)="([^"]*)""#).unwrap();
    let mut out = String::new();
    for found in attributes.captures_iter(page) {
        out.push_str(&found[1]);
        out.push('\n');
    }
    out.push_str(&tags.replace_all(page, " "));
    let names = regex::Regex::new(r"\b\w*[_0-9]\w*\b").unwrap();
    names
        .replace_all(&out, " ")
        .replace("Spring", " ")
        .replace("pawnpost", " ")
}

#[test]
fn no_sentence_of_the_site_comes_from_anywhere_but_the_message_files() {
    // The pseudo-locale is the whole process's: one test at a time has it (tests/pseudo_locale_tests.rs).
    let _pseudo = crate::pseudo_locale_taken();
    let mut office = Office::new(13, 1_790_000_000, |_| {});
    let mut serial = 0;
    let mut send = |office: &mut Office, from: &str, to: &str, body: &str| {
        serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <q{serial}@client.example>\r\n\r\n{body}\r\n"
        );
        office.deliver(raw.as_bytes());
        office.drain();
    };
    let players: Vec<String> = [ANNA, BERT, CARL].map(str::to_owned).to_vec();
    let now = office.now;
    pawnpost::daemon::create_tournament(
        &office.pm,
        &mut office.store,
        "Spring",
        &players,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    office.drain();
    for (game, moves) in [(1, &["e4", "e5", "Resign"][..]), (2, &["d4", "d5"][..])] {
        let record = office.store.load_game(game).unwrap();
        let sides = [record.white().to_owned(), record.black().to_owned()];
        for (i, text) in moves.iter().enumerate() {
            let who = &sides[i % 2];
            let to = office.reply_address(game, who);
            send(&mut office, who, &to, text);
        }
    }
    let own = office.own_address(DORA);
    send(&mut office, DORA, &own, "Seek 1400-1700");

    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&office.pm.config);
    pawnpost::i18n::set_pseudo_locale(true);
    let built = pawnpost::publish::build(&mut office.store, &site, dir.path(), office.now);
    pawnpost::i18n::set_pseudo_locale(false);
    built.unwrap();

    let dictionary = english_words();
    assert!(dictionary.contains("progress"), "{dictionary:?}");
    let mut plain: BTreeSet<(String, String)> = BTreeSet::new();
    let mut pages = 0;
    let mut transformed_words = 0;
    let mut todo = vec![dir.path().to_owned()];
    while let Some(path) = todo.pop() {
        for entry in std::fs::read_dir(&path).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
                continue;
            }
            let name = path.to_string_lossy().into_owned();
            if !(name.ends_with(".html") || name.ends_with(".atom")) {
                continue;
            }
            pages += 1;
            let text = visible(&std::fs::read_to_string(&path).unwrap());
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
                let transformed = chars.get(start + 1) == Some(&'\u{0307}');
                transformed_words += usize::from(transformed);
                let word: String = chars[start..end].iter().collect::<String>().to_lowercase();
                if !transformed && word.len() >= 4 && dictionary.contains(&word) {
                    plain.insert((word, name.clone()));
                }
                start = end.max(start + 1);
            }
        }
    }
    assert!(pages >= 10, "{pages} pages");
    // The look saw the catalogue's words, transformed.
    assert!(
        transformed_words > 500,
        "{transformed_words} words transformed"
    );
    assert!(
        plain.is_empty(),
        "words shown around the message files: {plain:#?}"
    );
}
