//! Events in stages (issue 32 item 3; the rules are `community::stages` and
//! docs/rules.md "Stages"): the admin names the players; they are seeded by rating and
//! dealt into round-robin sections by the snake, each section a tournament of its own
//! (`NAME-A`, `NAME-B`, …). When the last game of the last section ends, the best
//! `qualify` of each section make the final (`NAME-final`, a round robin seeded every
//! winner before any runner-up), and every player of the sections gets a letter:
//! through to the final, or out with the cut explained from the table.
//!
//! Who can cause what: only the admin makes an event (`pawnpost tournament create
//! --sections`); its letters follow from results (a game's end, which only its players
//! or the sweep cause), one per section player, once per event (the final is made
//! once: `final_id`). Their texts are tournaments' names set by the admin and public
//! names.

use crate::community::Pool;
use crate::community::stages::{self, Qualifier};
use crate::community::standings::{Crosstable, Row};
use crate::game::Timestamp;
use crate::letter::community::CommunityTopic;
use crate::letter::stages::{Ahead, StageLine as S};
use crate::letter::{Block, CommunityLine as L, Letter, Line, LobbyTopic};
use crate::store::stages::StageEvent;
use crate::store::{Store, StoreError, Tournament, Tx};

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

/// What [`create`] made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StagesMade {
    /// Each section's name and players.
    pub sections: Vec<(String, usize)>,
    /// Games started in all.
    pub games: u32,
}

/// `pawnpost tournament create NAME --players … --sections N --qualify Q`: the event,
/// its sections started at once (every game of every section).
#[allow(clippy::too_many_arguments)]
pub fn create(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    players: &[String],
    sections: u32,
    qualify: u32,
    terms: TournamentTerms,
    now: Timestamp,
) -> Result<StagesMade, TournamentError> {
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
            "its sections are round robins: leave out --system".to_owned(),
        ));
    }
    let count = players.len() as u32;
    if !(2..=26).contains(&sections) || qualify == 0 || count > 100 {
        return Err(TournamentError::Stages(
            "2 to 26 sections, at least 1 qualifier from each, at most 100 players".to_owned(),
        ));
    }
    let smallest = count / sections;
    if smallest <= qualify {
        return Err(TournamentError::Stages(format!(
            "{count} players in {sections} sections leaves {smallest} in the smallest: fewer than --qualify {qualify} plus one"
        )));
    }
    let mut addresses = Vec::with_capacity(players.len());
    for player in players {
        let address = crate::address::EmailAddress::parse(player.trim())
            .ok()
            .filter(|a| crate::daemon::deliverable(a.as_str()))
            .ok_or_else(|| TournamentError::NotAnAddress(player.clone()))?
            .into_string();
        if addresses.contains(&address) {
            return Err(TournamentError::Twice(address));
        }
        addresses.push(address);
    }
    let timeout = terms
        .timeout_days
        .unwrap_or(pm.config.game.forfeit_timeout_days);
    store.transaction(|tx| {
        let names: Vec<String> = (0..sections as usize)
            .map(|i| section_name(event.as_str(), i))
            .chain([final_name(event.as_str())])
            .collect();
        for taken in std::iter::once(event.as_str()).chain(names.iter().map(String::as_str)) {
            if tx.event_name_taken(taken)? {
                return Err(TournamentError::Exists(taken.to_owned()));
            }
        }
        // Seeds: the rating in the event's pool, the order given among equals.
        let pool = Pool::of_start(&terms.start);
        let mut rated = Vec::with_capacity(addresses.len());
        for (i, address) in addresses.iter().enumerate() {
            let profile = tx.profile(address, now)?;
            rated.push((tx.pool_rating(&profile, pool)?.rating.shown(), i));
        }
        rated.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let id = tx.insert_stage_event(event.as_str(), qualify, now)?;
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
            let section_name = &names[i];
            made.games += create_tournament_in(
                pm,
                tx,
                &checked_name(section_name)?,
                &section,
                terms.clone(),
                timeout,
                now,
            )?;
            let t = tx
                .tournament_named(section_name)?
                .ok_or_else(|| TournamentError::NotFound(section_name.clone()))?;
            tx.add_stage_section(id, t.id, i as u32)?;
            for address in &section {
                letters.push(note(
                    address,
                    event.as_str(),
                    S::Begins {
                        name: event.to_string(),
                        section: section_name.clone(),
                        sections,
                        qualify,
                        final_name: final_name(event.as_str()),
                    },
                ));
            }
            made.sections.push((section_name.clone(), section.len()));
        }
        outbox::queue_news(pm, tx, format!("stage-begins.{id}"), letters, &[], now)?;
        Ok(made)
    })
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
    let first = &parts[0].0;
    let terms = TournamentTerms {
        double: first.double,
        timeout_days: Some((first.forfeit_timeout_secs / DAY) as u32),
        time_control: first.time_control,
        start: first.start.clone(),
        // The qualifiers earned their seats: no entry limit is checked again.
        rules: crate::game::EventRules {
            max_timeouts: None,
            ..first.rules
        },
        swiss_rounds: None,
        knockout: false,
        half_byes: None,
    };
    let final_of = final_name(&event.name);
    let made = checked_name(&final_of).and_then(|n| {
        create_tournament_in(
            pm,
            tx,
            &n,
            &finalists,
            terms.clone(),
            terms.timeout_days.unwrap_or(1),
            now,
        )
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
            let line = if qualifiers
                .iter()
                .any(|q| q.section == section && q.seat == row.seat)
            {
                S::Qualified {
                    name: event.name.clone(),
                    section: st.name.clone(),
                    place,
                    halves: row.halves,
                    final_name: final_of.clone(),
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
    }))])];
    let mut parts = tables(tx, event, now)?;
    if let Some(t) = final_t {
        let table = crosstable(tx, &t, now)?;
        parts.push((t, table));
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
    Ok(Letter::lobby(
        sender,
        LobbyTopic::Community(CommunityTopic::Standings {
            name: event.name.clone(),
            over,
        }),
        body,
    ))
}
