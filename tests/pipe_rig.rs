//! Issue 20: pawnpost behind Postfix's pipe transport, set up as `docs/deploy.md` says
//! (`tests/mailrig` routes `pawnpipe@localhost` and its reply addresses to
//! `pawnpost-deliver --config …` run as the unprivileged user `pawnpost`: it hands the
//! mail to the daemon of round 3, and becomes `pawnpost deliver` in the other rounds, which
//! run without one). Players' move
//! mails of 20 games arrive through SMTP at once, so Postfix runs many deliveries in
//! parallel as in production; each answers by SMTP back through the rig into the
//! players' Dovecot mailboxes. Every move must be applied once and every letter land
//! exactly once (counted by Message-ID).
//!
//! The test owns the rig's one pipe installation (`$RIG/pipe`): it copies the binaries
//! there (the pipe's user need not reach `target/`), writes the config and seeds the
//! games through the library before handing the files to that user.

use crate::e2e_support;

use std::collections::{BTreeMap, BTreeSet};
use std::os::unix::fs::PermissionsExt as _;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use e2e_support::rig::{Rig, rig};
use e2e_support::{Inbox, poll};

use pawnpost::game::{DAY, Game};
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::store::Store;

const GAMES: usize = 20;
/// How long the deliveries of one round may take.
const ROUND_DEADLINE: Duration = Duration::from_secs(120);

/// The rig's pipe installation, seeded with games.
struct PipeInstall {
    dir: PathBuf,
    server: String,
    secret: ServerSecret,
    database: PathBuf,
}

impl PipeInstall {
    /// A fresh installation in `$RIG/pipe`: this build's binaries, a config answering by
    /// SMTP through the rig, `games` games between `white[i]` and `black[i]`; then
    /// everything under `var/` handed to the pipe's user.
    fn new(rig: &Rig, white: &[String], black: &[String]) -> (PipeInstall, Vec<i64>) {
        let dir = PathBuf::from(&rig.env["RIG_PIPE_DIR"]);
        let user = &rig.env["RIG_PIPE_USER"];
        let server = rig.env["RIG_PIPE_ADDRESS"].clone();
        let var = dir.join("var");
        match std::fs::remove_dir_all(&var) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                panic!("cannot remove {}: {e}", var.display())
            }
            _ => {}
        }
        // A new file renamed over the old one: a delivery still running keeps its copy.
        // The front the pipe runs, and the program it becomes when no daemon takes the
        // mail, side by side as the package installs them.
        for (name, built) in [
            ("pawnpost", env!("CARGO_BIN_EXE_pawnpost")),
            ("pawnpost-deliver", env!("CARGO_BIN_EXE_pawnpost-deliver")),
        ] {
            let fresh = dir.join(format!(".{name}.new"));
            std::fs::copy(built, &fresh).expect("copy the binary");
            std::fs::set_permissions(&fresh, std::fs::Permissions::from_mode(0o755)).unwrap();
            std::fs::rename(&fresh, dir.join(name)).unwrap();
        }
        let database = var.join("pawnpost.sqlite3");
        std::fs::write(
            dir.join("pawnpost.toml"),
            format!(
                r#"[server]
address = "{server}"
name = "pawnpost"
database = "{database}"
secret_file = "{var}/secret"

[inbound]
kind = "maildir"
path = "{var}/spool/pawnpost"

[outbound]
kind = "smtp"
host = "127.0.0.1"
port = {smtp}
tls = "none"
retry_base_secs = 1
"#,
                database = database.display(),
                var = var.display(),
                smtp = rig.port("SMTP_PLAIN_PORT"),
            ),
        )
        .expect("write the config");

        let secret = ServerSecret::load_or_create(&var.join("secret")).unwrap();
        let mut store = Store::open(&database).unwrap();
        let now = pawnpost::time::now();
        let games = store
            .transaction(|tx| {
                white
                    .iter()
                    .zip(black)
                    .map(|(w, b)| tx.insert_game(&mut Game::new(w, b, 30 * DAY, now), now))
                    .collect::<Result<Vec<_>, _>>()
            })
            .unwrap();
        drop(store);
        let owner = format!("{user}:{user}");
        let chown = Command::new("chown")
            .args(["-R", &owner])
            .arg(&var)
            .status()
            .expect("run chown");
        assert!(chown.success(), "chown -R {owner} {}", var.display());
        (
            PipeInstall {
                dir,
                server,
                secret,
                database,
            },
            games,
        )
    }

    /// `pawnpost run` on this installation as the pipe's user (whom the pipe runs
    /// `deliver` as, so that it may connect), once it listens for `deliver`s; its log
    /// in `run.log` beside the config.
    fn start_daemon(&self, rig: &Rig) -> (std::process::Child, PathBuf) {
        let log_path = self.dir.join("run.log");
        let log = std::fs::File::create(&log_path).expect("create the daemon's log");
        let child = Command::new("runuser")
            .args(["-u", &rig.env["RIG_PIPE_USER"], "--"])
            .arg(self.dir.join("pawnpost"))
            .arg("run")
            .arg("--config")
            .arg(self.dir.join("pawnpost.toml"))
            .env("RUST_LOG", "info")
            .stdin(std::process::Stdio::null())
            .stdout(log.try_clone().expect("clone the log"))
            .stderr(log)
            .spawn()
            .expect("start the daemon as the pipe's user");
        let socket = pawnpost::store::deliver_socket(&self.database);
        poll(Duration::from_secs(30), || socket.exists().then_some(())).unwrap_or_else(|| {
            panic!(
                "the daemon does not listen; log:\n{}",
                std::fs::read_to_string(&log_path).unwrap_or_default()
            )
        });
        (child, log_path)
    }

    /// `player`'s reply address of `game`.
    fn reply_address(&self, game: i64, player: &str) -> String {
        reply_address(
            &self.server,
            game,
            &ReplyToken::for_player(&self.secret, game, player),
        )
    }

    /// Read-only, as root, while the pipe's user writes.
    fn query(&self, sql: &str) -> Vec<(i64, i64)> {
        let conn = rusqlite::Connection::open_with_flags(
            &self.database,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .unwrap();
        conn.busy_timeout(Duration::from_secs(5)).unwrap();
        let mut stmt = conn.prepare(sql).unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }

    /// Moves per game.
    fn plies(&self) -> BTreeMap<i64, i64> {
        self.query("SELECT game_id, count(*) FROM moves GROUP BY game_id")
            .into_iter()
            .collect()
    }

    /// (pending, sent) outbox rows.
    fn outbox(&self) -> (i64, i64) {
        let rows: BTreeMap<i64, i64> = self
            .query(
                "SELECT state = 'sent', count(*) FROM outbox WHERE state != 'dead' GROUP BY state",
            )
            .into_iter()
            .collect();
        (
            rows.get(&0).copied().unwrap_or(0),
            rows.get(&1).copied().unwrap_or(0),
        )
    }

    /// How many `pawnpost deliver` of this installation run now.
    fn deliveries_running(&self) -> usize {
        let binary = self.dir.join("pawnpost");
        let binary = binary.to_string_lossy();
        std::fs::read_dir("/proc")
            .map(|entries| {
                entries
                    .flatten()
                    .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
                    .map(|c| String::from_utf8_lossy(&c).into_owned())
                    .filter(|args| args.starts_with(&*binary) && args.contains("deliver"))
                    .count()
            })
            .unwrap_or(0)
    }
}

/// Whether Postfix's queue still holds mail from or to the pipe's address (a
/// delivery under way, deferred, or a letter not yet in a mailbox).
fn queue_mentions(rig: &Rig, needle: &str) -> bool {
    let out = Command::new("postqueue")
        .arg("-c")
        .arg(rig.dir().join("postfix/etc"))
        .arg("-p")
        .output()
        .expect("run postqueue");
    String::from_utf8_lossy(&out.stdout).contains(needle)
}

/// A player's move mail, as a client writes it (no In-Reply-To: a mail naming none of
/// pawnpost's letters is applied by its token).
fn move_mail(from: &str, to: &str, id: &str, san: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: my move\r\nDate: {}\r\nMessage-ID: <{id}>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{san}\r\n",
        pawnpost::time::rfc5322(pawnpost::time::now())
    )
    .into_bytes()
}

/// Sends every (from, to, raw) through the rig's SMTP port at once, one connection each.
fn send_all(rig: &Rig, mails: &[(String, String, Vec<u8>)]) {
    std::thread::scope(|scope| {
        let start = Arc::new(std::sync::Barrier::new(mails.len()));
        for (from, to, raw) in mails {
            let start = Arc::clone(&start);
            scope.spawn(move || {
                start.wait();
                rig.smtp_send(from, to, raw);
            });
        }
    });
}

/// What Postfix logged about deliveries through the pipe to `recipients`, from byte
/// `from` of its log on: (status per delivery, distinct pipe processes).
fn pipe_log(rig: &Rig, from: u64, recipients: &BTreeSet<String>) -> (Vec<String>, usize) {
    let log = std::fs::read(rig.dir().join("log/postfix.log")).unwrap_or_default();
    let text = String::from_utf8_lossy(&log[(from as usize).min(log.len())..]).into_owned();
    let mut statuses = Vec::new();
    let mut processes = BTreeSet::new();
    for line in text.lines().filter(|l| l.contains("relay=pawnpost")) {
        let Some(to) = line
            .split("to=<")
            .nth(1)
            .and_then(|rest| rest.split('>').next())
        else {
            continue;
        };
        if !recipients.contains(to) {
            continue;
        }
        if let Some(status) = line
            .split("status=")
            .nth(1)
            .and_then(|s| s.split(' ').next())
        {
            statuses.push(status.to_owned());
        }
        if let Some(pid) = line
            .split("postfix/pipe[")
            .nth(1)
            .and_then(|s| s.split(']').next())
        {
            processes.insert(pid.to_owned());
        }
    }
    (statuses, processes.len())
}

/// Samples how many deliveries run at once until `stop`; the highest count.
fn watch_parallelism(install: &PipeInstall, stop: &AtomicBool, peak: &AtomicUsize) {
    while !stop.load(Ordering::Relaxed) {
        peak.fetch_max(install.deliveries_running(), Ordering::Relaxed);
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn moves_of_twenty_games_through_the_postfix_pipe_are_answered_exactly_once() {
    let rig = rig();
    let tag = format!("pp-pipe-{}", std::process::id());
    let white: Vec<String> = (0..GAMES)
        .map(|i| format!("{tag}-w{i}@localhost"))
        .collect();
    let black: Vec<String> = (0..GAMES)
        .map(|i| format!("{tag}-b{i}@localhost"))
        .collect();
    rig.reset(&white.iter().chain(&black).collect::<Vec<_>>());
    let (install, games) = PipeInstall::new(rig, &white, &black);
    let mut inboxes: Vec<Inbox> = white
        .iter()
        .chain(&black)
        .map(|address| {
            let local = address.split('@').next().unwrap();
            Inbox::new(address, rig.maildir(local))
        })
        .collect();
    let log_start = std::fs::metadata(rig.dir().join("log/postfix.log")).map_or(0, |m| m.len());
    let mut recipients = BTreeSet::new();
    let pipe_local = install.server.split('@').next().unwrap().to_owned();

    // Round 1: White's first move in every game, each mail sent twice at once (a client
    // that resends): 40 SMTP mails, 20 moves, 40 letters. Round 2: Black's answer, once.
    // Round 3: White's second move, once, with `pawnpost run` running as the pipe's
    // user: every `deliver` hands its mail to the daemon (src/daemon/handoff.rs; 20 at
    // once stay under the 32 it takes at a time, past which a `deliver` works alone).
    let rounds: [(&[String], &str, usize); 3] =
        [(&white, "e4", 2), (&black, "e5", 1), (&white, "Nf3", 1)];
    let mut report = Vec::new();
    let mut daemon = None;
    for (round, (movers, san, copies)) in rounds.into_iter().enumerate() {
        if round == 2 {
            daemon = Some(install.start_daemon(rig));
        }
        let mut mails = Vec::new();
        for (i, (&game, mover)) in games.iter().zip(movers).enumerate() {
            let to = install.reply_address(game, mover);
            recipients.insert(to.clone());
            let raw = move_mail(
                mover,
                &to,
                &format!("{tag}.{round}.{i}@players.localhost"),
                san,
            );
            for _ in 0..copies {
                mails.push((mover.clone(), to.clone(), raw.clone()));
            }
        }
        let (stop, peak) = (AtomicBool::new(false), AtomicUsize::new(0));
        let started = Instant::now();
        std::thread::scope(|scope| {
            scope.spawn(|| watch_parallelism(&install, &stop, &peak));
            send_all(rig, &mails);
            let plies = (round + 1) as i64;
            let done = poll(ROUND_DEADLINE, || {
                let applied = install.plies().values().filter(|&&n| n == plies).count();
                (applied == GAMES && install.outbox().0 == 0 && !queue_mentions(rig, &pipe_local))
                    .then_some(())
            });
            stop.store(true, Ordering::Relaxed);
            assert!(
                done.is_some(),
                "round {}: not settled within {ROUND_DEADLINE:?}: plies {:?}, outbox {:?}",
                round + 1,
                install.plies(),
                install.outbox()
            );
        });
        report.push(format!(
            "round {}: {} SMTP mails ({} distinct) settled in {:.1} s, at most {} pawnpost deliver at once",
            round + 1,
            mails.len(),
            GAMES,
            started.elapsed().as_secs_f64(),
            peak.load(Ordering::Relaxed)
        ));
    }

    let daemon_log = {
        let (mut child, log) = daemon.expect("round 3 ran beside the daemon");
        // SIGTERM to runuser, which passes it on to the daemon and waits for it.
        let _ = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        let _ = child.wait();
        std::fs::read_to_string(log).unwrap_or_default()
    };
    for inbox in &mut inboxes {
        inbox.scan();
    }
    let letters: usize = inboxes.iter().map(|i| i.all.len()).sum();
    let duplicates: usize = inboxes.iter().map(|i| i.duplicates).sum();
    let (pending, sent) = install.outbox();
    let (statuses, processes) = pipe_log(rig, log_start, &recipients);
    let count = |s: &str| statuses.iter().filter(|x| *x == s).count();
    eprintln!(
        "pipe_rig: {GAMES} games, {}\n  pipe deliveries: {} sent, {} deferred, {} bounced, by {processes} pipe processes\n  outbox: {sent} sent, {pending} pending; mailboxes: {letters} letters, {duplicates} duplicates",
        report.join("\n  "),
        count("sent"),
        count("deferred"),
        count("bounced"),
    );
    let plies = install.plies();
    assert_eq!(plies.len(), GAMES);
    assert!(
        plies.values().all(|&n| n == 3),
        "each move applied once: {plies:?}"
    );
    assert_eq!(count("bounced"), 0, "no move mail bounced");
    assert_eq!(count("sent"), 4 * GAMES, "every SMTP mail delivered");
    assert_eq!(duplicates, 0, "letters delivered more than once");
    assert_eq!(sent, 6 * GAMES as i64, "two letters per move");
    assert_eq!(letters as i64, sent, "every letter arrived, none twice");
    for inbox in &inboxes {
        assert_eq!(inbox.all.len(), 3, "{}: three letters", inbox.address);
    }
    // Round 3's moves were the daemon's, each committed there once.
    let handed = daemon_log
        .lines()
        .filter(|l| l.contains("source=stdin") && l.contains(": move"))
        .count();
    assert_eq!(
        handed, GAMES,
        "round 3's moves, by the daemon:\n{daemon_log}"
    );
}
