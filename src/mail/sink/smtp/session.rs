//! One SMTP session (RFC 5321) as the outbox needs it: the greeting, `EHLO`,
//! `STARTTLS` (RFC 3207), `AUTH PLAIN` or `LOGIN` (RFC 4954, 4616), and transactions whose
//! `MAIL`, `RCPT`s and `DATA` go in one write when the server offers `PIPELINING`
//! (RFC 2920): two round trips a letter instead of four, and the body with its end in
//! one write. Every reply read is bounded (a line, a reply's lines).
//!
//! lettre's client waits for each command's reply before it writes the next; under load
//! that was four wake-ups of the daemon a letter (docs/benchmarks.md, "Twelfth pass").

use std::io;
use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::rustls::ClientConfig;
use tokio_rustls::rustls::pki_types::ServerName;

use crate::mail::tls::Transport;

/// The longest reply line read (RFC 5321 4.5.3.1.5 allows 512 bytes; servers add
/// longer texts).
const LINE_MAX: usize = 2048;
/// The most lines one reply may have (an `EHLO` reply has a dozen).
const LINES_MAX: usize = 64;
/// The most text a reply keeps for an error message.
const TEXT_MAX: usize = 512;
/// The name given in `EHLO`, as lettre gave it.
const HELLO: &str = "localhost";

/// A reply: its code and its text (the lines' texts joined, at most [`TEXT_MAX`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub code: u16,
    pub text: String,
}

impl Reply {
    /// 2xx and 3xx.
    fn is_positive(&self) -> bool {
        (200..400).contains(&self.code)
    }
}

impl std::fmt::Display for Reply {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.code, self.text)
    }
}

/// Why a step of the session failed.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The server answered, and not as hoped: permanent when 5xx.
    #[error("the server answered {0}")]
    Refused(Reply),
    #[error("the server's answer is not SMTP: {0}")]
    Garbled(String),
    #[error("the server closed the connection")]
    Closed,
    /// Something the server does not offer and this step needs.
    #[error("the server does not offer {0}")]
    Unsupported(&'static str),
}

impl SessionError {
    /// A 5xx answer: the same mail will be refused again.
    pub fn is_permanent(&self) -> bool {
        matches!(self, SessionError::Refused(reply) if reply.code >= 500)
    }
}

/// What the server's `EHLO` reply offers, of what this client uses.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Offers {
    pub pipelining: bool,
    pub starttls: bool,
    pub eight_bit_mime: bool,
    pub smtputf8: bool,
    pub auth_plain: bool,
    pub auth_login: bool,
}

impl Offers {
    /// Reads the keywords of an `EHLO` reply's lines after the first (the server's
    /// name), RFC 5321 4.1.1.1; `AUTH=` is the form of servers older than RFC 4954.
    fn from_ehlo<'a>(lines: impl IntoIterator<Item = &'a str>) -> Offers {
        let mut offers = Offers::default();
        for line in lines.into_iter().skip(1) {
            let mut words = line.split([' ', '=']).filter(|w| !w.is_empty());
            let Some(keyword) = words.next() else {
                continue;
            };
            match keyword.to_ascii_uppercase().as_str() {
                "PIPELINING" => offers.pipelining = true,
                "STARTTLS" => offers.starttls = true,
                "8BITMIME" => offers.eight_bit_mime = true,
                "SMTPUTF8" => offers.smtputf8 = true,
                "AUTH" => {
                    for mechanism in words {
                        match mechanism.to_ascii_uppercase().as_str() {
                            "PLAIN" => offers.auth_plain = true,
                            "LOGIN" => offers.auth_login = true,
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        offers
    }
}

/// An open session, greeted, past `EHLO` (and `STARTTLS` and `AUTH` when asked).
#[derive(Debug)]
pub struct Session {
    io: BufReader<Transport>,
    offers: Offers,
    /// A transaction's `DATA` was answered 354 after its `MAIL` or `RCPT` was refused:
    /// the body was not sent, and the only way out is to close.
    broken: bool,
}

/// How to secure a new session.
pub enum Security<'a> {
    None,
    /// TLS from the first byte (port 465).
    Implicit(&'a Arc<ClientConfig>, ServerName<'static>),
    /// `STARTTLS` after the first `EHLO` (port 587).
    Starttls(&'a Arc<ClientConfig>, ServerName<'static>),
}

impl Session {
    /// Greets `tcp`'s server (after the TLS handshake with implicit TLS), says `EHLO`,
    /// and with `STARTTLS` secures the session and says `EHLO` again.
    pub async fn open(tcp: TcpStream, security: Security<'_>) -> Result<Session, Stage> {
        let stream = match &security {
            Security::Implicit(config, name) => Transport::Tls(Box::new(
                TlsConnector::from(Arc::clone(config))
                    .connect(name.clone(), tcp)
                    .await
                    .map_err(|e| Stage::Tls(SessionError::Io(e)))?,
            )),
            Security::None | Security::Starttls(..) => Transport::Plain(tcp),
        };
        let mut session = Session {
            io: BufReader::new(stream),
            offers: Offers::default(),
            broken: false,
        };
        let greeting = session.reply().await.map_err(Stage::Greeting)?;
        expect(greeting, 220).map_err(Stage::Greeting)?;
        session.ehlo().await.map_err(Stage::Greeting)?;
        if let Security::Starttls(config, name) = security {
            session.starttls(config, name).await.map_err(Stage::Tls)?;
        }
        Ok(session)
    }

    /// Whether a transaction left the session unusable.
    pub fn is_broken(&self) -> bool {
        self.broken
    }

    async fn ehlo(&mut self) -> Result<(), SessionError> {
        self.write(format!("EHLO {HELLO}\r\n").as_bytes()).await?;
        let lines = self.reply_lines().await?;
        let reply = reply_of(&lines)?;
        expect(reply, 250)?;
        self.offers = Offers::from_ehlo(lines.iter().map(|(_, text)| text.as_str()));
        Ok(())
    }

    async fn starttls(
        &mut self,
        config: &Arc<ClientConfig>,
        name: ServerName<'static>,
    ) -> Result<(), SessionError> {
        if !self.offers.starttls {
            return Err(SessionError::Unsupported("STARTTLS"));
        }
        self.write(b"STARTTLS\r\n").await?;
        let reply = self.reply().await?;
        expect(reply, 220)?;
        // Bytes after the 220 came before TLS, from anyone on the path: taking them as
        // the server's answers to what is sent inside TLS is the STARTTLS injection
        // (CVE-2011-0411). None may come.
        if !self.io.buffer().is_empty() {
            return Err(SessionError::Garbled(
                "data after the STARTTLS reply, before TLS".to_owned(),
            ));
        }
        let Transport::Plain(tcp) =
            std::mem::replace(&mut self.io, BufReader::new(Transport::Closed)).into_inner()
        else {
            return Err(SessionError::Unsupported("STARTTLS inside TLS"));
        };
        let tls = TlsConnector::from(Arc::clone(config))
            .connect(name, tcp)
            .await?;
        self.io = BufReader::new(Transport::Tls(Box::new(tls)));
        // What the server offered before TLS is forgotten (RFC 3207 4.2).
        self.offers = Offers::default();
        self.ehlo().await
    }

    /// Logs in as `user`: `AUTH PLAIN` when offered, else `AUTH LOGIN`.
    pub async fn auth(&mut self, user: &str, password: &str) -> Result<(), SessionError> {
        if self.offers.auth_plain {
            let token = STANDARD.encode(format!("\0{user}\0{password}"));
            self.write(format!("AUTH PLAIN {token}\r\n").as_bytes())
                .await?;
            let reply = self.reply().await?;
            return expect(reply, 235);
        }
        if self.offers.auth_login {
            self.write(b"AUTH LOGIN\r\n").await?;
            expect(self.reply().await?, 334)?;
            self.write(format!("{}\r\n", STANDARD.encode(user)).as_bytes())
                .await?;
            expect(self.reply().await?, 334)?;
            self.write(format!("{}\r\n", STANDARD.encode(password)).as_bytes())
                .await?;
            return expect(self.reply().await?, 235);
        }
        Err(SessionError::Unsupported("AUTH PLAIN or AUTH LOGIN"))
    }

    /// `RSET`, the check of a connection left idle.
    pub async fn reset(&mut self) -> Result<(), SessionError> {
        self.write(b"RSET\r\n").await?;
        let reply = self.reply().await?;
        expect(reply, 250)
    }

    /// `QUIT` and its reply; the caller bounds the wait.
    pub async fn quit(mut self) {
        if self.write(b"QUIT\r\n").await.is_ok() {
            let _ = self.reply().await;
        }
    }

    /// Sends `raw` (a whole message, CRLF lines; dot-stuffed here) from `from` (empty:
    /// the null sender) to `to` (addresses already checked: no CR or LF, no `<` or `>`
    /// but in a quoted local part).
    ///
    /// With `PIPELINING`, `MAIL`, every `RCPT` and `DATA` go in one write and their
    /// replies are read in order; then the body and its end in one more. A refused
    /// command ends the transaction (its `RSET` is the caller's next check); the first
    /// refusal is the error.
    pub async fn send(&mut self, from: &str, to: &[&str], raw: &[u8]) -> Result<(), SessionError> {
        let mut parameters = String::new();
        if !raw.is_ascii() {
            if !self.offers.eight_bit_mime {
                return Err(SessionError::Unsupported(
                    "8BITMIME, for a message not in ASCII",
                ));
            }
            parameters.push_str(" BODY=8BITMIME");
        }
        if !from.is_ascii() || to.iter().any(|t| !t.is_ascii()) {
            if !self.offers.smtputf8 {
                return Err(SessionError::Unsupported(
                    "SMTPUTF8, for an address not in ASCII",
                ));
            }
            parameters.push_str(" SMTPUTF8");
        }
        let mut commands = vec![format!("MAIL FROM:<{from}>{parameters}\r\n")];
        commands.extend(to.iter().map(|t| format!("RCPT TO:<{t}>\r\n")));
        commands.push("DATA\r\n".to_owned());
        let mut refused = None;
        let mut data_open = false;
        if self.offers.pipelining {
            self.write(commands.concat().as_bytes()).await?;
            for (i, _) in commands.iter().enumerate() {
                let reply = self.reply().await?;
                if i == commands.len() - 1 {
                    data_open = reply.code == 354;
                }
                if !reply.is_positive() && refused.is_none() {
                    refused = Some(reply);
                }
            }
        } else {
            for (i, command) in commands.iter().enumerate() {
                self.write(command.as_bytes()).await?;
                let reply = self.reply().await?;
                if !reply.is_positive() {
                    refused = Some(reply);
                    break;
                }
                data_open = i == commands.len() - 1 && reply.code == 354;
            }
        }
        if let Some(reply) = refused {
            if data_open {
                // Some recipient was taken and another refused: ending the body would
                // send an empty mail to the one. Only closing ends it.
                self.broken = true;
            }
            return Err(SessionError::Refused(reply));
        }
        if !data_open {
            return Err(SessionError::Garbled(
                "DATA was not answered 354".to_owned(),
            ));
        }
        self.write(&dot_stuffed(raw)).await?;
        expect(self.reply().await?, 250)
    }

    async fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        let stream = self.io.get_mut();
        stream.write_all(bytes).await?;
        stream.flush().await
    }

    /// One whole reply.
    async fn reply(&mut self) -> Result<Reply, SessionError> {
        let lines = self.reply_lines().await?;
        reply_of(&lines)
    }

    /// One reply's lines, each its code and text, at most [`LINES_MAX`] of at most
    /// [`LINE_MAX`] bytes.
    async fn reply_lines(&mut self) -> Result<Vec<(u16, String)>, SessionError> {
        let mut lines = Vec::new();
        let mut line = Vec::new();
        loop {
            line.clear();
            let read = (&mut self.io)
                .take(LINE_MAX as u64)
                .read_until(b'\n', &mut line)
                .await?;
            if read == 0 {
                return Err(SessionError::Closed);
            }
            if !line.ends_with(b"\n") {
                return Err(SessionError::Garbled(format!(
                    "a reply line longer than {LINE_MAX} bytes"
                )));
            }
            let (code, last, text) = parse_line(&line)?;
            lines.push((code, text));
            if last {
                return Ok(lines);
            }
            if lines.len() >= LINES_MAX {
                return Err(SessionError::Garbled(format!(
                    "a reply of more than {LINES_MAX} lines"
                )));
            }
        }
    }
}

/// One reply line: its code, whether it is the last (`ddd ` or `ddd`, not `ddd-`),
/// its text.
fn parse_line(line: &[u8]) -> Result<(u16, bool, String), SessionError> {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let garbled =
        || SessionError::Garbled(String::from_utf8_lossy(&line[..line.len().min(80)]).into_owned());
    if line.len() < 3
        || !line[..3].iter().all(u8::is_ascii_digit)
        || !(b'2'..=b'5').contains(&line[0])
    {
        return Err(garbled());
    }
    let code = line[..3]
        .iter()
        .fold(0u16, |n, d| n * 10 + u16::from(d - b'0'));
    let (last, text) = match line.get(3) {
        None => (true, &[][..]),
        Some(b' ') => (true, &line[4..]),
        Some(b'-') => (false, &line[4..]),
        Some(_) => return Err(garbled()),
    };
    Ok((code, last, String::from_utf8_lossy(text).into_owned()))
}

/// The reply of `lines`: every line must have the first's code.
fn reply_of(lines: &[(u16, String)]) -> Result<Reply, SessionError> {
    let code = lines.first().map(|(c, _)| *c).ok_or(SessionError::Closed)?;
    if lines.iter().any(|(c, _)| *c != code) {
        return Err(SessionError::Garbled(
            "a reply whose lines differ in code".to_owned(),
        ));
    }
    let mut text = String::new();
    for (_, line) in lines {
        if !text.is_empty() {
            text.push_str(" / ");
        }
        text.push_str(line);
        if text.len() > TEXT_MAX {
            let mut end = TEXT_MAX;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            text.truncate(end);
            text.push('…');
            break;
        }
    }
    Ok(Reply { code, text })
}

/// `Ok` when `reply` has the code `wanted`, else it is the error.
fn expect(reply: Reply, wanted: u16) -> Result<(), SessionError> {
    if reply.code == wanted {
        Ok(())
    } else {
        Err(SessionError::Refused(reply))
    }
}

/// Which step of opening a session failed.
#[derive(Debug)]
pub enum Stage {
    Greeting(SessionError),
    Tls(SessionError),
}

/// `raw` as `DATA` carries it (RFC 5321 4.5.2): a `.` doubled at the start of each
/// line, CRLF at the end if it lacks one, then `.` CRLF.
fn dot_stuffed(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() + raw.len() / 64 + 5);
    let mut at_line_start = true;
    let mut rest = raw;
    while !rest.is_empty() {
        if at_line_start && rest[0] == b'.' {
            out.push(b'.');
        }
        let end = rest
            .iter()
            .position(|&b| b == b'\n')
            .map_or(rest.len(), |i| i + 1);
        out.extend_from_slice(&rest[..end]);
        at_line_start = rest[end - 1] == b'\n';
        rest = &rest[end..];
    }
    if !out.is_empty() && !out.ends_with(b"\r\n") {
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(b".\r\n");
    out
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    #[test]
    fn a_body_is_dot_stuffed_and_ended() {
        assert_eq!(
            dot_stuffed(b"a\r\n.b\r\n..\r\n"),
            b"a\r\n..b\r\n...\r\n.\r\n"
        );
        assert_eq!(dot_stuffed(b".first"), b"..first\r\n.\r\n");
        assert_eq!(dot_stuffed(b"x.y\r\n"), b"x.y\r\n.\r\n");
        assert_eq!(dot_stuffed(b""), b".\r\n");
        // A bare LF ends a line for the server too: the dot after it is doubled.
        assert_eq!(dot_stuffed(b"a\n.\n"), b"a\n..\n\r\n.\r\n");
    }

    #[test]
    fn reply_lines_are_read_with_their_code_and_end() {
        assert_eq!(
            parse_line(b"250-PIPELINING\r\n").unwrap(),
            (250, false, "PIPELINING".to_owned())
        );
        assert_eq!(
            parse_line(b"250 OK\r\n").unwrap(),
            (250, true, "OK".to_owned())
        );
        assert_eq!(parse_line(b"354\r\n").unwrap(), (354, true, String::new()));
        for garbled in [
            &b"25\r\n"[..],
            b"abc ok\r\n",
            b"250_x\r\n",
            b"650 no\r\n",
            b"HTTP/1.1 200",
        ] {
            assert!(
                matches!(parse_line(garbled), Err(SessionError::Garbled(_))),
                "{garbled:?}"
            );
        }
        let reply = reply_of(&[(550, "5.1.1 no".into()), (550, "such user".into())]).unwrap();
        assert_eq!(reply.to_string(), "550 5.1.1 no / such user");
        assert!(SessionError::Refused(reply).is_permanent());
        assert!(
            !SessionError::Refused(Reply {
                code: 451,
                text: String::new()
            })
            .is_permanent()
        );
        assert!(reply_of(&[(250, "a".into()), (251, "b".into())]).is_err());
        let long = reply_of(&[(250, "x".repeat(3 * TEXT_MAX))]).unwrap();
        assert!(long.text.len() <= TEXT_MAX + '…'.len_utf8());
    }

    #[test]
    fn an_ehlo_reply_says_what_the_server_offers() {
        let lines = [
            "localhost",
            "PIPELINING",
            "SIZE 26214400",
            "8BITMIME",
            "auth login Plain",
            "STARTTLS",
            "SMTPUTF8",
            "CHUNKING",
        ];
        assert_eq!(
            Offers::from_ehlo(lines),
            Offers {
                pipelining: true,
                starttls: true,
                eight_bit_mime: true,
                smtputf8: true,
                auth_plain: true,
                auth_login: true,
            }
        );
        // The old form, and the server's name never read as a keyword.
        assert_eq!(
            Offers::from_ehlo(["PIPELINING", "AUTH=LOGIN"]),
            Offers {
                auth_login: true,
                ..Offers::default()
            }
        );
    }

    /// A server on 127.0.0.1 that offers `offers` (EHLO keywords) and answers each
    /// command as `answer` says (`.` for a body's end). With `PIPELINING` offered it
    /// holds back its replies to `MAIL` and `RCPT` until `DATA` has come, so a client
    /// that waits for each reply hangs; without, it notes a command that came before
    /// the reply to the one before. As a real server, it refuses a `MAIL` inside a
    /// transaction (until `RSET` or a body's end). Returns the port and, at `QUIT` or a
    /// closed connection, the lines read and whether a command came early.
    pub(in crate::mail::sink::smtp) async fn scripted(
        offers: &'static [&'static str],
        answer: fn(&str) -> &'static str,
    ) -> (u16, tokio::task::JoinHandle<(Vec<String>, bool)>) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let server = tokio::spawn(async move {
            let (tcp, _) = listener.accept().await.unwrap();
            let mut io = BufReader::new(tcp);
            let pipelining = offers.contains(&"PIPELINING");
            let (mut lines, mut early, mut held) = (Vec::new(), false, String::new());
            io.get_mut().write_all(b"220 test ESMTP\r\n").await.unwrap();
            let (mut in_body, mut in_transaction) = (false, false);
            loop {
                let mut line = String::new();
                if io.read_line(&mut line).await.unwrap() == 0 {
                    break;
                }
                let line = line.trim_end_matches(['\r', '\n']).to_owned();
                lines.push(line.clone());
                if in_body {
                    if line == "." {
                        in_body = false;
                        in_transaction = false;
                        let reply = format!("{}\r\n", answer("."));
                        io.get_mut().write_all(reply.as_bytes()).await.unwrap();
                    }
                    continue;
                }
                let verb = line
                    .split([' ', ':'])
                    .next()
                    .unwrap_or("")
                    .to_ascii_uppercase();
                let reply = match verb.as_str() {
                    "EHLO" => {
                        let mut r = String::from("250-test\r\n");
                        for offer in offers {
                            r.push_str(&format!("250-{offer}\r\n"));
                        }
                        r + "250 OK"
                    }
                    "QUIT" => {
                        let _ = io.get_mut().write_all(b"221 bye\r\n").await;
                        break;
                    }
                    "MAIL" if in_transaction => "503 5.5.1 nested MAIL command".to_owned(),
                    _ => answer(&line).to_owned(),
                };
                match verb.as_str() {
                    "MAIL" if reply.starts_with('2') => in_transaction = true,
                    "RSET" => in_transaction = false,
                    _ => {}
                }
                if !pipelining && !io.buffer().is_empty() {
                    early = true;
                }
                held.push_str(&reply);
                held.push_str("\r\n");
                if verb == "DATA" && reply.starts_with("354") {
                    in_body = true;
                }
                if !pipelining || !matches!(verb.as_str(), "MAIL" | "RCPT") {
                    io.get_mut().write_all(held.as_bytes()).await.unwrap();
                    held.clear();
                }
            }
            (lines, early)
        });
        (port, server)
    }

    pub(in crate::mail::sink::smtp) fn all_taken(line: &str) -> &'static str {
        if line == "DATA" {
            "354 go on"
        } else {
            "250 OK"
        }
    }

    /// `exchange`, which must not hang (as a client that waits for a reply the server
    /// holds back would).
    async fn within<T>(exchange: impl std::future::Future<Output = T>) -> T {
        tokio::time::timeout(std::time::Duration::from_secs(10), exchange)
            .await
            .expect("the exchange hung")
    }

    async fn open(port: u16) -> Session {
        let tcp = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
        match within(Session::open(tcp, Security::None)).await {
            Ok(session) => session,
            Err(Stage::Greeting(e) | Stage::Tls(e)) => panic!("{e}"),
        }
    }

    const BODY: &[u8] = b"Subject: t\r\n\r\n.dot\r\nend\r\n";

    /// With `PIPELINING`, `MAIL`, `RCPT` and `DATA` go before any reply (the server
    /// answers none of them before `DATA`), and the body is dot-stuffed.
    #[tokio::test]
    async fn a_transaction_is_pipelined_when_the_server_offers_it() {
        let (port, server) = scripted(&["PIPELINING", "8BITMIME"], all_taken).await;
        let mut session = open(port).await;
        // A client that waits for each reply hangs here.
        within(session.send("a@example.org", &["b@example.org"], BODY))
            .await
            .unwrap();
        session.quit().await;
        let (lines, _) = server.await.unwrap();
        assert_eq!(
            lines,
            [
                "EHLO localhost",
                "MAIL FROM:<a@example.org>",
                "RCPT TO:<b@example.org>",
                "DATA",
                "Subject: t",
                "",
                "..dot",
                "end",
                ".",
                "QUIT",
            ]
        );
    }

    /// Without `PIPELINING`, each command waits for the reply to the one before; a
    /// message not in ASCII says `BODY=8BITMIME`, and needs the server to offer it.
    #[tokio::test]
    async fn without_pipelining_each_command_waits_for_its_reply() {
        let (port, server) = scripted(&["8BITMIME"], all_taken).await;
        let mut session = open(port).await;
        within(session.send(
            "",
            &["b@example.org", "c@example.org"],
            "Subject: é\r\n\r\nx\r\n".as_bytes(),
        ))
        .await
        .unwrap();
        session.quit().await;
        let (lines, early) = server.await.unwrap();
        assert!(
            !early,
            "a command came before the reply to the one before: {lines:?}"
        );
        assert_eq!(lines[1], "MAIL FROM:<> BODY=8BITMIME");
        assert_eq!(
            lines[2..4],
            ["RCPT TO:<b@example.org>", "RCPT TO:<c@example.org>"]
        );

        let (port, _server) = scripted(&["PIPELINING"], all_taken).await;
        let mut session = open(port).await;
        let refused = session
            .send("a@example.org", &["b@example.org"], "é".as_bytes())
            .await;
        assert!(
            matches!(refused, Err(SessionError::Unsupported(_))),
            "{refused:?}"
        );
    }

    /// A refused recipient is the error, permanent for a 5xx; when a lenient server
    /// still opens `DATA`, no body (not even an empty one) is sent and the session is
    /// broken, to be closed.
    #[tokio::test]
    async fn a_refused_recipient_sends_no_body_even_when_data_is_opened() {
        fn refuses_b(line: &str) -> &'static str {
            match line {
                "RCPT TO:<b@example.org>" => "550 5.1.1 no such user",
                "DATA" => "354 go on",
                _ => "250 OK",
            }
        }
        let (port, server) = scripted(&["PIPELINING"], refuses_b).await;
        let mut session = open(port).await;
        let err = within(session.send("a@example.org", &["b@example.org", "c@example.org"], BODY))
            .await
            .unwrap_err();
        assert!(err.is_permanent(), "{err}");
        assert_eq!(
            err.to_string(),
            "the server answered 550 5.1.1 no such user"
        );
        assert!(session.is_broken());
        drop(session);
        let (lines, _) = server.await.unwrap();
        assert_eq!(lines.last().map(String::as_str), Some("DATA"), "{lines:?}");
    }

    /// Bytes after the `STARTTLS` reply, before TLS, are refused (CVE-2011-0411): they
    /// would be read as the server's answers inside TLS.
    #[tokio::test]
    async fn replies_injected_before_tls_are_refused() {
        fn injects(line: &str) -> &'static str {
            if line == "STARTTLS" {
                "220 go on\r\n250 injected"
            } else {
                "250 OK"
            }
        }
        let (port, _server) = scripted(&["STARTTLS"], injects).await;
        let tcp = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
        let config = crate::mail::tls::client_config(None).unwrap();
        let name = ServerName::try_from("localhost").unwrap();
        let opened = within(Session::open(tcp, Security::Starttls(&config, name))).await;
        assert!(
            matches!(opened, Err(Stage::Tls(SessionError::Garbled(_)))),
            "{opened:?}"
        );
    }

    /// A reply is bounded: a line past [`LINE_MAX`] or a reply past [`LINES_MAX`] lines
    /// is an error, not a buffer that grows.
    #[tokio::test]
    async fn an_endless_reply_is_cut_off() {
        for endless in [
            format!("220 {}\r\n", "x".repeat(LINE_MAX)),
            "220-x\r\n".repeat(LINES_MAX + 1),
        ] {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let port = listener.local_addr().unwrap().port();
            let server = tokio::spawn(async move {
                let (mut tcp, _) = listener.accept().await.unwrap();
                let _ = tcp.write_all(endless.as_bytes()).await;
                tcp
            });
            let tcp = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
            let opened = within(Session::open(tcp, Security::None)).await;
            assert!(
                matches!(opened, Err(Stage::Greeting(SessionError::Garbled(_)))),
                "{opened:?}"
            );
            drop(server.await);
        }
    }
}
