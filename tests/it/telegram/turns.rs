//! Whose turn it is, on Telegram: a ping that mentions the player to move
//! (a `text_mention` entity, which notifies them even without a username),
//! deleted once they have moved; `/notify off` silences it.

use serde_json::Value;

use crate::util::english_win::WIN;
use crate::util::fake_telegram::{Call, FakeTelegram};
use crate::util::telegram::{Chat, alice, bob, is_board, start_bot};

const GROUP: i64 = -4_101;

/// The Telegram user id a ping's `text_mention` entity names, if the call
/// is a ping.
fn mentioned(call: &Call) -> Option<i64> {
    if call.method != "sendMessage" {
        return None;
    }
    let entities = call.params.get("entities")?.as_array()?;
    entities.iter().find_map(|e| {
        (e.get("type").and_then(Value::as_str) == Some("text_mention"))
            .then(|| e.get("user")?.get("id")?.as_i64())
            .flatten()
    })
}

/// The message id the fake gave the ping `call` (the newest message with
/// its text).
fn message_of(fake: &FakeTelegram, call: &Call) -> i64 {
    let text = call.text("text").unwrap_or_default();
    fake.messages(GROUP)
        .into_iter()
        .rev()
        .find(|m| m.text == text)
        .map(|m| m.id)
        .expect("the ping is in the chat")
}

/// Opens a game of English checkers between Alice (moving first) and Bob.
async fn open(table: &Chat<'_>) {
    let since = table.fake.call_count();
    table.say(&alice(), "/new english");
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = table.fake.call_count();
    table.say(&bob(), "/join");
    table.next(since, |c| c.method == "sendPhoto").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_to_move_is_pinged_and_the_ping_is_deleted_once_they_moved() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);

    let since = fake.call_count();
    open(&table).await;
    let first = table.next(since, |c| mentioned(c) == Some(11)).await;
    let text = first.text("text").unwrap_or_default();
    assert!(text.contains("Alice"), "{text}");
    let alices = message_of(&fake, &first);

    let since = fake.call_count();
    table.say(&alice(), &format!("/m {}", WIN[0]));
    table.next(since, is_board).await;
    let deleted = table
        .next(since, |c| {
            c.method == "deleteMessage" && c.message_id() == Some(alices)
        })
        .await;
    assert!(deleted.ok());
    assert!(fake.message(GROUP, alices).is_none(), "the ping is gone");
    let second = table.next(since, |c| mentioned(c) == Some(22)).await;
    let bobs = message_of(&fake, &second);

    // Bob turns his pings off: his next turn brings none, and his last one
    // is still deleted once he moves.
    let since = fake.call_count();
    table.say(&bob(), "/notify off");
    table
        .next(since, |c| {
            c.method == "sendMessage"
                && c.text("text")
                    .is_some_and(|t| t.contains("Turn pings are off for you"))
        })
        .await;
    let since = fake.call_count();
    table.say(&bob(), &format!("/m {}", WIN[1]));
    table
        .next(since, |c| {
            c.method == "deleteMessage" && c.message_id() == Some(bobs)
        })
        .await;
    table.next(since, |c| mentioned(c) == Some(11)).await;
    let since = fake.call_count();
    table.say(&alice(), &format!("/m {}", WIN[2]));
    table.next(since, is_board).await;
    table.barrier().await;
    assert!(
        fake.calls()
            .iter()
            .skip(since)
            .all(|c| mentioned(c) != Some(22)),
        "Bob asked for no pings"
    );
}
