//! The admin's tournament commands and `pawnpost export` through the real binary, with
//! players' mails over the local spool (`pawnpost deliver`): a round robin created,
//! shown, played into, a player withdrawn, its games exported with names only; an open
//! tournament joined by mail (with the confirmation a fresh mail needs) until it starts.

use crate::common;

use common::spool::{Letter, Spool};

const PLAYERS: [&str; 4] = [
    "ada@localhost",
    "ben@localhost",
    "cleo@localhost",
    "dan@localhost",
];

#[test]
fn a_round_robin_from_the_command_line_to_the_published_pgn() {
    let mut spool = Spool::new();
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "create",
        "Spring",
        "--players",
        &PLAYERS.join(","),
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("4 players, 6 games started"), "{out}");
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "create",
        "spring",
        "--players",
        "x@localhost,y@localhost",
    ]);
    assert_ne!(code, 0, "a second Spring in other capitals: {out}");
    assert!(out.contains("already"), "{out}");
    // A forfeit timeout outside a challenge's range is refused, nothing stored.
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "open",
        "Summer",
        "--size",
        "4",
        "--timeout-days",
        "0",
    ]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("timeout of 0 days is out of range"), "{out}");
    // A thematic start the admin gives, checked before anything is stored.
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "open",
        "Summer",
        "--size",
        "4",
        "--start",
        "1.e4 e5 2.Ke3",
    ]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("`Ke3` (move 2) is not legal there"), "{out}");
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "open",
        "Summer",
        "--size",
        "4",
        "--start",
        "1.e4",
        "--fen",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
    ]);
    assert_ne!(code, 0, "an opening and a position: {out}");
    // A time control the admin gives, checked before anything is stored.
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "open",
        "Summer",
        "--size",
        "4",
        "--time-control",
        "Fischer 20+30",
    ]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("`Fischer 20+30` is no time control"), "{out}");
    let (code, out) = spool.pawnpost(&[
        "tournament",
        "open",
        "Summer",
        "--size",
        "4",
        "--time-control",
        "5 days per move",
    ]);
    assert_eq!(code, 0, "{out}");
    let (_, out) = spool.pawnpost(&["tournament", "show", "Summer"]);
    assert!(out.contains("time control: 5 days per move"), "{out}");

    // Any delivered mail sends the outbox: every player's three games arrive.
    spool.send(PLAYERS[0], "pawnpost@localhost", None, "Help");
    for who in PLAYERS {
        let games: Vec<Letter> = spool
            .letters(who)
            .into_iter()
            .filter(|l| l.subject.starts_with("[pawnpost #"))
            .collect();
        assert_eq!(games.len(), 3, "{who}");
        for letter in &games {
            assert!(
                letter.text.contains("A game of the tournament Spring"),
                "{}",
                letter.text
            );
            for other in PLAYERS.iter().filter(|p| **p != who) {
                assert!(!letter.text.contains(other) && !letter.subject.contains(other));
            }
        }
    }
    // Game 3 is seat 1 (Ada) against seat 2 (Ben): Ben resigns at once.
    let ben_3 = spool
        .letters(PLAYERS[1])
        .into_iter()
        .find(|l| l.subject.starts_with("[pawnpost #3]"))
        .unwrap();
    spool.send(PLAYERS[1], &ben_3.reply_to, None, "Resign");
    let standings = spool.latest(PLAYERS[0]);
    assert!(
        standings.text.contains("Standings of Spring"),
        "{standings:#?}"
    );

    let (code, out) = spool.pawnpost(&["tournament", "show", "Spring"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Spring: single round robin, running"), "{out}");
    assert!(
        out.contains("ada@localhost"),
        "the admin sees addresses: {out}"
    );
    assert!(out.contains("#3     round 2   1 - 2  1-0"), "{out}");

    let (code, out) = spool.pawnpost(&["tournament", "withdraw", "Spring", "dan@localhost"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "3 unfinished games ended as their losses; their results are annulled (fewer than half"
        ),
        "{out}"
    );

    let (code, out) = spool.pawnpost(&["export", "--pgn", "spring.pgn", "--tournament", "Spring"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("4 games written"), "{out}");
    let pgn = std::fs::read_to_string(spool.path().join("spring.pgn")).unwrap();
    assert!(!pgn.contains('@'), "{pgn}");
    assert!(pgn.contains("[Event \"Spring\"]"), "{pgn}");
    assert!(pgn.contains("[Round \"2\"]"), "{pgn}");
    assert!(pgn.contains("[White \"player1\"]"), "{pgn}");
    let (code, out) = spool.pawnpost(&["export", "--pgn", "all.pgn"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("4 games written"), "{out}");
}

#[test]
fn an_open_tournament_joined_by_mail() {
    let mut spool = Spool::new();
    let (code, out) = spool.pawnpost(&["tournament", "open", "Autumn", "--size", "2"]);
    assert_eq!(code, 0, "{out}");
    // A fresh mail needs its sender's confirmation before it joins. The request, a
    // letter without proof, names the command, not the name the mail typed.
    spool.send("eve@localhost", "pawnpost@localhost", None, "Join Autumn");
    let asked = spool.latest("eve@localhost");
    assert!(asked.text.contains("asking for: Join. "), "{asked:#?}");
    assert!(!asked.text.contains("Autumn"), "{asked:#?}");
    spool.send("eve@localhost", &asked.reply_to, None, "Confirm");
    let joined = spool.latest("eve@localhost");
    assert!(
        joined
            .text
            .contains("You joined Autumn (1 of 2 seats taken)"),
        "{joined:#?}"
    );
    spool.send(
        "fay@localhost",
        "pawnpost@localhost",
        None,
        "Teilnehmen Autumn",
    );
    let asked = spool.latest("fay@localhost");
    spool.send("fay@localhost", &asked.reply_to, None, "Bestätigen");
    let letters = spool.letters("fay@localhost");
    assert!(
        letters
            .iter()
            .any(|l| l.text.contains("Das Turnier Autumn beginnt")),
        "{letters:#?}"
    );
    assert!(
        letters
            .iter()
            .any(|l| l.subject.starts_with("[pawnpost #1]"))
    );
    let (code, out) = spool.pawnpost(&["tournament", "show", "Autumn"]);
    assert_eq!(code, 0);
    assert!(out.contains("running"), "{out}");
}
