//! The rated matchmaking queue, shared by every chat and platform, by
//! variant and time control.

use draughts::Variant;

use super::sql::{Row, params};
use super::{StoreError, Tx, parse_col};
use crate::domain::{TimeControl, UserId, Waiting};

/// The columns every read of the queue selects, in [`waiting`]'s order.
const COLUMNS: &str =
    "user_id, variant, chat_id, rating, joined_at, clock_kind, clock_secs, clock_inc_secs";

/// A time control as the queue's columns: `clock_kind` ('move', 'fischer'
/// or 'days'), `clock_secs` (per move, a game clock's base time, or the
/// days per move in seconds) and `clock_inc_secs` (a game clock's
/// increment, else 0). None is NULL, so equal controls are equal columns.
fn control_columns(clock: TimeControl) -> (&'static str, i64, i64) {
    match clock {
        TimeControl::PerMove { secs } => ("move", i64::from(secs), 0),
        TimeControl::Fischer {
            base_secs,
            inc_secs,
        } => ("fischer", i64::from(base_secs), i64::from(inc_secs)),
        TimeControl::Days { days } => ("days", i64::from(days) * 86_400, 0),
    }
}

/// Reads the columns [`control_columns`] writes.
fn read_control(kind: &str, secs: i64, inc: i64) -> Result<TimeControl, StoreError> {
    let whole =
        |n: i64, what| u32::try_from(n).map_err(|_| StoreError::corrupt(what, n.to_string()));
    Ok(match kind {
        "move" => TimeControl::PerMove {
            secs: whole(secs, "queue.clock_secs")?,
        },
        "fischer" => TimeControl::Fischer {
            base_secs: whole(secs, "queue.clock_secs")?,
            inc_secs: whole(inc, "queue.clock_inc_secs")?,
        },
        "days" => TimeControl::Days {
            days: whole(secs / 86_400, "queue.clock_secs")?,
        },
        other => return Err(StoreError::corrupt("queue.clock_kind", other)),
    })
}

fn waiting(r: &Row) -> Result<Waiting, StoreError> {
    let variant: String = r.get(1)?;
    let kind: String = r.get(5)?;
    Ok(Waiting {
        user: r.get(0)?,
        variant: parse_col(&variant, "variant")?,
        clock: read_control(&kind, r.get(6)?, r.get(7)?)?,
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

    /// The waiting player of a variant and time control whose rating is
    /// closest to `rating` (the longest-waiting among equals), other than
    /// `except` and the accounts linked to it (one person is never paired
    /// with itself).
    fn closest_waiting(
        &self,
        variant: Variant,
        clock: TimeControl,
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
        let (kind, secs, inc) = control_columns(w.clock);
        self.apply(
            "INSERT INTO queue (user_id, variant, chat_id, rating, joined_at, clock_kind,
                 clock_secs, clock_inc_secs)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
             ON CONFLICT (user_id) DO UPDATE SET variant = excluded.variant,
                 chat_id = excluded.chat_id, rating = excluded.rating,
                 joined_at = excluded.joined_at, clock_kind = excluded.clock_kind,
                 clock_secs = excluded.clock_secs, clock_inc_secs = excluded.clock_inc_secs",
            params![
                w.user,
                w.variant.name(),
                w.chat,
                w.rating,
                w.joined_at,
                kind,
                secs,
                inc
            ],
        )?;
        Ok(())
    }

    fn dequeue(&self, user: UserId) -> Result<Option<Waiting>, StoreError> {
        let entry = self.opt_row(
            &format!("SELECT {COLUMNS} FROM queue WHERE user_id = ?1"),
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
        clock: TimeControl,
        rating: f64,
        except: UserId,
    ) -> Result<Option<Waiting>, StoreError> {
        // An account linked to `except` is the same person: never paired.
        let same = "variant = ?1 AND clock_kind = ?4 AND clock_secs = ?5 AND clock_inc_secs = ?6
             AND user_id <> ?3 AND NOT EXISTS
                 (SELECT 1 FROM account_links x JOIN account_links y ON y.person = x.person
                  WHERE x.user_id = ?3 AND y.user_id = q.user_id)";
        let below = format!(
            "SELECT {COLUMNS} FROM queue q WHERE {same} AND rating <= ?2
             ORDER BY rating DESC, joined_at LIMIT 1"
        );
        let above = format!(
            "SELECT {COLUMNS} FROM queue q WHERE {same} AND rating > ?2
             ORDER BY rating, joined_at LIMIT 1"
        );
        let (kind, secs, inc) = control_columns(clock);
        let mut best: Option<Waiting> = None;
        for sql in [below, above] {
            let found = self.opt_row(
                &sql,
                params![variant.name(), rating, except, kind, secs, inc],
                waiting,
            )?;
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
            &format!("SELECT {COLUMNS} FROM queue WHERE joined_at <= ?1 ORDER BY joined_at"),
            params![before],
            waiting,
        )
    }
}
