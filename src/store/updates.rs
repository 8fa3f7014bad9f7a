//! Processed platform update ids: the same update delivered twice changes
//! nothing the second time.

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::Platform;

/// Processed platform update ids.
pub trait Updates {
    /// Records an update id; returns `false` when it was already processed.
    fn mark_processed(
        &self,
        platform: Platform,
        update_id: &str,
        now: i64,
    ) -> Result<bool, StoreError>;

    /// Whether an update id is recorded as processed.
    fn was_processed(&self, platform: Platform, update_id: &str) -> Result<bool, StoreError>;

    /// Forgets update ids older than `before`; platforms never redeliver them.
    fn prune_processed(&self, before: i64) -> Result<usize, StoreError>;
}

impl Updates for Tx<'_> {
    fn mark_processed(
        &self,
        platform: Platform,
        update_id: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let n = self.exec(
            "INSERT INTO processed_updates (platform, update_id, processed_at)
             VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
            params![platform.name(), update_id, now],
        )?;
        Ok(n == 1)
    }

    fn was_processed(&self, platform: Platform, update_id: &str) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM processed_updates WHERE platform = ?1 AND update_id = ?2)",
            params![platform.name(), update_id],
            |r| r.get(0),
        )
    }

    fn prune_processed(&self, before: i64) -> Result<usize, StoreError> {
        self.exec(
            "DELETE FROM processed_updates WHERE processed_at < ?1",
            params![before],
        )
    }
}
