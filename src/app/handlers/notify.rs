//! `notify [on|off]`: whether turn pings mention a player when it is their
//! move. In a group, an administrator's choice is the group's, for
//! everyone in it; anyone else's choice is their own, everywhere.
//! Without a choice, the current ones are shown.

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::domain::ChatKind;

pub(crate) fn notify(
    world: &mut World<'_, '_>,
    actor: &Actor,
    choice: Option<bool>,
) -> Result<(), CoreError> {
    let group = actor.chat.kind == ChatKind::Group;
    let msg = match choice {
        None => {
            let you = !world.tx.user_quiet(actor.user.id)?;
            let chat = !world.tx.chat_quiet(actor.chat_id)?;
            Msg::new("notify-status")
                .msg("you", state(you))
                .msg("chat", state(chat))
        }
        Some(on) if group && actor.admin => {
            world.tx.set_chat_quiet(actor.chat_id, !on)?;
            Msg::new(if on {
                "notify-chat-on"
            } else {
                "notify-chat-off"
            })
        }
        Some(on) => {
            world.tx.set_user_quiet(actor.user.id, !on)?;
            Msg::new(if on {
                "notify-you-on"
            } else {
                "notify-you-off"
            })
        }
    };
    actor.reply(world, msg);
    Ok(())
}

/// "on" or "off", in the reader's language.
fn state(on: bool) -> Msg {
    Msg::new(if on {
        "notify-state-on"
    } else {
        "notify-state-off"
    })
}
