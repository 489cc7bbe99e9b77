//! Property tests of conditional moves on random trees: lines written as `If` text from
//! random legal playouts are accepted, the stored form reads back to the same tree, and
//! when the opponent follows one line, every answer played is the line's own answer —
//! the game's moves are exactly the line. When the opponent then plays a move the tree
//! has no answer to, nothing is played for its owner and the tree is gone.

use pawnpost::command::parse::read_commands;
use pawnpost::game::conditions::{Attached, Tree, Trees, apply};
use pawnpost::game::{Event, Game};
use pawnpost::notation::{Language, SanPlus};
use pawnpost::rules::{Color, Move, Position};
use proptest::prelude::*;

const W: &str = "white@example.org";
const B: &str = "black@example.org";

/// The owner's answer in `pos`: always the same one for a position, so two lines that
/// reach the same position never answer it differently.
fn answer(pos: &Position) -> Option<Move> {
    let moves = pos.legal_moves();
    moves.iter().min_by_key(|m| m.uci().to_string()).copied()
}

/// Up to `lines` lines of at most `plies` moves from `start` (Black to move), Black's
/// moves chosen by `choices`, each line ending with White's answer.
fn lines_from(start: &Position, choices: &[usize], lines: usize, plies: usize) -> Vec<Vec<Move>> {
    let mut out: Vec<Vec<Move>> = Vec::new();
    let mut c = choices.iter().cycle();
    for _ in 0..lines {
        let mut pos = *start;
        let mut line = Vec::new();
        while line.len() < plies {
            let m = if pos.turn() == Color::Black {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                moves[c.next().copied().unwrap_or(0) % moves.len()]
            } else {
                match answer(&pos) {
                    Some(m) => m,
                    None => break,
                }
            };
            line.push(m);
            pos = pos.play(&m).expect("a legal move");
        }
        // Each line ends with White's answer.
        if line.len() % 2 == 1 {
            line.pop();
        }
        if !line.is_empty() {
            out.push(line);
        }
    }
    out
}

fn san_line(start: &Position, line: &[Move]) -> String {
    let mut pos = *start;
    let mut out = Vec::new();
    for m in line {
        out.push(SanPlus::from_move(&pos, m).to_string());
        pos = pos.play(m).expect("legal");
    }
    out.join(" ")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 48 } else { 256 }))]

    #[test]
    fn a_followed_line_plays_exactly_its_answers(
        first in 0usize..20,
        choices in prop::collection::vec(any::<usize>(), 1..40),
        lines in 1usize..6,
        plies in 2usize..12,
        follow in any::<usize>(),
    ) {
        let origin = Position::default();
        let opening = origin.legal_moves()[first % origin.legal_moves().len()];
        let start = origin.play(&opening).expect("legal");
        let written = lines_from(&start, &choices, lines, plies);
        prop_assume!(!written.is_empty());
        let mut mail = SanPlus::from_move(&origin, &opening).to_string();
        for line in &written {
            mail.push_str("\nIf ");
            mail.push_str(&san_line(&start, line));
        }
        let commands = read_commands(&mail, Language::English);
        prop_assert!(commands.not_understood.is_empty(), "{mail}: {:?}", commands.not_understood);

        let mut game = Game::new(W, B, 30 * 86_400, 0);
        let mut trees = Trees::default();
        let events = apply(&mut game, &mut trees, W, &commands.commands, Attached::Nothing, None, 1);
        prop_assert!(
            !events.iter().any(|e| matches!(e, Event::Rejected { .. })),
            "{mail}: {events:?}"
        );
        let tree = trees.of(Color::White).expect("a tree").clone();
        // The stored form reads back to the same tree.
        let back = Tree::decode(&tree.encode(), game.position()).expect("decodes");
        prop_assert_eq!(&back, &tree);

        // Black follows one line: every answer is the line's.
        let line = &written[follow % written.len()];
        let mut pos = start;
        for pair in line.chunks(2) {
            if game.is_over() {
                break;
            }
            let black = SanPlus::from_move(&pos, &pair[0]).to_string();
            let reply = read_commands(&black, Language::English).commands;
            apply(&mut game, &mut trees, B, &reply, Attached::Nothing, None, 2);
            pos = pos.play(&pair[0]).expect("legal");
            if pos.legal_moves().is_empty() {
                break;
            }
            prop_assert_eq!(game.record().moves().last(), Some(&pair[1]), "{}", mail);
            pos = pos.play(&pair[1]).expect("legal");
        }
        // The game is the opening and the line, up to where the game ended.
        let played = &game.record().moves()[1..];
        prop_assert!(line.starts_with(played), "{}", mail);
        if !game.is_over() {
            prop_assert_eq!(played.len(), line.len(), "{}", mail);
        }
        // A move outside the tree now: nothing is played for White.
        if !game.is_over() && game.position().turn() == Color::Black {
            let before = game.record().moves().len();
            let pos = *game.position();
            let outside = pos
                .legal_moves()
                .iter()
                .copied()
                .find(|m| trees.of(Color::White).is_none_or(|t| t.answer_to(m).is_none()));
            if let Some(m) = outside {
                let text = SanPlus::from_move(&pos, &m).to_string();
                let reply = read_commands(&text, Language::English).commands;
                apply(&mut game, &mut trees, B, &reply, Attached::Nothing, None, 3);
                prop_assert_eq!(game.record().moves().len(), before + 1);
                prop_assert!(trees.of(Color::White).is_none());
            }
        }
    }
}
