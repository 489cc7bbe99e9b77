//! Open seeks (Challenge Central): when two seeks make a game.

use crate::command::TimeControl;
use crate::command::community::RatingRange;

/// What a seek asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeekTerms {
    pub rated: bool,
    /// The opponent's rating must lie in it.
    pub range: Option<RatingRange>,
    /// The game's time control (the server's default already put in); `None`: the
    /// silence rule alone.
    pub control: Option<TimeControl>,
    /// A Chess960 game.
    pub chess960: bool,
    /// The most the opponent may have lost on time: a share in whole percent of their
    /// games finished in the last [`super::history::RELIABILITY_DAYS`] days.
    pub timeouts: Option<u32>,
}

/// A player as a seek judges them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seeker {
    /// The rating shown.
    pub rating: i32,
    /// The share of their games finished in the last 90 days that they lost on time,
    /// in whole percent ([`super::history::timeout_percent`]); `None` when none
    /// finished (nothing held against them).
    pub timeouts: Option<u32>,
}

impl SeekTerms {
    fn accepts(&self, player: Seeker) -> bool {
        self.range.is_none_or(|r| r.contains(player.rating))
            && self.accepts_timeouts(player.timeouts)
    }

    /// Whether a player who lost `share` % of their recent games on time may take it.
    pub fn accepts_timeouts(&self, share: Option<u32>) -> bool {
        self.timeouts
            .is_none_or(|max| share.is_none_or(|share| share <= max))
    }
}

/// Two seeks make a game when both are rated or both casual, each player's rating
/// lies in the range the other asked for, and each player's share of games lost on
/// time is within the other's limit. (The store finds the first fitting seek with the
/// same rule in SQL, `Tx::first_fitting_seek`; a test holds the two together.)
pub fn compatible(a: &SeekTerms, a_player: Seeker, b: &SeekTerms, b_player: Seeker) -> bool {
    a.rated == b.rated
        && a.control == b.control
        && a.chess960 == b.chess960
        && a.accepts(b_player)
        && b.accepts(a_player)
}

/// Open seeks on one page of `Seeks`.
pub const SEEKS_PER_PAGE: u32 = 20;

/// The page of open seeks that `Seeks [N]` shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeeksPage {
    /// From 1; the last page when a page past it was asked for.
    pub number: u32,
    /// How many pages the open seeks fill, at least 1.
    pub pages: u32,
    /// The page asked for, when it lay past the last.
    pub past_the_end: Option<u32>,
}

impl SeeksPage {
    /// Page `asked` (the first when none, or 0) of `open` seeks.
    pub fn of(asked: Option<u32>, open: u64) -> SeeksPage {
        let pages = u32::try_from(open.div_ceil(u64::from(SEEKS_PER_PAGE)))
            .unwrap_or(u32::MAX)
            .max(1);
        let asked = asked.unwrap_or(1).max(1);
        SeeksPage {
            number: asked.min(pages),
            pages,
            past_the_end: (asked > pages).then_some(asked),
        }
    }

    /// How many seeks come before this page.
    pub fn offset(&self) -> u64 {
        u64::from(self.number - 1) * u64::from(SEEKS_PER_PAGE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeks_come_in_pages_of_twenty() {
        let page = |asked, open| SeeksPage::of(asked, open);
        let one = |number, pages| SeeksPage {
            number,
            pages,
            past_the_end: None,
        };
        assert_eq!(page(None, 0), one(1, 1));
        assert_eq!(page(None, 20), one(1, 1));
        assert_eq!(page(None, 21), one(1, 2));
        assert_eq!(page(Some(0), 21), one(1, 2));
        assert_eq!(page(Some(2), 21), one(2, 2));
        assert_eq!(page(Some(2), 21).offset(), 20);
        assert_eq!(page(Some(3), 60), one(3, 3));
        assert_eq!(
            page(Some(4), 60),
            SeeksPage {
                number: 3,
                pages: 3,
                past_the_end: Some(4)
            }
        );
        assert_eq!(page(Some(u32::MAX), 60).offset(), 40);
        assert_eq!(
            page(Some(2), 0),
            SeeksPage {
                number: 1,
                pages: 1,
                past_the_end: Some(2)
            }
        );
    }

    #[test]
    fn ranges_and_kinds_must_fit_both_ways() {
        let rated = |rating| Seeker {
            rating,
            timeouts: None,
        };
        let any = SeekTerms {
            rated: true,
            range: None,
            control: None,
            chess960: false,
            timeouts: None,
        };
        let narrow = SeekTerms {
            rated: true,
            range: Some(RatingRange {
                min: 1400,
                max: 1800,
            }),
            control: None,
            chess960: false,
            timeouts: None,
        };
        let casual = SeekTerms {
            rated: false,
            range: None,
            control: None,
            chess960: false,
            timeouts: None,
        };
        assert!(compatible(&any, rated(1500), &any, rated(2100)));
        assert!(compatible(&narrow, rated(2100), &any, rated(1500)));
        assert!(!compatible(&narrow, rated(1500), &any, rated(2100)));
        assert!(!compatible(&any, rated(2100), &narrow, rated(1500)));
        assert!(compatible(&narrow, rated(1800), &narrow, rated(1400)));
        assert!(!compatible(&any, rated(1500), &casual, rated(1500)));
        let daily = SeekTerms {
            control: Some(TimeControl::DaysPerMove { days: 3 }),
            ..any
        };
        let fischer = SeekTerms {
            control: Some(TimeControl::Fischer {
                base_days: 10,
                increment_days: 1,
            }),
            ..any
        };
        assert!(compatible(&daily, rated(1500), &daily, rated(1500)));
        assert!(!compatible(&daily, rated(1500), &fischer, rated(1500)));
        assert!(!compatible(&daily, rated(1500), &any, rated(1500)));
        let chess960 = SeekTerms {
            chess960: true,
            ..any
        };
        assert!(compatible(&chess960, rated(1500), &chess960, rated(1500)));
        assert!(!compatible(&chess960, rated(1500), &any, rated(1500)));
    }

    #[test]
    fn a_limit_on_losses_on_time_holds_the_other_player_to_it() {
        let player = |timeouts| Seeker {
            rating: 1500,
            timeouts,
        };
        let any = SeekTerms {
            rated: true,
            range: None,
            control: None,
            chess960: false,
            timeouts: None,
        };
        let strict = SeekTerms {
            timeouts: Some(10),
            ..any
        };
        assert!(compatible(
            &strict,
            player(Some(50)),
            &any,
            player(Some(10))
        ));
        assert!(!compatible(&strict, player(None), &any, player(Some(11))));
        assert!(!compatible(&any, player(Some(11)), &strict, player(None)));
        // No game finished: nothing to hold against them.
        assert!(compatible(&strict, player(Some(0)), &strict, player(None)));
        let none_at_all = SeekTerms {
            timeouts: Some(0),
            ..any
        };
        assert!(compatible(
            &none_at_all,
            player(None),
            &any,
            player(Some(0))
        ));
        assert!(!compatible(
            &none_at_all,
            player(None),
            &any,
            player(Some(1))
        ));
    }
}
