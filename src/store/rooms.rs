//! Private rooms: codes, and members (players and spectators) with the
//! chat each sees the room in.

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

/// Private rooms and their members.
pub trait Rooms {
    /// Creates a room; `false` if the code is taken (draw another).
    fn insert_room(&self, code: &str, game: GameId, now: i64) -> Result<bool, StoreError>;

    /// The room with this code, if it exists and was used since `fresh_since`.
    fn room(&self, code: &str, fresh_since: i64) -> Result<Option<Room>, StoreError>;

    /// The freshest room shown in a chat, if the chat's member still belongs.
    fn room_of_chat(
        &self,
        chat: ChatId,
        user: UserId,
        fresh_since: i64,
    ) -> Result<Option<Room>, StoreError>;

    /// Marks a room as used now (postpones its expiry).
    fn touch_room(&self, code: &str, now: i64) -> Result<(), StoreError>;

    /// Moves the rooms of game `from` to game `to` (a rematch), marking
    /// them used now.
    fn move_rooms(&self, from: GameId, to: GameId, now: i64) -> Result<(), StoreError>;

    /// The user named `name` (any case) who shares a room with `user`,
    /// with the chat they see that room in: the newest such membership.
    /// This is how rooms link people across platforms.
    fn room_partner_named(
        &self,
        user: UserId,
        name: &str,
    ) -> Result<Option<(UserId, ChatId)>, StoreError>;

    /// Adds (or updates) a member.
    fn add_member(&self, code: &str, m: &Member, now: i64) -> Result<(), StoreError>;

    /// The members of a room.
    fn members(&self, code: &str) -> Result<Vec<Member>, StoreError>;

    /// Flips a member's mute; returns the new state.
    fn toggle_mute(&self, code: &str, user: UserId) -> Result<bool, StoreError>;

    /// Marks the members seen in a chat unreachable; returns the (room, user)
    /// pairs for which that is news, so each failure is reported once.
    fn mark_unreachable(&self, chat: ChatId) -> Result<Vec<(String, UserId)>, StoreError>;
}

impl Rooms for Tx<'_> {
    fn insert_room(&self, code: &str, game: GameId, now: i64) -> Result<bool, StoreError> {
        let n = self.exec(
            "INSERT INTO rooms (code, game_id, used_at, created_at) VALUES (?1, ?2, ?3, ?3)
             ON CONFLICT DO NOTHING",
            params![code, game, now],
        )?;
        Ok(n == 1)
    }

    fn room(&self, code: &str, fresh_since: i64) -> Result<Option<Room>, StoreError> {
        self.opt_row(
            "SELECT code, game_id, used_at FROM rooms WHERE code = ?1 AND used_at >= ?2",
            params![code, fresh_since],
            room_row,
        )
    }

    fn room_of_chat(
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

    fn touch_room(&self, code: &str, now: i64) -> Result<(), StoreError> {
        self.apply(
            "UPDATE rooms SET used_at = ?2 WHERE code = ?1",
            params![code, now],
        )?;
        Ok(())
    }

    fn move_rooms(&self, from: GameId, to: GameId, now: i64) -> Result<(), StoreError> {
        self.apply(
            "UPDATE rooms SET game_id = ?2, used_at = ?3 WHERE game_id = ?1",
            params![from, to, now],
        )?;
        Ok(())
    }

    fn room_partner_named(
        &self,
        user: UserId,
        name: &str,
    ) -> Result<Option<(UserId, ChatId)>, StoreError> {
        self.opt_row(
            "SELECT o.user_id, o.chat_id FROM room_members me
             JOIN room_members o ON o.code = me.code AND o.user_id <> me.user_id
             JOIN users u ON u.id = o.user_id
             WHERE me.user_id = ?1 AND lower(u.name) = lower(?2) AND o.unreachable = 0
             ORDER BY o.joined_at DESC, o.user_id LIMIT 1",
            params![user, name],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }

    fn add_member(&self, code: &str, m: &Member, now: i64) -> Result<(), StoreError> {
        self.apply(
            "INSERT INTO room_members (code, user_id, chat_id, spectator, joined_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (code, user_id) DO UPDATE SET chat_id = excluded.chat_id,
                 spectator = excluded.spectator, unreachable = 0",
            params![code, m.user, m.chat, m.spectator, now],
        )?;
        Ok(())
    }

    fn members(&self, code: &str) -> Result<Vec<Member>, StoreError> {
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

    fn toggle_mute(&self, code: &str, user: UserId) -> Result<bool, StoreError> {
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

    fn mark_unreachable(&self, chat: ChatId) -> Result<Vec<(String, UserId)>, StoreError> {
        self.rows(
            "UPDATE room_members SET unreachable = 1 WHERE chat_id = ?1 AND unreachable = 0
             RETURNING code, user_id",
            params![chat],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }
}
