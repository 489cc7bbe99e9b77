//! A deadline as an iCalendar file (RFC 5545): one event per deadline, at the
//! deadline, with a display alarm a day before. The event's UID is stable per game and
//! player and its SEQUENCE grows with every change of the clock, so a calendar client
//! that imported the first moves the one entry as the deadline moves; a cancelled event
//! (`STATUS:CANCELLED`) takes it away once the player has moved or the game is over.
//!
//! Written by hand (a few lines of the standard): `METHOD:PUBLISH`, times in UTC, text
//! escaped, lines folded at 75 octets and ended with CRLF.

use crate::time::{CalendarTime, Timestamp};

/// One deadline in a player's calendar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarEvent {
    /// Stable per game and player: `pawnpost-7-white@example.org`.
    pub uid: String,
    /// Grows whenever the deadline may have moved.
    pub sequence: u32,
    /// When this version was written (the letter's date).
    pub stamp: Timestamp,
    /// The deadline.
    pub at: Timestamp,
    pub summary: String,
    pub description: String,
    /// The alarm's text, a day before the deadline.
    pub alarm: String,
    /// The player no longer has to act by then: the entry goes away.
    pub cancelled: bool,
}

/// `20261121T100000Z`.
fn utc(at: Timestamp) -> String {
    let t = CalendarTime::of(at);
    format!(
        "{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        t.year, t.month, t.day, t.hour, t.minute, t.second
    )
}

/// A TEXT value: backslash, semicolon, comma and line ends escaped, other control
/// characters dropped.
fn text(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// One content line, folded at 75 octets (never inside a UTF-8 character) with CRLF
/// and a leading space on each continuation.
fn line(out: &mut String, content: &str) {
    let mut width = 0;
    for c in content.chars() {
        let len = c.len_utf8();
        if width + len > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += len;
    }
    out.push_str("\r\n");
}

/// The calendar file of `events`; `product` names the writer (`PRODID`).
pub fn calendar(events: &[CalendarEvent], product: &str) -> String {
    let mut out = String::new();
    line(&mut out, "BEGIN:VCALENDAR");
    line(&mut out, "VERSION:2.0");
    line(&mut out, &format!("PRODID:-//{}//EN", text(product)));
    line(&mut out, "METHOD:PUBLISH");
    for event in events {
        line(&mut out, "BEGIN:VEVENT");
        line(&mut out, &format!("UID:{}", text(&event.uid)));
        line(&mut out, &format!("SEQUENCE:{}", event.sequence));
        line(&mut out, &format!("DTSTAMP:{}", utc(event.stamp)));
        line(&mut out, &format!("DTSTART:{}", utc(event.at)));
        line(&mut out, &format!("SUMMARY:{}", text(&event.summary)));
        line(
            &mut out,
            &format!("DESCRIPTION:{}", text(&event.description)),
        );
        line(&mut out, "TRANSP:TRANSPARENT");
        if event.cancelled {
            line(&mut out, "STATUS:CANCELLED");
        } else {
            line(&mut out, "STATUS:CONFIRMED");
            line(&mut out, "BEGIN:VALARM");
            line(&mut out, "ACTION:DISPLAY");
            line(&mut out, "TRIGGER:-P1D");
            line(&mut out, &format!("DESCRIPTION:{}", text(&event.alarm)));
            line(&mut out, "END:VALARM");
        }
        line(&mut out, "END:VEVENT");
    }
    line(&mut out, "END:VCALENDAR");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event() -> CalendarEvent {
        CalendarEvent {
            uid: "pawnpost-7-white@example.org".to_owned(),
            sequence: 3,
            stamp: 1_795_255_200,
            at: 1_795_514_400,
            summary: "Du bist am Zug in Partie #7 — Frist".to_owned(),
            description: "Antworte; vor Ablauf, bitte.\nDanke".to_owned(),
            alarm: "Noch ein Tag".to_owned(),
            cancelled: false,
        }
    }

    #[test]
    fn lines_are_folded_escaped_and_crlf() {
        let ics = calendar(&[event()], "pawnpost");
        assert!(ics.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"));
        assert!(ics.contains("DTSTART:20261124T100000Z\r\n"));
        assert!(ics.contains("DESCRIPTION:Antworte\\; vor Ablauf\\, bitte.\\nDanke\r\n"));
        for l in ics.split("\r\n") {
            assert!(l.len() <= 75, "{l}");
        }
        assert!(!ics.replace("\r\n", "").contains('\n'));
    }

    #[test]
    fn a_cancelled_event_has_no_alarm() {
        let ics = calendar(
            &[CalendarEvent {
                cancelled: true,
                ..event()
            }],
            "pawnpost",
        );
        assert!(ics.contains("STATUS:CANCELLED"));
        assert!(!ics.contains("VALARM"));
    }
}
