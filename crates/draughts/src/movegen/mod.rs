//! Legal move generation, generic over the rules and the sink.
//!
//! Captures are compulsory: the capture search runs first (from the pieces
//! that can capture: men found by a bulk bitboard test, and kings), and
//! quiet moves are generated only when it finds nothing.

mod captures;
mod quiet;
pub(crate) mod sink;

use crate::action::MoveList;
use crate::bits::BitWord;
use crate::board::Board;
use crate::color::Color;
use crate::layout::Layout;
use crate::mv::Move;
use crate::rules::Rules;
use captures::{CaptureSearch, men_that_capture};
use quiet::Quiet;
use sink::{ListSink, RouteCounter, RouteSink, Sink};

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
    if captures::<R, S, WHITE>(board, sink) == 0 {
        quiet::<R, WHITE>(board).generate::<R, S, WHITE>(sink);
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
    let mut counter = RouteCounter::default();
    if captures::<R, RouteCounter, WHITE>(board, &mut counter) > 0 {
        counter.count
    } else {
        quiet::<R, WHITE>(board).count::<R, WHITE>()
    }
}

/// Whether the side to move has a capture.
pub(crate) fn has_capture<R: Rules>(board: &Board<R>) -> bool {
    let mut counter = RouteCounter::default();
    match board.turn() {
        Color::White => captures::<R, RouteCounter, true>(board, &mut counter) > 0,
        Color::Black => captures::<R, RouteCounter, false>(board, &mut counter) > 0,
    }
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
    scratch.clear();
    let mut sink = ListSink::<_, true>(scratch);
    let best = match board.turn() {
        Color::White => captures::<R, _, true>(board, &mut sink),
        Color::Black => captures::<R, _, false>(board, &mut sink),
    };
    if best > 0 {
        return scratch.len() as u64;
    }
    match board.turn() {
        Color::White => quiet::<R, true>(board).count::<R, true>(),
        Color::Black => quiet::<R, false>(board).count::<R, false>(),
    }
}
