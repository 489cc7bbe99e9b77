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
}

impl SeekTerms {
    fn accepts(&self, rating: i32) -> bool {
        self.range.is_none_or(|r| r.contains(rating))
    }
}

/// Two seeks make a game when both are rated or both casual, and each player's rating
/// lies in the range the other asked for.
pub fn compatible(a: &SeekTerms, a_rating: i32, b: &SeekTerms, b_rating: i32) -> bool {
    a.rated == b.rated && a.control == b.control && a.accepts(b_rating) && b.accepts(a_rating)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_kinds_must_fit_both_ways() {
        let any = SeekTerms {
            rated: true,
            range: None,
            control: None,
        };
        let narrow = SeekTerms {
            rated: true,
            range: Some(RatingRange {
                min: 1400,
                max: 1800,
            }),
            control: None,
        };
        let casual = SeekTerms {
            rated: false,
            range: None,
            control: None,
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
    }
}
