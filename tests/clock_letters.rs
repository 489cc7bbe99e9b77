//! Snapshots (insta) of the letters about time, in English, German, French, Spanish and
//! Portuguese, through
//! the real pipeline with a fixed clock and secret: a challenge with a time control,
//! the clocks in game mails, time given, leave and its end, a reminder, the calendar
//! setting, an outage credited, a forfeit on time and a leave refused. The commands are
//! written in each language's own words.

use crate::common;

use common::{Office, Sent as Seen};

const A: &str = "alice@example.org";
const B: &str = "bob@example.org";

/// The words of one language.
struct Words {
    code: &'static str,
    challenge: &'static str,
    fischer: &'static str,
    accept: &'static str,
    give: &'static str,
    leave: &'static str,
    back: &'static str,
    too_much: &'static str,
    calendar_off: &'static str,
    board: &'static str,
}

const ENGLISH: Words = Words {
    code: "en",
    challenge: "Challenge bob@example.org white 3 days per move",
    fischer: "Challenge carol@example.org black Fischer 10+1",
    accept: "Accept",
    give: "e4\nGive 1 day",
    leave: "Leave 7 days",
    back: "Back",
    too_much: "Leave from 2027-02-01 to 2027-03-31",
    calendar_off: "Calendar off",
    board: "Board",
};

const GERMAN: Words = Words {
    code: "de",
    challenge: "Herausforderung bob@example.org weiß 3 Tage pro Zug",
    fischer: "Herausforderung carol@example.org schwarz Fischer 10+1",
    accept: "Annehmen",
    give: "e4\nGib 1 Tag",
    leave: "Urlaub 7 Tage",
    back: "Zurück",
    too_much: "Urlaub vom 01.02.2027 bis 31.03.2027",
    calendar_off: "Kalender aus",
    board: "Brett",
};

const FRENCH: Words = Words {
    code: "fr",
    challenge: "Défi bob@example.org blancs 3 jours par coup",
    fischer: "Défi carol@example.org noirs Fischer 10+1",
    accept: "Accepter",
    give: "e4\nDonner 1 jour",
    leave: "Congé 7 jours",
    back: "De retour",
    too_much: "Congé du 01/02/2027 au 31/03/2027",
    calendar_off: "Calendrier non",
    board: "Échiquier",
};

const SPANISH: Words = Words {
    code: "es",
    challenge: "Desafío bob@example.org con blancas 3 días por jugada",
    fischer: "Desafío carol@example.org con negras Fischer 10+1",
    accept: "Acepto el desafío",
    give: "e4\nTe doy 1 día",
    leave: "Me voy de vacaciones 7 días",
    back: "Estoy de vuelta",
    too_much: "Vacaciones del 01/02/2027 al 31/03/2027",
    calendar_off: "Sin calendario",
    board: "Tablero",
};

const PORTUGUESE: Words = Words {
    code: "pt",
    challenge: "Desafio bob@example.org de brancas 3 dias por lance",
    fischer: "Desafio carol@example.org de pretas Fischer 10+1",
    accept: "Aceito o desafio",
    give: "e4\nDou 1 dia",
    leave: "Férias 7 dias",
    back: "Voltei",
    too_much: "Férias de 01/02/2027 a 31/03/2027",
    calendar_off: "Sem calendário",
    board: "Tabuleiro",
};

struct Rig {
    office: Office,
    serial: u32,
    prefix: String,
}

impl Rig {
    fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<Seen> {
        self.serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <k{}@client.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.serial
        );
        self.office.deliver(raw.as_bytes());
        self.office.drain()
    }
}

fn snapshot(prefix: &str, name: &str, seen: &[Seen]) {
    assert!(!seen.is_empty(), "{name}: no letter");
    for (i, s) in seen.iter().enumerate() {
        let who = s.to.split('@').next().unwrap_or_default();
        insta::assert_snapshot!(
            format!("{prefix}__{name}__{i}_{who}"),
            format!("To: {}\nSubject: {}\n\n{}", s.to, s.subject, s.text)
        );
    }
}

fn letters_in(words: &Words) {
    let mut rig = Rig {
        office: Office::new(42, 1_795_000_000, |_| {}),
        serial: 0,
        prefix: words.code.to_owned(),
    };
    rig.office.step = 3600;
    let prefix = rig.prefix.clone();
    for who in [A, B, "carol@example.org"] {
        let own = rig.office.own_address(who);
        rig.send(who, &own, &format!("Language {}", words.code));
    }
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    let issued = rig.send(A, &own_a, words.challenge);
    let seen = issued;
    snapshot(&prefix, "01_challenge", &seen);
    let begins = rig.send(B, &own_b, words.accept);
    let seen = begins;
    snapshot(&prefix, "02_begins", &seen);
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    let seen = rig.send(A, &wa, words.give);
    snapshot(&prefix, "03_move_and_give", &seen);
    let seen = rig.send(B, &ba, words.leave);
    snapshot(&prefix, "04_leave", &seen);
    let seen = rig.send(A, &wa, words.board);
    snapshot(&prefix, "05_board_on_leave", &seen);
    let seen = rig.send(B, &own_b, words.back);
    snapshot(&prefix, "06_back", &seen);
    let seen = rig.send(B, &own_b, words.too_much);
    snapshot(&prefix, "07_leave_refused", &seen);
    let seen = rig.send(B, &own_b, words.calendar_off);
    snapshot(&prefix, "08_calendar_off", &seen);

    // An outage of five hours, then the reminder and the forfeit on time.
    let now = rig.office.now;
    let mut store = std::mem::replace(
        &mut rig.office.store,
        pawnpost::store::Store::open_in_memory().unwrap(),
    );
    store.record_mailbox_checked(now).unwrap();
    pawnpost::daemon::mailbox_checked(&rig.office.pm, &mut store, now + 5 * 3600).unwrap();
    rig.office.store = store;
    rig.office.now = now + 5 * 3600;
    let seen = rig.office.drain();
    snapshot(&prefix, "09_outage", &seen);
    let deadline = rig.office.store.load_game(1).unwrap().deadline();
    rig.office.sweep_at(deadline - 3600);
    let seen = rig.office.drain();
    snapshot(&prefix, "10_reminder", &seen);
    rig.office.sweep_at(deadline);
    let seen = rig.office.drain();
    snapshot(&prefix, "11_out_of_time", &seen);
    let seen = rig.send(A, &own_a, words.fischer);
    snapshot(&prefix, "12_fischer", &seen);
}

#[test]
fn clock_letters_in_english() {
    letters_in(&ENGLISH);
}

#[test]
fn clock_letters_in_german() {
    letters_in(&GERMAN);
}

#[test]
fn clock_letters_in_french() {
    letters_in(&FRENCH);
}

#[test]
fn clock_letters_in_spanish() {
    letters_in(&SPANISH);
}

#[test]
fn clock_letters_in_portuguese() {
    letters_in(&PORTUGUESE);
}
