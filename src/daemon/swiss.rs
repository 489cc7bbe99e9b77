//! The rounds of a Swiss tournament (docs/rules.md, "Swiss tournaments"): the history
//! read from the store, the next round paired by the Dutch engine once every game of
//! the round has ended, the bye, the half-point byes players ask for, the standings
//! after each round and the final table.

use crate::community::swiss::event::{EventPlayer, Played, SwissTable, pairing_input};
use crate::community::swiss::{NextRound, Outcome, pair_next_round};
use crate::game::Timestamp;
use crate::letter::community::{self as words, CommunityTopic};
use crate::letter::{CommunityLine as L, Letter};
use crate::rules::Color;
use crate::store::{Entry, StoreError, Tournament, Tx};

use super::names::label_of;
use super::outbox::{self, Answering};
use super::{Postmaster, ProcessError};

/// The players of a Swiss by starting rank, with what each did in each round paired.
pub(super) fn history(
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<(Vec<Entry>, Vec<EventPlayer>), StoreError> {
    tx.swiss_history(t, &mut |address| label_of(tx, address, now))
}

/// The standings of a Swiss as they stand.
pub(super) fn table(tx: &Tx<'_>, t: &Tournament, now: Timestamp) -> Result<SwissTable, StoreError> {
    let (_, players) = history(tx, t, now)?;
    Ok(SwissTable::compute(&players, t.rounds))
}

/// Pairs the next round of `t`: starts its games (their first letters say the round,
/// the opponent, the colour and the deadline) and tells the player with the bye.
/// Returns the number of games, `None` when no round can be paired (fewer than two
/// players left, or no pairing the rules allow): the caller then ends the event.
pub(super) fn pair_round(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Option<u32>, ProcessError> {
    let (entries, players) = history(tx, t, now)?;
    let active = players.iter().filter(|p| !p.withdrawn).count();
    if active < 2 || t.paired_rounds >= t.rounds {
        return Ok(None);
    }
    let first = if super::coin(pm, t.id, "swiss first colour") {
        Color::White
    } else {
        Color::Black
    };
    let round = t.paired_rounds + 1;
    let Some((next, away, lapsed)) = pair_with_half_byes(tx, t, round, &entries, &players, first)?
    else {
        return Ok(None);
    };
    tx.set_paired_rounds(t.id, round)?;
    let address = |number: u32| entries[number as usize - 1].address.as_str();
    let aside = (!away.is_empty()).then(|| L::SwissHalfByesInRound {
        labels: away.iter().map(|&i| players[i].label.clone()).collect(),
    });
    for board in &next.boards {
        super::tournament_game::start(
            pm,
            tx,
            t,
            (address(board.white), address(board.black)),
            (round, t.rounds),
            round,
            aside.clone(),
            now,
        )?;
    }
    let half_bye_letters: Vec<Letter> = away
        .iter()
        .map(|&i| {
            words::note(
                &entries[i].address,
                CommunityTopic::Tournament(t.name.clone()),
                vec![L::SwissHalfBye {
                    name: t.name.clone(),
                    round,
                    rounds: t.rounds,
                }],
            )
        })
        .collect();
    outbox::queue_news(
        pm,
        tx,
        format!("swiss-half-bye.{}.{round}", t.id),
        half_bye_letters,
        &[],
        now,
    )?;
    // Requests that lapsed: their players play after all, and are told why.
    let lapsed_letters: Vec<Letter> = lapsed
        .iter()
        .map(|&i| {
            words::note(
                &entries[i].address,
                CommunityTopic::Tournament(t.name.clone()),
                vec![L::SwissHalfByeLapsed {
                    name: t.name.clone(),
                    round,
                }],
            )
        })
        .collect();
    outbox::queue_news(
        pm,
        tx,
        format!("swiss-half-bye-lapsed.{}.{round}", t.id),
        lapsed_letters,
        &[],
        now,
    )?;
    if let Some(bye) = next.bye {
        let entry = &entries[bye as usize - 1];
        tx.add_bye(t.id, round, entry.seat)?;
        let letter = words::note(
            &entry.address,
            CommunityTopic::Tournament(t.name.clone()),
            vec![L::SwissBye {
                name: t.name.clone(),
                round,
                rounds: t.rounds,
            }],
        );
        outbox::queue(
            pm,
            tx,
            &Answering::Nothing {
                tag: format!("swiss-bye.{}.{round}", t.id),
            },
            vec![letter],
            &[],
            None,
            now,
        )?;
    }
    Ok(Some(next.boards.len() as u32))
}

/// A round paired: the pairing, the players away on a half-point bye, and those
/// whose requests lapsed (indices into the event's players).
type Paired = (NextRound, Vec<usize>, Vec<usize>);

/// The next round, `round`, paired without the players who asked for a half-point bye
/// in it, those players (indices into `players`), and the players whose requests
/// lapsed. The requests of players who withdrew since are dropped. When fewer than two
/// would be left to pair, or no pairing the rules allow is left without them, the
/// round's requests lapse and everyone is paired (docs/rules.md): the round is played
/// rather than lost, and those players are told. `None` when no round can be paired
/// at all.
fn pair_with_half_byes(
    tx: &Tx<'_>,
    t: &Tournament,
    round: u32,
    entries: &[Entry],
    players: &[EventPlayer],
    first: Color,
) -> Result<Option<Paired>, StoreError> {
    let asked = tx.half_bye_seats(t.id, round)?;
    let mut away = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        if !asked.contains(&entry.seat) {
            continue;
        }
        if players[i].withdrawn {
            tx.remove_half_byes(t.id, round, Some(entry.seat))?;
        } else {
            away.push(i);
        }
    }
    let active = players.iter().filter(|p| !p.withdrawn).count();
    let total = t.rounds as usize;
    if !away.is_empty() {
        if active - away.len() >= 2
            && let Ok(next) = pair_next_round(&pairing_input(players, total, first, &away))
        {
            return Ok(Some((next, away, Vec::new())));
        }
        tx.remove_half_byes(t.id, round, None)?;
    }
    Ok(pair_next_round(&pairing_input(players, total, first, &[]))
        .ok()
        .map(|next| (next, Vec::new(), away)))
}

/// After a game of `t` ended (or a player withdrew): when every game of the round is
/// over, the next round is paired and everyone still playing gets the standings; after
/// the last round (or when no round can be paired any more) the event is over and
/// every player gets the final standings. Returns those letters.
pub(super) fn round_over(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    if t.state != "running" {
        return Ok(Vec::new());
    }
    let round = t.paired_rounds;
    // Counted in SQL: this runs after every game of the event ends.
    if tx.unfinished_in_round(t.id, round)? > 0 {
        return Ok(Vec::new());
    }
    // After the last round nobody is paired again: no one to withdraw.
    let mut letters = if round < t.rounds {
        withdraw_no_shows(tx, t, now)?
    } else {
        Vec::new()
    };
    let table = table(tx, t, now)?;
    let paired = if round < t.rounds {
        pair_round(pm, tx, t, now)?
    } else {
        None
    };
    let entries = tx.entries(t.id)?;
    if paired.is_none() {
        letters.extend(finish(tx, t, table, &entries, now)?);
        return Ok(letters);
    }
    letters.extend(
        entries
            .iter()
            .filter(|e| e.withdrawn_at == 0)
            .map(|e| words::swiss_standings(&e.address, &t.name, &t.rules, &table)),
    );
    Ok(letters)
}

/// Ends `t` with the final standings `table`, to every player (withdrawn ones too).
fn finish(
    tx: &Tx<'_>,
    t: &Tournament,
    table: SwissTable,
    entries: &[Entry],
    now: Timestamp,
) -> Result<Vec<Letter>, StoreError> {
    tx.set_tournament_state(t.id, "finished", now)?;
    let table = SwissTable {
        over: true,
        ..table
    };
    Ok(entries
        .iter()
        .map(|e| words::swiss_standings(&e.address, &t.name, &t.rules, &table))
        .collect())
}

/// Ends a Swiss whose first round cannot be paired; returns the final standings to
/// every player.
pub(super) fn end_unpaired(
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Vec<Letter>, StoreError> {
    let table = table(tx, t, now)?;
    let entries = tx.entries(t.id)?;
    finish(tx, t, table, &entries, now)
}

/// Withdraws, as FIDE and ICCF do with a no-show, every player still in `t` who lost
/// both of the last two rounds by forfeit (a game that ended before both sides moved:
/// they never moved in either); returns the letters that tell them so. Their results
/// stand; they are not paired again and keep their place in the table, marked `†`.
fn withdraw_no_shows(
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Vec<Letter>, StoreError> {
    let round = t.paired_rounds as usize;
    if round < 2 {
        return Ok(Vec::new());
    }
    let (entries, players) = history(tx, t, now)?;
    let forfeited = |played: Option<&Played>| {
        matches!(
            played,
            Some(Played::Game {
                result: Some(Outcome::Loss),
                over_the_board: false,
                ..
            })
        )
    };
    let mut letters = Vec::new();
    for (entry, player) in entries.iter().zip(&players) {
        if player.withdrawn
            || !forfeited(player.rounds.get(round - 1))
            || !forfeited(player.rounds.get(round - 2))
        {
            continue;
        }
        tx.withdraw_entry(t.id, entry.seat, false, now)?;
        letters.push(words::note(
            &entry.address,
            CommunityTopic::Tournament(t.name.clone()),
            vec![L::NoShowWithdrawn(t.name.clone())],
        ));
    }
    Ok(letters)
}
