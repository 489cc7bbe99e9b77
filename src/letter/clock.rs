//! What pawnpost says about time, as data: the clocks of a game, leave, time given,
//! outages credited, reminders of the deadline and the calendar file's words. Each
//! catalogue words these through [`super::Catalogue::clock`]: `catalogue/clock.rs`
//! names the message of `i18n/<code>/clock.ftl` that says each.

use crate::command::clock::ClockProblem;
use crate::command::{ClockCommand, TimeControl};
use crate::game::{ClockRefusal, GameId, Timestamp};
use crate::rules::Color;

/// One sentence about time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockLine {
    /// A game's time control and both players' clocks: the running one's time left,
    /// the other's time for their next turn (seconds).
    Clocks {
        control: TimeControl,
        white: i64,
        black: i64,
        running: Option<Color>,
    },
    /// A player of the game is on leave: their clock and the silence rule are stopped.
    OnLeave {
        who: Color,
        you: bool,
        until: Timestamp,
    },
    /// A challenge's time control (besides the silence rule).
    Control(TimeControl),
    /// The reader gave the opponent time.
    YouGave { secs: i64 },
    /// The opponent gave the reader time.
    Gave { by: Color, secs: i64 },
    /// The player who must act did not act in time (a game with a time control).
    OutOfTime(Color),
    /// The reader's leave is booked: from `from` (now when `started`) to `until`.
    LeaveBooked {
        from: Timestamp,
        until: Timestamp,
        started: bool,
    },
    /// Leave left in `year` (seconds).
    LeaveLeft {
        year: i64,
        secs: i64,
        allowance_days: u32,
    },
    /// A leave that cannot be taken.
    LeaveRefused(LeaveRefusal),
    /// `Back`: the reader's leave ended now.
    LeaveEnded,
    /// `Back` before a booked leave began: it is cancelled.
    LeaveCancelled { from: Timestamp, until: Timestamp },
    /// `Back` without a leave to end or cancel.
    NotOnLeave,
    /// The opponent went on leave until `until`.
    OpponentOnLeave { who: Color, until: Timestamp },
    /// `who`'s time ran out; the waiting player may `Claim` the win or `Give` days
    /// until `until` (`days` after the deadline), else `who` loses on time.
    OnTimeAsked {
        who: Color,
        you: bool,
        until: Timestamp,
        days: i64,
    },
    /// The reader lost `count` games on time within the last `days` days; what
    /// happens next follows.
    Timeouts { count: usize, days: i64 },
    /// What to do when one cannot play for a while: `Leave` (and `Leave auto`, unless
    /// it is `on` already).
    TimeoutsLeave { auto_leave: bool },
    /// What to do when one does not want to go on: resign.
    TimeoutsStop,
    /// The reader's `Leave auto` setting is now `on`.
    AutoLeave { on: bool },
    /// `who`'s deadline passed and pawnpost started `days` of their leave instead, to
    /// `until` (`Leave auto`); `left_days` of this year's allowance remain.
    AutoLeaveStarted {
        who: Color,
        you: bool,
        days: u32,
        until: Timestamp,
        left_days: i64,
    },
    /// The opponent is back from leave.
    OpponentBack { who: Color },
    /// A deadline moved (leave, an outage): in game `game`, `who` (the reader when
    /// `you`) must now act by `deadline`.
    DeadlineMoved {
        game: GameId,
        who: Color,
        you: bool,
        deadline: Timestamp,
        /// The clock's sequence, for the calendar event that moves with it.
        sequence: u32,
    },
    /// pawnpost could not read its mail from `from` to `until`; the clocks got the
    /// time back.
    Outage { from: Timestamp, until: Timestamp },
    /// The reader's calendar setting is now `on`.
    Calendar { on: bool },
    /// The reader gets a digest every day at `minute` past midnight in `zone`, the
    /// next at `next`.
    DigestDaily {
        minute: u16,
        zone: crate::command::ZoneName,
        next: Timestamp,
    },
    /// The reader gets no digest.
    DigestOff,
    /// The reader's moves come only in the digest (`on`), or in a letter each.
    LettersDigest { on: bool },
    /// A calendar event's title: the deadline of game `game`.
    CalendarSummary { game: GameId },
    /// A calendar event's description: what to do by then.
    CalendarDescription { game: GameId },
    /// The calendar alarm a day before.
    CalendarAlarm { game: GameId },
}

/// Why a leave cannot be taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeaveRefusal {
    /// This server offers no leave (allowance 0).
    NotOffered,
    /// It overlaps leave already taken or booked.
    Overlaps { from: Timestamp, until: Timestamp },
    /// It is more than what is left of `year`'s allowance.
    Allowance {
        year: i64,
        left_secs: i64,
        asked_secs: i64,
    },
    /// It ends before it begins, or is over already.
    Past,
    /// It begins more than a year ahead.
    TooFar,
}

/// The news of a letter about time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockTopic {
    /// The reader's leave is booked (or refused).
    Leave,
    /// The reader is back.
    Back,
    /// The opponent is on leave.
    OpponentOnLeave { who: Color, until: Timestamp },
    /// The opponent is back.
    OpponentBack { who: Color },
    /// The reader lost several games on time in a short while.
    Timeouts { count: usize },
    /// `who`'s time ran out and the waiting player decides.
    OnTimeAsked {
        who: Color,
        you: bool,
        until: Timestamp,
    },
    /// `who`'s deadline passed and their leave started instead (`Leave auto`).
    AutoLeaveStarted {
        who: Color,
        you: bool,
        until: Timestamp,
    },
    /// pawnpost was unable to read mail for a while.
    Outage,
    /// The calendar setting.
    Calendar,
    /// The digest and letters settings.
    Digest,
}

/// Everything about time a catalogue words: [`super::Catalogue::clock`].
#[derive(Debug, Clone, Copy)]
pub enum ClockText<'a> {
    Line(&'a ClockLine),
    Topic(&'a ClockTopic),
    Refusal(&'a ClockRefusal),
    Problem(&'a ClockProblem),
    Command(&'a ClockCommand),
    Control(&'a TimeControl),
    /// A span of time: `3 days`, `2 days 5 hours`.
    Duration(i64),
}

use super::{Block, Letter, Line, LobbyTopic};
use crate::game::Game;

/// How `game`'s clocks stand at `now`, for the state lines of a letter to `reader`
/// (or a list): both players' time with a time control, and who is on leave.
pub fn clock_lines(game: &Game, reader: Option<Color>, now: Timestamp) -> Vec<Line> {
    let clock = game.clock();
    let mut lines = Vec::new();
    if let (Some(control), Some(white), Some(black)) = (
        clock.control,
        clock.remaining(Color::White, now),
        clock.remaining(Color::Black, now),
    ) {
        lines.push(Line::Clock(ClockLine::Clocks {
            control,
            white,
            black,
            running: clock.running,
        }));
    }
    for who in Color::ALL {
        if let Some(until) = clock.on_leave(who, now) {
            lines.push(Line::Clock(ClockLine::OnLeave {
                who,
                you: reader == Some(who),
                until,
            }));
        }
    }
    lines
}

/// A letter about time outside any game: the news, then the deadlines that moved.
pub fn clock_letter(
    to: &str,
    topic: ClockTopic,
    news: Vec<ClockLine>,
    moved: Vec<ClockLine>,
) -> Letter {
    let mut body = vec![Block::News(news.into_iter().map(Line::Clock).collect())];
    if !moved.is_empty() {
        body.push(Block::Paragraph(
            moved.into_iter().map(Line::Clock).collect(),
        ));
    }
    Letter::lobby(to, LobbyTopic::Clock(topic), body)
}
