//! A stop (Ctrl-C, a supervisor's SIGINT) while the database is away: each
//! update then waits for a connection (the pool tries for 10 s) on the core
//! thread, one after another, and one whose commit is held for the disk
//! waits until the database answers (`src/hub/gate.rs`). The instance must
//! stop all the same: it waits for the updates in hand for its grace
//! (10 s), leaves the rest unanswered or unconfirmed (Telegram sends them
//! again) and exits, whether it takes updates by webhook or by polling.

#[path = "support/fake_telegram.rs"]
mod fake_telegram;
#[path = "support/instances.rs"]
mod instances;
#[path = "support/postgres.rs"]
mod postgres_server;

use std::process::Command;
use std::time::{Duration, Instant};

use fake_telegram::{FakeTelegram, SECRET_HEADER, text_message, user_json};
use instances::{Bots, Logs, SECRET, free_port, launch, migrate, wait_serving};
use postgres_server::CrashableServer;

/// Updates in hand at the stop: handled one after another, each waiting
/// 10 s for a connection, they would keep the instance for a minute.
const IN_HAND: i64 = 6;
/// The grace for the updates in hand (`Options::drain`), and as long again
/// for queued output (none here).
const GRACE: Duration = Duration::from_secs(10);

/// How the instance takes its updates.
#[derive(Clone, Copy)]
enum Entry {
    Webhook,
    Polling,
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
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(stop_while_away(&server, &url, entry));
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
    let pid = bots.0[0].id().to_string();
    let told = Instant::now();
    let status = Command::new("kill").args(["-INT", &pid]).status();
    assert!(status.is_ok_and(|s| s.success()), "SIGINT sent");
    let limit = 2 * GRACE + Duration::from_secs(10);
    let exited = loop {
        match bots.0[0].try_wait().expect("the instance's status") {
            Some(status) => break Some(status),
            None if told.elapsed() > limit => break None,
            None => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    };
    assert!(
        exited.is_some(),
        "the instance did not stop within {limit:?} of SIGINT with {IN_HAND} updates in hand"
    );
}
