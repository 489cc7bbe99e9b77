//! Mail and `pawnpost analyze` accept exactly the same spellings of a move: the same
//! text, through the mail reader (`read_commands`, then `MoveText::to_move`) and through
//! `analyze`, plays the same move or is refused the same way.

use pawnpost::analysis::{AnalysisError, analyze};
use pawnpost::command::notes::starts_note;
use pawnpost::command::parse::read_commands;
use pawnpost::command::{Command, NotesCommand};
use pawnpost::notation::{Language, MoveError, MoveTextError, SanPlus, iccf};
use pawnpost::rules::{Move, Position, Record};
use proptest::prelude::*;

/// What became of one spelling.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Played(Move),
    Refused(MoveError),
    /// Not read as a move at all.
    Unread,
}

fn by_mail(text: &str, fen: &str, language: Language) -> Outcome {
    let pos = Position::from_fen(fen).unwrap();
    let reading = read_commands(&format!("{text}\n"), language);
    match reading.commands.as_slice() {
        [Command::Move(read)] => match read.to_move(&pos) {
            Ok(m) => Outcome::Played(m),
            Err(error) => Outcome::Refused(error),
        },
        _ => Outcome::Unread,
    }
}

fn by_analyze(text: &str, fen: &str, language: Language) -> Outcome {
    match analyze(Some(fen), text, language) {
        Ok((record, _)) => match record.moves() {
            [m] => Outcome::Played(*m),
            _ => Outcome::Unread,
        },
        Err(AnalysisError::Move {
            ply: 0,
            error: MoveTextError::Move(error),
            ..
        }) => Outcome::Refused(error),
        Err(_) => Outcome::Unread,
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CASTLING: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const PROMOTION: &str = "1n2k3/P1P5/8/8/8/8/7p/4K3 w - - 0 1";
const EN_PASSANT: &str = "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2";
const TWO_ROOKS: &str = "4k3/8/8/8/8/8/4K3/R6R w - - 0 1";
const BISHOP: &str = "4k3/8/8/8/8/8/8/4KB2 w - - 0 1";

/// After 1. e4 e5: the king's bishop can go to b5.
const OPEN_E: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

#[test]
fn every_spelling_in_the_table_means_the_same_in_mail_and_analyze() {
    use Language::{English, French, German, Portuguese, Spanish};
    // (text, position, language, the move in UCI or "refused" or "unread")
    let table: &[(&str, &str, Language, &str)] = &[
        // SAN, letters of every language, figurines, marks and move numbers.
        ("Nf3", START, English, "g1f3"),
        ("nf3", START, English, "g1f3"),
        ("NF3", START, English, "g1f3"),
        ("Sf3", START, German, "g1f3"),
        ("Sf3", START, English, "g1f3"),
        ("Cf3", START, French, "g1f3"),
        ("Cf3", START, Spanish, "g1f3"),
        ("Cf3", START, Portuguese, "g1f3"),
        ("Ab5", OPEN_E, Spanish, "f1b5"),
        ("Bb5", OPEN_E, Portuguese, "f1b5"),
        ("Fb5", OPEN_E, French, "f1b5"),
        ("Enroque corto", START, Spanish, "refused"),
        ("Roque pequeno", START, Portuguese, "refused"),
        ("al paso e5d6", START, Spanish, "refused"),
        ("♘f3", START, English, "g1f3"),
        ("♞f3", START, French, "g1f3"),
        ("Nf3+!?", START, English, "g1f3"),
        ("1.Nf3", START, English, "g1f3"),
        ("Ng1-f3", START, English, "g1f3"),
        ("N1f3", START, English, "g1f3"),
        ("e4", START, English, "e2e4"),
        ("E4", START, English, "e2e4"),
        ("e4!!", START, English, "e2e4"),
        ("e2e4", START, English, "e2e4"),
        ("e2-e4", START, English, "e2e4"),
        ("E2-E4", START, English, "e2e4"),
        ("5254", START, English, "e2e4"),
        ("7163", START, German, "g1f3"),
        ("bc4", BISHOP, English, "f1c4"),
        ("Fc4", BISHOP, French, "f1c4"),
        ("Lc4", BISHOP, German, "f1c4"),
        // Castling in signs and words.
        ("O-O", CASTLING, English, "e1g1"),
        ("0-0", CASTLING, English, "e1g1"),
        ("o-o", CASTLING, English, "e1g1"),
        ("O-O-O", CASTLING, English, "e1c1"),
        ("0-0-0+", CASTLING, English, "e1c1"),
        ("e1g1", CASTLING, English, "e1g1"),
        ("e1h1", CASTLING, English, "e1g1"),
        ("5171", CASTLING, English, "e1g1"),
        ("King-Side Castle", CASTLING, English, "e1g1"),
        ("king side castle", CASTLING, English, "e1g1"),
        ("Queen-Side Castle", CASTLING, English, "e1c1"),
        ("castle queenside", CASTLING, English, "e1c1"),
        ("Kurze Rochade", CASTLING, German, "e1g1"),
        ("Lange Rochade", CASTLING, German, "e1c1"),
        ("Große Rochade", CASTLING, German, "e1c1"),
        ("grosse rochade", CASTLING, English, "e1c1"),
        ("Petit roque", CASTLING, French, "e1g1"),
        ("Grand roque", CASTLING, French, "e1c1"),
        ("GRAND ROQUE", CASTLING, French, "e1c1"),
        ("Rf1", CASTLING, French, "e1f1"),
        ("Rf1", CASTLING, English, "h1f1"),
        ("Tf1", CASTLING, French, "h1f1"),
        // Moves in words, and check and mate words after a move.
        ("Knight to f3", START, English, "g1f3"),
        ("knight from g1 to f3", START, English, "g1f3"),
        ("Springer nach f3", START, German, "g1f3"),
        ("Cavalier f3", START, French, "g1f3"),
        ("caballo a f3", START, Spanish, "g1f3"),
        ("cavalo para f3", START, Portuguese, "g1f3"),
        ("e2 to e4", START, English, "e2e4"),
        ("pawn to e4", START, English, "e2e4"),
        ("Nf3 check", START, English, "g1f3"),
        ("Sf3 Schach", START, German, "g1f3"),
        ("king to g1", CASTLING, English, "e1g1"),
        ("bishop to b5", OPEN_E, English, "f1b5"),
        ("knight takes e5", START, English, "refused"),
        ("knight to f5", START, English, "refused"),
        ("knight to f9", START, English, "unread"),
        ("pawn to a8 becomes a queen", PROMOTION, English, "a7a8q"),
        ("a8 queen", PROMOTION, English, "a7a8q"),
        ("Bauer nach a8 wird Dame", PROMOTION, German, "a7a8q"),
        // Promotions.
        ("a8=Q", PROMOTION, English, "a7a8q"),
        ("a8Q", PROMOTION, English, "a7a8q"),
        ("a8(Q)", PROMOTION, English, "a7a8q"),
        ("a8=D", PROMOTION, German, "a7a8q"),
        ("a8=T", PROMOTION, French, "a7a8r"),
        ("axb8=N+", PROMOTION, English, "a7b8n"),
        ("a7b8n", PROMOTION, English, "a7b8n"),
        ("a7-a8=Q", PROMOTION, English, "a7a8q"),
        ("a7a8r", PROMOTION, French, "a7a8r"),
        ("17181", PROMOTION, English, "a7a8q"),
        ("a8", PROMOTION, English, "refused"),
        ("a7a8", PROMOTION, English, "refused"),
        ("1718", PROMOTION, English, "refused"),
        ("a8=K", PROMOTION, English, "unread"),
        ("a8=R", PROMOTION, French, "unread"),
        // En passant.
        ("dxc6", EN_PASSANT, English, "d5c6"),
        ("dxc6 e.p.", EN_PASSANT, English, "d5c6"),
        ("dc6", EN_PASSANT, English, "d5c6"),
        ("d:c6", EN_PASSANT, English, "d5c6"),
        ("d5c6", EN_PASSANT, English, "d5c6"),
        ("En Passant d5c6", EN_PASSANT, English, "d5c6"),
        ("en passant d5xc6", EN_PASSANT, French, "d5c6"),
        ("en-passant d5 x c6", EN_PASSANT, German, "d5c6"),
        ("En Passant d5d6", EN_PASSANT, English, "refused"),
        // Refusals and text that is no move.
        ("Nf5", START, English, "refused"),
        ("Qd4", START, English, "refused"),
        ("D2d4", START, English, "refused"),
        ("e5e6", START, English, "refused"),
        ("e7e5", START, English, "refused"),
        ("Bc4", START, English, "refused"),
        ("O-O", START, English, "refused"),
        ("Rd1", TWO_ROOKS, English, "refused"),
        ("e9", START, English, "unread"),
        ("Xf3", START, English, "unread"),
        ("5290", START, English, "unread"),
        ("hello", START, English, "unread"),
        ("castle", START, English, "unread"),
        ("En Passant", START, English, "unread"),
    ];
    for &(text, fen, language, expected) in table {
        let mail = by_mail(text, fen, language);
        let analyzed = by_analyze(text, fen, language);
        assert_eq!(mail, analyzed, "{text} ({language:?}) in {fen}");
        match (expected, &mail) {
            ("refused", Outcome::Refused(_)) | ("unread", Outcome::Unread) => {}
            (uci, Outcome::Played(m)) => assert_eq!(m.uci().to_string(), uci, "{text}"),
            (expected, outcome) => panic!("{text} ({language:?}): {outcome:?}, not {expected}"),
        }
    }
}

fn position(choices: &[usize]) -> Position {
    let mut record = Record::new(Position::new());
    for &choice in choices {
        let moves = record.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        record.play(&moves[choice % moves.len()]).unwrap();
    }
    *record.position()
}

/// `NB` is a note word: `Nb:c3`, `NB:A1` (a colon for a capture, a knight from the b
/// file) are private notes in mail, not moves — a thought is never taken for a move —
/// while `analyze`, which has no notes, reads them as moves.
#[test]
fn a_knight_from_the_b_file_with_a_colon_is_a_note_in_mail() {
    for (text, note) in [("Nb:c3", "c3"), ("NB:A1", "A1"), ("nb:a3", "a3")] {
        let reading = read_commands(&format!("{text}\n"), Language::English);
        assert!(starts_note(text), "{text}");
        assert_eq!(
            reading.commands,
            [Command::Notes(NotesCommand::Add(note.to_owned()))],
            "{text}"
        );
    }
    assert_eq!(
        by_mail("Nbxc3", START, Language::English),
        by_analyze("Nbxc3", START, Language::English)
    );
    assert!(matches!(
        by_analyze("Nb:c3", START, Language::English),
        Outcome::Played(_)
    ));
}

/// Texts shaped more or less like one move: most are none, some are refused, some play.
fn move_like() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9]{0,2}\\.{0,3}[KQRBNDTLSFCkqrbnpPXO0o♘♞♖♔]?[a-iA-I]?[0-9]?[-x:]?[a-iA-I][0-9](=?\\(?[QRBNDTLSFCqrbnkK]\\)?)?[+#!?]{0,2}",
        "[1-9]{4,5}",
        "[a-hA-H][1-8][-x]?[a-hA-H][1-8][qrbnQRBNk]?",
        "(En Passant|en-passant) [a-h][1-8]x?[a-h][1-8]",
        "[Oo0](-[Oo0]){1,2}[+#]?",
        "(King|Queen)-Side Castle|Kurze Rochade|Lange Rochade|Petit roque|Grand roque",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every legal move in the spellings players use, and texts shaped like moves, mean
    /// the same in mail and in analyze.
    #[test]
    fn mail_and_analyze_agree(
        choices in prop::collection::vec(any::<usize>(), 0..60),
        texts in prop::collection::vec(move_like(), 8),
        language in 0..Language::ALL.len(),
    ) {
        let language = Language::ALL[language];
        let pos = position(&choices);
        let fen = pos.fen();
        let mut spellings = texts;
        for m in pos.legal_moves().iter() {
            let san = SanPlus::from_move(&pos, m).localized(language);
            spellings.push(format!("{}. {san}!", pos.fullmoves()));
            spellings.push(san);
            spellings.push(m.uci().to_string());
            spellings.push(iccf(m));
        }
        for text in &spellings {
            if starts_note(text) {
                // `NB:a1`, `Nb:c3`: a line that starts with a note word is a private
                // note in mail, never a move played (a thought is not taken for a
                // move); `analyze` has no notes. Only `NB` and a separator may be one
                // here: a note word that swallowed a move (`Nbd7`) fails.
                let unnumbered = text.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ' ');
                let shaped = unnumbered.get(..2).is_some_and(|nb| nb.eq_ignore_ascii_case("nb"))
                    && !unnumbered[2..].starts_with(char::is_alphanumeric);
                prop_assert!(shaped, "{} ({:?}) starts a note but is no NB and a separator", text, language);
                let reading = read_commands(&format!("{text}\n"), language);
                prop_assert!(
                    matches!(reading.commands.as_slice(), [Command::Notes(_)])
                        || (reading.commands.is_empty() && !reading.not_understood.is_empty()),
                    "{} ({:?}) starts a note but mail read {:?}", text, language, reading.commands
                );
                continue;
            }
            let mail = by_mail(text, &fen, language);
            prop_assert_eq!(&mail, &by_analyze(text, &fen, language), "{} ({:?}) in {}", text, language, fen);
        }
    }
}
