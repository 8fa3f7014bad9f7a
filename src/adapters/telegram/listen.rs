//! Where updates come from: long polling (the default) or a webhook. Both
//! hand each update to the [`Handler`] and tell Telegram it was handled
//! only once it is committed.
//!
//! Polling asks `getUpdates` for [`ALLOWED`] kinds. A batch's updates are
//! handled one after another per chat and chat beside chat; the next call's
//! offset confirms only what was committed ([`offset::next_offset`]), so an
//! update a crash cut short comes again after a restart, and the core's
//! memory of update ids makes the second delivery harmless. (teloxide's own
//! polling confirms a batch as soon as it is queued, which loses it in a
//! crash; it is not used.)
//!
//! The webhook answers a request `200` only after the update is committed,
//! and `500` when it could not be, so that Telegram sends it again. It
//! refuses a request without the secret before reading its body, takes
//! bodies up to [`BODY_LIMIT`], and runs on the hardened server of
//! [`crate::ops::http`] (a connection cap, header and request timeouts), so
//! that clients that are not Telegram cannot take it down. A stop
//! waits for the requests in hand for a grace only, since one can wait as
//! long as the database is away; those still waiting then go unanswered,
//! and Telegram sends them again. It is
//! set up here rather than by teloxide: teloxide's `setWebhook` leaves
//! `allowed_updates` out (so `message_reaction` would never arrive), deletes
//! the webhook when the listener stops (which would cut off every other
//! instance sharing it), and answers before the update is handled.

use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use futures::FutureExt as _;
use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, Update};
use tokio::time::Instant;

use super::TgBot;
use super::handle::Handler;
use super::offset;
use super::retry::{self, Backoff, describe};
use crate::config::Secret;
use crate::ops::http::{self, Event, Limits};
use crate::runtime::SubmitError;
use subtle::ConstantTimeEq as _;

/// The kinds of updates the bot asks Telegram for. A chosen inline result
/// seats its chooser in the game it posts (Telegram sends it only when
/// inline feedback is on, `/setinlinefeedback` in BotFather).
pub(crate) const ALLOWED: [AllowedUpdate; 5] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::MessageReaction,
    AllowedUpdate::InlineQuery,
    AllowedUpdate::ChosenInlineResult,
];

/// The header that carries the webhook's secret.
const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// Why the webhook could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum WebhookError {
    /// `TELEGRAM_WEBHOOK_URL` does not parse.
    #[error("TELEGRAM_WEBHOOK_URL is not a valid URL")]
    BadUrl,
    /// The URL holds the bot token, which would then show up in access logs.
    #[error(
        "TELEGRAM_WEBHOOK_URL must not contain the bot token; TELEGRAM_WEBHOOK_SECRET protects the webhook"
    )]
    TokenInUrl,
    /// The secret breaks Telegram's rules for it.
    #[error("TELEGRAM_WEBHOOK_SECRET must be 1-256 letters, digits, '_' or '-'")]
    BadSecret,
    /// No random secret could be drawn.
    #[error("could not draw a random webhook secret: {0}")]
    Random(#[from] getrandom::Error),
    /// Telegram refused `setWebhook`.
    #[error("setWebhook failed: {0}")]
    SetWebhook(String),
    /// The listener could not bind its address.
    #[error("binding the webhook listener to {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
}

/// Receives updates by long polling until `stop` resolves; a batch in hand
/// then has until the deadline `stop` gives to finish (what it leaves
/// unconfirmed comes again). Ends with an error only when the core has
/// stopped: then nothing more is confirmed.
pub(crate) async fn poll(
    handler: &Handler,
    bot: &TgBot,
    backoff: &Backoff,
    timeout: Duration,
    stop: impl Future<Output = Instant>,
) -> Result<(), SubmitError> {
    // getUpdates is refused while a webhook is set (say, from an earlier
    // deployment); pending updates are kept.
    if let Err(error) = retry::call(backoff, "deleteWebhook", || bot.delete_webhook().send()).await
    {
        tracing::warn!(error = %describe(&error), "could not delete a webhook; polling may be refused");
    }
    tracing::info!("receiving updates by long polling");
    tokio::pin!(stop);
    let mut next: Option<i32> = None;
    let mut failures = 0;
    loop {
        let fetch = async {
            let mut request = bot
                .get_updates()
                .timeout(u32::try_from(timeout.as_secs()).unwrap_or(u32::MAX))
                .allowed_updates(ALLOWED.to_vec());
            if let Some(offset) = next {
                request = request.offset(offset);
            }
            request.send().await
        };
        let updates = tokio::select! {
            _ = &mut stop => return Ok(()),
            fetched = fetch => fetched,
        };
        crate::ops::endpoint::adapters().set(super::READINESS, updates.is_ok());
        let updates = match updates {
            Ok(updates) => updates,
            Err(error) => {
                crate::ops::metrics::get().error("platform");
                failures += 1;
                let wait = backoff.delay(failures);
                tracing::warn!(error = %describe(&error), wait_ms = wait.as_millis(), "getUpdates failed");
                tokio::time::sleep(wait).await;
                continue;
            }
        };
        if updates.is_empty() {
            failures = 0;
            continue;
        }
        tracing::debug!(count = updates.len(), "updates fetched");
        let batch = handle_batch(handler, updates);
        tokio::pin!(batch);
        let handled = tokio::select! {
            handled = &mut batch => handled?,
            deadline = &mut stop => {
                if tokio::time::timeout_at(deadline, batch).await.is_err() {
                    tracing::warn!("polling stops with updates in hand; Telegram sends them again");
                }
                return Ok(());
            }
        };
        next = offset::next_offset(next, &handled);
        if handled.iter().all(|(_, committed)| *committed) {
            failures = 0;
        } else {
            // The database is in trouble: give it a moment before the same
            // updates come again.
            failures += 1;
            tokio::time::sleep(backoff.delay(failures)).await;
        }
    }
}

/// Handles a batch: each chat's updates in order, chats side by side.
/// Returns each update's id and whether it was committed; a chat stops at
/// its first update that was not, so its order holds when they come again.
async fn handle_batch(
    handler: &Handler,
    updates: Vec<Update>,
) -> Result<Vec<(i32, bool)>, SubmitError> {
    let mut chats: Vec<Vec<Update>> = Vec::new();
    let mut index: HashMap<Option<i64>, usize> = HashMap::new();
    for update in updates {
        let chat = update.chat().map(|c| c.id.0);
        let at = *index.entry(chat).or_insert_with(|| {
            chats.push(Vec::new());
            chats.len() - 1
        });
        chats[at].push(update);
    }
    let results = futures::future::join_all(chats.into_iter().map(|updates| async move {
        let mut handled = Vec::with_capacity(updates.len());
        let mut stopped = false;
        let mut failed = false;
        for update in updates {
            let id = i32::try_from(update.id.0).unwrap_or(i32::MAX);
            if failed {
                handled.push((id, false));
                continue;
            }
            match handler.handle(update).await {
                Ok(()) => handled.push((id, true)),
                Err(SubmitError::Uncommitted) => {
                    failed = true;
                    handled.push((id, false));
                }
                Err(SubmitError::Stopped) => {
                    stopped = true;
                    failed = true;
                    handled.push((id, false));
                }
            }
        }
        (handled, stopped)
    }))
    .await;
    let mut all = Vec::new();
    for (handled, stopped) in results {
        if stopped {
            return Err(SubmitError::Stopped);
        }
        all.extend(handled);
    }
    Ok(all)
}

/// The webhook's settings.
pub(crate) struct Hook<'a> {
    /// The public URL Telegram posts to.
    pub url: &'a str,
    /// Where the listener binds.
    pub addr: SocketAddr,
    /// The configured secret, if any.
    pub secret: Option<&'a Secret>,
    /// The bot token, which must not appear in the URL.
    pub token: &'a Secret,
    /// The listener's time limits.
    pub times: WebhookTimes,
}

struct Receiver {
    handler: Arc<Handler>,
    secret: String,
    /// How long a body may take ([`WebhookTimes::body`]).
    body_time: Duration,
}

/// The webhook listener's time limits. Telegram sends each request at
/// once, so a connection that dawdles over its headers or its body is not
/// Telegram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WebhookTimes {
    /// How long a client has to send a request's headers.
    pub header: Duration,
    /// How long a request's body may take to arrive once its headers did
    /// (`408` after that).
    pub body: Duration,
    /// How long a request may take, from its headers to its answer (`503`
    /// after that).
    pub request: Duration,
}

impl Default for WebhookTimes {
    fn default() -> Self {
        WebhookTimes {
            header: Duration::from_secs(10),
            body: Duration::from_secs(10),
            // Longer than a commit normally takes, short enough that
            // Telegram's own timeout has not given up on the answer.
            request: Duration::from_secs(50),
        }
    }
}

/// The webhook listener's bounds. Telegram opens at most 100 connections
/// (`max_connections`, 40 by default): 256 is room for them many times
/// over, and few enough descriptors for the default limit of 1024 open
/// files.
fn limits(times: WebhookTimes) -> Limits {
    Limits {
        connections: 256,
        header: times.header,
        request: times.request,
    }
}

/// The largest body taken: the largest update Telegram sends (a message of
/// 4096 characters and its entities, replying to another such message)
/// is well below it.
pub(crate) const BODY_LIMIT: usize = 256 * 1024;

/// Sets the webhook and serves it until `stop` resolves, then until the
/// deadline it gives at most while requests are still in hand.
pub(crate) async fn webhook(
    handler: Arc<Handler>,
    bot: &TgBot,
    backoff: &Backoff,
    hook: Hook<'_>,
    stop: impl Future<Output = Instant> + Clone + Send + 'static,
) -> Result<(), WebhookError> {
    if hook.url.contains(hook.token.expose()) {
        return Err(WebhookError::TokenInUrl);
    }
    let parsed = hook.url.parse().map_err(|_| WebhookError::BadUrl)?;
    let path = hook
        .url
        .parse::<Uri>()
        .map_err(|_| WebhookError::BadUrl)?
        .path()
        .to_owned();
    let secret = match hook.secret {
        Some(s) if valid_secret(s.expose()) => s.expose().to_owned(),
        Some(_) => return Err(WebhookError::BadSecret),
        None => {
            tracing::info!(
                "TELEGRAM_WEBHOOK_SECRET is not set: using a random one (set it when several instances share the webhook)"
            );
            random_secret()?
        }
    };
    // Listen before Telegram is told where to deliver.
    let addr = hook.addr;
    let tcp = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| WebhookError::Bind { addr, source })?;
    retry::call(backoff, "setWebhook", || {
        bot.set_webhook(Clone::clone(&parsed))
            .secret_token(secret.clone())
            .allowed_updates(ALLOWED.to_vec())
            .send()
    })
    .await
    .map_err(|e| WebhookError::SetWebhook(describe(&e)))?;
    crate::ops::endpoint::adapters().set(super::READINESS, true);
    let receiver = Arc::new(Receiver {
        handler,
        secret,
        body_time: hook.times.body,
    });
    let router = axum::Router::new()
        .route(&path, axum::routing::post(receive))
        .with_state(receiver);
    tracing::info!(%addr, "webhook listener started");
    let served = http::serve(
        tcp,
        router,
        limits(hook.times),
        count,
        stop.clone().map(drop),
    );
    let grace_over = async { tokio::time::sleep_until(stop.await).await };
    tokio::select! {
        () = served => Ok(()),
        () = grace_over => {
            tracing::warn!("the webhook stops with requests still in hand; those left unanswered, Telegram sends again");
            Ok(())
        }
    }
}

/// Counts what the listener's bounds cost.
fn count(event: Event) {
    let reason = match event {
        Event::Evicted => "evicted",
        Event::Refused => "refused",
        Event::TimedOut => "timed_out",
    };
    crate::ops::metrics::get()
        .webhook_closed
        .with_label_values(&[reason])
        .inc();
}

/// One webhook request: `401` without the secret, before anything of the
/// body is read; `413` for a body beyond [`BODY_LIMIT`] and `408` for one
/// that does not arrive within [`WebhookTimes::body`]; `200` once the update is
/// committed (or when it cannot be read at all: sending it again would not
/// help), `500` when it could not be committed.
async fn receive(
    State(receiver): State<Arc<Receiver>>,
    headers: HeaderMap,
    body: Body,
) -> StatusCode {
    let presented = headers
        .get(SECRET_HEADER)
        .map(HeaderValue::as_bytes)
        .unwrap_or_default();
    // In constant time: how much of a guess was right must not show in
    // how long the refusal takes. (The length may: Telegram's rules for
    // secrets make it no secret worth keeping.)
    if !bool::from(presented.ct_eq(receiver.secret.as_bytes())) {
        return StatusCode::UNAUTHORIZED;
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > BODY_LIMIT as u64) {
        return StatusCode::PAYLOAD_TOO_LARGE;
    }
    let reading = axum::body::to_bytes(body, BODY_LIMIT);
    let body = match tokio::time::timeout(receiver.body_time, reading).await {
        Ok(Ok(body)) => body,
        Ok(Err(_)) => return StatusCode::PAYLOAD_TOO_LARGE,
        Err(_) => return StatusCode::REQUEST_TIMEOUT,
    };
    let update: Update = match serde_json::from_slice(&body) {
        Ok(update) => update,
        Err(error) => {
            tracing::warn!(%error, "a webhook request held no readable update; acknowledged");
            return StatusCode::OK;
        }
    };
    match receiver.handler.handle(update).await {
        Ok(()) => StatusCode::OK,
        Err(error) => {
            tracing::error!(%error, "an update was not committed; Telegram will send it again");
            StatusCode::INTERNAL_SERVER_ERROR
        }
    }
}

fn valid_secret(secret: &str) -> bool {
    (1..=256).contains(&secret.len())
        && secret
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn random_secret() -> Result<String, getrandom::Error> {
    const CHARSET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)?;
    Ok(bytes
        .iter()
        .map(|b| char::from(CHARSET[usize::from(*b) % CHARSET.len()]))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_follow_telegram_rules() {
        assert!(valid_secret("abc_DEF-123"));
        assert!(!valid_secret(""));
        assert!(!valid_secret("has space"));
        assert!(!valid_secret(&"a".repeat(257)));
        let drawn = random_secret().expect("random bytes");
        assert_eq!(drawn.len(), 32);
        assert!(valid_secret(&drawn));
        assert_ne!(drawn, random_secret().expect("random bytes"));
    }
}
