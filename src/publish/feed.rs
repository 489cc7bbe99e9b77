//! `feed.atom`: the games that ended last, newest first, as an Atom feed (RFC 4287).
//! Entry ids are tag URIs of the server's domain and the game's number, so a feed
//! reader knows an entry again across rebuilds; links are relative to the feed, which
//! sits at the site's root.

use std::fmt::Write as _;

use crate::i18n::Args;
use crate::time::CalendarTime;

use super::html::{Words, result_key};
use super::view::GameRow;

/// Escapes text for XML content and attributes.
pub fn escape_xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 allows no other control characters.
            c if c.is_control() && !matches!(c, '\n' | '\t') => {}
            _ => out.push(c),
        }
    }
    out
}

/// RFC 3339 in UTC: `2026-11-21T10:00:00Z`.
fn rfc3339(ts: crate::game::Timestamp) -> String {
    let t = CalendarTime::of(ts);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        t.year, t.month, t.day, t.hour, t.minute, t.second
    )
}

/// The feed of `finished` (newest first) for the site called `site` at `domain`.
pub fn feed(words: &Words, site: &str, domain: &str, finished: &[GameRow]) -> String {
    let domain = escape_xml(domain);
    let updated = finished
        .iter()
        .filter_map(|g| g.ended.map(|(_, _, at)| at))
        .max()
        .unwrap_or(0);
    let mut out = String::with_capacity(1024 + finished.len() * 512);
    let _ = write!(
        out,
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{lang}\">\n\
         <id>tag:{domain},2024:pawnpost/feed</id>\n\
         <title>{title}</title>\n\
         <updated>{updated}</updated>\n\
         <author><name>{site}</name></author>\n\
         <link rel=\"alternate\" type=\"text/html\" href=\"index.html\"/>\n\
         <link rel=\"self\" type=\"application/atom+xml\" href=\"feed.atom\"/>\n",
        lang = words.language.code(),
        title = escape_xml(&words.text("publish-feed-title", Args::new().with("site", site))),
        updated = rfc3339(updated),
        site = escape_xml(site),
    );
    for game in finished {
        let Some((result, termination, at)) = game.ended else {
            continue;
        };
        let title = words.text(
            "publish-feed-entry",
            Args::new()
                .with("white", &game.white)
                .with("black", &game.black)
                .with("result", result_key(Some(result))),
        );
        let by = termination.map_or_else(String::new, |t| {
            words.text("termination", Args::new().with("termination", t.key()))
        });
        let mut summary = words.text(
            "publish-game-ended-by",
            Args::new()
                .with("result", result_key(Some(result)))
                .with("by", by),
        );
        let event = match &game.event {
            Some((name, round)) => words.text(
                "publish-event-round",
                Args::new().with("event", name).with("round", *round),
            ),
            None => words.text("publish-single-game", Args::new()),
        };
        summary = words.text(
            "publish-fact",
            Args::new().with("term", event).with("value", summary),
        );
        let _ = write!(
            out,
            "<entry>\n<id>tag:{domain},2024:pawnpost/games/{id}</id>\n\
             <title>{title}</title>\n<updated>{updated}</updated>\n\
             <link rel=\"alternate\" type=\"text/html\" href=\"{path}\"/>\n\
             <summary>{summary}</summary>\n</entry>\n",
            id = game.id,
            title = escape_xml(&title),
            updated = rfc3339(at),
            path = super::game_path(game.id),
            summary = escape_xml(&summary),
        );
    }
    out.push_str("</feed>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_rfc3339_and_text_is_escaped() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_795_255_200), "2026-11-21T10:00:00Z");
        assert_eq!(
            escape_xml("<a & 'b'>\u{1}"),
            "&lt;a &amp; &apos;b&apos;&gt;"
        );
    }
}
