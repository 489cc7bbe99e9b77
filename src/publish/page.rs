//! The pages, one function each, from the values of [`super::view`]: the index (the
//! Challenge Central), a game, a player, a tournament, the Top list, and the style
//! sheet they share. Pure: values in, HTML out; every sentence a message of the site's
//! language, every text escaped.

use std::fmt::Write as _;

use crate::community::standings::{cell_text, points_text, quarters_text};
use crate::game::{GameResult, PublishDelay};
use crate::i18n::Args;
use crate::render::{Diagram, Strings, board_in_words, board_png::SIZE};
use crate::rules::Color;

use super::html::{
    Frame, Words, date, escape, game_link, paragraph, player_link, table, table_headed_by,
    tournament_link, yes_no,
};
use super::view::{GameRow, GameView, IndexView, PlayerGame, PlayerView, TopView, TournamentView};

/// What every page knows of the site.
#[derive(Debug, Clone, Copy)]
pub struct SiteWords<'a> {
    pub words: Words,
    /// The server's name, the site's title.
    pub site: &'a str,
}

impl SiteWords<'_> {
    pub(super) fn frame(&self, root: &'static str) -> Frame<'_> {
        Frame {
            words: self.words,
            site: self.site,
            root,
        }
    }
}

/// `#12`, the words of a link to game 12.
fn game_number(game: crate::game::GameId) -> String {
    format!("#{game}")
}

fn heading(text: &str) -> String {
    format!("<h2>{text}</h2>\n")
}

/// A list of games: number, players, event, and result with its date once over.
fn games_table(w: &Words, root: &str, caption: &str, rows: &[GameRow], over: bool) -> String {
    let mut columns = vec![
        w.word("publish-col-game"),
        w.word("publish-col-white"),
        w.word("publish-col-black"),
        w.word("publish-col-event"),
    ];
    if over {
        columns.push(w.word("publish-col-result"));
        columns.push(w.word("publish-col-ended"));
    }
    let rows: Vec<Vec<String>> = rows
        .iter()
        .map(|g| {
            let mut cells = vec![
                game_link(root, g.id, &game_number(g.id)),
                player_link(root, &g.white),
                player_link(root, &g.black),
                w.event(root, &g.event),
            ];
            if over {
                cells.push(w.result(g.ended.map(|(r, _, _)| r)));
                cells.push(g.ended.map_or_else(String::new, |(_, _, at)| date(at)));
            }
            cells
        })
        .collect();
    table(caption, &columns, &rows)
}

/// `index.html`: games in progress, recent results, open seeks, tournaments.
pub fn index(site: &SiteWords<'_>, view: &IndexView) -> String {
    let w = &site.words;
    let root = "";
    let mut main = String::new();
    let running = w.word("publish-running-heading");
    main.push_str(&heading(&running));
    main.push_str(&paragraph(&w.say(
        "publish-running-count",
        Args::new().with("count", view.running_count),
    )));
    if view.running_count > 0 {
        main.push_str(&paragraph(&w.word("publish-running-delay")));
    }
    if view.running_count > view.running.len() as u64 {
        main.push_str(&paragraph(&w.say(
            "publish-newest-shown",
            Args::new().with("shown", view.running.len()),
        )));
    }
    if !view.running.is_empty() {
        main.push_str(&games_table(w, root, &running, &view.running, false));
    }
    let results = w.word("publish-results-heading");
    main.push_str(&heading(&results));
    if view.results.is_empty() {
        main.push_str(&paragraph(&w.word("publish-none")));
    } else {
        main.push_str(&games_table(w, root, &results, &view.results, true));
    }
    let seeks = w.word("publish-seeks-heading");
    main.push_str(&heading(&seeks));
    main.push_str(&paragraph(&w.say(
        "publish-seeks-count",
        Args::new().with("count", view.seek_count),
    )));
    if !view.seeks.is_empty() {
        main.push_str(&paragraph(&w.word("publish-seeks-how")));
        if view.seek_count > view.seeks.len() as u64 {
            main.push_str(&paragraph(&w.say(
                "publish-newest-shown",
                Args::new().with("shown", view.seeks.len()),
            )));
        }
        let columns = [
            "publish-col-player",
            "publish-col-rating",
            "publish-col-kind",
            "publish-col-time-control",
            "publish-col-range",
            "publish-col-since",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .seeks
            .iter()
            .map(|s| {
                vec![
                    player_link(root, &s.label),
                    w.rating(s.rating, s.provisional),
                    w.say(
                        "publish-kind",
                        Args::new().with("kind", if s.rated { "rated" } else { "casual" }),
                    ),
                    w.time_control(s.time_control),
                    match s.range {
                        Some((min, max)) => format!("{min}–{max}"),
                        None => w.word("publish-any-rating"),
                    },
                    date(s.since),
                ]
            })
            .collect();
        main.push_str(&table(&seeks, &columns, &rows));
    }
    let tournaments = w.word("publish-tournaments-heading");
    main.push_str(&heading(&tournaments));
    if view.tournaments.is_empty() {
        main.push_str(&paragraph(&w.word("publish-none")));
    } else {
        let columns = [
            "publish-col-event",
            "publish-col-state",
            "publish-col-seats",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .tournaments
            .iter()
            .map(|t| {
                vec![
                    tournament_link(root, &t.name),
                    w.say("publish-state", Args::new().with("state", &t.state)),
                    format!("{}/{}", t.taken, t.size),
                ]
            })
            .collect();
        main.push_str(&table(&tournaments, &columns, &rows));
    }
    main.push_str(&super::ladder::index_section(site, root, &view.ladders));
    main.push_str(&super::teams::league_index_section(
        site,
        root,
        &view.team_leagues,
    ));
    main.push_str(&super::teams::index_section(site, root, &view.team_matches));
    let title = w.text("publish-index-title", Args::new().with("site", site.site));
    site.frame(root).document(&title, &main)
}

/// The picture of a game's board: the position after the moves shown, from White's
/// side, the last of them marked.
pub fn board_diagram(view: &GameView) -> Diagram {
    let diagram = Diagram::new(&view.position, Color::White);
    match view.moves.last() {
        Some((m, _)) => diagram.with_last_move(m),
        None => diagram,
    }
}

/// `games/<id>.html`: players, event, result, the board, the moves shown, the PGN.
/// `board` is the picture's path from the site's root.
pub fn game(site: &SiteWords<'_>, view: &GameView, board: &str) -> String {
    let w = &site.words;
    let root = "../";
    let row = &view.row;
    let mut main = String::new();
    main.push_str(&heading(&w.word("publish-game-facts")));
    main.push_str("<dl>\n");
    let mut fact = |term: &str, value: String| {
        let _ = writeln!(main, "<dt>{term}</dt><dd>{value}</dd>");
    };
    fact(&w.word("publish-game-event"), w.event(root, &row.event));
    fact(&w.word("publish-col-white"), player_link(root, &row.white));
    fact(&w.word("publish-col-black"), player_link(root, &row.black));
    fact(&w.word("publish-game-started"), date(view.started));
    match row.ended {
        Some((result, termination, at)) => {
            let by = termination.map_or_else(String::new, |t| {
                w.text("termination", Args::new().with("termination", t.key()))
            });
            fact(
                &w.word("publish-game-result"),
                format!(
                    "{} {}",
                    w.result(Some(result)),
                    w.say(
                        "publish-game-ended-by",
                        Args::new()
                            .with("result", super::html::result_key(Some(result)))
                            .with("by", by)
                    )
                ),
            );
            fact(&w.word("publish-game-ended"), date(at));
        }
        None => fact(
            &w.word("publish-game-result"),
            w.word("publish-game-running"),
        ),
    }
    // Without a time control a game has only the silence rule, shown next.
    if view.time_control.is_some() {
        fact(
            &w.word("publish-game-time-control"),
            w.time_control(view.time_control),
        );
    }
    fact(
        &w.word("publish-game-silence"),
        w.say(
            "publish-game-silence-days",
            Args::new().with("days", view.forfeit_timeout_secs / crate::game::DAY),
        ),
    );
    main.push_str("</dl>\n");
    if let Some((white, black)) = view.ratings {
        main.push_str(&paragraph(&w.say(
            "publish-game-ratings",
            Args::new().with("white", white).with("black", black),
        )));
    }

    main.push_str(&heading(&w.word("publish-game-position")));
    let alt = board_in_words(&board_diagram(view), &Strings::of(w.language));
    let caption = match view.moves.last() {
        None => w.word("publish-game-position-start"),
        Some((_, san)) => {
            let number = move_number(view, view.moves.len() - 1);
            w.say(
                "publish-game-position-after",
                Args::new().with("move", format!("{number} {san}")),
            )
        }
    };
    let _ = write!(
        main,
        "<figure>\n<img src=\"{root}{board}\" width=\"{SIZE}\" height=\"{SIZE}\" alt=\"{}\">\n\
         <figcaption>{caption}</figcaption>\n</figure>\n",
        escape(&alt)
    );
    if row.ended.is_none() {
        let note = match view.delay {
            PublishDelay::End => w.word("publish-game-delay-end"),
            PublishDelay::Plies(0) => String::new(),
            PublishDelay::Plies(plies) => {
                w.say("publish-game-delay-plies", Args::new().with("plies", plies))
            }
        };
        if !note.is_empty() {
            main.push_str(&paragraph(&note));
        }
    }

    let moves = w.word("publish-game-moves");
    main.push_str(&heading(&moves));
    if view.moves.is_empty() {
        main.push_str(&paragraph(&w.word("publish-game-no-moves")));
    } else {
        let columns =
            ["publish-col-move", "publish-col-white", "publish-col-black"].map(|id| w.word(id));
        let mut rows: Vec<Vec<String>> = Vec::new();
        let mut number = view.initial.fullmoves();
        let mut side = view.first_side();
        for (_, san) in &view.moves {
            if side == Color::White || rows.is_empty() {
                rows.push(vec![number.to_string(), String::new(), String::new()]);
            }
            if let Some(last) = rows.last_mut() {
                last[if side == Color::White { 1 } else { 2 }] = escape(san);
            }
            if side == Color::Black {
                number += 1;
            }
            side = !side;
        }
        main.push_str(&table(&moves, &columns, &rows));
    }
    let _ = writeln!(
        main,
        "<p><a href=\"{}.pgn\" download>{}</a></p>",
        row.id,
        w.word("publish-game-pgn")
    );
    let title = w.text(
        "publish-game-title",
        Args::new()
            .with("game", row.id)
            .with("white", &row.white)
            .with("black", &row.black),
    );
    site.frame(root).document(&title, &main)
}

/// `12.` or `12...`: the number of the `index`th move shown.
fn move_number(view: &GameView, index: usize) -> String {
    let first_black = view.first_side() == Color::Black;
    let plies = index + usize::from(first_black);
    let number = view.initial.fullmoves() as usize + plies / 2;
    if plies.is_multiple_of(2) {
        format!("{number}.")
    } else {
        format!("{number}...")
    }
}

/// The outcome of a game for the player it is about.
fn outcome_key(result: GameResult, color: Color) -> &'static str {
    match (result, result.winner()) {
        (GameResult::Cancelled, _) => "cancelled",
        (_, None) => "drawn",
        (_, Some(winner)) if winner == color => "won",
        _ => "lost",
    }
}

/// `players/<label>.html`: rating and its history, record, speed, results, games in
/// progress, tournaments.
pub fn player(site: &SiteWords<'_>, view: &PlayerView) -> String {
    let w = &site.words;
    let root = "../";
    let mut main = String::new();
    main.push_str(&paragraph(
        &w.say(
            "community-player-rating",
            Args::new()
                .with("pool", crate::community::Pool::Standard.key())
                .with("games", view.rated_games)
                .with("rating", view.rating)
                .with("provisional", yes_no(view.provisional)),
        ),
    ));
    player_pools(w, &mut main, view);
    let (played, won, drawn, lost, lost_on_time) = view.record;
    main.push_str(&paragraph(
        &w.say(
            "community-player-record",
            Args::new()
                .with("played", played)
                .with("won", won)
                .with("drawn", drawn)
                .with("lost", lost)
                .with("lost_on_time", lost_on_time),
        ),
    ));
    main.push_str(&paragraph(&match view.speed {
        (Some(tenths), games) => {
            let days = w.text(
                "community-tenths",
                Args::new()
                    .with("whole", tenths / 10)
                    .with("tenth", tenths % 10),
            );
            w.say(
                "community-player-speed",
                Args::new().with("games", games).with("days", days),
            )
        }
        (None, _) => w.word("community-player-speed-unknown"),
    }));
    // The figures of `Player`, as of the day the page was made.
    let (lost_on_time, finished, median) = view.reliability;
    let median_days = median.map_or_else(String::new, |tenths| {
        w.text(
            "community-tenths",
            Args::new()
                .with("whole", tenths / 10)
                .with("tenth", tenths % 10),
        )
    });
    main.push_str(&paragraph(
        &w.say(
            "community-player-reliability",
            Args::new()
                .with("days", crate::community::history::RELIABILITY_DAYS)
                .with("lost_on_time", lost_on_time)
                .with("finished", finished)
                .with(
                    "percent",
                    crate::community::history::timeout_percent(lost_on_time, finished)
                        .map_or(-1, i64::from),
                )
                .with("median", median_days)
                .with("timed", yes_no(median.is_some())),
        ),
    ));

    let history = w.word("publish-player-history");
    main.push_str(&heading(&history));
    if view.history.is_empty() {
        main.push_str(&paragraph(&w.word("publish-none")));
    } else {
        let columns = [
            "publish-col-game",
            "publish-col-ended",
            "publish-col-opponent",
            "publish-col-before",
            "publish-col-after",
            "publish-col-change",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .history
            .iter()
            .map(|h| {
                vec![
                    rated_game_link(w, root, h),
                    date(h.at),
                    player_link(root, &h.opponent),
                    h.before.to_string(),
                    h.after.to_string(),
                    format!("{:+}", h.after - h.before),
                ]
            })
            .collect();
        main.push_str(&table(&history, &columns, &rows));
    }

    let results = w.word("publish-player-results");
    main.push_str(&heading(&results));
    player_games(w, root, &mut main, &results, &view.results, true);
    let current = w.word("publish-player-current");
    main.push_str(&heading(&current));
    player_games(w, root, &mut main, &current, &view.current, false);

    let tournaments = w.word("publish-player-tournaments");
    main.push_str(&heading(&tournaments));
    if view.tournaments.is_empty() {
        main.push_str(&paragraph(&w.word("publish-none")));
    } else {
        // Names only: a tournament's state is on its own page, which every change of
        // it rewrites (a player's page is rewritten only when their games change).
        main.push_str("<ul>\n");
        for name in &view.tournaments {
            let _ = writeln!(main, "<li>{}</li>", tournament_link(root, name));
        }
        main.push_str("</ul>\n");
    }
    player_ladders(w, root, &mut main, view);
    let title = w.text(
        "publish-player-title",
        Args::new().with("label", &view.label),
    );
    site.frame(root).document(&title, &main)
}

fn player_games(
    w: &Words,
    root: &str,
    main: &mut String,
    caption: &str,
    games: &[PlayerGame],
    over: bool,
) {
    if games.is_empty() {
        main.push_str(&paragraph(&w.word("publish-none")));
        return;
    }
    let mut columns = vec![
        w.word("publish-col-game"),
        w.word("publish-col-opponent"),
        w.word("publish-col-color"),
        w.word("publish-col-event"),
    ];
    if over {
        columns.push(w.word("publish-col-result"));
        columns.push(w.word("publish-col-ended"));
    }
    let rows: Vec<Vec<String>> = games
        .iter()
        .map(|g| {
            let mut cells = vec![
                game_link(root, g.game, &game_number(g.game)),
                player_link(root, &g.opponent),
                w.color(g.color),
                w.event(root, &g.event),
            ];
            if let Some((result, at)) = g.ended {
                cells.push(format!(
                    "{} ({})",
                    w.say(
                        "publish-outcome",
                        Args::new().with("outcome", outcome_key(result, g.color))
                    ),
                    w.result(Some(result))
                ));
                cells.push(date(at));
            }
            cells
        })
        .collect();
    main.push_str(&table(caption, &columns, &rows));
}

/// The ladders a player holds a place on, as `Player` says them: the ladder, the
/// place, the open challenge (all on the ladder's page too). Nothing for a player on
/// none.
fn player_ladders(w: &Words, root: &str, main: &mut String, view: &PlayerView) {
    if view.ladders.is_empty() {
        return;
    }
    let caption = w.word("ladder-page-index-heading");
    main.push_str(&heading(&caption));
    let columns = [
        "ladder-page-col-ladder",
        "ladder-page-col-place",
        "ladder-page-col-challenge",
    ]
    .map(|id| w.word(id));
    let rows: Vec<Vec<String>> = view
        .ladders
        .iter()
        .map(|s| {
            let challenge = match &s.challenge {
                Some(c) => w.say(
                    "ladder-player-challenge",
                    Args::new()
                        .with("side", c.side.key())
                        .with("player", &c.opponent)
                        .with("date", crate::time::format_utc(c.by)),
                ),
                None => w.word("ladder-page-none"),
            };
            vec![
                tournament_link(root, &s.ladder),
                w.say(
                    "ladder-page-place-of",
                    Args::new()
                        .with("place", s.place)
                        .with("players", s.players),
                ),
                challenge,
            ]
        })
        .collect();
    main.push_str(&table(&caption, &columns, &rows));
}

/// A player's ratings in the pools beside the standard one, as `Player` says them.
fn player_pools(w: &Words, main: &mut String, view: &PlayerView) {
    for pool in &view.other_pools {
        main.push_str(&paragraph(
            &w.say(
                "community-player-rating",
                Args::new()
                    .with("pool", pool.pool.key())
                    .with("games", pool.games)
                    .with("rating", pool.rating)
                    .with("provisional", yes_no(pool.provisional)),
            ),
        ));
    }
}

/// A game of a player's rating history, its pool named unless standard (the before
/// and after of its row are that pool's).
fn rated_game_link(w: &Words, root: &str, row: &super::view::RatingRow) -> String {
    let link = game_link(root, row.game, &game_number(row.game));
    match row.pool {
        crate::community::Pool::Standard => link,
        crate::community::Pool::Chess960 => format!("{link}{}", w.word("community-chess960")),
    }
}

/// `top.html`: the best rated players.
pub fn top(site: &SiteWords<'_>, view: &TopView) -> String {
    let w = &site.words;
    let root = "";
    let mut main = paragraph(
        &w.say(
            "publish-top-intro",
            Args::new()
                .with("games", view.min_games)
                .with("provisional", view.provisional_games),
        ),
    );
    let title = w.text("publish-top-title", Args::new());
    if view.rows.is_empty() {
        main.push_str(&paragraph(&w.word("publish-none")));
    } else {
        main.push_str(&top_table(w, root, &escape(&title), &view.rows));
    }
    // The Chess960 pool's list under the standard one, when anyone qualifies in it.
    if !view.chess960.is_empty() {
        let caption = w.say(
            "community-top-heading",
            Args::new()
                .with("pool", crate::community::Pool::Chess960.key())
                .with("min_games", view.min_games),
        );
        main.push_str(&heading(&caption));
        main.push_str(&top_table(w, root, &caption, &view.chess960));
    }
    site.frame(root).document(&title, &main)
}

/// One pool's Top list as a table captioned `caption` (HTML already escaped).
fn top_table(w: &Words, root: &str, caption: &str, rows: &[super::view::TopRow]) -> String {
    let columns = [
        "publish-col-rank",
        "publish-col-player",
        "publish-col-rating",
        "publish-col-rated-games",
    ]
    .map(|id| w.word(id));
    let rows: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            vec![
                r.rank.to_string(),
                player_link(root, &r.label),
                w.rating(r.rating, r.provisional),
                r.games.to_string(),
            ]
        })
        .collect();
    table_headed_by(caption, &columns, &rows, 1)
}

/// `tournaments/<name>.html`: the format and rules, the crosstable with
/// Sonneborn–Berger, the players, the games by round.
pub fn tournament(site: &SiteWords<'_>, view: &TournamentView) -> String {
    let w = &site.words;
    let root = "../";
    let mut main = String::new();
    main.push_str(&heading(&w.word("publish-tournament-facts")));
    let mut facts = vec![
        fact(
            w,
            "publish-col-state",
            w.text("publish-state", Args::new().with("state", &view.state)),
        ),
        w.say(
            "publish-tournament-format",
            Args::new()
                .with(
                    "format",
                    match (view.swiss_rounds, view.double) {
                        _ if view.knockout.is_some() => "knockout",
                        (Some(_), _) => "swiss",
                        (None, true) => "double",
                        (None, false) => "single",
                    },
                )
                .with("rounds", view.swiss_rounds.unwrap_or(0))
                .with("kind", if view.rated { "rated" } else { "casual" }),
        ),
        w.say(
            "publish-tournament-seats",
            Args::new()
                .with("taken", view.players.len())
                .with("size", view.size),
        ),
        fact(
            w,
            "publish-game-time-control",
            w.time_control_text(view.time_control),
        ),
        fact(
            w,
            "publish-game-silence",
            w.text(
                "publish-game-silence-days",
                Args::new().with("days", view.forfeit_timeout_secs / crate::game::DAY),
            ),
        ),
    ];
    if let Some(moves) = &view.opening {
        facts.push(w.say(
            "publish-tournament-start-after",
            Args::new().with("moves", moves),
        ));
    }
    if let Some(fen) = &view.fen {
        facts.push(w.say(
            "publish-tournament-start-from",
            Args::new().with("fen", fen),
        ));
    }
    if let Some((event, qualify, parts, form)) = &view.stage {
        let links: Vec<String> = parts
            .iter()
            .map(|part| super::html::tournament_link(root, part))
            .collect();
        facts.push(format!(
            "{} {}",
            w.say(
                "stage-site-part",
                Args::new()
                    .with("name", event)
                    .with("qualify", *qualify)
                    .with("form", form.key()),
            ),
            links.join(" · ")
        ));
    }
    if !view.rules.is_default() {
        facts.push(w.say(
            "line-event-rules",
            Args::new().with("rules", rules_text(w, &view.rules)),
        ));
    }
    main.push_str("<ul>\n");
    for fact in facts {
        let _ = writeln!(main, "<li>{fact}</li>");
    }
    main.push_str("</ul>\n");

    let players = w.word("publish-tournament-players");
    if let Some(bracket) = view.knockout.as_ref().filter(|b| !b.rounds.is_empty()) {
        main.push_str(&knockout_bracket(w, bracket));
    } else if let Some(swiss) = &view.swiss {
        main.push_str(&swiss_standings(w, root, swiss));
    } else if view.table.rows.is_empty() {
        main.push_str(&heading(&players));
        if view.players.is_empty() {
            main.push_str(&paragraph(&w.word("publish-none")));
        } else {
            let columns = ["publish-col-seat", "publish-col-player"].map(|id| w.word(id));
            let rows: Vec<Vec<String>> = view
                .players
                .iter()
                .enumerate()
                .map(|(i, (label, _))| vec![(i + 1).to_string(), player_link(root, label)])
                .collect();
            main.push_str(&table_headed_by(&players, &columns, &rows, 1));
        }
    } else {
        let crosstable = w.word("publish-tournament-crosstable");
        main.push_str(&heading(&crosstable));
        main.push_str(&paragraph(
            &w.say(
                "publish-tournament-crosstable-note",
                Args::new()
                    .with("finished", view.table.finished)
                    .with("total", view.table.total),
            ),
        ));
        let mut columns = vec![w.word("publish-col-seat"), w.word("publish-col-player")];
        columns.extend((1..=view.table.rows.len()).map(|i| i.to_string()));
        columns.push(w.word("publish-col-points"));
        columns.push(w.word("publish-col-sb"));
        columns.push(w.word("publish-col-rank"));
        let cycles = view.table.cycles.max(1) as usize;
        let rows: Vec<Vec<String>> = view
            .table
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let mut cells = vec![(i + 1).to_string(), {
                    let link = player_link(root, &row.label);
                    if row.withdrawn {
                        format!("{link} †")
                    } else {
                        link
                    }
                }];
                for against in &row.against {
                    cells.push(match against {
                        None => "—".to_owned(),
                        Some(halves) => cell_text(halves, cycles),
                    });
                }
                cells.push(points_text(row.halves));
                cells.push(quarters_text(row.sb_quarters));
                cells.push(row.rank.to_string());
                cells
            })
            .collect();
        main.push_str(&table_headed_by(&crosstable, &columns, &rows, 1));
        if view.table.rows.iter().any(|r| r.withdrawn) {
            main.push_str(&paragraph(&w.word("publish-tournament-withdrawn")));
        }
    }

    if !view.games.is_empty() {
        let games = w.word("publish-tournament-games");
        main.push_str(&heading(&games));
        let columns = [
            "publish-col-game",
            "publish-col-round",
            "publish-col-white",
            "publish-col-black",
            "publish-col-result",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .games
            .iter()
            .map(|g| {
                vec![
                    game_link(root, g.game, &game_number(g.game)),
                    g.round.to_string(),
                    player_link(root, &g.white),
                    player_link(root, &g.black),
                    w.result(g.result),
                ]
            })
            .collect();
        main.push_str(&table(&games, &columns, &rows));
    }
    let title = w.text(
        "publish-tournament-title",
        Args::new().with("event", &view.name),
    );
    site.frame(root).document(&title, &main)
}

/// A knockout's bracket: a heading, then each round a subheading and the list of its
/// matches (players with their seeds, the score, who went through), what a screen
/// reader reads as headed lists; the legend below.
fn knockout_bracket(w: &Words, bracket: &crate::community::knockout_event::Bracket) -> String {
    let mut out = String::new();
    out.push_str(&heading(&w.word("knockout-bracket")));
    for (round, matches) in crate::render::bracket::bracket_rounds(bracket, w.language) {
        let _ = writeln!(out, "<h3>{}</h3>\n<ul>", escape(&round));
        for line in matches {
            let _ = writeln!(out, "<li>{}</li>", escape(&line));
        }
        out.push_str("</ul>\n");
    }
    out.push_str(&paragraph(&w.say(
        "knockout-legend",
        Args::new().with("seeds", bracket.seeding.key()),
    )));
    out
}

/// A Swiss's standings: place, player, each round (the opponent's place, the colour,
/// the result), points and the tie-breaks, with what the cells say below.
fn swiss_standings(
    w: &Words,
    root: &str,
    swiss: &crate::community::swiss::event::SwissTable,
) -> String {
    let mut out = String::new();
    let standings = w.word("publish-tournament-crosstable");
    out.push_str(&heading(&standings));
    let text = |id: &str, args: Args| w.text(id, args);
    let mut columns = vec![
        w.word("community-crosstable-rank"),
        w.word("community-crosstable-player"),
    ];
    columns.extend((1..=swiss.rounds).map(|round| {
        w.say(
            "community-swiss-round-column",
            Args::new().with("round", round),
        )
    }));
    columns.extend(
        [
            "community-crosstable-points",
            "community-swiss-buchholz-cut1",
            "community-swiss-buchholz",
            "community-crosstable-tiebreak",
        ]
        .map(|id| w.word(id)),
    );
    let colour = |c: Color| {
        text(
            "community-swiss-colour",
            Args::new().with("colour", c.name()),
        )
    };
    let bye = text("community-swiss-bye-cell", Args::new());
    let half_bye = text("community-swiss-half-bye-cell", Args::new());
    let words = crate::community::swiss::event::CellWords {
        bye: &bye,
        half_bye: &half_bye,
    };
    let rows: Vec<Vec<String>> = swiss
        .rows
        .iter()
        .map(|row| {
            let link = player_link(root, &row.label);
            let mut cells = vec![
                row.place.to_string(),
                if row.withdrawn {
                    format!("{link} †")
                } else {
                    link
                },
            ];
            cells.extend(
                row.cells
                    .iter()
                    .map(|cell| escape(&cell.text(colour, words))),
            );
            cells.push(points_text(row.halves));
            cells.push(points_text(row.buchholz_cut1));
            cells.push(points_text(row.buchholz));
            cells.push(quarters_text(row.sonneborn_berger));
            cells
        })
        .collect();
    out.push_str(&table_headed_by(&standings, &columns, &rows, 1));
    out.push_str(&paragraph(&w.word("community-swiss-legend")));
    if swiss.has_half_byes() {
        out.push_str(&paragraph(&w.word("community-swiss-half-bye-legend")));
    }
    if swiss.rows.iter().any(|r| r.withdrawn) {
        out.push_str(&paragraph(&w.word("publish-tournament-withdrawn")));
    }
    out
}

/// "Time control: 3 days per move", as the language writes a term and its value
/// (escaped).
fn fact(w: &Words, term: &str, value: String) -> String {
    w.say(
        "publish-fact",
        Args::new()
            .with("term", w.text(term, Args::new()))
            .with("value", value),
    )
}

/// An event's rules in the site's words, as the letters say them.
fn rules_text(w: &Words, rules: &crate::game::EventRules) -> String {
    let mut parts = Vec::new();
    if let Some(days) = rules.leave_days {
        parts.push(w.text("rule-leave-days", Args::new().with("days", days)));
    }
    if rules.no_conditional_moves {
        parts.push(w.text("rule-no-conditional-moves", Args::new()));
    }
    if rules.no_tablebase_claims {
        parts.push(w.text("rule-no-tablebase-claims", Args::new()));
    }
    if rules.draw_offers_from > 1 {
        parts.push(w.text(
            "rule-draw-offers-from",
            Args::new().with("move", rules.draw_offers_from),
        ));
    }
    match rules.publish_delay {
        None => {}
        Some(PublishDelay::End) => parts.push(w.text("rule-publish-at-end", Args::new())),
        Some(PublishDelay::Plies(plies)) => {
            parts.push(w.text("rule-publish-delay", Args::new().with("plies", plies)))
        }
    }
    parts.join("; ")
}

/// `style.css`: plain, readable, dark text on white (contrast above 7:1), visible
/// focus, tables with borders, no web fonts.
pub const STYLE: &str = "\
html { font-family: system-ui, -apple-system, \"Segoe UI\", Roboto, \"Noto Sans\", sans-serif; \
line-height: 1.5; color: #1a1a1a; background: #ffffff; }
body { max-width: 60rem; margin: 0 auto; padding: 0 1rem 2rem; }
header { border-bottom: 1px solid #6b6b6b; margin-bottom: 1rem; }
header .site { font-size: 1.25rem; font-weight: bold; margin: 0.75rem 0 0.25rem; }
nav ul { list-style: none; margin: 0 0 0.75rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
a { color: #0b4f9c; text-decoration: underline; }
a:visited { color: #5b2a86; }
a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
h1 { font-size: 1.75rem; line-height: 1.25; }
h2 { font-size: 1.35rem; margin-top: 2rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
caption { text-align: left; font-weight: bold; padding: 0.25rem 0; }
th, td { border: 1px solid #6b6b6b; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
thead th { background: #ececec; }
tbody th { font-weight: normal; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; }
dd { margin: 0; }
figure { margin: 1rem 0; }
img { max-width: 100%; height: auto; }
footer { border-top: 1px solid #6b6b6b; margin-top: 2rem; font-size: 0.9rem; color: #3d3d3d; }
";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Termination;
    use crate::i18n::Language;
    use crate::rules::Position;

    fn view(label: &str) -> GameView {
        GameView {
            row: GameRow {
                id: 7,
                white: label.to_owned(),
                black: "player2".to_owned(),
                event: Some(("<b>Spring</b>".to_owned(), 1)),
                ended: Some((GameResult::Draw, Some(Termination::Agreement), 0)),
            },
            started: 0,
            ratings: None,
            time_control: None,
            forfeit_timeout_secs: 30 * 86_400,
            delay: PublishDelay::End,
            initial: Position::new(),
            moves: Vec::new(),
            hidden: 0,
            position: Position::new(),
            pgn: String::new(),
        }
    }

    /// Whatever a name holds, it reaches the page as text; the headings go down one
    /// level at a time from the one `<h1>`.
    #[test]
    fn every_text_is_escaped_and_the_headings_are_in_order() {
        let site = SiteWords {
            words: Words {
                language: Language::English,
            },
            site: "Chess & <Friends>",
        };
        let html = game(&site, &view("<script>alert(1)</script>"), "boards/x.png");
        assert!(!html.contains("<script"), "{html}");
        assert!(!html.contains("<b>"), "{html}");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{html}"
        );
        assert!(html.contains("Chess &amp; &lt;Friends&gt;"), "{html}");
        assert_eq!(html.matches("<h1>").count(), 1, "{html}");
        let levels: Vec<u8> = html
            .match_indices("<h")
            .filter_map(|(at, _)| html.as_bytes().get(at + 2).copied())
            .filter(u8::is_ascii_digit)
            .map(|d| d - b'0')
            .collect();
        assert_eq!(levels.first(), Some(&1), "{html}");
        assert!(levels.windows(2).all(|w| w[1] <= w[0] + 1), "{levels:?}");
        assert!(html.contains("alt=\"The board seen from White"), "{html}");
    }
}
