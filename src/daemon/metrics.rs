//! The metrics task: with `[metrics] textfile` set, the daemon rewrites that file every
//! [`METRICS_INTERVAL`] with the Prometheus text of [`crate::health`], for
//! node_exporter's textfile collector: once at the start (a file that cannot be
//! written stops the start), then every minute, and a last time when it stops.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use tokio::sync::watch;

use crate::health::{Health, write_textfile};
use crate::store::{Store, StoreThread};
use crate::time::now;

use super::Postmaster;

/// How often the metrics file is rewritten.
pub const METRICS_INTERVAL: Duration = Duration::from_secs(60);

/// Writes the metrics of `store` now to `path`.
pub fn write_metrics(pm: &Postmaster, store: &Store, path: &Path) -> anyhow::Result<()> {
    let stale_after = super::mailbox_stale_after(pm.config.inbound.poll_interval());
    let health = Health::read(store, now(), stale_after)
        .with_context(|| format!("reading the metrics for {}", path.display()))?;
    write_textfile(path, &health)
        .with_context(|| format!("cannot write the metrics file {}", path.display()))
}

/// Rewrites the metrics file `path` every `every` ([`METRICS_INTERVAL`] in the daemon;
/// the first file is written by `run` before the tasks start) and a last time on
/// `shutdown`.
pub(super) async fn metrics_loop(
    pm: Arc<Postmaster>,
    path: PathBuf,
    every: Duration,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let store = StoreThread::open(&pm.config.server.database)?;
    loop {
        let stopping = tokio::select! {
            _ = tokio::time::sleep(every) => false,
            _ = shutdown.wait_for(|stop| *stop) => true,
        };
        let (worker_pm, file) = (pm.clone(), path.clone());
        match store
            .call(move |s| write_metrics(&worker_pm, s, &file))
            .await
        {
            Ok(Ok(())) => {}
            // A monitor notices a file that stops changing; the daemon goes on.
            Ok(Err(e)) => tracing::warn!("{e:#}"),
            Err(e) => tracing::warn!("metrics: {e}"),
        }
        if stopping {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::game::Game;
    use crate::identity::ServerSecret;

    const NOW: i64 = 1_800_000_000;

    /// A postmaster on a database file in `dir`, and the path of its metrics file.
    fn site(dir: &Path) -> (Arc<Postmaster>, PathBuf) {
        let mut config = Config::default();
        config.server.database = dir.join("pawnpost.sqlite3");
        let textfile = dir.join("pawnpost.prom");
        config.metrics.textfile = Some(textfile.clone());
        let pm = Postmaster {
            config,
            secret: ServerSecret::from_bytes(&[7; 32]).unwrap(),
        };
        (Arc::new(pm), textfile)
    }

    fn add_game(database: &Path, i: usize) {
        let mut store = Store::open(database).unwrap();
        store
            .transaction(|tx| {
                let (white, black) = (format!("w{i}@example.org"), format!("b{i}@example.org"));
                let mut game = Game::new(&white, &black, 30 * 86_400, NOW);
                tx.insert_game(&mut game, NOW)
            })
            .unwrap();
    }

    /// The `pawnpost_games_active` sample of the file, if the file is there.
    fn games_active(file: &Path) -> Option<String> {
        let text = std::fs::read_to_string(file).ok()?;
        text.lines()
            .find_map(|l| l.strip_prefix("pawnpost_games_active "))
            .map(str::to_owned)
    }

    async fn wait_for(file: &Path, games: &str) {
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while games_active(file).as_deref() != Some(games) {
            assert!(
                std::time::Instant::now() < deadline,
                "the metrics file never said {games} games: {:?}",
                std::fs::read_to_string(file)
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Without a stop, the file follows the database, one interval behind.
    #[tokio::test]
    async fn the_file_is_rewritten_every_interval() {
        let dir = tempfile::tempdir().unwrap();
        let (pm, file) = site(dir.path());
        add_game(&pm.config.server.database, 0);
        let (_stop, shutdown) = watch::channel(false);
        let task = tokio::spawn(metrics_loop(
            pm.clone(),
            file.clone(),
            Duration::from_millis(50),
            shutdown,
        ));
        wait_for(&file, "1").await;
        add_game(&pm.config.server.database, 1);
        wait_for(&file, "2").await;
        add_game(&pm.config.server.database, 2);
        wait_for(&file, "3").await;
        assert!(!task.is_finished(), "the loop goes on until it is stopped");
        task.abort();
    }

    /// A stop between two rewrites writes the file once more, so it ends with what
    /// the database held when the daemon stopped.
    #[tokio::test]
    async fn the_file_is_written_once_more_when_the_daemon_stops() {
        let dir = tempfile::tempdir().unwrap();
        let (pm, file) = site(dir.path());
        write_metrics(
            &pm,
            &Store::open(&pm.config.server.database).unwrap(),
            &file,
        )
        .unwrap();
        assert_eq!(games_active(&file).as_deref(), Some("0"));
        let (stop, shutdown) = watch::channel(false);
        let task = tokio::spawn(metrics_loop(
            pm.clone(),
            file.clone(),
            Duration::from_secs(3600),
            shutdown,
        ));
        add_game(&pm.config.server.database, 0);
        stop.send(true).unwrap();
        tokio::time::timeout(Duration::from_secs(10), task)
            .await
            .expect("the loop ends on the stop")
            .unwrap()
            .unwrap();
        assert_eq!(games_active(&file).as_deref(), Some("1"));
    }
}
