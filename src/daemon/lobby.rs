//! A mail about no game: challenges and their answers, lists, help, settings — one
//! function per command — or game commands that cannot be placed.

use crate::address::EmailAddress;
use crate::command::{ColorChoice, Command};
use crate::game::{Challenge, Game, Rejection, Timestamp};
use crate::identity::ReplyToken;
use crate::letter::{self, Letter, Line};
use crate::notation::Language;
use crate::store::{StoreError, Tx};

use super::Postmaster;
use super::intake::{Handled, Inbound, ProcessError, changes_game, deliverable};

/// What the lobby did for one mail: its letters, a game that started, and the kinds
/// of commands for the log.
#[derive(Default)]
struct Work {
    letters: Vec<Letter>,
    started: Option<Game>,
    kinds: Vec<&'static str>,
}

pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
) -> Result<Handled, ProcessError> {
    let (sender, reading, now) = (inbound.sender, &inbound.reading, inbound.now);
    if !reading.conflicts.is_empty() {
        let letter = letter::refusal(
            sender,
            &Rejection::Conflicts(reading.conflicts.clone()),
            Some(reading),
        );
        return Ok(Handled::lobby(vec![letter], "conflict"));
    }
    let mut work = Work::default();
    for command in &reading.commands {
        match command {
            Command::Challenge {
                opponent,
                color,
                timeout_days,
            } => challenge(
                pm,
                tx,
                sender,
                opponent,
                *color,
                *timeout_days,
                now,
                &mut work,
            )?,
            Command::AcceptChallenge => answer_challenge(pm, tx, sender, true, now, &mut work)?,
            Command::DeclineChallenge => answer_challenge(pm, tx, sender, false, now, &mut work)?,
            Command::Games => {
                work.kinds.push("games");
                work.letters.push(games_letter(tx, sender, now)?);
            }
            Command::Help => {
                work.kinds.push("help");
                work.letters.push(letter::help(sender));
            }
            Command::Language(language) => language_command(tx, sender, *language, now, &mut work)?,
            _ => {}
        }
    }
    let game_commands = reading
        .commands
        .iter()
        .any(|c| changes_game(c) || matches!(c, Command::Board | Command::History | Command::Pgn));
    if game_commands {
        work.kinds.push("unplaced");
        work.letters
            .push(letter::which_game(sender, &active_games(tx, sender)?, now));
    }
    if work.letters.is_empty() {
        work.kinds.push("nothing");
        work.letters.push(letter::nothing_done(sender, reading));
    }
    Ok(Handled {
        letters: work.letters,
        game: work.started,
        summary: work.kinds.join(","),
    })
}

/// The sender's active games.
fn active_games(tx: &Tx<'_>, player: &str) -> Result<Vec<Game>, StoreError> {
    tx.games_of(player, true)?
        .into_iter()
        .map(|id| tx.load_game(id))
        .collect()
}

/// The list of a player's active games.
pub(super) fn games_letter(
    tx: &Tx<'_>,
    player: &str,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    Ok(letter::games_list(player, &active_games(tx, player)?, now))
}

/// `Challenge ADDRESS [colour] [timeout N days]`.
#[allow(clippy::too_many_arguments)]
fn challenge(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    opponent: &str,
    color: ColorChoice,
    timeout_days: Option<u32>,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push("challenge");
    let open = tx.open_challenges_by(sender)?;
    let max_open = u64::from(pm.config.limits.open_challenges_per_player);
    let active = tx.games_of(sender, true)?.len() as u64;
    let max_active = u64::from(pm.config.limits.active_games_per_player);
    // The reader refused what is no address, with the reason; this is the backstop.
    let opponent = match EmailAddress::parse(opponent) {
        Ok(address) if deliverable(address.as_str()) => address,
        _ => {
            let line = Line::NotAnAddress(opponent.trim().to_owned());
            work.letters.push(letter::refused(sender, line));
            return Ok(());
        }
    };
    let refusal = if is_own_address(pm, &opponent) {
        Some(Line::NotItself)
    } else if open >= max_open {
        Some(Line::TooManyOpenChallenges {
            open,
            max: max_open,
        })
    } else if active >= max_active {
        Some(Line::TooManyGames {
            active,
            max: max_active,
        })
    } else {
        None
    };
    if let Some(line) = refusal {
        work.letters.push(letter::refused(sender, line));
        return Ok(());
    }
    match Challenge::new(
        sender,
        opponent.as_str(),
        color,
        timeout_days,
        pm.config.game.forfeit_timeout_days,
        now,
    ) {
        Ok(mut challenge) => {
            tx.ensure_player(sender, now)?;
            tx.ensure_player(opponent.as_str(), now)?;
            tx.insert_challenge(&mut challenge)?;
            work.letters.extend(letter::challenge_issued(&challenge));
        }
        Err(rejection) => work.letters.push(letter::refusal(sender, &rejection, None)),
    }
    Ok(())
}

/// `Accept` or `Decline`: answers the open challenge to the sender.
fn answer_challenge(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    accept: bool,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push("challenge_answer");
    let open = tx.open_challenges_for(sender)?;
    let Some(mut challenge) = open.into_iter().next() else {
        work.letters.push(letter::no_open_challenge(sender));
        return Ok(());
    };
    if !accept {
        match challenge.decline(sender) {
            Ok(()) => {
                tx.save_challenge(&challenge)?;
                work.letters.extend(letter::challenge_declined(&challenge));
            }
            Err(rejection) => work.letters.push(letter::refusal(sender, &rejection, None)),
        }
        return Ok(());
    }
    // Limits at both ends: neither player may pass the number of active games.
    let max = u64::from(pm.config.limits.active_games_per_player);
    let active = tx.games_of(sender, true)?.len() as u64;
    if active >= max {
        work.letters
            .push(letter::refused(sender, Line::TooManyGames { active, max }));
        return Ok(());
    }
    if tx.games_of(&challenge.challenger, true)?.len() as u64 >= max {
        work.letters.push(letter::refused(
            sender,
            Line::ChallengerBusy {
                challenger: challenge.challenger.clone(),
                max,
            },
        ));
        return Ok(());
    }
    // The colour coin: deterministic for the challenge, unpredictable without the
    // server secret.
    let coin = ReplyToken::for_player(&pm.secret, challenge.id, "colour")
        .to_string()
        .bytes()
        .next()
        .is_some_and(|b| b % 2 == 0);
    match challenge.accept(sender, now, coin) {
        Ok(mut game) => {
            let id = tx.insert_game(&mut game, now)?;
            challenge.started(id);
            tx.save_challenge(&challenge)?;
            work.letters.extend(letter::game_started(&game, now));
            work.started = Some(game);
        }
        Err(rejection) => work.letters.push(letter::refusal(sender, &rejection, None)),
    }
    Ok(())
}

/// `Language de|fr|en`.
fn language_command(
    tx: &Tx<'_>,
    sender: &str,
    language: Language,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push("language");
    tx.set_player_language(sender, language, now)?;
    work.letters.push(letter::language_chosen(sender, language));
    Ok(())
}

/// The daemon's address or any plus-address of it: pawnpost never mails itself.
fn is_own_address(pm: &Postmaster, address: &EmailAddress) -> bool {
    address.mailbox_key() == pm.config.server.address.mailbox_key()
}
