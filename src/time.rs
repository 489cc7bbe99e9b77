//! Time, once for the whole program: the [`Timestamp`] every module passes around, the
//! clock ([`now`], read only at the edges: the daemon, the CLI), the calendar
//! ([`CalendarTime`], UTC, proleptic Gregorian), and the two ways pawnpost writes a
//! time: the UTC text of the admin's commands and of letters ([`format_utc`], read back
//! by [`parse_utc`]) and the RFC 5322 date of mail headers ([`rfc5322`]).
//!
//! ```
//! use pawnpost::time::{CalendarTime, Weekday, format_utc, parse_utc, rfc5322};
//!
//! let t = parse_utc("2026-11-21T10:00:00Z")?;
//! assert_eq!(t, 1_795_255_200);
//! assert_eq!(parse_utc("1795255200")?, t);
//! assert_eq!(format_utc(t), "2026-11-21 10:00 UTC");
//! assert_eq!(rfc5322(t), "Sat, 21 Nov 2026 10:00:00 +0000");
//! let day = CalendarTime::of(t);
//! assert_eq!((day.year, day.month, day.day, day.weekday), (2026, 11, 21, Weekday::Saturday));
//! # Ok::<(), pawnpost::time::TimeError>(())
//! ```

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970-01-01 00:00:00 UTC. Pure code takes it as a parameter.
pub type Timestamp = i64;

const SECONDS_PER_DAY: i64 = 86_400;
/// The last second of 9999-12-31, the latest moment a four-digit year can show.
const LAST_FOUR_DIGIT_SECOND: Timestamp = 253_402_300_799;

/// Seconds since the epoch now: the one place pawnpost reads the clock.
pub fn now() -> Timestamp {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// A day of the week.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Weekday {
    /// Monday first, as ISO 8601 and the German and French calendars count.
    pub const ALL: [Weekday; 7] = [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ];

    /// 1 for Monday to 7 for Sunday (ISO 8601).
    pub fn number_from_monday(self) -> u32 {
        self as u32 + 1
    }

    /// The day `days` after 1970-01-01, a Thursday.
    fn of_day(days: i64) -> Weekday {
        // 1970-01-01 is index 3 (Thursday) from Monday.
        let index = (days + 3).rem_euclid(7);
        Weekday::ALL[usize::try_from(index).unwrap_or(0)]
    }

    /// The English abbreviation RFC 5322 prescribes (not for letters: those are in the
    /// player's language).
    fn rfc5322_name(self) -> &'static str {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][self as usize]
    }
}

/// A moment as the calendar shows it in UTC: what a letter needs to print a date in any
/// language's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CalendarTime {
    pub year: i64,
    /// 1 for January to 12 for December.
    pub month: u32,
    /// 1 to 31.
    pub day: u32,
    /// 0 to 23.
    pub hour: u32,
    /// 0 to 59.
    pub minute: u32,
    /// 0 to 59 (Unix time has no leap seconds).
    pub second: u32,
    pub weekday: Weekday,
}

impl CalendarTime {
    /// The calendar time of `ts`. Total: every i64 is some moment.
    pub fn of(ts: Timestamp) -> CalendarTime {
        let days = ts.div_euclid(SECONDS_PER_DAY);
        let secs = ts.rem_euclid(SECONDS_PER_DAY);
        let (year, month, day) = civil_from_days(days);
        // secs is in 0..86_400, so every part fits a u32.
        let part = |value: i64| u32::try_from(value).unwrap_or(0);
        CalendarTime {
            year,
            month,
            day,
            hour: part(secs / 3600),
            minute: part(secs % 3600 / 60),
            second: part(secs % 60),
            weekday: Weekday::of_day(days),
        }
    }

    /// The moment with these parts, when they name one: a real date (2024-02-29 yes,
    /// 2023-02-29 no) of a year from 0 to 9999, a time of day from 00:00:00 to 23:59:59.
    pub fn from_parts(
        year: i64,
        month: u32,
        day: u32,
        hour: u32,
        minute: u32,
        second: u32,
    ) -> Option<CalendarTime> {
        let valid = (0..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in_month(year, month)).contains(&day)
            && hour < 24
            && minute < 60
            && second < 60;
        valid.then(|| {
            let days = days_from_civil(year, month, day);
            CalendarTime {
                year,
                month,
                day,
                hour,
                minute,
                second,
                weekday: Weekday::of_day(days),
            }
        })
    }

    /// The timestamp of this moment (the inverse of [`CalendarTime::of`]; saturating
    /// at the ends of the i64 range, which no real moment reaches).
    pub fn timestamp(&self) -> Timestamp {
        days_from_civil(self.year, self.month, self.day)
            .saturating_mul(SECONDS_PER_DAY)
            .saturating_add(
                i64::from(self.hour) * 3600 + i64::from(self.minute) * 60 + i64::from(self.second),
            )
    }
}

/// Whether `year` has a 29 February (Gregorian: every fourth year, but not centuries
/// unless divisible by 400).
pub fn is_leap_year(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days of `month` (1 to 12) in `year`; 0 for a month that is none.
pub fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// (year, month, day) of the day `days` after 1970-01-01: Howard Hinnant's
/// days-to-civil algorithm, exact for the whole i64 range that `ts / 86_400` spans.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    // doy is in 0..366 and mp in 0..12, so day and month fit a u32.
    let day = u32::try_from(doy - (153 * mp + 2) / 5 + 1).unwrap_or(1);
    let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or(1);
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Days since 1970-01-01 of a calendar date (the inverse of [`civil_from_days`]).
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = year - i64::from(month <= 2);
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400);
    let month = i64::from(month);
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The UTC text of admin output and letters: `2024-06-10 14:30 UTC`.
pub fn format_utc(ts: Timestamp) -> String {
    let t = CalendarTime::of(ts);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        t.year, t.month, t.day, t.hour, t.minute
    )
}

/// A text that is not a time [`parse_utc`] reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a time; write unix seconds or a UTC date like 2024-06-10 or 2024-06-10T14:30:00Z"
)]
pub struct TimeError(pub String);

/// Reads a time as the CLI takes it (`--now`): unix seconds (`1795255200`), or a UTC
/// date `YYYY-MM-DD`, optionally followed by `T` or a space and `HH:MM` or `HH:MM:SS`,
/// optionally ending in `Z` or ` UTC` — so [`format_utc`]'s own text reads back.
pub fn parse_utc(text: &str) -> Result<Timestamp, TimeError> {
    let bad = || TimeError(text.to_owned());
    let t = text.trim();
    if let Ok(secs) = t.parse::<i64>() {
        return Ok(secs);
    }
    let t = t
        .strip_suffix('Z')
        .or_else(|| t.strip_suffix(" UTC"))
        .unwrap_or(t);
    let (date, time) = t.split_once(['T', ' ']).unwrap_or((t, "00:00:00"));
    let numbers = |s: &str, sep: char| -> Option<Vec<u32>> {
        s.split(sep)
            .map(|p| {
                // Only digits: `u32::from_str` would also take a leading `+`.
                (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| p.parse().ok())
                    .flatten()
            })
            .collect()
    };
    let d = numbers(date, '-').ok_or_else(bad)?;
    let h = numbers(time, ':').ok_or_else(bad)?;
    let [year, month, day] = d[..] else {
        return Err(bad());
    };
    let (hour, minute, second) = match h[..] {
        [h, m] => (h, m, 0),
        [h, m, s] => (h, m, s),
        _ => return Err(bad()),
    };
    CalendarTime::from_parts(i64::from(year), month, day, hour, minute, second)
        .map(|t| t.timestamp())
        .ok_or_else(bad)
}

/// The RFC 5322 date of a mail header, in UTC: `Sat, 21 Nov 2026 10:00:00 +0000`.
/// The day has two digits, as lettre and HTTP write it; both forms are valid mail.
pub fn rfc5322(ts: Timestamp) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let t = CalendarTime::of(ts);
    let month = MONTHS[usize::try_from(t.month.saturating_sub(1)).unwrap_or(0) % 12];
    format!(
        "{}, {:02} {month} {:04} {:02}:{:02}:{:02} +0000",
        t.weekday.rfc5322_name(),
        t.day,
        t.year,
        t.hour,
        t.minute,
        t.second
    )
}

/// `ts` moved into the range a mail header can carry (1970 to 9999), for writers whose
/// parsers know no other years.
pub fn clamp_to_mail_range(ts: Timestamp) -> Timestamp {
    ts.clamp(0, LAST_FOUR_DIGIT_SECOND)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn at(year: i64, month: u32, day: u32, hour: u32, minute: u32, second: u32) -> Timestamp {
        CalendarTime::from_parts(year, month, day, hour, minute, second)
            .unwrap_or_else(|| panic!("{year}-{month}-{day} {hour}:{minute}:{second}"))
            .timestamp()
    }

    #[test]
    fn known_dates() {
        /// A timestamp, the calendar parts (year, month, day, hour, minute, second)
        /// it shows, and its weekday.
        type Case = (Timestamp, (i64, u32, u32, u32, u32, u32), Weekday);
        let cases: [Case; 9] = [
            (0, (1970, 1, 1, 0, 0, 0), Weekday::Thursday),
            (-1, (1969, 12, 31, 23, 59, 59), Weekday::Wednesday),
            (951_782_400, (2000, 2, 29, 0, 0, 0), Weekday::Tuesday),
            (1_718_000_000, (2024, 6, 10, 6, 13, 20), Weekday::Monday),
            (1_709_164_800, (2024, 2, 29, 0, 0, 0), Weekday::Thursday),
            (1_795_255_200, (2026, 11, 21, 10, 0, 0), Weekday::Saturday),
            (4_107_542_399, (2100, 2, 28, 23, 59, 59), Weekday::Sunday),
            (4_107_542_400, (2100, 3, 1, 0, 0, 0), Weekday::Monday),
            (253_402_300_799, (9999, 12, 31, 23, 59, 59), Weekday::Friday),
        ];
        for (ts, (year, month, day, hour, minute, second), weekday) in cases {
            let t = CalendarTime::of(ts);
            assert_eq!(
                (
                    t.year, t.month, t.day, t.hour, t.minute, t.second, t.weekday
                ),
                (year, month, day, hour, minute, second, weekday),
                "{ts}"
            );
            assert_eq!(t.timestamp(), ts);
            assert_eq!(at(year, month, day, hour, minute, second), ts);
        }
    }

    #[test]
    fn leap_years() {
        assert!(is_leap_year(2024) && is_leap_year(2000) && is_leap_year(1600));
        assert!(!is_leap_year(2023) && !is_leap_year(2100) && !is_leap_year(1900));
        assert_eq!(days_in_month(2024, 2), 29);
        assert_eq!(days_in_month(2100, 2), 28);
        assert_eq!(days_in_month(2000, 2), 29);
        assert_eq!(days_in_month(2023, 13), 0);
        assert!(CalendarTime::from_parts(2024, 2, 29, 0, 0, 0).is_some());
        assert!(CalendarTime::from_parts(2023, 2, 29, 0, 0, 0).is_none());
        assert!(CalendarTime::from_parts(2100, 2, 29, 0, 0, 0).is_none());
        assert!(CalendarTime::from_parts(2024, 4, 31, 0, 0, 0).is_none());
        assert!(CalendarTime::from_parts(2024, 1, 1, 24, 0, 0).is_none());
        assert!(CalendarTime::from_parts(10_000, 1, 1, 0, 0, 0).is_none());
    }

    #[test]
    fn the_utc_text() {
        assert_eq!(format_utc(1_718_000_000), "2024-06-10 06:13 UTC");
        assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(format_utc(-60), "1969-12-31 23:59 UTC");
    }

    #[test]
    fn parsing_the_forms_the_cli_takes() {
        let t = 1_795_255_200;
        for text in [
            "1795255200",
            " 1795255200 ",
            "2026-11-21T10:00:00Z",
            "2026-11-21T10:00:00",
            "2026-11-21T10:00Z",
            "2026-11-21 10:00",
            "2026-11-21 10:00 UTC",
        ] {
            assert_eq!(parse_utc(text), Ok(t), "{text}");
        }
        assert_eq!(parse_utc("2026-11-21"), Ok(t - 10 * 3600));
        assert_eq!(parse_utc("-5"), Ok(-5));
        for bad in [
            "",
            "yesterday",
            "2024-02-30",
            "2023-02-29",
            "2024-13-01",
            "2024-06-10T24:00",
            "2024-06-10T10",
            "2024-06-10T10:00:00:00",
            "2024-6",
            "+2024-06-10",
            "2024-+6-10",
            "99999999999999999999-01-01",
            "12345-01-01",
        ] {
            let error = parse_utc(bad).unwrap_err();
            assert!(error.to_string().contains("is not a time"), "{bad}");
        }
    }

    #[test]
    fn rfc5322_dates() {
        assert_eq!(rfc5322(0), "Thu, 01 Jan 1970 00:00:00 +0000");
        assert_eq!(rfc5322(1_795_255_200), "Sat, 21 Nov 2026 10:00:00 +0000");
        assert_eq!(rfc5322(951_825_599), "Tue, 29 Feb 2000 11:59:59 +0000");
        assert_eq!(rfc5322(4_107_542_400), "Mon, 01 Mar 2100 00:00:00 +0000");
        // mail-parser, which reads every inbound mail, reads it back.
        for ts in [0, 951_825_599, 1_795_255_200, 4_107_542_400] {
            let raw = format!("Date: {}\r\n\r\nx", rfc5322(ts));
            let parsed = mail_parser::MessageParser::new()
                .parse(raw.as_bytes())
                .unwrap();
            assert_eq!(parsed.date().unwrap().to_timestamp(), ts);
        }
    }

    #[test]
    fn mail_range() {
        assert_eq!(clamp_to_mail_range(-5), 0);
        assert_eq!(clamp_to_mail_range(1_795_255_200), 1_795_255_200);
        assert_eq!(clamp_to_mail_range(i64::MAX), LAST_FOUR_DIGIT_SECOND);
    }

    #[test]
    fn the_clock_is_after_this_code_was_written() {
        assert!(now() > 1_767_225_600, "2026-01-01");
    }

    proptest! {
        #[test]
        fn calendar_round_trips(ts in -(1i64 << 62)..(1i64 << 62)) {
            let t = CalendarTime::of(ts);
            prop_assert!((1..=12).contains(&t.month));
            prop_assert!((1..=days_in_month(t.year, t.month)).contains(&t.day));
            prop_assert_eq!(t.timestamp(), ts);
        }

        #[test]
        fn the_weekday_advances_by_one_each_day(days in -10_000_000i64..10_000_000) {
            let today = CalendarTime::of(days * 86_400).weekday.number_from_monday();
            let tomorrow = CalendarTime::of((days + 1) * 86_400).weekday.number_from_monday();
            prop_assert_eq!(tomorrow, today % 7 + 1);
        }

        #[test]
        fn utc_text_round_trips(ts in 0i64..LAST_FOUR_DIGIT_SECOND) {
            let minute = ts - ts.rem_euclid(60);
            prop_assert_eq!(parse_utc(&format_utc(ts)), Ok(minute));
            let iso = {
                let t = CalendarTime::of(ts);
                format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", t.year, t.month, t.day, t.hour, t.minute, t.second)
            };
            prop_assert_eq!(parse_utc(&iso), Ok(ts));
        }
    }
}

/// The first moment after `after` when the wall clocks of time zone `zone` (an IANA
/// name; UTC when unknown) show `minute` minutes past midnight: a daily appointment
/// such as the digest. A time the zone skips (a spring-forward gap) is taken at the
/// same distance after the gap, an hour it repeats at its first occurrence.
pub fn next_local_time(minute: u16, zone: &str, after: Timestamp) -> Timestamp {
    let tz = jiff::tz::TimeZone::get(zone).unwrap_or(jiff::tz::TimeZone::UTC);
    let (hour, minute) = (
        i8::try_from(minute / 60).unwrap_or(0),
        i8::try_from(minute % 60).unwrap_or(0),
    );
    let Ok(start) = jiff::Timestamp::from_second(after) else {
        return after + 86_400;
    };
    let mut day = start.to_zoned(tz.clone()).date();
    for _ in 0..3 {
        let at = day
            .at(hour, minute, 0, 0)
            .to_zoned(tz.clone())
            .map(|z| z.timestamp().as_second());
        if let Ok(at) = at
            && at > after
        {
            return at;
        }
        match day.tomorrow() {
            Ok(next) => day = next,
            Err(_) => break,
        }
    }
    after + 86_400
}

#[cfg(test)]
mod local_time_tests {
    use super::*;

    #[test]
    fn the_next_local_time_follows_the_zone_and_its_summer_time() {
        let t = parse_utc("2026-11-21T10:00:00Z").unwrap();
        // 08:00 UTC has passed that day: the next day.
        assert_eq!(
            format_utc(next_local_time(8 * 60, "UTC", t)),
            "2026-11-22 08:00 UTC"
        );
        assert_eq!(
            format_utc(next_local_time(12 * 60, "UTC", t)),
            "2026-11-21 12:00 UTC"
        );
        // Berlin in winter is UTC+1, in summer UTC+2.
        assert_eq!(
            format_utc(next_local_time(8 * 60, "Europe/Berlin", t)),
            "2026-11-22 07:00 UTC"
        );
        let summer = parse_utc("2026-07-01T10:00:00Z").unwrap();
        assert_eq!(
            format_utc(next_local_time(8 * 60, "Europe/Berlin", summer)),
            "2026-07-02 06:00 UTC"
        );
        // São Paulo (UTC-3): 20:30 there is 23:30 UTC.
        assert_eq!(
            format_utc(next_local_time(20 * 60 + 30, "America/Sao_Paulo", t)),
            "2026-11-21 23:30 UTC"
        );
        // Berlin skips 02:00-03:00 on 2027-03-28: 02:30 is taken as 03:30 (01:30 UTC).
        let before = parse_utc("2027-03-27T12:00:00Z").unwrap();
        assert_eq!(
            format_utc(next_local_time(2 * 60 + 30, "Europe/Berlin", before)),
            "2027-03-28 01:30 UTC"
        );
    }
}
