//! Letters about several of a player's games at once: the answer to a mail with lines
//! for several games (`#12 Nf3`, `#15: Resign`). Each game's part starts with its
//! heading ([`Line::GameSection`]), which the privacy pass reads as the start of that
//! game's part ([`super::community::disguise`]).

use crate::game::{Game, GameId, Rejection, Timestamp};
use crate::rules::Color;

use super::write::{GAMES_PER_PAGE, by_urgency, game_rows};
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
/// then `body` (what the game's own letter to the sender said), without its move list
/// (the game's letters and `#12 History` have it) and its footer (the letter has one).
pub fn section(game: &Game, body: Vec<Block>) -> Vec<Block> {
    let mut blocks = vec![Block::News(vec![section_heading(game)])];
    blocks.extend(
        body.into_iter()
            .filter(|b| !matches!(b, Block::Footer(_) | Block::Moves(_))),
    );
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

/// The part of a game whose lines said they answer another move than the game is at:
/// nothing done in it, and the game as it stands, as its own letter would show it.
pub fn not_at_move(game: &Game, side: Color, rejection: Rejection, now: Timestamp) -> Vec<Block> {
    let mut body = vec![Block::News(vec![Line::NothingWasDone(rejection)])];
    body.extend(game_state(game, side, now));
    section(game, body)
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

/// What the digest's sections of games at move may take of its text, in bytes: with
/// [`GAME_SECTION_BYTES`] a game and each comment at its length, a digest stays within
/// the outbox's ceiling for any letter, whatever the games and their comments hold;
/// the games that do not fit are counted ("N more; send Games").
pub const DIGEST_TEXT_BUDGET: usize = 40 * 1024;

/// What one game's section of a digest takes of its text besides the comment, with
/// room to spare: its heading, the board (a text diagram in the reader's style is under
/// 1 KB), the last move, the deadline and a request waiting.
pub const GAME_SECTION_BYTES: usize = 2 * 1024;

/// The daily digest of `to`'s `games`, or `None` when none waits for their move
/// (nothing to do, no mail): first each game where it is their move, most urgent
/// deadline first, with the board from their side, the last move, the opponent's
/// comment, the deadline and any request waiting; then the games where they wait, a
/// line each. At most [`GAMES_PER_PAGE`] of each; `Games` lists them all.
pub fn digest(to: &str, games: &[Game], now: Timestamp) -> Option<Letter> {
    let sorted = by_urgency(to, games);
    let (to_act, waiting): (Vec<&Game>, Vec<&Game>) = sorted
        .into_iter()
        .partition(|game| game.to_act().is_some() && game.to_act() == game.color_of(to));
    if to_act.is_empty() {
        return None;
    }
    let mut body = vec![Block::News(vec![Line::DigestHead {
        to_act: to_act.len() as u32,
        waiting: waiting.len() as u32,
    }])];
    // The games at move while their sections fit the digest's budget (a comment is at
    // most `MAX_COMMENT_CHARS`, so at least one always fits); the rest are counted.
    let mut spent = 0;
    let mut shown = 0;
    for game in to_act.iter().take(GAMES_PER_PAGE) {
        let side = game.color_of(to).unwrap_or(Color::White);
        let comment = game
            .moves()
            .last()
            .filter(|m| m.ply % 2 == u32::from(side == Color::Black))
            .and_then(|m| m.comment.clone());
        let cost = GAME_SECTION_BYTES + comment.as_ref().map_or(0, String::len);
        if shown > 0 && spent + cost > DIGEST_TEXT_BUDGET {
            break;
        }
        spent += cost;
        shown += 1;
        body.push(Block::News(vec![section_heading(game)]));
        // The game's news first (its state opens with it), then the comment under it.
        let mut part: Vec<Block> = game_state(game, side, now)
            .into_iter()
            .filter(|b| !matches!(b, Block::Footer(_) | Block::Moves(_)))
            .collect();
        if let Some(comment) = comment {
            part.insert(1.min(part.len()), Block::Comment(comment));
        }
        body.extend(part);
    }
    let more = to_act.len().saturating_sub(shown) + waiting.len().saturating_sub(GAMES_PER_PAGE);
    if !waiting.is_empty() {
        body.push(Block::Paragraph(vec![Line::DigestWaiting]));
        let shown: Vec<&Game> = waiting.into_iter().take(GAMES_PER_PAGE).collect();
        body.push(Block::Paragraph(game_rows(to, &shown, now)));
    }
    if more > 0 {
        body.push(Block::Paragraph(vec![Line::DigestMore {
            count: more as u32,
        }]));
    }
    body.push(Block::Footer(Footer::Games));
    Some(Letter {
        to: to.to_owned(),
        subject: Subject::Lobby(LobbyTopic::Digest {
            count: to_act.len() as u32,
        }),
        body,
        about: None,
        attach_pgn: false,
        answer: Answer::Plain,
    })
}
