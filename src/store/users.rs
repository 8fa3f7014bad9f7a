//! Users: platform identity, display name, language, theme and coins.

use super::memo::Read;
use super::sql::{Row, Value, params};
use super::{StoreError, Tx, parse_col};
use crate::domain::{Lang, Platform, UserId, UserInfo, UserKey, UserRow};

const COLUMNS: &str = "id, platform, platform_id, name, lang, theme, coins, lang_hint";

impl TryFrom<&Row> for UserRow {
    type Error = StoreError;
    fn try_from(row: &Row) -> Result<Self, StoreError> {
        let platform: String = row.get(1)?;
        let lang: Option<String> = row.get(4)?;
        let hint: Option<String> = row.get(7)?;
        Ok(UserRow {
            id: row.get(0)?,
            key: UserKey {
                platform: parse_col(&platform, "platform")?,
                id: row.get(2)?,
            },
            name: row.get(3)?,
            lang: lang.as_deref().and_then(Lang::from_code),
            lang_hint: hint.as_deref().and_then(Lang::from_code),
            theme: row.get(5)?,
            coins: row.get(6)?,
        })
    }
}

/// The read of a user by platform identity.
fn by_key(key: &UserKey) -> (Read, String, Vec<Value>) {
    (
        Read::UserByKey(key.clone()),
        format!("SELECT {COLUMNS} FROM users WHERE platform = ?1 AND platform_id = ?2"),
        params![key.platform.name(), key.id].to_vec(),
    )
}

/// The read of a user by database id.
fn by_id(id: UserId) -> (Read, String, Vec<Value>) {
    (
        Read::User(id),
        format!("SELECT {COLUMNS} FROM users WHERE id = ?1"),
        params![id].to_vec(),
    )
}

/// The users: platform identity, display name, language choice and hint,
/// theme and coins. A transaction reads each user once (see `memo`).
pub trait Users {
    /// Creates the user or refreshes their display name and the platform's
    /// language hint; returns the row. A user whose name and hint are as
    /// stored costs one read and no write.
    fn upsert_user(&self, info: &UserInfo, now: i64) -> Result<UserRow, StoreError>;

    /// The user with this platform identity, if known.
    fn user_by_key(&self, key: &UserKey) -> Result<Option<UserRow>, StoreError>;

    /// Sends the read of [`Users::user_by_key`] ahead (see `memo`).
    fn read_user_ahead(&self, key: &UserKey) -> Result<(), StoreError>;

    /// Sends the reads of [`Users::user`] ahead for those of `ids` not read
    /// yet (see `memo`).
    fn read_users_ahead(&self, ids: &[UserId]) -> Result<(), StoreError>;

    /// The user with this database id (read once per transaction).
    fn user(&self, id: UserId) -> Result<UserRow, StoreError>;

    /// Users whose display name matches (case-insensitively) on one platform.
    fn users_named(&self, platform: Platform, name: &str) -> Result<Vec<UserRow>, StoreError>;

    /// Stores the user's language choice.
    fn set_user_lang(&self, id: UserId, lang: Lang) -> Result<(), StoreError>;

    /// Stores the user's theme choice.
    fn set_user_theme(&self, id: UserId, theme: &str) -> Result<(), StoreError>;
}

impl Users for Tx<'_> {
    fn upsert_user(&self, info: &UserInfo, now: i64) -> Result<UserRow, StoreError> {
        let hint = info.language_code.as_deref().and_then(Lang::from_code);
        if let Some(row) = self.user_by_key(&info.key)?
            && row.name == info.name
            && (hint.is_none() || row.lang_hint == hint)
        {
            return Ok(row);
        }
        self.memo.forget_users();
        let sql = format!(
            "INSERT INTO users (platform, platform_id, name, lang_hint, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (platform, platform_id) DO UPDATE SET name = excluded.name,
                 lang_hint = COALESCE(excluded.lang_hint, users.lang_hint)
             RETURNING {COLUMNS}"
        );
        let row = self.row(
            &sql,
            params![
                info.key.platform.name(),
                info.key.id,
                info.name,
                hint.map(Lang::code),
                now
            ],
            |r| UserRow::try_from(r),
        )?;
        self.memo.keep_user(&row);
        Ok(row)
    }

    fn user_by_key(&self, key: &UserKey) -> Result<Option<UserRow>, StoreError> {
        let (read, sql, args) = by_key(key);
        let row = self.opt_row_read(&read, &sql, &args, |r| UserRow::try_from(r))?;
        if let Some(row) = &row {
            self.memo.keep_user(row);
        }
        Ok(row)
    }

    fn read_user_ahead(&self, key: &UserKey) -> Result<(), StoreError> {
        let (read, sql, args) = by_key(key);
        self.read_ahead(read, &sql, &args)
    }

    fn read_users_ahead(&self, ids: &[UserId]) -> Result<(), StoreError> {
        for &id in ids {
            if self.memo.user(id).is_none() {
                let (read, sql, args) = by_id(id);
                self.read_ahead(read, &sql, &args)?;
            }
        }
        Ok(())
    }

    fn user(&self, id: UserId) -> Result<UserRow, StoreError> {
        if let Some(row) = self.memo.user(id) {
            return Ok(row);
        }
        let (read, sql, args) = by_id(id);
        let row = self
            .opt_row_read(&read, &sql, &args, |r| UserRow::try_from(r))?
            .ok_or(StoreError::NotFound)?;
        self.memo.keep_user(&row);
        Ok(row)
    }

    fn users_named(&self, platform: Platform, name: &str) -> Result<Vec<UserRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM users WHERE platform = ?1 AND lower(name) = lower(?2) ORDER BY id"
        );
        self.rows(&sql, params![platform.name(), name], |r| {
            UserRow::try_from(r)
        })
    }

    fn set_user_lang(&self, id: UserId, lang: Lang) -> Result<(), StoreError> {
        self.write_user(
            "UPDATE users SET lang = ?2 WHERE id = ?1",
            params![id, lang.code()],
        )?;
        Ok(())
    }

    fn set_user_theme(&self, id: UserId, theme: &str) -> Result<(), StoreError> {
        self.write_user(
            "UPDATE users SET theme = ?2 WHERE id = ?1",
            params![id, theme],
        )?;
        Ok(())
    }
}

impl Tx<'_> {
    /// Runs a statement that changes users, forgetting the users this
    /// transaction has read.
    pub(super) fn write_user(&self, sql: &str, args: &[Value]) -> Result<usize, StoreError> {
        self.memo.forget_users();
        self.exec(sql, args)
    }
}
