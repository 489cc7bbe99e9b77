//! The tests that need no shared harness: the rules core against published counts and a
//! second chess crate, notation and reading, the store, the CLI's subcommands as child
//! processes, packaging and the architecture's rules. One test binary for all of them:
//! each binary links the whole crate, and 65 of them made a third of CI's build (issue 34).
//! The deep suites run again with `PAWNPOST_DEEP_TESTS=1 cargo test --test plain -- perft::
//! differential:: rules_properties::` (scripts/test).

mod admin;
mod architecture;
mod catalogue_complete;
mod chess960_castling;
mod cli;
mod clocks;
mod command_moves;
mod command_words;
mod conditions;
mod conditions_properties;
mod deliver_cli;
mod differential;
mod draw_claims;
mod draw_protocol;
mod faults;
mod forfeit;
mod mail_reading;
mod move_spellings;
mod packaging;
mod parallel_deliveries;
mod perft;
mod pgn_roundtrip;
mod read_cli;
mod reading_robustness;
mod review_phrasings;
mod rules_properties;
mod store;
mod store_roundtrip;
mod swiss_dutch;
