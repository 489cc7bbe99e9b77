//! A player's half-point byes in a Swiss (docs/rules.md, "Half-point byes"):
//! `Half-point bye NAME` books one for the next round not yet paired, `Cancel bye
//! NAME` takes it back before that round is paired. The round's pairing
//! (`daemon::swiss`) leaves the player out and scores the half point.

use crate::game::{Game, Timestamp};
use crate::letter::community::{self as words, CommunityTopic, HalfByeRefusal};
use crate::letter::{CommunityLine as L, Letter};
use crate::store::{Entry, Origin, StoreError, Tournament, TournamentSystem, Tx};

/// The Swiss a half-point bye command of `sender` is about: `name`, else the event of
/// the game the mail answers, else the sender's one Swiss not over. `Err`: the letter
/// that says why there is none.
fn asked_swiss(
    tx: &Tx<'_>,
    sender: &str,
    name: Option<&str>,
    game: Option<&Game>,
) -> Result<Result<Tournament, Letter>, StoreError> {
    let refused = |name: &str, why| {
        words::note(
            sender,
            CommunityTopic::Tournament(name.to_owned()),
            vec![L::HalfByeRefused {
                name: name.to_owned(),
                why,
            }],
        )
    };
    if let Some(name) = name {
        if let Some(l) = tx.ladder_named(name)? {
            return Ok(Err(refused(&l.name, HalfByeRefusal::NotSwiss)));
        }
        return Ok(match tx.tournament_named(name)? {
            Some(t) => Ok(t),
            None => {
                let (topic, line) = super::no_such_tournament(name);
                Err(words::note(sender, topic, vec![line]))
            }
        });
    }
    if let Some(crate::store::CommunityGame {
        origin: Origin::Tournament { id, .. },
        ..
    }) = game.map(|g| tx.community_game(g.id)).transpose()?.flatten()
        && let Some(t) = tx.tournament(id)?
    {
        return Ok(Ok(t));
    }
    let mine: Vec<Tournament> = tx
        .tournaments_of(sender)?
        .into_iter()
        .filter(|t| t.system == TournamentSystem::Swiss && t.state != "finished")
        .collect();
    Ok(match <[Tournament; 1]>::try_from(mine) {
        Ok([t]) => Ok(t),
        Err(_) => Err(words::note(
            sender,
            CommunityTopic::Tournament(String::new()),
            vec![L::WhichTournament],
        )),
    })
}

/// The sender's seat in the Swiss `t`, if they play in it still; else the refusal.
fn playing_seat(
    tx: &Tx<'_>,
    t: &Tournament,
    sender: &str,
) -> Result<Result<Entry, HalfByeRefusal>, StoreError> {
    if t.system != TournamentSystem::Swiss {
        return Ok(Err(HalfByeRefusal::NotSwiss));
    }
    let entry = tx
        .entries(t.id)?
        .into_iter()
        .find(|e| e.address == sender && e.withdrawn_at == 0);
    Ok(match entry {
        Some(entry) if t.state != "finished" => Ok(entry),
        _ => Err(HalfByeRefusal::NotPlaying),
    })
}

/// `Half-point bye NAME` (docs/rules.md, "Half-point byes"), with proof: books a
/// half-point bye in the next round of the Swiss not yet paired, within the event's
/// allowance, never in the last round, and never leaving fewer than two to pair. Costs
/// one row, bounded by the allowance (at most [`super::HALF_BYES_MAX`]).
pub(super) fn asked(
    tx: &Tx<'_>,
    sender: &str,
    name: Option<&str>,
    game: Option<&Game>,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let t = match asked_swiss(tx, sender, name, game)? {
        Ok(t) => t,
        Err(letter) => return Ok(letter),
    };
    let note = |line| {
        words::note(
            sender,
            CommunityTopic::Tournament(t.name.clone()),
            vec![line],
        )
    };
    let refused = |why| {
        note(L::HalfByeRefused {
            name: t.name.clone(),
            why,
        })
    };
    let entry = match playing_seat(tx, &t, sender)? {
        Ok(entry) => entry,
        Err(why) => return Ok(refused(why)),
    };
    let round = t.paired_rounds + 1;
    let mine = tx.half_byes_of(t.id, entry.seat)?;
    let why = if t.half_byes == 0 {
        Some(HalfByeRefusal::NoneAllowed)
    } else if round > t.rounds {
        Some(HalfByeRefusal::NoRoundLeft)
    } else if mine.contains(&round) {
        Some(HalfByeRefusal::AlreadyAsked { round })
    } else if mine.len() as u32 >= t.half_byes {
        Some(HalfByeRefusal::Used {
            allowed: t.half_byes,
        })
    } else if round == t.rounds {
        Some(HalfByeRefusal::LastRound { round })
    } else {
        None
    };
    if let Some(why) = why {
        return Ok(refused(why));
    }
    // Those to pair in the round: an open Swiss starts with all its seats taken.
    let players = if t.state == "open" {
        t.size as usize
    } else {
        tx.entries(t.id)?
            .iter()
            .filter(|e| e.withdrawn_at == 0)
            .count()
    };
    let away = tx.half_bye_seats(t.id, round)?.len() + 1;
    if players.saturating_sub(away) < 2 {
        return Ok(refused(HalfByeRefusal::TooFewLeft { round }));
    }
    tx.add_half_bye(t.id, round, entry.seat, now)?;
    Ok(note(L::HalfByeBooked {
        name: t.name.clone(),
        round,
        rounds: t.rounds,
        booked: mine.len() as u32 + 1,
        allowed: t.half_byes,
    }))
}

/// `Cancel bye NAME`, with proof: takes back the sender's half-point bye of a round
/// not yet paired; once the round is paired the bye stands, and the answer says so.
pub(super) fn cancelled(
    tx: &Tx<'_>,
    sender: &str,
    name: Option<&str>,
    game: Option<&Game>,
) -> Result<Letter, StoreError> {
    let t = match asked_swiss(tx, sender, name, game)? {
        Ok(t) => t,
        Err(letter) => return Ok(letter),
    };
    let note = |line| {
        words::note(
            sender,
            CommunityTopic::Tournament(t.name.clone()),
            vec![line],
        )
    };
    let entry = match playing_seat(tx, &t, sender)? {
        Ok(entry) => entry,
        Err(why) => {
            return Ok(note(L::HalfByeRefused {
                name: t.name.clone(),
                why,
            }));
        }
    };
    let mine = tx.half_byes_of(t.id, entry.seat)?;
    if let Some(&round) = mine.iter().find(|&&r| r > t.paired_rounds) {
        tx.remove_half_byes(t.id, round, Some(entry.seat))?;
        return Ok(note(L::HalfByeCancelled {
            name: t.name.clone(),
            round,
        }));
    }
    Ok(note(L::NoHalfByeToCancel {
        name: t.name.clone(),
        paired: mine
            .last()
            .copied()
            .filter(|&r| r == t.paired_rounds && r > 0),
    }))
}
