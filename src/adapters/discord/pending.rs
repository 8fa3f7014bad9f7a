//! Interactions waiting for their answers.
//!
//! A slash command is acknowledged at once with an ephemeral "thinking"
//! reply, which the first private text of its request replaces; later private
//! texts become ephemeral follow-ups, and a request that had nothing private
//! to say deletes the placeholder. A button press or menu pick is
//! acknowledged without a message, so its private texts are all follow-ups.
//! A request the database did not take yet is told so in an ephemeral
//! notice, which is deleted when the interaction closes.
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
    /// The ephemeral notice that the request waits for the database.
    notice: Option<u64>,
}

/// What closing an interaction leaves to clean up, through its token.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Closed {
    pub token: String,
    /// The deferred placeholder was never filled: delete it.
    pub placeholder: bool,
    /// The notice to delete, by its message id.
    pub notice: Option<u64>,
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
            notice: None,
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

    /// The token of an open interaction, for a notice.
    pub(super) fn token(&self, origin: &str) -> Option<String> {
        self.slots().get(origin).map(|slot| slot.token.clone())
    }

    /// Remembers the notice posted for an interaction; `false` when it
    /// closed meanwhile, and the notice is for the caller to delete.
    pub(super) fn noticed(&self, origin: &str, message: u64) -> bool {
        let mut slots = self.slots();
        let Some(slot) = slots.get_mut(origin) else {
            return false;
        };
        slot.notice = Some(message);
        true
    }

    /// Forgets an interaction whose output is all sent; says what is left
    /// to delete, if anything.
    pub(super) fn close(&self, origin: &str) -> Option<Closed> {
        let slot = self.slots().remove(origin)?;
        (slot.unfilled || slot.notice.is_some()).then_some(Closed {
            token: slot.token,
            placeholder: slot.unfilled,
            notice: slot.notice,
        })
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
    fn a_notice_is_deleted_at_the_close_or_by_whoever_posted_it_late() {
        let pending = Pending::default();
        pending.open("i1", "t1".into(), Ack::Silent);
        assert_eq!(pending.token("i1"), Some("t1".into()));
        assert!(pending.noticed("i1", 7));
        let closed = Closed {
            token: "t1".into(),
            placeholder: false,
            notice: Some(7),
        };
        assert_eq!(pending.close("i1"), Some(closed));
        assert!(
            !pending.noticed("i1", 8),
            "closed before its notice was posted"
        );
    }

    #[test]
    fn an_unfilled_placeholder_is_deleted_and_presses_only_follow_up() {
        let pending = Pending::default();
        pending.open("i1", "t1".into(), Ack::Deferred);
        let closed = Closed {
            token: "t1".into(),
            placeholder: true,
            notice: None,
        };
        assert_eq!(pending.close("i1"), Some(closed));
        pending.open("i2", "t2".into(), Ack::Silent);
        assert_eq!(pending.answer("i2"), Some(Answer::FollowUp("t2".into())));
        assert_eq!(pending.close("i2"), None);
    }
}
