//! Dameo: men step straight or diagonally forward (whole lines move
//! together), capture orthogonally in all four directions; kings move like
//! queens and capture rookwise from afar. Lines of men that back each other
//! up are strong; a king is worth about three men.

use draughts::Dir;

use super::orthogonal::runaways;
use super::tables::{Sided, by_rank_and_file};
use super::{EvalStyle, Sides, Values, endgame, king_reach, men_tables, taper, trade_bonus};

/// Piece values.
pub(super) const VALUES: Values = Values {
    man: 100,
    king: 320,
};

/// Men by square in the opening and middlegame.
static MEN_MID: Sided = by_rank_and_file([0, 1, 3, 6, 10, 16, 26, 0], [0, 1, 2, 3, 3, 2, 1, 0]);

/// Men by square in the endgame.
static MEN_END: Sided = by_rank_and_file([0, 4, 10, 18, 28, 42, 62, 0], [0; 8]);

/// Bonus of a man backed by an own man right behind it (a line).
const BACKED: i32 = 2;

/// Bonus per square a king reaches.
const KING_MOBILITY: i32 = 1;

/// Evaluation for White.
pub(super) fn evaluate(s: &Sides, style: EvalStyle) -> i32 {
    let mut score = VALUES.material(s, 0) - VALUES.material(s, 1);
    if style == EvalStyle::Material {
        return score;
    }
    const FULL: i32 = 36;
    let pieces = s.pieces();
    let (mut mid, end) = men_tables(s, &MEN_MID, &MEN_END);
    if style == EvalStyle::Full {
        let backed = [
            (s.men[0] & (s.men[0] << 8)).count_ones() as i32,
            (s.men[1] & (s.men[1] >> 8)).count_ones() as i32,
        ];
        mid += BACKED * (backed[0] - backed[1]);
    }
    score += taper(mid, end, pieces, FULL) + trade_bonus(score, pieces, FULL);
    if style == EvalStyle::Basic {
        return score;
    }
    for (side, sign) in [(0, 1), (1, -1)] {
        score += sign * (runaways(s, side) + KING_MOBILITY * king_reach(s, side, &Dir::ALL));
    }
    score + endgame::drive(s, &VALUES, 0)
}
