//! Turn pings: the messages that told a player it is their turn (kept so
//! that they can be deleted once the turn has passed on), and who turned
//! them off with `/notify off` (a player everywhere, a chat for everyone).

use super::sql::params;
use super::{StoreError, Tx};
use crate::domain::{ChatId, GameId, UserId};

/// Turn pings and the choices that silence them.
pub trait Pings {
    /// Records a ping posted in a chat for a game.
    fn add_ping(&self, game: GameId, chat: ChatId, message: &str) -> Result<(), StoreError>;

    /// Forgets a game's pings and returns them as (chat, message), oldest
    /// first, so that they can be deleted.
    fn take_pings(&self, game: GameId) -> Result<Vec<(ChatId, String)>, StoreError>;

    /// Turns pings on or off for a player, everywhere.
    fn set_user_quiet(&self, user: UserId, quiet: bool) -> Result<(), StoreError>;

    /// Turns pings on or off for everyone in a chat.
    fn set_chat_quiet(&self, chat: ChatId, quiet: bool) -> Result<(), StoreError>;

    /// Whether a player turned pings off.
    fn user_quiet(&self, user: UserId) -> Result<bool, StoreError>;

    /// Whether a chat turned pings off.
    fn chat_quiet(&self, chat: ChatId) -> Result<bool, StoreError>;
}

impl Pings for Tx<'_> {
    fn add_ping(&self, game: GameId, chat: ChatId, message: &str) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO pings (game_id, chat_id, message) VALUES (?1, ?2, ?3)
             ON CONFLICT DO NOTHING",
            params![game, chat, message],
        )
    }

    fn take_pings(&self, game: GameId) -> Result<Vec<(ChatId, String)>, StoreError> {
        let pings = self.rows(
            "SELECT chat_id, message FROM pings WHERE game_id = ?1 ORDER BY chat_id, message",
            params![game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        if !pings.is_empty() {
            self.apply("DELETE FROM pings WHERE game_id = ?1", params![game])?;
        }
        Ok(pings)
    }

    fn set_user_quiet(&self, user: UserId, quiet: bool) -> Result<(), StoreError> {
        if quiet {
            self.apply(
                "INSERT INTO quiet_users (user_id) VALUES (?1) ON CONFLICT DO NOTHING",
                params![user],
            )
        } else {
            self.apply("DELETE FROM quiet_users WHERE user_id = ?1", params![user])
        }
    }

    fn set_chat_quiet(&self, chat: ChatId, quiet: bool) -> Result<(), StoreError> {
        if quiet {
            self.apply(
                "INSERT INTO quiet_chats (chat_id) VALUES (?1) ON CONFLICT DO NOTHING",
                params![chat],
            )
        } else {
            self.apply("DELETE FROM quiet_chats WHERE chat_id = ?1", params![chat])
        }
    }

    fn user_quiet(&self, user: UserId) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM quiet_users WHERE user_id = ?1)",
            params![user],
            |r| r.get(0),
        )
    }

    fn chat_quiet(&self, chat: ChatId) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM quiet_chats WHERE chat_id = ?1)",
            params![chat],
            |r| r.get(0),
        )
    }
}
