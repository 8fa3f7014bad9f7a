//! What bounds one search: wall time, depth and nodes.

use std::time::Duration;

/// Bounds of one search; the search stops at the first one reached. The
/// first iteration (depth 1) always completes, so a search always has a
/// move to give, whatever the limits.
///
/// With no limit at all the search would run to the deepest depth it
/// supports; [`Limits::DEFAULT_MOVETIME`] is used as the wall-time bound
/// then, so a search never runs unbounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Wall time. Reaching it makes the result depend on the machine's
    /// speed; node and depth limits do not.
    pub movetime: Option<Duration>,
    /// Deepest iteration, in plies (1 or more).
    pub depth: Option<u32>,
    /// Node budget (interior and quiescence nodes both count).
    pub nodes: Option<u64>,
}

impl Limits {
    /// The wall time used when no limit at all is given.
    pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(1);

    /// A search bounded by wall time only.
    pub const fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            depth: None,
            nodes: None,
        }
    }

    /// These limits, with [`Limits::DEFAULT_MOVETIME`] filled in when none is
    /// set.
    pub(crate) fn bounded(self) -> Limits {
        if self.movetime.is_none() && self.depth.is_none() && self.nodes.is_none() {
            Limits::movetime(Limits::DEFAULT_MOVETIME)
        } else {
            self
        }
    }
}
