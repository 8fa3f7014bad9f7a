//! Private rooms: created with an unguessable code, joined from any chat on
//! any platform, watched by spectators, and relaying stickers, reactions and
//! short messages between their members.

use draughts::{Color, Position, Variant};

use crate::app::core::context::{Actor, World};
use crate::app::core::language::language;
use crate::app::error::CoreError;
use crate::app::game::ping;
use crate::app::game::session::Session;
use crate::app::game::turn;
use crate::app::view::board;
use crate::app::{Action, Body, Msg, Sticker};
use crate::domain::{ChatKind, GameChat, Member, Mode, NewGame, Room, Status, TimeControl, code};

/// Length of a new code: 11 characters of 31 are 54.5 bits, so that
/// guessing gets nowhere even from many accounts, each held to its own
/// limit ([`MAX_ATTEMPTS`]) and none held back by the others.
pub(crate) const CODE_LEN: usize = 11;
/// Length of the codes made before they were lengthened, still accepted
/// until those rooms expire.
const OLD_CODE_LEN: usize = 7;
/// A room expires this long after it was last used.
pub(crate) const ROOM_TTL_MS: i64 = 24 * 3600 * 1000;
/// Failed code attempts allowed per user in [`ATTEMPT_WINDOW_MS`].
pub(crate) const MAX_ATTEMPTS: u32 = 8;
/// The window of the code-attempt limit.
pub(crate) const ATTEMPT_WINDOW_MS: i64 = 10 * 60 * 1000;
/// Relays a member may send per [`RELAY_WINDOW_MS`].
pub(crate) const MAX_RELAYS: u32 = 12;
/// The window of the relay throttle.
pub(crate) const RELAY_WINDOW_MS: i64 = 60 * 1000;
/// The longest relayed text, in characters.
pub(crate) const MAX_SAY_CHARS: usize = 300;

/// A fresh code from the operating system's random generator.
fn new_code() -> Result<String, CoreError> {
    code::fresh(CODE_LEN, getrandom::fill).map_err(CoreError::Random)
}

/// Whether text has the shape of a room code.
pub(crate) fn is_code(text: &str) -> bool {
    [OLD_CODE_LEN, CODE_LEN]
        .into_iter()
        .any(|len| code::is_code(text, len))
}

/// `room <variant> [rated] [clock <control>]`: a rated room without a
/// clock gets the rated per-move clock.
pub(crate) fn create(
    world: &mut World<'_, '_>,
    actor: &Actor,
    variant: Variant,
    rated: bool,
    clock: Option<TimeControl>,
) -> Result<(), CoreError> {
    if world.tx.live_game_in_chat(actor.chat_id)?.is_some() {
        actor.reply_with(world, Msg::new("game-exists"), vec![Action::Board]);
        return Ok(());
    }
    let color = variant.first_to_move();
    let row = world.tx.insert_game(
        &NewGame {
            variant,
            mode: Mode::Room,
            rated,
            status: Status::Open,
            creator: actor.user.id,
            white: (color == Color::White).then_some(actor.user.id),
            black: (color == Color::Black).then_some(actor.user.id),
            bot: None,
            start_fen: Position::start(variant).to_fen(),
            clock: clock.or(rated.then_some(TimeControl::PerMove {
                secs: world.config.turn_secs,
            })),
            deadline: None,
        },
        world.now,
    )?;
    world.tx.attach_chat(
        row.id,
        &GameChat {
            chat: actor.chat_id,
            user: Some(actor.user.id),
            viewer: Some(color),
            spectator: false,
            board_message: None,
        },
    )?;
    let code = loop {
        let code = new_code()?;
        if world.tx.insert_room(&code, row.id, world.now)? {
            break code;
        }
    };
    world.tx.add_member(
        &code,
        &Member {
            user: actor.user.id,
            chat: actor.chat_id,
            spectator: false,
            muted: false,
            unreachable: false,
        },
        world.now,
    )?;
    let id = if rated {
        "room-created-rated"
    } else {
        "room-created"
    };
    actor.reply(
        world,
        Msg::new(id)
            .variant("variant", variant)
            .text("code", code.clone()),
    );
    actor.reply(world, Msg::new("room-code").text("code", code));
    Ok(())
}

/// Finds a room by code, counting failures against the user's limit and
/// everyone's; answers the user itself when there is no usable room. A
/// limited attempt is refused before the code is looked at, so the refusal
/// says nothing about whether the code exists.
fn find(world: &mut World<'_, '_>, actor: &Actor, code: &str) -> Result<Option<Room>, CoreError> {
    let mine = world
        .tx
        .code_attempts_since(actor.user.id, world.now - ATTEMPT_WINDOW_MS)?;
    if mine >= MAX_ATTEMPTS {
        actor.tell(world, Msg::new("room-rate-limited"));
        return Ok(None);
    }
    let room = if is_code(code) {
        world.tx.room(code, world.now - ROOM_TTL_MS)?
    } else {
        None
    };
    if room.is_none() {
        world.tx.record_code_attempt(actor.user.id, world.now)?;
        actor.tell(world, Msg::new("room-not-found").echo("code", code));
    }
    Ok(room)
}

/// `join <code>`: take the room's open seat; a rated room's game taken by
/// an account linked to its creator starts unrated.
pub(crate) fn join(world: &mut World<'_, '_>, actor: &Actor, code: &str) -> Result<(), CoreError> {
    let Some(room) = find(world, actor, code)? else {
        return Ok(());
    };
    let mut session = Session::by_id(world.tx, room.game)?;
    if session.row.creator == actor.user.id {
        actor.tell(world, Msg::new("join-own-game"));
        return Ok(());
    }
    match session.row.status {
        Status::Open => {}
        Status::Active => {
            actor.tell(world, Msg::new("room-full").text("code", room.code.clone()));
            return Ok(());
        }
        Status::Finished | Status::Aborted => {
            actor.tell(world, Msg::new("room-over").text("code", room.code.clone()));
            return Ok(());
        }
    }
    // One person's accounts do not play each other rated (`link`): the
    // game starts unrated, and says so.
    let linked = session.row.rated && world.tx.same_person(session.row.creator, actor.user.id)?;
    let shown_here = world
        .tx
        .game_chats(room.game)?
        .iter()
        .any(|gc| gc.chat == actor.chat_id);
    if !shown_here && world.tx.live_game_in_chat(actor.chat_id)?.is_some() {
        actor.reply_with(world, Msg::new("game-exists"), vec![Action::Board]);
        return Ok(());
    }
    let open = session.seat_opponent(actor.user.id, world.now);
    if linked {
        session.row.rated = false;
    }
    session.save(world)?;
    if shown_here {
        world.tx.attach_chat(
            room.game,
            &GameChat {
                chat: actor.chat_id,
                user: None,
                viewer: None,
                spectator: false,
                board_message: None,
            },
        )?;
    } else {
        world.tx.attach_chat(
            room.game,
            &GameChat {
                chat: actor.chat_id,
                user: Some(actor.user.id),
                viewer: Some(open),
                spectator: false,
                board_message: None,
            },
        )?;
    }
    add(world, &room, actor, false)?;
    if linked {
        board::announce(world, &session, &Msg::new("game-unrated-linked"))?;
    }
    board::show(world, &session, true)?;
    ping::turn_passed(world, &session)?;
    turn::request_bot(world, &session);
    Ok(())
}

/// `watch <code>`: follow a room as a spectator.
pub(crate) fn watch(world: &mut World<'_, '_>, actor: &Actor, code: &str) -> Result<(), CoreError> {
    let Some(room) = find(world, actor, code)? else {
        return Ok(());
    };
    let session = Session::by_id(world.tx, room.game)?;
    let gc = GameChat {
        chat: actor.chat_id,
        user: Some(actor.user.id),
        viewer: Some(Color::White),
        spectator: true,
        board_message: None,
    };
    let already = world
        .tx
        .game_chats(room.game)?
        .into_iter()
        .any(|g| g.chat == actor.chat_id);
    if !already {
        world.tx.attach_chat(room.game, &gc)?;
    }
    add(world, &room, actor, true)?;
    actor.reply(
        world,
        Msg::new("room-watching").text("code", room.code.clone()),
    );
    board::show_in(world, &session, &gc, true)
}

fn add(
    world: &mut World<'_, '_>,
    room: &Room,
    actor: &Actor,
    spectator: bool,
) -> Result<(), CoreError> {
    world.tx.add_member(
        &room.code,
        &Member {
            user: actor.user.id,
            chat: actor.chat_id,
            spectator,
            muted: false,
            unreachable: false,
        },
        world.now,
    )?;
    world.tx.touch_room(&room.code, world.now)?;
    let msg = Msg::new(if spectator {
        "room-spectator-joined"
    } else {
        "room-player-joined"
    })
    .text("name", actor.user.name.clone());
    relay_to_others(world, room, actor, |_, _| Body::Text {
        msg: msg.clone(),
        actions: Vec::new(),
        private: false,
    })
}

/// Plain text that is no move: relayed to the room in a private chat (or
/// answered with a hint), and ignored in groups.
pub(crate) fn plain_text(
    world: &mut World<'_, '_>,
    actor: &Actor,
    text: &str,
) -> Result<(), CoreError> {
    if actor.chat.kind == ChatKind::Private && !relay(world, actor, Relay::Say(text))? {
        actor.tell(world, Msg::new("plain-text-hint"));
    }
    Ok(())
}

/// What a member sends to the others.
pub(crate) enum Relay<'a> {
    /// A short message (`say`, or plain text in a private chat).
    Say(&'a str),
    /// A sticker.
    Sticker(&'a Sticker),
    /// An emoji reaction on the board.
    Reaction(&'a str),
}

/// The room the actor takes part in from this chat, if any.
pub(crate) fn room_here(world: &World<'_, '_>, actor: &Actor) -> Result<Option<Room>, CoreError> {
    Ok(world
        .tx
        .room_of_chat(actor.chat_id, actor.user.id, world.now - ROOM_TTL_MS)?)
}

/// Relays an item from the actor to the other members of their room.
/// Returns `false` when the actor is in no room (the caller decides whether
/// that deserves an answer).
pub(crate) fn relay(
    world: &mut World<'_, '_>,
    actor: &Actor,
    item: Relay<'_>,
) -> Result<bool, CoreError> {
    let Some(room) = room_here(world, actor)? else {
        return Ok(false);
    };
    if world
        .tx
        .relays_since(actor.user.id, world.now - RELAY_WINDOW_MS)?
        >= MAX_RELAYS
    {
        actor.tell(world, Msg::new("relay-throttled"));
        return Ok(true);
    }
    world.tx.record_relay(actor.user.id, world.now)?;
    world.tx.touch_room(&room.code, world.now)?;
    let from = actor.user.name.clone();
    let sender_platform = actor.chat.key.platform;
    let board_messages = world.tx.game_chats(room.game)?;
    relay_to_others(world, &room, actor, |member, platform| match &item {
        Relay::Say(text) => Body::Text {
            msg: Msg::new("relay-say")
                .text("name", from.clone())
                .text("text", text.chars().take(MAX_SAY_CHARS).collect::<String>()),
            actions: Vec::new(),
            private: false,
        },
        Relay::Sticker(sticker) if platform == sender_platform => Body::Sticker {
            from: from.clone(),
            sticker: (*sticker).clone(),
        },
        Relay::Sticker(sticker) => Body::Text {
            msg: Msg::new("relay-sticker-emoji")
                .text("name", from.clone())
                .text(
                    "emoji",
                    sticker.emoji.clone().unwrap_or_else(|| "🖼".to_owned()),
                ),
            actions: Vec::new(),
            private: false,
        },
        Relay::Reaction(emoji) => Body::Reaction {
            from: from.clone(),
            emoji: (*emoji).to_owned(),
            on_message: board_messages
                .iter()
                .find(|gc| gc.chat == member.chat)
                .and_then(|gc| gc.board_message.clone()),
        },
    })?;
    Ok(true)
}

/// Sends `body(member, platform)` to every other member who has not muted
/// relays.
fn relay_to_others(
    world: &mut World<'_, '_>,
    room: &Room,
    actor: &Actor,
    body: impl Fn(&Member, crate::app::Platform) -> Body,
) -> Result<(), CoreError> {
    for member in world.tx.members(&room.code)? {
        if member.user == actor.user.id || member.muted {
            continue;
        }
        let chat = world.tx.chat(member.chat)?;
        let lang = language(&world.tx.user(member.user)?);
        let b = body(&member, chat.key.platform);
        world.emit(chat.key, lang, b);
    }
    Ok(())
}

/// `mute`: stop or resume receiving the room's relays.
pub(crate) fn mute(world: &mut World<'_, '_>, actor: &Actor) -> Result<(), CoreError> {
    let Some(room) = room_here(world, actor)? else {
        actor.tell(world, Msg::new("say-no-room"));
        return Ok(());
    };
    let muted = world.tx.toggle_mute(&room.code, actor.user.id)?;
    actor.reply(
        world,
        Msg::new(if muted {
            "relay-muted"
        } else {
            "relay-unmuted"
        }),
    );
    Ok(())
}

/// A relay to a chat could not be delivered (the member blocked the bot):
/// the other members hear about it once; the game goes on.
pub(crate) fn unreachable(
    world: &mut World<'_, '_>,
    chat: crate::domain::ChatId,
) -> Result<(), CoreError> {
    for (code, user) in world.tx.mark_unreachable(chat)? {
        let name = world.tx.user(user)?.name;
        for member in world.tx.members(&code)? {
            if member.user == user || member.muted {
                continue;
            }
            let chat = world.tx.chat(member.chat)?;
            let lang = language(&world.tx.user(member.user)?);
            world.emit(
                chat.key,
                lang,
                Body::Text {
                    msg: Msg::new("relay-failed").text("name", name.clone()),
                    actions: Vec::new(),
                    private: false,
                },
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_only_the_alphabet_and_differ() {
        let a = new_code().expect("os random");
        let b = new_code().expect("os random");
        assert!(is_code(&a) && is_code(&b), "{a} {b}");
        assert_eq!(a.len(), CODE_LEN);
        assert_ne!(a, b);
    }

    #[test]
    fn codes_carry_at_least_50_bits() {
        let bits = CODE_LEN as f64 * (code::ALPHABET.len() as f64).log2();
        assert!(bits >= 50.0, "{bits} bits");
    }

    #[test]
    fn look_alikes_are_not_codes() {
        assert!(!is_code("ABC0EFGHJKM"));
        assert!(!is_code("ABC1EFGHJKM"));
        assert!(!is_code("abcdefghjkm"));
        assert!(!is_code("ABCDEFGHJK"));
        assert!(is_code("K7MPQ2ABCDE"));
        assert!(is_code("K7MPQ2A"), "a code made before codes grew");
    }
}
