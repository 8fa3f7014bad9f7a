//! Dameo: men step straight or diagonally forward (whole lines move
//! together), capture orthogonally in all four directions; kings move like
//! queens and capture rookwise from afar. Lines of men that back each other
//! up are strong; a king is worth about three men.

use draughts::{BitWord, Board8, Dir, Layout};

use super::tables::{ORTHOGONAL_CONES, Sided, by_rank_and_file, relative_rank};
use super::{EvalStyle, Sides, Values, endgame, taper, tapered_sums, trade_bonus};

/// Piece values.
pub(super) const VALUES: Values = Values {
    man: 100,
    king: 320,
};

/// Men by square in the opening and middlegame.
static MEN_MID: Sided = by_rank_and_file([0, 1, 3, 6, 10, 16, 26, 0], [0, 1, 2, 3, 3, 2, 1, 0]);

/// Men by square in the endgame.
static MEN_END: Sided = by_rank_and_file([0, 4, 10, 18, 28, 42, 62, 0], [0; 8]);

/// Bonus of a man no enemy man can stop (the enemy has no king).
const RUNAWAY: [i32; 8] = [0, 0, 10, 20, 40, 70, 110, 0];

/// Bonus of a man backed by an own man right behind it (a line).
const BACKED: i32 = 2;

/// Bonus per square a king reaches.
const KING_MOBILITY: i32 = 1;

/// Evaluation for White.
pub(super) fn evaluate(s: &Sides, style: EvalStyle) -> i32 {
    let material = [VALUES.material(s, 0), VALUES.material(s, 1)];
    let mut score = material[0] - material[1];
    if style == EvalStyle::Material {
        return score;
    }
    const FULL: i32 = 36;
    let pieces = s.pieces();
    let mut mid = 0;
    let mut end = 0;
    for (side, sign) in [(0, 1), (1, -1)] {
        let (m, e) = tapered_sums(s.men[side], &MEN_MID[side], &MEN_END[side]);
        mid += sign * m;
        end += sign * e;
    }
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
        score += sign * (runaways(s, side) + king_mobility(s, side));
    }
    score + endgame::drive(s, &VALUES, 0)
}

/// Bonus of `side`'s men that no enemy man can stop, when the enemy has no
/// king.
#[inline(always)]
fn runaways(s: &Sides, side: usize) -> i32 {
    let enemy = 1 - side;
    if s.kings[enemy] != 0 {
        return 0;
    }
    s.men[side]
        .iter()
        .filter(|&sq| ORTHOGONAL_CONES[side][usize::from(sq)] & s.men[enemy] == 0)
        .map(|sq| RUNAWAY[relative_rank(side, sq)])
        .sum()
}

/// Bonus for the squares `side`'s kings reach.
#[inline(always)]
fn king_mobility(s: &Sides, side: usize) -> i32 {
    let occupied = !s.empty;
    let mut reach = 0;
    for k in s.kings[side].iter() {
        for d in Dir::ALL {
            reach += Board8::slide(k, d, occupied).count_ones() as i32;
        }
    }
    KING_MOBILITY * reach
}
