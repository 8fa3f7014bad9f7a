//! Who and where: platforms, users, chats and the database ids of users,
//! chats and games.
//!
//! Users and chats are identified by (platform, id) so that the same person on
//! Telegram and Discord are two users, and ids from different platforms never
//! collide. Ids are kept as text: Telegram uses signed 64-bit numbers, Discord
//! snowflakes, the console plain names.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The chat platform an event came from or an effect goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// The local terminal chat.
    Console,
    /// Telegram, through the Bot API.
    Telegram,
    /// Discord, through the gateway and REST API.
    Discord,
}

impl Platform {
    /// Every platform, in a fixed order.
    pub const ALL: [Platform; 3] = [Platform::Console, Platform::Telegram, Platform::Discord];

    /// The stable lowercase name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Console => "console",
            Platform::Telegram => "telegram",
            Platform::Discord => "discord",
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A platform name that is not one of [`Platform::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown platform '{0}'")]
pub struct UnknownPlatform(pub String);

impl FromStr for Platform {
    type Err = UnknownPlatform;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Platform::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| UnknownPlatform(s.to_owned()))
    }
}

/// A user on one platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserKey {
    /// Where the user lives.
    pub platform: Platform,
    /// The platform's own id for the user.
    pub id: String,
}

/// A chat (group, channel or private conversation) on one platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChatKey {
    /// Where the chat lives.
    pub platform: Platform,
    /// The platform's own id for the chat.
    pub id: String,
}

impl ChatKey {
    /// A chat key from its parts.
    pub fn new(platform: Platform, id: impl Into<String>) -> Self {
        ChatKey {
            platform,
            id: id.into(),
        }
    }
}

impl UserKey {
    /// A user key from its parts.
    pub fn new(platform: Platform, id: impl Into<String>) -> Self {
        UserKey {
            platform,
            id: id.into(),
        }
    }
}

/// Whether a chat is a one-to-one conversation with the bot or a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChatKind {
    /// A one-to-one conversation with the bot.
    Private,
    /// A group, supergroup, server channel or shared console chat.
    Group,
}

impl ChatKind {
    /// The stable name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            ChatKind::Private => "private",
            ChatKind::Group => "group",
        }
    }
}

/// The person behind a command, as the platform describes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserInfo {
    /// The platform identity.
    pub key: UserKey,
    /// The display name to show in captions and relays.
    pub name: String,
    /// The platform's language code (e.g. Telegram `language_code`), if any.
    pub language_code: Option<String>,
}

impl UserInfo {
    /// The language their platform reports, else English: what to speak
    /// to them when their own choice cannot be read.
    pub fn platform_lang(&self) -> super::Lang {
        self.language_code
            .as_deref()
            .and_then(super::Lang::from_code)
            .unwrap_or(super::Lang::En)
    }
}

/// The chat a command came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatInfo {
    /// The platform identity.
    pub key: ChatKey,
    /// Group or private.
    pub kind: ChatKind,
    /// The Discord server (guild) a server channel belongs to: its jump
    /// URLs name it. `None` for every other chat.
    pub server: Option<String>,
}

impl ChatInfo {
    /// A link that opens `message` of this chat, where the platform has
    /// one for it: on Telegram a supergroup's message link
    /// (`https://t.me/c/<id>/<message>`, the chat id without its `-100`);
    /// on Discord a jump URL (`https://discord.com/channels/<server>/<channel>/<message>`,
    /// `@me` for a direct message), or for a server channel whose server
    /// is not known (stored before servers were kept) a channel mention
    /// (`<#id>`, which opens the channel). A Telegram private chat or basic
    /// group, and the console, have none.
    pub fn message_link(&self, message: &str) -> Option<String> {
        let id = &self.key.id;
        match self.key.platform {
            Platform::Telegram => {
                let id = id.strip_prefix("-100")?;
                (id.bytes().all(|b| b.is_ascii_digit()) && !id.is_empty())
                    .then(|| format!("https://t.me/c/{id}/{message}"))
            }
            Platform::Discord => Some(match (&self.server, self.kind) {
                (_, ChatKind::Private) => {
                    format!("https://discord.com/channels/@me/{id}/{message}")
                }
                (Some(server), ChatKind::Group) => {
                    format!("https://discord.com/channels/{server}/{id}/{message}")
                }
                (None, ChatKind::Group) => format!("<#{id}>"),
            }),
            Platform::Console => None,
        }
    }
}

/// The database id of a game.
pub type GameId = i64;
/// The database id of a user.
pub type UserId = i64;
/// The database id of a chat.
pub type ChatId = i64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn platform_names_round_trip() {
        for p in Platform::ALL {
            assert_eq!(p.name().parse::<Platform>(), Ok(p));
        }
        assert!("irc".parse::<Platform>().is_err());
    }

    #[test]
    fn message_links_follow_each_platforms_form() {
        let chat = |platform, id: &str, kind, server: Option<&str>| ChatInfo {
            key: ChatKey::new(platform, id),
            kind,
            server: server.map(str::to_owned),
        };
        // https://core.telegram.org/api/links#message-links: private
        // supergroup links drop the -100 of the Bot API's chat id.
        let supergroup = chat(Platform::Telegram, "-1001234567890", ChatKind::Group, None);
        assert_eq!(
            supergroup.message_link("42").as_deref(),
            Some("https://t.me/c/1234567890/42")
        );
        assert_eq!(
            chat(Platform::Telegram, "-4001", ChatKind::Group, None).message_link("42"),
            None
        );
        // Discord's jump URLs: discord.com/channels/<guild or @me>/<channel>/<message>.
        assert_eq!(
            chat(Platform::Discord, "77", ChatKind::Private, None)
                .message_link("9")
                .as_deref(),
            Some("https://discord.com/channels/@me/77/9")
        );
        assert_eq!(
            chat(Platform::Discord, "77", ChatKind::Group, Some("5"))
                .message_link("9")
                .as_deref(),
            Some("https://discord.com/channels/5/77/9")
        );
        assert_eq!(
            chat(Platform::Discord, "77", ChatKind::Group, None)
                .message_link("9")
                .as_deref(),
            Some("<#77>")
        );
    }
}
