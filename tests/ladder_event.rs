//! A ladder by mail, in process (issue 32, item 5): five players join at the bottom;
//! a challenge accepted and won moves the winner up and those between down one; a
//! challenge left unanswered for the ladder's days is settled by the sweep; a challenge
//! declined gives the place at once; the refusals a stranger or a greedy climber meets;
//! a withdrawal closes the gap; the letters, the standings and the public page.

use crate::common;
use common::club::{shown, to};

use common::Sent;
use common::club::Club;
use pawnpost::game::DAY;

const PLAYERS: [(&str, &str); 5] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
    ("dora@example.org", "Dora"),
    ("erin@example.org", "Erin"),
];

/// The one letter to `who` whose text says `words`.
fn saying<'a>(sent: &'a [Sent], who: &str, words: &str) -> &'a Sent {
    to(sent, who)
        .into_iter()
        .find(|s| s.text.contains(words))
        .unwrap_or_else(|| panic!("no letter to {who} says {words:?}: {sent:#?}"))
}

/// The ladder's players from the top, by public name.
fn order(club: &mut Club) -> Vec<&'static str> {
    club.tx(|tx| {
        let l = tx.ladder_named("Club").unwrap().unwrap();
        tx.ladder_order(l.id).unwrap().places
    })
    .iter()
    .map(|a| PLAYERS.iter().find(|(p, _)| p == a).unwrap().1)
    .collect()
}

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";
const CARL: &str = "carl@example.org";
const DORA: &str = "dora@example.org";
const ERIN: &str = "erin@example.org";

#[test]
fn a_ladder_climbed_by_a_win_a_silence_and_a_refusal() {
    let mut club = Club::with(7, |_| {});
    for (who, name) in PLAYERS {
        club.lobby(who, &format!("Name {name}"));
    }
    let now = club.office.now;
    let terms = pawnpost::daemon::LadderTerms {
        challenge_days: 7,
        ..pawnpost::daemon::LadderTerms::default()
    };
    pawnpost::daemon::create_ladder(&club.office.pm, &mut club.office.store, "Club", terms, now)
        .unwrap();
    // A tournament cannot take a ladder's name (`Join Club` must mean one thing).
    assert!(
        pawnpost::daemon::open_tournament(
            &club.office.pm,
            &mut club.office.store,
            "Club",
            4,
            Default::default(),
            now
        )
        .is_err()
    );
    let mut joined = Vec::new();
    for (who, _) in PLAYERS {
        joined = club.lobby(who, "Join Club");
    }
    insta::assert_snapshot!("joined", shown(saying(&joined, ERIN, "at place 5")));
    assert_eq!(order(&mut club), ["Anna", "Bert", "Carl", "Dora", "Erin"]);

    // What the rules refuse: down the ladder, too far up, from off the ladder.
    let down = club.lobby(ANNA, "Challenge Erin in Club");
    saying(&down, ANNA, "a ladder is climbed");
    let far = club.lobby(ERIN, "Challenge Anna in Club");
    saying(
        &far,
        ERIN,
        "4 places above you, and you may challenge up to 3",
    );
    let stranger = club.lobby("zed@example.org", "Challenge Anna in Club");
    saying(&stranger, "zed@example.org", "you hold no place on it");
    assert!(
        to(&stranger, ANNA).is_empty(),
        "nobody off the ladder reaches a player on it"
    );

    // Erin (5) challenges Bert (2); Dora cannot challenge Bert meanwhile.
    let sent = club.lobby(ERIN, "Challenge Bert in Club");
    saying(&sent, ERIN, "You challenged Bert (place 2)");
    insta::assert_snapshot!("challenged", shown(saying(&sent, BERT, "challenges you")));
    let busy = club.lobby(DORA, "Challenge 2 in Club");
    saying(&busy, DORA, "Bert has a challenge open already");

    // Bert accepts: a game, Erin with White; Erin wins it.
    // A bare `Accept`, the natural reply to the letter, answers it too.
    let begun = club.lobby(BERT, "Accept");
    let game = club.tx(|tx| {
        let l = tx.ladder_named("Club").unwrap().unwrap();
        tx.live_ladder_challenges(l.id).unwrap()[0].game.unwrap()
    });
    saying(
        &begun,
        ERIN,
        "A game of the ladder Club: Erin challenged Bert.",
    );
    saying(
        &begun,
        BERT,
        "A game of the ladder Club: Erin challenged Bert.",
    );
    let answer = saying(&begun, BERT, "You accepted the challenge of Erin");
    assert!(answer.in_reply_to.is_some(), "Bert's mail is answered");
    assert_eq!(
        to(&begun, BERT).len(),
        2,
        "the answer and the game's first letter"
    );
    assert_eq!(club.office.store.load_game(game).unwrap().white(), ERIN);
    // `Standings` in the game's mail means its ladder.
    let asked = club.play(game, BERT, "Standings");
    saying(&asked, BERT, "The ladder Club: 5 players");
    club.play(game, ERIN, "e4");
    club.play(game, BERT, "e5");
    let over = club.play(game, BERT, "Resign");
    saying(&over, ERIN, "You won your challenge against Bert");
    insta::assert_snapshot!(
        "won_defender",
        shown(saying(&over, BERT, "takes your place"))
    );
    insta::assert_snapshot!(
        "moved_down",
        shown(saying(&over, CARL, "climbed above you"))
    );
    saying(&over, DORA, "to place 5");
    assert!(to(&over, ANNA).is_empty(), "those above are not written to");
    assert_eq!(order(&mut club), ["Anna", "Erin", "Bert", "Carl", "Dora"]);

    // Dora (5) challenges Carl (4), who does not answer: the sweep gives her the place
    // once the days are over, not before.
    club.lobby(DORA, "Herausfordern Carl in Club");
    let asked_at = club.office.now;
    club.office.sweep_at(asked_at + 6 * DAY);
    assert!(club.office.drain().is_empty());
    club.office.sweep_at(asked_at + 7 * DAY + 60);
    let swept = club.office.drain();
    // Dora wrote in German: she is answered in German.
    saying(
        &swept,
        DORA,
        "nicht rechtzeitig beantwortet: Du übernimmst Platz 4",
    );
    insta::assert_snapshot!(
        "unanswered_defender",
        shown(saying(&swept, CARL, "You did not answer"))
    );
    assert_eq!(order(&mut club), ["Anna", "Erin", "Bert", "Dora", "Carl"]);

    // Carl (5) challenges place 3 (Bert), who declines: Carl takes it at once.
    club.lobby(CARL, "Challenge 3 in Club");
    // A plain `Decline` gives no place away (it may have been meant for another
    // letter): Bert is asked to name the ladder, and nothing moves.
    let plain = club.lobby(BERT, "Decline");
    saying(
        &plain,
        BERT,
        "A plain “Decline” is not taken as giving your place away",
    );
    assert!(to(&plain, CARL).is_empty(), "Carl is not written to");
    assert_eq!(order(&mut club), ["Anna", "Erin", "Bert", "Dora", "Carl"]);
    // Nor does a plain `Accept` pick between a challenge by address and the ladder's.
    club.lobby(ANNA, &format!("Challenge {BERT} white"));
    let either = club.lobby(BERT, "Accept");
    saying(
        &either,
        BERT,
        "A challenge by address and your challenge on the ladder Club both wait",
    );
    assert!(to(&either, ANNA).is_empty(), "no game began");
    let declined = club.lobby(BERT, "Decline ladder challenge Club");
    let to_carl = saying(&declined, CARL, "Bert declined your challenge");
    assert_eq!(to_carl.in_reply_to, None, "no reply to Bert's mail");
    let to_bert = saying(&declined, BERT, "You declined the challenge of Carl");
    assert!(to_bert.in_reply_to.is_some(), "Bert's mail is answered");
    saying(&declined, DORA, "auf Platz 5");
    assert_eq!(order(&mut club), ["Anna", "Erin", "Carl", "Bert", "Dora"]);
    // With the ladder's answered, a plain `Decline` answers Anna's challenge by address.
    let other = club.lobby(BERT, "Decline");
    assert!(!to(&other, ANNA).is_empty(), "Anna is told");
    assert_eq!(order(&mut club), ["Anna", "Erin", "Carl", "Bert", "Dora"]);

    // The standings, asked by mail.
    let standings = club.lobby(ERIN, "Standings Club");
    insta::assert_snapshot!(
        "standings",
        shown(saying(&standings, ERIN, "The ladder Club: 5 players"))
    );

    // The public page, linked from the index.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&club.office.pm.config);
    pawnpost::publish::build(&mut club.office.store, &site, dir.path(), club.office.now).unwrap();
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    assert!(index.contains("href=\"tournaments/Club.html\""), "{index}");
    let page = std::fs::read_to_string(dir.path().join("tournaments/Club.html")).unwrap();
    let main = &page[page.find("<main").unwrap()..page.find("</main>").unwrap()];
    assert!(!main.contains('@'), "no address on the site");
    for player in ["Anna", "Erin", "Carl"] {
        assert!(dir.path().join(format!("players/{player}.html")).exists());
    }
    insta::assert_snapshot!("page", main);
    // Every page of that site, the ladder's too, passes axe (tests/accessibility.rs).
    crate::accessibility::assert_axe_passes(dir.path(), "ladder's site");

    // Bert leaves while Dora's challenge against him waits: it is cancelled, Dora is
    // told, and those below him move up one.
    club.lobby(DORA, "Challenge Bert in Club");
    let left = club.lobby(BERT, "Withdraw from Club");
    saying(&left, BERT, "your challenge with Dora is cancelled");
    saying(&left, DORA, "entfällt");
    assert_eq!(order(&mut club), ["Anna", "Erin", "Carl", "Dora"]);
    // Nothing waits for the sweep any more.
    club.office.sweep_at(club.office.now + 30 * DAY);
    assert!(club.office.drain().is_empty());
}

/// A bare `Accept` or `Decline` in a mail that does not prove its sender (to the plain
/// address) meets the ladder's challenge as one with proof does: `Accept` waits for the
/// confirmation, then begins the game; `Decline` asks for the ladder's name and gives
/// nothing away; with a challenge by address open too, which is meant is asked. None of
/// them is told "no open challenge" while the ladder's waits.
#[test]
fn a_bare_answer_without_proof_meets_the_ladders_challenge() {
    // Letters to a mailbox through mails without proof are few a day; this test sends four.
    let mut club = Club::with(7, |c| c.limits.unproven_letters_per_mailbox_per_day = 10);
    for (who, name) in &PLAYERS[..3] {
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
    for (who, _) in &PLAYERS[..3] {
        club.lobby(who, "Join Club");
    }
    club.lobby(CARL, "Challenge Bert in Club");
    let plain = club.office.pm.config.server.address.as_str().to_owned();

    let declined = club.send(BERT, &plain, "Decline");
    saying(
        &declined,
        BERT,
        "A plain “Decline” is not taken as giving your place away",
    );
    assert!(to(&declined, CARL).is_empty(), "Carl is not written to");
    assert_eq!(order(&mut club), ["Anna", "Bert", "Carl"]);

    club.lobby(ANNA, &format!("Challenge {BERT} white"));
    let either = club.send(BERT, &plain, "Accept");
    saying(
        &either,
        BERT,
        "A challenge by address and your challenge on the ladder Club both wait",
    );
    assert!(to(&either, ANNA).is_empty(), "no game began");
    club.lobby(BERT, "Decline");

    let asked = club.send(BERT, &plain, "Accept");
    let confirm = to(&asked, BERT);
    assert_eq!(confirm.len(), 1, "{asked:#?}");
    assert!(
        !confirm[0].text.contains("There is no open challenge"),
        "{}",
        confirm[0].text
    );
    assert!(
        to(&asked, CARL).is_empty(),
        "nothing begins before the confirmation"
    );
    let reply_to = confirm[0].reply_to.clone();
    let begun = club.send(BERT, &reply_to, "Confirm");
    saying(
        &begun,
        CARL,
        "A game of the ladder Club: Carl challenged Bert.",
    );
    let game = club.tx(|tx| {
        let l = tx.ladder_named("Club").unwrap().unwrap();
        tx.live_ladder_challenges(l.id).unwrap()[0].game
    });
    assert!(game.is_some(), "the challenge is being played");
}

/// What the sweep costs with many ladders and challenges (docs/benchmarks.md, "Ladders"):
/// ten ladders of 200 players, a thousand challenges open, of which `due` are past their
/// days. Run with `cargo test --release --test in_process ladder_event::sweep_cost --
/// --ignored --nocapture`; prints, asserts only what was settled.
#[test]
#[ignore]
fn sweep_cost() {
    let mut club = Club::with(7, |_| {});
    let now = club.office.now;
    for ladder in 0..10 {
        let name = format!("Ladder{ladder}");
        let office = &mut club.office;
        pawnpost::daemon::create_ladder(
            &office.pm,
            &mut office.store,
            &name,
            pawnpost::daemon::LadderTerms::default(),
            now,
        )
        .unwrap();
        club.tx(|tx| {
            let l = tx.ladder_named(&name).unwrap().unwrap();
            let players: Vec<String> = (0..200)
                .map(|p| format!("p{ladder}x{p}@example.org"))
                .collect();
            let after = pawnpost::community::ladder::Ladder {
                places: players.clone(),
            };
            // They joined by mail: proven.
            for p in &players {
                tx.mark_proven(p, now).unwrap();
            }
            tx.set_ladder_order(
                l.id,
                &pawnpost::community::ladder::Ladder { places: Vec::new() },
                &after,
                now,
            )
            .unwrap();
            // 100 challenges a ladder, the first 10 of each due at `now + 1 day`.
            for c in 0..100 {
                let by = if c < 10 { now + DAY } else { now + 30 * DAY };
                tx.insert_ladder_challenge(l.id, &players[2 * c + 1], &players[2 * c], by, now)
                    .unwrap();
            }
        });
    }
    for (label, at, settled) in [
        ("nothing due", now + 60, 0),
        ("100 due", now + 2 * DAY, 100),
    ] {
        let started = std::time::Instant::now();
        let office = &mut club.office;
        pawnpost::daemon::sweep(&office.pm, &mut office.store, at).unwrap();
        let took = started.elapsed();
        let letters = club.office.drain().len();
        assert_eq!(letters, 2 * settled, "{label}");
        println!("sweep, {label}: {took:?} ({letters} letters)");
    }
}
