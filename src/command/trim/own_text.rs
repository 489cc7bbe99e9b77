//! Our own text, recognised wherever a reply carries it back.
//!
//! [`OwnTexts`] holds the mails pawnpost sent to a player; their fingerprints are every
//! run of three consecutive words (lowercased, punctuation and quote marks dropped),
//! hashed, and only those a reply also carries are kept ([`Matcher`]).
//! A line of a reply is ours when nearly all of its word triples are among them, so
//! recognition does not care how a client re-wrapped, re-quoted (`>`, `|`, indentation)
//! or converted (HTML to text) what we sent, nor which language either side writes.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// The texts pawnpost sent to one player, to recognise them in replies.
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
    /// The texts that have at least one word triple.
    texts: Vec<String>,
}

impl OwnTexts {
    /// No texts: the trimmer relies on its tables alone.
    pub fn new() -> OwnTexts {
        OwnTexts::default()
    }

    /// Fingerprints of each text (the plain-text bodies of mails we sent).
    pub fn from_texts<'a>(texts: impl IntoIterator<Item = &'a str>) -> OwnTexts {
        OwnTexts::from_owned(texts.into_iter().map(str::to_owned))
    }

    /// [`OwnTexts::from_texts`] for texts the caller owns (read from the store): they
    /// are kept, not copied.
    pub fn from_owned(texts: impl IntoIterator<Item = String>) -> OwnTexts {
        let mut own = OwnTexts::new();
        for text in texts {
            own.add_owned(text);
        }
        own
    }

    /// Adds one text we sent. Line breaks do not matter: triples run across them.
    pub fn add(&mut self, text: &str) {
        self.add_owned(text.to_owned());
    }

    fn add_owned(&mut self, text: String) {
        if word_hashes(&text).nth(2).is_some() {
            self.texts.push(text);
        }
    }

    /// Whether no text was added.
    pub fn is_empty(&self) -> bool {
        self.texts.is_empty()
    }

    /// What of our texts the lines of one reply carry. Only the reply's own triples are
    /// kept: our texts (up to twelve letters) are hashed as they are read and nothing of
    /// them is stored, and a reply without a line of three words reads none of them.
    pub(super) fn matcher(&self, lines: &[&str]) -> Matcher {
        let mut wanted: HashSet<u64, BuildHasherDefault<Fnv>> = HashSet::default();
        for line in lines {
            wanted.extend(triples(line));
        }
        let mut found: HashSet<u64, BuildHasherDefault<Fnv>> = HashSet::default();
        if !wanted.is_empty() {
            for text in &self.texts {
                found.extend(triples(text).filter(|triple| wanted.contains(triple)));
            }
        }
        Matcher { found }
    }
}

/// The word triples of one reply that are also in our texts.
pub(super) struct Matcher {
    found: HashSet<u64, BuildHasherDefault<Fnv>>,
}

impl Matcher {
    /// How many of the line's word triples are ours, out of how many it has.
    pub(super) fn line_match(&self, line: &str) -> (usize, usize) {
        let mut all = 0;
        let mut ours = 0;
        for triple in triples(line) {
            all += 1;
            ours += usize::from(self.found.contains(&triple));
        }
        (ours, all)
    }
}

/// The hashes of a text's runs of three consecutive words.
fn triples(text: &str) -> impl Iterator<Item = u64> + '_ {
    let mut last = [0u64; 2];
    let mut seen = 0usize;
    word_hashes(text).filter_map(move |word| {
        let triple = (seen >= 2).then(|| hash_triple([last[0], last[1], word]));
        last = [last[1], word];
        seen += 1;
        triple
    })
}

/// The words of a text, each hashed lowercased; everything but letters and digits
/// separates them. Nothing is allocated: a word is hashed as its characters go by.
fn word_hashes(text: &str) -> impl Iterator<Item = u64> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|word| {
            let mut hasher = Fnv::default();
            let mut buffer = [0u8; 4];
            for c in word.chars() {
                if c.is_ascii() {
                    hasher.write_u8(c.to_ascii_lowercase() as u8);
                } else {
                    for lower in c.to_lowercase() {
                        hasher.write(lower.encode_utf8(&mut buffer).as_bytes());
                    }
                }
            }
            hasher.finish()
        })
}

fn hash_triple(words: [u64; 3]) -> u64 {
    let mut hasher = Fnv::default();
    for word in words {
        hasher.write_u64(word);
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
        let lines = [
            "> > to move. Deadline: 14",
            "WHITE (ANNA) TO MOVE",
            "I have to move. Bye",
        ];
        let own = own.matcher(&lines);
        assert_eq!(
            own.line_match(lines[0]),
            (2, 2),
            "triples across our line break"
        );
        assert_eq!(own.line_match(lines[1]), (2, 2));
        assert_eq!(own.line_match(lines[2]), (0, 3));
    }

    #[test]
    fn empty() {
        assert!(OwnTexts::new().is_empty());
        assert!(OwnTexts::from_texts(["one two"]).is_empty());
        assert!(!OwnTexts::from_texts(["one two three"]).is_empty());
    }
}
