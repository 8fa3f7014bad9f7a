//! Short kings on 8x8: Italian (diagonal men that may not take a king,
//! kings one square in the four diagonals) and Gothic (every square; men
//! step and jump forward, diagonally forward and sideways; kings one
//! square in eight directions). A short king is worth well under two men;
//! the game turns on men: advancement, the centre, the back rank that
//! keeps the enemy from crowning, runaway men; in Italian also the men's
//! safe steps and the balance of their wings (from [`structure`], as in
//! the flying-king games; Gothic's sideways steps and captures are not
//! what it counts); and in the ending the stronger side's kings hunt the
//! lone kings toward the edge.

use draughts::{BitWord, Board};

use super::geometry::{Geometry, Shaped};
use super::men::{MenTable, MenWeights};
use super::structure::StructureWeights;
use super::{EvalStyle, Sides, taper, trade_bonus};

/// The weights of one short-king variant.
#[derive(Clone, Copy, Debug)]
pub(super) struct Profile {
    /// The men's terms.
    pub men: MenWeights,
    /// A king's value.
    pub king: i32,
    /// Kings by their distance to the edge.
    pub king_centre: [i16; 6],
    /// The men's safe steps and balance, where the family has them.
    pub structure: Option<StructureWeights>,
}

/// White's advantage on `board` under `style` and `profile`, whose men and
/// kings on `R`'s board are tabled in `table`.
pub(super) fn evaluate<R: Shaped>(
    board: &Board<R>,
    style: EvalStyle,
    profile: &Profile,
    table: &MenTable,
) -> i32 {
    let g = R::geometry();
    let s = Sides::of(board);
    let material = |side: usize| {
        profile.men.value * s.men[side].count() as i32 + profile.king * s.kings[side].count() as i32
    };
    let mut score = material(0) - material(1);
    if style == EvalStyle::Material {
        return score;
    }
    let full = 2 * R::VARIANT.max_pieces() as i32;
    let pieces = s.pieces();
    let (mut mid, mut end) = (0, 0);
    for (side, sign) in [(0, 1), (1, -1)] {
        let sums = table.men(side, s.men[side]);
        let kings = table.kings(s.kings[side]);
        let lean = profile.structure.map_or(0, |w| w.lean(sums.lean));
        mid += sign * (sums.mid + kings - lean);
        end += sign * (sums.end + kings);
    }
    score += taper(mid, end, pieces, full) + trade_bonus(score, pieces, full);
    if style == EvalStyle::Basic {
        return score;
    }
    for (side, sign) in [(0, 1), (1, -1)] {
        let enemy = 1 - side;
        let steps = profile
            .structure
            .map_or(0, |w| w.steps::<R>(side, s.men[side], &s));
        score += sign * (steps + table.runaways(g, side, s.men[side], s.all(enemy)));
    }
    score + drive(g, &s, material(0), material(1), profile.men.value)
}

/// When one side has only kings left and is behind by a man or more: the
/// stronger side's kings close in and the weak kings are pushed to the
/// edge. For White (positive when White drives).
fn drive<W: BitWord>(g: &Geometry<W>, s: &Sides<W>, white: i32, black: i32, man: i32) -> i32 {
    let material = [white, black];
    let mut score = 0;
    for (strong, weak, sign) in [(0, 1, 1), (1, 0, -1)] {
        if !s.men[weak].is_zero() || s.kings[weak].is_zero() {
            continue;
        }
        if material[strong] < material[weak] + man {
            continue;
        }
        let mut bonus = 0;
        for w in s.kings[weak].iter() {
            bonus += (3 - i32::from(g.centrality[usize::from(w)]).min(3)) * 12;
            for k in s.kings[strong].iter() {
                bonus += (7 - g.distance(k, w)).max(0) * 4;
            }
        }
        score += sign * bonus;
    }
    score
}

/// Italian: men may not take kings, so a king is safe from men and worth
/// more than in English checkers.
pub(super) const ITALIAN: Profile = Profile {
    men: MenWeights {
        value: 100,
        dead: 30,
        advance_mid: [0, 16, 12, 9, 6, 3, 1, 0, 0, 0, 0, 0],
        advance_end: [0, 40, 28, 20, 14, 8, 4, 0, 0, 0, 0, 0],
        centre: [0, 2, 3, 3, 3, 3],
        guard: 10,
        runaway: 60,
        runaway_per_step: 8,
    },
    king: 180,
    king_centre: [0, 5, 10, 15, 15, 15],
    structure: Some(StructureWeights {
        safe_step: 8,
        unsafe_step: 1,
        balance: 1,
    }),
};

/// Gothic: men move in five directions, kings in eight.
pub(super) const GOTHIC: Profile = Profile {
    men: MenWeights {
        value: 100,
        dead: 30,
        advance_mid: [0, 16, 12, 9, 6, 3, 1, 0, 0, 0, 0, 0],
        advance_end: [0, 40, 28, 20, 14, 8, 4, 0, 0, 0, 0, 0],
        centre: [0, 2, 3, 3, 3, 3],
        guard: 4,
        runaway: 60,
        runaway_per_step: 8,
    },
    king: 200,
    king_centre: [0, 5, 10, 15, 15, 15],
    structure: None,
};
