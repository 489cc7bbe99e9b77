//! The fixed form: what a letter may say to an address that has not proven it reads
//! mail here, or to anyone about a mail that did not prove its sender. Such a letter
//! never carries text of the mail that caused it beyond canonical command words and a
//! shortened address: what was not understood is counted, not repeated; a command's
//! free argument (a name, an address) is left out or shortened; the opponent's comment
//! and how a typed move was read are dropped.
//!
//! Every line, block and subject says here, in a `match` without a catch-all arm, what
//! it becomes, so a new line does not compile until it is decided. The outbox applies
//! [`Letter::fixed_form`] to every such letter where it is queued, whoever wrote it.

use crate::command::{Command, CommunityCommand, NotesCommand};
use crate::game::Rejection;

use super::community::{CommunityLine, CommunityTopic};
use super::conditions::ConditionsLine;
use super::{Block, ClockLine, GameEntry, Letter, Line, LobbyTopic, Subject, shortened};

impl Letter {
    /// The letter in its fixed form (see the module's documentation).
    pub fn fixed_form(mut self) -> Letter {
        self.subject = fixed_subject(self.subject);
        let mut not_understood = 0u32;
        let mut blocks = Vec::with_capacity(self.body.len());
        for block in self.body {
            let lines = |lines: Vec<Line>, not_understood: &mut u32| -> Vec<Line> {
                let mut kept = Vec::with_capacity(lines.len());
                for line in lines {
                    if let Line::NotUnderstood(_) = line {
                        // Counted once for the whole letter, where the first one was.
                        if *not_understood == 0 {
                            kept.push(Line::NotUnderstoodLines(0));
                        }
                        *not_understood += 1;
                        continue;
                    }
                    kept.extend(fixed_line(line));
                }
                kept
            };
            let block = match block {
                Block::News(l) => Some(Block::News(lines(l, &mut not_understood))),
                Block::Paragraph(l) => Some(Block::Paragraph(lines(l, &mut not_understood))),
                Block::State(l) => Some(Block::State(lines(l, &mut not_understood))),
                // The opponent's words are theirs to send, with proof.
                Block::Comment(_) => None,
                // Drawn and written by pawnpost from the store.
                Block::Board(d) => Some(Block::Board(d)),
                Block::Moves(m) => Some(Block::Moves(m)),
                Block::Help => Some(Block::Help),
                Block::Footer(f) => Some(Block::Footer(f)),
                Block::Crosstable(t) => Some(Block::Crosstable(t)),
                Block::SwissTable(t) => Some(Block::SwissTable(t)),
                Block::Bracket(b) => Some(Block::Bracket(b)),
                // The reader's own words: never in a letter without proof.
                Block::Notes { .. } => None,
            };
            match block {
                Some(Block::News(l) | Block::Paragraph(l) | Block::State(l)) if l.is_empty() => {}
                Some(block) => blocks.push(block),
                None => {}
            }
        }
        for block in &mut blocks {
            if let Block::News(l) | Block::Paragraph(l) | Block::State(l) = block {
                for line in l {
                    if let Line::NotUnderstoodLines(n) = line {
                        *n = not_understood;
                    }
                }
            }
        }
        self.body = blocks;
        self
    }
}

fn fixed_subject(subject: Subject) -> Subject {
    match subject {
        Subject::Game {
            game,
            white,
            black,
            topic,
        } => Subject::Game {
            game,
            white: shortened(&white),
            black: shortened(&black),
            topic,
        },
        Subject::Lobby(topic) => Subject::Lobby(fixed_topic(topic)),
        Subject::Folded { first, more } => Subject::Folded {
            first: Box::new(fixed_subject(*first)),
            more,
        },
    }
}

fn fixed_topic(topic: LobbyTopic) -> LobbyTopic {
    match topic {
        LobbyTopic::ChallengeSent { to } => LobbyTopic::ChallengeSent { to: shortened(&to) },
        LobbyTopic::Invitation { from } => LobbyTopic::Invitation {
            from: shortened(&from),
        },
        LobbyTopic::ChallengeDeclined { by } => {
            LobbyTopic::ChallengeDeclined { by: shortened(&by) }
        }
        LobbyTopic::ChallengeExpired { to } => LobbyTopic::ChallengeExpired { to: shortened(&to) },
        LobbyTopic::Community(topic) => LobbyTopic::Community(match topic {
            // Names shown are public names from the store, never what the mail typed
            // (a name not found is shown as none).
            CommunityTopic::Player(name) => CommunityTopic::Player(shortened(&name)),
            CommunityTopic::Tournament(name) => CommunityTopic::Tournament(shortened(&name)),
            CommunityTopic::Ladder(name) => CommunityTopic::Ladder(shortened(&name)),
            CommunityTopic::Team(what, name) => CommunityTopic::Team(what, shortened(&name)),
            CommunityTopic::Standings { name, over } => CommunityTopic::Standings {
                name: shortened(&name),
                over,
            },
            topic @ (CommunityTopic::Name
            | CommunityTopic::Rating
            | CommunityTopic::Top
            | CommunityTopic::Seeks
            | CommunityTopic::SeekExpired) => topic,
        }),
        topic @ (LobbyTopic::YouDeclined
        | LobbyTopic::InvitationExpired
        | LobbyTopic::NotDone
        | LobbyTopic::YourGames
        | LobbyTopic::Help
        | LobbyTopic::Language
        | LobbyTopic::BoardStyle
        | LobbyTopic::TooManyMails
        | LobbyTopic::NoOpenChallenge
        | LobbyTopic::WhichGame
        | LobbyTopic::NothingDone
        | LobbyTopic::NoAuthority { .. }
        | LobbyTopic::Stale { .. }
        | LobbyTopic::SeveralGames { .. }
        | LobbyTopic::Digest { .. }
        | LobbyTopic::Confirm
        | LobbyTopic::Blocked
        | LobbyTopic::Unblocked
        | LobbyTopic::WhichChallenge
        | LobbyTopic::Clock(_)) => topic,
    }
}

/// A command as a fixed form may name it: its words, an address shortened, no free
/// argument (a name asked for is left out).
pub fn fixed_command(command: Command) -> Command {
    match command {
        Command::Challenge {
            opponent,
            color,
            timeout_days,
            casual,
            clock,
            start,
        } => Command::Challenge {
            opponent: shortened(&opponent),
            color,
            timeout_days,
            casual,
            clock,
            // Chess as pawnpost writes it (SAN, its own FEN), bounded: no text of the
            // mail's.
            start,
        },
        Command::Community(c) => Command::Community(match c {
            CommunityCommand::Name(_) => CommunityCommand::Name(String::new()),
            CommunityCommand::Player(_) => CommunityCommand::Player(None),
            CommunityCommand::Join(_) => CommunityCommand::Join(String::new()),
            CommunityCommand::Withdraw(_) => CommunityCommand::Withdraw(String::new()),
            CommunityCommand::Standings(_) => CommunityCommand::Standings(None),
            CommunityCommand::HalfBye(_) => CommunityCommand::HalfBye(None),
            CommunityCommand::CancelHalfBye(_) => CommunityCommand::CancelHalfBye(None),
            CommunityCommand::Ladder(c) => CommunityCommand::Ladder(c.fixed()),
            CommunityCommand::Team(c) => CommunityCommand::Team(Box::new(c.fixed())),
            c @ (CommunityCommand::Rating
            | CommunityCommand::Top(_)
            | CommunityCommand::Seek { .. }
            | CommunityCommand::Seeks(_)
            | CommunityCommand::CancelSeek) => c,
        }),
        // Moves are read into canonical notation; the rest are words and numbers.
        c @ (Command::Move(_)
        | Command::RequestDraw
        | Command::AcceptDraw
        | Command::DenyDraw
        | Command::RequestCancel
        | Command::AcceptCancel
        | Command::DenyCancel
        | Command::ClaimDraw(_)
        | Command::ClaimTablebase(..)
        | Command::Resign
        | Command::AcceptChallenge
        | Command::DeclineChallenge
        | Command::Board
        | Command::History
        | Command::Pgn
        | Command::Games(_)
        | Command::Help
        | Command::Language(_)
        | Command::BoardStyle(_)
        | Command::Confirm
        | Command::Block
        | Command::Unblock
        | Command::Clock(_)
        | Command::Conditions(_)
        | Command::Ask(_)) => c,
        // A note's text is the player's own: never repeated.
        Command::Notes(NotesCommand::Add(_)) => Command::Notes(NotesCommand::Add(String::new())),
        c @ Command::Notes(NotesCommand::List | NotesCommand::Clear) => c,
    }
}

/// A refusal as a fixed form may give it; `None` for one that would repeat the mail.
fn fixed_rejection(rejection: Rejection) -> Option<Rejection> {
    use crate::command::parse::Conflict;
    Some(match rejection {
        Rejection::NotAPlayer { address } => Rejection::NotAPlayer {
            address: shortened(&address),
        },
        Rejection::NotYourTurn { to_move, address } => Rejection::NotYourTurn {
            to_move,
            address: shortened(&address),
        },
        Rejection::Conflicts(conflicts) => Rejection::Conflicts(
            conflicts
                .into_iter()
                .map(|c| match c {
                    Conflict::ResignWith(c) => Conflict::ResignWith(fixed_command(c)),
                    Conflict::Contradicting(a, b) => {
                        Conflict::Contradicting(fixed_command(a), fixed_command(b))
                    }
                    Conflict::Repeated(c) => Conflict::Repeated(fixed_command(c)),
                    c @ Conflict::TwoMoves { .. } => c,
                })
                .collect(),
        ),
        Rejection::NotAGameCommand { command } => Rejection::NotAGameCommand {
            command: fixed_command(command),
        },
        // What a conditional line typed, or a PGN's error, is the mail's text; these
        // need proof, so a fixed form never has them.
        Rejection::Conditions(_) => return None,
        // A game number, read as a number; moves in canonical notation.
        r @ (Rejection::UnknownGame { .. }
        | Rejection::GameOver { .. }
        | Rejection::NotAtMove { .. }
        | Rejection::MustAnswerFirst { .. }
        | Rejection::DrawOfferTooEarly { .. }
        | Rejection::AwaitingAnswer { .. }
        | Rejection::NoPendingOffer { .. }
        | Rejection::OfferAlreadyPending { .. }
        | Rejection::OwnOffer { .. }
        | Rejection::MustMoveAfterDenial
        | Rejection::Move { .. }
        | Rejection::Combination(_)
        | Rejection::ChallengeYourself
        | Rejection::TimeoutOutOfRange { .. }
        | Rejection::ChallengeNotOpen { .. }
        | Rejection::Clock(_)) => r,
    })
}

fn entry(entry: GameEntry) -> GameEntry {
    GameEntry {
        white: shortened(&entry.white),
        black: shortened(&entry.black),
        ..entry
    }
}

/// A line as a fixed form may say it; `None` when it is left out.
fn fixed_line(line: Line) -> Option<Line> {
    Some(match line {
        // ---- text of the mail ------------------------------------------------------
        Line::NotUnderstood(_) | Line::NotAnAddress(_) => return None,
        // The comment it stands under is not in a fixed form.
        Line::CommentCut { .. } => return None,
        Line::NotDone { command, why } => Line::NotDone {
            command: command.map(fixed_command),
            why: fixed_rejection(why)?,
        },
        Line::NothingWasDone(why) => Line::NothingWasDone(fixed_rejection(why)?),
        Line::ConfirmPlease { commands } => Line::ConfirmPlease {
            commands: commands.into_iter().map(fixed_command).collect(),
        },
        // How a typed move was read repeats what was typed.
        Line::YouPlayed { mv, reading: _ } => Line::YouPlayed { mv, reading: None },

        // ---- addresses, shortened -----------------------------------------------------
        Line::Seat { side, opponent } => Line::Seat {
            side,
            opponent: shortened(&opponent),
        },
        Line::Headline(said) => Line::Headline(super::Headline {
            opponent: shortened(&said.opponent),
            ..said
        }),
        Line::ChallengeSent {
            opponent,
            color,
            timeout_days,
        } => Line::ChallengeSent {
            opponent: shortened(&opponent),
            color,
            timeout_days,
        },
        Line::Invitation {
            challenger,
            color,
            timeout_days,
        } => Line::Invitation {
            challenger: shortened(&challenger),
            color,
            timeout_days,
        },
        Line::OpenChallenge {
            challenger,
            color,
            timeout_days,
        } => Line::OpenChallenge {
            challenger: shortened(&challenger),
            color,
            timeout_days,
        },
        Line::ChallengeDeclinedBy(a) => Line::ChallengeDeclinedBy(shortened(&a)),
        Line::YouDeclinedChallengeOf(a) => Line::YouDeclinedChallengeOf(shortened(&a)),
        Line::ChallengeExpiredUnanswered(a) => Line::ChallengeExpiredUnanswered(shortened(&a)),
        Line::InvitationExpired(a) => Line::InvitationExpired(shortened(&a)),
        Line::ChallengerBusy { challenger, max } => Line::ChallengerBusy {
            challenger: shortened(&challenger),
            max,
        },
        Line::RecipientRefuses(a) => Line::RecipientRefuses(shortened(&a)),
        Line::RecipientHadEnough(a) => Line::RecipientHadEnough(shortened(&a)),
        Line::Game(e) => Line::Game(entry(e)),
        Line::GameSection { game, white, black } => Line::GameSection {
            game,
            white: shortened(&white),
            black: shortened(&black),
        },

        // ---- sub-languages -------------------------------------------------------------
        Line::Community(line) => Line::Community(fixed_community(line)?),
        Line::Clock(line) => Line::Clock(fixed_clock(line)),
        Line::Conditions(line) => Line::Conditions(fixed_conditions(line)),
        // Squares and pieces of the position, from the store.
        line @ Line::Questions(_) => line,

        // ---- pawnpost's own words, numbers, colours, moves from the store ----------------
        line @ (Line::Played { .. }
        | Line::YouRequested(_)
        | Line::Requests { .. }
        | Line::YouAccepted(_)
        | Line::YourRequestAccepted(_)
        | Line::YouDenied(_)
        | Line::YourRequestDenied { .. }
        | Line::YouDeclinedByMoving(_)
        | Line::YourRequestDeclinedByMove(_)
        | Line::YourClaimGranted { .. }
        | Line::OpponentClaimGranted { .. }
        | Line::YourClaimRefused(_)
        // The material (`KQvK`) and the move are pawnpost's own words for chess.
        | Line::YourTablebaseClaimGranted { .. }
        | Line::OpponentTablebaseClaimGranted { .. }
        | Line::YourTablebaseClaimRefused { .. }
        | Line::YouResigned
        | Line::Resigned(_)
        | Line::GameOver(_)
        | Line::PgnAttached
        | Line::LanguageNow(_)
        | Line::BoardStyleNow(_)
        | Line::NoCommand(_)
        | Line::NotUnderstoodLines(_)
        | Line::Shortened
        | Line::CommentShortened { .. }
        | Line::LetterCut
        | Line::LastLetterToday { .. }
        | Line::Forfeited(_)
        | Line::ReverseForfeited(_)
        | Line::Adjudicated(_)
        | Line::Reminder
        | Line::GameBegins
        | Line::YourRequestPending(_)
        | Line::AnswerRequest { .. }
        | Line::EndingNote(_)
        | Line::ToAct { .. }
        | Line::HearWhenAnswered
        | Line::BoardWordsHint
        // Chess as pawnpost wrote it when it read the challenge: SAN and its own FEN.
        | Line::Start(_)
        // Numbers and yes or no, set by the admin.
        | Line::EventRules(_)
        | Line::AnswerInvitation
        | Line::YourGames
        | Line::NoGames
        | Line::GamesPage { .. }
        | Line::NoSuchGamesPage { .. }
        | Line::NoteKept { .. }
        | Line::NotesCleared { .. }
        | Line::NoNotes
        | Line::TooManyNotes { .. }
        | Line::TooManyMails { .. }
        | Line::NotItself
        | Line::TooManyOpenChallenges { .. }
        | Line::TooManyGames { .. }
        | Line::NoOpenChallenge
        | Line::WhichGame
        | Line::NoAuthority { .. }
        | Line::Stale { .. }
        | Line::GameLinesNeedProof
        | Line::DigestHead { .. }
        | Line::DigestWaiting
        | Line::DigestMore { .. }
        | Line::ConfirmHow
        | Line::ConfirmTip
        | Line::NothingToConfirm
        | Line::ConfirmedBefore
        | Line::ConfirmationExpired { .. }
        | Line::BlockHint
        | Line::Blocked
        | Line::Unblocked
        | Line::WhichChallenge
        | Line::MailCut { .. }) => line,
    })
}

fn fixed_community(line: CommunityLine) -> Option<CommunityLine> {
    use CommunityLine as L;
    Some(match line {
        // What the mail typed: not repeated.
        L::NameRefused { name: _, why } => L::NameRefused { name: None, why },
        L::NoSuchPlayer(_) => L::NoSuchPlayer(None),
        L::NoSuchTournament(_) => L::NoSuchTournament(None),
        L::Subject(topic) => match fixed_topic(LobbyTopic::Community(topic)) {
            LobbyTopic::Community(topic) => L::Subject(topic),
            _ => return None,
        },
        // Public names and tournament names from the store, checked when they were
        // stored; a name set by this very mail needs proof.
        line @ (L::Help
        | L::NameSet(_)
        | L::YourRating { .. }
        | L::NoRatedGames
        | L::LastChange { .. }
        | L::GameRated { .. }
        | L::GameNotRated(_)
        | L::ChallengeRated(_)
        | L::KnownAs(_)
        | L::TopHeading { .. }
        | L::TopEntry { .. }
        | L::TopEmpty
        | L::PlayerByNameOnly
        | L::QuestionsPerMail(_)
        | L::PlayerHeading(_)
        | L::PlayerRating { .. }
        | L::PlayerRecord { .. }
        | L::PlayerSpeed { .. }
        | L::PlayerReliability { .. }
        | L::ResultsHeading
        | L::Result(_)
        | L::CurrentHeading
        | L::Current { .. }
        | L::NoneYet
        | L::SeekPosted { .. }
        | L::SeekTimeoutsRefused { .. }
        | L::SeekControlOutOfRange { .. }
        | L::SeekReplaced
        | L::SeekMatched { .. }
        | L::SeeksHeading
        | L::SeeksPage { .. }
        | L::NoSuchSeeksPage { .. }
        | L::SeekEntry { .. }
        | L::NoSeeks
        | L::SeekCancelled
        | L::NoSeekToCancel
        | L::SeekExpired { .. }
        | L::TooManyGamesToSeek { .. }
        | L::OpenTournamentsHeading
        | L::OpenTournament { .. }
        | L::Joined { .. }
        | L::AlreadyJoined(_)
        | L::NotOpen(_)
        | L::TournamentBegins { .. }
        | L::TournamentGame { .. }
        | L::TooBusyToJoin { .. }
        | L::TooManyTimeoutsToJoin { .. }
        | L::WhichTournament
        | L::StandingsHeading { .. }
        | L::SwissBegins { .. }
        | L::JoinedLate { .. }
        | L::SwissBye { .. }
        // Half-point byes: the event's name and numbers from the store, public names.
        | L::HalfByeBooked { .. }
        | L::HalfByeRefused { .. }
        | L::HalfByeCancelled { .. }
        | L::NoHalfByeToCancel { .. }
        | L::SwissHalfBye { .. }
        | L::SwissHalfByeLapsed { .. }
        | L::SwissHalfByesInRound { .. }
        | L::SwissStandingsHeading { .. }
        | L::SwissLegend
        | L::SwissHalfByeLegend
        | L::YouWithdrew { .. }
        | L::WithdrawnCannotRejoin(_)
        | L::NoShowWithdrawn(_)
        | L::WithdrawAskAdmin(_)
        | L::CannotWithdraw(_)
        | L::WithdrawnMark
        | L::Withdrawn(_)
        | L::WithdrawalNote { .. }
        // A knockout's lines: its name, public names, seeds and scores, all from the
        // store.
        | L::Knockout(_)
        // A team match's lines: names the admin set, boards and scores.
        | L::Team(_)
        // An event in stages: tournaments' names set by the admin, public names and
        // points from the store.
        | L::Stage(_)) => line,
        L::Ladder(line) => L::Ladder(super::ladder::fixed(line)),
    })
}

/// Clock lines are numbers, dates and colours: nothing of a mail.
fn fixed_clock(line: ClockLine) -> ClockLine {
    match line {
        line @ (ClockLine::Clocks { .. }
        | ClockLine::OnLeave { .. }
        | ClockLine::Control(_)
        | ClockLine::YouGave { .. }
        | ClockLine::Gave { .. }
        | ClockLine::OutOfTime(_)
        | ClockLine::LeaveBooked { .. }
        | ClockLine::LeaveLeft { .. }
        | ClockLine::LeaveRefused(_)
        | ClockLine::LeaveEnded
        | ClockLine::LeaveCancelled { .. }
        | ClockLine::NotOnLeave
        | ClockLine::OpponentOnLeave { .. }
        | ClockLine::OpponentBack { .. }
        | ClockLine::AutoLeave { .. }
        | ClockLine::OnTimeAsked { .. }
        | ClockLine::Timeouts { .. }
        | ClockLine::TimeoutsLeave { .. }
        | ClockLine::TimeoutsStop
        | ClockLine::AutoLeaveStarted { .. }
        | ClockLine::DeadlineMoved { .. }
        | ClockLine::Outage { .. }
        | ClockLine::Calendar { .. }
        | ClockLine::CalendarSummary { .. }
        | ClockLine::CalendarDescription { .. }
        | ClockLine::CalendarAlarm { .. }
        // A zone's name is one the time zone database knows, never the mail's text.
        | ClockLine::DigestDaily { .. }
        | ClockLine::DigestOff
        | ClockLine::LettersDigest { .. }) => line,
    }
}

/// Conditional moves are moves read into canonical notation, told to their owner.
fn fixed_conditions(line: ConditionsLine) -> ConditionsLine {
    match line {
        line @ (ConditionsLine::Help
        | ConditionsLine::Set { .. }
        | ConditionsLine::LeftOut(_)
        | ConditionsLine::Listing(_)
        | ConditionsLine::NoConditions
        | ConditionsLine::Held { .. }
        | ConditionsLine::Cleared
        | ConditionsLine::NothingToClear
        | ConditionsLine::PlayedForYou { .. }
        | ConditionsLine::Dropped { .. }) => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::parse::read_commands;
    use crate::notation::Language;

    const SPAM: &str = "your parcel is held: pay the fee at https://evil.example/pay";

    #[test]
    fn what_was_not_understood_is_counted_not_repeated() {
        let text = format!("Resign Frank, {SPAM}\nResign {SPAM}\nDraw {SPAM}");
        let reading = read_commands(&text, Language::English);
        let letter = super::super::nothing_done("frank@victim.example", &reading);
        let rendered = |l: &Letter| {
            super::super::text::render(
                l,
                super::super::catalogue(Language::English),
                Default::default(),
            )
        };
        assert!(
            rendered(&letter).contains("evil.example"),
            "the test's premise"
        );
        let fixed = letter.fixed_form();
        let text = rendered(&fixed);
        assert!(!text.contains("evil"), "{text}");
        assert!(
            text.contains("lines of your mail were not understood"),
            "{text}"
        );
    }

    #[test]
    fn a_confirmation_names_commands_without_their_free_words() {
        let commands = vec![
            Command::Community(CommunityCommand::Name("WIN-FREE-BITCOIN-AT-evil".into())),
            Command::Community(CommunityCommand::Join("Visit-evil-example".into())),
            Command::Challenge {
                opponent: "pay.the.customs.fee.now.at.evil.example.com.or.lose.it@evil.example"
                    .into(),
                color: crate::command::ColorChoice::White,
                timeout_days: None,
                casual: false,
                clock: None,
                start: Box::default(),
            },
        ];
        let letter = super::super::confirm_please("frank@victim.example", 7, commands);
        let text = super::super::text::render(
            &letter.fixed_form(),
            super::super::catalogue(Language::German),
            Default::default(),
        );
        assert!(
            !text.contains("BITCOIN") && !text.contains("Visit"),
            "{text}"
        );
        assert!(!text.contains("customs.fee.now"), "{text}");
        assert!(
            text.contains("Name") && text.contains("Herausforderung"),
            "{text}"
        );
    }
}
