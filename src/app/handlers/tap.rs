//! The tap board's commands: `tap` switches a chat between the tap board
//! and the normal buttons ([`toggle`]); a tap on it ([`tap`]) selects or
//! plays (what it means is [`step`]'s). A tap out of turn, on a piece that
//! cannot move, or on an old board changes nothing and is answered to the
//! tapper alone.
//!
//! A game posted through Telegram's inline mode lives in a message of its
//! own, which the bot can edit but not write next to: its chat is that
//! message, whose tap mode is `Only` ([`inline_game`]).

use draughts::{Notation, Square, Variant};

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::app::game::turn;
use crate::app::view::board;
use crate::app::view::tap::{Step, fits, step};
use crate::domain::{ChatKind, GameChat, Status, TapMode};

/// `tap`: switches the chat between the tap board and the normal buttons,
/// and shows the chat's game with its new buttons. While a game runs in a
/// group, only its players and the group's administrators may.
pub(crate) fn toggle(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let stored = world.tx.tap_mode(actor.chat_id)?;
    if !actor.chat.key.platform.capabilities().tap_board || stored == TapMode::Only {
        actor.tell(world, Msg::new("tap-unavailable"));
        return Ok(());
    }
    let game = world.tx.live_game_in_chat(actor.chat_id)?;
    if let Some(row) = &game
        && actor.chat.kind == ChatKind::Group
        && !actor.admin
        && ![Some(row.creator), row.white, row.black].contains(&Some(actor.user.id))
    {
        actor.tell(world, Msg::new("tap-players-only"));
        return Ok(());
    }
    if let Some(row) = &game
        && !fits(row.variant)
    {
        actor.tell(
            world,
            Msg::new("tap-too-big").variant("variant", row.variant),
        );
        return Ok(());
    }
    let next = if stored == TapMode::On {
        TapMode::Off
    } else {
        TapMode::On
    };
    world.tx.set_tap_mode(actor.chat_id, next)?;
    actor.tell(
        world,
        Msg::new(if next == TapMode::On {
            "tap-on"
        } else {
            "tap-off"
        }),
    );
    if let Some(row) = game {
        let session = Session::load(world.tx, row)?;
        if let Some(gc) = chat_of(world, &session, actor)? {
            board::show_in(world, &session, &gc, false)?;
        }
    }
    Ok(())
}

/// What the Join button of an inline message leads to, once its chat shows
/// only the tap board.
pub(crate) enum InlineJoin {
    /// No game runs there yet: open one.
    Open,
    /// A game runs there: take its other seat.
    Join,
    /// The variant's board is too large for the tap board (the presser was
    /// told).
    Refused,
}

/// The Join button of an inline message: the chat (the message) shows only
/// the tap board from now on; the first press opens the game, a later one
/// joins it (the caller does either, through the game-table commands).
pub(crate) fn inline_game(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
) -> Result<InlineJoin, CoreError> {
    if !fits(variant) {
        actor.tell(world, Msg::new("tap-too-big").variant("variant", variant));
        return Ok(InlineJoin::Refused);
    }
    world.tx.set_tap_mode(actor.chat_id, TapMode::Only)?;
    Ok(if world.tx.live_game_in_chat(actor.chat_id)?.is_some() {
        InlineJoin::Join
    } else {
        InlineJoin::Open
    })
}

/// A tap on the tap board.
pub(crate) fn tap(
    world: &mut World<'_, '_>,
    actor: &Actor,
    version: i64,
    path: &[Square],
) -> Result<(), CoreError> {
    let Some(row) = world.tx.live_game_in_chat(actor.chat_id)? else {
        actor.tell(world, Msg::new("no-game-here"));
        return Ok(());
    };
    if row.version != version {
        actor.tell(world, Msg::new("board-stale"));
        return Ok(());
    }
    if row.status == Status::Open {
        actor.tell(world, Msg::new("game-not-started"));
        return Ok(());
    }
    let Some(mut session) = turn::playable(world, actor)? else {
        return Ok(());
    };
    let position = *session.game.position();
    match step(&position, path) {
        Step::Clear => select(world, &session, actor, Vec::new(), Vec::new()),
        Step::Select { path, targets } => select(world, &session, actor, path, targets),
        Step::Play(mv) => turn::player_move(world, actor, &mut session, &mv),
        Step::CannotMove(square) => {
            actor.tell(
                world,
                Msg::new("tap-cannot-move")
                    .text("square", square.text(position.variant(), Notation::Native)),
            );
            Ok(())
        }
        Step::Stale => {
            actor.tell(world, Msg::new("board-stale"));
            Ok(())
        }
    }
}

/// Shows a selection on the actor's chat's tap board.
fn select(
    world: &mut World<'_, '_>,
    session: &Session,
    actor: &Actor,
    path: Vec<Square>,
    targets: Vec<Square>,
) -> Result<(), CoreError> {
    if let Some(gc) = chat_of(world, session, actor)? {
        board::show_selection(world, session, &gc, path, targets)?;
    }
    Ok(())
}

/// The actor's chat's link to the game.
fn chat_of(
    world: &mut World<'_, '_>,
    session: &Session,
    actor: &Actor,
) -> Result<Option<GameChat>, CoreError> {
    Ok(world
        .tx
        .game_chats(session.row.id)?
        .into_iter()
        .find(|gc| gc.chat == actor.chat_id))
}
