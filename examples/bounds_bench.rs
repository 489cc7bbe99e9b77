//! Issue 30's attacks, measured (printed, never asserted); `scripts/bench-bounds` runs
//! them and docs/benchmarks.md ("What one mail may cost") keeps the figures.
//!
//! ```text
//! cargo build --release --example bounds_bench --bin pawnpost
//! target/release/examples/bounds_bench --shapes DIR      # every shape at 100 KB and 1 MB
//! target/release/examples/bounds_bench --digest DIR --bin target/release/pawnpost
//! ```
//!
//! `--shapes DIR` writes the mails of `tests/common/shapes.rs` (the cost test's) as
//! `DIR/<n>.<size>.eml` with their names in `DIR/names`, for `pawnpost read` to be timed
//! on each.
//!
//! `--digest DIR` is the two-mailbox digest attack: Ann and Ben play 22 games (written
//! through the store); Ann moves in each with a mail (her reply token, so proven) whose
//! comment is 0.9 MB; Ben has a daily digest due now. Then the sweep runs in this process
//! while, 20 ms into it, a move of Ben's arrives through `pawnpost deliver` (a process of
//! its own, as Postfix's pipe runs it). Printed: the digest's size, the sweep's time and
//! its longest write-lock hold, the delivery's exit status and time; and the cost of a
//! forged 270-byte mail "from" Ben (no token) read by `pawnpost read`, whose own-text
//! recognition reads Ben's latest letters. Every line for the report starts with
//! `RESULT`.

#[path = "../tests/common/shapes.rs"]
mod shapes;
#[path = "support/mod.rs"]
mod support;

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::game::Game;
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::store::{DigestPlan, Store};

const SERVER: &str = "pawnpost@localhost";
const ANN: &str = "ann@attacker.example";
const BEN: &str = "ben@attacker.example";
const GAMES: i64 = 22;
const DAY: i64 = 86_400;

fn main() {
    let args = support::Args::from_env();
    if args.flag("--shapes") {
        write_shapes(Path::new(&args.value("--shapes", "/tmp/bounds-shapes")));
    }
    if args.flag("--digest") {
        let dir = PathBuf::from(args.value("--digest", "/tmp/bounds-digest"));
        let bin = PathBuf::from(args.value("--bin", "target/release/pawnpost"));
        digest_attack(&dir, &bin);
    }
}

fn write_shapes(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let mut names = String::new();
    for (n, (name, make)) in shapes::shapes().into_iter().enumerate() {
        for (label, size) in [("100k", 100 * 1024), ("1m", 1024 * 1024)] {
            std::fs::write(dir.join(format!("{n:02}.{label}.eml")), make(size)).unwrap();
        }
        names.push_str(&format!("{n:02} {name}\n"));
    }
    std::fs::write(dir.join("names"), names).unwrap();
}

fn digest_attack(dir: &Path, bin: &Path) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let config_path = dir.join("pawnpost.toml");
    std::fs::write(
        &config_path,
        format!(
            "[server]\naddress = \"{SERVER}\"\ndatabase = \"{d}/pawnpost.sqlite3\"\n\
             secret_file = \"{d}/secret\"\n\n[inbound]\nkind = \"maildir\"\npath = \"{d}/spool/pawnpost\"\n\n\
             [outbound]\nkind = \"maildir\"\npath = \"{d}/spool\"\n\n[limits]\n\
             mails_per_sender_per_hour = 1000\nactive_games_per_player = 100\n",
            d = dir.display()
        ),
    )
    .unwrap();
    let config = Config::load(Some(&config_path)).unwrap();
    let secret = ServerSecret::load_or_create(&config.server.secret_file).unwrap();
    let pm = Postmaster {
        config: config.clone(),
        secret: secret.clone(),
    };
    let mut store = Store::open(&config.server.database).unwrap();
    let start = pawnpost::time::now() - 2 * DAY;
    let ids: Vec<i64> = store
        .transaction(|tx| {
            let mut ids = Vec::new();
            for _ in 0..GAMES {
                let mut game = Game::new(ANN, BEN, 30 * DAY, start);
                tx.insert_game(&mut game, start)?;
                ids.push(game.id);
            }
            Ok::<_, pawnpost::store::StoreError>(ids)
        })
        .unwrap();

    // Ann moves in every game with a 0.9 MB comment, through her reply address.
    let comment = "Look at this move, and read on. ".repeat(29_000);
    let at = start + DAY;
    let began = Instant::now();
    for (i, &id) in ids.iter().enumerate() {
        let to = reply_address(SERVER, id, &ReplyToken::for_player(&secret, id, ANN));
        let mail = format!(
            "From: {ANN}\r\nTo: {to}\r\nSubject: move\r\nMessage-ID: <ann{i}@attacker.example>\r\n\r\ne4\r\n\r\n{comment}\r\n"
        );
        process_mail(&pm, &mut store, mail.as_bytes(), &format!("ann{i}"), at).unwrap();
    }
    let mail_secs = began.elapsed().as_secs_f64();
    println!(
        "RESULT moves_with_0.9MB_comments mails={GAMES} mail_bytes={} secs_per_mail={:.3} \
         longest_write_ms={:.2}",
        comment.len(),
        mail_secs / GAMES as f64,
        store.take_longest_write().as_secs_f64() * 1000.0
    );
    let now = pawnpost::time::now();
    store
        .transaction(|tx| {
            let plan = DigestPlan {
                minute: Some(6 * 60),
                zone: "UTC".to_owned(),
                only: false,
            };
            tx.set_digest(BEN, &plan, Some(now - 60), now)
        })
        .unwrap();
    let letters_before: i64 = count(&config.server.database, "SELECT count(*) FROM outbox");

    // Ben's move in game 1, delivered by a process of its own 20 ms into the sweep.
    let first = ids[0];
    let ben_to = reply_address(SERVER, first, &ReplyToken::for_player(&secret, first, BEN));
    let ben_move = format!(
        "From: {BEN}\r\nTo: {ben_to}\r\nSubject: move\r\nMessage-ID: <ben1@attacker.example>\r\n\r\ne5\r\n"
    );
    let deliver = {
        let bin = bin.to_owned();
        let config_path = config_path.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            let started = Instant::now();
            let mut command = Command::new(&bin);
            command.args(["deliver", "--config"]).arg(&config_path);
            let out = run_with_input(command, &ben_move);
            (out.status.code(), started.elapsed())
        })
    };
    let cpu_before = support::cpu_ms("self");
    let began = Instant::now();
    pawnpost::daemon::sweep(&pm, &mut store, now).unwrap();
    let sweep_secs = began.elapsed().as_secs_f64();
    let sweep_cpu = support::cpu_ms("self") - cpu_before;
    let longest = store.take_longest_write();
    let (code, deliver_time) = deliver.join().unwrap();
    // The text is kept in the outbox; the mail itself, once sent, only in Ben's spool.
    let digest_text: i64 = rusqlite::Connection::open(&config.server.database)
        .unwrap()
        .query_row(
            "SELECT length(t.text) FROM outbox o JOIN outbox_text t USING (id) \
             WHERE o.recipient = ?1 AND o.subject LIKE '%digest%' ORDER BY o.id DESC LIMIT 1",
            [BEN],
            |row| row.get(0),
        )
        .unwrap_or(0);
    let digest = (
        largest_mail(&dir.join("spool").join(BEN), "digest"),
        digest_text,
    );
    let letters_after: i64 = count(&config.server.database, "SELECT count(*) FROM outbox");
    println!(
        "RESULT digest_attack digest_bytes={} digest_text_bytes={} sweep_secs={sweep_secs:.3} \
         sweep_cpu_ms={sweep_cpu:.0} longest_write_ms={:.2} letters_queued={}",
        digest.0,
        digest.1,
        longest.as_secs_f64() * 1000.0,
        letters_after - letters_before
    );
    println!(
        "RESULT move_during_sweep exit={} secs={:.3}",
        code.map_or("killed".to_owned(), |c| c.to_string()),
        deliver_time.as_secs_f64()
    );
    let biggest: i64 = count(
        &config.server.database,
        "SELECT coalesce(max(length(text)), 0) FROM outbox_text",
    );
    let db_bytes = std::fs::metadata(&config.server.database).unwrap().len();
    println!("RESULT stored largest_letter_text_bytes={biggest} database_bytes={db_bytes}");

    // A forged 270-byte mail "from" Ben, read as the daemon would.
    let forged = format!(
        "From: {BEN}\r\nTo: {SERVER}\r\nSubject: Re: [pawnpost #{first}] your move\r\n\
         Message-ID: <forged@evil.example>\r\nDate: Sat, 28 Nov 2026 10:00:00 +0000\r\n\r\n\
         Nf3\r\n\r\nSee you at the club on Friday, and bring the clock.\r\n"
    );
    let forged = format!(
        "{forged}{}",
        " ".repeat(270usize.saturating_sub(forged.len()))
    );
    let mut command = Command::new("/usr/bin/time");
    command
        .args(["-f", "%U %S %M"])
        .arg(bin)
        .args(["read", "--config"])
        .arg(&config_path);
    let out = run_with_input(command, &forged);
    let usage = String::from_utf8_lossy(&out.stderr);
    let last = usage.lines().last().unwrap_or_default();
    let fields: Vec<&str> = last.split_whitespace().collect();
    println!(
        "RESULT forged_read bytes={} user_secs={} sys_secs={} peak_rss_kib={}",
        forged.len(),
        fields.first().unwrap_or(&"?"),
        fields.get(1).unwrap_or(&"?"),
        fields.get(2).unwrap_or(&"?")
    );
}

/// Runs `command` with `input` on its standard input; its standard error is kept, its
/// output dropped.
fn run_with_input(mut command: Command, input: &str) -> std::process::Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// The size of the largest mail under `dir` whose subject holds `word`.
fn largest_mail(dir: &Path, word: &str) -> u64 {
    let mut largest = 0;
    for sub in ["new", "cur"] {
        let Ok(entries) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for entry in entries.flatten() {
            let Ok(raw) = std::fs::read(entry.path()) else {
                continue;
            };
            let head = String::from_utf8_lossy(&raw[..raw.len().min(4096)]).to_lowercase();
            let subject = head.lines().find(|l| l.starts_with("subject:"));
            if subject.is_some_and(|s| s.contains(word)) {
                largest = largest.max(raw.len() as u64);
            }
        }
    }
    largest
}

fn count(database: &Path, sql: &str) -> i64 {
    rusqlite::Connection::open(database)
        .unwrap()
        .query_row(sql, [], |row| row.get(0))
        .unwrap()
}
