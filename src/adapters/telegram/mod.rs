//! The Telegram adapter, on teloxide: updates in, Bot API calls out.
//!
//! Start-up ([`run`]): the client (rustls, `TELOXIDE_API_URL`, the `Throttle`
//! adaptor for Telegram's send limits), `getMe`, the command menus, the
//! delivery lanes, then a dispatcher over long polling or a webhook.
//!
//! The modules, in the order data flows through them:
//! - `listen`: long polling or the webhook listener;
//! - `schema`: the handler tree; `updates`: update → [`Request`](crate::app::Request);
//! - `deliver`: outbox → per-chat `lanes` → `courier`: item → Bot API calls,
//!   with `keyboard` for buttons and `retry` for 429s and network errors;
//! - `origin`: the token that links an answer to the event it answers;
//! - `commands`: the `setMyCommands` menus.
//!
//! Invariants: each chat's updates are handled in order and its output is
//! delivered in order; nothing the hub sends is dropped for a transient
//! error; the token appears in no log line (teloxide's `Bot` is never
//! logged, errors are described without URLs, and a webhook URL containing
//! the token is refused).

mod commands;
mod courier;
mod deliver;
mod keyboard;
mod lanes;
mod listen;
mod origin;
mod retry;
mod schema;
mod updates;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use teloxide::adaptors::Throttle;
use teloxide::adaptors::throttle::Limits;
use teloxide::prelude::*;

use crate::config::TelegramConfig;
use crate::hub::{Hub, Outbox};
pub use listen::WebhookError;
pub use retry::Backoff;

/// The client every call goes through.
pub(crate) type TgBot = Throttle<Bot>;

/// Tuning of the adapter. The defaults suit the real Telegram; tests and
/// benchmarks against a local fake raise the limits and shorten the waits.
#[derive(Clone, Debug)]
pub struct Options {
    /// Telegram's message limits, which the `Throttle` adaptor keeps sends
    /// within (per chat, per group and overall).
    pub limits: Limits,
    /// Waits between attempts after network errors.
    pub backoff: Backoff,
    /// How long one `getUpdates` call waits for updates.
    pub poll_timeout: Duration,
    /// How long a chat's delivery lane lives without work.
    pub lane_idle: Duration,
    /// How long a graceful stop waits for queued output to go out.
    pub drain: Duration,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            // Telegram's FAQ: about one message a second per chat, 20 a
            // minute per group (supergroups included; teloxide's default
            // for them is a more cautious 10), 30 a second overall.
            limits: Limits {
                messages_per_min_channel_or_supergroup: 20,
                ..Limits::default()
            },
            backoff: Backoff::default(),
            poll_timeout: Duration::from_secs(25),
            lane_idle: Duration::from_secs(60),
            drain: Duration::from_secs(10),
        }
    }
}

/// Runs the Telegram adapter with the default options until Ctrl-C.
pub async fn run(hub: Hub, outbox: Outbox, config: TelegramConfig) -> anyhow::Result<()> {
    run_with(hub, outbox, config, Options::default()).await
}

/// Runs the Telegram adapter until Ctrl-C (or until the update listener
/// ends), then waits up to [`Options::drain`] for queued output.
pub async fn run_with(
    hub: Hub,
    outbox: Outbox,
    config: TelegramConfig,
    options: Options,
) -> anyhow::Result<()> {
    let mut client = Bot::new(config.token.expose());
    if let Some(url) = &config.api_url {
        // A base with a path must not end in '/', or teloxide's request
        // URLs get an empty segment (`/prefix//bot…`).
        let base = url.trim().trim_end_matches('/');
        client = client.set_api_url(
            base.parse()
                .context("TELOXIDE_API_URL is not a valid URL")?,
        );
    }
    let bot: TgBot = client.throttle(options.limits);
    let me = retry::call(&options.backoff, "getMe", || bot.get_me().send())
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "Telegram did not accept the bot token (getMe: {})",
                retry::describe(&e)
            )
        })?;
    let me = updates::Identity {
        id: me.id,
        username: me.username().to_owned(),
    };
    tracing::info!(bot = %me.username, "connected to Telegram");
    commands::register(&bot, &options.backoff).await;

    let courier = Arc::new(courier::Courier::new(
        bot.clone(),
        hub.clone(),
        options.backoff.clone(),
    ));
    let delivery = deliver::Delivery::start(Arc::clone(&courier), outbox, options.lane_idle);
    let context = Arc::new(schema::Context {
        hub: hub.clone(),
        me,
        delivery: delivery.clone(),
        courier,
    });
    let mut dispatcher = Dispatcher::builder(bot.clone(), schema::schema())
        .dependencies(dptree::deps![context])
        .default_handler(|_| async {})
        .error_handler(Arc::new(listen::LogErrors(
            "an update could not be handled",
        )))
        .enable_ctrlc_handler()
        .build();
    match &config.webhook_url {
        None => {
            let listener = listen::polling(&bot, &options.backoff, options.poll_timeout).await;
            tracing::info!("receiving updates by long polling");
            dispatcher
                .dispatch_with_listener(listener, Arc::new(listen::LogErrors("getUpdates failed")))
                .await;
        }
        Some(url) => {
            let listener = listen::webhook(
                &bot,
                &options.backoff,
                url,
                config.webhook_addr,
                config.webhook_secret.as_ref(),
                &config.token,
            )
            .await?;
            dispatcher
                .dispatch_with_listener(listener, Arc::new(listen::LogErrors("the webhook failed")))
                .await;
        }
    }
    tracing::info!("Telegram adapter stopping; delivering what is queued");
    let drained = async {
        hub.idle().await;
        delivery.flush().await;
    };
    if tokio::time::timeout(options.drain, drained).await.is_err() {
        tracing::warn!("stopped before all queued output was delivered");
    }
    Ok(())
}
