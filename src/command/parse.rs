//! The command language: a player's mail text in, the commands they meant out.
//!
//! [`read_commands`] first trims quotes and signatures ([`super::trim`]), then reads the
//! rest line by line. A line is one of:
//!
//! - **commands** — the whole line (or a whole sentence of it) is commands: one
//!   (`Nf3`, `King-Side Castle`, `I resign`) or several (`e4, draw?`, `Nf3 request
//!   draw`). Case, punctuation, hyphens and spacing are forgiven; politeness words
//!   (`please`, `thanks`, `bitte`, `merci`, `and`) are skipped.
//! - **ignored** — pawnpost's own text sent back without quote marks: board ranks,
//!   coordinates, frames, move lists (`1. e4 e5 2. Nf3`), PGN tags, help lines with
//!   examples (`… e.g. Nf3 …`). Never a command, never a complaint.
//! - **not understood** — it looks like an attempt at a command (it starts with a move
//!   or a command word, or commands are mixed with other words) but is not one; the
//!   reply says why.
//! - **comment** — everything else: free text for the opponent.
//!
//! A sentence like "I'll resign soon" is a comment, never a resignation: commands are
//! only taken from lines or sentences that are nothing but commands.
//!
//! # Moves
//!
//! Moves are recognised by their syntax only (the game checks legality), by the one
//! move reader, [`MoveText::parse`]: SAN in the player's piece letters, figurines, long
//! algebraic/UCI, ICCF, castling in words (`King-Side Castle`, `Kurze Rochade`, `Petit
//! roque`) and `En Passant e5d6`, moves in words (`Knight to f6`, `Springer von g8
//! nach f6`) and check or mate words after any move (`Qh5 check`); its documentation
//! has the table of spellings. This reader only finds where a move stands in a line:
//! after a move number (`14.`, `14...`), over two tokens for two squares (`e2 e4`, `e2 -
//! e4`), over several for words (the longest reading first), with an `e.p.` after it.
//!
//! A move in words is taken only from a line that is commands: one that goes on in
//! other words (`Bishop to e5 was a blunder`) is the player's text, and so is a line of
//! moves in words beside a move in notation (`Qf3`, then `Dama para f3.`).

use std::cell::Cell;
use std::fmt;
use std::sync::LazyLock;

use regex::Regex;

use super::clock::{Dates, Day, Order};
use super::community::{self, CommunityCommand, CommunityProblem};
use super::conditions::{self, ConditionsProblem};
use super::lexicon::CHESS960_WORDS;
use super::pawnpost_text::own_text_kind;
use super::start::{MAX_OPENING_PLIES, Start, StartProblem};
use super::token::{
    MAX_MOVE_TOKENS, Token, days_at, is_move_number, is_square, move_at, phrase_at, tokenize,
};
use super::trim::{OwnTexts, trim_reply};
use super::vocabulary::{
    self, Action, CHALLENGE_PARTICLES, CLAIM_CONNECTORS, CLAIM_REASONS, COLOR_ARTICLES,
    COLOR_CONNECTORS, COLOR_NOUNS, COMMAND_WORDS, COMMON_WORD_COMMANDS, LANGUAGE_PARTICLES, Phrase,
    START_AFTER, START_FEN_WORDS, START_FROM, START_PARTICLES, TIMEOUT_WORDS, color_word,
    language_word,
};
use super::{ColorChoice, Command};
use crate::address::{AddressError, EmailAddress};
use crate::invisible::without_invisible;
use crate::notation::{Language, MoveSyntaxError, MoveText};

/// What pawnpost read in one mail.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reading {
    /// The commands, in the order written.
    pub commands: Vec<Command>,
    /// The player's free text for the opponent (not quoted, not signature, no commands).
    pub comment: Option<String>,
    /// Lines that looked like commands but were not, each with the reason.
    pub not_understood: Vec<NotUnderstood>,
    /// Commands that contradict each other; the game should apply none of them.
    pub conflicts: Vec<Conflict>,
    /// pawnpost's own text sent back without quote marks (board, move list, …),
    /// skipped silently.
    pub ignored: Vec<String>,
    /// The mail held quoted history and nothing the player wrote.
    pub quoted_only: bool,
    /// The language of the German or French command words the mail used, if any (a new
    /// player's first words choose the language pawnpost answers in).
    pub words_in: Option<Language>,
    /// What the trimmer cut (quotes, quote headers, signatures) and why, by line of
    /// the mail's text.
    pub cuts: Vec<crate::command::trim::Cut>,
    /// The first move as the player typed it (`Rd1`, `e2-e4`, `Kurze Rochade`), for the
    /// reply that says how it was read.
    pub typed_move: Option<String>,
    /// Lines addressed to one of the sender's games by its number (`#12 Nf3`,
    /// `Game 15: Resign`), by game in the order first named; not in `commands`.
    pub games: Vec<GameLines>,
    /// The comment was longer than [`MAX_COMMENT_CHARS`]: how many characters it had.
    /// `comment` holds its first part and ends in [`SHORTENED_MARK`].
    pub comment_cut: Option<usize>,
}

/// The longest comment passed on to the opponent, in characters: a page of a letter.
/// Past it the comment is cut where it is read, so nothing downstream (the game's
/// record, the opponent's letter, their digest) ever holds more.
pub const MAX_COMMENT_CHARS: usize = 4000;

/// The longest line read for commands, in bytes. The longest command lines are a
/// challenge with a thematic opening of 40 plies and a line of conditional moves, a few
/// hundred bytes; a longer line is the player's prose.
pub const MAX_COMMAND_LINE_BYTES: usize = 4096;

/// What ends a comment that was cut: the reader sees that something was left out,
/// in any language.
pub const SHORTENED_MARK: &str = " […]";

/// What a mail says to one game by its number (`#12 14... Nf3 Request Draw`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameLines {
    /// The game's number.
    pub game: i64,
    /// The move the player answers (`14...`): the game's commands are refused when the
    /// game is elsewhere (the player saw an older board).
    pub expect: Option<ExpectedMove>,
    pub commands: Vec<Command>,
    pub not_understood: Vec<NotUnderstood>,
    pub conflicts: Vec<Conflict>,
    /// The first move as typed.
    pub typed_move: Option<String>,
}

/// A move number written before a game's move: `14.` (White's 14th) or `14...`
/// (Black's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExpectedMove {
    pub fullmove: u32,
    pub black: bool,
}

impl Reading {
    /// Nothing the player wrote was found: no command, no comment, nothing not
    /// understood. Together with [`Reading::quoted_only`] it tells an empty mail from a
    /// mail with only quotes in it.
    pub fn is_empty(&self) -> bool {
        self.commands.is_empty()
            && self.comment.is_none()
            && self.not_understood.is_empty()
            && self.games.is_empty()
    }
}

/// A piece of text that looked like a command but could not be read as one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotUnderstood {
    /// The line or sentence, as the player wrote it (trimmed).
    pub text: String,
    pub reason: Reason,
}

impl fmt::Display for NotUnderstood {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.text, self.reason)
    }
}

/// Why a piece of text is not a command; `Display` is a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// A word pawnpost does not know as a command.
    UnknownCommand(String),
    /// Something shaped like a move that no notation reads.
    BadMove {
        text: String,
        problem: MoveSyntaxError,
    },
    /// `draw` alone: offer, accept or decline?
    AmbiguousDraw,
    /// `cancel` alone: request, accept or decline?
    AmbiguousCancel,
    /// `castle` without a side.
    CastleSide,
    /// `En Passant` without the two squares.
    EnPassantSquares,
    /// `Challenge` without a usable address or with unreadable options.
    Challenge(ChallengeProblem),
    /// `Language` with no language pawnpost speaks.
    Language(String),
    /// Commands and other words mixed in one line.
    ExtraText(String),
    /// A command that acts at once, written as a question (`Resign?`).
    Question(Command),
    /// More commands than one mail may hold ([`MAX_COMMANDS`], its lines for games
    /// included): the line where reading stopped and everything after it are unread.
    TooManyCommands,
    /// Lines for more games than one mail may address ([`MAX_GAMES`]): the line for
    /// the first game too many and everything after it are unread.
    TooManyGames,
    /// A community command with arguments that cannot be read.
    Community(CommunityProblem),
    /// A clock command (`Give`, `Leave`, `Calendar`) or a time control with unreadable
    /// arguments.
    Clock(super::clock::ClockProblem),
    /// An `If` line of conditional moves that cannot be read.
    Conditions(ConditionsProblem),
    /// A `Note` line that cannot be kept.
    Notes(super::notes::NotesProblem),
    /// A question about the board whose argument names no square, line or piece.
    Ask(super::ask::AskProblem),
}

impl Reason {
    /// Whether the refused argument was written in the shape of one (`2026-02-30`,
    /// `25:00`, `Mars/Olympus`): then the line was an attempt at the command however
    /// long it is, and the player is told what to write instead of having it taken as
    /// prose.
    fn has_argument_shape(&self) -> bool {
        use super::clock::ClockProblem;
        match self {
            Reason::Clock(ClockProblem::Date(_) | ClockProblem::AmbiguousDate { .. }) => true,
            // `-1:00` and `+1:00` are times with a sign: still a time's shape.
            Reason::Clock(ClockProblem::DigestTime(text)) => text
                .trim_start_matches(['-', '+', '−'])
                .starts_with(|c: char| c.is_ascii_digit()),
            Reason::Clock(ClockProblem::DigestZone(text)) => text.contains('/'),
            _ => false,
        }
    }
}

/// What is wrong with a `Challenge` command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeProblem {
    /// No address after the word.
    NoAddress,
    /// Something that is no address pawnpost can write to.
    NotAnAddress { text: String, why: AddressError },
    /// `timeout` without a number of days.
    TimeoutDays,
    /// `after …` or `from …` names no start that can be played.
    Start(StartProblem),
}

impl fmt::Display for ChallengeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChallengeProblem::NoAddress => f.write_str("Challenge needs your opponent's address"),
            ChallengeProblem::NotAnAddress { text, why } => {
                write!(f, "`{text}` is not a mail address: {why}")
            }
            ChallengeProblem::TimeoutDays => f.write_str("the timeout needs a number of days"),
            ChallengeProblem::Start(problem) => write!(f, "{problem}"),
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::UnknownCommand(word) => write!(
                f,
                "`{word}` is not a command pawnpost knows — send Help for the list"
            ),
            Reason::BadMove { text, problem } => write!(f, "`{text}` is not a move: {problem}"),
            Reason::AmbiguousDraw => f.write_str(
                "do you offer a draw (Request Draw), accept one (Accept Draw) or decline one (Deny Draw)?",
            ),
            Reason::AmbiguousCancel => f.write_str(
                "do you ask to cancel the game (Request Cancel), accept (Accept Cancel) or decline (Deny Cancel)?",
            ),
            Reason::CastleSide => {
                f.write_str("which side? Write King-Side Castle (O-O) or Queen-Side Castle (O-O-O)")
            }
            Reason::EnPassantSquares => f.write_str(
                "En Passant needs the pawn's square and the square it moves to, e.g. En Passant e5d6",
            ),
            Reason::Challenge(problem) => write!(
                f,
                "{problem}; write e.g. Challenge anna@example.org white timeout 14 days"
            ),
            Reason::Language(word) => write!(
                f,
                "pawnpost does not speak `{word}`; write Language en, Language de or Language fr"
            ),
            Reason::Question(command) => write!(
                f,
                "`{command}?` is a question; write it without the question mark if you mean it"
            ),
            Reason::TooManyCommands => write!(
                f,
                "too many commands in one mail; pawnpost reads only the first {MAX_COMMANDS}, so this line and the rest of the mail were not read"
            ),
            Reason::TooManyGames => write!(
                f,
                "one mail may address at most {MAX_GAMES} games; this line and the rest of the mail were not read"
            ),
            Reason::ExtraText(word) => write!(
                f,
                "`{word}` is no command; write commands alone on their line and your comment on a line of its own"
            ),
            Reason::Community(problem) => write!(f, "{problem}"),
            Reason::Clock(problem) => write!(f, "{problem}"),
            Reason::Conditions(problem) => write!(f, "{problem}"),
            Reason::Notes(super::notes::NotesProblem::Empty) => {
                f.write_str("Note needs the text to keep, e.g. Note the knight belongs on d5")
            }
            Reason::Notes(super::notes::NotesProblem::TooLong { max }) => {
                write!(f, "a note may hold up to {max} characters")
            }
            Reason::Ask(problem) => write!(f, "{problem}"),
        }
    }
}

/// Commands that cannot all be meant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Conflict {
    /// Two different moves (a claim's move counts as a move).
    TwoMoves { first: MoveText, second: MoveText },
    /// Resign together with another game action.
    ResignWith(Command),
    /// Two answers that exclude each other (Accept Draw and Deny Draw, …).
    Contradicting(Command, Command),
    /// The same game action twice.
    Repeated(Command),
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Conflict::TwoMoves { first, second } => write!(
                f,
                "two moves in one mail: `{first}` and `{second}` — send one move per mail"
            ),
            Conflict::ResignWith(Command::Move(mv)) => write!(
                f,
                "a move and Resign in one mail: `{mv}` and Resign — send one or the other"
            ),
            Conflict::ResignWith(other) => write!(
                f,
                "Resign and {} in one mail — send one or the other",
                label(other)
            ),
            Conflict::Contradicting(a, b) => write!(
                f,
                "{} and {} in one mail — send one of them",
                label(a),
                label(b)
            ),
            Conflict::Repeated(command) => {
                write!(f, "{} twice in one mail — send it once", label(command))
            }
        }
    }
}

/// A command as the player would write it, for messages: its text, a move in backticks.
fn label(command: &Command) -> String {
    match command {
        Command::Move(mv) => format!("`{mv}`"),
        other => other.to_string(),
    }
}

/// A page number after a list command (`Games 2`, `Seeks 3.`).
fn page_number(raw: &str) -> Option<u32> {
    let raw = raw.trim_end_matches(['.', ',']);
    (!raw.is_empty() && raw.len() <= 4 && raw.bytes().all(|b| b.is_ascii_digit()))
        .then(|| raw.parse().ok())
        .flatten()
        .filter(|&page| page > 0)
}

/// No mail needs more commands than this, its lines for games included; more are not
/// read, and the player is told from which line on ([`Reason::TooManyCommands`]).
pub const MAX_COMMANDS: usize = 32;

/// The most games one mail may address by number (`#12 Nf3` lines); the line for one
/// more and what follows are not read, and the player is told
/// ([`Reason::TooManyGames`]).
pub const MAX_GAMES: usize = 20;

/// Reads the commands in a mail's text, written by a player whose language is
/// `language` (which decides what the piece letter `R` means).
///
/// ```
/// use pawnpost::command::Command;
/// use pawnpost::command::parse::read_commands;
/// use pawnpost::notation::Language;
///
/// let reading = read_commands("14... Sf6, Remis?\n\nGut gespielt!\n\n> Ihr Zug", Language::German);
/// assert_eq!(reading.commands, [Command::Move("Nf6".parse().unwrap()), Command::RequestDraw]);
/// assert_eq!(reading.comment.as_deref(), Some("Gut gespielt!"));
/// ```
///
/// With no day of reading, a date without its year (`Leave until 24.12.`) is refused;
/// [`read_reply`] takes the day a mail arrived.
pub fn read_commands(text: &str, language: Language) -> Reading {
    read_text(text, language, &OwnTexts::new(), None)
}

/// Like [`read_commands`], knowing what pawnpost sent to the player (`own`), so that our
/// text carried back in the reply is recognised as quoted in any form and language.
/// `today` is the day the mail is read: a date written without its year is its next
/// occurrence from then.
pub fn read_reply(text: &str, language: Language, own: &OwnTexts, today: Day) -> Reading {
    read_text(text, language, own, Some(today))
}

fn read_text(text: &str, language: Language, own: &OwnTexts, today: Option<Day>) -> Reading {
    let trimmed = trim_reply(text, own);
    let mut reading = Reading {
        quoted_only: trimmed.quoted_only,
        cuts: trimmed.cuts.clone(),
        ..Reading::default()
    };
    let found = Found::new(Dates {
        today,
        // English writers put the month first as often as the day (`12/24/2026`).
        order: if language == Language::English {
            Order::Either
        } else {
            Order::DayFirst
        },
    });
    let mut comment: Vec<String> = Vec::new();
    let mut previous_was_move_list = false;
    let mut spoken_lines: Vec<SpokenLine> = Vec::new();

    for line in trimmed.body.lines() {
        let content = line.trim();
        let before = Tally::of(&reading);
        let comment_at = comment.len();
        let typed_before = found.typed_move.borrow().is_some();
        let hinted_before = found.hinted.get().is_some();
        read_body_line(
            content,
            language,
            &found,
            &mut reading,
            &mut comment,
            &mut previous_was_move_list,
        );
        // The caps hold here, for every kind of line at once: what the line brought
        // past them is dropped, and the sender is told where reading stopped.
        if let Some(reason) = before.cut_to_caps(&mut reading) {
            reading.not_understood.push(NotUnderstood {
                text: content.chars().take(UNREAD_LINE_CHARS).collect(),
                reason,
            });
            break; // a hostile or broken mail; what follows is not read
        }
        let read = &reading.commands[before.main..];
        if !read.is_empty()
            && read
                .iter()
                .all(|c| matches!(c, Command::Move(MoveText::Words(_))))
        {
            spoken_lines.push(SpokenLine {
                commands: before.main..reading.commands.len(),
                comment: comment_at..comment.len(),
                text: content.to_owned(),
                typed: !typed_before && found.typed_move.borrow().is_some(),
                hinted: !hinted_before && found.hinted.get().is_some(),
            });
        }
    }
    if reading.commands.iter().any(is_notation_move) {
        spoken_lines_as_text(spoken_lines, &mut reading.commands, &mut comment, &found);
    }
    reading.words_in = found.words_of.get().or(found.hinted.get());
    reading.typed_move = found.typed_move.into_inner();
    (reading.comment, reading.comment_cut) = match join_comment(&comment) {
        Some(text) => {
            let (text, cut) = cap_comment(text);
            (Some(text), cut)
        }
        None => (None, None),
    };
    reading.conflicts = find_conflicts(&reading.commands);
    reading
}

/// A line read as moves in words and nothing else: which commands and comment lines it
/// gave, its text, and whether it gave the first move's typed text and the hint of the
/// player's language.
struct SpokenLine {
    commands: std::ops::Range<usize>,
    comment: std::ops::Range<usize>,
    text: String,
    typed: bool,
    hinted: bool,
}

/// A move in notation, alone or announced with a claim.
fn is_notation_move(command: &Command) -> bool {
    match command {
        Command::Move(mv) | Command::ClaimDraw(Some(mv)) | Command::ClaimTablebase(_, Some(mv)) => {
            !matches!(mv, MoveText::Words(_))
        }
        _ => false,
    }
}

/// Beside a move in notation, a line that says a move in words is the player telling
/// it (`Qf3` and below it `Dama para f3.`), not a second move: such lines are the
/// player's text again, where they stood, as they were before moves in words were read.
/// Last line first, so the ranges of earlier lines stay where they are.
fn spoken_lines_as_text(
    lines: Vec<SpokenLine>,
    commands: &mut Vec<Command>,
    comment: &mut Vec<String>,
    found: &Found,
) {
    for line in lines.into_iter().rev() {
        commands.drain(line.commands);
        comment.splice(line.comment, [line.text]);
        if line.typed {
            found.typed_move.replace(None);
        }
        if line.hinted {
            found.hinted.set(None);
        }
    }
}

/// Reads one line of the mail's body (trimmed) into `reading`: a blank line, pawnpost's
/// own text, a line for a game by number, a note, a conditional move, or commands and
/// text.
fn read_body_line(
    content: &str,
    language: Language,
    found: &Found,
    reading: &mut Reading,
    comment: &mut Vec<String>,
    previous_was_move_list: &mut bool,
) {
    if content.is_empty() {
        comment.push(String::new());
        *previous_was_move_list = false;
        return;
    }
    // A line this long is prose: never tokenized by each reader to look for commands
    // in it. Its start is still asked whether it is a note (never passed on) or a line
    // for a game (whose prose goes to no one); otherwise it is passed on, and cut there.
    if content.len() > MAX_COMMAND_LINE_BYTES {
        *previous_was_move_list = false;
        match note_line(content) {
            Some(Ok(command)) => reading.commands.push(command),
            Some(Err(item)) => reading.not_understood.push(item),
            None if game_prefix(content).is_some() => {
                let start: String = content.chars().take(UNREAD_LINE_CHARS).collect();
                reading.not_understood.push(NotUnderstood {
                    reason: Reason::ExtraText(start.clone()),
                    text: start,
                });
            }
            None => comment.push(content.to_owned()),
        }
        return;
    }
    let move_list = is_move_list(content, language, *previous_was_move_list);
    *previous_was_move_list = move_list;
    if move_list || own_text_kind(content).is_some() || is_help_text(content, language) {
        reading.ignored.push(content.to_owned());
        return;
    }
    if let Some((game, rest, sure)) = game_prefix(content)
        && read_game_line(game, rest, sure, language, found, reading)
    {
        return;
    }
    if let Some(read) = note_line(content) {
        match read {
            Ok(command) => reading.commands.push(command),
            Err(item) => reading.not_understood.push(item),
        }
        return;
    }
    if let Some(read) = if_line(content, language) {
        match read {
            Ok(command) => reading.commands.push(command),
            Err(item) => reading.not_understood.push(item),
        }
        return;
    }
    read_line(content, language, found, reading, comment);
}

/// How much of a line where reading stopped is quoted back to its sender.
const UNREAD_LINE_CHARS: usize = 60;

/// How many commands a reading held before a line, in the mail's part and in each
/// game's: the line's own are what grew.
struct Tally {
    main: usize,
    games: Vec<usize>,
}

impl Tally {
    fn of(reading: &Reading) -> Tally {
        Tally {
            main: reading.commands.len(),
            games: reading.games.iter().map(|g| g.commands.len()).collect(),
        }
    }

    /// Holds `reading` to [`MAX_GAMES`] games and [`MAX_COMMANDS`] commands in all (the
    /// mail's own and every game line's together) after one more line was read into it:
    /// drops what that line brought past a cap and says which cap it was. One line
    /// touches the mail's commands or one game's, so only those can be past it.
    fn cut_to_caps(&self, reading: &mut Reading) -> Option<Reason> {
        if reading.games.len() > MAX_GAMES {
            reading.games.truncate(MAX_GAMES);
            return Some(Reason::TooManyGames);
        }
        let addressed: usize = reading.games.iter().map(|g| g.commands.len()).sum();
        let total = reading.commands.len() + addressed;
        if total <= MAX_COMMANDS {
            return None;
        }
        let excess = total - MAX_COMMANDS;
        if reading.commands.len() > self.main {
            let keep = reading.commands.len().saturating_sub(excess).max(self.main);
            reading.commands.truncate(keep);
        } else if let Some(index) = (0..reading.games.len())
            .find(|&i| reading.games[i].commands.len() > self.games.get(i).copied().unwrap_or(0))
        {
            let before = self.games.get(index).copied().unwrap_or(0);
            let lines = &mut reading.games[index];
            let keep = lines.commands.len().saturating_sub(excess).max(before);
            lines.commands.truncate(keep);
            lines.conflicts = find_conflicts(&lines.commands);
            // A game first named by this line that kept no command is not named at all.
            if index >= self.games.len() && lines.commands.is_empty() {
                reading.games.truncate(index);
            }
        }
        Some(Reason::TooManyCommands)
    }
}

/// Reads one non-empty line: as commands, by sentences, or as text.
/// `#12 …`, `#12: …`, `Game 12: …` (`Partie 12 :`, `Partida 12 -`, `Jogo #12`): the
/// game's number, the rest of the line, and whether the line is addressed beyond doubt
/// (a `#` or a separator after the number; `Game 12 was fun` may be prose).
fn game_prefix(line: &str) -> Option<(i64, &str, bool)> {
    static GAME_WORDS: vocabulary::WordList = vocabulary::word_list!("game");
    let (rest, hash) = match line.strip_prefix('#') {
        Some(after) => (after, true),
        None => {
            let (word, rest) = line.split_once(char::is_whitespace)?;
            if !GAME_WORDS.contains(&vocabulary::fold(word)) {
                return None;
            }
            let rest = rest.trim_start();
            match rest.strip_prefix('#') {
                Some(after) => (after, true),
                None => (rest, false),
            }
        }
    };
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() || digits.len() > 12 {
        return None;
    }
    let game: i64 = digits.parse().ok()?;
    let after = &rest[digits.len()..];
    // The number ends at a separator or a blank (`#12abc` is no game's number).
    if !after.is_empty()
        && !after.starts_with(char::is_whitespace)
        && !after.starts_with(SEPARATORS)
    {
        return None;
    }
    let after = after.trim_start();
    let (after, separated) = match after.strip_prefix(SEPARATORS) {
        Some(after) => (after, true),
        None => (after, false),
    };
    Some((game, after.trim(), hash || separated))
}

/// What may follow a game's number: `#12: Nf3`, `Game 12 - Nf3`.
const SEPARATORS: [char; 3] = [':', '-', '–'];

/// The move number the commands of a game line start with (`14... Nf3`, `14.Nf3`).
fn expected_move(text: &str) -> Option<ExpectedMove> {
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() || digits.len() > 4 {
        return None;
    }
    let rest = &text[digits.len()..];
    let black = rest.starts_with("...") || rest.starts_with('…') || rest.starts_with("..");
    if !black && !rest.starts_with('.') {
        return None;
    }
    Some(ExpectedMove {
        fullmove: digits.parse().ok()?,
        black,
    })
}

/// The commands of one line addressed to `game`, read as any line is, into that game's
/// part of `reading`. A line not `sure` to be addressed (`Game 12 was fun`) that reads
/// no command is left to be read as any line (false).
fn read_game_line(
    game: i64,
    text: &str,
    sure: bool,
    language: Language,
    found: &Found,
    reading: &mut Reading,
) -> bool {
    let mut part = Reading::default();
    let mut ignored_comment = Vec::new();
    if let Some(read) = note_line(text) {
        match read {
            Ok(command) => part.commands.push(command),
            Err(item) => part.not_understood.push(item),
        }
    } else if !text.is_empty() {
        let line_found = Found::new(found.dates);
        read_line(text, language, &line_found, &mut part, &mut ignored_comment);
        if found.words_of.get().is_none() {
            found.words_of.set(line_found.words_of.get());
        }
        part.typed_move = line_found.typed_move.into_inner();
    }
    if !sure && part.commands.is_empty() {
        return false;
    }
    // Words that are no command stay unread: a game line carries no comment.
    if ignored_comment.iter().any(|l| !l.trim().is_empty()) {
        part.not_understood.push(NotUnderstood {
            text: text.to_owned(),
            reason: Reason::UnknownCommand(text.to_owned()),
        });
    }
    let index = match reading.games.iter().position(|g| g.game == game) {
        Some(index) => index,
        None => {
            reading.games.push(GameLines {
                game,
                expect: expected_move(text),
                ..GameLines::default()
            });
            reading.games.len() - 1
        }
    };
    let lines = &mut reading.games[index];
    lines.commands.extend(part.commands);
    lines.not_understood.extend(part.not_understood);
    if lines.typed_move.is_none() {
        lines.typed_move = part.typed_move;
    }
    lines.conflicts = find_conflicts(&lines.commands);
    true
}

fn read_line(
    line: &str,
    language: Language,
    found: &Found,
    reading: &mut Reading,
    comment: &mut Vec<String>,
) {
    found.courtesy.borrow_mut().clear();
    let whole = read_sequence(line, language, found);
    if let Ok(commands) = whole {
        reading.commands.extend(commands);
        pass_on_courtesy(found, comment);
        return;
    }
    let sentences = split_sentences(line);
    // A later sentence that starts with a note word (`e4. Note: h5 next`, `Good game!
    // NB: …`) keeps the rest of the line for its writer: it is never a comment.
    if let Some(note) = sentences
        .iter()
        .skip(1)
        .find(|s| super::notes::starts_note(s))
    {
        // Each sentence is a slice of `line`, so its offset is where it starts.
        let at = (note.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
        if let (Some(before), Some(after)) = (line.get(..at), line.get(at..)) {
            read_line(before.trim_end(), language, found, reading, comment);
            match note_line(after) {
                Some(Ok(command)) => reading.commands.push(command),
                Some(Err(item)) => reading.not_understood.push(item),
                None => {}
            }
            return;
        }
    }
    if sentences.len() > 1 {
        let results: Vec<_> = sentences
            .iter()
            .map(|sentence| {
                found.courtesy.borrow_mut().clear();
                let read = read_sequence(sentence, language, found);
                let courtesy = std::mem::take(&mut *found.courtesy.borrow_mut());
                (sentence, read, courtesy)
            })
            .collect();
        if results.iter().any(|(_, result, _)| result.is_ok()) {
            let mut text: Vec<&str> = Vec::new();
            let mut courtesy: Vec<String> = Vec::new();
            for (sentence, result, said) in results {
                match result {
                    Ok(commands) => {
                        reading.commands.extend(commands);
                        courtesy.extend(said);
                    }
                    Err(failure) if failure.is_attempt => {
                        reading.not_understood.push(NotUnderstood {
                            text: sentence.to_string(),
                            reason: failure.reason,
                        })
                    }
                    Err(_) => text.push(sentence),
                }
            }
            if !text.is_empty() {
                comment.push(text.join(" "));
            }
            if !courtesy.is_empty() {
                comment.push(courtesy.join(", "));
            }
            return;
        }
    }
    match whole {
        Err(failure) if failure.is_attempt => reading.not_understood.push(NotUnderstood {
            text: line.to_owned(),
            reason: failure.reason,
        }),
        _ => comment.push(line.to_owned()),
    }
}

/// The comment for the opponent: its lines without invisible characters (which could
/// reorder or hide what the opponent reads), blank lines at its ends and doubled ones
/// dropped.
fn join_comment(lines: &[String]) -> Option<String> {
    let mut out: Vec<String> = Vec::new();
    for line in lines {
        // A line of nothing but invisible characters is a blank line.
        let line = without_invisible(line).trim().to_owned();
        if line.is_empty() && out.last().is_none_or(|last| last.is_empty()) {
            continue;
        }
        out.push(line);
    }
    while out.last().is_some_and(|last| last.is_empty()) {
        out.pop();
    }
    (!out.is_empty()).then(|| out.join("\n"))
}

/// The comment cut to [`MAX_COMMENT_CHARS`] (at a character boundary, the mark
/// included), with its length in characters when it was longer.
pub fn cap_comment(text: String) -> (String, Option<usize>) {
    let chars = text.chars().count();
    if chars <= MAX_COMMENT_CHARS {
        return (text, None);
    }
    let keep = MAX_COMMENT_CHARS - SHORTENED_MARK.chars().count();
    let end = text.char_indices().nth(keep).map_or(text.len(), |(i, _)| i);
    let mut cut = text[..end].trim_end().to_owned();
    cut.push_str(SHORTENED_MARK);
    (cut, Some(chars))
}

/// Splits a line into sentences after `.`, `!` or `?` followed by a space — but not
/// after a move number (`14. Nf3`, `14... Nxe4`).
fn split_sentences(line: &str) -> Vec<&str> {
    let mut sentences = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    for (k, &(i, c)) in chars.iter().enumerate() {
        let ends_sentence = matches!(c, '.' | '!' | '?' | '…')
            && chars
                .get(k + 1)
                .is_some_and(|&(_, next)| next.is_whitespace());
        if !ends_sentence {
            continue;
        }
        let end = i + c.len_utf8();
        let sentence = line[start..end].trim();
        // `14.` and `played 13...` end in a move number, which belongs to what follows.
        let last_word = sentence
            .rsplit(char::is_whitespace)
            .next()
            .unwrap_or_default();
        let ends_in_move_number = last_word
            .trim_end_matches(['.', '…'])
            .bytes()
            .all(|b| b.is_ascii_digit());
        if sentence.is_empty() || ends_in_move_number {
            continue;
        }
        sentences.push(sentence);
        start = end;
    }
    let rest = line[start..].trim();
    if !rest.is_empty() {
        sentences.push(rest);
    }
    sentences
}

/// What the reader noticed on the way: the language of German or French command words,
/// and how the first move was typed.
struct Found {
    /// How dates are read: the day of reading (a date without a year is its next
    /// occurrence) and whether the month may come first.
    dates: Dates,
    words_of: Cell<Option<Language>>,
    /// The language of a word around the commands (a colour, a unit) that only one
    /// language has, for when the phrases name none.
    hinted: Cell<Option<Language>>,
    typed_move: std::cell::RefCell<Option<String>>,
    /// The courtesy phrases of the sequence being read, as written (`good luck`).
    courtesy: std::cell::RefCell<Vec<String>>,
}

impl Found {
    fn new(dates: Dates) -> Found {
        Found {
            dates,
            words_of: Cell::default(),
            hinted: Cell::default(),
            typed_move: std::cell::RefCell::default(),
            courtesy: std::cell::RefCell::default(),
        }
    }
}

/// Why a line is no command sequence, and whether it looked like an attempt at one.
struct Failure {
    reason: Reason,
    /// The text looks like a command attempt (so it is reported, not passed on as a
    /// comment).
    is_attempt: bool,
}

/// The courtesy words of a line read as commands (`Nf3, good luck!`), passed on to the
/// opponent as the player wrote them.
fn pass_on_courtesy(found: &Found, comment: &mut Vec<String>) {
    let said = std::mem::take(&mut *found.courtesy.borrow_mut());
    if !said.is_empty() {
        comment.push(said.join(", "));
    }
}

/// A note line ([`super::notes::note_line`]), its refusal told with the line's start.
fn note_line(line: &str) -> Option<Result<Command, NotUnderstood>> {
    super::notes::note_line(line).map(|read| {
        read.map_err(|problem| NotUnderstood {
            text: line.trim().chars().take(60).collect(),
            reason: Reason::Notes(problem),
        })
    })
}

/// A line of conditional moves ([`conditions::if_line`]), its refusal told with the line.
fn if_line(line: &str, language: Language) -> Option<Result<Command, NotUnderstood>> {
    conditions::if_line(line, language).map(|read| {
        read.map_err(|problem| NotUnderstood {
            text: line.trim().to_owned(),
            reason: Reason::Conditions(problem),
        })
    })
}

/// Words that alone name no command (`draw`: offer, accept or decline?).
static DRAW_ALONE: vocabulary::WordList = vocabulary::word_list!("draw-alone");

/// A line of at most this many tokens that starts like a command is an attempt at one.
const SHORT_LINE: usize = 3;

/// Reads a whole line or sentence as commands. Fails on the first piece that is none.
/// `found` learns the language of German or French command words met, and how the
/// first move was typed.
fn read_sequence(text: &str, language: Language, found: &Found) -> Result<Vec<Command>, Failure> {
    let tokens = tokenize(text);
    let mut commands = Vec::new();
    // Tokens that are a name the player chose (`Name ab`, `Join Spring`): their own
    // words, never a hint of the player's language.
    let mut names: Vec<usize> = Vec::new();
    // Where the last move in words began.
    let mut spoken_at = None;
    let mut t = 0;
    while t < tokens.len() && commands.len() <= MAX_COMMANDS {
        if tokens[t].words.is_empty() && MoveText::parse(tokens[t].raw, language).is_err() {
            t += 1; // punctuation only
            continue;
        }
        match command_at(&tokens, t, language, found) {
            Ok(Some((command, next))) => {
                if matches!(command, Some(Command::Move(_))) {
                    let mut typed = found.typed_move.borrow_mut();
                    if typed.is_none() {
                        let from = if is_move_number(tokens[t].raw) {
                            t + 1
                        } else {
                            t
                        };
                        let raw: Vec<&str> = tokens[from..next].iter().map(|tok| tok.raw).collect();
                        *typed = Some(raw.join(" "));
                    }
                }
                if command.as_ref().is_some_and(names_a_name) {
                    names.push(next.saturating_sub(1));
                }
                if matches!(command, Some(Command::Move(MoveText::Words(_)))) {
                    spoken_at = Some(t);
                }
                commands.extend(command);
                t = next;
            }
            Ok(None) => {
                // `Accept my apologies…`, `Help me…`, `Board looks good`: one common word
                // that is also a command, then prose — a sentence, not a command.
                let prose_after_common_word = t == 1
                    && tokens[0].words.len() == 1
                    && COMMON_WORD_COMMANDS.contains(&tokens[0].words[0]);
                let after_commands = !commands.is_empty() && !prose_after_common_word;
                let failure = failure_at(&tokens, t, after_commands, language);
                return Err(after_spoken_move(failure, &tokens, spoken_at, language));
            }
            Err(reason) => {
                // A command word with wrong arguments. In a long line it is more likely
                // prose that starts with the word ("Challenge is fun, …").
                let names_an_address = matches!(reason, Reason::Challenge(_))
                    && tokens.iter().any(|tok| tok.raw.contains('@'));
                let shaped = reason.has_argument_shape();
                let failure = Failure {
                    reason,
                    is_attempt: !commands.is_empty()
                        || tokens.len() <= SHORT_LINE
                        || names_an_address
                        || shaped,
                };
                return Err(after_spoken_move(failure, &tokens, spoken_at, language));
            }
        }
    }
    if commands.is_empty() {
        // Only politeness or punctuation: text, not commands.
        return Err(Failure {
            reason: Reason::UnknownCommand(text.to_owned()),
            is_attempt: false,
        });
    }
    // The words around the commands may name the language where the phrases could not
    // (`Desafío … blancas`: Spanish and Portuguese share `desafio`, not `blancas`).
    if found.hinted.get().is_none() {
        let hint = tokens
            .iter()
            .enumerate()
            .filter(|(i, _)| !names.contains(i))
            .find_map(|(_, tok)| vocabulary::language_of_word(&tok.words.join(" ")));
        found.hinted.set(hint);
    }
    claim_with_its_move(&mut commands);
    seek_words_before_a_move(&mut commands);
    Ok(commands)
}

/// A move in words (from token `spoken_at`) followed by words that are no command is a
/// sentence about a move (`Bishop to e5 was a blunder`, `Knight takes d5 would lose a
/// piece`), not a move with a mistake after it: the line is the player's text. Unless
/// the words from the move on are one longer move that cannot be (`pawn to e5 becomes a
/// queen`: read as far as `pawn to e5`), which is said. A move in notation keeps the
/// stricter reading (`Nf3 hello` is refused), as it always has.
fn after_spoken_move(
    failure: Failure,
    tokens: &[Token<'_>],
    spoken_at: Option<usize>,
    language: Language,
) -> Failure {
    let Some(start) = spoken_at else {
        return failure;
    };
    match spoken_move_problem(tokens, start, language) {
        Some((text, problem)) => Failure {
            reason: Reason::BadMove { text, problem },
            is_attempt: true,
        },
        None => Failure {
            is_attempt: false,
            ..failure
        },
    }
}

/// Whether `command` ends in a name the player chose (`Name ab`, `Player Bob_K`, `Join
/// Spring`, `Standings Spring`), whose word says nothing of their language.
fn names_a_name(command: &Command) -> bool {
    use super::community::CommunityCommand as C;
    matches!(
        command,
        Command::Community(
            C::Name(_)
                | C::Player(Some(_))
                | C::Join(_)
                | C::Withdraw(_)
                | C::Standings(Some(_))
                | C::HalfBye(Some(_))
                | C::CancelHalfBye(Some(_))
                | C::Team(_)
        )
    )
}

/// The longest command starting at token `t`: `Ok(Some((command, next token)))`, where
/// a filler gives no command; `Ok(None)` when none starts there; `Err` when a command
/// word starts there but its arguments are wrong.
fn command_at(
    tokens: &[Token<'_>],
    t: usize,
    language: Language,
    found: &Found,
) -> Result<Option<(Option<Command>, usize)>, Reason> {
    let words_of = &found.words_of;
    let mut best: Option<(Option<Command>, usize)> = None;
    // Where the longest courtesy phrase at `t` ends, if one matched.
    let mut courtesy_at: Option<usize> = None;
    // A command word whose arguments are wrong, and the token after the word.
    let mut argument_error: Option<(Reason, usize)> = None;

    if let Some((mv, next)) = move_at(tokens, t, language) {
        best = Some((Some(Command::Move(mv)), next));
    }
    // A claim by its reason, with the draw word or without (`Draw by repetition`,
    // `Remis nach der 50-Züge-Regel`, `Triple répétition`, `empate por repetição`).
    let draw_word = phrase_at(tokens, t, &DRAW_ALONE).unwrap_or(0);
    if let Some(n) = phrase_at(tokens, t + draw_word, &CLAIM_REASONS) {
        let (stated, next) = claimed_move(tokens, t + draw_word + n, language);
        if best.as_ref().is_none_or(|(_, best_next)| next > *best_next) {
            best = Some((Some(Command::ClaimDraw(stated)), next));
        }
    }
    let first_word = tokens[t]
        .words
        .first()
        .map(String::as_str)
        .unwrap_or_default();
    for phrase in vocabulary::phrases_starting(first_word) {
        let Some(after) = match_phrase(tokens, t, phrase) else {
            continue;
        };
        let Some(action) = phrase.action() else {
            continue;
        };
        if phrase.language != Language::English && !phrase.shared {
            words_of.set(Some(phrase.language));
        }
        // A date after a phrase of a language that writes the day first is read so,
        // whatever the reader's language (`Congé jusqu'au 1/8` from a new player).
        let dates = match phrase.language {
            Language::English => found.dates,
            _ => Dates {
                order: Order::DayFirst,
                ..found.dates
            },
        };
        let found = match action {
            Action::Give(simple) if simple.is_decisive() && tokens[after - 1].question => {
                Err(Reason::Question(simple.command()))
            }
            // `Games 2`: a page of the list.
            Action::Give(vocabulary::Simple::Games) => {
                match tokens.get(after).and_then(|t| page_number(t.raw)) {
                    Some(page) => Ok((Some(Command::Games(Some(page))), after + 1)),
                    None => Ok((Some(Command::Games(None)), after)),
                }
            }
            Action::Give(simple) => Ok((Some(simple.command()), after)),
            Action::Filler => Ok((None, after)),
            Action::Courtesy => {
                courtesy_at = Some(after);
                Ok((None, after))
            }
            Action::ClaimDraw => Ok(claim_draw(tokens, after, language)),
            Action::ClaimTablebase(claim) => {
                let (stated, next) = claimed_move(tokens, after, language);
                Ok((Some(Command::ClaimTablebase(claim, stated)), next))
            }
            Action::Challenge => challenge(tokens, after, language).map(|(c, n)| (Some(c), n)),
            Action::Language => language_choice(tokens, after).map(|(c, n)| (Some(c), n)),
            Action::BoardStyle(style) => Ok((Some(Command::BoardStyle(style)), after)),
            Action::Community(word) => community::arguments(word, tokens, after)
                .map(|(c, n)| (Some(Command::Community(c)), n))
                .map_err(Reason::Community),
            Action::Clock(word) => match super::clock::read(tokens, after, word, dates) {
                Ok(Some((command, next))) => Ok((Some(command), next)),
                Ok(None) => continue,
                Err(problem) => Err(Reason::Clock(problem)),
            },
            Action::Conditions(word) => Ok((Some(word.command()), after)),
            Action::Notes(word) => Ok((Some(word.command()), after)),
            Action::Ask(word) => super::ask::arguments(word, tokens, after, language)
                .map(|(c, n)| (Some(Command::Ask(c)), n))
                .map_err(Reason::Ask),
        };
        match found {
            Ok((command, next)) => {
                if best.as_ref().is_none_or(|(_, best_next)| next > *best_next) {
                    best = Some((command, next));
                }
            }
            Err(reason) => {
                if argument_error.as_ref().is_none_or(|(_, end)| after > *end) {
                    argument_error = Some((reason, after));
                }
            }
        }
    }
    // The longest reading wins; a longer phrase with an error beats a shorter match
    // (`accept draw?` is a questioned Accept Draw, not Accept plus `draw?`).
    // A courtesy phrase read as the longest reading is for the opponent.
    if let Some((None, next)) = best
        && courtesy_at == Some(next)
    {
        let said: Vec<&str> = tokens[t..next].iter().map(|tok| tok.raw).collect();
        found.courtesy.borrow_mut().push(said.join(" "));
    }
    match (best, argument_error) {
        (Some((_, next)), Some((reason, end))) if end > next => Err(reason),
        (Some(found), _) => Ok(Some(found)),
        (None, Some((reason, _))) => Err(reason),
        (None, None) => Ok(None),
    }
}

/// Matches `phrase` at token `t`; returns the token after it. A phrase must cover
/// whole tokens (`king-side castle` is three words in two tokens).
fn match_phrase(tokens: &[Token<'_>], t: usize, phrase: &Phrase) -> Option<usize> {
    let needs_question = phrase.question;
    let mut wanted = phrase.words().peekable();
    let mut tok = t;
    while wanted.peek().is_some() {
        let token = tokens.get(tok)?;
        if token.words.is_empty() {
            return None;
        }
        for word in &token.words {
            if wanted.next() != Some(word.as_str()) {
                return None;
            }
        }
        tok += 1;
    }
    let last = tokens.get(tok.checked_sub(1)?)?;
    if needs_question && !last.question {
        return None;
    }
    Some(tok)
}

/// `Claim Draw` with an optional `with` and an optional move.
fn claim_draw(tokens: &[Token<'_>], after: usize, language: Language) -> (Option<Command>, usize) {
    let (stated, next) = claimed_move(tokens, after, language);
    (Some(Command::ClaimDraw(stated)), next)
}

/// The move a claim may name after its words, with an optional `with` before it, and
/// the token after it (`after` itself when there is none). The reason a player gives
/// (`by threefold repetition`, `wegen dreifacher Stellungswiederholung`, `por la regla
/// de los 50 movimientos`) may stand before or after the move; it changes nothing, as
/// the arbiter checks both rules.
fn claimed_move(
    tokens: &[Token<'_>],
    after: usize,
    language: Language,
) -> (Option<MoveText>, usize) {
    let reason_at = |t: usize| phrase_at(tokens, t, &CLAIM_REASONS).map_or(t, |n| t + n);
    let mut t = reason_at(after);
    let with_reason = t;
    // `with Nf3`, `en jouant Cf3`, `mit dem Zug Sf3`.
    t += phrase_at(tokens, t, &CLAIM_CONNECTORS).unwrap_or(0);
    match move_at(tokens, t, language) {
        Some((mv, next)) => (Some(mv), reason_at(next)),
        None => (None, with_reason),
    }
}

/// A line's move and its claim without a move, in either order (`Nf3 and I claim a
/// draw`, `Cf3 y reclamo tablas`, `Remis reklamieren, Sf3`): one claim announcing the
/// move, as an arbiter reads a move written with a claim beside it. Anything else on
/// the line keeps the commands as they are.
fn claim_with_its_move(commands: &mut Vec<Command>) {
    let (at_move, at_claim) = match commands.as_slice() {
        [Command::Move(_), claim] if claims_without_move(claim) => (0, 1),
        [claim, Command::Move(_)] if claims_without_move(claim) => (1, 0),
        _ => return,
    };
    let Command::Move(mv) = commands[at_move].clone() else {
        return;
    };
    let merged = match &commands[at_claim] {
        Command::ClaimDraw(None) => Command::ClaimDraw(Some(mv)),
        Command::ClaimTablebase(kind, None) => Command::ClaimTablebase(*kind, Some(mv)),
        _ => return,
    };
    *commands = vec![merged];
}

/// `Quiero jugar Cf3`, `Quero jogar Cf3`: the words of a seek with nothing after them,
/// before a move on the same line, say the move is played; they open no public seek.
fn seek_words_before_a_move(commands: &mut Vec<Command>) {
    if let [
        Command::Community(CommunityCommand::Seek {
            casual: false,
            range: None,
            control: None,
            chess960: false,
            timeouts: None,
        }),
        Command::Move(_),
    ] = commands.as_slice()
    {
        commands.remove(0);
    }
}

fn claims_without_move(command: &Command) -> bool {
    matches!(
        command,
        Command::ClaimDraw(None) | Command::ClaimTablebase(_, None)
    )
}

/// The token after a colour's noun (`white pieces`, `weißen Steinen`), or `t`.
fn after_color_noun(tokens: &[Token<'_>], t: usize) -> usize {
    match tokens.get(t).map(|token| token.words.as_slice()) {
        Some([word]) if COLOR_NOUNS.contains(word) => t + 1,
        _ => t,
    }
}

/// `Language de`, `language german`, `Sprache Deutsch`, `langue français`.
fn language_choice(tokens: &[Token<'_>], after: usize) -> Result<(Command, usize), Reason> {
    // `Idioma en español`, `Sprache auf Deutsch`: a preposition before the language's
    // name (`en` alone is still English's code).
    let named = |i: usize| {
        tokens
            .get(i)
            .and_then(|token| language_word(&token.words.join("-")))
    };
    let after = match tokens.get(after) {
        Some(token)
            if matches!(token.words.as_slice(), [w] if LANGUAGE_PARTICLES.contains(w))
                && named(after + 1).is_some() =>
        {
            after + 1
        }
        _ => after,
    };
    let Some(token) = tokens.get(after) else {
        return Err(Reason::Language(String::new()));
    };
    let word = token.words.join("-");
    let language = language_word(&word);
    match language {
        Some(language) => Ok((Command::Language(language), after + 1)),
        None => Err(Reason::Language(token.raw.to_owned())),
    }
}

/// `Challenge ADDRESS [white|black|random] [timeout N days] [N days per move | Fischer
/// B+I] [casual] [after MOVES | from FEN]`, options in any order.
fn challenge(
    tokens: &[Token<'_>],
    after: usize,
    language: Language,
) -> Result<(Command, usize), Reason> {
    // `Challenge Bob_K in Club`: a ladder's challenge, by name or place.
    if let Some((ladder, next)) = super::ladder::challenge_at(tokens, after) {
        return Ok((Command::Community(CommunityCommand::Ladder(ladder)), next));
    }
    // `Desafío a ana@…`, `Défi à anna@…`: the preposition before a person, when an
    // address follows it.
    let after = match tokens.get(after) {
        Some(token)
            if matches!(token.words.as_slice(), [w] if CHALLENGE_PARTICLES.contains(w))
                && tokens
                    .get(after + 1)
                    .is_some_and(|next| mail_address(next.raw).is_ok()) =>
        {
            after + 1
        }
        _ => after,
    };
    let Some(token) = tokens.get(after) else {
        return Err(Reason::Challenge(ChallengeProblem::NoAddress));
    };
    let opponent = mail_address(token.raw).map_err(|why| {
        Reason::Challenge(ChallengeProblem::NotAnAddress {
            text: token.raw.to_owned(),
            why,
        })
    })?;
    let mut color = ColorChoice::Random;
    let mut timeout_days = None;
    let mut casual = false;
    let mut clock = None;
    let mut start = Start::Standard;
    let mut t = after + 1;
    while let Some(token) = tokens.get(t) {
        let word = token.words.join(" ");
        let both = || Reason::Challenge(ChallengeProblem::Start(StartProblem::Both));
        if START_AFTER.contains(&word) {
            if start != Start::Standard {
                return Err(both());
            }
            (start, t) = opening_at(tokens, t + 1, language)?;
        } else if START_FROM.contains(&word) {
            if start != Start::Standard {
                return Err(both());
            }
            (start, t) = position_at(tokens, t + 1)?;
        } else if CHESS960_WORDS.contains(&word) {
            if start != Start::Standard {
                return Err(both());
            }
            // `chess960 518`: a start's number, unless it is a number of days.
            let number = tokens
                .get(t + 1)
                .filter(|token| {
                    !token.raw.is_empty() && token.raw.bytes().all(|b| b.is_ascii_digit())
                })
                .filter(|_| days_at(tokens, t + 1).is_none_or(|(_, next)| next == t + 2))
                .and_then(|token| token.raw.parse::<u32>().ok());
            start = Start::chess960(number)
                .map_err(|p| Reason::Challenge(ChallengeProblem::Start(p)))?;
            t += if number.is_some() { 2 } else { 1 };
        } else if let Some(rated) = community::rated_word(&word) {
            casual = !rated;
            t += 1;
        } else if let Some((control, next)) = super::clock::time_control_at(tokens, t) {
            clock = Some(control);
            t = next;
        } else if let Some(problem) = super::clock::bad_fischer_at(tokens, t) {
            return Err(Reason::Clock(problem));
        } else if let Some(choice) = color_word(&word) {
            color = choice;
            t = after_color_noun(tokens, t + 1);
        } else if COLOR_CONNECTORS.contains(&word) || COLOR_ARTICLES.contains(&word) {
            // `as white`, `mit Weiß`, `con las blancas`, `with the white pieces`, `mit
            // den weißen Steinen`: connectors and articles only before a colour.
            let mut c = t;
            while c < t + 3
                && tokens.get(c).is_some_and(|token| {
                    let word = token.words.join(" ");
                    COLOR_CONNECTORS.contains(&word) || COLOR_ARTICLES.contains(&word)
                })
            {
                c += 1;
            }
            match tokens
                .get(c)
                .and_then(|next| color_word(&next.words.join(" ")))
            {
                Some(choice) => {
                    color = choice;
                    t = after_color_noun(tokens, c + 1);
                }
                None => break,
            }
        } else if TIMEOUT_WORDS.contains(&word) {
            let (days, next) =
                days_at(tokens, t + 1).ok_or(Reason::Challenge(ChallengeProblem::TimeoutDays))?;
            timeout_days = Some(days);
            t = next;
        } else if let Some((days, next)) = days_at(tokens, t).filter(|&(_, next)| next > t + 1) {
            // `14 days` without the word timeout.
            timeout_days = Some(days);
            t = next;
        } else {
            break;
        }
    }
    Ok((
        Command::Challenge {
            opponent,
            color,
            timeout_days,
            casual,
            clock,
            start: Box::new(start),
        },
        t,
    ))
}

/// `after 1.e4 c5 2.Nf3 d6`: the moves from token `t` on (move numbers skipped, a
/// particle such as `de` in `después de` first), checked from the standard position.
fn opening_at(
    tokens: &[Token<'_>],
    mut t: usize,
    language: Language,
) -> Result<(Start, usize), Reason> {
    if tokens
        .get(t)
        .is_some_and(|token| matches!(token.words.as_slice(), [w] if START_PARTICLES.contains(w)))
    {
        t += 1;
    }
    let mut moves = Vec::new();
    // One more than an opening may have, so that a longer one is refused as such.
    while moves.len() <= MAX_OPENING_PLIES
        && let Some(token) = tokens.get(t)
    {
        if is_move_number(token.raw) {
            t += 1;
            continue;
        }
        match MoveText::parse(token.raw, language) {
            Ok(mv) => {
                moves.push(mv);
                t += 1;
            }
            Err(_) => break,
        }
    }
    let start =
        Start::opening(&moves).map_err(|p| Reason::Challenge(ChallengeProblem::Start(p)))?;
    Ok((start, t))
}

/// `from FEN …` (`from position`, `ab Stellung` …): the FEN's fields from token `t`
/// on, as many as have a field's shape, checked by the rules core.
fn position_at(tokens: &[Token<'_>], mut t: usize) -> Result<(Start, usize), Reason> {
    let bad = |field| Reason::Challenge(ChallengeProblem::Start(StartProblem::BadFen { field }));
    while tokens
        .get(t)
        .is_some_and(|token| matches!(token.words.as_slice(), [w] if START_FEN_WORDS.contains(w)))
    {
        t += 1;
    }
    let Some(board) = tokens
        .get(t)
        .filter(|token| token.raw.matches('/').count() == 7)
    else {
        return Err(bad(crate::rules::FenField::Board));
    };
    let mut fields = vec![board.raw];
    t += 1;
    let shapes: [fn(&str) -> bool; 5] = [
        |f| matches!(f, "w" | "b"),
        |f| f == "-" || (f.len() <= 4 && f.chars().all(|c| "KQkqABCDEFGHabcdefgh".contains(c))),
        |f| f == "-" || is_square(f),
        |f| f.len() <= 4 && f.chars().all(|c| c.is_ascii_digit()),
        |f| f.len() <= 4 && f.chars().all(|c| c.is_ascii_digit()),
    ];
    for shape in shapes {
        match tokens.get(t) {
            Some(token) if shape(token.raw) => {
                fields.push(token.raw);
                t += 1;
            }
            _ => break,
        }
    }
    let start = Start::position(&fields.join(" "))
        .map_err(|p| Reason::Challenge(ChallengeProblem::Start(p)))?;
    Ok((start, t))
}

/// A plain `local@domain.tld` address, from `<…>` or `mailto:` if written so, in the
/// canonical form of [`EmailAddress`]. Only punctuation around the address is taken
/// off (a sentence's full stop, brackets); a dot that starts the local part is part of
/// what was typed, so `.hidden@example.org` is refused, never read as `hidden@`.
fn mail_address(raw: &str) -> Result<String, AddressError> {
    let address = raw
        .trim_start_matches(['<', '(', '"', '\''])
        .trim_start_matches("mailto:")
        .trim_end_matches(['>', ')', '"', '\'', ',', ';', '.', ':']);
    let address = EmailAddress::parse(address)?;
    // `localhost` is the embedded default's domain (pawnpost@localhost and its players).
    if !address.domain().contains('.') && address.domain() != "localhost" {
        return Err(AddressError::BadDomain);
    }
    Ok(address.into_string())
}

/// Explains why no command starts at token `t`.
fn failure_at(tokens: &[Token<'_>], t: usize, after_commands: bool, language: Language) -> Failure {
    let token = &tokens[t];
    let first_word = token.words.first().map(String::as_str).unwrap_or_default();
    let next_word = tokens
        .get(t + 1)
        .and_then(|next| next.words.first())
        .map(String::as_str);
    let move_problem = MoveText::parse(token.raw, language)
        .err()
        .filter(MoveSyntaxError::is_move_shaped);
    // The rest of the line shaped as a move in words with an impossible square or
    // promotion (`Knight to f9`): said as a move that is not one, however long.
    if move_problem.is_none()
        && let Some((text, problem)) = spoken_move_problem(tokens, t, language)
    {
        return Failure {
            reason: Reason::BadMove { text, problem },
            is_attempt: true,
        };
    }
    let reason = if let Some(problem) = move_problem {
        match problem {
            MoveSyntaxError::EnPassantSquares => Reason::EnPassantSquares,
            problem => Reason::BadMove {
                text: token.raw.to_owned(),
                problem,
            },
        }
    } else {
        static CANCEL_ALONE: vocabulary::WordList = vocabulary::word_list!("cancel-alone");
        static CASTLE_ALONE: vocabulary::WordList = vocabulary::word_list!("castle-alone");
        match first_word {
            w if DRAW_ALONE.contains(w) => Reason::AmbiguousDraw,
            w if CANCEL_ALONE.contains(w) => Reason::AmbiguousCancel,
            w if CASTLE_ALONE.contains(w) => Reason::CastleSide,
            "en" if next_word == Some("passant") => Reason::EnPassantSquares,
            _ if after_commands => Reason::ExtraText(token.raw.to_owned()),
            _ => Reason::UnknownCommand(token.raw.to_owned()),
        }
    };
    // Short lines that start like a command are attempts; long ones are prose that
    // happens to start with a move-like token or a command word.
    let starts_like_command = !matches!(reason, Reason::UnknownCommand(_))
        || tokens
            .first()
            .and_then(|tok| tok.words.first())
            .is_some_and(|word| COMMAND_WORDS.contains(word));
    let is_attempt = after_commands || (tokens.len() <= SHORT_LINE && starts_like_command);
    Failure { reason, is_attempt }
}

/// The rest of the line from token `t` when it reads as a move in words that cannot be
/// (`Knight to f9`, `pawn to e5 becomes a queen`), with what is wrong; read once, within
/// a move's length.
fn spoken_move_problem(
    tokens: &[Token<'_>],
    t: usize,
    language: Language,
) -> Option<(String, MoveSyntaxError)> {
    let rest = tokens
        .get(t..)
        .filter(|rest| rest.len() >= 2 && rest.len() <= MAX_MOVE_TOKENS)?;
    let chars: usize = rest.iter().map(|tok| tok.raw.chars().count() + 1).sum();
    if chars > MoveText::MAX_CHARS + 1 {
        return None;
    }
    let text = rest.iter().map(|tok| tok.raw).collect::<Vec<_>>().join(" ");
    match MoveText::parse(&text, language) {
        Err(problem @ (MoveSyntaxError::NoSuchSquare(_) | MoveSyntaxError::BadPromotion)) => {
            Some((text, problem))
        }
        _ => None,
    }
}

/// Help text sent back unquoted: a line giving examples of commands
/// (`Reply with your move, e.g. Nf3, or: Request Draw, Resign`).
fn is_help_text(line: &str, language: Language) -> bool {
    let lower = line.to_lowercase();
    let gives_examples =
        crate::i18n::every_language("example-markers").any(|marker| lower.contains(marker));
    // Words that only a list of commands would contain next to an example.
    static GAME_WORDS: vocabulary::WordList = vocabulary::word_list!("game-words");
    gives_examples
        && tokenize(line).iter().any(|token| {
            MoveText::parse(token.raw, language).is_ok()
                || token.words.iter().any(|word| GAME_WORDS.contains(word))
        })
}

/// A line of a move list: move numbers with two or more moves (`1. e4 e5 2. Nf3`,
/// also behind a label like `Moves:`), or a numbered line continuing a list above it
/// (`3. Bb5`). A single numbered move (`14. Nf3`, `14... Nxe4`) on its own is a move,
/// not a list.
fn is_move_list(line: &str, language: Language, continues_list: bool) -> bool {
    // `Moves: 1. e4 …`, `Züge: …`, `Coups : …` — a short label without digits.
    let line = match line.split_once(':') {
        Some((label, rest))
            if label.chars().count() <= 20 && !label.chars().any(|c| c.is_ascii_digit()) =>
        {
            rest.trim_start()
        }
        _ => line,
    };
    // Every line of a move list starts with a move number (`1.`, `12...`, `3.Bb5`).
    if !line.starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    static RESULT: LazyLock<Regex> = LazyLock::new(|| regex(r"^(1-0|0-1|1/2-1/2|½-½|\*)$"));
    static GLUED_NUMBER: LazyLock<Regex> = LazyLock::new(|| regex(r"^[0-9]{1,4}(\.{1,3}|…)\S"));
    let mut numbers = 0;
    let mut moves = 0;
    for raw in line.split_whitespace() {
        if is_move_number(raw) {
            numbers += 1;
        } else if RESULT.is_match(raw) {
            continue;
        } else if MoveText::parse(raw, language).is_ok() {
            moves += 1;
            numbers += usize::from(GLUED_NUMBER.is_match(raw));
        } else {
            return false;
        }
    }
    numbers > 0 && (moves >= 2 || (continues_list && moves >= 1))
}

/// Finds the commands of one mail that cannot all be meant.
fn find_conflicts(commands: &[Command]) -> Vec<Conflict> {
    let mut conflicts = Vec::new();

    let moves: Vec<MoveText> = commands
        .iter()
        .filter_map(|command| match command {
            Command::Move(mv)
            | Command::ClaimDraw(Some(mv))
            | Command::ClaimTablebase(_, Some(mv)) => Some(*mv),
            _ => None,
        })
        .collect();
    for (i, mv) in moves.iter().enumerate().skip(1) {
        if moves[..i].contains(mv) {
            conflicts.push(Conflict::Repeated(Command::Move(*mv)));
        } else {
            conflicts.push(Conflict::TwoMoves {
                first: moves[0],
                second: *mv,
            });
        }
    }

    let is_game_action = |command: &Command| {
        matches!(
            command,
            Command::Move(_)
                | Command::ClaimDraw(_)
                | Command::ClaimTablebase(..)
                | Command::RequestDraw
                | Command::AcceptDraw
                | Command::DenyDraw
                | Command::RequestCancel
                | Command::AcceptCancel
                | Command::DenyCancel
        )
    };
    if commands.contains(&Command::Resign) {
        for command in commands.iter().filter(|c| is_game_action(c)) {
            let already = conflicts
                .iter()
                .any(|c| matches!(c, Conflict::ResignWith(other) if other == command));
            if !already {
                conflicts.push(Conflict::ResignWith(command.clone()));
            }
        }
    }

    for (a, b) in [
        (Command::AcceptDraw, Command::DenyDraw),
        (Command::AcceptCancel, Command::DenyCancel),
        (Command::AcceptChallenge, Command::DeclineChallenge),
    ] {
        if commands.contains(&a) && commands.contains(&b) {
            conflicts.push(Conflict::Contradicting(a, b));
        }
    }
    let languages: Vec<&Command> = commands
        .iter()
        .filter(|c| matches!(c, Command::Language(_)))
        .collect();
    if let Some(first) = languages.first()
        && let Some(other) = languages.iter().find(|c| **c != *first)
    {
        conflicts.push(Conflict::Contradicting((*first).clone(), (*other).clone()));
    }

    let repeatable_is_harmless = |command: &Command| {
        matches!(
            command,
            Command::Move(_)
                | Command::ClaimDraw(Some(_))
                | Command::ClaimTablebase(_, Some(_))
                | Command::Board
                | Command::History
                | Command::Pgn
                | Command::Games(_)
                | Command::Help
                | Command::Language(_)
                | Command::Ask(_)
        )
    };
    for (i, command) in commands.iter().enumerate() {
        let first_time = !commands[..i].contains(command);
        let twice = commands[i + 1..].contains(command);
        if first_time && twice && !repeatable_is_harmless(command) {
            conflicts.push(Conflict::Repeated(command.clone()));
        }
    }
    conflicts
}

/// Every regex here is a literal; compiling a literal known to be valid cannot fail, so
/// `expect` states a proven invariant.
fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("valid regex literal")
}

#[cfg(test)]
mod tests {
    use super::*;
    use Command::{
        AcceptCancel, AcceptChallenge, AcceptDraw, Board, Challenge, ClaimDraw, DeclineChallenge,
        DenyCancel, DenyDraw, Games, Help, History, Move, Pgn, RequestCancel, RequestDraw, Resign,
    };

    fn en(text: &str) -> Reading {
        read_commands(text, Language::English)
    }

    fn mv(text: &str) -> Command {
        Move(text.parse().unwrap())
    }

    /// Issue 35: what players write around their commands.
    #[test]
    fn courtesy_is_passed_on_and_claims_take_their_move_and_reason() {
        // Courtesy keeps the line a command line and reaches the opponent as written.
        let reading = en("Nf3, good luck!");
        assert_eq!(reading.commands, [mv("Nf3")]);
        assert_eq!(reading.comment.as_deref(), Some("good luck!"));
        let reading = en("Resign. Congratulations!");
        assert_eq!(reading.commands, [Resign]);
        assert_eq!(reading.comment.as_deref(), Some("Congratulations!"));
        // Filler is still dropped.
        assert_eq!(en("Nf3 please").comment, None);
        // A move and a claim on one line are one claim, in either order; on two lines
        // they stay two moves, which the game refuses as two.
        for text in [
            "Nf3 and I claim a draw",
            "Claim draw, Nf3",
            "Claim draw with Nf3 by repetition",
        ] {
            assert_eq!(
                en(text).commands,
                [ClaimDraw(Some("Nf3".parse().unwrap()))],
                "{text}"
            );
        }
        assert_eq!(en("Nf3\nClaim draw").commands, [mv("Nf3"), ClaimDraw(None)]);
        for (text, language) in [
            ("Draw by repetition", Language::English),
            ("Remis nach der 50-Züge-Regel", Language::German),
            ("reclamo tablas por triple repetición", Language::Spanish),
            ("Réclamer nulle par triple répétition", Language::French),
            ("empate pela regra dos 50 lances", Language::Portuguese),
        ] {
            assert_eq!(
                read_commands(text, language).commands,
                [ClaimDraw(None)],
                "{text}"
            );
        }
        // `Je réclame la nulle en jouant Cf3`: a connector of two words.
        assert_eq!(
            read_commands("Je réclame la nulle en jouant Cf3", Language::French).commands,
            [ClaimDraw(Some("Nf3".parse().unwrap()))]
        );
    }

    #[test]
    fn particles_before_an_address_a_colour_and_a_language() {
        let challenge =
            |text: &str, language| match read_commands(text, language).commands.as_slice() {
                [
                    Challenge {
                        opponent, color, ..
                    },
                ] => (opponent.clone(), *color),
                other => panic!("{text}: {other:?}"),
            };
        let ana = "ana@example.org".to_owned();
        assert_eq!(
            challenge(
                "Desafío a ana@example.org con las blancas",
                Language::Spanish
            ),
            (ana.clone(), ColorChoice::White)
        );
        assert_eq!(
            challenge("Défi à ana@example.org avec les noirs", Language::French),
            (ana.clone(), ColorChoice::Black)
        );
        assert_eq!(
            challenge(
                "Challenge ana@example.org with the white pieces",
                Language::English
            ),
            (ana.clone(), ColorChoice::White)
        );
        assert_eq!(
            challenge(
                "Herausforderung ana@example.org mit den weißen Steinen",
                Language::German
            ),
            (ana, ColorChoice::White)
        );
        // `a` alone before no address is still refused as one.
        assert!(
            read_commands("Desafío a", Language::Spanish)
                .commands
                .is_empty()
        );
        assert_eq!(
            read_commands("Idioma en español", Language::Spanish).commands,
            [Command::Language(Language::Spanish)]
        );
        // `en` alone is still English's code.
        assert_eq!(
            read_commands("Idioma en", Language::Spanish).commands,
            [Command::Language(Language::English)]
        );
    }

    #[test]
    fn seek_words_before_a_move_play_it() {
        assert_eq!(
            read_commands("Quiero jugar Cf3", Language::Spanish).commands,
            [mv("Nf3")]
        );
        assert!(matches!(
            read_commands("Quiero jugar", Language::Spanish)
                .commands
                .as_slice(),
            [Command::Community(CommunityCommand::Seek { .. })]
        ));
    }

    #[test]
    fn lines_addressed_to_games_by_number() {
        let reading =
            en("#12 Nf3\n#15: Resign\nGame 12: Request Draw\nGame 7 - 14... e5\nNice game!");
        assert!(reading.commands.is_empty(), "{reading:?}");
        let games: Vec<i64> = reading.games.iter().map(|g| g.game).collect();
        assert_eq!(games, [12, 15, 7]);
        assert_eq!(reading.games[0].commands, [mv("Nf3"), RequestDraw]);
        assert_eq!(reading.games[0].expect, None);
        assert_eq!(reading.games[1].commands, [Resign]);
        assert_eq!(reading.games[2].commands, [mv("e5")]);
        assert_eq!(
            reading.games[2].expect,
            Some(ExpectedMove {
                fullmove: 14,
                black: true
            })
        );
        assert_eq!(
            read_commands("#3 14.Nf3", Language::English).games[0].expect,
            Some(ExpectedMove {
                fullmove: 14,
                black: false
            })
        );
        // In the player's language: piece letters and the word for a game.
        let de = read_commands("Partie 4: Sf3 Remis anbieten", Language::German);
        assert_eq!(de.games[0].commands, [mv("Nf3"), RequestDraw]);
        let fr = read_commands("Partie 4 : Rg1", Language::French);
        assert_eq!(fr.games[0].commands, [mv("Kg1")]);
        let pt = read_commands("Jogo #4 Bc4", Language::Portuguese);
        assert_eq!(pt.games[0].commands, [mv("Bc4")]);
        let es = read_commands("Partida 4: Abandonar", Language::Spanish);
        assert_eq!(es.games[0].commands, [Resign]);
    }

    #[test]
    fn prose_about_a_game_is_no_line_for_it() {
        for text in ["Game 12 was fun", "#12abc", "Game twelve: e4", "#: e4"] {
            let reading = en(text);
            assert!(reading.games.is_empty(), "{text}: {reading:?}");
        }
        // A line for a game that holds words but no command says so, for that game.
        let reading = en("#12 thanks for the game");
        assert_eq!(reading.games.len(), 1);
        assert!(reading.games[0].commands.is_empty());
        assert_eq!(reading.games[0].not_understood.len(), 1);
    }

    /// The caps hold where the lines are read: at most [`MAX_GAMES`] games and
    /// [`MAX_COMMANDS`] commands in all, game lines included, however they are spread
    /// over lines and sentences; the sender is told where reading stopped.
    #[test]
    fn at_most_twenty_games_and_thirty_two_commands_are_read_from_one_mail() {
        let stopped_at = |reading: &Reading| -> Vec<(String, Reason)> {
            reading
                .not_understood
                .iter()
                .filter(|n| matches!(n.reason, Reason::TooManyCommands | Reason::TooManyGames))
                .map(|n| (n.text.clone(), n.reason.clone()))
                .collect()
        };
        let all = |reading: &Reading| -> usize {
            reading.commands.len()
                + reading
                    .games
                    .iter()
                    .map(|g| g.commands.len())
                    .sum::<usize>()
        };

        // 21 lines for 21 games: the 21st is not read, and the sender hears of it.
        let text: String = (1..=21).map(|i| format!("#{i} Board\n")).collect();
        let reading = en(&text);
        assert_eq!(reading.games.len(), MAX_GAMES);
        assert_eq!(
            stopped_at(&reading),
            [("#21 Board".to_owned(), Reason::TooManyGames)]
        );
        // Twenty games, and a second line for one of them, are all read.
        let text: String = (1..=20).map(|i| format!("#{i} Board\n")).collect();
        let reading = en(&(text + "#3 History\n"));
        assert_eq!(reading.games.len(), MAX_GAMES);
        assert_eq!(reading.games[2].commands, [Board, History]);
        assert!(stopped_at(&reading).is_empty(), "{reading:#?}");

        // One game line with 500 commands, as sentences or as a list.
        for line in [
            format!("#1 {}", "Board. ".repeat(500)),
            format!("#1 {}", "Board, ".repeat(500)),
            // Under `MAX_COMMAND_LINE_BYTES`: a longer line is prose, not read for commands.
            format!("Game 1: {}", "History. ".repeat(400)),
        ] {
            let reading = en(&line);
            assert_eq!(all(&reading), MAX_COMMANDS, "{line:.40}");
            assert_eq!(stopped_at(&reading).len(), 1, "{line:.40}");
            assert_eq!(stopped_at(&reading)[0].1, Reason::TooManyCommands);
        }
        // The same in the mail's own lines.
        let reading = en(&"Board. ".repeat(500));
        assert_eq!(reading.commands.len(), MAX_COMMANDS);
        assert_eq!(stopped_at(&reading).len(), 1);

        // Counted across the whole mail: 20 of the mail's own, then 20 for games.
        let text = format!(
            "{}\n{}Thanks",
            "Board. ".repeat(20),
            (1..=20)
                .map(|i| format!("#{i} History\n"))
                .collect::<String>()
        );
        let reading = en(&text);
        assert_eq!(reading.commands.len(), 20);
        assert_eq!(all(&reading), MAX_COMMANDS, "{reading:#?}");
        assert_eq!(reading.games.len(), 12, "no game named after the cap");
        assert_eq!(
            stopped_at(&reading),
            [("#13 History".to_owned(), Reason::TooManyCommands)]
        );
        // What follows the cut is not read: no comment from it.
        assert_eq!(reading.comment, None);

        // Exactly at the cap nothing is cut.
        let reading = en(&format!("{}\nSee you", "Board. ".repeat(MAX_COMMANDS)));
        assert_eq!(reading.commands.len(), MAX_COMMANDS);
        assert!(stopped_at(&reading).is_empty());
        assert_eq!(reading.comment.as_deref(), Some("See you"));
    }

    /// A name is the player's own word: `Name ab` (German `ab`, "from") or `Name
    /// blancas` says nothing of the language the player reads, and is no `Language`
    /// setting; the words around other commands still are.
    #[test]
    fn a_name_is_no_hint_of_the_language() {
        for text in [
            "Name ab",
            "Name blancas",
            "Name Sprache",
            "Name de",
            "Player brancas",
            "Join vom",
            "Standings noirs",
        ] {
            let reading = en(text);
            assert_eq!(reading.commands.len(), 1, "{text}: {reading:#?}");
            assert!(
                !matches!(reading.commands[0], Command::Language(_)),
                "{text}"
            );
            assert_eq!(reading.words_in, None, "{text}");
        }
        assert_eq!(
            en("Challenge anna@example.org blancas").words_in,
            Some(Language::Spanish)
        );
    }

    #[test]
    fn moves_in_every_notation() {
        let cases = [
            ("Nf3", "Nf3"),
            ("nf3", "Nf3"),
            ("NF3", "Nf3"),
            ("Nf3+", "Nf3"),
            ("Qxf7#", "Qxf7"),
            ("Nf3!?", "Nf3"),
            ("e4!!", "e4"),
            ("e4", "e4"),
            ("E4", "e4"),
            ("D4", "d4"),
            ("exd6", "exd6"),
            ("exd6 e.p.", "exd6"),
            ("exd6e.p.", "exd6"),
            ("ed6", "exd6"),
            ("e:d6", "exd6"),
            ("bxc3", "bxc3"),
            ("Bxc3", "Bxc3"),
            ("e8=Q", "e8=Q"),
            ("e8Q", "e8=Q"),
            ("e8(Q)", "e8=Q"),
            ("e8=q", "e8=Q"),
            ("exd8=N+", "exd8=N"),
            ("Nbd2", "Nbd2"),
            ("R1e2", "R1e2"),
            ("Qh4e1", "Qh4e1"),
            ("Qh4xe1", "Qh4xe1"),
            ("Ng1-f3", "Ng1f3"),
            ("O-O", "O-O"),
            ("0-0", "O-O"),
            ("o-o", "O-O"),
            ("O-O-O", "O-O-O"),
            ("0-0-0+", "O-O-O"),
            ("e2e4", "e2e4"),
            ("e2-e4", "e2e4"),
            ("E2-E4", "e2e4"),
            ("e2xd3", "e2d3"),
            ("e7e8q", "e7e8q"),
            ("e7-e8=Q", "e7e8q"),
            ("e2 e4", "e2e4"),
            ("e2 - e4", "e2e4"),
            ("5254", "5254"),
            ("57581", "57581"),
            ("14. Nf3", "Nf3"),
            ("14.Nf3", "Nf3"),
            ("14... Nxe4", "Nxe4"),
            ("14...Nxe4", "Nxe4"),
            ("14… Nxe4", "Nxe4"),
            ("♘f3", "Nf3"),
            ("(Nf3)", "Nf3"),
            ("\"e4!\"", "e4"),
            ("King-Side Castle", "O-O"),
            ("king side castle", "O-O"),
            ("kingside castle", "O-O"),
            ("KING-SIDE CASTLE!", "O-O"),
            ("Queen-Side Castle", "O-O-O"),
            ("castle queenside", "O-O-O"),
            ("En Passant e5d6", "En Passant e5d6"),
            ("En Passant e5xd6", "En Passant e5d6"),
            ("en passant e5-d6", "En Passant e5d6"),
            ("en-passant e5 d6", "En Passant e5d6"),
            ("En-Passant e5 x d6 e.p.", "En Passant e5d6"),
            ("castle kingside, please", "O-O"),
        ];
        for (typed, expected) in cases {
            let reading = en(typed);
            assert_eq!(reading.commands, [mv(expected)], "{typed}: {reading:?}");
            assert!(
                reading.not_understood.is_empty() && reading.comment.is_none(),
                "{typed}"
            );
        }
    }

    #[test]
    fn localized_piece_letters() {
        let cases = [
            ("Sf3", Language::German, "Nf3"),
            ("Lb5", Language::German, "Bb5"),
            ("Dd1", Language::German, "Qd1"),
            ("Txe1", Language::German, "Rxe1"),
            ("Ke2", Language::German, "Ke2"),
            ("e8=D", Language::German, "e8=Q"),
            ("Cf3", Language::French, "Nf3"),
            ("Fb5", Language::French, "Bb5"),
            ("Dxd8", Language::French, "Qxd8"),
            ("Tf1", Language::French, "Rf1"),
            ("Rf1", Language::French, "Kf1"),
            ("Rf1", Language::English, "Rf1"),
            ("e8=C", Language::French, "e8=N"),
            ("c5", Language::French, "c5"),
            ("dxe5", Language::French, "dxe5"),
            ("fxe5", Language::French, "fxe5"),
            ("Nf3", Language::German, "Nf3"),
            ("Nf3", Language::French, "Nf3"),
            ("Kurze Rochade", Language::German, "O-O"),
            ("große Rochade", Language::German, "O-O-O"),
            ("Petit roque", Language::French, "O-O"),
            ("grand roque !", Language::French, "O-O-O"),
            // Figurines name pieces, not letters: the rook figurine is no French king.
            ("♖d1", Language::French, "Rd1"),
            ("♔d1", Language::French, "Kd1"),
        ];
        for (typed, language, expected) in cases {
            let reading = read_commands(typed, language);
            assert_eq!(reading.commands, [mv(expected)], "{typed} ({language:?})");
        }
    }

    #[test]
    fn impossible_moves_are_explained() {
        let cases = [
            ("e9", MoveSyntaxError::NoSuchSquare("e9".into())),
            ("Nf9", MoveSyntaxError::NoSuchSquare("f9".into())),
            ("i4", MoveSyntaxError::NoSuchSquare("i4".into())),
            ("e8=K", MoveSyntaxError::BadPromotion),
            ("e5=Q", MoveSyntaxError::BadPromotion),
            ("Ne8=Q", MoveSyntaxError::BadPromotion),
            ("5290", MoveSyntaxError::IccfDigits),
            ("52545", MoveSyntaxError::IccfDigits),
            ("Xf3", MoveSyntaxError::UnknownPiece('X')),
        ];
        for (typed, problem) in cases {
            let reading = en(typed);
            assert!(reading.commands.is_empty(), "{typed}");
            assert_eq!(
                reading.not_understood,
                [NotUnderstood {
                    text: typed.into(),
                    reason: Reason::BadMove {
                        text: typed.into(),
                        problem
                    }
                }],
                "{typed}"
            );
        }
        // French R is the king, which no pawn becomes.
        let reading = read_commands("e8=R", Language::French);
        assert!(reading.commands.is_empty());
    }

    #[test]
    fn command_words_and_aliases() {
        let cases: Vec<(&str, Command)> = vec![
            ("Request Draw", RequestDraw),
            ("request-draw", RequestDraw),
            ("Draw Request", RequestDraw),
            ("offer draw", RequestDraw),
            ("draw?", RequestDraw),
            ("Draw ?", RequestDraw),
            ("I offer a draw.", RequestDraw),
            ("Accept Draw", AcceptDraw),
            ("I accept the draw", AcceptDraw),
            ("Deny Draw", DenyDraw),
            ("decline draw", DenyDraw),
            ("refuse draw", DenyDraw),
            ("Request Cancel", RequestCancel),
            ("Cancel Request", RequestCancel),
            ("cancel game?", RequestCancel),
            ("Accept Cancel", AcceptCancel),
            ("Deny Cancel", DenyCancel),
            ("Claim Draw", ClaimDraw(None)),
            ("Claim Draw Nf3", ClaimDraw(Some("Nf3".parse().unwrap()))),
            (
                "claim draw with 23. Nf3",
                ClaimDraw(Some("Nf3".parse().unwrap())),
            ),
            (
                "Claim Draw King-Side Castle",
                ClaimDraw(Some("O-O".parse().unwrap())),
            ),
            ("Resign", Resign),
            ("I resign.", Resign),
            ("RESIGN!", Resign),
            ("Accept", AcceptChallenge),
            ("accept challenge", AcceptChallenge),
            ("Decline", DeclineChallenge),
            ("Board", Board),
            ("History", History),
            ("PGN", Pgn),
            ("Games", Games(None)),
            ("Help", Help),
            ("help?", Help),
            ("Language de", Command::Language(Language::German)),
            ("language german", Command::Language(Language::German)),
            ("Language FR", Command::Language(Language::French)),
            ("Remis anbieten", RequestDraw),
            ("Remis?", RequestDraw),
            ("Aufgeben", Resign),
            ("Ich gebe auf", Resign),
            ("nulle ?", RequestDraw),
            ("J'accepte la nulle", AcceptDraw),
            ("abandon", Resign),
            ("Sprache Deutsch", Command::Language(Language::German)),
        ];
        for (typed, expected) in cases {
            let reading = en(typed);
            assert_eq!(reading.commands, [expected], "{typed}: {reading:?}");
            assert!(reading.not_understood.is_empty(), "{typed}");
        }
    }

    #[test]
    fn challenges() {
        let reading = en("Challenge Bob@Example.org black timeout 14 days");
        assert_eq!(
            reading.commands,
            [Challenge {
                opponent: "bob@example.org".into(),
                color: ColorChoice::Black,
                timeout_days: Some(14),
                casual: false,
                clock: None,
                start: Box::default(),
            }]
        );
        let reading = en("challenge <anna@example.org> 10 days as white");
        assert_eq!(
            reading.commands,
            [Challenge {
                opponent: "anna@example.org".into(),
                color: ColorChoice::White,
                timeout_days: Some(10),
                casual: false,
                clock: None,
                start: Box::default(),
            }]
        );
        let reading = en("Challenge bob@localhost");
        assert_eq!(
            reading.commands,
            [Challenge {
                opponent: "bob@localhost".into(),
                color: ColorChoice::Random,
                timeout_days: None,
                casual: false,
                clock: None,
                start: Box::default(),
            }]
        );
        let reading = en("Challenge carl@example.org");
        assert_eq!(
            reading.commands,
            [Challenge {
                opponent: "carl@example.org".into(),
                color: ColorChoice::Random,
                timeout_days: None,
                casual: false,
                clock: None,
                start: Box::default(),
            }]
        );
        for bad in [
            "Challenge",
            "Challenge bob",
            "Challenge bob@example.org timeout soon",
        ] {
            let reading = en(bad);
            assert!(reading.commands.is_empty(), "{bad}");
            assert!(
                matches!(
                    reading.not_understood[..],
                    [NotUnderstood {
                        reason: Reason::Challenge(_),
                        ..
                    }]
                ),
                "{bad}: {reading:?}"
            );
        }
    }

    #[test]
    fn several_commands_in_one_line() {
        assert_eq!(en("e4, draw?").commands, [mv("e4"), RequestDraw]);
        assert_eq!(en("Nf3 request draw").commands, [mv("Nf3"), RequestDraw]);
        assert_eq!(
            en("Nf3 and I offer a draw, please").commands,
            [mv("Nf3"), RequestDraw]
        );
        assert_eq!(en("Board; History").commands, [Board, History]);
    }

    #[test]
    fn sentences_that_are_commands() {
        let reading = en("Good game. I resign.");
        assert_eq!(reading.commands, [Resign]);
        assert_eq!(reading.comment.as_deref(), Some("Good game."));
        let reading = en("e4. Your move!");
        assert_eq!(reading.commands, [mv("e4")]);
        assert_eq!(reading.comment.as_deref(), Some("Your move!"));
    }

    #[test]
    fn commands_inside_prose_are_not_taken() {
        for text in [
            "I'll resign soon if this goes on",
            "Thanks for the draw offer, but I'll play on",
            "I was thinking about e4 but chose otherwise",
            "Hi Bob,",
            "Thanks",
        ] {
            let reading = en(text);
            assert!(reading.commands.is_empty(), "{text}");
            assert!(reading.not_understood.is_empty(), "{text}: {reading:?}");
            assert_eq!(reading.comment.as_deref(), Some(text));
        }
    }

    #[test]
    fn attempts_that_fail_are_reported() {
        let cases = [
            ("draw", Reason::AmbiguousDraw),
            ("cancel", Reason::AmbiguousCancel),
            ("castle", Reason::CastleSide),
            ("En Passant", Reason::EnPassantSquares),
            ("Language klingon", Reason::Language("klingon".into())),
            ("e4 thanks a lot", Reason::ExtraText("a".into())),
            (
                "Resign   give up the game",
                Reason::ExtraText("give".into()),
            ),
            ("Request Drawww", Reason::UnknownCommand("Request".into())),
        ];
        for (text, reason) in cases {
            let reading = en(text);
            assert!(reading.commands.is_empty(), "{text}");
            assert_eq!(
                reading.not_understood,
                [NotUnderstood {
                    text: text.into(),
                    reason
                }],
                "{text}"
            );
        }
    }

    #[test]
    fn decisive_commands_as_questions_are_not_taken() {
        for (text, asked) in [("Resign?", Resign), ("accept draw?", AcceptDraw)] {
            let reading = en(text);
            assert!(reading.commands.is_empty(), "{text}");
            assert_eq!(reading.not_understood[0].reason, Reason::Question(asked));
        }
        assert_eq!(en("Request Draw?").commands, [RequestDraw]);
        assert_eq!(en("e4?!").commands, [mv("e4")]);
    }

    #[test]
    fn prose_starting_like_a_command_is_a_comment() {
        for text in [
            "Nice board!",
            "2024 was a good year for me",
            "Accept my apologies for the slow reply",
            "Challenge is what I like about this opening",
            "I prefer open games, e.g. the Italian",
        ] {
            let reading = en(text);
            assert!(
                reading.commands.is_empty() && reading.not_understood.is_empty(),
                "{text}: {reading:?}"
            );
            assert_eq!(reading.comment.as_deref(), Some(text));
        }
    }

    #[test]
    fn conflicts_are_found_and_explained() {
        let cases = [
            (
                "e4\nd4",
                "two moves in one mail: `e4` and `d4` — send one move per mail",
            ),
            (
                "e4\nResign",
                "a move and Resign in one mail: `e4` and Resign — send one or the other",
            ),
            (
                "Accept Draw\nDeny Draw",
                "Accept Draw and Deny Draw in one mail — send one of them",
            ),
            (
                "Request Draw\ndraw?",
                "Request Draw twice in one mail — send it once",
            ),
            (
                "Resign\nRequest Draw",
                "Resign and Request Draw in one mail — send one or the other",
            ),
            (
                "Claim Draw Nf3\nNc3",
                "two moves in one mail: `Nf3` and `Nc3` — send one move per mail",
            ),
            (
                "Accept Cancel, Deny Cancel",
                "Accept Cancel and Deny Cancel in one mail — send one of them",
            ),
        ];
        for (text, message) in cases {
            let reading = en(text);
            assert_eq!(
                reading
                    .conflicts
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>(),
                [message],
                "{text}"
            );
        }
        assert!(en("Nf3\nBoard\nBoard\nrequest draw").conflicts.is_empty());
    }

    #[test]
    fn pawnpost_text_sent_back_unquoted_is_ignored() {
        let text = "Nf3\n\n\
                    Your opponent played 13... e5\n\
                    8 | r . b q k b . r |\n\
                    7 | p p p p . p p p |\n\
                    \x20   a b c d e f g h\n\
                    1. e4 e5 2. Nf3 Nc6\n\
                    3. Bb5\n\
                    Reply with your move, e.g. Nf3, or: Request Draw, Resign\n\
                    [Event \"pawnpost #3\"]\n";
        let reading = en(text);
        assert_eq!(reading.commands, [mv("Nf3")]);
        assert_eq!(reading.ignored.len(), 7, "{:?}", reading.ignored);
        assert!(reading.not_understood.is_empty(), "{reading:?}");
        assert_eq!(
            reading.comment.as_deref(),
            Some("Your opponent played 13... e5")
        );
        assert!(reading.conflicts.is_empty());
    }

    #[test]
    fn labelled_move_lists_are_ignored() {
        for line in [
            "Moves: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
            "Coups : 1. e4 e5 2. Cf3 Cc6",
            "Züge: 1.e4 e5 2.Sf3",
        ] {
            let reading = read_commands(line, Language::French);
            assert_eq!(reading.ignored, [line], "{line}: {reading:?}");
        }
        assert_eq!(en("My move: 14. Nf3").commands, [mv("Nf3")]);
    }

    #[test]
    fn comment_keeps_its_paragraphs() {
        let reading = en("Hi Bob,\n\ne4\n\nI hope you like the King's Gambit.\nCheers\n\n\n");
        assert_eq!(reading.commands, [mv("e4")]);
        assert_eq!(
            reading.comment.as_deref(),
            Some("Hi Bob,\n\nI hope you like the King's Gambit.\nCheers")
        );
    }

    #[test]
    fn a_line_longer_than_a_command_line_is_prose() {
        let line = "e4 Nf3 ".repeat(MAX_COMMAND_LINE_BYTES / 7 + 1);
        let reading = en(&format!("d4\n{line}"));
        assert_eq!(reading.commands, [mv("d4")]);
        assert!(reading.not_understood.is_empty());
        assert!(reading.comment.is_some_and(|c| c.starts_with("e4 Nf3 e4")));
    }

    #[test]
    fn a_line_longer_than_a_command_line_is_still_a_note_or_a_games() {
        let long = "x ".repeat(MAX_COMMAND_LINE_BYTES);
        let reading = en(&format!("d4\nNote: {long}"));
        assert_eq!(reading.comment, None);
        assert_eq!(reading.not_understood.len(), 1, "{reading:?}");
        let reading = en(&format!("d4\n#12 {long}"));
        assert_eq!(reading.comment, None);
        assert_eq!(reading.not_understood.len(), 1, "{reading:?}");
    }

    #[test]
    fn a_long_comment_is_cut_where_it_is_read() {
        let long = "Ä lovely game. ".repeat(1000);
        let reading = en(&format!("e4\n\n{long}"));
        assert_eq!(reading.commands, [mv("e4")]);
        let comment = reading.comment.expect("a comment");
        assert_eq!(comment.chars().count(), MAX_COMMENT_CHARS);
        assert!(comment.starts_with("Ä lovely game. Ä lovely"));
        assert!(comment.ends_with(SHORTENED_MARK));
        assert_eq!(reading.comment_cut, Some(long.trim_end().chars().count()));
        let reading = en("e4\n\nShort and sweet.");
        assert_eq!(reading.comment_cut, None);
        assert_eq!(reading.comment.as_deref(), Some("Short and sweet."));
    }

    #[test]
    fn a_comment_loses_its_invisible_characters() {
        let reading = en(
            "e4\n\nWell \u{202E}dayalp\u{202C}\u{200B}!\n\u{2066}\u{FEFF}\u{2069}\n\n\u{200F}See you",
        );
        assert_eq!(reading.commands, [mv("e4")]);
        assert_eq!(reading.comment.as_deref(), Some("Well dayalp!\n\nSee you"));
        let reading = en("e4\n\u{202E}\u{200B}");
        assert_eq!(reading.comment, None);
    }

    #[test]
    fn quotes_only_and_empty_mail() {
        let reading =
            en("On Mon, 1 Jan 2024 at 10:00, pawnpost wrote:\n> Your move: e.g. Nf3\n> Resign\n");
        assert!(reading.quoted_only);
        assert!(reading.is_empty());
        let reading = en("\n  \n");
        assert!(!reading.quoted_only);
        assert!(reading.is_empty());
    }

    #[test]
    fn nothing_is_taken_from_quotes() {
        let reading = en("> e4\n> Resign\n> Request Draw\nd4\n");
        assert_eq!(reading.commands, [mv("d4")]);
    }
}
