//! What a knockout event's letters say, as data ([`KnockoutLine`]), and the writer of
//! its bracket letter. `catalogue/knockout.rs` names each line's message;
//! `i18n/<code>/knockout.ftl` words them.
//!
//! Every text a line carries is the tournament's name (set by the admin) or a public
//! name (admitted and capped where it was set): never a word from a mail.

use crate::community::knockout::RoundName;
use crate::community::knockout_event::{Bracket, Why};

use super::community::CommunityTopic;
use super::{Block, CommunityLine, Letter, Line, LobbyTopic};

/// One sentence about a knockout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KnockoutLine {
    /// The event begins: its first round's matches start now.
    Begins {
        name: String,
        players: u32,
        rounds: u32,
    },
    /// In the first letter of a game of a match: its round, and whether it is of the
    /// extra pair after a tie.
    Game {
        name: String,
        round: RoundName,
        extra: bool,
    },
    /// A top seed's bye in the first round: through to `next` without playing.
    Bye { name: String, next: RoundName },
    /// The reader's match is tied after its first pair: another pair starts now.
    Tie {
        name: String,
        round: RoundName,
        opponent: String,
        /// Half-points each side scored.
        halves: u32,
        /// The reader is the higher seed (goes through if the extra pair is tied).
        you_higher: bool,
    },
    /// The reader's match is decided.
    Decided {
        name: String,
        round: RoundName,
        opponent: String,
        you_through: bool,
        why: Why,
        /// Half-points of the reader and of the opponent.
        mine: u32,
        theirs: u32,
        /// The reader's seed and the opponent's.
        seeds: (u32, u32),
        /// It was the final.
        last: bool,
    },
    /// Above the bracket: the round under way, or the champion.
    Heading {
        name: String,
        round: RoundName,
        champion: Option<String>,
    },
    /// Below the bracket: what it shows and the tie rule.
    Legend,
}

impl From<KnockoutLine> for Line {
    fn from(line: KnockoutLine) -> Line {
        Line::Community(CommunityLine::Knockout(line))
    }
}

/// A letter about a knockout with `lines` as its news.
pub fn note(to: &str, name: &str, lines: Vec<KnockoutLine>) -> Letter {
    Letter::lobby(
        to,
        LobbyTopic::Community(CommunityTopic::Tournament(name.to_owned())),
        vec![Block::News(lines.into_iter().map(Line::from).collect())],
    )
}

/// The bracket of a knockout, as asked (`Standings NAME`) or at its end.
pub fn bracket(to: &str, name: &str, rules: &crate::game::EventRules, bracket: &Bracket) -> Letter {
    let round = bracket
        .rounds
        .last()
        .map_or(RoundName::of(1, bracket.total_rounds), |r| r.name);
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
        Block::Paragraph(vec![KnockoutLine::Legend.into()]),
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
