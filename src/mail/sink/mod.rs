//! Outbound transport: deliver an already rendered reply (raw RFC 5322 bytes with
//! its own Message-ID) to its recipients, by SMTP or into local Maildirs.

pub mod maildir;
pub mod smtp;
