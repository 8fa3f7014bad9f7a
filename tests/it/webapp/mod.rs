//! The Mini App (issue 39) in a real browser: the bot in this process with
//! its Mini App address set, the fake Bot API, and headless Chromium
//! (`util::browser`) opening the page as Telegram would, with a stub of
//! Telegram's script that carries a signed `initData`.
//!
//! - `play`: a game played by clicks and a drag on `data-square` elements,
//!   seen live by the opponent and in the chat's board; refusals shown;
//! - `layout`: orientations, right to left, a page 320 px wide;
//! - `screens`: one screenshot per board geometry against references;
//! - `words`: the page's message ids and its weight;
//! - `figures`: opt-in (`-- --ignored`) measurements of load time and a
//!   move's round trip, printed, never asserted.

mod figures;
mod layout;
mod play;
mod screens;
mod words;

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use serde_json::Value;

use crate::util::browser::{Browser, Page, Scheme};
use crate::util::fake_telegram::{FakeTelegram, Sent, TOKEN};
use crate::util::free_port;
use crate::util::telegram::{Chat, answered, bob, is_board};
use crate::util::webapp::{self, init_data, now};

/// A bot process that never outlives the test.
struct Process(std::process::Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The bot serving its Mini App, the fake Bot API and a browser.
struct Served {
    fake: FakeTelegram,
    /// The bot in this process, or
    _bot: Option<webapp::Served>,
    /// the bot as a process of a binary, with its directory.
    _process: Option<(Process, tempfile::TempDir)>,
    /// The page's URL (`DAMABOT_WEBAPP_URL`).
    url: String,
    browser: Browser,
}

impl Served {
    /// Starts the bot with `DAMABOT_WEBAPP_URL`, `_ADDR` and `_NAME` set
    /// (`util::webapp::serve`), and a browser; returns once the page's
    /// address answers.
    async fn start() -> Served {
        Served::start_with(None).await
    }

    /// [`Served::start`], with the bot run as a process of `binary` (its
    /// defaults: rate limits on) rather than in this process.
    async fn start_with(binary: Option<&Path>) -> Served {
        let fake = FakeTelegram::start().await;
        let (bot, process, url) = match binary {
            None => {
                let served = webapp::serve(&fake, true);
                served.ready().await;
                let url = served.base.clone();
                (Some(served), None, url)
            }
            Some(binary) => {
                let (process, dir, url) = spawn(binary, &fake).await;
                (None, Some((process, dir)), url)
            }
        };
        Served {
            fake,
            _bot: bot,
            _process: process,
            url,
            browser: Browser::launch().await,
        }
    }

    /// Opens the page as `user` would from the direct link of `game`.
    async fn open(&self, user: &Value, game: &str) -> Page {
        self.open_in(user, game, Scheme::Light).await
    }

    /// [`Served::open`], in Telegram's colour scheme `scheme`.
    async fn open_in(&self, user: &Value, game: &str, scheme: Scheme) -> Page {
        // As Telegram opens a direct link: the game in `start_param`.
        let init = init_data(
            &[
                ("auth_date", now().to_string()),
                ("query_id", "AAHpage".to_owned()),
                ("start_param", game.to_owned()),
                ("user", user.to_string()),
            ],
            TOKEN,
        );
        self.browser.open(&self.url, &init, scheme).await
    }
}

/// Starts `binary` against `fake` with the Mini App on a free loopback
/// port; returns once it listens, with its directory and the page's URL.
async fn spawn(binary: &Path, fake: &FakeTelegram) -> (Process, tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let addr = SocketAddr::from(([127, 0, 0, 1], free_port()));
    let url = format!("http://{addr}/app/");
    let process = Process(
        std::process::Command::new(binary)
            .current_dir(dir.path())
            .env_clear()
            .env("DATABASE_PATH", dir.path().join("bot.sqlite3"))
            .env("TELOXIDE_TOKEN", TOKEN)
            .env("TELOXIDE_API_URL", fake.api_url())
            .env("TELEGRAM_SEND_LIMITS", "off")
            .env("DAMABOT_WEBAPP_URL", &url)
            .env("DAMABOT_WEBAPP_ADDR", addr.to_string())
            .env("DAMABOT_WEBAPP_NAME", "board")
            .env("DAMABOT_AI_THREADS", "1")
            .env("RUST_LOG", "warn")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("start {}: {e}", binary.display())),
    );
    let start = std::time::Instant::now();
    while tokio::net::TcpStream::connect(addr).await.is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "the Mini App never listened on {addr}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (process, dir, url)
}

/// The game a board message opens: the `g<id>` of its Mini App button (the
/// direct link's `startapp`, or the page's `game` parameter).
fn game_of(board: &Sent) -> String {
    let rows = board.markup["inline_keyboard"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    for button in rows.iter().filter_map(Value::as_array).flatten() {
        let url = button["url"]
            .as_str()
            .or_else(|| button["web_app"]["url"].as_str())
            .unwrap_or_default();
        for key in ["startapp=", "game="] {
            if let Some(rest) = url.split(key).nth(1) {
                return rest.split('&').next().unwrap_or_default().to_owned();
            }
        }
    }
    panic!("no Mini App button on the board: {}", board.markup);
}

/// Alice starts `command` (a `/new …`) in `chat` and Bob joins; returns
/// the game's name, read from the board's Mini App button.
async fn new_game(chat: &Chat<'_>, command: &str) -> String {
    let since = chat.fake.call_count();
    chat.say(&crate::util::telegram::alice(), command);
    chat.next(since, |c| c.method == "sendPhoto").await;
    let board = chat.board();
    let join = board.button("Join").expect("a Join button");
    let since = chat.fake.call_count();
    let query = chat.press(&bob(), &board, &join);
    answered(chat.fake, &query).await;
    chat.next(since, is_board).await;
    game_of(&chat.board())
}
