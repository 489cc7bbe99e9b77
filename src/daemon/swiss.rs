//! The rounds of a Swiss tournament (docs/rules.md, "Swiss tournaments"): the history
//! read from the store, the next round paired by the Dutch engine once every game of
//! the round has ended, the bye, the standings after each round and the final table.

use crate::community::swiss::event::{EventPlayer, Played, SwissTable, pairing_input};
use crate::community::swiss::{Outcome, pair_next_round};
use crate::game::{GameResult, Termination, Timestamp};
use crate::letter::community::{self as words, CommunityTopic};
use crate::letter::{CommunityLine as L, Letter};
use crate::rules::Color;
use crate::store::{Entry, StoreError, Tournament, Tx};

use super::names::label_of;
use super::outbox::{self, Answering};
use super::{Postmaster, ProcessError};

/// The players of a Swiss by starting rank, with what each did in each round paired.
/// Costs one read of each of the event's games.
pub(super) fn history(
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<(Vec<Entry>, Vec<EventPlayer>), StoreError> {
    let entries = tx.entries_by_rank(t.id)?;
    let index = |address: &str| {
        entries
            .iter()
            .position(|e| e.address.eq_ignore_ascii_case(address))
    };
    let rounds = t.paired_rounds as usize;
    let mut players = Vec::with_capacity(entries.len());
    for e in &entries {
        players.push(EventPlayer {
            label: label_of(tx, &e.address, now)?,
            withdrawn: e.withdrawn_at != 0,
            rounds: vec![Played::Absent; rounds],
        });
    }
    for (id, round) in tx.tournament_games(t.id)? {
        let game = tx.load_game(id)?;
        let (Some(w), Some(b)) = (index(game.white()), index(game.black())) else {
            continue;
        };
        let Some(slot) = (round as usize).checked_sub(1).filter(|r| *r < rounds) else {
            continue;
        };
        let outcome = game.outcome();
        let result = outcome.map(|o| o.result);
        // A game lost on time or ended by the admin (a withdrawal) before both sides
        // moved is a forfeit, not a game; a cancelled game is none either.
        let over_the_board = outcome.is_some_and(|o| match o.termination {
            Termination::Cancelled => false,
            Termination::Forfeit | Termination::ReverseForfeit | Termination::Adjudication => {
                game.moves().len() >= 2
            }
            _ => true,
        });
        let side = |colour: Color| {
            result.map(|r| match (r, colour) {
                (GameResult::Draw, _) => Outcome::Draw,
                (GameResult::WhiteWins, Color::White) | (GameResult::BlackWins, Color::Black) => {
                    Outcome::Win
                }
                _ => Outcome::Loss,
            })
        };
        players[w].rounds[slot] = Played::Game {
            opponent: b,
            colour: Color::White,
            result: side(Color::White),
            over_the_board,
        };
        players[b].rounds[slot] = Played::Game {
            opponent: w,
            colour: Color::Black,
            result: side(Color::Black),
            over_the_board,
        };
    }
    for (round, seat) in tx.byes(t.id)? {
        let slot = (round as usize).saturating_sub(1);
        if let Some(p) = entries.iter().position(|e| e.seat == seat)
            && slot < rounds
        {
            players[p].rounds[slot] = Played::Bye;
        }
    }
    Ok((entries, players))
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
    let input = pairing_input(&players, t.rounds as usize, first);
    let Ok(next) = pair_next_round(&input) else {
        return Ok(None);
    };
    let round = t.paired_rounds + 1;
    tx.set_paired_rounds(t.id, round)?;
    let address = |number: u32| entries[number as usize - 1].address.as_str();
    for board in &next.boards {
        super::community::start_tournament_game(
            pm,
            tx,
            t,
            (address(board.white), address(board.black)),
            (round, t.rounds),
            round,
            now,
        )?;
    }
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
    for (id, r) in tx.tournament_games(t.id)? {
        if r == round && !tx.load_game(id)?.is_over() {
            return Ok(Vec::new());
        }
    }
    let table = table(tx, t, now)?;
    let paired = if round < t.rounds {
        pair_round(pm, tx, t, now)?
    } else {
        None
    };
    let entries = tx.entries(t.id)?;
    if paired.is_none() {
        tx.set_tournament_state(t.id, "finished", now)?;
        let table = SwissTable {
            over: true,
            ..table
        };
        return Ok(entries
            .iter()
            .map(|e| words::swiss_standings(&e.address, &t.name, &t.rules, &table))
            .collect());
    }
    Ok(entries
        .iter()
        .filter(|e| e.withdrawn_at == 0)
        .map(|e| words::swiss_standings(&e.address, &t.name, &t.rules, &table))
        .collect())
}
