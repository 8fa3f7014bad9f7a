//! The Mini App (issue 39) in a real browser: the bot in this process with
//! its Mini App address set, the fake Bot API, and headless Chromium
//! (`util::webapp`) opening the page as Telegram would, with a stub of
//! Telegram's script that carries a signed `initData`.
//!
//! - `play`: a game played by clicks and a drag on `data-square` elements,
//!   seen live by the opponent and in the chat's board; refusals shown;
//! - `screens`: one screenshot per board geometry against references;
//! - `words`: the page's message ids and its weight;
//! - `figures`: opt-in (`-- --ignored`) measurements of load time and a
//!   move's round trip, printed, never asserted.

mod figures;
mod play;
mod screens;
mod words;

use std::net::SocketAddr;
use std::time::Duration;

use damabot::config::WebAppConfig;
use serde_json::Value;

use crate::util::bot::Bot;
use crate::util::fake_telegram::{FakeTelegram, Sent, TOKEN};
use crate::util::free_port;
use crate::util::telegram::{Chat, answered, bob, is_board, start_bot_with};
use crate::util::webapp::{Browser, Page, sign_init_data, unix_now};

/// The Mini App's short name the bot is configured with.
const APP_NAME: &str = "board";

/// The bot serving its Mini App, the fake Bot API and a browser.
struct Served {
    fake: FakeTelegram,
    _bot: Bot,
    /// The page's URL (`DAMABOT_WEBAPP_URL`).
    url: String,
    browser: Browser,
    _dir: tempfile::TempDir,
}

impl Served {
    /// Starts the bot with `DAMABOT_WEBAPP_URL`, `_ADDR` and `_NAME` set, and
    /// a browser; returns once the page's address answers.
    async fn start() -> Served {
        let fake = FakeTelegram::start().await;
        let dir = tempfile::tempdir().expect("a temp dir");
        let addr = SocketAddr::from(([127, 0, 0, 1], free_port()));
        let url = format!("http://{addr}/app/");
        let mut settings = fake.settings();
        settings.webapp = Some(WebAppConfig {
            url: url.clone(),
            addr: Some(addr),
            name: Some(APP_NAME.to_owned()),
        });
        let bot = start_bot_with(&dir.path().join("bot.sqlite3"), settings);
        let start = std::time::Instant::now();
        while tokio::net::TcpStream::connect(addr).await.is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "the Mini App never listened on {addr}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Served {
            fake,
            _bot: bot,
            url,
            browser: Browser::launch().await,
            _dir: dir,
        }
    }

    /// Opens the page as `user` would from the direct link of `game`.
    async fn open(&self, user: &Value, game: &str) -> Page {
        let init = sign_init_data(TOKEN, user, Some(game), unix_now());
        self.browser.open(&self.url, &init).await
    }
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
