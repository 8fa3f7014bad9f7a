//! The value of a position for the side to move.

/// A position's game-theoretic value for the side to move, under the
/// variant's move rules alone: compulsory capture, a side without a legal
/// move loses (wins in Anti checkers), and a game that never ends is drawn.
/// The move-count draw rules (no-progress counters, the lone-king clauses)
/// are left out: they can only turn a win into a draw, never a draw into a
/// win, so [`Wdl::Draw`] is exact and [`Wdl::Win`] means "wins unless a
/// move-count rule ends the game first" (docs/egdb.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wdl {
    /// The side to move wins.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses.
    Loss,
}

impl Wdl {
    /// The same value seen from the other side.
    pub const fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }

    /// The 2-bit code a table file stores (3 is an index hole: no position).
    pub(crate) const fn code(self) -> u8 {
        match self {
            Wdl::Draw => 0,
            Wdl::Win => 1,
            Wdl::Loss => 2,
        }
    }

    /// The value of a 2-bit code; `None` for a hole.
    pub(crate) const fn of_code(code: u8) -> Option<Wdl> {
        match code {
            0 => Some(Wdl::Draw),
            1 => Some(Wdl::Win),
            2 => Some(Wdl::Loss),
            _ => None,
        }
    }
}

/// The 2-bit code of an index hole (two men on one square).
pub(crate) const HOLE: u8 = 3;
