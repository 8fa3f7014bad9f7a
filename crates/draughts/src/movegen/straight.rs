//! The bulk count for rules whose multi-jumps keep the first jump's
//! direction and may stop after any jump (Hawaiian, VARIANTS.md §18), when
//! only men move and the opening removals are over.
//!
//! Every move is then a man and a number `k` of jumps straight on, each a
//! different move. With `C_1` the squares from which one jump along `d` is
//! open (an enemy next, an empty square behind it) and `C_k` those from
//! which `k` are (`C_1` and, two squares on, `C_{k-1}`), the moves along
//! `d` number `Σ_k |men ∩ C_k|`. This is exact under immediate and deferred
//! removal alike: a straight run never comes back over a square it used,
//! and the only square it empties behind it, its start, is never reached
//! again.

use crate::bits::BitWord;
use crate::board::Board;
use crate::layout::Layout;
use crate::movegen::dirs::each_dir;
use crate::movegen::opening;
use crate::rules::{Chain, Choice, Rules};

/// The number of moves of the side to move (White when `WHITE`), or `None`
/// when this count does not apply: other chain or choice rules, kings or
/// parachutists to move, promotion, or opening removals still to come.
#[inline(always)]
pub(crate) fn straight_jump_count<R: Rules, const WHITE: bool>(board: &Board<R>) -> Option<u64> {
    if R::CHAIN != Chain::OptionalStraight
        || R::PROMOTES
        || R::CHOICE != Choice::Free
        || !R::MAN_STEPS.is_empty()
    {
        return None;
    }
    if R::OPENING_REMOVALS && opening::removals(board).is_some() {
        return None;
    }
    let turn = board.turn();
    let us = board.bits(turn);
    if !(us & board.kings()).is_zero() || !board.parachutists(turn).is_zero() {
        return None;
    }
    let them = board.bits(!turn);
    let empty = R::Layout::all() & !(us | them);
    let mut count = 0;
    each_dir!(R::MAN_CAPTURES, first => {
        let back = R::man_dir(first, WHITE).reverse();
        let open = R::Layout::step(R::Layout::step(empty, back) & them, back);
        let mut runs = open;
        while !(runs & us).is_zero() {
            count += u64::from((runs & us).count());
            runs = open & R::Layout::step(R::Layout::step(runs, back), back);
        }
    });
    Some(count)
}
