//! What the admin subcommands print: `games`, `show`, `pgn`, `adjudicate`, `sweep`,
//! `check-db`, `status`, `tournament show`, `export`, `quarantine`. The binary only parses arguments
//! and calls these.

use std::fmt::Write as _;

use serde::Serialize;

use crate::game::{Game, GameId, GameResult, SweepAction, Timestamp};
use crate::health::Health;
use crate::rules::{Color, Square};
use crate::store::{GameFilter, GameSummary, Store, StoreError};
use crate::time::format_utc;

/// What went wrong in an admin command.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("`{0}` is not a verdict; write white, black or draw")]
    BadVerdict(String),
    #[error("give the reason for the adjudication with --reason")]
    NoReason,
    #[error("cannot write JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("there is no tournament called {0}")]
    NoTournament(String),
    #[error(transparent)]
    Process(#[from] crate::daemon::ProcessError),
    #[error("there is no set-aside mail {0}; `pawnpost quarantine list` shows them")]
    NoSetAsideMail(i64),
    #[error(
        "game {0} is over and belongs to {1}, whose later matches or places follow from its result: it cannot be decided again"
    )]
    DecidedEventGame(GameId, &'static str),
}

/// `pawnpost games`: the selected games, one per line (or JSON), with their clocks as
/// they stand at `now`.
pub fn games(
    store: &Store,
    filter: &GameFilter,
    now: Timestamp,
    json: bool,
) -> Result<String, AdminError> {
    let games = store.list_games(filter, now)?;
    if json {
        return Ok(serde_json::to_string_pretty(&games)? + "\n");
    }
    Ok(games_text(&games))
}

/// The listing as a table a person reads.
pub fn games_text(games: &[GameSummary]) -> String {
    if games.is_empty() {
        return "no games\n".to_owned();
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>5}  {:<28} {:<28} {:>5}  {:<8} state",
        "game", "white", "black", "moves", "result"
    );
    for g in games {
        let mut state = match (&g.to_act, g.deadline) {
            (Some(who), Some(deadline)) => {
                format!("{who} to act by {}", format_utc(deadline))
            }
            _ => g.termination.replace('_', " "),
        };
        if let (Some(control), Some(white), Some(black), Some(_)) = (
            &g.time_control,
            g.white_clock_secs,
            g.black_clock_secs,
            &g.to_act,
        ) {
            state.push_str(&format!(
                "; {control}: White {}, Black {}",
                clock_text(white),
                clock_text(black)
            ));
        }
        let _ = writeln!(
            out,
            "{:>5}  {:<28} {:<28} {:>5}  {:<8} {}",
            g.id,
            g.white,
            g.black,
            g.moves.div_ceil(2),
            g.result,
            state
        );
    }
    out
}

/// Seconds on a clock as `2d 5h`.
pub fn clock_text(secs: i64) -> String {
    let (days, hours) = crate::game::clock::days_and_hours(secs);
    format!("{days}d {hours}h")
}

/// The board as text from White's side, upper case White.
pub fn board_text(game: &Game) -> String {
    let board = game.position().board();
    let mut out = String::new();
    for rank in (0..8).rev() {
        let _ = write!(out, "{} ", rank + 1);
        for file in 0..8 {
            let piece = Square::from_coords(file, rank).and_then(|sq| board.piece_at(sq));
            out.push(' ');
            out.push(piece.map_or('.', |p| p.char()));
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out
}

/// A game in detail, for `pawnpost show --json`.
#[derive(Debug, Clone, Serialize)]
pub struct GameDetail {
    #[serde(flatten)]
    pub summary: GameSummary,
    pub fen: String,
    pub turn: &'static str,
    pub offer: Option<String>,
    pub white_denials: u32,
    pub black_denials: u32,
    pub forfeit_timeout_secs: i64,
    /// When the player to act runs out of their own time (with a time control).
    pub clock_deadline: Option<Timestamp>,
    /// When the silence rule forfeits the player to act.
    pub silence_deadline: Option<Timestamp>,
    /// The players on leave at the time asked, and until when.
    pub on_leave: Vec<(String, Timestamp)>,
    /// The players who hold conditional moves, with how many lines: that a tree
    /// exists, never its moves.
    pub conditions: Vec<(&'static str, u32)>,
    pub created_at: Timestamp,
    pub ending_note: Option<String>,
    pub san: Vec<String>,
}

impl GameDetail {
    /// The detail of `game` with its clocks at `now`; `conditions` as
    /// [`Store::conditions_held`] reads them.
    pub fn of(game: &Game, conditions: &[(Color, u32)], now: Timestamp) -> GameDetail {
        GameDetail {
            summary: GameSummary::of(game, now),
            fen: game.position().fen(),
            turn: game.position().turn().name(),
            offer: game.offer().map(|o| {
                format!(
                    "{} by {}{}",
                    o.kind.lower(),
                    o.by.name(),
                    if o.with_move { " with a move" } else { "" }
                )
            }),
            white_denials: game.denials(Color::White),
            black_denials: game.denials(Color::Black),
            forfeit_timeout_secs: game.forfeit_timeout_secs(),
            clock_deadline: game.clock().player_deadline(),
            silence_deadline: game.clock().silence_deadline(),
            on_leave: Color::ALL
                .into_iter()
                .filter_map(|side| {
                    game.clock()
                        .on_leave(side, now)
                        .map(|until| (game.player(side).to_owned(), until))
                })
                .collect(),
            conditions: conditions.iter().map(|(c, n)| (c.name(), *n)).collect(),
            created_at: game.created_at(),
            ending_note: game.ending_note().map(str::to_owned),
            san: game.moves().iter().map(|m| m.san.clone()).collect(),
        }
    }
}

/// `pawnpost show GAME`: board, players, status, whose turn, deadline, moves.
pub fn show(store: &Store, id: GameId, now: Timestamp, json: bool) -> Result<String, AdminError> {
    let game = store.load_game(id)?;
    let conditions = store.conditions_held(id)?;
    if json {
        let detail = GameDetail::of(&game, &conditions, now);
        return Ok(serde_json::to_string_pretty(&detail)? + "\n");
    }
    Ok(show_text(&game, &conditions, now))
}

/// The text of `show`; of conditional moves only who holds them, never the moves.
pub fn show_text(game: &Game, conditions: &[(Color, u32)], now: Timestamp) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Game {}", game.id);
    let _ = writeln!(out, "White: {}", game.white());
    let _ = writeln!(out, "Black: {}", game.black());
    let _ = writeln!(out, "Started: {}", format_utc(game.created_at()));
    let _ = writeln!(
        out,
        "Forfeit timeout: {}",
        crate::game::timeout_words(game.forfeit_timeout_secs())
    );
    if let Some(control) = game.time_control() {
        let _ = writeln!(out, "Time control: {control}");
    }
    match game.outcome() {
        Some(outcome) => {
            let _ = writeln!(out, "Status: finished, {outcome}");
            if let Some(note) = game.ending_note() {
                let _ = writeln!(out, "Reason: {note}");
            }
        }
        None => {
            let _ = writeln!(out, "Status: active, {} to move", game.position().turn());
            if let Some(offer) = game.offer() {
                let _ = writeln!(
                    out,
                    "Pending: {} request by {}{}",
                    offer.kind.lower(),
                    offer.by,
                    if offer.with_move {
                        " (sent with a move)"
                    } else {
                        ""
                    }
                );
            }
            if let Some(color) = game.to_act() {
                let deadline = game.deadline();
                let left = deadline - now;
                let when = if left > 0 {
                    format!("{} (in {}h)", format_utc(deadline), left / 3600)
                } else {
                    format!("{} (passed; the next sweep forfeits)", format_utc(deadline))
                };
                let _ = writeln!(
                    out,
                    "To act: {} ({}), deadline {when}",
                    color,
                    game.player(color)
                );
            }
            let clock = game.clock();
            for side in Color::ALL {
                if let Some(left) = clock.remaining(side, now) {
                    let running = if clock.running == Some(side) {
                        " (running)"
                    } else {
                        ""
                    };
                    let _ = writeln!(out, "Clock {side}: {}{running}", clock_text(left));
                }
                if let Some(until) = clock.on_leave(side, now) {
                    let _ = writeln!(out, "On leave: {side} until {}", format_utc(until));
                }
            }
            for (side, lines) in conditions {
                let _ = writeln!(
                    out,
                    "Conditional moves: {side} holds {lines} line(s) (not shown)"
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "Denied requests: White {}, Black {}",
        game.denials(Color::White),
        game.denials(Color::Black)
    );
    out.push('\n');
    out.push_str(&board_text(game));
    let _ = writeln!(out, "FEN: {}", game.position().fen());
    out.push('\n');
    if game.moves().is_empty() {
        out.push_str("No moves yet.\n");
    }
    let first_black = game.record().initial().turn() == Color::Black;
    let mut number = game.record().initial().fullmoves();
    for (i, m) in game.moves().iter().enumerate() {
        let white_moved = (i % 2 == 0) != first_black;
        if white_moved {
            let _ = write!(out, "{number:>3}. {:<8}", m.san);
        } else {
            if i == 0 {
                let _ = write!(out, "{number:>3}. {:<8}", "...");
            }
            let _ = writeln!(out, "{}", m.san);
            number += 1;
        }
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

/// `pawnpost pgn GAME`.
pub fn pgn(store: &Store, id: GameId, site: &str) -> Result<String, AdminError> {
    Ok(store.load_game(id)?.pgn(site))
}

/// Reads the verdict of `pawnpost adjudicate`: `white`, `black` or `draw`.
pub fn parse_verdict(text: &str) -> Result<GameResult, AdminError> {
    match text.trim().to_lowercase().as_str() {
        "white" | "1-0" => Ok(GameResult::WhiteWins),
        "black" | "0-1" => Ok(GameResult::BlackWins),
        "draw" | "1/2-1/2" => Ok(GameResult::Draw),
        _ => Err(AdminError::BadVerdict(text.to_owned())),
    }
}

/// `pawnpost adjudicate GAME white|black|draw --reason TEXT`: ends the game and logs
/// why. The caller tells the players (the returned game and its events).
pub fn adjudicate(
    pm: &crate::daemon::Postmaster,
    store: &mut Store,
    id: GameId,
    verdict: &str,
    reason: &str,
    now: Timestamp,
) -> Result<(Game, String), AdminError> {
    let result = parse_verdict(verdict)?;
    if reason.trim().is_empty() {
        return Err(AdminError::NoReason);
    }
    // A knockout's next rounds and a ladder's places were made from the result: a
    // second decision would leave them standing on a result that no longer exists.
    if store.load_game(id)?.outcome().is_some() {
        let event = store.read(|tx| {
            let Some(community) = tx.community_game(id)? else {
                return Ok::<_, StoreError>(None);
            };
            Ok(match community.origin {
                crate::store::Origin::Ladder => Some("a ladder"),
                crate::store::Origin::Tournament { id: t, .. } => tx
                    .tournament(t)?
                    .filter(|t| t.system == crate::store::TournamentSystem::Knockout)
                    .map(|_| "a knockout"),
                crate::store::Origin::Seek => None,
            })
        })?;
        if let Some(event) = event {
            return Err(AdminError::DecidedEventGame(id, event));
        }
    }
    let game = crate::daemon::adjudicate(pm, store, id, result, reason.trim(), now)?;
    let text = match game.outcome() {
        Some(outcome) => format!("game {id}: {outcome}, because {}\n", reason.trim()),
        None => format!("game {id}: unchanged\n"),
    };
    Ok((game, text))
}

/// What `pawnpost sweep` did, one line per action.
pub fn sweep_report(actions: &[SweepAction]) -> String {
    if actions.is_empty() {
        return "nothing due\n".to_owned();
    }
    let mut out = String::new();
    for action in actions {
        let _ = writeln!(out, "{action}");
    }
    out
}

/// `pawnpost check-db`: replays every game. Returns whether all is well, and the
/// report.
pub fn check_db(store: &Store) -> Result<(bool, String), AdminError> {
    let problems = store.check_db()?;
    if problems.is_empty() {
        return Ok((
            true,
            format!(
                "ok: schema version {}, every game replays to its stored position\n",
                store.schema_version()?
            ),
        ));
    }
    let mut out = format!("{} problem(s) found:\n", problems.len());
    for problem in problems {
        let _ = writeln!(out, "  {problem}");
    }
    Ok((false, out))
}

/// `pawnpost status`: the outbox, the games, the mail, the last sweep, and whether the
/// daemon is alive: it records a successful look at its mailbox at least every
/// [`crate::daemon::HEARTBEAT`], and checks at least every `poll` (the IDLE or poll
/// interval), so an older record means it is not running or cannot reach its mailbox.
/// With `json`, the one object of [`Health`] (keys in docs/cli.md).
pub fn status(
    store: &Store,
    now: Timestamp,
    poll: std::time::Duration,
    json: bool,
) -> Result<String, AdminError> {
    let health = Health::read(store, now, crate::daemon::mailbox_stale_after(poll))?;
    if json {
        return Ok(serde_json::to_string_pretty(&health)? + "\n");
    }
    Ok(status_text(&health))
}

/// The text of `status`.
pub fn status_text(health: &Health) -> String {
    let mut out = String::new();
    match (health.mailbox_checked_at, health.mailbox_age_secs) {
        (Some(t), Some(age)) => {
            let _ = writeln!(out, "mailbox last checked: {} ({age} s ago)", format_utc(t));
            if health.mailbox_stale {
                let _ = writeln!(
                    out,
                    "WARNING: the daemon has not checked the mailbox for {} min; is it running, and can it reach the mail server? (systemctl status pawnpost, journalctl -u pawnpost)",
                    age / 60
                );
            }
        }
        _ => out.push_str("mailbox last checked: never (the daemon has not run yet)\n"),
    }
    let _ = writeln!(
        out,
        "outbox: {} pending, {} sent, {} dead",
        health.letters_pending, health.letters_sent, health.letters_dead
    );
    let _ = writeln!(out, "active games: {}", health.games_active);
    match health.last_mail_at {
        Some(t) => {
            let _ = writeln!(out, "last mail received: {}", format_utc(t));
        }
        None => out.push_str("last mail received: none yet\n"),
    }
    let _ = writeln!(
        out,
        "mails: {} processed, {} refused (recorded, not answered)",
        health.mails_processed, health.mails_refused
    );
    match (health.last_sweep_at, health.sweep_duration_secs) {
        (Some(t), Some(secs)) => {
            let _ = writeln!(out, "last sweep: {} (took {secs:.3} s)", format_utc(t));
        }
        _ => out.push_str("last sweep: never\n"),
    }
    let _ = writeln!(out, "mails set aside: {}", health.mails_set_aside);
    if health.mails_set_aside > 0 {
        let _ = writeln!(
            out,
            "WARNING: {} mail(s) failed {} times in a row and are set aside, unanswered; see `pawnpost quarantine list`, then reprocess or delete each",
            health.mails_set_aside,
            crate::daemon::MAX_ATTEMPTS
        );
    }
    for dead in &health.dead_letters {
        let _ = writeln!(out, "dead: {dead}");
    }
    if health.log_sync_failed {
        out.push_str(
            "WARNING: a sync of the database's log failed (the disk?); mails and letters wait until it is made good: see the file <database>.sync-failed and docs/deploy.md, \"A failed write of the database's log\"\n",
        );
    }
    out.push_str(if health.deliver_hands_over {
        "deliver: hands its mail to the running daemon\n"
    } else {
        "deliver: works alone (no daemon listens for it)\n"
    });
    out
}

/// How many set-aside mails `pawnpost quarantine list` shows (the oldest first; the
/// count covers them all).
pub const QUARANTINE_LISTED: u32 = 200;

/// `pawnpost quarantine list`: the mails set aside, oldest first, one paragraph each
/// (or a JSON array).
pub fn quarantine_list(store: &Store, json: bool) -> Result<String, AdminError> {
    let mails = store.quarantined(QUARANTINE_LISTED)?;
    if json {
        return Ok(serde_json::to_string_pretty(&mails)? + "\n");
    }
    let total = store.count_quarantined()?;
    if total == 0 {
        return Ok("no mail is set aside\n".to_owned());
    }
    let mut out = String::new();
    for mail in &mails {
        let _ = writeln!(
            out,
            "{}: set aside {} after {} attempts (first {}), {} bytes{} from {}",
            mail.id,
            format_utc(mail.set_aside_at),
            mail.attempts,
            format_utc(mail.first_at),
            mail.bytes,
            if mail.cut {
                ", cut at the size limit"
            } else {
                ""
            },
            if mail.source_id.is_empty() {
                "?"
            } else {
                &mail.source_id
            }
        );
        let or_unknown = |text: &str| {
            if text.is_empty() {
                "(unreadable)".to_owned()
            } else {
                text.to_owned()
            }
        };
        let _ = writeln!(out, "  From: {}", or_unknown(&mail.sender));
        let _ = writeln!(out, "  Subject: {}", or_unknown(&mail.subject));
        let _ = writeln!(out, "  Message-ID: {}", or_unknown(&mail.message_id));
        let error = if mail.last_error.is_empty() {
            "none caught (the process died: out of memory, or killed)"
        } else {
            &mail.last_error
        };
        let _ = writeln!(out, "  last error: {error}");
    }
    if total > mails.len() as u64 {
        let _ = writeln!(out, "… and {} more", total - mails.len() as u64);
    }
    Ok(out)
}

/// `pawnpost quarantine show ID`: the mail's bytes as they arrived.
pub fn quarantine_raw(store: &Store, id: i64) -> Result<Vec<u8>, AdminError> {
    store
        .quarantined_mail(id)?
        .map(|(_, raw)| raw)
        .ok_or(AdminError::NoSetAsideMail(id))
}

/// A set-aside mail for a terminal: it may be hostile, and escape sequences in it
/// would be run by the terminal (retitle it, move the cursor, hide lines), so every
/// control character but a line break or a tab shows as `?`. Redirected to a file,
/// `show` writes the bytes as they arrived.
pub fn for_terminal(raw: &[u8]) -> String {
    String::from_utf8_lossy(raw)
        .chars()
        .map(|c| {
            if c.is_control() && !matches!(c, '\n' | '\t') {
                '?'
            } else {
                c
            }
        })
        .collect()
}

/// `pawnpost quarantine delete ID`.
pub fn quarantine_delete(store: &mut Store, id: i64) -> Result<String, AdminError> {
    if !store.delete_quarantined(id)? {
        return Err(AdminError::NoSetAsideMail(id));
    }
    Ok(format!("set-aside mail {id} deleted, unprocessed\n"))
}

/// What `pawnpost quarantine reprocess ID` says of the outcome.
pub fn reprocessed_text(reprocessed: &crate::daemon::attempts::Reprocessed) -> String {
    use crate::daemon::{Attempt, Disposition};
    let id = reprocessed.mail.id;
    match &reprocessed.outcome {
        Ok(Attempt::Processed(Disposition::Answered {
            replies, summary, ..
        })) => format!(
            "set-aside mail {id} processed: {summary} ({replies} replies queued); it is no longer set aside\n"
        ),
        Ok(Attempt::Processed(Disposition::Silenced(why))) => format!(
            "set-aside mail {id} processed, not answered: {why}; it is no longer set aside\n"
        ),
        Ok(Attempt::Processed(Disposition::Duplicate)) => {
            format!("set-aside mail {id} had been processed before; it is no longer set aside\n")
        }
        Ok(Attempt::SetAside { .. }) => format!("set-aside mail {id} stays set aside\n"),
        Err(error) => format!("set-aside mail {id} failed again and stays set aside: {error}\n"),
    }
}

/// `pawnpost tournament show NAME` of an event in stages: each part's own show, or
/// `None` when `name` names no such event.
pub fn stages_show(
    store: &mut Store,
    name: &str,
    now: Timestamp,
) -> Result<Option<String>, AdminError> {
    let event = store.transaction(|tx| tx.stage_event_named(name))?;
    let Some(event) = event else {
        return Ok(None);
    };
    let mut out = format!(
        "{}: in stages, {} sections; the best {} of each go on to the final ({})\n",
        event.name,
        event.sections.len(),
        event.qualify,
        event.final_form.key()
    );
    let mut names = Vec::new();
    store.transaction(|tx| {
        for &id in event.sections.iter().chain(event.final_id.iter()) {
            if let Some(t) = tx.tournament(id)? {
                names.push(t.name);
            }
        }
        Ok::<_, StoreError>(())
    })?;
    if event.sections.is_empty() {
        // Open for entries by mail: the sections are dealt by the last entry.
        let entries = store.transaction(|tx| tx.stage_entries(event.id))?;
        out.push_str(&format!(
            "open for entries: {} of {} ({})\n",
            entries.len(),
            event.size,
            entries.join(", ")
        ));
    } else if event.final_id.is_none() {
        out.push_str("final: not yet made (the sections are playing)\n");
    }
    for part in names {
        out.push('\n');
        out.push_str(&tournament_show(store, &part, now)?);
    }
    Ok(Some(out))
}

#[cfg(test)]
mod status_tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_set_aside_mail_shown_on_a_terminal_runs_no_escape_sequence() {
        let raw = "Subject: \u{1b}]0;owned\u{7}x\u{9b}2J\r\n\r\nbody\tend\n".as_bytes();
        assert_eq!(
            for_terminal(raw),
            "Subject: ?]0;owned?x?2J?\n?\nbody\tend\n"
        );
        assert_eq!(for_terminal(b"caf\xc3\xa9 \xff"), "café \u{fffd}");
    }

    #[test]
    fn status_counts_the_mails_set_aside_and_warns_while_there_is_one() {
        let mut store = Store::open_in_memory().unwrap();
        let poll = Duration::from_secs(60);
        let text = status(&store, 10, poll, false).unwrap();
        assert!(text.contains("mails set aside: 0\n"), "{text}");
        let aside = crate::store::AttemptedMail {
            key: crate::store::attempt_key(b"x"),
            raw: b"x",
            max_bytes: 10,
            source_id: "stdin",
        };
        for _ in 0..=crate::daemon::MAX_ATTEMPTS {
            store
                .begin_attempt(
                    &aside,
                    crate::daemon::MAX_ATTEMPTS,
                    false,
                    10,
                    Default::default,
                )
                .unwrap();
        }
        let text = status(&store, 10, poll, false).unwrap();
        assert!(text.contains("mails set aside: 1\n"), "{text}");
        assert!(
            text.contains("WARNING: 1 mail(s) failed 3 times in a row and are set aside"),
            "{text}"
        );
        let list = quarantine_list(&store, false).unwrap();
        assert!(list.starts_with("1: set aside 1970-01-01"), "{list}");
        assert!(list.contains("  From: (unreadable)\n"), "{list}");
        assert_eq!(quarantine_raw(&store, 1).unwrap(), b"x");
        assert!(matches!(
            quarantine_raw(&store, 2),
            Err(AdminError::NoSetAsideMail(2))
        ));
        assert!(quarantine_delete(&mut store, 1).is_ok());
        assert_eq!(
            quarantine_list(&store, false).unwrap(),
            "no mail is set aside\n"
        );
    }

    #[test]
    fn status_says_when_the_mailbox_was_last_checked_and_warns_when_that_is_old() {
        let store = Store::open_in_memory().unwrap();
        let poll = Duration::from_secs(60);
        let t = 1_800_000_000;
        let text = status(&store, t, poll, false).unwrap();
        assert!(text.contains("mailbox last checked: never"), "{text}");

        store.record_mailbox_checked(t).unwrap();
        let text = status(&store, t + 10, poll, false).unwrap();
        assert!(text.contains("(10 s ago)"), "{text}");
        assert!(!text.contains("WARNING"), "{text}");

        // One poll interval and two missed heartbeats later it is still fine; after
        // that the daemon is not looking at its mailbox.
        let limit = (poll + 2 * crate::daemon::HEARTBEAT).as_secs() as i64;
        assert!(
            !status(&store, t + limit, poll, false)
                .unwrap()
                .contains("WARNING")
        );
        let text = status(&store, t + limit + 1, poll, false).unwrap();
        assert!(
            text.contains("WARNING: the daemon has not checked the mailbox for 3 min"),
            "{text}"
        );

        store.record_mailbox_checked(t + 500).unwrap();
        assert!(
            status(&store, t + 501, poll, false)
                .unwrap()
                .contains("(1 s ago)")
        );
    }
}

/// What `pawnpost check-config` says about the files that hold secrets: the server
/// secret (its mode, a directory or a dangling link in its place) and the database
/// with its WAL files (readable by others, they give away every player's key). Reads
/// only; creates nothing.
pub fn check_files(config: &crate::config::Config) -> Vec<FileCheck> {
    let mut checks = Vec::new();
    let secret = &config.server.secret_file;
    match crate::identity::ServerSecret::load(secret) {
        Ok(Some(_)) => checks.push(FileCheck::ok(format!(
            "secret: {} is private",
            secret.display()
        ))),
        Ok(None) => checks.push(FileCheck::ok(format!(
            "secret: {} will be created (mode 0600) on the first start",
            secret.display()
        ))),
        Err(e) => checks.push(FileCheck::fatal(format!("secret: {e}"))),
    }
    let database = &config.server.database;
    for suffix in ["", "-wal", "-shm"] {
        let path = crate::private_files::sibling(database, suffix);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            if let Ok(meta) = std::fs::metadata(&path) {
                let mode = meta.permissions().mode() & 0o777;
                if mode & 0o077 != 0 {
                    checks.push(FileCheck::warning(format!(
                        "database: {} is open to other users (mode {mode:03o}); it holds every player's reply addresses with their keys. Run `chmod 600 {}`",
                        path.display(),
                        path.display()
                    )));
                }
            }
        }
    }
    if let Some(textfile) = &config.metrics.textfile {
        checks.push(check_metrics_file(textfile));
    }
    if let Some(dir) = &config.rules.tablebase_dir {
        checks.extend(check_tables(dir, config.rules.tablebase_cursed_win));
    }
    if let Some(dir) = &config.publish.dir {
        checks.push(check_site(dir, &crate::publish::Site::of(config)));
    }
    checks
}

/// What the public site's directory holds, and whether the daemon will keep it up to
/// date. Never fatal: a site that cannot be written leaves the games alone.
fn check_site(dir: &std::path::Path, site: &crate::publish::Site) -> FileCheck {
    use crate::publish::SiteState;
    let shown = dir.display();
    match crate::publish::survey(dir, site) {
        SiteState::Missing => FileCheck::warning(format!(
            "site: {shown} does not exist yet; `pawnpost run` builds it when it starts, or run `pawnpost publish` (`deliver` only updates a built site)"
        )),
        SiteState::NotADirectory => FileCheck::warning(format!(
            "site: {shown} is not a directory (a link or a file): the site is never written there; point publish.dir at a directory"
        )),
        SiteState::NotBuilt => FileCheck::warning(format!(
            "site: {shown} holds no site of pawnpost's yet (no {}); `pawnpost run` builds it when it starts, or run `pawnpost publish` (`deliver` only updates a built site)",
            crate::publish::MANIFEST
        )),
        SiteState::Older => FileCheck::warning(format!(
            "site: {shown} was built by another version of pawnpost; `pawnpost run` or `pawnpost publish` builds it again, and until then `deliver` leaves it as it is"
        )),
        SiteState::Other(settings) => FileCheck::warning(format!(
            "site: {shown} was built with another {}; `pawnpost run` or `pawnpost publish` builds it again, and until then `deliver` leaves it as it is",
            settings.join(", ")
        )),
        SiteState::Current { game } if writable(dir) => FileCheck::ok(format!(
            "site: {shown} is built (games up to #{game}) and kept up to date"
        )),
        SiteState::Current { .. } => FileCheck::warning(format!(
            "site: {shown} cannot be written by this user; updates will fail (e.g. `chown -R pawnpost {shown}`)"
        )),
    }
}

/// Whether this user may create files in `dir`.
fn writable(dir: &std::path::Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt as _;
        std::ffi::CString::new(dir.as_os_str().as_bytes())
            // SAFETY: access only reads the NUL-terminated path it is given.
            .map(|path| unsafe { libc::access(path.as_ptr(), libc::W_OK | libc::X_OK) } == 0)
            .unwrap_or(false)
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        true
    }
}

/// What tablebase claims will find in `dir`. Nothing there is fatal: claims are
/// refused by material, and the rest of pawnpost does not need the tables.
fn check_tables(dir: &std::path::Path, cursed_win: crate::tablebase::CursedWin) -> Vec<FileCheck> {
    let survey = match crate::tablebase::survey(dir) {
        Ok(survey) => survey,
        Err(e) => {
            return vec![FileCheck::warning(format!(
                "tables: {} cannot be read ({e}); every tablebase claim will be refused",
                dir.display()
            ))];
        }
    };
    let mut checks = Vec::new();
    if survey.wdl == 0 {
        checks.push(FileCheck::warning(format!(
            "tables: {} holds no Syzygy table (*.rtbw); every tablebase claim will be refused",
            dir.display()
        )));
    } else {
        checks.push(FileCheck::ok(format!(
            "tables: {} holds {} WDL and {} DTZ tables, of up to {} pieces",
            dir.display(),
            survey.wdl,
            survey.dtz,
            survey.largest
        )));
    }
    if cursed_win == crate::tablebase::CursedWin::Draw && survey.dtz == 0 && survey.wdl > 0 {
        checks.push(FileCheck::warning(format!(
            "tables: rules.tablebase_cursed_win = \"draw\" needs the DTZ tables (*.rtbz) beside the WDL ones in {}; a claim with moves on the half-move clock will be refused",
            dir.display()
        )));
    }
    if !survey.damaged.is_empty() {
        checks.push(FileCheck::warning(format!(
            "tables: {} of a size no table has (cut short?), counted as missing: {}",
            survey.damaged.len(),
            survey.damaged.join(", ")
        )));
    }
    checks
}

/// Whether `pawnpost run` can write the metrics file: its directory exists and this
/// user may create files in it (the file is replaced through a temporary file there).
fn check_metrics_file(textfile: &std::path::Path) -> FileCheck {
    let dir = match textfile.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => std::path::Path::new("."),
    };
    if !dir.is_dir() {
        return FileCheck::fatal(format!(
            "metrics: {} cannot be written: there is no directory {} (node_exporter's textfile directory, e.g. /var/lib/prometheus/node-exporter)",
            textfile.display(),
            dir.display()
        ));
    }
    if !writable(dir) {
        return FileCheck::fatal(format!(
            "metrics: {} cannot be written: this user may not create files in {} (e.g. `setfacl -m u:pawnpost:rwx {}`)",
            textfile.display(),
            dir.display(),
            dir.display()
        ));
    }
    FileCheck::ok(format!(
        "metrics: {} is rewritten every minute while pawnpost run runs",
        textfile.display()
    ))
}

/// One finding of [`check_files`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileCheck {
    /// `None` for fine, `Some(false)` for a warning, `Some(true)` for a fault that
    /// stops pawnpost from starting.
    pub problem: Option<bool>,
    pub text: String,
}

impl FileCheck {
    fn ok(text: String) -> FileCheck {
        FileCheck {
            problem: None,
            text,
        }
    }

    fn warning(text: String) -> FileCheck {
        FileCheck {
            problem: Some(false),
            text,
        }
    }

    fn fatal(text: String) -> FileCheck {
        FileCheck {
            problem: Some(true),
            text,
        }
    }
}

/// `pawnpost tournament show NAME`: the tournament, its players (names and addresses:
/// this is for the admin), its games and the crosstable.
pub fn tournament_show(
    store: &mut Store,
    name: &str,
    now: Timestamp,
) -> Result<String, AdminError> {
    use crate::community::standings::{Crosstable, Entrant, TableGame};
    store.transaction(|tx| {
        let t = tx
            .tournament_named(name)?
            .ok_or_else(|| AdminError::NoTournament(name.to_owned()))?;
        let mut out = String::new();
        let format = match t.system {
            crate::store::TournamentSystem::RoundRobin => {
                format!("{} round robin", if t.double { "double" } else { "single" })
            }
            crate::store::TournamentSystem::Swiss => format!(
                "Swiss (FIDE Dutch) of {} rounds, {} paired, {}, {}",
                t.rounds,
                t.paired_rounds,
                if t.late_entries {
                    "late entries into freed seats"
                } else {
                    "no late entries"
                },
                match t.half_byes {
                    0 => "no half-point byes".to_owned(),
                    1 => "1 half-point bye per player".to_owned(),
                    n => format!("{n} half-point byes per player"),
                }
            ),
            crate::store::TournamentSystem::Knockout => format!(
                "knockout of two-game matches, {} rounds, {} started",
                crate::community::knockout::rounds(t.size),
                t.paired_rounds
            ),
        };
        let _ = writeln!(
            out,
            "{}: {format}, {}, {} seats, {}",
            t.name,
            t.state,
            t.size,
            if t.rated { "rated" } else { "casual" }
        );
        let _ = writeln!(
            out,
            "forfeit timeout: {}",
            crate::game::timeout_words(t.forfeit_timeout_secs)
        );
        if let Some(control) = t.time_control {
            let _ = writeln!(out, "time control: {control}");
        }
        match &t.start {
            crate::command::Start::Standard => {}
            crate::command::Start::Opening(moves) => {
                let _ = writeln!(
                    out,
                    "start: after {}",
                    crate::command::Start::numbered(moves)
                );
            }
            crate::command::Start::Position(fen) => {
                let _ = writeln!(out, "start: from {fen}");
            }
            crate::command::Start::Chess960(_) => {
                let _ = writeln!(out, "start: Chess960, a position drawn for each round");
            }
        }
        if !t.rules.is_default() {
            let _ = writeln!(out, "rules: {}", t.rules);
        }
        let entries = tx.entries(t.id)?;
        let mut entrants = Vec::new();
        let _ = writeln!(out, "\nplayers:");
        for e in &entries {
            let label = tx.profile(&e.address, now)?.label();
            let withdrawn = match (e.withdrawn_at, e.annulled) {
                (0, _) => String::new(),
                (at, true) => format!("  withdrawn {} (games annulled)", format_utc(at)),
                (at, false) => format!("  withdrawn {} (results stand)", format_utc(at)),
            };
            // A Swiss's half-point byes, booked or taken, by round.
            let byes = if t.system == crate::store::TournamentSystem::Swiss {
                let rounds = tx.half_byes_of(t.id, e.seat)?;
                let shown: Vec<String> = rounds
                    .iter()
                    .map(|&r| {
                        let state = if r <= t.paired_rounds {
                            "taken"
                        } else {
                            "booked"
                        };
                        format!("round {r} {state}")
                    })
                    .collect();
                if shown.is_empty() {
                    String::new()
                } else {
                    format!("  half-point bye: {}", shown.join(", "))
                }
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "{:>3}  {label:<20} {}{withdrawn}{byes}",
                e.seat, e.address
            );
            entrants.push(Entrant {
                seat: e.seat,
                label,
                withdrawn: e.withdrawn_at != 0,
                annulled: e.annulled,
            });
        }
        let games = tx.tournament_games(t.id)?;
        if !games.is_empty() {
            let _ = writeln!(out, "\ngames:");
        }
        let mut table = Vec::new();
        for (id, round) in games {
            let game = tx.load_game(id)?;
            let seat = |address: &str| {
                entries
                    .iter()
                    .find(|e| e.address == address)
                    .map_or(0, |e| e.seat)
            };
            let result = game.outcome().map(|o| o.result);
            let _ = writeln!(
                out,
                "#{id:<5} round {round:<3} {} - {}  {}",
                seat(game.white()),
                seat(game.black()),
                result.map_or("*", |r| r.pgn())
            );
            table.push(TableGame {
                white: seat(game.white()),
                black: seat(game.black()),
                result,
            });
        }
        if t.system == crate::store::TournamentSystem::Knockout {
            let bracket = knockout_bracket(tx, &t, now)?;
            let _ = writeln!(
                out,
                "\n{}",
                crate::render::bracket::bracket_text(&bracket, crate::notation::Language::English)
            );
            return Ok(out);
        }
        if t.system == crate::store::TournamentSystem::Swiss {
            let (_, players) =
                tx.swiss_history(&t, &mut |address| Ok(tx.profile(address, now)?.label()))?;
            let table = crate::community::swiss::event::SwissTable::compute(&players, t.rounds);
            let _ = writeln!(
                out,
                "\n{}",
                crate::letter::catalogue::community::swiss_table(
                    &table,
                    crate::notation::Language::English
                )
            );
            return Ok(out);
        }
        let table = Crosstable::compute(&entrants, &table);
        let _ = writeln!(
            out,
            "\n{}",
            crate::letter::catalogue::community::crosstable(
                &table,
                crate::notation::Language::English
            )
        );
        Ok(out)
    })
}

/// A knockout's bracket for the admin: players by seed, their profile names.
fn knockout_bracket(
    tx: &crate::store::Tx<'_>,
    t: &crate::store::Tournament,
    now: Timestamp,
) -> Result<crate::community::knockout_event::Bracket, AdminError> {
    use crate::community::knockout_event::{Bracket, KnockoutPlayer};
    let entries = tx.entries_by_rank(t.id)?;
    let mut players = Vec::new();
    for e in &entries {
        players.push(KnockoutPlayer {
            label: tx.profile(&e.address, now)?.label(),
            withdrawn: e.withdrawn_at != 0,
        });
    }
    let seed = |address: &str| {
        entries
            .iter()
            .position(|e| e.address.eq_ignore_ascii_case(address))
            .map(|i| i as u32 + 1)
    };
    let games = tx.knockout_games(t.id, &seed)?;
    Ok(Bracket::compute(
        &players,
        &games,
        t.paired_rounds,
        crate::community::knockout::MatchRules::default(),
    ))
}

/// `pawnpost export --pgn FILE [--tournament NAME]`: every finished game (of the
/// tournament), public names only, in one PGN text; and how many games it holds.
pub fn export(
    store: &mut Store,
    site: &str,
    tournament: Option<&str>,
    now: Timestamp,
) -> Result<(String, usize), AdminError> {
    use crate::community::publish::{Context, pgn};
    use crate::store::Origin;
    store.transaction(|tx| {
        let ids: Vec<GameId> = match tournament {
            Some(name) => {
                let t = tx
                    .tournament_named(name)?
                    .ok_or_else(|| AdminError::NoTournament(name.to_owned()))?;
                tx.tournament_games(t.id)?
                    .into_iter()
                    .map(|(id, _)| id)
                    .collect()
            }
            None => tx.finished_games()?,
        };
        let mut out = String::new();
        let mut count = 0;
        for id in ids {
            let game = tx.load_game(id)?;
            if !game.is_over() {
                continue;
            }
            let (tournament, round) = match tx.community_game(id)? {
                Some(crate::store::CommunityGame {
                    origin: Origin::Tournament { id, round },
                    ..
                }) => (tx.tournament(id)?.map(|t| t.name), Some(round)),
                _ => (None, None),
            };
            let context = Context {
                white: tx.profile(game.white(), now)?.label(),
                black: tx.profile(game.black(), now)?.label(),
                tournament,
                round,
                ratings: tx.ratings_before(id)?,
            };
            if count > 0 {
                out.push('\n');
            }
            out.push_str(&pgn(&game, site, &context));
            count += 1;
        }
        Ok((out, count))
    })
}

#[cfg(test)]
mod check_tests {
    use super::*;

    #[test]
    fn check_config_says_whether_the_site_is_built_and_kept_up_to_date() {
        let dir = tempfile::tempdir().unwrap();
        let mut config = crate::config::Config::default();
        config.server.secret_file = dir.path().join("secret");
        config.server.database = dir.path().join("db.sqlite3");
        let site_dir = dir.path().join("site");
        config.publish.dir = Some(site_dir.clone());
        let site_check = |config: &crate::config::Config| {
            check_files(config)
                .into_iter()
                .find(|c| c.text.starts_with("site: "))
                .expect("a line about the site")
        };
        let missing = site_check(&config);
        assert_eq!(missing.problem, Some(false));
        assert!(
            missing
                .text
                .contains("does not exist yet; `pawnpost run` builds it"),
            "{}",
            missing.text
        );
        assert!(!site_dir.exists(), "check-config creates nothing");

        std::fs::create_dir(&site_dir).unwrap();
        let empty = site_check(&config);
        assert!(
            empty.text.contains("holds no site of pawnpost's"),
            "{}",
            empty.text
        );

        let mut store = Store::open(&config.server.database).unwrap();
        let site = crate::publish::Site::of(&config);
        crate::publish::build(&mut store, &site, &site_dir, 1_800_000_000).unwrap();
        let built = site_check(&config);
        assert_eq!(built.problem, None, "{}", built.text);
        assert!(
            built
                .text
                .contains("is built (games up to #0) and kept up to date"),
            "{}",
            built.text
        );

        config.server.language = crate::notation::Language::French;
        config.publish.delay = crate::game::PublishDelay::Plies(4);
        let other = site_check(&config);
        assert_eq!(other.problem, Some(false));
        assert!(
            other
                .text
                .contains("built with another server.language, publish.delay; `pawnpost run`"),
            "{}",
            other.text
        );

        // A record of another form: another version of pawnpost built it.
        let record = site_dir.join(crate::publish::MANIFEST);
        let mut manifest: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
        manifest["version"] = serde_json::json!(0);
        std::fs::write(&record, manifest.to_string()).unwrap();
        let older = site_check(&config);
        assert!(
            older
                .text
                .contains("was built by another version of pawnpost;"),
            "{}",
            older.text
        );

        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&site_dir, &link).unwrap();
        config.publish.dir = Some(link);
        assert!(site_check(&config).text.contains("is not a directory"));
    }
}
