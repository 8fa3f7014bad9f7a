//! The end of a game: status, result row and the announcement.

use draughts::{EndReason, Outcome};

use super::context::World;
use super::session::Session;
use super::{CoreError, Msg};
use crate::store::{ResultRow, Status};

/// Marks the game finished and records its result. The board broadcast that
/// follows carries the announcement in its caption.
pub(crate) fn conclude(
    world: &mut World<'_, '_>,
    session: &mut Session,
    outcome: &Outcome,
) -> Result<(), CoreError> {
    session.row.status = Status::Finished;
    session.row.deadline = None;
    session.row.draw_offer = None;
    world.tx.insert_result(
        session.row.id,
        &ResultRow {
            winner: outcome.winner,
            reason: reason_name(outcome.reason).to_owned(),
            mars: outcome.mars,
        },
        world.now,
    )?;
    super::standings::record(world, session, outcome)
}

/// The stable name of an end reason, stored in `results.reason` and used as
/// the suffix of its message id (`reason-<name>`).
pub(crate) fn reason_name(reason: EndReason) -> &'static str {
    match reason {
        EndReason::NoPieces => "no-pieces",
        EndReason::NoMoves => "no-moves",
        EndReason::Resignation => "resignation",
        EndReason::TimeForfeit => "time-forfeit",
        EndReason::Agreement => "agreement",
        EndReason::Repetition => "repetition",
        EndReason::OneKingEach => "one-king-each",
        EndReason::OnePieceEach => "one-piece-each",
        EndReason::NoCaptureLimit => "no-capture-limit",
        EndReason::KingMovesLimit => "king-moves-limit",
        EndReason::MutualImpotence => "mutual-impotence",
        EndReason::LoneKingLimit => "lone-king-limit",
        EndReason::MaterialUnchanged => "material-unchanged",
    }
}

/// The localized explanation of a stored reason name.
pub(crate) fn reason_msg(name: &str) -> Msg {
    let id = match name {
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
