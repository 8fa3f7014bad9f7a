//! Small facts about the running bot: when it was last alive, so that a
//! restart knows how long it was down.

use super::sql::params;
use super::{StoreError, Tx};

impl Tx<'_> {
    /// Records that the bot is alive at `now`.
    pub fn heartbeat(&self, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO runtime (key, value) VALUES ('alive_at', ?1)
             ON CONFLICT (key) DO UPDATE SET value =
                 CASE WHEN excluded.value > runtime.value THEN excluded.value ELSE runtime.value END",
            params![now],
        )?;
        Ok(())
    }

    /// When the bot was last known alive, if ever.
    pub fn last_heartbeat(&self) -> Result<Option<i64>, StoreError> {
        self.opt_row(
            "SELECT value FROM runtime WHERE key = 'alive_at'",
            params![],
            |r| r.get(0),
        )
    }
}
