//! Playing on Discord in tests: the bot in this process against the fake
//! Discord ([`start_bot`]), the test users, and reading the messages the bot
//! posted (boards, their buttons and move menus).

use std::path::Path;

use damabot::app::CoreConfig;
use damabot::config::{DiscordConfig, Secret};
use damabot::store::Store;
use serde_json::{Value, json};

use super::bot::{self, Adapters, Bot};
use super::fake_discord::{APP_ID, Call, FakeDiscord, GUILD_ID, Who};

/// The bot token the tests give; they assert it never reaches a log line.
pub const TOKEN: &str = "test-token-MUST-NOT-BE-LOGGED";
/// The guild channel the test users play in.
pub const CHANNEL: u64 = 500_000_000_000_000_001;

/// User `user` called `name` in `channel` of `guild`, with an English client.
pub fn who(user: u64, name: &'static str, guild: u64, channel: u64) -> Who {
    Who {
        user,
        name,
        channel,
        guild: Some(guild),
        locale: "en-US",
    }
}

pub fn alice() -> Who {
    who(11, "alice", GUILD_ID, CHANNEL)
}

pub fn bob() -> Who {
    who(12, "bob", GUILD_ID, CHANNEL)
}

/// The adapter's settings for `fake`, registering its commands in the
/// test guild.
pub fn settings(fake: &FakeDiscord) -> DiscordConfig {
    DiscordConfig {
        token: Secret::new(TOKEN),
        api_url: Some(fake.api_url.clone()),
        guild_id: Some(GUILD_ID),
        shards: None,
    }
}

/// The bot over the SQLite file `db` against `fake`, once it is connected
/// and has registered its commands in the test guild.
pub async fn start_bot(fake: &FakeDiscord, db: &Path) -> Bot {
    start_bot_on(fake, Store::open(db).expect("opening the database")).await
}

/// The bot over `store` against `fake`, as [`start_bot`].
pub async fn start_bot_on(fake: &FakeDiscord, store: Store) -> Bot {
    let adapters = Adapters {
        discord: Some(settings(fake)),
        ..Adapters::default()
    };
    let bot = bot::start_bot(store, CoreConfig::default(), adapters);
    fake.wait_sessions(1).await;
    // Registration runs in the Ready handler: after it, the bot knows itself.
    fake.wait_call(0, |c| {
        c.is(
            "PUT",
            &format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands"),
        )
    })
    .await;
    bot
}

/// The `variant` option of a slash command.
pub fn variant(name: &str) -> Value {
    json!([{"name": "variant", "type": 3, "value": name}])
}

/// A board post or edit in [`CHANNEL`].
pub fn is_board(call: &Call) -> bool {
    is_board_in(call, CHANNEL)
}

/// A board post or edit in `channel`: a message call with the PNG attached.
pub fn is_board_in(call: &Call, channel: u64) -> bool {
    call.path
        .starts_with(&format!("/channels/{channel}/messages"))
        && matches!(call.method.as_str(), "POST" | "PATCH")
        && call
            .files
            .iter()
            .any(|(name, png)| name == "board.png" && png.starts_with(b"\x89PNG"))
}

/// A turn ping: a message posted in the channel that mentions a user.
pub fn is_ping(call: &Call) -> bool {
    call.method == "POST" && content(call).contains("<@")
}

/// The text of a message call.
pub fn content(call: &Call) -> &str {
    call.body["content"].as_str().unwrap_or_default()
}

/// The components of a message call, flattened out of their rows.
pub fn components(call: &Call) -> Vec<Value> {
    call.body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// The custom id of the button whose id starts with `prefix`.
pub fn button(call: &Call, prefix: &str) -> String {
    components(call)
        .iter()
        .filter_map(|c| c["custom_id"].as_str())
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button in {}", call.body))
        .to_owned()
}

/// The (menu custom id, label, value) of every legal move on a board; a
/// label is "<number>. <move>".
pub fn picks(call: &Call) -> Vec<(String, String, String)> {
    components(call)
        .iter()
        .filter(|c| c["type"] == 3)
        .flat_map(|menu| {
            let id = menu["custom_id"].as_str().unwrap_or_default().to_owned();
            menu["options"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(move |o| {
                    let text = |k: &str| o[k].as_str().unwrap_or_default().to_owned();
                    (id.clone(), text("label"), text("value"))
                })
        })
        .collect()
}

/// The id of the message a call posted.
pub fn message_id(call: &Call) -> u64 {
    call.answer["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("a message id")
}
