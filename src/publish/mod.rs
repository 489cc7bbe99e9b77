//! The static public site of the community's record (`pawnpost publish --out DIR`,
//! and `[publish] dir` kept up to date after every change): the index (games in
//! progress, recent results, open seeks, tournaments: the Challenge Central), a page
//! per game with its board picture and its PGN, a page per player and per tournament
//! (crosstable, Sonneborn–Berger, rules), the Top list and an Atom feed of finished
//! games. Plain HTML and CSS, no script, in the server's language, any web server
//! serves it.
//!
//! What is public is decided in [`collect`]: players by their label (public name or
//! `player12`), never an address; a running game only as far as its delay allows
//! (`[publish] delay`, or its event's), never its conditional moves, notes or the
//! comments of mails. [`view`] holds the values, [`page`] and [`feed`] make the bytes
//! (pure), [`site_dir`] writes them.
//!
//! **Updates.** `.pawnpost-publish.json` records how far the database had come when the
//! site was written: the newest row of the append-only game event log and the highest
//! game id. [`update`] reads the games changed since (through the log's primary key:
//! the work is the number of changes, never the number of games), rebuilds their pages,
//! their players', their tournaments', the index, the Top list and the feed, and
//! writes only the files whose bytes changed. A rename (a player's `Name`) is found by
//! comparing the names recorded with the store's, and rebuilds that player's games.
//! Without a record (or one of another language, delay or server) it builds the whole
//! site ([`build`]).
//!
//! **The admin's files.** Under `players/`, `tournaments/` and `boards/` pawnpost
//! removes or replaces only the files it recorded writing ([`site_dir::RECORD`]); the
//! admin's own files there are left, also one that stands where a page goes (the page
//! is not written, and the [`Report`] names it). In `games/` it removes only a game's
//! own names (`12.html`, `12.pgn`, `12.png`).

mod collect;
pub mod feed;
pub mod html;
pub mod ladder;
pub mod page;
pub mod site_dir;
pub mod teams;
pub mod view;

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt;
use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use crate::config::Config;
use crate::game::{GameId, PublishDelay, Timestamp};
use crate::notation::Language;
use crate::render::PngError;
use crate::store::{PublishMarks, Store, StoreError};

use collect::{Collector, LISTED_GAMES};
use html::Words;
use page::SiteWords;
pub use site_dir::{MANIFEST, SiteDir};
use view::GameView;

/// What went wrong writing the site.
#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{path}: {source}")]
    File {
        path: String,
        source: std::io::Error,
    },
    #[error(
        "{0}: not a place the site writes (a link, a file or a name pawnpost does not use); remove it or choose another directory"
    )]
    NotOurs(String),
    #[error(
        "the site in {0} is being written by another pawnpost (its lock file is held); this change will be in the next update"
    )]
    Busy(String),
    #[error("a board picture: {0}")]
    Png(#[from] PngError),
}

/// What every page is made with: the server's name, domain and language, and the
/// community's settings the pages state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// The site's title: `server.name`.
    pub title: String,
    /// The server's domain (PGN's `Site`, the feed's ids): never an address.
    pub domain: String,
    pub language: Language,
    /// The delay of running games whose event sets none.
    pub delay: PublishDelay,
    pub top_min_games: u32,
    pub provisional_games: u32,
}

impl Site {
    pub fn of(config: &Config) -> Site {
        Site {
            title: config.server.name.clone(),
            domain: config.server.address.domain().to_owned(),
            language: config.server.language,
            delay: config.publish.delay,
            top_min_games: config.community.top_min_games,
            provisional_games: config.community.provisional_games,
        }
    }

    fn words(&self) -> SiteWords<'_> {
        SiteWords {
            words: Words {
                language: self.language,
            },
            site: &self.title,
        }
    }
}

/// What a build or an update did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// The whole site was built (no record of an earlier one fit).
    pub whole: bool,
    /// Pages built, by kind.
    pub games: usize,
    pub players: usize,
    pub tournaments: usize,
    /// Files written (their bytes changed), left as they were, removed.
    pub written: usize,
    pub unchanged: usize,
    pub removed: usize,
    /// Pages not written because a file pawnpost did not write (the admin's) stands in
    /// their place: left as it is.
    pub foreign: BTreeSet<String>,
}

impl Report {
    /// Whether nothing on disk changed: an update after a change no page shows (a
    /// question answered, a letter queued), worth no line in the log.
    pub fn changed_nothing(&self) -> bool {
        !self.whole && self.written == 0 && self.removed == 0 && self.foreign.is_empty()
    }

    fn add(&mut self, other: &Report) {
        self.whole |= other.whole;
        self.games += other.games;
        self.players += other.players;
        self.tournaments += other.tournaments;
        self.written += other.written;
        self.unchanged += other.unchanged;
        self.removed += other.removed;
        self.foreign.extend(other.foreign.iter().cloned());
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} game, {} player and {} tournament pages built; {} files written, {} unchanged, {} removed",
            if self.whole { "whole site" } else { "update" },
            self.games,
            self.players,
            self.tournaments,
            self.written,
            self.unchanged,
            self.removed
        )?;
        if !self.foreign.is_empty() {
            let listed: Vec<&str> = self
                .foreign
                .iter()
                .take(FOREIGN_LISTED)
                .map(String::as_str)
                .collect();
            write!(
                f,
                "; not written, as a file pawnpost did not write stands in its place (left as it is; move it, and the next build writes the page): {}",
                listed.join(", ")
            )?;
            if self.foreign.len() > listed.len() {
                write!(f, ", … ({} in all)", self.foreign.len())?;
            }
        }
        Ok(())
    }
}

/// How many of the pages left for a file pawnpost did not write the report names (a
/// line in the log, not a listing).
const FOREIGN_LISTED: usize = 5;

// ---- the site's paths --------------------------------------------------------------

/// Whether `text` can name a file of the site as it is: 1 to 64 ASCII letters, digits,
/// `_` or `-` (public names and tournament names are made of these).
fn is_file_stem(text: &str) -> bool {
    (1..=64).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// `games/12.html`.
pub fn game_path(game: GameId) -> String {
    format!("games/{game}.html")
}

/// `games/12.pgn`.
pub fn pgn_path(game: GameId) -> String {
    format!("games/{game}.pgn")
}

/// `players/Anna_K.html`; `None` for a label that is no file name (none is).
pub fn player_path(label: &str) -> Option<String> {
    is_file_stem(label).then(|| format!("players/{label}.html"))
}

/// `tournaments/Spring.html`.
pub fn tournament_path(name: &str) -> Option<String> {
    is_file_stem(name).then(|| format!("tournaments/{name}.html"))
}

/// Writes one page per event view under `tournaments/` (ladders, team matches), their
/// paths claimed in one batch first ([`SiteDir::claim`]). Returns the addresses of the
/// players the pages show and the paths written.
fn write_event_pages<V>(
    out: &mut SiteDir,
    views: Vec<(V, Vec<String>)>,
    name: impl Fn(&V) -> &str,
    render: impl Fn(&V) -> String,
) -> Result<(Vec<String>, Vec<String>), PublishError> {
    let names: Vec<String> = views
        .iter()
        .filter_map(|(view, _)| tournament_path(name(view)))
        .collect();
    out.claim(names.iter().map(String::as_str))?;
    let mut players = Vec::new();
    let mut paths = Vec::new();
    for (view, addresses) in views {
        if let Some(path) = tournament_path(name(&view)) {
            out.put(&path, render(&view).as_bytes())?;
            paths.push(path);
        }
        players.extend(addresses);
    }
    Ok((players, paths))
}

/// The picture of a game's board: its own (`games/12.png`) once a move is shown, else
/// the picture of its starting position that every such game shares
/// (`boards/<hash of the FEN>.png`: with the default delay every running game shows
/// its start, so they share one file).
pub fn board_path(view: &GameView) -> String {
    if view.moves.is_empty() {
        let digest = Sha256::digest(view.position.fen().as_bytes());
        let hex: String = digest[..BOARD_HASH_DIGITS / 2]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        format!("boards/{hex}.png")
    } else {
        format!("games/{}.png", view.row.id)
    }
}

fn board_png_path(game: GameId) -> String {
    format!("games/{game}.png")
}

/// How many hex digits of the FEN's hash name a shared board picture.
const BOARD_HASH_DIGITS: usize = 16;

/// Whether `path`, in one of the directories whose files the site records
/// ([`site_dir::RECORDED`]), is named as pawnpost names its files there:
/// `players/<label>.html`, `tournaments/<name>.html`, `boards/<16 hex digits>.png`.
/// What a site without that record (an older pawnpost's) is taken to hold of
/// pawnpost's; every other file there is the admin's.
pub(crate) fn is_recorded_shape(path: &str) -> bool {
    match path.split_once('/') {
        Some(("players" | "tournaments", name)) => {
            name.strip_suffix(".html").is_some_and(is_file_stem)
        }
        Some(("boards", name)) => name.strip_suffix(".png").is_some_and(|hex| {
            hex.len() == BOARD_HASH_DIGITS
                && hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        }),
        _ => false,
    }
}

/// The game a file of `games/` belongs to, when it is named as pawnpost names a game's
/// files (`12.html`, `12.pgn`, `12.png`); `None` for any other file (the admin's).
fn game_of_file(name: &str) -> Option<GameId> {
    let (stem, extension) = name.split_once('.')?;
    if !matches!(extension, "html" | "pgn" | "png") || !stem.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    stem.parse().ok()
}

// ---- the record of the last build --------------------------------------------------

/// What `.pawnpost-publish.json` holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Manifest {
    version: u32,
    language: String,
    delay: String,
    domain: String,
    title: String,
    /// The newest game event and the highest game id the site shows.
    event: i64,
    game: GameId,
    /// The players who had chosen a name: community id to name (a rename moves a page).
    named: BTreeMap<i64, String>,
    /// The games that ended last, last first (the results, the feed).
    recent: Vec<GameId>,
    /// Where each ladder player stood, by community id, when their page was written
    /// (absent from records written before ladders showed on players' pages).
    #[serde(default)]
    ladders: BTreeMap<i64, Vec<crate::community::ladder::Standing>>,
}

/// The form of the record; another one means a whole build.
const MANIFEST_VERSION: u32 = 1;

/// How long a writer waits for another to finish before it leaves its change to the
/// next update.
const PATIENCE: Duration = Duration::from_secs(10);

/// How long a command that changed one thing (a `deliver`) waits for another writer.
pub const QUICK_PATIENCE: Duration = Duration::from_secs(2);

/// Games read per transaction in a whole build (a snapshot is not held for minutes).
const CHUNK: u32 = 500;

impl Manifest {
    fn fits(&self, site: &Site) -> bool {
        self.version == MANIFEST_VERSION && self.settings_other_than(site).is_empty()
    }

    /// The config keys whose values the site was built with differ from `site`'s.
    fn settings_other_than(&self, site: &Site) -> Vec<&'static str> {
        [
            ("server.language", self.language == site.language.code()),
            ("publish.delay", self.delay == site.delay.key()),
            ("server.address", self.domain == site.domain),
            ("server.name", self.title == site.title),
        ]
        .into_iter()
        .filter(|(_, same)| !same)
        .map(|(key, _)| key)
        .collect()
    }

    fn marks(&self) -> PublishMarks {
        PublishMarks {
            event: self.event,
            game: self.game,
        }
    }

    fn read(dir: &SiteDir) -> Option<Manifest> {
        serde_json::from_str(&dir.read(MANIFEST)?).ok()
    }

    fn write(&self, dir: &mut SiteDir) -> Result<(), PublishError> {
        let text = serde_json::to_string(self).map_err(|e| PublishError::File {
            path: MANIFEST.to_owned(),
            source: std::io::Error::other(e),
        })?;
        dir.put_with(MANIFEST, text.as_bytes(), true)?;
        Ok(())
    }
}

/// What `pawnpost check-config` finds in the site's directory (read only: nothing is
/// created, no link is followed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteState {
    /// Nothing there yet: `pawnpost publish` creates and builds it.
    Missing,
    /// A link, a file or anything but a directory: the site is never written through it.
    NotADirectory,
    /// A directory with no record of a build: `pawnpost run` builds it when it starts
    /// (as does `pawnpost publish`); `deliver` and the other commands only update a
    /// built site.
    NotBuilt,
    /// Built with other settings (their config keys): rebuilt whole by `pawnpost run`
    /// or `publish`; `deliver` and the other commands leave it as it is until then.
    Other(Vec<&'static str>),
    /// Built by a pawnpost whose record of the site is of another form: the same.
    Older,
    /// Built with these settings, showing games up to this id.
    Current { game: GameId },
}

/// The state of the site in `dir` for `site`'s settings.
pub fn survey(dir: &Path, site: &Site) -> SiteState {
    match std::fs::symlink_metadata(dir) {
        Err(_) => return SiteState::Missing,
        Ok(meta) if !meta.is_dir() => return SiteState::NotADirectory,
        Ok(_) => {}
    }
    let manifest = site_dir::read_nofollow(&dir.join(MANIFEST))
        .and_then(|text| serde_json::from_str::<Manifest>(&text).ok());
    let Some(manifest) = manifest else {
        return SiteState::NotBuilt;
    };
    if manifest.version != MANIFEST_VERSION {
        return SiteState::Older;
    }
    let other = manifest.settings_other_than(site);
    if other.is_empty() {
        SiteState::Current {
            game: manifest.game,
        }
    } else {
        SiteState::Other(other)
    }
}

// ---- building ------------------------------------------------------------------------

/// Builds the whole site into `dir` (created if missing): every game, player and
/// tournament, the index, the Top list, the feed. Files whose bytes did not change are
/// left alone; pages the store no longer has (a renamed player's) are removed. Then an
/// update takes in what changed while it ran.
pub fn build(
    store: &mut Store,
    site: &Site,
    dir: &Path,
    now: Timestamp,
) -> Result<Report, PublishError> {
    let mut out = SiteDir::open(dir)?;
    let _lock = out.lock(PATIENCE)?;
    let mut report = build_whole(store, site, &mut out, now)?;
    report.add(&update_locked(store, site, &mut out, now)?);
    Ok(report)
}

/// Brings the site in `dir` up to date with the store: the pages of what changed
/// since it was written (the whole site when there is no fitting record of it).
pub fn update(
    store: &mut Store,
    site: &Site,
    dir: &Path,
    now: Timestamp,
) -> Result<Report, PublishError> {
    let mut out = SiteDir::open(dir)?;
    let _lock = out.lock(PATIENCE)?;
    update_locked(store, site, &mut out, now)
}

/// [`update`] of a site written before with these settings; `None` (and nothing done)
/// for one never written, or written in another language, delay or for another
/// server, whose whole build is the admin's (`pawnpost publish`), not a mail's. Waits
/// at most [`QUICK_PATIENCE`] for another writer.
pub fn update_written(
    store: &mut Store,
    site: &Site,
    dir: &Path,
    now: Timestamp,
) -> Result<Option<Report>, PublishError> {
    let mut out = SiteDir::open(dir)?;
    if !Manifest::read(&out).is_some_and(|m| m.fits(site)) {
        return Ok(None);
    }
    let _lock = out.lock(QUICK_PATIENCE)?;
    update_locked(store, site, &mut out, now).map(Some)
}

/// Writes one game's page, PGN and board picture. `boards`: the shared pictures
/// already seen in this run.
fn write_game(
    out: &mut SiteDir,
    words: &SiteWords<'_>,
    view: &GameView,
    boards: &mut HashSet<String>,
    whole: bool,
) -> Result<(), PublishError> {
    let board = board_path(view);
    if view.moves.is_empty() {
        if boards.insert(board.clone()) && (whole || !out.has(&board)) {
            let png = crate::render::board_png(&page::board_diagram(view))?;
            out.put(&board, &png)?;
        }
        out.remove(&board_png_path(view.row.id))?;
    } else {
        let png = crate::render::board_png(&page::board_diagram(view))?;
        out.put(&board, &png)?;
    }
    out.put(
        &game_path(view.row.id),
        page::game(words, view, &board).as_bytes(),
    )?;
    out.put(&pgn_path(view.row.id), view.pgn.as_bytes())?;
    Ok(())
}

/// The pages every update writes: index, Top list, feed, style sheet. Returns the
/// addresses the index links (the seekers).
fn write_front(
    store: &mut Store,
    site: &Site,
    out: &mut SiteDir,
    recent: &[GameId],
) -> Result<Vec<String>, PublishError> {
    let words = site.words();
    let (index, top, finished, seekers) = store.read(|tx| {
        let mut c = Collector::new(site);
        let tournaments = tx.all_tournaments()?;
        let (mut index, seekers) = c.index(tx, recent, &tournaments)?;
        index.ladders = ladder::index_rows(tx)?;
        index.team_matches = teams::index_rows(tx)?;
        index.team_leagues = teams::league_index_rows(tx)?;
        let top = c.top(tx)?;
        let finished = c.finished_rows(tx, recent)?;
        Ok::<_, StoreError>((index, top, finished, seekers))
    })?;
    out.put("index.html", page::index(&words, &index).as_bytes())?;
    out.put("top.html", page::top(&words, &top).as_bytes())?;
    out.put(
        "feed.atom",
        feed::feed(&words.words, &site.title, &site.domain, &finished).as_bytes(),
    )?;
    out.put("style.css", page::STYLE.as_bytes())?;
    Ok(seekers)
}

/// Writes the pages of `addresses`; `only_new`: only those not there yet. Returns the
/// paths written.
fn write_players(
    store: &mut Store,
    site: &Site,
    out: &mut SiteDir,
    addresses: &[String],
    only_new: bool,
    collector: &mut Collector<'_>,
    now: Timestamp,
) -> Result<Vec<String>, PublishError> {
    let words = site.words();
    let mut paths = Vec::new();
    for chunk in addresses.chunks(200) {
        let views = store.read(|tx| {
            let mut views = Vec::new();
            for address in chunk {
                if only_new {
                    let label = collector.label(tx, address)?;
                    if player_path(&label).is_some_and(|p| out.has(&p)) {
                        continue;
                    }
                }
                if let Some(view) = collector.player(tx, address, now)? {
                    views.push(view);
                }
            }
            Ok::<_, StoreError>(views)
        })?;
        // One write of the record for the chunk's new pages, before any is made.
        let names: Vec<String> = views.iter().filter_map(|v| player_path(&v.label)).collect();
        out.claim(names.iter().map(String::as_str))?;
        for view in views {
            if let Some(path) = player_path(&view.label) {
                out.put(&path, page::player(&words, &view).as_bytes())?;
                paths.push(path);
            }
        }
    }
    Ok(paths)
}

/// Writes the pages of `tournaments`; returns their players' addresses and the paths.
fn write_tournaments(
    store: &mut Store,
    site: &Site,
    out: &mut SiteDir,
    tournaments: &[crate::store::Tournament],
) -> Result<(Vec<String>, Vec<String>), PublishError> {
    let words = site.words();
    let views = store.read(|tx| {
        let mut c = Collector::new(site);
        tournaments
            .iter()
            .map(|t| c.tournament(tx, t))
            .collect::<Result<Vec<_>, _>>()
    })?;
    let mut players = Vec::new();
    let mut paths = Vec::new();
    let names: Vec<String> = views
        .iter()
        .filter_map(|(view, _)| tournament_path(&view.name))
        .collect();
    out.claim(names.iter().map(String::as_str))?;
    for (view, addresses) in views {
        if let Some(path) = tournament_path(&view.name) {
            out.put(&path, page::tournament(&words, &view).as_bytes())?;
            paths.push(path);
        }
        players.extend(addresses);
    }
    Ok((players, paths))
}

/// The whole site.
fn build_whole(
    store: &mut Store,
    site: &Site,
    out: &mut SiteDir,
    now: Timestamp,
) -> Result<Report, PublishError> {
    let before = (out.written, out.unchanged, out.removed);
    let words = site.words();
    store.transaction(|tx| {
        tx.ensure_all_profiles(now)?;
        tx.ensure_profiles_of_seekers(collect::LISTED_SEEKS, now)
    })?;
    let (marks, labels, named) = store.read(|tx| {
        Ok::<_, StoreError>((tx.publish_marks()?, tx.all_labels()?, tx.named_players()?))
    })?;
    let mut report = Report {
        whole: true,
        ..Report::default()
    };
    let mut collector = Collector::new(site).with_labels(labels);
    let mut boards = HashSet::new();
    let mut after = 0;
    loop {
        let views = store.read(|tx| {
            let mut views = Vec::new();
            for id in tx.game_ids_after(after, CHUNK)? {
                if id > marks.game {
                    break;
                }
                if let Some((view, _)) = collector.game(tx, id)? {
                    views.push(view);
                }
            }
            Ok::<_, StoreError>(views)
        })?;
        let Some(last) = views.last().map(|v| v.row.id) else {
            break;
        };
        for view in &views {
            write_game(out, &words, view, &mut boards, true)?;
        }
        report.games += views.len();
        after = last;
    }
    // Games with ids past the mark (stored while this ran) are the next update's; any
    // other page of a game the store does not have goes (a database restored from
    // before it).
    for name in out.names_in("games")? {
        if game_of_file(&name).is_some_and(|id| id > marks.game) {
            out.remove(&format!("games/{name}"))?;
        }
    }

    let tournaments = store.read(|tx| tx.all_tournaments())?;
    let (entrants, tournament_pages) = write_tournaments(store, site, out, &tournaments)?;
    report.tournaments = tournament_pages.len();
    let (climbers, ladder_pages) = ladder::write(store, site, out)?;
    report.tournaments += ladder_pages.len();
    let (team_players, team_pages) = teams::write(store, site, out)?;
    report.tournaments += team_pages.len();
    let recent = store.read(|tx| tx.last_finished_games(LISTED_GAMES))?;
    let seekers = write_front(store, site, out, &recent)?;
    let mut players = store.read(|tx| tx.players_with_games())?;
    let known: HashSet<String> = players.iter().cloned().collect();
    let mut extra: BTreeSet<String> = BTreeSet::new();
    extra.extend(seekers.into_iter().filter(|a| !known.contains(a)));
    extra.extend(entrants.into_iter().filter(|a| !known.contains(a)));
    extra.extend(climbers.into_iter().filter(|a| !known.contains(a)));
    extra.extend(team_players.into_iter().filter(|a| !known.contains(a)));
    players.extend(extra);
    let player_pages = write_players(store, site, out, &players, false, &mut collector, now)?;
    report.players = player_pages.len();

    // What pawnpost wrote before and this build did not: pages of players renamed or
    // gone, tournaments gone, pictures no game shows. The admin's files stay.
    let keep: HashSet<String> = player_pages
        .into_iter()
        .chain(tournament_pages)
        .chain(ladder_pages)
        .chain(team_pages)
        .chain(boards)
        .collect();
    for path in out.recorded()? {
        if !keep.contains(&path) {
            out.remove(&path)?;
        }
    }
    out.save_record()?;
    Manifest {
        version: MANIFEST_VERSION,
        language: site.language.code().to_owned(),
        delay: site.delay.key(),
        domain: site.domain.clone(),
        title: site.title.clone(),
        event: marks.event,
        game: marks.game,
        named,
        recent,
        ladders: store
            .read(|tx| ladder::standings(&mut Collector::new(site), tx))?
            .into_iter()
            .map(|(id, (_, standings))| (id, standings))
            .collect(),
    }
    .write(out)?;
    report.written = out.written - before.0;
    report.unchanged = out.unchanged - before.1;
    report.removed = out.removed - before.2;
    report.foreign = out.foreign.clone();
    Ok(report)
}

/// What changed since the record, found in one short write transaction (which also
/// gives new players their labels' rows).
struct Changes {
    marks: PublishMarks,
    games: Vec<GameId>,
    /// Renamed players: their address and the label their page had.
    renamed: Vec<(String, String)>,
    named: BTreeMap<i64, String>,
}

fn changes_since(
    store: &mut Store,
    manifest: &Manifest,
    now: Timestamp,
) -> Result<Option<Changes>, StoreError> {
    store.transaction(|tx| {
        let marks = tx.publish_marks()?;
        if marks.event < manifest.event || marks.game < manifest.game {
            // A database from before the site (restored): build it all again.
            return Ok(None);
        }
        let mut games = tx.games_changed_between(manifest.marks(), marks)?;
        let named = tx.named_players()?;
        let mut renamed = Vec::new();
        let ids: BTreeSet<i64> = named.keys().chain(manifest.named.keys()).copied().collect();
        for id in ids {
            let (was, is) = (manifest.named.get(&id), named.get(&id));
            if was == is {
                continue;
            }
            let Some(address) = tx.address_of_profile(id)? else {
                continue;
            };
            let old = crate::community::label(id, was.map(String::as_str));
            games.extend(tx.all_games_of(&address)?);
            renamed.push((address, old));
        }
        games.sort_unstable();
        games.dedup();
        tx.ensure_profiles_of(&games, now)?;
        tx.ensure_profiles_of_seekers(collect::LISTED_SEEKS, now)?;
        Ok(Some(Changes {
            marks,
            games,
            renamed,
            named,
        }))
    })
}

fn update_locked(
    store: &mut Store,
    site: &Site,
    out: &mut SiteDir,
    now: Timestamp,
) -> Result<Report, PublishError> {
    let Some(manifest) = Manifest::read(out).filter(|m| m.fits(site)) else {
        return build_whole(store, site, out, now);
    };
    let Some(changes) = changes_since(store, &manifest, now)? else {
        return build_whole(store, site, out, now);
    };
    let before = (out.written, out.unchanged, out.removed);
    let words = site.words();
    let mut report = Report::default();
    let mut collector = Collector::new(site);

    // The games that changed, and who and what they touch.
    let mut players: BTreeSet<String> = changes.renamed.iter().map(|(a, _)| a.clone()).collect();
    let mut events: BTreeSet<String> = BTreeSet::new();
    let mut boards = HashSet::new();
    for chunk in changes.games.chunks(CHUNK as usize) {
        let views = store.read(|tx| {
            let mut views = Vec::new();
            for &id in chunk {
                if let Some(found) = collector.game(tx, id)? {
                    views.push(found);
                }
            }
            Ok::<_, StoreError>(views)
        })?;
        for (view, addresses) in &views {
            write_game(out, &words, view, &mut boards, false)?;
            players.extend(addresses.iter().cloned());
            if let Some((name, _)) = &view.row.event {
                events.insert(name.clone());
            }
        }
        report.games += views.len();
    }
    // A renamed player's old page goes before any page takes its name.
    for (_, old) in &changes.renamed {
        if let Some(path) = player_path(old) {
            out.remove(&path)?;
        }
    }
    // Players whose place on a ladder (or its open challenge) changed since: their
    // pages say where they stand, and no game of theirs may have changed.
    let standings = store.read(|tx| {
        let standings = ladder::standings(&mut collector, tx)?;
        let ids: BTreeSet<i64> = standings
            .keys()
            .chain(manifest.ladders.keys())
            .copied()
            .collect();
        let mut moved = Vec::new();
        for id in ids {
            let now_at = standings.get(&id);
            if manifest.ladders.get(&id) == now_at.map(|(_, s)| s) {
                continue;
            }
            match now_at {
                Some((address, _)) => moved.push(address.clone()),
                None => moved.extend(tx.address_of_profile(id)?),
            }
        }
        Ok::<_, StoreError>((standings, moved))
    })?;
    let (standings, moved) = standings;
    players.extend(moved);

    // The results and the feed: the games that ended last, with those just ended.
    let recent = store.read(|tx| {
        let mut candidates: Vec<(Timestamp, GameId)> = Vec::new();
        let ids: BTreeSet<GameId> = manifest
            .recent
            .iter()
            .chain(&changes.games)
            .copied()
            .collect();
        for id in ids {
            if let Some(brief) = tx.game_brief(id)?
                && brief.result.is_some()
            {
                candidates.push((brief.last_activity, id));
            }
        }
        candidates.sort_unstable_by(|a, b| b.cmp(a));
        candidates.truncate(LISTED_GAMES as usize);
        Ok::<_, StoreError>(candidates.into_iter().map(|(_, id)| id).collect::<Vec<_>>())
    })?;

    // Tournaments: those of the games that changed, and every one not finished (a
    // player joins or withdraws without a game changing).
    // A finished section of an event in stages too, while another part of its event
    // plays or changed (its page links the final once made).
    let tournaments: Vec<crate::store::Tournament> = store.read(|tx| {
        let all = tx.all_tournaments()?;
        let live = |id: i64| {
            all.iter()
                .any(|t| t.id == id && (t.state != "finished" || events.contains(&t.name)))
        };
        let mut chosen = Vec::new();
        for t in &all {
            let wanted = t.state != "finished"
                || events.contains(&t.name)
                || tx.stage_event_of(t.id)?.is_some_and(|e| {
                    e.final_id.is_none_or(&live) || e.sections.iter().any(|&s| live(s))
                });
            if wanted {
                chosen.push(t.clone());
            }
        }
        Ok::<_, StoreError>(chosen)
    })?;
    let (entrants, tournament_pages) = write_tournaments(store, site, out, &tournaments)?;
    report.tournaments = tournament_pages.len();
    // Ladders change without a game changing (a join, a challenge): all are written.
    let (climbers, ladder_pages) = ladder::write(store, site, out)?;
    report.tournaments += ladder_pages.len();
    // Team matches too (a player confirms without a game changing).
    let (team_players, team_pages) = teams::write(store, site, out)?;
    report.tournaments += team_pages.len();
    let seekers = write_front(store, site, out, &recent)?;

    let players: Vec<String> = players.into_iter().collect();
    report.players = write_players(store, site, out, &players, false, &mut collector, now)?.len();
    // Players the index and the tournaments link: their pages must be there.
    let linked: Vec<String> = seekers
        .into_iter()
        .chain(entrants)
        .chain(climbers)
        .chain(team_players)
        .filter(|a| !players.contains(a))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    report.players += write_players(store, site, out, &linked, true, &mut collector, now)?.len();
    out.save_record()?;

    Manifest {
        version: MANIFEST_VERSION,
        language: site.language.code().to_owned(),
        delay: site.delay.key(),
        domain: site.domain.clone(),
        title: site.title.clone(),
        event: changes.marks.event,
        game: changes.marks.game,
        named: changes.named,
        recent,
        ladders: standings
            .into_iter()
            .map(|(id, (_, standings))| (id, standings))
            .collect(),
    }
    .write(out)?;
    report.written = out.written - before.0;
    report.unchanged = out.unchanged - before.1;
    report.removed = out.removed - before.2;
    report.foreign = out.foreign.clone();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_file_names_of_the_site() {
        assert_eq!(game_path(12), "games/12.html");
        assert_eq!(pgn_path(12), "games/12.pgn");
        // A game's own files, and no other name in games/ (the admin's stay).
        for (name, game) in [
            ("12.html", Some(12)),
            ("12.pgn", Some(12)),
            ("7.png", Some(7)),
        ] {
            assert_eq!(game_of_file(name), game, "{name}");
        }
        for name in [
            "README.txt",
            "12.txt",
            "+12.html",
            "12.html.bak",
            "x12.png",
            ".12.html",
        ] {
            assert_eq!(game_of_file(name), None, "{name}");
        }
        assert!(is_recorded_shape("players/Anna_K.html"));
        assert!(is_recorded_shape("boards/0123456789abcdef.png"));
        for admins in [
            "players/README.txt",
            "players/a.b.html",
            "tournaments/rules.pdf",
            "boards/logo.png",
            "boards/0123456789ABCDEF.png",
            "games/1.html",
            "index.html",
        ] {
            assert!(!is_recorded_shape(admins), "{admins}");
        }
        assert_eq!(
            player_path("Anna_K").as_deref(),
            Some("players/Anna_K.html")
        );
        assert_eq!(
            player_path("player12").as_deref(),
            Some("players/player12.html")
        );
        for bad in ["", "?", "../x", "a b", "<script>", "a.b", "x@y"] {
            assert_eq!(player_path(bad), None, "{bad}");
        }
        assert_eq!(
            tournament_path("Spring-2026").as_deref(),
            Some("tournaments/Spring-2026.html")
        );
    }
}
