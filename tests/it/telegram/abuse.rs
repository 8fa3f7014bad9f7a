//! The Telegram adapter under abuse, against the fake Bot API: calls that
//! answer no chat (inline queries) are kept off the update path and given
//! up once worthless, `getChatMember` is asked once a minute at most, and
//! a replay is uploaded once.

use std::time::{Duration, Instant};

use crate::util::fake_telegram::{Failure, FakeTelegram, inline_query};
use crate::util::telegram::{Chat, alice, bob, carol, start_bot};

const GROUP: i64 = -4_037;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_storm_on_inline_answers_does_not_hold_up_other_chats() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let group = Chat::new(&fake, GROUP);
    group.barrier().await;

    for n in 0..5 {
        fake.fail_next("answerInlineQuery", Failure::RetryAfter(15));
        let since = fake.call_count();
        fake.push(
            "inline_query",
            inline_query(&format!("iq-{n}"), &alice(), ""),
        );
        fake.wait_for(Duration::from_secs(15), |calls| {
            calls[since..]
                .iter()
                .find(|c| c.method == "answerInlineQuery")
                .cloned()
        })
        .await;
        let since = fake.call_count();
        let asked = Instant::now();
        let id = group.say(&bob(), "/variants");
        group.answer_to(since, id).await;
        let latency = asked.elapsed();
        assert!(
            latency < Duration::from_secs(2),
            "query {n}: /variants took {latency:?} behind a 429 of 15 s"
        );
    }
    // Nothing is retried past the ten seconds an inline answer is worth.
    let attempts = fake.calls_of("answerInlineQuery").len();
    assert_eq!(attempts, 5, "each rate-limited answer was given up");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_membership_is_looked_up_once_a_minute_per_sender() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let group = Chat::new(&fake, GROUP);
    group.say(&alice(), "/new english");
    group.say(&bob(), "/join");
    for _ in 0..4 {
        let since = fake.call_count();
        let id = group.say(&carol(), "/abort");
        group.answer_to(since, id).await;
    }
    assert_eq!(fake.calls_of("getChatMember").len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_uploaded_once_is_sent_again_by_its_file_id() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start_bot(&fake, &dir.path().join("bot.sqlite3"));
    let group = Chat::new(&fake, GROUP - 1);
    group.say(&alice(), "/new english");
    group.say(&bob(), "/join");
    group.say(&alice(), "/m 9-14");
    group.say(&bob(), "/resign");
    group.barrier().await;

    let replay = |who| {
        let since = fake.call_count();
        group.say(&who, "/replay");
        group.next(since, |c| c.method == "sendAnimation")
    };
    let first = replay(alice()).await;
    assert!(
        first.upload("animation").is_some(),
        "uploaded the first time"
    );
    // The same replay: same game, length, theme and side.
    let again = replay(alice()).await;
    assert!(again.upload("animation").is_none(), "not uploaded again");
    assert!(
        again
            .text("animation")
            .is_some_and(|id| id.starts_with("FILE")),
        "{again:?}"
    );
}
