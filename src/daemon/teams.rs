//! Team matches by mail (docs/rules.md, "Team matches"; issue 32 item 4): two teams,
//! each with a captain, play board against board, both games of each board pair
//! started at once (one with each colour). The admin makes the teams and the match and
//! names each board's player on the captain's word; a named player takes the board only
//! with their own `Join TEAM`. When both teams of an open match are complete and
//! confirmed, its games start; each game's end scores the match by `community::teams`
//! (decided as soon as the games still running cannot change the winner), told to every
//! player and both captains, and again when the last game ends.
//!
//! A captain lines the team up by mail (`Line up TEAM board N PLAYER`, as the admin's
//! `team player`) and replaces a player while a match runs (`Replace PLAYER with
//! SUBSTITUTE in MATCH`, or the admin's `team replace`): the substitute, a teammate who
//! joined by their own `Join TEAM`, takes over the player's running games of the match
//! from their position.
//!
//! Who causes what: only the admin (CLI) makes teams and matches; the admin or the
//! team's captain (with proof of the sender) names players and replaces them; only the
//! named player, with proof of the sender, confirms; only a game's end scores.
//! Nobody can be placed on a team without their own mail. Every letter carries names
//! the admin set (teams, match), boards and scores, never a mail's words. Cost: a match
//! of `b` boards starts `2b` games once and is scored in one query over them.

use std::collections::BTreeSet;

use crate::command::teams::TeamCommand;
use crate::community::TournamentName;
use crate::community::teams::{
    MatchScore, TeamMatch, fixtures, games, league_match_name, league_rounds, resting, table,
};
use crate::game::{Game, Timestamp};
use crate::letter::community::{self as words, CommunityLine as L, CommunityTopic, TeamTopic};
use crate::letter::teams::TeamLine as T;
use crate::letter::{self, Letter};
pub use crate::store::teams::TeamTerms;
use crate::store::teams::{Team, TeamLeague, TeamMatchEvent, TeamPlayer};
use crate::store::{Origin, Store, StoreError, Tx};

use super::outbox;
use super::{Postmaster, ProcessError};

/// The most boards a match may have.
pub const MAX_BOARDS: u32 = 64;

/// What the admin's team commands can refuse.
#[derive(Debug, thiserror::Error)]
pub enum TeamError {
    #[error("`{name}` cannot name a team or a match: 3 to 30 letters, digits, _ or -")]
    BadName { name: String },
    #[error("there is a tournament, a ladder, a team or a team match called {0} already")]
    Exists(String),
    #[error("there is no team called {0}")]
    NoTeam(String),
    #[error("there is no open team match called {0}")]
    NoMatch(String),
    #[error("a match has 1 to {MAX_BOARDS} boards, and a board number is within them")]
    Boards,
    #[error("a team plays another team, not itself")]
    SameTeam,
    #[error(
        "a team round robin has 2 to {} different teams",
        crate::community::teams::MAX_LEAGUE_TEAMS
    )]
    LeagueTeams,
    #[error(
        "a team round robin is named in {MAX_LEAGUE_NAME} characters at most (its matches are NAME-1a, NAME-1b, …)"
    )]
    LeagueName,
    #[error("`{0}` is no mail address")]
    Address(String),
    #[error("{0}")]
    Terms(String),
    #[error(
        "the team {team} plays in {event} already: a team plays one event at a time (its players would have two matches' games at once)"
    )]
    Busy { team: String, event: String },
    #[error(transparent)]
    Process(#[from] ProcessError),
}

impl From<StoreError> for TeamError {
    fn from(e: StoreError) -> TeamError {
        TeamError::Process(ProcessError::Store(e))
    }
}

fn checked_name(tx: &Tx<'_>, name: &str) -> Result<String, TeamError> {
    let name = TournamentName::parse(name)
        .map_err(|_| TeamError::BadName {
            name: name.to_owned(),
        })?
        .to_string();
    if tx.event_name_taken(&name)? {
        return Err(TeamError::Exists(name));
    }
    Ok(name)
}

fn address(a: &str) -> Result<String, TeamError> {
    let a = a.trim();
    if a.len() > 254 || a.split('@').count() != 2 || a.starts_with('@') || a.ends_with('@') {
        return Err(TeamError::Address(a.to_owned()));
    }
    Ok(a.to_lowercase())
}

/// `pawnpost team create NAME --captain ADDR`.
pub fn create_team(
    store: &mut Store,
    name: &str,
    captain: &str,
    now: Timestamp,
) -> Result<String, TeamError> {
    store.transaction(|tx| {
        let name = checked_name(tx, name)?;
        tx.insert_team(&name, &address(captain)?, now)?;
        Ok(name)
    })
}

/// `pawnpost team player TEAM --board N ADDR`: names a player (unconfirmed until
/// their own `Join TEAM`).
pub fn name_player(
    store: &mut Store,
    team: &str,
    board: u32,
    player: &str,
) -> Result<(), TeamError> {
    store.transaction(|tx| {
        let t = tx
            .team_named(team)?
            .ok_or_else(|| TeamError::NoTeam(team.to_owned()))?;
        if !(1..=MAX_BOARDS).contains(&board) {
            return Err(TeamError::Boards);
        }
        tx.name_team_player(t.id, board, &address(player)?)?;
        Ok(())
    })
}

/// The terms an admin gave, checked: valid numbers, a valid time control, and no
/// entry rule (a team's players are the captain's choice, not entries by `Join`).
fn checked_terms(terms: &TeamTerms) -> Result<TeamTerms, TeamError> {
    let rules = terms
        .rules
        .checked()
        .map_err(|e| TeamError::Terms(e.to_string()))?;
    if rules.max_timeouts.is_some() {
        return Err(TeamError::Terms(
            "--max-timeouts limits entries by Join; a team's players are its captain's choice"
                .to_owned(),
        ));
    }
    if let Some(control) = terms.time_control.filter(|c| !c.is_valid()) {
        return Err(TeamError::Terms(format!(
            "`{control}` is no valid time control"
        )));
    }
    Ok(TeamTerms {
        rules,
        ..terms.clone()
    })
}

/// `pawnpost team match NAME --home T1 --away T2 --boards N`, under `terms`.
pub fn create_match(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    (home, away): (&str, &str),
    (boards, terms): (u32, &TeamTerms),
    now: Timestamp,
) -> Result<String, TeamError> {
    let terms = checked_terms(terms)?;
    store.transaction(|tx| {
        let name = checked_name(tx, name)?;
        let team = |n: &str| {
            tx.team_named(n)?
                .ok_or_else(|| TeamError::NoTeam(n.to_owned()))
        };
        let (home, away) = (team(home)?, team(away)?);
        if home.id == away.id {
            return Err(TeamError::SameTeam);
        }
        for t in [&home, &away] {
            if let Some(event) = tx.team_busy_in(t.id)? {
                return Err(TeamError::Busy {
                    team: t.name.clone(),
                    event,
                });
            }
        }
        if !(1..=MAX_BOARDS).contains(&boards) {
            return Err(TeamError::Boards);
        }
        let timeout = i64::from(pm.config.game.forfeit_timeout_days) * crate::game::DAY;
        let id = tx.insert_team_match(
            &name,
            (home.id, away.id),
            boards,
            true,
            timeout,
            &terms,
            now,
        )?;
        // Line-ups confirmed before the match was set: it starts now.
        if let Some(m) = tx.team_match_named(&name)?
            && let Some(lineups) = lineups(tx, &m)?
        {
            debug_assert_eq!(m.id, id);
            start(pm, tx, &m, &lineups, now)?;
        }
        Ok(name)
    })
}

/// `Join TEAM` by `sender`: confirmed on their board when named, and any open match
/// of the team whose two line-ups are now complete starts.
pub(super) fn join(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    team: &Team,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let topic = CommunityTopic::Team(TeamTopic::Team, team.name.clone());
    // A board brings two games at once: a named player takes it only with room for
    // both under the limit of active games.
    let named_unconfirmed = tx
        .team_players(team.id)?
        .iter()
        .any(|p| p.address.eq_ignore_ascii_case(sender) && !p.confirmed);
    let max = u64::from(pm.config.limits.active_games_per_player);
    let active = tx.games_of(sender, true)?.len() as u64;
    if named_unconfirmed && active + 2 > max {
        return Ok(letter::refused(
            sender,
            letter::Line::TooManyGames { active, max },
        ));
    }
    // One player, one side: a player on a team that meets this one in a running
    // team round robin cannot take a board of both (their match could not begin).
    if named_unconfirmed && let Some(other) = tx.rival_team_of(team.id, sender)? {
        return Ok(words::note(
            sender,
            topic,
            vec![L::Team(T::OnRivalTeam {
                team: team.name.clone(),
                other,
            })],
        ));
    }
    let Some(board) = tx.confirm_team_player(team.id, sender)? else {
        return Ok(words::note(
            sender,
            topic,
            vec![L::Team(T::NotNamed {
                team: team.name.clone(),
            })],
        ));
    };
    for m in tx.open_team_matches_of(team.id)? {
        if let Some(lineups) = lineups(tx, &m)? {
            start(pm, tx, &m, &lineups, now)?;
        }
    }
    Ok(words::note(
        sender,
        topic,
        vec![L::Team(T::Confirmed {
            team: team.name.clone(),
            board,
        })],
    ))
}

/// Both teams' confirmed players on the match's boards, when complete.
type Lineups = (Team, Vec<TeamPlayer>, Team, Vec<TeamPlayer>);

/// Team `id`'s confirmed players on the boards of match `m`, when every board has one.
fn lineup(
    tx: &Tx<'_>,
    m: &TeamMatchEvent,
    id: i64,
) -> Result<Option<(Team, Vec<TeamPlayer>)>, StoreError> {
    let Some(team) = tx.team(id)? else {
        return Ok(None);
    };
    let players: Vec<TeamPlayer> = tx
        .team_players(id)?
        .into_iter()
        .filter(|p| p.confirmed && p.board <= m.boards)
        .collect();
    Ok((players.len() == m.boards as usize).then_some((team, players)))
}

fn lineups(tx: &Tx<'_>, m: &TeamMatchEvent) -> Result<Option<Lineups>, StoreError> {
    let (Some((home, hp)), Some((away, ap))) = (lineup(tx, m, m.home)?, lineup(tx, m, m.away)?)
    else {
        return Ok(None);
    };
    // One player plays one board of a match.
    let mut seen = BTreeSet::new();
    if !hp
        .iter()
        .chain(&ap)
        .all(|p| seen.insert(p.address.to_lowercase()))
    {
        return Ok(None);
    }
    Ok(Some((home, hp, away, ap)))
}

/// Starts every game of match `m`: on each board two at once, one with each colour.
fn start(
    pm: &Postmaster,
    tx: &Tx<'_>,
    m: &TeamMatchEvent,
    (home, hp, away, ap): &Lineups,
    now: Timestamp,
) -> Result<(), ProcessError> {
    tx.set_team_match_state(m.id, "running")?;
    // One Chess960 position for the whole match: every board, both colours, plays it.
    let start = m
        .terms
        .start
        .drawn(|| super::draw_960(pm, m.id, "team-chess960"));
    for g in games(m.boards) {
        let i = g.board as usize - 1;
        let (h, a) = (hp[i].address.as_str(), ap[i].address.as_str());
        let (white, black) = if g.home_white { (h, a) } else { (a, h) };
        let mut game = Game::begin(white, black, &start, m.forfeit_timeout_secs, now)
            .with_rules(m.terms.rules)
            .with_time_control(m.terms.time_control.or(pm.config.game.time_control));
        let id = tx.insert_game(&mut game, now)?;
        tx.record_community_game(id, Origin::Seek, m.rated)?;
        tx.record_team_match_game(m.id, g.board, g.home_white, id)?;
        let mut letters = letter::game_started(&game, now);
        letter::say_event_terms(&mut letters, &start, &m.terms.rules, None);
        let line = L::Team(T::Game {
            name: m.name.clone(),
            board: g.board,
            home: home.name.clone(),
            away: away.name.clone(),
        });
        for to in [white, black] {
            words::game_begins_with(&mut letters, id, to, line.clone());
        }
        outbox::queue_news(
            pm,
            tx,
            format!("team-match.{}.{id}", m.id),
            letters,
            &[&game],
            now,
        )?;
    }
    Ok(())
}

/// The score of match `m` (its result by default, or as its games stand).
pub fn score(tx: &Tx<'_>, m: &TeamMatchEvent) -> Result<MatchScore, StoreError> {
    tx.team_match_score(m)
}

/// After a game of match `m` ended: when it decided the match, or was the match's
/// last, the score to every player and both captains.
pub(super) fn game_over(
    pm: &Postmaster,
    tx: &Tx<'_>,
    m: &TeamMatchEvent,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let s = score(tx, m)?;
    let Some((home_mp, _)) = s.decided() else {
        return Ok(Vec::new());
    };
    let next = if s.running == 0 {
        "finished"
    } else {
        "decided"
    };
    // Told once when decided, once more when over (unless both at once).
    if m.state == next || m.state == "finished" || m.state == "open" {
        return Ok(Vec::new());
    }
    tx.set_team_match_state(m.id, next)?;
    if next == "finished" {
        tx.keep_final_score(m.id, (s.home_halves, s.away_halves))?;
    }
    let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
        return Ok(Vec::new());
    };
    let winner = match home_mp {
        2 => Some(home.name.clone()),
        0 => Some(away.name.clone()),
        _ => None,
    };
    let line = T::Decided {
        name: m.name.clone(),
        home: home.name.clone(),
        away: away.name.clone(),
        halves: (s.home_halves, s.away_halves),
        winner,
        running: s.running,
    };
    // The captains and the match's players (those of its games, whoever is named
    // on the boards by now; a replaced player and their substitute both).
    let mut to = BTreeSet::new();
    for team in [&home, &away] {
        to.insert(team.captain.to_lowercase());
    }
    for g in tx.team_match_games(m.id)? {
        let game = tx.load_game(g.game)?;
        to.insert(game.white().to_lowercase());
        to.insert(game.black().to_lowercase());
    }
    let mut letters: Vec<Letter> = to
        .into_iter()
        .map(|a| {
            words::note(
                &a,
                CommunityTopic::Team(TeamTopic::Match, m.name.clone()),
                vec![L::Team(line.clone())],
            )
        })
        .collect();
    // The last game of a team round robin's round begins the next round, or ends it.
    if next == "finished" {
        letters.extend(league_match_over(pm, tx, m, now)?);
    }
    Ok(letters)
}

/// The team match `Standings` asks about: the one named, else the one of the game the
/// mail was about.
pub(super) fn asked(
    tx: &Tx<'_>,
    name: Option<&str>,
    game: Option<&Game>,
) -> Result<Option<TeamMatchEvent>, StoreError> {
    match (name, game) {
        (Some(name), _) => tx.team_match_named(name),
        (None, Some(game)) => tx.team_match_of_game(game.id),
        (None, None) => Ok(None),
    }
}

/// `Standings MATCH` by mail: the score so far, then each board with its players'
/// public names and results. Anyone may ask: it shows what the public site would.
pub(super) fn standings(
    tx: &Tx<'_>,
    sender: &str,
    m: &TeamMatchEvent,
    now: Timestamp,
) -> Result<Letter, StoreError> {
    let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
        return Ok(words::note(
            sender,
            CommunityTopic::Team(TeamTopic::Match, m.name.clone()),
            vec![],
        ));
    };
    let games = tx.team_match_games(m.id)?;
    let s = crate::store::teams::match_score(m, &games);
    let mut lines = vec![L::Team(T::Standings {
        name: m.name.clone(),
        home: home.name.clone(),
        away: away.name.clone(),
        halves: (s.home_halves, s.away_halves),
        played: games.len() as u32 - s.running.min(games.len() as u32),
        games: 2 * m.boards,
    })];
    // The players of the games, else (not started) the named ones.
    let (hp, ap) = (tx.team_players(home.id)?, tx.team_players(away.id)?);
    for board in 1..=m.boards {
        let on_board: Vec<_> = games.iter().filter(|g| g.board == board).collect();
        let named = |ps: &[TeamPlayer]| {
            ps.iter()
                .find(|p| p.board == board)
                .map(|p| p.address.clone())
        };
        let (h, a) = match on_board.first() {
            Some(g) => {
                let game = tx.load_game(g.game)?;
                let (white, black) = (game.white().to_owned(), game.black().to_owned());
                if g.home_white {
                    (Some(white), Some(black))
                } else {
                    (Some(black), Some(white))
                }
            }
            None => (named(&hp), named(&ap)),
        };
        let label = |a: Option<String>| -> Result<String, StoreError> {
            match a {
                Some(a) => super::names::label_of(tx, &a, now),
                None => Ok("–".to_owned()),
            }
        };
        let results: Vec<&str> = on_board
            .iter()
            .map(|g| match g.home_halves {
                Some(2) => "1",
                Some(1) => "½",
                Some(_) => "0",
                None => "…",
            })
            .collect();
        lines.push(L::Team(T::Board {
            board,
            home: label(h)?,
            away: label(a)?,
            results: if results.is_empty() {
                "–".to_owned()
            } else {
                results.join(" ")
            },
        }));
    }
    Ok(words::note(
        sender,
        CommunityTopic::Team(TeamTopic::Match, m.name.clone()),
        lines,
    ))
}

/// `pawnpost team show MATCH`: the boards, each game's result, the board points and
/// the match's result; `None` when there is no such match.
pub fn show(store: &mut Store, name: &str) -> Result<Option<String>, StoreError> {
    use std::fmt::Write as _;
    store.read(|tx| {
        let Some(m) = tx.team_match_named(name)? else {
            return Ok(None);
        };
        let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
            return Ok(None);
        };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}: {} (captain {}) against {} (captain {}), {} boards, {}",
            m.name, home.name, home.captain, away.name, away.captain, m.boards, m.state
        );
        let (hp, ap) = (tx.team_players(home.id)?, tx.team_players(away.id)?);
        let games = tx.team_match_games(m.id)?;
        let half = |h: Option<u32>| match h {
            Some(2) => "1",
            Some(1) => "½",
            Some(_) => "0",
            None => "…",
        };
        for board in 1..=m.boards {
            let who = |ps: &[TeamPlayer]| {
                ps.iter().find(|p| p.board == board).map_or_else(
                    || "(nobody)".to_owned(),
                    |p| {
                        format!(
                            "{}{}",
                            p.address,
                            if p.confirmed { "" } else { " (not confirmed)" }
                        )
                    },
                )
            };
            let results: Vec<&str> = games
                .iter()
                .filter(|g| g.board == board)
                .map(|g| half(g.home_halves))
                .collect();
            let _ = writeln!(
                out,
                "board {board}: {} – {}  {}",
                who(&hp),
                who(&ap),
                results.join(" ")
            );
        }
        let s = score(tx, &m)?;
        let points = crate::render::bracket::score(s.home_halves, s.away_halves);
        let verdict = match s.decided() {
            _ if m.forfeit.is_some() => format!(
                "lost by default by {}",
                match m.forfeit {
                    Some(crate::community::teams::Forfeit::Home) => home.name.as_str(),
                    Some(crate::community::teams::Forfeit::Away) => away.name.as_str(),
                    _ => "both teams",
                }
            ),
            _ if games.is_empty() => "not started".to_owned(),
            Some((2, _)) => format!("{} wins", home.name),
            Some((0, _)) => format!("{} wins", away.name),
            Some(_) => "drawn".to_owned(),
            None => format!("{} games running", s.running),
        };
        let _ = writeln!(out, "board points {points}: {verdict}");
        Ok(Some(out))
    })
}

/// Whom a replacement is by: a team's captain by mail (only on their own team's side),
/// or the admin (either side).
#[derive(Debug, Clone, Copy)]
enum By<'a> {
    Captain(&'a str),
    Admin,
}

/// A captain's command by mail (`Line up`, `Replace`): the mail proved its sender (a
/// command of [`crate::command::reach::Reach::Community`]); only the team's captain
/// is obeyed, and every refusal says why.
pub(super) fn handle(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    command: &TeamCommand,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    match command {
        TeamCommand::LineUp {
            team,
            board,
            player,
        } => Ok(vec![line_up(pm, tx, sender, team, *board, player, now)?]),
        TeamCommand::Replace {
            player,
            substitute,
            event,
        } => {
            let topic = CommunityTopic::Team(TeamTopic::Match, event.clone());
            let Some(m) = tx.team_match_named(event)? else {
                return Ok(vec![note_to(
                    sender,
                    topic,
                    T::NoSuchMatch {
                        name: event.clone(),
                    },
                )]);
            };
            let (Some(old), Some(new)) = (player_named(tx, player)?, player_named(tx, substitute)?)
            else {
                let unknown = if player_named(tx, player)?.is_none() {
                    player
                } else {
                    substitute
                };
                return Ok(vec![note_to(
                    sender,
                    topic,
                    T::UnknownPlayer {
                        player: unknown.clone(),
                    },
                )]);
            };
            match replace(pm, tx, By::Captain(sender), &m, &old, &new, now)? {
                Ok(letters) => Ok(letters),
                Err(line) => Ok(vec![note_to(sender, topic, line)]),
            }
        }
    }
}

fn note_to(to: &str, topic: CommunityTopic, line: T) -> Letter {
    words::note(to, topic, vec![L::Team(line)])
}

/// The address a captain means: a mail address as written, else the holder of a
/// public name (or label).
fn player_named(tx: &Tx<'_>, text: &str) -> Result<Option<String>, StoreError> {
    if text.contains('@') {
        return Ok(address(text).ok());
    }
    Ok(tx.find_profile(text)?.map(|p| p.address))
}

/// `Line up TEAM board N PLAYER` by `sender`: names the player on the board, as the
/// admin's `pawnpost team player` does, when `sender` captains the team, the board is
/// not held by another player who took it, and no match of the team is being played.
/// Nobody is written to but the captain: the player takes the board with their own
/// `Join TEAM`.
fn line_up(
    pm: &Postmaster,
    tx: &Tx<'_>,
    sender: &str,
    team: &str,
    board: u32,
    player: &str,
    now: Timestamp,
) -> Result<Letter, ProcessError> {
    let topic = CommunityTopic::Team(TeamTopic::Team, team.to_owned());
    let refused = |line: T| Ok(note_to(sender, topic.clone(), line));
    let Some(t) = tx.team_named(team)? else {
        return refused(T::NoSuchTeam {
            name: team.to_owned(),
        });
    };
    if !t.captain.eq_ignore_ascii_case(sender) {
        return refused(T::NotCaptain { name: t.name });
    }
    if !(1..=MAX_BOARDS).contains(&board) {
        return refused(T::BadBoard {
            board,
            max: MAX_BOARDS,
        });
    }
    if let Some(m) = tx.live_team_matches_of(t.id)?.into_iter().next() {
        return refused(T::MatchRuns {
            team: t.name,
            name: m.name,
        });
    }
    let Some(address) = player_named(tx, player)? else {
        return refused(T::UnknownPlayer {
            player: player.to_owned(),
        });
    };
    let players = tx.team_players(t.id)?;
    if let Some(holder) = players
        .iter()
        .find(|p| p.board == board && p.confirmed && !p.address.eq_ignore_ascii_case(&address))
    {
        return refused(T::BoardTaken {
            team: t.name,
            board,
            player: super::names::label_of(tx, &holder.address, now)?,
        });
    }
    let confirmed = players
        .iter()
        .any(|p| p.confirmed && p.address.eq_ignore_ascii_case(&address));
    tx.name_team_player(t.id, board, &address)?;
    if confirmed {
        // A player who took a place on the team keeps it on the board the captain
        // chose; a line-up now complete starts its match.
        tx.confirm_team_player(t.id, &address)?;
        for m in tx.open_team_matches_of(t.id)? {
            if let Some(lineups) = lineups(tx, &m)? {
                start(pm, tx, &m, &lineups, now)?;
            }
        }
    }
    Ok(note_to(
        sender,
        CommunityTopic::Team(TeamTopic::Team, t.name.clone()),
        T::LinedUp {
            team: t.name,
            board,
            player: player.to_owned(),
            confirmed,
        },
    ))
}

/// `pawnpost team replace MATCH PLAYER --with SUBSTITUTE`: the admin's replacement
/// (either team's player); the refusal in English.
pub fn replace_by_admin(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    (player, substitute): (&str, &str),
    now: Timestamp,
) -> Result<Result<(), String>, TeamError> {
    let (player, substitute) = (address(player)?, address(substitute)?);
    store.transaction(|tx| {
        let Some(m) = tx.team_match_named(name)? else {
            return Err(TeamError::NoMatch(name.to_owned()));
        };
        Ok(
            match replace(pm, tx, By::Admin, &m, &player, &substitute, now)? {
                Ok(letters) => {
                    outbox::queue_news(
                        pm,
                        tx,
                        format!("team-replace.{}", m.id),
                        letters,
                        &[],
                        now,
                    )?;
                    Ok(())
                }
                Err(line) => {
                    let (id, args) = crate::letter::catalogue::teams::message(
                        crate::notation::Language::English,
                        &line,
                    );
                    Err(crate::i18n::message(
                        crate::notation::Language::English,
                        id,
                        &args,
                    ))
                }
            },
        )
    })
}

/// Hands the running games of match `m` that `old` plays to `new`: `Err` with the
/// refusal's line, else the letters to both captains and the replaced player (the
/// game letters to the substitute and the opponents are queued here, with their
/// tokens). The substitute must have taken a place on the same team by their own
/// `Join TEAM`, play no game of the match yet, and have room for the games under the
/// limit of active games; finished games keep their players and results.
fn replace(
    pm: &Postmaster,
    tx: &Tx<'_>,
    by: By<'_>,
    m: &TeamMatchEvent,
    old: &str,
    new: &str,
    now: Timestamp,
) -> Result<Result<Vec<Letter>, T>, ProcessError> {
    let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
        return Ok(Err(T::NoSuchMatch {
            name: m.name.clone(),
        }));
    };
    let captains = |team: &Team| match by {
        By::Captain(sender) => team.captain.eq_ignore_ascii_case(sender),
        By::Admin => true,
    };
    if !captains(&home) && !captains(&away) {
        return Ok(Err(T::NotCaptain {
            name: m.name.clone(),
        }));
    }
    if m.state == "open" || m.state == "finished" {
        return Ok(Err(T::MatchNotRunning {
            name: m.name.clone(),
            over: m.state == "finished",
        }));
    }
    let label = |a: &str| super::names::label_of(tx, a, now);
    // The match's games with their players: (game, board, home White, the home
    // player, the away player).
    let mut games = Vec::new();
    for g in tx.team_match_games(m.id)? {
        let game = tx.load_game(g.game)?;
        let (h, a) = if g.home_white {
            (game.white().to_owned(), game.black().to_owned())
        } else {
            (game.black().to_owned(), game.white().to_owned())
        };
        games.push((game, g.board, g.home_white, h, a));
    }
    // The old player's side: a team the sender captains on which they play.
    let side = [(true, &home), (false, &away)]
        .into_iter()
        .find(|(is_home, team)| {
            captains(team)
                && games.iter().any(|(_, _, _, h, a)| {
                    let p = if *is_home { h } else { a };
                    p.eq_ignore_ascii_case(old)
                })
        });
    let Some((is_home, team)) = side else {
        return Ok(Err(T::NotInMatch {
            player: label(old)?,
            name: m.name.clone(),
        }));
    };
    let theirs: Vec<usize> = games
        .iter()
        .enumerate()
        .filter(|(_, (game, _, _, h, a))| {
            let p = if is_home { h } else { a };
            p.eq_ignore_ascii_case(old) && !game.is_over()
        })
        .map(|(i, _)| i)
        .collect();
    if theirs.is_empty() {
        return Ok(Err(T::NothingLeft {
            player: label(old)?,
            name: m.name.clone(),
        }));
    }
    if games
        .iter()
        .any(|(_, _, _, h, a)| h.eq_ignore_ascii_case(new) || a.eq_ignore_ascii_case(new))
    {
        return Ok(Err(T::AlreadyPlaying {
            player: label(new)?,
            name: m.name.clone(),
        }));
    }
    if !tx
        .team_players(team.id)?
        .iter()
        .any(|p| p.confirmed && p.address.eq_ignore_ascii_case(new))
    {
        return Ok(Err(T::NotOnTeam {
            player: label(new)?,
            team: team.name.clone(),
        }));
    }
    let max = pm.config.limits.active_games_per_player;
    let active = tx.games_of(new, true)?.len() as u32;
    let taken = theirs.len() as u32;
    if active + taken > max {
        return Ok(Err(T::NoRoom {
            player: label(new)?,
            games: taken,
            active,
            max,
        }));
    }
    let (old_label, new_label) = (label(old)?, label(new)?);
    let mut handed = Vec::new();
    for &i in &theirs {
        let (game, board, home_white, _, _) = &games[i];
        // The old player's colour in this game.
        let white = *home_white == is_home;
        if tx.hand_over_game(game.id, white, new, now)? {
            handed.push((game.id, *board));
        }
    }
    let list = handed
        .iter()
        .map(|(id, _)| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ");
    // Each game as it stands, to the substitute (with their token) and the opponent.
    for &(id, board) in &handed {
        let game = tx.load_game(id)?;
        let mut letters = letter::game_handed_over(&game, now);
        let opponent = if game.white().eq_ignore_ascii_case(new) {
            game.black().to_owned()
        } else {
            game.white().to_owned()
        };
        words::game_begins_with(
            &mut letters,
            id,
            new,
            L::Team(T::YouTakeOver {
                name: m.name.clone(),
                team: team.name.clone(),
                board,
                player: old_label.clone(),
            }),
        );
        words::game_begins_with(
            &mut letters,
            id,
            &opponent,
            L::Team(T::OpponentReplaced {
                name: m.name.clone(),
                team: team.name.clone(),
                player: old_label.clone(),
                substitute: new_label.clone(),
            }),
        );
        outbox::queue_news(
            pm,
            tx,
            // The game's revision in the tag (each hand-over raises it): two
            // replacements of one game in one mail, or in one second, keep their
            // Message-IDs apart without an address in them.
            format!("team-replace.{}.{id}.{}", m.id, tx.game_revision(id)?),
            letters,
            &[&game],
            now,
        )?;
    }
    let topic = CommunityTopic::Team(TeamTopic::Match, m.name.clone());
    let done = T::Replaced {
        name: m.name.clone(),
        team: team.name.clone(),
        player: old_label,
        substitute: new_label.clone(),
        games: list.clone(),
    };
    let mut to: Vec<String> = Vec::new();
    for captain in [&home.captain, &away.captain] {
        if !to.iter().any(|a| a.eq_ignore_ascii_case(captain)) {
            to.push(captain.to_lowercase());
        }
    }
    let mut letters: Vec<Letter> = to
        .iter()
        .map(|a| note_to(a, topic.clone(), done.clone()))
        .collect();
    letters.push(note_to(
        old,
        topic,
        T::YouAreReplaced {
            name: m.name.clone(),
            team: team.name.clone(),
            substitute: new_label,
            games: list,
        },
    ));
    Ok(Ok(letters))
}

/// The longest name of a team round robin: its matches are `NAME-1a` … `NAME-38j`.
pub const MAX_LEAGUE_NAME: usize = 25;

/// What [`create_league`] made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueMade {
    pub name: String,
    pub rounds: u32,
    /// The first round's matches by name, and how many began at once (both teams
    /// complete and confirmed).
    pub matches: Vec<String>,
    pub started: usize,
}

/// `pawnpost team league NAME --teams A,B,C,D --boards N [--double]`: a team round
/// robin of the teams in that order (their seeds), one round at a time: each round's
/// matches are made when it begins (the first now), each begins its games as soon as
/// both line-ups are complete, and the round's last game begins the next round. The
/// captains are told of each round's match.
pub fn create_league(
    pm: &Postmaster,
    store: &mut Store,
    name: &str,
    teams: &[String],
    (boards, double, terms): (u32, bool, &TeamTerms),
    now: Timestamp,
) -> Result<LeagueMade, TeamError> {
    let terms = checked_terms(terms)?;
    store.transaction(|tx| {
        let name = checked_name(tx, name)?;
        if name.chars().count() > MAX_LEAGUE_NAME {
            return Err(TeamError::LeagueName);
        }
        let count = teams.len() as u32;
        if !(2..=crate::community::teams::MAX_LEAGUE_TEAMS).contains(&count) {
            return Err(TeamError::LeagueTeams);
        }
        if !(1..=MAX_BOARDS).contains(&boards) {
            return Err(TeamError::Boards);
        }
        let mut found = Vec::with_capacity(teams.len());
        for t in teams {
            let team = tx
                .team_named(t.trim())?
                .ok_or_else(|| TeamError::NoTeam(t.trim().to_owned()))?;
            if found.iter().any(|f: &Team| f.id == team.id) {
                return Err(TeamError::LeagueTeams);
            }
            if let Some(event) = tx.team_busy_in(team.id)? {
                return Err(TeamError::Busy {
                    team: team.name,
                    event,
                });
            }
            found.push(team);
        }
        // Every match name of every round is free now, and stays reserved.
        let rounds = league_rounds(count, double);
        for round in 1..=rounds {
            for i in 0..(count / 2) as usize {
                let taken = league_match_name(&name, round, i);
                if tx.event_name_taken(&taken)? {
                    return Err(TeamError::Exists(taken));
                }
            }
        }
        let id = tx.insert_team_league(&name, (boards, double), &terms, now)?;
        for (seed, team) in found.iter().enumerate() {
            tx.add_league_team(id, seed as u32 + 1, team.id)?;
        }
        let league = tx
            .team_league_named(&name)?
            .ok_or_else(|| TeamError::NoMatch(name.clone()))?;
        let letters = begin_round(pm, tx, &league, &found, 1, now)?;
        outbox::queue_news(pm, tx, format!("team-league.{id}.1"), letters, &[], now)?;
        let made: Vec<(u32, TeamMatchEvent)> = tx.league_matches(id)?;
        Ok(LeagueMade {
            name,
            rounds,
            started: made.iter().filter(|(_, m)| m.state != "open").count(),
            matches: made.into_iter().map(|(_, m)| m.name).collect(),
        })
    })
}

/// Makes the matches of `round` of `league` (teams by seed), starts those whose two
/// line-ups are complete, and returns the captains' letters.
fn begin_round(
    pm: &Postmaster,
    tx: &Tx<'_>,
    league: &TeamLeague,
    teams: &[Team],
    round: u32,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let count = teams.len() as u32;
    let rounds = league_rounds(count, league.double);
    tx.set_league_round(league.id, round, "running")?;
    let timeout = i64::from(pm.config.game.forfeit_timeout_days) * crate::game::DAY;
    let topic = || CommunityTopic::Team(TeamTopic::League, league.name.clone());
    let mut letters = Vec::new();
    let withdrawn = tx.withdrawn_league_teams(league.id)?;
    let mut decided_now = Vec::new();
    let this_round = fixtures(count, league.double)
        .into_iter()
        .filter(|f| f.round == round);
    for (i, f) in this_round.enumerate() {
        let (home, away) = (&teams[f.home as usize - 1], &teams[f.away as usize - 1]);
        let name = league_match_name(&league.name, round, i);
        let id = tx.insert_team_match(
            &name,
            (home.id, away.id),
            league.boards,
            true,
            timeout,
            &league.terms,
            now,
        )?;
        tx.record_league_match(league.id, round, id)?;
        if withdrawn.contains(&home.id) || withdrawn.contains(&away.id) {
            // A withdrawn team's match is lost by default at once (its captain and
            // the other's told); it does not hold the round up.
            let m = tx
                .team_match_named(&name)?
                .ok_or_else(|| StoreError::Corrupt {
                    game: 0,
                    what: format!("team match {name} vanished"),
                })?;
            decided_now.push(m);
            continue;
        }
        let begun = match tx.team_match_named(&name)? {
            Some(m) => match lineups(tx, &m)? {
                Some(lineups) => {
                    start(pm, tx, &m, &lineups, now)?;
                    true
                }
                None => false,
            },
            None => false,
        };
        for team in [home, away] {
            letters.push(words::note(
                &team.captain,
                topic(),
                vec![L::Team(T::LeagueRound {
                    league: league.name.clone(),
                    round,
                    rounds,
                    team: team.name.clone(),
                    name: name.clone(),
                    home: home.name.clone(),
                    away: away.name.clone(),
                    complete_by: now + timeout,
                    begun,
                })],
            ));
        }
    }
    // Each match lost by default may end the round (a round of withdrawn teams only
    // ends at once and begins the next, recursively, at most once per round left).
    for m in decided_now {
        letters.extend(forfeit(pm, tx, &m, now)?);
    }
    if let Some(seed) = resting(count, league.double, round) {
        let team = &teams[seed as usize - 1];
        letters.push(words::note(
            &team.captain,
            topic(),
            vec![L::Team(T::LeagueRests {
                league: league.name.clone(),
                round,
                rounds,
                team: team.name.clone(),
            })],
        ));
    }
    Ok(letters)
}

/// After the last game of match `m` ended: when `m` belongs to a team round robin and
/// was the last of its round to end, the next round begins (its captains told), or,
/// after the last round, the final table goes to every captain and player.
fn league_match_over(
    pm: &Postmaster,
    tx: &Tx<'_>,
    m: &TeamMatchEvent,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    let Some((league, round)) = tx.league_of_match(m.id)? else {
        return Ok(Vec::new());
    };
    if league.state != "running" || round != league.round {
        return Ok(Vec::new());
    }
    let matches = tx.league_matches(league.id)?;
    let unfinished = |r: u32| {
        matches
            .iter()
            .any(|(mr, other)| *mr == r && other.id != m.id && other.state != "finished")
    };
    if unfinished(round) {
        return Ok(Vec::new());
    }
    let teams = tx.league_teams(league.id)?;
    let rounds = league_rounds(teams.len() as u32, league.double);
    if round < rounds {
        return begin_round(pm, tx, &league, &teams, round + 1, now);
    }
    tx.set_league_round(league.id, round, "finished")?;
    let lines = league_table(tx, &league, &teams, Some(m.id))?;
    let mut to: BTreeSet<String> = teams.iter().map(|t| t.captain.to_lowercase()).collect();
    to.extend(tx.league_players(league.id)?);
    Ok(to
        .into_iter()
        .map(|a| {
            words::note(
                &a,
                CommunityTopic::Team(TeamTopic::League, league.name.clone()),
                lines.clone(),
            )
        })
        .collect())
}

/// The table of `league` as its matches stand: a heading (after how many rounds, or
/// the winner once over), then a row per team. A match counts once all its games
/// ended; `finishing` is a match whose last game has just ended (its state not yet
/// read back).
fn league_table(
    tx: &Tx<'_>,
    league: &TeamLeague,
    teams: &[Team],
    finishing: Option<i64>,
) -> Result<Vec<L>, StoreError> {
    let count = teams.len() as u32;
    let rounds = league_rounds(count, league.double);
    let seed = |id: i64| {
        teams
            .iter()
            .position(|t| t.id == id)
            .map_or(0, |i| i as u32 + 1)
    };
    let matches = tx.league_matches(league.id)?;
    let mut scored = Vec::with_capacity(matches.len());
    for (_, m) in &matches {
        let over = m.state == "finished" || Some(m.id) == finishing;
        scored.push(TeamMatch {
            home: seed(m.home),
            away: seed(m.away),
            score: if over { Some(score(tx, m)?) } else { None },
        });
    }
    let played = (1..=rounds)
        .take_while(|&r| {
            let of_round: Vec<usize> = (0..matches.len()).filter(|&i| matches[i].0 == r).collect();
            !of_round.is_empty() && of_round.iter().all(|&i| scored[i].score.is_some())
        })
        .count() as u32;
    let rows = table(count, &scored);
    let over = league.state == "finished" || played == rounds;
    let mut lines = vec![L::Team(T::LeagueTable {
        league: league.name.clone(),
        played,
        rounds,
        winner: over
            .then(|| {
                let first: Vec<&str> = rows
                    .iter()
                    .filter(|r| r.rank == 1)
                    .map(|r| teams[r.seed as usize - 1].name.as_str())
                    .collect();
                first.join(", ")
            })
            .filter(|w| !w.is_empty()),
        shared: rows.iter().filter(|r| r.rank == 1).count() > 1,
    })];
    for row in &rows {
        lines.push(L::Team(T::LeagueRow {
            rank: row.rank,
            team: teams[row.seed as usize - 1].name.clone(),
            match_points: row.match_points,
            board_halves: row.board_halves,
            matches: row.matches,
        }));
    }
    Ok(lines)
}

/// `Standings LEAGUE` by mail: the table so far. Anyone may ask: the public site
/// shows as much.
pub(super) fn league_standings(
    tx: &Tx<'_>,
    sender: &str,
    league: &TeamLeague,
) -> Result<Letter, StoreError> {
    let teams = tx.league_teams(league.id)?;
    Ok(words::note(
        sender,
        CommunityTopic::Team(TeamTopic::League, league.name.clone()),
        league_table(tx, league, &teams, None)?,
    ))
}

/// `pawnpost team show LEAGUE`: the table, then each round's matches with their
/// state; `None` when there is no such team round robin.
pub fn show_league(store: &mut Store, name: &str) -> Result<Option<String>, StoreError> {
    use std::fmt::Write as _;
    store.read(|tx| {
        let Some(league) = tx.team_league_named(name)? else {
            return Ok(None);
        };
        let teams = tx.league_teams(league.id)?;
        let rounds = league_rounds(teams.len() as u32, league.double);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}: a {}team round robin of {} teams on {} boards, round {} of {}, {}",
            league.name,
            if league.double { "double " } else { "" },
            teams.len(),
            league.boards,
            league.round,
            rounds,
            league.state
        );
        for line in league_table(tx, &league, &teams, None)?.iter().skip(1) {
            if let L::Team(T::LeagueRow {
                rank,
                team,
                match_points,
                board_halves,
                matches,
            }) = line
            {
                let _ = writeln!(
                    out,
                    "{rank}. {team}: {match_points} match points, {} board points, {matches} matches",
                    crate::community::standings::points_text(*board_halves)
                );
            }
        }
        let name_of = |id: i64| {
            teams
                .iter()
                .find(|t| t.id == id)
                .map_or("?", |t| t.name.as_str())
        };
        for (round, m) in tx.league_matches(league.id)? {
            let s = score(tx, &m)?;
            let _ = writeln!(
                out,
                "round {round}: {} {} – {} {} {}",
                m.name,
                name_of(m.home),
                name_of(m.away),
                crate::render::bracket::score(s.home_halves, s.away_halves),
                m.state
            );
        }
        Ok(Some(out))
    })
}

/// The sweep's part for team round robins: a match of a round's that has not begun
/// when its time is up (the server's forfeit timeout, from its round's start) is lost
/// by default by the team not complete then (both lose it when neither is), both
/// captains told; a round whose last match ends so begins the next, as a game's end
/// does. A league that waited on a team that never lines up goes on this way.
pub fn sweep(pm: &Postmaster, store: &mut Store, now: Timestamp) -> Result<usize, ProcessError> {
    store.transaction(|tx| {
        let mut decided = 0;
        for league in tx.all_team_leagues()? {
            if league.state != "running" {
                continue;
            }
            for (round, m) in tx.league_matches(league.id)? {
                if round != league.round
                    || m.state != "open"
                    || m.created_at.saturating_add(m.forfeit_timeout_secs) > now
                {
                    continue;
                }
                let letters = forfeit(pm, tx, &m, now)?;
                outbox::queue_news(pm, tx, format!("team-forfeit.{}", m.id), letters, &[], now)?;
                decided += 1;
            }
        }
        Ok(decided)
    })
}

/// Decides the open match `m` by default: who was not complete loses it (its games are
/// never made); returns the captains' letters and those of the round's end.
fn forfeit(
    pm: &Postmaster,
    tx: &Tx<'_>,
    m: &TeamMatchEvent,
    now: Timestamp,
) -> Result<Vec<Letter>, ProcessError> {
    use crate::community::teams::Forfeit;
    let complete = |team: i64| -> Result<bool, StoreError> { Ok(lineup(tx, m, team)?.is_some()) };
    // A team withdrawn from its league counts as not complete.
    let withdrawn = match tx.league_of_match(m.id)? {
        Some((league, _)) => tx.withdrawn_league_teams(league.id)?,
        None => Vec::new(),
    };
    let ready = |team: i64| -> Result<bool, StoreError> {
        Ok(!withdrawn.contains(&team) && complete(team)?)
    };
    let gone = |team: i64| withdrawn.contains(&team);
    let forfeit = match (gone(m.home), gone(m.away)) {
        // A withdrawn team loses to one still in, complete or not.
        (true, false) => Forfeit::Home,
        (false, true) => Forfeit::Away,
        (true, true) => Forfeit::Both,
        (false, false) => match (ready(m.home)?, ready(m.away)?) {
            (true, false) => Forfeit::Away,
            (false, true) => Forfeit::Home,
            // Both complete yet not begun (a player on both teams): neither can play.
            _ => Forfeit::Both,
        },
    };
    let why_withdrawn = gone(m.home) || gone(m.away);
    tx.forfeit_team_match(m.id, forfeit)?;
    let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
        return Ok(Vec::new());
    };
    let s = forfeit.score(m.boards);
    let line = T::Forfeited {
        name: m.name.clone(),
        home: home.name.clone(),
        away: away.name.clone(),
        loser: match forfeit {
            Forfeit::Home => Some(home.name.clone()),
            Forfeit::Away => Some(away.name.clone()),
            Forfeit::Both => None,
        },
        halves: (s.home_halves, s.away_halves),
        withdrawn: why_withdrawn,
    };
    let mut letters: Vec<Letter> = [&home, &away]
        .into_iter()
        .map(|team| {
            words::note(
                &team.captain,
                CommunityTopic::Team(TeamTopic::Match, m.name.clone()),
                vec![L::Team(line.clone())],
            )
        })
        .collect();
    let mut over = m.clone();
    over.state = "finished".to_owned();
    over.forfeit = Some(forfeit);
    letters.extend(league_match_over(pm, tx, &over, now)?);
    Ok(letters)
}

/// `pawnpost team withdraw LEAGUE TEAM`: the team leaves the team round robin:
/// its match of the round being played is lost by default if it has not begun (a
/// running one is played out), and every later match of it is lost by default when
/// its round begins; its results stand. Returns what was done, in English.
pub fn withdraw_from_league(
    pm: &Postmaster,
    store: &mut Store,
    league: &str,
    team: &str,
    now: Timestamp,
) -> Result<String, TeamError> {
    store.transaction(|tx| {
        let l = tx
            .team_league_named(league)?
            .filter(|l| l.state == "running")
            .ok_or_else(|| TeamError::NoMatch(league.to_owned()))?;
        let t = tx
            .team_named(team)?
            .ok_or_else(|| TeamError::NoTeam(team.to_owned()))?;
        if !tx.withdraw_league_team(l.id, t.id)? {
            return Err(TeamError::NoTeam(format!("{} in {}", t.name, l.name)));
        }
        let mut letters = Vec::new();
        let mut lost = Vec::new();
        for (round, m) in tx.league_matches(l.id)? {
            if round == l.round && m.state == "open" && (m.home == t.id || m.away == t.id) {
                letters.extend(forfeit(pm, tx, &m, now)?);
                lost.push(m.name);
            }
        }
        outbox::queue_news(
            pm,
            tx,
            format!("team-league-withdraw.{}.{}", l.id, t.id),
            letters,
            &[],
            now,
        )?;
        Ok(if lost.is_empty() {
            format!(
                "{} withdrawn from {}: its later matches are lost by default as their rounds begin",
                t.name, l.name
            )
        } else {
            format!(
                "{} withdrawn from {}: {} lost by default now, its later matches as their rounds begin",
                t.name,
                l.name,
                lost.join(", ")
            )
        })
    })
}
