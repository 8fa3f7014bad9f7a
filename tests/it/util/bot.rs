//! The bot in this test process: one hub with one core over a store, and
//! the real adapters of the platforms a test names, talking to the fakes.
//! Its logs go to the capture ([`super::logs`]).

use std::time::Duration;

use damabot::adapters::{discord, telegram};
use damabot::app::{Core, CoreConfig, Platform};
use damabot::config::{DiscordConfig, TelegramConfig};
use damabot::runtime::{Hub, HubBuilder};
use damabot::store::Store;
use tokio::task::JoinHandle;

use super::fake_telegram::quick;
use super::logs;

/// What the bot's notice that a request waits for the database says.
pub const WAITS: &str = "I'll carry it out as soon as I can";

/// The adapters a bot runs, with their settings; Telegram's talk to the
/// fake with its quick options ([`quick`]) unless given others
/// ([`start_bot_tuned`]).
#[derive(Default)]
pub struct Adapters {
    pub telegram: Option<TelegramConfig>,
    pub discord: Option<DiscordConfig>,
}

/// A running bot. Dropping it stops its adapters mid-flight, like a crash.
pub struct Bot {
    pub hub: Hub,
    adapters: Vec<JoinHandle<anyhow::Result<()>>>,
}

impl Drop for Bot {
    fn drop(&mut self) {
        for adapter in &self.adapters {
            adapter.abort();
        }
    }
}

impl Bot {
    /// Waits up to `limit` for its first adapter to end by itself; returns
    /// what it ended with.
    pub async fn ended(&mut self, limit: Duration) -> anyhow::Result<()> {
        let adapter = self.adapters.first_mut().expect("an adapter");
        tokio::time::timeout(limit, adapter)
            .await
            .expect("the adapter ends in time")
            .expect("the adapter does not panic")
    }
}

/// Starts a bot over `store` with the core settings `config` (one core,
/// one AI thread) and `adapters`; call it inside a Tokio runtime.
pub fn start_bot(store: Store, config: CoreConfig, adapters: Adapters) -> Bot {
    start_bot_tuned(store, config, adapters, quick())
}

/// [`start_bot`], with Telegram's adapter tuned by `options`.
pub fn start_bot_tuned(
    store: Store,
    config: CoreConfig,
    adapters: Adapters,
    options: telegram::Options,
) -> Bot {
    logs::capture();
    let mut builder = HubBuilder::new(Core::new(store, config), 1);
    let telegram = adapters
        .telegram
        .map(|settings| (settings, builder.outbox(Platform::Telegram)));
    let discord = adapters
        .discord
        .map(|settings| (settings, builder.outbox(Platform::Discord)));
    let hub = builder.start();
    let mut running = Vec::new();
    if let Some((settings, outbox)) = telegram {
        running.push(tokio::spawn(telegram::run_with(
            hub.clone(),
            outbox,
            settings,
            options,
        )));
    }
    if let Some((settings, outbox)) = discord {
        running.push(tokio::spawn(discord::run(hub.clone(), outbox, settings)));
    }
    Bot {
        hub,
        adapters: running,
    }
}
