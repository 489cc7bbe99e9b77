//! Private notes per game: `Note <text>` on a line of its own keeps the rest of the line
//! for its writer alone (German `Notiz …`, French `Note …`, Spanish and Portuguese
//! `Nota …`); `Notes` lists them, `Notes clear` removes them. A note line is read whole
//! by [`note_line`], which the reader ([`super::parse`]) asks about every line (and
//! every later sentence of a line), so its text never becomes the comment passed to
//! the opponent.
//!
//! A note is recognised by its shape, not its spelling: the first words of the line
//! after bullets, numbering, invisible characters and compatibility forms (NFKC), folded
//! as command words are, compared with the `note` lists of every language's
//! `commands.toml` (`note`, `notes`, `noted`, `note to self`, `nb`, `n b`, `notiz`,
//! `nota`, …). Only a line that is nothing but a notes command (`Notes`, `Notes clear`)
//! is that command; `Notes x` is the note `x`.

use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

use icu_normalizer::ComposingNormalizerBorrowed;
use icu_properties::CodePointMapData;
use icu_properties::props::{GeneralCategory, GeneralCategoryGroup};

use super::Command;
use super::lexicon::fold;
use crate::invisible::without_invisible;
use crate::notation::Language;

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

/// The most characters of a line's start that are read for a note word: bullets,
/// numbering and a phrase of [`MAX_NOTE_PHRASE_WORDS`] words fit in it; a line whose
/// first words start later is no note line.
const MAX_HEAD_CHARS: usize = 64;

/// The most words of a note phrase (`note to self`, `notiz an mich`) or of a notes
/// command (`show my notes`, `meine notizen loeschen`).
const MAX_NOTE_PHRASE_WORDS: usize = 4;

/// The phrases that start a note (`note`, `notiz`, `nota`, `noted`, `n b`, `note to
/// self`), from every language, as lists of folded words, the longest first.
static NOTE_PHRASES: LazyLock<Vec<Vec<String>>> = LazyLock::new(|| {
    let mut phrases: Vec<Vec<String>> = crate::i18n::every_language("note")
        .map(|phrase| phrase.split(' ').map(fold).collect())
        .filter(|words: &Vec<String>| !words.is_empty() && words.len() <= MAX_NOTE_PHRASE_WORDS)
        .collect();
    phrases.sort_by_key(|words| std::cmp::Reverse(words.len()));
    phrases
});

/// The notes commands (`Notes`, `Notes clear`, `Notizen löschen`) of every language, by
/// their folded words joined with spaces.
static NOTES_COMMANDS: LazyLock<HashMap<String, Word>> = LazyLock::new(|| {
    let mut commands = HashMap::new();
    for language in Language::ALL {
        for (key, phrases) in crate::i18n::words(language).phrases() {
            let Some(word) = Word::from_key(key) else {
                continue;
            };
            for phrase in phrases {
                let words: Vec<String> = phrase.split(' ').map(fold).collect();
                commands.insert(words.join(" "), word);
            }
        }
    }
    commands
});

/// One word at the start of a line, as the note reader compares it.
struct HeadWord {
    /// Folded ([`fold`]) after compatibility normalization (NFKC): `ＮＯＴＥ` is `note`.
    folded: String,
    /// The byte of the line just after the word's last letter or digit.
    end: usize,
}

/// The first words of a line as the note reader sees them.
struct Head {
    words: Vec<HeadWord>,
    /// Nothing but separators follows the words: they are the whole line.
    complete: bool,
}

impl Head {
    /// Reads the start of `line`: each character in its compatibility form (NFKC, so
    /// fullwidth `ＮＯＴＥ` and the ligature `ﬁ` are plain letters), combining marks
    /// dropped (the accents [`fold`] drops too), every run of letters and digits a word
    /// (a number before the first word is numbering, skipped) and everything else —
    /// bullets, punctuation, spaces — between words. Invisible characters ([`crate::invisible`]) are nothing when `breaks` is
    /// false (`No\u{AD}te` is `Note`) and a break between words when it is true
    /// (`Note\u{200B}secret`). Reads at most [`MAX_HEAD_CHARS`] characters and one word
    /// more than [`MAX_NOTE_PHRASE_WORDS`], so its cost is bounded whatever the line.
    fn read(line: &str, breaks: bool) -> Head {
        let nfkc = ComposingNormalizerBorrowed::new_nfkc();
        let categories = CodePointMapData::<GeneralCategory>::new();
        let mut words: Vec<HeadWord> = Vec::new();
        let mut word = String::new();
        let mut end = 0;
        let mut complete = true;
        for (n, (at, c)) in line.char_indices().enumerate() {
            if n >= MAX_HEAD_CHARS || words.len() > MAX_NOTE_PHRASE_WORDS {
                complete = false;
                break;
            }
            let mut letter = false;
            let mut split = false;
            if crate::invisible::is_invisible(c) {
                split = breaks;
            } else {
                for seen in nfkc.normalize_iter(std::iter::once(c)) {
                    // Digits belong to words: `Nb5` is a move, not `NB` and a 5.
                    if seen.is_alphanumeric() {
                        word.push(seen);
                        letter = true;
                    } else if !GeneralCategoryGroup::Mark.contains(categories.get(seen)) {
                        split = true;
                    }
                }
            }
            if letter {
                end = at + c.len_utf8();
            } else if split && !word.is_empty() {
                Head::push(&mut words, &std::mem::take(&mut word), end);
            }
        }
        if !word.is_empty() && words.len() <= MAX_NOTE_PHRASE_WORDS {
            Head::push(&mut words, &word, end);
        }
        Head { words, complete }
    }

    /// Adds `word`, unless it is a number before the first word (`1.`, `2)`: the
    /// numbering of a list).
    fn push(words: &mut Vec<HeadWord>, word: &str, end: usize) {
        if words.is_empty() && word.chars().all(char::is_numeric) {
            return;
        }
        words.push(HeadWord {
            folded: fold(word),
            end,
        });
    }

    /// The notes command the words are, if they are nothing else (`Notes`, `Notes
    /// clear`, `ＮＯＴＥＳ.`).
    fn command(&self) -> Option<Word> {
        if !self.complete || self.words.is_empty() {
            return None;
        }
        let said: Vec<&str> = self.words.iter().map(|w| w.folded.as_str()).collect();
        NOTES_COMMANDS.get(&said.join(" ")).copied()
    }

    /// The byte after the note phrase the words start with, if they start with one.
    fn note_phrase_end(&self) -> Option<usize> {
        NOTE_PHRASES.iter().find_map(|phrase| {
            let matches = self.words.len() >= phrase.len()
                && phrase
                    .iter()
                    .zip(&self.words)
                    .all(|(wanted, word)| *wanted == word.folded);
            matches.then(|| self.words[phrase.len() - 1].end)
        })
    }
}

/// How a line starts, for the note reader.
enum Start {
    /// The line is a notes command and nothing else.
    Command(Word),
    /// A note word ends at this byte; the note's text follows.
    Note(usize),
}

/// Whether `line` starts with a note word in any language, looked at through bullets,
/// numbering, invisible characters, compatibility forms and accents; or is a notes
/// command.
fn start_of(line: &str) -> Option<Start> {
    // Invisible characters as nothing first, then as breaks: `No\u{AD}te x` and
    // `Note\u{200B}x` both start a note.
    for breaks in [false, true] {
        let head = Head::read(line, breaks);
        if let Some(word) = head.command() {
            return Some(Start::Command(word));
        }
        if let Some(end) = head.note_phrase_end() {
            return Some(Start::Note(end));
        }
    }
    None
}

/// Whether `text` starts with a note word (see [`note_line`]): such text is never
/// passed on to the opponent.
pub fn starts_note(text: &str) -> bool {
    start_of(text).is_some()
}

/// The line `line` when it starts with a note word of any language — after bullets
/// (`- Note`), numbering (`1. Note`), invisible characters, compatibility forms
/// (`ＮＯＴＥ`) and accents, in any of its forms (`Note:x`, `Note.x`, `Notes x`,
/// `Noted`, `Note-to-self`, `NB`, `N.B.`): the note, or why it cannot be kept. A line
/// that is only a notes command (`Notes`, `Notes clear`) is that command. `None` when
/// the line starts otherwise; a line with `Some` is never passed on to the opponent.
pub fn note_line(line: &str) -> Option<Result<Command, NotesProblem>> {
    let end = match start_of(line)? {
        Start::Command(word) => return Some(Ok(word.command())),
        Start::Note(end) => end,
    };
    // The text after the word and what separates it (`:`, `-`, `.`), as written.
    let rest = line.get(end..).unwrap_or_default();
    let rest = without_invisible(rest);
    let text = rest
        .trim_start_matches(|c: char| c.is_whitespace() || NOTE_SEPARATORS.contains(&c))
        .trim()
        .to_owned();
    let refuse = |problem| Some(Err(problem));
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

/// What may stand between a note word and its text: `Note: x`, `Note - x`, `Note.x`,
/// `Note：x` (fullwidth).
const NOTE_SEPARATORS: &[char] = &[
    ':', '：', '-', '–', '—', '.', '．', ',', '，', ';', '!', ')', ']', '>', '=', '*',
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::{Reading, Reason, read_commands};

    const SECRET: &str = "XYZZY";

    /// A note word of each language in the forms players type it: the word, its
    /// plural, "my note", a "note to self" and a past participle where the language has
    /// one players write.
    struct Words {
        language: Language,
        word: &'static str,
        plural: &'static str,
        mine: &'static str,
        to_self: &'static str,
        noted: Option<&'static str>,
    }

    const LANGUAGES: [Words; 5] = [
        Words {
            language: Language::English,
            word: "Note",
            plural: "Notes",
            mine: "My note",
            to_self: "Note-to-self",
            noted: Some("Noted"),
        },
        Words {
            language: Language::German,
            word: "Notiz",
            plural: "Notizen",
            mine: "Meine Notiz",
            to_self: "Notiz an mich",
            noted: Some("Notiert"),
        },
        Words {
            language: Language::French,
            word: "Note",
            plural: "Notes",
            mine: "Ma note",
            to_self: "Note pour moi",
            noted: Some("Noté"),
        },
        Words {
            language: Language::Spanish,
            word: "Nota",
            plural: "Notas",
            mine: "Mi nota",
            to_self: "Nota para mí",
            noted: None,
        },
        Words {
            language: Language::Portuguese,
            word: "Nota",
            plural: "Notas",
            mine: "Minha nota",
            to_self: "Nota para mim",
            noted: None,
        },
    ];

    /// `word` in fullwidth letters (`ＮＯＴＥ`), as East Asian keyboards type it.
    fn fullwidth(word: &str) -> String {
        word.chars()
            .map(|c| match c {
                '!'..='~' => char::from_u32(u32::from(c) - 0x21 + 0xFF01).unwrap_or(c),
                other => other,
            })
            .collect()
    }

    /// Every shape of a note line with the text [`SECRET`] in `w`'s language: the 11
    /// that were passed on (issue 30) and the ordinary ones.
    fn shapes(w: &Words) -> Vec<String> {
        let word = w.word;
        let (head, tail) = word.split_at(2);
        let mut shapes = vec![
            // Ordinary.
            format!("{word} {SECRET}"),
            format!("{word}: {SECRET}"),
            format!("{word} : {SECRET}"),
            format!("{word} - {SECRET}"),
            format!("{word}\t{SECRET}"),
            format!("{} {SECRET}", word.to_lowercase()),
            format!("{} {SECRET}", word.to_uppercase()),
            format!("{}: {SECRET}", w.mine),
            // Passed on before: the colon form, bullets, numbering, invisible
            // characters, fullwidth letters, a full stop, variants.
            format!("{word}:{SECRET}"),
            format!("- {word} {SECRET}"),
            format!("1. {word} {SECRET}"),
            format!("{word}\u{200B} {SECRET}"),
            format!("{word}\u{AD} {SECRET}"),
            format!("{} {SECRET}", fullwidth(&word.to_uppercase())),
            format!("{word}.{SECRET}"),
            format!("{} {SECRET}", w.to_self),
            format!("NB {SECRET}"),
            format!("{} {SECRET}", w.plural),
            format!("{}: {SECRET}", w.plural),
            // More of the same kinds.
            format!("{word}\u{200B}{SECRET}"),
            format!("{word}\u{2060}{SECRET}"),
            format!("{head}\u{AD}{tail} {SECRET}"),
            format!("\u{200B}{word} {SECRET}"),
            format!("\u{202E}{word} {SECRET}"),
            format!("{}：{SECRET}", fullwidth(word)),
            format!("* {word}: {SECRET}"),
            format!("• {word}: {SECRET}"),
            format!("1) {word} {SECRET}"),
            format!("1.{word} {SECRET}"),
            format!("(1) {word} {SECRET}"),
            format!("({word}) {SECRET}"),
            format!("[{word}] {SECRET}"),
            format!("**{word}:** {SECRET}"),
            format!("{word}. {SECRET}"),
            format!("N.B. {SECRET}"),
            format!("NB: {SECRET}"),
            format!("Nota bene: {SECRET}"),
            // A note after a sentence of commands or of prose on the same line.
            format!("e4. {word}: {SECRET}"),
            format!("Good game! {word}: {SECRET}"),
        ];
        if let Some(noted) = w.noted {
            shapes.push(format!("{noted} {SECRET}"));
            shapes.push(format!("{noted}: {SECRET}"));
        }
        shapes
    }

    fn kept_notes(reading: &Reading) -> Vec<&str> {
        reading
            .commands
            .iter()
            .chain(reading.games.iter().flat_map(|g| &g.commands))
            .filter_map(|command| match command {
                Command::Notes(NotesCommand::Add(text)) => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    /// No shape of a note line, in any language, reaches the comment passed on to the
    /// opponent; each is kept as the note it is, its text without the word.
    #[test]
    fn no_shape_of_a_note_is_passed_on() {
        let mut tried = 0;
        for w in &LANGUAGES {
            for shape in shapes(w) {
                // Read in every language: a player's words are understood from anyone.
                for language in Language::ALL {
                    let reading = read_commands(&shape, language);
                    let comment = reading.comment.clone().unwrap_or_default();
                    assert!(
                        !comment.to_uppercase().contains(SECRET),
                        "{shape:?} (written in {:?}, read in {language:?}) passed on: {reading:#?}",
                        w.language
                    );
                    assert_eq!(
                        kept_notes(&reading),
                        [SECRET],
                        "{shape:?} (written in {:?}, read in {language:?}): {reading:#?}",
                        w.language
                    );
                    tried += 1;
                }
            }
        }
        assert!(tried >= 5 * 39 * 5, "{tried}");
    }

    /// A line for a game by number holds a note in every shape too, and no game line
    /// carries a comment.
    #[test]
    fn a_note_on_a_line_for_a_game_is_that_games() {
        for shape in ["#4 Note:XYZZY", "#4 - Note XYZZY", "Game 4: NB XYZZY"] {
            let reading = read_commands(shape, Language::English);
            assert_eq!(reading.comment, None, "{shape}");
            assert_eq!(reading.games.len(), 1, "{shape}: {reading:#?}");
            assert_eq!(
                reading.games[0].commands,
                [Command::Notes(NotesCommand::Add(SECRET.into()))],
                "{shape}"
            );
        }
    }

    /// `Notes` alone lists and `Notes clear` clears, in any shape; `Note` alone asks
    /// for the text.
    #[test]
    fn notes_alone_lists_and_notes_clear_clears() {
        let list = Command::Notes(NotesCommand::List);
        let clear = Command::Notes(NotesCommand::Clear);
        for (text, want) in [
            ("Notes", &list),
            ("notes.", &list),
            ("Notes:", &list),
            ("- Notes", &list),
            ("ＮＯＴＥＳ", &list),
            ("Notes\u{200B}", &list),
            ("My notes", &list),
            ("Show my notes", &list),
            ("Notizen", &list),
            ("Notizen zeigen", &list),
            ("Mes notes", &list),
            ("Notas", &list),
            ("Notes clear", &clear),
            ("Notes: clear", &clear),
            ("Clear notes", &clear),
            ("Notizen löschen", &clear),
            ("Effacer mes notes", &clear),
            ("Borrar notas", &clear),
            ("Apagar notas", &clear),
        ] {
            let reading = read_commands(text, Language::English);
            assert_eq!(
                reading.commands.as_slice(),
                std::slice::from_ref(want),
                "{text}: {reading:#?}"
            );
            assert_eq!(reading.comment, None, "{text}");
        }
        for text in ["Note", "Note:", "NB", "Notiz"] {
            let reading = read_commands(text, Language::English);
            assert!(reading.commands.is_empty(), "{text}: {reading:#?}");
            assert_eq!(
                reading.not_understood[0].reason,
                Reason::Notes(NotesProblem::Empty),
                "{text}"
            );
            assert_eq!(reading.comment, None, "{text}");
        }
    }

    /// What only looks like a note word at a glance stays what it is: a move (`Nb5`
    /// is no `NB`), prose for the opponent.
    #[test]
    fn words_that_only_start_like_a_note_are_not_notes() {
        let reading = read_commands("Nb5", Language::English);
        assert_eq!(reading.commands, [Command::Move("Nb5".parse().unwrap())]);
        let reading = read_commands("14... Nbd7", Language::English);
        assert_eq!(reading.commands, [Command::Move("Nbd7".parse().unwrap())]);
        for text in [
            "Notable game so far!",
            "Nobody expected that",
            "Knight to b5 is noted",
            "I took notes on this opening",
            "Notre partie est belle",
        ] {
            let reading = read_commands(text, Language::English);
            assert_eq!(reading.comment.as_deref(), Some(text), "{reading:#?}");
            assert!(kept_notes(&reading).is_empty(), "{text}");
        }
    }

    /// The head of a line is read within a bound, whatever the line holds.
    #[test]
    fn a_long_line_is_read_only_at_its_start() {
        let line = format!("{}Note x", "- ".repeat(10_000));
        assert!(note_line(&line).is_none());
        let line = format!("Note {}", "x".repeat(MAX_NOTE_CHARS + 1));
        assert!(matches!(note_line(&line), Some(Err(_))));
    }
}
