//! The draw and cancel protocol of Stan's NetChess, as the rule pages tell it.

use pawnpost::command::Command;
use pawnpost::game::{
    DAY, Event, Game, GameResult, Offer, OfferKind, Outcome, Rejection, Termination,
};
use pawnpost::rules::Color;

const SALLY: &str = "sally@example.org";
const JOHN: &str = "john@example.org";

fn game() -> Game {
    Game::new(SALLY, JOHN, 30 * DAY, 0)
}

fn mail(game: &mut Game, by: &str, commands: &[Command], now: i64) -> Vec<Event> {
    game.apply(by, commands, None, now)
}

fn mv(text: &str) -> Command {
    Command::Move(text.parse().unwrap())
}

fn rejection(events: &[Event]) -> &Rejection {
    events
        .iter()
        .find_map(|e| match e {
            Event::Rejected { reason, .. } => Some(reason),
            _ => None,
        })
        .unwrap_or_else(|| panic!("expected a rejection in {events:?}"))
}

/// The refusal as an English-speaking player reads it.
fn words(rejection: &Rejection) -> String {
    pawnpost::letter::catalogue(pawnpost::notation::Language::English).rejection(rejection)
}

fn accepted(events: &[Event]) {
    assert!(
        !events.iter().any(|e| matches!(e, Event::Rejected { .. })),
        "unexpected rejection in {events:?}"
    );
}

#[test]
fn draw_request_alone_must_be_answered_then_the_requester_moves() {
    let mut g = game();
    accepted(&mail(&mut g, SALLY, &[Command::RequestDraw], 10));
    assert_eq!(
        g.offer(),
        Some(Offer {
            kind: OfferKind::Draw,
            by: Color::White,
            with_move: false
        })
    );
    // The game does not go on: Sally waits, John must answer.
    assert_eq!(g.to_act(), Some(Color::Black));
    let before = g.clone();
    let events = mail(&mut g, SALLY, &[mv("e4")], 11);
    assert_eq!(
        rejection(&events),
        &Rejection::AwaitingAnswer {
            kind: OfferKind::Draw
        }
    );
    assert_eq!(g, before, "a refused mail changes nothing");
    let events = mail(&mut g, JOHN, &[mv("e5")], 12);
    assert_eq!(
        rejection(&events),
        &Rejection::MustAnswerFirst {
            kind: OfferKind::Draw
        }
    );
    assert!(words(rejection(&events)).contains("Accept Draw or Deny Draw"));

    // John denies; now Sally must move, she may not simply ask again.
    let events = mail(&mut g, JOHN, &[Command::DenyDraw], 20);
    assert_eq!(
        events,
        vec![Event::OfferDenied {
            by: Color::Black,
            kind: OfferKind::Draw,
            requester_denials: 1
        }]
    );
    assert_eq!(g.to_act(), Some(Color::White));
    assert_eq!(g.last_activity(), 20);
    let events = mail(&mut g, SALLY, &[Command::RequestDraw], 21);
    assert_eq!(rejection(&events), &Rejection::MustMoveAfterDenial);
    accepted(&mail(&mut g, SALLY, &[mv("e4")], 22));
    assert_eq!(g.moves().len(), 1);
    assert_eq!(g.to_act(), Some(Color::Black));
}

#[test]
fn request_with_a_move_is_declined_by_moving() {
    let mut g = game();
    // The order in the mail does not matter: the request goes with the move.
    let events = mail(&mut g, SALLY, &[Command::RequestDraw, mv("e4")], 5);
    assert!(matches!(events[0], Event::MovePlayed { .. }));
    assert_eq!(
        events[1],
        Event::OfferMade {
            by: Color::White,
            kind: OfferKind::Draw,
            with_move: true
        }
    );
    assert_eq!(g.to_act(), Some(Color::Black));
    let events = mail(&mut g, JOHN, &[mv("e5")], 6);
    assert_eq!(
        events[1],
        Event::OfferDeclinedByMoving {
            by: Color::Black,
            kind: OfferKind::Draw
        }
    );
    assert_eq!(g.offer(), None);
    assert_eq!(
        g.denials(Color::White),
        0,
        "declining by moving is no denial"
    );
}

#[test]
fn request_with_a_move_may_be_denied_with_a_move_or_accepted() {
    let mut g = game();
    accepted(&mail(&mut g, SALLY, &[mv("e4"), Command::RequestDraw], 1));
    accepted(&mail(&mut g, JOHN, &[Command::DenyDraw, mv("e5")], 2));
    assert_eq!(g.denials(Color::White), 1);
    accepted(&mail(&mut g, SALLY, &[mv("Nf3"), Command::RequestDraw], 3));
    let events = mail(&mut g, JOHN, &[Command::AcceptDraw], 4);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            outcome: Outcome::new(GameResult::Draw, Termination::Agreement)
        })
    );
    let events = mail(&mut g, JOHN, &[mv("Nc6")], 5);
    assert!(matches!(rejection(&events), Rejection::GameOver { .. }));
    assert_eq!(
        words(rejection(&events)),
        "The game is over: drawn by agreement (1/2-1/2)."
    );
}

#[test]
fn accept_cancel_ends_without_result() {
    let mut g = game();
    accepted(&mail(&mut g, SALLY, &[Command::RequestCancel], 1));
    let events = mail(&mut g, SALLY, &[Command::AcceptCancel], 2);
    assert_eq!(
        rejection(&events),
        &Rejection::OwnOffer {
            kind: OfferKind::Cancel
        }
    );
    let events = mail(&mut g, JOHN, &[Command::AcceptDraw], 2);
    assert_eq!(
        rejection(&events),
        &Rejection::NoPendingOffer {
            kind: OfferKind::Draw
        }
    );
    accepted(&mail(&mut g, JOHN, &[Command::AcceptCancel], 3));
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(GameResult::Cancelled, Termination::Cancelled))
    );
    assert_eq!(g.outcome().map(|o| o.result.pgn()), Some("*"));
}

#[test]
fn resign_out_of_turn() {
    let mut g = game();
    accepted(&mail(&mut g, SALLY, &[mv("d4")], 1));
    // It is John's turn, yet Sally may resign.
    let events = mail(&mut g, SALLY, &[Command::Resign], 2);
    assert_eq!(events[0], Event::Resigned { by: Color::White });
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(
            GameResult::BlackWins,
            Termination::Resignation
        ))
    );
}

#[test]
fn turn_offer_and_conflict_refusals_are_precise() {
    let mut g = game();
    let events = mail(&mut g, JOHN, &[mv("e5")], 1);
    assert_eq!(
        words(rejection(&events)),
        "It is not your turn: White (sally@example.org) is to move."
    );
    let events = mail(&mut g, SALLY, &[mv("e4"), Command::Resign], 1);
    assert!(matches!(rejection(&events), Rejection::Combination(_)));
    let events = mail(&mut g, SALLY, &[mv("e4"), mv("d4")], 1);
    assert!(words(rejection(&events)).contains("only one move"));
    let events = mail(&mut g, SALLY, &[Command::DenyDraw], 1);
    assert_eq!(
        words(rejection(&events)),
        "There is no pending draw request to answer."
    );
    let events = mail(&mut g, "eve@example.org", &[mv("e4")], 1);
    assert!(matches!(rejection(&events), Rejection::NotAPlayer { .. }));
    accepted(&mail(&mut g, SALLY, &[mv("e4"), Command::RequestCancel], 1));
    let events = mail(&mut g, JOHN, &[Command::RequestDraw], 1);
    assert_eq!(
        rejection(&events),
        &Rejection::OfferAlreadyPending {
            kind: OfferKind::Cancel,
            by: Color::White
        }
    );
    assert_eq!(g.moves().len(), 1);
}

#[test]
fn illegal_and_ambiguous_moves_say_why() {
    let mut g = game();
    let events = mail(&mut g, SALLY, &[mv("e5")], 1);
    let Rejection::Move { legal_moves, .. } = rejection(&events) else {
        panic!("{events:?}");
    };
    assert_eq!(legal_moves.len(), 20);
    let text = words(rejection(&events));
    assert!(text.contains("`e5` is not a legal move"), "{text}");
    assert!(
        text.contains(
            "Your legal moves, by piece. Knights: b1 to a3 c3; g1 to f3 h3. \
             Pawns: a2 to a3 a4; b2 to b3 b4"
        ),
        "{text}"
    );

    let fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    let pos = pawnpost::rules::Position::from_fen(fen).unwrap();
    let mut g = Game::from_position(SALLY, JOHN, pos, 30 * DAY, 0);
    let events = mail(&mut g, SALLY, &[mv("Nd2")], 1);
    let text = words(rejection(&events));
    assert!(!text.contains("legal moves"), "{text}");
    let events = mail(&mut g, SALLY, &[mv("Nh4")], 1);
    let text = words(rejection(&events));
    // By piece, king first, each piece by the square it leaves.
    assert!(
        text.contains(
            "Your legal moves, by piece. King: e1 to d1 d2 e2 f2. \
             Knights: b1 to a3 c3 d2; f1 to d2 e3 g3 h2."
        ),
        "{text}"
    );
}

/// A promotion is one destination however many pieces it may become; castling is
/// said in its notation after the king's steps.
#[test]
fn legal_moves_by_piece_name_a_promotion_once_and_castling_by_its_notation() {
    let fen = "2k5/4P3/8/8/8/8/8/R3K2R w KQ - 0 1";
    let pos = pawnpost::rules::Position::from_fen(fen).unwrap();
    let mut g = Game::from_position(SALLY, JOHN, pos, 30 * DAY, 0);
    let events = mail(&mut g, SALLY, &[mv("Nf3")], 1);
    let text = words(rejection(&events));
    assert!(
        text.contains("King: e1 to d1 d2 e2 f1 f2 O-O O-O-O."),
        "{text}"
    );
    assert!(text.contains("Pawn: e7 to e8."), "{text}");
}

#[test]
fn read_only_commands_are_answered_even_with_a_refusal() {
    let mut g = game();
    let events = mail(&mut g, JOHN, &[Command::Board, mv("e5"), Command::Help], 1);
    assert_eq!(events.len(), 3);
    assert!(matches!(events[0], Event::Rejected { .. }));
    let events = mail(&mut g, SALLY, &[Command::History, mv("e4")], 1);
    assert!(matches!(events[0], Event::MovePlayed { .. }));
    assert!(matches!(events[1], Event::ReadOnly(_)));
}

#[test]
fn checkmate_ends_the_game_at_once_and_a_request_with_it_is_moot() {
    let mut g = game();
    for (by, m) in [(SALLY, "f3"), (JOHN, "e5"), (SALLY, "g4")] {
        accepted(&mail(&mut g, by, &[mv(m)], 1));
    }
    let events = mail(&mut g, JOHN, &[mv("Qh4#"), Command::RequestDraw], 2);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            outcome: Outcome::new(GameResult::BlackWins, Termination::Checkmate)
        })
    );
    assert_eq!(g.offer(), None);
    assert_eq!(g.moves()[3].san, "Qh4#");
}

/// A bare `Accept` or `Decline` — the words for a challenge, and what players write to
/// an offer ("Annehmen", "J'accepte", "Aceptar") — answers the opponent's pending
/// request; with none pending, or to one's own request, it stays no game command.
#[test]
fn a_bare_accept_or_decline_answers_the_pending_request() {
    let mut g = game();
    let events = mail(&mut g, JOHN, &[Command::AcceptChallenge], 1);
    assert!(matches!(
        rejection(&events),
        Rejection::NotAGameCommand { .. }
    ));
    accepted(&mail(&mut g, SALLY, &[mv("e4"), Command::RequestDraw], 2));
    // Her own request: Sally's Accept is still no game command.
    let events = mail(&mut g, SALLY, &[Command::AcceptChallenge], 3);
    assert!(matches!(
        rejection(&events),
        Rejection::NotAGameCommand { .. }
    ));
    accepted(&mail(
        &mut g,
        JOHN,
        &[Command::DeclineChallenge, mv("e5")],
        4,
    ));
    assert_eq!(g.denials(Color::White), 1);
    assert_eq!(g.offer(), None);
    accepted(&mail(&mut g, SALLY, &[Command::RequestCancel], 5));
    accepted(&mail(&mut g, JOHN, &[Command::AcceptChallenge], 6));
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(GameResult::Cancelled, Termination::Cancelled))
    );
}
