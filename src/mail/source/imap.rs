//! The IMAP source: async-imap on tokio, over plain TCP, STARTTLS or implicit TLS
//! (tokio-rustls with [`crate::mail::tls`]).
//!
//! It only fetches and flags. After every wake-up it asks `UID SEARCH UNSEEN`
//! instead of counting `EXISTS` (async-imap drops unsolicited responses when its
//! channel is full), fetches with `BODY.PEEK[]` so a mail stays unseen until the
//! daemon has committed it, and acknowledges by `\Seen` or by moving the mail to the
//! processed folder. Any failure drops the connection; the next call reconnects,
//! retrying forever with [`Backoff`] and logging each attempt.

use std::collections::HashMap;
use std::io;
use std::sync::Arc;
use std::time::Duration;

use async_imap::extensions::idle::IdleResponse;
use async_imap::types::{Fetch, UnsolicitedResponse};
use async_imap::{Client, Session};
use futures::TryStreamExt;
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::ClientConfig;
use tokio_rustls::rustls::pki_types::ServerName;

use super::{Backoff, Batch, MailSource, RawMail, SourceError, SourceId, Wakeup};
use crate::config::{ImapConfig, Tls};
use crate::mail::credentials::{Password, PasswordError};
use crate::mail::tls::{TlsSetupError, Transport, client_config};

/// Longest wait for one command (a large FETCH included) before the connection is
/// given up as dead.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(120);
/// Longest wait for the TCP connection and the TLS handshake.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);
/// IDLE is re-issued after this long: RFC 2177 lets servers drop an IDLE after 30 min.
const IDLE_MAX: Duration = Duration::from_secs(25 * 60);

/// Why talking to the IMAP server failed. The source reconnects on its own; these are
/// for logs and for start-up checks.
#[derive(Debug, thiserror::Error)]
pub enum ImapError {
    #[error(
        "cannot connect to the IMAP server {server}: {source}; check `inbound.host` and `inbound.port`"
    )]
    Connect {
        server: String,
        #[source]
        source: io::Error,
    },
    #[error(
        "TLS with the IMAP server {server} failed: {source}; check `inbound.tls`, `inbound.port` and `inbound.ca_file`"
    )]
    Tls {
        server: String,
        #[source]
        source: io::Error,
    },
    #[error("{host:?} is not a valid server name for TLS; check `inbound.host`")]
    ServerName { host: String },
    #[error(
        "the IMAP server {server} does not offer STARTTLS: {detail}; use tls = \"implicit\" with its TLS port"
    )]
    Starttls { server: String, detail: String },
    #[error(
        "the IMAP server {server} refused the login of {user:?}: {detail}; check `inbound.username` and the password"
    )]
    Login {
        server: String,
        user: String,
        detail: String,
    },
    #[error(
        "the IMAP server {server} cannot open mailbox {mailbox:?}: {detail}; check `inbound.mailbox`"
    )]
    Select {
        server: String,
        mailbox: String,
        detail: String,
    },
    #[error(
        "the IMAP server {server} gives mailbox {mailbox:?} no UIDVALIDITY, so its mails cannot be tracked"
    )]
    NoUidValidity { server: String, mailbox: String },
    #[error(
        "the IMAP server {server} cannot create the processed folder {folder:?}: {detail}; check `inbound.processed_folder`"
    )]
    ProcessedFolder {
        server: String,
        folder: String,
        detail: String,
    },
    #[error("IMAP {command} on {server} failed: {source}")]
    Command {
        server: String,
        command: &'static str,
        #[source]
        source: async_imap::error::Error,
    },
    #[error("IMAP {command} on {server} got no answer within {} s; the connection is dropped", .after.as_secs())]
    Timeout {
        server: String,
        command: &'static str,
        after: Duration,
    },
    #[error("the connection to the IMAP server {server} closed unexpectedly")]
    ConnectionLost { server: String },
    #[error(
        "{id} was fetched under another UIDVALIDITY than the mailbox has now ({current}); the mail will come again with a new UID"
    )]
    StaleUid { id: SourceId, current: u32 },
    #[error(transparent)]
    TlsSetup(#[from] TlsSetupError),
    #[error(transparent)]
    Password(#[from] PasswordError),
}

/// The mailbox's UIDVALIDITY changed between two connections: every UID stored
/// under the old value is meaningless now. Reported, not fatal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UidValidityChange {
    pub old: u32,
    pub new: u32,
}

type ImapSession = Session<Transport>;

/// What the server advertised after login.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Capabilities {
    pub idle: bool,
    pub r#move: bool,
    pub uidplus: bool,
}

/// An IMAP mailbox as a [`MailSource`].
#[derive(Debug)]
pub struct ImapSource {
    config: ImapConfig,
    password: Password,
    tls: Arc<ClientConfig>,
    max_bytes: u64,
    session: Option<ImapSession>,
    capabilities: Capabilities,
    uidvalidity: Option<u32>,
    uidvalidity_change: Option<UidValidityChange>,
    backoff: Backoff,
    more_pending: bool,
    batch: Batch,
}

impl ImapSource {
    /// Reads the password and the CA file now; connects on first use.
    /// Mails larger than `max_bytes` are fetched only up to `max_bytes`.
    pub fn new(config: ImapConfig, max_bytes: u64) -> Result<Self, ImapError> {
        let password = config.credentials.resolve_password()?;
        let tls = client_config(config.ca_file.as_deref())?;
        Ok(ImapSource {
            config,
            password,
            tls,
            max_bytes,
            session: None,
            capabilities: Capabilities::default(),
            uidvalidity: None,
            uidvalidity_change: None,
            backoff: Backoff::default(),
            more_pending: false,
            batch: Batch::DEFAULT,
        })
    }

    /// The same source handing out at most `batch` per fetch.
    pub fn with_batch(self, batch: Batch) -> Self {
        ImapSource { batch, ..self }
    }

    /// The UIDVALIDITY of the selected mailbox, once connected. The daemon stores it
    /// with the UIDs it has seen.
    pub fn uidvalidity(&self) -> Option<u32> {
        self.uidvalidity
    }

    /// A UIDVALIDITY change seen on a reconnect, reported once.
    pub fn take_uidvalidity_change(&mut self) -> Option<UidValidityChange> {
        self.uidvalidity_change.take()
    }

    /// What the server advertised on the current (or last) connection.
    pub fn capabilities(&self) -> Capabilities {
        self.capabilities
    }

    /// Whether a connection is open now.
    pub fn is_connected(&self) -> bool {
        self.session.is_some()
    }

    fn server(&self) -> String {
        format!("{}:{}", self.config.host, self.config.port)
    }

    /// Connects, logs in and selects the mailbox once, without retrying: for
    /// start-up checks that should fail loudly on a wrong password.
    pub async fn connect(&mut self) -> Result<(), ImapError> {
        let (session, capabilities, uidvalidity) = self.open_session().await?;
        if let Some(old) = self.uidvalidity
            && old != uidvalidity
        {
            tracing::warn!(old, new = uidvalidity, mailbox = %self.config.mailbox, "IMAP UIDVALIDITY changed; stored UIDs are void");
            self.uidvalidity_change = Some(UidValidityChange {
                old,
                new: uidvalidity,
            });
        }
        self.uidvalidity = Some(uidvalidity);
        self.capabilities = capabilities;
        self.session = Some(session);
        Ok(())
    }

    /// Logs out politely and closes the connection.
    pub async fn disconnect(&mut self) {
        if let Some(mut session) = self.session.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), session.logout()).await;
        }
    }

    /// Connects if needed, retrying forever with backoff.
    async fn ensure_connected(&mut self) {
        while self.session.is_none() {
            match self.connect().await {
                Ok(()) => {
                    if self.backoff.attempt() > 0 {
                        tracing::info!(server = %self.server(), "IMAP reconnected");
                    }
                    self.backoff.reset();
                }
                Err(error) => {
                    let delay = self.backoff.next_delay(&mut rand::rng());
                    tracing::warn!(
                        attempt = self.backoff.attempt(),
                        retry_in_ms = delay.as_millis() as u64,
                        %error,
                        "IMAP connection failed; retrying"
                    );
                    tokio::time::sleep(delay).await;
                }
            }
        }
    }

    async fn open_session(&self) -> Result<(ImapSession, Capabilities, u32), ImapError> {
        let server = self.server();
        let tcp = within(CONNECT_TIMEOUT, &server, "connect", async {
            TcpStream::connect((self.config.host.as_str(), self.config.port))
                .await
                .map_err(|source| ImapError::Connect {
                    server: server.clone(),
                    source,
                })
        })
        .await?;
        // IMAP commands are small writes answered at once; do not let Nagle hold them.
        let _ = tcp.set_nodelay(true);

        let client = match self.config.tls {
            Tls::Implicit => {
                let tls = self.tls_handshake(tcp).await?;
                let mut client = Client::new(tls);
                read_greeting(&mut client, &server).await?;
                client
            }
            Tls::None => {
                let mut client = Client::new(Transport::Plain(tcp));
                read_greeting(&mut client, &server).await?;
                client
            }
            Tls::Starttls => {
                let mut client = Client::new(Transport::Plain(tcp));
                read_greeting(&mut client, &server).await?;
                within(COMMAND_TIMEOUT, &server, "STARTTLS", async {
                    client
                        .run_command_and_check_ok("STARTTLS", None)
                        .await
                        .map_err(|e| ImapError::Starttls {
                            server: server.clone(),
                            detail: e.to_string(),
                        })
                })
                .await?;
                let Transport::Plain(tcp) = client.into_inner() else {
                    // The client was built on a plain stream two statements above.
                    return Err(ImapError::ConnectionLost { server });
                };
                // No greeting after STARTTLS (RFC 3501 6.2.1).
                Client::new(self.tls_handshake(tcp).await?)
            }
        };

        let user = self.config.credentials.username.clone();
        let mut session = within(COMMAND_TIMEOUT, &server, "LOGIN", async {
            client
                .login(&user, self.password.expose())
                .await
                .map_err(|(e, _)| ImapError::Login {
                    server: server.clone(),
                    user: user.clone(),
                    detail: e.to_string(),
                })
        })
        .await?;

        let caps = within(COMMAND_TIMEOUT, &server, "CAPABILITY", async {
            session
                .capabilities()
                .await
                .map_err(command_error(&server, "CAPABILITY"))
        })
        .await?;
        let capabilities = Capabilities {
            idle: caps.has_str("IDLE"),
            r#move: caps.has_str("MOVE"),
            uidplus: caps.has_str("UIDPLUS"),
        };
        drop(caps);

        if let Some(folder) = &self.config.processed_folder {
            within(COMMAND_TIMEOUT, &server, "CREATE", async {
                ensure_folder(&mut session, folder)
                    .await
                    .map_err(|e| ImapError::ProcessedFolder {
                        server: server.clone(),
                        folder: folder.clone(),
                        detail: e.to_string(),
                    })
            })
            .await?;
        }

        let mailbox = self.config.mailbox.clone();
        let selected = within(COMMAND_TIMEOUT, &server, "SELECT", async {
            session
                .select(&mailbox)
                .await
                .map_err(|e| ImapError::Select {
                    server: server.clone(),
                    mailbox: mailbox.clone(),
                    detail: e.to_string(),
                })
        })
        .await?;
        let uidvalidity = selected
            .uid_validity
            .ok_or_else(|| ImapError::NoUidValidity {
                server: server.clone(),
                mailbox: mailbox.clone(),
            })?;
        tracing::debug!(%server, %mailbox, uidvalidity, ?capabilities, "IMAP session open");
        Ok((session, capabilities, uidvalidity))
    }

    async fn tls_handshake(&self, tcp: TcpStream) -> Result<Transport, ImapError> {
        let server = self.server();
        let name =
            ServerName::try_from(self.config.host.clone()).map_err(|_| ImapError::ServerName {
                host: self.config.host.clone(),
            })?;
        let connector = TlsConnector::from(Arc::clone(&self.tls));
        let tls = within(CONNECT_TIMEOUT, &server, "TLS handshake", async {
            connector
                .connect(name, tcp)
                .await
                .map_err(|source| ImapError::Tls {
                    server: server.clone(),
                    source,
                })
        })
        .await?;
        Ok(Transport::Tls(Box::new(tls)))
    }

    /// The open session, after connecting if needed (retrying forever).
    async fn session(&mut self) -> Result<(&mut ImapSession, u32), ImapError> {
        self.ensure_connected().await;
        let server = self.server();
        match (self.session.as_mut(), self.uidvalidity) {
            (Some(session), Some(uidvalidity)) => Ok((session, uidvalidity)),
            _ => Err(ImapError::ConnectionLost { server }),
        }
    }

    /// Drops the connection after a failure, so the next call reconnects.
    fn on_error<T>(&mut self, result: Result<T, ImapError>) -> Result<T, ImapError> {
        if let Err(error) = &result {
            tracing::warn!(%error, "IMAP connection dropped");
            self.session = None;
        }
        result
    }

    async fn fetch_unseen_imap(&mut self) -> Result<Vec<RawMail>, ImapError> {
        let server = self.server();
        let (max_bytes, batch) = (self.max_bytes, self.batch);
        let (session, uidvalidity) = self.session().await?;
        let result = within(COMMAND_TIMEOUT, &server, "FETCH", async {
            fetch_batch(session, &server, uidvalidity, max_bytes, batch).await
        })
        .await;
        let (mails, more) = self.on_error(result)?;
        self.more_pending = more;
        Ok(mails)
    }

    /// Acknowledges `ids` with one command each (`\Seen`, then the move), not a
    /// round trip per mail: the ones fetched under another UIDVALIDITY are left
    /// alone and reported (the first of them) after the others are acknowledged.
    async fn acknowledge_imap(&mut self, ids: &[SourceId]) -> Result<(), ImapError> {
        let server = self.server();
        let folder = self.config.processed_folder.clone();
        let capabilities = self.capabilities;
        let (session, current) = self.session().await?;
        let mut uids = Vec::with_capacity(ids.len());
        let mut stale = None;
        for id in ids {
            match id {
                SourceId::Imap { uidvalidity, uid } if *uidvalidity == current => uids.push(*uid),
                _ => {
                    stale.get_or_insert_with(|| ImapError::StaleUid {
                        id: id.clone(),
                        current,
                    });
                }
            }
        }
        if !uids.is_empty() {
            let set = uid_set(&uids);
            let result = within(COMMAND_TIMEOUT, &server, "STORE", async {
                acknowledge_uids(session, &server, &set, folder.as_deref(), capabilities).await
            })
            .await;
            self.on_error(result)?;
        }
        stale.map_or(Ok(()), Err)
    }

    async fn wait_imap(&mut self, timeout: Duration) -> Result<Wakeup, ImapError> {
        if std::mem::take(&mut self.more_pending) {
            return Ok(Wakeup::MorePending);
        }
        let server = self.server();
        let use_idle = self.config.idle;
        let poll = self.config.poll_interval();
        let (session, _) = self.session().await?;
        // A notice that came in during an earlier command means news now; IDLE would
        // not repeat it.
        let mut activity = false;
        while let Ok(response) = session.unsolicited_responses.try_recv() {
            activity |= matches!(
                response,
                UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_)
            );
        }
        if activity {
            return Ok(Wakeup::Activity);
        }
        if !(use_idle && self.capabilities.idle) {
            tokio::time::sleep(timeout.min(poll)).await;
            return Ok(Wakeup::Timeout);
        }
        let Some(session) = self.session.take() else {
            return Err(ImapError::ConnectionLost { server });
        };
        let limit = timeout.min(IDLE_MAX);
        let mut idle = session.idle();
        within(COMMAND_TIMEOUT, &server, "IDLE", async {
            idle.init().await.map_err(command_error(&server, "IDLE"))
        })
        .await?;
        let outcome = {
            // Dovecot's "* OK Still here" resets async-imap's own timer, so the
            // deadline is kept by an outer timeout.
            let (wait, _stop) = idle.wait_with_timeout(limit);
            tokio::time::timeout(limit, wait).await
        };
        let wakeup = match outcome {
            Err(_) | Ok(Ok(IdleResponse::Timeout)) => Wakeup::Timeout,
            Ok(Ok(IdleResponse::NewData(_) | IdleResponse::ManualInterrupt)) => Wakeup::Activity,
            Ok(Err(source)) => {
                return Err(ImapError::Command {
                    server,
                    command: "IDLE",
                    source,
                });
            }
        };
        let session = within(COMMAND_TIMEOUT, &server, "DONE", async {
            idle.done().await.map_err(command_error(&server, "DONE"))
        })
        .await?;
        self.session = Some(session);
        Ok(wakeup)
    }
}

impl MailSource for ImapSource {
    async fn fetch_unseen(&mut self) -> Result<Vec<RawMail>, SourceError> {
        Ok(self.fetch_unseen_imap().await?)
    }

    fn more_pending(&self) -> bool {
        self.more_pending
    }

    async fn acknowledge(&mut self, id: &SourceId) -> Result<(), SourceError> {
        self.acknowledge_all(std::slice::from_ref(id)).await
    }

    async fn acknowledge_all(&mut self, ids: &[SourceId]) -> Result<(), SourceError> {
        if let Some(id) = ids.iter().find(|id| !matches!(id, SourceId::Imap { .. })) {
            return Err(SourceError::ForeignId {
                id: id.clone(),
                source_kind: "IMAP",
            });
        }
        Ok(self.acknowledge_imap(ids).await?)
    }

    async fn wait_for_mail(&mut self, timeout: Duration) -> Result<Wakeup, SourceError> {
        let result = self.wait_imap(timeout).await;
        Ok(self.on_error(result)?)
    }
}

fn command_error(
    server: &str,
    command: &'static str,
) -> impl Fn(async_imap::error::Error) -> ImapError {
    move |source| ImapError::Command {
        server: server.to_owned(),
        command,
        source,
    }
}

async fn within<T>(
    after: Duration,
    server: &str,
    command: &'static str,
    work: impl Future<Output = Result<T, ImapError>>,
) -> Result<T, ImapError> {
    tokio::time::timeout(after, work).await.unwrap_or_else(|_| {
        Err(ImapError::Timeout {
            server: server.to_owned(),
            command,
            after,
        })
    })
}

async fn read_greeting(client: &mut Client<Transport>, server: &str) -> Result<(), ImapError> {
    within(CONNECT_TIMEOUT, server, "greeting", async {
        match client.read_response().await {
            Ok(Some(_greeting)) => Ok(()),
            Ok(None) => Err(ImapError::ConnectionLost {
                server: server.to_owned(),
            }),
            Err(source) => Err(ImapError::Connect {
                server: server.to_owned(),
                source,
            }),
        }
    })
    .await
}

/// IMAP quoted string (RFC 3501 4.3) for a mailbox name.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

async fn ensure_folder(
    session: &mut ImapSession,
    folder: &str,
) -> Result<(), async_imap::error::Error> {
    let existing: Vec<_> = session
        .list(Some(""), Some(&quoted(folder)))
        .await?
        .try_collect()
        .await?;
    if existing.is_empty() {
        session.create(folder).await?;
        tracing::info!(folder, "created the IMAP processed folder");
    }
    Ok(())
}

async fn fetch_batch(
    session: &mut ImapSession,
    server: &str,
    uidvalidity: u32,
    max_bytes: u64,
    batch: Batch,
) -> Result<(Vec<RawMail>, bool), ImapError> {
    // NOOP lets Dovecot sync flag changes made by other sessions before the search;
    // without it a mail another session acknowledged still showed as unseen.
    session
        .noop()
        .await
        .map_err(command_error(server, "NOOP"))?;
    // Notices received so far are answered by the search below; later ones stay
    // queued and wake the next wait.
    while session.unsolicited_responses.try_recv().is_ok() {}
    let mut uids: Vec<u32> = session
        .uid_search("UNSEEN UNDELETED")
        .await
        .map_err(command_error(server, "UID SEARCH"))?
        .into_iter()
        .collect();
    uids.sort_unstable();
    let mut more = uids.len() > batch.mails;
    uids.truncate(batch.mails);
    if uids.is_empty() {
        return Ok((Vec::new(), more));
    }
    let set = uid_set(&uids);
    let sizes: HashMap<u32, u32> = collect_fetches(session, server, &set, "(UID RFC822.SIZE)")
        .await?
        .iter()
        .filter_map(|f| Some((f.uid?, f.size?)))
        .collect();

    // The batch ends at its bytes, as the Maildir's (a larger mail comes alone), before
    // any body is fetched. All of it comes in one command (a round trip a mail cost a
    // batch of small mails more than their processing), each mail at most its first
    // `max_bytes` (`<0.N>`: a smaller mail comes whole), so a size the server reports
    // wrong cannot make one larger either.
    let (wanted, cut_short) = within_batch(&uids, &sizes, max_bytes, batch);
    more |= cut_short;
    if wanted.is_empty() {
        return Ok((Vec::new(), more));
    }
    let query = format!("(UID BODY.PEEK[]<0.{max_bytes}>)");
    let mut fetches = session
        .uid_fetch(uid_set(&wanted), &query)
        .await
        .map_err(command_error(server, "UID FETCH"))?;
    let mut mails: Vec<RawMail> = Vec::with_capacity(wanted.len());
    // Each body copied as its response arrives, so one response's buffer is alive at a
    // time, not the whole batch's twice over.
    while let Some(fetch) = fetches
        .try_next()
        .await
        .map_err(command_error(server, "UID FETCH"))?
    {
        // A notice about another mail, or one without its body (a flag change).
        let Some(uid) = fetch.uid.filter(|uid| wanted.contains(uid)) else {
            continue;
        };
        let (Some(body), Some(&size)) = (fetch.body(), sizes.get(&uid)) else {
            continue;
        };
        let length = body
            .len()
            .min(usize::try_from(max_bytes).unwrap_or(usize::MAX));
        mails.push(RawMail {
            id: SourceId::Imap { uidvalidity, uid },
            bytes: body[..length].to_vec(),
            size: u64::from(size),
            truncated: u64::from(size) > max_bytes,
        });
    }
    drop(fetches);
    mails.sort_by_key(|m| match m.id {
        SourceId::Imap { uid, .. } => uid,
        SourceId::Maildir { .. } => 0,
    });
    // A server that answered twice for one mail: it is processed once.
    mails.dedup_by(|a, b| a.id == b.id);
    if mails.len() < wanted.len() {
        // Expunged by another session since the sizes came, or a fetch the server
        // refused (its tagged NO ends the responses like an OK): those stay on the
        // server for the next fetch.
        tracing::warn!(
            asked = wanted.len(),
            came = mails.len(),
            "the server sent fewer mails than asked"
        );
    }
    Ok((mails, more))
}

async fn collect_fetches(
    session: &mut ImapSession,
    server: &str,
    set: &str,
    query: &str,
) -> Result<Vec<Fetch>, ImapError> {
    session
        .uid_fetch(set, query)
        .await
        .map_err(command_error(server, "UID FETCH"))?
        .try_collect()
        .await
        .map_err(command_error(server, "UID FETCH"))
}

async fn store(
    session: &mut ImapSession,
    server: &str,
    set: &str,
    flags: &str,
) -> Result<(), ImapError> {
    let _: Vec<Fetch> = session
        .uid_store(set, flags)
        .await
        .map_err(command_error(server, "UID STORE"))?
        .try_collect()
        .await
        .map_err(command_error(server, "UID STORE"))?;
    Ok(())
}

/// The first of `uids` (in order) whose kept bytes (each mail's size, at most
/// `max_bytes`) fit in `batch.bytes`, the first always; and whether some were left for
/// the next batch. A UID without a size (expunged since the search) is skipped.
fn within_batch(
    uids: &[u32],
    sizes: &HashMap<u32, u32>,
    max_bytes: u64,
    batch: Batch,
) -> (Vec<u32>, bool) {
    let mut wanted = Vec::new();
    let mut bytes = 0u64;
    for &uid in uids {
        let Some(&size) = sizes.get(&uid) else {
            continue;
        };
        let kept = u64::from(size).min(max_bytes);
        if !batch.has_room(wanted.len(), bytes, kept) {
            return (wanted, true);
        }
        bytes += kept;
        wanted.push(uid);
    }
    (wanted, false)
}

/// `uids` as an IMAP sequence set, sorted, runs of consecutive UIDs as ranges
/// (`3:5,9`): a command's length grows with the gaps, not the mails.
fn uid_set(uids: &[u32]) -> String {
    let mut uids = uids.to_vec();
    uids.sort_unstable();
    let mut set = String::new();
    let mut i = 0;
    while i < uids.len() {
        let start = uids[i];
        let mut end = start;
        while i + 1 < uids.len() && uids[i + 1] <= end.saturating_add(1) {
            i += 1;
            end = uids[i];
        }
        if !set.is_empty() {
            set.push(',');
        }
        if end == start {
            set.push_str(&start.to_string());
        } else {
            set.push_str(&format!("{start}:{end}"));
        }
        i += 1;
    }
    set
}

async fn acknowledge_uids(
    session: &mut ImapSession,
    server: &str,
    set: &str,
    folder: Option<&str>,
    capabilities: Capabilities,
) -> Result<(), ImapError> {
    // \Seen first, also before a move, so the processed folder shows the mail as read
    // and a failed move still leaves it out of the next UNSEEN search.
    store(session, server, set, "+FLAGS.SILENT (\\Seen)").await?;
    let Some(folder) = folder else { return Ok(()) };
    if capabilities.r#move {
        return session
            .uid_mv(set, folder)
            .await
            .map_err(command_error(server, "UID MOVE"));
    }
    session
        .uid_copy(set, folder)
        .await
        .map_err(command_error(server, "UID COPY"))?;
    store(session, server, set, "+FLAGS.SILENT (\\Deleted)").await?;
    if capabilities.uidplus {
        let _: Vec<u32> = session
            .uid_expunge(set)
            .await
            .map_err(command_error(server, "UID EXPUNGE"))?
            .try_collect()
            .await
            .map_err(command_error(server, "UID EXPUNGE"))?;
    }
    // Without UIDPLUS a plain EXPUNGE could remove mails others flagged \Deleted;
    // the original stays, \Seen and \Deleted, so it is never fetched again anyway
    // (tests/transport_rig.rs checks both ways on a server that tells less).
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_ends_at_its_bytes_counting_a_cut_mail_at_the_limit() {
        let sizes: HashMap<u32, u32> = [(1, 400), (2, 5000), (3, 400), (5, 300), (6, 100)].into();
        let batch = |bytes| Batch { mails: 100, bytes };
        // 400 + 1000 (the 5000-byte mail, cut at the limit) fit in 1,500; 400 more do not.
        assert_eq!(
            within_batch(&[1, 2, 3], &sizes, 1000, batch(1500)),
            (vec![1, 2], true)
        );
        // A mail gone since the search (4) takes nothing; the rest fit.
        assert_eq!(
            within_batch(&[3, 4, 5, 6], &sizes, 1000, batch(800)),
            (vec![3, 5, 6], false)
        );
        // The first mail comes however large the batch's bound is small.
        assert_eq!(
            within_batch(&[2, 1], &sizes, 1 << 20, batch(1)),
            (vec![2], true)
        );
        assert_eq!(within_batch(&[4], &sizes, 1000, batch(1)), (vec![], false));
    }

    #[test]
    fn uid_sets_are_sorted_with_runs_as_ranges() {
        assert_eq!(uid_set(&[7]), "7");
        assert_eq!(uid_set(&[3, 4, 5, 9]), "3:5,9");
        assert_eq!(uid_set(&[9, 5, 3, 4, 4, 11, 12]), "3:5,9,11:12");
        assert_eq!(
            uid_set(&[u32::MAX, u32::MAX - 1, 1]),
            format!("1,{}:{}", u32::MAX - 1, u32::MAX)
        );
    }

    #[test]
    fn mailbox_names_are_quoted() {
        assert_eq!(quoted("Done"), "\"Done\"");
        assert_eq!(quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
    }
}
