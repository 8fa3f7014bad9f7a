//! Persian dameh and Turkish dama: men step forward or sideways and capture
//! the same way, kings fly like rooks. A king is worth about three men (it
//! captures from afar and controls whole lines: "the first king is worth a
//! lot"), so a man with a free run to the last rank is worth much more than
//! its material.

use draughts::Dir;

use super::tables::{ORTHOGONAL_CONES, Sided, by_rank_and_file};
use super::{EvalStyle, Sides, Values, endgame, king_reach, men_tables, taper, trade_bonus};

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
    let mut score = VALUES.material(s, 0) - VALUES.material(s, 1);
    if style == EvalStyle::Material {
        return score;
    }
    let full = 2 * max_pieces as i32;
    let pieces = s.pieces();
    let (mut mid, end) = men_tables(s, &MEN_MID, &MEN_END);
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
        score += sign * (runaways(s, side) + KING_MOBILITY * king_reach(s, side, &Dir::ORTHOGONAL));
    }
    score + endgame::drive(s, &VALUES, 0)
}

/// Bonus of `side`'s men that no enemy man can stop, when the enemy has no
/// king to hunt them (shared with Dameo, whose men capture the same way).
#[inline(always)]
pub(super) fn runaways(s: &Sides, side: usize) -> i32 {
    let enemy = 1 - side;
    if s.kings[enemy] != 0 {
        return 0;
    }
    super::runaways(s, side, s.men[enemy], &ORTHOGONAL_CONES, &RUNAWAY)
}
