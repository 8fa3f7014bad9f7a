//! Who and where, in the core's words: a Discord user becomes a
//! [`UserInfo`], a channel a [`ChatInfo`].

use serenity::all::{ChannelId, GuildId, User};

use crate::adapters::without_nul;
use crate::app::{ChatInfo, ChatKey, ChatKind, Platform, UserInfo, UserKey};

/// The user as the core knows them: the server nickname, else the display
/// name, else the user name; the client's locale (e.g. `tr`, `en-US`) as the
/// language code (the core prefers a stored `lang` choice).
pub(super) fn user(user: &User, nick: Option<&str>, locale: Option<&str>) -> UserInfo {
    let name = nick.or(user.global_name.as_deref()).unwrap_or(&user.name);
    UserInfo {
        key: UserKey::new(Platform::Discord, user.id.to_string()),
        name: without_nul(name),
        language_code: locale.map(without_nul),
    }
}

/// The chat of a channel: a guild channel is a group, with its guild kept
/// for jump URLs; a DM is private.
pub(super) fn chat(channel: ChannelId, guild: Option<GuildId>) -> ChatInfo {
    ChatInfo {
        key: ChatKey::new(Platform::Discord, channel.to_string()),
        kind: if guild.is_some() {
            ChatKind::Group
        } else {
            ChatKind::Private
        },
        server: guild.map(|g| g.to_string()),
    }
}
