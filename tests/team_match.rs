//! A team match of four boards played by mail to its result, in process: two teams
//! made by the admin with their captains, each board's player named on the captain's
//! word and taking the board only by their own `Join TEAM` (a stranger's `Join` is
//! refused), all eight games started at once when the last player confirms (both
//! colours on each board), the match decided early while three games still run, told
//! to every player and both captains, and told again when the last game ends.
//!
//! Games end at once (a resignation before any move, a draw agreed) to keep it lean.

use crate::common;
use common::club::shown;

use common::Sent;
use common::club::Club as Rig;

const HOME: [(&str, &str); 4] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
    ("dora@example.org", "Dora"),
];
const AWAY: [(&str, &str); 4] = [
    ("erin@example.org", "Erin"),
    ("fred@example.org", "Fred"),
    ("gina@example.org", "Gina"),
    ("hugo@example.org", "Hugo"),
];
const CAPTAINS: [&str; 2] = ["rook.captain@example.org", "knight.captain@example.org"];

/// Who wins a game: the home team's player, the away team's, or a draw.
#[derive(Clone, Copy)]
enum For {
    Home,
    Away,
    Draw,
}

impl Rig {
    /// The games of board `board` of "Derby": (id, White, Black), home White first.
    fn board(&mut self, board: u32) -> Vec<(i64, String, String)> {
        let ids: Vec<i64> = self.tx(|tx| {
            let m = tx.team_match_named("Derby").unwrap().unwrap();
            tx.team_match_games(m.id)
                .unwrap()
                .into_iter()
                .filter(|g| g.board == board)
                .map(|g| g.game)
                .collect()
        });
        ids.into_iter()
            .map(|id| {
                let g = self.office.store.load_game(id).unwrap();
                (id, g.white().to_owned(), g.black().to_owned())
            })
            .collect()
    }

    /// Ends game `index` (0: home White) of board `board` as `result` says; the
    /// letters of its end.
    fn end(&mut self, board: u32, index: usize, result: For) -> Vec<Sent> {
        let (id, white, black) = self.board(board)[index].clone();
        let home = HOME[board as usize - 1].0;
        let (home_side, away_side) = if white == home {
            (white.clone(), black.clone())
        } else {
            (black.clone(), white.clone())
        };
        let told = match result {
            For::Draw => {
                self.play(id, &white, "Request Draw");
                self.play(id, &black, "Accept Draw")
            }
            For::Home => self.play(id, &away_side, "Resign"),
            For::Away => self.play(id, &home_side, "Resign"),
        };
        assert!(
            self.office.store.load_game(id).unwrap().is_over(),
            "game {id}"
        );
        told
    }
}

#[test]
fn a_four_board_team_match_is_played_to_its_result() {
    use pawnpost::daemon::teams;
    let mut rig = Rig::with(7, |_| {});
    for (who, name) in HOME.iter().chain(&AWAY) {
        rig.lobby(who, &format!("Name {name}"));
    }
    let now = rig.office.now;
    let store = &mut rig.office.store;
    teams::create_team(store, "Rooks", CAPTAINS[0], now).unwrap();
    teams::create_team(store, "Knights", CAPTAINS[1], now).unwrap();
    for (team, players) in [("Rooks", HOME), ("Knights", AWAY)] {
        for (board, (who, _)) in players.iter().enumerate() {
            teams::name_player(store, team, board as u32 + 1, who).unwrap();
        }
    }
    assert!(
        matches!(
            teams::create_team(store, "rooks", CAPTAINS[0], now),
            Err(teams::TeamError::Exists(_))
        ),
        "a name is taken once"
    );
    teams::create_match(
        &rig.office.pm,
        store,
        "Derby",
        ("Rooks", "Knights"),
        (4, &teams::TeamTerms::default()),
        now,
    )
    .unwrap();
    assert!(
        rig.office.drain().is_empty(),
        "nobody confirmed: no game yet"
    );

    // A stranger cannot take a board: only the captain's named players can.
    let refused = rig.lobby("zed@example.org", "Join Rooks");
    assert_eq!(refused.len(), 1);
    assert!(
        refused[0]
            .text
            .contains("You are not named on the team Rooks"),
        "{}",
        refused[0].text
    );
    insta::assert_snapshot!("not_named", shown(&refused[0]));

    // Seven confirm (Gina in German): still no game.
    for (who, _) in &HOME {
        let told = rig.lobby(who, "Join Rooks");
        assert_eq!(told.len(), 1, "{told:#?}");
    }
    for (who, body, board) in [
        (AWAY[0].0, "Join Knights", "board 1"),
        (AWAY[1].0, "Join Knights", "board 2"),
        (AWAY[2].0, "Beitreten Knights", "Brett 3"),
    ] {
        let told = rig.lobby(who, body);
        assert_eq!(told.len(), 1, "{told:#?}");
        assert!(told[0].text.contains(board), "{}", told[0].text);
    }
    let confirmed = rig.lobby(HOME[1].0, "Join Rooks");
    insta::assert_snapshot!("confirmed", shown(&confirmed[0]));
    // The last confirms: eight games at once, two on each board, one with each colour.
    let begun = rig.lobby(AWAY[3].0, "Join Knights");
    assert_eq!(
        begun.len(),
        1 + 16,
        "the confirmation and two letters per game"
    );
    for board in 1..=4 {
        let games = rig.board(board);
        let (home, away) = (HOME[board as usize - 1].0, AWAY[board as usize - 1].0);
        assert_eq!(games.len(), 2);
        assert_eq!((games[0].1.as_str(), games[0].2.as_str()), (home, away));
        assert_eq!((games[1].1.as_str(), games[1].2.as_str()), (away, home));
    }
    let dora = begun
        .iter()
        .find(|s| s.to == HOME[3].0 && s.text.contains("board 4"))
        .unwrap_or_else(|| panic!("{begun:#?}"));
    assert!(
        dora.text
            .contains("A game of the team match Derby (Rooks against Knights), board 4"),
        "{}",
        dora.text
    );
    insta::assert_snapshot!("game_letter", shown(dora));

    // Rooks win boards 1 and 2 and the first game of board 3: 5–0 with three games
    // running, which cannot catch up: decided.
    use For::{Away, Draw, Home};
    for (board, index) in [(1, 0), (1, 1), (2, 0), (2, 1)] {
        let told = rig.end(board, index, Home);
        assert!(
            !told.iter().any(|s| s.text.contains("team match Derby is")),
            "{told:#?}"
        );
    }
    let decided = rig.end(3, 0, Home);
    let to_captain: Vec<&Sent> = decided.iter().filter(|s| s.to == CAPTAINS[1]).collect();
    assert_eq!(to_captain.len(), 1, "{decided:#?}");
    assert!(
        to_captain[0]
            .text
            .contains("The team match Derby is decided: Rooks 5–0 Knights, and Rooks wins it."),
        "{}",
        to_captain[0].text
    );
    insta::assert_snapshot!("decided_to_captain", shown(to_captain[0]));
    let told: std::collections::BTreeSet<&str> = decided
        .iter()
        .filter(|s| s.text.contains("is decided") || s.text.contains("ist entschieden"))
        .map(|s| s.to.as_str())
        .collect();
    assert_eq!(told.len(), 10, "eight players and two captains: {told:?}");
    let gina = decided
        .iter()
        .find(|s| s.to == AWAY[2].0 && s.text.contains("Derby"))
        .unwrap();
    insta::assert_snapshot!("decided_in_german", shown(gina));

    // A captain asks for the standings by mail: the boards with public names.
    let standings = rig.lobby(CAPTAINS[0], "Standings Derby");
    assert_eq!(standings.len(), 1);
    assert!(
        standings[0]
            .text
            .contains("Rooks 5–0 Knights after 5 of 8 games")
            && standings[0].text.contains("Board 3: Carl – Gina: 1 …"),
        "{}",
        standings[0].text
    );
    insta::assert_snapshot!("standings", shown(&standings[0]));

    // The public page while three games run: the board points, the match won, each
    // pair's two games linked; the index links it.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    assert!(
        index.contains("href=\"tournaments/Derby.html\">Derby</a>: Rooks against Knights, 5–0"),
        "{index}"
    );
    let page = std::fs::read_to_string(dir.path().join("tournaments/Derby.html")).unwrap();
    let main = &page[page.find("<main").unwrap()..page.find("</main>").unwrap()];
    assert!(!main.contains('@'), "no address on the site");
    assert!(
        main.contains("Rooks has won the match; 3 games still running"),
        "{main}"
    );
    for (_, player) in HOME.iter().chain(&AWAY) {
        assert!(dir.path().join(format!("players/{player}.html")).exists());
    }
    for (id, _, _) in rig.board(3) {
        assert!(
            main.contains(&format!("href=\"../games/{id}.html\"")),
            "{main}"
        );
    }
    insta::assert_snapshot!("page", main);
    crate::accessibility::assert_axe_passes(dir.path(), "team match's site");

    // The rest is played out: a draw, then Knights win board 4 twice.
    rig.end(3, 1, Draw);
    assert!(
        !rig.end(4, 0, Away)
            .iter()
            .any(|s| s.text.contains("team match Derby"))
    );
    let over = rig.end(4, 1, Away);
    let hugo = over
        .iter()
        .find(|s| s.to == AWAY[3].0 && s.text.contains("team match Derby is over"))
        .unwrap_or_else(|| panic!("{over:#?}"));
    assert!(hugo.text.contains("Rooks 5½–2½ Knights"), "{}", hugo.text);
    insta::assert_snapshot!("over", shown(hugo));
    assert_eq!(
        over.iter()
            .filter(|s| s.text.contains("team match Derby is over")
                || s.text.contains("Mannschaftskampf Derby ist beendet"))
            .count(),
        10
    );

    let table = teams::show(&mut rig.office.store, "Derby")
        .unwrap()
        .unwrap();
    insta::assert_snapshot!("show", table);
}

/// A board brings two games at once: a named player without room for both under the
/// limit of active games cannot take it, and is told why.
#[test]
fn a_player_without_room_for_two_games_cannot_take_a_board() {
    use pawnpost::daemon::teams;
    let mut rig = Rig::with(7, |c| c.limits.active_games_per_player = 1);
    let (who, name) = HOME[0];
    rig.lobby(who, &format!("Name {name}"));
    let now = rig.office.now;
    teams::create_team(&mut rig.office.store, "Rooks", CAPTAINS[0], now).unwrap();
    teams::name_player(&mut rig.office.store, "Rooks", 1, who).unwrap();
    let told = rig.lobby(who, "Join Rooks");
    assert_eq!(told.len(), 1, "{told:#?}");
    assert!(
        told[0].text.contains("(the limit is 1)"),
        "{}",
        told[0].text
    );
    let confirmed = rig.tx(|tx| {
        let team = tx.team_named("Rooks").unwrap().unwrap();
        tx.team_players(team.id).unwrap()[0].confirmed
    });
    assert!(!confirmed, "the board is not taken");
}

/// A captain lines up the team by mail (only their own team, only with proof of the
/// sender, never onto a board another player took), and replaces a player while the
/// match runs: the substitute, a player who joined the team, takes over the replaced
/// player's running game from its position, the finished one keeps its result, and
/// both players and the opponent are told; every refusal says why.
#[test]
fn a_captain_lines_up_by_mail_and_replaces_a_player_while_the_match_runs() {
    use pawnpost::daemon::teams;
    const IVAN: &str = "ivan@example.org";
    const ZED: &str = "zed@example.org";
    let (anna, bert, erin, fred) = (HOME[0].0, HOME[1].0, AWAY[0].0, AWAY[1].0);
    let mut rig = Rig::with(7, |c| c.limits.active_games_per_player = 2);
    for (who, name) in [
        HOME[0],
        HOME[1],
        AWAY[0],
        AWAY[1],
        (IVAN, "Ivan"),
        (ZED, "Zed"),
    ] {
        rig.lobby(who, &format!("Name {name}"));
    }
    let now = rig.office.now;
    let store = &mut rig.office.store;
    teams::create_team(store, "Rooks", CAPTAINS[0], now).unwrap();
    teams::create_team(store, "Knights", CAPTAINS[1], now).unwrap();
    teams::name_player(store, "Knights", 1, erin).unwrap();
    teams::name_player(store, "Knights", 2, fred).unwrap();
    let said = |sent: &[Sent], who: &str, text: &str| {
        let found = sent.iter().find(|s| s.to == who && s.text.contains(text));
        found
            .unwrap_or_else(|| panic!("{who}: {text}: {sent:#?}"))
            .clone()
    };
    let named = |rig: &mut Rig| {
        rig.tx(|tx| {
            let team = tx.team_named("Rooks").unwrap().unwrap();
            tx.team_players(team.id)
                .unwrap()
                .into_iter()
                .map(|p| (p.board, p.address))
                .collect::<Vec<_>>()
        })
    };

    // Without proof of the sender nothing is named: the mail is to be confirmed.
    let unproven = rig.send(CAPTAINS[0], common::SERVER, "Line up Rooks board 1 Anna");
    assert_eq!(unproven.len(), 1, "{unproven:#?}");
    // Its fixed form repeats the command without the names typed, and no gap where
    // they stood.
    let form = &unproven[0].text;
    assert!(form.contains("Line up board 1"), "{form}");
    assert!(!form.contains("Rooks") && !form.contains("Anna"), "{form}");
    assert!(named(&mut rig).is_empty());
    // Only the team's captain lines it up.
    let other = rig.lobby(CAPTAINS[1], "Line up Rooks board 1 Anna");
    said(&other, CAPTAINS[1], "Only the captain of Rooks");
    let lined = rig.lobby(CAPTAINS[0], "Line up Rooks board 1 Anna");
    assert_eq!(lined.len(), 1, "nobody but the captain is written to");
    insta::assert_snapshot!("lined_up", shown(&lined[0]));
    rig.lobby(CAPTAINS[0], &format!("Line up Rooks board 2 {bert}"));
    said(
        &rig.lobby(CAPTAINS[0], "Aufstellen Rooks Brett 3 Ivan"),
        CAPTAINS[0],
        "Ivan ist für Brett 3 von Rooks aufgestellt",
    );
    // Answered in the language the captain wrote in; back to English.
    rig.lobby(CAPTAINS[0], "Language en");
    said(
        &rig.lobby(CAPTAINS[0], "Line up Rooks board 70 Anna"),
        CAPTAINS[0],
        "There is no board 70",
    );
    said(
        &rig.lobby(CAPTAINS[0], "Line up Rooks board 2 Nobody_K"),
        CAPTAINS[0],
        "There is no player called Nobody_K",
    );
    assert_eq!(
        named(&mut rig),
        [
            (1, anna.to_owned()),
            (2, bert.to_owned()),
            (3, IVAN.to_owned())
        ]
    );
    for (who, team) in [(anna, "Rooks"), (bert, "Rooks"), (IVAN, "Rooks")] {
        rig.lobby(who, &format!("Join {team}"));
    }
    said(
        &rig.lobby(CAPTAINS[0], "Line up Rooks board 1 Ivan"),
        CAPTAINS[0],
        "Board 1 of Rooks is taken: Anna holds it",
    );
    for who in [erin, fred] {
        rig.lobby(who, "Join Knights");
    }
    // Ivan, the reserve, plays one game elsewhere.
    rig.lobby(IVAN, "Seek");
    assert!(!rig.lobby(ZED, "Seek").is_empty());
    teams::create_match(
        &rig.office.pm,
        &mut rig.office.store,
        "Derby",
        ("Rooks", "Knights"),
        (2, &teams::TeamTerms::default()),
        now,
    )
    .unwrap();
    rig.office.drain();
    said(
        &rig.lobby(CAPTAINS[0], "Line up Rooks board 2 Ivan"),
        CAPTAINS[0],
        "The match Derby of Rooks is being played",
    );

    // Anna plays e4 in her game with White and resigns the other.
    let board = rig.board(1);
    let ((white_game, _, _), (black_game, _, _)) = (board[0].clone(), board[1].clone());
    rig.play(white_game, anna, "e4");
    rig.play(black_game, anna, "Resign");

    for (who, body, says) in [
        (
            CAPTAINS[1],
            "Replace Anna with Ivan in Derby",
            "Anna plays no game of the match Derby",
        ),
        (
            CAPTAINS[0],
            "Replace Anna with Erin in Derby",
            "Erin already plays in the match Derby",
        ),
        (
            CAPTAINS[0],
            "Replace Anna with Zed in Derby",
            "Zed has not taken a place on the team Rooks",
        ),
        (
            CAPTAINS[0],
            "Replace Bert with Ivan in Derby",
            "Ivan cannot take over 2 more games: they play 1 already",
        ),
        (
            CAPTAINS[0],
            "Replace Anna with Ivan in Spring",
            "There is no team match called Spring",
        ),
    ] {
        said(&rig.lobby(who, body), who, says);
    }
    let replaced = rig.lobby(CAPTAINS[0], "Replace Anna with Ivan in Derby");
    let to_captain = said(&replaced, CAPTAINS[0], "Ivan takes over the games of Anna");
    insta::assert_snapshot!("replaced_to_captain", shown(&to_captain));
    said(&replaced, CAPTAINS[1], "Ivan takes over the games of Anna");
    let to_anna = said(&replaced, anna, "Your captain has replaced you");
    insta::assert_snapshot!("you_are_replaced", shown(&to_anna));
    let to_ivan = said(&replaced, IVAN, "You take over this game");
    insta::assert_snapshot!("takes_over", shown(&to_ivan));
    said(
        &replaced,
        erin,
        "Ivan now plays this game for Rooks in place of Anna",
    );

    // The game goes on from its position with Ivan; Anna's mail no longer moves in it;
    // the finished game keeps its player and result.
    let game = rig.office.store.load_game(white_game).unwrap();
    assert_eq!((game.white(), game.moves().len()), (IVAN, 1));
    rig.play(white_game, erin, "e5");
    rig.play(white_game, anna, "Nf3");
    assert_eq!(
        rig.office
            .store
            .load_game(white_game)
            .unwrap()
            .moves()
            .len(),
        2
    );
    rig.play(white_game, IVAN, "Nf3");
    assert_eq!(
        rig.office
            .store
            .load_game(white_game)
            .unwrap()
            .moves()
            .len(),
        3
    );
    let over = rig.office.store.load_game(black_game).unwrap();
    assert!(over.is_over());
    assert_eq!(over.black(), anna);

    // Bert resigns both his games: Knights lead 3–0 with one game running, decided;
    // the replaced player and the substitute are both told.
    let (first, second) = (rig.board(2)[0].0, rig.board(2)[1].0);
    rig.play(first, bert, "Resign");
    let decided = rig.play(second, bert, "Resign");
    for who in [anna, IVAN, erin, CAPTAINS[0]] {
        said(&decided, who, "The team match Derby is decided");
    }

    // The admin's replacement is refused the same way, in English.
    let refused = teams::replace_by_admin(
        &rig.office.pm,
        &mut rig.office.store,
        "Derby",
        (bert, IVAN),
        now,
    )
    .unwrap();
    assert_eq!(
        refused,
        Err(
            "Every game of Bert in the match Derby is over: there is nothing to take over."
                .to_owned()
        )
    );
}
