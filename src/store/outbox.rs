//! The outbox: replies owed to chats, written in the same transaction as
//! the state change they report and settled once the platform took them.
//!
//! Rows hold the effect as an opaque payload; the core encodes and decodes
//! it. What the store knows is the domain around it: the chat, the game a
//! board shows, the token of the event it answers, and how it was settled.

use rusqlite::{OptionalExtension, params};

use super::{StoreError, Tx, parse_col};
use crate::domain::{ChatKey, GameId};

/// The database id of an outbox row.
pub type ParcelId = i64;

/// How an item left the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// The platform accepted it.
    Sent,
    /// The platform refused it for good (blocked, chat gone, bad request).
    Refused,
    /// A newer board of the same game took its place before it was sent.
    Superseded,
    /// The chat's queue was full; it was given up.
    Dropped,
}

impl Settlement {
    fn name(self) -> &'static str {
        match self {
            Settlement::Sent => "sent",
            Settlement::Refused => "refused",
            Settlement::Superseded => "superseded",
            Settlement::Dropped => "dropped",
        }
    }
}

/// An item to write to the outbox.
#[derive(Clone, Debug)]
pub struct NewParcel<'a> {
    /// Where it goes.
    pub chat: &'a ChatKey,
    /// The game, for a board.
    pub board_of: Option<GameId>,
    /// The encoded effect.
    pub payload: &'a str,
    /// The adapter's token of the event it answers.
    pub reply_to: Option<&'a str>,
}

/// An unsettled item, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredParcel {
    /// Its id; items of one chat go out in id order.
    pub id: ParcelId,
    /// Where it goes.
    pub chat: ChatKey,
    /// The game, for a board.
    pub board_of: Option<GameId>,
    /// The encoded effect.
    pub payload: String,
    /// The adapter's token of the event it answers.
    pub reply_to: Option<String>,
}

impl Tx<'_> {
    /// Writes an item to the outbox; returns its id.
    pub fn post(&self, parcel: &NewParcel<'_>, now: i64) -> Result<ParcelId, StoreError> {
        self.exec(
            "INSERT INTO outbox (platform, chat, game_id, payload, reply_to, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                parcel.chat.platform.name(),
                parcel.chat.id,
                parcel.board_of,
                parcel.payload,
                parcel.reply_to,
                now
            ],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// Every unsettled item, oldest first.
    pub fn unsent(&self) -> Result<Vec<StoredParcel>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT id, platform, chat, game_id, payload, reply_to FROM outbox
             WHERE settled_at IS NULL ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            let platform: String = r.get(1)?;
            Ok((
                r.get(0)?,
                platform,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
            ))
        })?;
        rows.map(|row| {
            let (id, platform, chat, board_of, payload, reply_to) = row?;
            Ok(StoredParcel {
                id,
                chat: ChatKey {
                    platform: parse_col(&platform, "platform")?,
                    id: chat,
                },
                board_of,
                payload,
                reply_to,
            })
        })
        .collect()
    }

    /// Settles an unsettled item; returns its chat and game (for a board),
    /// or `None` when it was settled already or never existed.
    pub fn settle(
        &self,
        id: ParcelId,
        how: Settlement,
        now: i64,
    ) -> Result<Option<(ChatKey, Option<GameId>)>, StoreError> {
        let row: Option<(String, String, Option<GameId>)> = self
            .row(
                "UPDATE outbox SET settled_at = ?2, outcome = ?3
                 WHERE id = ?1 AND settled_at IS NULL RETURNING platform, chat, game_id",
                params![id, now, how.name()],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        row.map(|(platform, chat, game)| {
            Ok((
                ChatKey {
                    platform: parse_col(&platform, "platform")?,
                    id: chat,
                },
                game,
            ))
        })
        .transpose()
    }

    /// Forgets items settled before `before`.
    pub fn prune_outbox(&self, before: i64) -> Result<usize, StoreError> {
        Ok(self.exec(
            "DELETE FROM outbox WHERE settled_at IS NOT NULL AND settled_at < ?1",
            params![before],
        )?)
    }
}
