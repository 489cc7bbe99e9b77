//! Moves in words (`Knight to f6`, `Springer von g8 nach f6`, `caballo a f6`,
//! `pion mange d5`, `peão para e8 promove a dama`) in the five languages: read from a
//! mail's lines as moves, prose about moves left as prose, and whole games over the
//! in-process office (real SQLite, the letters as clients read them): Scholar's mate
//! written only in words, a move in words that fits two moves asked back with both in
//! notation and in words, and one that fits none refused as an illegal SAN is.

use crate::common;

use common::spool::Spool;
use common::walk::{A, B, Rig};
use pawnpost::command::Command;
use pawnpost::command::parse::read_commands;
use pawnpost::notation::{Language, MoveText};
use pawnpost::rules::Position;

/// The one command read from `text`, which must be a move with nothing else read.
fn one_move(text: &str, language: Language) -> MoveText {
    let reading = read_commands(text, language);
    match (
        reading.commands.as_slice(),
        &reading.not_understood[..],
        &reading.comment,
    ) {
        ([Command::Move(mv)], [], None) => *mv,
        _ => panic!("{text:?} ({language:?}): {reading:#?}"),
    }
}

/// The UCI of the legal move `text` names after `moves` (SAN, from the start).
fn played(moves: &[&str], text: &str, language: Language) -> String {
    let mut pos = Position::new();
    for san in moves {
        let m = san.parse::<MoveText>().unwrap().to_move(&pos).unwrap();
        pos = pos.play(&m).unwrap();
    }
    let mv = one_move(text, language);
    match mv.to_move(&pos) {
        Ok(m) => m.uci().to_string(),
        Err(error) => panic!("{text:?} ({language:?}): {error}"),
    }
}

#[test]
fn a_piece_and_a_square_in_each_language_is_the_move() {
    use Language::*;
    let after_e4 = ["e4"];
    for (language, text) in [
        (English, "Knight f6"),
        (English, "knight to f6"),
        (English, "Knight from g8 to f6"),
        (English, "knight g8-f6"),
        (German, "Springer f6"),
        (German, "Springer nach f6"),
        (German, "springer von g8 nach f6"),
        (Spanish, "Caballo f6"),
        (Spanish, "caballo a f6"),
        (Spanish, "Caballo de g8 a f6"),
        (French, "Cavalier f6"),
        (French, "cavalier en f6"),
        (French, "Cavalier de g8 à f6"),
        (Portuguese, "Cavalo f6"),
        (Portuguese, "cavalo para f6"),
        (Portuguese, "Cavalo de g8 para f6"),
        // Every language's words are read from every player.
        (English, "Springer nach f6"),
        (German, "Knight to f6"),
    ] {
        assert_eq!(played(&after_e4, text, language), "g8f6", "{text}");
    }
    for (language, text) in [
        (English, "pawn e5"),
        (English, "Pawn to e5"),
        (English, "e7 to e5"),
        (English, "e7-e5"),
        (German, "Bauer e5"),
        (German, "Bauer nach e5"),
        (German, "e7 nach e5"),
        (Spanish, "peón a e5"),
        (Spanish, "Peon e5"),
        (French, "pion en e5"),
        (French, "Pion e5"),
        (Portuguese, "peão para e5"),
        (Portuguese, "PEAO e5"),
    ] {
        assert_eq!(played(&after_e4, text, language), "e7e5", "{text}");
    }
}

#[test]
fn captures_promotions_and_check_words_in_each_language() {
    use Language::*;
    let scandinavian = ["e4", "d5"];
    for (language, text) in [
        (English, "pawn takes d5"),
        (English, "pawn takes on d5"),
        (English, "pawn takes pawn on d5"),
        (English, "e4 takes d5"),
        (German, "Bauer schlägt d5"),
        (German, "Bauer schlaegt den Bauern auf d5"),
        (Spanish, "peón toma d5"),
        (Spanish, "peón come el peón en d5"),
        (French, "pion prend d5"),
        (French, "pion mange le pion en d5"),
        (Portuguese, "peão toma d5"),
        (Portuguese, "peão captura em d5"),
    ] {
        assert_eq!(played(&scandinavian, text, language), "e4d5", "{text}");
    }
    // A pawn on b7 and the rook on a8 to take: promotions said every way.
    let to_promote = ["b4", "a5", "bxa5", "Nc6", "a6", "h6", "axb7", "h5"];
    for (language, text, uci) in [
        (English, "pawn takes a8 becomes a queen", "b7a8q"),
        (English, "pawn to b8 queen", "b7b8q"),
        (English, "b8 queen", "b7b8q"),
        (English, "b8 promotes to knight", "b7b8n"),
        (English, "pawn takes rook on a8 promotes to a rook", "b7a8r"),
        (German, "Bauer nach b8 wird Dame", "b7b8q"),
        (German, "Bauer schlägt a8 wird zum Springer", "b7a8n"),
        (Spanish, "peón a b8 se convierte en dama", "b7b8q"),
        (Spanish, "b8 corona caballo", "b7b8n"),
        (French, "pion en b8 devient dame", "b7b8q"),
        (French, "pion prend la tour en a8 promu en fou", "b7a8b"),
        (Portuguese, "peão para b8 promove a dama", "b7b8q"),
        (Portuguese, "peão b8 vira cavalo", "b7b8n"),
    ] {
        assert_eq!(played(&to_promote, text, language), uci, "{text}");
    }
    // Check and mate words after any move, in words or in notation.
    let fools = ["f3", "e5", "g4"];
    for (language, text) in [
        (English, "Qh4 check"),
        (English, "Qh4 mate"),
        (English, "Qh4#"),
        (English, "queen to h4 checkmate"),
        (German, "Dh4 Schach"),
        (German, "Dh4 matt"),
        (German, "Dame nach h4 schachmatt"),
        (Spanish, "Dh4 jaque"),
        (Spanish, "Dh4 jaque mate"),
        (Spanish, "dama a h4 jaque mate"),
        (French, "Dh4 échec"),
        (French, "Dh4 échec et mat"),
        (French, "dame en h4 mat"),
        (Portuguese, "Dh4 xeque"),
        (Portuguese, "Dh4 xeque-mate"),
        (Portuguese, "dama para h4 xeque mate"),
    ] {
        assert_eq!(played(&fools, text, language), "d8h4", "{text}");
    }
}

#[test]
fn castling_phrases_in_each_language() {
    use Language::*;
    for (language, text, san) in [
        (English, "castles kingside", "O-O"),
        (English, "castle kingside", "O-O"),
        (English, "short castle", "O-O"),
        (English, "castles queenside", "O-O-O"),
        (English, "long castle", "O-O-O"),
        (English, "O-O check", "O-O"),
        (German, "kleine Rochade", "O-O"),
        (German, "kurze Rochade", "O-O"),
        (German, "große Rochade", "O-O-O"),
        (German, "lange Rochade Schach", "O-O-O"),
        (Spanish, "enroque corto", "O-O"),
        (Spanish, "enroque largo", "O-O-O"),
        (French, "petit roque", "O-O"),
        (French, "grand roque", "O-O-O"),
        (Portuguese, "roque pequeno", "O-O"),
        (Portuguese, "roque grande", "O-O-O"),
    ] {
        assert_eq!(one_move(text, language).to_string(), san, "{text}");
    }
}

#[test]
fn a_move_in_words_with_politeness_or_another_command_is_read() {
    let knight = "knight to f6".parse::<MoveText>().unwrap();
    for text in [
        "Knight to f6, please",
        "Knight to f6 thanks",
        "Knight to f6.\n\nGood game so far!",
        "14... Knight to f6",
    ] {
        let reading = read_commands(text, Language::English);
        assert_eq!(reading.commands, [Command::Move(knight)], "{text}");
        assert!(reading.not_understood.is_empty(), "{text}: {reading:#?}");
    }
    let reading = read_commands("Springer nach f6, Remis?", Language::German);
    assert_eq!(
        reading.commands,
        [Command::Move(knight), Command::RequestDraw]
    );
}

#[test]
fn beside_a_move_in_notation_words_are_the_players_text() {
    for (text, san, comment) in [
        ("Qf3\n\nDama para f3.", "Qf3", "Dama para f3."),
        ("Knight to f6\nNf6", "Nf6", "Knight to f6"),
        ("e4\nPawn to e4. Good luck!", "e4", "Pawn to e4. Good luck!"),
    ] {
        let reading = read_commands(text, Language::English);
        assert_eq!(
            reading.commands,
            [Command::Move(san.parse().unwrap())],
            "{text}: {reading:#?}"
        );
        assert_eq!(reading.comment.as_deref(), Some(comment), "{text}");
        assert!(reading.conflicts.is_empty(), "{text}: {reading:#?}");
        // `para` would say Portuguese; a line given back to the text says nothing.
        assert_eq!(reading.words_in, None, "{text}");
    }
    // Two moves in words are two moves, as two in notation are.
    let reading = read_commands("Knight to f6\nBishop to c4", Language::English);
    assert_eq!(reading.conflicts.len(), 1, "{reading:#?}");
}

#[test]
fn prose_about_pieces_stays_prose() {
    for (language, text) in [
        (Language::English, "I think my knight is lost"),
        (Language::English, "the bishop to e5 was a blunder"),
        (Language::English, "Bishop to e5 was a blunder"),
        (Language::English, "Knight takes d5 would have lost a piece"),
        (Language::English, "a to b"),
        (Language::English, "My queen is on d1"),
        (Language::English, "Check your mail"),
        (Language::German, "Mein Springer steht schlecht"),
        (Language::German, "Der Läufer nach e5 war ein Fehler"),
        (Language::Spanish, "El caballo en f6 es fuerte"),
        (Language::French, "Le fou en e5 était une erreur"),
        (Language::Portuguese, "O cavalo para f6 foi um erro"),
        // The position in words of pawnpost's own letters, sent back unquoted.
        (Language::English, "King: e1"),
        (Language::English, "Knights: b1, g1"),
        (Language::English, "White knights: b1, g1"),
        (Language::English, "Black king: e8"),
        (Language::English, "White, 16 pieces (yours):"),
        (
            Language::English,
            "White: king e1, queen d1, rooks a1 h1, bishops c1 f1, knights b1 g1, pawns a2 b2 c2 d2 e4 f2 g2 h2.",
        ),
        (
            Language::English,
            "Black (yours): king e8, queen d8, rooks a8 h8, knight g8, pawns a7 b7 c7 e7 f7 g7 h7.",
        ),
        (
            Language::English,
            "Deadline: 18 December, 17:06 UTC (30 days left).",
        ),
        (
            Language::German,
            "Weiß (deine Steine): König e1, Dame d1, Türme a1 h1, Springer b1 g1, Bauern a2 b2 c2.",
        ),
        (
            Language::French,
            "Noirs (vos pièces)\u{a0}: roi e8, dame d8, tours a8 h8, cavaliers b8 g8, pions a7 b7.",
        ),
        (
            Language::Spanish,
            "Negras (las tuyas): rey e8, dama d8, torres a8 h8, caballos b8 g8, peones a7 b7.",
        ),
        (
            Language::Portuguese,
            "Pretas (as suas): rei e8, dama d8, torres a8 h8, cavalos b8 g8, peões a7 b7.",
        ),
        (Language::German, "Weißer König: e1"),
        (Language::German, "Schwarze Springer: b8, g8"),
        (Language::French, "Roi blanc\u{a0}: e1"),
        (Language::French, "Cavaliers noirs\u{a0}: b8, g8"),
        (Language::Spanish, "Rey blanco: e1"),
        (Language::Spanish, "Caballos negros: b8, g8"),
        (Language::Portuguese, "Rei branco: e1"),
        (Language::Portuguese, "Cavalos pretos: b8, g8"),
        (Language::German, "Läufer: c1, f1"),
        (Language::German, "Springer: b1, g1"),
        (Language::Spanish, "Rey: e1"),
        (Language::French, "Roi : e1"),
        (Language::Portuguese, "Dama: d1"),
    ] {
        let reading = read_commands(text, language);
        assert!(
            reading.commands.is_empty() && reading.not_understood.is_empty(),
            "{text}: {reading:#?}"
        );
        assert_eq!(reading.comment.as_deref(), Some(text));
    }
}

#[test]
fn a_move_in_words_that_cannot_be_is_said_to_be_none() {
    for text in [
        "Knight to f9",
        "pawn to e5 becomes a queen",
        "Springer von i8 nach f6",
    ] {
        let reading = read_commands(text, Language::English);
        assert!(reading.commands.is_empty(), "{text}: {reading:#?}");
        assert_eq!(reading.not_understood.len(), 1, "{text}: {reading:#?}");
        assert!(reading.comment.is_none(), "{text}: {reading:#?}");
    }
}

/// What a language's letters say, for the games below.
struct Speech {
    code: &'static str,
    /// The challenge (`{opponent}` the opponent's address), its confirmation and its
    /// acceptance: the players' first words choose their language.
    challenge: &'static str,
    confirm: &'static str,
    accept: &'static str,
    /// Black's `knight to e7` with knights on c6 and g8, and the candidates it gets.
    knight_to_e7: &'static str,
    candidates_e7: [&'static str; 2],
    /// What the letters say when the game is over.
    over: &'static str,
    /// Scholar's mate, one move a mail, in words only.
    scholars_mate: [&'static str; 7],
    /// The last move as the letters write it.
    mate_san: &'static str,
    /// `knight to d2` with knights on b1 and f3, and the answer naming one.
    knight_to_d2: &'static str,
    knight_from_b1: &'static str,
    /// The candidates as the question writes them.
    candidates: [&'static str; 2],
    /// A knight move no knight can make, and a capture of nothing.
    no_knight_reaches: &'static str,
    takes_nothing: &'static str,
    /// Phrases of the refusal.
    illegal: &'static str,
    legal_moves: &'static str,
    nothing_to_take: &'static str,
    no_command: &'static str,
}

const SPEECHES: [Speech; 5] = [
    Speech {
        code: "en",
        challenge: "Challenge {opponent} white",
        confirm: "Confirm",
        accept: "Accept",
        knight_to_e7: "knight to e7",
        candidates_e7: ["Nce7 (knight c6–e7)", "Nge7 (knight g8–e7)"],
        over: "This game is over.",
        scholars_mate: [
            "pawn to e4",
            "Pawn e5",
            "Bishop to c4",
            "knight to c6",
            "queen h5",
            "Knight from g8 to f6",
            "Queen takes f7 mate",
        ],
        mate_san: "Qxf7#",
        knight_to_d2: "Knight to d2",
        knight_from_b1: "knight from b1 to d2",
        candidates: ["Nbd2 (knight b1–d2)", "Nfd2 (knight f3–d2)"],
        no_knight_reaches: "Knight to f5",
        takes_nothing: "knight takes e5",
        illegal: "is not a legal move",
        legal_moves: "Your legal moves, by piece.",
        nothing_to_take: "there is nothing to take on e5",
        no_command: "I found no command",
    },
    Speech {
        code: "de",
        challenge: "Herausforderung {opponent} weiß",
        confirm: "Bestätigen",
        accept: "Annehmen",
        knight_to_e7: "Springer nach e7",
        candidates_e7: ["Sce7 (Springer c6–e7)", "Sge7 (Springer g8–e7)"],
        over: "Diese Partie ist beendet.",
        scholars_mate: [
            "Bauer nach e4",
            "Bauer e5",
            "Läufer nach c4",
            "Springer nach c6",
            "Dame h5",
            "Springer von g8 nach f6",
            "Dame schlägt den Bauern auf f7 matt",
        ],
        mate_san: "Dxf7#",
        knight_to_d2: "Springer nach d2",
        knight_from_b1: "Springer von b1 nach d2",
        candidates: ["Sbd2 (Springer b1–d2)", "Sfd2 (Springer f3–d2)"],
        no_knight_reaches: "Springer nach f5",
        takes_nothing: "Springer schlägt e5",
        illegal: "ist nicht möglich",
        legal_moves: "Deine möglichen Züge, nach Figuren.",
        nothing_to_take: "auf e5 gibt es nichts zu schlagen",
        no_command: "keinen Befehl gefunden",
    },
    Speech {
        code: "es",
        challenge: "Desafío {opponent} blancas",
        confirm: "Confirmar",
        accept: "Aceptar",
        knight_to_e7: "caballo a e7",
        candidates_e7: ["Cce7 (caballo c6–e7)", "Cge7 (caballo g8–e7)"],
        over: "Esta partida terminó.",
        scholars_mate: [
            "peón a e4",
            "Peón e5",
            "alfil a c4",
            "caballo a c6",
            "Dama h5",
            "caballo de g8 a f6",
            "dama toma f7 jaque mate",
        ],
        mate_san: "Dxf7#",
        knight_to_d2: "Caballo a d2",
        knight_from_b1: "caballo de b1 a d2",
        candidates: ["Cbd2 (caballo b1–d2)", "Cfd2 (caballo f3–d2)"],
        no_knight_reaches: "caballo a f5",
        takes_nothing: "caballo toma e5",
        illegal: "no es una jugada legal",
        legal_moves: "Tus jugadas legales, por pieza.",
        nothing_to_take: "no hay nada que capturar en e5",
        no_command: "No encontré ningún comando",
    },
    Speech {
        code: "fr",
        challenge: "Défi {opponent} blancs",
        confirm: "Confirmer",
        accept: "Accepter",
        knight_to_e7: "cavalier en e7",
        candidates_e7: ["Cce7 (cavalier c6–e7)", "Cge7 (cavalier g8–e7)"],
        over: "Cette partie est terminée.",
        scholars_mate: [
            "pion en e4",
            "Pion e5",
            "fou en c4",
            "cavalier en c6",
            "Dame h5",
            "cavalier de g8 en f6",
            "dame prend le pion en f7 échec et mat",
        ],
        mate_san: "Dxf7#",
        knight_to_d2: "Cavalier en d2",
        knight_from_b1: "cavalier de b1 en d2",
        candidates: ["Cbd2 (cavalier b1–d2)", "Cfd2 (cavalier f3–d2)"],
        no_knight_reaches: "cavalier en f5",
        takes_nothing: "cavalier prend e5",
        illegal: "n'est pas un coup légal",
        legal_moves: "Vos coups légaux, par pièce.",
        nothing_to_take: "il n'y a rien à prendre en e5",
        no_command: "Je n'ai trouvé aucune commande",
    },
    Speech {
        code: "pt",
        challenge: "Desafio {opponent} brancas",
        confirm: "Confirmar",
        accept: "Aceitar",
        knight_to_e7: "cavalo para e7",
        candidates_e7: ["Cce7 (cavalo c6–e7)", "Cge7 (cavalo g8–e7)"],
        over: "Esta partida terminou.",
        scholars_mate: [
            "peão para e4",
            "Peão e5",
            "bispo para c4",
            "cavalo para c6",
            "Dama h5",
            "cavalo de g8 para f6",
            "dama captura em f7 xeque-mate",
        ],
        mate_san: "Dxf7#",
        knight_to_d2: "Cavalo para d2",
        knight_from_b1: "cavalo de b1 para d2",
        candidates: ["Cbd2 (cavalo b1–d2)", "Cfd2 (cavalo f3–d2)"],
        no_knight_reaches: "cavalo para f5",
        takes_nothing: "cavalo toma e5",
        illegal: "não é um lance legal",
        legal_moves: "Seus lances legais, por peça.",
        nothing_to_take: "não há nada para capturar em e5",
        no_command: "Não encontrei nenhum comando",
    },
];

/// A game between A (White) and B, both writing `code`; their reply addresses.
fn game(code: &str) -> (Rig, String, String) {
    let mut rig = Rig::new();
    rig.choose_language(Some(code), &[A, B]);
    let (own_a, own_b) = (rig.office.own_address(A), rig.office.own_address(B));
    rig.send(A, &own_a, "Challenge bob@example.org white");
    rig.send(B, &own_b, "Accept");
    let (wa, ba) = (
        rig.office.reply_address(1, A),
        rig.office.reply_address(1, B),
    );
    (rig, wa, ba)
}

/// A game of [`game`] after 1. d4 d5 2. Nf3 Nf6, White (A) to move: two white knights can
/// reach d2, none f5, and e5 is empty. Returns White's reply address.
fn queens_pawn_game(code: &str) -> (Rig, String) {
    let (mut rig, wa, ba) = game(code);
    for (who, to, san) in [
        (A, &wa, "d4"),
        (B, &ba, "d5"),
        (A, &wa, "Nf3"),
        (B, &ba, "Nf6"),
    ] {
        rig.send(who, to, san);
    }
    (rig, wa)
}

/// The text of the letter to `who` among `sent`, its lines joined (letters wrap).
fn text_to(sent: &[common::Sent], who: &str) -> String {
    common::letter_to(sent, who)
        .text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn plies(rig: &Rig) -> usize {
    rig.office
        .store
        .load_game(1)
        .unwrap()
        .record()
        .moves()
        .len()
}

#[test]
fn scholars_mate_in_words_in_each_language() {
    for speech in &SPEECHES {
        let (mut rig, wa, ba) = game(speech.code);
        let mut last = Vec::new();
        for (ply, text) in speech.scholars_mate.iter().enumerate() {
            let (who, to) = if ply % 2 == 0 { (A, &wa) } else { (B, &ba) };
            let opponent = if who == A { B } else { A };
            let body = format!("{text}\n\nYour move, friend.");
            let sent = rig.send(who, to, &body);
            assert_eq!(plies(&rig), ply + 1, "{}: {text}: {sent:#?}", speech.code);
            // The sender hears how the words were read; the comment reaches the
            // opponent with the move.
            let mine = text_to(&sent, who);
            assert!(mine.contains(&format!("`{text}`")), "{text}: {mine}");
            assert!(
                text_to(&sent, opponent).contains("Your move, friend."),
                "{}: {text}: {sent:#?}",
                speech.code
            );
            last = sent;
        }
        let game = rig.office.store.load_game(1).unwrap();
        assert!(game.is_over(), "{}", speech.code);
        for who in [A, B] {
            let letter = text_to(&last, who);
            assert!(
                letter.contains(speech.mate_san),
                "{}: {letter}",
                speech.code
            );
        }
    }
}

#[test]
fn an_ambiguous_move_in_words_is_asked_back_with_each_candidate() {
    for speech in &SPEECHES {
        let (mut rig, wa) = queens_pawn_game(speech.code);
        let asked = rig.send(A, &wa, speech.knight_to_d2);
        let text = text_to(&asked, A);
        assert_eq!(plies(&rig), 4, "{}: {text}", speech.code);
        for candidate in speech.candidates {
            assert!(
                text.contains(candidate),
                "{}: {candidate} in {text}",
                speech.code
            );
        }
        assert!(!text.contains(speech.no_command), "{text}");
        rig.send(A, &wa, speech.knight_from_b1);
        assert_eq!(plies(&rig), 5, "{}", speech.code);
        let game = rig.office.store.load_game(1).unwrap();
        let last = game.record().moves().last().unwrap().uci().to_string();
        assert_eq!(last, "b1d2", "{}", speech.code);
    }
}

#[test]
fn an_illegal_move_in_words_is_refused_as_an_illegal_san_is() {
    for speech in &SPEECHES {
        let (mut rig, wa) = queens_pawn_game(speech.code);
        for (text, why) in [
            (speech.no_knight_reaches, None),
            (speech.takes_nothing, Some(speech.nothing_to_take)),
        ] {
            let refused = rig.send(A, &wa, &format!("{text}\n\nA comment."));
            let letter = text_to(&refused, A);
            assert_eq!(plies(&rig), 4, "{}: {letter}", speech.code);
            assert!(letter.contains(speech.illegal), "{}: {letter}", speech.code);
            assert!(
                letter.contains(speech.legal_moves),
                "{}: {letter}",
                speech.code
            );
            assert!(
                !letter.contains(speech.no_command),
                "{}: {letter}",
                speech.code
            );
            if let Some(why) = why {
                assert!(letter.contains(why), "{}: {why} in {letter}", speech.code);
            }
            // Nothing reaches the opponent of a refused move.
            assert!(refused.iter().all(|s| s.to != B), "{refused:#?}");
        }
    }
}

/// The same mate over the embedded Maildir spool, through `pawnpost deliver`, the
/// players' language chosen by their first words: Black's `knight to e7` (knights on c6
/// and g8) is asked back with both candidates, White's `knight to f5` is refused with
/// the legal moves, and the game ends in mate with every letter in the language.
#[test]
fn scholars_mate_in_words_over_the_spool_in_each_language() {
    let (white, black) = ("anna@localhost", "bernd@localhost");
    for speech in &SPEECHES {
        let mut spool = Spool::new();
        let challenge = speech.challenge.replace("{opponent}", black);
        spool.send(white, "pawnpost@localhost", None, &challenge);
        let asked = spool.latest(white);
        spool.send(white, &asked.reply_to.clone(), Some(&asked), speech.confirm);
        let invitation = spool.latest(black);
        spool.send(
            black,
            &invitation.reply_to.clone(),
            Some(&invitation),
            speech.accept,
        );
        let mut answer = |who: &str, body: &str| {
            let latest = spool.latest(who);
            spool.send(who, &latest.reply_to.clone(), Some(&latest), body);
            spool
                .latest(who)
                .text
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        let [e4, e5, bc4, nc6, qh5, nf6, qxf7] = speech.scholars_mate;
        for (who, body) in [(white, e4), (black, e5)] {
            answer(who, body);
        }
        let refused = answer(white, speech.no_knight_reaches);
        assert!(
            refused.contains(speech.illegal),
            "{}: {refused}",
            speech.code
        );
        assert!(
            refused.contains(speech.legal_moves),
            "{}: {refused}",
            speech.code
        );
        for (who, body) in [(white, bc4), (black, nc6), (white, qh5)] {
            answer(who, body);
        }
        let asked = answer(black, speech.knight_to_e7);
        for candidate in speech.candidates_e7 {
            assert!(
                asked.contains(candidate),
                "{}: {candidate} in {asked}",
                speech.code
            );
        }
        answer(black, nf6);
        let mated = answer(white, qxf7);
        assert!(mated.contains(speech.mate_san), "{}: {mated}", speech.code);
        assert!(mated.contains(speech.over), "{}: {mated}", speech.code);
        let lost = spool.latest(black).text;
        assert!(lost.contains(speech.mate_san), "{}: {lost}", speech.code);
        for letter in spool.letters(white).iter().chain(&spool.letters(black)) {
            assert!(
                !letter.text.contains(speech.no_command),
                "{}: {}",
                speech.code,
                letter.text
            );
        }
    }
}

/// A position some random legal moves from the start.
fn position(choices: &[usize]) -> Position {
    let mut record = pawnpost::rules::Record::new(Position::new());
    for &choice in choices {
        let moves = record.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[choice % moves.len()];
        record.play(&m).unwrap();
    }
    *record.position()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Every legal move said in words in each language — the piece, the square it leaves,
    /// what it takes, where it goes, what it becomes — comes out of the mail reader as a
    /// move that names it; said without the square it leaves, it names it or asks back
    /// with it among the candidates.
    #[test]
    fn every_legal_move_said_in_words_names_that_move(
        choices in proptest::collection::vec(proptest::prelude::any::<usize>(), 0..60),
    ) {
        use pawnpost::notation::{Capture, MoveError, SpokenMove};
        let pos = position(&choices);
        for m in pos.legal_moves().iter() {
            // Castling in words is the king going to its square.
            let to = m.castling_side().map_or(m.to, |side| side.king_to(pos.turn()));
            let capture = match m.capture {
                Some(role) if m.castling_side().is_none() => Capture::Piece(role),
                _ => Capture::Unsaid,
            };
            let full = SpokenMove { role: Some(m.role), from: Some(m.from), to, capture, promotion: m.promotion };
            let short = SpokenMove { from: None, capture: Capture::Unsaid, ..full };
            for language in Language::ALL {
                let text = full.said(language);
                let found = one_move(&text, language).to_move(&pos);
                proptest::prop_assert_eq!(found.as_ref(), Ok(m), "{} in {}", text, pos.fen());
                let text = short.said(language);
                match one_move(&text, language).to_move(&pos) {
                    Ok(found) => proptest::prop_assert_eq!(&found, m, "{} in {}", text, pos.fen()),
                    Err(MoveError::Ambiguous { candidates, .. }) => proptest::prop_assert!(
                        candidates.iter().any(|c| c.from == m.from && c.to == m.to),
                        "{} in {}: {:?}", text, pos.fen(), candidates
                    ),
                    Err(other) => proptest::prop_assert!(false, "{} in {}: {}", text, pos.fen(), other),
                }
            }
        }
    }
}
