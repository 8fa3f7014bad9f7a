//! Playing on Telegram in tests: the bot in this process against the fake
//! Bot API ([`start_bot`]), the test users, and a chat they speak in
//! ([`Chat`]), whose waits read what the fake recorded.

use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use damabot::app::{CoreConfig, RateLimits};
use damabot::config::TelegramConfig;
use damabot::store::Store;
use serde_json::Value;

use super::bot::{self, Adapters, Bot};
use super::fake_telegram::{
    Call, FakeTelegram, Sent, callback_query, document_message, inline_callback_query,
    text_message, user_json,
};

/// How long a test waits for the bot to do something.
pub const WAIT: Duration = Duration::from_secs(15);

pub fn alice() -> Value {
    user_json(11, "Alice", "en")
}

pub fn bob() -> Value {
    user_json(22, "Bob", "en")
}

pub fn carol() -> Value {
    user_json(33, "Carol", "en")
}

/// The core's settings for these tests: scripted players act far faster
/// than people, so the rate limits (tested on their own) are off.
pub fn unlimited() -> CoreConfig {
    CoreConfig {
        limits: RateLimits::OFF,
        ..CoreConfig::default()
    }
}

/// The bot over the SQLite file `db`, polling `fake`.
pub fn start_bot(fake: &FakeTelegram, db: &Path) -> Bot {
    start_bot_with(db, fake.settings())
}

/// The bot over the SQLite file `db` with the adapter's `settings`.
pub fn start_bot_with(db: &Path, settings: TelegramConfig) -> Bot {
    let store = Store::open(db).expect("opening the database");
    let adapters = Adapters {
        telegram: Some(settings),
        ..Adapters::default()
    };
    bot::start_bot(store, unlimited(), adapters)
}

/// Is the call a board posted or edited?
pub fn is_board(call: &Call) -> bool {
    is_board_method(&call.method)
}

/// Is the call a turn ping (a text whose mention notifies the player to
/// move)?
pub fn is_ping(call: &Call) -> bool {
    call.method == "sendMessage" && call.params.contains_key("entities")
}

/// Does the Bot API method post or edit a board?
pub fn is_board_method(method: &str) -> bool {
    method == "sendPhoto" || method == "editMessageMedia"
}

/// Waits until the press `query` is answered; returns the answer.
pub async fn answered(fake: &FakeTelegram, query: &str) -> Call {
    fake.wait_for(WAIT, |calls| {
        calls
            .iter()
            .find(|c| {
                c.ok()
                    && c.method == "answerCallbackQuery"
                    && c.text("callback_query_id") == Some(query)
            })
            .cloned()
    })
    .await
}

/// One chat as the tests see it: users speak and press buttons in it, and
/// the fake records what the bot does.
pub struct Chat<'a> {
    pub fake: &'a FakeTelegram,
    pub id: i64,
    next_message: AtomicI64,
    next_query: AtomicI64,
}

impl<'a> Chat<'a> {
    /// Chat `id`; its users' message ids start at 100 000, clear of the
    /// bot's.
    pub fn new(fake: &'a FakeTelegram, id: i64) -> Self {
        Chat {
            fake,
            id,
            next_message: AtomicI64::new(100_000),
            next_query: AtomicI64::new(1),
        }
    }

    /// A user's message; returns its id.
    pub fn say(&self, who: &Value, text: &str) -> i64 {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        self.fake
            .push("message", text_message(id, self.id, who, text, None));
        id
    }

    /// A user's reply to a bot message; returns its id.
    pub fn reply(&self, who: &Value, text: &str, to: &Sent) -> i64 {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        self.fake
            .push("message", text_message(id, self.id, who, text, Some(to)));
        id
    }

    /// A user's message with a document, `bytes` under the file id
    /// `file`, and `caption`; returns the message as Telegram sends it.
    pub fn send_file(&self, who: &Value, caption: &str, file: &str, bytes: &[u8]) -> Value {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        self.fake.put_file(file, bytes.to_vec());
        let message = document_message(id, self.id, who, caption, file, bytes.len());
        self.fake.push("message", message.clone());
        message
    }

    /// A user's text in reply to another user's message; returns its id.
    pub fn answer(&self, who: &Value, text: &str, to: &Value) -> i64 {
        let id = self.next_message.fetch_add(1, Ordering::SeqCst);
        let mut message = text_message(id, self.id, who, text, None);
        message["reply_to_message"] = to.clone();
        self.fake.push("message", message);
        id
    }

    fn query_id(&self) -> String {
        format!(
            "q{}-{}",
            self.id,
            self.next_query.fetch_add(1, Ordering::SeqCst)
        )
    }

    /// A press on a button of a bot message; returns the query id.
    pub fn press(&self, who: &Value, on: &Sent, data: &str) -> String {
        let id = self.query_id();
        self.fake
            .push("callback_query", callback_query(&id, who, on, data));
        id
    }

    /// A press on a message posted through inline mode; returns the query
    /// id.
    pub fn press_inline(&self, who: &Value, inline: &str, data: &str) -> String {
        let id = self.query_id();
        self.fake.push(
            "callback_query",
            inline_callback_query(&id, who, inline, data),
        );
        id
    }

    /// The newest board photo in the chat.
    pub fn board(&self) -> Sent {
        self.fake
            .messages(self.id)
            .into_iter()
            .rev()
            .find(|m| m.kind == "photo")
            .expect("a board in the chat")
    }

    /// Waits for the first successful call to this chat after call number
    /// `since` that matches.
    pub async fn next(&self, since: usize, wanted: impl Fn(&Call) -> bool) -> Call {
        self.next_anywhere(since, |c| c.chat_id() == Some(self.id) && wanted(c))
            .await
    }

    /// Waits for the first successful call after call number `since` that
    /// matches, to any chat or to none (an inline answer).
    pub async fn next_anywhere(&self, since: usize, wanted: impl Fn(&Call) -> bool) -> Call {
        self.fake
            .wait_for(WAIT, |calls| {
                calls
                    .iter()
                    .skip(since)
                    .find(|c| c.ok() && wanted(c))
                    .cloned()
            })
            .await
    }

    /// Waits for the bot's text reply to message `id`.
    pub async fn answer_to(&self, since: usize, id: i64) -> String {
        let call = self
            .next(since, |c| {
                c.method == "sendMessage" && c.reply_to() == Some(id)
            })
            .await;
        call.text("text").unwrap_or_default().to_owned()
    }

    /// Sends a harmless command and waits for its answer: everything the
    /// bot sent to this chat before is delivered by then.
    pub async fn barrier(&self) {
        let since = self.fake.call_count();
        let id = self.say(&carol(), "/variants");
        self.answer_to(since, id).await;
    }
}
