//! The clocks of a correspondence game, as values: the silence rule of Stan's NetChess
//! (every game: the player who must act forfeits after so many days without an accepted
//! command of either player), and the time control a challenge may add
//! ([`TimeControl`]: `N days per move`, or Fischer days with a bank per player). Leave
//! stops clocks ([`Pause`]); an outage of pawnpost's own gives running clocks their time
//! back ([`Clock::credit`]); a player may give the opponent time ([`Clock::give`]).
//!
//! Pure arithmetic: every function takes the time (`now`) as a parameter. Times are
//! counted to the second and shown in days and hours. A stretch of leave stops:
//!
//! - the clock of the player on leave (in all their games), and
//! - the silence rule of all their games, for both players.
//!
//! So a deadline is "this much running time after the clock started", skipping the
//! pauses that fall after that start: [`instant_after`], and back, [`running_time`].

use crate::rules::Color;

use super::{DAY, Timestamp};

pub use crate::command::TimeControl;

/// An hour, in seconds.
pub const HOUR: i64 = 3_600;
/// The most days a time control may name (days per move, a Fischer bank or increment).
pub const MAX_CONTROL_DAYS: u32 = 365;
/// The most days one `Give` may add.
pub const MAX_GIFT_DAYS: u32 = 365;

impl TimeControl {
    /// The time a player has at the start: the days of one move, or the Fischer bank.
    pub fn initial_secs(self) -> i64 {
        match self {
            TimeControl::DaysPerMove { days } => i64::from(days) * DAY,
            TimeControl::Fischer { base_days, .. } => i64::from(base_days) * DAY,
        }
    }

    /// Whether the numbers are within what a game may use.
    pub fn is_valid(self) -> bool {
        match self {
            TimeControl::DaysPerMove { days } => (1..=MAX_CONTROL_DAYS).contains(&days),
            TimeControl::Fischer {
                base_days,
                increment_days,
            } => (1..=MAX_CONTROL_DAYS).contains(&base_days) && increment_days <= base_days,
        }
    }
}

/// What a deadline does to the player who missed it (`[game] on_time`, or an event's
/// own): forfeit at once, or ask the waiting player first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum OnTime {
    /// The player who missed the deadline loses on time at once (the seed's rule).
    #[default]
    Forfeit,
    /// The waiting player is asked: `Claim` wins on time, `Give N days` lets the game go
    /// on, and without an answer the game is forfeited [`ON_TIME_ANSWER_DAYS`] later.
    Ask,
}

impl OnTime {
    /// The configured and stored form: `forfeit`, `ask`.
    pub fn key(self) -> &'static str {
        match self {
            OnTime::Forfeit => "forfeit",
            OnTime::Ask => "ask",
        }
    }

    pub fn from_key(key: &str) -> Option<OnTime> {
        match key.trim() {
            "forfeit" => Some(OnTime::Forfeit),
            "ask" => Some(OnTime::Ask),
            _ => None,
        }
    }
}

/// The days over which a player's losses on time are counted to tell them what happens
/// next (as ICCF asks a player whose games time out whether they go on).
pub const TIMEOUT_WINDOW_DAYS: i64 = 30;
/// From how many losses on time within [`TIMEOUT_WINDOW_DAYS`] the player is told.
pub const TIMEOUTS_TOLD_FROM: usize = 2;

/// Whether a player who lost `count` games on time within [`TIMEOUT_WINDOW_DAYS`] (the
/// last one just now) is told what happens next.
pub fn timeouts_worth_telling(count: usize) -> bool {
    count >= TIMEOUTS_TOLD_FROM
}

/// The days the waiting player has to answer when a deadline asks them
/// ([`OnTime::Ask`]): after that, the game is forfeited as without the question.
pub const ON_TIME_ANSWER_DAYS: i64 = 7;

/// One moment of a turn at which the player who must act is reminded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReminderPoint {
    /// Once this percentage of the time has passed (1 to 99).
    Share(u8),
    /// This many seconds (of running time) before the deadline.
    Before(i64),
}

impl ReminderPoint {
    /// Reads a configured point: `80%`, `24h` or `1d` (time before the deadline).
    pub fn parse(text: &str) -> Option<ReminderPoint> {
        let text = text.trim();
        let number = |digits: &str| -> Option<i64> {
            (!digits.is_empty() && digits.len() <= 4 && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| digits.parse().ok())
                .flatten()
        };
        if let Some(percent) = text.strip_suffix('%') {
            let n = number(percent.trim())?;
            return u8::try_from(n)
                .ok()
                .filter(|n| (1..=99).contains(n))
                .map(ReminderPoint::Share);
        }
        if let Some(hours) = text.strip_suffix('h') {
            let n = number(hours.trim())?;
            return (1..=i64::from(MAX_CONTROL_DAYS) * 24)
                .contains(&n)
                .then_some(ReminderPoint::Before(n * HOUR));
        }
        let n = number(text.strip_suffix('d')?.trim())?;
        (1..=i64::from(MAX_CONTROL_DAYS))
            .contains(&n)
            .then_some(ReminderPoint::Before(n * DAY))
    }

    /// The running time into a turn of `allotment` seconds at which it falls.
    fn at(self, allotment: i64) -> i64 {
        match self {
            ReminderPoint::Share(percent) => allotment.saturating_mul(i64::from(percent)) / 100,
            ReminderPoint::Before(secs) => allotment - secs,
        }
    }
}

impl std::fmt::Display for ReminderPoint {
    /// As configured: `80%`, `24h`, `2d`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ReminderPoint::Share(percent) => write!(f, "{percent}%"),
            ReminderPoint::Before(secs) if secs % DAY == 0 => write!(f, "{}d", secs / DAY),
            ReminderPoint::Before(secs) => write!(f, "{}h", secs / HOUR),
        }
    }
}

/// The most reminder points a turn may have.
pub const MAX_REMINDER_POINTS: usize = 6;

/// The reminders of a turn (`[game] reminders`), in the order given: each comes only
/// when it falls after the one before (a point that would not is left out), at most
/// one a day, never at or after the deadline, and each once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Reminders {
    points: [Option<ReminderPoint>; MAX_REMINDER_POINTS],
}

impl Reminders {
    /// The first [`MAX_REMINDER_POINTS`] of `points`.
    pub fn new(points: &[ReminderPoint]) -> Reminders {
        let mut out = Reminders::default();
        for (slot, point) in out.points.iter_mut().zip(points) {
            *slot = Some(*point);
        }
        out
    }

    pub fn points(&self) -> impl Iterator<Item = ReminderPoint> + '_ {
        self.points.iter().flatten().copied()
    }
}

impl From<u8> for Reminders {
    /// `reminder_percent` as it always was: at that share of the time and again 24
    /// hours before the deadline; none for 0 or 100 and more.
    fn from(percent: u8) -> Reminders {
        if percent == 0 || percent >= 100 {
            return Reminders::default();
        }
        Reminders::new(&[ReminderPoint::Share(percent), ReminderPoint::Before(DAY)])
    }
}

/// A stretch of leave of one player: from `from` (inclusive) to `until` (exclusive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pause {
    pub who: Color,
    pub from: Timestamp,
    pub until: Timestamp,
}

/// The pauses an event with `days` of leave a year lets stop its clocks: each player's
/// leave counted from the start of each calendar year (UTC), cut where it passes
/// `days` (the rest of their leave stops their other games, not this one's).
pub fn capped_pauses(mut pauses: Vec<Pause>, days: u32) -> Vec<Pause> {
    use crate::command::Day;
    let allowance = i64::from(days) * super::DAY;
    pauses.sort_by_key(|p| (p.who.index(), p.from));
    let mut out = Vec::with_capacity(pauses.len());
    // (who, year) -> leave already counted.
    let mut used: std::collections::HashMap<(usize, i64), i64> = Default::default();
    for pause in pauses {
        let mut from = pause.from;
        while from < pause.until {
            let year = Day::of(from).year;
            let year_end = Day {
                year: year + 1,
                month: 1,
                day: 1,
            }
            .start();
            let until = pause.until.min(year_end);
            let spent = used.entry((pause.who.index(), year)).or_insert(0);
            let take = (until - from).min(allowance - *spent).max(0);
            if take > 0 {
                out.push(Pause {
                    who: pause.who,
                    from,
                    until: from + take,
                });
                *spent += take;
            }
            from = until;
        }
    }
    out
}

/// Stretches of stopped time: sorted, disjoint `[from, until)` spans.
type Spans = Vec<(Timestamp, Timestamp)>;

/// The pauses as sorted, disjoint `[from, until)` spans.
fn union(pauses: impl IntoIterator<Item = (Timestamp, Timestamp)>) -> Spans {
    let mut spans: Vec<(Timestamp, Timestamp)> =
        pauses.into_iter().filter(|(a, b)| b > a).collect();
    spans.sort_unstable();
    let mut merged: Vec<(Timestamp, Timestamp)> = Vec::with_capacity(spans.len());
    for (a, b) in spans {
        match merged.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(b),
            _ => merged.push((a, b)),
        }
    }
    merged
}

/// The running time from `from` to `to`: the seconds between them that no span of
/// `spans` (sorted, disjoint) covers. Zero when `to` is not after `from`.
pub fn running_time(from: Timestamp, to: Timestamp, spans: &[(Timestamp, Timestamp)]) -> i64 {
    if to <= from {
        return 0;
    }
    let paused: i64 = spans
        .iter()
        .map(|&(a, b)| (b.min(to) - a.max(from)).max(0))
        .sum();
    to - from - paused
}

/// The moment at which `amount` seconds of running time have passed since `from`,
/// skipping `spans` (sorted, disjoint). A negative amount counts as none. A span that
/// begins at the very moment the time runs out stops it (the clock has not fallen
/// yet): leave started at a deadline saves the game.
pub fn instant_after(from: Timestamp, amount: i64, spans: &[(Timestamp, Timestamp)]) -> Timestamp {
    let mut at = from;
    let mut left = amount.max(0);
    for &(a, b) in spans {
        if b <= at {
            continue;
        }
        if a > at {
            if at.saturating_add(left) < a {
                return at.saturating_add(left);
            }
            left -= a - at;
        }
        at = b;
    }
    at.saturating_add(left)
}

/// Everything about a game's time: the silence rule, the time control and the players'
/// clocks, the reminders, and the leave that stops them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// `None`: the silence rule alone.
    pub control: Option<TimeControl>,
    /// The silence rule: this long without an accepted command forfeits.
    pub silence_secs: i64,
    /// When the silence rule last restarted: the last accepted command.
    pub silence_from: Timestamp,
    /// Time given back to the silence rule since it restarted (outages).
    pub silence_credit: i64,
    /// Whose clock runs: the player who must act; `None` once the game is over.
    pub running: Option<Color>,
    /// When the running player's turn began.
    pub turn_from: Timestamp,
    /// Each player's time at the start of their turn (White first): the days of one
    /// move (plus time given), or the Fischer bank. Unused without a time control.
    pub banks: [i64; 2],
    /// Reminders sent since the silence rule last restarted (0 to 2).
    pub reminders: u8,
    /// When this game's last reminder went out, for at most one a day.
    pub reminded_at: Option<Timestamp>,
    /// Grows whenever a deadline may have moved: the calendar event's SEQUENCE.
    pub sequence: u32,
    /// The players' leave, as far as it matters to the clocks now.
    pub pauses: Vec<Pause>,
    /// When the running player's time ran out and the waiting player was asked
    /// ([`OnTime::Ask`]): from then on the deadline is that answer's.
    pub flagged: Option<Timestamp>,
}

impl Clock {
    /// The clocks of a game that starts at `now` with White to move.
    pub fn new(control: Option<TimeControl>, silence_secs: i64, now: Timestamp) -> Clock {
        let bank = control.map_or(0, TimeControl::initial_secs);
        Clock {
            control,
            silence_secs,
            silence_from: now,
            silence_credit: 0,
            running: Some(Color::White),
            turn_from: now,
            banks: [bank, bank],
            reminders: 0,
            reminded_at: None,
            sequence: 0,
            pauses: Vec::new(),
            flagged: None,
        }
    }

    /// The pauses of `who`'s clock (their own leave), or of the silence rule (`None`:
    /// anyone's leave).
    fn spans(&self, who: Option<Color>) -> Spans {
        union(
            self.pauses
                .iter()
                .filter(|p| who.is_none_or(|w| p.who == w))
                .map(|p| (p.from, p.until)),
        )
    }

    /// When the running player's own clock falls (with a time control).
    pub fn player_deadline(&self) -> Option<Timestamp> {
        let who = self.running?;
        self.control?;
        Some(instant_after(
            self.turn_from,
            self.banks[who.index()],
            &self.spans(Some(who)),
        ))
    }

    /// When the silence rule forfeits the player who must act.
    pub fn silence_deadline(&self) -> Option<Timestamp> {
        self.running?;
        Some(instant_after(
            self.silence_from,
            self.silence_secs.saturating_add(self.silence_credit),
            &self.spans(None),
        ))
    }

    /// When the player who must act forfeits: the earlier of their clock and the
    /// silence rule, or, once the waiting player was asked, the end of the time to
    /// answer. `None` once the game is over.
    pub fn deadline(&self) -> Option<Timestamp> {
        if let Some(at) = self.flagged {
            self.running?;
            return Some(at.saturating_add(ON_TIME_ANSWER_DAYS * DAY));
        }
        self.clock_deadline()
    }

    /// The earlier of the running player's clock and the silence rule.
    fn clock_deadline(&self) -> Option<Timestamp> {
        match (self.player_deadline(), self.silence_deadline()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// The time on `who`'s clock at `now` (with a time control): what is left of the
    /// running turn, or what the waiting player will start their next turn with.
    pub fn remaining(&self, who: Color, now: Timestamp) -> Option<i64> {
        self.control?;
        let bank = self.banks[who.index()];
        Some(if self.running == Some(who) {
            (bank - running_time(self.turn_from, now, &self.spans(Some(who)))).max(0)
        } else {
            bank
        })
    }

    /// Until when `who` is on leave at `now`, if they are.
    pub fn on_leave(&self, who: Color, now: Timestamp) -> Option<Timestamp> {
        self.spans(Some(who))
            .into_iter()
            .find(|&(a, b)| a <= now && now < b)
            .map(|(_, b)| b)
    }

    /// The clock whose deadline comes first: its start, allotment and pauses.
    fn binding(&self) -> Option<(Timestamp, i64, Spans)> {
        let silence = (
            self.silence_from,
            self.silence_secs.saturating_add(self.silence_credit),
            self.spans(None),
        );
        match (self.player_deadline(), self.silence_deadline()) {
            (Some(player), Some(silent)) if player < silent => {
                let who = self.running?;
                Some((
                    self.turn_from,
                    self.banks[who.index()],
                    self.spans(Some(who)),
                ))
            }
            (_, Some(_)) => Some(silence),
            _ => None,
        }
    }

    /// When the next reminder is due: at the next of `reminders`' points (by default
    /// once 80 % of the time has passed, and again 24 hours before the deadline), each
    /// once, never sooner than a day after the game's last reminder, and never at or
    /// after the deadline. None while the waiting player is asked.
    pub fn reminder_due_at(&self, reminders: impl Into<Reminders>) -> Option<Timestamp> {
        if self.flagged.is_some() {
            return None;
        }
        let deadline = self.deadline()?;
        let (start, allotment, spans) = self.binding()?;
        let mut runs: Vec<i64> = Vec::with_capacity(MAX_REMINDER_POINTS);
        for point in reminders.into().points() {
            let run = point.at(allotment);
            if run > 0 && run < allotment && runs.last().is_none_or(|&last| run > last) {
                runs.push(run);
            }
        }
        let run = *runs.get(usize::from(self.reminders))?;
        let point = instant_after(start, run, &spans);
        let due = match self.reminded_at {
            Some(last) => point.max(last.saturating_add(DAY)),
            None => point,
        };
        (due < deadline).then_some(due)
    }

    /// When something is next due in this game: a reminder or the deadline.
    pub fn next_due(&self, reminders: impl Into<Reminders>) -> Option<Timestamp> {
        match (self.deadline(), self.reminder_due_at(reminders)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// A reminder went out at `now`.
    pub fn mark_reminded(&mut self, now: Timestamp) {
        self.reminders = self.reminders.saturating_add(1);
        self.reminded_at = Some(now);
    }

    /// An accepted mail at `now`: the silence rule restarts; when the player who must
    /// act changed (`before` to `after`), `before`'s turn ends — charged to a Fischer
    /// bank, with the increment when they moved (`moved`), or a fresh allotment of days
    /// per move next time — and `after`'s begins.
    pub fn after_mail(
        &mut self,
        before: Option<Color>,
        after: Option<Color>,
        moved: Option<Color>,
        now: Timestamp,
    ) {
        if before != after {
            if let Some(done) = before {
                self.end_turn(done, moved == Some(done), now);
            }
            self.turn_from = now;
            self.flagged = None;
        }
        self.running = after;
        self.silence_from = now;
        self.silence_credit = 0;
        self.reminders = 0;
        self.sequence = self.sequence.saturating_add(1);
    }

    /// `who`'s side changed hands at `now` (a team's substitute took the game over):
    /// the newcomer's turn, if it is theirs, counts from `now` with the time the side
    /// had left, never less than a day (they meet the position for the first time,
    /// and their predecessor's silence or leave is not theirs); the silence rule and
    /// its reminders start again for both.
    pub fn hand_over(&mut self, who: Color, now: Timestamp) {
        if self.running == Some(who) {
            if self.control.is_some() {
                let left = self.remaining(who, now).unwrap_or(0);
                self.banks[who.index()] = left.max(super::DAY);
            }
            self.turn_from = now;
            self.flagged = None;
        }
        self.silence_from = now;
        self.silence_credit = 0;
        self.reminders = 0;
        self.reminded_at = None;
        self.sequence = self.sequence.saturating_add(1);
    }

    /// The game ended at `now`: no clock runs any more.
    pub fn stop(&mut self, now: Timestamp) {
        if let Some(who) = self.running {
            self.end_turn(who, false, now);
        }
        self.running = None;
        self.flagged = None;
        self.silence_from = now;
        self.silence_credit = 0;
        self.sequence = self.sequence.saturating_add(1);
    }

    /// The running player's time ran out at `now` and the waiting player is asked
    /// ([`OnTime::Ask`]): the deadline becomes the answer's.
    pub fn flag(&mut self, now: Timestamp) {
        if self.running.is_some() && self.flagged.is_none() {
            self.flagged = Some(now);
            self.sequence = self.sequence.saturating_add(1);
        }
    }

    /// Whether `who` ran out of time and waits for the opponent's answer.
    pub fn is_flagged(&self, who: Color) -> bool {
        self.flagged.is_some() && self.running == Some(who)
    }

    fn end_turn(&mut self, who: Color, moved: bool, now: Timestamp) {
        let i = who.index();
        match self.control {
            None => {}
            Some(TimeControl::DaysPerMove { days }) => self.banks[i] = i64::from(days) * DAY,
            Some(TimeControl::Fischer {
                base_days,
                increment_days,
            }) => {
                let used = running_time(self.turn_from, now, &self.spans(Some(who)));
                let left = (self.banks[i] - used).max(0);
                self.banks[i] = if moved {
                    // The increment never lifts the bank above the starting days; time
                    // given by the opponent may have, and stays.
                    let cap = i64::from(base_days) * DAY;
                    let raised = left.saturating_add(i64::from(increment_days) * DAY);
                    if raised > cap { left.max(cap) } else { raised }
                } else {
                    left
                };
            }
        }
    }

    /// Adds `secs` to `to`'s clock: to the running turn, or to the next one. When `to`
    /// ran out of time and the giver was asked, the question ends and the time counts
    /// from `now`: the time past the deadline is added too.
    pub fn give(&mut self, to: Color, secs: i64, now: Timestamp) {
        if self.is_flagged(to) {
            let over = self
                .player_deadline()
                .map_or(0, |fell| running_time(fell, now, &self.spans(Some(to))));
            self.banks[to.index()] = self.banks[to.index()].saturating_add(over);
            self.flagged = None;
        }
        self.banks[to.index()] = self.banks[to.index()].saturating_add(secs);
        self.sequence = self.sequence.saturating_add(1);
    }

    /// pawnpost could not read its mail from `from` to `to`: every clock that ran then
    /// gets that time back (as far as it ran: leave had stopped it already). Returns
    /// whether a deadline moved.
    pub fn credit(&mut self, from: Timestamp, to: Timestamp) -> bool {
        let Some(who) = self.running else {
            return false;
        };
        let before = self.deadline();
        if self.control.is_some() {
            let ran = running_time(from.max(self.turn_from), to, &self.spans(Some(who)));
            self.banks[who.index()] = self.banks[who.index()].saturating_add(ran);
        }
        let silent = running_time(from.max(self.silence_from), to, &self.spans(None));
        self.silence_credit = self.silence_credit.saturating_add(silent);
        let moved = self.deadline() != before;
        if moved {
            self.sequence = self.sequence.saturating_add(1);
        }
        moved
    }

    /// The players' leave as it stands now; the sequence grows when it changed.
    pub fn set_pauses(&mut self, mut pauses: Vec<Pause>) {
        pauses.sort_by_key(|p| (p.from, p.until, p.who.index()));
        if pauses != self.pauses {
            self.pauses = pauses;
            self.sequence = self.sequence.saturating_add(1);
        }
    }

    /// The leave that saves `who` from losing on time at `now` (`Leave auto`): the
    /// fewest whole days, from the deadline on, after which the deadline lies after
    /// `now`, up to `max_days`. `None` when `who` is not the player who must act, the
    /// deadline has not passed, or `max_days` are not enough.
    pub fn leave_to_save(&self, who: Color, now: Timestamp, max_days: u32) -> Option<Pause> {
        if self.running != Some(who) || self.flagged.is_some() {
            return None;
        }
        let deadline = self.deadline()?;
        if now < deadline {
            return None;
        }
        // Leave booked later may join the new leave, so even one day may be enough. A
        // longer pause never brings the deadline forward, so "saves the game" turns
        // true once and stays: the fewest days are found by halving (nine clocks for
        // a year, not 365).
        let pause = |days: u32| Pause {
            who,
            from: deadline,
            until: deadline.saturating_add(i64::from(days) * DAY),
        };
        let saves = |days: u32| {
            let mut saved = self.clone();
            saved.pauses.push(pause(days));
            saved.deadline().is_some_and(|d| d > now)
        };
        let days: Vec<u32> = (1..=max_days).collect();
        let fewest = days.partition_point(|&d| !saves(d));
        days.get(fewest).map(|&d| pause(d))
    }

    /// The earliest moment a pause can still matter: leave that ended before it
    /// changes no clock.
    pub fn pauses_matter_after(&self) -> Timestamp {
        self.turn_from.min(self.silence_from)
    }
}

/// `secs` as whole days and hours, rounded down to the hour: `(2, 5)`.
pub fn days_and_hours(secs: i64) -> (i64, i64) {
    let hours = secs.max(0) / HOUR;
    (hours / 24, hours % 24)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const W: Color = Color::White;
    const B: Color = Color::Black;

    fn fischer(base: u32, inc: u32) -> Option<TimeControl> {
        Some(TimeControl::Fischer {
            base_days: base,
            increment_days: inc,
        })
    }

    #[test]
    fn days_per_move_gives_the_opponent_fresh_days_after_each_move() {
        let mut c = Clock::new(Some(TimeControl::DaysPerMove { days: 3 }), 30 * DAY, 0);
        assert_eq!(c.deadline(), Some(3 * DAY));
        c.after_mail(Some(W), Some(B), Some(W), DAY);
        assert_eq!(c.deadline(), Some(4 * DAY));
        assert_eq!(c.remaining(W, DAY), Some(3 * DAY));
        assert_eq!(c.remaining(B, 2 * DAY), Some(2 * DAY));
        // Given time lasts for the turn it is given for, then the days are plain again.
        c.give(B, 2 * DAY, 2 * DAY);
        assert_eq!(c.deadline(), Some(6 * DAY));
        c.after_mail(Some(B), Some(W), Some(B), 5 * DAY);
        assert_eq!(c.banks, [3 * DAY, 3 * DAY]);
    }

    #[test]
    fn a_side_handed_over_starts_its_turn_with_what_was_left_and_at_least_a_day() {
        // Three days a move; White's days ran out at day 3, silent until day 5.
        let mut c = Clock::new(Some(TimeControl::DaysPerMove { days: 3 }), 10 * DAY, 0);
        c.hand_over(W, 5 * DAY);
        assert_eq!(c.deadline(), Some(6 * DAY), "a day from the hand-over");
        assert_eq!(c.silence_deadline(), Some(15 * DAY));
        // After the newcomer's move, the next turn has its plain days again.
        c.after_mail(Some(W), Some(B), Some(W), 6 * DAY);
        assert_eq!(c.banks, [3 * DAY, 3 * DAY]);
        // A Fischer bank keeps what the side had left.
        let mut f = Clock::new(fischer(10, 1), 30 * DAY, 0);
        f.hand_over(W, 4 * DAY);
        assert_eq!(f.remaining(W, 4 * DAY), Some(6 * DAY));
        assert_eq!(f.deadline(), Some(10 * DAY));
        // The waiting side handed over: the running turn is untouched, the silence
        // rule starts again.
        let mut g = Clock::new(fischer(10, 1), 30 * DAY, 0);
        g.hand_over(B, 4 * DAY);
        assert_eq!(g.deadline(), Some(10 * DAY));
        assert_eq!(g.silence_deadline(), Some(34 * DAY));
    }

    #[test]
    fn fischer_bank_grows_by_the_increment_up_to_the_start() {
        let mut c = Clock::new(fischer(10, 1), 30 * DAY, 0);
        c.after_mail(Some(W), Some(B), Some(W), 3 * DAY);
        assert_eq!(c.banks[0], 8 * DAY);
        c.after_mail(Some(B), Some(W), Some(B), 3 * DAY);
        c.after_mail(Some(W), Some(B), Some(W), 3 * DAY);
        assert_eq!(c.banks[0], 9 * DAY);
        for _ in 0..3 {
            c.after_mail(Some(B), Some(W), Some(B), 3 * DAY);
            c.after_mail(Some(W), Some(B), Some(W), 3 * DAY);
        }
        assert_eq!(c.banks[0], 10 * DAY, "capped at the starting bank");
        // A request alone ends the turn without an increment.
        c.after_mail(Some(B), Some(W), Some(B), 3 * DAY);
        c.after_mail(Some(W), Some(B), None, 5 * DAY);
        assert_eq!(c.banks[0], 8 * DAY);
    }

    #[test]
    fn an_events_leave_stops_its_clocks_for_its_days_a_year_only() {
        use crate::command::Day;
        let jan = |d: u32| {
            Day {
                year: 2027,
                month: 1,
                day: d,
            }
            .start()
        };
        let dec30 = Day {
            year: 2026,
            month: 12,
            day: 30,
        }
        .start();
        let pauses = vec![
            // Four days over New Year: two in 2026, two in 2027.
            Pause {
                who: W,
                from: dec30,
                until: jan(3),
            },
            Pause {
                who: W,
                from: jan(10),
                until: jan(20),
            },
            Pause {
                who: B,
                from: jan(10),
                until: jan(12),
            },
        ];
        let capped = capped_pauses(pauses.clone(), 5);
        assert_eq!(
            capped,
            vec![
                Pause {
                    who: W,
                    from: dec30,
                    until: jan(1),
                },
                Pause {
                    who: W,
                    from: jan(1),
                    until: jan(3),
                },
                // 2027 had two days: three more, not ten.
                Pause {
                    who: W,
                    from: jan(10),
                    until: jan(13),
                },
                Pause {
                    who: B,
                    from: jan(10),
                    until: jan(12),
                },
            ]
        );
        assert!(capped_pauses(pauses, 0).is_empty());
    }

    #[test]
    fn leave_stops_the_players_clock_and_the_silence_rule() {
        let mut c = Clock::new(Some(TimeControl::DaysPerMove { days: 3 }), 10 * DAY, 0);
        c.set_pauses(vec![Pause {
            who: W,
            from: DAY,
            until: 8 * DAY,
        }]);
        assert_eq!(c.player_deadline(), Some(10 * DAY));
        assert_eq!(c.silence_deadline(), Some(17 * DAY));
        assert_eq!(c.on_leave(W, DAY), Some(8 * DAY));
        assert_eq!(c.remaining(W, 5 * DAY), Some(2 * DAY));
        // Black's leave stops only the silence rule of White's turn.
        c.set_pauses(vec![Pause {
            who: B,
            from: DAY,
            until: 8 * DAY,
        }]);
        assert_eq!(c.player_deadline(), Some(3 * DAY));
        assert_eq!(c.deadline(), Some(3 * DAY));
    }

    #[test]
    fn an_outage_gives_running_clocks_their_time_back() {
        let mut c = Clock::new(fischer(10, 1), 30 * DAY, 0);
        assert!(c.credit(DAY, DAY + 5 * HOUR));
        assert_eq!(c.player_deadline(), Some(10 * DAY + 5 * HOUR));
        assert_eq!(c.silence_deadline(), Some(30 * DAY + 5 * HOUR));
        // Before the turn began, the clock did not run.
        let mut late = Clock::new(fischer(10, 1), 30 * DAY, DAY);
        late.credit(0, DAY + HOUR);
        assert_eq!(late.player_deadline(), Some(11 * DAY + HOUR));
    }

    #[test]
    fn reminders_at_eighty_percent_and_a_day_before_at_most_daily() {
        let c = Clock::new(None, 30 * DAY, 0);
        assert_eq!(c.reminder_due_at(80), Some(24 * DAY));
        let mut c2 = c.clone();
        c2.mark_reminded(24 * DAY);
        assert_eq!(c2.reminder_due_at(80), Some(29 * DAY));
        c2.mark_reminded(29 * DAY);
        assert_eq!(c2.reminder_due_at(80), None);
        // Sent late: the second waits a day after the first.
        let mut late = c.clone();
        late.mark_reminded(28 * DAY + 20 * HOUR);
        assert_eq!(late.reminder_due_at(80), Some(29 * DAY + 20 * HOUR));
        late.mark_reminded(29 * DAY + HOUR);
        assert_eq!(
            late.reminder_due_at(80),
            None,
            "a day later is the deadline"
        );
        // Three days per move: 80 % is 57.6 h, a day before is 48 h: one reminder.
        let short = Clock::new(Some(TimeControl::DaysPerMove { days: 3 }), 30 * DAY, 0);
        assert_eq!(short.reminder_due_at(80), Some(3 * DAY * 80 / 100));
        assert_eq!(short.next_due(80), Some(3 * DAY * 80 / 100));
    }

    #[test]
    fn leave_from_the_deadline_saves_the_game_with_the_fewest_whole_days() {
        let c = Clock::new(Some(TimeControl::DaysPerMove { days: 3 }), 30 * DAY, 0);
        assert_eq!(c.leave_to_save(W, 3 * DAY - 1, 30), None, "not due yet");
        assert_eq!(c.leave_to_save(B, 3 * DAY, 30), None, "not Black's turn");
        let one = Pause {
            who: W,
            from: 3 * DAY,
            until: 4 * DAY,
        };
        assert_eq!(c.leave_to_save(W, 3 * DAY, 30), Some(one));
        // A sweep that came 30 hours late needs two days.
        let two = c.leave_to_save(W, 4 * DAY + 6 * HOUR, 30).unwrap();
        assert_eq!(two.until - two.from, 2 * DAY);
        assert_eq!(
            c.leave_to_save(W, 4 * DAY + 6 * HOUR, 1),
            None,
            "one day left"
        );
        let mut saved = c.clone();
        saved.set_pauses(vec![two]);
        assert_eq!(saved.deadline(), Some(5 * DAY));
        // Leave booked from the day after joins it: one day is enough.
        let mut booked = c.clone();
        booked.set_pauses(vec![Pause {
            who: W,
            from: 4 * DAY,
            until: 9 * DAY,
        }]);
        assert_eq!(
            booked
                .leave_to_save(W, 5 * DAY, 30)
                .map(|p| p.until - p.from),
            Some(DAY)
        );
    }

    #[test]
    fn configured_reminder_points_in_order_each_once() {
        let points = Reminders::new(&[
            ReminderPoint::parse("50%").unwrap(),
            ReminderPoint::parse("80%").unwrap(),
            ReminderPoint::parse("1d").unwrap(),
        ]);
        let mut c = Clock::new(Some(TimeControl::DaysPerMove { days: 10 }), 30 * DAY, 0);
        let mut sent = Vec::new();
        while let Some(due) = c.reminder_due_at(points) {
            sent.push(due);
            c.mark_reminded(due);
        }
        assert_eq!(sent, vec![5 * DAY, 8 * DAY, 9 * DAY]);
        // A point not after the one before is left out: 3 days, 80 % then 1 day before.
        let short = Clock::new(Some(TimeControl::DaysPerMove { days: 3 }), 30 * DAY, 0);
        assert_eq!(short.reminder_due_at(points), Some(3 * DAY / 2));
        assert_eq!(
            Reminders::from(80),
            Reminders::new(&[ReminderPoint::Share(80), ReminderPoint::Before(DAY)])
        );
        assert_eq!(Reminders::from(0).points().count(), 0);
        for bad in ["0%", "100%", "80", "h", "-1d", "1w", ""] {
            assert_eq!(ReminderPoint::parse(bad), None, "{bad}");
        }
        assert_eq!(
            ReminderPoint::parse("24h"),
            Some(ReminderPoint::Before(DAY))
        );
        assert_eq!(ReminderPoint::Before(2 * DAY).to_string(), "2d");
    }

    fn spans() -> impl Strategy<Value = Vec<(i64, i64)>> {
        prop::collection::vec((0i64..1_000, 1i64..200), 0..6)
            .prop_map(|v| union(v.into_iter().map(|(a, len)| (a, a + len))))
    }

    proptest! {
        #[test]
        fn instant_after_and_running_time_are_inverse(from in 0i64..500, amount in 0i64..2_000, s in spans()) {
            let at = instant_after(from, amount, &s);
            prop_assert!(at >= from + amount);
            prop_assert_eq!(running_time(from, at, &s), amount);
        }

        #[test]
        fn instant_after_is_monotonic(from in 0i64..500, a in 0i64..2_000, b in 0i64..2_000, s in spans()) {
            let (lo, hi) = (a.min(b), a.max(b));
            prop_assert!(instant_after(from, lo, &s) <= instant_after(from, hi, &s));
        }

        #[test]
        fn pauses_never_bring_a_deadline_forward(
            days in 1u32..20, base in 1u32..20, s in spans(), start in 0i64..100,
        ) {
            for control in [Some(TimeControl::DaysPerMove { days }), fischer(base, 1), None] {
                let mut c = Clock::new(control, 30 * DAY, start);
                let plain = c.deadline();
                c.set_pauses(s.iter().map(|&(from, until)| Pause { who: W, from: from * HOUR, until: until * HOUR }).collect());
                prop_assert!(c.deadline() >= plain);
            }
        }

        #[test]
        fn the_leave_that_saves_is_the_fewest_days_and_saves(
            days in 1u32..20, late in 0i64..(40 * DAY), allowance in 0u32..60, s in spans(),
        ) {
            let mut c = Clock::new(Some(TimeControl::DaysPerMove { days }), 60 * DAY, 0);
            c.set_pauses(s.iter().map(|&(from, until)| Pause { who: B, from: from * HOUR, until: until * HOUR }).collect());
            let now = c.deadline().unwrap() + late;
            match c.leave_to_save(W, now, allowance) {
                Some(pause) => {
                    let n = (pause.until - pause.from) / DAY;
                    prop_assert!(n >= 1 && n <= i64::from(allowance));
                    prop_assert_eq!((pause.until - pause.from) % DAY, 0);
                    let mut saved = c.clone();
                    saved.pauses.push(pause);
                    prop_assert!(saved.deadline().unwrap() > now);
                    if n > 1 {
                        let mut less = c.clone();
                        less.pauses.push(Pause { until: pause.until - DAY, ..pause });
                        prop_assert!(less.deadline().unwrap() <= now, "a day fewer would not save it");
                    }
                }
                None => {
                    // Not even the whole allowance saves it.
                    let mut all = c.clone();
                    all.pauses.push(Pause { who: W, from: c.deadline().unwrap(), until: c.deadline().unwrap() + i64::from(allowance) * DAY });
                    prop_assert!(all.deadline().unwrap() <= now);
                }
            }
        }

        #[test]
        fn reminders_are_each_sent_once_before_the_deadline_a_day_apart(
            days in 1u32..30, shares in prop::collection::vec(1u8..100, 0..4), before in 0i64..5,
        ) {
            let mut points: Vec<ReminderPoint> = shares.into_iter().map(ReminderPoint::Share).collect();
            if before > 0 {
                points.push(ReminderPoint::Before(before * DAY));
            }
            let reminders = Reminders::new(&points);
            let mut c = Clock::new(Some(TimeControl::DaysPerMove { days }), 60 * DAY, 0);
            let deadline = c.deadline().unwrap();
            let mut sent: Vec<i64> = Vec::new();
            while let Some(due) = c.reminder_due_at(reminders) {
                prop_assert!(due < deadline);
                if let Some(&last) = sent.last() {
                    prop_assert!(due >= last + DAY);
                }
                sent.push(due);
                c.mark_reminded(due);
                prop_assert!(sent.len() <= points.len());
            }
        }

        #[test]
        fn a_fischer_bank_never_goes_negative_nor_past_its_cap_by_increments(
            waits in prop::collection::vec(0i64..(12 * DAY), 1..30),
        ) {
            let mut c = Clock::new(fischer(10, 1), 365 * DAY, 0);
            let mut now = 0;
            for (i, wait) in waits.into_iter().enumerate() {
                now += wait;
                let who = if i % 2 == 0 { W } else { B };
                c.after_mail(Some(who), Some(!who), Some(who), now);
                prop_assert!(c.banks.iter().all(|&b| (0..=10 * DAY).contains(&b)));
            }
        }
    }
}
