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
        && tokens
            .get(t + 1)
            .is_some_and(|tok| tokens.get(t + 2).is_some_and(|p| one_word(p, &LADDER_PARTICLES)) && name_like(tok.raw))
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
    while n < t + 2 + NOUN_WORDS && tokens.get(n).is_some_and(|tok| one_word(tok, &LADDER_NOUNS)) {
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

/// The ladder named after `Accept ladder challenge` / `Decline ladder challenge`, if
/// any, and the token after: after a particle (`in Club`, `auf der Leiter Club`), or
/// alone as the line's last word (`Accept ladder challenge Club`), so that `Accept
/// ladder challenge, thanks` names no ladder `thanks`.
pub(super) fn ladder_after(tokens: &[Token<'_>], after: usize) -> (Option<String>, usize) {
    let particle = tokens
        .get(after)
        .is_some_and(|tok| one_word(tok, &LADDER_PARTICLES));
    let mut n = after + usize::from(particle);
    while n < after + 1 + NOUN_WORDS && tokens.get(n).is_some_and(|tok| one_word(tok, &LADDER_NOUNS))
    {
        n += 1;
    }
    let last = n + 1 == tokens.len();
    match tokens
        .get(n)
        .filter(|tok| name_like(tok.raw) && (particle || last))
    {
        Some(tok) => (Some(bare(tok.raw).to_owned()), n + 1),
        None => (None, after),
    }
}
