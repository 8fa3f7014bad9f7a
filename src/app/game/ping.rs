//! Turn pings: when the turn passes to a person, a short message mentions
//! them in each chat where they play the game, so that their app notifies
//! them (an edited board notifies nobody); once the turn has passed on, the
//! message is deleted, so the chat stays clean.
//!
//! A ping is written as an effect; its receipt names the posted message,
//! which is kept ([`posted`]) until the next move, the end of the game or
//! an abort deletes it ([`clear`]). A receipt that comes after a move was
//! already played deletes its message at once.
//!
//! `/notify off` silences pings for a player everywhere or for a chat; a
//! local game (one person), the console (nobody to notify) and a message
//! posted through inline mode (which cannot hold other messages) get none.

use crate::app::core::context::World;
use crate::app::core::language::language;
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::app::{Body, Msg, Ping};
use crate::domain::{ChatId, GameId, Mode, Status, TapMode};
use crate::store::Port;

/// The plies played in a game, as stored.
fn plies(tx: &dyn Port, game: GameId) -> Result<i64, CoreError> {
    Ok(tx
        .last_moves(game, 1)?
        .first()
        .map_or(0, |m| i64::from(m.ply)))
}

/// The turn has passed (a move, the start of a game, its end): deletes the
/// game's pings, and pings the person now to move.
pub(crate) fn turn_passed(world: &mut World<'_, '_>, session: &Session) -> Result<(), CoreError> {
    clear(world, session.row.id)?;
    let msg = |name: &str| {
        Msg::new("turn-ping")
            .text("player", name.to_owned())
            .variant("variant", session.row.variant)
    };
    ping_to_move(world, session, msg).map(drop)
}

/// Pings the person to move with `msg` (given their name) in each chat
/// where they play the game, as [`turn_passed`] does; deleted, like a turn
/// ping, once they moved. Returns how many chats were pinged: none where
/// the game, the player's choice or the platform allows no ping.
pub(crate) fn ping_to_move(
    world: &mut World<'_, '_>,
    session: &Session,
    msg: impl Fn(&str) -> Msg,
) -> Result<usize, CoreError> {
    let mut pinged = 0;
    let row = &session.row;
    let turn = session.turn();
    if row.status != Status::Active || row.mode == Mode::Local || row.bot_color() == Some(turn) {
        return Ok(pinged);
    }
    let Some(player) = row.seat(turn) else {
        return Ok(pinged);
    };
    if world.tx.user_quiet(player)? {
        return Ok(pinged);
    }
    let user = world.tx.user(player)?;
    if !user.key.platform.capabilities().mentions {
        return Ok(pinged);
    }
    let ply = plies(world.tx, row.id)?;
    for gc in world.tx.game_chats(row.id)? {
        if gc.spectator || gc.user.is_some_and(|u| u != player) {
            continue;
        }
        let chat = world.tx.chat(gc.chat)?;
        if chat.key.platform != user.key.platform
            || world.tx.tap_mode(gc.chat)? == TapMode::Only
            || world.tx.chat_quiet(gc.chat)?
        {
            continue;
        }
        let msg = msg(&user.name);
        pinged += 1;
        world.emit(
            chat.key,
            language(&user),
            Body::Ping(Box::new(Ping {
                game: row.id,
                ply,
                user: user.key.id.clone(),
                name: user.name.clone(),
                msg,
            })),
        );
    }
    Ok(pinged)
}

/// Deletes a game's pings (the game ended or was called off).
pub(crate) fn clear(world: &mut World<'_, '_>, game: GameId) -> Result<(), CoreError> {
    for (chat, message) in world.tx.take_pings(game)? {
        delete(world, chat, message)?;
    }
    Ok(())
}

/// A ping was posted: keeps its message for deletion, or deletes it at
/// once when a move was played since it was written or the game is over.
pub(crate) fn posted(
    world: &mut World<'_, '_>,
    game: GameId,
    chat: ChatId,
    ply: i64,
    message: String,
) -> Result<(), CoreError> {
    let Some(row) = world.tx.find_game(game)? else {
        return Ok(());
    };
    if row.status == Status::Active && plies(world.tx, game)? == ply {
        world.tx.add_ping(game, chat, &message)?;
        Ok(())
    } else {
        delete(world, chat, message)
    }
}

fn delete(world: &mut World<'_, '_>, chat: ChatId, message: String) -> Result<(), CoreError> {
    let chat = world.tx.chat(chat)?;
    world.emit(chat.key, crate::domain::Lang::En, Body::Delete { message });
    Ok(())
}
