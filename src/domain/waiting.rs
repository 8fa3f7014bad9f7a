//! A player waiting in the rated matchmaking queue, shared by every chat
//! and platform.

use draughts::Variant;

use super::{ChatId, TimeControl, UserId};

/// A player waiting for an opponent.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// The player.
    pub user: UserId,
    /// The variant they want.
    pub variant: Variant,
    /// The time control they want: only a player who wants the same one is
    /// paired with them, and the bot that fills in plays under it.
    pub clock: TimeControl,
    /// The chat they asked from, where their board will go.
    pub chat: ChatId,
    /// Their rating when they queued.
    pub rating: f64,
    /// When they queued (Unix ms).
    pub joined_at: i64,
}
