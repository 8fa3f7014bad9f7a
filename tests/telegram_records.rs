//! Game records on Telegram, end to end against the fake Bot API: `/pdn`
//! sends a document that parses as PDN, `/replay` an animation with one
//! frame per position, `/history` the finished games, and `/game` the final
//! board whose buttons send the records.

#[path = "support/fake_telegram.rs"]
mod fake_telegram;
#[path = "support/pdn.rs"]
mod pdn_reader;

use std::time::Duration;

use damabot::adapters::telegram;
use damabot::app::{Core, CoreConfig, Platform, RateLimits};
use damabot::runtime::HubBuilder;
use damabot::store::Store;
use draughts::Variant;
use fake_telegram::{Call, FakeTelegram, callback_query, quick, text_message, user_json};
use serde_json::Value;

const GROUP: i64 = -4_016;
const WAIT: Duration = Duration::from_secs(15);

fn alice() -> Value {
    user_json(11, "Alice", "en")
}

fn bob() -> Value {
    user_json(22, "Bob", "en")
}

/// The bot over a database file, talking to the fake.
fn start(fake: &FakeTelegram, db: &std::path::Path) -> tokio::task::JoinHandle<anyhow::Result<()>> {
    let store = Store::open(db).expect("opening the database");
    let config = CoreConfig {
        limits: RateLimits::OFF,
        ..CoreConfig::default()
    };
    let mut builder = HubBuilder::new(Core::new(store, config), 1);
    let outbox = builder.outbox(Platform::Telegram);
    let hub = builder.start();
    tokio::spawn(telegram::run_with(hub, outbox, fake.settings(), quick()))
}

/// A board posted or edited.
const BOARD: &[&str] = &["sendPhoto", "editMessageMedia"];

/// Says `text` in the group as message `100_000 + id` (clear of the
/// bot's message ids) and waits for the first successful call of one of
/// `methods` that follows.
async fn say(fake: &FakeTelegram, id: i64, who: &Value, text: &str, methods: &[&str]) -> Call {
    let since = fake.call_count();
    fake.push(
        "message",
        text_message(100_000 + id, GROUP, who, text, None),
    );
    next(fake, since, methods).await
}

async fn next(fake: &FakeTelegram, since: usize, methods: &[&str]) -> Call {
    fake.wait_for(WAIT, |calls| {
        calls
            .iter()
            .skip(since)
            .find(|c| c.ok() && c.chat_id() == Some(GROUP) && methods.contains(&c.method.as_str()))
            .cloned()
    })
    .await
}

/// The number of frames in a GIF.
fn frames(gif: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(gif)
        .expect("a GIF header");
    let mut n = 0;
    while decoder
        .read_next_frame()
        .expect("a readable frame")
        .is_some()
    {
        n += 1;
    }
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn records_arrive_as_a_document_an_animation_a_list_and_a_board() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let bot = start(&fake, &dir.path().join("bot.sqlite3"));

    say(&fake, 1, &alice(), "/new english", BOARD).await;
    say(&fake, 2, &bob(), "/join", BOARD).await;
    for (i, mv) in ["9-14", "23-18", "14x23"].into_iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        say(&fake, 3 + i as i64, &who, &format!("/m {mv}"), BOARD).await;
    }
    say(&fake, 6, &bob(), "/resign", BOARD).await;

    let document = say(&fake, 7, &alice(), "/pdn", &["sendDocument"]).await;
    assert_eq!(
        document.reply_to(),
        Some(100_007),
        "the file answers the command"
    );
    assert_eq!(document.upload_name("document"), Some("damabot-1.pdn"));
    let text =
        std::str::from_utf8(document.upload("document").expect("an upload")).expect("PDN is text");
    let read = pdn_reader::read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.tag("White"), Some("Bob"));
    assert_eq!(read.tag("Black"), Some("Alice"));
    assert_eq!(read.tag("Site"), Some("damabot, telegram"));
    assert_eq!(read.tag("Result"), Some("0-1"));
    let game = read.replay(Variant::English).expect("the moves replay");
    assert_eq!(game.ply(), 3);
    assert!(
        document
            .caption()
            .is_some_and(|c| c.starts_with("📜 Game #1: English checkers")),
        "{:?}",
        document.caption()
    );

    let animation = say(&fake, 8, &alice(), "/replay", &["sendAnimation"]).await;
    assert_eq!(animation.upload_name("animation"), Some("damabot-1.gif"));
    let gif = animation.upload("animation").expect("an upload");
    assert!(gif.len() < 1_000_000, "{} bytes", gif.len());
    assert_eq!(frames(gif), 4, "the start and one frame per ply");

    let list = say(&fake, 9, &bob(), "/history", &["sendMessage"]).await;
    let history = list.text("text").unwrap_or_default();
    assert!(
        history.contains("English checkers · vs Alice · ❌ lost (resignation)"),
        "{history}"
    );

    let board = say(&fake, 10, &bob(), "/game 1", &["sendPhoto"]).await;
    let buttons: Vec<(String, String)> = board.keyboard().into_iter().flatten().collect();
    assert_eq!(
        buttons,
        [
            ("📄 PDN".to_owned(), "pdn:1".to_owned()),
            ("🎞 Replay".to_owned(), "replay:1".to_owned())
        ]
    );
    let message = fake
        .messages(GROUP)
        .into_iter()
        .rev()
        .find(|m| m.kind == "photo")
        .expect("the board message");
    let since = fake.call_count();
    fake.push(
        "callback_query",
        callback_query("q1", &alice(), &message, "pdn:1"),
    );
    let again = next(&fake, since, &["sendDocument"]).await;
    assert_eq!(again.upload("document"), document.upload("document"));
    bot.abort();
}
