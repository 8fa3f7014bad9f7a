//! Anti checkers: English checkers' moves, but the side left without a
//! move (no piece, or all blocked) wins, so the evaluation plays to give
//! pieces away: material counts against its owner. A man is cheaper to
//! give away than a king, which can run from the pieces that would have
//! to take it; having few moves left is a step toward being blocked.

use draughts::{BitWord, Board, Color, rules};

use super::mobility;
use super::{EvalStyle, Sides};

/// What a man and a king cost their owner.
const MAN: i32 = 100;
const KING: i32 = 130;

/// Per quiet man move the owner still has (a cost: a blocked side wins).
const MOBILITY: i32 = 2;

/// White's advantage on `board`.
pub(super) fn evaluate(board: &Board<rules::Anti>, style: EvalStyle) -> i32 {
    let s = Sides::of(board);
    let cost = |side: usize| MAN * s.men[side].count() as i32 + KING * s.kings[side].count() as i32;
    let mut score = cost(1) - cost(0);
    if style == EvalStyle::Material {
        return score;
    }
    for (color, sign) in [(Color::White, 1), (Color::Black, -1)] {
        let men = s.men[color.index()];
        score -=
            sign * MOBILITY * mobility::steps::<rules::Anti>(men, s.empty, color == Color::White);
    }
    score
}
