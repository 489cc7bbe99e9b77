//! An event in stages played by mail to its end, in process (issue 32 item 3): six
//! players of equal rating (seeded in the order named) dealt by the snake into two
//! round-robin sections of three, the best two of each into a round-robin final. In
//! section A two players finish level on everything but their seed (the cut goes to
//! the better seed, and the letter says so); in section B the third is out on points.
//! The qualification letters, `Standings` of the event and the final's table are
//! snapshots.
//!
//! The same six, under Chess960 and leave days, into a knockout final: section mates
//! kept apart in its first round, played to its champion (`into_a_knockout_final`).
//!
//! Games end at once (a resignation before any move, a draw agreed) to keep it lean.

use crate::common;
use common::club::shown;

use common::Sent;
use common::club::Club as Rig;
use pawnpost::community::stages::FinalForm;
use pawnpost::daemon::TournamentTerms;
use pawnpost::daemon::stages::Plan;

fn plan(sections: u32, qualify: u32, final_form: FinalForm) -> Plan {
    Plan {
        sections,
        qualify,
        final_form,
    }
}

const PLAYERS: [(&str, &str); 6] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
    ("dora@example.org", "Dora"),
    ("erin@example.org", "Erin"),
    ("fred@example.org", "Fred"),
];

fn seed(seed: usize) -> &'static str {
    PLAYERS[seed - 1].0
}

/// How a game ends.
#[derive(Clone, Copy)]
enum Ends {
    /// The first-named player wins.
    Wins,
    Draw,
}

impl Rig {
    /// Ends the game of `a` and `b` in tournament `name` as `ends`; the letters of its
    /// end.
    fn game(&mut self, name: &str, a: &str, b: &str, ends: Ends) -> Vec<Sent> {
        let ids: Vec<i64> = self.tx(|tx| {
            let t = tx.tournament_named(name).unwrap().unwrap();
            tx.tournament_games(t.id)
                .unwrap()
                .into_iter()
                .map(|(id, _)| id)
                .collect()
        });
        let (id, white, black) = ids
            .into_iter()
            .find_map(|id| {
                let g = self.office.store.load_game(id).unwrap();
                let players = [g.white(), g.black()];
                // A knockout's match has two games of one pair: the first not over.
                (players.contains(&a) && players.contains(&b) && !g.is_over())
                    .then(|| (id, g.white().to_owned(), g.black().to_owned()))
            })
            .unwrap_or_else(|| panic!("{a} v {b} in {name}"));
        let told = match ends {
            Ends::Wins => self.play(id, b, "Resign"),
            Ends::Draw => {
                self.play(id, &white, "Request Draw");
                self.play(id, &black, "Accept Draw")
            }
        };
        assert!(
            self.office.store.load_game(id).unwrap().is_over(),
            "{a} v {b}"
        );
        told
    }
}

#[test]
fn a_two_section_stage_goes_into_its_final() {
    let mut rig = Rig::with(7, |_| {});
    for (who, name) in PLAYERS {
        rig.lobby(who, &format!("Name {name}"));
    }
    let addresses: Vec<String> = PLAYERS.iter().map(|(a, _)| a.to_string()).collect();
    let now = rig.office.now;
    let made = pawnpost::daemon::stages::create(
        &rig.office.pm,
        &mut rig.office.store,
        "Spring",
        &addresses,
        plan(2, 2, FinalForm::RoundRobin),
        TournamentTerms::default(),
        now,
    )
    .unwrap();
    assert_eq!(
        made.sections,
        vec![("Spring-A".to_owned(), 3), ("Spring-B".to_owned(), 3)]
    );
    assert_eq!(made.games, 6, "three games in each section, all at once");
    let begun = rig.office.drain();
    let first: Vec<&Sent> = begun
        .iter()
        .filter(|s| s.text.contains("is played in stages"))
        .collect();
    assert_eq!(first.len(), 6, "each player told their section");
    insta::assert_snapshot!("begins", shown(first[0]));

    // The snake: A = seeds 1, 4, 5; B = seeds 2, 3, 6.
    let (a1, a4, a5) = (seed(1), seed(4), seed(5));
    let (b2, b3, b6) = (seed(2), seed(3), seed(6));
    rig.game("Spring-A", a1, a4, Ends::Wins);
    rig.game("Spring-A", a1, a5, Ends::Wins);
    // Dora and Erin level on points, Sonneborn–Berger, their game and wins: the
    // better seed (Dora) goes on.
    rig.game("Spring-A", a4, a5, Ends::Draw);
    rig.game("Spring-B", b6, b2, Ends::Wins);
    rig.game("Spring-B", b6, b3, Ends::Wins);
    let none = rig.tx(|tx| tx.tournament_named("Spring-final").unwrap());
    assert!(none.is_none(), "no final while a section plays");
    // The site written while section B plays (section A finished): its pages follow.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let told = rig.game("Spring-B", b2, b3, Ends::Wins);
    pawnpost::publish::update(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let a_page = std::fs::read_to_string(dir.path().join("tournaments/Spring-A.html")).unwrap();
    assert!(
        a_page.contains("Spring-final.html"),
        "an update links the final from a section finished before: {a_page}"
    );

    let cut: Vec<&Sent> = told
        .iter()
        .filter(|s| s.text.contains("is over. You finished"))
        .collect();
    assert_eq!(cut.len(), 6, "every section player told: {told:#?}");
    let mut letters: Vec<String> = cut.iter().map(|s| shown(s)).collect();
    letters.sort();
    insta::assert_snapshot!("qualification", letters.join("\n\n----\n\n"));
    for (who, on) in [
        (a1, true),
        (a4, true),
        (a5, false),
        (b2, true),
        (b3, false),
        (b6, true),
    ] {
        let theirs = cut.iter().find(|s| s.to == who).unwrap();
        assert_eq!(theirs.text.contains("and go on to the final"), on, "{who}");
    }
    assert!(
        cut.iter()
            .find(|s| s.to == a5)
            .unwrap()
            .text
            .contains("as the better seed"),
        "the cut explained"
    );

    // The final: winners before runners-up (Anna before Fred on seed), then Bert, Dora.
    let seats: Vec<String> = rig.tx(|tx| {
        let t = tx.tournament_named("Spring-final").unwrap().unwrap();
        tx.entries(t.id)
            .unwrap()
            .into_iter()
            .map(|e| e.address)
            .collect()
    });
    assert_eq!(seats, [a1, b6, b2, a4]);
    let final_games = rig.tx(|tx| {
        let t = tx.tournament_named("Spring-final").unwrap().unwrap();
        tx.tournament_games(t.id).unwrap().len()
    });
    assert_eq!(final_games, 6, "the final's games start at once");
    assert!(
        told.iter()
            .any(|s| s.to == a1 && s.text.contains("Spring-final") && s.text.contains("Fred")),
        "Anna's game mails of the final"
    );
    // Asked again, the final is made once.
    let standings = rig.lobby(a5, "Standings Spring");
    insta::assert_snapshot!("standings_during_final", shown(&standings[0]));

    rig.game("Spring-final", b6, a1, Ends::Wins);
    rig.game("Spring-final", b6, b2, Ends::Wins);
    rig.game("Spring-final", b6, a4, Ends::Wins);
    rig.game("Spring-final", a1, b2, Ends::Draw);
    rig.game("Spring-final", a1, a4, Ends::Draw);
    let over = rig.game("Spring-final", b2, a4, Ends::Draw);
    let table: Vec<&Sent> = over
        .iter()
        .filter(|s| s.subject.contains("Spring-final") && s.text.contains("Fred"))
        .filter(|s| s.to == b6)
        .collect();
    assert!(
        !table.is_empty(),
        "the final table to its players: {over:#?}"
    );
    insta::assert_snapshot!("final_table", shown(table.last().unwrap()));
    let later = rig.tx(|tx| tx.stage_event_named("Spring").unwrap().unwrap());
    assert!(later.final_id.is_some());

    // The public site: each part's page names the event and links every part.
    pawnpost::publish::update(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournaments/Spring-A.html")).unwrap();
    let line = page
        .lines()
        .find(|l| l.contains("Part of Spring"))
        .unwrap_or_else(|| panic!("{page}"));
    insta::assert_snapshot!("site_line", line);
    assert!(line.contains("Spring-final.html"), "{line}");
}

#[test]
fn an_event_in_stages_is_refused_when_its_sections_cannot_work() {
    let mut rig = Rig::with(7, |_| {});
    let addresses: Vec<String> = PLAYERS.iter().map(|(a, _)| a.to_string()).collect();
    let now = rig.office.now;
    let make = |rig: &mut Rig, name: &str, sections: u32, qualify: u32| {
        pawnpost::daemon::stages::create(
            &rig.office.pm,
            &mut rig.office.store,
            name,
            &addresses,
            plan(sections, qualify, FinalForm::RoundRobin),
            TournamentTerms::default(),
            now,
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
    };
    let too_many = make(&mut rig, "Summer", 2, 3).unwrap_err();
    assert!(
        too_many.contains("fewer than --qualify 3 plus one"),
        "{too_many}"
    );
    // The sections are round robins: a knockout is asked for with --final.
    let system = pawnpost::daemon::stages::create(
        &rig.office.pm,
        &mut rig.office.store,
        "Summer",
        &addresses,
        plan(2, 1, FinalForm::Knockout),
        TournamentTerms {
            knockout: true,
            ..TournamentTerms::default()
        },
        now,
    )
    .unwrap_err()
    .to_string();
    assert!(system.contains("--final"), "{system}");
    let one = make(&mut rig, "Summer", 1, 1).unwrap_err();
    assert!(one.contains("2 to 26 sections"), "{one}");
    let long = make(&mut rig, "A_very_long_event_name_25", 2, 1).unwrap_err();
    assert!(long.contains("24 characters"), "{long}");
    // A part's name taken: nothing is made.
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Summer-final",
        &addresses[..2],
        TournamentTerms::default(),
        now,
    )
    .unwrap();
    let taken = make(&mut rig, "Summer", 2, 1).unwrap_err();
    assert!(taken.contains("Summer-final"), "{taken}");
    let none = rig.tx(|tx| tx.tournament_named("Summer-A").unwrap());
    assert!(none.is_none());
    // The event's name is then no tournament's to take.
    make(&mut rig, "Autumn", 2, 1).unwrap();
    let clash = pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        &addresses[..2],
        TournamentTerms::default(),
        now,
    )
    .unwrap_err();
    assert!(clash.to_string().contains("Autumn"), "{clash}");
}

/// The lines of a page from its first line holding `from` to the first after it
/// holding `to`.
fn lines_between(page: &str, from: &str, to: &str) -> String {
    let lines: Vec<&str> = page.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.contains(from))
        .unwrap_or_else(|| panic!("{from} in {page}"));
    let end = (start..lines.len())
        .find(|&i| lines[i].contains(to))
        .unwrap_or_else(|| panic!("{to} in {page}"));
    lines[start..=end].join("\n")
}

#[test]
fn a_two_section_stage_goes_into_a_knockout_final() {
    let mut rig = Rig::with(7, |_| {});
    for (who, name) in PLAYERS {
        rig.lobby(who, &format!("Name {name}"));
    }
    let addresses: Vec<String> = PLAYERS.iter().map(|(a, _)| a.to_string()).collect();
    let now = rig.office.now;
    let terms = TournamentTerms {
        start: pawnpost::command::Start::chess960(None).unwrap(),
        rules: pawnpost::game::EventRules {
            leave_days: Some(10),
            ..Default::default()
        },
        ..TournamentTerms::default()
    };
    pawnpost::daemon::stages::create(
        &rig.office.pm,
        &mut rig.office.store,
        "Winter",
        &addresses,
        plan(2, 2, FinalForm::Knockout),
        terms,
        now,
    )
    .unwrap();
    let begun = rig.office.drain();
    let first = begun
        .iter()
        .find(|s| s.text.contains("is played in stages"))
        .unwrap();
    insta::assert_snapshot!("knockout_begins", shown(first));

    // A = Anna, Dora, Erin; B = Bert, Carl, Fred. A: Anna 2, Dora 1 (beat Erin, 0).
    // B: Fred 1½, Bert 1 (beat Carl, ½): Bert is the better runner-up on
    // Sonneborn–Berger.
    let (a1, a4, a5) = (seed(1), seed(4), seed(5));
    let (b2, b3, b6) = (seed(2), seed(3), seed(6));
    rig.game("Winter-A", a1, a4, Ends::Wins);
    rig.game("Winter-A", a1, a5, Ends::Wins);
    rig.game("Winter-A", a4, a5, Ends::Wins);
    rig.game("Winter-B", b6, b2, Ends::Wins);
    rig.game("Winter-B", b2, b3, Ends::Wins);
    let told = rig.game("Winter-B", b6, b3, Ends::Draw);
    let mut cut: Vec<String> = told
        .iter()
        .filter(|s| s.text.contains("is over. You finished"))
        .map(shown)
        .collect();
    assert_eq!(cut.len(), 6, "every section player told: {told:#?}");
    cut.sort();
    insta::assert_snapshot!("knockout_qualification", cut.join("\n\n----\n\n"));

    // Seeds by the stage: Anna, Fred (winners), Bert, Dora (runners-up). Round 1
    // would meet Anna with Dora and Fred with Bert, each of one section: the lower
    // two change places.
    let (final_t, seats, section_t) = rig.tx(|tx| {
        let t = tx.tournament_named("Winter-final").unwrap().unwrap();
        let seats: Vec<String> = tx
            .entries_by_rank(t.id)
            .unwrap()
            .into_iter()
            .map(|e| e.address)
            .collect();
        let a = tx.tournament_named("Winter-A").unwrap().unwrap();
        (t, seats, a)
    });
    assert_eq!(
        seats,
        [a1, b6, a4, b2],
        "seeds: by the stage, not by rating"
    );
    assert_eq!(final_t.system, pawnpost::store::TournamentSystem::Knockout);
    assert_eq!(
        final_t.rules, section_t.rules,
        "the event's rules carry over"
    );
    assert_eq!(final_t.start, section_t.start, "Chess960 carries over");
    let games = rig.tx(|tx| tx.tournament_games(final_t.id).unwrap().len());
    assert_eq!(games, 4, "both semi-finals, both games of each, at once");
    assert!(
        told.iter()
            .any(|s| s.to == a1 && s.text.contains("Winter-final") && s.text.contains("Bert")),
        "Anna's games against Bert: {told:#?}"
    );
    let standings = rig.lobby(a5, "Standings Winter");
    insta::assert_snapshot!("knockout_standings", shown(&standings[0]));

    // Semi-finals: Anna beats Bert, Dora beats Fred, each 2–0; then the final, Dora
    // beats Anna.
    rig.game("Winter-final", a1, b2, Ends::Wins);
    let decided = rig.game("Winter-final", a1, b2, Ends::Wins);
    let to_bert = decided
        .iter()
        .find(|s| s.to == b2 && s.subject.contains("Winter-final"))
        .unwrap_or_else(|| panic!("Bert told: {decided:#?}"));
    insta::assert_snapshot!("knockout_decided", shown(to_bert));
    rig.game("Winter-final", a4, b6, Ends::Wins);
    rig.game("Winter-final", a4, b6, Ends::Wins);
    rig.game("Winter-final", a4, a1, Ends::Wins);
    let over = rig.game("Winter-final", a4, a1, Ends::Wins);
    let brackets: Vec<&Sent> = over
        .iter()
        .filter(|s| s.text.contains("Dora wins"))
        .collect();
    assert_eq!(
        brackets.len(),
        4,
        "the bracket to every finalist: {over:#?}"
    );
    insta::assert_snapshot!("knockout_final_bracket", shown(brackets[0]));

    // The public site: the final's page names the event and shows the bracket.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournaments/Winter-final.html")).unwrap();
    let part = page.lines().find(|l| l.contains("Part of Winter")).unwrap();
    assert!(
        part.contains("Winter-A.html") && part.contains("knockout final"),
        "{part}"
    );
    insta::assert_snapshot!(
        "knockout_page",
        lines_between(&page, "<h3>", "Seeds in brackets")
    );
    // Every page of that site (sections, the final's bracket) passes axe.
    crate::accessibility::assert_axe_passes(dir.path(), "stages' site");
}

#[test]
fn an_event_in_stages_opened_for_entries_begins_with_its_last_join() {
    let mut rig = Rig::with(7, |_| {});
    let now = rig.office.now;
    pawnpost::daemon::stages::open(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        6,
        plan(2, 2, FinalForm::Knockout),
        TournamentTerms::default(),
        now,
    )
    .unwrap();
    for (who, _) in &PLAYERS[..5] {
        let answer = rig.lobby(who, "Join Autumn");
        assert!(answer[0].text.contains("of 6"), "{answer:#?}");
    }
    let again = rig.lobby(seed(1), "Join Autumn");
    assert!(again[0].text.contains("already"), "{again:#?}");
    // Leaving before the start frees the seat; coming back takes it again.
    let left = rig.lobby(seed(5), "Withdraw from Autumn");
    assert!(
        rig.tx(|tx| {
            let e = tx.stage_event_named("Autumn").unwrap().unwrap();
            tx.stage_entries(e.id).unwrap().len()
        }) == 4,
        "{left:#?}"
    );
    rig.lobby(seed(5), "Join Autumn");
    let none = rig.tx(|tx| tx.tournament_named("Autumn-A").unwrap());
    assert!(none.is_none(), "no section before the last entry");
    let show = pawnpost::admin::stages_show(&mut rig.office.store, "Autumn", now)
        .unwrap()
        .unwrap();
    assert!(show.contains("open for entries: 5 of 6"), "{show}");

    let last = rig.lobby(seed(6), "Join Autumn");
    let joined = last
        .iter()
        .find(|s| s.to == seed(6) && s.text.contains("of 6"))
        .unwrap_or_else(|| panic!("{last:#?}"));
    insta::assert_snapshot!("open_last_join", shown(joined));
    let event = rig.tx(|tx| tx.stage_event_named("Autumn").unwrap().unwrap());
    assert_eq!(event.sections.len(), 2, "the last entry deals the sections");
    let sizes: Vec<usize> = rig.tx(|tx| {
        event
            .sections
            .iter()
            .map(|&id| tx.entries(id).unwrap().len())
            .collect()
    });
    assert_eq!(sizes, [3, 3]);
    let told: Vec<&Sent> = last
        .iter()
        .filter(|s| s.text.contains("is played in stages"))
        .collect();
    assert_eq!(told.len(), 6, "each player told their section");
    let late = rig.lobby("gina@example.org", "Join Autumn");
    assert!(late[0].text.contains("not open"), "{late:#?}");
}
