//! Board layouts: how squares map to bits, and the shifts, rays and hash
//! keys the generator needs.
//!
//! The generator only talks to a [`Layout`]; [`Board8`] is the one layout
//! every 8x8 variant shares (bit = rank * 8 + file). A 10x10 or 12x12 layout
//! with a wider [`BitWord`] can be added beside it without touching the
//! generator.

use std::fmt::Debug;
use std::hash::Hash;

use crate::bits::BitWord;
use crate::color::{Color, Role};
use crate::dir::Dir;
use crate::square::Square;

/// A board layout: the bit of each square and the geometry helpers the
/// move generator is built from.
pub trait Layout: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The set-of-squares word.
    type Word: BitWord;

    /// Number of files.
    const FILES: u8;
    /// Number of ranks.
    const RANKS: u8;
    /// Hash key XOR-ed in when Black is to move.
    const SIDE_KEY: u64;

    /// The bit of `square`, or `None` when the square is off this board.
    fn index(square: Square) -> Option<u8>;

    /// The square of bit `index`.
    fn square(index: u8) -> Square;

    /// All squares of the board.
    fn all() -> Self::Word;

    /// All squares of one rank (from 0).
    fn rank(rank: u8) -> Self::Word;

    /// Every square of `w` moved one step along `d`; squares that would
    /// leave the board are dropped.
    fn step(w: Self::Word, d: Dir) -> Self::Word;

    /// The squares strictly beyond `index` along `d`, up to the edge.
    fn ray(index: u8, d: Dir) -> Self::Word;

    /// The change of bit index for one step along `d`.
    fn offset(d: Dir) -> i16;

    /// Of the squares `w` (all on one ray along `d`), the one met first when
    /// walking along `d`.
    #[inline(always)]
    fn nearest(w: Self::Word, d: Dir) -> u8 {
        if Self::offset(d) > 0 {
            w.lowest()
        } else {
            w.highest()
        }
    }

    /// The squares reachable by sliding from `index` along `d` over empty
    /// squares (`occupied` blocks and is not included).
    #[inline(always)]
    fn slide(index: u8, d: Dir, occupied: Self::Word) -> Self::Word {
        let ray = Self::ray(index, d);
        let blockers = ray & occupied;
        if blockers.is_zero() {
            ray
        } else {
            let stop = Self::nearest(blockers, d);
            ray ^ Self::ray(stop, d) ^ Self::Word::single(stop)
        }
    }

    /// Zobrist key of a piece on bit `index`.
    fn key(color: Color, role: Role, index: u8) -> u64;

    /// The dark squares (`a1` is dark): the squares of dark-only variants.
    fn dark() -> Self::Word;

    /// [`Layout::step`] for a set of dark squares, when the caller masks the
    /// result with a set of dark squares before using it: a square that
    /// steps off the board along a diagonal may then land on a light square
    /// instead of being dropped, which spares the edge masks.
    #[inline(always)]
    fn step_dark(w: Self::Word, d: Dir) -> Self::Word {
        Self::step(w, d)
    }

    /// `a.count() + b.count()` for two sets of dark squares.
    #[inline(always)]
    fn count_dark_pair(a: Self::Word, b: Self::Word) -> u32 {
        a.count() + b.count()
    }
}

/// The 8x8 layout shared by Persian, Turkish, English and Dameo:
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

/// SplitMix64: a fixed, seedless source of well-mixed hash keys.
const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Zobrist keys, `KEYS[color * 2 + role][square]`.
static KEYS: [[u64; 64]; 4] = {
    let mut keys = [[0u64; 64]; 4];
    let mut kind = 0;
    while kind < 4 {
        let mut sq = 0;
        while sq < 64 {
            keys[kind][sq] =
                splitmix(((kind * 64 + sq) as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D));
            sq += 1;
        }
        kind += 1;
    }
    keys
};

impl Layout for Board8 {
    type Word = u64;

    const FILES: u8 = 8;
    const RANKS: u8 = 8;
    const SIDE_KEY: u64 = 0xF1EA_5EED_5EED_F1EA;

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
    fn key(color: Color, role: Role, index: u8) -> u64 {
        KEYS[color.index() * 2 + role as usize][index as usize]
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
