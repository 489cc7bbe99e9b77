//! Whole games over the spool in German, French, Spanish and Portuguese commands, through `pawnpost
//! deliver`: challenge, confirmation, acceptance, moves in the language's piece
//! letters, a draw offered and accepted; every letter in the players' language.

use crate::common;

use common::spool::Spool;

/// What a language's letters must say and must not, per step.
struct Words {
    challenge: &'static str,
    confirm: &'static str,
    accept: &'static str,
    offer_draw: &'static str,
    accept_draw: &'static str,
    knight: &'static str,
    bishop: &'static str,
    /// Phrases of the letters at each step.
    confirm_subject: &'static str,
    your_move: &'static str,
    moves_heading: &'static str,
    drawn: &'static str,
}

const GERMAN: Words = Words {
    challenge: "Herausforderung {opponent} weiß",
    confirm: "Bestätigen",
    accept: "Annehmen",
    offer_draw: "Remis anbieten",
    accept_draw: "Remis annehmen",
    knight: "S",
    bishop: "L",
    confirm_subject: "Bitte bestätige deine Mail",
    your_move: "du bist am Zug",
    moves_heading: "Züge:",
    drawn: "Remis durch Vereinbarung",
};

const FRENCH: Words = Words {
    challenge: "Défi {opponent} blancs",
    confirm: "Confirmer",
    accept: "Accepter",
    offer_draw: "Proposer nulle",
    accept_draw: "Accepter nulle",
    knight: "C",
    bishop: "F",
    confirm_subject: "confirmer votre message",
    your_move: "à vous de jouer",
    moves_heading: "Coups\u{a0}:",
    drawn: "nulle par accord mutuel",
};

const SPANISH: Words = Words {
    challenge: "Desafío {opponent} blancas",
    confirm: "Confirmar",
    accept: "Aceptar",
    offer_draw: "Ofrecer tablas",
    accept_draw: "Aceptar tablas",
    knight: "C",
    bishop: "A",
    confirm_subject: "confirma tu correo",
    your_move: "te toca",
    moves_heading: "Jugadas:",
    drawn: "tablas por acuerdo mutuo",
};

const PORTUGUESE: Words = Words {
    challenge: "Desafio {opponent} brancas",
    confirm: "Confirmar",
    accept: "Aceitar",
    offer_draw: "Propor empate",
    accept_draw: "Aceitar empate",
    knight: "C",
    bishop: "B",
    confirm_subject: "confirme a sua mensagem",
    your_move: "sua vez",
    moves_heading: "Lances:",
    drawn: "empate por acordo mútuo",
};

/// English that must never reach these players.
const ENGLISH: &[&str] = &[
    "your move",
    "You played",
    "Reply with",
    "Moves:",
    "Deadline",
];

fn whole_game(words: &Words) {
    let (white, black) = ("anna@localhost", "bernd@localhost");
    let mut spool = Spool::new();
    let challenge = words.challenge.replace("{opponent}", black);
    spool.send(white, "pawnpost@localhost", None, &challenge);
    let asked = spool.latest(white);
    assert!(asked.subject.contains(words.confirm_subject), "{asked:#?}");

    spool.send(white, &asked.reply_to.clone(), Some(&asked), words.confirm);
    let invitation = spool.latest(black);
    assert!(invitation.reply_to.contains("+i"), "{invitation:#?}");
    spool.send(
        black,
        &invitation.reply_to.clone(),
        Some(&invitation),
        words.accept,
    );
    let begins = spool.latest(white);
    assert!(begins.subject.contains(words.your_move), "{begins:#?}");

    let (n, b) = (words.knight, words.bishop);
    let plies = [
        (white, "e4".to_owned()),
        (black, "e5".to_owned()),
        (white, format!("{n}f3")),
        (black, format!("{n}c6")),
        (white, format!("{b}b5")),
        (black, format!("a6\n{}", words.offer_draw)),
    ];
    for (who, body) in &plies {
        let latest = spool.latest(who);
        spool.send(who, &latest.reply_to.clone(), Some(&latest), body);
    }
    let offer = spool.latest(white);
    assert!(offer.text.contains(words.accept_draw), "{}", offer.text);
    assert!(
        offer
            .text
            .contains(&format!("1. e4 e5 2. {n}f3 {n}c6 3. {b}b5 a6")),
        "{}",
        offer.text
    );
    spool.send(
        white,
        &offer.reply_to.clone(),
        Some(&offer),
        words.accept_draw,
    );
    for who in [white, black] {
        let over = spool.latest(who);
        assert!(over.text.contains(words.drawn), "{who}: {}", over.text);
        assert!(over.text.contains(words.moves_heading), "{}", over.text);
    }
    for who in [white, black] {
        for letter in spool.letters(who) {
            for english in ENGLISH {
                assert!(
                    !letter.text.contains(english) && !letter.subject.contains(english),
                    "{who} got English ({english}): {letter:#?}"
                );
            }
        }
    }
}

#[test]
fn a_whole_game_in_german_commands() {
    whole_game(&GERMAN);
}

#[test]
fn a_whole_game_in_french_commands() {
    whole_game(&FRENCH);
}

#[test]
fn a_whole_game_in_spanish_commands() {
    whole_game(&SPANISH);
}

#[test]
fn a_whole_game_in_portuguese_commands() {
    whole_game(&PORTUGUESE);
}
