//! Each variant's draw rules (SPEC.md, VARIANTS.md "Draws"): a no-progress
//! counter and material clauses with their own counters. Threefold
//! repetition, common to all, is kept by [`crate::Game`].
//!
//! "N moves" means N moves by each side, 2N plies. A material clause's
//! counter starts when its material first arises and restarts whenever the
//! material it names changes; some clauses count only the stronger side's
//! moves ("the stronger side's 15th move").

use crate::color::{Color, Role};
use crate::outcome::EndReason;
use crate::position::Position;
use crate::variant::Variant;

/// The no-progress rule of a variant: after `limit` plies without a reset
/// the game is drawn for `reason`. A capture always resets the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgressRule {
    /// Plies without progress that draw the game.
    pub limit: u32,
    /// A man move counts as progress too.
    pub man_move_resets: bool,
    /// The reason reported.
    pub reason: EndReason,
}

impl Variant {
    /// The variant's no-progress rule, if it has one.
    pub const fn progress_rule(self) -> Option<ProgressRule> {
        let (moves, man_move_resets, reason) = match self {
            // 50 moves each "using only kings and without a capture".
            Variant::Persian => (50, true, EndReason::KingMovesLimit),
            // 50 moves each without a capture.
            Variant::Turkish => (50, false, EndReason::NoCaptureLimit),
            // 40 moves each without a capture (English's seed rule; Anti
            // and Gothic as English).
            Variant::English | Variant::Anti | Variant::Gothic => {
                (40, false, EndReason::NoCaptureLimit)
            }
            // Mutual impotence: 50 moves each, no capture and no man move.
            Variant::Dameo => (50, true, EndReason::MutualImpotence),
            // FMJD (a): 25 moves with only king moves.
            Variant::International | Variant::Canadian => (25, true, EndReason::KingMovesLimit),
            // FMJD-64 (b): 15 moves with only king moves; Czech family: 15
            // moves with no capture and no man move.
            Variant::Russian
            | Variant::Brazilian
            | Variant::Czech
            | Variant::Corner
            | Variant::Oneway
            | Variant::Parachute => (15, true, EndReason::KingMovesLimit),
            // 40 moves with only king moves and no capture.
            Variant::Italian => (40, true, EndReason::KingMovesLimit),
            Variant::Pool
            | Variant::Portuguese
            | Variant::Thai
            | Variant::Frisian
            | Variant::Hawaiian
            | Variant::Alquerque => return None,
        };
        Some(ProgressRule {
            limit: 2 * moves,
            man_move_resets,
            reason,
        })
    }
}

/// One material clause: while `class` gives the same value the counter
/// runs; at `limit` the game is drawn for `reason`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Clause {
    /// The material the clause names, as a value that changes when the
    /// count must restart; `None` when the clause does not apply.
    pub class: fn(&Material) -> Option<u32>,
    /// Counter value that draws the game.
    pub limit: u32,
    /// Only the stronger side's moves count (the side with more pieces).
    pub stronger_moves: bool,
    /// The reason reported.
    pub reason: EndReason,
}

/// Piece counts by side and kind, and where a lone king stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Material {
    /// `men[color.index()]`.
    pub men: [u32; 2],
    /// `kings[color.index()]`.
    pub kings: [u32; 2],
    /// A side whose only piece is a king on the long diagonal a1–h8.
    pub lone_king_on_long_diagonal: bool,
}

impl Material {
    pub fn of(position: &Position) -> Material {
        let count = |c: Color, r: Role| position.count_role(c, r);
        let men = Color::ALL.map(|c| count(c, Role::Man) + count(c, Role::Parachutist));
        let kings = Color::ALL.map(|c| count(c, Role::King));
        let lone_king_on_long_diagonal = Color::ALL.into_iter().any(|c| {
            men[c.index()] == 0
                && kings[c.index()] == 1
                && position
                    .pieces()
                    .any(|(sq, p)| p.color == c && p.role == Role::King && sq.file() == sq.rank())
        });
        Material {
            men,
            kings,
            lone_king_on_long_diagonal,
        }
    }

    fn total(&self, c: usize) -> u32 {
        self.men[c] + self.kings[c]
    }

    /// The side (index) with a lone king against pieces of the other side
    /// that number `strong` and include a king; the value encodes the
    /// stronger side in bit 0.
    fn lone_king_against(&self, strong: impl Fn(u32) -> bool) -> Option<u32> {
        (0..2).find_map(|weak| {
            let s = 1 - weak;
            (self.men[weak] == 0
                && self.kings[weak] == 1
                && self.kings[s] >= 1
                && strong(self.total(s)))
            .then_some(s as u32)
        })
    }

    /// The stronger side when it has only kings, `n` of them (`n` fixed or
    /// at least `n` as `at_least`), against a lone king.
    fn kings_against_lone_king(&self, n: u32, at_least: bool) -> Option<u32> {
        (0..2).find_map(|weak| {
            let s = 1 - weak;
            let enough = if at_least {
                self.kings[s] >= n
            } else {
                self.kings[s] == n
            };
            (self.men[weak] == 0 && self.kings[weak] == 1 && self.men[s] == 0 && enough)
                .then_some(s as u32)
        })
    }

    /// An exact signature of the material (for "the material does not
    /// change").
    fn signature(&self) -> u32 {
        self.men[0] | self.men[1] << 6 | self.kings[0] << 12 | self.kings[1] << 18
    }
}

/// Persian: one king on each side and nothing else — drawn at once.
fn one_king_each(m: &Material) -> Option<u32> {
    (m.kings == [1, 1] && m.men == [0, 0]).then_some(0)
}

/// Turkish: one piece each, whatever their kind — drawn at once.
fn one_piece_each(m: &Material) -> Option<u32> {
    (m.total(0) == 1 && m.total(1) == 1).then_some(0)
}

/// FMJD (b): a lone king against three pieces with at least one king.
fn lone_king_v_three(m: &Material) -> Option<u32> {
    m.lone_king_against(|n| n == 3)
}

/// FMJD (c), FMJD-64 (e): a lone king against at most two pieces with at
/// least one king.
fn lone_king_v_two(m: &Material) -> Option<u32> {
    m.lone_king_against(|n| n <= 2)
}

/// FMJD-64 (a): three or more kings against a lone king.
fn three_kings_v_king(m: &Material) -> Option<u32> {
    m.kings_against_lone_king(3, true)
}

/// FMJD-64 (d): three pieces with a king against a lone king on the long
/// diagonal.
fn three_v_king_on_long_diagonal(m: &Material) -> Option<u32> {
    m.lone_king_against(|n| n == 3)
        .filter(|_| m.lone_king_on_long_diagonal)
}

/// FMJD-64 (c): both sides have kings and 4–5 pieces are on the board.
fn unchanged_four_or_five(m: &Material) -> Option<u32> {
    let total = m.total(0) + m.total(1);
    (m.kings[0] > 0 && m.kings[1] > 0 && (4..=5).contains(&total)).then(|| m.signature())
}

/// FMJD-64 (c): both sides have kings and 6–7 pieces are on the board.
fn unchanged_six_or_seven(m: &Material) -> Option<u32> {
    let total = m.total(0) + m.total(1);
    (m.kings[0] > 0 && m.kings[1] > 0 && (6..=7).contains(&total)).then(|| m.signature())
}

/// Pool: three kings against one king.
fn pool_three_kings(m: &Material) -> Option<u32> {
    m.kings_against_lone_king(3, false)
}

/// Frisian: two kings against one king.
fn two_kings_v_king(m: &Material) -> Option<u32> {
    m.kings_against_lone_king(2, false)
}

/// Frisian: one king against one king.
fn king_v_king(m: &Material) -> Option<u32> {
    (m.kings == [1, 1] && m.men == [0, 0]).then_some(0)
}

const fn plies(moves: u32, class: fn(&Material) -> Option<u32>, reason: EndReason) -> Clause {
    Clause {
        class,
        limit: 2 * moves,
        stronger_moves: false,
        reason,
    }
}

const fn stronger(moves: u32, class: fn(&Material) -> Option<u32>) -> Clause {
    Clause {
        class,
        limit: moves,
        stronger_moves: true,
        reason: EndReason::LoneKingLimit,
    }
}

const PERSIAN: &[Clause] = &[plies(0, one_king_each, EndReason::OneKingEach)];
const TURKISH: &[Clause] = &[plies(0, one_piece_each, EndReason::OnePieceEach)];
const FMJD: &[Clause] = &[
    plies(16, lone_king_v_three, EndReason::LoneKingLimit),
    plies(5, lone_king_v_two, EndReason::LoneKingLimit),
];
const FMJD_64: &[Clause] = &[
    stronger(15, three_kings_v_king),
    plies(30, unchanged_four_or_five, EndReason::MaterialUnchanged),
    plies(60, unchanged_six_or_seven, EndReason::MaterialUnchanged),
    plies(5, three_v_king_on_long_diagonal, EndReason::LoneKingLimit),
    plies(5, lone_king_v_two, EndReason::LoneKingLimit),
];
const POOL: &[Clause] = &[stronger(13, pool_three_kings)];
const FRISIAN: &[Clause] = &[
    plies(7, two_kings_v_king, EndReason::LoneKingLimit),
    plies(2, king_v_king, EndReason::LoneKingLimit),
];

/// Whether `color` is left a lone king (one king, nothing else) in an
/// ending that one of the variant's material clauses covers, so that the
/// rules draw it after a few moves unless the material changes: FMJD's lone
/// king against up to three pieces, FMJD-64's, Pool's three kings and
/// Frisian's two kings or one against it. Such a side cannot win by
/// material: the rules give its opponent at most a draw to defend.
pub(crate) fn cannot_win_by_material(variant: Variant, m: &Material, color: Color) -> bool {
    let c = color.index();
    m.men[c] == 0 && m.kings[c] == 1 && clauses(variant).iter().any(|cl| (cl.class)(m).is_some())
}

/// The variant's material clauses.
pub(crate) fn clauses(variant: Variant) -> &'static [Clause] {
    match variant {
        Variant::Persian => PERSIAN,
        Variant::Turkish => TURKISH,
        Variant::International | Variant::Canadian => FMJD,
        Variant::Russian | Variant::Brazilian => FMJD_64,
        Variant::Pool => POOL,
        Variant::Frisian => FRISIAN,
        _ => &[],
    }
}
