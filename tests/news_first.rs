//! The news first (issue 31 item 1): in every letter about a move, in every language and
//! every board style, the move in words and whose turn it is come within the first 25
//! words of the text part, so a listener hears what happened before the position (the
//! blind player's review found them 58 and 76 words in).

use crate::common;

use common::walk;

/// How many words of the text part a listener hears before the news must be complete.
const NEWS_WITHIN_WORDS: usize = 25;

/// The words that say whose turn it is (or that the game is over), by language: the
/// reader's move, the opponent's, the end.
fn turn_said(language: &str) -> &'static [&'static str] {
    match language {
        "de" => &["Du bist am Zug", "ist am Zug (", "Partie beendet"],
        "fr" => &["À vous de jouer", "de jouer (", "Partie terminée"],
        "es" => &["Te toca", "Le toca a", "Partida terminada"],
        "pt" => &["Sua vez", "Vez de", "Partida encerrada"],
        _ => &["Your move", "Waiting for", "Game over"],
    }
}

/// A move said in words: a square, one word, a square ("from e4 to d5", "von e4 nach
/// d5", "de e4 en d5", "de e4 a d5", "de e4 para d5").
fn move_in_words() -> regex::Regex {
    regex::Regex::new(r"\b[a-h][1-8] \p{L}+ [a-h][1-8]\b").unwrap()
}

/// A letter about a move: its subject names a numbered move (`2. exd5`, `1... d5`).
fn about_a_move(subject: &str) -> bool {
    regex::Regex::new(r"\b\d+\.(\.\.)? [A-Za-z0-9]")
        .unwrap()
        .is_match(subject)
}

fn check_walk(walk: walk::Walk, language: &str, failures: &mut Vec<String>, seen_moves: &mut u32) {
    let words_re = move_in_words();
    let code = (language != "en").then_some(language);
    walk(code, &mut |step, letters| {
        for letter in letters {
            if !about_a_move(&letter.subject) {
                continue;
            }
            *seen_moves += 1;
            let head: Vec<&str> = letter
                .text
                .split_whitespace()
                .take(NEWS_WITHIN_WORDS)
                .collect();
            let head = head.join(" ");
            let turn = turn_said(language).iter().any(|t| head.contains(t));
            let moved = words_re.is_match(&head);
            if !(turn && moved) {
                failures.push(format!(
                    "{language} {step} to {}: turn said {turn}, move in words {moved}\n  {head}",
                    letter.to
                ));
            }
        }
    });
}

#[test]
fn the_move_in_words_and_whose_turn_open_every_move_letter_in_five_languages() {
    let mut failures = Vec::new();
    for language in ["en", "de", "fr", "es", "pt"] {
        let mut seen_moves = 0;
        for walk in [
            walk::every_reply_kind as walk::Walk,
            walk::checkmate_and_resignation,
            walk::many_games,
            walk::board_styles,
        ] {
            check_walk(walk, language, &mut failures, &mut seen_moves);
        }
        assert!(
            seen_moves >= 20,
            "{language}: only {seen_moves} move letters walked"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
