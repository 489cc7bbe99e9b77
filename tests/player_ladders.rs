//! The ladders a player stands on, in `Player NAME` and on their public page, in
//! process: three players on a ladder, a challenge open; the letter (in English and
//! German) and the page say the place and the challenge, and an update rewrites the
//! page of a player whose place changed without a game of theirs changing.

use crate::common;
use common::club::{Club, shown, to};

const PLAYERS: [(&str, &str); 3] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
];

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";
const CARL: &str = "carl@example.org";

/// The `<main>` of a page of the site in `dir`.
fn main_of(dir: &std::path::Path, path: &str) -> String {
    let page = std::fs::read_to_string(dir.join(path)).unwrap();
    page[page.find("<main").unwrap()..page.find("</main>").unwrap()].to_owned()
}

#[test]
fn player_letters_and_pages_show_the_ladders() {
    let mut club = Club::with(7, |_| {});
    for (who, name) in PLAYERS {
        club.lobby(who, &format!("Name {name}"));
    }
    let now = club.office.now;
    pawnpost::daemon::create_ladder(
        &club.office.pm,
        &mut club.office.store,
        "Club",
        pawnpost::daemon::LadderTerms::default(),
        now,
    )
    .unwrap();
    for (who, _) in PLAYERS {
        club.lobby(who, "Join Club");
    }
    // Anna, not on a ladder's challenge, and a player on none: no ladder lines.
    let sent = club.lobby(CARL, "Player Anna");
    assert!(
        to(&sent, CARL)[0].text.contains("Club: place 1 of 3\r\n"),
        "{sent:#?}"
    );
    club.lobby(CARL, "Challenge Bert in Club");

    let sent = club.lobby(ANNA, "Player Bert");
    let letter = to(&sent, ANNA)[0];
    assert!(
        letter
            .text
            .contains("Club: place 2 of 3; challenged by Carl, answers by"),
        "{}",
        letter.text
    );
    insta::assert_snapshot!("player_letter", shown(letter));
    let sent = club.lobby(ANNA, "Spieler Carl");
    let letter = to(&sent, ANNA)[0];
    assert!(
        letter
            .text
            .contains("Club: Platz 3 von 3; fordert Bert heraus"),
        "{}",
        letter.text
    );
    insta::assert_snapshot!("player_letter_german", shown(letter));

    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&club.office.pm.config);
    pawnpost::publish::build(&mut club.office.store, &site, dir.path(), club.office.now).unwrap();
    let bert = main_of(dir.path(), "players/Bert.html");
    assert!(!bert.contains('@'), "no address on the site");
    insta::assert_snapshot!("player_page", bert);

    // Bert declines: Carl takes his place, Bert moves down one. No game of Anna's
    // nor of Bert's changed, yet the update rewrites both pages that changed.
    club.lobby(BERT, "Decline ladder challenge Club");
    pawnpost::publish::update(&mut club.office.store, &site, dir.path(), club.office.now).unwrap();
    let bert = main_of(dir.path(), "players/Bert.html");
    assert!(bert.contains("3 of 3"), "{bert}");
    assert!(!bert.contains("challenged by"), "{bert}");
    let carl = main_of(dir.path(), "players/Carl.html");
    assert!(carl.contains("2 of 3"), "{carl}");
}

/// What the ladders add to each update of the site: a 200-place ladder (the most a
/// ladder holds) against the same players off any ladder. Figures in
/// docs/benchmarks.md; run with `--ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn update_cost_with_a_full_ladder() {
    let mut measured = Vec::new();
    for with_ladder in [false, true] {
        let mut club = Club::with(7, |_| {});
        let now = club.office.now;
        pawnpost::daemon::create_ladder(
            &club.office.pm,
            &mut club.office.store,
            "Club",
            pawnpost::daemon::LadderTerms::default(),
            now,
        )
        .unwrap();
        let places: Vec<String> = (0..200).map(|i| format!("p{i}@example.org")).collect();
        club.tx(|tx| {
            for a in &places {
                tx.ensure_player(a, now).unwrap();
                tx.profile(a, now).unwrap();
            }
            if with_ladder {
                let l = tx.ladder_named("Club").unwrap().unwrap();
                let before = tx.ladder_order(l.id).unwrap();
                let after = pawnpost::community::ladder::Ladder {
                    places: places.clone(),
                };
                tx.set_ladder_order(l.id, &before, &after, now).unwrap();
            }
        });
        let dir = tempfile::tempdir().unwrap();
        let site = pawnpost::publish::Site::of(&club.office.pm.config);
        pawnpost::publish::build(&mut club.office.store, &site, dir.path(), now).unwrap();
        let mut times = Vec::new();
        let mut last = 0;
        for _ in 0..21 {
            let start = std::time::Instant::now();
            let report =
                pawnpost::publish::update(&mut club.office.store, &site, dir.path(), now).unwrap();
            times.push(start.elapsed());
            // Nothing changed: no player's page is built again.
            assert!(report.players <= 200 && report.written == 0, "{report:?}");
            last = report.players;
        }
        times.sort();
        eprintln!("pages built per update: {last}");
        measured.push((with_ladder, times[10]));
    }
    for (with_ladder, median) in measured {
        eprintln!("update, nothing changed, 200 players, ladder: {with_ladder}: median {median:?}");
    }
}
