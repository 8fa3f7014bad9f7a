//! The core thread's durability gate: every request's outcome passes
//! through it ([`crate::app::Deferred`]). On a store that defers durability
//! (PostgreSQL) requests commit without waiting for the disk and what they
//! release waits here until one commit that waits covers them all: the core
//! loop opens the gate when no request waits in its queue, when
//! [`MOST_HELD`] calls are held, and before any other call that commits
//! (a clock tick, an AI answer: what it releases must come after what was
//! held). On SQLite it opens after every request. Opening routes the held
//! outcomes and answers their requests in the order they were handled, so
//! per-chat order holds.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::oneshot;

use super::{Shared, SubmitError, end};
use crate::app::{Core, Deferred, Output};
use crate::supervise::contain;

/// Calls held at most before the gate opens: a bound on the latency a busy
/// core adds to the first of them.
const MOST_HELD: usize = 16;
/// The first pause before making commits durable again after a failure;
/// it doubles up to [`LONGEST_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_millis(10);
const LONGEST_PAUSE: Duration = Duration::from_secs(5);

/// Where a request waits for its answer.
pub(super) type Answer = oneshot::Sender<Result<(), SubmitError>>;

/// Outputs committed lazily, each with its request's answer if it was one.
pub(super) struct Gate {
    /// Whether the store defers durability; if not, nothing waits here.
    deferring: bool,
    held: Vec<Deferred>,
    answers: Vec<Option<Answer>>,
}

impl Gate {
    /// The gate of `core`.
    pub(super) fn of(core: &Core) -> Gate {
        Gate {
            deferring: core.defers_durability(),
            held: Vec::new(),
            answers: Vec::new(),
        }
    }

    pub(super) fn is_empty(&self) -> bool {
        self.held.is_empty()
    }

    /// Holds a call's outcome; returns whether the gate must open now: it
    /// is full, or the store does not defer.
    pub(super) fn hold(&mut self, deferred: Deferred, answer: Option<Answer>) -> bool {
        self.held.push(deferred);
        self.answers.push(answer);
        !self.deferring || self.held.len() >= MOST_HELD
    }

    /// Makes everything held durable, trying again after a pause for as
    /// long as the database fails (nothing held may leave before), then
    /// routes what survived and answers each held request, in order.
    pub(super) fn open(&mut self, core: &mut Core, route: &impl Fn(Output), shared: &Arc<Shared>) {
        if self.held.is_empty() {
            return;
        }
        let mut pause = FIRST_PAUSE;
        loop {
            let error = match contain(|| core.make_durable(&mut self.held)) {
                Ok(Ok(())) => break,
                Ok(Err(error)) => error.to_string(),
                Err(panic) => panic.to_string(),
            };
            tracing::error!(%error, held = self.held.len(), "making commits durable failed; trying again");
            std::thread::sleep(pause);
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
        for (deferred, answer) in self.held.drain(..).zip(self.answers.drain(..)) {
            let result = match deferred.release() {
                Some(outcome) => {
                    route(outcome);
                    Ok(())
                }
                None => Err(SubmitError::Uncommitted),
            };
            if let Some(answer) = answer {
                let _ = answer.send(result);
                end(shared);
            }
        }
    }
}
