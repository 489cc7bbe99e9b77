//! Time outside one game's moves: leave (`Leave`, `Back`) and the calendar setting,
//! sent from any mail with proof of the sender; the sweep's news of leave that begins
//! or ends; and the time an outage of pawnpost's own gives back to every running clock,
//! found when the mailbox is read again after a gap in the heartbeat.

use std::collections::BTreeMap;

use crate::command::{ClockCommand, Day, DigestSetting, LeaveSpan, ZoneName};
use crate::game::clock::{ON_TIME_ANSWER_DAYS, TIMEOUT_WINDOW_DAYS, timeouts_worth_telling};
use crate::game::{DAY, Game, GameId, OnTime, SweepAction, Timestamp};
use crate::letter::{self, ClockLine, ClockTopic, LeaveRefusal, Letter};
use crate::rules::Color;
use crate::store::{Store, StoreError, Tx};

use super::Postmaster;
use super::ProcessError;
use super::outbox::{self, Answering};

/// How far ahead leave may be booked.
const BOOKING_HORIZON: i64 = 366 * DAY;
/// Active games whose clocks an outage's credit reads at once.
const OUTAGE_PAGE: u32 = 1_000;

/// A setting about time (`Leave`, `Back`, `Calendar`) from `sender`, who proved their
/// address: done, the opponents of games whose leave began or ended told (their
/// letters queued here, each about its game), and the letters to the sender returned.
pub(super) fn setting(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    command: ClockCommand,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    match command {
        ClockCommand::Leave(span) => leave(pm, tx, sender, span, now),
        ClockCommand::Back => back(pm, tx, sender, now),
        ClockCommand::AutoLeave { on } => auto_leave_setting(pm, tx, sender, on, now),
        ClockCommand::Calendar { on } => {
            tx.set_calendar(sender, on, now)?;
            Ok(vec![letter::clock::clock_letter(
                sender,
                ClockTopic::Calendar,
                vec![ClockLine::Calendar { on }],
                Vec::new(),
            )])
        }
        ClockCommand::Digest(setting) => {
            Ok(vec![digest_setting(tx, sender, Some(setting), None, now)?])
        }
        ClockCommand::Letters { digest_only } => Ok(vec![digest_setting(
            tx,
            sender,
            None,
            Some(digest_only),
            now,
        )?]),
        // Game commands, applied by the game (never routed here).
        ClockCommand::Give { .. } | ClockCommand::ClaimTime => Ok(Vec::new()),
    }
}

/// The digest's time of day when a player names none and kept none: 08:00.
pub const DIGEST_MINUTE: u16 = 8 * 60;

/// `Digest daily …` / `Digest off` (`setting`), or `Letters digest` / `Letters each`
/// (`only`): kept, and the next digest planned. Only the digest needs a digest: `Letters
/// digest` without one turns it on at the time kept (else 08:00 UTC), and `Digest off`
/// brings back a letter per move.
fn digest_setting(
    tx: &Tx<'_>,
    sender: &str,
    setting: Option<DigestSetting>,
    only: Option<bool>,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let before = tx.digest_plan(sender)?;
    let mut plan = before.clone();
    let mut lines = Vec::new();
    match setting {
        Some(DigestSetting::Daily { minute, zone }) => {
            plan.minute = Some(minute.or(before.minute).unwrap_or(DIGEST_MINUTE));
            if let Some(zone) = zone {
                plan.zone = zone.as_str().to_owned();
            }
        }
        Some(DigestSetting::Off) => {
            plan.minute = None;
            plan.only = false;
        }
        None => {}
    }
    if let Some(only) = only {
        plan.only = only;
        if only && plan.minute.is_none() {
            plan.minute = Some(DIGEST_MINUTE);
        }
    }
    let due = plan
        .minute
        .map(|minute| crate::time::next_local_time(minute, &plan.zone, now));
    tx.set_digest(sender, &plan, due, now)?;
    match (plan.minute, due) {
        (Some(minute), Some(next)) => lines.push(ClockLine::DigestDaily {
            minute,
            zone: ZoneName::parse(&plan.zone)
                .unwrap_or_else(|| ZoneName::parse(ZoneName::UTC).expect("the database knows UTC")),
            next,
        }),
        _ => lines.push(ClockLine::DigestOff),
    }
    if plan.only != before.only || only.is_some() {
        lines.push(ClockLine::LettersDigest { on: plan.only });
    }
    Ok(letter::clock::clock_letter(
        sender,
        ClockTopic::Digest,
        lines,
        Vec::new(),
    ))
}

/// The first and last moment of `year` (UTC).
fn year_span(year: i64) -> (Timestamp, Timestamp) {
    let start = |y| {
        Day {
            year: y,
            month: 1,
            day: 1,
        }
        .start()
    };
    (start(year), start(year + 1))
}

/// What is left of `player`'s allowance in each year from `from` to `until`.
fn leave_left(
    pm: &Postmaster,
    tx: &Tx<'_>,
    player: &str,
    from: Timestamp,
    until: Timestamp,
) -> Result<Vec<ClockLine>, StoreError> {
    let allowance = pm.config.game.leave_days_per_year;
    let mut lines = Vec::new();
    for year in Day::of(from).year..=Day::of(until.max(from + 1) - 1).year {
        let (start, end) = year_span(year);
        let used = tx.leave_between(player, start, end)?;
        lines.push(ClockLine::LeaveLeft {
            year,
            secs: (i64::from(allowance) * DAY - used).max(0),
            allowance_days: allowance,
        });
    }
    Ok(lines)
}

/// `Leave …`: checked against the allowance of each calendar year it touches and
/// against leave already booked, then booked; the clocks of all the player's games
/// take it into account at once.
fn leave(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    span: LeaveSpan,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let refused = |refusal: LeaveRefusal, left: Vec<ClockLine>| {
        let mut news = vec![ClockLine::LeaveRefused(refusal)];
        news.extend(left);
        Ok(vec![letter::clock::clock_letter(
            sender,
            ClockTopic::Leave,
            news,
            Vec::new(),
        )])
    };
    let allowance = i64::from(pm.config.game.leave_days_per_year) * DAY;
    if allowance == 0 {
        return refused(LeaveRefusal::NotOffered, Vec::new());
    }
    let (from, until) = match span {
        LeaveSpan::Days(days) => (now, now.saturating_add(i64::from(days) * DAY)),
        LeaveSpan::Until(day) => (now, day.end()),
        LeaveSpan::Between { from, to } => (from.start().max(now), to.end()),
    };
    if until <= from {
        return refused(LeaveRefusal::Past, Vec::new());
    }
    if from > now + BOOKING_HORIZON {
        return refused(LeaveRefusal::TooFar, Vec::new());
    }
    if let Some(other) = tx
        .leaves_of(sender, now)?
        .into_iter()
        .find(|l| l.starts_at < until && from < l.ends_at)
    {
        return refused(
            LeaveRefusal::Overlaps {
                from: other.starts_at,
                until: other.ends_at,
            },
            Vec::new(),
        );
    }
    for year in Day::of(from).year..=Day::of(until - 1).year {
        let (start, end) = year_span(year);
        let used = tx.leave_between(sender, start, end)?;
        let asked = until.min(end) - from.max(start);
        if used + asked > allowance {
            let left = leave_left(pm, tx, sender, from, until)?;
            return refused(
                LeaveRefusal::Allowance {
                    year,
                    left_secs: (allowance - used).max(0),
                    asked_secs: asked,
                },
                left,
            );
        }
    }
    let started = from <= now;
    let before = deadlines(tx, sender)?;
    tx.ensure_player(sender, now)?;
    let id = tx.insert_leave(sender, from, until, started, now)?;
    let (games, moved) = refresh(tx, sender, &before)?;
    if started {
        tell_opponents(
            pm,
            tx,
            sender,
            &games,
            Some(until),
            &format!("leave.{id}"),
            now,
        )?;
    }
    let mut news = vec![ClockLine::LeaveBooked {
        from,
        until,
        started,
    }];
    news.extend(leave_left(pm, tx, sender, from, until)?);
    Ok(vec![letter::clock::clock_letter(
        sender,
        ClockTopic::Leave,
        news,
        moved,
    )])
}

/// `Leave auto` / `Leave auto off`: kept, with what is left of this year's leave (a
/// server without leave refuses it, as it refuses leave).
fn auto_leave_setting(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    on: bool,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let mut news = Vec::new();
    if on && pm.config.game.leave_days_per_year == 0 {
        news.push(ClockLine::LeaveRefused(LeaveRefusal::NotOffered));
    } else {
        tx.set_auto_leave(sender, on, now)?;
        news.push(ClockLine::AutoLeave { on });
        if on {
            news.extend(leave_left(pm, tx, sender, now, now + 1)?);
        }
    }
    Ok(vec![letter::clock::clock_letter(
        sender,
        ClockTopic::Leave,
        news,
        Vec::new(),
    )])
}

/// `game`'s deadline has passed at `now` and would end it against `loser`: what
/// happens instead, if anything — their leave (`Leave auto`: [`rescue`]), else the
/// waiting player's question (`on_time = "ask"`: [`ask`]). Done and told here.
pub(super) fn before_forfeit(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    loser: Color,
    now: Timestamp,
) -> Result<Option<SweepAction>, ProcessError> {
    if let Some(until) = rescue(pm, tx, game, loser, now)? {
        return Ok(Some(SweepAction::Leave {
            game: game.id,
            who: loser,
            until,
        }));
    }
    Ok(
        ask(pm, tx, game, loser, now)?.map(|until| SweepAction::Asked {
            game: game.id,
            loser,
            until,
        }),
    )
}

/// `loser` just lost `game` on time at `now`: when that makes several games lost on
/// time within [`TIMEOUT_WINDOW_DAYS`], they are told what happens next — their other
/// games waiting for them and by when, their leave, and how to stop. One letter.
pub(super) fn timeouts_news(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    loser: Color,
    now: Timestamp,
) -> Result<(), ProcessError> {
    let player = game.player(loser).to_owned();
    let lost = tx.lost_on_time_since(&player, now - TIMEOUT_WINDOW_DAYS * DAY)?;
    if !timeouts_worth_telling(lost.len()) {
        return Ok(());
    }
    let mut next = Vec::new();
    for id in tx.games_of(&player, true)? {
        let other = tx.load_game(id)?;
        if let Some(who) = other
            .to_act()
            .filter(|&who| other.color_of(&player) == Some(who))
        {
            next.push(ClockLine::DeadlineMoved {
                game: id,
                who,
                you: true,
                deadline: other.deadline(),
                sequence: other.clock().sequence,
            });
        }
    }
    let mut news = vec![ClockLine::Timeouts {
        count: lost.len(),
        days: TIMEOUT_WINDOW_DAYS,
    }];
    news.append(&mut next);
    if pm.config.game.leave_days_per_year > 0 {
        news.push(ClockLine::TimeoutsLeave {
            auto_leave: tx.auto_leave(&player)?,
        });
        news.extend(leave_left(pm, tx, &player, now, now + 1)?);
    }
    news.push(ClockLine::TimeoutsStop);
    let letter = letter::clock::clock_letter(
        &player,
        ClockTopic::Timeouts { count: lost.len() },
        news,
        Vec::new(),
    );
    outbox::queue(
        pm,
        tx,
        &Answering::Nothing {
            tag: format!("timeouts.{}", game.id),
        },
        vec![letter],
        &[],
        None,
        now,
    )?;
    Ok(())
}

/// `[game] on_time = "ask"` (or the event's): in a game with a time control, the
/// first time `loser`'s deadline passes the waiting player is asked to `Claim` the
/// win or `Give` days, with [`ON_TIME_ANSWER_DAYS`] to answer; both are told. Returns
/// the end of the time to answer when asked.
fn ask(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    loser: Color,
    now: Timestamp,
) -> Result<Option<Timestamp>, ProcessError> {
    let on_time = game.rules().on_time.unwrap_or(pm.config.game.on_time);
    let clock = game.clock();
    if on_time != OnTime::Ask
        || clock.control.is_none()
        || clock.flagged.is_some()
        || clock.running != Some(loser)
    {
        return Ok(None);
    }
    let mut asked = game.clone();
    asked.flag(now);
    tx.save_game(&asked, &[], now)?;
    let until = asked.deadline();
    letters_to_both(
        pm,
        tx,
        &asked,
        &format!("on-time.{}.{now}", asked.id),
        |you| {
            (
                ClockTopic::OnTimeAsked {
                    who: loser,
                    you,
                    until,
                },
                ClockLine::OnTimeAsked {
                    who: loser,
                    you,
                    until,
                    days: ON_TIME_ANSWER_DAYS,
                },
            )
        },
        loser,
        now,
    )?;
    Ok(Some(until))
}

/// One letter about `game` to each of its players, queued as `tag.<colour>`: `news`
/// words it for a reader who is `subject` (`true`) or their opponent (`false`).
fn letters_to_both(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    tag: &str,
    news: impl Fn(bool) -> (ClockTopic, ClockLine),
    subject: Color,
    now: Timestamp,
) -> Result<(), ProcessError> {
    for reader in Color::ALL {
        let (topic, line) = news(reader == subject);
        let tag = format!("{tag}.{}", reader.name());
        queue_clock_letter(pm, tx, game, reader, (topic, line), tag, now)?;
    }
    Ok(())
}

/// Queues the clock's letter about `game` to `reader`, answering no mail, under `tag`.
fn queue_clock_letter(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    reader: Color,
    (topic, line): (ClockTopic, ClockLine),
    tag: String,
    now: Timestamp,
) -> Result<(), ProcessError> {
    let letter = letter::write::clock_game_letter(game, reader, topic, line, now);
    outbox::queue(
        pm,
        tx,
        &Answering::Nothing { tag },
        vec![letter],
        &[game],
        None,
        now,
    )
    .map(drop)
}

/// `Leave auto`: `game`'s deadline has passed at `now` and would end it against
/// `loser`. When they asked for it and leave is left in each year it touches, their
/// leave starts at the deadline for the fewest whole days that save the game
/// ([`crate::game::Clock::leave_to_save`]), checked against the event's rules by the
/// game's clock as reloaded (else undone); all their games' deadlines move with it,
/// both players of `game` are told, and the opponents of their other games as for
/// any leave. Returns the leave's end when the game was saved.
fn rescue(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    loser: Color,
    now: Timestamp,
) -> Result<Option<Timestamp>, ProcessError> {
    let allowance_days = pm.config.game.leave_days_per_year;
    let player = game.player(loser).to_owned();
    if allowance_days == 0 || !tx.auto_leave(&player)? {
        return Ok(None);
    }
    let allowance = i64::from(allowance_days) * DAY;
    let year = Day::of(game.deadline()).year;
    let (start, end) = year_span(year);
    let left = allowance - tx.leave_between(&player, start, end)?;
    let max_days = u32::try_from((left / DAY).max(0)).unwrap_or(0);
    let Some(pause) = game.clock().leave_to_save(loser, now, max_days) else {
        return Ok(None);
    };
    // Leave over New Year counts in both years.
    for year in Day::of(pause.from).year..=Day::of(pause.until - 1).year {
        let (start, end) = year_span(year);
        let asked = pause.until.min(end) - pause.from.max(start);
        if tx.leave_between(&player, start, end)? + asked > allowance {
            return Ok(None);
        }
    }
    let before = deadlines(tx, &player)?;
    let id = tx.insert_leave(&player, pause.from, pause.until, true, now)?;
    if tx.load_game(game.id)?.deadline() <= now {
        // The event's rules cap its leave: these days stop none of its clocks.
        tx.cancel_leave(id)?;
        return Ok(None);
    }
    let (games, _moved) = refresh(tx, &player, &before)?;
    // The letter below says the new deadline: it counts as this turn's reminder.
    let mut saved = tx.load_game(game.id)?;
    saved.mark_reminded(now);
    tx.save_game(&saved, &[], now)?;
    let days = u32::try_from((pause.until - pause.from) / DAY).unwrap_or(u32::MAX);
    let left_days = (left - (pause.until - pause.from)).max(0) / DAY;
    let tag = format!("leave.{id}");
    letters_to_both(
        pm,
        tx,
        &saved,
        &format!("{tag}.{}", saved.id),
        |you| {
            (
                ClockTopic::AutoLeaveStarted {
                    who: loser,
                    you,
                    until: pause.until,
                },
                ClockLine::AutoLeaveStarted {
                    who: loser,
                    you,
                    days,
                    until: pause.until,
                    left_days,
                },
            )
        },
        loser,
        now,
    )?;
    let others: Vec<Game> = games.into_iter().filter(|g| g.id != game.id).collect();
    tell_opponents(pm, tx, &player, &others, Some(pause.until), &tag, now)?;
    Ok(Some(pause.until))
}

/// `Back`: ends the leave in progress (the opponents are told), or else cancels the
/// next leave booked.
fn back(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let leaves = tx.leaves_of(sender, now)?;
    let before = deadlines(tx, sender)?;
    let (news, topic) = if let Some(current) = leaves.iter().find(|l| l.starts_at < now) {
        tx.end_leave(current.id, now)?;
        (ClockLine::LeaveEnded, ClockTopic::Back)
    } else if let Some(next) = leaves.first() {
        tx.cancel_leave(next.id)?;
        (
            ClockLine::LeaveCancelled {
                from: next.starts_at,
                until: next.ends_at,
            },
            ClockTopic::Leave,
        )
    } else {
        return Ok(vec![letter::clock::clock_letter(
            sender,
            ClockTopic::Leave,
            vec![ClockLine::NotOnLeave],
            Vec::new(),
        )]);
    };
    let (games, moved) = refresh(tx, sender, &before)?;
    if news == ClockLine::LeaveEnded {
        tell_opponents(pm, tx, sender, &games, None, &format!("back.{now}"), now)?;
    }
    let mut lines = vec![news];
    lines.extend(leave_left(pm, tx, sender, now, now + 1)?);
    Ok(vec![letter::clock::clock_letter(
        sender, topic, lines, moved,
    )])
}

/// The deadline of each active game of `player`, before a change of their leave.
fn deadlines(tx: &Tx<'_>, player: &str) -> Result<BTreeMap<GameId, Timestamp>, StoreError> {
    let mut out = BTreeMap::new();
    for id in tx.games_of(player, true)? {
        out.insert(id, tx.load_game(id)?.deadline());
    }
    Ok(out)
}

/// Reloads `player`'s active games with their leave as it now stands and saves them
/// (their stored deadlines and due moments move with it). Returns the games and the
/// deadlines that moved, as lines for `player`'s letter.
fn refresh(
    tx: &Tx<'_>,
    player: &str,
    before: &BTreeMap<GameId, Timestamp>,
) -> Result<(Vec<Game>, Vec<ClockLine>), StoreError> {
    let mut games = Vec::new();
    let mut moved = Vec::new();
    for (&id, &old) in before {
        let mut game = tx.load_game(id)?;
        if game.deadline() != old {
            game.note_clock_changed();
            if let Some(who) = game.to_act() {
                moved.push(ClockLine::DeadlineMoved {
                    game: id,
                    who,
                    you: game.color_of(player) == Some(who),
                    deadline: game.deadline(),
                    sequence: game.clock().sequence,
                });
            }
        }
        tx.save_game(&game, &[], game.last_activity())?;
        games.push(game);
    }
    Ok((games, moved))
}

/// Tells the opponent of `player` in each of `games` that their leave began (`until`)
/// or ended (`None`): one letter about each game.
fn tell_opponents(
    pm: &Postmaster,
    tx: &Tx<'_>,
    player: &str,
    games: &[Game],
    until: Option<Timestamp>,
    tag: &str,
    now: Timestamp,
) -> Result<(), ProcessError> {
    for game in games {
        let Some(who) = game.color_of(player) else {
            continue;
        };
        let (topic, news) = match until {
            Some(until) => (
                ClockTopic::OpponentOnLeave { who, until },
                ClockLine::OpponentOnLeave { who, until },
            ),
            None => (
                ClockTopic::OpponentBack { who },
                ClockLine::OpponentBack { who },
            ),
        };
        let tag = format!("{tag}.{}", game.id);
        queue_clock_letter(pm, tx, game, !who, (topic, news), tag, now)?;
    }
    Ok(())
}

/// The sweep's part: opponents are told of leave that began or ended by `now` and
/// that they have not heard of yet (leave booked in advance, leave that ran out).
/// Returns how many leaves were announced.
pub(super) fn leave_news(
    pm: &Postmaster,
    store: &mut Store,
    now: Timestamp,
) -> Result<usize, ProcessError> {
    store.transaction(|tx| {
        let (started, ended) = tx.leave_news(now)?;
        let mut told = 0;
        for news in &started {
            tx.leave_told(news.id, false)?;
            if news.ends_at <= now {
                continue; // over already: its end is news enough
            }
            let games = active_games(tx, &news.player)?;
            let tag = format!("leave.{}", news.id);
            tell_opponents(pm, tx, &news.player, &games, Some(news.ends_at), &tag, now)?;
            told += 1;
        }
        for news in &ended {
            tx.leave_told(news.id, true)?;
            let games = active_games(tx, &news.player)?;
            let tag = format!("back.{}", news.id);
            tell_opponents(pm, tx, &news.player, &games, None, &tag, now)?;
            told += 1;
        }
        Ok(told)
    })
}

fn active_games(tx: &Tx<'_>, player: &str) -> Result<Vec<Game>, StoreError> {
    tx.games_of(player, true)?
        .into_iter()
        .map(|id| tx.load_game(id))
        .collect()
}

/// What an outage's credit did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outage {
    pub from: Timestamp,
    pub until: Timestamp,
    /// Games whose deadline moved.
    pub games: u64,
}

/// The inbound task looked at its mailbox successfully at `now`: the heartbeat is
/// recorded, and when the last look is older than `game.outage_threshold_secs`, every
/// running clock gets the gap back and the players of the games whose deadline moved
/// are told, once each (all in one transaction, so a crash cannot credit twice).
pub fn mailbox_checked(
    pm: &Postmaster,
    store: &mut Store,
    now: Timestamp,
) -> Result<Option<Outage>, ProcessError> {
    store.set_reminders(pm.config.game.reminders);
    let threshold = i64::try_from(pm.config.game.outage_threshold_secs).unwrap_or(i64::MAX);
    let previous = store.mailbox_checked_at()?;
    store.transaction(|tx| {
        let outage = match previous {
            Some(from) if now - from > threshold => Some(credit(pm, tx, from, now)?),
            _ => None,
        };
        tx.mailbox_checked(now)?;
        Ok(outage)
    })
}

/// Gives every running clock the time from `from` to `until` back, in this
/// transaction, and queues one letter per player of a game whose deadline moved.
fn credit(
    pm: &Postmaster,
    tx: &Tx<'_>,
    from: Timestamp,
    until: Timestamp,
) -> Result<Outage, ProcessError> {
    let mut moved: BTreeMap<String, Vec<ClockLine>> = BTreeMap::new();
    let mut games = 0;
    let mut after = 0;
    loop {
        let page = tx.active_clocks(after, OUTAGE_PAGE)?;
        let Some(last) = page.last() else {
            break;
        };
        after = last.game;
        for mut row in page {
            if !row.clock.credit(from, until) {
                continue;
            }
            tx.save_clock(&row)?;
            games += 1;
            let (Some(who), Some(deadline)) = (row.clock.running, row.clock.deadline()) else {
                continue;
            };
            for (side, player) in [(Color::White, &row.white), (Color::Black, &row.black)] {
                moved
                    .entry(player.clone())
                    .or_default()
                    .push(ClockLine::DeadlineMoved {
                        game: row.game,
                        who,
                        you: side == who,
                        deadline,
                        sequence: row.clock.sequence,
                    });
            }
        }
    }
    tx.record_outage(from, until, games)?;
    for (index, (player, lines)) in moved.into_iter().enumerate() {
        let letter = letter::clock::clock_letter(
            &player,
            ClockTopic::Outage,
            vec![ClockLine::Outage { from, until }],
            lines,
        );
        outbox::queue(
            pm,
            tx,
            &Answering::Nothing {
                tag: format!("outage.{until}.{index}"),
            },
            vec![letter],
            &[],
            None,
            until,
        )?;
    }
    tracing::warn!(
        from,
        until,
        games,
        "outage: the running clocks got the time back"
    );
    Ok(Outage { from, until, games })
}
