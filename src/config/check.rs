//! The checks: the raw tree in, the typed [`Config`] out, every problem collected as a
//! (dotted key, message) pair whose message says what to write instead.
//!
//! Where a value is wrong a default stands in so that checking can go on; the result
//! is then discarded because the problem list is not empty. So all problems of a file
//! are reported together and an admin can fix it in one pass.

use std::fmt;
use std::net::IpAddr;
use std::path::PathBuf;

use super::raw::{
    RawCommunity, RawConfig, RawDelay, RawGame, RawInbound, RawLimits, RawLog, RawMetrics,
    RawOutbound, RawPublish, RawRules, RawServer, RawTrust,
};
use super::*;
use crate::mail::credentials::PasswordSource;
use crate::tablebase::CursedWin;

#[derive(Default)]
pub(super) struct Checker {
    pub(super) problems: Vec<(String, String)>,
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

    pub(super) fn config(&mut self, raw: RawConfig) -> Config {
        Config {
            server: self.server(raw.server),
            inbound: self.inbound(raw.inbound),
            outbound: self.outbound(raw.outbound),
            game: self.game(raw.game),
            rules: self.rules(raw.rules),
            limits: self.limits(raw.limits),
            trust: self.trust(raw.trust),
            community: self.community(raw.community),
            metrics: self.metrics(raw.metrics),
            publish: self.publish(raw.publish),
            log: self.log(raw.log),
        }
    }

    fn publish(&mut self, raw: RawPublish) -> PublishConfig {
        use crate::game::{MAX_PUBLISH_DELAY_PLIES, PublishDelay};
        let dir = raw.dir.map(|dir| self.path("publish.dir", Some(dir), ""));
        let wrong = |found: String| {
            format!(
                "expected \"end\" (moves shown once a game ends) or a number of half-moves \
                 from 0 to {MAX_PUBLISH_DELAY_PLIES} (all but the last N shown), found {found}"
            )
        };
        let delay = match raw.delay {
            None => PublishDelay::default(),
            Some(RawDelay::Word(word)) if word == "end" => PublishDelay::End,
            Some(RawDelay::Word(word)) => {
                self.report("publish.delay", wrong(format!("{word:?}")));
                PublishDelay::default()
            }
            Some(RawDelay::Plies(n)) => match u32::try_from(n) {
                Ok(n) if n <= MAX_PUBLISH_DELAY_PLIES => PublishDelay::Plies(n),
                _ => {
                    self.report("publish.delay", wrong(n.to_string()));
                    PublishDelay::default()
                }
            },
        };
        PublishConfig { dir, delay }
    }

    fn metrics(&mut self, raw: RawMetrics) -> MetricsConfig {
        let textfile = raw.textfile.map(|path| {
            let path = self.path("metrics.textfile", Some(path), "");
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            if !path.as_os_str().is_empty()
                && !name.as_deref().is_some_and(|n| n.len() > ".prom".len() && n.ends_with(".prom"))
            {
                self.report(
                    "metrics.textfile",
                    format!(
                        "{:?}: node_exporter's textfile collector reads only files whose names \
                         end in .prom; write e.g. \"/var/lib/prometheus/node-exporter/pawnpost.prom\"",
                        path.display().to_string()
                    ),
                );
            }
            path
        });
        MetricsConfig { textfile }
    }

    fn log(&mut self, raw: RawLog) -> LogConfig {
        let formats = LogFormat::ALL.map(|f| (f.keyword(), f));
        LogConfig {
            format: self
                .keyword("log.format", raw.format.as_deref(), &formats)
                .flatten()
                .unwrap_or_default(),
        }
    }

    fn community(&mut self, raw: RawCommunity) -> CommunityConfig {
        CommunityConfig {
            top_min_games: self.int(
                "community.top_min_games",
                raw.top_min_games,
                DEFAULT_TOP_MIN_GAMES,
                "a number of games",
                1..=10_000,
            ),
            provisional_games: self.int(
                "community.provisional_games",
                raw.provisional_games,
                DEFAULT_PROVISIONAL_GAMES,
                "a number of games",
                0..=1_000,
            ),
            seek_days: self.int(
                "community.seek_days",
                raw.seek_days,
                DEFAULT_SEEK_DAYS,
                "a number of days",
                1..=365,
            ),
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
        if admin == address {
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
            language: self
                .keyword(
                    "server.language",
                    raw.language.as_deref(),
                    &crate::notation::Language::ALL.map(|l| (l.code(), l)),
                )
                .flatten()
                .unwrap_or_default(),
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
        let reminder_percent = self.int(
            "game.reminder_percent",
            raw.reminder_percent,
            DEFAULT_REMINDER_PERCENT,
            "a percentage",
            1..=99,
        );
        let reminders = match raw.reminders.as_deref() {
            Some(points) => self.reminders(points),
            None => reminder_percent.into(),
        };
        GameConfig {
            forfeit_timeout_days: self.int(
                "game.forfeit_timeout_days",
                raw.forfeit_timeout_days,
                DEFAULT_FORFEIT_TIMEOUT_DAYS,
                "a number of days",
                1..=crate::game::MAX_TIMEOUT_DAYS,
            ),
            reminder_percent,
            reminders,
            sweep_interval_secs: self.int(
                "game.sweep_interval_secs",
                raw.sweep_interval_secs,
                DEFAULT_SWEEP_INTERVAL_SECS,
                "a number of seconds",
                1..=86_400,
            ),
            time_control: self.time_control(raw.time_control.as_deref()),
            leave_days_per_year: self.int(
                "game.leave_days_per_year",
                raw.leave_days_per_year,
                DEFAULT_LEAVE_DAYS_PER_YEAR,
                "a number of days",
                0..=366,
            ),
            outage_threshold_secs: self.int(
                "game.outage_threshold_secs",
                raw.outage_threshold_secs,
                DEFAULT_OUTAGE_THRESHOLD_SECS,
                "a number of seconds",
                60..=604_800,
            ),
            on_time: self.on_time(raw.on_time.as_deref()),
        }
    }

    /// `game.reminders`: up to six points, each `"80%"` (of the time passed), `"24h"`
    /// or `"1d"` (before the deadline).
    fn reminders(&mut self, points: &[String]) -> crate::game::Reminders {
        use crate::game::clock::MAX_REMINDER_POINTS;
        if points.len() > MAX_REMINDER_POINTS {
            self.report(
                "game.reminders",
                format!(
                    "at most {MAX_REMINDER_POINTS} reminders, found {}",
                    points.len()
                ),
            );
        }
        let mut read = Vec::new();
        for text in points.iter().take(MAX_REMINDER_POINTS) {
            match crate::game::ReminderPoint::parse(text) {
                Some(point) => read.push(point),
                None => self.report(
                    "game.reminders",
                    format!(
                        "expected a share of the time (\"50%\", 1 to 99) or a time before the deadline (\"24h\", \"2d\"), found {text:?}"
                    ),
                ),
            }
        }
        crate::game::Reminders::new(&read)
    }

    /// `game.on_time`: `"forfeit"` (the default) or `"ask"`.
    fn on_time(&mut self, text: Option<&str>) -> crate::game::OnTime {
        let Some(text) = text else {
            return crate::game::OnTime::default();
        };
        crate::game::OnTime::from_key(text).unwrap_or_else(|| {
            self.report(
                "game.on_time",
                format!("expected \"forfeit\" or \"ask\", found {text:?}"),
            );
            crate::game::OnTime::default()
        })
    }

    /// `game.time_control`: `"none"` (or empty), `"N days per move"` or
    /// `"fischer B+I"`.
    fn time_control(&mut self, text: Option<&str>) -> Option<crate::command::TimeControl> {
        let text = text?.trim();
        if text.is_empty() || text.eq_ignore_ascii_case("none") {
            return None;
        }
        match crate::command::TimeControl::parse(text) {
            Some(control) if control.is_valid() => Some(control),
            _ => {
                self.report(
                    "game.time_control",
                    format!(
                        "expected \"none\", \"N days per move\" or \"fischer B+I\" (days from 1 to {}, the increment at most B), found {text:?}",
                        crate::game::clock::MAX_CONTROL_DAYS
                    ),
                );
                None
            }
        }
    }

    fn rules(&mut self, raw: RawRules) -> RulesConfig {
        let tablebase_dir = raw.tablebase_dir.map(|dir| {
            let path = self.path("rules.tablebase_dir", Some(dir), "");
            if path.to_string_lossy().contains(':') {
                self.report(
                    "rules.tablebase_dir",
                    format!(
                        "{:?}: the tables' prober splits its path at colons; name a directory \
                         without one (a symbolic link to it will do)",
                        path.display().to_string()
                    ),
                );
            }
            path
        });
        let words = CursedWin::ALL.map(|c| (c.key(), c));
        RulesConfig {
            tablebase_dir,
            tablebase_cursed_win: self
                .keyword(
                    "rules.tablebase_cursed_win",
                    raw.tablebase_cursed_win.as_deref(),
                    &words,
                )
                .flatten()
                .unwrap_or_default(),
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
            invitations_per_recipient_per_day: self.int(
                "limits.invitations_per_recipient_per_day",
                raw.invitations_per_recipient_per_day,
                DEFAULT_INVITATIONS_PER_RECIPIENT_PER_DAY,
                "a number",
                1..=1_000,
            ),
            unproven_letters_per_mailbox_per_day: self.int(
                "limits.unproven_letters_per_mailbox_per_day",
                raw.unproven_letters_per_mailbox_per_day,
                DEFAULT_UNPROVEN_LETTERS_PER_MAILBOX_PER_DAY,
                "a number",
                1..=24,
            ),
            stranger_mails_per_hour: self.int(
                "limits.stranger_mails_per_hour",
                raw.stranger_mails_per_hour,
                DEFAULT_STRANGER_MAILS_PER_HOUR,
                "a number",
                1..=1_000_000,
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
            return EmailAddress::from_canonical(default);
        };
        match EmailAddress::parse(&value) {
            Ok(address) => address,
            Err(error) => {
                self.report(key, format!("{value:?} is not usable: {error}"));
                EmailAddress::from_canonical(default)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::test_support::*;

    #[test]
    fn the_tables_are_a_directory_without_a_colon_and_a_cursed_win_a_win_or_a_draw() {
        use crate::tablebase::CursedWin;
        let config =
            parse("[rules]\ntablebase_dir = \"/srv/syzygy\"\ntablebase_cursed_win = \"draw\"\n");
        assert_eq!(
            config.rules.tablebase_dir,
            Some(PathBuf::from("/srv/syzygy"))
        );
        assert_eq!(config.rules.tablebase_cursed_win, CursedWin::Draw);
        // ICCF's count by default, and no tables.
        assert_eq!(parse("").rules.tablebase_cursed_win, CursedWin::Win);
        assert_eq!(parse("").rules.tablebase_dir, None);
        let error = rejected("[rules]\ntablebase_dir = \"/srv/syzygy:/more\"\n");
        assert_contains(
            &error,
            "rules.tablebase_dir: \"/srv/syzygy:/more\": the tables' prober splits its path at colons",
        );
        assert_contains(&error, "(line 2)");
        assert_contains(
            &rejected("[rules]\ntablebase_cursed_win = \"loss\"\n"),
            "rules.tablebase_cursed_win: unknown value \"loss\"; write one of \"win\", \"draw\"",
        );
        assert_contains(
            &rejected("[rules]\ntablebase_dir = \"\"\n"),
            "rules.tablebase_dir",
        );
    }

    #[test]
    fn the_site_has_a_directory_and_a_delay_of_end_or_plies() {
        use crate::game::PublishDelay;
        let config = parse("[publish]\ndir = \"/var/www/chess\"\ndelay = 8\n");
        assert_eq!(config.publish.dir, Some(PathBuf::from("/var/www/chess")));
        assert_eq!(config.publish.delay, PublishDelay::Plies(8));
        assert_eq!(parse("").publish, PublishConfig::default());
        assert_eq!(parse("").publish.delay, PublishDelay::End);
        assert_eq!(
            parse("[publish]\ndelay = \"end\"\n").publish.delay,
            PublishDelay::End
        );
        for wrong in ["delay = \"later\"", "delay = -1", "delay = 5000"] {
            assert_contains(
                &rejected(&format!("[publish]\n{wrong}\n")),
                "publish.delay: expected \"end\"",
            );
        }
        assert_contains(
            &rejected("[publish]\ndir = \"\"\n"),
            "publish.dir: is an empty path",
        );
    }

    #[test]
    fn the_metrics_file_is_a_prom_file_and_the_log_a_known_format() {
        let config = parse(
            "[metrics]\ntextfile = \"/var/lib/prometheus/node-exporter/pawnpost.prom\"\n[log]\nformat = \"json\"\n",
        );
        assert_eq!(
            config.metrics.textfile,
            Some(PathBuf::from(
                "/var/lib/prometheus/node-exporter/pawnpost.prom"
            ))
        );
        assert_eq!(config.log.format, LogFormat::Json);
        assert_eq!(parse("").metrics.textfile, None);
        assert_eq!(parse("").log.format, LogFormat::Text);

        let error = rejected("[metrics]\ntextfile = \"/var/lib/node-exporter/pawnpost.txt\"\n");
        assert_contains(
            &error,
            "metrics.textfile: \"/var/lib/node-exporter/pawnpost.txt\": node_exporter's textfile collector reads only files whose names end in .prom",
        );
        assert_contains(&error, "(line 2)");
        assert_contains(
            &rejected("[metrics]\ntextfile = \"/tmp/\"\n"),
            "metrics.textfile",
        );
        assert_contains(
            &rejected("[metrics]\ntextfile = \"\"\n"),
            "metrics.textfile: is an empty path",
        );
        let error = rejected("[log]\nformat = \"xml\"\n");
        assert_contains(
            &error,
            "log.format: unknown value \"xml\"; write one of \"text\", \"json\"",
        );
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
    fn smtp_relay_without_login_is_fine() {
        let config = parse("[outbound]\nkind = \"smtp\"\nhost = \"127.0.0.1\"\ntls = \"none\"\n");
        let OutboundConfig::Smtp(smtp) = config.outbound else {
            panic!("expected SMTP");
        };
        assert_eq!(smtp.credentials, None);
        assert_eq!(smtp.port, 25);
    }

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
    fn addresses_are_kept_in_canonical_form() {
        let config = parse(
            "[server]\naddress = \"PawnPost@Bücher.Example\"\nadmin = \"Admin@Example.org\"\n",
        );
        assert_eq!(
            config.server.address.as_str(),
            "pawnpost@xn--bcher-kva.example"
        );
        assert_eq!(config.server.admin.as_str(), "admin@example.org");
        // One mailbox however it is spelled.
        let error = rejected(
            "[server]\naddress = \"pawnpost@bücher.example\"\n\
             admin = \"PAWNPOST@xn--bcher-kva.example\"\n",
        );
        assert_contains(
            &error,
            "server.admin: is the same mailbox as server.address",
        );
        let error = rejected("[server]\nadmin = \"ad\\u0000min@example.org\"\n");
        assert_contains(&error, "server.admin: ");
        assert_contains(&error, "invisible or unreadable character");
    }

    #[test]
    fn empty_strings_and_multiline_names() {
        let error = rejected("[server]\nname = \"\"\ndatabase = \"\"\n");
        assert_contains(&error, "server.name: is empty");
        assert_contains(&error, "server.database: is an empty path");
        let error = rejected("[server]\nname = \"\"\"pawn\npost\"\"\"\n");
        assert_contains(&error, "server.name: must be a single line");
    }

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
}
