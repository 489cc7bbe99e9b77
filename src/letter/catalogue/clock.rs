//! The words about time: which message of `i18n/<code>/clock.ftl` says each
//! [`ClockText`], and with which arguments. One `match` per type, the same for every
//! language; the sentences, their plurals and their grammar are the files'. Dates come
//! from the language's own catalogue.

use crate::command::clock::ClockProblem;
use crate::command::{ClockCommand, Day, LeaveSpan, TimeControl};
use crate::game::ClockRefusal;
use crate::game::clock::days_and_hours;
use crate::i18n::{Args, message};
use crate::letter::clock::{ClockLine, ClockText, ClockTopic, LeaveRefusal};
use crate::notation::Language;
use crate::rules::Color;

use super::Catalogue;

/// A message of `clock.ftl` and its arguments.
type Message = (&'static str, Args);

/// The words of `text` in `words`' language.
pub(super) fn words(words: &dyn Catalogue, text: ClockText<'_>) -> String {
    let language = words.language();
    let (id, args) = match text {
        ClockText::Line(l) => line(words, l),
        ClockText::Topic(t) => topic(words, t),
        ClockText::Refusal(r) => refusal(words, r),
        ClockText::Problem(p) => problem(p),
        ClockText::Command(c) => command(language, c),
        ClockText::Control(c) => return control(language, c),
        ClockText::Duration(secs) => return duration(language, secs),
    };
    message(language, id, &args)
}

/// A span of time in whole days and hours (`2 days 5 hours`, `weniger als eine Stunde`).
fn duration(language: Language, secs: i64) -> String {
    let (days, hours) = days_and_hours(secs);
    let args = Args::new().with("days", days).with("hours", hours);
    message(language, "clock-duration", &args)
}

/// A time control described (`3 days per move`, `Fischer 10+1 (a bank of …)`).
fn control(language: Language, control: &TimeControl) -> String {
    let (id, args) = match *control {
        TimeControl::DaysPerMove { days } => (
            "clock-control-days-per-move",
            Args::new().with("days", days),
        ),
        TimeControl::Fischer {
            base_days,
            increment_days,
        } => ("clock-control-fischer", fischer(base_days, increment_days)),
    };
    message(language, id, &args)
}

/// The arguments of a Fischer control, described or as a command.
fn fischer(base_days: u32, increment_days: u32) -> Args {
    Args::new()
        .with("base_days", base_days)
        .with("increment_days", increment_days)
}

/// A time control as a player of `language` writes it in a command (`3 Tage pro Zug`,
/// `Fischer 10+1`): what the echo of a `Challenge` or a `Seek` shows.
pub(crate) fn control_command(language: Language, control: &TimeControl) -> String {
    let (id, args) = match *control {
        TimeControl::DaysPerMove { days } => (
            "clock-command-days-per-move",
            Args::new().with("days", days),
        ),
        TimeControl::Fischer {
            base_days,
            increment_days,
        } => ("clock-command-fischer", fischer(base_days, increment_days)),
    };
    message(language, id, &args)
}

/// A calendar day as players write it in a command (`clock-day`). The parts are
/// zero-padded here and passed as text: they are the digits of a date, not quantities,
/// and Fluent pads no numbers.
fn day(language: Language, day: &Day) -> String {
    let args = Args::new()
        .with("year", format!("{:04}", day.year))
        .with("month", format!("{:02}", day.month))
        .with("day", format!("{:02}", day.day));
    message(language, "clock-day", &args)
}

/// The whole days of an allowance (rounded down).
fn whole_days(secs: i64) -> i64 {
    secs.max(0) / 86_400
}

/// A game's number or a year: text, not a number, because they name something rather
/// than count it (a Fluent tool would group `2026` as `2,026`).
fn label(n: i64) -> String {
    n.to_string()
}

/// `white` or `black`, for the files to choose the colour's words by.
fn side(color: Color) -> &'static str {
    color.name()
}

/// The message of a sentence about time; dates in `w`'s words.
fn line(w: &dyn Catalogue, line: &ClockLine) -> Message {
    let language = w.language();
    let date = |at| w.date(at);
    let dates = |from, until| {
        Args::new()
            .with("from", date(from))
            .with("until", date(until))
    };
    match line {
        ClockLine::Clocks {
            control: c,
            white,
            black,
            running,
        } => {
            // What a side's time is: running down, the next move's days, or a bank.
            let state = |side: Color| match (running, c) {
                (Some(r), _) if *r == side => "running",
                (_, TimeControl::DaysPerMove { .. }) => "next-move",
                (_, TimeControl::Fischer { .. }) => "bank",
            };
            (
                "clock-clocks",
                Args::new()
                    .with("control", control(language, c))
                    .with("white", duration(language, *white))
                    .with("white_clock", state(Color::White))
                    .with("black", duration(language, *black))
                    .with("black_clock", state(Color::Black)),
            )
        }
        ClockLine::OnLeave {
            you: true, until, ..
        } => (
            "clock-on-leave-you",
            Args::new().with("until", date(*until)),
        ),
        ClockLine::OnLeave {
            who,
            you: false,
            until,
        } => (
            "clock-on-leave",
            Args::new()
                .with("who", side(*who))
                .with("until", date(*until)),
        ),
        ClockLine::Control(c) => (
            "clock-time-control",
            Args::new().with("control", control(language, c)),
        ),
        ClockLine::YouGave { secs } => (
            "clock-you-gave",
            Args::new().with("duration", duration(language, *secs)),
        ),
        ClockLine::Gave { by, secs } => (
            "clock-gave",
            Args::new()
                .with("by", side(*by))
                .with("duration", duration(language, *secs)),
        ),
        ClockLine::OutOfTime(loser) => {
            ("clock-out-of-time", Args::new().with("loser", side(*loser)))
        }
        ClockLine::LeaveBooked {
            until,
            started: true,
            ..
        } => (
            "clock-leave-started",
            Args::new().with("until", date(*until)),
        ),
        ClockLine::LeaveBooked {
            from,
            until,
            started: false,
        } => ("clock-leave-booked", dates(*from, *until)),
        ClockLine::LeaveLeft {
            year,
            secs,
            allowance_days,
        } => (
            "clock-leave-left",
            Args::new()
                .with("year", label(*year))
                .with("left_days", whole_days(*secs))
                .with("allowance_days", *allowance_days),
        ),
        ClockLine::LeaveRefused(refusal) => match refusal {
            LeaveRefusal::NotOffered => ("clock-leave-not-offered", Args::new()),
            LeaveRefusal::Overlaps { from, until } => {
                ("clock-leave-overlaps", dates(*from, *until))
            }
            LeaveRefusal::Allowance {
                year,
                left_secs,
                asked_secs,
            } => (
                "clock-leave-allowance",
                Args::new()
                    .with("year", label(*year))
                    .with("asked", duration(language, *asked_secs))
                    .with("left_days", whole_days(*left_secs)),
            ),
            LeaveRefusal::Past => ("clock-leave-past", Args::new()),
            LeaveRefusal::TooFar => ("clock-leave-too-far", Args::new()),
        },
        ClockLine::LeaveEnded => ("clock-leave-ended", Args::new()),
        ClockLine::LeaveCancelled { from, until } => {
            ("clock-leave-cancelled", dates(*from, *until))
        }
        ClockLine::NotOnLeave => ("clock-not-on-leave", Args::new()),
        ClockLine::OpponentOnLeave { who, until } => (
            "clock-opponent-on-leave",
            Args::new()
                .with("who", side(*who))
                .with("until", date(*until)),
        ),
        ClockLine::OpponentBack { who } => {
            ("clock-opponent-back", Args::new().with("who", side(*who)))
        }
        ClockLine::OnTimeAsked {
            who,
            you,
            until,
            days,
        } => (
            if *you {
                "clock-on-time-asked-you"
            } else {
                "clock-on-time-asked"
            },
            Args::new()
                .with("who", side(*who))
                .with("until", date(*until))
                .with("days", *days),
        ),
        ClockLine::Timeouts { count, days } => (
            "clock-timeouts",
            Args::new()
                .with("count", i64::try_from(*count).unwrap_or(i64::MAX))
                .with("days", *days),
        ),
        ClockLine::TimeoutsLeave { auto_leave: false } => ("clock-timeouts-leave", Args::new()),
        ClockLine::TimeoutsLeave { auto_leave: true } => {
            ("clock-timeouts-leave-auto-on", Args::new())
        }
        ClockLine::TimeoutsStop => ("clock-timeouts-stop", Args::new()),
        ClockLine::AutoLeave { on: true } => ("clock-auto-leave-on", Args::new()),
        ClockLine::AutoLeave { on: false } => ("clock-auto-leave-off", Args::new()),
        ClockLine::AutoLeaveStarted {
            who,
            you,
            days,
            until,
            left_days,
        } => (
            if *you {
                "clock-auto-leave-started-you"
            } else {
                "clock-auto-leave-started"
            },
            Args::new()
                .with("who", side(*who))
                .with("days", *days)
                .with("until", date(*until))
                .with("left_days", *left_days),
        ),
        ClockLine::DeadlineMoved {
            game,
            you: true,
            deadline,
            ..
        } => (
            "clock-deadline-moved-you",
            Args::new()
                .with("game", label(*game))
                .with("deadline", date(*deadline)),
        ),
        ClockLine::DeadlineMoved {
            game,
            who,
            you: false,
            deadline,
            ..
        } => (
            "clock-deadline-moved",
            Args::new()
                .with("game", label(*game))
                .with("who", side(*who))
                .with("deadline", date(*deadline)),
        ),
        ClockLine::Outage { from, until } => ("clock-outage", dates(*from, *until)),
        ClockLine::Calendar { on: true } => ("clock-calendar-on", Args::new()),
        ClockLine::Calendar { on: false } => ("clock-calendar-off", Args::new()),
        ClockLine::DigestDaily { minute, zone, next } => (
            "clock-digest-daily",
            Args::new()
                .with("time", format!("{:02}:{:02}", minute / 60, minute % 60))
                .with("zone", zone.as_str())
                .with("next", date(*next)),
        ),
        ClockLine::DigestOff => ("clock-digest-off", Args::new()),
        ClockLine::LettersDigest { on: true } => ("clock-letters-digest-on", Args::new()),
        ClockLine::LettersDigest { on: false } => ("clock-letters-digest-off", Args::new()),
        ClockLine::CalendarSummary { game } => (
            "clock-calendar-summary",
            Args::new().with("game", label(*game)),
        ),
        ClockLine::CalendarDescription { game } => (
            "clock-calendar-description",
            Args::new().with("game", label(*game)),
        ),
        ClockLine::CalendarAlarm { game } => (
            "clock-calendar-alarm",
            Args::new().with("game", label(*game)),
        ),
    }
}

/// The message of a letter's news about time, after the subject's tag.
fn topic(w: &dyn Catalogue, topic: &ClockTopic) -> Message {
    match topic {
        ClockTopic::Leave => ("clock-topic-leave", Args::new()),
        ClockTopic::Back => ("clock-topic-back", Args::new()),
        ClockTopic::OpponentOnLeave { who, until } => (
            "clock-topic-opponent-on-leave",
            Args::new()
                .with("who", side(*who))
                .with("until", w.date(*until)),
        ),
        ClockTopic::OpponentBack { who } => (
            "clock-topic-opponent-back",
            Args::new().with("who", side(*who)),
        ),
        ClockTopic::AutoLeaveStarted {
            who,
            you: true,
            until,
        } => (
            "clock-topic-auto-leave-you",
            Args::new()
                .with("who", side(*who))
                .with("until", w.date(*until)),
        ),
        ClockTopic::AutoLeaveStarted {
            who,
            you: false,
            until,
        } => (
            "clock-topic-auto-leave",
            Args::new()
                .with("who", side(*who))
                .with("until", w.date(*until)),
        ),
        ClockTopic::OnTimeAsked { who, you, until } => (
            if *you {
                "clock-topic-on-time-asked-you"
            } else {
                "clock-topic-on-time-asked"
            },
            Args::new()
                .with("who", side(*who))
                .with("until", w.date(*until)),
        ),
        ClockTopic::Timeouts { count } => (
            "clock-topic-timeouts",
            Args::new().with("count", i64::try_from(*count).unwrap_or(i64::MAX)),
        ),
        ClockTopic::Outage => ("clock-topic-outage", Args::new()),
        ClockTopic::Calendar => ("clock-topic-calendar", Args::new()),
        ClockTopic::Digest => ("clock-topic-digest", Args::new()),
    }
}

/// The message of a clock command the game refused.
fn refusal(w: &dyn Catalogue, refusal: &ClockRefusal) -> Message {
    match refusal {
        ClockRefusal::NothingToClaim => ("clock-refusal-nothing-to-claim", Args::new()),
        ClockRefusal::TimeRanOut { until } => (
            "clock-refusal-time-ran-out",
            Args::new().with("until", w.date(*until)),
        ),
        ClockRefusal::NoClockToGive => ("clock-refusal-no-clock-to-give", Args::new()),
        ClockRefusal::GiftOutOfRange { max } => (
            "clock-refusal-gift-out-of-range",
            Args::new().with("max", *max),
        ),
        ClockRefusal::ControlOutOfRange { max } => (
            "clock-refusal-control-out-of-range",
            Args::new().with("max", *max),
        ),
    }
}

/// The message of what is wrong with a clock command's arguments.
fn problem(problem: &ClockProblem) -> Message {
    match problem {
        ClockProblem::GiveDays => ("clock-problem-give-days", Args::new()),
        ClockProblem::LeaveSpan => ("clock-problem-leave-span", Args::new()),
        ClockProblem::Date(text) => ("clock-problem-date", Args::new().with("text", text)),
        // Both readings in ISO 8601, the one form no reader can take two ways.
        ClockProblem::AmbiguousDate {
            text,
            day_first,
            month_first,
        } => (
            "clock-problem-date-ambiguous",
            Args::new()
                .with("text", text)
                .with("day_first", day_first.to_string())
                .with("month_first", month_first.to_string()),
        ),
        ClockProblem::CalendarOnOff => ("clock-problem-calendar-on-off", Args::new()),
        ClockProblem::Fischer(text) => ("clock-problem-fischer", Args::new().with("text", text)),
        ClockProblem::DigestTime(text) => {
            ("clock-problem-digest-time", Args::new().with("text", text))
        }
        ClockProblem::DigestZone(text) => {
            ("clock-problem-digest-zone", Args::new().with("text", text))
        }
    }
}

/// The message of a clock command as a player of `language` writes it.
fn command(language: Language, command: &ClockCommand) -> Message {
    match command {
        ClockCommand::Give { days } => ("clock-command-give", Args::new().with("days", *days)),
        ClockCommand::ClaimTime => ("clock-command-claim-time", Args::new()),
        ClockCommand::Leave(LeaveSpan::Days(days)) => {
            ("clock-command-leave-days", Args::new().with("days", *days))
        }
        ClockCommand::Leave(LeaveSpan::Until(to)) => (
            "clock-command-leave-until",
            Args::new().with("until", day(language, to)),
        ),
        ClockCommand::Leave(LeaveSpan::Between { from, to }) => (
            "clock-command-leave-between",
            Args::new()
                .with("from", day(language, from))
                .with("to", day(language, to)),
        ),
        ClockCommand::Back => ("clock-command-back", Args::new()),
        ClockCommand::AutoLeave { on: true } => ("clock-command-leave-auto-on", Args::new()),
        ClockCommand::AutoLeave { on: false } => ("clock-command-leave-auto-off", Args::new()),
        ClockCommand::Calendar { on: true } => ("clock-command-calendar-on", Args::new()),
        ClockCommand::Calendar { on: false } => ("clock-command-calendar-off", Args::new()),
        ClockCommand::Digest(crate::command::DigestSetting::Off) => {
            ("clock-command-digest-off", Args::new())
        }
        ClockCommand::Digest(crate::command::DigestSetting::Daily { minute, zone }) => (
            "clock-command-digest-daily",
            Args::new()
                .with(
                    "time",
                    minute.map_or_else(
                        || "none".to_owned(),
                        |m| format!("{:02}:{:02}", m / 60, m % 60),
                    ),
                )
                .with("zone", zone.as_ref().map_or("none", |z| z.as_str())),
        ),
        ClockCommand::Letters { digest_only: true } => {
            ("clock-command-letters-digest", Args::new())
        }
        ClockCommand::Letters { digest_only: false } => ("clock-command-letters-each", Args::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `clock-` message of English, with the same arguments, in every language
    /// (and no other), so a translator sees at once what a sentence may use.
    #[test]
    fn every_language_has_the_same_messages() {
        crate::i18n::assert_same_messages("clock-", "clock.ftl");
    }

    #[test]
    fn spans_in_days_and_hours() {
        let en = |s| duration(Language::English, s);
        assert_eq!(en(0), "less than an hour");
        assert_eq!(en(3 * 86_400), "3 days");
        assert_eq!(en(86_400 + 5 * 3600 + 59), "1 day 5 hours");
        assert_eq!(en(3600), "1 hour");
        assert_eq!(
            duration(Language::German, 86_400 + 3600),
            "1 Tag und 1 Stunde"
        );
        assert_eq!(
            duration(Language::French, 2 * 86_400 + 7200),
            "2 jours et 2 heures"
        );
    }
}
