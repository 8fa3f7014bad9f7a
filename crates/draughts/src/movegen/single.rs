//! The fast path for positions where every capture is a single jump: the
//! side to move has no king (and no parachutist), and no man can jump
//! twice. Then the captures are found with one shift chain per direction,
//! and counted by popcount.
//!
//! Whether a man could jump again is judged on the position before the
//! move, which is exact: a second short jump can only come back to the
//! start square, or cross or land on the piece just taken, by turning 180°
//! straight back over that piece, and that direction is left out (the
//! piece is gone, or may not be jumped twice). This holds for diagonal and
//! orthogonal jumps alike, also Frisian's two-square orthogonal ones.

use crate::action::Action;
use crate::bits::BitWord;
use crate::board::Board;
use crate::layout::Layout;
use crate::movegen::captures::men_that_jump_on;
use crate::movegen::dirs::each_dir;
use crate::movegen::sink::Sink;
use crate::rules::{Chain, Choice, Crowning, Rules, Word};

/// Whether the choice rule ranks every single jump by a man alike, whatever
/// it takes.
const fn victims_do_not_matter<R: Rules>() -> bool {
    matches!(
        R::CHOICE,
        Choice::Free | Choice::Maximum | Choice::KingPriority
    ) || !R::MEN_TAKE_KINGS
}

/// The side to move's men, the pieces they may jump and the empty squares,
/// when this path may apply at all; `None` when the full capture search is
/// needed (kings or parachutists to move, choice rules that weigh what is
/// taken, opening removals, optional chains).
#[inline(always)]
fn pieces<R: Rules>(board: &Board<R>) -> Option<(Word<R>, Word<R>, Word<R>)> {
    if R::CHAIN != Chain::Complete || R::OPENING_REMOVALS {
        return None;
    }
    let turn = board.turn();
    let us = board.bits(turn);
    if !(us & board.kings()).is_zero() || !board.parachutists(turn).is_zero() {
        return None;
    }
    let them = board.bits(!turn);
    let targets = if R::MEN_TAKE_KINGS {
        them
    } else {
        them & !board.kings()
    };
    if !const { victims_do_not_matter::<R>() } && !(targets & board.kings()).is_zero() {
        return None;
    }
    Some((us, targets, R::Layout::all() & !(us | them)))
}

/// The number of captures of the side to move (White when `WHITE`) when
/// they are all single jumps by men; `None` when the full capture search is
/// needed.
#[inline(always)]
pub(crate) fn single_jump_count<R: Rules, const WHITE: bool>(board: &Board<R>) -> Option<u32> {
    let (us, targets, empty) = pieces(board)?;
    let promotion = R::promotion(WHITE);
    let mut count = 0;
    each_dir!(R::MAN_CAPTURES, first => {
        let d = R::man_dir(first, WHITE);
        let back = d.reverse();
        let jumpers = R::Layout::step(R::Layout::step(empty, back) & targets, back) & us;
        if !jumpers.is_zero() {
            count += jumpers.count();
            let mut landings = R::Layout::step(R::Layout::step(jumpers, d), d);
            match R::CROWNING {
                Crowning::Stops => landings &= !promotion,
                Crowning::ContinuesAsKing if !(landings & promotion).is_zero() => return None,
                _ => {}
            }
            if !men_that_jump_on::<R, WHITE>(landings, d, targets, empty).is_zero() {
                return None;
            }
        }
    });
    Some(count)
}

/// Sends each single jump to the sink as a one-piece capture; only after
/// [`single_jump_count`] found that they are all single jumps.
#[inline(always)]
pub(crate) fn send_single_jumps<R: Rules, S: Sink<Word<R>>, const WHITE: bool>(
    board: &Board<R>,
    sink: &mut S,
) {
    let Some((us, targets, empty)) = pieces(board) else {
        return;
    };
    let promotion = R::promotion(WHITE);
    each_dir!(R::MAN_CAPTURES, first => {
        let d = R::man_dir(first, WHITE);
        let back = d.reverse();
        let jumpers = R::Layout::step(R::Layout::step(empty, back) & targets, back) & us;
        let offset = R::Layout::offset(d);
        for from in jumpers.iter() {
            let over = (i16::from(from) + offset) as u8;
            let to = (i16::from(from) + 2 * offset) as u8;
            let action = Action {
                captured: Word::<R>::single(over),
                from,
                to,
                promotes: promotion.has(to),
            };
            sink.capture(action, &[to], &[over]);
        }
    });
}
