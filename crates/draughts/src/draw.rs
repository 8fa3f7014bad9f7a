//! Each variant's draw rules (SPEC.md): the material draws and the
//! no-progress counter. Threefold repetition, common to all, is kept by
//! [`crate::Game`].

use crate::color::{Color, Role};
use crate::outcome::EndReason;
use crate::position::Position;
use crate::variant::Variant;

/// The no-progress rule of a variant: after `limit` plies without a reset
/// the game is drawn for `reason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ProgressRule {
    /// Plies without progress that draw the game.
    pub limit: u32,
    /// A man move counts as progress (besides a capture).
    pub man_move_resets: bool,
    /// The reason reported.
    pub reason: EndReason,
}

/// The variant's no-progress rule.
pub(crate) const fn progress_rule(variant: Variant) -> ProgressRule {
    match variant {
        // 50 moves each "using only kings and without a capture".
        Variant::Persian => ProgressRule {
            limit: 100,
            man_move_resets: true,
            reason: EndReason::KingMovesLimit,
        },
        // 50 moves each without a capture.
        Variant::Turkish => ProgressRule {
            limit: 100,
            man_move_resets: false,
            reason: EndReason::NoCaptureLimit,
        },
        // 40 moves each without a capture (the seed's rule).
        Variant::English => ProgressRule {
            limit: 80,
            man_move_resets: false,
            reason: EndReason::NoCaptureLimit,
        },
        // Mutual impotence: 50 moves each, no capture and no man move.
        Variant::Dameo => ProgressRule {
            limit: 100,
            man_move_resets: true,
            reason: EndReason::MutualImpotence,
        },
    }
}

/// The material draw that applies to `position`, if any.
pub(crate) fn material_draw(position: &Position) -> Option<EndReason> {
    let one_each = Color::ALL.into_iter().all(|c| position.count(c) == 1);
    match position.variant() {
        Variant::Persian
            if one_each
                && Color::ALL
                    .into_iter()
                    .all(|c| position.count_role(c, Role::King) == 1) =>
        {
            Some(EndReason::OneKingEach)
        }
        Variant::Turkish if one_each => Some(EndReason::OnePieceEach),
        _ => None,
    }
}
