//! Whether a request the rate limit refused is a player's legal move in
//! their own game: such a move is carried out all the same, so a player in
//! many games at once never loses a move to the limit. The move costs the
//! flooder nothing they could abuse: it is only ever one legal move, by the
//! player to move, in the game of the chat it was sent in.

use crate::app::command::keycap_number;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::app::view::moves::numbered_moves;
use crate::app::{Command, Request};
use crate::domain::{Mode, Status};

/// Whether `request` plays a legal move (or taps the current board) in the
/// running game of its chat, sent by the player to move.
pub(crate) fn is_own_move(
    world: &World<'_, '_>,
    actor: &Actor,
    request: &Request,
) -> Result<bool, CoreError> {
    let Some(row) = world.tx.live_game_in_chat(actor.chat_id)? else {
        return Ok(false);
    };
    if row.status != Status::Active || request.game.is_some_and(|g| g != row.id) {
        return Ok(false);
    }
    let session = Session::load(world.tx, row)?;
    let row = &session.row;
    let turn = session.turn();
    let me = actor.user.id;
    let to_move = match row.mode {
        Mode::Local => row.creator == me,
        _ => row.seat(turn) == Some(me) && row.bot_color() != Some(turn),
    };
    if !to_move {
        return Ok(false);
    }
    let position = session.game.position();
    let listed = |number: usize| (1..=numbered_moves(position).len()).contains(&number);
    Ok(match &request.command {
        Command::Move(text) | Command::Text(text) => position.parse_move(text).is_ok(),
        Command::MoveNumber { number, version } => {
            version.is_none_or(|v| v == row.version) && listed(*number)
        }
        Command::Tap { version, .. } => *version == row.version,
        Command::Reaction { emoji, message_id } => {
            let on_board = world.tx.game_chats(row.id)?.iter().any(|gc| {
                gc.chat == actor.chat_id && gc.board_message.as_deref() == Some(message_id)
            });
            on_board && keycap_number(emoji).is_some_and(listed)
        }
        _ => false,
    })
}
