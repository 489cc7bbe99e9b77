//! Events in stages (issue 32 item 3): an event's sections and its final, each a
//! tournament of its own, linked here (`daemon::stages` makes and runs them).

use rusqlite::{OptionalExtension as _, params};

use crate::community::stages::FinalForm;
use crate::time::Timestamp;

use super::{Cached as _, StoreError, Tx};

/// An event in stages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageEvent {
    pub id: i64,
    pub name: String,
    /// The best this many of each section go on to the final.
    pub qualify: u32,
    /// What the qualifiers play.
    pub final_form: FinalForm,
    /// The final once made.
    pub final_id: Option<i64>,
    /// The sections' tournaments, in section order.
    pub sections: Vec<i64>,
}

impl Tx<'_> {
    /// Records a new event in stages; its sections are added with [`Tx::add_stage_section`].
    pub fn insert_stage_event(
        &self,
        name: &str,
        qualify: u32,
        final_form: FinalForm,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO stage_events (name, qualify, final_form, created_at) \
             VALUES (?1, ?2, ?3, ?4)",
            params![name, qualify, final_form.key(), now],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// Links `tournament` to `event` as its section `section` (0-based).
    pub fn add_stage_section(
        &self,
        event: i64,
        tournament: i64,
        section: u32,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO stage_parts (tournament_id, event_id, section) VALUES (?1, ?2, ?3)",
            params![tournament, event, section],
        )?;
        Ok(())
    }

    /// Records the event's final.
    pub fn set_stage_final(&self, event: i64, tournament: i64) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "UPDATE stage_events SET final_id = ?2 WHERE id = ?1",
            params![event, tournament],
        )?;
        Ok(())
    }

    fn stage_event_where(
        &self,
        sql: &str,
        key: &dyn rusqlite::ToSql,
    ) -> Result<Option<StageEvent>, StoreError> {
        let found = self
            .conn
            .prepare_cached(sql)?
            .query_row([key], |r| {
                Ok(StageEvent {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    qualify: r.get(2)?,
                    final_id: r.get(3)?,
                    // The column's CHECK admits only the keys.
                    final_form: FinalForm::from_key(&r.get::<_, String>(4)?).unwrap_or_default(),
                    sections: Vec::new(),
                })
            })
            .optional()?;
        let Some(mut event) = found else {
            return Ok(None);
        };
        event.sections = self
            .conn
            .prepare_cached(
                "SELECT tournament_id FROM stage_parts WHERE event_id = ?1 ORDER BY section",
            )?
            .query_map([event.id], |r| r.get(0))?
            .collect::<Result<Vec<i64>, _>>()?;
        Ok(Some(event))
    }

    /// The event in stages called `name` (any case).
    pub fn stage_event_named(&self, name: &str) -> Result<Option<StageEvent>, StoreError> {
        self.stage_event_where(
            "SELECT id, name, qualify, final_id, final_form FROM stage_events WHERE name = ?1",
            &name,
        )
    }

    /// The event whose section `tournament` is, if any.
    pub fn stage_event_of_section(
        &self,
        tournament: i64,
    ) -> Result<Option<StageEvent>, StoreError> {
        self.stage_event_where(
            "SELECT e.id, e.name, e.qualify, e.final_id, e.final_form FROM stage_events e \
             JOIN stage_parts p ON p.event_id = e.id WHERE p.tournament_id = ?1",
            &tournament,
        )
    }

    /// Whether `tournament` is the final of an event in stages (its knockout is seeded
    /// by the stage).
    pub fn is_stage_final(&self, tournament: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT EXISTS (SELECT 1 FROM stage_events WHERE final_id = ?1)")?
            .query_row([tournament], |r| r.get(0))?)
    }

    /// The event whose section or final `tournament` is, if any.
    pub fn stage_event_of(&self, tournament: i64) -> Result<Option<StageEvent>, StoreError> {
        if let Some(event) = self.stage_event_of_section(tournament)? {
            return Ok(Some(event));
        }
        self.stage_event_where(
            "SELECT id, name, qualify, final_id, final_form FROM stage_events WHERE final_id = ?1",
            &tournament,
        )
    }
}
