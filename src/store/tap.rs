//! A chat's choice of buttons under its boards: the tap board or not
//! (`chats.tap`, migration 0007).

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::{ChatId, TapMode};

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
