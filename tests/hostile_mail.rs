//! Hostile mail: forged senders, replays, floods, malformed and oversized mail, header
//! injection and auto-replies, each a fixture in `tests/fixtures/hostile/` (written by
//! `make.py` there) with its expected outcome in [`CASES`]. For every one: no panic, the
//! expected disposition, replies only to registered addresses with no injected header,
//! and no change to games, challenges or the outbox unless the mail was legitimate.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::common;

use common::Office;
use mail_parser::MessageParser;
use pawnpost::config::Config;
use pawnpost::daemon::Disposition;
const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const CAROL: &str = "carol@example.org";
const DAVE: &str = "dave@example.org";
const MALLORY: &str = "mallory@evil.example";
/// Small on purpose, so that committed fixtures can be larger than the limit.
const MAX_MESSAGE_BYTES: u64 = 65_536;
const MAILS_PER_HOUR: u32 = 5;

/// What must become of a fixture.
#[derive(Debug, Clone, Copy)]
enum Expect {
    /// Recorded, not answered, nothing changed.
    Silence,
    /// Answered only to this (registered or sending) address; nothing changed.
    Explain(&'static str),
    /// A legitimate move by Alice: game 1 has one move, replies only to Alice and Bob.
    Played,
    /// A challenge without proof of its sender: nothing changes; the sender alone is
    /// asked to confirm it (a confirmation's reply address), no third party hears.
    Confirm(&'static str),
    /// Delivered twice: the second time a duplicate with no effect at all.
    Duplicate,
    /// Delivered after the named fixture (same Message-ID): a duplicate, no effect.
    DuplicateOf(&'static str),
    /// Thousands of challenges in one mail: no more than the open-challenge limit are
    /// made, and the replies stay few (no amplification).
    ChallengeFlood(&'static str),
    /// Delivered more often than the hourly limit with fresh Message-IDs: one notice,
    /// then silence.
    Flood,
}

use Expect::*;

/// One row per fixture file.
const CASES: &[(&str, Expect)] = &[
    // Forged identity.
    ("forged-alice-no-token", Explain(ALICE)),
    ("forged-alice-bob-token", Explain(ALICE)),
    ("forged-bob-alice-token", Explain(BOB)),
    // A game the sender does not play in is answered as one that does not exist: the
    // answer tells no stranger which games exist (issue 30).
    ("stranger-alice-token", Explain(MALLORY)),
    ("stranger-named-alice", Explain(MALLORY)),
    ("forged-alice-carol-token-game2", Explain(ALICE)),
    ("alice-token-under-game-2", Explain(ALICE)),
    ("alice-token-unknown-game-99", Explain(ALICE)),
    ("garbage-token", Explain(ALICE)),
    ("token-one-char-changed", Explain(ALICE)),
    ("token-one-char-short", Explain(ALICE)),
    ("token-one-char-long", Explain(ALICE)),
    ("token-upper-case-own", Played),
    ("token-upper-case-by-bob", Explain(BOB)),
    ("token-game-leading-zero", Explain(ALICE)),
    ("token-game-negative", Explain(ALICE)),
    ("token-non-ascii", Explain(ALICE)),
    ("token-empty", Explain(ALICE)),
    ("token-huge-game-number", Explain(ALICE)),
    ("token-other-domain", Explain(ALICE)),
    ("token-in-cc-own", Played),
    ("token-in-delivered-to-own", Played),
    ("token-bob-in-delivered-to", Explain(ALICE)),
    ("from-upper-case-own-token", Played),
    ("two-from-addresses", Silence),
    ("sender-header-alice-from-mallory", Explain(MALLORY)),
    ("forged-bob-resign-alice-token", Explain(BOB)),
    ("forged-alice-resign-no-token", Explain(ALICE)),
    ("forged-alice-request-cancel-bob-token", Explain(ALICE)),
    ("forged-alice-claim-no-token", Explain(ALICE)),
    ("subject-tag-stranger", Explain(CAROL)),
    ("subject-tag-other-game", Explain(ALICE)),
    ("subject-tag-own-game-no-token", Explain(ALICE)),
    ("subject-tag-unknown-game", Explain(ALICE)),
    ("subject-two-tags", Explain(ALICE)),
    ("in-reply-to-unknown", Explain(ALICE)),
    ("reply-to-elsewhere-move", Played),
    ("reply-to-elsewhere-help", Explain(ALICE)),
    ("reply-to-elsewhere-forged", Explain(ALICE)),
    // Replays.
    ("replay-move", Duplicate),
    ("replay-move-no-message-id", Duplicate),
    ("replay-same-id-other-body", DuplicateOf("replay-move")),
    // Size and structure.
    ("oversized-150k-text", Played),
    ("oversized-150k-attachment", Played),
    ("nested-mime-200", Played),
    ("nested-mime-2000", Explain(ALICE)),
    ("nested-message-rfc822-300", Explain(ALICE)),
    ("lines-10000-text", Explain(ALICE)),
    ("lines-10000-moves", Explain(ALICE)),
    ("commands-5000-draw-requests", Explain(ALICE)),
    (
        "commands-3000-challenges",
        ChallengeFlood("spammer@example.net"),
    ),
    ("move-100k-word", Explain(ALICE)),
    ("move-100k-digits", Explain(ALICE)),
    ("nul-in-body", Played),
    ("nul-in-headers", Played),
    // A NUL in the sender's address refuses the sender; it is not dropped.
    ("nul-after-from", Silence),
    ("nul-inside-from", Silence),
    ("nul-everywhere", Silence),
    ("invalid-utf8-from", Silence),
    ("invalid-utf8-subject", Explain(ALICE)),
    ("invalid-utf8-display-name", Played),
    ("invalid-utf8-body-declared-utf8", Explain(ALICE)),
    ("empty-file", Silence),
    ("only-whitespace", Silence),
    ("no-header-separator", Explain(ALICE)),
    ("only-body-no-headers", Silence),
    ("random-binary", Silence),
    ("subject-100k", Explain(ALICE)),
    ("headers-10000", Explain(ALICE)),
    ("multipart-no-boundary", Explain(ALICE)),
    ("multipart-empty-boundary", Explain(ALICE)),
    ("multipart-no-parts", Explain(ALICE)),
    ("base64-invalid", Explain(ALICE)),
    ("quoted-printable-invalid", Explain(ALICE)),
    ("charset-unknown", Played),
    ("charset-utf16", Explain(ALICE)),
    ("flowed-endless", Explain(ALICE)),
    ("message-id-10k", Played),
    // Header injection.
    ("inject-encoded-display-name", Played),
    ("inject-encoded-subject", Explain(ALICE)),
    ("inject-encoded-subject-base64", Explain(ALICE)),
    ("inject-subject-bare-cr", Explain(ALICE)),
    ("inject-subject-bare-lf", Explain(ALICE)),
    ("inject-message-id-folded", Played),
    ("inject-message-id-encoded", Played),
    ("inject-references", Played),
    ("inject-challenge-comma", Explain("dan@example.net")),
    ("inject-challenge-crlf-encoded", Explain("dan@example.net")),
    ("inject-challenge-angle", Confirm("dan@example.net")),
    ("inject-challenge-display-name", Explain("dan@example.net")),
    ("inject-display-name-rtl", Played),
    ("inject-comment-body-crlf", Played),
    // HTML.
    ("html-script-resign-visible-move", Played),
    ("html-script-only-move", Explain(ALICE)),
    ("html-event-handlers", Played),
    ("html-javascript-link", Played),
    ("html-style-resign", Played),
    ("html-alternative-script", Played),
    ("html-escaped-script-text", Explain(ALICE)),
    ("html-unclosed-script", Played),
    ("html-comment-resign", Played),
    ("html-help-script-stranger", Explain("dan@example.net")),
    // Machines and loops.
    ("system-sender-mailer-daemon", Silence),
    ("system-sender-postmaster", Silence),
    ("system-sender-noreply", Silence),
    ("system-sender-no-reply-prefix", Silence),
    ("system-sender-donotreply", Silence),
    ("system-sender-mail-daemon", Silence),
    ("auto-auto-replied", Silence),
    ("auto-auto-generated", Silence),
    ("auto-auto-notified", Silence),
    ("auto-x-autoreply", Silence),
    ("auto-x-autorespond", Silence),
    ("auto-precedence-bulk", Silence),
    ("auto-precedence-junk", Silence),
    ("auto-precedence-list", Silence),
    ("auto-precedence-auto-reply", Silence),
    ("auto-list-id", Silence),
    ("auto-list-unsubscribe", Silence),
    ("auto-return-path-null", Silence),
    ("auto-x-loop-own", Silence),
    ("auto-subject-out-of-office", Silence),
    ("auto-submitted-no-is-a-person", Played),
    ("dsn-delivery-status", Silence),
    ("dsn-from-player-address", Silence),
    ("mdn-read-receipt", Silence),
    ("dsn-without-report-wrapper", Silence),
    ("own-address-sender", Silence),
    ("own-address-upper-case", Silence),
    ("own-reply-address-sender", Silence),
    ("missing-from", Silence),
    ("empty-from", Silence),
    ("from-empty-angles", Silence),
    ("from-no-domain", Silence),
    ("from-trailing-at", Silence),
    ("from-no-local-part", Silence),
    ("from-group-syntax", Silence),
    // Addresses: one canonical form (IDNA domain in ASCII, lower case); a local part
    // that cannot be written in ASCII is refused.
    ("idn-sender-help", Silence),
    (
        "idn-domain-sender-help",
        Explain("juergen@xn--bcher-kva.example"),
    ),
    (
        "punycode-sender-help",
        Explain("juergen@xn--bcher-kva.example"),
    ),
    ("ip-literal-sender-help", Silence),
    ("quoted-local-part-help", Silence),
    ("sender-with-comment", Played),
    ("idn-challenge", Explain("dan@example.net")),
    ("idn-domain-challenge", Confirm("dan@example.net")),
    // Challenges.
    ("challenge-self", Explain(ALICE)),
    ("challenge-self-upper-case", Explain(ALICE)),
    ("challenge-server", Explain(ALICE)),
    ("challenge-server-upper-case", Explain(ALICE)),
    ("challenge-server-plus-address", Explain(ALICE)),
    ("challenge-mailer-daemon", Confirm(ALICE)),
    ("challenge-garbage", Explain(ALICE)),
    ("challenge-double-at", Explain(ALICE)),
    ("challenge-only-at", Explain(ALICE)),
    ("challenge-ip-literal", Explain(ALICE)),
    ("challenge-leading-dot", Explain(ALICE)),
    ("challenge-double-dot", Explain(ALICE)),
    ("challenge-nul-in-address", Explain(ALICE)),
    ("challenge-legitimate", Confirm("dan@example.net")),
    // Rate limit.
    ("flood-help", Flood),
];

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hostile")
}

/// The shared in-process office, with two games set up.
struct Rig {
    office: Office,
}

impl std::ops::Deref for Rig {
    type Target = Office;
    fn deref(&self) -> &Office {
        &self.office
    }
}

impl std::ops::DerefMut for Rig {
    fn deref_mut(&mut self) -> &mut Office {
        &mut self.office
    }
}

/// What must not change under hostile mail: games, their moves and results, challenges.
#[derive(Debug, PartialEq, Eq)]
struct Snapshot {
    games: Vec<String>,
    challenges: Vec<String>,
    moves: i64,
    outbox: i64,
}

impl Rig {
    /// Game 1: Alice (White, to move) against Bob; game 2: Carol (White) against Dave.
    fn new() -> Rig {
        let mut rig = Rig {
            office: Office::new(7, 1_790_000_000, |config| {
                config.limits.max_message_bytes = MAX_MESSAGE_BYTES;
                config.limits.mails_per_sender_per_hour = MAILS_PER_HOUR;
            }),
        };
        for (i, (from, body)) in [
            (ALICE, "Challenge bob@example.org white"),
            (BOB, "Accept"),
            (CAROL, "Challenge dave@example.org white"),
            (DAVE, "Accept"),
        ]
        .into_iter()
        .enumerate()
        {
            // Through each player's own reply address: the setup is honest mail.
            let to = rig.own_address(from);
            let raw = format!(
                "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <setup{i}@example.org>\r\n\r\n{body}\r\n"
            );
            rig.deliver(raw.as_bytes());
        }
        let white = rig.store.load_game(1).unwrap();
        assert_eq!((white.white(), white.black()), (ALICE, BOB));
        assert_eq!(rig.store.load_game(2).unwrap().white(), CAROL);
        rig.drain();
        rig
    }

    /// The fixture's bytes with its placeholders replaced by this rig's reply addresses.
    fn fill(&self, raw: &[u8]) -> Vec<u8> {
        let alice = self.token(1, ALICE).to_string();
        let mut flipped = alice.clone().into_bytes();
        flipped[3] = if flipped[3] == b'a' { b'b' } else { b'a' };
        let flipped = String::from_utf8(flipped).unwrap();
        let fills = [
            ("@@A1@@", self.reply_address(1, ALICE)),
            ("@@B1@@", self.reply_address(1, BOB)),
            ("@@C2@@", self.reply_address(2, CAROL)),
            ("@@D2@@", self.reply_address(2, DAVE)),
            (
                "@@A1UP@@",
                format!("pawnpost+1-{}@localhost", alice.to_uppercase()),
            ),
            ("@@A1FLIP@@", format!("pawnpost+1-{flipped}@localhost")),
            (
                "@@A1SHORT@@",
                format!("pawnpost+1-{}@localhost", &alice[1..]),
            ),
            ("@@A1LONG@@", format!("pawnpost+1-{alice}a@localhost")),
            ("@@A1G2@@", format!("pawnpost+2-{alice}@localhost")),
            ("@@A1G99@@", format!("pawnpost+99-{alice}@localhost")),
        ];
        let mut out = raw.to_vec();
        for (placeholder, value) in fills {
            out = replace(&out, placeholder.as_bytes(), value.as_bytes());
        }
        out
    }

    /// Raw bytes of every reply queued since the last drain.
    fn drain(&mut self) -> Vec<Vec<u8>> {
        self.office.drain().into_iter().map(|r| r.raw).collect()
    }

    fn snapshot(&mut self) -> Snapshot {
        self.store
            .transaction(|tx| Ok::<_, pawnpost::store::StoreError>(snapshot(tx.connection())))
            .unwrap()
    }
}

fn snapshot(conn: &rusqlite::Connection) -> Snapshot {
    {
        let count = |sql: &str| conn.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
        let games = count("SELECT count(*) FROM games");
        let mut statement = conn
            .prepare("SELECT * FROM challenges ORDER BY id")
            .unwrap();
        let columns = statement.column_count();
        let challenges = statement
            .query_map([], |row| {
                let mut fields = Vec::new();
                for i in 0..columns {
                    fields.push(format!("{:?}", row.get_ref(i)?));
                }
                Ok(fields.join("|"))
            })
            .unwrap()
            .collect::<Result<Vec<_>, _>>()
            .unwrap();
        let mut statement = conn.prepare("SELECT * FROM games ORDER BY id").unwrap();
        let columns = statement.column_count();
        let games_rows = statement
            .query_map([], |row| {
                let mut fields = Vec::new();
                for i in 0..columns {
                    fields.push(format!("{:?}", row.get_ref(i)?));
                }
                Ok(fields.join("|"))
            })
            .unwrap()
            .collect::<Result<Vec<_>, _>>()
            .unwrap();
        assert_eq!(games_rows.len() as i64, games);
        Snapshot {
            games: games_rows,
            challenges,
            moves: count("SELECT count(*) FROM moves"),
            outbox: count("SELECT count(*) FROM outbox"),
        }
    }
}

fn replace(haystack: &[u8], needle: &[u8], with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(haystack.len());
    let mut i = 0;
    while i < haystack.len() {
        if haystack[i..].starts_with(needle) {
            out.extend_from_slice(with);
            i += needle.len();
        } else {
            out.push(haystack[i]);
            i += 1;
        }
    }
    out
}

/// Headers pawnpost writes; anything else in a reply was injected.
const REPLY_HEADERS: &[&str] = &[
    "from",
    "to",
    "reply-to",
    "subject",
    "message-id",
    "date",
    "auto-submitted",
    "in-reply-to",
    "references",
    "mime-version",
    "content-type",
    "content-transfer-encoding",
];

/// Checks one reply's raw bytes: only our headers, each once, exactly one recipient
/// which is `allowed`, no HTML that could run. Returns the recipient.
fn check_reply(raw: &[u8], allowed: &BTreeSet<&str>, case: &str) -> String {
    let text = String::from_utf8_lossy(raw);
    let (head, _) = text
        .split_once("\r\n\r\n")
        .unwrap_or_else(|| panic!("{case}: reply without a header section"));
    let mut names: Vec<String> = Vec::new();
    for line in head.split("\r\n") {
        assert!(
            !line.contains('\r') && !line.contains('\n'),
            "{case}: bare CR/LF in a reply header: {line:?}"
        );
        if line.starts_with([' ', '\t']) {
            continue;
        }
        let (name, _) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{case}: header line without a name: {line:?}"));
        let name = name.to_ascii_lowercase();
        assert!(
            REPLY_HEADERS.contains(&name.as_str()),
            "{case}: injected header {name:?} in reply:\n{head}"
        );
        assert!(
            !names.contains(&name),
            "{case}: header {name} twice:\n{head}"
        );
        names.push(name);
    }
    let parsed = MessageParser::default()
        .parse(raw)
        .unwrap_or_else(|| panic!("{case}: reply does not parse"));
    let to = parsed.to().expect("a To header");
    assert_eq!(to.iter().count(), 1, "{case}: more than one recipient");
    assert!(parsed.cc().is_none() && parsed.bcc().is_none(), "{case}");
    let recipient = to
        .first()
        .and_then(|a| a.address())
        .unwrap_or_default()
        .to_lowercase();
    assert!(
        allowed.contains(recipient.as_str()),
        "{case}: reply to {recipient}, allowed only {allowed:?}"
    );
    let reply_to = parsed
        .reply_to()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .unwrap_or_default();
    assert!(
        reply_to.to_lowercase().ends_with("@localhost"),
        "{case}: Reply-To {reply_to} is not ours"
    );
    for part in &parsed.parts {
        if let mail_parser::PartType::Html(html) = &part.body {
            let lower = html.to_lowercase();
            assert!(
                !lower.contains("<script")
                    && !lower.contains(" onerror=")
                    && !lower.contains(" onclick="),
                "{case}: reply HTML carries active content"
            );
        }
    }
    recipient
}

fn with_message_id(raw: &[u8], id: &str) -> Vec<u8> {
    let mut out = format!("Message-ID: <{id}>\r\n").into_bytes();
    out.extend_from_slice(&replace(raw, b"Message-ID: <", b"X-Old-Message-ID: <"));
    out
}

fn run_case(name: &str, expect: Expect, report: &mut Vec<String>) {
    let raw = std::fs::read(fixture_dir().join(format!("{name}.eml")))
        .unwrap_or_else(|e| panic!("{name}.eml: {e}"));
    let mut rig = Rig::new();
    let raw = rig.fill(&raw);
    let registered: BTreeSet<&str> = [ALICE, BOB, CAROL, DAVE].into();
    if let DuplicateOf(first) = expect {
        let first = std::fs::read(fixture_dir().join(format!("{first}.eml"))).unwrap();
        let first = rig.fill(&first);
        rig.deliver(&first);
        rig.drain();
    }
    if let Flood = expect {
        let mut notices = 0;
        let mut answered = 0;
        let mut silenced = 0;
        let mut letters = 0;
        let from = "flood@example.org";
        for i in 0..MAILS_PER_HOUR + 10 {
            let before = rig.snapshot();
            let d = rig.deliver(&with_message_id(&raw, &format!("flood{i}@x")));
            let replies = rig.drain();
            letters += replies.len();
            for reply in &replies {
                check_reply(reply, &[from].into(), name);
            }
            match d {
                Disposition::Answered { .. } => answered += 1,
                Disposition::Silenced(why) if why.contains("notice") => {
                    // The notice is a letter without proof: it goes out only while the
                    // sender's mailbox has budget left (the answers spent it here).
                    notices += 1;
                    assert!(replies.len() <= 1, "{name}: one notice at most");
                }
                Disposition::Silenced(_) => {
                    silenced += 1;
                    assert!(replies.is_empty(), "{name}: silence after the notice");
                    let mut after = rig.snapshot();
                    after.outbox = before.outbox;
                    assert_eq!(before, after, "{name}");
                }
                Disposition::Duplicate => panic!("{name}: fresh ids are no duplicates"),
            }
        }
        assert_eq!(
            (answered, notices, silenced),
            (MAILS_PER_HOUR, 1, 9),
            "{name}"
        );
        assert_eq!(
            letters, 2,
            "{name}: the mailbox's budget of letters without proof"
        );
        return;
    }
    let before = rig.snapshot();
    let disposition = rig.deliver(&raw);
    let replies = rig.drain();
    let mut recipients = BTreeSet::new();
    let allowed: BTreeSet<&str> = match expect {
        Explain(to) => [to].into(),
        Confirm(to) => [to].into(),
        Played | Duplicate | DuplicateOf(_) => registered.clone(),
        Silence | Flood => BTreeSet::new(),
        ChallengeFlood(_) => replies
            .iter()
            .map(|raw| {
                let parsed = MessageParser::default().parse(raw).unwrap();
                let to = parsed
                    .to()
                    .and_then(|a| a.first())
                    .and_then(|a| a.address());
                to.unwrap_or_default().to_lowercase()
            })
            .collect::<BTreeSet<String>>()
            .into_iter()
            .map(|a| &*a.leak())
            .collect(),
    };
    for reply in &replies {
        recipients.insert(check_reply(reply, &allowed, name));
    }
    let mut after = rig.snapshot();
    report.push(format!("{name}: {disposition:?} -> {recipients:?}"));
    let unchanged = |after: &mut Snapshot| {
        after.outbox = before.outbox;
        assert_eq!(before, *after, "{name}: state changed");
    };
    match expect {
        Silence => {
            assert!(
                matches!(disposition, Disposition::Silenced(_)),
                "{name}: {disposition:?}"
            );
            assert!(replies.is_empty(), "{name}");
            unchanged(&mut after);
        }
        Explain(to) => {
            assert!(
                matches!(disposition, Disposition::Answered { .. }),
                "{name}: {disposition:?}"
            );
            assert_eq!(recipients, [to.to_owned()].into(), "{name}");
            unchanged(&mut after);
        }
        Played => {
            assert!(
                matches!(disposition, Disposition::Answered { game: Some(1), .. }),
                "{name}: {disposition:?}"
            );
            let game = rig.store.load_game(1).unwrap();
            assert_eq!(game.moves().len(), 1, "{name}: one move");
            assert_eq!(game.moves()[0].san, "e4", "{name}");
            assert!(!game.is_over(), "{name}: the game goes on");
            assert_eq!(
                recipients,
                [ALICE.to_owned(), BOB.to_owned()].into(),
                "{name}"
            );
        }
        Confirm(to) => {
            assert!(
                matches!(disposition, Disposition::Answered { .. }),
                "{name}: {disposition:?}"
            );
            assert_eq!(recipients, [to.to_owned()].into(), "{name}");
            assert!(
                replies.iter().all(|raw| {
                    String::from_utf8_lossy(raw).contains("Reply-To: pawnpost <pawnpost+k")
                }),
                "{name}: not a confirmation request"
            );
            unchanged(&mut after);
        }
        Duplicate | DuplicateOf(_) => {
            let once = rig.snapshot();
            let again = if let Duplicate = expect {
                rig.deliver(&raw)
            } else {
                disposition.clone()
            };
            let mut after = rig.snapshot();
            assert_eq!(again, Disposition::Duplicate, "{name}");
            assert!(
                rig.drain().is_empty() || matches!(expect, DuplicateOf(_)),
                "{name}"
            );
            if let Duplicate = expect {
                after.outbox = once.outbox;
                assert_eq!(once, after, "{name}: replay changed state");
            } else {
                unchanged(&mut after);
                assert!(replies.is_empty(), "{name}");
            }
        }
        ChallengeFlood(by) => {
            let limit = rig.pm.config.limits.open_challenges_per_player as usize;
            let made = after.challenges.len() - before.challenges.len();
            assert!(made <= limit, "{name}: {made} challenges");
            assert!(recipients.contains(by), "{name}");
            // One letter to each challenged player, and everything said to the sender
            // (confirmations, refusals) in one letter.
            let bound = limit + 1;
            assert!(replies.len() <= bound, "{name}: {} replies", replies.len());
            assert_eq!(after.games, before.games, "{name}");
        }
        Flood => unreachable!(),
    }
}

#[test]
fn every_fixture_has_a_row_and_every_row_a_fixture() {
    let mut files: BTreeSet<String> = std::fs::read_dir(fixture_dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".eml").map(str::to_owned)
        })
        .collect();
    for (name, _) in CASES {
        assert!(files.remove(*name), "no fixture {name}.eml (run make.py)");
    }
    assert!(files.is_empty(), "fixtures without a row: {files:?}");
    assert!(CASES.len() >= 100);
}

#[test]
fn hostile_fixtures() {
    let only = std::env::var("HOSTILE_CASE").ok();
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for &(name, expect) in CASES {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut lines = Vec::new();
            run_case(name, expect, &mut lines);
            lines
        }));
        match result {
            Ok(lines) => report.extend(lines),
            Err(e) => {
                let why = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default();
                failures.push(format!("{name}: {why}"));
            }
        }
    }
    if std::env::var_os("HOSTILE_REPORT").is_some() {
        eprintln!("{}", report.join("\n"));
    }
    assert!(
        failures.is_empty(),
        "{} failing:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// Too large to commit as fixtures: a 1 MB move word and a 3 MB mail, with the default
/// size limit. The move is refused with an explanation; the oversized mail is read as far
/// as the limit and its first part still counts.
#[test]
fn megabyte_mails_with_the_default_limit() {
    let mut rig = Rig::new();
    rig.pm.config.limits.max_message_bytes = Config::default().limits.max_message_bytes;
    let alice = rig.reply_address(1, ALICE);
    let head = |id: &str| {
        format!("From: {ALICE}\r\nTo: {alice}\r\nSubject: chess\r\nMessage-ID: <{id}@x>\r\n\r\n")
    };

    let before = rig.snapshot();
    let mut raw = head("megamove").into_bytes();
    raw.extend(std::iter::repeat_n(b'N', 1 << 20));
    let d = rig.deliver(&raw);
    assert!(matches!(d, Disposition::Answered { .. }), "{d:?}");
    for reply in rig.drain() {
        assert_eq!(check_reply(&reply, &[ALICE].into(), "megamove"), ALICE);
        assert!(
            reply.len() < 256 * 1024,
            "the reply does not echo the megabyte (it may carry a ~60 KB board picture)"
        );
    }
    let mut after = rig.snapshot();
    after.outbox = before.outbox;
    assert_eq!(before, after);

    let mut raw = head("oversized").into_bytes();
    raw.extend_from_slice(b"e4\r\n\r\n");
    raw.extend(b"filler text ".iter().cycle().take(3 << 20));
    let d = rig.deliver(&raw);
    assert!(
        matches!(d, Disposition::Answered { game: Some(1), .. }),
        "{d:?}"
    );
    for reply in rig.drain() {
        check_reply(&reply, &[ALICE, BOB].into(), "oversized");
    }
    assert_eq!(rig.store.load_game(1).unwrap().moves().len(), 1);
}
