//! How long one reply's board takes to draw: the PNG must stay well under 10 ms.
//!
//! `cargo bench --bench render` (on the 2-core dev machine: PNG ~1.3 ms, HTML ~55 µs,
//! text ~1 µs).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pawnpost::notation::{Language, parse_move};
use pawnpost::render::{Diagram, Strings, TextStyle, board_html, board_png, board_text};
use pawnpost::rules::{Color, Position, Record};

fn middlegame() -> Record {
    let mut record = Record::new(Position::new());
    for text in "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7"
        .split_whitespace()
    {
        if let Ok(m) = parse_move(text, record.position(), Language::English) {
            let _ = record.play(&m);
        }
    }
    record
}

fn render(c: &mut Criterion) {
    let diagram = Diagram::of_record(&middlegame(), Color::Black);
    c.bench_function("board_png", |b| b.iter(|| board_png(black_box(&diagram))));
    c.bench_function("board_text", |b| {
        b.iter(|| board_text(black_box(&diagram), TextStyle::Figurines, Language::English))
    });
    let strings = Strings::default();
    c.bench_function("board_html", |b| {
        b.iter(|| board_html(black_box(&diagram), TextStyle::Figurines, &strings))
    });
}

criterion_group!(benches, render);
criterion_main!(benches);
