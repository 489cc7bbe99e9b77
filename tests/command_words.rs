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
        ("Partien", vec![Games]),
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
        ("Parties", vec![Games]),
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
        Resign,
        AcceptChallenge,
        DeclineChallenge,
        Board,
        History,
        Pgn,
        Games,
        Help,
        Confirm,
        Block,
        Unblock,
        Language(pawnpost::notation::Language::German),
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
