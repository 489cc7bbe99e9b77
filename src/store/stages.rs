//! Events in stages (issue 32 item 3): an event's sections and its final, each a
//! tournament of its own, linked here (`daemon::stages` makes and runs them).

use rusqlite::{OptionalExtension as _, params};

use crate::command::Start;
use crate::community::stages::FinalForm;
use crate::game::{EventRules, TimeControl};
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
    /// The sections' tournaments, in section order (none yet while open for entries).
    pub sections: Vec<i64>,
    /// Opened for entries by mail: this many players; 0: made with its players.
    pub size: u32,
}

/// How the sections of an event opened for entries will be played (kept until the
/// last entry deals them; the columns of `tournaments` of the same names).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingSections {
    /// How many sections.
    pub count: u32,
    pub double: bool,
    pub forfeit_timeout_secs: i64,
    pub time_control: Option<TimeControl>,
    pub start: Start,
    pub rules: EventRules,
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

    /// Records an event in stages opened for `size` entries by mail, its sections to be
    /// played as `terms`.
    pub fn open_stage_event(
        &self,
        name: &str,
        qualify: u32,
        final_form: FinalForm,
        size: u32,
        terms: &PendingSections,
        now: Timestamp,
    ) -> Result<i64, StoreError> {
        self.conn.execute_cached(
            "INSERT INTO stage_events (name, qualify, final_form, size, cycles, \
             forfeit_timeout_secs, time_control, start, rules, created_at, section_count) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                name,
                qualify,
                final_form.key(),
                size,
                if terms.double { 2 } else { 1 },
                terms.forfeit_timeout_secs,
                terms.time_control.map(TimeControl::key).unwrap_or_default(),
                terms.start.key(),
                terms.rules.key(),
                now,
                terms.count
            ],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    /// The terms an event opened for entries keeps for its sections.
    pub fn pending_sections(&self, event: i64) -> Result<PendingSections, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT cycles, forfeit_timeout_secs, time_control, start, rules, \
                 section_count FROM stage_events WHERE id = ?1",
            )?
            .query_row([event], |r| {
                Ok(PendingSections {
                    count: r.get(5)?,
                    double: r.get::<_, u32>(0)? == 2,
                    forfeit_timeout_secs: r.get(1)?,
                    time_control: TimeControl::from_key(&r.get::<_, String>(2)?),
                    start: Start::from_key(&r.get::<_, String>(3)?).unwrap_or_default(),
                    rules: EventRules::from_key(&r.get::<_, String>(4)?),
                })
            })?)
    }

    /// Enters `address` in the open event `event`.
    pub fn add_stage_entry(
        &self,
        event: i64,
        address: &str,
        now: Timestamp,
    ) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "INSERT INTO stage_entries (event_id, address, joined_at) VALUES (?1, ?2, ?3)",
            params![event, address, now],
        )?;
        Ok(())
    }

    /// Takes `address` off the open event `event`; whether they were entered.
    pub fn remove_stage_entry(&self, event: i64, address: &str) -> Result<bool, StoreError> {
        Ok(self.conn.execute_cached(
            "DELETE FROM stage_entries WHERE event_id = ?1 AND address = ?2",
            params![event, address],
        )? > 0)
    }

    /// Forgets an open event's entries once its sections hold them.
    pub fn clear_stage_entries(&self, event: i64) -> Result<(), StoreError> {
        self.conn.execute_cached(
            "DELETE FROM stage_entries WHERE event_id = ?1",
            params![event],
        )?;
        Ok(())
    }

    /// The entries of an open event, in the order they came.
    pub fn stage_entries(&self, event: i64) -> Result<Vec<String>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT address FROM stage_entries WHERE event_id = ?1 ORDER BY joined_at, rowid",
            )?
            .query_map([event], |r| r.get(0))?
            .collect::<Result<Vec<String>, _>>()?)
    }

    /// The open events in stages `address` entered, each as (players, sections,
    /// cycles): the games they will bring.
    pub fn stage_entries_of(&self, address: &str) -> Result<Vec<(u32, u32, u32)>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT e.size, e.section_count, e.cycles FROM stage_entries s \
                 JOIN stage_events e ON e.id = s.event_id WHERE s.address = ?1",
            )?
            .query_map([address], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<Vec<_>, _>>()?)
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
                    size: r.get(5)?,
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
            "SELECT id, name, qualify, final_id, final_form, size FROM stage_events WHERE name = ?1",
            &name,
        )
    }

    /// The event whose section `tournament` is, if any.
    pub fn stage_event_of_section(
        &self,
        tournament: i64,
    ) -> Result<Option<StageEvent>, StoreError> {
        self.stage_event_where(
            "SELECT e.id, e.name, e.qualify, e.final_id, e.final_form, e.size FROM stage_events e \
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
            "SELECT id, name, qualify, final_id, final_form, size FROM stage_events WHERE final_id = ?1",
            &tournament,
        )
    }
}
