//! Where updates come from: long polling (the default) or a webhook.
//!
//! Polling asks `getUpdates` for [`ALLOWED`] kinds and confirms each batch
//! with the next call's offset, so an update whose processing a crash cut
//! short comes again after a restart; the core's memory of update ids makes
//! the second delivery harmless.
//!
//! The webhook is set up here rather than by teloxide, for two reasons:
//! teloxide's `setWebhook` leaves `allowed_updates` out (so
//! `message_reaction` would never arrive), and it deletes the webhook when
//! the listener stops, which would cut off every other instance sharing it.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;

use futures::future::BoxFuture;
use teloxide::RequestError;
use teloxide::error_handlers::ErrorHandler;
use teloxide::prelude::*;
use teloxide::update_listeners::{Polling, UpdateListener, webhooks};

use super::TgBot;
use super::retry::{self, Backoff, describe};
use super::schema::ALLOWED;
use crate::config::Secret;
use crate::hub::Stopped;

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

/// The long-polling listener.
pub(crate) async fn polling(
    bot: &TgBot,
    backoff: &Backoff,
    timeout: std::time::Duration,
) -> Polling<TgBot> {
    // getUpdates is refused while a webhook is set (say, from an earlier
    // deployment); pending updates are kept.
    if let Err(error) = retry::call(backoff, "deleteWebhook", || bot.delete_webhook().send()).await
    {
        tracing::warn!(error = %describe(&error), "could not delete a webhook; polling may be refused");
    }
    let delays = backoff.clone();
    Polling::builder(bot.clone())
        .timeout(timeout)
        .allowed_updates(ALLOWED.to_vec())
        .backoff_strategy(move |errors| delays.delay(errors))
        .build()
}

/// Sets the webhook and starts its HTTP listener.
pub(crate) async fn webhook(
    bot: &TgBot,
    backoff: &Backoff,
    url: &str,
    addr: SocketAddr,
    secret: Option<&Secret>,
    token: &Secret,
) -> Result<impl UpdateListener<Err = Infallible> + use<>, WebhookError> {
    if url.contains(token.expose()) {
        return Err(WebhookError::TokenInUrl);
    }
    let parsed = url.parse().map_err(|_| WebhookError::BadUrl)?;
    let secret = match secret {
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
    let tcp = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| WebhookError::Bind { addr, source })?;
    let options = webhooks::Options::new(addr, parsed).secret_token(secret.clone());
    retry::call(backoff, "setWebhook", || {
        bot.set_webhook(options.url.clone())
            .secret_token(secret.clone())
            .allowed_updates(ALLOWED.to_vec())
            .send()
    })
    .await
    .map_err(|e| WebhookError::SetWebhook(describe(&e)))?;
    let (listener, stopped, router) = webhooks::axum_no_setup(options);
    tracing::info!(%addr, "webhook listener started");
    tokio::spawn(async move {
        if let Err(error) = axum::serve(tcp, router)
            .with_graceful_shutdown(stopped)
            .await
        {
            tracing::error!(%error, "the webhook listener failed");
        }
    });
    Ok(listener)
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

/// Logs errors of the update listener and the handlers without URLs (and
/// so without the token), in place of teloxide's default logging.
pub(crate) struct LogErrors(pub &'static str);

impl ErrorHandler<RequestError> for LogErrors {
    fn handle_error(self: Arc<Self>, error: RequestError) -> BoxFuture<'static, ()> {
        let text = describe(&error);
        Box::pin(async move { tracing::warn!(error = %text, "{}", self.0) })
    }
}

impl ErrorHandler<Infallible> for LogErrors {
    fn handle_error(self: Arc<Self>, error: Infallible) -> BoxFuture<'static, ()> {
        match error {}
    }
}

impl ErrorHandler<Stopped> for LogErrors {
    fn handle_error(self: Arc<Self>, error: Stopped) -> BoxFuture<'static, ()> {
        Box::pin(async move { tracing::error!(%error, "{}", self.0) })
    }
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
