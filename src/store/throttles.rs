//! What the rate limits that outlive a request count: failed room-code and
//! link-code attempts (against guessing) and relays sent (against floods), each
//! forgotten once it is older than any window that counts it.

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::UserId;

/// The counts rate limits read: failed code attempts (room and link
/// codes alike) and relays.
pub trait Throttles {
    /// Records a failed code attempt.
    fn record_code_attempt(&self, user: UserId, now: i64) -> Result<(), StoreError>;

    /// Failed code attempts by a user since `since`.
    fn code_attempts_since(&self, user: UserId, since: i64) -> Result<u32, StoreError>;

    /// Records a relay sent by a user.
    fn record_relay(&self, user: UserId, now: i64) -> Result<(), StoreError>;

    /// Relays sent by a user since `since`.
    fn relays_since(&self, user: UserId, since: i64) -> Result<u32, StoreError>;

    /// Forgets throttling records older than `before`.
    fn prune_throttles(&self, before: i64) -> Result<(), StoreError>;
}

impl Throttles for Tx<'_> {
    fn record_code_attempt(&self, user: UserId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO code_attempts (user_id, at) VALUES (?1, ?2)",
            params![user, now],
        )?;
        Ok(())
    }

    fn code_attempts_since(&self, user: UserId, since: i64) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM code_attempts WHERE user_id = ?1 AND at >= ?2",
            params![user, since],
            |r| r.get(0),
        )
    }

    fn record_relay(&self, user: UserId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO relay_log (user_id, at) VALUES (?1, ?2)",
            params![user, now],
        )?;
        Ok(())
    }

    fn relays_since(&self, user: UserId, since: i64) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM relay_log WHERE user_id = ?1 AND at >= ?2",
            params![user, since],
            |r| r.get(0),
        )
    }

    fn prune_throttles(&self, before: i64) -> Result<(), StoreError> {
        self.apply("DELETE FROM relay_log WHERE at < ?1", params![before])?;
        self.apply("DELETE FROM code_attempts WHERE at < ?1", params![before])?;
        Ok(())
    }
}
