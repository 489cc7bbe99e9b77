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
    /// It would pass for the server or its staff (`admin`, `postmaster`, the server's
    /// own name): [`OFFICIAL_NAMES`].
    Official,
    /// A word the letters use for the people of a game (`You`, `Sie`, `White`, `Noirs`…):
    /// [`CONFUSING_NAMES`]. "You resigned" in a letter about a player named `You`
    /// would tell the reader the opposite of what happened.
    Confusing,
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
            NameProblem::Official => "official",
            NameProblem::Confusing => "confusing",
            NameProblem::Taken => "taken",
        }
    }
}

const MIN: usize = 3;
const MAX_PLAYER: usize = 20;
const MAX_TOURNAMENT: usize = 30;

/// Names no player may take, because a letter signed with one would pass for the
/// server, its admin or the mail system: compared without regard to case, `-` or `_`
/// (only letters and digits count), so `No_Reply` and `MAILER-DAEMON` are refused too. The server's
/// own display name is refused beside them ([`PlayerName::parse_on`]).
pub const OFFICIAL_NAMES: &[&str] = &[
    "admin",
    "administrator",
    "pawnpost",
    "postmaster",
    "root",
    "abuse",
    "hostmaster",
    "webmaster",
    "mailer-daemon",
    // `no-reply` and `No_Reply` too: only letters and digits are compared.
    "noreply",
    "support",
    "system",
];

/// Names no player may take because the letters, in one of their five languages, use
/// the word for a person of the game: the reader (`You`, `Sie`, `Vous`, `Usted`,
/// `Voce`), the colours (`White`, `Schwarz`, `Noirs`, `Blancas`, `Pretas`), the
/// opponent. A letter says "You resigned" or "White offers a draw"; with a player of
/// that name it would say what did not happen. Compared as the official names are.
/// Third-person pronouns (`Ella`, `Elle`) are first names too and stay allowed: a
/// sentence about such a player still names who acted.
pub const CONFUSING_NAMES: &[&str] = &[
    // en
    "you",
    "your",
    "yours",
    "yourself",
    "mine",
    "myself",
    "white",
    "black",
    "opponent",
    // de
    "sie",
    "ihr",
    "ihnen",
    "dich",
    "dir",
    "euch",
    "dein",
    "deine",
    "weiss",
    "schwarz",
    "gegner",
    // fr
    "vous",
    "toi",
    "moi",
    "votre",
    "vos",
    "blanc",
    "blancs",
    "noir",
    "noirs",
    "adversaire",
    // es
    "usted",
    "ustedes",
    "blancas",
    "negras",
    "rival",
    "oponente",
    // pt (`você` is written `voce` in a name's letters)
    "voce",
    "voces",
    "brancas",
    "pretas",
    "adversario",
];

/// How names are compared with the official ones: lower case, letters and digits only
/// (`No_Reply`, `no-reply` and `noreply` are one name).
fn official_key(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

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
        let key = official_key(text);
        if OFFICIAL_NAMES.iter().any(|name| official_key(name) == key) {
            return Err(NameProblem::Official);
        }
        if CONFUSING_NAMES.iter().any(|name| official_key(name) == key) {
            return Err(NameProblem::Confusing);
        }
        Ok(PlayerName(text.to_owned()))
    }

    /// Like [`PlayerName::parse`], on a server whose letters are signed `server_name`
    /// (`[server] name`): that name, compared as the official ones are, is refused too.
    pub fn parse_on(text: &str, server_name: &str) -> Result<PlayerName, NameProblem> {
        let name = PlayerName::parse(text)?;
        let server = official_key(server_name);
        if !server.is_empty() && official_key(text) == server {
            return Err(NameProblem::Official);
        }
        Ok(name)
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
    fn names_that_pass_for_the_server_are_refused() {
        for name in [
            "admin",
            "Admin",
            "ADMINISTRATOR",
            "pawnpost",
            "PawnPost",
            "postmaster",
            "root",
            "abuse",
            "hostmaster",
            "webmaster",
            "mailer-daemon",
            "MAILER_DAEMON",
            "noreply",
            "no-reply",
            "No_Reply",
            "support",
            "System",
        ] {
            assert_eq!(
                PlayerName::parse(name),
                Err(NameProblem::Official),
                "{name}"
            );
        }
        for name in ["admiral", "rooted", "pawnposter", "Systems", "supporter"] {
            assert!(PlayerName::parse(name).is_ok(), "{name}");
        }
        // The server's own display name, however it is written.
        for name in ["Chess_Club", "chess-club", "CHESSCLUB"] {
            assert_eq!(
                PlayerName::parse_on(name, "Chess Club"),
                Err(NameProblem::Official),
                "{name}"
            );
        }
        assert!(PlayerName::parse_on("Chess_Clubber", "Chess Club").is_ok());
        assert!(PlayerName::parse_on("Alice_K", "").is_ok());
    }

    #[test]
    fn words_the_letters_use_for_people_are_refused() {
        for name in [
            "You", "YOU", "your", "Sie", "vous", "Usted", "voce", "White", "black", "Weiss",
            "Schwarz", "Noirs", "Blancas", "Pretas", "Opponent", "Gegner", "y-o-u",
        ] {
            assert_eq!(
                PlayerName::parse(name),
                Err(NameProblem::Confusing),
                "{name}"
            );
        }
        for name in [
            "Youssef",
            "Ella",
            "Elle",
            "Whiteley",
            "Blackburne",
            "Sievers",
            "Noiret",
        ] {
            assert!(PlayerName::parse(name).is_ok(), "{name}");
        }
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
