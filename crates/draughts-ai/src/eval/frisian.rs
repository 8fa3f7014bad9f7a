//! Frisian draughts: men capture in eight directions (along files and
//! ranks over the next playable square too), kings fly and capture the
//! same way but may make only three quiet moves running while their side
//! has a man. The flying-king evaluation with Frisian's own weights: the
//! runaway cones of the geometry already reach along files and ranks,
//! since an enemy man there can still take.

use draughts::{Board, Dir, rules};

use super::EvalStyle;
use super::flying::{self, Profile};
use super::men::{MenWeights, men_table};

/// Frisian's weights.
const FRISIAN: Profile = Profile {
    men: MenWeights {
        value: 100,
        dead: 30,
        advance_mid: [0, 24, 16, 11, 7, 4, 2, 1, 0, 0, 0, 0],
        advance_end: [0, 70, 55, 42, 32, 24, 17, 11, 6, 3, 1, 0],
        centre: [0, 3, 6, 8, 9, 9],
        guard: 6,
        runaway: 150,
        runaway_per_step: 15,
    },
    king: 250,
    parachutist: 0,
    king_centre: [0, 4, 8, 10, 12, 12],
    king_mobility: 1,
    king_lines: &Dir::DIAGONAL,
    main_diagonal: 8,
    structure: None,
};

/// White's advantage on `board`.
pub(super) fn evaluate(board: &Board<rules::Frisian>, style: EvalStyle) -> i32 {
    let table = men_table!(rules::Frisian, FRISIAN);
    flying::evaluate(board, style, &FRISIAN, table)
}
