//! Legal move generation, generic over the rules and the sink.
//!
//! Captures are compulsory: the capture search runs first (from the pieces
//! that can capture: men found by a bulk bitboard test, and kings), and
//! quiet moves are generated only when it finds nothing.

mod captures;
mod quiet;
mod short;
pub(crate) mod sink;

use crate::action::{Action, MoveList};
use crate::bits::BitWord;
use crate::board::Board;
use crate::color::Color;
use crate::layout::Layout;
use crate::mv::Move;
use crate::rules::{Crowning, Rules};
use captures::{CaptureSearch, men_that_capture};
use quiet::Quiet;
use sink::{ListSink, RouteCounter, RouteSink, Sink, SumSink, VecSink};

type Word<R> = <<R as Rules>::Layout as Layout>::Word;

/// Sends every legal move of `board` to `sink`.
#[inline(always)]
pub(crate) fn generate<R: Rules, S: Sink<Word<R>>>(board: &Board<R>, sink: &mut S) {
    match board.turn() {
        Color::White => generate_side::<R, S, true>(board, sink),
        Color::Black => generate_side::<R, S, false>(board, sink),
    }
}

#[inline(always)]
fn generate_side<R: Rules, S: Sink<Word<R>>, const WHITE: bool>(board: &Board<R>, sink: &mut S) {
    let found = match single_jumps::<R, WHITE>(board) {
        Some(jumps) => {
            jumps.send::<R, S, WHITE>(sink);
            jumps.count > 0
        }
        None => captures::<R, S, WHITE>(board, sink) > 0,
    };
    if !found {
        quiet::<R, WHITE>(board).generate::<R, S, WHITE>(sink);
    }
}

/// Sums `each` over the legal moves of `board` (one per route, or one per
/// outcome with `UNIQUE`). Quiet moves and single jumps go straight to
/// `each`; other captures are collected in `list` first (the maximum rule
/// may still discard them), or in a vector if the list overflows.
#[inline(always)]
pub(crate) fn sum_over_moves<R: Rules, const UNIQUE: bool>(
    board: &Board<R>,
    list: &mut MoveList<Word<R>>,
    each: impl FnMut(&Action<Word<R>>) -> u64,
) -> u64 {
    match board.turn() {
        Color::White => sum_side::<R, UNIQUE, true>(board, list, each),
        Color::Black => sum_side::<R, UNIQUE, false>(board, list, each),
    }
}

#[inline(always)]
fn sum_side<R: Rules, const UNIQUE: bool, const WHITE: bool>(
    board: &Board<R>,
    list: &mut MoveList<Word<R>>,
    each: impl FnMut(&Action<Word<R>>) -> u64,
) -> u64 {
    match single_jumps::<R, WHITE>(board) {
        Some(jumps) if jumps.count > 0 => {
            let mut sum = SumSink { total: 0, each };
            jumps.send::<R, _, WHITE>(&mut sum);
            return sum.total;
        }
        Some(_) => {}
        None => {
            list.clear();
            if captures::<R, _, WHITE>(board, &mut ListSink::<_, UNIQUE>(list)) > 0 {
                if list.overflowed() {
                    return actions::<R, UNIQUE>(board).iter().map(each).sum();
                }
                return list.iter().map(each).sum();
            }
        }
    }
    let mut sum = SumSink { total: 0, each };
    quiet::<R, WHITE>(board).generate::<R, _, WHITE>(&mut sum);
    sum.total
}

/// Perft at `depth` (at least 2) of `board` by bit operations alone;
/// `None` when the rules or the position need the general path. A subtree
/// only the general path can count is asked of `fallback` with its board
/// and depth.
#[inline(always)]
pub(crate) fn bulk_perft<R: Rules>(
    board: &Board<R>,
    depth: u32,
    fallback: &mut impl FnMut(&Board<R>, u32) -> u64,
) -> Option<u64> {
    if !const { short::applies::<R>() } {
        return None;
    }
    match board.turn() {
        Color::White => short::perft::<R, true>(board, depth, fallback),
        Color::Black => short::perft::<R, false>(board, depth, fallback),
    }
}

/// Every capture of a side without kings whose men can only jump once, per
/// capture direction (index into `R::MAN_CAPTURES`).
struct SingleJumps<W> {
    jumpers: [W; 8],
    count: u32,
    promotion: W,
}

impl<W: BitWord> SingleJumps<W> {
    /// Sends each jump to the sink as a one-piece capture.
    #[inline(always)]
    fn send<R, S, const WHITE: bool>(&self, sink: &mut S)
    where
        R: Rules<Layout: Layout<Word = W>>,
        S: Sink<W>,
    {
        for (&d, &jumpers) in R::MAN_CAPTURES.iter().zip(self.jumpers.iter()) {
            let offset = R::Layout::offset(d.for_side(WHITE));
            for from in jumpers.iter() {
                let over = (i16::from(from) + offset) as u8;
                let to = (i16::from(from) + 2 * offset) as u8;
                let action = Action {
                    captured: W::single(over),
                    from,
                    to,
                    promotes: self.promotion.has(to),
                };
                sink.capture(action, &[to], &[over]);
            }
        }
    }
}

/// Runs the capture search; returns the most pieces a route captures.
#[inline(always)]
fn captures<R: Rules, S: Sink<Word<R>>, const WHITE: bool>(board: &Board<R>, sink: &mut S) -> u32 {
    let us = board.bits(board.turn());
    let them = board.bits(!board.turn());
    let occupied = us | them;
    let kings = us & board.kings();
    let able = men_that_capture::<R, WHITE>(us & !kings, them, R::Layout::all() & !occupied);
    if (able | kings).is_zero() {
        return 0;
    }
    let mut search = CaptureSearch::<R, S, WHITE>::new(sink);
    search.run(able | kings, kings, occupied, them);
    search.best()
}

#[inline(always)]
fn quiet<R: Rules, const WHITE: bool>(board: &Board<R>) -> Quiet<Word<R>> {
    let us = board.bits(board.turn());
    let kings = us & board.kings();
    let rank = if WHITE { R::Layout::RANKS - 1 } else { 0 };
    Quiet {
        men: us & !kings,
        kings,
        empty: R::Layout::all() & !(us | board.bits(!board.turn())),
        promotion: R::Layout::rank(rank),
    }
}

/// Number of legal moves, counting every capture route: captures are
/// counted as they are found, quiet moves by popcount.
#[inline(always)]
pub(crate) fn count_routes<R: Rules>(board: &Board<R>) -> u64 {
    match board.turn() {
        Color::White => count_routes_side::<R, true>(board),
        Color::Black => count_routes_side::<R, false>(board),
    }
}

#[inline(always)]
fn count_routes_side<R: Rules, const WHITE: bool>(board: &Board<R>) -> u64 {
    if const { short::applies::<R>() }
        && let Some(n) = short::count::<R, WHITE>(board)
    {
        return n;
    }
    match single_man_captures::<R, WHITE>(board) {
        Some(0) => return quiet::<R, WHITE>(board).count::<R, WHITE>(),
        Some(n) => return n,
        None => {}
    }
    let mut counter = RouteCounter::default();
    if captures::<R, RouteCounter, WHITE>(board, &mut counter) > 0 {
        counter.count
    } else {
        quiet::<R, WHITE>(board).count::<R, WHITE>()
    }
}

/// Bulk count of the captures when the side to move has no king and no man
/// can jump twice: every capture is then a single jump. `None` when a full
/// search is needed.
#[inline(always)]
fn single_man_captures<R: Rules, const WHITE: bool>(board: &Board<R>) -> Option<u64> {
    single_jumps::<R, WHITE>(board).map(|jumps| u64::from(jumps.count))
}

/// The captures of a side without kings whose men can only jump once, found
/// with one shift chain per direction; `None` when a full search is needed.
///
/// A second jump never depends on the first one's changes: it cannot land on
/// the start square or cross (or land on) the captured square without a
/// 180° turn over the captured piece, which is gone (immediate removal) or
/// may not be jumped again (deferred). So the original position decides.
#[inline(always)]
fn single_jumps<R: Rules, const WHITE: bool>(board: &Board<R>) -> Option<SingleJumps<Word<R>>> {
    let us = board.bits(board.turn());
    if !(us & board.kings()).is_zero() {
        return None;
    }
    let them = board.bits(!board.turn());
    let empty = R::Layout::all() & !(us | them);
    let rank = if WHITE { R::Layout::RANKS - 1 } else { 0 };
    let mut jumps = SingleJumps {
        jumpers: [Word::<R>::ZERO; 8],
        count: 0,
        promotion: R::Layout::rank(rank),
    };
    let mut landings = Word::<R>::ZERO;
    for (&d, slot) in R::MAN_CAPTURES.iter().zip(jumps.jumpers.iter_mut()) {
        let d = d.for_side(WHITE);
        let back = d.reverse();
        let jumpers = R::Layout::step(R::Layout::step(empty, back) & them, back) & us;
        if !jumpers.is_zero() {
            *slot = jumpers;
            jumps.count += jumpers.count();
            landings |= R::Layout::step(R::Layout::step(jumpers, d), d);
        }
    }
    if jumps.count == 0 {
        return Some(jumps);
    }
    if R::CROWNING == Crowning::Stops {
        landings &= !jumps.promotion;
    }
    men_that_capture::<R, WHITE>(landings, them, empty)
        .is_zero()
        .then_some(jumps)
}

/// Whether the side to move has a capture.
pub(crate) fn has_capture<R: Rules>(board: &Board<R>) -> bool {
    let mut counter = RouteCounter::default();
    match board.turn() {
        Color::White => captures::<R, RouteCounter, true>(board, &mut counter) > 0,
        Color::Black => captures::<R, RouteCounter, false>(board, &mut counter) > 0,
    }
}

/// Every legal move as an [`Action`] in a vector (one per outcome with
/// `UNIQUE`, else one per route).
pub(crate) fn actions<R: Rules, const UNIQUE: bool>(board: &Board<R>) -> Vec<Action<Word<R>>> {
    let mut sink = VecSink::<_, UNIQUE>(Vec::new());
    generate(board, &mut sink);
    sink.0
}

/// Every legal route as a public [`Move`].
pub(crate) fn routes<R: Rules>(board: &Board<R>) -> Vec<Move> {
    let mut sink = RouteSink::<R::Layout>::default();
    generate(board, &mut sink);
    sink.moves
}

/// Number of legal moves with routes of equal outcome counted once;
/// `scratch` holds the captures while they are deduplicated.
#[inline(always)]
pub(crate) fn count_unique<R: Rules>(board: &Board<R>, scratch: &mut MoveList<Word<R>>) -> u64 {
    match board.turn() {
        Color::White => count_unique_side::<R, true>(board, scratch),
        Color::Black => count_unique_side::<R, false>(board, scratch),
    }
}

#[inline(always)]
fn count_unique_side<R: Rules, const WHITE: bool>(
    board: &Board<R>,
    scratch: &mut MoveList<Word<R>>,
) -> u64 {
    if const { short::applies::<R>() }
        && let Some(n) = short::count::<R, WHITE>(board)
    {
        return n;
    }
    match single_man_captures::<R, WHITE>(board) {
        Some(0) => return quiet::<R, WHITE>(board).count::<R, WHITE>(),
        Some(n) => return n,
        None => {}
    }
    scratch.clear();
    if captures::<R, _, WHITE>(board, &mut ListSink::<_, true>(scratch)) > 0 {
        if scratch.overflowed() {
            return actions::<R, true>(board).len() as u64;
        }
        scratch.len() as u64
    } else {
        quiet::<R, WHITE>(board).count::<R, WHITE>()
    }
}
