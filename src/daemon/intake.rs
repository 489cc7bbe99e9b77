//! The flow of one mail, up to its admission: parse it, record it in ONE transaction,
//! and decide once what it is — silenced (loop guard, an address that cannot be
//! answered, the rate limit, spam outside a game), about no game (the lobby), or about
//! a game, with the sender's authority and whether it answers an outdated mail. Then
//! the game or lobby handler applies it, its letters are queued, and the transaction
//! commits; a crash before the commit repeats the mail, after it the record stops the
//! repeat.
//!
//! `process_mail(raw, now)` is the seam every inbound adapter (IMAP, Maildir, stdin)
//! and every test goes through. Its steps — `read_inbound`, `admit`, `decide`,
//! `answer` — are also what [`super::explain()`] runs, in a transaction it rolls back.

use crate::command::Command;
use crate::command::community::CommunityCommand;
use crate::command::parse::read_reply;
use crate::command::trim::OwnTexts;
use crate::game::{Game, GameId, Timestamp};
use crate::identity::{MtaVerdict, ReplyToken, Scope, parse_scoped_address};
use crate::letter;
use crate::mail::{InboundMail, loop_guard, parse_mail, subject_game_tag};
use crate::store::{InboundKey, MailOutcome, Store, StoreError, Tx};

use super::community::Answers;
use super::outbox::{self, Answering};
use super::{Disposition, Handled, InGame, Inbound, ProcessError, Proof, deliverable};
use super::{Postmaster, in_game, lobby, several};

/// How many of our latest letters to a sender are looked for in their reply.
const OWN_TEXTS: u32 = 12;

/// Processes one raw mail from `source_id` at `now`, committing everything or nothing.
pub fn process_mail(
    pm: &Postmaster,
    store: &mut Store,
    raw: &[u8],
    source_id: &str,
    now: Timestamp,
) -> Result<Disposition, ProcessError> {
    store.set_reminders(pm.config.game.reminders);
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
    let sender = sender_of(&mail);
    let key = InboundKey {
        message_id: mail.message_id.as_deref(),
        raw,
        source_id,
        sender: &sender,
    };
    // What the mail says is read from a snapshot before its write transaction: trimming
    // and reading up to `max_message_bytes` of a stranger's text never holds the lock.
    // A mail recorded before is not read at all.
    let read = store.read(|tx| {
        if tx.is_recorded(&key)? {
            return Ok(None);
        }
        read_inbound(pm, tx, &mail, &sender, now).map(Some)
    });
    let inbound = read.unwrap_or_else(|error: StoreError| {
        tracing::debug!(%sender, %error, "the mail is read in its transaction");
        None
    });
    let answers = match &inbound {
        Some(inbound) => prepare(pm, store, inbound, &key),
        None => Answers::default(),
    };
    let outcome = store.with_mail_transaction(&key, now, |tx| {
        let inbound = match inbound {
            Some(inbound) => inbound,
            None => read_inbound(pm, tx, &mail, &sender, now)?,
        };
        let disposition = handle(pm, tx, inbound, answers)?;
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

/// The sender's canonical address; empty when it is refused (admit() silences it).
pub(super) fn sender_of(mail: &InboundMail) -> String {
    mail.from
        .as_ref()
        .and_then(|f| f.address.as_ref().ok())
        .map(|address| address.as_str().to_owned())
        .unwrap_or_default()
}

/// What one mail is, decided once, before anything is applied.
pub(super) enum Admission {
    /// Recorded, not answered.
    Silenced(String),
    /// The sender passed the hourly limit just now: one notice, nothing done.
    RateNotice,
    /// About no game, with the proof of its sender, if any.
    Lobby(Option<Proof>),
    /// Names a game that does not exist.
    UnknownGame(GameId),
    /// About a game of the sender's.
    Game(Box<InGame>),
}

fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mut inbound: Inbound<'_>,
    answers: Answers,
) -> Result<Disposition, ProcessError> {
    inbound.answers = answers;
    let admission = admit(pm, tx, &inbound)?;
    let handled = decide(pm, tx, &inbound, admission)?;
    answer(pm, tx, &inbound, handled)
}

/// Works out the answers to the mail's questions about the community (a player's
/// history, the top list, standings, seeks: reads that grow with the community) from a
/// read snapshot, before the mail's write transaction and without its lock: however
/// many such questions arrive at once, a move waits only for short transactions.
/// Nothing is worked out for a mail recorded before, one that will be silenced, or one
/// whose answers would not be sent (without proof, its mailbox's letters spent). When
/// the snapshot cannot answer (a label still to be given), the transaction does, within
/// the same bound per mail.
fn prepare(
    pm: &Postmaster,
    store: &mut Store,
    inbound: &Inbound<'_>,
    key: &InboundKey<'_>,
) -> Answers {
    let (sender, now) = (inbound.sender, inbound.now);
    let prepared = store.read(|tx| -> Result<Answers, ProcessError> {
        let questions = |inbound: &Inbound<'_>| -> Vec<CommunityCommand> {
            inbound
                .reading
                .commands
                .iter()
                .filter_map(|c| match c {
                    Command::Community(c) if !c.reach().needs_proof() => Some(c.clone()),
                    _ => None,
                })
                .collect()
        };
        if tx.is_recorded(key)? {
            return Ok(Answers::default());
        }
        let asked = questions(inbound);
        let claims = inbound
            .reading
            .commands
            .iter()
            .any(|c| matches!(c, Command::ClaimTablebase(..)));
        // A mail with conflicting commands is refused whole: nothing to answer.
        if (asked.is_empty() && !claims) || !inbound.reading.conflicts.is_empty() {
            return Ok(Answers::default());
        }
        let (game, proven) = match admit(pm, tx, inbound)? {
            Admission::Lobby(proof) => (None, proof.is_some()),
            Admission::Game(in_game) => (Some(in_game.game), in_game.authorized),
            Admission::Silenced(_) | Admission::RateNotice | Admission::UnknownGame(_) => {
                return Ok(Answers::default());
            }
        };
        // A player's tablebase claim: the tables are opened (once per process, some
        // milliseconds) here rather than under the write lock.
        if claims && game.is_some() && proven {
            pm.config.rules.open_tables();
        }
        if asked.is_empty() {
            return Ok(Answers::default());
        }
        if !proven && outbox::unproven_letter_dropped(pm, tx, sender, now)? {
            return Ok(Answers::unanswerable());
        }
        Answers::prepare(pm, tx, sender, &asked, game.as_ref(), now)
    });
    prepared.unwrap_or_else(|error| {
        tracing::debug!(%sender, %error, "questions left to the mail's transaction");
        Answers::default()
    })
}

/// Reads the commands of `mail` in its sender's language (else the server's), knowing
/// our latest letters to them: their text carried back is quoted, in any form.
pub(super) fn read_inbound<'a>(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mail: &'a InboundMail,
    sender: &'a str,
    now: Timestamp,
) -> Result<Inbound<'a>, StoreError> {
    let stored = tx.player_language(sender)?;
    let language = stored.unwrap_or(pm.config.server.language);
    let texts = tx.recent_texts_to(sender, OWN_TEXTS)?;
    let own_letters = texts.len();
    let own = OwnTexts::from_owned(texts);
    let reading = read_reply(&mail.text, language, &own, crate::command::Day::of(now));
    // A new player is answered in the language of their command words.
    let hint = match stored {
        None => reading.words_in,
        Some(_) => None,
    };
    Ok(Inbound {
        mail,
        sender,
        reading,
        // The language the sender reads: chosen, else their words', else the default.
        language: stored.or(hint).unwrap_or(pm.config.server.language),
        own_letters,
        hint,
        now,
        answers: super::community::Answers::default(),
        tables: std::sync::Arc::new(crate::tablebase::OneProbe::new(pm.config.rules.tablebase())),
    })
}

/// What the daemon does with an admitted mail: the game or lobby handler applies it
/// (in this transaction) and says what to write; nothing is queued yet.
pub(super) fn decide(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
    admission: Admission,
) -> Result<Handled, ProcessError> {
    match admission {
        Admission::Silenced(why) => Ok(Handled::silenced(&why)),
        Admission::RateNotice => {
            let limit = pm.config.limits.mails_per_sender_per_hour;
            Ok(Handled {
                letters: vec![letter::too_many_mails(inbound.sender, limit)],
                game: None,
                summary: String::new(),
                silenced: Some(format!("rate limit reached ({limit} per hour): one notice")),
                proven: false,
                more_games: Vec::new(),
            })
        }
        Admission::UnknownGame(id) => {
            let letter = letter::refusal(
                inbound.sender,
                &crate::game::Rejection::UnknownGame {
                    id: format!("#{id}"),
                },
                Some(&inbound.reading),
            );
            Ok(Handled::lobby(vec![letter], "unknown game"))
        }
        Admission::Lobby(proof) => {
            if proof.is_some() {
                remember_proof(tx, inbound)?;
            }
            let mut handled = if only_game_lines(inbound) {
                Handled::lobby(Vec::new(), "")
            } else {
                lobby::handle(pm, tx, inbound, proof)?
            };
            handled.proven = proof.is_some();
            let reads_games = proof.is_some() && game_lines_covered(proof, inbound);
            several::handle(pm, tx, inbound, reads_games, &mut handled)?;
            Ok(handled)
        }
        Admission::Game(in_game) => {
            let authorized = in_game.authorized;
            if authorized {
                remember_proof(tx, inbound)?;
            }
            let mut handled = if only_game_lines(inbound) {
                Handled::lobby(Vec::new(), "")
            } else {
                in_game::handle(pm, tx, inbound, *in_game)?
            };
            handled.proven = authorized;
            several::handle(pm, tx, inbound, authorized, &mut handled)?;
            Ok(handled)
        }
    }
}

/// The mail's commands are all in lines for games by number (a reply to the digest):
/// no letter about the rest of it. Its prose (a greeting, a signature) goes to no one:
/// a comment is passed on only with a game's commands in that game's thread.
fn only_game_lines(inbound: &Inbound<'_>) -> bool {
    let reading = &inbound.reading;
    !reading.games.is_empty() && reading.commands.is_empty() && reading.not_understood.is_empty()
}

/// Whether the mail's proof covers every command of its lines for games (the one place
/// that says what a proof lets act, [`Proof::covers`]).
fn game_lines_covered(proof: Option<Proof>, inbound: &Inbound<'_>) -> bool {
    inbound
        .reading
        .games
        .iter()
        .flat_map(|g| &g.commands)
        .all(|command| Proof::covers(proof, command))
}

/// The sender proved their address: remembered, and a new player's language (the
/// language of their first command words) kept.
fn remember_proof(tx: &Tx<'_>, inbound: &Inbound<'_>) -> Result<(), StoreError> {
    tx.mark_proven(inbound.sender, inbound.now)?;
    if let Some(language) = inbound.hint {
        tx.set_player_language(inbound.sender, language, inbound.now)?;
    }
    Ok(())
}

/// Queues what a handler wrote, telling the sender when their mail was cut at the
/// size limit (the commands read came only from its first part).
pub(super) fn answer(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
    mut handled: Handled,
) -> Result<Disposition, ProcessError> {
    if let Some(why) = handled.silenced {
        tracing::info!(sender = %inbound.sender, reason = %why, "no reply");
        if !handled.letters.is_empty() {
            let queued = outbox::queue(
                pm,
                tx,
                &Answering::Mail {
                    mail: inbound.mail,
                    proven: handled.proven,
                },
                handled.letters,
                &[],
                None,
                inbound.now,
            )?;
            if queued == 0 {
                return Ok(Disposition::Silenced(format!(
                    "{why} (not sent: the mailbox's letters without proof are spent)"
                )));
            }
        }
        return Ok(Disposition::Silenced(why));
    }
    if inbound.mail.truncated {
        let limit = pm.config.limits.max_message_bytes;
        letter::note_cut(&mut handled.letters, inbound.sender, limit);
    }
    let game_id = handled.game.as_ref().map(|g| g.id);
    let games: Vec<&Game> = handled
        .game
        .iter()
        .chain(handled.more_games.iter())
        .collect();
    // The mail may have chosen the sender's language (`Language`, a confirmation of
    // words in one): their invitees follow it.
    let language = tx
        .player_language(inbound.sender)?
        .unwrap_or(inbound.language);
    let replies = outbox::queue(
        pm,
        tx,
        &Answering::Mail {
            mail: inbound.mail,
            proven: handled.proven,
        },
        handled.letters,
        &games,
        Some(language),
        inbound.now,
    )?;
    Ok(Disposition::answered(game_id, replies, &handled.summary))
}

/// Decides what `inbound` is. Reads only; changes nothing.
pub(super) fn admit(
    pm: &Postmaster,
    tx: &Tx<'_>,
    inbound: &Inbound<'_>,
) -> Result<Admission, StoreError> {
    let (mail, sender) = (inbound.mail, inbound.sender);
    if let Some(silence) = loop_guard(mail, pm.config.server.address.as_str()) {
        return Ok(Admission::Silenced(silence.to_string()));
    }
    // A sender whose address is refused (`alice@[127.0.0.1]`, a quoted local part, a NUL
    // in it) is neither believed nor answered: its canonical form is not what was sent.
    if let Some(from) = &mail.from
        && let Err(why) = &from.address
    {
        return Ok(Admission::Silenced(format!(
            "sender address {:?} refused: {why}",
            from.written
        )));
    }
    // A sender the reply composer cannot address would make every reply fail to
    // compose, and the mail would be retried forever.
    if !deliverable(sender) {
        return Ok(Admission::Silenced(format!(
            "sender address {sender} cannot be answered"
        )));
    }
    let limit = u64::from(pm.config.limits.mails_per_sender_per_hour);
    let recent = tx.mails_from_since(sender, inbound.now - 3600)?;
    if recent > limit + 1 {
        return Ok(Admission::Silenced(format!(
            "rate limit: {recent} mails in the last hour"
        )));
    }
    if recent == limit + 1 {
        return Ok(Admission::RateNotice);
    }
    let verdict = mta_verdict(pm, mail, sender);
    let mta_vouches = verdict == MtaVerdict::Vouches;
    // The sender's domain says this mail is not theirs (DMARC failed at the admin's
    // MTA): unless it carries a token of the sender's, nobody is answered. A flood of
    // such forgeries neither reaches their victims nor spends the hourly brake that
    // honest newcomers' confirmations need.
    let forged = |addressed: &Addressed| {
        verdict == MtaVerdict::Forged
            && !matches!(addressed, Addressed::Token { genuine: true, .. })
    };
    let addressed = addressed(pm, tx, mail, sender)?;
    if forged(&addressed) {
        return Ok(Admission::Silenced(
            "forged: the admin's MTA found DMARC failing for the sender's domain".to_owned(),
        ));
    }
    let (game_id, token) = match addressed {
        Addressed::Token {
            scope: Scope::Game(id),
            genuine,
            ..
        } => (id, Some(genuine)),
        Addressed::Named { game, .. } => (game, None),
        Addressed::Token { scope, genuine, .. } => {
            if !genuine {
                tracing::info!(%sender, ?scope, "a reply token that does not fit its sender");
            }
            // A token that does not fit is no proof.
            let proof = if genuine {
                Some(Proof::Token(scope))
            } else if mta_vouches {
                Some(Proof::Mta)
            } else if pm.config.trust.allow_from_only {
                Some(Proof::FromOnly)
            } else {
                None
            };
            return Ok(Admission::Lobby(proof));
        }
        Addressed::Nothing => {
            // Backscatter: spam carries forged senders, and answering it mails innocent
            // people. Mail about a game is still handled (a false positive must not cost
            // a player their move); everything else marked as spam gets silence.
            if let Some(mark) = &mail.auto.spam {
                return Ok(Admission::Silenced(format!(
                    "marked as spam by the mail server ({mark}); not answered outside a game"
                )));
            }
            let proof = if mta_vouches {
                Some(Proof::Mta)
            } else if pm.config.trust.allow_from_only {
                Some(Proof::FromOnly)
            } else {
                None
            };
            return Ok(Admission::Lobby(proof));
        }
    };
    let game = match tx.load_game(game_id) {
        Ok(game) => game,
        Err(StoreError::UnknownGame(_)) => return Ok(Admission::UnknownGame(game_id)),
        Err(e) => return Err(e),
    };
    let Some(side) = game.color_of(sender) else {
        // Answered as a game that does not exist: the answer must not tell a stranger
        // which game numbers are in play (a fixed form, to the sender alone, within
        // their mailbox's budget; nothing of the game is in it).
        tracing::info!(%sender, game = game_id, "a mail about a game the sender does not play in");
        return Ok(Admission::UnknownGame(game_id));
    };
    // A token of this player in this game; or, where the admin allows it, their own
    // MTA's DKIM/DMARC pass for the From domain; or From alone (closed installations).
    if mta_vouches && token != Some(true) {
        tracing::info!(%sender, game = game_id, "accepted on the MTA's DKIM/DMARC pass instead of a token");
    }
    let authorized = token == Some(true) || mta_vouches || pm.config.trust.allow_from_only;
    let stale = is_stale(tx, mail, &game, sender)?;
    Ok(Admission::Game(Box::new(InGame {
        game,
        side,
        authorized,
        bad_token: token == Some(false),
        stale,
    })))
}

/// What the admin's own MTA recorded for the sender's domain (nothing unless
/// `trust.authserv_id` names it).
pub(super) fn mta_verdict(pm: &Postmaster, mail: &InboundMail, sender: &str) -> MtaVerdict {
    pm.config
        .trust
        .authserv_id
        .as_deref()
        .map_or(MtaVerdict::Silent, |id| {
            crate::identity::mta_verdict(&mail.auth_results, id, sender)
        })
}

/// Whether the admin's own MTA recorded a DKIM/DMARC pass for the sender's domain.
pub(super) fn mta_vouches(pm: &Postmaster, mail: &InboundMail, sender: &str) -> bool {
    mta_verdict(pm, mail, sender) == MtaVerdict::Vouches
}

/// Where a mail says it belongs.
pub(super) enum Addressed {
    /// One of our reply addresses with a token: for a game, or outside any (the
    /// sender's own, an invitation's, a confirmation's). `genuine` when the token is
    /// this sender's; only then does it prove anything.
    Token {
        scope: Scope,
        genuine: bool,
        /// The reply address as the mail named it.
        address: String,
    },
    /// Only the subject tag or threading headers name the game: no authority.
    Named {
        game: GameId,
        by: Naming,
    },
    Nothing,
}

/// What names a game when no reply address does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Naming {
    /// `[pawnpost #N]` in the subject.
    SubjectTag,
    /// In-Reply-To or References name a letter of ours about the game.
    Thread,
}

/// The first of the mail's recipients that is a reply address of ours decides; else
/// the subject's tag; else the letter of ours it answers.
pub(super) fn addressed(
    pm: &Postmaster,
    tx: &Tx<'_>,
    mail: &InboundMail,
    sender: &str,
) -> Result<Addressed, StoreError> {
    let server = pm.config.server.address.as_str();
    for to in &mail.to {
        if let Some((scope, token)) = parse_scoped_address(server, to.as_str()) {
            return Ok(Addressed::Token {
                scope,
                genuine: ReplyToken::check(&pm.secret, scope, sender, &token),
                address: to.as_str().to_owned(),
            });
        }
    }
    if let Some(game) = subject_game_tag(&mail.subject) {
        return Ok(Addressed::Named {
            game,
            by: Naming::SubjectTag,
        });
    }
    for id in mail.in_reply_to.iter().chain(mail.references.iter().rev()) {
        if let Some(game) = tx.game_of_sent_message(id)? {
            return Ok(Addressed::Named {
                game,
                by: Naming::Thread,
            });
        }
    }
    Ok(Addressed::Nothing)
}

/// A reply to a letter of this game that showed fewer moves than the game has now:
/// the player answers a position that is gone, so the mail is refused with the game
/// as it stands, never guessed. The letter answered is the mail's In-Reply-To, else the
/// last of our letters its References name. A mail that names none of our letters (a
/// new mail to the player's game address, a client that drops the headers) is applied:
/// the token proves who sent it and the rules check the move against the position as
/// it stands, and the reply shows that position.
fn is_stale(
    tx: &Tx<'_>,
    mail: &InboundMail,
    game: &Game,
    sender: &str,
) -> Result<bool, StoreError> {
    let candidates = mail.in_reply_to.iter().chain(mail.references.iter().rev());
    for id in candidates {
        let Some(letter) = tx.sent_message(id)? else {
            continue;
        };
        if letter.game != game.id || letter.recipient != sender {
            return Ok(false);
        }
        let now_ply = game.moves().len();
        return Ok(match letter.ply {
            Some(ply) => (ply as usize) < now_ply,
            // Queued before letters recorded their move number: by time, a move made
            // in the same second as the letter counting as later.
            None => game
                .moves()
                .last()
                .is_some_and(|m| m.at >= letter.queued_at),
        });
    }
    Ok(false)
}
