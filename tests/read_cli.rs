//! `pawnpost read` on the real binary: every reply of the quote corpus
//! (`tests/fixtures/mail/quotes/`) is read through it and must yield exactly its move
//! and comment; a mail to a game address reports the game and its token's verdict and
//! predicts what `deliver` then does; and reading changes nothing on disk.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use pawnpost::game::{DAY, Game};
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::store::{OutgoingMail, Store};
use serde::Deserialize;
use serde_json::Value;

const SERVER: &str = "pawnpost@example.org";
const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const SECRET: [u8; 32] = [7; 32];

/// One installation in a temporary directory: a config, and the database and secret
/// where it names them (created only when a test asks).
struct Install {
    dir: tempfile::TempDir,
}

impl Install {
    fn new(language: &str) -> Install {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path().display();
        std::fs::write(
            dir.path().join("pawnpost.toml"),
            format!(
                "[server]\naddress = \"{SERVER}\"\nlanguage = \"{language}\"\n\
                 database = \"{d}/pawnpost.sqlite3\"\nsecret_file = \"{d}/secret\"\n\n\
                 [inbound]\nkind = \"maildir\"\npath = \"{d}/spool/pawnpost\"\n\n\
                 [outbound]\nkind = \"maildir\"\npath = \"{d}/spool\"\n"
            ),
        )
        .unwrap();
        Install { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn database(&self) -> PathBuf {
        self.path("pawnpost.sqlite3")
    }

    fn write_secret(&self) {
        let hex: String = SECRET.iter().map(|b| format!("{b:02x}")).collect();
        let path = self.path("secret");
        std::fs::write(&path, hex).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        }
    }

    /// Runs `pawnpost ARGS --config …` with `stdin`; exit code, stdout, stderr.
    fn run(&self, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
        use std::io::Write as _;
        let config = self.path("pawnpost.toml");
        let mut child = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
            .args(args)
            .arg("--config")
            .arg(&config)
            .current_dir(self.dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(stdin).unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// `pawnpost read --json`, parsed.
    fn read_json(&self, raw: &[u8]) -> Value {
        let (code, out, err) = self.run(&["read", "--json"], raw);
        assert_eq!(code, 0, "read failed: {err}");
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
    }
}

#[derive(Deserialize)]
struct QuoteCorpus {
    mail: Vec<QuoteFixture>,
}

#[derive(Deserialize)]
struct QuoteFixture {
    file: String,
    client: String,
    language: String,
    #[serde(rename = "move")]
    mv: String,
    comment: String,
    quoted: Vec<String>,
    sent: Option<String>,
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("not an array: {value}"))
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

/// The daemon's reading of each corpus reply, through the binary: the sender's
/// language is the server's, and the text we sent (when the fixture has one) is in the
/// outbox, as the daemon would have it.
#[test]
fn every_quote_fixture_reads_through_the_binary() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mail/quotes");
    let corpus: QuoteCorpus =
        toml::from_str(&std::fs::read_to_string(dir.join("expected.toml")).unwrap()).unwrap();
    assert!(
        corpus.mail.len() >= 60,
        "only {} fixtures",
        corpus.mail.len()
    );
    let mut failures = Vec::new();
    for fixture in &corpus.mail {
        let install = Install::new(&fixture.language);
        let raw = std::fs::read(dir.join(&fixture.file)).unwrap();
        let mut store = Store::open(&install.database()).unwrap();
        if let Some(sent) = &fixture.sent {
            let text = std::fs::read_to_string(dir.join(sent)).unwrap();
            let mail = pawnpost::mail::parse_mail(&raw, 1 << 20).unwrap();
            let sender = mail.from.unwrap().address.unwrap().as_str().to_owned();
            store
                .transaction(|tx| {
                    tx.queue_mail(
                        &OutgoingMail {
                            recipient: sender.clone(),
                            subject: "[pawnpost #7] Your move".into(),
                            message_id: "<sent.1@example.org>".into(),
                            raw: Vec::new(),
                            game: None,
                            ply: None,
                            kind: pawnpost::store::LetterKind::Proven,
                            mailbox: sender.clone(),
                            text,
                        },
                        0,
                    )
                })
                .unwrap();
        }
        drop(store);
        let v = install.read_json(&raw);
        let comment = v["comment"]["text"].as_str().unwrap_or_default().to_owned();
        let want = pawnpost::command::Command::Move(fixture.mv.parse().unwrap()).to_string();
        let mut problems = Vec::new();
        if strings(&v["commands"]) != [want] {
            problems.push(format!("commands {}", v["commands"]));
        }
        if comment != fixture.comment {
            problems.push(format!(
                "comment {comment:?}\n    want    {:?}",
                fixture.comment
            ));
        }
        for phrase in &fixture.quoted {
            if comment.contains(phrase.as_str()) {
                problems.push(format!("quoted {phrase:?} reaches the opponent"));
            }
        }
        if v["not_understood"] != Value::Array(Vec::new()) {
            problems.push(format!("not understood {}", v["not_understood"]));
        }
        if v["language"] != fixture.language.as_str() {
            problems.push(format!("read in {}", v["language"]));
        }
        if fixture.sent.is_some() && v["own_letters"] != 1 {
            problems.push(format!("own letters {}", v["own_letters"]));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{} ({}):\n  {}",
                fixture.file,
                fixture.client,
                problems.join("\n  ")
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// An installation with game 1, ALICE (White) against BOB, and the server secret.
fn install_with_game() -> (Install, i64) {
    let install = Install::new("en");
    install.write_secret();
    let mut store = Store::open(&install.database()).unwrap();
    let now = pawnpost::time::now();
    let id = store
        .transaction(|tx| tx.insert_game(&mut Game::new(ALICE, BOB, 30 * DAY, now), now))
        .unwrap();
    (install, id)
}

fn game_address(game: i64, player: &str) -> String {
    let secret = ServerSecret::from_bytes(&SECRET).unwrap();
    reply_address(SERVER, game, &ReplyToken::for_player(&secret, game, player))
}

fn mail(from: &str, to: &str, subject: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <{}.{}@example.org>\r\n\
         Date: Mon, 15 Jan 2024 10:00:00 +0000\r\n\r\n{}",
        from.len(),
        body.len(),
        body.replace('\n', "\r\n")
    )
    .into_bytes()
}

/// What a database holds, table by table.
fn row_counts(path: &Path) -> Vec<(String, i64)> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    tables
        .into_iter()
        .map(|table| {
            let count = conn
                .query_row(&format!("SELECT count(*) FROM \"{table}\""), [], |row| {
                    row.get(0)
                })
                .unwrap();
            (table, count)
        })
        .collect()
}

#[test]
fn a_move_to_a_game_address_is_explained_and_nothing_changes() {
    let (install, id) = install_with_game();
    let raw = mail(
        ALICE,
        &game_address(id, ALICE),
        &format!("Re: [pawnpost #{id}] Your move"),
        "e4\n\nHave fun, Bob!\n\nOn Mon, 15 Jan 2024 at 09:12, pawnpost <pawnpost@example.org> wrote:\n> Your move. Reply with e.g. Nf3, or Resign.\n",
    );
    let before = std::fs::read(install.database()).unwrap();
    let counts = row_counts(&install.database());

    let v = install.read_json(&raw);
    assert_eq!(v["about"]["game"], id);
    assert_eq!(v["about"]["by"], "reply_address");
    assert_eq!(v["about"]["token"], "genuine");
    assert_eq!(v["admission"]["kind"], "game");
    assert_eq!(v["admission"]["side"], "white");
    assert_eq!(v["admission"]["opponent"], BOB);
    assert_eq!(v["admission"]["authorized"], true);
    assert_eq!(v["sender"]["address"], ALICE);
    assert!(v["loop_guard"].is_null());
    assert_eq!(strings(&v["commands"]), ["e4"]);
    assert_eq!(v["comment"]["text"], "Have fun, Bob!");
    assert_eq!(v["comment"]["passed_on_to"], BOB);
    assert_eq!(v["cuts"][0]["first_line"], 5);
    assert_eq!(v["cuts"][0]["reason"], "reply header (English)");
    assert_eq!(v["cuts"][1]["reason"], "quoted with >");
    assert_eq!(
        v["cuts"][1]["starts_with"],
        "> Your move. Reply with e.g. Nf3, or Resign."
    );
    assert_eq!(v["response"]["disposition"], "answered");
    let letters = v["response"]["letters"].as_array().unwrap();
    assert_eq!(letters.len(), 2, "{letters:?}");
    let to_bob = letters.iter().find(|l| l["to"] == BOB).unwrap();
    assert!(
        to_bob["text"].as_str().unwrap().contains("Have fun, Bob!"),
        "{to_bob}"
    );

    // The text form says the same.
    let (code, text, _) = install.run(&["read"], &raw);
    assert_eq!(code, 0);
    for needle in [
        &format!("about:          game #{id}, by its reply address"),
        "token:          genuine",
        "commands:       e4",
        &format!("comment:        passed on to {BOB}"),
        "  | Have fun, Bob!",
        "reply header (English): \"On Mon, 15 Jan 2024",
        "the daemon would: answer",
        "\n5 cut | On Mon, 15 Jan 2024",
    ] {
        assert!(text.contains(needle), "{needle:?} missing in:\n{text}");
    }

    // Nothing was recorded, played, queued or stored: the file is byte for byte the same.
    assert_eq!(row_counts(&install.database()), counts);
    assert_eq!(std::fs::read(install.database()).unwrap(), before);

    // What `read` predicted is what `deliver` does.
    let (code, _, err) = install.run(&["deliver"], &raw);
    assert_eq!(code, 0, "{err}");
    let conn = rusqlite::Connection::open(install.database()).unwrap();
    let outcome: String = conn
        .query_row("SELECT outcome FROM inbound_mails", [], |row| row.get(0))
        .unwrap();
    assert_eq!(outcome, v["response"]["note"].as_str().unwrap());
    let moves: i64 = conn
        .query_row("SELECT count(*) FROM moves", [], |row| row.get(0))
        .unwrap();
    assert_eq!(moves, 1);

    // Read again, the same mail is known as processed before.
    let again = install.read_json(&raw);
    assert_eq!(again["seen_before"], true);
}

#[test]
fn a_token_that_does_not_fit_is_reported_and_the_comment_held_back() {
    let (install, id) = install_with_game();
    // Alice writes to Bob's reply address: the game is named, the token is not hers.
    let raw = mail(
        ALICE,
        &game_address(id, BOB),
        "my move",
        "e4\n\nHave fun!\n",
    );
    let v = install.read_json(&raw);
    assert_eq!(v["about"]["game"], id);
    assert_eq!(v["about"]["token"], "not_fitting");
    assert_eq!(v["about"]["token_for"], format!("game {id}"));
    assert_eq!(v["admission"]["kind"], "game");
    assert_eq!(v["admission"]["authorized"], false);
    assert!(v["comment"]["passed_on_to"].is_null());
    let held_back = v["comment"]["held_back"].as_str().unwrap();
    assert!(held_back.starts_with("refused: "), "{held_back}");

    // Only the subject names the game: no token at all.
    let raw = mail(
        ALICE,
        SERVER,
        &format!("Re: [pawnpost #{id}] Your move"),
        "Nice weather today.\n",
    );
    let v = install.read_json(&raw);
    assert_eq!(v["about"]["by"], "subject_tag");
    assert_eq!(v["about"]["token"], "none");
    assert_eq!(v["comment"]["text"], "Nice weather today.");
    assert!(
        v["comment"]["held_back"]
            .as_str()
            .unwrap()
            .starts_with("no move or request in the mail"),
        "{v}"
    );

    // A game that does not exist.
    let raw = mail(ALICE, &game_address(99, ALICE), "move", "e4\n");
    let v = install.read_json(&raw);
    assert_eq!(v["admission"]["kind"], "unknown_game");
    assert_eq!(v["admission"]["game"], 99);
    assert_eq!(v["about"]["token"], "genuine");
}

#[test]
fn an_auto_reply_is_reported_silenced_by_the_loop_guard() {
    let (install, id) = install_with_game();
    let raw = format!(
        "From: {ALICE}\r\nTo: {}\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\n\r\nI am away.\r\n",
        game_address(id, ALICE)
    );
    let v = install.read_json(raw.as_bytes());
    assert_eq!(v["loop_guard"], "Auto-Submitted: auto-replied");
    assert_eq!(v["admission"]["kind"], "silenced");
    assert_eq!(v["response"]["disposition"], "silenced");
    assert_eq!(v["response"]["letters"], Value::Array(Vec::new()));
    assert!(
        v["comment"]["held_back"]
            .as_str()
            .unwrap()
            .starts_with("the mail is not answered"),
        "{v}"
    );
}

#[test]
fn reading_without_a_database_or_secret_creates_neither() {
    let install = Install::new("en");
    let raw = mail(ALICE, SERVER, "hello", "Help\n");
    let (code, out, err) = install.run(&["read", "--now", "2026-11-21T10:00:00Z"], &raw);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("commands:       Help"), "{out}");
    assert!(err.contains("no database"), "{err}");
    assert!(!install.database().exists());
    assert!(!install.path("secret").exists());

    // An empty standard input is no mail.
    let (code, _, err) = install.run(&["read"], b"\n");
    assert_eq!(code, 65, "{err}");
    // Garbage is explained as unreadable.
    let (code, out, _) = install.run(&["read", "--json"], b"\x00\x01\x02");
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert!(
        v["unreadable"].is_string() || v["sender"]["unusable"].is_string(),
        "{v}"
    );
}
