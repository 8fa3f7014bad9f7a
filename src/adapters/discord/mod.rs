//! The Discord adapter: a serenity bot that turns slash commands, button
//! presses, menu picks, keycap reactions and DM or @mention messages into
//! [`Request`](crate::app::Request)s, and carries out the Discord outbox.
//!
//! Start-up lives here: the HTTP client (pointed at `DISCORD_API_URL` when
//! set, with serenity's own rate limiter off because that proxy owns rate
//! limits), the gateway client with the minimum intents, and the delivery
//! (the shared lanes, carried out by [`post`]'s poster). Requests go to the
//! core through the shared [`intake`](crate::runtime::intake), which keeps
//! and tries again those the database did not take
//! ([`Keeping::Kept`](crate::runtime::intake::Keeping)): Discord sends an
//! event once ([`notices`] tells the user that such a request waits). The
//! gateway URL comes from the API's `GET /gateway`; serenity reconnects by
//! itself when the connection drops, resuming the session.
//!
//! Sharding: without `DISCORD_SHARDS` the process runs every shard, as many
//! as Discord advises (`GET /gateway/bot`; one for a small bot). With
//! `DISCORD_SHARDS=<first>-<last>/<total>` it identifies only as those
//! shards, so Discord sends it the events of the guilds on them
//! (`(guild_id >> 22) % total`), and the DMs when it runs shard 0. Several
//! instances with disjoint ranges then share one database. REST calls need
//! no shard: any instance may post to any channel.

mod boards;
mod commands;
mod components;
mod events;
mod files;
mod interactions;
mod notices;
mod pending;
mod post;
mod who;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use anyhow::Context as _;
use serenity::all::{
    ClientBuilder, ConnectionStage, Context, CreateAllowedMentions, EventHandler, GatewayIntents,
    GuildId, Http, HttpBuilder, Interaction, Message, Reaction, Ready, ResumedEvent,
    ShardStageUpdateEvent, UserId,
};
use serenity::async_trait;

use crate::app::Request;
use crate::config::DiscordConfig;
use crate::delivery::{LaneOptions, Outbox};
use crate::runtime::Hub;
use crate::runtime::intake::{HubHandoff, Intake, Keeping, Retry, Submission};

use boards::Boards;
use notices::{Notice, Notices};
use pending::Pending;
use post::Poster;

/// The shared intake, as Discord uses it.
type DiscordIntake = Intake<HubHandoff, Notices>;

/// The gateway intents the adapter needs, and no more. Message content is a
/// privileged intent and is not asked for: Discord still delivers it in DMs
/// and in messages that @mention the bot.
pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::GUILD_MESSAGE_REACTIONS
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::DIRECT_MESSAGE_REACTIONS
}

/// Log filter directives the adapter needs whatever `RUST_LOG` says: the
/// WebSocket library prints whole frames at trace level, and the gateway's
/// Identify and Resume frames carry the bot token.
pub const LOG_DIRECTIVES: [&str; 2] = ["tungstenite=info", "tokio_tungstenite=info"];

/// How long a stop waits, in all, for the requests in hand and then for
/// queued output to go out; what is left stays owed in the outbox.
const DRAIN: Duration = Duration::from_secs(10);

/// Runs the Discord bot until Ctrl-C (then its shards close, and it waits
/// up to [`DRAIN`] for what is in hand and queued) or until its gateway
/// client stops for good (a rejected token or intents); dropped connections
/// are resumed inside.
pub async fn run(hub: Hub, outbox: Outbox, config: DiscordConfig) -> anyhow::Result<()> {
    // Not ready (`/readyz`) until a session is.
    crate::ops::endpoint::adapters().set(READINESS, false);
    let pending = Arc::new(Pending::default());
    let intake = Intake::new(
        HubHandoff::new(hub.clone(), outbox.delivery()),
        Arc::new(Notices {
            pending: Arc::clone(&pending),
        }),
        Keeping::Kept(Retry::default()),
    );
    let adapter = Arc::new(Adapter {
        hub: hub.clone(),
        pending,
        boards: Boards::default(),
        bot: OnceLock::new(),
        guild: config
            .guild_id
            .and_then(|id| (id != 0).then(|| GuildId::new(id))),
        registers: config.shards.is_none_or(|shards| shards.first == 0),
        registered: AtomicBool::new(false),
        intake,
        files: reqwest::Client::new(),
    });
    let mut client = ClientBuilder::new_with_http(http_client(&config), intents())
        .event_handler(Handler {
            adapter: Arc::clone(&adapter),
        })
        .await
        .context("building the Discord client")?;
    let poster = Arc::new(Poster::new(Arc::clone(&client.http), Arc::clone(&adapter)));
    let delivery = outbox.start(poster, hub.clone(), LaneOptions::default());
    let shard_manager = Arc::clone(&client.shard_manager);
    tracing::info!(proxy = config.api_url.is_some(), "connecting to Discord");
    let gateway = async {
        match config.shards {
            None => {
                tracing::info!("running every Discord gateway shard, as many as Discord advises");
                client.start_autosharded().await
            }
            Some(shards) => {
                tracing::info!(%shards, "running only these Discord gateway shards");
                // Serenity 0.12 reads this range's end as the last shard to run,
                // inclusive (`start_shard_range(4..7, 10)` runs shards 4 to 7).
                let range = shards.first..shards.last;
                client.start_shard_range(range, shards.total).await
            }
        }
        .context("the Discord gateway client stopped")
    };
    tokio::select! {
        ran = gateway => ran,
        deadline = super::stop_signal(DRAIN) => {
            tracing::info!("Discord adapter stopping; delivering what is queued");
            shard_manager.shutdown_all().await;
            delivery.drain(&hub, deadline).await;
            let kept = adapter.intake.kept_count();
            if kept > 0 {
                tracing::warn!(kept, "stopping with Discord requests the database never took; they are lost");
            }
            Ok(())
        }
    }
}

/// The REST client. With `DISCORD_API_URL` every call goes to that base URL
/// and serenity's rate limiter is off (it would otherwise bypass the proxy);
/// without it, serenity talks to Discord and honours its rate limits.
fn http_client(config: &DiscordConfig) -> Http {
    let builder = HttpBuilder::new(config.token.expose())
        .default_allowed_mentions(CreateAllowedMentions::new());
    match &config.api_url {
        Some(url) => builder
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true)
            .build(),
        None => builder.build(),
    }
}

/// What the event handler and the delivery task share.
struct Adapter {
    hub: Hub,
    /// Interactions waiting for their (ephemeral) answers.
    pending: Arc<Pending>,
    /// The legal-move picks of the boards posted, for keycap reactions.
    boards: Boards,
    /// The bot's own user id, known from Ready.
    bot: OnceLock<UserId>,
    /// `DISCORD_GUILD_ID`: register the commands to this guild only.
    guild: Option<GuildId>,
    /// Whether this instance registers the slash commands: the one that
    /// runs shard 0 does, so several instances do not repeat the call.
    registers: bool,
    /// Whether the commands were registered in this run.
    registered: AtomicBool,
    /// Hands requests to the core, keeping those it could not commit.
    intake: DiscordIntake,
    /// Downloads attached records ([`files`]).
    files: reqwest::Client,
}

impl Adapter {
    fn bot_id(&self) -> Option<UserId> {
        self.bot.get().copied()
    }

    /// Submits a request through the intake; one kept for later, because
    /// the database did not take it, is told so when `notice` says how,
    /// and `follow_up` (closing an interaction) comes behind its output.
    async fn submit(&self, request: Request, follow_up: Option<String>, notice: Option<Notice>) {
        let submission = Submission {
            request,
            follow_up,
            notice,
        };
        if let Err(error) = self.intake.submit(submission).await {
            tracing::error!(%error, "the core did not take a Discord request");
        }
    }
}

/// Handles one gateway event, containing a panic in it: the event is lost
/// (and logged), the adapter goes on.
async fn contained(handling: impl std::future::Future<Output = ()>) {
    if let Err(panic) = crate::supervise::contain_async(handling).await {
        tracing::error!(%panic, "handling a Discord event panicked");
    }
}

/// The adapter's name in `/readyz`.
pub const READINESS: &str = "discord";

/// Serenity's entry point into the adapter; each event runs in its own task.
struct Handler {
    adapter: Arc<Adapter>,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let _ = self.adapter.bot.set(ready.user.id);
        crate::ops::endpoint::adapters().set(READINESS, true);
        tracing::info!(bot = %ready.user.name, shard = ?ready.shard, "Discord session ready");
        if self.adapter.registers && !self.adapter.registered.swap(true, Ordering::SeqCst) {
            match commands::register(&ctx.http, self.adapter.guild).await {
                Ok(count) => {
                    tracing::info!(count, guild = ?self.adapter.guild, "slash commands registered")
                }
                Err(e) => {
                    self.adapter.registered.store(false, Ordering::SeqCst);
                    tracing::error!(error = %e, "registering the slash commands failed");
                }
            }
        }
    }

    async fn resume(&self, _ctx: Context, _event: ResumedEvent) {
        tracing::info!("Discord session resumed");
        crate::ops::endpoint::adapters().set(READINESS, true);
    }

    /// A lost gateway connection counts against readiness, after the
    /// grace a resume usually fits in
    /// ([`GRACE`](crate::ops::endpoint::GRACE)).
    async fn shard_stage_update(&self, _ctx: Context, event: ShardStageUpdateEvent) {
        tracing::debug!(old = ?event.old, new = ?event.new, "Discord connection stage");
        crate::ops::endpoint::adapters().set(READINESS, event.new == ConnectionStage::Connected);
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        contained(interactions::handle(&ctx, &self.adapter, interaction)).await;
    }

    async fn reaction_add(&self, ctx: Context, reaction: Reaction) {
        contained(events::reaction(&ctx, &self.adapter, reaction)).await;
    }

    async fn message(&self, ctx: Context, message: Message) {
        contained(events::message(&ctx, &self.adapter, message)).await;
    }
}
