//! Requests whose commits are made durable in groups.
//!
//! On a store that defers durability (PostgreSQL, [`Store::defers_durability`])
//! a request's transaction may commit without waiting for the disk
//! ([`Core::handle_deferred`]): what it releases (its parcels, its AI jobs,
//! the platform's acknowledgment) is then held as a [`Deferred`], and the
//! core thread takes the next request at once. One commit that waits
//! ([`Core::make_durable`]) then covers every deferred one before it, since
//! the database writes its log in order, and only after it does anything
//! held leave: no board is shown, and no update acknowledged, before its
//! move is on disk, and one wait for the disk serves several requests.
//!
//! A crash of the database may lose lazy commits. A restart ends every
//! connection, so when the store had to open one since a deferred commit
//! ([`Store::connections_opened`]), [`Core::make_durable`] asks the
//! database what survived: the parcels still owed are released, and a
//! request whose update id is not recorded is released as lost, answered as
//! uncommitted so that the platform delivers it again.
//!
//! [`Store::defers_durability`]: crate::store::Store::defers_durability
//! [`Store::connections_opened`]: crate::store::Store::connections_opened

use crate::app::core::Core;
use crate::app::core::output::Output;
use crate::app::error::{CoreError, Uncommitted};
use crate::app::{Body, Msg, Request};
use crate::domain::Platform;

/// What a lazily committed call releases once it is durable.
#[derive(Debug)]
pub struct Deferred {
    outcome: Output,
    /// The update the call handled, whose record tells whether it survived.
    update: Option<(Platform, String)>,
    /// The store's count of opened connections right after the commit.
    opened: u64,
    lost: bool,
}

impl Deferred {
    /// What to release: the outcome, or `None` when the commit was lost.
    pub fn release(self) -> Option<Output> {
        (!self.lost).then_some(self.outcome)
    }

    /// What the call told `request`'s sender alone (its refusals and
    /// hints, [`Body::Text`] marked private, answering the request's
    /// origin): a caller that answers the sender itself, such as the Mini
    /// App's API, reads them here.
    pub fn told(&self, request: &Request) -> Vec<Msg> {
        let Some(origin) = &request.origin else {
            return Vec::new();
        };
        self.outcome
            .parcels
            .iter()
            .filter(|p| p.effect.chat == request.chat.key && p.reply_to.as_ref() == Some(origin))
            .filter_map(|p| match &p.effect.body {
                Body::Text {
                    msg, private: true, ..
                } => Some(msg.clone()),
                _ => None,
            })
            .collect()
    }
}

impl Core {
    /// Whether the store's commits may return before they are on disk, so
    /// that what a request or a settlement releases waits for
    /// [`Core::make_durable`] (PostgreSQL).
    pub fn defers_durability(&self) -> bool {
        self.store.defers_durability()
    }

    /// [`Core::handle`], committing without waiting for the disk where the
    /// store defers durability: nothing it returns may leave before
    /// [`Core::make_durable`] has run (which costs nothing where the store
    /// does not defer).
    pub fn handle_deferred(
        &mut self,
        request: &Request,
        now: i64,
    ) -> Result<Deferred, Uncommitted> {
        let outcome = self.handle_committing(request, now, true)?;
        let update = request
            .update_id
            .clone()
            .map(|id| (request.user.key.platform, id));
        Ok(self.deferred(outcome, update))
    }

    /// Holds the outcome of a call just committed lazily (a settlement
    /// that picked up another instance's parcels, which that instance may
    /// have committed lazily too).
    pub fn deferred(&self, outcome: Output, update: Option<(Platform, String)>) -> Deferred {
        Deferred {
            outcome,
            update,
            opened: self.store.connections_opened(),
            lost: false,
        }
    }

    /// Makes every commit so far durable, and marks in `held` what a
    /// restart of the database lost: in a call committed before the store
    /// opened a new connection, the parcels no longer owed are dropped, and
    /// a request whose update id is no longer recorded is lost. On an
    /// error nothing in `held` changed and the call may be made again.
    pub fn make_durable(&mut self, held: &mut [Deferred]) -> Result<(), CoreError> {
        self.store.make_durable()?;
        let opened = self.store.connections_opened();
        if held.iter().all(|d| d.opened == opened) {
            return Ok(());
        }
        let verdicts = self.store.write(|tx| {
            let mut verdicts = Vec::new();
            for (at, deferred) in held.iter().enumerate() {
                if deferred.opened == opened {
                    continue;
                }
                let lost = match &deferred.update {
                    Some((platform, id)) => !tx.was_processed(*platform, id)?,
                    None => false,
                };
                let mut owed = Vec::new();
                for parcel in &deferred.outcome.parcels {
                    owed.push(tx.is_owed(parcel.id)?);
                }
                verdicts.push((at, lost, owed));
            }
            Ok::<_, CoreError>(verdicts)
        })?;
        tracing::warn!(
            calls = verdicts.len(),
            "the store reconnected since some commits were made; only what survived is released"
        );
        for (at, lost, owed) in verdicts {
            let deferred = &mut held[at];
            let mut owed = owed.into_iter();
            deferred
                .outcome
                .parcels
                .retain(|_| owed.next().unwrap_or(false));
            deferred.lost = lost;
        }
        Ok(())
    }
}
