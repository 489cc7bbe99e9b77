//! Private notes per game: `Note <text>` on a line of its own keeps the rest of the line
//! for its writer alone (German `Notiz …`, French `Note …`, Spanish and Portuguese
//! `Nota …`); `Notes` lists them, `Notes clear` removes them. A note line is read whole
//! by [`note_line`], which the reader ([`super::parse`]) asks about every line, so its
//! text never becomes the comment passed to the opponent.

use std::fmt;

use super::Command;
use super::parse::{NotUnderstood, Reason, tokenize};
use super::vocabulary::{WordList, word_list};

/// The longest note, in characters: a few sentences of analysis, not a document.
pub const MAX_NOTE_CHARS: usize = 500;

/// One command about private notes.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NotesCommand {
    /// `Note <text>`: the text, as written (invisible characters removed).
    Add(String),
    /// `Notes`: the sender's notes in the game.
    List,
    /// `Notes clear`.
    Clear,
}

impl fmt::Display for NotesCommand {
    /// In English, as a player writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotesCommand::Add(text) => write!(f, "Note {text}"),
            NotesCommand::List => f.write_str("Notes"),
            NotesCommand::Clear => f.write_str("Notes clear"),
        }
    }
}

/// What a notes phrase stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Word {
    List,
    Clear,
}

impl Word {
    /// What a `[phrases]` key of `commands.toml` stands for, if a notes word.
    pub(super) fn from_key(key: &str) -> Option<Word> {
        Some(match key {
            "notes" => Word::List,
            "clear-notes" => Word::Clear,
            _ => return None,
        })
    }

    pub(super) fn command(self) -> Command {
        Command::Notes(match self {
            Word::List => NotesCommand::List,
            Word::Clear => NotesCommand::Clear,
        })
    }
}

/// Why a note line cannot be kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotesProblem {
    /// `Note` with nothing after it.
    Empty,
    /// More than [`MAX_NOTE_CHARS`].
    TooLong { max: usize },
}

/// The words that start a note (`note`, `notiz`, `nota`), from every language.
static NOTE_WORDS: WordList = word_list!("note");

/// `Note <text>` on `line`: the command, or why the note cannot be kept; `None` when
/// the line does not start with a note word.
pub fn note_line(line: &str) -> Option<Result<Command, NotUnderstood>> {
    let tokens = tokenize(line);
    let first = tokens.first()?;
    if !matches!(first.words.as_slice(), [w] if NOTE_WORDS.contains(w)) {
        return None;
    }
    // The text after the word (and a colon), as written.
    let trimmed = line.trim_start();
    let rest = trimmed
        .get(first.raw.len()..)
        .unwrap_or_default()
        .trim_start_matches([':', ' ', '\t'])
        .trim();
    let text = crate::invisible::without_invisible(rest).trim().to_owned();
    let refuse = |problem| {
        Some(Err(NotUnderstood {
            text: line.trim().chars().take(60).collect(),
            reason: Reason::Notes(problem),
        }))
    };
    if text.is_empty() {
        return refuse(NotesProblem::Empty);
    }
    if text.chars().count() > MAX_NOTE_CHARS {
        return refuse(NotesProblem::TooLong {
            max: MAX_NOTE_CHARS,
        });
    }
    Some(Ok(Command::Notes(NotesCommand::Add(text))))
}
