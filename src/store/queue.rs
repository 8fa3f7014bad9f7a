//! The rated matchmaking queue, shared by every chat and platform.

use draughts::Variant;

use super::sql::{Row, params};
use super::{StoreError, Tx, parse_col};
use crate::domain::{UserId, Waiting};

fn waiting(r: &Row) -> Result<Waiting, StoreError> {
    let variant: String = r.get(1)?;
    Ok(Waiting {
        user: r.get(0)?,
        variant: parse_col(&variant, "variant")?,
        chat: r.get(2)?,
        rating: r.get(3)?,
        joined_at: r.get(4)?,
    })
}

/// The rated matchmaking queue.
pub trait Queue {
    /// Puts a player in the queue (replacing an earlier entry of theirs).
    fn enqueue(&self, w: &Waiting) -> Result<(), StoreError>;

    /// Removes a player from the queue; returns their entry if they were in
    /// it. A player another instance took out meanwhile is a lost race: the
    /// transaction runs again, and then finds them gone.
    fn dequeue(&self, user: UserId) -> Result<Option<Waiting>, StoreError>;

    /// The waiting player of a variant whose rating is closest to `rating`
    /// (the longest-waiting among equals), other than `except` and the
    /// accounts linked to it (one person is never paired with itself).
    fn closest_waiting(
        &self,
        variant: Variant,
        rating: f64,
        except: UserId,
    ) -> Result<Option<Waiting>, StoreError>;

    /// Whether a user is waiting in the queue.
    fn is_queued(&self, user: UserId) -> Result<bool, StoreError>;

    /// Players who have waited since `before` or longer, oldest first.
    fn waited_since(&self, before: i64) -> Result<Vec<Waiting>, StoreError>;
}

impl Queue for Tx<'_> {
    fn enqueue(&self, w: &Waiting) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO queue (user_id, variant, chat_id, rating, joined_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (user_id) DO UPDATE SET variant = excluded.variant,
                 chat_id = excluded.chat_id, rating = excluded.rating,
                 joined_at = excluded.joined_at",
            params![w.user, w.variant.name(), w.chat, w.rating, w.joined_at],
        )?;
        Ok(())
    }

    fn dequeue(&self, user: UserId) -> Result<Option<Waiting>, StoreError> {
        let entry = self.opt_row(
            "SELECT user_id, variant, chat_id, rating, joined_at FROM queue WHERE user_id = ?1",
            params![user],
            waiting,
        )?;
        let deleted = self.exec("DELETE FROM queue WHERE user_id = ?1", params![user])?;
        if entry.is_some() && deleted == 0 {
            // Another instance took the player meanwhile.
            return Err(self.lost_race());
        }
        Ok(entry)
    }

    fn closest_waiting(
        &self,
        variant: Variant,
        rating: f64,
        except: UserId,
    ) -> Result<Option<Waiting>, StoreError> {
        // An account linked to `except` is the same person: never paired.
        let below = "SELECT user_id, variant, chat_id, rating, joined_at FROM queue q
             WHERE variant = ?1 AND user_id <> ?3 AND rating <= ?2 AND NOT EXISTS
                 (SELECT 1 FROM account_links x JOIN account_links y ON y.person = x.person
                  WHERE x.user_id = ?3 AND y.user_id = q.user_id)
             ORDER BY rating DESC, joined_at LIMIT 1";
        let above = "SELECT user_id, variant, chat_id, rating, joined_at FROM queue q
             WHERE variant = ?1 AND user_id <> ?3 AND rating > ?2 AND NOT EXISTS
                 (SELECT 1 FROM account_links x JOIN account_links y ON y.person = x.person
                  WHERE x.user_id = ?3 AND y.user_id = q.user_id)
             ORDER BY rating, joined_at LIMIT 1";
        let mut best: Option<Waiting> = None;
        for sql in [below, above] {
            let found = self.opt_row(sql, params![variant.name(), rating, except], waiting)?;
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

    fn is_queued(&self, user: UserId) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM queue WHERE user_id = ?1)",
            params![user],
            |r| r.get(0),
        )
    }

    fn waited_since(&self, before: i64) -> Result<Vec<Waiting>, StoreError> {
        self.rows(
            "SELECT user_id, variant, chat_id, rating, joined_at FROM queue
             WHERE joined_at <= ?1 ORDER BY joined_at",
            params![before],
            waiting,
        )
    }
}
