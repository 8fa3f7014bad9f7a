//! A chat's choice of buttons under its boards: the tap board or not
//! (`chats.tap`, migration 0007).

use super::sql::params;
use super::{ChatId, StoreError, Tx};

/// How a chat shows its game's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TapMode {
    /// The normal buttons (Moves, Resign, …).
    Off,
    /// The board as buttons, under the image.
    On,
    /// The board as buttons and nothing else: a place that cannot show an
    /// image or other messages (a Telegram inline message).
    Only,
}

impl TapMode {
    const ALL: [TapMode; 3] = [TapMode::Off, TapMode::On, TapMode::Only];

    /// The stable name stored in the database.
    pub fn name(self) -> &'static str {
        match self {
            TapMode::Off => "off",
            TapMode::On => "on",
            TapMode::Only => "only",
        }
    }
}

impl Tx<'_> {
    /// The chat's tap mode.
    pub fn tap_mode(&self, chat: ChatId) -> Result<TapMode, StoreError> {
        let name: String = self.row("SELECT tap FROM chats WHERE id = ?1", params![chat], |r| {
            r.get(0)
        })?;
        TapMode::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or_else(|| StoreError::Corrupt(format!("tap mode '{name}'")))
    }

    /// Sets the chat's tap mode.
    pub fn set_tap_mode(&self, chat: ChatId, mode: TapMode) -> Result<(), StoreError> {
        self.exec(
            "UPDATE chats SET tap = ?2 WHERE id = ?1",
            params![chat, mode.name()],
        )?;
        Ok(())
    }
}
