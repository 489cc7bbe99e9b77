//! Logins to the mail servers: a user name and where its password comes from (an
//! environment variable or a file, never the config file itself), the reading of that
//! password at start-up, and a [`Password`] type that cannot leak into logs.
//!
//! The config names the sources ([`crate::config::ImapConfig`],
//! [`crate::config::SmtpConfig`]); the IMAP and SMTP adapters resolve them when they
//! start, so a missing password stops the daemon before it fetches anything.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// A login: user name plus where its password comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    pub username: String,
    pub password: PasswordSource,
}

impl Credentials {
    /// Reads the password now (from the environment or the file). Call it at start-up
    /// so that a missing password stops the daemon before it fetches anything.
    pub fn resolve_password(&self) -> Result<Password, PasswordError> {
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
    pub fn resolve(&self) -> Result<Password, PasswordError> {
        self.resolve_with(|var| std::env::var(var))
    }

    /// `resolve` with the environment passed in, so tests need not mutate the
    /// process environment (unsafe while other test threads read it).
    fn resolve_with(
        &self,
        env: impl Fn(&str) -> Result<String, std::env::VarError>,
    ) -> Result<Password, PasswordError> {
        match self {
            PasswordSource::Env { key, var } => match env(var) {
                Ok(value) => non_empty_password(trim_one_newline(value)).ok_or_else(|| {
                    PasswordError::EnvEmpty {
                        key,
                        var: var.clone(),
                    }
                }),
                Err(std::env::VarError::NotPresent) => Err(PasswordError::EnvUnset {
                    key,
                    var: var.clone(),
                }),
                Err(std::env::VarError::NotUnicode(_)) => Err(PasswordError::EnvNotUnicode {
                    key,
                    var: var.clone(),
                }),
            },
            PasswordSource::File { key, path } => match std::fs::read_to_string(path) {
                Ok(value) => non_empty_password(trim_one_newline(value)).ok_or_else(|| {
                    PasswordError::FileEmpty {
                        key,
                        path: path.clone(),
                    }
                }),
                Err(cause) => Err(PasswordError::FileUnreadable {
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

/// Why a password could not be read. Each names the config key that points to the
/// source, so the admin knows which line to look at.
#[derive(Debug, thiserror::Error)]
pub enum PasswordError {
    #[error(
        "{key}: the environment variable {var} is not set; export it with the password before starting pawnpost"
    )]
    EnvUnset { key: &'static str, var: String },
    #[error("{key}: the environment variable {var} is empty; put the password in it")]
    EnvEmpty { key: &'static str, var: String },
    #[error("{key}: the environment variable {var} is not valid UTF-8 text")]
    EnvNotUnicode { key: &'static str, var: String },
    #[error(
        "{key}: cannot read the password file {}: {cause}; check the path and that pawnpost's user may read it",
        path.display()
    )]
    FileUnreadable {
        key: &'static str,
        path: PathBuf,
        cause: io::Error,
    },
    #[error("{key}: the password file {} is empty; put the password in it", path.display())]
    FileEmpty { key: &'static str, path: PathBuf },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_contains(haystack: &str, needle: &str) {
        assert!(
            haystack.contains(needle),
            "expected to find\n  {needle}\nin\n  {haystack}"
        );
    }

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
            Err(PasswordError::EnvUnset { .. })
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
}
