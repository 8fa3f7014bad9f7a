//! Time controls on Telegram: a game clock's caption with both players'
//! time and its flag fall, and a correspondence reminder that mentions the
//! player to move once before their flag falls. The moves are played in
//! real time; the clock runs are asked for at a chosen later time, so no
//! test sleeps.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;

use crate::util::bot::Bot;
use crate::util::english_win::WIN;
use crate::util::fake_telegram::{Call, FakeTelegram};
use crate::util::telegram::{Chat, alice, bob, is_board, start_bot};

const GROUP: i64 = -4_301;
const HOUR_MS: i64 = 3600 * 1000;

/// The Telegram user id a message's `text_mention` entity names, if any.
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

/// Runs the clocks at `at` until a call after `since` to the chat matches
/// `wanted`, and returns it: a clock waits while a parcel of its game is
/// still being delivered, so one run may find nothing to do yet.
async fn tick_until(
    bot: &Bot,
    table: &Chat<'_>,
    at: i64,
    since: usize,
    wanted: impl Fn(&Call) -> bool,
) -> Call {
    for _ in 0..400 {
        bot.hub.tick(Some(at)).await.expect("the clocks run");
        let found = table
            .fake
            .calls()
            .into_iter()
            .skip(since)
            .find(|c| c.ok() && c.chat_id() == Some(table.id) && wanted(c));
        if let Some(call) = found {
            return call;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the clocks brought nothing that matches");
}

fn now_ms() -> i64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970");
    i64::try_from(since.as_millis()).expect("in range")
}

/// Opens English checkers on `clock` between Alice (Black, moving first)
/// and Bob, and plays two moves each, so that a flag fall counts; returns
/// the caption of the board Bob's join brought.
async fn opened(table: &Chat<'_>, clock: &str) -> String {
    let since = table.fake.call_count();
    table.say(&alice(), &format!("/new english clock {clock}"));
    table.next(since, |c| c.method == "sendPhoto").await;
    let since = table.fake.call_count();
    table.say(&bob(), "/join");
    let joined = table.next(since, is_board).await;
    for (ply, mv) in WIN[..4].iter().enumerate() {
        let player = if ply % 2 == 0 { alice() } else { bob() };
        let since = table.fake.call_count();
        table.say(&player, &format!("/m {mv}"));
        table.next(since, is_board).await;
    }
    joined.caption().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_clock_shows_both_times_and_its_flag_fall_loses() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP);
    let caption = opened(&table, "5+3").await;
    assert!(caption.contains("⏱ 5+3: ⚪ 5:00 · ⚫ 5:00"), "{caption}");
    let caption = table.board().text;
    assert!(
        caption.contains("⏱ 5+3: ⚪ 5:0") && caption.contains(" · ⚫ 5:0"),
        "two moves each, 3 s added after each: {caption}"
    );

    // Ten minutes on, Alice's five are gone.
    let since = fake.call_count();
    tick_until(&bot, &table, now_ms() + 10 * 60 * 1000, since, |c| {
        c.text("text")
            .is_some_and(|t| t.contains("⌛ Alice ran out of time."))
    })
    .await;
    let ended = table.next(since, is_board).await;
    let caption = ended.caption().unwrap_or_default();
    assert!(
        caption.contains("White wins: Bob. The opponent ran out of time."),
        "{caption}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_reminder_mentions_the_player_to_move_once_before_the_flag_falls() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let table = Chat::new(&fake, GROUP - 1);
    let caption = opened(&table, "1d").await;
    assert!(caption.contains("⏱ 1 day per move."), "{caption}");
    let start = now_ms();
    let reminders = |from: usize| {
        fake.calls()
            .iter()
            .skip(from)
            .filter(|c| {
                c.text("text")
                    .is_some_and(|t| t.contains("left before you lose on time"))
            })
            .cloned()
            .collect::<Vec<_>>()
    };

    // Seventeen hours on, more than a quarter of the day is left: nothing.
    let since = fake.call_count();
    bot.hub
        .tick(Some(start + 17 * HOUR_MS))
        .await
        .expect("tick");
    table.barrier().await;
    assert!(reminders(since).is_empty());

    // Nineteen hours on, Alice (to move) is reminded, by a mention.
    let reminder = tick_until(&bot, &table, start + 19 * HOUR_MS, since, |c| {
        c.text("text")
            .is_some_and(|t| t.contains("left before you lose on time"))
    })
    .await;
    assert_eq!(mentioned(&reminder), Some(11), "Alice is mentioned");
    let text = reminder.text("text").unwrap_or_default();
    assert!(text.starts_with("⏰ Alice, your move: "), "{text}");

    // Once per move.
    bot.hub
        .tick(Some(start + 20 * HOUR_MS))
        .await
        .expect("tick");
    table.barrier().await;
    assert_eq!(reminders(since).len(), 1);

    // After the day, her flag falls.
    let since = fake.call_count();
    tick_until(&bot, &table, start + 25 * HOUR_MS, since, |c| {
        c.text("text")
            .is_some_and(|t| t.contains("⌛ Alice ran out of time."))
    })
    .await;
}
