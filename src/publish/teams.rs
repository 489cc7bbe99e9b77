//! A team match's public page (`tournaments/<name>.html`: a match's name is unique
//! among tournaments, ladders and teams) and its line on the index: the score in board
//! points and match points and who leads, then each board with its two players and the
//! two games of the pair (one with each colour), linked, with their results. Labels
//! only, never an address; the words are the `team-page-…` messages of
//! `i18n/<code>/teams.ftl`.
//!
//! Before the match starts a board shows only a player who took it by their own
//! `Join TEAM`: a player the captain named but who has not agreed is not shown.

use crate::community::teams::{Forfeit, MatchScore};
use crate::game::GameId;
use crate::i18n::Args;
use crate::store::teams::{TeamMatchEvent, TeamPlayer};
use crate::store::{StoreError, Tx};

use super::collect::Collector;
use super::html::{game_link, paragraph, player_link, table, table_headed_by, tournament_link};
use super::page::SiteWords;

/// One game of a board: the home player has White when `home_white`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardGameRow {
    pub id: GameId,
    pub home_white: bool,
    /// The home player's half-points, once over.
    pub home_halves: Option<u32>,
}

/// One board of the match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    pub board: u32,
    /// The players' labels; `None`: nobody has taken the board yet.
    pub home: Option<String>,
    pub away: Option<String>,
    /// The pair's two games once started, home White first.
    pub games: Vec<BoardGameRow>,
}

/// What a team match's page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMatchView {
    pub name: String,
    pub home: String,
    pub away: String,
    /// The games have started.
    pub started: bool,
    pub score: MatchScore,
    pub boards: Vec<BoardRow>,
    /// Lost by default (a league match not complete in time): no game was played.
    pub forfeit: Option<Forfeit>,
    /// The team round robin it is a match of: its name, the round and the rounds.
    pub league: Option<(String, u32, u32)>,
}

/// The view of match `m`, and the addresses of the players it shows (the page links
/// their pages).
pub(super) fn collect(
    c: &mut Collector<'_>,
    tx: &Tx<'_>,
    m: &TeamMatchEvent,
) -> Result<Option<(TeamMatchView, Vec<String>)>, StoreError> {
    let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
        return Ok(None);
    };
    let games = tx.team_match_games(m.id)?;
    let score = crate::store::teams::match_score(m, &games);
    let (hp, ap) = (tx.team_players(home.id)?, tx.team_players(away.id)?);
    let mut addresses = Vec::new();
    let mut boards = Vec::with_capacity(m.boards as usize);
    for board in 1..=m.boards {
        let on_board: Vec<_> = games.iter().filter(|g| g.board == board).collect();
        // The players of the board's games (the home White game names both: after a
        // replacement, the one still running); before the start, those who agreed.
        let (h, a) = match on_board
            .iter()
            .find(|g| g.home_halves.is_none())
            .or(on_board.first())
        {
            Some(g) => {
                let game = tx.load_game(g.game)?;
                let (white, black) = (game.white().to_owned(), game.black().to_owned());
                if g.home_white {
                    (Some(white), Some(black))
                } else {
                    (Some(black), Some(white))
                }
            }
            None => {
                let agreed = |ps: &[TeamPlayer]| {
                    ps.iter()
                        .find(|p| p.board == board && p.confirmed)
                        .map(|p| p.address.clone())
                };
                (agreed(&hp), agreed(&ap))
            }
        };
        let mut label = |a: Option<String>| -> Result<Option<String>, StoreError> {
            a.map(|a| {
                let label = c.label(tx, &a);
                addresses.push(a);
                label
            })
            .transpose()
        };
        boards.push(BoardRow {
            board,
            home: label(h)?,
            away: label(a)?,
            games: on_board
                .iter()
                .map(|g| BoardGameRow {
                    id: g.game,
                    home_white: g.home_white,
                    home_halves: g.home_halves,
                })
                .collect(),
        });
    }
    Ok(Some((
        TeamMatchView {
            name: m.name.clone(),
            home: home.name,
            away: away.name,
            started: !games.is_empty(),
            score,
            boards,
            forfeit: m.forfeit,
            league: match tx.league_of_match(m.id)? {
                Some((league, round)) => {
                    let teams = tx.league_teams(league.id)?.len() as u32;
                    let rounds = crate::community::teams::league_rounds(teams, league.double);
                    Some((league.name, round, rounds))
                }
                None => None,
            },
        },
        addresses,
    )))
}

fn heading(text: &str) -> String {
    format!("<h2>{text}</h2>\n")
}

/// Where the match stands, as a key the messages choose by, and the team it names.
fn standing(view: &TeamMatchView) -> (&'static str, &str) {
    let s = view.score;
    match view.forfeit {
        Some(Forfeit::Home) => return ("forfeit", &view.home),
        Some(Forfeit::Away) => return ("forfeit", &view.away),
        Some(Forfeit::Both) => return ("void", ""),
        None => {}
    }
    match s.decided() {
        _ if !view.started => ("open", ""),
        Some((2, _)) if s.running == 0 => ("won", &view.home),
        Some((0, _)) if s.running == 0 => ("won", &view.away),
        Some(_) if s.running == 0 => ("drawn", ""),
        Some((2, _)) => ("decided", &view.home),
        Some((0, _)) => ("decided", &view.away),
        _ if s.home_halves > s.away_halves => ("leads", &view.home),
        _ if s.away_halves > s.home_halves => ("leads", &view.away),
        _ => ("level", ""),
    }
}

/// The page of a team match.
pub fn page(site: &SiteWords<'_>, view: &TeamMatchView) -> String {
    let w = &site.words;
    let root = "../";
    let s = view.score;
    let mut main = String::new();
    main.push_str(&paragraph(
        &w.say(
            "team-page-teams",
            Args::new()
                .with("home", &view.home)
                .with("away", &view.away)
                .with("boards", view.boards.len()),
        ),
    ));

    if let Some((league, round, rounds)) = &view.league {
        main.push_str(&paragraph(&format!(
            "{} {}.",
            w.say(
                "team-page-league",
                Args::new().with("round", *round).with("rounds", *rounds)
            ),
            tournament_link(root, league)
        )));
    }
    let score = w.word("team-page-score");
    main.push_str(&heading(&score));
    let (state, team) = standing(view);
    main.push_str(&paragraph(
        &w.say(
            "team-page-standing",
            Args::new()
                .with("state", state)
                .with("team", team)
                .with("running", s.running),
        ),
    ));
    if view.started || view.forfeit.is_some() {
        // Match points only once the games still running cannot change the winner.
        let match_points = s.decided();
        let columns = [
            "team-page-col-team",
            "team-page-col-board-points",
            "team-page-col-match-points",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = [
            (&view.home, s.home_halves, match_points.map(|p| p.0)),
            (&view.away, s.away_halves, match_points.map(|p| p.1)),
        ]
        .into_iter()
        .map(|(team, halves, mp)| {
            vec![
                super::html::escape(team),
                crate::community::standings::points_text(halves),
                mp.map_or_else(|| w.word("team-page-not-yet"), |p| p.to_string()),
            ]
        })
        .collect();
        main.push_str(&table_headed_by(&score, &columns, &rows, 0));
    }

    let boards = w.word("team-page-boards");
    main.push_str(&heading(&boards));
    let columns = [
        w.word("team-page-col-board"),
        super::html::escape(&view.home),
        super::html::escape(&view.away),
        w.say(
            "team-page-col-game",
            Args::new().with("team", &view.home).with("color", "white"),
        ),
        w.say(
            "team-page-col-game",
            Args::new().with("team", &view.home).with("color", "black"),
        ),
        w.say(
            "team-page-col-board-score",
            Args::new()
                .with("home", &view.home)
                .with("away", &view.away),
        ),
    ];
    let nobody = w.word("team-page-nobody");
    let rows: Vec<Vec<String>> = view
        .boards
        .iter()
        .map(|b| {
            let who = |label: &Option<String>| {
                label
                    .as_deref()
                    .map_or_else(|| nobody.clone(), |l| player_link(root, l))
            };
            let game = |home_white: bool| {
                b.games
                    .iter()
                    .find(|g| g.home_white == home_white)
                    .map_or_else(
                        || w.word("team-page-not-started"),
                        |g| {
                            game_link(
                                root,
                                g.id,
                                &w.say(
                                    "team-page-game",
                                    Args::new()
                                        .with("game", g.id)
                                        .with(
                                            "result",
                                            match g.home_halves {
                                                Some(1) => "drawn",
                                                Some(_) => "won",
                                                None => "running",
                                            },
                                        )
                                        .with(
                                            "team",
                                            if g.home_halves == Some(2) {
                                                &view.home
                                            } else {
                                                &view.away
                                            },
                                        ),
                                ),
                            )
                        },
                    )
            };
            let (h, a) = b
                .games
                .iter()
                .filter_map(|g| g.home_halves)
                .fold((0, 0), |(h, a), x| (h + x, a + 2 - x));
            vec![
                b.board.to_string(),
                who(&b.home),
                who(&b.away),
                game(true),
                game(false),
                if b.games.iter().any(|g| g.home_halves.is_some()) {
                    crate::render::bracket::score(h, a)
                } else {
                    "–".to_owned()
                },
            ]
        })
        .collect();
    main.push_str(&table(&boards, &columns, &rows));
    main.push_str(&heading(&w.word("team-page-rules")));
    main.push_str(&paragraph(&w.word("team-page-how")));
    let title = w.text("team-page-title", Args::new().with("name", &view.name));
    site.frame(root).document(&title, &main)
}

/// One team match on the index: its name, teams and score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexRow {
    pub name: String,
    pub home: String,
    pub away: String,
    pub started: bool,
    pub score: MatchScore,
}

/// The index's section of team matches; none without a match.
pub fn index_section(site: &SiteWords<'_>, root: &str, matches: &[IndexRow]) -> String {
    if matches.is_empty() {
        return String::new();
    }
    let w = &site.words;
    let mut out = heading(&w.word("team-page-index-heading"));
    out.push_str("<ul>\n");
    for m in matches {
        out.push_str(&format!(
            "<li>{}: {}</li>\n",
            tournament_link(root, &m.name),
            w.say(
                "team-page-index-line",
                Args::new()
                    .with("home", &m.home)
                    .with("away", &m.away)
                    .with("started", super::html::yes_no(m.started))
                    .with(
                        "score",
                        crate::render::bracket::score(m.score.home_halves, m.score.away_halves)
                    )
            )
        ));
    }
    out.push_str("</ul>\n");
    out
}

/// The team matches on the index, oldest first.
pub(super) fn index_rows(tx: &Tx<'_>) -> Result<Vec<IndexRow>, StoreError> {
    let mut rows = Vec::new();
    for m in tx.all_team_matches()? {
        let (Some(home), Some(away)) = (tx.team(m.home)?, tx.team(m.away)?) else {
            continue;
        };
        let games = tx.team_match_games(m.id)?;
        rows.push(IndexRow {
            started: !games.is_empty() || m.forfeit.is_some(),
            score: crate::store::teams::match_score(&m, &games),
            name: m.name,
            home: home.name,
            away: away.name,
        });
    }
    Ok(rows)
}

/// One match of a team round robin's round, as the league's page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueMatchRow {
    pub round: u32,
    pub row: IndexRow,
}

/// What a team round robin's page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueView {
    pub name: String,
    pub teams: u32,
    pub boards: u32,
    pub rounds: u32,
    /// The round being played (the last, once over).
    pub round: u32,
    pub over: bool,
    /// The table: (place, team, match points, board half-points, matches counted),
    /// first first; teams level on everything share a place.
    pub table: Vec<(u32, String, u32, u32, u32)>,
    /// The matches made so far, by round.
    pub matches: Vec<LeagueMatchRow>,
    /// The team resting in each round (an odd number of teams), by round.
    pub resting: Vec<(u32, String)>,
}

/// The view of the team round robin `league`: its table counts each match once all
/// its games ended.
pub(super) fn collect_league(
    tx: &Tx<'_>,
    league: &crate::store::teams::TeamLeague,
) -> Result<LeagueView, StoreError> {
    use crate::community::teams::{TeamMatch, league_rounds, resting, table};
    let teams = tx.league_teams(league.id)?;
    let count = teams.len() as u32;
    let seed = |id: i64| {
        teams
            .iter()
            .position(|t| t.id == id)
            .map_or(0, |i| i as u32 + 1)
    };
    let name_of = |seed: u32| teams[seed as usize - 1].name.clone();
    let mut scored = Vec::new();
    let mut matches = Vec::new();
    for (round, m) in tx.league_matches(league.id)? {
        let games = tx.team_match_games(m.id)?;
        let score = crate::store::teams::match_score(&m, &games);
        let (home, away) = (seed(m.home), seed(m.away));
        scored.push(TeamMatch {
            home,
            away,
            score: (m.state == "finished").then_some(score),
        });
        matches.push(LeagueMatchRow {
            round,
            row: IndexRow {
                name: m.name,
                home: name_of(home),
                away: name_of(away),
                started: !games.is_empty() || m.forfeit.is_some(),
                score,
            },
        });
    }
    let table = table(count, &scored)
        .into_iter()
        .map(|r| {
            (
                r.rank,
                name_of(r.seed),
                r.match_points,
                r.board_halves,
                r.matches,
            )
        })
        .collect();
    let resting = (1..=league.round)
        .filter_map(|round| Some((round, name_of(resting(count, league.double, round)?))))
        .collect();
    Ok(LeagueView {
        name: league.name.clone(),
        teams: count,
        boards: league.boards,
        rounds: league_rounds(count, league.double),
        round: league.round,
        over: league.state == "finished",
        table,
        matches,
        resting,
    })
}

impl LeagueView {
    /// The team in the first place, or those sharing it, separated by commas.
    fn first_place(&self) -> String {
        let first: Vec<&str> = self
            .table
            .iter()
            .filter(|r| r.0 == 1)
            .map(|r| r.1.as_str())
            .collect();
        first.join(", ")
    }

    fn shared_first(&self) -> bool {
        self.table.iter().filter(|r| r.0 == 1).count() > 1
    }
}

/// A line of a match: its link, its teams, its score (or not started).
fn match_line(site: &SiteWords<'_>, root: &str, m: &IndexRow) -> String {
    format!(
        "{}: {}",
        tournament_link(root, &m.name),
        site.words.say(
            "team-page-index-line",
            Args::new()
                .with("home", &m.home)
                .with("away", &m.away)
                .with("started", super::html::yes_no(m.started))
                .with(
                    "score",
                    crate::render::bracket::score(m.score.home_halves, m.score.away_halves)
                )
        )
    )
}

/// The page of a team round robin: where it stands, its table, its rounds' matches.
pub fn league_page(site: &SiteWords<'_>, view: &LeagueView) -> String {
    let w = &site.words;
    let root = "../";
    let mut main = String::new();
    main.push_str(&paragraph(
        &w.say(
            "team-league-page-intro",
            Args::new()
                .with("teams", view.teams)
                .with("boards", view.boards)
                .with("rounds", view.rounds),
        ),
    ));
    main.push_str(&paragraph(
        &w.say(
            "team-league-page-standing",
            Args::new()
                .with("over", super::html::yes_no(view.over))
                .with("winner", view.first_place())
                .with("shared", super::html::yes_no(view.shared_first()))
                .with("round", view.round)
                .with("rounds", view.rounds),
        ),
    ));
    let caption = w.word("team-league-page-table");
    main.push_str(&heading(&caption));
    let columns = [
        "team-league-page-col-place",
        "team-page-col-team",
        "team-page-col-match-points",
        "team-page-col-board-points",
        "team-league-page-col-matches",
    ]
    .map(|id| w.word(id));
    let rows: Vec<Vec<String>> = view
        .table
        .iter()
        .map(|(place, team, mp, halves, played)| {
            vec![
                place.to_string(),
                super::html::escape(team),
                mp.to_string(),
                crate::community::standings::points_text(*halves),
                played.to_string(),
            ]
        })
        .collect();
    main.push_str(&table_headed_by(&caption, &columns, &rows, 1));
    main.push_str(&heading(&w.word("team-league-page-rounds")));
    for round in 1..=view.rounds {
        main.push_str(&format!(
            "<h3>{}</h3>\n",
            w.say("team-league-page-round", Args::new().with("round", round))
        ));
        let of_round: Vec<&LeagueMatchRow> =
            view.matches.iter().filter(|m| m.round == round).collect();
        if of_round.is_empty() {
            main.push_str(&paragraph(&w.word("team-league-page-not-yet")));
            continue;
        }
        main.push_str("<ul>\n");
        for m in of_round {
            main.push_str(&format!("<li>{}</li>\n", match_line(site, root, &m.row)));
        }
        main.push_str("</ul>\n");
        if let Some((_, team)) = view.resting.iter().find(|(r, _)| *r == round) {
            main.push_str(&paragraph(
                &w.say("team-league-page-rests", Args::new().with("team", team)),
            ));
        }
    }
    main.push_str(&heading(&w.word("team-page-rules")));
    main.push_str(&paragraph(&w.word("team-league-page-how")));
    main.push_str(&paragraph(&w.word("team-page-how")));
    let title = w.text(
        "team-league-page-title",
        Args::new().with("name", &view.name),
    );
    site.frame(root).document(&title, &main)
}

/// One team round robin on the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeagueIndexRow {
    pub name: String,
    pub teams: u32,
    pub round: u32,
    pub rounds: u32,
    /// The winner, once over (the teams sharing the first place, with `shared`).
    pub winner: Option<String>,
    pub shared: bool,
}

/// The team round robins on the index, oldest first.
pub(super) fn league_index_rows(tx: &Tx<'_>) -> Result<Vec<LeagueIndexRow>, StoreError> {
    let mut rows = Vec::new();
    for league in tx.all_team_leagues()? {
        let view = collect_league(tx, &league)?;
        rows.push(LeagueIndexRow {
            winner: view.over.then(|| view.first_place()),
            shared: view.shared_first(),
            name: view.name,
            teams: view.teams,
            round: view.round,
            rounds: view.rounds,
        });
    }
    Ok(rows)
}

/// The index's section of team round robins; none without one.
pub fn league_index_section(
    site: &SiteWords<'_>,
    root: &str,
    leagues: &[LeagueIndexRow],
) -> String {
    if leagues.is_empty() {
        return String::new();
    }
    let w = &site.words;
    let mut out = heading(&w.word("team-league-page-index-heading"));
    out.push_str("<ul>\n");
    for l in leagues {
        out.push_str(&format!(
            "<li>{}: {}</li>\n",
            tournament_link(root, &l.name),
            w.say(
                "team-league-page-index-line",
                Args::new()
                    .with("teams", l.teams)
                    .with("over", super::html::yes_no(l.winner.is_some()))
                    .with("shared", super::html::yes_no(l.shared))
                    .with("winner", l.winner.as_deref().unwrap_or(""))
                    .with("round", l.round)
                    .with("rounds", l.rounds)
            )
        ));
    }
    out.push_str("</ul>\n");
    out
}

/// Writes every team match's and team round robin's page (a handful, each match of at
/// most `MAX_BOARDS` boards; a page whose bytes did not change is not rewritten). Returns their players' addresses
/// and the paths.
pub(super) fn write(
    store: &mut crate::store::Store,
    site: &super::Site,
    out: &mut super::SiteDir,
) -> Result<(Vec<String>, Vec<String>), super::PublishError> {
    let words = site.words();
    let (views, leagues) = store.read(|tx| {
        let mut c = Collector::new(site);
        let mut views = Vec::new();
        for m in tx.all_team_matches()? {
            views.extend(collect(&mut c, tx, &m)?);
        }
        let mut leagues = Vec::new();
        for league in tx.all_team_leagues()? {
            leagues.push((collect_league(tx, &league)?, Vec::new()));
        }
        Ok::<_, StoreError>((views, leagues))
    })?;
    let (players, mut paths) = super::write_event_pages(
        out,
        views,
        |view| view.name.as_str(),
        |view| page(&words, view),
    )?;
    let (_, league_paths) = super::write_event_pages(
        out,
        leagues,
        |view| view.name.as_str(),
        |view| league_page(&words, view),
    )?;
    paths.extend(league_paths);
    Ok((players, paths))
}
