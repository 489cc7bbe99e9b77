//! Our own text, recognised wherever a reply carries it back.
//!
//! [`OwnTexts`] holds fingerprints of the mails pawnpost sent to a player: every run of
//! three consecutive words (lowercased, punctuation and quote marks dropped), hashed.
//! A line of a reply is ours when nearly all of its word triples are among them, so
//! recognition does not care how a client re-wrapped, re-quoted (`>`, `|`, indentation)
//! or converted (HTML to text) what we sent, nor which language either side writes.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// Fingerprints of the texts pawnpost sent to one player, to recognise them in replies.
///
/// ```
/// use pawnpost::command::trim::{OwnTexts, trim_reply};
///
/// let sent = "Bob played 3... a6.\n\nYour move against Bob. Reply with your move, for example Nf3.\n";
/// let own = OwnTexts::from_texts([sent]);
/// // A client that copied our mail below the reply with no quote marks, under a
/// // header in a language no table knows.
/// let reply = "Ba4\n\nBob kirjutas 01.01.2024:\nBob played 3... a6. Your move against\nBob. Reply with your move, for example Nf3.\n";
/// assert_eq!(trim_reply(reply, &own).body, "Ba4");
/// ```
#[derive(Debug, Clone, Default)]
pub struct OwnTexts {
    triples: HashSet<u64, BuildHasherDefault<Fnv>>,
}

impl OwnTexts {
    /// No texts: the trimmer relies on its tables alone.
    pub fn new() -> OwnTexts {
        OwnTexts::default()
    }

    /// Fingerprints of each text (the plain-text bodies of mails we sent).
    pub fn from_texts<'a>(texts: impl IntoIterator<Item = &'a str>) -> OwnTexts {
        let mut own = OwnTexts::new();
        for text in texts {
            own.add(text);
        }
        own
    }

    /// Adds one text we sent. Line breaks do not matter: triples run across them.
    pub fn add(&mut self, text: &str) {
        let words = words(text);
        for triple in words.windows(3) {
            self.triples.insert(hash_triple(triple));
        }
    }

    /// Whether no text was added.
    pub fn is_empty(&self) -> bool {
        self.triples.is_empty()
    }

    /// How many of the line's word triples are ours, out of how many it has.
    pub(super) fn line_match(&self, line: &str) -> (usize, usize) {
        let words = words(line);
        let triples = words.len().saturating_sub(2);
        let ours = words
            .windows(3)
            .filter(|triple| self.triples.contains(&hash_triple(triple)))
            .count();
        (ours, triples)
    }
}

/// The words of a text, lowercased; everything but letters and digits separates them.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

fn hash_triple(triple: &[String]) -> u64 {
    let mut hasher = Fnv::default();
    for word in triple {
        hasher.write(word.as_bytes());
        hasher.write_u8(0);
    }
    hasher.finish()
}

/// FNV-1a: small, fast on short keys, and the same in every process (the std hasher is
/// seeded per process; deterministic hashes make the fingerprints comparable in tests).
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// How much of our text a line must carry to count as ours: three fifths of its word
/// triples, so that a line the client joined from two of our paragraphs (or from which
/// it dropped our board) still counts. A player who borrows a phrase of ours in a
/// sentence of their own keeps it.
pub(super) fn is_ours(ours: usize, triples: usize) -> bool {
    triples > 0 && ours * 5 >= triples * 3
}

/// How many of our word triples a stretch of lines must carry before it is taken for
/// our mail: one short sentence of ours quoted by the player is not enough.
pub(super) const MIN_EVIDENCE: usize = 5;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrapping_and_quote_marks_do_not_matter() {
        let own = OwnTexts::from_texts(["White (Anna) to move.\nDeadline: 14 February 2024."]);
        assert_eq!(
            own.line_match("> > to move. Deadline: 14"),
            (2, 2),
            "triples across our line break"
        );
        assert_eq!(own.line_match("WHITE (ANNA) TO MOVE"), (2, 2));
        assert_eq!(own.line_match("I have to move. Bye"), (0, 3));
    }

    #[test]
    fn empty() {
        assert!(OwnTexts::new().is_empty());
        assert!(OwnTexts::from_texts(["one two"]).is_empty());
        assert!(!OwnTexts::from_texts(["one two three"]).is_empty());
    }
}
