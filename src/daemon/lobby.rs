//! A mail about no game: challenges and their answers, lists, help, settings,
//! confirmations and blocks — one function per command — or game commands that cannot
//! be placed.
//!
//! Every change of state needs proof that the sender receives mail at their address:
//! a token of theirs in the address the mail was sent to (their own, an invitation's, a
//! confirmation's), the admin's MTA vouching for the sender's domain, or an admin who
//! trusts `From:` alone. A mail without proof changes nothing and reaches no third
//! party: its sender is asked, once, to confirm it from their mailbox.

use serde::{Deserialize, Serialize};

use crate::address::{EmailAddress, mailbox_key_of};
use crate::command::ladder::LadderCommand;
use crate::command::{
    BoardStyle, ClockCommand, ColorChoice, Command, CommunityCommand, Reach, Start, TimeControl,
};
use crate::game::{Challenge, ChallengeState, Game, Rejection, Timestamp};
use crate::identity::Scope;
use crate::letter::{self, CommunityLine, Letter, Line, LobbyTopic};
use crate::notation::Language;
use crate::store::{LetterKind, StoreError, Tx};

use super::Postmaster;
use super::outbox;
use super::{Handled, Inbound, ProcessError, Proof, deliverable};

/// A day, in seconds.
const DAY: i64 = 86_400;
/// How long a confirmation request stays valid.
pub const CONFIRMATION_DAYS: u32 = 7;

/// What the lobby did for one mail.
#[derive(Default)]
struct Work {
    letters: Vec<Letter>,
    started: Option<Game>,
    kinds: Vec<&'static str>,
}

/// A command waiting for its sender's confirmation, as stored: the command as data
/// (an answer to a challenge names the challenge it answered when it was asked).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
enum Pending {
    Challenge {
        opponent: String,
        color: ColorChoice,
        timeout_days: Option<u32>,
        #[serde(default)]
        casual: bool,
        /// The time control's key (`days:3`, `fischer:10+1`); absent before clocks.
        #[serde(default)]
        clock: Option<String>,
        /// Where the game begins; absent before thematic starts.
        #[serde(default)]
        start: Start,
    },
    Accept {
        challenge: i64,
    },
    Decline {
        challenge: i64,
    },
    Language {
        code: String,
    },
    /// `Board words|picture|text`, by the style's key.
    BoardStyle {
        style: String,
    },
    Block,
    Unblock,
    Community(Community),
    /// Leave, Back or Calendar.
    Clock {
        command: ClockCommand,
    },
    /// No command: the language the mail's words were in (a new player's first words
    /// choose the language pawnpost answers in, and `Confirm` may be a word several
    /// languages share).
    WordsIn {
        code: String,
    },
}

/// A community command waiting for confirmation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
enum Community {
    Command {
        command: CommunityCommand,
    },
    /// As stored before commands were data: its English text, read back.
    Text {
        text: String,
    },
}

impl Community {
    fn command(&self) -> Option<CommunityCommand> {
        match self {
            Community::Command { command } => Some(command.clone()),
            Community::Text { text } => {
                crate::command::parse::read_commands(text, Language::English)
                    .commands
                    .into_iter()
                    .find_map(|c| match c {
                        Command::Community(c) => Some(c),
                        _ => None,
                    })
            }
        }
    }
}

impl Pending {
    /// What waits for a confirmation when a mail without proof asks `command`: `None`
    /// for what needs no proof, and for what cannot wait (a game's commands are
    /// refused as unplaced, `Confirm` has nothing to confirm). An answer to a challenge
    /// answers the one open challenge to the sender; with none or several, the sender
    /// is told at once (`told`).
    fn of(
        command: &Command,
        tx: &Tx<'_>,
        sender: &str,
        told: &mut Vec<Letter>,
    ) -> Result<Option<Pending>, StoreError> {
        Ok(match command {
            Command::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
                start,
            } => Some(Pending::Challenge {
                opponent: opponent.clone(),
                color: *color,
                timeout_days: *timeout_days,
                casual: *casual,
                clock: clock.map(TimeControl::key),
                start: (**start).clone(),
            }),
            Command::AcceptChallenge | Command::DeclineChallenge => {
                let accept = *command == Command::AcceptChallenge;
                match bare_answer(tx, sender, accept)? {
                    Bare::Challenge(one) if accept => Some(Pending::Accept { challenge: one.id }),
                    Bare::Challenge(one) => Some(Pending::Decline { challenge: one.id }),
                    // Taken once confirmed, as with proof.
                    Bare::Ladder => Some(Pending::Community(Community::Command {
                        command: CommunityCommand::Ladder(LadderCommand::Accept(None)),
                    })),
                    Bare::Told(letter) => {
                        told.push(letter);
                        None
                    }
                }
            }
            Command::Language(language) => Some(Pending::Language {
                code: language.code().to_owned(),
            }),
            Command::BoardStyle(style) => Some(Pending::BoardStyle {
                style: style.key().to_owned(),
            }),
            Command::Block => Some(Pending::Block),
            Command::Unblock => Some(Pending::Unblock),
            Command::Community(command) => match command.reach() {
                Reach::Community => Some(Pending::Community(Community::Command {
                    command: command.clone(),
                })),
                _ => None,
            },
            Command::Clock(command) => match command.reach() {
                Reach::Setting => Some(Pending::Clock { command: *command }),
                _ => None,
            },
            Command::Confirm
            | Command::Move(_)
            | Command::RequestDraw
            | Command::AcceptDraw
            | Command::DenyDraw
            | Command::RequestCancel
            | Command::AcceptCancel
            | Command::DenyCancel
            | Command::ClaimDraw(_)
            | Command::ClaimTablebase(..)
            | Command::Resign
            | Command::Board
            | Command::History
            | Command::Pgn
            | Command::Games(_)
            | Command::Help
            | Command::Conditions(_)
            | Command::Notes(_)
            | Command::Ask(_) => None,
        })
    }

    /// The command as the sender wrote it, for the confirmation letter (none for what
    /// is no command).
    fn command(&self) -> Option<Command> {
        Some(match self {
            Pending::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
                start,
            } => Command::Challenge {
                opponent: opponent.clone(),
                color: *color,
                timeout_days: *timeout_days,
                casual: *casual,
                clock: clock.as_deref().and_then(TimeControl::from_key),
                start: Box::new(start.clone()),
            },
            Pending::Accept { .. } => Command::AcceptChallenge,
            Pending::Decline { .. } => Command::DeclineChallenge,
            Pending::Language { code } => {
                Command::Language(Language::from_code(code).unwrap_or_default())
            }
            Pending::BoardStyle { style } => {
                Command::BoardStyle(BoardStyle::from_key(style).unwrap_or_default())
            }
            Pending::Block => Command::Block,
            Pending::Unblock => Command::Unblock,
            Pending::Community(c) => c.command().map_or(Command::Help, Command::Community),
            Pending::Clock { command } => Command::Clock(*command),
            Pending::WordsIn { .. } => return None,
        })
    }
}

pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
    proof: Option<Proof>,
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
    if reading.commands.iter().any(|c| !Proof::covers(proof, c))
        && let Some(silence) = ask_confirmation(pm, tx, inbound, proof, &mut work)?
    {
        return Ok(Handled::silenced(&silence));
    }
    for command in &reading.commands {
        // Without proof, only questions are answered; the rest waits for the
        // confirmation asked above (`Confirm` itself says there is nothing to confirm).
        if !Proof::covers(proof, command) && *command != Command::Confirm {
            continue;
        }
        match command {
            Command::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
                start,
            } => challenge(
                pm,
                tx,
                sender,
                opponent,
                Terms {
                    color: *color,
                    timeout_days: *timeout_days,
                    clock: *clock,
                    casual: *casual,
                    start: (**start).clone(),
                },
                now,
                &mut work,
            )?,
            Command::AcceptChallenge => {
                answer_challenge(pm, tx, sender, Proof::answers(proof), true, now, &mut work)?
            }
            Command::DeclineChallenge => {
                answer_challenge(pm, tx, sender, Proof::answers(proof), false, now, &mut work)?
            }
            Command::Games(page) => {
                work.kinds.push("games");
                work.letters.push(games_letter(tx, sender, *page, now)?);
            }
            Command::Help => {
                work.kinds.push("help");
                work.letters.push(letter::help(sender));
            }
            Command::Language(language) => language_command(tx, sender, *language, now, &mut work)?,
            Command::BoardStyle(style) => board_style_command(tx, sender, *style, now, &mut work)?,
            Command::Confirm => confirm(pm, tx, sender, Proof::answers(proof), now, &mut work)?,
            Command::Block => block(tx, sender, Proof::answers(proof), true, now, &mut work)?,
            Command::Unblock => block(tx, sender, None, false, now, &mut work)?,
            Command::Community(c) => {
                work.kinds.push("community");
                work.letters.extend(super::community::handle(
                    pm,
                    tx,
                    sender,
                    c,
                    None,
                    &inbound.answers,
                    now,
                )?);
            }
            Command::Clock(clock) if clock.reach() == Reach::Setting => {
                work.kinds.push("clock");
                work.letters
                    .extend(super::clock::setting(pm, tx, sender, *clock, now)?);
            }
            // A game's commands and questions need a game: listed below.
            _ => {}
        }
    }
    let game_commands = reading.commands.iter().any(|c| c.reach().needs_game());
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
        more_games: Vec::new(),
        letters: work.letters,
        game: work.started,
        summary: work.kinds.join(","),
        silenced: None,
        proven: proof.is_some(),
    })
}

/// The commands of a mail without proof wait for its sender's confirmation. The
/// request is a letter without proof: when the sender's mailbox has no budget left
/// today, or the hourly brake holds letters to strangers, nothing is stored and the
/// mail is silenced (the outbox would drop the letter anyway).
fn ask_confirmation(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
    proof: Option<Proof>,
    work: &mut Work,
) -> Result<Option<String>, ProcessError> {
    let (sender, now) = (inbound.sender, inbound.now);
    let mut pending = Vec::new();
    for command in &inbound.reading.commands {
        if !Proof::covers(proof, command) {
            pending.extend(Pending::of(command, tx, sender, &mut work.letters)?);
        }
    }
    if pending.is_empty() {
        return Ok(None);
    }
    if let Some(language) = inbound.hint {
        pending.push(Pending::WordsIn {
            code: language.code().to_owned(),
        });
    }
    work.kinds.push("confirmation asked");
    if outbox::budget_left(pm, tx, &mailbox_key_of(sender), now)? == 0 {
        return Ok(Some(format!(
            "{sender}'s mailbox had its letters without proof for today; not asked"
        )));
    }
    if !tx.is_known(sender)? && outbox::braked(pm, tx, now)? {
        return Ok(Some(
            "the hourly brake on letters to strangers holds; not asked".to_owned(),
        ));
    }
    let stored =
        serde_json::to_string(&pending).map_err(|e| ProcessError::Compose(e.to_string()))?;
    let id = tx.insert_confirmation(sender, &stored, now)?;
    let commands = pending.iter().filter_map(Pending::command).collect();
    work.letters
        .push(letter::confirm_please(sender, id, commands));
    Ok(None)
}

/// `Confirm`, answering confirmation request `answers`: does what the confirmed mail
/// asked, as if it had come with proof.
fn confirm(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    answers: Option<Scope>,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push("confirm");
    let Some(Scope::Confirmation(id)) = answers else {
        work.letters.push(letter::note(
            sender,
            LobbyTopic::NotDone,
            Line::NothingToConfirm,
        ));
        return Ok(());
    };
    let Some(confirmation) = tx.confirmation(id)?.filter(|c| c.address == sender) else {
        work.letters.push(letter::note(
            sender,
            LobbyTopic::NotDone,
            Line::NothingToConfirm,
        ));
        return Ok(());
    };
    if confirmation.state != "pending" {
        work.letters.push(letter::note(
            sender,
            LobbyTopic::NotDone,
            Line::ConfirmedBefore,
        ));
        return Ok(());
    }
    if now - confirmation.created_at > i64::from(CONFIRMATION_DAYS) * DAY {
        work.letters.push(letter::note(
            sender,
            LobbyTopic::NotDone,
            Line::ConfirmationExpired {
                days: CONFIRMATION_DAYS,
            },
        ));
        return Ok(());
    }
    tx.set_confirmation_state(id, "confirmed")?;
    let pending: Vec<Pending> = serde_json::from_str(&confirmation.commands).unwrap_or_default();
    for item in pending {
        match item {
            Pending::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
                start,
            } => challenge(
                pm,
                tx,
                sender,
                &opponent,
                Terms {
                    color,
                    timeout_days,
                    clock: clock.as_deref().and_then(TimeControl::from_key),
                    casual,
                    start,
                },
                now,
                work,
            )?,
            Pending::Accept { challenge } => answer_challenge(
                pm,
                tx,
                sender,
                Some(Scope::Invitation(challenge)),
                true,
                now,
                work,
            )?,
            Pending::Decline { challenge } => answer_challenge(
                pm,
                tx,
                sender,
                Some(Scope::Invitation(challenge)),
                false,
                now,
                work,
            )?,
            Pending::Language { code } => {
                let language = Language::from_code(&code).unwrap_or_default();
                language_command(tx, sender, language, now, work)?;
            }
            Pending::BoardStyle { style } => {
                let style = BoardStyle::from_key(&style).unwrap_or_default();
                board_style_command(tx, sender, style, now, work)?;
            }
            Pending::Block => block(tx, sender, None, true, now, work)?,
            Pending::Unblock => block(tx, sender, None, false, now, work)?,
            Pending::Community(community) => {
                if let Some(c) = community.command() {
                    work.kinds.push("community");
                    // A change confirmed: no question, nothing prepared.
                    let answers = super::community::Answers::default();
                    work.letters.extend(super::community::handle(
                        pm, tx, sender, &c, None, &answers, now,
                    )?);
                }
            }
            Pending::Clock { command } => {
                work.kinds.push("clock");
                work.letters
                    .extend(super::clock::setting(pm, tx, sender, command, now)?);
            }
            Pending::WordsIn { code } => {
                if let Some(language) = Language::from_code(&code)
                    && tx.player_language(sender)?.is_none()
                {
                    tx.set_player_language(sender, language, now)?;
                }
            }
        }
    }
    Ok(())
}

/// The sender's active games.
pub(super) fn active_games(tx: &Tx<'_>, player: &str) -> Result<Vec<Game>, StoreError> {
    tx.games_of(player, true)?
        .into_iter()
        .map(|id| tx.load_game(id))
        .collect()
}

/// The list of a player's active games.
pub(super) fn games_letter(
    tx: &Tx<'_>,
    player: &str,
    page: Option<u32>,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    Ok(letter::games_list(
        player,
        &active_games(tx, player)?,
        page,
        now,
    ))
}

/// What a challenge asks for besides its opponent.
struct Terms {
    color: ColorChoice,
    timeout_days: Option<u32>,
    /// The time control the challenger named (`None`: the server's default).
    clock: Option<TimeControl>,
    casual: bool,
    start: Start,
}

/// `Challenge ADDRESS [colour] [timeout N days] [time control] [casual]`, from a
/// sender with proof.
fn challenge(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    opponent: &str,
    terms: Terms,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    let Terms {
        color,
        timeout_days,
        clock,
        casual,
        start,
    } = terms;
    work.kinds.push("challenge");
    let limits = &pm.config.limits;
    let opponent = match EmailAddress::parse(opponent) {
        Ok(address) if deliverable(address.as_str()) => address.into_string(),
        _ => {
            work.letters.push(letter::refused(
                sender,
                Line::NotAnAddress(opponent.to_owned()),
            ));
            return Ok(());
        }
    };
    let open = tx.open_challenges_by(sender)?;
    let active = tx.games_of(sender, true)?.len() as u64;
    let mailbox = mailbox_key_of(&opponent);
    let refusal = if is_own_address(pm, &opponent) {
        Some(Line::NotItself)
    } else if open >= u64::from(limits.open_challenges_per_player) {
        Some(Line::TooManyOpenChallenges {
            open,
            max: u64::from(limits.open_challenges_per_player),
        })
    } else if active >= u64::from(limits.active_games_per_player) {
        Some(Line::TooManyGames {
            active,
            max: u64::from(limits.active_games_per_player),
        })
    } else if tx.is_blocked(&mailbox)? {
        Some(Line::RecipientRefuses(opponent.clone()))
    } else if tx.invitations_to_since(&mailbox, now - DAY)?
        >= u64::from(limits.invitations_per_recipient_per_day)
        || (outbox::invitation_kind(tx, Some(sender), &opponent)? != LetterKind::KnownInvitation
            && outbox::budget_left(pm, tx, &mailbox, now)? == 0)
    {
        // An invitation to a stranger is a letter without proof at the reader's end,
        // and one to a known player from someone they never played is a letter they did
        // not ask for: either shares their mailbox's budget with every other such
        // letter. (It is not held by the brake on strangers: its challenger proved
        // themselves, so a flood of forged mails cannot stop a newcomer from being
        // invited.)
        Some(Line::RecipientHadEnough(opponent.clone()))
    } else {
        None
    };
    if let Some(line) = refusal {
        work.letters.push(letter::refused(sender, line));
        return Ok(());
    }
    match Challenge::new(
        sender,
        &opponent,
        color,
        timeout_days,
        pm.config.game.forfeit_timeout_days,
        now,
    )
    .and_then(|c| c.with_clock(clock.or(pm.config.game.time_control)))
    {
        Ok(mut challenge) => {
            challenge.rated = !casual;
            challenge.start = start;
            tx.ensure_player(sender, now)?;
            tx.ensure_player(&opponent, now)?;
            tx.insert_challenge(&mut challenge)?;
            let mut issued = letter::challenge_issued(&challenge);
            for issued in &mut issued {
                let rated = Line::Community(CommunityLine::ChallengeRated(challenge.rated));
                issued.body.insert(1, letter::Block::Paragraph(vec![rated]));
            }
            work.letters.extend(issued);
        }
        Err(rejection) => work.letters.push(letter::refusal(sender, &rejection, None)),
    }
    Ok(())
}

/// What a bare `Accept` or `Decline` (one naming no challenge) answers, decided the
/// same way for a mail with proof and one to be confirmed.
enum Bare {
    /// The one challenge by address open to the sender.
    Challenge(Challenge),
    /// The ladder's challenge waiting for the sender (a bare `Accept` only).
    Ladder,
    /// Nothing is answered; the letter says why (none open, several, or which is
    /// meant when a ladder's challenge waits too).
    Told(Letter),
}

/// A ladder's challenge waiting is answered as a challenge by address is: a bare
/// `Accept` takes it when no challenge by address is open, a bare `Decline` never
/// gives the place away (the sender is asked to name the ladder), and with a challenge
/// by address open too the sender is asked which is meant.
fn bare_answer(tx: &Tx<'_>, sender: &str, accept: bool) -> Result<Bare, StoreError> {
    let open = tx.open_challenges_for(sender)?;
    let ladder = super::ladder::ask_which(tx, sender, accept)?;
    Ok(match <[Challenge; 1]>::try_from(open) {
        Ok([one]) => match ladder {
            Some(ask) if accept => Bare::Told(ask),
            _ => Bare::Challenge(one),
        },
        Err(open) if open.is_empty() => match ladder {
            Some(_) if accept => Bare::Ladder,
            Some(ask) => Bare::Told(ask),
            None => Bare::Told(letter::no_open_challenge(sender)),
        },
        Err(several) => Bare::Told(letter::which_challenge(sender, &several)),
    })
}

/// `Accept` or `Decline`: answers the challenge whose invitation the mail answers
/// (`answers`); without one, the only open challenge to the sender, or a list when
/// there are several.
fn answer_challenge(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    answers: Option<Scope>,
    accept: bool,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push("challenge_answer");
    let open = tx.open_challenges_for(sender)?;
    let mut challenge = match answers {
        Some(Scope::Invitation(id)) => match open.into_iter().find(|c| c.id == id) {
            Some(challenge) => challenge,
            None => {
                let state = tx
                    .challenge_state(id, sender)?
                    .unwrap_or(ChallengeState::Expired);
                work.letters.push(letter::refusal(
                    sender,
                    &Rejection::ChallengeNotOpen { state },
                    None,
                ));
                return Ok(());
            }
        },
        _ => match bare_answer(tx, sender, accept)? {
            Bare::Challenge(one) => one,
            Bare::Ladder => {
                work.letters
                    .extend(super::ladder::accept_bare(pm, tx, sender, now)?);
                return Ok(());
            }
            Bare::Told(letter) => {
                work.letters.push(letter);
                return Ok(());
            }
        },
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
    let coin = super::coin(pm, challenge.id, "colour");
    // A random Chess960 start, drawn the same way.
    let draw = super::draw_960(pm, challenge.id, "chess960");
    match challenge.accept(sender, now, coin, draw) {
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

/// `Board words|picture|text`: kept; the letter that says so shows the new style.
fn board_style_command(
    tx: &Tx<'_>,
    sender: &str,
    style: BoardStyle,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push("board_style");
    tx.set_board_style(sender, style, now)?;
    work.letters.push(letter::board_style_chosen(sender, style));
    Ok(())
}

/// `Block` (`blocked`) or `Unblock`: invitations to the sender's mailbox stop or
/// resume. A `Block` answering an invitation also declines it.
fn block(
    tx: &Tx<'_>,
    sender: &str,
    answers: Option<Scope>,
    blocked: bool,
    now: Timestamp,
    work: &mut Work,
) -> Result<(), ProcessError> {
    work.kinds.push(if blocked { "block" } else { "unblock" });
    tx.set_blocked(&mailbox_key_of(sender), blocked, now)?;
    if blocked
        && let Some(Scope::Invitation(id)) = answers
        && let Some(mut challenge) = tx
            .open_challenges_for(sender)?
            .into_iter()
            .find(|c| c.id == id)
        && challenge.decline(sender).is_ok()
    {
        tx.save_challenge(&challenge)?;
        let to_challenger = letter::challenge_declined(&challenge)
            .into_iter()
            .filter(|l| l.to == challenge.challenger);
        work.letters.extend(to_challenger);
    }
    let (topic, line) = if blocked {
        (LobbyTopic::Blocked, Line::Blocked)
    } else {
        (LobbyTopic::Unblocked, Line::Unblocked)
    };
    work.letters.push(letter::note(sender, topic, line));
    Ok(())
}

/// The daemon's address or any plus-address of it: pawnpost never mails itself.
fn is_own_address(pm: &Postmaster, address: &str) -> bool {
    let own = &pm.config.server.address;
    let Some((local, domain)) = address.rsplit_once('@') else {
        return false;
    };
    let local = local.split('+').next().unwrap_or(local);
    local.eq_ignore_ascii_case(own.local_part()) && domain.eq_ignore_ascii_case(own.domain())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pending_community_command_is_stored_as_data() {
        let command = CommunityCommand::Name("Alice_K".into());
        let pending = vec![Pending::Community(Community::Command {
            command: command.clone(),
        })];
        let stored = serde_json::to_string(&pending).unwrap();
        assert!(!stored.contains("Name Alice_K"), "{stored}");
        let back: Vec<Pending> = serde_json::from_str(&stored).unwrap();
        assert_eq!(back, pending);
        assert_eq!(back[0].command(), Some(Command::Community(command)));
    }

    #[test]
    fn rows_stored_before_commands_were_data_still_read() {
        let stored = r#"[{"do":"community","text":"Seek casual 1400-1800"},
            {"do":"challenge","opponent":"bob@example.org","color":"white","timeout_days":null},
            {"do":"language","code":"de"},{"do":"block"}]"#;
        let pending: Vec<Pending> = serde_json::from_str(stored).unwrap();
        let commands: Vec<String> = pending
            .iter()
            .filter_map(|p| p.command().map(|c| c.to_string()))
            .collect();
        assert_eq!(
            commands,
            [
                "Seek casual 1400-1800",
                "Challenge bob@example.org",
                "Language de",
                "Block"
            ]
        );
        assert!(matches!(
            &pending[1],
            Pending::Challenge {
                color: ColorChoice::White,
                casual: false,
                clock: None,
                ..
            }
        ));
    }
}
