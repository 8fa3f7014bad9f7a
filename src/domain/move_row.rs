//! A move as stored: its ply, the route that replays it exactly, and the
//! position after it.

/// A stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// 1-based ply.
    pub ply: u32,
    /// The full route in algebraic notation (`c3xc5xe5`): replays exactly.
    pub notation: String,
    /// The position after it.
    pub fen_after: String,
}
