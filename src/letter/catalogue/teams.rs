//! Which message says each team-match sentence ([`TeamLine`]) and with which
//! arguments. The words are the `team-…` messages of `i18n/<code>/teams.ftl`.

use crate::i18n::Args;
use crate::letter::teams::TeamLine;
use crate::render::bracket::score;

/// The message of `line` and its arguments.
pub fn message(line: &TeamLine) -> (&'static str, Args) {
    match line {
        TeamLine::Confirmed { team, board } => (
            "team-confirmed",
            Args::new().with("team", team).with("board", *board),
        ),
        TeamLine::NotNamed { team } => ("team-not-named", Args::new().with("team", team)),
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
    }
}
