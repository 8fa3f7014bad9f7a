//! Showing a game: the board post for every chat that shows it, with its
//! caption lines and buttons, and the numbered list of legal moves.

use draughts::{Color, Move, Notation, Position, Square, Variant};

use super::context::World;
use super::finish::{mars_msg, reason_msg};
use super::session::Session;
use super::tap;
use super::{Action, BoardPost, Body, ChatKey, CoreError, Lang, LastMove, Msg};
use crate::domain::{Mode, Status, TapMode};
use crate::store::{GameChat, UserRow};

/// The legal moves in the order `moves` numbers them: sorted by their text,
/// so the numbering is stable for a position.
pub(crate) fn numbered_moves(position: &Position) -> Vec<(String, Move)> {
    let mut list: Vec<(String, Move)> = position
        .legal_moves()
        .into_iter()
        .map(|m| (position.move_text(&m, Notation::Native), m))
        .collect();
    list.sort_by_key(|(text, _)| natural(text));
    list
}

/// A sort key that orders `9-13` before `10-14` and `a2` before `a10`.
fn natural(text: &str) -> Vec<(String, u32)> {
    let mut key = Vec::new();
    let mut word = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            let mut n = d;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n * 10 + d;
                chars.next();
            }
            key.push((std::mem::take(&mut word), n));
        } else {
            word.push(c);
        }
    }
    key.push((word, 0));
    key
}

/// Posts (or, unless `fresh`, edits in place) the board in every chat that
/// shows the game.
pub(crate) fn show(
    world: &mut World<'_, '_>,
    session: &Session,
    fresh: bool,
) -> Result<(), CoreError> {
    for gc in world.tx.game_chats(session.row.id)? {
        show_in(world, session, &gc, fresh)?;
    }
    Ok(())
}

/// Posts the board in one chat that shows the game.
pub(crate) fn show_in(
    world: &mut World<'_, '_>,
    session: &Session,
    gc: &GameChat,
    fresh: bool,
) -> Result<(), CoreError> {
    let (chat, lang, post) = post_for(world, session, gc, fresh)?;
    world.emit(chat, lang, Body::Board(Box::new(post)));
    Ok(())
}

/// Shows a selection on the tap board of one chat: only its buttons
/// change, so the platform need not send the image again.
pub(crate) fn show_selection(
    world: &mut World<'_, '_>,
    session: &Session,
    gc: &GameChat,
    path: Vec<Square>,
    targets: Vec<Square>,
) -> Result<(), CoreError> {
    let (chat, lang, mut post) = post_for(world, session, gc, false)?;
    if let Some(tap) = &mut post.tap {
        tap.path = path;
        tap.targets = targets;
        tap.keys_only = true;
    }
    world.emit(chat, lang, Body::Board(Box::new(post)));
    Ok(())
}

/// The board post for one chat that shows the game, and where it goes.
fn post_for(
    world: &mut World<'_, '_>,
    session: &Session,
    gc: &GameChat,
    fresh: bool,
) -> Result<(ChatKey, Lang, BoardPost), CoreError> {
    let chat = world.tx.chat(gc.chat)?;
    let row = &session.row;
    let position = *session.game.position();
    let turn = position.turn();
    let live = row.status == Status::Active;
    let reader = world.tx.user(reader_of(session, gc))?;
    let viewer = seen_from(
        row.variant,
        gc.viewer.unwrap_or(if live || row.status == Status::Open {
            turn
        } else {
            row.seat(Color::Black)
                .filter(|b| *b == reader.id && row.mode != Mode::Local)
                .map_or(Color::White, |_| Color::Black)
        }),
    );
    let mode = tap::mode_for(&chat, world.tx.tap_mode(gc.chat)?, row.variant);
    let post = BoardPost {
        game: row.id,
        version: row.version,
        last_move: session.last_move(world.tx)?.map(LastMove::from),
        viewer,
        theme: reader.theme.clone(),
        caption: caption(world, session)?,
        actions: actions(session, mode),
        moves: if live {
            numbered_moves(&position)
                .into_iter()
                .map(|(t, _)| t)
                .collect()
        } else {
            Vec::new()
        },
        fresh,
        edit: if fresh {
            None
        } else {
            gc.board_message.clone()
        },
        hints: if live {
            capture_hints(&position)
        } else {
            Vec::new()
        },
        position,
        tap: tap::board_for(mode),
    };
    Ok((chat.key, reader.language(), post))
}

/// The side a board is drawn from: the one wanted, except in One-way
/// checkers, whose men all move up the board and which both players watch
/// from White's side (VARIANTS.md §15).
pub(crate) fn seen_from(variant: Variant, wanted: Color) -> Color {
    if variant == Variant::Oneway {
        Color::White
    } else {
        wanted
    }
}

/// Says something in every chat that shows the game, each in its reader's
/// language.
pub(crate) fn announce(
    world: &mut World<'_, '_>,
    session: &Session,
    msg: &Msg,
) -> Result<(), CoreError> {
    for gc in world.tx.game_chats(session.row.id)? {
        let chat = world.tx.chat(gc.chat)?;
        let reader = world.tx.user(reader_of(session, &gc))?;
        world.emit(
            chat.key,
            reader.language(),
            Body::Text {
                msg: msg.clone(),
                actions: Vec::new(),
                private: false,
            },
        );
    }
    Ok(())
}

/// The user a chat's board is for: the chat's member, or in a shared chat
/// the player to move (the creator when nobody is to move).
fn reader_of(session: &Session, gc: &GameChat) -> crate::domain::UserId {
    let row = &session.row;
    gc.user
        .or_else(|| {
            (row.status == Status::Active)
                .then(|| row.seat(session.turn()))
                .flatten()
        })
        .unwrap_or(row.creator)
}

/// The pieces that can capture, when capturing is compulsory.
fn capture_hints(position: &Position) -> Vec<draughts::Square> {
    if !position.has_capture() {
        return Vec::new();
    }
    let mut from: Vec<_> = position.legal_moves().iter().map(Move::from).collect();
    from.sort_unstable();
    from.dedup();
    from
}

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

/// The caption lines of a game's board: players, last move, turn or result.
pub(crate) fn caption(world: &World<'_, '_>, session: &Session) -> Result<Vec<Msg>, CoreError> {
    let row = &session.row;
    let mut lines = vec![
        Msg::new("caption-players")
            .variant("variant", row.variant)
            .msg("white", player_name(world, session, Color::White)?)
            .msg("black", player_name(world, session, Color::Black)?),
    ];
    if let Some(last) = session.last_move(world.tx)? {
        let text = session.game.position().move_text(last, Notation::Native);
        lines.push(Msg::new("caption-last").text("move", text));
    }
    let turn = session.turn();
    match row.status {
        Status::Open => lines.push(Msg::new("caption-waiting")),
        Status::Active if row.mode == Mode::Local => {
            lines.push(Msg::new("caption-turn-local").color("color", turn));
        }
        Status::Active => lines.push(
            Msg::new("caption-turn")
                .color("color", turn)
                .msg("player", player_name(world, session, turn)?),
        ),
        Status::Aborted => lines.push(Msg::new("caption-aborted")),
        Status::Finished => {
            if let Some(result) = world.tx.result(row.id)? {
                let reason = reason_msg(row.variant, &result.reason);
                lines.push(match result.winner {
                    Some(w) => Msg::new("caption-win")
                        .color("color", w)
                        .msg("player", player_name(world, session, w)?)
                        .msg("reason", reason),
                    None => Msg::new("caption-draw").msg("reason", reason),
                });
                if result.mars {
                    lines.push(mars_msg(row.variant));
                }
            }
        }
    }
    if row.status == Status::Active {
        if let Some(by) = row.draw_offer {
            lines.push(Msg::new("caption-draw-offer").color("color", by));
        }
        if let Some(secs) = row.clock_secs {
            lines.push(Msg::new("caption-clock").num("secs", i64::from(secs)));
        }
    }
    Ok(lines)
}

/// The buttons under a board. With the tap board the board's own buttons
/// replace Moves; where the buttons are all there is (an inline message),
/// only those that answer on the board itself remain.
fn actions(session: &Session, mode: Option<TapMode>) -> Vec<Action> {
    let row = &session.row;
    let rules = Action::Rules(row.variant);
    let only = mode == Some(TapMode::Only);
    match row.status {
        // A room is joined by its code, never by a button.
        Status::Open if row.mode == Mode::Room => vec![rules],
        Status::Open if only => vec![Action::Join],
        Status::Open => vec![Action::Join, rules],
        Status::Active => {
            let draw = if row.draw_offer.is_some() {
                Action::AcceptDraw
            } else {
                Action::OfferDraw
            };
            let mut list = match mode {
                None => vec![Action::Moves(0), Action::Resign],
                Some(TapMode::Off) => vec![Action::Moves(0), Action::TapMode, Action::Resign],
                Some(TapMode::On) => vec![Action::TapMode, Action::Resign],
                Some(TapMode::Only) => vec![Action::Resign],
            };
            if row.mode != Mode::Local && row.bot.is_none() {
                list.push(draw);
            }
            if !only {
                list.extend([Action::Board, rules]);
            }
            list
        }
        Status::Finished | Status::Aborted if only => Vec::new(),
        Status::Finished | Status::Aborted => vec![rules],
    }
}

#[cfg(test)]
mod tests {
    use super::natural;

    #[test]
    fn natural_order_sorts_numbers_by_value() {
        let mut v = vec!["10-14", "9-13", "9-14", "a10", "a2"];
        v.sort_by_key(|s| natural(s));
        assert_eq!(v, ["9-13", "9-14", "10-14", "a2", "a10"]);
    }
}
