//! The cost of conditional moves (issue 15): reading and checking a large tree sent by
//! mail, the opponent's move answered from it (decode the stored tree, play both
//! moves, encode the rest), and the whole mail of the opponent's move through
//! `process_mail` with and without a tree waiting. `cargo bench --bench conditions`.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use pawnpost::command::parse::read_commands;
use pawnpost::config::Config;
use pawnpost::daemon::{Postmaster, process_mail};
use pawnpost::game::Game;
use pawnpost::game::conditions::{Attached, Tree, Trees, apply};
use pawnpost::identity::{ReplyToken, Scope, ServerSecret, reply_address, scoped_address};
use pawnpost::notation::{Language, MoveText, SanPlus};
use pawnpost::rules::{Color, Position};
use pawnpost::store::Store;

const W: &str = "alice@example.org";
const B: &str = "bob@example.org";

/// `lines` If lines of `plies` moves each from the position after 1. e4: each starts
/// with a different move of Black's, White always answers with its first legal move
/// (so no two lines answer one move differently), Black varies. Ends with an answer.
fn tree_text(lines: usize, plies: usize) -> String {
    let e4 = MoveText::parse("e4", Language::English)
        .ok()
        .and_then(|m| m.to_move(&Position::default()).ok())
        .expect("e4");
    let start = Position::default()
        .play(&e4)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let firsts = start.legal_moves();
    let mut text = String::from("e4\n");
    for (i, first) in firsts.iter().take(lines).enumerate() {
        let mut pos = start;
        let mut line = vec![SanPlus::from_move(&pos, first).to_string()];
        pos = pos.play(first).unwrap_or_else(|e| panic!("{e:?}"));
        for ply in 1..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let pick = if pos.turn() == Color::White {
                0
            } else {
                (i + ply) % moves.len()
            };
            line.push(SanPlus::from_move(&pos, &moves[pick]).to_string());
            pos = pos.play(&moves[pick]).unwrap_or_else(|e| panic!("{e:?}"));
        }
        if line.len() % 2 == 1 {
            line.pop();
        }
        text.push_str("If ");
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

fn pure(c: &mut Criterion) {
    let text = tree_text(20, 20);
    let commands = read_commands(&text, Language::English).commands;
    assert_eq!(commands.len(), 21, "{text}");
    let new_game = || (Game::new(W, B, 30 * 86_400, 0), Trees::default());
    {
        let (mut game, mut trees) = new_game();
        apply(
            &mut game,
            &mut trees,
            W,
            &commands,
            Attached::Nothing,
            None,
            1,
        );
        let tree = trees.of(Color::White).expect("the tree is set");
        assert_eq!((tree.lines(), tree.moves()), (20, 400), "{text}");
    }
    c.bench_function("conditions/read a mail of 20 If lines (400 moves)", |b| {
        b.iter(|| read_commands(black_box(&text), Language::English))
    });
    c.bench_function("conditions/check and set a 400-move tree with 1. e4", |b| {
        b.iter_batched(
            new_game,
            |(mut game, mut trees)| {
                apply(
                    &mut game,
                    &mut trees,
                    W,
                    &commands,
                    Attached::Nothing,
                    None,
                    1,
                )
            },
            BatchSize::SmallInput,
        )
    });
    let (mut game, mut trees) = new_game();
    apply(
        &mut game,
        &mut trees,
        W,
        &commands,
        Attached::Nothing,
        None,
        1,
    );
    let encoded = trees.of(Color::White).expect("a tree").encode();
    c.bench_function("conditions/decode a stored 400-move tree", |b| {
        b.iter(|| Tree::decode(black_box(&encoded), game.position()))
    });
    let first = read_commands(text.lines().nth(1).unwrap_or_default(), Language::English);
    let Some(pawnpost::command::Command::Conditions(pawnpost::command::ConditionsCommand::If(
        moves,
    ))) = first.commands.first()
    else {
        panic!("an If line: {first:?}");
    };
    let reply = [pawnpost::command::Command::Move(moves[0])];
    c.bench_function(
        "conditions/the opponent's move answered from the tree",
        |b| {
            b.iter_batched(
                || (game.clone(), trees.clone()),
                |(mut game, mut trees)| {
                    let events =
                        apply(&mut game, &mut trees, B, &reply, Attached::Nothing, None, 2);
                    assert_eq!(game.moves().len(), 3);
                    events
                },
                BatchSize::SmallInput,
            )
        },
    );
}

fn mail(n: u32, from: &str, to: &str, body: &str) -> Vec<u8> {
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: [pawnpost #1] move\r\nMessage-ID: <c{n}@bench.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

fn whole_mail(c: &mut Criterion) {
    let secret = ServerSecret::from_bytes(&[9u8; 32]).unwrap_or_else(|e| panic!("{e}"));
    let pm = Postmaster {
        config: Config::default(),
        secret,
    };
    let server = "pawnpost@localhost";
    let own = |who: &str| {
        scoped_address(
            server,
            Scope::Player,
            &ReplyToken::new(&pm.secret, Scope::Player, who),
        )
    };
    let white = reply_address(server, 1, &ReplyToken::for_player(&pm.secret, 1, W));
    let black = reply_address(server, 1, &ReplyToken::for_player(&pm.secret, 1, B));
    let text = tree_text(20, 20);
    let answer = text
        .lines()
        .nth(1)
        .and_then(|l| l.split(' ').nth(1))
        .unwrap_or_default()
        .to_owned();
    for (name, opening) in [
        ("without a tree", "e4".to_owned()),
        ("answered from a 400-move tree", text.clone()),
    ] {
        let setup = || {
            let mut store = Store::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
            let mut n = 0;
            let mut send = |store: &mut Store, from: &str, to: &str, body: &str| {
                n += 1;
                let done = process_mail(
                    &pm,
                    store,
                    &mail(n, from, to, body),
                    "bench",
                    1_790_000_000 + i64::from(n) * 60,
                );
                done.unwrap_or_else(|e| panic!("{e}"));
            };
            send(&mut store, W, &own(W), &format!("Challenge {B} white"));
            send(&mut store, B, &own(B), "Accept");
            send(&mut store, W, &white, &opening);
            store
        };
        // Once outside the measurement: the tree really answers.
        let mut store = setup();
        process_mail(
            &pm,
            &mut store,
            &mail(99, B, &black, &answer),
            "bench",
            1_790_001_000,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let plies = store
            .load_game(1)
            .map(|g| g.moves().len())
            .unwrap_or_default();
        assert_eq!(plies, if opening == "e4" { 2 } else { 3 }, "{name}");
        c.bench_function(&format!("conditions/Black's move by mail, {name}"), |b| {
            b.iter_batched(
                setup,
                |mut store| {
                    process_mail(
                        &pm,
                        &mut store,
                        &mail(99, B, &black, &answer),
                        "bench",
                        1_790_001_000,
                    )
                    .unwrap_or_else(|e| panic!("{e}"));
                    store
                },
                BatchSize::LargeInput,
            )
        });
    }
}

criterion_group!(benches, pure, whole_mail);
criterion_main!(benches);
