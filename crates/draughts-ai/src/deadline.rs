//! The only clock of the crate: the wall-time safety net of a search, and
//! the stop signal another thread may raise while it runs.
//!
//! The search itself is pure; it asks this clock, every
//! [`Clock::CHECK_EVERY`] nodes and between iterations, whether it must
//! stop. Everything else that bounds a search (nodes, depth) is counted,
//! not timed, so a search that ends before its deadline, and is not
//! stopped, is fully deterministic.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::iterate::StopReason;

/// A flag that stops a running search from another thread: clones share
/// it. The search looks at it every [`Clock::CHECK_EVERY`] nodes once its
/// first iteration is complete, so it still returns a move.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    /// A flag not raised yet.
    pub fn new() -> Stop {
        Stop::default()
    }

    /// Raises the flag: the searches watching it stop soon.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// A started search's clock: its start, optional deadline and optional
/// stop flag.
#[derive(Clone, Debug)]
pub(crate) struct Clock {
    started: Instant,
    deadline: Option<Instant>,
    stop: Option<Stop>,
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
            stop: None,
        }
    }

    /// This clock, also ending the search when `stop` is raised.
    pub(crate) fn with_stop(self, stop: Stop) -> Clock {
        Clock {
            stop: Some(stop),
            ..self
        }
    }

    /// Why the search must end now, if it must: its stop flag was raised,
    /// or its deadline passed.
    pub(crate) fn expired(&self) -> Option<StopReason> {
        if self.stop.as_ref().is_some_and(Stop::is_stopped) {
            Some(StopReason::Stopped)
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            Some(StopReason::Time)
        } else {
            None
        }
    }

    /// Time since the start.
    pub(crate) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}
