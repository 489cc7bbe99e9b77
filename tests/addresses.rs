//! One canonical form of a mail address, through the real pipeline (`process_mail` on
//! a real store): an IDNA domain and its punycode are one player, a reply's `To:` is
//! written in ASCII, and an address that is not exactly what was typed — a local part
//! with a leading dot, a NUL anywhere — is refused with a reason instead of repaired.

use crate::common;

use common::{Office, SERVER, Sent};
use pawnpost::daemon::Disposition;
use pawnpost::store::{GameFilter, Which};

const ALICE: &str = "alice@example.org";

struct Rig {
    office: Office,
    serial: u32,
}

impl Rig {
    fn new() -> Rig {
        Rig {
            office: Office::new(11, 1_790_000_000, |_| {}),
            serial: 0,
        }
    }

    /// Delivers a plain text mail (headers may hold UTF-8, as RFC 6532 allows) and
    /// returns what became of it and the replies it queued.
    fn send(&mut self, from: &str, to: &str, body: &str) -> (Disposition, Vec<Sent>) {
        self.serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <a{}@client.example>\r\n\
             Date: Sat, 21 Nov 2026 10:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.serial
        );
        let disposition = self.office.deliver(raw.as_bytes());
        (disposition, self.office.drain())
    }

    fn open_challenges(&mut self) -> Vec<(String, String)> {
        self.office
            .store
            .transaction(|tx| tx.open_challenges())
            .unwrap()
            .into_iter()
            .map(|c| (c.challenger, c.opponent))
            .collect()
    }
}

fn reply_to<'a>(replies: &'a [Sent], to: &str) -> &'a Sent {
    replies
        .iter()
        .find(|r| r.to == to)
        .unwrap_or_else(|| panic!("no reply to {to} in {replies:#?}"))
}

/// The header section of a raw mail.
fn head(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    text.split_once("\r\n\r\n")
        .map(|(head, _)| head.to_owned())
        .unwrap_or_default()
}

#[test]
fn an_idna_domain_and_its_punycode_are_one_player() {
    const BOB: &str = "bob@xn--exmple-cua.org";
    let mut rig = Rig::new();
    let own = rig.office.own_address(ALICE);
    let (_, replies) = rig.send(ALICE, &own, "Challenge Bob@Exämple.org white");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    reply_to(&replies, BOB);
    assert_eq!(rig.open_challenges(), [(ALICE.to_owned(), BOB.to_owned())]);

    // Bob accepts, writing his domain in Unicode and his name capitalised.
    let bobs = rig.office.own_address(BOB);
    let (disposition, replies) = rig.send("Bob <Bob@exämple.org>", &bobs, "Accept");
    let Disposition::Answered {
        game: Some(game), ..
    } = disposition
    else {
        panic!("the challenge was not accepted: {disposition:?}");
    };
    let to_alice = reply_to(&replies, ALICE).clone();
    let to_bob = reply_to(&replies, BOB).clone();

    // Alice moves; Bob answers from the punycode spelling through his reply address.
    let (_, replies) = rig.send(ALICE, &to_alice.reply_to, "e4");
    assert!(reply_to(&replies, BOB).subject.contains("1. e4"));
    let (disposition, replies) = rig.send(BOB, &to_bob.reply_to, "e5");
    assert!(
        matches!(disposition, Disposition::Answered { game: Some(g), .. } if g == game),
        "{disposition:?}"
    );
    assert!(
        reply_to(&replies, ALICE).subject.contains("e5"),
        "{replies:#?}"
    );
    // And once more in Unicode: still the same player, still his token.
    let (_, replies) = rig.send("bob@EXÄMPLE.org", &to_bob.reply_to, "Board");
    reply_to(&replies, BOB);

    let games = rig
        .office
        .store
        .list_games(
            &GameFilter {
                which: Which::All,
                player: Some(BOB.to_owned()),
            },
            0,
        )
        .unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(
        (games[0].white.as_str(), games[0].black.as_str()),
        (ALICE, BOB)
    );
    let moves = rig.office.store.load_game(game).unwrap().moves().len();
    assert_eq!(moves, 2);
}

#[test]
fn a_non_ascii_domain_is_written_in_ascii_in_the_reply() {
    let mut rig = Rig::new();
    let (_, replies) = rig.send("Jürgen <juergen@Bücher.example>", SERVER, "help");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    let reply = &replies[0];
    assert_eq!(reply.to, "juergen@xn--bcher-kva.example");
    let head = head(&reply.raw);
    assert!(
        head.lines()
            .any(|l| l == "To: juergen@xn--bcher-kva.example"),
        "{head}"
    );
    assert!(head.is_ascii(), "{head}");
}

#[test]
fn a_challenge_to_a_leading_dot_is_refused_with_a_reason() {
    let mut rig = Rig::new();
    for (body, reason) in [
        ("Challenge .hidden@example.org", "starts or ends with a dot"),
        ("Challenge hid..den@example.org", "two dots in a row"),
    ] {
        let own = rig.office.own_address(ALICE);
        let (_, replies) = rig.send(ALICE, &own, body);
        assert_eq!(replies.len(), 1, "{body}: {replies:#?}");
        let reply = reply_to(&replies, ALICE);
        assert!(reply.text.contains(reason), "{body}: {}", reply.text);
        assert!(
            reply.text.contains("is not a mail address"),
            "{}",
            reply.text
        );
    }
    assert!(rig.open_challenges().is_empty());
}

#[test]
fn a_nul_in_an_address_is_refused_not_dropped() {
    let mut rig = Rig::new();
    // In the sender's address: nobody is believed or answered, least of all bob@.
    for from in ["bo\0b@example.org", "bob@example.org\0"] {
        let (disposition, replies) = rig.send(from, SERVER, "Challenge carol@example.org");
        let Disposition::Silenced(why) = &disposition else {
            panic!("{from:?} was answered: {disposition:?}");
        };
        assert!(why.contains("invisible or unreadable character"), "{why}");
        assert!(replies.is_empty(), "{replies:#?}");
    }
    assert!(rig.open_challenges().is_empty());

    // In a challenged address: refused with the reason, and bob@ hears nothing.
    let own = rig.office.own_address(ALICE);
    let (_, replies) = rig.send(ALICE, &own, "Challenge bo\0b@example.org");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    let reply = reply_to(&replies, ALICE);
    assert!(
        reply.text.contains("invisible or unreadable character"),
        "{}",
        reply.text
    );
    assert!(!reply.raw.contains(&0), "no NUL reaches a reply");
    assert!(rig.open_challenges().is_empty());
}

#[test]
fn a_local_part_that_cannot_be_written_in_ascii_is_refused() {
    let mut rig = Rig::new();
    let own = rig.office.own_address(ALICE);
    let (_, replies) = rig.send(ALICE, &own, "Challenge jürgen@example.org");
    let reply = reply_to(&replies, ALICE);
    assert!(reply.text.contains("plain ASCII"), "{}", reply.text);
    assert!(rig.open_challenges().is_empty());

    let (disposition, replies) = rig.send("jürgen@example.org", SERVER, "help");
    assert!(
        matches!(&disposition, Disposition::Silenced(why) if why.contains("plain ASCII")),
        "{disposition:?}"
    );
    assert!(replies.is_empty());
}
