//! Static evaluation per variant, in hundredths of a man from the side to
//! move's point of view.
//!
//! Each variant family has its own file: [`orthogonal`] for Persian and
//! Turkish (orthogonal men, flying rook kings), [`english`] for English
//! checkers (short kings), [`dameo`] for Dameo (queen-like kings). They
//! share the [`tables`] of advancement and runaway cones and the
//! [`endgame`] terms. Every term is computed for White and subtracted for
//! Black; square tables are given for White and turned 180° for Black.
//!
//! [`learned`] adds weights fitted on self-play (`damabot train`) over the
//! board regions of [`pattern`] and the hand-written score; the variants
//! with a weights file in `weights/` use it under [`EvalStyle::Learned`].

mod alquerque;
mod anti;
mod dameo;
mod endgame;
mod english;
mod flying;
mod frisian;
mod geometry;
mod hawaiian;
pub(crate) mod learned;
mod men;
mod mobility;
mod orthogonal;
pub(crate) mod pattern;
mod short;
mod structure;
mod tables;

use draughts::{BitWord, Board, Board8, Color, Dir, Layout, Rules, rules};

use learned::Weights;
use men::men_table;
use pattern::Patterned;
use tables::{Sided, relative_rank};

/// How much of the evaluation a search uses: weaker levels see less.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EvalStyle {
    /// Men and kings only.
    Material,
    /// Material, advancement and square tables.
    Basic,
    /// Everything: also runaway men, structure, mobility, endgame technique.
    Full,
    /// The learned evaluation (patterns fitted on self-play over the full
    /// one) where the variant has checked-in weights; [`EvalStyle::Full`]
    /// elsewhere.
    Learned,
}

/// The pieces as the evaluation reads them, White first, as sets of the
/// layout's bits (`u64` for the 8x8 evaluations).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sides<W = u64> {
    /// Men per side (parachutists included).
    pub men: [W; 2],
    /// Kings per side.
    pub kings: [W; 2],
    /// Empty squares.
    pub empty: W,
}

impl<W: BitWord> Sides<W> {
    fn of<R: Rules<Layout: Layout<Word = W>>>(board: &Board<R>) -> Sides<W> {
        let kings = board.kings();
        let white = board.bits(Color::White);
        let black = board.bits(Color::Black);
        Sides {
            men: [white & !kings, black & !kings],
            kings: [white & kings, black & kings],
            empty: R::Layout::all() & !(white | black),
        }
    }

    /// All of `side`'s pieces (0 = White, 1 = Black).
    #[inline(always)]
    pub(crate) fn all(&self, side: usize) -> W {
        self.men[side] | self.kings[side]
    }

    /// Number of pieces on the board.
    #[inline(always)]
    pub(crate) fn pieces(&self) -> i32 {
        (self.all(0) | self.all(1)).count() as i32
    }
}

/// Piece values of a variant.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Values {
    pub man: i32,
    pub king: i32,
}

impl Values {
    /// Material of `side`.
    #[inline(always)]
    pub(crate) fn material<W: BitWord>(&self, s: &Sides<W>, side: usize) -> i32 {
        self.man * s.men[side].count() as i32 + self.king * s.kings[side].count() as i32
    }
}

/// A variant's evaluation, chosen per rules type at compile time: White's
/// advantage in hundredths of a man.
pub(crate) trait Evaluate: Patterned {
    /// White's advantage on `board` under `style` (never
    /// [`EvalStyle::Learned`], which [`evaluate`] resolves).
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32;

    /// The checked-in learned weights of these rules, if any.
    fn weights() -> Option<&'static Weights> {
        None
    }
}

/// The evaluation of `board` for the side to move.
#[inline]
pub(crate) fn evaluate<R: Evaluate>(board: &Board<R>, style: EvalStyle) -> i32 {
    let white = match (style, R::weights()) {
        (EvalStyle::Learned, Some(weights)) => learned::white_score(board, weights),
        (EvalStyle::Learned, None) => R::white_score(board, EvalStyle::Full),
        _ => R::white_score(board, style),
    };
    if board.turn() == Color::White {
        white
    } else {
        -white
    }
}

impl Evaluate for rules::Persian {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        orthogonal::evaluate(&Sides::of(board), style, Self::VARIANT.max_pieces())
    }
}

impl Evaluate for rules::Turkish {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        orthogonal::evaluate(&Sides::of(board), style, Self::VARIANT.max_pieces())
    }
}

impl Evaluate for rules::English {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        english::evaluate(&Sides::of(board), style)
    }
}

impl Evaluate for rules::Dameo {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        dameo::evaluate(&Sides::of(board), style)
    }
}

/// Variants evaluated by the flying-king evaluation with `$profile`.
macro_rules! flying {
    ($profile:ident: $($name:ident),*) => {
        $(impl Evaluate for rules::$name {
            fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
                let table = men_table!(rules::$name, flying::$profile);
                flying::evaluate(board, style, &flying::$profile, table)
            }
        })*
    };
}

flying!(LARGE: Canadian);
flying!(SMALL: Brazilian, Pool, Czech, Portuguese, Thai, Corner, Oneway, Parachute);

/// Variants of the flying-king evaluation with `$profile` that have
/// learned weights in `$file` (read once; a file that does not load, which
/// the tests rule out, leaves the hand-written evaluation).
macro_rules! flying_learned {
    ($profile:ident: $name:ident = $file:literal) => {
        impl Evaluate for rules::$name {
            fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
                let table = men_table!(rules::$name, flying::$profile);
                flying::evaluate(board, style, &flying::$profile, table)
            }

            fn weights() -> Option<&'static Weights> {
                static WEIGHTS: std::sync::LazyLock<Option<Weights>> =
                    std::sync::LazyLock::new(|| {
                        Weights::from_bytes(include_bytes!(concat!("../../weights/", $file))).ok()
                    });
                WEIGHTS.as_ref()
            }
        }
    };
}

flying_learned!(LARGE: International = "international.bin");
flying_learned!(SMALL: Russian = "russian.bin");

impl Evaluate for rules::Frisian {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        frisian::evaluate(board, style)
    }
}

impl Evaluate for rules::Italian {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        let table = men_table!(rules::Italian, short::ITALIAN);
        short::evaluate(board, style, &short::ITALIAN, table)
    }
}

impl Evaluate for rules::Gothic {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        let table = men_table!(rules::Gothic, short::GOTHIC);
        short::evaluate(board, style, &short::GOTHIC, table)
    }
}

impl Evaluate for rules::Anti {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        anti::evaluate(board, style)
    }
}

impl Evaluate for rules::Hawaiian {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        hawaiian::evaluate(board, style)
    }
}

impl Evaluate for rules::Alquerque {
    fn white_score(board: &Board<Self>, style: EvalStyle) -> i32 {
        alquerque::evaluate(board, style)
    }
}

/// White's minus Black's sums of the men's middlegame and endgame tables.
#[inline(always)]
pub(crate) fn men_tables(s: &Sides, mid: &Sided, end: &Sided) -> (i32, i32) {
    let (white_mid, white_end) = tapered_sums(s.men[0], &mid[0], &end[0]);
    let (black_mid, black_end) = tapered_sums(s.men[1], &mid[1], &end[1]);
    (white_mid - black_mid, white_end - black_end)
}

/// Bonus of `side`'s men whose cone ahead (in `cones`) holds none of
/// `blockers`, by relative rank (`bonus`).
#[inline(always)]
pub(crate) fn runaways(
    s: &Sides,
    side: usize,
    blockers: u64,
    cones: &[[u64; 64]; 2],
    bonus: &[i32; 8],
) -> i32 {
    s.men[side]
        .iter()
        .filter(|&sq| cones[side][usize::from(sq)] & blockers == 0)
        .map(|sq| bonus[relative_rank(side, sq)])
        .sum()
}

/// How many squares `side`'s flying kings reach along `dirs`.
#[inline(always)]
pub(crate) fn king_reach(s: &Sides, side: usize, dirs: &[Dir]) -> i32 {
    let occupied = !s.empty;
    let mut reach = 0;
    for k in s.kings[side].iter() {
        for &d in dirs {
            reach += Board8::slide(k, d, occupied).count_ones() as i32;
        }
    }
    reach
}

/// Sum of `table` over the squares of `bits`.
#[inline(always)]
pub(crate) fn table_sum(bits: u64, table: &[i16; 64]) -> i32 {
    bits.iter()
        .map(|sq| i32::from(table[usize::from(sq)]))
        .sum()
}

/// Sums of the middlegame and endgame tables over the squares of `bits`,
/// in one pass.
#[inline(always)]
pub(crate) fn tapered_sums(bits: u64, mid: &[i16; 64], end: &[i16; 64]) -> (i32, i32) {
    let (mut m, mut e) = (0, 0);
    for sq in bits.iter() {
        m += i32::from(mid[usize::from(sq)]);
        e += i32::from(end[usize::from(sq)]);
    }
    (m, e)
}

/// Blends an opening/middlegame term and an endgame term by the number of
/// pieces left (`pieces` of `full` at the start).
#[inline(always)]
pub(crate) fn taper(mid: i32, end: i32, pieces: i32, full: i32) -> i32 {
    let p = pieces.min(full);
    (mid * p + end * (full - p)) / full
}

/// The bonus for the side ahead in material: trading down makes an
/// advantage count more, as pieces come off.
#[inline(always)]
pub(crate) fn trade_bonus(diff: i32, pieces: i32, full: i32) -> i32 {
    diff * (full - pieces.min(full)) / (2 * full)
}

#[cfg(test)]
mod tests {
    use draughts::{Position, Variant};

    use super::*;

    fn eval_at(position: &Position, style: EvalStyle) -> i32 {
        with_typed_board!(position, board => evaluate(board.unwrap(), style))
    }

    fn eval(variant: Variant, fen: &str, style: EvalStyle) -> i32 {
        eval_at(&Position::from_fen(variant, fen).unwrap(), style)
    }

    #[test]
    fn start_positions_are_balanced_for_either_side_to_move() {
        // One-way's start is not turned 180° but moved four files (White
        // on a–d, Black on e–h, both going up), so its sides stand
        // differently and it is left out.
        for variant in Variant::ALL.into_iter().filter(|&v| v != Variant::Oneway) {
            let start = Position::start(variant);
            for style in [EvalStyle::Material, EvalStyle::Basic, EvalStyle::Full] {
                let score = eval_at(&start, style);
                assert!(score.abs() <= 20, "{variant} {style:?}: {score}");
            }
        }
    }

    #[test]
    fn symmetric_positions_score_the_same_for_both_sides() {
        let cases = [
            (
                Variant::Persian,
                "W:Wc3,Kd1,e4:Bf6,Ke8,d5",
                "B:Wc3,Kd1,e4:Bf6,Ke8,d5",
            ),
            (
                Variant::English,
                "W:Wa3,c3,Kf4:Bh6,f6,Kc5",
                "B:Wa3,c3,Kf4:Bh6,f6,Kc5",
            ),
            (
                Variant::Dameo,
                "W:Wa1,b2,Kd4:Bh8,g7,Ke5",
                "B:Wa1,b2,Kd4:Bh8,g7,Ke5",
            ),
        ];
        for (variant, white_fen, black_fen) in cases {
            let w = eval(variant, white_fen, EvalStyle::Full);
            let b = eval(variant, black_fen, EvalStyle::Full);
            assert_eq!(w, b, "{variant}: 180° symmetric, each side to move");
        }
    }

    #[test]
    fn a_king_is_worth_more_than_a_man_and_material_counts() {
        for variant in [Variant::Persian, Variant::Turkish, Variant::Dameo] {
            let king = eval(variant, "W:Wd4,Ka1:Bd5,h8", EvalStyle::Full);
            let man = eval(variant, "W:Wd4,a1:Bd5,h8", EvalStyle::Full);
            assert!(king > man + 50, "{variant}: {king} vs {man}");
            let up = eval(variant, "W:Wa2,c2,e2:Bh7,f7", EvalStyle::Material);
            assert_eq!(up, 100, "{variant}");
        }
        let king = eval(Variant::English, "B:WK30,9:B2,27", EvalStyle::Material);
        assert!(king < 0, "Black to move, White has the king: {king}");
    }

    #[test]
    fn a_runaway_man_scores_more_than_a_blocked_one() {
        let free = eval(Variant::Turkish, "W:Wa6,h2:Bh7,g7", EvalStyle::Full);
        let blocked = eval(Variant::Turkish, "W:Wh6,a2:Bh7,g7", EvalStyle::Full);
        assert!(free > blocked + 30, "{free} vs {blocked}");
    }
}
