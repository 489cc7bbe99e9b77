//! Draw claims verified by pawnpost: threefold repetition and the fifty-move rule.

use pawnpost::command::Command;
use pawnpost::game::{DAY, Event, Game, GameResult, Outcome, Termination};
use pawnpost::rules::{Color, DrawClaim, Position};

const W: &str = "white@example.org";
const B: &str = "black@example.org";

fn play(game: &mut Game, moves: &[&str]) {
    for text in moves {
        let by = game.player(game.position().turn()).to_owned();
        let events = game.apply(&by, &[Command::Move(text.parse().unwrap())], None, 1);
        assert!(
            matches!(events[0], Event::MovePlayed { .. }),
            "{text}: {events:?}"
        );
    }
}

fn claim(game: &mut Game, stated: Option<&str>) -> Vec<Event> {
    let by = game.player(game.position().turn()).to_owned();
    let command = Command::ClaimDraw(stated.map(|text| text.parse().unwrap()));
    game.apply(&by, &[command], None, 2)
}

const SHUFFLE: [&str; 7] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];

#[test]
fn threefold_claimed_now() {
    let mut g = Game::new(W, B, 30 * DAY, 0);
    play(&mut g, &SHUFFLE);
    play(&mut g, &["Ng8"]);
    let events = claim(&mut g, None);
    assert_eq!(
        events,
        vec![
            Event::ClaimGranted {
                by: Color::White,
                claim: DrawClaim::ThreefoldRepetition,
                with_move: None
            },
            Event::GameOver {
                outcome: Outcome::new(GameResult::Draw, Termination::ThreefoldClaim)
            }
        ]
    );
}

#[test]
fn threefold_claimed_with_the_stated_move_which_is_played() {
    let mut g = Game::new(W, B, 30 * DAY, 0);
    play(&mut g, &SHUFFLE);
    let events = claim(&mut g, Some("Ng8"));
    assert!(matches!(&events[0], Event::MovePlayed { san, .. } if san == "Ng8"));
    assert_eq!(
        events[1],
        Event::ClaimGranted {
            by: Color::Black,
            claim: DrawClaim::ThreefoldRepetition,
            with_move: Some("Ng8".into())
        }
    );
    assert_eq!(g.moves().len(), 8);
    assert_eq!(
        g.outcome().map(|o| o.termination),
        Some(Termination::ThreefoldClaim)
    );
}

#[test]
fn refused_claim_changes_nothing_but_says_why() {
    let mut g = Game::new(W, B, 30 * DAY, 0);
    play(&mut g, &SHUFFLE[..3]);
    let before = g.clone();
    let events = claim(&mut g, None);
    let [Event::ClaimRefused { by, reason }] = events.as_slice() else {
        panic!("{events:?}");
    };
    assert_eq!(*by, Color::Black);
    assert_eq!((reason.repetitions, reason.after), (1, None), "{reason:?}");
    assert!(!g.is_over());
    assert_eq!(g.moves(), before.moves());
    // With a stated move that would not repeat thrice: refused, the move not played.
    let events = claim(&mut g, Some("Ng8"));
    assert!(
        matches!(&events[0], Event::ClaimRefused { reason, .. } if reason.after.is_some_and(|m| m.to_string() == "Ng8"))
    );
    assert_eq!(g.moves().len(), 3);
}

#[test]
fn fifty_move_rule_claim() {
    let pos = Position::from_fen("4k3/8/8/8/8/8/R7/4K3 w - - 99 80").unwrap();
    let mut g = Game::from_position(W, B, pos, 30 * DAY, 0);
    let events = claim(&mut g, None);
    assert!(matches!(events[0], Event::ClaimRefused { .. }));
    let events = claim(&mut g, Some("Ra3"));
    assert_eq!(
        events[1],
        Event::ClaimGranted {
            by: Color::White,
            claim: DrawClaim::FiftyMoves,
            with_move: Some("Ra3".into())
        }
    );
    assert_eq!(
        g.outcome().map(|o| o.termination),
        Some(Termination::FiftyMoveClaim)
    );
}

#[test]
fn claim_out_of_turn_is_refused() {
    let mut g = Game::new(W, B, 30 * DAY, 0);
    let events = g.apply(B, &[Command::ClaimDraw(None)], None, 1);
    assert!(matches!(events[0], Event::Rejected { .. }));
}
