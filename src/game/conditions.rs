//! Conditional moves: "if they play this, I play that", as a tree per player.
//!
//! A [`Tree`] holds a player's answers to the moves their opponent may make next, each
//! answer with the tree that follows it. It is built from what the player wrote
//! ([`Tree::build`]: `If` lines, or a PGN's variations), every move checked in its
//! position, and refused whole with the first illegal move, or when two lines answer
//! the same move differently. [`Tree::answer_to`] is the matching: the answer to the
//! move played, and the rest.
//!
//! [`apply`] is how a mail's commands reach a game when trees may be involved: the
//! commands go through [`Game::apply`] (all or nothing, the conditions commands with
//! them), then [`respond`] plays the waiting player's answer at once — in the same
//! step, so the store saves the move and its answer together — and, when both players
//! hold trees, the answer to that answer, and so on. A move the tree did not foresee
//! drops it; a game that ends clears both. Only the player who waits (the opponent is
//! to move) can hold a tree.
//!
//! Pure, like the rest of `game`: no mail, no SQL; the store keeps a tree as the text
//! of [`Tree::encode`] and reads it back with [`Tree::decode`], checked again.

use std::fmt;

use crate::command::{Command, ConditionsCommand};
use crate::notation::pgn_read::{PgnError, PgnGame, PgnMove, read_pgn};
use crate::notation::{Language, MoveError, MoveSyntaxError, MoveText, SanPlus};
use crate::rules::{Color, Move, Position, STARTING_FEN};
use crate::tablebase::Tablebase;

use super::{Event, Game, Rejection, Timestamp};

/// The most moves (the opponent's and the answers together) a tree may hold.
pub const MAX_TREE_MOVES: usize = 400;

/// One player's answers to their opponent's next moves.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tree {
    branches: Vec<Branch>,
}

/// If the opponent plays `opponent`, play `answer`; then `then`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Branch {
    opponent: Move,
    answer: Move,
    then: Tree,
}

/// A move of a tree as a reader sees it: `3. Bb5` or `2... Nc6`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeMove {
    pub number: u32,
    pub side: Color,
    pub san: SanPlus,
}

impl TreeMove {
    fn of(pos: &Position, m: &Move) -> TreeMove {
        TreeMove {
            number: pos.fullmoves(),
            side: pos.turn(),
            san: SanPlus::from_move(pos, m),
        }
    }
}

/// A tree as its lines: each from the position it was set in to one of its ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listing {
    pub lines: Vec<Vec<TreeMove>>,
}

/// A move as a player wrote it, and the moves written to replace it (a PGN's
/// variations; none in an `If` line).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub text: StepText,
    pub alternatives: Vec<Vec<Step>>,
}

/// The text of a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepText {
    /// Read already, in the player's language (an `If` line).
    Read(MoveText),
    /// As a PGN wrote it, read in PGN's English letters when the tree is built.
    Pgn(String),
}

impl Step {
    /// The steps of an `If` line.
    pub fn line(moves: &[MoveText]) -> Vec<Step> {
        moves
            .iter()
            .map(|&mv| Step {
                text: StepText::Read(mv),
                alternatives: Vec::new(),
            })
            .collect()
    }

    /// The steps of a PGN line, its variations with them.
    pub fn pgn(moves: &[PgnMove]) -> Vec<Step> {
        moves
            .iter()
            .map(|m| Step {
                text: StepText::Pgn(m.text.clone()),
                alternatives: m.variations.iter().map(|v| Step::pgn(v)).collect(),
            })
            .collect()
    }
}

/// A tree as built, and the opponent's moves at the end of a line that had no answer
/// and were left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Built {
    pub tree: Tree,
    pub left_out: Vec<TreeMove>,
}

/// Why conditional moves were refused, as a whole; the catalogues word it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// They answer the opponent's next move, so they come with the sender's own move
    /// or after it, while the opponent is to move.
    NotWaiting,
    /// The game's event allows no conditional moves.
    NotInThisEvent,
    /// A move text in line `line` (the n-th `If` line; `None` in a PGN) cannot be read.
    Unreadable {
        line: Option<u32>,
        text: String,
        problem: MoveSyntaxError,
    },
    /// A move of line `line` is not legal in its position (move `number`, `side` to
    /// move).
    Illegal {
        line: Option<u32>,
        number: u32,
        side: Color,
        error: MoveError,
    },
    /// Two lines answer the same move of the opponent differently.
    TwoAnswers {
        opponent: TreeMove,
        first: SanPlus,
        second: SanPlus,
    },
    /// Every line ends with the opponent's move: there is no answer to keep.
    NoAnswer,
    /// More than `max` moves.
    TooLarge { max: usize },
    /// `Conditions from PGN`, and no PGN attached.
    NoPgn,
    /// The PGN attached is too large, or not text.
    PgnUnusable,
    /// The attached PGN cannot be read.
    Pgn(PgnError),
}

/// What happened to conditional moves in a mail. Nothing of it reaches the opponent:
/// each event is told to the player `by` alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionsEvent {
    /// `by` set a tree (replacing any they had), shown as understood.
    Set {
        by: Color,
        listing: Listing,
        left_out: Vec<TreeMove>,
        replaced: bool,
    },
    /// `Conditions`: `by`'s tree, if they hold one.
    Listed { by: Color, listing: Option<Listing> },
    /// `Board` from `by`, who holds a tree of `lines` lines: a reminder, not the moves.
    Held { by: Color, lines: u32 },
    /// `Clear Conditions`; `had`: there was a tree to clear.
    Cleared { by: Color, had: bool },
    /// `by`'s tree answered the move before `ply`; the answer is the move at `ply`.
    Answered {
        by: Color,
        ply: u32,
        lines_left: u32,
    },
    /// `by`'s tree did not foresee the move at `ply` and was dropped.
    Dropped { by: Color, ply: u32 },
}

impl ConditionsEvent {
    /// The player told of it.
    pub fn by(&self) -> Color {
        match *self {
            ConditionsEvent::Set { by, .. }
            | ConditionsEvent::Listed { by, .. }
            | ConditionsEvent::Held { by, .. }
            | ConditionsEvent::Cleared { by, .. }
            | ConditionsEvent::Answered { by, .. }
            | ConditionsEvent::Dropped { by, .. } => by,
        }
    }
}

impl fmt::Display for ConditionsEvent {
    /// For the game's log, which the admin may read: never a move of a tree.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionsEvent::Set { by, listing, .. } => write!(
                f,
                "{by} set conditional moves ({} line(s), not shown)",
                listing.lines.len()
            ),
            ConditionsEvent::Listed { by, .. } => write!(f, "{by} asked for their conditions"),
            ConditionsEvent::Held { by, lines } => {
                write!(
                    f,
                    "{by} holds conditional moves ({lines} line(s), not shown)"
                )
            }
            ConditionsEvent::Cleared { by, .. } => write!(f, "{by} cleared their conditions"),
            ConditionsEvent::Answered { by, lines_left, .. } => write!(
                f,
                "{by}'s conditions answered the move ({lines_left} line(s) left)"
            ),
            ConditionsEvent::Dropped { by, .. } => write!(
                f,
                "{by}'s conditions did not foresee the move and were dropped"
            ),
        }
    }
}

impl Tree {
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty()
    }

    /// How many lines the tree holds (its ends).
    pub fn lines(&self) -> u32 {
        self.branches
            .iter()
            .map(|b| if b.then.is_empty() { 1 } else { b.then.lines() })
            .sum()
    }

    /// How many moves it holds, the opponent's and the answers.
    pub fn moves(&self) -> usize {
        self.branches.iter().map(|b| 2 + b.then.moves()).sum()
    }

    /// The answer to the opponent's move `played`, and the tree after it (empty when
    /// the line ends there); `None` when the tree did not foresee `played`.
    pub fn answer_to(&self, played: &Move) -> Option<(Move, Tree)> {
        self.branches
            .iter()
            .find(|b| b.opponent == *played)
            .map(|b| (b.answer, b.then.clone()))
    }

    /// The tree's lines from `from`, the position it answers, as numbered SAN.
    pub fn listing(&self, from: &Position) -> Listing {
        let mut lines = Vec::new();
        self.collect(from, &mut Vec::new(), &mut lines);
        Listing { lines }
    }

    fn collect(&self, pos: &Position, path: &mut Vec<TreeMove>, out: &mut Vec<Vec<TreeMove>>) {
        for branch in &self.branches {
            // Every move was checked in its position when the tree was built or read.
            let Ok(after) = pos.play(&branch.opponent) else {
                continue;
            };
            let depth = path.len();
            path.push(TreeMove::of(pos, &branch.opponent));
            path.push(TreeMove::of(&after, &branch.answer));
            match after.play(&branch.answer) {
                Ok(next) if !branch.then.is_empty() => branch.then.collect(&next, path, out),
                _ => out.push(path.clone()),
            }
            path.truncate(depth);
        }
    }

    /// Builds a tree from lines written from `from` (the opponent to move): each a
    /// sequence of the opponent's move, the answer, the opponent's next move, …; with
    /// `numbered` the n-th line is named in a refusal (`If` lines), else not (a PGN).
    pub fn build(from: &Position, lines: &[Vec<Step>], numbered: bool) -> Result<Built, Refusal> {
        let mut builder = Builder {
            line: None,
            moves: 0,
            left_out: Vec::new(),
        };
        let mut tree = Tree::default();
        for (index, line) in lines.iter().enumerate() {
            builder.line = numbered.then(|| u32::try_from(index + 1).unwrap_or(u32::MAX));
            builder.opponent_first(&mut tree, from, line)?;
        }
        if tree.is_empty() {
            return Err(Refusal::NoAnswer);
        }
        Ok(Built {
            tree,
            left_out: builder.left_out,
        })
    }

    /// The tree as text, for the store: `opponent answer [( then )]`, moves in UCI,
    /// e.g. `e7e5 g1f3 ( b8c6 f1b5 ) c7c5 g1f3`.
    pub fn encode(&self) -> String {
        let mut tokens = Vec::new();
        self.encode_into(&mut tokens);
        tokens.join(" ")
    }

    fn encode_into(&self, tokens: &mut Vec<String>) {
        for branch in &self.branches {
            tokens.push(branch.opponent.uci().to_string());
            tokens.push(branch.answer.uci().to_string());
            if !branch.then.is_empty() {
                tokens.push("(".to_owned());
                branch.then.encode_into(tokens);
                tokens.push(")".to_owned());
            }
        }
    }

    /// Reads [`Tree::encode`]'s text back from `from`, checking every move again.
    pub fn decode(text: &str, from: &Position) -> Result<Tree, DecodeError> {
        let mut tokens = text.split_whitespace().peekable();
        let tree = decode_level(&mut tokens, from, 0)?;
        match tokens.next() {
            None => Ok(tree),
            Some(extra) => Err(DecodeError(format!("unexpected `{extra}`"))),
        }
    }
}

/// A stored tree that does not fit the game it belongs to.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("stored conditional moves cannot be read: {0}")]
pub struct DecodeError(String);

fn decode_level<'a>(
    tokens: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>,
    pos: &Position,
    depth: usize,
) -> Result<Tree, DecodeError> {
    if depth > MAX_TREE_MOVES {
        return Err(DecodeError("nested too deep".to_owned()));
    }
    let read = |token: Option<&str>, pos: &Position| -> Result<Move, DecodeError> {
        let token = token.ok_or_else(|| DecodeError("a move is missing".to_owned()))?;
        // Stored moves are UCI: read as such, not through every notation.
        crate::notation::parse_uci(token)
            .ok()
            .and_then(|uci| MoveText::Uci(uci).to_move(pos).ok())
            .ok_or_else(|| DecodeError(format!("`{token}` is not legal in {}", pos.fen())))
    };
    let play = |pos: &Position, m: &Move| {
        pos.play(m)
            .map_err(|_| DecodeError(format!("{} cannot be played", m.uci())))
    };
    let mut tree = Tree::default();
    while let Some(&token) = tokens.peek() {
        if token == ")" {
            break;
        }
        let opponent = read(tokens.next(), pos)?;
        let after = play(pos, &opponent)?;
        let answer = read(tokens.next(), &after)?;
        let next = play(&after, &answer)?;
        let then = if tokens.peek() == Some(&"(") {
            tokens.next();
            let then = decode_level(tokens, &next, depth + 1)?;
            if tokens.next() != Some(")") {
                return Err(DecodeError("a `(` is not closed".to_owned()));
            }
            then
        } else {
            Tree::default()
        };
        if tree.branches.iter().any(|b| b.opponent == opponent) {
            return Err(DecodeError(format!("{} is answered twice", opponent.uci())));
        }
        tree.branches.push(Branch {
            opponent,
            answer,
            then,
        });
    }
    Ok(tree)
}

/// Walks written lines into a tree.
struct Builder {
    line: Option<u32>,
    moves: usize,
    left_out: Vec<TreeMove>,
}

impl Builder {
    fn read(&self, step: &Step, pos: &Position) -> Result<Move, Refusal> {
        let text = match &step.text {
            StepText::Read(text) => *text,
            StepText::Pgn(written) => {
                MoveText::parse(written, Language::English).map_err(|problem| {
                    Refusal::Unreadable {
                        line: self.line,
                        text: written.clone(),
                        problem,
                    }
                })?
            }
        };
        text.to_move(pos).map_err(|error| Refusal::Illegal {
            line: self.line,
            number: pos.fullmoves(),
            side: pos.turn(),
            error,
        })
    }

    /// `seq` starts with the opponent's move in `pos`.
    fn opponent_first(
        &mut self,
        tree: &mut Tree,
        pos: &Position,
        seq: &[Step],
    ) -> Result<(), Refusal> {
        let Some((first, rest)) = seq.split_first() else {
            return Ok(());
        };
        let opponent = self.read(first, pos)?;
        // The main line's branch first, so the tree keeps the order it was written in.
        if let (Some(answer), Ok(after)) = (rest.first(), pos.play(&opponent)) {
            let answer = self.read(answer, &after)?;
            self.insert(tree, (pos, opponent), answer, &after)?;
        }
        for alternative in &first.alternatives {
            self.opponent_first(tree, pos, alternative)?;
        }
        if rest.is_empty() {
            if !tree.branches.iter().any(|b| b.opponent == opponent) {
                self.left_out.push(TreeMove::of(pos, &opponent));
            }
            return Ok(());
        }
        // `opponent` came from `to_move` on `pos`, so it plays.
        let Ok(after) = pos.play(&opponent) else {
            return Ok(());
        };
        self.answer_first(tree, (pos, opponent), &after, rest)
    }

    /// `seq` starts with the answer, in `pos`, to the opponent's move `opponent`.
    fn answer_first(
        &mut self,
        tree: &mut Tree,
        opponent: (&Position, Move),
        pos: &Position,
        seq: &[Step],
    ) -> Result<(), Refusal> {
        let Some((first, rest)) = seq.split_first() else {
            return Ok(());
        };
        let answer = self.read(first, pos)?;
        let index = self.insert(tree, opponent, answer, pos)?;
        for alternative in &first.alternatives {
            self.answer_first(tree, opponent, pos, alternative)?;
        }
        // `answer` came from `to_move` on `pos`, so it plays.
        let Ok(after) = pos.play(&answer) else {
            return Ok(());
        };
        match tree.branches.get_mut(index) {
            Some(branch) => self.opponent_first(&mut branch.then, &after, rest),
            None => Ok(()),
        }
    }

    /// The index of the branch for `opponent` answered by `answer`, added if new.
    fn insert(
        &mut self,
        tree: &mut Tree,
        (before, opponent): (&Position, Move),
        answer: Move,
        pos: &Position,
    ) -> Result<usize, Refusal> {
        if let Some(index) = tree.branches.iter().position(|b| b.opponent == opponent) {
            let first = tree.branches[index].answer;
            if first != answer {
                return Err(Refusal::TwoAnswers {
                    opponent: TreeMove::of(before, &opponent),
                    first: SanPlus::from_move(pos, &first),
                    second: SanPlus::from_move(pos, &answer),
                });
            }
            return Ok(index);
        }
        self.moves += 2;
        if self.moves > MAX_TREE_MOVES {
            return Err(Refusal::TooLarge {
                max: MAX_TREE_MOVES,
            });
        }
        tree.branches.push(Branch {
            opponent,
            answer,
            then: Tree::default(),
        });
        Ok(tree.branches.len() - 1)
    }
}

/// Both players' trees in one game (at most one holds a tree at any time that
/// matters: the one who waits).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Trees {
    by_color: [Option<Tree>; 2],
}

impl Trees {
    pub fn of(&self, color: Color) -> Option<&Tree> {
        self.by_color[color.index()].as_ref()
    }

    /// Keeps `tree` for `color` (an empty tree is none).
    pub fn set(&mut self, color: Color, tree: Option<Tree>) {
        self.by_color[color.index()] = tree.filter(|t| !t.is_empty());
    }

    fn take(&mut self, color: Color) -> Option<Tree> {
        self.by_color[color.index()].take()
    }

    pub fn is_empty(&self) -> bool {
        self.by_color.iter().all(Option::is_none)
    }

    /// The trees kept for `game` — `(owner, moves the game had when written, text)` —
    /// that fit it as it stands: the game still running, no move since, the owner the
    /// player who waits, every move legal again ([`Tree::decode`]). The others are
    /// never played; they come back with why, for the log.
    pub fn restore<'a>(
        game: &Game,
        stored: impl IntoIterator<Item = (Color, u32, &'a str)>,
    ) -> (Trees, Vec<(Color, DecodeError)>) {
        let mut trees = Trees::default();
        let mut unfit = Vec::new();
        let plies = game.moves().len();
        let waiting = !game.position().turn();
        for (owner, ply, text) in stored {
            let fits = !game.is_over() && ply as usize == plies && owner == waiting;
            let tree = if fits {
                Tree::decode(text, game.position())
            } else {
                Err(DecodeError(format!(
                    "written after move {ply}, the game has {plies} and {waiting} waits"
                )))
            };
            match tree {
                Ok(tree) => trees.set(owner, Some(tree)),
                Err(error) => unfit.push((owner, error)),
            }
        }
        (trees, unfit)
    }
}

/// The PGN's lines from the game's position: its main line from where the game
/// stands, or — a PGN of the whole game, as chess programs export it — after the
/// moves the game has played, when its main line starts with exactly those.
fn pgn_lines(game: &Game, pgn: &PgnGame) -> Vec<Step> {
    let played = game.record().moves();
    let initial = game.record().initial();
    let fen = pgn.tag("FEN");
    let whole_game = match fen {
        Some(fen) => {
            Position::from_fen_in(fen, initial.mode()).is_ok_and(|p| p.fen() == initial.fen())
        }
        None => initial.fen() == STARTING_FEN,
    };
    if whole_game && !played.is_empty() && pgn.moves.len() > played.len() {
        let mut pos = *initial;
        let follows = played.iter().zip(&pgn.moves).all(|(m, written)| {
            let same = MoveText::parse(&written.text, Language::English)
                .ok()
                .and_then(|text| text.to_move(&pos).ok())
                == Some(*m);
            if let Ok(next) = pos.play(m) {
                pos = next;
            }
            same
        });
        if follows {
            return Step::pgn(&pgn.moves[played.len()..]);
        }
    }
    Step::pgn(&pgn.moves)
}

/// The PGN file attached to a mail, as `Conditions from PGN` finds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attached<'a> {
    Nothing,
    /// Too large, or not text.
    Unusable,
    Pgn(&'a str),
}

/// Applies one mail's `commands` from `by` to `game` and the players' `trees`, as
/// [`Game::apply`] does (all or nothing: a refused tree refuses the whole mail, its
/// move too), then lets the waiting player's tree answer. `pgn` is the PGN attached
/// to the mail, for `Conditions from PGN`; a server without endgame tables
/// ([`apply_with`] takes them).
pub fn apply(
    game: &mut Game,
    trees: &mut Trees,
    by: &str,
    commands: &[Command],
    pgn: Attached<'_>,
    comment: Option<&str>,
    now: Timestamp,
) -> Vec<Event> {
    let tables = crate::tablebase::NoTablebase;
    apply_with(game, trees, by, commands, pgn, comment, now, &tables)
}

/// [`apply`] with the endgame tables a tablebase claim is judged by (the daemon's).
#[allow(clippy::too_many_arguments)]
pub fn apply_with(
    game: &mut Game,
    trees: &mut Trees,
    by: &str,
    commands: &[Command],
    pgn: Attached<'_>,
    comment: Option<&str>,
    now: Timestamp,
    tables: &dyn Tablebase,
) -> Vec<Event> {
    let wanted: Vec<&ConditionsCommand> = commands
        .iter()
        .filter_map(|c| match c {
            Command::Conditions(c) => Some(c),
            _ => None,
        })
        .collect();
    let color = game.color_of(by);
    let (Some(color), false) = (color, wanted.is_empty()) else {
        let mut events = game.apply_with(by, commands, comment, now, tables);
        respond(game, trees, &mut events, now);
        remind(trees, color, &mut events);
        return events;
    };
    let was_over = game.outcome();
    let mut trial = game.clone();
    // `Game::apply` leaves the conditions commands to this function.
    let mut events = trial.apply_with(by, commands, comment, now, tables);
    if events.iter().any(|e| matches!(e, Event::Rejected { .. })) {
        return events;
    }
    let mut next = trees.clone();
    match settle(&trial, &mut next, color, &wanted, pgn, was_over) {
        Ok(more) => events.extend(more),
        Err((command, reason)) => {
            let mut refused = vec![Event::Rejected {
                command: Some(Command::Conditions(command)),
                reason,
            }];
            refused.extend(events.into_iter().filter(|e| {
                matches!(
                    e,
                    Event::ReadOnly(_) | Event::LanguageChosen(_) | Event::BoardStyleChosen(_)
                )
            }));
            return refused;
        }
    }
    *game = trial;
    *trees = next;
    respond(game, trees, &mut events, now);
    remind(trees, Some(color), &mut events);
    events
}

/// `Board` from a player who holds a tree: they are reminded of it (how many lines;
/// `Conditions` lists them), in their letter only.
fn remind(trees: &Trees, color: Option<Color>, events: &mut Vec<Event>) {
    let asked = events
        .iter()
        .any(|e| matches!(e, Event::ReadOnly(super::ReadRequest::Board)));
    let listed = events
        .iter()
        .any(|e| matches!(e, Event::Conditions(ConditionsEvent::Listed { .. })));
    if let (true, false, Some(color)) = (asked, listed, color)
        && let Some(tree) = trees.of(color)
    {
        events.push(Event::Conditions(ConditionsEvent::Held {
            by: color,
            lines: tree.lines(),
        }));
    }
}

/// The conditions commands of one mail from `color`, after its other commands.
fn settle(
    game: &Game,
    trees: &mut Trees,
    color: Color,
    wanted: &[&ConditionsCommand],
    pgn: Attached<'_>,
    was_over: Option<super::Outcome>,
) -> Result<Vec<Event>, (ConditionsCommand, Rejection)> {
    let lines: Vec<&Vec<MoveText>> = wanted
        .iter()
        .filter_map(|c| match c {
            ConditionsCommand::If(moves) => Some(moves),
            _ => None,
        })
        .collect();
    let has = |wanted_one: &ConditionsCommand| wanted.iter().any(|c| **c == *wanted_one);
    let from_pgn = has(&ConditionsCommand::FromPgn);
    let setting = !lines.is_empty() || from_pgn;
    let blamed = |line: Option<u32>| -> ConditionsCommand {
        let first_if = || {
            lines
                .first()
                .map(|moves| ConditionsCommand::If(moves.to_vec()))
        };
        match line {
            Some(n) => lines
                .get(usize::try_from(n).unwrap_or(usize::MAX).saturating_sub(1))
                .map(|moves| ConditionsCommand::If(moves.to_vec()))
                .or_else(first_if),
            None if from_pgn => Some(ConditionsCommand::FromPgn),
            None => first_if(),
        }
        .unwrap_or(ConditionsCommand::Clear)
    };
    let refuse =
        |line: Option<u32>, refusal: Refusal| (blamed(line), Rejection::Conditions(refusal));
    let mut events = Vec::new();
    if setting || has(&ConditionsCommand::Clear) {
        if let Some(outcome) = was_over {
            let command = if setting {
                blamed(None)
            } else {
                ConditionsCommand::Clear
            };
            return Err((command, Rejection::GameOver { outcome }));
        }
        if game.is_over() {
            // The mail's own move ended the game: there is nothing left to answer.
            return Ok(events);
        }
    }
    if setting {
        if game.rules().no_conditional_moves {
            return Err(refuse(None, Refusal::NotInThisEvent));
        }
        let pos = game.position();
        if pos.turn() == color {
            return Err(refuse(None, Refusal::NotWaiting));
        }
        let mut written: Vec<Vec<Step>> = lines.iter().map(|moves| Step::line(moves)).collect();
        let numbered = !from_pgn;
        if from_pgn {
            let text = match pgn {
                Attached::Pgn(text) => text,
                Attached::Nothing => return Err(refuse(None, Refusal::NoPgn)),
                Attached::Unusable => return Err(refuse(None, Refusal::PgnUnusable)),
            };
            let read = read_pgn(text).map_err(|e| refuse(None, Refusal::Pgn(e)))?;
            written.push(pgn_lines(game, &read));
        }
        let built = Tree::build(pos, &written, numbered).map_err(|refusal| {
            let line = match &refusal {
                Refusal::Illegal { line, .. } | Refusal::Unreadable { line, .. } => *line,
                _ => None,
            };
            refuse(line, refusal)
        })?;
        events.push(Event::Conditions(ConditionsEvent::Set {
            by: color,
            listing: built.tree.listing(pos),
            left_out: built.left_out,
            replaced: trees.of(color).is_some(),
        }));
        trees.set(color, Some(built.tree));
    } else if has(&ConditionsCommand::Clear) {
        let had = trees.of(color).is_some();
        trees.set(color, None);
        events.push(Event::Conditions(ConditionsEvent::Cleared {
            by: color,
            had,
        }));
    }
    if has(&ConditionsCommand::List) && !setting {
        events.push(Event::Conditions(ConditionsEvent::Listed {
            by: color,
            listing: trees.of(color).map(|t| t.listing(game.position())),
        }));
    }
    Ok(events)
}

/// After a move in `events`, the waiting player's tree answers it at once (a move it
/// did not foresee drops it), and so on while the other player's tree answers that; a
/// game that has ended clears both trees. The answers' events join `events`.
pub fn respond(game: &mut Game, trees: &mut Trees, events: &mut Vec<Event>, now: Timestamp) {
    let moved = events.iter().any(|e| matches!(e, Event::MovePlayed { .. }));
    while moved && !game.is_over() {
        let owner = game.position().turn();
        let Some(tree) = trees.take(owner) else {
            break;
        };
        let Some(last) = game.record().moves().last().copied() else {
            break;
        };
        let ply = u32::try_from(game.moves().len()).unwrap_or(u32::MAX);
        let Some((answer, rest)) = tree.answer_to(&last) else {
            events.push(Event::Conditions(ConditionsEvent::Dropped {
                by: owner,
                ply,
            }));
            break;
        };
        let address = game.player(owner).to_owned();
        let answer = [Command::Move(MoveText::Uci(answer.uci()))];
        let played = game.apply(&address, &answer, None, now);
        if played.iter().any(|e| matches!(e, Event::Rejected { .. })) {
            // Unreachable while only the waiting player holds a tree; drop, never guess.
            events.push(Event::Conditions(ConditionsEvent::Dropped {
                by: owner,
                ply,
            }));
            break;
        }
        events.push(Event::Conditions(ConditionsEvent::Answered {
            by: owner,
            ply: ply.saturating_add(1),
            lines_left: rest.lines(),
        }));
        events.extend(played);
        trees.set(owner, Some(rest));
    }
    if game.is_over() {
        *trees = Trees::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::game::{GameResult, OfferKind};

    const W: &str = "white@example.org";
    const B: &str = "black@example.org";

    fn read(text: &str) -> Vec<Command> {
        let reading = read_commands(text, Language::English);
        assert!(reading.not_understood.is_empty(), "{text}: {reading:?}");
        reading.commands
    }

    fn mail(game: &mut Game, trees: &mut Trees, by: &str, text: &str) -> Vec<Event> {
        apply(game, trees, by, &read(text), Attached::Nothing, None, 100)
    }

    fn sans(game: &Game) -> Vec<&str> {
        game.moves().iter().map(|m| m.san.as_str()).collect()
    }

    fn refusal(events: &[Event]) -> Option<&Rejection> {
        events.iter().find_map(|e| match e {
            Event::Rejected { reason, .. } => Some(reason),
            _ => None,
        })
    }

    fn lines_of(listing: &Listing) -> Vec<String> {
        listing
            .lines
            .iter()
            .map(|l| {
                l.iter()
                    .map(|m| m.san.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    fn new_game() -> (Game, Trees) {
        (Game::new(W, B, 30 * 86_400, 0), Trees::default())
    }

    #[test]
    fn the_tree_answers_line_by_line_and_ends() {
        let (mut game, mut trees) = new_game();
        let events = mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3");
        let set = events.iter().find_map(|e| match e {
            Event::Conditions(ConditionsEvent::Set { listing, .. }) => Some(listing),
            _ => None,
        });
        assert_eq!(
            set.map(lines_of),
            Some(vec!["e5 Nf3 Nc6 Bb5".to_owned(), "c5 Nf3".to_owned()])
        );
        assert_eq!(trees.of(Color::White).map(Tree::lines), Some(2));

        let events = mail(&mut game, &mut trees, B, "e5");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
        assert!(
            events.contains(&Event::Conditions(ConditionsEvent::Answered {
                by: Color::White,
                ply: 3,
                lines_left: 1
            }))
        );
        mail(&mut game, &mut trees, B, "Nc6");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert!(trees.is_empty(), "the line is used up");
        let events = mail(&mut game, &mut trees, B, "a6");
        assert_eq!(sans(&game).len(), 6);
        assert!(!events.iter().any(|e| matches!(e, Event::Conditions(_))));
        assert_eq!(game.to_act(), Some(Color::White));
    }

    #[test]
    fn numbered_and_connected_lines_read_as_plain_ones() {
        let plain = {
            let (mut g, mut t) = new_game();
            mail(&mut g, &mut t, W, "e4\nIf e5 Nf3 Nc6 Bb5");
            t
        };
        for text in [
            "e4\nIf 1... e5 2. Nf3 Nc6 3. Bb5",
            "e4\nIf e5 then Nf3 then Nc6 then Bb5",
            "e4\nIf e5 -> Nf3, Nc6 -> Bb5",
        ] {
            let (mut game, mut trees) = new_game();
            let events = mail(&mut game, &mut trees, W, text);
            assert_eq!(refusal(&events), None, "{text}: {events:?}");
            assert_eq!(trees, plain, "{text}");
        }
    }

    #[test]
    fn a_pgn_variation_on_an_answer_is_a_second_answer() {
        let (mut game, mut trees) = new_game();
        let commands = read("e4\nConditions from PGN");
        let pgn = "1... e5 2. Nf3 (2. Nc3) *";
        let events = apply(
            &mut game,
            &mut trees,
            W,
            &commands,
            Attached::Pgn(pgn),
            None,
            100,
        );
        assert!(
            matches!(
                refusal(&events),
                Some(Rejection::Conditions(Refusal::TwoAnswers { .. }))
            ),
            "{events:?}"
        );
        assert!(game.moves().is_empty());
    }

    #[test]
    fn an_unforeseen_move_drops_the_tree() {
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3");
        mail(&mut game, &mut trees, B, "e5");
        let events = mail(&mut game, &mut trees, B, "d6");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3", "d6"]);
        assert!(
            events.contains(&Event::Conditions(ConditionsEvent::Dropped {
                by: Color::White,
                ply: 4
            }))
        );
        assert!(trees.is_empty());
    }

    #[test]
    fn an_illegal_line_refuses_the_whole_mail() {
        let (mut game, mut trees) = new_game();
        let events = mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3\nIf c5 Nf3 d6 Nf3");
        match refusal(&events) {
            Some(Rejection::Conditions(Refusal::Illegal {
                line: Some(2),
                number: 3,
                side: Color::White,
                ..
            })) => {}
            other => panic!("{other:?}"),
        }
        assert!(game.moves().is_empty(), "the move is not played either");
        assert!(trees.is_empty());
    }

    #[test]
    fn two_answers_to_one_move_are_refused() {
        let (mut game, mut trees) = new_game();
        let events = mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3 Nc6 Bb5\nIf e5 Nc3");
        match refusal(&events) {
            Some(Rejection::Conditions(Refusal::TwoAnswers {
                opponent,
                first,
                second,
            })) => {
                assert_eq!(
                    (
                        opponent.san.to_string(),
                        first.to_string(),
                        second.to_string()
                    ),
                    ("e5".into(), "Nf3".into(), "Nc3".into())
                );
            }
            other => panic!("{other:?}"),
        }
        // The same answer twice merges.
        let events = mail(
            &mut game,
            &mut trees,
            W,
            "e4\nIf e5 Nf3 Nc6 Bb5\nIf e5 Nf3 d6 d4",
        );
        assert_eq!(refusal(&events), None);
        assert_eq!(trees.of(Color::White).map(Tree::lines), Some(2));
    }

    #[test]
    fn conditions_need_the_opponent_to_move() {
        let (mut game, mut trees) = new_game();
        let events = mail(&mut game, &mut trees, W, "If e5 Nf3");
        assert_eq!(
            refusal(&events),
            Some(&Rejection::Conditions(Refusal::NotWaiting))
        );
        // Black, waiting for White's first move, may set them.
        let events = mail(&mut game, &mut trees, B, "If e4 e5");
        assert_eq!(refusal(&events), None);
        mail(&mut game, &mut trees, W, "e4");
        assert_eq!(sans(&game), ["e4", "e5"]);
    }

    #[test]
    fn a_new_tree_replaces_the_old_and_clear_removes_it() {
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3");
        let events = mail(&mut game, &mut trees, W, "If c5 Nf3");
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Conditions(ConditionsEvent::Set { replaced: true, .. })
        )));
        let events = mail(&mut game, &mut trees, W, "Conditions");
        let listed = events.iter().find_map(|e| match e {
            Event::Conditions(ConditionsEvent::Listed { listing, .. }) => Some(listing.clone()),
            _ => None,
        });
        assert_eq!(
            listed.flatten().as_ref().map(lines_of),
            Some(vec!["c5 Nf3".to_owned()])
        );
        let events = mail(&mut game, &mut trees, W, "Clear Conditions");
        assert!(
            events.contains(&Event::Conditions(ConditionsEvent::Cleared {
                by: Color::White,
                had: true
            }))
        );
        assert!(trees.is_empty());
        mail(&mut game, &mut trees, B, "c5");
        assert_eq!(sans(&game), ["e4", "c5"]);
    }

    #[test]
    fn both_trees_answer_each_other() {
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3 Nc6 Bb5");
        mail(&mut game, &mut trees, B, "e5\nIf Nf3 Nc6 Bb5 a6");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert!(trees.is_empty());
        assert_eq!(game.to_act(), Some(Color::White));
    }

    #[test]
    fn requests_and_conditions() {
        // A request sent alone holds the tree until it is answered.
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3");
        mail(&mut game, &mut trees, B, "Request Draw");
        assert_eq!(sans(&game), ["e4"]);
        assert!(trees.of(Color::White).is_some());
        mail(&mut game, &mut trees, W, "Deny Draw");
        mail(&mut game, &mut trees, B, "e5");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);

        // A request sent with the move is declined by the answer, as by any move.
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3");
        let events = mail(&mut game, &mut trees, B, "e5\nRequest Draw");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
        assert!(events.contains(&Event::OfferDeclinedByMoving {
            by: Color::White,
            kind: OfferKind::Draw
        }));
        assert_eq!(game.offer(), None);

        // Accepting a request ends the game and clears the tree.
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "e4\nRequest Draw\nIf e5 Nf3");
        mail(&mut game, &mut trees, B, "Accept Draw");
        assert_eq!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
        assert!(trees.is_empty());
    }

    #[test]
    fn an_answer_that_ends_the_game_ends_it() {
        // Fool's mate, answered from the tree.
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "f3");
        mail(&mut game, &mut trees, B, "e5\nIf g4 Qh4");
        mail(&mut game, &mut trees, W, "g4");
        assert_eq!(sans(&game), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(
            game.outcome().map(|o| o.result),
            Some(GameResult::BlackWins)
        );
        assert!(trees.is_empty());
        // A tree cannot be set in a game that is over.
        let events = mail(&mut game, &mut trees, W, "If Kf2 Qf4");
        assert!(matches!(refusal(&events), Some(Rejection::GameOver { .. })));
    }

    #[test]
    fn fivefold_by_answer_ends_the_game_and_never_claims() {
        // Knights shuffle; Black answers from a tree. A threefold claim becomes possible
        // on the way, but answers only play; the fifth occurrence ends the game itself.
        let (mut game, mut trees) = new_game();
        mail(&mut game, &mut trees, W, "Nf3");
        let shuffle = "Ng1 Ng8 Nf3 Nf6 ".repeat(4);
        let events = mail(&mut game, &mut trees, B, &format!("Nf6\nIf {shuffle}"));
        assert_eq!(refusal(&events), None);
        for san in ["Ng1", "Nf3", "Ng1", "Nf3", "Ng1", "Nf3", "Ng1"] {
            mail(&mut game, &mut trees, W, san);
        }
        assert_eq!(game.moves().len(), 16);
        let outcome = game.outcome().expect("fivefold ends the game");
        assert_eq!(outcome.result, GameResult::Draw);
        assert_eq!(
            outcome.termination,
            crate::game::Termination::FivefoldRepetition
        );
        assert!(trees.is_empty());
    }

    #[test]
    fn pgn_variations_make_the_same_tree() {
        let (mut game, mut trees) = new_game();
        let commands = read("e4\nConditions from PGN");
        let pgn = "[Event \"prep\"]\n1... e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *";
        let events = apply(
            &mut game,
            &mut trees,
            W,
            &commands,
            Attached::Pgn(pgn),
            None,
            100,
        );
        assert_eq!(refusal(&events), None, "{events:?}");
        let from_if = {
            let (mut g, mut t) = new_game();
            mail(&mut g, &mut t, W, "e4\nIf e5 Nf3 Nc6 Bb5\nIf c5 Nf3");
            t
        };
        assert_eq!(trees, from_if);

        // The whole game exported by a chess program, the prepared lines after it.
        let (mut game, mut trees) = new_game();
        let pgn = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *";
        let events = apply(
            &mut game,
            &mut trees,
            W,
            &commands,
            Attached::Pgn(pgn),
            None,
            100,
        );
        assert_eq!(refusal(&events), None, "{events:?}");
        assert_eq!(trees, from_if);

        // No PGN, or a broken one.
        let (mut game, mut trees) = new_game();
        let events = apply(
            &mut game,
            &mut trees,
            W,
            &commands,
            Attached::Nothing,
            None,
            100,
        );
        assert_eq!(
            refusal(&events),
            Some(&Rejection::Conditions(Refusal::NoPgn))
        );
        let events = apply(
            &mut game,
            &mut trees,
            W,
            &commands,
            Attached::Pgn("1... e5 (c5"),
            None,
            100,
        );
        assert_eq!(
            refusal(&events),
            Some(&Rejection::Conditions(Refusal::Pgn(
                PgnError::UnclosedVariation
            )))
        );
        assert!(game.moves().is_empty());
    }

    #[test]
    fn a_dangling_opponent_move_is_left_out() {
        let (mut game, mut trees) = new_game();
        let events = mail(&mut game, &mut trees, W, "e4\nIf e5 Nf3 Nc6");
        let left_out = events.iter().find_map(|e| match e {
            Event::Conditions(ConditionsEvent::Set { left_out, .. }) => Some(left_out.clone()),
            _ => None,
        });
        assert_eq!(
            left_out.map(|l| l.iter().map(|m| m.san.to_string()).collect::<Vec<_>>()),
            Some(vec!["Nc6".to_owned()])
        );
        let events = mail(&mut game, &mut trees, W, "If e5");
        assert_eq!(
            refusal(&events),
            Some(&Rejection::Conditions(Refusal::NoAnswer))
        );
    }

    #[test]
    fn encode_and_decode_round_trip() {
        let (mut game, mut trees) = new_game();
        mail(
            &mut game,
            &mut trees,
            W,
            "e4\nIf e5 Nf3 Nc6 Bb5 a6 Ba4\nIf e5 Nf3 d6 d4\nIf c5 Nf3\nIf e6 d4 d5 Nc3",
        );
        let tree = trees.of(Color::White).unwrap();
        let text = tree.encode();
        assert_eq!(
            text,
            "e7e5 g1f3 ( b8c6 f1b5 ( a7a6 b5a4 ) d7d6 d2d4 ) c7c5 g1f3 e7e6 d2d4 ( d7d5 b1c3 )"
        );
        assert_eq!(Tree::decode(&text, game.position()).as_ref(), Ok(tree));
        assert!(Tree::decode("e7e5 g1f3 (", game.position()).is_err());
        assert!(Tree::decode("e7e5 e2e4", game.position()).is_err());
        assert!(
            Tree::decode("e2e4 e7e5", game.position()).is_err(),
            "White is not to move"
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

        /// Random legal lines from the start: the tree answers every line as written,
        /// its text reads back the same, and a move it does not hold gets no answer.
        #[test]
        fn random_lines_answer_as_written(seeds in proptest::collection::vec(
            proptest::collection::vec(0usize..64, 1..9), 1..6)
        ) {
            let start = Position::new();
            let mut written: Vec<Vec<Move>> = Vec::new();
            for seed in &seeds {
                let mut pos = start;
                let mut line = Vec::new();
                for pick in seed {
                    let moves = pos.legal_moves();
                    if moves.is_empty() { break; }
                    let m = moves[pick % moves.len()];
                    line.push(m);
                    pos = pos.play(&m).unwrap();
                }
                written.push(line);
            }
            let steps: Vec<Vec<Step>> = written.iter().map(|line| {
                let mut pos = start;
                line.iter().map(|m| {
                    let text = MoveText::San(SanPlus::from_move(&pos, m).san);
                    pos = pos.play(m).unwrap();
                    Step { text: StepText::Read(text), alternatives: Vec::new() }
                }).collect()
            }).collect();
            match Tree::build(&start, &steps, true) {
                Ok(built) => {
                    let tree = built.tree;
                    let decoded = Tree::decode(&tree.encode(), &start);
                    proptest::prop_assert_eq!(decoded.as_ref(), Ok(&tree));
                    proptest::prop_assert!(tree.moves() <= MAX_TREE_MOVES);
                    for line in &written {
                        let mut t = tree.clone();
                        for pair in line.chunks(2) {
                            let [opponent, answer] = pair else { break };
                            let (got, rest) = t.answer_to(opponent).expect("a written move is answered");
                            proptest::prop_assert_eq!(&got, answer);
                            t = rest;
                        }
                    }
                    let foreseen: Vec<Move> = written.iter().filter_map(|l| l.first().copied()).collect();
                    for m in start.legal_moves().iter().filter(|m| !foreseen.contains(m)) {
                        proptest::prop_assert!(tree.answer_to(m).is_none());
                    }
                }
                Err(Refusal::TwoAnswers { .. } | Refusal::NoAnswer) => {}
                Err(other) => proptest::prop_assert!(false, "{other:?}"),
            }
        }
    }
}
