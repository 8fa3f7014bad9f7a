//! What one transaction has already read of users and chats, and which
//! locks it holds, so that it asks the database once for each: a move's
//! board names both players, speaks its reader's language and looks up its
//! chat's buttons, and the actor is one of those players. It also holds the
//! reads sent ahead ([`Read`]): a request reads its actor and chat, and a
//! loaded game its chats and players, before they are needed, so that on
//! PostgreSQL they travel with the statement before instead of costing a
//! round trip each.
//!
//! Invariant: a memo never holds what the transaction could no longer read.
//! Every write to a user forgets the remembered users, every write to a chat
//! the remembered chats, every write to a game's chats those sent ahead,
//! and a savepoint's rollback forgets everything. The memo lives and dies
//! with its [`super::Tx`], so another transaction's writes are never hidden
//! by it.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use super::sql::Ahead;
use crate::domain::{
    ChatId, ChatInfo, ChatKey, GameId, Orientation, TapMode, UserId, UserKey, UserRow,
};

/// A chat's stored row, as far as the core reads it.
#[derive(Clone, Debug)]
pub(super) struct ChatRow {
    pub info: ChatInfo,
    pub tap: TapMode,
    pub orientation: Orientation,
}

/// A read sent ahead, by what it reads.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Read {
    /// A user by platform identity.
    UserByKey(UserKey),
    /// A user by database id.
    User(UserId),
    /// A chat by platform identity.
    Chat(ChatKey),
    /// The chats that show a game.
    GameChats(GameId),
}

/// The reads and locks of one transaction.
#[derive(Default)]
pub(super) struct Memo {
    users: RefCell<HashMap<UserId, UserRow>>,
    chats: RefCell<HashMap<ChatId, ChatRow>>,
    ahead: RefCell<HashMap<Read, Ahead>>,
    locks: RefCell<HashSet<String>>,
}

impl Memo {
    pub fn user(&self, id: UserId) -> Option<UserRow> {
        self.users.borrow().get(&id).cloned()
    }

    pub fn keep_user(&self, row: &UserRow) {
        self.users.borrow_mut().insert(row.id, row.clone());
    }

    pub fn forget_users(&self) {
        self.users.borrow_mut().clear();
        self.forget_ahead(|read| matches!(read, Read::UserByKey(_) | Read::User(_)));
    }

    pub fn chat(&self, id: ChatId) -> Option<ChatRow> {
        self.chats.borrow().get(&id).cloned()
    }

    pub fn keep_chat(&self, id: ChatId, row: &ChatRow) {
        self.chats.borrow_mut().insert(id, row.clone());
    }

    pub fn forget_chats(&self) {
        self.chats.borrow_mut().clear();
        self.forget_ahead(|read| matches!(read, Read::Chat(_)));
    }

    pub fn forget_game_chats(&self) {
        self.forget_ahead(|read| matches!(read, Read::GameChats(_)));
    }

    /// Whether `read` was sent ahead and not taken yet.
    pub fn is_ahead(&self, read: &Read) -> bool {
        self.ahead.borrow().contains_key(read)
    }

    /// Keeps the ticket of `read`, sent ahead.
    pub fn keep_ahead(&self, read: Read, ahead: Ahead) {
        self.ahead.borrow_mut().insert(read, ahead);
    }

    /// The ticket of `read` if it was sent ahead; it is taken once.
    pub fn take_ahead(&self, read: &Read) -> Option<Ahead> {
        self.ahead.borrow_mut().remove(read)
    }

    fn forget_ahead(&self, which: impl Fn(&Read) -> bool) {
        self.ahead.borrow_mut().retain(|read, _| !which(read));
    }

    /// Whether the transaction already holds the lock `key`.
    pub fn holds(&self, key: &str) -> bool {
        self.locks.borrow().contains(key)
    }

    /// Records that the transaction now holds the lock `key`.
    pub fn hold(&self, key: &str) {
        self.locks.borrow_mut().insert(key.to_owned());
    }

    /// Forgets everything: a savepoint was rolled back, and with it its
    /// writes, its reads and the locks taken in it.
    pub fn forget_all(&self) {
        self.forget_users();
        self.forget_chats();
        self.forget_game_chats();
        self.locks.borrow_mut().clear();
    }
}
