//! Load and memory figures of issue 7, printed and never asserted; `scripts/bench-load`
//! runs every part against the mail rig (`tests/mailrig`) and `docs/benchmarks.md`
//! ("Load and memory") explains them.
//!
//! ```text
//! load_bench throughput --mode pawnpost|bare [--games 20] [--moves 6] [--replies 1|2]
//!                       [--reply-bytes N]   (bare: pad each reply to about N bytes)
//! load_bench idle-probe [--n 10]
//! load_bench populate --db PATH [--games 10000] [--finished] [--via mail|store]
//! load_bench rss [--db PATH] [--settle-secs 5]
//! ```
//!
//! - `throughput`: N games at once, each played by two simulated players who answer
//!   the moment the previous reply lands in their Maildir. `pawnpost` mode runs the
//!   release `pawnpost run` (IMAP IDLE + SMTP); `bare` mode runs `examples/bare_loop`
//!   (fetch over IMAP, one SMTP reply per listed address, nothing else) on the same
//!   servers with the same message count. Prints moves/s and the latency from the
//!   SMTP 250 of a move to its reply's file in the opponent's Maildir (file mtime).
//! - `idle-probe`: SMTP 250 -> `ImapSource::wait_for_mail` woken by IDLE, the part of
//!   the latency that is Dovecot's notification delay.
//! - `populate`: games written through `pawnpost::daemon::process_mail` with literal
//!   mails (challenge, accept, moves), as the daemon would have; replies marked sent.
//!   Prints the database size per game, then again with the outbox emptied (VACUUM).
//!   `--via store` writes games only (`Store::transaction` + `Tx::insert_game` /
//!   `save_game`, 500 games per transaction): no inbound records, no outbox; fast
//!   enough for 10,000 games.
//! - `rss`: starts `pawnpost run` on a database, waits, prints VmRSS/VmHWM.
//!
//! Every line meant for the report starts with `RESULT`. `LOAD_BENCH_KEEP=1` keeps the
//! throughput run's directory (config, database, daemon log) for a look afterwards.

#[path = "support/mod.rs"]
mod support;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant, SystemTime};

use lettre::Transport as _;
use mail_parser::MessageParser;

const DEADLINE: Duration = Duration::from_secs(60);

/// Giuoco Piano: legal, no captures before ply 10, no check before ply 12.
const MOVES: [(&str, &str); 12] = [
    ("1. e4", "e4"),
    ("1... e5", "e5"),
    ("2. Nf3", "Nf3"),
    ("2... Nc6", "Nc6"),
    ("3. Bc4", "Bc4"),
    ("3... Bc5", "Bc5"),
    ("4. c3", "c3"),
    ("4... Nf6", "Nf6"),
    ("5. d4", "d4"),
    ("5... exd4", "exd4"),
    ("6. cxd4", "cxd4"),
    ("6... Bb4+", "Bb4+"),
];

fn main() {
    let args = support::Args::from_env();
    let flag = |name: &str| args.flag(name);
    let value = |name: &str, default: &str| args.value(name, default);
    let number = |name: &str, default: usize| args.number(name, default);
    match args.first() {
        Some("throughput") => throughput(
            &value("--mode", "pawnpost"),
            number("--games", 20),
            number("--moves", 6).min(MOVES.len()),
            number("--replies", 1),
            number("--reply-bytes", 0),
        ),
        Some("idle-probe") => idle_probe(number("--n", 10)),
        Some("populate") if value("--via", "mail") == "store" => populate_store(
            Path::new(&value("--db", "var/load-bench.sqlite3")),
            number("--games", 10_000),
        ),
        Some("populate") => populate(
            Path::new(&value("--db", "var/load-bench.sqlite3")),
            number("--games", 10_000),
            flag("--finished"),
        ),
        Some("rss") => rss(
            flag("--db").then(|| PathBuf::from(value("--db", ""))),
            number("--settle-secs", 5),
        ),
        _ => {
            eprintln!(
                "usage: load_bench throughput|idle-probe|populate|rss ... (see the source's header)"
            );
            std::process::exit(2);
        }
    }
}

// ---------------------------------------------------------------------------------
// The rig, processes, mail

struct Rig {
    env: HashMap<String, String>,
}

impl Rig {
    fn load() -> Rig {
        let dir =
            std::env::var("PAWNPOST_RIG_DIR").unwrap_or_else(|_| "/tmp/pawnpost-mailrig".into());
        let text = std::fs::read_to_string(Path::new(&dir).join("env")).unwrap_or_else(|e| {
            panic!("{dir}/env: {e}; start the rig with tests/mailrig/start first")
        });
        let env = text
            .lines()
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.to_owned(), v.trim_matches('"').to_owned()))
            .collect();
        Rig { env }
    }
    fn port(&self, key: &str) -> u16 {
        self.env[key].parse().expect("a port in the rig's env")
    }
    fn maildir(&self, user: &str) -> PathBuf {
        Path::new(&self.env["PAWNPOST_RIG_DIR"])
            .join("mail")
            .join(user)
            .join("Maildir")
    }
    fn reset(&self, users: &[String]) {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mailrig/mailbox-reset");
        for chunk in users.chunks(50) {
            let out = Command::new(&script)
                .args(chunk)
                .output()
                .expect("run mailbox-reset");
            assert!(
                out.status.success(),
                "mailbox-reset: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }

    /// A config like an admin's for this rig: IMAP IDLE in, SMTP out, no TLS (local).
    fn write_config(&self, dir: &Path, user: &str, database: &Path) -> PathBuf {
        let password_file = dir.join("imap-password");
        std::fs::write(&password_file, format!("{}\n", self.env["RIG_PASSWORD"]))
            .expect("write the password file");
        let config = dir.join("pawnpost.toml");
        std::fs::write(
            &config,
            format!(
                r#"[server]
address = "{user}@localhost"
name = "pawnpost"
database = "{db}"
secret_file = "{d}/secret"

[inbound]
kind = "imap"
host = "127.0.0.1"
port = {imap}
tls = "none"
username = "{user}"
password_file = "{pw}"
mailbox = "INBOX"
idle = true
poll_interval_secs = 60

[outbound]
kind = "smtp"
host = "127.0.0.1"
port = {smtp}
tls = "none"
retry_base_secs = 1

[limits]
mails_per_sender_per_hour = 1000
"#,
                db = database.display(),
                d = dir.display(),
                imap = self.port("IMAP_PORT"),
                smtp = self.port("SMTP_PLAIN_PORT"),
                pw = password_file.display(),
            ),
        )
        .expect("write the config");
        config
    }

    fn smtp_send(&self, from: &str, to: &str, raw: &[u8]) -> SystemTime {
        let transport = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
            .port(self.port("SMTP_PLAIN_PORT"))
            .timeout(Some(Duration::from_secs(20)))
            .build();
        let envelope = lettre::address::Envelope::new(
            Some(from.parse().expect("sender address")),
            vec![to.parse().expect("recipient address")],
        )
        .expect("an envelope");
        transport
            .send_raw(&envelope, raw)
            .unwrap_or_else(|e| panic!("SMTP refused {from} -> {to}: {e}"));
        SystemTime::now()
    }
}

/// The release binaries next to this example (`target/release/examples/..`).
fn sibling(name: &str, up: bool) -> PathBuf {
    let exe = std::env::current_exe().expect("current_exe");
    let mut dir = exe.parent().expect("examples dir").to_path_buf();
    if up {
        dir.pop();
    }
    dir.join(name)
}

fn pawnpost_bin() -> PathBuf {
    std::env::var_os("PAWNPOST_BIN").map_or_else(|| sibling("pawnpost", true), PathBuf::from)
}

/// A child process killed (SIGKILL) and reaped on drop.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn spawn(program: &Path, args: &[&str], dir: &Path, log: &str) -> Running {
    let log = std::fs::File::create(dir.join(log)).expect("create a log");
    let child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .stdout(log.try_clone().expect("clone log"))
        .stderr(log)
        .spawn()
        .unwrap_or_else(|e| panic!("start {}: {e}", program.display()));
    Running(child)
}

fn rfc5322_now() -> String {
    // Receivers here do not read the date; a fixed valid one keeps this short.
    "Sat, 21 Nov 2026 10:00:00 +0000".to_owned()
}

fn message_id(tag: &str) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    format!(
        "lb.{}.{tag}.{}@players.localhost",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    )
}

fn raw_mail(
    from: &str,
    to: &str,
    subject: &str,
    id: &str,
    in_reply_to: Option<&str>,
    extra: &str,
    body: &str,
) -> String {
    let mut raw = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: {subject}\r\nDate: {}\r\nMessage-ID: <{id}>\r\n",
        rfc5322_now()
    );
    if let Some(parent) = in_reply_to {
        raw.push_str(&format!(
            "In-Reply-To: <{parent}>\r\nReferences: <{parent}>\r\n"
        ));
    }
    raw.push_str(extra);
    raw.push_str("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n");
    raw.push_str(body);
    raw.push_str("\r\n");
    raw
}

/// One mail in a player's Maildir.
#[derive(Clone, Debug)]
struct Got {
    landed: SystemTime,
    subject: String,
    text: String,
    reply_to: String,
    message_id: String,
    in_reply_to: String,
    bytes: usize,
}

/// A player's Maildir, each file handed out once.
struct Inbox {
    address: String,
    maildir: PathBuf,
    seen: HashSet<String>,
    waiting: Vec<Got>,
    received: usize,
}

impl Inbox {
    fn new(rig: &Rig, user: &str) -> Inbox {
        Inbox {
            address: format!("{user}@localhost"),
            maildir: rig.maildir(user),
            seen: HashSet::new(),
            waiting: Vec::new(),
            received: 0,
        }
    }

    fn scan(&mut self) {
        for sub in ["new", "cur"] {
            let Ok(entries) = std::fs::read_dir(self.maildir.join(sub)) else {
                continue;
            };
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let unique = name.split(':').next().unwrap_or(&name).to_owned();
                if name.starts_with('.') || self.seen.contains(&unique) {
                    continue;
                }
                let Ok(bytes) = std::fs::read(entry.path()) else {
                    continue;
                };
                self.seen.insert(unique);
                let landed = entry
                    .metadata()
                    .and_then(|m| m.modified())
                    .unwrap_or_else(|_| SystemTime::now());
                let Some(m) = MessageParser::default().parse(&bytes) else {
                    continue;
                };
                let first = |a: Option<&mail_parser::Address>| {
                    a.and_then(|a| a.first())
                        .and_then(|a| a.address())
                        .unwrap_or_default()
                        .to_owned()
                };
                self.received += 1;
                self.waiting.push(Got {
                    landed,
                    subject: m.subject().unwrap_or_default().to_owned(),
                    text: m.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
                    reply_to: first(m.reply_to()),
                    message_id: m.message_id().unwrap_or_default().to_owned(),
                    in_reply_to: m.in_reply_to().as_text().unwrap_or_default().to_owned(),
                    bytes: bytes.len(),
                });
            }
        }
    }

    /// The first unread mail matching `wanted`, polling every 10 ms.
    fn expect(&mut self, what: &str, wanted: impl Fn(&Got) -> bool) -> Got {
        let until = Instant::now() + DEADLINE;
        loop {
            self.scan();
            if let Some(i) = self.waiting.iter().position(&wanted) {
                return self.waiting.remove(i);
            }
            assert!(
                Instant::now() < until,
                "{}: no mail {what} within {DEADLINE:?}",
                self.address
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

// ---------------------------------------------------------------------------------
// throughput

/// A player: their inbox, where their moves go, the mail they last received.
struct Seat {
    inbox: Inbox,
    to: String,
    latest: Option<Got>,
}

fn throughput(mode: &str, games: usize, moves: usize, replies: usize, reply_bytes: usize) {
    let rig = Rig::load();
    let pid = std::process::id();
    let server_user = format!("lb-{pid}-{mode}");
    let server = format!("{server_user}@localhost");
    let mut users = vec![server_user.clone()];
    for i in 0..games {
        users.push(format!("lb-{pid}-w{i}"));
        users.push(format!("lb-{pid}-b{i}"));
    }
    rig.reset(&users);
    let dir = tempfile::tempdir().expect("tempdir");
    let database = dir.path().join("pawnpost.sqlite3");
    let config = rig.write_config(dir.path(), &server_user, &database);
    let config_arg = config.to_string_lossy().into_owned();
    let _process = match mode {
        "pawnpost" => spawn(
            &pawnpost_bin(),
            &["run", "--config", &config_arg],
            dir.path(),
            "daemon.log",
        ),
        "bare" => spawn(
            &sibling("bare_loop", false),
            &["--config", &config_arg, "--pad", &reply_bytes.to_string()],
            dir.path(),
            "bare.log",
        ),
        other => panic!("--mode pawnpost|bare, not {other}"),
    };
    let rig = &rig;
    let server = server.as_str();

    // Untimed: games are set up (pawnpost) or one round trip per pair warms up (bare).
    let set_up = Instant::now();
    let pairs: Vec<(Seat, Seat)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..games)
            .map(|i| {
                scope.spawn(move || {
                    let mut w = Inbox::new(rig, &format!("lb-{pid}-w{i}"));
                    let mut b = Inbox::new(rig, &format!("lb-{pid}-b{i}"));
                    if mode == "pawnpost" {
                        let id = message_id("challenge");
                        let body = format!("Challenge {} white", b.address);
                        let raw = raw_mail(&w.address, server, "chess", &id, None, "", &body);
                        rig.smtp_send(&w.address, server, raw.as_bytes());
                        // A new mail without proof: confirmed from the mailbox first.
                        let asked = w.expect("please confirm", |g| {
                            g.subject
                                .to_lowercase()
                                .contains("please confirm your mail")
                        });
                        let id = message_id("confirm");
                        let raw = raw_mail(
                            &w.address,
                            &asked.reply_to,
                            &asked.subject,
                            &id,
                            Some(&asked.message_id),
                            "",
                            "Confirm",
                        );
                        rig.smtp_send(&w.address, &asked.reply_to, raw.as_bytes());
                        let invitation = b.expect("challenges you", |g| {
                            g.subject.to_lowercase().contains("challenges you")
                        });
                        let id = message_id("accept");
                        let raw = raw_mail(
                            &b.address,
                            &invitation.reply_to,
                            &invitation.subject,
                            &id,
                            Some(&invitation.message_id),
                            "",
                            "Accept",
                        );
                        rig.smtp_send(&b.address, &invitation.reply_to, raw.as_bytes());
                        let rw = w.expect("the game begins", |g| {
                            g.subject.to_lowercase().contains("the game begins")
                        });
                        let rb = b.expect("the game begins", |g| {
                            g.subject.to_lowercase().contains("the game begins")
                        });
                        (
                            Seat {
                                inbox: w,
                                to: rw.reply_to.clone(),
                                latest: Some(rw),
                            },
                            Seat {
                                inbox: b,
                                to: rb.reply_to.clone(),
                                latest: Some(rb),
                            },
                        )
                    } else {
                        let id = message_id("warm");
                        let extra = format!("X-Bench-Reply: {}\r\n", b.address);
                        let raw = raw_mail(&w.address, server, "warm", &id, None, &extra, "hi");
                        rig.smtp_send(&w.address, server, raw.as_bytes());
                        b.expect("warm-up", |g| g.in_reply_to == id);
                        (
                            Seat {
                                inbox: w,
                                to: server.to_owned(),
                                latest: None,
                            },
                            Seat {
                                inbox: b,
                                to: server.to_owned(),
                                latest: None,
                            },
                        )
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a game is set up"))
            .collect()
    });
    eprintln!(
        "{mode}: {games} games set up in {:.1} s",
        set_up.elapsed().as_secs_f64()
    );

    // Timed: every pair plays `moves` plies; each move is sent the moment the mover
    // has the opponent's previous move.
    let barrier = Arc::new(Barrier::new(games + 1));
    let child = _process.0.id();
    let cpu_before = std::cell::Cell::new(None);
    let cpu_after = std::cell::Cell::new(None);
    let (latencies, ends, sizes): (Vec<Duration>, Vec<SystemTime>, Vec<usize>) =
        std::thread::scope(|scope| {
            let handles: Vec<_> = pairs
                .into_iter()
                .map(|(mut white, mut black)| {
                    let barrier = barrier.clone();
                    scope.spawn(move || {
                        barrier.wait();
                        let mut latencies = Vec::new();
                        let mut sizes = Vec::new();
                        let mut last = SystemTime::now();
                        for (ply, (words, san)) in MOVES.iter().take(moves).enumerate() {
                            let (mover, opponent) = if ply % 2 == 0 {
                                (&mut white, &mut black)
                            } else {
                                (&mut black, &mut white)
                            };
                            let id = message_id("move");
                            let (subject, parent) = match &mover.latest {
                                Some(g) => (g.subject.clone(), Some(g.message_id.clone())),
                                None => ("move".to_owned(), None),
                            };
                            let extra = if mode == "bare" {
                                let mut to = vec![opponent.inbox.address.clone()];
                                if replies > 1 {
                                    to.push(mover.inbox.address.clone());
                                }
                                format!("X-Bench-Reply: {}\r\n", to.join(", "))
                            } else {
                                String::new()
                            };
                            let raw = raw_mail(
                                &mover.inbox.address,
                                &mover.to,
                                &subject,
                                &id,
                                parent.as_deref(),
                                &extra,
                                san,
                            );
                            let accepted =
                                rig.smtp_send(&mover.inbox.address, &mover.to, raw.as_bytes());
                            let got = if mode == "bare" {
                                opponent.inbox.expect(words, |g| g.in_reply_to == id)
                            } else {
                                // "ann played 1. e4: pawn from e2 to e4." (news first, issue
                                // 31), or "played 1. e4." as the letters said before.
                                let needles =
                                    [format!("played {words}:"), format!("played {words}.")];
                                opponent.inbox.expect(words, |g| {
                                    needles.iter().any(|needle| g.text.contains(needle))
                                })
                            };
                            latencies.push(got.landed.duration_since(accepted).unwrap_or_default());
                            sizes.push(got.bytes);
                            last = got.landed;
                            opponent.latest = Some(got);
                        }
                        (latencies, last, sizes, white, black)
                    })
                })
                .collect();
            let started = SystemTime::now();
            cpu_before.set(Some((cpu_ms(child), machine_ticks())));
            barrier.wait();
            let mut latencies = Vec::new();
            let mut ends = vec![started];
            let mut sizes = Vec::new();
            let mut seats = Vec::new();
            for h in handles {
                let (l, end, s, w, b) = h.join().expect("a game is played");
                latencies.extend(l);
                ends.push(end);
                sizes.extend(s);
                seats.push(w);
                seats.push(b);
            }
            // Not timed: every other reply (the movers' confirmations) arrives too.
            // pawnpost: challenge/invitation + game begins + one per move each. Bare:
            // black got the warm-up; each gets the replies to the opponent's moves, and
            // to their own too with two replies per mail.
            let expected = |is_white: bool| match (mode, is_white) {
                ("pawnpost", _) => 2 + moves,
                (_, true) if replies > 1 => moves,
                (_, true) => moves / 2,
                (_, false) if replies > 1 => 1 + moves,
                (_, false) => 1 + moves.div_ceil(2),
            };
            let until = Instant::now() + DEADLINE;
            let mut missing = 0;
            for (index, seat) in seats.iter_mut().enumerate() {
                let per_player = expected(index % 2 == 0);
                loop {
                    seat.inbox.scan();
                    if seat.inbox.received >= per_player || Instant::now() > until {
                        missing += per_player.saturating_sub(seat.inbox.received);
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
            if missing > 0 {
                eprintln!("{mode}: {missing} expected replies did not arrive");
            }
            cpu_after.set(Some((cpu_ms(child), machine_ticks())));
            (latencies, ends, sizes)
        });
    if std::env::var_os("LOAD_BENCH_KEEP").is_some() {
        eprintln!(
            "{mode}: keeping {} (its log is there)",
            dir.path().display()
        );
        std::mem::forget(dir);
    }
    let (rss, hwm) = (status_kb(child, "VmRSS:"), status_kb(child, "VmHWM:"));
    let started = ends[0];
    let finished = ends.iter().max().copied().unwrap_or(started);
    let elapsed = finished.duration_since(started).unwrap_or_default();
    let mut sorted = latencies.clone();
    sorted.sort();
    let total = sorted.len();
    let avg_size = sizes.iter().sum::<usize>() / sizes.len().max(1);
    let ((cpu0, (busy0, total0)), (cpu1, (busy1, total1))) = (
        cpu_before.get().expect("measured before"),
        cpu_after.get().expect("measured after"),
    );
    let process_ms = cpu1 - cpu0;
    let machine_pct = 100.0 * (busy1 - busy0) as f64 / (total1 - total0).max(1) as f64;
    let replies_per_move = if mode == "pawnpost" { 2 } else { replies };
    println!(
        "RESULT throughput mode={mode} games={games} moves_per_game={moves} moves={total} \
         replies_per_move={replies_per_move} secs={:.2} moves_per_s={:.2} \
         latency_p50_ms={:.0} latency_p99_ms={:.0} latency_max_ms={:.0} reply_bytes_avg={avg_size} \
         vmrss_kib_after={rss} vmhwm_kib={hwm} process_cpu_ms_per_move={:.2} machine_busy_pct={:.0}",
        elapsed.as_secs_f64(),
        total as f64 / elapsed.as_secs_f64(),
        ms(percentile(&sorted, 0.5)),
        ms(percentile(&sorted, 0.99)),
        ms(*sorted.last().expect("moves were played")),
        process_ms / total.max(1) as f64,
        machine_pct,
    );
}

/// User + system CPU time of `pid` so far, in milliseconds.
fn cpu_ms(pid: u32) -> f64 {
    support::cpu_ms(&pid.to_string())
}

/// (busy, total) jiffies of the whole machine, from the first line of /proc/stat.
fn machine_ticks() -> (u64, u64) {
    let text = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let values: Vec<u64> = text
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .skip(1)
        .filter_map(|v| v.parse().ok())
        .collect();
    let total: u64 = values.iter().sum();
    // idle and iowait are the 4th and 5th values.
    let idle = values.get(3).copied().unwrap_or(0) + values.get(4).copied().unwrap_or(0);
    (total - idle, total)
}

// ---------------------------------------------------------------------------------
// idle-probe

/// SMTP 250 -> the IDLE session woken, with the project's `ImapSource`.
fn idle_probe(n: usize) {
    use pawnpost::config::{Config, InboundConfig};
    use pawnpost::mail::source::{ImapSource, MailSource as _, Wakeup};
    let rig = Rig::load();
    let user = format!("lb-{}-idle", std::process::id());
    rig.reset(std::slice::from_ref(&user));
    let dir = tempfile::tempdir().expect("tempdir");
    let config = rig.write_config(dir.path(), &user, &dir.path().join("unused.sqlite3"));
    let config = Config::load(Some(&config)).expect("the probe's config");
    let InboundConfig::Imap(imap) = config.inbound else {
        unreachable!("written as IMAP")
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("tokio");
    let address = format!("{user}@localhost");
    let mut delays = runtime.block_on(async {
        let mut source = ImapSource::new(imap, 1 << 20).expect("ImapSource");
        source.connect().await.expect("IMAP connect");
        let mut delays = Vec::new();
        for i in 0..n {
            // Drain what is there, then IDLE while a mail is sent from another thread.
            for mail in source.fetch_unseen().await.expect("fetch") {
                source.acknowledge(&mail.id).await.expect("ack");
            }
            let rig2 = Rig::load();
            let to = address.clone();
            let sender = std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(300));
                let id = message_id("idle");
                let raw = raw_mail(&to, &to, "idle", &id, None, "", &format!("probe {i}"));
                rig2.smtp_send(&to, &to, raw.as_bytes())
            });
            let wakeup = source
                .wait_for_mail(Duration::from_secs(20))
                .await
                .expect("IDLE");
            let woke = SystemTime::now();
            let accepted = sender.join().expect("sent");
            if wakeup == Wakeup::Activity {
                delays.push(woke.duration_since(accepted).unwrap_or_default());
            } else {
                eprintln!("idle-probe: {wakeup:?} instead of activity");
            }
        }
        source.disconnect().await;
        delays
    });
    delays.sort();
    println!(
        "RESULT idle_probe n={} smtp_accept_to_idle_wakeup_p50_ms={:.0} min_ms={:.0} max_ms={:.0}",
        delays.len(),
        ms(percentile(&delays, 0.5)),
        ms(delays[0]),
        ms(*delays.last().expect("probes"))
    );
}

// ---------------------------------------------------------------------------------
// populate

/// Writes `games` games through `process_mail`, each by literal mails: a challenge,
/// the acceptance and six moves (or fool's mate, finished, with `finished`). Distinct
/// players per game, timestamps ending now so no sweep forfeits them; the queued
/// replies are marked sent so a daemon started on the database sends nothing.
fn populate(db: &Path, games: usize, finished: bool) {
    use pawnpost::config::Config;
    use pawnpost::daemon::{Disposition, Postmaster, process_mail};
    use pawnpost::identity::{ReplyToken, Scope, ServerSecret, reply_address, scoped_address};
    use pawnpost::store::Store;

    let _ = std::fs::remove_file(db);
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let pm = Postmaster {
        config: Config::default(),
        secret: ServerSecret::from_bytes(&[7u8; 32]).expect("a secret"),
    };
    let server = pm.config.server.address.as_str().to_owned();
    let mut store = Store::open(db).expect("open the database");
    let moves: &[&str] = if finished {
        &["f3", "e5", "g4", "Qh4#"]
    } else {
        &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]
    };
    let mails_per_game = 2 + moves.len();
    let now0 = pawnpost::time::now() - (games * mails_per_game) as i64;
    let mut now = now0;
    let mut n = 0u64;
    let started = Instant::now();
    let mut send = |store: &mut Store, from: &str, to: &str, body: &str, now: i64| {
        n += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: Re: [pawnpost] move\r\nMessage-ID: <p{n}@players.example>\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n\r\n\
             On Sat, 21 Nov 2026 at 10:00, pawnpost wrote:\r\n> Reply with your move, for example Nf3.\r\n"
        );
        process_mail(&pm, store, raw.as_bytes(), "populate", now).expect("process_mail")
    };
    for i in 0..games {
        let white = format!("w{i}@players.example");
        let black = format!("b{i}@players.example");
        now += 1;
        // Through each player's own reply address, as a reply to an earlier letter.
        let own = |who: &str| {
            scoped_address(
                &server,
                Scope::Player,
                &ReplyToken::new(&pm.secret, Scope::Player, who),
            )
        };
        send(
            &mut store,
            &white,
            &own(&white),
            &format!("Challenge {black} white"),
            now,
        );
        now += 1;
        let accepted = send(&mut store, &black, &own(&black), "Accept", now);
        let Disposition::Answered {
            game: Some(game), ..
        } = accepted
        else {
            panic!("game {i}: accept gave {accepted:?}");
        };
        let to_white = reply_address(
            &server,
            game,
            &ReplyToken::for_player(&pm.secret, game, &white),
        );
        let to_black = reply_address(
            &server,
            game,
            &ReplyToken::for_player(&pm.secret, game, &black),
        );
        for (ply, mv) in moves.iter().enumerate() {
            now += 1;
            let (from, to) = if ply % 2 == 0 {
                (&white, &to_white)
            } else {
                (&black, &to_black)
            };
            send(&mut store, from, to, mv, now);
        }
        if (i + 1) % 1000 == 0 {
            eprintln!(
                "populate: {} games, {:.0} s",
                i + 1,
                started.elapsed().as_secs_f64()
            );
        }
    }
    let mails = n;
    let secs = started.elapsed().as_secs_f64();
    let stats = store
        .transaction(|tx| {
            let c = tx.connection();
            let q = |sql: &str| -> Result<i64, pawnpost::store::StoreError> {
                Ok(c.query_row(sql, [], |r| r.get(0))?)
            };
            // The replies' bytes, counted before they are marked sent (which drops them).
            let raw_bytes = q("SELECT coalesce(sum(length(raw)), 0) FROM outbox_raw")?;
            c.execute(
                "UPDATE outbox SET state = 'sent', sent_at = ?1 WHERE state = 'pending'",
                [now],
            )?;
            Ok::<_, pawnpost::store::StoreError>((
                q("SELECT count(*) FROM games")?,
                q("SELECT count(*) FROM games WHERE status = 'finished'")?,
                q("SELECT count(*) FROM outbox")?,
                raw_bytes,
                q("SELECT count(*) FROM inbound_mails")?,
            ))
        })
        .expect("the totals");
    drop(store);
    // Checkpoint and truncate the WAL so the main file holds everything.
    let conn = rusqlite::Connection::open(db).expect("reopen");
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .expect("checkpoint");
    let pages = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap_or(0) };
    let page_size = pages("PRAGMA page_size");
    drop(conn);
    let size = std::fs::metadata(db).map(|m| m.len()).unwrap_or(0);
    let conn = rusqlite::Connection::open(db).expect("reopen");
    conn.execute_batch(
        "DELETE FROM outbox_raw; DELETE FROM outbox_text; DELETE FROM outbox; VACUUM;",
    )
    .expect("empty the outbox");
    drop(conn);
    let pruned = std::fs::metadata(db).map(|m| m.len()).unwrap_or(0);
    let (games_n, finished_n, outbox_n, outbox_bytes, inbound_n) = stats;
    println!(
        "RESULT populate games={games_n} finished={finished_n} mails={mails} secs={secs:.1} \
         mails_per_s={:.0} db_bytes={size} page_size={page_size} bytes_per_game={} \
         outbox_rows={outbox_n} outbox_raw_bytes={outbox_bytes} outbox_bytes_per_game={} \
         inbound_rows={inbound_n} without_outbox_db_bytes={pruned} without_outbox_bytes_per_game={}",
        mails as f64 / secs,
        size / games_n.max(1) as u64,
        outbox_bytes / games_n.max(1),
        pruned / games_n.max(1) as u64,
    );
}

/// `games` games of six plies each (Giuoco Piano, ongoing), written through the store
/// alone, 500 per transaction, timestamps ending now.
fn populate_store(db: &Path, games: usize) {
    use pawnpost::command::Command;
    use pawnpost::game::Game;
    use pawnpost::store::{Store, StoreError};

    let _ = std::fs::remove_file(db);
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
    let mut store = Store::open(db).expect("open the database");
    let now = pawnpost::time::now() - 600;
    let started = Instant::now();
    for batch in 0..games.div_ceil(500) {
        store
            .transaction(|tx| {
                for i in batch * 500..((batch + 1) * 500).min(games) {
                    let white = format!("w{i}@players.example");
                    let black = format!("b{i}@players.example");
                    let mut game = Game::new(&white, &black, 30 * 86_400, now);
                    tx.insert_game(&mut game, now)?;
                    let mut events = Vec::new();
                    for (ply, (_, san)) in MOVES.iter().take(6).enumerate() {
                        let by = if ply % 2 == 0 { &white } else { &black };
                        let command = [Command::Move(san.parse().expect("the opening's SAN"))];
                        events.extend(game.apply(by, &command, None, now));
                    }
                    assert_eq!(game.moves().len(), 6, "game {i}: {events:?}");
                    tx.save_game(&game, &events, now)?;
                }
                Ok::<_, StoreError>(())
            })
            .expect("a batch of games");
    }
    let secs = started.elapsed().as_secs_f64();
    drop(store);
    let conn = rusqlite::Connection::open(db).expect("reopen");
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .expect("checkpoint");
    drop(conn);
    let size = std::fs::metadata(db).map(|m| m.len()).unwrap_or(0);
    println!(
        "RESULT populate_store games={games} plies_per_game=6 secs={secs:.1} db_bytes={size} \
         bytes_per_game={}",
        size / games.max(1) as u64
    );
}

// ---------------------------------------------------------------------------------
// rss

fn status_kb(pid: u32, key: &str) -> u64 {
    support::status_kib(&pid.to_string(), key)
}

/// `pawnpost run` on `db` (a fresh, empty one when `None`) against an empty rig
/// mailbox; after it connected and settled, its VmRSS and VmHWM.
fn rss(db: Option<PathBuf>, settle_secs: usize) {
    let rig = Rig::load();
    let user = format!("lb-{}-rss", std::process::id());
    rig.reset(std::slice::from_ref(&user));
    let dir = tempfile::tempdir().expect("tempdir");
    let database = db
        .clone()
        .unwrap_or_else(|| dir.path().join("empty.sqlite3"));
    let games = if database.exists() {
        rusqlite::Connection::open(&database)
            .and_then(|c| c.query_row("SELECT count(*) FROM games", [], |r| r.get::<_, i64>(0)))
            .unwrap_or(0)
    } else {
        0
    };
    let config = rig.write_config(dir.path(), &user, &database);
    let config_arg = config.to_string_lossy().into_owned();
    let daemon = spawn(
        &pawnpost_bin(),
        &["run", "--config", &config_arg],
        dir.path(),
        "daemon.log",
    );
    let pid = daemon.0.id();
    // Ready: the log says it runs; then the IMAP session and the first sweep settle.
    let log = dir.path().join("daemon.log");
    let until = Instant::now() + DEADLINE;
    while !std::fs::read_to_string(&log)
        .unwrap_or_default()
        .contains("pawnpost running")
    {
        assert!(Instant::now() < until, "pawnpost run did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    let mut samples = Vec::new();
    for _ in 0..settle_secs {
        std::thread::sleep(Duration::from_secs(1));
        samples.push(status_kb(pid, "VmRSS:"));
    }
    let rss = status_kb(pid, "VmRSS:");
    let hwm = status_kb(pid, "VmHWM:");
    let threads = status_kb(pid, "Threads:");
    // The CPU the start took, the sweep over every active game included.
    let cpu_ms = cpu_ms(pid).round() as u64;
    println!(
        "RESULT rss games_in_db={games} vmrss_kib={rss} vmhwm_kib={hwm} threads={threads} \
         cpu_ms_first_{settle_secs}s={cpu_ms} samples_kib={samples:?}"
    );
    let log_text = std::fs::read_to_string(&log).unwrap_or_default();
    if log_text.contains("ERROR") || log_text.contains("WARN") {
        eprintln!("--- daemon log ---\n{log_text}");
    }
    drop(daemon);
}
