//! One correspondence game and the protocol of Stan's NetChess: turns, draw and cancel
//! requests, claims, resignation, automatic endings, forfeits and adjudication.

use crate::command::{Command, Question, Reach, Setting, Start, TablebaseClaim};
use crate::notation::{MoveError, MoveText, SanPlus, iccf, san};
use crate::rules::{CastlingMode, Color, DrawClaim, FenError, Move, Position, Record};
use crate::tablebase::{self, NoTablebase, Tablebase, Value};

use super::clock::{Clock, MAX_GIFT_DAYS, TimeControl};
use super::event_rules::EventRules;
use super::{
    ClaimRefusal, ClockRefusal, Combination, DAY, EndingNote, Event, GameResult, Offer, OfferKind,
    Outcome, ReadRequest, Rejection, TablebaseRefusal, Termination,
};
use crate::command::ClockCommand;

/// Every function that needs the time takes it as a parameter.
pub use crate::time::Timestamp;

pub use crate::identity::GameId;

/// A move as recorded: what the player wrote is gone, these are the facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// 1 for White's first move.
    pub ply: u32,
    pub san: String,
    pub uci: String,
    pub iccf: String,
    pub fen_after: String,
    pub at: Timestamp,
    /// The comment of the mail that carried the move, for the opponent.
    pub comment: Option<String>,
}

/// Everything about a game except its moves, as the store keeps it. Not necessarily
/// consistent: [`Game::restore`] checks it against the moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSnapshot {
    pub id: GameId,
    pub white: String,
    pub black: String,
    pub initial_fen: String,
    pub outcome: Option<Outcome>,
    /// Why an adjudicated game ended, in its stored form ([`EndingNote::key`]).
    pub ending_note: Option<String>,
    pub offer: Option<Offer>,
    /// Denied requests per colour, White first.
    pub denials: [u32; 2],
    pub requester_must_move: bool,
    pub created_at: Timestamp,
    /// The silence rule, the time control, the players' clocks and reminders.
    pub clock: Clock,
    /// The rules of the game's event (the server's by default).
    pub rules: EventRules,
    /// Standard chess or Chess960: how the initial FEN and castling are read.
    pub mode: CastlingMode,
}

/// Why stored moves do not make a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("game {game}: the initial position is not valid FEN: {error}")]
    InitialFen { game: GameId, error: FenError },
    #[error("game {game}, ply {ply}: the stored move {uci} is not legal there")]
    IllegalMove { game: GameId, ply: u32, uci: String },
    #[error("game {game}, ply {ply}: stored ply number {found} is out of sequence")]
    PlyOutOfSequence { game: GameId, ply: u32, found: u32 },
    #[error(
        "game {game}, ply {ply}: the stored position {stored} differs from the replayed {replayed}"
    )]
    FenMismatch {
        game: GameId,
        ply: u32,
        stored: String,
        replayed: String,
    },
    #[error("game {game}, ply {ply}: the stored SAN {stored} differs from the replayed {replayed}")]
    SanMismatch {
        game: GameId,
        ply: u32,
        stored: String,
        replayed: String,
    },
}

/// A correspondence game between two addresses, both in canonical form
/// ([`crate::address::EmailAddress`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub id: GameId,
    white: String,
    black: String,
    record: Record,
    played: Vec<PlayedMove>,
    outcome: Option<Outcome>,
    ending_note: Option<EndingNote>,
    offer: Option<Offer>,
    denials: [u32; 2],
    requester_must_move: bool,
    created_at: Timestamp,
    clock: Clock,
    rules: EventRules,
}

impl Game {
    /// A new game from the starting position.
    pub fn new(white: &str, black: &str, forfeit_timeout_secs: i64, now: Timestamp) -> Game {
        Game::from_position(white, black, Position::new(), forfeit_timeout_secs, now)
    }

    /// A new game from `start`: its position, and the moves of a thematic opening
    /// played at `now` (no comment, no offer; the clock starts after them).
    pub fn begin(
        white: &str,
        black: &str,
        start: &Start,
        forfeit_timeout_secs: i64,
        now: Timestamp,
    ) -> Game {
        let mut game =
            Game::from_position(white, black, start.initial(), forfeit_timeout_secs, now);
        let mut events = Vec::new();
        for m in start.record().moves() {
            let color = game.position().turn();
            game.play(color, m, None, now, &mut events);
        }
        game.clock = Clock::new(None, forfeit_timeout_secs, now);
        game.clock.running = game.to_act();
        game
    }

    /// A new game from any legal position (for tests and composed problems).
    pub fn from_position(
        white: &str,
        black: &str,
        initial: Position,
        forfeit_timeout_secs: i64,
        now: Timestamp,
    ) -> Game {
        Game {
            id: 0,
            white: white.to_owned(),
            black: black.to_owned(),
            record: Record::new(initial),
            played: Vec::new(),
            outcome: None,
            ending_note: None,
            offer: None,
            denials: [0, 0],
            requester_must_move: false,
            created_at: now,
            clock: Clock::new(None, forfeit_timeout_secs, now),
            rules: EventRules::default(),
        }
    }

    /// The game under its event's rules, set before it is stored.
    pub fn with_rules(mut self, rules: EventRules) -> Game {
        self.rules = rules;
        self
    }

    /// The rules of the game's event.
    pub fn rules(&self) -> &EventRules {
        &self.rules
    }

    /// The game with a time control besides the silence rule, set before the first
    /// move.
    pub fn with_time_control(mut self, control: Option<TimeControl>) -> Game {
        self.clock = Clock::new(control, self.clock.silence_secs, self.created_at);
        self.clock.running = self.to_act();
        self
    }

    /// Rebuilds a stored game, replaying its moves through the rules core and checking
    /// every stored position and SAN against the replay.
    pub fn restore(snapshot: GameSnapshot, moves: Vec<PlayedMove>) -> Result<Game, ReplayError> {
        let game = snapshot.id;
        let initial = Position::from_fen_in(&snapshot.initial_fen, snapshot.mode)
            .map_err(|error| ReplayError::InitialFen { game, error })?;
        let mut record = Record::new(initial);
        for (index, stored) in moves.iter().enumerate() {
            let ply = index as u32 + 1;
            if stored.ply != ply {
                return Err(ReplayError::PlyOutOfSequence {
                    game,
                    ply,
                    found: stored.ply,
                });
            }
            let pos = *record.position();
            let m = pos
                .legal_moves()
                .iter()
                .find(|m| m.uci().to_string() == stored.uci)
                .copied()
                .ok_or_else(|| ReplayError::IllegalMove {
                    game,
                    ply,
                    uci: stored.uci.clone(),
                })?;
            let replayed_san = san(&pos, &m);
            if replayed_san != stored.san {
                return Err(ReplayError::SanMismatch {
                    game,
                    ply,
                    stored: stored.san.clone(),
                    replayed: replayed_san,
                });
            }
            record.play(&m).map_err(|_| ReplayError::IllegalMove {
                game,
                ply,
                uci: stored.uci.clone(),
            })?;
            let replayed = record.position().fen();
            if replayed != stored.fen_after {
                return Err(ReplayError::FenMismatch {
                    game,
                    ply,
                    stored: stored.fen_after.clone(),
                    replayed,
                });
            }
        }
        let mut game = Game {
            id: snapshot.id,
            white: snapshot.white,
            black: snapshot.black,
            record,
            played: moves,
            outcome: snapshot.outcome,
            ending_note: snapshot.ending_note.as_deref().map(EndingNote::from_key),
            offer: snapshot.offer,
            denials: snapshot.denials,
            requester_must_move: snapshot.requester_must_move,
            created_at: snapshot.created_at,
            clock: snapshot.clock,
            rules: snapshot.rules,
        };
        // A game stored before clocks ran per player: its turn began with its last
        // command.
        if game.clock.running != game.to_act() {
            game.clock.running = game.to_act();
            game.clock.turn_from = game.clock.silence_from;
        }
        Ok(game)
    }

    /// Everything but the moves, for the store.
    pub fn snapshot(&self) -> GameSnapshot {
        GameSnapshot {
            id: self.id,
            white: self.white.clone(),
            black: self.black.clone(),
            initial_fen: self.record.initial().fen(),
            outcome: self.outcome,
            ending_note: self.ending_note.as_ref().map(EndingNote::key),
            offer: self.offer,
            denials: self.denials,
            requester_must_move: self.requester_must_move,
            created_at: self.created_at,
            clock: self.clock.clone(),
            rules: self.rules,
            mode: self.record.initial().mode(),
        }
    }

    // ---- reading ------------------------------------------------------------------

    pub fn white(&self) -> &str {
        &self.white
    }

    pub fn black(&self) -> &str {
        &self.black
    }

    /// The address playing `color`.
    pub fn player(&self, color: Color) -> &str {
        color.fold(&self.white, &self.black)
    }

    /// The colour `address` (canonical, like the players') plays.
    pub fn color_of(&self, address: &str) -> Option<Color> {
        if self.white == address {
            Some(Color::White)
        } else if self.black == address {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    pub fn position(&self) -> &Position {
        self.record.position()
    }

    pub fn moves(&self) -> &[PlayedMove] {
        &self.played
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The admin's reason for an adjudication, as they wrote it.
    pub fn ending_note(&self) -> Option<&str> {
        match &self.ending_note {
            Some(EndingNote::Admin(text)) => Some(text),
            _ => None,
        }
    }

    /// Why an adjudicated game ended.
    pub fn ending(&self) -> Option<&EndingNote> {
        self.ending_note.as_ref()
    }

    pub fn offer(&self) -> Option<Offer> {
        self.offer
    }

    /// How often `color`'s requests have been denied in this game.
    pub fn denials(&self, color: Color) -> u32 {
        self.denials[color.index()]
    }

    /// The silence rule's days, in seconds.
    pub fn forfeit_timeout_secs(&self) -> i64 {
        self.clock.silence_secs
    }

    pub fn created_at(&self) -> Timestamp {
        self.created_at
    }

    /// The last accepted command, when the silence rule restarted.
    pub fn last_activity(&self) -> Timestamp {
        self.clock.silence_from
    }

    /// Whether the player to act was reminded since the last accepted command.
    pub fn reminder_sent(&self) -> bool {
        self.clock.reminders > 0
    }

    /// The clocks of this game.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The time control besides the silence rule, if any.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.clock.control
    }

    /// `color`'s side has a new player from `now` (a team's substitute): their clock
    /// starts afresh as [`Clock::hand_over`] says.
    pub fn hand_over(&mut self, color: Color, now: Timestamp) {
        self.clock.hand_over(color, now);
    }

    /// The players' leave as it stands (the store reads it with the game).
    pub fn set_pauses(&mut self, pauses: Vec<super::Pause>) {
        self.clock.set_pauses(pauses);
    }

    /// The players' leave changed under this game (read afresh by the store): its
    /// calendar event gets a new sequence.
    pub fn note_clock_changed(&mut self) {
        self.clock.sequence = self.clock.sequence.saturating_add(1);
    }

    /// pawnpost could not read its mail from `from` to `to`: the running clocks get that
    /// time back. Returns whether the deadline moved.
    pub fn credit(&mut self, from: Timestamp, to: Timestamp) -> bool {
        self.clock.credit(from, to)
    }

    /// The player who must act next: the one to answer a request sent alone, else
    /// the side to move. `None` once the game is over.
    pub fn to_act(&self) -> Option<Color> {
        if self.is_over() {
            return None;
        }
        match self.offer {
            Some(offer) if !offer.with_move => Some(!offer.by),
            _ => Some(self.position().turn()),
        }
    }

    /// When the player to act forfeits if silent or out of time: the earlier of their
    /// clock and the silence rule, after any leave.
    pub fn deadline(&self) -> Timestamp {
        self.clock.deadline().unwrap_or_else(|| {
            self.clock
                .silence_from
                .saturating_add(self.clock.silence_secs)
        })
    }

    /// The legal moves in SAN, sorted, as a rejected move's reply lists them.
    /// The legal moves as a refusal lists them: by piece, king first and pawns last,
    /// then by the square each leaves and the square it reaches.
    pub fn legal_moves_by_piece(&self) -> Vec<super::rejection::LegalMove> {
        let pos = self.position();
        let mut moves: Vec<super::rejection::LegalMove> = pos
            .legal_moves()
            .iter()
            .map(|m| super::rejection::LegalMove {
                role: m.role,
                from: m.from,
                to: m.to,
                san: san(pos, m),
                castle: matches!(m.kind, crate::rules::MoveKind::Castle(_)),
            })
            .collect();
        moves.sort_by_key(|m| {
            (
                std::cmp::Reverse(m.role as u8),
                m.castle,
                // King-side (`O-O`) before queen-side (`O-O-O`).
                if m.castle { m.san.len() } else { 0 },
                (m.from.file_char(), m.from.rank_char()),
                (m.to.file_char(), m.to.rank_char()),
            )
        });
        moves.dedup_by(|a, b| !a.castle && a.from == b.from && a.to == b.to);
        moves
    }

    pub fn legal_moves_san(&self) -> Vec<String> {
        let pos = self.position();
        let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| san(pos, m)).collect();
        moves.sort();
        moves
    }

    // ---- changing -----------------------------------------------------------------

    /// [`Game::apply_with`] on a server without endgame tables: a tablebase claim is
    /// refused as such (tests, replays, the conditional answers, which only move).
    pub fn apply(
        &mut self,
        by: &str,
        commands: &[Command],
        comment: Option<&str>,
        now: Timestamp,
    ) -> Vec<Event> {
        self.apply_with(by, commands, comment, now, &NoTablebase)
    }

    /// Applies the commands of one mail from `by`, all or nothing: when any command is
    /// refused the game is left unchanged and the events hold the refusal. Read-only
    /// commands are answered in either case. `comment` is attached to a move played.
    /// A tablebase claim asks `tables` about one position; nothing else does.
    pub fn apply_with(
        &mut self,
        by: &str,
        commands: &[Command],
        comment: Option<&str>,
        now: Timestamp,
        tables: &dyn Tablebase,
    ) -> Vec<Event> {
        let mut read_only = Vec::new();
        let mut acting = Vec::new();
        for command in commands {
            let mut ask = |request| read_only.push(Event::ReadOnly(request));
            match command.reach() {
                // Commands outside a game are played too, to be refused as such.
                Reach::Game | Reach::Lobby => acting.push(command),
                Reach::Question(question) => match question {
                    Question::Board => ask(ReadRequest::Board),
                    Question::History => ask(ReadRequest::History),
                    Question::Pgn => ask(ReadRequest::Pgn),
                    Question::Games => ask(ReadRequest::Games(match command {
                        Command::Games(page) => *page,
                        _ => None,
                    })),
                    Question::Help => ask(ReadRequest::Help),
                    // Answered around this by `conditions::apply`, and by the daemon.
                    Question::Conditions
                    | Question::Community
                    | Question::Notes
                    | Question::Position => {}
                },
                // The language and the board's style are told in the game's letter;
                // leave and calendar are the daemon's settings, not the game's.
                Reach::Setting => match command.setting() {
                    Some(Setting::Language(language)) => {
                        read_only.push(Event::LanguageChosen(language));
                    }
                    Some(Setting::BoardStyle(style)) => {
                        read_only.push(Event::BoardStyleChosen(style));
                    }
                    Some(Setting::Time(_)) | None => {}
                },
                // Applied around this by `conditions::apply`, which holds the trees;
                // community changes by the daemon.
                Reach::Conditions | Reach::Community | Reach::Notes => {}
            }
        }
        let Some(color) = self.color_of(by) else {
            let mut events = vec![Event::Rejected {
                command: None,
                reason: Rejection::NotAPlayer {
                    address: by.to_owned(),
                },
            }];
            events.extend(read_only);
            return events;
        };
        if acting.is_empty() {
            return read_only;
        }
        let meant: Vec<Command> = acting.iter().map(|c| self.answer_meant(color, c)).collect();
        let acting: Vec<&Command> = meant.iter().collect();
        let mut trial = self.clone();
        let mut events = match trial.apply_acting(color, &acting, comment, now, tables) {
            Ok(events) => {
                let moved = events.iter().find_map(|e| match e {
                    Event::MovePlayed { by, .. } => Some(*by),
                    _ => None,
                });
                let after = trial.to_act();
                trial.clock.after_mail(self.to_act(), after, moved, now);
                *self = trial;
                events
            }
            Err((command, reason)) => vec![Event::Rejected { command, reason }],
        };
        events.extend(read_only);
        events
    }

    /// What a bare `Accept` or `Decline` (the words for a challenge) means in this game:
    /// the answer to the opponent's pending request, when one waits — players write
    /// "Annehmen", "J'accepte", "Aceptar" to an offer more often than "Accept Draw".
    /// Without a request of the opponent's, it stays what it was (and is refused as no
    /// game command).
    fn answer_meant(&self, color: Color, command: &Command) -> Command {
        let accept = match command {
            Command::AcceptChallenge => true,
            Command::DeclineChallenge => false,
            other => return other.clone(),
        };
        match self.offer {
            Some(offer) if offer.by != color => match (offer.kind, accept) {
                (OfferKind::Draw, true) => Command::AcceptDraw,
                (OfferKind::Draw, false) => Command::DenyDraw,
                (OfferKind::Cancel, true) => Command::AcceptCancel,
                (OfferKind::Cancel, false) => Command::DenyCancel,
            },
            _ => command.clone(),
        }
    }

    /// Applies the state-changing commands to `self` (a trial copy), in the order
    /// answers, resignation, move or claim, request, whatever order the mail had.
    fn apply_acting(
        &mut self,
        color: Color,
        commands: &[&Command],
        comment: Option<&str>,
        now: Timestamp,
        tables: &dyn Tablebase,
    ) -> Result<Vec<Event>, (Option<Command>, Rejection)> {
        if let Some(outcome) = self.outcome {
            return Err((Some(commands[0].clone()), Rejection::GameOver { outcome }));
        }
        check_combination(commands)?;
        let mut events = Vec::new();
        let rank = |c: &Command| match c {
            Command::AcceptDraw
            | Command::AcceptCancel
            | Command::DenyDraw
            | Command::DenyCancel => 0,
            Command::Resign => 1,
            Command::Move(_) | Command::ClaimDraw(_) | Command::ClaimTablebase(..) => 2,
            _ => 3,
        };
        let mut ordered = commands.to_vec();
        ordered.sort_by_key(|c| rank(c));
        let mut moved = false;
        for command in ordered {
            if self.outcome.is_some() {
                // A move that mated (or a granted claim) makes a request with it moot.
                break;
            }
            self.apply_one(
                color,
                command,
                &mut moved,
                comment,
                now,
                tables,
                &mut events,
            )
            .map_err(|reason| (Some(command.clone()), reason))?;
        }
        Ok(events)
    }

    #[allow(clippy::too_many_arguments)]
    fn apply_one(
        &mut self,
        color: Color,
        command: &Command,
        moved: &mut bool,
        comment: Option<&str>,
        now: Timestamp,
        tables: &dyn Tablebase,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        match command {
            Command::AcceptDraw => self.accept(color, OfferKind::Draw, events),
            Command::AcceptCancel => self.accept(color, OfferKind::Cancel, events),
            Command::DenyDraw => self.deny(color, OfferKind::Draw, events),
            Command::DenyCancel => self.deny(color, OfferKind::Cancel, events),
            Command::Resign => {
                events.push(Event::Resigned { by: color });
                self.finish(
                    Outcome::new(GameResult::win_for(!color), Termination::Resignation),
                    events,
                );
                Ok(())
            }
            Command::Move(text) => {
                self.may_move(color)?;
                let m = self.read_move(text)?;
                self.play(color, &m, comment, now, events);
                *moved = true;
                Ok(())
            }
            Command::ClaimDraw(text) => {
                self.may_move(color)?;
                *moved = self.claim(color, text.as_ref(), comment, now, events)?;
                Ok(())
            }
            Command::ClaimTablebase(claim, text) => {
                self.may_move(color)?;
                self.claim_tablebase(color, *claim, text.as_ref(), tables, events)
            }
            Command::RequestDraw => self.request(color, OfferKind::Draw, *moved, events),
            Command::RequestCancel => self.request(color, OfferKind::Cancel, *moved, events),
            Command::Clock(ClockCommand::Give { days }) => self.give(color, *days, now, events),
            Command::Clock(ClockCommand::ClaimTime) => self.claim_time(color, now, events),
            other => Err(Rejection::NotAGameCommand {
                command: other.clone(),
            }),
        }
    }

    fn pending(&self, color: Color, kind: OfferKind) -> Result<Offer, Rejection> {
        match self.offer {
            Some(offer) if offer.kind == kind && offer.by == color => {
                Err(Rejection::OwnOffer { kind })
            }
            Some(offer) if offer.kind == kind => Ok(offer),
            _ => Err(Rejection::NoPendingOffer { kind }),
        }
    }

    fn accept(
        &mut self,
        color: Color,
        kind: OfferKind,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        self.pending(color, kind)?;
        self.offer = None;
        events.push(Event::OfferAccepted { by: color, kind });
        let outcome = match kind {
            OfferKind::Draw => Outcome::new(GameResult::Draw, Termination::Agreement),
            OfferKind::Cancel => Outcome::new(GameResult::Cancelled, Termination::Cancelled),
        };
        self.finish(outcome, events);
        Ok(())
    }

    fn deny(
        &mut self,
        color: Color,
        kind: OfferKind,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        let offer = self.pending(color, kind)?;
        self.offer = None;
        let denials = &mut self.denials[offer.by.index()];
        *denials += 1;
        if !offer.with_move {
            self.requester_must_move = true;
        }
        events.push(Event::OfferDenied {
            by: color,
            kind,
            requester_denials: *denials,
        });
        Ok(())
    }

    /// Whether `color` may move (or claim) now, with the reason if not.
    fn may_move(&self, color: Color) -> Result<(), Rejection> {
        if self.clock.is_flagged(color)
            && let Some(until) = self.clock.deadline()
        {
            return Err(Rejection::Clock(ClockRefusal::TimeRanOut { until }));
        }
        match self.offer {
            Some(offer) if !offer.with_move && offer.by == color => {
                return Err(Rejection::AwaitingAnswer { kind: offer.kind });
            }
            Some(offer) if !offer.with_move => {
                return Err(Rejection::MustAnswerFirst { kind: offer.kind });
            }
            _ => {}
        }
        let to_move = self.position().turn();
        if to_move != color {
            return Err(Rejection::NotYourTurn {
                to_move,
                address: self.player(to_move).to_owned(),
            });
        }
        Ok(())
    }

    fn read_move(&self, text: &MoveText) -> Result<Move, Rejection> {
        text.to_move(self.position())
            .map_err(|error| Rejection::Move {
                legal_moves: match error {
                    MoveError::Ambiguous { .. } => Vec::new(),
                    _ => self.legal_moves_by_piece(),
                },
                error,
            })
    }

    /// Plays a legal move for `color`; a pending request sent with the opponent's move
    /// is thereby declined; an automatic ending ends the game.
    fn play(
        &mut self,
        color: Color,
        m: &Move,
        comment: Option<&str>,
        now: Timestamp,
        events: &mut Vec<Event>,
    ) {
        let before = *self.position();
        let san = san(&before, m);
        if self.record.play(m).is_err() {
            // Unreachable: `m` came from MoveText::to_move against this very position.
            return;
        }
        let ply = self.played.len() as u32 + 1;
        self.played.push(PlayedMove {
            ply,
            san: san.clone(),
            uci: m.uci().to_string(),
            iccf: iccf(m),
            fen_after: self.position().fen(),
            at: now,
            comment: comment.map(str::to_owned).filter(|c| !c.trim().is_empty()),
        });
        self.requester_must_move = false;
        events.push(Event::MovePlayed {
            by: color,
            ply,
            san,
            uci: m.uci().to_string(),
        });
        if let Some(offer) = self.offer.take_if(|offer| offer.by != color) {
            events.push(Event::OfferDeclinedByMoving {
                by: color,
                kind: offer.kind,
            });
        }
        if let Some(outcome) = Outcome::from_status(self.record.status()) {
            self.finish(outcome, events);
        }
    }

    /// A draw claim, verified here. Returns whether the stated move was played.
    fn claim(
        &mut self,
        color: Color,
        text: Option<&MoveText>,
        comment: Option<&str>,
        now: Timestamp,
        events: &mut Vec<Event>,
    ) -> Result<bool, Rejection> {
        let now_claims = self.record.claimable_now();
        let stated = match text {
            Some(text) => Some(self.read_move(text)?),
            None => None,
        };
        let after_claims = stated.map(|m| self.record.claimable_after(&m));
        let (claim, played) = match (
            after_claims.as_ref().and_then(|c| c.first()),
            now_claims.first(),
        ) {
            (Some(&claim), _) => (claim, true),
            (None, Some(&claim)) => (claim, false),
            (None, None) => {
                events.push(Event::ClaimRefused {
                    by: color,
                    reason: self.claim_refusal(stated.as_ref()),
                });
                return Ok(false);
            }
        };
        let mut with_move = None;
        if played && let Some(m) = stated {
            with_move = Some(san(self.position(), &m));
            self.play(color, &m, comment, now, events);
        }
        events.push(Event::ClaimGranted {
            by: color,
            claim,
            with_move,
        });
        let termination = match claim {
            DrawClaim::ThreefoldRepetition => Termination::ThreefoldClaim,
            DrawClaim::FiftyMoves => Termination::FiftyMoveClaim,
        };
        // The stated move may itself end the game (stalemate, fivefold...): keep that.
        if self.outcome.is_none() {
            self.finish(Outcome::new(GameResult::Draw, termination), events);
        }
        Ok(played)
    }

    /// A tablebase claim, judged by `tables` on the position on the board, or on the
    /// one after the announced move, which is not played. Granted, it ends the game
    /// with the claim's result; refused, the game goes on as it was.
    ///
    /// A draw claim is granted where the tables give the claimant a draw or a win (a
    /// player may claim less than they have, as they may offer a draw in a won
    /// position); a win claim only where they give a win.
    fn claim_tablebase(
        &mut self,
        color: Color,
        claim: TablebaseClaim,
        text: Option<&MoveText>,
        tables: &dyn Tablebase,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        let before = *self.position();
        let announced = match text {
            Some(text) => Some(self.read_move(text)?),
            None => None,
        };
        if self.rules.no_tablebase_claims {
            // The event forbids them: refused before any table is read.
            events.push(Event::TablebaseClaimRefused {
                by: color,
                claim,
                announced: announced.map(|m| SanPlus::from_move(&before, &m)),
                reason: TablebaseRefusal::NotInThisEvent,
            });
            return Ok(());
        }
        let judged = match &announced {
            // Legal here (read by MoveText::to_move); the board stays as it is.
            Some(m) => before.play(m).unwrap_or(before),
            None => before,
        };
        let announced = announced.map(|m| SanPlus::from_move(&before, &m));
        let value = judge_position(&judged, tables).map(|value| {
            if judged.turn() == color {
                value
            } else {
                value.flip()
            }
        });
        let verdict = match (claim, value) {
            (_, Err(why)) => Err(TablebaseRefusal::Unavailable(why)),
            (TablebaseClaim::Win, Ok(v @ Value::Win))
            | (TablebaseClaim::Draw, Ok(v @ (Value::Win | Value::Draw))) => Ok(v),
            (_, Ok(v)) => Err(TablebaseRefusal::TablesSay(v)),
        };
        let value = match verdict {
            Ok(value) => value,
            Err(reason) => {
                events.push(Event::TablebaseClaimRefused {
                    by: color,
                    claim,
                    announced,
                    reason,
                });
                return Ok(());
            }
        };
        events.push(Event::TablebaseClaimGranted {
            by: color,
            claim,
            value,
            announced,
        });
        self.ending_note = Some(EndingNote::Tablebase {
            claimant: color,
            claim,
            announced,
        });
        let result = match claim {
            TablebaseClaim::Win => GameResult::win_for(color),
            TablebaseClaim::Draw => GameResult::Draw,
        };
        self.finish(Outcome::new(result, Termination::TablebaseClaim), events);
        Ok(())
    }

    fn claim_refusal(&self, stated: Option<&Move>) -> ClaimRefusal {
        let pos = self.position();
        match stated {
            Some(m) => {
                let mut trial = self.record.clone();
                // `m` is legal here (read by MoveText::to_move), so playing it succeeds.
                let _ = trial.play(m);
                ClaimRefusal {
                    after: Some(SanPlus::from_move(pos, m)),
                    repetitions: count(trial.repetitions()),
                    halfmoves: trial.position().halfmoves(),
                }
            }
            None => ClaimRefusal {
                after: None,
                repetitions: count(self.record.repetitions()),
                halfmoves: pos.halfmoves(),
            },
        }
    }

    fn request(
        &mut self,
        color: Color,
        kind: OfferKind,
        with_move: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        if let Some(offer) = self.offer {
            return Err(Rejection::OfferAlreadyPending {
                kind: offer.kind,
                by: offer.by,
            });
        }
        // The number of the offering player's move: the one just played with the
        // offer, else the one they are to make.
        let fullmoves = self.position().fullmoves();
        let number = match (with_move, color) {
            (true, Color::Black) => fullmoves.saturating_sub(1),
            _ => fullmoves,
        };
        if kind == OfferKind::Draw && !self.rules.draw_offer_allowed(number) {
            return Err(Rejection::DrawOfferTooEarly {
                from: self.rules.draw_offers_from,
            });
        }
        if !with_move {
            let to_move = self.position().turn();
            if to_move != color {
                return Err(Rejection::NotYourTurn {
                    to_move,
                    address: self.player(to_move).to_owned(),
                });
            }
            if self.requester_must_move {
                return Err(Rejection::MustMoveAfterDenial);
            }
        }
        self.offer = Some(Offer {
            kind,
            by: color,
            with_move,
        });
        events.push(Event::OfferMade {
            by: color,
            kind,
            with_move,
        });
        Ok(())
    }

    /// `Give N days`: time for the opponent's clock (after a move sent with it: the
    /// commands are applied in that order).
    fn give(
        &mut self,
        color: Color,
        days: u32,
        now: Timestamp,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        if self.clock.control.is_none() {
            return Err(Rejection::Clock(ClockRefusal::NoClockToGive));
        }
        if days == 0 || days > MAX_GIFT_DAYS {
            return Err(Rejection::Clock(ClockRefusal::GiftOutOfRange {
                max: MAX_GIFT_DAYS,
            }));
        }
        let secs = i64::from(days) * DAY;
        self.clock.give(!color, secs, now);
        events.push(Event::TimeGiven { by: color, secs });
        Ok(())
    }

    /// `Claim`: the opponent's time ran out and the reader was asked ([`OnTime::Ask`]):
    /// the game ends as a forfeit against the opponent.
    ///
    /// [`OnTime::Ask`]: super::clock::OnTime::Ask
    fn claim_time(
        &mut self,
        color: Color,
        now: Timestamp,
        events: &mut Vec<Event>,
    ) -> Result<(), Rejection> {
        if !self.clock.is_flagged(!color) {
            return Err(Rejection::Clock(ClockRefusal::NothingToClaim));
        }
        events.extend(self.forfeit(now));
        Ok(())
    }

    fn finish(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.outcome = Some(outcome);
        self.offer = None;
        events.push(Event::GameOver { outcome });
    }

    /// Ends the game by the forfeit rules against the player to act, or against a
    /// requester denied twice whose further request is pending (reverse forfeit). A
    /// winner without mating material only draws. Returns no events if already over.
    pub fn forfeit(&mut self, now: Timestamp) -> Vec<Event> {
        let Some((loser, reverse)) = self.forfeit_loser() else {
            return Vec::new();
        };
        let winner = !loser;
        let result = if self.record.can_mate(winner) {
            GameResult::win_for(winner)
        } else {
            GameResult::Draw
        };
        let termination = if reverse {
            Termination::ReverseForfeit
        } else {
            Termination::Forfeit
        };
        let mut events = vec![Event::Forfeited { loser, reverse }];
        self.finish(Outcome::new(result, termination), &mut events);
        self.clock.stop(now);
        events
    }

    /// Who would lose a forfeit now, and whether it is a reverse forfeit.
    pub fn forfeit_loser(&self) -> Option<(Color, bool)> {
        let to_act = self.to_act()?;
        match self.offer {
            Some(offer) if self.denials(offer.by) >= 2 => Some((offer.by, true)),
            _ => Some((to_act, false)),
        }
    }

    /// The admin's decision, which ends the game whatever its state.
    pub fn adjudicate(
        &mut self,
        result: GameResult,
        note: impl Into<EndingNote>,
        now: Timestamp,
    ) -> Vec<Event> {
        let note = note.into();
        let mut events = vec![Event::Adjudicated { note: note.clone() }];
        self.ending_note = Some(note);
        self.finish(Outcome::new(result, Termination::Adjudication), &mut events);
        self.clock.stop(now);
        events
    }

    /// The player to act ran out of time at `now`, and the waiting player is asked to
    /// claim the win or give time ([`super::OnTime::Ask`]).
    pub fn flag(&mut self, now: Timestamp) {
        self.clock.flag(now);
    }

    /// Notes that the player to act was reminded at `now` (the sweep reminds twice a
    /// turn at most, and at most once a day).
    pub fn mark_reminded(&mut self, now: Timestamp) {
        self.clock.mark_reminded(now);
    }
}

/// What `position` is worth to its side to move for a tablebase claim: the tables'
/// limits first (pieces, castling), then what the rules core knows itself (mate,
/// stalemate, too little material to mate), then the tables.
fn judge_position(
    position: &Position,
    tables: &dyn Tablebase,
) -> Result<Value, tablebase::Unavailable> {
    tablebase::within_reach(position)?;
    if position.is_checkmate() {
        return Ok(Value::Loss);
    }
    if position.is_stalemate() || position.is_insufficient_material() {
        return Ok(Value::Draw);
    }
    tables.value(position)
}

/// A count for a reply (repetitions stay far below `u32::MAX`).
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Refuses command lists that cannot be meant together, before anything is tried.
fn check_combination(commands: &[&Command]) -> Result<(), (Option<Command>, Rejection)> {
    let conflict = |c: Combination| Err((None, Rejection::Combination(c)));
    let count = |f: fn(&Command) -> bool| commands.iter().filter(|c| f(c)).count();
    let moves = count(|c| {
        matches!(
            c,
            Command::Move(_) | Command::ClaimDraw(_) | Command::ClaimTablebase(..)
        )
    });
    let requests = count(|c| matches!(c, Command::RequestDraw | Command::RequestCancel));
    let accepts = count(|c| matches!(c, Command::AcceptDraw | Command::AcceptCancel));
    let denies = count(|c| matches!(c, Command::DenyDraw | Command::DenyCancel));
    let resigns = count(|c| matches!(c, Command::Resign));
    if resigns > 0 && commands.len() > resigns {
        return conflict(Combination::ResignWithOthers);
    }
    if accepts > 0 && commands.len() > 1 {
        return conflict(Combination::AcceptWithOthers);
    }
    if moves > 1 {
        return conflict(Combination::MovesTwice);
    }
    if requests > 1 {
        return conflict(Combination::RequestsTwice);
    }
    if denies > 1 {
        return conflict(Combination::DeniesTwice);
    }
    Ok(())
}

impl Game {
    /// The game in PGN: [`Game::pgn_tags`] and the moves.
    pub fn pgn(&self, site: &str) -> String {
        let result = self.outcome.map_or("*", |o| o.result.pgn());
        let tags = self.pgn_tags(site);
        crate::notation::pgn::write_pgn(&tags, self.record.initial(), self.record.moves(), result)
    }

    /// The game's PGN tags: the Seven Tag Roster, `Termination` (the standard's word)
    /// with `TerminationDetail` (ours), `ForfeitTimeout` and `CorrespondenceClock`.
    pub fn pgn_tags(&self, site: &str) -> Vec<(&'static str, String)> {
        let result = self.outcome.map_or("*", |o| o.result.pgn());
        let mut tags = vec![
            ("Event", format!("pawnpost correspondence game {}", self.id)),
            ("Site", site.to_owned()),
            ("Date", crate::notation::pgn::pgn_date(self.created_at)),
            ("Round", "-".to_owned()),
            ("White", self.white.clone()),
            ("Black", self.black.clone()),
            ("Result", result.to_owned()),
        ];
        match self.outcome {
            Some(outcome) => {
                tags.push(("Termination", outcome.termination.pgn_tag().to_owned()));
                let detail = match &self.ending_note {
                    Some(note) => format!("{}: {note}", outcome.termination),
                    None => outcome.termination.to_string(),
                };
                tags.push(("TerminationDetail", detail));
            }
            None => tags.push(("Termination", "unterminated".to_owned())),
        }
        tags.push(("ForfeitTimeout", timeout_words(self.clock.silence_secs)));
        if let Some(control) = self.clock.control {
            tags.push(("CorrespondenceClock", control.to_string()));
        }
        tags
    }
}

/// "30 days", "1 day", or seconds when not whole days.
pub fn timeout_words(secs: i64) -> String {
    match secs {
        86_400 => "1 day".to_owned(),
        s if s % 86_400 == 0 => format!("{} days", s / 86_400),
        s => format!("{s} seconds"),
    }
}
