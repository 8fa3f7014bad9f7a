//! The webhook's time limits, with tiny ones so that nothing waits long: a
//! body that stops arriving is answered `408`, and a request that runs past
//! its limit `503`, whatever the other limit. The answer is the status
//! code, not how long it took.

use std::net::SocketAddr;
use std::time::Duration;

use damabot::adapters::telegram::WebhookTimes;
use damabot::app::CoreConfig;
use damabot::config::Secret;
use damabot::store::Store;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

use crate::util::bot::{self, Adapters, Bot};
use crate::util::fake_telegram::{FakeTelegram, quick};
use crate::util::free_port;

const SECRET: &str = "times_secret-1";
const PATH: &str = "/tg-times";

/// A bot taking updates by webhook within `times`; returns it and where
/// its listener is, once the hook is set.
async fn webhook_bot(
    fake: &FakeTelegram,
    dir: &tempfile::TempDir,
    times: WebhookTimes,
) -> (Bot, SocketAddr) {
    let addr = SocketAddr::from(([127, 0, 0, 1], free_port()));
    let mut config = fake.settings();
    config.webhook_url = Some(format!("https://bot.example.org{PATH}"));
    config.webhook_addr = addr;
    config.webhook_secret = Some(Secret::new(SECRET));
    let store = Store::open(&dir.path().join("bot.sqlite3")).expect("the database");
    let adapters = Adapters {
        telegram: Some(config),
        ..Adapters::default()
    };
    let options = damabot::adapters::telegram::Options {
        webhook: times,
        ..quick()
    };
    let bot = bot::start_bot_tuned(store, CoreConfig::default(), adapters, options);
    fake.wait_calls("setWebhook", 0, 1).await;
    (bot, addr)
}

/// Sends a request with the secret declaring 100 bytes of body, sends ten
/// of them and no more; returns the status line of the answer.
async fn stalled_body(addr: SocketAddr) -> String {
    let mut stream = TcpStream::connect(addr).await.expect("connecting");
    let head = format!(
        "POST {PATH} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Telegram-Bot-Api-Secret-Token: {SECRET}\r\n\r\n{{\"update_"
    );
    stream.write_all(head.as_bytes()).await.expect("sending");
    let mut answer = Vec::new();
    let mut buf = [0u8; 1024];
    let read = tokio::time::timeout(Duration::from_secs(30), async {
        while !answer.windows(2).any(|w| w == b"\r\n") {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => answer.extend_from_slice(&buf[..n]),
            }
        }
    })
    .await;
    assert!(read.is_ok(), "no answer at all");
    String::from_utf8_lossy(&answer)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_stops_arriving_is_answered_408() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let times = WebhookTimes {
        body: Duration::from_millis(200),
        ..WebhookTimes::default()
    };
    let (_bot, addr) = webhook_bot(&fake, &dir, times).await;
    let status = stalled_body(addr).await;
    assert!(status.contains(" 408 "), "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_past_its_time_is_answered_503() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let times = WebhookTimes {
        request: Duration::from_millis(200),
        ..WebhookTimes::default()
    };
    let (_bot, addr) = webhook_bot(&fake, &dir, times).await;
    let status = stalled_body(addr).await;
    assert!(status.contains(" 503 "), "{status}");
}
