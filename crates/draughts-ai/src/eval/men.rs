//! The men's terms shared by the evaluations of the new variants, read
//! from a [`Geometry`]: advancement by the steps left to crowning, the
//! centre, guards on the squares where the enemy crowns, dead men and
//! runaway men. A [`MenTable`] holds them square by square for one family
//! on one board, built once per rules type ([`men_table!`]), so that an
//! evaluation adds one entry per piece.

use draughts::{BitWord, Layout, Word};

use super::geometry::{BITS, Geometry, Shaped, UNREACHABLE};
use super::structure;

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

/// A family's terms of one man or king, square by square, for one board:
/// what the weights and the [`Geometry`] give a piece there, looked up once
/// per piece instead of worked out for each evaluation.
#[derive(Clone, Debug)]
pub(super) struct MenTable {
    /// Per side, per bit: a man's middlegame and endgame terms there
    /// (advancement, centre and guard; a dead man's lost value in both).
    man: [[[i32; 2]; BITS]; 2],
    /// Per bit: a king's centre term.
    king: [i32; BITS],
    /// Per bit: the file's offset from the middle in half files (see
    /// [`structure::balance`]).
    lean: [i32; BITS],
    /// Per side, per bit: a runaway man's bonus there.
    runaway: [[i32; BITS]; 2],
}

/// The sums of a side's men over a [`MenTable`].
#[derive(Clone, Copy, Debug)]
pub(super) struct MenSums {
    /// The middlegame and endgame terms.
    pub mid: i32,
    pub end: i32,
    /// The sum of the files' offsets from the middle.
    pub lean: i32,
}

impl MenTable {
    /// The table of weights `w` and kings' `king_centre` on the board of
    /// rules `R`.
    pub(super) fn new<R: Shaped>(w: &MenWeights, king_centre: &[i16; 6]) -> MenTable {
        let g = R::geometry();
        let files = i32::from(R::VARIANT.geometry().files);
        let mut table = MenTable {
            man: [[[0; 2]; BITS]; 2],
            king: [0; BITS],
            lean: [0; BITS],
            runaway: [[0; BITS]; 2],
        };
        for bit in R::Layout::all().iter() {
            let i = usize::from(bit);
            let centre = usize::from(g.centrality[i]).min(5);
            for side in 0..2 {
                let guard = if g.guard[side].has(bit) { w.guard } else { 0 };
                let dead = w.dead - w.value;
                let (man, runaway) = match g.to_goal[side][i] {
                    UNREACHABLE => ([guard + dead, dead], 0),
                    steps => {
                        let row = usize::from(steps).min(11);
                        let mid =
                            guard + i32::from(w.centre[centre]) + i32::from(w.advance_mid[row]);
                        let runaway = w.runaway - w.runaway_per_step * i32::from(steps);
                        ([mid, i32::from(w.advance_end[row])], runaway.max(0))
                    }
                };
                table.man[side][i] = man;
                table.runaway[side][i] = runaway;
            }
            table.king[i] = i32::from(king_centre[centre]);
            table.lean[i] = structure::balance(g, Word::<R>::single(bit), files);
        }
        table
    }

    /// The sums over `side`'s `men`.
    #[inline(always)]
    pub(super) fn men<W: BitWord>(&self, side: usize, men: W) -> MenSums {
        let squares = &self.man[side];
        let mut sums = MenSums {
            mid: 0,
            end: 0,
            lean: 0,
        };
        for bit in men.iter() {
            let i = usize::from(bit);
            sums.mid += squares[i][0];
            sums.end += squares[i][1];
            sums.lean += self.lean[i];
        }
        sums
    }

    /// The bonus of `side`'s men with none of `blockers` in their cone
    /// (the cones of `g`, the geometry the table was built on).
    #[inline(always)]
    pub(super) fn runaways<W: BitWord>(
        &self,
        g: &Geometry<W>,
        side: usize,
        men: W,
        blockers: W,
    ) -> i32 {
        men.iter()
            .filter(|&m| (g.cone[side][usize::from(m)] & blockers).is_zero())
            .map(|m| self.runaway[side][usize::from(m)])
            .sum()
    }

    /// The centre terms of `kings`.
    #[inline(always)]
    pub(super) fn kings<W: BitWord>(&self, kings: W) -> i32 {
        kings.iter().map(|b| self.king[usize::from(b)]).sum()
    }
}

/// The [`MenTable`] of the rules type `$rules` with the men's weights and
/// the kings' centre table of `$profile` (a family's profile, which has
/// both), built on first use and kept.
macro_rules! men_table {
    ($rules:ty, $profile:expr) => {{
        static TABLE: std::sync::LazyLock<$crate::eval::men::MenTable> =
            std::sync::LazyLock::new(|| {
                $crate::eval::men::MenTable::new::<$rules>(&$profile.men, &$profile.king_centre)
            });
        &*TABLE
    }};
}
pub(super) use men_table;

#[cfg(test)]
mod tests {
    use draughts::{BitWord, Color, Position, Variant, rules::International};

    use super::*;
    use crate::eval::flying::LARGE;

    #[test]
    fn the_table_adds_each_pieces_terms_by_hand() {
        let table = MenTable::new::<International>(&LARGE.men, &LARGE.king_centre);
        let position = Position::from_fen(Variant::International, "W:W46,28,K33:B5").unwrap();
        let board = position.board::<International>().unwrap();
        let white = board.men(Color::White);
        // 46 (a1): 9 steps from crowning, on the edge, on a square where
        // Black crowns: guard 6, advance 0 (middlegame) and 3 (endgame).
        // 28 (e5): 5 steps, 4 from the edge: centre 9, advance 4 and 24.
        // Files a and e of ten: -9 and -1 half files from the middle.
        let sums = table.men(Color::White.index(), white);
        assert_eq!((sums.mid, sums.end, sums.lean), (6 + 9 + 4, 3 + 24, -10));
        // 33 (f4): a king 3 from the edge.
        let kings = board.kings() & board.bits(Color::White);
        assert_eq!(kings.count(), 1);
        assert_eq!(table.kings(kings), 10);
        // 5 (j10): a Black man 9 steps from crowning, with nothing in its way.
        let black = board.men(Color::Black);
        assert_eq!(
            table.runaways(International::geometry(), 1, black, 0),
            170 - 9 * 15
        );
    }
}
