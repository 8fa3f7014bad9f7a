//! Gateway events other than interactions: reactions on the bot's messages
//! (keycaps play moves, others are relayed in rooms), and messages where
//! Discord delivers their content without the privileged intent: DMs, and
//! guild messages that @mention the bot (`@damabot c3-d4`, `!m c3-d4`).
//! A `load` that names no record reads the file attached to its message,
//! or to the message it answers ([`files`]).
//! A message or a keycap move the database did not take is told so in its
//! channel ([`notices`]).

use std::sync::Arc;

use serenity::all::{Context, Message, Reaction, ReactionType, UserId};

use crate::adapters::{attached, without_nul};
use crate::app::{Command, Request, Sticker, keycap_number};
use crate::text::{callback, parse};

use super::notices::Notice;
use super::{Adapter, files, who};

/// A reaction added to a message. A keycap on a board the adapter posted
/// plays that board's numbered move, pinned to the version it showed;
/// anything else goes to the core as a reaction.
pub(super) async fn reaction(ctx: &Context, adapter: &Adapter, reaction: Reaction) {
    let Some(user_id) = reaction.user_id else {
        return;
    };
    let Some(bot) = adapter.bot_id() else {
        return;
    };
    if user_id == bot
        || reaction
            .message_author_id
            .is_some_and(|author| author != bot)
    {
        return;
    }
    let ReactionType::Unicode(emoji) = &reaction.emoji else {
        return;
    };
    let pick = keycap_number(emoji).and_then(|n| adapter.boards.pick(reaction.message_id, n));
    let press = pick.as_deref().and_then(callback::decode);
    let message = reaction.message_id;
    let (command, game, update_id) = match press {
        Some(press) => (
            press.command,
            press.game,
            format!("r{message}:{user_id}:{}", pick.unwrap_or_default()),
        ),
        None => (
            Command::Reaction {
                emoji: emoji.clone(),
                message_id: message.to_string(),
            },
            None,
            format!("r{message}:{user_id}:{emoji}"),
        ),
    };
    let played = game.is_some();
    let user = match &reaction.member {
        Some(member) => who::user(&member.user, member.nick.as_deref(), None),
        None => match ctx.http.get_user(user_id).await {
            Ok(user) => who::user(&user, None, None),
            Err(e) => {
                tracing::warn!(error = %e, "could not look up the user who reacted");
                return;
            }
        },
    };
    // A keycap that waits is told; any other reaction is at most relayed,
    // and a notice about it would be louder than the reaction.
    let notice = played.then(|| Notice::Channel {
        http: Arc::clone(&ctx.http),
        channel: reaction.channel_id,
        message: None,
    });
    let request = Request {
        update_id: Some(update_id),
        user,
        chat: who::chat(reaction.channel_id, reaction.guild_id),
        command,
        game,
        origin: None,
        admin: false,
    };
    adapter.submit(request, None, notice).await;
    if played && reaction.guild_id.is_some() {
        take_back(ctx, &reaction, user_id).await;
    }
}

/// Removes a player's keycap once it played, so the same number can be
/// reacted again on the next position. It needs the Manage Messages
/// permission; without it the keycap simply stays.
async fn take_back(ctx: &Context, reaction: &Reaction, user: UserId) {
    let removed = ctx
        .http
        .delete_reaction(
            reaction.channel_id,
            reaction.message_id,
            user,
            &reaction.emoji,
        )
        .await;
    if let Err(e) = removed {
        tracing::debug!(error = %e, "could not remove a played keycap");
    }
}

/// A message: a sticker, or text in a DM, or text that @mentions the bot or
/// starts with `!` in a guild. Other guild chatter is none of the bot's
/// business.
pub(super) async fn message(ctx: &Context, adapter: &Adapter, message: Message) {
    if message.author.bot {
        return;
    }
    let Some(mut command) = command_of(&message, adapter.bot_id()) else {
        return;
    };
    if attached::wants_file(&command)
        && let Some(file) = files::attachment(&message)
    {
        let fetched = files::fetch(&adapter.files, file).await;
        let text = command_text(&message, adapter.bot_id());
        command = attached::command(&text, fetched);
    }
    let request = Request {
        update_id: Some(format!("m{}", message.id)),
        user: who::user(
            &message.author,
            message.member.as_ref().and_then(|m| m.nick.as_deref()),
            None,
        ),
        chat: who::chat(message.channel_id, message.guild_id),
        command,
        game: None,
        origin: None,
        admin: false,
    };
    let notice = Notice::Channel {
        http: Arc::clone(&ctx.http),
        channel: message.channel_id,
        message: Some(message.id),
    };
    adapter.submit(request, None, Some(notice)).await;
}

/// What a message asks of the bot, if anything.
fn command_of(message: &Message, bot: Option<UserId>) -> Option<Command> {
    if let Some(sticker) = message.sticker_items.first() {
        return Some(Command::Sticker(Sticker {
            id: sticker.id.to_string(),
            emoji: None,
            image_url: sticker.image_url(),
        }));
    }
    let mentioned = bot.is_some_and(|bot| message.mentions.iter().any(|u| u.id == bot));
    let text = command_text(message, bot);
    let in_dm = message.guild_id.is_none();
    if mentioned && text.is_empty() {
        return Some(Command::Help(None));
    }
    if in_dm || mentioned || text.starts_with('!') {
        parse::parse(&without_nul(&text))
    } else {
        None
    }
}

/// A message's text without the bot's mentions.
fn command_text(message: &Message, bot: Option<UserId>) -> String {
    match bot {
        Some(bot) => without_mention(&message.content, bot),
        None => message.content.trim().to_owned(),
    }
}

/// The text with the bot's mentions (`<@id>`, `<@!id>`) taken out.
fn without_mention(content: &str, bot: UserId) -> String {
    content
        .replace(&format!("<@{bot}>"), " ")
        .replace(&format!("<@!{bot}>"), " ")
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const BOT: u64 = 99;

    fn message(content: &str, guild: bool, mention: bool) -> Message {
        let author = json!({"id": "7", "username": "ali", "avatar": null});
        let bot =
            json!({"id": BOT.to_string(), "username": "damabot", "avatar": null, "bot": true});
        let mut m = json!({
            "id": "5", "channel_id": "3", "author": author, "content": content,
            "timestamp": "2025-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false,
            "mentions": if mention { json!([bot]) } else { json!([]) },
            "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
        });
        if guild {
            m["guild_id"] = json!("1");
        }
        serde_json::from_value(m).expect("a valid message")
    }

    fn command(content: &str, guild: bool, mention: bool) -> Option<Command> {
        command_of(&message(content, guild, mention), Some(UserId::new(BOT)))
    }

    #[test]
    fn dms_take_any_text_and_guilds_only_mentions_or_bang_commands() {
        assert_eq!(
            command("c3-d4", false, false),
            Some(Command::Text("c3-d4".into()))
        );
        assert_eq!(command("nice move", true, false), None);
        assert_eq!(
            command("!m c3-d4", true, false),
            Some(Command::Move("c3-d4".into()))
        );
        assert_eq!(
            command("<@99> c3-d4", true, true),
            Some(Command::Text("c3-d4".into()))
        );
        assert_eq!(
            command("<@!99> !m c3-d4", true, true),
            Some(Command::Move("c3-d4".into()))
        );
        assert_eq!(command("<@99>", true, true), Some(Command::Help(None)));
    }
}
