//! The tests on the in-process harness (`common`: `process_mail` on a real SQLite file,
//! a clock the test moves, the queued replies read back as a client reads them): every
//! letter kind in five languages, the community, the public site and the accessibility
//! check. One test binary for all of them (issue 34: each binary links the whole crate).

mod common;

mod accessibility;
mod addresses;
mod attacker;
mod board_questions;
mod board_styles;
mod chess960_games;
mod clock_letters;
mod community;
mod community_cli;
mod conditions_letters;
mod event_rules;
mod half_point_byes;
mod hostile_mail;
mod knockout_event;
mod ladder_event;
mod languages;
mod mail_flow;
mod many_games;
mod moves_in_words;
mod news_first;
mod player_ladders;
mod public_address;
mod publish_site;
mod rating_pools;
mod reply_kinds;
mod reply_message;
mod stages_event;
mod swiss_event;
mod tablebase_claims;
mod tablebase_reference;
mod team_league;
mod team_match;
mod thematic;
