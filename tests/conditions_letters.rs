//! Snapshots (insta) of the letters about conditional moves, in English, German,
//! French, Spanish and Portuguese, through the real pipeline with a fixed clock and secret: a tree set with a
//! move, an answer played from it (both players' letters), a tree dropped by a move it
//! did not foresee, the listing and clearing, and the refusals (an illegal move, two
//! answers to one move, a tree sent out of turn). The commands are written in each
//! language's own words and piece letters.

use crate::common;

use common::{Office, Sent as Seen};

const A: &str = "alice@example.org";
const B: &str = "bob@example.org";

/// The words of one language.
struct Words {
    code: &'static str,
    challenge: &'static str,
    accept: &'static str,
    tree: &'static str,
    /// Black's moves: the foreseen one, then one the tree did not foresee.
    foreseen: &'static str,
    surprise: &'static str,
    list: &'static str,
    board: &'static str,
    set_again: &'static str,
    clear: &'static str,
    illegal: &'static str,
    two_answers: &'static str,
    out_of_turn: &'static str,
    /// White's recapture after Black's `exd4`, with the language's piece letters.
    recapture: &'static str,
}

const ENGLISH: Words = Words {
    code: "en",
    challenge: "Challenge bob@example.org white",
    accept: "Accept",
    tree: "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3 d6 d4\nIf d5",
    foreseen: "e5",
    surprise: "d6",
    list: "Conditions",
    board: "Board",
    set_again: "d4\nIf exd4 Qxd4",
    clear: "Clear Conditions",
    illegal: "If Nc6 Bb6",
    two_answers: "If Nc6 Qd1\nIf Nc6 Bb5",
    out_of_turn: "If Nc6 Bb5",
    recapture: "Qxd4",
};

const GERMAN: Words = Words {
    code: "de",
    challenge: "Herausforderung bob@example.org weiß",
    accept: "Annehmen",
    tree: "e4\nWenn e5 Sf3 Sc6 Lb5\nWenn c5 Sf3 d6 d4\nWenn d5",
    foreseen: "e5",
    surprise: "d6",
    list: "Bedingungen",
    board: "Brett",
    set_again: "d4\nWenn exd4 Dxd4",
    clear: "Bedingungen löschen",
    illegal: "Wenn Sc6 Lb6",
    two_answers: "Wenn Sc6 Dd1\nWenn Sc6 Lb5",
    out_of_turn: "Wenn Sc6 Lb5",
    recapture: "Dxd4",
};

const FRENCH: Words = Words {
    code: "fr",
    challenge: "Défi bob@example.org blancs",
    accept: "Accepter",
    tree: "e4\nSi e5 Cf3 Cc6 Fb5\nSi c5 Cf3 d6 d4\nSi d5",
    foreseen: "e5",
    surprise: "d6",
    list: "Mes conditions",
    board: "Échiquier",
    set_again: "d4\nSi exd4 Dxd4",
    clear: "Effacer les conditions",
    illegal: "Si Cc6 Fb6",
    two_answers: "Si Cc6 Dd1\nSi Cc6 Fb5",
    out_of_turn: "Si Cc6 Fb5",
    recapture: "Dxd4",
};

const SPANISH: Words = Words {
    code: "es",
    challenge: "Desafío bob@example.org con blancas",
    accept: "Acepto el desafío",
    tree: "e4\nSi e5 Cf3 Cc6 Ab5\nSi c5 Cf3 d6 d4\nSi d5",
    foreseen: "e5",
    surprise: "d6",
    list: "Mis jugadas condicionales",
    board: "Tablero",
    set_again: "d4\nSi exd4 Dxd4",
    clear: "Borrar jugadas condicionales",
    illegal: "Si Cc6 Ab6",
    two_answers: "Si Cc6 Dd1\nSi Cc6 Ab5",
    out_of_turn: "Si Cc6 Ab5",
    recapture: "Dxd4",
};

const PORTUGUESE: Words = Words {
    code: "pt",
    challenge: "Desafio bob@example.org de brancas",
    accept: "Aceito o desafio",
    tree: "e4\nSe e5 Cf3 Cc6 Bb5\nSe c5 Cf3 d6 d4\nSe d5",
    foreseen: "e5",
    surprise: "d6",
    list: "Meus lances condicionais",
    board: "Tabuleiro",
    set_again: "d4\nSe exd4 Dxd4",
    clear: "Apagar lances condicionais",
    illegal: "Se Cc6 Bb6",
    two_answers: "Se Cc6 Dd1\nSe Cc6 Bb5",
    out_of_turn: "Se Cc6 Bb5",
    recapture: "Dxd4",
};

struct Rig {
    office: Office,
    serial: u32,
}

impl Rig {
    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<Seen> {
        self.serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <q{}@client.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.serial
        );
        self.office.deliver(raw.as_bytes());
        self.office.drain()
    }

    fn in_game(&mut self, from: &str, body: &str) -> Vec<Seen> {
        let to = self.office.reply_address(1, from);
        self.send(from, &to, body)
    }
}

/// The letters' news, without the board, the move list and the footer that every game
/// letter has (the reply snapshots hold those).
fn news(text: &str) -> &str {
    let end = [
        "\nYou play ",
        "\nDu spielst ",
        "\nVous jouez ",
        "\nJuegas con ",
        "\nVocê joga com ",
        "\n  +---",
        "\n-- pawnpost --",
    ]
    .iter()
    .filter_map(|marker| text.find(marker))
    .min()
    .unwrap_or(text.len());
    text[..end].trim_end()
}

fn snapshot(prefix: &str, name: &str, seen: &[Seen]) {
    assert!(!seen.is_empty(), "{name}: no letter");
    for (i, s) in seen.iter().enumerate() {
        let who = s.to.split('@').next().unwrap_or_default();
        insta::assert_snapshot!(
            format!("{prefix}__{name}__{i}_{who}"),
            format!("To: {}\nSubject: {}\n\n{}", s.to, s.subject, news(&s.text))
        );
    }
}

/// Nothing of Alice's tree in a letter to Bob: not its moves, not its name.
fn private(seen: &[Seen], secret: &[&str]) {
    let names = ["condition", "bedingt", "condici", "condiç"];
    for s in seen.iter().filter(|s| s.to == B) {
        let all = format!("{}\n{}\n{}", s.subject, s.text, s.html);
        for word in secret {
            assert!(!all.contains(word), "Bob sees {word}:\n{all}");
        }
        for word in names {
            assert!(
                !all.to_lowercase().contains(word),
                "Bob sees {word}:\n{all}"
            );
        }
    }
}

/// Moves of Alice's tree that are never played.
const SECRET: &[&str] = &["Bb5", "Lb5", "Fb5", "Ab5", "Nc6", "Sc6", "Cc6", "c5"];

fn letters_in(words: &Words) {
    let mut rig = Rig {
        office: Office::new(43, 1_795_000_000, |_| {}),
        serial: 0,
    };
    rig.office.step = 3600;
    let p = words.code;
    for who in [A, B] {
        let own = rig.office.own_address(who);
        rig.send(who, &own, &format!("Language {}", words.code));
    }
    let own_a = rig.office.own_address(A);
    let own_b = rig.office.own_address(B);
    rig.send(A, &own_a, words.challenge);
    rig.send(B, &own_b, words.accept);

    let seen = rig.in_game(A, words.tree);
    private(&seen, SECRET);
    snapshot(p, "01_set", &seen);
    // `Board` from the owner reminds them of the tree, and tells no one else.
    let seen = rig.in_game(A, words.board);
    snapshot(p, "01b_board_reminds", &seen);
    let seen = rig.in_game(B, words.foreseen);
    private(&seen, SECRET);
    snapshot(p, "02_answered", &seen);
    let seen = rig.in_game(A, words.list);
    snapshot(p, "03_listed", &seen);
    let seen = rig.in_game(B, words.surprise);
    private(&seen, SECRET);
    snapshot(p, "04_dropped", &seen);
    let seen = rig.in_game(A, words.set_again);
    snapshot(p, "05_set_with_a_move", &seen);
    let seen = rig.in_game(A, words.clear);
    snapshot(p, "06_cleared", &seen);
    let seen = rig.in_game(A, words.list);
    snapshot(p, "07_none", &seen);
    let seen = rig.in_game(B, "exd4");
    snapshot(p, "08_bobs_move", &seen);
    let seen = rig.in_game(A, words.out_of_turn);
    snapshot(p, "09_out_of_turn", &seen);
    rig.in_game(A, words.recapture);
    let seen = rig.in_game(A, words.illegal);
    snapshot(p, "10_illegal", &seen);
    let seen = rig.in_game(A, words.two_answers);
    snapshot(p, "11_two_answers", &seen);
}

#[test]
fn conditions_letters_in_english() {
    letters_in(&ENGLISH);
}

#[test]
fn conditions_letters_in_german() {
    letters_in(&GERMAN);
}

#[test]
fn conditions_letters_in_french() {
    letters_in(&FRENCH);
}

#[test]
fn conditions_letters_in_spanish() {
    letters_in(&SPANISH);
}

#[test]
fn conditions_letters_in_portuguese() {
    letters_in(&PORTUGUESE);
}
