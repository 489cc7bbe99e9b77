//! What letters say about conditional moves, as data: [`ConditionsLine`] (every
//! sentence), worded by `i18n/<code>/conditions.ftl` through `catalogue/conditions.rs`,
//! and how a game letter gets them.
//!
//! Privacy is kept here: [`lines_for`] gives each line to the player whose tree it is
//! and to no one else.

use crate::game::Game;
use crate::game::conditions::{ConditionsEvent, Listing, TreeMove};

use super::{Line, MoveRef};

/// One sentence about a player's conditional moves, for that player only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionsLine {
    /// The help text's lines for the conditions commands.
    Help,
    /// The tree was set (`replaced`: a tree before it is gone), as understood.
    Set {
        lines: Vec<Vec<MoveRef>>,
        replaced: bool,
    },
    /// Opponent's moves at the ends of lines that had no answer, left out.
    LeftOut(Vec<MoveRef>),
    /// `Conditions`: the tree's lines.
    Listing(Vec<Vec<MoveRef>>),
    /// `Conditions` without a tree.
    NoConditions,
    /// `Board` from a player holding a tree of `lines` lines.
    Held {
        lines: u32,
    },
    Cleared,
    NothingToClear,
    /// `mv` was played for the reader from their tree; `lines_left` remain.
    PlayedForYou {
        mv: MoveRef,
        lines_left: u32,
    },
    /// The tree did not foresee the opponent's `mv` and was dropped.
    Dropped {
        mv: MoveRef,
    },
}

fn move_ref(m: &TreeMove) -> MoveRef {
    MoveRef {
        number: m.number,
        side: m.side,
        san: m.san,
    }
}

fn lines_of(listing: &Listing) -> Vec<Vec<MoveRef>> {
    listing
        .lines
        .iter()
        .map(|line| line.iter().map(move_ref).collect())
        .collect()
}

/// The move at `ply` (1 for White's first) of `game`.
fn move_at(game: &Game, ply: u32) -> Option<MoveRef> {
    let index = usize::try_from(ply).ok()?.checked_sub(1)?;
    let record = game.record();
    let positions = record.positions();
    let before = positions.get(index)?;
    let m = record.moves().get(index)?;
    Some(MoveRef {
        number: before.fullmoves(),
        side: before.turn(),
        san: crate::notation::SanPlus::from_move(before, m),
    })
}

/// What `event.by()` — and only that player — is told of `event` in the letter about
/// `game` after the mail.
pub fn lines_for(event: &ConditionsEvent, game: &Game) -> Vec<Line> {
    let line = |l| vec![Line::Conditions(l)];
    match event {
        ConditionsEvent::Set {
            listing,
            left_out,
            replaced,
            ..
        } => {
            let mut out = line(ConditionsLine::Set {
                lines: lines_of(listing),
                replaced: *replaced,
            });
            if !left_out.is_empty() {
                out.push(Line::Conditions(ConditionsLine::LeftOut(
                    left_out.iter().map(move_ref).collect(),
                )));
            }
            out
        }
        ConditionsEvent::Listed {
            listing: Some(listing),
            ..
        } => line(ConditionsLine::Listing(lines_of(listing))),
        ConditionsEvent::Listed { listing: None, .. } => line(ConditionsLine::NoConditions),
        ConditionsEvent::Held { lines, .. } => line(ConditionsLine::Held { lines: *lines }),
        ConditionsEvent::Cleared { had: true, .. } => line(ConditionsLine::Cleared),
        ConditionsEvent::Cleared { had: false, .. } => line(ConditionsLine::NothingToClear),
        ConditionsEvent::Answered {
            ply, lines_left, ..
        } => move_at(game, *ply)
            .map(|mv| {
                line(ConditionsLine::PlayedForYou {
                    mv,
                    lines_left: *lines_left,
                })
            })
            .unwrap_or_default(),
        ConditionsEvent::Dropped { ply, .. } => move_at(game, *ply)
            .map(|mv| line(ConditionsLine::Dropped { mv }))
            .unwrap_or_default(),
    }
}
