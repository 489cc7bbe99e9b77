//! The transport's limit, for `scripts/bench-load`: a loop that does only the mail work
//! of the daemon, with the daemon's own adapters (`ImapSource`, `SmtpSink`) and the
//! daemon's own config file, and no chess, no SQLite, no rendering.
//!
//! `bare_loop --config pawnpost.toml`
//!
//! It waits on the `[inbound]` mailbox (IDLE, like `pawnpost run`), fetches each unseen
//! mail, sends one short reply per address listed in the mail's `X-Bench-Reply:`
//! header (with `In-Reply-To:` the mail's Message-ID, so the load generator can match
//! it), then flags the mail `\Seen`. Mails without that header are only flagged. It
//! runs until killed. `--pad BYTES` makes each reply about that large.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use mail_parser::MessageParser;
use pawnpost::config::{Config, InboundConfig, OutboundConfig};
use pawnpost::mail::sink::SmtpSink;
use pawnpost::mail::source::{ImapSource, MailSource as _};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let config = match (args.next().as_deref(), args.next()) {
        (Some("--config"), Some(path)) => PathBuf::from(path),
        _ => {
            eprintln!("usage: bare_loop --config pawnpost.toml [--pad BYTES]");
            return ExitCode::from(2);
        }
    };
    let pad = match (args.next().as_deref(), args.next()) {
        (Some("--pad"), Some(n)) => n.parse().unwrap_or(0),
        _ => 0,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    match runtime.block_on(run(config, pad)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bare_loop: {e:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(path: PathBuf, pad: usize) -> anyhow::Result<()> {
    let config = Config::load(Some(&path))?;
    let InboundConfig::Imap(imap) = &config.inbound else {
        anyhow::bail!("[inbound] must be kind = \"imap\"");
    };
    let OutboundConfig::Smtp(smtp) = &config.outbound else {
        anyhow::bail!("[outbound] must be kind = \"smtp\"");
    };
    let mut source = ImapSource::new(imap.clone(), config.limits.max_message_bytes)?;
    let mut sink = SmtpSink::new(smtp.clone())?;
    let from = config.server.address.as_str().to_owned();
    source.connect().await?;
    eprintln!("bare_loop: connected");
    // `--pad`: a body of that many bytes (76-character lines), to send replies as
    // large as pawnpost's (board picture and HTML make those ~85 KB).
    let padding = format!("{}\r\n", "x".repeat(76)).repeat(pad / 78);
    let mut n = 0u64;
    loop {
        for mail in source.fetch_unseen().await? {
            let parsed = MessageParser::default().parse(&mail.bytes);
            let (message_id, targets) = match &parsed {
                Some(m) => (
                    m.message_id().unwrap_or_default().to_owned(),
                    m.header("X-Bench-Reply")
                        .and_then(|h| h.as_text())
                        .map(|t| {
                            t.split(',')
                                .map(|a| a.trim().to_owned())
                                .filter(|a| !a.is_empty())
                                .collect::<Vec<_>>()
                        })
                        .unwrap_or_default(),
                ),
                None => (String::new(), Vec::new()),
            };
            for to in targets {
                n += 1;
                let raw = format!(
                    "From: {from}\r\nTo: {to}\r\nSubject: bare reply\r\n\
                     Message-ID: <bare.{}.{n}@localhost>\r\nIn-Reply-To: <{message_id}>\r\n\
                     Auto-Submitted: auto-replied\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n\
                     ok\r\n{padding}",
                    std::process::id()
                );
                sink.send(&from, std::slice::from_ref(&to), raw.as_bytes())
                    .await?;
            }
            source.acknowledge(&mail.id).await?;
        }
        source.wait_for_mail(Duration::from_secs(60)).await?;
    }
}
