//! pawnpost on a public address, tried as an attacker would (issue 12): each finding of
//! the audit is a test here that failed before its fix.

use crate::common;

use std::collections::BTreeMap;

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
        .list_games(
            &GameFilter {
                which: Which::Active,
                player: Some(player.to_owned()),
            },
            0,
        )
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
            .contains("You already play 1 game ("),
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

/// The replies queued since the last drain, each recipient with its letters.
fn recipients(sent: &[Sent]) -> Vec<String> {
    let mut to: Vec<String> = sent.iter().map(|s| s.to.clone()).collect();
    to.sort();
    to
}

/// Finding 1: a forged mail changes no setting; the forged address alone is asked,
/// once, to confirm; a confirmation from the mailbox does it.
#[test]
fn a_forged_setting_changes_nothing_until_the_mailbox_confirms_it() {
    let mut office = game();
    office.deliver(&mail(ALICE, SERVER, "<f1@evil>", "", "Language fr"));
    let sent = office.drain();
    assert_eq!(recipients(&sent), [ALICE], "{sent:#?}");
    assert!(
        sent[0].subject.contains("please confirm"),
        "{}",
        sent[0].subject
    );
    assert_ne!(
        office.store.player_language(ALICE).unwrap(),
        Some(pawnpost::notation::Language::French)
    );
    // A second forgery the same day: not even a confirmation request.
    let d = office.deliver(&mail(ALICE, SERVER, "<f2@evil>", "", "Language de"));
    assert!(
        matches!(d, Disposition::Silenced(_)) || office.drain().len() == 1,
        "{d:?}"
    );
    // alice's Rd1 stays a rook move.
    let wa = office.reply_address(1, ALICE);
    office.deliver(&mail(ALICE, &wa, "<m1@a>", "", "d4"));
    office.deliver(&mail(
        BOB,
        &office.reply_address(1, BOB),
        "<m2@b>",
        "",
        "d5",
    ));
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 2);
    // The real alice confirms the first request through its reply address.
    let confirm_to = sent[0].reply_to.clone();
    office.drain();
    office.deliver(&mail(ALICE, &confirm_to, "<c2@a>", "", "Confirm"));
    assert_eq!(
        office.store.player_language(ALICE).unwrap(),
        Some(pawnpost::notation::Language::French)
    );
}

/// Finding 1 through a game: a mail that names alice's game by its subject tag, with
/// no token of hers, cannot change her language either; her real token can.
#[test]
fn a_forged_language_in_a_game_mail_changes_nothing() {
    let mut office = game();
    office.deliver(&mail(
        ALICE,
        SERVER,
        "<f3@evil>",
        "In-Reply-To: <nothing@evil>\r\n",
        "Language fr",
    ));
    // Named by the game tag only.
    let raw = format!(
        "From: {ALICE}\r\nTo: {SERVER}\r\nSubject: Re: [pawnpost #1] chess\r\nMessage-ID: <f4@evil>\r\n\r\nLanguage fr\r\n"
    );
    office.deliver(raw.as_bytes());
    office.drain();
    assert_ne!(
        office.store.player_language(ALICE).unwrap(),
        Some(pawnpost::notation::Language::French)
    );
    let wa = office.reply_address(1, ALICE);
    office.deliver(&mail(ALICE, &wa, "<l1@a>", "", "Language fr"));
    assert_eq!(
        office.store.player_language(ALICE).unwrap(),
        Some(pawnpost::notation::Language::French)
    );
}

/// Finding 2: Accept answers the challenge whose invitation was answered.
#[test]
fn accept_answers_the_invitation_it_replies_to_not_the_oldest_challenge() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let mallory = "mallory@evil.example";
    let friend = "friend@example.org";
    office.deliver(&mail(
        mallory,
        &office.own_address(mallory),
        "<c1@m>",
        "",
        "Challenge bob@example.org timeout 1 day",
    ));
    office.deliver(&mail(
        friend,
        &office.own_address(friend),
        "<c2@f>",
        "",
        "Challenge bob@example.org",
    ));
    let sent = office.drain();
    let invitations: Vec<&Sent> = sent.iter().filter(|s| s.to == BOB).collect();
    assert_eq!(invitations.len(), 2);
    let from_friend = invitations
        .iter()
        .find(|s| s.subject.contains(friend))
        .expect("the friend's invitation");
    // bob answers the friend's invitation (the newer one).
    let headers = format!("In-Reply-To: <{}>\r\n", from_friend.message_id);
    let d = office.deliver(&mail(
        BOB,
        &from_friend.reply_to,
        "<a1@b>",
        &headers,
        "Accept",
    ));
    let Disposition::Answered { game: Some(id), .. } = d else {
        panic!("{d:?}");
    };
    let game = office.store.load_game(id).unwrap();
    assert!(
        game.color_of(friend).is_some(),
        "the game is against the friend"
    );
    assert!(game.color_of(mallory).is_none());
    office.drain();
    // With two open challenges, a bare Accept (even with proof) asks which one. (The
    // next day: bob never played carol, and two invitations spent his budget of
    // letters he did not ask for today.)
    office.now += 86_400;
    office.deliver(&mail(
        "carol@example.org",
        &office.own_address("carol@example.org"),
        "<c3@c>",
        "",
        "Challenge bob@example.org",
    ));
    office.drain();
    let d = office.deliver(&mail(BOB, &office.own_address(BOB), "<a2@b>", "", "Accept"));
    let sent = office.drain();
    assert!(
        matches!(d, Disposition::Answered { game: None, .. }),
        "{d:?}"
    );
    assert!(
        letter_to(&sent, BOB).subject.contains("which challenge"),
        "{sent:#?}"
    );
    // A forged Accept from bob does nothing at all but ask bob.
    office.deliver(&mail(BOB, SERVER, "<a3@evil>", "", "Accept"));
    let sent = office.drain();
    assert!(sent.iter().all(|s| s.to == BOB), "{sent:#?}");
    assert_eq!(active(&office, BOB), 1);
}

/// Finding 4: forged senders reach no stranger; the forged addresses hear at most
/// once each, bounded by the hourly cap; one mailbox gets at most a few invitations a
/// day however its address is spelt; invitations can be refused.
#[test]
fn forged_senders_relay_nothing_and_invitations_can_be_refused() {
    let mut office = Office::new(3, 1_800_000_000, |c| {
        c.limits.mails_per_sender_per_hour = 1000;
        c.limits.stranger_mails_per_hour = 50;
    });
    office.step = 1;
    for k in 0..200 {
        for victim in 0..5 {
            office.deliver(&mail(
                &format!("m{k}@evil.example"),
                SERVER,
                &format!("<s{k}.{victim}@evil.example>"),
                "",
                &format!("Challenge victim{victim}@example.net"),
            ));
        }
    }
    let sent = office.drain();
    assert!(
        sent.iter().all(|s| s.to.ends_with("@evil.example")),
        "a stranger heard from pawnpost"
    );
    let mut per_address: BTreeMap<&str, usize> = BTreeMap::new();
    for s in &sent {
        *per_address.entry(s.to.as_str()).or_default() += 1;
    }
    assert!(
        per_address.values().all(|&n| n <= 2),
        "at most the daily budget (2) per forged address: {per_address:?}"
    );
    assert!(
        sent.len() <= 50,
        "{} letters past the hourly cap",
        sent.len()
    );

    // A real challenger, plus-address variants of one mailbox: two a day (the
    // mailbox's budget of letters without proof, below the invitations cap of three).
    let mut office = Office::new(3, 1_800_000_000, |c| {
        c.limits.mails_per_sender_per_hour = 1000
    });
    let own = office.own_address(ALICE);
    for n in 0..6 {
        office.deliver(&mail(
            ALICE,
            &own,
            &format!("<p{n}@a>"),
            "",
            &format!("Challenge carol+x{n}@example.org"),
        ));
    }
    let sent = office.drain();
    let invitations: Vec<&Sent> = sent.iter().filter(|s| s.to.starts_with("carol")).collect();
    assert_eq!(invitations.len(), 2, "{sent:#?}");
    assert!(
        sent.iter()
            .any(|s| s.to == ALICE && s.text.contains("received as many invitations today")),
        "{sent:#?}"
    );
    // Each invitation says how to refuse and carries List-Unsubscribe (RFC 2369) with
    // an address of its own, not the reply address (whose token could accept).
    let invitation = invitations[0];
    assert!(
        invitation.text.contains("reply Block"),
        "{}",
        invitation.text
    );
    let raw = String::from_utf8_lossy(&invitation.raw);
    let unsubscribe = raw
        .split("List-Unsubscribe: <mailto:")
        .nth(1)
        .and_then(|rest| rest.split('?').next())
        .unwrap_or_else(|| panic!("no List-Unsubscribe: {raw}"))
        .to_owned();
    assert!(unsubscribe.starts_with("pawnpost+u-"), "{unsubscribe}");
    assert!(!raw.contains("List-Unsubscribe-Post"), "{raw}");
    // Its token accepts nothing: `Accept` through it is only asked to be confirmed
    // (the next day: the two invitations spent carol's budget for today).
    office.now += 86_400;
    office.deliver(&mail(&invitation.to, &unsubscribe, "<a1@c>", "", "Accept"));
    let sent = office.drain();
    assert_eq!(recipients(&sent), [invitation.to.as_str()], "{sent:#?}");
    assert!(sent[0].subject.contains("please confirm"), "{sent:#?}");
    // The unsubscribe button blocks: no more invitations to that mailbox.
    office.deliver(&mail(&invitation.to, &unsubscribe, "<b1@c>", "", "Block"));
    let sent = office.drain();
    assert!(
        sent.iter().any(|s| s.text.contains("no more invitations")),
        "{sent:#?}"
    );
    office.now += 2 * 86_400;
    office.deliver(&mail(
        ALICE,
        &own,
        "<p9@a>",
        "",
        "Challenge carol@example.org",
    ));
    let sent = office.drain();
    assert_eq!(recipients(&sent), [ALICE], "{sent:#?}");
    assert!(
        sent[0].text.contains("does not accept invitations"),
        "{}",
        sent[0].text
    );
}

/// Finding 4: an invitation shows nothing the challenger wrote but a shortened address.
#[test]
fn an_invitation_shows_the_challengers_address_shortened_and_nothing_else() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let spammer = "visit.spam-example.com.for.cheap.pills.and.more@spam-example.com";
    let own = office.own_address(spammer);
    office.deliver(&mail(
        spammer,
        &own,
        "<s1@s>",
        "",
        "Challenge bob@example.org",
    ));
    let sent = office.drain();
    let invitation = letter_to(&sent, BOB);
    for text in [&invitation.subject, &invitation.text] {
        assert!(!text.contains("cheap.pills"), "{text}");
        assert!(!text.contains("http"), "{text}");
    }
    assert!(
        invitation.subject.contains("visit.spam-examp…@"),
        "{}",
        invitation.subject
    );
}

/// Finding 12: an unclear author gets no answer; a bare CR smuggles no address.
#[test]
fn unclear_senders_are_silenced_and_a_bare_cr_smuggles_no_address() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    for raw in [
        "From: friends: alice@example.org, bob@example.org;\r\nTo: pawnpost@localhost\r\nMessage-ID: <g1@x>\r\n\r\nHelp\r\n",
        "From: alice@example.org\r\nFrom: bob@example.org\r\nTo: pawnpost@localhost\r\nMessage-ID: <g2@x>\r\n\r\nHelp\r\n",
        "From: alice@example.org, bob@example.org\r\nTo: pawnpost@localhost\r\nMessage-ID: <g3@x>\r\n\r\nHelp\r\n",
    ] {
        let d = office.deliver(raw.as_bytes());
        assert!(
            matches!(&d, Disposition::Silenced(why) if why.contains("unclear sender")),
            "{raw}: {d:?}"
        );
        assert!(office.drain().is_empty());
    }
    let d = office.deliver(
        b"From: alice@example.org\rMessage-ID: <x@victim.example>\rTo: pawnpost@localhost\r\rHelp\r",
    );
    let sent = office.drain();
    assert!(
        sent.iter().all(|s| s.to == ALICE),
        "{d:?}: {:?}",
        recipients(&sent)
    );
}

/// Finding 12: the timeout range is the config's, and said once.
#[test]
fn the_challenge_timeout_range_is_the_configs_and_is_said_once() {
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    let own = office.own_address(ALICE);
    office.deliver(&mail(
        ALICE,
        &own,
        "<t1@a>",
        "",
        "Challenge bob@example.org timeout 3650 days",
    ));
    let sent = office.drain();
    assert!(
        letter_to(&sent, BOB)
            .text
            .contains("forfeit timeout 3650 days"),
        "{sent:#?}"
    );
    office.deliver(&mail(
        ALICE,
        &own,
        "<t2@a>",
        "",
        "Challenge carol@example.org timeout 3651 days",
    ));
    let sent = office.drain();
    let text = &letter_to(&sent, ALICE).text;
    assert_eq!(text.matches("Nothing was done").count(), 1, "{text}");
}

/// An invitation whose invitee has since refused invitations (`Block` with their own
/// address) expires with a letter to the challenger only: the invitee, who said no, is
/// not written to again.
#[test]
fn an_expired_invitation_is_not_told_to_an_invitee_who_blocked() {
    const CAROL: &str = "carol@example.org";
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    office.deliver(&mail(
        ALICE,
        &office.own_address(ALICE),
        "<e1@a>",
        "",
        "Challenge carol@example.org timeout 1 day",
    ));
    let invited = office.drain();
    assert!(recipients(&invited).contains(&CAROL.to_owned()));
    office.deliver(&mail(
        CAROL,
        &office.own_address(CAROL),
        "<e2@c>",
        "",
        "Block",
    ));
    office.drain();
    office.sweep_at(1_800_000_000 + 3 * 86_400);
    let told = office.drain();
    assert_eq!(recipients(&told), [ALICE], "{told:#?}");
    assert!(
        told[0]
            .text
            .contains("did not answer your challenge in time")
    );
}

/// Issue 20: Gmail ignores dots in the name and reads googlemail.com as gmail.com, so
/// `c.arol@googlemail.com` is carol@gmail.com's mailbox. A `Block` from it stops
/// invitations to every spelling, and the daily cap counts them as one recipient; mail
/// still goes to the address as it was written.
#[test]
fn a_block_from_one_gmail_spelling_stops_invitations_to_all_of_them() {
    let mut office = Office::new(3, 1_800_000_000, |c| {
        c.limits.mails_per_sender_per_hour = 1000
    });
    let own = office.own_address(ALICE);
    let spellings = [
        "c.arol@googlemail.com",
        "carol@gmail.com",
        "c.arol@gmail.com",
        "ca.r.ol@googlemail.com",
        "c.arol+chess@gmail.com",
    ];
    for (n, spelling) in spellings.iter().enumerate() {
        office.deliver(&mail(
            ALICE,
            &own,
            &format!("<g{n}@a>"),
            "",
            &format!("Challenge {spelling}"),
        ));
    }
    let sent = office.drain();
    let invited: Vec<&str> = sent
        .iter()
        .filter(|s| s.to != ALICE)
        .map(|s| s.to.as_str())
        .collect();
    assert_eq!(
        invited,
        spellings[..2],
        "two a day to one mailbox (its budget of letters without proof): {sent:#?}"
    );
    assert_eq!(
        sent.iter()
            .filter(|s| s.to == ALICE && s.text.contains("received as many invitations today"))
            .count(),
        3,
        "{sent:#?}"
    );

    // Carol refuses from the googlemail spelling, through that invitation's address.
    let invitation = letter_to(&sent, "c.arol@googlemail.com");
    let to = invitation.reply_to.clone();
    office.deliver(&mail("c.arol@googlemail.com", &to, "<gb@c>", "", "Block"));
    office.drain();
    office.now += 2 * 86_400;
    for (n, spelling) in spellings.iter().enumerate() {
        office.deliver(&mail(
            ALICE,
            &own,
            &format!("<h{n}@a>"),
            "",
            // Not the first round's words, which our letters quoted back to alice.
            &format!("Challenge {spelling} black"),
        ));
        let sent = office.drain();
        assert_eq!(recipients(&sent), [ALICE], "{spelling}: {sent:#?}");
        assert!(
            sent[0].text.contains("does not accept invitations"),
            "{spelling}: {}",
            sent[0].text
        );
    }
}
