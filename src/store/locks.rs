//! The names of the locks that keep instances sharing one database from
//! acting on the same chat or player at once (`Tx::lock`; on SQLite,
//! with its single writer, taking them costs nothing).

use super::{StoreError, Tx};
use crate::domain::{ChatKey, UserId};

/// The locks that keep instances sharing one database from acting on the
/// same chat or player at once.
pub trait Locks {
    /// Holds `chat`'s lock until the transaction ends. Every request takes
    /// its chat's lock first, and every post to a chat takes that chat's,
    /// so what one chat does and is sent happens in one order across
    /// instances.
    fn lock_chat(&self, chat: &ChatKey) -> Result<(), StoreError>;

    /// Holds the locks of `users` (their ratings, counts and coins) until
    /// the transaction ends. They are taken in ascending order, so two
    /// transactions that want the same players never wait for each other.
    fn lock_users(&self, users: &[UserId]) -> Result<(), StoreError>;

    /// Holds the lock of resuming after a restart until the transaction
    /// ends: instances that start together read the last heartbeat and
    /// extend the clocks one after another, so the second sees the first's
    /// heartbeat and the downtime is added once.
    fn lock_resume(&self) -> Result<(), StoreError>;
}

impl Locks for Tx<'_> {
    fn lock_chat(&self, chat: &ChatKey) -> Result<(), StoreError> {
        self.lock(&format!("chat {} {}", chat.platform.name(), chat.id))
    }

    fn lock_users(&self, users: &[UserId]) -> Result<(), StoreError> {
        let mut users = users.to_vec();
        users.sort_unstable();
        users.dedup();
        users
            .iter()
            .try_for_each(|user| self.lock(&format!("user {user}")))
    }

    fn lock_resume(&self) -> Result<(), StoreError> {
        self.lock("resume")
    }
}
