//! Ladders in the daemon (issue 32, item 5; rules in docs/rules.md, "Ladders"): joining
//! and leaving by mail, a challenge and its answer, the game an accepted challenge
//! starts (the challenger has White, under the ladder's rules), its result applied to
//! the places, the sweep of challenges left unanswered, the standings, and the admin's
//! `pawnpost tournament ladder`. The rules are pure (`community::ladder`); this module
//! reads and stores what they decide and queues the letters.
//!
//! Who may cause what: every command here needs proof of the sender (the lobby hands
//! over no other), and only players on a ladder can be challenged: they joined it by a
//! proven mail. A player has at most one challenge open, a defender at most one
//! against them, and a player makes at most [`CHALLENGES_PER_DAY`] on a ladder a day;
//! a ladder holds at most [`MAX_PLAYERS`]. Letters carry the ladder's name (checked
//! when the admin made it), public names, places and dates — never a mail's words.

use crate::command::Start;
use crate::command::ladder::{Defender, LadderCommand};
use crate::community::TournamentName;
use crate::community::ladder::{Challenge, Ending, LadderRules, Refusal};
use crate::game::{DAY, EventRules, Game, GameResult, TimeControl, Timestamp};
use crate::letter::community::{self as words, CommunityLine as L, CommunityTopic};
use crate::letter::ladder::{ChallengeRefusal, LadderLine as LL};
use crate::letter::{self, Letter, Line};
use crate::store::{
    LadderChallenge, LadderChallengeState, LadderEvent, NewLadder, Origin, Store, StoreError, Tx,
};

use super::names::label_of;
use super::outbox;
use super::{Postmaster, ProcessError};

/// The most players a ladder holds: its standings letter and page list them all.
pub const MAX_PLAYERS: u32 = 200;

/// The most challenges a player makes on one ladder in a day (each needs the last to
/// be over: a loss, a draw, a refusal or silence).
pub const CHALLENGES_PER_DAY: u32 = 3;

/// The most unanswered challenges one sweep's transaction settles; the sweep goes on
/// in further transactions until none is due.
const SWEEP_BATCH: u32 = 50;

/// How many ended challenges the public page lists.
pub const RECENT_CHANGES: u32 = 10;

/// The letters of a ladder: a community letter about ladder `name`, `lines` as its
/// news, then `paragraphs`.
mod ladder_words {
    use super::LL;
    use crate::letter::community::{CommunityLine, CommunityTopic};
    use crate::letter::{Block, Letter, Line, LobbyTopic};

    pub(super) fn note(to: &str, name: &str, lines: Vec<LL>, paragraphs: Vec<Vec<LL>>) -> Letter {
        let line = |l: LL| Line::Community(CommunityLine::Ladder(l));
        let mut body = vec![Block::News(lines.into_iter().map(line).collect())];
        body.extend(
            paragraphs
                .into_iter()
                .filter(|p| !p.is_empty())
                .map(|p| Block::Paragraph(p.into_iter().map(line).collect())),
        );
        Letter::lobby(
            to,
            LobbyTopic::Community(CommunityTopic::Ladder(name.to_owned())),
            body,
        )
    }

    /// A ladder's standings: its places from the top, who challenges whom, its rules.
    pub(super) fn standings(to: &str, name: &str, places: Vec<LL>, rules: LL) -> Letter {
        let heading = LL::StandingsHeading {
            name: name.to_owned(),
            players: places.len() as u32,
        };
        let places = if places.is_empty() {
            vec![LL::Empty]
        } else {
            places
        };
        note(to, name, vec![heading], vec![places, vec![rules]])
    }
}

/// A player's games lost on time and games finished in the last
/// [`crate::community::history::RELIABILITY_DAYS`] days (two indexed counts), as a
/// tournament weighs them.
fn reliability(tx: &Tx<'_>, address: &str, now: Timestamp) -> Result<(u32, u32), StoreError> {
    let since = now - crate::community::history::RELIABILITY_DAYS * DAY;
    let lost = u32::try_from(tx.lost_on_time_since(address, since)?.len()).unwrap_or(u32::MAX);
    Ok((lost, tx.finished_since(address, since)?))
}

fn rules_line(l: &LadderEvent) -> LL {
    LL::Rules {
        reach: l.rules.reach,
        days: l.challenge_days,
        rematch_days: l.rules.rematch_days,
    }
}

/// `Join NAME` for a ladder: a place at the bottom.
pub(super) fn join(
    tx: &Tx<'_>,
    sender: &str,
    l: &LadderEvent,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let before = tx.ladder_order(l.id)?;
    if let Some(place) = before.place(&sender.to_owned()) {
        return Ok(ladder_words::note(
            sender,
            &l.name,
            vec![LL::AlreadyOn {
                name: l.name.clone(),
                place,
            }],
            Vec::new(),
        ));
    }
    if before.places.len() as u32 >= MAX_PLAYERS {
        return Ok(ladder_words::note(
            sender,
            &l.name,
            vec![LL::Full {
                name: l.name.clone(),
                max: MAX_PLAYERS,
            }],
            Vec::new(),
        ));
    }
    // The ladder's limit on losses on time holds as a tournament's.
    if let Some(max) = l.event_rules.max_timeouts {
        let (lost_on_time, finished) = reliability(tx, sender, now)?;
        let share = crate::community::history::timeout_percent(lost_on_time, finished);
        if !l.event_rules.admits(share) {
            return Ok(words::note(
                sender,
                CommunityTopic::Ladder(l.name.clone()),
                vec![L::TooManyTimeoutsToJoin {
                    name: l.name.clone(),
                    max,
                    days: crate::community::history::RELIABILITY_DAYS,
                    lost_on_time,
                    finished,
                }],
            ));
        }
    }
    let mut after = before.clone();
    let place = after.enter(sender.to_owned());
    tx.set_ladder_order(l.id, &before, &after, now)?;
    // A player on a ladder is shown by a label: make theirs now.
    tx.profile(sender, now)?;
    let mut letter = ladder_words::note(
        sender,
        &l.name,
        vec![LL::Joined {
            name: l.name.clone(),
            place,
            reach: l.rules.reach,
        }],
        vec![vec![rules_line(l)]],
    );
    if !l.event_rules.is_default() {
        letter
            .body
            .push(letter::Block::Paragraph(vec![Line::EventRules(
                l.event_rules,
            )]));
    }
    Ok(letter)
}

/// `Withdraw from NAME` for a ladder: off it, those below move up one; the open
/// challenge is cancelled (a game already begun goes on, for no place).
pub(super) fn withdraw(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    l: &LadderEvent,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let before = tx.ladder_order(l.id)?;
    if before.place(&sender.to_owned()).is_none() {
        return Ok(ladder_words::note(
            sender,
            &l.name,
            vec![LL::NotOn(l.name.clone())],
            Vec::new(),
        ));
    }
    let mut cancelled = None;
    let mut others = Vec::new();
    for c in tx.live_ladder_challenges(l.id)? {
        let other = if c.challenger == sender {
            &c.defender
        } else if c.defender == sender {
            &c.challenger
        } else {
            continue;
        };
        let (cp, dp) = (
            before.place(&c.challenger).unwrap_or(0),
            before.place(&c.defender).unwrap_or(0),
        );
        tx.end_ladder_challenge(c.id, None, (cp, dp), now)?;
        cancelled = Some(label_of(tx, other, now)?);
        others.push(ladder_words::note(
            other,
            &l.name,
            vec![LL::Cancelled {
                name: l.name.clone(),
                other: label_of(tx, sender, now)?,
            }],
            Vec::new(),
        ));
    }
    let mut after = before.clone();
    after.withdraw(&sender.to_owned());
    tx.set_ladder_order(l.id, &before, &after, now)?;
    outbox::queue_news(
        pm,
        tx,
        format!("ladder-left.{}.{now}", l.id),
        others,
        &[],
        now,
    )?;
    Ok(ladder_words::note(
        sender,
        &l.name,
        vec![LL::YouLeft {
            name: l.name.clone(),
            cancelled,
        }],
        Vec::new(),
    ))
}

/// The challenges the rules weigh for `challenger` against `defender`: those open on
/// the ladder, and the pair's ended ones recent enough to bar a rematch.
fn weighed(
    tx: &Tx<'_>,
    l: &LadderEvent,
    challenger: &str,
    defender: &str,
    now: Timestamp,
) -> Result<(Vec<LadderChallenge>, Vec<Challenge<String>>), StoreError> {
    let live = tx.live_ladder_challenges(l.id)?;
    let since = now - i64::from(l.rules.rematch_days) * DAY;
    let mut rules: Vec<Challenge<String>> = live.iter().filter_map(LadderChallenge::rule).collect();
    rules.extend(
        tx.ladder_pair_history(l.id, challenger, defender, since)?
            .iter()
            .filter_map(LadderChallenge::rule),
    );
    Ok((live, rules))
}

/// A ladder command of a proven sender; the letters to the sender.
pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    command: &LadderCommand,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    match command {
        LadderCommand::Challenge { defender, ladder } => {
            challenge(pm, tx, sender, defender, ladder, now).map(|l| vec![l])
        }
        LadderCommand::Accept(name) => answer(pm, tx, sender, name.as_deref(), true, now),
        LadderCommand::Decline(name) => answer(pm, tx, sender, name.as_deref(), false, now),
    }
}

/// The refusal of a ladder (or tournament) named `name` that does not exist.
fn no_such(sender: &str, name: &str) -> Letter {
    let quoted = TournamentName::parse(name).is_ok().then(|| name.to_owned());
    words::note(
        sender,
        CommunityTopic::Tournament(quoted.clone().unwrap_or_default()),
        vec![L::NoSuchTournament(quoted)],
    )
}

/// `Challenge Bob_K in Club`.
fn challenge(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    target: &Defender,
    name: &str,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let Some(l) = tx.ladder_named(name)? else {
        return Ok(no_such(sender, name));
    };
    let refused = |why| {
        Ok(ladder_words::note(
            sender,
            &l.name,
            vec![LL::ChallengeRefused {
                name: l.name.clone(),
                why,
            }],
            Vec::new(),
        ))
    };
    let order = tx.ladder_order(l.id)?;
    let me = sender.to_owned();
    let Some(my_place) = order.place(&me) else {
        return refused(ChallengeRefusal::YouAreNotOn);
    };
    let defender = match target {
        Defender::Place(place) => match order.places.get((*place as usize).wrapping_sub(1)) {
            Some(address) if *place >= 1 => address.clone(),
            _ => return refused(ChallengeRefusal::NoSuchPlace(*place)),
        },
        Defender::Name(text) => {
            let found = match tx.find_profile(text)? {
                Some(p) if order.place(&p.address).is_some() => Some(p.address),
                _ => None,
            };
            match found {
                Some(address) => address,
                None => {
                    // Quoted back only when it could be a name (length, characters).
                    let quoted = crate::community::PlayerName::parse(text)
                        .is_ok()
                        .then(|| text.clone());
                    return refused(ChallengeRefusal::NoSuchPlayer(quoted));
                }
            }
        }
    };
    let (_, weighed) = weighed(tx, &l, sender, &defender, now)?;
    if let Err(why) = order.may_challenge(&me, &defender, &weighed, l.rules, now) {
        let why = match why {
            Refusal::NotOnLadder => ChallengeRefusal::YouAreNotOn,
            Refusal::DefenderNotOnLadder => ChallengeRefusal::NoSuchPlayer(None),
            Refusal::Yourself => ChallengeRefusal::Yourself,
            Refusal::NotAbove => ChallengeRefusal::NotAbove,
            Refusal::TooFar { places, reach } => ChallengeRefusal::TooFar { places, reach },
            Refusal::ChallengerBusy => ChallengeRefusal::YouAreBusy,
            Refusal::DefenderBusy => ChallengeRefusal::DefenderBusy(label_of(tx, &defender, now)?),
            Refusal::TooSoon { from } => ChallengeRefusal::TooSoon { from },
        };
        return refused(why);
    }
    if tx.ladder_challenges_made_since(l.id, sender, now - DAY)? >= CHALLENGES_PER_DAY {
        return refused(ChallengeRefusal::TooManyToday {
            max: CHALLENGES_PER_DAY,
        });
    }
    let max = u64::from(pm.config.limits.active_games_per_player);
    if tx.games_of(sender, true)?.len() as u64 >= max {
        return refused(ChallengeRefusal::TooManyGames { max });
    }
    let by = now + i64::from(l.challenge_days) * DAY;
    let id = tx.insert_ladder_challenge(l.id, sender, &defender, by, now)?;
    let their_place = order.place(&defender).unwrap_or(0);
    let told = ladder_words::note(
        &defender,
        &l.name,
        vec![LL::Challenged {
            name: l.name.clone(),
            challenger: label_of(tx, sender, now)?,
            challenger_place: my_place,
            place: their_place,
            by,
        }],
        vec![vec![rules_line(&l)]],
    );
    outbox::queue_news(
        pm,
        tx,
        format!("ladder-challenge.{id}"),
        vec![told],
        &[],
        now,
    )?;
    Ok(ladder_words::note(
        sender,
        &l.name,
        vec![LL::ChallengeSent {
            name: l.name.clone(),
            defender: label_of(tx, &defender, now)?,
            place: their_place,
            by,
        }],
        Vec::new(),
    ))
}

/// `Accept ladder challenge [NAME]` / `Decline ladder challenge [NAME]`: the one open
/// challenge against the sender (on the ladder named).
fn answer(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    name: Option<&str>,
    accept: bool,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let ladders = match name {
        Some(name) => match tx.ladder_named(name)? {
            Some(l) => vec![l],
            None => return Ok(vec![no_such(sender, name)]),
        },
        // The ladders the sender is on: a player joins a handful.
        None => tx.ladders_of(sender)?,
    };
    let mut open = Vec::new();
    for l in ladders {
        for c in tx.live_ladder_challenges(l.id)? {
            if c.defender == sender && c.state == LadderChallengeState::Open {
                open.push((l.clone(), c));
            }
        }
    }
    let nothing = |line| {
        Ok(vec![words::note(
            sender,
            CommunityTopic::Ladder(name.unwrap_or_default().to_owned()),
            vec![L::Ladder(line)],
        )])
    };
    let (l, c) = match open.len() {
        0 => return nothing(LL::NothingToAnswer),
        1 => open.remove(0),
        _ => return nothing(LL::WhichLadder),
    };
    if !accept {
        // The mail is answered with the sender's letter alone: the others' letters are
        // no reply to it (its Message-ID stays out of their threads).
        let (both, mut others) = conclude(pm, tx, &l, &c, Some(Ending::Declined), now)?;
        let (mine, theirs): (Vec<Letter>, Vec<Letter>) =
            both.into_iter().partition(|letter| letter.to == sender);
        others.extend(theirs);
        outbox::queue_news(
            pm,
            tx,
            format!("ladder-declined.{}", c.id),
            others,
            &[],
            now,
        )?;
        return Ok(mine);
    }
    // Limits at both ends, as for a challenge by address: neither player may pass the
    // number of active games (the challenger was checked when challenging, but may
    // have begun games since).
    let max = u64::from(pm.config.limits.active_games_per_player);
    let active = tx.games_of(sender, true)?.len() as u64;
    if active >= max {
        return Ok(vec![letter::refused(
            sender,
            Line::TooManyGames { active, max },
        )]);
    }
    if tx.games_of(&c.challenger, true)?.len() as u64 >= max {
        return Ok(vec![letter::refused(
            sender,
            Line::ChallengerBusy {
                challenger: label_of(tx, &c.challenger, now)?,
                max,
            },
        )]);
    }
    let game = start_game(pm, tx, &l, &c, now)?;
    Ok(vec![ladder_words::note(
        sender,
        &l.name,
        vec![LL::Accepted {
            name: l.name.clone(),
            challenger: label_of(tx, &c.challenger, now)?,
            game,
        }],
        Vec::new(),
    )])
}

/// The ladders on which a challenge waits for `sender`'s answer.
fn waiting_ladders(tx: &Tx<'_>, sender: &str) -> Result<Vec<LadderEvent>, StoreError> {
    let mut waiting = Vec::new();
    for l in tx.ladders_of(sender)? {
        if tx
            .live_ladder_challenges(l.id)?
            .iter()
            .any(|c| c.defender == sender && c.state == LadderChallengeState::Open)
        {
            waiting.push(l);
        }
    }
    Ok(waiting)
}

/// The letter that asks `sender` to name the ladder challenge they answer.
fn say_which(sender: &str, waiting: &[LadderEvent], accept: bool) -> Letter {
    let name = waiting.first().map(|l| l.name.clone()).unwrap_or_default();
    words::note(
        sender,
        CommunityTopic::Ladder(name.clone()),
        vec![L::Ladder(LL::SayWhich { name, accept })],
    )
}

/// A bare `Accept` from a player with no challenge by address open while a ladder's
/// challenge waits for them (the lobby decides that, `lobby::bare_answer`): the answer
/// to it, or which ladder is meant when several wait. A bare `Decline` is never taken
/// for the ladder's: it gives a place away at once, and "Declined" written to some
/// other letter must not do that.
pub(super) fn accept_bare(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    answer(pm, tx, sender, None, true, now)
}

/// A bare `Accept` while one challenge by address and a ladder's challenge both wait
/// for `sender` (or a bare `Decline` while a ladder's waits): which is meant is asked,
/// never guessed (a ladder letter's reply names no challenge, and a stranger's
/// challenge by address must not take the ladder's answer). `None`: no ladder
/// challenge waits.
pub(super) fn ask_which(
    tx: &Tx<'_>,
    sender: &str,
    accept: bool,
) -> Result<Option<Letter>, StoreError> {
    let waiting = waiting_ladders(tx, sender)?;
    Ok((!waiting.is_empty()).then(|| say_which(sender, &waiting, accept)))
}

/// The game of an accepted challenge: the challenger has White (so that, as on
/// EmailChessPoint's ladders, the challenge may be followed by the first move), under
/// the ladder's time control, start and rules.
fn start_game(
    pm: &Postmaster,
    tx: &Tx<'_>,
    l: &LadderEvent,
    c: &LadderChallenge,
    now: Timestamp,
) -> Result<crate::game::GameId, ProcessError> {
    let start = l
        .start
        .drawn(|| super::draw_960(pm, c.id, "ladder-chess960"));
    let (white, black) = (c.challenger.as_str(), c.defender.as_str());
    let mut game = Game::begin(white, black, &start, l.forfeit_timeout_secs, now)
        .with_rules(l.event_rules)
        .with_time_control(l.time_control.or(pm.config.game.time_control));
    let id = tx.insert_game(&mut game, now)?;
    tx.record_community_game(id, Origin::Ladder, l.rated)?;
    tx.ladder_challenge_playing(c.id, id)?;
    let mut letters = letter::game_started(&game, now);
    letter::say_event_terms(&mut letters, &start, &l.event_rules, None);
    let line = L::Ladder(LL::GameOf {
        name: l.name.clone(),
        challenger: label_of(tx, white, now)?,
        defender: label_of(tx, black, now)?,
    });
    for to in [white, black] {
        words::game_begins_with(&mut letters, id, to, line.clone());
    }
    outbox::queue_news(
        pm,
        tx,
        format!("ladder.{}.{id}", l.id),
        letters,
        &[&game],
        now,
    )?;
    Ok(id)
}

/// Ends challenge `c` as `ending` says (`None`: cancelled; the pure rule moves the
/// places), and words it: the letters to the challenger and the defender (the first
/// list), and to every player moved down between them (the second).
fn conclude(
    _pm: &Postmaster,
    tx: &Tx<'_>,
    l: &LadderEvent,
    c: &LadderChallenge,
    ending: Option<Ending>,
    now: Timestamp,
) -> Result<(Vec<Letter>, Vec<Letter>), ProcessError> {
    let before = tx.ladder_order(l.id)?;
    let mut after = before.clone();
    if let Some(ending) = ending {
        after.after(&c.challenger, &c.defender, ending);
    }
    tx.set_ladder_order(l.id, &before, &after, now)?;
    let place = |who: &String| after.place(who).unwrap_or(0);
    tx.end_ladder_challenge(
        c.id,
        ending,
        (place(&c.challenger), place(&c.defender)),
        now,
    )?;
    let Some(ending) = ending else {
        return Ok((Vec::new(), Vec::new()));
    };
    let (challenger, defender) = (
        label_of(tx, &c.challenger, now)?,
        label_of(tx, &c.defender, now)?,
    );
    let ended = |to: &str, challenging: bool, opponent: &str, place: u32| {
        ladder_words::note(
            to,
            &l.name,
            vec![LL::Ended {
                name: l.name.clone(),
                ending,
                challenger: challenging,
                opponent: opponent.to_owned(),
                place,
            }],
            Vec::new(),
        )
    };
    let mut mine = Vec::new();
    if before.place(&c.challenger).is_some() {
        mine.push(ended(&c.challenger, true, &defender, place(&c.challenger)));
    }
    if before.place(&c.defender).is_some() {
        mine.push(ended(&c.defender, false, &challenger, place(&c.defender)));
    }
    let mut moved = Vec::new();
    for who in &before.places {
        if *who == c.challenger || *who == c.defender {
            continue;
        }
        if let (Some(was), Some(is)) = (before.place(who), after.place(who))
            && is > was
        {
            moved.push(ladder_words::note(
                who,
                &l.name,
                vec![LL::MovedDown {
                    name: l.name.clone(),
                    by: challenger.clone(),
                    place: is,
                }],
                Vec::new(),
            ));
        }
    }
    Ok((mine, moved))
}

/// A ladder's game ended (`community::game_over`, once per game): its result applied
/// to the places. Returns the letters (to both players and to those moved down).
pub(super) fn game_over(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let Some(c) = tx.ladder_challenge_of_game(game.id)? else {
        return Ok(Vec::new());
    };
    // Cancelled meanwhile (a player left the ladder): the game counted for no place.
    if c.state != LadderChallengeState::Playing {
        return Ok(Vec::new());
    }
    let Some(l) = tx.ladder(c.ladder)? else {
        return Ok(Vec::new());
    };
    let ending = match game.outcome().map(|o| o.result) {
        None => return Ok(Vec::new()),
        Some(GameResult::Cancelled) => None,
        Some(result) => Some(match (result.winner(), game.color_of(&c.challenger)) {
            (None, _) => Ending::Draw,
            (Some(winner), Some(mine)) if winner == mine => Ending::ChallengerWon,
            (Some(_), _) => Ending::DefenderWon,
        }),
    };
    let (mut mine, moved) = conclude(pm, tx, &l, &c, ending, now)?;
    mine.extend(moved);
    Ok(mine)
}

/// Settles the challenges nobody answered in time (read through the index of the open
/// ones by due moment, in batches: nothing else is read): each counts as declined, the
/// challenger takes the place, and everyone concerned is told. Returns how many.
pub fn sweep(pm: &Postmaster, store: &mut Store, now: Timestamp) -> Result<usize, ProcessError> {
    let mut settled = 0;
    loop {
        let done = store.transaction(|tx| {
            let due = tx.due_ladder_challenges(now, SWEEP_BATCH)?;
            for c in &due {
                let Some(l) = tx.ladder(c.ladder)? else {
                    continue;
                };
                // The defender's leave does not count against their time to answer:
                // nobody loses a place while away, nor can a challenge be timed to it.
                let answer_by = answer_by_after_leave(c, &tx.leaves_of(&c.defender, c.created_at)?);
                if answer_by > now {
                    tx.set_ladder_answer_by(c.id, answer_by)?;
                    continue;
                }
                let (mut letters, moved) = conclude(pm, tx, &l, c, Some(Ending::Unanswered), now)?;
                letters.extend(moved);
                outbox::queue_news(
                    pm,
                    tx,
                    format!("ladder-unanswered.{}", c.id),
                    letters,
                    &[],
                    now,
                )?;
            }
            Ok::<_, ProcessError>(due.len())
        })?;
        settled += done;
        if done < SWEEP_BATCH as usize {
            return Ok(settled);
        }
    }
}

/// When `c` must be answered, its defender's leave (`leaves`, by start) added: each
/// leave that overlaps the time to answer, as it grows, pushes its end by the overlap.
fn answer_by_after_leave(c: &LadderChallenge, leaves: &[crate::store::Leave]) -> Timestamp {
    let mut answer_by = c.answer_by;
    for leave in leaves {
        let from = leave.starts_at.max(c.created_at);
        if from < answer_by && leave.ends_at > from {
            answer_by += leave.ends_at - from;
        }
    }
    answer_by
}

/// The ladder `Standings [NAME]` asks about: the one named, else the one whose game
/// the mail is about; `None`: no ladder (a tournament's, perhaps).
pub(super) fn asked(
    tx: &Tx<'_>,
    name: Option<&str>,
    game: Option<&Game>,
) -> Result<Option<LadderEvent>, StoreError> {
    match (name, game) {
        (Some(name), _) => tx.ladder_named(name),
        (None, Some(game)) => match tx.ladder_challenge_of_game(game.id)? {
            Some(c) => tx.ladder(c.ladder),
            None => Ok(None),
        },
        (None, None) => Ok(None),
    }
}

/// The standings of a ladder, as `Standings NAME` answers them.
pub(super) fn standings(
    tx: &Tx<'_>,
    sender: &str,
    l: &LadderEvent,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let order = tx.ladder_order(l.id)?;
    let live = tx.live_ladder_challenges(l.id)?;
    let mut places = Vec::with_capacity(order.places.len());
    for (index, address) in order.places.iter().enumerate() {
        let challenge = match live.iter().find(|c| c.challenger == *address) {
            Some(c) => Some((
                label_of(tx, &c.defender, now)?,
                c.state == LadderChallengeState::Playing,
            )),
            None => None,
        };
        places.push(LL::Place {
            place: index as u32 + 1,
            label: label_of(tx, address, now)?,
            challenge,
        });
    }
    Ok(ladder_words::standings(
        sender,
        &l.name,
        places,
        rules_line(l),
    ))
}

// ---- the admin's ladder ------------------------------------------------------------

/// How a ladder is played, as the admin set it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderTerms {
    /// Places up a player may challenge, and days before the same defender again.
    pub rules: LadderRules,
    /// Days a defender has to answer.
    pub challenge_days: u32,
    /// Its games' forfeit timeout; `None`: `game.forfeit_timeout_days`.
    pub timeout_days: Option<u32>,
    /// Its games' time control; `None`: `game.time_control` when a game starts.
    pub time_control: Option<TimeControl>,
    pub start: Start,
    pub event_rules: EventRules,
}

impl Default for LadderTerms {
    fn default() -> Self {
        LadderTerms {
            rules: LadderRules::default(),
            challenge_days: 14,
            timeout_days: None,
            time_control: None,
            start: Start::Standard,
            event_rules: EventRules::default(),
        }
    }
}

/// Why the admin's ladder was not made.
#[derive(Debug, thiserror::Error)]
pub enum LadderError {
    #[error("`{name}` cannot name a ladder: {why}")]
    BadName { name: String, why: String },
    #[error("there is a tournament or a ladder called {0} already")]
    Exists(String),
    #[error("the ladder's rules: {0}")]
    Rules(crate::game::EventRulesError),
    #[error(
        "a forfeit timeout of {0} days is out of range: 1 to {max} days, as for a challenge",
        max = crate::game::MAX_TIMEOUT_DAYS
    )]
    Timeout(u32),
    #[error("`{0}` is no time control pawnpost can use: write `3 days per move` or `Fischer 10+1`")]
    TimeControl(String),
    #[error(
        "a ladder's reach is 1 to {max_reach} places, and its days to answer (1 or more) and before a rematch at most {max_days}"
    )]
    Terms { max_reach: u32, max_days: u32 },
    #[error(transparent)]
    Process(#[from] ProcessError),
}

impl From<StoreError> for LadderError {
    fn from(e: StoreError) -> LadderError {
        LadderError::Process(ProcessError::Store(e))
    }
}

/// The most days a defender may be given, and a rematch delayed.
const MAX_DAYS: u32 = 365;

/// `pawnpost tournament ladder NAME`: a ladder players join by mail (`Join NAME`).
pub fn create_ladder(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    terms: LadderTerms,
    now: Timestamp,
) -> Result<(), LadderError> {
    let name = TournamentName::parse(name).map_err(|why| LadderError::BadName {
        name: name.to_owned(),
        why: crate::letter::catalogue::community::line(
            crate::notation::Language::English,
            &L::NameRefused { name: None, why },
        ),
    })?;
    let timeout = terms
        .timeout_days
        .unwrap_or(pm.config.game.forfeit_timeout_days);
    if !(1..=crate::game::MAX_TIMEOUT_DAYS).contains(&timeout) {
        return Err(LadderError::Timeout(timeout));
    }
    if let Some(control) = terms.time_control.filter(|c| !c.is_valid()) {
        return Err(LadderError::TimeControl(control.to_string()));
    }
    if !(1..=MAX_PLAYERS).contains(&terms.rules.reach)
        || !(1..=MAX_DAYS).contains(&terms.challenge_days)
        || terms.rules.rematch_days > MAX_DAYS
    {
        return Err(LadderError::Terms {
            max_reach: MAX_PLAYERS,
            max_days: MAX_DAYS,
        });
    }
    let event_rules = terms.event_rules.checked().map_err(LadderError::Rules)?;
    store.transaction(|tx| {
        if tx.event_name_taken(name.as_str())? {
            return Err(LadderError::Exists(name.to_string()));
        }
        tx.insert_ladder(
            &NewLadder {
                name: name.as_str(),
                rules: terms.rules,
                challenge_days: terms.challenge_days,
                rated: true,
                forfeit_timeout_secs: i64::from(timeout) * DAY,
                time_control: terms.time_control,
                start: &terms.start,
                event_rules: &event_rules,
            },
            now,
        )?;
        Ok(())
    })
}

/// `pawnpost tournament withdraw NAME PLAYER` on a ladder: the player leaves it as by
/// mail (those below move up one, an open challenge is cancelled, both told). `None`:
/// no ladder has that name; `Some(false)`: the player holds no place on it.
pub fn ladder_withdraw(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    player: &str,
    now: Timestamp,
) -> Result<Option<bool>, ProcessError> {
    let address = crate::address::EmailAddress::parse(player.trim())
        .map(|a| a.into_string())
        .unwrap_or_else(|_| player.trim().to_owned());
    store.transaction(|tx| {
        let Some(l) = tx.ladder_named(name)? else {
            return Ok(None);
        };
        if tx.ladder_order(l.id)?.place(&address).is_none() {
            return Ok(Some(false));
        }
        let letter = withdraw(pm, tx, &address, &l, now)?;
        outbox::queue_news(
            pm,
            tx,
            format!("ladder-withdrawn.{}.{now}", l.id),
            vec![letter],
            &[],
            now,
        )?;
        Ok(Some(true))
    })
}

/// What `pawnpost tournament show NAME` prints of a ladder: its rules, its places with
/// the open challenges, its last changes. `None`: no ladder has that name.
pub fn ladder_show(
    store: &mut Store,
    name: &str,
    now: Timestamp,
) -> Result<Option<String>, StoreError> {
    use std::fmt::Write as _;
    store.read(|tx| {
        let Some(l) = tx.ladder_named(name)? else {
            return Ok(None);
        };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} (ladder): challenge up to {} places up, answered within {} days, rematch after {} days",
            l.name, l.rules.reach, l.challenge_days, l.rules.rematch_days
        );
        let mut games = vec![format!("timeout {} days", l.forfeit_timeout_secs / DAY)];
        if let Some(control) = l.time_control {
            games.push(control.to_string());
        }
        if l.start != Start::Standard {
            games.push(format!("start {}", l.start.key()));
        }
        if !l.event_rules.is_default() {
            games.push(format!("rules {}", l.event_rules.key()));
        }
        let _ = writeln!(out, "games: {}", games.join("; "));
        let order = tx.ladder_order(l.id)?;
        let live = tx.live_ladder_challenges(l.id)?;
        for (index, address) in order.places.iter().enumerate() {
            let _ = write!(out, "{:>4}. {} <{}>", index + 1, label_of(tx, address, now)?, address);
            if let Some(c) = live.iter().find(|c| c.challenger == *address) {
                let _ = write!(
                    out,
                    "  challenges {} ({}, answer by {})",
                    label_of(tx, &c.defender, now)?,
                    if c.state == LadderChallengeState::Playing {
                        format!("game {}", c.game.unwrap_or(0))
                    } else {
                        "waiting".to_owned()
                    },
                    crate::time::format_utc(c.answer_by)
                );
            }
            out.push('\n');
        }
        for c in tx.ended_ladder_challenges(l.id, RECENT_CHANGES)? {
            let _ = writeln!(
                out,
                "{}  {} v {}: {}",
                crate::time::format_utc(c.ended_at),
                label_of(tx, &c.challenger, now)?,
                label_of(tx, &c.defender, now)?,
                crate::store::ending_key(match c.state {
                    LadderChallengeState::Ended(e) => e,
                    _ => None,
                })
            );
        }
        Ok(Some(out))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Leave;

    fn challenge(created_at: Timestamp, answer_by: Timestamp) -> LadderChallenge {
        LadderChallenge {
            id: 1,
            ladder: 1,
            challenger: "a@x.org".into(),
            defender: "b@x.org".into(),
            created_at,
            answer_by,
            state: LadderChallengeState::Open,
            ended_at: 0,
            challenger_place: 0,
            defender_place: 0,
            game: None,
        }
    }

    fn leave(starts_at: Timestamp, ends_at: Timestamp) -> Leave {
        Leave {
            id: 1,
            starts_at,
            ends_at,
        }
    }

    /// The defender's leave within the time to answer adds its length; leave before
    /// the challenge adds only what is left of it, leave after the deadline nothing.
    #[test]
    fn leave_within_the_time_to_answer_pushes_it_back() {
        let c = challenge(10 * DAY, 24 * DAY);
        assert_eq!(answer_by_after_leave(&c, &[]), 24 * DAY);
        assert_eq!(
            answer_by_after_leave(&c, &[leave(12 * DAY, 15 * DAY)]),
            27 * DAY
        );
        // Begun before the challenge: only the days after it count.
        assert_eq!(
            answer_by_after_leave(&c, &[leave(5 * DAY, 13 * DAY)]),
            27 * DAY
        );
        // Running past the deadline: what is left to answer starts at its end.
        assert_eq!(
            answer_by_after_leave(&c, &[leave(20 * DAY, 30 * DAY)]),
            34 * DAY
        );
        // After the deadline: nothing. A second leave inside the pushed time counts.
        assert_eq!(
            answer_by_after_leave(&c, &[leave(25 * DAY, 26 * DAY)]),
            24 * DAY
        );
        assert_eq!(
            answer_by_after_leave(&c, &[leave(12 * DAY, 15 * DAY), leave(25 * DAY, 26 * DAY)]),
            28 * DAY
        );
    }
}
