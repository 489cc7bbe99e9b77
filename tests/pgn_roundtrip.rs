//! The PGN we write reads back identically through an independent reader: shakmaty's
//! SAN and FEN, with a minimal tag and movetext tokenizer.

use pawnpost::command::Command;
use pawnpost::game::{DAY, Game, GameResult};
use pawnpost::rules::Position;
use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen, san::San};

struct ReadGame {
    tags: Vec<(String, String)>,
    uci: Vec<String>,
    result: String,
}

fn tag(read: &ReadGame, name: &str) -> Option<String> {
    read.tags
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.clone())
}

fn read_pgn(pgn: &str) -> ReadGame {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    for line in pgn.lines() {
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let (name, value) = inner.split_once(' ').unwrap();
            let value = value.strip_prefix('"').unwrap().strip_suffix('"').unwrap();
            tags.push((
                name.to_owned(),
                value.replace("\\\"", "\"").replace("\\\\", "\\"),
            ));
        } else {
            movetext.push_str(line);
            movetext.push(' ');
        }
    }
    let mut pos: Chess = match tags.iter().find(|(n, _)| n == "FEN") {
        Some((_, fen)) => Fen::from_ascii(fen.as_bytes())
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap(),
        None => Chess::default(),
    };
    let mut uci = Vec::new();
    let mut result = String::new();
    for token in movetext.split_whitespace() {
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&token) {
            result = token.to_owned();
            continue;
        }
        if token.ends_with('.') {
            assert!(
                token.trim_end_matches('.').parse::<u32>().is_ok(),
                "{token}"
            );
            continue;
        }
        let san = San::from_ascii(token.as_bytes()).unwrap_or_else(|e| panic!("{token}: {e}"));
        let m = san.to_move(&pos).unwrap_or_else(|e| panic!("{token}: {e}"));
        uci.push(m.to_uci(CastlingMode::Standard).to_string());
        pos = pos.play(m).unwrap();
    }
    ReadGame { tags, uci, result }
}

fn play(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        let by = game.player(game.position().turn()).to_owned();
        game.apply(&by, &[Command::Move(text.parse().unwrap())], None, 1);
    }
}

#[test]
fn finished_game_reads_back() {
    let mut g = Game::new("a@x.org", "b\"q@x.org", 30 * DAY, 1_718_000_000);
    g.id = 7;
    play(
        &mut g,
        "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
         c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6",
    );
    assert_eq!(g.moves().len(), 38);
    let by = g.white().to_owned();
    g.apply(&by, &[Command::Resign], None, 2);
    let pgn = g.pgn("pawnpost@example.org");
    let read = read_pgn(&pgn);
    let names: Vec<_> = read.tags.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        &names[..7],
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    assert_eq!(tag(&read, "Date").as_deref(), Some("2024.06.10"));
    assert_eq!(tag(&read, "Black").as_deref(), Some("b\"q@x.org"));
    assert_eq!(tag(&read, "Result").as_deref(), Some("0-1"));
    assert_eq!(tag(&read, "Termination").as_deref(), Some("normal"));
    assert_eq!(
        tag(&read, "TerminationDetail").as_deref(),
        Some("resignation")
    );
    assert_eq!(tag(&read, "ForfeitTimeout").as_deref(), Some("30 days"));
    assert_eq!(read.result, "0-1");
    let ours: Vec<_> = g.moves().iter().map(|m| m.uci.clone()).collect();
    assert_eq!(read.uci, ours);
    assert!(pgn.lines().all(|l| l.len() <= 80));
}

#[test]
fn game_from_a_position_with_black_to_move_reads_back() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20").unwrap();
    let mut g = Game::from_position("a@x.org", "b@x.org", pos, 5 * DAY, 0);
    play(&mut g, "O-O-O O-O Rd2 Rd1+ Rxd1");
    g.adjudicate(GameResult::WhiteWins, "agreed by mail", 5);
    let pgn = g.pgn("here");
    assert!(pgn.contains("20... O-O-O 21. O-O Rd2"), "{pgn}");
    let read = read_pgn(&pgn);
    assert_eq!(tag(&read, "SetUp").as_deref(), Some("1"));
    assert_eq!(
        tag(&read, "TerminationDetail").as_deref(),
        Some("adjudication: agreed by mail")
    );
    assert_eq!(read.result, "1-0");
    let ours: Vec<_> = g.moves().iter().map(|m| m.uci.clone()).collect();
    assert_eq!(read.uci, ours);
}

#[test]
fn unfinished_game_has_the_asterisk() {
    let mut g = Game::new("a@x.org", "b@x.org", 30 * DAY, 0);
    play(&mut g, "d4");
    let read = read_pgn(&g.pgn("here"));
    assert_eq!(read.result, "*");
    assert_eq!(tag(&read, "Termination").as_deref(), Some("unterminated"));
}
