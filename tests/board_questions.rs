//! Questions about the board (`Square d5`, `Pieces knights`, `Rank 5`, `File d`, `Moves
//! Nf3`, `Captured`), asked in the middle of Morphy's Opera game (Paris 1858) after
//! 12...Rd8: every kind of piece on the board, a knight pinned to its king (Nd7 by
//! Bb5), another to its queen (Nf6 by Bg5), castled and uncastled kings, seven captures.
//! Each answer is checked against attack sets and legal moves computed here, from the
//! rules core piece by piece and from shakmaty, never against a copy of the answer; the
//! words of every language are read; the letters are snapshots; and over the embedded
//! spool a player asks and a stranger learns nothing.

use crate::common;

use std::collections::BTreeSet;

use pawnpost::command::parse::{Reason, read_commands};
use pawnpost::command::{AskCommand, AskProblem, BoardStyle, Command};
use pawnpost::game::{Event, Game};
use pawnpost::letter::questions::{Along, QuestionLine, answer, answers_letter};
use pawnpost::letter::{Line, catalogue};
use pawnpost::notation::Language;
use pawnpost::rules::{Color, Piece, Role, Square, attacks};
use shakmaty::Position as _;

const W: &str = "alice@example.org";
const B: &str = "bob@example.org";

/// The Opera game to 12...Rd8, White to move.
const OPERA: [&str; 24] = [
    "e4", "e5", "Nf3", "d6", "d4", "Bg4", "dxe5", "Bxf3", "Qxf3", "dxe5", "Bc4", "Nf6", "Qb3",
    "Qe7", "Nc3", "c6", "Bg5", "b5", "Nxb5", "cxb5", "Bxb5+", "Nbd7", "O-O-O", "Rd8",
];

fn opera() -> Game {
    let mut game = Game::new(W, B, 30 * 86_400, 0);
    for (i, san) in OPERA.iter().enumerate() {
        let by = if i % 2 == 0 { W } else { B };
        let commands = read_commands(san, Language::English).commands;
        let events = game.apply(by, &commands, None, i as i64 + 1);
        assert!(
            !events.iter().any(|e| matches!(e, Event::Rejected { .. })),
            "{san}: {events:?}"
        );
    }
    game
}

fn reference(game: &Game) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = game.position().fen().parse().unwrap();
    fen.into_position(shakmaty::CastlingMode::Standard).unwrap()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn sk(square: Square) -> shakmaty::Square {
    square.to_string().parse().unwrap()
}

fn sk_role(role: Role) -> shakmaty::Role {
    shakmaty::Role::from_char(role.lower_char()).unwrap()
}

fn sk_color(color: Color) -> shakmaty::Color {
    match color {
        Color::White => shakmaty::Color::White,
        Color::Black => shakmaty::Color::Black,
    }
}

fn questions(lines: Vec<Line>) -> Vec<QuestionLine> {
    lines
        .into_iter()
        .map(|line| match line {
            Line::Questions(q) => q,
            other => panic!("not an answer: {other:?}"),
        })
        .collect()
}

#[test]
fn every_square_says_its_occupant_and_the_attackers_of_each_side() {
    let game = opera();
    let board = *game.position().board();
    let sk_pos = reference(&game);
    for square in Square::all() {
        let lines = questions(answer(&game, Color::White, &AskCommand::Square(square)));
        let [
            QuestionLine::Occupant { occupant, .. },
            QuestionLine::Attackers {
                side: first,
                defend: first_defends,
                pieces: first_pieces,
                ..
            },
            QuestionLine::Attackers {
                side: second,
                defend: second_defends,
                pieces: second_pieces,
                ..
            },
        ] = lines.as_slice()
        else {
            panic!("{square}: {lines:?}");
        };
        // The reader's side first.
        assert_eq!((*first, *second), (Color::White, Color::Black));
        assert_eq!(*occupant, board.piece_at(square), "{square}");
        assert_eq!(
            occupant.map(|p| (sk_role(p.role), sk_color(p.color))),
            sk_pos
                .board()
                .piece_at(sk(square))
                .map(|p| (p.role, p.color)),
            "{square}"
        );
        for (side, defends, pieces) in [
            (Color::White, first_defends, first_pieces),
            (Color::Black, second_defends, second_pieces),
        ] {
            assert_eq!(*defends, occupant.is_some_and(|p| p.color == side));
            // Piece by piece: does its attack set hold the square?
            let expected: BTreeSet<(Role, Square)> = board
                .pieces()
                .filter(|(from, piece)| {
                    piece.color == side
                        && attacks(piece.role, side, *from, board.occupied()).contains(square)
                })
                .map(|(from, piece)| (piece.role, from))
                .collect();
            let said: BTreeSet<(Role, Square)> = pieces.iter().copied().collect();
            assert_eq!(said, expected, "{square} {side:?}");
            let shakmaty: BTreeSet<String> = sk_pos
                .board()
                .attacks_to(sk(square), sk_color(side), sk_pos.board().occupied())
                .into_iter()
                .map(|s| s.to_string())
                .collect();
            let said: BTreeSet<String> = pieces.iter().map(|(_, s)| s.to_string()).collect();
            assert_eq!(said, shakmaty, "{square} {side:?}");
        }
    }
    // The pinned knight on d7: attacked by the bishop on b5 and the rook on d1 through
    // nothing else, defended by its king, queen, rook and the knight on f6.
    let d7 = questions(answer(&game, Color::White, &AskCommand::Square(sq("d7"))));
    assert!(
        matches!(
            &d7[1],
            QuestionLine::Attackers { defend: false, pieces, .. }
                if pieces == &[(Role::Rook, sq("d1")), (Role::Bishop, sq("b5"))]
        ),
        "{d7:?}"
    );
}

#[test]
fn pieces_are_listed_by_side_and_kind_as_the_board_holds_them() {
    let game = opera();
    let board = *game.position().board();
    let sk_pos = reference(&game);
    for color in [None, Some(Color::White), Some(Color::Black)] {
        for role in std::iter::once(None).chain(Role::ALL.map(Some)) {
            let lines = questions(answer(
                &game,
                Color::Black,
                &AskCommand::Pieces { color, role },
            ));
            let mut told: BTreeSet<(Color, Role, Square)> = BTreeSet::new();
            for line in &lines {
                let QuestionLine::Pieces {
                    side,
                    role: kind,
                    squares,
                    reader,
                } = line
                else {
                    panic!("{line:?}");
                };
                assert_eq!(*reader, Color::Black);
                assert!(color.is_none_or(|c| c == *side) && role.is_none_or(|r| r == *kind));
                // Without a kind, a line is said only for a kind the side has.
                assert!(role.is_some() || !squares.is_empty(), "{line:?}");
                told.extend(squares.iter().map(|s| (*side, *kind, *s)));
            }
            let held: BTreeSet<(Color, Role, Square)> = board
                .pieces()
                .filter(|(_, p)| color.is_none_or(|c| c == p.color))
                .filter(|(_, p)| role.is_none_or(|r| r == p.role))
                .map(|(s, p)| (p.color, p.role, s))
                .collect();
            assert_eq!(told, held, "{color:?} {role:?}");
            let shakmaty = sk_pos
                .board()
                .iter()
                .filter(|(_, p)| color.is_none_or(|c| sk_color(c) == p.color))
                .filter(|(_, p)| role.is_none_or(|r| sk_role(r) == p.role))
                .count();
            assert_eq!(told.len(), shakmaty);
        }
    }
    // The reader's side comes first, and White has no knight left: said.
    let knights = questions(answer(
        &game,
        Color::Black,
        &AskCommand::Pieces {
            color: None,
            role: Some(Role::Knight),
        },
    ));
    assert!(
        matches!(&knights[0], QuestionLine::Pieces { side: Color::Black, squares, .. } if squares == &[sq("d7"), sq("f6")])
    );
    assert!(
        matches!(&knights[1], QuestionLine::Pieces { side: Color::White, squares, .. } if squares.is_empty())
    );
}

#[test]
fn a_rank_and_a_file_list_their_pieces_in_order() {
    let game = opera();
    let board = *game.position().board();
    for n in 0..8u8 {
        for along in [Along::Rank(n), Along::File(n)] {
            let question = match along {
                Along::Rank(r) => AskCommand::Rank(r),
                Along::File(f) => AskCommand::File(f),
            };
            let lines = questions(answer(&game, Color::White, &question));
            let [
                QuestionLine::Line {
                    along: said,
                    pieces,
                    ..
                },
            ] = lines.as_slice()
            else {
                panic!("{lines:?}");
            };
            assert_eq!(*said, along);
            let expected: Vec<(Square, Piece)> = (0..8u8)
                .filter_map(|i| {
                    let square = match along {
                        Along::Rank(r) => Square::from_coords(i, r),
                        Along::File(f) => Square::from_coords(f, i),
                    }?;
                    board.piece_at(square).map(|p| (square, p))
                })
                .collect();
            assert_eq!(pieces, &expected, "{along:?}");
        }
    }
}

/// Moves as `from to promotion`, for comparing with shakmaty.
fn shakmaty_moves(pos: &shakmaty::Chess, from: Square) -> BTreeSet<(String, Option<char>)> {
    pos.legal_moves()
        .iter()
        .filter(|m| m.from() == Some(sk(from)))
        .map(|m| {
            // shakmaty's castling goes to the rook; ours says the side.
            let to = match m {
                shakmaty::Move::Castle { king, rook } => {
                    if rook.file() > king.file() {
                        "O-O".to_owned()
                    } else {
                        "O-O-O".to_owned()
                    }
                }
                other => other.to().to_string(),
            };
            (to, m.promotion().map(|r| r.char()))
        })
        .collect()
}

#[test]
fn moves_of_each_piece_are_its_legal_moves() {
    let game = opera();
    let board = *game.position().board();
    let sk_pos = reference(&game);
    let sk_passed = sk_pos.clone().swap_turn().unwrap();
    for (square, piece) in board.pieces() {
        let lines = questions(answer(
            &game,
            Color::White,
            &AskCommand::Moves {
                square,
                role: Some(piece.role),
            },
        ));
        let [
            QuestionLine::Moves {
                to_move,
                moves,
                piece: said,
                ..
            },
        ] = lines.as_slice()
        else {
            panic!("{square}: {lines:?}");
        };
        assert_eq!(*said, piece);
        assert_eq!(*to_move, piece.color == Color::White);
        let told: BTreeSet<(String, Option<char>)> = moves
            .iter()
            .map(|m| {
                let to = match m.castles {
                    Some(side) if side.key() == "king" => "O-O".to_owned(),
                    Some(_) => "O-O-O".to_owned(),
                    None => m.to.to_string(),
                };
                (to, m.promotes.map(Role::lower_char))
            })
            .collect();
        let reference = if *to_move { &sk_pos } else { &sk_passed };
        assert_eq!(told, shakmaty_moves(reference, square), "{square}");
        // The pinned knight cannot move; the rules core's own list agrees.
        if *to_move {
            let ours = game
                .position()
                .legal_moves()
                .iter()
                .filter(|m| m.from == square)
                .count();
            assert_eq!(moves.len(), ours, "{square}");
        }
    }
    let d7 = questions(answer(
        &game,
        Color::White,
        &AskCommand::Moves {
            square: sq("d7"),
            role: None,
        },
    ));
    assert!(
        matches!(&d7[..], [QuestionLine::Moves { moves, .. }] if moves.is_empty()),
        "{d7:?}"
    );
}

#[test]
fn captured_says_what_each_side_lost() {
    let game = opera();
    let board = *game.position().board();
    let lines = questions(answer(&game, Color::White, &AskCommand::Captured));
    let start = [8u32, 2, 2, 2, 1, 1];
    for line in &lines {
        let QuestionLine::Lost { side, lost, .. } = line else {
            panic!("{line:?}");
        };
        // No pawn was promoted: what is missing from the board was taken.
        for role in Role::ALL {
            let on_board = board.by_piece(role.of(*side)).count();
            assert_eq!(
                lost[role.index()],
                start[role.index()] - on_board,
                "{side:?} {role:?}"
            );
        }
    }
    assert!(
        matches!(&lines[0], QuestionLine::Lost { side: Color::White, lost, .. } if *lost == [1, 2, 0, 0, 0, 0])
    );
    assert!(
        matches!(&lines[1], QuestionLine::Lost { side: Color::Black, lost, .. } if *lost == [3, 0, 1, 0, 0, 0])
    );
}

#[test]
fn a_question_about_no_such_piece_is_refused_with_what_to_send() {
    let game = opera();
    let no_piece = questions(answer(
        &game,
        Color::White,
        &AskCommand::Moves {
            square: sq("e6"),
            role: None,
        },
    ));
    assert_eq!(no_piece, [QuestionLine::NoPieceOn { square: sq("e6") }]);
    let other = questions(answer(
        &game,
        Color::White,
        &AskCommand::Moves {
            square: sq("d8"),
            role: Some(Role::Knight),
        },
    ));
    assert!(matches!(
        &other[..],
        [QuestionLine::NotThatPiece { said: Role::Knight, found, .. }] if found.role == Role::Rook
    ));
    for (language, text) in [
        (Language::English, "Square z9"),
        (Language::German, "Feld z9"),
        (Language::French, "Case z9"),
        (Language::Spanish, "Casilla z9"),
        (Language::Portuguese, "Casa z9"),
    ] {
        let reading = read_commands(text, language);
        assert!(reading.commands.is_empty(), "{text}");
        assert_eq!(
            reading.not_understood[0].reason,
            Reason::Ask(AskProblem::Square)
        );
    }
}

/// Every question in every language's words.
#[test]
fn each_question_is_read_in_every_language() {
    use AskCommand as A;
    let d5 = A::Square(sq("d5"));
    let knights = A::Pieces {
        color: None,
        role: Some(Role::Knight),
    };
    let white = A::Pieces {
        color: Some(Color::White),
        role: None,
    };
    let black = A::Pieces {
        color: Some(Color::Black),
        role: None,
    };
    let all = A::Pieces {
        color: None,
        role: None,
    };
    let nf3 = A::Moves {
        square: sq("f3"),
        role: Some(Role::Knight),
    };
    let f3 = A::Moves {
        square: sq("f3"),
        role: None,
    };
    let table: [(Language, &str, AskCommand); 50] = [
        (Language::English, "Square d5", d5),
        (Language::English, "What is on d5?", d5),
        (Language::English, "Pieces knights", knights),
        (Language::English, "Where are the knights?", knights),
        (Language::English, "Pieces white", white),
        (Language::English, "Pieces black", black),
        (Language::English, "Pieces", all),
        (Language::English, "Rank 5", A::Rank(4)),
        (Language::English, "File d", A::File(3)),
        (Language::English, "Moves knight f3", nf3),
        (Language::German, "Feld d5", d5),
        (Language::German, "Was steht auf d5?", d5),
        (Language::German, "Figuren Springer", knights),
        (Language::German, "Figuren Weiß", white),
        (Language::German, "Figuren Schwarz", black),
        (Language::German, "Reihe 5", A::Rank(4)),
        (Language::German, "Linie d", A::File(3)),
        (Language::German, "Züge Sf3", nf3),
        (Language::German, "Züge Springer f3", nf3),
        (Language::German, "Geschlagen", A::Captured),
        (Language::French, "Case d5", d5),
        (Language::French, "Pièces cavaliers", knights),
        (Language::French, "Où sont les cavaliers ?", knights),
        (Language::French, "Pièces blancs", white),
        (Language::French, "Pièces noirs", black),
        (Language::French, "Rangée 5", A::Rank(4)),
        (Language::French, "Colonne d", A::File(3)),
        (Language::French, "Coups Cf3", nf3),
        (Language::French, "Coups du cavalier f3", nf3),
        (Language::French, "Prises", A::Captured),
        (Language::Spanish, "Casilla d5", d5),
        (Language::Spanish, "¿Qué hay en d5?", d5),
        (Language::Spanish, "Piezas caballos", knights),
        (Language::Spanish, "Piezas blancas", white),
        (Language::Spanish, "Fila 5", A::Rank(4)),
        (Language::Spanish, "Columna d", A::File(3)),
        (Language::Spanish, "Jugadas Cf3", nf3),
        (Language::Spanish, "Jugadas del caballo f3", nf3),
        (Language::Spanish, "Capturadas", A::Captured),
        (Language::Spanish, "Jugadas f3", f3),
        (Language::Portuguese, "Casa d5", d5),
        (Language::Portuguese, "Peças cavalos", knights),
        (Language::Portuguese, "Peças pretas", black),
        (Language::Portuguese, "Fileira 5", A::Rank(4)),
        (Language::Portuguese, "Coluna d", A::File(3)),
        (Language::Portuguese, "Movimentos Cf3", nf3),
        (Language::Portuguese, "Movimentos do cavalo f3", nf3),
        (Language::Portuguese, "Capturadas", A::Captured),
        (Language::Portuguese, "Onde estão os cavalos?", knights),
        (Language::English, "Captured", A::Captured),
    ];
    for (language, text, want) in table {
        let reading = read_commands(text, language);
        assert_eq!(
            reading.commands,
            [Command::Ask(want)],
            "{text}: {reading:?}"
        );
    }
}

/// The letters a player reads: every question at once, and the refusals, in five
/// languages, for White (to move) and Black (waiting).
#[test]
fn answer_letters_in_five_languages() {
    let game = opera();
    let all = [
        AskCommand::Square(sq("d7")),
        AskCommand::Square(sq("e6")),
        AskCommand::Pieces {
            color: None,
            role: Some(Role::Knight),
        },
        AskCommand::Pieces {
            color: Some(Color::White),
            role: None,
        },
        AskCommand::Rank(4),
        AskCommand::File(3),
        AskCommand::Moves {
            square: sq("b5"),
            role: Some(Role::Bishop),
        },
        AskCommand::Moves {
            square: sq("f6"),
            role: Some(Role::Knight),
        },
        AskCommand::Moves {
            square: sq("d7"),
            role: None,
        },
        AskCommand::Moves {
            square: sq("c1"),
            role: Some(Role::King),
        },
        AskCommand::Captured,
    ];
    let refused = [
        AskCommand::Moves {
            square: sq("e6"),
            role: None,
        },
        AskCommand::Moves {
            square: sq("d8"),
            role: Some(Role::Knight),
        },
    ];
    for language in Language::ALL {
        let words = catalogue(language);
        for (name, side, asked) in [
            ("all_white", Color::White, &all[..]),
            ("all_black", Color::Black, &all[..]),
            ("refused", Color::White, &refused[..]),
        ] {
            let letter = answers_letter(&game, side, asked);
            let text = pawnpost::letter::text::render(&letter, words, BoardStyle::Words);
            let subject = words.subject(&letter.subject);
            insta::assert_snapshot!(
                format!("{}_{name}", language.code()),
                format!("Subject: {subject}\n\n{text}")
            );
        }
    }
}

/// Over the embedded spool: a player asks `Square e5` in the game's thread and gets
/// the answer alone; a stranger writing to the same address learns nothing of the game.
#[test]
fn a_player_asks_over_the_spool_and_a_stranger_learns_nothing() {
    use common::spool::Spool;
    let stranger = "carol@example.org";
    let mut spool = Spool::new();
    spool.send(
        W,
        "pawnpost@localhost",
        None,
        &format!("Challenge {B} white"),
    );
    let asked = spool.latest(W);
    spool.send(W, &asked.reply_to.clone(), Some(&asked), "Confirm");
    let invitation = spool.latest(B);
    spool.send(B, &invitation.reply_to.clone(), Some(&invitation), "Accept");
    for (who, body) in [(W, "e4"), (B, "e5"), (W, "Nf3"), (B, "Nc6")] {
        let latest = spool.latest(who);
        spool.send(who, &latest.reply_to.clone(), Some(&latest), body);
    }
    let before_black = spool.letters(B).len();
    let latest = spool.latest(W);
    spool.send(W, &latest.reply_to.clone(), Some(&latest), "Square e5");
    let answer = spool.latest(W);
    assert!(
        answer
            .subject
            .to_lowercase()
            .contains("the answer to your question"),
        "{answer:#?}"
    );
    for line in [
        "On e5: the black pawn.",
        "Your pieces attacking e5: knight f3.",
        "Black pieces defending e5: knight c6.",
    ] {
        assert!(answer.text.contains(line), "{line}: {}", answer.text);
    }
    // No position, no move list: a few lines.
    assert!(
        !answer.text.contains("Pawns:") && !answer.text.contains("1. e4"),
        "{}",
        answer.text
    );
    assert_eq!(
        spool.letters(B).len(),
        before_black,
        "the opponent is told nothing"
    );

    // The stranger writes to Alice's reply address of the game, and to pawnpost with
    // the game's number: nothing about the game comes back.
    spool.send(
        stranger,
        &latest.reply_to.clone(),
        Some(&latest),
        "Square e5",
    );
    spool.send(stranger, "pawnpost@localhost", None, "#1 Square e5");
    let theirs = spool.letters(stranger);
    assert!(!theirs.is_empty());
    for letter in &theirs {
        for leak in [
            "black pawn",
            "knight f3",
            "knight c6",
            "attacking",
            "defending",
            W,
            B,
        ] {
            assert!(!letter.text.contains(leak), "{leak}: {}", letter.text);
        }
    }
    assert_eq!(spool.letters(B).len(), before_black);
}
