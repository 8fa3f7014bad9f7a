//! The board regions of the learned evaluation, Scan-style: windows of
//! eight playable squares, each read as a number in base 3 (per square 0
//! empty, 1 a White man, 2 a Black man; kings count as empty here and are
//! weighed by the dense terms), so a window has [`ENTRIES`] patterns, each
//! with its own weight.
//!
//! Windows are 4x4 squares on boards that play on one colour (8 playable
//! squares each) and 4 files by 2 ranks on boards that use every square;
//! they start every two files and ranks, plus the starts that the board's
//! 180° turn makes of them, so the set of windows is closed under that
//! turn. Within a window, square `k` (rank by rank from White's side, file
//! by file from the a-file) counts `3^k`.
//!
//! The evaluation is made antisymmetric: White's pattern score is the sum
//! of the window weights on the board less the same sum on the board
//! turned 180° with the colours swapped, so a colour-flipped position
//! always scores the exact negation.

use draughts::{BitWord, Layout, Playable, Rules, Square, Word};

/// Squares per window.
pub(crate) const SQUARES: usize = 8;

/// Patterns per window: `3^SQUARES`.
pub(crate) const ENTRIES: usize = 6561;

/// The most windows a board has (12x12: five starts each way).
pub(crate) const MAX_WINDOWS: usize = 32;

/// Squares of a layout's word (12x12 uses 77 bits).
const BITS: usize = 128;

/// The windows of one rules type.
#[derive(Clone, Debug)]
pub(crate) struct Patterns {
    /// Per window, its squares' bits in index order.
    pub windows: Vec<[u8; SQUARES]>,
    /// Per bit: the (window, power of 3) pairs it takes part in.
    member: Vec<Vec<(u8, u16)>>,
    /// Per bit: the pairs of the turned board, where the bit's piece counts
    /// with its colour swapped.
    turned: Vec<Vec<(u8, u16)>>,
}

impl Patterns {
    /// The windows of rules `R`.
    pub(crate) fn new<R: Rules>() -> Patterns {
        let geometry = R::VARIANT.geometry();
        let (width, height) = match geometry.playable {
            Playable::Dark | Playable::Light => (4, 4),
            Playable::All => (4, 2),
        };
        let mut windows = Vec::new();
        for r0 in starts(geometry.ranks, height) {
            for f0 in starts(geometry.files, width) {
                let mut squares = [0u8; SQUARES];
                let mut k = 0;
                for r in r0..r0 + height {
                    for f in f0..f0 + width {
                        let square = Square::new(f, r);
                        if !geometry.is_playable(square) {
                            continue;
                        }
                        if let Some(bit) = R::Layout::index(square)
                            && k < SQUARES
                        {
                            squares[k] = bit;
                            k += 1;
                        }
                    }
                }
                if k == SQUARES {
                    windows.push(squares);
                }
            }
        }
        windows.truncate(MAX_WINDOWS);
        let mut member = vec![Vec::new(); BITS];
        let mut turned = vec![Vec::new(); BITS];
        for (w, squares) in windows.iter().enumerate() {
            let mut power = 1u16;
            for &bit in squares {
                member[usize::from(bit)].push((w as u8, power));
                let square = R::Layout::square(bit);
                let opposite = Square::new(
                    geometry.files - 1 - square.file(),
                    geometry.ranks - 1 - square.rank(),
                );
                if let Some(other) = R::Layout::index(opposite) {
                    turned[usize::from(other)].push((w as u8, power));
                }
                power *= 3;
            }
        }
        Patterns {
            windows,
            member,
            turned,
        }
    }

    /// The index of every window on the board with White's `white` and
    /// Black's `black` men (first array), and on the board turned 180°
    /// with the colours swapped (second).
    #[inline(always)]
    pub(crate) fn indices<W: BitWord>(
        &self,
        white: W,
        black: W,
    ) -> ([u16; MAX_WINDOWS], [u16; MAX_WINDOWS]) {
        let mut own = [0u16; MAX_WINDOWS];
        let mut flip = [0u16; MAX_WINDOWS];
        for bit in white.iter() {
            let i = usize::from(bit);
            for &(w, p) in &self.member[i] {
                own[usize::from(w)] += p;
            }
            for &(w, p) in &self.turned[i] {
                flip[usize::from(w)] += 2 * p;
            }
        }
        for bit in black.iter() {
            let i = usize::from(bit);
            for &(w, p) in &self.member[i] {
                own[usize::from(w)] += 2 * p;
            }
            for &(w, p) in &self.turned[i] {
                flip[usize::from(w)] += p;
            }
        }
        (own, flip)
    }
}

/// The starts of windows `size` long on a side `n` long: every second
/// square, plus their images under the 180° turn, in increasing order.
fn starts(n: u8, size: u8) -> Vec<u8> {
    if n < size {
        return Vec::new();
    }
    let last = n - size;
    let mut all: Vec<u8> = (0..=last).step_by(2).flat_map(|s| [s, last - s]).collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// A rules type whose [`Patterns`] have been built (once, on first use).
pub(crate) trait Patterned: Rules {
    /// The windows of these rules.
    fn patterns() -> &'static Patterns;
}

/// Implements [`Patterned`] for the named rules types.
macro_rules! patterned {
    ($($name:ident),*) => {
        $(impl Patterned for draughts::rules::$name {
            fn patterns() -> &'static Patterns {
                static TABLES: std::sync::LazyLock<Patterns> =
                    std::sync::LazyLock::new(Patterns::new::<draughts::rules::$name>);
                &TABLES
            }
        })*
    };
}

patterned!(
    Persian,
    Turkish,
    English,
    Dameo,
    International,
    Brazilian,
    Canadian,
    Russian,
    Pool,
    Czech,
    Italian,
    Portuguese,
    Thai,
    Frisian,
    Anti,
    Corner,
    Oneway,
    Parachute,
    Gothic,
    Hawaiian,
    Alquerque
);

/// The men of `board` per side, White first.
#[inline(always)]
pub(crate) fn men<R: Rules>(board: &draughts::Board<R>) -> [Word<R>; 2] {
    let kings = board.kings();
    [
        board.bits(draughts::Color::White) & !kings,
        board.bits(draughts::Color::Black) & !kings,
    ]
}

#[cfg(test)]
mod tests {
    use draughts::{Position, Variant, rules};

    use super::*;

    fn bit<R: Rules>(name: &str) -> u8 {
        R::Layout::index(name.parse::<Square>().unwrap()).unwrap()
    }

    #[test]
    fn windows_cover_each_board_and_are_closed_under_the_turn() {
        assert_eq!(starts(10, 4), [0, 2, 4, 6]);
        assert_eq!(starts(8, 4), [0, 2, 4]);
        assert_eq!(starts(5, 4), [0, 1]);
        assert_eq!(rules::International::patterns().windows.len(), 16);
        assert_eq!(rules::Russian::patterns().windows.len(), 9);
        assert_eq!(rules::Canadian::patterns().windows.len(), 25);
        assert_eq!(rules::Turkish::patterns().windows.len(), 12);
        // Russian's first window: a1 c1 b2 d2 a3 c3 b4 d4.
        let first: Vec<u8> = ["a1", "c1", "b2", "d2", "a3", "c3", "b4", "d4"]
            .iter()
            .map(|s| bit::<rules::Russian>(s))
            .collect();
        assert_eq!(rules::Russian::patterns().windows[0].to_vec(), first);
    }

    /// Indices worked out by hand from the rule of the encoding.
    #[test]
    fn indices_follow_the_base_3_rule() {
        // White men a1, d2, c3; Black men b4, f6.
        let position = Position::from_fen(Variant::Russian, "W:Wa1,d2,c3:Bb4,f6").unwrap();
        let board = position.board::<rules::Russian>().unwrap();
        let [white, black] = men(board);
        let (own, flip) = rules::Russian::patterns().indices(white, black);
        // Window 0 (a1 c1 b2 d2 a3 c3 b4 d4): a1 = 1·3^0, d2 = 1·3^3,
        // c3 = 1·3^5, b4 = 2·3^6.
        assert_eq!(own[0], 1 + 27 + 243 + 2 * 729);
        // Window 4 (c3 e3 d4 f4 c5 e5 d6 f6): c3 = 1, f6 = 2·3^7.
        assert_eq!(own[4], 1 + 2 * 2187);
        // Window 2 (e1 g1 f2 h2 e3 g3 f4 h4) is empty.
        assert_eq!(own[2], 0);
        // Turned board: a1 → h8 (Black man), d2 → e7, c3 → f6, b4 → g5
        // (White), f6 → c3 (White). Window 8 (e5 g5 f6 h6 e7 g7 f8 h8):
        // g5 = 1·3^1, f6 = 2·3^2, e7 = 2·3^4, h8 = 2·3^7.
        assert_eq!(flip[8], 3 + 2 * 9 + 2 * 81 + 2 * 2187);
        // Window 0 of the turned board holds c3 (White, from f6): 1·3^5.
        assert_eq!(flip[0], 243);
    }
}
