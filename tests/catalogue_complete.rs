//! Every language is complete: its message files parse, its command words read, and
//! it has every message of English with its arguments — a message missing anywhere, a
//! translation that leaves out what English shows, or one that uses an argument the
//! code does not give (a misspelt `$name`) fails here, naming both.

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

/// Arguments the code gives a message that English does not show but other languages
/// need: the parts of a date in other forms, the kind of a refusal French continues in
/// lower case, the character an address error names.
const ARGUMENTS_ENGLISH_DOES_NOT_SHOW: &[(&str, &[&str])] = &[
    (
        "date",
        &["year_number", "month_number", "day_number", "hour_number"],
    ),
    ("line-not-done", &["why_kind"]),
    ("line-not-done-command", &["why_kind"]),
    ("line-not-done-move", &["why_kind"]),
    ("line-nothing-was-done", &["why_kind"]),
];

/// Messages whose arguments each language chooses among (a date is written from the
/// same moment in each language's own parts).
const EACH_LANGUAGE_CHOOSES: &[&str] = &["date"];

#[test]
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
            let Some(found) = theirs.get(id) else {
                problems.push(format!("{code}: {id} is missing"));
                continue;
            };
            let extra: &[&str] = ARGUMENTS_ENGLISH_DOES_NOT_SHOW
                .iter()
                .find(|(message, _)| message == id)
                .map_or(&[], |(_, extra)| extra);
            for variable in found {
                if !variables.contains(variable) && !extra.contains(&variable.as_str()) {
                    problems.push(format!(
                        "{code}: {id} uses ${variable}, which it is not given"
                    ));
                }
            }
            if !EACH_LANGUAGE_CHOOSES.contains(&id.as_str()) {
                for variable in variables.iter().filter(|v| !found.contains(v)) {
                    problems.push(format!("{code}: {id} leaves out ${variable}"));
                }
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
