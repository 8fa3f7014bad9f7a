//! Chats: platform identity, kind (private or group), choice of buttons
//! (`chats.tap`, migration 0007) and orientation of boards
//! (`chats.orientation`, migration 0013).

use super::memo::{ChatRow, Read};
use super::sql::{Row, Value, params};
use super::{StoreError, Tx, parse_col};
use crate::domain::{ChatId, ChatInfo, ChatKey, ChatKind, Orientation, TapMode};

/// The chats: platform identity, kind (private or group) and choice of
/// buttons. A transaction reads each chat once (see `memo`).
pub trait Chats {
    /// Creates the chat if new, or records a changed kind; returns its
    /// database id. A known chat costs one read and no write.
    fn upsert_chat(&self, info: &ChatInfo, now: i64) -> Result<ChatId, StoreError>;

    /// Sends the read of [`Chats::upsert_chat`] ahead (see `memo`).
    fn read_chat_ahead(&self, key: &ChatKey) -> Result<(), StoreError>;

    /// The platform identity and kind of a stored chat.
    fn chat(&self, id: ChatId) -> Result<ChatInfo, StoreError>;

    /// The chat's tap mode.
    fn tap_mode(&self, chat: ChatId) -> Result<TapMode, StoreError>;

    /// Sets the chat's tap mode.
    fn set_tap_mode(&self, chat: ChatId, mode: TapMode) -> Result<(), StoreError>;

    /// The side the chat's boards show at the bottom.
    fn orientation(&self, chat: ChatId) -> Result<Orientation, StoreError>;

    /// Sets the side the chat's boards show at the bottom.
    fn set_orientation(&self, chat: ChatId, orientation: Orientation) -> Result<(), StoreError>;

    /// Whether the chat allows takebacks in rated games (`/takeback on`).
    fn rated_takebacks(&self, chat: ChatId) -> Result<bool, StoreError>;

    /// Allows or forbids takebacks in the chat's rated games.
    fn set_rated_takebacks(&self, chat: ChatId, allowed: bool) -> Result<(), StoreError>;

    /// The database id of a chat, if known.
    fn chat_by_key(&self, key: &ChatKey) -> Result<Option<ChatId>, StoreError>;
}

impl Chats for Tx<'_> {
    fn upsert_chat(&self, info: &ChatInfo, now: i64) -> Result<ChatId, StoreError> {
        let (read, sql, args) = by_key(&info.key);
        let known = self.opt_row_read(&read, &sql, &args, |r| Ok((chat_row(r)?, r.get(6)?)))?;
        if let Some((row, id)) = &known
            && row.info.kind == info.kind
            && (info.server.is_none() || row.info.server == info.server)
        {
            self.memo.keep_chat(*id, row);
            return Ok(*id);
        }
        self.memo.forget_chats();
        let sql = format!(
            "INSERT INTO chats (platform, platform_id, kind, created_at, server)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (platform, platform_id) DO UPDATE
             SET kind = excluded.kind, server = COALESCE(excluded.server, chats.server)
             RETURNING {COLUMNS}, id"
        );
        let (row, id) = self.row(
            &sql,
            params![
                info.key.platform.name(),
                info.key.id,
                info.kind.name(),
                now,
                info.server
            ],
            |r| Ok((chat_row(r)?, r.get(6)?)),
        )?;
        self.memo.keep_chat(id, &row);
        Ok(id)
    }

    fn read_chat_ahead(&self, key: &ChatKey) -> Result<(), StoreError> {
        let (read, sql, args) = by_key(key);
        self.read_ahead(read, &sql, &args)
    }

    fn chat(&self, id: ChatId) -> Result<ChatInfo, StoreError> {
        Ok(self.chat_row(id)?.info)
    }

    fn tap_mode(&self, chat: ChatId) -> Result<TapMode, StoreError> {
        Ok(self.chat_row(chat)?.tap)
    }

    fn set_tap_mode(&self, chat: ChatId, mode: TapMode) -> Result<(), StoreError> {
        self.write_chat(
            "UPDATE chats SET tap = ?2 WHERE id = ?1",
            params![chat, mode.name()],
        )?;
        Ok(())
    }

    fn orientation(&self, chat: ChatId) -> Result<Orientation, StoreError> {
        Ok(self.chat_row(chat)?.orientation)
    }

    fn set_orientation(&self, chat: ChatId, orientation: Orientation) -> Result<(), StoreError> {
        self.write_chat(
            "UPDATE chats SET orientation = ?2 WHERE id = ?1",
            params![chat, orientation.name()],
        )?;
        Ok(())
    }

    fn rated_takebacks(&self, chat: ChatId) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM takeback_chats WHERE chat_id = ?1)",
            params![chat],
            |r| r.get(0),
        )
    }

    fn set_rated_takebacks(&self, chat: ChatId, allowed: bool) -> Result<(), StoreError> {
        if allowed {
            self.apply(
                "INSERT INTO takeback_chats (chat_id) VALUES (?1) ON CONFLICT DO NOTHING",
                params![chat],
            )
        } else {
            self.apply(
                "DELETE FROM takeback_chats WHERE chat_id = ?1",
                params![chat],
            )
        }
    }

    fn chat_by_key(&self, key: &ChatKey) -> Result<Option<ChatId>, StoreError> {
        self.opt_row(
            "SELECT id FROM chats WHERE platform = ?1 AND platform_id = ?2",
            params![key.platform.name(), key.id],
            |r| r.get(0),
        )
    }
}

impl Tx<'_> {
    /// A chat's row, read once per transaction.
    fn chat_row(&self, id: ChatId) -> Result<ChatRow, StoreError> {
        if let Some(row) = self.memo.chat(id) {
            return Ok(row);
        }
        let sql = format!("SELECT {COLUMNS} FROM chats WHERE id = ?1");
        let row = self.row(&sql, params![id], chat_row)?;
        self.memo.keep_chat(id, &row);
        Ok(row)
    }

    /// Runs a statement that changes chats, forgetting the chats this
    /// transaction has read.
    fn write_chat(&self, sql: &str, args: &[Value]) -> Result<usize, StoreError> {
        self.memo.forget_chats();
        self.exec(sql, args)
    }
}

/// The read of a chat, and its id, by platform identity.
fn by_key(key: &ChatKey) -> (Read, String, Vec<Value>) {
    (
        Read::Chat(key.clone()),
        format!("SELECT {COLUMNS}, id FROM chats WHERE platform = ?1 AND platform_id = ?2"),
        params![key.platform.name(), key.id].to_vec(),
    )
}

/// The columns [`chat_row`] reads, in its order.
const COLUMNS: &str = "platform, platform_id, kind, tap, orientation, server";

/// A chat's row from its first six columns, [`COLUMNS`].
fn chat_row(r: &Row) -> Result<ChatRow, StoreError> {
    let platform: String = r.get(0)?;
    let kind: String = r.get(2)?;
    let tap: String = r.get(3)?;
    let orientation: String = r.get(4)?;
    Ok(ChatRow {
        info: ChatInfo {
            key: ChatKey {
                platform: parse_col(&platform, "platform")?,
                id: r.get(1)?,
            },
            kind: if kind == "private" {
                ChatKind::Private
            } else {
                ChatKind::Group
            },
            server: r.get(5)?,
        },
        tap: TapMode::ALL
            .into_iter()
            .find(|m| m.name() == tap)
            .ok_or_else(|| StoreError::corrupt("tap mode", tap))?,
        orientation: Orientation::by_name(&orientation)
            .ok_or_else(|| StoreError::corrupt("orientation", orientation))?,
    })
}
