//! Private rooms: codes, members (players and spectators), relay
//! throttling and code-guessing limits.

use super::sql::{Row, params};
use super::{StoreError, Tx};
use crate::domain::{ChatId, GameId, Member, Room, UserId};

fn room_row(r: &Row) -> Result<Room, StoreError> {
    Ok(Room {
        code: r.get(0)?,
        game: r.get(1)?,
        used_at: r.get(2)?,
    })
}

impl Tx<'_> {
    /// Creates a room; `false` if the code is taken (draw another).
    pub fn insert_room(&self, code: &str, game: GameId, now: i64) -> Result<bool, StoreError> {
        let n = self.exec(
            "INSERT INTO rooms (code, game_id, used_at, created_at) VALUES (?1, ?2, ?3, ?3)
             ON CONFLICT DO NOTHING",
            params![code, game, now],
        )?;
        Ok(n == 1)
    }

    /// The room with this code, if it exists and was used since `fresh_since`.
    pub fn room(&self, code: &str, fresh_since: i64) -> Result<Option<Room>, StoreError> {
        self.opt_row(
            "SELECT code, game_id, used_at FROM rooms WHERE code = ?1 AND used_at >= ?2",
            params![code, fresh_since],
            room_row,
        )
    }

    /// The freshest room shown in a chat, if the chat's member still belongs.
    pub fn room_of_chat(
        &self,
        chat: ChatId,
        user: UserId,
        fresh_since: i64,
    ) -> Result<Option<Room>, StoreError> {
        self.opt_row(
            "SELECT r.code, r.game_id, r.used_at FROM rooms r
             JOIN room_members m ON m.code = r.code
             WHERE m.chat_id = ?1 AND m.user_id = ?2 AND r.used_at >= ?3
             ORDER BY r.used_at DESC LIMIT 1",
            params![chat, user, fresh_since],
            room_row,
        )
    }

    /// Marks a room as used now (postpones its expiry).
    pub fn touch_room(&self, code: &str, now: i64) -> Result<(), StoreError> {
        self.apply(
            "UPDATE rooms SET used_at = ?2 WHERE code = ?1",
            params![code, now],
        )?;
        Ok(())
    }

    /// Adds (or updates) a member.
    pub fn add_member(&self, code: &str, m: &Member, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO room_members (code, user_id, chat_id, spectator, joined_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (code, user_id) DO UPDATE SET chat_id = excluded.chat_id,
                 spectator = excluded.spectator, unreachable = 0",
            params![code, m.user, m.chat, m.spectator, now],
        )?;
        Ok(())
    }

    /// The members of a room.
    pub fn members(&self, code: &str) -> Result<Vec<Member>, StoreError> {
        self.rows(
            "SELECT user_id, chat_id, spectator, muted, unreachable FROM room_members
             WHERE code = ?1 ORDER BY joined_at, user_id",
            params![code],
            |r| {
                Ok(Member {
                    user: r.get(0)?,
                    chat: r.get(1)?,
                    spectator: r.get(2)?,
                    muted: r.get(3)?,
                    unreachable: r.get(4)?,
                })
            },
        )
    }

    /// Flips a member's mute; returns the new state.
    pub fn toggle_mute(&self, code: &str, user: UserId) -> Result<bool, StoreError> {
        self.apply(
            "UPDATE room_members SET muted = 1 - muted WHERE code = ?1 AND user_id = ?2",
            params![code, user],
        )?;
        self.row(
            "SELECT muted FROM room_members WHERE code = ?1 AND user_id = ?2",
            params![code, user],
            |r| r.get(0),
        )
    }

    /// Marks the members seen in a chat unreachable; returns the (room, user)
    /// pairs for which that is news, so each failure is reported once.
    pub fn mark_unreachable(&self, chat: ChatId) -> Result<Vec<(String, UserId)>, StoreError> {
        self.rows(
            "UPDATE room_members SET unreachable = 1 WHERE chat_id = ?1 AND unreachable = 0
             RETURNING code, user_id",
            params![chat],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }

    /// Records a failed code attempt.
    pub fn record_code_attempt(&self, user: UserId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO code_attempts (user_id, at) VALUES (?1, ?2)",
            params![user, now],
        )?;
        Ok(())
    }

    /// Failed code attempts by a user since `since`.
    pub fn code_attempts_since(&self, user: UserId, since: i64) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM code_attempts WHERE user_id = ?1 AND at >= ?2",
            params![user, since],
            |r| r.get(0),
        )
    }

    /// Failed code attempts by anyone since `since`.
    pub fn all_code_attempts_since(&self, since: i64) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM code_attempts WHERE at >= ?1",
            params![since],
            |r| r.get(0),
        )
    }

    /// Records a relay sent by a user.
    pub fn record_relay(&self, user: UserId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO relay_log (user_id, at) VALUES (?1, ?2)",
            params![user, now],
        )?;
        Ok(())
    }

    /// Relays sent by a user since `since`.
    pub fn relays_since(&self, user: UserId, since: i64) -> Result<u32, StoreError> {
        self.row(
            "SELECT COUNT(*) FROM relay_log WHERE user_id = ?1 AND at >= ?2",
            params![user, since],
            |r| r.get(0),
        )
    }

    /// Forgets throttling records older than `before`.
    pub fn prune_throttles(&self, before: i64) -> Result<(), StoreError> {
        self.apply("DELETE FROM relay_log WHERE at < ?1", params![before])?;
        self.apply("DELETE FROM code_attempts WHERE at < ?1", params![before])?;
        Ok(())
    }
}
