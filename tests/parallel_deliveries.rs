//! Issue 20, parallel deliveries: Postfix runs one `pawnpost deliver` per mail and many
//! at once, next to `pawnpost run`, all draining one outbox. Every letter must go out
//! exactly once, whichever process sends it: senders claim rows with a lease before
//! sending, and a sender that dies leaves its letters to another once the lease ran out.
//!
//! Letters are counted in the Maildir spool by Message-ID: a letter sent twice is two
//! files with one Message-ID.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Barrier};
use std::time::Duration;

use pawnpost::config::{MaildirConfig, OutboundConfig, RetryPolicy};
use pawnpost::daemon::drain_outbox;
use pawnpost::game::Game;
use pawnpost::identity::{ReplyToken, ServerSecret, reply_address};
use pawnpost::mail::sink::Sink;
use pawnpost::store::{Lease, OutgoingMail, Store, StoreThread};

const SERVER: &str = "pawnpost@localhost";
const DAY: i64 = 86_400;
const POLICY: RetryPolicy = RetryPolicy {
    max_attempts: 10,
    base: Duration::from_secs(1),
    max: Duration::from_secs(8),
};
/// How many `pawnpost deliver`s run at once, as Postfix's default
/// `default_destination_concurrency_limit` allows.
const PARALLEL: usize = 20;

/// Every letter under `spool` (`<spool>/<recipient>/new/*`, the inbound spool
/// `pawnpost/` left out), counted by Message-ID.
fn letters_in(spool: &Path) -> BTreeMap<String, usize> {
    let mut seen = BTreeMap::new();
    let Ok(recipients) = std::fs::read_dir(spool) else {
        return seen;
    };
    for recipient in recipients.flatten() {
        if recipient.file_name() == "pawnpost" {
            continue;
        }
        let Ok(files) = std::fs::read_dir(recipient.path().join("new")) else {
            continue;
        };
        for file in files.flatten() {
            let bytes = std::fs::read(file.path()).unwrap();
            let message = mail_parser::MessageParser::default()
                .parse(&bytes)
                .unwrap_or_else(|| panic!("{} is not a mail", file.path().display()));
            let id = message
                .message_id()
                .unwrap_or_else(|| panic!("{} has no Message-ID", file.path().display()))
                .to_owned();
            *seen.entry(id).or_insert(0) += 1;
        }
    }
    seen
}

/// (letters, Message-IDs seen more than once) of a spool.
fn tally(spool: &Path) -> (usize, Vec<(String, usize)>) {
    let letters = letters_in(spool);
    let total = letters.values().sum();
    let doubled = letters.into_iter().filter(|(_, n)| *n > 1).collect();
    (total, doubled)
}

fn outbox_rows(database: &Path) -> i64 {
    let conn = rusqlite::Connection::open(database).unwrap();
    conn.query_row("SELECT count(*) FROM outbox", [], |r| r.get(0))
        .unwrap()
}

/// A letter as `queue` would leave it, with its own Message-ID.
fn letter(n: usize, to: &str) -> OutgoingMail {
    let message_id = format!("<letter.{n}@localhost>");
    OutgoingMail {
        recipient: to.to_owned(),
        subject: format!("letter {n}"),
        message_id: message_id.clone(),
        raw: format!(
            "From: {SERVER}\r\nTo: {to}\r\nSubject: letter {n}\r\nMessage-ID: {message_id}\r\n\r\nletter {n}\r\n"
        )
        .into_bytes(),
        game: None,
        ply: None,
        kind: pawnpost::store::LetterKind::Proven,
        mailbox: to.to_owned(),
        text: String::new(),
    }
}

/// Several senders (each its own thread, runtime and connection, as separate processes
/// would be) drain one outbox into one spool at the same moment.
#[test]
fn parallel_drains_send_each_letter_exactly_once() {
    const LETTERS: usize = 150;
    const SENDERS: usize = 6;
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("pawnpost.sqlite3");
    let spool = dir.path().join("spool");
    let mut store = Store::open(&database).unwrap();
    let now = pawnpost::time::now();
    store
        .transaction(|tx| {
            for n in 0..LETTERS {
                tx.queue_mail(&letter(n, &format!("player{}@localhost", n % 10)), now)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();

    let start = Arc::new(Barrier::new(SENDERS));
    let senders: Vec<_> = (0..SENDERS)
        .map(|_| {
            let (database, spool, start) = (database.clone(), spool.clone(), Arc::clone(&start));
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                runtime.block_on(async {
                    let store = StoreThread::open(&database).unwrap();
                    let mut sink =
                        Sink::from_config(&OutboundConfig::Maildir(MaildirConfig { path: spool }))
                            .unwrap();
                    start.wait();
                    let mut sent = 0;
                    loop {
                        let round = drain_outbox(&store, &mut sink, SERVER, POLICY)
                            .await
                            .unwrap();
                        if round == 0 {
                            return sent;
                        }
                        sent += round;
                    }
                })
            })
        })
        .collect();
    let reported: Vec<usize> = senders.into_iter().map(|s| s.join().unwrap()).collect();

    let (letters, doubled) = tally(&spool);
    eprintln!(
        "{SENDERS} senders, {LETTERS} letters queued: {letters} in the spool, sent per sender {reported:?}, {} Message-IDs more than once",
        doubled.len()
    );
    assert!(doubled.is_empty(), "letters sent twice: {doubled:?}");
    assert_eq!(letters, LETTERS);
    assert_eq!(reported.iter().sum::<usize>(), LETTERS);
    let counts = store.outbox_counts().unwrap();
    assert_eq!(
        (counts.pending, counts.sent, counts.dead),
        (0, LETTERS as u64, 0)
    );
}

/// A sender that claimed a letter and fell silent (it hangs, or it runs where this
/// process cannot tell whether it lives: another container, a reused process id) holds
/// it until its claim runs out: no other sender sends it before, the next drain after.
/// (A sender known to be dead loses its claims at once: `store::lease`'s tests.)
#[tokio::test]
async fn a_letter_claimed_by_a_silent_sender_goes_out_once_its_claim_runs_out() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("pawnpost.sqlite3");
    let spool = dir.path().join("spool");
    let mut store = Store::open(&database).unwrap();
    store
        .transaction(|tx| tx.queue_mail(&letter(1, "alice@localhost"), pawnpost::time::now()))
        .unwrap();
    let silent = Lease::new(Duration::from_secs(2));
    let claimed = store
        .claim_outbox(&silent, pawnpost::time::now(), 8)
        .unwrap();
    assert_eq!(claimed.len(), 1);
    let until = store.next_outbox_due().unwrap().expect("still pending");

    let outbox = StoreThread::open(&database).unwrap();
    let mut sink = Sink::from_config(&OutboundConfig::Maildir(MaildirConfig {
        path: spool.clone(),
    }))
    .unwrap();
    let mut tries = 0;
    while pawnpost::time::now() < until {
        let sent = drain_outbox(&outbox, &mut sink, SERVER, POLICY)
            .await
            .unwrap();
        assert_eq!(sent, 0, "sent while another sender held it");
        tries += 1;
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(tries > 1);
    assert!(letters_in(&spool).is_empty());
    assert_eq!(
        store.outbox_counts().unwrap().pending,
        1,
        "a held letter is pending"
    );

    let sent = drain_outbox(&outbox, &mut sink, SERVER, POLICY)
        .await
        .unwrap();
    assert_eq!(sent, 1, "the claim ran out: the letter is anyone's");
    assert_eq!(tally(&spool), (1, Vec::new()));
    // The silent sender, were it to wake up, can no longer mark it.
    assert!(
        !store
            .mark_sent(claimed[0].id, &silent, pawnpost::time::now())
            .unwrap()
    );
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.sent, counts.dead), (0, 1, 0));
    assert_eq!(
        drain_outbox(&outbox, &mut sink, SERVER, POLICY)
            .await
            .unwrap(),
        0
    );
    assert_eq!(tally(&spool), (1, Vec::new()));
}

/// An installation on the embedded default in a fresh directory, its database and
/// secret made beforehand (as by the admin's first `pawnpost check-config` or `run`).
struct Spool {
    dir: tempfile::TempDir,
    secret: ServerSecret,
}

impl Spool {
    fn new() -> Spool {
        let dir = tempfile::tempdir().unwrap();
        let secret = ServerSecret::load_or_create(&dir.path().join("var/secret")).unwrap();
        Store::open(&dir.path().join("var/pawnpost.sqlite3")).unwrap();
        Spool { dir, secret }
    }

    fn database(&self) -> PathBuf {
        self.dir.path().join("var/pawnpost.sqlite3")
    }

    fn spool(&self) -> PathBuf {
        self.dir.path().join("var/spool")
    }

    /// `games` games between `w<i>@example.org` and `b<i>@example.org`, White to move.
    fn seed_games(&self, games: usize) -> Vec<i64> {
        let mut store = Store::open(&self.database()).unwrap();
        let now = pawnpost::time::now();
        store
            .transaction(|tx| {
                (0..games)
                    .map(|i| {
                        let mut game = Game::new(
                            &format!("w{i}@example.org"),
                            &format!("b{i}@example.org"),
                            30 * DAY,
                            now,
                        );
                        tx.insert_game(&mut game, now)
                    })
                    .collect::<Result<Vec<_>, _>>()
            })
            .unwrap()
    }

    /// White's first move in `game`, sent to White's reply address of that game.
    fn first_move(&self, game: i64, i: usize) -> Vec<u8> {
        let white = format!("w{i}@example.org");
        let to = reply_address(
            SERVER,
            game,
            &ReplyToken::for_player(&self.secret, game, &white),
        );
        format!(
            "From: {white}\r\nTo: {to}\r\nSubject: game {game}\r\nMessage-ID: <move.{game}@example.org>\r\n\r\ne4\r\n"
        )
        .into_bytes()
    }

    /// Runs one `pawnpost deliver` per mail, all at once: every process is started and
    /// waiting on its standard input before any mail is written to one. Returns each
    /// exit code with its output.
    fn deliver_all(&self, mails: Vec<Vec<u8>>) -> Vec<(i32, String)> {
        self.deliver_all_timed(mails)
            .into_iter()
            .map(|(code, out, _)| (code, out))
            .collect()
    }

    /// [`Spool::deliver_all`], with the time from the common start to each process's
    /// exit.
    fn deliver_all_timed(&self, mails: Vec<Vec<u8>>) -> Vec<(i32, String, Duration)> {
        let mut children: Vec<_> = mails
            .iter()
            .map(|_| {
                Command::new(env!("CARGO_BIN_EXE_pawnpost"))
                    .arg("deliver")
                    .current_dir(self.dir.path())
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        let start = Arc::new(Barrier::new(mails.len()));
        let began = std::time::Instant::now();
        let writers: Vec<_> = children
            .iter_mut()
            .zip(mails)
            .map(|(child, mail)| {
                let mut input = child.stdin.take().unwrap();
                let start = Arc::clone(&start);
                std::thread::spawn(move || {
                    start.wait();
                    let _ = input.write_all(&mail);
                })
            })
            .collect();
        for writer in writers {
            writer.join().unwrap();
        }
        let waiters: Vec<_> = children
            .into_iter()
            .map(|child| {
                std::thread::spawn(move || {
                    let out = child.wait_with_output().unwrap();
                    (
                        out.status.code().unwrap_or(-1),
                        String::from_utf8_lossy(&out.stderr).into_owned(),
                        began.elapsed(),
                    )
                })
            })
            .collect();
        waiters.into_iter().map(|w| w.join().unwrap()).collect()
    }
}

/// Finding: the same mail delivered 20 times at once was recorded once, with one outbox
/// row, and 13–14 copies of its answer went out. One mail, one answer.
#[test]
fn twenty_parallel_deliveries_of_one_mail_send_one_letter() {
    let spool = Spool::new();
    let mail = b"From: carol@example.org\r\nTo: pawnpost@localhost\r\nSubject: help\r\nMessage-ID: <same.mail@example.org>\r\n\r\nHelp\r\n".to_vec();
    let results = spool.deliver_all(vec![mail; PARALLEL]);
    for (code, out) in &results {
        assert_eq!(*code, 0, "{out}");
    }
    let (letters, doubled) = tally(&spool.spool());
    let rows = outbox_rows(&spool.database());
    eprintln!(
        "{PARALLEL} identical mails delivered in parallel: {rows} outbox row(s), {letters} letter(s) in the spool"
    );
    assert_eq!(rows, 1, "one mail, one answer queued");
    assert!(doubled.is_empty(), "letters sent twice: {doubled:?}");
    assert_eq!(letters, 1);
}

/// Finding: 20 different mails delivered at once gave 74 letters (3.7 times too many).
/// Here: White's first move in each of 20 games (players of a game are never capped),
/// two letters each.
#[test]
fn twenty_parallel_deliveries_of_different_mails_send_each_letter_once() {
    let spool = Spool::new();
    let games = spool.seed_games(PARALLEL);
    let mails = games
        .iter()
        .enumerate()
        .map(|(i, &game)| spool.first_move(game, i))
        .collect();
    let results = spool.deliver_all(mails);
    for (code, out) in &results {
        assert_eq!(*code, 0, "{out}");
    }
    let (letters, doubled) = tally(&spool.spool());
    let rows = outbox_rows(&spool.database());
    eprintln!(
        "{PARALLEL} different mails delivered in parallel: {rows} outbox rows, {letters} letters in the spool, {} Message-IDs more than once",
        doubled.len()
    );
    let store = Store::open(&spool.database()).unwrap();
    for &game in &games {
        assert_eq!(
            store.load_game(game).unwrap().moves().len(),
            1,
            "game {game}"
        );
    }
    assert_eq!(rows, 2 * PARALLEL as i64, "two letters per move");
    assert!(doubled.is_empty(), "letters sent twice: {doubled:?}");
    assert_eq!(letters as i64, rows);
    let counts = store.outbox_counts().unwrap();
    assert_eq!((counts.pending, counts.dead), (0, 0));
}

/// A well-known player: `Annabel` with 51 games going on and 30 finished, each of up to
/// 80 plies played at random (the same random games at every run).
fn seed_a_busy_player(spool: &Spool) {
    const PLIES: usize = 80;
    let mut seed: u64 = 20;
    let mut random = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    let anna = "anna@example.org";
    let mut store = Store::open(&spool.database()).unwrap();
    let now = pawnpost::time::now() - 40 * DAY;
    store
        .transaction(|tx| {
            tx.set_public_name(anna, "Annabel", now)?;
            for i in 0..81 {
                let opponent = format!("o{i}@example.org");
                let (white, black) = if i % 2 == 0 {
                    (anna, opponent.as_str())
                } else {
                    (opponent.as_str(), anna)
                };
                let mut game = Game::new(white, black, 30 * DAY, now);
                for ply in 0..PLIES {
                    let moves = game.legal_moves_san();
                    if game.is_over() || moves.is_empty() {
                        break;
                    }
                    let by = if ply % 2 == 0 { white } else { black };
                    let san = &moves[random(moves.len())];
                    let command = pawnpost::command::Command::Move(san.parse().unwrap());
                    game.apply(by, &[command], None, now + ply as i64 * 3600);
                }
                if i >= 51 && !game.is_over() {
                    game.apply(
                        white,
                        &[pawnpost::command::Command::Resign],
                        None,
                        now + DAY,
                    );
                }
                tx.insert_game(&mut game, now)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();
}

/// Finding 6: a forged mail with 32 spellings of `Player player1` (a player with 51
/// games going on and 30 finished) cost about 1.4 s inside the write transaction, and
/// 12 of them at once made a real move's `pawnpost deliver` give up on the lock (exit
/// 75: the MTA defers the move for minutes). Now a mail's questions are worked out from
/// a read snapshot before its write transaction, the same question once and at most
/// three per mail: the move goes through at once.
#[test]
fn expensive_questions_in_parallel_never_keep_a_move_waiting() {
    let spool = Spool::new();
    seed_a_busy_player(&spool);
    let game = spool.seed_games(1)[0];
    let spellings: Vec<String> = (0..32)
        .map(|k| {
            let name: String = "annabel"
                .chars()
                .enumerate()
                .map(|(i, c)| {
                    if k >> i & 1 == 1 {
                        c.to_ascii_uppercase()
                    } else {
                        c
                    }
                })
                .collect();
            format!("Player {name}")
        })
        .collect();
    let mut mails: Vec<Vec<u8>> = (0..12)
        .map(|i| {
            format!(
                "From: mallory{i}@evil.example\r\nTo: {SERVER}\r\nSubject: who\r\nMessage-ID: <q.{i}@evil.example>\r\n\r\n{}\r\n",
                spellings.join("\r\n")
            )
            .into_bytes()
        })
        .collect();
    mails.push(spool.first_move(game, 0));
    let results = spool.deliver_all_timed(mails);
    let (code, out, move_took) = results.last().unwrap();
    let slowest = results.iter().map(|(_, _, t)| *t).max().unwrap();
    eprintln!(
        "12 mails of 32 `Player` questions and one move delivered at once: the move done in {:.2} s, all in {:.2} s, exit codes {:?}",
        move_took.as_secs_f64(),
        slowest.as_secs_f64(),
        results.iter().map(|(c, _, _)| *c).collect::<Vec<_>>()
    );
    assert_eq!(*code, 0, "the move was not committed: {out}");
    for (code, out, _) in &results {
        assert_eq!(*code, 0, "{out}");
    }
    let store = Store::open(&spool.database()).unwrap();
    assert_eq!(store.load_game(game).unwrap().moves().len(), 1);
    // Each forged sender got one answer, with Annabel's history once (not 32 times).
    let letters = letters_in(&spool.spool());
    let to_mallory = std::fs::read_dir(spool.spool().join("mallory0@evil.example/new"))
        .unwrap()
        .map(|f| {
            let raw = std::fs::read(f.unwrap().path()).unwrap();
            let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
            message.body_text(0).unwrap().into_owned()
        })
        .collect::<Vec<_>>();
    assert_eq!(to_mallory.len(), 1, "{letters:?}");
    let text = &to_mallory[0];
    assert_eq!(text.matches("Annabel").count(), 1, "{text}");
    assert!(text.contains("Current games"), "{text}");
}
