//! The men's structure, for the diagonal games: how many safe steps the
//! men have, and how evenly they stand on the two wings.
//!
//! - A **safe step** is a man's quiet step onto a square that no enemy
//!   piece next to it can take at once. An enemy piece next to the square
//!   takes it when the square beyond, along that capture, is empty or is
//!   the square the man left. A side that runs out of safe steps must give
//!   men away or has no move at all: the way damabot lost its games
//!   against Scan 2.0.
//! - The **balance** is the sum, over a side's men, of their file's
//!   distance from the board's middle (left negative, right positive); a
//!   side whose men crowd one wing leaves the other open.
//!
//! Both are counted from the bitboards, without generating moves.

use draughts::{BitWord, Dir, Layout, Rules, Word};

use super::Sides;
use super::geometry::Geometry;

/// The weights of the structure terms.
#[derive(Clone, Copy, Debug)]
pub(super) struct StructureWeights {
    /// Per safe step.
    pub safe_step: i32,
    /// Per step onto a square where the man can be taken at once.
    pub unsafe_step: i32,
    /// Subtracted per unit of the wings' imbalance (files from the middle,
    /// in half files), in the middlegame.
    pub balance: i32,
}

impl StructureWeights {
    /// The weighted steps of `side`'s `men` against the other side of `s`
    /// ([`steps`]).
    #[inline(always)]
    pub(super) fn steps<R: Rules>(&self, side: usize, men: Word<R>, s: &Sides<Word<R>>) -> i32 {
        let enemy = 1 - side;
        let (safe, exposed) = steps::<R>(side, men, s.men[enemy], s.kings[enemy], s.empty);
        self.safe_step * safe + self.unsafe_step * exposed
    }

    /// What a side loses for `lean`, the sum of its men's file offsets
    /// ([`balance`]), in the middlegame.
    #[inline(always)]
    pub(super) fn lean(&self, lean: i32) -> i32 {
        self.balance * lean.abs()
    }
}

/// The steps of `side`'s `men` into `empty`, safe ones then the others,
/// against `enemy_men` (taking along the rules' man capture directions)
/// and `enemy_kings` (taking in every diagonal).
#[inline(always)]
pub(super) fn steps<R: Rules>(
    side: usize,
    men: Word<R>,
    enemy_men: Word<R>,
    enemy_kings: Word<R>,
    empty: Word<R>,
) -> (i32, i32) {
    let white = side == 0;
    let (mut safe, mut exposed) = (0, 0);
    for &d in R::MAN_STEPS {
        let m = R::man_dir(d, white);
        let targets = R::Layout::step(men, m) & empty;
        if targets.is_zero() {
            continue;
        }
        let mut taken = Word::<R>::ZERO;
        for &c in &Dir::DIAGONAL {
            let by_men = R::MAN_CAPTURES
                .iter()
                .any(|&mc| R::man_dir(mc, !white) == c);
            let takers = if by_men {
                enemy_men | enemy_kings
            } else {
                enemy_kings
            };
            // The enemy on t - c jumps over t onto t + c: that square must be
            // empty, or be the one the man came from (c opposite to m).
            let next_to = R::Layout::step(takers, c);
            let landing = if c == m.reverse() {
                targets
            } else {
                R::Layout::step(empty, c.reverse())
            };
            taken |= targets & next_to & landing;
        }
        let exposed_here = (targets & taken).count() as i32;
        exposed += exposed_here;
        safe += targets.count() as i32 - exposed_here;
    }
    (safe, exposed)
}

/// The sum of `men`'s file offsets from the middle, in half files.
#[inline(always)]
pub(super) fn balance<W: BitWord>(g: &Geometry<W>, men: W, files: i32) -> i32 {
    men.iter()
        .map(|b| 2 * i32::from(g.file[usize::from(b)]) - (files - 1))
        .sum()
}

#[cfg(test)]
mod tests {
    use draughts::{Board, Color, Position, rules::International, rules::Italian};

    use super::*;
    use crate::eval::geometry::Shaped;

    fn board_of<R: Rules>(fen: &str) -> Board<R> {
        *Position::from_fen(R::VARIANT, fen)
            .unwrap()
            .board::<R>()
            .unwrap()
    }

    /// (safe, exposed) steps of `color`'s men on `b`.
    fn steps_of<R: Rules>(b: &Board<R>, color: Color) -> (i32, i32) {
        let side = color.index();
        let enemy = !color;
        let kings = b.kings();
        let empty = !b.occupied() & R::Layout::all();
        steps::<R>(
            side,
            b.men(color),
            b.men(enemy),
            b.bits(enemy) & kings,
            empty,
        )
    }

    #[test]
    fn a_step_next_to_an_enemy_man_is_exposed_unless_the_square_beyond_is_held() {
        // White e3 (38) and g3 (39), Black e5 (28). Men take forward and
        // backward (FMJD 4.1), so Black's e5 takes any man on d4 or f4 with
        // c3 or g3 free behind it.
        let b = board_of::<International>("W:W38,39:B28");
        // e3-d4: taken towards c3 (empty). e3-f4: the jump would land on
        // g3, which White holds: safe. g3-f4: lands on g3, the square the
        // man left. g3-h4: no black man next to h4.
        assert_eq!(steps_of(&b, Color::White), (2, 2));
        // e5-d4: e3 takes it towards c5. e5-f4: e3 takes it towards g5,
        // and g3 towards e5, the square it came from.
        assert_eq!(steps_of(&b, Color::Black), (0, 2));
    }

    #[test]
    fn kings_take_in_every_direction_men_only_along_their_rules() {
        // A black king on c5 (27) takes d4 backwards towards e3: empty.
        let with_king = board_of::<International>("W:W38:BK27");
        // e3-d4 is next to the king and e3 is left empty: exposed; e3-f4 is
        // not next to it.
        assert_eq!(steps_of(&with_king, Color::White), (1, 1));
    }

    #[test]
    fn italian_men_take_only_forward_and_kings_every_way() {
        // VARIANTS.md §9: an Italian man makes a "short jump forward only";
        // a king jumps "in any diagonal direction". White d3, Black f3:
        // d3-e4 lands next to f3, which would take it backwards (towards
        // d5), so the step is safe; d3-c4 has no black piece next to it.
        let man = board_of::<Italian>("W:Wd3:Bf3");
        assert_eq!(steps_of(&man, Color::White), (2, 0));
        // A black king on f3 takes e4 towards d5.
        let king = board_of::<Italian>("W:Wd3:BKf3");
        assert_eq!(steps_of(&king, Color::White), (1, 1));
        // A black man on f5 takes e4 forwards, landing on d3, the square
        // the man left.
        let ahead = board_of::<Italian>("W:Wd3:Bf5");
        assert_eq!(steps_of(&ahead, Color::White), (1, 1));
    }

    #[test]
    fn the_balance_counts_half_files_from_the_middle() {
        let g = International::geometry();
        // a1 (46) and c1 (47): files 0 and 2 of 10, -9 and -5 half files.
        let b = board_of::<International>("W:W46,47:B5");
        assert_eq!(balance(g, b.men(Color::White), 10), -14);
        // j10 (5): file 9, +9.
        assert_eq!(balance(g, b.men(Color::Black), 10), 9);
    }
}
