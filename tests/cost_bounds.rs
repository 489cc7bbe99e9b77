//! What one mail may cost: every stage that reads what a stranger sent — MIME, HTML to
//! text, trimming quotes and signatures, reading commands — is fed every shape it knows
//! at 100 KB and at 1 MB, and its cost is counted deterministically by this process's
//! allocator (bytes allocated in all, and the most held at once), never by the clock.
//! A stage whose cost grows faster than its input fails: the 1 MB cost per byte may be
//! at most twice the 100 KB one. Issue 30 found one that did not hold: 1 MB of nested
//! `<blockquote>`s took 41 s and 6.4 GB, because every line was written with one `>`
//! per open quote.
//!
//! The figures are printed (`cargo test --test cost_bounds -- --nocapture`) and kept in
//! docs/benchmarks.md.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use pawnpost::command::Day;
use pawnpost::command::parse::read_reply;
use pawnpost::command::trim::OwnTexts;
use pawnpost::mail::parse_mail;
use pawnpost::notation::Language;

#[path = "common/shapes.rs"]
mod shapes;
use shapes::{shapes, single};

/// Counts what this thread allocates while counting is on.
struct Counting;

static ON: AtomicBool = AtomicBool::new(false);
static TOTAL: AtomicUsize = AtomicUsize::new(0);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Only the measuring thread counts (the test harness runs others).
    static MEASURING: Cell<bool> = const { Cell::new(false) };
}

fn counting() -> bool {
    ON.load(Ordering::Relaxed) && MEASURING.try_with(Cell::get).unwrap_or(false)
}

fn grow(bytes: usize) {
    TOTAL.fetch_add(bytes, Ordering::Relaxed);
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

fn shrink(bytes: usize) {
    // Memory allocated before counting began may be freed during it.
    let _ = LIVE.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |live| {
        Some(live.saturating_sub(bytes))
    });
}

// SAFETY: every call is passed on to the system allocator unchanged; the counters are
// atomics and the thread-local is read without allocating.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if counting() {
            grow(layout.size());
        }
        // SAFETY: the caller's layout, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if counting() {
            shrink(layout.size());
        }
        // SAFETY: the pointer came from `System` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if counting() {
            grow(new_size);
            shrink(layout.size());
        }
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// What one run of the stages cost.
#[derive(Debug, Clone, Copy)]
struct Cost {
    /// Bytes allocated in all.
    total: usize,
    /// The most bytes held at once beyond what was held before.
    peak: usize,
}

/// One measurement at a time: the counters are the process's.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn measure(f: impl FnOnce()) -> Cost {
    let _one = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    MEASURING.with(|m| m.set(true));
    TOTAL.store(0, Ordering::SeqCst);
    LIVE.store(0, Ordering::SeqCst);
    PEAK.store(0, Ordering::SeqCst);
    ON.store(true, Ordering::SeqCst);
    f();
    ON.store(false, Ordering::SeqCst);
    MEASURING.with(|m| m.set(false));
    Cost {
        total: TOTAL.load(Ordering::SeqCst),
        peak: PEAK.load(Ordering::SeqCst),
    }
}

/// Parses a mail and reads its commands, as the daemon's first stages do (with our
/// own text to recognise, as a player's mail has).
fn read_all(raw: &[u8], own: &OwnTexts) {
    let mail = parse_mail(raw, 2 << 20).expect("a readable mail");
    let reading = read_reply(&mail.text, Language::English, own, Day::of(0));
    std::hint::black_box(reading);
}

const SMALL: usize = 100 * 1024;
const LARGE: usize = 1024 * 1024;

/// The most a 1 MB mail may hold at once of this process's memory in these stages.
const LARGE_PEAK_CEILING: usize = 64 << 20;

#[test]
fn every_shape_costs_at_most_linear_in_its_size() {
    let own = OwnTexts::from_texts([
        "Bob played 3... a6.\n\nYour move against Bob. Reply with your move, for example Nf3.\n",
    ]);
    // Lazily built tables (regular expressions, vocabularies) are paid once, before.
    read_all(&single("text/plain", "e4\n", 10), &own);
    read_all(&single("text/html", "<p>e4", 10), &own);

    let mut failures = Vec::new();
    println!(
        "{:<32} {:>14} {:>14} {:>12} {:>12} {:>7}",
        "shape", "alloc 100KB", "alloc 1MB", "peak 100KB", "peak 1MB", "ratio"
    );
    for (name, make) in shapes() {
        let small_mail = make(SMALL);
        let large_mail = make(LARGE);
        let small = measure(|| read_all(&small_mail, &own));
        let large = measure(|| read_all(&large_mail, &own));
        let per_byte = |cost: Cost, mail: &[u8]| cost.total as f64 / mail.len() as f64;
        let ratio = per_byte(large, &large_mail) / per_byte(small, &small_mail).max(1e-9);
        println!(
            "{name:<32} {:>14} {:>14} {:>12} {:>12} {ratio:>7.2}",
            small.total, large.total, small.peak, large.peak
        );
        if ratio > 2.0 {
            failures.push(format!(
                "{name}: {:.1} bytes allocated per byte at 1 MB, {:.1} at 100 KB",
                per_byte(large, &large_mail),
                per_byte(small, &small_mail)
            ));
        }
        if large.peak > LARGE_PEAK_CEILING {
            failures.push(format!("{name}: {} bytes held at once at 1 MB", large.peak));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The counter itself: a stage that is quadratic fails the rule above.
#[test]
fn the_counter_sees_a_quadratic_stage() {
    let quadratic = |n: usize| {
        let mut kept = Vec::new();
        for i in 0..n / 100 {
            kept.push(vec![0u8; i]);
        }
        std::hint::black_box(kept);
    };
    let small = measure(|| quadratic(SMALL));
    let large = measure(|| quadratic(LARGE));
    let ratio = (large.total as f64 / LARGE as f64) / (small.total as f64 / SMALL as f64);
    assert!(ratio > 2.0, "ratio {ratio}");
    let linear = measure(|| std::hint::black_box(vec![0u8; LARGE]).clear());
    assert_eq!(linear.total, LARGE);
}
