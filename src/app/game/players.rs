//! Who sits where, as message arguments: a user's display name, the
//! labelled bot, or an open seat.

use draughts::Color;

use crate::app::Msg;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::domain::UserRow;

/// A player's name as a message: the user's display name, or the labelled bot.
pub(crate) fn player_name(
    world: &World<'_, '_>,
    session: &Session,
    color: Color,
) -> Result<Msg, CoreError> {
    let row = &session.row;
    if let Some((c, level)) = row.bot
        && c == color
    {
        return Ok(Msg::new("name-bot").num("level", i64::from(level)));
    }
    Ok(match row.seat(color) {
        Some(id) => name_of(&world.tx.user(id)?),
        None => Msg::new("name-open-seat"),
    })
}

/// A user's display name as a message argument.
pub(crate) fn name_of(user: &UserRow) -> Msg {
    Msg::new("name-user").text("name", user.name.clone())
}
