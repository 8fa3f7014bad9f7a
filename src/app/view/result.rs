//! How an ended game is told: the reason it ended, and a *mars*.

use draughts::Variant;

use crate::app::Msg;

/// The localized explanation of a stored reason name. In Anti checkers the
/// side left without pieces or moves is the winner, and the sentence says so.
pub(crate) fn reason_msg(variant: Variant, name: &str) -> Msg {
    let anti = variant == Variant::Anti;
    let id = match name {
        "no-pieces" if anti => "reason-anti-no-pieces",
        "no-moves" if anti => "reason-anti-no-moves",
        "no-pieces" => "reason-no-pieces",
        "no-moves" => "reason-no-moves",
        "resignation" => "reason-resignation",
        "time-forfeit" => "reason-time-forfeit",
        "agreement" => "reason-agreement",
        "repetition" => "reason-repetition",
        "one-king-each" => "reason-one-king-each",
        "one-piece-each" => "reason-one-piece-each",
        "no-capture-limit" => "reason-no-capture-limit",
        "king-moves-limit" => "reason-king-moves-limit",
        "mutual-impotence" => "reason-mutual-impotence",
        "lone-king-limit" => "reason-lone-king-limit",
        "material-unchanged" => "reason-material-unchanged",
        _ => "reason-other",
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
