//! The walks through every letter kind, shared by the snapshot tests
//! (`reply_kinds.rs`) and the pseudo-locale test (`pseudo_locale.rs`): each step's
//! letters are handed to `see` with the step's name.

use super::{Office, SERVER, Sent};

/// What a walk hands each step's letters to.
pub type See<'a> = &'a mut dyn FnMut(&str, &[Sent]);

/// A walk through letter kinds, for players who chose a language (`None`: English).
pub type Walk = fn(Option<&str>, See<'_>);

/// The shared in-process office with a fixed clock and secret, an hour per mail.
pub struct Rig {
    pub office: Office,
    serial: u32,
}

impl Rig {
    pub fn new() -> Rig {
        let mut office = Office::new(42, 1_795_000_000, |_| {});
        office.step = 3600;
        Rig { office, serial: 0 }
    }

    pub fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<Sent> {
        self.serial += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <s{}@client.example>\r\n\r\n{body}\r\n",
            self.serial
        );
        self.office.deliver(raw.as_bytes());
        self.office.drain()
    }

    /// Each of `players` chooses `language` (`None`: they keep English), from their own
    /// address; the letters saying so are drained unseen.
    pub fn choose_language(&mut self, language: Option<&str>, players: &[&str]) {
        if let Some(code) = language {
            for who in players {
                let own = self.office.own_address(who);
                self.send(who, &own, &format!("Language {code}"));
            }
        }
    }

    pub fn sweep(&mut self, at: i64) -> Vec<Sent> {
        self.office.sweep_at(at);
        self.office.drain()
    }
}

pub const A: &str = "alice@example.org";
pub const B: &str = "bob@example.org";
pub const C: &str = "carol@example.org";
pub const D: &str = "dora@example.org";

/// Every reply kind, both sides, to players who chose `language` (English when `None`,
/// with the snapshot names of before there were languages).
pub fn every_reply_kind(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    if let Some(code) = language {
        for who in [A, B, "carol@example.org"] {
            let own = rig.office.own_address(who);
            let seen = rig.send(who, &own, &format!("Language {code}"));
            if who == A {
                see("00_language", &seen);
            }
        }
    }
    let mut rig = rig;
    // A new mail without proof of its sender: nothing happens before they confirm.
    let asked = rig.send(A, SERVER, "Challenge bob@example.org white");
    see("01_confirm", &asked);
    let confirm_to = asked[0].reply_to.clone();
    // The confirmation costs no time on the rig's clock, so every later letter shows
    // the deadlines it did before confirmations existed.
    rig.office.now -= rig.office.step;
    let issued = rig.send(A, &confirm_to, "Confirm");
    see("01_challenge", &issued);
    let invitation_to = issued
        .iter()
        .find(|s| s.to == B)
        .map(|s| s.reply_to.clone())
        .unwrap_or_default();
    see("02_game_begins", &rig.send(B, &invitation_to, "Accept"));
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    see("03_move", &rig.send(A, &wa, "e4\n\nGood luck, Bob!"));
    see("04_illegal_move", &rig.send(B, &ba, "Nf5"));
    see("05_out_of_turn", &rig.send(A, &wa, "d4"));
    see("06_not_understood", &rig.send(B, &ba, "lets go"));
    see(
        "07_move_with_draw_offer",
        &rig.send(B, &ba, "e5\nRequest Draw"),
    );
    see("08_declined_by_moving", &rig.send(A, &wa, "Nf3"));
    see("09_draw_request_alone", &rig.send(B, &ba, "Request Draw"));
    see("10_draw_denied", &rig.send(A, &wa, "Deny Draw"));
    let own = rig.office.own_address(A);
    see("11_help", &rig.send(A, &own, "Help"));
    see("12_games", &rig.send(A, &own, "Games"));
    see("13_pgn", &rig.send(A, &wa, "PGN"));
    let deadline = rig.office.store.load_game(1).unwrap().deadline();
    see("14_reminder", &rig.sweep(deadline - 3 * 86_400));
    see("15_forfeit", &rig.sweep(deadline + 1));
    see("16_challenge_declined", &{
        let issued = rig.send(A, &own, "Challenge carol@example.org black");
        let invitation_to = issued
            .iter()
            .find(|s| s.to == "carol@example.org")
            .map(|s| s.reply_to.clone())
            .unwrap_or_default();
        rig.send("carol@example.org", &invitation_to, "Decline")
    });
    see("17_block", &{
        let issued = rig.send(A, &own, "Challenge carol@example.org");
        let invitation_to = issued
            .iter()
            .find(|s| s.to == "carol@example.org")
            .map(|s| s.reply_to.clone())
            .unwrap_or_default();
        rig.send("carol@example.org", &invitation_to, "Block")
    });
}

pub fn checkmate_and_resignation(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.choose_language(language, &[A, B]);
    rig.send(A, &own_a, "Challenge bob@example.org white");
    rig.send(B, &own_b, "Accept");
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    rig.send(A, &wa, "f3");
    rig.send(B, &ba, "e5");
    rig.send(A, &wa, "g4");
    see("20_checkmate", &rig.send(B, &ba, "Qh4#"));

    rig.send(A, &own_a, "Challenge bob@example.org black");
    rig.send(B, &own_b, "Accept");
    let ba2 = rig.office.reply_address(2, B);
    let mut rig = rig;
    see("21_resignation", &rig.send(B, &ba2, "I resign"));
}

/// The letter kinds `every_reply_kind_in` does not reach: the community (names,
/// ratings, top, a player's history, seeks, tournaments, standings, a withdrawal), draw
/// claims granted and refused, an accepted cancel, a reverse forfeit, an adjudication,
/// a challenge that expires, a mail without authority, a stale one, one that names no
/// game, too many mails, a mail cut at the size limit.
pub fn every_other_letter_kind(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    let own = |rig: &Rig, who: &str| rig.office.own_address(who);
    rig.choose_language(language, &[A, B, C, D]);
    let (oa, ob, oc, od) = (own(&rig, A), own(&rig, B), own(&rig, C), own(&rig, D));

    // Names, a rated game, ratings, the top list, a player's history.
    see("30_name", &rig.send(A, &oa, "Name Alice_K"));
    rig.send(B, &ob, "Name Bert");
    see("31_name_taken", &rig.send(C, &oc, "Name bert"));
    rig.send(A, &oa, "Challenge bob@example.org white");
    rig.send(B, &ob, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(1, A),
        rig.office.reply_address(1, B),
    );
    rig.send(A, &wa, "f3");
    rig.send(B, &ba, "e5");
    rig.send(A, &wa, "g4");
    rig.send(B, &ba, "Qh4#");
    see("32_rating", &rig.send(A, &oa, "Rating"));
    see("33_top", &rig.send(C, &oc, "Top"));
    see("34_player", &rig.send(C, &oc, "Player Bert"));
    see("35_no_such_player", &rig.send(C, &oc, "Player Zed"));

    // Seeks.
    see("36_seek_posted", &rig.send(D, &od, "Seek casual"));
    see("37_seeks", &rig.send(C, &oc, "Seeks"));
    see("38_seek_matched", &rig.send(C, &oc, "Seek casual"));

    // Draw claims: refused, then granted after a threefold repetition (game 3).
    rig.send(A, &oa, "Challenge bob@example.org white casual");
    rig.send(B, &ob, "Accept");
    let game = 3;
    let (wa, ba) = (
        rig.office.reply_address(game, A),
        rig.office.reply_address(game, B),
    );
    see("40_claim_refused", &rig.send(A, &wa, "Claim Draw"));
    for (who, to, mv) in [
        (A, &wa, "Nf3"),
        (B, &ba, "Nf6"),
        (A, &wa, "Ng1"),
        (B, &ba, "Ng8"),
        (A, &wa, "Nf3"),
        (B, &ba, "Nf6"),
        (A, &wa, "Ng1"),
    ] {
        rig.send(who, to, mv);
    }
    see("41_claim_granted", &rig.send(B, &ba, "Claim Draw Ng8"));

    // A cancel requested and accepted (game 4).
    rig.send(A, &oa, "Challenge bob@example.org white casual");
    rig.send(B, &ob, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(4, A),
        rig.office.reply_address(4, B),
    );
    rig.send(A, &wa, "Request Cancel");
    see("42_cancel_accepted", &rig.send(B, &ba, "Accept Cancel"));

    // A reverse forfeit (game 5): White asks a draw three times, Black denies twice
    // and lets the third stand until the timeout.
    rig.send(
        A,
        &oa,
        "Challenge bob@example.org white casual timeout 3 days",
    );
    rig.send(B, &ob, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(5, A),
        rig.office.reply_address(5, B),
    );
    rig.send(A, &wa, "e4\nRequest Draw");
    rig.send(B, &ba, "Deny Draw");
    rig.send(B, &ba, "e5");
    rig.send(A, &wa, "Request Draw");
    rig.send(B, &ba, "Deny Draw");
    rig.send(A, &wa, "Nf3\nRequest Draw");
    let deadline = rig.office.store.load_game(5).unwrap().deadline();
    see("43_reverse_forfeit", &rig.sweep(deadline + 1));

    // The admin adjudicates game 6.
    rig.send(A, &oa, "Challenge bob@example.org white casual");
    rig.send(B, &ob, "Accept");
    let now = rig.office.now;
    pawnpost::daemon::adjudicate(
        &rig.office.pm,
        &mut rig.office.store,
        6,
        pawnpost::game::GameResult::Draw,
        "both players agreed by telephone",
        now,
    )
    .unwrap();
    see("44_adjudication", &rig.office.drain());

    // A tournament: its games begin, standings asked, a player withdrawn.
    let now = rig.office.now;
    pawnpost::daemon::create_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Spring",
        &[A.to_owned(), B.to_owned(), C.to_owned()],
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    see("45_tournament_begins", &rig.office.drain());
    see("46_standings", &rig.send(A, &oa, "Standings Spring"));
    let now = rig.office.now;
    pawnpost::daemon::withdraw(&rig.office.pm, &mut rig.office.store, "Spring", C, now).unwrap();
    see("47_withdrawal", &rig.office.drain());
    let now = rig.office.now;
    pawnpost::daemon::open_tournament(
        &rig.office.pm,
        &mut rig.office.store,
        "Autumn",
        4,
        pawnpost::daemon::TournamentTerms::default(),
        now,
    )
    .unwrap();
    see("48_join", &rig.send(D, &od, "Join Autumn"));

    // A challenge nobody answers expires.
    rig.send(D, &od, "Challenge erin@example.org timeout 2 days");
    let at = rig.office.now + 3 * 86_400;
    see("50_challenge_expired", &rig.sweep(at));

    // Mails the game cannot take: without authority, stale, naming no game.
    let raw = format!(
        "From: {A}\r\nTo: {SERVER}\r\nSubject: Re: [pawnpost #1] chess\r\nMessage-ID: <forged@client.example>\r\n\r\nResign\r\n"
    );
    rig.office.deliver(raw.as_bytes());
    see("51_no_authority", &rig.office.drain());
    let game = rig.office.store.list_games(
        &pawnpost::store::GameFilter {
            which: pawnpost::store::Which::Active,
            player: Some(A.to_owned()),
        },
        0,
    );
    let id = game.unwrap().iter().map(|g| g.id).max().unwrap();
    let (wa, ba) = (
        rig.office.reply_address(id, A),
        rig.office.reply_address(id, B),
    );
    let (white, black, wto, bto) = {
        let g = rig.office.store.load_game(id).unwrap();
        if g.white() == A {
            (A, B, wa, ba)
        } else {
            (B, A, ba, wa)
        }
    };
    let first = rig.send(white, &wto, "d4");
    let old = first
        .iter()
        .find(|s| s.to == black)
        .unwrap()
        .message_id
        .clone();
    rig.send(black, &bto, "d5");
    let raw = format!(
        "From: {black}\r\nTo: {bto}\r\nSubject: Re: chess\r\nMessage-ID: <stale@client.example>\r\nIn-Reply-To: <{old}>\r\n\r\nNf6\r\n"
    );
    rig.office.deliver(raw.as_bytes());
    see("52_stale", &rig.office.drain());
    see("53_which_game", &rig.send(A, &oa, "Nf3"));

    // Too many mails, and a mail cut at the size limit, each on an office of its own.
    let mut office = Office::new(42, 1_795_000_000, |c| {
        c.limits.mails_per_sender_per_hour = 2;
        c.limits.max_message_bytes = 2048;
    });
    let ow = office.own_address(D);
    if let Some(code) = language {
        let raw = format!(
            "From: {D}\r\nTo: {ow}\r\nSubject: x\r\nMessage-ID: <l@client.example>\r\n\r\nLanguage {code}\r\n"
        );
        office.deliver(raw.as_bytes());
        office.drain();
    }
    let raw = format!(
        "From: {D}\r\nTo: {ow}\r\nSubject: x\r\nMessage-ID: <cut@client.example>\r\n\r\nRating\r\n\r\n{}\r\n",
        "A long story about my last game. ".repeat(200)
    );
    office.deliver(raw.as_bytes());
    see("54_mail_cut", &office.drain());
    // The hourly limit (2): the mail past it gets the notice, the next ones nothing.
    let mut last = Vec::new();
    for n in 0..4 {
        let raw = format!(
            "From: {D}\r\nTo: {ow}\r\nSubject: x\r\nMessage-ID: <many{n}@client.example>\r\n\r\nHelp\r\n"
        );
        office.deliver(raw.as_bytes());
        let seen = office.drain();
        if !seen.is_empty() {
            last = seen;
        }
    }
    see("55_too_many_mails", &last);

    // Tablebase claims on an office with the test tables (game 1 there, from a
    // position): refused after an announced move that lets the queen go, then granted
    // after a quiet one, which is not played.
    let mut rig = Rig::new();
    rig.office = Office::new(42, 1_795_000_000, |c| {
        c.rules.tablebase_dir = Some(super::syzygy_dir());
    });
    rig.office.step = 3600;
    let (oa, ob) = (own(&rig, A), own(&rig, B));
    rig.choose_language(language, &[A, B]);
    rig.send(
        A,
        &oa,
        "Challenge bob@example.org white casual from 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
    );
    rig.send(B, &ob, "Accept");
    let wa = rig.office.reply_address(1, A);
    see(
        "56_tablebase_refused",
        &rig.send(A, &wa, "Claim win tablebase Qd7+"),
    );
    see(
        "57_tablebase_granted",
        &rig.send(A, &wa, "Claim win tablebase Qd2"),
    );
}

/// Letters about many games at once: the one answer to a mail with lines for several
/// games (a move, a move with a request, a stale move number), and the refusal of such
/// lines without proof.
pub fn many_games(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    let now = rig.office.now;
    rig.office
        .store
        .transaction(|tx| {
            for opponent in [B, C, D] {
                let mut game = pawnpost::game::Game::new(A, opponent, 30 * 86_400, now);
                tx.insert_game(&mut game, now)?;
            }
            Ok::<_, pawnpost::store::StoreError>(())
        })
        .unwrap();
    rig.choose_language(language, &[A, B, C, D]);
    let oa = rig.office.own_address(A);
    // The moves in Anna's language's letters: e4 and d4 read the same in every one.
    see(
        "60_several_games",
        &rig.send(A, &oa, "#1 e4\n#2: 1. d4\n#3 5... e5"),
    );
    see(
        "61_game_lines_need_proof",
        &rig.send(A, SERVER, "#1 2. Nf3\n#2 Resign"),
    );
    // The daily digest: set, then sent at its hour (games 1 and 2 now wait for their
    // opponents' moves, game 3 for Anna's); `Letters digest`.
    see(
        "62_digest_daily",
        &rig.send(A, &oa, "Digest daily at 07:30 in America/Sao_Paulo"),
    );
    let due = pawnpost::time::next_local_time(7 * 60 + 30, "America/Sao_Paulo", rig.office.now);
    see("63_digest", &rig.sweep(due));
    see("64_letters_digest", &rig.send(A, &oa, "Letters digest"));
}

/// Letters to players who chose how boards are shown: Anna chooses `Board words` in a
/// mail of her own, Bert in a game mail with his move; then `Board text` and back to
/// `Board picture`. The moves bring a capture, a check and castling into the words.
pub fn board_styles(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.choose_language(language, &[A, B]);
    see("70_board_words", &rig.send(A, &own_a, "Board words"));
    rig.send(A, &own_a, "Challenge bob@example.org white");
    see("71_begins_in_words", &rig.send(B, &own_b, "Accept"));
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    rig.send(A, &wa, "e4");
    see(
        "72_board_words_with_a_move",
        &rig.send(B, &ba, "d5\nBoard words"),
    );
    see("73_capture", &rig.send(A, &wa, "exd5"));
    rig.send(B, &ba, "Qxd5");
    rig.send(A, &wa, "Nc3");
    see("74_check", &rig.send(B, &ba, "Qe5+"));
    rig.send(A, &wa, "Be2");
    rig.send(B, &ba, "Nf6");
    rig.send(A, &wa, "Nf3");
    rig.send(B, &ba, "Qc5");
    see("75_castling", &rig.send(A, &wa, "O-O"));
    see("76_board_text", &rig.send(B, &ba, "Board text"));
    see("77_table", &rig.send(B, &ba, "e6"));
    see("78_board_picture", &rig.send(A, &wa, "d4\nBoard picture"));
    // Words again, in a letter about several games and after a game's end.
    rig.send(A, &own_a, "Board words");
    rig.send(B, &ba, "Nc6");
    rig.send(A, &own_a, "Challenge bob@example.org white");
    rig.send(B, &own_b, "Accept");
    see(
        "79_several_games_in_words",
        &rig.send(A, &own_a, "#1 h3\n#2 e4"),
    );
    let wa2 = rig.office.reply_address(2, A);
    rig.send(B, &rig.office.reply_address(2, B), "e5");
    see("80_resigned_in_words", &rig.send(A, &wa2, "Resign"));
}
