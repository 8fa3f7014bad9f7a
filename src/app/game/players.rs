//! Who sits where, as message arguments: a user's display name, the
//! labelled bot, or an open seat; and a linked account with its platform.

use draughts::Color;

use crate::app::Msg;
use crate::app::core::context::World;
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::domain::{Account, Platform, UserRow};

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

/// A platform's name as a message argument.
pub(crate) fn platform_name(platform: Platform) -> Msg {
    Msg::new(match platform {
        Platform::Telegram => "platform-telegram",
        Platform::Discord => "platform-discord",
        Platform::Console => "platform-console",
    })
}

/// A linked account as a message argument: its name and platform.
pub(crate) fn account_name(account: &Account) -> Msg {
    Msg::new("link-account")
        .text("name", account.name.clone())
        .msg("platform", platform_name(account.platform))
}
