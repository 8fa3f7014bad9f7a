//! English checkers: men step diagonally forward, kings one square in any
//! diagonal direction, so a king is worth only about a man and a third.
//! The back-rank "bridge" (squares 30 and 32 for White, 1 and 3 for Black)
//! keeps the enemy from crowning; the double corner is a lone king's
//! refuge.

use super::tables::{DIAGONAL_CONES, Sided, by_rank_and_file, centrality, with_squares};
use super::{
    EvalStyle, Sides, Values, endgame, men_tables, runaways, table_sum, taper, trade_bonus,
};

/// Piece values.
pub(super) const VALUES: Values = Values {
    man: 100,
    king: 165,
};

/// Men by square in the opening and middlegame: back-rank guard on c1 and
/// g1 (30, 32), a little on a1 and e1, slow advancement, the centre.
static MEN_MID: Sided = with_squares(
    with_squares(
        by_rank_and_file([0, 2, 4, 6, 9, 12, 16, 0], [0, 1, 2, 3, 3, 2, 1, 0]),
        &[2, 6],
        10,
    ),
    &[0, 4],
    4,
);

/// Men by square in the endgame: advancement.
static MEN_END: Sided = by_rank_and_file([0, 4, 8, 14, 20, 28, 40, 0], [0; 8]);

/// Kings by square: the centre, away from the edges.
static KINGS: Sided = {
    let mut t = [[0i16; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        t[0][sq] = centrality(sq) * 5;
        t[1][63 - sq] = centrality(sq) * 5;
        sq += 1;
    }
    t
};

/// The double corners, where a lone king holds best: g1, h2 and a7, b8.
const DOUBLE_CORNERS: u64 = 1 << 6 | 1 << 15 | 1 << 48 | 1 << 57;

/// Bonus of a man with no enemy piece ahead in its cone, by relative rank.
const RUNAWAY: [i32; 8] = [0, 0, 0, 10, 16, 24, 32, 0];

/// Evaluation for White.
pub(super) fn evaluate(s: &Sides, style: EvalStyle) -> i32 {
    let mut score = VALUES.material(s, 0) - VALUES.material(s, 1);
    if style == EvalStyle::Material {
        return score;
    }
    const FULL: i32 = 24;
    let pieces = s.pieces();
    let (mid, end) = men_tables(s, &MEN_MID, &MEN_END);
    score += table_sum(s.kings[0], &KINGS[0]) - table_sum(s.kings[1], &KINGS[1]);
    score += taper(mid, end, pieces, FULL) + trade_bonus(score, pieces, FULL);
    if style == EvalStyle::Basic {
        return score;
    }
    for (side, sign) in [(0, 1), (1, -1)] {
        score += sign * runaways(s, side, s.all(1 - side), &DIAGONAL_CONES, &RUNAWAY);
    }
    score + endgame::drive(s, &VALUES, DOUBLE_CORNERS)
}
