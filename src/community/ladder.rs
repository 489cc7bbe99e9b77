//! Ladders (issue 32, item 5): players hold places, 1 at the top, and climb by
//! challenging someone a few places above. Pure: the ladder and the challenges in, the
//! new order out; the daemon keeps them in the store and words the letters.
//!
//! The rules, as SchemingMind's and EmailChessPoint's ladders run them by mail:
//!
//! - A player may challenge anyone from one to [`LadderRules::reach`] places above,
//!   when neither of them has a challenge open (so a player near the top cannot be
//!   buried in challenges, and nobody holds a place by challenging others).
//! - One game per challenge; the challenger has White, so that the challenge can carry
//!   the first move.
//! - **The challenger wins:** they take the defender's place; the defender and everyone
//!   between move down one. The players between lost no game, so none of them loses
//!   more than one place (a swap would drop the defender several places, and reward
//!   reaching far for a weak defender).
//! - **A challenge declined, or left unanswered for the event's days, counts as won by
//!   the challenger** (EmailChessPoint's rule): otherwise a player could keep a place by
//!   not answering.
//! - **A draw or the defender's win changes nothing**, and the challenger may not
//!   challenge the same defender again for [`LadderRules::rematch_days`].
//! - A newcomer enters at the bottom; a player who withdraws leaves their place, and
//!   everyone below moves up one. Their open challenge is cancelled.

use crate::time::Timestamp;

/// Where a player stands on a ladder, as `Player` and their public page show it: all
/// of it public (the ladder's page shows the places and the open challenges).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    pub ladder: String,
    /// 1 at the top, of `players`.
    pub place: u32,
    pub players: u32,
    /// The player's challenge not yet over (at most one a ladder).
    pub challenge: Option<OpenChallenge>,
}

/// A challenge not yet over, from one of its players' side.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OpenChallenge {
    /// The other player's public name.
    pub opponent: String,
    pub side: ChallengeSide,
    /// The answer is due by then (while not accepted).
    pub by: Timestamp,
}

/// Which side of a challenge a player is on, and whether its game runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChallengeSide {
    /// They challenged; the answer is awaited.
    Challenging,
    /// They are challenged and have not answered.
    Challenged,
    /// The challenge was accepted: its game runs.
    Playing,
}

impl ChallengeSide {
    /// A stable key the message files choose their words by.
    pub fn key(self) -> &'static str {
        match self {
            ChallengeSide::Challenging => "challenging",
            ChallengeSide::Challenged => "challenged",
            ChallengeSide::Playing => "playing",
        }
    }
}

/// An event's ladder rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LadderRules {
    /// How many places above their own a player may challenge.
    pub reach: u32,
    /// Days before a challenger who drew or lost may challenge the same defender again.
    pub rematch_days: u32,
}

impl Default for LadderRules {
    fn default() -> Self {
        LadderRules {
            reach: 3,
            rematch_days: 30,
        }
    }
}

/// An open or decided challenge between two players of a ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge<P> {
    pub challenger: P,
    pub defender: P,
    /// When the challenge ended; `None` while it is open.
    pub ended: Option<(Timestamp, Ending)>,
}

/// How a challenge ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    ChallengerWon,
    Draw,
    DefenderWon,
    /// Refused by the defender.
    Declined,
    /// Not answered within the event's days.
    Unanswered,
}

impl Ending {
    /// Whether the challenger takes the defender's place.
    pub fn challenger_climbs(self) -> bool {
        matches!(
            self,
            Ending::ChallengerWon | Ending::Declined | Ending::Unanswered
        )
    }
}

/// Why a challenge may not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The challenger is not on the ladder.
    NotOnLadder,
    /// The defender is not on the ladder.
    DefenderNotOnLadder,
    Yourself,
    /// The defender is below, or level: a ladder is climbed.
    NotAbove,
    /// The defender is `places` above, more than the rules' reach.
    TooFar {
        places: u32,
        reach: u32,
    },
    /// The challenger already has a challenge open.
    ChallengerBusy,
    /// The defender already has one.
    DefenderBusy,
    /// The challenger drew or lost against this defender recently; they may challenge
    /// again from `from`.
    TooSoon {
        from: Timestamp,
    },
}

/// A ladder: its players from the top (place 1) down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ladder<P> {
    pub places: Vec<P>,
}

impl<P: PartialEq + Clone> Ladder<P> {
    /// The 1-based place of `player`.
    pub fn place(&self, player: &P) -> Option<u32> {
        self.places
            .iter()
            .position(|p| p == player)
            .map(|i| i as u32 + 1)
    }

    /// Whether `challenger` may challenge `defender` at `now`, given every challenge
    /// of the event (open ones and ended ones).
    pub fn may_challenge(
        &self,
        challenger: &P,
        defender: &P,
        challenges: &[Challenge<P>],
        rules: LadderRules,
        now: Timestamp,
    ) -> Result<(), Refusal> {
        let from = self.place(challenger).ok_or(Refusal::NotOnLadder)?;
        let to = self.place(defender).ok_or(Refusal::DefenderNotOnLadder)?;
        if from == to {
            return Err(Refusal::Yourself);
        }
        if to > from {
            return Err(Refusal::NotAbove);
        }
        if from - to > rules.reach {
            return Err(Refusal::TooFar {
                places: from - to,
                reach: rules.reach,
            });
        }
        let open = |p: &P| {
            challenges
                .iter()
                .any(|c| c.ended.is_none() && (&c.challenger == p || &c.defender == p))
        };
        if open(challenger) {
            return Err(Refusal::ChallengerBusy);
        }
        if open(defender) {
            return Err(Refusal::DefenderBusy);
        }
        let again = challenges
            .iter()
            .filter(|c| &c.challenger == challenger && &c.defender == defender)
            .filter_map(|c| c.ended)
            .filter(|(_, result)| !result.challenger_climbs())
            .map(|(at, _)| at.saturating_add(i64::from(rules.rematch_days) * 86_400))
            .max();
        match again {
            Some(from) if now < from => Err(Refusal::TooSoon { from }),
            _ => Ok(()),
        }
    }

    /// The ladder after a challenge ended with `result`: the challenger takes the
    /// defender's place when they climb, and those from the defender down to just above
    /// the challenger move down one. Unchanged when either has left the ladder meanwhile,
    /// or the challenger is already above.
    pub fn after(&mut self, challenger: &P, defender: &P, result: Ending) {
        if !result.challenger_climbs() {
            return;
        }
        let (Some(from), Some(to)) = (self.place(challenger), self.place(defender)) else {
            return;
        };
        if to < from {
            let (from, to) = (from as usize - 1, to as usize - 1);
            self.places[to..=from].rotate_right(1);
        }
    }

    /// A newcomer at the bottom; a player already on the ladder stays where they are.
    pub fn enter(&mut self, player: P) -> u32 {
        if let Some(place) = self.place(&player) {
            return place;
        }
        self.places.push(player);
        self.places.len() as u32
    }

    /// Takes `player` off the ladder: everyone below moves up one. Returns whether they
    /// were on it.
    pub fn withdraw(&mut self, player: &P) -> bool {
        match self.place(player) {
            Some(place) => {
                self.places.remove(place as usize - 1);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ladder(names: &str) -> Ladder<char> {
        Ladder {
            places: names.chars().collect(),
        }
    }

    fn names(l: &Ladder<char>) -> String {
        l.places.iter().collect()
    }

    const NOW: Timestamp = 1_800_000_000;

    #[test]
    fn a_win_takes_the_place_and_moves_those_between_down_one() {
        let mut l = ladder("abcdef");
        l.after(&'e', &'b', Ending::ChallengerWon);
        assert_eq!(names(&l), "aebcdf");
        // Unanswered counts as the challenger's win; a draw or a loss changes nothing.
        l.after(&'f', &'c', Ending::Unanswered);
        assert_eq!(names(&l), "aebfcd");
        l.after(&'d', &'b', Ending::Draw);
        l.after(&'d', &'b', Ending::DefenderWon);
        assert_eq!(names(&l), "aebfcd");
        // A challenger already above (the order changed meanwhile) keeps their place.
        l.after(&'e', &'f', Ending::Declined);
        assert_eq!(names(&l), "aebfcd");
    }

    #[test]
    fn challenges_reach_a_few_places_up_and_one_at_a_time() {
        let l = ladder("abcdef");
        let rules = LadderRules::default();
        assert_eq!(l.may_challenge(&'e', &'b', &[], rules, NOW), Ok(()));
        assert_eq!(
            l.may_challenge(&'f', &'a', &[], rules, NOW),
            Err(Refusal::TooFar {
                places: 5,
                reach: 3
            })
        );
        assert_eq!(
            l.may_challenge(&'b', &'e', &[], rules, NOW),
            Err(Refusal::NotAbove)
        );
        assert_eq!(
            l.may_challenge(&'b', &'b', &[], rules, NOW),
            Err(Refusal::Yourself)
        );
        assert_eq!(
            l.may_challenge(&'z', &'b', &[], rules, NOW),
            Err(Refusal::NotOnLadder)
        );
        let open = [Challenge {
            challenger: 'd',
            defender: 'c',
            ended: None,
        }];
        assert_eq!(
            l.may_challenge(&'e', &'c', &open, rules, NOW),
            Err(Refusal::DefenderBusy)
        );
        assert_eq!(
            l.may_challenge(&'d', &'b', &open, rules, NOW),
            Err(Refusal::ChallengerBusy)
        );
    }

    #[test]
    fn a_lost_challenge_waits_before_the_same_defender_is_challenged_again() {
        let l = ladder("abcdef");
        let rules = LadderRules::default();
        let lost = |days_ago: u32| Challenge {
            challenger: 'e',
            defender: 'c',
            ended: Some((NOW - i64::from(days_ago) * 86_400, Ending::DefenderWon)),
        };
        let soon = l.may_challenge(&'e', &'c', &[lost(10)], rules, NOW);
        assert!(matches!(soon, Err(Refusal::TooSoon { .. })), "{soon:?}");
        assert_eq!(l.may_challenge(&'e', &'c', &[lost(31)], rules, NOW), Ok(()));
        // Another defender may be challenged at once.
        assert_eq!(l.may_challenge(&'e', &'d', &[lost(10)], rules, NOW), Ok(()));
    }

    #[test]
    fn newcomers_enter_at_the_bottom_and_withdrawals_close_the_gap() {
        let mut l = ladder("abc");
        assert_eq!(l.enter('d'), 4);
        assert_eq!(l.enter('b'), 2);
        assert!(l.withdraw(&'b'));
        assert!(!l.withdraw(&'b'));
        assert_eq!(names(&l), "acd");
    }

    proptest! {
        /// Whatever challenges end, the ladder keeps the same players once each; a
        /// climbing challenger ends at the defender's old place; nobody else moves more
        /// than one place, and only down.
        #[test]
        fn a_challenge_moves_nobody_but_by_the_rules(
            size in 2usize..20,
            picks in proptest::collection::vec((0usize..20, 1usize..4, 0u8..5), 1..30),
        ) {
            let mut l = Ladder { places: (0..size as u32).collect::<Vec<u32>>() };
            for (from, up, how) in picks {
                let from = from % size;
                let Some(to) = from.checked_sub(up) else { continue };
                let (c, d) = (l.places[from], l.places[to]);
                let result = [
                    Ending::ChallengerWon, Ending::Draw, Ending::DefenderWon,
                    Ending::Declined, Ending::Unanswered,
                ][how as usize];
                let before = l.clone();
                l.after(&c, &d, result);
                let mut sorted = l.places.clone();
                sorted.sort();
                prop_assert_eq!(sorted, (0..size as u32).collect::<Vec<_>>());
                if result.challenger_climbs() {
                    prop_assert_eq!(l.place(&c), Some(to as u32 + 1));
                    for p in &before.places {
                        if *p != c {
                            let (was, is) = (before.place(p).unwrap(), l.place(p).unwrap());
                            prop_assert!(is == was || is == was + 1);
                        }
                    }
                } else {
                    prop_assert_eq!(&l, &before);
                }
            }
        }
    }
}
