//! The end of a game: status, result row and the announcement.
//!
//! Every handler that plays a move goes through [`play_move`], and every
//! handler that ends a game outside a move (resignation, agreement, time
//! forfeit) through [`conclude_if_over`], so a finished game is always
//! concluded: the session only reports the outcome, it never concludes.

use draughts::{Move, Outcome};

use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::session::Session;
use crate::app::game::standings;
use crate::domain::{MoveSource, ResultRow, Status, UserId};

/// Plays a legal move in the session and concludes the game when the move
/// ended it. The caller saves and shows the board.
pub(crate) fn play_move(
    world: &mut World<'_, '_>,
    session: &mut Session,
    mv: &Move,
    by: Option<UserId>,
    source: MoveSource,
) -> Result<(), CoreError> {
    if let Some(outcome) = session.play(world.tx, world.now, mv, by, source)? {
        conclude(world, session, &outcome)?;
    }
    Ok(())
}

/// Concludes the game if the engine says it is over (after a resignation,
/// an agreed draw or a time forfeit). The caller saves and shows the board.
pub(crate) fn conclude_if_over(
    world: &mut World<'_, '_>,
    session: &mut Session,
) -> Result<(), CoreError> {
    match session.game.outcome() {
        Some(outcome) => conclude(world, session, &outcome),
        None => Ok(()),
    }
}

/// Marks the game finished and records its result, and deletes its turn
/// pings. The board broadcast that follows carries the announcement in its
/// caption.
fn conclude(
    world: &mut World<'_, '_>,
    session: &mut Session,
    outcome: &Outcome,
) -> Result<(), CoreError> {
    ping::clear(world, session.row.id)?;
    session.row.status = Status::Finished;
    session.row.deadline = None;
    session.row.draw_offer = None;
    world.tx.insert_result(
        session.row.id,
        &ResultRow {
            winner: outcome.winner,
            reason: outcome.reason,
            mars: outcome.mars,
        },
        world.now,
    )?;
    standings::record(world, session, outcome)
}
