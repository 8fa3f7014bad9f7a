//! Who administers a group, as `getChatMember` said lately: each answer is
//! kept for [`KEEP`], so a flood of `/abort` costs one lookup a minute per
//! sender and group, and the set is bounded ([`CAPACITY`]).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use tokio::time::Instant;

/// How long an answer is trusted.
pub(crate) const KEEP: Duration = Duration::from_secs(60);
/// The most answers kept; when full, those too old go, and if none is,
/// all go.
const CAPACITY: usize = 4096;

/// Recent answers of `getChatMember`, by (chat, user).
#[derive(Debug, Default)]
pub(crate) struct Admins {
    known: Mutex<HashMap<(i64, u64), (bool, Instant)>>,
}

impl Admins {
    /// Whether `user` administers `chat`, if known since less than [`KEEP`].
    pub(crate) fn get(&self, chat: i64, user: u64) -> Option<bool> {
        let known = self.known.lock().unwrap_or_else(|e| e.into_inner());
        known
            .get(&(chat, user))
            .filter(|(_, at)| at.elapsed() < KEEP)
            .map(|(admin, _)| *admin)
    }

    /// Remembers an answer.
    pub(crate) fn put(&self, chat: i64, user: u64, admin: bool) {
        let mut known = self.known.lock().unwrap_or_else(|e| e.into_inner());
        if known.len() >= CAPACITY {
            known.retain(|_, (_, at)| at.elapsed() < KEEP);
            if known.len() >= CAPACITY {
                known.clear();
            }
        }
        known.insert((chat, user), (admin, Instant::now()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_kept_per_chat_and_user_and_the_set_stays_bounded() {
        let admins = Admins::default();
        assert_eq!(admins.get(-1, 7), None);
        admins.put(-1, 7, true);
        assert_eq!(admins.get(-1, 7), Some(true));
        assert_eq!(admins.get(-2, 7), None);
        for user in 0..(CAPACITY as u64 + 10) {
            admins.put(-3, user, false);
        }
        let kept = admins.known.lock().expect("not poisoned").len();
        assert!(kept <= CAPACITY, "{kept}");
    }
}
