//! The AI's side of a game: playing its answers, replacing a failed
//! search, telling that it is busy, and asking again for searches that
//! died with their instance.
//!
//! The AI's searches run outside the core ([`Job::Think`]); each one the
//! core asks for is claimed by this instance in the same transaction
//! ([`World::commit`]) and the claim ends here, with the search: when its
//! move is played, or when no move will come (the game moved on or ended,
//! the search was refused, its answer was not legal). Claims of a dead
//! instance are taken over by another one after their lease
//! ([`take_over_searches`]); a restart asks again where no live instance
//! holds the claim ([`resume_searches`]).

use draughts::Move;

use crate::app::Msg;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::conclusion;
use crate::app::game::session::Session;
use crate::app::game::turn::{after_move, request_bot};
use crate::app::view::board;
use crate::app::view::moves::numbered_moves;
use crate::domain::{GameId, MoveSource, Status};
use crate::store::SearchEnd;

/// At most this many AI searches of dead instances are taken over per
/// tick, so that a takeover does not flood this instance's AI queue (where
/// casual searches beyond its bounds would be refused); the rest follow on
/// the next ticks.
const TAKEOVERS_PER_TICK: u32 = 32;

/// Takes over the AI searches whose claim ran out (their instance died) and
/// asks this instance's AI again for them; exactly one instance gets each.
pub(crate) fn take_over_searches(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let lease = world.config.lease(world.now);
    let games = world
        .tx
        .take_over_searches(lease, world.now, TAKEOVERS_PER_TICK)?;
    if !games.is_empty() {
        tracing::info!(
            games = games.len(),
            "asking again for AI moves another instance owed"
        );
    }
    for id in games {
        world.for_game(id, |world| ask_again(world, id))?;
    }
    Ok(())
}

/// After a restart, asks the AI again in every running bot game whose
/// search no other live instance holds: the claim ran out, is this
/// instance's own (its search died with the process), or there is none.
pub(crate) fn resume_searches(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let games = world
        .tx
        .searches_to_resume(&world.config.instance, world.now)?;
    for id in games {
        world.for_game(id, |world| ask_again(world, id))?;
    }
    Ok(())
}

/// Asks the AI again in a game if it is to move there; otherwise no search
/// is owed, and any claim on one ends.
fn ask_again(world: &mut World<'_, '_>, id: GameId) -> Result<(), CoreError> {
    let session = Session::by_id(world.tx, id)?;
    if !request_bot(world, &session) {
        world.tx.end_search(id, SearchEnd::Any)?;
    }
    Ok(())
}

/// Plays the AI's move if the game is still where the search started. A
/// stale answer (the game moved on or ended: another instance may have
/// taken the search over and answered first) plays nothing, so a move is
/// never played twice; either way the search's claim ends.
pub(crate) fn bot_move(
    world: &mut World<'_, '_>,
    game: i64,
    version: i64,
    mv: &Move,
) -> Result<(), CoreError> {
    let row = world.tx.game(game)?;
    if row.status != Status::Active || row.version != version {
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    if session.row.bot_color() != Some(session.turn())
        || !session.game.position().legal_routes().contains(mv)
    {
        tracing::warn!(game, "dropped an AI move that is not legal here");
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    }
    world.tx.end_search(game, SearchEnd::Any)?;
    conclusion::play_move(world, &mut session, mv, None, MoveSource::Bot)?;
    after_move(world, &mut session)
}

/// Plays the first of the numbered legal moves for the AI, whose search
/// failed, if the game is still where the search started.
pub(crate) fn fallback_bot_move(
    world: &mut World<'_, '_>,
    game: i64,
    version: i64,
) -> Result<(), CoreError> {
    let row = world.tx.game(game)?;
    if row.status != Status::Active || row.version != version {
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    }
    let mut session = Session::load(world.tx, row)?;
    let first = numbered_moves(session.game.position()).into_iter().next();
    let Some((_, mv)) = first.filter(|_| session.row.bot_color() == Some(session.turn())) else {
        world.tx.end_search(game, SearchEnd::Version(version))?;
        return Ok(());
    };
    world.tx.end_search(game, SearchEnd::Any)?;
    tracing::warn!(
        game,
        "the AI's search failed; playing a plain legal move for it"
    );
    conclusion::play_move(world, &mut session, &mv, None, MoveSource::Bot)?;
    after_move(world, &mut session)
}

/// Tells the chats of a casual bot game that the AI has no time for it now;
/// this instance's claim on the search ends (asking for the board asks
/// again).
pub(crate) fn bot_busy(world: &mut World<'_, '_>, game: i64) -> Result<(), CoreError> {
    world
        .tx
        .end_search(game, SearchEnd::HeldBy(&world.config.instance))?;
    let session = Session::by_id(world.tx, game)?;
    if session.row.status == Status::Active && session.row.bot_color() == Some(session.turn()) {
        board::announce(world, &session, &Msg::new("bot-busy"))?;
    }
    Ok(())
}
