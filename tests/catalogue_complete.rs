//! Every language is complete: its message files parse, its command words read, and
//! it has every message of English with the same arguments — a message or an argument
//! that exists in one language and not another fails here, naming both.

use std::collections::BTreeMap;

use pawnpost::i18n::{Language, inventory, parse_errors, words, words_error};

#[test]
fn every_file_of_every_language_reads() {
    for language in Language::ALL {
        assert_eq!(parse_errors(language), Vec::<String>::new());
        assert_eq!(words_error(language), None);
        assert!(
            !words(language).phrases.is_empty(),
            "{}: no command phrases",
            language.code()
        );
    }
}

#[test]
#[ignore = "until German and French letters.ftl and the satellite files land (issue 21)"]
fn every_language_has_every_message_with_the_same_arguments() {
    let messages = |language| -> BTreeMap<String, Vec<String>> {
        let mut found = BTreeMap::new();
        for (id, variables) in inventory(language) {
            assert!(
                found.insert(id.clone(), variables).is_none(),
                "{}: {id} twice",
                language.code()
            );
        }
        found
    };
    let english = messages(Language::English);
    assert!(english.len() > 300, "{} English messages", english.len());
    let mut problems = Vec::new();
    for language in Language::ALL {
        let code = language.code();
        let theirs = messages(language);
        for (id, variables) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{code}: {id} is missing")),
                Some(found) if found != variables => problems.push(format!(
                    "{code}: {id} uses {found:?}, English {variables:?}"
                )),
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{code}: {id} is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Every `[phrases]` key and `[words]` list of English exists in every language (a
/// language may leave a list empty, not out).
#[test]
fn every_language_has_every_command_key() {
    let english = words(Language::English);
    for language in Language::ALL {
        let theirs = words(language);
        for key in english.phrases.keys() {
            assert!(
                theirs.phrases.contains_key(key),
                "{}: no phrases for {key}",
                language.code()
            );
        }
        for key in english.words.keys().filter(|k| !k.starts_with("language-")) {
            assert!(
                theirs.words.contains_key(key),
                "{}: no word list {key}",
                language.code()
            );
        }
    }
}
