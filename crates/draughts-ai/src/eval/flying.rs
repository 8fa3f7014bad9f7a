//! Diagonal draughts with flying kings, on any board: men step diagonally
//! forward, kings fly. One evaluation read through a [`Profile`] per
//! family (International and Canadian on 10x10 and 12x12, the 8x8 games,
//! Frisian in `frisian.rs`), over the [`Shaped`] geometry of the rules, so
//! Corner's two crowning squares, One-way's upward men and Parachute's
//! parachutists come from the rules' own parameters.
//!
//! Terms, each computed for White minus Black:
//! - material: men, kings, parachutists; a man that can never be crowned
//!   is worth less;
//! - the men's advancement, tapered from the middlegame (small: an
//!   advanced man is also an exposed one) to the endgame (large: a man near
//!   the crown is nearly a king), the centre, guards of the enemy's
//!   crowning squares; kings in the centre;
//! - (full) runaway men when the enemy has no king; king mobility along
//!   the king's lines; kings on the main diagonal, the road a lone king
//!   holds against three kings and the stronger side must take;
//! - from [`structure`]: the balance of the men's wings (middlegame) and,
//!   in full, their safe steps: a side short of safe moves ends up giving
//!   men away or without a move.

use draughts::{BitWord, Board, Color, Dir, Layout};

use super::geometry::Shaped;
use super::men::{MenTable, MenWeights};
use super::structure::StructureWeights;
use super::{EvalStyle, Sides, taper, trade_bonus};

/// The weights of one family.
#[derive(Clone, Copy, Debug)]
pub(super) struct Profile {
    /// The men's terms.
    pub men: MenWeights,
    /// A king's value.
    pub king: i32,
    /// A parachutist: a man waiting on the enemy's first rank, whose only
    /// move is one capture (Parachute).
    pub parachutist: i32,
    /// Kings by their distance to the edge.
    pub king_centre: [i16; 6],
    /// Per square a king reaches along `king_lines`.
    pub king_mobility: i32,
    /// The directions a king slides in.
    pub king_lines: &'static [Dir],
    /// A king on the main diagonal, when kings are on the board.
    pub main_diagonal: i32,
    /// The men's safe steps and balance, where the family has them.
    pub structure: Option<StructureWeights>,
}

/// White's advantage on `board` under `style` and the family's `profile`,
/// whose men and kings on `R`'s board are tabled in `table`.
pub(super) fn evaluate<R: Shaped>(
    board: &Board<R>,
    style: EvalStyle,
    profile: &Profile,
    table: &MenTable,
) -> i32 {
    let g = R::geometry();
    let s = Sides::of(board);
    let paras = [
        board.parachutists(Color::White),
        board.parachutists(Color::Black),
    ];
    let men = [s.men[0] & !paras[0], s.men[1] & !paras[1]];
    let mut score = 0;
    for (side, sign) in [(0, 1), (1, -1)] {
        score += sign
            * (profile.men.value * men[side].count() as i32
                + profile.king * s.kings[side].count() as i32
                + profile.parachutist * paras[side].count() as i32);
    }
    if style == EvalStyle::Material {
        return score;
    }
    let full = 2 * R::VARIANT.max_pieces() as i32;
    let pieces = s.pieces();
    let (mut mid, mut end) = (0, 0);
    for (side, sign) in [(0, 1), (1, -1)] {
        let sums = table.men(side, men[side]);
        let kings = table.kings(s.kings[side]);
        let lean = profile.structure.map_or(0, |w| w.lean(sums.lean));
        mid += sign * (sums.mid + kings - lean);
        end += sign * (sums.end + kings);
    }
    score += taper(mid, end, pieces, full) + trade_bonus(score, pieces, full);
    if style == EvalStyle::Basic {
        return score;
    }
    let occupied = !s.empty;
    let any_kings = !(s.kings[0] | s.kings[1]).is_zero();
    for (side, sign) in [(0, 1), (1, -1)] {
        let enemy = 1 - side;
        let mut extra = profile
            .structure
            .map_or(0, |w| w.steps::<R>(side, men[side], &s));
        if s.kings[enemy].is_zero() {
            extra += table.runaways(g, side, men[side], s.all(enemy));
        }
        for k in s.kings[side].iter() {
            for &d in profile.king_lines {
                extra += profile.king_mobility * R::Layout::slide(k, d, occupied).count() as i32;
            }
        }
        if any_kings {
            extra += profile.main_diagonal * (s.kings[side] & g.main_diagonal).count() as i32;
        }
        score += sign * extra;
    }
    score
}

/// International and Canadian: a flying king on a large board is worth
/// about three men; men advance slowly in the middlegame.
pub(super) const LARGE: Profile = Profile {
    men: MenWeights {
        value: 100,
        dead: 30,
        advance_mid: [0, 24, 16, 11, 7, 4, 2, 1, 0, 0, 0, 0],
        advance_end: [0, 70, 55, 42, 32, 24, 17, 11, 6, 3, 1, 0],
        centre: [0, 3, 6, 8, 9, 9],
        guard: 6,
        runaway: 170,
        runaway_per_step: 15,
    },
    king: 300,
    parachutist: 0,
    king_centre: [0, 4, 8, 10, 12, 12],
    king_mobility: 1,
    king_lines: &Dir::DIAGONAL,
    main_diagonal: 12,
    structure: Some(StructureWeights {
        safe_step: 8,
        unsafe_step: 1,
        balance: 1,
    }),
};

/// The 8x8 games with flying kings (Russian, Brazilian, Pool, Czech,
/// Portuguese, Thai, Corner, One-way, Parachute): fewer pieces, so a king
/// weighs even more, and the back rank guard counts.
pub(super) const SMALL: Profile = Profile {
    men: MenWeights {
        value: 100,
        dead: 30,
        advance_mid: [0, 20, 12, 7, 4, 2, 0, 0, 0, 0, 0, 0],
        advance_end: [0, 60, 42, 28, 17, 8, 2, 0, 0, 0, 0, 0],
        centre: [0, 4, 8, 10, 10, 10],
        guard: 10,
        runaway: 150,
        runaway_per_step: 15,
    },
    king: 280,
    parachutist: 70,
    king_centre: [0, 4, 8, 10, 10, 10],
    king_mobility: 1,
    king_lines: &Dir::DIAGONAL,
    main_diagonal: 15,
    structure: Some(StructureWeights {
        safe_step: 8,
        unsafe_step: 1,
        balance: 1,
    }),
};
