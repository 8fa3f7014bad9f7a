//! The Telegram adapter end to end: the real teloxide client, the real hub
//! and core over a temporary SQLite file, and a fake Bot API server on
//! 127.0.0.1 (`support/fake_telegram.rs`). No network, no real token.

#[path = "support/fake_telegram.rs"]
mod fake_telegram;

use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use damabot::adapters::telegram::{self, Backoff, Options};
use damabot::app::{Core, CoreConfig, Lang, Platform};
use damabot::config::{Secret, TelegramConfig};
use damabot::hub::HubBuilder;
use damabot::store::Store;
use damabot::text;
use fake_telegram::{
    BOT_USERNAME, Call, FakeTelegram, Failure, Sent, TOKEN, TOKEN_SECRET, callback_query, reaction, sticker_message,
    text_message, user_json,
};
use serde_json::{Value, json};
use teloxide::adaptors::throttle::Limits;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const GROUP: i64 = -4_001;
const WAIT: Duration = Duration::from_secs(15);

/// The short English checkers game of these tests, found with the engine
/// and checked by hand: Black (the creator, who moves first) takes all
/// twelve White men in 21 plies, with four double jumps.
const WIN: [&str; 21] = [
    "9-14", "23-18", "14x23", "26x19", "11-16", "30-26", "16x23x30", "21-17", "30x21x14", "31-26", "10-15", "24-19",
    "15x24x31", "22-17", "14x21", "29-25", "21x30x23", "32-27", "31x24", "28x19", "23x16",
];

fn alice() -> Value {
    user_json(11, "Alice", "en")
}

fn bob() -> Value {
    user_json(22, "Bob", "en")
}

fn carol() -> Value {
    user_json(33, "Carol", "en")
}

/// Every log line of this test binary, at every level, so a test can look
/// for the token in them.
fn logs() -> &'static Mutex<Vec<u8>> {
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&buffer);
        let installed = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .with_writer(move || Capture(Arc::clone(&sink)))
            .try_init();
        assert!(installed.is_ok(), "the log capture must be the only subscriber");
        buffer
    })
}

struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Options for a local fake: no send limits worth the name, short waits.
fn quick() -> Options {
    Options {
        limits: Limits {
            messages_per_sec_chat: 10_000,
            messages_per_min_chat: 1_000_000,
            messages_per_min_channel_or_supergroup: 1_000_000,
            messages_per_sec_overall: 10_000,
        },
        backoff: Backoff {
            first: Duration::from_millis(20),
            max: Duration::from_millis(200),
            garbled_attempts: 3,
        },
        poll_timeout: Duration::from_secs(5),
        lane_idle: Duration::from_secs(5),
        drain: Duration::from_secs(1),
    }
}

fn settings(fake: &FakeTelegram) -> TelegramConfig {
    TelegramConfig {
        token: Secret::new(TOKEN),
        api_url: Some(fake.api_url()),
        webhook_url: None,
        webhook_addr: "127.0.0.1:0".parse().expect("an address"),
        webhook_secret: None,
    }
}

/// A running bot: hub, core and adapter over a database file. Dropping it
/// kills the adapter mid-flight, like a crash.
struct Bot {
    adapter: tokio::task::JoinHandle<anyhow::Result<()>>,
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.adapter.abort();
    }
}

fn start_with(db: &Path, config: TelegramConfig) -> Bot {
    logs();
    let store = Store::open(db).expect("opening the database");
    let mut builder = HubBuilder::new(Core::new(store, CoreConfig::default()), 1);
    let outbox = builder.outbox(Platform::Telegram);
    let hub = builder.start();
    Bot {
        adapter: tokio::spawn(telegram::run_with(hub, outbox, config, quick())),
    }
}

fn start(fake: &FakeTelegram, db: &Path) -> Bot {
    start_with(db, settings(fake))
}

/// One chat as the tests see it: users act, the fake records what the bot
/// does.
struct Table<'a> {
    fake: &'a FakeTelegram,
    chat: i64,
    next_message: AtomicI64,
    next_query: AtomicI64,
}

impl<'a> Table<'a> {
    fn new(fake: &'a FakeTelegram, chat: i64) -> Self {
        Table {
            fake,
            chat,
            next_message: AtomicI64::new(100_000),
            next_query: AtomicI64::new(1),
        }
    }

    /// A user's message; returns its id.
    fn say(&self, who: &Value, text: &str) -> i64 {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        self.fake.push("message", text_message(id, self.chat, who, text, None));
        id
    }

    /// A user's reply to a bot message; returns its id.
    fn reply(&self, who: &Value, text: &str, to: &Sent) -> i64 {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        self.fake.push("message", text_message(id, self.chat, who, text, Some(to)));
        id
    }

    /// A press on a button of a bot message; returns the query id.
    fn press(&self, who: &Value, on: &Sent, data: &str) -> String {
        let id = format!("q{}-{}", self.chat, self.next_query.fetch_add(1, Ordering::SeqCst));
        self.fake.push("callback_query", callback_query(&id, who, on, data));
        id
    }

    /// The newest board photo in the chat.
    fn board(&self) -> Sent {
        self.fake
            .messages(self.chat)
            .into_iter()
            .rev()
            .find(|m| m.kind == "photo")
            .expect("a board in the chat")
    }

    /// Waits for the first successful call after call number `since`
    /// that matches.
    async fn next(&self, since: usize, wanted: impl Fn(&Call) -> bool) -> Call {
        let chat = self.chat;
        self.fake
            .wait_for(WAIT, |calls| {
                calls
                    .iter()
                    .skip(since)
                    .find(|c| c.ok() && c.chat_id() == Some(chat) && wanted(c))
                    .cloned()
            })
            .await
    }

    /// Waits for the bot's text reply to message `id`.
    async fn answer_to(&self, since: usize, id: i64) -> String {
        let call = self
            .next(since, |c| c.method == "sendMessage" && c.reply_to() == Some(id))
            .await;
        call.text("text").unwrap_or_default().to_owned()
    }

    /// Sends a harmless command and waits for its answer: everything the
    /// bot sent to this chat before is delivered by then.
    async fn barrier(&self) {
        let since = self.fake.call_count();
        let id = self.say(&carol(), "/variants");
        self.answer_to(since, id).await;
    }
}

fn is_board_update(call: &Call) -> bool {
    call.method == "editMessageMedia" || call.method == "sendPhoto"
}

/// Plays one move of the winning line in one of the ways players can, and
/// returns the board call that followed.
async fn play(table: &Table<'_>, ply: usize) -> Call {
    let who = if ply % 2 == 0 { alice() } else { bob() };
    let mv = WIN[ply];
    let since = table.fake.call_count();
    match ply % 5 {
        0 => {
            table.say(&who, &format!("/m {mv}"));
        }
        1 => {
            table.say(&who, &format!("/move@{BOT_USERNAME} {mv}"));
        }
        2 => {
            table.reply(&who, mv, &table.board());
        }
        3 => {
            table.say(&who, mv);
        }
        _ => {
            // Moves → the numbered list → tap the move.
            let board = table.board();
            let moves = board.button("Moves").expect("a Moves button under the board");
            table.press(&who, &board, &moves);
            let list = table.next(since, |c| c.method == "sendMessage").await;
            let pick = list
                .keyboard()
                .into_iter()
                .flatten()
                .find(|(label, _)| label.ends_with(&format!(". {mv}")))
                .unwrap_or_else(|| panic!("{mv} is not among the picks: {:?}", list.keyboard()));
            let list_message = table
                .fake
                .message(GROUP, list_id(table.fake, &list))
                .expect("the list message");
            table.press(&who, &list_message, &pick.1);
        }
    }
    table.next(since, is_board_update).await
}

/// The message id the fake gave a sent message (the message with that text).
fn list_id(fake: &FakeTelegram, call: &Call) -> i64 {
    let text = call.text("text").unwrap_or_default();
    fake.messages(call.chat_id().unwrap_or_default())
        .into_iter()
        .rev()
        .find(|m| m.text == text)
        .map(|m| m.id)
        .expect("the sent list")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_game_is_played_to_a_win_with_every_way_of_moving() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().expect("a temp dir");
    let _bot = start(&fake, &dir.path().join("bot.sqlite3"));
    let table = Table::new(&fake, GROUP);

    let since = fake.call_count();
    let asked = table.say(&alice(), &format!("/new@{BOT_USERNAME} english"));
    let open = table.next(since, |c| c.method == "sendPhoto").await;
    assert_eq!(open.reply_to(), Some(asked), "the board answers the command");
    assert!(open.upload("photo").is_some_and(|png| png.starts_with(b"\x89PNG")));
    assert!(open.keyboard().iter().flatten().any(|(_, data)| data.starts_with("join:")));

    let since = fake.call_count();
    table.say(&bob(), "/join");
    let started = table.next(since, |c| c.method == "sendPhoto").await;
    let caption = started.caption().unwrap_or_default();
    assert!(caption.contains("Alice") && caption.contains("Bob"), "{caption}");
    let board_id = table.board().id;

    for ply in 0..WIN.len() {
        if ply == 1 {
            // Out of turn: a short reply to the mover, nothing changes.
            let since = fake.call_count();
            let id = table.say(&alice(), "/m 10-15");
            let answer = table.answer_to(since, id).await;
            assert!(answer.contains("not your turn"), "{answer}");
        }
        if ply == 2 {
            // Illegal: the capture 14x23 is compulsory.
            let since = fake.call_count();
            let id = table.say(&alice(), "/m 10-15");
            let answer = table.answer_to(since, id).await;
            assert!(!answer.is_empty());
            let id = table.say(&carol(), "/m 14x23");
            let answer = table.answer_to(since, id).await;
            assert!(answer.contains("not playing"), "{answer}");
            table.barrier().await;
            assert!(
                fake.calls()[since..].iter().all(|c| !is_board_update(c)),
                "a refused move changed the board"
            );
        }
        if ply == 10 {
            // Someone deleted the board: the next one is posted anew.
            fake.delete_message(GROUP, table.board().id);
        }
        let call = play(&table, ply).await;
        let caption = call.caption().unwrap_or_default().to_owned();
        assert!(caption.contains(WIN[ply]), "ply {ply}: {caption}");
        match ply {
            10 => assert_eq!(call.method, "sendPhoto", "the deleted board is posted anew"),
            0..10 => assert_eq!(call.message_id(), Some(board_id), "ply {ply} edits the board in place"),
            _ => assert_eq!(call.method, "editMessageMedia", "ply {ply} edits the new board"),
        }
    }
    let last = table.board();
    assert!(last.text.contains("🏆") && last.text.contains("Alice"), "{}", last.text);
    assert!(last.button("Resign").is_none(), "a finished game offers no moves");
    let multi = fake
        .calls_of("editMessageMedia")
        .iter()
        .filter(|c| c.caption().is_some_and(|t| t.contains("16x23x30")))
        .count();
    assert_eq!(multi, 1, "the double jump was shown once");
}
