//! The PGN of a finished game as it is published: names instead of addresses, the
//! tournament and round when it had one, the ratings before a rated game; and of a
//! running game as far as the public site shows it.

use crate::game::Game;
use crate::notation::pgn::write_pgn;

/// What is known about a game beyond the game itself.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Context {
    pub white: String,
    pub black: String,
    /// The tournament's name, else the game is a single game.
    pub tournament: Option<String>,
    pub round: Option<u32>,
    /// The shown ratings of White and Black before the game, when it was rated.
    pub ratings: Option<(i32, i32)>,
}

/// The game in PGN with public names only: the game's own tags ([`Game::pgn_tags`])
/// with the names, the tournament and round, the ratings before a rated game, and the
/// termination without the admin's note (which may be private).
pub fn pgn(game: &Game, site: &str, context: &Context) -> String {
    pgn_of_first(game, site, context, game.moves().len())
}

/// [`pgn`] of the first `plies` moves. Cut short (a running game behind its delay) or
/// running, it is a game without a result (`*`, `Termination "unterminated"`): nothing
/// about how it went on.
pub fn pgn_of_first(game: &Game, site: &str, context: &Context, plies: usize) -> String {
    let whole = plies >= game.moves().len();
    let outcome = game.outcome().filter(|_| whole);
    let result = outcome.map_or("*", |o| o.result.pgn());
    let mut tags = game.pgn_tags(site);
    if outcome.is_none() {
        tags.retain(|(k, _)| *k != "TerminationDetail");
        for (key, value) in &mut tags {
            match *key {
                "Result" => *value = "*".to_owned(),
                "Termination" => *value = "unterminated".to_owned(),
                _ => {}
            }
        }
    }
    let mut set = |key: &str, value: String| {
        if let Some(tag) = tags.iter_mut().find(|(k, _)| *k == key) {
            tag.1 = value;
        }
    };
    if let Some(name) = &context.tournament {
        set("Event", name.clone());
    }
    set(
        "Round",
        context.round.map_or("-".to_owned(), |r| r.to_string()),
    );
    set("White", context.white.clone());
    set("Black", context.black.clone());
    if let Some(outcome) = outcome {
        set("TerminationDetail", outcome.termination.to_string());
    }
    if let Some((white, black)) = context.ratings.filter(|_| outcome.is_some()) {
        let after_result = tags
            .iter()
            .position(|(k, _)| *k == "Result")
            .map_or(0, |i| i + 1);
        tags.insert(after_result, ("BlackElo", black.to_string()));
        tags.insert(after_result, ("WhiteElo", white.to_string()));
    }
    tags.push(("Mode", "EM".to_owned()));
    let moves = game.record().moves();
    write_pgn(
        &tags,
        game.record().initial(),
        &moves[..plies.min(moves.len())],
        result,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameResult, TimeControl};

    #[test]
    fn the_published_pgn_is_the_games_own_with_names_and_no_private_note() {
        let mut game = Game::new("anna@example.org", "bert@example.org", 30 * 86_400, 0)
            .with_time_control(Some(TimeControl::DaysPerMove { days: 3 }));
        game.adjudicate(GameResult::Draw, "settled by phone with Anna's mother", 10);
        let context = Context {
            white: "Anna_K".to_owned(),
            black: "player7".to_owned(),
            tournament: Some("Spring".to_owned()),
            round: Some(2),
            ratings: Some((1510, 1490)),
        };
        let pgn = pgn(&game, "pawnpost@example.org", &context);
        for tag in [
            "[Event \"Spring\"]",
            "[Round \"2\"]",
            "[White \"Anna_K\"]",
            "[Black \"player7\"]",
            "[WhiteElo \"1510\"]",
            "[BlackElo \"1490\"]",
            "[CorrespondenceClock \"3 days per move\"]",
            "[Mode \"EM\"]",
        ] {
            assert!(pgn.contains(tag), "{tag} in {pgn}");
        }
        assert!(!pgn.contains("anna@") && !pgn.contains("bert@"), "{pgn}");
        assert!(
            !pgn.contains("mother"),
            "the admin's note stays private: {pgn}"
        );
        // The tags in the standard's order: the Seven Tag Roster first.
        let white = pgn.find("[White ").unwrap();
        let elo = pgn.find("[WhiteElo ").unwrap();
        let result = pgn.find("[Result ").unwrap();
        assert!(white < result && result < elo, "{pgn}");
    }

    #[test]
    fn a_game_cut_short_ends_in_a_star_and_says_nothing_of_its_end() {
        use crate::command::Command;
        let mut game = Game::new("anna@example.org", "bert@example.org", 30 * 86_400, 0);
        for (by, san) in [
            ("anna@example.org", "e4"),
            ("bert@example.org", "e5"),
            ("anna@example.org", "Qh5"),
        ] {
            game.apply(by, &[Command::Move(san.parse().unwrap())], None, 10);
        }
        game.adjudicate(GameResult::WhiteWins, "private", 20);
        let context = Context {
            white: "Anna_K".to_owned(),
            black: "player7".to_owned(),
            ratings: Some((1500, 1500)),
            ..Context::default()
        };
        let cut = pgn_of_first(&game, "example.org", &context, 2);
        assert!(cut.contains("[Result \"*\"]"), "{cut}");
        assert!(cut.contains("[Termination \"unterminated\"]"), "{cut}");
        assert!(
            !cut.contains("TerminationDetail") && !cut.contains("Elo"),
            "{cut}"
        );
        assert!(cut.contains("1. e4 e5 *"), "{cut}");
        assert!(!cut.contains("Qh5"), "{cut}");
        let whole = pgn_of_first(&game, "example.org", &context, 3);
        assert!(whole.contains("1. e4 e5 2. Qh5 1-0"), "{whole}");
    }
}
