//! The flow of one mail through `process_mail`, with literal mails and a real SQLite
//! file: challenges, moves by reply address, refusals with explanations, silence for
//! auto-replies and strangers, idempotency, and forged senders.

use crate::common;

use common::{Office, SERVER, Sent as Reply};
use pawnpost::daemon::Disposition;

/// The shared in-process office, plus the literal mails this file sends.
struct Rig {
    office: Office,
    serial: u32,
}

impl Rig {
    fn new() -> Rig {
        Rig {
            office: Office::new(7, 1_790_000_000, |c| {
                c.limits.mails_per_sender_per_hour = 20
            }),
            serial: 0,
        }
    }

    fn raw(
        &mut self,
        from: &str,
        to: &str,
        subject: &str,
        extra_headers: &str,
        body: &str,
    ) -> (String, Vec<u8>) {
        self.serial += 1;
        let id = format!("m{}@client.example", self.serial);
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <{id}>\r\nDate: Sat, 21 Nov 2026 10:00:00 +0000\r\n{extra_headers}Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
        );
        (id, raw.into_bytes())
    }

    /// Sends a mail and returns what became of it plus the replies it queued.
    fn send(&mut self, from: &str, to: &str, body: &str) -> (Disposition, Vec<Reply>) {
        self.send_with(from, to, "chess", "", body)
    }

    fn send_with(
        &mut self,
        from: &str,
        to: &str,
        subject: &str,
        headers: &str,
        body: &str,
    ) -> (Disposition, Vec<Reply>) {
        let (_, raw) = self.raw(from, to, subject, headers, body);
        self.deliver(&raw)
    }

    fn deliver(&mut self, raw: &[u8]) -> (Disposition, Vec<Reply>) {
        let d = self.office.deliver(raw);
        (d, self.office.drain())
    }
}

fn reply_for<'a>(replies: &'a [Reply], to: &str) -> &'a Reply {
    replies
        .iter()
        .find(|r| r.to == to)
        .unwrap_or_else(|| panic!("no reply to {to} in {replies:#?}"))
}

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";

/// Challenge and acceptance; returns (white address, black address, white's and
/// black's reply addresses).
fn start_game(rig: &mut Rig) -> (String, String, String, String) {
    // Alice writes through her own reply address (any earlier letter of pawnpost has
    // it), which proves her address; bob answers the invitation through its own.
    let own = rig.office.own_address(ALICE);
    let (_, replies) = rig.send(ALICE, &own, "Challenge bob@example.org white");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    let invitation = reply_for(&replies, BOB);
    assert!(invitation.text.contains("Accept"));
    let to_invitation = invitation.reply_to.clone();
    let (d, replies) = rig.send(BOB, &to_invitation, "Accept");
    assert!(
        matches!(d, Disposition::Answered { game: Some(_), .. }),
        "{d:?}"
    );
    let white = reply_for(&replies, ALICE);
    let black = reply_for(&replies, BOB);
    assert!(
        white.subject.to_lowercase().contains("your move"),
        "{}",
        white.subject
    );
    assert!(white.reply_to.starts_with("pawnpost+") && white.reply_to.ends_with("@localhost"));
    assert_ne!(white.reply_to, black.reply_to, "tokens are per player");
    (
        ALICE.into(),
        BOB.into(),
        white.reply_to.clone(),
        black.reply_to.clone(),
    )
}

#[test]
fn a_whole_game_by_mail() {
    let mut rig = Rig::new();
    let (white, black, white_addr, black_addr) = start_game(&mut rig);

    let (_, replies) = rig.send(&white, &white_addr, "f3\n\nGood luck!");
    let to_black = reply_for(&replies, &black);
    assert!(
        to_black.subject.contains("1. f3") && to_black.subject.to_lowercase().contains("your move"),
        "{}",
        to_black.subject
    );
    assert!(
        to_black.text.contains("| Good luck!"),
        "comment quoted: {}",
        to_black.text
    );
    let to_white = reply_for(&replies, &white);
    assert!(
        to_white.subject.contains("waiting for Black"),
        "{}",
        to_white.subject
    );
    assert!(
        to_white.in_reply_to.is_some(),
        "the sender's reply threads to their mail"
    );
    assert!(replies.iter().all(|r| r.auto_submitted));

    let thread_root = to_black.in_reply_to.clone();
    assert!(
        thread_root.is_some(),
        "the opponent's mails hang under one thread root"
    );
    rig.send(&black, &black_addr, "e5");
    let (_, replies) = rig.send(&white, &white_addr, "g4");
    assert_eq!(
        reply_for(&replies, &black).in_reply_to,
        thread_root,
        "one thread per player and game"
    );
    let (_, replies) = rig.send(&black, &black_addr, "Qh4#");
    for r in &replies {
        assert!(r.text.contains("won by checkmate."), "{}", r.text);
        assert!(
            r.attachments.iter().any(|a| a.ends_with(".pgn")),
            "{:?}",
            r.attachments
        );
    }
    let (_, replies) = rig.send(&white, &white_addr, "a3");
    assert!(
        reply_for(&replies, &white)
            .text
            .contains("The game is over")
    );
}

/// Issue 20: bidirectional controls and other invisible characters in a comment would
/// reach the opponent's letter as they were, making it read other than written
/// (`U+202E` turns what follows around). The comment arrives without them, in the text
/// and in the HTML, its visible words untouched.
#[test]
fn a_comment_reaches_the_opponent_without_invisible_controls() {
    const INVISIBLE: &[char] = &[
        '\u{202E}',
        '\u{202D}',
        '\u{202C}',
        '\u{2066}',
        '\u{2067}',
        '\u{2069}',
        '\u{200B}',
        '\u{200D}',
        '\u{200F}',
        '\u{2060}',
        '\u{FEFF}',
        '\u{AD}',
        '\u{61C}',
        '\u{E0041}',
    ];
    let mut rig = Rig::new();
    let (white, black, white_addr, _) = start_game(&mut rig);
    let comment = "Good \u{202E}kcul\u{202C} luck\u{200B}!\u{2066} Pay\u{AD}Pal\u{2069} \
         \u{2067}\u{200F}see\u{2060} \u{202D}you\u{FEFF}\u{61C}\u{200D}\u{E0041}";
    let (_, replies) = rig.send(&white, &white_addr, &format!("f3\n\n{comment}"));
    let to_black = reply_for(&replies, &black);
    for (part, text) in [("text", &to_black.text), ("HTML", &to_black.html)] {
        assert!(
            text.contains("Good kcul luck! PayPal see you"),
            "{part}: {text}"
        );
        for r in &replies {
            let found: Vec<String> = [&r.text, &r.html, &r.subject]
                .into_iter()
                .flat_map(|t| t.chars())
                .filter(|c| INVISIBLE.contains(c))
                .map(|c| format!("U+{:04X}", u32::from(c)))
                .collect();
            assert!(found.is_empty(), "{found:?} in the letter to {}", r.to);
        }
    }
}

#[test]
fn refusals_explain_and_change_nothing() {
    let mut rig = Rig::new();
    let (white, black, white_addr, black_addr) = start_game(&mut rig);

    // Illegal move: the reason and the legal moves.
    let (_, replies) = rig.send(&white, &white_addr, "Nf5");
    assert_eq!(replies.len(), 1);
    let text = &reply_for(&replies, &white).text;
    assert!(text.contains("no knight of yours can reach f5"), "{text}");
    assert!(
        text.contains("Your legal moves, by piece. Knights: b1 to a3 c3; g1 to f3 h3."),
        "{text}"
    );

    // Out of turn.
    let (_, replies) = rig.send(&black, &black_addr, "e5");
    assert!(
        reply_for(&replies, &black).text.contains("not your turn"),
        "{}",
        replies[0].text
    );

    // Words and no command: nothing is passed on, and the player is told so.
    let (_, replies) = rig.send(&white, &white_addr, "lets go");
    assert_eq!(replies.len(), 1, "the opponent hears nothing");
    assert!(
        reply_for(&replies, &white)
            .text
            .contains("I found no command in your mail, so your words were not passed on"),
        "{}",
        replies[0].text
    );

    // The game did not move.
    let game = rig.office.store.load_game(1).unwrap();
    assert!(game.moves().is_empty());
    let (_, replies) = rig.send(&white, &white_addr, "e4");
    assert!(reply_for(&replies, &black).subject.contains("1. e4"));
}

#[test]
fn auto_replies_bounces_and_lists_get_silence() {
    let mut rig = Rig::new();
    let (_, _, white_addr, _) = start_game(&mut rig);
    for headers in [
        "Auto-Submitted: auto-replied\r\n",
        "Precedence: bulk\r\n",
        "List-Id: <chess.lists.example.org>\r\n",
    ] {
        let (d, replies) =
            rig.send_with(ALICE, &white_addr, "Out of office", headers, "I am away.");
        assert!(matches!(d, Disposition::Silenced(_)), "{headers}: {d:?}");
        assert!(replies.is_empty());
    }
    let (d, replies) = rig.send("MAILER-DAEMON@example.org", SERVER, "Undelivered mail");
    assert!(matches!(d, Disposition::Silenced(_)), "{d:?}");
    assert!(replies.is_empty());
}

#[test]
fn the_same_mail_twice_is_applied_once() {
    let mut rig = Rig::new();
    let (white, _, white_addr, _) = start_game(&mut rig);
    let (_, raw) = rig.raw(&white, &white_addr, "move", "", "e4");
    let (first, replies) = rig.deliver(&raw);
    assert!(matches!(first, Disposition::Answered { .. }));
    assert_eq!(replies.len(), 2);
    let (second, replies) = rig.deliver(&raw);
    assert_eq!(second, Disposition::Duplicate);
    assert!(replies.is_empty());
    assert_eq!(rig.office.store.load_game(1).unwrap().moves().len(), 1);
}

#[test]
fn forged_senders_and_foreign_tokens_move_nothing() {
    let mut rig = Rig::new();
    let (white, black, white_addr, black_addr) = start_game(&mut rig);

    // Bob forges Alice's From but can only use his own reply address: refused, and the
    // explanation goes to Alice (the registered address), not to Bob.
    let (_, replies) = rig.send(&white, &black_addr, "e4");
    assert_eq!(rig.office.store.load_game(1).unwrap().moves().len(), 0);
    assert!(replies.iter().all(|r| r.to == white), "{replies:#?}");
    assert!(
        reply_for(&replies, &white).text.contains("key"),
        "{}",
        replies[0].text
    );

    // A stranger with Alice's reply address: nothing moves, and the stranger alone is
    // answered as for a game that does not exist (no oracle of game numbers).
    let (d, replies) = rig.send("mallory@example.net", &white_addr, "e4");
    assert!(matches!(d, Disposition::Answered { .. }), "{d:?}");
    assert_eq!(rig.office.store.load_game(1).unwrap().moves().len(), 0);
    assert!(
        replies.iter().all(|r| r.to == "mallory@example.net"),
        "{replies:#?}"
    );
    assert!(
        reply_for(&replies, "mallory@example.net")
            .text
            .contains("There is no game #1 of yours"),
        "{replies:#?}"
    );

    // The subject tag alone does not authorize a move.
    let (_, replies) = rig.send_with(&white, SERVER, "Re: [pawnpost #1] your move", "", "e4");
    assert_eq!(rig.office.store.load_game(1).unwrap().moves().len(), 0);
    assert!(
        reply_for(&replies, &white)
            .text
            .contains("Reply to the latest pawnpost mail")
    );

    // A token of game 1 is worthless in game 2.
    let own = rig.office.own_address(ALICE);
    let (_, replies) = rig.send(ALICE, &own, "Challenge carol@example.org white");
    assert_eq!(replies.len(), 2);
    let carol = rig.office.own_address("carol@example.org");
    rig.send("carol@example.org", &carol, "Accept");
    let game2_addr = white_addr.replace("pawnpost+1-", "pawnpost+2-");
    rig.send(&white, &game2_addr, "e4");
    assert_eq!(rig.office.store.load_game(2).unwrap().moves().len(), 0);
    let _ = black;
}

#[test]
fn draw_offer_accepted_ends_the_game() {
    let mut rig = Rig::new();
    let (white, black, white_addr, black_addr) = start_game(&mut rig);
    rig.send(&white, &white_addr, "e4");
    let (_, replies) = rig.send(&black, &black_addr, "e5\nRequest Draw");
    assert!(
        reply_for(&replies, &white).text.contains("requests a draw"),
        "{}",
        replies[0].text
    );
    let (_, replies) = rig.send(&white, &white_addr, "Accept Draw");
    for r in &replies {
        assert!(
            r.text.contains("Game over: a draw by agreement."),
            "{}",
            r.text
        );
    }
}

#[test]
fn floods_get_one_notice_then_silence() {
    // A player who proves every mail (their own reply address) is answered up to the
    // hourly limit, then gets one notice, then silence.
    let mut rig = Rig::new();
    let own = rig.office.own_address("flood@example.org");
    let mut notices = 0;
    let mut silenced = 0;
    let mut answered = 0;
    for _ in 0..25 {
        let (d, replies) = rig.send("flood@example.org", &own, "Help");
        if replies.iter().any(|r| r.subject.contains("too many mails")) {
            notices += 1;
        } else if !replies.is_empty() {
            answered += 1;
        }
        if matches!(d, Disposition::Silenced(_)) && replies.is_empty() {
            silenced += 1;
        }
    }
    assert_eq!((answered, notices, silenced), (20, 1, 25 - 21));
}

#[test]
fn a_flood_without_proof_gets_the_mailboxs_daily_budget_and_no_more() {
    // Without proof (mail to the public address) every letter, the notice included,
    // comes out of the mailbox's budget of letters without proof: two a day.
    let mut rig = Rig::new();
    let mut letters = 0;
    for hour in 0..30 {
        rig.office.now += if hour % 5 == 0 { 3600 } else { 0 };
        let (_, replies) = rig.send("flood@example.org", SERVER, "Help");
        letters += replies.len();
    }
    assert_eq!(letters, 2);
    // The next day, the budget is back.
    rig.office.now += 86_400;
    let (_, replies) = rig.send("flood@example.org", SERVER, "Help");
    assert_eq!(replies.len(), 1);
}

#[test]
fn a_reply_to_an_older_board_is_refused_with_the_current_one() {
    let mut rig = Rig::new();
    let (white, black, white_addr, black_addr) = start_game(&mut rig);
    let (_, replies) = rig.send(&white, &white_addr, "e4");
    let first_board = reply_for(&replies, &black).message_id.clone();
    rig.send(&black, &black_addr, "e5");
    rig.send(&white, &white_addr, "Nf3");
    // Black answers the mail about 1. e4 although White has played 2. Nf3 since.
    let headers = format!("In-Reply-To: <{first_board}>\r\n");
    let (_, replies) = rig.send_with(&black, &black_addr, "Re: move", &headers, "Nc6");
    let text = &reply_for(&replies, &black).text;
    assert!(text.contains("moved on"), "{text}");
    assert_eq!(rig.office.store.load_game(1).unwrap().moves().len(), 3);
    // Answering the latest mail works.
    let (_, replies) = rig.send(&black, &black_addr, "Nc6");
    assert!(
        reply_for(&replies, &white).subject.contains("2... Nc6"),
        "{}",
        replies[0].subject
    );
}

#[test]
fn an_unanswered_challenge_expires_with_its_timeout() {
    let mut rig = Rig::new();
    let own = rig.office.own_address(ALICE);
    rig.send(ALICE, &own, "Challenge bob@example.org timeout 3 days");
    rig.office.now += 2 * 86_400;
    let now = rig.office.now;
    rig.office.sweep_at(now);
    assert!(rig.office.drain().is_empty(), "not yet");
    rig.office.now += 86_400;
    let now = rig.office.now;
    rig.office.sweep_at(now);
    let replies = rig.office.drain();
    assert!(reply_for(&replies, ALICE).subject.contains("expired"));
    assert!(reply_for(&replies, BOB).subject.contains("expired"));
    let bob = rig.office.own_address(BOB);
    let (_, replies) = rig.send(BOB, &bob, "Accept");
    assert!(
        reply_for(&replies, BOB).text.contains("no open challenge"),
        "{}",
        replies[0].text
    );
}

#[test]
fn the_admins_mta_may_vouch_for_a_sender_instead_of_a_token() {
    let mut rig = Rig::new();
    rig.office.pm.config.trust.authserv_id = Some("mx.pawnpost.test".to_owned());
    let (white, _, _, _) = start_game(&mut rig);
    // Another server's word counts for nothing.
    let other = "Authentication-Results: mx.evil.test; dkim=pass header.d=example.org\r\n";
    rig.send_with(&white, SERVER, "Re: [pawnpost #1] move", other, "e4");
    assert_eq!(rig.office.store.load_game(1).unwrap().moves().len(), 0);
    // The configured MTA's DKIM pass for the From domain stands in for the token.
    let ours = "Authentication-Results: mx.pawnpost.test; dkim=pass header.d=example.org\r\n";
    let (_, replies) = rig.send_with(&white, SERVER, "Re: [pawnpost #1] move", ours, "e4");
    assert_eq!(
        rig.office.store.load_game(1).unwrap().moves().len(),
        1,
        "{replies:#?}"
    );
}

#[test]
fn mail_marked_as_spam_is_not_answered_outside_a_game() {
    let mut rig = Rig::new();
    // Backscatter: the sender of spam is usually forged, so nothing goes back to it.
    for mark in [
        "X-Spam-Flag: YES\r\n",
        "X-Spam-Status: Yes, score=9.1 required=5.0\r\n",
        "X-Spam: yes\r\n",
    ] {
        let (d, replies) = rig.send_with("victim@example.net", SERVER, "hi", mark, "Help");
        assert!(
            matches!(&d, Disposition::Silenced(why) if why.contains("spam")),
            "{mark}: {d:?}"
        );
        assert!(replies.is_empty(), "{mark}: {replies:#?}");
        let (d, replies) = rig.send_with(
            "victim@example.net",
            SERVER,
            "hi",
            mark,
            "Challenge friend@example.org",
        );
        assert!(matches!(d, Disposition::Silenced(_)), "{mark}: {d:?}");
        assert!(replies.is_empty(), "no challenge on behalf of spam");
    }
    // A filter's "no" is not a mark.
    let (_, replies) = rig.send_with(
        "someone@example.net",
        SERVER,
        "hi",
        "X-Spam-Flag: NO\r\nX-Spam-Status: No, score=0.1\r\n",
        "Help",
    );
    assert_eq!(replies.len(), 1, "{replies:#?}");

    // A player's move is handled even when the filter is wrong about it.
    let (white, black, white_addr, _) = start_game(&mut rig);
    let (_, replies) = rig.send_with(&white, &white_addr, "move", "X-Spam-Flag: YES\r\n", "e4");
    assert!(
        reply_for(&replies, &black).text.contains("played 1. e4"),
        "{replies:#?}"
    );
}
