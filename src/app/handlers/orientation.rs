//! `orientation`: the side a chat's boards are drawn from. Without a word
//! it says the chat's choice and the others; with one it sets the choice
//! and redraws the chat's running game, so the change shows at once.
//!
//! The default ([`Orientation::Auto`]) keeps a board that two players share
//! in a group still, White at the bottom: everyone else in the group is
//! watching, and a board that turns after every move makes them find the
//! pieces again each time. A chat that shows one player's game (a private
//! chat, a bot game) shows that player's side, and a local game, played on
//! one screen by one person, the side to move.

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::session::Session;
use crate::app::view::board;
use crate::domain::Orientation;

/// `orientation [auto|white|turn]`.
pub(crate) fn orientation(
    world: &mut World<'_, '_>,
    actor: &Actor,
    word: Option<&str>,
) -> Result<(), CoreError> {
    let Some(word) = word else {
        let current = world.tx.orientation(actor.chat_id)?;
        actor.tell(
            world,
            Msg::new("orientation-current").msg("orientation", described(current)),
        );
        return Ok(());
    };
    let Some(choice) = Orientation::by_name(word) else {
        actor.tell(world, Msg::new("orientation-unknown").text("word", word));
        return Ok(());
    };
    world.tx.set_orientation(actor.chat_id, choice)?;
    actor.tell(
        world,
        Msg::new("orientation-set").msg("orientation", described(choice)),
    );
    if let Some(row) = world.tx.live_game_in_chat(actor.chat_id)? {
        let session = Session::load(world.tx, row)?;
        let shown = world.tx.game_chats(session.row.id)?;
        if let Some(gc) = shown.iter().find(|gc| gc.chat == actor.chat_id) {
            board::show_in(world, &session, gc, false)?;
        }
    }
    Ok(())
}

/// What an orientation does, in words.
fn described(orientation: Orientation) -> Msg {
    Msg::new(match orientation {
        Orientation::Auto => "orientation-auto",
        Orientation::White => "orientation-white",
        Orientation::Turn => "orientation-turn",
    })
}
