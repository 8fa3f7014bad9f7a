//! Interactions waiting for their answers.
//!
//! A slash command is acknowledged at once with an ephemeral "thinking"
//! reply, which the first private text of its request replaces; later private
//! texts become ephemeral follow-ups, and a request that had nothing private
//! to say deletes the placeholder. A button press or menu pick is
//! acknowledged without a message, so its private texts are all follow-ups.
//! Interaction tokens stay in here; they never reach a log line.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// How an interaction was acknowledged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ack {
    /// An ephemeral deferred reply (slash commands) waits to be filled.
    Deferred,
    /// Acknowledged without a message (buttons, menus).
    Silent,
}

/// Where a private answer goes.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Answer {
    /// Replace the deferred reply, through the interaction token.
    Original(String),
    /// Send an ephemeral follow-up, through the interaction token.
    FollowUp(String),
}

struct Slot {
    token: String,
    unfilled: bool,
}

/// The open interactions, by request origin (`i<interaction id>`).
#[derive(Default)]
pub(super) struct Pending {
    slots: Mutex<HashMap<String, Slot>>,
}

impl Pending {
    /// The origin string a request from this interaction carries.
    pub(super) fn origin(interaction: impl std::fmt::Display) -> String {
        format!("i{interaction}")
    }

    fn slots(&self) -> MutexGuard<'_, HashMap<String, Slot>> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Remembers an acknowledged interaction.
    pub(super) fn open(&self, origin: &str, token: String, ack: Ack) {
        let slot = Slot {
            token,
            unfilled: ack == Ack::Deferred,
        };
        self.slots().insert(origin.to_owned(), slot);
    }

    /// Where the next private text of an interaction goes; `None` when the
    /// origin is no open interaction.
    pub(super) fn answer(&self, origin: &str) -> Option<Answer> {
        let mut slots = self.slots();
        let slot = slots.get_mut(origin)?;
        Some(if std::mem::take(&mut slot.unfilled) {
            Answer::Original(slot.token.clone())
        } else {
            Answer::FollowUp(slot.token.clone())
        })
    }

    /// Forgets an interaction whose output is all sent; gives its token when
    /// the deferred placeholder was never filled and should be deleted.
    pub(super) fn close(&self, origin: &str) -> Option<String> {
        let slot = self.slots().remove(origin)?;
        slot.unfilled.then_some(slot.token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_private_text_fills_a_deferred_reply() {
        let pending = Pending::default();
        pending.open("i1", "t1".into(), Ack::Deferred);
        assert_eq!(pending.answer("i1"), Some(Answer::Original("t1".into())));
        assert_eq!(pending.answer("i1"), Some(Answer::FollowUp("t1".into())));
        assert_eq!(pending.close("i1"), None);
        assert_eq!(pending.answer("i1"), None);
    }

    #[test]
    fn an_unfilled_placeholder_is_deleted_and_presses_only_follow_up() {
        let pending = Pending::default();
        pending.open("i1", "t1".into(), Ack::Deferred);
        assert_eq!(pending.close("i1"), Some("t1".into()));
        pending.open("i2", "t2".into(), Ack::Silent);
        assert_eq!(pending.answer("i2"), Some(Answer::FollowUp("t2".into())));
        assert_eq!(pending.close("i2"), None);
    }
}
