//! A chat that shows a game: whose view it is, which side is drawn at the
//! bottom, and the board message later boards edit.

use draughts::Color;

use super::{ChatId, UserId};

/// A chat that shows a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChat {
    /// The chat.
    pub chat: ChatId,
    /// The member the chat shows the game to; `None` for a shared group chat.
    pub user: Option<UserId>,
    /// The side drawn at the bottom; `None` turns the board to the side to move.
    pub viewer: Option<Color>,
    /// Watching, not playing.
    pub spectator: bool,
    /// The platform id of the last board message posted there.
    pub board_message: Option<String>,
}
