//! A team captain's commands by mail (issue 32, item 4): `Line up Rooks board 2
//! Bert_K` names a player on a board of the team (who takes it only by their own
//! `Join Rooks`), and `Replace Bert_K with Carl_K in Derby` hands a running match's
//! unfinished games of one player of the team to another player of the team. Players
//! are named by public name or by address.
//!
//! The phrases are the `team-lineup` and `team-replace` keys of each language's
//! `[phrases]`; the words around their arguments are the `team-board`, `team-with`
//! and `team-in` lists of its `[words]` (`board`, `Brett`, `échiquier`; `with`,
//! `durch`, `par`, `por`; `in`, `im`, `dans`, `en`, `em`), and a person's particle
//! before a player (`a`, Spanish) is skipped.

use std::fmt;

use super::lexicon::{WordList, word_list};
use super::token::Token;

/// One team command of a captain.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamCommand {
    /// `Line up Rooks board 2 Bert_K`: `player` on `board` of `team`.
    LineUp {
        team: String,
        board: u32,
        player: String,
    },
    /// `Replace Bert_K with Carl_K in Derby`: `substitute` takes over the games of
    /// `player` still running in the match `event`.
    Replace {
        player: String,
        substitute: String,
        event: String,
    },
}

impl fmt::Display for TeamCommand {
    /// In English, as a captain writes it; reading it back gives the same command.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TeamCommand::LineUp {
                team,
                board,
                player,
            } => write!(f, "Line up {team} board {board} {player}"),
            TeamCommand::Replace {
                player,
                substitute,
                event,
            } => write!(f, "Replace {player} with {substitute} in {event}"),
        }
    }
}

impl TeamCommand {
    /// The command as a fixed form repeats it: no name or address the mail typed.
    pub fn fixed(&self) -> TeamCommand {
        match self {
            TeamCommand::LineUp { board, .. } => TeamCommand::LineUp {
                team: String::new(),
                board: *board,
                player: String::new(),
            },
            TeamCommand::Replace { .. } => TeamCommand::Replace {
                player: String::new(),
                substitute: String::new(),
                event: String::new(),
            },
        }
    }
}

/// Words before a board's number (`board`, `Brett`, `échiquier`).
static BOARD_WORDS: WordList = word_list!("team-board");

/// Words between the replaced player and the substitute (`with`, `durch`, `par`).
static WITH_WORDS: WordList = word_list!("team-with");

/// Words before the match's name (`in`, `im`, `dans`, `en`, `em`).
static IN_WORDS: WordList = word_list!("team-in");

/// Words before a person that add nothing (`Sustituir a Bert_K …`).
static PERSON_PARTICLES: WordList = word_list!("challenge-particles");

/// The most words of a list skipped in a row (`in the match`, `am Brett`).
const SKIPPED: usize = 3;

/// A name as typed, without a sentence's punctuation around it.
fn bare(raw: &str) -> &str {
    raw.trim_matches(|c: char| {
        matches!(
            c,
            '.' | ',' | ';' | ':' | '!' | '?' | '"' | '\'' | '(' | ')' | '<' | '>' | '«' | '»'
        )
    })
}

/// A team's or a match's name (letters, digits, `_`, `-`).
fn event_name(token: Option<&Token<'_>>) -> Option<String> {
    let bare = bare(token?.raw);
    (!bare.is_empty()
        && bare.chars().count() <= 64
        && bare
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-')))
    .then(|| bare.to_owned())
}

/// A player: a public name or a mail address.
fn player(token: Option<&Token<'_>>) -> Option<String> {
    let bare = bare(token?.raw);
    (!bare.is_empty()
        && bare.len() <= 254
        && bare
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '@' | '.' | '+')))
    .then(|| bare.to_owned())
}

/// Token `t` past at most [`SKIPPED`] words of `list`.
fn skip(tokens: &[Token<'_>], mut t: usize, list: &WordList) -> usize {
    let start = t;
    while t < start + SKIPPED
        && tokens
            .get(t)
            .is_some_and(|tok| list.contains(&tok.words.join(" ")))
    {
        t += 1;
    }
    t
}

/// `Line up TEAM [board] N PLAYER` from the token after the phrase: the command and
/// the token after it; `None` when an argument is missing.
pub(super) fn line_up(tokens: &[Token<'_>], after: usize) -> Option<(TeamCommand, usize)> {
    let team = event_name(tokens.get(after))?;
    let t = skip(tokens, after + 1, &BOARD_WORDS);
    let board = tokens
        .get(t)
        .map(|tok| tok.raw.trim_end_matches(['.', ',', ':']))
        .filter(|raw| !raw.is_empty() && raw.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|raw| raw.parse::<u32>().ok())?;
    let t = skip(tokens, t + 1, &PERSON_PARTICLES);
    let player = player(tokens.get(t))?;
    Some((
        TeamCommand::LineUp {
            team,
            board,
            player,
        },
        t + 1,
    ))
}

/// `Replace PLAYER with SUBSTITUTE in MATCH` from the token after the phrase: the
/// command and the token after it; `None` when an argument is missing.
pub(super) fn replace(tokens: &[Token<'_>], after: usize) -> Option<(TeamCommand, usize)> {
    let t = skip(tokens, after, &PERSON_PARTICLES);
    let replaced = player(tokens.get(t))?;
    let w = skip(tokens, t + 1, &WITH_WORDS);
    if w == t + 1 {
        return None;
    }
    let w = skip(tokens, w, &PERSON_PARTICLES);
    let substitute = player(tokens.get(w))?;
    let i = skip(tokens, w + 1, &IN_WORDS);
    if i == w + 1 {
        return None;
    }
    let event = event_name(tokens.get(i))?;
    Some((
        TeamCommand::Replace {
            player: replaced,
            substitute,
            event,
        },
        i + 1,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::command::{Command, CommunityCommand};
    use crate::notation::Language;

    fn read(text: &str, language: Language) -> Vec<Command> {
        let reading = read_commands(text, language);
        assert!(
            reading.not_understood.is_empty(),
            "{text}: {:?}",
            reading.not_understood
        );
        reading.commands
    }

    fn one(c: TeamCommand) -> Vec<Command> {
        vec![Command::Community(CommunityCommand::Team(Box::new(c)))]
    }

    #[test]
    fn team_commands_in_five_languages() {
        use Language::*;
        let line_up = |player: &str| TeamCommand::LineUp {
            team: "Rooks".into(),
            board: 2,
            player: player.into(),
        };
        let replace = || TeamCommand::Replace {
            player: "Bert_K".into(),
            substitute: "carl@example.org".into(),
            event: "Derby".into(),
        };
        for (language, text, want) in [
            (English, "Line up Rooks board 2 Bert_K", line_up("Bert_K")),
            (
                English,
                "Line-up Rooks 2 bert@example.org.",
                line_up("bert@example.org"),
            ),
            (
                English,
                "Replace Bert_K with carl@example.org in Derby",
                replace(),
            ),
            (German, "Aufstellen Rooks Brett 2 Bert_K", line_up("Bert_K")),
            (
                German,
                "Ersetzen Bert_K durch carl@example.org im Derby",
                replace(),
            ),
            (
                French,
                "Aligner Rooks échiquier 2 Bert_K",
                line_up("Bert_K"),
            ),
            (
                French,
                "Remplacer Bert_K par carl@example.org dans Derby",
                replace(),
            ),
            (
                Spanish,
                "Alinear Rooks tablero 2 a Bert_K",
                line_up("Bert_K"),
            ),
            (
                Spanish,
                "Sustituir a Bert_K por carl@example.org en Derby",
                replace(),
            ),
            (
                Portuguese,
                "Escalar Rooks tabuleiro 2 Bert_K",
                line_up("Bert_K"),
            ),
            (
                Portuguese,
                "Substituir Bert_K por carl@example.org em Derby",
                replace(),
            ),
        ] {
            assert_eq!(read(text, language), one(want), "{text}");
        }
    }

    #[test]
    fn a_team_command_without_its_arguments_is_refused_with_its_form() {
        // A short line that starts like a command is an attempt at one (a longer one
        // is the player's text).
        for text in ["Line up Rooks", "Replace Bert_K", "Replace Bert_K in"] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}: {reading:?}");
            assert_eq!(reading.not_understood.len(), 1, "{text}: {reading:?}");
        }
    }

    #[test]
    fn every_team_command_reads_back_from_its_english_text() {
        for command in [
            TeamCommand::LineUp {
                team: "Rooks".into(),
                board: 3,
                player: "anna@example.org".into(),
            },
            TeamCommand::Replace {
                player: "Bert_K".into(),
                substitute: "Carl".into(),
                event: "Derby".into(),
            },
        ] {
            assert_eq!(
                read(&command.to_string(), Language::English),
                one(command.clone())
            );
        }
    }
}
