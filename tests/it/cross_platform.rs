//! A private room across platforms: one hub with both real adapters, a
//! Telegram player against the fake Bot API and a Discord player against the
//! fake Discord. The room's relays cross over: a Telegram sticker reaches
//! Discord as its emoji, a Discord reaction lands on the Telegram board, and
//! plain messages go both ways. One person's accounts on both, linked with
//! `/link`, list each other's games with their links. No network, no real
//! token.

use std::time::Duration;

use damabot::app::CoreConfig;
use damabot::config::DiscordConfig;
use damabot::store::Store;
use serde_json::json;

use crate::util::bot::{Adapters, start_bot};
use crate::util::discord::settings;
use crate::util::fake_discord::{APP_ID, FakeDiscord, Who};
use crate::util::fake_telegram::{FakeTelegram, sticker_message, text_message, user_json};

const WAIT: Duration = Duration::from_secs(30);
/// Ann's private chat with the bot on Telegram.
const ANN_CHAT: i64 = 71;
/// Ben's DM channel with the bot on Discord.
const BEN_DM: u64 = 600_000_000_000_000_001;

/// Waits until a `method` call to Ann's chat after call number `since`
/// succeeded.
async fn sent_to_ann(tg: &FakeTelegram, since: usize, method: &str) {
    tg.wait_for(WAIT, |calls| {
        calls[since..]
            .iter()
            .any(|c| c.method == method && c.chat_id() == Some(ANN_CHAT) && c.ok())
            .then_some(())
    })
    .await;
}

fn ben() -> Who {
    Who {
        user: 21,
        name: "ben",
        channel: BEN_DM,
        guild: None,
        locale: "en-US",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_relays_between_telegram_and_discord() {
    let tg = FakeTelegram::start().await;
    let dc = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(&dir.path().join("cross.sqlite3")).expect("store opens");
    // Global commands: Ben plays in a DM.
    let adapters = Adapters {
        telegram: Some(tg.settings()),
        discord: Some(DiscordConfig {
            guild_id: None,
            ..settings(&dc)
        }),
    };
    let _bot = start_bot(store, CoreConfig::default(), adapters);
    dc.wait_sessions(1).await;
    dc.wait_call(0, |c| {
        c.is("PUT", &format!("/applications/{APP_ID}/commands"))
    })
    .await;

    // Ann opens a room on Telegram; the code comes as its own message.
    let ann = user_json(71, "Ann", "en");
    let since = tg.call_count();
    tg.push(
        "message",
        text_message(1, ANN_CHAT, &ann, "/room persian", None),
    );
    let code = tg
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .filter(|c| c.method == "sendMessage" && c.chat_id() == Some(ANN_CHAT))
                .nth(1)
                .and_then(|c| c.text("text").map(str::to_owned))
        })
        .await;

    // Ben joins from Discord with the code; both get the board.
    let mark = dc.mark();
    dc.slash(
        ben(),
        "join",
        json!([{"name": "code", "type": 3, "value": code}]),
    );
    let ben_board = dc
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{BEN_DM}/messages"))
                && c.files.iter().any(|(name, _)| name == "board.png")
        })
        .await;
    sent_to_ann(&tg, since, "sendPhoto").await;
    let ann_board_id = tg
        .messages(ANN_CHAT)
        .into_iter()
        .rev()
        .find(|m| m.kind == "photo")
        .map(|m| m.id)
        .expect("Ann's board");
    // A relayed reaction lands on the board the core knows Ann has, which it
    // learns when her board's delivery is settled; the fake sees the board
    // before that. The answer to a command of hers comes behind the board
    // in her chat's lane, and so after the settlement was handed to the core.
    let since = tg.call_count();
    tg.push("message", text_message(4, ANN_CHAT, &ann, "/help", None));
    sent_to_ann(&tg, since, "sendMessage").await;

    // A Telegram sticker reaches Discord as its emoji, with Ann's name.
    let mark = dc.mark();
    tg.push(
        "message",
        sticker_message(2, ANN_CHAT, &ann, "STKtea", "🍵"),
    );
    let note = dc
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{BEN_DM}/messages"))
        })
        .await;
    let content = note.body["content"].as_str().unwrap_or_default();
    assert!(
        content.contains("Ann") && content.contains("🍵"),
        "{content}"
    );

    // Ben's reaction on his Discord board lands on Ann's Telegram board.
    let ben_board_id: u64 = ben_board.answer["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("Ben's board id");
    let since = tg.call_count();
    dc.react(ben(), ben_board_id, "👍");
    let reacted = tg
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .find(|c| c.method == "setMessageReaction" && c.chat_id() == Some(ANN_CHAT))
                .cloned()
        })
        .await;
    assert_eq!(reacted.message_id(), Some(ann_board_id));

    // A plain message from Ben's DM reaches Ann; Ann's reaches Ben.
    let since = tg.call_count();
    dc.say(ben(), "good luck!", false);
    let said = tg
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .find(|c| c.method == "sendMessage" && c.chat_id() == Some(ANN_CHAT))
                .and_then(|c| c.text("text").map(str::to_owned))
        })
        .await;
    assert_eq!(said, "💬 ben: good luck!");
    let mark = dc.mark();
    tg.push(
        "message",
        text_message(3, ANN_CHAT, &ann, "/say thanks", None),
    );
    let said = dc
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{BEN_DM}/messages"))
        })
        .await;
    assert_eq!(said.body["content"], "💬 Ann: thanks");
}

/// Ann's account on Discord, in her DM with the bot.
fn ann_on_discord() -> Who {
    Who {
        user: 31,
        name: "ann",
        channel: 600_000_000_000_000_031,
        guild: None,
        locale: "en-US",
    }
}

/// One person's Telegram and Discord accounts linked with a code: `/games`
/// on Telegram then lists the games of both, each with its platform's link
/// (a Telegram supergroup's message link, a Discord jump URL).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn linked_accounts_list_each_others_games_with_their_links() {
    let tg = FakeTelegram::start().await;
    let dc = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(&dir.path().join("linked.sqlite3")).expect("store opens");
    let adapters = Adapters {
        telegram: Some(tg.settings()),
        discord: Some(DiscordConfig {
            guild_id: None,
            ..settings(&dc)
        }),
    };
    let _bot = start_bot(store, CoreConfig::default(), adapters);
    dc.wait_sessions(1).await;
    dc.wait_call(0, |c| {
        c.is("PUT", &format!("/applications/{APP_ID}/commands"))
    })
    .await;
    let ann = user_json(71, "Ann", "en");
    let dm = ann_on_discord().channel;

    // A bot game of Ann's in a Telegram supergroup. Her next command there
    // is answered behind the board, once its message id is recorded.
    const GROUP: i64 = -1_005_550_002_222;
    let since = tg.call_count();
    tg.push(
        "message",
        text_message(1, GROUP, &ann, "/bot turkish", None),
    );
    tg.wait_for(WAIT, |calls| {
        calls[since..]
            .iter()
            .any(|c| c.method == "sendPhoto" && c.chat_id() == Some(GROUP) && c.ok())
            .then_some(())
    })
    .await;
    let since = tg.call_count();
    tg.push("message", text_message(2, GROUP, &ann, "/variants", None));
    tg.wait_for(WAIT, |calls| {
        calls[since..]
            .iter()
            .any(|c| c.method == "sendMessage" && c.chat_id() == Some(GROUP) && c.ok())
            .then_some(())
    })
    .await;
    let tg_board = tg
        .messages(GROUP)
        .into_iter()
        .find(|m| m.kind == "photo")
        .map(|m| m.id)
        .expect("the group's board");

    // A bot game of Ann's Discord account, in her DM.
    let mark = dc.mark();
    dc.slash(
        ann_on_discord(),
        "bot",
        json!([{"name": "variant", "type": 3, "value": "turkish"}]),
    );
    let dc_board = dc
        .wait_call(mark, |c| {
            c.is("POST", &format!("/channels/{dm}/messages"))
                && c.files.iter().any(|(name, _)| name == "board.png")
        })
        .await;
    let dc_board: u64 = dc_board.answer["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("the DM's board id");
    let mark = dc.mark();
    dc.slash(ann_on_discord(), "variants", json!([]));
    dc.wait_call(mark, |c| {
        c.body["content"]
            .as_str()
            .is_some_and(|t| t.contains("English"))
    })
    .await;

    // Ann asks for a code in her private chat on Telegram...
    let since = tg.call_count();
    tg.push("message", text_message(3, ANN_CHAT, &ann, "/link", None));
    let line = tg
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .filter(|c| c.method == "sendMessage" && c.chat_id() == Some(ANN_CHAT))
                .find_map(|c| c.text("text").filter(|t| t.starts_with("/link ")))
                .map(str::to_owned)
        })
        .await;
    let code = line.trim_start_matches("/link ").to_owned();

    // ...and uses it from Discord; both sides hear what is linked.
    let since = tg.call_count();
    let mark = dc.mark();
    dc.slash(
        ann_on_discord(),
        "link",
        json!([{"name": "code", "type": 3, "value": code}]),
    );
    let linked = dc
        .wait_call(mark, |c| {
            c.body["content"]
                .as_str()
                .is_some_and(|t| t.starts_with("Linked!"))
        })
        .await;
    assert!(
        linked.body["content"]
            .as_str()
            .is_some_and(|t| t.contains("Ann on Telegram")),
        "{}",
        linked.body
    );
    let told = tg
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .filter(|c| c.method == "sendMessage" && c.chat_id() == Some(ANN_CHAT))
                .find_map(|c| c.text("text").filter(|t| t.starts_with("Linked!")))
                .map(str::to_owned)
        })
        .await;
    assert!(told.contains("ann on Discord"), "{told}");

    // `/games` on Telegram: both games, each with its link.
    let since = tg.call_count();
    tg.push("message", text_message(4, ANN_CHAT, &ann, "/games", None));
    let list = tg
        .wait_for(WAIT, |calls| {
            calls[since..]
                .iter()
                .filter(|c| c.method == "sendMessage" && c.chat_id() == Some(ANN_CHAT))
                .find_map(|c| c.text("text").filter(|t| t.starts_with("Your games")))
                .map(str::to_owned)
        })
        .await;
    assert!(list.contains("Your games (2)"), "{list}");
    assert!(
        list.contains(&format!("https://t.me/c/5550002222/{tg_board}")),
        "{list}"
    );
    assert!(
        list.contains(&format!("https://discord.com/channels/@me/{dm}/{dc_board}")),
        "{list}"
    );
}
