//! Square tables built at compile time: per-rank advancement, centre
//! bonuses and the "cones" a runaway man must find free of enemies.
//!
//! Every table is indexed `[side][square]` (0 = White), square = `rank * 8 +
//! file`; Black's entries are White's turned 180° (square `63 - sq`), which
//! keeps English checkers' single and double corners in their places.

/// A table for each side, from White's: `f(file, rank)` on White's squares.
pub(crate) type Sided = [[i16; 64]; 2];

/// Builds a sided table from per-rank values plus a per-file bonus.
pub(crate) const fn by_rank_and_file(ranks: [i16; 8], files: [i16; 8]) -> Sided {
    let mut t = [[0i16; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let v = ranks[sq / 8] + files[sq % 8];
        t[0][sq] = v;
        t[1][63 - sq] = v;
        sq += 1;
    }
    t
}

/// Adds `bonus` on the given White squares (and their 180° images for
/// Black).
pub(crate) const fn with_squares(mut t: Sided, squares: &[usize], bonus: i16) -> Sided {
    let mut i = 0;
    while i < squares.len() {
        t[0][squares[i]] += bonus;
        t[1][63 - squares[i]] += bonus;
        i += 1;
    }
    t
}

/// How far a square is from the board's edge ring: 0 on the edge, 3 on the
/// four centre squares.
pub(crate) const fn centrality(sq: usize) -> i16 {
    let f = sq % 8;
    let r = sq / 8;
    let df = if f < 4 { f } else { 7 - f };
    let dr = if r < 4 { r } else { 7 - r };
    (if df < dr { df } else { dr }) as i16
}

/// The squares whose enemy pieces can still stop a man of `side` on `sq`:
/// ahead of it within as many files as ranks (plus the two side
/// neighbours when `sideways`: men that capture sideways).
const fn cones(sideways: bool) -> [[u64; 64]; 2] {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut mask = 0u64;
        let mut other: usize = 0;
        while other < 64 {
            let (g, q) = ((other % 8) as i32, (other / 8) as i32);
            let df = if g > f { g - f } else { f - g };
            let ahead = q > r && df <= q - r;
            let beside = sideways && q == r && df == 1;
            if ahead || beside {
                mask |= 1u64 << other;
            }
            other += 1;
        }
        t[0][sq] = mask;
        t[1][63 - sq] = mask.reverse_bits();
        sq += 1;
    }
    t
}

/// Runaway cones for men that capture sideways (Persian, Turkish, Dameo).
pub(crate) static ORTHOGONAL_CONES: [[u64; 64]; 2] = cones(true);

/// Runaway cones for diagonal men (English checkers).
pub(crate) static DIAGONAL_CONES: [[u64; 64]; 2] = cones(false);

/// The relative rank of `sq` for `side` (0 = own back rank).
#[inline(always)]
pub(crate) const fn relative_rank(side: usize, sq: u8) -> usize {
    let r = (sq / 8) as usize;
    if side == 0 { r } else { 7 - r }
}

/// Chebyshev distance between two squares.
#[inline(always)]
pub(crate) const fn distance(a: u8, b: u8) -> i32 {
    let df = (a % 8) as i32 - (b % 8) as i32;
    let dr = (a / 8) as i32 - (b / 8) as i32;
    let df = if df < 0 { -df } else { df };
    let dr = if dr < 0 { -dr } else { dr };
    if df > dr { df } else { dr }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cones_look_ahead_for_each_side() {
        // White man on d6 (sq 43): d7,c7,e7 and b8..f8 (+ c6, e6 sideways).
        let d6 = 43;
        let cone = ORTHOGONAL_CONES[0][d6];
        assert_eq!(cone.count_ones(), 3 + 5 + 2);
        assert!(cone & (1 << 51) != 0 && cone & (1 << 35) == 0);
        // Black man on e3 (sq 20) is White's d6 turned: e2,d2,f2, c1..g1, d3, f3.
        let black = ORTHOGONAL_CONES[1][20];
        assert_eq!(black, cone.reverse_bits());
        assert!(black & (1 << 12) != 0);
        assert_eq!(DIAGONAL_CONES[0][43].count_ones(), 8);
        assert_eq!(centrality(27), 3);
        assert_eq!(centrality(7), 0);
        assert_eq!(distance(0, 63), 7);
    }
}
