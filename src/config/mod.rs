//! The one config file (`config/pawnpost.toml`): its shape, its defaults and loading.
//!
//! The file is read in two steps. Serde deserializes it into the raw tree of [`raw`],
//! which mirrors the file key for key, so typos and wrong types are caught with the
//! position of the offending key. Then [`Config::from_toml_str`] has [`check`] look at
//! the raw tree once and build the public [`Config`], in which a wrong combination
//! cannot be represented: an [`InboundConfig::Maildir`] has no `host`, an
//! [`ImapConfig`] always has credentials. [`diagnostics`] turns serde's errors and the
//! checks' findings into problems in the file's own words.
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

mod check;
mod diagnostics;
mod raw;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::address::EmailAddress;
use crate::mail::credentials::Credentials;
use check::Checker;
use raw::RawConfig;

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
/// Days of leave a player may take per calendar year.
pub const DEFAULT_LEAVE_DAYS_PER_YEAR: u32 = 30;
/// Seconds without a successful look at the mailbox after which the running clocks get
/// the time back.
pub const DEFAULT_OUTAGE_THRESHOLD_SECS: u64 = 3600;
/// Largest mail read in full, in bytes.
pub const DEFAULT_MAX_MESSAGE_BYTES: u64 = 1_048_576;
/// Mails one sender may send per hour before pawnpost stops answering.
pub const DEFAULT_MAILS_PER_SENDER_PER_HOUR: u32 = 60;
/// Challenges a player may have open (unanswered) at once.
pub const DEFAULT_OPEN_CHALLENGES_PER_PLAYER: u32 = 5;
/// The default of `limits.invitations_per_recipient_per_day`.
pub const DEFAULT_INVITATIONS_PER_RECIPIENT_PER_DAY: u32 = 3;
/// The default of `limits.unproven_letters_per_mailbox_per_day`.
pub const DEFAULT_UNPROVEN_LETTERS_PER_MAILBOX_PER_DAY: u32 = 2;
/// The default of `limits.stranger_mails_per_hour`.
pub const DEFAULT_STRANGER_MAILS_PER_HOUR: u32 = 100;
/// Games a player may have running at once.
pub const DEFAULT_ACTIVE_GAMES_PER_PLAYER: u32 = 50;
/// Finished rated games a player needs to appear in `Top`.
pub const DEFAULT_TOP_MIN_GAMES: u32 = 1;
/// Rated games after which a rating is no longer provisional.
pub const DEFAULT_PROVISIONAL_GAMES: u32 = 10;
/// Days an open seek waits for an opponent before it expires.
pub const DEFAULT_SEEK_DAYS: u32 = 14;

/// Everything the admin can configure; see `docs/config.md` for each key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    pub server: ServerConfig,
    pub inbound: InboundConfig,
    pub outbound: OutboundConfig,
    pub game: GameConfig,
    pub rules: RulesConfig,
    pub limits: LimitsConfig,
    pub trust: TrustConfig,
    pub community: CommunityConfig,
    pub metrics: MetricsConfig,
    pub publish: PublishConfig,
    pub log: LogConfig,
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
    /// The language pawnpost writes to a new player in, until their first command
    /// words or a `Language` command say otherwise.
    pub language: crate::notation::Language,
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

/// `[game]`: the clock of correspondence games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameConfig {
    pub forfeit_timeout_days: u32,
    /// Remind the player to move once this percentage of the timeout has passed.
    pub reminder_percent: u8,
    pub sweep_interval_secs: u64,
    /// The time control of a challenge that names none (`None`: the silence rule
    /// alone).
    pub time_control: Option<crate::command::TimeControl>,
    /// Days of leave per player and calendar year; 0 offers no leave.
    pub leave_days_per_year: u32,
    /// An inbound mailbox unread for longer than this is an outage: the running clocks
    /// get the time back.
    pub outage_threshold_secs: u64,
    /// What a missed deadline does in a game with a time control: forfeit at once, or
    /// ask the waiting player (an event may say otherwise).
    pub on_time: crate::game::OnTime,
    /// When the player who must act is reminded: `reminders`, else `reminder_percent`
    /// and 24 hours before the deadline.
    pub reminders: crate::game::Reminders,
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

/// `[rules]`: what the rules core judges beyond the moves: tablebase claims.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RulesConfig {
    /// The directory of the Syzygy tables (`KQvK.rtbw`, …); `None`: no tables, and
    /// tablebase claims are refused as such.
    pub tablebase_dir: Option<PathBuf>,
    /// What a win beyond the fifty-move rule counts as; ICCF's win by default.
    pub tablebase_cursed_win: crate::tablebase::CursedWin,
}

impl RulesConfig {
    /// Opens the tables' prober for this process now, if it is not open yet (a claim
    /// would open it; the daemon does it before a mail's write transaction).
    pub fn open_tables(&self) {
        if let Some(dir) = &self.tablebase_dir {
            crate::tablebase::Syzygy::new(dir.clone(), self.tablebase_cursed_win).open();
        }
    }

    /// The tables a claim is judged by.
    pub fn tablebase(&self) -> Box<dyn crate::tablebase::Tablebase + Send + Sync> {
        match &self.tablebase_dir {
            Some(dir) => Box::new(crate::tablebase::Syzygy::new(
                dir.clone(),
                self.tablebase_cursed_win,
            )),
            None => Box::new(crate::tablebase::NoTablebase),
        }
    }
}

/// `[limits]`: protection against floods and oversized mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LimitsConfig {
    pub max_message_bytes: u64,
    pub mails_per_sender_per_hour: u32,
    pub open_challenges_per_player: u32,
    pub active_games_per_player: u32,
    /// Invitations one mailbox (plus-address variants counted as one) may receive in
    /// 24 hours.
    pub invitations_per_recipient_per_day: u32,
    /// Letters in 24 hours to one mailbox that never proved it reads mail here, or
    /// caused by mails that did not prove their sender — invitations, confirmation
    /// requests, answers, notices, all kinds together.
    pub unproven_letters_per_mailbox_per_day: u32,
    /// Letters in one hour, over all senders, caused by mails without proof and
    /// addressed to mailboxes that never proved themselves: the global brake.
    pub stranger_mails_per_hour: u32,
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

/// `[community]`: names, ratings, seeks and tournaments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommunityConfig {
    /// `Top` lists players with at least this many finished rated games.
    pub top_min_games: u32,
    /// A rating stays provisional (marked `?`) until this many rated games.
    pub provisional_games: u32,
    /// An open seek expires after this many days without an opponent.
    pub seek_days: u32,
}

/// `[metrics]`: health for a monitoring system.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MetricsConfig {
    /// The file `pawnpost run` rewrites every minute in the Prometheus text format,
    /// for node_exporter's textfile collector (its name ends in `.prom`); `None`: no
    /// file.
    pub textfile: Option<PathBuf>,
}

/// `[publish]`: the static public site (`pawnpost publish --out DIR`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PublishConfig {
    /// The site's directory, kept up to date after every change by `run`, `deliver`,
    /// `sweep` and the admin's commands; `None`: only `pawnpost publish` writes one.
    pub dir: Option<PathBuf>,
    /// How much of a running game the site shows, unless its event says otherwise.
    pub delay: crate::game::PublishDelay,
}

/// `[log]`: how the log on standard error looks.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LogConfig {
    pub format: LogFormat,
}

/// `log.format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LogFormat {
    /// One line of text per event, for a person (journalctl).
    #[default]
    Text,
    /// One JSON object per line, for a log collector.
    Json,
}

impl LogFormat {
    /// Every format, in the order the docs list them.
    pub const ALL: [LogFormat; 2] = [LogFormat::Text, LogFormat::Json];

    /// The word used in the config file.
    pub fn keyword(self) -> &'static str {
        match self {
            LogFormat::Text => "text",
            LogFormat::Json => "json",
        }
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
                // The constants are canonical; a test parses them.
                address: EmailAddress::from_canonical(DEFAULT_ADDRESS),
                name: DEFAULT_NAME.to_owned(),
                admin: EmailAddress::from_canonical(DEFAULT_ADMIN),
                database: PathBuf::from(DEFAULT_DATABASE),
                secret_file: PathBuf::from(DEFAULT_SECRET_FILE),
                language: crate::notation::Language::English,
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
                time_control: None,
                leave_days_per_year: DEFAULT_LEAVE_DAYS_PER_YEAR,
                outage_threshold_secs: DEFAULT_OUTAGE_THRESHOLD_SECS,
                on_time: crate::game::OnTime::Forfeit,
                reminders: DEFAULT_REMINDER_PERCENT.into(),
            },
            rules: RulesConfig::default(),
            limits: LimitsConfig {
                max_message_bytes: DEFAULT_MAX_MESSAGE_BYTES,
                mails_per_sender_per_hour: DEFAULT_MAILS_PER_SENDER_PER_HOUR,
                open_challenges_per_player: DEFAULT_OPEN_CHALLENGES_PER_PLAYER,
                invitations_per_recipient_per_day: DEFAULT_INVITATIONS_PER_RECIPIENT_PER_DAY,
                unproven_letters_per_mailbox_per_day: DEFAULT_UNPROVEN_LETTERS_PER_MAILBOX_PER_DAY,
                stranger_mails_per_hour: DEFAULT_STRANGER_MAILS_PER_HOUR,
                active_games_per_player: DEFAULT_ACTIVE_GAMES_PER_PLAYER,
            },
            trust: TrustConfig {
                authserv_id: None,
                allow_from_only: false,
            },
            community: CommunityConfig {
                top_min_games: DEFAULT_TOP_MIN_GAMES,
                provisional_games: DEFAULT_PROVISIONAL_GAMES,
                seek_days: DEFAULT_SEEK_DAYS,
            },
            metrics: MetricsConfig::default(),
            publish: PublishConfig::default(),
            log: LogConfig::default(),
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
        // Its warnings are the caller's to log, once the log is set up as it says.
        Config::from_toml_str(&text, path)
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
            Err(error) => {
                return Err(invalid(vec![diagnostics::problem_from_toml(text, &error)]));
            }
        };
        let mut check = Checker::default();
        let config = check.config(raw);
        if check.problems.is_empty() {
            Ok(config)
        } else {
            Err(invalid(diagnostics::locate(text, check.problems)))
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

/// What the tests of the config modules share: the file name in messages, a valid and
/// an invalid parse, and minimal IMAP and SMTP sections.
#[cfg(test)]
mod test_support {
    use std::path::Path;

    use super::Config;

    pub(super) const FILE: &str = "config/pawnpost.toml";

    pub(super) fn parse(text: &str) -> Config {
        match Config::from_toml_str(text, Path::new(FILE)) {
            Ok(config) => config,
            Err(error) => panic!("expected a valid config, got:\n{error}"),
        }
    }

    /// The full error text for a config that must be rejected.
    pub(super) fn rejected(text: &str) -> String {
        match Config::from_toml_str(text, Path::new(FILE)) {
            Ok(config) => panic!("expected an error, got {config:#?}"),
            Err(error) => error.to_string(),
        }
    }

    pub(super) fn assert_contains(haystack: &str, needle: &str) {
        assert!(
            haystack.contains(needle),
            "expected to find\n  {needle}\nin\n  {haystack}"
        );
    }

    pub(super) const IMAP: &str = r#"
[inbound]
kind = "imap"
host = "imap.example.org"
username = "pawnpost"
password_env = "PAWNPOST_IMAP_PASSWORD"
"#;

    pub(super) const SMTP: &str = r#"
[outbound]
kind = "smtp"
host = "smtp.example.org"
username = "pawnpost"
password_env = "PAWNPOST_SMTP_PASSWORD"
"#;
}

#[cfg(test)]
mod tests {
    use super::diagnostics::SECTIONS;
    use super::test_support::*;
    use super::*;
    use crate::mail::credentials::PasswordSource;

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
    fn reminder_and_timeout_durations() {
        let game = parse("[game]\nforfeit_timeout_days = 10\nreminder_percent = 50\n").game;
        assert_eq!(game.forfeit_timeout(), Duration::from_secs(10 * 86_400));
        assert_eq!(game.reminder_after(), Duration::from_secs(5 * 86_400));
    }

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

    const EXAMPLE: &str = include_str!("../../config/pawnpost.toml");
    const DOCS: &str = include_str!("../../docs/config.md");

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
}
