//! The HTML every page shares: the document around a page's content (language,
//! title, style sheet, navigation, one `<main>`, footer), links to games, players and
//! tournaments, dates, and the one way a sentence is made ([`Words::say`]: a message of
//! the site's language, escaped). Every text that goes into a page is escaped here or
//! by [`escape`]; no script, no remote resource.

use std::fmt::Write as _;

use crate::game::{GameId, GameResult, TimeControl, Timestamp};
use crate::i18n::{Args, Language, message};
use crate::rules::Color;

pub use crate::render::escape_html as escape;

/// The words of the site's language, escaped for HTML.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    pub language: Language,
}

impl Words {
    /// The message `id` with `args`, as plain text (for the feed's XML and alt texts,
    /// which escape it themselves).
    pub fn text(&self, id: &str, args: Args) -> String {
        message(self.language, id, &args)
    }

    /// The message `id` with `args`, escaped for HTML.
    pub fn say(&self, id: &str, args: Args) -> String {
        escape(&self.text(id, args))
    }

    /// A message without arguments, escaped.
    pub fn word(&self, id: &str) -> String {
        self.say(id, Args::new())
    }

    /// A result as the tables show it: `1-0`, `½-½`, in progress.
    pub fn result(&self, result: Option<GameResult>) -> String {
        self.say(
            "publish-result",
            Args::new().with("result", result_key(result)),
        )
    }

    /// "White" or "Black".
    pub fn color(&self, color: Color) -> String {
        self.say("publish-color", Args::new().with("color", color.name()))
    }

    /// A time control in words, escaped: "3 days per move", "Fischer 10+1 (…)".
    pub fn time_control(&self, control: Option<TimeControl>) -> String {
        escape(&self.time_control_text(control))
    }

    /// [`Words::time_control`] as plain text.
    pub fn time_control_text(&self, control: Option<TimeControl>) -> String {
        match control {
            None => self.text("publish-server-control", Args::new()),
            Some(TimeControl::DaysPerMove { days }) => self.text(
                "clock-control-days-per-move",
                Args::new().with("days", days),
            ),
            Some(TimeControl::Fischer {
                base_days,
                increment_days,
            }) => self.text(
                "clock-control-fischer",
                Args::new()
                    .with("base_days", base_days)
                    .with("increment_days", increment_days),
            ),
        }
    }

    /// A rating with its provisional mark.
    pub fn rating(&self, rating: i32, provisional: bool) -> String {
        self.say(
            "publish-rating",
            Args::new()
                .with("rating", rating)
                .with("provisional", yes_no(provisional)),
        )
    }

    /// The event of a game: its tournament and round, or a single game.
    pub fn event(&self, root: &str, event: &Option<(String, u32)>) -> String {
        match event {
            Some((name, round)) => {
                let text = self.text(
                    "publish-event-round",
                    Args::new().with("event", name).with("round", *round),
                );
                match super::tournament_path(name) {
                    Some(path) => format!("<a href=\"{root}{path}\">{}</a>", escape(&text)),
                    None => escape(&text),
                }
            }
            None => self.word("publish-single-game"),
        }
    }
}

/// The key a message chooses a result's words by.
pub fn result_key(result: Option<GameResult>) -> &'static str {
    match result {
        Some(GameResult::WhiteWins) => "white",
        Some(GameResult::BlackWins) => "black",
        Some(GameResult::Draw) => "draw",
        Some(GameResult::Cancelled) => "cancelled",
        None => "running",
    }
}

pub fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// A date as `2026-11-21` in a `<time>` element: the same in every language.
pub fn date(ts: Timestamp) -> String {
    let t = crate::time::CalendarTime::of(ts);
    format!(
        "<time datetime=\"{0:04}-{1:02}-{2:02}\">{0:04}-{1:02}-{2:02}</time>",
        t.year, t.month, t.day
    )
}

/// A link to a player's page, or their label alone when it cannot be a file name.
pub fn player_link(root: &str, label: &str) -> String {
    match super::player_path(label) {
        Some(path) => format!("<a href=\"{root}{path}\">{}</a>", escape(label)),
        None => escape(label),
    }
}

/// A link to a game's page, with `text` (already escaped) as its words.
pub fn game_link(root: &str, game: GameId, text: &str) -> String {
    format!("<a href=\"{root}{}\">{text}</a>", super::game_path(game))
}

/// A link to a tournament's page.
pub fn tournament_link(root: &str, name: &str) -> String {
    match super::tournament_path(name) {
        Some(path) => format!("<a href=\"{root}{path}\">{}</a>", escape(name)),
        None => escape(name),
    }
}

/// What the frame of a page needs besides its content.
pub struct Frame<'a> {
    pub words: Words,
    /// The server's name (`server.name`), as the site's title.
    pub site: &'a str,
    /// The way from the page to the site's root: `""` or `"../"`.
    pub root: &'a str,
}

impl Frame<'_> {
    /// The whole document: `title` in the tab and as the one `<h1>`, `main` (already
    /// HTML, its headings from `<h2>` down) inside `<main>`.
    pub fn document(&self, title: &str, main: &str) -> String {
        let w = &self.words;
        let root = self.root;
        let site = escape(self.site);
        let title = escape(title);
        let mut out = String::with_capacity(main.len() + 2048);
        let _ = write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <title>{title} – {site}</title>\n\
             <link rel=\"stylesheet\" href=\"{root}style.css\">\n\
             <link rel=\"alternate\" type=\"application/atom+xml\" href=\"{root}feed.atom\" title=\"{feed}\">\n\
             </head>\n<body>\n<header>\n<p class=\"site\"><a href=\"{root}index.html\">{site}</a></p>\n\
             <nav aria-label=\"{nav}\">\n<ul>\n\
             <li><a href=\"{root}index.html\">{home}</a></li>\n\
             <li><a href=\"{root}top.html\">{top}</a></li>\n\
             <li><a href=\"{root}feed.atom\">{feed}</a></li>\n\
             </ul>\n</nav>\n</header>\n<main>\n<h1>{title}</h1>\n{main}</main>\n\
             <footer>\n<p>{footer}</p>\n</footer>\n</body>\n</html>\n",
            lang = w.language.code(),
            feed = w.word("publish-nav-feed"),
            nav = w.word("publish-nav"),
            home = w.word("publish-nav-home"),
            top = w.word("publish-nav-top"),
            footer = w.say("publish-footer", Args::new().with("site", self.site)),
        );
        out
    }
}

/// A table: its caption, column headings (`<th scope="col">`) and rows, each row's
/// first cell a row heading (`<th scope="row">`). Cells are HTML already.
pub fn table(caption: &str, columns: &[String], rows: &[Vec<String>]) -> String {
    table_headed_by(caption, columns, rows, 0)
}

/// [`table`] with the row headings in column `heading` (0-based).
pub fn table_headed_by(
    caption: &str,
    columns: &[String],
    rows: &[Vec<String>],
    heading: usize,
) -> String {
    let mut out = String::with_capacity(256 + rows.len() * 128);
    let _ = write!(out, "<table>\n<caption>{caption}</caption>\n<thead>\n<tr>");
    for column in columns {
        let _ = write!(out, "<th scope=\"col\">{column}</th>");
    }
    out.push_str("</tr>\n</thead>\n<tbody>\n");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            if i == heading {
                let _ = write!(out, "<th scope=\"row\">{cell}</th>");
            } else {
                let _ = write!(out, "<td>{cell}</td>");
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

/// A paragraph of already escaped text.
pub fn paragraph(text: &str) -> String {
    format!("<p>{text}</p>\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_head_their_columns_and_rows() {
        let html = table(
            "Moves",
            &["#".to_owned(), "White".to_owned()],
            &[vec!["1".to_owned(), "e4".to_owned()]],
        );
        assert!(html.contains("<caption>Moves</caption>"), "{html}");
        assert!(html.contains("<th scope=\"col\">White</th>"), "{html}");
        assert!(
            html.contains("<tr><th scope=\"row\">1</th><td>e4</td></tr>"),
            "{html}"
        );
    }

    #[test]
    fn names_are_escaped_and_linked_only_when_they_can_be_file_names() {
        assert_eq!(
            player_link("../", "Anna_K"),
            "<a href=\"../players/Anna_K.html\">Anna_K</a>"
        );
        assert_eq!(player_link("", "<script>"), "&lt;script&gt;");
        assert_eq!(date(0), "<time datetime=\"1970-01-01\">1970-01-01</time>");
    }
}
