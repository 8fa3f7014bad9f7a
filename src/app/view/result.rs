//! How an ended game is told: the reason it ended, and a *mars*.

use draughts::{EndReason, Variant};

use crate::app::Msg;

/// The localized explanation of an end reason. In Anti checkers the side
/// left without pieces or moves is the winner, and the sentence says so.
pub(crate) fn reason_msg(variant: Variant, reason: EndReason) -> Msg {
    let anti = variant == Variant::Anti;
    let id = match reason {
        EndReason::NoPieces if anti => "reason-anti-no-pieces",
        EndReason::NoMoves if anti => "reason-anti-no-moves",
        EndReason::NoPieces => "reason-no-pieces",
        EndReason::NoMoves => "reason-no-moves",
        EndReason::Resignation => "reason-resignation",
        EndReason::TimeForfeit => "reason-time-forfeit",
        EndReason::TimeoutDraw => "reason-timeout-draw",
        EndReason::Agreement => "reason-agreement",
        EndReason::Repetition => "reason-repetition",
        EndReason::OneKingEach => "reason-one-king-each",
        EndReason::OnePieceEach => "reason-one-piece-each",
        EndReason::NoCaptureLimit => "reason-no-capture-limit",
        EndReason::KingMovesLimit => "reason-king-moves-limit",
        EndReason::MutualImpotence => "reason-mutual-impotence",
        EndReason::LoneKingLimit => "reason-lone-king-limit",
        EndReason::MaterialUnchanged => "reason-material-unchanged",
    };
    Msg::new(id)
}

/// The caption line of a *mars*: the winner lost no piece, or in Anti
/// checkers (where giving pieces away is the goal) the loser gave none.
pub(crate) fn mars_msg(variant: Variant) -> Msg {
    Msg::new(if variant == Variant::Anti {
        "caption-mars-anti"
    } else {
        "caption-mars"
    })
}
