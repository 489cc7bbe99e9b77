//! The sweep: forfeits idle games, reminds players whose deadline is near, expires
//! challenges and seeks nobody answered, and tells the players; plus the letters of an
//! admin's adjudication. A game that ends here is rated like any other.

use std::sync::Arc;
use std::time::Instant;

use tokio::sync::watch;

use crate::game::{Game, GameId, GameResult, SweepAction, Timestamp};
use crate::letter;
use crate::store::{Store, StoreThread, Tx};

use super::ProcessError;
use super::outbox::{self, Answering};
use super::{Postmaster, community};
use crate::time::now;

pub(super) async fn sweep_loop(
    pm: Arc<Postmaster>,
    kick: super::site::Kicks,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let store = StoreThread::open(&pm.config.server.database)?;
    let interval = pm.config.game.sweep_interval();
    let threshold = i64::try_from(pm.config.game.outage_threshold_secs).unwrap_or(i64::MAX);
    while !*shutdown.borrow() {
        // While the inbound task cannot read the mailbox, players' moves may be
        // waiting there: no one forfeits until it can (the clocks get the time back).
        let checked = store.call(|s| s.mailbox_checked_at()).await;
        if let Ok(Ok(Some(at))) = checked
            && now() - at > threshold
        {
            tracing::warn!(
                "sweep skipped: the mailbox was last read {} s ago",
                now() - at
            );
            tokio::select! {
                _ = tokio::time::sleep(interval.min(std::time::Duration::from_secs(60))) => {}
                _ = shutdown.changed() => {}
            }
            continue;
        }
        let worker_pm = pm.clone();
        let swept = store
            .call(move |s| sweep(&worker_pm, s, now()))
            .await
            .map_err(ProcessError::from)
            .and_then(|r| r);
        match swept {
            Ok(actions) if !actions.is_empty() => {
                let done: Vec<String> = actions.iter().map(ToString::to_string).collect();
                tracing::info!(count = actions.len(), "sweep: {}", done.join("; "));
                kick.committed();
            }
            // Seeks and challenges may have expired: the site's index shows seeks.
            Ok(_) => kick.site_changed(),
            Err(e) => tracing::error!("sweep failed: {e:#}"),
        }
        tokio::select! {
            _ = tokio::time::sleep(interval) => {}
            _ = shutdown.changed() => {}
        }
    }
    Ok(())
}

/// Forfeits games whose deadline passed, sends reminders, tells opponents of leave
/// that began or ended, and expires challenges nobody answered within their timeout,
/// queueing the mails that tell the players. Reads only what is due (indexed). Records
/// when it finished and how long it ran, for `pawnpost status` and the metrics.
pub fn sweep(
    pm: &Postmaster,
    store: &mut Store,
    now: Timestamp,
) -> Result<Vec<SweepAction>, ProcessError> {
    let started = Instant::now();
    store.take_longest_write();
    let actions = sweep_due(pm, store, now)?;
    let longest = store.longest_write();
    tracing::debug!(
        actions = actions.len(),
        elapsed_ms = started.elapsed().as_millis() as u64,
        longest_write_ms = longest.as_secs_f64() * 1000.0,
        "sweep finished"
    );
    if let Err(e) = store.record_sweep(now, started.elapsed()) {
        // Bookkeeping only: the sweep itself is committed.
        tracing::warn!("recording the sweep's duration failed: {e}");
    }
    Ok(actions)
}

fn sweep_due(
    pm: &Postmaster,
    store: &mut Store,
    now: Timestamp,
) -> Result<Vec<SweepAction>, ProcessError> {
    store.set_reminders(pm.config.game.reminders);
    let told = super::clock::leave_news(pm, store, now)?;
    if told > 0 {
        tracing::info!(leaves = told, "sweep: opponents told of leave");
    }
    store.transaction(|tx| {
        for mut challenge in tx.expired_challenges(now)? {
            if challenge.expire(now) {
                tx.save_challenge(&challenge)?;
                let mut letters = letter::challenge_expired(&challenge);
                // An invitee who refuses invitations is not written to again.
                if tx.is_blocked(&crate::address::mailbox_key_of(&challenge.opponent))? {
                    letters.retain(|l| l.to != challenge.opponent);
                }
                let tag = format!("expire.{}", challenge.id);
                outbox::queue(pm, tx, &Answering::Nothing { tag }, letters, &[], None, now)?;
            }
        }
        Ok::<_, ProcessError>(())
    })?;
    community::sweep(pm, store, now)?;
    super::ladder::sweep(pm, store, now)?;
    let forfeited = super::teams::sweep(pm, store, now)?;
    if forfeited > 0 {
        tracing::info!(matches = forfeited, "sweep: team matches lost by default");
    }
    let sent = digests(pm, store, now)?;
    if sent > 0 {
        tracing::info!(digests = sent, "sweep: digests composed");
    }
    store.sweep(
        now,
        pm.config.game.reminders,
        |tx, game, loser| super::clock::before_forfeit(pm, tx, game, loser, now),
        |tx, action, game, events| {
            let remind = match action {
                SweepAction::Reminder { to, .. } => Some(*to),
                SweepAction::Forfeit { .. }
                | SweepAction::Leave { .. }
                | SweepAction::Asked { .. } => None,
            };
            let mut letters = letter::after_sweep(game, events, remind, now);
            if remind.is_none() {
                let more = community::game_over(pm, tx, game, &mut letters, None, true, now)?;
                letters.extend(more);
            }
            let lost_on_time = match action {
                SweepAction::Forfeit {
                    loser,
                    reverse: false,
                    ..
                } => Some(*loser),
                _ => None,
            };
            let tag = format!("sweep.{}", game.id);
            outbox::queue(
                pm,
                tx,
                &Answering::Nothing { tag },
                letters,
                &[game],
                None,
                now,
            )?;
            if let Some(loser) = lost_on_time {
                super::clock::timeouts_news(pm, tx, game, loser, now)?;
            }
            Ok::<_, ProcessError>(())
        },
    )
}

/// The admin's decision on game `id`, in one transaction: the game decided and saved,
/// rated and its standings sent (`community::game_over`), both players' letters queued.
/// A crash leaves all of it or none; a second decision on a decided game replaces the
/// result and tells the players again.
pub fn adjudicate(
    pm: &Postmaster,
    store: &mut Store,
    id: GameId,
    result: GameResult,
    reason: &str,
    now: Timestamp,
) -> Result<Game, ProcessError> {
    store.transaction(|tx| {
        let mut game = tx.load_game(id)?;
        let events = game.adjudicate(result, reason, now);
        tx.save_game(&game, &events, now)?;
        let mut letters = letter::after_sweep(&game, &events, None, now);
        let more = community::game_over(pm, tx, &game, &mut letters, None, true, now)?;
        letters.extend(more);
        outbox::queue(
            pm,
            tx,
            &Answering::Nothing {
                tag: format!("adjudicate.{id}.{now}"),
            },
            letters,
            &[&game],
            None,
            now,
        )?;
        Ok(game)
    })
}

/// How many players' digests are composed from one read snapshot and then queued in one
/// short write transaction (fewer when their mails reach [`DIGEST_BATCH_BYTES`]): a
/// popular 08:00 holds the write lock only for the inserts, so a move never waits
/// long behind them.
const DIGESTS_PER_BATCH: u32 = 20;

/// The most bytes of mail one batch of digests inserts under the write lock.
const DIGEST_BATCH_BYTES: usize = 2 * 1024 * 1024;

/// One player's digest, composed from a read snapshot.
struct PlannedDigest {
    due: crate::store::DigestDue,
    next: Timestamp,
    /// The rendered mails; `None` when the snapshot could not render them (a label
    /// still to be given): the write transaction composes that one itself.
    mails: Option<Vec<crate::store::OutgoingMail>>,
}

/// Composes the digests due at `now` (read through the index of the next digest: no
/// player who is not due is read) from a read snapshot — the games loaded, the letters
/// written and rendered, pictures drawn, without the write lock — then queues each in a
/// short transaction that also plans the next, only if it is still due as it was read
/// (`Tx::claim_digest`): a crash neither sends one twice nor skips one, and two sweeps
/// at once send each once. A player with no game waiting for their move gets none that
/// day. Returns how many were queued.
pub fn digests(pm: &Postmaster, store: &mut Store, now: Timestamp) -> Result<usize, ProcessError> {
    let mut queued = 0;
    // Numbers the digests of this sweep across its batches: each Message-ID is made of
    // the tag, so two digests of one sweep never share one.
    let mut serial = 0usize;
    loop {
        let (batch, last) = store.read(|tx| {
            let due = tx.digests_due(now, DIGESTS_PER_BATCH)?;
            let last = due.len() < DIGESTS_PER_BATCH as usize;
            let mut batch = Vec::new();
            let mut bytes = 0;
            for player in due {
                if bytes >= DIGEST_BATCH_BYTES {
                    // The rest comes in the next batch.
                    return Ok::<_, ProcessError>((batch, false));
                }
                // The next at the player's hour after now: a sweep that ran late does
                // not shift it, nor send two to catch up.
                let next = crate::time::next_local_time(player.minute, &player.zone, now);
                serial += 1;
                let tag = format!("digest.{now}.{serial}");
                let mails = match digest_mails(pm, tx, &player.address, &tag, now) {
                    Ok(mails) => Some(mails),
                    Err(error) => {
                        tracing::debug!(to = %player.address, %error, "digest left to its transaction");
                        None
                    }
                };
                bytes += mails
                    .iter()
                    .flatten()
                    .map(|m| m.raw.len() + m.text.len())
                    .sum::<usize>();
                batch.push(PlannedDigest {
                    due: player,
                    next,
                    mails,
                });
            }
            Ok((batch, last))
        })?;
        queued += store.transaction(|tx| {
            let mut count = 0;
            for planned in &batch {
                if !tx.claim_digest(&planned.due, planned.next)? {
                    continue;
                }
                let mails = match &planned.mails {
                    Some(mails) => mails.clone(),
                    None => {
                        serial += 1;
                        let tag = format!("digest.{now}.{serial}");
                        digest_mails(pm, tx, &planned.due.address, &tag, now)?
                    }
                };
                for mail in &mails {
                    tx.queue_mail(mail, now)?;
                    count += 1;
                }
            }
            Ok::<_, ProcessError>(count)
        })?;
        if last {
            return Ok(queued);
        }
    }
}

/// `address`'s digest at `now`, rendered (none when no game waits for their move).
fn digest_mails(
    pm: &Postmaster,
    tx: &Tx<'_>,
    address: &str,
    tag: &str,
    now: Timestamp,
) -> Result<Vec<crate::store::OutgoingMail>, ProcessError> {
    let games = super::lobby::active_games(tx, address)?;
    let Some(letter) = letter::many::digest(address, &games, now) else {
        return Ok(Vec::new());
    };
    let shown: Vec<&Game> = games.iter().collect();
    let mut mails = Vec::new();
    outbox::render(
        pm,
        tx,
        &Answering::Nothing {
            tag: tag.to_owned(),
        },
        (vec![letter], &shown),
        // Composed from a read snapshot, outside the write lock: pictures for size.
        (None, crate::render::Encoding::Compact),
        now,
        &mut |mail| {
            mails.push(mail);
            Ok(())
        },
    )?;
    Ok(mails)
}
