//! The catalogue of every language: what each typed line, subject, refusal, footer and
//! command is called in the message files (`i18n/<code>/letters.ftl`), and with which
//! arguments. No sentence is here: the files hold the words and each language's
//! grammar; this file says *what* is said.
//!
//! Arguments are texts the code renders (an address, a move in the reader's piece
//! letters, a date, a nested message) or numbers (plurals); a colour, an offer, a claim,
//! a termination or a result is passed as its key (`white`, `draw`, `checkmate`) so
//! each language selects its own words for it.

use crate::address::AddressError;
use crate::command::notes::NotesProblem;
use crate::command::parse::{ChallengeProblem, Conflict, NotUnderstood, Reason};
use crate::command::{ColorChoice, Command, MAX_OPENING_PLIES, NotesCommand, Start, StartProblem};
use crate::game::{
    ChallengeState, ClaimRefusal, Combination, EndingNote, GameResult, OfferKind, Outcome,
    Rejection, TablebaseRefusal, Timestamp,
};
use crate::i18n::{Args, message};
use crate::letter::{Footer, GameTopic, Headline, Line, LobbyTopic, NoCommand, Turn};
use crate::notation::San;
use crate::notation::{IllegalReason, Language, MoveError, MoveSyntaxError};
use crate::render::Strings;
use crate::render::board_words::MoveFacts;
use crate::rules::{Color, DrawClaim, FenField};
use crate::tablebase::Unavailable;
use crate::time::CalendarTime;

use super::{Catalogue, Subject};

/// The catalogue of one language, read from its message files.
pub struct Localized(pub Language);

/// `args` with the time left until a deadline (`left_unit`, `left`), for the
/// `time-left` message.
fn time_left(args: Args, left: super::TimeLeft) -> Args {
    let (unit, n) = left.args();
    args.with("left_unit", unit).with("left", n)
}

fn yes(condition: bool) -> &'static str {
    if condition { "yes" } else { "no" }
}

fn offer_key(kind: OfferKind) -> &'static str {
    kind.lower()
}

fn choice_key(choice: ColorChoice) -> &'static str {
    match choice {
        ColorChoice::White => "white",
        ColorChoice::Black => "black",
        ColorChoice::Random => "random",
    }
}

fn claim_key(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "threefold",
        DrawClaim::FiftyMoves => "fifty",
    }
}

fn address_error_key(error: &AddressError) -> &'static str {
    match error {
        AddressError::Empty => "empty",
        AddressError::DisplayName => "display-name",
        AddressError::QuotedLocalPart => "quoted-local-part",
        AddressError::Whitespace => "whitespace",
        AddressError::InvisibleCharacter => "invisible-character",
        AddressError::NotLocalAtDomain => "not-local-at-domain",
        AddressError::NonAsciiLocalPart(_) => "non-ascii-local-part",
        AddressError::BadLocalPart(_) => "bad-local-part",
        AddressError::LocalPartDots => "local-part-dots",
        AddressError::TooLong => "too-long",
        AddressError::IpLiteral => "ip-literal",
        AddressError::BadDomain => "bad-domain",
    }
}

/// The character an address error names, as Rust's debug form writes it (`'é'`).
fn address_error_char(error: &AddressError) -> String {
    match error {
        AddressError::NonAsciiLocalPart(c) | AddressError::BadLocalPart(c) => format!("{c:?}"),
        _ => String::new(),
    }
}

fn result_key(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "white",
        GameResult::BlackWins => "black",
        GameResult::Draw => "draw",
        GameResult::Cancelled => "cancelled",
    }
}

/// A moment's parts, the arguments of the `date` messages: zero-padded texts and
/// numbers a message may select by.
fn date_args(at: Timestamp) -> Args {
    let c = CalendarTime::of(at);
    Args::new()
        .with("year", format!("{:04}", c.year))
        .with("year_number", c.year)
        .with("month", format!("{:02}", c.month))
        .with("month_number", c.month)
        .with("day", format!("{:02}", c.day))
        .with("day_number", c.day)
        .with("hour", format!("{:02}", c.hour))
        .with("hour_number", c.hour)
        .with("minute", format!("{:02}", c.minute))
}

impl Localized {
    /// A moment as it is best heard: the day and month in words, no year (the time left
    /// beside it says how far), the time in UTC.
    fn spoken_date(&self, at: Timestamp) -> String {
        self.t("date-spoken", date_args(at))
    }

    /// A letter's first sentences: whose move (or the result), the last move in words
    /// from the reader's side, check by what.
    fn headline(&self, said: &Headline) -> String {
        let a = || Args::new().with("opponent", said.opponent_name());
        let mut sentences: Vec<String> = match said.turn {
            // The refusal before the headline said so.
            Turn::StillYou => Vec::new(),
            Turn::You => vec![self.t("headline-your-move", a().with("side", said.you.name()))],
            Turn::Opponent => {
                vec![self.t("headline-their-move", a().with("side", (!said.you).name()))]
            }
            Turn::Over(outcome) => {
                let result = match outcome.result {
                    GameResult::Draw => "draw",
                    GameResult::Cancelled => "cancelled",
                    won if (won == GameResult::WhiteWins) == (said.you == Color::White) => "you",
                    _ => "opponent",
                };
                let by = self.t(
                    "termination",
                    Args::new().with("termination", outcome.termination.key()),
                );
                vec![self.t("headline-over", a().with("result", result).with("by", by))]
            }
        };
        if let Some((mv, facts)) = &said.last {
            let mine = mv.side == said.you;
            sentences.push(
                self.t(
                    match (mine, said.taken_over) {
                        (true, false) => "headline-you-played",
                        // The predecessor's move, on the reader's side now.
                        (true, true) => "headline-side-played",
                        (false, _) => "headline-played",
                    },
                    a().with("move", mv.spoken(self.0))
                        .with("side", mv.side.name())
                        .with("words", self.move_words(facts, mine)),
                ),
            );
        }
        if let Some((first, _)) = said.check.first() {
            // The checking pieces are the reader's when the opponent is in check.
            let yours = first.color == said.you;
            let by = self.join_and(
                said.check
                    .iter()
                    .map(|(piece, square)| {
                        self.t(
                            "headline-checker",
                            Args::new()
                                .with("yours", yes(yours))
                                .with("role", piece.role.name())
                                .with("square", square.to_string()),
                        )
                    })
                    .collect(),
            );
            sentences.push(
                self.t(
                    if said.mate {
                        "headline-checkmate"
                    } else {
                        "headline-check"
                    },
                    a().with("you", yes(!yours))
                        .with("by", by)
                        .with("count", said.check.len()),
                ),
            );
        }
        sentences.join(" ")
    }

    /// What a move did, from the reader's side (`mine`: the reader made it): "knight
    /// from f3 to e5, taking your pawn".
    fn move_words(&self, facts: &MoveFacts, mine: bool) -> String {
        match *facts {
            MoveFacts::Moved {
                piece,
                from,
                to,
                taken,
                promotion,
            } => {
                let mut parts = vec![
                    self.t(
                        "headline-moved",
                        Args::new()
                            .with("role", piece.role.name())
                            .with("from", from.to_string())
                            .with("to", to.to_string()),
                    ),
                ];
                if let Some(taken) = taken {
                    parts.push(
                        self.t(
                            "headline-taking",
                            Args::new()
                                .with("yours", yes(!mine))
                                .with("role", taken.piece.role.name())
                                .with("square", taken.square.to_string())
                                .with("en_passant", yes(taken.en_passant)),
                        ),
                    );
                }
                if let Some(role) = promotion {
                    parts.push(self.t(
                        "board-words-promoted",
                        Args::new().with("role", role.name()),
                    ));
                }
                parts.join(", ")
            }
            MoveFacts::Castle {
                side, king, rook, ..
            } => {
                let stays = match (king[0] == king[1], rook[0] == rook[1]) {
                    (false, false) => "none",
                    (true, false) => "king",
                    (false, true) => "rook",
                    (true, true) => "both",
                };
                self.t(
                    "headline-castled",
                    Args::new()
                        .with("side", side.key())
                        .with("stays", stays)
                        .with("king_from", king[0].to_string())
                        .with("king_to", king[1].to_string())
                        .with("rook_from", rook[0].to_string())
                        .with("rook_to", rook[1].to_string()),
                )
            }
        }
    }

    /// A move in a subject, short: "pawn takes d5", "knight to f3", "king-side castling".
    fn move_short(&self, mv: &crate::letter::MoveRef) -> String {
        let a = Args::new();
        match mv.san.san {
            San::Castle(side) => self.t("move-short", a.with("castle", side.key())),
            San::Normal {
                role, capture, to, ..
            } => self.t(
                "move-short",
                a.with("castle", "no")
                    .with("role", role.name())
                    .with("capture", yes(capture))
                    .with("to", to.to_string()),
            ),
        }
    }

    /// `items` as "a and b" ("a, b and c" is never needed: at most two pieces check).
    fn join_and(&self, items: Vec<String>) -> String {
        self.join("headline-and", items)
    }

    /// The legal moves for the ear, by piece and by the square each leaves: "Knights:
    /// b8 to a6 c6; g8 to f6 h6. Pawns: a7 to a5 a6; …" (castling in its notation after
    /// the king's steps).
    fn legal_by_piece(&self, moves: &[crate::game::LegalMove]) -> String {
        let mut groups: Vec<String> = Vec::new();
        for role in crate::rules::Role::ALL.into_iter().rev() {
            let of_role: Vec<&crate::game::LegalMove> =
                moves.iter().filter(|m| m.role == role).collect();
            if of_role.is_empty() {
                continue;
            }
            let mut froms: Vec<String> = Vec::new();
            let mut pieces = 0;
            let mut at = 0;
            while at < of_role.len() {
                let from = of_role[at].from;
                let mut tos: Vec<String> = Vec::new();
                while at < of_role.len() && of_role[at].from == from {
                    let m = of_role[at];
                    tos.push(if m.castle {
                        super::localized_moves(std::slice::from_ref(&m.san), self.0).join("")
                    } else {
                        m.to.to_string()
                    });
                    at += 1;
                }
                pieces += 1;
                froms.push(
                    self.t(
                        "legal-moves-from",
                        Args::new()
                            .with("from", from.to_string())
                            // No comma between squares: a pause each, 9 s in a
                            // middle game's list.
                            .with("to", tos.join(" ")),
                    ),
                );
            }
            groups.push(
                self.t(
                    "legal-moves-piece",
                    Args::new()
                        .with("role", role_key(role))
                        .with("count", pieces)
                        .with("moves", self.join("list-semicolon", froms)),
                ),
            );
        }
        self.join("legal-moves-groups", groups)
    }

    /// The message `id` with `args`.
    fn t(&self, id: &str, args: Args) -> String {
        message(self.0, id, &args)
    }

    /// A message without arguments.
    fn m(&self, id: &str) -> String {
        message(self.0, id, &Args::new())
    }

    /// `items` joined two at a time by the list message `id` (`list-or`: "a or b").
    fn join(&self, id: &str, items: Vec<String>) -> String {
        let mut items = items.into_iter();
        let first = items.next().unwrap_or_default();
        items.fold(first, |joined, next| {
            self.t(id, Args::new().with("first", joined).with("second", next))
        })
    }

    /// `args` with the move after which a claim is made (`after`, in the reader's
    /// letters) and whether there is one (`has_after`).
    fn after(&self, args: Args, san: Option<crate::notation::SanPlus>) -> Args {
        args.with("has_after", yes(san.is_some())).with(
            "after",
            san.map(|m| m.localized(self.0)).unwrap_or_default(),
        )
    }

    /// `args` with a refusal after a colon (`why`) and what it is (`why_kind`): a list
    /// of conflicting commands may start with a command's name, which keeps its case
    /// where a language recases the sentence that follows a colon.
    fn why(&self, args: Args, why: &Rejection) -> Args {
        let kind = match why {
            Rejection::Conflicts(_) => "conflicts",
            _ => "refusal",
        };
        args.with("why", self.rejection(why)).with("why_kind", kind)
    }

    fn claim_refusal(&self, r: &ClaimRefusal) -> String {
        self.t(
            "line-claim-refused",
            self.after(Args::new(), r.after)
                .with("repetitions", r.repetitions)
                .with("halfmoves", r.halfmoves),
        )
    }

    /// Why a tablebase claim was refused, after a colon.
    fn tablebase_refusal(&self, why: &TablebaseRefusal) -> String {
        let a = Args::new();
        match why {
            TablebaseRefusal::TablesSay(value) => {
                self.t("tablebase-tables-say", a.with("value", value.key()))
            }
            TablebaseRefusal::NotInThisEvent => self.m("tablebase-not-in-this-event"),
            TablebaseRefusal::Unavailable(why) => match why {
                Unavailable::NotConfigured => self.m("tablebase-not-configured"),
                Unavailable::TooManyPieces { pieces } => self.t(
                    "tablebase-too-many-pieces",
                    a.with("pieces", *pieces)
                        .with("max", crate::tablebase::MAX_PIECES),
                ),
                Unavailable::Castling => self.m("tablebase-castling"),
                Unavailable::NoTables { material } => {
                    self.t("tablebase-no-tables", a.with("material", material))
                }
                Unavailable::Uncertain => self.m("tablebase-uncertain"),
                Unavailable::OnePerMail => self.m("tablebase-one-per-mail"),
                Unavailable::Failed => self.m("tablebase-failed"),
            },
        }
    }

    fn illegal_reason(&self, reason: &IllegalReason) -> String {
        let a = Args::new();
        match *reason {
            IllegalReason::NoPieceLeft { role } => {
                self.t("illegal-no-piece-left", a.with("role", role.name()))
            }
            IllegalReason::PromotionNotOnLastRank => self.m("illegal-promotion-not-on-last-rank"),
            IllegalReason::OwnPieceOn(square) => {
                self.t("illegal-own-piece-on", a.with("square", square.to_string()))
            }
            IllegalReason::NoPieceCanReach { role, to } => self.t(
                "illegal-no-piece-can-reach",
                a.with("role", role.name()).with("to", to.to_string()),
            ),
            IllegalReason::DoesNotEscapeCheck => self.m("illegal-does-not-escape-check"),
            IllegalReason::LeavesKingInCheck { pinned } => self.t(
                "illegal-leaves-king-in-check",
                a.with("pinned", if pinned { "yes" } else { "no" }),
            ),
            IllegalReason::CastlingRightLost(side) => {
                self.t("illegal-castling-right-lost", a.with("side", side.key()))
            }
            IllegalReason::CastlingOutOfCheck(side) => {
                self.t("illegal-castling-out-of-check", a.with("side", side.key()))
            }
            IllegalReason::CastlingBlocked(side) => {
                self.t("illegal-castling-blocked", a.with("side", side.key()))
            }
            IllegalReason::CastlingThroughCheck(side) => {
                self.t("illegal-castling-through-check", a.with("side", side.key()))
            }
            IllegalReason::CastlingNotPossible => self.m("illegal-castling-not-possible"),
            IllegalReason::NoPieceOn(square) => {
                self.t("illegal-no-piece-on", a.with("square", square.to_string()))
            }
            IllegalReason::NotYourPiece { role, square } => self.t(
                "illegal-not-your-piece",
                a.with("role", role.name())
                    .with("square", square.to_string()),
            ),
            IllegalReason::OnlyPawnsPromote { role, from } => self.t(
                "illegal-only-pawns-promote",
                a.with("role", role.name()).with("from", from.to_string()),
            ),
            IllegalReason::NoPromotionThere { role, from, to } => self.t(
                "illegal-no-promotion-there",
                a.with("role", role.name())
                    .with("from", from.to_string())
                    .with("to", to.to_string()),
            ),
            IllegalReason::CannotMoveTo { role, from, to } => self.t(
                "illegal-cannot-move-to",
                a.with("role", role.name())
                    .with("from", from.to_string())
                    .with("to", to.to_string()),
            ),
            IllegalReason::NotAnEnPassantCapture { from, to } => self.t(
                "illegal-not-en-passant",
                a.with("from", from.to_string()).with("to", to.to_string()),
            ),
            IllegalReason::NothingToCapture { on, role } => self.t(
                "illegal-nothing-to-capture",
                a.with("on", on.to_string())
                    .with("has_role", yes(role.is_some()))
                    .with("role", role.map_or("pawn", |r| r.name())),
            ),
            IllegalReason::WrongPiece {
                square,
                role,
                named,
            } => self.t(
                "illegal-wrong-piece",
                a.with("square", square.to_string())
                    .with("role", role.name())
                    .with("named", named.name()),
            ),
        }
    }

    fn challenge_problem(&self, problem: &ChallengeProblem) -> String {
        match problem {
            ChallengeProblem::NoAddress => self.m("challenge-no-address"),
            ChallengeProblem::NotAnAddress { text, why } => self.t(
                "challenge-not-an-address",
                Args::new().with("text", text).with(
                    "why",
                    self.t(
                        "address-error",
                        Args::new()
                            .with("error", address_error_key(why))
                            .with("char", address_error_char(why)),
                    ),
                ),
            ),
            ChallengeProblem::TimeoutDays => self.m("challenge-timeout-days"),
            ChallengeProblem::Start(problem) => self.start_problem(problem),
        }
    }

    fn start_problem(&self, problem: &StartProblem) -> String {
        let a = Args::new();
        match problem {
            StartProblem::NoMoves => self.m("start-no-moves"),
            StartProblem::TooLong => {
                self.t("start-too-long", a.with("max", MAX_OPENING_PLIES as i64))
            }
            StartProblem::Illegal { ply, text } => self.t(
                "start-illegal",
                a.with("move", text).with("number", ply.div_ceil(2) as i64),
            ),
            StartProblem::BadFen { field } => self.t(
                "start-bad-fen",
                a.with(
                    "field",
                    match field {
                        FenField::Board => "board",
                        FenField::Turn => "turn",
                        FenField::Castling => "castling",
                        FenField::EnPassant => "en-passant",
                        FenField::Halfmoves => "halfmoves",
                        FenField::Fullmoves => "fullmoves",
                    },
                ),
            ),
            StartProblem::Over => self.m("start-over"),
            StartProblem::Both => self.m("start-both"),
            StartProblem::NoSuch960(n) => self.t("start-no-such-960", a.with("number", *n)),
        }
    }

    fn reason(&self, reason: &Reason) -> String {
        let a = Args::new();
        match reason {
            Reason::UnknownCommand(word) => self.t("reason-unknown-command", a.with("word", word)),
            Reason::BadMove { text, problem } => self.t(
                "reason-bad-move",
                a.with("text", text)
                    .with("problem", self.syntax_error(problem)),
            ),
            Reason::AmbiguousDraw => self.m("reason-ambiguous-draw"),
            Reason::AmbiguousCancel => self.m("reason-ambiguous-cancel"),
            Reason::CastleSide => self.m("reason-castle-side"),
            Reason::EnPassantSquares => self.m("reason-en-passant-squares"),
            Reason::Challenge(problem) => self.t(
                "reason-challenge",
                a.with("problem", self.challenge_problem(problem)),
            ),
            Reason::Language(word) => self.t("reason-language", a.with("word", word)),
            Reason::Question(command) => {
                self.t("reason-question", a.with("command", self.command(command)))
            }
            Reason::TooManyCommands => self.t(
                "reason-too-many-commands",
                a.with("max", crate::command::parse::MAX_COMMANDS),
            ),
            Reason::TooManyGames => self.t(
                "reason-too-many-games",
                a.with("max", crate::command::parse::MAX_GAMES),
            ),
            Reason::ExtraText(word) => self.t("reason-extra-text", a.with("word", word)),
            Reason::Community(problem) => super::community::problem(self.0, problem),
            Reason::Clock(problem) => self.clock(crate::letter::ClockText::Problem(problem)),
            Reason::Conditions(problem) => super::conditions::problem(self.0, problem),
            Reason::Notes(NotesProblem::Empty) => self.m("reason-note-empty"),
            Reason::Notes(NotesProblem::TooLong { max }) => {
                self.t("reason-note-too-long", a.with("max", *max))
            }
            Reason::Ask(problem) => super::questions::problem(self.0, problem),
        }
    }

    /// A command in a conflict: a move in backticks, else the command's words.
    fn label(&self, command: &Command) -> String {
        match command {
            Command::Move(mv) => format!("`{}`", mv.localized(self.0)),
            other => self.command(other),
        }
    }

    fn combination(&self, c: &Combination) -> String {
        self.m(match c {
            Combination::ResignWithOthers => "combination-resign-with-others",
            Combination::AcceptWithOthers => "combination-accept-with-others",
            Combination::MovesTwice => "combination-moves-twice",
            Combination::RequestsTwice => "combination-requests-twice",
            Combination::DeniesTwice => "combination-denies-twice",
        })
    }
}

impl Catalogue for Localized {
    fn language(&self) -> Language {
        self.0
    }

    fn line(&self, line: &Line) -> String {
        let lang = self.0;
        let a = Args::new();
        match line {
            Line::Headline(said) => self.headline(said),
            Line::YouPlayed { mv, reading } => match reading {
                Some(r) => self.t(
                    "line-you-played-read",
                    a.with("move", mv.text(lang))
                        .with("typed", &r.typed)
                        .with("role", r.role.name())
                        .with("from", r.from.to_string())
                        .with("to", r.to.to_string()),
                ),
                None => self.t("line-you-played", a.with("move", mv.text(lang))),
            },
            Line::Played { by, mv } => self.t(
                "line-played",
                a.with("by", by.name()).with("move", mv.text(lang)),
            ),
            Line::YouRequested(k) => self.t("line-you-requested", a.with("kind", offer_key(*k))),
            Line::Requests { by, kind } => self.t(
                "line-requests",
                a.with("by", by.name()).with("kind", offer_key(*kind)),
            ),
            Line::YouAccepted(k) => self.t("line-you-accepted", a.with("kind", offer_key(*k))),
            Line::YourRequestAccepted(k) => {
                self.t("line-your-request-accepted", a.with("kind", offer_key(*k)))
            }
            Line::YouDenied(k) => self.t("line-you-denied", a.with("kind", offer_key(*k))),
            Line::YourRequestDenied { kind, denials } => self.t(
                "line-your-request-denied",
                a.with("kind", offer_key(*kind)).with("denials", *denials),
            ),
            Line::YouDeclinedByMoving(k) => {
                self.t("line-you-declined-by-moving", a.with("kind", offer_key(*k)))
            }
            Line::YourRequestDeclinedByMove(k) => self.t(
                "line-your-request-declined-by-move",
                a.with("kind", offer_key(*k)),
            ),
            Line::YourClaimGranted { claim, after } => self.t(
                "line-your-claim-granted",
                self.after(a.with("claim", claim_key(*claim)), *after),
            ),
            Line::OpponentClaimGranted { claim, after } => self.t(
                "line-opponent-claim-granted",
                self.after(a.with("claim", claim_key(*claim)), *after),
            ),
            Line::YourClaimRefused(r) => self.claim_refusal(r),
            Line::YourTablebaseClaimGranted {
                claim,
                value,
                announced,
            } => self.t(
                "line-your-tablebase-claim-granted",
                self.after(
                    a.with("claim", claim.key()).with("value", value.key()),
                    *announced,
                ),
            ),
            Line::OpponentTablebaseClaimGranted { claim, announced } => self.t(
                "line-opponent-tablebase-claim-granted",
                self.after(a.with("claim", claim.key()), *announced),
            ),
            Line::YourTablebaseClaimRefused {
                claim,
                announced,
                why,
            } => self.t(
                "line-tablebase-claim-refused",
                self.after(a.with("claim", claim.key()), *announced)
                    .with("why", self.tablebase_refusal(why)),
            ),
            Line::YouResigned => self.m("line-you-resigned"),
            Line::Resigned(by) => self.t("line-resigned", a.with("by", by.name())),
            Line::GameOver(o) => self.t("line-game-over", a.with("outcome", self.outcome(o))),
            // Nothing in the mail was played, and the move was the reader's to make.
            Line::NotDone {
                command: Some(Command::Move(_)),
                why: why @ Rejection::Move { .. },
            } => self.t("line-move-not-played", self.why(a, why)),
            Line::NotDone {
                command: Some(Command::Move(text)),
                why,
            } => self.t(
                "line-not-done-move",
                self.why(a.with("move", text.localized(lang)), why),
            ),
            Line::NotDone {
                command: Some(command),
                why,
            } => self.t(
                "line-not-done-command",
                self.why(a.with("command", self.command(command)), why),
            ),
            Line::NotDone { command: None, why } => self.t("line-not-done", self.why(a, why)),
            Line::PgnAttached => self.m("line-pgn-attached"),
            Line::LanguageNow(_) => self.m("line-language-now"),
            Line::BoardStyleNow(style) => {
                self.t("line-board-style-now", a.with("style", style.key()))
            }
            Line::NoCommand(what) => self.m(match what {
                NoCommand::QuotedOnly => "line-no-command-quoted-only",
                NoCommand::Empty => "line-no-command-empty",
                NoCommand::NotUnderstood => "line-no-command-not-understood",
                NoCommand::TextOnly => "line-no-command-text-only",
            }),
            Line::NotUnderstood(item) => self.not_understood(item),
            Line::NotUnderstoodLines(n) => self.t("line-not-understood-lines", a.with("n", *n)),
            Line::Shortened => self.m("line-shortened"),
            Line::CommentShortened { had, max } => self.t(
                "line-comment-shortened",
                a.with("had", *had).with("max", *max),
            ),
            Line::LetterCut => self.m("line-letter-cut"),
            Line::LastLetterToday { budget } => {
                self.t("line-last-letter-today", a.with("budget", *budget))
            }
            Line::CommentCut { max } => self.t("line-comment-cut", a.with("max", *max)),
            Line::Forfeited(loser) => self.t("line-forfeited", a.with("loser", loser.name())),
            Line::ReverseForfeited(loser) => {
                self.t("line-reverse-forfeited", a.with("loser", loser.name()))
            }
            Line::Adjudicated(EndingNote::Admin(reason)) => {
                self.t("line-adjudicated", a.with("reason", reason))
            }
            Line::Reminder => self.m("line-reminder"),
            Line::GameBegins => self.m("line-game-begins"),
            Line::Seat { side, opponent } => self.t(
                "line-seat",
                a.with("side", side.name()).with("opponent", opponent),
            ),
            Line::YourRequestPending(k) => {
                self.t("line-your-request-pending", a.with("kind", offer_key(*k)))
            }
            Line::AnswerRequest { by, kind } => self.t(
                "line-answer-request",
                a.with("by", by.name()).with("kind", offer_key(*kind)),
            ),
            Line::EndingNote(EndingNote::Admin(note)) => note.clone(),
            Line::Adjudicated(EndingNote::Tablebase {
                claimant,
                claim,
                announced,
            })
            | Line::EndingNote(EndingNote::Tablebase {
                claimant,
                claim,
                announced,
            }) => self.t(
                "line-tablebase-ending",
                self.after(
                    a.with("claimant", claimant.name())
                        .with("claim", claim.key()),
                    *announced,
                ),
            ),
            // A withdrawal, news or state, in this language's words.
            Line::Adjudicated(EndingNote::Withdrawn { tournament, loser })
            | Line::EndingNote(EndingNote::Withdrawn { tournament, loser }) => self.line(
                &Line::Community(crate::letter::CommunityLine::WithdrawalNote {
                    name: tournament.clone(),
                    loser: *loser,
                }),
            ),
            Line::ToAct {
                who,
                you,
                deadline,
                left,
                spoken: false,
            } => self.t(
                "line-to-act",
                time_left(
                    a.with("who", if *you { "you" } else { who.name() })
                        .with("deadline", self.date(*deadline)),
                    *left,
                ),
            ),
            Line::ToAct {
                deadline,
                left,
                spoken: true,
                ..
            } => self.t(
                "line-to-act-spoken",
                time_left(a.with("deadline", self.spoken_date(*deadline)), *left),
            ),
            Line::ChallengeSent {
                opponent,
                color,
                timeout_days,
            } => self.t(
                "line-challenge-sent",
                a.with("opponent", opponent)
                    .with("color", choice_key(*color))
                    .with("days", *timeout_days),
            ),
            Line::HearWhenAnswered => self.m("line-hear-when-answered"),
            Line::BoardWordsHint => self.m("line-board-words-hint"),
            Line::EventRules(rules) => {
                let mut parts = Vec::new();
                if let Some(days) = rules.leave_days {
                    parts.push(self.t("rule-leave-days", Args::new().with("days", days)));
                }
                if rules.no_conditional_moves {
                    parts.push(self.m("rule-no-conditional-moves"));
                }
                if rules.no_tablebase_claims {
                    parts.push(self.m("rule-no-tablebase-claims"));
                }
                if rules.draw_offers_from > 1 {
                    parts.push(self.t(
                        "rule-draw-offers-from",
                        Args::new().with("move", rules.draw_offers_from),
                    ));
                }
                match rules.publish_delay {
                    None => {}
                    Some(crate::game::PublishDelay::End) => {
                        parts.push(self.m("rule-publish-at-end"))
                    }
                    Some(crate::game::PublishDelay::Plies(plies)) => {
                        parts.push(self.t("rule-publish-delay", Args::new().with("plies", plies)))
                    }
                }
                match rules.on_time {
                    None => {}
                    Some(crate::game::OnTime::Ask) => parts.push(self.m("rule-on-time-ask")),
                    Some(crate::game::OnTime::Forfeit) => {
                        parts.push(self.m("rule-on-time-forfeit"))
                    }
                }
                if let Some(max) = rules.max_timeouts {
                    parts.push(
                        self.t(
                            "rule-max-timeouts",
                            Args::new()
                                .with("max", max)
                                .with("days", crate::community::history::RELIABILITY_DAYS),
                        ),
                    );
                }
                self.t("line-event-rules", a.with("rules", parts.join("; ")))
            }
            Line::Start(start) => match start {
                Start::Standard => String::new(),
                Start::Opening(_) => self.t(
                    "line-start-after",
                    a.with("moves", opening_text(lang, start)),
                ),
                Start::Position(fen) => self.t("line-start-from", a.with("fen", fen)),
                Start::Chess960(number) => self.t(
                    "line-start-chess960",
                    a.with("number", number.map_or(-1, i64::from)),
                ),
            },
            Line::Invitation {
                challenger,
                color,
                timeout_days,
            } => self.t(
                "line-invitation",
                a.with("challenger", challenger)
                    .with("color", choice_key(*color))
                    .with("days", *timeout_days),
            ),
            Line::AnswerInvitation => self.m("line-answer-invitation"),
            Line::ChallengeDeclinedBy(who) => {
                self.t("line-challenge-declined-by", a.with("who", who))
            }
            Line::YouDeclinedChallengeOf(who) => {
                self.t("line-you-declined-challenge-of", a.with("who", who))
            }
            Line::ChallengeExpiredUnanswered(who) => {
                self.t("line-challenge-expired-unanswered", a.with("who", who))
            }
            Line::InvitationExpired(who) => self.t("line-invitation-expired", a.with("who", who)),
            Line::NothingWasDone(why) => self.t("line-nothing-was-done", self.why(a, why)),
            Line::YourGames => self.m("line-your-games"),
            Line::Game(e) => self.t(
                "line-game",
                a.with("game", e.game)
                    .with("white", &e.white)
                    .with("black", &e.black)
                    .with("fullmove", e.fullmove)
                    .with(
                        "to_act",
                        match e.to_act {
                            Some(c) if c == e.you => "you",
                            Some(c) => c.name(),
                            None => "over",
                        },
                    )
                    .with("deadline", self.date(e.deadline))
                    .with("left_unit", e.left.args().0)
                    .with("left", e.left.args().1)
                    .with(
                        "offer",
                        match e.offer {
                            None => "none",
                            Some(o) => match (o.yours, o.kind) {
                                (true, OfferKind::Draw) => "your-draw",
                                (true, OfferKind::Cancel) => "your-cancel",
                                (false, OfferKind::Draw) => "their-draw",
                                (false, OfferKind::Cancel) => "their-cancel",
                            },
                        },
                    ),
            ),
            Line::NoGames => self.m("line-no-games"),
            Line::NoteKept { count } => self.t("line-note-kept", a.with("count", *count)),
            Line::NotesCleared { count } => self.t("line-notes-cleared", a.with("count", *count)),
            Line::NoNotes => self.m("line-no-notes"),
            Line::TooManyNotes { max } => self.t("line-too-many-notes", a.with("max", *max)),
            Line::GamesPage { page, pages, total } => {
                let next = if page < pages { page + 1 } else { 0 };
                self.t(
                    "line-games-page",
                    a.with("page", *page)
                        .with("pages", *pages)
                        .with("total", *total)
                        .with("next", next),
                )
            }
            Line::NoSuchGamesPage { asked, pages } => self.t(
                "line-no-such-games-page",
                a.with("asked", *asked).with("pages", *pages),
            ),
            Line::TooManyMails { limit } => self.t("line-too-many-mails", a.with("limit", *limit)),
            Line::NotAnAddress(text) => self.t("line-not-an-address", a.with("text", text)),
            Line::NotItself => self.m("line-not-itself"),
            Line::TooManyOpenChallenges { open, max } => self.t(
                "line-too-many-open-challenges",
                a.with("open", *open).with("max", *max),
            ),
            Line::TooManyGames { active, max } => self.t(
                "line-too-many-games",
                a.with("active", *active).with("max", *max),
            ),
            Line::ChallengerBusy { challenger, max } => self.t(
                "line-challenger-busy",
                a.with("challenger", challenger).with("max", *max),
            ),
            Line::NoOpenChallenge => self.m("line-no-open-challenge"),
            Line::WhichGame => self.m("line-which-game"),
            Line::NoAuthority { game, bad_token } => self.t(
                "line-no-authority",
                a.with("game", *game)
                    .with("token", if *bad_token { "wrong" } else { "missing" }),
            ),
            Line::Stale { game } => self.t("line-stale", a.with("game", *game)),
            Line::GameSection { game, white, black } => self.t(
                "line-game-section",
                a.with("game", *game)
                    .with("white", white)
                    .with("black", black),
            ),
            Line::GameLinesNeedProof => self.m("line-game-lines-need-proof"),
            Line::DigestHead { to_act, waiting } => self.t(
                "line-digest-head",
                a.with("to_act", *to_act).with("waiting", *waiting),
            ),
            Line::DigestWaiting => self.m("line-digest-waiting"),
            Line::DigestMore { count } => self.t("line-digest-more", a.with("count", *count)),
            Line::ConfirmPlease { commands } => {
                let list: Vec<String> = commands
                    .iter()
                    // A fixed form's command has no typed names: no gap left where
                    // one stood ("Line up board 1", not "Line up  board 1").
                    .map(|c| collapse_spaces(self.command(c).trim()))
                    .collect();
                self.t(
                    "line-confirm-please",
                    a.with("commands", self.join("list-semicolon", list)),
                )
            }
            Line::ConfirmHow => self.m("line-confirm-how"),
            Line::ConfirmTip => self.m("line-confirm-tip"),
            Line::NothingToConfirm => self.m("line-nothing-to-confirm"),
            Line::ConfirmedBefore => self.m("line-confirmed-before"),
            Line::ConfirmationExpired { days } => {
                self.t("line-confirmation-expired", a.with("days", *days))
            }
            Line::BlockHint => self.m("line-block-hint"),
            Line::Blocked => self.m("line-blocked"),
            Line::Unblocked => self.m("line-unblocked"),
            Line::RecipientRefuses(who) => self.t("line-recipient-refuses", a.with("who", who)),
            Line::RecipientHadEnough(who) => {
                self.t("line-recipient-had-enough", a.with("who", who))
            }
            Line::WhichChallenge => self.m("line-which-challenge"),
            Line::OpenChallenge {
                challenger,
                color,
                timeout_days,
            } => self.t(
                "line-open-challenge",
                a.with("challenger", challenger)
                    .with("color", choice_key(*color))
                    .with("days", *timeout_days),
            ),
            Line::Clock(clock) => self.clock(crate::letter::ClockText::Line(clock)),
            Line::MailCut { limit } => self.t("line-mail-cut", a.with("kb", *limit / 1024)),
            Line::Community(line) => self.community(line),
            Line::Conditions(line) => self.conditions(line),
            Line::Questions(line) => super::questions::line(lang, line),
        }
    }

    fn game_topic(&self, topic: &GameTopic) -> String {
        let lang = self.0;
        let a = Args::new();
        match topic {
            GameTopic::YourMove(mv) => self.t(
                "topic-your-move",
                a.with("move", mv.spoken(lang))
                    .with("said", self.move_short(mv)),
            ),
            GameTopic::Waiting { last, to_act } => self.t(
                "topic-waiting",
                a.with("move", last.spoken(lang))
                    .with("said", self.move_short(last))
                    .with("to_act", to_act.name()),
            ),
            GameTopic::RequestSent { kind, to_act } => self.t(
                "topic-request-sent",
                a.with("kind", offer_key(*kind))
                    .with("to_act", to_act.name()),
            ),
            GameTopic::NotDone => self.m("topic-not-done"),
            GameTopic::Over(o) => self.outcome(o),
            GameTopic::YourMail => self.m("topic-your-mail"),
            GameTopic::YourNotes => self.m("topic-your-notes"),
            GameTopic::YourQuestions { count } => super::questions::topic(lang, *count),
            GameTopic::GameOver(o) => self.t("topic-game-over", a.with("outcome", self.outcome(o))),
            GameTopic::RequestToAnswer { by, kind } => self.t(
                "topic-request-to-answer",
                a.with("by", by.name()).with("kind", offer_key(*kind)),
            ),
            GameTopic::YourAnswer => self.m("topic-your-answer"),
            GameTopic::NewsFrom(by) => self.t("topic-news-from", a.with("by", by.name())),
            GameTopic::Reminder { deadline } => {
                self.t("topic-reminder", a.with("deadline", self.date(*deadline)))
            }
            GameTopic::Begins { you_move } => self.t(
                "topic-begins",
                a.with("you_move", if *you_move { "yes" } else { "no" }),
            ),
            GameTopic::HandedOver { you_move } => self.t(
                "topic-handed-over",
                a.with("you_move", if *you_move { "yes" } else { "no" }),
            ),
            GameTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
        }
    }

    fn lobby_topic(&self, topic: &LobbyTopic) -> String {
        let a = Args::new();
        match topic {
            LobbyTopic::ChallengeSent { to } => self.t("topic-challenge-sent", a.with("to", to)),
            LobbyTopic::Invitation { from } => self.t("topic-invitation", a.with("from", from)),
            LobbyTopic::ChallengeDeclined { by } => {
                self.t("topic-challenge-declined", a.with("by", by))
            }
            LobbyTopic::YouDeclined => self.m("topic-you-declined"),
            LobbyTopic::ChallengeExpired { to } => {
                self.t("topic-challenge-expired", a.with("to", to))
            }
            LobbyTopic::InvitationExpired => self.m("topic-invitation-expired"),
            LobbyTopic::NotDone => self.m("topic-lobby-not-done"),
            LobbyTopic::YourGames => self.m("topic-your-games"),
            LobbyTopic::Help => self.m("topic-help"),
            LobbyTopic::Language => self.m("topic-language"),
            LobbyTopic::BoardStyle => self.m("topic-board-style"),
            LobbyTopic::TooManyMails => self.m("topic-too-many-mails"),
            LobbyTopic::NoOpenChallenge => self.m("topic-no-open-challenge"),
            LobbyTopic::WhichGame => self.m("topic-which-game"),
            LobbyTopic::NothingDone => self.m("topic-nothing-done"),
            LobbyTopic::Confirm => self.m("topic-confirm"),
            LobbyTopic::Blocked => self.m("topic-blocked"),
            LobbyTopic::Unblocked => self.m("topic-unblocked"),
            LobbyTopic::WhichChallenge => self.m("topic-which-challenge"),
            LobbyTopic::NoAuthority { game } => self.t("topic-no-authority", a.with("game", *game)),
            LobbyTopic::Stale { game } => self.t("topic-stale", a.with("game", *game)),
            LobbyTopic::SeveralGames { count } => {
                self.t("topic-several-games", a.with("count", *count))
            }
            LobbyTopic::Digest { count } => self.t("topic-digest", a.with("count", *count)),
            LobbyTopic::Clock(topic) => self.clock(crate::letter::ClockText::Topic(topic)),
            LobbyTopic::Community(topic) => {
                self.community(&crate::letter::CommunityLine::Subject(topic.clone()))
            }
        }
    }

    fn folded(&self, more: usize) -> String {
        self.t("subject-folded", Args::new().with("more", more))
    }

    fn opponent_writes(&self) -> String {
        self.m("opponent-writes")
    }

    fn moves_heading(&self) -> String {
        self.m("moves-heading")
    }

    fn earlier_moves(&self) -> String {
        self.m("moves-earlier")
    }

    fn notes_heading(&self, older: u32) -> String {
        self.t("notes-heading", Args::new().with("older", older))
    }

    fn note(&self, note: &crate::letter::PrivateNote) -> String {
        self.t(
            "notes-entry",
            Args::new()
                .with("move", note.ply.div_ceil(2))
                .with("text", &note.text),
        )
    }

    fn colon(&self) -> String {
        self.m("colon")
    }

    fn help(&self) -> String {
        self.m("help")
    }

    fn footer(&self, footer: &Footer) -> Vec<String> {
        let commands = || self.m("footer-commands");
        match footer {
            Footer::Lobby => vec![self.m("footer-lobby")],
            Footer::Over => vec![self.m("footer-over")],
            Footer::Answer(k) => vec![
                self.t("footer-answer", Args::new().with("kind", offer_key(*k))),
                commands(),
            ],
            Footer::YourMove { example } => vec![
                match example {
                    Some(m) => self.t(
                        "footer-your-move-example",
                        Args::new().with("example", m.localized(self.0)),
                    ),
                    None => self.m("footer-your-move"),
                },
                commands(),
            ],
            Footer::Wait => vec![self.m("footer-wait"), commands()],
            Footer::Games => vec![self.m("footer-games"), self.m("footer-lobby")],
        }
    }

    fn rejection(&self, rejection: &Rejection) -> String {
        let a = Args::new();
        match rejection {
            Rejection::UnknownGame { id } => self.t("rejection-unknown-game", a.with("id", id)),
            Rejection::NotAPlayer { address } => {
                self.t("rejection-not-a-player", a.with("address", address))
            }
            Rejection::GameOver { outcome } => self.t(
                "rejection-game-over",
                a.with("outcome", self.outcome(outcome)),
            ),
            Rejection::NotYourTurn { to_move, address } => self.t(
                "rejection-not-your-turn",
                a.with("to_move", to_move.name()).with("address", address),
            ),
            Rejection::NotAtMove {
                said_fullmove,
                said,
                fullmove,
                to_move,
            } => self.t(
                "rejection-not-at-move",
                a.with("said_fullmove", *said_fullmove)
                    .with("said", said.name())
                    .with("fullmove", *fullmove)
                    .with("to_move", to_move.name()),
            ),
            Rejection::DrawOfferTooEarly { from } => {
                self.t("rejection-draw-offer-too-early", a.with("from", *from))
            }
            Rejection::MustAnswerFirst { kind } => self.t(
                "rejection-must-answer-first",
                a.with("kind", offer_key(*kind)),
            ),
            Rejection::AwaitingAnswer { kind } => self.t(
                "rejection-awaiting-answer",
                a.with("kind", offer_key(*kind)),
            ),
            Rejection::NoPendingOffer { kind } => self.t(
                "rejection-no-pending-offer",
                a.with("kind", offer_key(*kind)),
            ),
            Rejection::OfferAlreadyPending { kind, by } => self.t(
                "rejection-offer-already-pending",
                a.with("kind", offer_key(*kind)).with("by", by.name()),
            ),
            Rejection::OwnOffer { kind } => {
                self.t("rejection-own-offer", a.with("kind", offer_key(*kind)))
            }
            Rejection::MustMoveAfterDenial => self.m("rejection-must-move-after-denial"),
            Rejection::Move { error, legal_moves } => {
                let legal =
                    if matches!(error, MoveError::Ambiguous { .. }) || legal_moves.is_empty() {
                        String::new()
                    } else {
                        self.legal_by_piece(legal_moves)
                    };
                self.t(
                    "rejection-move",
                    a.with("error", self.move_error(error))
                        .with("has_legal", yes(!legal.is_empty()))
                        .with("legal", legal),
                )
            }
            Rejection::Conflicts(conflicts) => {
                let list: Vec<String> = conflicts.iter().map(|c| self.conflict(c)).collect();
                self.t(
                    "rejection-conflicts",
                    a.with("conflicts", self.join("list-semicolon", list)),
                )
            }
            Rejection::Combination(c) => self.combination(c),
            Rejection::ChallengeYourself => self.m("rejection-challenge-yourself"),
            Rejection::ChallengeNotOpen { state } => self.t(
                "rejection-challenge-not-open",
                a.with(
                    "state",
                    match state {
                        ChallengeState::Accepted { .. } => "accepted",
                        ChallengeState::Declined => "declined",
                        ChallengeState::Expired | ChallengeState::Open => "expired",
                    },
                ),
            ),
            Rejection::TimeoutOutOfRange { max } => {
                self.t("rejection-timeout-out-of-range", a.with("max", *max))
            }
            Rejection::Clock(refusal) => self.clock(crate::letter::ClockText::Refusal(refusal)),
            Rejection::NotAGameCommand { .. } => self.m("rejection-not-a-game-command"),
            Rejection::Conditions(refusal) => super::conditions::refusal(self.0, refusal),
        }
    }

    fn move_error(&self, error: &MoveError) -> String {
        let lang = self.0;
        let a = Args::new();
        match error {
            MoveError::Illegal { text, reason } => self.t(
                "move-illegal",
                a.with("text", text.localized(lang))
                    .with("reason", self.illegal_reason(reason)),
            ),
            MoveError::Ambiguous { text, candidates } => {
                // Each in notation and in words (`Nbd2 (knight b1–d2)`): a player who
                // wrote words may answer in either.
                let candidates: Vec<String> = candidates
                    .iter()
                    .map(|c| {
                        self.t(
                            "move-candidate",
                            Args::new()
                                .with("san", c.san.localized(lang))
                                .with("role", c.role.name())
                                .with("from", c.from.to_string())
                                .with("to", c.to.to_string()),
                        )
                    })
                    .collect();
                self.t(
                    "move-ambiguous",
                    a.with("text", text.localized(lang))
                        .with("candidates", self.join("list-or", candidates)),
                )
            }
            MoveError::PromotionMissing { text, example } => self.t(
                "move-promotion-missing",
                a.with("text", text.localized(lang))
                    .with("example", example.localized(lang)),
            ),
        }
    }

    fn syntax_error(&self, error: &MoveSyntaxError) -> String {
        let a = Args::new();
        match error {
            MoveSyntaxError::NotAMove | MoveSyntaxError::Unreadable => self.m("syntax-not-a-move"),
            MoveSyntaxError::NoSuchSquare(square) => {
                self.t("syntax-no-such-square", a.with("square", square))
            }
            MoveSyntaxError::UnknownPiece(letter) => {
                self.t("syntax-unknown-piece", a.with("letter", letter.to_string()))
            }
            MoveSyntaxError::BadPromotion => self.m("syntax-bad-promotion"),
            MoveSyntaxError::IccfDigits => self.m("syntax-iccf-digits"),
            MoveSyntaxError::EnPassantSquares => self.m("syntax-en-passant-squares"),
        }
    }

    fn not_understood(&self, item: &NotUnderstood) -> String {
        self.t(
            "line-not-understood",
            Args::new()
                .with("text", &item.text)
                .with("reason", self.reason(&item.reason)),
        )
    }

    fn conflict(&self, conflict: &Conflict) -> String {
        let a = Args::new();
        match conflict {
            Conflict::TwoMoves { first, second } => self.t(
                "conflict-two-moves",
                a.with("first", first.localized(self.0))
                    .with("second", second.localized(self.0)),
            ),
            Conflict::ResignWith(Command::Move(mv)) => self.t(
                "conflict-resign-with-move",
                a.with("move", mv.localized(self.0)),
            ),
            Conflict::ResignWith(other) => {
                self.t("conflict-resign-with", a.with("command", self.label(other)))
            }
            Conflict::Contradicting(x, y) => self.t(
                "conflict-contradicting",
                a.with("first", self.label(x)).with("second", self.label(y)),
            ),
            Conflict::Repeated(command) => {
                self.t("conflict-repeated", a.with("command", self.label(command)))
            }
        }
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        let by = self.t(
            "termination",
            Args::new().with("termination", outcome.termination.key()),
        );
        self.t(
            "outcome",
            Args::new()
                .with("result", result_key(outcome.result))
                .with("by", by),
        )
    }

    fn command(&self, command: &Command) -> String {
        let lang = self.0;
        let a = Args::new();
        match command {
            Command::Move(text) => text.localized(lang),
            Command::RequestDraw => self.m("command-request-draw"),
            Command::AcceptDraw => self.m("command-accept-draw"),
            Command::DenyDraw => self.m("command-deny-draw"),
            Command::RequestCancel => self.m("command-request-cancel"),
            Command::AcceptCancel => self.m("command-accept-cancel"),
            Command::DenyCancel => self.m("command-deny-cancel"),
            Command::ClaimDraw(None) => self.m("command-claim-draw"),
            Command::ClaimDraw(Some(m)) => {
                self.t("command-claim-draw-with", a.with("move", m.localized(lang)))
            }
            Command::ClaimTablebase(claim, None) => {
                self.t("command-claim-tablebase", a.with("claim", claim.key()))
            }
            Command::ClaimTablebase(claim, Some(m)) => self.t(
                "command-claim-tablebase-with",
                a.with("claim", claim.key()).with("move", m.localized(lang)),
            ),
            Command::Resign => self.m("command-resign"),
            Command::Challenge {
                opponent,
                color,
                timeout_days,
                casual,
                clock,
                start,
            } => {
                let start = match &**start {
                    Start::Standard => String::new(),
                    Start::Opening(_) => format!(
                        " {}",
                        self.t(
                            "command-challenge-after",
                            Args::new().with("moves", opening_text(lang, start))
                        )
                    ),
                    Start::Position(fen) => format!(
                        " {}",
                        self.t("command-challenge-from", Args::new().with("fen", fen))
                    ),
                    Start::Chess960(None) => " chess960".to_owned(),
                    Start::Chess960(Some(n)) => format!(" chess960 {n}"),
                };
                // Optional parts come with their leading space (Fluent drops a
                // message's leading blanks, not an argument's).
                let timeout = timeout_days
                    .map(|n| {
                        format!(
                            " {}",
                            self.t("command-challenge-timeout", Args::new().with("days", n))
                        )
                    })
                    .unwrap_or_default();
                let control = clock
                    .map(|c| format!(" {}", super::clock::control_command(lang, &c)))
                    .unwrap_or_default();
                self.t(
                    "command-challenge",
                    a.with("opponent", opponent)
                        .with("color", choice_key(*color))
                        .with("timeout", timeout)
                        .with("control", control)
                        .with("start", start)
                        .with("casual", if *casual { "yes" } else { "no" }),
                )
            }
            Command::AcceptChallenge => self.m("command-accept"),
            Command::DeclineChallenge => self.m("command-decline"),
            Command::Board => self.m("command-board"),
            Command::History => self.m("command-history"),
            Command::Pgn => self.m("command-pgn"),
            Command::Games(page) => self.t("command-games", a.with("page", page.unwrap_or(0))),
            Command::Help => self.m("command-help"),
            Command::Language(l) => self.t("command-language", a.with("code", l.code())),
            Command::BoardStyle(style) => {
                self.t("command-board-style", a.with("style", style.key()))
            }
            Command::Confirm => self.m("command-confirm"),
            Command::Block => self.m("command-block"),
            Command::Unblock => self.m("command-unblock"),
            Command::Clock(clock) => self.clock(crate::letter::ClockText::Command(clock)),
            Command::Community(c) => super::community::command(lang, c),
            Command::Conditions(c) => super::conditions::command(lang, c),
            Command::Notes(NotesCommand::Add(text)) => self.t("command-note", a.with("text", text)),
            Command::Notes(NotesCommand::List) => self.m("command-notes"),
            Command::Notes(NotesCommand::Clear) => self.m("command-clear-notes"),
            Command::Ask(question) => super::questions::command(lang, question),
        }
    }

    fn color(&self, color: Color) -> String {
        self.t("color", Args::new().with("color", color.name()))
    }

    fn date(&self, at: Timestamp) -> String {
        self.t("date", date_args(at))
    }

    fn strings(&self) -> Strings {
        Strings::of(self.0)
    }

    fn subject(&self, subject: &Subject) -> String {
        match subject {
            Subject::Game {
                game,
                white,
                black,
                topic,
            } => self.t(
                "subject-game",
                Args::new()
                    .with("game", *game)
                    .with("white", white)
                    .with("black", black)
                    .with("topic", self.game_topic(topic)),
            ),
            Subject::Lobby(topic) => self.t(
                "subject-lobby",
                Args::new().with("topic", self.lobby_topic(topic)),
            ),
            Subject::Folded { first, more } => {
                format!("{}{}", self.subject(first), self.folded(*more))
            }
        }
    }
}

/// A thematic opening as numbered SAN in `lang`'s piece letters (`1. e4 c5 2. Sf3 d6`).
fn opening_text(lang: Language, start: &Start) -> String {
    crate::render::moves::move_list(&start.record(), lang)
}

/// The Fluent selector of a piece's kind.
fn role_key(role: crate::rules::Role) -> &'static str {
    use crate::rules::Role;
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// `text` with each run of ASCII spaces made one (no-break spaces kept as they are).
fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ' ' && out.ends_with(' ') {
            continue;
        }
        out.push(c);
    }
    out
}
