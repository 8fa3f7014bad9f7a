//! `games`: the actor's open and running games, in every chat, each with
//! whose move it is and a link to its board where the platform has one
//! (`ChatInfo::message_link`).

use draughts::{Color, Position};

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::players::name_of;
use crate::domain::{ChatKind, GameRow, Status, UserId};

/// At most this many games are listed.
const SHOWN: u32 = 20;

pub(crate) fn games(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let me = actor.user.id;
    let rows = world.tx.live_games_of(me, SHOWN)?;
    if rows.is_empty() {
        actor.reply(world, Msg::new("games-none"));
        return Ok(());
    }
    let mut lines = Vec::new();
    for row in &rows {
        lines.push(line(world, actor, row, me)?);
    }
    let count = i64::try_from(lines.len()).unwrap_or(i64::MAX);
    actor.reply(
        world,
        Msg::new("games-list")
            .num("count", count)
            .list("games", lines),
    );
    Ok(())
}

/// One game: its number and variant, the opponent, whose move, and where.
fn line(world: &World<'_, '_>, actor: &Actor, row: &GameRow, me: UserId) -> Result<Msg, CoreError> {
    let mine = if row.white == Some(me) {
        Color::White
    } else {
        Color::Black
    };
    let opponent = match (row.bot, row.seat(!mine)) {
        (Some((color, level)), _) if color == !mine => {
            Msg::new("name-bot").num("level", i64::from(level))
        }
        (_, Some(id)) => name_of(&world.tx.user(id)?),
        (_, None) => Msg::new("name-open-seat"),
    };
    let state = match row.status {
        Status::Active => {
            let turn = Position::from_fen(row.variant, &row.fen)
                .map_err(|e| CoreError::replay(row.id, format!("its position '{}'", row.fen), e))?
                .turn();
            let mover = row.seat(turn) == Some(me) && row.bot_color() != Some(turn);
            Msg::new(if mover {
                "games-your-move"
            } else {
                "games-their-move"
            })
        }
        _ => Msg::new("games-waiting"),
    };
    Ok(Msg::new("games-line")
        .num("id", row.id)
        .variant("variant", row.variant)
        .msg("opponent", opponent)
        .msg("state", state)
        .msg("where", place(world, actor, row, me)?))
}

/// Where the game's board is, for this player: this chat, a link, or a
/// chat without one.
fn place(
    world: &World<'_, '_>,
    actor: &Actor,
    row: &GameRow,
    me: UserId,
) -> Result<Msg, CoreError> {
    let chats = world.tx.game_chats(row.id)?;
    let Some(gc) = chats
        .iter()
        .find(|gc| !gc.spectator && gc.user.is_none_or(|u| u == me))
    else {
        return Ok(Msg::new("games-elsewhere"));
    };
    if gc.chat == actor.chat_id {
        return Ok(Msg::new("games-here"));
    }
    let chat = world.tx.chat(gc.chat)?;
    let private = chat.kind == ChatKind::Private;
    let link = gc
        .board_message
        .as_deref()
        .and_then(|m| chat.message_link(m));
    Ok(match link {
        Some(link) => Msg::new("games-link").text("link", link),
        None if private => Msg::new("games-private"),
        None => Msg::new("games-elsewhere"),
    })
}
