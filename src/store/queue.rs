//! The rated matchmaking queue, shared by every chat and platform.

use draughts::Variant;
use rusqlite::{OptionalExtension, params};

use super::{StoreError, Tx, parse_col};
use crate::domain::{ChatId, UserId};

/// A player waiting for an opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// The player.
    pub user: UserId,
    /// The variant they want.
    pub variant: Variant,
    /// The chat they asked from, where their board will go.
    pub chat: ChatId,
    /// Their rating when they queued.
    pub rating: f64,
    /// When they queued (Unix ms).
    pub joined_at: i64,
}

fn waiting(r: &rusqlite::Row<'_>) -> rusqlite::Result<(UserId, String, ChatId, f64, i64)> {
    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
}

fn into_waiting(row: (UserId, String, ChatId, f64, i64)) -> Result<Waiting, StoreError> {
    let (user, variant, chat, rating, joined_at) = row;
    Ok(Waiting {
        user,
        variant: parse_col(&variant, "variant")?,
        chat,
        rating,
        joined_at,
    })
}

impl Tx<'_> {
    /// Puts a player in the queue (replacing an earlier entry of theirs).
    pub fn enqueue(&self, w: &Waiting) -> Result<(), StoreError> {
        self.exec(
            "INSERT OR REPLACE INTO queue (user_id, variant, chat_id, rating, joined_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![w.user, w.variant.name(), w.chat, w.rating, w.joined_at],
        )?;
        Ok(())
    }

    /// Removes a player from the queue; returns their entry if they were in it.
    pub fn dequeue(&self, user: UserId) -> Result<Option<Waiting>, StoreError> {
        let entry = self
            .row(
                "SELECT user_id, variant, chat_id, rating, joined_at FROM queue WHERE user_id = ?1",
                params![user],
                waiting,
            )
            .optional()?
            .map(into_waiting)
            .transpose()?;
        self.exec("DELETE FROM queue WHERE user_id = ?1", params![user])?;
        Ok(entry)
    }

    /// The waiting player of a variant whose rating is closest to `rating`
    /// (the longest-waiting among equals), other than `except`.
    pub fn closest_waiting(
        &self,
        variant: Variant,
        rating: f64,
        except: UserId,
    ) -> Result<Option<Waiting>, StoreError> {
        let below = "SELECT user_id, variant, chat_id, rating, joined_at FROM queue
             WHERE variant = ?1 AND user_id <> ?3 AND rating <= ?2
             ORDER BY rating DESC, joined_at LIMIT 1";
        let above = "SELECT user_id, variant, chat_id, rating, joined_at FROM queue
             WHERE variant = ?1 AND user_id <> ?3 AND rating > ?2
             ORDER BY rating, joined_at LIMIT 1";
        let mut best: Option<Waiting> = None;
        for sql in [below, above] {
            let found = self
                .row(sql, params![variant.name(), rating, except], waiting)
                .optional()?
                .map(into_waiting)
                .transpose()?;
            if let Some(w) = found {
                let closer = best.as_ref().is_none_or(|b| {
                    let (db, dw) = ((b.rating - rating).abs(), (w.rating - rating).abs());
                    dw < db || (dw == db && w.joined_at < b.joined_at)
                });
                if closer {
                    best = Some(w);
                }
            }
        }
        Ok(best)
    }

    /// Whether a user is waiting in the queue.
    pub fn is_queued(&self, user: UserId) -> Result<bool, StoreError> {
        Ok(self.row(
            "SELECT EXISTS (SELECT 1 FROM queue WHERE user_id = ?1)",
            params![user],
            |r| r.get(0),
        )?)
    }

    /// Players who have waited since `before` or longer, oldest first.
    pub fn waited_since(&self, before: i64) -> Result<Vec<Waiting>, StoreError> {
        let mut stmt = self.tx.prepare_cached(
            "SELECT user_id, variant, chat_id, rating, joined_at FROM queue
             WHERE joined_at <= ?1 ORDER BY joined_at",
        )?;
        let rows = stmt.query_map(params![before], waiting)?;
        rows.map(|r| into_waiting(r?)).collect()
    }
}
