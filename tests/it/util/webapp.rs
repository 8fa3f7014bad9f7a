//! The Telegram Mini App in tests: the bot serving it on a loopback port
//! ([`serve`]), `initData` signed with the fake's token by Telegram's
//! published scheme, computed here and not by the bot's code
//! ([`init_data`], [`signed`]), and a reader of its event streams
//! ([`Events`]). Browser tests can load the page from [`Served::base`].

use std::net::SocketAddr;
use std::time::Duration;

use damabot::config::WebAppConfig;
use hmac::{Hmac, KeyInit, Mac};
use serde_json::Value;
use sha2::Sha256;

use super::fake_telegram::{FakeTelegram, TOKEN};
use super::free_port;
use super::telegram::{WAIT, start_bot_with};

/// Telegram's `initData` for the user `user` (JSON) signed at `auth_date`
/// with `token`: the secret key is HMAC-SHA-256 of the token under
/// `WebAppData`, the hash that of the sorted `key=value` lines under it.
pub fn init_data(fields: &[(&str, String)], token: &str) -> String {
    let mut sorted: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
    sorted.sort();
    let mut key = <Hmac<Sha256> as KeyInit>::new_from_slice(b"WebAppData").expect("a key");
    key.update(token.as_bytes());
    let key = key.finalize().into_bytes();
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&key).expect("a key");
    mac.update(sorted.join("\n").as_bytes());
    let hash = hex::encode(mac.finalize().into_bytes());
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (k, v) in fields {
        query.append_pair(k, v);
    }
    query.append_pair("hash", &hash);
    query.finish()
}

pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_secs() as i64
}

/// Valid `initData` of a test user (`alice()`, …), signed a minute ago.
pub fn signed(user: &Value) -> String {
    init_data(
        &[
            ("auth_date", (now() - 60).to_string()),
            ("query_id", "AAHtest".to_owned()),
            ("user", user.to_string()),
        ],
        TOKEN,
    )
}

/// A bot in this process serving the Mini App, and a client for it.
pub struct Served {
    /// The bot, running while this lives.
    pub _bot: crate::util::bot::Bot,
    /// The directory of its database, `bot.sqlite3`.
    pub dir: tempfile::TempDir,
    /// The page's URL, `http://127.0.0.1:<port>/app/`.
    pub base: String,
    /// A client for the page's API.
    pub http: reqwest::Client,
}

/// The bot polling `fake` over a fresh database, with the Mini App at
/// `http://127.0.0.1:<port>/app/` (short name `board`) when `webapp`, else
/// without it.
pub fn serve(fake: &FakeTelegram, webapp: bool) -> Served {
    let dir = tempfile::tempdir().expect("a temp dir");
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}/app/");
    let mut settings = fake.settings();
    if webapp {
        settings.webapp = Some(WebAppConfig {
            url: base.clone(),
            addr: Some(SocketAddr::from(([127, 0, 0, 1], port))),
            name: Some("board".to_owned()),
        });
    }
    let bot = start_bot_with(&dir.path().join("bot.sqlite3"), settings);
    Served {
        _bot: bot,
        dir,
        base,
        http: reqwest::Client::new(),
    }
}

impl Served {
    /// `GET` of `path` under the base with `initData` in the header.
    pub async fn get(&self, path: &str, auth: Option<&str>) -> (u16, Value) {
        let mut request = self.http.get(format!("{}{path}", self.base));
        if let Some(auth) = auth {
            request = request.header("Authorization", format!("tma {auth}"));
        }
        answer(request).await
    }

    /// `POST` of `body` to `path` under the base as `auth`.
    pub async fn post(&self, path: &str, auth: &str, body: Value) -> (u16, Value) {
        let request = self
            .http
            .post(format!("{}{path}", self.base))
            .header("Authorization", format!("tma {auth}"))
            .header("Content-Type", "application/json")
            .body(body.to_string());
        answer(request).await
    }

    /// Waits until the server answers.
    pub async fn ready(&self) {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Ok(r) = self.http.get(&self.base).send().await
                && r.status() == 200
            {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the Mini App never answered"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

async fn answer(request: reqwest::RequestBuilder) -> (u16, Value) {
    let response = request.send().await.expect("an answer");
    let status = response.status().as_u16();
    let text = response.text().await.expect("a body");
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// Reads `event: state` events off a stream.
#[derive(Default)]
pub struct Events {
    buffer: String,
}

impl Events {
    pub async fn next(&mut self, stream: &mut reqwest::Response) -> Value {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                if block.lines().any(|l| l == "event: state") {
                    let data: String = block
                        .lines()
                        .filter_map(|l| l.strip_prefix("data: ").or(l.strip_prefix("data:")))
                        .collect();
                    return serde_json::from_str(&data).expect("a GameView");
                }
                continue;
            }
            let chunk = tokio::time::timeout_at(deadline, stream.chunk())
                .await
                .expect("an event in time")
                .expect("the stream goes on")
                .expect("the stream is open");
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}
