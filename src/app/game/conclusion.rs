//! The end of a game: status, result row and the announcement; a game
//! too short to count is aborted instead.
//!
//! Every handler that plays a move goes through [`play_move`], and every
//! handler that ends a game outside a move (resignation, agreement, time
//! forfeit) through [`conclude_if_over`], so a finished game is always
//! concluded: the session only reports the outcome, it never concludes.

use draughts::{Color, EndReason, Move, Outcome};

use crate::app::Msg;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::players::player_name;
use crate::app::game::session::{Session, color_index};
use crate::app::game::standings;
use crate::app::view::board;
use crate::domain::{Mode, MoveSource, ResultRow, Status, TimeControl, UserId};

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

/// Whether `session`'s flag has fallen at `now`: a game clock or
/// correspondence whose deadline has passed. The clock tick finds such a
/// game within a tick; a move that comes in first is too late all the
/// same, and the flag fall is what it meets.
pub(crate) fn flag_has_fallen(session: &Session, now: i64) -> bool {
    session.row.status == Status::Active
        && session.row.clock.is_some_and(TimeControl::flag_falls)
        && session.row.deadline.is_some_and(|d| d <= now)
}

/// A flag fall on a game clock or in correspondence: `mover`'s time is used
/// up and the game ends there ([`draughts::Game::flag_fall`]: a loss, or a
/// draw when the opponent cannot win by material), concluded like every
/// other result, so a rated game's ratings move the same way. Saves the
/// game, announces the flag fall and shows the board.
pub(crate) fn flag_fall(
    world: &mut World<'_, '_>,
    session: &mut Session,
    mover: Color,
) -> Result<(), CoreError> {
    let who = player_name(world, session, mover)?;
    if let Some(left) = session.row.time_left.as_mut() {
        left[color_index(mover)] = 0;
    }
    session.game.flag_fall(mover);
    conclude_if_over(world, session)?;
    session.save(world)?;
    board::announce(world, session, &Msg::new("clock-flag").msg("player", who))?;
    board::show(world, session, false)
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

/// A game a player ends (a resignation, a time forfeit, an agreed draw)
/// before each side has made this many moves is aborted: no result, no
/// rating, no mars, no coins, as on lidraughts. Moves the clock played for
/// a player count. A game the board itself ends that early keeps its
/// result: from a variant's start no rule can end a game in three plies, so
/// only a set-up position (a casual game, a puzzle) can, and there a win
/// by the rules is a real result.
pub(crate) const MIN_MOVES_EACH: usize = 2;
/// [`MIN_MOVES_EACH`] in plies: the shortest game that has a result.
pub(crate) const MIN_PLIES: usize = 2 * MIN_MOVES_EACH;
/// A *mars* needs a real game: a win in fewer plies is a plain win.
pub(crate) const MARS_MIN_PLIES: usize = 10;

/// Marks the game finished and records its result; or, when it ended too
/// early to count, aborts it and says why. Either way its turn pings are
/// deleted. The board broadcast that follows carries the announcement in
/// its caption.
fn conclude(
    world: &mut World<'_, '_>,
    session: &mut Session,
    outcome: &Outcome,
) -> Result<(), CoreError> {
    ping::clear(world, session.row.id)?;
    session.row.deadline = None;
    session.row.draw_offer = None;
    let ply = session.game.ply();
    // One person playing both sides has nothing to abort for: local games
    // keep their result, and change no standing anyway.
    if ply < MIN_PLIES && by_a_player(outcome.reason) && session.row.mode != Mode::Local {
        session.row.status = Status::Aborted;
        return board::announce(world, session, &Msg::new("game-aborted-early"));
    }
    session.row.status = Status::Finished;
    let outcome = Outcome {
        mars: outcome.mars && ply >= MARS_MIN_PLIES,
        ..*outcome
    };
    world.tx.insert_result(
        session.row.id,
        &ResultRow {
            winner: outcome.winner,
            reason: outcome.reason,
            mars: outcome.mars,
        },
        world.now,
    )?;
    standings::record(world, session, &outcome)
}

/// Whether a player, not the board, ended the game.
fn by_a_player(reason: EndReason) -> bool {
    matches!(
        reason,
        EndReason::Resignation
            | EndReason::TimeForfeit
            | EndReason::TimeoutDraw
            | EndReason::Agreement
    )
}
