//! Board layouts: how squares map to bits, and the shifts, rays and hash
//! keys the generator needs.
//!
//! The generator only talks to a [`Layout`], so one generator serves every
//! board. The layout is chosen per geometry (see the crate README for the
//! measurements behind the choice):
//! - [`Board8`]: every 8x8 variant, all 64 squares in a `u64`
//!   (bit = rank * 8 + file). Dark-only and light-only boards use half of
//!   them; diagonal moves never leave a square's colour.
//! - [`Board10`], [`Board12`]: the 50 and 72 playable squares of 10x10 and
//!   12x12 boards, with one guard bit after every two rows, so the four
//!   diagonal steps are constant shifts and a step off the edge lands on a
//!   guard bit (the layout of Scan and other fast 10x10 engines). 10x10
//!   fits a `u64`, 12x12 needs a `u128`.
//! - [`Points5`]: Alquerque's 5x5 points, whose diagonal lines exist only
//!   from points with file + rank even; the layout's steps follow the lines.
//!
//! On the dark-only 10x10 and 12x12 layouts the orthogonal directions mean
//! "the next playable square along the file or rank", two squares away
//! (Frisian captures).

mod board8;
mod dark;
mod keys;
mod points;

pub use board8::Board8;
pub use dark::{Board10, Board12};
pub use points::Points5;

use std::fmt::Debug;
use std::hash::Hash;

use crate::bits::BitWord;
use crate::color::Color;
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
    const SIDE_KEY: u64 = 0xF1EA_5EED_5EED_F1EA;

    /// The bit of `square`, or `None` when the square has no bit here.
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

    /// Zobrist key of a piece (a king when `king`) on bit `index`.
    #[inline(always)]
    fn key(color: Color, king: bool, index: u8) -> u64 {
        keys::key(color, king, index)
    }

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

/// The squares beyond `index` along `d`, found by repeated steps: for
/// building ray tables and for layouts too small to need them.
#[inline]
pub(crate) fn walk<L: Layout>(index: u8, d: Dir) -> L::Word {
    let mut ray = L::Word::ZERO;
    let mut at = L::step(L::Word::single(index), d);
    while !at.is_zero() {
        ray |= at;
        at = L::step(at, d);
    }
    ray
}
