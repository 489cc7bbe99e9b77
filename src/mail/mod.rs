//! Mail in and out of pawnpost, without any chess in it.
//!
//! `inbound` turns the raw bytes of one received mail into a plain [`InboundMail`];
//! `loop_guard` decides, from that value alone, whether the mail may be answered at all;
//! `game_tag` finds the game a mail is about in its subject or recipient addresses.
//! The adapters that fetch and send mail live beside these and only move bytes.

mod flowed;
pub mod game_tag;
mod html;
pub mod inbound;
pub mod loop_guard;

pub use game_tag::subject_game_tag;
pub use inbound::{AutoFacts, InboundMail, MailError, Sender, parse_mail};
pub use loop_guard::{Silence, loop_guard};
