//! Containing panics. A panic in one request, one game, one delivery or one
//! AI search is caught where it happened, logged with its message, and
//! turned into an ordinary failure of that one piece of work; the loops
//! around it go on. What cannot be contained (the core thread itself
//! ending) stops the process with a non-zero status, so that a supervisor
//! restarts it.

use std::any::Any;
use std::future::Future;
use std::panic::AssertUnwindSafe;

use futures::FutureExt as _;

/// A panic that was caught, with its message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("panicked: {0}")]
pub struct Panicked(pub String);

impl Panicked {
    /// The message of a caught panic's payload.
    pub fn from_payload(payload: &(dyn Any + Send)) -> Panicked {
        let text = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned());
        Panicked(text)
    }
}

/// Runs `f`, catching a panic. The caller must not rely on state `f` left
/// half-changed: every caller either rolls back (a transaction) or drops
/// what `f` worked on.
pub fn contain<T>(f: impl FnOnce() -> T) -> Result<T, Panicked> {
    std::panic::catch_unwind(AssertUnwindSafe(f)).map_err(|p| caught(&*p))
}

/// Awaits `future`, catching a panic while it runs.
pub async fn contain_async<T>(future: impl Future<Output = T>) -> Result<T, Panicked> {
    AssertUnwindSafe(future)
        .catch_unwind()
        .await
        .map_err(|p| caught(&*p))
}

/// A caught panic, counted in `damabot_panics_caught_total`.
fn caught(payload: &(dyn Any + Send)) -> Panicked {
    crate::ops::metrics::get().panics.inc();
    Panicked::from_payload(payload)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panics_become_errors_with_their_message() {
        assert_eq!(contain(|| 7), Ok(7));
        let caught = contain(|| -> u8 { panic!("bad {}", "game") });
        assert_eq!(caught, Err(Panicked("bad game".into())));
        let caught = contain(|| -> u8 { std::panic::panic_any(42_u8) });
        assert_eq!(caught, Err(Panicked("a panic without a message".into())));
    }

    #[tokio::test]
    async fn panics_in_futures_are_caught_too() {
        let caught = contain_async(async { panic!("in a task") }).await;
        assert_eq!(caught, Err::<(), _>(Panicked("in a task".into())));
    }
}
