//! The community's tests' harness (`community`, `swiss_event`): an [`Office`] that
//! players mail from their own address (proof of the sender) or in a game, each mail
//! delivered and its replies drained at once.

use super::{Office, Sent};
use pawnpost::store::{StoreError, Tx};

pub struct Club {
    pub office: Office,
    serial: u32,
}

impl Club {
    /// An office with server secret `secret` (which draws colours), configured by
    /// `configure`.
    pub fn with(secret: u8, configure: impl FnOnce(&mut pawnpost::config::Config)) -> Club {
        Club {
            office: Office::new(secret, 1_790_000_000, configure),
            serial: 0,
        }
    }

    /// A number no mail of this club has had yet, for a Message-ID.
    pub fn next_serial(&mut self) -> u32 {
        self.serial += 1;
        self.serial
    }

    /// Delivers a mail from `from` to `to`; the replies it caused.
    pub fn send(&mut self, from: &str, to: &str, body: &str) -> Vec<Sent> {
        let serial = self.next_serial();
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: chess\r\nMessage-ID: <c{serial}@client.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
        );
        self.office.deliver(raw.as_bytes());
        self.office.drain()
    }

    /// A mail from `who` to their own address (proof of the sender).
    pub fn lobby(&mut self, who: &str, body: &str) -> Vec<Sent> {
        let own = self.office.own_address(who);
        self.send(who, &own, body)
    }

    /// A mail from `who` in game `game`.
    pub fn play(&mut self, game: i64, who: &str, body: &str) -> Vec<Sent> {
        let to = self.office.reply_address(game, who);
        self.send(who, &to, body)
    }

    /// `f` inside a transaction of the office's store.
    pub fn tx<T>(&mut self, f: impl FnOnce(&Tx<'_>) -> T) -> T {
        self.office
            .store
            .transaction(|tx| Ok::<_, StoreError>(f(tx)))
            .unwrap()
    }
}

/// The letters of `sent` to `who`.
pub fn to<'a>(sent: &'a [Sent], who: &str) -> Vec<&'a Sent> {
    sent.iter().filter(|s| s.to == who).collect()
}

/// What a letter shows in a snapshot, without what changes with the mailbox.
pub fn shown(s: &Sent) -> String {
    format!("To: {}\nSubject: {}\n\n{}", s.to, s.subject, s.text)
}
