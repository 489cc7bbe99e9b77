//! `pawnpost analyze`: a position and a line of moves, described for people and for
//! scripts (the JSON shape is a contract outside tools rely on, documented in
//! docs/cli.md and checked by tests/cli.rs). Moves are read as in mail, by
//! `MoveText::parse` and `MoveText::to_move`.

use serde::Serialize;

use crate::notation::{Language, MoveText, MoveTextError, san};
use crate::rules::{Color, FenError, IllegalMove, Position, Record, Square};

/// What `analyze --json` prints on success, fields in contract order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Analysis {
    pub fen: String,
    pub turn: &'static str,
    pub check: bool,
    pub legal_moves: Vec<String>,
    pub san: Vec<String>,
    pub status: &'static str,
    pub winner: Option<&'static str>,
    pub claimable: Vec<&'static str>,
}

/// Why the analysis stopped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    #[error("{0}")]
    Fen(#[from] FenError),
    /// A move that could not be read or played; `ply` counts from 0.
    #[error("move {} (`{text}`): {error}", .ply + 1)]
    Move {
        ply: usize,
        text: String,
        error: MoveTextError,
    },
    /// A legal move the record refused to play (a bug in the rules core, never the
    /// player's fault); `ply` counts from 0.
    #[error("move {} (`{text}`): {error}", .ply + 1)]
    Unplayable {
        ply: usize,
        text: String,
        error: IllegalMove,
    },
}

impl AnalysisError {
    /// The 0-based ply of the offending move, if a move was at fault.
    pub fn ply(&self) -> Option<usize> {
        match self {
            AnalysisError::Fen(_) => None,
            AnalysisError::Move { ply, .. } | AnalysisError::Unplayable { ply, .. } => Some(*ply),
        }
    }
}

/// Splits a line of moves into the text of each move: whitespace or commas separate
/// moves; move numbers (`1.`, `12...`) are dropped; a move spelled over several words
/// (`King-Side Castle`, `Kurze Rochade`, `En Passant e5 d6`) and a trailing `e.p.` stay
/// together, as the mail reader keeps them.
pub fn split_moves(line: &str, language: Language) -> Vec<String> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .map(without_move_number)
        .filter(|word| !word.is_empty())
        .collect();
    let read = |from: usize, to: usize| MoveText::parse(&words[from..to].join(" "), language);
    let reads = |from: usize, to: usize| read(from, to).is_ok();
    // Two bare squares are two moves of a list here (`e4 e5`), unlike in a mail.
    let spoken =
        |from: usize, to: usize| read(from, to).is_ok_and(|mv| !matches!(mv, MoveText::Uci(_)));
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        // The longest run of words that reads as a move in words (`knight from g8 to
        // f6`, `Qh5 check`), as the mail reader takes it; else a word that is a move
        // alone; else the longest run that reads as one move (castling and en passant
        // in words), else the word alone.
        let longest = (i + MAX_WORDS_PER_MOVE).min(words.len());
        let mut end = if let Some(end) = (i + 2..=longest).rev().find(|&end| spoken(i, end)) {
            end
        } else if reads(i, i + 1) {
            i + 1
        } else {
            (i + 2..=longest)
                .rev()
                .find(|&end| reads(i, end))
                .unwrap_or(i + 1)
        };
        if words.get(end).is_some_and(|word| {
            ["e.p.", "e.p", "ep"]
                .iter()
                .any(|mark| word.eq_ignore_ascii_case(mark))
        }) {
            end += 1;
        }
        out.push(words[i..end].join(" "));
        i = end;
    }
    out
}

/// The most words one move spans: `pawn from e7 to e8 becomes a queen check`.
const MAX_WORDS_PER_MOVE: usize = 12;

/// `Nf3` for `2.Nf3`, nothing for `1.` or `12...`.
fn without_move_number(word: &str) -> &str {
    let after_digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if after_digits.len() < word.len() && after_digits.starts_with(['.', '…']) {
        after_digits.trim_start_matches(['.', '…'])
    } else {
        word
    }
}

/// Plays `moves` (any notation) from `fen` (or the start) and describes the result.
pub fn analyze(
    fen: Option<&str>,
    moves: &str,
    language: Language,
) -> Result<(Record, Analysis), AnalysisError> {
    let start = match fen {
        Some(fen) => Position::from_fen(fen)?,
        None => Position::new(),
    };
    analyze_from(start, moves, language)
}

/// Plays `moves` (any notation) from `start`, a position of standard chess or
/// Chess960, and describes the result; castling is written as the mode writes it
/// (`e1g1`, or `e1h1` in Chess960).
pub fn analyze_from(
    start: Position,
    moves: &str,
    language: Language,
) -> Result<(Record, Analysis), AnalysisError> {
    let mut record = Record::new(start);
    let mut sans = Vec::new();
    for (ply, text) in split_moves(moves, language).into_iter().enumerate() {
        let pos = *record.position();
        // The same two stages as a move in mail: the syntax, then the legal move.
        let m = MoveText::parse(&text, language)
            .map_err(|problem| MoveTextError::NotAMove {
                text: text.clone(),
                problem,
            })
            .and_then(|read| read.to_move(&pos).map_err(MoveTextError::from))
            .map_err(|error| AnalysisError::Move {
                ply,
                text: text.clone(),
                error,
            })?;
        sans.push(san(&pos, &m));
        // to_move only returns legal moves, so playing cannot fail here.
        record
            .play(&m)
            .map_err(|error| AnalysisError::Unplayable { ply, text, error })?;
    }
    let analysis = describe(&record, sans);
    Ok((record, analysis))
}

fn describe(record: &Record, san: Vec<String>) -> Analysis {
    let pos = record.position();
    let status = record.status();
    let mut legal_moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.uci().to_string())
        .collect();
    legal_moves.sort();
    Analysis {
        fen: pos.fen(),
        turn: pos.turn().name(),
        check: pos.is_check(),
        legal_moves,
        san,
        status: status.as_str(),
        winner: status.winner().map(Color::name),
        claimable: record.claimable().into_iter().map(|c| c.as_str()).collect(),
    }
}

impl Analysis {
    /// A readable account: the board from White's side and the same facts as the JSON.
    pub fn to_text(&self, pos: &Position) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            out.push_str(&format!("{} ", rank + 1));
            for file in 0..8 {
                let c = Square::from_coords(file, rank)
                    .and_then(|sq| pos.board().piece_at(sq))
                    .map_or('.', |p| p.char());
                out.push(' ');
                out.push(c);
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g h\n\n");
        out.push_str(&format!("FEN:         {}\n", self.fen));
        out.push_str(&format!(
            "To move:     {}{}\n",
            self.turn,
            if self.check { " (in check)" } else { "" }
        ));
        if !self.san.is_empty() {
            out.push_str(&format!(
                "Moves:       {}\n",
                numbered(&self.san, pos, self.san.len())
            ));
        }
        let status = match (self.status, self.winner) {
            ("checkmate", Some(w)) => format!("checkmate, {w} wins"),
            (s, _) => s.replace('_', " "),
        };
        out.push_str(&format!("Status:      {status}\n"));
        if !self.claimable.is_empty() {
            out.push_str(&format!(
                "Claimable:   {}\n",
                self.claimable.join(", ").replace('_', " ")
            ));
        }
        out.push_str(&format!(
            "Legal moves: {} ({})\n",
            self.legal_moves.len(),
            self.legal_moves.join(" ")
        ));
        out
    }
}

/// Numbers a list of SAN moves that ends in `pos` (`1. e4 e5 2. Nf3`).
fn numbered(sans: &[String], pos: &Position, count: usize) -> String {
    // Work back from the final position to the number and colour of the first move.
    let last_ply = (pos.fullmoves() as usize - 1) * 2 + usize::from(pos.turn() == Color::Black);
    let first_ply = last_ply.saturating_sub(count);
    let mut out = String::new();
    for (i, s) in sans.iter().enumerate() {
        let ply = first_ply + i;
        if ply.is_multiple_of(2) {
            out.push_str(&format!("{}. ", ply / 2 + 1));
        } else if i == 0 {
            out.push_str(&format!("{}... ", ply / 2 + 1));
        }
        out.push_str(s);
        out.push(' ');
    }
    out.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_players_lines() {
        assert_eq!(
            split_moves("1. e4 e5 2.Nf3, Nc6", Language::English),
            ["e4", "e5", "Nf3", "Nc6"]
        );
        assert_eq!(
            split_moves(
                "King-Side Castle Queen Side Castle en passant e5d6 exd6 e.p.",
                Language::English
            ),
            [
                "King-Side Castle",
                "Queen Side Castle",
                "en passant e5d6",
                "exd6 e.p."
            ]
        );
        assert_eq!(
            split_moves(
                "1… Kurze Rochade, Lange Rochade en passant e5 x d6 e.p. e2 e4",
                Language::German
            ),
            [
                "Kurze Rochade",
                "Lange Rochade",
                "en passant e5 x d6 e.p.",
                "e2",
                "e4"
            ]
        );
        assert_eq!(
            split_moves("5254 7163", Language::English),
            ["5254", "7163"]
        );
    }

    #[test]
    fn fools_mate() {
        let (_, a) = analyze(None, "f3 e5 g4 Qh4", Language::English).unwrap();
        assert_eq!(a.status, "checkmate");
        assert_eq!(a.winner, Some("black"));
        assert!(a.legal_moves.is_empty());
        assert_eq!(a.san, ["f3", "e5", "g4", "Qh4#"]);
        let err = analyze(None, "f3 e5 g4 Qh4 a3", Language::English).unwrap_err();
        assert_eq!(err.ply(), Some(4));
    }

    #[test]
    fn repetition_claims() {
        let (_, a) = analyze(None, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", Language::English).unwrap();
        // Black may claim by announcing Ng8, which would repeat the start a third time.
        assert_eq!(a.claimable, ["threefold_repetition"]);
        let (_, a) = analyze(None, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", Language::English).unwrap();
        assert_eq!(a.claimable, ["threefold_repetition"]);
        assert_eq!(a.status, "ongoing");
        let (_, a) = analyze(
            None,
            "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
            Language::English,
        )
        .unwrap();
        assert_eq!(a.status, "fivefold_repetition");
    }

    #[test]
    fn castling_is_the_king_onto_its_rook() {
        // Start position 518 is the standard setup; in Chess960 mode castling is
        // written e1h1 but its SAN stays O-O.
        let start = Position::chess960(518).unwrap();
        let (record, a) =
            analyze_from(start, "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O", Language::English).unwrap();
        assert_eq!(
            record.position().mode(),
            crate::rules::CastlingMode::Chess960
        );
        assert_eq!(a.san.last().map(String::as_str), Some("O-O"));
        assert_eq!(record.moves().last().unwrap().uci().to_string(), "e1h1");
        assert!(
            a.legal_moves.contains(&"e8h8".to_owned()),
            "{:?}",
            a.legal_moves
        );
        assert_eq!(
            a.fen,
            "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"
        );
    }
}
