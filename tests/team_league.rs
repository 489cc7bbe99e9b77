//! A team round robin of three teams on one board, in process: the admin makes it
//! with the teams already lined up, so round 1's match begins at once and the third
//! team rests (its captain told); the round's last game begins round 2, and round 3's
//! last game ends the event with the final table to every captain and player. The
//! matches' names are reserved from the start; `Standings NAME` by mail and
//! `pawnpost team show NAME` give the table.
//!
//! Games end at once (a resignation before any move, a draw agreed) to keep it lean.

use crate::common;
use common::Sent;
use common::club::Club as Rig;
use common::club::shown;

const TEAMS: [(&str, &str, &str, &str); 3] = [
    (
        "Rooks",
        "rook.captain@example.org",
        "anna@example.org",
        "Anna",
    ),
    (
        "Knights",
        "knight.captain@example.org",
        "erin@example.org",
        "Erin",
    ),
    (
        "Bishops",
        "bishop.captain@example.org",
        "ivan@example.org",
        "Ivan",
    ),
];

impl Rig {
    /// The games of the league match `name`: (id, White, Black).
    fn match_games(&mut self, name: &str) -> Vec<(i64, String, String)> {
        let ids: Vec<i64> = self.tx(|tx| {
            let m = tx.team_match_named(name).unwrap().unwrap();
            tx.team_match_games(m.id)
                .unwrap()
                .into_iter()
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

    /// Ends both games of match `name`: `winner` wins both (the other resigns), or
    /// both are drawn when `None`; the letters of the last end.
    fn settle(&mut self, name: &str, winner: Option<&str>) -> Vec<Sent> {
        let mut last = Vec::new();
        for (id, white, black) in self.match_games(name) {
            last = match winner {
                Some(w) => {
                    let loser = if white == w { &black } else { &white };
                    self.play(id, loser, "Resign")
                }
                None => {
                    self.play(id, &white, "Request Draw");
                    self.play(id, &black, "Accept Draw")
                }
            };
            assert!(self.office.store.load_game(id).unwrap().is_over());
        }
        last
    }
}

fn to<'a>(sent: &'a [Sent], who: &str) -> Vec<&'a Sent> {
    sent.iter().filter(|s| s.to == who).collect()
}

#[test]
fn a_team_round_robin_is_played_one_round_at_a_time() {
    use pawnpost::daemon::teams::{self, TeamError};
    let mut rig = Rig::with(9, |_| {});
    for (_, _, who, name) in TEAMS {
        rig.lobby(who, &format!("Name {name}"));
    }
    let now = rig.office.now;
    for (team, captain, player, _) in TEAMS {
        teams::create_team(&mut rig.office.store, team, captain, now).unwrap();
        // The captain lines up by mail (and so is known to the office, which writes
        // freely only to those who wrote to it).
        let told = rig.lobby(captain, &format!("Line up {team} board 1 {player}"));
        assert!(
            told[0].text.contains("is named on board 1"),
            "{}",
            told[0].text
        );
        let told = rig.lobby(player, &format!("Join {team}"));
        assert!(
            told[0].text.contains("You are on board 1"),
            "{}",
            told[0].text
        );
    }
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let plain = teams::TeamTerms::default();
    // Chess960 and ten days of leave a year: every match's games play under them.
    let terms = teams::TeamTerms {
        start: pawnpost::command::Start::Chess960(None),
        rules: pawnpost::game::EventRules {
            leave_days: Some(10),
            ..Default::default()
        },
        ..Default::default()
    };
    // An entry rule has no place in a team event: its players are the captain's choice.
    let entry_rule = teams::TeamTerms {
        rules: pawnpost::game::EventRules {
            max_timeouts: Some(10),
            ..Default::default()
        },
        ..Default::default()
    };
    assert!(matches!(
        teams::create_league(
            &rig.office.pm,
            &mut rig.office.store,
            "Cup",
            &names(&["Rooks", "Knights"]),
            (1, false, &entry_rule),
            now,
        ),
        Err(TeamError::Terms(_))
    ));
    for (name, list, why) in [
        ("Cup", names(&["Rooks"]), "one team"),
        ("Cup", names(&["Rooks", "Knights", "rooks"]), "a team twice"),
        ("Cup", names(&["Rooks", "Pawns"]), "no such team"),
        (
            "A-name-far-too-long-for-it",
            names(&["Rooks", "Knights"]),
            "long name",
        ),
        ("Rooks", names(&["Rooks", "Knights"]), "a taken name"),
    ] {
        let refused = teams::create_league(
            &rig.office.pm,
            &mut rig.office.store,
            name,
            &list,
            (1, false, &plain),
            now,
        );
        assert!(
            matches!(
                refused,
                Err(TeamError::LeagueTeams
                    | TeamError::NoTeam(_)
                    | TeamError::LeagueName
                    | TeamError::Exists(_))
            ),
            "{why}: {refused:?}"
        );
    }
    assert!(rig.office.drain().is_empty());

    let all = names(&["Rooks", "Knights", "Bishops"]);
    let made = teams::create_league(
        &rig.office.pm,
        &mut rig.office.store,
        "Cup",
        &all,
        (1, false, &terms),
        now,
    )
    .unwrap();
    assert_eq!((made.rounds, made.started), (3, 1), "{made:?}");
    assert_eq!(made.matches, ["Cup-1a"]);
    // Every match name of the event is kept for it, whatever the capitals.
    for taken in ["Cup-1a", "cup-3A", "Cup"] {
        assert!(
            matches!(
                teams::create_team(&mut rig.office.store, taken, TEAMS[0].1, now),
                Err(TeamError::Exists(_))
            ),
            "{taken}"
        );
    }
    teams::create_team(&mut rig.office.store, "Cup-4a", TEAMS[0].1, now).unwrap();
    // A team plays one event at a time: its players would otherwise have two matches'
    // games at once.
    assert!(matches!(
        teams::create_match(
            &rig.office.pm,
            &mut rig.office.store,
            "Friendly",
            ("Rooks", "Knights"),
            (1, &plain),
            now,
        ),
        Err(TeamError::Busy { .. })
    ));

    // Round 1: the Berger table's first pair; the other team rests, its captain told.
    let begun = rig.office.drain();
    let round_one = rig.tx(|tx| {
        let m = tx.team_match_named("Cup-1a").unwrap().unwrap();
        (
            tx.team(m.home).unwrap().unwrap().name,
            tx.team(m.away).unwrap().unwrap().name,
        )
    });
    let resting = TEAMS
        .iter()
        .find(|t| t.0 != round_one.0 && t.0 != round_one.1)
        .unwrap();
    let rests = to(&begun, resting.1);
    assert_eq!(rests.len(), 1, "{begun:#?}");
    assert!(
        rests[0].text.contains(&format!(
            "{} has no match in round 1 of 3 of the team round robin Cup",
            resting.0
        )),
        "{}",
        rests[0].text
    );
    let home_captain = TEAMS.iter().find(|t| t.0 == round_one.0).unwrap().1;
    let told = to(&begun, home_captain);
    assert_eq!(told.len(), 1, "{begun:#?}");
    assert!(
        told[0].text.contains(&format!(
            "Round 1 of 3 of the team round robin Cup: {0} plays the match Cup-1a, {0} against {1}.",
            round_one.0, round_one.1
        )),
        "{}",
        told[0].text
    );
    insta::assert_snapshot!("round_one_to_captain", shown(told[0]));
    // Two games on the board, one with each colour, from one Chess960 position, under
    // the event's leave; nothing for the resting player.
    assert_eq!(rig.match_games("Cup-1a").len(), 2);
    let starts: Vec<&str> = begun
        .iter()
        .filter(|s| s.subject.contains("The game begins"))
        .map(|s| {
            let at = s
                .text
                .find("The game is Chess960, from start position ")
                .unwrap_or_else(|| panic!("{}", s.text));
            s.text[at..].split('.').next().unwrap()
        })
        .collect();
    assert_eq!(starts.len(), 4, "two games, two letters each: {begun:#?}");
    assert!(starts.iter().all(|s| *s == starts[0]), "{starts:?}");
    assert!(
        begun
            .iter()
            .filter(|s| s.subject.contains("The game begins"))
            .all(|s| s.text.contains("10 days")),
        "{begun:#?}"
    );
    assert_eq!(begun.iter().filter(|s| s.to == resting.2).count(), 0);
    let player_of = |team: &str| TEAMS.iter().find(|t| t.0 == team).unwrap().2;

    // The table by mail, before any round has finished: anyone may ask.
    let asked = rig.lobby("stranger@example.org", "Standings Cup");
    assert!(
        asked[0]
            .text
            .contains("before any round has finished (3 rounds)"),
        "{}",
        asked[0].text
    );

    // Round 1: the home team wins both games. Its last game begins round 2, whose
    // match involves the team that rested.
    let ended = rig.settle("Cup-1a", Some(player_of(&round_one.0)));
    let round_two = rig.tx(|tx| {
        // The finished match keeps its board points (the table reads them, not games).
        let first = tx.team_match_named("Cup-1a").unwrap().unwrap();
        assert_eq!(first.final_halves, Some((4, 0)));
        let league = tx.team_league_named("Cup").unwrap().unwrap();
        assert_eq!((league.round, league.state.as_str()), (2, "running"));
        let m = tx.team_match_named("Cup-2a").unwrap().unwrap();
        (
            tx.team(m.home).unwrap().unwrap().name,
            tx.team(m.away).unwrap().unwrap().name,
        )
    });
    assert!(
        round_two.0 == resting.0 || round_two.1 == resting.0,
        "{round_two:?}"
    );
    assert!(
        to(&ended, resting.1)
            .iter()
            .any(|s| s.text.contains("Round 2 of 3 of the team round robin Cup")),
        "{ended:#?}"
    );
    assert_eq!(
        to(&ended, resting.2)
            .iter()
            .filter(|s| s.text.contains("A game of the team match Cup-2a"))
            .count(),
        2,
        "the resting team's player begins both games of round 2: {ended:#?}"
    );

    let standings = rig.lobby("stranger@example.org", "Standings Cup");
    assert!(
        standings[0]
            .text
            .contains("The team round robin Cup after 1 of 3 rounds:")
            && standings[0].text.contains(&format!(
                "1. {}: match points 2, board points 2, matches played 1.",
                round_one.0
            )),
        "{}",
        standings[0].text
    );
    insta::assert_snapshot!("standings_after_round_one", shown(&standings[0]));

    // Round 2 drawn; round 3 settles it.
    rig.settle("Cup-2a", None);
    let round_three = rig.tx(|tx| {
        let m = tx.team_match_named("Cup-3a").unwrap().unwrap();
        (
            tx.team(m.home).unwrap().unwrap().name,
            tx.team(m.away).unwrap().unwrap().name,
        )
    });
    let over = rig.settle("Cup-3a", Some(player_of(&round_three.1)));
    let finals: Vec<&Sent> = over
        .iter()
        .filter(|s| s.text.contains("The team round robin Cup is over"))
        .collect();
    let told: std::collections::BTreeSet<&str> = finals.iter().map(|s| s.to.as_str()).collect();
    assert_eq!(told.len(), 6, "three captains and three players: {told:?}");
    assert_eq!(finals.len(), 6, "once each");
    let to_captain = finals.iter().find(|s| s.to == TEAMS[0].1).unwrap();
    insta::assert_snapshot!("final_table", shown(to_captain));
    rig.tx(|tx| {
        let league = tx.team_league_named("Cup").unwrap().unwrap();
        assert_eq!((league.round, league.state.as_str()), (3, "finished"));
    });

    // The public site: the index lists it with its winner; its page the table, each
    // round's match linked, the resting teams; no address.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    assert!(
        // Rooks and Knights are level on everything, their match drawn: they share it.
        index.contains(
            "href=\"tournaments/Cup.html\">Cup</a>: 3 teams, first place shared by Rooks, Knights"
        ),
        "{index}"
    );
    let page = std::fs::read_to_string(dir.path().join("tournaments/Cup.html")).unwrap();
    let main = &page[page.find("<main").unwrap()..page.find("</main>").unwrap()];
    assert!(!main.contains('@'), "no address on the site");
    for round in 1..=3 {
        assert!(
            main.contains(&format!("href=\"../tournaments/Cup-{round}a.html\"")),
            "{main}"
        );
    }
    insta::assert_snapshot!("page", main);
    let match_page = std::fs::read_to_string(dir.path().join("tournaments/Cup-2a.html")).unwrap();
    assert!(
        match_page.contains(
            "Round 2 of 3 of the team round robin <a href=\"../tournaments/Cup.html\">Cup</a>."
        ),
        "{match_page}"
    );
    crate::accessibility::assert_axe_passes(dir.path(), "team round robin's site");

    let shown_by_cli = teams::show_league(&mut rig.office.store, "Cup")
        .unwrap()
        .unwrap();
    assert!(
        shown_by_cli
            .contains("Cup: a team round robin of 3 teams on 1 boards, round 3 of 3, finished")
            && shown_by_cli.contains("round 3: Cup-3a"),
        "{shown_by_cli}"
    );
}

/// A league match that does not begin in time is lost by default by the team that was
/// not complete, told to both captains; the round's end begins the next round.
#[test]
fn a_team_not_complete_in_time_loses_its_match_by_default() {
    use pawnpost::daemon::teams;
    let mut rig = Rig::with(10, |_| {});
    let now = rig.office.now;
    for (team, captain, player, _) in &TEAMS[..2] {
        teams::create_team(&mut rig.office.store, team, captain, now).unwrap();
        let told = rig.lobby(captain, &format!("Line up {team} board 1 {player}"));
        assert!(
            told[0].text.contains("is named on board 1"),
            "{}",
            told[0].text
        );
    }
    // Only Rooks' player takes the board.
    rig.lobby(TEAMS[0].2, "Join Rooks");
    let both = ["Rooks".to_owned(), "Knights".to_owned()];
    let made = teams::create_league(
        &rig.office.pm,
        &mut rig.office.store,
        "Duo",
        &both,
        (1, true, &teams::TeamTerms::default()),
        now,
    )
    .unwrap();
    assert_eq!((made.rounds, made.started), (2, 0));
    let begun = rig.office.drain();
    let deadline = pawnpost::time::format_utc(now + 30 * 86_400);
    assert!(
        to(&begun, TEAMS[1].1)[0].text.contains(&format!(
            "a team not complete by {deadline} loses the match by default"
        )),
        "{begun:#?}"
    );

    // A day before the time is up: nothing happens.
    let at = now + 29 * 86_400;
    pawnpost::daemon::sweep(&rig.office.pm, &mut rig.office.store, at).unwrap();
    assert!(rig.office.drain().is_empty());
    // The time is up: Knights lose the match 0–2 by default; round 2 begins.
    let at = now + 30 * 86_400 + 60;
    pawnpost::daemon::sweep(&rig.office.pm, &mut rig.office.store, at).unwrap();
    let told = rig.office.drain();
    let knights = to(&told, TEAMS[1].1);
    assert!(
        knights.iter().any(|s| s.text.contains(
            "Knights was not complete when the time for the team match Duo-1a ran out and loses it by default: Rooks 2–0 Knights."
        )),
        "{told:#?}"
    );
    insta::assert_snapshot!("lost_by_default", shown(knights[0]));
    assert!(
        to(&told, TEAMS[0].1)
            .iter()
            .any(|s| s.text.contains("Round 2 of 2 of the team round robin Duo")),
        "{told:#?}"
    );
    // Swept again: decided once.
    pawnpost::daemon::sweep(&rig.office.pm, &mut rig.office.store, at + 60).unwrap();
    assert!(rig.office.drain().is_empty());

    // Knights' player joins at last: round 2's match begins.
    rig.lobby(TEAMS[1].2, "Join Knights");
    assert_eq!(rig.match_games("Duo-2a").len(), 2);
    let standings = rig.lobby("stranger@example.org", "Standings Duo");
    assert!(
        standings[0]
            .text
            .contains("1. Rooks: match points 2, board points 2, matches played 1."),
        "{}",
        standings[0].text
    );
    // The match's own standings give its result by default, not "0–0".
    let told = rig.lobby("stranger@example.org", "Standings Duo-1a");
    assert!(
        told[0].text.contains("Rooks 2–0 Knights"),
        "{}",
        told[0].text
    );
    let shown_by_cli = teams::show(&mut rig.office.store, "Duo-1a")
        .unwrap()
        .unwrap();
    assert!(
        shown_by_cli.contains("board points 2–0: lost by default by Knights"),
        "{shown_by_cli}"
    );
}

/// A team withdrawn by the admin: its running match is played out, its later match is
/// lost by default as its round begins, and an event whose last round holds only that
/// match ends at once.
#[test]
fn a_withdrawn_team_loses_its_later_matches_by_default() {
    use pawnpost::daemon::teams;
    let mut rig = Rig::with(11, |_| {});
    let now = rig.office.now;
    for (team, captain, player, _) in TEAMS {
        teams::create_team(&mut rig.office.store, team, captain, now).unwrap();
        rig.lobby(captain, &format!("Line up {team} board 1 {player}"));
        rig.lobby(player, &format!("Join {team}"));
    }
    let all: Vec<String> = TEAMS.iter().map(|t| t.0.to_owned()).collect();
    teams::create_league(
        &rig.office.pm,
        &mut rig.office.store,
        "Trio",
        &all,
        (1, false, &teams::TeamTerms::default()),
        now,
    )
    .unwrap();
    rig.office.drain();
    // Round 1 is Knights–Bishops (Berger, three seeds); Bishops withdraw while it runs.
    let done = teams::withdraw_from_league(
        &rig.office.pm,
        &mut rig.office.store,
        "Trio",
        "Bishops",
        now,
    )
    .unwrap();
    assert!(done.contains("later matches are lost by default"), "{done}");
    // A captain the admin named is written to as a known player, even before their
    // first mail (the admin vouches for them as for a tournament's players).
    teams::create_team(
        &mut rig.office.store,
        "Pawns",
        "Pawn.Captain@example.org",
        now,
    )
    .unwrap();
    assert!(rig.tx(|tx| tx.is_known("pawn.captain@example.org").unwrap()));
    assert!(!rig.tx(|tx| tx.is_known("nobody@example.org").unwrap()));
    // A player of one team of the league cannot take a board of another team of it
    // (a reserve board here): their match could never begin.
    rig.lobby(TEAMS[0].1, &format!("Line up Rooks board 2 {}", TEAMS[1].2));
    let refused = rig.lobby(TEAMS[1].2, "Join Rooks");
    assert!(
        refused[0]
            .text
            .contains("You play for Knights, which meets Rooks in a team round robin"),
        "{}",
        refused[0].text
    );
    assert!(
        rig.office.drain().is_empty(),
        "the running match is played out"
    );
    rig.settle("Trio-1a", Some(TEAMS[2].2));
    let ended = rig.settle("Trio-2a", None);
    // Round 3 is Bishops–Rooks: lost by Bishops at once, and the event is over.
    let rooks = to(&ended, TEAMS[0].1);
    assert!(
        rooks.iter().any(|s| s.text.contains(
            "Bishops has withdrawn from the team round robin and loses the match Trio-3a by default: Bishops 0–2 Rooks."
        ) && s.text.contains("The team round robin Trio is over")),
        "{ended:#?}"
    );
    let told = rig.tx(|tx| {
        let m = tx.team_match_named("Trio-3a").unwrap().unwrap();
        let league = tx.team_league_named("Trio").unwrap().unwrap();
        (m.state, m.forfeit, league.state)
    });
    assert_eq!(
        told,
        (
            "finished".to_owned(),
            Some(pawnpost::community::teams::Forfeit::Home),
            "finished".to_owned()
        )
    );
}
