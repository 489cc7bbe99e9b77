//! The writers: one function per situation, deciding what each person is told, as
//! blocks. They take the game as it stands after the mail and `now`; they never word
//! anything themselves.

use crate::command::Command;
use crate::command::parse::{MAX_COMMENT_CHARS, Reading};
use crate::game::conditions::ConditionsEvent;
use crate::game::{Challenge, Event, Game, GameId, ReadRequest, Rejection, Timestamp};
use crate::render::Diagram;
use crate::render::moves::MoveList;
use crate::rules::{Color, Role, Square};

use super::EntryOffer;
use super::catalogue::TimeLeft;
use super::clock::ClockLine;
use super::{
    Answer, Block, Footer, GameEntry, GameTopic, Headline, Letter, Line, LobbyTopic, MoveReading,
    MoveRef, NoCommand, Subject, Turn,
};

/// The subject of a letter about `game`.
fn game_subject(game: &Game, topic: GameTopic) -> Subject {
    Subject::Game {
        game: game.id,
        white: game.white().to_owned(),
        black: game.black().to_owned(),
        topic,
    }
}

pub(super) fn game_letter(game: &Game, side: Color, topic: GameTopic, body: Vec<Block>) -> Letter {
    Letter {
        to: game.player(side).to_owned(),
        subject: game_subject(game, topic),
        body: headline_first(body),
        about: Some(game.id),
        attach_pgn: false,
        answer: Answer::Plain,
    }
}

/// The first sentences of a letter about `game` to `side`: whose move, the last move
/// in words from the reader's side, check by what (or the result, said once).
pub fn headline(game: &Game, side: Color) -> Line {
    let record = game.record();
    let position = game.position();
    let last = MoveRef::last_of(record).and_then(|mv| {
        let m = record.moves().last()?;
        Some((mv, crate::render::board_words::MoveFacts::of(position, m)))
    });
    let turn = match (game.outcome(), game.to_act()) {
        (Some(outcome), _) => Turn::Over(outcome),
        (None, Some(to_act)) if to_act == side => Turn::You,
        _ => Turn::Opponent,
    };
    Line::Headline(Headline {
        you: side,
        opponent: game.player(!side).to_owned(),
        turn,
        last,
        check: crate::render::board_words::checking_pieces(position),
        mate: position.is_checkmate(),
        taken_over: false,
    })
}

/// `blocks` (one game's letter, or one game's part of a letter about several) with its
/// [`headline`] first, so the news is heard before anything else, and what the
/// headline says not said again: the line of the move it words, the game's end. When
/// the reader's move was refused, that is the news: the refusal comes first ("Nothing
/// was played; it is still your move. …"), and the headline after it only says the
/// last move.
pub fn headline_first(mut blocks: Vec<Block>) -> Vec<Block> {
    let Some(at) = blocks.iter().position(is_headline) else {
        return blocks;
    };
    let mut lead = blocks.remove(at);
    let Block::News(lines) = &mut lead else {
        return blocks;
    };
    let Some(Line::Headline(said)) = lines.first_mut() else {
        return blocks;
    };
    let said_move = said.last.as_ref().map(|(mv, _)| *mv);
    let over = matches!(said.turn, Turn::Over(_));
    if let Some(refusal) = take_refused_move(&mut blocks) {
        said.turn = Turn::StillYou;
        // Before the first move the headline said only whose move it is.
        if said.last.is_none() && said.check.is_empty() {
            lines.clear();
        }
        lines.insert(0, refusal);
    }
    let says = |line: &Line| match line {
        Line::YouPlayed { mv, reading: None } | Line::Played { mv, .. } => Some(*mv) == said_move,
        Line::GameOver(_) => over,
        _ => false,
    };
    for block in &mut blocks {
        if let Block::News(lines) = block {
            lines.retain(|l| !says(l));
        }
    }
    blocks.retain(|b| !matches!(b, Block::News(lines) if lines.is_empty()));
    blocks.insert(0, lead);
    blocks
}

/// Takes from `blocks` the refusal of a move the reader sent (nothing in their mail was
/// played, and it is still their move), when there is one.
fn take_refused_move(blocks: &mut [Block]) -> Option<Line> {
    for block in blocks.iter_mut() {
        let Block::News(lines) = block else {
            continue;
        };
        if let Some(at) = lines.iter().position(|l| {
            matches!(
                l,
                Line::NotDone {
                    command: Some(Command::Move(_)),
                    why: Rejection::Move { .. },
                }
            )
        }) {
            return Some(lines.remove(at));
        }
    }
    None
}

fn is_headline(block: &Block) -> bool {
    matches!(block, Block::News(lines) if matches!(lines.first(), Some(Line::Headline(_))))
}

/// How the game stands for `side`: first the [`headline`] (whose move, the last move
/// in words, check or the result), who they play before the first move, the board, a
/// pending request, the deadline, the moves and how to answer.
pub fn game_state(game: &Game, side: Color, now: Timestamp) -> Vec<Block> {
    let mut state = Vec::new();
    if let Some(offer) = game.offer() {
        if offer.by == side {
            state.push(Line::YourRequestPending(offer.kind));
        } else {
            state.push(Line::AnswerRequest {
                by: offer.by,
                kind: offer.kind,
            });
        }
    }
    match (game.outcome(), game.to_act()) {
        // The headline says the result.
        (Some(_), _) => {
            if let Some(note) = game.ending() {
                state.push(Line::EndingNote(note.clone()));
            }
        }
        (None, Some(to_act)) => state.push(Line::ToAct {
            who: to_act,
            you: to_act == side,
            deadline: game.deadline(),
            left: TimeLeft::until(game.deadline(), now),
            spoken: false,
        }),
        (None, None) => {}
    }
    if !game.is_over() {
        state.extend(super::clock::clock_lines(game, Some(side), now));
    }
    let mut blocks = vec![Block::News(vec![headline(game, side)])];
    // Once a move is played, the headline names the opponent and the reader's colour.
    if game.record().moves().is_empty() {
        blocks.push(Block::Paragraph(vec![Line::Seat {
            side,
            opponent: game.player(!side).to_owned(),
        }]));
    }
    blocks.extend([
        Block::Board({
            let diagram = Diagram::of_record(game.record(), side);
            if game.is_over() {
                diagram.game_over()
            } else {
                diagram
            }
        }),
        Block::State(state),
        Block::Moves(MoveList::of(game.record())),
        Block::Footer(footer(game, side)),
    ]);
    blocks
}

/// A letter to `side` about `game`: news about time (an opponent's leave), with the
/// game as it stands.
pub fn clock_game_letter(
    game: &Game,
    side: Color,
    topic: super::clock::ClockTopic,
    news: ClockLine,
    now: Timestamp,
) -> Letter {
    let mut body = vec![Block::News(vec![Line::Clock(news)])];
    body.extend(game_state(game, side, now));
    game_letter(game, side, GameTopic::Clock(topic), body)
}

/// How `side` may answer now.
fn footer(game: &Game, side: Color) -> Footer {
    if game.is_over() {
        return Footer::Over;
    }
    if game.to_act() != Some(side) {
        return Footer::Wait;
    }
    match game.offer().filter(|o| o.by != side) {
        Some(offer) => Footer::Answer(offer.kind),
        None => Footer::YourMove {
            example: example_move(game),
        },
    }
}

/// A legal move to show as an example: a quiet move towards the centre, so the footer
/// reads like advice rather than the alphabetically first move.
fn example_move(game: &Game) -> Option<crate::notation::SanPlus> {
    let pos = game.position();
    let centre = |sq: Square| {
        let f = i32::from(sq.file()) * 2 - 7;
        let r = i32::from(sq.rank()) * 2 - 7;
        f.abs() + r.abs()
    };
    pos.legal_moves()
        .iter()
        .min_by_key(|m| {
            (
                m.role == Role::King,
                m.is_capture(),
                centre(m.to),
                m.uci().to_string(),
            )
        })
        .map(|m| crate::notation::SanPlus::from_move(pos, m))
}

/// The move played at `ply` (1 for White's first) of `game`.
fn move_at(game: &Game, ply: u32) -> Option<MoveRef> {
    let record = game.record();
    let index = usize::try_from(ply).ok()?.checked_sub(1)?;
    let positions = record.positions();
    let before = positions.get(index)?;
    let m = record.moves().get(index)?;
    Some(MoveRef {
        number: before.fullmoves(),
        side: before.turn(),
        san: crate::notation::SanPlus::from_move(before, m),
    })
}

/// How the move at `ply` was read from `typed`, when that is worth saying: the text
/// differs from the move as the letter shows it, or English would read it as another
/// move.
fn how_read(
    game: &Game,
    ply: u32,
    typed: &str,
    language: crate::notation::Language,
) -> Option<MoveReading> {
    use crate::notation::{Language, MoveText, SanPlus};
    let index = usize::try_from(ply).ok()?.checked_sub(1)?;
    let positions = game.record().positions();
    let before = positions.get(index)?;
    let m = game.record().moves().get(index)?;
    let plain = |t: &str| t.trim().trim_end_matches(['+', '#', '!', '?']).to_owned();
    let shown = SanPlus::from_move(before, m).localized(language);
    let differs = plain(typed) != plain(&shown);
    let english_differs = language != Language::English
        && MoveText::parse(typed, Language::English)
            .ok()
            .and_then(|text| text.to_move(before).ok())
            .is_none_or(|english| english != *m);
    (differs || english_differs).then(|| MoveReading {
        typed: typed.to_owned(),
        role: m.role,
        from: m.from,
        to: m.to,
    })
}

/// Why a mail in a game held no command.
fn no_command(reading: &Reading) -> NoCommand {
    if reading.quoted_only {
        NoCommand::QuotedOnly
    } else if !reading.not_understood.is_empty() {
        NoCommand::NotUnderstood
    } else if reading.comment.is_some() {
        NoCommand::TextOnly
    } else {
        NoCommand::Empty
    }
}

/// The letters for one player's mail in a game: the sender learns what happened to
/// each command; the opponent hears of what changed the game, with the sender's
/// comment.
///
/// `language` is the sender's: their letter says how their move was read when the
/// text they typed differs from the move shown, or means another move in English (a
/// French `Rd1` is the king).
pub fn after_mail(
    game: &Game,
    sender: Color,
    events: &[Event],
    reading: &Reading,
    language: crate::notation::Language,
    now: Timestamp,
) -> Vec<Letter> {
    let mut to_sender = Vec::new();
    let mut to_opponent = Vec::new();
    let mut attach_pgn = false;
    let mut rejected = false;
    let mut help = false;
    // `History`: the whole move list, even where a letter for the ear shortens it.
    let mut history = false;
    let last_san = MoveRef::last_of(game.record()).map(|m| m.san);
    // A move played from a tree of conditional moves: its owner hears of it from the
    // tree's own line, the other player as of any move.
    let conditional = |ply: u32| {
        events.iter().any(|e| {
            matches!(e, Event::Conditions(ConditionsEvent::Answered { ply: p, .. }) if *p == ply)
        })
    };
    for event in events {
        match event {
            Event::MovePlayed { by, ply, .. } if conditional(*ply) => {
                if let Some(mv) = move_at(game, *ply) {
                    let line = Line::Played { by: *by, mv };
                    if *by == sender {
                        to_opponent.push(line);
                    } else {
                        to_sender.push(line);
                    }
                }
            }
            Event::MovePlayed { by, ply, .. } => {
                if let Some(mv) = move_at(game, *ply) {
                    let reading = reading
                        .typed_move
                        .as_deref()
                        .and_then(|typed| how_read(game, *ply, typed, language));
                    to_sender.push(Line::YouPlayed { mv, reading });
                    to_opponent.push(Line::Played { by: *by, mv });
                }
            }
            Event::Conditions(event) => {
                let lines = super::conditions::lines_for(event, game);
                if event.by() == sender {
                    to_sender.extend(lines);
                } else {
                    to_opponent.extend(lines);
                }
            }
            Event::OfferMade { by, kind, .. } => {
                to_sender.push(Line::YouRequested(*kind));
                to_opponent.push(Line::Requests {
                    by: *by,
                    kind: *kind,
                });
            }
            Event::OfferAccepted { kind, .. } => {
                to_sender.push(Line::YouAccepted(*kind));
                to_opponent.push(Line::YourRequestAccepted(*kind));
            }
            Event::OfferDenied {
                kind,
                requester_denials,
                ..
            } => {
                to_sender.push(Line::YouDenied(*kind));
                to_opponent.push(Line::YourRequestDenied {
                    kind: *kind,
                    denials: *requester_denials,
                });
            }
            Event::OfferDeclinedByMoving { by, kind } if *by != sender => {
                // Declined by the move a tree of conditional moves played.
                to_opponent.push(Line::YouDeclinedByMoving(*kind));
                to_sender.push(Line::YourRequestDeclinedByMove(*kind));
            }
            Event::OfferDeclinedByMoving { kind, .. } => {
                to_sender.push(Line::YouDeclinedByMoving(*kind));
                to_opponent.push(Line::YourRequestDeclinedByMove(*kind));
            }
            Event::ClaimGranted {
                claim, with_move, ..
            } => {
                let after = with_move.as_ref().and(last_san);
                to_sender.push(Line::YourClaimGranted {
                    claim: *claim,
                    after,
                });
                to_opponent.push(Line::OpponentClaimGranted {
                    claim: *claim,
                    after,
                });
            }
            Event::ClaimRefused { reason, .. } => to_sender.push(Line::YourClaimRefused(*reason)),
            Event::TablebaseClaimGranted {
                claim,
                value,
                announced,
                ..
            } => {
                to_sender.push(Line::YourTablebaseClaimGranted {
                    claim: *claim,
                    value: *value,
                    announced: *announced,
                });
                to_opponent.push(Line::OpponentTablebaseClaimGranted {
                    claim: *claim,
                    announced: *announced,
                });
            }
            Event::TablebaseClaimRefused {
                claim,
                announced,
                reason,
                ..
            } => to_sender.push(Line::YourTablebaseClaimRefused {
                claim: *claim,
                announced: *announced,
                why: reason.clone(),
            }),
            Event::Resigned { by } => {
                to_sender.push(Line::YouResigned);
                to_opponent.push(Line::Resigned(*by));
            }
            Event::GameOver { outcome } => {
                to_sender.push(Line::GameOver(*outcome));
                to_opponent.push(Line::GameOver(*outcome));
                attach_pgn = true;
            }
            Event::Rejected { command, reason } => {
                rejected = true;
                to_sender.push(Line::NotDone {
                    command: command.clone(),
                    why: reason.clone(),
                });
            }
            Event::ReadOnly(ReadRequest::Pgn) => {
                attach_pgn = true;
                to_sender.push(Line::PgnAttached);
            }
            Event::ReadOnly(ReadRequest::Help) => help = true,
            Event::ReadOnly(ReadRequest::History) => history = true,
            Event::ReadOnly(_) => {}
            Event::LanguageChosen(language) => to_sender.push(Line::LanguageNow(*language)),
            Event::BoardStyleChosen(style) => to_sender.push(Line::BoardStyleNow(*style)),
            Event::TimeGiven { by, secs } => {
                to_sender.push(Line::Clock(ClockLine::YouGave { secs: *secs }));
                to_opponent.push(Line::Clock(ClockLine::Gave {
                    by: *by,
                    secs: *secs,
                }));
            }
            Event::Forfeited { .. } | Event::Adjudicated { .. } => {}
        }
    }
    if events.is_empty() && reading.commands.is_empty() {
        to_sender.push(Line::NoCommand(no_command(reading)));
    }
    to_sender.extend(
        reading
            .not_understood
            .iter()
            .cloned()
            .map(Line::NotUnderstood),
    );
    // The comment goes with what the opponent hears; its writer learns it was cut.
    let comment_cut = reading
        .comment_cut
        .filter(|_| reading.comment.is_some() && !to_opponent.is_empty());
    if let Some(had) = comment_cut {
        to_sender.push(Line::CommentShortened {
            had: u32::try_from(had).unwrap_or(u32::MAX),
            max: MAX_COMMENT_CHARS as u32,
        });
    }
    let opponent = !sender;
    let sender_topic = if rejected {
        GameTopic::NotDone
    } else {
        match (
            MoveRef::last_of(game.record()),
            game.to_act(),
            game.outcome(),
        ) {
            (Some(last), Some(to_act), _) if to_act == sender => GameTopic::YourMove(last),
            // The sender's last move: what they sent, now or before.
            (Some(last), Some(to_act), _) if last.side == sender => {
                GameTopic::Waiting { last, to_act }
            }
            // The opponent is to act after the opponent's own move: they must answer
            // the sender's request, sent alone.
            (_, Some(to_act), _) => match game.offer() {
                Some(offer) if offer.by == sender => GameTopic::RequestSent {
                    kind: offer.kind,
                    to_act,
                },
                _ => GameTopic::YourMail,
            },
            (_, _, Some(outcome)) => GameTopic::Over(outcome),
            _ => GameTopic::YourMail,
        }
    };
    let mut body = Vec::new();
    if !to_sender.is_empty() {
        body.push(Block::News(to_sender));
    }
    if help {
        body.push(Block::Help);
    }
    body.extend(
        game_state(game, sender, now)
            .into_iter()
            .map(|block| match block {
                Block::Moves(list) if history => Block::Moves(list.whole()),
                block => block,
            }),
    );
    let mut letters = vec![Letter {
        attach_pgn,
        ..game_letter(game, sender, sender_topic, body)
    }];
    if !to_opponent.is_empty() {
        let answered_for_opponent = events.iter().any(|e| {
            matches!(e, Event::Conditions(ConditionsEvent::Answered { by, .. }) if *by == opponent)
        });
        let offer_alone = game.offer().is_some_and(|o| o.by == sender && !o.with_move);
        let topic = match (
            game.outcome(),
            MoveRef::last_of(game.record()),
            game.to_act(),
        ) {
            (Some(outcome), _, _) => GameTopic::GameOver(outcome),
            (None, _, Some(to_act)) if to_act == opponent && offer_alone => {
                GameTopic::RequestToAnswer {
                    by: sender,
                    kind: game
                        .offer()
                        .map_or(crate::game::OfferKind::Draw, |o| o.kind),
                }
            }
            (None, Some(last), Some(to_act)) if to_act == opponent => GameTopic::YourMove(last),
            (None, Some(last), Some(to_act)) if answered_for_opponent => {
                GameTopic::Waiting { last, to_act }
            }
            (None, _, Some(to_act)) if to_act == opponent => GameTopic::YourAnswer,
            _ => GameTopic::NewsFrom(sender),
        };
        let mut body = vec![Block::News(to_opponent)];
        if let Some(comment) = reading.comment.as_deref() {
            body.push(Block::Comment(comment.to_owned()));
            if comment_cut.is_some() {
                body.push(Block::Paragraph(vec![Line::CommentCut {
                    max: MAX_COMMENT_CHARS as u32,
                }]));
            }
        }
        body.extend(game_state(game, opponent, now));
        letters.push(Letter {
            attach_pgn,
            ..game_letter(game, opponent, topic, body)
        });
    }
    letters
}

/// The letters of a sweep: a reminder to the player to act, or the news of a forfeit
/// or an adjudication to both.
pub fn after_sweep(
    game: &Game,
    events: &[Event],
    remind: Option<Color>,
    now: Timestamp,
) -> Vec<Letter> {
    if let Some(side) = remind {
        let mut body = vec![Block::News(vec![Line::Reminder])];
        body.extend(game_state(game, side, now));
        return vec![game_letter(
            game,
            side,
            GameTopic::Reminder {
                deadline: game.deadline(),
            },
            body,
        )];
    }
    let mut news = Vec::new();
    for event in events {
        match event {
            Event::Forfeited {
                loser,
                reverse: false,
            } if game.time_control().is_some() => {
                news.push(Line::Clock(ClockLine::OutOfTime(*loser)))
            }
            Event::Forfeited {
                loser,
                reverse: false,
            } => news.push(Line::Forfeited(*loser)),
            Event::Forfeited {
                loser,
                reverse: true,
            } => news.push(Line::ReverseForfeited(*loser)),
            Event::Adjudicated { note } => news.push(Line::Adjudicated(note.clone())),
            // The result is written once, in the state lines.
            _ => {}
        }
    }
    let Some(outcome) = game.outcome() else {
        return Vec::new();
    };
    let adjudicated = news.iter().any(|l| matches!(l, Line::Adjudicated(_)));
    Color::ALL
        .into_iter()
        .map(|side| {
            let mut body = vec![Block::News(news.clone())];
            let mut state = game_state(game, side, now);
            if adjudicated {
                // The news says why the game ended; the state would say it again.
                for block in &mut state {
                    if let Block::State(lines) = block {
                        lines.retain(|l| !matches!(l, Line::EndingNote(_)));
                    }
                }
            }
            body.extend(state);
            Letter {
                attach_pgn: true,
                ..game_letter(game, side, GameTopic::GameOver(outcome), body)
            }
        })
        .collect()
}

/// The letters when a challenge was accepted and the game begins.
pub fn game_started(game: &Game, now: Timestamp) -> Vec<Letter> {
    Color::ALL
        .into_iter()
        .map(|side| {
            let mut body = vec![
                Block::News(vec![Line::GameBegins]),
                Block::Paragraph(vec![Line::BoardWordsHint]),
            ];
            body.extend(game_state(game, side, now));
            game_letter(
                game,
                side,
                GameTopic::Begins {
                    you_move: side == Color::White,
                },
                body,
            )
        })
        .collect()
}

/// The letters when a game changes hands (a team's substitute takes over one side):
/// to both players, the game as it stands; the news says `GameBegins` until the caller
/// puts its own line there ([`crate::letter::community::game_begins_with`]).
pub fn game_handed_over(game: &Game, now: Timestamp) -> Vec<Letter> {
    Color::ALL
        .into_iter()
        .map(|side| {
            let mut body = vec![Block::News(vec![Line::GameBegins])];
            body.extend(game_state(game, side, now));
            // The side's last move was the replaced player's, not the reader's.
            for block in &mut body {
                if let Block::News(lines) = block {
                    for line in lines {
                        if let Line::Headline(said) = line {
                            said.taken_over = true;
                        }
                    }
                }
            }
            game_letter(
                game,
                side,
                GameTopic::HandedOver {
                    you_move: game.position().turn() == side,
                },
                body,
            )
        })
        .collect()
}

/// Under the news of a game's first letters: the event's start and rules when they
/// are not the server's, and `aside` (who else in the round is not paired).
pub fn say_event_terms(
    letters: &mut [Letter],
    start: &crate::command::Start,
    rules: &crate::game::EventRules,
    aside: Option<Line>,
) {
    let mut terms = Vec::new();
    if *start != crate::command::Start::Standard {
        terms.push(Line::Start(start.clone()));
    }
    if !rules.is_default() {
        terms.push(Line::EventRules(*rules));
    }
    terms.extend(aside);
    if terms.is_empty() {
        return;
    }
    for letter in letters {
        letter
            .body
            .insert(1.min(letter.body.len()), Block::Paragraph(terms.clone()));
    }
}

/// A refusal when nothing was done, with the player's `item`s not understood.
pub fn refused(to: &str, line: Line) -> Letter {
    Letter::lobby(to, LobbyTopic::NotDone, vec![Block::News(vec![line])])
}

fn timeout_days(challenge: &Challenge) -> i64 {
    challenge.forfeit_timeout_secs / 86_400
}

/// The letters when a challenge is issued: the challenger's receipt and the invitation.
pub fn challenge_issued(challenge: &Challenge) -> Vec<Letter> {
    vec![
        Letter::lobby(
            &challenge.challenger,
            LobbyTopic::ChallengeSent {
                to: challenge.opponent.clone(),
            },
            vec![Block::News(
                [Line::ChallengeSent {
                    opponent: challenge.opponent.clone(),
                    color: challenge.color,
                    timeout_days: timeout_days(challenge),
                }]
                .into_iter()
                .chain(control_line(challenge))
                .chain(start_line(challenge))
                .chain([Line::HearWhenAnswered])
                .collect(),
            )],
        ),
        Letter {
            answer: Answer::Invitation(challenge.id),
            ..Letter::lobby(
                &challenge.opponent,
                LobbyTopic::Invitation {
                    from: shortened(&challenge.challenger),
                },
                vec![
                    Block::News(
                        [Line::Invitation {
                            challenger: shortened(&challenge.challenger),
                            color: challenge.color,
                            timeout_days: timeout_days(challenge),
                        }]
                        .into_iter()
                        .chain(control_line(challenge))
                        .chain(start_line(challenge))
                        .collect(),
                    ),
                    Block::Paragraph(vec![
                        Line::AnswerInvitation,
                        Line::BoardWordsHint,
                        Line::BlockHint,
                    ]),
                ],
            )
        },
    ]
}

/// A challenge's time control, when it has one.
fn control_line(challenge: &Challenge) -> Option<Line> {
    challenge
        .clock
        .map(|control| Line::Clock(ClockLine::Control(control)))
}

/// Where a challenge's game begins, unless from the standard position.
fn start_line(challenge: &Challenge) -> Option<Line> {
    (challenge.start != crate::command::Start::Standard)
        .then(|| Line::Start(challenge.start.clone()))
}

/// An address as an invitation shows it: whole up to 48 characters; longer, the start
/// of the local part and the domain's last labels, so a challenger cannot fill a
/// stranger's mail with a text of their choosing.
pub fn shortened(address: &str) -> String {
    const WHOLE: usize = 48;
    if address.chars().count() <= WHOLE {
        return address.to_owned();
    }
    let (local, domain) = address.rsplit_once('@').unwrap_or((address, ""));
    let local: String = local.chars().take(16).collect();
    let domain_chars: Vec<char> = domain.chars().collect();
    let domain = if domain_chars.len() > 24 {
        let tail: String = domain_chars[domain_chars.len() - 22..].iter().collect();
        format!("…{tail}")
    } else {
        domain.to_owned()
    };
    format!("{local}…@{domain}")
}

/// A mail without proof of its sender asked for `commands`: nothing was done; the
/// letter asks the address to confirm (its reply address carries the confirmation).
pub fn confirm_please(to: &str, confirmation: i64, commands: Vec<Command>) -> Letter {
    Letter {
        answer: Answer::Confirmation(confirmation),
        ..Letter::lobby(
            to,
            LobbyTopic::Confirm,
            vec![
                Block::News(vec![Line::ConfirmPlease { commands }]),
                Block::Paragraph(vec![Line::ConfirmHow]),
                Block::Paragraph(vec![Line::ConfirmTip]),
            ],
        )
    }
}

/// A note outside any game, as one sentence.
pub fn note(to: &str, topic: LobbyTopic, line: Line) -> Letter {
    Letter::lobby(to, topic, vec![Block::News(vec![line])])
}

/// Several open challenges and no invitation answered: which one?
pub fn which_challenge(to: &str, open: &[Challenge]) -> Letter {
    let entries = open
        .iter()
        .flat_map(|c| {
            [Line::OpenChallenge {
                challenger: shortened(&c.challenger),
                color: c.color,
                timeout_days: timeout_days(c),
            }]
            .into_iter()
            .chain(control_line(c))
            .chain(start_line(c))
        })
        .collect();
    Letter::lobby(
        to,
        LobbyTopic::WhichChallenge,
        vec![
            Block::News(vec![Line::WhichChallenge]),
            Block::Paragraph(entries),
        ],
    )
}

/// The letters when a challenge is declined.
pub fn challenge_declined(challenge: &Challenge) -> Vec<Letter> {
    vec![
        Letter::lobby(
            &challenge.challenger,
            LobbyTopic::ChallengeDeclined {
                by: challenge.opponent.clone(),
            },
            vec![Block::News(vec![Line::ChallengeDeclinedBy(
                challenge.opponent.clone(),
            )])],
        ),
        Letter::lobby(
            &challenge.opponent,
            LobbyTopic::YouDeclined,
            vec![Block::News(vec![Line::YouDeclinedChallengeOf(
                challenge.challenger.clone(),
            )])],
        ),
    ]
}

/// The letters when a challenge expired unanswered.
pub fn challenge_expired(challenge: &Challenge) -> Vec<Letter> {
    vec![
        Letter::lobby(
            &challenge.challenger,
            LobbyTopic::ChallengeExpired {
                to: challenge.opponent.clone(),
            },
            vec![Block::News(vec![Line::ChallengeExpiredUnanswered(
                challenge.opponent.clone(),
            )])],
        ),
        Letter::lobby(
            &challenge.opponent,
            LobbyTopic::InvitationExpired,
            vec![Block::News(vec![Line::InvitationExpired(
                challenge.challenger.clone(),
            )])],
        ),
    ]
}

/// A refusal outside a game, with what was not understood.
pub fn refusal(to: &str, rejection: &Rejection, reading: Option<&Reading>) -> Letter {
    let mut lines = vec![Line::NothingWasDone(rejection.clone())];
    if let Some(reading) = reading {
        lines.extend(
            reading
                .not_understood
                .iter()
                .cloned()
                .map(Line::NotUnderstood),
        );
    }
    Letter::lobby(to, LobbyTopic::NotDone, vec![Block::News(lines)])
}

/// The rows of a player's list of games.
pub(super) fn game_rows(to: &str, games: &[&Game], now: Timestamp) -> Vec<Line> {
    games
        .iter()
        .flat_map(|game| {
            let you = game.color_of(to).unwrap_or(Color::White);
            let row = Line::Game(GameEntry {
                game: game.id,
                white: game.white().to_owned(),
                black: game.black().to_owned(),
                fullmove: game.position().fullmoves(),
                to_act: game.to_act(),
                you,
                deadline: game.deadline(),
                left: TimeLeft::until(game.deadline(), now),
                offer: game.offer().map(|offer| EntryOffer {
                    kind: offer.kind,
                    yours: offer.by == you,
                }),
            });
            std::iter::once(row).chain(super::clock::clock_lines(game, game.color_of(to), now))
        })
        .collect()
}

/// How many games one `Games` letter lists; `Games 2` the next ones.
pub const GAMES_PER_PAGE: usize = 20;

/// `games` most urgent first: those where `to` must act, by deadline, then those
/// where they wait, by deadline.
pub(super) fn by_urgency<'a>(to: &str, games: &'a [Game]) -> Vec<&'a Game> {
    let mut sorted: Vec<&Game> = games.iter().collect();
    sorted.sort_by_key(|game| {
        let waits = game.to_act().is_none() || game.to_act() != game.color_of(to);
        (waits, game.deadline(), game.id)
    });
    sorted
}

/// Page `page` (from 1; past the last, the last) of a player's games, most urgent
/// first, as the blocks of a letter.
fn games_blocks(
    to: &str,
    games: &[Game],
    page: Option<u32>,
    now: Timestamp,
    lead: bool,
) -> Vec<Block> {
    let head = if games.is_empty() {
        Line::NoGames
    } else {
        Line::YourGames
    };
    let mut news = Vec::new();
    let sorted = by_urgency(to, games);
    let pages = sorted.len().div_ceil(GAMES_PER_PAGE).max(1);
    let asked = page.unwrap_or(1).max(1) as usize;
    if asked > pages && !games.is_empty() {
        news.push(Line::NoSuchGamesPage {
            asked: asked as u32,
            pages: pages as u32,
        });
    }
    let number = asked.min(pages);
    news.push(head);
    let mut blocks = vec![if lead {
        Block::News(news)
    } else {
        Block::Paragraph(news)
    }];
    if !games.is_empty() {
        let shown: Vec<&Game> = sorted
            .into_iter()
            .skip((number - 1) * GAMES_PER_PAGE)
            .take(GAMES_PER_PAGE)
            .collect();
        blocks.push(Block::Paragraph(game_rows(to, &shown, now)));
    }
    if pages > 1 {
        blocks.push(Block::Paragraph(vec![Line::GamesPage {
            page: number as u32,
            pages: pages as u32,
            total: games.len() as u32,
        }]));
    }
    blocks
}

/// A page of the list of a player's games, most urgent first.
pub fn games_list(to: &str, games: &[Game], page: Option<u32>, now: Timestamp) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::YourGames,
        games_blocks(to, games, page, now, true),
    )
}

/// Game commands in a mail that names no game: which game, with the list.
pub fn which_game(to: &str, games: &[Game], now: Timestamp) -> Letter {
    let mut body = vec![Block::News(vec![Line::WhichGame])];
    body.extend(games_blocks(to, games, None, now, false));
    Letter::lobby(to, LobbyTopic::WhichGame, body)
}

/// The help text.
pub fn help(to: &str) -> Letter {
    Letter::lobby(to, LobbyTopic::Help, vec![Block::Help])
}

/// A mail outside a game with no command: why, what was not understood, and the help.
pub fn nothing_done(to: &str, reading: &Reading) -> Letter {
    let mut lines = vec![Line::NoCommand(if reading.quoted_only {
        NoCommand::QuotedOnly
    } else {
        NoCommand::NotUnderstood
    })];
    lines.extend(
        reading
            .not_understood
            .iter()
            .cloned()
            .map(Line::NotUnderstood),
    );
    Letter::lobby(
        to,
        LobbyTopic::NothingDone,
        vec![Block::News(lines), Block::Help],
    )
}

/// The language a player chose.
pub fn language_chosen(to: &str, language: crate::notation::Language) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::Language,
        vec![Block::News(vec![Line::LanguageNow(language)])],
    )
}

/// `Board words`, `Board picture` or `Board text` sent about no game: done, and said
/// in the letter that already shows the board's new style.
pub fn board_style_chosen(to: &str, style: crate::command::BoardStyle) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::BoardStyle,
        vec![Block::News(vec![Line::BoardStyleNow(style)])],
    )
}

/// The one notice a sender gets when they pass the hourly limit.
pub fn too_many_mails(to: &str, limit: u32) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::TooManyMails,
        vec![Block::News(vec![Line::TooManyMails { limit }])],
    )
}

/// `Accept` or `Decline` with no challenge to answer.
pub fn no_open_challenge(to: &str) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::NoOpenChallenge,
        vec![Block::News(vec![Line::NoOpenChallenge])],
    )
}

/// Game commands without the player's token for the game.
pub fn no_authority(to: &str, game: GameId, bad_token: bool) -> Letter {
    Letter {
        about: Some(game),
        ..Letter::lobby(
            to,
            LobbyTopic::NoAuthority { game },
            vec![Block::News(vec![Line::NoAuthority { game, bad_token }])],
        )
    }
}

/// A reply to an older mail of a game that has moved on: refused, with the game as it
/// stands.
pub fn stale(game: &Game, side: Color, now: Timestamp) -> Letter {
    let mut body = vec![Block::News(vec![Line::Stale { game: game.id }])];
    body.extend(game_state(game, side, now));
    Letter {
        to: game.player(side).to_owned(),
        subject: Subject::Lobby(LobbyTopic::Stale { game: game.id }),
        body,
        about: Some(game.id),
        attach_pgn: false,
        answer: Answer::Plain,
    }
}

/// The answer to a mail that only kept, listed or cleared its writer's private notes
/// (the notes themselves are added where letters are queued, as in every letter of
/// the game to its writer).
pub fn notes_letter(game: &Game, side: Color, news: Vec<Line>) -> Letter {
    let mut body = Vec::new();
    if !news.is_empty() {
        body.push(Block::News(news));
    }
    game_letter(game, side, GameTopic::YourNotes, body)
}

/// Tells `sender` that their mail was cut at `limit` bytes: adds a line to the first
/// letter to them.
pub fn note_cut(letters: &mut [Letter], sender: &str, limit: u64) {
    if let Some(letter) = letters.iter_mut().find(|l| l.to == sender) {
        let at = usize::from(matches!(letter.body.first(), Some(Block::News(_))));
        letter
            .body
            .insert(at, Block::Paragraph(vec![Line::MailCut { limit }]));
    }
}
