//! Alquerque's board: 5x5 points joined by lines.
//!
//! Bit `rank * 6 + file`, with a guard bit after each rank so that a step
//! off the a- or e-file lands on a guard bit. Every point has its
//! orthogonal lines; only points with file + rank even have diagonal lines,
//! so a diagonal step starts only from those (and always ends on one).

use super::{Layout, walk};
use crate::dir::Dir;
use crate::square::Square;

/// The 25 points of Alquerque in a `u64` (bits 0–28, guard bits 5, 11, 17, 23).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Points5;

const SIDE: u8 = 5;
const ROW: u8 = 6;

/// Every point.
const ALL: u64 = {
    let mut w = 0u64;
    let mut rank = 0;
    while rank < SIDE {
        w |= 0b1_1111 << (rank * ROW);
        rank += 1;
    }
    w
};

/// The points with diagonal lines (file + rank even).
const CROSSINGS: u64 = {
    let mut w = 0u64;
    let mut bit = 0;
    while bit < 64 {
        if ALL >> bit & 1 == 1 && (bit % ROW + bit / ROW).is_multiple_of(2) {
            w |= 1 << bit;
        }
        bit += 1;
    }
    w
};

impl Layout for Points5 {
    type Word = u64;

    const FILES: u8 = SIDE;
    const RANKS: u8 = SIDE;

    #[inline]
    fn index(square: Square) -> Option<u8> {
        (square.file() < SIDE && square.rank() < SIDE).then(|| square.rank() * ROW + square.file())
    }

    #[inline]
    fn square(index: u8) -> Square {
        Square::new(index % ROW, index / ROW)
    }

    #[inline(always)]
    fn all() -> u64 {
        ALL
    }

    #[inline(always)]
    fn rank(rank: u8) -> u64 {
        0b1_1111 << (rank * ROW)
    }

    #[inline(always)]
    fn step(w: u64, d: Dir) -> u64 {
        let moved = match d {
            Dir::N => w << ROW,
            Dir::S => w >> ROW,
            Dir::E => w << 1,
            Dir::W => w >> 1,
            Dir::NE => (w & CROSSINGS) << (ROW + 1),
            Dir::NW => (w & CROSSINGS) << (ROW - 1),
            Dir::SE => (w & CROSSINGS) >> (ROW - 1),
            Dir::SW => (w & CROSSINGS) >> (ROW + 1),
        };
        moved & ALL
    }

    #[inline]
    fn ray(index: u8, d: Dir) -> u64 {
        walk::<Points5>(index, d)
    }

    #[inline(always)]
    fn offset(d: Dir) -> i16 {
        let row = i16::from(ROW);
        match d {
            Dir::N => row,
            Dir::S => -row,
            Dir::E => 1,
            Dir::W => -1,
            Dir::NE => row + 1,
            Dir::NW => row - 1,
            Dir::SE => -(row - 1),
            Dir::SW => -(row + 1),
        }
    }

    #[inline(always)]
    fn dark() -> u64 {
        CROSSINGS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::BitWord;

    fn bit(name: &str) -> u8 {
        Points5::index(name.parse().unwrap()).unwrap()
    }

    fn set(names: &[&str]) -> u64 {
        names.iter().fold(0, |w, n| w | 1 << bit(n))
    }

    /// The lines of Alquerque's board in the catalogue (which the board
    /// image draws) are the steps pieces take on this layout.
    #[test]
    fn the_catalogues_lines_are_the_layouts_steps() {
        let geometry = crate::Variant::Alquerque.geometry();
        for index in Points5::all().iter() {
            let square = Points5::square(index);
            for d in Dir::ALL {
                let step = Points5::step(1 << index, d) != 0;
                assert_eq!(geometry.line(square, d), step, "{square} {d:?}");
            }
        }
        assert!(
            !crate::Variant::Persian
                .geometry()
                .line(Square::new(2, 2), Dir::N)
        );
    }

    /// VARIANTS.md §19: "Points with file + rank even … are also joined to
    /// all their diagonal neighbours … The other points … have no diagonal
    /// lines."
    #[test]
    fn diagonals_only_from_crossings() {
        let c3 = 1u64 << bit("c3");
        let all_around = Dir::ALL.iter().fold(0, |w, &d| w | Points5::step(c3, d));
        assert_eq!(
            all_around,
            set(&["b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"])
        );
        let b3 = 1u64 << bit("b3");
        let around = Dir::ALL.iter().fold(0, |w, &d| w | Points5::step(b3, d));
        assert_eq!(around, set(&["b2", "a3", "c3", "b4"]));
        let e5 = 1u64 << bit("e5");
        assert_eq!(Points5::step(e5, Dir::NE), 0);
        assert_eq!(Points5::step(e5, Dir::E), 0);
        assert_eq!(Points5::step(e5, Dir::SW), 1 << bit("d4"));
        assert_eq!(Points5::all().count(), 25);
        assert_eq!(
            Points5::ray(bit("a1"), Dir::NE),
            set(&["b2", "c3", "d4", "e5"])
        );
    }
}
