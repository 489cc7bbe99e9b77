//! Conditional moves over the spool, with the real `pawnpost deliver`: White sends `e4`
//! with `If e5 Nf3 Nc6 Bb5` and `If c5 Nf3`; each of Black's moves the tree foresaw is
//! answered in the same step, a move it did not foresee drops it and White is told it is
//! their move. The same tree from a PGN attachment. An illegal line refuses the whole
//! mail. Black never sees the tree: not in their letters (text and HTML), not in the
//! PGN they ask for, not in `Conditions`. And `deliver` killed with SIGKILL at random
//! moments while Black's move is being processed never leaves the move stored without
//! its conditional answer.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use mail_parser::{MessageParser, MimeHeaders as _};

/// 2025-06-01T00:00:00Z: in the past, so the outbox sends every reply at once.
const T0: i64 = 1_748_736_000;
const ALICE: &str = "alice@localhost";
const BOB: &str = "bob@localhost";
const SERVER: &str = "pawnpost@localhost";

/// One installation in a temporary directory, driven by the `pawnpost` binary.
struct Spool {
    dir: tempfile::TempDir,
    serial: u32,
    now: i64,
}

/// A letter as the player's client shows it.
#[derive(Debug, Clone)]
struct Letter {
    subject: String,
    reply_to: String,
    message_id: String,
    text: String,
    html: String,
    /// The text of every attachment (PGN, calendar).
    attachments: Vec<String>,
}

impl Letter {
    /// Everything a reader of this letter can see.
    fn everything(&self) -> String {
        format!(
            "{}\n{}\n{}\n{}",
            self.subject,
            self.text,
            self.html,
            self.attachments.join("\n")
        )
    }
}

impl Spool {
    fn new() -> Spool {
        Spool {
            dir: tempfile::tempdir().unwrap(),
            serial: 0,
            now: T0,
        }
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_pawnpost"));
        command
            .args(args)
            .current_dir(self.dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    fn pawnpost(&self, args: &[&str], stdin: Option<&[u8]>) -> String {
        let mut child = self.command(args).spawn().unwrap();
        let mut input = child.stdin.take().unwrap();
        if let Some(bytes) = stdin {
            input.write_all(bytes).unwrap();
        }
        drop(input);
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "pawnpost {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// A mail from `from` to `to` answering `parent`: `body` as its text, and `pgn` as
    /// an attached file when given.
    fn mail(
        &mut self,
        from: &str,
        to: &str,
        parent: Option<&Letter>,
        body: &str,
        pgn: Option<&str>,
    ) -> Vec<u8> {
        self.serial += 1;
        let reply = parent
            .map(|p| format!("In-Reply-To: <{}>\r\n", p.message_id))
            .unwrap_or_default();
        let head = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <c{}@client.example>\r\n{reply}",
            self.serial
        );
        let raw = match pgn {
            None => format!("{head}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"),
            Some(pgn) => format!(
                "{head}MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"sep\"\r\n\r\n\
                 --sep\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n\
                 --sep\r\nContent-Type: application/x-chess-pgn; name=\"prep.pgn\"\r\n\
                 Content-Disposition: attachment; filename=\"prep.pgn\"\r\n\r\n{pgn}\r\n\
                 --sep--\r\n"
            ),
        };
        raw.into_bytes()
    }

    fn deliver(&mut self, raw: &[u8]) {
        self.now += 60;
        let now = self.now.to_string();
        self.pawnpost(&["deliver", "--now", &now], Some(raw));
    }

    fn send(&mut self, from: &str, to: &str, parent: Option<&Letter>, body: &str) {
        let raw = self.mail(from, to, parent, body, None);
        self.deliver(&raw);
    }

    /// Answers `who`'s latest letter with `body`.
    fn reply(&mut self, who: &str, body: &str) {
        let latest = self.latest(who);
        self.send(who, &latest.reply_to.clone(), Some(&latest), body);
    }

    /// Answers `who`'s latest letter with `body` and `pgn` attached.
    fn reply_with_pgn(&mut self, who: &str, body: &str, pgn: &str) {
        let latest = self.latest(who);
        let raw = self.mail(
            who,
            &latest.reply_to.clone(),
            Some(&latest),
            body,
            Some(pgn),
        );
        self.deliver(&raw);
    }

    fn maildir(&self, who: &str) -> PathBuf {
        self.dir.path().join("var/spool").join(who).join("new")
    }

    /// Every letter `who` received, oldest first.
    fn letters(&self, who: &str) -> Vec<Letter> {
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(self.maildir(who))
            .map(|d| {
                d.flatten()
                    .map(|e| (e.metadata().and_then(|m| m.modified()).unwrap(), e.path()))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files.iter().map(|(_, p)| read(p)).collect()
    }

    fn latest(&self, who: &str) -> Letter {
        self.letters(who)
            .pop()
            .unwrap_or_else(|| panic!("no letter to {who}"))
    }

    /// Alice challenges Bob (confirming her address), Bob accepts: game 1, Alice White.
    fn start(&mut self) {
        self.send(ALICE, SERVER, None, &format!("Challenge {BOB} white"));
        self.reply(ALICE, "Confirm");
        self.reply(BOB, "Accept");
    }

    /// `pawnpost show 1 --json`.
    fn show(&self) -> serde_json::Value {
        serde_json::from_str(&self.pawnpost(&["show", "1", "--json"], None)).unwrap()
    }

    /// The SAN of game 1's moves.
    fn moves(&self) -> Vec<String> {
        self.show()["san"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_owned())
            .collect()
    }

    fn database(&self) -> PathBuf {
        self.dir.path().join("var/pawnpost.sqlite3")
    }
}

fn read(path: &Path) -> Letter {
    let bytes = std::fs::read(path).unwrap();
    let mail = MessageParser::default().parse(&bytes).unwrap();
    Letter {
        subject: mail.subject().unwrap_or_default().to_owned(),
        reply_to: mail
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_owned(),
        message_id: mail.message_id().unwrap_or_default().to_owned(),
        text: mail.body_text(0).unwrap_or_default().into_owned(),
        html: mail.body_html(0).unwrap_or_default().into_owned(),
        attachments: mail
            .attachments()
            .filter(|a| a.attachment_name().is_some())
            .map(|a| String::from_utf8_lossy(a.contents()).into_owned())
            .collect(),
    }
}

/// Nothing of a tree of conditional moves in what Bob can see: not the word, and not
/// the moves `secret` that were not played.
fn assert_bob_never_saw(spool: &Spool, secret: &[&str]) {
    for letter in spool.letters(BOB) {
        let seen = letter.everything();
        let lower = seen.to_lowercase();
        assert!(!lower.contains("condition"), "Bob sees conditions:\n{seen}");
        for san in secret {
            assert!(!seen.contains(san), "Bob sees {san}:\n{seen}");
        }
    }
}

/// White's opening mail with the tree of the issue.
const TREE: &str = "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3";

#[test]
fn the_tree_answers_each_foreseen_move_and_drops_on_the_first_surprise() {
    let mut spool = Spool::new();
    spool.start();
    spool.reply(ALICE, TREE);
    let set = spool.latest(ALICE);
    assert!(
        set.text.contains("You played 1. e4: pawn from e2 to e4."),
        "{}",
        set.text
    );
    assert!(
        set.text.contains("Your conditional moves are set"),
        "{}",
        set.text
    );
    // The tree as understood, as numbered SAN.
    assert!(
        set.text.contains("1... e5 2. Nf3 Nc6 3. Bb5"),
        "{}",
        set.text
    );
    assert!(set.text.contains("1... c5 2. Nf3"), "{}", set.text);
    assert_eq!(spool.moves(), ["e4"]);

    // Black plays e5: Nf3 is played in the same step.
    spool.reply(BOB, "e5");
    assert_eq!(spool.moves(), ["e4", "e5", "Nf3"]);
    let to_bob = spool.latest(BOB);
    assert!(
        to_bob.text.contains("played 2. Nf3: knight from g1 to f3."),
        "{}",
        to_bob.text
    );
    assert!(
        to_bob.subject.to_lowercase().contains("your move"),
        "{}",
        to_bob.subject
    );
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice.text.contains(
            "2. Nf3 was played for you from your conditional moves; 1 line of them remains."
        ),
        "{}",
        to_alice.text
    );

    // Black plays Nc6: Bb5.
    spool.reply(BOB, "Nc6");
    assert_eq!(spool.moves(), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice.text.contains(
            "3. Bb5 was played for you from your conditional moves; they are used up now."
        ),
        "{}",
        to_alice.text
    );

    // Black plays a6: the tree is empty, White is told it is their move.
    spool.reply(BOB, "a6");
    assert_eq!(spool.moves(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice
            .text
            .contains("played 3... a6: pawn from a7 to a6."),
        "{}",
        to_alice.text
    );
    assert!(
        to_alice.subject.to_lowercase().contains("your move"),
        "{}",
        to_alice.subject
    );
    assert!(
        !to_alice.text.contains("for you from your conditional"),
        "{}",
        to_alice.text
    );

    // Bob asks for his own conditions and the PGN: nothing of Alice's tree.
    spool.reply(BOB, "Conditions\nPGN");
    let asked = spool.latest(BOB);
    assert!(
        asked
            .text
            .contains("You have no conditional moves in this game."),
        "{}",
        asked.text
    );
    assert!(
        asked.attachments.iter().any(|a| a.contains("3. Bb5 a6")),
        "{:?}",
        asked.attachments
    );
    // Bob's own `Conditions` answer is his, the only letter that may say the word.
    let before: Vec<Letter> = spool.letters(BOB);
    let mut spool_view = before.clone();
    spool_view.pop();
    for letter in spool_view {
        let seen = letter.everything().to_lowercase();
        assert!(!seen.contains("condition"), "Bob sees conditions:\n{seen}");
        assert!(!seen.contains("c5"), "Bob sees the c5 line:\n{seen}");
    }
    assert!(!asked.everything().contains("c5"), "{}", asked.everything());
}

#[test]
fn the_second_line_answers_c5_and_the_tree_ends_when_it_runs_out() {
    let mut spool = Spool::new();
    spool.start();
    spool.reply(ALICE, TREE);
    spool.reply(BOB, "c5");
    assert_eq!(spool.moves(), ["e4", "c5", "Nf3"]);
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice.text.contains(
            "2. Nf3 was played for you from your conditional moves; they are used up now."
        ),
        "{}",
        to_alice.text
    );
    // The line ended with White's answer: Black's next move is White's to answer.
    spool.reply(BOB, "d6");
    assert_eq!(spool.moves(), ["e4", "c5", "Nf3", "d6"]);
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice.subject.to_lowercase().contains("your move"),
        "{}",
        to_alice.subject
    );
    assert_bob_never_saw(&spool, &["Bb5", "Nc6", "e5"]);
    // `show` for the admin: no tree left.
    assert_eq!(spool.show()["conditions"], serde_json::json!([]));
}

#[test]
fn a_move_the_tree_did_not_foresee_drops_it_and_the_owner_is_told() {
    let mut spool = Spool::new();
    spool.start();
    spool.reply(ALICE, TREE);
    // The admin sees that White holds two lines, never which.
    let show = spool.pawnpost(&["show", "1"], None);
    assert!(
        show.contains("Conditional moves: White holds 2 line(s) (not shown)"),
        "{show}"
    );
    assert!(!show.contains("Bb5"), "{show}");
    spool.reply(BOB, "d5");
    assert_eq!(spool.moves(), ["e4", "d5"]);
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice
            .text
            .contains("Your conditional moves did not foresee 1... d5"),
        "{}",
        to_alice.text
    );
    assert!(
        to_alice.subject.to_lowercase().contains("your move"),
        "{}",
        to_alice.subject
    );
    assert_bob_never_saw(&spool, &["Bb5", "Nc6", "Nf3", "c5", "e5"]);
    assert_eq!(spool.show()["conditions"], serde_json::json!([]));
}

#[test]
fn the_same_tree_from_a_pgn_attachment() {
    let mut spool = Spool::new();
    spool.start();
    // As a chess program exports prepared lines: the whole game from the start, the
    // player's move, then the opponent's replies as the main line and a variation.
    let pgn = "[Event \"prep\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
               [White \"alice\"]\n[Black \"bob\"]\n[Result \"*\"]\n\n\
               1. e4 e5 {the main line} (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *\n";
    spool.reply_with_pgn(ALICE, "e4\nConditions from PGN", pgn);
    let set = spool.latest(ALICE);
    assert!(
        set.text.contains("Your conditional moves are set"),
        "{}",
        set.text
    );
    assert!(
        set.text.contains("1... e5 2. Nf3 Nc6 3. Bb5"),
        "{}",
        set.text
    );
    assert!(set.text.contains("1... c5 2. Nf3"), "{}", set.text);
    spool.reply(BOB, "e5");
    spool.reply(BOB, "Nc6");
    spool.reply(BOB, "a6");
    assert_eq!(spool.moves(), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    let to_alice = spool.latest(ALICE);
    assert!(
        to_alice.subject.to_lowercase().contains("your move"),
        "{}",
        to_alice.subject
    );
    assert_bob_never_saw(&spool, &["c5", "the main line"]);
}

#[test]
fn an_illegal_line_refuses_the_whole_mail_with_the_move_that_failed() {
    let mut spool = Spool::new();
    spool.start();
    spool.reply(ALICE, "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Bb6");
    assert!(spool.moves().is_empty(), "nothing of the mail was done");
    let refused = spool.latest(ALICE);
    assert!(refused.text.contains("If c5 Bb6"), "{}", refused.text);
    assert!(refused.text.contains("Bb6"), "{}", refused.text);
    assert_eq!(spool.show()["conditions"], serde_json::json!([]));
    // Two different answers to the same move are refused too.
    spool.reply(ALICE, "e4\nIf e5 Nf3\nIf e5 Nc3");
    assert!(spool.moves().is_empty());
    let refused = spool.latest(ALICE);
    assert!(
        refused.text.contains("Nf3") && refused.text.contains("Nc3"),
        "{}",
        refused.text
    );
    // Bob heard of nothing.
    assert!(
        spool
            .letters(BOB)
            .iter()
            .all(|l| !l.text.contains("played")),
        "Bob was told of a move"
    );
}

/// `deliver` of Black's `e5` killed with SIGKILL after a random delay, again and
/// again: the database holds either 1. e4 alone or 1. e4 e5 2. Nf3 — never e5 without
/// its answer — and a final, undisturbed delivery of the same mail ends with the
/// answer played exactly once.
#[test]
fn a_kill_9_never_leaves_the_move_without_its_conditional_answer() {
    let mut spool = Spool::new();
    spool.start();
    spool.reply(ALICE, TREE);
    let latest = spool.latest(BOB);
    let raw = spool.mail(BOB, &latest.reply_to, Some(&latest), "e5", None);
    let plies = |spool: &Spool| -> i64 {
        let conn = rusqlite::Connection::open(spool.database()).unwrap();
        conn.busy_timeout(Duration::from_secs(5)).unwrap();
        conn.query_row("SELECT count(*) FROM moves WHERE game_id = 1", [], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let mut seen = std::collections::BTreeSet::new();
    let mut seed: u64 = 0x5eed;
    let now = (spool.now + 60).to_string();
    // How long one delivery takes here (a stranger's `Help`, answered and committed):
    // the kills are spread over that, so that they land at every stage of a delivery
    // however fast this build and machine make it.
    let probe = format!(
        "From: probe@example.org\r\nTo: {SERVER}\r\nSubject: hi\r\nMessage-ID: <probe@example.org>\r\n\r\nHelp\r\n"
    );
    let started = std::time::Instant::now();
    spool.pawnpost(&["deliver", "--now", &now], Some(probe.as_bytes()));
    let span_us = (started.elapsed().as_micros() as u64).max(1_000);
    // Earliest first: the kills move from before the commit towards and past it.
    let mut delays: Vec<u64> = (0..25)
        .map(|_| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % span_us
        })
        .collect();
    delays.sort_unstable();
    for delay in delays {
        let delay = Duration::from_micros(delay);
        let mut child = spool.command(&["deliver", "--now", &now]).spawn().unwrap();
        let mut input = child.stdin.take().unwrap();
        input.write_all(&raw).unwrap();
        drop(input);
        std::thread::sleep(delay);
        let _ = child.kill();
        let _ = child.wait();
        let n = plies(&spool);
        assert!(
            n == 1 || n == 3,
            "{n} plies after a kill: the move without its answer"
        );
        seen.insert(n);
        if n == 3 {
            break;
        }
    }
    // At least one kill landed before the commit (else the loop tested nothing).
    assert!(
        seen.contains(&1),
        "no kill landed before the commit: {seen:?}"
    );
    // The mail delivered again after the kills, as an MTA retries a failed delivery.
    spool.pawnpost(&["deliver", "--now", &now], Some(&raw));
    // Killed mid-mail three times in a row, it was set aside as a mail that kills its
    // process (issue 30): the admin's `quarantine reprocess` applies it, once.
    let aside: serde_json::Value =
        serde_json::from_str(&spool.pawnpost(&["quarantine", "list", "--json"], None)).unwrap();
    if let Some(first) = aside.as_array().and_then(|a| a.first()) {
        let id = first["id"].to_string();
        spool.pawnpost(&["quarantine", "reprocess", &id, "--now", &now], None);
        eprintln!("set aside after the kills, then reprocessed");
    }
    assert_eq!(spool.moves(), ["e4", "e5", "Nf3"]);
    eprintln!("plies seen after kills: {seen:?}");
}
