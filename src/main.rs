//! Wiring only: read the command line and the configuration, open the
//! store, start the hub and the adapters.

use std::process::ExitCode;

use damabot::adapters::{console, discord, telegram};
use damabot::app::{Core, CoreConfig, Platform};
use damabot::cli::{self, Invocation};
use damabot::config::Config;
use damabot::runtime::HubBuilder;
use futures::future::BoxFuture;

/// mimalloc instead of glibc's malloc: the bot allocates and frees a lot
/// under load (requests, JSON, HTTP buffers, SQLite's page cache, a board's
/// buffers), and mimalloc measured faster (see docs/benchmarks.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    match cli::dispatch(std::env::args().collect()) {
        Invocation::Done(code) => code,
        Invocation::Bot { console } => match run(console) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e:#}");
                ExitCode::FAILURE
            }
        },
    }
}

/// Loads the endgame tables of `DAMABOT_EGDB_DIR` and logs what each
/// variant got.
fn load_egdb(dir: &std::path::Path) -> anyhow::Result<std::sync::Arc<draughts_egdb::Library>> {
    let library =
        draughts_egdb::Library::load(dir).map_err(|e| anyhow::anyhow!("DAMABOT_EGDB_DIR: {e}"))?;
    for (variant, tables) in library.iter() {
        tracing::info!(
            variant = variant.name(),
            tables = tables.len(),
            complete_to_pieces = tables.complete(),
            bytes = tables.bytes(),
            "endgame tables loaded"
        );
    }
    Ok(std::sync::Arc::new(library))
}

fn run(console_only: bool) -> anyhow::Result<()> {
    let config = Config::from_env()?;
    damabot::ops::logs::init(config.log_format);
    let egdb = config.egdb_dir.as_deref().map(load_egdb).transpose()?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async move {
        let serving = !console_only && (config.telegram.is_some() || config.discord.is_some());
        if serving && let Err(error) = damabot::adapters::listen_for_stop() {
            tracing::error!(%error, "cannot listen for a stop (SIGINT)");
        }
        // The PostgreSQL client blocks on a runtime of its own: it is opened
        // on a blocking thread, never on one of ours.
        let (store, config) = tokio::task::spawn_blocking(move || {
            let store = config.open_store();
            (store, config)
        })
        .await?;
        let store = store?;
        let core_config = CoreConfig {
            turn_secs: config.turn_secs,
            match_wait_secs: config.match_wait_secs,
            idle_days: config.idle_days,
            limits: config.limits,
            instance: config.instance.clone(),
            lease_secs: config.lease_secs,
            ..CoreConfig::default()
        };
        let mut builder = HubBuilder::with_cores(
            Core::several(store, &core_config, config.cores),
            config.ai_threads,
        );
        if let Some(library) = egdb {
            builder.egdb(library);
        }
        let telegram = match (&config.telegram, console_only) {
            (Some(settings), false) => Some((settings.clone(), builder.outbox(Platform::Telegram))),
            _ => None,
        };
        let discord = match (&config.discord, console_only) {
            (Some(settings), false) => Some((settings.clone(), builder.outbox(Platform::Discord))),
            _ => None,
        };
        // Each configured platform runs side by side; with none, the console.
        // Only a platform that runs gets an outbox: one never started would
        // fill, and then hold up the core.
        let console_outbox =
            (telegram.is_none() && discord.is_none()).then(|| builder.outbox(Platform::Console));
        let hub = builder.start();
        if let Some(addr) = config.ops_addr {
            // Not ready until each adapter started has connected.
            let adapters = damabot::ops::endpoint::adapters();
            if telegram.is_some() {
                adapters.set(telegram::READINESS, false);
            }
            if discord.is_some() {
                adapters.set(discord::READINESS, false);
            }
            damabot::ops::endpoint::start(addr, hub.clone()).await?;
        }

        let mut adapters: Vec<BoxFuture<'static, anyhow::Result<()>>> = Vec::new();
        if let Some((settings, outbox)) = telegram {
            adapters.push(Box::pin(telegram::run(hub.clone(), outbox, settings)));
        }
        if let Some((settings, outbox)) = discord {
            adapters.push(Box::pin(discord::run(hub.clone(), outbox, settings)));
        }
        if let Some(console_outbox) = console_outbox {
            let stdin = tokio::io::BufReader::new(tokio::io::stdin());
            adapters.push(Box::pin(console::run(
                hub.clone(),
                console_outbox,
                stdin,
                std::io::stdout(),
                config.boards_dir.clone(),
            )));
        }
        // Telegram's and Discord's adapters end at a stop (Ctrl-C) after
        // their drain, the console's at the end of its input; the first to
        // fail ends the process. A core that stopped must not leave
        // adapters that acknowledge updates and do nothing: the process
        // fails, and a supervisor restarts it.
        tokio::select! {
            done = futures::future::try_join_all(adapters) => done.map(drop),
            () = hub.stopped() => Err(anyhow::anyhow!("the core stopped")),
        }
    })
}
