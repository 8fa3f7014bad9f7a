//! What can go wrong inside the core.

use draughts::{FenError, GameError, MoveError, SnapshotError};

use crate::domain::GameId;
use crate::store::StoreError;

/// Errors inside the core; users see a translated apology, logs the detail.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Stored game data no longer replays: which game, where (its snapshot,
    /// its start position, a ply and its move), and what the engine said.
    #[error("game {game} does not replay at {at}: {source}")]
    Replay {
        /// The game.
        game: GameId,
        /// What of it failed to replay, with the stored text.
        at: String,
        /// The engine's reason (boxed: it is rare, and large).
        source: Box<ReplayError>,
    },
    /// The operating system's random generator failed.
    #[error("no randomness available: {0}")]
    Random(#[source] getrandom::Error),
    /// An effect could not be encoded for the outbox.
    #[error("encoding an effect: {0}")]
    Encode(#[source] serde_json::Error),
    /// Handling panicked (the runtime caught it).
    #[error(transparent)]
    Panicked(#[from] crate::supervise::Panicked),
}

impl CoreError {
    /// Game `game` does not replay at `at` (what of it, with the stored
    /// text), for the engine's `reason`.
    pub(crate) fn replay(game: GameId, at: String, reason: impl Into<ReplayError>) -> CoreError {
        CoreError::Replay {
            game,
            at,
            source: Box::new(reason.into()),
        }
    }
}

/// What the engine refused in a stored game.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// Its snapshot does not resume.
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
    /// A stored position does not read.
    #[error(transparent)]
    Fen(#[from] FenError),
    /// A stored move does not read in its position.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A stored move cannot be played.
    #[error(transparent)]
    Play(#[from] GameError),
}

/// A request that left no trace: neither it nor an apology could be
/// committed (the database is unusable). The platform must not be told it
/// was handled, so that it comes again.
#[derive(Debug, thiserror::Error)]
#[error("the request could not be committed: {0}")]
pub struct Uncommitted(pub CoreError);
