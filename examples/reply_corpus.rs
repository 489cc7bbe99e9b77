//! Measures the reply trimmer against a directory of real replies with a manifest, such
//! as the team's shared external set (which stays outside the repository: it is other
//! projects' data). Each mail has the move `e4` typed above (or below) the reply:
//!
//! `cargo run --example reply_corpus -- /work/shared/external-mail [--verbose]`
//! `cargo run --example reply_corpus -- /work/shared/external-mail --show FILE`
//!
//! Per file and in total it prints whether the move was read exactly once as `e4`
//! (`move`), whether the comment for the opponent carries a phrase of the quoted part
//! (`leak`), and whether the reply's own phrase is missing from it (`lost`).
//! `manifest.jsonl` holds one JSON object per file with `file`, `language`,
//! `quoted_canaries` (phrases only in the quoted part) and `reply_canary` (a phrase of
//! the reply, or null). Exit status 1 when any file fails. `--show FILE` prints one
//! mail's text line by line with what the trimmer cut from it and why.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use pawnpost::command::Command;
use pawnpost::command::parse::read_commands;
use pawnpost::command::trim::{OwnTexts, trim_reply};
use pawnpost::mail::parse_mail;
use pawnpost::notation::Language;
use serde::Deserialize;

#[derive(Deserialize)]
struct Entry {
    file: String,
    #[serde(default)]
    language: String,
    #[serde(default)]
    quoted_canaries: Vec<String>,
    #[serde(default)]
    reply_canary: Option<String>,
}

/// Whitespace (including no-break and zero-width spaces) and typographic quotes folded,
/// so a canary is found whatever the wrapping and the client's punctuation.
fn fold(text: &str) -> String {
    let text = text.replace(['‘', '’'], "'").replace(['“', '”'], "\"");
    text.split(|c: char| c.is_whitespace() || c == '\u{200B}' || c == '\u{FEFF}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

struct Outcome {
    move_ok: bool,
    leaks: Vec<String>,
    lost: bool,
    commands: Vec<Command>,
    comment: String,
}

fn measure(dir: &Path, entry: &Entry) -> Result<Outcome, String> {
    let raw = std::fs::read(dir.join(&entry.file)).map_err(|e| e.to_string())?;
    let mail = parse_mail(&raw, 1 << 20).map_err(|e| e.to_string())?;
    let language = match entry.language.as_str() {
        "de" => Language::German,
        "fr" => Language::French,
        _ => Language::English,
    };
    let reading = read_commands(&mail.text, language);
    let comment = reading.comment.clone().unwrap_or_default();
    let folded = fold(&comment);
    let leaks = entry
        .quoted_canaries
        .iter()
        .filter(|canary| folded.contains(&fold(canary)))
        .cloned()
        .collect();
    let lost = entry
        .reply_canary
        .as_ref()
        .is_some_and(|canary| !folded.contains(&fold(canary)));
    Ok(Outcome {
        move_ok: reading.commands == [Command::Move("e4".parse().expect("e4 is a move"))],
        leaks,
        lost,
        commands: reading.commands,
        comment,
    })
}

/// Prints a mail's text with the trimmer's cuts beside each line.
fn show(path: &Path) -> ExitCode {
    let mail = match std::fs::read(path)
        .map_err(|e| e.to_string())
        .and_then(|raw| parse_mail(&raw, 1 << 20).map_err(|e| e.to_string()))
    {
        Ok(mail) => mail,
        Err(e) => {
            eprintln!("{}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let trimmed = trim_reply(&mail.text, &OwnTexts::new());
    let normalized = mail.text.replace("\r\n", "\n");
    for (number, line) in normalized.split('\n').enumerate() {
        let cut = trimmed.cuts.iter().find(|cut| cut.lines.contains(&number));
        let mark = cut.map_or(String::new(), |cut| cut.reason.to_string());
        println!("{number:>4} {mark:<40.40} | {line}");
    }
    println!("\nbody:\n{}", trimmed.body);
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "--verbose" || a == "-v");
    let Some(dir) = args
        .first()
        .filter(|a| !a.starts_with('-'))
        .map(PathBuf::from)
    else {
        eprintln!(
            "usage: reply_corpus DIR [--verbose | --show FILE]   (DIR holds manifest.jsonl and the .eml files)"
        );
        return ExitCode::from(2);
    };
    if let Some(name) = args
        .iter()
        .position(|a| a == "--show")
        .and_then(|at| args.get(at + 1))
    {
        return show(&dir.join(name));
    }
    let manifest = match std::fs::read_to_string(dir.join("manifest.jsonl")) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{}: {e}", dir.join("manifest.jsonl").display());
            return ExitCode::from(2);
        }
    };
    let (mut total, mut moves, mut leaks, mut lost, mut errors) = (0, 0, 0, 0, 0);
    for (number, line) in manifest.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let entry: Entry = match serde_json::from_str(line) {
            Ok(entry) => entry,
            Err(e) => {
                eprintln!("manifest line {}: {e}", number + 1);
                return ExitCode::from(2);
            }
        };
        total += 1;
        match measure(&dir, &entry) {
            Err(e) => {
                errors += 1;
                println!("ERROR {}: {e}", entry.file);
            }
            Ok(outcome) => {
                moves += usize::from(outcome.move_ok);
                leaks += usize::from(!outcome.leaks.is_empty());
                lost += usize::from(outcome.lost);
                let ok = outcome.move_ok && outcome.leaks.is_empty() && !outcome.lost;
                println!(
                    "{} {:<62} move {:<3} leak {:<3} lost {}",
                    if ok { "ok  " } else { "FAIL" },
                    entry.file,
                    if outcome.move_ok { "ok" } else { "BAD" },
                    if outcome.leaks.is_empty() {
                        "no"
                    } else {
                        "YES"
                    },
                    if outcome.lost { "YES" } else { "no" },
                );
                if !outcome.move_ok {
                    println!("       commands: {:?}", outcome.commands);
                }
                for canary in &outcome.leaks {
                    println!("       leaked: {canary:?}");
                }
                if verbose || !ok {
                    for line in outcome.comment.lines().take(if verbose { 60 } else { 12 }) {
                        println!("       | {line}");
                    }
                }
            }
        }
    }
    println!(
        "\ntotal {total}: move read once as e4 {moves}/{total}; leaks {leaks}; reply text lost {lost}; errors {errors}"
    );
    let perfect = moves == total && leaks == 0 && lost == 0 && errors == 0;
    if perfect {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
