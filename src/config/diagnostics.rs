//! What a config problem means in the words of the file: the line of a position, the
//! dotted key at a position (and the position of a key), serde's messages rewritten
//! ("unknown field" becomes "unknown key `hots` in [inbound]; did you mean `host`?"),
//! and the edit distance behind the suggestions.

use std::ops::Range;

use toml::de::{DeTable, DeValue};

use super::ConfigProblem;

/// The sections of the file, for messages about unknown top-level keys.
pub(super) const SECTIONS: [&str; 11] = [
    "server",
    "inbound",
    "outbound",
    "game",
    "rules",
    "limits",
    "trust",
    "community",
    "metrics",
    "publish",
    "log",
];

/// The checks' (dotted key, message) findings as problems, each with the line of its
/// key (or of its section header when the key is missing from the file).
pub(super) fn locate(text: &str, found: Vec<(String, String)>) -> Vec<ConfigProblem> {
    // The text parsed before the checks ran, so the spanned parse succeeds too; without
    // it the problems simply carry no line numbers.
    let doc = DeTable::parse(text).ok();
    found
        .into_iter()
        .map(|(key, message)| {
            let line = doc
                .as_ref()
                .and_then(|doc| span_of_key(doc.get_ref(), &key))
                .map(|span| line_of(text, span.start));
            ConfigProblem {
                key: Some(key),
                line,
                message,
            }
        })
        .collect()
}

/// A toml or serde error (syntax, wrong type, unknown key) as a problem with its key
/// and line, in the file's own terms.
pub(super) fn problem_from_toml(text: &str, error: &toml::de::Error) -> ConfigProblem {
    let span = error.span();
    let key = span.as_ref().and_then(|span| {
        let doc = DeTable::parse(text).ok()?;
        key_at(doc.get_ref(), span.start)
    });
    let line = span.map(|span| line_of(text, span.start));
    let message = explain(error.message(), key.as_deref());
    ConfigProblem { key, line, message }
}

pub(super) fn line_of(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    text.as_bytes()[..offset]
        .iter()
        .filter(|&&byte| byte == b'\n')
        .count()
        + 1
}

/// The dotted key whose name or value covers `offset`, the deepest one when nested.
fn key_at(table: &DeTable<'_>, offset: usize) -> Option<String> {
    let mut best: Option<(usize, String)> = None;
    walk_keys(table, "", 0, offset, &mut best);
    best.map(|(_, key)| key)
}

fn walk_keys(
    table: &DeTable<'_>,
    prefix: &str,
    depth: usize,
    offset: usize,
    best: &mut Option<(usize, String)>,
) {
    for (key, value) in table {
        let path = if prefix.is_empty() {
            key.get_ref().to_string()
        } else {
            format!("{prefix}.{}", key.get_ref())
        };
        let covers =
            |span: Range<usize>| span.start <= offset && offset < span.end.max(span.start + 1);
        if (covers(key.span()) || covers(value.span()))
            && best.as_ref().is_none_or(|(d, _)| depth >= *d)
        {
            *best = Some((depth, path.clone()));
        }
        // Keys under a `[section]` header lie outside the header's span, so descend
        // into every table rather than only into the one covering the offset.
        if let DeValue::Table(inner) = value.get_ref() {
            walk_keys(inner, &path, depth + 1, offset, best);
        }
    }
}

/// The span of the deepest existing part of a dotted key (a missing key points at
/// its section header).
pub(super) fn span_of_key(table: &DeTable<'_>, dotted: &str) -> Option<Range<usize>> {
    let mut table = table;
    let mut found = None;
    for part in dotted.split('.') {
        let Some((key, value)) = table.iter().find(|(key, _)| key.get_ref() == part) else {
            break;
        };
        found = Some(key.span());
        match value.get_ref() {
            DeValue::Table(inner) => table = inner,
            _ => break,
        }
    }
    found
}

/// Rewrites serde's wording ("unknown field", "invalid type ... expected i64") into
/// the file's own terms; anything unrecognised is passed through unchanged.
fn explain(message: &str, key: Option<&str>) -> String {
    if let Some(rest) = message.strip_prefix("unknown field `")
        && let Some((field, expected)) = rest.split_once('`')
    {
        // serde lists the valid names between backticks: "expected one of `a`, `b`".
        let valid: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
        return unknown_key(field, key, &valid);
    }
    if let Some(rest) = message.strip_prefix("invalid type: ")
        && let Some((found, expected)) = rest.split_once(", expected ")
    {
        let expected = match expected {
            "i64" => "a whole number (without quotes)",
            "a boolean" => "true or false (without quotes)",
            "a string" => "a string in double quotes",
            e if e.starts_with("struct ") => "a table (a [section] header followed by keys)",
            e => e,
        };
        return format!("expected {expected}, found {found}");
    }
    message.to_owned()
}

fn unknown_key(field: &str, key: Option<&str>, valid: &[&str]) -> String {
    let section = key
        .and_then(|key| key.rsplit_once('.'))
        .map(|(section, _)| section);
    let mut message = match section {
        Some(section) => format!("unknown key `{field}` in [{section}]"),
        None => format!("unknown section or key `{field}`"),
    };
    if field.eq_ignore_ascii_case("password") || field.eq_ignore_ascii_case("pass") {
        message.push_str(
            "; pawnpost never reads a password from the config file: set password_env = \
             \"VARIABLE\" (an environment variable holding it) or password_file = \"path\"",
        );
    } else if let Some(suggestion) = closest(field, valid) {
        message.push_str(&format!("; did you mean `{suggestion}`?"));
    } else if section.is_none() && !SECTIONS.contains(&field) {
        message.push_str(
            "; every key belongs under one of the section headers, and keys above the first \
             header belong to none",
        );
    }
    if !message.ends_with('?') {
        message.push('.');
    }
    match section {
        Some(section) => message.push_str(&format!(
            " The keys of [{section}] are: {}.",
            valid.join(", ")
        )),
        None => message.push_str(&format!(
            " The sections are: {}.",
            valid
                .iter()
                .map(|s| format!("[{s}]"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
    message
}

/// The valid name a typo most likely meant: at most two edits away.
fn closest<'a>(typo: &str, valid: &[&'a str]) -> Option<&'a str> {
    valid
        .iter()
        .map(|candidate| (edit_distance(typo, candidate), *candidate))
        .filter(|(distance, _)| *distance <= 2)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitute = previous[j] + usize::from(ca != *cb);
            current.push(substitute.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::test_support::*;

    #[test]
    fn port_of_the_wrong_type() {
        let error = rejected(&format!("{IMAP}port = \"993\"\n"));
        assert_eq!(
            error,
            "config/pawnpost.toml: inbound.port: expected a whole number (without quotes), \
             found string \"993\" (line 7)"
        );
        let error = rejected(&format!("{SMTP}port = 25.5\n"));
        assert_contains(&error, "outbound.port: expected a whole number");
    }

    #[test]
    fn a_boolean_written_as_a_string() {
        let error = rejected(&format!("{IMAP}idle = \"yes\"\n"));
        assert_contains(
            &error,
            "inbound.idle: expected true or false (without quotes), found string \"yes\" (line 7)",
        );
    }

    #[test]
    fn a_section_written_as_a_value() {
        let error = rejected("inbound = \"imap\"\n");
        assert_contains(&error, "inbound: expected a table");
        assert_contains(&error, "(line 1)");
    }

    #[test]
    fn unknown_key_is_named_with_the_valid_keys_of_its_section() {
        let error = rejected("[inbound]\nkind = \"imap\"\nhots = \"imap.example.org\"\n");
        assert_contains(
            &error,
            "config/pawnpost.toml: inbound.hots: unknown key `hots` in [inbound]; did you mean `host`?",
        );
        assert_contains(
            &error,
            "The keys of [inbound] are: kind, path, host, port, tls, ca_file, username, \
             password_env, password_file, mailbox, processed_folder, idle, poll_interval_secs.",
        );
        assert_contains(&error, "(line 3)");
    }

    #[test]
    fn unknown_section_lists_the_sections() {
        let error = rejected("[sever]\naddress = \"a@b\"\n");
        assert_contains(
            &error,
            "sever: unknown section or key `sever`; did you mean `server`?",
        );
        assert_contains(
            &error,
            "The sections are: [server], [inbound], [outbound], [game], [rules], [limits], [trust], [community], [metrics], [publish], [log].",
        );
        assert_contains(&error, "(line 1)");
    }

    #[test]
    fn a_key_above_every_section_header() {
        let error = rejected("address = \"pawnpost@example.org\"\n[server]\n");
        assert_contains(&error, "unknown section or key `address`");
        assert_contains(
            &error,
            "keys above the first header belong to none. The sections are:",
        );
    }

    #[test]
    fn a_password_in_the_file_is_refused_without_echoing_it() {
        let error = rejected(&format!("{IMAP}password = \"hunter2\"\n"));
        assert_contains(
            &error,
            "inbound.password: unknown key `password` in [inbound]",
        );
        assert_contains(&error, "never reads a password from the config file");
        assert!(!error.contains("hunter2"), "{error}");
    }

    #[test]
    fn toml_syntax_errors_carry_the_line() {
        let error = rejected("[server]\naddress = \"pawnpost@example.org\n");
        assert!(error.starts_with("config/pawnpost.toml: "), "{error}");
        assert_contains(&error, "(line 2)");
    }

    #[test]
    fn key_lookup_by_offset_and_by_name() {
        let text = "[server]\nname = \"x\"\n\n[inbound]\nkind = \"imap\"\nport = 5\n";
        let doc = DeTable::parse(text).unwrap();
        let offset = text.find("port").unwrap();
        assert_eq!(
            key_at(doc.get_ref(), offset + 1).as_deref(),
            Some("inbound.port")
        );
        let span = span_of_key(doc.get_ref(), "inbound.port").unwrap();
        assert_eq!(line_of(text, span.start), 6);
        // A missing key points at its section header.
        let span = span_of_key(doc.get_ref(), "inbound.host").unwrap();
        assert_eq!(line_of(text, span.start), 4);
    }

    #[test]
    fn edit_distance_suggests_near_misses_only() {
        assert_eq!(edit_distance("hots", "host"), 2);
        assert_eq!(closest("usrname", &["username", "host"]), Some("username"));
        assert_eq!(closest("colour", &["kind", "host"]), None);
    }
}
