//! Hawaiian checkers (Konane): every move after the two opening removals
//! is a jump and the side without one loses, so mobility is everything:
//! the evaluation counts each side's single jumps (a longer jump along the
//! same line starts with one), and a little the jumps the side to move
//! would have after its own.

use draughts::{Board, Color, Dir, rules};

use super::mobility;
use super::{EvalStyle, Sides};

/// Per single jump a side has.
const JUMP: i32 = 20;

/// White's advantage on `board`: jumps count in every style (material
/// means nothing in a game where each move takes exactly one piece).
pub(super) fn evaluate(board: &Board<rules::Hawaiian>, _style: EvalStyle) -> i32 {
    let s = Sides::of(board);
    let jumps = |side: usize| {
        mobility::jumps::<rules::Hawaiian>(
            s.men[side],
            s.men[1 - side],
            s.empty,
            &Dir::ORTHOGONAL,
            side == Color::White.index(),
        )
    };
    JUMP * (jumps(0) - jumps(1))
}
