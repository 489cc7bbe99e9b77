//! The public site at scale (issue 24), printed and never asserted; `docs/benchmarks.md`
//! ("The public site at scale") has the figures and the command.
//!
//! ```text
//! cargo build --release --example clock_bench --example publish_bench
//! target/release/examples/clock_bench --dir /tmp/clock-bench --populate-only
//! target/release/examples/publish_bench --db /tmp/clock-bench/big/pawnpost.sqlite3 \
//!     --out /tmp/publish-bench [--delay end|N] [--moves 5]
//! ```
//!
//! On the 1,000,000-game database of the clocks benchmark (20,000 players; 100,000
//! games running with six plies each, 900,000 finished without moves):
//!
//! - the whole site written into an empty `--out` (`pawnpost publish`): time, pages,
//!   files, bytes and disk blocks;
//! - an update with nothing changed (the median of 5);
//! - one move in a running game, then the update (`--moves` games, a move each: the
//!   median and the files written);
//! - one game ending by resignation, then the update (all its moves become public, it
//!   joins the results and the feed).
//!
//! The moves are stored through the library (load, `Game::apply`, save) as a mail
//! would store them; the update then runs as `pawnpost run` runs it after a mail.
//! Every line meant for the report starts with `RESULT`. The database is changed (the
//! moves stay); the clocks benchmark's figures do not depend on them.

#[path = "support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::time::Instant;

use pawnpost::command::Command;
use pawnpost::config::Config;
use pawnpost::game::PublishDelay;
use pawnpost::publish::{Site, build, update};
use pawnpost::store::{Store, StoreError};

fn main() {
    let args = support::Args::from_env();
    let value = |name: &str, default: &str| args.value(name, default);
    let db = PathBuf::from(value("--db", "/tmp/clock-bench/big/pawnpost.sqlite3"));
    let out = PathBuf::from(value("--out", "/tmp/publish-bench"));
    let delay = PublishDelay::from_key(&value("--delay", "end")).expect("--delay end or N");
    let moves: usize = value("--moves", "5").parse().expect("--moves N");

    let mut config = Config::default();
    config.server.database = db.clone();
    config.publish.delay = delay;
    let site = Site::of(&config);
    let mut store = Store::open(&db).unwrap();
    let now = pawnpost::time::now();

    let _ = std::fs::remove_dir_all(&out);
    let started = Instant::now();
    let report = build(&mut store, &site, &out, now).unwrap();
    let secs = started.elapsed().as_secs_f64();
    let (files, bytes, blocks) = usage(&out);
    println!(
        "RESULT publish_whole delay={} secs={secs:.1} games={} players={} tournaments={} files={files} bytes={bytes} disk_bytes={blocks}",
        delay.key(),
        report.games,
        report.players,
        report.tournaments,
    );
    println!("RESULT publish_whole_report {report}");

    let mut quiet = Vec::new();
    for _ in 0..5 {
        let started = Instant::now();
        let report = update(&mut store, &site, &out, now).unwrap();
        quiet.push(started.elapsed().as_secs_f64() * 1000.0);
        assert_eq!(report.games, 0, "{report}");
    }
    println!(
        "RESULT update_nothing_changed median_ms={:.1}",
        support::median(&quiet)
    );

    // The newest running games, each a move further (White's seventh ply, c3).
    let running: Vec<i64> = store
        .read(|tx| tx.newest_active_games(moves as u32))
        .unwrap();
    let mut times = Vec::new();
    let mut written = Vec::new();
    for &id in &running {
        play(&mut store, id, "c3", now);
        let started = Instant::now();
        let report = update(&mut store, &site, &out, now).unwrap();
        times.push(started.elapsed().as_secs_f64() * 1000.0);
        written.push(report.written as f64);
        println!("RESULT update_after_move game={id} {report}");
    }
    println!(
        "RESULT update_after_move median_ms={:.1} max_ms={:.1} median_files_written={}",
        support::median(&times),
        times.iter().copied().fold(0.0, f64::max),
        support::median(&written)
    );

    // A game ends: every move public, a result, a feed entry.
    if let Some(&id) = running.first() {
        play(&mut store, id, "Resign", now);
        let started = Instant::now();
        let report = update(&mut store, &site, &out, now).unwrap();
        println!(
            "RESULT update_after_resignation game={id} ms={:.1} {report}",
            started.elapsed().as_secs_f64() * 1000.0
        );
    }
}

/// Plays `text` (a move, or Resign) for the side to move of game `id`.
fn play(store: &mut Store, id: i64, text: &str, now: i64) {
    store
        .transaction(|tx| {
            let mut game = tx.load_game(id)?;
            let side = game.position().turn();
            let who = game.player(side).to_owned();
            let command = if text == "Resign" {
                Command::Resign
            } else {
                Command::Move(text.parse().unwrap())
            };
            let events = game.apply(&who, &[command], None, now);
            tx.save_game(&game, &events, now)?;
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

/// Files, their bytes, and the disk they take (blocks of 512 bytes).
fn usage(dir: &Path) -> (u64, u64, u64) {
    let mut totals = (0, 0, 0);
    let mut todo = vec![dir.to_owned()];
    while let Some(dir) = todo.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            let meta = entry.metadata().unwrap();
            if meta.is_dir() {
                todo.push(entry.path());
            } else {
                totals.0 += 1;
                totals.1 += meta.len();
                #[cfg(unix)]
                {
                    use std::os::unix::fs::MetadataExt as _;
                    totals.2 += meta.blocks() * 512;
                }
            }
        }
    }
    totals
}
