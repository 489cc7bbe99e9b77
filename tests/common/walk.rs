//! The walks through every letter kind, shared by the snapshot tests
//! (`reply_kinds.rs`) and the pseudo-locale test (`pseudo_locale.rs`): each step's
//! letters are handed to `see` with the step's name. The players write their commands
//! in the language they chose (`SAID`), as a native player would; moves, addresses and
//! game numbers stay as they are.

use super::{Office, SERVER, Sent};
use std::cell::Cell;

/// What a walk hands each step's letters to.
pub type See<'a> = &'a mut dyn FnMut(&str, &[Sent]);

/// A walk through letter kinds, for players who chose a language (`None`: English).
pub type Walk = fn(Option<&str>, See<'_>);

/// The languages of `SAID`'s columns after English's.
const NATIVE: [&str; 4] = ["de", "fr", "es", "pt"];

/// What the walks' players write, by what an English player writes: English, German,
/// French, Spanish, Portuguese, each as its players write it (the phrasings of
/// `i18n/<code>/commands.toml` a native player would choose, not the English command
/// words every language also reads). A line not in the table (a move, a move number)
/// is written the same in every language.
const SAID: &[[&str; 5]] = &[
    [
        "Challenge bob@example.org white",
        "Herausforderung bob@example.org mit Weiß",
        "Défi bob@example.org blancs",
        "Desafío bob@example.org con blancas",
        "Desafio bob@example.org de brancas",
    ],
    [
        "Confirm",
        "Bestätigen",
        "Je confirme",
        "Confirmo",
        "Confirmo",
    ],
    [
        "Accept",
        "Annehmen",
        "J'accepte",
        "Acepto el desafío",
        "Aceito o desafio",
    ],
    [
        "Good luck, Bob!",
        "Viel Glück, Bob!",
        "Bonne chance, Bob !",
        "¡Mucha suerte, Bob!",
        "Boa sorte, Bob!",
    ],
    [
        "lets go",
        "los geht's",
        "allons-y",
        "vamos allá",
        "vamos lá",
    ],
    [
        "Request Draw",
        "Ich biete Remis an",
        "Je propose la nulle",
        "Ofrezco tablas",
        "Proponho empate",
    ],
    [
        "Deny Draw",
        "Ich lehne das Remis ab",
        "Je refuse la nulle",
        "Rechazo las tablas",
        "Recuso o empate",
    ],
    ["Help", "Hilfe", "Aide", "Ayuda", "Ajuda"],
    [
        "Games",
        "Meine Partien",
        "Mes parties",
        "Mis partidas",
        "Minhas partidas",
    ],
    [
        "Challenge carol@example.org black",
        "Herausforderung carol@example.org mit Schwarz",
        "Défi carol@example.org noirs",
        "Desafío carol@example.org con negras",
        "Desafio carol@example.org de pretas",
    ],
    [
        "Decline",
        "Ich lehne ab",
        "Je refuse le défi",
        "Rechazo el desafío",
        "Recuso o desafio",
    ],
    [
        "Challenge carol@example.org",
        "Herausforderung carol@example.org",
        "Défi carol@example.org",
        "Desafío carol@example.org",
        "Desafio carol@example.org",
    ],
    [
        "Block",
        "Einladungen sperren",
        "Bloquer les invitations",
        "Bloquear",
        "Bloquear",
    ],
    [
        "I resign",
        "Ich gebe auf",
        "J'abandonne",
        "Me rindo",
        "Desisto",
    ],
    ["Resign", "Aufgeben", "Abandonner", "Abandono", "Abandono"],
    [
        "Name Alice_K",
        "Name Alice_K",
        "Pseudo Alice_K",
        "Nombre Alice_K",
        "Nome Alice_K",
    ],
    [
        "Name Bert",
        "Name Bert",
        "Pseudo Bert",
        "Nombre Bert",
        "Nome Bert",
    ],
    [
        "Name bert",
        "Name bert",
        "Pseudo bert",
        "Nombre bert",
        "Nome bert",
    ],
    [
        "Rating",
        "Meine Wertung",
        "Mon classement Elo",
        "Mi elo",
        "Meu rating",
    ],
    [
        "Top",
        "Rangliste",
        "Meilleurs joueurs",
        "Mejores jugadores",
        "Melhores jogadores",
    ],
    [
        "Player Bert",
        "Spieler Bert",
        "Joueur Bert",
        "Jugador Bert",
        "Jogador Bert",
    ],
    [
        "Player Zed",
        "Spieler Zed",
        "Joueur Zed",
        "Jugador Zed",
        "Jogador Zed",
    ],
    [
        "Seek casual",
        "Suche Partie ungewertet",
        "Je cherche une partie amicale",
        "Busco partida amistosa",
        "Procuro partida amistosa",
    ],
    [
        "Seeks",
        "Offene Gesuche",
        "Défis ouverts",
        "Desafíos abiertos",
        "Desafios abertos",
    ],
    [
        "Challenge bob@example.org white casual",
        "Herausforderung bob@example.org mit Weiß ungewertet",
        "Défi bob@example.org blancs amical",
        "Desafío bob@example.org con blancas amistosa",
        "Desafio bob@example.org de brancas amistosa",
    ],
    [
        "Claim Draw",
        "Ich reklamiere Remis",
        "Je réclame la nulle",
        "Reclamo tablas",
        "Reivindico o empate",
    ],
    [
        "Claim Draw Ng8",
        "Ich reklamiere Remis mit Ng8",
        "Je réclame la nulle avec Ng8",
        "Reclamo tablas con Ng8",
        "Reivindico o empate com Ng8",
    ],
    [
        "Request Cancel",
        "Ich schlage den Abbruch vor",
        "Je propose l'annulation",
        "Propongo anular la partida",
        "Proponho anular a partida",
    ],
    [
        "Accept Cancel",
        "Ich stimme dem Abbruch zu",
        "J'accepte l'annulation",
        "Acepto la anulación",
        "Aceito a anulação",
    ],
    [
        "Challenge bob@example.org white casual timeout 3 days",
        "Herausforderung bob@example.org mit Weiß ungewertet Frist 3 Tage",
        "Défi bob@example.org blancs amical délai 3 jours",
        "Desafío bob@example.org con blancas amistosa plazo 3 días",
        "Desafio bob@example.org de brancas amistosa prazo 3 dias",
    ],
    [
        "Standings Spring",
        "Turniertabelle Spring",
        "Classement du tournoi Spring",
        "Clasificación del torneo Spring",
        "Classificação do torneio Spring",
    ],
    [
        "Join Autumn",
        "Teilnehmen Autumn",
        "Je participe au tournoi Autumn",
        "Me uno al torneo Autumn",
        "Participar do torneio Autumn",
    ],
    [
        "Challenge erin@example.org timeout 2 days",
        "Herausforderung erin@example.org Frist 2 Tage",
        "Défi erin@example.org délai 2 jours",
        "Desafío erin@example.org plazo 2 días",
        "Desafio erin@example.org prazo 2 dias",
    ],
    [
        "Challenge bob@example.org white casual from 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
        "Herausforderung bob@example.org mit Weiß ungewertet ab Stellung 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
        "Défi bob@example.org blancs amical depuis la position 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
        "Desafío bob@example.org con blancas amistosa desde la posición 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
        "Desafio bob@example.org de brancas amistosa desde a posição 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
    ],
    [
        "Claim win tablebase Qd7+",
        "Ich beanspruche den Tablebase-Gewinn mit Qd7+",
        "Je réclame le gain par les tables avec Qd7+",
        "Reclamo la victoria por tablebase con Qd7+",
        "Reivindico a vitória por tablebase com Qd7+",
    ],
    [
        "Claim win tablebase Qd2",
        "Ich beanspruche den Tablebase-Gewinn mit Qd2",
        "Je réclame le gain par les tables avec Qd2",
        "Reclamo la victoria por tablebase con Qd2",
        "Reivindico a vitória por tablebase com Qd2",
    ],
    [
        "Digest daily at 07:30 in America/Sao_Paulo",
        "Tägliche Übersicht um 07:30 in America/Sao_Paulo",
        "Récapitulatif quotidien à 07:30 en America/Sao_Paulo",
        "Resumen diario a las 07:30 en America/Sao_Paulo",
        "Resumo diário às 07:30 em America/Sao_Paulo",
    ],
    [
        "Letters digest",
        "Nur Übersicht",
        "Seulement le récapitulatif",
        "Solo el resumen",
        "Só o resumo",
    ],
    [
        "Board words",
        "Brett in Worten",
        "Échiquier en toutes lettres",
        "Tablero en palabras",
        "Tabuleiro em palavras",
    ],
    [
        "Board text",
        "Brett als Text",
        "Échiquier en texte",
        "Tablero en texto",
        "Tabuleiro em texto",
    ],
    [
        "Board picture",
        "Brett als Bild",
        "Échiquier en image",
        "Tablero en imagen",
        "Tabuleiro em imagem",
    ],
    [
        "A long story about my last game. ",
        "Eine lange Geschichte über meine letzte Partie. ",
        "Une longue histoire sur ma dernière partie. ",
        "Una larga historia sobre mi última partida. ",
        "Uma longa história sobre a minha última partida. ",
    ],
];

thread_local! {
    /// Set while a walk's players write English commands whatever their language
    /// (`in_english`), so that the letters of both can be compared.
    static ENGLISH: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with every walk's players writing English commands, whatever language they
/// chose (the walks as they were before they spoke their players' languages).
pub fn in_english<R>(f: impl FnOnce() -> R) -> R {
    ENGLISH.with(|e| e.set(true));
    let result = f();
    ENGLISH.with(|e| e.set(false));
    result
}

/// `english` as players who chose `language` write it: each line by `SAID` (after a
/// game's `#N`, kept), the lines it does not hold as they are.
pub fn say(language: Option<&str>, english: &str) -> String {
    let Some(column) = language
        .filter(|_| !ENGLISH.with(Cell::get))
        .and_then(|code| NATIVE.iter().position(|n| *n == code))
    else {
        return english.to_owned();
    };
    let line = |line: &str| -> String {
        let (game, rest) = match line.split_once(' ') {
            Some((game, rest)) if game.starts_with('#') => (format!("{game} "), rest),
            _ => (String::new(), line),
        };
        match SAID.iter().find(|row| row[0] == rest) {
            Some(row) => format!("{game}{}", row[column + 1]),
            None => line.to_owned(),
        }
    };
    english.split('\n').map(line).collect::<Vec<_>>().join("\n")
}

/// The command that chooses `code` as players of that language write it (`Language
/// es` while the walk's players write English).
pub fn choose(code: &str) -> String {
    let native = match code {
        "de" => "Sprache Deutsch",
        "fr" => "Langue français",
        "es" => "Idioma español",
        "pt" => "Idioma português",
        _ => "",
    };
    if native.is_empty() || ENGLISH.with(Cell::get) {
        format!("Language {code}")
    } else {
        native.to_owned()
    }
}

/// The shared in-process office with a fixed clock and secret, an hour per mail.
pub struct Rig {
    pub office: Office,
    serial: u32,
    /// The language the players chose (`None`: English).
    language: Option<String>,
}

impl Rig {
    pub fn new() -> Rig {
        let mut office = Office::new(42, 1_795_000_000, |_| {});
        office.step = 3600;
        Rig {
            office,
            serial: 0,
            language: None,
        }
    }

    /// `from` writes `english` to `to`, in the players' language (`say`).
    pub fn write(&mut self, from: &str, to: &str, english: &str) -> Vec<Sent> {
        let said = self.say(english);
        self.send(from, to, &said)
    }

    /// `english` as the players write it in their language (`say`).
    pub fn say(&self, english: &str) -> String {
        say(self.language.as_deref(), english)
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
        self.language = language.map(str::to_owned);
        if let Some(code) = language {
            for who in players {
                let own = self.office.own_address(who);
                self.send(who, &own, &choose(code));
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
    rig.language = language.map(str::to_owned);
    if let Some(code) = language {
        for who in [A, B, "carol@example.org"] {
            let own = rig.office.own_address(who);
            let seen = rig.send(who, &own, &choose(code));
            if who == A {
                see("00_language", &seen);
            }
        }
    }
    let mut rig = rig;
    // A new mail without proof of its sender: nothing happens before they confirm.
    let asked = rig.write(A, SERVER, "Challenge bob@example.org white");
    see("01_confirm", &asked);
    let confirm_to = asked[0].reply_to.clone();
    // The confirmation costs no time on the rig's clock, so every later letter shows
    // the deadlines it did before confirmations existed.
    rig.office.now -= rig.office.step;
    let issued = rig.write(A, &confirm_to, "Confirm");
    see("01_challenge", &issued);
    let invitation_to = issued
        .iter()
        .find(|s| s.to == B)
        .map(|s| s.reply_to.clone())
        .unwrap_or_default();
    see("02_game_begins", &rig.write(B, &invitation_to, "Accept"));
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    see("03_move", &rig.write(A, &wa, "e4\n\nGood luck, Bob!"));
    see("04_illegal_move", &rig.write(B, &ba, "Nf5"));
    see("05_out_of_turn", &rig.write(A, &wa, "d4"));
    see("06_not_understood", &rig.write(B, &ba, "lets go"));
    see(
        "07_move_with_draw_offer",
        &rig.write(B, &ba, "e5\nRequest Draw"),
    );
    see("08_declined_by_moving", &rig.write(A, &wa, "Nf3"));
    see("09_draw_request_alone", &rig.write(B, &ba, "Request Draw"));
    see("10_draw_denied", &rig.write(A, &wa, "Deny Draw"));
    let own = rig.office.own_address(A);
    see("11_help", &rig.write(A, &own, "Help"));
    see("12_games", &rig.write(A, &own, "Games"));
    see("13_pgn", &rig.write(A, &wa, "PGN"));
    let deadline = rig.office.store.load_game(1).unwrap().deadline();
    see("14_reminder", &rig.sweep(deadline - 3 * 86_400));
    see("15_forfeit", &rig.sweep(deadline + 1));
    see("16_challenge_declined", &{
        let issued = rig.write(A, &own, "Challenge carol@example.org black");
        let invitation_to = issued
            .iter()
            .find(|s| s.to == "carol@example.org")
            .map(|s| s.reply_to.clone())
            .unwrap_or_default();
        rig.write("carol@example.org", &invitation_to, "Decline")
    });
    see("17_block", &{
        let issued = rig.write(A, &own, "Challenge carol@example.org");
        let invitation_to = issued
            .iter()
            .find(|s| s.to == "carol@example.org")
            .map(|s| s.reply_to.clone())
            .unwrap_or_default();
        rig.write("carol@example.org", &invitation_to, "Block")
    });
}

pub fn checkmate_and_resignation(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.choose_language(language, &[A, B]);
    rig.write(A, &own_a, "Challenge bob@example.org white");
    rig.write(B, &own_b, "Accept");
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    rig.write(A, &wa, "f3");
    rig.write(B, &ba, "e5");
    rig.write(A, &wa, "g4");
    see("20_checkmate", &rig.write(B, &ba, "Qh4#"));

    rig.write(A, &own_a, "Challenge bob@example.org black");
    rig.write(B, &own_b, "Accept");
    let ba2 = rig.office.reply_address(2, B);
    let mut rig = rig;
    see("21_resignation", &rig.write(B, &ba2, "I resign"));
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
    see("30_name", &rig.write(A, &oa, "Name Alice_K"));
    rig.write(B, &ob, "Name Bert");
    see("31_name_taken", &rig.write(C, &oc, "Name bert"));
    rig.write(A, &oa, "Challenge bob@example.org white");
    rig.write(B, &ob, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(1, A),
        rig.office.reply_address(1, B),
    );
    rig.write(A, &wa, "f3");
    rig.write(B, &ba, "e5");
    rig.write(A, &wa, "g4");
    rig.write(B, &ba, "Qh4#");
    see("32_rating", &rig.write(A, &oa, "Rating"));
    see("33_top", &rig.write(C, &oc, "Top"));
    see("34_player", &rig.write(C, &oc, "Player Bert"));
    see("35_no_such_player", &rig.write(C, &oc, "Player Zed"));

    // Seeks.
    see("36_seek_posted", &rig.write(D, &od, "Seek casual"));
    see("37_seeks", &rig.write(C, &oc, "Seeks"));
    see("38_seek_matched", &rig.write(C, &oc, "Seek casual"));

    // Draw claims: refused, then granted after a threefold repetition (game 3).
    rig.write(A, &oa, "Challenge bob@example.org white casual");
    rig.write(B, &ob, "Accept");
    let game = 3;
    let (wa, ba) = (
        rig.office.reply_address(game, A),
        rig.office.reply_address(game, B),
    );
    see("40_claim_refused", &rig.write(A, &wa, "Claim Draw"));
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
    see("41_claim_granted", &rig.write(B, &ba, "Claim Draw Ng8"));

    // A cancel requested and accepted (game 4).
    rig.write(A, &oa, "Challenge bob@example.org white casual");
    rig.write(B, &ob, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(4, A),
        rig.office.reply_address(4, B),
    );
    rig.write(A, &wa, "Request Cancel");
    see("42_cancel_accepted", &rig.write(B, &ba, "Accept Cancel"));

    // A reverse forfeit (game 5): White asks a draw three times, Black denies twice
    // and lets the third stand until the timeout.
    rig.write(
        A,
        &oa,
        "Challenge bob@example.org white casual timeout 3 days",
    );
    rig.write(B, &ob, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(5, A),
        rig.office.reply_address(5, B),
    );
    rig.write(A, &wa, "e4\nRequest Draw");
    rig.write(B, &ba, "Deny Draw");
    rig.write(B, &ba, "e5");
    rig.write(A, &wa, "Request Draw");
    rig.write(B, &ba, "Deny Draw");
    rig.write(A, &wa, "Nf3\nRequest Draw");
    let deadline = rig.office.store.load_game(5).unwrap().deadline();
    see("43_reverse_forfeit", &rig.sweep(deadline + 1));

    // The admin adjudicates game 6.
    rig.write(A, &oa, "Challenge bob@example.org white casual");
    rig.write(B, &ob, "Accept");
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
    see("46_standings", &rig.write(A, &oa, "Standings Spring"));
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
    see("48_join", &rig.write(D, &od, "Join Autumn"));

    // A challenge nobody answers expires.
    rig.write(D, &od, "Challenge erin@example.org timeout 2 days");
    let at = rig.office.now + 3 * 86_400;
    see("50_challenge_expired", &rig.sweep(at));

    // Mails the game cannot take: without authority, stale, naming no game.
    let raw = format!(
        "From: {A}\r\nTo: {SERVER}\r\nSubject: Re: [pawnpost #1] chess\r\nMessage-ID: <forged@client.example>\r\n\r\n{}\r\n",
        rig.say("Resign")
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
    let first = rig.write(white, &wto, "d4");
    let old = first
        .iter()
        .find(|s| s.to == black)
        .unwrap()
        .message_id
        .clone();
    rig.write(black, &bto, "d5");
    let raw = format!(
        "From: {black}\r\nTo: {bto}\r\nSubject: Re: chess\r\nMessage-ID: <stale@client.example>\r\nIn-Reply-To: <{old}>\r\n\r\nNf6\r\n"
    );
    rig.office.deliver(raw.as_bytes());
    see("52_stale", &rig.office.drain());
    see("53_which_game", &rig.write(A, &oa, "Nf3"));

    // Too many mails, and a mail cut at the size limit, each on an office of its own.
    let mut office = Office::new(42, 1_795_000_000, |c| {
        c.limits.mails_per_sender_per_hour = 2;
        c.limits.max_message_bytes = 2048;
    });
    let ow = office.own_address(D);
    if let Some(code) = language {
        let raw = format!(
            "From: {D}\r\nTo: {ow}\r\nSubject: x\r\nMessage-ID: <l@client.example>\r\n\r\n{}\r\n",
            choose(code)
        );
        office.deliver(raw.as_bytes());
        office.drain();
    }
    let raw = format!(
        "From: {D}\r\nTo: {ow}\r\nSubject: x\r\nMessage-ID: <cut@client.example>\r\n\r\n{}\r\n\r\n{}\r\n",
        rig.say("Rating"),
        rig.say("A long story about my last game. ").repeat(200)
    );
    office.deliver(raw.as_bytes());
    see("54_mail_cut", &office.drain());
    // The hourly limit (2): the mail past it gets the notice, the next ones nothing.
    let mut last = Vec::new();
    for n in 0..4 {
        let raw = format!(
            "From: {D}\r\nTo: {ow}\r\nSubject: x\r\nMessage-ID: <many{n}@client.example>\r\n\r\n{}\r\n",
            rig.say("Help")
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
    rig.write(
        A,
        &oa,
        "Challenge bob@example.org white casual from 4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
    );
    rig.write(B, &ob, "Accept");
    let wa = rig.office.reply_address(1, A);
    see(
        "56_tablebase_refused",
        &rig.write(A, &wa, "Claim win tablebase Qd7+"),
    );
    see(
        "57_tablebase_granted",
        &rig.write(A, &wa, "Claim win tablebase Qd2"),
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
        &rig.write(A, &oa, "#1 e4\n#2: 1. d4\n#3 5... e5"),
    );
    see(
        "61_game_lines_need_proof",
        &rig.write(A, SERVER, "#1 2. Nf3\n#2 Resign"),
    );
    // The daily digest: set, then sent at its hour (games 1 and 2 now wait for their
    // opponents' moves, game 3 for Anna's); `Letters digest`.
    see(
        "62_digest_daily",
        &rig.write(A, &oa, "Digest daily at 07:30 in America/Sao_Paulo"),
    );
    let due = pawnpost::time::next_local_time(7 * 60 + 30, "America/Sao_Paulo", rig.office.now);
    see("63_digest", &rig.sweep(due));
    see("64_letters_digest", &rig.write(A, &oa, "Letters digest"));
}

/// Letters to players who chose how boards are shown: Anna chooses `Board words` in a
/// mail of her own, Bert in a game mail with his move; then `Board text` and back to
/// `Board picture`. The moves bring a capture, a check and castling into the words.
pub fn board_styles(language: Option<&str>, see: See<'_>) {
    let mut rig = Rig::new();
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.choose_language(language, &[A, B]);
    see("70_board_words", &rig.write(A, &own_a, "Board words"));
    rig.write(A, &own_a, "Challenge bob@example.org white");
    see("71_begins_in_words", &rig.write(B, &own_b, "Accept"));
    let wa = rig.office.reply_address(1, A);
    let ba = rig.office.reply_address(1, B);
    rig.write(A, &wa, "e4");
    see(
        "72_board_words_with_a_move",
        &rig.write(B, &ba, "d5\nBoard words"),
    );
    see("73_capture", &rig.write(A, &wa, "exd5"));
    rig.write(B, &ba, "Qxd5");
    rig.write(A, &wa, "Nc3");
    see("74_check", &rig.write(B, &ba, "Qe5+"));
    rig.write(A, &wa, "Be2");
    rig.write(B, &ba, "Nf6");
    rig.write(A, &wa, "Nf3");
    rig.write(B, &ba, "Qc5");
    see("75_castling", &rig.write(A, &wa, "O-O"));
    see("76_board_text", &rig.write(B, &ba, "Board text"));
    see("77_table", &rig.write(B, &ba, "e6"));
    see("78_board_picture", &rig.write(A, &wa, "d4\nBoard picture"));
    // Words again, in a letter about several games and after a game's end.
    rig.write(A, &own_a, "Board words");
    rig.write(B, &ba, "Nc6");
    rig.write(A, &own_a, "Challenge bob@example.org white");
    rig.write(B, &own_b, "Accept");
    see(
        "79_several_games_in_words",
        &rig.write(A, &own_a, "#1 h3\n#2 e4"),
    );
    let wa2 = rig.office.reply_address(2, A);
    rig.write(B, &rig.office.reply_address(2, B), "e5");
    see("80_resigned_in_words", &rig.write(A, &wa2, "Resign"));
}
