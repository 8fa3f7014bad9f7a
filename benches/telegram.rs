//! Benchmark (not a test) of the Telegram adapter through the fake Bot API
//! server: the real teloxide client with Telegram's default send limits, the
//! real hub, core and renderer over a SQLite file in a temporary directory,
//! or over PostgreSQL when `BENCH_DATABASE_URL` names a database. Several
//! runs at once over one PostgreSQL database measure several instances:
//! give each its own `BENCH_CHATS` (a number that shifts its chat and update
//! ids, so that their games do not meet, and names its instance).
//!
//! It reports
//! - the latency from an update (a `/m` move becoming available to
//!   `getUpdates`) to the board upload (`editMessageMedia` received by the
//!   fake), median and p99, one game at a time;
//! - the sustained moves per second with 100 group games played at once,
//!   and the latency under that load.
//!
//! Run with `cargo bench --bench telegram` (`RUST_LOG` shows the bot's log).

#[path = "../tests/support/english_win.rs"]
mod english_win;
#[path = "../tests/support/fake_telegram.rs"]
mod fake_telegram;
#[path = "support/load.rs"]
mod load;

use std::time::{Duration, Instant};

use damabot::adapters::telegram::{self, Backoff, Options};
use damabot::app::{Core, CoreConfig, Platform, RateLimits};
use damabot::config::{Secret, TelegramConfig};
use damabot::hub::HubBuilder;
use damabot::store::Store;
use english_win::WIN;
use fake_telegram::{FakeTelegram, Seen, TOKEN, text_message, user_json};
use load::{board, play_line, quantile};
use tokio::sync::broadcast;

/// Games played one after another for the unloaded latency.
const SEQUENTIAL_GAMES: i64 = 10;
/// Games played at once for the throughput.
const PARALLEL_GAMES: i64 = 100;
const WAIT: Duration = Duration::from_secs(60);

fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .init();
    let dir = tempfile::tempdir()?;
    // The PostgreSQL client blocks on a runtime of its own: open it first.
    let (store, backend) = match std::env::var("BENCH_DATABASE_URL") {
        Ok(url) => (Store::connect(&url)?, "PostgreSQL"),
        Err(_) => (Store::open(&dir.path().join("bench.sqlite3"))?, "SQLite"),
    };
    let instance: i64 = std::env::var("BENCH_CHATS").map_or(Ok(0), |s| s.parse())?;
    let shift = instance * 100_000;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let fake = FakeTelegram::start().await;
        // One bot's update ids are unique across the instances it feeds.
        fake.number_updates_from(1_000 + shift);
        let adapter = start(&fake, store, &format!("bench-{instance}"));
        println!(
            "telegram bench: {} CPUs, {backend}, {} plies per game",
            std::thread::available_parallelism().map_or(1, |n| n.get()),
            WIN.len()
        );

        let mut alone = Vec::new();
        for game in 0..SEQUENTIAL_GAMES {
            let chat = -10_000 - game - shift;
            open(&fake, chat, fake.watch()).await?;
            alone.extend(play_line(&fake, chat, players(chat), 0, WAIT).await?);
        }
        report("one game at a time", &mut alone);

        let feeds: Vec<_> = (0..PARALLEL_GAMES).map(|_| fake.watch()).collect();
        let mut opened = Vec::new();
        for (game, feed) in (0..PARALLEL_GAMES).zip(feeds) {
            opened.push(open(&fake, -20_000 - game - shift, feed));
        }
        futures::future::try_join_all(opened).await?;
        let started = Instant::now();
        let games = (0..PARALLEL_GAMES).map(|game| {
            let chat = -20_000 - game - shift;
            play_line(&fake, chat, players(chat), 0, WAIT)
        });
        let results = futures::future::try_join_all(games).await?;
        let elapsed = started.elapsed();
        let mut loaded: Vec<Duration> = results.into_iter().flatten().collect();
        println!(
            "{PARALLEL_GAMES} games at once: {} moves in {:.2} s = {:.0} moves/s",
            loaded.len(),
            elapsed.as_secs_f64(),
            loaded.len() as f64 / elapsed.as_secs_f64()
        );
        report("under that load", &mut loaded);
        adapter.abort();
        Ok(())
    })
}

fn start(
    fake: &FakeTelegram,
    store: Store,
    instance: &str,
) -> tokio::task::JoinHandle<anyhow::Result<()>> {
    // Scripted players move as fast as the boards come; people do not.
    let config = CoreConfig {
        limits: RateLimits::OFF,
        instance: instance.to_owned(),
        ..CoreConfig::default()
    };
    // `BENCH_CORES`: core threads (PostgreSQL only; `DAMABOT_CORES`).
    let cores = std::env::var("BENCH_CORES").map_or(1, |n| n.parse().unwrap_or(1));
    let mut builder = HubBuilder::with_cores(Core::several(store, &config, cores), 2);
    let outbox = builder.outbox(Platform::Telegram);
    let hub = builder.start();
    let config = TelegramConfig {
        token: Secret::new(TOKEN),
        api_url: Some(fake.api_url()),
        webhook_url: None,
        webhook_addr: "127.0.0.1:0".parse().expect("an address"),
        webhook_secret: None,
    };
    let options = Options {
        backoff: Backoff {
            first: Duration::from_millis(20),
            max: Duration::from_millis(200),
            garbled_attempts: 3,
        },
        ..Options::default()
    };
    tokio::spawn(telegram::run_with(hub, outbox, config, options))
}

/// The two players of a chat's game.
fn players(chat: i64) -> [serde_json::Value; 2] {
    let base = -chat * 10;
    [
        user_json(base + 1, "Black", "en"),
        user_json(base + 2, "White", "en"),
    ]
}

/// Opens a game in `chat` and has it joined.
async fn open(
    fake: &FakeTelegram,
    chat: i64,
    mut feed: broadcast::Receiver<Seen>,
) -> anyhow::Result<()> {
    let [black, white] = players(chat);
    fake.push(
        "message",
        text_message(1, chat, &black, "/new english", None),
    );
    board(&mut feed, chat, WAIT).await?;
    fake.push("message", text_message(2, chat, &white, "/join", None));
    board(&mut feed, chat, WAIT).await?;
    Ok(())
}

fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let at = |q| quantile(samples, q);
    println!(
        "update -> board upload, {what}: n = {}, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
}
