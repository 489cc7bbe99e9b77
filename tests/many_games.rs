//! Issue 22, many games at once: the list of a player's games by urgency, in pages.

mod common;

use common::{Office, Sent};
use pawnpost::command::Command;
use pawnpost::game::{DAY, Game};

const ANNA: &str = "anna@example.org";

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
