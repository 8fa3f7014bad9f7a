//! Legal move generation, generic over the rules and the sink.
//!
//! Captures are compulsory: the capture search runs first (from the pieces
//! that can capture: men found by a bulk bitboard test, kings and
//! parachutists), and quiet moves are generated only when it finds nothing.
//! When the side to move has no king and no man can jump twice, every
//! capture is a single jump, found by shifts alone (`single.rs`). Hawaiian's
//! opening removals (`opening.rs`) take the place of captures while they
//! last.

mod captures;
mod dirs;
mod opening;
mod quiet;
mod short;
mod single;
pub(crate) mod sink;

use crate::action::{Action, MoveList};
use crate::bits::BitWord;
use crate::board::Board;
use crate::color::Color;
use crate::layout::Layout;
use crate::mv::Move;
use crate::rules::{Rules, Word};
use captures::{CaptureSearch, men_that_capture};
use quiet::Quiet;
use single::{send_single_jumps, single_jump_count};
use sink::{ListSink, RouteCounter, RouteSink, Sink, SumSink, VecSink};

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
    let found = match single_jump_count::<R, WHITE>(board) {
        Some(n) => {
            send_single_jumps::<R, S, WHITE>(board, sink);
            n > 0
        }
        None => captures::<R, S, WHITE>(board, sink),
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
    match single_jump_count::<R, WHITE>(board) {
        Some(n) if n > 0 => {
            let mut sum = SumSink { total: 0, each };
            send_single_jumps::<R, _, WHITE>(board, &mut sum);
            return sum.total;
        }
        Some(_) => {}
        None => {
            list.clear();
            if captures::<R, _, WHITE>(board, &mut ListSink::<_, UNIQUE>(list)) {
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

/// Runs the capture search (or lists Hawaiian's opening removals); says
/// whether there was any capture.
#[inline(always)]
fn captures<R: Rules, S: Sink<Word<R>>, const WHITE: bool>(board: &Board<R>, sink: &mut S) -> bool {
    if R::OPENING_REMOVALS
        && let Some(squares) = opening::removals(board)
    {
        for sq in squares.iter() {
            let action = Action {
                captured: Word::<R>::single(sq),
                from: sq,
                to: sq,
                promotes: false,
            };
            sink.capture(action, &[sq], &[sq]);
        }
        return !squares.is_zero();
    }
    let turn = board.turn();
    let us = board.bits(turn);
    let them = board.bits(!turn);
    let occupied = us | them;
    let kings = us & board.kings();
    let paras = board.parachutists(turn);
    let targets = if R::MEN_TAKE_KINGS {
        them
    } else {
        them & !board.kings()
    };
    let empty = R::Layout::all() & !occupied;
    let able = men_that_capture::<R, WHITE>(us & !kings & !paras, targets, empty);
    if (able | kings | paras).is_zero() {
        return false;
    }
    let mut search = CaptureSearch::<R, S, WHITE>::new(sink, board.kings());
    if R::PARACHUTES {
        search.parachutists(paras, occupied, them);
    }
    search.run(able, kings, occupied, them);
    search.found()
}

/// The side to move's pieces as the quiet-move code needs them: men that
/// may step (not on the last rank in Alquerque; parachutists have no step
/// forward off the board) and kings that may move (not a Frisian king that
/// used up its quiet moves).
#[inline(always)]
fn quiet<R: Rules, const WHITE: bool>(board: &Board<R>) -> Quiet<Word<R>> {
    let us = board.bits(board.turn());
    let kings = us & board.kings();
    let mut men = us & !kings;
    if !R::QUIET_ON_LAST_RANK {
        men &= !R::last_rank(WHITE);
    }
    Quiet {
        men,
        kings: kings & !board.restricted_king(),
        empty: R::Layout::all() & !(us | board.bits(!board.turn())),
        promotion: R::promotion(WHITE),
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
    match single_jump_count::<R, WHITE>(board) {
        Some(0) => return quiet::<R, WHITE>(board).count::<R, WHITE>(),
        Some(n) => return u64::from(n),
        None => {}
    }
    let mut counter = RouteCounter::default();
    if captures::<R, RouteCounter, WHITE>(board, &mut counter) {
        counter.count
    } else {
        quiet::<R, WHITE>(board).count::<R, WHITE>()
    }
}

/// Whether the side to move has a capture.
pub(crate) fn has_capture<R: Rules>(board: &Board<R>) -> bool {
    let mut counter = RouteCounter::default();
    match board.turn() {
        Color::White => captures::<R, RouteCounter, true>(board, &mut counter),
        Color::Black => captures::<R, RouteCounter, false>(board, &mut counter),
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
    match single_jump_count::<R, WHITE>(board) {
        Some(0) => return quiet::<R, WHITE>(board).count::<R, WHITE>(),
        Some(n) => return u64::from(n),
        None => {}
    }
    scratch.clear();
    if captures::<R, _, WHITE>(board, &mut ListSink::<_, true>(scratch)) {
        if scratch.overflowed() {
            return actions::<R, true>(board).len() as u64;
        }
        scratch.len() as u64
    } else {
        quiet::<R, WHITE>(board).count::<R, WHITE>()
    }
}
