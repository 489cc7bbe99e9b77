//! Clocks over the spool, with `pawnpost deliver --now` and `pawnpost sweep --now`: a
//! `3 days per move` game forfeits on day 4 and not on day 3; a `Fischer 10+1` bank grows
//! by a day per move and forfeits when spent; `Leave 7 days` on day 2 moves both the
//! player's deadline and the silence rule by 7 days and shrinks the allowance; `Give 2
//! days` moves the opponent's deadline; a reminder comes before each deadline; a
//! heartbeat gap of 5 hours moves every running deadline by 5 hours; and the calendar
//! file of "your move" mails parses, keeps its UID and grows its SEQUENCE.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use icalendar::{CalendarDateTime, Component as _, DatePerhapsTime};
use mail_parser::{MessageParser, MimeHeaders as _};

const HOUR: i64 = 3_600;
const DAY: i64 = 86_400;
/// 2025-06-01T00:00:00Z: in the past, so the outbox sends every reply at once.
const T0: i64 = 1_748_736_000;
const ALICE: &str = "alice@localhost";
const BOB: &str = "bob@localhost";

/// One installation in a temporary directory, driven by the `pawnpost` binary.
struct Spool {
    dir: tempfile::TempDir,
    serial: u32,
    /// A config file of its own (`pawnpost.toml` in the directory), if any.
    config: bool,
}

/// A letter as the player's client shows it.
#[derive(Debug, Clone)]
struct Letter {
    subject: String,
    reply_to: String,
    message_id: String,
    text: String,
    /// The calendar file attached, if any.
    calendar: Option<String>,
}

impl Spool {
    fn new() -> Spool {
        Spool {
            dir: tempfile::tempdir().unwrap(),
            serial: 0,
            config: false,
        }
    }

    /// An installation with `toml` as its config file (the rest as by default).
    fn with_config(toml: &str) -> Spool {
        let spool = Spool {
            config: true,
            ..Spool::new()
        };
        std::fs::write(spool.dir.path().join("pawnpost.toml"), toml).unwrap();
        spool
    }

    fn pawnpost(&self, args: &[&str], stdin: Option<&str>) -> String {
        let mut args = args.to_vec();
        if self.config {
            args.splice(1..1, ["--config", "pawnpost.toml"]);
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_pawnpost"))
            .args(&args)
            .current_dir(self.dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        if let Some(text) = stdin {
            let mut input = input;
            input.write_all(text.as_bytes()).unwrap();
        } else {
            drop(input);
        }
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "pawnpost {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    /// Delivers a mail from `from` to `to` at `at`, answering `parent`.
    fn send(&mut self, at: i64, from: &str, to: &str, parent: Option<&Letter>, body: &str) {
        self.serial += 1;
        let reply = parent
            .map(|p| format!("In-Reply-To: <{}>\r\n", p.message_id))
            .unwrap_or_default();
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <c{}@client.example>\r\n{reply}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.serial
        );
        self.pawnpost(&["deliver", "--now", &at.to_string()], Some(&raw));
    }

    /// Answers `who`'s latest letter with `body` at `at`.
    fn reply(&mut self, at: i64, who: &str, body: &str) {
        let latest = self.latest(who);
        self.send(at, who, &latest.reply_to.clone(), Some(&latest), body);
    }

    /// Answers `who`'s latest letter about game 1 with `body` at `at`.
    fn reply_in_game(&mut self, at: i64, who: &str, body: &str) {
        let latest = self
            .letters(who)
            .into_iter()
            .rev()
            .find(|l| l.subject.starts_with("[pawnpost #1]"))
            .unwrap_or_else(|| panic!("no letter about game 1 to {who}"));
        self.send(at, who, &latest.reply_to.clone(), Some(&latest), body);
    }

    /// Answers `who`'s latest letter about game `game` with `body` at `at`.
    fn reply_to_game(&mut self, at: i64, who: &str, game: i64, body: &str) {
        let tag = format!("[pawnpost #{game}]");
        let latest = self
            .letters(who)
            .into_iter()
            .rev()
            .find(|l| l.subject.starts_with(&tag))
            .unwrap_or_else(|| panic!("no letter about game {game} to {who}"));
        self.send(at, who, &latest.reply_to.clone(), Some(&latest), body);
    }

    /// `pawnpost sweep --now at`: its report.
    fn sweep(&self, at: i64) -> String {
        self.pawnpost(&["sweep", "--now", &at.to_string()], None)
    }

    /// `pawnpost show GAME --json`.
    fn show(&self, game: i64) -> serde_json::Value {
        serde_json::from_str(&self.pawnpost(&["show", &game.to_string(), "--json"], None)).unwrap()
    }

    /// `pawnpost show GAME --json --now at`: the clocks as they stand then.
    fn show_at(&self, game: i64, at: i64) -> serde_json::Value {
        let args = [
            "show",
            &game.to_string(),
            "--json",
            "--now",
            &at.to_string(),
        ];
        serde_json::from_str(&self.pawnpost(&args, None)).unwrap()
    }

    fn maildir(&self, who: &str) -> PathBuf {
        self.dir.path().join("var/spool").join(who).join("new")
    }

    /// Every letter `who` received, oldest first: in the order of the Maildir writer's
    /// file names (`seconds.M<micros>P<pid>Q<counter>.host`), which a file's time (whole
    /// seconds on some file systems) cannot tell apart within a second.
    fn letters(&self, who: &str) -> Vec<Letter> {
        let order = |path: &Path| -> (u64, u64, u64) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let number = |after: char, until: char| -> u64 {
                let start = name.find(after).map_or(0, |i| i + 1);
                let rest = &name[start..];
                rest[..rest.find(until).unwrap_or(rest.len())]
                    .parse()
                    .unwrap_or(0)
            };
            let seconds = name.split('.').next().unwrap().parse().unwrap_or(0);
            (seconds, number('M', 'P'), number('Q', '.'))
        };
        let mut files: Vec<PathBuf> = std::fs::read_dir(self.maildir(who))
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        files.sort_by_key(|p| order(p));
        files.iter().map(|p| read(p)).collect()
    }

    fn latest(&self, who: &str) -> Letter {
        self.letters(who)
            .pop()
            .unwrap_or_else(|| panic!("no letter to {who}"))
    }

    /// Alice challenges Bob with `terms` at `at` (confirming her address), Bob accepts
    /// a minute later: game 1, Alice White.
    fn start(&mut self, at: i64, terms: &str) {
        self.start_another(at, terms);
        let invitation = self.answer(BOB, "challenges you");
        assert!(
            invitation.text.contains("Time control:") || terms.is_empty(),
            "{}",
            invitation.text
        );
    }

    /// `who`'s latest letter whose subject contains `subject`.
    fn answer(&self, who: &str, subject: &str) -> Letter {
        self.letters(who)
            .into_iter()
            .rev()
            .find(|l| l.subject.contains(subject))
            .unwrap_or_else(|| panic!("no letter {subject:?} to {who}"))
    }

    /// Alice challenges Bob at `at` with `terms` (one more game, or the first): her
    /// confirmation and his acceptance answer the letters that ask for them, found by
    /// their subjects.
    fn start_another(&mut self, at: i64, terms: &str) {
        let body = format!("Challenge {BOB} white {terms}");
        self.send(at, ALICE, "pawnpost@localhost", None, &body);
        let confirm = self.answer(ALICE, "please confirm your mail");
        self.send(
            at,
            ALICE,
            &confirm.reply_to.clone(),
            Some(&confirm),
            "Confirm",
        );
        let invitation = self.answer(BOB, "challenges you");
        self.send(
            at + 60,
            BOB,
            &invitation.reply_to.clone(),
            Some(&invitation),
            "Accept",
        );
    }

    fn database(&self) -> PathBuf {
        self.dir.path().join("var/pawnpost.sqlite3")
    }
}

fn read(path: &Path) -> Letter {
    let bytes = std::fs::read(path).unwrap();
    let mail = MessageParser::default().parse(&bytes).unwrap();
    let calendar = mail
        .attachments()
        .find(|a| {
            a.content_type()
                .is_some_and(|ct| ct.subtype() == Some("calendar"))
        })
        .map(|a| String::from_utf8(a.contents().to_vec()).unwrap());
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
        calendar,
    }
}

fn int(value: &serde_json::Value) -> i64 {
    value
        .as_i64()
        .unwrap_or_else(|| panic!("not a number: {value}"))
}

#[test]
fn three_days_per_move_forfeits_on_day_four_not_on_day_three() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    let game = spool.show(1);
    assert_eq!(int(&game["deadline"]), moved + 3 * DAY);
    assert!(
        spool.latest(BOB).text.contains("Black 3 days left"),
        "{}",
        spool.latest(BOB).text
    );

    let day3 = spool.sweep(moved + 3 * DAY - 60);
    assert!(!day3.contains("forfeited"), "{day3}");
    assert!(day3.contains("game 1: reminded Black"), "{day3}");
    let reminder = spool.latest(BOB);
    assert!(reminder.subject.contains("Reminder"), "{reminder:#?}");

    let day4 = spool.sweep(moved + 3 * DAY + 60);
    assert!(day4.contains("game 1: Black forfeited"), "{day4}");
    let over = spool.latest(ALICE);
    assert!(
        over.text
            .contains("Black did not act before the deadline and loses on time"),
        "{}",
        over.text
    );
    assert!(
        over.text.contains("Game over: you won by forfeit"),
        "{}",
        over.text
    );
}

#[test]
fn a_fischer_bank_grows_by_a_day_per_move_and_forfeits_when_spent() {
    let mut spool = Spool::new();
    spool.start(T0, "Fischer 10+1");
    let begun = T0 + 60;
    let first = begun + 3 * DAY;
    spool.reply(first, ALICE, "e4");
    assert_eq!(int(&spool.show(1)["white_clock_secs"]), 8 * DAY);
    spool.reply(first + HOUR, BOB, "e5");
    let second = first + 2 * HOUR;
    spool.reply(second, ALICE, "Nf3");
    let game = spool.show_at(1, second);
    assert_eq!(
        int(&game["white_clock_secs"]),
        9 * DAY - HOUR,
        "a day more, an hour used"
    );
    assert_eq!(
        int(&game["black_clock_secs"]),
        10 * DAY,
        "capped at the starting bank"
    );
    let later = spool.show_at(1, second + 2 * DAY);
    assert_eq!(
        int(&later["black_clock_secs"]),
        8 * DAY,
        "Black's bank runs"
    );
    assert_eq!(int(&game["deadline"]), second + 10 * DAY);

    let before = spool.sweep(second + 10 * DAY - 60);
    assert!(!before.contains("forfeited"), "{before}");
    let spent = spool.sweep(second + 10 * DAY);
    assert!(spent.contains("game 1: Black forfeited"), "{spent}");
}

#[test]
fn leave_on_day_two_moves_both_deadlines_by_seven_days_and_uses_the_allowance() {
    let mut spool = Spool::new();
    spool.start(T0, "10 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    let game = spool.show(1);
    assert_eq!(int(&game["clock_deadline"]), moved + 10 * DAY);
    assert_eq!(int(&game["silence_deadline"]), moved + 30 * DAY);

    // Day 2: Bob, to move, takes a week off, from his game mail.
    let day2 = moved + 2 * DAY;
    spool.reply(day2, BOB, "Leave 7 days");
    let game = spool.show(1);
    assert_eq!(int(&game["clock_deadline"]), moved + 17 * DAY);
    assert_eq!(int(&game["silence_deadline"]), moved + 37 * DAY);
    let booked = spool.latest(BOB);
    assert!(
        booked.text.contains("You are on leave until"),
        "{}",
        booked.text
    );
    assert!(
        booked.text.contains("Leave left in 2025: 23 days of 30."),
        "{}",
        booked.text
    );
    assert!(
        booked.text.contains("Game #1: your move now by"),
        "{}",
        booked.text
    );
    assert!(
        booked.calendar.is_some(),
        "the moved deadline as a calendar entry"
    );
    let told = spool.latest(ALICE);
    assert!(
        told.subject.contains("Black is on leave until"),
        "{told:#?}"
    );

    // More than is left this year is refused, with what remains.
    spool.reply(day2 + HOUR, BOB, "Leave from 2025-08-01 to 2025-08-31");
    let refused = spool.latest(BOB);
    assert!(
        refused.text.contains("and 23 days are left"),
        "{}",
        refused.text
    );

    // A move during leave plays, and the leave goes on.
    spool.reply_in_game(day2 + 2 * HOUR, BOB, "e5");
    let game = spool.show_at(1, day2 + 3 * HOUR);
    assert_eq!(game["san"][1], "e5");
    assert_eq!(game["on_leave"][0][0], BOB);
    assert_eq!(int(&game["on_leave"][0][1]), day2 + 7 * DAY);

    // Back ends it; Alice hears.
    spool.reply_in_game(day2 + DAY, BOB, "Back");
    assert!(spool.latest(BOB).text.contains("Welcome back"));
    assert!(spool.latest(ALICE).subject.contains("Black is back"));
    assert!(
        spool
            .latest(BOB)
            .text
            .contains("Leave left in 2025: 29 days of 30."),
        "{}",
        spool.latest(BOB).text
    );

    // Leave booked in advance: the sweep tells Alice when it begins and when it ends.
    spool.reply(
        day2 + DAY + HOUR,
        BOB,
        "Leave from 2025-06-06 to 2025-06-07",
    );
    assert!(
        spool
            .latest(BOB)
            .text
            .contains("Leave left in 2025: 27 days of 30."),
        "{}",
        spool.latest(BOB).text
    );
    let june6 = T0 + 5 * DAY;
    let alice_before = spool.letters(ALICE).len();
    spool.sweep(june6 - 60);
    assert_eq!(spool.letters(ALICE).len(), alice_before, "not yet");
    spool.sweep(june6 + 60);
    assert!(
        spool
            .latest(ALICE)
            .subject
            .contains("Black is on leave until")
    );
    spool.sweep(june6 + 2 * DAY + 60);
    assert!(spool.latest(ALICE).subject.contains("Black is back"));
}

#[test]
fn give_two_days_moves_the_opponents_deadline() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4\nGive 2 days");
    assert_eq!(int(&spool.show(1)["deadline"]), moved + 5 * DAY);
    assert!(
        spool
            .latest(ALICE)
            .text
            .contains("You gave your opponent 2 days"),
        "{}",
        spool.latest(ALICE).text
    );
    assert!(spool.latest(BOB).text.contains("White gave you 2 days"));
    // Given time was for that turn: the next is plain again.
    spool.reply(moved + 4 * DAY, BOB, "e5");
    assert_eq!(int(&spool.show(1)["black_clock_secs"]), 3 * DAY);
}

#[test]
fn a_reminder_before_each_deadline_at_most_one_a_day() {
    let mut spool = Spool::new();
    spool.start(T0, "10 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    assert!(!spool.sweep(moved + 8 * DAY - 60).contains("reminded"));
    let first = spool.sweep(moved + 8 * DAY);
    assert!(first.contains("game 1: reminded Black"), "{first}");
    assert!(spool.latest(BOB).subject.contains("Reminder"));
    assert!(!spool.sweep(moved + 8 * DAY + HOUR).contains("reminded"));
    let second = spool.sweep(moved + 9 * DAY);
    assert!(second.contains("game 1: reminded Black"), "{second}");
    assert!(!spool.sweep(moved + 10 * DAY - 60).contains("reminded"));
}

#[test]
fn a_heartbeat_gap_of_five_hours_moves_every_running_deadline_by_five_hours() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    spool.reply(T0 + HOUR, ALICE, "e4");
    spool.start(T0 + 2 * HOUR, "");
    let before: Vec<serde_json::Value> = [1, 2].map(|id| spool.show(id)).into();

    // The daemon read its mailbox at T0 + 3 h, then not until 5 hours later.
    let mut config = pawnpost::config::Config::default();
    config.server.database = spool.database();
    let secret = pawnpost::identity::ServerSecret::load(&spool.dir.path().join("var/secret"))
        .unwrap()
        .unwrap();
    let pm = pawnpost::daemon::Postmaster { config, secret };
    let mut store = pawnpost::store::Store::open(&spool.database()).unwrap();
    let checked = T0 + 3 * HOUR;
    store.record_mailbox_checked(checked).unwrap();
    assert_eq!(
        pawnpost::daemon::mailbox_checked(&pm, &mut store, checked + 50 * 60).unwrap(),
        None,
        "50 minutes are no outage"
    );
    let outage = pawnpost::daemon::mailbox_checked(&pm, &mut store, checked + 50 * 60 + 5 * HOUR)
        .unwrap()
        .unwrap();
    assert_eq!(outage.games, 2);
    drop(store);
    spool.sweep(T0 + 9 * HOUR); // sends the letters

    for (id, was) in [1, 2].into_iter().zip(before) {
        let now = spool.show(id);
        assert_eq!(
            int(&now["deadline"]),
            int(&was["deadline"]) + 5 * HOUR,
            "game {id}"
        );
        assert_eq!(
            int(&now["silence_deadline"]),
            int(&was["silence_deadline"]) + 5 * HOUR,
            "game {id}"
        );
    }
    for who in [ALICE, BOB] {
        let told: Vec<Letter> = spool
            .letters(who)
            .into_iter()
            .filter(|l| l.subject.contains("your clocks got time back"))
            .collect();
        assert_eq!(told.len(), 1, "{who} is told once");
        assert!(told[0].text.contains("Game #1:") && told[0].text.contains("Game #2:"));
    }
}

/// The calendar files of Bob's "your move" mails of game 1.
fn events(letters: &[Letter]) -> Vec<(String, u32, i64, Option<String>)> {
    letters
        .iter()
        .filter_map(|l| l.calendar.as_deref())
        .map(|ics| {
            let unfolded = icalendar::parser::unfold(ics);
            let parsed = icalendar::parser::read_calendar(&unfolded)
                .unwrap_or_else(|e| panic!("{e}\n{ics}"));
            let calendar: icalendar::Calendar = parsed.into();
            let event = calendar
                .components
                .iter()
                .find_map(|c| c.as_event())
                .expect("one event");
            let start = match event.get_start() {
                Some(DatePerhapsTime::DateTime(CalendarDateTime::Utc(t))) => t.timestamp(),
                other => panic!("{other:?}"),
            };
            let status = event.get_status().map(|s| format!("{s:?}"));
            (
                event.get_uid().unwrap().to_owned(),
                event.get_sequence().unwrap(),
                start,
                status,
            )
        })
        .collect()
}

#[test]
fn the_calendar_file_parses_keeps_its_uid_and_grows_its_sequence() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    let mut at = T0 + HOUR;
    for (who, mv) in [(ALICE, "e4"), (BOB, "e5"), (ALICE, "Nf3"), (BOB, "Nc6")] {
        spool.reply(at, who, mv);
        at += HOUR;
    }
    spool.reply(at, ALICE, "Bb5\nGive 1 day");
    let letters = spool.letters(BOB);
    let events = events(&letters);
    assert!(events.len() >= 5, "{events:#?}");
    let uid = &events[0].0;
    assert!(uid.starts_with("pawnpost-1-black@"), "{uid}");
    assert!(events.iter().all(|e| &e.0 == uid), "one UID: {events:#?}");
    for pair in events.windows(2) {
        if pair[0].2 != pair[1].2 {
            assert!(pair[1].1 > pair[0].1, "SEQUENCE grows: {pair:?}");
        }
    }
    // The latest is Bob's deadline, a day given on top of his 3.
    let last = events.last().unwrap();
    assert_eq!(last.2, at + 4 * DAY);
    assert_eq!(last.2, int(&spool.show(1)["deadline"]));
    assert_eq!(last.3.as_deref(), Some("Confirmed"));
    // After his move, his entry is cancelled (a higher SEQUENCE, same UID).
    let raw = letters
        .iter()
        .rev()
        .find_map(|l| l.calendar.clone())
        .unwrap();
    assert!(
        raw.contains("BEGIN:VALARM") && raw.contains("TRIGGER:-P1D"),
        "{raw}"
    );
    spool.reply(at + HOUR, BOB, "a6");
    let after = self::events(&spool.letters(BOB));
    let cancel = after.last().unwrap();
    assert_eq!(&cancel.0, uid);
    assert!(cancel.1 > last.1);
    assert_eq!(cancel.3.as_deref(), Some("Cancelled"));
    // `Calendar off`: no more files.
    spool.reply(at + 2 * HOUR, BOB, "Calendar off");
    spool.reply(at + 3 * HOUR, ALICE, "Ba4");
    assert!(spool.latest(BOB).calendar.is_none());
}

#[test]
fn leave_auto_starts_leave_instead_of_a_loss_on_time_while_days_are_left() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    spool.reply(moved + HOUR, BOB, "Leave auto");
    let on = spool.latest(BOB);
    assert!(on.text.contains("Leave auto is on"), "{}", on.text);
    assert!(
        on.text.contains("Leave left in 2025: 30 days of 30."),
        "{}",
        on.text
    );

    // The deadline passes: a day of Bob's leave instead of a loss.
    let late = moved + 3 * DAY + 60;
    let swept = spool.sweep(late);
    assert!(!swept.contains("forfeited"), "{swept}");
    assert!(
        swept.contains("game 1: black on leave until")
            || swept.contains("game 1: Black on leave until"),
        "{swept}"
    );
    let game = spool.show(1);
    assert_eq!(game["status"], "active", "{game}");
    assert_eq!(int(&game["deadline"]), moved + 4 * DAY);
    let saved = spool.latest(BOB);
    assert!(
        saved
            .text
            .contains("so pawnpost started 1 day of your leave instead"),
        "{}",
        saved.text
    );
    assert!(
        saved.text.contains("Leave left this year: 29 days."),
        "{}",
        saved.text
    );
    let told = spool.latest(ALICE);
    assert!(
        told.subject.contains("Black is on leave until"),
        "{told:#?}"
    );
    assert!(
        told.text.contains("Black's deadline passed, but Black"),
        "{}",
        told.text
    );
    // The sweep again: nothing due until the new deadline.
    let again = spool.sweep(late + HOUR);
    assert!(!again.contains("game 1"), "{again}");

    // Bob's move comes two hours after the new deadline, before any sweep: another
    // day of leave, and the move is played.
    spool.reply_in_game(moved + 4 * DAY + 2 * HOUR, BOB, "e5");
    let game = spool.show(1);
    assert_eq!(game["status"], "active", "{game}");
    assert_eq!(game["san"][1], "e5");
    assert!(
        spool
            .letters(BOB)
            .iter()
            .filter(|l| l.text.contains("so pawnpost started 1 day of your leave"))
            .count()
            == 2
    );
}

#[test]
fn leave_auto_without_days_left_loses_on_time_as_before() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    // The whole year's allowance is booked for July.
    spool.reply(moved + HOUR, BOB, "Leave from 2025-07-01 to 2025-07-30");
    assert!(
        spool
            .latest(BOB)
            .text
            .contains("Leave left in 2025: 0 days of 30."),
        "{}",
        spool.latest(BOB).text
    );
    spool.reply(moved + 2 * HOUR, BOB, "Leave auto");
    assert!(spool.latest(BOB).text.contains("Leave auto is on"));
    let swept = spool.sweep(moved + 3 * DAY + 60);
    assert!(swept.contains("game 1: Black forfeited"), "{swept}");

    // And without Leave auto, days left or not, the clock rules as before.
    let mut plain = Spool::new();
    plain.start(T0, "3 days per move");
    plain.reply(moved, ALICE, "e4");
    let swept = plain.sweep(moved + 3 * DAY + 60);
    assert!(swept.contains("game 1: Black forfeited"), "{swept}");
}

#[test]
fn leave_auto_off_turns_it_off() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    spool.reply(moved + HOUR, BOB, "Leave auto");
    spool.reply(moved + 2 * HOUR, BOB, "Leave auto off");
    assert!(spool.latest(BOB).text.contains("Leave auto is off"));
    let swept = spool.sweep(moved + 3 * DAY + 60);
    assert!(swept.contains("game 1: Black forfeited"), "{swept}");
}

/// `on_time = "ask"`: Bob's clock runs out; Alice is asked, and each of her three
/// answers does what it says.
fn asked() -> (Spool, i64) {
    let mut spool = Spool::with_config("[game]\non_time = \"ask\"\n");
    spool.start(T0, "3 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    let fell = moved + 3 * DAY + 60;
    let swept = spool.sweep(fell);
    assert!(!swept.contains("forfeited"), "{swept}");
    assert!(
        swept.contains("game 1: Black out of time, White asked until"),
        "{swept}"
    );
    let question = spool.latest(ALICE);
    assert!(
        question.text.contains(
            "Black's time ran out. Reply Claim to win on time, Give N days (for example Give 3 days) to let the game go on, or nothing: the game is forfeited in 7 days"
        ),
        "{}",
        question.text
    );
    let told = spool.latest(BOB);
    assert!(
        told.text
            .contains("Your time in this game ran out. White now decides"),
        "{}",
        told.text
    );
    // Meanwhile Bob's move waits, and no reminder comes.
    spool.reply_in_game(fell + HOUR, BOB, "e5");
    assert!(
        spool
            .latest(BOB)
            .text
            .contains("Your time ran out: your opponent decides"),
        "{}",
        spool.latest(BOB).text
    );
    assert!(!spool.sweep(fell + 2 * DAY).contains("game 1"));
    (spool, fell)
}

#[test]
fn on_time_ask_claim_wins_on_time() {
    let (mut spool, fell) = asked();
    spool.reply_in_game(fell + DAY, ALICE, "Claim");
    let game = spool.show(1);
    assert_eq!(game["status"], "finished", "{game}");
    assert!(
        spool
            .latest(ALICE)
            .text
            .contains("Game over: you won by forfeit"),
        "{}",
        spool.latest(ALICE).text
    );
}

#[test]
fn on_time_ask_give_lets_the_game_go_on() {
    let (mut spool, fell) = asked();
    let answered = fell + DAY;
    spool.reply_in_game(answered, ALICE, "Give 2 days");
    let game = spool.show(1);
    assert_eq!(game["status"], "active", "{game}");
    assert_eq!(int(&game["deadline"]), answered + 2 * DAY);
    spool.reply_in_game(answered + DAY, BOB, "e5");
    assert_eq!(spool.show(1)["san"][1], "e5");
}

#[test]
fn on_time_ask_without_an_answer_forfeits_a_week_later() {
    let (spool, fell) = asked();
    let before = spool.sweep(fell + 7 * DAY - 60);
    assert!(!before.contains("forfeited"), "{before}");
    let after = spool.sweep(fell + 7 * DAY);
    assert!(after.contains("game 1: Black forfeited"), "{after}");
}

/// `reminders = ["50%", "80%", "1d"]` with 10 days per move: one reminder at day 5, one
/// at day 8, one at day 9, each once, none before its point.
#[test]
fn reminders_at_each_configured_point_and_never_twice() {
    let mut spool = Spool::with_config("[game]\nreminders = [\"50%\", \"80%\", \"1d\"]\n");
    spool.start(T0, "10 days per move");
    let moved = T0 + HOUR;
    spool.reply(moved, ALICE, "e4");
    for day in [5, 8, 9] {
        let point = moved + day * DAY;
        let before = spool.sweep(point - 60);
        assert!(!before.contains("reminded"), "day {day}: {before}");
        let at = spool.sweep(point);
        assert!(at.contains("game 1: reminded Black"), "day {day}: {at}");
        assert!(spool.latest(BOB).subject.contains("Reminder"));
        let again = spool.sweep(point + 2 * HOUR);
        assert!(!again.contains("reminded"), "day {day}: {again}");
    }
    let reminders = spool
        .letters(BOB)
        .iter()
        .filter(|l| l.subject.contains("Reminder"))
        .count();
    assert_eq!(reminders, 3);
    assert!(!spool.sweep(moved + 10 * DAY - 60).contains("reminded"));
}

/// Bob lets two games reach their deadline within a few hours: after the second he is
/// told what happens next (his third game and its deadline, leave, resigning); not
/// after the first.
#[test]
fn several_games_lost_on_time_tell_the_player_what_happens_next() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    spool.reply(T0 + HOUR, ALICE, "e4");
    spool.start_another(T0 + 2 * HOUR, "3 days per move");
    spool.reply_to_game(T0 + 3 * HOUR, ALICE, 2, "e4");
    // A day later: confirmation requests share a small daily budget.
    spool.start_another(T0 + DAY + 3 * HOUR, "10 days per move");
    spool.reply_to_game(T0 + DAY + 4 * HOUR, ALICE, 3, "e4");
    let told = |spool: &Spool| {
        spool
            .letters(BOB)
            .into_iter()
            .filter(|l| l.subject.contains("games lost on time: what happens next"))
            .collect::<Vec<_>>()
    };

    let first = spool.sweep(T0 + HOUR + 3 * DAY + 60);
    assert!(first.contains("game 1: Black forfeited"), "{first}");
    assert!(told(&spool).is_empty(), "one loss on time is no pattern");

    let second = spool.sweep(T0 + 3 * HOUR + 3 * DAY + 60);
    assert!(second.contains("game 2: Black forfeited"), "{second}");
    let letters = told(&spool);
    assert_eq!(letters.len(), 1);
    let text = &letters[0].text;
    assert!(
        text.contains("2 of your games have been lost on time in the last 30 days"),
        "{text}"
    );
    assert!(text.contains("Game #3: your move now by"), "{text}");
    assert!(!text.contains("Game #1:"), "{text}");
    assert!(text.contains("send Leave 14 days"), "{text}");
    assert!(
        text.contains("Leave left in 2025: 30 days of 30."),
        "{text}"
    );
    assert!(text.contains("resign the games you cannot play"), "{text}");
    assert!(told(&spool).iter().all(|l| !l.text.contains("alice")));

    // His reliability, as `Player` shows it: both finished games lost on time.
    spool.reply_to_game(T0 + 3 * DAY + 5 * HOUR, BOB, 3, "Player");
    let player = spool.latest(BOB);
    assert!(
        player
            .text
            .contains("Last 90 days: lost on time 2 of 2 finished (100%)."),
        "{}",
        player.text
    );
    // Alice's: two games won, none lost; her moves took an hour each (median 0.0).
    spool.reply_to_game(T0 + 3 * DAY + 6 * HOUR, ALICE, 3, "Player");
    let player = spool.latest(ALICE);
    assert!(
        player.text.contains(
            "Last 90 days: lost on time 0 of 2 finished (0%); median time per move 0.0 days."
        ),
        "{}",
        player.text
    );
}

/// A loss on time found by a mail counts like the sweep's: Bob loses game 1 in a
/// sweep, then game 2's deadline passes and Alice's next mail to it is read before
/// any sweep. That mail ends it, and Bob is told of the pattern, as by a sweep.
#[test]
fn a_loss_on_time_found_by_a_mail_tells_of_the_pattern_too() {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    spool.reply(T0 + HOUR, ALICE, "e4");
    spool.start_another(T0 + 2 * HOUR, "3 days per move");
    spool.reply_to_game(T0 + 3 * HOUR, ALICE, 2, "e4");
    let told = |spool: &Spool| {
        spool
            .letters(BOB)
            .into_iter()
            .filter(|l| l.subject.contains("games lost on time: what happens next"))
            .count()
    };
    let first = spool.sweep(T0 + HOUR + 3 * DAY + 60);
    assert!(first.contains("game 1: Black forfeited"), "{first}");
    assert!(!first.contains("game 2: Black forfeited"), "{first}");
    assert_eq!(told(&spool), 0);
    spool.reply_to_game(T0 + 3 * HOUR + 3 * DAY + 60, ALICE, 2, "Nf3");
    assert_eq!(spool.show(2)["status"], "finished");
    assert_eq!(
        told(&spool),
        1,
        "the mail's forfeit is the second loss on time"
    );
}

/// Bob loses game 1 on time (1 of 1 finished in 90 days, 100 %); Alice won it (0 %).
fn bob_lost_on_time() -> (Spool, i64) {
    let mut spool = Spool::new();
    spool.start(T0, "3 days per move");
    spool.reply(T0 + HOUR, ALICE, "e4");
    let at = T0 + HOUR + 3 * DAY + 60;
    assert!(spool.sweep(at).contains("game 1: Black forfeited"));
    (spool, at)
}

/// A seek with `timeouts 10%` is refused to Bob (100 % lost on time), who is told why
/// with his own figures, and taken by Carol, who has no finished game.
#[test]
fn a_seek_with_a_limit_on_losses_on_time_refuses_a_player_over_it() {
    const CAROL: &str = "carol@localhost";
    let (mut spool, at) = bob_lost_on_time();
    spool.reply_to_game(at + HOUR, ALICE, 1, "Seek timeouts 10%");
    let posted = spool.latest(ALICE).text;
    assert!(
        posted.contains("Your seek is posted: a rated game, at most 10% lost on time."),
        "{posted}"
    );

    spool.reply_to_game(at + 2 * HOUR, BOB, 1, "Seek");
    let refused = spool.latest(BOB).text;
    assert!(
        refused.contains(
            "but it admits only players who lost at most 10% of their games of the last 90 days on time. Yours: 1 of 1 lost on time (100%), so no game with"
        ),
        "{refused}"
    );
    assert!(refused.contains("Your seek is posted"), "{refused}");
    assert!(!refused.contains("alice@"), "{refused}");

    // Carol, who never finished a game, takes Alice's seek (the older of the two).
    spool.send(at + 3 * HOUR, CAROL, "pawnpost@localhost", None, "Seek");
    let confirm = spool.answer(CAROL, "please confirm your mail");
    spool.send(
        at + 3 * HOUR,
        CAROL,
        &confirm.reply_to.clone(),
        Some(&confirm),
        "Confirm",
    );
    let matched = spool.answer(CAROL, "seek").text;
    assert!(matched.contains("Your seek was matched"), "{matched}");
    let game = spool.show(2);
    let players = [game["white"].as_str(), game["black"].as_str()];
    assert!(
        players.contains(&Some(ALICE)) && players.contains(&Some(CAROL)),
        "{game}"
    );
}

/// A tournament open only to players with at most 10 % lost on time: Bob's entry is
/// refused with his figures, Alice's taken.
#[test]
fn a_tournament_with_max_timeouts_refuses_an_entry_over_it() {
    let (mut spool, at) = bob_lost_on_time();
    let out = spool.pawnpost(
        &[
            "tournament",
            "open",
            "Autumn",
            "--size",
            "3",
            "--max-timeouts",
            "10",
        ],
        None,
    );
    assert!(!out.contains("error"), "{out}");
    spool.reply_to_game(at + HOUR, BOB, 1, "Join Autumn");
    let refused = spool.latest(BOB).text;
    assert!(
        refused.contains(
            "Autumn admits only players who lost at most 10% of their games of the last 90 days on time. Yours: 1 of 1 lost on time (100%), so you cannot join it now."
        ),
        "{refused}"
    );
    spool.reply_to_game(at + 2 * HOUR, ALICE, 1, "Join Autumn");
    let joined = spool.latest(ALICE).text;
    assert!(
        joined.contains("You joined Autumn (1 of 3 seats taken)"),
        "{joined}"
    );
    assert!(
        joined.contains("open only to players who lost at most 10%"),
        "{joined}"
    );
}
