//! Snapshots (insta) of what players read: the text and HTML of every reply kind, from
//! both sides, produced by the real pipeline (`process_mail`) with a fixed clock and
//! secret, so a change to any reply shows up as a reviewable diff.

use mail_parser::MessageParser;
use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::identity::ServerSecret;
use pawnpost::store::Store;

struct Rig {
    pm: Postmaster,
    store: Store,
    _dir: tempfile::TempDir,
    now: i64,
    serial: u32,
}

struct Seen {
    to: String,
    reply_to: String,
    subject: String,
    text: String,
    html: String,
}

impl Rig {
    fn new() -> Rig {
        let dir = tempfile::tempdir().unwrap();
        let mut config = Config::default();
        config.server.database = dir.path().join("db.sqlite3");
        let store = Store::open(&config.server.database).unwrap();
        Rig {
            pm: Postmaster {
                config,
                secret: ServerSecret::from_bytes(&[42u8; 32]).unwrap(),
            },
            store,
            _dir: dir,
            now: 1_795_000_000,
            serial: 0,
        }
    }

    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<Seen> {
        self.serial += 1;
        self.now += 3600;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <s{}@client.example>\r\n\r\n{body}\r\n",
            self.serial
        );
        process_mail(&self.pm, &mut self.store, raw.as_bytes(), "test", self.now).unwrap();
        self.drain()
    }

    fn sweep(&mut self, at: i64) -> Vec<Seen> {
        self.now = at;
        pawnpost::daemon::sweep(&self.pm, &mut self.store, at).unwrap();
        self.drain()
    }

    fn drain(&mut self) -> Vec<Seen> {
        let mut seen = Vec::new();
        for mail in self.store.pending_outbox(i64::MAX, 1000).unwrap() {
            self.store.mark_sent(mail.id, self.now).unwrap();
            let parsed = MessageParser::default().parse(&mail.raw).unwrap();
            let first = |a: Option<&mail_parser::Address>| {
                a.and_then(|a| a.first())
                    .and_then(|a| a.address())
                    .unwrap_or_default()
                    .to_owned()
            };
            seen.push(Seen {
                to: first(parsed.to()),
                reply_to: first(parsed.reply_to()),
                subject: parsed.subject().unwrap_or_default().to_owned(),
                text: parsed.body_text(0).unwrap_or_default().into_owned(),
                html: parsed.body_html(0).unwrap_or_default().into_owned(),
            });
        }
        seen
    }
}

fn snapshot(name: &str, seen: &[Seen]) {
    for s in seen {
        let who = s.to.split('@').next().unwrap_or_default();
        insta::assert_snapshot!(
            format!("{name}__{who}__text"),
            format!(
                "To: {}\nReply-To: {}\nSubject: {}\n\n{}",
                s.to, s.reply_to, s.subject, s.text
            )
        );
        insta::assert_snapshot!(format!("{name}__{who}__html"), s.html);
    }
}

const A: &str = "alice@example.org";
const B: &str = "bob@example.org";
const SERVER: &str = "pawnpost@localhost";

#[test]
fn every_reply_kind() {
    let mut rig = Rig::new();
    snapshot(
        "01_challenge",
        &rig.send(A, SERVER, "Challenge bob@example.org white"),
    );
    snapshot("02_game_begins", &rig.send(B, SERVER, "Accept"));
    let wa = rig.drain_addresses(A);
    let ba = rig.drain_addresses(B);
    snapshot("03_move", &rig.send(A, &wa, "e4\n\nGood luck, Bob!"));
    snapshot("04_illegal_move", &rig.send(B, &ba, "Nf5"));
    snapshot("05_out_of_turn", &rig.send(A, &wa, "d4"));
    snapshot("06_not_understood", &rig.send(B, &ba, "lets go"));
    snapshot(
        "07_move_with_draw_offer",
        &rig.send(B, &ba, "e5\nRequest Draw"),
    );
    snapshot("08_declined_by_moving", &rig.send(A, &wa, "Nf3"));
    snapshot("09_draw_request_alone", &rig.send(B, &ba, "Request Draw"));
    snapshot("10_draw_denied", &rig.send(A, &wa, "Deny Draw"));
    snapshot("11_help", &rig.send(A, SERVER, "Help"));
    snapshot("12_games", &rig.send(A, SERVER, "Games"));
    snapshot("13_pgn", &rig.send(A, &wa, "PGN"));
    let deadline = rig.store.load_game(1).unwrap().deadline();
    snapshot("14_reminder", &rig.sweep(deadline - 3 * 86_400));
    snapshot("15_forfeit", &rig.sweep(deadline + 1));
    snapshot("16_challenge_declined", &{
        rig.send(A, SERVER, "Challenge carol@example.org black");
        rig.send("carol@example.org", SERVER, "Decline")
    });
}

#[test]
fn checkmate_and_resignation() {
    let mut rig = Rig::new();
    rig.send(A, SERVER, "Challenge bob@example.org white");
    rig.send(B, SERVER, "Accept");
    let wa = rig.drain_addresses(A);
    let ba = rig.drain_addresses(B);
    rig.send(A, &wa, "f3");
    rig.send(B, &ba, "e5");
    rig.send(A, &wa, "g4");
    snapshot("20_checkmate", &rig.send(B, &ba, "Qh4#"));

    rig.send(A, SERVER, "Challenge bob@example.org black");
    rig.send(B, SERVER, "Accept");
    let ba2 = pawnpost::identity::reply_address(
        SERVER,
        2,
        &pawnpost::identity::ReplyToken::for_player(&rig.pm.secret, 2, B),
    );
    snapshot("21_resignation", &rig.send(B, &ba2, "I resign"));
}

impl Rig {
    /// The reply address of `player` in game 1.
    fn drain_addresses(&self, player: &str) -> String {
        pawnpost::identity::reply_address(
            SERVER,
            1,
            &pawnpost::identity::ReplyToken::for_player(&self.pm.secret, 1, player),
        )
    }
}
