//! Linked accounts and their one-time codes: who is one person with whom,
//! and the codes (kept as their digests) that link them.

use super::sql::{Row, params};
use super::{StoreError, Tx, parse_col};
use crate::domain::{Account, ChatId, LinkCode, UserId};

fn code_row(r: &Row) -> Result<LinkCode, StoreError> {
    Ok(LinkCode {
        user: r.get(0)?,
        chat: r.get(1)?,
        expires_at: r.get(2)?,
        used_at: r.get(3)?,
    })
}

fn account_row(r: &Row) -> Result<Account, StoreError> {
    let platform: String = r.get(1)?;
    Ok(Account {
        user: r.get(0)?,
        platform: parse_col(&platform, "platform")?,
        name: r.get(2)?,
    })
}

/// Linked accounts and link codes.
pub trait Links {
    /// Gives `user` the code whose digest is `digest`, made in `chat`,
    /// lapsing at `expires_at`; any earlier code of theirs is forgotten.
    /// `false` if another code has this digest (draw another).
    fn put_link_code(
        &self,
        digest: &str,
        user: UserId,
        chat: ChatId,
        expires_at: i64,
    ) -> Result<bool, StoreError>;

    /// The code with this digest, used or lapsed alike, until it is pruned.
    fn link_code(&self, digest: &str) -> Result<Option<LinkCode>, StoreError>;

    /// Marks the code used at `now` if it is still usable; `false` if it
    /// was used or lapsed meanwhile, so a code links once even when two
    /// instances read it at the same time.
    fn use_link_code(&self, digest: &str, now: i64) -> Result<bool, StoreError>;

    /// Forgets the codes that lapsed before `before`.
    fn prune_link_codes(&self, before: i64) -> Result<(), StoreError>;

    /// The other accounts linked to `user`, oldest first; none when the
    /// account is linked to nobody.
    fn linked_accounts(&self, user: UserId) -> Result<Vec<Account>, StoreError>;

    /// Makes `users` one person, labelled `person` (one of them), with
    /// whatever each was linked to before re-labelled by the caller. Each
    /// user comes with its private chat, where it hears about its links,
    /// if known; an account's chat known from before is kept otherwise.
    fn link_accounts(
        &self,
        users: &[(UserId, Option<ChatId>)],
        person: UserId,
        now: i64,
    ) -> Result<(), StoreError>;

    /// The private chats of the other accounts linked to `user`, where
    /// they hear about their links: (account, chat) for each one whose
    /// chat is known, oldest link first.
    fn linked_chats(&self, user: UserId) -> Result<Vec<(UserId, ChatId)>, StoreError>;

    /// Records `chat` as the private chat where a linked `user` hears
    /// about its links; nothing for an account linked to nobody.
    fn set_link_chat(&self, user: UserId, chat: ChatId) -> Result<(), StoreError>;

    /// Takes `user` out of its person; a person left with one account is
    /// no person any more.
    fn unlink_account(&self, user: UserId) -> Result<(), StoreError>;

    /// Whether two accounts are linked as one person.
    fn same_person(&self, a: UserId, b: UserId) -> Result<bool, StoreError>;
}

impl Links for Tx<'_> {
    fn put_link_code(
        &self,
        digest: &str,
        user: UserId,
        chat: ChatId,
        expires_at: i64,
    ) -> Result<bool, StoreError> {
        self.apply("DELETE FROM link_codes WHERE user_id = ?1", params![user])?;
        let n = self.exec(
            "INSERT INTO link_codes (digest, user_id, chat_id, expires_at)
             VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
            params![digest, user, chat, expires_at],
        )?;
        Ok(n == 1)
    }

    fn link_code(&self, digest: &str) -> Result<Option<LinkCode>, StoreError> {
        self.opt_row(
            "SELECT user_id, chat_id, expires_at, used_at FROM link_codes WHERE digest = ?1",
            params![digest],
            code_row,
        )
    }

    fn use_link_code(&self, digest: &str, now: i64) -> Result<bool, StoreError> {
        let n = self.exec(
            "UPDATE link_codes SET used_at = ?2
             WHERE digest = ?1 AND used_at IS NULL AND expires_at > ?2",
            params![digest, now],
        )?;
        Ok(n == 1)
    }

    fn prune_link_codes(&self, before: i64) -> Result<(), StoreError> {
        self.apply(
            "DELETE FROM link_codes WHERE expires_at < ?1",
            params![before],
        )
    }

    fn linked_accounts(&self, user: UserId) -> Result<Vec<Account>, StoreError> {
        self.rows(
            "SELECT u.id, u.platform, u.name FROM account_links me
             JOIN account_links o ON o.person = me.person AND o.user_id <> me.user_id
             JOIN users u ON u.id = o.user_id
             WHERE me.user_id = ?1
             ORDER BY o.linked_at, u.id",
            params![user],
            account_row,
        )
    }

    fn link_accounts(
        &self,
        users: &[(UserId, Option<ChatId>)],
        person: UserId,
        now: i64,
    ) -> Result<(), StoreError> {
        for (user, chat) in users {
            self.apply(
                "INSERT INTO account_links (user_id, person, linked_at, chat_id)
                 VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (user_id) DO UPDATE SET person = excluded.person,
                   chat_id = COALESCE(excluded.chat_id, account_links.chat_id)",
                params![*user, person, now, *chat],
            )?;
        }
        Ok(())
    }

    fn linked_chats(&self, user: UserId) -> Result<Vec<(UserId, ChatId)>, StoreError> {
        self.rows(
            "SELECT o.user_id, o.chat_id FROM account_links me
             JOIN account_links o ON o.person = me.person AND o.user_id <> me.user_id
             WHERE me.user_id = ?1 AND o.chat_id IS NOT NULL
             ORDER BY o.linked_at, o.user_id",
            params![user],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }

    fn set_link_chat(&self, user: UserId, chat: ChatId) -> Result<(), StoreError> {
        self.apply(
            "UPDATE account_links SET chat_id = ?2 WHERE user_id = ?1",
            params![user, chat],
        )
    }

    fn unlink_account(&self, user: UserId) -> Result<(), StoreError> {
        let person: Option<UserId> = self.opt_row(
            "SELECT person FROM account_links WHERE user_id = ?1",
            params![user],
            |r| r.get(0),
        )?;
        let Some(person) = person else {
            return Ok(());
        };
        self.apply(
            "DELETE FROM account_links WHERE user_id = ?1",
            params![user],
        )?;
        self.apply(
            "DELETE FROM account_links WHERE person = ?1
               AND (SELECT COUNT(*) FROM account_links x WHERE x.person = ?1) < 2",
            params![person],
        )
    }

    fn same_person(&self, a: UserId, b: UserId) -> Result<bool, StoreError> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM account_links x
               JOIN account_links y ON y.person = x.person
               WHERE x.user_id = ?1 AND y.user_id = ?2)",
            params![a, b],
            |r| r.get(0),
        )
    }
}
