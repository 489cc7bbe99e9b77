//! A tournament's game begins: stored with its round, its first letters queued with
//! the event's start, rules and round. Round robins start all their games this way at
//! once, a Swiss one round at a time.

use crate::game::{Game, GameId, Timestamp};
use crate::letter::community as words;
use crate::letter::{self, CommunityLine as L, Line};
use crate::store::{Origin, Tournament, Tx};

use super::outbox::{self, Answering};
use super::{Postmaster, ProcessError};

/// Starts one game of a tournament, round `round` of `rounds`, and queues its first
/// letters; its Chess960 position is the one drawn for `draw_round`. `aside`, if
/// any, is said below the news (who else in the round is not paired).
#[allow(clippy::too_many_arguments)]
pub(super) fn start(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    (white, black): (&str, &str),
    (round, rounds): (u32, u32),
    draw_round: u32,
    aside: Option<L>,
    now: Timestamp,
) -> Result<GameId, ProcessError> {
    let line = L::TournamentGame {
        name: t.name.clone(),
        round,
        rounds,
    };
    start_with(
        pm,
        tx,
        t,
        (white, black),
        round,
        draw_round,
        (line, aside),
        now,
    )
}

/// As [`start`], the first letters saying `line` of how the game came about (a
/// knockout's match and pair), and `aside` below the news.
#[allow(clippy::too_many_arguments)]
pub(super) fn start_with(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    (white, black): (&str, &str),
    round: u32,
    draw_round: u32,
    (line, aside): (L, Option<L>),
    now: Timestamp,
) -> Result<GameId, ProcessError> {
    let start = t.start.drawn(|| {
        super::draw_960(
            pm,
            t.id * 1_000 + i64::from(draw_round),
            "tournament-chess960",
        )
    });
    let mut game = Game::begin(white, black, &start, t.forfeit_timeout_secs, now)
        .with_rules(t.rules)
        .with_time_control(t.time_control.or(pm.config.game.time_control));
    let id = tx.insert_game(&mut game, now)?;
    tx.record_community_game(id, Origin::Tournament { id: t.id, round }, t.rated)?;
    let mut letters = letter::game_started(&game, now);
    // The event's start and rules, when not the server's, under the news.
    letter::say_event_terms(&mut letters, &start, &t.rules, aside.map(Line::Community));
    for to in [white, black] {
        words::game_begins_with(&mut letters, id, to, line.clone());
    }
    outbox::queue(
        pm,
        tx,
        &Answering::Nothing {
            tag: format!("tournament.{}.{id}", t.id),
        },
        letters,
        &[&game],
        None,
        now,
    )?;
    Ok(id)
}
