//! Bulk counting for short-range diagonal rules (English checkers): the
//! last two plies of perft in bit operations, with no move list, no
//! [`Action`] and no board copy on the common path.
//!
//! It applies when men and kings step and jump one square diagonally on the
//! dark squares and any capture sequence may be chosen ([`applies`]). Then:
//! - whether a piece may jump again after its first jump is decided on the
//!   position before the move: a second jump can neither land on the start
//!   square nor cross the captured piece (that would be a 180° turn back
//!   over it, and it is gone), so single jumps are counted in bulk;
//! - a man's capture routes are distinct outcomes (each jump goes one rank
//!   forward, so the start and the captured set give the route), so both
//!   counting conventions agree for men, and their longer routes are
//!   followed here by a small depth-first search;
//! - a king that may jump more than once makes these functions answer
//!   `None`, and the caller runs the full capture search (which also merges
//!   routes of equal outcome when asked to).
//!
//! Directions are indexed 0–3 as in [`Dir::DIAGONAL`] (as White sees them)
//! and passed as const parameters, so every rule test folds away.

use std::marker::PhantomData;

use crate::bits::BitWord;
use crate::board::Board;
use crate::color::Color;
use crate::dir::Dir;
use crate::geometry::Playable;
use crate::layout::Layout;
use crate::rules::{Chain, Choice, Crowning, Removal, Rules, Word};

/// Whether this module counts the moves of rules `R`: English checkers'
/// rules on its dark squares (English, Anti), nothing more exotic.
pub(crate) const fn applies<R: Rules>() -> bool {
    matches!(R::VARIANT.geometry().playable, Playable::Dark)
        && R::Layout::FILES == 8
        && !R::FLYING_KINGS
        && !R::LINEAR_MOVES
        && R::MEN_TAKE_KINGS
        && R::PROMOTES
        && R::QUIET_ON_LAST_RANK
        && !R::ONE_WAY
        && !R::PARACHUTES
        && !R::OPENING_REMOVALS
        && R::KING_QUIET_LIMIT == 0
        && matches!(R::CHAIN, Chain::Complete)
        && matches!(R::CHOICE, Choice::Free)
        && matches!(R::REMOVAL, Removal::Immediate)
        && !matches!(R::CROWNING, Crowning::ContinuesAsKing)
        && same(R::MAN_LATER_CAPTURES, R::MAN_CAPTURES)
        && diagonal(R::MAN_STEPS)
        && diagonal(R::MAN_CAPTURES)
        && diagonal(R::KING_STEPS)
        && diagonal(R::KING_CAPTURES)
}

const fn same(a: &[Dir], b: &[Dir]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] as u8 != b[i] as u8 {
            return false;
        }
        i += 1;
    }
    true
}

const fn diagonal(dirs: &[Dir]) -> bool {
    let mut i = 0;
    while i < dirs.len() {
        if dirs[i].file_step() == 0 || dirs[i].rank_step() == 0 {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether direction `k` of [`Dir::DIAGONAL`] appears in `dirs`.
const fn has(dirs: &[Dir], k: usize) -> bool {
    let mut i = 0;
    while i < dirs.len() {
        if dirs[i] as u8 == Dir::DIAGONAL[k] as u8 {
            return true;
        }
        i += 1;
    }
    false
}

/// The moves of one side (White when `WHITE`) under rules `R`.
struct Side<R, const WHITE: bool>(PhantomData<R>);

impl<R: Rules, const WHITE: bool> Side<R, WHITE> {
    /// This side's promotion rank.
    #[inline(always)]
    fn promotion() -> Word<R> {
        R::Layout::rank(if WHITE { R::Layout::RANKS - 1 } else { 0 })
    }

    /// Direction `I` for this side.
    #[inline(always)]
    fn dir<const I: usize>() -> Dir {
        Dir::DIAGONAL[I].for_side(WHITE)
    }

    /// `w` moved one step along direction `I` (see [`Layout::step_dark`]:
    /// the result must be masked with dark squares before it is used).
    #[inline(always)]
    fn step<const I: usize>(w: Word<R>) -> Word<R> {
        R::Layout::step_dark(w, Self::dir::<I>())
    }

    /// `w` moved one step against direction `I` (as [`Side::step`]).
    #[inline(always)]
    fn back<const I: usize>(w: Word<R>) -> Word<R> {
        R::Layout::step_dark(w, Self::dir::<I>().reverse())
    }

    /// Of `men` and `kings`, those whose directions (`man_dirs`,
    /// `king_dirs`) include direction `I`.
    #[inline(always)]
    fn along<const I: usize>(
        man_dirs: &[Dir],
        king_dirs: &[Dir],
        men: Word<R>,
        kings: Word<R>,
    ) -> Word<R> {
        match (has(man_dirs, I), has(king_dirs, I)) {
            (true, true) => men | kings,
            (true, false) => men,
            (false, true) => kings,
            (false, false) => Word::<R>::ZERO,
        }
    }

    /// Of `men` and `kings`, those that jump along direction `I`.
    #[inline(always)]
    fn jumping<const I: usize>(men: Word<R>, kings: Word<R>) -> Word<R> {
        Self::along::<I>(R::MAN_CAPTURES, R::KING_CAPTURES, men, kings)
    }

    /// Of `men` and `kings`, those that step along direction `I`.
    #[inline(always)]
    fn stepping<const I: usize>(men: Word<R>, kings: Word<R>) -> Word<R> {
        Self::along::<I>(R::MAN_STEPS, R::KING_STEPS, men, kings)
    }

    /// The pieces of `movers` that can jump along `I` over `them` onto
    /// `empty`.
    #[inline(always)]
    fn jumps<const I: usize>(movers: Word<R>, them: Word<R>, empty: Word<R>) -> Word<R> {
        if movers.is_zero() {
            return movers;
        }
        Self::back::<I>(Self::back::<I>(empty) & them) & movers
    }

    /// The pieces of `movers` that can step along `I` onto `empty`.
    #[inline(always)]
    fn steps<const I: usize>(movers: Word<R>, empty: Word<R>) -> Word<R> {
        Self::back::<I>(empty) & movers
    }

    /// Where the jumpers `j` along `I` land.
    #[inline(always)]
    fn land<const I: usize>(j: Word<R>) -> Word<R> {
        Self::step::<I>(Self::step::<I>(j))
    }

    /// The squares of `men` that can jump.
    #[inline(always)]
    fn men_jumpers(men: Word<R>, them: Word<R>, empty: Word<R>) -> Word<R> {
        let z = Word::<R>::ZERO;
        Self::jumps::<0>(Self::jumping::<0>(men, z), them, empty)
            | Self::jumps::<1>(Self::jumping::<1>(men, z), them, empty)
            | Self::jumps::<2>(Self::jumping::<2>(men, z), them, empty)
            | Self::jumps::<3>(Self::jumping::<3>(men, z), them, empty)
    }

    /// The squares of `kings` that can jump.
    #[inline(always)]
    fn kings_jumpers(kings: Word<R>, them: Word<R>, empty: Word<R>) -> Word<R> {
        let z = Word::<R>::ZERO;
        Self::jumps::<0>(Self::jumping::<0>(z, kings), them, empty)
            | Self::jumps::<1>(Self::jumping::<1>(z, kings), them, empty)
            | Self::jumps::<2>(Self::jumping::<2>(z, kings), them, empty)
            | Self::jumps::<3>(Self::jumping::<3>(z, kings), them, empty)
    }

    /// Of the men landing on `land`, those that may jump on: not those
    /// crowned there when crowning ends the move.
    #[inline(always)]
    fn men_going_on(land: Word<R>, them: Word<R>, empty: Word<R>) -> Word<R> {
        let land = if R::CROWNING == Crowning::Stops {
            land & !Self::promotion()
        } else {
            land
        };
        Self::men_jumpers(land, them, empty)
    }

    /// Per direction, the pieces that can jump along it.
    #[inline(always)]
    fn all_jumps(men: Word<R>, kings: Word<R>, them: Word<R>, empty: Word<R>) -> [Word<R>; 4] {
        [
            Self::jumps::<0>(Self::jumping::<0>(men, kings), them, empty),
            Self::jumps::<1>(Self::jumping::<1>(men, kings), them, empty),
            Self::jumps::<2>(Self::jumping::<2>(men, kings), them, empty),
            Self::jumps::<3>(Self::jumping::<3>(men, kings), them, empty),
        ]
    }

    /// Where the pieces of `pieces` among the jumpers `j` land.
    #[inline(always)]
    fn landings(j: &[Word<R>; 4], pieces: Word<R>) -> Word<R> {
        Self::land::<0>(j[0] & pieces)
            | Self::land::<1>(j[1] & pieces)
            | Self::land::<2>(j[2] & pieces)
            | Self::land::<3>(j[3] & pieces)
    }

    /// Number of squares in the four sets.
    #[inline(always)]
    fn count4(w: [Word<R>; 4]) -> u64 {
        u64::from(R::Layout::count_dark_pair(w[0], w[1]) + R::Layout::count_dark_pair(w[2], w[3]))
    }

    /// Number of legal moves of this side, which has the pieces `us`,
    /// against `them` (`kings` holds both sides' kings); `None` when a king
    /// may jump more than once.
    #[inline(always)]
    fn count(us: Word<R>, them: Word<R>, kings: Word<R>) -> Option<u64> {
        let empty = R::Layout::dark() & !(us | them);
        let own_kings = us & kings;
        if !own_kings.is_zero() {
            return Self::count_with_kings(us & !kings, own_kings, them, empty);
        }
        let z = Word::<R>::ZERO;
        let j = Self::all_jumps(us, z, them, empty);
        if !(j[0] | j[1] | j[2] | j[3]).is_zero() {
            let n = Self::count4(j);
            let going_on = Self::men_going_on(Self::landings(&j, us), them, empty);
            if going_on.is_zero() {
                return Some(n);
            }
            return Some(n + Self::longer_routes(&j, going_on, them, empty));
        }
        Some(Self::count4([
            Self::steps::<0>(Self::stepping::<0>(us, z), empty),
            Self::steps::<1>(Self::stepping::<1>(us, z), empty),
            Self::steps::<2>(Self::stepping::<2>(us, z), empty),
            Self::steps::<3>(Self::stepping::<3>(us, z), empty),
        ]))
    }

    /// [`Side::count`] for a side with kings.
    #[inline(never)]
    fn count_with_kings(
        men: Word<R>,
        kings: Word<R>,
        them: Word<R>,
        empty: Word<R>,
    ) -> Option<u64> {
        let j = Self::all_jumps(men, kings, them, empty);
        if !(j[0] | j[1] | j[2] | j[3]).is_zero() {
            if !Self::kings_jumpers(Self::landings(&j, kings), them, empty).is_zero() {
                return None;
            }
            let n = Self::count4(j);
            let going_on = Self::men_going_on(Self::landings(&j, men), them, empty);
            if going_on.is_zero() {
                return Some(n);
            }
            let men_jumps = j.map(|w| w & men);
            return Some(n + Self::longer_routes(&men_jumps, going_on, them, empty));
        }
        Some(Self::count4([
            Self::steps::<0>(Self::stepping::<0>(men, kings), empty),
            Self::steps::<1>(Self::stepping::<1>(men, kings), empty),
            Self::steps::<2>(Self::stepping::<2>(men, kings), empty),
            Self::steps::<3>(Self::stepping::<3>(men, kings), empty),
        ]))
    }

    /// The routes beyond one per jumper: for each man of `j` whose landing
    /// is in `going_on`, its routes less one.
    #[inline(never)]
    fn longer_routes(j: &[Word<R>; 4], going_on: Word<R>, them: Word<R>, empty: Word<R>) -> u64 {
        Self::longer_routes_along::<0>(j[0], going_on, them, empty)
            + Self::longer_routes_along::<1>(j[1], going_on, them, empty)
            + Self::longer_routes_along::<2>(j[2], going_on, them, empty)
            + Self::longer_routes_along::<3>(j[3], going_on, them, empty)
    }

    #[inline(always)]
    fn longer_routes_along<const I: usize>(
        j: Word<R>,
        going_on: Word<R>,
        them: Word<R>,
        empty: Word<R>,
    ) -> u64 {
        let mut extra = 0;
        let mut rest = j & Self::back::<I>(Self::back::<I>(going_on));
        while !rest.is_zero() {
            let from = rest.lowest_bit();
            rest = rest.without_lowest();
            let over = Self::step::<I>(from);
            let to = Self::step::<I>(over);
            extra += Self::man_routes(to, them ^ over, empty | from | over) - 1;
        }
        extra
    }

    /// Number of capture routes of a man that has just landed on `at` (at
    /// least 1: the route may end there).
    fn man_routes(at: Word<R>, them: Word<R>, empty: Word<R>) -> u64 {
        let n = Self::man_routes_along::<0>(at, them, empty)
            + Self::man_routes_along::<1>(at, them, empty)
            + Self::man_routes_along::<2>(at, them, empty)
            + Self::man_routes_along::<3>(at, them, empty);
        n.max(1)
    }

    #[inline(always)]
    fn man_routes_along<const I: usize>(at: Word<R>, them: Word<R>, empty: Word<R>) -> u64 {
        if !has(R::MAN_CAPTURES, I) {
            return 0;
        }
        let over = Self::step::<I>(at) & them;
        let to = Self::step::<I>(over) & empty;
        if to.is_zero() {
            0
        } else if R::CROWNING == Crowning::Stops && !(to & Self::promotion()).is_zero() {
            1
        } else {
            Self::man_routes(to, them ^ over, empty | over)
        }
    }

    /// Calls `each(end, captured)` for every capture route of a man that
    /// has just landed on `at` having taken `captured`.
    fn each_man_route(
        at: Word<R>,
        them: Word<R>,
        empty: Word<R>,
        captured: Word<R>,
        each: &mut impl FnMut(Word<R>, Word<R>),
    ) {
        let went_on = Self::each_man_route_along::<0>(at, them, empty, captured, each)
            | Self::each_man_route_along::<1>(at, them, empty, captured, each)
            | Self::each_man_route_along::<2>(at, them, empty, captured, each)
            | Self::each_man_route_along::<3>(at, them, empty, captured, each);
        if !went_on {
            each(at, captured);
        }
    }

    #[inline(always)]
    fn each_man_route_along<const I: usize>(
        at: Word<R>,
        them: Word<R>,
        empty: Word<R>,
        captured: Word<R>,
        each: &mut impl FnMut(Word<R>, Word<R>),
    ) -> bool {
        if !has(R::MAN_CAPTURES, I) {
            return false;
        }
        let over = Self::step::<I>(at) & them;
        let to = Self::step::<I>(over) & empty;
        if to.is_zero() {
            return false;
        }
        if R::CROWNING == Crowning::Stops && !(to & Self::promotion()).is_zero() {
            each(to, captured | over);
        } else {
            Self::each_man_route(to, them ^ over, empty | over, captured | over, each);
        }
        true
    }

    /// The opponent's number of moves after a move of this side that
    /// leaves `ours`, `theirs` and `kings`.
    #[inline(always)]
    fn replies(ours: Word<R>, theirs: Word<R>, kings: Word<R>) -> Option<u64> {
        if WHITE {
            Side::<R, false>::count(theirs, ours, kings)
        } else {
            Side::<R, true>::count(theirs, ours, kings)
        }
    }

    /// The board after a move of this side that leaves `ours`, `theirs` and
    /// `kings` (Zobrist key not kept: for perft's general path).
    #[cold]
    #[inline(never)]
    fn child_board(ours: Word<R>, theirs: Word<R>, kings: Word<R>) -> Board<R> {
        let (white, black, turn) = if WHITE {
            (ours, theirs, Color::Black)
        } else {
            (theirs, ours, Color::White)
        };
        Board::from_parts([white, black], kings, turn)
    }

    /// Perft at `depth` (at least 2) of this side to move with the pieces
    /// `us` against `them`; `None` when a king of this side may jump more
    /// than once. A subtree these bit operations cannot count is asked of
    /// `fallback` with its board and depth.
    fn perft<F: FnMut(&Board<R>, u32) -> u64>(
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        depth: u32,
        fallback: &mut F,
    ) -> Option<u64> {
        if depth <= 2 {
            Self::sum_moves(
                us,
                them,
                kings,
                &mut Leaves::<R, F, WHITE>(fallback, PhantomData),
            )
        } else {
            Self::sum_moves(
                us,
                them,
                kings,
                &mut Subtrees::<R, F, WHITE>(fallback, depth - 1, PhantomData),
            )
        }
    }

    /// Adds up `child.count(ours, theirs, kings)` over every legal move of this
    /// side (every route: for men they are distinct outcomes), given the
    /// pieces each leaves; `None` when a king may jump more than once.
    #[inline(always)]
    fn sum_moves(
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        child: &mut impl Child<R>,
    ) -> Option<u64> {
        let empty = R::Layout::dark() & !(us | them);
        let men = us & !kings;
        let own_kings = us & kings;
        let j = Self::all_jumps(men, own_kings, them, empty);
        if !(j[0] | j[1] | j[2] | j[3]).is_zero() {
            return Self::sum_captures(&j, us, them, kings, empty, child);
        }
        let mut total = Self::sum_man_steps::<0>(us, them, kings, empty, child)
            + Self::sum_man_steps::<1>(us, them, kings, empty, child)
            + Self::sum_man_steps::<2>(us, them, kings, empty, child)
            + Self::sum_man_steps::<3>(us, them, kings, empty, child);
        if !own_kings.is_zero() {
            total += Self::sum_king_steps(us, them, kings, empty, child);
        }
        Some(total)
    }

    /// [`Side::sum_moves`] over the steps of men along `I`.
    #[inline(always)]
    fn sum_man_steps<const I: usize>(
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        empty: Word<R>,
        child: &mut impl Child<R>,
    ) -> u64 {
        if !has(R::MAN_STEPS, I) {
            return 0;
        }
        let mut total = 0;
        let mut rest = Self::steps::<I>(us & !kings, empty);
        while !rest.is_zero() {
            let from = rest.lowest_bit();
            rest = rest.without_lowest();
            let to = Self::step::<I>(from);
            total += child.count(us ^ from ^ to, them, kings | (to & Self::promotion()));
        }
        total
    }

    /// [`Side::sum_moves`] over the king steps.
    #[inline(never)]
    fn sum_king_steps(
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        empty: Word<R>,
        child: &mut impl Child<R>,
    ) -> u64 {
        Self::sum_king_steps_along::<0>(us, them, kings, empty, child)
            + Self::sum_king_steps_along::<1>(us, them, kings, empty, child)
            + Self::sum_king_steps_along::<2>(us, them, kings, empty, child)
            + Self::sum_king_steps_along::<3>(us, them, kings, empty, child)
    }

    #[inline(always)]
    fn sum_king_steps_along<const I: usize>(
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        empty: Word<R>,
        child: &mut impl Child<R>,
    ) -> u64 {
        if !has(R::KING_STEPS, I) {
            return 0;
        }
        let mut total = 0;
        let mut rest = Self::steps::<I>(us & kings, empty);
        while !rest.is_zero() {
            let from = rest.lowest_bit();
            rest = rest.without_lowest();
            let to = Self::step::<I>(from);
            total += child.count(us ^ from ^ to, them, kings ^ from ^ to);
        }
        total
    }

    /// [`Side::sum_moves`] when this side must capture (`j`: the jumpers
    /// per direction).
    #[inline(never)]
    fn sum_captures(
        j: &[Word<R>; 4],
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        empty: Word<R>,
        child: &mut impl Child<R>,
    ) -> Option<u64> {
        let own_kings = us & kings;
        if !own_kings.is_zero()
            && !Self::kings_jumpers(Self::landings(j, own_kings), them, empty).is_zero()
        {
            return None;
        }
        let going_on = Self::men_going_on(Self::landings(j, us & !kings), them, empty);
        Some(
            Self::sum_jumps::<0>(j[0], going_on, us, them, kings, empty, child)
                + Self::sum_jumps::<1>(j[1], going_on, us, them, kings, empty, child)
                + Self::sum_jumps::<2>(j[2], going_on, us, them, kings, empty, child)
                + Self::sum_jumps::<3>(j[3], going_on, us, them, kings, empty, child),
        )
    }

    /// [`Side::sum_moves`] over the captures starting with a jump along `I`
    /// by the pieces `j`; men landing on `going_on` take every route.
    #[inline(always)]
    fn sum_jumps<const I: usize>(
        j: Word<R>,
        going_on: Word<R>,
        us: Word<R>,
        them: Word<R>,
        kings: Word<R>,
        empty: Word<R>,
        child: &mut impl Child<R>,
    ) -> u64 {
        let promotion = Self::promotion();
        let mut total = 0;
        let mut rest = j;
        while !rest.is_zero() {
            let from = rest.lowest_bit();
            rest = rest.without_lowest();
            let over = Self::step::<I>(from);
            let to = Self::step::<I>(over);
            if !(from & kings).is_zero() {
                total += child.count(us ^ from ^ to, them ^ over, (kings & !over) ^ from ^ to);
            } else if (to & going_on).is_zero() {
                total += child.count(
                    us ^ from ^ to,
                    them ^ over,
                    (kings & !over) | (to & promotion),
                );
            } else {
                let mut each = |end: Word<R>, captured: Word<R>| {
                    total += child.count(
                        us ^ from ^ end,
                        them ^ captured,
                        (kings & !captured) | (end & promotion),
                    );
                };
                Self::each_man_route(to, them ^ over, empty | from | over, over, &mut each);
            }
        }
        total
    }
}

/// What [`Side::sum_moves`] adds up for each move: a count of the subtree
/// below the pieces the move leaves.
trait Child<R: Rules> {
    /// The count below a move that leaves the mover `ours`, the opponent
    /// (now to move) `theirs`, and `kings`.
    fn count(&mut self, ours: Word<R>, theirs: Word<R>, kings: Word<R>) -> u64;
}

/// The opponent's number of moves (perft at depth 2); the mover is White
/// when `WHITE`.
struct Leaves<'f, R, F, const WHITE: bool>(&'f mut F, PhantomData<R>);

impl<R: Rules, F: FnMut(&Board<R>, u32) -> u64, const WHITE: bool> Child<R>
    for Leaves<'_, R, F, WHITE>
{
    #[inline(always)]
    fn count(&mut self, ours: Word<R>, theirs: Word<R>, kings: Word<R>) -> u64 {
        Side::<R, WHITE>::replies(ours, theirs, kings)
            .unwrap_or_else(|| (self.0)(&Side::<R, WHITE>::child_board(ours, theirs, kings), 1))
    }
}

/// The opponent's perft at the given depth (at least 2); the mover is White
/// when `WHITE`.
struct Subtrees<'f, R, F, const WHITE: bool>(&'f mut F, u32, PhantomData<R>);

impl<R: Rules, F: FnMut(&Board<R>, u32) -> u64, const WHITE: bool> Child<R>
    for Subtrees<'_, R, F, WHITE>
{
    #[inline]
    fn count(&mut self, ours: Word<R>, theirs: Word<R>, kings: Word<R>) -> u64 {
        let depth = self.1;
        let below = if WHITE {
            Side::<R, false>::perft(theirs, ours, kings, depth, self.0)
        } else {
            Side::<R, true>::perft(theirs, ours, kings, depth, self.0)
        };
        below
            .unwrap_or_else(|| (self.0)(&Side::<R, WHITE>::child_board(ours, theirs, kings), depth))
    }
}

/// Number of legal moves of `board` (every route and every outcome alike),
/// White to move when `WHITE`; `None` when a king may jump more than once.
#[inline(always)]
pub(crate) fn count<R: Rules, const WHITE: bool>(board: &Board<R>) -> Option<u64> {
    let us = board.bits(board.turn());
    let them = board.bits(!board.turn());
    Side::<R, WHITE>::count(us, them, board.kings())
}

/// Perft at `depth` (at least 2) of `board`, White to move when `WHITE`;
/// `None` when a king of the side to move may jump more than once. A
/// subtree these bit operations cannot count is asked of `fallback` with its
/// board and depth.
#[inline(always)]
pub(crate) fn perft<R: Rules, const WHITE: bool>(
    board: &Board<R>,
    depth: u32,
    fallback: &mut impl FnMut(&Board<R>, u32) -> u64,
) -> Option<u64> {
    let us = board.bits(board.turn());
    let them = board.bits(!board.turn());
    Side::<R, WHITE>::perft(us, them, board.kings(), depth, fallback)
}
