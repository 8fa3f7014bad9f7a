//! Clocks: warnings before a player's time runs out, a correspondence
//! player's reminder, and what an expired clock does: on the per-move
//! clock a legal move played for the player (a forfeit after too many in a
//! row); on a game clock or in correspondence a flag fall, which loses
//! (or draws, when the opponent cannot win by material).

use draughts::Notation;

use crate::app::Msg;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::players::player_name;
use crate::app::game::session::{Session, color_index};
use crate::app::game::turn::{after_move, request_bot, seed};
use crate::app::game::{conclusion, ping};
use crate::app::view::board;
use crate::domain::{MoveSource, Status, TimeControl};

/// At most this many clocks are handled per tick, so a mass time-out never
/// holds the core for long; the rest follow on the next ticks.
const CLOCKS_PER_TICK: u32 = 1000;

/// The AI level that picks the move played for a player who timed out.
const TIMEOUT_LEVEL: u8 = 1;

/// Warns players whose time is nearly up, and acts on expired clocks: the
/// system plays a legal move, and the game is forfeited after too many
/// time-outs in a row.
/// Each game is handled on its own ([`World::for_game`]).
pub(crate) fn run_clocks(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let lead = i64::from(world.config.warn_before_secs) * 1000;
    for id in world.tx.games_to_warn(world.now, lead, CLOCKS_PER_TICK)? {
        world.for_game(id, |world| warn(world, id))?;
    }
    for id in world.tx.games_due(world.now, CLOCKS_PER_TICK)? {
        world.for_game(id, |world| time_out(world, Session::by_id(world.tx, id)?))?;
    }
    Ok(())
}

/// Warns the player to move that their time is nearly up; in
/// correspondence, reminds them, once per move, when a quarter of their
/// time is left ([`TimeControl::reminder_lead_ms`]). The warning is clock
/// bookkeeping: the game's version, and with it the buttons under its
/// board, stay as they are.
fn warn(world: &mut World<'_, '_>, id: i64) -> Result<(), CoreError> {
    let session = Session::by_id(world.tx, id)?;
    let Some(deadline) = session.row.deadline.filter(|d| *d > world.now) else {
        return Ok(());
    };
    if !world.tx.mark_warned(id)? {
        return Ok(());
    }
    if session.row.bot_color() == Some(session.turn()) {
        return Ok(());
    }
    if let Some(TimeControl::Days { .. }) = session.row.clock {
        return remind(world, &session, deadline);
    }
    let who = player_name(world, &session, session.turn())?;
    let msg = Msg::new("clock-warning")
        .msg("player", who)
        .num("secs", (deadline - world.now + 999) / 1000);
    board::announce(world, &session, &msg)
}

/// A correspondence player's reminder: a ping that mentions them where
/// they can be pinged (deleted, like a turn ping, once they moved), else a
/// line in the game's chats.
fn remind(world: &mut World<'_, '_>, session: &Session, deadline: i64) -> Result<(), CoreError> {
    const HOUR_MS: i64 = 3600 * 1000;
    let hours = (deadline - world.now + HOUR_MS - 1) / HOUR_MS;
    let reminder = |name: Msg| {
        Msg::new("clock-reminder")
            .msg("player", name)
            .num("hours", hours)
    };
    let pinged = ping::ping_to_move(world, session, |name| {
        reminder(Msg::new("name-user").text("name", name.to_owned()))
    })?;
    if pinged > 0 {
        return Ok(());
    }
    let who = player_name(world, session, session.turn())?;
    board::announce(world, session, &reminder(who))
}

/// Acts on an expired clock. The game was due when the clocks were read;
/// a move made since (on another core or instance) gave it a deadline of
/// its own, which stands, and a game ended since has none.
fn time_out(world: &mut World<'_, '_>, mut session: Session) -> Result<(), CoreError> {
    let expired = session.row.deadline.is_some_and(|d| d <= world.now);
    if session.row.status != Status::Active || !expired {
        return Ok(());
    }
    let mover = session.turn();
    if session.row.bot_color() == Some(mover) {
        // The clock only binds humans. A late AI answer (say, after a
        // restart) is asked for again; the version stays, so a search still
        // running is not made stale, and the runtime starts no second one.
        if let Some(clock) = session.row.clock {
            world
                .tx
                .postpone_deadline(session.row.id, world.now + clock.first_turn_ms())?;
        }
        request_bot(world, &session);
        return Ok(());
    }
    if session.row.clock.is_some_and(TimeControl::flag_falls) {
        return conclusion::flag_fall(world, &mut session, mover);
    }
    let who = player_name(world, &session, mover)?;
    session.row.timeouts[color_index(mover)] += 1;
    let count = session.row.timeouts[color_index(mover)];
    if count >= world.config.max_timeouts {
        session.game.forfeit_on_time(mover);
        conclusion::conclude_if_over(world, &mut session)?;
        session.save(world)?;
        let msg = Msg::new("clock-forfeit")
            .msg("player", who)
            .num("count", i64::from(count));
        board::announce(world, &session, &msg)?;
        return board::show(world, &session, false);
    }
    // A quick, sensible move (the AI at its lowest level, a few dozen
    // nodes), not a random blunder: the penalty is losing the choice.
    let Some(mv) = draughts_ai::choose(
        &session.game,
        TIMEOUT_LEVEL,
        seed(session.row.id, session.game.ply()),
    ) else {
        return Ok(());
    };
    let text = session.game.position().move_text(&mv, Notation::Native);
    conclusion::play_move(world, &mut session, &mv, None, MoveSource::Timeout)?;
    let msg = Msg::new("clock-auto-move")
        .msg("player", who)
        .text("move", text)
        .num("count", i64::from(count))
        .num("max", i64::from(world.config.max_timeouts));
    board::announce(world, &session, &msg)?;
    after_move(world, &mut session)
}
