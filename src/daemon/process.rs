//! The flow of one mail (DESIGN.md): parse it, guard against loops and floods, find its
//! game and check the sender's authority, apply the commands, and commit the inbound
//! record, the game changes and the queued replies in one transaction.
//!
//! `process_mail(raw, now)` is the seam every inbound adapter (IMAP, Maildir, stdin)
//! and every test goes through.

use crate::command::Command;
use crate::command::parse::{Reading, read_commands};
use crate::config::Config;
use crate::game::{Challenge, Event, Game, GameId, ReadRequest, Rejection, Timestamp};
use crate::identity::{ReplyToken, ServerSecret, parse_reply_address};
use crate::mail::{InboundMail, loop_guard, parse_mail, subject_game_tag};
use crate::reply::{self, Letter};
use crate::store::{InboundKey, MailOutcome, OutgoingMail, Store, StoreError, Tx};

use super::outgoing::{Threading, compose};

/// What the daemon knows besides the store: its config and secret.
pub struct Postmaster {
    pub config: Config,
    pub secret: ServerSecret,
}

/// What became of one mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Disposition {
    /// Recorded before: nothing done again.
    Duplicate,
    /// Recorded, deliberately not answered (auto-reply, bounce, flood, unreadable).
    Silenced(String),
    /// Recorded and answered; `summary` is the log line.
    Answered {
        game: Option<GameId>,
        replies: usize,
        summary: String,
    },
}

/// Why a mail could not be committed; the source keeps it for the next pass.
#[derive(Debug, thiserror::Error)]
pub enum ProcessError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot compose a reply: {0}")]
    Compose(String),
}

/// Processes one raw mail from `source_id` at `now`, committing everything or nothing.
pub fn process_mail(
    pm: &Postmaster,
    store: &mut Store,
    raw: &[u8],
    source_id: &str,
    now: Timestamp,
) -> Result<Disposition, ProcessError> {
    let max = usize::try_from(pm.config.limits.max_message_bytes).unwrap_or(usize::MAX);
    let mail = match parse_mail(raw, max) {
        Ok(mail) => mail,
        Err(error) => {
            // Nothing to answer: no sender can be read. Record it so it is not retried.
            let key = InboundKey {
                message_id: None,
                raw,
                source_id,
                sender: "",
            };
            let outcome = store.with_mail_transaction(&key, now, |tx| {
                tx.set_mail_outcome(&format!("unreadable: {error}"))?;
                Ok::<_, ProcessError>(())
            })?;
            return Ok(match outcome {
                MailOutcome::AlreadyProcessed => Disposition::Duplicate,
                MailOutcome::Processed(()) => Disposition::Silenced(format!("unreadable: {error}")),
            });
        }
    };
    let sender = mail
        .from
        .as_ref()
        .map(|f| f.address.clone())
        .unwrap_or_default();
    let key = InboundKey {
        message_id: mail.message_id.as_deref(),
        raw,
        source_id,
        sender: &sender,
    };
    let outcome = store.with_mail_transaction(&key, now, |tx| {
        let disposition = handle(pm, tx, &mail, &sender, now)?;
        let note = match &disposition {
            Disposition::Silenced(why) => format!("silenced: {why}"),
            Disposition::Answered { summary, .. } => summary.clone(),
            Disposition::Duplicate => "duplicate".to_owned(),
        };
        tx.set_mail_outcome(&note)?;
        Ok::<_, ProcessError>(disposition)
    })?;
    Ok(match outcome {
        MailOutcome::AlreadyProcessed => Disposition::Duplicate,
        MailOutcome::Processed(d) => d,
    })
}

/// Where a mail says it belongs.
enum Addressed {
    /// A reply address whose token is genuine for this sender.
    Token(GameId),
    /// A reply address whose token does not fit this sender (or is garbage).
    BadToken(GameId),
    /// Only the subject tag or threading headers name the game: no authority.
    Named(GameId),
    Nothing,
}

fn addressed(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mail: &InboundMail,
    sender: &str,
) -> Result<Addressed, StoreError> {
    let server = pm.config.server.address.as_str();
    for to in &mail.to {
        if let Some((game, token)) = parse_reply_address(server, to) {
            return Ok(if ReplyToken::verify(&pm.secret, game, sender, &token) {
                Addressed::Token(game as GameId)
            } else {
                Addressed::BadToken(game as GameId)
            });
        }
    }
    if let Some(game) = subject_game_tag(&mail.subject) {
        return Ok(Addressed::Named(game as GameId));
    }
    for id in mail.in_reply_to.iter().chain(mail.references.iter().rev()) {
        if let Some(game) = tx.game_of_sent_message(id)? {
            return Ok(Addressed::Named(game));
        }
    }
    Ok(Addressed::Nothing)
}

/// Commands that act on a game (need the player's authority) versus everything else.
fn changes_game(command: &Command) -> bool {
    matches!(
        command,
        Command::Move(_)
            | Command::RequestDraw
            | Command::AcceptDraw
            | Command::DenyDraw
            | Command::RequestCancel
            | Command::AcceptCancel
            | Command::DenyCancel
            | Command::ClaimDraw(_)
            | Command::Resign
    )
}

fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mail: &InboundMail,
    sender: &str,
    now: Timestamp,
) -> Result<Disposition, ProcessError> {
    if let Some(silence) = loop_guard(mail, pm.config.server.address.as_str()) {
        tracing::info!(%sender, reason = %silence, "no reply (loop guard)");
        return Ok(Disposition::Silenced(silence.to_string()));
    }
    // A sender the reply composer cannot address (`alice@[127.0.0.1]`, a quoted local
    // part) would make every reply fail to compose, and the mail would be retried forever.
    if !deliverable(sender) {
        return Ok(Disposition::Silenced(format!(
            "sender address {sender} cannot be answered"
        )));
    }
    let limit = u64::from(pm.config.limits.mails_per_sender_per_hour);
    let recent = tx.mails_from_since(sender, now - 3600)?;
    if recent > limit + 1 {
        return Ok(Disposition::Silenced(format!(
            "rate limit: {recent} mails in the last hour"
        )));
    }
    if recent == limit + 1 {
        let letter = reply::plain(
            sender,
            "too many mails",
            format!(
                "You sent more than {limit} mails within an hour. pawnpost will not answer you again until the hour is over; nothing in your last mail was done.\n"
            ),
        );
        queue(pm, tx, mail, now, vec![letter], None)?;
        return Ok(Disposition::Silenced(format!(
            "rate limit reached ({limit} per hour), notice sent"
        )));
    }

    let language = tx.player_language(sender)?.unwrap_or_default();
    let reading = read_commands(&mail.text, language);
    let target = addressed(pm, tx, mail, sender)?;
    let game_id = match target {
        Addressed::Token(id) | Addressed::BadToken(id) | Addressed::Named(id) => Some(id),
        Addressed::Nothing => None,
    };
    let Some(game_id) = game_id else {
        // Backscatter: spam carries forged senders, and answering it mails innocent
        // people. Mail about a game is still handled (a false positive must not cost a
        // player their move); everything else marked as spam gets silence.
        if let Some(mark) = &mail.auto.spam {
            return Ok(Disposition::Silenced(format!(
                "marked as spam by the mail server ({mark}); not answered outside a game"
            )));
        }
        return outside_game(pm, tx, mail, sender, &reading, now);
    };
    let mut game = match tx.load_game(game_id) {
        Ok(game) => game,
        Err(StoreError::UnknownGame(_)) => {
            let letter = reply::refusal(
                sender,
                &Rejection::UnknownGame {
                    id: format!("#{game_id}"),
                },
                Some(&reading),
            );
            let replies = queue(pm, tx, mail, now, vec![letter], None)?;
            return Ok(answered(None, replies, "unknown game"));
        }
        Err(e) => return Err(e.into()),
    };
    let Some(side) = game.color_of(sender) else {
        // Replies go only to the game's players: a stranger hears nothing.
        return Ok(Disposition::Silenced(format!(
            "{sender} does not play in game {game_id}"
        )));
    };
    // A token of this player in this game; or, where the admin allows it, their own
    // MTA's DKIM/DMARC pass for the From domain; or From alone (closed installations).
    let mta_vouches =
        pm.config.trust.authserv_id.as_deref().is_some_and(|id| {
            crate::identity::authenticated_by_mta(&mail.auth_results, id, sender)
        });
    if mta_vouches && !matches!(target, Addressed::Token(_)) {
        tracing::info!(%sender, game = game_id, "accepted on the MTA's DKIM/DMARC pass instead of a token");
    }
    let authorized =
        matches!(target, Addressed::Token(_)) || mta_vouches || pm.config.trust.allow_from_only;
    let acting: Vec<&Command> = reading
        .commands
        .iter()
        .filter(|c| changes_game(c))
        .collect();
    if !acting.is_empty() && !authorized {
        let why = if matches!(target, Addressed::BadToken(_)) {
            "the reply address of your mail does not carry your key for this game"
        } else {
            "your mail did not come through your reply address for this game"
        };
        let mut letter = reply::plain(
            sender,
            &format!("#{game_id}: not done — reply to the game's latest mail"),
            format!(
                "Nothing was done: {why}. Moves, requests and resignations need it, so no one can play for you.\nReply to the latest pawnpost mail of game #{game_id} (its Reply-To address carries your key).\n"
            ),
        );
        letter.game = Some(game_id);
        let replies = queue(pm, tx, mail, now, vec![letter], Some(&game))?;
        return Ok(answered(Some(game_id), replies, "refused: no authority"));
    }

    if !acting.is_empty() && is_stale(tx, mail, &game, sender)? {
        let mut letter = reply::plain(
            sender,
            &format!("#{game_id}: not done — the game has moved on"),
            format!(
                "Nothing was done: your mail answers an older mail of game #{game_id}, and the game has moved on since. Here is the game as it stands; reply to this mail.\n\n{}",
                reply::game_state(&game, side, now)
            ),
        );
        letter.game = Some(game_id);
        let replies = queue(pm, tx, mail, now, vec![letter], Some(&game))?;
        return Ok(answered(Some(game_id), replies, "refused: stale reply"));
    }

    let events: Vec<Event>;
    if !reading.conflicts.is_empty() {
        let reason = reading
            .conflicts
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        events = vec![Event::Rejected {
            command: None,
            reason: Rejection::Conflict { reason },
        }];
    } else if reading.commands.is_empty() {
        let text = if reading.quoted_only {
            "Your mail held only quoted text, so there was nothing to do."
        } else if reading.not_understood.is_empty() {
            "Your mail was empty, so there was nothing to do."
        } else {
            "I found no command in your mail."
        };
        events = vec![Event::NotUnderstood {
            text: text.to_owned(),
        }];
    } else {
        events = game.apply(sender, &reading.commands, reading.comment.as_deref(), now);
    }
    if events.iter().any(Event::changes_game) {
        tx.save_game(&game, &events, now)?;
    }
    for event in &events {
        if let Event::LanguageChosen(language) = event {
            tx.set_player_language(sender, *language, now)?;
        }
    }
    let mut letters = reply::after_mail(
        &game,
        side,
        &events,
        &reading,
        reading.comment.as_deref(),
        now,
    );
    if events
        .iter()
        .any(|e| matches!(e, Event::ReadOnly(ReadRequest::Games)))
    {
        letters.push(games_letter(tx, sender, now)?);
    }
    let summary = format!(
        "game {game_id}: {}",
        events.iter().map(Event::kind).collect::<Vec<_>>().join(",")
    );
    let replies = queue(pm, tx, mail, now, letters, Some(&game))?;
    Ok(answered(Some(game_id), replies, &summary))
}

/// Whether replies to `address` can be composed (the composer's own address parser).
fn deliverable(address: &str) -> bool {
    address.parse::<lettre::message::Mailbox>().is_ok()
}

/// A reply to an older board than the latest this player received, while the game
/// moved on: refused with the current board, never guessed (In-Reply-To tells).
fn is_stale(
    tx: &Tx<'_>,
    mail: &InboundMail,
    game: &Game,
    sender: &str,
) -> Result<bool, StoreError> {
    let Some(parent) = mail.in_reply_to.as_deref() else {
        return Ok(false);
    };
    let Some((parent_game, recipient, sent_at)) = tx.sent_message(parent)? else {
        return Ok(false);
    };
    let last_change = game.moves().last().map_or(game.created_at(), |m| m.at);
    Ok(parent_game == game.id && recipient.eq_ignore_ascii_case(sender) && last_change > sent_at)
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

fn answered(game: Option<GameId>, replies: usize, summary: &str) -> Disposition {
    Disposition::Answered {
        game,
        replies,
        summary: summary.to_owned(),
    }
}

fn games_letter(tx: &Tx<'_>, sender: &str, now: Timestamp) -> Result<Letter, StoreError> {
    let mut games = Vec::new();
    for id in tx.games_of(sender, true)? {
        games.push(tx.load_game(id)?);
    }
    Ok(reply::games_list(sender, &games, now))
}

/// A mail that names no game: challenges, listings, help — or game commands that
/// cannot be placed.
fn outside_game(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mail: &InboundMail,
    sender: &str,
    reading: &Reading,
    now: Timestamp,
) -> Result<Disposition, ProcessError> {
    let mut letters = Vec::new();
    let mut started: Option<Game> = None;
    let mut kinds = Vec::new();
    if !reading.conflicts.is_empty() {
        let reason = reading
            .conflicts
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        letters.push(reply::refusal(
            sender,
            &Rejection::Conflict { reason },
            Some(reading),
        ));
        let replies = queue(pm, tx, mail, now, letters, None)?;
        return Ok(answered(None, replies, "conflict"));
    }
    for command in &reading.commands {
        match command {
            Command::Challenge {
                opponent,
                color,
                timeout_days,
            } => {
                kinds.push("challenge");
                let open = tx.open_challenges_by(sender)?;
                let max_open = u64::from(pm.config.limits.open_challenges_per_player);
                let active = tx.games_of(sender, true)?.len() as u64;
                let max_active = u64::from(pm.config.limits.active_games_per_player);
                let opponent = opponent.trim().to_lowercase();
                if crate::config::EmailAddress::parse(&opponent).is_err() || !deliverable(&opponent)
                {
                    letters.push(reply::plain(sender, "not done", format!("`{opponent}` is not a mail address; write Challenge friend@example.org\n")));
                } else if is_own_address(pm, &opponent) {
                    letters.push(reply::plain(
                        sender,
                        "not done",
                        "pawnpost does not play itself; challenge a person.\n".to_owned(),
                    ));
                } else if open >= max_open {
                    letters.push(reply::plain(sender, "not done", format!("You already have {open} open challenges (the limit is {max_open}); wait for answers first.\n")));
                } else if active >= max_active {
                    letters.push(reply::plain(
                        sender,
                        "not done",
                        format!("You already play {active} games (the limit is {max_active}).\n"),
                    ));
                } else {
                    match Challenge::new(
                        sender,
                        &opponent,
                        *color,
                        *timeout_days,
                        pm.config.game.forfeit_timeout_days,
                        now,
                    ) {
                        Ok(mut challenge) => {
                            tx.ensure_player(sender, now)?;
                            tx.ensure_player(&opponent, now)?;
                            tx.insert_challenge(&mut challenge)?;
                            letters.extend(reply::challenge_issued(&challenge));
                        }
                        Err(rejection) => letters.push(reply::refusal(sender, &rejection, None)),
                    }
                }
            }
            Command::AcceptChallenge | Command::DeclineChallenge => {
                kinds.push("challenge_answer");
                let open = tx.open_challenges_for(sender)?;
                let Some(mut challenge) = open.into_iter().next() else {
                    letters.push(reply::plain(
                        sender,
                        "no open challenge",
                        "There is no open challenge for you to answer.\n".to_owned(),
                    ));
                    continue;
                };
                if matches!(command, Command::DeclineChallenge) {
                    match challenge.decline(sender) {
                        Ok(()) => {
                            tx.save_challenge(&challenge)?;
                            letters.extend(reply::challenge_declined(&challenge));
                        }
                        Err(rejection) => letters.push(reply::refusal(sender, &rejection, None)),
                    }
                    continue;
                }
                // The colour coin: deterministic for the challenge, unpredictable
                // without the server secret.
                let coin = ReplyToken::for_player(&pm.secret, challenge.id as u64, "colour")
                    .to_string()
                    .bytes()
                    .next()
                    .is_some_and(|b| b % 2 == 0);
                match challenge.accept(sender, now, coin) {
                    Ok(mut game) => {
                        let id = tx.insert_game(&mut game, now)?;
                        challenge.started(id);
                        tx.save_challenge(&challenge)?;
                        letters.extend(reply::game_started(&game, now));
                        started = Some(game);
                    }
                    Err(rejection) => letters.push(reply::refusal(sender, &rejection, None)),
                }
            }
            Command::Games => {
                kinds.push("games");
                letters.push(games_letter(tx, sender, now)?);
            }
            Command::Help => {
                kinds.push("help");
                letters.push(reply::plain(sender, "help", reply::HELP.to_owned()));
            }
            Command::Language(language) => {
                kinds.push("language");
                tx.set_player_language(sender, *language, now)?;
                letters.push(reply::plain(
                    sender,
                    "language",
                    format!("Your language is now {}.\n", language.code()),
                ));
            }
            _ => {}
        }
    }
    let game_commands = reading
        .commands
        .iter()
        .any(|c| changes_game(c) || matches!(c, Command::Board | Command::History | Command::Pgn));
    if game_commands {
        kinds.push("unplaced");
        let mut games = Vec::new();
        for id in tx.games_of(sender, true)? {
            games.push(tx.load_game(id)?);
        }
        let mut letter = reply::games_list(sender, &games, now);
        letter.subject = "[pawnpost] which game?".to_owned();
        letter.text = format!(
            "Your mail has game commands but does not say which game they are for. Reply to the latest mail of the game (its Reply-To address carries your key for that game).\n\n{}",
            letter.text
        );
        letters.push(letter);
    }
    if letters.is_empty() {
        kinds.push("nothing");
        let mut text = String::new();
        if reading.quoted_only {
            text.push_str("Your mail held only quoted text, so there was nothing to do.\n");
        } else {
            text.push_str("I found no command in your mail.\n");
        }
        for item in &reading.not_understood {
            text.push_str(&format!(
                "I did not understand `{}`: {}\n",
                item.text, item.reason
            ));
        }
        text.push('\n');
        text.push_str(reply::HELP);
        letters.push(reply::plain(sender, "nothing done", text));
    }
    let game_id = started.as_ref().map(|g| g.id);
    let replies = queue(pm, tx, mail, now, letters, started.as_ref())?;
    Ok(answered(game_id, replies, &kinds.join(",")))
}

/// Renders each letter answering `mail` and queues it in the outbox, in this
/// transaction.
fn queue(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mail: &InboundMail,
    now: Timestamp,
    letters: Vec<Letter>,
    game: Option<&Game>,
) -> Result<usize, ProcessError> {
    let inbound = tx.inbound_id().unwrap_or(0);
    queue_threaded(pm, tx, letters, game, now, &inbound.to_string(), |letter| {
        Threading::reply_to(mail, &letter.to)
    })
}

/// Queues letters that answer no mail (sweeps, adjudications); `tag` keeps their
/// Message-IDs unique.
pub fn queue_letters(
    pm: &Postmaster,
    tx: &Tx<'_>,
    letters: Vec<Letter>,
    game: Option<&Game>,
    now: Timestamp,
    tag: &str,
) -> Result<usize, ProcessError> {
    queue_threaded(pm, tx, letters, game, now, tag, |_| Threading::default())
}

/// The one way letters enter the outbox: each is rendered with its Message-ID fixed
/// now (`<pawnpost.TAG.INDEX.NOW@domain>`), so a retry sends the very same mail.
fn queue_threaded(
    pm: &Postmaster,
    tx: &Tx<'_>,
    letters: Vec<Letter>,
    game: Option<&Game>,
    now: Timestamp,
    tag: &str,
    threading: impl Fn(&Letter) -> Threading,
) -> Result<usize, ProcessError> {
    let letters = reply::combine(letters);
    let count = letters.len();
    for (index, letter) in letters.into_iter().enumerate() {
        let message_id = super::outgoing::message_id(pm, &format!("{tag}.{index}.{now}"));
        let about = game.filter(|g| Some(g.id) == letter.game);
        let mut thread = threading(&letter);
        if let Some(id) = letter.game {
            thread = thread.in_game_thread(pm, id as u64, &letter.to);
        }
        let raw = compose(pm, &letter, about, &message_id, &thread, now)
            .map_err(ProcessError::Compose)?;
        tx.queue_mail(
            &OutgoingMail {
                recipient: letter.to.clone(),
                subject: letter.subject.clone(),
                message_id,
                raw,
                game: letter.game,
            },
            now,
        )?;
    }
    Ok(count)
}
