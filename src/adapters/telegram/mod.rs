//! The Telegram adapter, on teloxide: updates in, Bot API calls out.
//!
//! Start-up ([`run`]): the client (rustls, `TELOXIDE_API_URL`, the `Throttle`
//! adaptor for Telegram's send limits), `getMe`, the command menus, the
//! delivery (the shared lanes with this adapter's courier), then long
//! polling or a webhook until Ctrl-C.
//!
//! The modules, in the order data flows through them:
//! - `listen`: long polling or the webhook listener, with `offset` for
//!   which updates to confirm;
//! - `handle`: one update → `updates`: update → [`Request`](crate::app::Request)
//!   → the shared [`intake`](crate::runtime::intake) → the core, with
//!   `waiting` telling the sender of one the database did not take that it
//!   waits;
//! - `courier`: a drawn item → Bot API calls, with `keyboard` for buttons
//!   and `retry` for 429s and network errors;
//! - `inline`: inline queries answered with the variants, whose Join
//!   button starts a game played in the posted message itself;
//! - `origin`: the token that links an answer to the event it answers;
//! - `commands`: the `setMyCommands` menus.
//!
//! Invariants: an update is confirmed to Telegram (by the next poll's
//! offset, or the webhook's `200`) only after it is committed; each chat's
//! updates are handled in order and its output is delivered in order;
//! nothing the core sends is dropped for a transient error; the token
//! appears in no log line (teloxide's `Bot` is never logged, errors are
//! described without URLs, and a webhook URL containing the token is
//! refused).

mod commands;
mod courier;
mod files;
mod handle;
mod inline;
mod keyboard;
mod listen;
mod members;
mod offset;
mod origin;
mod retry;
mod updates;
mod waiting;
mod webapp;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use futures::FutureExt as _;
use teloxide::adaptors::Throttle;
use teloxide::adaptors::throttle::{Limits, Settings};
use teloxide::prelude::*;

use crate::config::TelegramConfig;
use crate::delivery::{LaneOptions, Outbox};
use crate::runtime::Hub;
use crate::runtime::intake::{HubHandoff, Intake, Keeping};
pub use listen::{WebhookError, WebhookTimes};
pub use retry::Backoff;

/// The adapter's name in `/readyz`.
pub const READINESS: &str = "telegram";

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
    /// The delivery lanes' bounds.
    pub lanes: LaneOptions,
    /// How long a graceful stop waits, in all, for the updates in hand (the
    /// webhook's requests, or a polled batch) to be committed and then for
    /// queued output to go out.
    pub drain: Duration,
    /// The webhook listener's time limits.
    pub webhook: WebhookTimes,
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
            lanes: LaneOptions::default(),
            drain: Duration::from_secs(10),
            webhook: WebhookTimes::default(),
        }
    }
}

/// Limits no Bot API server without Telegram's own (`TELEGRAM_SEND_LIMITS=off`)
/// comes near: the `Throttle` adaptor then never waits. (Its queue holds a
/// second's worth of the overall limit, so that one stays modest.)
const UNPACED: Limits = Limits {
    messages_per_sec_chat: 10_000,
    messages_per_min_chat: 1_000_000,
    messages_per_min_channel_or_supergroup: 1_000_000,
    messages_per_sec_overall: 10_000,
};

/// Runs the Telegram adapter with the default options until Ctrl-C.
pub async fn run(hub: Hub, outbox: Outbox, config: TelegramConfig) -> anyhow::Result<()> {
    run_with(hub, outbox, config, Options::default()).await
}

/// Runs the Telegram adapter until Ctrl-C, then waits up to
/// [`Options::drain`] for the updates in hand and then for queued output.
/// Sends are paced by [`Options::limits`] unless `config` says the server
/// has no limits.
/// It fails when the core stops: no update is confirmed after that, and the
/// process must exit.
pub async fn run_with(
    hub: Hub,
    outbox: Outbox,
    config: TelegramConfig,
    options: Options,
) -> anyhow::Result<()> {
    // Not ready (`/readyz`) until Telegram answers.
    crate::ops::endpoint::adapters().set(READINESS, false);
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
    // The adaptor keeps sends within the limits (unless the configuration
    // turns pacing off) but does not retry a 429 itself: [`retry`] does, for
    // every method alike, with `retry_after` capped and each 429 counted in
    // the metrics. (Retried inside the adaptor, a first 429 on a send was
    // waited out in full, and never counted.)
    let limits = if config.paced {
        options.limits
    } else {
        UNPACED
    };
    let bot: TgBot =
        Throttle::spawn_with_settings(client, Settings::default().limits(limits).no_retry());
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
    crate::ops::endpoint::adapters().set(READINESS, true);
    commands::register(&bot, &options.backoff).await;

    let launch = config
        .webapp
        .as_ref()
        .and_then(|w| keyboard::Launch::new(&w.url, &me.username, w.name.as_deref()));
    let courier = Arc::new(courier::Courier::new(
        bot.clone(),
        options.backoff.clone(),
        launch,
    ));
    let delivery = outbox.start(Arc::clone(&courier), hub.clone(), options.lanes);
    let intake = Intake::new(
        HubHandoff::new(hub.clone(), delivery.clone()),
        Arc::clone(&courier),
        Keeping::Redelivered,
    );
    let handler = Arc::new(handle::Handler {
        intake,
        me,
        delivery: delivery.clone(),
        courier,
        bot: bot.clone(),
        hub: hub.clone(),
        backoff: options.backoff.clone(),
        admins: members::Admins::default(),
        side: Arc::new(tokio::sync::Semaphore::new(handle::SIDE_CALLS)),
    });
    // The listener and the drain below share the stop and its deadline.
    let stop = super::stop_signal(options.drain).boxed().shared();
    if let Some(settings) = &config.webapp
        && let Some(addr) = settings.addr
    {
        let app = webapp::WebApp {
            hub: hub.clone(),
            bot: bot.clone(),
            backoff: options.backoff.clone(),
            token: config.token.clone(),
            members: members::Admins::default(),
            reads: Default::default(),
            versions: Default::default(),
        };
        webapp::start(settings, addr, app, stop.clone().map(drop)).await?;
    }
    match &config.webhook_url {
        None => {
            listen::poll(
                &handler,
                &bot,
                &options.backoff,
                options.poll_timeout,
                stop.clone(),
            )
            .await
            .context("receiving Telegram updates")?;
        }
        Some(url) => {
            let hook = listen::Hook {
                url,
                addr: config.webhook_addr,
                secret: config.webhook_secret.as_ref(),
                token: &config.token,
                times: options.webhook,
            };
            listen::webhook(handler, &bot, &options.backoff, hook, stop.clone()).await?;
        }
    }
    tracing::info!("Telegram adapter stopping; delivering what is queued");
    // The listeners end without an error only at the stop: this is its
    // deadline, at once.
    delivery.drain(&hub, stop.await).await;
    Ok(())
}
