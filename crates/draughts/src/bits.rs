//! The board word: one bit per square of a board layout.
//!
//! 8x8 boards, the 50 squares of 10x10 and Alquerque's 25 points fit in a
//! `u64`; the 72 squares of 12x12 (78 bits with the layout's guard bits) use
//! a `u128`. The generator is written against [`BitWord`] only.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares as the bits of a machine word.
pub trait BitWord:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// The empty set.
    const ZERO: Self;

    /// The set holding only bit `index`.
    fn single(index: u8) -> Self;

    /// Number of squares in the set.
    fn count(self) -> u32;

    /// Index of the lowest set bit; meaningless on the empty set.
    fn lowest(self) -> u8;

    /// Index of the highest set bit; meaningless on the empty set.
    fn highest(self) -> u8;

    /// The set without its lowest bit.
    fn without_lowest(self) -> Self;

    /// The set holding only the lowest bit of this one (empty if it is).
    #[inline(always)]
    fn lowest_bit(self) -> Self {
        if self.is_zero() {
            self
        } else {
            Self::single(self.lowest())
        }
    }

    /// Whether the set is empty.
    #[inline(always)]
    fn is_zero(self) -> bool {
        self == Self::ZERO
    }

    /// Whether bit `index` is set.
    #[inline(always)]
    fn has(self, index: u8) -> bool {
        !(self & Self::single(index)).is_zero()
    }

    /// The set bits, lowest first.
    #[inline(always)]
    fn iter(self) -> Indices<Self> {
        Indices(self)
    }

    /// The set folded into 64 bits (for hashing or mixing into a key).
    fn fold(self) -> u64;
}

/// Implements [`BitWord`] for a primitive unsigned integer.
macro_rules! bit_word {
    ($t:ty, $bits:expr) => {
        impl BitWord for $t {
            const ZERO: $t = 0;

            #[inline(always)]
            fn single(index: u8) -> $t {
                1 << index
            }

            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }

            #[inline(always)]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8
            }

            #[inline(always)]
            fn highest(self) -> u8 {
                ($bits - 1 - self.leading_zeros()) as u8
            }

            #[inline(always)]
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }

            #[inline(always)]
            fn lowest_bit(self) -> $t {
                self & self.wrapping_neg()
            }

            #[inline(always)]
            fn is_zero(self) -> bool {
                self == 0
            }

            #[inline(always)]
            fn has(self, index: u8) -> bool {
                self >> index & 1 != 0
            }

            #[inline(always)]
            fn fold(self) -> u64 {
                (self as u128 ^ (self as u128 >> 64)) as u64
            }
        }
    };
}

bit_word!(u64, 64);
bit_word!(u128, 128);

/// Iterator over the set bits of a word, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Indices<W>(W);

impl<W: BitWord> Iterator for Indices<W> {
    type Item = u8;

    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0.is_zero() {
            return None;
        }
        let index = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}
