//! The clock commands players write, as values, and how they are read: `Give 2 days`
//! (time for the opponent), `Leave 7 days` / `Leave until 2026-12-31` / `Leave from
//! 2026-12-24 to 2027-01-02` (clocks stopped in all one's games), `Back`, `Calendar
//! off` / `Calendar on` (the deadline as a calendar file), and the time controls a
//! `Challenge` may name (`3 days per move`, `Fischer 10+1`).
//!
//! The phrases live here, one table per language, and join the vocabulary's index of
//! phrases ([`super::vocabulary`]); the arguments (days, dates, time controls) are read
//! by the functions below from the tokens after the phrase.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::Command;
use super::lexicon::{
    DATE_PARTICLES, DAY_UNITS, MORE_DAYS, WordList, month_word, number_word, word_list,
};
use super::token::{Token, days_at, phrase_at, unit_at};
use crate::time::{CalendarTime, Timestamp};

/// How a game's clocks run besides the silence rule (which every game has).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeControl {
    /// After each move the mover's opponent has `days` for the next one; unused time is
    /// not kept.
    DaysPerMove { days: u32 },
    /// Each player has a bank that starts at `base_days` and gains `increment_days`
    /// after each of their moves (never above `base_days` through increments).
    Fischer { base_days: u32, increment_days: u32 },
}

impl TimeControl {
    /// The stable key stored in the database: `days:3`, `fischer:10+1`.
    pub fn key(self) -> String {
        match self {
            TimeControl::DaysPerMove { days } => format!("days:{days}"),
            TimeControl::Fischer {
                base_days,
                increment_days,
            } => format!("fischer:{base_days}+{increment_days}"),
        }
    }

    /// Reads a stored key; `None` for `''` (no time control) or anything unknown.
    pub fn from_key(key: &str) -> Option<TimeControl> {
        if let Some(days) = key.strip_prefix("days:") {
            return days
                .parse()
                .ok()
                .map(|days| TimeControl::DaysPerMove { days });
        }
        let (base, increment) = key.strip_prefix("fischer:")?.split_once('+')?;
        Some(TimeControl::Fischer {
            base_days: base.parse().ok()?,
            increment_days: increment.parse().ok()?,
        })
    }

    /// Reads a time control as a player (or the config file) writes it, in any of the
    /// three languages: `3 days per move`, `Fischer 10+1`.
    pub fn parse(text: &str) -> Option<TimeControl> {
        let tokens = super::token::tokens(text);
        match time_control_at(&tokens, 0) {
            Some((control, next)) if next == tokens.len() => Some(control),
            _ => None,
        }
    }
}

impl fmt::Display for TimeControl {
    /// As a player writes it in English: `3 days per move`, `Fischer 10+1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::DaysPerMove { days: 1 } => f.write_str("1 day per move"),
            TimeControl::DaysPerMove { days } => write!(f, "{days} days per move"),
            TimeControl::Fischer {
                base_days,
                increment_days,
            } => write!(f, "Fischer {base_days}+{increment_days}"),
        }
    }
}

/// A calendar day, as players write dates (`2026-12-31`, `31.12.2026`, `31/12/2026`);
/// days begin and end at midnight UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Day {
    pub year: i64,
    pub month: u32,
    pub day: u32,
}

impl Day {
    /// Reads `2026-12-31`, `31.12.2026`, `31/12/2026` or `31-12-2026` (a real date of a
    /// four-digit year, first or last), or the day first with a two-digit year of this
    /// century (`31/12/26`, `31.12.26`), with a sentence's punctuation around it.
    pub fn parse(text: &str) -> Option<Day> {
        let text = text.trim_matches(|c: char| !c.is_ascii_digit());
        let parts: Vec<&str> = text.split(['-', '.', '/']).collect();
        let [a, b, c] = parts.as_slice() else {
            return None;
        };
        let number = |s: &str| -> Option<u32> {
            (!s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        // The four-digit part is the year; with none, a two-digit year ends a date
        // written day first, the way every language pawnpost speaks writes it short.
        let (year, month, day) = match (a.len(), c.len()) {
            (4, 1..=2) => (i64::from(number(a)?), b, c),
            (1..=2, 4) => (i64::from(number(c)?), b, a),
            (1..=2, 2) => (2000 + i64::from(number(c)?), b, a),
            _ => return None,
        };
        let day = Day {
            year,
            month: number(month)?,
            day: number(day)?,
        };
        CalendarTime::from_parts(day.year, day.month, day.day, 0, 0, 0).map(|_| day)
    }

    /// Midnight UTC at the start of this day.
    pub fn start(self) -> Timestamp {
        CalendarTime::from_parts(self.year, self.month, self.day, 0, 0, 0)
            .map_or(0, |t| t.timestamp())
    }

    /// Midnight UTC at the end of this day (the start of the next).
    pub fn end(self) -> Timestamp {
        self.start() + 86_400
    }

    /// The day `at` falls on.
    pub fn of(at: Timestamp) -> Day {
        let t = CalendarTime::of(at);
        Day {
            year: t.year,
            month: t.month,
            day: t.day,
        }
    }
}

impl fmt::Display for Day {
    /// ISO 8601: `2026-12-31`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// When a leave is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LeaveSpan {
    /// From now, for this many days.
    Days(u32),
    /// From now to the end of this day.
    Until(Day),
    /// From the start of the first day (or now, when that is later) to the end of the
    /// second: leave booked in advance.
    Between { from: Day, to: Day },
}

/// A command about time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClockCommand {
    /// Adds days to the opponent's clock (a game command).
    Give { days: u32 },
    /// Wins on time when the opponent's time ran out and pawnpost asked (a game
    /// command).
    ClaimTime,
    /// Stops the clocks of all one's games for a while (a setting).
    Leave(LeaveSpan),
    /// Ends the leave in progress, or cancels the next one booked (a setting).
    Back,
    /// Leave started by pawnpost when a deadline would end a game while days are left
    /// (`Leave auto`), or not (`Leave auto off`): a setting.
    AutoLeave { on: bool },
    /// The deadline as a calendar file in "your move" mails, or not (a setting).
    Calendar { on: bool },
    /// The daily digest of one's games, or none (a setting).
    Digest(DigestSetting),
    /// Only the digest instead of a letter per move (game ends, reminders and
    /// invitations still come at once), or every letter again (a setting).
    Letters { digest_only: bool },
}

/// `Digest daily [at HH:MM] [in ZONE]` / `Digest off`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DigestSetting {
    /// One mail a day at `minute` past local midnight (else the time kept, else
    /// 08:00) in `zone` (else the zone kept, else UTC).
    Daily {
        minute: Option<u16>,
        zone: Option<ZoneName>,
    },
    Off,
}

/// An IANA time zone's name that the bundled database knows (`Europe/Berlin`, `UTC`),
/// as its place in the database's sorted list: two bytes in every [`Command`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ZoneName(u16);

/// The names the bundled time zone database knows, sorted.
fn zone_names() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = jiff::tz::db()
            .available()
            .map(|name| name.to_string())
            .collect();
        names.sort();
        names
    })
}

impl ZoneName {
    pub const UTC: &str = "UTC";

    /// The zone's canonical name when the database knows `name` (any case).
    pub fn parse(name: &str) -> Option<ZoneName> {
        let zone = jiff::tz::TimeZone::get(name).ok()?;
        let canonical = zone.iana_name().unwrap_or(name);
        let names = zone_names();
        let index = names
            .binary_search_by(|n| n.as_str().cmp(canonical))
            .ok()
            .or_else(|| names.iter().position(|n| n.eq_ignore_ascii_case(canonical)))?;
        u16::try_from(index).ok().map(ZoneName)
    }

    pub fn as_str(&self) -> &'static str {
        zone_names()
            .get(usize::from(self.0))
            .map_or(Self::UTC, String::as_str)
    }
}

impl fmt::Display for ZoneName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for ZoneName {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for ZoneName {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ZoneName, D::Error> {
        let name = String::deserialize(d)?;
        ZoneName::parse(&name).ok_or_else(|| serde::de::Error::custom("unknown time zone"))
    }
}

/// `08:00` as minutes past midnight; `None` for what is no time of day (`8:00`,
/// `20h30`, `8h` are read too).
pub fn time_of_day(text: &str) -> Option<u16> {
    // Only the punctuation around a word goes: a sign stays and refuses the time
    // (`-1:00` is no 01:00).
    let text = text
        .trim_start_matches(['(', '"', '\'', '«', '“'])
        .trim_end_matches(['.', ',', ';', '!', '?', ')', '"', '\'', '»', '”']);
    let (hour, minute) = match text.split_once([':', 'h', 'H', '.']) {
        Some((h, m)) => (h, if m.is_empty() { "0" } else { m }),
        None => return None,
    };
    let number = |s: &str| -> Option<u16> {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let (hour, minute) = (number(hour)?, number(minute)?);
    (hour < 24 && minute < 60).then_some(hour * 60 + minute)
}

impl fmt::Display for ClockCommand {
    /// As a player writes it in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockCommand::Give { days: 1 } => f.write_str("Give 1 day"),
            ClockCommand::Give { days } => write!(f, "Give {days} days"),
            ClockCommand::ClaimTime => f.write_str("Claim"),
            ClockCommand::Leave(LeaveSpan::Days(1)) => f.write_str("Leave 1 day"),
            ClockCommand::Leave(LeaveSpan::Days(days)) => write!(f, "Leave {days} days"),
            ClockCommand::Leave(LeaveSpan::Until(day)) => write!(f, "Leave until {day}"),
            ClockCommand::Leave(LeaveSpan::Between { from, to }) => {
                write!(f, "Leave from {from} to {to}")
            }
            ClockCommand::Back => f.write_str("Back"),
            ClockCommand::AutoLeave { on: true } => f.write_str("Leave auto"),
            ClockCommand::AutoLeave { on: false } => f.write_str("Leave auto off"),
            ClockCommand::Calendar { on: true } => f.write_str("Calendar on"),
            ClockCommand::Calendar { on: false } => f.write_str("Calendar off"),
            ClockCommand::Digest(DigestSetting::Off) => f.write_str("Digest off"),
            ClockCommand::Digest(DigestSetting::Daily { minute, zone }) => {
                f.write_str("Digest daily")?;
                if let Some(minute) = minute {
                    write!(f, " at {:02}:{:02}", minute / 60, minute % 60)?;
                }
                if let Some(zone) = zone {
                    write!(f, " in {zone}")?;
                }
                Ok(())
            }
            ClockCommand::Letters { digest_only: true } => f.write_str("Letters digest"),
            ClockCommand::Letters { digest_only: false } => f.write_str("Letters each"),
        }
    }
}

/// What is wrong with a clock command's arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockProblem {
    /// `Give` without a number of days.
    GiveDays,
    /// `Leave` without days or dates.
    LeaveSpan,
    /// Something in the place of a date that is none (`31.02.2026`).
    Date(String),
    /// A date an English writer may mean day first or month first (`03/04/2027`,
    /// `03/04`): asked back with both readings rather than guessed.
    AmbiguousDate {
        text: String,
        day_first: Day,
        month_first: Day,
    },
    /// `Calendar` without on or off.
    CalendarOnOff,
    /// `Fischer` without `base+increment`.
    Fischer(String),
    /// `Digest daily at` without a time of day, or with none that is one.
    DigestTime(String),
    /// `Digest daily in` without a time zone the database knows.
    DigestZone(String),
}

impl fmt::Display for ClockProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockProblem::GiveDays => f.write_str("Give needs a number of days, e.g. Give 2 days"),
            ClockProblem::LeaveSpan => f.write_str(
                "Leave needs days or dates, e.g. Leave 7 days, Leave until 2026-12-31 or Leave from 2026-12-24 to 2027-01-02",
            ),
            ClockProblem::Date(text) => write!(
                f,
                "`{text}` is not a date; write it as 2026-12-31, 31.12.2026 or 31/12/2026"
            ),
            ClockProblem::AmbiguousDate {
                text,
                day_first,
                month_first,
            } => write!(
                f,
                "`{text}` can mean {day_first} or {month_first}: send the one you mean as it is written here"
            ),
            ClockProblem::CalendarOnOff => f.write_str("write Calendar off or Calendar on"),
            ClockProblem::Fischer(text) => write!(
                f,
                "`{text}` is no Fischer time control; write the starting days and the days added per move, e.g. Fischer 10+1"
            ),
            ClockProblem::DigestTime(text) => write!(
                f,
                "`{text}` is no time of day; write it as 08:00 or 20:30, e.g. Digest daily at 08:00"
            ),
            ClockProblem::DigestZone(text) => write!(
                f,
                "`{text}` is no time zone I know; write its name as Continent/City, e.g. Digest daily at 08:00 in Europe/Berlin"
            ),
        }
    }
}

/// What a clock phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ClockWord {
    Give,
    ClaimTime,
    Leave,
    LeaveAuto,
    LeaveAutoOff,
    Back,
    Calendar,
    CalendarOn,
    CalendarOff,
    DigestDaily,
    DigestOff,
    LettersDigest,
    LettersEach,
}

use ClockWord::{
    Back, Calendar, CalendarOff, CalendarOn, ClaimTime, DigestDaily, DigestOff, Give, Leave,
    LeaveAuto, LeaveAutoOff, LettersDigest, LettersEach,
};

impl ClockWord {
    /// What a `[phrases]` key of `commands.toml` stands for, if a clock word.
    pub(super) fn from_key(key: &str) -> Option<ClockWord> {
        Some(match key {
            "give" => ClockWord::Give,
            "claim-time" => ClockWord::ClaimTime,
            "leave" => ClockWord::Leave,
            "leave-auto" => ClockWord::LeaveAuto,
            "leave-auto-off" => ClockWord::LeaveAutoOff,
            "back" => ClockWord::Back,
            "calendar" => ClockWord::Calendar,
            "calendar-on" => ClockWord::CalendarOn,
            "calendar-off" => ClockWord::CalendarOff,
            "digest-daily" => ClockWord::DigestDaily,
            "digest-off" => ClockWord::DigestOff,
            "letters-digest" => ClockWord::LettersDigest,
            "letters-each" => ClockWord::LettersEach,
            _ => return None,
        })
    }
}

/// The command of `word`, its arguments read from the tokens from `after` on: the
/// command and the token after it; `None` when the words are no clock command after
/// all (`give up`, `give me`).
pub(super) fn read(
    tokens: &[Token<'_>],
    after: usize,
    word: ClockWord,
    dates: Dates,
) -> Result<Option<(Command, usize)>, ClockProblem> {
    let clock = |c: ClockCommand, next: usize| Ok(Some((Command::Clock(c), next)));
    match word {
        Give => match given_days(tokens, after) {
            Some((days, next)) => clock(ClockCommand::Give { days }, next),
            None if tokens
                .get(after)
                .is_some_and(|t| !t.raw.starts_with(|c: char| c.is_ascii_digit())) =>
            {
                Ok(None)
            }
            None => Err(ClockProblem::GiveDays),
        },
        Leave => {
            let (span, next) = leave_span(tokens, after, dates)?;
            clock(ClockCommand::Leave(span), next)
        }
        Back => clock(ClockCommand::Back, after),
        ClaimTime => clock(ClockCommand::ClaimTime, after),
        LeaveAuto => clock(ClockCommand::AutoLeave { on: true }, after),
        LeaveAutoOff => clock(ClockCommand::AutoLeave { on: false }, after),
        CalendarOn => clock(ClockCommand::Calendar { on: true }, after),
        CalendarOff => clock(ClockCommand::Calendar { on: false }, after),
        DigestOff => clock(ClockCommand::Digest(DigestSetting::Off), after),
        LettersDigest => clock(ClockCommand::Letters { digest_only: true }, after),
        LettersEach => clock(ClockCommand::Letters { digest_only: false }, after),
        DigestDaily => {
            let (setting, next) = digest_daily(tokens, after)?;
            clock(ClockCommand::Digest(setting), next)
        }
        Calendar => {
            let word = tokens.get(after).map(|t| t.words.join(" "));
            match word.as_deref() {
                Some("on" | "an" | "ein" | "oui" | "active") => {
                    clock(ClockCommand::Calendar { on: true }, after + 1)
                }
                Some("off" | "aus" | "non" | "desactive") => {
                    clock(ClockCommand::Calendar { on: false }, after + 1)
                }
                _ => Err(ClockProblem::CalendarOnOff),
            }
        }
    }
}

/// Words before a digest's time of day: `at`, `um`, `à`, `a las`, `às`.
static AT_TIME: WordList = word_list!("at-time");
/// Words before a digest's time zone: `in`, `en`, `em`.
static IN_ZONE: WordList = word_list!("in-zone");

/// The time and zone after `Digest daily`, in either order, each after its word or
/// alone (`Digest daily 07:30 Europe/Lisbon`).
fn digest_daily(
    tokens: &[Token<'_>],
    after: usize,
) -> Result<(DigestSetting, usize), ClockProblem> {
    let (mut minute, mut zone) = (None, None);
    let mut t = after;
    loop {
        if minute.is_none()
            && let Some(n) = phrase_at(tokens, t, &AT_TIME)
        {
            let raw = tokens.get(t + n).map_or("", |token| token.raw);
            let found = time_of_day(raw).ok_or_else(|| ClockProblem::DigestTime(raw.to_owned()))?;
            minute = Some(found);
            t += n + 1;
        } else if zone.is_none()
            && let Some(n) = phrase_at(tokens, t, &IN_ZONE)
        {
            let raw = tokens.get(t + n).map_or("", |token| token.raw);
            let raw = raw.trim_end_matches(['.', ',', ';']);
            zone =
                Some(ZoneName::parse(raw).ok_or_else(|| ClockProblem::DigestZone(raw.to_owned()))?);
            t += n + 1;
        } else if let Some(found) = tokens
            .get(t)
            .filter(|_| minute.is_none())
            .and_then(|token| time_of_day(token.raw))
        {
            minute = Some(found);
            t += 1;
        } else if let Some(found) = tokens
            .get(t)
            .filter(|token| zone.is_none() && token.raw.contains('/'))
            .and_then(|token| ZoneName::parse(token.raw.trim_end_matches(['.', ',', ';'])))
        {
            zone = Some(found);
            t += 1;
        } else {
            break;
        }
    }
    Ok((DigestSetting::Daily { minute, zone }, t))
}

/// Words before the last day of a leave: `until`, `bis`, `jusqu'au`.
static UNTIL: WordList = word_list!("until");
/// Words before the first day of a leave booked in advance: `from`, `vom`, `du`.
static FROM: WordList = word_list!("from");

/// The joined folded words of token `t`.
fn word_at(tokens: &[Token<'_>], t: usize) -> Option<String> {
    tokens.get(t).map(|token| token.words.join(" "))
}

/// How the reader takes a date: the day the mail is read (a date without a year is its
/// next occurrence from then; `None` refuses one), and whether the writer's language
/// may write the month first (English: `12/24/2026`; `03/04` is then asked back).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Dates {
    pub(super) today: Option<Day>,
    pub(super) order: Order,
}

/// Which comes first in a date written in digits with slashes or hyphens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Order {
    /// The day: every language but English, and an English writer whose other date of
    /// the same line showed it (`24/12/2026 to 02/01/2027`).
    DayFirst,
    /// The month: an English writer whose other date showed it (`12/24 to 01/02`).
    MonthFirst,
    /// Either (English): `03/04` is asked back.
    Either,
}

impl Order {
    /// The order a date in digits shows by a part over 12 (`24/12`: the day first).
    fn shown_by(raw: &str) -> Option<Order> {
        let mut parts = raw.split(['/', '-']);
        let (a, b) = (parts.next()?, parts.next()?);
        let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
        match (a > 12, b > 12) {
            _ if a > 31 || b > 31 => None,
            (true, false) => Some(Order::DayFirst),
            (false, true) => Some(Order::MonthFirst),
            _ => None,
        }
    }
}

/// A date as written: the year may be left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Said {
    year: Option<i64>,
    month: u32,
    day: u32,
}

impl Said {
    /// The day it names: its own year, or the first on or after `first` (a 29 February
    /// the next leap year); `None` when there is no such day.
    fn on_or_after(self, first: Option<Day>) -> Option<Day> {
        let valid = |year: i64| {
            CalendarTime::from_parts(year, self.month, self.day, 0, 0, 0).map(|_| Day {
                year,
                month: self.month,
                day: self.day,
            })
        };
        match self.year {
            Some(year) => valid(year),
            None => {
                let first = first?;
                (first.year..first.year + 8).filter_map(valid).find(|day| {
                    (day.year, day.month, day.day) >= (first.year, first.month, first.day)
                })
            }
        }
    }
}

/// A date at token `t`, and the token after it: in digits (`2026-12-31`, `31.12.2026`,
/// `31/12/26`, `24.12.`, `24/12`), or with the month's name (`24 December`, `24.
/// Dezember 2026`, `24 de diciembre de 2026`, `1er août`, `December 24, 2026`).
/// `Err` when something date-like is no date, or (English) could be two.
fn day_at(
    tokens: &[Token<'_>],
    t: usize,
    dates: Dates,
) -> Result<Option<(Day, usize)>, ClockProblem> {
    day_after(tokens, t, dates, None)
}

/// [`day_at`], a date without a year taken on or after `first` (the end of a leave
/// after its start) when given.
fn day_after(
    tokens: &[Token<'_>],
    t: usize,
    dates: Dates,
    first: Option<Day>,
) -> Result<Option<(Day, usize)>, ClockProblem> {
    let Some(token) = tokens.get(t) else {
        return Ok(None);
    };
    let earliest = first.or(dates.today);
    let Some((said, next, text)) = said_at(tokens, t) else {
        let raw = token.raw.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        if raw.starts_with(|c: char| c.is_ascii_digit()) && raw.contains(['-', '.', '/']) {
            return match digits_date(raw, dates, earliest) {
                Ok(day) => Ok(Some((day, t + 1))),
                Err(problem @ ClockProblem::AmbiguousDate { .. }) => Err(problem),
                Err(_) => Err(ClockProblem::Date(token.raw.to_owned())),
            };
        }
        return Ok(None);
    };
    said.on_or_after(earliest)
        .map(|day| Some((day, next)))
        .ok_or(ClockProblem::Date(text))
}

/// A date in digits in one token; `Err(AmbiguousDate)` for an English `03/04`.
fn digits_date(raw: &str, dates: Dates, earliest: Option<Day>) -> Result<Day, ClockProblem> {
    let bad = || ClockProblem::Date(raw.to_owned());
    // A date that starts with its year (`2026-12-31`) is read one way, by `Day::parse`;
    // the others below, where `03/04/2027` may be read two ways by an English writer.
    if raw
        .get(..4)
        .is_some_and(|y| y.bytes().all(|b| b.is_ascii_digit()))
    {
        return Day::parse(raw).ok_or_else(bad);
    }
    let text = raw.trim_end_matches('.');
    let parts: Vec<&str> = text.split(['-', '.', '/']).collect();
    let number = |s: &str| -> Option<u32> {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let (a, b, year) = match parts.as_slice() {
        [a, b] => (number(a).ok_or_else(bad)?, number(b).ok_or_else(bad)?, None),
        [a, b, y] if y.len() == 4 || y.len() == 2 => {
            let y: i64 = y.parse().map_err(|_| bad())?;
            let y = if y < 100 { 2000 + y } else { y };
            (
                number(a).ok_or_else(bad)?,
                number(b).ok_or_else(bad)?,
                Some(y),
            )
        }
        _ => return Err(bad()),
    };
    let day_first = Said {
        year,
        month: b,
        day: a,
    }
    .on_or_after(earliest);
    // German `24.12.` is day first in every language; only a slash or a hyphen may be
    // an English writer's month first.
    let month_first = Said {
        year,
        month: a,
        day: b,
    }
    .on_or_after(earliest);
    match dates.order {
        _ if text.contains('.') => return day_first.ok_or_else(bad),
        Order::DayFirst => return day_first.ok_or_else(bad),
        Order::MonthFirst => return month_first.ok_or_else(bad),
        Order::Either => {}
    }
    match (day_first, month_first) {
        (Some(one), Some(other)) if one != other => Err(ClockProblem::AmbiguousDate {
            text: raw.to_owned(),
            day_first: one,
            month_first: other,
        }),
        (Some(day), _) | (None, Some(day)) => Ok(day),
        (None, None) => Err(bad()),
    }
}

/// A date with the month's name from token `t`: what was said, the token after it, and
/// the text (for a refusal).
fn said_at(tokens: &[Token<'_>], t: usize) -> Option<(Said, usize, String)> {
    let month_at = |i: usize| match tokens.get(i).map(|tok| tok.words.as_slice()) {
        Some([word]) => month_word(word),
        _ => None,
    };
    let particle_at = |i: usize| matches!(tokens.get(i).map(|tok| tok.words.as_slice()), Some([w]) if DATE_PARTICLES.contains(w));
    let text = |end: usize| {
        tokens[t..end]
            .iter()
            .map(|tok| tok.raw)
            .collect::<Vec<_>>()
            .join(" ")
    };
    // `24 December`, `24. Dezember`, `24 de diciembre`, `1er août`, `1º de janeiro`.
    if let Some(day) = tokens.get(t).and_then(|tok| day_number(tok.raw)) {
        let mut i = t + 1;
        if particle_at(i) {
            i += 1;
        }
        let month = month_at(i)?;
        i += 1;
        let (year, next) = year_after(tokens, i, &particle_at);
        return Some((Said { year, month, day }, next, text(next)));
    }
    // `December 24`, `Dec 24, 2026`, `December 24th`.
    let month = month_at(t)?;
    let day = day_number(tokens.get(t + 1)?.raw)?;
    let (year, next) = year_after(tokens, t + 2, &particle_at);
    Some((Said { year, month, day }, next, text(next)))
}

/// A year at token `i`, after a particle (`de 2026`) or alone: the year and the next
/// token; else no year and `i`.
fn year_after(
    tokens: &[Token<'_>],
    i: usize,
    particle_at: &dyn Fn(usize) -> bool,
) -> (Option<i64>, usize) {
    let at = if particle_at(i) { i + 1 } else { i };
    let year = tokens.get(at).and_then(|tok| {
        let raw = tok.raw.trim_end_matches(['.', ',']);
        (raw.len() == 4 && raw.bytes().all(|b| b.is_ascii_digit()))
            .then(|| raw.parse().ok())
            .flatten()
    });
    match year {
        Some(year) => (Some(year), at + 1),
        None => (None, i),
    }
}

/// The day of a month as written before or after its name: `24`, `24.`, `24,`, `1st`,
/// `2nd`, `3rd`, `24th`, `1er`, `1re`, `1º`, `1°`, `1o`, `1ª`.
fn day_number(raw: &str) -> Option<u32> {
    let raw = raw.trim_end_matches(['.', ',']);
    let digits = raw.len() - raw.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if !(1..=2).contains(&digits) {
        return None;
    }
    let suffix = &raw[digits..];
    let known = ["", "st", "nd", "rd", "th", "er", "re", "º", "°", "o", "ª"];
    known
        .contains(&suffix.to_lowercase().as_str())
        .then(|| raw[..digits].parse().ok())
        .flatten()
        .filter(|day| (1..=31).contains(day))
}

/// The days given after `Give` (`Give 2 days`, `Give a week`), with the words players
/// add around them (`Give 2 more days`, `dou mais 2 dias`, `doy 2 días más`).
fn given_days(tokens: &[Token<'_>], after: usize) -> Option<(u32, usize)> {
    let start = after + phrase_at(tokens, after, &MORE_DAYS).unwrap_or(0);
    // `2 more days`, `three extra days`: the number, the word, then the unit.
    let count = tokens
        .get(start)
        .and_then(|token| match token.words.as_slice() {
            [word] if word.bytes().all(|b| b.is_ascii_digit()) => word.parse::<u32>().ok(),
            [word] => number_word(word),
            _ => None,
        })
        .filter(|&count| count >= 1);
    if let Some(count) = count
        && let Some(n) = phrase_at(tokens, start + 1, &MORE_DAYS)
        && let Some((per, next)) = unit_at(tokens, start + 1 + n)
    {
        return Some((count.saturating_mul(per), next));
    }
    let (days, next) = days_at(tokens, start)?;
    Some((
        days,
        next + phrase_at(tokens, next, &MORE_DAYS).unwrap_or(0),
    ))
}

/// The days or dates after `Leave`.
fn leave_span(
    tokens: &[Token<'_>],
    after: usize,
    dates: Dates,
) -> Result<(LeaveSpan, usize), ClockProblem> {
    let missing = || ClockProblem::LeaveSpan;
    // `Urlaub 24.12.2026–2.1.2027`: two dates joined by a dash in one token.
    if let Some(token) = tokens.get(after)
        && let Some((first, last)) = token.raw.split_once(['–', '—'])
        && first.contains(['.', '/'])
    {
        let from = digits_date(first, dates, dates.today)
            .map_err(|_| ClockProblem::Date(first.to_owned()))?;
        let dates = match Order::shown_by(first) {
            Some(order) if dates.order == Order::Either => Dates { order, ..dates },
            _ => dates,
        };
        let to = digits_date(last, dates, Some(from))
            .map_err(|_| ClockProblem::Date(last.to_owned()))?;
        return Ok((LeaveSpan::Between { from, to }, after + 1));
    }
    // `Leave from DAY to DAY`, `Urlaub vom DAY bis DAY`, `Congé du DAY au DAY`,
    // `Vacaciones desde el DAY hasta el DAY`, or without the first word.
    let first = after + phrase_at(tokens, after, &FROM).unwrap_or(0);
    if let Some((from, next)) = day_at(tokens, first, dates)? {
        // `24/12/2026 to 02/01/2027`: the second date is written as the first.
        let dates = match tokens.get(first).and_then(|tok| Order::shown_by(tok.raw)) {
            Some(order) if dates.order == Order::Either => Dates { order, ..dates },
            _ => dates,
        };
        if let Some(n) = phrase_at(tokens, next, &UNTIL)
            && let Some((to, end)) = day_after(tokens, next + n, dates, Some(from))?
        {
            return Ok((LeaveSpan::Between { from, to }, end));
        }
        if first == after {
            // `Leave 2026-12-31`: a single day is read as the last one.
            return Ok((LeaveSpan::Until(from), next));
        }
        return Err(missing());
    }
    if let Some(n) = phrase_at(tokens, after, &UNTIL)
        && let Some((to, next)) = day_at(tokens, after + n, dates)?
    {
        return Ok((LeaveSpan::Until(to), next));
    }
    match days_at(tokens, after) {
        Some((days, next)) => Ok((LeaveSpan::Days(days), next)),
        None => Err(missing()),
    }
}

/// A time control at token `t` of a challenge: `3 days per move`, `1 Tag pro Zug`,
/// `3 jours par coup`, `Fischer 10+1`, `fischer 10 + 1 days`. The control and the
/// token after it.
pub(super) fn time_control_at(tokens: &[Token<'_>], t: usize) -> Option<(TimeControl, usize)> {
    // `Bedenkzeit 3 Tage pro Zug`, `cadence Fischer 10+1`: the word for a time control
    // before one. After it, days alone are days per move (`Bedenkzeit 10 Tage` is what
    // a German player writes for one; the forfeit timeout has words of its own).
    static INTRODUCERS: WordList = word_list!("control-introducers");
    if word_at(tokens, t).is_some_and(|w| INTRODUCERS.contains(&w)) {
        if let Some(found) = time_control_at(tokens, t + 1) {
            return Some(found);
        }
        if let Some((days, next)) = days_at(tokens, t + 1) {
            return Some((TimeControl::DaysPerMove { days }, next));
        }
    }
    if word_at(tokens, t).as_deref() == Some("fischer") {
        let (base_days, increment_days, next) = fischer_numbers(tokens, t + 1)?;
        let next = match word_at(tokens, next) {
            Some(w) if DAY_UNITS.contains(&w) => next + 1,
            _ => next,
        };
        return Some((
            TimeControl::Fischer {
                base_days,
                increment_days,
            },
            next,
        ));
    }
    let (days, next) = days_at(tokens, t)?;
    static PER_MOVE: WordList = word_list!("per-move");
    let pair = format!("{} {}", word_at(tokens, next)?, word_at(tokens, next + 1)?);
    PER_MOVE
        .contains(&pair)
        .then_some((TimeControl::DaysPerMove { days }, next + 2))
}

/// `10+1` in one token, or `10 + 1` in three: the two numbers and the next token.
fn fischer_numbers(tokens: &[Token<'_>], t: usize) -> Option<(u32, u32, usize)> {
    let number = |s: &str| -> Option<u32> {
        (!s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let raw = tokens.get(t)?.raw.trim_end_matches(['.', ',']);
    if let Some((base, increment)) = raw.split_once('+') {
        return Some((number(base)?, number(increment)?, t + 1));
    }
    if tokens.get(t + 1)?.raw == "+" {
        let increment = tokens.get(t + 2)?.raw.trim_end_matches(['.', ',']);
        return Some((number(raw)?, number(increment)?, t + 3));
    }
    None
}

/// Whether the token at `t` starts a Fischer control that cannot be read (for the
/// challenge's explanation).
pub(super) fn bad_fischer_at(tokens: &[Token<'_>], t: usize) -> Option<ClockProblem> {
    (word_at(tokens, t).as_deref() == Some("fischer") && time_control_at(tokens, t).is_none()).then(
        || {
            let text = tokens
                .get(t + 1)
                .map_or_else(String::new, |tok| tok.raw.to_owned());
            ClockProblem::Fischer(text)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::{Reason, read_commands};
    use crate::notation::Language;

    fn one(text: &str, language: Language) -> Command {
        let reading = read_commands(text, language);
        assert!(
            reading.not_understood.is_empty() && reading.commands.len() == 1,
            "{text}: {reading:#?}"
        );
        reading.commands[0].clone()
    }

    #[test]
    fn bedenkzeit_names_a_time_control_and_frist_the_timeout() {
        let challenge = |text| match one(text, Language::German) {
            Command::Challenge {
                timeout_days,
                clock,
                ..
            } => (timeout_days, clock),
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(
            challenge("Herausforderung anna@example.org Bedenkzeit 3 Tage pro Zug"),
            (None, Some(TimeControl::DaysPerMove { days: 3 }))
        );
        assert_eq!(
            challenge("Herausforderung anna@example.org Bedenkzeit 14 Tage"),
            (None, Some(TimeControl::DaysPerMove { days: 14 }))
        );
        assert_eq!(
            challenge("Herausforderung anna@example.org Frist 14 Tage"),
            (Some(14), None)
        );
    }

    fn clock(c: ClockCommand) -> Command {
        Command::Clock(c)
    }

    /// A time with a sign, or with anything else than two numbers around one
    /// separator, is refused with the reason, and never stored as another time
    /// (`-1:00` was 01:00).
    #[test]
    fn a_digest_at_a_malformed_time_is_refused() {
        assert_eq!(time_of_day("08:00"), Some(480));
        assert_eq!(time_of_day("8h"), Some(480));
        assert_eq!(time_of_day("20h30"), Some(1230));
        assert_eq!(time_of_day("08:00."), Some(480));
        assert_eq!(time_of_day("(08:00)"), Some(480));
        for bad in [
            "-1:00", "+1:00", "−1:00", "-01:00", "1:-00", "--1:00", "01:00:00", "24:00", "08:60",
            "8", ":30", "0x1:00", "1:0a", "١:٠٠",
        ] {
            assert_eq!(time_of_day(bad), None, "{bad}");
        }
        for (text, language) in [
            ("Digest daily at -1:00", Language::English),
            ("Digest daily at +1:00 in Europe/Berlin", Language::English),
            ("Digest daily -1:00", Language::English),
            ("Tägliche Übersicht um -1:00", Language::German),
        ] {
            let reading = read_commands(text, language);
            assert!(reading.commands.is_empty(), "{text}: {reading:#?}");
            assert_eq!(reading.comment, None, "{text}: passed on");
            assert_eq!(reading.not_understood.len(), 1, "{text}: {reading:#?}");
        }
        let reading = read_commands("Digest daily at -1:00", Language::English);
        assert_eq!(
            reading.not_understood[0].reason,
            Reason::Clock(ClockProblem::DigestTime("-1:00".into()))
        );
    }

    fn day(year: i64, month: u32, day: u32) -> Day {
        Day { year, month, day }
    }

    /// The one command `text` reads as on `today` (a mail's day), in `language`.
    fn on(today: Day, text: &str, language: Language) -> Result<Command, Reason> {
        let reading = crate::command::parse::read_reply(
            text,
            language,
            &crate::command::trim::OwnTexts::new(),
            today,
        );
        match (
            reading.commands.as_slice(),
            reading.not_understood.as_slice(),
        ) {
            ([command], []) => Ok(command.clone()),
            ([], [refused]) => Err(refused.reason.clone()),
            _ => panic!("{text}: {reading:#?}"),
        }
    }

    fn leave(span: LeaveSpan) -> Result<Command, Reason> {
        Ok(Command::Clock(ClockCommand::Leave(span)))
    }

    #[test]
    fn a_date_without_its_year_is_its_next_occurrence() {
        let today = day(2026, 12, 28);
        for (text, language, want) in [
            ("Leave until 31.12.", Language::English, day(2026, 12, 31)),
            ("Urlaub bis 24.12.", Language::German, day(2027, 12, 24)),
            ("Congé jusqu'au 31/12", Language::French, day(2026, 12, 31)),
            (
                "Vacaciones hasta el 28/12",
                Language::Spanish,
                day(2026, 12, 28),
            ),
            ("Férias até 2/1", Language::Portuguese, day(2027, 1, 2)),
            // 29 February waits for its leap year.
            ("Urlaub bis 29.2.", Language::German, day(2028, 2, 29)),
        ] {
            assert_eq!(
                on(today, text, language),
                leave(LeaveSpan::Until(want)),
                "{text}"
            );
        }
        // Without a day of reading there is nothing to count from.
        let reading = read_commands("Urlaub bis 24.12.", Language::German);
        assert!(matches!(
            reading.not_understood.first().map(|n| &n.reason),
            Some(Reason::Clock(ClockProblem::Date(_)))
        ));
    }

    #[test]
    fn a_leave_ends_after_it_begins_across_the_new_year() {
        let today = day(2026, 12, 1);
        let want = leave(LeaveSpan::Between {
            from: day(2026, 12, 24),
            to: day(2027, 1, 2),
        });
        for (text, language) in [
            ("Urlaub vom 24.12. bis 2.1.", Language::German),
            ("Urlaub 24.12.2026–2.1.2027", Language::German),
            (
                "Vacaciones del 24 de diciembre al 2 de enero",
                Language::Spanish,
            ),
            ("Congé du 24 décembre au 2 janvier", Language::French),
            (
                "Férias de 24 de dezembro a 2 de janeiro",
                Language::Portuguese,
            ),
            ("Leave from 24 Dec to 2 Jan", Language::English),
            ("Leave from December 24 to January 2nd", Language::English),
            ("Leave from 24/12/2026 to 02/01/2027", Language::English),
            ("Leave from 12/24/2026 to 01/02/2027", Language::English),
        ] {
            assert_eq!(on(today, text, language), want, "{text}");
        }
    }

    #[test]
    fn month_names_with_and_without_the_year() {
        let today = day(2026, 12, 1);
        for (text, language, want) in [
            ("Leave until 5 January", Language::English, day(2027, 1, 5)),
            (
                "Leave until January 5th, 2028",
                Language::English,
                day(2028, 1, 5),
            ),
            (
                "Urlaub bis 24. Dezember 2027",
                Language::German,
                day(2027, 12, 24),
            ),
            ("Urlaub bis 3. März", Language::German, day(2027, 3, 3)),
            ("Congé jusqu'au 1er août", Language::French, day(2027, 8, 1)),
            (
                "Vacaciones hasta el 24 de diciembre de 2026",
                Language::Spanish,
                day(2026, 12, 24),
            ),
            (
                "Férias até 1º de janeiro",
                Language::Portuguese,
                day(2027, 1, 1),
            ),
        ] {
            assert_eq!(
                on(today, text, language),
                leave(LeaveSpan::Until(want)),
                "{text}"
            );
        }
        assert!(matches!(
            on(today, "Urlaub bis 31. Februar", Language::German),
            Err(Reason::Clock(ClockProblem::Date(text))) if text == "31. Februar"
        ));
    }

    #[test]
    fn an_english_date_that_reads_two_ways_is_asked_back_with_both() {
        let today = day(2026, 12, 1);
        assert_eq!(
            on(today, "Leave until 03/04", Language::English),
            Err(Reason::Clock(ClockProblem::AmbiguousDate {
                text: "03/04".into(),
                day_first: day(2027, 4, 3),
                month_first: day(2027, 3, 4),
            }))
        );
        assert!(matches!(
            on(today, "Leave until 03/04/2027", Language::English),
            Err(Reason::Clock(ClockProblem::AmbiguousDate { .. }))
        ));
        // A part over 12 tells the order; so does the dot, and every other language.
        for (text, language, want) in [
            ("Leave until 12/24", Language::English, day(2026, 12, 24)),
            ("Leave until 24/12", Language::English, day(2026, 12, 24)),
            ("Leave until 03.04.", Language::English, day(2027, 4, 3)),
            ("Leave until 04/04", Language::English, day(2027, 4, 4)),
            ("Congé jusqu'au 03/04", Language::French, day(2027, 4, 3)),
            ("Leave until 2027-03-04", Language::English, day(2027, 3, 4)),
        ] {
            assert_eq!(
                on(today, text, language),
                leave(LeaveSpan::Until(want)),
                "{text}"
            );
        }
    }

    #[test]
    fn weeks_and_numbers_in_words() {
        let today = day(2026, 12, 1);
        for (text, language, days) in [
            ("Leave 2 weeks", Language::English, 14),
            ("Leave a week", Language::English, 7),
            ("Leave three days", Language::English, 3),
            ("Leave 2w", Language::English, 14),
            ("Urlaub eine Woche", Language::German, 7),
            ("Urlaub zwölf Tage", Language::German, 12),
            ("Vacances deux semaines", Language::French, 14),
            ("Vacaciones dos días", Language::Spanish, 2),
            ("Férias uma semana", Language::Portuguese, 7),
        ] {
            assert_eq!(
                on(today, text, language),
                leave(LeaveSpan::Days(days)),
                "{text}"
            );
        }
        for (text, language, days) in [
            ("Give 2 more days", Language::English, 2),
            ("Give three extra days", Language::English, 3),
            ("Gib eine Woche", Language::German, 7),
            ("Doy 2 días más", Language::Spanish, 2),
            ("Te doy un día", Language::Spanish, 1),
            ("Dou mais 2 dias", Language::Portuguese, 2),
        ] {
            assert_eq!(
                on(today, text, language),
                Ok(Command::Clock(ClockCommand::Give { days })),
                "{text}"
            );
        }
        // A number word alone is a word: `Give a hand` is no command.
        assert!(
            read_commands("Leave one", Language::English)
                .commands
                .is_empty()
        );
    }

    #[test]
    fn dates_in_three_spellings() {
        assert_eq!(Day::parse("2026-12-31"), Some(day(2026, 12, 31)));
        assert_eq!(Day::parse("31.12.2026"), Some(day(2026, 12, 31)));
        assert_eq!(Day::parse("31/12/2026."), Some(day(2026, 12, 31)));
        assert_eq!(Day::parse("2.1.2027"), Some(day(2027, 1, 2)));
        assert_eq!(Day::parse("31.02.2026"), None);
        assert_eq!(Day::parse("12/31/26"), None, "month first is not guessed");
        // Issue 35: day first with dashes, and two-digit years, as Spanish, German,
        // French and Portuguese players write them.
        assert_eq!(Day::parse("31-12-2026"), Some(day(2026, 12, 31)));
        assert_eq!(Day::parse("31/12/26"), Some(day(2026, 12, 31)));
        assert_eq!(Day::parse("2.1.27"), Some(day(2027, 1, 2)));
        assert_eq!(
            Day::parse("2026/12/31"),
            Some(day(2026, 12, 31)),
            "year first"
        );
        assert_eq!(Day::parse("13/13/26"), None);
        assert_eq!(Day::parse("2026-12-310"), None);
        assert_eq!(Day::parse("1/2/3"), None, "a one-digit year is no year");
        assert_eq!(day(2026, 12, 31).end(), day(2027, 1, 1).start());
        assert_eq!(Day::of(day(2026, 12, 31).start() + 5), day(2026, 12, 31));
    }

    #[test]
    fn leave_back_give_and_calendar_in_three_languages() {
        use Language::{English, French, German};
        let until = ClockCommand::Leave(LeaveSpan::Until(day(2026, 12, 31)));
        let between = ClockCommand::Leave(LeaveSpan::Between {
            from: day(2026, 12, 24),
            to: day(2027, 1, 2),
        });
        for (text, language, want) in [
            (
                "Leave 7 days",
                English,
                ClockCommand::Leave(LeaveSpan::Days(7)),
            ),
            ("Leave until 2026-12-31", English, until),
            ("Leave from 2026-12-24 to 2027-01-02", English, between),
            ("Back", English, ClockCommand::Back),
            ("I'm back", English, ClockCommand::Back),
            ("Give 2 days", English, ClockCommand::Give { days: 2 }),
            (
                "Calendar off",
                English,
                ClockCommand::Calendar { on: false },
            ),
            ("calendar on", English, ClockCommand::Calendar { on: true }),
            (
                "Urlaub 7 Tage",
                German,
                ClockCommand::Leave(LeaveSpan::Days(7)),
            ),
            ("Urlaub bis 31.12.2026", German, until),
            ("Urlaub vom 24.12.2026 bis 02.01.2027", German, between),
            ("Zurück", German, ClockCommand::Back),
            ("Ich bin wieder da", German, ClockCommand::Back),
            ("Gib 2 Tage", German, ClockCommand::Give { days: 2 }),
            ("Kalender aus", German, ClockCommand::Calendar { on: false }),
            ("Kalender an", German, ClockCommand::Calendar { on: true }),
            (
                "Congé 7 jours",
                French,
                ClockCommand::Leave(LeaveSpan::Days(7)),
            ),
            ("Congé jusqu'au 31/12/2026", French, until),
            ("Congé du 24/12/2026 au 02/01/2027", French, between),
            ("De retour", French, ClockCommand::Back),
            ("Je suis de retour", French, ClockCommand::Back),
            ("Donner 2 jours", French, ClockCommand::Give { days: 2 }),
            (
                "Calendrier non",
                French,
                ClockCommand::Calendar { on: false },
            ),
            (
                "Calendrier désactivé",
                French,
                ClockCommand::Calendar { on: false },
            ),
        ] {
            assert_eq!(one(text, language), clock(want), "{text}");
        }
    }

    #[test]
    fn leave_auto_on_and_off_in_five_languages() {
        use Language::{English, French, German, Portuguese, Spanish};
        let on = ClockCommand::AutoLeave { on: true };
        let off = ClockCommand::AutoLeave { on: false };
        for (text, language, want) in [
            ("Leave auto", English, on),
            ("Leave auto off", English, off),
            ("automatic leave", English, on),
            ("Urlaub automatisch", German, on),
            ("Urlaub automatisch aus", German, off),
            ("Congé automatique", French, on),
            ("Congé automatique non", French, off),
            ("Vacaciones automáticas", Spanish, on),
            ("Sin vacaciones automáticas", Spanish, off),
            ("Férias automáticas", Portuguese, on),
            ("Férias automáticas não", Portuguese, off),
            ("Leave auto off", Portuguese, off),
        ] {
            assert_eq!(one(text, language), clock(want), "{text}");
        }
        // Leave with days is still leave.
        assert_eq!(
            one("Leave 3 days", English),
            clock(ClockCommand::Leave(LeaveSpan::Days(3)))
        );
    }

    #[test]
    fn a_move_with_give_applies_both() {
        let reading = read_commands("e4\nGive 2 days", Language::English);
        assert_eq!(
            reading.commands,
            [
                Command::Move("e4".parse().unwrap()),
                clock(ClockCommand::Give { days: 2 })
            ]
        );
    }

    #[test]
    fn prose_that_starts_with_a_clock_word_is_a_comment() {
        for text in [
            "Back then I played the Sicilian all the time, you know.",
            "Leave the bishop alone and you will regret it, I think.",
        ] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}: {reading:#?}");
            assert!(reading.not_understood.is_empty(), "{text}: {reading:#?}");
        }
        let reading = read_commands("Leave soon", Language::English);
        assert!(matches!(
            reading.not_understood[..],
            [crate::command::parse::NotUnderstood {
                reason: Reason::Clock(ClockProblem::LeaveSpan),
                ..
            }]
        ));
    }

    #[test]
    fn time_controls_read_and_round_trip() {
        for (text, want) in [
            ("3 days per move", TimeControl::DaysPerMove { days: 3 }),
            ("1 day per move", TimeControl::DaysPerMove { days: 1 }),
            ("3 Tage pro Zug", TimeControl::DaysPerMove { days: 3 }),
            ("3 jours par coup", TimeControl::DaysPerMove { days: 3 }),
            (
                "Bedenkzeit 3 Tage pro Zug",
                TimeControl::DaysPerMove { days: 3 },
            ),
            (
                "cadence Fischer 10+1",
                TimeControl::Fischer {
                    base_days: 10,
                    increment_days: 1,
                },
            ),
            (
                "Fischer 10+1",
                TimeControl::Fischer {
                    base_days: 10,
                    increment_days: 1,
                },
            ),
            (
                "fischer 10 + 1 days",
                TimeControl::Fischer {
                    base_days: 10,
                    increment_days: 1,
                },
            ),
        ] {
            assert_eq!(TimeControl::parse(text), Some(want), "{text}");
            assert_eq!(TimeControl::parse(&want.to_string()), Some(want));
            assert_eq!(TimeControl::from_key(&want.key()), Some(want));
        }
        assert_eq!(TimeControl::parse("3 days"), None);
        // The examples of the rules pages.
        for (text, language) in [
            (
                "Challenge anna@example.org white timeout 14 days 3 days per move",
                Language::English,
            ),
            (
                "Herausforderung anna@example.org weiß Frist 14 Tage 3 Tage pro Zug",
                Language::German,
            ),
            (
                "Défi anna@example.org blancs délai 14 jours 3 jours par coup",
                Language::French,
            ),
        ] {
            assert_eq!(
                one(text, language),
                Command::Challenge {
                    opponent: "anna@example.org".into(),
                    color: crate::command::ColorChoice::White,
                    timeout_days: Some(14),
                    clock: Some(TimeControl::DaysPerMove { days: 3 }),
                    start: Box::default(),
                    casual: false,
                },
                "{text}"
            );
        }
        assert_eq!(TimeControl::from_key(""), None);
    }

    #[test]
    fn every_language_has_clock_phrases() {
        for language in Language::ALL {
            let words = crate::i18n::words(language);
            for key in ["give", "leave", "back", "calendar"] {
                assert!(
                    words.phrases().any(|(k, _)| k == key),
                    "{}: {key}",
                    language.code()
                );
            }
        }
    }
}
