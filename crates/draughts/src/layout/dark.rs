//! The dark-square layouts of the 10x10 and 12x12 boards.
//!
//! A board of side `S` has `P = S / 2` dark squares per rank. Bits run from
//! White's side, along each rank from the h-side (right) to the a-side, two
//! ranks per group of `G = S + 1` bits: the rank that starts on file `a`
//! (rank 1, 3, …) takes the first `P` bits of its group, the next rank the
//! following `P`, and the last bit of each group is a guard that holds no
//! square. Then every diagonal step is a constant shift (NE `+P`, NW
//! `+P + 1`, SE `-(P + 1)`, SW `-P`) and a step off the a- or h-file lands on
//! a guard bit, which [`Layout::all`] masks out.
//!
//! Orthogonal directions mean the next dark square along a file (`±G`: two
//! ranks) or a rank (`∓1`: two files), as Frisian captures need; a rank step
//! off the board would wrap into the other rank of its group, so it is
//! masked.

use super::Layout;
use crate::dir::Dir;
use crate::square::Square;

/// Defines a dark-square layout of side `$side` over the word `$word`.
macro_rules! dark_layout {
    ($(#[$doc:meta])* $name:ident, $word:ty, $side:expr, $bits:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;

        impl $name {
            const SIDE: u8 = $side;
            const PER_RANK: u8 = $side / 2;
            const GROUP: u8 = $side + 1;

            /// The bit of the dark square on `file`, `rank` (unchecked).
            const fn bit(file: u8, rank: u8) -> u8 {
                let mirrored = Self::SIDE - 1 - file;
                Self::GROUP * (rank / 2) + Self::PER_RANK * (rank % 2) + mirrored / 2
            }

            /// Every dark square whose position in its rank is `k` (0 = the
            /// h-side end).
            const fn column(k: u8) -> $word {
                let mut w: $word = 0;
                let mut rank = 0;
                while rank < Self::SIDE {
                    w |= 1 << (Self::GROUP * (rank / 2) + Self::PER_RANK * (rank % 2) + k);
                    rank += 1;
                }
                w
            }

            const ALL: $word = {
                let mut w: $word = 0;
                let mut k = 0;
                while k < Self::PER_RANK {
                    w |= Self::column(k);
                    k += 1;
                }
                w
            };
            const FIRST: $word = Self::column(0);
            const LAST: $word = Self::column(Self::PER_RANK - 1);

            const fn shift(w: $word, d: Dir) -> $word {
                let p = Self::PER_RANK as u32;
                let g = Self::GROUP as u32;
                let moved = match d {
                    Dir::NE => w << p,
                    Dir::NW => w << (p + 1),
                    Dir::SE => w >> (p + 1),
                    Dir::SW => w >> p,
                    Dir::N => w << g,
                    Dir::S => w >> g,
                    Dir::E => (w & !Self::FIRST) >> 1,
                    Dir::W => (w & !Self::LAST) << 1,
                };
                moved & Self::ALL
            }

            /// Strictly-beyond rays, `RAYS[dir][bit]` (read through a static
            /// in [`Layout::ray`]).
            const RAYS: [[$word; $bits]; 8] = {
                let mut rays = [[0; $bits]; 8];
                let mut d = 0;
                while d < 8 {
                    let dir = Dir::ALL[d];
                    let mut bit = 0;
                    while bit < $bits {
                        let start: $word = 1 << bit;
                        if start & Self::ALL != 0 {
                            let mut ray: $word = 0;
                            let mut at = Self::shift(start, dir);
                            while at != 0 {
                                ray |= at;
                                at = Self::shift(at, dir);
                            }
                            rays[dir as usize][bit] = ray;
                        }
                        bit += 1;
                    }
                    d += 1;
                }
                rays
            };
        }

        impl Layout for $name {
            type Word = $word;

            const FILES: u8 = $side;
            const RANKS: u8 = $side;

            #[inline]
            fn index(square: Square) -> Option<u8> {
                let (file, rank) = (square.file(), square.rank());
                (file < Self::SIDE && rank < Self::SIDE && (file + rank) % 2 == 0)
                    .then(|| Self::bit(file, rank))
            }

            #[inline]
            fn square(index: u8) -> Square {
                let (group, at) = (index / Self::GROUP, index % Self::GROUP);
                let (rank, mirrored) = if at < Self::PER_RANK {
                    (2 * group, 2 * at + 1)
                } else {
                    (2 * group + 1, 2 * (at - Self::PER_RANK))
                };
                Square::new(Self::SIDE - 1 - mirrored, rank)
            }

            #[inline(always)]
            fn all() -> $word {
                Self::ALL
            }

            #[inline(always)]
            fn rank(rank: u8) -> $word {
                let start = Self::GROUP * (rank / 2) + Self::PER_RANK * (rank % 2);
                ((1 << Self::PER_RANK) - 1) << start
            }

            #[inline(always)]
            fn step(w: $word, d: Dir) -> $word {
                Self::shift(w, d)
            }

            #[inline(always)]
            fn ray(index: u8, d: Dir) -> $word {
                static RAYS: [[$word; $bits]; 8] = $name::RAYS;
                RAYS[d as usize][index as usize]
            }

            #[inline(always)]
            fn offset(d: Dir) -> i16 {
                let p = i16::from(Self::PER_RANK);
                let g = i16::from(Self::GROUP);
                match d {
                    Dir::NE => p,
                    Dir::NW => p + 1,
                    Dir::SE => -(p + 1),
                    Dir::SW => -p,
                    Dir::N => g,
                    Dir::S => -g,
                    Dir::E => -1,
                    Dir::W => 1,
                }
            }

            #[inline(always)]
            fn dark() -> $word {
                Self::ALL
            }
        }
    };
}

dark_layout!(
    /// The 50 dark squares of a 10x10 board (International, Frisian) in a
    /// `u64`: bits 0–53 with guard bits 10, 21, 32 and 43.
    Board10,
    u64,
    10,
    64
);

dark_layout!(
    /// The 72 dark squares of a 12x12 board (Canadian) in a `u128`: bits
    /// 0–76 with a guard bit after every 13.
    Board12,
    u128,
    12,
    128
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::BitWord;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// Every dark square has its own bit and maps back to itself.
    fn round_trip<L: Layout>() {
        let mut seen = L::Word::ZERO;
        for rank in 0..L::RANKS {
            for file in 0..L::FILES {
                let square = Square::new(file, rank);
                match L::index(square) {
                    Some(bit) => {
                        assert_eq!((file + rank) % 2, 0, "{square}");
                        assert_eq!(L::square(bit), square);
                        assert!(!seen.has(bit), "{square} shares a bit");
                        seen |= L::Word::single(bit);
                    }
                    None => assert_eq!((file + rank) % 2, 1, "{square}"),
                }
            }
        }
        assert_eq!(seen, L::all());
        let squares = u32::from(L::FILES) * u32::from(L::RANKS) / 2;
        assert_eq!(L::all().count(), squares);
    }

    #[test]
    fn every_dark_square_has_one_bit() {
        round_trip::<Board10>();
        round_trip::<Board12>();
    }

    /// Steps agree with file and rank arithmetic in every direction,
    /// including at the edges.
    fn steps_follow_the_board<L: Layout>() {
        for bit in L::all().iter() {
            let from = L::square(bit);
            for d in Dir::ALL {
                let (df, dr) = if d.file_step() == 0 || d.rank_step() == 0 {
                    (2 * d.file_step(), 2 * d.rank_step())
                } else {
                    (d.file_step(), d.rank_step())
                };
                let file = i16::from(from.file()) + i16::from(df);
                let rank = i16::from(from.rank()) + i16::from(dr);
                let inside = (0..i16::from(L::FILES)).contains(&file)
                    && (0..i16::from(L::RANKS)).contains(&rank);
                let stepped = L::step(L::Word::single(bit), d);
                if inside {
                    let to = Square::new(file as u8, rank as u8);
                    assert_eq!(
                        stepped,
                        L::Word::single(L::index(to).unwrap()),
                        "{from} {d:?}"
                    );
                    assert_eq!(
                        i16::from(bit) + L::offset(d),
                        i16::from(L::index(to).unwrap())
                    );
                } else {
                    assert!(stepped.is_zero(), "{from} {d:?} left the board");
                }
            }
        }
    }

    #[test]
    fn steps_stay_on_the_board() {
        steps_follow_the_board::<Board10>();
        steps_follow_the_board::<Board12>();
    }

    #[test]
    fn ranks_and_rays() {
        assert_eq!(Board10::rank(0).count(), 5);
        assert!(Board10::rank(0).has(Board10::index(sq("a1")).unwrap()));
        assert!(Board10::rank(9).has(Board10::index(sq("j10")).unwrap()));
        let a1 = Board10::index(sq("a1")).unwrap();
        assert_eq!(Board10::ray(a1, Dir::NE).count(), 9);
        assert_eq!(Board10::ray(a1, Dir::N).count(), 4);
        assert_eq!(Board10::ray(a1, Dir::W).count(), 0);
        let l12 = Board12::index(sq("l12")).unwrap();
        assert_eq!(Board12::ray(l12, Dir::SW).count(), 11);
        assert_eq!(Board12::ray(l12, Dir::W).count(), 5);
    }
}
