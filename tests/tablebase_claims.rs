//! Issue 23, tablebase claims: `Claim win tablebase` and `Claim draw tablebase`, alone or
//! with an announced move (judged after it, never played), over the spool with the
//! test tables (`tests/fixtures/syzygy/`): granted claims end the game with their
//! result and say so in the PGN; refused ones say why and change nothing.

use crate::common;

use common::{Office, Sent, syzygy_dir};
use pawnpost::command::{Command, TablebaseClaim};
use pawnpost::game::{DAY, Event, Game, GameResult, TablebaseRefusal, Termination};
use pawnpost::rules::{Color, Position};
use pawnpost::tablebase::{CursedWin, Syzygy, Unavailable, Value};

const ANNA: &str = "anna@example.org";
const BERT: &str = "bert@example.org";

fn mail(n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    common::mail("tb", n, from, to, body)
}

use common::letter_to as to;

/// An office with the test tables, and game 1 between Anna (White) and Bert from `fen`.
fn game_from(fen: &str) -> Office {
    let mut office = Office::new(7, 1_800_000_000, |c| {
        c.rules.tablebase_dir = Some(syzygy_dir());
    });
    let own = office.own_address(ANNA);
    office.deliver(&mail(
        1,
        ANNA,
        &own,
        &format!("Challenge {BERT} white from {fen}"),
    ));
    let issued = office.drain();
    let invitation = to(&issued, BERT).reply_to.clone();
    office.deliver(&mail(2, BERT, &invitation, "Accept"));
    office.drain();
    assert_eq!(office.store.load_game(1).unwrap().position().fen(), fen);
    office
}

/// Anna (`who`) sends `body` in game 1; the letters.
fn send(office: &mut Office, n: u32, who: &str, body: &str) -> Vec<Sent> {
    let thread = office.reply_address(1, who);
    office.deliver(&mail(n, who, &thread, body));
    office.drain()
}

#[test]
fn a_won_queen_ending_is_claimed_and_ends_the_game_one_nil() {
    let mut office = game_from("4k3/8/8/8/8/8/8/3QK3 w - - 0 60");
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase");
    let anna = to(&sent, ANNA);
    assert!(
        anna.text.contains(
            "Your claim of a win by the endgame tables is granted: the tables give you the win."
        ),
        "{}",
        anna.text
    );
    let bert = to(&sent, BERT);
    assert!(
        bert.text
            .contains("Your opponent claimed a win by the endgame tables; the tables confirm it."),
        "{}",
        bert.text
    );
    assert!(
        bert.text.contains("won by a tablebase claim."),
        "{}",
        bert.text
    );
    let game = office.store.load_game(1).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.result, GameResult::WhiteWins);
    assert_eq!(outcome.termination, Termination::TablebaseClaim);
    let pgn = bert.pgn().expect("the game's PGN with its end");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"adjudication\"]"), "{pgn}");
    assert!(
        pgn.contains(
            "[TerminationDetail \"the endgame tables (claimed): White claimed a win by the endgame tables\"]"
        ),
        "{pgn}"
    );
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
}

#[test]
fn a_drawn_rook_ending_is_claimed_drawn() {
    let mut office = game_from("8/8/3k4/8/8/3K4/r7/7R w - - 0 60");
    let sent = send(&mut office, 3, ANNA, "Claim draw tablebase");
    assert!(
        to(&sent, ANNA).text.contains(
            "Your claim of a draw by the endgame tables is granted: the tables give a draw."
        ),
        "{}",
        to(&sent, ANNA).text
    );
    let game = office.store.load_game(1).unwrap();
    assert_eq!(game.outcome().unwrap().result, GameResult::Draw);
    assert_eq!(
        game.outcome().unwrap().termination,
        Termination::TablebaseClaim
    );
    let pgn = to(&sent, BERT).pgn().expect("a PGN");
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
}

#[test]
fn a_win_claim_where_the_tables_say_draw_is_refused_and_the_game_goes_on() {
    let fen = "8/8/3k4/8/8/3K4/r7/7R w - - 0 60";
    let mut office = game_from(fen);
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase");
    let anna = to(&sent, ANNA);
    assert!(
        anna.text.contains(
            "Your claim of a win by the endgame tables is refused: the tables give only a draw. The game goes on, and you are still to move."
        ),
        "{}",
        anna.text
    );
    assert!(
        sent.iter().all(|s| s.to == ANNA),
        "only the claimant hears of it"
    );
    let game = office.store.load_game(1).unwrap();
    assert!(!game.is_over());
    assert_eq!(game.position().fen(), fen);
    // The game goes on: Anna moves.
    send(&mut office, 4, ANNA, "Rh2");
    assert_eq!(office.store.load_game(1).unwrap().moves().len(), 1);
}

#[test]
fn eight_pieces_are_too_many() {
    let mut office = game_from("4k3/pppp4/8/8/8/8/PP6/4K3 w - - 0 60");
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase");
    assert!(
        to(&sent, ANNA).text.contains(
            "is refused: 8 pieces are on the board, and the tables know positions of at most 7."
        ),
        "{}",
        to(&sent, ANNA).text
    );
    assert!(!office.store.load_game(1).unwrap().is_over());
}

#[test]
fn a_claim_out_of_turn_is_refused_as_any_move_is() {
    let mut office = game_from("4k3/8/8/8/8/8/8/3QK3 w - - 0 60");
    // Bert plays Black; White is to move.
    let sent = send(&mut office, 3, BERT, "Claim draw tablebase");
    let bert = to(&sent, BERT);
    assert!(bert.text.contains("It is not your turn"), "{}", bert.text);
    assert!(!office.store.load_game(1).unwrap().is_over());
}

#[test]
fn a_claim_with_a_move_is_judged_after_it_and_the_move_is_not_played() {
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 60";
    let mut office = game_from(fen);
    // After Qd7+ the king takes the queen: the tables give only a draw.
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase Qd7+");
    assert!(
        to(&sent, ANNA).text.contains(
            "Your claim of a win by the endgame tables after announcing Qd7+ is refused: the tables give only a draw."
        ),
        "{}",
        to(&sent, ANNA).text
    );
    let game = office.store.load_game(1).unwrap();
    assert!(!game.is_over() && game.moves().is_empty());
    // After Qd2 the queen is safe: granted, and the game ends where it stood.
    let sent = send(&mut office, 4, ANNA, "Claim win tablebase with Qd2");
    assert!(
        to(&sent, ANNA).text.contains(
            "Your claim of a win by the endgame tables after announcing Qd2 (not played) is granted"
        ),
        "{}",
        to(&sent, ANNA).text
    );
    let game = office.store.load_game(1).unwrap();
    assert_eq!(game.outcome().unwrap().result, GameResult::WhiteWins);
    assert!(game.moves().is_empty(), "the announced move is not played");
    assert_eq!(game.position().fen(), fen);
    let pgn = to(&sent, BERT).pgn().expect("a PGN");
    assert!(
        pgn.contains("White claimed a win by the endgame tables after announcing Qd2 (not played)"),
        "{pgn}"
    );
    // Every later letter of the game says how it ended.
    let sent = send(&mut office, 5, BERT, "Board");
    assert!(
        to(&sent, BERT).text.contains(
            "White claimed a win by the endgame tables after announcing Qd2 (not played)."
        ),
        "{}",
        to(&sent, BERT).text
    );
}

#[test]
fn a_material_without_tables_is_refused_by_name() {
    let mut office = game_from("4k3/8/8/8/8/8/8/2BNK3 w - - 0 60");
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase");
    assert!(
        to(&sent, ANNA)
            .text
            .contains("is refused: this server has no table for KBNvK."),
        "{}",
        to(&sent, ANNA).text
    );
    assert!(!office.store.load_game(1).unwrap().is_over());
}

#[test]
fn castling_rights_are_not_in_the_tables() {
    let mut office = game_from("4k3/8/8/8/8/8/8/R3K3 w Q - 0 60");
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase");
    assert!(
        to(&sent, ANNA)
            .text
            .contains("is refused: castling rights remain, and the tables know no castling."),
        "{}",
        to(&sent, ANNA).text
    );
    // After a king move the right is gone, and the claim stands.
    let sent = send(&mut office, 4, ANNA, "Claim win tablebase Kd2");
    assert!(
        to(&sent, ANNA).text.contains("is granted"),
        "{}",
        to(&sent, ANNA).text
    );
}

#[test]
fn a_server_without_tables_says_so() {
    let mut office = Office::new(7, 1_800_000_000, |_| {});
    let own = office.own_address(ANNA);
    office.deliver(&mail(
        1,
        ANNA,
        &own,
        &format!("Challenge {BERT} white from 4k3/8/8/8/8/8/8/3QK3 w - - 0 60"),
    ));
    let issued = office.drain();
    let invitation = to(&issued, BERT).reply_to.clone();
    office.deliver(&mail(2, BERT, &invitation, "Accept"));
    office.drain();
    let sent = send(&mut office, 3, ANNA, "Claim win tablebase");
    assert!(
        to(&sent, ANNA)
            .text
            .contains("is refused: this server has no endgame tables."),
        "{}",
        to(&sent, ANNA).text
    );
}

#[test]
fn the_claim_is_read_in_every_language() {
    let mut office = game_from("4k3/8/8/8/8/8/8/3QK3 w - - 0 60");
    // In German: the claimant is answered in the language of her words.
    let sent = send(&mut office, 3, ANNA, "Tablebase-Gewinn beanspruchen Dd2");
    assert!(
        to(&sent, ANNA).text.contains(
            "Dein Gewinnanspruch laut Endspieldatenbank (Stellung nach dem angekündigten, nicht gespielten Zug Dd2) ist berechtigt"
        ),
        "{}",
        to(&sent, ANNA).text
    );
    assert!(office.store.load_game(1).unwrap().is_over());
}

// ---- the game's rule, with the tables in process ---------------------------------------

fn tables(cursed_win: CursedWin) -> Syzygy {
    Syzygy::new(syzygy_dir(), cursed_win)
}

fn claim(
    fen: &str,
    by: &str,
    claim: TablebaseClaim,
    announced: Option<&str>,
) -> (Game, Vec<Event>) {
    let position = Position::from_fen(fen).unwrap();
    let mut game = Game::from_position(ANNA, BERT, position, 30 * DAY, 0);
    let command = Command::ClaimTablebase(claim, announced.map(|m| m.parse().unwrap()));
    let events = game.apply_with(by, &[command], None, 1, &tables(CursedWin::Win));
    (game, events)
}

#[test]
fn a_draw_claim_in_a_won_position_is_granted_as_a_draw() {
    // A player may claim less than they have, as they may offer a draw when winning.
    let (game, events) = claim(
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 60",
        ANNA,
        TablebaseClaim::Draw,
        None,
    );
    assert!(
        matches!(
            events[0],
            Event::TablebaseClaimGranted {
                value: Value::Win,
                claim: TablebaseClaim::Draw,
                ..
            }
        ),
        "{events:?}"
    );
    assert_eq!(game.outcome().unwrap().result, GameResult::Draw);
}

#[test]
fn a_draw_claim_in_a_lost_position_is_refused() {
    // Bert has only his king; he is to move and lost.
    let (game, events) = claim(
        "4k3/8/8/8/8/8/8/3QK3 b - - 0 60",
        BERT,
        TablebaseClaim::Draw,
        None,
    );
    assert_eq!(
        events,
        vec![Event::TablebaseClaimRefused {
            by: Color::Black,
            claim: TablebaseClaim::Draw,
            announced: None,
            reason: TablebaseRefusal::TablesSay(Value::Loss),
        }]
    );
    assert!(!game.is_over());
}

#[test]
fn a_claim_and_a_move_in_one_mail_are_two_moves() {
    let position = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 60").unwrap();
    let mut game = Game::from_position(ANNA, BERT, position, 30 * DAY, 0);
    let commands = [
        Command::ClaimTablebase(TablebaseClaim::Win, None),
        Command::Move("Qd2".parse().unwrap()),
    ];
    let events = game.apply_with(ANNA, &commands, None, 1, &tables(CursedWin::Win));
    assert!(matches!(events[0], Event::Rejected { .. }), "{events:?}");
}

#[test]
fn under_the_fifty_move_rule_the_clock_counts() {
    // K+Q v K, eleven plies from the capture (DTZ 11, shakmaty-syzygy agrees).
    let fen = |halfmoves: u32| format!("8/8/8/2k5/8/8/8/3QK3 w - - {halfmoves} 60");
    let value = |cursed, halfmoves| {
        pawnpost::tablebase::Tablebase::value(
            &tables(cursed),
            &Position::from_fen(&fen(halfmoves)).unwrap(),
        )
    };
    assert_eq!(value(CursedWin::Win, 0), Ok(Value::Win));
    assert_eq!(value(CursedWin::Win, 99), Ok(Value::Win));
    assert_eq!(value(CursedWin::Draw, 0), Ok(Value::Win));
    assert_eq!(value(CursedWin::Draw, 88), Ok(Value::Win));
    // Exactly a hundred: the tables may have rounded the eleven.
    assert_eq!(value(CursedWin::Draw, 89), Err(Unavailable::Uncertain));
    assert_eq!(value(CursedWin::Draw, 90), Ok(Value::Draw));
    // A table a directory does not have is named, whatever the clock.
    let kbnk = Position::from_fen("4k3/8/8/8/8/8/8/2BNK3 w - - 0 60").unwrap();
    assert_eq!(
        pawnpost::tablebase::Tablebase::value(&tables(CursedWin::Draw), &kbnk),
        Err(Unavailable::NoTables {
            material: "KBNvK".to_owned()
        })
    );
}

#[test]
fn a_mail_with_lines_for_several_games_has_one_position_judged() {
    let fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 60";
    let mut office = game_from(fen);
    // Game 2: another position, Anna White again.
    let own = office.own_address(ANNA);
    office.deliver(&mail(
        10,
        ANNA,
        &own,
        &format!("Challenge {BERT} white from 4k3/8/8/8/8/8/8/2Q1K3 w - - 0 60"),
    ));
    let issued = office.drain();
    let invitation = to(&issued, BERT).reply_to.clone();
    office.deliver(&mail(11, BERT, &invitation, "Accept"));
    office.drain();
    // The first line's position goes to the tables; the second's would be a second
    // read of the disk in this mail, and waits for a mail of its own.
    office.deliver(&mail(
        12,
        ANNA,
        &own,
        "#1 Claim win tablebase\n#2 Claim win tablebase",
    ));
    let sent = office.drain();
    let text: String = sent
        .iter()
        .filter(|s| s.to == ANNA)
        .map(|s| s.text.as_str())
        .collect();
    assert!(
        text.contains("is refused: a mail may have one position judged by the tables; send this claim in a mail of its own."),
        "{text}"
    );
    assert!(office.store.load_game(1).unwrap().is_over());
    assert!(!office.store.load_game(2).unwrap().is_over());
}
