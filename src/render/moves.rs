//! The move list in numbered SAN (`1. e4 e5 2. Nf3 Nc6`) and the last move
//! (`14... Nxe4+`), in the player's piece letters.
//!
//! Lines break only before a move number, so every line starts with one: a line that
//! started with a bare move (`Nc6 3. Bb5`) would read as a command if a player's client
//! sent it back unquoted.

use crate::notation::{Language, SanPlus};
use crate::rules::{Color, Record};

/// The widest line of a wrapped move list, as mail text wants it.
pub const LINE_WIDTH: usize = 72;

/// How many full moves a letter for the ear (`Board words`) lists: the latest ones;
/// `History` sends them all.
pub const SPOKEN_FULL_MOVES: usize = 10;

/// The moves of a game as data: the number and side of the first move, then each
/// move's SAN. Rendered in any language's piece letters by [`MoveList::text`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveList {
    first_number: u32,
    first_side: Color,
    sans: Vec<SanPlus>,
    /// The reader asked for the whole list (`History`): no letter shortens it.
    whole: bool,
}

impl MoveList {
    /// The moves of `record`.
    pub fn of(record: &Record) -> MoveList {
        let initial = record.initial();
        MoveList {
            first_number: initial.fullmoves(),
            first_side: initial.turn(),
            sans: record
                .positions()
                .iter()
                .zip(record.moves())
                .map(|(before, m)| SanPlus::from_move(before, m))
                .collect(),
            whole: false,
        }
    }

    /// The list as the reader asked for it in full (`History`).
    pub fn whole(mut self) -> MoveList {
        self.whole = true;
        self
    }

    /// For the ear: the last `full_moves` full moves (all when the reader asked for the
    /// whole list), without the check and mate signs a speech engine spells out; and
    /// whether earlier moves were left out.
    pub fn spoken_text(&self, language: Language, full_moves: usize) -> (String, bool) {
        let units = self.units(language, true);
        let skip = if self.whole {
            0
        } else {
            units.len().saturating_sub(full_moves)
        };
        (wrap(&units[skip..]), skip > 0)
    }

    pub fn is_empty(&self) -> bool {
        self.sans.is_empty()
    }

    /// Numbered SAN wrapped at [`LINE_WIDTH`]; empty for no moves. A list that starts
    /// with Black to move opens with `N... `.
    pub fn text(&self, language: Language) -> String {
        wrap(&self.full_moves(language))
    }

    /// One text per full move (`3. Bb5 a6`), the unit the list never breaks inside.
    fn full_moves(&self, language: Language) -> Vec<String> {
        self.units(language, false)
    }

    /// [`Self::full_moves`], `bare` without check and mate signs.
    fn units(&self, language: Language, bare: bool) -> Vec<String> {
        let mut units: Vec<String> = Vec::new();
        let mut number = self.first_number;
        let mut side = self.first_side;
        for san in &self.sans {
            let san = if bare {
                SanPlus {
                    suffix: None,
                    ..*san
                }
                .localized(language)
            } else {
                san.localized(language)
            };
            match (side, units.last_mut()) {
                (Color::White, _) => units.push(format!("{number}. {san}")),
                (Color::Black, Some(unit)) => {
                    unit.push(' ');
                    unit.push_str(&san);
                }
                (Color::Black, None) => units.push(format!("{number}... {san}")),
            }
            if side == Color::Black {
                number += 1;
            }
            side = !side;
        }
        units
    }
}

/// Full moves joined by spaces and wrapped at [`LINE_WIDTH`], never inside one.
fn wrap(units: &[String]) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for unit in units {
        if !line.is_empty() && line.len() + 1 + unit.len() > LINE_WIDTH {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(unit);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.join("\n")
}

/// The game's moves as numbered SAN, wrapped at [`LINE_WIDTH`]; empty for no moves.
pub fn move_list(record: &Record, language: Language) -> String {
    MoveList::of(record).text(language)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The last move with its number, as a letter shows it.
    fn last_move_text(record: &Record, language: Language) -> Option<String> {
        let list = MoveList::of(record);
        let text = list.text(language);
        let last = text.split_whitespace().last()?.to_owned();
        let number = record.positions().iter().rev().nth(1)?.fullmoves();
        Some(match record.positions().iter().rev().nth(1)?.turn() {
            Color::White => format!("{number}. {last}"),
            Color::Black => format!("{number}... {last}"),
        })
    }
    use crate::command::parse::read_commands;
    use crate::notation::parse_move;
    use crate::rules::Position;

    fn record(fen: Option<&str>, moves: &str) -> Record {
        let start = fen.map_or_else(Position::new, |f| Position::from_fen(f).unwrap());
        let mut record = Record::new(start);
        for text in moves.split_whitespace() {
            let m = parse_move(text, record.position(), Language::English)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            record.play(&m).unwrap();
        }
        record
    }

    const RUY_LOPEZ: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 \
                             Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 \
                             Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6 Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8";

    #[test]
    fn from_the_start() {
        let record = record(None, RUY_LOPEZ);
        let list = move_list(&record, Language::English);
        insta::assert_snapshot!(list);
        assert!(list.lines().all(|l| l.len() <= LINE_WIDTH));
        assert!(
            list.lines()
                .all(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        );
        assert_eq!(
            last_move_text(&record, Language::English).as_deref(),
            Some("23... Rae8")
        );
    }

    #[test]
    fn from_a_position_with_black_to_move() {
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        let record = record(Some(fen), "e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7");
        insta::assert_snapshot!(move_list(&record, Language::English));
        assert!(move_list(&record, Language::English).starts_with("1... e5 2. Nf3 Nc6"));
        assert_eq!(
            last_move_text(&record, Language::English).as_deref(),
            Some("6. Nxf7")
        );
    }

    #[test]
    fn last_move_with_check_and_localized_letters() {
        let record = record(None, "e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+");
        assert_eq!(
            last_move_text(&record, Language::English).as_deref(),
            Some("6... Qxe4+")
        );
        assert_eq!(
            last_move_text(&record, Language::German).as_deref(),
            Some("6... Dxe4+")
        );
        assert_eq!(
            last_move_text(&Record::new(Position::new()), Language::English),
            None
        );
        assert_eq!(
            move_list(&Record::new(Position::new()), Language::English),
            ""
        );
    }

    #[test]
    fn for_the_ear_the_last_ten_full_moves_without_check_signs() {
        let list = MoveList::of(&record(None, RUY_LOPEZ));
        let (text, shortened) = list.spoken_text(Language::English, SPOKEN_FULL_MOVES);
        assert!(shortened);
        assert!(text.starts_with("14. Bg5 b4 "), "{text}");
        assert!(text.ends_with("23. Ne5 Rae8"), "{text}");
        let (whole, shortened) = list.clone().whole().spoken_text(Language::English, 10);
        assert!(!shortened);
        assert_eq!(whole, list.text(Language::English));
        let check = MoveList::of(&record(None, "e4 f5 Qh5"));
        assert_eq!(
            check.spoken_text(Language::English, 10),
            ("1. e4 f5 2. Qh5".to_owned(), false)
        );
        assert!(check.text(Language::English).ends_with("Qh5+"));
    }

    #[test]
    fn sent_back_unquoted_it_is_ignored() {
        let list = move_list(&record(None, RUY_LOPEZ), Language::English);
        let reading = read_commands(&list, Language::English);
        assert!(reading.is_empty(), "{reading:#?}");
    }
}
