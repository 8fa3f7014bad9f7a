//! The 8x8 layout: all 64 squares, bit `rank * 8 + file`.

use super::Layout;
use crate::dir::Dir;
use crate::square::Square;

/// The layout of every 8x8 variant, full, dark-only or light-only:
/// bit `rank * 8 + file`, `a1` = bit 0, `h8` = bit 63.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board8;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
/// The dark squares: `a1`, `c1`, …, `b2`, … (file + rank even).
const DARK: u64 = 0xAA55_AA55_AA55_AA55;

/// Strictly-beyond rays, `RAYS[dir][square]`.
static RAYS: [[u64; 64]; 8] = {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let dir = Dir::ALL[d];
        let mut sq = 0;
        while sq < 64 {
            let mut file = (sq % 8) as i8 + dir.file_step();
            let mut rank = (sq / 8) as i8 + dir.rank_step();
            let mut mask = 0u64;
            while file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                mask |= 1 << (rank * 8 + file);
                file += dir.file_step();
                rank += dir.rank_step();
            }
            rays[dir as usize][sq] = mask;
            sq += 1;
        }
        d += 1;
    }
    rays
};

impl Layout for Board8 {
    type Word = u64;

    const FILES: u8 = 8;
    const RANKS: u8 = 8;

    #[inline]
    fn index(square: Square) -> Option<u8> {
        (square.file() < 8 && square.rank() < 8).then(|| square.rank() * 8 + square.file())
    }

    #[inline]
    fn square(index: u8) -> Square {
        Square::new(index % 8, index / 8)
    }

    #[inline(always)]
    fn all() -> u64 {
        u64::MAX
    }

    #[inline(always)]
    fn rank(rank: u8) -> u64 {
        0xFF << (rank * 8)
    }

    #[inline(always)]
    fn step(w: u64, d: Dir) -> u64 {
        match d {
            Dir::N => w << 8,
            Dir::S => w >> 8,
            Dir::E => (w & !FILE_H) << 1,
            Dir::W => (w & !FILE_A) >> 1,
            Dir::NE => (w & !FILE_H) << 9,
            Dir::NW => (w & !FILE_A) << 7,
            Dir::SE => (w & !FILE_H) >> 7,
            Dir::SW => (w & !FILE_A) >> 9,
        }
    }

    #[inline(always)]
    fn ray(index: u8, d: Dir) -> u64 {
        RAYS[d as usize][index as usize]
    }

    #[inline(always)]
    fn offset(d: Dir) -> i16 {
        match d {
            Dir::N => 8,
            Dir::S => -8,
            Dir::E => 1,
            Dir::W => -1,
            Dir::NE => 9,
            Dir::NW => 7,
            Dir::SE => -7,
            Dir::SW => -9,
        }
    }

    #[inline(always)]
    fn dark() -> u64 {
        DARK
    }

    /// A diagonal step off the a- or h-file wraps to the other edge one rank
    /// away or on the same rank, always onto a light square.
    #[inline(always)]
    fn step_dark(w: u64, d: Dir) -> u64 {
        match d {
            Dir::NE => w << 9,
            Dir::NW => w << 7,
            Dir::SE => w >> 7,
            Dir::SW => w >> 9,
            _ => Self::step(w, d),
        }
    }

    /// Rotating by one rank maps the dark squares one-to-one onto the light
    /// ones, so one count serves both sets (software popcount is costly on
    /// the baseline x86-64 target).
    #[inline(always)]
    fn count_dark_pair(a: u64, b: u64) -> u32 {
        (a | b.rotate_left(8)).count_ones()
    }
}
