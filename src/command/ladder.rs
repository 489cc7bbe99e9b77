//! A ladder's commands by mail (issue 32, item 5): `Challenge Bob_K in Club` (or
//! `Challenge 3 in Club`, by place), `Accept ladder challenge [Club]`, `Decline ladder
//! challenge [Club]`. Joining, withdrawing and the standings are the tournaments'
//! commands (`Join Club`, `Withdraw from Club`, `Standings Club`): a ladder's name is
//! a tournament's kind of name, and the daemon routes by it.
//!
//! The phrases are the `ladder-accept` and `ladder-decline` keys of each language's
//! `[phrases]`; the words around a challenge's ladder (`in`, `im`, `dans`, `en`, `na`,
//! `the ladder`, `der Leiter`, `l'échelle`, …) are the `ladder-particles` and
//! `ladder-nouns` lists of its `[words]`.

use std::fmt;

use super::lexicon::{WordList, word_list};
use super::token::Token;

/// Whom a ladder challenge is for.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Defender {
    /// By public name (`Bob_K`, or `player12`).
    Name(String),
    /// By place on the ladder (1 at the top).
    Place(u32),
}

impl fmt::Display for Defender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Defender::Name(name) => f.write_str(name),
            Defender::Place(place) => write!(f, "{place}"),
        }
    }
}

/// One ladder command.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LadderCommand {
    /// `Challenge Bob_K in Club`.
    Challenge { defender: Defender, ladder: String },
    /// `Accept ladder challenge [Club]`: the challenge open against the sender (on
    /// that ladder).
    Accept(Option<String>),
    /// `Decline ladder challenge [Club]`: the challenger then takes the place.
    Decline(Option<String>),
}

impl fmt::Display for LadderCommand {
    /// In English, as a player writes it; reading it back gives the same command.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let named = |f: &mut fmt::Formatter<'_>, name: &Option<String>| match name {
            Some(name) => write!(f, " {name}"),
            None => Ok(()),
        };
        match self {
            LadderCommand::Challenge { defender, ladder } => {
                write!(f, "Challenge {defender} in {ladder}")
            }
            LadderCommand::Accept(name) => {
                f.write_str("Accept ladder challenge")?;
                named(f, name)
            }
            LadderCommand::Decline(name) => {
                f.write_str("Decline ladder challenge")?;
                named(f, name)
            }
        }
    }
}

impl LadderCommand {
    /// The command as a fixed form repeats it: no name the mail typed (a place is a
    /// number).
    pub fn fixed(&self) -> LadderCommand {
        match self {
            LadderCommand::Challenge { defender, .. } => LadderCommand::Challenge {
                defender: match defender {
                    Defender::Place(place) => Defender::Place(*place),
                    Defender::Name(_) => Defender::Name(String::new()),
                },
                ladder: String::new(),
            },
            LadderCommand::Accept(_) => LadderCommand::Accept(None),
            LadderCommand::Decline(_) => LadderCommand::Decline(None),
        }
    }
}

/// Words between a challenge's defender and its ladder (`in`, `im`, `dans`, `en`).
static LADDER_PARTICLES: WordList = word_list!("ladder-particles");

/// Words that may stand before the ladder's name (`the ladder`, `der Leiter`).
static LADDER_NOUNS: WordList = word_list!("ladder-nouns");

/// Words before a challenge's defender that add nothing (`Desafío a …`).
static CHALLENGE_PARTICLES: WordList = word_list!("challenge-particles");

/// The most noun words skipped before a ladder's name (`auf der Leiter`: two).
const NOUN_WORDS: usize = 3;

/// A name as typed, without a sentence's punctuation around it.
fn bare(raw: &str) -> &str {
    raw.trim_matches(|c: char| {
        matches!(
            c,
            '.' | ',' | ';' | ':' | '!' | '?' | '"' | '\'' | '(' | ')' | '«' | '»'
        )
    })
}

/// Whether a token can be a public name or a ladder's name (no address: `@`).
fn name_like(raw: &str) -> bool {
    let bare = bare(raw);
    !bare.is_empty()
        && bare.chars().count() <= 64
        && bare
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-'))
}

fn one_word(token: &Token<'_>, list: &WordList) -> bool {
    list.contains(&token.words.join(" "))
}

/// `Challenge Bob_K in Club` read from the token after the challenge's word:
/// `Some((command, next token))` when it is a ladder challenge (a name or a place,
/// a ladder particle, the ladder's name); `None` when it is none (a challenge by
/// address, read by the challenge's own reader). Looks at most a few tokens ahead.
pub(super) fn challenge_at(tokens: &[Token<'_>], after: usize) -> Option<(LadderCommand, usize)> {
    let mut t = after;
    if tokens
        .get(t)
        .is_some_and(|tok| one_word(tok, &CHALLENGE_PARTICLES))
        && tokens.get(t + 1).is_some_and(|tok| {
            tokens
                .get(t + 2)
                .is_some_and(|p| one_word(p, &LADDER_PARTICLES))
                && name_like(tok.raw)
        })
    {
        t += 1;
    }
    let target = tokens.get(t)?;
    if !name_like(target.raw) {
        return None;
    }
    let target = bare(target.raw);
    if !one_word(tokens.get(t + 1)?, &LADDER_PARTICLES) {
        return None;
    }
    let mut n = t + 2;
    while n < t + 2 + NOUN_WORDS
        && tokens
            .get(n)
            .is_some_and(|tok| one_word(tok, &LADDER_NOUNS))
    {
        n += 1;
    }
    let ladder = tokens.get(n).filter(|tok| name_like(tok.raw))?;
    let defender = match target.parse::<u32>() {
        Ok(place) if target.bytes().all(|b| b.is_ascii_digit()) => Defender::Place(place),
        _ => Defender::Name(target.to_owned()),
    };
    Some((
        LadderCommand::Challenge {
            defender,
            ladder: bare(ladder.raw).to_owned(),
        },
        n + 1,
    ))
}

/// Whether `word` (folded) is a phrase of some language on its own (`thanks`, `resign`).
fn is_phrase(word: &str) -> bool {
    static ONE_WORD: std::sync::LazyLock<std::collections::HashSet<&'static str>> =
        std::sync::LazyLock::new(|| {
            crate::notation::Language::ALL
                .into_iter()
                .flat_map(|language| {
                    crate::i18n::words(language)
                        .phrases()
                        .flat_map(|(_, list)| list)
                        .filter(|p| !p.contains(' '))
                        .collect::<Vec<_>>()
                })
                .collect()
        });
    ONE_WORD.contains(word)
}

/// The ladder named after `Accept ladder challenge` / `Decline ladder challenge`, if
/// any, and the token after: after a particle (`in Club`, `auf der Leiter Club`), or
/// alone as the line's last word (`Accept ladder challenge Club`), so that `Accept
/// ladder challenge, thanks` names no ladder `thanks`.
pub(super) fn ladder_after(tokens: &[Token<'_>], after: usize) -> (Option<String>, usize) {
    let particle = tokens
        .get(after)
        .is_some_and(|tok| one_word(tok, &LADDER_PARTICLES));
    let mut n = after + usize::from(particle);
    while n < after + 1 + NOUN_WORDS
        && tokens
            .get(n)
            .is_some_and(|tok| one_word(tok, &LADDER_NOUNS))
    {
        n += 1;
    }
    // `Accept ladder challenge, thanks`: a word that is a phrase of its own (in any
    // language) is that, not a ladder's name.
    let last = n + 1 == tokens.len()
        && tokens
            .get(n)
            .is_some_and(|tok| !is_phrase(&tok.words.join(" ")));
    match tokens
        .get(n)
        .filter(|tok| name_like(tok.raw) && (particle || last))
    {
        Some(tok) => (Some(bare(tok.raw).to_owned()), n + 1),
        None => (None, after),
    }
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

    fn one(c: LadderCommand) -> Vec<Command> {
        vec![Command::Community(CommunityCommand::Ladder(c))]
    }

    fn challenge(defender: Defender) -> LadderCommand {
        LadderCommand::Challenge {
            defender,
            ladder: "Club".into(),
        }
    }

    #[test]
    fn ladder_commands_in_five_languages() {
        use Language::*;
        let bob = || challenge(Defender::Name("Bob_K".into()));
        let club = || Some("Club".to_owned());
        for (language, text, want) in [
            (English, "Challenge Bob_K in Club", bob()),
            (
                English,
                "challenge 3 on the ladder Club.",
                challenge(Defender::Place(3)),
            ),
            (
                English,
                "Accept ladder challenge",
                LadderCommand::Accept(None),
            ),
            (
                English,
                "Accept the ladder challenge in Club",
                LadderCommand::Accept(club()),
            ),
            (
                English,
                "Decline ladder challenge Club",
                LadderCommand::Decline(club()),
            ),
            (German, "Herausfordern Bob_K auf der Leiter Club", bob()),
            (
                German,
                "Forderung annehmen Club",
                LadderCommand::Accept(club()),
            ),
            (
                German,
                "Ich lehne die Forderung ab",
                LadderCommand::Decline(None),
            ),
            (French, "Défier Bob_K sur l'échelle Club", bob()),
            (
                French,
                "J'accepte le défi d'échelle",
                LadderCommand::Accept(None),
            ),
            (
                French,
                "Refuser le défi de l'échelle Club",
                LadderCommand::Decline(club()),
            ),
            (Spanish, "Retar a Bob_K en la escalera Club", bob()),
            (
                Spanish,
                "Acepto el reto de la escalera Club",
                LadderCommand::Accept(club()),
            ),
            (
                Spanish,
                "Rechazo el reto de escalera",
                LadderCommand::Decline(None),
            ),
            (Portuguese, "Desafiar Bob_K na escada Club", bob()),
            (
                Portuguese,
                "Aceito o desafio da escada",
                LadderCommand::Accept(None),
            ),
            (
                Portuguese,
                "Recuso o desafio da escada Club",
                LadderCommand::Decline(club()),
            ),
        ] {
            assert_eq!(read(text, language), one(want), "{text}");
        }
    }

    #[test]
    fn a_challenge_by_address_is_no_ladder_challenge() {
        let reading = read_commands("Challenge anna@example.org white", Language::English);
        assert!(matches!(
            reading.commands.as_slice(),
            [Command::Challenge { .. }]
        ));
        // A word after the answer is no ladder's name unless a particle says so.
        assert_eq!(
            read("Accept ladder challenge, thanks", Language::English),
            one(LadderCommand::Accept(None))
        );
    }

    #[test]
    fn every_ladder_command_reads_back_from_its_english_text() {
        for command in [
            challenge(Defender::Name("Bob_K".into())),
            challenge(Defender::Place(2)),
            LadderCommand::Accept(Some("Club".into())),
            LadderCommand::Decline(None),
        ] {
            assert_eq!(
                read(&command.to_string(), Language::English),
                one(command.clone())
            );
        }
    }
}
