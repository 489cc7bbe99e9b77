//! Which message says each ladder sentence ([`LadderLine`]), and with which
//! arguments; the ladder's commands as players write them. The words, in every
//! language, are the `ladder-…` messages of `i18n/<code>/ladder.ftl`.

use crate::command::ladder::{Defender, LadderCommand};
use crate::community::ladder::Ending;
use crate::i18n::{self, Args};
use crate::letter::ladder::{ChallengeRefusal, LadderLine};
use crate::notation::Language;

/// How a challenge ended, as the key `$ending` the messages choose by.
fn ending(ending: Ending) -> &'static str {
    match ending {
        Ending::ChallengerWon => "won",
        Ending::Draw => "drawn",
        Ending::DefenderWon => "lost",
        Ending::Declined => "declined",
        Ending::Unanswered => "unanswered",
    }
}

fn date(language: Language, at: crate::game::Timestamp) -> String {
    crate::letter::catalogue(language).date(at)
}

/// Why a challenge was not made, after a colon.
fn refusal(language: Language, why: &ChallengeRefusal) -> String {
    let mut args = Args::new();
    let id = match why {
        ChallengeRefusal::YouAreNotOn => "ladder-refusal-you-are-not-on",
        ChallengeRefusal::NoSuchPlayer(Some(name)) => {
            args = args.with("player", name);
            "ladder-refusal-no-such-player"
        }
        ChallengeRefusal::NoSuchPlayer(None) => "ladder-refusal-no-such-player-unquoted",
        ChallengeRefusal::NoSuchPlace(place) => {
            args = args.with("place", *place);
            "ladder-refusal-no-such-place"
        }
        ChallengeRefusal::Yourself => "ladder-refusal-yourself",
        ChallengeRefusal::NotAbove => "ladder-refusal-not-above",
        ChallengeRefusal::TooFar { places, reach } => {
            args = args.with("places", *places).with("reach", *reach);
            "ladder-refusal-too-far"
        }
        ChallengeRefusal::YouAreBusy => "ladder-refusal-you-are-busy",
        ChallengeRefusal::DefenderBusy(player) => {
            args = args.with("player", player);
            "ladder-refusal-defender-busy"
        }
        ChallengeRefusal::TooSoon { from } => {
            args = args.with("date", date(language, *from));
            "ladder-refusal-too-soon"
        }
        ChallengeRefusal::TooManyToday { max } => {
            args = args.with("max", *max);
            "ladder-refusal-too-many-today"
        }
        ChallengeRefusal::TooManyGames { max } => {
            args = args.with("max", *max);
            "ladder-refusal-too-many-games"
        }
    };
    i18n::message(language, id, &args)
}

/// The message of `line` and its arguments.
pub(super) fn message(language: Language, line: &LadderLine) -> (&'static str, Args) {
    let named = |id, name: &String| (id, Args::new().with("name", name));
    match line {
        LadderLine::Joined { name, place, reach } => (
            "ladder-joined",
            Args::new()
                .with("name", name)
                .with("place", *place)
                .with("reach", *reach),
        ),
        LadderLine::AlreadyOn { name, place } => (
            "ladder-already-on",
            Args::new().with("name", name).with("place", *place),
        ),
        LadderLine::Full { name, max } => (
            "ladder-full",
            Args::new().with("name", name).with("max", *max),
        ),
        LadderLine::YouLeft {
            name,
            cancelled: None,
        } => named("ladder-you-left", name),
        LadderLine::YouLeft {
            name,
            cancelled: Some(other),
        } => (
            "ladder-you-left-cancelled",
            Args::new().with("name", name).with("player", other),
        ),
        LadderLine::NotOn(name) => named("ladder-not-on", name),
        LadderLine::ChallengeRefused { name, why } => (
            "ladder-challenge-refused",
            Args::new()
                .with("name", name)
                .with("why", refusal(language, why)),
        ),
        LadderLine::ChallengeSent {
            name,
            defender,
            place,
            by,
        } => (
            "ladder-challenge-sent",
            Args::new()
                .with("name", name)
                .with("player", defender)
                .with("place", *place)
                .with("date", date(language, *by)),
        ),
        LadderLine::Challenged {
            name,
            challenger,
            challenger_place,
            place,
            by,
        } => (
            "ladder-challenged",
            Args::new()
                .with("name", name)
                .with("player", challenger)
                .with("their_place", *challenger_place)
                .with("place", *place)
                .with("date", date(language, *by)),
        ),
        LadderLine::Accepted {
            name,
            challenger,
            game,
        } => (
            "ladder-accepted",
            Args::new()
                .with("name", name)
                .with("player", challenger)
                .with("game", *game),
        ),
        LadderLine::NothingToAnswer => ("ladder-nothing-to-answer", Args::new()),
        LadderLine::WhichLadder => ("ladder-which-ladder", Args::new()),
        LadderLine::SayWhich { name, accept } => (
            "ladder-say-which",
            Args::new()
                .with("name", name.as_str())
                .with("accept", if *accept { "yes" } else { "no" }),
        ),
        LadderLine::GameOf {
            name,
            challenger,
            defender,
        } => (
            "ladder-game-of",
            Args::new()
                .with("name", name)
                .with("challenger", challenger)
                .with("defender", defender),
        ),
        LadderLine::Ended {
            name,
            ending: how,
            challenger,
            opponent,
            place,
        } => (
            if *challenger {
                "ladder-ended-challenger"
            } else {
                "ladder-ended-defender"
            },
            Args::new()
                .with("name", name)
                .with("ending", ending(*how))
                .with("player", opponent)
                .with("place", *place),
        ),
        LadderLine::MovedDown { name, by, place } => (
            "ladder-moved-down",
            Args::new()
                .with("name", name)
                .with("player", by)
                .with("place", *place),
        ),
        LadderLine::Cancelled { name, other } => (
            "ladder-cancelled",
            Args::new().with("name", name).with("player", other),
        ),
        LadderLine::StandingsHeading { name, players } => (
            "ladder-standings-heading",
            Args::new().with("name", name).with("players", *players),
        ),
        LadderLine::Place {
            place,
            label,
            challenge,
        } => {
            let args = Args::new().with("place", *place).with("player", label);
            match challenge {
                None => ("ladder-place", args),
                Some((defender, playing)) => (
                    if *playing {
                        "ladder-place-playing"
                    } else {
                        "ladder-place-challenging"
                    },
                    args.with("defender", defender),
                ),
            }
        }
        LadderLine::Empty => ("ladder-empty", Args::new()),
        LadderLine::PlayerHeading => ("ladder-player-heading", Args::new()),
        LadderLine::PlayerStanding(standing) => {
            let challenge = standing.challenge.as_ref().map_or_else(String::new, |c| {
                i18n::message(
                    language,
                    "ladder-player-challenge",
                    &Args::new()
                        .with("side", c.side.key())
                        .with("player", &c.opponent)
                        .with("date", date(language, c.by)),
                )
            });
            (
                "ladder-player-standing",
                Args::new()
                    .with("name", &standing.ladder)
                    .with("place", standing.place)
                    .with("players", standing.players)
                    .with(
                        "busy",
                        if standing.challenge.is_some() {
                            "yes"
                        } else {
                            "no"
                        },
                    )
                    .with("challenge", challenge),
            )
        }
        LadderLine::Rules {
            reach,
            days,
            rematch_days,
        } => (
            "ladder-rules",
            Args::new()
                .with("reach", *reach)
                .with("days", *days)
                .with("rematch_days", *rematch_days),
        ),
    }
}

/// A ladder command as a player writes it in `language`.
pub(super) fn command(language: Language, command: &LadderCommand) -> String {
    let (id, args) = match command {
        LadderCommand::Challenge { defender, ladder } => (
            "ladder-command-challenge",
            Args::new()
                .with(
                    "player",
                    match defender {
                        Defender::Name(name) => name.clone(),
                        Defender::Place(place) => place.to_string(),
                    },
                )
                .with("name", ladder),
        ),
        LadderCommand::Accept(name) => (
            "ladder-command-accept",
            Args::new().with("name", name.clone().unwrap_or_default()),
        ),
        LadderCommand::Decline(name) => (
            "ladder-command-decline",
            Args::new().with("name", name.clone().unwrap_or_default()),
        ),
    };
    i18n::message(language, id, &args).trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_language_has_every_ladder_message() {
        crate::i18n::assert_same_messages("ladder-", "ladder.ftl");
    }
}
