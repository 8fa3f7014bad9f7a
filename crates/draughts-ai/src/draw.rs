//! The variants' draw rules as the search applies them (SPEC.md, "draws"
//! of each variant): the no-progress counter and the material draws.
//! Threefold repetition is kept by [`crate::line::Line`].
//!
//! These mirror `draughts::Game`, which is authoritative; the test
//! `draw_rules_agree_with_the_engine` plays games to check they agree.

use draughts::{Board, Board8, Color, Rules, Variant};

/// A variant's no-progress rule: after `limit` plies without a reset the
/// game is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ProgressRule {
    /// Plies without progress that draw the game.
    pub limit: u32,
    /// A man move resets the counter (a capture always does).
    pub man_move_resets: bool,
}

/// The no-progress rule of `variant`.
pub(crate) const fn progress_rule(variant: Variant) -> ProgressRule {
    match variant {
        // 50 moves each in which only kings moved and nothing was captured.
        Variant::Persian => ProgressRule {
            limit: 100,
            man_move_resets: true,
        },
        // 50 moves each without a capture.
        Variant::Turkish => ProgressRule {
            limit: 100,
            man_move_resets: false,
        },
        // 40 moves each without a capture.
        Variant::English => ProgressRule {
            limit: 80,
            man_move_resets: false,
        },
        // Mutual impotence: 50 moves each with no capture and no man move.
        Variant::Dameo => ProgressRule {
            limit: 100,
            man_move_resets: true,
        },
    }
}

/// Whether `board` is drawn by material: Persian one king each and nothing
/// else, Turkish one piece each.
#[inline(always)]
pub(crate) fn material_draw<R: Rules<Layout = Board8>>(board: &Board<R>) -> bool {
    let one_each = board.count(Color::White) == 1 && board.count(Color::Black) == 1;
    match R::VARIANT {
        Variant::Persian => one_each && board.kings().count_ones() == 2,
        Variant::Turkish => one_each,
        Variant::English | Variant::Dameo => false,
    }
}
