//! The sweep at scale (issue 14), printed and never asserted; `docs/benchmarks.md`
//! ("Clocks at scale") has the figures and the command.
//!
//! ```text
//! cargo build --release --bin pawnpost --example clock_bench
//! target/release/examples/clock_bench --dir /tmp/clock-bench [--games 1000000]
//!     [--active 100000] [--due 1000] [--bin target/release/pawnpost]
//!     [--baseline-bin PATH] [--populate-only] [--moves GAMES]
//! ```
//!
//! `--populate-only` writes the database (`<dir>/big/pawnpost.sqlite3`) and stops: the
//! public site's benchmark (`examples/publish_bench.rs`) publishes it.
//!
//! `--baseline-bin` names a `pawnpost` built from before the clocks (its schema is
//! older, so it plays on a fresh database of its own, never opened by this library):
//! today's `deliver` per move, for the comparison.
//!
//! In `--dir` (kept, so a second run reuses the database): a config, a secret and a
//! database of `--games` games written straight into SQLite (players, game rows, the
//! six plies of each active game; finished games have no moves), of which `--active`
//! are running with the silence rule of 30 days, their next reminders a minute apart.
//! Then, with the library:
//!
//! - the sweep with nothing due (the median of 20 runs),
//! - the sweep with `--due` games due (each reminded: loaded, marked, a letter queued),
//! - `process_mail` per move of whole games played on the big database and on an empty
//!   one, and the `pawnpost deliver` binary per move on both (process start, open,
//!   apply, commit, send to the spool),
//! - the database's size after a checkpoint, and the RSS of `pawnpost run` on it.
//!
//! Every line meant for the report starts with `RESULT`.

#[path = "support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pawnpost::config::{Config, InboundConfig, MaildirConfig, OutboundConfig};
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::game::Game;
use pawnpost::identity::{ReplyToken, Scope, ServerSecret, reply_address, scoped_address};
use pawnpost::store::Store;

const SERVER: &str = "pawnpost@localhost";
const DAY: i64 = 86_400;
/// The plies of each active game and of the timed games (legal, no check before 12).
const PLIES: [&str; 12] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4", "Bb4+",
];
const SECRET: [u8; 32] = [7; 32];

fn main() {
    let args = support::Args::from_env();
    let value = |name: &str, default: &str| args.value(name, default);
    let number = |name: &str, default: i64| args.number(name, default);
    let dir = PathBuf::from(value("--dir", "/tmp/clock-bench"));
    let games = number("--games", 1_000_000);
    let active = number("--active", 100_000);
    let due = number("--due", 1_000);
    let bin = PathBuf::from(value("--bin", "target/release/pawnpost"));
    let baseline = Some(value("--baseline-bin", ""))
        .filter(|path| !path.is_empty())
        .map(PathBuf::from);

    let big = Setup::new(&dir.join("big"));
    let started = Instant::now();
    let stored = big.populate(games, active);
    println!(
        "RESULT populate games={stored} active={active} secs={:.1}",
        started.elapsed().as_secs_f64()
    );
    if args.flag("--populate-only") {
        return;
    }
    // Only moves through `process_mail` on the big database, for a profiler
    // (`perf record -g -- clock_bench --dir DIR --moves 40`, after a first run
    // has populated DIR).
    let moves_only = number("--moves", 0);
    if moves_only > 0 {
        let per_move = big.moves_in_process(u32::try_from(moves_only).unwrap_or(1));
        println!(
            "RESULT process_mail_per_move db=big median_ms={:.2} mean_ms={:.2} n={}",
            support::median(&per_move),
            support::mean(&per_move),
            per_move.len()
        );
        return;
    }
    big.sweeps(active, due);
    let empty_dir = dir.join("empty");
    let _ = std::fs::remove_dir_all(&empty_dir);
    let empty = Setup::new(&empty_dir);
    for (name, setup, terms) in [
        ("empty", &empty, ""),
        ("big", &big, ""),
        ("big-timed", &big, "3 days per move"),
    ] {
        *setup.terms.borrow_mut() = terms.to_owned();
        let per_move = setup.moves_in_process(4);
        println!(
            "RESULT process_mail_per_move db={name} median_ms={:.2} mean_ms={:.2} n={}",
            support::median(&per_move),
            support::mean(&per_move),
            per_move.len()
        );
        let per_move = setup.moves_by_binary(&bin, 2);
        println!(
            "RESULT deliver_per_move db={name} median_ms={:.1} mean_ms={:.1} n={}",
            support::median(&per_move),
            support::mean(&per_move),
            per_move.len()
        );
    }
    if let Some(baseline) = baseline {
        let base_dir = dir.join("baseline");
        let _ = std::fs::remove_dir_all(&base_dir);
        let base = Setup::new(&base_dir);
        base.fresh_ids.set(true);
        let per_move = base.moves_by_binary(&baseline, 2);
        println!(
            "RESULT deliver_per_move db=empty binary=baseline median_ms={:.1} mean_ms={:.1} n={}",
            support::median(&per_move),
            support::mean(&per_move),
            per_move.len()
        );
    }
    big.size();
    big.rss(&bin);
}

/// One installation of the bench: a directory with its config, secret and database.
struct Setup {
    dir: PathBuf,
    config: Config,
    /// Games played by the move benchmarks so far (their ids follow the stored ones).
    played: std::cell::Cell<u32>,
    /// The database is only ever written by the binary under test: game `n` is id `n`.
    fresh_ids: std::cell::Cell<bool>,
    /// What the move benchmarks' challenges add (`3 days per move`), if anything.
    terms: std::cell::RefCell<String>,
    /// When the stored games began: a day before the first run (kept in `epoch`), so
    /// that `pawnpost run` finds nothing due at its start.
    t: i64,
}

impl Setup {
    fn new(dir: &Path) -> Setup {
        std::fs::create_dir_all(dir).unwrap();
        let mut config = Config::default();
        config.server.database = dir.join("pawnpost.sqlite3");
        config.server.secret_file = dir.join("secret");
        config.inbound = InboundConfig::Maildir(MaildirConfig {
            path: dir.join("spool/pawnpost"),
        });
        config.outbound = OutboundConfig::Maildir(MaildirConfig {
            path: dir.join("spool"),
        });
        // The benchmark's own players write many mails in a short time.
        config.limits.mails_per_sender_per_hour = 100_000;
        config.limits.active_games_per_player = 100_000;
        let hex: String = SECRET.iter().map(|b| format!("{b:02x}")).collect();
        std::fs::write(&config.server.secret_file, hex).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let private = std::fs::Permissions::from_mode(0o600);
            std::fs::set_permissions(&config.server.secret_file, private).unwrap();
        }
        let toml = format!(
            "[server]\naddress = \"{SERVER}\"\ndatabase = \"{}\"\nsecret_file = \"{}\"\n\
             [inbound]\nkind = \"maildir\"\npath = \"{}\"\n\
             [outbound]\nkind = \"maildir\"\npath = \"{}\"\n\
             [limits]\nmails_per_sender_per_hour = 100000\nactive_games_per_player = 100000\n",
            config.server.database.display(),
            config.server.secret_file.display(),
            dir.join("spool/pawnpost").display(),
            dir.join("spool").display(),
        );
        std::fs::write(dir.join("pawnpost.toml"), toml).unwrap();
        let epoch = dir.join("epoch");
        let t = std::fs::read_to_string(&epoch)
            .ok()
            .and_then(|text| text.trim().parse().ok())
            .unwrap_or_else(|| {
                let t = pawnpost::time::now() - DAY;
                std::fs::write(&epoch, t.to_string()).unwrap();
                t
            });
        Setup {
            dir: dir.to_owned(),
            config,
            played: std::cell::Cell::new(0),
            fresh_ids: std::cell::Cell::new(false),
            terms: std::cell::RefCell::new(String::new()),
            t,
        }
    }

    fn pm(&self) -> Postmaster {
        Postmaster {
            config: self.config.clone(),
            secret: ServerSecret::from_bytes(&SECRET).unwrap(),
        }
    }

    fn store(&self) -> Store {
        Store::open(&self.config.server.database).unwrap()
    }

    /// Writes games until the database holds `games`, the first `active` of them
    /// running; returns how many it holds.
    fn populate(&self, games: i64, active: i64) -> i64 {
        let t = self.t;
        let store = self.store();
        drop(store); // migrated
        let mut conn = rusqlite::Connection::open(&self.config.server.database).unwrap();
        let have: i64 = conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .unwrap();
        if have >= games {
            return have;
        }
        // The six plies of an active game, as the store keeps them.
        let mut game = Game::new("w@x.example", "b@x.example", 30 * DAY, t);
        for (i, san) in PLIES[..6].iter().enumerate() {
            let by = if i % 2 == 0 {
                "w@x.example"
            } else {
                "b@x.example"
            };
            let command = pawnpost::command::Command::Move(san.parse().unwrap());
            game.apply(by, &[command], None, t);
        }
        let fen = game.position().fen();
        let plies: Vec<_> = game.moves().to_vec();
        let initial = pawnpost::rules::Position::new().fen();
        let players = 20_000;
        let tx = conn.transaction().unwrap();
        {
            let mut player = tx
                .prepare(
                    "INSERT OR IGNORE INTO players (address, created_at, language) VALUES (?1, ?2, 'en')",
                )
                .unwrap();
            for p in 0..players {
                player
                    .execute(rusqlite::params![format!("p{p}@bench.example"), t])
                    .unwrap();
            }
            let mut insert = tx
                .prepare(
                    "INSERT INTO games (id, white, black, initial_fen, fen, status, result, \
                     termination, forfeit_timeout_secs, created_at, last_activity, running, \
                     turn_started_at, deadline, next_due) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
                )
                .unwrap();
            let mut moves = tx
                .prepare(
                    "INSERT INTO moves (game_id, ply, san, uci, iccf, fen_after, played_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )
                .unwrap();
            for id in have + 1..=games {
                let white = format!("p{}@bench.example", id % players);
                let black = format!("p{}@bench.example", (id * 7 + 1) % players);
                if id <= active {
                    // Next reminders a minute apart from t + 24 days on.
                    let last = t + id * 60;
                    insert
                        .execute(rusqlite::params![
                            id,
                            white,
                            black,
                            initial,
                            fen,
                            "active",
                            "*",
                            "",
                            30 * DAY,
                            t,
                            last,
                            "white",
                            last,
                            last + 30 * DAY,
                            last + 24 * DAY,
                        ])
                        .unwrap();
                    for m in &plies {
                        moves
                            .execute(rusqlite::params![
                                id,
                                m.ply,
                                m.san,
                                m.uci,
                                m.iccf,
                                m.fen_after,
                                t
                            ])
                            .unwrap();
                    }
                } else {
                    insert
                        .execute(rusqlite::params![
                            id,
                            white,
                            black,
                            initial,
                            initial,
                            "finished",
                            "1-0",
                            "resignation",
                            30 * DAY,
                            t,
                            t,
                            "",
                            t,
                            0,
                            0,
                        ])
                        .unwrap();
                }
            }
        }
        tx.commit().unwrap();
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE); ANALYZE;")
            .unwrap();
        games
    }

    /// The sweep with nothing due (20 runs), then with `due` games due.
    fn sweeps(&self, active: i64, due: i64) {
        let t = self.t;
        let pm = self.pm();
        let mut store = self.store();
        // Nothing is due before the first reminder.
        let quiet = t + 24 * DAY;
        let mut times = Vec::new();
        for _ in 0..20 {
            let started = Instant::now();
            let done = pawnpost::daemon::sweep(&pm, &mut store, quiet).unwrap();
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            assert!(done.is_empty(), "{done:?}");
        }
        println!(
            "RESULT sweep_nothing_due active={active} median_ms={:.2} max_ms={:.2}",
            support::median(&times),
            times.iter().copied().fold(0.0, f64::max)
        );
        let at = t + 24 * DAY + due * 60;
        store.take_longest_write();
        let started = Instant::now();
        let done = pawnpost::daemon::sweep(&pm, &mut store, at).unwrap();
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        println!(
            "RESULT sweep_due due={} ms={ms:.0} per_game_ms={:.2} longest_write_ms={:.2}",
            done.len(),
            ms / done.len().max(1) as f64,
            store.longest_write().as_secs_f64() * 1000.0
        );
        // The reminders went out: empty the outbox, as the daemon would have sent them.
        let conn = rusqlite::Connection::open(&self.config.server.database).unwrap();
        // Marked sent, their bytes go (the trigger `outbox_sent_drops_raw`).
        conn.execute("UPDATE outbox SET state = 'sent'", [])
            .unwrap();
        // Forfeits (issue 33 changed what a deadline does): every reminder due before
        // the first deadline first, then a sweep in which the first `due` games pass
        // their deadline (with the reminders that fall due in the same minutes).
        pawnpost::daemon::sweep(&pm, &mut store, t + 30 * DAY).unwrap();
        conn.execute("UPDATE outbox SET state = 'sent', raw = x''", [])
            .unwrap();
        let at = t + 30 * DAY + due * 60;
        store.take_longest_write();
        let started = Instant::now();
        let done = pawnpost::daemon::sweep(&pm, &mut store, at).unwrap();
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        let forfeits = done
            .iter()
            .filter(|a| matches!(a, pawnpost::game::SweepAction::Forfeit { .. }))
            .count();
        println!(
            "RESULT sweep_forfeits forfeits={forfeits} other={} ms={ms:.0} per_action_ms={:.2} longest_write_ms={:.2}",
            done.len() - forfeits,
            ms / done.len().max(1) as f64,
            store.longest_write().as_secs_f64() * 1000.0
        );
        conn.execute("UPDATE outbox SET state = 'sent', raw = x''", [])
            .unwrap();
    }

    /// One raw mail from `from` to `to`.
    fn mail(&self, serial: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
        format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <b{serial}.{}@bench.example>\r\n\r\n{body}\r\n",
            std::process::id()
        )
        .into_bytes()
    }

    /// `games` whole games of twelve plies, the mails handed to `deliver`; the time of
    /// each move's delivery.
    fn play(&self, games: u32, mut deliver: impl FnMut(&[u8]) -> f64) -> Vec<f64> {
        // No time control: a binary from before the clocks reads the same challenge.
        let terms = self.terms.borrow().clone();
        let secret = ServerSecret::from_bytes(&SECRET).unwrap();
        let mut times = Vec::new();
        let mut serial = 0;
        for _ in 0..games {
            let n = self.played.get() + 1;
            self.played.set(n);
            let tag = self
                .dir
                .file_name()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            let white = format!("white{n}.{tag}@bench.example");
            let black = format!("black{n}.{tag}@bench.example");
            let own = |who: &str| {
                scoped_address(
                    SERVER,
                    Scope::Player,
                    &ReplyToken::new(&secret, Scope::Player, who),
                )
            };
            serial += 1;
            deliver(&self.mail(
                serial + n * 1000,
                &white,
                &own(&white),
                &format!("Challenge {black} white {terms}"),
            ));
            serial += 1;
            deliver(&self.mail(serial + n * 1000, &black, &own(&black), "Accept"));
            if self.fresh_ids.get() {
                let id = i64::from(n);
                for (i, san) in PLIES.iter().enumerate() {
                    let who = if i % 2 == 0 { &white } else { &black };
                    let to = reply_address(SERVER, id, &ReplyToken::for_player(&secret, id, who));
                    serial += 1;
                    times.push(deliver(&self.mail(serial + n * 1000, who, &to, san)));
                }
                continue;
            }
            let store = self.store();
            let id = store
                .list_games(
                    &pawnpost::store::GameFilter {
                        which: pawnpost::store::Which::Active,
                        player: Some(white.clone()),
                    },
                    self.t,
                )
                .unwrap()
                .last()
                .map(|g| g.id)
                .expect("the game began");
            drop(store);
            for (i, san) in PLIES.iter().enumerate() {
                let who = if i % 2 == 0 { &white } else { &black };
                let to = reply_address(SERVER, id, &ReplyToken::for_player(&secret, id, who));
                serial += 1;
                times.push(deliver(&self.mail(serial + n * 1000, who, &to, san)));
            }
        }
        times
    }

    /// Moves through `process_mail` in this process, one store kept open.
    fn moves_in_process(&self, games: u32) -> Vec<f64> {
        let pm = self.pm();
        let mut store = self.store();
        let mut now = pawnpost::time::now() - 3600;
        self.play(games, |raw| {
            now += 1;
            let started = Instant::now();
            process_mail(&pm, &mut store, raw, "bench", now).unwrap();
            started.elapsed().as_secs_f64() * 1000.0
        })
    }

    /// Moves through the `pawnpost deliver` binary, a process per mail.
    fn moves_by_binary(&self, bin: &Path, games: u32) -> Vec<f64> {
        let config = self.dir.join("pawnpost.toml");
        self.play(games, |raw| {
            let started = Instant::now();
            let mut child = Command::new(bin)
                .args(["deliver", "--config"])
                .arg(&config)
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("the pawnpost binary (--bin)");
            use std::io::Write as _;
            child.stdin.take().unwrap().write_all(raw).unwrap();
            assert!(child.wait().unwrap().success());
            started.elapsed().as_secs_f64() * 1000.0
        })
    }

    fn size(&self) {
        let conn = rusqlite::Connection::open(&self.config.server.database).unwrap();
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .unwrap();
        let bytes = std::fs::metadata(&self.config.server.database)
            .unwrap()
            .len();
        let games: i64 = conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .unwrap();
        println!(
            "RESULT database games={games} bytes={bytes} mb={:.0} bytes_per_game={}",
            bytes as f64 / 1e6,
            bytes / games.max(1) as u64
        );
    }

    /// `pawnpost run` on the database: VmRSS and VmHWM after it settled, and the CPU
    /// its start (the first sweep included) took.
    fn rss(&self, bin: &Path) {
        // A heartbeat of an earlier run would be an outage to credit.
        let conn = rusqlite::Connection::open(&self.config.server.database).unwrap();
        conn.execute(
            "DELETE FROM daemon_state WHERE key = 'mailbox_checked_at'",
            [],
        )
        .unwrap();
        drop(conn);
        let log = std::fs::File::create(self.dir.join("daemon.log")).unwrap();
        let mut daemon = Command::new(bin)
            .args(["run", "--config"])
            .arg(self.dir.join("pawnpost.toml"))
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        let pid = daemon.id();
        std::thread::sleep(Duration::from_secs(8));
        let pid = pid.to_string();
        println!(
            "RESULT daemon_rss vmrss_kib={} vmhwm_kib={} cpu_ms_first_8s={}",
            support::status_kib(&pid, "VmRSS:"),
            support::status_kib(&pid, "VmHWM:"),
            support::cpu_ms(&pid)
        );
        let _ = daemon.kill();
        let _ = daemon.wait();
    }
}
