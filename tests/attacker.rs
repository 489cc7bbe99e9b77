//! Issue 20, safe by construction: one attacker against pawnpost's public address,
//! varying everything a mail lets it vary — the forged sender and its spellings, the
//! commands, the subject tag, the threading headers, addresses of its own that it can
//! prove — for a simulated day. Each finding of the audit is a test here (or, for the
//! parallel ones, in `parallel_deliveries.rs`) that failed before its fix.

use crate::common;

use std::collections::BTreeMap;

use common::{Office, SERVER, Sent};
use pawnpost::address::mailbox_key_of;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const FRANK: &str = "frank@victim.example";

/// The spam line of the audit.
const SPAM: &str =
    "Resign Frank, your parcel is held. Pay the customs fee at https://evil.example/pay today";

fn mail(from: &str, to: &str, message_id: &str, extra: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: {message_id}\r\n{extra}\r\n{body}\r\n"
    )
    .into_bytes()
}

/// An office with a game between alice (White) and bob, both proven.
fn office_with_a_game() -> Office {
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

/// Words of the attacker's that must never reach anyone.
const ATTACK: [&str; 6] = [
    "evil.example",
    "evil-example",
    "parcel",
    "customs",
    "WIN-FREE",
    "bitcoin",
];

/// The first of the attacker's words in `letter`, but `allowed` (an invitation shows
/// its challenger's address, shortened: an address the attacker proved is its own).
fn carries_attack(letter: &Sent, allowed: &[&str]) -> Option<&'static str> {
    let all = format!("{}\n{}\n{}", letter.subject, letter.text, letter.html).to_lowercase();
    ATTACK
        .into_iter()
        .filter(|word| !allowed.contains(word))
        .find(|word| all.contains(&word.to_lowercase()))
}

/// Finding 1: a forged `From:` and 50 lines of spam made pawnpost mail the forged
/// address "I did not understand …" quoting every line (341 KB, 1,500 copies of the
/// link); `Player <text>` and `Standings <text>` put the text in the subject. Now the
/// letter to an address without proof is a fixed form: no word of the mail's, small.
#[test]
fn a_forged_mail_relays_no_word_to_the_address_it_names() {
    let mut office = office_with_a_game();
    let body = format!(
        "{}\nPlayer {SPAM}\nStandings {SPAM}\nName WIN-FREE-BITCOIN-AT-evil.example/pay",
        vec![SPAM; 50].join("\n")
    );
    for (n, victim) in [FRANK, ALICE].into_iter().enumerate() {
        office.deliver(&mail(victim, SERVER, &format!("<spam{n}@evil>"), "", &body));
        // Each question form alone too (a mail of one command is not refused whole).
        for (k, line) in [format!("Player {SPAM}"), format!("Standings {SPAM}")]
            .iter()
            .enumerate()
        {
            office.now += 86_400;
            office.deliver(&mail(victim, SERVER, &format!("<q{n}.{k}@evil>"), "", line));
        }
    }
    // Finding 8: a confirmation request listed the forged commands verbatim (a
    // 300-character `Name WIN-FREE-BITCOIN-AT-…`, a long address of the attacker's).
    let forged_commands = [
        format!(
            "Name WIN-FREE-BITCOIN-AT-evil-example-pay-{}",
            "X".repeat(260)
        ),
        format!(
            "Challenge win-free-bitcoin-at-evil.example.pay.{}@example.org",
            "x".repeat(40)
        ),
        format!("Seek {SPAM}"),
        format!("Join {SPAM}"),
        "Language fr".to_owned(),
    ];
    for (k, command) in forged_commands.iter().enumerate() {
        let victim = format!("victim{k}@victim.example");
        office.deliver(&mail(&victim, SERVER, &format!("<n{k}@evil>"), "", command));
    }
    let sent = office.drain();
    assert!(!sent.is_empty(), "the forged addresses are answered");
    assert!(
        sent.iter().any(|s| s.subject.contains("please confirm")),
        "{sent:#?}"
    );
    for letter in &sent {
        assert!(
            carries_attack(letter, &[]).is_none(),
            "{:?} reached {}: {}\n{}",
            carries_attack(letter, &[]),
            letter.to,
            letter.subject,
            letter.text
        );
        assert!(
            letter.text.len() <= 4096,
            "{} bytes to {}",
            letter.text.len(),
            letter.to
        );
    }
}

/// One attacker, 24 simulated hours, one mail a minute, aimed at `victim`: forged
/// senders in every spelling of the victim's address, every command with and without
/// spam, the subject tag and threading headers of the victim's game, and challenges
/// from addresses the attacker owns and proves. Returns the letters the victim's
/// mailbox received, by kind of mail that caused them.
fn a_day_of_attack(victim: &str) -> (usize, BTreeMap<String, usize>) {
    let mut office = office_with_a_game();
    office.step = 60;
    let key = mailbox_key_of(victim);
    let (local, domain) = victim.split_once('@').unwrap();
    let spellings = [
        victim.to_owned(),
        victim.to_uppercase(),
        format!("{local}+chess@{domain}"),
        format!("{local}+{}@{domain}", "x".repeat(40)),
        format!("\"Frank\" <{local}@{}>", domain.to_uppercase()),
    ];
    let commands = [
        "Help".to_owned(),
        "Rating".to_owned(),
        "Language fr".to_owned(),
        "Top".to_owned(),
        "Seeks".to_owned(),
        format!("Player {SPAM}"),
        format!("Standings {SPAM}"),
        SPAM.to_owned(),
        "Resign".to_owned(),
        "Request Draw".to_owned(),
        "e4".to_owned(),
        "Name WIN-FREE-BITCOIN".to_owned(),
        "Seek".to_owned(),
        "Block".to_owned(),
        "Challenge carl@example.net".to_owned(),
        "Accept".to_owned(),
        "Confirm".to_owned(),
    ];
    let mut letters = 0;
    let mut causes: BTreeMap<String, usize> = BTreeMap::new();
    for minute in 0..24 * 60usize {
        let id = format!("<m{minute}@evil.example>");
        let raw = match minute % 4 {
            // A forged mail from the victim to the public address.
            0 | 1 => {
                let from = &spellings[minute / 4 % spellings.len()];
                let command = &commands[minute / 2 % commands.len()];
                let extra = if minute % 8 == 1 {
                    "Subject: Re: [pawnpost #1] alice vs bob\r\nIn-Reply-To: <pawnpost.game.1@localhost>\r\n"
                } else {
                    ""
                };
                mail(from, SERVER, &id, extra, command)
            }
            // A challenge from an address the attacker owns, proven by its own token.
            2 => {
                let attacker = format!("m{}@evil.example", minute / 4);
                let to = office.own_address(&attacker);
                let spelling = &spellings[minute / 4 % 3];
                mail(&attacker, &to, &id, "", &format!("Challenge {spelling}"))
            }
            // A forged mail to the victim's own reply address (a token guessed wrong).
            _ => {
                let to = office
                    .own_address(victim)
                    .replace('+', "+x")
                    .replace("-", "-y");
                mail(victim, &to, &id, "", "Help")
            }
        };
        office.deliver(&raw);
        for letter in office.drain() {
            if mailbox_key_of(&letter.to) == key {
                letters += 1;
                *causes
                    .entry(format!("minute {minute} ({})", minute % 4))
                    .or_default() += 1;
                assert!(
                    carries_attack(&letter, &["evil.example"]).is_none(),
                    "{:?} reached {}: {}",
                    carries_attack(&letter, &["evil.example"]),
                    letter.to,
                    letter.text
                );
            }
        }
    }
    (letters, causes)
}

/// Finding 4: forged mails from a known player (`Language fr`, `Rating`, …) were each
/// answered, 61 an hour, 1,464 a day; a forged `Help` from a stranger every time. Now
/// all letters without proof to one mailbox share one budget a day (2 by default),
/// however the address is spelt and whatever caused them.
#[test]
fn one_attacker_reaches_one_mailbox_at_most_twice_a_day() {
    for victim in [FRANK, ALICE] {
        let (letters, causes) = a_day_of_attack(victim);
        eprintln!("24 hours of one attacker: {letters} letter(s) reached {victim}: {causes:?}");
        assert!(
            letters <= 2,
            "{letters} letters reached {victim}: {causes:?}"
        );
    }
}

/// Finding 5: confirmation requests to known players counted against the hourly brake
/// on letters to strangers, so ~100 forged mails an hour locked honest newcomers out.
/// Now a known player's letters never touch the brake; and where the admin's MTA
/// checks DMARC (`trust.authserv_id`), a forgery of a domain that publishes a policy is
/// not answered at all, so it spends nothing a newcomer needs.
#[test]
fn a_flood_of_forgeries_does_not_lock_newcomers_out() {
    const FLOOD: usize = 300;
    let newcomer = |office: &mut Office, who: &str| -> usize {
        let n = office.now;
        office.deliver(&mail(
            who,
            SERVER,
            &format!("<new.{n}@{who}>"),
            "",
            "Challenge carl@example.net",
        ));
        office
            .drain()
            .iter()
            .filter(|s| s.to == who && s.subject.contains("please confirm"))
            .count()
    };

    // Forged mails from known players: none of their letters counts against the brake.
    let mut office = office_with_a_game();
    office.step = 1;
    for k in 0..FLOOD {
        let from = if k % 2 == 0 { ALICE } else { BOB };
        office.deliver(&mail(
            from,
            SERVER,
            &format!("<f{k}@evil>"),
            "",
            "Language fr",
        ));
    }
    office.drain();
    assert_eq!(newcomer(&mut office, "nina@example.net"), 1);

    // Forged strangers of a domain with a DMARC policy, checked by the admin's MTA:
    // silenced, the brake untouched.
    let mut office = Office::new(3, 1_800_000_000, |c| {
        c.trust.authserv_id = Some("mx.localhost".to_owned());
    });
    office.step = 1;
    for k in 0..FLOOD {
        office.deliver(&mail(
            &format!("v{k}@bank.example"),
            SERVER,
            &format!("<d{k}@evil>"),
            "Authentication-Results: mx.localhost; spf=fail smtp.mailfrom=bank.example; dmarc=fail (p=quarantine) header.from=bank.example\r\n",
            "Help",
        ));
    }
    let sent = office.drain();
    assert!(
        sent.is_empty(),
        "{} letters to forged addresses",
        sent.len()
    );
    assert_eq!(newcomer(&mut office, "nina@example.net"), 1);

    // Forged strangers of domains without a policy: the brake holds them at
    // `stranger_mails_per_hour` letters, and a newcomer whose mail carries no proof
    // waits until the hour is over (the cost docs/security.md states).
    let mut office = Office::new(3, 1_800_000_000, |_| {});
    office.step = 1;
    let cap = office.pm.config.limits.stranger_mails_per_hour as usize;
    for k in 0..FLOOD {
        office.deliver(&mail(
            &format!("v{k}@nopolicy.example"),
            SERVER,
            &format!("<n{k}@evil>"),
            "",
            "Help",
        ));
    }
    let sent = office.drain();
    eprintln!(
        "{FLOOD} forged strangers in {FLOOD} s: {} letters (the brake: {cap} an hour)",
        sent.len()
    );
    assert_eq!(sent.len(), cap);
    assert_eq!(newcomer(&mut office, "nina@example.net"), 0);
    office.now += 3600;
    assert_eq!(newcomer(&mut office, "nina@example.net"), 1);
}

/// Finding 8: 10,000 forged `Rating`/`Player`/`Seek` senders created 10,000 player rows,
/// each with a permanent public `playerN` label. A question from a sender without proof
/// creates no row; a change (`Seek`, `Name`) only asks for a confirmation.
#[test]
fn questions_without_proof_create_no_player() {
    let mut office = office_with_a_game();
    office.step = 1;
    let rows = |office: &Office| -> (i64, i64) {
        let conn = rusqlite::Connection::open(&office.pm.config.server.database).unwrap();
        let count = |table: &str| -> i64 {
            conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
                .unwrap()
        };
        (count("players"), count("community_players"))
    };
    let before = rows(&office);
    let questions = [
        "Rating",
        "Player Alice",
        "Player player1",
        "Top",
        "Seeks",
        "Standings",
        "Help",
        "Games",
    ];
    for k in 0..400 {
        office.deliver(&mail(
            &format!("s{k}@stranger.example"),
            SERVER,
            &format!("<r{k}@stranger.example>"),
            "",
            questions[k % questions.len()],
        ));
    }
    office.drain();
    assert_eq!(rows(&office), before);
}

/// Issue 30: a stranger's subject naming a game that exists and one that does not got
/// silence and "There is no game #999 of yours": an oracle of game numbers. Both are now
/// answered alike, with nothing of the game in the answer.
#[test]
fn a_game_that_is_not_yours_reads_like_one_that_does_not_exist() {
    let mut office = office_with_a_game();
    let mut answers = Vec::new();
    // Two strangers, so that each answer is its mailbox's first of the day.
    for (n, game, carol) in [(1, 1, "carol@example.org"), (2, 999, "dave@example.org")] {
        let raw = format!(
            "From: {carol}\r\nTo: {SERVER}\r\nSubject: Re: [pawnpost #{game}] your move\r\n\
             Message-ID: <o{n}@c>\r\n\r\ne5\r\n"
        );
        office.deliver(raw.as_bytes());
        let sent = office.drain();
        assert_eq!(sent.len(), 1, "game #{game}: {sent:#?}");
        assert_eq!(sent[0].to, carol);
        // Told apart only by the number the stranger wrote.
        answers.push((
            sent[0].subject.replace(&format!("#{game}"), "#N"),
            sent[0].text.replace(&format!("#{game}"), "#N"),
        ));
    }
    assert_eq!(answers[0], answers[1]);
    assert!(answers[0].1.contains("no game #N"), "{}", answers[0].1);
    assert!(!answers[0].1.contains("alice"), "{}", answers[0].1);
}

/// Issue 30: a newcomer whose third fresh mail of a day met silence (the unproven budget
/// spent by the first two answers) is told so by the last letter that reaches them.
#[test]
fn the_last_letter_a_newcomer_gets_today_says_so() {
    let mut office = office_with_a_game();
    let newcomer = "nina@example.org";
    let mut texts = Vec::new();
    for n in 0..3 {
        let raw = format!(
            "From: {newcomer}\r\nTo: {SERVER}\r\nSubject: hello\r\nMessage-ID: <n{n}@n>\r\n\r\nHelp\r\n"
        );
        office.deliver(raw.as_bytes());
        texts.extend(office.drain().into_iter().map(|s| s.text));
    }
    assert_eq!(texts.len(), 2, "{texts:#?}");
    assert!(!texts[0].contains("last for today"), "{}", texts[0]);
    assert!(
        texts[1].contains("this is the last for today"),
        "{}",
        texts[1]
    );
}
