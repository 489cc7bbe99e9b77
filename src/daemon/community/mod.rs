//! The community in the daemon: one function per community command (names, ratings,
//! the top list, player histories, seeks, tournaments), what happens when a game ends
//! (its rating, its tournament's standings), the seeks the sweep expires, the admin's
//! tournament commands. What others see of a player (`super::names`) is not here: the
//! outbox needs it too.
//!
//! The lobby (and a game's mail) hands over only commands whose sender is proven, or
//! that change nothing; every state change here therefore has its proof.

mod half_byes;
pub mod stages;
use std::collections::HashMap;

use crate::address::EmailAddress;
use crate::command::Start;
use crate::command::community::{CommunityCommand, RatingRange};
use crate::community::rating::{self, Rating, Unrated, idle_since};
use crate::community::seek::{SEEKS_PER_PAGE, SeekTerms, SeeksPage};
use crate::community::standings::{Crosstable, Entrant, TableGame};
use crate::community::{NameProblem, PlayerName, Pool, RatingChange, TournamentName, history};
use crate::game::{
    DAY, EndingNote, Event, EventRules, Game, GameId, GameResult, TimeControl, Timestamp,
};
use crate::letter::community::{self as words, CommunityTopic, HistoryResult};
use crate::letter::ladder::LadderLine;
use crate::letter::{self, CommunityLine as L, Letter, Line};
use crate::store::{
    GameRating, Origin, SeekWanted, Store, StoreError, Tournament, TournamentSystem, Tx,
};

use super::names::label_of;
use super::outbox::{self, Answering};
use super::{Postmaster, ProcessError};

/// How many players `Top` lists unless asked, and at most.
const TOP_DEFAULT: u32 = 20;
const TOP_MAX: u32 = 100;
/// A player's history: the games timed, and the results listed.
const TIMED_GAMES: u32 = 20;
const LAST_RESULTS: u32 = 10;

fn provisional(pm: &Postmaster, games: u32) -> bool {
    games < pm.config.community.provisional_games
}

/// Keeps a player's rating as they enter `t`, in the pool its games are rated in (a
/// Chess960 event seeds by Chess960 ratings).
fn set_entry_rating(
    tx: &Tx<'_>,
    t: &Tournament,
    seat: u32,
    profile: &crate::store::Profile,
) -> Result<(), StoreError> {
    let rated = tx.pool_rating(profile, Pool::of_start(&t.start))?;
    tx.set_entry_rating(t.id, seat, rated.rating.shown())
}

/// At most this many different questions about the community (`Rating`, `Top`,
/// `Player`, `Seeks`, `Standings`) are answered per mail; each costs reads that grow
/// with the community, and the same question asked again (in other capitals, say) is
/// answered once.
pub(crate) const QUESTIONS_PER_MAIL: usize = 3;

/// The answers to one mail's questions about the community. [`Answers::prepare`] works
/// them out before the mail's write transaction, from a read snapshot that holds no
/// lock (`intake::prepare`), so that a flood of expensive questions never keeps a
/// move waiting for the write lock; in the transaction [`handle`] takes them from
/// here. A question not prepared (a snapshot that could not answer it) is worked out
/// there, within the same bound.
#[derive(Default)]
pub(crate) struct Answers {
    asked: std::cell::RefCell<Vec<(CommunityCommand, Asked)>>,
    /// Told once that questions past the bound were not answered.
    bound_told: std::cell::Cell<bool>,
    /// Nothing would reach the sender (a mail without proof whose mailbox's letters
    /// without proof are spent, or held by the hourly brake): nothing is worked out.
    unanswerable: bool,
}

/// A question of the mail, once seen.
enum Asked {
    /// Worked out beforehand, not yet handed out.
    Prepared(Vec<Letter>),
    /// Answered in this mail (a repeat gets nothing).
    Answered,
}

impl Answers {
    /// Answers for a mail whose answers would not be sent: none is worked out.
    pub(crate) fn unanswerable() -> Answers {
        Answers {
            unanswerable: true,
            ..Answers::default()
        }
    }

    /// Works out the answers to the community questions among `commands`, in order,
    /// each distinct question once, at most [`QUESTIONS_PER_MAIL`].
    pub(crate) fn prepare(
        pm: &Postmaster,
        tx: &Tx<'_>,
        sender: &str,
        commands: &[CommunityCommand],
        game: Option<&Game>,
        now: Timestamp,
    ) -> Result<Answers, ProcessError> {
        let answers = Answers::default();
        for command in commands {
            let Some(key) = question_key(command) else {
                continue;
            };
            let mut asked = answers.asked.borrow_mut();
            if asked.iter().any(|(k, _)| *k == key) || asked.len() >= QUESTIONS_PER_MAIL {
                continue;
            }
            let letters = work_out(pm, tx, sender, command, game, now)?;
            asked.push((key, Asked::Prepared(letters)));
        }
        Ok(answers)
    }

    /// The letters answering `command`, a question: prepared, or worked out now; none
    /// for a repeat; past the bound, one note that says so.
    fn answer(
        &self,
        pm: &Postmaster,
        tx: &Tx<'_>,
        sender: &str,
        command: &CommunityCommand,
        game: Option<&Game>,
        now: Timestamp,
    ) -> Result<Vec<Letter>, ProcessError> {
        let Some(key) = question_key(command) else {
            return work_out(pm, tx, sender, command, game, now);
        };
        if self.unanswerable {
            return Ok(Vec::new());
        }
        let mut asked = self.asked.borrow_mut();
        if let Some((_, seen)) = asked.iter_mut().find(|(k, _)| *k == key) {
            return Ok(match std::mem::replace(seen, Asked::Answered) {
                Asked::Prepared(letters) => letters,
                Asked::Answered => Vec::new(),
            });
        }
        if asked.len() >= QUESTIONS_PER_MAIL {
            if self.bound_told.replace(true) {
                return Ok(Vec::new());
            }
            return Ok(vec![words::note(
                sender,
                topic_of(command),
                vec![L::QuestionsPerMail(QUESTIONS_PER_MAIL as u32)],
            )]);
        }
        asked.push((key, Asked::Answered));
        drop(asked);
        work_out(pm, tx, sender, command, game, now)
    }
}

/// A question as compared with the others of its mail (a name in any capitals, a page
/// or a length as it will be shown); `None` for a command that changes something.
fn question_key(command: &CommunityCommand) -> Option<CommunityCommand> {
    let name = |name: &Option<String>| name.as_deref().map(|n| n.trim().to_lowercase());
    match command {
        CommunityCommand::Rating => Some(CommunityCommand::Rating),
        CommunityCommand::Top(n) => Some(CommunityCommand::Top(Some(
            n.unwrap_or(TOP_DEFAULT).clamp(1, TOP_MAX),
        ))),
        CommunityCommand::Player(n) => Some(CommunityCommand::Player(name(n))),
        CommunityCommand::Seeks(page) => Some(CommunityCommand::Seeks(Some(page.unwrap_or(1)))),
        CommunityCommand::Standings(n) => Some(CommunityCommand::Standings(name(n))),
        CommunityCommand::Name(_)
        | CommunityCommand::Seek { .. }
        | CommunityCommand::CancelSeek
        | CommunityCommand::Join(_)
        | CommunityCommand::Withdraw(_)
        | CommunityCommand::HalfBye(_)
        | CommunityCommand::CancelHalfBye(_)
        | CommunityCommand::Ladder(_)
        | CommunityCommand::Team(_) => None,
    }
}

/// The subject of a letter about `command`.
fn topic_of(command: &CommunityCommand) -> CommunityTopic {
    match command {
        CommunityCommand::Name(_) => CommunityTopic::Name,
        CommunityCommand::Rating => CommunityTopic::Rating,
        CommunityCommand::Top(_) => CommunityTopic::Top,
        CommunityCommand::Player(_) => CommunityTopic::Player(String::new()),
        CommunityCommand::Seek { .. }
        | CommunityCommand::Seeks(_)
        | CommunityCommand::CancelSeek => CommunityTopic::Seeks,
        CommunityCommand::Join(_)
        | CommunityCommand::Withdraw(_)
        | CommunityCommand::HalfBye(_)
        | CommunityCommand::CancelHalfBye(_)
        | CommunityCommand::Standings(_) => CommunityTopic::Tournament(String::new()),
        CommunityCommand::Ladder(_) => CommunityTopic::Ladder(String::new()),
        CommunityCommand::Team(_) => {
            CommunityTopic::Team(crate::letter::community::TeamTopic::Team, String::new())
        }
    }
}

/// Answers one community command of `sender`. `game` is the game the mail was about,
/// if any (`Standings` alone then means its tournament). Questions are answered
/// through `answers` (each once, within the bound of a mail).
pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    command: &CommunityCommand,
    game: Option<&Game>,
    answers: &Answers,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    answers.answer(pm, tx, sender, command, game, now)
}

/// What `command` does and says, worked out now.
fn work_out(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    command: &CommunityCommand,
    game: Option<&Game>,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    Ok(match command {
        CommunityCommand::Name(name) => vec![set_name(pm, tx, sender, name, now)?],
        CommunityCommand::Rating => vec![rating_letter(pm, tx, sender)?],
        CommunityCommand::Top(n) => vec![top(pm, tx, sender, *n, now)?],
        CommunityCommand::Player(name) => vec![player(pm, tx, sender, name.as_deref(), now)?],
        CommunityCommand::Seek {
            casual,
            range,
            control,
            chess960,
            timeouts,
        } => {
            let terms = SeekTerms {
                rated: !casual,
                range: *range,
                control: control.or(pm.config.game.time_control),
                chess960: *chess960,
                // 100 % admits everyone: no limit.
                timeouts: timeouts.filter(|&max| max < 100),
            };
            seek(pm, tx, sender, terms, now)?
        }
        CommunityCommand::Seeks(page) => vec![seeks(pm, tx, sender, *page, now)?],
        CommunityCommand::CancelSeek => vec![cancel_seek(tx, sender)?],
        CommunityCommand::Join(name) => vec![join(pm, tx, sender, name, now)?],
        CommunityCommand::Withdraw(name) => vec![withdraw_by_mail(pm, tx, sender, name, now)?],
        CommunityCommand::Standings(name) => {
            vec![standings_asked(tx, sender, name.as_deref(), game, now)?]
        }
        CommunityCommand::HalfBye(name) => {
            vec![half_byes::asked(tx, sender, name.as_deref(), game, now)?]
        }
        CommunityCommand::CancelHalfBye(name) => {
            vec![half_byes::cancelled(tx, sender, name.as_deref(), game)?]
        }
        CommunityCommand::Ladder(command) => super::ladder::handle(pm, tx, sender, command, now)?,
        CommunityCommand::Team(command) => super::teams::handle(pm, tx, sender, command, now)?,
    })
}

/// `Name Alice_K`: refused when it breaks the rules of names, would pass for this
/// server (its `[server] name` too) or another player has it.
fn set_name(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    text: &str,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let refused = |why: NameProblem| {
        words::note(
            sender,
            CommunityTopic::Name,
            vec![L::NameRefused {
                name: Some(text.to_owned()),
                why,
            }],
        )
    };
    let name = match PlayerName::parse_on(text, &pm.config.server.name) {
        Ok(name) => name,
        Err(why) => return Ok(refused(why)),
    };
    if tx
        .name_holder(name.as_str())?
        .is_some_and(|holder| holder != sender)
    {
        return Ok(refused(NameProblem::Taken));
    }
    tx.set_public_name(sender, name.as_str(), now)?;
    Ok(words::note(
        sender,
        CommunityTopic::Name,
        vec![L::NameSet(name.to_string())],
    ))
}

/// `Rating`.
fn rating_letter(pm: &Postmaster, tx: &Tx<'_>, sender: &str) -> Result<Letter, StoreError> {
    // A question changes nothing: a sender without a profile has no rating yet.
    let Some(profile) = tx.profile_if_any(sender)? else {
        return Ok(words::note(
            sender,
            CommunityTopic::Rating,
            vec![L::NoRatedGames],
        ));
    };
    let mut lines = Vec::new();
    // Each pool the sender has finished a rated game in, standard first.
    for rated in tx.pool_ratings(&profile)? {
        if rated.rated_games == 0 {
            continue;
        }
        lines.push(L::YourRating {
            pool: rated.pool,
            rating: rated.rating.shown(),
            deviation: rated.rating.shown_deviation(),
            games: rated.rated_games,
            provisional: provisional(pm, rated.rated_games),
        });
        if let Some((game, before, after)) = tx.last_rating_change_in(sender, rated.pool)? {
            let shown = |r: f64| Rating {
                rating: r,
                ..Rating::INITIAL
            };
            lines.push(L::LastChange {
                game,
                change: RatingChange::new(
                    shown(before),
                    shown(after),
                    provisional(pm, rated.rated_games),
                ),
            });
        }
    }
    if lines.is_empty() {
        lines.push(L::NoRatedGames);
    }
    let mut paragraphs = Vec::new();
    if profile.name.is_empty() {
        paragraphs.push(vec![L::KnownAs(profile.label())]);
    }
    Ok(words::letter(
        sender,
        CommunityTopic::Rating,
        lines,
        paragraphs,
    ))
}

/// `Top`, `Top 100`.
fn top(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    n: Option<u32>,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let limit = n.unwrap_or(TOP_DEFAULT).clamp(1, TOP_MAX);
    let min_games = pm.config.community.top_min_games;
    // One list per pool, each read through its own index; a pool nobody qualifies in
    // yet is left out, but for the standard one's heading.
    let mut lists = Vec::new();
    for pool in Pool::ALL {
        let entries = top_entries(pm, tx, pool, min_games, limit, now)?;
        if !entries.is_empty() || pool == Pool::Standard {
            lists.push((pool, entries));
        }
    }
    if lists.iter().all(|(_, entries)| entries.is_empty()) {
        return Ok(words::note(sender, CommunityTopic::Top, vec![L::TopEmpty]));
    }
    let mut news = Vec::new();
    let mut paragraphs = Vec::new();
    for (pool, mut entries) in lists {
        let heading = L::TopHeading { pool, min_games };
        if entries.is_empty() {
            entries.push(L::NoneYet);
        }
        if news.is_empty() {
            news.push(heading);
        } else {
            entries.insert(0, heading);
        }
        paragraphs.push(entries);
    }
    Ok(words::letter(sender, CommunityTopic::Top, news, paragraphs))
}

/// The lines of one pool's Top list: at most `limit` players, two indexed counts each.
fn top_entries(
    pm: &Postmaster,
    tx: &Tx<'_>,
    pool: Pool,
    min_games: u32,
    limit: u32,
    now: Timestamp,
) -> Result<Vec<L>, StoreError> {
    let players = tx.top_in(pool, min_games, limit)?;
    let since = now - history::RELIABILITY_DAYS * crate::game::DAY;
    let mut rank = 0;
    let mut previous = None;
    let mut entries = Vec::with_capacity(players.len());
    for (index, (p, rated)) in players.iter().enumerate() {
        let shown = rated.rating.shown();
        if previous != Some(shown) {
            rank = index as u32 + 1;
        }
        previous = Some(shown);
        let lost = tx.lost_on_time_count_since(&p.address, since)?;
        entries.push(L::TopEntry {
            rank,
            label: p.label(),
            rating: shown,
            provisional: provisional(pm, rated.rated_games),
            games: rated.rated_games,
            timeouts: history::timeout_percent(lost, tx.finished_since(&p.address, since)?),
        });
    }
    Ok(entries)
}

/// `Player NAME` or `Player`: a history by name only.
fn player(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    name: Option<&str>,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let profile = match name {
        None => match tx.profile_if_any(sender)? {
            Some(profile) => profile,
            // A question changes nothing: no profile is made to answer it.
            None => {
                return Ok(words::note(
                    sender,
                    CommunityTopic::Player(String::new()),
                    vec![L::NoRatedGames],
                ));
            }
        },
        Some(text) if text.contains('@') => {
            return Ok(words::note(
                sender,
                CommunityTopic::Player(String::new()),
                vec![L::PlayerByNameOnly],
            ));
        }
        Some(text) => match tx.find_profile(text)? {
            Some(profile) => profile,
            None => {
                // The subject names no one: only the text of the letter, to a
                // proven sender, repeats what was asked.
                return Ok(words::note(
                    sender,
                    CommunityTopic::Player(String::new()),
                    vec![L::NoSuchPlayer(Some(text.to_owned()))],
                ));
            }
        },
    };
    let address = profile.address.clone();
    let label = profile.label();
    let (played, won, drawn, lost, lost_on_time) = tx.player_record(&address)?;
    let since = now - history::RELIABILITY_DAYS * crate::game::DAY;
    let mut times = Vec::new();
    let timed = tx.recent_games_of(&address, false, TIMED_GAMES)?;
    for &id in &timed {
        let game = tx.load_game(id)?;
        if let Some(color) = game.color_of(&address) {
            times.extend(history::think_times(&game, color));
        }
    }
    let mut results = Vec::new();
    for id in tx.recent_games_of(&address, true, LAST_RESULTS)? {
        let game = tx.load_game(id)?;
        let (Some(color), Some(outcome)) = (game.color_of(&address), game.outcome()) else {
            continue;
        };
        results.push(L::Result(HistoryResult {
            game: id,
            opponent: label_of(tx, game.player(!color), now)?,
            color,
            result: outcome.result,
            rated: tx.rated_pool(id)?,
        }));
    }
    let mut current = Vec::new();
    for id in tx.games_of(&address, true)? {
        let game = tx.load_game(id)?;
        if let Some(color) = game.color_of(&address) {
            current.push(L::Current {
                game: id,
                opponent: label_of(tx, game.player(!color), now)?,
                color,
                fullmove: game.position().fullmoves(),
            });
        }
    }
    let or_none = |mut lines: Vec<L>, heading: L| {
        if lines.is_empty() {
            lines.push(L::NoneYet);
        }
        lines.insert(0, heading);
        lines
    };
    // The ladders, only for a player on one (the ladder's page shows the same).
    let mut ladders: Vec<L> = tx
        .ladder_standings_of(&address, &mut |a| label_of(tx, a, now))?
        .into_iter()
        .map(|s| L::Ladder(LadderLine::PlayerStanding(s)))
        .collect();
    if !ladders.is_empty() {
        ladders.insert(0, L::Ladder(LadderLine::PlayerHeading));
    }
    Ok(words::letter(
        sender,
        CommunityTopic::Player(label.clone()),
        vec![L::PlayerHeading(label)],
        vec![
            player_ratings(pm, tx, &profile)?
                .into_iter()
                .chain([
                    L::PlayerRecord {
                        played,
                        won,
                        drawn,
                        lost,
                        lost_on_time,
                    },
                    L::PlayerSpeed {
                        tenths: history::average_tenths_of_days(&times),
                        games: timed.len() as u32,
                    },
                    L::PlayerReliability {
                        days: history::RELIABILITY_DAYS,
                        lost_on_time: tx.lost_on_time_count_since(&address, since)?,
                        finished: tx.finished_since(&address, since)?,
                        median_tenths: history::median_tenths_of_days(&times),
                    },
                ])
                .collect(),
            or_none(results, L::ResultsHeading),
            or_none(current, L::CurrentHeading),
            ladders,
        ],
    ))
}

/// `Player`'s rating lines: the standard rating always (`none yet` without a rated
/// game), each other pool's once the player has finished a rated game in it.
fn player_ratings(
    pm: &Postmaster,
    tx: &Tx<'_>,
    profile: &crate::store::Profile,
) -> Result<Vec<L>, StoreError> {
    Ok(tx
        .pool_ratings(profile)?
        .into_iter()
        .filter(|rated| rated.pool == Pool::Standard || rated.rated_games > 0)
        .map(|rated| L::PlayerRating {
            pool: rated.pool,
            rating: rated.rating.shown(),
            provisional: provisional(pm, rated.rated_games),
            games: rated.rated_games,
        })
        .collect())
}

/// A stored seek's terms; a seek stored without a time control takes the server's.
fn terms(pm: &Postmaster, seek: &crate::store::Seek) -> SeekTerms {
    SeekTerms {
        rated: seek.rated,
        range: (seek.max_rating > 0).then_some(RatingRange {
            min: seek.min_rating,
            max: seek.max_rating,
        }),
        control: seek.time_control.or(pm.config.game.time_control),
        chess960: seek.chess960,
        timeouts: seek.max_timeouts,
    }
}

/// A player's games lost on time and games finished in the last
/// [`history::RELIABILITY_DAYS`] days (two indexed counts over their games).
fn reliability(tx: &Tx<'_>, address: &str, now: Timestamp) -> Result<(u32, u32), StoreError> {
    let since = now - history::RELIABILITY_DAYS * crate::game::DAY;
    let lost = tx.lost_on_time_count_since(address, since)?;
    Ok((lost, tx.finished_since(address, since)?))
}

fn active_games(tx: &Tx<'_>, address: &str) -> Result<u64, StoreError> {
    Ok(tx.games_of(address, true)?.len() as u64)
}

/// The games a player's seats will bring that they do not play yet, counted against
/// their limit of active games like the games they play: a tournament not yet started
/// brings what it brings at once (a round robin's all, a Swiss's one a round); a running
/// Swiss with rounds left to pair, in which they wait without a game (a bye, their game
/// of the round over), brings one; a running knockout in which they wait for their next
/// match (a bye, their match of the round won), two; an entry in an event in stages
/// open for entries, its largest section's games.
fn entered_games(tx: &Tx<'_>, address: &str) -> Result<u64, StoreError> {
    let mut games = stages::entered_games(tx, address)?;
    let mut playing_in = None;
    for t in tx.tournaments_of(address)? {
        if t.state == "open" {
            games += games_at_once(&t);
            continue;
        }
        if t.state == "running" && t.system == TournamentSystem::Knockout {
            if super::knockout::waits_for_a_match(tx, &t, address)? {
                games += games_at_once(&t);
            }
            continue;
        }
        if t.state != "running"
            || t.system != TournamentSystem::Swiss
            || t.paired_rounds >= t.rounds
        {
            continue;
        }
        let withdrawn = tx
            .entries(t.id)?
            .iter()
            .any(|e| e.address == address && e.withdrawn_at != 0);
        if withdrawn {
            continue;
        }
        // The tournaments of the games they play, read once.
        if playing_in.is_none() {
            let mut ids = Vec::new();
            for game in tx.games_of(address, true)? {
                if let Some(crate::store::CommunityGame {
                    origin: Origin::Tournament { id, .. },
                    ..
                }) = tx.community_game(game)?
                {
                    ids.push(id);
                }
            }
            playing_in = Some(ids);
        }
        if !playing_in.as_ref().is_some_and(|ids| ids.contains(&t.id)) {
            games += 1;
        }
    }
    Ok(games)
}

/// `Seek [casual] [1400-1800] [3 days per move] [timeouts 10%]`: matched with the oldest
/// open seek that fits (the same kind and time control, each rating in the other's
/// range, each player's share of games lost on time within the other's limit), which
/// starts a game at once; else posted (replacing the sender's earlier seek). When a
/// seek would have fitted but for its limit on the sender's losses on time, the sender
/// is told so, with their own figures.
fn seek(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    mine: SeekTerms,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let casual = !mine.rated;
    let range = mine.range;
    if let Some(control) = mine.control.filter(|c| !c.is_valid()) {
        return Ok(vec![words::note(
            sender,
            CommunityTopic::Seeks,
            vec![L::SeekControlOutOfRange {
                control,
                max: crate::game::clock::MAX_CONTROL_DAYS,
            }],
        )]);
    }
    let max = u64::from(pm.config.limits.active_games_per_player);
    if active_games(tx, sender)? >= max {
        return Ok(vec![words::note(
            sender,
            CommunityTopic::Seeks,
            vec![L::TooManyGamesToSeek { max }],
        )]);
    }
    let me = tx.profile(sender, now)?;
    // Ratings are read and matched in the pool of the seek's variant.
    let pool = Pool::of_variant(mine.chess960);
    let my_rating = tx.pool_rating(&me, pool)?.rating.shown();
    let earlier = tx.open_seek_of(sender)?;
    let (lost_on_time, finished) = reliability(tx, sender, now)?;
    let my_share = history::timeout_percent(lost_on_time, finished);
    let wanted = SeekWanted {
        seeker: sender,
        rated: mine.rated,
        control: mine.control,
        default_is_control: mine.control == pm.config.game.time_control,
        range: mine.range,
        rating: my_rating,
        max_active_games: max,
        chess960: mine.chess960,
        timeouts: my_share,
        max_timeouts: mine.timeouts,
        since: now - history::RELIABILITY_DAYS * crate::game::DAY,
    };
    // Through the index: only the open seeks of the same kind and time control are read.
    let found = match tx.first_fitting_seek(&wanted)? {
        Some(other) => {
            let them = tx.profile(&other.address, now)?;
            let their_rating = tx.pool_rating(&them, pool)?.rating.shown();
            Some((other, them, their_rating))
        }
        None => None,
    };
    let mut lines = Vec::new();
    if let Some(earlier) = &earlier {
        tx.close_seek(earlier.id, "replaced", None)?;
        lines.push(L::SeekReplaced);
    }
    // Unmatched with losses on time: the oldest seek that only its limit on them kept
    // from a game (the same indexed search, the sender's share taken as none).
    let refused = match (&found, my_share) {
        (None, Some(share)) if share > 0 => tx.first_fitting_seek(&SeekWanted {
            timeouts: None,
            ..wanted
        })?,
        _ => None,
    };
    let Some((other, them, their_rating)) = found else {
        tx.insert_seek(&crate::store::Seek {
            id: 0,
            address: sender.to_owned(),
            rated: !casual,
            min_rating: range.map_or(0, |r| r.min),
            max_rating: range.map_or(0, |r| r.max),
            created_at: now,
            time_control: mine.control,
            chess960: mine.chess960,
            max_timeouts: mine.timeouts,
        })?;
        lines.insert(
            0,
            L::SeekPosted {
                casual,
                range,
                control: mine.control,
                chess960: mine.chess960,
                timeouts: mine.timeouts,
                days: pm.config.community.seek_days,
            },
        );
        if let Some(other) = refused {
            // A seeker has a profile (a seek makes one).
            let label = label_of(tx, &other.address, now)?;
            lines.insert(
                0,
                L::SeekTimeoutsRefused {
                    label,
                    max: other.max_timeouts.unwrap_or(100),
                    days: history::RELIABILITY_DAYS,
                    lost_on_time,
                    finished,
                },
            );
        }
        if me.name.is_empty() {
            lines.push(L::KnownAs(me.label()));
        }
        return Ok(vec![words::note(sender, CommunityTopic::Seeks, lines)]);
    };
    let (white, black) = if super::coin(pm, other.id, "seek colour") {
        (other.address.as_str(), sender)
    } else {
        (sender, other.address.as_str())
    };
    let timeout = i64::from(pm.config.game.forfeit_timeout_days) * DAY;
    let start = if mine.chess960 {
        Start::Chess960(None).drawn(|| super::draw_960(pm, other.id, "seek-chess960"))
    } else {
        Start::Standard
    };
    let mut game = Game::begin(white, black, &start, timeout, now).with_time_control(mine.control);
    let id = tx.insert_game(&mut game, now)?;
    tx.record_community_game(id, Origin::Seek, !casual)?;
    tx.close_seek(other.id, "matched", Some(id))?;
    let mut letters = letter::game_started(&game, now);
    if start != Start::Standard {
        for letter in &mut letters {
            letter.body.insert(
                1.min(letter.body.len()),
                letter::Block::Paragraph(vec![Line::Start(start.clone())]),
            );
        }
    }
    for (to, opponent, rating) in [
        (sender, &them, their_rating),
        (other.address.as_str(), &me, my_rating),
    ] {
        words::game_begins_with(
            &mut letters,
            id,
            to,
            L::SeekMatched {
                opponent: opponent.label(),
                rating,
                casual,
            },
        );
    }
    outbox::queue(
        pm,
        tx,
        &Answering::Nothing {
            tag: format!("seek.{id}"),
        },
        letters,
        &[&game],
        None,
        now,
    )?;
    lines.insert(
        0,
        L::SeekMatched {
            opponent: them.label(),
            rating: their_rating,
            casual,
        },
    );
    Ok(vec![words::note(sender, CommunityTopic::Seeks, lines)])
}

/// `Seeks [N]`: a page of the open seeks, by name and rating only, and on the first page
/// the tournaments open for joining.
fn seeks(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    asked: Option<u32>,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let total = tx.open_seek_count()?;
    let page = SeeksPage::of(asked, total);
    let mut entries = Vec::new();
    for seek in tx.open_seeks_page(page.offset(), SEEKS_PER_PAGE)? {
        // A seeker has a profile (a seek makes one): read, not written.
        let profile = match tx.profile_if_any(&seek.address)? {
            Some(profile) => profile,
            None => tx.profile(&seek.address, now)?,
        };
        let terms = terms(pm, &seek);
        // The seeker's rating in the pool the seek's game would be rated in.
        let rated = tx.pool_rating(&profile, Pool::of_variant(seek.chess960))?;
        entries.push(L::SeekEntry {
            label: profile.label(),
            rating: rated.rating.shown(),
            provisional: provisional(pm, rated.rated_games),
            casual: !terms.rated,
            range: terms.range,
            control: terms.control,
            chess960: terms.chess960,
            timeouts: terms.timeouts,
            days_ago: (now - seek.created_at).max(0) / DAY,
            yours: seek.address == sender,
        });
    }
    let mut open = Vec::new();
    let first_page = page.number == 1;
    for t in tx
        .tournaments_in("open")?
        .into_iter()
        .filter(|_| first_page)
    {
        open.push(L::OpenTournament {
            taken: tx.entries(t.id)?.len() as u32,
            swiss_rounds: (t.system == TournamentSystem::Swiss).then_some(t.rounds),
            knockout: t.system == TournamentSystem::Knockout,
            name: t.name,
            size: t.size,
            double: t.double,
            control: t.time_control.or(pm.config.game.time_control),
        });
    }
    let mut news = Vec::new();
    if let Some(asked) = page.past_the_end.filter(|_| total > 0) {
        news.push(L::NoSuchSeeksPage {
            asked,
            pages: page.pages,
        });
    }
    news.push(if entries.is_empty() {
        L::NoSeeks
    } else {
        L::SeeksHeading
    });
    let more = if page.pages > 1 {
        vec![L::SeeksPage {
            page: page.number,
            pages: page.pages,
            total,
        }]
    } else {
        Vec::new()
    };
    if !open.is_empty() {
        open.insert(0, L::OpenTournamentsHeading);
    }
    Ok(words::letter(
        sender,
        CommunityTopic::Seeks,
        news,
        vec![entries, more, open],
    ))
}

/// `Cancel Seek`.
fn cancel_seek(tx: &Tx<'_>, sender: &str) -> Result<Letter, StoreError> {
    let line = match tx.open_seek_of(sender)? {
        Some(seek) => {
            tx.close_seek(seek.id, "cancelled", None)?;
            L::SeekCancelled
        }
        None => L::NoSeekToCancel,
    };
    Ok(words::note(sender, CommunityTopic::Seeks, vec![line]))
}

/// Games each player of a tournament plays.
fn games_per_player(t: &Tournament) -> u64 {
    match t.system {
        TournamentSystem::RoundRobin => {
            u64::from(t.size.saturating_sub(1)) * if t.double { 2 } else { 1 }
        }
        TournamentSystem::Swiss => u64::from(t.rounds),
        // Two games a match, a round at most.
        TournamentSystem::Knockout => 2 * u64::from(crate::community::knockout::rounds(t.size)),
    }
}

/// Games a player of a tournament plays at once: all of a round robin's, one of a
/// Swiss's.
fn games_at_once(t: &Tournament) -> u64 {
    match t.system {
        TournamentSystem::RoundRobin => games_per_player(t),
        TournamentSystem::Swiss => 1,
        // Both games of a match at once.
        TournamentSystem::Knockout => 2,
    }
}

/// `Join NAME`: a seat in an open tournament; the last seat starts it.
fn join(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    name: &str,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    if let Some(l) = tx.ladder_named(name)? {
        return super::ladder::join(tx, sender, &l, now);
    }
    // A team's named player confirms (`daemon::teams`).
    if let Some(team) = tx.team_named(name)? {
        return super::teams::join(pm, tx, sender, &team, now);
    }
    // An event in stages open for entries (`daemon::stages`).
    if let Some(event) = tx.stage_event_named(name)? {
        return stages::join(pm, tx, sender, &event, now);
    }
    let Some(t) = tx.tournament_named(name)? else {
        let (topic, line) = no_such_tournament(name);
        return Ok(words::note(sender, topic, vec![line]));
    };
    let topic = CommunityTopic::Tournament(t.name.clone());
    let note = |line| Ok(words::note(sender, topic.clone(), vec![line]));
    // Only a Swiss the admin opened for entries by mail takes late entries (never one
    // made with its players), until its last round is paired, and only into a seat a
    // withdrawal freed: at most `size` players are ever paired.
    let late = t.system == TournamentSystem::Swiss
        && t.late_entries
        && t.state == "running"
        && t.paired_rounds < t.rounds;
    if t.state != "open" && !late {
        return note(L::NotOpen(t.name.clone()));
    }
    let entries = tx.entries(t.id)?;
    if let Some(entry) = entries.iter().find(|e| e.address == sender) {
        return note(if entry.withdrawn_at != 0 {
            L::WithdrawnCannotRejoin(t.name.clone())
        } else {
            L::AlreadyJoined(t.name.clone())
        });
    }
    if late && entries.iter().filter(|e| e.withdrawn_at == 0).count() as u32 >= t.size {
        return note(L::NotOpen(t.name.clone()));
    }
    let max = u64::from(pm.config.limits.active_games_per_player);
    let active = active_games(tx, sender)? + entered_games(tx, sender)?;
    let needed = games_at_once(&t);
    if active + needed > max {
        return note(L::TooBusyToJoin {
            active,
            needed,
            max,
        });
    }
    if let Some(max) = t.rules.max_timeouts {
        let (lost_on_time, finished) = reliability(tx, sender, now)?;
        if !t
            .rules
            .admits(history::timeout_percent(lost_on_time, finished))
        {
            return note(L::TooManyTimeoutsToJoin {
                name: t.name.clone(),
                max,
                days: history::RELIABILITY_DAYS,
                lost_on_time,
                finished,
            });
        }
    }
    let seat = tx.add_entry(t.id, sender, now)?;
    let profile = tx.profile(sender, now)?;
    set_entry_rating(tx, &t, seat, &profile)?;
    if late {
        let mut letter = words::note(
            sender,
            topic,
            vec![L::JoinedLate {
                name: t.name.clone(),
                round: t.paired_rounds + 1,
                rounds: t.rounds,
            }],
        );
        if !t.rules.is_default() {
            letter
                .body
                .push(letter::Block::Paragraph(vec![Line::EventRules(t.rules)]));
        }
        return Ok(letter);
    }
    let taken = entries.len() as u32 + 1;
    let mut lines = vec![L::Joined {
        name: t.name.clone(),
        taken,
        size: t.size,
    }];
    if taken >= t.size {
        let games = start_tournament(pm, tx, &t, now)?;
        lines.push(match t.system {
            TournamentSystem::RoundRobin => L::TournamentBegins {
                name: t.name.clone(),
                players: taken,
                games,
            },
            TournamentSystem::Swiss => L::SwissBegins {
                name: t.name.clone(),
                players: taken,
                rounds: t.rounds,
            },
            TournamentSystem::Knockout => {
                L::Knockout(crate::letter::knockout::KnockoutLine::Begins {
                    name: t.name.clone(),
                    players: taken,
                    rounds: crate::community::knockout::rounds(taken),
                })
            }
        });
    }
    let mut letter = words::note(sender, topic, lines);
    if !t.rules.is_default() {
        letter
            .body
            .push(letter::Block::Paragraph(vec![Line::EventRules(t.rules)]));
    }
    Ok(letter)
}

/// Starts every game of a tournament at once (Berger pairings, colours balanced) and
/// queues their first letters; returns the number of games. A Swiss pairs its first
/// round only (`super::swiss`).
fn start_tournament(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<u32, ProcessError> {
    if t.system == TournamentSystem::Knockout {
        return super::knockout::start(pm, tx, t, now);
    }
    if t.system == TournamentSystem::Swiss {
        tx.set_tournament_state(t.id, "running", now)?;
        if let Some(games) = super::swiss::pair_round(pm, tx, t, now)? {
            return Ok(games);
        }
        // Round 1 cannot be paired: the event ends, as any Swiss that can pair no
        // round, and every player gets the final standings (docs/rules.md).
        let letters = super::swiss::end_unpaired(tx, t, now)?;
        outbox::queue(
            pm,
            tx,
            &Answering::Nothing {
                tag: format!("swiss-unpaired.{}", t.id),
            },
            letters,
            &[],
            None,
            now,
        )?;
        return Ok(0);
    }
    let entries: Vec<_> = tx
        .entries(t.id)?
        .into_iter()
        .filter(|e| e.withdrawn_at == 0)
        .collect();
    let players = entries.len() as u32;
    let rounds = crate::community::pairing::rounds(players, t.double);
    let per_cycle = crate::community::pairing::rounds(players, false).max(1);
    let pairings = crate::community::round_robin(players, t.double);
    for pairing in &pairings {
        let seat = |n: u32| entries[(n - 1) as usize].address.clone();
        let (white, black) = (seat(pairing.white), seat(pairing.black));
        // Chess960 drawn per round of the first cycle: the second cycle's games of a
        // pair (colours reversed) start from the same position.
        let cycle_round = (pairing.round - 1) % per_cycle + 1;
        super::tournament_game::start(
            pm,
            tx,
            t,
            (&white, &black),
            (pairing.round, rounds),
            cycle_round,
            None,
            now,
        )?;
    }
    tx.set_tournament_state(t.id, "running", now)?;
    Ok(pairings.len() as u32)
}

/// The crosstable of a tournament as it stands.
pub(crate) fn crosstable(
    tx: &Tx<'_>,
    t: &Tournament,
    now: Timestamp,
) -> Result<Crosstable, StoreError> {
    let entries = tx.entries(t.id)?;
    let mut seats = HashMap::new();
    let mut entrants = Vec::new();
    for e in &entries {
        seats.insert(e.address.clone(), e.seat);
        entrants.push(Entrant {
            seat: e.seat,
            label: label_of(tx, &e.address, now)?,
            withdrawn: e.withdrawn_at != 0,
            annulled: e.annulled,
        });
    }
    let games = tx
        .tournament_results(t.id)?
        .into_iter()
        .filter_map(|(white, black, result)| {
            Some(TableGame {
                white: *seats.get(&white)?,
                black: *seats.get(&black)?,
                result,
            })
        })
        .collect::<Vec<_>>();
    Ok(Crosstable::compute(&entrants, &games))
}

/// `Standings [NAME]`: the named tournament; else the tournament of the game the mail
/// was about; else the sender's latest running (or latest) tournament.
fn standings_asked(
    tx: &Tx<'_>,
    sender: &str,
    name: Option<&str>,
    game: Option<&Game>,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    if let Some(l) = super::ladder::asked(tx, name, game)? {
        return super::ladder::standings(tx, sender, &l, now);
    }
    // A team round robin, a team match (`daemon::teams`).
    if let Some(league) = name.map(|n| tx.team_league_named(n)).transpose()?.flatten() {
        return super::teams::league_standings(tx, sender, &league);
    }
    if let Some(m) = super::teams::asked(tx, name, game)? {
        return super::teams::standings(tx, sender, &m, now);
    }
    if let Some(event) = name.map(|n| tx.stage_event_named(n)).transpose()?.flatten() {
        return stages::standings(tx, sender, &event, now);
    }
    let tournament = match name {
        Some(name) => match tx.tournament_named(name)? {
            Some(t) => Some(t),
            None => {
                let (topic, line) = no_such_tournament(name);
                return Ok(words::note(sender, topic, vec![line]));
            }
        },
        None => {
            let of_game = match game.map(|g| tx.community_game(g.id)).transpose()?.flatten() {
                Some(crate::store::CommunityGame {
                    origin: Origin::Tournament { id, .. },
                    ..
                }) => tx.tournament(id)?,
                _ => None,
            };
            match of_game {
                Some(t) => Some(t),
                None => {
                    let mine = tx.tournaments_of(sender)?;
                    mine.iter()
                        .find(|t| t.state == "running")
                        .or(mine.first())
                        .cloned()
                }
            }
        }
    };
    let Some(t) = tournament else {
        return Ok(words::note(
            sender,
            CommunityTopic::Standings {
                name: String::new(),
                over: false,
            },
            vec![L::WhichTournament],
        ));
    };
    if t.system == TournamentSystem::Knockout {
        let (_, bracket) = super::knockout::bracket(tx, &t, now)?;
        return Ok(words::knockout_bracket(sender, &t.name, &t.rules, &bracket));
    }
    if t.system == TournamentSystem::Swiss {
        let table = super::swiss::table(tx, &t, now)?;
        return Ok(words::swiss_standings(sender, &t.name, &t.rules, &table));
    }
    let table = crosstable(tx, &t, now)?;
    Ok(words::standings(
        sender, &t.name, t.double, &t.rules, &table,
    ))
}

/// What happens when a game ends, once per game: its rating (the change is added to
/// the game's letters in `letters`), and for a tournament game the standings, mailed
/// to both players (`announce`), or the final table to every participant when it was
/// the last game. Returns the further letters (about no game).
pub(super) fn game_over(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    letters: &mut [Letter],
    forced: Option<Unrated>,
    announce: bool,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    if !game.is_over() || tx.is_settled(game.id)? {
        return Ok(Vec::new());
    }
    let community = tx.community_game(game.id)?;
    let meant = match community {
        Some(c) => Some(c.rated),
        None => tx.challenge_rated(game.id)?,
    };
    let verdict = match (forced, meant) {
        (Some(why), _) => Err(why),
        (None, None) => Err(Unrated::Older),
        (None, Some(false)) => Err(Unrated::Casual),
        (None, Some(true)) => rating::counts(game),
    };
    let (white, black) = (game.white(), game.black());
    // Rated in its variant's pool: a Chess960 game moves only Chess960 ratings.
    let pool = Pool::of_game(game);
    match verdict {
        Ok(result) => {
            let w = tx.profile(white, now)?;
            let b = tx.profile(black, now)?;
            let (w_pool, b_pool) = (tx.pool_rating(&w, pool)?, tx.pool_rating(&b, pool)?);
            let w_before = w_pool.rating.aged(idle_since(w_pool.last_rated_at, now));
            let b_before = b_pool.rating.aged(idle_since(b_pool.last_rated_at, now));
            let Some((w_after, b_after)) = rating::rate(w_before, b_before, result) else {
                return Ok(Vec::new());
            };
            tx.save_pool_rating(&w, pool, w_after, now)?;
            tx.save_pool_rating(&b, pool, b_after, now)?;
            tx.settle_game(
                game.id,
                &GameRating {
                    rated: true,
                    unrated_why: String::new(),
                    white: (w_before, w_after),
                    black: (b_before, b_after),
                    pool,
                },
                now,
            )?;
            let w_change =
                RatingChange::new(w_before, w_after, provisional(pm, w_pool.rated_games + 1));
            let b_change =
                RatingChange::new(b_before, b_after, provisional(pm, b_pool.rated_games + 1));
            // Players of a game started by address know each other's addresses.
            let shown = |p: &crate::store::Profile| match community {
                Some(_) => p.label(),
                None => p.address.clone(),
            };
            for (to, you, opponent, theirs) in [
                (white, w_change, shown(&b), b_change),
                (black, b_change, shown(&w), w_change),
            ] {
                words::add_to_game_letter(
                    letters,
                    game.id,
                    to,
                    L::GameRated {
                        pool,
                        you,
                        opponent,
                        theirs,
                    },
                );
            }
        }
        Err(why) => {
            let none = (Rating::INITIAL, Rating::INITIAL);
            tx.settle_game(
                game.id,
                &GameRating {
                    rated: false,
                    unrated_why: why.key().to_owned(),
                    white: none,
                    black: none,
                    pool,
                },
                now,
            )?;
            if why != Unrated::Older {
                for to in [white, black] {
                    words::add_to_game_letter(letters, game.id, to, L::GameNotRated(why));
                }
            }
        }
    }
    // A team match's game (`daemon::teams`).
    if let Some(m) = tx.team_match_of_game(game.id)? {
        return super::teams::game_over(pm, tx, &m, now);
    }
    if let Some(crate::store::CommunityGame {
        origin: Origin::Ladder,
        ..
    }) = community
    {
        return super::ladder::game_over(pm, tx, game, now);
    }
    let Some(crate::store::CommunityGame {
        origin: Origin::Tournament { id, .. },
        ..
    }) = community
    else {
        return Ok(Vec::new());
    };
    let Some(t) = tx.tournament(id)? else {
        return Ok(Vec::new());
    };
    if !announce {
        return Ok(Vec::new());
    }
    match t.system {
        TournamentSystem::Swiss => super::swiss::round_over(pm, tx, &t, now),
        TournamentSystem::Knockout => super::knockout::game_ended(pm, tx, &t, game.id, now),
        TournamentSystem::RoundRobin => {
            let mut letters = announce_standings(tx, &t, &[white, black], now)?;
            // A section of an event in stages: its last game may make the final.
            letters.extend(stages::section_over(pm, tx, &t, now)?);
            Ok(letters)
        }
    }
}

/// The standings after a result: to `players`, or the final table to every
/// participant when the tournament is over (which it then is).
fn announce_standings(
    tx: &Tx<'_>,
    t: &Tournament,
    players: &[&str],
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let table = crosstable(tx, t, now)?;
    if table.is_complete() && t.state != "finished" {
        tx.set_tournament_state(t.id, "finished", now)?;
        return Ok(tx
            .entries(t.id)?
            .iter()
            .map(|e| words::standings(&e.address, &t.name, t.double, &t.rules, &table))
            .collect());
    }
    Ok(players
        .iter()
        .map(|p| words::standings(p, &t.name, t.double, &t.rules, &table))
        .collect())
}

/// Expires seeks older than `community.seek_days`, telling their players.
pub fn sweep(pm: &Postmaster, store: &mut Store, now: Timestamp) -> Result<usize, ProcessError> {
    let days = pm.config.community.seek_days;
    store.transaction(|tx| {
        let mut expired = 0;
        for seek in tx.open_seeks_before(now - i64::from(days) * DAY)? {
            tx.close_seek(seek.id, "expired", None)?;
            expired += 1;
            let letter = words::note(
                &seek.address,
                CommunityTopic::SeekExpired,
                vec![L::SeekExpired { days }],
            );
            outbox::queue(
                pm,
                tx,
                &Answering::Nothing {
                    tag: format!("seek-expired.{}", seek.id),
                },
                vec![letter],
                &[],
                None,
                now,
            )?;
        }
        Ok(expired)
    })
}

// ---- the admin's tournament commands ---------------------------------------------

/// Why a tournament command of the admin was refused.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error("the tournament's rules: {0}")]
    Rules(crate::game::EventRulesError),
    #[error("`{name}` cannot name a tournament: {why}")]
    BadName { name: String, why: String },
    #[error("there is a tournament called {0} already")]
    Exists(String),
    #[error("there is no tournament called {0}")]
    NotFound(String),
    #[error("a round robin needs at least 2 players, and at most 100")]
    Size,
    #[error("a Swiss of {players} players has 1 to {} rounds, not {rounds}", players.saturating_sub(1))]
    SwissRounds { rounds: u32, players: u32 },
    #[error("{0} half-point byes per player: at most 99 (0: none)")]
    HalfByes(u32),
    #[error("{0} is named twice")]
    Twice(String),
    #[error(
        "{player} lost {lost_on_time} of {finished} games of the last 90 days on time \
         ({percent}%), more than the tournament's {max}%"
    )]
    TooManyTimeouts {
        player: String,
        lost_on_time: u32,
        finished: u32,
        percent: u32,
        max: u32,
    },
    #[error("`{0}` is not a mail address pawnpost can write to")]
    NotAnAddress(String),
    #[error("{player} does not play in {name}")]
    NotInTournament { player: String, name: String },
    #[error("{player} was withdrawn from {name} already")]
    AlreadyWithdrawn { player: String, name: String },
    #[error("{0} is over")]
    Over(String),
    #[error(
        "a forfeit timeout of {0} days is out of range: 1 to {max} days, as for a challenge",
        max = crate::game::MAX_TIMEOUT_DAYS
    )]
    Timeout(u32),
    #[error(
        "`{0}` is no time control pawnpost can use: write `3 days per move` or `Fischer 10+1` (1 to {max} days, an increment no larger than the bank)",
        max = crate::game::clock::MAX_CONTROL_DAYS
    )]
    TimeControl(String),
    #[error(transparent)]
    Process(#[from] ProcessError),
    /// An event in stages' sections or qualifiers (`daemon::stages`).
    #[error("an event in stages: {0}")]
    Stages(String),
}

impl From<StoreError> for TournamentError {
    fn from(e: StoreError) -> TournamentError {
        TournamentError::Process(ProcessError::Store(e))
    }
}

pub(crate) fn checked_name(name: &str) -> Result<TournamentName, TournamentError> {
    TournamentName::parse(name).map_err(|why| TournamentError::BadName {
        name: name.to_owned(),
        why: crate::letter::catalogue::community::line(
            crate::notation::Language::English,
            &L::NameRefused {
                name: Some(name.to_owned()),
                why,
            },
        ),
    })
}

/// How a tournament is played, as the admin set it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TournamentTerms {
    /// Every pair meets twice, colours reversed.
    pub double: bool,
    /// The forfeit timeout of its games; `None`: `game.forfeit_timeout_days`.
    pub timeout_days: Option<u32>,
    /// Its games' time control; `None`: `game.time_control` when the games start.
    pub time_control: Option<TimeControl>,
    /// Where every game begins: a thematic tournament's opening or position.
    pub start: Start,
    /// Its rules besides the time control (leave, conditional moves, tablebase
    /// claims, draw offers).
    pub rules: EventRules,
    /// A Swiss of this many rounds (FIDE Dutch); `None`: a round robin.
    pub swiss_rounds: Option<u32>,
    /// A knockout of two-game matches (`swiss_rounds` then `None`).
    pub knockout: bool,
    /// The most half-point byes a player of a Swiss may ask for; `None`:
    /// [`HALF_BYES_DEFAULT`].
    pub half_byes: Option<u32>,
}

/// The half-point byes a player of a Swiss may ask for unless the admin says otherwise.
pub const HALF_BYES_DEFAULT: u32 = 1;

/// The most half-point byes an event may allow each player (the schema's bound).
pub const HALF_BYES_MAX: u32 = 99;

/// A time control as the admin writes it (`3 days per move`, `Fischer 10+1`), checked.
pub fn time_control_arg(text: &str) -> Result<TimeControl, TournamentError> {
    TimeControl::parse(text)
        .filter(|c| c.is_valid())
        .ok_or_else(|| TournamentError::TimeControl(text.to_owned()))
}

fn new_tournament(
    tx: &Tx<'_>,
    name: &TournamentName,
    size: usize,
    terms: TournamentTerms,
    timeout_days: u32,
    now: Timestamp,
) -> Result<i64, TournamentError> {
    if !(1..=crate::game::MAX_TIMEOUT_DAYS).contains(&timeout_days) {
        return Err(TournamentError::Timeout(timeout_days));
    }
    if terms.time_control.is_some_and(|c| !c.is_valid()) {
        let control = terms
            .time_control
            .map(|c| c.to_string())
            .unwrap_or_default();
        return Err(TournamentError::TimeControl(control));
    }
    if !(2..=100).contains(&size) {
        return Err(TournamentError::Size);
    }
    if tx.event_name_taken(name.as_str())? {
        return Err(TournamentError::Exists(name.to_string()));
    }
    if let Some(rounds) = terms.swiss_rounds
        && !(1..size as u32).contains(&rounds)
    {
        return Err(TournamentError::SwissRounds {
            rounds,
            players: size as u32,
        });
    }
    let swiss_rounds = terms.swiss_rounds;
    let knockout = terms.knockout;
    let half_byes = terms.half_byes.unwrap_or(HALF_BYES_DEFAULT);
    if half_byes > HALF_BYES_MAX {
        return Err(TournamentError::HalfByes(half_byes));
    }
    let id = tx.insert_tournament(
        name.as_str(),
        terms.double,
        size as u32,
        true,
        i64::from(timeout_days) * DAY,
        terms.time_control,
        &terms.start,
        &terms.rules.checked().map_err(TournamentError::Rules)?,
        now,
    )?;
    if let Some(rounds) = swiss_rounds {
        tx.set_swiss(id, rounds)?;
        tx.set_half_byes(id, half_byes)?;
    } else if knockout {
        tx.set_knockout(id)?;
    }
    Ok(id)
}

/// The entrants an admin named for an event made with its players: each a deliverable
/// address, in canonical form, none twice.
pub(super) fn entrant_addresses(players: &[String]) -> Result<Vec<String>, TournamentError> {
    let mut addresses: Vec<String> = Vec::with_capacity(players.len());
    for player in players {
        let address = EmailAddress::parse(player.trim())
            .ok()
            .filter(|a| super::deliverable(a.as_str()))
            .ok_or_else(|| TournamentError::NotAnAddress(player.clone()))?
            .into_string();
        if addresses.contains(&address) {
            return Err(TournamentError::Twice(address));
        }
        addresses.push(address);
    }
    Ok(addresses)
}
/// `pawnpost tournament create`: a round robin of `players` (the admin vouches for
/// them), every game started at once. Returns the number of games.
pub fn create_tournament(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    players: &[String],
    terms: TournamentTerms,
    now: Timestamp,
) -> Result<u32, TournamentError> {
    let name = checked_name(name)?;
    let addresses = entrant_addresses(players)?;
    let timeout = terms
        .timeout_days
        .unwrap_or(pm.config.game.forfeit_timeout_days);
    store.transaction(|tx| create_tournament_in(pm, tx, &name, &addresses, terms, timeout, now))
}

/// [`create_tournament`] within `tx`, its addresses checked (seats in their order);
/// also makes an event's sections and final (`daemon::stages`).
pub(crate) fn create_tournament_in(
    pm: &Postmaster,
    tx: &Tx<'_>,
    name: &TournamentName,
    addresses: &[String],
    terms: TournamentTerms,
    timeout: u32,
    now: Timestamp,
) -> Result<u32, TournamentError> {
    let name = name.clone();
    {
        // The limit on losses on time holds for the players the admin names too.
        if let Some(max) = terms.rules.max_timeouts {
            for address in addresses {
                let (lost_on_time, finished) = reliability(tx, address, now)?;
                let share = history::timeout_percent(lost_on_time, finished);
                if !terms.rules.admits(share) {
                    return Err(TournamentError::TooManyTimeouts {
                        player: address.to_string(),
                        lost_on_time,
                        finished,
                        percent: share.unwrap_or(0),
                        max,
                    });
                }
            }
        }
        let id = new_tournament(tx, &name, addresses.len(), terms, timeout, now)?;
        let made = tx
            .tournament(id)?
            .ok_or_else(|| TournamentError::NotFound(name.to_string()))?;
        for address in addresses {
            let seat = tx.add_entry(id, address, now)?;
            let profile = tx.profile(address, now)?;
            set_entry_rating(tx, &made, seat, &profile)?;
        }
        let t = tx
            .tournament(id)?
            .ok_or_else(|| TournamentError::NotFound(name.to_string()))?;
        Ok(start_tournament(pm, tx, &t, now)?)
    }
}

/// `pawnpost tournament open`: a tournament of `size` seats that players join by mail.
pub fn open_tournament(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    size: u32,
    terms: TournamentTerms,
    now: Timestamp,
) -> Result<(), TournamentError> {
    let name = checked_name(name)?;
    let timeout = terms
        .timeout_days
        .unwrap_or(pm.config.game.forfeit_timeout_days);
    store.transaction(|tx| {
        let id = new_tournament(tx, &name, size as usize, terms, timeout, now)?;
        tx.allow_late_entries(id)?;
        Ok(())
    })
}

/// What a withdrawal did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Withdrawal {
    /// The player's unfinished games that ended.
    pub ended: Vec<GameId>,
    /// Their games count for no one (a round robin, fewer than half played).
    pub annulled: bool,
    /// The tournament had not begun: the player only gave their seat back.
    pub before_start: bool,
    /// The tournament's system, which says what a withdrawal does to the rest.
    pub system: TournamentSystem,
}

impl Withdrawal {
    /// What the withdrawal did, for the admin who asked it (`pawnpost tournament
    /// withdraw`), in the words of the tournament's system.
    pub fn summary(&self, player: &str, name: &str) -> String {
        if self.before_start {
            return format!("{player} left {name} before it began; the seat is free again");
        }
        let ended = match self.ended.len() {
            1 => "1 unfinished game ended as their loss".to_owned(),
            n => format!("{n} unfinished games ended as their losses"),
        };
        let rest = match self.system {
            TournamentSystem::RoundRobin if self.annulled => {
                "their results are annulled (fewer than half their games were played)"
            }
            TournamentSystem::RoundRobin => "their results stand",
            TournamentSystem::Swiss => "their results stand; they are paired no more",
            TournamentSystem::Knockout => "a match of theirs still open goes to the opponent",
        };
        format!("{player} withdrawn from {name}: {ended}; {rest}")
    }
}

/// `pawnpost tournament withdraw`: the rule is in docs/rules.md. Before the start the
/// player simply leaves. After it, each unfinished game of theirs ends at once as a
/// loss for them (unrated); if they had finished fewer than half of their games, all
/// their games are left out of the standings (annulled), else every result stands.
pub fn withdraw(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    player: &str,
    now: Timestamp,
) -> Result<Withdrawal, TournamentError> {
    let address = EmailAddress::parse(player.trim())
        .map_err(|_| TournamentError::NotAnAddress(player.to_owned()))?
        .into_string();
    store.transaction(|tx| {
        let t = tx
            .tournament_named(name)?
            .ok_or_else(|| TournamentError::NotFound(name.to_owned()))?;
        let entry = tx
            .entries(t.id)?
            .into_iter()
            .find(|e| e.address == address)
            .ok_or_else(|| TournamentError::NotInTournament {
                player: address.clone(),
                name: t.name.clone(),
            })?;
        if entry.withdrawn_at != 0 {
            return Err(TournamentError::AlreadyWithdrawn {
                player: address.clone(),
                name: t.name.clone(),
            });
        }
        if t.state == "open" {
            tx.remove_entry(t.id, entry.seat)?;
            return Ok(Withdrawal {
                ended: Vec::new(),
                annulled: true,
                before_start: true,
                system: t.system,
            });
        }
        if t.state == "finished" {
            return Err(TournamentError::Over(t.name.clone()));
        }
        let withdrawal = end_for_withdrawal(pm, tx, &t, &address, true, now)?;
        Ok(withdrawal)
    })
}

/// Takes `address` out of the running tournament `t` (docs/rules.md): their
/// unfinished games end as their losses, their entry is marked withdrawn (annulled in
/// a round robin where they finished fewer than half their games), the others get the
/// standings, or the next round of a Swiss is paired. `by_admin`: the player is told
/// so here; a player who withdrew by mail is answered by the caller.
fn end_for_withdrawal(
    pm: &Postmaster,
    tx: &Tx<'_>,
    t: &Tournament,
    address: &str,
    by_admin: bool,
    now: Timestamp,
) -> Result<Withdrawal, ProcessError> {
    let t = t.clone();
    let address = address.to_owned();
    let Some(entry) = tx.entries(t.id)?.into_iter().find(|e| e.address == address) else {
        return Ok(Withdrawal {
            ended: Vec::new(),
            annulled: false,
            before_start: false,
            system: t.system,
        });
    };
    let mut finished = 0u64;
    let mut unfinished = Vec::new();
    for (id, _) in tx.tournament_games(t.id)? {
        let game = tx.load_game(id)?;
        if game.color_of(&address).is_none() {
            continue;
        }
        if game.is_over() {
            finished += 1;
        } else {
            unfinished.push(game);
        }
    }
    // A Swiss keeps every result: its rounds were paired on them.
    let annulled = t.system == TournamentSystem::RoundRobin && finished * 2 < games_per_player(&t);
    tx.withdraw_entry(t.id, entry.seat, annulled, now)?;
    let mut ended = Vec::new();
    for mut game in unfinished {
        let Some(loser) = game.color_of(&address) else {
            continue;
        };
        let note = EndingNote::Withdrawn {
            tournament: t.name.clone(),
            loser,
        };
        let events = game.adjudicate(GameResult::win_for(!loser), note, now);
        tx.save_game(&game, &events, now)?;
        let mut letters = letter::after_sweep(&game, &events, None, now);
        game_over(
            pm,
            tx,
            &game,
            &mut letters,
            Some(Unrated::Withdrawal),
            false,
            now,
        )?;
        outbox::queue(
            pm,
            tx,
            &Answering::Nothing {
                tag: format!("withdraw.{}.{}", t.id, game.id),
            },
            letters,
            &[&game],
            None,
            now,
        )?;
        ended.push(game.id);
    }
    let mut letters = Vec::new();
    if by_admin {
        letters.push(words::note(
            &address,
            CommunityTopic::Tournament(t.name.clone()),
            vec![L::Withdrawn(t.name.clone())],
        ));
    }
    let others: Vec<String> = tx
        .entries(t.id)?
        .into_iter()
        .map(|e| e.address)
        .filter(|a| *a != address)
        .collect();
    let others: Vec<&str> = others.iter().map(String::as_str).collect();
    let t = tx.tournament(t.id)?.unwrap_or(t);
    match t.system {
        TournamentSystem::Swiss => letters.extend(super::swiss::round_over(pm, tx, &t, now)?),
        TournamentSystem::Knockout => letters.extend(super::knockout::after_withdrawal(
            pm,
            tx,
            &t,
            &address,
            !ended.is_empty(),
            now,
        )?),
        TournamentSystem::RoundRobin => {
            letters.extend(announce_standings(tx, &t, &others, now)?);
            // A withdrawal may end the last section of an event in stages.
            let latest = tx.tournament(t.id)?.unwrap_or_else(|| t.clone());
            letters.extend(stages::section_over(pm, tx, &latest, now)?);
        }
    }
    outbox::queue(
        pm,
        tx,
        &Answering::Nothing {
            tag: format!("withdraw.{}", t.id),
        },
        letters,
        &[],
        None,
        now,
    )?;
    Ok(Withdrawal {
        ended,
        annulled,
        before_start: false,
        system: t.system,
    })
}

/// `Withdraw from NAME` (`Abmelden NAME`, …), with proof: leaves an open tournament's
/// seat, or withdraws from a running Swiss as the admin would. From a running round
/// robin only the admin withdraws a player, since it may annul their games for
/// everyone.
fn withdraw_by_mail(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    name: &str,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    if let Some(l) = tx.ladder_named(name)? {
        return super::ladder::withdraw(pm, tx, sender, &l, now);
    }
    if let Some(event) = tx.stage_event_named(name)? {
        return Ok(stages::withdraw(tx, sender, &event)?);
    }
    let Some(t) = tx.tournament_named(name)? else {
        let (topic, line) = no_such_tournament(name);
        return Ok(words::note(sender, topic, vec![line]));
    };
    let note = |line| {
        Ok::<_, ProcessError>(words::note(
            sender,
            CommunityTopic::Tournament(t.name.clone()),
            vec![line],
        ))
    };
    let entry = tx.entries(t.id)?.into_iter().find(|e| e.address == sender);
    let Some(entry) = entry.filter(|e| e.withdrawn_at == 0 && t.state != "finished") else {
        return note(L::CannotWithdraw(t.name.clone()));
    };
    if t.state == "open" {
        tx.remove_entry(t.id, entry.seat)?;
        return note(L::YouWithdrew {
            name: t.name.clone(),
            before_start: true,
            game_ended: false,
        });
    }
    if t.system == TournamentSystem::RoundRobin {
        return note(L::WithdrawAskAdmin(t.name.clone()));
    }
    let withdrawal = end_for_withdrawal(pm, tx, &t, sender, false, now)?;
    if t.system == TournamentSystem::Knockout {
        return note(L::Knockout(
            crate::letter::knockout::KnockoutLine::YouWithdrew {
                name: t.name.clone(),
                games_ended: withdrawal.ended.len() as u32,
            },
        ));
    }
    note(L::YouWithdrew {
        name: t.name.clone(),
        before_start: false,
        game_ended: !withdrawal.ended.is_empty(),
    })
}

/// Whether any event of a mail ended its game.
pub(super) fn ended(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::GameOver { .. }))
}

/// The refusal of a tournament named `name` that does not exist, and its topic. The
/// name is quoted back only when it could be a tournament's name (its length and
/// characters), so a stranger's word of any length is not copied into a letter and
/// its subject.
fn no_such_tournament(name: &str) -> (CommunityTopic, L) {
    let quoted = crate::community::TournamentName::parse(name)
        .is_ok()
        .then(|| name.to_owned());
    (
        CommunityTopic::Tournament(quoted.clone().unwrap_or_default()),
        L::NoSuchTournament(quoted),
    )
}

#[cfg(test)]
mod withdrawal_tests {
    use super::{TournamentSystem, Withdrawal};

    fn after_start(system: TournamentSystem, ended: usize, annulled: bool) -> Withdrawal {
        Withdrawal {
            ended: (1..=ended as i64).collect(),
            annulled,
            before_start: false,
            system,
        }
    }

    #[test]
    fn the_admin_reads_what_a_withdrawal_did_in_the_words_of_the_system() {
        let p = "dan@example.org";
        let open = Withdrawal {
            ended: Vec::new(),
            annulled: true,
            before_start: true,
            system: TournamentSystem::Knockout,
        };
        assert_eq!(
            open.summary(p, "Cup"),
            "dan@example.org left Cup before it began; the seat is free again"
        );
        let cup = after_start(TournamentSystem::Knockout, 2, false).summary(p, "Cup");
        assert!(cup.ends_with("2 unfinished games ended as their losses; a match of theirs still open goes to the opponent"), "{cup}");
        assert!(!cup.contains("annulled") && !cup.contains("stand"), "{cup}");
        let swiss = after_start(TournamentSystem::Swiss, 1, false).summary(p, "Autumn");
        assert!(swiss.contains("1 unfinished game ended as their loss; their results stand; they are paired no more"), "{swiss}");
        let rr = after_start(TournamentSystem::RoundRobin, 3, true).summary(p, "Spring");
        assert!(rr.contains("their results are annulled"), "{rr}");
        let rr = after_start(TournamentSystem::RoundRobin, 0, false).summary(p, "Spring");
        assert!(
            rr.ends_with("0 unfinished games ended as their losses; their results stand"),
            "{rr}"
        );
    }
}
