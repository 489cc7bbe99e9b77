//! Syzygy endgame tables, for tablebase claims (`Claim win tablebase`): what the tables
//! say about a position, as a [`Value`] for the side to move.
//!
//! [`Tablebase`] is the one question the game asks; [`Syzygy`] answers it from the
//! directory the admin names (`[rules] tablebase_dir`) through the `pyrrhic-rs` prober
//! (MIT, pure Rust; the better known shakmaty-syzygy is GPL-3.0 and only checks this one
//! in the tests). That prober's flaws are contained here:
//!
//! - one instance per process (a `static mut` inside): one [`Prober`] behind a
//!   process-wide `Mutex`, made on the first probe for one directory; a probe for
//!   another directory later is refused ([`Unavailable::Failed`], logged);
//! - an empty or missing directory still "initialises": before anything is probed the
//!   material's own file must be in the directory (`KQvK.rtbw`, in Syzygy's name for
//!   it, [`material`]), else [`Unavailable::NoTables`];
//! - it panicked on an illegal position: only [`Position`]s of our rules core (legal by
//!   construction) are probed, and every call into it runs under `catch_unwind`; after
//!   a panic the prober is not trusted again until the process restarts;
//! - it prints a line to standard output for a table file of the wrong size (caught here
//!   first: such a file counts as missing) and exits the process when it cannot allocate
//!   its tables' index at start (a few hundred KB; docs/config.md says so).
//!
//! Syzygy tables know no castling; a position with castling rights is never probed.

use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use pyrrhic_rs::{DtzProbeValue, EngineAdapter, TableBases, WdlProbeResult};

use crate::rules::{self, Bitboard, Color, Position, Role, Square};

/// The most pieces (kings included) Syzygy tables exist for.
pub const MAX_PIECES: u32 = 7;

/// What a position is worth to the side to move, as a claim is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    Win,
    Draw,
    Loss,
}

impl Value {
    /// The same position's value to the other side.
    pub fn flip(self) -> Value {
        match self {
            Value::Win => Value::Loss,
            Value::Draw => Value::Draw,
            Value::Loss => Value::Win,
        }
    }

    /// The stable key letters select on (`win`, `draw`, `loss`).
    pub fn key(self) -> &'static str {
        match self {
            Value::Win => "win",
            Value::Draw => "draw",
            Value::Loss => "loss",
        }
    }
}

/// What the tables say for the side to move, as Syzygy's WDL tables do: counted from
/// a capture or pawn move (a half-move clock of 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wdl {
    Loss,
    /// Lost, but the winner needs more than fifty moves to the next capture or pawn
    /// move.
    BlessedLoss,
    Draw,
    /// Won, but only in more than fifty moves to the next capture or pawn move.
    CursedWin,
    Win,
}

/// What a win beyond the fifty-move rule (Syzygy's cursed win, and so a blessed loss)
/// counts as: `[rules] tablebase_cursed_win`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CursedWin {
    /// A win, as ICCF counts it: correspondence chess judges positions of seven pieces
    /// or fewer by the tables, the fifty-move rule aside. The default.
    #[default]
    Win,
    /// A draw, as the fifty-move rule would make it: the half-move clock of the position
    /// counts too, which needs the DTZ tables (`.rtbz`) beside the WDL ones.
    Draw,
}

impl CursedWin {
    pub const ALL: [CursedWin; 2] = [CursedWin::Win, CursedWin::Draw];

    /// The word in the config file.
    pub fn key(self) -> &'static str {
        match self {
            CursedWin::Win => "win",
            CursedWin::Draw => "draw",
        }
    }
}

/// Why the tables give no value for a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unavailable {
    #[error("this server has no endgame tables")]
    NotConfigured,
    #[error("{pieces} pieces are on the board; the tables know positions of at most {MAX_PIECES}")]
    TooManyPieces { pieces: u32 },
    #[error("castling rights remain, and the tables know no castling")]
    Castling,
    #[error("this server has no table for {material}")]
    NoTables { material: String },
    /// Under the fifty-move rule, the win is exactly fifty moves away and the tables
    /// round that distance: they cannot tell.
    #[error("the tables cannot tell whether the win fits within the fifty-move rule")]
    Uncertain,
    /// The mail already had one position judged ([`OneProbe`]).
    #[error("one tablebase claim per mail")]
    OnePerMail,
    #[error("the tables could not be read for this position")]
    Failed,
}

/// The one question a tablebase claim asks.
pub trait Tablebase {
    /// What `position` is worth to its side to move.
    fn value(&self, position: &Position) -> Result<Value, Unavailable>;
}

/// A server without tables: every position is [`Unavailable::NotConfigured`].
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTablebase;

impl Tablebase for NoTablebase {
    fn value(&self, _position: &Position) -> Result<Value, Unavailable> {
        Err(Unavailable::NotConfigured)
    }
}

/// At most one position of one mail goes to the tables: a claim's probe reads table
/// files from disk inside the mail's transaction. The same position asked again is
/// answered from memory; another (a second game's claim in the same mail) is refused.
pub struct OneProbe {
    tables: Box<dyn Tablebase + Send + Sync>,
    asked: Mutex<Option<(String, Result<Value, Unavailable>)>>,
}

impl OneProbe {
    pub fn new(tables: Box<dyn Tablebase + Send + Sync>) -> OneProbe {
        OneProbe {
            tables,
            asked: Mutex::new(None),
        }
    }
}

impl Tablebase for OneProbe {
    fn value(&self, position: &Position) -> Result<Value, Unavailable> {
        let key = position.fen();
        let mut asked = self.asked.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((before, answer)) = asked.as_ref() {
            return if *before == key {
                answer.clone()
            } else {
                Err(Unavailable::OnePerMail)
            };
        }
        let answer = self.tables.value(position);
        *asked = Some((key, answer.clone()));
        answer
    }
}

/// Whether tables can exist for `position` at all: at most [`MAX_PIECES`] pieces, no
/// castling rights (the tables know none).
pub fn within_reach(position: &Position) -> Result<(), Unavailable> {
    let pieces = position.board().occupied().count();
    if pieces > MAX_PIECES {
        return Err(Unavailable::TooManyPieces { pieces });
    }
    if !position.castling_rights().is_empty() {
        return Err(Unavailable::Castling);
    }
    Ok(())
}

/// The Syzygy tables in one directory, probed on demand (nothing is read before the
/// first claim).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Syzygy {
    dir: PathBuf,
    cursed_win: CursedWin,
}

impl Syzygy {
    pub fn new(dir: impl Into<PathBuf>, cursed_win: CursedWin) -> Syzygy {
        Syzygy {
            dir: dir.into(),
            cursed_win,
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Opens the prober for this directory now, if no prober is open in this process
    /// (opening it tries every table name: some milliseconds, once).
    pub fn open(&self) {
        let _ = self.with_prober("", |_| Ok(()));
    }

    /// Syzygy's own five values for `position` (the half-move clock not counted), for
    /// the differential tests and `value`.
    pub fn wdl(&self, position: &Position) -> Result<Wdl, Unavailable> {
        let material = self.probeable(position)?;
        self.with_prober(&material, |prober| prober.wdl(position))
    }

    /// Checks what can be checked without the prober: castling, the number of pieces,
    /// the material's WDL file. Returns the material's name.
    fn probeable(&self, position: &Position) -> Result<String, Unavailable> {
        within_reach(position)?;
        let material = material(position);
        if !table_file(&self.dir, &material, "rtbw") {
            return Err(Unavailable::NoTables { material });
        }
        Ok(material)
    }

    /// Runs `probe` on the process's prober for this directory.
    fn with_prober<T>(
        &self,
        material: &str,
        probe: impl FnOnce(&Prober) -> Result<T, Unavailable>,
    ) -> Result<T, Unavailable> {
        static PROBER: Mutex<Option<Prober>> = Mutex::new(None);
        // A panic while the lock was held is caught below and marks the prober broken;
        // the lock's own poison says nothing more.
        let mut slot = PROBER
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let prober = slot.get_or_insert_with(|| Prober::open(&self.dir));
        if prober.dir != self.dir {
            tracing::error!(
                opened = %prober.dir.display(),
                asked = %self.dir.display(),
                "the endgame tables of one directory are open in this process; another cannot be"
            );
            return Err(Unavailable::Failed);
        }
        if prober.tables.is_none() {
            return Err(Unavailable::Failed);
        }
        match catch_unwind(AssertUnwindSafe(|| probe(prober))) {
            Ok(Err(Unavailable::Failed)) => {
                tracing::warn!(material, "the endgame tables failed to answer");
                Err(Unavailable::Failed)
            }
            Ok(answer) => answer,
            Err(_) => {
                tracing::error!(
                    material,
                    "the endgame table prober panicked; tablebase claims are refused until restart"
                );
                // Its global state may be half-changed: never freed (the handle's drop
                // would free it), only never used again.
                if let Some(tables) = prober.tables.take() {
                    std::mem::forget(tables);
                }
                Err(Unavailable::Failed)
            }
        }
    }
}

impl Tablebase for Syzygy {
    fn value(&self, position: &Position) -> Result<Value, Unavailable> {
        let material = self.probeable(position)?;
        let halfmoves = position.halfmoves();
        let wdl = self.with_prober(&material, |prober| prober.wdl(position))?;
        let needs_dtz = self.cursed_win == CursedWin::Draw
            && halfmoves > 0
            && matches!(wdl, Wdl::Win | Wdl::Loss);
        if !needs_dtz {
            return Ok(judge(wdl, self.cursed_win));
        }
        if !table_file(&self.dir, &material, "rtbz") {
            return Err(Unavailable::NoTables { material });
        }
        let root = self.with_prober(&material, |prober| prober.root(position))?;
        match root {
            Root::Mated => Ok(Value::Loss),
            Root::Stalemate => Ok(Value::Draw),
            Root::Dtz(plies) => judge_with_clock(wdl, plies, halfmoves),
        }
    }
}

/// The value of `wdl` under `cursed_win`, the half-move clock at 0 (or not counted).
fn judge(wdl: Wdl, cursed_win: CursedWin) -> Value {
    match (wdl, cursed_win) {
        (Wdl::Win, _) | (Wdl::CursedWin, CursedWin::Win) => Value::Win,
        (Wdl::Loss, _) | (Wdl::BlessedLoss, CursedWin::Win) => Value::Loss,
        (Wdl::Draw, _) | (Wdl::CursedWin | Wdl::BlessedLoss, CursedWin::Draw) => Value::Draw,
    }
}

/// Under the fifty-move rule, a win (or loss) `plies` from the next capture or pawn
/// move (the DTZ tables' count), with `halfmoves` on the clock already: won if it fits
/// in 100 half-moves. The tables may count one ply short (Syzygy rounds some distances),
/// so exactly 100 cannot be told.
fn judge_with_clock(wdl: Wdl, plies: u32, halfmoves: u32) -> Result<Value, Unavailable> {
    let decisive = match wdl {
        Wdl::Win => Value::Win,
        Wdl::Loss => Value::Loss,
        Wdl::BlessedLoss | Wdl::Draw | Wdl::CursedWin => return Ok(Value::Draw),
    };
    match plies.saturating_add(halfmoves) {
        total if total < 100 => Ok(decisive),
        100 => Err(Unavailable::Uncertain),
        _ => Ok(Value::Draw),
    }
}

/// What the DTZ tables say at the root.
enum Root {
    Mated,
    Stalemate,
    /// Half-moves to the next capture or pawn move, on the best line.
    Dtz(u32),
}

/// The prober of this process, made once for one directory.
struct Prober {
    dir: PathBuf,
    /// `None` when it could not be made, or panicked once.
    tables: Option<TableBases<RulesCore>>,
}

impl Prober {
    fn open(dir: &Path) -> Prober {
        let tables = match dir.to_str() {
            // pyrrhic splits its path at colons; the config refuses them, this too.
            Some(path) if !path.contains(':') && !path.is_empty() => {
                match catch_unwind(|| TableBases::<RulesCore>::new(path)) {
                    Ok(Ok(tables)) => Some(tables),
                    Ok(Err(error)) => {
                        tracing::error!(dir = path, ?error, "the endgame tables cannot be opened");
                        None
                    }
                    Err(_) => {
                        tracing::error!(dir = path, "opening the endgame tables panicked");
                        None
                    }
                }
            }
            _ => {
                tracing::error!(
                    dir = %dir.display(),
                    "the endgame tables' directory must be UTF-8 without a colon"
                );
                None
            }
        };
        Prober {
            dir: dir.to_owned(),
            tables,
        }
    }

    fn wdl(&self, position: &Position) -> Result<Wdl, Unavailable> {
        let tables = self.tables.as_ref().ok_or(Unavailable::Failed)?;
        let b = Bits::of(position);
        let wdl = tables
            .probe_wdl(
                b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns, b.ep,
                b.turn,
            )
            .map_err(|_| Unavailable::Failed)?;
        Ok(match wdl {
            WdlProbeResult::Loss => Wdl::Loss,
            WdlProbeResult::BlessedLoss => Wdl::BlessedLoss,
            WdlProbeResult::Draw => Wdl::Draw,
            WdlProbeResult::CursedWin => Wdl::CursedWin,
            WdlProbeResult::Win => Wdl::Win,
        })
    }

    fn root(&self, position: &Position) -> Result<Root, Unavailable> {
        let tables = self.tables.as_ref().ok_or(Unavailable::Failed)?;
        let b = Bits::of(position);
        let root = tables
            .probe_root(
                b.white,
                b.black,
                b.kings,
                b.queens,
                b.rooks,
                b.bishops,
                b.knights,
                b.pawns,
                position.halfmoves().min(255),
                b.ep,
                b.turn,
            )
            .map_err(|_| Unavailable::Failed)?;
        match root.root {
            DtzProbeValue::Checkmate => Ok(Root::Mated),
            DtzProbeValue::Stalemate => Ok(Root::Stalemate),
            DtzProbeValue::DtzResult(result) => Ok(Root::Dtz(u32::from(result.dtz))),
            DtzProbeValue::Failed => Err(Unavailable::Failed),
        }
    }
}

/// A position as the prober takes it.
struct Bits {
    white: u64,
    black: u64,
    kings: u64,
    queens: u64,
    rooks: u64,
    bishops: u64,
    knights: u64,
    pawns: u64,
    /// The en passant square's index, 0 for none (a1 never is one).
    ep: u32,
    turn: bool,
}

impl Bits {
    fn of(position: &Position) -> Bits {
        let board = position.board();
        Bits {
            white: board.by_color(Color::White).0,
            black: board.by_color(Color::Black).0,
            kings: board.kings().0,
            queens: board.queens().0,
            rooks: board.rooks().0,
            bishops: board.bishops().0,
            knights: board.knights().0,
            pawns: board.pawns().0,
            ep: position
                .ep_square()
                .map_or(0, |sq| u32::try_from(sq.index()).unwrap_or(0)),
            turn: position.turn() == Color::White,
        }
    }
}

/// The prober's moves come from our rules core's attack tables.
#[derive(Debug, Clone, Copy)]
struct RulesCore;

/// The square of the prober's index (it passes 0 to 63; anything else attacks nothing).
fn square(index: u64) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::new)
}

impl EngineAdapter for RulesCore {
    fn pawn_attacks(color: pyrrhic_rs::Color, sq: u64) -> u64 {
        let color = match color {
            pyrrhic_rs::Color::White => Color::White,
            pyrrhic_rs::Color::Black => Color::Black,
        };
        square(sq).map_or(0, |sq| rules::pawn_attacks(color, sq).0)
    }
    fn knight_attacks(sq: u64) -> u64 {
        square(sq).map_or(0, |sq| rules::knight_attacks(sq).0)
    }
    fn bishop_attacks(sq: u64, occupied: u64) -> u64 {
        square(sq).map_or(0, |sq| rules::bishop_attacks(sq, Bitboard(occupied)).0)
    }
    fn rook_attacks(sq: u64, occupied: u64) -> u64 {
        square(sq).map_or(0, |sq| rules::rook_attacks(sq, Bitboard(occupied)).0)
    }
    fn queen_attacks(sq: u64, occupied: u64) -> u64 {
        square(sq).map_or(0, |sq| rules::queen_attacks(sq, Bitboard(occupied)).0)
    }
    fn king_attacks(sq: u64) -> u64 {
        square(sq).map_or(0, |sq| rules::king_attacks(sq).0)
    }
}

/// The pieces in the order of Syzygy's file names.
const NAME_ORDER: [Role; 6] = Role::KING_FIRST;

/// The material of `position` as Syzygy names its table: each side's pieces from the
/// king down (`KRP`), the side with more pieces first, of two equal in number the one
/// with the stronger pieces (`KQvKR`, never `KRvKQ`; `KvKQ` is `KQvK`).
pub fn material(position: &Position) -> String {
    let board = position.board();
    let side = |color: Color| -> Vec<usize> {
        let mut ranks = Vec::new();
        for (rank, role) in NAME_ORDER.iter().enumerate() {
            let count = (board.by_role(*role) & board.by_color(color)).count();
            ranks.extend(std::iter::repeat_n(rank, count as usize));
        }
        ranks
    };
    let (white, black) = (side(Color::White), side(Color::Black));
    // As the tables' generator orders them (python-chess `normalize_tablename`).
    let (first, second) = if (white.len(), &black) < (black.len(), &white) {
        (black, white)
    } else {
        (white, black)
    };
    let name = |ranks: &[usize]| -> String {
        ranks
            .iter()
            .map(|&rank| NAME_ORDER[rank].upper_char())
            .collect()
    };
    format!("{}v{}", name(&first), name(&second))
}

/// What a tables directory holds, for `pawnpost check-config`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Survey {
    /// WDL tables (`.rtbw`) of a size a table can have.
    pub wdl: u32,
    /// DTZ tables (`.rtbz`) of a size a table can have.
    pub dtz: u32,
    /// The most pieces of a WDL table found.
    pub largest: u32,
    /// Table files of a size no table has (cut short by a download?), by name.
    pub damaged: Vec<String>,
}

/// Lists the Syzygy tables in `dir` (not below it: the prober does not look there).
pub fn survey(dir: &Path) -> std::io::Result<Survey> {
    let mut survey = Survey::default();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some((material, suffix)) = name.rsplit_once('.') else {
            continue;
        };
        if suffix != "rtbw" && suffix != "rtbz" {
            continue;
        }
        let meta = entry.metadata()?;
        if !meta.is_file() || meta.len() % 64 != 16 {
            survey.damaged.push(name);
            continue;
        }
        if suffix == "rtbw" {
            survey.wdl += 1;
            let pieces = material.chars().filter(|c| *c != 'v').count();
            survey.largest = survey.largest.max(u32::try_from(pieces).unwrap_or(0));
        } else {
            survey.dtz += 1;
        }
    }
    survey.damaged.sort();
    Ok(survey)
}

/// Whether `dir` holds the table `material.suffix` whole: Syzygy files are 16 bytes
/// past a multiple of 64 (the prober prints to standard output about any other).
fn table_file(dir: &Path, material: &str, suffix: &str) -> bool {
    fs::metadata(dir.join(format!("{material}.{suffix}")))
        .is_ok_and(|meta| meta.is_file() && meta.len() % 64 == 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn materials_are_named_as_the_tables_are() {
        for (fen, name) in [
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "KQvK"),
            ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", "KQvK"),
            ("3rk3/8/8/8/8/8/8/3RK3 w - - 0 1", "KRvKR"),
            ("3rk3/8/8/8/8/8/8/3QK3 b - - 0 1", "KQvKR"),
            ("3qk3/8/8/8/8/8/8/3RK3 b - - 0 1", "KQvKR"),
            ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "KPvK"),
            ("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1", "KPvK"),
            ("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "KBvK"),
            ("3nk3/8/8/8/8/8/4P3/2BRK3 w - - 0 1", "KRBPvKN"),
            ("2bnk3/8/8/8/8/8/8/3RK3 w - - 0 1", "KBNvKR"),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "KvK"),
        ] {
            assert_eq!(material(&position(fen)), name, "{fen}");
        }
    }

    #[test]
    fn a_win_beyond_the_fifty_moves_counts_as_the_setting_says() {
        assert_eq!(judge(Wdl::CursedWin, CursedWin::Win), Value::Win);
        assert_eq!(judge(Wdl::BlessedLoss, CursedWin::Win), Value::Loss);
        assert_eq!(judge(Wdl::CursedWin, CursedWin::Draw), Value::Draw);
        assert_eq!(judge(Wdl::BlessedLoss, CursedWin::Draw), Value::Draw);
        for cursed in CursedWin::ALL {
            assert_eq!(judge(Wdl::Win, cursed), Value::Win);
            assert_eq!(judge(Wdl::Draw, cursed), Value::Draw);
            assert_eq!(judge(Wdl::Loss, cursed), Value::Loss);
        }
        assert_eq!(judge_with_clock(Wdl::Win, 60, 39), Ok(Value::Win));
        assert_eq!(
            judge_with_clock(Wdl::Win, 60, 40),
            Err(Unavailable::Uncertain)
        );
        assert_eq!(judge_with_clock(Wdl::Win, 60, 41), Ok(Value::Draw));
        assert_eq!(judge_with_clock(Wdl::Loss, 10, 95), Ok(Value::Draw));
        assert_eq!(judge_with_clock(Wdl::Loss, 10, 20), Ok(Value::Loss));
    }

    #[test]
    fn positions_the_tables_cannot_know_are_refused_before_any_file_is_read() {
        let tables = Syzygy::new("/nonexistent/pawnpost-tables", CursedWin::Win);
        assert_eq!(
            tables.value(&Position::new()),
            Err(Unavailable::TooManyPieces { pieces: 32 })
        );
        assert_eq!(
            tables.value(&position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")),
            Err(Unavailable::Castling)
        );
        assert_eq!(
            tables.value(&position("4k3/ppppp3/8/8/8/8/PPP5/4K3 w - - 0 1")),
            Err(Unavailable::TooManyPieces { pieces: 10 })
        );
        assert_eq!(
            tables.value(&position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")),
            Err(Unavailable::NoTables {
                material: "KQvK".to_owned()
            })
        );
    }

    #[test]
    fn one_process_probes_one_directory() {
        // The only unit test that opens the prober: it is one per process.
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syzygy");
        let queen = position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        let tables = Syzygy::new(&fixtures, CursedWin::Win);
        assert_eq!(tables.wdl(&queen), Ok(Wdl::Win));
        assert_eq!(tables.value(&queen), Ok(Value::Win));
        let king = position("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
        assert_eq!(tables.value(&king), Ok(Value::Loss));
        // Another directory, even with the same table, is refused in this process.
        let other = tempfile::tempdir().unwrap();
        fs::copy(fixtures.join("KQvK.rtbw"), other.path().join("KQvK.rtbw")).unwrap();
        let elsewhere = Syzygy::new(other.path(), CursedWin::Win);
        assert_eq!(elsewhere.value(&queen), Err(Unavailable::Failed));
        // The first one goes on answering.
        assert_eq!(tables.value(&queen), Ok(Value::Win));
    }

    #[test]
    fn the_test_tables_are_surveyed() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syzygy");
        let found = survey(&dir).unwrap();
        assert_eq!(
            found,
            Survey {
                wdl: 4,
                dtz: 4,
                largest: 4,
                damaged: Vec::new()
            }
        );
        assert!(survey(&dir.join("missing")).is_err());
    }

    #[test]
    fn one_mail_asks_about_one_position() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicU32, Ordering};
        struct Counting(Arc<AtomicU32>);
        impl Tablebase for Counting {
            fn value(&self, _: &Position) -> Result<Value, Unavailable> {
                self.0.fetch_add(1, Ordering::SeqCst);
                Ok(Value::Draw)
            }
        }
        let count = Arc::new(AtomicU32::new(0));
        let one = OneProbe::new(Box::new(Counting(count.clone())));
        let a = position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        let b = position("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
        assert_eq!(one.value(&a), Ok(Value::Draw));
        assert_eq!(one.value(&a), Ok(Value::Draw));
        assert_eq!(one.value(&b), Err(Unavailable::OnePerMail));
        assert_eq!(count.load(Ordering::SeqCst), 1);
    }
}
