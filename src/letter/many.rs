//! Letters about several of a player's games at once: the answer to a mail with lines
//! for several games (`#12 Nf3`, `#15: Resign`). Each game's part starts with its
//! heading ([`Line::GameSection`]), which the privacy pass reads as the start of that
//! game's part ([`super::community::disguise`]).

use crate::game::{Game, GameId, Rejection, Timestamp};
use crate::rules::Color;

use super::{Answer, Block, Footer, Letter, Line, LobbyTopic, Subject, game_state};

/// The heading of `game`'s part.
pub fn section_heading(game: &Game) -> Line {
    Line::GameSection {
        game: game.id,
        white: game.white().to_owned(),
        black: game.black().to_owned(),
    }
}

/// One game's part of the answer to a mail with lines for several games: its heading,
/// then what the game's own letter to the sender said, without its move list (the
/// game's letters and `#12 History` have it) and its footer (the letter has one).
pub fn section(game: &Game, own: Option<Letter>) -> Vec<Block> {
    let mut blocks = vec![Block::News(vec![section_heading(game)])];
    if let Some(own) = own {
        blocks.extend(
            own.body
                .into_iter()
                .filter(|b| !matches!(b, Block::Footer(_) | Block::Moves(_))),
        );
    }
    blocks
}

/// The part of a game the sender named and does not play in (or that does not exist:
/// the two are not told apart, so no one learns which games exist).
pub fn unknown_section(game: GameId) -> Vec<Block> {
    vec![Block::News(vec![Line::NothingWasDone(
        Rejection::UnknownGame {
            id: format!("#{game}"),
        },
    )])]
}

/// A game's lines said they answer another move than the game is at: nothing done in
/// this game, and the game as it stands, as its own letter would show it.
pub fn not_at_move(game: &Game, side: Color, rejection: Rejection, now: Timestamp) -> Letter {
    let mut body = vec![Block::News(vec![Line::NothingWasDone(rejection)])];
    body.extend(game_state(game, side, now));
    Letter {
        to: game.player(side).to_owned(),
        subject: Subject::Lobby(LobbyTopic::SeveralGames { count: 1 }),
        body,
        about: Some(game.id),
        attach_pgn: false,
        answer: Answer::Plain,
    }
}

/// The one answer to a mail with lines for several games: each game's part in the
/// order the mail named them, then how to answer several games again.
pub fn several_games(to: &str, sections: Vec<Vec<Block>>) -> Letter {
    let count = sections.len() as u32;
    let mut body: Vec<Block> = sections.into_iter().flatten().collect();
    body.push(Block::Footer(Footer::Games));
    Letter {
        to: to.to_owned(),
        subject: Subject::Lobby(LobbyTopic::SeveralGames { count }),
        body,
        about: None,
        attach_pgn: false,
        answer: Answer::Plain,
    }
}

/// The answer to lines for games in a mail that proves nothing: none was read.
pub fn game_lines_need_proof(to: &str) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::NothingDone,
        vec![Block::News(vec![Line::GameLinesNeedProof])],
    )
}
