//! The SMTP sink: our SMTP client ([`session`]) on a TCP socket with `TCP_NODELAY`, one
//! connection reused for many messages, checked with `RSET` before a reuse after a
//! pause and replaced after any error. TLS (implicit or `STARTTLS`) is
//! [`crate::mail::tls`]'s, trusting the web PKI plus `ca_file`.
//!
//! Why our own client and not lettre's: lettre waits for each command's reply before
//! it writes the next, four round trips a letter; with the server's `PIPELINING` this
//! one takes two (docs/benchmarks.md, "Twelfth pass"). lettre still builds the messages.

mod session;

use std::io;
use std::sync::Arc;
use std::time::{Duration, Instant};

use lettre::Address;
use tokio::net::TcpStream;
use tokio_rustls::rustls::ClientConfig;
use tokio_rustls::rustls::pki_types::ServerName;

use crate::config::{SmtpConfig, Tls};
use crate::mail::credentials::PasswordError;
use crate::mail::tls::{TlsSetupError, client_config};

pub use session::{Reply, SessionError};
use session::{Security, Session, Stage};

/// Longest wait for the TCP connection, TLS and the greeting.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);
/// A connection used this recently is reused without an `RSET` check: no server
/// times out a session that fast, and the check costs a round trip per message.
const FRESH: Duration = Duration::from_secs(2);
/// Longest wait for one whole transaction (MAIL, RCPT, DATA and the reply).
const SEND_TIMEOUT: Duration = Duration::from_secs(120);

/// Why a reply could not be handed to the SMTP server.
#[derive(Debug, thiserror::Error)]
pub enum SmtpError {
    #[error(
        "cannot connect to the SMTP server {server}: {source}; check `outbound.host` and `outbound.port`"
    )]
    Connect {
        server: String,
        #[source]
        source: io::Error,
    },
    #[error(
        "TLS with the SMTP server {server} failed: {source}; check `outbound.tls`, `outbound.port` and `outbound.ca_file`"
    )]
    Tls {
        server: String,
        #[source]
        source: SessionError,
    },
    #[error("{host:?} is not a valid server name for TLS; check `outbound.host`")]
    ServerName { host: String },
    #[error("the SMTP server {server} failed at {stage}: {source}")]
    Session {
        server: String,
        stage: &'static str,
        #[source]
        source: SessionError,
    },
    #[error(
        "the SMTP server {server} refused the login of {user:?}: {source}; check `outbound.username` and the password"
    )]
    Auth {
        server: String,
        user: String,
        #[source]
        source: SessionError,
    },
    #[error("the SMTP server {server} did not take the mail: {source}")]
    Rejected {
        server: String,
        #[source]
        source: SessionError,
    },
    #[error("{address:?} is not a mail address SMTP can carry: {detail}")]
    BadAddress { address: String, detail: String },
    #[error("a mail needs at least one recipient")]
    NoRecipients,
    #[error("the SMTP server {server} did not answer within {} s; the connection is dropped", .after.as_secs())]
    Timeout { server: String, after: Duration },
    #[error(transparent)]
    TlsSetup(#[from] TlsSetupError),
    #[error(transparent)]
    Password(#[from] PasswordError),
}

impl SmtpError {
    /// True when retrying the same mail cannot help (a 5xx answer, a bad address).
    pub fn is_permanent(&self) -> bool {
        match self {
            SmtpError::Rejected { source, .. } => source.is_permanent(),
            SmtpError::BadAddress { .. } | SmtpError::NoRecipients => true,
            _ => false,
        }
    }
}

/// An SMTP server as the outbound sink, with one reused connection.
pub struct SmtpSink {
    config: SmtpConfig,
    /// The user and the password read at the start.
    credentials: Option<(String, String)>,
    tls: Arc<ClientConfig>,
    connection: Option<Session>,
    /// When the connection last completed a transaction.
    last_used: Option<Instant>,
}

impl std::fmt::Debug for SmtpSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtpSink")
            .field("server", &self.server())
            .field("tls", &self.config.tls)
            .field("connected", &self.connection.is_some())
            .finish_non_exhaustive()
    }
}

impl SmtpSink {
    /// The longest one [`SmtpSink::send`] can take before it gives up: the check of a
    /// reused connection, a new connection (TCP, TLS, greeting, login) and the
    /// transaction, each under its own timeout. The outbox's claims outlast it.
    pub const LONGEST_SEND: Duration = CONNECT_TIMEOUT
        .saturating_add(CONNECT_TIMEOUT)
        .saturating_add(SEND_TIMEOUT);

    /// Reads the password and the CA file now; connects on the first send.
    pub fn new(config: SmtpConfig) -> Result<Self, SmtpError> {
        let credentials = match &config.credentials {
            Some(c) => Some((
                c.username.clone(),
                c.resolve_password()?.expose().to_owned(),
            )),
            None => None,
        };
        let tls = client_config(config.ca_file.as_deref())?;
        Ok(SmtpSink {
            config,
            credentials,
            tls,
            connection: None,
            last_used: None,
        })
    }

    fn server(&self) -> String {
        format!("{}:{}", self.config.host, self.config.port)
    }

    /// Whether a connection is open for reuse.
    pub fn is_connected(&self) -> bool {
        self.connection.is_some()
    }

    /// Sends `raw` (a complete message, dot-stuffing is done here) from
    /// `envelope_from` (empty for the null sender `<>`) to `recipients`.
    pub async fn send(
        &mut self,
        envelope_from: &str,
        recipients: &[String],
        raw: &[u8],
    ) -> Result<(), SmtpError> {
        check_envelope(envelope_from, recipients)?;
        let server = self.server();
        let reused = match self.connection.take() {
            // Just used: the server cannot have timed it out; skip the round trip.
            Some(reused) if self.last_used.is_some_and(|t| t.elapsed() < FRESH) => Some(reused),
            // The server may have closed an idle connection: check before reuse.
            Some(mut reused) => match tokio::time::timeout(CONNECT_TIMEOUT, reused.reset()).await {
                Ok(Ok(())) => Some(reused),
                _ => {
                    tracing::debug!(%server, "SMTP connection went stale; reconnecting");
                    None
                }
            },
            None => None,
        };
        let mut connection = match reused {
            Some(connection) => connection,
            None => self.connect().await?,
        };
        let to: Vec<&str> = recipients.iter().map(String::as_str).collect();
        match tokio::time::timeout(SEND_TIMEOUT, connection.send(envelope_from, &to, raw)).await {
            Ok(Ok(())) => {
                self.connection = Some(connection);
                self.last_used = Some(Instant::now());
                Ok(())
            }
            Err(_) => Err(SmtpError::Timeout {
                server,
                after: SEND_TIMEOUT,
            }),
            Ok(Err(source)) => {
                // A refusal leaves the session usable, perhaps in a transaction half
                // made (a refused `RCPT` after an accepted `MAIL`): the next send
                // begins with `RSET`, however fresh. Anything else (the connection, a
                // garbled reply) leaves it unusable.
                if matches!(source, SessionError::Refused(_)) && !connection.is_broken() {
                    self.connection = Some(connection);
                    self.last_used = None;
                }
                Err(SmtpError::Rejected { server, source })
            }
        }
    }

    /// Ends the reused connection politely.
    pub async fn close(&mut self) {
        if let Some(connection) = self.connection.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), connection.quit()).await;
        }
    }

    /// Connects (and logs in, when configured) once, for `pawnpost check-config`.
    pub async fn check(&self) -> Result<(), SmtpError> {
        let connection = self.connect().await?;
        let _ = tokio::time::timeout(Duration::from_secs(5), connection.quit()).await;
        Ok(())
    }

    async fn connect(&self) -> Result<Session, SmtpError> {
        let server = self.server();
        match tokio::time::timeout(CONNECT_TIMEOUT, self.connect_inner()).await {
            Ok(result) => result,
            Err(_) => Err(SmtpError::Timeout {
                server,
                after: CONNECT_TIMEOUT,
            }),
        }
    }

    async fn connect_inner(&self) -> Result<Session, SmtpError> {
        let server = self.server();
        let tcp = TcpStream::connect((self.config.host.as_str(), self.config.port))
            .await
            .map_err(|source| SmtpError::Connect {
                server: server.clone(),
                source,
            })?;
        // lettre wrote a message and its closing `.` in two writes, and with Nagle plus
        // the server's delayed ACK each message waited ~43 ms for the second; ours are
        // one write each, and no write waits for another's ACK.
        tcp.set_nodelay(true).map_err(|source| SmtpError::Connect {
            server: server.clone(),
            source,
        })?;
        let name = || {
            ServerName::try_from(self.config.host.clone()).map_err(|_| SmtpError::ServerName {
                host: self.config.host.clone(),
            })
        };
        let security = match self.config.tls {
            Tls::Implicit => Security::Implicit(&self.tls, name()?),
            Tls::Starttls => Security::Starttls(&self.tls, name()?),
            Tls::None => Security::None,
        };
        let mut connection = Session::open(tcp, security)
            .await
            .map_err(|stage| match stage {
                Stage::Greeting(source) => SmtpError::Session {
                    server: server.clone(),
                    stage: "greeting and EHLO",
                    source,
                },
                Stage::Tls(source) => SmtpError::Tls {
                    server: server.clone(),
                    source,
                },
            })?;
        if let Some((user, password)) = &self.credentials {
            connection
                .auth(user, password)
                .await
                .map_err(|source| SmtpError::Auth {
                    server: server.clone(),
                    user: user.clone(),
                    source,
                })?;
        }
        tracing::debug!(%server, tls = %self.config.tls, "SMTP connection open");
        Ok(connection)
    }
}

fn address(text: &str) -> Result<Address, SmtpError> {
    text.parse()
        .map_err(|e: lettre::address::AddressError| SmtpError::BadAddress {
            address: text.to_owned(),
            detail: e.to_string(),
        })
}

/// Checks the envelope: a sender (empty: the null sender) and at least one recipient,
/// each a mail address: none holds a CR or LF, or a `<` or `>` outside a quoted local
/// part (RFC 5321 allows those), for the session to send.
fn check_envelope(from: &str, recipients: &[String]) -> Result<(), SmtpError> {
    if recipients.is_empty() {
        return Err(SmtpError::NoRecipients);
    }
    if !from.is_empty() {
        address(from)?;
    }
    recipients.iter().try_for_each(|r| address(r).map(drop))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A refused recipient leaves a server without `PIPELINING` inside the transaction
    /// its `MAIL` began: the next letter, however soon, begins with `RSET` and goes.
    #[tokio::test]
    async fn after_a_refusal_the_next_letter_resets_the_transaction_first() {
        fn refuses_b(line: &str) -> &'static str {
            match line {
                "RCPT TO:<b@example.org>" => "550 5.1.1 no such user",
                _ => session::tests::all_taken(line),
            }
        }
        let (port, server) = session::tests::scripted(&[], refuses_b).await;
        let mut sink = SmtpSink::new(SmtpConfig {
            host: "127.0.0.1".into(),
            port,
            tls: Tls::None,
            ca_file: None,
            credentials: None,
            max_attempts: 3,
            retry_base_secs: 1,
            retry_max_secs: 8,
        })
        .unwrap();
        let body = b"Subject: t\r\n\r\nx\r\n";
        // A letter gone just before: the connection is fresh, no `RSET` would be sent.
        sink.send("a@example.org", &["c@example.org".into()], body)
            .await
            .unwrap();
        let refused = sink
            .send("a@example.org", &["b@example.org".into()], body)
            .await
            .unwrap_err();
        assert!(refused.is_permanent(), "{refused}");
        assert!(sink.is_connected());
        sink.send("a@example.org", &["c@example.org".into()], body)
            .await
            .unwrap();
        sink.close().await;
        let (lines, _) = server.await.unwrap();
        let rset = lines.iter().position(|l| l == "RSET").expect("an RSET");
        assert!(
            lines[..rset].iter().any(|l| l == "RCPT TO:<b@example.org>"),
            "{lines:?}"
        );
        assert_eq!(
            lines[rset + 1..rset + 3],
            ["MAIL FROM:<a@example.org>", "RCPT TO:<c@example.org>"]
        );
    }

    #[test]
    fn envelopes_check_their_addresses() {
        assert!(check_envelope("a@localhost", &["b@localhost".into()]).is_ok());
        assert!(check_envelope("", &["b@localhost".into()]).is_ok());
        assert!(matches!(
            check_envelope("a@localhost", &[]),
            Err(SmtpError::NoRecipients)
        ));
        let err = check_envelope("a@localhost", &["not an address".into()]).unwrap_err();
        assert!(err.is_permanent());
        assert!(err.to_string().contains("not an address"), "{err}");
        // Nothing that could end a command or smuggle one in reaches the session.
        for smuggling in ["b@x>\r\nDATA", "b@x\nRCPT TO:<c@x", "<b@x>", "b>c@x"] {
            assert!(
                check_envelope(smuggling, &["b@localhost".into()]).is_err()
                    && check_envelope("a@localhost", &[smuggling.into()]).is_err(),
                "{smuggling:?}"
            );
        }
    }
}
