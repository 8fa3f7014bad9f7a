//! `rematch` and the Rematch button under a finished game between two
//! people: the first player to ask offers a new game with colours swapped;
//! when the other asks too, it starts at once in every chat that showed
//! the finished one, with the same variant, start position, clock and
//! rating (unrated, and saying so, between accounts linked as one person
//! by then). A room whose game it was moves to the new game.

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::players::name_of;
use crate::app::game::session::Session;
use crate::app::view::board;
use crate::app::{Action, Msg};
use crate::domain::{GameChat, GameId, GameRow, NewGame, Status};
use crate::store::{Offer, OfferKind};

pub(crate) fn rematch(
    world: &mut World<'_, '_>,
    actor: &Actor,
    game: Option<GameId>,
) -> Result<(), CoreError> {
    let row = match game {
        Some(id) => world.tx.find_game(id)?,
        None => world.tx.last_game_in_chat(actor.chat_id)?,
    };
    let Some(row) = row.filter(board::can_rematch) else {
        actor.tell(world, Msg::new("rematch-no-game"));
        return Ok(());
    };
    let me = actor.user.id;
    if row.white != Some(me) && row.black != Some(me) {
        actor.tell(world, Msg::new("not-a-player"));
        return Ok(());
    }
    match world.tx.offer(row.id, OfferKind::Rematch)? {
        Some(offer) if offer.by != me => start(world, actor, &row),
        Some(_) => {
            actor.tell(world, Msg::new("rematch-already-offered"));
            Ok(())
        }
        None => {
            world.tx.set_offer(
                row.id,
                OfferKind::Rematch,
                Offer {
                    by: me,
                    ply: 0,
                    expires: None,
                },
            )?;
            let msg = Msg::new("rematch-offered").msg("player", name_of(&actor.user));
            board::tell_chats(world, row.id, actor.lang, &msg, &[Action::Rematch])
        }
    }
}

/// Starts the rematch in every chat that showed the finished game, unless
/// one of them has a game running.
fn start(world: &mut World<'_, '_>, actor: &Actor, row: &GameRow) -> Result<(), CoreError> {
    let chats = world.tx.game_chats(row.id)?;
    for gc in &chats {
        if world.tx.live_game_in_chat(gc.chat)?.is_some() {
            actor.reply_with(world, Msg::new("game-exists"), vec![Action::Board]);
            return Ok(());
        }
    }
    world.tx.clear_offer(row.id, OfferKind::Rematch)?;
    // Accounts linked as one person (`link`), perhaps during the game just
    // played, do not play each other rated: the rematch starts unrated.
    let linked = row.rated
        && match (row.white, row.black) {
            (Some(a), Some(b)) => a != b && world.tx.same_person(a, b)?,
            _ => false,
        };
    let new = world.tx.insert_game(
        &NewGame {
            variant: row.variant,
            mode: row.mode,
            rated: row.rated && !linked,
            status: Status::Active,
            creator: row.creator,
            white: row.black,
            black: row.white,
            bot: None,
            start_fen: row.start_fen.clone(),
            clock: row.clock,
            deadline: row.clock.map(|c| world.now + c.first_turn_ms()),
        },
        world.now,
    )?;
    // A room follows its players to the rematch: spectators who join by
    // its code, and its relays, meet the new game.
    world.tx.move_rooms(row.id, new.id, world.now)?;
    for gc in chats {
        world.tx.attach_chat(
            new.id,
            &GameChat {
                viewer: gc.viewer.map(|c| !c),
                board_message: None,
                ..gc
            },
        )?;
    }
    let session = Session::load(world.tx, new)?;
    if linked {
        board::announce(world, &session, &Msg::new("game-unrated-linked"))?;
    }
    board::show(world, &session, true)?;
    ping::turn_passed(world, &session)
}
