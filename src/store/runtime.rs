//! Small facts about the running bot: when it was last alive, so that a
//! restart knows how long it was down.

use rusqlite::{OptionalExtension, params};

use super::{StoreError, Tx};

impl Tx<'_> {
    /// Records that the bot is alive at `now`.
    pub fn heartbeat(&self, now: i64) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO runtime (key, value) VALUES ('alive_at', ?1)
             ON CONFLICT (key) DO UPDATE SET value = MAX(value, excluded.value)",
            params![now],
        )?;
        Ok(())
    }

    /// When the bot was last known alive, if ever.
    pub fn last_heartbeat(&self) -> Result<Option<i64>, StoreError> {
        Ok(self
            .row(
                "SELECT value FROM runtime WHERE key = 'alive_at'",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }
}
