//! Private notes (migration 11): a player's notes per game, read only by their writer.

use rusqlite::params;

use super::{Cached, StoreError, Tx};
use crate::game::{GameId, Timestamp};

/// One note: the number of moves the game had when it was written, and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub ply: u32,
    pub text: String,
    pub created_at: Timestamp,
}

impl Tx<'_> {
    /// Keeps `text` for `address` in `game`; returns how many notes they now keep there.
    pub fn add_note(
        &self,
        game: GameId,
        address: &str,
        ply: u32,
        text: &str,
        now: Timestamp,
    ) -> Result<u32, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO notes (game_id, address, ply, text, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game, address, ply, text, now],
        )?;
        self.note_count(game, address)
    }

    /// How many notes `address` keeps in `game`.
    pub fn note_count(&self, game: GameId, address: &str) -> Result<u32, StoreError> {
        Ok(self.conn.query_row_cached(
            "SELECT count(*) FROM notes WHERE game_id = ?1 AND address = ?2",
            params![game, address],
            |row| row.get(0),
        )?)
    }

    /// The notes of `address` in `game`, oldest first.
    pub fn notes(&self, game: GameId, address: &str) -> Result<Vec<Note>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT ply, text, created_at FROM notes WHERE game_id = ?1 AND address = ?2 \
             ORDER BY id",
        )?;
        let notes = stmt
            .query_map(params![game, address], |row| {
                Ok(Note {
                    ply: row.get(0)?,
                    text: row.get(1)?,
                    created_at: row.get(2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(notes)
    }

    /// Removes every note of `address` in `game`; returns how many there were.
    pub fn clear_notes(&self, game: GameId, address: &str) -> Result<u32, StoreError> {
        let removed = self.conn.execute_cached(
            "DELETE FROM notes WHERE game_id = ?1 AND address = ?2",
            params![game, address],
        )?;
        Ok(removed as u32)
    }
}
