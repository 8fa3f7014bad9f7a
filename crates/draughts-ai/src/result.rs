//! What a search reports: the move to play, its score, the depth reached,
//! the effort spent and the principal variation, as player-level moves.

use std::time::Duration;

use draughts::{Action, Board, Move, Rules, Word};

use crate::iterate::{RawIteration, StopReason};
use crate::score::Score;

/// One completed iteration of the iterative deepening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The depth searched, in plies.
    pub depth: u32,
    /// The score for the side to move.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The principal variation found.
    pub pv: Vec<Move>,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: one of the position's `legal_moves()`.
    pub best: Move,
    /// The score of the best move found, for the side to move (for the weak
    /// levels the move played may score a little less).
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The deepest ply any line reached, quiescence included.
    pub seldepth: u32,
    /// Nodes searched (interior and quiescence).
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The principal variation, starting with the best move found.
    pub pv: Vec<Move>,
    /// Every completed iteration, shallowest first.
    pub iterations: Vec<Iteration>,
    /// Why the search stopped.
    pub stop: StopReason,
}

impl SearchResult {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            (self.nodes as f64 / seconds) as u64
        } else {
            0
        }
    }
}

/// The moves of a line of actions from `board`, as long as each one is
/// legal where it is played.
pub(crate) fn moves_of<R: Rules>(board: &Board<R>, line: &[Action<Word<R>>]) -> Vec<Move> {
    let mut board = *board;
    let mut moves = Vec::with_capacity(line.len());
    for action in line {
        let Some(mv) = board.move_of(action) else {
            break;
        };
        board = board.play(action);
        moves.push(mv);
    }
    moves
}

/// An iteration with its line as moves.
pub(crate) fn iteration<R: Rules>(board: &Board<R>, raw: &RawIteration<Word<R>>) -> Iteration {
    Iteration {
        depth: raw.depth,
        score: Score::from_internal(raw.score),
        nodes: raw.nodes,
        elapsed: raw.elapsed,
        pv: moves_of(board, &raw.pv),
    }
}
