//! `pawnpost deliver` and `pawnpost check-config` on a public address (issue 12): stdin
//! is read only up to the size limit, every file is private, and the checks name a
//! readable database or a broken secret.

use std::io::Write as _;
use std::os::unix::fs::PermissionsExt as _;
use std::process::{Command, Stdio};

fn pawnpost_in(dir: &std::path::Path, args: &[&str], stdin: &[u8]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        out.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

/// Finding 5: a mail of 8 MB is read up to the limit (1 MB by default) and the rest
/// drained; the sender gets the polite note. Finding 9: everything created is private.
#[test]
fn deliver_reads_up_to_the_limit_and_creates_private_files() {
    let dir = tempfile::tempdir().unwrap();
    let mut mail = b"From: alice@example.org\r\nTo: pawnpost@localhost\r\nSubject: hi\r\nMessage-ID: <big@example.org>\r\n\r\nHelp\r\n".to_vec();
    mail.extend(std::iter::repeat_n(b'x', 8 << 20));
    let (code, out) = pawnpost_in(dir.path(), &["deliver"], &mail);
    assert_eq!(code, 0, "{out}");
    let db = dir.path().join("var/pawnpost.sqlite3");
    assert_eq!(mode(&db), 0o600, "the database");
    assert_eq!(mode(&dir.path().join("var")), 0o700, "its directory");
    assert_eq!(mode(&dir.path().join("var/secret")), 0o600, "the secret");
    let spool = dir.path().join("var/spool/alice@example.org/new");
    assert_eq!(mode(&spool), 0o700, "the spool");
    let replies: Vec<_> = std::fs::read_dir(&spool).unwrap().flatten().collect();
    assert_eq!(replies.len(), 1);
    assert_eq!(mode(&replies[0].path()), 0o600, "a reply");
    let reply = std::fs::read_to_string(replies[0].path()).unwrap();
    assert!(reply.contains("read only its first part"), "{reply}");
}

/// Finding 8: a dangling symlink at `secret_file` is a clear error; finding 9:
/// check-config names a database open to others.
#[test]
fn check_config_names_a_broken_secret_and_a_readable_database() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("var")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("gone"), dir.path().join("var/secret")).unwrap();
    let (code, out) = pawnpost_in(dir.path(), &["check-config"], b"");
    assert_eq!(code, 78, "{out}");
    assert!(
        out.contains("symbolic link") && out.contains("does not exist"),
        "{out}"
    );
    let (code, out) = pawnpost_in(
        dir.path(),
        &["deliver"],
        b"From: a@example.org\r\n\r\nHelp\r\n",
    );
    assert_ne!(code, 0, "{out}");
    assert!(out.contains("symbolic link"), "{out}");

    std::fs::remove_file(dir.path().join("var/secret")).unwrap();
    let db = dir.path().join("var/pawnpost.sqlite3");
    std::fs::write(&db, b"").unwrap();
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    let (_, out) = pawnpost_in(dir.path(), &["check-config"], b"");
    assert!(
        out.contains("warning: database:") && out.contains("chmod 600"),
        "{out}"
    );
}

#[test]
fn check_config_says_whether_the_metrics_file_can_be_written() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("pawnpost.toml");
    let config_arg = config.to_str().unwrap();
    std::fs::write(&config, "[metrics]\ntextfile = \"metrics/pawnpost.prom\"\n").unwrap();
    let (code, out) = pawnpost_in(dir.path(), &["check-config", "--config", config_arg], b"");
    assert_eq!(code, 78, "{out}");
    assert!(
        out.contains("FAILED: metrics: metrics/pawnpost.prom cannot be written: there is no directory metrics"),
        "{out}"
    );
    std::fs::create_dir(dir.path().join("metrics")).unwrap();
    let (_, out) = pawnpost_in(dir.path(), &["check-config", "--config", config_arg], b"");
    assert!(
        out.contains("metrics: metrics/pawnpost.prom is rewritten every minute"),
        "{out}"
    );
    assert!(
        !dir.path().join("metrics/pawnpost.prom").exists(),
        "check-config writes nothing"
    );
}

#[test]
fn check_config_says_what_the_tables_directory_holds() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("pawnpost.toml");
    let config_arg = config.to_str().unwrap();
    let tables = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syzygy");
    std::fs::write(
        &config,
        format!("[rules]\ntablebase_dir = {:?}\n", tables.to_str().unwrap()),
    )
    .unwrap();
    let (code, out) = pawnpost_in(dir.path(), &["check-config", "--config", config_arg], b"");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("holds 4 WDL and 4 DTZ tables, of up to 4 pieces"),
        "{out}"
    );
    // An empty directory, and one cut short: warnings, never fatal.
    std::fs::create_dir(dir.path().join("tables")).unwrap();
    std::fs::write(dir.path().join("tables/KQvK.rtbw"), b"too short").unwrap();
    std::fs::write(
        &config,
        "[rules]\ntablebase_dir = \"tables\"\ntablebase_cursed_win = \"draw\"\n",
    )
    .unwrap();
    let (code, out) = pawnpost_in(dir.path(), &["check-config", "--config", config_arg], b"");
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("warning: tables: tables holds no Syzygy table (*.rtbw)"),
        "{out}"
    );
    assert!(
        out.contains("cut short?), counted as missing: KQvK.rtbw"),
        "{out}"
    );
}
