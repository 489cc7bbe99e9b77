//! The daily digest and the several-games mail at scale (issue 22), printed and never
//! asserted; `docs/benchmarks.md` ("Many games at once") has the figures and the command.
//!
//! ```text
//! cargo build --release --example digest_bench
//! target/release/examples/digest_bench --dir /tmp/digest-bench [--players 100000]
//!     [--games 1000000] [--active 250000] [--rounds 5] [--per-mail 10]
//! ```
//!
//! In `--dir` (kept, so a second run reuses the database): a config, a secret and a
//! database written straight into SQLite: `--players` players, each with a daily digest
//! at a time between 06:00 and 10:00 in one of five zones and one of the five languages,
//! all due within the same day; `--games` games, of which `--active` are running (six
//! or seven plies each, so half wait for White and half for Black, deadlines a day
//! apart) and the rest finished (no moves). With 100,000 players and 250,000 running
//! games a player is in five running games and fifteen finished ones.
//!
//! Then, each in a process of its own so that its peak RSS is its own:
//!
//! - `digests`: the sweep's digest step at the end of that day, every digest due
//!   composed and queued (loaded, rendered as text, HTML and pictures, written to the
//!   outbox): wall and CPU time, peak RSS, the letters' size;
//! - `several`: one player with `--per-mail` games at move sends their moves in one mail
//!   of `#N c3` lines (to their own address), then the same number of moves as single
//!   mails to each game's thread, `--rounds` times: time per mail, letters and bytes queued.
//!
//! Every line meant for the report starts with `RESULT`.

#[path = "support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use pawnpost::config::{Config, InboundConfig, MaildirConfig, OutboundConfig};
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::game::Game;
use pawnpost::identity::{ReplyToken, Scope, ServerSecret, reply_address, scoped_address};
use pawnpost::store::Store;

const SERVER: &str = "pawnpost@localhost";
const DAY: i64 = 86_400;
/// The plies of the running games: six (White to move) or seven (Black to move).
const PLIES: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6"];
const SECRET: [u8; 32] = [7; 32];
const ZONES: [&str; 5] = [
    "Europe/Berlin",
    "America/New_York",
    "Asia/Tokyo",
    "UTC",
    "America/Sao_Paulo",
];
const LANGUAGES: [&str; 5] = ["en", "de", "fr", "es", "pt"];
/// The player whose several-games mails are measured.
const MANY: &str = "many@bench.example";

fn main() {
    let args = support::Args::from_env();
    let value = |name: &str, default: &str| args.value(name, default);
    let number = |name: &str, default: i64| args.number(name, default);
    let dir = PathBuf::from(value("--dir", "/tmp/digest-bench"));
    let size = Size {
        players: number("--players", 100_000),
        games: number("--games", 1_000_000),
        active: number("--active", 250_000),
        rounds: number("--rounds", 5),
        per_mail: number("--per-mail", 10),
    };
    let setup = Setup::new(&dir);
    match value("--phase", "all").as_str() {
        "digests" => setup.digests(),
        "several" => setup.several(&size),
        _ => {
            let started = Instant::now();
            let stored = setup.populate(&size);
            println!(
                "RESULT populate players={} games={stored} active={} secs={:.1}",
                size.players,
                size.active,
                started.elapsed().as_secs_f64()
            );
            setup.size("before");
            let me = std::env::current_exe().unwrap();
            for phase in ["digests", "several"] {
                let status = Command::new(&me)
                    .args(std::env::args().skip(1))
                    .args(["--phase", phase])
                    .status()
                    .unwrap();
                assert!(status.success(), "phase {phase}");
            }
            setup.size("after");
        }
    }
}

struct Size {
    players: i64,
    games: i64,
    active: i64,
    rounds: i64,
    per_mail: i64,
}

/// This process's peak RSS (KiB) and CPU time (ms, user + system).
fn own_usage() -> (u64, f64) {
    (
        support::status_kib("self", "VmHWM:"),
        support::cpu_ms("self"),
    )
}

struct Setup {
    dir: PathBuf,
    config: Config,
    /// The day the digests are due in: a day before the first run (kept in `epoch`).
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
        config.limits.mails_per_sender_per_hour = 100_000;
        config.limits.active_games_per_player = 100_000;
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

    fn conn(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(&self.config.server.database).unwrap()
    }

    /// The stored form of a running game after `plies` plies.
    fn game_after(&self, plies: usize) -> (String, Vec<pawnpost::game::PlayedMove>) {
        let mut game = Game::new("w@x.example", "b@x.example", 30 * DAY, self.t);
        for (i, san) in PLIES[..plies].iter().enumerate() {
            let by = if i % 2 == 0 {
                "w@x.example"
            } else {
                "b@x.example"
            };
            let command = pawnpost::command::Command::Move(san.parse().unwrap());
            game.apply(by, &[command], None, self.t);
        }
        assert_eq!(game.moves().len(), plies, "the bench's plies are legal");
        (game.position().fen(), game.moves().to_vec())
    }

    /// Writes the players and games (unless a previous run did); returns how many
    /// games the database holds.
    fn populate(&self, size: &Size) -> i64 {
        let t = self.t;
        drop(self.store()); // migrated
        let mut conn = self.conn();
        let have: i64 = conn
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .unwrap();
        if have > 0 {
            return have;
        }
        let (fen_white, plies_white) = self.game_after(6);
        let (fen_black, plies_black) = self.game_after(7);
        let initial = pawnpost::rules::Position::new().fen();
        let players = size.players;
        let player = |p: i64| format!("p{p}@bench.example");
        let tx = conn.transaction().unwrap();
        {
            let mut insert_player = tx
                .prepare(
                    "INSERT INTO players (address, created_at, language, proven_at, \
                     digest_minute, digest_zone, digest_only, digest_due_at) \
                     VALUES (?1, ?2, ?3, ?2, ?4, ?5, ?6, ?7)",
                )
                .unwrap();
            for p in 0..players {
                let zone = ZONES[p as usize % ZONES.len()];
                let minute = 360 + (p * 7) % 240;
                // All due within the day after t, each at its own second.
                let due = t + p * DAY / players.max(1);
                insert_player
                    .execute(rusqlite::params![
                        player(p),
                        t,
                        LANGUAGES[(p as usize / 5) % LANGUAGES.len()],
                        minute,
                        zone,
                        p % 2 == 1,
                        due
                    ])
                    .unwrap();
            }
            insert_player
                .execute(rusqlite::params![
                    MANY,
                    t,
                    "en",
                    rusqlite::types::Null,
                    "UTC",
                    false,
                    rusqlite::types::Null
                ])
                .unwrap();
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
            let mut running = |id: i64, white: &str, black: &str, turn: &str| {
                let (fen, plies) = if turn == "white" {
                    (&fen_white, &plies_white)
                } else {
                    (&fen_black, &plies_black)
                };
                // Turns began up to 19 days ago: deadlines a day apart, the first
                // reminder (a day before) after the digests' day.
                let started = t - (id % 19) * DAY;
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
                        t - 20 * DAY,
                        started,
                        turn,
                        started,
                        started + 30 * DAY,
                        started + 29 * DAY,
                    ])
                    .unwrap();
                for m in plies {
                    moves
                        .execute(rusqlite::params![
                            id,
                            m.ply,
                            m.san,
                            m.uci,
                            m.iccf,
                            m.fen_after,
                            started
                        ])
                        .unwrap();
                }
            };
            let mut finished = tx
                .prepare(
                    "INSERT INTO games (id, white, black, initial_fen, fen, status, result, \
                     termination, forfeit_timeout_secs, created_at, last_activity, running, \
                     turn_started_at, deadline, next_due) \
                     VALUES (?1, ?2, ?3, ?4, ?4, 'finished', '1-0', 'resignation', ?5, ?6, \
                     ?7, '', ?7, 0, 0)",
                )
                .unwrap();
            for id in 1..=size.games {
                let white = player(id % players);
                // 6 id + 3 is odd: never the same player when `players` is even.
                let black = player((id * 7 + 3) % players);
                if id <= size.active {
                    // Every third id changes the side to move: each player waits in some games
                    // and is at move in others.
                    let turn = if (id / 3) % 2 == 0 { "white" } else { "black" };
                    running(id, &white, &black, turn);
                } else {
                    finished
                        .execute(rusqlite::params![
                            id,
                            white,
                            black,
                            initial,
                            30 * DAY,
                            t - 40 * DAY,
                            t - 30 * DAY,
                        ])
                        .unwrap();
                }
            }
            // The several-games player: White, at move, in `rounds` × 2 × `per_mail`
            // games against players of the pool.
            let mut id = size.games;
            for _ in 0..size.rounds * 2 * size.per_mail {
                id += 1;
                running(id, MANY, &player(id % players), "white");
            }
        }
        tx.commit().unwrap();
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE); ANALYZE;")
            .unwrap();
        conn.query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .unwrap()
    }

    /// The outbox's letters and bytes.
    fn outbox(&self) -> (i64, i64) {
        self.conn()
            .query_row(
                "SELECT (SELECT count(*) FROM outbox), \
                 (SELECT coalesce(sum(length(raw)), 0) FROM outbox_raw)",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
    }

    /// Every digest of the day, composed and queued by the sweep's digest step.
    fn digests(&self) {
        let pm = self.pm();
        let mut store = self.store();
        let (letters_before, bytes_before) = self.outbox();
        let (_, cpu_before) = own_usage();
        let started = Instant::now();
        let queued = pawnpost::daemon::sweep::digests(&pm, &mut store, self.t + DAY).unwrap();
        let secs = started.elapsed().as_secs_f64();
        let (hwm, cpu_after) = own_usage();
        drop(store);
        let (letters, bytes) = self.outbox();
        let (letters, bytes) = (letters - letters_before, bytes - bytes_before);
        println!(
            "RESULT digests queued={queued} secs={secs:.1} per_digest_ms={:.2} cpu_secs={:.1} vmhwm_kib={hwm}",
            secs * 1000.0 / queued.max(1) as f64,
            (cpu_after - cpu_before) / 1000.0,
        );
        println!(
            "RESULT digest_letters letters={letters} mb={:.0} mean_bytes={}",
            bytes as f64 / 1e6,
            bytes / letters.max(1)
        );
        // One digest kept to read (`first-digest.eml`), then the digests went out: empty
        // the outbox, as the daemon would have sent them.
        let conn = self.conn();
        let raw: Option<Vec<u8>> = conn
            .query_row(
                "SELECT r.raw FROM outbox o JOIN outbox_raw r USING (id) \
                 WHERE o.subject LIKE '%digest%' OR o.id = (SELECT max(id) FROM outbox) \
                 ORDER BY o.id LIMIT 1",
                [],
                |r| r.get(0),
            )
            .ok();
        if let Some(raw) = raw {
            std::fs::write(self.dir.join("first-digest.eml"), raw).unwrap();
        }
        // Marked sent, their bytes go (the trigger `outbox_sent_drops_raw`).
        conn.execute("UPDATE outbox SET state = 'sent'", [])
            .unwrap();
    }

    fn mail(serial: i64, from: &str, to: &str, body: &str) -> Vec<u8> {
        format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <s{serial}.{}@bench.example>\r\n\r\n{body}\r\n",
            std::process::id()
        )
        .into_bytes()
    }

    /// `per_mail` moves in one mail, then as single mails, `rounds` times.
    fn several(&self, size: &Size) {
        let pm = self.pm();
        let secret = ServerSecret::from_bytes(&SECRET).unwrap();
        let mut store = self.store();
        let mut now = self.t + DAY + 3600;
        let own = scoped_address(
            SERVER,
            Scope::Player,
            &ReplyToken::new(&secret, Scope::Player, MANY),
        );
        let (mut one, mut singles) = (Vec::new(), Vec::new());
        let (mut one_out, mut singles_out) = ((0, 0), (0, 0));
        let mut serial = 0;
        let mut id = size.games;
        for _ in 0..size.rounds {
            let ids: Vec<i64> = (0..size.per_mail).map(|i| id + 1 + i).collect();
            id += size.per_mail;
            let body: String = ids.iter().map(|g| format!("#{g} c3\n")).collect();
            serial += 1;
            now += 1;
            let before = self.outbox();
            let started = Instant::now();
            process_mail(
                &pm,
                &mut store,
                &Self::mail(serial, MANY, &own, &body),
                "bench",
                now,
            )
            .unwrap();
            one.push(started.elapsed().as_secs_f64() * 1000.0);
            let after = self.outbox();
            one_out = (after.0 - before.0, after.1 - before.1);
            let played: i64 = self
                .conn()
                .query_row(
                    &format!(
                        "SELECT count(*) FROM moves WHERE ply = 7 AND game_id BETWEEN {} AND {}",
                        ids[0],
                        ids[ids.len() - 1]
                    ),
                    [],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(played, size.per_mail, "every game of the mail played");

            let before = self.outbox();
            let mut round = 0.0;
            for _ in 0..size.per_mail {
                id += 1;
                let to = reply_address(SERVER, id, &ReplyToken::for_player(&secret, id, MANY));
                serial += 1;
                now += 1;
                let started = Instant::now();
                process_mail(
                    &pm,
                    &mut store,
                    &Self::mail(serial, MANY, &to, "c3"),
                    "bench",
                    now,
                )
                .unwrap();
                round += started.elapsed().as_secs_f64() * 1000.0;
            }
            singles.push(round);
            let after = self.outbox();
            singles_out = (after.0 - before.0, after.1 - before.1);
        }
        let (hwm, _) = own_usage();
        println!(
            "RESULT several_one_mail games={} median_ms={:.1} letters={} kb={:.0} vmhwm_kib={hwm}",
            size.per_mail,
            support::median(&one),
            one_out.0,
            one_out.1 as f64 / 1e3
        );
        println!(
            "RESULT several_single_mails games={} median_ms_all={:.1} median_ms_per_mail={:.1} letters={} kb={:.0}",
            size.per_mail,
            support::median(&singles),
            support::median(&singles) / size.per_mail.max(1) as f64,
            singles_out.0,
            singles_out.1 as f64 / 1e3
        );
    }

    fn size(&self, when: &str) {
        let conn = self.conn();
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .unwrap();
        let bytes = std::fs::metadata(&self.config.server.database)
            .unwrap()
            .len();
        println!("RESULT database when={when} mb={:.0}", bytes as f64 / 1e6);
    }
}
