//! Which message says each community sentence, and with which arguments: every
//! [`CommunityLine`], the community commands as players write them, the problems with
//! their arguments, and the crosstable's words. The words themselves, in every
//! language, are the `community-…` messages of `i18n/<code>/community.ftl`; this file
//! is the same for all languages (a language is only passed on, to render the texts a
//! message takes as arguments).

use crate::command::TimeControl;
use crate::command::community::{CommunityCommand, CommunityProblem, RatingRange};
use crate::community::standings::{Crosstable, points_text, quarters_text};
use crate::community::swiss::event::{CellWords, SwissTable};
use crate::community::{NameProblem, RatingChange};
use crate::game::ClockRefusal;
use crate::i18n::{self, Args};
use crate::letter::ClockText;
use crate::letter::CommunityLine;
use crate::letter::community::{CommunityTopic, HalfByeRefusal};
use crate::notation::Language;
use crate::rules::Color;

/// One community sentence in `language`.
pub fn line(language: Language, line: &CommunityLine) -> String {
    let (id, args) = message(language, line);
    i18n::message(language, id, &args)
}

/// A flag as the key the message files choose by.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// Whether a game counts for ratings, as the key `$kind`.
fn kind(casual: bool) -> &'static str {
    if casual { "casual" } else { "rated" }
}

/// A round robin's format, as the key `$format`.
fn round_robin(double: bool) -> &'static str {
    if double { "double" } else { "single" }
}

/// `+18`, `−7`, `0`. Formatted here because Fluent's numbers show no plus sign and
/// write a hyphen for minus; the typographic minus is the same in every language.
fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string().replace('-', "−")
    }
}

/// `from 1662 to 1680 (+18)`: words, not an arrow a speech engine names.
fn change(language: Language, c: &RatingChange) -> String {
    let args = Args::new()
        .with("before", c.before)
        .with("after", c.after)
        .with("delta", signed(c.delta()))
        .with("provisional", yes_no(c.provisional));
    i18n::message(language, "community-rating-change", &args)
}

/// `, opponent rated 1400 to 1800` after a seek's kind; nothing without a range.
fn range(language: Language, range: &Option<RatingRange>) -> String {
    range.as_ref().map_or_else(String::new, |r| {
        let args = Args::new().with("min", r.min).with("max", r.max);
        i18n::message(language, "community-range", &args)
    })
}

/// `, 3 days per move` after a seek's kind or a tournament's format, in the clock
/// catalogue's words; nothing for the silence rule alone.
fn control(language: Language, control: &Option<TimeControl>) -> String {
    control.as_ref().map_or_else(String::new, |c| {
        let words = crate::letter::catalogue(language).clock(ClockText::Control(c));
        i18n::message(
            language,
            "community-control",
            &Args::new().with("control", words),
        )
    })
}

/// `, Chess960` after a seek's time control; nothing for standard chess.
fn variant(language: Language, chess960: bool) -> String {
    if chess960 {
        i18n::message(language, "community-chess960", &Args::new())
    } else {
        String::new()
    }
}

/// `, at most 10% lost on time` after a seek's variant; nothing without a limit.
fn timeouts(language: Language, max: &Option<u32>) -> String {
    max.map_or_else(String::new, |max| {
        i18n::message(
            language,
            "community-timeouts",
            &Args::new().with("max", max),
        )
    })
}

/// A player's own figures under a limit on losses on time: `$lost_on_time` of
/// `$finished`, `$percent` (rounded as `Player` shows it).
fn reliability(lost_on_time: u32, finished: u32) -> Args {
    Args::new()
        .with("lost_on_time", lost_on_time)
        .with("finished", finished)
        .with(
            "percent",
            crate::community::history::timeout_percent(lost_on_time, finished).map_or(0, i64::from),
        )
}

/// Why a name cannot be used, after a colon.
fn name_problem(language: Language, problem: &NameProblem) -> String {
    let mut args = Args::new().with("why", problem.key());
    match problem {
        NameProblem::TooShort { min } => args = args.with("min", *min),
        NameProblem::TooLong { max } => args = args.with("max", *max),
        NameProblem::BadCharacter(c) => args = args.with("character", c.to_string()),
        NameProblem::Address
        | NameProblem::Reserved
        | NameProblem::Official
        | NameProblem::Confusing
        | NameProblem::Taken => {}
    }
    i18n::message(language, "community-name-problem", &args)
}

/// A letter's subject, after `[pawnpost] `.
fn subject(topic: &CommunityTopic) -> (&'static str, Args) {
    let named = |id, name: &String| (id, Args::new().with("name", name));
    match topic {
        CommunityTopic::Name => ("community-subject-name", Args::new()),
        CommunityTopic::Rating => ("community-subject-rating", Args::new()),
        CommunityTopic::Top => ("community-subject-top", Args::new()),
        CommunityTopic::Player(name) => named("community-subject-player", name),
        CommunityTopic::Seeks => ("community-subject-seeks", Args::new()),
        CommunityTopic::SeekExpired => ("community-subject-seek-expired", Args::new()),
        CommunityTopic::Tournament(name) => named("community-subject-tournament", name),
        CommunityTopic::Standings { name, over: false } => {
            named("community-subject-standings", name)
        }
        CommunityTopic::Standings { name, over: true } => {
            named("community-subject-final-standings", name)
        }
        CommunityTopic::Ladder(name) => named("ladder-subject", name),
        CommunityTopic::Team(what, name) => (
            "team-subject",
            Args::new().with("what", what.key()).with("name", name),
        ),
    }
}

/// The message of `line` and its arguments. Texts a message takes whole (a rating
/// change, a time control, a name's problem) are rendered first, in `language`.
fn message(language: Language, line: &CommunityLine) -> (&'static str, Args) {
    use CommunityLine as L;
    let none = Args::new;
    let named = |id, name: &String| (id, Args::new().with("name", name));
    match line {
        L::Help => ("community-help", none()),
        L::Subject(topic) => subject(topic),

        L::NameSet(name) => named("community-name-set", name),
        L::NameRefused {
            name: Some(name),
            why,
        } => (
            "community-name-refused",
            Args::new()
                .with("name", name)
                .with("problem", name_problem(language, why)),
        ),
        L::NameRefused { name: None, why } => (
            "community-name-refused-unquoted",
            Args::new().with("problem", name_problem(language, why)),
        ),

        L::YourRating {
            pool,
            rating,
            deviation,
            games,
            provisional,
        } => (
            "community-your-rating",
            Args::new()
                .with("pool", pool.key())
                .with("rating", *rating)
                .with("provisional", yes_no(*provisional))
                .with("games", *games)
                .with("deviation", *deviation),
        ),
        L::NoRatedGames => ("community-no-rated-games", none()),
        L::LastChange { game, change: c } => (
            "community-last-change",
            Args::new()
                .with("game", *game)
                .with("change", change(language, c)),
        ),
        L::GameRated {
            pool,
            you,
            opponent,
            theirs,
        } => (
            "community-game-rated",
            Args::new()
                .with("pool", pool.key())
                .with("you", change(language, you))
                .with("opponent", opponent)
                .with("theirs", change(language, theirs)),
        ),
        L::GameNotRated(why) => (
            "community-game-not-rated",
            Args::new().with("why", why.key()),
        ),
        L::ChallengeRated(rated) => (
            "community-challenge-rated",
            Args::new().with("kind", kind(!*rated)),
        ),
        L::KnownAs(label) => ("community-known-as", Args::new().with("label", label)),

        L::TopHeading { pool, min_games } => (
            "community-top-heading",
            Args::new()
                .with("pool", pool.key())
                .with("min_games", *min_games),
        ),
        L::TopEntry {
            rank,
            label,
            rating,
            provisional,
            games,
            timeouts,
        } => (
            "community-top-entry",
            Args::new()
                // Right-aligned in three columns, so that the list lines up in a
                // fixed-width font in every language.
                .with("rank", format!("{rank:>3}"))
                .with("label", label)
                .with("rating", *rating)
                .with("provisional", yes_no(*provisional))
                .with("games", *games)
                .with(
                    "timeouts",
                    timeouts.map_or_else(|| "none".to_owned(), |t| t.to_string()),
                ),
        ),
        L::TopEmpty => ("community-top-empty", none()),

        L::NoSuchPlayer(Some(name)) => named("community-no-such-player", name),
        L::NoSuchPlayer(None) => ("community-no-such-player-unquoted", none()),
        L::PlayerByNameOnly => ("community-player-by-name-only", none()),
        L::QuestionsPerMail(n) => (
            "community-questions-per-mail",
            Args::new().with("questions", *n),
        ),
        L::PlayerHeading(label) => ("community-player-heading", Args::new().with("label", label)),
        L::PlayerRating {
            pool,
            rating,
            provisional,
            games,
        } => (
            "community-player-rating",
            Args::new()
                .with("pool", pool.key())
                .with("games", *games)
                .with("rating", *rating)
                .with("provisional", yes_no(*provisional)),
        ),
        L::PlayerRecord {
            played,
            won,
            drawn,
            lost,
            lost_on_time,
        } => (
            "community-player-record",
            Args::new()
                .with("played", *played)
                .with("won", *won)
                .with("drawn", *drawn)
                .with("lost", *lost)
                .with("lost_on_time", *lost_on_time),
        ),
        L::PlayerSpeed {
            tenths: Some(tenths),
            games,
        } => {
            // Fluent writes numbers with a decimal point in every language: the
            // language's own decimal is a message of its own.
            let days = i18n::message(
                language,
                "community-tenths",
                &Args::new()
                    .with("whole", tenths / 10)
                    .with("tenth", tenths % 10),
            );
            (
                "community-player-speed",
                Args::new().with("games", *games).with("days", days),
            )
        }
        L::PlayerSpeed { tenths: None, .. } => ("community-player-speed-unknown", none()),
        L::PlayerReliability {
            days,
            lost_on_time,
            finished,
            median_tenths,
        } => {
            let median = median_tenths.map_or_else(String::new, |tenths| {
                i18n::message(
                    language,
                    "community-tenths",
                    &Args::new()
                        .with("whole", tenths / 10)
                        .with("tenth", tenths % 10),
                )
            });
            let percent = crate::community::history::timeout_percent(*lost_on_time, *finished);
            (
                "community-player-reliability",
                Args::new()
                    .with("days", *days)
                    .with("lost_on_time", *lost_on_time)
                    .with("finished", *finished)
                    .with("percent", percent.map_or(-1, i64::from))
                    .with("median", median)
                    .with("timed", if median_tenths.is_some() { "yes" } else { "no" }),
            )
        }
        L::ResultsHeading => ("community-results-heading", none()),
        L::Result(r) => (
            "community-result",
            Args::new()
                .with("game", r.game)
                .with("color", r.color.name())
                .with("opponent", &r.opponent)
                .with("result", r.key())
                .with("pgn", r.result.pgn())
                .with(
                    "rated",
                    match r.rated {
                        None => "no",
                        Some(crate::community::Pool::Standard) => "yes",
                        Some(crate::community::Pool::Chess960) => "chess960",
                    },
                ),
        ),
        L::CurrentHeading => ("community-current-heading", none()),
        L::Current {
            game,
            opponent,
            color,
            fullmove,
        } => (
            "community-current",
            Args::new()
                .with("game", *game)
                .with("color", color.name())
                .with("opponent", opponent)
                .with("fullmove", *fullmove),
        ),
        L::NoneYet => ("community-none-yet", none()),

        L::SeekPosted {
            casual,
            range: r,
            control: c,
            chess960,
            timeouts: t,
            days,
        } => (
            "community-seek-posted",
            Args::new()
                .with("kind", kind(*casual))
                .with("range", range(language, r))
                .with(
                    "control",
                    control(language, c) + &variant(language, *chess960) + &timeouts(language, t),
                )
                .with("days", *days),
        ),
        L::SeekTimeoutsRefused {
            label,
            max,
            days,
            lost_on_time,
            finished,
        } => (
            "community-seek-timeouts-refused",
            reliability(*lost_on_time, *finished)
                .with("label", label)
                .with("max", *max)
                .with("days", *days),
        ),
        L::SeekReplaced => ("community-seek-replaced", none()),
        L::SeekControlOutOfRange { control: c, max } => {
            let refusal = ClockRefusal::ControlOutOfRange { max: *max };
            (
                "community-seek-control-out-of-range",
                Args::new()
                    .with("control", super::clock::control_command(language, c))
                    .with(
                        "refusal",
                        crate::letter::catalogue(language).clock(ClockText::Refusal(&refusal)),
                    ),
            )
        }
        L::SeekMatched {
            opponent,
            rating,
            casual,
        } => (
            "community-seek-matched",
            Args::new()
                .with("kind", kind(*casual))
                .with("opponent", opponent)
                .with("rating", *rating),
        ),
        L::SeeksHeading => ("community-seeks-heading", none()),
        L::SeekEntry {
            label,
            rating,
            provisional,
            casual,
            range: r,
            control: c,
            chess960,
            timeouts: t,
            days_ago,
            yours,
        } => (
            "community-seek-entry",
            Args::new()
                .with("label", label)
                .with("rating", *rating)
                .with("provisional", yes_no(*provisional))
                .with("kind", kind(*casual))
                .with("range", range(language, r))
                .with(
                    "control",
                    control(language, c) + &variant(language, *chess960) + &timeouts(language, t),
                )
                .with("days_ago", *days_ago)
                .with("yours", yes_no(*yours)),
        ),
        L::NoSeeks => ("community-no-seeks", none()),
        L::SeeksPage { page, pages, total } => {
            let args = Args::new()
                .with("page", *page)
                .with("pages", *pages)
                .with("total", *total);
            if page < pages {
                ("community-seeks-page", args.with("next", page + 1))
            } else {
                ("community-seeks-last-page", args)
            }
        }
        L::NoSuchSeeksPage { asked, pages } => (
            "community-no-such-seeks-page",
            Args::new().with("asked", *asked).with("pages", *pages),
        ),
        L::SeekCancelled => ("community-seek-cancelled", none()),
        L::NoSeekToCancel => ("community-no-seek-to-cancel", none()),
        L::SeekExpired { days } => ("community-seek-expired", Args::new().with("days", *days)),
        L::TooManyGamesToSeek { max } => (
            "community-too-many-games-to-seek",
            Args::new().with("max", *max),
        ),

        L::OpenTournamentsHeading => ("community-open-tournaments-heading", none()),
        L::OpenTournament {
            name,
            taken,
            size,
            double,
            swiss_rounds,
            knockout,
            control: c,
        } => (
            "community-open-tournament",
            Args::new()
                .with("name", name)
                .with(
                    "format",
                    if *knockout {
                        "knockout"
                    } else if swiss_rounds.is_some() {
                        "swiss"
                    } else {
                        round_robin(*double)
                    },
                )
                .with("rounds", swiss_rounds.unwrap_or(0))
                .with("control", control(language, c))
                .with("taken", *taken)
                .with("size", *size),
        ),
        L::Joined { name, taken, size } => (
            "community-joined",
            Args::new()
                .with("name", name)
                .with("taken", *taken)
                .with("size", *size),
        ),
        L::AlreadyJoined(name) => named("community-already-joined", name),
        L::NoSuchTournament(Some(name)) => named("community-no-such-tournament", name),
        L::NoSuchTournament(None) => ("community-no-such-tournament-unquoted", none()),
        L::NotOpen(name) => named("community-not-open", name),
        L::TournamentBegins {
            name,
            players,
            games,
        } => (
            "community-tournament-begins",
            Args::new()
                .with("name", name)
                .with("players", *players)
                .with("games", *games),
        ),
        L::TournamentGame {
            name,
            round,
            rounds,
        } => (
            "community-tournament-game",
            Args::new()
                .with("name", name)
                .with("round", *round)
                .with("rounds", *rounds),
        ),
        L::TooBusyToJoin {
            active,
            needed,
            max,
        } => (
            "community-too-busy-to-join",
            Args::new()
                .with("needed", *needed)
                .with("active", *active)
                .with("max", *max),
        ),
        L::TooManyTimeoutsToJoin {
            name,
            max,
            days,
            lost_on_time,
            finished,
        } => (
            "community-too-many-timeouts-to-join",
            reliability(*lost_on_time, *finished)
                .with("name", name)
                .with("max", *max)
                .with("days", *days),
        ),
        L::WhichTournament => ("community-which-tournament", none()),
        L::StandingsHeading {
            name,
            double,
            finished,
            total,
            over,
        } => {
            let args = Args::new()
                .with("name", name)
                .with("format", round_robin(*double))
                .with("total", *total);
            if *over {
                ("community-final-standings-heading", args)
            } else {
                (
                    "community-standings-heading",
                    args.with("finished", *finished),
                )
            }
        }
        L::SwissBegins {
            name,
            players,
            rounds,
        } => (
            "community-swiss-begins",
            Args::new()
                .with("name", name)
                .with("players", *players)
                .with("rounds", *rounds),
        ),
        L::JoinedLate {
            name,
            round,
            rounds,
        } => (
            "community-joined-late",
            Args::new()
                .with("name", name)
                .with("round", *round)
                .with("rounds", *rounds),
        ),
        L::SwissBye {
            name,
            round,
            rounds,
        } => (
            "community-swiss-bye",
            Args::new()
                .with("name", name)
                .with("round", *round)
                .with("rounds", *rounds),
        ),
        L::HalfByeBooked {
            name,
            round,
            rounds,
            booked,
            allowed,
        } => (
            "community-half-bye-booked",
            Args::new()
                .with("name", name)
                .with("round", *round)
                .with("rounds", *rounds)
                .with("booked", *booked)
                .with("allowed", *allowed),
        ),
        L::HalfByeRefused { name, why } => {
            let (round, allowed) = match *why {
                HalfByeRefusal::AlreadyAsked { round }
                | HalfByeRefusal::LastRound { round }
                | HalfByeRefusal::TooFewLeft { round } => (round, 0),
                HalfByeRefusal::Used { allowed } => (0, allowed),
                HalfByeRefusal::NotSwiss
                | HalfByeRefusal::NotPlaying
                | HalfByeRefusal::NoneAllowed
                | HalfByeRefusal::NoRoundLeft => (0, 0),
            };
            (
                "community-half-bye-refused",
                Args::new()
                    .with("name", name)
                    .with("why", why.key())
                    .with("round", round)
                    .with("allowed", allowed),
            )
        }
        L::HalfByeCancelled { name, round } => (
            "community-half-bye-cancelled",
            Args::new().with("name", name).with("round", *round),
        ),
        L::NoHalfByeToCancel { name, paired } => (
            "community-no-half-bye-to-cancel",
            Args::new()
                .with("name", name)
                .with("paired", if paired.is_some() { "yes" } else { "no" })
                .with("round", paired.unwrap_or(0)),
        ),
        L::SwissHalfBye {
            name,
            round,
            rounds,
        } => (
            "community-swiss-half-bye",
            Args::new()
                .with("name", name)
                .with("round", *round)
                .with("rounds", *rounds),
        ),
        L::SwissHalfByeLapsed { name, round } => (
            "community-swiss-half-bye-lapsed",
            Args::new().with("name", name).with("round", *round),
        ),
        L::SwissHalfByesInRound { labels } => (
            "community-swiss-half-byes-in-round",
            Args::new()
                .with("labels", labels.join(", "))
                .with("count", labels.len() as u32),
        ),
        L::SwissStandingsHeading {
            name,
            round,
            rounds,
            over,
        } => {
            let args = Args::new()
                .with("name", name)
                .with("round", *round)
                .with("rounds", *rounds);
            if *over && round < rounds {
                ("community-swiss-final-standings-heading-short", args)
            } else if *over {
                ("community-swiss-final-standings-heading", args)
            } else {
                ("community-swiss-standings-heading", args)
            }
        }
        L::SwissLegend => ("community-swiss-legend", none()),
        L::SwissHalfByeLegend => ("community-swiss-half-bye-legend", none()),
        L::YouWithdrew {
            name,
            before_start,
            game_ended,
        } => (
            "community-you-withdrew",
            Args::new().with("name", name).with(
                "when",
                match (before_start, game_ended) {
                    (true, _) => "open",
                    (false, true) => "running",
                    (false, false) => "between",
                },
            ),
        ),
        L::WithdrawnCannotRejoin(name) => named("community-withdrawn-cannot-rejoin", name),
        L::NoShowWithdrawn(name) => named("community-no-show-withdrawn", name),
        L::WithdrawAskAdmin(name) => named("community-withdraw-ask-admin", name),
        L::CannotWithdraw(name) => named("community-cannot-withdraw", name),
        L::WithdrawnMark => ("community-withdrawn-mark", none()),
        L::Withdrawn(name) => named("community-withdrawn", name),
        L::WithdrawalNote { name, loser } => (
            "community-withdrawal-note",
            Args::new().with("name", name).with("loser", loser.name()),
        ),
        L::Knockout(line) => super::knockout::message(language, line),
        L::Ladder(line) => super::ladder::message(language, line),
        L::Team(line) => super::teams::message(language, line),
        L::Stage(line) => super::stages::message(line),
    }
}

/// A community command as a player writes it in `language`.
pub fn command(language: Language, command: &CommunityCommand) -> String {
    use CommunityCommand as C;
    let word = |id| i18n::message(language, id, &Args::new());
    let with = |id, argument: Option<String>| -> Vec<String> {
        std::iter::once(word(id)).chain(argument).collect()
    };
    let words = match command {
        C::Name(name) => with("community-command-name", Some(name.clone())),
        C::Rating => with("community-command-rating", None),
        C::Top(n) => with("community-command-top", n.map(|n| n.to_string())),
        C::Player(name) => with("community-command-player", name.clone()),
        C::Seek {
            casual,
            range,
            control,
            chess960,
            timeouts,
        } => {
            let mut words = vec![word("community-command-seek")];
            if *casual {
                words.push(word("community-command-casual"));
            }
            if *chess960 {
                words.push("chess960".to_owned());
            }
            if let Some(r) = range {
                let args = Args::new().with("min", r.min).with("max", r.max);
                words.push(i18n::message(language, "community-command-range", &args));
            }
            if let Some(c) = control {
                words.push(super::clock::control_command(language, c));
            }
            if let Some(max) = timeouts {
                let args = Args::new().with("max", *max);
                words.push(i18n::message(language, "community-command-timeouts", &args));
            }
            words
        }
        C::Seeks(page) => with("community-command-seeks", page.map(|n| n.to_string())),
        C::CancelSeek => with("community-command-cancel-seek", None),
        C::Join(name) => with("community-command-join", Some(name.clone())),
        C::Withdraw(name) => with("community-command-withdraw", Some(name.clone())),
        C::Standings(name) => with("community-command-standings", name.clone()),
        C::HalfBye(name) => with("community-command-half-bye", name.clone()),
        C::CancelHalfBye(name) => with("community-command-cancel-half-bye", name.clone()),
        C::Ladder(command) => vec![super::ladder::command(language, command)],
        C::Team(command) => vec![super::teams::command(language, command)],
    };
    // Each argument after its phrase and a space, in every language: the order in
    // which the command reader takes them.
    words.join(" ")
}

/// Why a community command's arguments could not be read, after "I did not
/// understand …:".
pub fn problem(language: Language, problem: &CommunityProblem) -> String {
    let (id, args) = match problem {
        CommunityProblem::NameMissing => ("community-problem-name-missing", Args::new()),
        CommunityProblem::TournamentMissing => {
            ("community-problem-tournament-missing", Args::new())
        }
        CommunityProblem::WithdrawMissing => ("community-problem-withdraw-missing", Args::new()),
        CommunityProblem::LineUp => ("community-problem-lineup", Args::new()),
        CommunityProblem::Replace => ("community-problem-replace", Args::new()),
        CommunityProblem::BadTimeouts(text) => (
            "community-problem-bad-timeouts",
            Args::new().with("text", text),
        ),
        CommunityProblem::BadRange(text) => (
            "community-problem-bad-range",
            Args::new().with("text", text),
        ),
    };
    i18n::message(language, id, &args)
}

/// The crosstable's cells in `language`: the header (rank, player, one column per
/// player by number, points, tie-break) and a row per player, the player's own column
/// `*`. The text letter pads them into columns, the HTML letter makes them a table.
pub struct CrosstableCells {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// Column `i + 2` of the header is player `i + 1`: their label, for a reader.
    pub players: Vec<String>,
}

/// The cells of `table` in `language` ([`CrosstableCells`]).
pub fn crosstable_cells(table: &Crosstable, language: Language) -> CrosstableCells {
    let word = |id| i18n::message(language, id, &Args::new());
    let labels: Vec<String> = table
        .rows
        .iter()
        .map(|r| {
            if r.withdrawn {
                let args = Args::new().with("label", &r.label);
                i18n::message(language, "community-crosstable-withdrawn", &args)
            } else {
                r.label.clone()
            }
        })
        .collect();
    let cell = crate::community::standings::cell_text;
    let cycles = table.cycles.max(1) as usize;
    let mut header = vec![
        word("community-crosstable-rank"),
        word("community-crosstable-player"),
    ];
    header.extend((1..=table.rows.len()).map(|i| i.to_string()));
    header.push(word("community-crosstable-points"));
    header.push(word("community-crosstable-tiebreak"));
    let rows = table
        .rows
        .iter()
        .zip(&labels)
        .map(|(row, label)| {
            let mut cells = vec![row.rank.to_string(), label.clone()];
            cells.extend(row.against.iter().map(|against| match against {
                None => "*".repeat(cycles),
                Some(halves) => cell(halves, cycles),
            }));
            cells.push(points_text(row.halves));
            cells.push(quarters_text(row.sb_quarters));
            cells
        })
        .collect();
    CrosstableCells {
        header,
        rows,
        players: labels,
    }
}

/// The crosstable as lines in a fixed-width font, for the plain-text letter: rank,
/// player, one column per opponent (in table order), points and Sonneborn–Berger; the
/// layout is the same in every language.
pub fn crosstable(table: &Crosstable, language: Language) -> String {
    let cells = crosstable_cells(table, language);
    let players = table.rows.len();
    let name_width = std::iter::once(&cells.header[1])
        .chain(cells.rows.iter().map(|r| &r[1]))
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    let cycles = table.cycles.max(1) as usize;
    let column = cycles.max(players.to_string().len()) + 1;
    // The width of each column but the last, which is not padded.
    let width = |i: usize| match i {
        0 => 4,
        1 => name_width + 2,
        i if i < 2 + players => column,
        _ => 8,
    };
    let line = |row: &[String]| -> String {
        let last = row.len() - 1;
        row.iter()
            .enumerate()
            .map(|(i, text)| {
                if i == last {
                    return text.clone();
                }
                let n = text.chars().count();
                format!("{text}{}", " ".repeat(width(i).saturating_sub(n)))
            })
            .collect()
    };
    let mut out = line(&cells.header);
    for row in &cells.rows {
        out.push('\n');
        out.push_str(&line(row));
    }
    out
}

/// The cells of a Swiss's standings in `language`: place, player, one column per
/// round (the opponent's place, the colour, the result), points and the tie-breaks.
pub fn swiss_cells(table: &SwissTable, language: Language) -> CrosstableCells {
    let word = |id| i18n::message(language, id, &Args::new());
    let colour = &|c: Color| {
        i18n::message(
            language,
            "community-swiss-colour",
            &Args::new().with("colour", c.name()),
        )
    };
    let mut header = vec![
        word("community-crosstable-rank"),
        word("community-crosstable-player"),
    ];
    header.extend((1..=table.rounds).map(|round| {
        i18n::message(
            language,
            "community-swiss-round-column",
            &Args::new().with("round", round),
        )
    }));
    header.extend([
        word("community-crosstable-points"),
        word("community-swiss-buchholz-cut1"),
        word("community-swiss-buchholz"),
        word("community-crosstable-tiebreak"),
    ]);
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let label = if row.withdrawn {
                let args = Args::new().with("label", &row.label);
                i18n::message(language, "community-crosstable-withdrawn", &args)
            } else {
                row.label.clone()
            };
            let mut cells = vec![row.place.to_string(), label];
            let bye = word("community-swiss-bye-cell");
            let half_bye = word("community-swiss-half-bye-cell");
            let words = CellWords {
                bye: &bye,
                half_bye: &half_bye,
            };
            cells.extend(row.cells.iter().map(|cell| cell.text(colour, words)));
            cells.push(points_text(row.halves));
            cells.push(points_text(row.buchholz_cut1));
            cells.push(points_text(row.buchholz));
            cells.push(quarters_text(row.sonneborn_berger));
            cells
        })
        .collect();
    CrosstableCells {
        header,
        rows,
        players: Vec::new(),
    }
}

/// A Swiss's standings as lines in a fixed-width font, for the plain-text letter.
pub fn swiss_table(table: &SwissTable, language: Language) -> String {
    let cells = swiss_cells(table, language);
    let columns = cells.header.len();
    let width: Vec<usize> = (0..columns)
        .map(|i| {
            std::iter::once(&cells.header)
                .chain(&cells.rows)
                .filter_map(|row| row.get(i))
                .map(|text| text.chars().count())
                .max()
                .unwrap_or(0)
                + 2
        })
        .collect();
    let line = |row: &[String]| -> String {
        let last = row.len().saturating_sub(1);
        row.iter()
            .enumerate()
            .map(|(i, text)| {
                if i == last {
                    return text.clone();
                }
                let n = text.chars().count();
                format!("{text}{}", " ".repeat(width[i].saturating_sub(n)))
            })
            .collect()
    };
    let mut out = line(&cells.header);
    for row in &cells.rows {
        out.push('\n');
        out.push_str(&line(row));
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::community::Unrated;
    use crate::rules::Color;

    fn community_messages(language: Language) -> BTreeMap<String, Vec<String>> {
        i18n::inventory(language)
            .into_iter()
            .filter(|(id, _)| id.starts_with("community-"))
            .collect()
    }

    #[test]
    fn every_language_has_every_community_message_with_the_same_arguments() {
        let english = community_messages(Language::English);
        assert!(english.len() > 80, "{}", english.len());
        for language in Language::ALL {
            assert_eq!(i18n::parse_errors(language), Vec::<String>::new());
            assert_eq!(community_messages(language), english, "{language:?}");
        }
    }

    /// The sentences whose Fluent is easy to get wrong: plurals where a language's
    /// CLDR rule differs from English (French `one` takes 0: "0 jour"), a decimal, a
    /// signed change, the top list's alignment, a key chosen in the file.
    #[test]
    fn numbers_and_keys_are_worded_by_each_language() {
        use CommunityLine as L;
        let say = |language, l: L| line(language, &l);
        let zero = || L::SeekExpired { days: 0 };
        assert!(say(Language::French, zero()).contains(" en 0 jour "));
        assert!(say(Language::English, zero()).contains(" within 0 days "));
        let one = || L::SeekExpired { days: 1 };
        assert!(say(Language::German, one()).contains(" in 1 Tag "));
        let speed = || L::PlayerSpeed {
            tenths: Some(25),
            games: 1,
        };
        assert!(say(Language::English, speed()).ends_with(" last 1 game: 2.5 days."));
        assert!(say(Language::German, speed()).ends_with(": 2,5 Tage."));
        let change = RatingChange {
            before: 1500,
            after: 1488,
            provisional: true,
        };
        assert_eq!(
            say(Language::French, L::LastChange { game: 4, change }),
            "Votre dernière partie classée, n°\u{a0}4\u{a0}: de 1500 à 1488 (−12, provisoire)."
        );
        let entry = L::TopEntry {
            rank: 7,
            label: "Anna".to_owned(),
            rating: 1612,
            provisional: true,
            games: 1,
            timeouts: None,
        };
        assert_eq!(say(Language::German, entry), "  7. Anna  1612?  (1 Partie)");
        assert_eq!(
            say(Language::French, L::GameNotRated(Unrated::TooShort)),
            "Partie non classée\u{a0}: elle a été décidée avant que chacun ait joué deux coups."
        );
        let note = || L::WithdrawalNote {
            name: "Spring".to_owned(),
            loser: Color::Black,
        };
        assert!(say(Language::French, note()).starts_with("Les Noirs ont été retirés"));
        assert!(say(Language::English, L::Help).contains(":\n  Name Alice_K"));
    }

    #[test]
    fn commands_are_their_phrase_then_their_arguments() {
        let seek = CommunityCommand::Seek {
            casual: true,
            range: Some(RatingRange {
                min: 1400,
                max: 1800,
            }),
            control: Some(TimeControl::DaysPerMove { days: 3 }),
            chess960: false,
            timeouts: Some(10),
        };
        assert_eq!(
            command(Language::German, &seek),
            "Suche ungewertet 1400-1800 3 Tage pro Zug Zeitüberschreitungen 10%"
        );
        for c in [
            seek,
            CommunityCommand::Top(Some(100)),
            CommunityCommand::Standings(None),
            CommunityCommand::CancelSeek,
        ] {
            // English reads back as the command's own spelling.
            assert_eq!(command(Language::English, &c), c.to_string());
        }
    }
}
