//! Benchmark (not a test) of the Telegram adapter through the fake Bot API
//! server: the real teloxide client with Telegram's default send limits, the
//! real hub, core and renderer over a SQLite file in a temporary directory,
//! or over PostgreSQL when `BENCH_DATABASE_URL` names a database. Several
//! runs at once over one PostgreSQL database measure several instances:
//! give each its own `BENCH_CHATS` (a number that shifts its chat and update
//! ids, so that their games do not meet, and names its instance).
//! `BENCH_CORES` sets the core threads (PostgreSQL only, `DAMABOT_CORES`),
//! and `BENCH_WEBHOOK=1` posts the updates to the bot's webhook, as Telegram
//! does in webhook mode, instead of queueing them for `getUpdates` (a long
//! poll hands the bot one batch at a time, so it measures that loop more
//! than the cores).
//!
//! It reports
//! - the latency from an update (a `/m` move becoming available to
//!   `getUpdates`) to the board upload (`editMessageMedia` received by the
//!   fake), median and p99, one game at a time;
//! - the sustained moves per second with 100 group games played at once,
//!   each move sent as soon as the board before it came, and the latency
//!   under that load (by Little's law its mean is about 100 games over the
//!   moves per second);
//! - the latency at a load below that: 100 games taking turns evenly at
//!   `BENCH_PACE` moves per second in all (1 000 unless set).
//!
//! Run with `cargo bench --bench telegram` (`RUST_LOG` shows the bot's log).

#[path = "support/cpu.rs"]
mod cpu;
#[allow(dead_code)] // A part of the tests' fake serves the bench.
#[path = "../tests/it/util/fake_telegram.rs"]
mod fake_telegram;
#[path = "support/load.rs"]
mod load;

use std::time::{Duration, Instant};

use damabot::adapters::telegram::{self, Backoff, Options};
use damabot::app::{Core, CoreConfig, Platform, RateLimits};
use damabot::config::{Secret, TelegramConfig};
use damabot::runtime::HubBuilder;
use damabot::store::Store;
use fake_telegram::{FakeTelegram, TOKEN, Webhook, text_message, user_json};
use load::{Entry, Pace, board, play_line, quantile, random_line};

/// Games played one after another for the unloaded latency.
const SEQUENTIAL_GAMES: i64 = 10;
/// Games played at once for the throughput.
const PARALLEL_GAMES: i64 = 100;
/// The plies of each game's line, unless the game ends sooner.
const PLIES: usize = 21;
const WAIT: Duration = Duration::from_secs(60);

/// The binary's allocator (src/main.rs), so that the bot in this process
/// allocates as it does in production.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .init();
    let dir = tempfile::tempdir()?;
    // The PostgreSQL client blocks on a runtime of its own: open it first.
    let url = std::env::var("BENCH_DATABASE_URL").ok();
    let (store, backend) = match &url {
        Some(url) => (Store::connect(url)?, "PostgreSQL"),
        None => (Store::open(&dir.path().join("bench.sqlite3"))?, "SQLite"),
    };
    let instance: i64 = std::env::var("BENCH_CHATS").map_or(Ok(0), |s| s.parse())?;
    let shift = instance * 100_000;
    // The bot and the harness run on runtimes of their own, so that the
    // CPU time of each can be told apart (`cpu`).
    let bot = tokio::runtime::Builder::new_multi_thread()
        .thread_name(cpu::BOT_THREADS)
        .enable_all()
        .build()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .thread_name(cpu::HARNESS_THREADS)
        .enable_all()
        .build()?;
    let result = runtime.block_on(async {
        let fake = FakeTelegram::start().await;
        // One bot's update ids are unique across the instances it feeds.
        fake.number_updates_from(1_000 + shift);
        let port = std::env::var("BENCH_WEBHOOK")
            .is_ok_and(|v| v == "1")
            .then(|| {
                std::net::TcpListener::bind("127.0.0.1:0")
                    .and_then(|l| l.local_addr())
                    .map(|a| a.port())
            })
            .transpose()?;
        let adapter = start(bot.handle(), &fake, store, &format!("bench-{instance}"), port);
        let hook =
            port.map(|port| Webhook::new(vec![format!("http://127.0.0.1:{port}/hook")], SECRET));
        if hook.is_some() {
            // The adapter listens before it calls setWebhook.
            fake.wait_calls("setWebhook", 0, 1).await;
        }
        let entry = hook.as_ref().map_or(Entry::Poll, Entry::Hook);
        println!(
            "telegram bench: {} CPUs, {backend}, a random English line of at most {PLIES} plies per game",
            std::thread::available_parallelism().map_or(1, |n| n.get()),
        );

        let mut alone = Vec::new();
        for game in 0..SEQUENTIAL_GAMES {
            let chat = -10_000 - game - shift;
            open(&fake, &entry, chat).await?;
            alone.extend(play_line(&fake, &entry, chat, players(chat), &line(chat), WAIT, None).await?);
        }
        report("one game at a time", &mut alone);

        let first = -20_000 - shift;
        open_all(&fake, &entry, first).await?;
        if let Some(url) = &url {
            analyze(url).await?;
        }
        let chats = lines(first);
        let started = Instant::now();
        let cpu = cpu::Snapshot::take();
        let games = chats
            .iter()
            .map(|(chat, line)| play_line(&fake, &entry, *chat, players(*chat), line, WAIT, None));
        let results = futures::future::try_join_all(games).await?;
        throughput(started, &cpu, results);

        let offered: u32 = std::env::var("BENCH_PACE").map_or(Ok(1_000), |s| s.parse())?;
        let first = -30_000 - shift;
        open_all(&fake, &entry, first).await?;
        let every = Duration::from_secs_f64(PARALLEL_GAMES as f64 / f64::from(offered.max(1)));
        let chats = lines(first);
        let started = Instant::now();
        let cpu = cpu::Snapshot::take();
        let games = chats.iter().zip(0..).map(|((chat, line), game)| {
            let chat = *chat;
            // The games take turns evenly: one move every `every / 100`.
            let pace = Pace {
                first: started + every.mul_f64(game as f64 / PARALLEL_GAMES as f64),
                every,
            };
            play_line(&fake, &entry, chat, players(chat), line, WAIT, Some(pace))
        });
        let results = futures::future::try_join_all(games).await?;
        println!("paced, {offered} moves/s offered:");
        throughput(started, &cpu, results);
        adapter.abort();
        Ok(())
    });
    bot.shutdown_background();
    result
}

/// Has PostgreSQL gather its statistics, as autovacuum does in a live
/// database within its first minute (the bench is over sooner). Until then
/// the planner knows the tables only as they were when each connection
/// prepared its statements, nearly empty, and keeps plans that scan them
/// whole: finding a chat's game cost 0.29 ms a request on average in a run
/// of two instances, growing with the games, against 0.08 ms through its
/// index after this. A new plan is made at the next use of each statement.
async fn analyze(url: &str) -> anyhow::Result<()> {
    let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls).await?;
    let connection = tokio::spawn(connection);
    client.batch_execute("ANALYZE").await?;
    drop(client);
    connection.await??;
    Ok(())
}

/// The webhook's secret, in webhook mode.
const SECRET: &str = "bench-secret";

/// Starts the bot on the runtime `bot`: polling `fake`, or in webhook mode
/// listening on `webhook_port`.
fn start(
    bot: &tokio::runtime::Handle,
    fake: &FakeTelegram,
    store: Store,
    instance: &str,
    webhook_port: Option<u16>,
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
    let hub = {
        let _on_bot = bot.enter();
        builder.start()
    };
    let config = TelegramConfig {
        token: Secret::new(TOKEN),
        api_url: Some(fake.api_url()),
        webhook_url: webhook_port.map(|_| "https://bot.example.org/hook".to_owned()),
        webhook_addr: std::net::SocketAddr::from(([127, 0, 0, 1], webhook_port.unwrap_or(0))),
        webhook_secret: webhook_port.map(|_| Secret::new(SECRET)),
        paced: true,
        webapp: None,
    };
    let options = Options {
        backoff: Backoff {
            first: Duration::from_millis(20),
            max: Duration::from_millis(200),
            garbled_attempts: 3,
        },
        ..Options::default()
    };
    bot.spawn(telegram::run_with(hub, outbox, config, options))
}

/// The line played in `chat`: its own, so that the games differ.
fn line(chat: i64) -> Vec<String> {
    random_line(chat.unsigned_abs(), PLIES)
}

/// The chats of [`PARALLEL_GAMES`] games from `first` down, each with its line.
fn lines(first: i64) -> Vec<(i64, Vec<String>)> {
    (0..PARALLEL_GAMES)
        .map(|game| (first - game, line(first - game)))
        .collect()
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
async fn open(fake: &FakeTelegram, entry: &Entry<'_>, chat: i64) -> anyhow::Result<()> {
    let [black, white] = players(chat);
    // Watching before the first update, so that its board is seen.
    let mut feed = fake.watch_chat(chat);
    let new = text_message(1, chat, &black, "/new english", None);
    entry.send(fake, "message", new, WAIT).await;
    board(&mut feed, chat, WAIT).await?;
    let join = text_message(2, chat, &white, "/join", None);
    entry.send(fake, "message", join, WAIT).await;
    board(&mut feed, chat, WAIT).await?;
    Ok(())
}

/// Opens [`PARALLEL_GAMES`] games, in the chats from `first` down.
async fn open_all(fake: &FakeTelegram, entry: &Entry<'_>, first: i64) -> anyhow::Result<()> {
    let opened = (0..PARALLEL_GAMES).map(|game| open(fake, entry, first - game));
    futures::future::try_join_all(opened).await?;
    Ok(())
}

/// Prints the moves per second of the games played since `started`, their
/// latencies, and the CPU time they took since `cpu`.
fn throughput(started: Instant, cpu: &cpu::Snapshot, results: Vec<Vec<Duration>>) {
    let elapsed = started.elapsed();
    let mut loaded: Vec<Duration> = results.into_iter().flatten().collect();
    println!(
        "{PARALLEL_GAMES} games at once: {} moves in {:.2} s = {:.0} moves/s",
        loaded.len(),
        elapsed.as_secs_f64(),
        loaded.len() as f64 / elapsed.as_secs_f64()
    );
    report("under that load", &mut loaded);
    println!("{}", cpu::Snapshot::take().report_since(cpu, loaded.len()));
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
