//! pawnpost on a public address, tried as an attacker would (issue 12): each finding of
//! the audit is a test here that failed before its fix.

mod common;

use common::{Office, SERVER, Sent};
use pawnpost::daemon::Disposition;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";

fn mail(from: &str, to: &str, message_id: &str, extra: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: {message_id}\r\n{extra}\r\n{body}\r\n"
    )
    .into_bytes()
}

/// An office with a game between alice (White) and bob, started honestly.
fn game() -> Office {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    office.deliver(&mail(
        ALICE,
        &office.own_address(ALICE),
        "<c1@a>",
        "",
        "Challenge bob@example.org white",
    ));
    office.deliver(&mail(BOB, &office.own_address(BOB), "<a1@b>", "", "Accept"));
    office.drain();
    office
}

/// The active games of `player`.
fn active(office: &Office, player: &str) -> usize {
    use pawnpost::store::{GameFilter, Which};
    office
        .store
        .list_games(&GameFilter {
            which: Which::Active,
            player: Some(player.to_owned()),
        })
        .unwrap()
        .len()
}

fn letter_to<'a>(sent: &'a [Sent], to: &str) -> &'a Sent {
    sent.iter()
        .find(|s| s.to == to)
        .unwrap_or_else(|| panic!("no letter to {to} in {sent:#?}"))
}

/// Finding 6: a mail that reuses a Message-ID alice's client will use (or a degenerate
/// one) must not make her real move look like a repeat.
#[test]
fn a_message_id_taken_by_someone_else_does_not_swallow_the_real_mail() {
    let mut office = game();
    let wa = office.reply_address(1, ALICE);
    // mallory guesses alice's next Message-ID and sends first, from her own address.
    let d = office.deliver(&mail(
        "mallory@evil.example",
        SERVER,
        "<next-id@alice.client>",
        "",
        "Help",
    ));
    assert!(matches!(d, Disposition::Answered { .. }), "{d:?}");
    let d = office.deliver(&mail(ALICE, &wa, "<next-id@alice.client>", "", "e4"));
    assert_ne!(
        d,
        Disposition::Duplicate,
        "alice's move was dropped as a repeat"
    );
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 1);

    // Degenerate IDs fall back to the mail's bytes: two different mails both count.
    let ba = office.reply_address(1, BOB);
    for (id, body) in [("<@>", "e5"), ("<@>", "Nc6")] {
        let d = office.deliver(&mail(BOB, &ba, id, "", body));
        assert_ne!(d, Disposition::Duplicate, "{body} with Message-ID {id}");
        if body == "e5" {
            office.deliver(&mail(ALICE, &wa, "<m2@alice.client>", "", "Nf3"));
        }
    }
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 4);
    // The very same mail again is a repeat.
    let again = mail(ALICE, &wa, "<m2@alice.client>", "", "Nf3");
    assert_eq!(office.deliver(&again), Disposition::Duplicate);
}

/// Finding 7: a reply to a letter that showed an older position is refused, even
/// within the same second, and also when only References name our letter.
#[test]
fn a_reply_to_an_outdated_letter_is_refused_by_move_number_not_by_the_clock() {
    let mut office = game();
    office.step = 0; // every mail in the same second
    let wa = office.reply_address(1, ALICE);
    let ba = office.reply_address(1, BOB);
    office.deliver(&mail(ALICE, &wa, "<m1@a>", "", "e4"));
    let sent = office.drain();
    let to_bob = letter_to(&sent, BOB).message_id.clone();
    office.deliver(&mail(
        BOB,
        &ba,
        "<m2@b>",
        &format!("In-Reply-To: <{to_bob}>\r\n"),
        "e5",
    ));
    // bob answers the same (now outdated) letter again, with another move.
    let d = office.deliver(&mail(
        BOB,
        &ba,
        "<m3@b>",
        &format!("In-Reply-To: <{to_bob}>\r\n"),
        "Nc6",
    ));
    assert!(
        matches!(&d, Disposition::Answered { summary, .. } if summary.contains("stale")),
        "{d:?}"
    );
    // Only References name it (a client that drops In-Reply-To): the same.
    let d = office.deliver(&mail(
        BOB,
        &ba,
        "<m4@b>",
        &format!("References: <x@elsewhere> <{to_bob}>\r\n"),
        "Nc6",
    ));
    assert!(
        matches!(&d, Disposition::Answered { summary, .. } if summary.contains("stale")),
        "{d:?}"
    );
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 2);
}

/// Finding 3: the limit of active games holds at acceptance too, for both players.
#[test]
fn the_limit_of_active_games_holds_when_a_challenge_is_accepted() {
    let mut office = Office::new(3, 1_800_000_000, |c| c.limits.active_games_per_player = 1);
    office.deliver(&mail(
        ALICE,
        &office.own_address(ALICE),
        "<c1@a>",
        "",
        "Challenge bob@example.org white",
    ));
    office.deliver(&mail(
        "carol@example.org",
        &office.own_address("carol@example.org"),
        "<c2@c>",
        "",
        "Challenge bob@example.org",
    ));
    office.deliver(&mail(
        BOB,
        &office.invitation_address(1, BOB),
        "<a1@b>",
        "",
        "Accept",
    ));
    office.drain();
    assert_eq!(active(&office, BOB), 1);
    // bob plays one game, the most allowed: carol's challenge cannot start.
    office.deliver(&mail(
        BOB,
        &office.invitation_address(2, BOB),
        "<a2@b>",
        "",
        "Accept",
    ));
    let sent = office.drain();
    assert_eq!(active(&office, BOB), 1);
    assert!(
        letter_to(&sent, BOB)
            .text
            .contains("You already play 1 games"),
        "{sent:#?}"
    );

    // The challenger's side: dave challenges erin, then starts a game with frank.
    office.deliver(&mail(
        "dave@example.org",
        &office.own_address("dave@example.org"),
        "<d1@d>",
        "",
        "Challenge erin@example.org",
    ));
    office.deliver(&mail(
        "frank@example.org",
        &office.own_address("frank@example.org"),
        "<f1@f>",
        "",
        "Challenge dave@example.org",
    ));
    office.deliver(&mail(
        "dave@example.org",
        &office.own_address("dave@example.org"),
        "<d2@d>",
        "",
        "Accept",
    ));
    office.drain();
    office.deliver(&mail(
        "erin@example.org",
        &office.own_address("erin@example.org"),
        "<e1@e>",
        "",
        "Accept",
    ));
    let sent = office.drain();
    assert_eq!(active(&office, "erin@example.org"), 0);
    assert!(
        letter_to(&sent, "erin@example.org")
            .text
            .contains("dave@example.org already plays the most games allowed"),
        "{sent:#?}"
    );
}

/// Finding 10: a mail cut at the size limit gets the polite note the docs promise.
#[test]
fn a_mail_cut_at_the_size_limit_is_answered_with_a_note() {
    let mut office = Office::new(3, 1_800_000_000, |c| c.limits.max_message_bytes = 2048);
    let filler = "All work and no play makes Jack a dull boy.\n".repeat(80);
    office.deliver(&mail(
        ALICE,
        &office.own_address(ALICE),
        "<big@a>",
        "",
        &format!("{filler}\nGames"),
    ));
    let sent = office.drain();
    assert!(
        letter_to(&sent, ALICE)
            .text
            .contains("Your mail was longer than 2 KB, so pawnpost read only its first part"),
        "{sent:#?}"
    );
}
