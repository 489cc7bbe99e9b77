//! Which message says each team-match sentence ([`TeamLine`]) and with which
//! arguments. The words are the `team-…` messages of `i18n/<code>/teams.ftl`.

use crate::i18n::Args;
use crate::letter::teams::TeamLine;
use crate::render::bracket::score;

/// The message of `line` and its arguments.
pub fn message(language: crate::notation::Language, line: &TeamLine) -> (&'static str, Args) {
    match line {
        TeamLine::Confirmed { team, board } => (
            "team-confirmed",
            Args::new().with("team", team).with("board", *board),
        ),
        TeamLine::NotNamed { team } => ("team-not-named", Args::new().with("team", team)),
        TeamLine::OnRivalTeam { team, other } => (
            "team-on-rival-team",
            Args::new().with("team", team).with("other", other),
        ),
        TeamLine::Game {
            name,
            board,
            home,
            away,
        } => (
            "team-game",
            Args::new()
                .with("name", name)
                .with("board", *board)
                .with("home", home)
                .with("away", away),
        ),
        TeamLine::Standings {
            name,
            home,
            away,
            halves,
            played,
            games,
        } => (
            "team-standings",
            Args::new()
                .with("name", name)
                .with("home", home)
                .with("away", away)
                .with("score", score(halves.0, halves.1))
                .with("played", *played)
                .with("games", *games),
        ),
        TeamLine::Board {
            board,
            home,
            away,
            results,
        } => (
            "team-board",
            Args::new()
                .with("board", *board)
                .with("home", home)
                .with("away", away)
                .with("results", results),
        ),
        TeamLine::Decided {
            name,
            home,
            away,
            halves,
            winner,
            running,
        } => (
            if *running == 0 {
                "team-over"
            } else {
                "team-decided"
            },
            Args::new()
                .with("name", name)
                .with("home", home)
                .with("away", away)
                .with("score", score(halves.0, halves.1))
                .with("winner", winner.as_deref().unwrap_or(""))
                .with("drawn", if winner.is_none() { "yes" } else { "no" })
                .with("running", *running),
        ),
        TeamLine::LinedUp {
            team,
            board,
            player,
            confirmed,
        } => (
            "team-lined-up",
            Args::new()
                .with("team", team)
                .with("board", *board)
                .with("player", player)
                .with("confirmed", yes_no(*confirmed)),
        ),
        TeamLine::NotCaptain { name } => ("team-not-captain", Args::new().with("name", name)),
        TeamLine::NoSuchTeam { name } => ("team-no-such-team", Args::new().with("name", name)),
        TeamLine::NoSuchMatch { name } => ("team-no-such-match", Args::new().with("name", name)),
        TeamLine::BadBoard { board, max } => (
            "team-bad-board",
            Args::new().with("board", *board).with("max", *max),
        ),
        TeamLine::UnknownPlayer { player } => {
            ("team-unknown-player", Args::new().with("player", player))
        }
        TeamLine::BoardTaken {
            team,
            board,
            player,
        } => (
            "team-board-taken",
            Args::new()
                .with("team", team)
                .with("board", *board)
                .with("player", player),
        ),
        TeamLine::MatchRuns { team, name } => (
            "team-match-runs",
            Args::new().with("team", team).with("name", name),
        ),
        TeamLine::MatchNotRunning { name, over } => (
            "team-match-not-running",
            Args::new().with("name", name).with("over", yes_no(*over)),
        ),
        TeamLine::NotInMatch { player, name } => (
            "team-not-in-match",
            Args::new().with("player", player).with("name", name),
        ),
        TeamLine::NothingLeft { player, name } => (
            "team-nothing-left",
            Args::new().with("player", player).with("name", name),
        ),
        TeamLine::NotOnTeam { player, team } => (
            "team-not-on-team",
            Args::new().with("player", player).with("team", team),
        ),
        TeamLine::AlreadyPlaying { player, name } => (
            "team-already-playing",
            Args::new().with("player", player).with("name", name),
        ),
        TeamLine::NoRoom {
            player,
            games,
            active,
            max,
        } => (
            "team-no-room",
            Args::new()
                .with("player", player)
                .with("games", *games)
                .with("active", *active)
                .with("max", *max),
        ),
        TeamLine::Replaced {
            name,
            team,
            player,
            substitute,
            games,
        } => (
            "team-replaced",
            Args::new()
                .with("name", name)
                .with("team", team)
                .with("player", player)
                .with("substitute", substitute)
                .with("games", games),
        ),
        TeamLine::YouAreReplaced {
            name,
            team,
            substitute,
            games,
        } => (
            "team-you-are-replaced",
            Args::new()
                .with("name", name)
                .with("team", team)
                .with("substitute", substitute)
                .with("games", games),
        ),
        TeamLine::YouTakeOver {
            name,
            team,
            board,
            player,
        } => (
            "team-you-take-over",
            Args::new()
                .with("name", name)
                .with("team", team)
                .with("board", *board)
                .with("player", player),
        ),
        TeamLine::OpponentReplaced {
            name,
            team,
            player,
            substitute,
        } => (
            "team-opponent-replaced",
            Args::new()
                .with("name", name)
                .with("team", team)
                .with("player", player)
                .with("substitute", substitute),
        ),
        TeamLine::LeagueRound {
            league,
            round,
            rounds,
            team,
            name,
            home,
            away,
            complete_by,
            begun,
        } => (
            "team-league-round",
            Args::new()
                .with("league", league)
                .with("round", *round)
                .with("rounds", *rounds)
                .with("team", team)
                .with("name", name)
                .with("home", home)
                .with("away", away)
                .with(
                    "deadline",
                    crate::letter::catalogue(language).date(*complete_by),
                )
                .with("begun", if *begun { "yes" } else { "no" }),
        ),
        TeamLine::Forfeited {
            name,
            home,
            away,
            loser,
            halves,
            withdrawn,
        } => (
            "team-forfeited",
            Args::new()
                .with("why", if *withdrawn { "withdrawn" } else { "late" })
                .with("name", name)
                .with("home", home)
                .with("away", away)
                .with("both", if loser.is_none() { "yes" } else { "no" })
                .with("loser", loser.as_deref().unwrap_or(""))
                .with("score", score(halves.0, halves.1)),
        ),
        TeamLine::LeagueRests {
            league,
            round,
            rounds,
            team,
        } => (
            "team-league-rests",
            Args::new()
                .with("league", league)
                .with("round", *round)
                .with("rounds", *rounds)
                .with("team", team),
        ),
        TeamLine::LeagueTable {
            league,
            played,
            rounds,
            winner,
            shared,
        } => (
            "team-league-table",
            Args::new()
                .with("league", league)
                .with("played", *played)
                .with("rounds", *rounds)
                .with("over", if winner.is_some() { "yes" } else { "no" })
                .with("shared", if *shared { "yes" } else { "no" })
                .with("winner", winner.as_deref().unwrap_or("")),
        ),
        TeamLine::LeagueRow {
            rank,
            team,
            match_points,
            board_halves,
            matches,
        } => (
            "team-league-row",
            Args::new()
                .with("rank", *rank)
                .with("team", team)
                .with("mp", *match_points)
                .with(
                    "bp",
                    crate::community::standings::points_text(*board_halves),
                )
                .with("matches", *matches),
        ),
    }
}

fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// A captain's command in `language`, as its phrase and arguments.
pub(super) fn command(
    language: crate::notation::Language,
    command: &crate::command::teams::TeamCommand,
) -> String {
    use crate::command::teams::TeamCommand;
    let (id, args) = match command {
        TeamCommand::LineUp {
            team,
            board,
            player,
        } => (
            "team-command-lineup",
            Args::new()
                .with("team", team)
                .with("board", *board)
                .with("player", player),
        ),
        TeamCommand::Replace {
            player,
            substitute,
            event,
        } => (
            "team-command-replace",
            Args::new()
                .with("player", player)
                .with("substitute", substitute)
                .with("name", event),
        ),
    };
    crate::i18n::message(language, id, &args)
        .trim_end()
        .to_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_language_has_every_team_message() {
        crate::i18n::assert_same_messages("team-", "teams.ftl");
    }
}
