//! The raw tree: the config file as serde sees it, key for key.
//!
//! Every section is `deny_unknown_fields` and every key optional, so typos and wrong
//! types are caught by serde with the position of the offending key. Integers are i64
//! (TOML's own integer type) so that [`super::check`] tests ranges with a message that
//! shows the value written. The tree is flat (not a serde-tagged enum) on purpose: a
//! tagged enum buffers the section and loses the position of the key at fault.

use serde::Deserialize;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawConfig {
    #[serde(default)]
    pub(super) server: RawServer,
    #[serde(default)]
    pub(super) inbound: RawInbound,
    #[serde(default)]
    pub(super) outbound: RawOutbound,
    #[serde(default)]
    pub(super) game: RawGame,
    #[serde(default)]
    pub(super) rules: RawRules,
    #[serde(default)]
    pub(super) limits: RawLimits,
    #[serde(default)]
    pub(super) trust: RawTrust,
    #[serde(default)]
    pub(super) community: RawCommunity,
    #[serde(default)]
    pub(super) metrics: RawMetrics,
    #[serde(default)]
    pub(super) publish: RawPublish,
    #[serde(default)]
    pub(super) log: RawLog,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawServer {
    pub(super) address: Option<String>,
    pub(super) name: Option<String>,
    pub(super) admin: Option<String>,
    pub(super) database: Option<String>,
    pub(super) secret_file: Option<String>,
    pub(super) language: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawInbound {
    pub(super) kind: Option<String>,
    pub(super) path: Option<String>,
    pub(super) host: Option<String>,
    pub(super) port: Option<i64>,
    pub(super) tls: Option<String>,
    pub(super) ca_file: Option<String>,
    pub(super) username: Option<String>,
    pub(super) password_env: Option<String>,
    pub(super) password_file: Option<String>,
    pub(super) mailbox: Option<String>,
    pub(super) processed_folder: Option<String>,
    pub(super) idle: Option<bool>,
    pub(super) poll_interval_secs: Option<i64>,
}

impl RawInbound {
    /// The IMAP-only keys present, for "not used by a maildir spool" errors.
    pub(super) fn imap_keys_given(&self) -> Vec<&'static str> {
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
pub(super) struct RawOutbound {
    pub(super) kind: Option<String>,
    pub(super) path: Option<String>,
    pub(super) host: Option<String>,
    pub(super) port: Option<i64>,
    pub(super) tls: Option<String>,
    pub(super) ca_file: Option<String>,
    pub(super) username: Option<String>,
    pub(super) password_env: Option<String>,
    pub(super) password_file: Option<String>,
    pub(super) max_attempts: Option<i64>,
    pub(super) retry_base_secs: Option<i64>,
    pub(super) retry_max_secs: Option<i64>,
}

impl RawOutbound {
    /// The SMTP-only keys present, for "not used by a maildir spool" errors.
    pub(super) fn smtp_keys_given(&self) -> Vec<&'static str> {
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
pub(super) struct RawGame {
    pub(super) forfeit_timeout_days: Option<i64>,
    pub(super) reminder_percent: Option<i64>,
    pub(super) sweep_interval_secs: Option<i64>,
    pub(super) time_control: Option<String>,
    pub(super) leave_days_per_year: Option<i64>,
    pub(super) outage_threshold_secs: Option<i64>,
    pub(super) on_time: Option<String>,
    pub(super) reminders: Option<Vec<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRules {
    pub(super) tablebase_dir: Option<String>,
    pub(super) tablebase_cursed_win: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLimits {
    pub(super) max_message_bytes: Option<i64>,
    pub(super) mails_per_sender_per_hour: Option<i64>,
    pub(super) open_challenges_per_player: Option<i64>,
    pub(super) active_games_per_player: Option<i64>,
    pub(super) invitations_per_recipient_per_day: Option<i64>,
    pub(super) unproven_letters_per_mailbox_per_day: Option<i64>,
    pub(super) stranger_mails_per_hour: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTrust {
    pub(super) authserv_id: Option<String>,
    pub(super) allow_from_only: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCommunity {
    pub(super) top_min_games: Option<i64>,
    pub(super) provisional_games: Option<i64>,
    pub(super) seek_days: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMetrics {
    pub(super) textfile: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPublish {
    pub(super) dir: Option<String>,
    pub(super) delay: Option<RawDelay>,
}

/// `publish.delay`: the word `end` or a number of plies.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum RawDelay {
    Plies(i64),
    Word(String),
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLog {
    pub(super) format: Option<String>,
}
