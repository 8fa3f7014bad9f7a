//! The men's terms shared by the evaluations of the new variants, read
//! from a [`Geometry`]: advancement by the steps left to crowning, the
//! centre, guards on the squares where the enemy crowns, dead men and
//! runaway men.

use draughts::BitWord;

use super::geometry::{Geometry, UNREACHABLE};

/// The weights of the men's terms in one family.
#[derive(Clone, Copy, Debug)]
pub(super) struct MenWeights {
    /// A man's value.
    pub value: i32,
    /// A man that can no longer reach a crowning square (Corner: off the
    /// way to a7 or b8): it still blocks and captures, but never crowns.
    pub dead: i32,
    /// By the steps left to crowning (index 1 = one step away, the last
    /// entry for 11 steps and more), in the middlegame and in the endgame.
    pub advance_mid: [i16; 12],
    pub advance_end: [i16; 12],
    /// By the distance to the board's edge (0 = on the edge), middlegame.
    pub centre: [i16; 6],
    /// On a square where enemy men are crowned, middlegame.
    pub guard: i32,
    /// A runaway man, less `runaway_per_step` per step it still has to go.
    pub runaway: i32,
    pub runaway_per_step: i32,
}

/// The advancement, centre and guard terms of `side`'s `men`, middlegame
/// and endgame; a dead man's loss of value counts in both.
#[inline(always)]
pub(super) fn terms<W: BitWord>(
    g: &Geometry<W>,
    w: &MenWeights,
    side: usize,
    men: W,
) -> (i32, i32) {
    let mut mid = w.guard * (men & g.guard[side]).count() as i32;
    let mut end = 0;
    for bit in men.iter() {
        let i = usize::from(bit);
        let steps = g.to_goal[side][i];
        if steps == UNREACHABLE {
            mid += w.dead - w.value;
            end += w.dead - w.value;
            continue;
        }
        let steps = usize::from(steps).min(11);
        mid += i32::from(w.centre[usize::from(g.centrality[i]).min(5)])
            + i32::from(w.advance_mid[steps]);
        end += i32::from(w.advance_end[steps]);
    }
    (mid, end)
}

/// The bonus of `side`'s men with none of `blockers` in their cone.
#[inline(always)]
pub(super) fn runaways<W: BitWord>(
    g: &Geometry<W>,
    w: &MenWeights,
    side: usize,
    men: W,
    blockers: W,
) -> i32 {
    men.iter()
        .filter(|&m| (g.cone[side][usize::from(m)] & blockers).is_zero())
        .map(|m| match g.to_goal[side][usize::from(m)] {
            UNREACHABLE => 0,
            steps => (w.runaway - w.runaway_per_step * i32::from(steps)).max(0),
        })
        .sum()
}

/// A table by distance to the edge, summed over `bits`.
#[inline(always)]
pub(super) fn by_centrality<W: BitWord>(g: &Geometry<W>, table: &[i16; 6], bits: W) -> i32 {
    bits.iter()
        .map(|b| i32::from(table[usize::from(g.centrality[usize::from(b)]).min(5)]))
        .sum()
}
