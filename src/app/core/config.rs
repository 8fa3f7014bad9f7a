//! The core's settings, from the configuration.

use crate::app::core::throttle::RateLimits;
use crate::store::Lease;

/// Settings of the core that come from the configuration.
#[derive(Clone, Debug)]
pub struct CoreConfig {
    /// The AI level used when `bot <variant>` names none.
    pub default_bot_level: u8,
    /// Warn a player this many seconds before their clock runs out.
    pub warn_before_secs: u32,
    /// Time-outs in a row that forfeit the game.
    pub max_timeouts: u32,
    /// The per-move limit of rated games, in seconds.
    pub turn_secs: u32,
    /// How long the rated queue waits for a human before the bot takes the
    /// seat, in seconds.
    pub match_wait_secs: u32,
    /// A casual game without a clock and without a move for this many days
    /// is closed as abandoned; 0 never closes one.
    pub idle_days: u32,
    /// The rate limits of commands.
    pub limits: RateLimits,
    /// This instance's name among those sharing the database: the outbox
    /// items it writes, and the AI searches it asks for, are claimed by it.
    pub instance: String,
    /// How long an instance's claims last without renewal: the items of an
    /// instance that died are delivered, and its AI searches asked for
    /// again, by another one after this long.
    pub lease_secs: u32,
}

impl CoreConfig {
    /// This instance's claim, renewed at `now`.
    pub(crate) fn lease(&self, now: i64) -> Lease<'_> {
        Lease {
            holder: &self.instance,
            until: now + i64::from(self.lease_secs) * 1000,
        }
    }
}

impl Default for CoreConfig {
    fn default() -> Self {
        CoreConfig {
            default_bot_level: 4,
            warn_before_secs: 15,
            max_timeouts: 3,
            turn_secs: 60,
            match_wait_secs: 10,
            idle_days: 7,
            limits: RateLimits::default(),
            instance: "main".to_owned(),
            lease_secs: 60,
        }
    }
}
