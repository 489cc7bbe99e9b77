//! Forfeit and reverse forfeit: the sweep, its boundary, and reminders.

use pawnpost::command::Command;
use pawnpost::game::{DAY, Event, Game, GameResult, Outcome, SweepAction, Termination, sweep};
use pawnpost::rules::{Color, Position};

const SALLY: &str = "sally@example.org";
const JOHN: &str = "john@example.org";
const TIMEOUT: i64 = 30 * DAY;

fn mail(game: &mut Game, by: &str, commands: &[Command], now: i64) {
    let events = game.apply(by, commands, None, now);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Rejected { .. })),
        "{events:?}"
    );
}

fn mv(text: &str) -> Command {
    Command::Move(text.parse().unwrap())
}

#[test]
fn forfeit_against_the_side_to_move_exactly_at_the_deadline() {
    let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0);
    mail(&mut g, SALLY, &[mv("e4")], 100);
    assert_eq!(g.deadline(), 100 + TIMEOUT);
    assert!(!matches!(
        g.due(100 + TIMEOUT - 1, 80),
        Some(SweepAction::Forfeit { .. })
    ));
    assert_eq!(
        sweep([&g], 100 + TIMEOUT, 80),
        vec![SweepAction::Forfeit {
            game: 0,
            loser: Color::Black,
            reverse: false
        }]
    );
    let events = g.forfeit(100 + TIMEOUT);
    assert_eq!(
        events,
        vec![
            Event::Forfeited {
                loser: Color::Black,
                reverse: false
            },
            Event::GameOver {
                outcome: Outcome::new(GameResult::WhiteWins, Termination::Forfeit)
            }
        ]
    );
    assert_eq!(
        sweep([&g], 200 * DAY, 80),
        vec![],
        "a finished game is never due"
    );
}

#[test]
fn reminder_once_per_turn_at_eighty_percent() {
    let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0);
    let at = TIMEOUT * 80 / 100;
    assert_eq!(g.due(at - 1, 80), None);
    assert_eq!(
        g.due(at, 80),
        Some(SweepAction::Reminder {
            game: 0,
            to: Color::White,
            deadline: TIMEOUT
        })
    );
    g.mark_reminded(at);
    assert_eq!(g.due(at + 1, 80), None);
    mail(&mut g, SALLY, &[mv("e4")], at + 10);
    assert!(!g.reminder_sent(), "a new turn, a new reminder");
    assert_eq!(g.due(at + 10 + at, 80).map(|a| a.game()), Some(0));
}

#[test]
fn the_player_who_must_answer_forfeits() {
    let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0);
    mail(&mut g, SALLY, &[Command::RequestDraw], 10);
    assert_eq!(
        g.due(10 + TIMEOUT, 80),
        Some(SweepAction::Forfeit {
            game: 0,
            loser: Color::Black,
            reverse: false
        })
    );
}

/// Stan's NetChess: "Sally requests a draw, John denies, Sally requests again, John
/// denies, Sally requests a third time and John does not answer." When the timeout
/// passes, Sally, denied twice with her third request pending, loses, not John.
#[test]
fn sally_and_john_reverse_forfeit() {
    let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0);
    let mut now = 0;
    let mut at = || {
        now += DAY;
        now
    };
    mail(&mut g, SALLY, &[Command::RequestDraw], at());
    mail(&mut g, JOHN, &[Command::DenyDraw], at());
    mail(&mut g, SALLY, &[mv("e4")], at());
    mail(&mut g, JOHN, &[mv("e5")], at());
    mail(&mut g, SALLY, &[mv("Nf3"), Command::RequestDraw], at());
    mail(&mut g, JOHN, &[Command::DenyDraw, mv("Nc6")], at());
    assert_eq!(g.denials(Color::White), 2);
    let third = at();
    mail(&mut g, SALLY, &[Command::RequestCancel], third);
    // John stays silent. He is the one who must act...
    assert_eq!(g.to_act(), Some(Color::Black));
    // ...yet the forfeit goes against Sally.
    assert_eq!(
        g.due(third + TIMEOUT, 80),
        Some(SweepAction::Forfeit {
            game: 0,
            loser: Color::White,
            reverse: true
        })
    );
    g.forfeit(third + TIMEOUT);
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(
            GameResult::BlackWins,
            Termination::ReverseForfeit
        ))
    );
}

#[test]
fn two_denials_alone_do_not_make_a_reverse_forfeit() {
    let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0);
    mail(&mut g, SALLY, &[mv("e4"), Command::RequestDraw], 1);
    mail(&mut g, JOHN, &[Command::DenyDraw, mv("e5")], 2);
    mail(&mut g, SALLY, &[mv("Nf3"), Command::RequestDraw], 3);
    mail(&mut g, JOHN, &[Command::DenyDraw, mv("Nc6")], 4);
    // No request pending: Sally, to move, forfeits in the ordinary way.
    assert_eq!(g.forfeit_loser(), Some((Color::White, false)));
}

#[test]
fn forfeit_is_a_draw_when_the_winner_cannot_mate() {
    // A knight cannot force mate against a lone queen (FIDE: no series of legal moves).
    let pos = Position::from_fen("4k2q/8/8/8/8/8/8/4KN2 b - - 0 1").unwrap();
    let mut g = Game::from_position(SALLY, JOHN, pos, TIMEOUT, 0);
    g.forfeit(TIMEOUT);
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(GameResult::Draw, Termination::Forfeit))
    );
    // The other way round, the queen mates: a win.
    let pos = Position::from_fen("4k2q/8/8/8/8/8/8/4KN2 w - - 0 1").unwrap();
    let mut g = Game::from_position(SALLY, JOHN, pos, TIMEOUT, 0);
    g.forfeit(TIMEOUT);
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(GameResult::BlackWins, Termination::Forfeit))
    );
}

#[test]
fn adjudication_ends_any_game() {
    let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0);
    let events = g.adjudicate(GameResult::Draw, "both players asked", 5);
    assert_eq!(events.len(), 2);
    assert_eq!(g.ending_note(), Some("both players asked"));
    assert_eq!(
        g.outcome().map(|o| o.termination),
        Some(Termination::Adjudication)
    );
}

/// `on_time = "ask"` in the game: after the flag, only the waiting player's `Claim` or
/// `Give` answers; the player out of time waits; no answer forfeits a week later.
#[test]
fn a_flagged_game_waits_for_the_claim_or_the_gift() {
    use pawnpost::command::{ClockCommand, TimeControl};
    use pawnpost::game::{ClockRefusal, Rejection};
    let start = || {
        let mut g = Game::new(SALLY, JOHN, TIMEOUT, 0)
            .with_time_control(Some(TimeControl::DaysPerMove { days: 3 }));
        mail(&mut g, SALLY, &[mv("e4")], 100);
        g
    };
    let claim = Command::Clock(ClockCommand::ClaimTime);
    let fell = 100 + 3 * DAY;

    // Nothing to claim before the flag.
    let mut early = start();
    let events = early.apply(SALLY, std::slice::from_ref(&claim), None, fell - 1);
    assert!(matches!(
        events[0],
        Event::Rejected {
            reason: Rejection::Clock(ClockRefusal::NothingToClaim),
            ..
        }
    ));

    // Claim: White wins on time.
    let mut g = start();
    g.flag(fell + 60);
    assert_eq!(g.deadline(), fell + 60 + 7 * DAY, "the answer's deadline");
    let events = g.apply(JOHN, &[mv("e5")], None, fell + 120);
    assert!(
        matches!(
            events[0],
            Event::Rejected {
                reason: Rejection::Clock(ClockRefusal::TimeRanOut { .. }),
                ..
            }
        ),
        "{events:?}"
    );
    mail(&mut g, SALLY, std::slice::from_ref(&claim), fell + DAY);
    assert_eq!(
        g.outcome(),
        Some(Outcome::new(GameResult::WhiteWins, Termination::Forfeit))
    );

    // Give 2 days: two days from the answer, and Black may move again.
    let mut g = start();
    g.flag(fell + 60);
    let answered = fell + DAY;
    mail(
        &mut g,
        SALLY,
        &[Command::Clock(ClockCommand::Give { days: 2 })],
        answered,
    );
    assert_eq!(g.deadline(), answered + 2 * DAY);
    assert!(g.outcome().is_none());
    mail(&mut g, JOHN, &[mv("e5")], answered + DAY);

    // No answer: forfeited when the week is over, not before.
    let mut g = start();
    g.flag(fell + 60);
    assert!(!matches!(
        g.due(fell + 60 + 7 * DAY - 1, 80),
        Some(SweepAction::Forfeit { .. })
    ));
    assert_eq!(g.due(fell + 60 + DAY, 80), None, "no reminders meanwhile");
    assert!(matches!(
        g.due(fell + 60 + 7 * DAY, 80),
        Some(SweepAction::Forfeit {
            loser: Color::Black,
            reverse: false,
            ..
        })
    ));
}
