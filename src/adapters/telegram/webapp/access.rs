//! Who may do what on the page's API: who the caller is (their `initData`,
//! [`super::init_data`]), whether they may watch a game (its players, and
//! the members of a chat that shows it, asked of Telegram with
//! `getChatMember` and kept a minute, [`super::super::members`]), and a
//! per-user bound on reads ([`Reads`]); moves and actions are bounded by
//! the core's own rate limits, as chat commands are.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use teloxide::prelude::*;
use tokio::time::Instant;

use super::WebApp;
use super::view::plays;
use crate::adapters::telegram::handle::LOOKUP_WITHIN;
use crate::adapters::telegram::retry::{self, describe};
use crate::adapters::telegram::updates::INLINE_PREFIX;
use crate::app::{ChatKind, GamePage, Platform, UserKey};

/// Whether `viewer` may watch the game: a player may; so may the person of
/// a private chat that shows it and the members of a group that shows it.
/// A game posted through inline mode lives in a message the bot cannot
/// see the chat of, so everyone who opens it from there may watch it.
pub(crate) async fn may_watch(app: &WebApp, page: &GamePage, viewer: &UserKey) -> bool {
    if plays(page, viewer) {
        return true;
    }
    for chat in &page.chats {
        if chat.key.platform != Platform::Telegram {
            continue;
        }
        if chat.key.id.starts_with(INLINE_PREFIX) {
            return true;
        }
        let mine = match chat.kind {
            ChatKind::Private => chat.member.as_ref() == Some(viewer) || chat.key.id == viewer.id,
            ChatKind::Group => belongs(app, &chat.key.id, &viewer.id).await,
        };
        if mine {
            return true;
        }
    }
    false
}

/// Whether `user` is in the group `chat` (a member, an administrator, its
/// creator or a restricted member), as Telegram said within the last
/// minute; no when Telegram cannot say within [`LOOKUP_WITHIN`].
async fn belongs(app: &WebApp, chat: &str, user: &str) -> bool {
    let (Ok(chat), Ok(user)) = (chat.parse::<i64>(), user.parse::<u64>()) else {
        return false;
    };
    if let Some(member) = app.members.get(chat, user) {
        return member;
    }
    let answer = retry::call_within(&app.backoff, "getChatMember", LOOKUP_WITHIN, || {
        app.bot
            .get_chat_member(ChatId(chat), teloxide::types::UserId(user))
            .send()
    })
    .await;
    match answer {
        Ok(member) => {
            let present = member.kind.is_present();
            app.members.put(chat, user, present);
            present
        }
        Err(error) => {
            tracing::warn!(error = %describe(&error), "could not look up a chat member");
            false
        }
    }
}

/// A token bucket per user for the API's reads of games (`GET
/// api/games/…` and opening a stream), so that one page cannot keep the
/// core reading: [`BURST`] at once, then one every [`EVERY`].
#[derive(Debug, Default)]
pub(crate) struct Reads {
    buckets: Mutex<HashMap<u64, (f64, Instant)>>,
}

/// Reads a user may make at once.
const BURST: f64 = 20.0;
/// And then one per this long.
const EVERY: Duration = Duration::from_millis(250);
/// Users remembered at most; when full, the full buckets go.
const USERS: usize = 16_384;

impl Reads {
    /// Takes a read for `user`; `false` when their bucket is empty.
    pub(crate) fn take(&self, user: u64) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let refill = |(tokens, at): (f64, Instant)| {
            (tokens + now.duration_since(at).as_secs_f64() / EVERY.as_secs_f64()).min(BURST)
        };
        if buckets.len() >= USERS {
            buckets.retain(|_, b| refill(*b) < BURST);
            if buckets.len() >= USERS {
                buckets.clear();
            }
        }
        let bucket = buckets.entry(user).or_insert((BURST, now));
        let tokens = refill(*bucket);
        if tokens < 1.0 {
            *bucket = (tokens, now);
            return false;
        }
        *bucket = (tokens - 1.0, now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_gets_a_burst_of_reads_and_others_are_not_held_up() {
        let reads = Reads::default();
        let taken = (0..100).filter(|_| reads.take(7)).count();
        assert_eq!(taken, BURST as usize);
        assert!(reads.take(8), "another user has their own bucket");
    }
}
