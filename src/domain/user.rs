//! A user as the core and the store both see them: platform identity,
//! display name, language choice and hint, theme and coins. Which language
//! to speak to them is the core's rule, not the record's.

use super::{Lang, UserId, UserKey};

/// A stored user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserRow {
    /// Database id.
    pub id: UserId,
    /// Platform identity.
    pub key: UserKey,
    /// Last known display name.
    pub name: String,
    /// The language the user chose with `lang`, if any.
    pub lang: Option<Lang>,
    /// The language the platform last reported for the user, if we speak it.
    pub lang_hint: Option<Lang>,
    /// The cosmetic theme id in use.
    pub theme: String,
    /// Coins earned from finished games, spent in the shop.
    pub coins: i64,
}
