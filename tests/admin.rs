//! The admin subcommands' output.

use pawnpost::admin;
use pawnpost::command::Command;
use pawnpost::game::{DAY, Game};
use pawnpost::store::{GameFilter, Store, StoreError, Which};
use pawnpost::time::{format_utc, parse_utc};

const NOW: i64 = 1_718_000_000; // 2024-06-10 06:13:20 UTC

fn store_with_game() -> (Store, i64) {
    let mut store = Store::open_in_memory().unwrap();
    let id = store
        .transaction(|tx| {
            let mut game = Game::new("sally@x.org", "john@x.org", 30 * DAY, NOW);
            game.apply(
                "sally@x.org",
                &[Command::Move("e4".parse().unwrap()), Command::RequestDraw],
                None,
                NOW,
            );
            tx.insert_game(&mut game, NOW)
        })
        .unwrap();
    (store, id)
}

/// `--now` and the times the admin commands print.
#[test]
fn times_parse_and_print() {
    assert_eq!(parse_utc("1718000000").unwrap(), NOW);
    assert_eq!(parse_utc("2024-06-10T06:13:20Z").unwrap(), NOW);
    assert_eq!(
        parse_utc("2024-06-10").unwrap(),
        NOW - 6 * 3600 - 13 * 60 - 20
    );
    assert!(parse_utc("2024-02-30").is_err());
    assert!(parse_utc("yesterday").is_err());
    assert_eq!(format_utc(NOW), "2024-06-10 06:13 UTC");
}

#[test]
fn games_show_pgn() {
    let (store, id) = store_with_game();
    let list = admin::games(&store, &GameFilter::default(), NOW, false).unwrap();
    assert!(list.contains("sally@x.org"), "{list}");
    assert!(
        list.contains("john@x.org to act by 2024-07-10 06:13 UTC"),
        "{list}"
    );
    let json = admin::games(
        &store,
        &GameFilter {
            which: Which::Finished,
            player: None,
        },
        NOW,
        true,
    )
    .unwrap();
    assert_eq!(json.trim(), "[]");
    let show = admin::show(&store, id, NOW + 3600, false).unwrap();
    for expected in [
        "White: sally@x.org",
        "Status: active, Black to move",
        "Pending: draw request by White (sent with a move)",
        "To act: Black (john@x.org), deadline 2024-07-10 06:13 UTC (in 719h)",
        "4  . . . . P . . .",
        "  1. e4",
    ] {
        assert!(show.contains(expected), "{expected:?} missing in\n{show}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&admin::show(&store, id, NOW, true).unwrap()).unwrap();
    assert_eq!(json["san"][0], "e4");
    assert_eq!(json["to_act"], "john@x.org");
    let pgn = admin::pgn(&store, id, "pawnpost@x.org").unwrap();
    assert!(
        pgn.contains("[Date \"2024.06.10\"]") && pgn.contains("1. e4 *"),
        "{pgn}"
    );
    assert!(matches!(
        admin::show(&store, 99, NOW, false),
        Err(admin::AdminError::Store(StoreError::UnknownGame(99)))
    ));
}

#[test]
fn adjudicate_sweep_check() {
    let (mut store, id) = store_with_game();
    let pm = pawnpost::daemon::Postmaster {
        config: pawnpost::config::Config::default(),
        secret: pawnpost::identity::ServerSecret::from_bytes(&[7u8; 32]).unwrap(),
    };
    assert!(admin::adjudicate(&pm, &mut store, id, "maybe", "x", NOW).is_err());
    assert!(admin::adjudicate(&pm, &mut store, id, "white", " ", NOW).is_err());
    let status = |store: &Store| {
        admin::status(store, NOW, std::time::Duration::from_secs(60), false).unwrap()
    };
    assert!(
        status(&store).contains("active games: 1\n"),
        "{}",
        status(&store)
    );
    let (_, text) =
        admin::adjudicate(&pm, &mut store, id, "draw", "both agreed by phone", NOW).unwrap();
    assert!(
        status(&store).contains("active games: 0\n"),
        "{}",
        status(&store)
    );
    assert_eq!(
        text,
        format!("game {id}: drawn by adjudication (1/2-1/2), because both agreed by phone\n")
    );
    // Decided, saved and both players' letters queued in the same transaction; each
    // letter gives the reason once.
    let letters: Vec<String> = store
        .transaction(|tx| {
            let mut stmt = tx
                .connection()
                .prepare("SELECT text FROM outbox_text ORDER BY id")?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            Ok::<_, StoreError>(rows.collect::<Result<_, _>>()?)
        })
        .unwrap();
    assert_eq!(letters.len(), 2, "{letters:?}");
    for letter in &letters {
        assert_eq!(
            letter.matches("both agreed by phone").count(),
            1,
            "{letter}"
        );
    }
    let actions = store
        .sweep(
            NOW + 40 * DAY,
            80,
            |_, _, _| Ok(None),
            |_, _, _, _| Ok::<_, StoreError>(()),
        )
        .unwrap();
    assert_eq!(admin::sweep_report(&actions), "nothing due\n");
    let (ok, report) = admin::check_db(&store).unwrap();
    assert!(ok, "{report}");
}
