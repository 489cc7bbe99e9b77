//! Which message says each knockout sentence ([`KnockoutLine`]) and with which
//! arguments (the bracket's own words are `render::bracket`'s). The words are the
//! `knockout-…` messages of `i18n/<code>/knockout.ftl`.

use crate::i18n::Args;
use crate::letter::knockout::KnockoutLine;
use crate::notation::Language;
use crate::render::bracket::{round_name, score};

fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// The message of `line` and its arguments.
pub fn message(language: Language, line: &KnockoutLine) -> (&'static str, Args) {
    use KnockoutLine as K;
    match line {
        K::Begins {
            name,
            players,
            rounds,
        } => (
            "knockout-begins",
            Args::new()
                .with("name", name)
                .with("players", *players)
                .with("rounds", *rounds),
        ),
        K::Game { name, round, extra } => (
            "knockout-game",
            Args::new()
                .with("name", name)
                .with("round", round_name(language, *round))
                .with("extra", yes_no(*extra)),
        ),
        K::Bye { name, next } => (
            "knockout-bye",
            Args::new()
                .with("name", name)
                .with("next", round_name(language, *next)),
        ),
        K::Tie {
            name,
            round,
            opponent,
            halves,
            you_higher,
        } => (
            "knockout-tie",
            Args::new()
                .with("name", name)
                .with("round", round_name(language, *round))
                .with("opponent", opponent)
                .with("score", score(*halves, *halves))
                .with("higher", if *you_higher { "you" } else { "opponent" }),
        ),
        K::Decided {
            name,
            round,
            opponent,
            you_through,
            why,
            mine,
            theirs,
            seeds,
            last,
        } => (
            if *you_through {
                "knockout-through"
            } else {
                "knockout-out"
            },
            Args::new()
                .with("name", name)
                .with("round", round_name(language, *round))
                .with("opponent", opponent)
                .with("why", why.key())
                .with("score", score(*mine, *theirs))
                .with("seed", seeds.0)
                .with("opponent_seed", seeds.1)
                .with("last", yes_no(*last)),
        ),
        K::Heading {
            name,
            round,
            champion,
        } => match champion {
            Some(champion) => (
                "knockout-heading-over",
                Args::new().with("name", name).with("champion", champion),
            ),
            None => (
                "knockout-heading",
                Args::new()
                    .with("name", name)
                    .with("round", round_name(language, *round)),
            ),
        },
        K::Legend { seeding } => ("knockout-legend", Args::new().with("seeds", seeding.key())),
        K::YouWithdrew { name, games_ended } => (
            "knockout-you-withdrew",
            Args::new().with("name", name).with("games", *games_ended),
        ),
    }
}
