//! `Board words`, `Board text`, `Board picture`: what each style puts in a letter and
//! leaves out, who may set it, and that a words letter sent back is read as ours.

use crate::common;

use common::walk::{self, A, B};
use common::{SERVER, Sent, letter_to};

/// Every letter of the board-styles walk, by step name.
fn walked() -> Vec<(String, Vec<Sent>)> {
    let mut steps = Vec::new();
    walk::board_styles(None, &mut |name, seen| {
        steps.push((name.to_owned(), seen.to_vec()))
    });
    steps
}

fn step<'a>(steps: &'a [(String, Vec<Sent>)], name: &str) -> &'a [Sent] {
    &steps
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no step {name}"))
        .1
}

/// A rank of a drawn board: `8 | r n b q k b n r |`.
fn has_grid(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l.trim_start();
        l.len() > 4 && l.as_bytes()[0].is_ascii_digit() && l[1..].trim_start().starts_with('|')
    }) || text.contains("+-----")
}

fn has_picture(sent: &Sent) -> bool {
    String::from_utf8_lossy(&sent.raw).contains("image/png")
}

#[test]
fn words_letters_list_the_position_and_carry_no_grid_nor_picture() {
    let steps = walked();
    // Anna chose words before her game began; Bert chose them with his first move.
    for (name, who) in [
        ("71_begins_in_words", A),
        ("73_capture", B),
        ("74_check", A),
        ("75_castling", B),
        ("77_table", A),
    ] {
        let letter = letter_to(step(&steps, name), who);
        assert!(!has_grid(&letter.text), "{name}: {}", letter.text);
        assert!(!has_picture(letter), "{name}");
        assert!(!letter.html.contains("<img"), "{name}");
        assert!(!letter.html.contains("<table"), "{name}");
        // Each side's pieces are one line that says whose they are, and the reader's
        // side is marked.
        assert!(
            letter.text.contains("\nWhite: king ")
                || letter.text.contains("\nWhite (yours): king "),
            "{name}: {}",
            letter.text
        );
        assert!(
            letter.text.contains("\nBlack: king ")
                || letter.text.contains("\nBlack (yours): king "),
            "{name}: {}",
            letter.text
        );
        assert!(
            letter.text.contains(" (yours): "),
            "{name}: {}",
            letter.text
        );
        assert!(letter.text.contains(", pawns "), "{name}: {}", letter.text);
        // In HTML a heading, then a paragraph a side: no list to announce.
        assert!(
            letter.html.contains("<h2 ") && !letter.html.contains("<h3 "),
            "{name}"
        );
        assert!(!letter.html.contains("<li>"), "{name}");
    }
    let check = letter_to(step(&steps, "74_check"), A);
    assert!(
        check
            .text
            .starts_with("Your move (White). bob played 3... Qe5: queen from d5 to e5. You are in check from the queen on e5.\r\n"),
        "{}",
        check.text
    );
    let castling = letter_to(step(&steps, "75_castling"), B);
    assert!(
        castling.text.contains(
            "alice played 6. O-O: king-side castling, king from e1 to g1, rook from h1 to f1."
        ),
        "{}",
        castling.text
    );
    let capture = letter_to(step(&steps, "73_capture"), B);
    assert!(
        capture.text.starts_with(
            "Your move (Black). alice played 2. exd5: pawn from e4 to d5, taking your pawn.\r\n"
        ),
        "{}",
        capture.text
    );
    // Before Bert chose, his letters had the picture and the grid.
    let before = letter_to(step(&steps, "71_begins_in_words"), B);
    assert!(has_grid(&before.text) && has_picture(before));
}

/// After a resignation no one is to move; in a letter about several games (which has no
/// move lists) the state keeps the move in notation, and each game's part is a heading
/// the board's words stand under.
#[test]
fn words_after_the_end_and_in_a_letter_about_several_games() {
    let steps = walked();
    let resigned = letter_to(step(&steps, "80_resigned_in_words"), A);
    assert!(
        !resigned.text.lines().any(|l| l.ends_with(" to move.")),
        "{}",
        resigned.text
    );
    // The result once, in words, first; then the last move.
    assert!(
        resigned.text.starts_with(
            "Game over: bob won by resignation. bob played 1... e5: pawn from e7 to e5.\r\n"
        ),
        "{}",
        resigned.text
    );
    assert_eq!(
        resigned.text.matches("resignation").count(),
        1,
        "{}",
        resigned.text
    );
    assert!(!resigned.text.contains("0-1"), "{}", resigned.text);
    let several = letter_to(step(&steps, "79_several_games_in_words"), A);
    for words in [
        "You played 8. h3: pawn from h2 to h3.",
        "You played 1. e4: pawn from e2 to e4.",
    ] {
        assert!(several.text.contains(words), "{}", several.text);
    }
    assert_eq!(several.html.matches("<h2").count(), 2, "{}", several.html);
    assert_eq!(several.html.matches("<h3").count(), 2, "{}", several.html);
    // Each side's pieces are a paragraph, not a heading over a list.
    assert_eq!(several.html.matches("<h4").count(), 0, "{}", several.html);
    assert_eq!(
        several.html.matches(">White (yours): king ").count(),
        2,
        "{}",
        several.html
    );
    // A letter about one game says its last move once, in the headline.
    let castling = letter_to(step(&steps, "75_castling"), B);
    assert_eq!(
        castling.text.matches("king from e1 to g1").count(),
        1,
        "{}",
        castling.text
    );
    assert!(!castling.text.contains("Last move"), "{}", castling.text);
}

#[test]
fn board_text_draws_a_table_without_a_picture_and_board_picture_brings_it_back() {
    let steps = walked();
    let table = letter_to(step(&steps, "77_table"), B);
    assert!(has_grid(&table.text), "{}", table.text);
    assert!(!has_picture(table));
    assert!(table.html.contains("<table"));
    assert!(table.html.contains("<th scope=\"row\""));
    assert!(!table.html.contains("<img"));
    let picture = letter_to(step(&steps, "78_board_picture"), A);
    assert!(has_picture(picture) && picture.html.contains("<img"));
    assert!(has_grid(&picture.text));
}

#[test]
fn every_html_letter_is_a_document_in_its_readers_language() {
    for code in ["en", "de", "fr", "es", "pt"] {
        let mut seen = Vec::new();
        walk::board_styles((code != "en").then_some(code), &mut |_, sent| {
            seen.extend(sent.iter().cloned())
        });
        assert!(seen.len() > 10, "{}", seen.len());
        for letter in &seen {
            let html = &letter.html.replace("\r\n", "\n");
            assert!(
                html.starts_with(&format!("<!DOCTYPE html>\n<html lang=\"{code}\">")),
                "{html}"
            );
            assert_eq!(html.matches("<h1").count(), 1, "{html}");
            assert_eq!(html.matches("<main").count(), 1, "{html}");
            assert!(html.contains("<title>[pawnpost"), "{html}");
        }
    }
}

/// A setting changes what the player reads, so it needs the proof of any other change:
/// a forged `Board words` from a stranger's mailbox is only a request to confirm.
#[test]
fn a_board_style_without_proof_waits_for_confirmation() {
    let mut rig = walk::Rig::new();
    let asked = rig.send(A, SERVER, "Board words");
    assert_eq!(asked.len(), 1);
    assert!(asked[0].subject.contains("confirm"), "{}", asked[0].subject);
    assert_eq!(
        rig.office
            .store
            .transaction(|tx| tx.board_style(A))
            .unwrap(),
        pawnpost::command::BoardStyle::Picture
    );
    // The confirmation through the mailbox does it.
    let done = rig.send(A, &asked[0].reply_to, "Confirm");
    assert!(
        done[0].text.contains("then the position in words"),
        "{}",
        done[0].text
    );
    assert_eq!(
        rig.office
            .store
            .transaction(|tx| tx.board_style(A))
            .unwrap(),
        pawnpost::command::BoardStyle::Words
    );
}

/// A player's client that sends our words letter back without quote marks under its
/// reply header: the lists are our own text, never commands nor complaints.
#[test]
fn a_words_letter_sent_back_unquoted_reads_as_ours() {
    let mut rig = walk::Rig::new();
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.send(A, &own_a, "Board words");
    rig.send(A, &own_a, "Challenge bob@example.org white");
    let begun = rig.send(B, &own_b, "Accept");
    let letter = letter_to(&begun, A);
    let wa = rig.office.reply_address(1, A);
    let body = format!(
        "e4\n\nOn Sat, 21 Nov 2026 at 10:00, pawnpost <pawnpost@localhost> wrote:\n{}",
        letter.text
    );
    let answered = rig.send(A, &wa, &body);
    let own = letter_to(&answered, A);
    assert!(
        own.text.contains("You played 1. e4: pawn from e2 to e4."),
        "{}",
        own.text
    );
    assert!(!own.text.contains("not understand"), "{}", own.text);
    let opponent = letter_to(&answered, B);
    assert!(!opponent.text.contains("writes:"), "{}", opponent.text);
}

/// The same letter in the three styles: a words letter carries no picture and no
/// table, a fraction of the default's size. `--nocapture` prints the sizes
/// docs/benchmarks.md gives.
#[test]
fn a_words_letter_is_a_fraction_of_a_picture_letter() {
    use pawnpost::command::{BoardStyle, Start};
    let office = common::Office::new(7, 1_795_000_000, |_| {});
    let now = office.now;
    let opening = [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
    ];
    let game = pawnpost::game::Game::begin(
        A,
        B,
        &Start::Opening(opening.map(String::from).to_vec()),
        30 * 86_400,
        now,
    );
    let letters = pawnpost::letter::game_started(&game, now);
    let letter = letters.iter().find(|l| l.to == A).unwrap();
    let words = pawnpost::letter::catalogue(pawnpost::notation::Language::English);
    let size = |style: BoardStyle| {
        let raw = pawnpost::daemon::outbox::compose(
            &office.pm,
            letter,
            (words, style, pawnpost::render::Encoding::Quick),
            (Some(&game), &[]),
            "<sizes@localhost>",
            &pawnpost::daemon::outbox::Threading::default(),
            now,
        )
        .unwrap();
        let text = pawnpost::letter::text::render(letter, words, style).len();
        eprintln!(
            "{}: whole mail {} bytes, text part {text} bytes",
            style.key(),
            raw.len()
        );
        raw.len()
    };
    let (picture, table, in_words) = (
        size(BoardStyle::Picture),
        size(BoardStyle::Text),
        size(BoardStyle::Words),
    );
    assert!(in_words * 3 < picture, "{in_words} vs {picture}");
    assert!(in_words * 3 < table, "{in_words} vs {table}");
}

/// A `Board words` letter of a long game lists its last ten full moves, without the
/// check signs a speech engine spells out, and says how to get the rest; `History`
/// sends them all. Other styles keep the whole list.
#[test]
fn a_words_letter_lists_the_last_ten_moves_and_history_sends_all() {
    const LINE: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 \
                        Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7";
    let mut rig = walk::Rig::new();
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.send(A, &own_a, "Board words");
    rig.send(A, &own_a, "Challenge bob@example.org white");
    rig.send(B, &own_b, "Accept");
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    let mut last = Vec::new();
    for (i, mv) in LINE.split_whitespace().enumerate() {
        last = if i % 2 == 0 {
            rig.send(A, &wa, mv)
        } else {
            rig.send(B, &ba, mv)
        };
    }
    let words = letter_to(&last, A).text.replace("\r\n", "\n");
    assert!(
        words.contains("\nMoves:\n4. Ba4 Nf6 5. O-O Be7 "),
        "{words}"
    );
    assert!(words.contains("13. Nc3 Bb7\n"), "{words}");
    assert!(
        words.contains("Only the last ten moves are shown; send History for all of them."),
        "{words}"
    );
    let picture = letter_to(&last, B).text.replace("\r\n", "\n");
    assert!(
        picture.contains("\nMoves:\n1. e4 e5 2. Nf3 Nc6 "),
        "{picture}"
    );
    assert!(!picture.contains("Only the last ten"), "{picture}");
    let history = rig.send(A, &wa, "History");
    let whole = letter_to(&history, A).text.replace("\r\n", "\n");
    assert!(whole.contains("\nMoves:\n1. e4 e5 2. Nf3 Nc6 "), "{whole}");
    assert!(!whole.contains("Only the last ten"), "{whole}");
}
