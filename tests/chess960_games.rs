//! Issue 23, Chess960 games over the office (the store, the letters, the PGN): a
//! challenge names a start position or leaves it to the draw; White and Black castle
//! on both sides, written `O-O`/`O-O-O` and as the king taking its own rook (UCI).

use crate::common;

use common::{Office, Sent};
use pawnpost::rules::Position;

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";

fn mail(n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    common::mail("c960-", n, from, to, body)
}

use common::letter_to as to;

/// The number of the Chess960 start whose back rank is `rank` (`bbnnrkrq`).
fn number_of(rank: &str) -> u16 {
    (0..960)
        .find(|&n| {
            Position::chess960(n)
                .unwrap()
                .fen()
                .starts_with(&format!("{rank}/"))
        })
        .expect("a Chess960 back rank")
}

/// Anna (White) challenges Bert to `terms`; Bert accepts. Returns the letters of the
/// challenge.
fn start(office: &mut Office, terms: &str) -> Vec<Sent> {
    let own = office.own_address(ANNA);
    office.deliver(&mail(
        1,
        ANNA,
        &own,
        &format!("Challenge {BERT} white {terms}"),
    ));
    let issued = office.drain();
    let invitation = to(&issued, BERT).reply_to.clone();
    office.deliver(&mail(2, BERT, &invitation, "Accept"));
    office.drain();
    issued
}

/// Plays `moves` alternately from White through each player's thread of game 1.
fn play(office: &mut Office, moves: &[&str]) {
    let (wt, bt) = (office.reply_address(1, ANNA), office.reply_address(1, BERT));
    for (i, mv) in moves.iter().enumerate() {
        let (who, thread) = if i % 2 == 0 { (ANNA, &wt) } else { (BERT, &bt) };
        office.deliver(&mail(100 + i as u32, who, thread, mv));
        let sent = office.drain();
        let game = office.store.load_game(1).unwrap();
        assert_eq!(
            game.moves().len(),
            i + 1,
            "{mv} was not played: {:#?}",
            sent.iter().map(|s| &s.text).collect::<Vec<_>>()
        );
    }
}

fn back_ranks(office: &Office) -> (String, String) {
    let fen = office.store.load_game(1).unwrap().position().fen();
    let ranks: Vec<&str> = fen.split([' ', '/']).collect();
    (ranks[7].to_owned(), ranks[0].to_owned())
}

#[test]
fn both_sides_castle_both_ways_written_as_o_o_and_o_o_o() {
    let mut office = Office::new(9, 1_800_000_000, |_| {});
    let number = number_of("bbnnrkrq");
    let issued = start(&mut office, &format!("chess960 {number}"));
    assert!(
        to(&issued, BERT).text.contains(&format!(
            "The game is Chess960, from start position {number}."
        )),
        "{}",
        to(&issued, BERT).text
    );
    let game = office.store.load_game(1).unwrap();
    assert!(game.position().mode().is_chess960());
    assert!(game.position().fen().starts_with("bbnnrkrq/"));
    // White castles king-side at once (king and rook swap f1/g1); Black clears c8 and d8
    // and castles queen-side.
    play(&mut office, &["O-O", "Nc6", "a3", "Nd6", "b3", "O-O-O"]);
    let (white, black) = back_ranks(&office);
    assert_eq!(white, "BBNNRRKQ");
    assert_eq!(black, "bbkr2rq");
    let game = office.store.load_game(1).unwrap();
    let sans: Vec<&str> = game.moves().iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["O-O", "Nc6", "a3", "Nd6", "b3", "O-O-O"]);
    // The PGN names the variant and the start; its moves replay in a second chess
    // crate's Chess960 mode.
    let thread = office.reply_address(1, ANNA);
    office.deliver(&mail(9, ANNA, &thread, "Resign"));
    let sent = office.drain();
    let pgn = to(&sent, BERT).pgn().expect("a PGN");
    assert!(pgn.contains("[Variant \"Chess960\"]"), "{pgn}");
    assert!(pgn.contains("[SetUp \"1\"]"), "{pgn}");
    let fen = Position::chess960(number).unwrap().fen();
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");
    let read = pawnpost::notation::pgn_read::read_pgn(&pgn).unwrap();
    let setup: shakmaty::fen::Fen = fen.parse().unwrap();
    let mut position: shakmaty::Chess = setup
        .into_position(shakmaty::CastlingMode::Chess960)
        .unwrap();
    for m in &read.moves {
        let san: shakmaty::san::San = m.text.parse().unwrap();
        let mv = san.to_move(&position).unwrap();
        position = shakmaty::Position::play(position, mv).unwrap();
    }
    assert_eq!(read.moves.len(), 6);
}

#[test]
fn both_sides_castle_both_ways_as_the_king_taking_its_rook() {
    let mut office = Office::new(9, 1_800_000_000, |_| {});
    let number = number_of("bbnnrkrq");
    start(&mut office, &format!("chess960 {number}"));
    // Black castles king-side at once, king onto rook (f8g8); White clears c1 and d1
    // and castles queen-side the same way (f1e1).
    play(&mut office, &["Nb3", "f8g8", "Ne3", "a6", "f1e1"]);
    let (white, black) = back_ranks(&office);
    assert_eq!(white, "BBKR2RQ");
    assert_eq!(black, "bbnnrrkq");
    let game = office.store.load_game(1).unwrap();
    let last: Vec<(&str, &str)> = game
        .moves()
        .iter()
        .map(|m| (m.san.as_str(), m.uci.as_str()))
        .collect();
    assert_eq!(last[1], ("O-O", "f8g8"));
    assert_eq!(last[4], ("O-O-O", "f1e1"));
    // The stored game replays (the store checks every move against its FEN).
    drop(game);
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 5);
}

#[test]
fn a_random_chess960_start_is_drawn_when_the_game_begins() {
    let mut office = Office::new(9, 1_800_000_000, |_| {});
    let issued = start(&mut office, "Fischer-Random");
    assert!(
        to(&issued, BERT)
            .text
            .contains("The game is Chess960: its start position is drawn when it begins."),
        "{}",
        to(&issued, BERT).text
    );
    let game = office.store.load_game(1).unwrap();
    assert!(game.position().mode().is_chess960());
    let fen = game.position().fen();
    assert!(
        (0..960).any(|n| Position::chess960(n).unwrap().fen() == fen),
        "{fen}"
    );
}

#[test]
fn a_start_number_out_of_range_is_refused() {
    let mut office = Office::new(9, 1_800_000_000, |_| {});
    let own = office.own_address(ANNA);
    office.deliver(&mail(
        1,
        ANNA,
        &own,
        &format!("Challenge {BERT} chess960 960"),
    ));
    let sent = office.drain();
    assert_eq!(sent.len(), 1, "{sent:#?}");
    assert!(
        sent[0]
            .text
            .contains("Chess960 start positions are numbered 0 to 959, not 960"),
        "{}",
        sent[0].text
    );
}

#[test]
fn a_double_round_robin_in_chess960_plays_each_pair_from_one_position() {
    let mut office = Office::new(9, 1_800_000_000, |_| {});
    let players: Vec<String> = [
        "a@example.org",
        "b@example.org",
        "c@example.org",
        "d@example.org",
    ]
    .map(String::from)
    .to_vec();
    let terms = pawnpost::daemon::TournamentTerms {
        double: true,
        start: pawnpost::command::Start::from_args(None, None, true).unwrap(),
        ..Default::default()
    };
    let now = office.now;
    let games = pawnpost::daemon::create_tournament(
        &office.pm,
        &mut office.store,
        "Fischer",
        &players,
        terms,
        now,
    )
    .unwrap();
    assert_eq!(games, 12);
    let begun = office.drain();
    let mut by_pair = std::collections::HashMap::new();
    let mut starts = std::collections::HashSet::new();
    for id in 1..=12 {
        let game = office.store.load_game(id).unwrap();
        assert!(game.position().mode().is_chess960(), "game {id}");
        let fen = game.record().initial().fen();
        assert!(
            (0..960).any(|n| Position::chess960(n).unwrap().fen() == fen),
            "{fen}"
        );
        let mut pair = [game.white().to_owned(), game.black().to_owned()];
        pair.sort();
        by_pair
            .entry(pair)
            .or_insert_with(Vec::new)
            .push(fen.clone());
        starts.insert(fen);
    }
    assert_eq!(by_pair.len(), 6);
    for (pair, fens) in &by_pair {
        assert_eq!(fens.len(), 2, "{pair:?}");
        assert_eq!(fens[0], fens[1], "both games of {pair:?} from one position");
    }
    // One position per round of the first cycle: three rounds, at most three starts.
    assert!(starts.len() <= 3, "{starts:?}");
    // Every first letter names its game's start position.
    for letter in &begun {
        assert!(
            letter
                .text
                .contains("The game is Chess960, from start position"),
            "{}",
            letter.text
        );
    }
}

#[test]
fn a_chess960_seek_meets_only_a_chess960_seek() {
    let mut office = Office::new(9, 1_800_000_000, |_| {});
    let carl = "carl@example.org";
    let own = |office: &Office, who: &str| office.own_address(who);
    let (a, b, c) = (own(&office, ANNA), own(&office, BERT), own(&office, carl));
    office.deliver(&mail(1, ANNA, &a, "Seek chess960"));
    let posted = office.drain();
    assert!(
        to(&posted, ANNA).text.contains(", Chess960"),
        "{}",
        to(&posted, ANNA).text
    );
    // A standard seek does not take it.
    office.deliver(&mail(2, BERT, &b, "Seek"));
    office.drain();
    assert!(office.store.load_game(1).is_err(), "no game yet");
    // The list shows which is which.
    office.deliver(&mail(3, carl, &c, "Seeks"));
    let list = office.drain();
    assert!(
        to(&list, carl).text.contains(", Chess960"),
        "{}",
        to(&list, carl).text
    );
    // Carl's Chess960 seek meets Anna's.
    office.deliver(&mail(4, carl, &c, "Seek Fischer-Random"));
    let begun = office.drain();
    assert!(
        begun
            .iter()
            .any(|s| s.text.contains("The game is Chess960, from start position")),
        "{begun:#?}"
    );
    let game = office.store.load_game(1).unwrap();
    assert!(game.position().mode().is_chess960());
    let mut players = [game.white(), game.black()];
    players.sort();
    assert_eq!(players, [ANNA, carl]);
}
