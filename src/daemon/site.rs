//! The site task: with `[publish] dir` set, `pawnpost run` keeps the public site up to
//! date on a store connection of its own, after every committed mail and every sweep
//! that changed something (the other tasks kick it, [`Kicks::committed`]), and once at
//! the start (which builds the whole site when it has never been written). A kick
//! while an update runs is kept, so a burst of mails makes one more update, not one
//! each. An update that fails is logged and the daemon goes on: the mail is committed,
//! and the next update takes in what this one missed.

use std::path::PathBuf;
use std::sync::Arc;

use tokio::sync::{Notify, watch};

use crate::publish::{Site, update};
use crate::store::StoreThread;
use crate::time::now;

use super::Postmaster;

/// Who is told that a transaction committed: the outbox (letters to send) and the
/// site task (pages to rewrite), when there is one.
#[derive(Clone)]
pub(crate) struct Kicks {
    pub outbox: Arc<Notify>,
    pub site: Option<Arc<Notify>>,
}

impl Kicks {
    /// After a commit that queued letters or changed games.
    pub fn committed(&self) {
        self.outbox.notify_one();
        self.site_changed();
    }

    /// After a change no letter tells of (a seek expired): the site only.
    pub fn site_changed(&self) {
        if let Some(site) = &self.site {
            site.notify_one();
        }
    }
}

/// Updates the site in `dir` now, then after every kick, until `shutdown`.
pub(super) async fn site_loop(
    pm: Arc<Postmaster>,
    dir: PathBuf,
    kick: Arc<Notify>,
    mut shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let store = StoreThread::open(&pm.config.server.database)?;
    let site = Site::of(&pm.config);
    loop {
        let (site, dir) = (site.clone(), dir.clone());
        let started = std::time::Instant::now();
        match store.call(move |s| update(s, &site, &dir, now())).await {
            Ok(Ok(report)) => {
                let ms = started.elapsed().as_millis() as u64;
                // Most mails change no page (a question, a refusal): no line for them.
                if report.changed_nothing() {
                    tracing::debug!(ms, "site: {report}")
                } else {
                    tracing::info!(ms, "site: {report}")
                }
            }
            Ok(Err(e)) => tracing::warn!("site: {e}"),
            Err(e) => tracing::warn!("site: {e}"),
        }
        tokio::select! {
            _ = kick.notified() => {}
            _ = shutdown.wait_for(|stop| *stop) => return Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::game::Game;
    use crate::identity::ServerSecret;
    use crate::store::Store;
    use std::path::Path;
    use std::time::Duration;

    async fn wait_for(file: &Path) {
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        while !file.exists() {
            assert!(
                std::time::Instant::now() < deadline,
                "{} never appeared",
                file.display()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The task writes the site at its start, and again after a kick, with the games
    /// committed meanwhile; it stops on the shutdown.
    #[tokio::test]
    async fn the_site_follows_the_database_after_each_kick() {
        let dir = tempfile::tempdir().unwrap();
        let mut config = Config::default();
        config.server.database = dir.path().join("pawnpost.sqlite3");
        let site = dir.path().join("www");
        config.publish.dir = Some(site.clone());
        let pm = Arc::new(Postmaster {
            config,
            secret: ServerSecret::from_bytes(&[7; 32]).unwrap(),
        });
        drop(Store::open(&pm.config.server.database).unwrap());
        let kick = Arc::new(Notify::new());
        let (stop, shutdown) = watch::channel(false);
        let task = tokio::spawn(site_loop(pm.clone(), site.clone(), kick.clone(), shutdown));
        wait_for(&site.join("index.html")).await;
        assert!(!site.join("games/1.html").exists());
        let mut store = Store::open(&pm.config.server.database).unwrap();
        store
            .transaction(|tx| {
                let mut game = Game::new("w@example.org", "b@example.org", 30 * 86_400, 0);
                tx.insert_game(&mut game, 0)
            })
            .unwrap();
        let kicks = Kicks {
            outbox: Arc::new(Notify::new()),
            site: Some(kick),
        };
        kicks.committed();
        wait_for(&site.join("games/1.html")).await;
        stop.send(true).unwrap();
        tokio::time::timeout(Duration::from_secs(10), task)
            .await
            .expect("the task ends on the stop")
            .unwrap()
            .unwrap();
    }
}
