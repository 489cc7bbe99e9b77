//! Issue 25, health a monitor can read: `pawnpost status --json` with documented keys,
//! the `[metrics] textfile` that `pawnpost run` keeps in the Prometheus text format
//! (checked by `promtool check metrics`, from Debian's `prometheus` package, which
//! scripts/test installs), and the log as JSON lines with `[log] format = "json"`.

use crate::common;
use crate::e2e_support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{Office, SERVER};
use e2e_support::{DEADLINE, Db, Pawnpost, poll};
use pawnpost::game::{DAY, Game};
use pawnpost::health::{Health, write_textfile};
use pawnpost::store::Lease;

const NOW: i64 = 1_800_000_000;

/// `promtool check metrics` on the file: its lint must find nothing. A machine
/// without promtool fails here rather than skipping, so CI cannot pass without it.
fn promtool_check(file: &Path) {
    let text = std::fs::read_to_string(file).unwrap();
    let out = Command::new("promtool")
        .args(["check", "metrics"])
        .stdin(std::fs::File::open(file).unwrap())
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run promtool ({e}): it checks the metrics file; install Debian's \
                 prometheus package (scripts/test does: apt-get install prometheus)"
            )
        });
    assert!(
        out.status.success() && out.stdout.is_empty() && out.stderr.is_empty(),
        "promtool check metrics ({}): {}{}\n--- {} ---\n{text}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
        file.display()
    );
}

/// The value of the sample `name` in a metrics text.
fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
        .map(|value| value.parse().unwrap())
}

fn mail(from: &str, to: &str, id: &str, headers: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: x\r\nMessage-ID: <{id}@example.org>\r\n{headers}\r\n{body}\r\n"
    )
    .into_bytes()
}

/// A real store (a SQLite file) with every kind of count — mails answered and
/// refused, letters sent, pending and dead, a game, a sweep, the heartbeat — written
/// as the metrics file and checked with promtool; each number is the store's.
#[test]
fn the_metrics_file_of_a_real_store_passes_promtool() {
    let mut office = Office::new(7, NOW, |_| {});
    let id = office
        .store
        .transaction(|tx| {
            let mut game = Game::new("alice@example.org", "bob@example.org", 30 * DAY, NOW);
            tx.insert_game(&mut game, NOW)
        })
        .unwrap();
    let to = office.reply_address(id, "alice@example.org");
    office.deliver(&mail("alice@example.org", &to, "move", "", "e4"));
    office.deliver(&mail(
        "alice@example.org",
        SERVER,
        "away",
        "Auto-Submitted: auto-replied\r\n",
        "I am away",
    ));
    office.deliver(&mail(
        "MAILER-DAEMON@example.org",
        SERVER,
        "bounce",
        "",
        "undeliverable",
    ));
    let sent = office.drain().len();
    assert!(sent >= 2, "the move's letters");
    // One letter pending, one given up on.
    let to = office.reply_address(id, "bob@example.org");
    office.deliver(&mail("bob@example.org", &to, "answer", "", "e5"));
    let lease = Lease::new(Duration::from_secs(60));
    let claimed = office.store.claim_outbox(&lease, i64::MAX, 1).unwrap();
    assert!(
        office
            .store
            .mark_failed(claimed[0].id, &lease, "550 no such user", NOW, 1)
            .unwrap()
    );
    office.store.record_mailbox_checked(NOW + 290).unwrap();
    office.sweep_at(NOW + 300);
    // One mail set aside: three attempts that died, then the fourth look.
    let raw = b"From: x@example.org\r\n\r\nboom\r\n";
    let aside = pawnpost::store::AttemptedMail {
        key: pawnpost::store::attempt_key(raw),
        raw,
        max_bytes: 1024,
        source_id: "stdin",
    };
    for _ in 0..=pawnpost::daemon::MAX_ATTEMPTS {
        office
            .store
            .begin_attempt(
                &aside,
                pawnpost::daemon::MAX_ATTEMPTS,
                false,
                NOW,
                Default::default,
            )
            .unwrap();
    }

    let health = Health::read(&office.store, NOW + 330, Duration::from_secs(180)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pawnpost.prom");
    write_textfile(&file, &health).unwrap();
    promtool_check(&file);

    let text = std::fs::read_to_string(&file).unwrap();
    let expected = [
        ("pawnpost_mails_processed_total", 4.0),
        ("pawnpost_mails_refused_total", 2.0),
        ("pawnpost_letters_sent_total", sent as f64),
        ("pawnpost_letters_dead", 1.0),
        ("pawnpost_games_active", 1.0),
        ("pawnpost_quarantined_mails", 1.0),
        ("pawnpost_log_sync_failed", 0.0),
        (
            "pawnpost_mailbox_last_read_timestamp_seconds",
            (NOW + 290) as f64,
        ),
        ("pawnpost_mailbox_last_read_age_seconds", 40.0),
        // Four mails, a minute apart from NOW.
        ("pawnpost_last_mail_timestamp_seconds", (NOW + 240) as f64),
        ("pawnpost_sweep_last_timestamp_seconds", (NOW + 300) as f64),
    ];
    for (name, value) in expected {
        assert_eq!(sample(&text, name), Some(value), "{name} in\n{text}");
    }
    let pending = sample(&text, "pawnpost_letters_pending").unwrap();
    assert!(pending >= 1.0, "{text}");
    let sweep = sample(&text, "pawnpost_sweep_duration_seconds").unwrap();
    assert!(sweep > 0.0 && sweep < 10.0, "{text}");
    // Every metric has its HELP and TYPE lines, and only pawnpost's names appear.
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let name = line.split(' ').next().unwrap();
        assert!(name.starts_with("pawnpost_"), "{line}");
        assert!(text.contains(&format!("# HELP {name} ")), "{name}");
        assert!(text.contains(&format!("# TYPE {name} ")), "{name}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o644, "node_exporter runs as another user");
    }
}

/// The keys of `status --json`, as docs/cli.md lists them.
const STATUS_KEYS: [&str; 17] = [
    "now",
    "mailbox_checked_at",
    "mailbox_age_secs",
    "mailbox_stale",
    "mails_processed",
    "mails_refused",
    "last_mail_at",
    "letters_sent",
    "letters_pending",
    "letters_dead",
    "mails_set_aside",
    "games_active",
    "last_sweep_at",
    "sweep_duration_secs",
    "dead_letters",
    "deliver_hands_over",
    "log_sync_failed",
];

#[test]
fn status_json_is_one_object_with_the_documented_keys() {
    let dir = tempfile::tempdir().unwrap();
    let pp = Pawnpost {
        dir: dir.path().to_path_buf(),
        config: None,
    };
    pp.ok(&["sweep"]);
    let value: serde_json::Value = serde_json::from_str(&pp.ok(&["status", "--json"])).unwrap();
    let object = value.as_object().expect("one JSON object");
    let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
    keys.sort_unstable();
    let mut documented = STATUS_KEYS.to_vec();
    documented.sort_unstable();
    assert_eq!(keys, documented);
    assert_eq!(value["mailbox_checked_at"], serde_json::Value::Null);
    assert_eq!(value["mailbox_stale"], false);
    assert_eq!(value["mails_processed"], 0);
    assert_eq!(value["games_active"], 0);
    assert!(value["sweep_duration_secs"].as_f64().is_some(), "{value}");
    assert_eq!(value["dead_letters"], serde_json::json!([]));
    assert_eq!(value["deliver_hands_over"], false, "no daemon runs");
    assert_eq!(value["log_sync_failed"], false);

    let docs = include_str!("../docs/cli.md");
    let (_, part) = docs
        .split_once("`pawnpost status [--config PATH] [--json]`")
        .expect("docs/cli.md describes status --json");
    let part = &part[..part.find("\n- `").unwrap_or(part.len())];
    for key in STATUS_KEYS.iter().chain(&["id", "to", "subject", "error"]) {
        assert!(
            part.contains(&format!("`{key}`")),
            "docs/cli.md does not document `{key}` of status --json"
        );
    }

    // The text says the same.
    let text = pp.ok(&["status"]);
    assert!(text.contains("mails: 0 processed, 0 refused"), "{text}");
    assert!(text.contains("last sweep: "), "{text}");
    assert!(
        !text.contains("sync of the database's log failed"),
        "{text}"
    );

    // A failed sync left its word beside the database: both say so.
    std::fs::write(
        dir.path().join("var/pawnpost.sqlite3.sync-failed"),
        "a sync of the database's log failed",
    )
    .unwrap();
    let value: serde_json::Value = serde_json::from_str(&pp.ok(&["status", "--json"])).unwrap();
    assert_eq!(value["log_sync_failed"], true);
    let text = pp.ok(&["status"]);
    assert!(
        text.contains("WARNING: a sync of the database's log failed"),
        "{text}"
    );
}

/// A site whose config asks for the metrics file and JSON logs.
fn site_with_metrics(textfile: &str) -> (tempfile::TempDir, Pawnpost, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("metrics")).unwrap();
    let config = dir.path().join("pawnpost.toml");
    std::fs::write(
        &config,
        format!("[metrics]\ntextfile = \"{textfile}\"\n\n[log]\nformat = \"json\"\n"),
    )
    .unwrap();
    let pp = Pawnpost {
        dir: dir.path().to_path_buf(),
        config: Some(config),
    };
    let file = dir.path().join(textfile);
    (dir, pp, file)
}

/// `pawnpost run` writes the metrics file when it starts and when it stops, and with
/// `[log] format = "json"` every line it logs is one JSON object.
#[test]
fn the_daemon_keeps_the_metrics_file_and_logs_json_lines() {
    let (dir, pp, file) = site_with_metrics("metrics/pawnpost.prom");
    let daemon = pp.start_daemon();
    poll(DEADLINE, || file.exists().then_some(())).expect("the metrics file at start-up");
    promtool_check(&file);
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(sample(&text, "pawnpost_mails_processed_total"), Some(0.0));

    pp.ok(&["send", "--from", "alice@localhost", "Help"]);
    let db = Db::new(dir.path().join("var/pawnpost.sqlite3"));
    db.wait_committed("send.");
    db.wait_outbox_drained();
    let log = daemon.log.clone();
    assert!(daemon.terminate().success());

    promtool_check(&file);
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(sample(&text, "pawnpost_mails_processed_total"), Some(1.0));
    assert_eq!(sample(&text, "pawnpost_letters_sent_total"), Some(1.0));
    assert_eq!(sample(&text, "pawnpost_letters_pending"), Some(0.0));
    assert!(sample(&text, "pawnpost_mailbox_last_read_timestamp_seconds").is_some());
    let names: Vec<_> = std::fs::read_dir(dir.path().join("metrics"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["pawnpost.prom"], "no temporary file left");

    let log = std::fs::read_to_string(log).unwrap();
    let mut messages = Vec::new();
    for line in log.lines().filter(|l| !l.trim().is_empty()) {
        let event: serde_json::Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("a log line that is no JSON ({e}): {line}"));
        for key in ["timestamp", "level", "target", "message"] {
            assert!(event.get(key).is_some(), "no {key} in {line}");
        }
        messages.push(event["message"].as_str().unwrap().to_owned());
    }
    assert!(
        messages.iter().any(|m| m == "pawnpost running"),
        "{messages:?}"
    );
    // The mail's line carries its fields as keys of their own.
    let answered = log
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|e| e.get("replies").is_some())
        .unwrap_or_else(|| panic!("no line about the mail in\n{log}"));
    assert_eq!(answered["replies"], 1, "{answered}");
    assert!(answered["source"].as_str().unwrap().starts_with("maildir:"));
}

/// A metrics file the daemon cannot write stops the start, with a message that
/// names it.
#[test]
fn a_metrics_file_that_cannot_be_written_stops_the_start() {
    let (_dir, pp, _) = site_with_metrics("no-such-dir/pawnpost.prom");
    let mut child = pp
        .command(&["run"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let status = poll(DEADLINE, || child.try_wait().unwrap());
    let Some(status) = status else {
        let _ = child.kill();
        panic!("the daemon started without its metrics file");
    };
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!status.success());
    assert!(
        stderr.contains("cannot write the metrics file no-such-dir/pawnpost.prom"),
        "{stderr}"
    );
}
