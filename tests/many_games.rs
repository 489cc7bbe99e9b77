//! Issue 22, many games at once: the list of a player's games by urgency, in pages.

use crate::common;

use common::{Office, Sent};
use pawnpost::command::Command;
use pawnpost::game::{DAY, Game};

const ANNA: &str = "anna@example.org";
const BOB: &str = "bob@example.org";

fn mail(office: &Office, n: u32, body: &str) -> Vec<u8> {
    let own = office.own_address(ANNA);
    format!(
        "From: {ANNA}\r\nTo: {own}\r\nSubject: games\r\nMessage-ID: <g{n}@client.example>\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// Anna's 25 games: in the even ones she is to move, deadlines spread over a month; in
/// game 3 her opponent offers a draw, in game 4 she did.
fn office_with_25_games() -> Office {
    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let now = office.now;
    office
        .store
        .transaction(|tx| {
            for i in 0..25i64 {
                let opponent = format!("o{i}@example.org");
                // Created earlier, so the deadlines differ: game 1 is the oldest.
                let created = now - (25 - i) * DAY / 2;
                let mut game = Game::new(&opponent, ANNA, 30 * DAY, created);
                if i % 2 == 1 {
                    // White moved: Anna (Black) is to move.
                    game.apply(
                        &opponent,
                        &[Command::Move("e4".parse().unwrap())],
                        None,
                        created,
                    );
                }
                if i == 2 {
                    game.apply(
                        &opponent,
                        &[Command::Move("d4".parse().unwrap()), Command::RequestDraw],
                        None,
                        created,
                    );
                }
                tx.insert_game(&mut game, created)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();
    office
}

fn game_numbers(letter: &Sent) -> Vec<i64> {
    letter
        .text
        .lines()
        .filter_map(|line| line.strip_prefix('#'))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .collect()
}

#[test]
fn games_come_most_urgent_first_in_pages_of_twenty() {
    let mut office = office_with_25_games();
    office.deliver(&mail(&office, 1, "Games"));
    let first = office.drain().remove(0);
    let listed = game_numbers(&first);
    assert_eq!(listed.len(), 20, "{}", first.text);
    // Anna's move first (games 2, 3, 4, …: even i, ids i+1), by deadline.
    let her_move: Vec<i64> = (0..25)
        .filter(|i| i % 2 == 1 || *i == 2)
        .map(|i| i + 1)
        .collect();
    let mut expected = her_move.clone();
    expected.extend((1..=25).filter(|id| !her_move.contains(id)));
    assert_eq!(listed, expected[..20].to_vec(), "{}", first.text);
    assert!(
        first.text.contains("a draw offered: answer it"),
        "{}",
        first.text
    );
    assert!(
        first
            .text
            .contains("Page 1 of 2 (25 games). Send Games 2 for the next."),
        "{}",
        first.text
    );
    office.deliver(&mail(&office, 2, "Games 2"));
    let second = office.drain().remove(0);
    assert_eq!(
        game_numbers(&second),
        expected[20..].to_vec(),
        "{}",
        second.text
    );
    assert!(second.text.contains("the last"), "{}", second.text);
    office.deliver(&mail(&office, 3, "Games 9"));
    let past = office.drain().remove(0);
    assert!(
        past.text
            .contains("There is no page 9: your games fill 2 pages."),
        "{}",
        past.text
    );
    assert_eq!(game_numbers(&past), expected[20..].to_vec());
}

/// Game 1: Anna (White) against Bob, nothing played.
fn office_with_anna_and_bob() -> Office {
    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let now = office.now;
    office
        .store
        .transaction(|tx| {
            let mut game = Game::new(ANNA, BOB, 30 * DAY, now);
            tx.insert_game(&mut game, now)
        })
        .unwrap();
    office
}

fn in_game(office: &Office, n: u32, from: &str, game: i64, body: &str) -> Vec<u8> {
    let to = office.reply_address(game, from);
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <n{n}@client.example>\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// A private note reaches its writer's letters only: never the opponent's text or HTML,
/// never the PGN; `Notes` lists all, `Notes clear` removes them, a forged `Notes` gets
/// a letter without them.
#[test]
fn a_note_never_reaches_the_opponent() {
    const SECRET: &str = "SECRET-PLAN knight to d5 then f5";
    let mut office = office_with_anna_and_bob();
    office.deliver(&in_game(&office, 1, ANNA, 1, &format!("Note {SECRET}")));
    let sent = office.drain();
    assert_eq!(sent.len(), 1, "{sent:#?}");
    assert_eq!(sent[0].to, ANNA);
    assert!(
        sent[0]
            .text
            .contains("Note kept; only you see it (1 note in this game)."),
        "{}",
        sent[0].text
    );
    assert!(sent[0].text.contains(SECRET), "{}", sent[0].text);

    // A move with a note: the opponent hears of the move, not of the note, and the
    // note is no comment of Anna's.
    office.deliver(&in_game(
        &office,
        2,
        ANNA,
        1,
        "e4\nNote: the second note\nGood luck!",
    ));
    let sent = office.drain();
    let to_bob: Vec<&Sent> = sent.iter().filter(|s| s.to == BOB).collect();
    assert_eq!(to_bob.len(), 1);
    assert!(to_bob[0].text.contains("Good luck!"), "{}", to_bob[0].text);
    let to_anna = sent.iter().find(|s| s.to == ANNA).unwrap();
    assert!(to_anna.text.contains("the second note"), "{}", to_anna.text);
    assert!(
        to_anna.text.contains("2 notes in this game"),
        "{}",
        to_anna.text
    );
    office.deliver(&in_game(&office, 3, BOB, 1, "e5\nPGN"));
    office.deliver(&in_game(&office, 4, ANNA, 1, "PGN"));
    let later = office.drain();
    for letter in sent.iter().chain(later.iter()).filter(|s| s.to == BOB) {
        for secret in [SECRET, "the second note"] {
            assert!(!letter.text.contains(secret), "{}", letter.text);
            assert!(!letter.html.contains(secret), "{}", letter.html);
            assert!(!String::from_utf8_lossy(&letter.raw).contains(secret));
        }
    }
    // The PGN Anna receives carries no note either.
    let pgn = later
        .iter()
        .find(|s| s.to == ANNA && s.attachments.iter().any(|a| a.ends_with(".pgn")))
        .expect("Anna's PGN");
    let parsed = mail_parser::MessageParser::default()
        .parse(&pgn.raw)
        .unwrap();
    let attachment = parsed
        .attachments()
        .map(|a| String::from_utf8_lossy(a.contents()).into_owned())
        .find(|text| text.contains("[Event "))
        .expect("the PGN's text");
    assert!(attachment.contains("1. e4 e5"), "{attachment}");
    assert!(!attachment.contains("SECRET-PLAN"), "{attachment}");

    // A forged `Notes` (no token): Anna gets a letter without her notes.
    let forged = format!(
        "From: {ANNA}\r\nTo: pawnpost@localhost\r\nSubject: Re: [pawnpost #1] chess\r\nMessage-ID: <forged@evil.example>\r\n\r\nNotes\r\n"
    );
    office.deliver(forged.as_bytes());
    for letter in office.drain() {
        assert!(!letter.text.contains(SECRET), "{}", letter.text);
    }

    office.deliver(&in_game(&office, 5, ANNA, 1, "Notes"));
    let listed = office.drain().remove(0);
    assert!(listed.text.contains(SECRET) && listed.text.contains("the second note"));
    office.deliver(&in_game(&office, 6, ANNA, 1, "Notes clear"));
    let cleared = office.drain().remove(0);
    assert!(
        cleared
            .text
            .contains("Your 2 notes in this game are removed."),
        "{}",
        cleared.text
    );
    assert!(!cleared.text.contains(SECRET), "{}", cleared.text);
}

/// A note typed in any of the shapes that were passed on (issue 30) stays Anna's: the
/// opponent's letter carries the move and her comment, not one note's text.
#[test]
fn a_note_in_any_shape_never_reaches_the_opponent() {
    let mut office = office_with_anna_and_bob();
    let shapes = [
        "Note:SECRET01",
        "- Note SECRET02",
        "1. Note SECRET03",
        "Note\u{200B} SECRET04",
        "Note\u{AD} SECRET05",
        "ＮＯＴＥ SECRET06",
        "Note.SECRET07",
        "Noted SECRET08",
        "Note-to-self SECRET09",
        "NB SECRET10",
        "Notes: SECRET11",
        "Notes SECRET12",
        "Notiz: SECRET13",
        "Nota SECRET14",
        "Good game so far! N.B. SECRET15",
    ];
    let body = format!("e4\n{}\nGood luck!", shapes.join("\n"));
    office.deliver(&in_game(&office, 1, ANNA, 1, &body));
    let sent = office.drain();
    let to_bob: Vec<&Sent> = sent.iter().filter(|s| s.to == BOB).collect();
    assert_eq!(to_bob.len(), 1, "{sent:#?}");
    assert!(to_bob[0].text.contains("Good luck!"), "{}", to_bob[0].text);
    assert!(
        to_bob[0].text.contains("Good game so far!"),
        "{}",
        to_bob[0].text
    );
    // Each was kept as Anna's note: `Notes` lists them all.
    office.deliver(&in_game(&office, 2, ANNA, 1, "Notes"));
    let listed = office.drain();
    let to_anna = listed.iter().find(|s| s.to == ANNA).expect("Anna's notes");
    for n in 1..=shapes.len() {
        let secret = format!("SECRET{n:02}");
        for letter in &to_bob {
            assert!(!letter.text.contains(&secret), "{secret}: {}", letter.text);
            assert!(!letter.html.contains(&secret), "{secret}: {}", letter.html);
            assert!(!String::from_utf8_lossy(&letter.raw).contains(&secret));
        }
        assert!(to_anna.text.contains(&secret), "{secret}: {}", to_anna.text);
    }
    assert_eq!(moves_of(&office, 1), ["e4"]);
}

/// The caps hold where the lines are read: of 21 lines for 21 games, 20 are applied and
/// the sender hears that the 21st was not read; one line for a game with 500 commands
/// is read up to the cap of the whole mail.
#[test]
fn the_caps_on_lines_for_games_hold_and_the_sender_hears_what_was_not_read() {
    let mut office = office_with_25_games();
    let lines: String = (1..=21).map(|i| format!("#{i} Resign\n")).collect();
    office.deliver(&mail(&office, 1, &lines));
    let sent = office.drain();
    for id in 1..=20 {
        assert!(
            office.store.load_game(id).unwrap().outcome().is_some(),
            "game {id} was not resigned"
        );
    }
    assert!(office.store.load_game(21).unwrap().outcome().is_none());
    let told: String = sent
        .iter()
        .filter(|s| s.to == ANNA)
        .map(|s| s.text.clone())
        .collect();
    assert!(
        told.contains("one mail may address at most 20 games; this line and the rest of the mail were not read"),
        "{told}"
    );
    assert!(told.contains("#21 Resign"), "{told}");

    // 500 commands on one line for game 22: 32 are read, and the sender is told.
    let line = format!("#22 {}", "Board. ".repeat(500));
    office.deliver(&mail(&office, 2, &line));
    let told: String = office
        .drain()
        .iter()
        .filter(|s| s.to == ANNA)
        .map(|s| s.text.clone())
        .collect();
    assert!(
        told.contains(
            "pawnpost reads only the first 32, so this line and the rest of the mail were not read"
        ),
        "{told}"
    );
}

/// Anna plays White in games 1–3 (against o1, o2, o3) and Black in game 4.
fn office_with_four_games() -> Office {
    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let now = office.now;
    office
        .store
        .transaction(|tx| {
            for i in 1..=3 {
                let mut game = Game::new(ANNA, &format!("o{i}@example.org"), 30 * DAY, now);
                tx.insert_game(&mut game, now)?;
            }
            let mut game = Game::new("o4@example.org", ANNA, 30 * DAY, now);
            tx.insert_game(&mut game, now)
        })
        .unwrap();
    office
}

fn moves_of(office: &Office, id: i64) -> Vec<String> {
    office
        .store
        .load_game(id)
        .unwrap()
        .moves()
        .iter()
        .map(|m| m.san.clone())
        .collect()
}

/// One mail with lines for three games plays all three, tells each opponent in their
/// own game's letter, and answers Anna once, game by game.
#[test]
fn a_reply_with_moves_for_three_games_plays_all_three() {
    let mut office = office_with_four_games();
    office.deliver(&mail(
        &office,
        1,
        "#1 e4\n#2: 1. d4 Request Draw\nGame 3: c4\n\nThanks, Anna",
    ));
    assert_eq!(moves_of(&office, 1), ["e4"]);
    assert_eq!(moves_of(&office, 2), ["d4"]);
    assert_eq!(moves_of(&office, 3), ["c4"]);
    let sent = office.drain();
    for (i, mv) in [(1, "e4"), (2, "d4"), (3, "c4")] {
        let to = format!("o{i}@example.org");
        let theirs: Vec<&Sent> = sent.iter().filter(|s| s.to == to).collect();
        assert_eq!(theirs.len(), 1, "{sent:#?}");
        assert!(
            theirs[0].subject.contains(&format!("#{i}")),
            "{}",
            theirs[0].subject
        );
        assert!(theirs[0].text.contains(mv), "{}", theirs[0].text);
        assert!(
            theirs[0].reply_to.contains(&format!("+{i}-")),
            "{}",
            theirs[0].reply_to
        );
    }
    assert!(
        sent.iter()
            .find(|s| s.to == "o2@example.org")
            .unwrap()
            .text
            .contains("draw")
    );
    let to_anna: Vec<&Sent> = sent.iter().filter(|s| s.to == ANNA).collect();
    assert_eq!(to_anna.len(), 1, "{to_anna:#?}");
    let answer = &to_anna[0];
    assert!(
        answer.subject.contains("3 games: what was done"),
        "{}",
        answer.subject
    );
    for i in 1..=3 {
        assert!(
            answer
                .text
                .contains(&format!("Game #{i}: {ANNA} vs o{i}@example.org")),
            "{}",
            answer.text
        );
    }
    // A board per game, each its own picture in the HTML part.
    assert_eq!(
        answer.text.matches("You played").count(),
        3,
        "{}",
        answer.text
    );
    let pictures: std::collections::BTreeSet<&str> = answer
        .html
        .match_indices("src=\"cid:")
        .map(|(at, _)| answer.html[at..].split('"').nth(1).unwrap())
        .collect();
    assert_eq!(pictures.len(), 3, "{}", answer.html);
    let raw = String::from_utf8_lossy(&answer.raw);
    for cid in &pictures {
        let id = cid.trim_start_matches("cid:");
        assert!(raw.contains(&format!("Content-ID: <{id}>")), "{raw}");
    }
    // The prose after the lines is no command (it reached no one).
    for letter in &sent {
        assert!(!letter.text.contains("Thanks, Anna"), "{}", letter.text);
    }
}

/// A move number that is not where the game stands refuses that game alone.
#[test]
fn a_stale_move_number_refuses_only_its_own_game() {
    let mut office = office_with_four_games();
    office.deliver(&mail(&office, 1, "#1 1. e4\n#2 3... Nf6\n#4 1... e5"));
    assert_eq!(moves_of(&office, 1), ["e4"]);
    assert!(moves_of(&office, 2).is_empty());
    // Game 4: Anna is Black and White has not moved: not her move, refused as usual.
    assert!(moves_of(&office, 4).is_empty());
    let sent = office.drain();
    assert!(sent.iter().any(|s| s.to == "o1@example.org"));
    assert!(!sent.iter().any(|s| s.to == "o2@example.org"), "{sent:#?}");
    let answer = sent.iter().find(|s| s.to == ANNA).unwrap();
    assert!(
        answer.text.contains(
            "Your line was for move 3..., but the game is at move 1.: you answered an older board."
        ),
        "{}",
        answer.text
    );
}

/// Without proof (a forged From: to the bare address) no line for a game is read.
#[test]
fn lines_for_games_need_proof() {
    let mut office = office_with_four_games();
    let forged = format!(
        "From: {ANNA}\r\nTo: pawnpost@localhost\r\nSubject: moves\r\nMessage-ID: <f1@evil.example>\r\n\r\n#1 e4\r\n#2 Resign\r\n"
    );
    office.deliver(forged.as_bytes());
    assert!(moves_of(&office, 1).is_empty());
    assert!(office.store.load_game(2).unwrap().outcome().is_none());
    let sent = office.drain();
    assert_eq!(sent.len(), 1, "{sent:#?}");
    assert_eq!(sent[0].to, ANNA);
    assert!(
        sent[0].text.contains("Nothing was done"),
        "{}",
        sent[0].text
    );
    // A game Anna does not play in is unknown to her, as one that does not exist.
    office.deliver(&mail(&office, 2, "#1 e4\n#99 e4"));
    let sent = office.drain();
    let answer = sent.iter().find(|s| s.to == ANNA).unwrap();
    assert!(
        answer.text.contains("There is no game #99 of yours"),
        "{}",
        answer.text
    );
    assert_eq!(moves_of(&office, 1), ["e4"]);
}

/// Anna's five games: White in games 1–3 (her move; game 3's deadline is the nearest,
/// then 1, then 2), Black in games 4–5 (she waits).
fn office_with_five_games() -> Office {
    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let now = office.now;
    office
        .store
        .transaction(|tx| {
            for (i, days) in [(1, 20), (2, 25), (3, 10)] {
                let mut game = Game::new(ANNA, &format!("o{i}@example.org"), days * DAY, now);
                tx.insert_game(&mut game, now)?;
            }
            for i in 4..=5 {
                let mut game = Game::new(&format!("o{i}@example.org"), ANNA, 30 * DAY, now);
                tx.insert_game(&mut game, now)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();
    office
}

/// The `#N` of each game part of a letter, in order.
fn sections(letter: &Sent) -> Vec<i64> {
    letter
        .text
        .lines()
        .filter_map(|line| line.strip_prefix("Game #"))
        .filter_map(|rest| rest.split(':').next()?.parse().ok())
        .collect()
}

#[test]
fn a_player_with_five_games_gets_one_digest_of_the_games_at_their_move() {
    let mut office = office_with_five_games();
    office.deliver(&mail(&office, 1, "Digest daily at 09:00 in europe/berlin"));
    let answer = office.drain().remove(0);
    assert!(
        answer.text.contains("every day at 09:00 (Europe/Berlin)"),
        "{}",
        answer.text
    );
    let due = pawnpost::time::next_local_time(9 * 60, "Europe/Berlin", office.now);
    // Not yet due: nothing.
    office.sweep_at(due - 60);
    assert!(office.drain().is_empty());
    office.sweep_at(due);
    let sent = office.drain();
    assert_eq!(sent.len(), 1, "{sent:#?}");
    let digest = &sent[0];
    assert_eq!(digest.to, ANNA);
    assert!(
        digest.subject.contains("3 games wait for your move"),
        "{}",
        digest.subject
    );
    // Exactly the games at her move, most urgent deadline first; the others a line each.
    assert_eq!(sections(digest), [3, 1, 2], "{}", digest.text);
    assert!(digest.text.contains("Where you wait:"), "{}", digest.text);
    assert_eq!(game_numbers(digest), [4, 5], "{}", digest.text);
    assert_eq!(digest.html.matches("src=\"cid:").count(), 3);
    // The three games stand alike (none begun, Anna White in each): one picture, shown
    // three times.
    let raw = String::from_utf8_lossy(&digest.raw);
    assert_eq!(raw.matches("Content-Type: image/png").count(), 1, "{raw}");
    let cids: std::collections::BTreeSet<&str> = digest
        .html
        .split("src=\"cid:")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert_eq!(cids.len(), 1, "{cids:?}");
    assert!(digest.reply_to.contains("+p-"), "{}", digest.reply_to);
    // Once a day: the same sweep again sends nothing; the next day's does.
    office.sweep_at(due + 600);
    assert!(office.drain().is_empty());
    office.sweep_at(due + DAY);
    assert_eq!(office.drain().len(), 1);

    // The digest is answered with lines for its games.
    office.deliver(&mail(&office, 2, "#3 e4\n#1 d4\n#2 c4"));
    office.drain();
    office.sweep_at(due + 2 * DAY);
    assert!(office.drain().is_empty(), "nothing to do: no digest");
    office.deliver(&mail(&office, 3, "Digest off"));
    assert!(office.drain()[0].text.contains("no more digest"));
}

#[test]
fn letters_digest_stops_the_letters_per_move_but_not_the_game_ends() {
    let mut office = office_with_five_games();
    office.deliver(&mail(&office, 1, "Letters digest"));
    let answer = office.drain().remove(0);
    assert!(
        answer.text.contains("come only in your daily digest"),
        "{}",
        answer.text
    );
    // The digest was turned on at 08:00 UTC.
    assert!(answer.text.contains("08:00 (UTC)"), "{}", answer.text);
    // Anna moves in game 1; o1 answers: Anna gets her own answer, not o1's move.
    office.deliver(&in_game(&office, 2, ANNA, 1, "e4"));
    let sent = office.drain();
    assert!(
        sent.iter().any(|s| s.to == ANNA),
        "her own answer still comes"
    );
    office.deliver(&in_game(&office, 3, "o1@example.org", 1, "e5"));
    let sent = office.drain();
    assert!(sent.iter().all(|s| s.to != ANNA), "{sent:#?}");
    assert!(sent.iter().any(|s| s.to == "o1@example.org"));
    // o4 resigns game 4: the game's end comes at once.
    office.deliver(&in_game(&office, 4, "o4@example.org", 4, "Resign"));
    let sent = office.drain();
    assert!(
        sent.iter()
            .any(|s| s.to == ANNA && s.subject.contains("#4")),
        "{sent:#?}"
    );
    // The digest shows game 1 at her move again.
    let due = pawnpost::time::next_local_time(8 * 60, "UTC", office.now);
    office.sweep_at(due);
    let digest = office.drain().remove(0);
    assert_eq!(sections(&digest), [3, 1, 2], "{}", digest.text);
    assert!(digest.text.contains("1... e5"), "{}", digest.text);
    // Letters each: o1's next move comes at once again.
    office.deliver(&mail(&office, 5, "Letters each"));
    office.drain();
    office.deliver(&in_game(&office, 6, ANNA, 1, "Nf3"));
    office.deliver(&in_game(&office, 7, "o1@example.org", 1, "Nc6"));
    assert!(
        office
            .drain()
            .iter()
            .any(|s| s.to == ANNA && s.text.contains("Nc6"))
    );
}

/// More digests due at once than one transaction composes: every one is sent, once,
/// each with a Message-ID of its own.
#[test]
fn many_digests_due_at_once_each_have_their_own_message_id() {
    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let now = office.now;
    let players: Vec<String> = (0..230).map(|i| format!("p{i}@example.org")).collect();
    let due = pawnpost::time::next_local_time(8 * 60, "UTC", now);
    office
        .store
        .transaction(|tx| {
            for player in &players {
                let mut game = Game::new(player, "rival@example.org", 30 * DAY, now);
                tx.insert_game(&mut game, now)?;
                let plan = pawnpost::store::DigestPlan {
                    minute: Some(8 * 60),
                    zone: "UTC".to_owned(),
                    only: false,
                };
                tx.set_digest(player, &plan, Some(due), now)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();
    office.sweep_at(due);
    let sent = office.drain();
    assert_eq!(sent.len(), players.len());
    let ids: std::collections::BTreeSet<&str> =
        sent.iter().map(|s| s.message_id.as_str()).collect();
    assert_eq!(ids.len(), players.len(), "two digests share a Message-ID");
    let readers: std::collections::BTreeSet<&str> = sent.iter().map(|s| s.to.as_str()).collect();
    assert_eq!(readers.len(), players.len());
    office.sweep_at(due + 60);
    assert!(office.drain().is_empty());
}

/// A time or a zone that is none gets an answer that says what to write, and changes
/// nothing.
#[test]
fn a_digest_at_no_time_or_in_no_zone_is_refused_with_an_example() {
    let mut office = office_with_five_games();
    office.deliver(&mail(&office, 1, "Digest daily at 25:00"));
    let answer = office.drain().remove(0);
    assert!(
        answer
            .text
            .contains("`25:00` is no time of day; write it as 08:00 or 20:30"),
        "{}",
        answer.text
    );
    // A sign makes no time: `-1:00` is refused, never stored as 01:00.
    office.deliver(&mail(&office, 3, "Digest daily at -1:00"));
    let answer = office.drain().remove(0);
    assert!(
        answer
            .text
            .contains("`-1:00` is no time of day; write it as 08:00 or 20:30"),
        "{}",
        answer.text
    );
    office.deliver(&mail(&office, 2, "Digest daily at 07:00 in Mars/Olympus"));
    let answer = office.drain().remove(0);
    assert!(
        answer
            .text
            .contains("`Mars/Olympus` is no time zone I know"),
        "{}",
        answer.text
    );
    // Nothing was set: no digest comes.
    office.sweep_at(office.now + 2 * DAY);
    assert!(office.drain().iter().all(|s| !s.subject.contains("digest")));
}

/// A mail in game 1's thread that also has a line for game 1 acts on it twice (here a
/// move, then a resignation): every letter about the game shows where it stands after
/// the whole mail, its PGN with the result.
#[test]
fn a_line_for_the_threads_own_game_leaves_every_letter_with_the_latest_state() {
    let mut office = office_with_five_games();
    let thread = office.reply_address(1, ANNA);
    office.deliver(
        format!(
            "From: {ANNA}\r\nTo: {thread}\r\nSubject: Re: game 1\r\nMessage-ID: <t1@client.example>\r\n\r\ne4\r\n#1 Resign\r\n"
        )
        .as_bytes(),
    );
    assert_eq!(moves_of(&office, 1), ["e4"]);
    assert!(office.store.load_game(1).unwrap().outcome().is_some());
    let sent = office.drain();
    let pgns: Vec<String> = sent
        .iter()
        .filter(|s| s.to == "o1@example.org")
        .filter_map(Sent::pgn)
        .collect();
    assert!(!pgns.is_empty(), "{sent:#?}");
    for pgn in pgns {
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        assert!(pgn.contains("1. e4"), "{pgn}");
    }
}

/// Issue 30: 22 games at Anna's move whose last moves each carry a 0.95 MB comment (as
/// stored before comments were cut where they are read): her digest stays within the
/// ceiling of any letter, shows the games that fit with their comments cut, and counts
/// the rest. Before, such a digest was 39.7 MB, composed under the write lock.
#[test]
fn a_digest_of_games_with_huge_comments_stays_within_its_ceiling() {
    use pawnpost::command::parse::{MAX_COMMENT_CHARS, SHORTENED_MARK};
    use pawnpost::daemon::outbox::MAX_LETTER_TEXT_BYTES;

    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let now = office.now;
    let huge = "Look at this move! ".repeat(50_000);
    office
        .store
        .transaction(|tx| {
            for i in 0..22 {
                let opponent = format!("o{i}@example.org");
                let mut game = Game::new(&opponent, ANNA, 30 * DAY, now);
                game.apply(
                    &opponent,
                    &[Command::Move("e4".parse().unwrap())],
                    Some(&huge),
                    now,
                );
                tx.insert_game(&mut game, now)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();
    office.deliver(&mail(&office, 1, "Digest daily at 08:00"));
    office.drain();
    let due = pawnpost::time::next_local_time(8 * 60, "UTC", office.now);
    office.sweep_at(due);
    let sent = office.drain();
    assert_eq!(sent.len(), 1, "{sent:#?}");
    let digest = &sent[0];
    assert!(
        digest.text.len() <= MAX_LETTER_TEXT_BYTES,
        "{} bytes of text",
        digest.text.len()
    );
    assert!(digest.raw.len() <= 512 * 1024, "{} bytes", digest.raw.len());
    let shown = sections(digest);
    assert!(!shown.is_empty() && shown.len() < 22, "{shown:?}");
    assert_eq!(
        digest.text.matches(SHORTENED_MARK).count(),
        shown.len(),
        "every comment shown is cut"
    );
    assert!(
        digest
            .text
            .contains(&format!("{} more games are", 22 - shown.len())),
        "{}",
        digest.text
    );
    // A comment carries at most its bound into the letter.
    let longest_line = digest
        .text
        .lines()
        .map(|l| l.chars().count())
        .max()
        .unwrap();
    assert!(longest_line <= MAX_COMMENT_CHARS + 4, "{longest_line}");
    println!(
        "digest: {} games shown of 22, {} bytes of text, {} bytes of mail",
        shown.len(),
        digest.text.len(),
        digest.raw.len()
    );
}

/// Issue 30: a comment longer than the bound reaches the opponent cut, ending in the
/// mark, with a line that says so; its writer is told how long it was.
#[test]
fn a_long_comment_reaches_the_opponent_cut_and_both_are_told() {
    use pawnpost::command::parse::{MAX_COMMENT_CHARS, SHORTENED_MARK};

    let mut office = office_with_anna_and_bob();
    let comment = "A long story about this opening. ".repeat(200);
    let had = comment.trim_end().chars().count();
    office.deliver(&in_game(&office, 1, ANNA, 1, &format!("e4\n\n{comment}")));
    let sent = office.drain();
    let to = |who: &str| {
        sent.iter()
            .find(|s| s.to == who)
            .unwrap_or_else(|| panic!("no letter to {who}: {sent:#?}"))
    };
    let bob = to(BOB);
    assert!(bob.text.contains(SHORTENED_MARK), "{}", bob.text);
    assert!(
        bob.text.contains(&format!(
            "This comment was shortened to its first {MAX_COMMENT_CHARS} characters."
        )),
        "{}",
        bob.text
    );
    assert!(bob.text.len() < comment.len(), "{} bytes", bob.text.len());
    let anna = to(ANNA);
    assert!(
        anna.text.contains(&format!(
            "Your comment had {had} characters; your opponent reads its first {MAX_COMMENT_CHARS}."
        )),
        "{}",
        anna.text
    );
}

/// Issue 35, item 6: our refusal echoes the player's command ("Not done:
/// `Challenge carol@… black 5 days per move` — challenges are sent in a new mail"); the
/// new mail the player then sends, that line alone, is their command, not our text
/// carried back ("quoted history only").
#[test]
fn a_command_our_refusal_echoed_is_read_in_the_next_mail() {
    let mut office = office_with_anna_and_bob();
    let command = "Challenge carol@example.org black 5 days per move";
    office.deliver(&in_game(&office, 1, BOB, 1, command));
    let refusal = office.drain().remove(0);
    assert!(
        refusal.text.contains(&format!("`{command}`")),
        "{}",
        refusal.text
    );
    let own = office.own_address(BOB);
    office.deliver(
        format!(
            "From: {BOB}\r\nTo: {own}\r\nSubject: challenge\r\nMessage-ID: <c2@client.example>\r\n\r\n{command}\r\n"
        )
        .as_bytes(),
    );
    let answer = office
        .drain()
        .into_iter()
        .find(|s| s.to == BOB)
        .expect("Bob is answered");
    assert!(!answer.text.contains("quoted"), "{}", answer.text);
    let open = office.store.transaction(|tx| tx.open_challenges()).unwrap();
    assert!(
        open.iter()
            .any(|c| c.challenger == BOB && c.opponent == "carol@example.org"),
        "{open:?}\n{}",
        answer.text
    );
}
