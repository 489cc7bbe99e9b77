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
}

impl SeekTerms {
    fn accepts(&self, rating: i32) -> bool {
        self.range.is_none_or(|r| r.contains(rating))
    }
}

/// Two seeks make a game when both are rated or both casual, and each player's rating
/// lies in the range the other asked for. (The store finds the first fitting seek with
/// the same rule in SQL, `Tx::first_fitting_seek`; a test holds the two together.)
pub fn compatible(a: &SeekTerms, a_rating: i32, b: &SeekTerms, b_rating: i32) -> bool {
    a.rated == b.rated
        && a.control == b.control
        && a.chess960 == b.chess960
        && a.accepts(b_rating)
        && b.accepts(a_rating)
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
        let any = SeekTerms {
            rated: true,
            range: None,
            control: None,
            chess960: false,
        };
        let narrow = SeekTerms {
            rated: true,
            range: Some(RatingRange {
                min: 1400,
                max: 1800,
            }),
            control: None,
            chess960: false,
        };
        let casual = SeekTerms {
            rated: false,
            range: None,
            control: None,
            chess960: false,
        };
        assert!(compatible(&any, 1500, &any, 2100));
        assert!(compatible(&narrow, 2100, &any, 1500));
        assert!(!compatible(&narrow, 1500, &any, 2100));
        assert!(!compatible(&any, 2100, &narrow, 1500));
        assert!(compatible(&narrow, 1800, &narrow, 1400));
        assert!(!compatible(&any, 1500, &casual, 1500));
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
        assert!(compatible(&daily, 1500, &daily, 1500));
        assert!(!compatible(&daily, 1500, &fischer, 1500));
        assert!(!compatible(&daily, 1500, &any, 1500));
        let chess960 = SeekTerms {
            chess960: true,
            ..any
        };
        assert!(compatible(&chess960, 1500, &chess960, 1500));
        assert!(!compatible(&chess960, 1500, &any, 1500));
    }
}
