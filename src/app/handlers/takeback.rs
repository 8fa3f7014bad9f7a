//! `takeback` (`undo`): a player asks to take back their last move, and the
//! opponent accepts or declines with the buttons under the request. Games
//! between two people only (a bot game has nobody to ask), and casual ones
//! unless every chat showing a rated game allows it (`takeback on`, by a
//! group's administrators; off by default, so a rated game's moves stand). A request lapses once another move is played.
//! Accepted, the requester's last move is undone (with the opponent's
//! answer to it, when there was one), so the requester is to move again;
//! on a game clock both players get back the time they had in that
//! position.

use draughts::Color;

use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::players::name_of;
use crate::app::game::session::Session;
use crate::app::view::board;
use crate::app::{Action, Msg};
use crate::domain::{ChatKind, GameRow, Mode, Status, UserId};
use crate::store::{Offer, OfferKind};

/// The chat's running game, or a hint that there is none.
fn running(world: &mut World<'_, '_>, actor: &Actor) -> Result<Option<GameRow>, CoreError> {
    match world.tx.live_game_in_chat(actor.chat_id)? {
        Some(row) if row.status == Status::Active => Ok(Some(row)),
        Some(_) => {
            actor.tell(world, Msg::new("game-not-started"));
            Ok(None)
        }
        None => {
            actor.tell(world, Msg::new("no-game-here"));
            Ok(None)
        }
    }
}

/// The colour `user` plays in a game between two people.
fn color_of(row: &GameRow, user: UserId) -> Option<Color> {
    [Color::White, Color::Black]
        .into_iter()
        .find(|c| row.seat(*c) == Some(user))
}

/// The plies played, as stored.
fn plies(session: &Session) -> i64 {
    i64::try_from(session.game.ply()).unwrap_or(i64::MAX)
}

/// How many plies undo `color`'s last move: one when it is the other
/// side's turn, two (the answer too) when `color` is to move.
fn to_undo(session: &Session, color: Color) -> i64 {
    if session.turn() == color { 2 } else { 1 }
}

/// Whether a rated game allows takebacks: every chat that shows it must
/// (`/takeback on`), so that neither player's chat is overruled.
fn rated_allowed(world: &World<'_, '_>, row: &GameRow) -> Result<bool, CoreError> {
    for gc in world.tx.game_chats(row.id)? {
        if !gc.spectator && !world.tx.rated_takebacks(gc.chat)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `takeback on|off`: allows or forbids takebacks in the chat's rated
/// games. In a group only its administrators decide; in a private chat,
/// its user.
pub(crate) fn allow_rated(
    world: &mut World<'_, '_>,
    actor: &Actor,
    allowed: bool,
) -> Result<(), CoreError> {
    if actor.chat.kind == ChatKind::Group && !actor.admin {
        actor.tell(world, Msg::new("takeback-rated-admins"));
        return Ok(());
    }
    world.tx.set_rated_takebacks(actor.chat_id, allowed)?;
    actor.reply(
        world,
        Msg::new(if allowed {
            "takeback-rated-allowed"
        } else {
            "takeback-rated-forbidden"
        }),
    );
    Ok(())
}

/// `takeback`: asks the opponent to take back the actor's last move.
pub(crate) fn request(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(row) = running(world, actor)? else {
        return Ok(());
    };
    let Some(color) = color_of(&row, actor.user.id) else {
        actor.tell(world, Msg::new("not-a-player"));
        return Ok(());
    };
    if matches!(row.mode, Mode::Local | Mode::Bot) || row.bot.is_some() || row.white == row.black {
        actor.tell(world, Msg::new("takeback-two-players"));
        return Ok(());
    }
    if row.rated && !rated_allowed(world, &row)? {
        actor.tell(world, Msg::new("takeback-rated-off"));
        return Ok(());
    }
    let session = Session::load(world.tx, row)?;
    let ply = plies(&session);
    if ply < to_undo(&session, color) {
        actor.tell(world, Msg::new("takeback-nothing"));
        return Ok(());
    }
    let game = session.row.id;
    if world
        .tx
        .offer(game, OfferKind::Takeback)?
        .is_some_and(|o| o.by == actor.user.id && o.ply == ply)
    {
        actor.tell(world, Msg::new("takeback-already"));
        return Ok(());
    }
    world.tx.set_offer(
        game,
        OfferKind::Takeback,
        Offer {
            by: actor.user.id,
            ply,
            expires: None,
        },
    )?;
    let msg = Msg::new("takeback-offered").msg("player", name_of(&actor.user));
    board::tell_chats(
        world,
        game,
        actor.lang,
        &msg,
        &[Action::AcceptTakeback, Action::DeclineTakeback],
    )
}

/// The opponent's answer to a takeback request.
pub(crate) fn answer(
    world: &mut World<'_, '_>,
    actor: &Actor,
    accept: bool,
) -> Result<(), CoreError> {
    let Some(row) = running(world, actor)? else {
        return Ok(());
    };
    let game = row.id;
    let session = Session::load(world.tx, row)?;
    let standing = world
        .tx
        .offer(game, OfferKind::Takeback)?
        .filter(|o| o.ply == plies(&session));
    let Some(offer) = standing else {
        actor.tell(world, Msg::new("takeback-none"));
        return Ok(());
    };
    if offer.by == actor.user.id {
        actor.tell(world, Msg::new("takeback-own"));
        return Ok(());
    }
    let Some(asker) = color_of(&session.row, offer.by) else {
        return Ok(());
    };
    if color_of(&session.row, actor.user.id).is_none() {
        actor.tell(world, Msg::new("not-a-player"));
        return Ok(());
    }
    world.tx.clear_offer(game, OfferKind::Takeback)?;
    let who = name_of(&actor.user);
    if !accept {
        let msg = Msg::new("takeback-declined").msg("player", who);
        return board::announce(world, &session, &msg);
    }
    let keep = offer.ply - to_undo(&session, asker);
    world
        .tx
        .truncate_moves(game, u32::try_from(keep).unwrap_or(0))?;
    let mut row = session.row;
    row.snapshot = None;
    let mut session = Session::replay(world.tx, row)?;
    session.row.fen = session.game.position().to_fen();
    session.row.draw_offer = None;
    session.row.warned = false;
    let turn = session.turn();
    let last = world.tx.last_moves(game, 2)?;
    session.row.rewind_clock(turn, &last);
    session.row.start_turn(turn, world.now);
    session.save(world)?;
    board::announce(
        world,
        &session,
        &Msg::new("takeback-accepted").msg("player", who),
    )?;
    board::show(world, &session, false)?;
    ping::turn_passed(world, &session)
}
