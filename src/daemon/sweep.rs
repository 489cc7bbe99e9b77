//! The sweep: forfeits idle games, reminds players whose deadline is near, expires
//! challenges and seeks nobody answered, and tells the players; plus the letters of an
//! admin's adjudication. A game that ends here is rated like any other.

use std::sync::Arc;

use tokio::sync::{Notify, watch};

use crate::game::{Game, SweepAction, Timestamp};
use crate::letter;
use crate::store::{Store, StoreThread};

use super::intake::ProcessError;
use super::outbox::{self, Answering};
use super::{Postmaster, community};
use crate::time::now;

pub(super) async fn sweep_loop(
    pm: Arc<Postmaster>,
    kick: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let store = StoreThread::open(&pm.config.server.database)?;
    let interval = pm.config.game.sweep_interval();
    while !*shutdown.borrow() {
        let worker_pm = pm.clone();
        let swept = store
            .call(move |s| sweep(&worker_pm, s, now()))
            .await
            .map_err(ProcessError::from)
            .and_then(|r| r);
        match swept {
            Ok(actions) if !actions.is_empty() => {
                tracing::info!(
                    count = actions.len(),
                    "sweep: {}",
                    crate::admin::sweep_report(&actions).trim()
                );
                kick.notify_one();
            }
            Ok(_) => {}
            Err(e) => tracing::error!("sweep failed: {e:#}"),
        }
        tokio::select! {
            _ = tokio::time::sleep(interval) => {}
            _ = shutdown.changed() => {}
        }
    }
    Ok(())
}

/// Forfeits idle games, sends reminders and expires challenges nobody answered within
/// their timeout, queueing the mails that tell the players.
pub fn sweep(
    pm: &Postmaster,
    store: &mut Store,
    now: Timestamp,
) -> Result<Vec<SweepAction>, ProcessError> {
    store.transaction(|tx| {
        for mut challenge in tx.open_challenges()? {
            if challenge.expire(now) {
                tx.save_challenge(&challenge)?;
                let letters = letter::challenge_expired(&challenge);
                let tag = format!("expire.{}", challenge.id);
                outbox::queue(
                    pm,
                    tx,
                    &Answering::Nothing { tag },
                    letters,
                    None,
                    None,
                    now,
                )?;
            }
        }
        Ok::<_, ProcessError>(())
    })?;
    community::sweep(pm, store, now)?;
    store.sweep(
        now,
        pm.config.game.reminder_percent,
        |tx, action, game, events| {
            let remind = match action {
                SweepAction::Reminder { to, .. } => Some(*to),
                SweepAction::Forfeit { .. } => None,
            };
            let mut letters = letter::after_sweep(game, events, remind, now);
            if remind.is_none() {
                let more = community::game_over(pm, tx, game, &mut letters, None, true, now)?;
                letters.extend(more);
            }
            let tag = format!("sweep.{}", game.id);
            outbox::queue(
                pm,
                tx,
                &Answering::Nothing { tag },
                letters,
                Some(game),
                None,
                now,
            )?;
            Ok::<_, ProcessError>(())
        },
    )
}

/// Tells both players of an adjudication.
pub fn tell_adjudication(
    pm: &Postmaster,
    store: &mut Store,
    game: &Game,
    reason: &str,
    now: Timestamp,
) -> Result<usize, ProcessError> {
    let events = vec![crate::game::Event::Adjudicated {
        reason: reason.to_owned(),
    }];
    let mut letters = letter::after_sweep(game, &events, None, now);
    let tag = format!("adjudicate.{}", game.id);
    store.transaction(|tx| {
        let more = community::game_over(pm, tx, game, &mut letters, None, true, now)?;
        letters.extend(more);
        outbox::queue(
            pm,
            tx,
            &Answering::Nothing { tag },
            letters,
            Some(game),
            None,
            now,
        )
    })
}
