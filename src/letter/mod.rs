//! What pawnpost tells whom, as data: a [`Letter`] is a recipient, a [`Subject`] and a
//! body of typed [`Block`]s whose sentences are [`Line`]s — values, not words. The
//! writers in [`write`] decide what each situation says; [`text`] and [`html`] render a
//! letter in the recipient's language through that language's [`Catalogue`]; nothing
//! here searches rendered text.
//!
//! Pure: no clock (times come in), no I/O. The daemon's outbox looks up the recipient's
//! language, renders the letter and wraps it into a MIME message.

pub mod catalogue;
pub mod clock;
pub mod community;
pub mod conditions;
pub mod fixed;
pub mod html;
pub mod knockout;
pub mod ladder;
pub mod many;
pub mod questions;
pub mod stages;
pub mod teams;
pub mod text;
pub mod write;

pub use catalogue::{Catalogue, TimeLeft, catalogue};
pub use clock::{ClockLine, ClockText, ClockTopic, LeaveRefusal};
pub use community::{CommunityLine, CommunityTopic};
pub use conditions::ConditionsLine;
pub use questions::QuestionLine;
pub use write::*;

use crate::command::parse::NotUnderstood;
use crate::command::{ColorChoice, Command, TablebaseClaim};
use crate::game::Timestamp;
use crate::game::{
    ClaimRefusal, EndingNote, GameId, OfferKind, Outcome, Rejection, TablebaseRefusal,
};
use crate::notation::{Language, SanPlus};
use crate::render::Diagram;
use crate::render::moves::MoveList;
use crate::rules::{Color, DrawClaim, Record, Role, Square};

/// The lines of a block as a reader in `style` gets them: the hint about `Board words`
/// goes to those who did not choose it; those who did hear the deadline said shorter.
pub(crate) fn lines_for(lines: &[Line], style: crate::command::BoardStyle) -> Vec<Line> {
    let ear = style == crate::command::BoardStyle::Words;
    lines
        .iter()
        .filter(|l| !(ear && **l == Line::BoardWordsHint))
        .cloned()
        .map(|mut line| {
            if let Line::ToAct { spoken, .. } = &mut line {
                *spoken = ear;
            }
            line
        })
        .collect()
}

/// The footer's lines as a reader in `style` gets them: for the ear (`Board words`) a
/// game letter's footer says how to answer and leaves out the list of commands every
/// letter repeats (`Help` has it).
pub(crate) fn footer_lines(
    footer: &Footer,
    words: &dyn Catalogue,
    style: crate::command::BoardStyle,
) -> Vec<String> {
    let mut lines = words.footer(footer);
    let in_game = matches!(
        footer,
        Footer::YourMove { .. } | Footer::Answer(_) | Footer::Wait
    );
    if style == crate::command::BoardStyle::Words && in_game {
        lines.truncate(1);
    }
    lines
}

/// A board of `letter` as a position in words: when the letter opens with its
/// [`Headline`], the last move, check and the turn were said there, so the lists end
/// with the pieces.
pub(crate) fn position_in_words(
    diagram: &Diagram,
    strings: &crate::render::Strings,
    letter: &Letter,
) -> crate::render::PositionInWords {
    let mut words = crate::render::position_in_words(diagram, strings);
    if letter.has_headline() {
        words.after.clear();
    }
    words
}

/// A move list as a reader in `style` gets it: for the ear (`Board words`) the last
/// [`SPOKEN_FULL_MOVES`](crate::render::moves::SPOKEN_FULL_MOVES) full moves without
/// check signs, and how to get the rest when some were left out; else all of them.
pub(crate) fn moves_shown(
    list: &MoveList,
    words: &dyn Catalogue,
    style: crate::command::BoardStyle,
) -> (String, Option<String>) {
    if style != crate::command::BoardStyle::Words {
        return (list.text(words.language()), None);
    }
    let (text, shortened) =
        list.spoken_text(words.language(), crate::render::moves::SPOKEN_FULL_MOVES);
    (text, shortened.then(|| words.earlier_moves()))
}

/// One reply to one registered address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letter {
    pub to: String,
    pub subject: Subject,
    pub body: Vec<Block>,
    /// The game the letter is about: its reply address, thread and PGN.
    pub about: Option<GameId>,
    /// Attach the game's PGN.
    pub attach_pgn: bool,
    /// What an answer to this letter answers (its reply address): for a letter about
    /// no game, the recipient's own address, an invitation or a confirmation.
    pub answer: Answer,
}

/// What a letter's reply address stands for, when it is about no game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The recipient's own token address: any answer proves who they are.
    Plain,
    /// The invitation of challenge `id`: `Accept`, `Decline` and `Block` answer it.
    Invitation(i64),
    /// Confirmation `id`: `Confirm` does what the confirmed mail asked.
    Confirmation(i64),
}

impl Letter {
    /// A letter about no game: its body, then the footer that says how to get help.
    pub fn lobby(to: &str, topic: LobbyTopic, mut body: Vec<Block>) -> Letter {
        body.push(Block::Footer(Footer::Lobby));
        Letter {
            to: to.to_owned(),
            subject: Subject::Lobby(topic),
            body,
            about: None,
            attach_pgn: false,
            answer: Answer::Plain,
        }
    }

    /// The board this letter shows, if it shows one (the first, in a letter about
    /// several games).
    pub fn board(&self) -> Option<&Diagram> {
        self.boards().next()
    }

    /// Whether the letter lists a game's moves (a letter about several games, a digest,
    /// leaves them out).
    pub fn lists_moves(&self) -> bool {
        self.body
            .iter()
            .any(|block| matches!(block, Block::Moves(list) if !list.is_empty()))
    }

    /// Whether the letter opens (or a part of it opens) with a [`Headline`].
    pub fn has_headline(&self) -> bool {
        self.body.iter().any(|block| {
            matches!(block, Block::News(lines) if lines.iter().any(|l| matches!(l, Line::Headline(_))))
        })
    }

    /// Every board this letter shows, in order.
    pub fn boards(&self) -> impl Iterator<Item = &Diagram> {
        self.body.iter().filter_map(|block| match block {
            Block::Board(diagram) => Some(diagram),
            _ => None,
        })
    }
}

/// What a letter's subject says; rendered with the game's tag (`[pawnpost #7] …`) or
/// pawnpost's (`[pawnpost] …`) in front, which the command reader and the mail threads
/// rely on, so the tag itself is never translated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subject {
    Game {
        game: GameId,
        white: String,
        black: String,
        topic: GameTopic,
    },
    Lobby(LobbyTopic),
    /// A letter into which `more` other answers were folded ([`combine`]).
    Folded {
        first: Box<Subject>,
        more: usize,
    },
}

/// The news of a game letter's subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameTopic {
    /// `1. e4 — your move`
    YourMove(MoveRef),
    /// `1. e4 — sent, waiting for Black`
    Waiting {
        last: MoveRef,
        to_act: Color,
    },
    /// `you requested a draw — waiting for White`: the sender's request sent alone,
    /// which the opponent must answer (the last move is the opponent's, not sent now).
    RequestSent {
        kind: OfferKind,
        to_act: Color,
    },
    /// Something in the player's mail was refused.
    NotDone,
    /// The game is over (the sender's own letter).
    Over(Outcome),
    /// No move yet and nothing over: the sender's letter.
    YourMail,
    /// The reader's private notes (kept, listed or cleared).
    YourNotes,
    /// The answers to the reader's `count` questions about the board.
    YourQuestions {
        count: u32,
    },
    /// `game over — …` (the opponent's or a sweep's letter).
    GameOver(Outcome),
    /// `Black requests a draw — your answer, please`
    RequestToAnswer {
        by: Color,
        kind: OfferKind,
    },
    YourAnswer,
    NewsFrom(Color),
    Reminder {
        deadline: Timestamp,
    },
    Begins {
        you_move: bool,
    },
    /// A game a team's substitute takes over, to both its players.
    HandedOver {
        you_move: bool,
    },
    /// News about time: an opponent's leave ([`ClockTopic`]).
    Clock(ClockTopic),
}

impl GameTopic {
    /// Whether a letter of this topic to a player who chose `Letters digest`, caused
    /// by someone else, waits for their daily digest (which shows the game as it then
    /// stands) instead of going at once. A game's start and end, a reminder before a
    /// deadline, and every answer to the player's own mail still go at once.
    pub fn waits_for_digest(&self) -> bool {
        match self {
            GameTopic::YourMove(_)
            | GameTopic::RequestToAnswer { .. }
            | GameTopic::YourAnswer
            | GameTopic::NewsFrom(_)
            | GameTopic::Clock(_) => true,
            GameTopic::Waiting { .. }
            | GameTopic::RequestSent { .. }
            | GameTopic::NotDone
            | GameTopic::Over(_)
            | GameTopic::YourMail
            | GameTopic::YourNotes
            | GameTopic::YourQuestions { .. }
            | GameTopic::GameOver(_)
            | GameTopic::Reminder { .. }
            | GameTopic::Begins { .. }
            | GameTopic::HandedOver { .. } => false,
        }
    }
}

/// The subject of a letter about no game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LobbyTopic {
    ChallengeSent {
        to: String,
    },
    Invitation {
        from: String,
    },
    ChallengeDeclined {
        by: String,
    },
    YouDeclined,
    ChallengeExpired {
        to: String,
    },
    InvitationExpired,
    NotDone,
    YourGames,
    Help,
    Language,
    /// `Board words`, `Board picture`, `Board text` done.
    BoardStyle,
    TooManyMails,
    NoOpenChallenge,
    WhichGame,
    NothingDone,
    /// `#7: not done — reply to the game's latest mail`
    NoAuthority {
        game: GameId,
    },
    /// `#7: not done — the game has moved on`
    Stale {
        game: GameId,
    },
    /// The answer to a mail with lines for several games (`#12 Nf3`): what was done
    /// in each.
    SeveralGames {
        count: u32,
    },
    /// The daily digest: `count` games wait for the reader's move.
    Digest {
        count: u32,
    },
    /// Please confirm what your mail asked.
    Confirm,
    Blocked,
    Unblocked,
    /// Several challenges wait: which one?
    WhichChallenge,
    /// Names, ratings, seeks, tournaments.
    Community(CommunityTopic),
    /// About time: leave, an outage, the calendar ([`ClockTopic`]).
    Clock(ClockTopic),
}

/// One part of a letter. The text renderer separates blocks by a blank line (the
/// state lines hug the board above them); the HTML renderer gives each its own element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// What happened: the first thing the reader sees (bold in HTML).
    News(Vec<Line>),
    /// More sentences.
    Paragraph(Vec<Line>),
    /// The opponent's comment, quoted.
    Comment(String),
    /// The board from the reader's side, the last move and a check marked.
    Board(Diagram),
    /// The last move, a pending request, whose turn, the deadline or the result.
    State(Vec<Line>),
    /// The moves in numbered SAN, in the reader's piece letters.
    Moves(MoveList),
    /// Every command, with examples.
    Help,
    /// How to answer; starts with [`FOOTER_MARKER`].
    Footer(Footer),
    /// A tournament's crosstable, in a fixed-width font.
    Crosstable(crate::community::Crosstable),
    /// A Swiss tournament's standings, round by round, in a fixed-width font.
    SwissTable(crate::community::swiss::event::SwissTable),
    /// A knockout's bracket: each round a heading and a list of its matches.
    Bracket(crate::community::knockout_event::Bracket),
    /// The reader's private notes in the game (only ever in their own letters): the
    /// latest ones, and how many older ones were left out.
    Notes { notes: Vec<PrivateNote>, older: u32 },
}

/// One private note: the number of moves the game had when it was written, its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrivateNote {
    pub ply: u32,
    pub text: String,
}

/// The line every footer starts with, in every language, so that the command reader
/// knows a quoted footer for pawnpost's own text and never takes a command from it
/// (one constant, the reader's).
pub use crate::command::trim::FOOTER_MARKER;

/// How to answer this letter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Footer {
    /// Outside a game: where the commands are.
    Lobby,
    /// The game is over.
    Over,
    /// The reader is asked to accept or deny a request.
    Answer(OfferKind),
    /// The reader moves; `example` is a legal move to show.
    YourMove { example: Option<SanPlus> },
    /// The opponent is to act.
    Wait,
    /// About several games: how to answer each by its number.
    Games,
}

/// A move with its number, as a reader sees it: `14. Nf3` or `14... Nxe4+`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRef {
    pub number: u32,
    pub side: Color,
    pub san: SanPlus,
}

impl MoveRef {
    /// The last move of a game, if it has one.
    pub fn last_of(record: &Record) -> Option<MoveRef> {
        let positions = record.positions();
        let m = record.moves().last()?;
        let before = positions.get(positions.len().checked_sub(2)?)?;
        Some(MoveRef {
            number: before.fullmoves(),
            side: before.turn(),
            san: SanPlus::from_move(before, m),
        })
    }

    /// `14. Nf3`, `14... Sxe4` in the piece letters of `language`, without the check
    /// or mate sign a speech engine spells out (the sentence around it says check).
    pub fn spoken(&self, language: Language) -> String {
        let san = SanPlus {
            suffix: None,
            ..self.san
        }
        .localized(language);
        match self.side {
            Color::White => format!("{}. {san}", self.number),
            Color::Black => format!("{}... {san}", self.number),
        }
    }

    /// `14. Nf3`, `14... Sxe4+` in the piece letters of `language`.
    pub fn text(&self, language: Language) -> String {
        let san = self.san.localized(language);
        match self.side {
            Color::White => format!("{}. {san}", self.number),
            Color::Black => format!("{}... {san}", self.number),
        }
    }
}

/// The first sentences of a letter about a game, said from the reader's side before
/// anything else: whose move it is (or how the game ended), the last move in words,
/// and check by what. "Your move (Black). alice played 9. Ne5: knight from f3 to e5,
/// taking your pawn. You are in check from the bishop on b5."
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headline {
    /// The reader's side.
    pub you: Color,
    /// The opponent, as the letter names them elsewhere.
    pub opponent: String,
    pub turn: Turn,
    /// The last move and what it did; `None` before the first move.
    pub last: Option<(MoveRef, crate::render::board_words::MoveFacts)>,
    /// The pieces giving check to the side to move (empty when none).
    pub check: Vec<(crate::rules::Piece, Square)>,
    /// The check is mate.
    pub mate: bool,
    /// The reader has just taken over this side (a team's substitute): its last move
    /// was their predecessor's, so it is not "you played".
    pub taken_over: bool,
}

impl Headline {
    /// The opponent as the headline names them: the shortest name a listener knows
    /// them by, the part of their address they chose (`alice` for `alice@example.org`),
    /// or their public name where the letter shows one. Said before the move, the
    /// whole address took a listener 2.5 s; the subject still gives it whole.
    pub fn opponent_name(&self) -> &str {
        match self.opponent.rsplit_once('@') {
            Some((local, _)) if !local.is_empty() => local,
            _ => &self.opponent,
        }
    }
}

/// Whose turn a [`Headline`] says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// The reader is to move.
    You,
    /// The reader is still to move: their move was refused, and the refusal, said
    /// before the headline, says so ("Nothing was played; it is still your move.").
    StillYou,
    /// The opponent is to move.
    Opponent,
    /// The game is over: its one result line.
    Over(Outcome),
}

/// How pawnpost read a move the player typed, shown when the reading is not obvious
/// (`Rd1` in French is the king): the text as typed and the piece that moved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveReading {
    pub typed: String,
    pub role: Role,
    pub from: Square,
    pub to: Square,
}

/// Why a mail held no command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoCommand {
    /// Only quoted history.
    QuotedOnly,
    /// Nothing at all.
    Empty,
    /// Lines that looked like commands but were not (listed after this line).
    NotUnderstood,
    /// Only free text, which goes to the opponent only with a move or a request.
    TextOnly,
}

/// One row of a player's list of games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEntry {
    pub game: GameId,
    pub white: String,
    pub black: String,
    pub fullmove: u32,
    /// `None` when the game is over.
    pub to_act: Option<Color>,
    pub you: Color,
    pub deadline: Timestamp,
    pub left: TimeLeft,
    /// A request waiting for an answer, the reader's own or their opponent's.
    pub offer: Option<EntryOffer>,
}

/// A request pending in a game of a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EntryOffer {
    pub kind: OfferKind,
    /// The reader made it (else their opponent did, and it waits for the reader).
    pub yours: bool,
}

/// One sentence (or one line) of a letter, as data; each [`Catalogue`] words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    // ---- what happened in a game ----------------------------------------------
    /// The letter's first sentences ([`Headline`]).
    Headline(Headline),
    YouPlayed {
        mv: MoveRef,
        reading: Option<MoveReading>,
    },
    Played {
        by: Color,
        mv: MoveRef,
    },
    YouRequested(OfferKind),
    Requests {
        by: Color,
        kind: OfferKind,
    },
    YouAccepted(OfferKind),
    YourRequestAccepted(OfferKind),
    YouDenied(OfferKind),
    YourRequestDenied {
        kind: OfferKind,
        denials: u32,
    },
    YouDeclinedByMoving(OfferKind),
    YourRequestDeclinedByMove(OfferKind),
    YourClaimGranted {
        claim: DrawClaim,
        after: Option<SanPlus>,
    },
    OpponentClaimGranted {
        claim: DrawClaim,
        after: Option<SanPlus>,
    },
    YourClaimRefused(ClaimRefusal),
    /// The reader's tablebase claim was granted; `value` is what the tables give them.
    YourTablebaseClaimGranted {
        claim: TablebaseClaim,
        value: crate::tablebase::Value,
        announced: Option<SanPlus>,
    },
    OpponentTablebaseClaimGranted {
        claim: TablebaseClaim,
        announced: Option<SanPlus>,
    },
    YourTablebaseClaimRefused {
        claim: TablebaseClaim,
        announced: Option<SanPlus>,
        why: TablebaseRefusal,
    },
    YouResigned,
    Resigned(Color),
    GameOver(Outcome),
    /// A command (or the whole mail) refused, and why.
    NotDone {
        command: Option<Command>,
        why: Rejection,
    },
    PgnAttached,
    LanguageNow(Language),
    /// How the reader's letters show a board from now on.
    BoardStyleNow(crate::command::BoardStyle),
    /// The mail held no command.
    NoCommand(NoCommand),
    NotUnderstood(NotUnderstood),
    /// In a fixed form: how many lines were not understood, without repeating them.
    NotUnderstoodLines(u32),
    /// In a fixed form: the answer was cut at its size; a reply through this letter
    /// (which proves the address) gets all of it.
    Shortened,
    /// To the writer of a comment cut at its length: how long it was, how much the
    /// opponent reads.
    CommentShortened {
        had: u32,
        max: u32,
    },
    /// Under a comment that was cut, to its reader.
    CommentCut {
        max: u32,
    },
    /// The letter was longer than the most any letter carries and was cut here.
    LetterCut,
    /// In a letter without proof: the last its mailbox receives today (`budget` a
    /// day) until the reader replies through one of them.
    LastLetterToday {
        budget: u32,
    },
    Forfeited(Color),
    ReverseForfeited(Color),
    Adjudicated(EndingNote),
    Reminder,
    GameBegins,

    // ---- how a game stands ------------------------------------------------------
    Seat {
        side: Color,
        opponent: String,
    },
    YourRequestPending(OfferKind),
    AnswerRequest {
        by: Color,
        kind: OfferKind,
    },
    /// The admin's note on the ending, as the admin wrote it.
    EndingNote(EndingNote),
    ToAct {
        who: Color,
        you: bool,
        deadline: Timestamp,
        left: TimeLeft,
        /// For the ear (`Board words`, set by [`lines_for`]): the day said in words, and
        /// not the forfeit every letter repeated (the challenge and the invitation say
        /// the forfeit timeout).
        spoken: bool,
    },

    // ---- outside a game --------------------------------------------------------------
    ChallengeSent {
        opponent: String,
        color: ColorChoice,
        timeout_days: i64,
    },
    HearWhenAnswered,
    /// Where a challenge's game begins, when not from the standard position.
    Start(crate::command::Start),
    /// The rules of an event, when not the server's.
    EventRules(crate::game::EventRules),
    Invitation {
        challenger: String,
        color: ColorChoice,
        timeout_days: i64,
    },
    AnswerInvitation,
    ChallengeDeclinedBy(String),
    YouDeclinedChallengeOf(String),
    ChallengeExpiredUnanswered(String),
    InvitationExpired(String),
    NothingWasDone(Rejection),
    YourGames,
    Game(GameEntry),
    NoGames,
    /// A note was kept; the writer now keeps `count` in the game.
    NoteKept {
        count: u32,
    },
    /// `Notes clear`: `count` notes removed.
    NotesCleared {
        count: u32,
    },
    /// `Notes` with none kept.
    NoNotes,
    /// A note past the most one player may keep in one game.
    TooManyNotes {
        max: u32,
    },
    /// Under a page of the list when there are several: `page` of `pages`.
    GamesPage {
        page: u32,
        pages: u32,
        total: u32,
    },
    /// `Games N` past the last page: the last is shown.
    NoSuchGamesPage {
        asked: u32,
        pages: u32,
    },
    TooManyMails {
        limit: u32,
    },
    NotAnAddress(String),
    NotItself,
    TooManyOpenChallenges {
        open: u64,
        max: u64,
    },
    TooManyGames {
        active: u64,
        max: u64,
    },
    /// The challenger plays as many games as allowed: the challenge cannot start now.
    ChallengerBusy {
        challenger: String,
        max: u64,
    },
    NoOpenChallenge,
    WhichGame,
    /// No token of this player for `game`; `bad_token` when the reply address carried
    /// a token that does not fit.
    NoAuthority {
        game: GameId,
        bad_token: bool,
    },
    Stale {
        game: GameId,
    },
    /// The heading of one game's part in a letter about several games: what follows,
    /// up to the next heading, is about this game (and public names are shown for it
    /// as in its own letters).
    GameSection {
        game: GameId,
        white: String,
        black: String,
    },
    /// Lines addressed to games by number were sent in a mail that proves nothing.
    GameLinesNeedProof,
    /// The digest's first line: `to_act` games wait for the reader's move, in
    /// `waiting` they wait for their opponent.
    DigestHead {
        to_act: u32,
        waiting: u32,
    },
    /// Before the games where the reader waits.
    DigestWaiting,
    /// `count` more games were left out of the digest (`Games` lists all).
    DigestMore {
        count: u32,
    },
    /// A mail without proof of its sender asked for these; nothing was done yet.
    ConfirmPlease {
        commands: Vec<Command>,
    },
    /// How to confirm, and what happens if the reader did not send it.
    ConfirmHow,
    /// Replying to any pawnpost mail proves the address; this step is for new mails.
    ConfirmTip,
    /// `Confirm` without a confirmation to answer.
    NothingToConfirm,
    /// The confirmation answered was used already.
    ConfirmedBefore,
    /// The confirmation answered is too old.
    ConfirmationExpired {
        days: u32,
    },
    /// How to refuse every further invitation.
    BlockHint,
    /// `Board words` exists: in a player's first letters (an invitation, a game's
    /// start), left out for a reader who chose it already.
    BoardWordsHint,
    Blocked,
    Unblocked,
    /// The invited address refuses invitations.
    RecipientRefuses(String),
    /// The invited mailbox had as many invitations today as it may.
    RecipientHadEnough(String),
    /// Several open challenges and no invitation answered.
    WhichChallenge,
    /// One open challenge, in a list.
    OpenChallenge {
        challenger: String,
        color: ColorChoice,
        timeout_days: i64,
    },
    /// The mail was longer than the size limit; only its first `limit` bytes were read.
    MailCut {
        limit: u64,
    },
    /// Names, ratings, seeks, tournaments ([`community`]).
    Community(CommunityLine),
    /// About time: clocks, leave, time given ([`ClockLine`]).
    Clock(ClockLine),
    /// A player's conditional moves, told to that player only ([`conditions`]).
    Conditions(ConditionsLine),
    /// An answer to a question about the board, to the player who asked
    /// ([`questions`]).
    Questions(QuestionLine),
}

/// Folds every letter about no game into the first such letter to the same recipient,
/// in order, so a mail full of commands is answered with one letter per person rather
/// than one per command. Letters about a game stay apart: each has its own board,
/// reply address and thread.
pub fn combine(letters: Vec<Letter>) -> Vec<Letter> {
    let mut out: Vec<Letter> = Vec::with_capacity(letters.len());
    let mut folded: Vec<usize> = Vec::with_capacity(letters.len());
    for letter in letters {
        // Only plain letters about no game fold: an invitation or a confirmation keeps
        // its own reply address.
        let plain = |l: &Letter| l.about.is_none() && l.answer == Answer::Plain;
        let first = out
            .iter()
            .position(|l| plain(l) && plain(&letter) && l.to == letter.to);
        let Some(i) = first else {
            out.push(letter);
            folded.push(0);
            continue;
        };
        let target = &mut out[i];
        // Both bodies, then the first letter's footer once.
        let footer_at = target
            .body
            .iter()
            .position(|b| matches!(b, Block::Footer(_)))
            .unwrap_or(target.body.len());
        let added = letter
            .body
            .into_iter()
            .filter(|b| !matches!(b, Block::Footer(_)));
        target.body.splice(footer_at..footer_at, added);
        target.attach_pgn |= letter.attach_pgn;
        folded[i] += 1;
    }
    for (letter, more) in out.iter_mut().zip(folded) {
        if more > 0 {
            let first = std::mem::replace(&mut letter.subject, Subject::Lobby(LobbyTopic::Help));
            letter.subject = Subject::Folded {
                first: Box::new(first),
                more,
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(to: &str, topic: LobbyTopic, line: Line) -> Letter {
        Letter::lobby(to, topic, vec![Block::News(vec![line])])
    }

    #[test]
    fn combine_folds_game_less_letters_per_recipient() {
        let a = "a@example.org";
        let mut in_game = note(a, LobbyTopic::Help, Line::Reminder);
        in_game.about = Some(7);
        let letters = vec![
            note(
                a,
                LobbyTopic::ChallengeSent {
                    to: "b@example.org".into(),
                },
                Line::HearWhenAnswered,
            ),
            note("b@example.org", LobbyTopic::Help, Line::AnswerInvitation),
            in_game.clone(),
            note(a, LobbyTopic::NotDone, Line::NotItself),
            note(a, LobbyTopic::NotDone, Line::NoGames),
        ];
        let combined = combine(letters);
        assert_eq!(combined.len(), 3, "{combined:#?}");
        let to_a = &combined[0];
        assert!(matches!(&to_a.subject, Subject::Folded { more: 2, .. }));
        assert_eq!(
            to_a.body,
            vec![
                Block::News(vec![Line::HearWhenAnswered]),
                Block::News(vec![Line::NotItself]),
                Block::News(vec![Line::NoGames]),
                Block::Footer(Footer::Lobby),
            ]
        );
        assert_eq!(combined[1].to, "b@example.org");
        assert_eq!(combined[2], in_game, "a letter about a game stays apart");
    }

    #[test]
    fn combine_keeps_single_letters_as_they_are() {
        let letters = vec![
            note("a@example.org", LobbyTopic::Help, Line::NoGames),
            note("b@example.org", LobbyTopic::Help, Line::NoGames),
        ];
        assert_eq!(combine(letters.clone()), letters);
    }

    /// The headline names the opponent by what a listener knows them by, and a
    /// reader of `Board words` hears the deadline's day in words.
    #[test]
    fn the_opponent_by_name_and_the_deadline_for_the_ear() {
        let headline = |opponent: &str| Headline {
            you: Color::Black,
            opponent: opponent.to_owned(),
            turn: Turn::You,
            last: None,
            check: Vec::new(),
            mate: false,
            taken_over: false,
        };
        assert_eq!(headline("alice@example.org").opponent_name(), "alice");
        // A public name (games a seek or a tournament started) stays whole.
        assert_eq!(headline("ann").opponent_name(), "ann");
        assert_eq!(headline("player12").opponent_name(), "player12");

        let deadline = 1_795_000_000 + 30 * 86_400;
        let to_act = vec![Line::ToAct {
            who: Color::Black,
            you: true,
            deadline,
            left: TimeLeft::Days(30),
            spoken: false,
        }];
        let said = |style| {
            let english = catalogue::catalogue(Language::English);
            english.line(&lines_for(&to_act, style)[0])
        };
        assert_eq!(
            said(crate::command::BoardStyle::Words),
            "Deadline: 18 December, 11:06 UTC (30 days left)."
        );
        assert!(
            said(crate::command::BoardStyle::Picture)
                .ends_with("your silence until then forfeits."),
            "{}",
            said(crate::command::BoardStyle::Picture)
        );
    }
}
