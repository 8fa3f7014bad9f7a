//! A stop (Ctrl-C, a supervisor's SIGINT) ends the instance, whatever it
//! is doing.
//!
//! - Each platform's adapter stops, drains and lets the process exit
//!   cleanly (status 0), alone or beside the other (the process waits for
//!   every adapter to end).
//! - While the database is away, each update waits for a connection (the
//!   pool tries for 10 s) on the core thread, one after another, and one
//!   whose commit is held for the disk waits until the database answers
//!   (`src/hub/gate.rs`). The instance waits for the updates in hand for its
//!   grace (10 s), leaves the rest unanswered or unconfirmed (Telegram sends
//!   them again) and exits, whether it takes updates by webhook or by
//!   polling.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::util::fake_discord::FakeDiscord;
use crate::util::fake_telegram::{FakeTelegram, SECRET_HEADER, TOKEN, text_message, user_json};
use crate::util::free_port;
use crate::util::instances::{Bots, Logs, SECRET, launch, migrate, wait_serving};
use crate::util::postgres::CrashableServer;

/// How long an instance may take to stop: its grace for the updates in
/// hand and queued output (10 s), and some slack.
const LIMIT: Duration = Duration::from_secs(20);

/// Updates in hand at the stop: handled one after another, each waiting
/// 10 s for a connection, they would keep the instance for a minute.
const IN_HAND: i64 = 6;

/// How the instance takes its updates.
#[derive(Clone, Copy)]
enum Entry {
    Webhook,
    Polling,
}

#[test]
fn an_instance_serving_both_platforms_stops() {
    discord_stops(true);
}

#[test]
fn an_instance_serving_discord_alone_stops() {
    discord_stops(false);
}

/// Starts an instance on an SQLite file for Discord, and Telegram (polling)
/// beside it if `with_telegram`, each against its fake, and stops it once
/// each is connected.
fn discord_stops(with_telegram: bool) {
    runtime().block_on(async {
        let fake_telegram = FakeTelegram::start().await;
        let fake_discord = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut command = Command::new(env!("CARGO_BIN_EXE_damabot"));
        command
            .current_dir(dir.path())
            .env("DATABASE_PATH", dir.path().join("bot.sqlite3"))
            .env("RUST_LOG", "warn")
            .env_remove("DATABASE_URL")
            .env_remove("TELEGRAM_WEBHOOK_URL")
            .env_remove("TELOXIDE_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null());
        if with_telegram {
            command
                .env("TELOXIDE_TOKEN", TOKEN)
                .env("TELOXIDE_API_URL", fake_telegram.api_url());
        }
        command
            .env("DISCORD_TOKEN", "stop-test-token")
            .env("DISCORD_API_URL", fake_discord.api_url_via("solo"));
        let mut bots = Bots(vec![command.spawn().expect("the binary starts")]);
        if with_telegram {
            fake_telegram.wait_poll().await;
        }
        fake_discord.wait_sessions(1).await;
        let doing = if with_telegram {
            "serving Telegram and Discord"
        } else {
            "serving Discord"
        };
        assert_stops(&mut bots.0[0], doing).await;
    });
}

#[test]
fn a_webhook_instance_stops_while_the_database_is_away() {
    stop_with_updates_in_hand(Entry::Webhook);
}

#[test]
fn a_polling_instance_stops_while_the_database_is_away() {
    stop_with_updates_in_hand(Entry::Polling);
}

fn stop_with_updates_in_hand(entry: Entry) {
    // The server's set-up blocks: before the runtime.
    let server = CrashableServer::start();
    let url = server.fresh_database();
    migrate(&url);
    runtime().block_on(stop_while_away(&server, &url, entry));
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

async fn stop_while_away(server: &CrashableServer, url: &str, entry: Entry) {
    let fake = FakeTelegram::start().await;
    let logs = Logs::new();
    let port = free_port();
    // An empty webhook URL is no webhook: the instance polls.
    let env = match entry {
        Entry::Webhook => vec![],
        Entry::Polling => vec![("TELEGRAM_WEBHOOK_URL", String::new())],
    };
    let mut bots = Bots(vec![launch(&fake, url, "solo", port, logs.path(), &env)]);
    match entry {
        Entry::Webhook => wait_serving(&fake, 1).await,
        Entry::Polling => drop(fake.wait_poll().await),
    }
    server.crash();

    let messages = (0..IN_HAND).map(|chat| {
        let user = user_json(100 + chat, "Anna", "en");
        text_message(1, -chat - 1, &user, "/new english", None)
    });
    match entry {
        Entry::Webhook => {
            let client = reqwest::Client::new();
            let hook = format!("http://127.0.0.1:{port}/hook");
            for message in messages {
                let request = client
                    .post(&hook)
                    .header(SECRET_HEADER, SECRET)
                    .json(&fake.update("message", message))
                    .send();
                tokio::spawn(request);
            }
            // Let the requests reach the instance before it is told to stop.
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
        Entry::Polling => {
            let ids = fake.push_batch("message", messages.collect());
            for id in ids {
                fake.wait_handed(id, 1).await;
            }
        }
    }
    let doing = format!("with {IN_HAND} updates in hand and its database away");
    assert_stops(&mut bots.0[0], &doing).await;
}

/// Sends `bot` SIGINT and waits up to [`LIMIT`] for it to exit cleanly.
async fn assert_stops(bot: &mut Child, doing: &str) {
    let told = Instant::now();
    let status = Command::new("kill")
        .args(["-INT", &bot.id().to_string()])
        .status();
    assert!(status.is_ok_and(|s| s.success()), "SIGINT sent");
    let status = loop {
        if let Some(status) = bot.try_wait().expect("the instance's status") {
            break status;
        }
        assert!(
            told.elapsed() < LIMIT,
            "the instance {doing} did not stop within {LIMIT:?} of SIGINT"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(
        status.success(),
        "the instance {doing} ended with {status} at SIGINT, not by stopping"
    );
}
