//! Property: random legal games played through `game`, stored and reloaded, give the
//! identical state.

use pawnpost::command::Command;
use pawnpost::game::{DAY, Game};
use pawnpost::notation::san;
use pawnpost::store::{InboundKey, Store, StoreError};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn random_games_survive_the_store(choices in prop::collection::vec((any::<u16>(), 0u8..16), 1..80)) {
        let mut store = Store::open_in_memory().unwrap();
        let id = store
            .transaction(|tx| tx.insert_game(&mut Game::new("w@x", "b@x", 30 * DAY, 0), 0))
            .unwrap();
        let mut shadow = store.load_game(id).unwrap();
        for (n, (pick, extra)) in choices.iter().enumerate() {
            let now = n as i64 * 3600;
            let Some(color) = shadow.to_act() else { break };
            let by = shadow.player(color).to_owned();
            let pos = *shadow.position();
            let legal = pos.legal_moves();
            let mut commands = Vec::new();
            if shadow.offer().is_some_and(|o| !o.with_move) {
                commands.push(if extra % 2 == 0 { Command::DenyDraw } else { Command::DenyCancel });
            } else if !legal.is_empty() {
                let m = legal[*pick as usize % legal.len()];
                commands.push(Command::Move(san(&pos, &m).parse().unwrap()));
                match extra {
                    0 => commands.push(Command::RequestDraw),
                    1 => commands.push(Command::RequestCancel),
                    _ => {}
                }
            }
            if *extra == 15 {
                commands = vec![Command::RequestDraw];
            }
            let key = format!("m{n}@x");
            store
                .with_mail_transaction(
                    &InboundKey { message_id: Some(&key), raw: b"", source_id: "p", sender: &by },
                    now,
                    |tx| {
                        let mut game = tx.load_game(id)?;
                        let events = game.apply(&by, &commands, None, now);
                        tx.save_game(&game, &events, now)?;
                        Ok::<_, StoreError>(())
                    },
                )
                .unwrap();
            shadow.apply(&by, &commands, None, now);
            prop_assert_eq!(&store.load_game(id).unwrap(), &shadow);
        }
        prop_assert!(store.check_db().unwrap().is_empty());
    }
}
