//! A mail about one of the sender's games: refused without authority or when it
//! answers an outdated mail; otherwise its commands are applied to the game (all or
//! nothing), the game saved, and both players told. A game whose deadline passed
//! before the mail was read is forfeited first (the sweep may not have run yet), and
//! the mail is not applied. Settings about time sent with the mail (`Leave`, `Back`,
//! `Calendar`) need the same authority and are done after the game's commands. A game
//! that ends here is rated (and its tournament's standings sent) by
//! [`super::community::game_over`]; community commands in the mail are answered as in
//! the lobby, those that change something only with the player's authority. A move
//! may be answered at once from the waiting player's conditional moves
//! ([`conditions::apply_with`], with the mail's endgame tables); the answer is saved
//! with the move. Questions about the board are answered to the sender alone, in a
//! letter of their own without the position.

use crate::command::{AskCommand, ClockCommand, Command, NotesCommand, Setting};
use crate::game::conditions::{self, Attached};
use crate::game::{Event, Game, ReadRequest, Rejection, SweepAction, Timestamp};
use crate::letter;
use crate::mail::InboundMail;
use crate::store::Tx;

use super::{Handled, InGame, Inbound, ProcessError};
use super::{Postmaster, community, lobby};

/// The PGN a mail attached, for `Conditions from PGN`: the first one (a player
/// attaches their preparation once).
fn attached_pgn(mail: &InboundMail) -> Attached<'_> {
    if mail.truncated {
        // Cut at the size limit: what was read of the PGN may be a shorter tree.
        return Attached::Unusable;
    }
    match mail.attachments.first() {
        None => Attached::Nothing,
        Some(file) => file
            .text
            .as_deref()
            .map_or(Attached::Unusable, Attached::Pgn),
    }
}

/// The most notes one player keeps in one game.
pub const MAX_NOTES: u32 = 30;

/// Does the notes commands of `sender` in `game` (after the mail's move, if any) and
/// says what was done.
fn notes_news(
    tx: &Tx<'_>,
    game: &crate::game::Game,
    sender: &str,
    notes: &[&NotesCommand],
    now: crate::game::Timestamp,
) -> Result<Vec<letter::Line>, ProcessError> {
    let mut news = Vec::new();
    for command in notes {
        match command {
            NotesCommand::Add(text) => {
                if tx.note_count(game.id, sender)? >= MAX_NOTES {
                    news.push(letter::Line::TooManyNotes { max: MAX_NOTES });
                } else {
                    let ply = game.moves().len() as u32;
                    let count = tx.add_note(game.id, sender, ply, text, now)?;
                    news.push(letter::Line::NoteKept { count });
                }
            }
            NotesCommand::Clear => {
                let count = tx.clear_notes(game.id, sender)?;
                news.push(letter::Line::NotesCleared { count });
            }
            NotesCommand::List => {
                if tx.note_count(game.id, sender)? == 0 {
                    news.push(letter::Line::NoNotes);
                }
            }
        }
    }
    Ok(news)
}

pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
    admitted: InGame,
) -> Result<Handled, ProcessError> {
    let InGame {
        mut game,
        side,
        authorized,
        bad_token,
        stale,
    } = admitted;
    let (sender, reading, now) = (inbound.sender, &inbound.reading, inbound.now);
    if let Some(SweepAction::Forfeit {
        loser,
        reverse: false,
        ..
    }) = game.due(now, pm.config.game.reminders)
        && super::clock::before_forfeit(pm, tx, &game, loser, now)?.is_some()
    {
        // The deadline passed before the mail was read, and the loser's leave began
        // or the waiting player was asked instead: the mail is handled as the game
        // now stands.
        game = tx.load_game(game.id)?;
    }
    if let Some(SweepAction::Forfeit { .. }) = game.due(now, pm.config.game.reminders) {
        let events = game.forfeit(now);
        tx.save_game(&game, &events, now)?;
        let mut letters = letter::after_sweep(&game, &events, None, now);
        let more = community::game_over(pm, tx, &game, &mut letters, None, true, now)?;
        letters.extend(more);
        timeouts_news(pm, tx, &game, &events, now)?;
        return Ok(Handled::about(
            game,
            letters,
            "forfeit: the deadline passed before the mail was read",
        ));
    }
    // Leave and the calendar are settings of all the sender's games, done here; the
    // language and the board's style go through the game's letter.
    let settings: Vec<ClockCommand> = reading
        .commands
        .iter()
        .filter_map(|c| match c.setting() {
            Some(Setting::Time(clock)) => Some(clock),
            Some(Setting::Language(_) | Setting::BoardStyle(_)) | None => None,
        })
        .collect();
    // A move, a setting, a name, a seek or a seat needs the player's proof; so does
    // the language they read, as in the lobby: with it, a forged mail would change how
    // their next moves are read (`R` is the king in French).
    let acting = reading.commands.iter().any(Command::needs_proof);
    if acting && !authorized {
        let letter = letter::no_authority(sender, game.id, bad_token);
        return Ok(Handled::about(game, vec![letter], "refused: no authority"));
    }
    if reading.commands.iter().any(|c| c.reach().acts_on_game()) && stale {
        let letter = letter::stale(&game, side, now);
        return Ok(Handled::about(game, vec![letter], "refused: stale reply"));
    }
    let notes: Vec<&NotesCommand> = reading
        .commands
        .iter()
        .filter_map(|c| match c {
            Command::Notes(n) => Some(n),
            _ => None,
        })
        .collect();
    if !notes.is_empty() && notes.len() == reading.commands.len() {
        // Only the writer's notes: kept, listed or cleared, and told to them alone.
        let news = if reading.conflicts.is_empty() {
            notes_news(tx, &game, sender, &notes, now)?
        } else {
            Vec::new()
        };
        let letter = letter::notes_letter(&game, side, news);
        let summary = format!("game {}: notes", game.id);
        return Ok(Handled::about(game, vec![letter], &summary));
    }
    // Questions about the board (`Square e5`, `Moves Nf3`): answered to the sender
    // alone, in a letter of their own, from the game as it stands after the mail.
    let questions: Vec<AskCommand> = reading
        .commands
        .iter()
        .filter_map(|c| match c {
            Command::Ask(question) => Some(*question),
            _ => None,
        })
        .collect();
    if !questions.is_empty() && questions.len() == reading.commands.len() {
        let letter = letter::questions::answers_letter(&game, side, &questions);
        let summary = format!("game {}: questions", game.id);
        return Ok(Handled::about(game, vec![letter], &summary));
    }
    let only_settings = !settings.is_empty() && settings.len() == reading.commands.len();
    let mut trees = tx.conditions(&game)?;
    let events = if !reading.conflicts.is_empty() {
        vec![Event::Rejected {
            command: None,
            reason: Rejection::Conflicts(reading.conflicts.clone()),
        }]
    } else if reading.commands.is_empty() || only_settings {
        // The letter says why there was nothing to do.
        Vec::new()
    } else {
        // The commands, then the waiting player's conditional answer (and the answer
        // to that, when both hold trees): saved together, in this transaction.
        conditions::apply_with(
            &mut game,
            &mut trees,
            sender,
            &reading.commands,
            attached_pgn(inbound.mail),
            reading.comment.as_deref(),
            now,
            &*inbound.tables,
        )
    };
    if events.iter().any(Event::changes_game) {
        tx.save_game(&game, &events, now)?;
        tx.save_conditions(&game, &trees, now)?;
    }
    // The language and the board's style say how pawnpost writes to the sender: kept
    // even when the game refused the mail's move, since the letter that says so is
    // already written that way (a mail whose lines conflict changes nothing: the game
    // then gives no such event).
    for event in &events {
        match event {
            Event::LanguageChosen(language) => tx.set_player_language(sender, *language, now)?,
            Event::BoardStyleChosen(style) => tx.set_board_style(sender, *style, now)?,
            _ => {}
        }
    }
    // Otherwise a mail is done whole or not at all: when the game refused its commands,
    // its other settings and community changes wait too (questions are still answered).
    let refused =
        !reading.conflicts.is_empty() || events.iter().any(|e| matches!(e, Event::Rejected { .. }));
    // Settings change the clocks of all the sender's games, this one too: done after
    // the game's commands were saved, and the game read again for the letters.
    let mut settled = Vec::new();
    if !refused {
        for setting in &settings {
            settled.extend(super::clock::setting(pm, tx, sender, *setting, now)?);
        }
    }
    if !settings.is_empty() {
        game = tx.load_game(game.id)?;
    }
    if only_settings && reading.conflicts.is_empty() {
        let summary = format!("game {}: settings", game.id);
        return Ok(Handled::about(game, settled, &summary));
    }
    let mut letters = letter::after_mail(&game, side, &events, reading, inbound.language, now);
    if !refused && !notes.is_empty() {
        let news = notes_news(tx, &game, sender, &notes, now)?;
        if let Some(own) = letters.iter_mut().find(|l| l.to == sender) {
            own.body.insert(
                usize::from(matches!(own.body.first(), Some(letter::Block::News(_)))),
                letter::Block::Paragraph(news),
            );
        }
    }
    if community::ended(&events) {
        let more = community::game_over(pm, tx, &game, &mut letters, None, true, now)?;
        letters.extend(more);
        timeouts_news(pm, tx, &game, &events, now)?;
    }
    let asked: Vec<_> = reading
        .commands
        .iter()
        .filter_map(|c| match c {
            Command::Community(c) => Some(c),
            _ => None,
        })
        .collect();
    if !asked.is_empty() && reading.conflicts.is_empty() {
        if asked.len() == reading.commands.len() {
            // Only community commands: their answers, without the game's letter.
            letters.retain(|l| l.about != Some(game.id));
        }
        for c in asked
            .into_iter()
            .filter(|c| !(refused && c.reach().needs_proof()))
        {
            letters.extend(community::handle(
                pm,
                tx,
                sender,
                c,
                Some(&game),
                &inbound.answers,
                now,
            )?);
        }
    }
    letters.extend(settled);
    if !questions.is_empty() {
        letters.push(letter::questions::answers_letter(&game, side, &questions));
    }
    if let Some(page) = events.iter().find_map(|e| match e {
        Event::ReadOnly(ReadRequest::Games(page)) => Some(*page),
        _ => None,
    }) {
        letters.push(lobby::games_letter(tx, sender, page, now)?);
    }
    let summary = format!(
        "game {}: {}",
        game.id,
        events.iter().map(Event::kind).collect::<Vec<_>>().join(",")
    );
    Ok(Handled::about(game, letters, &summary))
}

/// A loss on time through a mail (the deadline passed before it was read, or the
/// waiting player's `Claim`) tells the loser of a pattern of losses on time as the
/// sweep's forfeits do ([`super::clock::timeouts_news`]).
fn timeouts_news(
    pm: &Postmaster,
    tx: &Tx<'_>,
    game: &Game,
    events: &[Event],
    now: Timestamp,
) -> Result<(), ProcessError> {
    for event in events {
        if let Event::Forfeited {
            loser,
            reverse: false,
        } = event
        {
            super::clock::timeouts_news(pm, tx, game, *loser, now)?;
        }
    }
    Ok(())
}
