//! The players' conditional moves (migration 7): one row per game and colour with the
//! tree as text (`Tree::encode`) and the number of moves the game had when it was
//! written. A tree is read back only through `Tree::decode`, against the game as it
//! stands: a row that does not fit it (the game moved on some other way, a move no
//! longer legal) is never played. The rows go with the game's end (a trigger), and
//! they are saved in the transaction that saves the game, so a move and the
//! conditional answer to it are stored together or not at all.

use rusqlite::params;

use crate::game::conditions::Trees;
use crate::game::{Game, GameId, Timestamp};
use crate::rules::Color;

use super::{Cached as _, Store, StoreError, Tx};

/// The stored trees of `game` that fit it ([`Trees::restore`] decides which).
fn load(conn: &rusqlite::Connection, game: &Game) -> Result<Trees, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT color, ply, tree FROM conditions WHERE game_id = ?1")?;
    let rows = stmt
        .query_map([game.id], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, i64>(1)?,
                row.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let stored = rows.iter().filter_map(|(color, ply, text)| {
        let owner = Color::ALL.into_iter().find(|c| c.name() == color)?;
        Some((owner, u32::try_from(*ply).ok()?, text.as_str()))
    });
    let (trees, unfit) = Trees::restore(game, stored);
    for (color, error) in unfit {
        tracing::warn!(game = game.id, %color, "{error}; ignored");
    }
    Ok(trees)
}

impl Tx<'_> {
    /// The trees of `game`, as it was loaded in this transaction.
    pub fn conditions(&self, game: &Game) -> Result<Trees, StoreError> {
        load(self.conn, game)
    }

    /// Stores `trees` as the conditional moves of `game` (saved in this transaction),
    /// replacing whatever was stored.
    pub fn save_conditions(
        &self,
        game: &Game,
        trees: &Trees,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.conn
            .execute_cached("DELETE FROM conditions WHERE game_id = ?1", [game.id])?;
        if game.is_over() {
            return Ok(());
        }
        let ply = i64::try_from(game.moves().len()).unwrap_or(i64::MAX);
        for color in Color::ALL {
            if let Some(tree) = trees.of(color) {
                self.conn.execute_cached(
                    "INSERT INTO conditions (game_id, color, ply, tree, set_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![game.id, color.name(), ply, tree.encode(), now],
                )?;
            }
        }
        Ok(())
    }
}

impl Store {
    /// Which players of game `id` hold conditional moves, with how many lines each —
    /// what the admin's `show` says of them; never the moves.
    pub fn conditions_held(&self, id: GameId) -> Result<Vec<(Color, u32)>, StoreError> {
        let game = self.load_game(id)?;
        let trees = load(self.conn(), &game)?;
        Ok(Color::ALL
            .into_iter()
            .filter_map(|c| trees.of(c).map(|t| (c, t.lines())))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::game::conditions::{Attached, apply};
    use crate::notation::Language;

    const W: &str = "white@example.org";
    const B: &str = "black@example.org";

    fn mail(tx: &Tx<'_>, id: GameId, by: &str, text: &str) -> Result<Game, StoreError> {
        let mut game = tx.load_game(id)?;
        let mut trees = tx.conditions(&game)?;
        let commands = read_commands(text, Language::English).commands;
        let events = apply(
            &mut game,
            &mut trees,
            by,
            &commands,
            Attached::Nothing,
            None,
            10,
        );
        tx.save_game(&game, &events, 10)?;
        tx.save_conditions(&game, &trees, 10)?;
        Ok(game)
    }

    fn sans(game: &Game) -> Vec<String> {
        game.moves().iter().map(|m| m.san.clone()).collect()
    }

    #[test]
    fn the_move_and_its_answer_commit_or_roll_back_together() {
        let mut store = Store::open_in_memory().unwrap();
        let id = store
            .transaction(|tx| {
                let mut game = Game::new(W, B, 86_400, 0);
                tx.insert_game(&mut game, 0)
            })
            .unwrap();
        store
            .transaction(|tx| mail(tx, id, W, "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3").map(drop))
            .unwrap();
        assert_eq!(store.conditions_held(id).unwrap(), [(Color::White, 2)]);

        // Black's e5 is answered by Nf3 inside the transaction; a failure after the
        // game is saved (here: just before the trees are) stores neither move.
        let failed: Result<(), StoreError> = store.transaction(|tx| {
            let mut game = tx.load_game(id)?;
            let mut trees = tx.conditions(&game)?;
            let commands = read_commands("e5", Language::English).commands;
            let events = apply(
                &mut game,
                &mut trees,
                B,
                &commands,
                Attached::Nothing,
                None,
                20,
            );
            assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
            tx.save_game(&game, &events, 20)?;
            Err(StoreError::Stopped)
        });
        assert!(failed.is_err());
        let stored = store.load_game(id).unwrap();
        assert_eq!(sans(&stored), ["e4"], "neither e5 nor its answer is stored");
        assert_eq!(store.conditions_held(id).unwrap(), [(Color::White, 2)]);

        // The same mail again, committed: both moves, and the rest of the tree.
        store
            .transaction(|tx| mail(tx, id, B, "e5").map(drop))
            .unwrap();
        assert_eq!(sans(&store.load_game(id).unwrap()), ["e4", "e5", "Nf3"]);
        assert_eq!(store.conditions_held(id).unwrap(), [(Color::White, 1)]);
    }

    #[test]
    fn a_tree_that_does_not_fit_is_never_played_and_the_end_clears_it() {
        let mut store = Store::open_in_memory().unwrap();
        let id = store
            .transaction(|tx| {
                let mut game = Game::new(W, B, 86_400, 0);
                tx.insert_game(&mut game, 0)
            })
            .unwrap();
        store
            .transaction(|tx| mail(tx, id, W, "e4\nIf e5 Nf3").map(drop))
            .unwrap();
        // A row written for another move number is ignored.
        store
            .conn()
            .execute("UPDATE conditions SET ply = 3", [])
            .unwrap();
        assert!(store.conditions_held(id).unwrap().is_empty());
        store
            .conn()
            .execute("UPDATE conditions SET ply = 1", [])
            .unwrap();
        assert_eq!(store.conditions_held(id).unwrap(), [(Color::White, 1)]);
        // A game that ends takes its trees along, whatever ended it.
        store
            .transaction(|tx| {
                let mut game = tx.load_game(id)?;
                let events = game.adjudicate(crate::game::GameResult::Draw, "test", 30);
                tx.save_game(&game, &events, 30)
            })
            .unwrap();
        let rows: i64 = store
            .conn()
            .query_row("SELECT count(*) FROM conditions", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 0);
    }
}
