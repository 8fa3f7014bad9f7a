//! The only clock of the crate: the wall-time safety net of a search.
//!
//! The search itself is pure; it asks this clock, every
//! [`Clock::CHECK_EVERY`] nodes, whether the deadline has passed. Everything
//! else that bounds a search (nodes, depth) is counted, not timed, so a
//! search that ends before its deadline is fully deterministic.

use std::time::{Duration, Instant};

/// A started search's clock: its start and optional deadline.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Clock {
    started: Instant,
    deadline: Option<Instant>,
}

impl Clock {
    /// How many nodes pass between two looks at the clock (a power of two).
    pub(crate) const CHECK_EVERY: u64 = 1024;

    /// Starts a clock that expires after `movetime`, or never.
    pub(crate) fn start(movetime: Option<Duration>) -> Clock {
        let started = Instant::now();
        Clock {
            started,
            deadline: movetime.map(|t| started + t),
        }
    }

    /// Whether the deadline has passed.
    pub(crate) fn expired(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Time since the start.
    pub(crate) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}
