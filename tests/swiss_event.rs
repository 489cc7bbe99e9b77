//! A Swiss tournament played by mail to its end, in process (`process_mail` on a real
//! SQLite file, the clock driven by the office's `now`): nine players, four rounds, the
//! pairing-allocated bye, a withdrawal in the third round, the tie-breaks, the letters
//! and the tournament's public page; a late entry into an open Swiss (only into a seat
//! a withdrawal freed), none into one the admin made with its players; a no-show
//! withdrawn after two forfeits; withdrawals ending the event early; the seats counted
//! against the limit of active games.

use crate::common;
use common::club::{shown, to};

use std::collections::BTreeSet;

use common::Sent;
use pawnpost::daemon::TournamentTerms;

const PLAYERS: [(&str, &str); 9] = [
    ("anna@example.org", "Anna"),
    ("bert@example.org", "Bert"),
    ("carl@example.org", "Carl"),
    ("dora@example.org", "Dora"),
    ("erin@example.org", "Erin"),
    ("fred@example.org", "Fred"),
    ("gina@example.org", "Gina"),
    ("hugo@example.org", "Hugo"),
    ("iris@example.org", "Iris"),
];

use common::club::Club as Rig;

/// The office of these tests (server secret 5, which draws the first colours).
fn rig() -> Rig {
    Rig::with(5, |_| {})
}

impl Rig {
    /// The games of round `round` of `name`: (id, White, Black).
    fn round(&mut self, name: &str, round: u32) -> Vec<(i64, String, String)> {
        let ids: Vec<i64> = self.tx(|tx| {
            let t = tx.tournament_named(name).unwrap().unwrap();
            tx.tournament_games(t.id)
                .unwrap()
                .into_iter()
                .filter(|(_, r)| *r == round)
                .map(|(id, _)| id)
                .collect()
        });
        ids.into_iter()
            .map(|id| {
                let g = self.office.store.load_game(id).unwrap();
                (id, g.white().to_owned(), g.black().to_owned())
            })
            .collect()
    }

    /// Ends game `id` as `result` says: `1-0`, `0-1` (by resignation, after a move
    /// each) or `1/2` (a draw agreed).
    fn finish(&mut self, (id, white, black): &(i64, String, String), result: &str) -> Vec<Sent> {
        self.play(*id, white, "e4");
        self.play(*id, black, "e5");
        match result {
            "1-0" => self.play(*id, black, "Resign"),
            "0-1" => self.play(*id, white, "Resign"),
            _ => {
                self.play(*id, white, "Request Draw");
                self.play(*id, black, "Accept Draw")
            }
        }
    }
}

fn name_of(address: &str) -> &'static str {
    PLAYERS
        .iter()
        .find(|(a, _)| *a == address)
        .map(|(_, n)| *n)
        .unwrap()
}

/// A result for each board, fixed by the board's players so the event is the same on
/// every run: the player earlier in the alphabet wins, except every third board drawn.
fn result_for(board: usize, white: &str, black: &str) -> &'static str {
    if board % 3 == 2 {
        "1/2"
    } else if white < black {
        "1-0"
    } else {
        "0-1"
    }
}

#[test]
fn a_nine_player_swiss_of_four_rounds_is_played_to_its_end() {
    let mut rig = rig();
    for (who, name) in PLAYERS {
        rig.lobby(who, &format!("Name {name}"));
    }
    let addresses: Vec<String> = PLAYERS.iter().map(|(a, _)| a.to_string()).collect();
    let now = rig.office.now;
    let terms = TournamentTerms {
        swiss_rounds: Some(4),
        ..TournamentTerms::default()
    };
    let games = pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        &addresses,
        terms,
        now,
    )
    .unwrap();
    assert_eq!(games, 4, "nine players: four boards and the bye");
    let begun = rig.office.drain();
    assert_eq!(begun.len(), 9, "a letter per player: eight games, one bye");

    // Every player equally rated: the starting ranks are the order of entry, and
    // round 1 pairs the top half against the bottom half; the ninth has the bye.
    let round1 = rig.round("Autumn", 1);
    let mut pairs: Vec<(&str, &str)> = round1
        .iter()
        .map(|(_, w, b)| (name_of(w), name_of(b)))
        .collect();
    pairs.sort();
    let bye = to(&begun, "iris@example.org");
    assert_eq!(bye.len(), 1);
    assert!(
        bye[0]
            .text
            .contains("You have the bye in round 1 of 4 of Autumn"),
        "{}",
        bye[0].text
    );
    insta::assert_snapshot!("round1_pairs", format!("{pairs:?}"));
    insta::assert_snapshot!("round1_bye_letter", shown(bye[0]));
    let (_, first_white, _) = &round1[0];
    let game_letter = to(&begun, first_white)[0];
    assert!(
        game_letter
            .text
            .contains("A game of the tournament Autumn, round 1 of 4."),
        "{}",
        game_letter.text
    );
    insta::assert_snapshot!("round1_game_letter", shown(game_letter));

    let mut met: BTreeSet<(String, String)> = BTreeSet::new();
    let mut byes: Vec<String> = vec!["iris@example.org".to_owned()];
    let withdrawn = "hugo@example.org";
    let mut final_letters = Vec::new();
    for round in 1..=4u32 {
        let games = rig.round("Autumn", round);
        let expected_boards = 4;
        assert_eq!(games.len(), expected_boards, "round {round}: {games:?}");
        let mut seen = BTreeSet::new();
        for (_, w, b) in &games {
            assert!(
                seen.insert(w.clone()) && seen.insert(b.clone()),
                "one game each"
            );
            let pair = if w < b {
                (w.clone(), b.clone())
            } else {
                (b.clone(), w.clone())
            };
            assert!(met.insert(pair), "round {round}: {w} and {b} met before");
            if round == 4 {
                assert!(
                    w != withdrawn && b != withdrawn,
                    "the withdrawn player is not paired"
                );
            }
        }
        if round == 3 {
            // Hugo withdraws by mail while his game of round 3 runs: it ends as his
            // loss, a forfeit that nobody played, and he is not paired again.
            let hugo = games
                .iter()
                .find(|(_, w, b)| w == withdrawn || b == withdrawn)
                .expect("Hugo plays in round 3")
                .clone();
            // A mail with Hugo's address in From but no proof withdraws nobody: at most
            // Hugo is asked to confirm.
            let public = rig.office.pm.config.server.address.clone();
            rig.send(withdrawn, public.as_ref(), "Withdraw from Autumn");
            assert!(!rig.office.store.load_game(hugo.0).unwrap().is_over());
            let told = rig.lobby(withdrawn, "Withdraw from Autumn");
            let reply = to(&told, withdrawn)
                .into_iter()
                .find(|s| s.text.contains("You withdrew from Autumn"))
                .unwrap_or_else(|| panic!("{told:#?}"));
            insta::assert_snapshot!("withdrawal_reply", shown(reply));
            assert!(rig.office.store.load_game(hugo.0).unwrap().is_over());
            let entry = rig.tx(|tx| {
                let t = tx.tournament_named("Autumn").unwrap().unwrap();
                tx.entries(t.id)
                    .unwrap()
                    .into_iter()
                    .find(|e| e.address == withdrawn)
                    .unwrap()
            });
            assert!(
                entry.withdrawn_at != 0 && !entry.annulled,
                "a Swiss keeps every result"
            );
            // Withdrawn once: a second mail changes nothing.
            let again = rig.lobby(withdrawn, "Withdraw from Autumn");
            assert!(
                again[0].text.contains("nothing to withdraw from"),
                "{}",
                again[0].text
            );
        }
        let open: Vec<_> = games
            .iter()
            .filter(|(id, _, _)| !rig.office.store.load_game(*id).unwrap().is_over())
            .cloned()
            .collect();
        for (board, game) in open.iter().enumerate() {
            let last = board + 1 == open.len();
            let before = rig.tx(|tx| {
                let t = tx.tournament_named("Autumn").unwrap().unwrap();
                tx.tournament_games(t.id).unwrap().len()
            });
            let told = rig.finish(game, result_for(board, &game.1, &game.2));
            let after = rig.tx(|tx| {
                let t = tx.tournament_named("Autumn").unwrap().unwrap();
                tx.tournament_games(t.id).unwrap().len()
            });
            if !last {
                // The round goes on: nothing is paired while one of its games runs.
                assert_eq!(before, after, "round {round}, board {board}");
                continue;
            }
            if round < 4 {
                assert!(
                    after > before,
                    "the next round is paired at the last result of round {round}"
                );
                // Everyone still playing gets the standings after the round.
                for (who, _) in PLAYERS.iter().filter(|(a, _)| *a != withdrawn || round < 3) {
                    let standings: Vec<_> = to(&told, who)
                        .into_iter()
                        .filter(|s| s.subject.contains("standings of Autumn"))
                        .collect();
                    assert_eq!(standings.len(), 1, "round {round}: {who}: {told:#?}");
                    assert!(standings[0].text.contains(&format!("round {round} of 4")));
                }
                if round == 1 {
                    insta::assert_snapshot!(
                        "standings_after_round1",
                        shown(
                            to(&told, "anna@example.org")
                                .into_iter()
                                .find(|s| s.subject.contains("standings"))
                                .unwrap()
                        )
                    );
                }
                for s in told.iter().filter(|s| s.text.contains("You have the bye")) {
                    assert!(!byes.contains(&s.to), "{} had a bye before", s.to);
                    byes.push(s.to.clone());
                }
            } else {
                assert_eq!(before, after, "no fifth round");
                final_letters = told;
            }
        }
    }
    // Nine players in the first three rounds (Hugo withdrew after round 3 was
    // paired), eight in the last: a bye in each of the first three, to three players.
    assert_eq!(byes.len(), 3, "{byes:?}");
    let finals: Vec<&Sent> = final_letters
        .iter()
        .filter(|s| s.subject.contains("final standings of Autumn"))
        .collect();
    assert_eq!(finals.len(), 9, "the final table to every player, Hugo too");
    let state = rig.tx(|tx| tx.tournament_named("Autumn").unwrap().unwrap().state);
    assert_eq!(state, "finished");
    let final_text = &to(&final_letters, "anna@example.org")
        .into_iter()
        .find(|s| s.subject.contains("final standings"))
        .unwrap()
        .text;
    assert!(final_text.contains("Hugo †"), "{final_text}");
    insta::assert_snapshot!("final_standings", shown(finals[0]));

    // The public page: the standings round by round, the games by round.
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournaments/Autumn.html")).unwrap();
    let main = &page[page.find("<main").unwrap()..page.find("</main>").unwrap()];
    assert!(
        main.contains("Swiss (FIDE Dutch system) of 4 rounds"),
        "{main}"
    );
    assert!(!main.contains("@"), "no address on the site");
    insta::assert_snapshot!("tournament_page", main);

    // Asked by mail, in German: the same table in German words.
    let asked = rig.lobby("anna@example.org", "Tabelle Autumn");
    assert!(
        asked.iter().any(|s| s.text.contains("Endstand von Autumn")),
        "{asked:#?}"
    );
}

/// An open Swiss starts when its last seat is taken; a player who joins later is
/// paired from the next round, the rounds missed counting nothing.
#[test]
fn a_late_entry_joins_an_open_swiss_from_the_next_round() {
    let mut rig = rig();
    for (who, name) in &PLAYERS[..5] {
        rig.lobby(who, &format!("Name {name}"));
    }
    let now = rig.office.now;
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Winter",
        4,
        TournamentTerms {
            swiss_rounds: Some(3),
            ..TournamentTerms::default()
        },
        now,
    )
    .unwrap();
    let listed = rig.lobby("erin@example.org", "Seeks");
    assert!(
        listed[0].text.contains("Winter: Swiss, 3 rounds"),
        "{}",
        listed[0].text
    );
    // Its page names the format before round 1 too (it once said "round robin").
    let dir = tempfile::tempdir().unwrap();
    let site = pawnpost::publish::Site::of(&rig.office.pm.config);
    pawnpost::publish::build(&mut rig.office.store, &site, dir.path(), rig.office.now).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournaments/Winter.html")).unwrap();
    assert!(
        page.contains("Swiss (FIDE Dutch system) of 3 rounds"),
        "{page}"
    );
    assert!(!page.contains("round robin"), "{page}");
    // Erin takes a seat and gives it back before the start.
    rig.lobby("erin@example.org", "Join Winter");
    let left = rig.lobby("erin@example.org", "Withdraw from Winter");
    assert!(
        left[0].text.contains("You left Winter before it began"),
        "{}",
        left[0].text
    );
    let mut begins = Vec::new();
    for (who, _) in &PLAYERS[..4] {
        begins = rig.lobby(who, "Join Winter");
    }
    assert!(
        begins.iter().any(|s| s
            .text
            .contains("The Swiss Winter begins: 4 players, 3 rounds")),
        "{begins:#?}"
    );
    let round1 = rig.round("Winter", 1);
    assert_eq!(round1.len(), 2);
    // Four seats, four players: no room for a late entry.
    let full = rig.lobby("erin@example.org", "Join Winter");
    assert!(
        full[0].text.contains("Winter is not open for joining"),
        "{}",
        full[0].text
    );
    // Dora withdraws before moving: her game ends as her loss, which frees a seat.
    let dora = rig.lobby("dora@example.org", "Withdraw from Winter");
    let answer = to(&dora, "dora@example.org")
        .into_iter()
        .find(|s| s.text.contains("You withdrew from Winter"))
        .unwrap();
    assert!(
        answer
            .text
            .contains("your running game in it has ended as your loss"),
        "{}",
        answer.text
    );
    let late = rig.lobby("erin@example.org", "Join Winter");
    insta::assert_snapshot!("late_entry", shown(&late[0]));
    assert!(
        late[0].text.contains("paired from round 2 of 3"),
        "{}",
        late[0].text
    );
    // Withdrawn, Dora cannot come back in.
    let again = rig.lobby("dora@example.org", "Join Winter");
    assert!(
        again[0]
            .text
            .contains("a withdrawn player is not paired again"),
        "{}",
        again[0].text
    );
    for (board, game) in round1.iter().enumerate() {
        if !rig.office.store.load_game(game.0).unwrap().is_over() {
            rig.finish(game, result_for(board, &game.1, &game.2));
        }
    }
    // Four players in round 2 (Dora out, Erin in): two games, Erin in one.
    let round2 = rig.round("Winter", 2);
    assert_eq!(round2.len(), 2);
    assert!(
        round2
            .iter()
            .any(|(_, w, b)| w == "erin@example.org" || b == "erin@example.org")
    );
    let standings = rig.lobby("erin@example.org", "Standings Winter");
    let text = &standings[0].text;
    assert!(text.contains("round 2 of 3"), "{text}");
    // Erin's first round: missed, no points, marked apart from a forfeit's minus.
    let erin_row = text.lines().find(|l| l.contains("Erin")).unwrap();
    assert!(erin_row.contains('×'), "{erin_row}");

    // One game of round 2 is played, the other left silent: round 3 waits for it, and
    // the sweep forfeits it when its silence rule runs out, which pairs round 3.
    rig.finish(&round2[0], "1-0");
    assert!(
        rig.round("Winter", 3).is_empty(),
        "round 3 waits for the silent game"
    );
    let at = rig.office.now + 31 * 86_400;
    rig.office.sweep_at(at);
    rig.office.drain();
    assert!(rig.office.store.load_game(round2[1].0).unwrap().is_over());
    assert_eq!(rig.round("Winter", 3).len(), 2, "four players: two games");
    let standings = rig.lobby("anna@example.org", "Standings Winter");
    let text = &standings[0].text;
    // The silent game was lost on time before a move: a forfeit, + and −.
    assert!(text.contains('+') && text.contains('−'), "{text}");
}

impl Rig {
    /// A Swiss `name` of `players` made by the admin (`tournament create`), round 1
    /// paired at once.
    fn create(&mut self, name: &str, players: &[&str], rounds: u32) {
        let players: Vec<String> = players.iter().map(|p| (*p).to_owned()).collect();
        let now = self.office.now;
        pawnpost::daemon::create_tournament(
            &self.office.pm,
            &mut self.office.store,
            name,
            &players,
            TournamentTerms {
                swiss_rounds: Some(rounds),
                ..TournamentTerms::default()
            },
            now,
        )
        .unwrap();
        self.office.drain();
    }
}

/// A Swiss the admin made with its players takes no late entry, from a stranger or
/// anyone: only one opened for entries by mail does.
#[test]
fn a_swiss_made_with_its_players_takes_no_late_entries() {
    let mut rig = rig();
    let four: Vec<&str> = PLAYERS[..4].iter().map(|(a, _)| *a).collect();
    rig.create("Closed", &four, 3);
    assert_eq!(rig.round("Closed", 1).len(), 2);
    let stranger = rig.lobby("iris@example.org", "Join Closed");
    assert!(
        stranger[0].text.contains("Closed is not open for joining"),
        "{}",
        stranger[0].text
    );
    let entries = rig.tx(|tx| {
        let t = tx.tournament_named("Closed").unwrap().unwrap();
        assert!(!t.late_entries);
        tx.entries(t.id).unwrap().len()
    });
    assert_eq!(entries, 4, "nobody was added");
}

/// A player who never moves loses round 1 and round 2 by forfeit when the sweep ends
/// the silent games; then they are withdrawn, told so, and round 3 is paired without
/// them.
#[test]
fn a_player_who_never_moves_in_two_rounds_is_withdrawn() {
    let mut rig = rig();
    let four: Vec<&str> = PLAYERS[..4].iter().map(|(a, _)| *a).collect();
    rig.create("Ghosts", &four, 3);
    let ghost = "dora@example.org";
    let mut at = rig.office.now;
    let mut told = Vec::new();
    for round in 1..=2 {
        let games = rig.round("Ghosts", round);
        assert_eq!(games.len(), 2, "round {round}");
        for (board, game) in games.iter().enumerate() {
            if game.2 == ghost {
                // White moves; Dora, Black, never answers.
                rig.play(game.0, &game.1, "e4");
            } else if game.1 != ghost {
                rig.finish(game, result_for(board, &game.1, &game.2));
            }
        }
        at += 31 * 86_400;
        rig.office.sweep_at(at);
        told.extend(rig.office.drain());
    }
    let notice: Vec<&Sent> = to(&told, ghost)
        .into_iter()
        .filter(|s| s.text.contains("so you are withdrawn from it"))
        .collect();
    assert_eq!(notice.len(), 1, "{told:#?}");
    assert!(
        notice[0]
            .text
            .contains("You lost the last two rounds of Ghosts by forfeit"),
        "{}",
        notice[0].text
    );
    let withdrawn = rig.tx(|tx| {
        let t = tx.tournament_named("Ghosts").unwrap().unwrap();
        tx.entries(t.id)
            .unwrap()
            .into_iter()
            .find(|e| e.address == ghost)
            .unwrap()
            .withdrawn_at
    });
    assert_ne!(withdrawn, 0);
    // Round 3: three players left, one game and a bye, Dora in neither.
    let round3 = rig.round("Ghosts", 3);
    assert_eq!(round3.len(), 1);
    assert!(round3[0].1 != ghost && round3[0].2 != ghost);
    let again = rig.lobby(ghost, "Join Ghosts");
    assert!(
        again[0].text.contains("Ghosts is not open for joining"),
        "{}",
        again[0].text
    );
}

/// A game its two players agree to cancel scores nothing and was not played: it is no
/// forfeit loss in the table, and two cancelled rounds in a row withdraw nobody as a
/// no-show.
#[test]
fn a_cancelled_game_is_no_forfeit_and_no_no_show() {
    let mut rig = rig();
    let four: Vec<&str> = PLAYERS[..4].iter().map(|(a, _)| *a).collect();
    rig.create("Quiet", &four, 3);
    let mut cancelled = Vec::new();
    for round in 1..=2 {
        let games = rig.round("Quiet", round);
        assert_eq!(games.len(), 2, "round {round}");
        let (id, white, black) = &games[0];
        rig.play(*id, white, "Request Cancel");
        rig.play(*id, black, "Accept Cancel");
        cancelled.push((white.clone(), black.clone()));
        rig.finish(&games[1], "1-0");
    }
    let withdrawn: Vec<String> = rig.tx(|tx| {
        let t = tx.tournament_named("Quiet").unwrap().unwrap();
        tx.entries(t.id)
            .unwrap()
            .into_iter()
            .filter(|e| e.withdrawn_at != 0)
            .map(|e| e.address)
            .collect()
    });
    assert!(withdrawn.is_empty(), "withdrawn as no-shows: {withdrawn:?}");
    assert_eq!(rig.round("Quiet", 3).len(), 2, "all four paired in round 3");
    let standings = rig.lobby(PLAYERS[0].0, "Standings Quiet");
    let text = &standings[0].text;
    // The table's rows only: the legend names the forfeit's minus too.
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert_eq!(rows.len(), 4, "{text}");
    assert!(
        rows.iter().all(|row| !row.contains('−')),
        "a cancelled game shown as a forfeit loss:\n{text}"
    );
    assert!(
        text.contains('×'),
        "a cancelled game shown as not played:\n{text}"
    );
}

/// Withdrawals by mail: one with no running game (its game of the round over) says
/// nothing of a game ended; when they leave one player the event ends early, and its
/// final heading gives the rounds played of those planned.
#[test]
fn withdrawals_can_end_a_swiss_before_its_last_round() {
    let mut rig = rig();
    let four: Vec<&str> = PLAYERS[..4].iter().map(|(a, _)| *a).collect();
    rig.create("Short", &four, 3);
    let round1 = rig.round("Short", 1);
    rig.finish(&round1[0], "1-0");
    let winner = round1[0].1.clone();
    let left = rig.lobby(&winner, "Withdraw from Short");
    let answer = to(&left, &winner)
        .into_iter()
        .find(|s| s.text.contains("You withdrew from Short"))
        .unwrap();
    insta::assert_snapshot!("withdrew_between_games", shown(answer));
    assert!(!answer.text.contains("running game"), "{}", answer.text);
    // One player of the other game withdraws: round 2 pairs the two left.
    rig.lobby(&round1[1].1, "Withdraw from Short");
    let round2 = rig.round("Short", 2);
    assert_eq!(round2.len(), 1);
    // One of them withdraws too: one player left, no round 3 can be paired.
    let last = rig.lobby(&round2[0].1, "Withdraw from Short");
    let survivor = round2[0].2.clone();
    let table = to(&last, &survivor)
        .into_iter()
        .find(|s| s.text.contains("Final standings of Short"))
        .unwrap_or_else(|| panic!("{last:#?}"));
    assert!(
        table.text.contains(
            "Final standings of Short (Swiss, 2 of 3 rounds played: no further round could be paired)."
        ),
        "{}",
        table.text
    );
    insta::assert_snapshot!("final_after_withdrawals", shown(table));
    let state = rig.tx(|tx| tx.tournament_named("Short").unwrap().unwrap().state);
    assert_eq!(state, "finished");
}

/// The seats a player holds count against their limit of active games by the games
/// they will bring: one in a Swiss not yet started, one in a running Swiss where they
/// wait without a game (here the bye).
#[test]
fn seats_in_swisses_count_against_the_limit() {
    let mut rig = Rig::with(5, |c| c.limits.active_games_per_player = 2);
    let now = rig.office.now;
    // Three unrated players: the third by entry, Anna, has the bye in round 1.
    rig.create(
        "Busy",
        &["bert@example.org", "carl@example.org", "anna@example.org"],
        2,
    );
    let round1 = rig.round("Busy", 1);
    assert_eq!(round1.len(), 1);
    assert!(round1[0].1 != "anna@example.org" && round1[0].2 != "anna@example.org");
    for name in ["One", "Two"] {
        pawnpost::daemon::open_tournament(
            &rig.office.pm,
            &mut rig.office.store,
            name,
            4,
            TournamentTerms {
                swiss_rounds: Some(3),
                ..TournamentTerms::default()
            },
            now,
        )
        .unwrap();
    }
    let one = rig.lobby("anna@example.org", "Join One");
    assert!(one[0].text.contains("You joined One"), "{}", one[0].text);
    let two = rig.lobby("anna@example.org", "Join Two");
    assert!(
        two[0]
            .text
            .contains("Joining would give you 1 more game, but you play 2 already"),
        "{}",
        two[0].text
    );
}

/// `pawnpost tournament create … --system swiss --rounds N --half-byes N` through the
/// binary: round 1 paired at once with its bye, `tournament show` prints the Swiss
/// table and the half-point byes allowed, and the options are checked before anything
/// is stored.
#[test]
fn the_admin_creates_a_swiss_from_the_command_line() {
    let mut spool = common::spool::Spool::new();
    let players = "ann@example.org,ben@example.org,cat@example.org";
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "create",
        "Spring",
        "--players",
        players,
        "--system",
        "swiss",
        "--rounds",
        "2",
        "--half-byes",
        "2",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("3 players, 1 games started"), "{out}");
    let (code, out) = spool.pawnpost(&["tournament", "show", "Spring"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "Swiss (FIDE Dutch) of 2 rounds, 1 paired, no late entries, 2 half-point byes per player"
        ),
        "{out}"
    );
    assert!(out.contains("BH-C1"), "{out}");
    // The next mail delivered sends what waits in the outbox. Three players, none
    // rated: the third by entry has the bye.
    spool.send("ann@example.org", "pawnpost@localhost", None, "Help");
    let bye = spool.latest("cat@example.org");
    assert!(
        bye.text
            .contains("You have the bye in round 1 of 2 of Spring"),
        "{}",
        bye.text
    );
    for (args, says) in [
        (vec!["--rounds", "2"], "--system swiss"),
        (vec!["--system", "swiss"], "--rounds N"),
        (vec!["--system", "swiss", "--rounds", "3"], "1 to 2 rounds"),
        (
            vec!["--system", "knockout", "--rounds", "2"],
            "leave out --rounds",
        ),
        (
            vec!["--system", "ladder"],
            "expected round-robin, swiss or knockout",
        ),
        (vec!["--half-byes", "1"], "--half-byes is for a Swiss"),
        (
            vec!["--system", "swiss", "--rounds", "2", "--half-byes", "100"],
            "at most 99",
        ),
    ] {
        let mut all = vec!["tournament", "create", "Summer", "--players", players];
        all.extend(args);
        let (code, out) = spool.pawnpost(&all);
        assert_ne!(code, 0, "{all:?}: {out}");
        assert!(out.contains(says), "{all:?}: {out}");
    }
    let (_, out) = spool.pawnpost(&["tournament", "show", "Summer"]);
    assert!(
        out.contains("no tournament called Summer"),
        "nothing stored: {out}"
    );
}
