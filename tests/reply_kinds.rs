//! Snapshots (insta) of what players read: the text and HTML of every reply kind, from
//! both sides, produced by the real pipeline (`process_mail`) with a fixed clock and
//! secret, so a change to any reply shows up as a reviewable diff.

mod common;

use common::{Office, SERVER, Sent as Seen};

/// The shared in-process office with a fixed clock and secret, an hour per mail.
struct Rig {
    office: Office,
    serial: u32,
}

impl Rig {
    fn new() -> Rig {
        let mut office = Office::new(42, 1_795_000_000, |_| {});
        office.step = 3600;
        Rig { office, serial: 0 }
    }

    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<Seen> {
        self.serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <s{}@client.example>\r\n\r\n{body}\r\n",
            self.serial
        );
        self.office.deliver(raw.as_bytes());
        self.office.drain()
    }

    fn sweep(&mut self, at: i64) -> Vec<Seen> {
        self.office.sweep_at(at);
        self.office.drain()
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

#[test]
fn every_reply_kind() {
    every_reply_kind_in(None);
}

#[test]
fn every_reply_kind_in_german() {
    every_reply_kind_in(Some("de"));
}

#[test]
fn every_reply_kind_in_french() {
    every_reply_kind_in(Some("fr"));
}

/// Every reply kind, both sides, to players who chose `language` (English when `None`,
/// with the snapshot names of before there were languages).
fn every_reply_kind_in(language: Option<&str>) {
    let mut rig = Rig::new();
    let prefix = language.map(|l| format!("{l}__")).unwrap_or_default();
    let snapshot = |name: &str, seen: &[Seen]| snapshot(&format!("{prefix}{name}"), seen);
    if let Some(code) = language {
        for who in [A, B, "carol@example.org"] {
            let own = rig.office.own_address(who);
            let seen = rig.send(who, &own, &format!("Language {code}"));
            if who == A {
                snapshot("00_language", &seen);
            }
        }
    }
    let mut rig = rig;
    // A new mail without proof of its sender: nothing happens before they confirm.
    let asked = rig.send(A, SERVER, "Challenge bob@example.org white");
    snapshot("01_confirm", &asked);
    let confirm_to = asked[0].reply_to.clone();
    // The confirmation costs no time on the rig's clock, so every later letter shows
    // the deadlines it did before confirmations existed.
    rig.office.now -= rig.office.step;
    let issued = rig.send(A, &confirm_to, "Confirm");
    snapshot("01_challenge", &issued);
    let invitation_to = issued
        .iter()
        .find(|s| s.to == B)
        .map(|s| s.reply_to.clone())
        .unwrap_or_default();
    snapshot("02_game_begins", &rig.send(B, &invitation_to, "Accept"));
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
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
    let own = rig.office.own_address(A);
    snapshot("11_help", &rig.send(A, &own, "Help"));
    snapshot("12_games", &rig.send(A, &own, "Games"));
    snapshot("13_pgn", &rig.send(A, &wa, "PGN"));
    let deadline = rig.office.store.load_game(1).unwrap().deadline();
    snapshot("14_reminder", &rig.sweep(deadline - 3 * 86_400));
    snapshot("15_forfeit", &rig.sweep(deadline + 1));
    snapshot("16_challenge_declined", &{
        let issued = rig.send(A, &own, "Challenge carol@example.org black");
        let invitation_to = issued
            .iter()
            .find(|s| s.to == "carol@example.org")
            .map(|s| s.reply_to.clone())
            .unwrap_or_default();
        rig.send("carol@example.org", &invitation_to, "Decline")
    });
    snapshot("17_block", &{
        let issued = rig.send(A, &own, "Challenge carol@example.org");
        let invitation_to = issued
            .iter()
            .find(|s| s.to == "carol@example.org")
            .map(|s| s.reply_to.clone())
            .unwrap_or_default();
        rig.send("carol@example.org", &invitation_to, "Block")
    });
}

#[test]
fn checkmate_and_resignation() {
    checkmate_and_resignation_in(None);
}

#[test]
fn checkmate_and_resignation_in_german_and_french() {
    checkmate_and_resignation_in(Some("de"));
    checkmate_and_resignation_in(Some("fr"));
}

fn checkmate_and_resignation_in(language: Option<&str>) {
    let mut rig = Rig::new();
    let prefix = language.map(|l| format!("{l}__")).unwrap_or_default();
    let snapshot = |name: &str, seen: &[Seen]| snapshot(&format!("{prefix}{name}"), seen);
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    if let Some(code) = language {
        rig.send(A, &own_a, &format!("Language {code}"));
        rig.send(B, &own_b, &format!("Language {code}"));
    }
    rig.send(A, &own_a, "Challenge bob@example.org white");
    rig.send(B, &own_b, "Accept");
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    rig.send(A, &wa, "f3");
    rig.send(B, &ba, "e5");
    rig.send(A, &wa, "g4");
    snapshot("20_checkmate", &rig.send(B, &ba, "Qh4#"));

    rig.send(A, &own_a, "Challenge bob@example.org black");
    rig.send(B, &own_b, "Accept");
    let ba2 = rig.office.reply_address(2, B);
    let mut rig = rig;
    snapshot("21_resignation", &rig.send(B, &ba2, "I resign"));
}
