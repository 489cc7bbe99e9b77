//! Half-point byes asked for by mail in a Swiss (docs/rules.md, "Half-point byes"), in
//! process: six players, three rounds, one half-point bye each. Anna books one for
//! round 2, cancels it and books it again; round 2 is paired without her and the
//! game letters say so; her standings show ½; a cancel after the pairing and a
//! second bye are refused, and so is a bye in the last round and one without proof.
//! An open Swiss takes a bye for its first round before it starts, but none that
//! would leave fewer than two to pair.

use crate::common;
use common::club::{Club, shown, to};

use pawnpost::community::swiss::event::{Cell, SwissTable};
use pawnpost::daemon::TournamentTerms;

const PLAYERS: [(&str, &str); 6] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
    ("dora@example.org", "Dora"),
    ("erin@example.org", "Erin"),
    ("fred@example.org", "Fred"),
];

const ANNA: &str = "anna@example.org";

/// The games of round `round` of Spring: (id, White, Black).
fn round(club: &mut Club, round: u32) -> Vec<(i64, String, String)> {
    let ids: Vec<i64> = club.tx(|tx| {
        let t = tx.tournament_named("Spring").unwrap().unwrap();
        tx.tournament_games(t.id)
            .unwrap()
            .into_iter()
            .filter(|(_, r)| *r == round)
            .map(|(id, _)| id)
            .collect()
    });
    ids.into_iter()
        .map(|id| {
            let g = club.office.store.load_game(id).unwrap();
            (id, g.white().to_owned(), g.black().to_owned())
        })
        .collect()
}

/// Spring's table as it stands.
fn table(club: &mut Club) -> SwissTable {
    club.tx(|tx| {
        let t = tx.tournament_named("Spring").unwrap().unwrap();
        let (_, players) = tx
            .swiss_history(&t, &mut |address| {
                Ok(PLAYERS
                    .iter()
                    .find(|(a, _)| *a == address)
                    .map(|(_, n)| n.to_string())
                    .unwrap_or_default())
            })
            .unwrap();
        SwissTable::compute(&players, t.rounds)
    })
}

/// The one letter to `who` in `sent`.
fn only<'a>(sent: &'a [common::Sent], who: &str) -> &'a common::Sent {
    let mine = to(sent, who);
    assert_eq!(mine.len(), 1, "{sent:#?}");
    mine[0]
}

#[test]
fn a_half_point_bye_is_asked_for_taken_and_counted() {
    let mut club = Club::with(5, |_| {});
    for (who, name) in PLAYERS {
        club.lobby(who, &format!("Name {name}"));
    }
    let addresses: Vec<String> = PLAYERS.iter().map(|(a, _)| a.to_string()).collect();
    let now = club.office.now;
    pawnpost::daemon::create_tournament(
        &club.office.pm,
        &mut club.office.store,
        "Spring",
        &addresses,
        TournamentTerms {
            swiss_rounds: Some(3),
            ..TournamentTerms::default()
        },
        now,
    )
    .unwrap();
    club.office.drain();
    assert_eq!(round(&mut club, 1).len(), 3);

    // Without proof (a forged From to the public address) nothing is booked.
    let public = club.office.pm.config.server.address.clone();
    club.send(ANNA, public.as_ref(), "Half-point bye Spring");
    let booked = club.tx(|tx| {
        let t = tx.tournament_named("Spring").unwrap().unwrap();
        tx.half_bye_seats(t.id, 2).unwrap()
    });
    assert!(booked.is_empty(), "{booked:?}");

    // Booked for the next round not yet paired, cancelled, booked again.
    let sent = club.lobby(ANNA, "Half-point bye Spring");
    let letter = only(&sent, ANNA);
    assert!(letter.text.contains("round 2 of 3"), "{}", letter.text);
    insta::assert_snapshot!("booked", shown(letter));
    let sent = club.lobby(ANNA, "Cancel bye Spring");
    insta::assert_snapshot!("cancelled", shown(only(&sent, ANNA)));
    let sent = club.lobby(ANNA, "I request a half-point bye in Spring");
    assert!(only(&sent, ANNA).text.contains("round 2 of 3"), "{sent:#?}");
    // The admin sees it booked.
    let show = |club: &mut Club| {
        let now = club.office.now;
        pawnpost::admin::tournament_show(&mut club.office.store, "Spring", now).unwrap()
    };
    let shown_before = show(&mut club);
    assert!(
        shown_before
            .lines()
            .any(|l| l.contains(ANNA) && l.contains("half-point bye: round 2 booked")),
        "{shown_before}"
    );

    // Round 1 ends: round 2 is paired without Anna, who is told; the game letters
    // name her.
    let games = round(&mut club, 1);
    let mut told = Vec::new();
    for (id, white, black) in &games {
        club.play(*id, white, "e4");
        club.play(*id, black, "e5");
        told = club.play(*id, black, "Resign");
    }
    let second = round(&mut club, 2);
    assert_eq!(second.len(), 2, "five to pair: two games and the bye");
    assert!(
        second.iter().all(|(_, w, b)| w != ANNA && b != ANNA),
        "{second:?}"
    );
    let news = to(&told, ANNA)
        .into_iter()
        .find(|s| s.text.contains("half-point bye you asked for"))
        .unwrap_or_else(|| panic!("{told:#?}"));
    insta::assert_snapshot!("taken", shown(news));
    let shown_after = show(&mut club);
    assert!(
        shown_after
            .lines()
            .any(|l| l.contains(ANNA) && l.contains("half-point bye: round 2 taken")),
        "{shown_after}"
    );
    let (_, first_white, _) = &second[0];
    let game_letter = to(&told, first_white)
        .into_iter()
        .find(|s| s.text.contains("round 2 of 3"))
        .unwrap_or_else(|| panic!("{told:#?}"));
    assert!(
        game_letter
            .text
            .contains("Not paired this round, at their own request (a half-point bye): Anna."),
        "{}",
        game_letter.text
    );

    // The standings: ½ for the bye, its own cell and legend.
    let table = table(&mut club);
    let anna = table.rows.iter().find(|r| r.label == "Anna").unwrap();
    let round1 = match anna.cells[0] {
        Cell::Game {
            result: Some(result),
            ..
        } => result.half_points(),
        other => panic!("{other:?}"),
    };
    assert_eq!(anna.cells[1], Cell::HalfBye);
    assert_eq!(anna.halves, round1 + 1);
    let standings = club.lobby(ANNA, "Standings Spring");
    let standings = only(&standings, ANNA);
    assert!(standings.text.contains("½ bye"), "{}", standings.text);
    insta::assert_snapshot!("standings", shown(standings));

    // After the pairing: the bye stands, and a second one is over the allowance.
    let sent = club.lobby(ANNA, "Cancel bye Spring");
    insta::assert_snapshot!("cancel_after_pairing", shown(only(&sent, ANNA)));
    let sent = club.lobby(ANNA, "Half-point bye Spring");
    insta::assert_snapshot!("over_the_allowance", shown(only(&sent, ANNA)));
    // Round 3 is the last: no half-point bye in it, in French too.
    let sent = club.lobby("bert@example.org", "Je demande un bye pour Spring");
    let refusal = only(&sent, "bert@example.org");
    assert!(refusal.text.contains("la dernière"), "{}", refusal.text);
    insta::assert_snapshot!("last_round", shown(refusal));
    let booked = club.tx(|tx| {
        let t = tx.tournament_named("Spring").unwrap().unwrap();
        tx.half_bye_seats(t.id, 3).unwrap()
    });
    assert!(booked.is_empty(), "{booked:?}");
}

/// An event with no half-point byes (`--half-byes 0`) refuses them; a round robin
/// has none.
#[test]
fn an_event_without_half_point_byes_refuses_them() {
    let mut club = Club::with(5, |_| {});
    let addresses: Vec<String> = PLAYERS[..4].iter().map(|(a, _)| a.to_string()).collect();
    let now = club.office.now;
    for (name, terms) in [
        (
            "Closed",
            TournamentTerms {
                swiss_rounds: Some(3),
                half_byes: Some(0),
                ..TournamentTerms::default()
            },
        ),
        ("Circle", TournamentTerms::default()),
    ] {
        pawnpost::daemon::create_tournament(
            &club.office.pm,
            &mut club.office.store,
            name,
            &addresses,
            terms,
            now,
        )
        .unwrap();
    }
    club.office.drain();
    let sent = club.lobby(ANNA, "Half-point bye Closed");
    assert!(
        only(&sent, ANNA)
            .text
            .contains("Closed has no half-point byes"),
        "{sent:#?}"
    );
    let sent = club.lobby(ANNA, "Half-point bye Circle");
    assert!(
        only(&sent, ANNA).text.contains("Circle is not a Swiss"),
        "{sent:#?}"
    );
}

/// A player of an open Swiss books a bye for round 1 before it starts; one more would
/// leave fewer than two to pair and is refused; round 1 is paired without the first.
#[test]
fn a_half_point_bye_in_the_first_round_of_an_open_swiss() {
    let mut club = Club::with(5, |_| {});
    let now = club.office.now;
    pawnpost::daemon::open_tournament(
        &club.office.pm,
        &mut club.office.store,
        "Spring",
        3,
        TournamentTerms {
            swiss_rounds: Some(2),
            ..TournamentTerms::default()
        },
        now,
    )
    .unwrap();
    club.lobby(ANNA, "Join Spring");
    let sent = club.lobby(ANNA, "Half-point bye Spring");
    assert!(only(&sent, ANNA).text.contains("round 1 of 2"), "{sent:#?}");
    let bert = "bert@example.org";
    club.lobby(bert, "Join Spring");
    let sent = club.lobby(bert, "Half-point bye Spring");
    assert!(
        only(&sent, bert)
            .text
            .contains("Fewer than two players would be left to pair in round 1"),
        "{sent:#?}"
    );
    let sent = club.lobby("carl@example.org", "Join Spring");
    assert!(
        to(&sent, ANNA)
            .iter()
            .any(|s| s.text.contains("half-point bye you asked for")),
        "{sent:#?}"
    );
    let games = round(&mut club, 1);
    assert_eq!(games.len(), 1, "{games:?}");
    assert!(games.iter().all(|(_, w, b)| w != ANNA && b != ANNA));
}

/// A request that cannot be kept — withdrawals leave too few to pair without the
/// player — lapses at the pairing: the player plays the round after all and is told
/// why, their allowance unspent.
#[test]
fn a_half_point_bye_that_cannot_be_kept_lapses_and_its_player_is_told() {
    let mut club = Club::with(5, |_| {});
    let four = &PLAYERS[..4];
    for (who, name) in four {
        club.lobby(who, &format!("Name {name}"));
    }
    let addresses: Vec<String> = four.iter().map(|(a, _)| a.to_string()).collect();
    let now = club.office.now;
    pawnpost::daemon::create_tournament(
        &club.office.pm,
        &mut club.office.store,
        "Spring",
        &addresses,
        TournamentTerms {
            swiss_rounds: Some(3),
            ..TournamentTerms::default()
        },
        now,
    )
    .unwrap();
    club.office.drain();
    let booked = club.lobby(ANNA, "Half-point bye Spring");
    assert!(
        only(&booked, ANNA).text.contains("round 2 of 3"),
        "{booked:#?}"
    );
    // Two of the other three withdraw during round 1: Anna and one other are left,
    // and round 2 cannot be paired without her.
    let others: Vec<&str> = four[1..].iter().map(|(a, _)| *a).collect();
    let mut sent = club.lobby(others[0], "Withdraw from Spring");
    sent.extend(club.lobby(others[1], "Withdraw from Spring"));
    // Round 1's last game may still run: its players finish it.
    for (id, white, black) in round(&mut club, 1) {
        if !club.office.store.load_game(id).unwrap().is_over() {
            sent.extend(club.play(id, &white, "e4"));
            sent.extend(club.play(id, &black, "Resign"));
        }
    }
    let second = round(&mut club, 2);
    assert_eq!(second.len(), 1, "{second:?}");
    assert!(
        second[0].1 == ANNA || second[0].2 == ANNA,
        "Anna plays round 2: {second:?}"
    );
    let lapsed = to(&sent, ANNA)
        .into_iter()
        .find(|s| s.text.contains("could not be paired without you"))
        .unwrap_or_else(|| panic!("{sent:#?}"));
    insta::assert_snapshot!("lapsed", shown(lapsed));
    let byes = club.tx(|tx| {
        let t = tx.tournament_named("Spring").unwrap().unwrap();
        tx.half_bye_seats(t.id, 2).unwrap()
    });
    assert!(byes.is_empty(), "the request lapsed: {byes:?}");
}
