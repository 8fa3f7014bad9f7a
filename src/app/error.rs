//! What can go wrong inside the core.

use crate::domain::GameId;
use crate::store::StoreError;

/// Errors inside the core; users see a translated apology, logs the detail.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Stored game data no longer replays.
    #[error("game {0} does not replay: {1}")]
    Replay(GameId, String),
    /// The operating system's random generator failed.
    #[error("no randomness available: {0}")]
    Random(String),
    /// An effect could not be encoded for the outbox.
    #[error("encoding an effect: {0}")]
    Encode(serde_json::Error),
    /// Handling panicked (the runtime caught it).
    #[error(transparent)]
    Panicked(#[from] crate::supervise::Panicked),
}

/// A request that left no trace: neither it nor an apology could be
/// committed (the database is unusable). The platform must not be told it
/// was handled, so that it comes again.
#[derive(Debug, thiserror::Error)]
#[error("the request could not be committed: {0}")]
pub struct Uncommitted(pub CoreError);
