//! Issue 35 item 2: what players of each language write (the native reviews' lists,
//! `../shared/reviews/`, and an English native read) reads as what it means. Every entry
//! of `tests/fixtures/phrasings/{es,pt,de,fr,en}.toml` goes through the daemon's own
//! `explain` — what `pawnpost read --json` prints — as a mail from a new player, and
//! must yield its `means` (or be asked back with `asks`), except the entries of the
//! file's `unread` list; an entry of that list that now reads right fails the test too,
//! so the list only shrinks. Failures print one line per entry. `scripts/phrasings`
//! counts the same corpus through any pawnpost binary (the before/after figures).

use std::path::Path;

use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, explain};
use pawnpost::identity::ServerSecret;
use pawnpost::store::Store;
use serde::Deserialize;
use serde_json::Value;

const LANGUAGES: [&str; 5] = ["es", "pt", "de", "fr", "en"];
/// The time the fixtures' dates are written for (`24/12` is 2026-12-24).
const NOW: &str = "2026-12-01T12:00:00Z";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Fixture {
    phrasing: Vec<Phrasing>,
    #[serde(default)]
    unread: Vec<Unread>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Phrasing {
    text: String,
    /// The commands as `read --json` prints them for the canonical English command.
    means: Option<Vec<String>>,
    /// Instead of `means`: nothing is read and a line is asked back with this question.
    asks: Option<String>,
    /// Words a letter answering the mail must restate the command with (a challenge's
    /// colour, clock and rating, which "commands" does not print).
    restated: Option<String>,
    review: String,
    kind: String,
    #[allow(dead_code)]
    note: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Unread {
    text: String,
    why: String,
}

/// What `read --json` prints of one mail, the parts this test looks at.
struct Reading {
    commands: Vec<String>,
    not_understood: Vec<(String, String)>,
    conflicts: Vec<String>,
    comment: Option<String>,
    letters: Vec<String>,
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

struct Reader {
    pm: Postmaster,
    store: Store,
    now: i64,
    n: u32,
}

impl Reader {
    fn new() -> Reader {
        Reader {
            pm: Postmaster {
                config: Config::default(),
                secret: ServerSecret::from_bytes(&[35; 32]).unwrap(),
            },
            store: Store::open_in_memory().unwrap(),
            now: pawnpost::time::parse_utc(NOW).unwrap(),
            n: 0,
        }
    }

    /// Reads `text` as the body of a new player's mail, as `pawnpost read --json` does
    /// (its transaction is rolled back: each mail is the first).
    fn read(&mut self, text: &str) -> Reading {
        self.n += 1;
        let raw = format!(
            "From: player@example.org\r\nTo: pawnpost@localhost\r\nSubject: chess\r\n\
             Message-ID: <phrasing{}@example.org>\r\n\r\n{}\r\n",
            self.n,
            text.replace('\n', "\r\n")
        );
        let explanation = explain(&self.pm, &mut self.store, raw.as_bytes(), self.now).unwrap();
        let json = serde_json::to_value(&explanation).unwrap();
        Reading {
            commands: strings(&json["commands"]),
            not_understood: json["not_understood"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|n| {
                    let field = |k: &str| n[k].as_str().unwrap_or_default().to_owned();
                    (field("text"), field("why"))
                })
                .collect(),
            conflicts: strings(&json["conflicts"]),
            comment: json["comment"]["text"].as_str().map(str::to_owned),
            letters: json["response"]["letters"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|l| l["text"].as_str().map(str::to_owned))
                .collect(),
        }
    }
}

impl Phrasing {
    /// The rule of `scripts/phrasings`: the commands meant and nothing refused (or
    /// nothing read and the question asked), and the restatement, if any, in a letter.
    fn read_as_meant(&self, reading: &Reading) -> bool {
        if let Some(question) = &self.asks {
            return reading.commands.is_empty()
                && reading
                    .not_understood
                    .iter()
                    .any(|(_, why)| why.contains(question.as_str()));
        }
        let restated = self.restated.as_ref().is_none_or(|words| {
            let words = words.to_lowercase();
            reading
                .letters
                .iter()
                .any(|l| l.to_lowercase().contains(&words))
        });
        Some(&reading.commands) == self.means.as_ref()
            && reading.not_understood.is_empty()
            && reading.conflicts.is_empty()
            && restated
    }

    fn meant(&self) -> String {
        match (&self.asks, &self.means) {
            (Some(question), _) => format!("asked back {question:?}"),
            (None, Some(means)) => match &self.restated {
                Some(words) => format!("{means:?} restated with {words:?}"),
                None => format!("{means:?}"),
            },
            (None, None) => "nothing".to_owned(),
        }
    }
}

impl Reading {
    fn describe(&self) -> String {
        let mut parts = vec![format!("{:?}", self.commands)];
        for (text, why) in &self.not_understood {
            parts.push(format!("not understood {text:?} ({why})"));
        }
        for conflict in &self.conflicts {
            parts.push(format!("conflict {conflict}"));
        }
        if let Some(comment) = &self.comment {
            parts.push(format!("comment {comment:?}"));
        }
        parts.join("; ")
    }
}

fn fixture(code: &str) -> Fixture {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/phrasings")
        .join(format!("{code}.toml"));
    let text = std::fs::read_to_string(&path).unwrap();
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The fixtures are well formed: one entry per text, `means` or `asks`, and each
/// `unread` line names an entry and says why.
#[test]
fn fixtures_are_well_formed() {
    let mut problems = Vec::new();
    for code in LANGUAGES {
        let fixture = fixture(code);
        let mut texts = std::collections::HashSet::new();
        for p in &fixture.phrasing {
            if !texts.insert(p.text.as_str()) {
                problems.push(format!("{code}  {:?} is there twice", p.text));
            }
            if p.means.is_some() == p.asks.is_some() {
                problems.push(format!("{code}  {:?} needs `means` or `asks`", p.text));
            }
            if p.review.trim().is_empty() || p.kind.trim().is_empty() {
                problems.push(format!("{code}  {:?} needs `review` and `kind`", p.text));
            }
        }
        let mut listed = std::collections::HashSet::new();
        for u in &fixture.unread {
            if !texts.contains(u.text.as_str()) {
                problems.push(format!(
                    "{code}  unread {:?} is no phrasing of the file",
                    u.text
                ));
            }
            if !listed.insert(u.text.as_str()) {
                problems.push(format!("{code}  unread {:?} is listed twice", u.text));
            }
            if u.why.trim().is_empty() {
                problems.push(format!("{code}  unread {:?} says no why", u.text));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}

#[test]
fn every_phrasing_reads_as_meant_except_the_unread_list() {
    let mut reader = Reader::new();
    let mut failures = Vec::new();
    let mut counts = Vec::new();
    for code in LANGUAGES {
        let fixture = fixture(code);
        let unread: std::collections::HashMap<&str, &str> = fixture
            .unread
            .iter()
            .map(|u| (u.text.as_str(), u.why.as_str()))
            .collect();
        let mut accepted = 0;
        for p in &fixture.phrasing {
            let reading = reader.read(&p.text);
            let ok = p.read_as_meant(&reading);
            accepted += usize::from(ok);
            let text = p.text.replace('\n', " / ");
            match (ok, unread.get(p.text.as_str())) {
                (true, Some(_)) => failures.push(format!(
                    "{code}  NOW READ, delete its `unread` line: {text:?} reads {}",
                    reading.describe()
                )),
                (false, None) => failures.push(format!(
                    "{code}  NOT READ: {text:?} reads {}; meant {} [{}]",
                    reading.describe(),
                    p.meant(),
                    p.kind
                )),
                _ => {}
            }
        }
        counts.push(format!("{code} {accepted}/{}", fixture.phrasing.len()));
    }
    eprintln!("phrasings read as meant: {}", counts.join(", "));
    assert!(
        failures.is_empty(),
        "\n{} phrasing(s) disagree with tests/fixtures/phrasings (one line each):\n{}\n",
        failures.len(),
        failures.join("\n")
    );
}
