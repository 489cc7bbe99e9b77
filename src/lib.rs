//! pawnpost: correspondence chess by email.
//!
//! The rules core (`rules`) and the notations (`notation`) are pure; `command` turns
//! mail text into commands; `game` applies them; `community` rates and pairs them;
//! `store`, `mail` and `daemon` do I/O; `publish` writes the public site.

pub mod address;
pub mod admin;
pub mod analysis;
pub mod backup;
pub mod command;
pub mod community;
pub mod config;
pub mod daemon;
pub mod game;
pub mod health;
pub mod i18n;
pub mod identity;
pub mod invisible;
pub mod letter;
pub mod mail;
pub mod notation;
pub mod private_files;
pub mod publish;
pub mod render;
pub mod rules;
pub mod store;
pub mod tablebase;
pub mod time;
