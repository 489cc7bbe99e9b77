//! A [`Store`] for async tasks: on a thread of its own, so that its reads, writes and
//! fsyncs never hold up the runtime (the daemon's periodic tasks: the sweep, metrics,
//! the site), or on the runtime's own thread, for tasks that would wait for it anyway
//! (the mail's: `pawnpost run`'s inbound, outbox and handoff tasks, and `pawnpost
//! deliver`), where a call costs no thread switch.

use std::path::Path;
use std::sync::mpsc;

use super::{Store, StoreError};

type Job = Box<dyn FnOnce(&mut Store) + Send>;

/// A connection living on its own thread; [`StoreThread::call`] runs work there. Or, on
/// a runtime of one thread ([`StoreThread::here`]), on the caller's thread. Either way
/// a call whose work panics is an error to its caller, and the connection goes on.
pub struct StoreThread {
    /// `None` only while dropping, and for a store kept on the caller's thread.
    jobs: Option<mpsc::Sender<Job>>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// The store when it is kept on the caller's thread.
    here: Option<std::sync::Mutex<Store>>,
}

/// Dropping waits for the connection to close. SQLite checkpoints the WAL at the last
/// close (unless [`Store::leave_checkpoint_to_others`]), and with `synchronous = NORMAL`
/// that is what makes a command's last commits durable: a command must not exit before
/// it. A mail's own transaction is synced at its commit.
impl Drop for StoreThread {
    fn drop(&mut self) {
        drop(self.jobs.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl StoreThread {
    /// Opens the database at `path` on a new thread. The thread ends when the
    /// `StoreThread` is dropped.
    pub fn open(path: &Path) -> Result<StoreThread, StoreError> {
        let path = path.to_owned();
        StoreThread::start(move || Store::open(&path))
    }

    /// Keeps `store` on the caller's thread: [`StoreThread::call`] runs its work there,
    /// blocking. For a current-thread runtime whose other tasks can wait while SQLite
    /// writes and syncs (`crate::daemon::runtime::one_thread`): `pawnpost deliver`'s, which
    /// sends a mail's replies and exits, and `pawnpost run`'s, whose tasks of the mail
    /// take turns at this connection anyway. A thread started for it, or a call sent to
    /// one and answered, cost more than most calls' work.
    pub fn here(store: Store) -> StoreThread {
        StoreThread {
            jobs: None,
            thread: None,
            here: Some(std::sync::Mutex::new(store)),
        }
    }

    fn start(
        open: impl FnOnce() -> Result<Store, StoreError> + Send + 'static,
    ) -> Result<StoreThread, StoreError> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (opened, result) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("pawnpost-store".to_owned())
            .spawn(move || {
                let mut store = match open() {
                    Ok(store) => {
                        let _ = opened.send(Ok(()));
                        store
                    }
                    Err(e) => {
                        let _ = opened.send(Err(e));
                        return;
                    }
                };
                while let Ok(job) = inbox.recv() {
                    job(&mut store);
                }
            })
            .map_err(|_| StoreError::Stopped)?;
        result.recv().map_err(|_| StoreError::Stopped)??;
        Ok(StoreThread {
            jobs: Some(jobs),
            thread: Some(thread),
            here: None,
        })
    }

    /// Runs `work` on the store: on its thread, waited for without blocking the runtime;
    /// or here, at once.
    pub async fn call<T, F>(&self, work: F) -> Result<T, StoreError>
    where
        F: FnOnce(&mut Store) -> T + Send + 'static,
        T: Send + 'static,
    {
        if let Some(store) = &self.here {
            // A call that panicked did so inside `caught`: the lock is never poisoned.
            let mut store = store.lock().unwrap_or_else(|e| e.into_inner());
            return caught(&mut store, work);
        }
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move |store| {
            let _ = reply.send(caught(store, work));
        });
        self.jobs
            .as_ref()
            .ok_or(StoreError::Stopped)?
            .send(job)
            .map_err(|_| StoreError::Stopped)?;
        answer.await.map_err(|_| StoreError::Stopped)?
    }
}

/// Runs `work` on `store`, a panic caught: the daemon's tasks share a connection, and
/// none may stop because of another's work. Its caller hears [`StoreError::Panicked`];
/// the connection is made usable again (a transaction left open is rolled back).
fn caught<T>(store: &mut Store, work: impl FnOnce(&mut Store) -> T) -> Result<T, StoreError> {
    let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(store)));
    if done.is_err() {
        store.recover_after_panic();
    }
    done.map_err(|_| StoreError::Panicked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_runs_on_the_store_thread_and_its_answer_comes_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = StoreThread::open(&dir.path().join("db.sqlite3")).unwrap();
        assert_ne!(std::thread::current().id(), thread_of_a_call(&store).await);
    }

    /// The thread a call's work ran on, once its answer (the schema's version) is
    /// checked.
    async fn thread_of_a_call(store: &StoreThread) -> std::thread::ThreadId {
        let (version, there) = store
            .call(|s| (s.schema_version().unwrap(), std::thread::current().id()))
            .await
            .unwrap();
        assert_eq!(version as usize, crate::store::MIGRATIONS.len());
        there
    }

    /// `here`: the work runs on the caller's thread, its answer comes back, and a call
    /// that panicked is an error to its caller, its transaction rolled back, and the
    /// store usable by the next.
    #[tokio::test]
    async fn a_store_kept_here_works_on_the_callers_thread_and_outlives_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let store = StoreThread::here(Store::open(&dir.path().join("db.sqlite3")).unwrap());
        assert_eq!(std::thread::current().id(), thread_of_a_call(&store).await);
        the_store_outlives_a_call_that_panicked(&store).await;
    }

    /// A call whose work panics is an error to its caller, the transaction it left
    /// open is rolled back, and the thread and the calls after it go on.
    #[tokio::test]
    async fn the_thread_outlives_a_call_that_panicked() {
        let dir = tempfile::tempdir().unwrap();
        let store = StoreThread::open(&dir.path().join("db.sqlite3")).unwrap();
        the_store_outlives_a_call_that_panicked(&store).await;
    }

    async fn the_store_outlives_a_call_that_panicked(store: &StoreThread) {
        let panicked = store
            .call(|s| -> () {
                s.conn()
                    .execute_batch("BEGIN IMMEDIATE; CREATE TABLE half_done (x)")
                    .unwrap();
                panic!("in a call")
            })
            .await;
        assert!(matches!(panicked, Err(StoreError::Panicked)));
        let tables: i64 = store
            .call(|s| {
                s.conn()
                    .query_row(
                        "SELECT count(*) FROM sqlite_schema WHERE name = 'half_done'",
                        [],
                        |r| r.get(0),
                    )
                    .unwrap()
            })
            .await
            .unwrap();
        assert_eq!(tables, 0);
        let version = store.call(|s| s.schema_version().unwrap()).await.unwrap();
        assert_eq!(version as usize, crate::store::MIGRATIONS.len());
    }

    #[test]
    fn a_database_that_cannot_open_is_an_error_at_once() {
        let dir = tempfile::tempdir().unwrap();
        // A directory where the file should be.
        assert!(StoreThread::open(dir.path()).is_err());
    }
}
