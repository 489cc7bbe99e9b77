//! Issue 32 item 6, ratings per variant: a Chess960 game moves only the Chess960
//! pool and a standard game only the standard one; seeks match, Chess960 events seed,
//! `Rating`, `Top`, `Player` and the public site read each pool where it belongs.

use crate::common;

use common::Sent;
use common::club::Club;
use pawnpost::community::Pool;

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";
const CARL: &str = "carl@example.org";

fn text_to(sent: &[Sent], who: &str) -> String {
    sent.iter()
        .filter(|s| s.to == who)
        .map(|s| format!("{}\n{}", s.subject, s.text))
        .collect()
}

/// The shown rating and rated games of `who` in `pool`.
fn rated(club: &mut Club, who: &str, pool: Pool) -> (i32, u32) {
    club.tx(|tx| {
        let profile = tx.profile(who, 0).unwrap();
        let r = tx.pool_rating(&profile, pool).unwrap();
        (r.rating.shown(), r.rated_games)
    })
}

#[test]
fn each_game_moves_only_its_pool_and_every_reader_picks_the_right_one() {
    let mut club = Club::with(9, |_| {});
    club.lobby(ANNA, "Name Anna_K");
    club.lobby(BERT, "Name Bert_B");
    club.lobby(ANNA, &format!("Challenge {BERT} white chess960 518"));
    club.lobby(BERT, "Accept");
    for (who, mv) in [(ANNA, "f3"), (BERT, "e5"), (ANNA, "g4")] {
        club.play(1, who, mv);
    }
    let over = club.play(1, BERT, "Qh4#");
    // The Chess960 game moved the Chess960 pool only, and its letter says so.
    assert_eq!(rated(&mut club, BERT, Pool::Chess960), (1662, 1));
    assert_eq!(rated(&mut club, ANNA, Pool::Chess960), (1338, 1));
    assert_eq!(rated(&mut club, BERT, Pool::Standard), (1500, 0));
    assert_eq!(rated(&mut club, ANNA, Pool::Standard), (1500, 0));
    assert!(
        text_to(&over, BERT).contains("Rated game (Chess960 pool): your rating from 1500 to 1662"),
        "{}",
        text_to(&over, BERT)
    );
    let (after_960, pool_of_1) = club.tx(|tx| {
        let bert = tx.profile(BERT, 0).unwrap();
        let r = tx.pool_rating(&bert, Pool::Chess960).unwrap();
        (r, tx.rated_pool(1).unwrap())
    });
    assert_eq!(pool_of_1, Some(Pool::Chess960));

    // The standard game moves the standard pool only; the Chess960 one stays put.
    club.lobby(ANNA, &format!("Challenge {BERT} white"));
    club.lobby(BERT, "Accept");
    for (who, mv) in [(ANNA, "e4"), (BERT, "e5"), (ANNA, "Nf3"), (BERT, "Nc6")] {
        club.play(2, who, mv);
    }
    let over = club.play(2, BERT, "Resign");
    assert!(
        text_to(&over, ANNA).contains("Rated game: your rating from 1500 to 1662"),
        "{}",
        text_to(&over, ANNA)
    );
    assert_eq!(rated(&mut club, ANNA, Pool::Standard), (1662, 1));
    assert_eq!(rated(&mut club, BERT, Pool::Standard), (1338, 1));
    let still = club.tx(|tx| {
        let bert = tx.profile(BERT, 0).unwrap();
        (
            tx.pool_rating(&bert, Pool::Chess960).unwrap(),
            tx.rated_pool(2).unwrap(),
        )
    });
    assert_eq!(still, (after_960, Some(Pool::Standard)));

    // `Rating`, `Top` and `Player` show both pools.
    let rating = club.lobby(BERT, "Rating");
    let text = text_to(&rating, BERT);
    assert!(
        text.contains("Your rating is 1338 (provisional) after 1 rated game"),
        "{text}"
    );
    assert!(
        text.contains("Your Chess960 rating is 1662 (provisional) after 1 rated game"),
        "{text}"
    );
    assert!(
        text.contains("#1: from 1500 to 1662") && text.contains("#2: from 1500 to 1338"),
        "{text}"
    );
    let top = club.lobby(CARL, "Top");
    insta::assert_snapshot!("top_lists_both_pools", text_to(&top, CARL));
    let player = club.lobby(CARL, "Player Bert_B");
    insta::assert_snapshot!("player_shows_both_ratings", text_to(&player, CARL));
    let top = club.lobby(CARL, "Bestenliste");
    assert!(
        text_to(&top, CARL).contains("Die bestbewerteten Chess960-Spieler"),
        "{}",
        text_to(&top, CARL)
    );

    // A Chess960 seek matches Chess960 ratings, a standard seek standard ones: Bert
    // is 1338 in standard chess and 1662 in Chess960.
    club.lobby(CARL, "Seek 1600-1800");
    let posted = club.lobby(BERT, "Seek");
    assert!(
        text_to(&posted, BERT).contains("Your seek is posted"),
        "{}",
        text_to(&posted, BERT)
    );
    club.lobby(CARL, "Seek chess960 1600-1800");
    let matched = club.lobby(BERT, "Seek chess960");
    assert!(
        text_to(&matched, BERT).contains("Your seek was matched"),
        "{}",
        text_to(&matched, BERT)
    );
    assert!(
        text_to(&matched, CARL).contains("Bert_B (1662)"),
        "{}",
        text_to(&matched, CARL)
    );

    // A Chess960 event seeds by Chess960 ratings, a standard one by standard ones.
    let now = club.office.now;
    for (name, start) in [
        ("Classic", pawnpost::command::Start::Standard),
        ("Shuffle", pawnpost::command::Start::Chess960(None)),
    ] {
        let terms = pawnpost::daemon::TournamentTerms {
            start,
            ..Default::default()
        };
        pawnpost::daemon::open_tournament(
            &club.office.pm,
            &mut club.office.store,
            name,
            3,
            terms,
            now,
        )
        .unwrap();
        club.lobby(BERT, &format!("Join {name}"));
        club.lobby(ANNA, &format!("Join {name}"));
    }
    let first = |club: &mut Club, name: &str| {
        club.tx(|tx| {
            let t = tx.tournament_named(name).unwrap().unwrap();
            tx.entries_by_rank(t.id).unwrap()[0].address.clone()
        })
    };
    assert_eq!(first(&mut club, "Classic"), ANNA);
    assert_eq!(first(&mut club, "Shuffle"), BERT);

    // The site: Bert's page has both ratings and names the pool of his Chess960 game,
    // the Top page has both lists.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&club.office.pm.config);
    pawnpost::publish::build(&mut club.office.store, &site, dir.path(), club.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("players/Bert_B.html")).unwrap();
    assert!(
        page.contains("Rating: 1338 (provisional) after 1 rated game."),
        "{page}"
    );
    assert!(
        page.contains("Chess960 rating: 1662 (provisional) after 1 rated game."),
        "{page}"
    );
    assert!(page.contains("#1</a>, Chess960"), "{page}");
    let top = std::fs::read_to_string(dir.path().join("top.html")).unwrap();
    let chess960 = top
        .find("The best rated Chess960 players")
        .expect("the Chess960 list");
    let (standard, chess960) = top.split_at(chess960);
    assert!(
        standard.find("Anna_K") < standard.find("Bert_B"),
        "standard: Anna first: {standard}"
    );
    assert!(
        chess960.find("Bert_B") < chess960.find("Anna_K"),
        "Chess960: Bert first: {chess960}"
    );
}
