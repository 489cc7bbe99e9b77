//! From the store to the pages' values: every address becomes the player's label here
//! (their public name, or `player12`), and a running game gives only the moves its
//! delay lets out — their times included. Reads only (the labels' rows are made
//! beforehand, [`crate::store::Tx::ensure_profiles_of`]).

use std::collections::HashMap;

use crate::community::history::{
    RELIABILITY_DAYS, average_tenths_of_days, median_tenths_of_days, think_times_of_first,
};
use crate::community::publish::{Context, pgn_of_first};
use crate::community::{Crosstable, Entrant, Pool, TableGame};
use crate::game::{DAY, GameId, Timestamp};
use crate::notation::SanPlus;
use crate::store::{GameBrief, StoreError, Tournament, Tx};

use super::Site;
use super::view::{
    GameRow, GameView, IndexView, PlayerGame, PlayerView, PoolRow, RatingRow, SeekRow, TopRow,
    TopView, TournamentGame, TournamentRow, TournamentView,
};

/// Games listed on the index as in progress, and as results (and in the feed).
pub const LISTED_GAMES: u32 = 50;
/// Open seeks listed on the index.
pub const LISTED_SEEKS: u32 = 50;
/// Finished tournaments listed on the index (every open and running one is).
pub const LISTED_FINISHED_TOURNAMENTS: usize = 20;
/// Players on the Top list.
pub const TOP_PLAYERS: u32 = 100;
/// Rated games in a player's rating history, and results on their page.
pub const PLAYER_ROWS: u32 = 50;
/// Games a player's speed is measured over (as the `Player` letter does).
pub const TIMED_GAMES: u32 = 20;
/// Games in progress listed on a player's page.
pub const PLAYER_CURRENT: usize = 100;

/// What stands for a player whose label is not known yet (a game stored after the
/// labels were made): never the address. The next update shows the label.
pub const UNKNOWN_PLAYER: &str = "?";

/// Reads the pages' values, remembering labels and tournament names as it goes.
pub struct Collector<'a> {
    site: &'a Site,
    labels: HashMap<String, String>,
    tournaments: HashMap<i64, String>,
}

impl<'a> Collector<'a> {
    pub fn new(site: &'a Site) -> Collector<'a> {
        Collector {
            site,
            labels: HashMap::new(),
            tournaments: HashMap::new(),
        }
    }

    /// Starts with every label known (a whole build).
    pub fn with_labels(mut self, labels: HashMap<String, String>) -> Collector<'a> {
        self.labels = labels;
        self
    }

    /// The label of `address`.
    pub fn label(&mut self, tx: &Tx<'_>, address: &str) -> Result<String, StoreError> {
        if let Some(label) = self.labels.get(address) {
            return Ok(label.clone());
        }
        let label = tx
            .label_if_any(address)?
            .unwrap_or_else(|| UNKNOWN_PLAYER.to_owned());
        self.labels.insert(address.to_owned(), label.clone());
        Ok(label)
    }

    fn tournament_name(&mut self, tx: &Tx<'_>, id: i64) -> Result<String, StoreError> {
        if let Some(name) = self.tournaments.get(&id) {
            return Ok(name.clone());
        }
        let name = tx.tournament(id)?.map(|t| t.name).unwrap_or_default();
        self.tournaments.insert(id, name.clone());
        Ok(name)
    }

    /// A game's row from its brief.
    pub fn row(&mut self, tx: &Tx<'_>, brief: &GameBrief) -> Result<GameRow, StoreError> {
        Ok(GameRow {
            id: brief.id,
            white: self.label(tx, &brief.white)?,
            black: self.label(tx, &brief.black)?,
            event: brief.tournament.clone(),
            ended: brief
                .result
                .map(|result| (result, brief.termination, brief.last_activity)),
        })
    }

    /// The rows of `ids` that exist, in order.
    fn rows(&mut self, tx: &Tx<'_>, ids: &[GameId]) -> Result<Vec<GameRow>, StoreError> {
        let mut rows = Vec::with_capacity(ids.len());
        for &id in ids {
            if let Some(brief) = tx.game_brief(id)? {
                rows.push(self.row(tx, &brief)?);
            }
        }
        Ok(rows)
    }

    /// A game's page, `None` when there is no such game. Returns the addresses of its
    /// players too, whose pages show it.
    pub fn game(
        &mut self,
        tx: &Tx<'_>,
        id: GameId,
    ) -> Result<Option<(GameView, [String; 2])>, StoreError> {
        let game = match tx.load_game(id) {
            Ok(game) => game,
            Err(StoreError::UnknownGame(_)) => return Ok(None),
            Err(e) => return Err(e),
        };
        let event = match tx.tournament_of_game(id)? {
            Some((tournament, round)) => Some((self.tournament_name(tx, tournament)?, round)),
            None => None,
        };
        let white = self.label(tx, game.white())?;
        let black = self.label(tx, game.black())?;
        let delay = game.rules().publish_delay.unwrap_or(self.site.delay);
        let played = game.moves().len();
        // A finished game is public whole; a running one as far as its delay allows,
        // its thematic opening always.
        let shown = if game.is_over() {
            played
        } else {
            delay.shown(played, false).max(opening_plies(tx, &game)?)
        };
        let ratings = if game.is_over() {
            tx.ratings_before(id)?
        } else {
            None
        };
        let positions = game.record().positions();
        let moves = game
            .record()
            .moves()
            .iter()
            .zip(&positions)
            .take(shown)
            .map(|(m, before)| {
                (
                    *m,
                    SanPlus::from_move(before, m).localized(self.site.language),
                )
            })
            .collect();
        let context = Context {
            white: white.clone(),
            black: black.clone(),
            tournament: event.as_ref().map(|(name, _)| name.clone()),
            round: event.as_ref().map(|(_, round)| *round),
            ratings,
        };
        let view = GameView {
            row: GameRow {
                id,
                white,
                black,
                event,
                ended: game
                    .outcome()
                    .map(|o| (o.result, Some(o.termination), game.last_activity())),
            },
            started: game.created_at(),
            ratings,
            time_control: game.time_control(),
            forfeit_timeout_secs: game.forfeit_timeout_secs(),
            delay,
            initial: *game.record().initial(),
            moves,
            hidden: played - shown,
            position: positions[shown],
            pgn: pgn_of_first(&game, &self.site.domain, &context, shown),
        };
        Ok(Some((
            view,
            [game.white().to_owned(), game.black().to_owned()],
        )))
    }

    /// A player's page as of `now`, `None` for an address without a community row.
    pub fn player(
        &mut self,
        tx: &Tx<'_>,
        address: &str,
        now: Timestamp,
    ) -> Result<Option<PlayerView>, StoreError> {
        let Some(profile) = tx.profile_if_any(address)? else {
            return Ok(None);
        };
        let label = profile.label();
        self.labels.insert(address.to_owned(), label.clone());
        let record = tx.player_record(address)?;
        let mut times = Vec::new();
        let mut timed = 0;
        for id in tx.recent_games_of(address, false, TIMED_GAMES)? {
            let game = tx.load_game(id)?;
            let Some(color) = game.color_of(address) else {
                continue;
            };
            let delay = game.rules().publish_delay.unwrap_or(self.site.delay);
            let shown = delay.shown(game.moves().len(), game.is_over());
            let theirs = think_times_of_first(&game, color, shown);
            if !theirs.is_empty() {
                timed += 1;
                times.extend(theirs);
            }
        }
        // As `Player` counts them: two indexed counts over the player's games.
        let since = now - RELIABILITY_DAYS * DAY;
        let lost_on_time = tx.lost_on_time_count_since(address, since)?;
        let reliability = (
            lost_on_time,
            tx.finished_since(address, since)?,
            median_tenths_of_days(&times),
        );
        let mut history = Vec::new();
        for step in tx.rating_history(address, PLAYER_ROWS)? {
            let Some(brief) = tx.game_brief(step.game)? else {
                continue;
            };
            let opponent = if brief.white == address {
                &brief.black
            } else {
                &brief.white
            };
            history.push(RatingRow {
                game: step.game,
                pool: step.pool,
                at: step.at,
                opponent: self.label(tx, opponent)?,
                before: step.before.round() as i32,
                after: step.after.round() as i32,
            });
        }
        let results = self.player_games(
            tx,
            address,
            &tx.recent_games_of(address, true, PLAYER_ROWS)?,
        )?;
        let mut running = tx.games_of(address, true)?;
        running.sort_unstable_by(|a, b| b.cmp(a));
        running.truncate(PLAYER_CURRENT);
        let current = self.player_games(tx, address, &running)?;
        let tournaments = tx
            .tournaments_of(address)?
            .into_iter()
            .map(|t| t.name)
            .collect();
        let ladders = tx.ladder_standings_of(address, &mut |a| self.label(tx, a))?;
        Ok(Some(PlayerView {
            label,
            rating: profile.rating.shown(),
            provisional: profile.rated_games < self.site.provisional_games,
            rated_games: profile.rated_games,
            other_pools: tx
                .pool_ratings(&profile)?
                .into_iter()
                .filter(|r| r.pool != Pool::Standard && r.rated_games > 0)
                .map(|r| PoolRow {
                    pool: r.pool,
                    rating: r.rating.shown(),
                    provisional: r.rated_games < self.site.provisional_games,
                    games: r.rated_games,
                })
                .collect(),
            record,
            speed: (average_tenths_of_days(&times), timed),
            reliability,
            history,
            results,
            current,
            tournaments,
            ladders,
        }))
    }

    fn player_games(
        &mut self,
        tx: &Tx<'_>,
        address: &str,
        ids: &[GameId],
    ) -> Result<Vec<PlayerGame>, StoreError> {
        let mut games = Vec::with_capacity(ids.len());
        for &id in ids {
            let Some(brief) = tx.game_brief(id)? else {
                continue;
            };
            let (color, opponent) = if brief.white == address {
                (crate::rules::Color::White, &brief.black)
            } else {
                (crate::rules::Color::Black, &brief.white)
            };
            games.push(PlayerGame {
                game: id,
                opponent: self.label(tx, opponent)?,
                color,
                event: brief.tournament.clone(),
                ended: brief.result.map(|r| (r, brief.last_activity)),
            });
        }
        Ok(games)
    }

    /// A tournament's page, and the addresses of its players (their pages link it).
    pub fn tournament(
        &mut self,
        tx: &Tx<'_>,
        t: &Tournament,
    ) -> Result<(TournamentView, Vec<String>), StoreError> {
        self.tournaments.insert(t.id, t.name.clone());
        let entries = tx.entries(t.id)?;
        let mut players = Vec::with_capacity(entries.len());
        let mut entrants = Vec::with_capacity(entries.len());
        for e in &entries {
            let label = self.label(tx, &e.address)?;
            players.push((label.clone(), e.withdrawn_at != 0));
            entrants.push(Entrant {
                seat: e.seat,
                label,
                withdrawn: e.withdrawn_at != 0,
                annulled: e.annulled,
            });
        }
        let seat = |address: &str| {
            entries
                .iter()
                .find(|e| e.address.eq_ignore_ascii_case(address))
                .map_or(0, |e| e.seat)
        };
        let mut games = Vec::new();
        let mut table = Vec::new();
        for (id, round) in tx.tournament_games(t.id)? {
            let Some(brief) = tx.game_brief(id)? else {
                continue;
            };
            table.push(TableGame {
                white: seat(&brief.white),
                black: seat(&brief.black),
                result: brief.result,
            });
            games.push(TournamentGame {
                game: id,
                round,
                white: self.label(tx, &brief.white)?,
                black: self.label(tx, &brief.black)?,
                result: brief.result,
            });
        }
        games.sort_by_key(|g| (g.round, g.game));
        let swiss = match t.system {
            crate::store::TournamentSystem::Swiss if t.paired_rounds > 0 => {
                let mut labels = std::collections::HashMap::new();
                for e in &entries {
                    labels.insert(e.address.clone(), self.label(tx, &e.address)?);
                }
                let (_, players) = tx.swiss_history(t, &mut |address| {
                    Ok(labels.get(address).cloned().unwrap_or_default())
                })?;
                Some(crate::community::swiss::event::SwissTable::compute(
                    &players, t.rounds,
                ))
            }
            _ => None,
        };
        let knockout = match t.system {
            // Before its start too: the page then names the format and lists the players.
            crate::store::TournamentSystem::Knockout => {
                let ranked = tx.entries_by_rank(t.id)?;
                let mut players = Vec::with_capacity(ranked.len());
                for e in &ranked {
                    players.push(crate::community::knockout_event::KnockoutPlayer {
                        label: self.label(tx, &e.address)?,
                        withdrawn: e.withdrawn_at != 0,
                    });
                }
                let seed = |address: &str| {
                    ranked
                        .iter()
                        .position(|e| e.address.eq_ignore_ascii_case(address))
                        .map(|i| i as u32 + 1)
                };
                let games = tx.knockout_games(t.id, &seed)?;
                let mut bracket = crate::community::knockout_event::Bracket::compute(
                    &players,
                    &games,
                    t.paired_rounds,
                    crate::community::knockout::MatchRules::default(),
                );
                if tx.is_stage_final(t.id)? {
                    bracket.seeding = crate::community::knockout_event::Seeding::Stage;
                }
                Some(bracket)
            }
            _ => None,
        };
        let table = if games.is_empty() || t.system != crate::store::TournamentSystem::RoundRobin {
            Crosstable::compute(&[], &[])
        } else {
            Crosstable::compute(&entrants, &table)
        };
        let opening = match &t.start {
            crate::command::Start::Opening(_) => Some(crate::render::moves::move_list(
                &t.start.record(),
                self.site.language,
            )),
            _ => None,
        };
        let fen = match &t.start {
            crate::command::Start::Position(fen) => Some(fen.clone()),
            _ => None,
        };
        let view = TournamentView {
            name: t.name.clone(),
            double: t.double,
            rated: t.rated,
            state: t.state.clone(),
            size: t.size,
            time_control: t.time_control,
            forfeit_timeout_secs: t.forfeit_timeout_secs,
            opening,
            fen,
            rules: t.rules,
            players,
            table,
            swiss_rounds: (t.system == crate::store::TournamentSystem::Swiss).then_some(t.rounds),
            swiss,
            knockout,
            games,
            stage: match tx.stage_event_of(t.id)? {
                Some(event) => {
                    let mut parts = Vec::new();
                    for &id in event.sections.iter().chain(event.final_id.iter()) {
                        if let Some(part) = tx.tournament(id)? {
                            parts.push(part.name);
                        }
                    }
                    Some((event.name, event.qualify, parts, event.final_form))
                }
                None => None,
            },
        };
        Ok((view, entries.into_iter().map(|e| e.address).collect()))
    }

    /// The index, from the games that ended last (`recent`, newest first). Returns the
    /// addresses of the seekers too: the index links their pages.
    pub fn index(
        &mut self,
        tx: &Tx<'_>,
        recent: &[GameId],
        tournaments: &[Tournament],
    ) -> Result<(IndexView, Vec<String>), StoreError> {
        let running = self.rows(tx, &tx.newest_active_games(LISTED_GAMES)?)?;
        let running_count = tx.active_game_count()?;
        let results = self
            .rows(tx, recent)?
            .into_iter()
            .filter(|r| r.ended.is_some())
            .collect();
        let mut seeks = Vec::new();
        let mut seekers = Vec::new();
        for seek in tx.open_seeks_page(0, LISTED_SEEKS)? {
            let (rating, provisional) = match tx.profile_if_any(&seek.address)? {
                // The rating of the pool the seek's game would be rated in.
                Some(p) => {
                    let rated = tx.pool_rating(&p, Pool::of_variant(seek.chess960))?;
                    (
                        rated.rating.shown(),
                        rated.rated_games < self.site.provisional_games,
                    )
                }
                None => (crate::community::Rating::INITIAL.shown(), true),
            };
            seeks.push(SeekRow {
                label: self.label(tx, &seek.address)?,
                rating,
                provisional,
                rated: seek.rated,
                time_control: seek.time_control,
                range: (seek.max_rating > 0).then_some((seek.min_rating, seek.max_rating)),
                since: seek.created_at,
            });
            seekers.push(seek.address);
        }
        let seek_count = tx.open_seek_count()?;
        let mut listed = Vec::new();
        let mut finished = 0;
        // Newest first: every open and running tournament, the last twenty finished.
        for t in tournaments.iter().rev() {
            if t.state == "finished" {
                if finished == LISTED_FINISHED_TOURNAMENTS {
                    continue;
                }
                finished += 1;
            }
            listed.push(TournamentRow {
                name: t.name.clone(),
                state: t.state.clone(),
                taken: tx.entries(t.id)?.len() as u32,
                size: t.size,
            });
        }
        Ok((
            IndexView {
                running,
                running_count,
                results,
                seeks,
                seek_count,
                tournaments: listed,
                ladders: Vec::new(),
                team_matches: Vec::new(),
                team_leagues: Vec::new(),
            },
            seekers,
        ))
    }

    /// The rows of the games that ended last (the feed's entries).
    pub fn finished_rows(
        &mut self,
        tx: &Tx<'_>,
        recent: &[GameId],
    ) -> Result<Vec<GameRow>, StoreError> {
        Ok(self
            .rows(tx, recent)?
            .into_iter()
            .filter(|r| r.ended.is_some())
            .collect())
    }

    /// The Top list, one per pool.
    pub fn top(&mut self, tx: &Tx<'_>) -> Result<TopView, StoreError> {
        Ok(TopView {
            rows: self.top_rows(tx, Pool::Standard)?,
            chess960: self.top_rows(tx, Pool::Chess960)?,
            min_games: self.site.top_min_games,
            provisional_games: self.site.provisional_games,
        })
    }

    /// One pool's Top list, read through the pool's index.
    fn top_rows(&mut self, tx: &Tx<'_>, pool: Pool) -> Result<Vec<TopRow>, StoreError> {
        Ok(tx
            .top_in(pool, self.site.top_min_games, TOP_PLAYERS)?
            .into_iter()
            .enumerate()
            .map(|(i, (p, rated))| TopRow {
                rank: i as u32 + 1,
                label: p.label(),
                rating: rated.rating.shown(),
                provisional: rated.rated_games < self.site.provisional_games,
                games: rated.rated_games,
            })
            .collect())
    }
}

/// The plies of `game` that were its thematic opening (`after 1.e4 c5 …`, set by its
/// challenge or tournament): the event's moves, not the players', public from the
/// start whatever the delay.
fn opening_plies(tx: &Tx<'_>, game: &crate::game::Game) -> Result<usize, StoreError> {
    let key = tx.start_of_game(game.id)?;
    if key.is_empty() {
        return Ok(0);
    }
    // The moves the game began with, as `Game::begin` played them (a key that no longer
    // reads shows none of them early).
    let opening = crate::command::Start::from_key(&key)
        .map(|start| start.record().moves().len())
        .unwrap_or(0);
    Ok(opening.min(game.moves().len()))
}
