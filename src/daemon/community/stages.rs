//! Events in stages (issue 32 item 3; the rules are `community::stages` and
//! docs/rules.md "Stages"): the admin names the players; they are seeded by rating and
//! dealt into round-robin sections by the snake, each section a tournament of its own
//! (`NAME-A`, `NAME-B`, …). When the last game of the last section ends, the best
//! `qualify` of each section make the final (`NAME-final`, seeded every winner before
//! any runner-up), and every player of the sections gets a letter: through to the
//! final, or out with the cut explained from the table. The final is a round robin, or
//! with `--final knockout` a knockout of two-game matches (`daemon::knockout` runs it
//! like any other; its seeds are `community::stages::knockout_seeds`, kept as its
//! seats, which `Tx::entries_by_rank` reads for a stage's final).
//!
//! Who can cause what: only the admin makes an event (`pawnpost tournament create
//! --sections`); its letters follow from results (a game's end, which only its players
//! or the sweep cause), one per section player, once per event (the final is made
//! once: `final_id`). Their texts are tournaments' names set by the admin and public
//! names. A knockout final's letters are any knockout's: caused by its games' ends
//! and withdrawals, to its players only.

use crate::community::Pool;
use crate::community::stages::{self, FinalForm, Qualifier};
use crate::community::standings::{Crosstable, Row};
use crate::game::Timestamp;
use crate::letter::community::{CommunityTopic, knockout_bracket};
use crate::letter::stages::{Ahead, StageLine as S};
use crate::letter::{Block, CommunityLine as L, Letter, Line, LobbyTopic};
use crate::store::stages::StageEvent;
use crate::store::{Store, StoreError, Tournament, TournamentSystem, Tx};

use super::{TournamentError, TournamentTerms, checked_name, create_tournament_in, crosstable};
use crate::daemon::outbox;
use crate::daemon::{Postmaster, ProcessError};

const DAY: i64 = 86_400;

/// The longest name of an event in stages: its final is `NAME-final` (30 at most).
pub const MAX_NAME: usize = 24;

/// A section's name: `NAME-A`, `NAME-B`, …
pub fn section_name(event: &str, section: usize) -> String {
    format!("{event}-{}", (b'A' + section as u8) as char)
}

/// The final's name.
pub fn final_name(event: &str) -> String {
    format!("{event}-final")
}

/// How an event in stages is played after its sections, as the admin set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// Round-robin sections, 2 to 26.
    pub sections: u32,
    /// The best this many of each go on (at least 1: two sections make two finalists).
    pub qualify: u32,
    pub final_form: FinalForm,
}

/// What [`create`] made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StagesMade {
    /// Each section's name and players.
    pub sections: Vec<(String, usize)>,
    /// Games started in all.
    pub games: u32,
}

/// `pawnpost tournament create NAME --players … --sections N --qualify Q [--final
/// knockout]`: the event, its sections started at once (every game of every section).
pub fn create(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    players: &[String],
    plan: Plan,
    terms: TournamentTerms,
    now: Timestamp,
) -> Result<StagesMade, TournamentError> {
    let event = checked_event(name, players.len() as u32, plan, &terms)?;
    let addresses = super::entrant_addresses(players)?;
    let timeout = terms
        .timeout_days
        .unwrap_or(pm.config.game.forfeit_timeout_days);
    store.transaction(|tx| {
        names_free(tx, event.as_str(), plan.sections)?;
        let id = tx.insert_stage_event(event.as_str(), plan.qualify, plan.final_form, now)?;
        deal(
            pm,
            tx,
            id,
            event.as_str(),
            &addresses,
            plan,
            terms,
            timeout,
            now,
        )
    })
}

/// `pawnpost tournament open NAME --size P --sections N --qualify Q [--final …]`: an
/// event in stages that players enter by mail (`Join NAME`); the last of its `size`
/// entries deals the sections and starts them, as [`create`] does.
pub fn open(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    size: u32,
    plan: Plan,
    terms: TournamentTerms,
    now: Timestamp,
) -> Result<(), TournamentError> {
    let event = checked_event(name, size, plan, &terms)?;
    let timeout = terms
        .timeout_days
        .unwrap_or(pm.config.game.forfeit_timeout_days);
    if !(1..=crate::game::MAX_TIMEOUT_DAYS).contains(&timeout) {
        return Err(TournamentError::Timeout(timeout));
    }
    if terms.time_control.is_some_and(|c| !c.is_valid()) {
        let control = terms
            .time_control
            .map(|c| c.to_string())
            .unwrap_or_default();
        return Err(TournamentError::TimeControl(control));
    }
    let pending = crate::store::stages::PendingSections {
        count: plan.sections,
        double: terms.double,
        forfeit_timeout_secs: i64::from(timeout) * DAY,
        time_control: terms.time_control,
        start: terms.start,
        rules: terms.rules.checked().map_err(TournamentError::Rules)?,
    };
    store.transaction(|tx| {
        names_free(tx, event.as_str(), plan.sections)?;
        tx.open_stage_event(
            event.as_str(),
            plan.qualify,
            plan.final_form,
            size,
            &pending,
            now,
        )?;
        Ok(())
    })
}

/// The event's name and plan for `count` players, checked (its parts' names are
/// checked free in the transaction that makes it: [`names_free`]).
fn checked_event(
    name: &str,
    count: u32,
    plan: Plan,
    terms: &TournamentTerms,
) -> Result<crate::community::TournamentName, TournamentError> {
    let Plan {
        sections, qualify, ..
    } = plan;
    let event = checked_name(name)?;
    if event.as_str().chars().count() > MAX_NAME {
        return Err(TournamentError::BadName {
            name: name.to_owned(),
            why: format!(
                "an event in stages is named in {MAX_NAME} characters at most (its final is NAME-final)"
            ),
        });
    }
    if terms.swiss_rounds.is_some() || terms.knockout {
        return Err(TournamentError::Stages(
            "its sections are round robins: leave out --system (the final's is --final)".to_owned(),
        ));
    }
    if !(2..=26).contains(&sections) || qualify == 0 || count > 100 {
        return Err(TournamentError::Stages(
            "2 to 26 sections, at least 1 qualifier from each, at most 100 players".to_owned(),
        ));
    }
    // Two sections of at least one qualifier: two finalists at least, never more than
    // the players (each section keeps one more than its qualifiers).
    let smallest = count / sections;
    if smallest <= qualify {
        return Err(TournamentError::Stages(format!(
            "{count} players in {sections} sections leaves {smallest} in the smallest: fewer than --qualify {qualify} plus one"
        )));
    }
    Ok(event)
}

/// Refuses when the event's name or a part's is taken.
fn names_free(tx: &Tx<'_>, event: &str, sections: u32) -> Result<(), TournamentError> {
    if tx.event_name_taken(event)? {
        return Err(TournamentError::Exists(event.to_owned()));
    }
    parts_free(tx, event, sections)
}

/// Refuses when a part's name is taken.
fn parts_free(tx: &Tx<'_>, event: &str, sections: u32) -> Result<(), TournamentError> {
    let parts = (0..sections as usize)
        .map(|i| section_name(event, i))
        .chain([final_name(event)]);
    for taken in parts {
        if tx.event_name_taken(&taken)? {
            return Err(TournamentError::Exists(taken));
        }
    }
    Ok(())
}

/// Deals `addresses` into the sections of the event `id` by rating and the snake,
/// starts every section's games, and queues each player's letter naming their
/// section.
#[allow(clippy::too_many_arguments)]
fn deal(
    pm: &Postmaster,
    tx: &Tx<'_>,
    id: i64,
    event: &str,
    addresses: &[String],
    plan: Plan,
    terms: TournamentTerms,
    timeout: u32,
    now: Timestamp,
) -> Result<StagesMade, TournamentError> {
    let Plan {
        sections,
        qualify,
        final_form,
    } = plan;
    let count = addresses.len() as u32;
    // Seeds: the rating in the event's pool, the order given among equals.
    let pool = Pool::of_start(&terms.start);
    let mut rated = Vec::with_capacity(addresses.len());
    for (i, address) in addresses.iter().enumerate() {
        let profile = tx.profile(address, now)?;
        rated.push((tx.pool_rating(&profile, pool)?.rating.shown(), i));
    }
    rated.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut made = StagesMade {
        sections: Vec::new(),
        games: 0,
    };
    let mut letters = Vec::new();
    for (i, seeds) in stages::sections(count, sections).into_iter().enumerate() {
        let section: Vec<String> = seeds
            .iter()
            .map(|&s| addresses[rated[s as usize - 1].1].clone())
            .collect();
        let section_name = section_name(event, i);
        made.games += create_tournament_in(
            pm,
            tx,
            &checked_name(&section_name)?,
            &section,
            terms.clone(),
            timeout,
            now,
        )?;
        let t = tx
            .tournament_named(&section_name)?
            .ok_or_else(|| TournamentError::NotFound(section_name.clone()))?;
        tx.add_stage_section(id, t.id, i as u32)?;
        for address in &section {
            letters.push(note(
                address,
                event,
                S::Begins {
                    name: event.to_owned(),
                    section: section_name.clone(),
                    sections,
                    qualify,
                    final_name: final_name(event),
                    form: final_form,
                },
            ));
        }
        made.sections.push((section_name, section.len()));
    }
    outbox::queue_news(pm, tx, format!("stage-begins.{id}"), letters, &[], now)?;
    Ok(made)
}

/// The games the open event `event` will bring a player: its largest section's.
fn games_ahead(size: u32, sections: u32, cycles: u32) -> u64 {
    let largest = size.div_ceil(sections.max(1));
    u64::from(largest.saturating_sub(1)) * u64::from(cycles.max(1))
}

/// The games a player's entries in open events in stages will bring (counted against
/// the limit of active games, as seats in tournaments not yet started are).
pub(super) fn entered_games(tx: &Tx<'_>, address: &str) -> Result<u64, StoreError> {
    Ok(tx
        .stage_entries_of(address)?
        .into_iter()
        .map(|(size, sections, cycles)| games_ahead(size, sections, cycles))
        .sum())
}

/// `Join NAME` of an event in stages (with proof, as every `Join`): an entry while it
/// is open; the last entry deals the sections and starts them. Refused as a
/// tournament's `Join` is: already entered, not open, too busy, too many losses on
/// time.
pub(super) fn join(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    event: &StageEvent,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let topic = CommunityTopic::Tournament(event.name.clone());
    let note = |lines: Vec<L>| Ok(crate::letter::community::note(sender, topic.clone(), lines));
    if event.size == 0 || !event.sections.is_empty() {
        return note(vec![L::NotOpen(event.name.clone())]);
    }
    let entries = tx.stage_entries(event.id)?;
    if entries.iter().any(|e| e.eq_ignore_ascii_case(sender)) {
        return note(vec![L::AlreadyJoined(event.name.clone())]);
    }
    // Full: the sections could not be dealt (a part's name taken since; logged for
    // the admin), and no entry beyond the event's size is taken meanwhile.
    if entries.len() >= event.size as usize {
        return note(vec![L::NotOpen(event.name.clone())]);
    }
    let pending = tx.pending_sections(event.id)?;
    let max = u64::from(pm.config.limits.active_games_per_player);
    // Entries in other open events in stages included (`super::entered_games`).
    let active = super::active_games(tx, sender)? + super::entered_games(tx, sender)?;
    let needed = games_ahead(
        event.size,
        pending.count,
        if pending.double { 2 } else { 1 },
    );
    if active + needed > max {
        return note(vec![L::TooBusyToJoin {
            active,
            needed,
            max,
        }]);
    }
    if let Some(max) = pending.rules.max_timeouts {
        let (lost_on_time, finished) = super::reliability(tx, sender, now)?;
        if !pending
            .rules
            .admits(crate::community::history::timeout_percent(
                lost_on_time,
                finished,
            ))
        {
            return note(vec![L::TooManyTimeoutsToJoin {
                name: event.name.clone(),
                max,
                days: crate::community::history::RELIABILITY_DAYS,
                lost_on_time,
                finished,
            }]);
        }
    }
    tx.add_stage_entry(event.id, sender, now)?;
    let taken = entries.len() as u32 + 1;
    let mut letter = crate::letter::community::note(
        sender,
        topic.clone(),
        vec![L::Joined {
            name: event.name.clone(),
            taken,
            size: event.size,
        }],
    );
    if !pending.rules.is_default() {
        letter
            .body
            .push(Block::Paragraph(vec![Line::EventRules(pending.rules)]));
    }
    if taken < event.size {
        return Ok(letter);
    }
    // The last entry: the sections are dealt and begin (each player's letter says
    // which is theirs). The entries' limits were checked as they came.
    let mut addresses = entries;
    addresses.push(sender.to_owned());
    let timeout = (pending.forfeit_timeout_secs / DAY) as u32;
    let terms = TournamentTerms {
        double: pending.double,
        timeout_days: Some(timeout),
        time_control: pending.time_control,
        start: pending.start,
        rules: crate::game::EventRules {
            max_timeouts: None,
            ..pending.rules
        },
        swiss_rounds: None,
        knockout: false,
        half_byes: None,
    };
    let plan = Plan {
        sections: pending.count,
        qualify: event.qualify,
        final_form: event.final_form,
    };
    let made = parts_free(tx, &event.name, pending.count).and_then(|()| {
        deal(
            pm,
            tx,
            event.id,
            &event.name,
            &addresses,
            plan,
            terms,
            timeout,
            now,
        )
    });
    match made {
        Ok(_) => tx.clear_stage_entries(event.id)?,
        Err(TournamentError::Process(e)) => return Err(e),
        Err(refused) => {
            // A part's name taken since the event opened (only the admin names
            // tournaments), checked before anything is made: the entries stand, and
            // the admin settles it.
            tracing::warn!(event = %event.name, %refused, "an event in stages could not deal its sections");
        }
    }
    Ok(letter)
}

/// `Withdraw from NAME` of an event in stages: an entry leaves while it is open; once
/// its sections are dealt, a player withdraws from their section (`Withdraw from
/// NAME-A`).
pub(super) fn withdraw(
    tx: &Tx<'_>,
    sender: &str,
    event: &StageEvent,
) -> Result<Letter, StoreError> {
    let topic = CommunityTopic::Tournament(event.name.clone());
    let line = if event.sections.is_empty() && tx.remove_stage_entry(event.id, sender)? {
        L::YouWithdrew {
            name: event.name.clone(),
            before_start: true,
            game_ended: false,
        }
    } else {
        L::CannotWithdraw(event.name.clone())
    };
    Ok(crate::letter::community::note(sender, topic, vec![line]))
}

fn note(to: &str, event: &str, line: S) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::Community(CommunityTopic::Tournament(event.to_owned())),
        vec![Block::News(vec![Line::Community(L::Stage(line))])],
    )
}

/// The sections' tables, in section order, and their tournaments.
fn tables(
    tx: &Tx<'_>,
    event: &StageEvent,
    now: Timestamp,
) -> Result<Vec<(Tournament, Crosstable)>, StoreError> {
    let mut out = Vec::with_capacity(event.sections.len());
    for &id in &event.sections {
        if let Some(t) = tx.tournament(id)? {
            let table = crosstable(tx, &t, now)?;
            out.push((t, table));
        }
    }
    Ok(out)
}

/// A section's game ended (`t` a round robin, its standings already told): when it
/// was the last game of the event's sections, the final is made and every section
/// player told whether they go on. Letters are returned to go out with the game's.
pub(super) fn section_over(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let Some(event) = tx.stage_event_of_section(t.id)? else {
        return Ok(Vec::new());
    };
    if event.final_id.is_some() {
        return Ok(Vec::new());
    }
    let parts = tables(tx, &event, now)?;
    let crosstables: Vec<Crosstable> = parts.iter().map(|(_, c)| c.clone()).collect();
    let total: u32 = parts.iter().map(|(t, _)| t.size).sum();
    let dealt = stages::sections(total, event.sections.len() as u32);
    let seed_of = |section: usize, seat: u32| {
        dealt
            .get(section)
            .and_then(|s| s.get(seat as usize - 1))
            .copied()
            .unwrap_or(u32::MAX)
    };
    let Ok(qualifiers) = stages::qualifiers(&crosstables, event.qualify, seed_of) else {
        return Ok(Vec::new()); // a section still plays
    };
    let mut finalists = Vec::with_capacity(qualifiers.len());
    for q in &qualifiers {
        let (section, _) = &parts[q.section];
        if let Some(e) = tx
            .entries(section.id)?
            .into_iter()
            .find(|e| e.seat == q.seat)
        {
            finalists.push(e.address);
        }
    }
    // A knockout final's seeds, as indices into `qualifiers` (and `finalists`, one
    // each: a qualifier is a row of its section's table, its seat an entry's).
    let knockout_seeds = (event.final_form == FinalForm::Knockout
        && finalists.len() == qualifiers.len())
    .then(|| stages::knockout_seeds(&qualifiers));
    let first = &parts[0].0;
    if event.final_form == FinalForm::Knockout && knockout_seeds.is_none() {
        // Not met: every qualifier is a row of a table whose seats are entries.
        tracing::warn!(event = %event.name, "a qualifier without an entry: the final is a round robin");
    }
    let terms = TournamentTerms {
        // A knockout's matches are their own pairs of games.
        double: first.double && knockout_seeds.is_none(),
        timeout_days: Some((first.forfeit_timeout_secs / DAY) as u32),
        time_control: first.time_control,
        start: first.start.clone(),
        // The qualifiers earned their seats: no entry limit is checked again.
        rules: crate::game::EventRules {
            max_timeouts: None,
            ..first.rules
        },
        swiss_rounds: None,
        knockout: knockout_seeds.is_some(),
        half_byes: None,
    };
    let final_of = final_name(&event.name);
    let made = checked_name(&final_of).and_then(|n| match &knockout_seeds {
        Some(seeds) => {
            let seeded: Vec<String> = seeds.iter().map(|&i| finalists[i].clone()).collect();
            knockout_final(pm, tx, &event, &n, &seeded, terms.clone(), now)
        }
        None => create_tournament_in(
            pm,
            tx,
            &n,
            &finalists,
            terms.clone(),
            terms.timeout_days.unwrap_or(1),
            now,
        ),
    });
    match made {
        Ok(_) => {}
        Err(TournamentError::Process(e)) => return Err(e),
        Err(refused) => {
            // The final's name taken since (only the admin names tournaments): the
            // sections stand; the admin makes the final by hand.
            tracing::warn!(event = %event.name, %refused, "the final of an event in stages could not be made");
            return Ok(Vec::new());
        }
    }
    let Some(final_t) = tx.tournament_named(&final_of)? else {
        return Ok(Vec::new());
    };
    // Recorded again for a knockout final (it was, before its start): the same id.
    tx.set_stage_final(event.id, final_t.id)?;
    let mut letters = Vec::new();
    for (section, (st, table)) in parts.iter().enumerate() {
        let order = stages::final_order(table, |seat| seed_of(section, seat));
        let standing: Vec<&Row> = order.into_iter().filter(|r| !r.withdrawn).collect();
        let last_in: Option<&Qualifier> = qualifiers
            .iter()
            .filter(|q| q.section == section)
            .max_by_key(|q| q.place);
        let entries = tx.entries(st.id)?;
        for (index, row) in standing.iter().enumerate() {
            let Some(entry) = entries.iter().find(|e| e.seat == row.seat) else {
                continue;
            };
            let place = index as u32 + 1;
            let qualified = qualifiers
                .iter()
                .position(|q| q.section == section && q.seat == row.seat);
            let line = if let Some(index) = qualified {
                S::Qualified {
                    name: event.name.clone(),
                    section: st.name.clone(),
                    place,
                    halves: row.halves,
                    final_name: final_of.clone(),
                    seed: knockout_seeds.as_ref().and_then(|seeds| {
                        let seed = seeds.iter().position(|&i| i == index)?;
                        Some((seed as u32 + 1, seeds.len() as u32))
                    }),
                }
            } else {
                let Some(cut) = last_in.and_then(|q| standing.iter().find(|r| r.seat == q.seat))
                else {
                    continue;
                };
                S::Out {
                    name: event.name.clone(),
                    section: st.name.clone(),
                    place,
                    halves: row.halves,
                    qualify: event.qualify,
                    last_in: cut.label.clone(),
                    last_halves: cut.halves,
                    ahead: ahead(table, cut, row, |seat| seed_of(section, seat)),
                }
            };
            letters.push(note(&entry.address, &event.name, line));
        }
    }
    Ok(letters)
}

/// Makes and starts the knockout final `name` of `event`, its players `seeded` in seed
/// order: they take its seats in that order, and the final is recorded as the event's
/// before it starts, so that its bracket is read by seat (`Tx::entries_by_rank`)
/// from its first round on. Returns the games started (byes are told by
/// `daemon::knockout::start`).
fn knockout_final(
    pm: &Postmaster,
    tx: &Tx<'_>,
    event: &StageEvent,
    name: &crate::community::TournamentName,
    seeded: &[String],
    terms: TournamentTerms,
    now: Timestamp,
) -> Result<u32, TournamentError> {
    let timeout = terms.timeout_days.unwrap_or(1);
    let id = super::new_tournament(tx, name, seeded.len(), terms, timeout, now)?;
    let made = tx
        .tournament(id)?
        .ok_or_else(|| TournamentError::NotFound(name.to_string()))?;
    for address in seeded {
        let seat = tx.add_entry(id, address, now)?;
        // Kept for the record; the final's seeds are its seats.
        super::set_entry_rating(tx, &made, seat, &tx.profile(address, now)?)?;
    }
    tx.set_stage_final(event.id, id)?;
    let t = tx
        .tournament(id)?
        .ok_or_else(|| TournamentError::NotFound(name.to_string()))?;
    Ok(super::start_tournament(pm, tx, &t, now)?)
}

/// Why `above` ranks before `below` in a finished section (the order of
/// `stages::final_order`).
fn ahead(table: &Crosstable, above: &Row, below: &Row, seed: impl Fn(u32) -> u32) -> Ahead {
    if above.halves != below.halves {
        return Ahead::Points;
    }
    if above.sb_quarters != below.sb_quarters {
        return Ahead::SonnebornBerger;
    }
    let level = table
        .rows
        .iter()
        .filter(|r| (r.halves, r.sb_quarters) == (above.halves, above.sb_quarters))
        .count();
    let between = |x: &Row, y: &Row| -> u32 {
        table
            .rows
            .iter()
            .position(|r| r.seat == y.seat)
            .and_then(|j| x.against.get(j).cloned().flatten())
            .map(|h| h.iter().sum())
            .unwrap_or(0)
    };
    if level == 2 && between(above, below) != between(below, above) {
        return Ahead::Between;
    }
    let wins = |r: &Row| {
        r.against
            .iter()
            .flatten()
            .flatten()
            .filter(|&&h| h == 2)
            .count()
    };
    if wins(above) != wins(below) {
        return Ahead::Wins;
    }
    let _ = seed;
    Ahead::Seed
}

/// `Standings NAME` of an event in stages: every section's table, then the final's.
pub(super) fn standings(
    tx: &Tx<'_>,
    sender: &str,
    event: &StageEvent,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let final_t = match event.final_id {
        Some(id) => tx.tournament(id)?,
        None => None,
    };
    let mut body = vec![Block::News(vec![Line::Community(L::Stage(S::Heading {
        name: event.name.clone(),
        qualify: event.qualify,
        final_name: final_t.as_ref().map(|t| t.name.clone()),
        form: event.final_form,
    }))])];
    let mut parts = tables(tx, event, now)?;
    // A knockout final: its bracket after the sections' tables, as `Standings
    // NAME-final` words it.
    let mut bracket = None;
    if let Some(t) = final_t {
        if t.system == TournamentSystem::Knockout {
            let (_, b) = crate::daemon::knockout::bracket(tx, &t, now)?;
            bracket = Some((
                b.champion().is_some(),
                knockout_bracket(sender, &t.name, &t.rules, &b),
            ));
        } else {
            let table = crosstable(tx, &t, now)?;
            parts.push((t, table));
        }
    }
    let mut over = false;
    for (t, table) in parts {
        over = Some(t.id) == event.final_id && table.is_complete();
        body.push(Block::Paragraph(vec![Line::Community(
            L::StandingsHeading {
                name: t.name.clone(),
                double: t.double,
                finished: table.finished,
                total: table.total,
                over: table.is_complete(),
            },
        )]));
        body.push(Block::Crosstable(table));
    }
    if let Some((done, letter)) = bracket {
        over = done;
        // Its news is a paragraph here: the event's heading is this letter's news.
        body.extend(letter.body.into_iter().filter_map(|block| match block {
            Block::News(lines) => Some(Block::Paragraph(lines)),
            // This letter has its own footer.
            Block::Footer(_) => None,
            other => Some(other),
        }));
    }
    Ok(Letter::lobby(
        sender,
        LobbyTopic::Community(CommunityTopic::Standings {
            name: event.name.clone(),
            over,
        }),
        body,
    ))
}
