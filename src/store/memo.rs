//! What one transaction has already read of users and chats, and which
//! locks it holds, so that it asks the database once for each: a move's
//! board names both players, speaks its reader's language and looks up its
//! chat's buttons, and the actor is one of those players.
//!
//! Invariant: a memo never holds what the transaction could no longer read.
//! Every write to a user forgets the remembered users, every write to a chat
//! the remembered chats, and a savepoint's rollback forgets everything. The
//! memo lives and dies with its [`super::Tx`], so another transaction's
//! writes are never hidden by it.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use super::UserRow;
use crate::domain::{ChatId, ChatInfo, TapMode, UserId};

/// A chat's stored row, as far as the core reads it.
#[derive(Clone, Debug)]
pub(super) struct ChatRow {
    pub info: ChatInfo,
    pub tap: TapMode,
}

/// The reads and locks of one transaction.
#[derive(Default)]
pub(super) struct Memo {
    users: RefCell<HashMap<UserId, UserRow>>,
    chats: RefCell<HashMap<ChatId, ChatRow>>,
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
    }

    pub fn chat(&self, id: ChatId) -> Option<ChatRow> {
        self.chats.borrow().get(&id).cloned()
    }

    pub fn keep_chat(&self, id: ChatId, row: &ChatRow) {
        self.chats.borrow_mut().insert(id, row.clone());
    }

    pub fn forget_chats(&self) {
        self.chats.borrow_mut().clear();
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
        self.locks.borrow_mut().clear();
    }
}
