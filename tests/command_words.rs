//! Commands in the player's words: every command of the list in German and
//! French (any case, with or without accents and umlauts) reads as its command, and
//! every command the letters tell a player to send reads back as that command.

use pawnpost::command::parse::read_commands;
use pawnpost::command::{ColorChoice, Command};
use pawnpost::letter::catalogue;
use pawnpost::notation::{Language, MoveText};

fn read(text: &str, language: Language) -> Vec<Command> {
    let reading = read_commands(text, language);
    assert!(
        reading.not_understood.is_empty() && reading.conflicts.is_empty(),
        "{text:?}: {reading:#?}"
    );
    reading.commands
}

fn mv(text: &str) -> Command {
    Command::Move(text.parse::<MoveText>().unwrap())
}

fn challenge(color: ColorChoice, days: Option<u32>) -> Command {
    Command::Challenge {
        opponent: "anna@example.org".into(),
        color,
        timeout_days: days,
        casual: false,
        clock: None,
        start: Box::default(),
    }
}

#[test]
fn german_commands() {
    use Command::*;
    let de = pawnpost::notation::Language::German;
    for (text, want) in [
        ("Aufgeben", vec![Resign]),
        ("Remis anbieten", vec![RequestDraw]),
        ("Remis annehmen", vec![AcceptDraw]),
        ("Remis ablehnen", vec![DenyDraw]),
        ("Remis beanspruchen", vec![ClaimDraw(None)]),
        (
            "Remis beanspruchen Sf3",
            vec![ClaimDraw(Some("Nf3".parse().unwrap()))],
        ),
        ("Abbruch anbieten", vec![RequestCancel]),
        ("Abbruch annehmen", vec![AcceptCancel]),
        ("Abbruch ablehnen", vec![DenyCancel]),
        ("Annehmen", vec![AcceptChallenge]),
        ("Ablehnen", vec![DeclineChallenge]),
        ("Brett", vec![Board]),
        ("Verlauf", vec![History]),
        ("Partien", vec![Games(None)]),
        ("Hilfe", vec![Help]),
        (
            "Sprache de",
            vec![Language(pawnpost::notation::Language::German)],
        ),
        (
            "Sprache fr",
            vec![Language(pawnpost::notation::Language::French)],
        ),
        (
            "Sprache en",
            vec![Language(pawnpost::notation::Language::English)],
        ),
        ("Bestätigen", vec![Confirm]),
        ("Bestaetigen", vec![Confirm]),
        ("Sperren", vec![Block]),
        ("Entsperren", vec![Unblock]),
        ("Kurze Rochade", vec![mv("O-O")]),
        ("Lange Rochade", vec![mv("O-O-O")]),
        ("en passant e5d6", vec![mv("En Passant e5d6")]),
        ("Sf3", vec![mv("Nf3")]),
        ("Sf3, Remis anbieten", vec![mv("Nf3"), RequestDraw]),
        ("REMIS ANNEHMEN", vec![AcceptDraw]),
        (
            "Herausforderung anna@example.org weiß",
            vec![challenge(ColorChoice::White, None)],
        ),
        (
            "Herausforderung anna@example.org weiss",
            vec![challenge(ColorChoice::White, None)],
        ),
        (
            "Herausforderung anna@example.org schwarz",
            vec![challenge(ColorChoice::Black, None)],
        ),
        (
            "Herausforderung anna@example.org zufällig",
            vec![challenge(ColorChoice::Random, None)],
        ),
        (
            "Herausforderung anna@example.org zufaellig Frist 14 Tage",
            vec![challenge(ColorChoice::Random, Some(14))],
        ),
    ] {
        assert_eq!(read(text, de), want, "{text}");
    }
    assert_eq!(read_commands("Remis anbieten", de).words_in, Some(de));
}

#[test]
fn french_commands() {
    use Command::*;
    let fr = pawnpost::notation::Language::French;
    for (text, want) in [
        ("Abandonner", vec![Resign]),
        ("Proposer nulle", vec![RequestDraw]),
        ("Accepter nulle", vec![AcceptDraw]),
        ("Refuser nulle", vec![DenyDraw]),
        ("Réclamer nulle", vec![ClaimDraw(None)]),
        ("Reclamer nulle", vec![ClaimDraw(None)]),
        ("Proposer annulation", vec![RequestCancel]),
        ("Accepter annulation", vec![AcceptCancel]),
        ("Refuser annulation", vec![DenyCancel]),
        ("Accepter", vec![AcceptChallenge]),
        ("Refuser", vec![DeclineChallenge]),
        ("Échiquier", vec![Board]),
        ("Echiquier", vec![Board]),
        ("Historique", vec![History]),
        ("Parties", vec![Games(None)]),
        ("Aide", vec![Help]),
        (
            "Langue fr",
            vec![Language(pawnpost::notation::Language::French)],
        ),
        ("Confirmer", vec![Confirm]),
        ("Bloquer", vec![Block]),
        ("Débloquer", vec![Unblock]),
        ("Petit roque", vec![mv("O-O")]),
        ("Grand roque", vec![mv("O-O-O")]),
        ("en passant e5d6", vec![mv("En Passant e5d6")]),
        ("Cf3", vec![mv("Nf3")]),
        (
            "Défi anna@example.org blancs",
            vec![challenge(ColorChoice::White, None)],
        ),
        (
            "Defi anna@example.org noirs",
            vec![challenge(ColorChoice::Black, None)],
        ),
        (
            "Défi anna@example.org hasard délai 10 jours",
            vec![challenge(ColorChoice::Random, Some(10))],
        ),
    ] {
        assert_eq!(read(text, fr), want, "{text}");
    }
    assert_eq!(read_commands("Proposer nulle", fr).words_in, Some(fr));
    assert_eq!(read_commands("Request Draw", fr).words_in, None);
}

/// A French `Rd1` is the king; in English the rook.
#[test]
fn a_move_is_read_in_the_players_language() {
    assert_eq!(read("Rd1", Language::French), [mv("Kd1")]);
    assert_eq!(read("Rd1", Language::English), [mv("Rd1")]);
}

/// What the letters tell a player to write reads back as the command meant, in every
/// language.
#[test]
fn every_command_the_letters_write_is_read_back() {
    use Command::*;
    let commands = [
        RequestDraw,
        AcceptDraw,
        DenyDraw,
        RequestCancel,
        AcceptCancel,
        DenyCancel,
        ClaimDraw(None),
        ClaimTablebase(pawnpost::command::TablebaseClaim::Win, None),
        ClaimTablebase(pawnpost::command::TablebaseClaim::Draw, None),
        ClaimTablebase(
            pawnpost::command::TablebaseClaim::Win,
            Some("Qd2".parse().unwrap()),
        ),
        ClaimTablebase(
            pawnpost::command::TablebaseClaim::Draw,
            Some("Kf2".parse().unwrap()),
        ),
        Resign,
        AcceptChallenge,
        DeclineChallenge,
        Board,
        History,
        Pgn,
        Games(None),
        Help,
        Confirm,
        Block,
        Unblock,
        Language(pawnpost::notation::Language::German),
        BoardStyle(pawnpost::command::BoardStyle::Words),
        BoardStyle(pawnpost::command::BoardStyle::Picture),
        BoardStyle(pawnpost::command::BoardStyle::Text),
        // Where a challenge's game begins, as the confirmation letter writes it.
        Challenge {
            opponent: "anna@example.org".into(),
            color: ColorChoice::White,
            timeout_days: Some(10),
            casual: true,
            clock: None,
            start: Box::new(pawnpost::command::Start::Opening(
                [
                    "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
                ]
                .map(String::from)
                .to_vec(),
            )),
        },
        Challenge {
            opponent: "anna@example.org".into(),
            color: ColorChoice::Random,
            timeout_days: None,
            casual: false,
            clock: None,
            start: Box::new(pawnpost::command::Start::Position(
                "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3".into(),
            )),
        },
    ];
    for language in pawnpost::notation::Language::ALL {
        let words = catalogue(language);
        for command in &commands {
            let written = words.command(command);
            let got = read(&written, language);
            assert_eq!(
                got.as_slice(),
                std::slice::from_ref(command),
                "{language:?}: {written}"
            );
        }
    }
}

/// `Board words` and its kin are settings, never the `Board` question with a comment,
/// in any language and any case; `Board` alone stays the question.
#[test]
fn board_styles_are_read_before_the_board_question() {
    use pawnpost::command::BoardStyle::{Picture, Text, Words};
    use pawnpost::notation::Language::{English, French, German, Portuguese, Spanish};
    for (text, language, style) in [
        ("Board words", English, Words),
        ("board in words please", English, Words),
        ("BOARD PICTURE", English, Picture),
        ("Board text", English, Text),
        ("Brett in Worten", German, Words),
        ("Brett als Bild", German, Picture),
        ("Échiquier en mots", French, Words),
        ("echiquier en texte", French, Text),
        ("Tablero en palabras", Spanish, Words),
        ("Tabuleiro em palavras", Portuguese, Words),
        // Every language's words are read from every player.
        ("Tabuleiro em imagem", English, Picture),
    ] {
        assert_eq!(
            read(text, language),
            [Command::BoardStyle(style)],
            "{language:?}: {text}"
        );
    }
    assert_eq!(read("Board", English), [Command::Board]);
    assert_eq!(read("Brett", German), [Command::Board]);
}

/// Phrasings native readers found missing (issue 21): each reads as its command, in
/// any case and with or without accents.
#[test]
fn the_words_players_really_write() {
    use Command::*;
    let (de, fr) = (
        pawnpost::notation::Language::German,
        pawnpost::notation::Language::French,
    );
    let leave = |text: &str, language| read(text, language);
    for (text, language, want) in [
        ("Remis angeboten", de, vec![RequestDraw]),
        ("Unentschieden?", de, vec![RequestDraw]),
        ("Einverstanden", de, vec![AcceptChallenge]),
        ("Remis ok", de, vec![AcceptDraw]),
        ("Aufgabe", de, vec![Resign]),
        ("Partie aufgeben", de, vec![Resign]),
        ("Remis fordern", de, vec![ClaimDraw(None)]),
        ("Partie abbrechen", de, vec![RequestCancel]),
        ("Stellung", de, vec![Board]),
        ("Diagramm", de, vec![Board]),
        ("Notation", de, vec![Pgn]),
        ("Rochade kurz", de, vec![mv("O-O")]),
        ("Rochade lang", de, vec![mv("O-O-O")]),
        ("nulle proposée", fr, vec![RequestDraw]),
        ("Offre de nulle", fr, vec![RequestDraw]),
        ("Je vous offre la nulle", fr, vec![RequestDraw]),
        ("D'accord pour la nulle", fr, vec![AcceptDraw]),
        ("OK pour la nulle", fr, vec![AcceptDraw]),
        ("Je m'incline", fr, vec![Resign]),
        ("Annuler la partie", fr, vec![RequestCancel]),
        ("Position", fr, vec![Board]),
        ("Diagramme", fr, vec![Board]),
        ("Feuille de partie", fr, vec![Pgn]),
        ("Roque côté roi", fr, vec![mv("O-O")]),
        ("Roque côté dame", fr, vec![mv("O-O-O")]),
    ] {
        assert_eq!(read(text, language), want, "{text}");
    }
    assert!(matches!(
        leave("Ferien 7 Tage", de).as_slice(),
        [Clock(pawnpost::command::ClockCommand::Leave(_))]
    ));
}

/// Spanish and Portuguese: the commands of the issue, with and without accents, and
/// the words around them (colours, time controls, leave dates, rating ranges).
#[test]
fn spanish_and_portuguese_commands() {
    use Command::*;
    let (es, pt) = (
        pawnpost::notation::Language::Spanish,
        pawnpost::notation::Language::Portuguese,
    );
    let challenge_in = |color: ColorChoice| Command::Challenge {
        opponent: "anna@example.org".into(),
        color,
        timeout_days: None,
        casual: false,
        clock: None,
        start: Box::default(),
    };
    for (text, language, want) in [
        ("Abandonar", es, vec![Resign]),
        ("Ofrecer tablas", es, vec![RequestDraw]),
        ("Aceptar tablas", es, vec![AcceptDraw]),
        ("Rechazar tablas", es, vec![DenyDraw]),
        ("Reclamar tablas", es, vec![ClaimDraw(None)]),
        ("Proponer anulación", es, vec![RequestCancel]),
        ("proponer anulacion", es, vec![RequestCancel]),
        ("Aceptar anulación", es, vec![AcceptCancel]),
        ("Rechazar anulación", es, vec![DenyCancel]),
        (
            "Desafío anna@example.org blancas",
            es,
            vec![challenge_in(ColorChoice::White)],
        ),
        (
            "Desafio anna@example.org negras",
            es,
            vec![challenge_in(ColorChoice::Black)],
        ),
        (
            "Desafío anna@example.org azar",
            es,
            vec![challenge_in(ColorChoice::Random)],
        ),
        ("Aceptar", es, vec![AcceptChallenge]),
        ("Rechazar", es, vec![DeclineChallenge]),
        ("Tablero", es, vec![Board]),
        ("Historial", es, vec![History]),
        ("Partidas", es, vec![Games(None)]),
        ("Ayuda", es, vec![Help]),
        ("Idioma es", es, vec![Language(es)]),
        ("Enroque corto", es, vec![mv("O-O")]),
        ("Enroque largo", es, vec![mv("O-O-O")]),
        ("al paso e5d6", es, vec![mv("En Passant e5d6")]),
        ("Abandonar", pt, vec![Resign]),
        ("Propor empate", pt, vec![RequestDraw]),
        ("Aceitar empate", pt, vec![AcceptDraw]),
        ("Recusar empate", pt, vec![DenyDraw]),
        ("Reivindicar empate", pt, vec![ClaimDraw(None)]),
        ("Propor anulação", pt, vec![RequestCancel]),
        ("Aceitar anulação", pt, vec![AcceptCancel]),
        ("recusar anulacao", pt, vec![DenyCancel]),
        (
            "Desafio anna@example.org brancas",
            pt,
            vec![challenge_in(ColorChoice::White)],
        ),
        (
            "Desafio anna@example.org pretas",
            pt,
            vec![challenge_in(ColorChoice::Black)],
        ),
        (
            "Desafio anna@example.org sorteio",
            pt,
            vec![challenge_in(ColorChoice::Random)],
        ),
        ("Aceitar", pt, vec![AcceptChallenge]),
        ("Recusar", pt, vec![DeclineChallenge]),
        ("Tabuleiro", pt, vec![Board]),
        ("Histórico", pt, vec![History]),
        ("Partidas", pt, vec![Games(None)]),
        ("Ajuda", pt, vec![Help]),
        ("Idioma pt", pt, vec![Language(pt)]),
        ("Roque pequeno", pt, vec![mv("O-O")]),
        ("Roque grande", pt, vec![mv("O-O-O")]),
        ("en passant e5d6", pt, vec![mv("En Passant e5d6")]),
        ("Language es", es, vec![Language(es)]),
        ("Sprache pt", es, vec![Language(pt)]),
        ("Langue es", es, vec![Language(es)]),
        ("Sprache Spanisch", es, vec![Language(es)]),
        ("Langue portugais", pt, vec![Language(pt)]),
    ] {
        assert_eq!(read(text, language), want, "{text}");
    }
    // Moves in the player's letters: Spanish A and Portuguese B are the bishop, R the
    // king in both.
    let read_move = |text: &str, language| {
        let pos =
            pawnpost::rules::Position::from_fen("4k3/8/8/8/8/8/8/R1B1K1N1 w - - 0 1").unwrap();
        pawnpost::notation::parse_move(text, &pos, language)
            .map(|m| m.uci().to_string())
            .unwrap_or_else(|e| e.to_string())
    };
    assert_eq!(read_move("Ad2", es), "c1d2");
    assert_eq!(read_move("Bd2", pt), "c1d2");
    assert_eq!(read_move("Rd1", es), "e1d1");
    assert_eq!(read_move("Rd1", pt), "e1d1");
    assert_eq!(read_move("Cf3", pt), "g1f3");
    assert_eq!(read_move("Tb1", es), "a1b1");
    // Time controls, leave with two-word dates, casual seeks with a range.
    for (text, language) in [
        ("Desafío anna@example.org blancas 3 días por jugada", es),
        ("Desafio anna@example.org brancas 3 dias por lance", pt),
    ] {
        assert!(
            matches!(
                read(text, language).as_slice(),
                [Challenge { clock: Some(_), .. }]
            ),
            "{text}"
        );
    }
    for (text, language) in [
        ("Vacaciones hasta el 31/12/2026", es),
        ("Vacaciones desde el 24/12/2026 hasta el 02/01/2027", es),
        ("Férias até o dia 31/12/2026", pt),
    ] {
        assert!(
            matches!(
                read(text, language).as_slice(),
                [Clock(pawnpost::command::ClockCommand::Leave(_))]
            ),
            "{text}"
        );
    }
    assert!(matches!(
        read("Procurar partida amistosa 1400 até 1800", pt).as_slice(),
        [Community(
            pawnpost::command::community::CommunityCommand::Seek {
                casual: true,
                range: Some(_),
                ..
            }
        )]
    ));
    // Alone, `tablas` and `empate` ask back instead of guessing.
    for (text, language) in [("tablas", es), ("empate", pt)] {
        let reading = pawnpost::command::parse::read_commands(text, language);
        assert!(
            matches!(
                reading.not_understood.first().map(|n| &n.reason),
                Some(pawnpost::command::parse::Reason::AmbiguousDraw)
            ),
            "{text}: {reading:#?}"
        );
    }
}

/// `Bedenkzeit 10 Tage` is what a German player writes for a time control of 10 days
/// per move; it was read as a 10-day forfeit timeout with no clock (native review,
/// issue 35). The timeout keeps `Frist`.
#[test]
fn bedenkzeit_is_a_time_control_not_the_timeout() {
    use pawnpost::command::TimeControl;
    let de = Language::German;
    match read("Herausforderung anna@example.org Bedenkzeit 10 Tage", de).as_slice() {
        [
            Command::Challenge {
                timeout_days,
                clock,
                ..
            },
        ] => {
            assert_eq!(*timeout_days, None, "Bedenkzeit is no timeout");
            assert_eq!(*clock, Some(TimeControl::DaysPerMove { days: 10 }));
        }
        other => panic!("Bedenkzeit 10 Tage: {other:?}"),
    }
    assert!(matches!(
        read("Herausforderung anna@example.org Frist 10 Tage", de).as_slice(),
        [Command::Challenge {
            timeout_days: Some(10),
            clock: None,
            ..
        }]
    ));
}

/// `Abmelden` is how a German player leaves a tournament (beside `Anmelden` for joining
/// one): `Abmelden NAME` withdraws from it (`Withdraw from NAME`), and the word must not
/// block the player's invitations.
#[test]
fn abmelden_does_not_block_invitations() {
    let de = Language::German;
    let reading = read_commands("Abmelden", de);
    assert!(
        !reading.commands.contains(&Command::Block),
        "Abmelden blocks invitations: {reading:#?}"
    );
    assert_eq!(read("Sperren", de), [Command::Block]);
}

/// `Übersicht` alone is the list of one's games for a German player, not the daily
/// digest (which keeps `Übersicht täglich`, `Tägliche Übersicht`, `Übersicht an`).
#[test]
fn uebersicht_alone_is_the_games_list_not_the_digest() {
    use pawnpost::command::ClockCommand;
    let de = Language::German;
    assert_eq!(read("Übersicht", de), [Command::Games(None)]);
    assert_eq!(read("Uebersicht", de), [Command::Games(None)]);
    for text in ["Übersicht täglich", "Tägliche Übersicht", "Übersicht an"] {
        assert!(
            matches!(
                read(text, de).as_slice(),
                [Command::Clock(ClockCommand::Digest(_))]
            ),
            "{text}"
        );
    }
}

/// Issue 35, item 2 in part: what the Spanish and Portuguese reviews found refused,
/// where a list entry of `commands.toml` is enough (the phrasings that need code — a
/// claim with its reason, `Desafío a …`, dates and numbers in words — are not here).
#[test]
fn everyday_spanish_and_portuguese_phrasings() {
    use Command::*;
    let (es, pt) = (
        pawnpost::notation::Language::Spanish,
        pawnpost::notation::Language::Portuguese,
    );
    for (language, texts, want) in [
        (
            es,
            &[
                "pido tablas",
                "Solicito tablas",
                "le ofrezco tablas",
                "le propongo tablas",
                "¿firmamos tablas?",
                "¿aceptas las tablas?",
                "ofrezco empate, gracias",
            ][..],
            RequestDraw,
        ),
        (
            es,
            &[
                "de acuerdo, tablas",
                "vale tablas",
                "sí, tablas",
                "firmo tablas",
                "Acepto el empate. Gracias por la partida",
                "empate aceptado",
            ][..],
            AcceptDraw,
        ),
        (
            es,
            &[
                "prefiero seguir",
                "seguimos jugando",
                "declino la oferta de tablas",
                "tablas no",
            ][..],
            DenyDraw,
        ),
        (
            es,
            &[
                "me doy por vencido",
                "Me doy por vencida. Bien jugado",
                "rindo la partida",
            ][..],
            Resign,
        ),
        (
            pt,
            &[
                "topa empate?",
                "quer empatar?",
                "vamos empatar?",
                "empatamos?",
                "lhe ofereço empate",
            ][..],
            RequestDraw,
        ),
        (
            pt,
            &[
                "topo o empate",
                "Empate aceito, vlw",
                "aceito a oferta de empate",
                "empate combinado, abs",
            ][..],
            AcceptDraw,
        ),
        (
            pt,
            &[
                "recuso a oferta de empate",
                "rejeito empate",
                "vamos continuar",
                "continuo jogando",
            ][..],
            DenyDraw,
        ),
        (
            pt,
            &["me rendo", "desisto da partida", "abandono o jogo"][..],
            Resign,
        ),
        (
            pt,
            &["reclamo empate", "reclamar o empate"][..],
            ClaimDraw(None),
        ),
    ] {
        for text in texts {
            assert_eq!(
                read(text, language),
                std::slice::from_ref(&want),
                "{language:?}: {text:?}"
            );
        }
    }
    // Courtesy beside a move leaves the move a command.
    assert_eq!(read("e4 vale", es), [mv("e4")]);
    assert_eq!(read("e4, valeu, obg", pt), [mv("e4")]);
}
