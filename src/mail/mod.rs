//! Mail transport: the inbound sources that fetch raw mails and acknowledge them, the
//! outbound sinks that deliver raw replies, and the TLS set-up both share. Nothing here
//! parses a mail beyond what the transport needs.

pub mod sink;
pub mod source;
pub mod tls;
