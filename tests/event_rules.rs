//! Issue 23, rules per event: a tournament declares its leave, whether conditional
//! moves and tablebase claims are allowed and from which move draws may be offered;
//! its games obey them, and its letters and `tournament show` state them.

use crate::common;

use common::{Office, Sent};
use pawnpost::game::{DAY, EventRules, Game};

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";

fn mail(n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    common::mail("er", n, from, to, body)
}

use common::letter_to as to;

const RULES: EventRules = EventRules {
    leave_days: Some(0),
    no_conditional_moves: true,
    no_tablebase_claims: true,
    draw_offers_from: 10,
    publish_delay: None,
    on_time: None,
    max_timeouts: None,
};

/// A two-player tournament under [`RULES`]: game 1, Anna White.
fn office_with_a_strict_tournament() -> Office {
    let mut office = Office::new(5, 1_800_000_000, |_| {});
    let terms = pawnpost::daemon::TournamentTerms {
        rules: RULES,
        ..Default::default()
    };
    let now = office.now;
    pawnpost::daemon::create_tournament(
        &office.pm,
        &mut office.store,
        "Strict",
        &[ANNA.to_owned(), BERT.to_owned()],
        terms,
        now,
    )
    .unwrap();
    office
}

#[test]
fn a_tournament_states_its_rules_where_its_players_read() {
    let mut office = office_with_a_strict_tournament();
    let begun = office.drain();
    assert_eq!(begun.len(), 2);
    for letter in &begun {
        assert!(
            letter.text.contains(
                "Rules of this event: 0 days of leave a year; no conditional moves; \
                 no tablebase claims; no draw offers before move 10."
            ),
            "{}",
            letter.text
        );
    }
    let shown = pawnpost::admin::tournament_show(&mut office.store, "Strict", office.now).unwrap();
    assert!(
        shown.contains(
            "rules: 0 days of leave a year, no conditional moves, no tablebase claims, \
             no draw offers before move 10"
        ),
        "{shown}"
    );
    // The standings letters when the game ends say them too.
    let game = office.store.load_game(1).unwrap();
    let white = game.white().to_owned();
    let thread = office.reply_address(1, &white);
    office.deliver(&mail(1, &white, &thread, "Resign"));
    let sent = office.drain();
    let standings: Vec<&Sent> = sent
        .iter()
        .filter(|s| s.subject.contains("Strict") && s.text.contains("Rules of this event"))
        .collect();
    assert_eq!(standings.len(), 2, "{sent:#?}");
}

#[test]
fn a_draw_offer_before_the_events_move_is_refused_and_later_allowed() {
    let mut office = office_with_a_strict_tournament();
    office.drain();
    let game = office.store.load_game(1).unwrap();
    let (white, black) = (game.white().to_owned(), game.black().to_owned());
    let (wt, bt) = (
        office.reply_address(1, &white),
        office.reply_address(1, &black),
    );
    office.deliver(&mail(1, &white, &wt, "e4 Request Draw"));
    let sent = office.drain();
    assert!(
        to(&sent, &white)
            .text
            .contains("This event allows no draw offer before move 10"),
        "{}",
        to(&sent, &white).text
    );
    // All or nothing: the move of that mail was not played either.
    assert!(office.store.load_game(1).unwrap().moves().is_empty());
    // Nine moves each later, the tenth may come with an offer.
    let moves = [
        ("e4", "e5"),
        ("Nf3", "Nc6"),
        ("Bc4", "Bc5"),
        ("c3", "Nf6"),
        ("d3", "d6"),
        ("O-O", "O-O"),
        ("a4", "a5"),
        ("h3", "h6"),
        ("Re1", "Re8"),
    ];
    let mut n = 10;
    for (w, b) in moves {
        n += 1;
        office.deliver(&mail(n, &white, &wt, w));
        n += 1;
        office.deliver(&mail(n, &black, &bt, b));
    }
    office.drain();
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 18);
    office.deliver(&mail(99, &white, &wt, "Nbd2 Request Draw"));
    office.drain();
    let game = office.store.load_game(1).unwrap();
    assert_eq!(game.moves().len(), 19);
    assert!(game.offer().is_some(), "the offer of move 10 stands");
}

#[test]
fn conditional_moves_are_refused_where_the_event_forbids_them() {
    let mut office = office_with_a_strict_tournament();
    office.drain();
    let game = office.store.load_game(1).unwrap();
    let white = game.white().to_owned();
    let wt = office.reply_address(1, &white);
    office.deliver(&mail(1, &white, &wt, "e4\nIf e5 then Nf3"));
    let sent = office.drain();
    assert!(
        to(&sent, &white)
            .text
            .contains("This game's event allows no conditional moves"),
        "{}",
        to(&sent, &white).text
    );
}

#[test]
fn an_events_leave_allowance_bounds_how_long_leave_stops_its_clocks() {
    let mut office = office_with_a_strict_tournament();
    office.drain();
    let now = office.now;
    // A game outside the tournament, between the same two and with the same White:
    // the server's rules.
    let tournament_game = office.store.load_game(1).unwrap();
    let (white, black) = (
        tournament_game.white().to_owned(),
        tournament_game.black().to_owned(),
    );
    office
        .store
        .transaction(|tx| {
            let mut game = Game::new(&white, &black, 30 * DAY, now);
            tx.insert_game(&mut game, now)
        })
        .unwrap();
    let before = [1, 2].map(|id| office.store.load_game(id).unwrap().deadline());
    // White, to move in both, books ten days of leave through their own address.
    let own = office.own_address(&white);
    office.deliver(&mail(1, &white, &own, "Leave 10 days"));
    let booked = office.drain();
    assert!(!booked.is_empty());
    let after = [1, 2].map(|id| office.store.load_game(id).unwrap().deadline());
    // The tournament gives no leave: its deadline did not move.
    assert_eq!(after[0], before[0], "tournament game");
    // The other game: the leave moved it by ten days.
    assert_eq!(after[1], before[1] + 10 * DAY, "the other game");
}

#[test]
fn tablebase_claims_are_refused_where_the_event_forbids_them() {
    let mut office = office_with_a_strict_tournament();
    office.drain();
    let game = office.store.load_game(1).unwrap();
    let white = game.white().to_owned();
    let wt = office.reply_address(1, &white);
    office.deliver(&mail(1, &white, &wt, "Claim win tablebase"));
    let sent = office.drain();
    assert!(
        to(&sent, &white)
            .text
            .contains("this game's event allows no tablebase claims"),
        "{}",
        to(&sent, &white).text
    );
    assert!(office.store.load_game(1).unwrap().outcome().is_none());
}

/// `tournament create … --max-timeouts 10` holds the admin's list to the limit: Anna,
/// who let game 1 reach its deadline (1 of 1 lost on time), is refused by name with her
/// figures and nothing is stored; Bert, who won that game, is taken.
#[test]
fn a_tournament_with_max_timeouts_refuses_a_listed_player_over_it() {
    let mut office = office_with_a_strict_tournament();
    let at = office.now + 31 * DAY;
    office.sweep_at(at);
    assert!(office.store.load_game(1).unwrap().is_over());
    let terms = || pawnpost::daemon::TournamentTerms {
        rules: EventRules {
            max_timeouts: Some(10),
            ..Default::default()
        },
        ..Default::default()
    };
    const CARL: &str = "carl@example.org";
    let refused = pawnpost::daemon::create_tournament(
        &office.pm,
        &mut office.store,
        "Reliable",
        &[CARL.to_owned(), ANNA.to_owned()],
        terms(),
        at,
    )
    .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "anna@example.org lost 1 of 1 games of the last 90 days on time (100%), more than the tournament's 10%"
    );
    let stored = office
        .store
        .read(|tx| tx.tournament_named("Reliable"))
        .unwrap();
    assert!(stored.is_none());
    let games = pawnpost::daemon::create_tournament(
        &office.pm,
        &mut office.store,
        "Reliable",
        &[CARL.to_owned(), BERT.to_owned()],
        terms(),
        at,
    )
    .unwrap();
    assert_eq!(games, 1);
}
