//! A knockout of two-game matches played by mail to its end, in process: sixteen
//! players seeded by rating (all equal here: the order of entry), both games of each
//! match started at once, a match tied after its first pair that goes to the extra
//! pair and, tied again, to the higher seed; another tied match that the lower seed
//! wins in the extra pair; a withdrawal that loses a running match; the final's end,
//! the final bracket to everyone and the public page. And an open knockout joined by
//! mail, whose top seeds get byes.
//!
//! Games end at once (a resignation before any move, a draw agreed) to keep it lean.

use crate::common;
use common::club::{shown, to};

use common::Sent;
use common::club::Club as Rig;
use pawnpost::daemon::TournamentTerms;

const PLAYERS: [(&str, &str); 16] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
    ("dora@example.org", "Dora"),
    ("erin@example.org", "Erin"),
    ("fred@example.org", "Fred"),
    ("gina@example.org", "Gina"),
    ("hugo@example.org", "Hugo"),
    ("iris@example.org", "Iris"),
    ("jack@example.org", "Jack"),
    ("kate@example.org", "Kate"),
    ("liam@example.org", "Liam"),
    ("mona@example.org", "Mona"),
    ("nick@example.org", "Nick"),
    ("olga@example.org", "Olga"),
    ("paul@example.org", "Paul"),
];

/// The address of seed `seed` (1-based): the order of entry, every rating equal.
fn seed(seed: u32) -> &'static str {
    PLAYERS[seed as usize - 1].0
}

/// The result of a game for the higher seed of its match.
#[derive(Clone, Copy)]
enum For {
    Higher,
    Lower,
    Draw,
}

impl Rig {
    /// The running games between `a` and `b` in `name`: (id, White, Black), by id.
    fn running(&mut self, name: &str, a: &str, b: &str) -> Vec<(i64, String, String)> {
        let ids: Vec<i64> = self.tx(|tx| {
            let t = tx.tournament_named(name).unwrap().unwrap();
            tx.tournament_games(t.id)
                .unwrap()
                .into_iter()
                .map(|(id, _)| id)
                .collect()
        });
        ids.into_iter()
            .filter_map(|id| {
                let g = self.office.store.load_game(id).unwrap();
                let players = [g.white(), g.black()];
                (!g.is_over() && players.contains(&a) && players.contains(&b))
                    .then(|| (id, g.white().to_owned(), g.black().to_owned()))
            })
            .collect()
    }

    /// Plays the running pair of the match of seeds `higher` and `lower`: the first
    /// game (the higher seed with White) as `first` says, the second as `second`.
    /// Returns the letters of the second game's end.
    fn pair(&mut self, higher: u32, lower: u32, first: For, second: For) -> Vec<Sent> {
        let (h, l) = (seed(higher), seed(lower));
        let games = self.running("Cup", h, l);
        assert_eq!(games.len(), 2, "a pair at once: {higher} v {lower}");
        assert_eq!(
            (games[0].1.as_str(), games[1].1.as_str()),
            (h, l),
            "one colour each"
        );
        let mut told = Vec::new();
        for ((id, white, black), result) in games.iter().zip([first, second]) {
            told = match result {
                For::Draw => {
                    self.play(*id, white, "Request Draw");
                    self.play(*id, black, "Accept Draw")
                }
                For::Higher => self.play(*id, if white == h { black } else { white }, "Resign"),
                For::Lower => self.play(*id, if white == h { white } else { black }, "Resign"),
            };
            assert!(
                self.office.store.load_game(*id).unwrap().is_over(),
                "game {id}"
            );
        }
        told
    }
}

#[test]
fn a_sixteen_player_knockout_with_tied_matches_is_played_to_its_end() {
    let mut rig = Rig::with(5, |_| {});
    for (who, name) in PLAYERS {
        rig.lobby(who, &format!("Name {name}"));
    }
    let addresses: Vec<String> = PLAYERS.iter().map(|(a, _)| a.to_string()).collect();
    let now = rig.office.now;
    let terms = TournamentTerms {
        knockout: true,
        ..TournamentTerms::default()
    };
    let games = pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Cup",
        &addresses,
        terms,
        now,
    )
    .unwrap();
    assert_eq!(games, 16, "eight matches of two games, all at once");
    let begun = rig.office.drain();
    assert_eq!(begun.len(), 32, "two game letters to each player");
    let anna = to(&begun, seed(1));
    assert!(
        anna[0]
            .text
            .contains("A game of your match in Cup, Round 1"),
        "{}",
        anna[0].text
    );
    insta::assert_snapshot!("round1_game_letter", shown(anna[0]));

    use For::{Draw, Higher, Lower};
    // Round 1, in bracket order: 1–16, 8–9, 4–13, 5–12, 2–15, 7–10, 3–14, 6–11.
    // 8 and 9 each win with White: tied 1–1, the extra pair starts at once.
    rig.pair(1, 16, Higher, Higher);
    let tied = rig.pair(8, 9, Higher, Lower);
    let tie = to(&tied, seed(9))
        .into_iter()
        .find(|s| s.text.contains("is tied 1–1 after two games"))
        .unwrap_or_else(|| panic!("{tied:#?}"));
    assert!(
        tie.text.contains("Hugo goes through as the higher seed"),
        "{}",
        tie.text
    );
    insta::assert_snapshot!("tie_letter", shown(tie));
    assert_eq!(
        rig.running("Cup", seed(8), seed(9)).len(),
        2,
        "the extra pair"
    );
    // Tied again in the extra pair (two draws): the higher seed, Hugo, goes through.
    let by_seed = rig.pair(8, 9, Draw, Draw);
    let hugo = to(&by_seed, seed(8));
    assert_eq!(
        hugo.len(),
        2,
        "the game's end and the match's: {by_seed:#?}"
    );
    let through = hugo
        .iter()
        .find(|s| s.text.contains("higher seed"))
        .unwrap();
    assert!(through.text.contains("still tied 2–2"), "{}", through.text);
    insta::assert_snapshot!("through_as_higher_seed", shown(through));
    let iris = to(&by_seed, seed(9))
        .into_iter()
        .find(|s| s.text.contains("higher seed"))
        .unwrap();
    insta::assert_snapshot!("out_to_the_higher_seed", shown(iris));
    // 4 and 13 tie, then 13 wins the extra pair: through on points.
    rig.pair(4, 13, Higher, Lower);
    let upset = rig.pair(4, 13, Draw, Lower);
    let mona = to(&upset, seed(13))
        .into_iter()
        .find(|s| s.text.contains("you beat Dora 2½–1½"))
        .unwrap_or_else(|| panic!("{upset:#?}"));
    insta::assert_snapshot!("through_after_the_extra_pair", shown(mona));
    rig.pair(5, 12, Higher, Draw);
    rig.pair(2, 15, Higher, Higher);
    rig.pair(7, 10, Draw, Lower);
    rig.pair(3, 14, Higher, Higher);
    let before = rig.tx(|tx| {
        let t = tx.tournament_named("Cup").unwrap().unwrap();
        (t.paired_rounds, tx.tournament_games(t.id).unwrap().len())
    });
    assert_eq!(
        before,
        (1, 20),
        "round 2 waits for the last match of round 1"
    );
    let last = rig.pair(6, 11, Lower, Lower);
    let after = rig.tx(|tx| {
        let t = tx.tournament_named("Cup").unwrap().unwrap();
        (t.paired_rounds, tx.tournament_games(t.id).unwrap().len())
    });
    assert_eq!(
        after,
        (2, 28),
        "the quarter-finals start at once, two games a match"
    );
    // The winners of 1–16 and 8–9 meet: Anna and Hugo.
    assert_eq!(rig.running("Cup", seed(1), seed(8)).len(), 2);
    assert!(
        to(&last, seed(1))
            .iter()
            .any(|s| s.text.contains("Cup, Quarter-final")),
        "{last:#?}"
    );

    // Quarter-finals: 1–8, 13–5, 2–10 (7 lost to 10), 3–11. Carl (3) withdraws
    // while his games run: both end as his losses, Kate (11) goes through.
    rig.pair(1, 8, Higher, Higher);
    rig.pair(5, 13, Higher, Higher);
    rig.pair(2, 10, Higher, Draw);
    let carl = rig.running("Cup", seed(3), seed(11));
    let withdrew = rig.lobby(seed(3), "Withdraw from Cup");
    let carl_told = to(&withdrew, seed(3))
        .into_iter()
        .find(|s| s.text.contains("You withdrew from Cup"))
        .unwrap_or_else(|| panic!("{withdrew:#?}"));
    assert!(
        carl_told
            .text
            .contains("Your 2 running games in it have ended as your losses"),
        "{}",
        carl_told.text
    );
    assert!(
        carl.iter()
            .all(|(id, _, _)| rig.office.store.load_game(*id).unwrap().is_over())
    );
    let kate = to(&withdrew, seed(11))
        .into_iter()
        .find(|s| s.subject.contains("Cup") && s.text.contains("Carl"))
        .unwrap_or_else(|| panic!("{withdrew:#?}"));
    assert!(kate.text.contains("you beat Carl 2–0"), "{}", kate.text);
    insta::assert_snapshot!("opponent_withdrew", shown(kate));
    let semis = rig.tx(|tx| tx.tournament_named("Cup").unwrap().unwrap().paired_rounds);
    assert_eq!(
        semis, 3,
        "the semi-finals start with the last quarter-final decided"
    );

    // Semi-finals 1–5 and 2–11; the final 1–2, asked about by mail while it runs.
    rig.pair(1, 5, Higher, Draw);
    rig.pair(2, 11, Draw, Draw);
    rig.pair(2, 11, Higher, Lower);
    let asked = rig.lobby(seed(16), "Standings Cup");
    let running = asked
        .iter()
        .find(|s| s.text.contains("Bracket of Cup"))
        .unwrap_or_else(|| panic!("{asked:#?}"));
    assert!(
        running.text.contains("under way: Final"),
        "{}",
        running.text
    );
    let ended = rig.pair(1, 2, Draw, Higher);
    let finals: Vec<&Sent> = ended
        .iter()
        .filter(|s| s.text.contains("Final bracket of Cup"))
        .collect();
    assert_eq!(
        finals.len(),
        16,
        "the final bracket to every player, Carl too"
    );
    let state = rig.tx(|tx| tx.tournament_named("Cup").unwrap().unwrap().state);
    assert_eq!(state, "finished");
    let won = to(&ended, seed(1))
        .into_iter()
        .find(|s| s.text.contains("You win Cup!"))
        .unwrap_or_else(|| panic!("{ended:#?}"));
    insta::assert_snapshot!("final_won", shown(won));
    let bracket = to(&ended, seed(16))
        .into_iter()
        .find(|s| s.text.contains("Final bracket"))
        .unwrap();
    assert!(bracket.text.contains("Anna wins"), "{}", bracket.text);
    assert!(!bracket.text.contains('@'), "public names only");
    insta::assert_snapshot!("final_bracket", shown(bracket));

    // Asked in German: the same bracket in German words.
    let asked = rig.lobby(seed(16), "Tabelle Cup");
    assert!(
        asked
            .iter()
            .any(|s| s.text.contains("Endgültiger Turnierbaum von Cup")),
        "{asked:#?}"
    );

    // The public page: the bracket as headed lists, no address.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournaments/Cup.html")).unwrap();
    let main = &page[page.find("<main").unwrap()..page.find("</main>").unwrap()];
    assert!(main.contains("<h3>Final</h3>"), "{main}");
    assert!(!main.contains('@'), "no address on the site");
    insta::assert_snapshot!("tournament_page", main);
    // Every page of that site, the bracket's too, passes axe (tests/accessibility.rs).
    crate::accessibility::assert_axe_passes(dir.path(), "knockout's site");

    // The admin's view: the same bracket in text.
    let shown_to_admin =
        pawnpost::admin::tournament_show(&mut rig.office.store, "Cup", rig.office.now).unwrap();
    assert!(
        shown_to_admin.contains("knockout of two-game matches, 4 rounds, 4 started"),
        "{shown_to_admin}"
    );
    assert!(shown_to_admin.contains("Hugo (8) against Iris (9): 2–2 after the extra pair"));

    // A decided game of the event cannot be decided again: the later rounds were
    // made from its result. The first game (round 1) stays as it ended.
    let before = rig.office.store.load_game(1).unwrap().outcome();
    let again = pawnpost::admin::adjudicate(
        &rig.office.pm,
        &mut rig.office.store,
        1,
        "black",
        "a second look",
        rig.office.now,
    );
    assert!(
        matches!(
            again,
            Err(pawnpost::admin::AdminError::DecidedEventGame(
                1,
                "a knockout"
            ))
        ),
        "{again:?}"
    );
    assert_eq!(rig.office.store.load_game(1).unwrap().outcome(), before);
}

/// An open knockout starts with its last seat taken by mail; with five players the
/// three top seeds have byes and are told so, and the match they wait for counts
/// against their limit of active games. A match whose games the sweep forfeits goes to
/// its extra pair, then to the higher seed, and the next round starts.
#[test]
fn an_open_knockout_gives_its_top_seeds_byes() {
    let mut rig = Rig::with(5, |c| c.limits.active_games_per_player = 3);
    for (who, name) in &PLAYERS[..5] {
        rig.lobby(who, &format!("Name {name}"));
    }
    let now = rig.office.now;
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Spring",
        5,
        TournamentTerms {
            knockout: true,
            ..TournamentTerms::default()
        },
        now,
    )
    .unwrap();
    for (who, _) in &PLAYERS[..4] {
        rig.lobby(who, "Join Spring");
    }
    // Before its start the public page names the format and lists the players.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournaments/Spring.html")).unwrap();
    assert!(page.contains("Knockout of two-game matches"), "{page}");
    assert!(page.contains("Dora") && !page.contains("<h3>"), "{page}");
    let last = rig.lobby(seed(5), "Join Spring");
    let begins = to(&last, seed(5))
        .into_iter()
        .find(|s| s.text.contains("The knockout Spring begins"))
        .unwrap_or_else(|| panic!("{last:#?}"));
    assert!(
        begins.text.contains("5 players, 3 rounds"),
        "{}",
        begins.text
    );
    let byes: Vec<&Sent> = last.iter().filter(|s| s.text.contains("bye")).collect();
    let mut told: Vec<&str> = byes.iter().map(|s| s.to.as_str()).collect();
    told.sort();
    assert_eq!(told, [seed(1), seed(2), seed(3)]);
    insta::assert_snapshot!("bye_letter", shown(byes[0]));
    assert_eq!(rig.running("Spring", seed(4), seed(5)).len(), 2);

    // Anna waits with her bye: her next match's two games count against her limit of
    // three active games, so a round robin of three (two games at once) is refused.
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Trio",
        3,
        TournamentTerms::default(),
        now,
    )
    .unwrap();
    let refused = rig.lobby(seed(1), "Join Trio");
    assert!(
        refused[0]
            .text
            .contains("Joining would give you 2 more games, but you play 2 already"),
        "{}",
        refused[0].text
    );

    // Dora (4) and Erin (5) never move: the sweep forfeits both games, each against
    // the player with White, losses like any other: tied 1–1, the extra pair starts.
    let start = rig.office.now;
    rig.office.sweep_at(start + 31 * 86_400);
    let swept = rig.office.drain();
    assert!(
        to(&swept, seed(4))
            .iter()
            .any(|s| s.text.contains("is tied 1–1 after two games")),
        "{swept:#?}"
    );
    assert_eq!(
        rig.running("Spring", seed(4), seed(5)).len(),
        2,
        "the extra pair"
    );
    // Silent again: 2–2 after the extra pair, Dora goes through as the higher seed and
    // the semi-finals start, 1–4 and 2–3.
    rig.office.sweep_at(start + 62 * 86_400);
    let swept = rig.office.drain();
    assert!(
        to(&swept, seed(4)).iter().any(|s| s
            .text
            .contains("you go through as the higher seed (seed 4, Erin seed 5)")),
        "{swept:#?}"
    );
    assert_eq!(rig.running("Spring", seed(1), seed(4)).len(), 2);
    assert_eq!(rig.running("Spring", seed(2), seed(3)).len(), 2);
}
