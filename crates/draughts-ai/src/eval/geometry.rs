//! What the evaluations need to know about a board, for any layout: per
//! side and per square, how many man steps are left to the nearest
//! crowning square and the cone in which an enemy piece could still stop a
//! man; per square, its file, rank and distance to the edge; the board's
//! main diagonal and each side's guard squares.
//!
//! Built once per rules type (see [`Shaped`]) from the variant's playable
//! squares, the layout's steps and the rules' man directions, so One-way's
//! upward Black men, Corner's two crowning squares, Italian's mirrored
//! board and the 10x10 and 12x12 layouts need no special case. Tables are
//! indexed by the layout's bit.

use draughts::{BitWord, Color, Dir, Layout, Playable, Rules, Word};

/// A goal distance meaning "no crowning square can be reached".
pub(crate) const UNREACHABLE: u8 = u8::MAX;

/// Squares of a layout's word: enough for every layout (12x12 uses 77 bits).
pub(super) const BITS: usize = 128;

/// The tables of one rules type (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct Geometry<W> {
    /// Per side (0 = White), per bit: the man steps left to the nearest
    /// promotion square (without promotion, to the last rank);
    /// [`UNREACHABLE`] when there is none ahead (a dead man in Corner).
    pub to_goal: [[u8; BITS]; 2],
    /// Per side, per bit: the squares ahead of a man there from which an
    /// enemy piece could still stop it (its forward reach and the squares
    /// next to it).
    pub cone: [[W; BITS]; 2],
    /// Per bit: the distance to the nearest edge of the board (0 on it).
    pub centrality: [u8; BITS],
    /// Per bit: file and rank.
    pub file: [u8; BITS],
    pub rank: [u8; BITS],
    /// The longest diagonal (a1–h8, or h1–a8 on Italian's mirrored board):
    /// the lone king's road in flying-king endings.
    pub main_diagonal: W,
    /// Per side: the own squares on which the enemy's men are crowned
    /// (a man standing there keeps them from crowning).
    pub guard: [W; 2],
}

impl<W: BitWord> Geometry<W> {
    /// The tables of rules `R`.
    pub(crate) fn new<R: Rules<Layout: Layout<Word = W>>>() -> Geometry<W> {
        let geometry = R::VARIANT.geometry();
        let mut playable = W::ZERO;
        let mut centrality = [0u8; BITS];
        let mut file = [0u8; BITS];
        let mut rank = [0u8; BITS];
        let mut main_diagonal = W::ZERO;
        for square in geometry.squares() {
            let Some(bit) = R::Layout::index(square) else {
                continue;
            };
            let (f, r) = (square.file(), square.rank());
            let i = usize::from(bit);
            playable |= W::single(bit);
            file[i] = f;
            rank[i] = r;
            let to_file_edge = f.min(geometry.files - 1 - f);
            let to_rank_edge = r.min(geometry.ranks - 1 - r);
            centrality[i] = to_file_edge.min(to_rank_edge);
            let on_main = match geometry.playable {
                Playable::Light => f + r == geometry.files - 1,
                Playable::Dark | Playable::All => f == r,
            };
            if on_main {
                main_diagonal |= W::single(bit);
            }
        }
        let mut to_goal = [[UNREACHABLE; BITS]; 2];
        let mut cone = [[W::ZERO; BITS]; 2];
        let mut guard = [W::ZERO; 2];
        for color in Color::ALL {
            let side = color.index();
            let white = color == Color::White;
            // Hawaiian's men only ever jump.
            let dirs = if R::MAN_STEPS.is_empty() {
                R::MAN_CAPTURES
            } else {
                R::MAN_STEPS
            };
            let steps: Vec<Dir> = dirs.iter().map(|&d| R::man_dir(d, white)).collect();
            let goal = if R::PROMOTES {
                R::promotion(white)
            } else {
                R::last_rank(white)
            } & playable;
            // Backward from the goal, one man step at a time.
            let mut seen = goal;
            let mut frontier = goal;
            let mut distance = 0u8;
            while !frontier.is_zero() {
                for bit in frontier.iter() {
                    to_goal[side][usize::from(bit)] = distance;
                }
                let mut next = W::ZERO;
                for &d in &steps {
                    next |= R::Layout::step(frontier, d.reverse());
                }
                frontier = next & playable & !seen;
                seen |= frontier;
                distance += 1;
            }
            for bit in playable.iter() {
                cone[side][usize::from(bit)] = cone_of::<R>(bit, &steps, playable);
            }
            let enemy_white = !white;
            guard[side] = R::promotion(enemy_white) & !R::promotion(white) & playable;
        }
        Geometry {
            to_goal,
            cone,
            centrality,
            file,
            rank,
            main_diagonal,
            guard,
        }
    }

    /// The Chebyshev distance between two bits.
    #[inline(always)]
    pub(crate) fn distance(&self, a: u8, b: u8) -> i32 {
        let (a, b) = (usize::from(a), usize::from(b));
        let df = (i32::from(self.file[a]) - i32::from(self.file[b])).abs();
        let dr = (i32::from(self.rank[a]) - i32::from(self.rank[b])).abs();
        df.max(dr)
    }
}

/// The squares a man on `bit` can still reach by `steps`, and every
/// square next to them: where an enemy piece could still meet it.
fn cone_of<R: Rules>(bit: u8, steps: &[Dir], playable: Word<R>) -> Word<R> {
    let mut reach = Word::<R>::ZERO;
    let mut frontier = Word::<R>::single(bit);
    while !frontier.is_zero() {
        let mut next = Word::<R>::ZERO;
        for &d in steps {
            next |= R::Layout::step(frontier, d);
        }
        frontier = next & playable & !reach;
        reach |= frontier;
    }
    let mut around = reach;
    for d in Dir::ALL {
        around |= R::Layout::step(reach, d);
    }
    around & playable & !Word::<R>::single(bit)
}

/// A rules type whose [`Geometry`] has been built (once, on first use).
pub(crate) trait Shaped: Rules {
    /// The tables of these rules.
    fn geometry() -> &'static Geometry<Word<Self>>;
}

/// Implements [`Shaped`] for the named rules types, each with its own
/// lazily built tables.
macro_rules! shaped {
    ($($name:ident),*) => {
        $(impl Shaped for draughts::rules::$name {
            fn geometry() -> &'static Geometry<Word<Self>> {
                static TABLES: std::sync::LazyLock<Geometry<Word<draughts::rules::$name>>> =
                    std::sync::LazyLock::new(Geometry::new::<draughts::rules::$name>);
                &TABLES
            }
        })*
    };
}

shaped!(
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

#[cfg(test)]
mod tests {
    use draughts::{Square, rules};

    use super::*;

    fn bit<R: Rules>(name: &str) -> usize {
        usize::from(R::Layout::index(name.parse::<Square>().unwrap()).unwrap())
    }

    #[test]
    fn goal_distances_follow_each_variants_men() {
        let g = rules::International::geometry();
        assert_eq!(g.to_goal[0][bit::<rules::International>("a1")], 9);
        assert_eq!(g.to_goal[1][bit::<rules::International>("a1")], 0);
        let g = rules::Canadian::geometry();
        assert_eq!(g.to_goal[0][bit::<rules::Canadian>("k5")], 7);
        // One-way: both sides' men go up.
        let g = rules::Oneway::geometry();
        let e3 = bit::<rules::Oneway>("e3");
        assert_eq!((g.to_goal[0][e3], g.to_goal[1][e3]), (5, 5));
        assert!(g.guard[0].is_zero() && g.guard[1].is_zero());
        // Corner: White crowns only on a7 and b8; h8 and g7 lead nowhere.
        let g = rules::Corner::geometry();
        assert_eq!(g.to_goal[0][bit::<rules::Corner>("c5")], 2);
        assert_eq!(g.to_goal[0][bit::<rules::Corner>("h8")], UNREACHABLE);
        assert_eq!(g.to_goal[0][bit::<rules::Corner>("g7")], UNREACHABLE);
        // Black crowns on g1 and h2: b8 is six steps from h2.
        assert_eq!(g.to_goal[1][bit::<rules::Corner>("b8")], 6);
    }

    #[test]
    fn main_diagonals_and_guards_fit_each_board() {
        let g = rules::Italian::geometry();
        assert_eq!(g.main_diagonal.count(), 8);
        assert!(g.main_diagonal.has(bit::<rules::Italian>("h1") as u8));
        let g = rules::Russian::geometry();
        assert!(g.main_diagonal.has(bit::<rules::Russian>("a1") as u8));
        assert_eq!(g.guard[0].count(), 4);
        assert_eq!(rules::International::geometry().main_diagonal.count(), 10);
        let cone = rules::Russian::geometry().cone[0][bit::<rules::Russian>("d6")];
        assert!(cone.has(bit::<rules::Russian>("a7") as u8));
        assert!(!cone.has(bit::<rules::Russian>("d4") as u8));
    }
}
