//! `challenge <user> <variant> [second] [clock <secs>]`: a game opened in a
//! group for one named player, who alone may take its seat, with Accept
//! and Decline buttons. The challenger may withdraw it with Decline; it
//! lapses after [`CHALLENGE_SECS`] (ten minutes), and is then called off.
//!
//! Across platforms: a name nobody has on the challenger's platform is
//! looked up among the people who share a room with the challenger (rooms
//! link a Telegram and a Discord user); the challenge then also goes to
//! the chat where that person sees the room, and their Accept there starts
//! the game in both chats.

use draughts::{Color, Position, Variant};

use crate::app::core::context::{Actor, World};
use crate::app::core::language::language;
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::players::name_of;
use crate::app::game::session::Session;
use crate::app::view::board;
use crate::app::{Action, Body, Msg};
use crate::domain::{ChatKind, GameChat, NewGame, Status, TimeControl};
use crate::store::{Offer, OfferKind};

/// How long a challenge waits for its answer: long enough to notice it in
/// a busy group, short enough not to hold the chat for the evening.
pub(crate) const CHALLENGE_SECS: i64 = 600;

/// At most this many lapsed challenges are called off per sweep.
const LAPSED_PER_SWEEP: u32 = 100;

pub(crate) fn challenge(
    world: &mut World<'_, '_>,
    actor: &Actor,
    user: &str,
    variant: Variant,
    second: bool,
    clock: Option<TimeControl>,
) -> Result<(), CoreError> {
    if actor.chat.kind == ChatKind::Private {
        actor.tell(world, Msg::new("challenge-in-private"));
        return Ok(());
    }
    let here = world
        .tx
        .users_named(actor.user.key.platform, user)?
        .into_iter()
        .next();
    // Not on this platform: someone the challenger shares a room with, in
    // the chat they see that room in (rooms link people across platforms).
    let (target, their_chat) = match here {
        Some(target) => (target, None),
        None => match world.tx.room_partner_named(actor.user.id, user)? {
            Some((id, chat)) => (world.tx.user(id)?, Some(chat)),
            None => {
                actor.tell(
                    world,
                    Msg::new("stats-unknown-user").text("name", user.to_owned()),
                );
                return Ok(());
            }
        },
    };
    if target.id == actor.user.id {
        actor.tell(world, Msg::new("challenge-self"));
        return Ok(());
    }
    if world.tx.live_game_in_chat(actor.chat_id)?.is_some() {
        actor.reply_with(world, Msg::new("game-exists"), vec![Action::Board]);
        return Ok(());
    }
    if let Some(chat) = their_chat
        && world.tx.live_game_in_chat(chat)?.is_some()
    {
        actor.tell(
            world,
            Msg::new("challenge-busy").msg("opponent", name_of(&target)),
        );
        return Ok(());
    }
    let row = world.tx.insert_game(
        &NewGame::open_casual(actor.user.id, &Position::start(variant), second, clock),
        world.now,
    )?;
    world.tx.attach_chat(
        row.id,
        &GameChat {
            chat: actor.chat_id,
            user: None,
            viewer: None,
            spectator: false,
            board_message: None,
        },
    )?;
    world.tx.set_offer(
        row.id,
        OfferKind::Challenge,
        Offer {
            by: target.id,
            ply: 0,
            expires: Some(world.now + CHALLENGE_SECS * 1000),
        },
    )?;
    let made = Msg::new("challenge-made")
        .msg("player", name_of(&actor.user))
        .msg("opponent", name_of(&target))
        .variant("variant", variant)
        .num("minutes", CHALLENGE_SECS / 60);
    let buttons = vec![Action::AcceptChallenge, Action::DeclineChallenge];
    if let Some(chat) = their_chat {
        // The game shows in their chat too, from their side; their Accept
        // there seats them.
        world.tx.attach_chat(
            row.id,
            &GameChat {
                chat,
                user: Some(target.id),
                viewer: Some(if second { Color::White } else { Color::Black }),
                spectator: false,
                board_message: None,
            },
        )?;
        let key = world.tx.chat(chat)?.key;
        world.emit(
            key,
            language(&target),
            Body::Text {
                msg: made.clone(),
                actions: buttons.clone(),
                private: false,
            },
        );
    }
    actor.reply_with(world, made, buttons);
    Ok(())
}

/// The Accept or Decline button under a challenge: the addressee accepts
/// (the game starts) or declines, the challenger withdraws.
pub(crate) fn answer(
    world: &mut World<'_, '_>,
    actor: &Actor,
    accept: bool,
) -> Result<(), CoreError> {
    let open = world
        .tx
        .live_game_in_chat(actor.chat_id)?
        .filter(|g| g.status == Status::Open);
    let Some(row) = open else {
        actor.tell(world, Msg::new("challenge-none"));
        return Ok(());
    };
    let Some(offer) = world.tx.offer(row.id, OfferKind::Challenge)? else {
        actor.tell(world, Msg::new("challenge-none"));
        return Ok(());
    };
    let me = actor.user.id;
    let mut session = Session::load(world.tx, row)?;
    if accept && me == offer.by {
        world.tx.clear_offer(session.row.id, OfferKind::Challenge)?;
        session.seat_opponent(me, world.now);
        session.save(world)?;
        board::show(world, &session, true)?;
        return ping::turn_passed(world, &session);
    }
    if !accept && (me == offer.by || me == session.row.creator) {
        let msg = Msg::new("challenge-declined").msg("player", name_of(&actor.user));
        return call_off(world, &mut session, &msg);
    }
    actor.tell(world, Msg::new("challenge-not-yours"));
    Ok(())
}

/// Whether a challenge keeps the chat's open game's seat from `user`.
pub(crate) fn reserved_from(
    world: &World<'_, '_>,
    game: crate::domain::GameId,
    user: crate::domain::UserId,
) -> Result<bool, CoreError> {
    Ok(world
        .tx
        .offer(game, OfferKind::Challenge)?
        .is_some_and(|o| o.by != user))
}

/// Calls off the challenges nobody answered in time.
pub(crate) fn expire(world: &mut World<'_, '_>) -> Result<(), CoreError> {
    let lapsed = world
        .tx
        .lapsed_offers(OfferKind::Challenge, world.now, LAPSED_PER_SWEEP)?;
    for id in lapsed {
        world.for_game(id, |world| {
            let mut session = Session::by_id(world.tx, id)?;
            if session.row.status != Status::Open {
                world.tx.clear_offer(id, OfferKind::Challenge)?;
                return Ok(());
            }
            let msg = Msg::new("challenge-lapsed").num("minutes", CHALLENGE_SECS / 60);
            call_off(world, &mut session, &msg)
        })?;
    }
    Ok(())
}

/// Ends a challenge's game before it started, and says why.
fn call_off(world: &mut World<'_, '_>, session: &mut Session, msg: &Msg) -> Result<(), CoreError> {
    world.tx.clear_offer(session.row.id, OfferKind::Challenge)?;
    session.row.status = Status::Aborted;
    session.save(world)?;
    let lang = crate::app::core::language::language(&world.tx.user(session.row.creator)?);
    board::tell_chats(world, session.row.id, lang, msg, &[])?;
    board::show(world, session, false)
}
