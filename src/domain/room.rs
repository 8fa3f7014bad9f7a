//! A private room and its members: the code players type, the room's game,
//! and who sees it in which chat.

use super::{ChatId, GameId, UserId};

/// A stored room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The code players type.
    pub code: String,
    /// The room's game.
    pub game: GameId,
    /// Last used (Unix ms); the room expires a day after.
    pub used_at: i64,
}

/// A member of a room, in the chat where they see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The user.
    pub user: UserId,
    /// Their chat for this room.
    pub chat: ChatId,
    /// Watching, not playing.
    pub spectator: bool,
    /// Does not want relays.
    pub muted: bool,
    /// A relay to them failed; reported once.
    pub unreachable: bool,
}
