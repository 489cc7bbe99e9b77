//! The daemon: three tasks — inbound ([`inbound`]), outbox ([`outbox`]) and sweep
//! ([`sweep`]) — each with its own SQLite connection on its own thread, stopped
//! together by one shutdown signal. One mail goes through [`intake`], which admits it
//! once and hands it to [`in_game`] or [`lobby`]; every letter leaves through
//! [`outbox::queue`]. [`explain()`] takes a mail the same way without keeping anything.

pub mod clock;
pub mod community;
pub mod explain;
pub mod in_game;
pub mod inbound;
pub mod intake;
pub mod lobby;
pub mod outbox;
pub mod sweep;

use std::sync::Arc;

use anyhow::Context as _;
use tokio::sync::{Notify, watch};

use crate::config::Config;
use crate::identity::ServerSecret;
use crate::store::Store;

pub use clock::{Outage, mailbox_checked};
pub use community::{
    TournamentError, TournamentTerms, Withdrawal, create_tournament, open_tournament,
    time_control_arg, withdraw,
};
pub use explain::{Explanation, explain};
pub use inbound::{HEARTBEAT, source_label};
pub use intake::{Disposition, ProcessError, process_mail};
pub use outbox::drain_outbox;
pub use sweep::{adjudicate, sweep};

/// What the daemon knows besides the store: its config and secret.
pub struct Postmaster {
    pub config: Config,
    pub secret: ServerSecret,
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
    tasks.spawn(inbound::inbound_loop(
        pm.clone(),
        outbox_kick.clone(),
        stopped.clone(),
    ));
    tasks.spawn(outbox::outbox_loop(
        pm.clone(),
        outbox_kick.clone(),
        stopped.clone(),
    ));
    tasks.spawn(sweep::sweep_loop(pm.clone(), outbox_kick.clone(), stopped));
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
