//! The tokio runtimes pawnpost's commands run their I/O on, and how many threads a
//! process can have because of them. The number is bounded by construction, so the
//! systemd unit's `TasksMax=` (`packaging/deb/pawnpost.service`) can stop a runaway
//! without ever refusing a thread pawnpost needs.

/// tokio's worker threads in [`runtime`], for the commands that check or send through
/// the mail servers (`check-config`). `pawnpost run` has none: see [`one_thread`].
pub const WORKER_THREADS: usize = 2;

/// tokio's blocking pool (`spawn_blocking`: Maildir reads, DNS lookups for IMAP and
/// SMTP connections). At most one such call is in flight per daemon task (five at
/// most), so eight always suffice; tokio's own default, 512, would let a burst grow the
/// process past the unit's `TasksMax=`, where a thread that cannot be made panics the
/// runtime. Calls beyond it wait in tokio's queue.
pub const MAX_BLOCKING_THREADS: usize = 8;

/// The daemon's store threads: one SQLite connection on a thread of its own for each
/// task of long, periodic work `daemon::run` starts (sweep, and with their settings
/// metrics and the site), [`crate::store::StoreThread::open`]. The connection of the
/// mail (the inbound, outbox and handoff tasks) is on the runtime's thread.
pub const STORE_THREADS: usize = 3;

/// The most threads `pawnpost run` can have: the main thread (the runtime's, with the
/// mail's connection), the blocking pool and the store threads (measured with two tokio
/// workers and a store thread more: 10 while answering mail, docs/benchmarks.md, "The
/// unit's confinement").
pub const THREADS_AT_MOST: usize = 1 + MAX_BLOCKING_THREADS + STORE_THREADS;

/// A multi-threaded runtime with I/O and timers, its threads bounded as above.
pub fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(WORKER_THREADS)
        .max_blocking_threads(MAX_BLOCKING_THREADS)
        .thread_name("pawnpost-tokio")
        .enable_all()
        .build()
}

/// A runtime on the calling thread alone, with the mail's store on that thread too
/// ([`crate::store::StoreThread::here`]).
///
/// - `pawnpost deliver` sends one mail's replies and exits: it starts no thread, its
///   spool writes made here too (`Sink::writing_here`; an SMTP server's name is still
///   looked up on the blocking pool).
/// - The daemon writes its spool letters on the blocking pool, so that its one thread
///   goes on with the next mail while a letter is synced.
/// - `pawnpost run`: its inbound, outbox and handoff tasks wait for the mail's
///   connection in turn anyway, and a call that crossed to a thread of its own and back
///   cost two thread switches (with tokio's workers waking one another, about a seventh
///   of the daemon's CPU a move, docs/benchmarks.md, "Twelfth pass"). While SQLite
///   works or syncs for one task, the others' I/O waits: milliseconds against timeouts
///   of seconds (IMAP, SMTP, a handed `deliver`'s 60 s).
pub fn one_thread() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .max_blocking_threads(MAX_BLOCKING_THREADS)
        .thread_name("pawnpost-tokio")
        .enable_all()
        .build()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use super::*;

    /// Far more blocking calls at once than the pool may have threads: they all finish,
    /// on no more threads than the bound.
    #[test]
    fn a_burst_of_blocking_calls_stays_within_the_thread_bound() {
        const CALLS: usize = 6 * MAX_BLOCKING_THREADS;
        let rt = runtime().unwrap();
        let threads = Arc::new(Mutex::new(BTreeSet::new()));
        let done = rt.block_on(async {
            let calls: Vec<_> = (0..CALLS)
                .map(|_| {
                    let threads = threads.clone();
                    tokio::task::spawn_blocking(move || {
                        threads
                            .lock()
                            .unwrap()
                            .insert(format!("{:?}", std::thread::current().id()));
                        // Long enough that every call would need a thread of its own
                        // if the pool had no bound.
                        std::thread::sleep(Duration::from_millis(30));
                    })
                })
                .collect();
            let mut done = 0;
            for call in calls {
                call.await.unwrap();
                done += 1;
            }
            done
        });
        assert_eq!(done, CALLS);
        let used = threads.lock().unwrap().len();
        assert!(
            (1..=MAX_BLOCKING_THREADS).contains(&used),
            "{used} blocking threads for {CALLS} calls"
        );
    }
}
