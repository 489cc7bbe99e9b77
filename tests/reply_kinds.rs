//! Snapshots (insta) of what players read: the text and HTML of every reply kind, from
//! both sides, produced by the real pipeline (`process_mail`) with a fixed clock and
//! secret, so a change to any reply shows up as a reviewable diff. The players write
//! their commands in the language they chose (`walk::say`).

use crate::common;

use common::Sent as Seen;
use common::walk;

/// Runs `walk` for players who chose `language` (English when `None`, with the
/// snapshot names of before there were languages), each step's letters under snapshot.
fn walked(walk: walk::Walk, language: Option<&str>) {
    let prefix = language.map(|l| format!("{l}__")).unwrap_or_default();
    walk(language, &mut |name, seen| {
        snapshot(&format!("{prefix}{name}"), seen)
    });
}

fn snapshot(name: &str, seen: &[Seen]) {
    let mut letters_to: std::collections::BTreeMap<&str, usize> = Default::default();
    for s in seen {
        let local = s.to.split('@').next().unwrap_or_default();
        // A second letter to the same reader is named after its place.
        let n = letters_to.entry(local).or_default();
        *n += 1;
        let who = match *n {
            1 => local.to_owned(),
            n => format!("{local}_{n}"),
        };
        insta::assert_snapshot!(
            format!("{name}__{who}__text"),
            format!(
                "To: {}\nReply-To: {}\nSubject: {}\n\n{}",
                s.to, s.reply_to, s.subject, s.text
            )
        );
        insta::assert_snapshot!(format!("{name}__{who}__html"), s.html);
    }
}

#[test]
fn every_reply_kind() {
    walked(walk::every_reply_kind, None);
}

#[test]
fn every_reply_kind_in_german() {
    walked(walk::every_reply_kind, Some("de"));
}

#[test]
fn every_reply_kind_in_french() {
    walked(walk::every_reply_kind, Some("fr"));
}

#[test]
fn checkmate_and_resignation() {
    walked(walk::checkmate_and_resignation, None);
}

#[test]
fn checkmate_and_resignation_in_german_and_french() {
    walked(walk::checkmate_and_resignation, Some("de"));
    walked(walk::checkmate_and_resignation, Some("fr"));
}

#[test]
fn every_other_letter_kind() {
    walked(walk::every_other_letter_kind, None);
}

#[test]
fn every_other_letter_kind_in_german() {
    walked(walk::every_other_letter_kind, Some("de"));
}

#[test]
fn every_other_letter_kind_in_french() {
    walked(walk::every_other_letter_kind, Some("fr"));
}

#[test]
fn every_reply_kind_in_spanish_and_portuguese() {
    walked(walk::every_reply_kind, Some("es"));
    walked(walk::every_reply_kind, Some("pt"));
}

#[test]
fn checkmate_and_resignation_in_spanish_and_portuguese() {
    walked(walk::checkmate_and_resignation, Some("es"));
    walked(walk::checkmate_and_resignation, Some("pt"));
}

#[test]
fn every_other_letter_kind_in_spanish_and_portuguese() {
    walked(walk::every_other_letter_kind, Some("es"));
    walked(walk::every_other_letter_kind, Some("pt"));
}

#[test]
fn many_games_in_every_language() {
    for language in [None, Some("de"), Some("fr"), Some("es"), Some("pt")] {
        walked(walk::many_games, language);
    }
}

/// `Board words` letters (and `Board text`, `Board picture`) in every language.
#[test]
fn board_styles_in_every_language() {
    walked(walk::board_styles, None);
    for code in ["de", "fr", "es", "pt"] {
        walked(walk::board_styles, Some(code));
    }
}

/// Each step's letters as the snapshots show them: the step, the reader, the headers
/// and text, the HTML.
fn letters(walk: walk::Walk, language: &str) -> Vec<(String, String, String)> {
    let mut letters = Vec::new();
    walk(Some(language), &mut |name, seen| {
        for s in seen {
            let shown = format!(
                "To: {}\nReply-To: {}\nSubject: {}\n\n{}\n\n{}",
                s.to, s.reply_to, s.subject, s.text, s.html
            );
            letters.push((name.to_owned(), s.to.clone(), shown));
        }
    });
    letters
}

/// The walks' players write their commands in their own language (`walk::say`): the
/// letters they get are the ones English commands bring, but where a letter quotes the
/// player's own words (the comment beside Anna's first move). A native phrasing the
/// reader takes for something else, or refuses, shows here as a letter that differs.
#[test]
fn native_commands_bring_the_letters_english_ones_do() {
    let walks: [walk::Walk; 5] = [
        walk::every_reply_kind,
        walk::checkmate_and_resignation,
        walk::every_other_letter_kind,
        walk::many_games,
        walk::board_styles,
    ];
    for code in ["de", "fr", "es", "pt"] {
        let mut differ = Vec::new();
        for walked in walks {
            let native = letters(walked, code);
            let english = walk::in_english(|| letters(walked, code));
            let steps = |all: &[(String, String, String)]| {
                all.iter()
                    .map(|(step, to, _)| format!("{step} {to}"))
                    .collect::<Vec<_>>()
            };
            assert_eq!(steps(&native), steps(&english), "{code}: other letters");
            for (n, e) in native.iter().zip(&english) {
                if n != e {
                    differ.push(format!("{} {}", n.0, n.1));
                }
            }
        }
        assert_eq!(differ, ["03_move bob@example.org"], "{code}");
    }
}
