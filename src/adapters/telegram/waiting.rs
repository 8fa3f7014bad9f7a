//! Telling the sender of an update that the database did not take that it
//! waits. Telegram delivers such an update again until the bot confirms it,
//! so it will be carried out; without a word the sender would see nothing
//! (a pressed button's spinner runs on) for as long as the database is
//! away, and send it again. Each update is told once by an instance,
//! however often it comes back, in the sender's Telegram language (their
//! choice of language is in the database that is away).

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex};

use super::courier::Courier;
use crate::app::{ChatKey, Lang, Msg, Request};
use crate::text;

/// How many updates told are remembered, the newest.
const REMEMBERED: usize = 4096;

/// What telling the sender of a request needs, taken before the request
/// goes to the hub.
pub(crate) struct Waiting {
    chat: ChatKey,
    origin: Option<String>,
    lang: Lang,
}

impl Waiting {
    /// What telling the sender of `request` needs; `None` for a reaction
    /// that plays no move, which is at most relayed: a notice about it
    /// would be louder than the reaction.
    pub(crate) fn of(request: &Request) -> Option<Waiting> {
        if request.command.is_plain_reaction() {
            return None;
        }
        Some(Waiting {
            chat: request.chat.key.clone(),
            origin: request.origin.clone(),
            lang: request.user.platform_lang(),
        })
    }
}

/// The updates whose senders were told.
#[derive(Default)]
pub(crate) struct Told {
    ids: Mutex<(VecDeque<u32>, HashSet<u32>)>,
}

impl Told {
    /// Tells the sender of update `update` that it waits, unless they were
    /// told already; the telling runs on its own task.
    pub(crate) fn tell(&self, courier: &Arc<Courier>, update: u32, waiting: Waiting) {
        if !self.first(update) {
            return;
        }
        let text = text::render(waiting.lang, &Msg::new("error-kept"));
        let courier = Arc::clone(courier);
        tokio::spawn(async move {
            courier
                .notice(&waiting.chat, waiting.origin.as_deref(), &text)
                .await;
        });
    }

    /// Whether `update` is told for the first time (it is remembered).
    fn first(&self, update: u32) -> bool {
        let mut ids = self.ids.lock().unwrap_or_else(|e| e.into_inner());
        let (order, seen) = &mut *ids;
        if !seen.insert(update) {
            return false;
        }
        order.push_back(update);
        if order.len() > REMEMBERED
            && let Some(oldest) = order.pop_front()
        {
            seen.remove(&oldest);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_update_is_told_once_and_only_the_newest_are_remembered() {
        let told = Told::default();
        assert!(told.first(1));
        assert!(!told.first(1), "told once");
        for id in 2..=REMEMBERED as u32 + 1 {
            assert!(told.first(id));
        }
        assert!(told.first(1), "the oldest was forgotten");
        assert!(!told.first(REMEMBERED as u32 + 1));
    }
}
