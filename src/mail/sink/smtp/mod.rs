//! The SMTP sink: lettre's SMTP client on a TCP socket we open ourselves.
//!
//! We open the socket so that we can set `TCP_NODELAY`: lettre writes the message
//! and the closing `.` in two writes, and with Nagle plus the server's delayed ACK
//! each message waited ~43 ms for the second write. One connection is reused for
//! many messages, checked with `RSET` before each reuse and replaced after any
//! error. Implicit TLS is done here with [`crate::mail::tls`]; STARTTLS is lettre's,
//! with the same trust roots (web PKI plus `ca_file`).

use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use lettre::Address;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{
    AsyncSmtpConnection, AsyncTokioStream, Certificate, TlsParameters,
};
use lettre::transport::smtp::commands::Rset;
use lettre::transport::smtp::extension::ClientId;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::client::TlsStream;
use tokio_rustls::rustls::ClientConfig;
use tokio_rustls::rustls::pki_types::ServerName;

use crate::config::{SmtpConfig, Tls};
use crate::mail::credentials::PasswordError;
use crate::mail::tls::{TlsSetupError, client_config, read_ca_file};

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
        source: io::Error,
    },
    #[error("{host:?} is not a valid server name for TLS; check `outbound.host`")]
    ServerName { host: String },
    #[error("the SMTP server {server} failed at {stage}: {source}")]
    Session {
        server: String,
        stage: &'static str,
        #[source]
        source: lettre::transport::smtp::Error,
    },
    #[error(
        "the SMTP server {server} refused the login of {user:?}: {source}; check `outbound.username` and the password"
    )]
    Auth {
        server: String,
        user: String,
        #[source]
        source: lettre::transport::smtp::Error,
    },
    #[error("the SMTP server {server} did not take the mail: {source}")]
    Rejected {
        server: String,
        #[source]
        source: lettre::transport::smtp::Error,
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

/// A TLS stream in the shape lettre takes for a connection it did not open.
#[derive(Debug)]
struct ImplicitTls(TlsStream<TcpStream>);

impl AsyncRead for ImplicitTls {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_read(cx, buf)
    }
}

impl AsyncWrite for ImplicitTls {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().0).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().0).poll_shutdown(cx)
    }
}

impl AsyncTokioStream for ImplicitTls {
    fn peer_addr(&self) -> io::Result<std::net::SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

/// An SMTP server as the outbound sink, with one reused connection.
pub struct SmtpSink {
    config: SmtpConfig,
    credentials: Option<Credentials>,
    tls: Arc<ClientConfig>,
    starttls: Option<TlsParameters>,
    hello: ClientId,
    connection: Option<AsyncSmtpConnection>,
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
            Some(c) => Some(Credentials::new(
                c.username.clone(),
                c.resolve_password()?.expose().to_owned(),
            )),
            None => None,
        };
        let tls = client_config(config.ca_file.as_deref())?;
        let starttls = match config.tls {
            Tls::Starttls => Some(starttls_parameters(&config)?),
            Tls::Implicit | Tls::None => None,
        };
        Ok(SmtpSink {
            config,
            credentials,
            tls,
            starttls,
            hello: ClientId::default(),
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
        let envelope = envelope(envelope_from, recipients)?;
        let server = self.server();
        let reused = match self.connection.take() {
            // Just used: the server cannot have timed it out; skip the round trip.
            Some(reused) if self.last_used.is_some_and(|t| t.elapsed() < FRESH) => Some(reused),
            // The server may have closed an idle connection: check before reuse.
            Some(mut reused) => {
                match tokio::time::timeout(CONNECT_TIMEOUT, reused.command(Rset)).await {
                    Ok(Ok(_)) => Some(reused),
                    _ => {
                        tracing::debug!(%server, "SMTP connection went stale; reconnecting");
                        None
                    }
                }
            }
            None => None,
        };
        let mut connection = match reused {
            Some(connection) => connection,
            None => self.connect().await?,
        };
        match tokio::time::timeout(SEND_TIMEOUT, connection.send(&envelope, raw)).await {
            Ok(Ok(_response)) => {
                self.connection = Some(connection);
                self.last_used = Some(Instant::now());
                Ok(())
            }
            Ok(Err(source)) => {
                // lettre has sent QUIT and closed it on error: never reuse it.
                if !connection.has_broken() && source.is_permanent() {
                    self.connection = Some(connection);
                }
                Err(SmtpError::Rejected { server, source })
            }
            Err(_) => Err(SmtpError::Timeout {
                server,
                after: SEND_TIMEOUT,
            }),
        }
    }

    /// Ends the reused connection politely.
    pub async fn close(&mut self) {
        if let Some(mut connection) = self.connection.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), connection.quit()).await;
        }
    }

    /// Connects (and logs in, when configured) once, for `pawnpost check-config`.
    pub async fn check(&self) -> Result<(), SmtpError> {
        let mut connection = self.connect().await?;
        connection.quit().await.ok();
        Ok(())
    }

    async fn connect(&self) -> Result<AsyncSmtpConnection, SmtpError> {
        let server = self.server();
        match tokio::time::timeout(CONNECT_TIMEOUT, self.connect_inner()).await {
            Ok(result) => result,
            Err(_) => Err(SmtpError::Timeout {
                server,
                after: CONNECT_TIMEOUT,
            }),
        }
    }

    async fn connect_inner(&self) -> Result<AsyncSmtpConnection, SmtpError> {
        let server = self.server();
        let tcp = TcpStream::connect((self.config.host.as_str(), self.config.port))
            .await
            .map_err(|source| SmtpError::Connect {
                server: server.clone(),
                source,
            })?;
        // The point of opening the socket ourselves: see the module docs.
        tcp.set_nodelay(true).map_err(|source| SmtpError::Connect {
            server: server.clone(),
            source,
        })?;
        let session = |stage| {
            let server = server.clone();
            move |source| SmtpError::Session {
                server,
                stage,
                source,
            }
        };
        let stream: Box<dyn AsyncTokioStream> = match self.config.tls {
            Tls::Implicit => {
                let name = ServerName::try_from(self.config.host.clone()).map_err(|_| {
                    SmtpError::ServerName {
                        host: self.config.host.clone(),
                    }
                })?;
                let tls = TlsConnector::from(Arc::clone(&self.tls))
                    .connect(name, tcp)
                    .await
                    .map_err(|source| SmtpError::Tls {
                        server: server.clone(),
                        source,
                    })?;
                Box::new(ImplicitTls(tls))
            }
            Tls::Starttls | Tls::None => Box::new(tcp),
        };
        let mut connection = AsyncSmtpConnection::connect_with_transport(stream, &self.hello)
            .await
            .map_err(session("greeting and EHLO"))?;
        if let Some(parameters) = &self.starttls {
            connection
                .starttls(parameters.clone(), &self.hello)
                .await
                .map_err(session("STARTTLS"))?;
        }
        if let Some(credentials) = &self.credentials {
            connection
                .auth(&[Mechanism::Plain, Mechanism::Login], credentials)
                .await
                .map_err(|source| SmtpError::Auth {
                    server: server.clone(),
                    user: self
                        .config
                        .credentials
                        .as_ref()
                        .map(|c| c.username.clone())
                        .unwrap_or_default(),
                    source,
                })?;
        }
        tracing::debug!(%server, tls = %self.config.tls, "SMTP connection open");
        Ok(connection)
    }
}

/// lettre's STARTTLS parameters, trusting what [`client_config`] trusts.
fn starttls_parameters(config: &SmtpConfig) -> Result<TlsParameters, SmtpError> {
    let tls_error = |e: lettre::transport::smtp::Error| SmtpError::Tls {
        server: format!("{}:{}", config.host, config.port),
        source: io::Error::other(e),
    };
    let mut builder = TlsParameters::builder(config.host.clone());
    if let Some(path) = &config.ca_file {
        for cert in read_ca_file(path)? {
            builder = builder
                .add_root_certificate(Certificate::from_der(cert.to_vec()).map_err(tls_error)?);
        }
    }
    builder.build_rustls().map_err(tls_error)
}

fn address(text: &str) -> Result<Address, SmtpError> {
    text.parse()
        .map_err(|e: lettre::address::AddressError| SmtpError::BadAddress {
            address: text.to_owned(),
            detail: e.to_string(),
        })
}

fn envelope(from: &str, recipients: &[String]) -> Result<Envelope, SmtpError> {
    if recipients.is_empty() {
        return Err(SmtpError::NoRecipients);
    }
    let from = if from.is_empty() {
        None
    } else {
        Some(address(from)?)
    };
    let to = recipients
        .iter()
        .map(|r| address(r))
        .collect::<Result<Vec<_>, _>>()?;
    Envelope::new(from, to).map_err(|_| SmtpError::NoRecipients)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn envelopes_check_their_addresses() {
        assert!(envelope("a@localhost", &["b@localhost".into()]).is_ok());
        assert!(envelope("", &["b@localhost".into()]).is_ok());
        assert!(matches!(
            envelope("a@localhost", &[]),
            Err(SmtpError::NoRecipients)
        ));
        let err = envelope("a@localhost", &["not an address".into()]).unwrap_err();
        assert!(err.is_permanent());
        assert!(err.to_string().contains("not an address"), "{err}");
    }
}
