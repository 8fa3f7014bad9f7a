//! The playing levels 1–8 and the search settings each one stands for.
//!
//! Levels 1–4 are weakened the way lidraughts weakens Scan: node budgets of
//! 50, 120, 400 and 1200, a simpler evaluation, and a seeded random choice
//! among the moves within a margin of the best. Levels 5–8 search with
//! the full evaluation and growing node budgets; their wall-time limit (at
//! most 1 s, level 8) is only a safety net for slow machines.

use std::fmt;
use std::time::Duration;

use crate::eval::EvalStyle;
use crate::limits::Limits;

/// Everything that shapes one search besides the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Settings {
    /// When to stop.
    pub limits: Limits,
    /// How much of the evaluation to use.
    pub style: EvalStyle,
    /// Randomness: the move is drawn (with `seed`) among the root moves
    /// scoring within this many hundredths of a man of the best; 0 always
    /// plays the best move.
    pub margin: i32,
    /// Seed of the random draw (mixed with the position's key).
    pub seed: u64,
    /// The transposition table holds `1 << table_bits` entries of
    /// [`crate::TABLE_ENTRY_BYTES`] bytes.
    pub table_bits: u32,
}

impl Settings {
    /// Full strength within `limits`, with the largest table.
    pub fn strongest(limits: Limits) -> Settings {
        Settings {
            limits,
            style: EvalStyle::Full,
            margin: 0,
            seed: 0,
            table_bits: LEVELS[LEVELS.len() - 1].table_bits,
        }
    }

    /// Bytes of the transposition table these settings allocate.
    pub fn table_bytes(&self) -> usize {
        crate::TABLE_ENTRY_BYTES << self.table_bits
    }
}

/// One row of the level table.
#[derive(Clone, Copy, Debug)]
struct Row {
    nodes: u64,
    movetime_ms: u64,
    style: EvalStyle,
    margin: i32,
    table_bits: u32,
    book: BookUse,
    about: &'static str,
}

/// How a level plays from the opening book of the game's variant
/// ([`crate::book`]), while the game is in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BookUse {
    /// It does not: the level searches from the first move.
    Never,
    /// A book move drawn with the level's seed, weighted by its score
    /// ([`crate::book::Book::draw`]), so that the level's openings vary.
    Draw,
    /// The book's best move.
    Best,
}

/// The level table, level 1 first.
const LEVELS: [Row; 8] = [
    Row {
        nodes: 50,
        movetime_ms: 50,
        style: EvalStyle::Material,
        margin: 100,
        table_bits: 12,
        book: BookUse::Never,
        about: "beginner: looks at 50 positions, counts material only, often picks a weaker move",
    },
    Row {
        nodes: 120,
        movetime_ms: 50,
        style: EvalStyle::Material,
        margin: 30,
        table_bits: 12,
        book: BookUse::Never,
        about: "novice: looks at 120 positions, counts material only, picks among nearly best moves",
    },
    Row {
        nodes: 400,
        movetime_ms: 100,
        style: EvalStyle::Basic,
        margin: 20,
        table_bits: 14,
        book: BookUse::Draw,
        about: "casual: looks at 400 positions, knows advancement, picks among nearly best moves",
    },
    Row {
        nodes: 1_200,
        movetime_ms: 100,
        style: EvalStyle::Full,
        margin: 10,
        table_bits: 14,
        book: BookUse::Draw,
        about: "club: looks at 1200 positions with the full evaluation, slight randomness",
    },
    Row {
        nodes: 6_000,
        movetime_ms: 200,
        style: EvalStyle::Full,
        margin: 0,
        table_bits: 16,
        book: BookUse::Draw,
        about: "strong club: 6 000 positions, always the best move it finds",
    },
    Row {
        nodes: 30_000,
        movetime_ms: 400,
        style: EvalStyle::Full,
        margin: 0,
        table_bits: 18,
        book: BookUse::Draw,
        about: "expert: 30 000 positions",
    },
    Row {
        nodes: 200_000,
        movetime_ms: 700,
        style: EvalStyle::Full,
        margin: 0,
        table_bits: 20,
        book: BookUse::Draw,
        about: "master: 200 000 positions",
    },
    Row {
        nodes: 2_000_000,
        movetime_ms: 1_000,
        style: EvalStyle::Full,
        margin: 0,
        table_bits: 20,
        book: BookUse::Best,
        about: "strongest: 2 000 000 positions, at most 1 second",
    },
];

/// A playing level from [`Level::MIN`] (weakest) to [`Level::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// A level number outside 1–8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelError(pub u8);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "level {} does not exist (levels go from {} to {})",
            self.0,
            Level::MIN.0,
            Level::MAX.0
        )
    }
}

impl std::error::Error for LevelError {}

impl Level {
    /// The weakest level, 1.
    pub const MIN: Level = Level(1);
    /// The strongest level, 8.
    pub const MAX: Level = Level(LEVELS.len() as u8);

    /// Level `n`, if it exists.
    pub fn new(n: u8) -> Result<Level, LevelError> {
        if (Level::MIN.0..=Level::MAX.0).contains(&n) {
            Ok(Level(n))
        } else {
            Err(LevelError(n))
        }
    }

    /// Level `n`, brought into 1–8 (0 plays as 1, 9 and above as 8).
    pub fn clamped(n: u8) -> Level {
        Level(n.clamp(Level::MIN.0, Level::MAX.0))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (Level::MIN.0..=Level::MAX.0).map(Level)
    }

    fn row(self) -> &'static Row {
        &LEVELS[usize::from(self.0 - 1)]
    }

    /// Whether a game's searches at this level should share one table
    /// ([`crate::choose_with`]): the levels that always play the best move
    /// they find (5–8). Levels 1–4 are weakened by their node budgets and
    /// random picks, calibrated on a fresh table.
    pub fn keeps_table(self) -> bool {
        self.row().margin == 0
    }

    /// How the level plays from the opening book: not at all at levels 1
    /// and 2, a move drawn by score at 3 to 7, the best move at 8.
    pub fn book(self) -> BookUse {
        self.row().book
    }

    /// The level's own wall-time limit for one search: a safety net, as
    /// its node budget usually ends the search first.
    pub fn movetime(self) -> Duration {
        Duration::from_millis(self.row().movetime_ms)
    }

    /// The search settings of this level with its wall-time limit lowered
    /// to `movetime` when that is shorter (a bot short of time on a game
    /// clock); never raised above the level's own.
    pub fn settings_within(self, seed: u64, movetime: Duration) -> Settings {
        let mut settings = self.settings(seed);
        settings.limits.movetime = Some(self.movetime().min(movetime));
        settings
    }

    /// One line describing the level, for help texts.
    pub fn describe(self) -> &'static str {
        self.row().about
    }

    /// The search settings of this level; `seed` drives its random choices.
    pub fn settings(self, seed: u64) -> Settings {
        let row = self.row();
        Settings {
            limits: Limits {
                movetime: Some(Duration::from_millis(row.movetime_ms)),
                depth: None,
                nodes: Some(row.nodes),
            },
            style: row.style,
            margin: row.margin,
            seed,
            table_bits: row.table_bits,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_and_low_levels_follow_the_scan_budgets() {
        assert!(Level::new(0).is_err() && Level::new(9).is_err());
        assert_eq!(Level::clamped(0), Level::MIN);
        assert_eq!(Level::clamped(200), Level::MAX);
        let budgets: Vec<u64> = Level::all()
            .map(|l| l.settings(0).limits.nodes.unwrap())
            .collect();
        assert_eq!(budgets[..4], [50, 120, 400, 1200]);
        assert!(budgets.windows(2).all(|w| w[0] < w[1]));
        let top = Level::MAX.settings(0);
        assert!(top.limits.movetime.unwrap() <= Duration::from_secs(1));
        assert!(top.table_bytes() <= 16 << 20);
    }

    #[test]
    fn a_time_budget_only_ever_lowers_the_levels_limit() {
        let top = Level::MAX;
        assert_eq!(top.movetime(), Duration::from_secs(1));
        let short = top.settings_within(7, Duration::from_millis(66));
        assert_eq!(short.limits.movetime, Some(Duration::from_millis(66)));
        // Only the wall time changes: the node budget and the rest stay.
        let full = top.settings(7);
        assert_eq!(short.limits.nodes, full.limits.nodes);
        assert_eq!((short.margin, short.seed), (full.margin, full.seed));
        let long = top.settings_within(7, Duration::from_secs(60));
        assert_eq!(long.limits.movetime, Some(Duration::from_secs(1)));
    }
}
