//! What the community's letters say, as data: [`CommunityLine`] (every sentence about
//! names, ratings, seeks and tournaments), the subjects of their letters
//! ([`CommunityTopic`]), and the writers that build them. `catalogue/community.rs`
//! names the message of each and its arguments; `i18n/<code>/community.ftl` words them.
//!
//! [`disguise`] puts public names where a letter about a game started by a seek or a
//! tournament would show the opponent's address: those players never learn each
//! other's addresses.

use crate::command::TimeControl;
use crate::command::community::RatingRange;
use crate::community::{Crosstable, NameProblem, Pool, RatingChange, Unrated};
use crate::game::{GameId, GameResult, Rejection};
use crate::rules::Color;

use super::{Block, Letter, Line, LobbyTopic, Subject};

/// The subject of a community letter (after `[pawnpost]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommunityTopic {
    Name,
    Rating,
    Top,
    /// A player's history, by their public name.
    Player(String),
    Seeks,
    SeekExpired,
    /// About a tournament: joining, its start, a withdrawal.
    Tournament(String),
    /// The standings of a tournament; `last` when it is over.
    Standings {
        name: String,
        over: bool,
    },
    /// About a ladder: its places, a challenge, its standings.
    Ladder(String),
    /// About a team, a team match or a team round robin, by its name.
    Team(TeamTopic, String),
}

/// What a team letter is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamTopic {
    Team,
    Match,
    League,
}

impl TeamTopic {
    /// The stable key (the message files' selector).
    pub fn key(self) -> &'static str {
        match self {
            TeamTopic::Team => "team",
            TeamTopic::Match => "match",
            TeamTopic::League => "league",
        }
    }
}

/// One result in a player's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryResult {
    pub game: GameId,
    pub opponent: String,
    pub color: Color,
    pub result: GameResult,
    /// The pool it was rated in; `None`: not rated.
    pub rated: Option<Pool>,
}

impl HistoryResult {
    /// `won`, `drawn`, `lost` or `cancelled`: the game for the player whose history it
    /// is, as a stable key the message files choose their words by.
    pub fn key(&self) -> &'static str {
        match self.result.winner() {
            _ if self.result == GameResult::Cancelled => "cancelled",
            None => "drawn",
            Some(winner) if winner == self.color => "won",
            Some(_) => "lost",
        }
    }
}

/// Why a half-point bye cannot be booked (docs/rules.md, "Half-point byes").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HalfByeRefusal {
    /// The event is no Swiss (a round robin, a knockout, a ladder).
    NotSwiss,
    /// The sender plays in it no more, or never did, or it is over.
    NotPlaying,
    /// The event allows none.
    NoneAllowed,
    /// The sender booked all `allowed` already.
    Used { allowed: u32 },
    /// Booked already for the next round, `round`.
    AlreadyAsked { round: u32 },
    /// The next round to pair is the last: no bye in it.
    LastRound { round: u32 },
    /// Every round is paired.
    NoRoundLeft,
    /// Fewer than two players would be paired in `round`.
    TooFewLeft { round: u32 },
}

impl HalfByeRefusal {
    /// A stable key the message files choose their words by.
    pub fn key(self) -> &'static str {
        match self {
            HalfByeRefusal::NotSwiss => "not_swiss",
            HalfByeRefusal::NotPlaying => "not_playing",
            HalfByeRefusal::NoneAllowed => "none_allowed",
            HalfByeRefusal::Used { .. } => "used",
            HalfByeRefusal::AlreadyAsked { .. } => "already_asked",
            HalfByeRefusal::LastRound { .. } => "last_round",
            HalfByeRefusal::NoRoundLeft => "no_round_left",
            HalfByeRefusal::TooFewLeft { .. } => "too_few_left",
        }
    }
}

/// One sentence of a community letter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommunityLine {
    /// The help text's lines for the community commands.
    Help,
    /// A letter's subject.
    Subject(CommunityTopic),

    // ---- names -----------------------------------------------------------------
    NameSet(String),
    /// The name asked for (`None` in a fixed form: the mail's text is not repeated).
    NameRefused {
        name: Option<String>,
        why: NameProblem,
    },

    // ---- ratings ---------------------------------------------------------------
    /// The reader's rating in one pool (standard first, then each pool they played).
    YourRating {
        pool: Pool,
        rating: i32,
        deviation: i32,
        games: u32,
        provisional: bool,
    },
    /// No rated game yet.
    NoRatedGames,
    LastChange {
        game: GameId,
        change: RatingChange,
    },
    /// In the game-over letter.
    GameRated {
        /// The pool the game was rated in.
        pool: Pool,
        you: RatingChange,
        opponent: String,
        theirs: RatingChange,
    },
    GameNotRated(Unrated),
    /// In a challenge and its invitation: whether the game will be rated.
    ChallengeRated(bool),
    /// How the reader is shown to others.
    KnownAs(String),

    // ---- the top list ----------------------------------------------------------------
    /// The heading of one pool's list.
    TopHeading {
        pool: Pool,
        min_games: u32,
    },
    TopEntry {
        rank: u32,
        label: String,
        rating: i32,
        provisional: bool,
        games: u32,
        /// The share of the games finished in the last 90 days lost on time (percent);
        /// `None` when none finished.
        timeouts: Option<u32>,
    },
    TopEmpty,

    // ---- a player's history -----------------------------------------------------------
    /// The name asked for (`None` in a fixed form).
    NoSuchPlayer(Option<String>),
    /// `Player` with an address: players are looked up by name only.
    PlayerByNameOnly,
    /// More different questions about the community than a mail may ask: the first
    /// `n` were answered.
    QuestionsPerMail(u32),
    PlayerHeading(String),
    /// The player's rating in one pool.
    PlayerRating {
        pool: Pool,
        rating: i32,
        provisional: bool,
        games: u32,
    },
    PlayerRecord {
        played: u32,
        won: u32,
        drawn: u32,
        lost: u32,
        lost_on_time: u32,
    },
    /// Reliability over the last `days` days: games lost on time of those finished,
    /// and the median days per move of the timed games (tenths of a day).
    PlayerReliability {
        days: i64,
        lost_on_time: u32,
        finished: u32,
        median_tenths: Option<u32>,
    },
    /// Average days per move over the last `games` games (tenths of a day).
    PlayerSpeed {
        tenths: Option<u32>,
        games: u32,
    },
    ResultsHeading,
    Result(HistoryResult),
    CurrentHeading,
    Current {
        game: GameId,
        opponent: String,
        color: Color,
        fullmove: u32,
    },
    NoneYet,

    // ---- seeks --------------------------------------------------------------------------
    SeekPosted {
        casual: bool,
        range: Option<RatingRange>,
        /// `None`: the silence rule alone.
        control: Option<TimeControl>,
        chess960: bool,
        /// The most the opponent may have lost on time (whole percent).
        timeouts: Option<u32>,
        days: u32,
    },
    /// An open seek would have fitted, but its player admits only opponents who lost at
    /// most `max` % of their games of the last `days` days on time, and the sender lost
    /// `lost_on_time` of `finished`.
    SeekTimeoutsRefused {
        label: String,
        max: u32,
        days: i64,
        lost_on_time: u32,
        finished: u32,
    },
    /// A seek's time control beyond what a game may use.
    SeekControlOutOfRange {
        control: TimeControl,
        max: u32,
    },
    /// The sender's earlier seek was replaced by the new one.
    SeekReplaced,
    SeekMatched {
        opponent: String,
        rating: i32,
        casual: bool,
    },
    SeeksHeading,
    SeekEntry {
        label: String,
        rating: i32,
        provisional: bool,
        casual: bool,
        range: Option<RatingRange>,
        control: Option<TimeControl>,
        chess960: bool,
        timeouts: Option<u32>,
        days_ago: i64,
        yours: bool,
    },
    NoSeeks,
    /// Below a page of open seeks, when they fill more than one (`Seeks N`).
    SeeksPage {
        page: u32,
        pages: u32,
        total: u64,
    },
    /// `Seeks N` past the last page; the last is shown.
    NoSuchSeeksPage {
        asked: u32,
        pages: u32,
    },
    SeekCancelled,
    NoSeekToCancel,
    SeekExpired {
        days: u32,
    },
    /// The seeker plays as many games as allowed.
    TooManyGamesToSeek {
        max: u64,
    },

    // ---- tournaments ----------------------------------------------------------------
    OpenTournamentsHeading,
    OpenTournament {
        name: String,
        taken: u32,
        size: u32,
        double: bool,
        /// A Swiss of this many rounds; `None`: a round robin.
        swiss_rounds: Option<u32>,
        /// A knockout (then `swiss_rounds` is `None`).
        knockout: bool,
        control: Option<TimeControl>,
    },
    Joined {
        name: String,
        taken: u32,
        size: u32,
    },
    AlreadyJoined(String),
    /// The name asked for (`None` in a fixed form).
    NoSuchTournament(Option<String>),
    /// Not open for joining (running or over).
    NotOpen(String),
    TournamentBegins {
        name: String,
        players: u32,
        games: u32,
    },
    /// In the first letter of a tournament game.
    TournamentGame {
        name: String,
        round: u32,
        rounds: u32,
    },
    TooBusyToJoin {
        active: u64,
        needed: u64,
        max: u64,
    },
    /// The tournament admits only players who lost at most `max` % of their games of
    /// the last `days` days on time; the sender lost `lost_on_time` of `finished`.
    TooManyTimeoutsToJoin {
        name: String,
        max: u32,
        days: i64,
        lost_on_time: u32,
        finished: u32,
    },
    /// `Standings` without a name, and the sender plays in no single tournament.
    WhichTournament,
    StandingsHeading {
        name: String,
        double: bool,
        finished: u32,
        total: u32,
        over: bool,
    },
    /// A Swiss begins: its first round is paired.
    SwissBegins {
        name: String,
        players: u32,
        rounds: u32,
    },
    /// A late entry into a running Swiss: paired from `round` on.
    JoinedLate {
        name: String,
        round: u32,
        rounds: u32,
    },
    /// The pairing-allocated bye of a round of a Swiss.
    SwissBye {
        name: String,
        round: u32,
        rounds: u32,
    },
    /// `Half-point bye NAME` booked for round `round` of `rounds`: the player's
    /// `booked` half-point byes of the `allowed`.
    HalfByeBooked {
        name: String,
        round: u32,
        rounds: u32,
        booked: u32,
        allowed: u32,
    },
    /// `Half-point bye NAME` refused, and why.
    HalfByeRefused {
        name: String,
        why: HalfByeRefusal,
    },
    /// `Cancel bye NAME` done: the request for round `round` is gone.
    HalfByeCancelled {
        name: String,
        round: u32,
    },
    /// `Cancel bye NAME` with no request left to cancel: `paired` is the round paired
    /// already whose half-point bye stands, if any.
    NoHalfByeToCancel {
        name: String,
        paired: Option<u32>,
    },
    /// The round is paired: the player takes the half-point bye they asked for.
    SwissHalfBye {
        name: String,
        round: u32,
        rounds: u32,
    },
    /// The round could not be paired without the player: the half-point bye they asked
    /// for lapses (their allowance is not spent) and they play it.
    SwissHalfByeLapsed {
        name: String,
        round: u32,
    },
    /// In the first letters of a round's games: the players (public names) who took a
    /// half-point bye in it.
    SwissHalfByesInRound {
        labels: Vec<String>,
    },
    /// Above a Swiss's table: after `round` of `rounds`, or final.
    SwissStandingsHeading {
        name: String,
        round: u32,
        rounds: u32,
        over: bool,
    },
    /// Below a Swiss's table: what its cells say.
    SwissLegend,
    /// Below a Swiss's table with a half-point bye in it: what its cell says.
    SwissHalfByeLegend,
    /// `Withdraw from NAME` done: before the start (the seat freed) or during a Swiss.
    YouWithdrew {
        name: String,
        before_start: bool,
        /// A running game of theirs ended as their loss (none during a bye, or once
        /// their game of the round was over).
        game_ended: bool,
    },
    /// `Join NAME` from a player withdrawn from it: they are not paired again.
    WithdrawnCannotRejoin(String),
    /// A Swiss's player who lost two rounds in a row by forfeit is withdrawn.
    NoShowWithdrawn(String),
    /// A running round robin: only the admin withdraws (results may be annulled).
    WithdrawAskAdmin(String),
    /// Nothing to withdraw from: not a player of it, withdrawn already, or it is over.
    CannotWithdraw(String),
    /// Below a table with withdrawn players.
    WithdrawnMark,
    /// To a player the admin withdrew.
    Withdrawn(String),
    /// The ending note of a game ended by a withdrawal.
    WithdrawalNote {
        name: String,
        loser: Color,
    },
    /// About a knockout event (`super::knockout`).
    Knockout(super::knockout::KnockoutLine),
    /// About a ladder ([`super::ladder`]).
    Ladder(super::ladder::LadderLine),
    /// About a team match ([`super::teams`]).
    Team(super::teams::TeamLine),
    /// About an event in stages ([`super::stages`]).
    Stage(super::stages::StageLine),
}

impl From<CommunityLine> for Line {
    fn from(line: CommunityLine) -> Line {
        Line::Community(line)
    }
}

/// A letter about no game with `lines` as its news.
pub fn note(to: &str, topic: CommunityTopic, lines: Vec<CommunityLine>) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::Community(topic),
        vec![Block::News(lines.into_iter().map(Line::from).collect())],
    )
}

/// A letter about no game: `news`, then further paragraphs.
pub fn letter(
    to: &str,
    topic: CommunityTopic,
    news: Vec<CommunityLine>,
    paragraphs: Vec<Vec<CommunityLine>>,
) -> Letter {
    let mut body = vec![Block::News(news.into_iter().map(Line::from).collect())];
    body.extend(
        paragraphs
            .into_iter()
            .filter(|p| !p.is_empty())
            .map(|p| Block::Paragraph(p.into_iter().map(Line::from).collect())),
    );
    Letter::lobby(to, LobbyTopic::Community(topic), body)
}

/// The standings of a tournament: a heading, the crosstable and, with withdrawn
/// players, what their mark means.
pub fn standings(
    to: &str,
    name: &str,
    double: bool,
    rules: &crate::game::EventRules,
    table: &Crosstable,
) -> Letter {
    let over = table.is_complete();
    let mut body = vec![
        Block::News(vec![Line::Community(CommunityLine::StandingsHeading {
            name: name.to_owned(),
            double,
            finished: table.finished,
            total: table.total,
            over,
        })]),
        Block::Crosstable(table.clone()),
    ];
    if table.rows.iter().any(|r| r.withdrawn) {
        body.push(Block::Paragraph(vec![Line::Community(
            CommunityLine::WithdrawnMark,
        )]));
    }
    if !rules.is_default() {
        body.push(Block::Paragraph(vec![Line::EventRules(*rules)]));
    }
    Letter::lobby(
        to,
        LobbyTopic::Community(CommunityTopic::Standings {
            name: name.to_owned(),
            over,
        }),
        body,
    )
}

/// The standings of a Swiss (after a round, or final), or as asked.
pub fn swiss_standings(
    to: &str,
    name: &str,
    rules: &crate::game::EventRules,
    table: &crate::community::swiss::event::SwissTable,
) -> Letter {
    let mut body = vec![
        Block::News(vec![Line::Community(
            CommunityLine::SwissStandingsHeading {
                name: name.to_owned(),
                round: table.rounds,
                rounds: table.total_rounds,
                over: table.over,
            },
        )]),
        Block::SwissTable(table.clone()),
        Block::Paragraph(vec![Line::Community(CommunityLine::SwissLegend)]),
    ];
    if table.has_half_byes() {
        body.push(Block::Paragraph(vec![Line::Community(
            CommunityLine::SwissHalfByeLegend,
        )]));
    }
    if table.rows.iter().any(|r| r.withdrawn) {
        body.push(Block::Paragraph(vec![Line::Community(
            CommunityLine::WithdrawnMark,
        )]));
    }
    if !rules.is_default() {
        body.push(Block::Paragraph(vec![Line::EventRules(*rules)]));
    }
    Letter::lobby(
        to,
        LobbyTopic::Community(CommunityTopic::Standings {
            name: name.to_owned(),
            over: table.over,
        }),
        body,
    )
}

// ---- knockouts (`super::knockout`) ----------------------------------------------

use super::knockout::KnockoutLine;

impl From<KnockoutLine> for Line {
    fn from(line: KnockoutLine) -> Line {
        Line::Community(CommunityLine::Knockout(line))
    }
}

/// A letter about a knockout with `lines` as its news.
pub fn knockout_note(to: &str, name: &str, lines: Vec<KnockoutLine>) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::Community(CommunityTopic::Tournament(name.to_owned())),
        vec![Block::News(lines.into_iter().map(Line::from).collect())],
    )
}

/// The bracket of a knockout, as asked (`Standings NAME`) or at its end.
pub fn knockout_bracket(
    to: &str,
    name: &str,
    rules: &crate::game::EventRules,
    bracket: &crate::community::knockout_event::Bracket,
) -> Letter {
    let round = bracket.rounds.last().map_or(
        crate::community::knockout::RoundName::of(1, bracket.total_rounds),
        |r| r.name,
    );
    let champion = bracket.champion().map(|s| bracket.label(s).to_owned());
    let over = champion.is_some();
    let mut body = vec![
        Block::News(vec![
            KnockoutLine::Heading {
                name: name.to_owned(),
                round,
                champion,
            }
            .into(),
        ]),
        Block::Bracket(bracket.clone()),
        Block::Paragraph(vec![
            KnockoutLine::Legend {
                seeding: bracket.seeding,
            }
            .into(),
        ]),
    ];
    if !rules.is_default() {
        body.push(Block::Paragraph(vec![Line::EventRules(*rules)]));
    }
    Letter::lobby(
        to,
        LobbyTopic::Community(CommunityTopic::Standings {
            name: name.to_owned(),
            over,
        }),
        body,
    )
}

/// Adds `line` as a paragraph right after the news of the letter to `to` about
/// `game` (the game-over letter gets the rating change; a game's first letter its
/// tournament).
pub fn add_to_game_letter(letters: &mut [Letter], game: GameId, to: &str, line: CommunityLine) {
    if let Some(letter) = letters
        .iter_mut()
        .find(|l| l.about == Some(game) && l.to == to && matches!(l.subject, Subject::Game { .. }))
    {
        let at = usize::from(matches!(letter.body.first(), Some(Block::News(_))));
        letter
            .body
            .insert(at, Block::Paragraph(vec![Line::Community(line)]));
    }
}

/// In the first letters of a game that a seek or a tournament started, says how it
/// came about instead of "the challenge was accepted".
pub fn game_begins_with(letters: &mut [Letter], game: GameId, to: &str, line: CommunityLine) {
    for letter in letters
        .iter_mut()
        .filter(|l| l.about == Some(game) && l.to == to)
    {
        for block in &mut letter.body {
            if let Block::News(lines) = block {
                for shown in lines.iter_mut() {
                    if *shown == Line::GameBegins {
                        *shown = Line::Community(line.clone());
                    }
                }
            }
        }
    }
}

/// Puts public names for addresses in a letter: in everything about a game that
/// `public` says was started by a seek or a tournament (its subject, the headline and seat
/// lines,
/// refusals naming the player to move, rows of game lists), `label` gives the name.
pub fn disguise<E>(
    letter: &mut Letter,
    public: &mut impl FnMut(GameId) -> Result<bool, E>,
    label: &mut impl FnMut(&str) -> Result<String, E>,
) -> Result<(), E> {
    let about_public = match letter.about {
        Some(game) => public(game)?,
        None => false,
    };
    if about_public {
        disguise_subject(&mut letter.subject, label)?;
    }
    // In a letter about several games, each game's part starts with its heading and
    // is disguised as the game's own letter would be.
    let mut section_public = about_public;
    for block in &mut letter.body {
        let (Block::News(lines) | Block::Paragraph(lines) | Block::State(lines)) = block else {
            continue;
        };
        for line in lines {
            match line {
                Line::Game(entry) if public(entry.game)? => {
                    entry.white = label(&entry.white)?;
                    entry.black = label(&entry.black)?;
                }
                Line::GameSection { game, white, black } => {
                    section_public = public(*game)?;
                    if section_public {
                        *white = label(white)?;
                        *black = label(black)?;
                    }
                }
                Line::Seat { opponent, .. } if section_public => *opponent = label(opponent)?,
                Line::Headline(said) if section_public => said.opponent = label(&said.opponent)?,
                Line::NotDone { why, .. } | Line::NothingWasDone(why) if section_public => {
                    disguise_rejection(why, label)?
                }
                _ => {}
            }
        }
    }
    Ok(())
}

fn disguise_subject<E>(
    subject: &mut Subject,
    label: &mut impl FnMut(&str) -> Result<String, E>,
) -> Result<(), E> {
    match subject {
        Subject::Game { white, black, .. } => {
            *white = label(white)?;
            *black = label(black)?;
        }
        Subject::Folded { first, .. } => disguise_subject(first, label)?,
        Subject::Lobby(_) => {}
    }
    Ok(())
}

fn disguise_rejection<E>(
    rejection: &mut Rejection,
    label: &mut impl FnMut(&str) -> Result<String, E>,
) -> Result<(), E> {
    match rejection {
        Rejection::NotYourTurn { address, .. } | Rejection::NotAPlayer { address } => {
            *address = label(address)?;
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::letter::game_started;

    #[test]
    fn public_games_show_names_and_others_addresses() {
        let mut game = Game::new("anna@example.org", "bob@example.org", 86_400 * 30, 0);
        game.id = 7;
        let labels = |a: &str| -> Result<String, ()> {
            Ok(match a {
                "anna@example.org" => "Anna".to_owned(),
                _ => "player2".to_owned(),
            })
        };
        let mut letters = game_started(&game, 0);
        for letter in &mut letters {
            disguise(letter, &mut |_| Ok::<_, ()>(true), &mut labels.clone()).unwrap();
        }
        let shown = |letters: &[Letter]| -> String {
            letters
                .iter()
                .map(|l| format!("{:?} {:?}", l.subject, l.body))
                .collect()
        };
        let text = shown(&letters);
        assert!(!text.contains('@'), "{text}");
        assert!(text.contains("player2") && text.contains("Anna"));
        let mut letters = game_started(&game, 0);
        for letter in &mut letters {
            disguise(letter, &mut |_| Ok::<_, ()>(false), &mut labels.clone()).unwrap();
        }
        assert!(shown(&letters).contains("bob@example.org"));
    }
}
