//! The inbound task: fetch -> process -> commit -> acknowledge. A mail is acknowledged
//! only after its commit (or once it is set aside, [`super::attempts`]); a mail that
//! cannot be committed stays on the server and is tried again on its own schedule.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use tokio::sync::watch;

use crate::mail::source::{Backoff, MailSource, Source, SourceId, Wakeup};
use crate::store::StoreThread;

use super::Postmaster;
use super::attempts::{Attempt, process_attempted};
use super::{Disposition, MAX_ATTEMPTS};
use crate::time::now;

/// After a mail, how long the inbound task polls instead of waiting in IDLE.
const ACTIVE_WINDOW: Duration = Duration::from_millis(1500);
/// The polling interval within that window.
const ACTIVE_POLL: Duration = Duration::from_millis(100);
/// The most committed mails left unacknowledged on the server before one command
/// acknowledges them: a process killed mid-batch leaves at most these to be fetched
/// again (and skipped by their records).
const ACK_EVERY: usize = 16;
/// How long a committed mail waits at most for the others of its acknowledgement
/// (checked between two mails).
const ACK_WITHIN: Duration = Duration::from_secs(1);
/// How long an acknowledgement may still take once the daemon is stopping.
const ACK_GRACE: Duration = Duration::from_secs(5);
/// How often the inbound task records that it checked the mailbox, for `pawnpost
/// status` (a write per check would be ten a second while games are active).
pub const HEARTBEAT: Duration = Duration::from_secs(60);

/// How old the heartbeat may grow while the daemon runs and reaches its mailbox: it
/// checks at least every `poll` (the IDLE or poll interval) and records a check at
/// least every [`HEARTBEAT`]; two missed heartbeats more, and it is down or cut off.
pub fn mailbox_stale_after(poll: Duration) -> Duration {
    poll + 2 * HEARTBEAT
}

/// A source id as stored with the inbound record.
pub fn source_label(id: &SourceId) -> String {
    match id {
        SourceId::Imap { uidvalidity, uid } => format!("imap:{uidvalidity}:{uid}"),
        SourceId::Maildir { file_name } => format!("maildir:{file_name}"),
    }
}

/// Mails that failed to commit, each tried again on its own schedule (1 s doubling to
/// 60 s, ±20%), so that one mail that cannot be committed does not hold back the
/// others, and a lasting fault does not make the daemon refetch ten times a second.
/// Pure: the clock and the randomness come in.
#[derive(Debug, Default)]
struct Deferred {
    mails: HashMap<SourceId, (Backoff, Instant)>,
}

impl Deferred {
    /// Whether `id` may be processed now: it never failed, or its pause is over.
    fn is_due(&self, id: &SourceId, now: Instant) -> bool {
        self.mails.get(id).is_none_or(|(_, due)| *due <= now)
    }

    /// Records a failure of `id`; returns the pause before its next try. `unit` is a
    /// random number in `[0, 1)` for the jitter.
    fn failed(&mut self, id: &SourceId, now: Instant, unit: f64) -> Duration {
        let (backoff, due) = self.mails.entry(id.clone()).or_insert_with(|| {
            (
                Backoff::new(Duration::from_secs(1), Duration::from_secs(60), 0.2),
                now,
            )
        });
        let delay = backoff.next_delay_with(unit);
        *due = now + delay;
        delay
    }

    fn committed(&mut self, id: &SourceId) {
        self.mails.remove(id);
    }

    /// When the first deferred mail is due.
    fn next_due(&self) -> Option<Instant> {
        self.mails.values().map(|(_, due)| *due).min()
    }

    /// Drops the mails the source no longer offers (acknowledged or removed elsewhere).
    fn forget_all_but<'a>(&mut self, offered: impl Iterator<Item = &'a SourceId>) {
        let offered: HashSet<&SourceId> = offered.collect();
        self.mails.retain(|id, _| offered.contains(id));
    }
}

pub(super) async fn inbound_loop(
    pm: Arc<Postmaster>,
    store: Arc<StoreThread>,
    kick: super::site::Kicks,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    // One byte past the limit is read, as `deliver` does, so that `parse_mail` knows a
    // mail was cut and its sender is told only its first part was read.
    let read_bytes = pm.config.limits.max_message_bytes.saturating_add(1);
    let mut source = Source::from_config(&pm.config.inbound, read_bytes)
        .context("setting up the inbound mailbox")?;
    let poll = pm.config.inbound.poll_interval();
    let mut backoff = Backoff::default();
    // Mails that could not be committed (disk full, database locked, or something
    // about that one mail), each tried again on its own schedule.
    let mut deferred = Deferred::default();
    let mailbox = match &pm.config.inbound {
        crate::config::InboundConfig::Imap(imap) => imap.mailbox.clone(),
        crate::config::InboundConfig::Maildir(m) => m.path.display().to_string(),
    };
    let state_of = mailbox.clone();
    let mut recorded: Option<(u32, u32)> = store.call(move |s| s.imap_state(&state_of)).await??;
    let mut last_uidvalidity: Option<u32> = recorded.map(|(v, _)| v);
    // The IMAP position not yet recorded, and when it is recorded anyway.
    let mut position: Option<(u32, u32)> = None;
    let mut position_due = Instant::now() + HEARTBEAT;
    let mut active_until = Instant::now();
    let mut heartbeat_due = Instant::now();
    while !*shutdown.borrow() {
        let fetched = tokio::select! {
            r = source.fetch_unseen() => r,
            _ = shutdown.changed() => break,
        };
        let mails = match fetched {
            Ok(mails) => {
                backoff.reset();
                if Instant::now() >= heartbeat_due {
                    // Before the mails are applied: after an outage, the clocks get the
                    // time back first, so a move that waited in the mailbox is in time.
                    let worker_pm = pm.clone();
                    let checked = store
                        .call(move |s| super::clock::mailbox_checked(&worker_pm, s, now()))
                        .await
                        .map_err(super::ProcessError::from)
                        .and_then(|r| r);
                    match checked {
                        Ok(outage) => {
                            heartbeat_due = Instant::now() + HEARTBEAT;
                            if outage.is_some_and(|o| o.games > 0) {
                                kick.committed();
                            }
                        }
                        Err(e) => tracing::warn!("recording the mailbox check failed: {e}"),
                    }
                }
                mails
            }
            Err(e) => {
                let delay = backoff.next_delay(&mut rand::rng());
                tracing::warn!(
                    attempt = backoff.attempt(),
                    ?delay,
                    "fetching mail failed: {e}; retrying"
                );
                tokio::select! {
                    _ = tokio::time::sleep(delay) => continue,
                    _ = shutdown.changed() => break,
                }
            }
        };
        deferred.forget_all_but(mails.iter().map(|m| &m.id));
        let (mut processed_any, mut committed_any, mut failed_any) = (false, false, false);
        // Committed (or set aside) mails, acknowledged together: one command for up to
        // ACK_EVERY of them, not a round trip between one mail and the next.
        let mut done = Unacknowledged::default();
        for mail in mails {
            if *shutdown.borrow() {
                // The mail in hand is finished; the rest of the batch waits on the
                // server for the next start.
                break;
            }
            if done.is_due() {
                acknowledge(&store, &mut source, &mut done, &shutdown).await;
            }
            if !deferred.is_due(&mail.id, Instant::now()) {
                // Left unread on the server; its own retry comes later.
                continue;
            }
            processed_any = true;
            if let SourceId::Imap { uidvalidity, uid } = mail.id {
                if last_uidvalidity.is_some_and(|v| v != uidvalidity) {
                    // The Message-ID records keep already applied mails from applying twice.
                    tracing::warn!(
                        uidvalidity,
                        "the mailbox's UIDVALIDITY changed; relying on Message-ID records"
                    );
                }
                last_uidvalidity = Some(uidvalidity);
                position = match position {
                    Some((v, seen)) if v == uidvalidity => Some((v, seen.max(uid))),
                    _ => Some((uidvalidity, uid)),
                };
            }
            let started = Instant::now();
            let label = source_label(&mail.id);
            let (worker_pm, bytes, source_id) = (pm.clone(), mail.bytes, label.clone());
            // Its attempt is counted first: a mail that fails, panics or kills the
            // daemon again and again is set aside, and acknowledged like a committed one.
            let processed = store
                .call(move |s| process_attempted(&worker_pm, s, &bytes, &source_id, now()))
                .await
                .map_err(super::ProcessError::from)
                .and_then(|r| r);
            match processed {
                Ok(attempt) => {
                    committed_any = true;
                    deferred.committed(&mail.id);
                    if let Attempt::Processed(disposition) = &attempt {
                        log_disposition(&label, disposition, started.elapsed());
                    }
                    done.push(mail.id);
                    kick.committed();
                }
                Err(e) => {
                    // Not committed, not acknowledged: the mail stays on the server.
                    let delay = deferred.failed(&mail.id, Instant::now(), rand::random());
                    let counted = super::attempts::counts_against_the_mail(&e);
                    tracing::error!(
                        source = %label,
                        retry_in_ms = delay.as_millis() as u64,
                        counted,
                        "processing failed, will retry{}: {e}",
                        if counted {
                            format!(" (set aside after {MAX_ATTEMPTS} such failures in a row)")
                        } else {
                            String::new()
                        }
                    );
                    failed_any = true;
                }
            }
        }
        acknowledge(&store, &mut source, &mut done, &shutdown).await;
        if let Some((uidvalidity, _)) = position {
            // Bookkeeping only (the Message-ID records guard against repeats, and only
            // the UIDVALIDITY is read back, for the warning above): recorded when the
            // UIDVALIDITY is new, else at most once a heartbeat, not in a write
            // transaction a batch (under load a batch is a mail or two).
            if (recorded.map(|(v, _)| v) != Some(uidvalidity) || Instant::now() >= position_due)
                && record_position(&store, &mailbox, &mut position, &mut recorded).await
            {
                position_due = Instant::now() + HEARTBEAT;
            }
        }
        if failed_any && !committed_any {
            // Nothing could be committed (a full disk, a locked database): wait until
            // the first deferred mail is due instead of refetching ten times a second.
            // A mail that fails while others commit only waits for its own turn.
            let delay = deferred.next_due().map_or(Duration::ZERO, |due| {
                due.saturating_duration_since(Instant::now())
            });
            tracing::warn!(
                retry_in_ms = delay.as_millis() as u64,
                "mail left uncommitted; fetching again after a pause"
            );
            tokio::select! {
                _ = tokio::time::sleep(delay) => continue,
                _ = shutdown.changed() => break,
            }
        }
        // While games are active, answers tend to follow our replies within a second:
        // look again shortly instead of entering IDLE, whose notifications Dovecot
        // delays by 0.5 s (which made concurrent games advance in lock-step rounds).
        if processed_any {
            active_until = Instant::now() + ACTIVE_WINDOW;
        }
        if committed_any && source.more_pending() {
            // The batch was full and it went forward: the rest of the backlog now.
            continue;
        }
        if Instant::now() < active_until {
            tokio::select! {
                _ = tokio::time::sleep(ACTIVE_POLL) => continue,
                _ = shutdown.changed() => break,
            }
        }
        let waited = tokio::select! {
            r = source.wait_for_mail(poll) => r,
            _ = shutdown.changed() => break,
        };
        match waited {
            Ok(Wakeup::MorePending) => {
                // A full batch of mails still waiting for their retry: fetching it again
                // at once would only spin until the first of them is due.
                let delay = deferred.next_due().map_or(ACTIVE_POLL, |due| {
                    due.saturating_duration_since(Instant::now()).min(poll)
                });
                tokio::select! {
                    _ = tokio::time::sleep(delay) => {}
                    _ = shutdown.changed() => break,
                }
            }
            Ok(Wakeup::Activity | Wakeup::Timeout) => {}
            Err(e) => tracing::warn!("waiting for mail failed: {e}; reconnecting"),
        }
    }
    record_position(&store, &mailbox, &mut position, &mut recorded).await;
    Ok(())
}

/// Committed (or set-aside) mails not yet acknowledged, and since when the first of
/// them waits.
#[derive(Default)]
struct Unacknowledged {
    ids: Vec<SourceId>,
    since: Option<Instant>,
}

impl Unacknowledged {
    fn push(&mut self, id: SourceId) {
        self.since.get_or_insert_with(Instant::now);
        self.ids.push(id);
    }

    /// [`ACK_EVERY`] of them, or the first waited [`ACK_WITHIN`].
    fn is_due(&self) -> bool {
        self.ids.len() >= ACK_EVERY || self.since.is_some_and(|t| t.elapsed() >= ACK_WITHIN)
    }
}

/// Acknowledges the committed mails `done` (in one command where the source can) and
/// empties it, once what they committed is on disk (the store's mail transactions are
/// not synced one by one: [`crate::store::Store::defer_mail_syncs`]). A failure is only
/// logged: those mails are fetched again, and their records skip them (or, if the sync
/// failed and the machine then fell, they are processed again). Once the daemon is
/// stopping, a server that does not answer (the source reconnects for as long as it
/// takes) gets [`ACK_GRACE`], not forever.
async fn acknowledge(
    store: &StoreThread,
    source: &mut Source,
    done: &mut Unacknowledged,
    shutdown: &watch::Receiver<bool>,
) {
    let Unacknowledged { ids: done, since } = std::mem::take(done);
    if since.is_none() {
        return;
    }
    match store.call(|s| s.sync_deferred()).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) | Err(e) => {
            tracing::warn!(
                of = done.len(),
                "syncing committed mails failed, not acknowledged: {e}"
            );
            return;
        }
    }
    let mut stopping = shutdown.clone();
    let grace = async {
        let _ = stopping.wait_for(|stop| *stop).await;
        tokio::time::sleep(ACK_GRACE).await;
    };
    tokio::select! {
        acknowledged = source.acknowledge_all(&done) => {
            if let Err(e) = acknowledged {
                tracing::warn!(of = done.len(), "acknowledging committed mails failed: {e}");
            }
        }
        _ = grace => {
            tracing::warn!(of = done.len(), "stopping before the mailbox acknowledged committed mails; they are fetched again and skipped");
        }
    }
}

/// Records the IMAP position `position` of `mailbox`, if any, as `recorded`; a busy
/// database here must not stop the inbound task (it is tried again after the next
/// batch). Whether nothing is left to record.
async fn record_position(
    store: &StoreThread,
    mailbox: &str,
    position: &mut Option<(u32, u32)>,
    recorded: &mut Option<(u32, u32)>,
) -> bool {
    let Some((uidvalidity, uid)) = *position else {
        return true;
    };
    let name = mailbox.to_owned();
    match store
        .call(move |s| s.set_imap_state(&name, uidvalidity, uid))
        .await
    {
        Ok(Ok(())) => {
            *recorded = Some((uidvalidity, uid));
            *position = None;
            true
        }
        Ok(Err(e)) | Err(e) => {
            tracing::warn!("recording the IMAP position failed: {e}");
            false
        }
    }
}

pub(super) fn log_disposition(source: &str, disposition: &Disposition, elapsed: Duration) {
    let ms = elapsed.as_secs_f64() * 1000.0;
    match disposition {
        Disposition::Duplicate => tracing::info!(%source, ms, "mail already processed; skipped"),
        Disposition::Silenced(why) => tracing::info!(%source, ms, "mail not answered: {why}"),
        Disposition::Answered {
            game,
            replies,
            summary,
        } => {
            tracing::info!(%source, ?game, replies, ms, "{summary}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn imap(uid: u32) -> SourceId {
        SourceId::Imap {
            uidvalidity: 1,
            uid,
        }
    }

    #[test]
    fn a_failed_mail_waits_its_own_doubling_turn_while_others_go_on() {
        let mut deferred = Deferred::default();
        let t = Instant::now();
        let (bad, good) = (imap(1), imap(2));
        assert!(deferred.is_due(&bad, t) && deferred.is_due(&good, t));

        let pauses: Vec<Duration> = [0, 1, 3, 7]
            .into_iter()
            .map(|s| deferred.failed(&bad, t + Duration::from_secs(s), 0.5))
            .collect();
        assert_eq!(pauses, [1, 2, 4, 8].map(Duration::from_secs));
        let due = t + Duration::from_secs(7 + 8);
        assert_eq!(deferred.next_due(), Some(due));
        assert!(!deferred.is_due(&bad, due - Duration::from_millis(1)));
        assert!(deferred.is_due(&bad, due));
        assert!(deferred.is_due(&good, t), "other mail is not held back");

        // The pause stops growing at a minute.
        for _ in 0..10 {
            deferred.failed(&bad, t, 0.5);
        }
        assert_eq!(deferred.failed(&bad, t, 0.5), Duration::from_secs(60));

        deferred.committed(&bad);
        assert!(deferred.is_due(&bad, t));
        assert_eq!(deferred.next_due(), None);
    }

    #[test]
    fn committed_mails_are_acknowledged_sixteen_at_a_time_or_after_a_second() {
        let mut done = Unacknowledged::default();
        assert!(!done.is_due());
        for uid in 0..ACK_EVERY as u32 - 1 {
            done.push(imap(uid));
        }
        assert!(!done.is_due(), "fifteen, just now");
        done.push(imap(99));
        assert!(done.is_due(), "sixteen");
        let mut one = Unacknowledged::default();
        one.push(imap(1));
        one.since = Some(Instant::now() - ACK_WITHIN);
        assert!(one.is_due(), "one that waited a second");
    }

    #[test]
    fn mails_the_source_no_longer_offers_are_forgotten() {
        let mut deferred = Deferred::default();
        let t = Instant::now();
        deferred.failed(&imap(1), t, 0.5);
        deferred.failed(&imap(2), t, 0.5);
        deferred.forget_all_but([imap(2)].iter());
        assert!(deferred.is_due(&imap(1), t));
        assert!(!deferred.is_due(&imap(2), t));
    }
}
