//! A ladder's public page (`tournaments/<name>.html`: a ladder's name is a tournament's
//! kind of name, unique among both) and its line on the index: the places from the
//! top, the open challenges, the last changes and the rules. Labels only, never an
//! address; the words are the `ladder-page-…` messages of `i18n/<code>/ladder.ftl`.

use std::collections::BTreeMap;

use crate::community::ladder::{Ending, Standing};
use crate::game::{GameId, Timestamp};
use crate::i18n::Args;
use crate::store::{LadderChallengeState, LadderEvent, StoreError, Tx};

use super::collect::Collector;
use super::html::{date, game_link, paragraph, player_link, table, tournament_link};
use super::page::SiteWords;

/// One place on the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaceRow {
    pub place: u32,
    pub label: String,
}

/// A challenge not yet over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenRow {
    pub challenger: String,
    pub defender: String,
    /// Answer due by then, while open.
    pub answer_by: Timestamp,
    /// Its game, once accepted.
    pub game: Option<GameId>,
}

/// A challenge that ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangeRow {
    pub at: Timestamp,
    pub challenger: String,
    pub defender: String,
    /// `None`: cancelled.
    pub ending: Option<Ending>,
    /// The challenger's place after it.
    pub place: u32,
}

/// What a ladder's page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LadderView {
    pub name: String,
    pub reach: u32,
    pub days: u32,
    pub rematch_days: u32,
    pub places: Vec<PlaceRow>,
    pub open: Vec<OpenRow>,
    pub changes: Vec<ChangeRow>,
}

/// How many ended challenges the page lists.
const CHANGES_LISTED: u32 = 10;

/// The view of ladder `l`, and its players' addresses (the page links their pages).
pub(super) fn collect(
    c: &mut Collector<'_>,
    tx: &Tx<'_>,
    l: &LadderEvent,
) -> Result<(LadderView, Vec<String>), StoreError> {
    let order = tx.ladder_order(l.id)?;
    let mut places = Vec::with_capacity(order.places.len());
    for (index, address) in order.places.iter().enumerate() {
        places.push(PlaceRow {
            place: index as u32 + 1,
            label: c.label(tx, address)?,
        });
    }
    let mut open = Vec::new();
    for ch in tx.live_ladder_challenges(l.id)? {
        open.push(OpenRow {
            challenger: c.label(tx, &ch.challenger)?,
            defender: c.label(tx, &ch.defender)?,
            answer_by: ch.answer_by,
            game: ch
                .game
                .filter(|_| ch.state == LadderChallengeState::Playing),
        });
    }
    let mut changes = Vec::new();
    for ch in tx.ended_ladder_challenges(l.id, CHANGES_LISTED)? {
        let LadderChallengeState::Ended(ending) = ch.state else {
            continue;
        };
        changes.push(ChangeRow {
            at: ch.ended_at,
            challenger: c.label(tx, &ch.challenger)?,
            defender: c.label(tx, &ch.defender)?,
            ending,
            place: ch.challenger_place,
        });
    }
    Ok((
        LadderView {
            name: l.name.clone(),
            reach: l.rules.reach,
            days: l.challenge_days,
            rematch_days: l.rules.rematch_days,
            places,
            open,
            changes,
        },
        order.places,
    ))
}

fn heading(text: &str) -> String {
    format!("<h2>{text}</h2>\n")
}

/// The ending's key, as the messages choose by.
fn ending_key(ending: Option<Ending>) -> &'static str {
    match ending {
        Some(Ending::ChallengerWon) => "won",
        Some(Ending::Draw) => "drawn",
        Some(Ending::DefenderWon) => "lost",
        Some(Ending::Declined) => "declined",
        Some(Ending::Unanswered) => "unanswered",
        None => "cancelled",
    }
}

/// The page of a ladder.
pub fn page(site: &SiteWords<'_>, view: &LadderView) -> String {
    let w = &site.words;
    let root = "../";
    let mut main = String::new();
    let places = w.word("ladder-page-places");
    main.push_str(&heading(&places));
    if view.places.is_empty() {
        main.push_str(&paragraph(&w.word("ladder-page-nobody")));
    } else {
        let columns = ["ladder-page-col-place", "ladder-page-col-player"].map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .places
            .iter()
            .map(|p| vec![p.place.to_string(), player_link(root, &p.label)])
            .collect();
        main.push_str(&table(&places, &columns, &rows));
    }
    let open = w.word("ladder-page-open");
    main.push_str(&heading(&open));
    if view.open.is_empty() {
        main.push_str(&paragraph(&w.word("ladder-page-none")));
    } else {
        let columns = [
            "ladder-page-col-challenger",
            "ladder-page-col-defender",
            "ladder-page-col-state",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .open
            .iter()
            .map(|o| {
                let state = match o.game {
                    Some(game) => game_link(
                        root,
                        game,
                        &w.say("ladder-page-playing", Args::new().with("game", game)),
                    ),
                    None => w.say(
                        "ladder-page-waiting",
                        Args::new().with("date", crate::time::format_utc(o.answer_by)),
                    ),
                };
                vec![
                    player_link(root, &o.challenger),
                    player_link(root, &o.defender),
                    state,
                ]
            })
            .collect();
        main.push_str(&table(&open, &columns, &rows));
    }
    let changes = w.word("ladder-page-changes");
    main.push_str(&heading(&changes));
    if view.changes.is_empty() {
        main.push_str(&paragraph(&w.word("ladder-page-none")));
    } else {
        let columns = [
            "ladder-page-col-date",
            "ladder-page-col-challenger",
            "ladder-page-col-defender",
            "ladder-page-col-outcome",
        ]
        .map(|id| w.word(id));
        let rows: Vec<Vec<String>> = view
            .changes
            .iter()
            .map(|ch| {
                vec![
                    date(ch.at),
                    player_link(root, &ch.challenger),
                    player_link(root, &ch.defender),
                    w.say(
                        "ladder-page-outcome",
                        Args::new()
                            .with("ending", ending_key(ch.ending))
                            .with("place", ch.place),
                    ),
                ]
            })
            .collect();
        main.push_str(&table(&changes, &columns, &rows));
    }
    main.push_str(&heading(&w.word("ladder-page-rules")));
    main.push_str(&paragraph(
        &w.say(
            "ladder-rules",
            Args::new()
                .with("reach", view.reach)
                .with("days", view.days)
                .with("rematch_days", view.rematch_days),
        ),
    ));
    main.push_str(&paragraph(
        &w.say("ladder-page-how", Args::new().with("name", &view.name)),
    ));
    let title = w.text("ladder-page-title", Args::new().with("name", &view.name));
    site.frame(root).document(&title, &main)
}

/// The index's section of ladders: each by name, with its number of players; none
/// without a ladder.
pub fn index_section(site: &SiteWords<'_>, root: &str, ladders: &[(String, u32)]) -> String {
    // A site without a ladder shows no section for them.
    if ladders.is_empty() {
        return String::new();
    }
    let w = &site.words;
    let mut out = heading(&w.word("ladder-page-index-heading"));
    out.push_str("<ul>\n");
    for (name, players) in ladders {
        out.push_str(&format!(
            "<li>{} ({})</li>\n",
            tournament_link(root, name),
            w.say("ladder-page-players", Args::new().with("players", *players))
        ));
    }
    out.push_str("</ul>\n");
    out
}

/// The ladders on the index, oldest first, with their number of players.
pub(super) fn index_rows(tx: &Tx<'_>) -> Result<Vec<(String, u32)>, StoreError> {
    tx.all_ladders()?
        .into_iter()
        .map(|l| Ok((l.name.clone(), tx.ladder_order(l.id)?.places.len() as u32)))
        .collect()
}

/// Where every ladder player stands (as their page shows it), by community id, with
/// their address: the record keeps it, so that a page whose standing changed without
/// a game of theirs (a join, a challenge, a place lost to a climber) is rewritten.
/// One read of each ladder's order and challenges, and one of the players' ids.
pub(super) fn standings(
    c: &mut Collector<'_>,
    tx: &Tx<'_>,
) -> Result<BTreeMap<i64, (String, Vec<Standing>)>, StoreError> {
    let mut by_address: BTreeMap<String, Vec<Standing>> = BTreeMap::new();
    for l in tx.all_ladders()? {
        for (address, standing) in tx.ladder_standings(&l, None, &mut |a| c.label(tx, a))? {
            by_address.entry(address).or_default().push(standing);
        }
    }
    let ids = tx.ladder_player_ids()?;
    Ok(by_address
        .into_iter()
        .filter_map(|(address, standings)| {
            let id = *ids
                .get(&address)
                .or_else(|| ids.get(&address.to_lowercase()))?;
            Some((id, (address, standings)))
        })
        .collect())
}

/// Writes every ladder's page (a handful, each at most `MAX_PLAYERS` places; a page
/// whose bytes did not change is not rewritten). Returns their players' addresses and
/// the paths.
pub(super) fn write(
    store: &mut crate::store::Store,
    site: &super::Site,
    out: &mut super::SiteDir,
) -> Result<(Vec<String>, Vec<String>), super::PublishError> {
    let words = site.words();
    let views = store.read(|tx| {
        let mut c = Collector::new(site);
        tx.all_ladders()?
            .iter()
            .map(|l| collect(&mut c, tx, l))
            .collect::<Result<Vec<_>, StoreError>>()
    })?;
    super::write_event_pages(
        out,
        views,
        |view| view.name.as_str(),
        |view| page(&words, view),
    )
}
