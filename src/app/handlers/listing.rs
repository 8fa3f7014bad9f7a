//! `games`: the actor's open and running games, in every chat and on every
//! platform (the games of the accounts linked to theirs, `link`, included),
//! each with whose move it is and a link to its board where the platform
//! has one (`ChatInfo::message_link`).

use draughts::{Color, Position};

use crate::app::Msg;
use crate::app::core::context::{Actor, World};
use crate::app::error::CoreError;
use crate::app::game::players::{name_of, platform_name};
use crate::domain::{ChatKind, GameRow, Status, UserId};

/// At most this many games are listed.
const SHOWN: u32 = 20;

pub(crate) fn games(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let accounts: Vec<UserId> = std::iter::once(actor.user.id)
        .chain(
            world
                .tx
                .linked_accounts(actor.user.id)?
                .iter()
                .map(|a| a.user),
        )
        .collect();
    // Each game with the account that plays it (the first one, when two of
    // the person's accounts play each other), newest first.
    let mut rows: Vec<(GameRow, UserId)> = Vec::new();
    for &account in &accounts {
        for row in world.tx.live_games_of(account, SHOWN)? {
            if rows.iter().all(|(r, _)| r.id != row.id) {
                rows.push((row, account));
            }
        }
    }
    rows.sort_by_key(|(row, _)| std::cmp::Reverse(row.id));
    rows.truncate(SHOWN as usize);
    if rows.is_empty() {
        actor.reply(world, Msg::new("games-none"));
        return Ok(());
    }
    let mut lines = Vec::new();
    for (row, me) in &rows {
        lines.push(line(world, actor, row, *me)?);
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
    // A chat on another platform (a linked account's) says which.
    let platform = chat.key.platform;
    let here = platform == actor.chat.key.platform;
    Ok(match link {
        Some(link) => Msg::new("games-link").text("link", link),
        None if private && here => Msg::new("games-private"),
        None if private => Msg::new("games-private-on").msg("platform", platform_name(platform)),
        None if here => Msg::new("games-elsewhere"),
        None => Msg::new("games-elsewhere-on").msg("platform", platform_name(platform)),
    })
}
