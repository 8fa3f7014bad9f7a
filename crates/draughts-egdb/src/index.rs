//! The dense index of a material signature's positions.
//!
//! A position of signature (white men, white kings, black men, black kings)
//! is numbered by four combinations, each ranked in the combinatorial
//! number system (colex order): the white men among the squares where a
//! white man may stand (the playable squares off White's promotion
//! squares), the black men likewise, then the white kings among the
//! playable squares the men left free, then the black kings among those the
//! white kings left. Kings are therefore dense; two men of different sides
//! on one square make a hole (a number that is no position), which only
//! costs space. The side to move doubles the count: White to move first.

use draughts::{Board, Board8, Color, Geometry, Layout, Playable, Rules, Variant};

use crate::material::Material;

/// The most pieces of one kind a table can hold.
const MAX_GROUP: usize = 9;

/// `BINOMIAL[n][k]` = n choose k, for n ≤ 64 and k ≤ [`MAX_GROUP`].
static BINOMIAL: [[u64; MAX_GROUP + 1]; 65] = {
    let mut t = [[0u64; MAX_GROUP + 1]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MAX_GROUP && n > 0 {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

#[inline(always)]
fn binomial(n: u32, k: usize) -> u64 {
    BINOMIAL[n as usize][k]
}

/// The colex rank of `set` as a combination of the squares of `avail`
/// (`set` ⊆ `avail`).
#[inline(always)]
fn rank(set: u64, avail: u64) -> u64 {
    let mut r = 0;
    let mut rest = set;
    let mut k = 1;
    while rest != 0 {
        let sq = rest.trailing_zeros();
        let below = avail & ((1u64 << sq) - 1);
        r += binomial(below.count_ones(), k);
        rest &= rest - 1;
        k += 1;
    }
    r
}

/// The `n`-th (from 0) lowest square of `avail`.
#[inline(always)]
fn nth(mut avail: u64, n: u32) -> u64 {
    for _ in 0..n {
        avail &= avail - 1;
    }
    avail & avail.wrapping_neg()
}

/// The combination of `k` squares of `avail` with colex rank `r`.
#[inline(always)]
fn unrank(mut r: u64, k: usize, avail: u64) -> u64 {
    let mut set = 0;
    let mut top = avail.count_ones();
    for j in (1..=k).rev() {
        let mut p = top - 1;
        while binomial(p, j) > r {
            p -= 1;
        }
        r -= binomial(p, j);
        set |= nth(avail, p);
        top = p;
    }
    set
}

/// The squares of a variant that the index uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Squares {
    /// Every playable square.
    pub playable: u64,
    /// Per side, the squares a man of that side may stand on.
    pub men: [u64; 2],
}

impl Squares {
    /// The squares of rules `R` on an 8x8 board of `geometry`.
    pub fn of<R: Rules<Layout = Board8>>() -> Squares {
        let geometry: Geometry = R::VARIANT.geometry();
        let playable = match geometry.playable {
            Playable::All => Board8::all(),
            Playable::Dark => Board8::dark(),
            Playable::Light => !Board8::dark(),
        };
        Squares {
            playable,
            men: [
                playable & !R::promotion(true),
                playable & !R::promotion(false),
            ],
        }
    }
}

/// The numbering of one signature's positions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Index {
    squares: Squares,
    material: Material,
    /// Combinations of white men, black men, white kings, black kings.
    counts: [u64; 4],
    /// Positions per side to move.
    size: u64,
}

impl Index {
    /// The index of `material` on `squares`.
    pub fn new(squares: Squares, material: Material) -> Index {
        let cells = squares.playable.count_ones();
        let [wm, bm] = material.men.map(usize::from);
        let [wk, bk] = material.kings.map(usize::from);
        let free = cells - (wm + bm) as u32;
        let counts = [
            binomial(squares.men[0].count_ones(), wm),
            binomial(squares.men[1].count_ones(), bm),
            binomial(free, wk),
            binomial(free - wk as u32, bk),
        ];
        Index {
            squares,
            material,
            counts,
            size: counts.iter().product(),
        }
    }

    /// Positions per side to move (holes included).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The number of the position with `pieces` (`[white, black]`) and
    /// `kings`, side to move aside. The position must have this material.
    #[inline]
    pub fn encode(&self, pieces: [u64; 2], kings: u64) -> u64 {
        let s = &self.squares;
        let men = [pieces[0] & !kings, pieces[1] & !kings];
        let free = s.playable & !(men[0] | men[1]);
        let wk = pieces[0] & kings;
        let parts = [
            rank(men[0], s.men[0]),
            rank(men[1], s.men[1]),
            rank(wk, free),
            rank(pieces[1] & kings, free & !wk),
        ];
        parts
            .iter()
            .zip(self.counts)
            .fold(0, |acc, (&part, count)| acc * count + part)
    }

    /// The pieces (`[white, black]`) and kings of position number `n`, or
    /// `None` when `n` is a hole.
    #[inline]
    pub fn decode(&self, mut n: u64) -> Option<([u64; 2], u64)> {
        let mut parts = [0; 4];
        for (part, &count) in parts.iter_mut().zip(&self.counts).rev() {
            *part = n % count;
            n /= count;
        }
        let s = &self.squares;
        let [wm, bm] = self.material.men.map(usize::from);
        let [wk, bk] = self.material.kings.map(usize::from);
        let white_men = unrank(parts[0], wm, s.men[0]);
        let black_men = unrank(parts[1], bm, s.men[1]);
        if white_men & black_men != 0 {
            return None;
        }
        let free = s.playable & !(white_men | black_men);
        let white_kings = unrank(parts[2], wk, free);
        let black_kings = unrank(parts[3], bk, free & !white_kings);
        Some((
            [white_men | white_kings, black_men | black_kings],
            white_kings | black_kings,
        ))
    }

    /// The number of `board` in the whole table: the side to move's half,
    /// then the position.
    #[inline]
    pub fn of_board<R: Rules<Layout = Board8>>(&self, board: &Board<R>) -> u64 {
        let n = self.encode(
            [board.bits(Color::White), board.bits(Color::Black)],
            board.kings(),
        );
        board.turn().index() as u64 * self.size + n
    }

    /// The board of number `id` in the whole table (see
    /// [`Index::of_board`]), or `None` for a hole.
    #[inline]
    pub fn board<R: Rules<Layout = Board8>>(&self, id: u64) -> Option<Board<R>> {
        let turn = if id < self.size {
            Color::White
        } else {
            Color::Black
        };
        let (pieces, kings) = self.decode(id % self.size)?;
        Some(Board::from_sets(pieces, kings, turn))
    }
}

/// Whether the variant's rules fit the generator: an 8x8 board, men that
/// are crowned, quiet moves that are single steps or king slides, no
/// counted king moves, no parachutists, no opening removals and no draw
/// by material alone.
pub const fn fits(variant: Variant) -> bool {
    matches!(
        variant,
        Variant::English
            | Variant::Brazilian
            | Variant::Russian
            | Variant::Pool
            | Variant::Czech
            | Variant::Italian
            | Variant::Portuguese
            | Variant::Thai
            | Variant::Anti
            | Variant::Corner
            | Variant::Oneway
            | Variant::Gothic
    )
}

#[cfg(test)]
mod tests {
    use draughts::rules;

    use super::*;

    fn mk(wm: u8, wk: u8, bm: u8, bk: u8) -> Material {
        Material {
            men: [wm, bm],
            kings: [wk, bk],
        }
    }

    #[test]
    fn binomials_match_the_formula() {
        assert_eq!(binomial(32, 4), 35_960);
        assert_eq!(binomial(28, 3), 3_276);
        assert_eq!(binomial(3, 5), 0);
    }

    #[test]
    fn every_number_decodes_to_a_position_that_encodes_back() {
        let squares = Squares::of::<rules::Russian>();
        assert_eq!(squares.playable.count_ones(), 32);
        assert_eq!(squares.men[0].count_ones(), 28);
        for m in [
            mk(1, 1, 1, 0),
            mk(2, 0, 1, 0),
            mk(0, 2, 0, 1),
            mk(1, 0, 1, 1),
        ] {
            let index = Index::new(squares, m);
            let mut holes = 0;
            for n in 0..index.size() {
                match index.decode(n) {
                    Some((pieces, kings)) => {
                        assert_eq!(index.encode(pieces, kings), n, "{m} {n}");
                        assert_eq!(pieces[0] & pieces[1], 0);
                        assert_eq!((pieces[0] | pieces[1]) & !squares.playable, 0);
                    }
                    None => holes += 1,
                }
            }
            // Holes: a white man and a black man on one of the 24 squares
            // both may stand on.
            let expected = match m.men {
                [1, 1] => 24 * index.counts[2] * index.counts[3],
                [2, 1] => 24 * 27 * index.counts[2] * index.counts[3],
                _ => 0,
            };
            assert_eq!(holes, expected, "{m}");
        }
    }
}
