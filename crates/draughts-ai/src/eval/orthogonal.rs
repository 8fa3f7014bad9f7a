//! Persian dameh and Turkish dama: men step forward or sideways and capture
//! the same way, kings fly like rooks. A king is worth about three men (it
//! captures from afar and controls whole lines: "the first king is worth a
//! lot"), so a man with a free run to the last rank is worth much more than
//! its material.

use draughts::{BitWord, Board8, Dir, Layout};

use super::tables::{ORTHOGONAL_CONES, Sided, by_rank_and_file, relative_rank};
use super::{EvalStyle, Sides, Values, endgame, taper, tapered_sums, trade_bonus};

/// Piece values.
pub(super) const VALUES: Values = Values {
    man: 100,
    king: 350,
};

/// Men by square while many pieces are on the board: slow advancement and
/// the centre files.
static MEN_MID: Sided = by_rank_and_file([0, 0, 2, 4, 8, 14, 24, 0], [0, 1, 2, 3, 3, 2, 1, 0]);

/// Men by square in the endgame: advancement is what counts.
static MEN_END: Sided = by_rank_and_file([0, 0, 6, 12, 22, 36, 60, 0], [0; 8]);

/// Bonus of a man no enemy man can stop (the enemy has no king), by
/// relative rank.
const RUNAWAY: [i32; 8] = [0, 0, 10, 20, 40, 70, 110, 0];

/// Penalty of a man with an empty square behind it: a piece with its back
/// free can be jumped ("don't leave the squares behind your pieces empty").
const OPEN_BACK: i32 = 3;

/// Bonus per square a king reaches.
const KING_MOBILITY: i32 = 2;

/// Evaluation for White.
pub(super) fn evaluate(s: &Sides, style: EvalStyle, max_pieces: u32) -> i32 {
    let material = [VALUES.material(s, 0), VALUES.material(s, 1)];
    let mut score = material[0] - material[1];
    if style == EvalStyle::Material {
        return score;
    }
    let full = 2 * max_pieces as i32;
    let pieces = s.pieces();
    let mut mid = 0;
    let mut end = 0;
    for (side, sign) in [(0, 1), (1, -1)] {
        let (m, e) = tapered_sums(s.men[side], &MEN_MID[side], &MEN_END[side]);
        mid += sign * m;
        end += sign * e;
    }
    if style == EvalStyle::Full {
        let open_back = [
            (s.men[0] & (s.empty << 8)).count_ones() as i32,
            (s.men[1] & (s.empty >> 8)).count_ones() as i32,
        ];
        mid -= OPEN_BACK * (open_back[0] - open_back[1]);
    }
    score += taper(mid, end, pieces, full) + trade_bonus(score, pieces, full);
    if style == EvalStyle::Basic {
        return score;
    }
    for (side, sign) in [(0, 1), (1, -1)] {
        score += sign * (runaways(s, side) + king_mobility(s, side));
    }
    score + endgame::drive(s, &VALUES, 0)
}

/// Bonus of `side`'s men that no enemy man can stop, when the enemy has no
/// king to hunt them.
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
        for d in Dir::ORTHOGONAL {
            reach += Board8::slide(k, d, occupied).count_ones() as i32;
        }
    }
    KING_MOBILITY * reach
}
