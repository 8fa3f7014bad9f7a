//! A flooder in a group, against the fake Bot API: the players' board goes
//! ahead of the answers still owed to the flooder in the chat's lane, so a
//! flood of `/help` does not hold up the game (Telegram sends about 20
//! messages a minute to a group, so eleven answers ahead of a board cost it
//! half a minute); and a flooder past the limit cannot make the bot ask
//! Telegram who administers a chat.

use std::time::Duration;

use damabot::app::{Bucket, CoreConfig, RateLimits};
use damabot::store::Store;
use serde_json::Value;

use crate::util::bot::{self, Adapters};
use crate::util::fake_telegram::{FakeTelegram, text_message, user_json};
use crate::util::telegram::{Chat, alice, bob, carol, is_board};

const GROUP: i64 = -5_101;
const ELSEWHERE: i64 = -5_102;

/// Waits until the bot has taken every update queued so far (it confirms
/// them once they are committed).
async fn all_taken(fake: &FakeTelegram) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while fake.unconfirmed() > 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{} updates not taken",
            fake.unconfirmed()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_board_goes_ahead_of_a_flooders_queued_answers() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let store = Store::open(&dir.path().join("bot.sqlite3")).expect("the database");
    // The default rate limits: the flooder is past theirs after ten.
    let adapters = Adapters {
        telegram: Some(fake.settings()),
        ..Adapters::default()
    };
    let _bot = bot::start_bot(store, CoreConfig::default(), adapters);
    let group = Chat::new(&fake, GROUP);
    group.say(&alice(), "/new english");
    group.say(&bob(), "/join");
    group.barrier().await;

    // The group's lane holds its first call in flight; what follows queues.
    fake.hold(GROUP);
    let since = fake.call_count();
    let flooder = user_json(44, "Dave", "en");
    let flood: Vec<Value> = (0..150)
        .map(|i| text_message(200_000 + i, GROUP, &flooder, "/help", None))
        .collect();
    fake.push_batch("message", flood);
    group.say(&alice(), "/m 9-14");
    all_taken(&fake).await;
    // Requests are handled, and their output queued, in order: once
    // another chat's answer is out, the move's board is in the group's
    // lane.
    Chat::new(&fake, ELSEWHERE).barrier().await;
    fake.release(GROUP);

    group.next(since, is_board).await;
    let calls = fake.calls();
    let ahead: Vec<&str> = calls[since..]
        .iter()
        .filter(|c| c.chat_id() == Some(GROUP))
        .take_while(|c| !is_board(c))
        .map(|c| c.method.as_str())
        .collect();
    assert!(
        ahead.len() <= 1,
        "only the call in flight when the lane was held goes before the board: {ahead:?}"
    );
    // The flooder still gets what they are owed: ten answers and the
    // refusal.
    fake.wait_for(Duration::from_secs(30), |calls| {
        let answers = calls[since..]
            .iter()
            .filter(|c| c.chat_id() == Some(GROUP) && c.method == "sendMessage")
            .filter(|c| c.reply_to().is_some_and(|id| id >= 200_000))
            .count();
        (answers >= 11).then_some(())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooder_past_the_limit_drives_no_chat_member_lookups() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let store = Store::open(&dir.path().join("bot.sqlite3")).expect("the database");
    // Three commands at once, then one a minute.
    let config = CoreConfig {
        limits: RateLimits {
            user: Bucket {
                burst: 3,
                per_min: 1,
            },
            chat: Bucket::OFF,
        },
        ..CoreConfig::default()
    };
    let adapters = Adapters {
        telegram: Some(fake.settings()),
        ..Adapters::default()
    };
    let _bot = bot::start_bot(store, config, adapters);
    // `/abort` in ten groups: the answers are kept per group, so each one
    // would be a lookup. One at a time, so each is charged before the
    // next is read.
    for n in 0..10 {
        Chat::new(&fake, -6_000 - n).say(&carol(), "/abort");
        all_taken(&fake).await;
    }
    assert_eq!(
        fake.calls_of("getChatMember").len(),
        3,
        "only the three commands carried out were looked up"
    );
}
