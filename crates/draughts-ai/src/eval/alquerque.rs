//! Alquerque: pieces step forward, diagonally forward (from the points
//! with diagonal lines) or sideways, never back, and are never crowned; a
//! piece on its last rank makes no quiet move, and the side without a
//! move loses. So besides material, moves are wealth: the evaluation
//! counts each side's quiet steps and jumps, and in the ending the steps
//! its pieces still have before they run out of board.

use draughts::{BitWord, Board, Color, Rules, rules};

use super::geometry::Shaped;
use super::mobility;
use super::{EvalStyle, Sides, taper};

/// A piece.
const PIECE: i32 = 100;
/// Per quiet step or jump a side has now.
const MOBILITY: i32 = 4;
/// Per step left to a side's pieces before the last rank, in the ending.
const RESERVE: i32 = 3;
/// A piece stuck on its last rank.
const STUCK: i32 = 20;

/// White's advantage on `board`.
pub(super) fn evaluate(board: &Board<rules::Alquerque>, style: EvalStyle) -> i32 {
    let s = Sides::of(board);
    let mut score = PIECE * (s.men[0].count() as i32 - s.men[1].count() as i32);
    if style == EvalStyle::Material {
        return score;
    }
    let g = rules::Alquerque::geometry();
    let full = 2 * rules::Alquerque::VARIANT.max_pieces() as i32;
    let (mut mid, mut end) = (0, 0);
    for (color, sign) in [(Color::White, 1), (Color::Black, -1)] {
        let side = color.index();
        let white = color == Color::White;
        let men = s.men[side];
        let last = rules::Alquerque::last_rank(white);
        let moves = mobility::steps::<rules::Alquerque>(men & !last, s.empty, white)
            + mobility::jumps::<rules::Alquerque>(
                men,
                s.men[1 - side],
                s.empty,
                rules::Alquerque::MAN_CAPTURES,
                white,
            );
        let reserve: i32 = men
            .iter()
            .map(|m| i32::from(g.to_goal[side][usize::from(m)]))
            .sum();
        let stuck = (men & last).count() as i32;
        mid += sign * (MOBILITY * moves - STUCK * stuck);
        end += sign * (MOBILITY * moves + RESERVE * reserve - STUCK * stuck);
    }
    score += taper(mid, end, s.pieces(), full);
    score
}
