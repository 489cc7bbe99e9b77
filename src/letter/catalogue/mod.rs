//! The words of each language pawnpost answers in, behind one [`Catalogue`] per
//! language: every [`Line`], subject, refusal, footer and help text. The sentences
//! live in the language's message files (`i18n/<code>/*.ftl`, read by [`Localized`],
//! the one catalogue of every language); this module says which message and arguments
//! each typed value is. `community`, `clock` and `conditions` hold the satellite
//! sentences.

mod clock;
pub(crate) mod community;
pub(crate) mod conditions;
pub(crate) mod knockout;
pub(crate) mod ladder;
mod localized;
pub(crate) mod questions;
pub(crate) mod stages;
pub(crate) mod teams;

pub use localized::Localized;

use crate::command::Command;
use crate::command::parse::{Conflict, NotUnderstood};
use crate::game::{Outcome, Rejection};
use crate::notation::{Language, MoveError, MoveSyntaxError};
use crate::render::Strings;
use crate::rules::Color;

use super::{CommunityLine, ConditionsLine, Footer, GameTopic, Line, LobbyTopic, Subject};
use crate::game::Timestamp;

/// Everything one language says.
pub trait Catalogue: Sync {
    fn language(&self) -> Language;

    /// One sentence (it may hold line breaks of its own).
    fn line(&self, line: &Line) -> String;
    fn game_topic(&self, topic: &GameTopic) -> String;
    fn lobby_topic(&self, topic: &LobbyTopic) -> String;
    /// ` (and 2 more answers)` after a folded letter's subject.
    fn folded(&self, more: usize) -> String;

    /// The line above the opponent's comment.
    fn opponent_writes(&self) -> String;
    /// The heading of the move list.
    fn moves_heading(&self) -> String;
    /// Under a move list shortened for the ear: how to get all of it.
    fn earlier_moves(&self) -> String;
    /// The heading of the reader's private notes; `older` were left out.
    fn notes_heading(&self, older: u32) -> String;
    /// One private note, with when it was written.
    fn note(&self, note: &super::PrivateNote) -> String;
    /// A colon as this language's typography writes it after a word (French: ` :`).
    fn colon(&self) -> String;
    /// The help text: every command with examples, one per line.
    fn help(&self) -> String;
    /// The footer's lines after [`super::FOOTER_MARKER`].
    fn footer(&self, footer: &Footer) -> Vec<String>;

    fn rejection(&self, rejection: &Rejection) -> String;
    fn move_error(&self, error: &MoveError) -> String;
    /// Why something shaped like a move is none (`e9`, `e8=K`), after "is not a move: ".
    fn syntax_error(&self, error: &MoveSyntaxError) -> String;
    fn not_understood(&self, item: &NotUnderstood) -> String;
    fn conflict(&self, conflict: &Conflict) -> String;
    fn outcome(&self, outcome: &Outcome) -> String;
    /// A command as a player writes it in this language (`Remis anbieten`).
    fn command(&self, command: &Command) -> String;
    fn color(&self, color: Color) -> String;
    /// A moment, to the minute, in UTC.
    fn date(&self, at: Timestamp) -> String;
    /// The board's words: pieces, colours, the picture's description.
    fn strings(&self) -> Strings;
    /// A sentence about names, ratings, seeks or tournaments: `community.rs` names its
    /// message, `i18n/<code>/community.ftl` words it.
    fn community(&self, line: &CommunityLine) -> String {
        community::line(self.language(), line)
    }
    /// A sentence about the reader's conditional moves (`conditions.rs` holds every
    /// language's words).
    fn conditions(&self, line: &ConditionsLine) -> String {
        conditions::line(self.language(), line)
    }

    /// Everything about time (clocks, leave, time given, the calendar's words): all
    /// three languages in `catalogue/clock.rs`.
    fn clock(&self, text: super::ClockText<'_>) -> String {
        clock::words(catalogue(self.language()), text)
    }

    /// The whole subject, with pawnpost's tag in front.
    fn subject(&self, subject: &Subject) -> String {
        match subject {
            Subject::Game {
                game,
                white,
                black,
                topic,
            } => format!(
                "[pawnpost #{game}] {white} vs {black}{} {}",
                self.colon(),
                self.game_topic(topic)
            ),
            Subject::Lobby(topic) => format!("[pawnpost] {}", self.lobby_topic(topic)),
            Subject::Folded { first, more } => {
                format!("{}{}", self.subject(first), self.folded(*more))
            }
        }
    }
}

/// The catalogue of `language`.
pub fn catalogue(language: Language) -> &'static dyn Catalogue {
    static ENGLISH: Localized = Localized(Language::English);
    static GERMAN: Localized = Localized(Language::German);
    static FRENCH: Localized = Localized(Language::French);
    static SPANISH: Localized = Localized(Language::Spanish);
    static PORTUGUESE: Localized = Localized(Language::Portuguese);
    match language {
        Language::English => &ENGLISH,
        Language::German => &GERMAN,
        Language::French => &FRENCH,
        Language::Spanish => &SPANISH,
        Language::Portuguese => &PORTUGUESE,
    }
}

/// Moves written in English SAN (`Nf3`), in `language`'s piece letters (`Sf3`).
pub(crate) fn localized_moves(sans: &[String], language: Language) -> Vec<String> {
    sans.iter()
        .map(|san| {
            san.parse::<crate::notation::SanPlus>()
                .map_or_else(|_| san.clone(), |m| m.localized(language))
        })
        .collect()
}

/// How long until a deadline, never rounded up (a player with one hour left must not
/// read "1 day left"): whole days, else whole hours, else less than an hour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeLeft {
    Days(i64),
    Hours(i64),
    UnderAnHour,
}

impl TimeLeft {
    pub fn until(deadline: Timestamp, now: Timestamp) -> TimeLeft {
        let secs = (deadline - now).max(0);
        match (secs / 86_400, secs / 3_600) {
            (days, _) if days >= 1 => TimeLeft::Days(days),
            (_, hours) if hours >= 1 => TimeLeft::Hours(hours),
            _ => TimeLeft::UnderAnHour,
        }
    }

    /// The unit's key and the number, the arguments of the `time-left` message.
    pub(crate) fn args(self) -> (&'static str, i64) {
        match self {
            TimeLeft::Days(n) => ("days", n),
            TimeLeft::Hours(n) => ("hours", n),
            TimeLeft::UnderAnHour => ("under-an-hour", 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deadline never rounds up: with an hour left a letter says so, not "1 day".
    #[test]
    fn time_left_is_whole_days_else_hours_else_under_an_hour() {
        const HOUR: i64 = 3_600;
        let now = 1_000_000;
        assert_eq!(
            TimeLeft::until(now + 30 * 24 * HOUR, now),
            TimeLeft::Days(30)
        );
        assert_eq!(TimeLeft::until(now + 48 * HOUR - 1, now), TimeLeft::Days(1));
        assert_eq!(
            TimeLeft::until(now + 24 * HOUR - 1, now),
            TimeLeft::Hours(23)
        );
        assert_eq!(TimeLeft::until(now + HOUR, now), TimeLeft::Hours(1));
        assert_eq!(TimeLeft::until(now + HOUR - 1, now), TimeLeft::UnderAnHour);
        assert_eq!(TimeLeft::until(now - 5, now), TimeLeft::UnderAnHour);
        let line = |left| {
            let line = Line::ToAct {
                who: Color::White,
                you: true,
                deadline: now + HOUR,
                left,
                spoken: false,
            };
            Language::ALL.map(|l| catalogue(l).line(&line))
        };
        let an_hour = line(TimeLeft::Hours(1));
        assert!(an_hour[0].contains("(1 hour left)"), "{}", an_hour[0]);
        assert!(an_hour[1].contains("noch 1 Stunde"), "{}", an_hour[1]);
        assert!(an_hour[2].contains("encore 1 heure"), "{}", an_hour[2]);
        let soon = line(TimeLeft::UnderAnHour);
        assert!(soon[0].contains("(less than an hour left)"), "{}", soon[0]);
        assert!(soon[4].contains("menos de uma hora"), "{}", soon[4]);
    }
}
