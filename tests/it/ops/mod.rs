//! What an operator relies on, against the real binary (a child process
//! on an SQLite file, talking to the fake Bot API): a webhook that hostile
//! clients cannot take down (`webhook`), the operator address with
//! `/healthz`, `/readyz` and `/metrics` (`endpoint`), and log output fit
//! for a collector that never shows a secret (`logs`).

mod endpoint;
mod logs;
mod webhook;

use std::fs::File;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

use crate::util::fake_telegram::{FakeTelegram, TOKEN};
use crate::util::free_port;

/// The webhook secret of these instances.
const SECRET: &str = "ops-webhook-secret";
/// The webhook's path.
const PATH: &str = "/hook";
/// How long anything here may take before the test gives up.
const PATIENCE: Duration = Duration::from_secs(30);

/// One instance of the binary, killed when dropped, with its database and
/// log (standard error, a file: no terminal) in a temporary directory.
struct Instance {
    child: Child,
    dir: tempfile::TempDir,
    /// The webhook listener, when it takes updates by webhook.
    webhook: Option<SocketAddr>,
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!("the instance's log:\n{}", self.log());
        }
    }
}

/// How an instance is started.
struct Launch<'a> {
    /// Take updates by webhook (otherwise by long polling).
    webhook: bool,
    /// A lower limit of open files for the process (`ulimit -n`).
    open_files: Option<u32>,
    /// More environment.
    env: Vec<(&'a str, String)>,
}

impl Instance {
    fn start(fake: &FakeTelegram, launch: Launch<'_>) -> Instance {
        let dir = tempfile::tempdir().expect("a temp dir");
        let log = File::create(dir.path().join("bot.log")).expect("a log file");
        let binary = env!("CARGO_BIN_EXE_damabot");
        // The limit is lowered in a shell that then becomes the bot.
        let mut command = match launch.open_files {
            Some(n) => {
                let mut sh = Command::new("sh");
                sh.args(["-c", &format!("ulimit -n {n} && exec \"$0\""), binary]);
                sh
            }
            None => Command::new(binary),
        };
        let webhook = launch
            .webhook
            .then(|| SocketAddr::from(([127, 0, 0, 1], free_port())));
        command
            .current_dir(dir.path())
            .env("DATABASE_PATH", dir.path().join("bot.sqlite3"))
            .env("TELOXIDE_TOKEN", TOKEN)
            .env("TELOXIDE_API_URL", fake.api_url())
            .env("DAMABOT_AI_THREADS", "1")
            .env("RUST_LOG", "info")
            .env_remove("DATABASE_URL")
            .env_remove("DISCORD_TOKEN")
            .env_remove("TELEGRAM_WEBHOOK_URL")
            .env_remove("DAMABOT_OPS_ADDR")
            .env_remove("DAMABOT_LOG_FORMAT")
            .env_remove("NO_COLOR");
        if let Some(addr) = webhook {
            command
                .env(
                    "TELEGRAM_WEBHOOK_URL",
                    format!("https://bot.example.org{PATH}"),
                )
                .env("TELEGRAM_WEBHOOK_ADDR", addr.to_string())
                .env("TELEGRAM_WEBHOOK_SECRET", SECRET);
        }
        let child = command
            .envs(launch.env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the binary starts");
        Instance {
            child,
            dir,
            webhook,
        }
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("bot.sqlite3")
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("bot.log")).unwrap_or_default()
    }

    /// Sends SIGINT and waits for the process to end, so its log is whole.
    async fn stop(&mut self) {
        let sent = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "SIGINT sent");
        let deadline = tokio::time::Instant::now() + PATIENCE;
        while self.child.try_wait().expect("its status").is_none() {
            assert!(
                tokio::time::Instant::now() < deadline,
                "the instance did not stop"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// A runtime for a test that drives a child process.
fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// Sends one raw HTTP/1.1 request (closing the connection after it) and
/// returns the answer's status line and body; empty when the connection
/// failed or was closed without an answer.
async fn request(addr: SocketAddr, head: &str, body: &[u8]) -> (String, String) {
    let Ok(mut stream) = tokio::net::TcpStream::connect(addr).await else {
        return (String::new(), String::new());
    };
    let mut sent = head.as_bytes().to_vec();
    sent.extend_from_slice(body);
    if stream.write_all(&sent).await.is_err() {
        return (String::new(), String::new());
    }
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer.lines().next().unwrap_or_default().to_owned();
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}

/// `GET path` on `addr`: the status line and the body.
async fn get(addr: SocketAddr, path: &str) -> (String, String) {
    request(
        addr,
        &format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
        b"",
    )
    .await
}

/// Posts a webhook request with `secret` (none when `None`).
async fn post(addr: SocketAddr, secret: Option<&str>, body: &[u8]) -> String {
    let header = secret.map_or_else(String::new, |s| {
        format!("X-Telegram-Bot-Api-Secret-Token: {s}\r\n")
    });
    let head = format!(
        "POST {PATH} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{header}Connection: close\r\n\r\n",
        body.len()
    );
    request(addr, &head, body).await.0
}
