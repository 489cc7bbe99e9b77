//! The daemon: three tasks — inbound ([`inbound`]), outbox ([`outbox`]) and sweep
//! ([`sweep`]) — a fourth with `[metrics] textfile` ([`metrics`]) and a fifth with
//! `[publish] dir` ([`site`]), each with its own SQLite connection on its own thread
//! but inbound and outbox (and [`handoff`]), which share one on the runtime's thread
//! (their work is writes that take turns at the lock anyway), stopped together by one
//! shutdown signal. `pawnpost run` runs them on one thread, [`runtime::one_thread`].
//! One mail goes through [`intake`], which admits it once and hands it to [`in_game`]
//! or [`lobby`]; every letter leaves through [`outbox::queue`]. [`explain()`] takes a
//! mail the same way without keeping anything.

pub mod attempts;
pub mod clock;
pub mod community;
/// Events in stages live inside `community` (they make its round robins, which call
/// back into them): the public path stays `daemon::stages`.
pub use community::stages;
pub mod explain;
pub mod front;
pub mod handoff;
pub mod in_game;
pub mod inbound;
pub mod intake;
mod knockout;
pub mod ladder;
pub mod lobby;
pub mod metrics;
mod names;
pub mod outbox;
pub mod runtime;
mod several;
mod site;
pub mod sweep;
mod swiss;
pub mod teams;
mod tournament_game;

use std::sync::Arc;

use anyhow::Context as _;
use tokio::sync::{Notify, watch};

use crate::command::Command;
use crate::command::parse::Reading;
use crate::config::Config;
use crate::game::{Game, GameId, Timestamp};
use crate::identity::{Scope, ServerSecret};
use crate::letter::Letter;
use crate::mail::InboundMail;
use crate::notation::Language;
use crate::rules::Color;
use crate::store::{Store, StoreError};

pub use attempts::{Attempt, MAX_ATTEMPTS, process_attempted};
pub use clock::{Outage, mailbox_checked};
pub use community::{
    TournamentError, TournamentTerms, Withdrawal, create_tournament, open_tournament,
    time_control_arg, withdraw,
};
pub use explain::{Explanation, explain};
pub use inbound::{HEARTBEAT, mailbox_stale_after, source_label};
pub use intake::process_mail;
pub use ladder::{LadderError, LadderTerms, create_ladder, ladder_show, ladder_withdraw};
pub use outbox::drain_outbox;
pub use sweep::{adjudicate, sweep};

// ---- what the steps of one mail share -------------------------------------------------

/// What became of one mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Disposition {
    /// Recorded before: nothing done again.
    Duplicate,
    /// Recorded, deliberately not answered (auto-reply, bounce, flood, unreadable).
    Silenced(String),
    /// Recorded and answered; `summary` is the log line.
    Answered {
        game: Option<GameId>,
        replies: usize,
        summary: String,
    },
}

impl Disposition {
    pub(crate) fn answered(game: Option<GameId>, replies: usize, summary: &str) -> Disposition {
        Disposition::Answered {
            game,
            replies,
            summary: summary.to_owned(),
        }
    }
}

/// Why a mail could not be committed; the source keeps it for the next pass.
#[derive(Debug, thiserror::Error)]
pub enum ProcessError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot compose a reply: {0}")]
    Compose(String),
    /// A bug met on this mail, caught ([`attempts`]); the message is the panic's.
    #[error("processing stopped with a panic: {0}")]
    Panicked(String),
}

/// A mail about one of the sender's games, as admitted.
pub(crate) struct InGame {
    pub game: Game,
    pub side: Color,
    /// The sender proved they receive mail at their address (their token for this
    /// game, or the admin's MTA vouching).
    pub authorized: bool,
    /// The reply address carried a token that does not fit this sender.
    pub bad_token: bool,
    /// The mail answers one of ours that the game has moved on from.
    pub stale: bool,
}

/// What a handler made of one mail: the letters to queue, the game they are about,
/// and a line for the log.
pub(crate) struct Handled {
    pub letters: Vec<Letter>,
    pub game: Option<Game>,
    pub summary: String,
    /// Deliberately not answered, and why; only `letters` (a notice) go out, if any.
    pub silenced: Option<String>,
    /// The mail proved its sender; set once, by the admission (`intake::decide`). The
    /// outbox makes every letter a mail without proof causes a fixed form.
    pub proven: bool,
    /// Other games the letters are about (a mail with lines for several games).
    pub more_games: Vec<Game>,
}

impl Handled {
    pub fn about(game: Game, letters: Vec<Letter>, summary: &str) -> Handled {
        Handled {
            letters,
            game: Some(game),
            summary: summary.to_owned(),
            silenced: None,
            proven: false,
            more_games: Vec::new(),
        }
    }

    pub fn lobby(letters: Vec<Letter>, summary: &str) -> Handled {
        Handled {
            letters,
            game: None,
            summary: summary.to_owned(),
            silenced: None,
            proven: false,
            more_games: Vec::new(),
        }
    }

    pub fn silenced(why: &str) -> Handled {
        Handled {
            letters: Vec::new(),
            game: None,
            summary: String::new(),
            silenced: Some(why.to_owned()),
            proven: false,
            more_games: Vec::new(),
        }
    }
}

/// One mail in its transaction: what it said and who sent it.
pub(crate) struct Inbound<'a> {
    pub mail: &'a InboundMail,
    pub sender: &'a str,
    pub reading: Reading,
    /// How many of our letters to the sender the reading knew as our own text.
    pub own_letters: usize,
    /// The language of a new player's command words, to answer them in.
    pub hint: Option<Language>,
    /// The language the sender reads: chosen, else their words', else the default.
    pub language: Language,
    pub now: Timestamp,
    /// The answers to its questions about the community, each worked out once.
    pub answers: community::Answers,
    /// The endgame tables, for one position of this mail, whatever the games its lines
    /// name ([`crate::tablebase::OneProbe`]).
    pub tables: Arc<crate::tablebase::OneProbe>,
}

/// Whether replies to `address` can be composed (the composer's own address parser).
pub(crate) fn deliverable(address: &str) -> bool {
    address.parse::<lettre::message::Mailbox>().is_ok()
}

/// How a mail about no game proved who sent it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Proof {
    /// A token of the sender in the address the mail went to.
    Token(Scope),
    /// The admin's MTA recorded a DKIM/DMARC pass for the sender's domain.
    Mta,
    /// The admin trusts `From:` alone (`trust.allow_from_only`).
    FromOnly,
}

impl Proof {
    /// Whether `proof` lets `command` act. Questions need none; every proof lets any
    /// command act but the token of an invitation's `List-Unsubscribe` address, which
    /// lets its reader refuse invitations and nothing else.
    pub(crate) fn covers(proof: Option<Proof>, command: &Command) -> bool {
        match proof {
            None => !command.needs_proof(),
            Some(Proof::Token(Scope::Unsubscribe)) => {
                !command.needs_proof() || *command == Command::Block
            }
            Some(Proof::Token(_) | Proof::Mta | Proof::FromOnly) => true,
        }
    }

    /// The invitation or confirmation the mail answers, if its token was one.
    fn answers(proof: Option<Proof>) -> Option<Scope> {
        match proof {
            Some(Proof::Token(scope @ (Scope::Invitation(_) | Scope::Confirmation(_)))) => {
                Some(scope)
            }
            _ => None,
        }
    }
}

// ---- the daemon ------------------------------------------------------------------------

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
    // Open once here so that a broken database stops the start, not a task; its lock
    // is held while the daemon runs, so `pawnpost restore` knows it is running.
    let store =
        Store::open(&database).with_context(|| format!("opening {}", database.display()))?;
    if let Some(path) = &pm.config.metrics.textfile {
        metrics::write_metrics(&pm, &store, path)?;
    }
    let _in_use = crate::store::DatabaseLock::shared(&database)
        .with_context(|| format!("opening {}", database.display()))?;
    drop(store);
    // One connection for the mail coming in and the letters going out: their work is
    // writes that would take turns at SQLite's lock anyway, and with two connections
    // each commit of one threw away the other's page cache (WAL mode resets it when
    // another connection has written), read back with a system call a page: about 50
    // reads a move under `scripts/bench-load`. On the runtime's own thread
    // (`runtime::one_thread`): a call costs no thread switch.
    let mail_store = Arc::new(crate::store::StoreThread::here(
        Store::open(&database).with_context(|| format!("opening {}", database.display()))?,
    ));
    // A mail goes when the inbound task acknowledges it, after syncing what it
    // committed; a letter when the claim that finds it not on disk has synced: one
    // fsync for the mails between, not one each.
    mail_store.call(|store| store.defer_mail_syncs()).await??;
    let outbox_kick = Arc::new(Notify::new());
    let kicks = site::Kicks {
        outbox: outbox_kick.clone(),
        site: pm
            .config
            .publish
            .dir
            .as_ref()
            .map(|_| Arc::new(Notify::new())),
    };

    // The tasks stop on `stop`: the caller's shutdown, or one task ending early (then
    // the daemon exits with an error, so a supervisor such as systemd restarts it
    // instead of leaving a process that no longer reads or sends mail).
    let (stop, stopped) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    tasks.spawn(inbound::inbound_loop(
        pm.clone(),
        mail_store.clone(),
        kicks.clone(),
        stopped.clone(),
    ));
    // The mails `deliver`s hand over, on the same connection: nothing they would each
    // pay at their start (the schema read, the WAL's index, statements compiled) is paid
    // again.
    if let Some(listener) = handoff::listen(&database) {
        tasks.spawn(handoff::handoff_loop(
            pm.clone(),
            mail_store.clone(),
            listener,
            kicks.clone(),
            stopped.clone(),
        ));
    }
    tasks.spawn(outbox::outbox_loop(
        pm.clone(),
        mail_store,
        outbox_kick.clone(),
        stopped.clone(),
    ));
    if let Some(path) = pm.config.metrics.textfile.clone() {
        tasks.spawn(metrics::metrics_loop(
            pm.clone(),
            path,
            metrics::METRICS_INTERVAL,
            stopped.clone(),
        ));
    }
    if let (Some(dir), Some(kick)) = (pm.config.publish.dir.clone(), kicks.site.clone()) {
        tasks.spawn(site::site_loop(pm.clone(), dir, kick, stopped.clone()));
    }
    tasks.spawn(sweep::sweep_loop(pm.clone(), kicks, stopped));
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

/// A colour coin for `what` of `id` (a challenge, a seek): deterministic, unpredictable
/// without the server secret.
pub(crate) fn coin(pm: &Postmaster, id: i64, what: &str) -> bool {
    crate::identity::ReplyToken::for_player(&pm.secret, id, what)
        .to_string()
        .bytes()
        .next()
        .is_some_and(|b| b % 2 == 0)
}

/// A Chess960 start number (0–959) for `what` of `id`: deterministic, unpredictable
/// without the server secret, as the colour coin.
pub(crate) fn draw_960(pm: &Postmaster, id: i64, what: &str) -> u16 {
    let token = crate::identity::ReplyToken::for_player(&pm.secret, id, what).to_string();
    let n = token
        .bytes()
        .fold(0u32, |n, b| n.wrapping_mul(31).wrapping_add(u32::from(b)));
    u16::try_from(n % u32::from(crate::rules::CHESS960_POSITIONS)).unwrap_or(0)
}
