//! A rate limit's token bucket as the database keeps it: whose commands it
//! counts ([`BucketKey`]) and how full it was when last charged
//! ([`RateBucket`]). The rules of refilling and charging are the core's.

use super::{ChatKey, Platform, UserKey};

/// What a bucket counts: one user's commands everywhere, or every
/// command in one chat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BucketScope {
    /// A user's commands.
    User,
    /// A chat's commands.
    Chat,
}

impl BucketScope {
    /// The stored name.
    pub fn name(self) -> &'static str {
        match self {
            BucketScope::User => "user",
            BucketScope::Chat => "chat",
        }
    }
}

/// Whose bucket.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BucketKey {
    /// A user's or a chat's.
    pub scope: BucketScope,
    /// The platform of the user or chat.
    pub platform: Platform,
    /// The platform's own id of the user or chat.
    pub id: String,
}

impl BucketKey {
    /// The bucket of a user.
    pub fn user(user: &UserKey) -> BucketKey {
        BucketKey {
            scope: BucketScope::User,
            platform: user.platform,
            id: user.id.clone(),
        }
    }

    /// The bucket of a chat.
    pub fn chat(chat: &ChatKey) -> BucketKey {
        BucketKey {
            scope: BucketScope::Chat,
            platform: chat.platform,
            id: chat.id.clone(),
        }
    }
}

/// A bucket's state when it was last charged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateBucket {
    /// Tokens left then.
    pub tokens: f64,
    /// When, in Unix milliseconds.
    pub at: i64,
    /// Whether its owner was told that a command was not carried out
    /// since it last had a token.
    pub warned: bool,
}
