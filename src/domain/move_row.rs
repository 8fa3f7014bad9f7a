//! A move as stored: its ply, the route that replays it exactly, the
//! position after it, and on a game clock the mover's time left after it.

/// A stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// 1-based ply.
    pub ply: u32,
    /// The full route in algebraic notation (`c3xc5xe5`): replays exactly.
    pub notation: String,
    /// The position after it.
    pub fen_after: String,
    /// On a game clock, the mover's time left after it, increment included
    /// (ms): what a takeback to the position after it gives back. `None`
    /// without a game clock, and for moves stored before it was kept.
    pub time_left_ms: Option<i64>,
}
