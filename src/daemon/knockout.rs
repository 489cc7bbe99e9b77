//! The rounds of a knockout event (docs/rules.md, "Knockout events"): the bracket read
//! from the store, both games of each match started at once, a tied match's extra
//! pair, each decided match told to its two players, the next round started once every
//! match of a round is decided, and the final bracket to everyone at the end.
//!
//! Who causes what: only a game's end (a move, a resignation, an agreed draw, the
//! sweep's forfeit) or a withdrawal, each with its proof, moves the bracket on. Every
//! letter here goes to the event's own players and carries the event's name (the
//! admin's) and public names only. Cost: a bracket of `n` players is read in one query
//! over its games (at most `4(n - 1)`), and a round starts at most `n` games.

use crate::community::knockout::{MatchRules, Meeting, RoundName};
use crate::community::knockout_event::{
    Bracket, BracketMatch, BracketRound, KnockoutPlayer, Seeding, Stand, Why,
};
use crate::game::{GameId, Timestamp};
use crate::letter::community::{knockout_bracket, knockout_note};
use crate::letter::knockout::KnockoutLine as K;
use crate::letter::{CommunityLine as L, Letter};
use crate::store::{Entry, StoreError, Tournament, Tx};

use super::names::label_of;
use super::outbox;
use super::{Postmaster, ProcessError};

/// The players of a knockout by seed (the rating at entry, best first, then the
/// earlier entry) and its bracket as it stands.
pub(super) fn bracket(
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<(Vec<Entry>, Bracket), StoreError> {
    let entries = tx.entries_by_rank(t.id)?;
    let mut players = Vec::with_capacity(entries.len());
    for e in &entries {
        players.push(KnockoutPlayer {
            label: label_of(tx, &e.address, now)?,
            withdrawn: e.withdrawn_at != 0,
        });
    }
    let seeds: std::collections::HashMap<String, u32> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (e.address.to_lowercase(), i as u32 + 1))
        .collect();
    let games = tx.knockout_games(t.id, &|address| seeds.get(&address.to_lowercase()).copied())?;
    let mut bracket = Bracket::compute(&players, &games, t.paired_rounds, MatchRules::default());
    if tx.is_stage_final(t.id)? {
        bracket.seeding = Seeding::Stage;
    }
    Ok((entries, bracket))
}

/// Starts a knockout: the first round's matches (both games of each at once) and a
/// letter to each top seed with a bye. Returns the number of games started.
pub(super) fn start(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<u32, ProcessError> {
    tx.set_tournament_state(t.id, "running", now)?;
    tx.set_paired_rounds(t.id, 1)?;
    let t = Tournament {
        state: "running".to_owned(),
        paired_rounds: 1,
        ..t.clone()
    };
    let (entries, bracket) = bracket(tx, &t, now)?;
    let Some(first) = bracket.rounds.first() else {
        return Ok(0);
    };
    let mut games = 0;
    let mut letters = Vec::new();
    for m in &first.matches {
        match m.lower {
            Some(lower) => {
                start_pair(pm, tx, &t, &entries, first, (m.higher, lower), false, now)?;
                games += 2;
            }
            None => letters.push(knockout_note(
                &entries[m.higher as usize - 1].address,
                &t.name,
                vec![K::Bye {
                    name: t.name.clone(),
                    next: RoundName::of(2, bracket.total_rounds),
                }],
            )),
        }
    }
    outbox::queue_news(pm, tx, format!("knockout-byes.{}", t.id), letters, &[], now)?;
    Ok(games)
}

/// Starts a pair of games of the match of seeds `higher` and `lower` in `round`: the
/// higher seed with White in the first, with Black in the second, both at once.
#[allow(clippy::too_many_arguments)]
fn start_pair(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    entries: &[Entry],
    round: &BracketRound,
    (higher, lower): (u32, u32),
    extra: bool,
    now: Timestamp,
) -> Result<(), ProcessError> {
    let address = |seed: u32| entries[seed as usize - 1].address.as_str();
    let line = L::Knockout(K::Game {
        name: t.name.clone(),
        round: round.name,
        extra,
    });
    // Both games of a pair from the same Chess960 position; the extra pair its own.
    let draw_round = round.number + if extra { 10 } else { 0 };
    for (white, black) in [(higher, lower), (lower, higher)] {
        super::tournament_game::start_with(
            pm,
            tx,
            t,
            (address(white), address(black)),
            round.number,
            draw_round,
            (line.clone(), None),
            now,
        )?;
    }
    Ok(())
}

/// After game `game` of `t` ended: when it decided its match, both players are told
/// (and the next round starts when it was the round's last); when it left the match
/// tied after its first pair, the extra pair starts. Returns the letters.
pub(super) fn game_ended(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    game: GameId,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    if t.state != "running" {
        return Ok(Vec::new());
    }
    let (entries, bracket) = bracket(tx, t, now)?;
    let Some((round, m)) = bracket.match_of_game(game) else {
        return Ok(Vec::new());
    };
    if round.number != t.paired_rounds {
        return Ok(Vec::new());
    }
    match m.stand {
        Stand::Playing => Ok(Vec::new()),
        Stand::AnotherPair => {
            let Some(lower) = m.lower else {
                return Ok(Vec::new());
            };
            start_pair(pm, tx, t, &entries, round, (m.higher, lower), true, now)?;
            Ok([(m.higher, lower, true), (lower, m.higher, false)]
                .into_iter()
                .map(|(me, them, you_higher)| {
                    knockout_note(
                        &entries[me as usize - 1].address,
                        &t.name,
                        vec![K::Tie {
                            name: t.name.clone(),
                            round: round.name,
                            opponent: bracket.label(them).to_owned(),
                            halves: m.halves.0,
                            you_higher,
                        }],
                    )
                })
                .collect())
        }
        Stand::Decided { .. } => {
            let mut letters = decided(t, &entries, &bracket, round, m);
            letters.extend(advance(pm, tx, t, now)?);
            Ok(letters)
        }
    }
}

/// The letters telling the players of the decided match `m` who goes through and
/// why; none to a withdrawn player (their withdrawal was answered).
fn decided(
    t: &Tournament,
    entries: &[Entry],
    bracket: &Bracket,
    round: &BracketRound,
    m: &BracketMatch,
) -> Vec<Letter> {
    let (Stand::Decided { winner, why }, Some(lower)) = (m.stand, m.lower) else {
        return Vec::new();
    };
    let last = round.number == bracket.total_rounds;
    [
        (m.higher, lower, m.halves.0, m.halves.1),
        (lower, m.higher, m.halves.1, m.halves.0),
    ]
    .into_iter()
    .filter(|&(me, ..)| !bracket.players[me as usize - 1].withdrawn)
    .map(|(me, them, mine, theirs)| {
        knockout_note(
            &entries[me as usize - 1].address,
            &t.name,
            vec![K::Decided {
                name: t.name.clone(),
                round: round.name,
                opponent: bracket.label(them).to_owned(),
                you_through: winner == me,
                why,
                mine,
                theirs,
                seeds: (me, them),
                last,
            }],
        )
    })
    .collect()
}

/// When every match of the round under way is decided: starts the next round (a
/// match with a withdrawn player is decided at once, its other player told), or
/// after the final ends the event with the final bracket to every player. Repeats
/// while a round is decided as soon as it starts (at most the event's rounds).
fn advance(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let mut letters = Vec::new();
    let mut t = t.clone();
    loop {
        let (entries, bracket) = bracket(tx, &t, now)?;
        if !bracket.rounds.last().is_some_and(BracketRound::decided) {
            return Ok(letters);
        }
        if bracket.champion().is_some() {
            tx.set_tournament_state(t.id, "finished", now)?;
            letters.extend(
                entries
                    .iter()
                    .map(|e| knockout_bracket(&e.address, &t.name, &t.rules, &bracket)),
            );
            return Ok(letters);
        }
        let Some(meetings) = bracket.next_meetings() else {
            return Ok(letters);
        };
        let number = t.paired_rounds + 1;
        tx.set_paired_rounds(t.id, number)?;
        t.paired_rounds = number;
        let round = BracketRound {
            number,
            name: RoundName::of(number, bracket.total_rounds),
            matches: Vec::new(),
        };
        let withdrawn = |seed: u32| bracket.players[seed as usize - 1].withdrawn;
        for Meeting { higher, lower } in meetings {
            let Some(lower) = lower else { continue };
            if !withdrawn(higher) && !withdrawn(lower) {
                start_pair(pm, tx, &t, &entries, &round, (higher, lower), false, now)?;
                continue;
            }
            // A walkover: decided now, told to the player still in.
            let walkover = BracketMatch {
                higher,
                lower: Some(lower),
                games: Vec::new(),
                halves: (0, 0),
                pairs: 0,
                stand: Stand::Decided {
                    winner: if withdrawn(lower) { higher } else { lower },
                    why: Why::Withdrawal,
                },
            };
            letters.extend(decided(&t, &entries, &bracket, &round, &walkover));
        }
    }
}

/// After `address` withdrew from the running knockout `t` (their entry marked, their
/// running games ended as losses, `ended` of them): the opponent of the match those
/// games were of is told who goes through, and the event moves on. A player waiting
/// for the next round loses their next match when it would start.
pub(super) fn after_withdrawal(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    address: &str,
    ended: bool,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    if t.state != "running" {
        return Ok(Vec::new());
    }
    let mut letters = Vec::new();
    if ended {
        let (entries, bracket) = bracket(tx, t, now)?;
        let seed = entries
            .iter()
            .position(|e| e.address.eq_ignore_ascii_case(address))
            .map(|i| i as u32 + 1);
        if let (Some(seed), Some(round)) = (seed, bracket.rounds.last())
            && let Some(m) = round.matches.iter().find(|m| m.has(seed))
        {
            letters.extend(decided(t, &entries, &bracket, round, m));
        }
    }
    letters.extend(advance(pm, tx, t, now)?);
    Ok(letters)
}

/// Whether `address`, still in the running knockout `t`, waits for their next match
/// (theirs of the round under way won, others still playing): the two games it will
/// bring count against their limit of active games.
pub(super) fn waits_for_a_match(
    tx: &Tx<'_>,
    t: &Tournament,
    address: &str,
) -> Result<bool, StoreError> {
    let entries = tx.entries_by_rank(t.id)?;
    let Some(index) = entries
        .iter()
        .position(|e| e.address.eq_ignore_ascii_case(address))
    else {
        return Ok(false);
    };
    if entries[index].withdrawn_at != 0 {
        return Ok(false);
    }
    // Names play no part in who goes through.
    let players: Vec<KnockoutPlayer> = entries
        .iter()
        .map(|e| KnockoutPlayer {
            label: String::new(),
            withdrawn: e.withdrawn_at != 0,
        })
        .collect();
    let seed = |a: &str| {
        entries
            .iter()
            .position(|e| e.address.eq_ignore_ascii_case(a))
            .map(|i| i as u32 + 1)
    };
    let games = tx.knockout_games(t.id, &seed)?;
    let bracket = Bracket::compute(&players, &games, t.paired_rounds, MatchRules::default());
    let me = index as u32 + 1;
    Ok(bracket.rounds.last().is_some_and(|r| {
        r.number < bracket.total_rounds
            && r.matches
                .iter()
                .any(|m| m.has(me) && m.winner() == Some(me))
    }))
}
