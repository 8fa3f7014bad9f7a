//! Retrying Bot API calls: `429 retry_after` is honoured for every method
//! (teloxide's `Throttle` keeps sends within the limits but retries
//! nothing: sends, edits, reactions and callback answers all come back
//! here), up to [`MAX_RETRY_AFTER`], and each 429 is counted; network errors
//! are retried with a capped exponential backoff, and errors that another
//! attempt cannot fix are handed back at once. A call whose answer is
//! worthless after a while (an inline answer, a button press's, a lookup an
//! update waits for) goes through [`call_within`], which never waits or
//! retries past that.
//!
//! Log lines name the method and describe the error with
//! [`describe`], which never contains a URL (and so never the token).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;

use teloxide::{ApiError, RequestError};

use crate::app::Platform;
use crate::ops::metrics;

/// How long to wait between attempts after errors that may pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backoff {
    /// The wait after the first failure; it doubles with each further one.
    pub first: Duration,
    /// The longest wait between two attempts.
    pub max: Duration,
    /// How many times a garbled answer (not JSON, or a server error) is
    /// retried before the call is given up. Network errors are retried
    /// without limit: the items they carry must not be dropped.
    pub garbled_attempts: u32,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            first: Duration::from_millis(500),
            max: Duration::from_secs(30),
            garbled_attempts: 5,
        }
    }
}

impl Backoff {
    /// The wait before attempt `failures + 1`.
    pub fn delay(&self, failures: u32) -> Duration {
        let factor = 1u32 << failures.saturating_sub(1).min(16);
        self.first.saturating_mul(factor).min(self.max)
    }
}

/// The longest `retry_after` honoured: a longer one is waited this long,
/// and the next attempt learns whether it still holds.
pub(crate) const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);

/// What to do after a failed attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Telegram asked to wait this long, then try again.
    Wait(Duration),
    /// The connection failed: wait with backoff, then try again.
    Reconnect,
    /// The answer was garbled: retry a few times.
    Garbled,
    /// Another attempt would fail the same way.
    GiveUp,
}

fn classify(error: &RequestError) -> Next {
    match error {
        RequestError::RetryAfter(after) => Next::Wait(after.duration().min(MAX_RETRY_AFTER)),
        RequestError::Network(_) | RequestError::Io(_) => Next::Reconnect,
        RequestError::InvalidJson { .. } => Next::Garbled,
        RequestError::Api(ApiError::Unknown(description)) if is_server_trouble(description) => {
            Next::Garbled
        }
        RequestError::Api(_) | RequestError::MigrateToChatId(_) => Next::GiveUp,
    }
}

/// Descriptions of Bot API answers that report trouble on Telegram's side
/// rather than a mistake in the request.
fn is_server_trouble(description: &str) -> bool {
    let d = description.to_ascii_lowercase();
    [
        "internal server error",
        "bad gateway",
        "gateway timeout",
        "service unavailable",
    ]
    .iter()
    .any(|s| d.contains(s))
}

/// Calls `attempt` until it succeeds or fails in a way no retry can fix.
/// `method` names the call in log lines.
pub(crate) async fn call<T, F, Fut>(
    backoff: &Backoff,
    method: &'static str,
    attempt: F,
) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    call_until(backoff, method, None, attempt).await
}

/// [`call`], for no longer than `within`: an attempt still running then
/// is abandoned, and a wait that would end later gives the call up, with
/// the error that asked for it.
pub(crate) async fn call_within<T, F, Fut>(
    backoff: &Backoff,
    method: &'static str,
    within: Duration,
    attempt: F,
) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    call_until(backoff, method, Some(Instant::now() + within), attempt).await
}

async fn call_until<T, F, Fut>(
    backoff: &Backoff,
    method: &'static str,
    deadline: Option<Instant>,
    mut attempt: F,
) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    let mut failures = 0u32;
    let mut garbled = 0u32;
    loop {
        let answer = match deadline {
            None => attempt().await,
            Some(deadline) => tokio::time::timeout_at(deadline, attempt())
                .await
                .unwrap_or_else(|_| Err(too_late())),
        };
        let error = match answer {
            Ok(value) => return Ok(value),
            Err(error) => error,
        };
        let wait = match classify(&error) {
            Next::Wait(after) => {
                metrics::get()
                    .platform_429
                    .with_label_values(&[Platform::Telegram.name()])
                    .inc();
                tracing::warn!(
                    method,
                    after_secs = after.as_secs(),
                    "rate limited by Telegram; waiting"
                );
                after
            }
            Next::Reconnect => {
                metrics::get().error("platform");
                failures += 1;
                let wait = backoff.delay(failures);
                tracing::warn!(method, error = %describe(&error), wait_ms = wait.as_millis(), "network error; retrying");
                wait
            }
            Next::Garbled if garbled < backoff.garbled_attempts => {
                metrics::get().error("platform");
                garbled += 1;
                failures += 1;
                let wait = backoff.delay(failures);
                tracing::warn!(method, error = %describe(&error), wait_ms = wait.as_millis(), "unexpected answer; retrying");
                wait
            }
            Next::Garbled | Next::GiveUp => return Err(error),
        };
        if deadline.is_some_and(|deadline| Instant::now() + wait > deadline) {
            tracing::debug!(method, "given up: another attempt would come too late");
            return Err(error);
        }
        tokio::time::sleep(wait).await;
    }
}

/// The error of an attempt abandoned at its deadline.
fn too_late() -> RequestError {
    RequestError::Io(Arc::new(std::io::Error::new(
        std::io::ErrorKind::TimedOut,
        "no answer before the call's deadline",
    )))
}

/// A short, URL-free description of an error for log lines. teloxide
/// already strips the request URL (which holds the token) from network
/// errors; this also cuts raw answers down to a readable length.
pub(crate) fn describe(error: &RequestError) -> String {
    const LIMIT: usize = 200;
    let text = match error {
        RequestError::InvalidJson { source, raw } => {
            format!(
                "unreadable answer ({source}): {}",
                raw.chars().take(LIMIT).collect::<String>()
            )
        }
        RequestError::Network(e) => format!("network error: {}", chain(&**e)),
        other => other.to_string(),
    };
    text.chars().take(2 * LIMIT).collect()
}

/// An error and its sources, joined: "error sending request: connection
/// closed before message completed".
fn chain(error: &dyn std::error::Error) -> String {
    let mut parts = vec![error.to_string()];
    let mut source = error.source();
    while let Some(e) = source {
        parts.push(e.to_string());
        source = e.source();
    }
    parts.join(": ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use teloxide::types::Seconds;

    fn quick() -> Backoff {
        Backoff {
            first: Duration::from_millis(1),
            max: Duration::from_millis(4),
            garbled_attempts: 2,
        }
    }

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let b = Backoff {
            first: Duration::from_millis(100),
            max: Duration::from_millis(700),
            garbled_attempts: 1,
        };
        let waits: Vec<u128> = (1..=5).map(|n| b.delay(n).as_millis()).collect();
        assert_eq!(waits, [100, 200, 400, 700, 700]);
        assert_eq!(b.delay(u32::MAX), Duration::from_millis(700));
    }

    #[test]
    fn errors_are_classified_by_what_another_attempt_can_change() {
        assert_eq!(
            classify(&RequestError::RetryAfter(Seconds::from_seconds(3))),
            Next::Wait(Duration::from_secs(3))
        );
        let io = RequestError::Io(Arc::new(std::io::Error::other("reset")));
        assert_eq!(classify(&io), Next::Reconnect);
        assert_eq!(
            classify(&RequestError::Api(ApiError::MessageToEditNotFound)),
            Next::GiveUp
        );
        assert_eq!(
            classify(&RequestError::Api(ApiError::Unknown("Bad Gateway".into()))),
            Next::Garbled
        );
        assert_eq!(
            classify(&RequestError::Api(ApiError::Unknown(
                "Bad Request: REACTION_INVALID".into()
            ))),
            Next::GiveUp
        );
    }

    #[tokio::test]
    async fn transient_failures_are_retried_until_success() {
        let tries = AtomicU32::new(0);
        let result = call(&quick(), "sendMessage", || {
            let n = tries.fetch_add(1, Ordering::SeqCst);
            async move {
                match n {
                    0 => Err(RequestError::Io(Arc::new(std::io::Error::other("reset")))),
                    1 => Err(RequestError::RetryAfter(Seconds::from_seconds(0))),
                    _ => Ok(n),
                }
            }
        })
        .await;
        assert_eq!(result.ok(), Some(2));
    }

    #[tokio::test]
    async fn a_bounded_call_gives_up_rather_than_wait_past_its_deadline() {
        let tries = AtomicU32::new(0);
        let result: Result<(), _> = call_within(
            &quick(),
            "answerInlineQuery",
            Duration::from_secs(10),
            || {
                tries.fetch_add(1, Ordering::SeqCst);
                async { Err(RequestError::RetryAfter(Seconds::from_seconds(15))) }
            },
        )
        .await;
        assert!(matches!(result, Err(RequestError::RetryAfter(_))));
        assert_eq!(tries.load(Ordering::SeqCst), 1, "given up without waiting");

        let result: Result<(), _> =
            call_within(&quick(), "getChatMember", Duration::from_millis(20), || {
                std::future::pending()
            })
            .await;
        assert!(matches!(result, Err(RequestError::Io(_))));
    }

    #[test]
    fn a_long_retry_after_is_capped() {
        assert_eq!(
            classify(&RequestError::RetryAfter(Seconds::from_seconds(86_400))),
            Next::Wait(MAX_RETRY_AFTER)
        );
    }

    #[tokio::test]
    async fn permanent_and_repeatedly_garbled_failures_are_handed_back() {
        let tries = AtomicU32::new(0);
        let result: Result<(), _> = call(&quick(), "editMessageMedia", || {
            tries.fetch_add(1, Ordering::SeqCst);
            async { Err(RequestError::Api(ApiError::MessageCantBeEdited)) }
        })
        .await;
        assert!(matches!(
            result,
            Err(RequestError::Api(ApiError::MessageCantBeEdited))
        ));
        assert_eq!(tries.load(Ordering::SeqCst), 1);

        let tries = AtomicU32::new(0);
        let result: Result<(), _> = call(&quick(), "sendMessage", || {
            tries.fetch_add(1, Ordering::SeqCst);
            async {
                Err(RequestError::Api(ApiError::Unknown(
                    "Internal Server Error".into(),
                )))
            }
        })
        .await;
        assert!(result.is_err());
        assert_eq!(
            tries.load(Ordering::SeqCst),
            3,
            "one attempt plus two retries"
        );
    }
}
