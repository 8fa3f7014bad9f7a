//! Small facts about the running bot: when it was last alive, so that a
//! restart knows how long it was down.
//!
//! Each instance (each core, when an instance runs several) records its
//! own heartbeat, under `alive_at <name>`, at every tick: with one shared
//! row, every tick of every instance waited for the tick before it to
//! commit, so that a tick busy with many clocks held up the clocks, and the
//! core threads, of the whole cluster. When the bot was last alive is the
//! latest of them (and of the single `alive_at` row that earlier versions
//! kept, until it is pruned).

use super::sql::params;
use super::{StoreError, Tx};

/// When each instance was last alive.
pub trait Heartbeats {
    /// Records that `instance` is alive at `now`.
    fn heartbeat(&self, instance: &str, now: i64) -> Result<(), StoreError>;

    /// When any instance was last known alive, if ever.
    fn last_heartbeat(&self) -> Result<Option<i64>, StoreError>;

    /// Forgets the heartbeats last recorded before `before`: those of
    /// instances that no longer run (a running one records its own every
    /// tick). Returns how many it forgot.
    fn prune_heartbeats(&self, before: i64) -> Result<usize, StoreError>;
}

impl Heartbeats for Tx<'_> {
    fn heartbeat(&self, instance: &str, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO runtime (key, value) VALUES (?1, ?2)
             ON CONFLICT (key) DO UPDATE SET value =
                 CASE WHEN excluded.value > runtime.value THEN excluded.value ELSE runtime.value END",
            params![format!("alive_at {instance}"), now],
        )?;
        Ok(())
    }

    fn last_heartbeat(&self) -> Result<Option<i64>, StoreError> {
        self.row(
            "SELECT MAX(value) FROM runtime WHERE key LIKE 'alive_at%'",
            params![],
            |r| r.get(0),
        )
    }

    fn prune_heartbeats(&self, before: i64) -> Result<usize, StoreError> {
        self.exec(
            "DELETE FROM runtime WHERE key LIKE 'alive_at%' AND value < ?1",
            params![before],
        )
    }
}
