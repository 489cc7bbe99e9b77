//! The community's commands: names, ratings, the top list, player histories, open
//! seeks and tournaments — the enum, its phrases in each language and its arguments.
//!
//! The phrases are registered in the vocabulary's one index
//! ([`super::vocabulary::BY_FIRST_WORD`]) and read by the one reader
//! ([`super::parse`]); only their arguments are read here.

use std::fmt;

use super::lexicon::{CHESS960_WORDS, WordList, word_list};
use super::token::Token;

/// A rating range a seek asks of the opponent, both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RatingRange {
    pub min: u32,
    pub max: u32,
}

impl RatingRange {
    pub fn contains(&self, rating: i32) -> bool {
        i64::from(rating) >= i64::from(self.min) && i64::from(rating) <= i64::from(self.max)
    }
}

impl fmt::Display for RatingRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.min, self.max)
    }
}

/// The lowest and highest rating a range may name.
pub const RATING_BOUNDS: (u32, u32) = (100, 3500);

/// One community command.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommunityCommand {
    /// `Name Alice_K`: the public name, as written (checked when applied).
    Name(String),
    /// `Rating`: the sender's rating.
    Rating,
    /// `Top`, `Top 100`: the best rated players.
    Top(Option<u32>),
    /// `Player NAME`, or `Player` for oneself.
    Player(Option<String>),
    /// `Seek [casual] [1400-1800] [3 days per move | Fischer 10+1] [timeouts 10%]`: an
    /// open challenge to anyone; without a time control, the server's.
    Seek {
        casual: bool,
        range: Option<RatingRange>,
        control: Option<super::TimeControl>,
        /// `Seek chess960`: a Chess960 game (its start drawn when it begins); absent
        /// from confirmations stored before Chess960.
        #[serde(default)]
        chess960: bool,
        /// `Seek … timeouts 10%`: only a player who lost at most this share (whole
        /// percent) of their games finished in the last 90 days on time may take it;
        /// absent from confirmations stored before it.
        #[serde(default)]
        timeouts: Option<u32>,
    },
    /// `Seeks`, `Seeks 2`: a page of the open seeks (and, on the first, the open
    /// tournaments).
    Seeks(Option<u32>),
    /// `Cancel Seek`.
    CancelSeek,
    /// `Join NAME`: a seat in an open tournament.
    Join(String),
    /// `Withdraw from NAME`: leave a tournament (an open one, or a running Swiss).
    Withdraw(String),
    /// `Standings NAME`, or `Standings` for the tournament of the game or the sender.
    Standings(Option<String>),
    /// `Half-point bye NAME`: a half-point bye in the next round of a Swiss not yet
    /// paired; without a name, the Swiss of the game or the sender.
    HalfBye(Option<String>),
    /// `Cancel bye NAME`: takes back a half-point bye asked for, before its round is
    /// paired.
    CancelHalfBye(Option<String>),
    /// A ladder's challenge and its answers ([`super::ladder`]).
    Ladder(super::ladder::LadderCommand),
    /// A team captain's line-up and replacement ([`super::teams`]); boxed, as the
    /// largest of the commands.
    Team(Box<super::teams::TeamCommand>),
}

impl fmt::Display for CommunityCommand {
    /// In English, as a player writes it; reading it back gives the same command.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommunityCommand::Name(name) => write!(f, "Name {name}"),
            CommunityCommand::Rating => f.write_str("Rating"),
            CommunityCommand::Top(None) => f.write_str("Top"),
            CommunityCommand::Top(Some(n)) => write!(f, "Top {n}"),
            CommunityCommand::Player(None) => f.write_str("Player"),
            CommunityCommand::Player(Some(name)) => write!(f, "Player {name}"),
            CommunityCommand::Seek {
                casual,
                range,
                control,
                chess960,
                timeouts,
            } => {
                f.write_str("Seek")?;
                if *casual {
                    f.write_str(" casual")?;
                }
                if *chess960 {
                    f.write_str(" chess960")?;
                }
                if let Some(range) = range {
                    write!(f, " {range}")?;
                }
                if let Some(control) = control {
                    write!(f, " {control}")?;
                }
                if let Some(max) = timeouts {
                    write!(f, " timeouts {max}%")?;
                }
                Ok(())
            }
            CommunityCommand::Seeks(None) => f.write_str("Seeks"),
            CommunityCommand::Seeks(Some(page)) => write!(f, "Seeks {page}"),
            CommunityCommand::CancelSeek => f.write_str("Cancel Seek"),
            CommunityCommand::Join(name) => write!(f, "Join {name}"),
            CommunityCommand::Withdraw(name) => write!(f, "Withdraw from {name}"),
            CommunityCommand::Standings(None) => f.write_str("Standings"),
            CommunityCommand::Standings(Some(name)) => write!(f, "Standings {name}"),
            CommunityCommand::HalfBye(None) => f.write_str("Half-point bye"),
            CommunityCommand::HalfBye(Some(name)) => write!(f, "Half-point bye {name}"),
            CommunityCommand::CancelHalfBye(None) => f.write_str("Cancel bye"),
            CommunityCommand::CancelHalfBye(Some(name)) => write!(f, "Cancel bye {name}"),
            CommunityCommand::Ladder(command) => write!(f, "{command}"),
            CommunityCommand::Team(command) => write!(f, "{command}"),
        }
    }
}

/// What a community phrase starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word {
    Name,
    Rating,
    Top,
    Player,
    Seek,
    Seeks,
    CancelSeek,
    Join,
    Withdraw,
    Standings,
    HalfBye,
    CancelHalfBye,
    LadderAccept,
    LadderDecline,
    TeamLineUp,
    TeamReplace,
}

/// Why a community command's arguments cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommunityProblem {
    /// `Name` without the name.
    NameMissing,
    /// `Join` without the tournament's name.
    TournamentMissing,
    /// `Withdraw from` without the tournament's name.
    WithdrawMissing,
    /// A rating range that is not two ratings, low to high, within [`RATING_BOUNDS`].
    BadRange(String),
    /// `Line up` without a team, a board's number and a player.
    LineUp,
    /// `Replace` without a player, `with`, a substitute, `in` and a match.
    Replace,
    /// `timeouts` without a share from 0 to 100 % after it: the phrase as written and
    /// what followed it, if anything.
    BadTimeouts(String),
}

impl fmt::Display for CommunityProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommunityProblem::NameMissing => {
                f.write_str("Name needs the name you want, e.g. Name Alice_K")
            }
            CommunityProblem::TournamentMissing => {
                f.write_str("Join needs the tournament's name, e.g. Join Spring")
            }
            CommunityProblem::WithdrawMissing => {
                f.write_str("Withdraw from needs the tournament's name, e.g. Withdraw from Spring")
            }
            CommunityProblem::LineUp => f.write_str(
                "Line up needs the team, the board and the player, e.g. Line up Rooks board 2 Alice_K",
            ),
            CommunityProblem::Replace => f.write_str(
                "Replace needs the player, the substitute and the match, e.g. Replace Alice_K with Zoe_K in Derby",
            ),
            CommunityProblem::BadRange(text) => write!(
                f,
                "`{text}` is no rating range; write the lowest and the highest rating you accept, e.g. Seek 1400-1800"
            ),
            CommunityProblem::BadTimeouts(text) => write!(
                f,
                "`{text}`: write the most you accept of games lost on time as a percentage from 0 to 100, e.g. Seek timeouts 10%"
            ),
        }
    }
}

impl Word {
    /// What a `[phrases]` key of `commands.toml` stands for, if a community word.
    pub(super) fn from_key(key: &str) -> Option<Word> {
        Some(match key {
            "name" => Word::Name,
            "rating" => Word::Rating,
            "top" => Word::Top,
            "player" => Word::Player,
            "seek" => Word::Seek,
            "seeks" => Word::Seeks,
            "cancel-seek" => Word::CancelSeek,
            "join" => Word::Join,
            "withdraw" => Word::Withdraw,
            "standings" => Word::Standings,
            "half-bye" => Word::HalfBye,
            "cancel-half-bye" => Word::CancelHalfBye,
            "ladder-accept" => Word::LadderAccept,
            "ladder-decline" => Word::LadderDecline,
            "team-lineup" => Word::TeamLineUp,
            "team-replace" => Word::TeamReplace,
            _ => return None,
        })
    }
}

/// Words that make a seek or a challenge casual (unrated).
static CASUAL: WordList = word_list!("casual");

/// Words that make it rated (the default, but players write it).
static RATED: WordList = word_list!("rated");

/// `Some(false)` for a casual word, `Some(true)` for a rated one (folded words).
pub(super) fn rated_word(word: &str) -> Option<bool> {
    if CASUAL.contains(word) {
        Some(false)
    } else if RATED.contains(word) {
        Some(true)
    } else {
        None
    }
}

/// Words between two ratings (`1400 to 1800`, `1400 bis 1800`, `1400 à 1800`).
static RANGE_WORDS: WordList = word_list!("range");

/// Words before the most a seek allows of games lost on time (`timeouts 10%`,
/// `Zeitverluste 10%`, `pertes au temps 10 %`): phrases of up to [`TIMEOUTS_TOKENS`]
/// tokens.
static TIMEOUTS_WORDS: WordList = word_list!("timeouts");

/// The most tokens a phrase of [`TIMEOUTS_WORDS`] spans.
const TIMEOUTS_TOKENS: usize = 3;

/// `timeouts 10%` at token `t` (`10 %`, `10` too): the share in whole percent and the
/// token after it. `Ok(None)` when no such phrase starts there.
fn timeouts_at(tokens: &[Token<'_>], t: usize) -> Result<Option<(u32, usize)>, CommunityProblem> {
    // The longest phrase first (`max timeouts` before `max`, were it a phrase).
    let Some(after) = (1..=TIMEOUTS_TOKENS).rev().find_map(|k| {
        let span = tokens.get(t..t + k)?;
        let phrase: Vec<String> = span.iter().map(|tok| tok.words.join(" ")).collect();
        TIMEOUTS_WORDS.contains(&phrase.join(" ")).then_some(t + k)
    }) else {
        return Ok(None);
    };
    // What the refusal quotes: the phrase as written and the token after it, cut to
    // what a limit could be written in (the token is anything a sender typed).
    let written = |end: usize| {
        const QUOTED_CHARS: usize = 48;
        let span: Vec<&str> = tokens[t..end.min(tokens.len())]
            .iter()
            .map(|tok| tok.raw)
            .collect();
        let span = span.join(" ");
        let mut quoted: String = span.chars().take(QUOTED_CHARS).collect();
        if quoted.len() < span.len() {
            quoted.push('…');
        }
        CommunityProblem::BadTimeouts(quoted)
    };
    let Some(token) = tokens.get(after) else {
        return Err(written(after));
    };
    let raw = token.raw.trim_end_matches(['.', ',']);
    let (digits, next) = match raw.strip_suffix('%') {
        Some(digits) => (digits.trim_end(), after + 1),
        None if tokens.get(after + 1).is_some_and(|tok| tok.raw == "%") => (raw, after + 2),
        None => (raw, after + 1),
    };
    match number(digits).filter(|&n| n <= 100) {
        Some(max) => Ok(Some((max, next))),
        None => Err(written(after + 1)),
    }
}

/// A name as typed, without a sentence's punctuation around it.
fn bare(raw: &str) -> String {
    raw.trim_matches(|c: char| {
        matches!(
            c,
            '.' | ',' | ';' | ':' | '!' | '?' | '"' | '\'' | '(' | ')' | '<' | '>' | '«' | '»'
        )
    })
    .to_owned()
}

/// Whether a token can be a name (or an address that a name was mistaken for).
fn name_like(raw: &str) -> bool {
    let bare = bare(raw);
    !bare.is_empty()
        && bare
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '@' | '.' | '+'))
}

fn number(raw: &str) -> Option<u32> {
    let raw = raw.trim_end_matches(['.', ',']);
    (!raw.is_empty() && raw.bytes().all(|b| b.is_ascii_digit()))
        .then(|| raw.parse().ok())
        .flatten()
}

fn range(min: u32, max: u32, text: &str) -> Result<RatingRange, CommunityProblem> {
    let (low, high) = RATING_BOUNDS;
    if min > max || min < low || max > high {
        return Err(CommunityProblem::BadRange(text.to_owned()));
    }
    Ok(RatingRange { min, max })
}

/// A rating range at token `t`: `1400-1800` in one token or three. `Ok(None)` when
/// none starts there.
fn range_at(
    tokens: &[Token<'_>],
    t: usize,
) -> Result<Option<(RatingRange, usize)>, CommunityProblem> {
    let Some(token) = tokens.get(t) else {
        return Ok(None);
    };
    let raw = token.raw.trim_end_matches(['.', ',']);
    if let Some((a, b)) = raw.split_once(['-', '–'])
        && let (Some(min), Some(max)) = (number(a), number(b))
    {
        return range(min, max, raw).map(|r| Some((r, t + 1)));
    }
    let Some(min) = number(raw) else {
        if raw.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(CommunityProblem::BadRange(raw.to_owned()));
        }
        return Ok(None);
    };
    let joined = tokens.get(t + 1).is_some_and(|tok| {
        matches!(tok.raw, "-" | "–") || RANGE_WORDS.contains(&tok.words.join(" "))
    });
    match (joined, tokens.get(t + 2).and_then(|tok| number(tok.raw))) {
        (true, Some(max)) => {
            let text = format!("{min}-{max}");
            range(min, max, &text).map(|r| Some((r, t + 3)))
        }
        _ => Err(CommunityProblem::BadRange(raw.to_owned())),
    }
}

/// The arguments of the community command `word` starting at token `after`: the
/// command and the token after it.
pub(super) fn arguments(
    word: Word,
    tokens: &[Token<'_>],
    after: usize,
) -> Result<(CommunityCommand, usize), CommunityProblem> {
    let next = tokens.get(after);
    let name_at = || {
        next.filter(|tok| name_like(tok.raw))
            .map(|tok| bare(tok.raw))
    };
    Ok(match word {
        Word::Name => match name_at() {
            Some(name) => (CommunityCommand::Name(name), after + 1),
            None => return Err(CommunityProblem::NameMissing),
        },
        Word::Rating => (CommunityCommand::Rating, after),
        Word::Top => match next.and_then(|tok| number(tok.raw)) {
            Some(n) => (CommunityCommand::Top(Some(n)), after + 1),
            None => (CommunityCommand::Top(None), after),
        },
        Word::Player => match name_at() {
            Some(name) => (CommunityCommand::Player(Some(name)), after + 1),
            None => (CommunityCommand::Player(None), after),
        },
        Word::Seek => {
            let mut casual = false;
            let mut range = None;
            let mut control = None;
            let mut chess960 = false;
            let mut timeouts = None;
            let mut t = after;
            while let Some(token) = tokens.get(t) {
                if let Some(rated) = rated_word(&token.words.join(" ")) {
                    casual = !rated;
                    t += 1;
                } else if CHESS960_WORDS.contains(&token.words.join(" ")) {
                    chess960 = true;
                    t += 1;
                } else if let Some((found, next)) = super::clock::time_control_at(tokens, t) {
                    control = Some(found);
                    t = next;
                } else if let Some((found, next)) = timeouts_at(tokens, t)? {
                    timeouts = Some(found);
                    t = next;
                } else if let Some((found, next)) = range_at(tokens, t)? {
                    range = Some(found);
                    t = next;
                } else {
                    break;
                }
            }
            (
                CommunityCommand::Seek {
                    casual,
                    range,
                    control,
                    chess960,
                    timeouts,
                },
                t,
            )
        }
        Word::Seeks => match next.and_then(|tok| number(tok.raw)) {
            Some(page) => (CommunityCommand::Seeks(Some(page)), after + 1),
            None => (CommunityCommand::Seeks(None), after),
        },
        Word::CancelSeek => (CommunityCommand::CancelSeek, after),
        Word::Join => match name_at() {
            Some(name) => (CommunityCommand::Join(name), after + 1),
            None => return Err(CommunityProblem::TournamentMissing),
        },
        Word::Withdraw => match name_at() {
            Some(name) => (CommunityCommand::Withdraw(name), after + 1),
            None => return Err(CommunityProblem::WithdrawMissing),
        },
        Word::Standings => match name_at() {
            Some(name) => (CommunityCommand::Standings(Some(name)), after + 1),
            None => (CommunityCommand::Standings(None), after),
        },
        Word::HalfBye => match name_at() {
            Some(name) => (CommunityCommand::HalfBye(Some(name)), after + 1),
            None => (CommunityCommand::HalfBye(None), after),
        },
        Word::CancelHalfBye => match name_at() {
            Some(name) => (CommunityCommand::CancelHalfBye(Some(name)), after + 1),
            None => (CommunityCommand::CancelHalfBye(None), after),
        },
        Word::LadderAccept | Word::LadderDecline => {
            use super::ladder::{LadderCommand, ladder_after};
            let (name, next) = ladder_after(tokens, after);
            let command = if word == Word::LadderAccept {
                LadderCommand::Accept(name)
            } else {
                LadderCommand::Decline(name)
            };
            (CommunityCommand::Ladder(command), next)
        }
        Word::TeamLineUp => {
            let (command, next) =
                super::teams::line_up(tokens, after).ok_or(CommunityProblem::LineUp)?;
            (CommunityCommand::Team(Box::new(command)), next)
        }
        Word::TeamReplace => {
            let (command, next) =
                super::teams::replace(tokens, after).ok_or(CommunityProblem::Replace)?;
            (CommunityCommand::Team(Box::new(command)), next)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::command::parse::read_commands;
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

    fn one(c: CommunityCommand) -> Vec<Command> {
        vec![Command::Community(c)]
    }

    #[test]
    fn commands_in_three_languages() {
        use CommunityCommand::*;
        use Language::*;
        let range = Some(RatingRange {
            min: 1400,
            max: 1800,
        });
        for (language, text, want) in [
            (English, "Name Alice_K", Name("Alice_K".into())),
            (English, "name Alice_K.", Name("Alice_K".into())),
            (French, "Pseudo Alice_K", Name("Alice_K".into())),
            (English, "Rating", Rating),
            (German, "Wertung", Rating),
            (French, "Classement Elo", Rating),
            (English, "Top", Top(None)),
            (English, "Top 100", Top(Some(100))),
            (German, "Rangliste 50", Top(Some(50))),
            (French, "Classement", Top(None)),
            (English, "Player", Player(None)),
            (English, "Player Bob_K", Player(Some("Bob_K".into()))),
            (German, "Spieler Bob_K", Player(Some("Bob_K".into()))),
            (French, "Joueur Bob_K", Player(Some("Bob_K".into()))),
            (
                English,
                "Seek",
                Seek {
                    casual: false,
                    range: None,
                    control: None,
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                English,
                "Seek casual 1400-1800",
                Seek {
                    casual: true,
                    range,
                    control: None,
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                English,
                "Seek 1400 - 1800",
                Seek {
                    casual: false,
                    range,
                    control: None,
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                German,
                "Suche ungewertet 1400 bis 1800",
                Seek {
                    casual: true,
                    range,
                    control: None,
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                French,
                "Recherche amicale 1400-1800",
                Seek {
                    casual: true,
                    range,
                    control: None,
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                English,
                "Seek 3 days per move",
                Seek {
                    casual: false,
                    range: None,
                    control: Some(crate::command::TimeControl::DaysPerMove { days: 3 }),
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                German,
                "Suche Fischer 10+1 ungewertet",
                Seek {
                    casual: true,
                    range: None,
                    control: Some(crate::command::TimeControl::Fischer {
                        base_days: 10,
                        increment_days: 1,
                    }),
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                French,
                "Recherche 3 jours par coup 1400-1800",
                Seek {
                    casual: false,
                    range,
                    control: Some(crate::command::TimeControl::DaysPerMove { days: 3 }),
                    chess960: false,
                    timeouts: None,
                },
            ),
            (
                English,
                "Seek casual timeouts 10%",
                Seek {
                    casual: true,
                    range: None,
                    control: None,
                    chess960: false,
                    timeouts: Some(10),
                },
            ),
            (
                English,
                "Seek max timeouts 0 % 1400-1800",
                Seek {
                    casual: false,
                    range,
                    control: None,
                    chess960: false,
                    timeouts: Some(0),
                },
            ),
            (
                German,
                "Suche Zeitüberschreitungen 10%",
                Seek {
                    casual: false,
                    range: None,
                    control: None,
                    chess960: false,
                    timeouts: Some(10),
                },
            ),
            (
                French,
                "Recherche pertes au temps 10 %",
                Seek {
                    casual: false,
                    range: None,
                    control: None,
                    chess960: false,
                    timeouts: Some(10),
                },
            ),
            (
                Spanish,
                "Buscar partida derrotas por tiempo 10%",
                Seek {
                    casual: false,
                    range: None,
                    control: None,
                    chess960: false,
                    timeouts: Some(10),
                },
            ),
            (
                Portuguese,
                "Procurar partida derrotas por tempo 10%",
                Seek {
                    casual: false,
                    range: None,
                    control: None,
                    chess960: false,
                    timeouts: Some(10),
                },
            ),
            (English, "Seeks", Seeks(None)),
            (English, "Seeks 2", Seeks(Some(2))),
            (English, "Open seeks 3.", Seeks(Some(3))),
            (German, "Gesuche", Seeks(None)),
            (German, "Gesuche 2", Seeks(Some(2))),
            (French, "Recherches", Seeks(None)),
            (French, "Recherches 2", Seeks(Some(2))),
            (English, "Cancel Seek", CancelSeek),
            (German, "Suche zurücknehmen", CancelSeek),
            (French, "Annuler la recherche", CancelSeek),
            (English, "Join Spring", Join("Spring".into())),
            (English, "Withdraw from Spring", Withdraw("Spring".into())),
            (German, "Abmelden Spring", Withdraw("Spring".into())),
            (
                French,
                "Je me retire du tournoi Spring",
                Withdraw("Spring".into()),
            ),
            (
                Spanish,
                "Me retiro del torneo Spring",
                Withdraw("Spring".into()),
            ),
            (
                Portuguese,
                "Sair do torneio Spring",
                Withdraw("Spring".into()),
            ),
            (German, "Teilnehmen Spring", Join("Spring".into())),
            (French, "Participer Spring", Join("Spring".into())),
            (English, "Standings", Standings(None)),
            (
                English,
                "Standings Spring",
                Standings(Some("Spring".into())),
            ),
            (German, "Tabelle Spring", Standings(Some("Spring".into()))),
            (French, "Tableau Spring", Standings(Some("Spring".into()))),
            (
                English,
                "Half-point bye Spring",
                HalfBye(Some("Spring".into())),
            ),
            (
                English,
                "I request a half-point bye in Spring",
                HalfBye(Some("Spring".into())),
            ),
            (English, "Half-point bye", HalfBye(None)),
            (
                German,
                "Halbpunkt-Bye Spring",
                HalfBye(Some("Spring".into())),
            ),
            (
                French,
                "Je demande un bye d'un demi-point pour Spring",
                HalfBye(Some("Spring".into())),
            ),
            (
                Spanish,
                "Solicito un bye de medio punto en Spring",
                HalfBye(Some("Spring".into())),
            ),
            (
                Portuguese,
                "Peço um bye de meio ponto no Spring",
                HalfBye(Some("Spring".into())),
            ),
            (
                English,
                "Cancel bye Spring",
                CancelHalfBye(Some("Spring".into())),
            ),
            (English, "Cancel my half-point bye", CancelHalfBye(None)),
            (
                German,
                "Bye zurücknehmen Spring",
                CancelHalfBye(Some("Spring".into())),
            ),
            (French, "Annuler mon bye", CancelHalfBye(None)),
            (
                Spanish,
                "Cancelar mi bye Spring",
                CancelHalfBye(Some("Spring".into())),
            ),
            (Portuguese, "Cancelar o meu bye", CancelHalfBye(None)),
        ] {
            assert_eq!(read(text, language), one(want), "{text}");
        }
    }

    #[test]
    fn every_command_reads_back_from_its_english_text() {
        for command in [
            CommunityCommand::Name("Alice_K".into()),
            CommunityCommand::Top(Some(100)),
            CommunityCommand::Player(Some("player12".into())),
            CommunityCommand::Seek {
                casual: true,
                range: Some(RatingRange {
                    min: 1200,
                    max: 2000,
                }),
                control: Some(crate::command::TimeControl::Fischer {
                    base_days: 10,
                    increment_days: 1,
                }),
                chess960: true,
                timeouts: Some(15),
            },
            CommunityCommand::Seek {
                casual: false,
                range: None,
                control: Some(crate::command::TimeControl::DaysPerMove { days: 3 }),
                chess960: false,
                timeouts: None,
            },
            CommunityCommand::Seek {
                casual: false,
                range: None,
                control: None,
                chess960: false,
                timeouts: None,
            },
            CommunityCommand::Seeks(None),
            CommunityCommand::Seeks(Some(4)),
            CommunityCommand::CancelSeek,
            CommunityCommand::Join("Spring-2026".into()),
            CommunityCommand::Standings(Some("Spring".into())),
            CommunityCommand::HalfBye(Some("Spring".into())),
            CommunityCommand::HalfBye(None),
            CommunityCommand::CancelHalfBye(Some("Spring".into())),
            CommunityCommand::CancelHalfBye(None),
        ] {
            assert_eq!(
                read(&command.to_string(), Language::English),
                one(command.clone())
            );
        }
    }

    #[test]
    fn bad_arguments_are_explained() {
        use crate::command::parse::Reason;
        for (text, want) in [
            ("Name", CommunityProblem::NameMissing),
            ("Join", CommunityProblem::TournamentMissing),
            (
                "Seek 1800-1400",
                CommunityProblem::BadRange("1800-1400".into()),
            ),
            (
                "Seek 1400-9000",
                CommunityProblem::BadRange("1400-9000".into()),
            ),
            (
                "Seek timeouts 120%",
                CommunityProblem::BadTimeouts("timeouts 120%".into()),
            ),
            (
                "Seek timeouts many",
                CommunityProblem::BadTimeouts("timeouts many".into()),
            ),
            (
                "Seek timeouts",
                CommunityProblem::BadTimeouts("timeouts".into()),
            ),
            // Anything typed after the phrase is cut to 48 characters.
            (
                &*format!("Seek timeouts {}", "x".repeat(3000)),
                CommunityProblem::BadTimeouts(format!("timeouts {}…", "x".repeat(39))),
            ),
        ] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}");
            assert_eq!(
                reading.not_understood.first().map(|n| n.reason.clone()),
                Some(Reason::Community(want)),
                "{text}"
            );
        }
    }

    #[test]
    fn challenges_may_be_casual() {
        let reading = read_commands("Challenge anna@example.org casual black", Language::English);
        assert!(matches!(
            reading.commands.as_slice(),
            [Command::Challenge { casual: true, .. }]
        ));
        let reading = read_commands("Challenge anna@example.org", Language::English);
        assert!(matches!(
            reading.commands.as_slice(),
            [Command::Challenge { casual: false, .. }]
        ));
    }

    #[test]
    fn other_languages_repeat_no_english_community_phrase() {
        // A shared phrase would choose the player's language for them.
        let community = |language: Language| -> Vec<&'static str> {
            crate::i18n::words(language)
                .phrases()
                .filter(|(key, _)| Word::from_key(key).is_some())
                .flat_map(|(_, phrases)| phrases)
                .collect()
        };
        let english = community(Language::English);
        assert!(!english.is_empty());
        for language in Language::ALL
            .into_iter()
            .filter(|&l| l != Language::English)
        {
            for text in community(language) {
                assert!(!english.contains(&text), "{text}");
            }
        }
    }
}
