//! PGN reading: the first game of a PGN text as its tags and a tree of move texts —
//! the main line, and for each move the variations (RAV) that replace it. Comments
//! (`{…}`, `; …`), `%` escape lines, numeric annotation glyphs (`$14`), move numbers
//! (`12.`, `12...`, `12.e4`) and the result are read and dropped; `!`, `?` and check
//! marks stay on the move text, where [`super::MoveText::parse`] forgives them.
//!
//! Only the syntax is read here: whether a move text names a legal move is the
//! caller's question, with the position in hand. Pure and total — any text gives a
//! [`PgnGame`] or a [`PgnError`] within the limits below, never a panic — so it can be
//! fed whatever a mail attaches.

/// Variations nested deeper than this are refused (a PGN from a chess program rarely
/// nests more than a handful).
pub const MAX_DEPTH: usize = 32;

/// More move texts than this are refused: a PGN of conditional moves is small.
pub const MAX_MOVES: usize = 2_000;

/// One game as read: its tag pairs in order, and its moves.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    /// The main line.
    pub moves: Vec<PgnMove>,
}

impl PgnGame {
    /// The value of the first tag called `name` (case-sensitive, as PGN's tags are).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A move text, and the variations that replace it (each from the same position).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnMove {
    /// The move as written, without its number (`Nf3`, `exd5!?`, `O-O+`).
    pub text: String,
    pub variations: Vec<Vec<PgnMove>>,
}

impl PgnMove {
    fn new(text: &str) -> PgnMove {
        PgnMove {
            text: text.to_owned(),
            variations: Vec::new(),
        }
    }
}

/// Why a text is no PGN game pawnpost can read; `line` counts from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    #[error("the PGN holds no moves")]
    NoMoves,
    #[error("a variation opened with `(` is never closed")]
    UnclosedVariation,
    #[error("the `)` on line {line} closes no variation")]
    StrayParenthesis { line: u32 },
    #[error("the variation on line {line} comes before any move it could replace")]
    VariationFirst { line: u32 },
    #[error("a comment opened with `{{` on line {line} is never closed")]
    UnclosedComment { line: u32 },
    #[error("the tag on line {line} is not closed with `]`")]
    UnclosedTag { line: u32 },
    #[error("variations are nested deeper than {MAX_DEPTH}")]
    TooDeep,
    #[error("the PGN holds more than {MAX_MOVES} moves")]
    TooManyMoves,
}

/// Reads the first game of `text`.
///
/// ```
/// use pawnpost::notation::pgn_read::read_pgn;
/// let game = read_pgn("[Event \"x\"]\n1... e5 (1... c5 2. Nf3) 2. Nf3 {main} Nc6 $1 3. Bb5 *").unwrap();
/// assert_eq!(game.tag("Event"), Some("x"));
/// let main: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
/// assert_eq!(main, ["e5", "Nf3", "Nc6", "Bb5"]);
/// assert_eq!(game.moves[0].variations[0][0].text, "c5");
/// ```
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        at: 0,
        line: 1,
    };
    let mut game = PgnGame::default();
    // The line being read and the variations it sits in: `stack[0]` is the main line.
    let mut stack: Vec<Vec<PgnMove>> = vec![Vec::new()];
    let mut moves = 0usize;
    let mut started = false;
    while let Some(c) = reader.peek() {
        match c {
            c if c.is_whitespace() => reader.bump(),
            '%' if reader.at_line_start() => reader.skip_line(),
            ';' => reader.skip_line(),
            '{' => reader.skip_comment()?,
            '[' if started => break, // the next game's tags
            '[' => {
                if let Some(tag) = reader.tag()? {
                    game.tags.push(tag);
                }
            }
            '(' => {
                let line = reader.line;
                reader.bump();
                let replaced = stack.last().is_some_and(|l| !l.is_empty());
                if !replaced {
                    return Err(PgnError::VariationFirst { line });
                }
                if stack.len() > MAX_DEPTH {
                    return Err(PgnError::TooDeep);
                }
                stack.push(Vec::new());
            }
            ')' => {
                let line = reader.line;
                reader.bump();
                if stack.len() < 2 {
                    return Err(PgnError::StrayParenthesis { line });
                }
                let variation = stack.pop().unwrap_or_default();
                if !variation.is_empty()
                    && let Some(replaced) = stack.last_mut().and_then(|l| l.last_mut())
                {
                    replaced.variations.push(variation);
                }
            }
            '$' => {
                reader.bump();
                reader.take_while(|c| c.is_ascii_digit());
            }
            _ => {
                let token = reader.take_while(|c| !is_delimiter(c));
                if token.is_empty() {
                    reader.bump(); // a delimiter handled nowhere above (`}` `]` `"`…)
                    continue;
                }
                if is_result(&token) {
                    break;
                }
                let bare = without_move_number(&token);
                if bare.is_empty() {
                    started = true;
                    continue;
                }
                moves += 1;
                if moves > MAX_MOVES {
                    return Err(PgnError::TooManyMoves);
                }
                started = true;
                if let Some(line) = stack.last_mut() {
                    line.push(PgnMove::new(bare));
                }
            }
        }
    }
    if stack.len() > 1 {
        return Err(PgnError::UnclosedVariation);
    }
    game.moves = stack.pop().unwrap_or_default();
    if game.moves.is_empty() {
        return Err(PgnError::NoMoves);
    }
    Ok(game)
}

/// Characters that end a move token.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '(' | ')' | '{' | '}' | '[' | ']' | ';' | '$' | '"')
}

/// A game termination marker.
fn is_result(token: &str) -> bool {
    matches!(token, "*" | "1-0" | "0-1" | "1/2-1/2" | "½-½")
}

/// `12.e4` → `e4`, `12...` and `12` → ``, `...e5` → `e5`, `e4` → `e4`: a move number
/// and its dots go. (PGN writes moves in SAN, so digits alone are a number, not ICCF.)
fn without_move_number(token: &str) -> &str {
    let rest = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.is_empty() {
        return rest;
    }
    let dots = rest.trim_start_matches(['.', '…']);
    if dots.len() < rest.len() { dots } else { token }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
    line: u32,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) {
        if self.peek() == Some('\n') {
            self.line += 1;
        }
        self.at += 1;
    }

    fn at_line_start(&self) -> bool {
        self.at == 0 || self.chars.get(self.at - 1) == Some(&'\n')
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            if c == '\n' {
                break;
            }
            self.bump();
        }
    }

    fn skip_comment(&mut self) -> Result<(), PgnError> {
        let line = self.line;
        self.bump();
        while let Some(c) = self.peek() {
            self.bump();
            if c == '}' {
                return Ok(());
            }
        }
        Err(PgnError::UnclosedComment { line })
    }

    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut out = String::new();
        while let Some(c) = self.peek() {
            if !keep(c) {
                break;
            }
            out.push(c);
            self.bump();
        }
        out
    }

    /// `[Name "value"]`, with `\"` and `\\` in the value; `None` for a tag without a
    /// name or value, which is skipped.
    fn tag(&mut self) -> Result<Option<(String, String)>, PgnError> {
        let line = self.line;
        self.bump();
        let mut inside = String::new();
        let mut quoted = false;
        let mut value = String::new();
        let mut name_done = false;
        loop {
            let Some(c) = self.peek() else {
                return Err(PgnError::UnclosedTag { line });
            };
            self.bump();
            match (quoted, c) {
                (false, ']') => break,
                (false, '"') => {
                    quoted = true;
                    name_done = true;
                }
                (true, '\\') => {
                    if let Some(next) = self.peek() {
                        value.push(next);
                        self.bump();
                    }
                }
                (true, '"') => quoted = false,
                (true, c) => value.push(c),
                (false, '\n') => return Err(PgnError::UnclosedTag { line }),
                (false, c) if !name_done => inside.push(c),
                (false, _) => {}
            }
        }
        let name = inside.trim().to_owned();
        if name.is_empty() || !name_done {
            return Ok(None);
        }
        Ok(Some((name, value)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &[PgnMove]) -> Vec<&str> {
        line.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn tags_moves_comments_and_glyphs() {
        let game = read_pgn(
            "[Event \"A \\\"quoted\\\" event\"]\n[Site \"?\"]\n\n\
             % an escape line\n\
             1.e4 e5 {a comment\nover lines} 2. Nf3! ; to the end of the line\n\
             Nc6 $1 $14 3. Bb5 a6?! 1-0\n",
        )
        .unwrap();
        assert_eq!(game.tag("Event"), Some("A \"quoted\" event"));
        assert_eq!(game.tag("Site"), Some("?"));
        assert_eq!(
            texts(&game.moves),
            ["e4", "e5", "Nf3!", "Nc6", "Bb5", "a6?!"]
        );
    }

    #[test]
    fn variations_replace_the_move_before_them() {
        let game =
            read_pgn("1... e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 Nc6 (2... d6 3. d4) 3. Bb5 *")
                .unwrap();
        assert_eq!(texts(&game.moves), ["e5", "Nf3", "Nc6", "Bb5"]);
        let sicilian = &game.moves[0].variations[0];
        assert_eq!(texts(sicilian), ["c5", "Nf3", "d6"]);
        assert_eq!(texts(&sicilian[1].variations[0]), ["c3", "d5"]);
        assert_eq!(texts(&game.moves[2].variations[0]), ["d6", "d4"]);
        assert!(game.moves[1].variations.is_empty());
    }

    #[test]
    fn only_the_first_game_is_read() {
        let game = read_pgn("[Event \"1\"]\n1. e4 *\n\n[Event \"2\"]\n1. d4 *\n").unwrap();
        assert_eq!(texts(&game.moves), ["e4"]);
        let game = read_pgn("1. e4 e5\n[Event \"2\"]\n1. d4").unwrap();
        assert_eq!(texts(&game.moves), ["e4", "e5"]);
    }

    #[test]
    fn move_numbers_in_every_form() {
        let game = read_pgn("12. e4 12... e5 13.Nf3 13...Nc6 14 ... Bb5 15. O-O 0-0").unwrap();
        assert_eq!(
            texts(&game.moves),
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "O-O", "0-0"]
        );
    }

    #[test]
    fn broken_pgn_is_explained() {
        for (text, error) in [
            ("", PgnError::NoMoves),
            ("[Event \"x\"]\n*", PgnError::NoMoves),
            ("1. e4 (1. d4", PgnError::UnclosedVariation),
            ("1. e4 )", PgnError::StrayParenthesis { line: 1 }),
            ("(1. d4) 1. e4", PgnError::VariationFirst { line: 1 }),
            ("1. e4\n{ open", PgnError::UnclosedComment { line: 2 }),
            ("[Event \"x\n1. e4", PgnError::UnclosedTag { line: 1 }),
        ] {
            assert_eq!(read_pgn(text), Err(error), "{text:?}");
        }
        let deep = format!("1. e4 {}e5{}", "(1. d4 ".repeat(40), ")".repeat(40));
        assert_eq!(read_pgn(&deep), Err(PgnError::TooDeep));
        let long = "e4 ".repeat(MAX_MOVES + 1);
        assert_eq!(read_pgn(&long), Err(PgnError::TooManyMoves));
    }

    proptest::proptest! {
        /// Whatever a mail attaches, reading it ends, without a panic.
        #[test]
        fn any_text_is_read_or_refused(text in "[ -~\n\u{e9}½…]{0,300}") {
            let _ = read_pgn(&text);
        }

        /// Texts built from PGN's own pieces are read as often as not, never panic.
        #[test]
        fn pgn_shaped_text_is_read_or_refused(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "1.", "1...", "e4", "Nf3", "(", ")", "{c}", "$1", "*", "[T \"v\"]", "\n", ";x\n", "O-O",
                ]),
                0..60,
            )
        ) {
            let text = pieces.join(" ");
            if let Ok(game) = read_pgn(&text) {
                proptest::prop_assert!(!game.moves.is_empty());
            }
        }
    }
}
