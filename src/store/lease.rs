//! Who holds a claim on outbox letters, for how long, and whether that holder is gone.
//!
//! Any number of processes send from one outbox (`pawnpost run`, every `pawnpost
//! deliver` the MTA starts). Each claims the letters it sends under a [`Lease`]: an
//! owner id unique across processes and a length longer than the longest send. A claim
//! ends when its letter is marked, when it is given back, when it runs out, or at once
//! when its holder is known to be dead: a process of this boot and PID namespace whose
//! process id no longer exists (a `kill -9`, a crash). Where that cannot be known (not
//! Linux, another machine or container, a reused process id) the claim runs out.

use std::sync::OnceLock;
use std::time::Duration;

use crate::game::Timestamp;

/// A sender's hold on the outbox letters it claims.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    owner: String,
    secs: i64,
}

impl Lease {
    /// A new owner whose claims last `length` (at least a second): `<pid>.<random>`,
    /// followed on Linux by `@<boot id>/<PID namespace>`, where the process id means
    /// something.
    pub fn new(length: Duration) -> Lease {
        Lease::of_process(std::process::id(), length)
    }

    fn of_process(pid: u32, length: Duration) -> Lease {
        let mut owner = format!("{pid}.{:016x}", rand::random::<u64>());
        if let Some(scope) = process_scope() {
            owner.push('@');
            owner.push_str(scope);
        }
        Lease {
            owner,
            secs: i64::try_from(length.as_secs()).unwrap_or(i64::MAX).max(1),
        }
    }

    /// The owner id written into the rows this lease claims.
    pub fn owner(&self) -> &str {
        &self.owner
    }

    /// When a claim made or renewed at `now` runs out. Timestamps are whole seconds, so
    /// one more makes the claim last at least the whole length.
    pub(super) fn until(&self, now: Timestamp) -> Timestamp {
        now.saturating_add(self.secs).saturating_add(1)
    }

    /// Whether the process that holds claims as `owner` is certainly dead: it ran in
    /// this boot and PID namespace and its process id is free now. A reused process id
    /// looks alive (its claims then run out), never the other way round.
    pub fn holder_is_gone(owner: &str) -> bool {
        let Some((ids, scope)) = owner.split_once('@') else {
            return false;
        };
        if process_scope() != Some(scope) {
            return false;
        }
        let Some(pid) = ids
            .split('.')
            .next()
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            return false;
        };
        !process_exists(pid)
    }
}

/// This boot and PID namespace, where a process id names one process: `None` where the
/// system does not say (then no holder is ever judged gone).
fn process_scope() -> Option<&'static str> {
    static SCOPE: OnceLock<Option<String>> = OnceLock::new();
    SCOPE
        .get_or_init(|| {
            let boot = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").ok()?;
            let namespace = std::fs::read_link("/proc/self/ns/pid").ok()?;
            let (boot, namespace) = (boot.trim(), namespace.to_string_lossy());
            let safe =
                |text: &str| !text.is_empty() && !text.contains(['@', '/']) && text.is_ascii();
            let namespace = namespace.trim_start_matches("pid:[").trim_end_matches(']');
            (safe(boot) && safe(namespace)).then(|| format!("{boot}/{namespace}"))
        })
        .as_deref()
}

/// Whether a process with this id exists (a zombie counts). `kill(pid, 0)` sends
/// nothing; EPERM means it exists under another user, which `/proc` may hide.
#[cfg(unix)]
fn process_exists(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return true;
    };
    if pid <= 0 {
        return true;
    }
    // SAFETY: signal 0 only checks that the process exists and may be signalled.
    let alive = unsafe { libc::kill(pid, 0) } == 0;
    alive || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

#[cfg(not(unix))]
fn process_exists(_pid: u32) -> bool {
    true
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    #[test]
    fn owners_are_unique_and_name_their_process() {
        let (a, b) = (
            Lease::new(Duration::from_secs(60)),
            Lease::new(Duration::from_secs(60)),
        );
        assert_ne!(a.owner(), b.owner());
        assert!(a.owner().starts_with(&format!("{}.", std::process::id())));
        assert_eq!(a.until(100), 161);
    }

    #[test]
    fn only_a_dead_process_of_this_boot_and_namespace_is_gone() {
        let live = Lease::new(Duration::from_secs(60));
        assert!(!Lease::holder_is_gone(live.owner()));
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        let dead = Lease::of_process(pid, Duration::from_secs(60));
        if process_scope().is_some() {
            assert!(Lease::holder_is_gone(dead.owner()), "{}", dead.owner());
        } else {
            assert!(!Lease::holder_is_gone(dead.owner()));
        }
        // Another machine or container, or an owner without a scope: never judged.
        let elsewhere = format!("{pid}.00@another-boot/4026531836");
        assert!(!Lease::holder_is_gone(&elsewhere));
        assert!(!Lease::holder_is_gone(&format!("{pid}.00")));
        assert!(!Lease::holder_is_gone(""));
    }

    /// A sender killed after claiming (here: a process that has exited) holds nothing:
    /// the next claim takes its letters at once, not when its lease runs out.
    #[test]
    fn the_letters_of_a_killed_sender_are_taken_at_once() {
        if process_scope().is_none() {
            return; // nothing can be known here; the lease runs out instead
        }
        let mut store = crate::store::Store::open_in_memory().unwrap();
        queue_letters(&mut store, 1);
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let killed = Lease::of_process(child.id(), Duration::from_secs(240));
        child.wait().unwrap();
        assert_eq!(store.claim_outbox(&killed, 100, 8).unwrap().len(), 1);
        let next = Lease::new(Duration::from_secs(240));
        let taken = store.claim_outbox(&next, 101, 8).unwrap();
        assert_eq!(taken.len(), 1, "taken over long before the lease runs out");
        assert!(!store.mark_sent(taken[0].id, &killed, 101).unwrap());
        assert!(store.mark_sent(taken[0].id, &next, 101).unwrap());
    }

    /// A small letter to one recipient, its Message-ID made of `n`.
    pub(in crate::store) fn letter(n: usize) -> crate::store::OutgoingMail {
        crate::store::OutgoingMail {
            recipient: "alice@localhost".into(),
            subject: format!("x{n}"),
            message_id: format!("<x{n}@localhost>"),
            raw: b"Subject: x\r\n\r\nx\r\n".to_vec(),
            game: None,
            ply: None,
            kind: crate::store::LetterKind::Proven,
            mailbox: "alice@localhost".into(),
            text: String::new(),
        }
    }

    /// Queues `count` small letters to one recipient, in a transaction of their own
    /// (committed unsynced, as the sweep's are).
    pub(in crate::store) fn queue_letters(store: &mut crate::store::Store, count: usize) {
        store
            .transaction(|tx| {
                let queued: usize =
                    tx.connection()
                        .query_row("SELECT count(*) FROM outbox", [], |r| r.get(0))?;
                for n in queued..queued + count {
                    tx.queue_mail(&letter(n), 100)?;
                }
                Ok::<_, crate::store::StoreError>(())
            })
            .unwrap();
    }

    /// Marking a batch sent and renewing what the lease still holds, in one call: each
    /// only for the lease that holds the letter.
    #[test]
    fn marking_a_batch_renews_only_what_its_lease_still_holds() {
        use crate::store::{MarkedBatch, StillHeld};
        let mut store = crate::store::Store::open_in_memory().unwrap();
        queue_letters(&mut store, 3);
        let short = Lease::new(Duration::from_secs(10));
        let claimed = store.claim_outbox(&short, 100, 8).unwrap();
        assert_eq!(claimed.len(), 3);
        let (a, b, c) = (claimed[0].id, claimed[1].id, claimed[2].id);
        // At 105: a marked sent, b and c held until 115.
        let mut marked = store
            .mark_sent_batch(&[a], &short, 105, StillHeld::Renewed)
            .unwrap();
        marked.renewed.sort_unstable();
        assert_eq!(
            marked,
            MarkedBatch {
                lost: vec![],
                renewed: vec![b, c]
            }
        );
        let other = Lease::new(Duration::from_secs(10));
        assert!(
            store.claim_outbox(&other, 112, 8).unwrap().is_empty(),
            "b and c were renewed until 115"
        );
        let taken = store.claim_outbox(&other, 116, 8).unwrap();
        assert_eq!(taken.iter().map(|m| m.id).collect::<Vec<_>>(), [b, c]);
        // The first sender's mark of b finds it the other's, and it holds nothing more.
        assert_eq!(
            store
                .mark_sent_batch(&[b], &short, 117, StillHeld::Renewed)
                .unwrap(),
            MarkedBatch {
                lost: vec![b],
                renewed: vec![]
            }
        );
        assert_eq!(
            store
                .mark_sent_batch(&[b, c], &other, 117, StillHeld::Kept)
                .unwrap(),
            MarkedBatch::default()
        );
        assert_eq!(store.outbox_counts().unwrap().sent, 3);
    }

    /// A sender's next batch is claimed in the commit that marks its last one sent; a
    /// sender that stops marks what it sent and gives back the rest at once.
    #[test]
    fn the_next_claim_marks_the_last_batch_and_a_release_gives_back_the_rest() {
        use crate::store::StillHeld;
        let mut store = crate::store::Store::open_in_memory().unwrap();
        queue_letters(&mut store, 4);
        let lease = Lease::new(Duration::from_secs(600));
        let first = store.claim_outbox(&lease, 100, 2).unwrap();
        let (a, b) = (first[0].id, first[1].id);
        let (next, lost) = store.claim_outbox_after(&[a, b], &lease, 101, 2).unwrap();
        assert!(lost.is_empty());
        assert_eq!(next.len(), 2);
        assert_eq!(store.outbox_counts().unwrap().sent, 2, "a and b marked");
        // The sender sent the third letter and stops before the fourth.
        store
            .mark_sent_batch(&[next[0].id], &lease, 102, StillHeld::Released)
            .unwrap();
        assert_eq!(store.outbox_counts().unwrap().sent, 3);
        let other = Lease::new(Duration::from_secs(600));
        let taken = store.claim_outbox(&other, 102, 8).unwrap();
        assert_eq!(
            taken.iter().map(|m| m.id).collect::<Vec<_>>(),
            [next[1].id],
            "given back at once, not when the claim runs out at 700"
        );
    }
}
