//! Lines addressed to games by their number (`#12 Nf3`, `#15: Resign`, `Game 12: 14...
//! Nf3 Request Draw`): each game's commands are applied as a mail in that game's
//! thread would be ([`in_game::handle`]), all or nothing for that game and
//! independently of the others. Each opponent gets their usual letter; the sender gets
//! one answer that says per game what was done or refused.
//!
//! Only a mail that proves its sender reads such lines (a reply to the digest, to a
//! game's letter or to any answer of ours; the admin's MTA vouching): without proof,
//! none is read and the sender is told once. A game the sender does not play in is
//! refused as unknown, whether it exists or not. A move number (`#12 14...`) that is
//! not where the game stands refuses that game alone: the player saw an older board.

use crate::command::parse::{GameLines, Reading};
use crate::game::{GameId, Rejection};
use crate::letter::{self, Letter};
use crate::rules::Color;
use crate::store::{StoreError, Tx};

use super::{Handled, InGame, Inbound, Postmaster, ProcessError, in_game};

/// Applies `inbound`'s lines for games (the sender proven or not, as admitted) and adds
/// what is to be sent, and the games, to `handled`.
pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
    proven: bool,
    handled: &mut Handled,
) -> Result<(), ProcessError> {
    let sender = inbound.sender;
    let lines = &inbound.reading.games;
    if lines.is_empty() {
        return Ok(());
    }
    if !proven {
        handled
            .letters
            .push(letter::many::game_lines_need_proof(sender));
        handled.summary = join(&handled.summary, "game lines refused: no proof");
        return Ok(());
    }
    let mut sections = Vec::with_capacity(lines.len());
    let mut done = Vec::with_capacity(lines.len());
    for part in lines {
        let Some((game, side)) = own_game(tx, part.game, sender)? else {
            sections.push(letter::many::unknown_section(part.game));
            done.push(format!("#{}: unknown", part.game));
            continue;
        };
        if let Some(refusal) = not_at_move(&game, part) {
            sections.push(letter::many::not_at_move(&game, side, refusal, inbound.now));
            done.push(format!("#{}: not at that move", game.id));
            handled.more_games.push(game);
            continue;
        }
        let one = Inbound {
            mail: inbound.mail,
            sender,
            reading: reading_of(part),
            own_letters: inbound.own_letters,
            hint: None,
            language: inbound.language,
            now: inbound.now,
            answers: super::community::Answers::default(),
            tables: inbound.tables.clone(),
        };
        let admitted = InGame {
            game,
            side,
            authorized: true,
            bad_token: false,
            stale: false,
        };
        let result = in_game::handle(pm, tx, &one, admitted)?;
        let Some(game) = result.game else {
            continue;
        };
        // The sender's letter about this game becomes its part of the one answer; the
        // opponent's letters, and any about no game, go as they would.
        let (own, others): (Vec<Letter>, Vec<Letter>) = result
            .letters
            .into_iter()
            .partition(|l| l.to == sender && l.about == Some(game.id));
        let mut own = own.into_iter();
        let body = own.next().map(|l| l.body).unwrap_or_default();
        sections.push(letter::many::section(&game, body));
        handled.letters.extend(own);
        handled.letters.extend(others);
        done.push(format!("#{}: {}", game.id, result.summary));
        handled.more_games.push(game);
    }
    handled
        .letters
        .push(letter::many::several_games(sender, sections));
    handled.summary = join(&handled.summary, &done.join("; "));
    Ok(())
}

/// The game `id` and the sender's side in it; `None` when they do not play in it.
fn own_game(
    tx: &Tx<'_>,
    id: GameId,
    sender: &str,
) -> Result<Option<(crate::game::Game, Color)>, StoreError> {
    let game = match tx.load_game(id) {
        Ok(game) => game,
        Err(StoreError::UnknownGame(_)) => return Ok(None),
        Err(e) => return Err(e),
    };
    Ok(game.color_of(sender).map(|side| (game, side)))
}

/// The refusal when `part` names a move the running game is not at.
fn not_at_move(game: &crate::game::Game, part: &GameLines) -> Option<Rejection> {
    let expect = part.expect?;
    if game.is_over() {
        return None; // the game's own refusal says it is over
    }
    let position = game.position();
    let fullmove = position.fullmoves();
    let to_move = position.turn();
    let said = if expect.black {
        Color::Black
    } else {
        Color::White
    };
    (expect.fullmove != fullmove || said != to_move).then_some(Rejection::NotAtMove {
        said_fullmove: expect.fullmove,
        said,
        fullmove,
        to_move,
    })
}

/// What the mail said to one game, as a reading of its own.
fn reading_of(part: &GameLines) -> Reading {
    Reading {
        commands: part.commands.clone(),
        not_understood: part.not_understood.clone(),
        conflicts: part.conflicts.clone(),
        typed_move: part.typed_move.clone(),
        ..Reading::default()
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_owned(),
        (_, true) => a.to_owned(),
        _ => format!("{a}; {b}"),
    }
}
