//! Public names: what everyone else sees of a player instead of their address, and the
//! names of tournaments.

use std::fmt;

/// Why a name cannot be used; the catalogues word it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    TooShort {
        min: usize,
    },
    TooLong {
        max: usize,
    },
    /// A character other than the letters a–z, digits, `_` and `-`.
    BadCharacter(char),
    /// It is (or looks like) a mail address.
    Address,
    /// `player123` is how pawnpost shows players without a name.
    Reserved,
    /// Another player has it (in any mix of capitals).
    Taken,
}

impl NameProblem {
    /// A stable key, by which the message files choose their words.
    pub fn key(self) -> &'static str {
        match self {
            NameProblem::TooShort { .. } => "too_short",
            NameProblem::TooLong { .. } => "too_long",
            NameProblem::BadCharacter(_) => "bad_character",
            NameProblem::Address => "address",
            NameProblem::Reserved => "reserved",
            NameProblem::Taken => "taken",
        }
    }
}

const MIN: usize = 3;
const MAX_PLAYER: usize = 20;
const MAX_TOURNAMENT: usize = 30;

/// The prefix of the label of a player without a name (`player12`).
pub const UNNAMED_PREFIX: &str = "player";

fn check(text: &str, max: usize) -> Result<(), NameProblem> {
    if text.contains('@') {
        return Err(NameProblem::Address);
    }
    if let Some(bad) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(NameProblem::BadCharacter(bad));
    }
    let length = text.chars().count();
    if length < MIN {
        return Err(NameProblem::TooShort { min: MIN });
    }
    if length > max {
        return Err(NameProblem::TooLong { max });
    }
    Ok(())
}

/// `player` followed by digits only: the label of some unnamed player.
pub fn is_unnamed_label(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    lower
        .strip_prefix(UNNAMED_PREFIX)
        .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// A player's public name: 3–20 ASCII letters, digits, `_` or `-`, kept as written;
/// compared without regard to case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerName(String);

impl PlayerName {
    pub fn parse(text: &str) -> Result<PlayerName, NameProblem> {
        check(text, MAX_PLAYER)?;
        if is_unnamed_label(text) {
            return Err(NameProblem::Reserved);
        }
        Ok(PlayerName(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PlayerName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A tournament's name: 3–30 ASCII letters, digits, `_` or `-` (one word, so that
/// `Join NAME` and `Standings NAME` read it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentName(String);

impl TournamentName {
    pub fn parse(text: &str) -> Result<TournamentName, NameProblem> {
        check(text, MAX_TOURNAMENT)?;
        Ok(TournamentName(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TournamentName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What others see of a player: their name, else `player<id>` (the id never changes).
pub fn label(id: i64, name: Option<&str>) -> String {
    match name.filter(|n| !n.is_empty()) {
        Some(name) => name.to_owned(),
        None => format!("{UNNAMED_PREFIX}{id}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rules() {
        assert_eq!(PlayerName::parse("Alice_K").unwrap().as_str(), "Alice_K");
        assert!(PlayerName::parse("a-b").is_ok());
        assert_eq!(
            PlayerName::parse("ab"),
            Err(NameProblem::TooShort { min: 3 })
        );
        assert_eq!(
            PlayerName::parse(&"x".repeat(21)),
            Err(NameProblem::TooLong { max: 20 })
        );
        assert!(PlayerName::parse(&"x".repeat(20)).is_ok());
        assert_eq!(
            PlayerName::parse("anna@example.org"),
            Err(NameProblem::Address)
        );
        assert_eq!(
            PlayerName::parse("Jürgen"),
            Err(NameProblem::BadCharacter('ü'))
        );
        assert_eq!(
            PlayerName::parse("Bob.K"),
            Err(NameProblem::BadCharacter('.'))
        );
        assert_eq!(PlayerName::parse("Player12"), Err(NameProblem::Reserved));
        assert!(PlayerName::parse("Player_12").is_ok());
        assert!(PlayerName::parse("players").is_ok());
    }

    #[test]
    fn unnamed_players_show_their_number() {
        assert_eq!(label(12, None), "player12");
        assert_eq!(label(12, Some("")), "player12");
        assert_eq!(label(12, Some("Bob")), "Bob");
        assert!(is_unnamed_label("player12"));
        assert!(!is_unnamed_label("player"));
    }
}
