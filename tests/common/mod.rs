//! The in-process harness of the mail-flow tests (`mail_flow`, `reply_kinds`,
//! `hostile_mail`): `process_mail` on a real SQLite file, with a fixed server secret and
//! a clock the test moves, and the queued replies read back as a player's client reads
//! them. No network: the outbox is drained by hand.

#![allow(dead_code)] // each test binary uses a different part of this module

pub mod club;
pub mod site;
pub mod spool;
pub mod walk;

use mail_parser::{MessageParser, MimeHeaders as _};
use pawnpost::config::Config;
use pawnpost::daemon::{Disposition, Postmaster, process_mail};
use pawnpost::identity::{ReplyToken, Scope, ServerSecret, reply_address, scoped_address};
use pawnpost::store::Store;

/// The daemon's address in every in-process test (the embedded default).
pub const SERVER: &str = "pawnpost@localhost";

/// The Syzygy tables of the tests (`tests/fixtures/syzygy/SOURCE.md`).
pub fn syzygy_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syzygy")
}

/// One pawnpost, in process.
pub struct Office {
    pub pm: Postmaster,
    pub store: Store,
    /// The clock `process_mail` is given; each delivery first moves it by `step`.
    pub now: i64,
    pub step: i64,
    _dir: tempfile::TempDir,
}

/// A plain mail from `from` to `to` with `body`; `tag` and `n` make its Message-ID
/// unique (one tag per test file).
pub fn mail(tag: &str, n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <{tag}{n}@client.example>\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// The letter to `who` among `sent`; fails the test, listing them, when there is none.
pub fn letter_to<'a>(sent: &'a [Sent], who: &str) -> &'a Sent {
    sent.iter()
        .find(|s| s.to == who)
        .unwrap_or_else(|| panic!("no letter to {who}: {sent:#?}"))
}

/// One reply as a player's client sees it, and its raw bytes.
#[derive(Debug, Clone)]
pub struct Sent {
    pub to: String,
    pub reply_to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub in_reply_to: Option<String>,
    pub message_id: String,
    pub attachments: Vec<String>,
    pub auto_submitted: bool,
    pub raw: Vec<u8>,
}

impl Sent {
    /// The HTML part as a mail client shows it on its own: each `cid:` picture written
    /// into `dir` as `{stem}.{n}.png` and linked by that name.
    pub fn html_with_pictures(&self, dir: &std::path::Path, stem: &str) -> String {
        let parsed = MessageParser::default().parse(&self.raw).unwrap();
        let mut html = self.html.clone();
        let mut n = 0;
        for part in parsed.parts.iter() {
            let Some(id) = part.content_id() else {
                continue;
            };
            n += 1;
            let name = format!("{stem}.{n}.png");
            std::fs::write(dir.join(&name), part.contents()).unwrap();
            html = html.replace(&format!("cid:{}", id.trim_matches(['<', '>'])), &name);
        }
        html
    }

    /// The PGN of a game attached to the letter (the one with a result tag), if any.
    pub fn pgn(&self) -> Option<String> {
        let parsed = mail_parser::MessageParser::default().parse(&self.raw)?;
        parsed
            .attachments()
            .map(|a| String::from_utf8_lossy(a.contents()).into_owned())
            .find(|a| a.contains("[Result "))
    }
}

impl Office {
    /// The default config changed by `configure`, the secret `[secret; 32]`, the
    /// database in a fresh directory.
    pub fn new(secret: u8, now: i64, configure: impl FnOnce(&mut Config)) -> Office {
        let dir = tempfile::tempdir().unwrap();
        let mut config = Config::default();
        config.server.database = dir.path().join("pawnpost.sqlite3");
        configure(&mut config);
        let store = Store::open(&config.server.database).unwrap();
        Office {
            pm: Postmaster {
                config,
                secret: ServerSecret::from_bytes(&[secret; 32]).unwrap(),
            },
            store,
            now,
            step: 60,
            _dir: dir,
        }
    }

    /// Moves the clock by `step` and processes `raw`; a processing error fails the test
    /// (the daemon would retry such a mail forever).
    pub fn deliver(&mut self, raw: &[u8]) -> Disposition {
        self.now += self.step;
        process_mail(&self.pm, &mut self.store, raw, "test", self.now).unwrap_or_else(|e| {
            panic!("process_mail failed (the mail would be retried forever): {e}")
        })
    }

    /// Sets the clock to `at` and runs the daemon's sweep (forfeits, expired challenges).
    pub fn sweep_at(&mut self, at: i64) {
        self.now = at;
        pawnpost::daemon::sweep(&self.pm, &mut self.store, at).unwrap();
    }

    /// Every reply queued since the last drain, marked sent. Each is checked to carry
    /// no token of its reader anywhere but its Reply-To ([`Office::assert_no_secret`]).
    pub fn drain(&mut self) -> Vec<Sent> {
        let mut sent = Vec::new();
        let lease = pawnpost::store::Lease::new(std::time::Duration::from_secs(60));
        for mail in self.store.claim_outbox(&lease, i64::MAX, u32::MAX).unwrap() {
            assert!(self.store.mark_sent(mail.id, &lease, self.now).unwrap());
            let letter = Sent::parse(mail.raw);
            self.assert_no_secret(&letter);
            sent.push(letter);
        }
        sent
    }

    /// No token of the letter's reader — their own, of any game, invitation or
    /// confirmation numbered up to 64 — appears in any header but Reply-To (of the
    /// message or of any MIME part) nor in the text a reader may forward: mail clients
    /// copy Message-IDs, In-Reply-To and References into replies to other people.
    /// (An invitation's `List-Unsubscribe` carries a token of `Scope::Unsubscribe`,
    /// which can only refuse invitations: not a reply token, so not looked for.)
    pub fn assert_no_secret(&self, letter: &Sent) {
        let reader = letter.to.as_str();
        let mut scopes = vec![Scope::Player];
        for id in 1..=64 {
            scopes.extend([
                Scope::Game(id),
                Scope::Invitation(id),
                Scope::Confirmation(id),
            ]);
        }
        let tokens: Vec<(Scope, String)> = scopes
            .into_iter()
            .map(|scope| {
                let token = ReplyToken::new(&self.pm.secret, scope, reader).to_string();
                (scope, token.to_ascii_lowercase())
            })
            .collect();
        let parsed = MessageParser::default().parse(&letter.raw).unwrap();
        let mut places: Vec<(String, String)> = Vec::new();
        for (index, part) in parsed.parts.iter().enumerate() {
            for header in &part.headers {
                let name = header.name.as_str().to_owned();
                if index == 0 && name.eq_ignore_ascii_case("Reply-To") {
                    continue;
                }
                let start = header.offset_field as usize;
                let end = header.offset_end as usize;
                let value = String::from_utf8_lossy(&letter.raw[start..end]).into_owned();
                places.push((name, value));
            }
        }
        places.push(("text".into(), letter.text.clone()));
        places.push(("html".into(), letter.html.clone()));
        for (place, value) in &places {
            let value = value.to_ascii_lowercase();
            for (scope, token) in &tokens {
                assert!(
                    !value.contains(token.as_str()),
                    "the {scope:?} token of {reader} is in {place}: {value}"
                );
            }
        }
    }

    /// `player`'s reply address for `game`.
    pub fn reply_address(&self, game: i64, player: &str) -> String {
        reply_address(SERVER, game, &self.token(game, player))
    }

    pub fn token(&self, game: i64, player: &str) -> ReplyToken {
        ReplyToken::for_player(&self.pm.secret, game, player)
    }

    /// `player`'s own reply address outside any game (every letter about no game
    /// carries it): a mail to it proves the sender reads mail at their address.
    pub fn own_address(&self, player: &str) -> String {
        self.scoped(Scope::Player, player)
    }

    /// The reply address of the invitation of challenge `id` to `player`.
    pub fn invitation_address(&self, id: i64, player: &str) -> String {
        self.scoped(Scope::Invitation(id), player)
    }

    fn scoped(&self, scope: Scope, player: &str) -> String {
        scoped_address(
            SERVER,
            scope,
            &ReplyToken::new(&self.pm.secret, scope, player),
        )
    }
}

impl Sent {
    fn parse(raw: Vec<u8>) -> Sent {
        let parsed = MessageParser::default()
            .parse(&raw)
            .expect("a reply mail-parser can read");
        let first = |a: Option<&mail_parser::Address>| {
            a.and_then(|a| a.first())
                .and_then(|a| a.address())
                .unwrap_or_default()
                .to_owned()
        };
        Sent {
            to: first(parsed.to()),
            reply_to: first(parsed.reply_to()),
            subject: parsed.subject().unwrap_or_default().to_owned(),
            text: parsed.body_text(0).unwrap_or_default().into_owned(),
            html: parsed.body_html(0).unwrap_or_default().into_owned(),
            in_reply_to: parsed.in_reply_to().as_text().map(str::to_owned),
            message_id: parsed.message_id().unwrap_or_default().to_owned(),
            attachments: parsed
                .attachments()
                .map(|a| a.attachment_name().unwrap_or_default().to_owned())
                .collect(),
            auto_submitted: parsed
                .header_raw("Auto-Submitted")
                .is_some_and(|v| v.contains("auto-replied")),
            raw,
        }
    }
}
