//! Telegram updates to [`Request`]s: translation only, no decisions.
//!
//! - Text goes through [`parse::parse`], like every platform's chat text. A
//!   plain-text reply to one of the bot's board photos is a move
//!   ([`Command::Move`]), so a wrong one gets a helpful answer; other plain
//!   text stays [`Command::Text`] and the core decides.
//! - Commands addressed to another bot (`/new@otherbot`) and messages from
//!   bots are ignored.
//! - Stickers become [`Command::Sticker`], a new emoji reaction
//!   [`Command::Reaction`], a button press the command its payload encodes
//!   (with the game it belonged to).
//! - `/load` naming no record, as a message's text or a document's
//!   caption, reads the document of that message or of the one it answers
//!   ([`attached_record`]; the handler fetches it).
//! - Being added to a group counts as `/start` from whoever added the bot.
//! - A chosen inline result opens its game for the one who chose it
//!   ([`Command::InlineGame`] in the posted message).
//!
//! The update id becomes [`Request::update_id`], so a redelivered update is
//! recognised by the core and changes nothing.

use teloxide::types::{
    CallbackQuery, Chat, ChosenInlineResult, FileId, MaybeInaccessibleMessage, Message,
    MessageReactionUpdated, ReactionType, UpdateId, User, UserId,
};

use super::origin::Origin;
use crate::adapters::{attached, without_nul};
use crate::app::{
    ChatInfo, ChatKey, ChatKind, Command, Platform, Request, Sticker, UserInfo, UserKey,
};
use crate::text::{callback, parse, variants};

/// Who the bot is, for recognising replies to it and commands meant for it.
#[derive(Clone, Debug)]
pub(crate) struct Identity {
    /// The bot's user id.
    pub id: UserId,
    /// The bot's username, without `@`.
    pub username: String,
}

/// The request a message stands for, if any.
pub(crate) fn from_message(update: UpdateId, msg: &Message, me: &Identity) -> Option<Request> {
    let from = msg.from.as_ref().filter(|u| !u.is_bot)?;
    let command = if let Some(text) = msg.text() {
        if addressed_elsewhere(text, &me.username) {
            return None;
        }
        match parse::parse(&without_nul(text))? {
            Command::Text(plain) if replies_to_board(msg, me) => Command::Move(plain),
            command => command,
        }
    } else if let Some(caption) = msg.caption().filter(|_| msg.document().is_some()) {
        // A document's caption counts only as `/load` naming no record:
        // the document is the record ([`attached_record`]).
        if addressed_elsewhere(caption, &me.username) {
            return None;
        }
        parse::parse(&without_nul(caption)).filter(attached::wants_file)?
    } else if let Some(sticker) = msg.sticker() {
        Command::Sticker(Sticker {
            id: sticker.file.id.0.clone(),
            emoji: sticker.emoji.clone(),
            image_url: None,
        })
    } else if msg
        .new_chat_members()
        .is_some_and(|members| members.iter().any(|m| m.id == me.id))
    {
        Command::Start
    } else {
        return None;
    };
    let origin = (!msg.chat.is_private()).then(|| Origin::Message(msg.id).encode());
    Some(request(update, from, &msg.chat, command, None, origin))
}

/// A file `/load` may read, attached to a message or to the one it
/// answers.
#[derive(Clone, Debug)]
pub(crate) struct Attached {
    /// The file's id, for `getFile`.
    pub file: FileId,
    /// The text of the `/load` that asks for it (a message's text or a
    /// document's caption).
    pub text: String,
}

/// The record file `request`, read from `msg`, asks for: the document of
/// the message itself or of the message it replies to, when the request is
/// a `/load` that names no record.
pub(crate) fn attached_record(msg: &Message, request: &Request) -> Option<Attached> {
    if !attached::wants_file(&request.command) {
        return None;
    }
    let document = msg
        .document()
        .or_else(|| msg.reply_to_message()?.document())?;
    Some(Attached {
        file: document.file.id.clone(),
        text: without_nul(msg.text().or(msg.caption())?),
    })
}

/// The request a button press stands for; `None` for presses whose payload
/// is not ours (they are still answered, by the caller).
pub(crate) fn from_callback(update: UpdateId, query: &CallbackQuery) -> Option<Request> {
    let press = callback::decode(query.data.as_deref()?)?;
    if matches!(press.command, Command::InlineGame(_)) {
        return None;
    }
    let message = query.message.as_ref()?;
    let on_text = match message {
        MaybeInaccessibleMessage::Regular(m) => m.text().is_some(),
        MaybeInaccessibleMessage::Inaccessible(_) => false,
    };
    let origin = Origin::Press {
        query: query.id.clone(),
        message: message.id(),
        on_text,
    };
    Some(request(
        update,
        &query.from,
        message.chat(),
        press.command,
        press.game,
        Some(origin.encode()),
    ))
}

/// The request a press on a message posted through inline mode stands
/// for. That message is a chat of its own ([`inline_chat_key`]); the Join
/// button of a freshly posted game ([`Command::InlineGame`]) is understood
/// only there.
pub(crate) fn from_inline_callback(update: UpdateId, query: &CallbackQuery) -> Option<Request> {
    let inline = query.inline_message_id.as_deref()?;
    let press = callback::decode(query.data.as_deref()?)?;
    let origin = Origin::InlinePress {
        query: query.id.clone(),
    };
    Some(Request {
        update_id: Some(update.0.to_string()),
        user: user_info(&query.from),
        chat: ChatInfo {
            key: inline_chat_key(inline),
            kind: ChatKind::Group,
            server: None,
        },
        command: press.command,
        game: press.game,
        origin: Some(origin.encode()),
        admin: false,
    })
}

/// The request a chosen inline result stands for: its chooser opens the
/// game of the variant it names in the message it posted, as if they had
/// pressed Join first, so that the one who posted the game plays it.
/// Without an `inline_message_id` (a result without buttons) there is no
/// message to play in.
pub(crate) fn from_chosen(update: UpdateId, chosen: &ChosenInlineResult) -> Option<Request> {
    let inline = chosen.inline_message_id.as_deref()?;
    let variant = variants::find(&chosen.result_id)?;
    Some(Request {
        update_id: Some(update.0.to_string()),
        user: user_info(&chosen.from),
        chat: ChatInfo {
            key: inline_chat_key(inline),
            kind: ChatKind::Group,
            server: None,
        },
        command: Command::InlineGame(variant),
        game: None,
        origin: None,
        admin: false,
    })
}

/// The chat key of a message posted through inline mode: the courier edits
/// it by its `inline_message_id`.
pub(crate) fn inline_chat_key(inline_message_id: &str) -> ChatKey {
    ChatKey::new(
        Platform::Telegram,
        format!("{INLINE_PREFIX}{inline_message_id}"),
    )
}

/// What starts the chat id of an inline message (Telegram's chat ids are
/// numbers, so they never start so).
pub(crate) const INLINE_PREFIX: &str = "inline:";

/// The request a reaction update stands for: the first emoji that is new.
/// Removed reactions, custom emoji and anonymous reactions say nothing.
pub(crate) fn from_reaction(
    update: UpdateId,
    reaction: &MessageReactionUpdated,
) -> Option<Request> {
    let user = reaction.user().filter(|u| !u.is_bot)?;
    let emoji = reaction.new_reaction.iter().find_map(|r| match r {
        ReactionType::Emoji { emoji } if !reaction.old_reaction.contains(r) => Some(emoji.clone()),
        _ => None,
    })?;
    Some(request(
        update,
        user,
        &reaction.chat,
        Command::Reaction {
            emoji,
            message_id: reaction.message_id.0.to_string(),
        },
        None,
        None,
    ))
}

/// The chat key of a Telegram chat.
pub(crate) fn chat_key(chat: &Chat) -> ChatKey {
    ChatKey::new(Platform::Telegram, chat.id.0.to_string())
}

/// A request from `user` in `chat` for an update, saying nothing yet (a
/// `start`, until the caller says more).
pub(crate) fn request_for(update: UpdateId, user: &User, chat: &Chat) -> Request {
    request(update, user, chat, Command::Start, None, None)
}

fn request(
    update: UpdateId,
    user: &User,
    chat: &Chat,
    command: Command,
    game: Option<i64>,
    origin: Option<String>,
) -> Request {
    Request {
        update_id: Some(update.0.to_string()),
        user: user_info(user),
        chat: ChatInfo {
            key: chat_key(chat),
            kind: if chat.is_private() {
                ChatKind::Private
            } else {
                ChatKind::Group
            },
            server: None,
        },
        command,
        game,
        origin,
        admin: false,
    }
}

fn user_info(user: &User) -> UserInfo {
    UserInfo {
        key: UserKey::new(Platform::Telegram, user.id.0.to_string()),
        name: without_nul(&user.full_name()),
        language_code: user.language_code.as_deref().map(without_nul),
    }
}

/// Whether a `/command@name` names another bot.
fn addressed_elsewhere(text: &str, username: &str) -> bool {
    let Some(body) = text.trim_start().strip_prefix('/') else {
        return false;
    };
    let word = body.split_whitespace().next().unwrap_or_default();
    match word.split_once('@') {
        Some((_, name)) => !name.eq_ignore_ascii_case(username),
        None => false,
    }
}

/// Whether a message replies to one of the bot's photos (its boards).
fn replies_to_board(msg: &Message, me: &Identity) -> bool {
    msg.reply_to_message().is_some_and(|target| {
        target.from.as_ref().is_some_and(|u| u.id == me.id) && target.photo().is_some()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn me() -> Identity {
        Identity {
            id: UserId(777),
            username: "damabot".into(),
        }
    }

    fn message(value: serde_json::Value) -> Message {
        serde_json::from_value(value).expect("a valid message")
    }

    fn group_text(text: &str) -> serde_json::Value {
        json!({
            "message_id": 10, "date": 1_700_000_000,
            "chat": {"id": -100, "type": "group", "title": "club"},
            "from": {"id": 5, "is_bot": false, "first_name": "Ali", "last_name": "Rezaei", "language_code": "fa"},
            "text": text
        })
    }

    #[test]
    fn group_commands_carry_user_chat_language_and_reply_target() {
        let req = from_message(
            UpdateId(9),
            &message(group_text("/new@DamaBot turkish")),
            &me(),
        )
        .expect("a request");
        assert_eq!(req.update_id.as_deref(), Some("9"));
        assert_eq!(req.user.key, UserKey::new(Platform::Telegram, "5"));
        assert_eq!(req.user.name, "Ali Rezaei");
        assert_eq!(req.user.language_code.as_deref(), Some("fa"));
        assert_eq!(req.chat.key, ChatKey::new(Platform::Telegram, "-100"));
        assert_eq!(req.chat.kind, ChatKind::Group);
        assert!(matches!(req.command, Command::New { .. }));
        assert_eq!(
            req.origin.as_deref().and_then(Origin::decode),
            Some(Origin::Message(teloxide::types::MessageId(10)))
        );
    }

    #[test]
    fn commands_for_other_bots_and_messages_from_bots_are_ignored() {
        assert!(
            from_message(
                UpdateId(1),
                &message(group_text("/new@otherbot turkish")),
                &me()
            )
            .is_none()
        );
        let mut from_bot = group_text("/help");
        from_bot["from"]["is_bot"] = json!(true);
        assert!(from_message(UpdateId(1), &message(from_bot), &me()).is_none());
    }

    #[test]
    fn a_plain_reply_to_the_board_is_a_move_and_other_plain_text_is_text() {
        let mut reply = group_text("c3 d4");
        reply["reply_to_message"] = json!({
            "message_id": 3, "date": 1_700_000_000,
            "chat": {"id": -100, "type": "group", "title": "club"},
            "from": {"id": 777, "is_bot": true, "first_name": "Damabot", "username": "damabot"},
            "photo": [{"file_id": "p", "file_unique_id": "u", "width": 512, "height": 512}]
        });
        let req = from_message(UpdateId(2), &message(reply), &me()).expect("a request");
        assert_eq!(req.command, Command::Move("c3 d4".into()));
        let req =
            from_message(UpdateId(3), &message(group_text("c3 d4")), &me()).expect("a request");
        assert_eq!(req.command, Command::Text("c3 d4".into()));
    }

    #[test]
    fn stickers_and_being_added_are_understood_and_other_media_ignored() {
        let mut sticker = group_text("");
        sticker.as_object_mut().expect("object").remove("text");
        sticker["sticker"] = json!({"file_id": "STK1", "file_unique_id": "u", "type": "regular",
            "width": 512, "height": 512, "is_animated": false, "is_video": false, "emoji": "😀"});
        let req = from_message(UpdateId(4), &message(sticker.clone()), &me()).expect("a request");
        assert_eq!(
            req.command,
            Command::Sticker(Sticker {
                id: "STK1".into(),
                emoji: Some("😀".into()),
                image_url: None
            })
        );
        let mut added = sticker.clone();
        added.as_object_mut().expect("object").remove("sticker");
        added["new_chat_members"] = json!([{"id": 777, "is_bot": true, "first_name": "Damabot"}]);
        assert_eq!(
            from_message(UpdateId(5), &message(added), &me()).map(|r| r.command),
            Some(Command::Start)
        );
        let mut photo = sticker;
        photo.as_object_mut().expect("object").remove("sticker");
        photo["photo"] = json!([{"file_id": "p", "file_unique_id": "u", "width": 5, "height": 5}]);
        assert!(from_message(UpdateId(6), &message(photo), &me()).is_none());
    }

    #[test]
    fn presses_carry_their_game_and_a_toast_origin() {
        let query: CallbackQuery = serde_json::from_value(json!({
            "id": "q1", "chat_instance": "ci", "data": "resign:12",
            "from": {"id": 5, "is_bot": false, "first_name": "Ali"},
            "message": {"message_id": 3, "date": 1_700_000_000,
                "chat": {"id": -100, "type": "group", "title": "club"},
                "photo": [{"file_id": "p", "file_unique_id": "u", "width": 512, "height": 512}]}
        }))
        .expect("a valid query");
        let req = from_callback(UpdateId(7), &query).expect("a request");
        assert_eq!((req.command.clone(), req.game), (Command::Resign, Some(12)));
        assert_eq!(
            req.origin.as_deref().and_then(Origin::decode),
            Some(Origin::Press {
                query: teloxide::types::CallbackQueryId("q1".into()),
                message: teloxide::types::MessageId(3),
                on_text: false
            })
        );
        let mut junk = query;
        junk.data = Some("nuke:everything".into());
        assert!(from_callback(UpdateId(8), &junk).is_none());
        junk.data = Some("inline:russian".into());
        assert!(from_callback(UpdateId(9), &junk).is_none());
    }

    #[test]
    fn a_press_on_an_inline_message_acts_in_that_message() {
        let query: CallbackQuery = serde_json::from_value(json!({
            "id": "q2", "chat_instance": "ci", "data": "inline:russian",
            "inline_message_id": "AAQx-42",
            "from": {"id": 5, "is_bot": false, "first_name": "Ali", "language_code": "tr"}
        }))
        .expect("a valid query");
        let req = from_inline_callback(UpdateId(10), &query).expect("a request");
        assert_eq!(req.command, Command::InlineGame(draughts::Variant::Russian));
        assert_eq!(req.chat.key, inline_chat_key("AAQx-42"));
        assert_eq!(req.chat.kind, ChatKind::Group);
        assert_eq!(req.user.language_code.as_deref(), Some("tr"));
        assert_eq!(
            req.origin.as_deref().and_then(Origin::decode),
            Some(Origin::InlinePress {
                query: teloxide::types::CallbackQueryId("q2".into())
            })
        );
    }

    #[test]
    fn a_chosen_inline_result_opens_its_game_for_the_chooser() {
        let chosen: ChosenInlineResult = serde_json::from_value(json!({
            "result_id": "russian", "query": "rus", "inline_message_id": "AAQx-42",
            "from": {"id": 5, "is_bot": false, "first_name": "Ali", "language_code": "tr"}
        }))
        .expect("a valid chosen result");
        let req = from_chosen(UpdateId(11), &chosen).expect("a request");
        assert_eq!(req.command, Command::InlineGame(draughts::Variant::Russian));
        assert_eq!(req.chat.key, inline_chat_key("AAQx-42"));
        assert_eq!(req.user.key, UserKey::new(Platform::Telegram, "5"));
        assert_eq!(req.update_id.as_deref(), Some("11"));
        let mut without = chosen;
        without.inline_message_id = None;
        assert!(from_chosen(UpdateId(12), &without).is_none());
    }

    #[test]
    fn only_new_emoji_reactions_count() {
        let update = |old: serde_json::Value, new: serde_json::Value| -> MessageReactionUpdated {
            serde_json::from_value(json!({
                "chat": {"id": -100, "type": "group", "title": "club"},
                "message_id": 3, "date": 1_700_000_000,
                "user": {"id": 5, "is_bot": false, "first_name": "Ali"},
                "old_reaction": old, "new_reaction": new
            }))
            .expect("a valid reaction")
        };
        let thumbs = json!({"type": "emoji", "emoji": "👍"});
        let fire = json!({"type": "emoji", "emoji": "🔥"});
        let req = from_reaction(UpdateId(1), &update(json!([thumbs]), json!([thumbs, fire])))
            .expect("a request");
        assert_eq!(
            req.command,
            Command::Reaction {
                emoji: "🔥".into(),
                message_id: "3".into()
            }
        );
        assert!(from_reaction(UpdateId(2), &update(json!([thumbs]), json!([]))).is_none());
    }
}
