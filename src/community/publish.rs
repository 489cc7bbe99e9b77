//! The PGN of a finished game as it is published: names instead of addresses, the
//! tournament and round when it had one, the ratings before a rated game.

use crate::game::{Game, timeout_words};
use crate::notation::pgn::{pgn_date, write_pgn};

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

/// The game in PGN with public names only.
pub fn pgn(game: &Game, site: &str, context: &Context) -> String {
    let result = game.outcome().map_or("*", |o| o.result.pgn());
    let event = match &context.tournament {
        Some(name) => name.clone(),
        None => format!("pawnpost correspondence game {}", game.id),
    };
    let mut tags = vec![
        ("Event", event),
        ("Site", site.to_owned()),
        ("Date", pgn_date(game.created_at())),
        (
            "Round",
            context.round.map_or("-".to_owned(), |r| r.to_string()),
        ),
        ("White", context.white.clone()),
        ("Black", context.black.clone()),
        ("Result", result.to_owned()),
    ];
    if let Some((white, black)) = context.ratings {
        tags.push(("WhiteElo", white.to_string()));
        tags.push(("BlackElo", black.to_string()));
    }
    match game.outcome() {
        Some(outcome) => {
            tags.push(("Termination", outcome.termination.pgn_tag().to_owned()));
            tags.push(("TerminationDetail", outcome.termination.to_string()));
        }
        None => tags.push(("Termination", "unterminated".to_owned())),
    }
    tags.push(("Mode", "EM".to_owned()));
    tags.push(("ForfeitTimeout", timeout_words(game.forfeit_timeout_secs())));
    write_pgn(
        &tags,
        game.record().initial(),
        game.record().moves(),
        result,
    )
}
