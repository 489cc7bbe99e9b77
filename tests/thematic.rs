//! Issue 23, thematic starts: a challenge that begins after an opening's moves or
//! from a position, played through the office (the store, the letters, the PGN).

use crate::common;

use common::{Office, Sent};

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";

fn mail(n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    common::mail("th", n, from, to, body)
}

use common::letter_to as to;

/// Anna challenges Bert with `terms`, Bert accepts: the letters of each step.
fn challenge_and_accept(office: &mut Office, terms: &str) -> (Vec<Sent>, Vec<Sent>) {
    let own = office.own_address(ANNA);
    office.deliver(&mail(1, ANNA, &own, &format!("Challenge {BERT} {terms}")));
    let issued = office.drain();
    let invitation = to(&issued, BERT);
    let (d, accepted) = {
        let d = office.deliver(&mail(2, BERT, &invitation.reply_to, "Accept"));
        (d, office.drain())
    };
    assert!(
        format!("{d:?}").contains("game: Some"),
        "{d:?} {accepted:#?}"
    );
    (issued, accepted)
}

#[test]
fn a_game_after_an_opening_begins_with_its_moves_in_the_record_and_the_pgn() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let (issued, accepted) =
        challenge_and_accept(&mut office, "white after 1.e4 c5 2.Nf3 d6 timeout 10 days");
    // Both the receipt and the invitation say where the game begins, in SAN.
    for letter in [to(&issued, ANNA), to(&issued, BERT)] {
        assert!(
            letter
                .text
                .contains("The game begins after 1. e4 c5 2. Nf3 d6."),
            "{}",
            letter.text
        );
    }
    let game = office.store.load_game(1).unwrap();
    let sans: Vec<&str> = game.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "c5", "Nf3", "d6"]);
    assert_eq!(game.position().fullmoves(), 3);
    // White (Anna) is to move: her letter says so; the clock runs for her.
    assert!(
        to(&accepted, ANNA)
            .subject
            .to_lowercase()
            .contains("your move"),
        "{accepted:#?}"
    );
    // She plays 3. d4 in the game's thread.
    let thread = office.reply_address(1, ANNA);
    office.deliver(&mail(3, ANNA, &thread, "d4"));
    office.drain();
    let game = office.store.load_game(1).unwrap();
    assert_eq!(game.moves().len(), 5);
    office.deliver(&mail(4, ANNA, &thread, "Resign"));
    let sent = office.drain();
    let pgn = to(&sent, BERT).pgn().expect("a PGN with the game's end");
    assert!(pgn.contains("1. e4 c5 2. Nf3 d6 3. d4"), "{pgn}");
    assert!(
        !pgn.contains("[SetUp"),
        "an opening is moves, not a set-up: {pgn}"
    );
    // The PGN's moves replay from the standard start in a second chess crate.
    let read = pawnpost::notation::pgn_read::read_pgn(&pgn).unwrap();
    let mut position = shakmaty::Chess::default();
    for m in &read.moves {
        let san: shakmaty::san::San = m.text.parse().unwrap();
        let mv = san.to_move(&position).unwrap();
        position = shakmaty::Position::play(position, mv).unwrap();
    }
    assert_eq!(read.moves.len(), 5);
}

#[test]
fn a_game_from_a_position_has_set_up_and_fen_in_its_pgn() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
    let (issued, _) = challenge_and_accept(&mut office, &format!("black from {fen}"));
    assert!(
        to(&issued, BERT).text.contains(fen),
        "{}",
        to(&issued, BERT).text
    );
    let game = office.store.load_game(1).unwrap();
    assert_eq!(game.position().fen(), fen);
    assert!(game.moves().is_empty());
    // Black is Anna (she asked for black) and is to move.
    let thread = office.reply_address(1, ANNA);
    office.deliver(&mail(3, ANNA, &thread, "Kd7"));
    office.drain();
    office.deliver(&mail(4, ANNA, &thread, "Resign"));
    let sent = office.drain();
    let pgn = to(&sent, BERT).pgn().expect("a PGN");
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");
    assert!(pgn.contains("40... Kd7"), "{pgn}");
}

#[test]
fn a_start_that_cannot_be_played_is_refused_with_what_is_wrong() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let own = office.own_address(ANNA);
    for (n, terms, expected) in [
        (
            1,
            "after 1.e4 e5 2.Ke3",
            "Ke3 (move 2) is not legal in that opening",
        ),
        (2, "after 1.f3 e5 2.g4 Qh4", "that position is already over"),
        (
            3,
            "from 8/8/8/4k3/8/8/8/8 w - - 0 1",
            "that FEN is not a legal position (look at its piece placement field)",
        ),
    ] {
        office.deliver(&mail(n, ANNA, &own, &format!("Challenge {BERT} {terms}")));
        let sent = office.drain();
        assert_eq!(sent.len(), 1, "{terms}: {sent:#?}");
        assert_eq!(sent[0].to, ANNA);
        assert!(sent[0].text.contains(expected), "{terms}: {}", sent[0].text);
    }
    // No challenge was made: Bert heard nothing, and none is stored.
    let open = office.store.read(|tx| tx.open_challenges()).unwrap();
    assert!(open.is_empty(), "{open:?}");
}

#[test]
fn openings_are_read_in_every_language() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let own = office.own_address(ANNA);
    for (n, body) in [
        // A different opponent each time: a stranger is invited at most twice a day.
        (
            1,
            "Herausforderung b1@example.org weiß nach 1.e4 c5 2.Sf3 d6",
        ),
        (2, "Défi b2@example.org blancs après 1.e4 c5 2.Cf3 d6"),
        (
            3,
            "Desafío b3@example.org blancas después de 1.e4 c5 2.Cf3 d6",
        ),
        (4, "Desafio b4@example.org brancas após 1.e4 c5 2.Cf3 d6"),
    ] {
        office.deliver(&mail(n, ANNA, &own, body));
        let sent = office.drain();
        let receipt = to(&sent, ANNA);
        assert!(
            receipt.text.contains("e4 c5 2."),
            "{body}: {}",
            receipt.text
        );
    }
    let open = office.store.read(|tx| tx.open_challenges()).unwrap();
    assert_eq!(open.len(), 4);
    for challenge in open {
        assert_eq!(
            challenge.start,
            pawnpost::command::Start::Opening(["e4", "c5", "Nf3", "d6"].map(String::from).to_vec())
        );
    }
}

#[test]
fn a_thematic_tournament_starts_every_game_after_its_opening() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let players: Vec<String> = [ANNA, BERT, "carl@example.org"].map(String::from).to_vec();
    let terms = pawnpost::daemon::TournamentTerms {
        double: true,
        start: pawnpost::command::Start::from_args(Some("1.d4 Nf6 2.c4 e6 3.Nc3 Bb4"), None, false)
            .unwrap(),
        ..Default::default()
    };
    let now = office.now;
    let games = pawnpost::daemon::create_tournament(
        &office.pm,
        &mut office.store,
        "Nimzo",
        &players,
        terms,
        now,
    )
    .unwrap();
    assert_eq!(games, 6);
    let begun = office.drain();
    assert_eq!(begun.len(), 12);
    for letter in &begun {
        assert!(
            letter
                .text
                .contains("The game begins after 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4."),
            "{}",
            letter.text
        );
    }
    for id in 1..=6 {
        let game = office.store.load_game(id).unwrap();
        let sans: Vec<&str> = game.moves().iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["d4", "Nf6", "c4", "e6", "Nc3", "Bb4"], "game {id}");
    }
    let shown = pawnpost::admin::tournament_show(&mut office.store, "Nimzo", now).unwrap();
    assert!(
        shown.contains("start: after 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4"),
        "{shown}"
    );
}
