//! Several processes of the real binary on one PostgreSQL database, each
//! serving the fake Bot API's webhook (the suites of `processes`): how a
//! test starts them, keeps their logs, reads the database beside them and
//! waits for what the fake saw.

use std::fs::File;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::broadcast;

use super::fake_telegram::{FakeTelegram, Seen, TOKEN, user_json};
use super::telegram::is_board_method;

/// The webhook secret every instance expects.
pub const SECRET: &str = "instances-secret";
/// How long one step may take, a lapsed lease included. A quiet 2-core
/// machine needs seconds; one loaded many times over (other builds beside
/// the tests) was seen to need over a minute for a step of
/// `three_instances`, whose hundred games share the cores with three
/// instances and the database.
pub const PATIENCE: Duration = Duration::from_secs(180);

/// The instances' log files (one per instance, `RUST_LOG=warn`): deleted
/// after a passing run, kept and named after a failing one.
pub struct Logs(Option<tempfile::TempDir>);

impl Logs {
    pub fn new() -> Logs {
        Logs(Some(tempfile::tempdir().expect("a temp dir")))
    }

    pub fn path(&self) -> &Path {
        self.0
            .as_ref()
            .map_or(Path::new("."), tempfile::TempDir::path)
    }
}

impl Drop for Logs {
    fn drop(&mut self) {
        if std::thread::panicking()
            && let Some(dir) = self.0.take()
        {
            eprintln!("the instances' logs are kept in {}", dir.keep().display());
        }
    }
}

/// Instances that never outlive the test, whatever happens in it.
pub struct Bots(pub Vec<Child>);

impl Drop for Bots {
    fn drop(&mut self) {
        for bot in &mut self.0 {
            let _ = bot.kill();
            let _ = bot.wait();
        }
    }
}

/// The player of `ply` in the game of group `g`: Black (the creator)
/// moves first.
pub fn player(g: i64, ply: usize) -> Value {
    if ply.is_multiple_of(2) {
        user_json(1000 + g * 10, "Black", "en")
    } else {
        user_json(1001 + g * 10, "White", "en")
    }
}

/// The chat of group `g`.
pub fn group(g: i64) -> i64 {
    -9000 - g
}

/// Applies the migrations with `damabot migrate`, as a deployment would
/// before starting its instances.
pub fn migrate(url: &str) {
    let migrate = Command::new(env!("CARGO_BIN_EXE_damabot"))
        .arg("migrate")
        .env("DATABASE_URL", url)
        .status()
        .expect("damabot migrate runs");
    assert!(migrate.success(), "damabot migrate failed");
}

/// Starts instance `name` on the database at `url`, serving the webhook on
/// `port` for `fake`, with `env` on top of what every instance here has:
/// one AI thread, no rate limits (scripted players are faster than they
/// allow), no pacing of sends to Telegram's limits (the fake has none, and
/// a group's 20 messages a minute would hold each game for most of a
/// minute), no Discord, and its log in `logs`.
pub fn launch(
    fake: &FakeTelegram,
    url: &str,
    name: &str,
    port: u16,
    logs: &Path,
    env: &[(&str, String)],
) -> Child {
    let log = File::create(logs.join(format!("{name}.log"))).expect("a log file");
    Command::new(env!("CARGO_BIN_EXE_damabot"))
        .current_dir(logs)
        .env("TELOXIDE_TOKEN", TOKEN)
        .env("TELOXIDE_API_URL", fake.api_url())
        .env("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/hook")
        .env("TELEGRAM_WEBHOOK_ADDR", format!("127.0.0.1:{port}"))
        .env("TELEGRAM_WEBHOOK_SECRET", SECRET)
        .env("DATABASE_URL", url)
        .env("DAMABOT_INSTANCE", name)
        .env("DAMABOT_AI_THREADS", "1")
        .env("DAMABOT_USER_PER_MIN", "0")
        .env("DAMABOT_CHAT_PER_MIN", "0")
        .env("TELEGRAM_SEND_LIMITS", "off")
        .env("RUST_LOG", "warn")
        .envs(env.iter().map(|(k, v)| (k, v)))
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("the binary starts")
}

/// Waits until `n` instances set the webhook (each listens before it
/// does), and checks what they set.
pub async fn wait_serving(fake: &FakeTelegram, n: usize) {
    let hooks = fake
        .wait_for(PATIENCE, |calls| {
            let set: Vec<_> = calls
                .iter()
                .filter(|c| c.method == "setWebhook" && c.ok())
                .cloned()
                .collect();
            (set.len() >= n).then_some(set)
        })
        .await;
    for call in &hooks {
        assert_eq!(call.text("url"), Some("https://bot.example.org/hook"));
        assert_eq!(call.text("secret_token"), Some(SECRET));
    }
}

/// Runs blocking database work off the async workers (the `postgres`
/// client drives a runtime of its own).
pub async fn query<T: Send + 'static>(
    url: &str,
    work: impl FnOnce(&mut postgres::Client) -> T + Send + 'static,
) -> T {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).expect("the database");
        work(&mut client)
    })
    .await
    .expect("the query ran")
}

/// One game's stored moves as (notation, source), in ply order.
pub type Moves = Vec<(String, String)>;

pub fn moves_of(db: &mut postgres::Client, game: i64) -> Moves {
    db.query(
        "SELECT notation, source FROM moves WHERE game_id = $1 ORDER BY ply",
        &[&game],
    )
    .expect("the moves")
    .iter()
    .map(|r| (r.get(0), r.get(1)))
    .collect()
}

/// A successful board in `chat` with a caption line `line`.
pub fn board_line(s: &Seen, chat: i64, line: &str) -> bool {
    s.ok && is_board_method(&s.method)
        && s.chat == Some(chat)
        && s.caption
            .as_deref()
            .is_some_and(|c| c.lines().any(|l| l == line))
}

/// Waits on `feed` for a call that `wanted` accepts.
pub async fn until(
    feed: &mut broadcast::Receiver<Seen>,
    what: &str,
    wanted: impl Fn(&Seen) -> bool,
) {
    let wait = async {
        loop {
            match feed.recv().await {
                Ok(s) if wanted(&s) => return,
                Ok(_) => {}
                Err(e) => panic!("the fake's feed failed ({e}) while waiting for {what}"),
            }
        }
    };
    if tokio::time::timeout(PATIENCE, wait).await.is_err() {
        panic!("timed out waiting for {what}");
    }
}
