//! Chess960 castling at its edges (FIDE's Chess960 rules, article 4): the king or the
//! rook that does not move, pieces on the squares either crosses or lands on, attacks
//! on the king's path, and an enemy rook behind the castling rook on the back rank.
//! Every position's legal moves are also checked against shakmaty in Chess960 mode.

use pawnpost::notation::{Language, parse_move, san};
use pawnpost::rules::{CastlingMode, MoveKind, Position};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position as _};

fn chess960(fen: &str) -> Position {
    Position::from_fen_in(fen, CastlingMode::Chess960).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn castlings(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| matches!(m.kind, MoveKind::Castle(_)))
        .map(|m| m.uci().to_string())
        .collect();
    moves.sort();
    moves
}

/// The legal moves (UCI, king onto rook) agree with shakmaty's in Chess960 mode.
fn agrees_with_shakmaty(pos: &Position) {
    let theirs: Chess = Fen::from_ascii(pos.fen().as_bytes())
        .unwrap()
        .into_position(shakmaty::CastlingMode::Chess960)
        .unwrap();
    let mut their_moves: Vec<String> = theirs
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(shakmaty::CastlingMode::Chess960).to_string())
        .collect();
    let mut our_moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.uci().to_string())
        .collect();
    their_moves.sort();
    our_moves.sort();
    assert_eq!(our_moves, their_moves, "{}", pos.fen());
}

#[test]
fn castling_edges() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "both rooks, king between (black pawns close the c-file)",
            "rkr5/ppp5/8/8/8/8/8/RK4R1 w KQkq - 0 1",
            &["b1a1", "b1g1"],
        ),
        (
            "the king does not move: king g1, rook h1 to f1",
            "4k3/8/8/8/8/8/8/6KR w K - 0 1",
            &["g1h1"],
        ),
        (
            "the king does not move, queen-side: king c1, rook a1 to d1",
            "4k3/8/8/8/8/8/8/R1K5 w Q - 0 1",
            &["c1a1"],
        ),
        (
            "the rook does not move: king e1 to g1, rook stays on f1",
            "4k3/8/8/8/8/8/8/4KR2 w K - 0 1",
            &["e1f1"],
        ),
        (
            "the rook does not move, queen-side: rook stays on d1",
            "4k3/8/8/8/8/8/8/3RK3 w Q - 0 1",
            &["e1d1"],
        ),
        (
            "king and rook swap squares: king f1, rook g1",
            "4k3/8/8/8/8/8/8/5KR1 w K - 0 1",
            &["f1g1"],
        ),
        (
            "a knight on the king's path",
            "4k3/8/8/8/8/8/8/1K2N2R w K - 0 1",
            &[],
        ),
        (
            "a knight on the rook's destination, outside the king-rook span",
            "4k3/8/8/8/8/8/8/RK1N4 w Q - 0 1",
            &[],
        ),
        (
            "a bishop on the king's destination, beyond the rook",
            "4k3/8/8/8/8/8/8/4KRB1 w K - 0 1",
            &[],
        ),
        (
            "the king would cross e1, attacked by the bishop on b4",
            "4k3/8/8/8/1b6/8/8/1K5R w K - 0 1",
            &[],
        ),
        (
            "the rook may be attacked (black rook on h8)",
            "4k2r/8/8/8/8/8/8/1K5R w K - 0 1",
            &["b1h1"],
        ),
        (
            "x-ray: the black rook on a1 attacks c1 through the castling rook on b1",
            "4k3/8/8/8/8/8/8/rRK5 w Q - 0 1",
            &[],
        ),
        (
            "the same without the black rook",
            "4k3/8/8/8/8/8/8/1RK5 w Q - 0 1",
            &["c1b1"],
        ),
        (
            "x-ray on the king side: the black rook on h1 behind the rook on g1",
            "4k3/8/8/8/8/8/8/3K2Rr w K - 0 1",
            &[],
        ),
        (
            "x-ray through the rook when the king does not move: king c1, rook b1, black queen a1",
            "4k3/8/8/8/8/8/8/qRK5 w Q - 0 1",
            &[],
        ),
        (
            "in check, no castling",
            "4k3/8/8/8/8/8/2r5/R1K4R w KQ - 0 1",
            &[],
        ),
        (
            "Black castles with a rook off the corner (X-FEN letter for the inner rook)",
            "1r2k1rr/8/8/8/8/8/8/4K3 b gb - 0 1",
            &["e8b8", "e8g8"],
        ),
    ];
    for (name, fen, expected) in cases {
        let pos = chess960(fen);
        assert_eq!(castlings(&pos), *expected, "{name}: {fen}");
        agrees_with_shakmaty(&pos);
    }
}

#[test]
fn where_king_and_rook_end() {
    for (fen, uci, after) in [
        (
            "4k3/8/8/8/8/8/8/6KR w K - 0 1",
            "g1h1",
            "4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
        ),
        (
            "4k3/8/8/8/8/8/8/5KR1 w K - 0 1",
            "f1g1",
            "4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
        ),
        (
            "4k3/8/8/8/8/8/8/1RK5 w Q - 0 1",
            "c1b1",
            "4k3/8/8/8/8/8/8/2KR4 b - - 1 1",
        ),
        (
            "rkr5/ppp5/8/8/8/8/8/RK4R1 w KQkq - 0 1",
            "b1a1",
            "rkr5/ppp5/8/8/8/8/8/2KR2R1 b kq - 1 1",
        ),
    ] {
        let pos = chess960(fen);
        let m = parse_move(uci, &pos, Language::English).unwrap();
        assert!(matches!(m.kind, MoveKind::Castle(_)), "{uci}");
        let next = pos.play(&m).unwrap();
        assert_eq!(next.fen(), after, "{fen} {uci}");
        assert_eq!(next.hash(), next.compute_hash());
        assert_eq!(next.hash(), chess960(after).hash());
    }
}

#[test]
fn castling_in_every_spelling() {
    // King b1, rooks a1 and g1: O-O is b1g1 (king takes rook), O-O-O b1a1.
    let pos = chess960("rkr5/ppp5/8/8/8/8/8/RK4R1 w KQkq - 0 1");
    let read = |text: &str| {
        parse_move(text, &pos, Language::English)
            .map(|m| m.uci().to_string())
            .map_err(|e| e.to_string())
    };
    for text in ["O-O", "0-0", "King-Side Castle", "b1g1", "Kg1", "b1-g1"] {
        assert_eq!(read(text).as_deref(), Ok("b1g1"), "{text}");
    }
    for text in ["O-O-O", "Queen-Side Castle", "b1a1"] {
        assert_eq!(read(text).as_deref(), Ok("b1a1"), "{text}");
    }
    // b1c1 is the king's step, not castling (the king would also end on c1).
    assert_eq!(read("b1c1").as_deref(), Ok("b1c1"));
    assert_eq!(read("Kc1").as_deref(), Ok("b1c1"));
    // SAN is O-O and O-O-O in Chess960 too.
    let castle = parse_move("b1g1", &pos, Language::English).unwrap();
    assert_eq!(san(&pos, &castle), "O-O");

    // King f1, rook h1: f1g1 is a king's step; castling is f1h1 or O-O.
    let pos = chess960("4k3/8/8/8/8/8/8/5K1R w K - 0 1");
    let m = parse_move("f1g1", &pos, Language::English).unwrap();
    assert_eq!(m.kind, MoveKind::Normal);
    let m = parse_move("O-O", &pos, Language::English).unwrap();
    assert_eq!(m.uci().to_string(), "f1h1");

    // In standard chess the king's move stays e1g1 and e1h1 still reads.
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let m = parse_move("e1h1", &pos, Language::English).unwrap();
    assert_eq!(m.uci().to_string(), "e1g1");
    // The same position as Chess960 writes castling as the king onto its rook.
    let pos = chess960("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["e1g1", "e1h1", "O-O", "Kg1"] {
        let m = parse_move(text, &pos, Language::English).unwrap();
        assert_eq!(m.uci().to_string(), "e1h1", "{text}");
    }
}

#[test]
fn refusals_say_why() {
    let refuse = |fen: &str, text: &str| {
        parse_move(text, &chess960(fen), Language::English)
            .unwrap_err()
            .to_string()
    };
    // A knight on the rook's destination d1, outside the span between king and rook.
    let err = refuse("4k3/8/8/8/8/8/8/RK1N4 w Q - 0 1", "O-O-O");
    assert!(err.contains("between"), "{err}");
    let err = refuse("4k3/8/8/8/8/8/8/rRK5 w Q - 0 1", "O-O-O");
    assert!(err.contains("attacked") || err.contains("through"), "{err}");
    let err = refuse("4k3/8/8/8/8/8/8/1RK5 w - - 0 1", "c1b1");
    assert!(err.contains("castl"), "{err}");
}

#[test]
fn fen_reads_x_fen_and_shredder_fen_and_writes_x_fen() {
    // Start position 0 (BBQNNRKR), in both notations.
    let shredder = chess960("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    let x_fen = chess960("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    assert_eq!(shredder, x_fen);
    assert_eq!(shredder, Position::chess960(0).unwrap());
    assert_eq!(
        shredder.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    // A right for a rook that is not the outermost is written with its file.
    let pos = chess960("1r2k1rr/8/8/8/8/8/8/4K3 b gb - 0 1");
    assert_eq!(pos.fen(), "1r2k1rr/8/8/8/8/8/8/4K3 b gq - 0 1");
    let theirs: Chess = Fen::from_ascii(pos.fen().as_bytes())
        .unwrap()
        .into_position(shakmaty::CastlingMode::Chess960)
        .unwrap();
    assert_eq!(
        Fen::from_position(&theirs, EnPassantMode::Legal).to_string(),
        pos.fen()
    );
    // Standard chess refuses a Chess960 right and says so.
    let err =
        Position::from_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1").unwrap_err();
    assert!(err.to_string().contains("Chess960"), "{err}");
    // Chess960 refuses a right without its rook.
    let err =
        Position::from_fen_in("4k3/8/8/8/8/8/8/4K3 w K - 0 1", CastlingMode::Chess960).unwrap_err();
    assert!(err.to_string().contains("castling"), "{err}");
}

#[test]
fn hashes_follow_the_rook_of_each_right() {
    // The same placement with the king-side right on g1 or on h1 are different
    // positions; the same rights reached by play and read from FEN hash the same.
    let g = chess960("4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
    let h = chess960("4k3/8/8/8/8/8/8/4K1RR w K - 0 1");
    assert_ne!(g, h);
    assert_ne!(g.hash(), h.hash());
    for pos in [g, h] {
        assert_eq!(pos.hash(), pos.compute_hash());
    }
    // Moving the h-rook away and back loses nothing of the g-rook's right.
    let mut pos = g;
    for text in ["h1h2", "e8d8", "h2h1", "d8e8"] {
        pos = pos
            .play(&parse_move(text, &pos, Language::English).unwrap())
            .unwrap();
    }
    assert_eq!(pos.castling_rights(), g.castling_rights());
    assert_eq!(pos.hash(), g.hash());
}
