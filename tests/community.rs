//! The community in process (`process_mail` on a real SQLite file): names, seeks that
//! match and start a game, ratings that move as Glicko-2 says, `Top` and `Player`
//! showing names only, a round robin created by the admin with its standings and final
//! table, and an open tournament that starts when its last player joins.

use crate::common;
use common::club::to;

use common::Sent;

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";
const CARL: &str = "carl@example.org";
const DORA: &str = "dora@example.org";

use common::club::Club as Rig;

/// The office of these tests (server secret 9).
fn rig() -> Rig {
    Rig::with(9, |_| {})
}

/// The same, configured by `configure`.
fn rig_with(configure: impl FnOnce(&mut pawnpost::config::Config)) -> Rig {
    Rig::with(9, configure)
}

fn text_to(sent: &[Sent], who: &str) -> String {
    to(sent, who)
        .iter()
        .map(|s| format!("{}\n{}", s.subject, s.text))
        .collect()
}

/// Nothing a third party reads may hold an address (the HTML's only `@` is in the
/// Content-ID of its board picture, pawnpost's own).
fn no_address(sent: &[Sent]) {
    for s in sent {
        let html = s
            .html
            .split("src=\"cid:")
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    part.split_once('"').map_or("", |(_, rest)| rest)
                }
            })
            .collect::<String>();
        for part in [&s.subject, &s.text, &html] {
            assert!(
                !part.contains('@'),
                "an address in a letter to {}:\n{part}",
                s.to
            );
        }
    }
}

#[test]
fn names_are_checked_and_unique() {
    let mut rig = rig();
    let told = rig.lobby(ANNA, "Name Anna_K");
    assert!(text_to(&told, ANNA).contains("Your public name is now Anna_K"));
    let told = rig.lobby(BERT, "Name anna_k");
    assert!(
        text_to(&told, BERT).contains("another player has it"),
        "{}",
        text_to(&told, BERT)
    );
    let told = rig.lobby(BERT, "Name bert@example.org");
    assert!(text_to(&told, BERT).contains("cannot be used"));
    let told = rig.lobby(BERT, "Name player7");
    assert!(text_to(&told, BERT).contains("players without a name"));
    // Without proof, a new name waits for confirmation.
    let told = rig.send(CARL, "pawnpost@localhost", "Name Carl");
    assert!(
        text_to(&told, CARL).contains("Confirm"),
        "{}",
        text_to(&told, CARL)
    );
    let confirm_to = told[0].reply_to.clone();
    let told = rig.send(CARL, &confirm_to, "Confirm");
    assert!(text_to(&told, CARL).contains("Your public name is now Carl"));
    // Names that would pass for the server or its staff, in any case.
    for name in [
        "admin",
        "Pawnpost",
        "POSTMASTER",
        "no_reply",
        "Mailer-Daemon",
    ] {
        let told = rig.lobby(BERT, &format!("Name {name}"));
        assert!(
            text_to(&told, BERT).contains("names like admin, postmaster or the server's own name"),
            "{name}: {}",
            text_to(&told, BERT)
        );
        assert_eq!(rig.tx(|tx| tx.name_holder(name).unwrap()), None, "{name}");
    }
    // In German and French.
    rig.lobby(DORA, "Sprache de");
    let told = rig.lobby(DORA, "Name Dora");
    assert!(text_to(&told, DORA).contains("Dein öffentlicher Name ist jetzt Dora"));
}

/// The server's own display name (`[server] name`) is no player's, however it is
/// spelt, and the refusal is in the player's language.
#[test]
fn the_servers_own_name_is_refused_in_the_players_language() {
    let mut rig = rig_with(|config| config.server.name = "Chess Club".into());
    let told = rig.lobby(ANNA, "Name Chess_Club");
    assert!(
        text_to(&told, ANNA).contains("names like admin, postmaster or the server's own name"),
        "{}",
        text_to(&told, ANNA)
    );
    rig.lobby(DORA, "Sprache de");
    let told = rig.lobby(DORA, "Name chessclub");
    assert!(
        text_to(&told, DORA).contains("Namen wie admin, postmaster oder der Name des Servers"),
        "{}",
        text_to(&told, DORA)
    );
    assert_eq!(rig.tx(|tx| tx.name_holder("chessclub").unwrap()), None);
}

/// `Name ab` is a (too short) name, never a language: a new player's letters stay in
/// the server's language, though `ab` is a German word.
#[test]
fn a_two_letter_name_is_no_language() {
    let mut rig = rig();
    let told = rig.lobby(ANNA, "Name ab");
    let text = text_to(&told, ANNA);
    assert!(text.contains("it needs at least 3 characters"), "{text}");
    assert_eq!(rig.tx(|tx| tx.player_language(ANNA).unwrap()), None);
    let told = rig.lobby(ANNA, "Rating");
    assert!(
        text_to(&told, ANNA).contains("rated game"),
        "{}",
        text_to(&told, ANNA)
    );
}

#[test]
fn two_seeks_match_and_start_a_game_between_names() {
    let mut rig = rig();
    rig.lobby(ANNA, "Name Anna_K");
    let posted = rig.lobby(ANNA, "Seek");
    let text = text_to(&posted, ANNA);
    assert!(text.contains("Your seek is posted: a rated game"), "{text}");

    // A casual seek does not fit a rated one; a range that excludes Anna neither.
    let casual = rig.lobby(CARL, "Seek casual");
    assert!(text_to(&casual, CARL).contains("seek is posted: a casual game"));
    let narrow = rig.lobby(DORA, "Seek 1800-2000");
    assert!(text_to(&narrow, DORA).contains("opponent rated 1800 to 2000"));
    let list = rig.lobby(BERT, "Seeks");
    let text = text_to(&list, BERT);
    assert!(text.contains("Anna_K (1500?), rated"), "{text}");
    assert!(
        text.contains("player"),
        "unnamed players show as playerN: {text}"
    );
    no_address(&list);

    let matched = rig.lobby(BERT, "Seek");
    assert!(text_to(&matched, BERT).contains("Your seek was matched"));
    let begins_anna = to(&matched, ANNA);
    assert_eq!(begins_anna.len(), 1, "{matched:#?}");
    let begins = begins_anna[0];
    assert!(
        begins.subject.starts_with("[pawnpost #1]"),
        "{}",
        begins.subject
    );
    assert!(
        !begins.text.contains("challenge was accepted"),
        "{}",
        begins.text
    );
    assert!(
        begins.text.contains("Your seek was matched"),
        "{}",
        begins.text
    );
    // Neither learns the other's address: not in the subject, not in the text.
    for s in &matched {
        let other = if s.to == ANNA { BERT } else { ANNA };
        for part in [&s.subject, &s.text, &s.html] {
            assert!(!part.contains(other), "{} saw {other}:\n{part}", s.to);
        }
    }
    assert!(begins.subject.contains("Anna_K"), "{}", begins.subject);
    // Both seeks are gone; the others wait.
    let list = rig.lobby(BERT, "Seeks");
    let text = text_to(&list, BERT);
    assert!(!text.contains("Anna_K"), "{text}");
    assert!(text.contains("casual"), "{text}");

    // A move's letter and a refusal naming the player to move keep the names too.
    let game = rig.office.store.load_game(1).unwrap();
    let (white, black) = (game.white().to_owned(), game.black().to_owned());
    let moved = rig.play(1, &white, "e4");
    let refused = rig.play(1, &white, "d4");
    for s in moved.iter().chain(&refused) {
        let other = if s.to == white { &black } else { &white };
        assert!(!s.text.contains(other.as_str()), "{}", s.text);
    }
    // One seek per player: a second one replaces the first.
    rig.lobby(CARL, "Seek casual 1200-1900");
    let replaced = rig.lobby(CARL, "Seek casual");
    assert!(text_to(&replaced, CARL).contains("replaces your earlier seek"));
    let cancelled = rig.lobby(CARL, "Cancel Seek");
    assert!(text_to(&cancelled, CARL).contains("Your seek is withdrawn"));
    let none = rig.lobby(CARL, "Cancel Seek");
    assert!(text_to(&none, CARL).contains("You have no open seek"));
}

#[test]
fn seeks_expire() {
    let mut rig = rig();
    rig.lobby(ANNA, "Seek");
    let at = rig.office.now + 14 * 86_400;
    rig.office.sweep_at(at);
    let told = rig.office.drain();
    assert!(text_to(&told, ANNA).contains("expired"), "{told:#?}");
    let list = rig.lobby(BERT, "Seeks");
    assert!(text_to(&list, BERT).contains("No open seeks"));
}

/// Fool's mate: White and Black make two moves each, so the game is rated.
fn fools_mate(rig: &mut Rig, game: i64, white: &str, black: &str) -> Vec<Sent> {
    rig.play(game, white, "f3");
    rig.play(game, black, "e5");
    rig.play(game, white, "g4");
    rig.play(game, black, "Qh4#")
}

#[test]
fn a_rated_game_moves_both_ratings_as_glicko2_says() {
    use skillratings::Outcomes;
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let mut rig = rig();
    rig.lobby(ANNA, "Name Anna_K");
    let issued = rig.lobby(ANNA, &format!("Challenge {BERT} white"));
    assert!(text_to(&issued, BERT).contains("The game will be rated."));
    rig.lobby(BERT, "Accept");
    let over = fools_mate(&mut rig, 1, ANNA, BERT);

    let config = Glicko2Config {
        tau: 0.5,
        ..Glicko2Config::new()
    };
    let (white, black) = glicko2(
        &Glicko2Rating::new(),
        &Glicko2Rating::new(),
        &Outcomes::LOSS,
        &config,
    );
    let (anna, bert) = rig.tx(|tx| (tx.profile(ANNA, 0).unwrap(), tx.profile(BERT, 0).unwrap()));
    assert!(
        (anna.rating.rating - white.rating).abs() < 1e-9,
        "{anna:?} {white:?}"
    );
    assert!((anna.rating.deviation - white.deviation).abs() < 1e-9);
    assert!((anna.rating.volatility - white.volatility).abs() < 1e-12);
    assert!(
        (bert.rating.rating - black.rating).abs() < 1e-9,
        "{bert:?} {black:?}"
    );
    assert!(anna.rating.rating < 1500.0 && bert.rating.rating > 1500.0);
    assert_eq!((anna.rated_games, bert.rated_games), (1, 1));

    // The game-over letters show the change.
    let (w, b) = (white.rating.round() as i32, black.rating.round() as i32);
    let anna_text = text_to(&over, ANNA);
    assert!(
        anna_text.contains(&format!(
            "your rating from 1500 to {w} (−{}, provisional)",
            1500 - w
        )),
        "{anna_text}"
    );
    assert!(text_to(&over, BERT).contains(&format!("your rating from 1500 to {b} (+{}", b - 1500)));
    assert!(
        // A game started by address names the opponent by address, as its letters do.
        text_to(&over, BERT).contains("anna@example.org: from 1500 to"),
        "{}",
        text_to(&over, BERT)
    );
    // Rating answers with the rating and its last change.
    let rating = rig.lobby(BERT, "Rating");
    let text = text_to(&rating, BERT);
    assert!(
        text.contains(&format!(
            "Your rating is {b} (provisional) after 1 rated game"
        )),
        "{text}"
    );
    assert!(text.contains(&format!("#1: from 1500 to {b}")), "{text}");
    assert!(text.contains("Others see you as player"), "{text}");

    // A casual game and a game decided too soon change nothing.
    rig.lobby(ANNA, &format!("Challenge {BERT} white casual"));
    rig.lobby(BERT, "Accept");
    let over = fools_mate(&mut rig, 2, ANNA, BERT);
    assert!(text_to(&over, ANNA).contains("This game was casual"));
    rig.lobby(ANNA, &format!("Challenge {BERT} white"));
    rig.lobby(BERT, "Accept");
    let over = rig.play(3, ANNA, "Resign");
    assert!(
        text_to(&over, BERT).contains("before each player had made two moves"),
        "{}",
        text_to(&over, BERT)
    );
    let after = rig.tx(|tx| tx.profile(BERT, 0).unwrap());
    assert_eq!(after.rated_games, 1);
    assert_eq!(after.rating, bert.rating);
    // French words choose French for a player who chose no language yet.
    let rating = rig.lobby(BERT, "Classement Elo");
    assert!(text_to(&rating, BERT).contains("Votre classement est de"));
}

#[test]
fn top_and_player_show_names_and_never_an_address() {
    let mut rig = rig();
    rig.lobby(ANNA, "Name Anna_K");
    rig.lobby(ANNA, &format!("Challenge {BERT} white"));
    rig.lobby(BERT, "Accept");
    fools_mate(&mut rig, 1, ANNA, BERT);
    rig.lobby(ANNA, &format!("Challenge {BERT} black"));
    rig.lobby(BERT, "Accept");
    rig.play(2, BERT, "e4");

    let top = rig.lobby(CARL, "Top");
    let text = text_to(&top, CARL);
    no_address(&top);
    let bert = rig.tx(|tx| tx.profile(BERT, 0).unwrap().label());
    assert!(bert.starts_with("player"), "{bert}");
    let first = text.find(&bert).expect("Bert in Top");
    let second = text.find("Anna_K").expect("Anna in Top");
    assert!(first < second, "the winner first: {text}");
    assert!(text.contains("at least 1 rated game"), "{text}");

    let player = rig.lobby(CARL, "Player Anna_K");
    no_address(&player);
    let text = text_to(&player, CARL);
    assert!(text.contains("Player Anna_K"), "{text}");
    assert!(
        text.contains("Finished games: 1 — won 0, drawn 0, lost 1"),
        "{text}"
    );
    assert!(
        text.contains(&format!("#1  White against {bert}: lost (0-1, rated)")),
        "{text}"
    );
    assert!(
        text.contains(&format!("#2  Black against {bert}, move 1")),
        "{text}"
    );
    assert!(
        text.contains("Average time per move over the last 2 games"),
        "{text}"
    );
    let by_label = rig.lobby(CARL, &format!("Player {bert}"));
    no_address(&by_label);
    assert!(text_to(&by_label, CARL).contains("won 1"));
    let by_address = rig.lobby(CARL, &format!("Player {ANNA}"));
    assert!(text_to(&by_address, CARL).contains("never by their address"));
    let unknown = rig.lobby(CARL, "Spieler Niemand");
    assert!(text_to(&unknown, CARL).contains("Niemand"));
    // The other languages' words.
    let top = rig.lobby(DORA, "Rangliste");
    assert!(
        text_to(&top, DORA).contains("Die bestbewerteten Spieler"),
        "{}",
        text_to(&top, DORA)
    );
    no_address(&top);
}

/// The standings part of a letter.
fn has_row(text: &str, label: &str, points: &str, sb: &str) -> bool {
    text.lines().any(|line| {
        let cells: Vec<&str> = line.split_whitespace().collect();
        cells.contains(&label)
            && cells.len() >= 3
            && cells[cells.len() - 2] == points
            && cells[cells.len() - 1] == sb
    })
}

#[test]
fn a_round_robin_of_four_with_standings_and_a_final_table() {
    let mut rig = rig();
    for (who, name) in [
        (ANNA, "Anna"),
        (BERT, "Bert"),
        (CARL, "Carl"),
        (DORA, "Dora"),
    ] {
        rig.lobby(who, &format!("Name {name}"));
    }
    let players: Vec<String> = [ANNA, BERT, CARL, DORA].map(String::from).to_vec();
    let now = rig.office.now;
    let games = pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Spring",
        &players,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    assert_eq!(games, 6);
    let begun = rig.office.drain();
    assert_eq!(begun.len(), 12, "two letters per game");
    for who in [ANNA, BERT, CARL, DORA] {
        let mine = to(&begun, who);
        assert_eq!(mine.len(), 3, "{who} plays three games");
        for s in mine {
            assert!(
                s.text.contains("A game of the tournament Spring, round"),
                "{}",
                s.text
            );
        }
        // Colours balanced: one or two games with White each.
        let whites = (1..=6)
            .filter(|&id| rig.office.store.load_game(id).unwrap().white() == who)
            .count();
        assert!((1..=2).contains(&whites), "{who}: {whites}");
    }
    no_address(&begun);
    // Seats 1-4 are Anna, Bert, Carl, Dora; the Berger table for four: round 1 is
    // 1-4 (#1) and 2-3 (#2), round 2 is 1-2 (#3) and 4-3 (#4), round 3 is 3-1 (#5) and
    // 2-4 (#6).
    let pair = |rig: &Rig, id: i64| {
        let g = rig.office.store.load_game(id).unwrap();
        (g.white().to_owned(), g.black().to_owned())
    };
    assert_eq!(pair(&rig, 3), (ANNA.to_owned(), BERT.to_owned()));
    assert_eq!(pair(&rig, 5), (CARL.to_owned(), ANNA.to_owned()));

    // Anna beats Bert; Dora beats Carl; Carl and Anna draw; Bert beats Dora.
    let told = rig.play(3, BERT, "Resign");
    for who in [ANNA, BERT] {
        assert!(
            text_to(&told, who).contains("Standings of Spring"),
            "{who}: {told:#?}"
        );
    }
    assert!(to(&told, CARL).is_empty());
    rig.play(4, CARL, "Resign");
    rig.play(5, CARL, "Request Draw");
    rig.play(5, ANNA, "Accept Draw");
    rig.play(6, DORA, "Resign");

    // By hand: Anna 1½ (SB: Bert's 1 + ½ × Carl's ½ = 1¼), Bert 1 (Dora's 1 = 1),
    // Dora 1 (Carl's ½ = ½), Carl ½ (½ × Anna's 1½ = ¾).
    let asked = rig.play(1, DORA, "Standings");
    let text = text_to(&asked, DORA);
    assert_eq!(to(&asked, DORA).len(), 1, "only the standings: {asked:#?}");
    assert!(
        text.contains("Standings of Spring (single round robin) after 4 of 6 games"),
        "{text}"
    );
    assert!(has_row(&text, "Anna", "1½", "1¼"), "{text}");
    assert!(has_row(&text, "Bert", "1", "1"), "{text}");
    assert!(has_row(&text, "Dora", "1", "½"), "{text}");
    assert!(has_row(&text, "Carl", "½", "¾"), "{text}");
    let order: Vec<usize> = ["Anna", "Bert", "Dora", "Carl"]
        .iter()
        .map(|n| text.find(&format!(" {n} ")).unwrap_or(usize::MAX))
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
    no_address(&asked);
    let outsider = rig.lobby("eve@example.org", "Standings Spring");
    assert!(text_to(&outsider, "eve@example.org").contains("after 4 of 6 games"));
    no_address(&outsider);
    let german = rig.lobby("eve@example.org", "Tabelle Spring");
    assert!(text_to(&german, "eve@example.org").contains("Tabelle von Spring"));

    // The last two games: the final table goes to everyone.
    rig.play(1, DORA, "Resign");
    let last = rig.play(2, CARL, "Resign");
    for who in [ANNA, BERT, CARL, DORA] {
        let text = text_to(&last, who);
        assert!(
            text.contains("Final standings of Spring"),
            "{who}: {last:#?}"
        );
    }
    let text = text_to(&last, ANNA);
    // Anna 2½ (2 + 1 + ½·½), Bert 2 (1 + ½), Dora 1 (½), Carl ½ (½·2½).
    assert!(has_row(&text, "Anna", "2½", "3¼"), "{text}");
    assert!(has_row(&text, "Bert", "2", "1½"), "{text}");
    assert!(has_row(&text, "Carl", "½", "1¼"), "{text}");
    let state = rig.tx(|tx| tx.tournament_named("Spring").unwrap().unwrap().state);
    assert_eq!(state, "finished");
}

#[test]
fn an_open_tournament_starts_when_the_last_player_joins() {
    let mut rig = rig();
    let now = rig.office.now;
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        3,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    let list = rig.lobby(ANNA, "Seeks");
    assert!(text_to(&list, ANNA).contains("Autumn: single round robin, 0 of 3 seats taken"));
    let joined = rig.lobby(ANNA, "Join Autumn");
    assert!(text_to(&joined, ANNA).contains("You joined Autumn (1 of 3 seats taken)"));
    let again = rig.lobby(ANNA, "Join Autumn");
    assert!(text_to(&again, ANNA).contains("joined Autumn already"));
    let unknown = rig.lobby(ANNA, "Join Winter");
    assert!(text_to(&unknown, ANNA).contains("no tournament called Winter"));
    rig.lobby(BERT, "Teilnehmen Autumn");
    let last = rig.lobby(CARL, "Participer Autumn");
    let text = text_to(&last, CARL);
    assert!(
        text.contains("Le tournoi Autumn commence\u{a0}: 3 joueurs, 3 parties"),
        "{text}"
    );
    // Three players: three games, each plays two (one round sits out).
    for who in [ANNA, BERT, CARL] {
        let games = to(&last, who)
            .iter()
            .filter(|s| s.subject.starts_with("[pawnpost #"))
            .count();
        assert_eq!(games, 2, "{who}: {last:#?}");
    }
    no_address(&last);
    let late = rig.lobby(DORA, "Join Autumn");
    assert!(text_to(&late, DORA).contains("not open for joining"));
}

#[test]
fn a_withdrawn_player_loses_the_rest_and_early_results_are_annulled() {
    let mut rig = rig();
    let players: Vec<String> = [ANNA, BERT, CARL, DORA].map(String::from).to_vec();
    let now = rig.office.now;
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Summer",
        &players,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    rig.office.drain();
    // Dora (seat 4) has played one game of three: withdrawn, her results are annulled.
    rig.play(1, DORA, "Resign");
    let now = rig.office.now + 60;
    let done =
        pawnpost::daemon::withdraw(&rig.office.pm, &mut rig.office.store, "Summer", DORA, now)
            .unwrap();
    assert!(done.annulled);
    assert_eq!(done.ended.len(), 2);
    let told = rig.office.drain();
    assert!(text_to(&told, DORA).contains("withdrew you from the tournament Summer"));
    assert!(text_to(&told, CARL).contains("was withdrawn from the tournament Summer"));
    let text = text_to(&told, ANNA);
    assert!(text.contains("Standings of Summer"), "{text}");
    assert!(
        !text.contains("player4") && !text.contains("Dora"),
        "{text}"
    );
    for id in done.ended {
        assert!(rig.office.store.load_game(id).unwrap().is_over());
    }
}

#[test]
fn community_commands_in_a_game_need_the_players_authority() {
    let mut rig = rig();
    rig.lobby(ANNA, &format!("Challenge {BERT}"));
    rig.lobby(BERT, "Accept");
    // Through the game's reply address: proof enough for a name.
    let named = rig.play(1, ANNA, "Name Anna_K");
    assert!(text_to(&named, ANNA).contains("Your public name is now Anna_K"));
    assert!(to(&named, BERT).is_empty());
    // Naming the game by its subject tag only is no proof.
    let forged = {
        let serial = rig.next_serial();
        let raw = format!(
            "From: {BERT}\r\nTo: pawnpost@localhost\r\nSubject: Re: [pawnpost #1] chess\r\nMessage-ID: <f{serial}@client.example>\r\n\r\nName Bert_K\r\n"
        );
        rig.office.deliver(raw.as_bytes());
        rig.office.drain()
    };
    assert!(
        text_to(&forged, BERT).contains("Nothing was done"),
        "{forged:#?}"
    );
    let bert = rig.tx(|tx| tx.profile(BERT, 0).unwrap());
    assert_eq!(bert.name, "");
}

#[test]
fn seek_and_tournament_games_keep_the_servers_time_control() {
    use pawnpost::game::TimeControl;
    let fischer = TimeControl::Fischer {
        base_days: 10,
        increment_days: 1,
    };
    let mut rig = rig_with(|config| config.game.time_control = Some(fischer));
    rig.lobby(ANNA, "Seek");
    rig.lobby(BERT, "Seek");
    let game = rig.office.store.load_game(1).unwrap();
    assert_eq!(game.time_control(), Some(fischer));
    let players: Vec<String> = [CARL, DORA].map(String::from).to_vec();
    let now = rig.office.now;
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Blitz",
        &players,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    let game = rig.office.store.load_game(2).unwrap();
    assert_eq!(game.time_control(), Some(fischer));
}

#[test]
fn a_seek_names_its_time_control_and_meets_only_the_same_one() {
    use pawnpost::game::TimeControl;
    let mut rig = rig();
    let daily = rig.lobby(ANNA, "Seek 3 days per move");
    let text = text_to(&daily, ANNA);
    assert!(
        text.contains("Your seek is posted: a rated game, 3 days per move."),
        "{text}"
    );
    // Another time control, or none, does not fit; the same one does.
    let fischer = rig.lobby(BERT, "Seek Fischer 10+1");
    assert!(
        text_to(&fischer, BERT).contains("Your seek is posted"),
        "{}",
        text_to(&fischer, BERT)
    );
    let plain = rig.lobby(CARL, "Seek");
    assert!(text_to(&plain, CARL).contains("Your seek is posted"));
    let list = rig.lobby(DORA, "Seeks");
    let text = text_to(&list, DORA);
    assert!(
        text.contains(", rated, 3 days per move, posted today"),
        "{text}"
    );
    assert!(text.contains(", rated, Fischer 10+1 ("), "{text}");
    // Read in German (and so answered in German from now on).
    let german = rig.lobby(DORA, "Suche 3 Tage pro Zug");
    assert!(
        text_to(&german, DORA).contains("Dein Gesuch hat einen Gegner gefunden"),
        "{}",
        text_to(&german, DORA)
    );
    let game = rig.office.store.load_game(1).unwrap();
    assert_eq!(
        game.time_control(),
        Some(TimeControl::DaysPerMove { days: 3 })
    );
    let mut players = [game.white().to_owned(), game.black().to_owned()];
    players.sort();
    assert_eq!(players, [ANNA, DORA]);
    // A time control no game may use is refused with the limits.
    let refused = rig.lobby(CARL, "Seek 400 days per move");
    let text = text_to(&refused, CARL);
    assert!(
        text.contains(
            "Your seek is not posted: 400 days per move. A time control may name from 1 to 365 days"
        ),
        "{text}"
    );
}

#[test]
fn a_tournament_plays_the_time_control_the_admin_gave_it() {
    use pawnpost::game::TimeControl;
    let mut rig = rig();
    let now = rig.office.now;
    let terms = pawnpost::daemon::TournamentTerms {
        time_control: Some(pawnpost::daemon::time_control_arg("Fischer 7+1").unwrap()),
        ..Default::default()
    };
    let players: Vec<String> = [ANNA, BERT, CARL].map(String::from).to_vec();
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        &players,
        terms,
        now,
    )
    .unwrap();
    for id in 1..=3 {
        assert_eq!(
            rig.office.store.load_game(id).unwrap().time_control(),
            Some(TimeControl::Fischer {
                base_days: 7,
                increment_days: 1
            })
        );
    }
    // An open one announces it in Seeks.
    let terms = pawnpost::daemon::TournamentTerms {
        time_control: Some(pawnpost::daemon::time_control_arg("2 days per move").unwrap()),
        ..Default::default()
    };
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Winter",
        4,
        terms,
        now,
    )
    .unwrap();
    let list = rig.lobby(DORA, "Seeks");
    let text = text_to(&list, DORA);
    assert!(
        text.contains("Winter: single round robin, 2 days per move, 0 of 4"),
        "{text}"
    );
    for bad in ["400 days per move", "Fischer 3+5", "soon"] {
        assert!(pawnpost::daemon::time_control_arg(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_withdrawal_is_told_in_each_players_language_now_and_later() {
    let mut rig = rig();
    rig.lobby(CARL, "Sprache de");
    let players: Vec<String> = [ANNA, CARL, DORA].map(String::from).to_vec();
    let now = rig.office.now;
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Herbst",
        &players,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    rig.office.drain();
    let now = rig.office.now + 60;
    let done =
        pawnpost::daemon::withdraw(&rig.office.pm, &mut rig.office.store, "Herbst", DORA, now)
            .unwrap();
    rig.office.drain();
    // Carl's game against Dora ended by her withdrawal: a later `Brett` says so in
    // German, not in the English the log keeps.
    let game = done
        .ended
        .iter()
        .copied()
        .find(|id| {
            let g = rig.office.store.load_game(*id).unwrap();
            g.color_of(CARL).is_some()
        })
        .expect("Carl's game with Dora");
    let board = rig.play(game, CARL, "Brett");
    let text = text_to(&board, CARL);
    assert!(
        text.contains("wurde aus dem Turnier Herbst zurückgezogen"),
        "{text}"
    );
    assert!(!text.contains("was withdrawn"), "{text}");
}

#[test]
fn a_refused_game_mail_changes_nothing_else_either() {
    let mut rig = rig();
    rig.lobby(ANNA, &format!("Challenge {BERT}"));
    rig.lobby(BERT, "Accept");
    let white = rig.office.store.load_game(1).unwrap().white().to_owned();
    // An illegal move with a name and a leave: all refused together.
    let refused = rig.play(1, &white, "Nf5\nName Whitey\nLeave 7 days");
    assert!(
        text_to(&refused, &white).contains("Not done"),
        "{refused:#?}"
    );
    let profile = rig.tx(|tx| tx.profile(&white, 0).unwrap());
    assert_eq!(profile.name, "");
    let game = rig.office.store.load_game(1).unwrap();
    assert_eq!(
        game.clock()
            .on_leave(pawnpost::rules::Color::White, rig.office.now),
        None
    );
    // The same without the illegal move is done.
    rig.play(1, &white, "e4\nName Whitey");
    let profile = rig.tx(|tx| tx.profile(&white, 0).unwrap());
    assert_eq!(profile.name, "Whitey");
}

/// Issue 20: `Seeks` listed every open seek in one letter. Now 20 to a page, oldest
/// first, with the page count and how to ask for the next, in each language; the open
/// tournaments on the first page only; a page past the last shows the last.
#[test]
fn seeks_come_in_pages_of_twenty() {
    let mut rig = rig();
    let now = rig.office.now;
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        3,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    // Everyone is rated 1500, so seeks for 2000 to 2100 never meet: 45 stay open.
    let seekers: Vec<String> = (1..=45).map(|n| format!("s{n:02}@example.org")).collect();
    for (n, seeker) in seekers.iter().enumerate() {
        rig.lobby(seeker, &format!("Name Seeker{:02}", n + 1));
        let posted = rig.lobby(seeker, "Seek 2000-2100");
        assert!(text_to(&posted, seeker).contains("Your seek is posted"));
    }
    let names = |text: &str| -> Vec<String> {
        text.lines()
            .filter_map(|l| l.trim_start_matches("- ").split_once(" ("))
            .filter(|(name, _)| name.starts_with("Seeker"))
            .map(|(name, _)| name.to_owned())
            .collect()
    };
    let seeker = |range: std::ops::RangeInclusive<usize>| -> Vec<String> {
        range.map(|n| format!("Seeker{n:02}")).collect()
    };

    let first = rig.lobby(ANNA, "Seeks");
    let text = text_to(&first, ANNA);
    assert_eq!(names(&text), seeker(1..=20), "{text}");
    assert!(
        text.contains("Page 1 of 3 (45 open seeks). Send Seeks 2 for the next page."),
        "{text}"
    );
    assert!(text.contains("Autumn: single round robin"), "{text}");
    snapshot("seeks_page_1", &first);

    let second = rig.lobby(ANNA, "Seeks 2");
    let text = text_to(&second, ANNA);
    assert_eq!(names(&text), seeker(21..=40), "{text}");
    assert!(
        text.contains("Page 2 of 3 (45 open seeks). Send Seeks 3"),
        "{text}"
    );
    assert!(
        !text.contains("Autumn"),
        "tournaments on page 1 only: {text}"
    );

    let last = rig.lobby(ANNA, "Seeks 3");
    let text = text_to(&last, ANNA);
    assert_eq!(names(&text), seeker(41..=45), "{text}");
    assert!(
        text.contains("Page 3 of 3 (45 open seeks), the last."),
        "{text}"
    );

    let past = rig.lobby(ANNA, "Seeks 9");
    let text = text_to(&past, ANNA);
    assert_eq!(names(&text), seeker(41..=45), "{text}");
    assert!(
        text.contains("There is no page 9: the open seeks fill 3 pages. Here is the last."),
        "{text}"
    );

    rig.lobby(BERT, "Sprache de");
    let german = rig.lobby(BERT, "Gesuche 2");
    let text = text_to(&german, BERT);
    assert_eq!(names(&text), seeker(21..=40), "{text}");
    assert!(
        text.contains(
            "Seite 2 von 3 (45 offene Gesuche). Sende „Gesuche 3“ für die nächste Seite."
        ),
        "{text}"
    );
    snapshot("seeks_page_2_de", &german);

    rig.lobby(CARL, "Langue fr");
    let french = rig.lobby(CARL, "Recherches 4");
    let text = text_to(&french, CARL);
    assert_eq!(names(&text), seeker(41..=45), "{text}");
    snapshot("seeks_page_past_the_end_fr", &french);

    // A seek that fits is matched among them all: the oldest whose range holds the
    // seeker (through the index, as the store's unit tests check).
    rig.lobby(DORA, "Seek");
    let list = rig.lobby(DORA, "Seeks 3");
    assert!(text_to(&list, DORA).contains("Page 3 of 3 (46 open seeks)"));
}

/// What a player reads, text and HTML, as a reviewable snapshot.
fn snapshot(name: &str, sent: &[Sent]) {
    assert_eq!(sent.len(), 1, "{sent:#?}");
    let s = &sent[0];
    insta::assert_snapshot!(
        format!("{name}__text"),
        format!(
            "To: {}\nReply-To: {}\nSubject: {}\n\n{}",
            s.to, s.reply_to, s.subject, s.text
        )
    );
    insta::assert_snapshot!(format!("{name}__html"), s.html);
}

/// A mail's questions about the community are bounded: the same question in other
/// capitals is answered once, and past three different ones the sender is told to ask
/// the rest in another mail (each costs reads that grow with the community).
#[test]
fn a_mail_gets_three_different_questions_answered_each_once() {
    let mut rig = rig();
    rig.lobby(ANNA, "Name Anna_K");
    rig.lobby(BERT, "Name Bert");
    let sent = rig.lobby(
        CARL,
        "Player anna_k\nPlayer ANNA_K\nplayer Anna_K\nTop\nTop 20\nRating\nPlayer Bert\nSeeks",
    );
    let text = text_to(&sent, CARL);
    assert_eq!(text.matches("Player Anna_K").count(), 1, "{text}");
    assert!(text.contains("I answer 3 different questions"), "{text}");
    // Player anna_k, Top (Top 20 is the same list), Rating: answered; Bert and Seeks not.
    assert!(!text.contains("Player Bert"), "{text}");
    assert_eq!(
        text.matches("I answer 3 different questions").count(),
        1,
        "{text}"
    );
}

/// A tournament that does not exist is named back only when its name could be one's:
/// a word of any length a sender types is not copied into the letter or its subject.
#[test]
fn an_unknown_tournament_is_quoted_back_only_when_it_could_be_a_name() {
    let mut rig = rig();
    for body in ["Join", "Withdraw from", "Standings"] {
        let short = rig.lobby(ANNA, &format!("{body} Nowhere"));
        assert!(
            text_to(&short, ANNA).contains("There is no tournament called Nowhere."),
            "{body}: {short:#?}"
        );
        let long = "Y".repeat(2000);
        let sent = rig.lobby(ANNA, &format!("{body} {long}"));
        let letter = common::letter_to(&sent, ANNA);
        assert!(
            letter.text.contains("There is no tournament by that name."),
            "{body}: {}",
            letter.text
        );
        assert!(
            !letter
                .text
                .contains("YYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYYY")
        );
        assert!(!letter.subject.contains("YYYY"), "{}", letter.subject);
    }
}
