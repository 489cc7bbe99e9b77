//! The wiring: fetch -> process -> commit -> acknowledge; the outbox sender; the
//! forfeit and reminder sweep. Three tasks, each with its own SQLite connection,
//! stopped together by one shutdown signal.

pub mod outgoing;
pub mod process;

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::Context as _;
use tokio::sync::{Notify, watch};

use crate::game::{SweepAction, Timestamp};
use crate::letter;
use crate::mail::sink::Sink;
use crate::mail::source::{Backoff, MailSource, Source, SourceId};
use crate::store::Store;

pub use process::{Disposition, Postmaster, ProcessError, process_mail, queue_letters};

/// After a mail, how long the inbound task polls instead of waiting in IDLE.
const ACTIVE_WINDOW: Duration = Duration::from_millis(1500);
/// The polling interval within that window.
const ACTIVE_POLL: Duration = Duration::from_millis(100);
/// The longest the outbox task sleeps without a kick, in seconds.
const OUTBOX_TICK: i64 = 5;
/// How often the inbound task records that it checked the mailbox, for `pawnpost
/// status` (a write per check would be ten a second while games are active).
const HEARTBEAT: Duration = Duration::from_secs(60);

/// Seconds since the epoch: the one place the daemon reads the clock.
pub fn now() -> Timestamp {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// A source id as stored with the inbound record.
pub fn source_label(id: &SourceId) -> String {
    match id {
        SourceId::Imap { uidvalidity, uid } => format!("imap:{uidvalidity}:{uid}"),
        SourceId::Maildir { file_name } => format!("maildir:{file_name}"),
    }
}

/// Runs the daemon until `shutdown` turns true: the mail in hand is finished, the
/// outbox flushed as far as it goes, then it returns.
pub async fn run(pm: Postmaster, mut shutdown: watch::Receiver<bool>) -> anyhow::Result<()> {
    let pm = Arc::new(pm);
    let database = pm.config.server.database.clone();
    // Open once here so that a broken database stops the start, not a task.
    Store::open(&database).with_context(|| format!("opening {}", database.display()))?;
    let outbox_kick = Arc::new(Notify::new());

    // The tasks stop on `stop`: the caller's shutdown, or one task ending early (then
    // the daemon exits with an error, so a supervisor such as systemd restarts it
    // instead of leaving a process that no longer reads or sends mail).
    let (stop, stopped) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    tasks.spawn(inbound_loop(
        pm.clone(),
        outbox_kick.clone(),
        stopped.clone(),
    ));
    tasks.spawn(outbox_loop(
        pm.clone(),
        outbox_kick.clone(),
        stopped.clone(),
    ));
    tasks.spawn(sweep_loop(pm.clone(), outbox_kick.clone(), stopped));
    tracing::info!(database = %database.display(), "pawnpost running");
    let early = tokio::select! {
        _ = shutdown.wait_for(|stop| *stop) => None,
        ended = tasks.join_next() => ended,
    };
    tracing::info!("stopping: finishing the mail in hand");
    let _ = stop.send(true);
    let mut failure = early.map(|ended| match ended {
        Ok(Ok(())) => anyhow::anyhow!("a daemon task ended unexpectedly"),
        Ok(Err(e)) => e.context("a daemon task failed"),
        Err(e) => anyhow::anyhow!("a daemon task panicked: {e}"),
    });
    while let Some(ended) = tasks.join_next().await {
        match ended {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                tracing::error!("task failed: {e:#}");
                failure.get_or_insert(e);
            }
            Err(e) => tracing::error!("task panicked: {e}"),
        }
    }
    if let Some(e) = failure {
        return Err(e);
    }
    Ok(())
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

async fn inbound_loop(
    pm: Arc<Postmaster>,
    kick: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut store = Store::open(&pm.config.server.database)?;
    let mut source = Source::from_config(&pm.config.inbound, pm.config.limits.max_message_bytes)
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
    let mut last_uidvalidity: Option<u32> = store.imap_state(&mailbox)?.map(|(v, _)| v);
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
                    match store.record_mailbox_checked(now()) {
                        Ok(()) => heartbeat_due = Instant::now() + HEARTBEAT,
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
        for mail in mails {
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
                // Bookkeeping only: the Message-ID records guard against repeats, so a
                // busy database here must not stop the inbound task.
                if let Err(e) = store.set_imap_state(&mailbox, uidvalidity, uid) {
                    tracing::warn!("recording the IMAP position failed: {e}");
                }
            }
            let started = Instant::now();
            let label = source_label(&mail.id);
            match process_mail(&pm, &mut store, &mail.bytes, &label, now()) {
                Ok(disposition) => {
                    committed_any = true;
                    deferred.committed(&mail.id);
                    log_disposition(&label, &disposition, started.elapsed());
                    if let Err(e) = source.acknowledge(&mail.id).await {
                        // Committed already: a second pass finds the record and skips it.
                        tracing::warn!(source = %label, "acknowledging failed: {e}");
                    }
                    kick.notify_one();
                }
                Err(e) => {
                    // Not committed, not acknowledged: the mail stays on the server.
                    let delay = deferred.failed(&mail.id, Instant::now(), rand::random());
                    tracing::error!(
                        source = %label,
                        retry_in_ms = delay.as_millis() as u64,
                        "processing failed, will retry: {e}"
                    );
                    failed_any = true;
                }
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
        if let Err(e) = waited {
            tracing::warn!("waiting for mail failed: {e}; reconnecting");
        }
    }
    Ok(())
}

fn log_disposition(source: &str, disposition: &Disposition, elapsed: Duration) {
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

async fn outbox_loop(
    pm: Arc<Postmaster>,
    kick: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut store = Store::open(&pm.config.server.database)?;
    let mut sink = Sink::from_config(&pm.config.outbound).context("setting up outgoing mail")?;
    let policy = pm.config.outbound.retry_policy();
    let envelope_from = pm.config.server.address.as_str().to_owned();
    loop {
        let stopping = *shutdown.borrow();
        // A database error (busy, disk full) must not end the task: replies stay in the
        // outbox and the next round tries again.
        let sent = match drain_outbox(&mut store, &mut sink, &envelope_from, policy).await {
            Ok(sent) => sent,
            Err(e) => {
                tracing::error!("sending the outbox failed: {e:#}; retrying");
                0
            }
        };
        if stopping {
            break;
        }
        if sent == 0 {
            // Until the next retry is due (so a 1 s backoff is 1 s), at least a second
            // (timestamps are whole seconds; a round that failed must not spin), at
            // most OUTBOX_TICK (letters queued without a kick are found then).
            let wait = match store.next_outbox_due() {
                Ok(Some(due)) => Duration::from_secs((due - now()).clamp(1, OUTBOX_TICK) as u64),
                _ => Duration::from_secs(OUTBOX_TICK as u64),
            };
            tokio::select! {
                _ = kick.notified() => {}
                _ = tokio::time::sleep(wait) => {}
                _ = shutdown.changed() => {}
            }
        }
    }
    Ok(())
}

/// Sends what is due; failed mails wait as `policy` says (doubling delays up to a cap)
/// and become `dead` after `policy.max_attempts`. Returns how many were sent.
pub async fn drain_outbox(
    store: &mut Store,
    sink: &mut Sink,
    envelope_from: &str,
    policy: crate::config::RetryPolicy,
) -> anyhow::Result<usize> {
    let mut sent = 0;
    for mail in store.pending_outbox(now(), 100)? {
        let started = Instant::now();
        match sink
            .send(
                envelope_from,
                std::slice::from_ref(&mail.recipient),
                &mail.raw,
            )
            .await
        {
            Ok(()) => {
                store.mark_sent(mail.id, now())?;
                sent += 1;
                tracing::info!(
                    to = %mail.recipient,
                    message_id = %mail.message_id,
                    ms = started.elapsed().as_secs_f64() * 1000.0,
                    "reply sent: {}",
                    mail.subject
                );
            }
            Err(e) => {
                // A permanent refusal (5xx, bad address) will not change: dead now.
                let limit = if e.is_permanent() {
                    mail.attempts + 1
                } else {
                    policy.max_attempts
                };
                let delay = policy.delay(mail.attempts + 1).as_secs();
                let next = now() + i64::try_from(delay).unwrap_or(i64::MAX / 2);
                store.mark_failed(mail.id, &e.to_string(), next, limit)?;
                tracing::warn!(to = %mail.recipient, attempt = mail.attempts + 1, retry_in_secs = delay, "sending failed: {e}");
                if !e.is_permanent() {
                    // The server is likely down: stop this round, the backoff applies.
                    break;
                }
            }
        }
    }
    Ok(sent)
}

async fn sweep_loop(
    pm: Arc<Postmaster>,
    kick: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut store = Store::open(&pm.config.server.database)?;
    let interval = pm.config.game.sweep_interval();
    while !*shutdown.borrow() {
        match sweep(&pm, &mut store, now()) {
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
                queue_letters(
                    pm,
                    tx,
                    letters,
                    None,
                    now,
                    &format!("expire.{}", challenge.id),
                )?;
            }
        }
        Ok::<_, ProcessError>(())
    })?;
    store.sweep(
        now,
        pm.config.game.reminder_percent,
        |tx, action, game, events| {
            let remind = match action {
                SweepAction::Reminder { to, .. } => Some(*to),
                SweepAction::Forfeit { .. } => None,
            };
            let letters = letter::after_sweep(game, events, remind, now);
            queue_letters(
                pm,
                tx,
                letters,
                Some(game),
                now,
                &format!("sweep.{}", game.id),
            )?;
            Ok::<_, ProcessError>(())
        },
    )
}

/// `pawnpost check-config`: log in to IMAP and SMTP and report each step.
pub async fn check_connections(config: &crate::config::Config) -> bool {
    use crate::config::{InboundConfig, OutboundConfig};
    let mut ok = true;
    match &config.inbound {
        InboundConfig::Imap(imap) => {
            let target = format!("{}:{} ({})", imap.host, imap.port, imap.tls);
            match crate::mail::source::imap::ImapSource::new(
                imap.clone(),
                config.limits.max_message_bytes,
            ) {
                Ok(mut source) => match source.connect().await {
                    Ok(()) => {
                        println!(
                            "imap: logged in to {target} as {}, mailbox {} selected",
                            imap.credentials.username, imap.mailbox
                        );
                        source.disconnect().await;
                    }
                    Err(e) => {
                        println!("imap: FAILED at {target}: {e}");
                        ok = false;
                    }
                },
                Err(e) => {
                    println!("imap: FAILED: {e}");
                    ok = false;
                }
            }
        }
        InboundConfig::Maildir(maildir) => {
            match crate::mail::source::maildir::MaildirSource::open(
                &maildir.path,
                config.limits.max_message_bytes,
            ) {
                Ok(_) => println!("inbound: local spool {} is ready", maildir.path.display()),
                Err(e) => {
                    println!("inbound: FAILED: {e}");
                    ok = false;
                }
            }
        }
    }
    match &config.outbound {
        OutboundConfig::Smtp(smtp) => {
            let target = format!("{}:{} ({})", smtp.host, smtp.port, smtp.tls);
            match crate::mail::sink::smtp::SmtpSink::new(smtp.clone()) {
                Ok(sink) => match sink.check().await {
                    Ok(()) => println!(
                        "smtp: connected to {target}{}",
                        if smtp.credentials.is_some() {
                            " and logged in"
                        } else {
                            ""
                        }
                    ),
                    Err(e) => {
                        println!("smtp: FAILED at {target}: {e}");
                        ok = false;
                    }
                },
                Err(e) => {
                    println!("smtp: FAILED: {e}");
                    ok = false;
                }
            }
        }
        OutboundConfig::Maildir(maildir) => {
            println!(
                "outbound: replies go to the local spool under {}",
                maildir.path.display()
            );
        }
    }
    ok
}

/// `pawnpost send`: writes a player's mail into the local inbound spool (`new/`), so
/// that a person can play without a mail server.
pub fn spool_mail(
    config: &crate::config::Config,
    from: &str,
    to: Option<&str>,
    subject: &str,
    body: &str,
    now: Timestamp,
) -> anyhow::Result<std::path::PathBuf> {
    use std::io::Write as _;
    let crate::config::InboundConfig::Maildir(maildir) = &config.inbound else {
        anyhow::bail!(
            "`pawnpost send` writes into the local spool, but [inbound] kind is \"imap\": send a real mail instead"
        );
    };
    let clean = |s: &str| s.chars().filter(|c| !c.is_control()).collect::<String>();
    let to = to.unwrap_or(config.server.address.as_str());
    let unique = format!("{now}.{}.{}", std::process::id(), rand::random::<u32>());
    let domain = config.server.address.domain();
    let date = httpdate_like(now);
    let mail = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nDate: {date}\r\nMessage-ID: <send.{unique}@{domain}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n",
        from = clean(from),
        to = clean(to),
        subject = clean(subject),
        body = body.replace('\n', "\r\n"),
    );
    for dir in ["tmp", "new", "cur"] {
        std::fs::create_dir_all(maildir.path.join(dir))?;
    }
    let name = format!("{unique}.pawnpost-send");
    let tmp = maildir.path.join("tmp").join(&name);
    let mut file = std::fs::File::create(&tmp)?;
    file.write_all(mail.as_bytes())?;
    file.sync_all()?;
    let target = maildir.path.join("new").join(&name);
    std::fs::rename(&tmp, &target)?;
    Ok(target)
}

/// An RFC 5322 date for `now` (UTC).
fn httpdate_like(now: Timestamp) -> String {
    let days = now.div_euclid(86_400);
    let secs = now.rem_euclid(86_400);
    let (y, m, d) = crate::notation::pgn::civil_date(now);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    const WEEKDAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    format!(
        "{}, {d} {} {y} {:02}:{:02}:{:02} +0000",
        WEEKDAYS[days.rem_euclid(7) as usize],
        MONTHS[(m as usize).saturating_sub(1) % 12],
        secs / 3600,
        secs % 3600 / 60,
        secs % 60
    )
}

/// Tells both players of an adjudication.
pub fn tell_adjudication(
    pm: &Postmaster,
    store: &mut Store,
    game: &crate::game::Game,
    reason: &str,
    now: Timestamp,
) -> Result<usize, ProcessError> {
    let events = vec![crate::game::Event::Adjudicated {
        reason: reason.to_owned(),
    }];
    let letters = letter::after_sweep(game, &events, None, now);
    store.transaction(|tx| {
        queue_letters(
            pm,
            tx,
            letters,
            Some(game),
            now,
            &format!("adjudicate.{}", game.id),
        )
    })
}

/// `pawnpost status`: the outbox, the games, the last mail received.
/// `pawnpost status`: the outbox, the games, and whether the daemon is alive: it
/// records a successful look at its mailbox at least every [`HEARTBEAT`], and checks at
/// least every `poll` (the IDLE or poll interval), so an older record means it is not
/// running or cannot reach its mailbox.
pub fn status(store: &Store, now: Timestamp, poll: Duration) -> anyhow::Result<String> {
    let counts = store.outbox_counts()?;
    let active = store
        .list_games(&crate::store::GameFilter {
            which: crate::store::Which::Active,
            player: None,
        })?
        .len();
    let last = store.last_inbound()?;
    let mut out = String::new();
    match store.mailbox_checked_at()? {
        Some(t) => {
            let age = (now - t).max(0);
            out.push_str(&format!(
                "mailbox last checked: {} ({age} s ago)\n",
                crate::admin::format_time(t)
            ));
            let stale_after = (poll + 2 * HEARTBEAT).as_secs() as i64;
            if age > stale_after {
                out.push_str(&format!(
                    "WARNING: the daemon has not checked the mailbox for {} min; is it running, and can it reach the mail server? (systemctl status pawnpost, journalctl -u pawnpost)\n",
                    age / 60
                ));
            }
        }
        None => out.push_str("mailbox last checked: never (the daemon has not run yet)\n"),
    }
    out.push_str(&format!(
        "outbox: {} pending, {} sent, {} dead\n",
        counts.pending, counts.sent, counts.dead
    ));
    out.push_str(&format!("active games: {active}\n"));
    match last {
        Some(t) => out.push_str(&format!(
            "last mail received: {}\n",
            crate::admin::format_time(t)
        )),
        None => out.push_str("last mail received: none yet\n"),
    }
    for dead in store.dead_outbox(20)? {
        out.push_str(&format!("dead: {dead}\n"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_says_when_the_mailbox_was_last_checked_and_warns_when_that_is_old() {
        let store = Store::open_in_memory().unwrap();
        let poll = Duration::from_secs(60);
        let t = 1_800_000_000;
        let text = status(&store, t, poll).unwrap();
        assert!(text.contains("mailbox last checked: never"), "{text}");

        store.record_mailbox_checked(t).unwrap();
        let text = status(&store, t + 10, poll).unwrap();
        assert!(text.contains("(10 s ago)"), "{text}");
        assert!(!text.contains("WARNING"), "{text}");

        // One poll interval and two missed heartbeats later it is still fine; after
        // that the daemon is not looking at its mailbox.
        let limit = (poll + 2 * HEARTBEAT).as_secs() as i64;
        assert!(!status(&store, t + limit, poll).unwrap().contains("WARNING"));
        let text = status(&store, t + limit + 1, poll).unwrap();
        assert!(
            text.contains("WARNING: the daemon has not checked the mailbox for 3 min"),
            "{text}"
        );

        store.record_mailbox_checked(t + 500).unwrap();
        assert!(status(&store, t + 501, poll).unwrap().contains("(1 s ago)"));
    }
}

#[cfg(test)]
mod deferred_tests {
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
