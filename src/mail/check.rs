//! Whether the configured mail servers answer: `pawnpost check-config` logs in to IMAP
//! and SMTP (or looks at the local spool) and reports each step.

/// One step of the check and how it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    pub ok: bool,
    pub text: String,
}

/// `pawnpost check-config`: logs in to IMAP and SMTP and reports each step (the binary
/// prints the report).
pub async fn check_connections(config: &crate::config::Config) -> Vec<Check> {
    use crate::config::{InboundConfig, OutboundConfig};
    let mut checks = Vec::new();
    match &config.inbound {
        InboundConfig::Imap(imap) => {
            let target = format!("{}:{} ({})", imap.host, imap.port, imap.tls);
            match crate::mail::source::imap::ImapSource::new(
                imap.clone(),
                config.limits.max_message_bytes,
            ) {
                Ok(mut source) => match source.connect().await {
                    Ok(()) => {
                        checks.push(Check {
                            ok: true,
                            text: format!(
                                "imap: logged in to {target} as {}, mailbox {} selected",
                                imap.credentials.username, imap.mailbox
                            ),
                        });
                        source.disconnect().await;
                    }
                    Err(e) => {
                        checks.push(Check {
                            ok: false,
                            text: format!("imap: FAILED at {target}: {e}"),
                        });
                    }
                },
                Err(e) => {
                    checks.push(Check {
                        ok: false,
                        text: format!("imap: FAILED: {e}"),
                    });
                }
            }
        }
        InboundConfig::Maildir(maildir) => {
            match crate::mail::source::maildir::MaildirSource::open(
                &maildir.path,
                config.limits.max_message_bytes,
            ) {
                Ok(_) => checks.push(Check {
                    ok: true,
                    text: format!("inbound: local spool {} is ready", maildir.path.display()),
                }),
                Err(e) => {
                    checks.push(Check {
                        ok: false,
                        text: format!("inbound: FAILED: {e}"),
                    });
                }
            }
        }
    }
    match &config.outbound {
        OutboundConfig::Smtp(smtp) => {
            let target = format!("{}:{} ({})", smtp.host, smtp.port, smtp.tls);
            match crate::mail::sink::smtp::SmtpSink::new(smtp.clone()) {
                Ok(sink) => match sink.check().await {
                    Ok(()) => checks.push(Check {
                        ok: true,
                        text: format!(
                            "smtp: connected to {target}{}",
                            if smtp.credentials.is_some() {
                                " and logged in"
                            } else {
                                ""
                            }
                        ),
                    }),
                    Err(e) => {
                        checks.push(Check {
                            ok: false,
                            text: format!("smtp: FAILED at {target}: {e}"),
                        });
                    }
                },
                Err(e) => {
                    checks.push(Check {
                        ok: false,
                        text: format!("smtp: FAILED: {e}"),
                    });
                }
            }
        }
        OutboundConfig::Maildir(maildir) => {
            checks.push(Check {
                ok: true,
                text: format!(
                    "outbound: replies go to the local spool under {}",
                    maildir.path.display()
                ),
            });
        }
    }
    checks
}
