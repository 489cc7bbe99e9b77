//! The one config file (`config/pawnpost.toml`): its shape, its defaults and its checks.
//!
//! The file is read in two steps. Serde deserializes it into a private "raw" tree that
//! mirrors the file key for key (every section `deny_unknown_fields`, every key
//! optional), so typos and wrong types are caught by serde with the position of the
//! offending key. Then [`Config::from_toml_str`] checks the raw tree once and builds the
//! public [`Config`], in which a wrong combination cannot be represented: an
//! [`InboundConfig::Maildir`] has no `host`, an [`ImapConfig`] always has credentials.
//! The raw tree is flat (not a serde-tagged enum) on purpose: a tagged enum buffers the
//! section and loses the position of the key at fault, and "`host` is not used by a
//! maildir spool" is a clearer message than serde's "unknown field".
//!
//! Every error names the file, the dotted key (`inbound.port`) and what to write
//! instead, plus the line where the file has one. All problems found by the checks are
//! reported together, so an admin can fix the file in one pass.
//!
//! Relative paths in the file (`database`, `secret_file`, spool `path`s, `ca_file`,
//! `password_file`) are kept as written and therefore resolve against the current
//! directory of the process, exactly like the embedded defaults under `var/`. Run
//! pawnpost from its installation directory (or set `WorkingDirectory=` in a systemd
//! unit), or write absolute paths.

use std::fmt;
use std::io;
use std::net::IpAddr;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use serde::Deserialize;
use toml::de::{DeTable, DeValue};

/// The daemon's own address when no file says otherwise.
pub const DEFAULT_ADDRESS: &str = "pawnpost@localhost";
/// The display name on replies when no file says otherwise.
pub const DEFAULT_NAME: &str = "pawnpost";
/// The admin's address when no file says otherwise.
pub const DEFAULT_ADMIN: &str = "postmaster@localhost";
/// Where the SQLite database lives by default.
pub const DEFAULT_DATABASE: &str = "var/pawnpost.sqlite3";
/// Where the server secret (reply-token key) lives by default.
pub const DEFAULT_SECRET_FILE: &str = "var/secret";
/// The Maildir that inbound mail is read from by default.
pub const DEFAULT_INBOUND_SPOOL: &str = "var/spool/pawnpost";
/// The directory under which replies are written, one Maildir per recipient.
pub const DEFAULT_OUTBOUND_SPOOL: &str = "var/spool";
/// The IMAP mailbox read by default.
pub const DEFAULT_MAILBOX: &str = "INBOX";
/// Seconds between IMAP polls (or IDLE re-issues) by default.
pub const DEFAULT_POLL_INTERVAL_SECS: u64 = 60;
/// Delivery attempts per reply before it is marked `dead`: with the default delays,
/// a reply keeps trying for about four days (60 s doubling to an hour, then hourly).
pub const DEFAULT_MAX_ATTEMPTS: u32 = 100;
/// Seconds before the first retry of a failed delivery; later retries double it.
pub const DEFAULT_RETRY_BASE_SECS: u64 = 60;
/// The longest wait between two retries, in seconds.
pub const DEFAULT_RETRY_MAX_SECS: u64 = 3600;
/// Days a player may stay silent on their turn before losing by forfeit.
pub const DEFAULT_FORFEIT_TIMEOUT_DAYS: u32 = 30;
/// Percentage of the forfeit timeout after which the player to move is reminded.
pub const DEFAULT_REMINDER_PERCENT: u8 = 80;
/// Seconds between sweeps for reminders and forfeits.
pub const DEFAULT_SWEEP_INTERVAL_SECS: u64 = 3600;
/// Largest mail read in full, in bytes.
pub const DEFAULT_MAX_MESSAGE_BYTES: u64 = 1_048_576;
/// Mails one sender may send per hour before pawnpost stops answering.
pub const DEFAULT_MAILS_PER_SENDER_PER_HOUR: u32 = 60;
/// Challenges a player may have open (unanswered) at once.
pub const DEFAULT_OPEN_CHALLENGES_PER_PLAYER: u32 = 5;
/// Games a player may have running at once.
pub const DEFAULT_ACTIVE_GAMES_PER_PLAYER: u32 = 50;

/// Everything the admin can configure; see `docs/config.md` for each key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    pub server: ServerConfig,
    pub inbound: InboundConfig,
    pub outbound: OutboundConfig,
    pub game: GameConfig,
    pub limits: LimitsConfig,
    pub trust: TrustConfig,
}

/// `[server]`: who the daemon is and where it keeps its state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerConfig {
    /// The daemon's mailbox; replies come from it and reply tokens are plus-addresses
    /// of it, so its local part never contains `+`.
    pub address: EmailAddress,
    /// Display name on replies.
    pub name: String,
    /// Where disputes and operational notices go.
    pub admin: EmailAddress,
    /// The SQLite database file.
    pub database: PathBuf,
    /// The file holding the key of the reply tokens; created on first run.
    pub secret_file: PathBuf,
}

/// `[inbound]`: where player mail is read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InboundConfig {
    Imap(ImapConfig),
    /// A local Maildir (its `new/` is read, handled mail moves to `cur/`).
    Maildir(MaildirConfig),
}

impl InboundConfig {
    /// The longest the daemon waits before it looks at the mailbox again: the IMAP
    /// poll (or IDLE re-issue) interval, or a second for a local spool.
    pub fn poll_interval(&self) -> Duration {
        match self {
            InboundConfig::Imap(imap) => imap.poll_interval(),
            InboundConfig::Maildir(_) => Duration::from_secs(1),
        }
    }
}

/// `[outbound]`: how replies leave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutboundConfig {
    Smtp(SmtpConfig),
    /// Replies written to `<path>/<recipient>/`, one Maildir per recipient.
    Maildir(MaildirConfig),
}

/// A Maildir spool (`kind = "maildir"`), which takes nothing but a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaildirConfig {
    pub path: PathBuf,
}

/// `[inbound] kind = "imap"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImapConfig {
    pub host: String,
    pub port: u16,
    pub tls: Tls,
    /// An extra trust root (PEM) for a server whose certificate a public CA did not sign.
    pub ca_file: Option<PathBuf>,
    pub credentials: Credentials,
    pub mailbox: String,
    /// Processed mail is MOVEd here; without it, it is only flagged `\Seen`.
    pub processed_folder: Option<String>,
    /// Wait with IMAP IDLE between polls when the server supports it.
    pub idle: bool,
    pub poll_interval_secs: u64,
}

impl ImapConfig {
    /// How long to wait between polls (or between IDLE re-issues).
    pub fn poll_interval(&self) -> Duration {
        Duration::from_secs(self.poll_interval_secs)
    }
}

/// `[outbound] kind = "smtp"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmtpConfig {
    pub host: String,
    pub port: u16,
    pub tls: Tls,
    pub ca_file: Option<PathBuf>,
    /// `None` for a relay that accepts mail without login (a local Postfix).
    pub credentials: Option<Credentials>,
    pub max_attempts: u32,
    pub retry_base_secs: u64,
    pub retry_max_secs: u64,
}

/// How often and how patiently the outbox retries a reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// After this many failed attempts a reply is `dead`.
    pub max_attempts: u32,
    /// The wait before the first retry; each further retry doubles it…
    pub base: Duration,
    /// …up to this.
    pub max: Duration,
}

impl RetryPolicy {
    /// The wait after the `failed`-th failed attempt (1 for the first):
    /// `base × 2^(failed − 1)`, at most `max`.
    pub fn delay(&self, failed: u32) -> Duration {
        let doublings = failed.saturating_sub(1).min(32);
        self.base
            .checked_mul(1u32 << doublings.min(31))
            .unwrap_or(self.max)
            .min(self.max)
    }
}

impl OutboundConfig {
    /// The retry policy of the outbox. A Maildir spool takes no retry keys (writing a
    /// file fails only when the disk does), so it gets the defaults.
    pub fn retry_policy(&self) -> RetryPolicy {
        match self {
            OutboundConfig::Smtp(smtp) => RetryPolicy {
                max_attempts: smtp.max_attempts,
                base: Duration::from_secs(smtp.retry_base_secs),
                max: Duration::from_secs(smtp.retry_max_secs),
            },
            OutboundConfig::Maildir(_) => RetryPolicy {
                max_attempts: DEFAULT_MAX_ATTEMPTS,
                base: Duration::from_secs(DEFAULT_RETRY_BASE_SECS),
                max: Duration::from_secs(DEFAULT_RETRY_MAX_SECS),
            },
        }
    }
}

/// How a connection to a mail server is encrypted (`tls = "..."`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tls {
    /// TLS from the first byte (IMAPS 993, SMTPS 465).
    Implicit,
    /// Plain connection upgraded with STARTTLS before login (IMAP 143, submission 587).
    Starttls,
    /// No encryption at all; accepted only for a server on this machine.
    None,
}

impl Tls {
    /// Every mode, in the order the docs list them.
    pub const ALL: [Tls; 3] = [Tls::Implicit, Tls::Starttls, Tls::None];

    /// The word used in the config file.
    pub fn keyword(self) -> &'static str {
        match self {
            Tls::Implicit => "implicit",
            Tls::Starttls => "starttls",
            Tls::None => "none",
        }
    }

    /// The IMAP port when `port` is not given: 993 with implicit TLS, else 143.
    pub fn default_imap_port(self) -> u16 {
        match self {
            Tls::Implicit => 993,
            Tls::Starttls | Tls::None => 143,
        }
    }

    /// The SMTP port when `port` is not given: 465 implicit, 587 starttls, 25 none.
    pub fn default_smtp_port(self) -> u16 {
        match self {
            Tls::Implicit => 465,
            Tls::Starttls => 587,
            Tls::None => 25,
        }
    }
}

impl fmt::Display for Tls {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// A login: user name plus where its password comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    pub username: String,
    pub password: PasswordSource,
}

impl Credentials {
    /// Reads the password now (from the environment or the file). Call it at start-up
    /// so that a missing password stops the daemon before it fetches anything.
    pub fn resolve_password(&self) -> Result<Password, ConfigError> {
        self.password.resolve()
    }
}

/// Where a password comes from. The config file never holds a password itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PasswordSource {
    /// `password_env = "VAR"`: the environment variable `var`.
    Env {
        /// The dotted key that named it, for error messages (`inbound.password_env`).
        key: &'static str,
        var: String,
    },
    /// `password_file = "path"`: the whole file, minus one trailing newline.
    File {
        /// The dotted key that named it, for error messages (`inbound.password_file`).
        key: &'static str,
        path: PathBuf,
    },
}

impl PasswordSource {
    /// Reads the password, trimming one trailing newline (`\n` or `\r\n`) because
    /// `echo secret > file` and editors add one. An unset or empty variable and an
    /// unreadable or empty file are errors naming the key.
    pub fn resolve(&self) -> Result<Password, ConfigError> {
        self.resolve_with(|var| std::env::var(var))
    }

    /// `resolve` with the environment passed in, so tests need not mutate the
    /// process environment (unsafe while other test threads read it).
    fn resolve_with(
        &self,
        env: impl Fn(&str) -> Result<String, std::env::VarError>,
    ) -> Result<Password, ConfigError> {
        match self {
            PasswordSource::Env { key, var } => match env(var) {
                Ok(value) => non_empty_password(trim_one_newline(value)).ok_or_else(|| {
                    ConfigError::PasswordEnvEmpty {
                        key,
                        var: var.clone(),
                    }
                }),
                Err(std::env::VarError::NotPresent) => Err(ConfigError::PasswordEnvUnset {
                    key,
                    var: var.clone(),
                }),
                Err(std::env::VarError::NotUnicode(_)) => Err(ConfigError::PasswordEnvNotUnicode {
                    key,
                    var: var.clone(),
                }),
            },
            PasswordSource::File { key, path } => match std::fs::read_to_string(path) {
                Ok(value) => non_empty_password(trim_one_newline(value)).ok_or_else(|| {
                    ConfigError::PasswordFileEmpty {
                        key,
                        path: path.clone(),
                    }
                }),
                Err(cause) => Err(ConfigError::PasswordFileUnreadable {
                    key,
                    path: path.clone(),
                    cause,
                }),
            },
        }
    }
}

fn trim_one_newline(mut value: String) -> String {
    if value.ends_with('\n') {
        value.pop();
        if value.ends_with('\r') {
            value.pop();
        }
    }
    value
}

fn non_empty_password(value: String) -> Option<Password> {
    (!value.is_empty()).then_some(Password(value))
}

/// A resolved password. Its `Debug` never shows the value, so it cannot leak into logs.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// The password itself, for handing to the IMAP or SMTP login.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

/// `[game]`: the clock of correspondence games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameConfig {
    pub forfeit_timeout_days: u32,
    /// Remind the player to move once this percentage of the timeout has passed.
    pub reminder_percent: u8,
    pub sweep_interval_secs: u64,
}

impl GameConfig {
    /// The silence after which the player to move forfeits.
    pub fn forfeit_timeout(&self) -> Duration {
        Duration::from_secs(u64::from(self.forfeit_timeout_days) * 86_400)
    }

    /// The silence after which the player to move gets a reminder.
    pub fn reminder_after(&self) -> Duration {
        self.forfeit_timeout() * u32::from(self.reminder_percent) / 100
    }

    /// How often the sweep for reminders and forfeits runs.
    pub fn sweep_interval(&self) -> Duration {
        Duration::from_secs(self.sweep_interval_secs)
    }
}

/// `[limits]`: protection against floods and oversized mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LimitsConfig {
    pub max_message_bytes: u64,
    pub mails_per_sender_per_hour: u32,
    pub open_challenges_per_player: u32,
    pub active_games_per_player: u32,
}

/// `[trust]`: what may stand in for a reply token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrustConfig {
    /// The authserv-id of the admin's own MTA; a DKIM/DMARC pass in an
    /// `Authentication-Results` header carrying it may stand in for a reply token.
    pub authserv_id: Option<String>,
    /// Trust the bare `From:` header (forgeable!). Only for closed installations.
    pub allow_from_only: bool,
}

/// A mail address of the plain form `local@domain`, as written (case kept).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EmailAddress(String);

/// Why a text is not a plain `local@domain` address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("the address is empty; write one like \"pawnpost@example.org\"")]
    Empty,
    #[error(
        "write only the address (like \"pawnpost@example.org\"), without a display name or angle brackets"
    )]
    DisplayName,
    #[error("an address contains no spaces or control characters")]
    Whitespace,
    #[error("expected an address of the form local@domain, like \"pawnpost@example.org\"")]
    NotLocalAtDomain,
    #[error("the part before the @ contains {0:?}, which this program does not accept")]
    BadLocalPart(char),
    #[error("the domain after the @ is not a host name like \"example.org\"")]
    BadDomain,
}

impl EmailAddress {
    /// Checks that `text` is a plain `local@domain` address. Quoted local parts and
    /// display names are refused: they are never needed for pawnpost's own addresses.
    pub fn parse(text: &str) -> Result<EmailAddress, AddressError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(AddressError::Empty);
        }
        if text.contains(['<', '>', '"']) {
            return Err(AddressError::DisplayName);
        }
        if text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(AddressError::Whitespace);
        }
        let Some((local, domain)) = text.split_once('@') else {
            return Err(AddressError::NotLocalAtDomain);
        };
        if local.is_empty() || domain.is_empty() || domain.contains('@') {
            return Err(AddressError::NotLocalAtDomain);
        }
        if let Some(c) = local.chars().find(|c| "()[]\\,;:".contains(*c)) {
            return Err(AddressError::BadLocalPart(c));
        }
        if local.starts_with('.') || local.ends_with('.') || local.contains("..") {
            return Err(AddressError::BadLocalPart('.'));
        }
        let domain_ok = domain.split('.').all(|label| {
            !label.is_empty()
                && label
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        });
        if !domain_ok {
            return Err(AddressError::BadDomain);
        }
        Ok(EmailAddress(text.to_owned()))
    }

    /// The address as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The part before the `@`.
    pub fn local_part(&self) -> &str {
        // parse() guarantees exactly one '@'; the fallback only keeps this total.
        self.0.split_once('@').map_or(&self.0, |(local, _)| local)
    }

    /// The part after the `@`.
    pub fn domain(&self) -> &str {
        self.0.split_once('@').map_or("", |(_, domain)| domain)
    }

    /// Whether `other` is the same mailbox, ignoring case and surrounding space (the
    /// way pawnpost compares addresses everywhere).
    pub fn is(&self, other: &str) -> bool {
        self.0.eq_ignore_ascii_case(other.trim())
    }
}

impl FromStr for EmailAddress {
    type Err = AddressError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        EmailAddress::parse(text)
    }
}

impl fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One thing wrong with a config file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigProblem {
    /// The dotted key at fault (`inbound.port`), when the problem has one.
    pub key: Option<String>,
    /// The 1-based line in the file, when the position is known.
    pub line: Option<usize>,
    /// What is wrong and what to write instead.
    pub message: String,
}

impl fmt::Display for ConfigProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(key) = &self.key {
            write!(f, "{key}: ")?;
        }
        f.write_str(&self.message)?;
        if let Some(line) = self.line {
            write!(f, " (line {line})")?;
        }
        Ok(())
    }
}

/// Why the configuration cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "{}: no such config file; create it (the documented example is config/pawnpost.toml) or run without --config to use the local Maildir spool under var/",
        path.display()
    )]
    NotFound { path: PathBuf },
    #[error("{}: cannot read the config file: {cause}", path.display())]
    Unreadable { path: PathBuf, cause: io::Error },
    #[error("{}", list_problems(file, problems))]
    Invalid {
        file: PathBuf,
        problems: Vec<ConfigProblem>,
    },
    #[error(
        "{key}: the environment variable {var} is not set; export it with the password before starting pawnpost"
    )]
    PasswordEnvUnset { key: &'static str, var: String },
    #[error("{key}: the environment variable {var} is empty; put the password in it")]
    PasswordEnvEmpty { key: &'static str, var: String },
    #[error("{key}: the environment variable {var} is not valid UTF-8 text")]
    PasswordEnvNotUnicode { key: &'static str, var: String },
    #[error(
        "{key}: cannot read the password file {}: {cause}; check the path and that pawnpost's user may read it",
        path.display()
    )]
    PasswordFileUnreadable {
        key: &'static str,
        path: PathBuf,
        cause: io::Error,
    },
    #[error("{key}: the password file {} is empty; put the password in it", path.display())]
    PasswordFileEmpty { key: &'static str, path: PathBuf },
}

fn list_problems(file: &Path, problems: &[ConfigProblem]) -> String {
    problems
        .iter()
        .map(|problem| format!("{}: {problem}", file.display()))
        .collect::<Vec<_>>()
        .join("\n")
}

impl Default for Config {
    /// The embedded default: a local Maildir spool under `var/`, no mail server needed.
    fn default() -> Self {
        Config {
            server: ServerConfig {
                // The constants are checked by a test to pass EmailAddress::parse.
                address: EmailAddress(DEFAULT_ADDRESS.to_owned()),
                name: DEFAULT_NAME.to_owned(),
                admin: EmailAddress(DEFAULT_ADMIN.to_owned()),
                database: PathBuf::from(DEFAULT_DATABASE),
                secret_file: PathBuf::from(DEFAULT_SECRET_FILE),
            },
            inbound: InboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from(DEFAULT_INBOUND_SPOOL),
            }),
            outbound: OutboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from(DEFAULT_OUTBOUND_SPOOL),
            }),
            game: GameConfig {
                forfeit_timeout_days: DEFAULT_FORFEIT_TIMEOUT_DAYS,
                reminder_percent: DEFAULT_REMINDER_PERCENT,
                sweep_interval_secs: DEFAULT_SWEEP_INTERVAL_SECS,
            },
            limits: LimitsConfig {
                max_message_bytes: DEFAULT_MAX_MESSAGE_BYTES,
                mails_per_sender_per_hour: DEFAULT_MAILS_PER_SENDER_PER_HOUR,
                open_challenges_per_player: DEFAULT_OPEN_CHALLENGES_PER_PLAYER,
                active_games_per_player: DEFAULT_ACTIVE_GAMES_PER_PLAYER,
            },
            trust: TrustConfig {
                authserv_id: None,
                allow_from_only: false,
            },
        }
    }
}

impl Config {
    /// Loads the configuration. `None` means no file: the embedded default (the CLI
    /// decides whether to pass a path). `Some(path)` reads, parses and checks the file;
    /// relative paths inside it resolve against the current directory.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let Some(path) = path else {
            return Ok(Config::default());
        };
        let text = std::fs::read_to_string(path).map_err(|cause| match cause.kind() {
            io::ErrorKind::NotFound => ConfigError::NotFound {
                path: path.to_owned(),
            },
            _ => ConfigError::Unreadable {
                path: path.to_owned(),
                cause,
            },
        })?;
        let config = Config::from_toml_str(&text, path)?;
        for warning in config.warnings() {
            tracing::warn!(file = %path.display(), "{warning}");
        }
        Ok(config)
    }

    /// Parses and checks config text; `file` is only used to name it in errors.
    ///
    /// ```
    /// use std::path::Path;
    /// use pawnpost::config::Config;
    ///
    /// let text = "[inbound]\nkind = \"imap\"\nhost = \"imap.example.org\"\nport = 99999\n";
    /// let error = Config::from_toml_str(text, Path::new("config/pawnpost.toml")).unwrap_err();
    /// assert!(error.to_string().starts_with(
    ///     "config/pawnpost.toml: inbound.port: expected a number from 1 to 65535, found 99999"
    /// ));
    /// ```
    pub fn from_toml_str(text: &str, file: &Path) -> Result<Config, ConfigError> {
        let invalid = |problems| ConfigError::Invalid {
            file: file.to_owned(),
            problems,
        };
        let raw: RawConfig = match toml::from_str(text) {
            Ok(raw) => raw,
            Err(error) => return Err(invalid(vec![problem_from_toml(text, &error)])),
        };
        let mut check = Checker::default();
        let config = check.config(raw);
        if check.problems.is_empty() {
            Ok(config)
        } else {
            // The text parsed above, so the spanned parse succeeds too; without it the
            // problems simply carry no line numbers.
            let doc = DeTable::parse(text).ok();
            let problems = check
                .problems
                .into_iter()
                .map(|(key, message)| {
                    let line = doc
                        .as_ref()
                        .and_then(|doc| span_of_key(doc.get_ref(), &key))
                        .map(|span| line_of(text, span.start));
                    ConfigProblem {
                        key: Some(key),
                        line,
                        message,
                    }
                })
                .collect();
            Err(invalid(problems))
        }
    }

    /// Settings that are valid but deserve a loud notice at start-up.
    pub fn warnings(&self) -> Vec<String> {
        let mut warnings = Vec::new();
        if self.trust.allow_from_only {
            warnings.push(
                "trust.allow_from_only = true: a move is accepted on the From: header alone, \
                 which anyone can forge; keep this only for a closed installation"
                    .to_owned(),
            );
        }
        warnings
    }
}

// ---------------------------------------------------------------------------------
// The raw tree: the file as serde sees it. Integers are i64 (TOML's own integer type)
// so that ranges are checked here with a message that shows the value written.

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    #[serde(default)]
    server: RawServer,
    #[serde(default)]
    inbound: RawInbound,
    #[serde(default)]
    outbound: RawOutbound,
    #[serde(default)]
    game: RawGame,
    #[serde(default)]
    limits: RawLimits,
    #[serde(default)]
    trust: RawTrust,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawServer {
    address: Option<String>,
    name: Option<String>,
    admin: Option<String>,
    database: Option<String>,
    secret_file: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInbound {
    kind: Option<String>,
    path: Option<String>,
    host: Option<String>,
    port: Option<i64>,
    tls: Option<String>,
    ca_file: Option<String>,
    username: Option<String>,
    password_env: Option<String>,
    password_file: Option<String>,
    mailbox: Option<String>,
    processed_folder: Option<String>,
    idle: Option<bool>,
    poll_interval_secs: Option<i64>,
}

impl RawInbound {
    /// The IMAP-only keys present, for "not used by a maildir spool" errors.
    fn imap_keys_given(&self) -> Vec<&'static str> {
        let keys = [
            ("host", self.host.is_some()),
            ("port", self.port.is_some()),
            ("tls", self.tls.is_some()),
            ("ca_file", self.ca_file.is_some()),
            ("username", self.username.is_some()),
            ("password_env", self.password_env.is_some()),
            ("password_file", self.password_file.is_some()),
            ("mailbox", self.mailbox.is_some()),
            ("processed_folder", self.processed_folder.is_some()),
            ("idle", self.idle.is_some()),
            ("poll_interval_secs", self.poll_interval_secs.is_some()),
        ];
        keys.into_iter()
            .filter_map(|(key, given)| given.then_some(key))
            .collect()
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOutbound {
    kind: Option<String>,
    path: Option<String>,
    host: Option<String>,
    port: Option<i64>,
    tls: Option<String>,
    ca_file: Option<String>,
    username: Option<String>,
    password_env: Option<String>,
    password_file: Option<String>,
    max_attempts: Option<i64>,
    retry_base_secs: Option<i64>,
    retry_max_secs: Option<i64>,
}

impl RawOutbound {
    /// The SMTP-only keys present, for "not used by a maildir spool" errors.
    fn smtp_keys_given(&self) -> Vec<&'static str> {
        let keys = [
            ("host", self.host.is_some()),
            ("port", self.port.is_some()),
            ("tls", self.tls.is_some()),
            ("ca_file", self.ca_file.is_some()),
            ("username", self.username.is_some()),
            ("password_env", self.password_env.is_some()),
            ("password_file", self.password_file.is_some()),
            ("max_attempts", self.max_attempts.is_some()),
            ("retry_base_secs", self.retry_base_secs.is_some()),
            ("retry_max_secs", self.retry_max_secs.is_some()),
        ];
        keys.into_iter()
            .filter_map(|(key, given)| given.then_some(key))
            .collect()
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    forfeit_timeout_days: Option<i64>,
    reminder_percent: Option<i64>,
    sweep_interval_secs: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLimits {
    max_message_bytes: Option<i64>,
    mails_per_sender_per_hour: Option<i64>,
    open_challenges_per_player: Option<i64>,
    active_games_per_player: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrust {
    authserv_id: Option<String>,
    allow_from_only: Option<bool>,
}

// ---------------------------------------------------------------------------------
// The checks: raw tree -> Config, collecting (dotted key, message) problems. Where a
// value is wrong a default stands in so that checking can go on; the result is then
// discarded because problems is not empty.

#[derive(Default)]
struct Checker {
    problems: Vec<(String, String)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum InboundKind {
    Imap,
    Maildir,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum OutboundKind {
    Smtp,
    Maildir,
}

/// Which protocol a mail server section speaks, for messages and default ports.
#[derive(Clone, Copy)]
enum Protocol {
    Imap,
    Smtp,
}

impl Protocol {
    fn name(self) -> &'static str {
        match self {
            Protocol::Imap => "IMAP",
            Protocol::Smtp => "SMTP",
        }
    }

    fn default_port(self, tls: Tls) -> u16 {
        match self {
            Protocol::Imap => tls.default_imap_port(),
            Protocol::Smtp => tls.default_smtp_port(),
        }
    }
}

impl Checker {
    fn report(&mut self, key: &str, message: impl Into<String>) {
        self.problems.push((key.to_owned(), message.into()));
    }

    fn config(&mut self, raw: RawConfig) -> Config {
        Config {
            server: self.server(raw.server),
            inbound: self.inbound(raw.inbound),
            outbound: self.outbound(raw.outbound),
            game: self.game(raw.game),
            limits: self.limits(raw.limits),
            trust: self.trust(raw.trust),
        }
    }

    fn server(&mut self, raw: RawServer) -> ServerConfig {
        let address = self.address("server.address", raw.address, DEFAULT_ADDRESS);
        if address.local_part().contains('+') {
            self.report(
                "server.address",
                format!(
                    "the local part of {:?} contains \"+\", which pawnpost reserves for reply \
                     tokens (pawnpost+<game>-<token>@...); use an address without \"+\"",
                    address.as_str()
                ),
            );
        }
        let admin = self.address("server.admin", raw.admin, DEFAULT_ADMIN);
        if admin.is(address.as_str()) {
            self.report(
                "server.admin",
                "is the same mailbox as server.address, so notices to the admin would come \
                 back to pawnpost itself; use the admin's own address",
            );
        }
        ServerConfig {
            address,
            name: self.one_line_text("server.name", raw.name, DEFAULT_NAME),
            admin,
            database: self.path("server.database", raw.database, DEFAULT_DATABASE),
            secret_file: self.path("server.secret_file", raw.secret_file, DEFAULT_SECRET_FILE),
        }
    }

    fn inbound(&mut self, raw: RawInbound) -> InboundConfig {
        let kinds = [
            ("imap", InboundKind::Imap),
            ("maildir", InboundKind::Maildir),
        ];
        let Some(kind) = self.keyword("inbound.kind", raw.kind.as_deref(), &kinds) else {
            return InboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from(DEFAULT_INBOUND_SPOOL),
            });
        };
        match kind.unwrap_or(InboundKind::Maildir) {
            InboundKind::Maildir => {
                for key in raw.imap_keys_given() {
                    self.report(
                        &format!("inbound.{key}"),
                        format!(
                            "is only used with kind = \"imap\"; a maildir inbox (kind = \
                             \"maildir\", the default) takes only `path`. Remove {key}, or set \
                             kind = \"imap\""
                        ),
                    );
                }
                InboundConfig::Maildir(MaildirConfig {
                    path: self.path("inbound.path", raw.path, DEFAULT_INBOUND_SPOOL),
                })
            }
            InboundKind::Imap => {
                if raw.path.is_some() {
                    self.report(
                        "inbound.path",
                        "is only used with kind = \"maildir\"; an IMAP inbox is found by host \
                         and mailbox. Remove path, or set kind = \"maildir\"",
                    );
                }
                let server = self.mail_server(
                    "inbound",
                    Protocol::Imap,
                    raw.host,
                    raw.port,
                    raw.tls,
                    raw.ca_file,
                );
                let reported_before = self.problems.len();
                let credentials = self.credentials(
                    "inbound",
                    Protocol::Imap,
                    raw.username,
                    raw.password_env,
                    raw.password_file,
                );
                if credentials.is_none() && self.problems.len() == reported_before {
                    // An IMAP mailbox always needs a login; SMTP relays may not.
                    self.report(
                        "inbound.username",
                        "missing; an IMAP inbox needs a login: set username (often the mailbox \
                         address) and password_env = \"PAWNPOST_IMAP_PASSWORD\" or \
                         password_file = \"/path/to/file\"",
                    );
                }
                let mailbox = self.one_line_text("inbound.mailbox", raw.mailbox, DEFAULT_MAILBOX);
                let processed_folder = raw
                    .processed_folder
                    .map(|folder| self.one_line_text("inbound.processed_folder", Some(folder), ""));
                if let Some(folder) = &processed_folder
                    && folder.eq_ignore_ascii_case(&mailbox)
                {
                    self.report(
                        "inbound.processed_folder",
                        "is the mailbox that is read (inbound.mailbox); name a different \
                         folder such as \"pawnpost/processed\", or leave it out to only mark \
                         mail \\Seen",
                    );
                }
                let poll_interval_secs = self.int(
                    "inbound.poll_interval_secs",
                    raw.poll_interval_secs,
                    DEFAULT_POLL_INTERVAL_SECS,
                    "a number of seconds",
                    1..=86_400,
                );
                let (Some(server), Some(credentials)) = (server, credentials) else {
                    return InboundConfig::Maildir(MaildirConfig {
                        path: PathBuf::from(DEFAULT_INBOUND_SPOOL),
                    });
                };
                InboundConfig::Imap(ImapConfig {
                    host: server.host,
                    port: server.port,
                    tls: server.tls,
                    ca_file: server.ca_file,
                    credentials,
                    mailbox,
                    processed_folder,
                    idle: raw.idle.unwrap_or(true),
                    poll_interval_secs,
                })
            }
        }
    }

    fn outbound(&mut self, raw: RawOutbound) -> OutboundConfig {
        let kinds = [
            ("smtp", OutboundKind::Smtp),
            ("maildir", OutboundKind::Maildir),
        ];
        let Some(kind) = self.keyword("outbound.kind", raw.kind.as_deref(), &kinds) else {
            return OutboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from(DEFAULT_OUTBOUND_SPOOL),
            });
        };
        match kind.unwrap_or(OutboundKind::Maildir) {
            OutboundKind::Maildir => {
                for key in raw.smtp_keys_given() {
                    self.report(
                        &format!("outbound.{key}"),
                        format!(
                            "is only used with kind = \"smtp\"; a maildir outbox (kind = \
                             \"maildir\", the default) takes only `path`. Remove {key}, or set \
                             kind = \"smtp\""
                        ),
                    );
                }
                OutboundConfig::Maildir(MaildirConfig {
                    path: self.path("outbound.path", raw.path, DEFAULT_OUTBOUND_SPOOL),
                })
            }
            OutboundKind::Smtp => {
                if raw.path.is_some() {
                    self.report(
                        "outbound.path",
                        "is only used with kind = \"maildir\"; SMTP delivers to host. Remove \
                         path, or set kind = \"maildir\"",
                    );
                }
                let server = self.mail_server(
                    "outbound",
                    Protocol::Smtp,
                    raw.host,
                    raw.port,
                    raw.tls,
                    raw.ca_file,
                );
                let credentials = self.credentials(
                    "outbound",
                    Protocol::Smtp,
                    raw.username,
                    raw.password_env,
                    raw.password_file,
                );
                let max_attempts = self.int(
                    "outbound.max_attempts",
                    raw.max_attempts,
                    DEFAULT_MAX_ATTEMPTS,
                    "a number",
                    1..=1000,
                );
                let retry_base_secs = self.int(
                    "outbound.retry_base_secs",
                    raw.retry_base_secs,
                    DEFAULT_RETRY_BASE_SECS,
                    "a number of seconds",
                    1..=86_400,
                );
                let retry_max_secs = self.int(
                    "outbound.retry_max_secs",
                    raw.retry_max_secs,
                    DEFAULT_RETRY_MAX_SECS.max(retry_base_secs),
                    "a number of seconds",
                    1..=604_800,
                );
                if retry_max_secs < retry_base_secs {
                    self.report(
                        "outbound.retry_max_secs",
                        format!(
                            "is {retry_max_secs}, less than retry_base_secs ({retry_base_secs}); \
                             write a number of seconds of at least {retry_base_secs}"
                        ),
                    );
                }
                let Some(server) = server else {
                    return OutboundConfig::Maildir(MaildirConfig {
                        path: PathBuf::from(DEFAULT_OUTBOUND_SPOOL),
                    });
                };
                OutboundConfig::Smtp(SmtpConfig {
                    host: server.host,
                    port: server.port,
                    tls: server.tls,
                    ca_file: server.ca_file,
                    credentials,
                    max_attempts,
                    retry_base_secs,
                    retry_max_secs,
                })
            }
        }
    }

    /// host, port, tls and ca_file of an IMAP or SMTP section; `None` when host is
    /// missing or unusable (already reported).
    fn mail_server(
        &mut self,
        section: &'static str,
        protocol: Protocol,
        host: Option<String>,
        port: Option<i64>,
        tls: Option<String>,
        ca_file: Option<String>,
    ) -> Option<MailServer> {
        let tls_modes = Tls::ALL.map(|tls| (tls.keyword(), tls));
        let tls = self
            .keyword(&format!("{section}.tls"), tls.as_deref(), &tls_modes)
            .flatten()
            // Encrypted unless the admin says otherwise.
            .unwrap_or(Tls::Implicit);
        let port = self.int(
            &format!("{section}.port"),
            port,
            protocol.default_port(tls),
            "a number",
            1..=65_535,
        );
        let ca_file = ca_file.map(|path| self.path(&format!("{section}.ca_file"), Some(path), ""));
        if ca_file.is_some() && tls == Tls::None {
            self.report(
                &format!("{section}.ca_file"),
                "has no effect with tls = \"none\"; remove it, or use tls = \"implicit\" or \
                 \"starttls\"",
            );
        }
        let host = self.host(section, protocol, host)?;
        if tls == Tls::None && !is_loopback(&host) {
            let secure = match protocol {
                Protocol::Imap => "tls = \"implicit\" (port 993) or \"starttls\" (port 143)",
                Protocol::Smtp => "tls = \"implicit\" (port 465) or \"starttls\" (port 587)",
            };
            self.report(
                &format!("{section}.tls"),
                format!(
                    "\"none\" is only allowed for a server on this machine (localhost, \
                     127.0.0.1, ::1): with host = {host:?} the password and every player's \
                     mail would cross the network unencrypted. Use {secure}"
                ),
            );
        }
        Some(MailServer {
            host,
            port,
            tls,
            ca_file,
        })
    }

    fn host(&mut self, section: &str, protocol: Protocol, host: Option<String>) -> Option<String> {
        let key = format!("{section}.host");
        let example = match protocol {
            Protocol::Imap => "imap.example.org",
            Protocol::Smtp => "smtp.example.org",
        };
        let Some(host) = host else {
            self.report(
                &key,
                format!(
                    "missing; the {} server's name is needed, e.g. host = \"{example}\"",
                    protocol.name()
                ),
            );
            return None;
        };
        let host = host.trim();
        let unbracketed = host
            .strip_prefix('[')
            .and_then(|h| h.strip_suffix(']'))
            .unwrap_or(host);
        let problem = if host.is_empty() {
            Some(format!(
                "is empty; write the server's name, e.g. \"{example}\""
            ))
        } else if host.contains("://") {
            Some(format!(
                "write only the server's name, without a scheme: \"{example}\", not \
                 \"imaps://{example}\""
            ))
        } else if unbracketed.parse::<IpAddr>().is_ok() {
            None
        } else if host.contains(':') {
            Some(format!(
                "write the port in {section}.port, not in the host: host = \"{example}\" and \
                 port = {}",
                protocol.default_port(Tls::Implicit)
            ))
        } else if host
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || "/@\\".contains(c))
        {
            Some(format!(
                "{host:?} is not a host name; write one like \"{example}\""
            ))
        } else {
            None
        };
        match problem {
            Some(message) => {
                self.report(&key, message);
                None
            }
            None => Some(unbracketed.to_owned()),
        }
    }

    /// username + password_env | password_file. `None` when no login is configured
    /// (fine for SMTP) or when it is incomplete (reported).
    fn credentials(
        &mut self,
        section: &'static str,
        protocol: Protocol,
        username: Option<String>,
        password_env: Option<String>,
        password_file: Option<String>,
    ) -> Option<Credentials> {
        let (env_key, file_key): (&'static str, &'static str) = match section {
            "inbound" => ("inbound.password_env", "inbound.password_file"),
            _ => ("outbound.password_env", "outbound.password_file"),
        };
        let reported_before = self.problems.len();
        let password = match (password_env, password_file) {
            (Some(_), Some(_)) => {
                self.report(
                    file_key,
                    format!(
                        "set either {env_key} or {file_key}, not both; pawnpost would not know \
                         which password to use"
                    ),
                );
                None
            }
            (Some(var), None) => {
                let var = var.trim().to_owned();
                let valid_name = !var.is_empty()
                    && !var.starts_with(|c: char| c.is_ascii_digit())
                    && var.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if valid_name {
                    Some(PasswordSource::Env { key: env_key, var })
                } else {
                    // Never echo the value: it might be the password itself.
                    self.report(
                        env_key,
                        format!(
                            "expected the NAME of an environment variable (letters, digits and \
                             _, e.g. \"PAWNPOST_{}_PASSWORD\"), never the password itself",
                            protocol.name()
                        ),
                    );
                    None
                }
            }
            (None, Some(path)) => Some(PasswordSource::File {
                key: file_key,
                path: self.path(file_key, Some(path), ""),
            }),
            (None, None) => None,
        };
        let password_reported = self.problems.len() > reported_before;
        let username =
            username.map(|name| self.one_line_text(&format!("{section}.username"), Some(name), ""));
        match (username, password) {
            (Some(username), Some(password)) => Some(Credentials { username, password }),
            (Some(_), None) if !password_reported => {
                self.report(
                    env_key,
                    format!(
                        "missing; username is set, so {} login needs a password source: \
                         password_env = \"PAWNPOST_{}_PASSWORD\" (an environment variable's \
                         name) or password_file = \"/path/to/file\"",
                        protocol.name(),
                        protocol.name()
                    ),
                );
                None
            }
            (None, Some(_)) => {
                self.report(
                    &format!("{section}.username"),
                    format!(
                        "missing; a password source is set, so {} login needs the user name \
                         too (often the mailbox address)",
                        protocol.name()
                    ),
                );
                None
            }
            _ => None,
        }
    }

    fn game(&mut self, raw: RawGame) -> GameConfig {
        GameConfig {
            forfeit_timeout_days: self.int(
                "game.forfeit_timeout_days",
                raw.forfeit_timeout_days,
                DEFAULT_FORFEIT_TIMEOUT_DAYS,
                "a number of days",
                1..=3650,
            ),
            reminder_percent: self.int(
                "game.reminder_percent",
                raw.reminder_percent,
                DEFAULT_REMINDER_PERCENT,
                "a percentage",
                1..=99,
            ),
            sweep_interval_secs: self.int(
                "game.sweep_interval_secs",
                raw.sweep_interval_secs,
                DEFAULT_SWEEP_INTERVAL_SECS,
                "a number of seconds",
                1..=86_400,
            ),
        }
    }

    fn limits(&mut self, raw: RawLimits) -> LimitsConfig {
        LimitsConfig {
            max_message_bytes: self.int(
                "limits.max_message_bytes",
                raw.max_message_bytes,
                DEFAULT_MAX_MESSAGE_BYTES,
                "a number of bytes",
                // Below 1 KiB not even the headers of an ordinary mail fit.
                1024..=1_073_741_824,
            ),
            mails_per_sender_per_hour: self.int(
                "limits.mails_per_sender_per_hour",
                raw.mails_per_sender_per_hour,
                DEFAULT_MAILS_PER_SENDER_PER_HOUR,
                "a number",
                1..=100_000,
            ),
            open_challenges_per_player: self.int(
                "limits.open_challenges_per_player",
                raw.open_challenges_per_player,
                DEFAULT_OPEN_CHALLENGES_PER_PLAYER,
                "a number",
                1..=10_000,
            ),
            active_games_per_player: self.int(
                "limits.active_games_per_player",
                raw.active_games_per_player,
                DEFAULT_ACTIVE_GAMES_PER_PLAYER,
                "a number",
                1..=100_000,
            ),
        }
    }

    fn trust(&mut self, raw: RawTrust) -> TrustConfig {
        let authserv_id = raw.authserv_id.and_then(|id| {
            let id = id.trim().to_owned();
            if id.is_empty() || id.contains(|c: char| c.is_whitespace() || c == ';') {
                self.report(
                    "trust.authserv_id",
                    "expected the authserv-id your MTA writes first in its \
                     Authentication-Results headers, e.g. \"mx.example.org\" (no spaces or \
                     \";\"); leave the key out to trust only reply tokens",
                );
                None
            } else {
                Some(id)
            }
        });
        TrustConfig {
            authserv_id,
            allow_from_only: raw.allow_from_only.unwrap_or(false),
        }
    }

    /// A keyword from `allowed`. `Some(None)` when absent, `None` when invalid (reported).
    fn keyword<T: Copy>(
        &mut self,
        key: &str,
        value: Option<&str>,
        allowed: &[(&str, T)],
    ) -> Option<Option<T>> {
        let Some(value) = value else {
            return Some(None);
        };
        if let Some((_, found)) = allowed.iter().find(|(word, _)| *word == value) {
            return Some(Some(*found));
        }
        let list = allowed
            .iter()
            .map(|(word, _)| format!("\"{word}\""))
            .collect::<Vec<_>>()
            .join(", ");
        self.report(key, format!("unknown value {value:?}; write one of {list}"));
        None
    }

    /// An integer within `range`, or `default` when absent.
    fn int<T>(
        &mut self,
        key: &str,
        value: Option<i64>,
        default: T,
        what: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> T
    where
        T: TryFrom<i64> + PartialOrd + Copy + fmt::Display,
    {
        let Some(value) = value else {
            return default;
        };
        match T::try_from(value) {
            Ok(found) if range.contains(&found) => found,
            _ => {
                self.report(
                    key,
                    format!(
                        "expected {what} from {} to {}, found {value}",
                        range.start(),
                        range.end()
                    ),
                );
                default
            }
        }
    }

    fn address(&mut self, key: &str, value: Option<String>, default: &str) -> EmailAddress {
        let Some(value) = value else {
            return EmailAddress(default.to_owned());
        };
        match EmailAddress::parse(&value) {
            Ok(address) => address,
            Err(error) => {
                self.report(key, format!("{value:?} is not usable: {error}"));
                EmailAddress(default.to_owned())
            }
        }
    }

    /// Text that ends up in a header or a protocol line, so one non-empty line.
    fn one_line_text(&mut self, key: &str, value: Option<String>, default: &str) -> String {
        let Some(value) = value else {
            return default.to_owned();
        };
        if value.trim().is_empty() {
            self.report(
                key,
                "is empty; leave the key out to use the default, or fill it in",
            );
        } else if value.chars().any(char::is_control) {
            self.report(key, "must be a single line without control characters");
        }
        value.trim().to_owned()
    }

    fn path(&mut self, key: &str, value: Option<String>, default: &str) -> PathBuf {
        let Some(value) = value else {
            return PathBuf::from(default);
        };
        if value.trim().is_empty() {
            self.report(
                key,
                "is an empty path; write a file or directory path (relative paths start at \
                 the directory pawnpost runs in)",
            );
        }
        PathBuf::from(value)
    }
}

struct MailServer {
    host: String,
    port: u16,
    tls: Tls,
    ca_file: Option<PathBuf>,
}

/// Whether `host` is certainly this machine: `localhost`, 127.0.0.0/8 or ::1.
fn is_loopback(host: &str) -> bool {
    let host = host.trim_end_matches('.');
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

// ---------------------------------------------------------------------------------
// Turning toml/serde errors into problems: find the key from the span, the line from
// the offset, and say what serde's message means in the words of this file.

fn problem_from_toml(text: &str, error: &toml::de::Error) -> ConfigProblem {
    let span = error.span();
    let key = span.as_ref().and_then(|span| {
        let doc = DeTable::parse(text).ok()?;
        key_at(doc.get_ref(), span.start)
    });
    let line = span.map(|span| line_of(text, span.start));
    let message = explain(error.message(), key.as_deref());
    ConfigProblem { key, line, message }
}

fn line_of(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    text.as_bytes()[..offset]
        .iter()
        .filter(|&&byte| byte == b'\n')
        .count()
        + 1
}

/// The dotted key whose name or value covers `offset`, the deepest one when nested.
fn key_at(table: &DeTable<'_>, offset: usize) -> Option<String> {
    let mut best: Option<(usize, String)> = None;
    walk_keys(table, "", 0, offset, &mut best);
    best.map(|(_, key)| key)
}

fn walk_keys(
    table: &DeTable<'_>,
    prefix: &str,
    depth: usize,
    offset: usize,
    best: &mut Option<(usize, String)>,
) {
    for (key, value) in table {
        let path = if prefix.is_empty() {
            key.get_ref().to_string()
        } else {
            format!("{prefix}.{}", key.get_ref())
        };
        let covers =
            |span: Range<usize>| span.start <= offset && offset < span.end.max(span.start + 1);
        if (covers(key.span()) || covers(value.span()))
            && best.as_ref().is_none_or(|(d, _)| depth >= *d)
        {
            *best = Some((depth, path.clone()));
        }
        // Keys under a `[section]` header lie outside the header's span, so descend
        // into every table rather than only into the one covering the offset.
        if let DeValue::Table(inner) = value.get_ref() {
            walk_keys(inner, &path, depth + 1, offset, best);
        }
    }
}

/// The span of the deepest existing part of a dotted key (a missing key points at
/// its section header).
fn span_of_key(table: &DeTable<'_>, dotted: &str) -> Option<Range<usize>> {
    let mut table = table;
    let mut found = None;
    for part in dotted.split('.') {
        let Some((key, value)) = table.iter().find(|(key, _)| key.get_ref() == part) else {
            break;
        };
        found = Some(key.span());
        match value.get_ref() {
            DeValue::Table(inner) => table = inner,
            _ => break,
        }
    }
    found
}

/// The sections of the file, for messages about unknown top-level keys.
const SECTIONS: [&str; 6] = ["server", "inbound", "outbound", "game", "limits", "trust"];

/// Rewrites serde's wording ("unknown field", "invalid type ... expected i64") into
/// the file's own terms; anything unrecognised is passed through unchanged.
fn explain(message: &str, key: Option<&str>) -> String {
    if let Some(rest) = message.strip_prefix("unknown field `")
        && let Some((field, expected)) = rest.split_once('`')
    {
        // serde lists the valid names between backticks: "expected one of `a`, `b`".
        let valid: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
        return unknown_key(field, key, &valid);
    }
    if let Some(rest) = message.strip_prefix("invalid type: ")
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        let expected = match expected {
            "i64" => "a whole number (without quotes)",
            "a boolean" => "true or false (without quotes)",
            "a string" => "a string in double quotes",
            e if e.starts_with("struct ") => "a table (a [section] header followed by keys)",
            e => e,
        };
        return format!("expected {expected}, found {found}");
    }
    message.to_owned()
}

fn unknown_key(field: &str, key: Option<&str>, valid: &[&str]) -> String {
    let section = key
        .and_then(|key| key.rsplit_once('.'))
        .map(|(section, _)| section);
    let mut message = match section {
        Some(section) => format!("unknown key `{field}` in [{section}]"),
        None => format!("unknown section or key `{field}`"),
    };
    if field.eq_ignore_ascii_case("password") || field.eq_ignore_ascii_case("pass") {
        message.push_str(
            "; pawnpost never reads a password from the config file: set password_env = \
             \"VARIABLE\" (an environment variable holding it) or password_file = \"path\"",
        );
    } else if let Some(suggestion) = closest(field, valid) {
        message.push_str(&format!("; did you mean `{suggestion}`?"));
    } else if section.is_none() && !SECTIONS.contains(&field) {
        message.push_str(
            "; every key belongs under one of the section headers, and keys above the first \
             header belong to none",
        );
    }
    if !message.ends_with('?') {
        message.push('.');
    }
    match section {
        Some(section) => message.push_str(&format!(
            " The keys of [{section}] are: {}.",
            valid.join(", ")
        )),
        None => message.push_str(&format!(
            " The sections are: {}.",
            valid
                .iter()
                .map(|s| format!("[{s}]"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
    message
}

/// The valid name a typo most likely meant: at most two edits away.
fn closest<'a>(typo: &str, valid: &[&'a str]) -> Option<&'a str> {
    valid
        .iter()
        .map(|candidate| (edit_distance(typo, candidate), *candidate))
        .filter(|(distance, _)| *distance <= 2)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitute = previous[j] + usize::from(ca != *cb);
            current.push(substitute.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "config/pawnpost.toml";

    fn parse(text: &str) -> Config {
        match Config::from_toml_str(text, Path::new(FILE)) {
            Ok(config) => config,
            Err(error) => panic!("expected a valid config, got:\n{error}"),
        }
    }

    /// The full error text for a config that must be rejected.
    fn rejected(text: &str) -> String {
        match Config::from_toml_str(text, Path::new(FILE)) {
            Ok(config) => panic!("expected an error, got {config:#?}"),
            Err(error) => error.to_string(),
        }
    }

    fn assert_contains(haystack: &str, needle: &str) {
        assert!(
            haystack.contains(needle),
            "expected to find\n  {needle}\nin\n  {haystack}"
        );
    }

    const IMAP: &str = r#"
[inbound]
kind = "imap"
host = "imap.example.org"
username = "pawnpost"
password_env = "PAWNPOST_IMAP_PASSWORD"
"#;

    const SMTP: &str = r#"
[outbound]
kind = "smtp"
host = "smtp.example.org"
username = "pawnpost"
password_env = "PAWNPOST_SMTP_PASSWORD"
"#;

    // ---- defaults -------------------------------------------------------------

    #[test]
    fn no_file_means_the_embedded_default() {
        let config = Config::load(None).unwrap();
        assert_eq!(config, Config::default());
        assert_eq!(config.server.address.as_str(), "pawnpost@localhost");
        assert_eq!(config.server.name, "pawnpost");
        assert_eq!(config.server.admin.as_str(), "postmaster@localhost");
        assert_eq!(
            config.server.database,
            PathBuf::from("var/pawnpost.sqlite3")
        );
        assert_eq!(config.server.secret_file, PathBuf::from("var/secret"));
        assert_eq!(
            config.inbound,
            InboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from("var/spool/pawnpost")
            })
        );
        assert_eq!(
            config.outbound,
            OutboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from("var/spool")
            })
        );
        assert_eq!(config.game.forfeit_timeout_days, 30);
        assert_eq!(config.game.reminder_percent, 80);
        assert_eq!(config.game.sweep_interval_secs, 3600);
        assert_eq!(config.limits.max_message_bytes, 1_048_576);
        assert_eq!(config.limits.mails_per_sender_per_hour, 60);
        assert_eq!(config.limits.open_challenges_per_player, 5);
        assert_eq!(config.limits.active_games_per_player, 50);
        assert_eq!(config.trust.authserv_id, None);
        assert!(!config.trust.allow_from_only);
        assert!(config.warnings().is_empty());
    }

    #[test]
    fn an_empty_file_is_the_embedded_default() {
        assert_eq!(parse(""), Config::default());
        assert_eq!(
            parse("# nothing but a comment\n[server]\n"),
            Config::default()
        );
    }

    #[test]
    fn default_addresses_are_valid_addresses() {
        for address in [DEFAULT_ADDRESS, DEFAULT_ADMIN] {
            assert_eq!(EmailAddress::parse(address).unwrap().as_str(), address);
        }
    }

    #[test]
    fn imap_and_smtp_defaults() {
        let config = parse(&format!("{IMAP}{SMTP}"));
        let InboundConfig::Imap(imap) = &config.inbound else {
            panic!("expected IMAP, got {:?}", config.inbound);
        };
        assert_eq!(imap.host, "imap.example.org");
        assert_eq!(imap.port, 993);
        assert_eq!(imap.tls, Tls::Implicit);
        assert_eq!(imap.ca_file, None);
        assert_eq!(imap.mailbox, "INBOX");
        assert_eq!(imap.processed_folder, None);
        assert!(imap.idle);
        assert_eq!(imap.poll_interval(), Duration::from_secs(60));
        assert_eq!(
            imap.credentials.password,
            PasswordSource::Env {
                key: "inbound.password_env",
                var: "PAWNPOST_IMAP_PASSWORD".to_owned()
            }
        );
        let OutboundConfig::Smtp(smtp) = &config.outbound else {
            panic!("expected SMTP, got {:?}", config.outbound);
        };
        assert_eq!(smtp.port, 465);
        assert_eq!(smtp.tls, Tls::Implicit);
        assert_eq!(smtp.max_attempts, 100);
        assert_eq!(
            config.outbound.retry_policy(),
            RetryPolicy {
                max_attempts: 100,
                base: Duration::from_secs(60),
                max: Duration::from_secs(3600),
            }
        );
    }

    #[test]
    fn retries_double_up_to_the_cap_and_the_defaults_last_about_four_days() {
        let policy = Config::default().outbound.retry_policy();
        let waits: Vec<u64> = (1..=8).map(|n| policy.delay(n).as_secs()).collect();
        assert_eq!(waits, [60, 120, 240, 480, 960, 1920, 3600, 3600]);
        assert_eq!(policy.delay(u32::MAX), Duration::from_secs(3600));
        let total: u64 = (1..policy.max_attempts)
            .map(|n| policy.delay(n).as_secs())
            .sum();
        let days = total as f64 / 86_400.0;
        assert!((3.5..4.5).contains(&days), "{days} days of retries");
    }

    #[test]
    fn the_retry_cap_is_not_below_the_base() {
        let error = rejected(&format!(
            "{SMTP}retry_base_secs = 600\nretry_max_secs = 60\n"
        ));
        assert!(
            error.contains("outbound.retry_max_secs: is 60, less than retry_base_secs (600)"),
            "{error}"
        );
        // A base above the default cap raises the cap with it.
        let config = parse(&format!("{SMTP}retry_base_secs = 7200\n"));
        assert_eq!(
            config.outbound.retry_policy().max,
            Duration::from_secs(7200)
        );
    }

    #[test]
    fn default_port_follows_the_tls_mode() {
        let cases = [
            ("imap", "implicit", "imap.example.org", 993),
            ("imap", "starttls", "imap.example.org", 143),
            ("imap", "none", "127.0.0.1", 143),
            ("smtp", "implicit", "smtp.example.org", 465),
            ("smtp", "starttls", "smtp.example.org", 587),
            ("smtp", "none", "localhost", 25),
        ];
        for (kind, tls, host, port) in cases {
            let section = if kind == "imap" {
                "inbound"
            } else {
                "outbound"
            };
            let text = format!(
                "[{section}]\nkind = \"{kind}\"\nhost = \"{host}\"\ntls = \"{tls}\"\n\
                 username = \"u\"\npassword_file = \"pw\"\n"
            );
            let config = parse(&text);
            let found = match (&config.inbound, &config.outbound) {
                (InboundConfig::Imap(imap), _) => imap.port,
                (_, OutboundConfig::Smtp(smtp)) => smtp.port,
                _ => panic!("{kind} not configured by {text}"),
            };
            assert_eq!(found, port, "{kind} with tls = {tls}");
        }
    }

    #[test]
    fn reminder_and_timeout_durations() {
        let game = parse("[game]\nforfeit_timeout_days = 10\nreminder_percent = 50\n").game;
        assert_eq!(game.forfeit_timeout(), Duration::from_secs(10 * 86_400));
        assert_eq!(game.reminder_after(), Duration::from_secs(5 * 86_400));
    }

    #[test]
    fn smtp_relay_without_login_is_fine() {
        let config = parse("[outbound]\nkind = \"smtp\"\nhost = \"127.0.0.1\"\ntls = \"none\"\n");
        let OutboundConfig::Smtp(smtp) = config.outbound else {
            panic!("expected SMTP");
        };
        assert_eq!(smtp.credentials, None);
        assert_eq!(smtp.port, 25);
    }

    // ---- numbers ----------------------------------------------------------------

    #[test]
    fn port_out_of_range_names_file_key_value_and_line() {
        let error = rejected(&format!("{IMAP}port = 99999\n"));
        assert_eq!(
            error,
            "config/pawnpost.toml: inbound.port: expected a number from 1 to 65535, \
             found 99999 (line 7)"
        );
        let error = rejected(&format!("{IMAP}port = 0\n"));
        assert_contains(
            &error,
            "inbound.port: expected a number from 1 to 65535, found 0",
        );
    }

    #[test]
    fn port_of_the_wrong_type() {
        let error = rejected(&format!("{IMAP}port = \"993\"\n"));
        assert_eq!(
            error,
            "config/pawnpost.toml: inbound.port: expected a whole number (without quotes), \
             found string \"993\" (line 7)"
        );
        let error = rejected(&format!("{SMTP}port = 25.5\n"));
        assert_contains(&error, "outbound.port: expected a whole number");
    }

    #[test]
    fn zero_intervals_are_refused() {
        let cases = [
            (
                format!("{IMAP}poll_interval_secs = 0\n"),
                "inbound.poll_interval_secs: expected a number of seconds from 1 to 86400, found 0",
            ),
            (
                format!("{SMTP}retry_base_secs = 0\n"),
                "outbound.retry_base_secs: expected a number of seconds from 1 to 86400, found 0",
            ),
            (
                format!("{SMTP}max_attempts = 0\n"),
                "outbound.max_attempts: expected a number from 1 to 1000, found 0",
            ),
            (
                "[game]\nsweep_interval_secs = 0\n".to_owned(),
                "game.sweep_interval_secs: expected a number of seconds from 1 to 86400, found 0",
            ),
            (
                "[game]\nforfeit_timeout_days = 0\n".to_owned(),
                "game.forfeit_timeout_days: expected a number of days from 1 to 3650, found 0",
            ),
            (
                "[game]\nreminder_percent = 100\n".to_owned(),
                "game.reminder_percent: expected a percentage from 1 to 99, found 100",
            ),
            (
                "[limits]\nmails_per_sender_per_hour = 0\n".to_owned(),
                "limits.mails_per_sender_per_hour: expected a number from 1 to 100000, found 0",
            ),
            (
                "[limits]\nmax_message_bytes = -1\n".to_owned(),
                "limits.max_message_bytes: expected a number of bytes from 1024 to 1073741824, found -1",
            ),
        ];
        for (text, expected) in cases {
            assert_contains(&rejected(&text), expected);
        }
    }

    #[test]
    fn a_boolean_written_as_a_string() {
        let error = rejected(&format!("{IMAP}idle = \"yes\"\n"));
        assert_contains(
            &error,
            "inbound.idle: expected true or false (without quotes), found string \"yes\" (line 7)",
        );
    }

    #[test]
    fn a_section_written_as_a_value() {
        let error = rejected("inbound = \"imap\"\n");
        assert_contains(&error, "inbound: expected a table");
        assert_contains(&error, "(line 1)");
    }

    // ---- unknown keys and values -------------------------------------------------

    #[test]
    fn unknown_key_is_named_with_the_valid_keys_of_its_section() {
        let error = rejected("[inbound]\nkind = \"imap\"\nhots = \"imap.example.org\"\n");
        assert_contains(
            &error,
            "config/pawnpost.toml: inbound.hots: unknown key `hots` in [inbound]; did you mean `host`?",
        );
        assert_contains(
            &error,
            "The keys of [inbound] are: kind, path, host, port, tls, ca_file, username, \
             password_env, password_file, mailbox, processed_folder, idle, poll_interval_secs.",
        );
        assert_contains(&error, "(line 3)");
    }

    #[test]
    fn unknown_section_lists_the_sections() {
        let error = rejected("[sever]\naddress = \"a@b\"\n");
        assert_contains(
            &error,
            "sever: unknown section or key `sever`; did you mean `server`?",
        );
        assert_contains(
            &error,
            "The sections are: [server], [inbound], [outbound], [game], [limits], [trust].",
        );
        assert_contains(&error, "(line 1)");
    }

    #[test]
    fn a_key_above_every_section_header() {
        let error = rejected("address = \"pawnpost@example.org\"\n[server]\n");
        assert_contains(&error, "unknown section or key `address`");
        assert_contains(
            &error,
            "keys above the first header belong to none. The sections are:",
        );
    }

    #[test]
    fn a_password_in_the_file_is_refused_without_echoing_it() {
        let error = rejected(&format!("{IMAP}password = \"hunter2\"\n"));
        assert_contains(
            &error,
            "inbound.password: unknown key `password` in [inbound]",
        );
        assert_contains(&error, "never reads a password from the config file");
        assert!(!error.contains("hunter2"), "{error}");
    }

    #[test]
    fn unknown_enum_values_list_the_allowed_ones() {
        let error = rejected(&format!("{IMAP}tls = \"ssl\"\n"));
        assert_contains(
            &error,
            "inbound.tls: unknown value \"ssl\"; write one of \"implicit\", \"starttls\", \"none\" (line 7)",
        );
        let error = rejected("[inbound]\nkind = \"pop3\"\n");
        assert_contains(
            &error,
            "inbound.kind: unknown value \"pop3\"; write one of \"imap\", \"maildir\" (line 2)",
        );
        let error = rejected("[outbound]\nkind = \"sendmail\"\n");
        assert_contains(&error, "write one of \"smtp\", \"maildir\"");
    }

    #[test]
    fn toml_syntax_errors_carry_the_line() {
        let error = rejected("[server]\naddress = \"pawnpost@example.org\n");
        assert!(error.starts_with("config/pawnpost.toml: "), "{error}");
        assert_contains(&error, "(line 2)");
    }

    // ---- kinds ---------------------------------------------------------------------

    #[test]
    fn maildir_inbound_refuses_imap_keys() {
        let error = rejected("[inbound]\nkind = \"maildir\"\nhost = \"imap.example.org\"\n");
        assert_contains(
            &error,
            "config/pawnpost.toml: inbound.host: is only used with kind = \"imap\"; a maildir \
             inbox (kind = \"maildir\", the default) takes only `path`",
        );
        assert_contains(&error, "(line 3)");
        // Without kind, the default (maildir) applies, and the message says how to switch.
        let error = rejected("[inbound]\nhost = \"imap.example.org\"\n");
        assert_contains(&error, "inbound.host: is only used with kind = \"imap\"");
        assert_contains(&error, "set kind = \"imap\"");
    }

    #[test]
    fn maildir_outbound_refuses_smtp_keys() {
        let error = rejected("[outbound]\nkind = \"maildir\"\nmax_attempts = 3\n");
        assert_contains(
            &error,
            "outbound.max_attempts: is only used with kind = \"smtp\"",
        );
    }

    #[test]
    fn imap_refuses_a_spool_path() {
        let error = rejected(&format!("{IMAP}path = \"var/spool\"\n"));
        assert_contains(&error, "inbound.path: is only used with kind = \"maildir\"");
    }

    #[test]
    fn maildir_paths_are_kept_as_written() {
        let config = parse(
            "[inbound]\nkind = \"maildir\"\npath = \"/srv/mail/in\"\n\
             [outbound]\npath = \"spool/out\"\n",
        );
        assert_eq!(
            config.inbound,
            InboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from("/srv/mail/in")
            })
        );
        assert_eq!(
            config.outbound,
            OutboundConfig::Maildir(MaildirConfig {
                path: PathBuf::from("spool/out")
            })
        );
    }

    // ---- IMAP/SMTP requirements ------------------------------------------------------

    #[test]
    fn imap_needs_host_username_and_password_source() {
        let error = rejected("[inbound]\nkind = \"imap\"\n");
        assert_contains(
            &error,
            "inbound.host: missing; the IMAP server's name is needed",
        );
        assert_contains(
            &error,
            "inbound.username: missing; an IMAP inbox needs a login",
        );
        // Both problems at once, each on its own line.
        assert_eq!(error.lines().count(), 2, "{error}");

        let error = rejected(
            "[inbound]\nkind = \"imap\"\nhost = \"imap.example.org\"\nusername = \"pawnpost\"\n",
        );
        assert_contains(
            &error,
            "inbound.password_env: missing; username is set, so IMAP login needs a password source",
        );

        let error = rejected(
            "[inbound]\nkind = \"imap\"\nhost = \"imap.example.org\"\npassword_file = \"pw\"\n",
        );
        assert_contains(
            &error,
            "inbound.username: missing; a password source is set",
        );
    }

    #[test]
    fn both_password_sources_are_refused() {
        let error = rejected(&format!("{IMAP}password_file = \"/etc/pawnpost/imap\"\n"));
        assert_contains(
            &error,
            "inbound.password_file: set either inbound.password_env or inbound.password_file, not both",
        );
        assert_contains(&error, "(line 7)");
    }

    #[test]
    fn password_env_must_be_a_variable_name() {
        let text = "[outbound]\nkind = \"smtp\"\nhost = \"smtp.example.org\"\n\
                    username = \"u\"\npassword_env = \"correct horse\"\n";
        let error = rejected(text);
        assert_contains(
            &error,
            "outbound.password_env: expected the NAME of an environment variable",
        );
        assert!(!error.contains("correct horse"), "{error}");
    }

    #[test]
    fn tls_none_only_on_loopback() {
        let error = rejected(&format!("{IMAP}tls = \"none\"\n"));
        assert_contains(
            &error,
            "inbound.tls: \"none\" is only allowed for a server on this machine (localhost, \
             127.0.0.1, ::1): with host = \"imap.example.org\" the password and every player's \
             mail would cross the network unencrypted",
        );
        let error =
            rejected("[outbound]\nkind = \"smtp\"\nhost = \"192.168.1.10\"\ntls = \"none\"\n");
        assert_contains(&error, "outbound.tls: \"none\" is only allowed");
        assert_contains(
            &error,
            "Use tls = \"implicit\" (port 465) or \"starttls\" (port 587)",
        );

        for host in [
            "localhost",
            "LOCALHOST",
            "127.0.0.1",
            "127.3.2.1",
            "::1",
            "[::1]",
        ] {
            let text = format!(
                "[inbound]\nkind = \"imap\"\nhost = \"{host}\"\ntls = \"none\"\n\
                 username = \"u\"\npassword_env = \"P\"\n"
            );
            let InboundConfig::Imap(imap) = parse(&text).inbound else {
                panic!("expected IMAP for {host}");
            };
            assert_eq!(imap.tls, Tls::None);
        }
    }

    #[test]
    fn ca_file_with_tls_none_is_pointless() {
        let error = rejected(
            "[outbound]\nkind = \"smtp\"\nhost = \"localhost\"\ntls = \"none\"\nca_file = \"ca.pem\"\n",
        );
        assert_contains(
            &error,
            "outbound.ca_file: has no effect with tls = \"none\"",
        );
    }

    #[test]
    fn host_with_scheme_or_port_is_explained() {
        let error = rejected(&IMAP.replace("imap.example.org", "imaps://imap.example.org"));
        assert_contains(
            &error,
            "inbound.host: write only the server's name, without a scheme",
        );
        let error = rejected(&IMAP.replace("imap.example.org", "imap.example.org:993"));
        assert_contains(
            &error,
            "inbound.host: write the port in inbound.port, not in the host",
        );
    }

    #[test]
    fn processed_folder_must_differ_from_the_mailbox() {
        let error = rejected(&format!("{IMAP}processed_folder = \"inbox\"\n"));
        assert_contains(
            &error,
            "inbound.processed_folder: is the mailbox that is read",
        );
        let config = parse(&format!("{IMAP}processed_folder = \"pawnpost/done\"\n"));
        let InboundConfig::Imap(imap) = config.inbound else {
            panic!("expected IMAP");
        };
        assert_eq!(imap.processed_folder.as_deref(), Some("pawnpost/done"));
    }

    // ---- addresses -------------------------------------------------------------------

    #[test]
    fn addresses_must_be_local_at_domain() {
        let cases = [
            (
                "address",
                "pawnpost",
                "expected an address of the form local@domain",
            ),
            (
                "address",
                "pawnpost@",
                "expected an address of the form local@domain",
            ),
            (
                "admin",
                "a@@example.org",
                "expected an address of the form local@domain",
            ),
            (
                "admin",
                "Admin <admin@example.org>",
                "without a display name",
            ),
            ("admin", "ad min@example.org", "no spaces"),
            (
                "address",
                "pawnpost@exa..mple.org",
                "the domain after the @ is not a host name",
            ),
        ];
        for (key, value, expected) in cases {
            let error = rejected(&format!("[server]\n{key} = \"{value}\"\n"));
            assert_contains(&error, &format!("server.{key}: {value:?} is not usable: "));
            assert_contains(&error, expected);
            assert_contains(&error, "(line 2)");
        }
    }

    #[test]
    fn plus_in_the_server_address_is_reserved() {
        let error = rejected("[server]\naddress = \"chess+games@example.org\"\n");
        assert_contains(
            &error,
            "server.address: the local part of \"chess+games@example.org\" contains \"+\", \
             which pawnpost reserves for reply tokens",
        );
    }

    #[test]
    fn admin_must_not_be_the_daemon_itself() {
        let error = rejected(
            "[server]\naddress = \"pawnpost@example.org\"\nadmin = \"PawnPost@Example.org\"\n",
        );
        assert_contains(
            &error,
            "server.admin: is the same mailbox as server.address",
        );
    }

    #[test]
    fn email_address_parts() {
        let address = EmailAddress::parse(" Chess@Example.org ").unwrap();
        assert_eq!(address.as_str(), "Chess@Example.org");
        assert_eq!(address.local_part(), "Chess");
        assert_eq!(address.domain(), "Example.org");
        assert!(address.is("chess@example.ORG"));
        assert!(!address.is("chess2@example.org"));
    }

    #[test]
    fn empty_strings_and_multiline_names() {
        let error = rejected("[server]\nname = \"\"\ndatabase = \"\"\n");
        assert_contains(&error, "server.name: is empty");
        assert_contains(&error, "server.database: is an empty path");
        let error = rejected("[server]\nname = \"\"\"pawn\npost\"\"\"\n");
        assert_contains(&error, "server.name: must be a single line");
    }

    // ---- trust -----------------------------------------------------------------------

    #[test]
    fn allow_from_only_is_warned_about() {
        let config = parse("[trust]\nallow_from_only = true\nauthserv_id = \"mx.example.org\"\n");
        assert!(config.trust.allow_from_only);
        assert_eq!(config.trust.authserv_id.as_deref(), Some("mx.example.org"));
        let warnings = config.warnings();
        assert_eq!(warnings.len(), 1);
        assert_contains(&warnings[0], "trust.allow_from_only = true");
    }

    #[test]
    fn authserv_id_must_be_one_word() {
        let error = rejected("[trust]\nauthserv_id = \"mx.example.org; spf=pass\"\n");
        assert_contains(&error, "trust.authserv_id: expected the authserv-id");
    }

    // ---- files -----------------------------------------------------------------------

    #[test]
    fn a_missing_file_says_which_and_what_to_do() {
        let path = Path::new("/nonexistent/pawnpost.toml");
        let error = Config::load(Some(path)).unwrap_err();
        assert!(matches!(error, ConfigError::NotFound { .. }), "{error:?}");
        let message = error.to_string();
        assert_contains(&message, "/nonexistent/pawnpost.toml: no such config file");
        assert_contains(
            &message,
            "run without --config to use the local Maildir spool",
        );
    }

    #[test]
    fn load_reads_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pawnpost.toml");
        std::fs::write(&path, "[game]\nforfeit_timeout_days = 7\n").unwrap();
        assert_eq!(
            Config::load(Some(&path)).unwrap().game.forfeit_timeout_days,
            7
        );

        std::fs::write(&path, "[game]\nforfeit_timeout_days = 0\n").unwrap();
        let message = Config::load(Some(&path)).unwrap_err().to_string();
        assert_contains(
            &message,
            &format!("{}: game.forfeit_timeout_days", path.display()),
        );
    }

    // ---- passwords -------------------------------------------------------------------

    #[test]
    fn password_from_the_environment() {
        let source = PasswordSource::Env {
            key: "inbound.password_env",
            var: "PAWNPOST_IMAP_PASSWORD".to_owned(),
        };
        let set = |_: &str| Ok("s3cret\n".to_owned());
        assert_eq!(source.resolve_with(set).unwrap().expose(), "s3cret");

        let unset = |_: &str| Err(std::env::VarError::NotPresent);
        let message = source.resolve_with(unset).unwrap_err().to_string();
        assert_eq!(
            message,
            "inbound.password_env: the environment variable PAWNPOST_IMAP_PASSWORD is not set; \
             export it with the password before starting pawnpost"
        );

        let empty = |_: &str| Ok(String::new());
        let message = source.resolve_with(empty).unwrap_err().to_string();
        assert_contains(
            &message,
            "inbound.password_env: the environment variable PAWNPOST_IMAP_PASSWORD is empty",
        );

        // The real environment: a variable that is surely unset.
        let unset_for_real = PasswordSource::Env {
            key: "outbound.password_env",
            var: "PAWNPOST_TEST_SURELY_UNSET_3F9A".to_owned(),
        };
        assert!(matches!(
            unset_for_real.resolve(),
            Err(ConfigError::PasswordEnvUnset { .. })
        ));
    }

    #[test]
    fn password_from_a_file_loses_one_trailing_newline() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pw");
        let source = PasswordSource::File {
            key: "outbound.password_file",
            path: path.clone(),
        };
        let credentials = Credentials {
            username: "pawnpost".to_owned(),
            password: source.clone(),
        };

        std::fs::write(&path, "pa ss\n\n").unwrap();
        assert_eq!(credentials.resolve_password().unwrap().expose(), "pa ss\n");
        std::fs::write(&path, "pass\r\n").unwrap();
        assert_eq!(credentials.resolve_password().unwrap().expose(), "pass");

        std::fs::write(&path, "\n").unwrap();
        let message = source.resolve().unwrap_err().to_string();
        assert_contains(&message, "outbound.password_file: the password file");
        assert_contains(&message, "is empty");

        std::fs::remove_file(&path).unwrap();
        let message = source.resolve().unwrap_err().to_string();
        assert_contains(
            &message,
            "outbound.password_file: cannot read the password file",
        );
    }

    #[test]
    fn password_debug_is_redacted() {
        let password = Password("hunter2".to_owned());
        assert_eq!(format!("{password:?}"), "Password(<redacted>)");
        assert!(!format!("{:?}", Some(&password)).contains("hunter2"));
    }

    // ---- the example file and the docs ------------------------------------------------

    const EXAMPLE: &str = include_str!("../config/pawnpost.toml");
    const DOCS: &str = include_str!("../docs/config.md");

    #[test]
    fn the_example_file_parses_and_validates() {
        let config = parse(EXAMPLE);
        let InboundConfig::Imap(imap) = &config.inbound else {
            panic!("the example should configure IMAP");
        };
        assert_eq!(imap.host, "imap.example.org");
        let OutboundConfig::Smtp(smtp) = &config.outbound else {
            panic!("the example should configure SMTP");
        };
        assert_eq!(smtp.host, "smtp.example.org");
        assert_eq!(config.server.address.as_str(), "pawnpost@example.org");
    }

    /// Every dotted key of a parsed table (`inbound.port`, ...).
    fn dotted_keys(table: &toml::Table, prefix: &str, keys: &mut Vec<String>) {
        for (key, value) in table {
            let dotted = if prefix.is_empty() {
                key.clone()
            } else {
                format!("{prefix}.{key}")
            };
            match value {
                toml::Value::Table(inner) => dotted_keys(inner, &dotted, keys),
                _ => keys.push(dotted),
            }
        }
    }

    #[test]
    fn the_docs_mention_every_key_of_the_example() {
        let table: toml::Table = toml::from_str(EXAMPLE).unwrap();
        let mut keys = Vec::new();
        dotted_keys(&table, "", &mut keys);
        assert!(keys.len() >= 25, "the example sets only {keys:?}");
        let missing: Vec<_> = keys
            .iter()
            .filter(|key| !DOCS.contains(&format!("`{key}`")))
            .collect();
        assert!(
            missing.is_empty(),
            "docs/config.md does not document {missing:?}"
        );
    }

    /// The keys serde accepts in a section, asked from serde itself: an unknown key's
    /// error lists them.
    fn accepted_keys(section: &str) -> Vec<String> {
        let text = format!("[{section}]\nno_such_key = 1\n");
        let error = toml::from_str::<RawConfig>(&text).unwrap_err();
        let message = error.message().to_owned();
        let (_, expected) = message.split_once("expected").unwrap();
        expected
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|key| format!("{section}.{key}"))
            .collect()
    }

    #[test]
    fn the_docs_and_the_example_mention_every_accepted_key() {
        for section in SECTIONS {
            let keys = accepted_keys(section);
            assert!(!keys.is_empty(), "no keys found for [{section}]");
            for key in keys {
                assert!(
                    DOCS.contains(&format!("`{key}`")),
                    "docs/config.md lacks `{key}`"
                );
                let bare = key.split_once('.').map_or(key.as_str(), |(_, bare)| bare);
                let in_example = EXAMPLE.lines().any(|line| {
                    line.trim_start_matches(['#', ' '])
                        .starts_with(&format!("{bare} ="))
                });
                assert!(
                    in_example,
                    "config/pawnpost.toml lacks {key} (even commented)"
                );
            }
        }
    }

    #[test]
    fn the_documented_embedded_default_is_the_default() {
        let (_, after) = DOCS.split_once("### The embedded default").unwrap();
        let (_, block) = after.split_once("```toml\n").unwrap();
        let (block, _) = block.split_once("```").unwrap();
        assert_eq!(parse(block), Config::default());
    }

    #[test]
    fn the_documented_examples_parse() {
        for block in DOCS.split("```toml\n").skip(1) {
            let (block, _) = block.split_once("```").unwrap();
            parse(block);
        }
    }

    // ---- helpers ---------------------------------------------------------------------

    #[test]
    fn key_lookup_by_offset_and_by_name() {
        let text = "[server]\nname = \"x\"\n\n[inbound]\nkind = \"imap\"\nport = 5\n";
        let doc = DeTable::parse(text).unwrap();
        let offset = text.find("port").unwrap();
        assert_eq!(
            key_at(doc.get_ref(), offset + 1).as_deref(),
            Some("inbound.port")
        );
        let span = span_of_key(doc.get_ref(), "inbound.port").unwrap();
        assert_eq!(line_of(text, span.start), 6);
        // A missing key points at its section header.
        let span = span_of_key(doc.get_ref(), "inbound.host").unwrap();
        assert_eq!(line_of(text, span.start), 4);
    }

    #[test]
    fn edit_distance_suggests_near_misses_only() {
        assert_eq!(edit_distance("hots", "host"), 2);
        assert_eq!(closest("usrname", &["username", "host"]), Some("username"));
        assert_eq!(closest("colour", &["kind", "host"]), None);
    }
}
