//! Chats: platform identity and kind (private or group).

use super::sql::params;
use super::{StoreError, Tx, parse_col};
use crate::domain::{ChatId, ChatInfo, ChatKey, ChatKind};

impl Tx<'_> {
    /// Creates the chat if new; returns its database id.
    pub fn upsert_chat(&self, info: &ChatInfo, now: i64) -> Result<ChatId, StoreError> {
        self.exec(
            "INSERT INTO chats (platform, platform_id, kind, created_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (platform, platform_id) DO UPDATE SET kind = excluded.kind",
            params![info.key.platform.name(), info.key.id, info.kind.name(), now],
        )?;
        self.row(
            "SELECT id FROM chats WHERE platform = ?1 AND platform_id = ?2",
            params![info.key.platform.name(), info.key.id],
            |r| r.get(0),
        )
    }

    /// The platform identity and kind of a stored chat.
    pub fn chat(&self, id: ChatId) -> Result<ChatInfo, StoreError> {
        let (platform, platform_id, kind): (String, String, String) = self.row(
            "SELECT platform, platform_id, kind FROM chats WHERE id = ?1",
            params![id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        Ok(ChatInfo {
            key: ChatKey {
                platform: parse_col(&platform, "platform")?,
                id: platform_id,
            },
            kind: if kind == "private" {
                ChatKind::Private
            } else {
                ChatKind::Group
            },
        })
    }
}

impl Tx<'_> {
    /// The database id of a chat, if known.
    pub fn chat_by_key(&self, key: &ChatKey) -> Result<Option<ChatId>, StoreError> {
        self.opt_row(
            "SELECT id FROM chats WHERE platform = ?1 AND platform_id = ?2",
            params![key.platform.name(), key.id],
            |r| r.get(0),
        )
    }
}
