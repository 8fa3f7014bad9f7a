//! A fake Telegram Bot API server on 127.0.0.1 for tests and benchmarks.
//!
//! The real teloxide client is pointed at it through the API URL. It
//! implements just the methods the adapter uses, answers `getUpdates` from an
//! injected queue with real offset semantics (an update stays until a later
//! call confirms it, so a restarted client gets unconfirmed updates again,
//! and the fake counts how often each was handed out), answers
//! `getChatMember` from a list of chat administrators,
//! remembers the messages it "sent" so edits of missing messages fail the way
//! Telegram's do, records every call, and fails chosen calls on request
//! (`429 retry_after`, a dropped connection).
//!
//! For webhook mode it accepts `setWebhook` and `deleteWebhook` (recorded
//! like every call), builds updates with fresh ids ([`FakeTelegram::update`])
//! and posts them to the instances serving the webhook ([`Webhook`]),
//! round-robin, moving on to the next instance when one fails.
//!
//! The API URL carries a path prefix with a trailing slash (`/tg/`), which
//! the adapter must normalise, and the token's secret is not the usual 35
//! characters, so teloxide cannot recognise it in URLs; the tests check that
//! it appears in no log line at any level all the same.
//!
//! The benchmarks include this file too (`#[path]`); the two items only
//! they use say so.

use std::collections::{HashMap, HashSet, VecDeque};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use damabot::adapters::telegram::{Backoff, Options};
use damabot::config::{Secret, TelegramConfig};
use serde_json::{Map, Value, json};
use teloxide::adaptors::throttle::Limits;
use tokio::sync::{Notify, broadcast, mpsc};

/// The bot token the fake accepts. Tests assert it never reaches a log line.
pub const TOKEN: &str = "4242424242:FAKE-secret-token-never-in-logs";
/// The secret half of [`TOKEN`], the part that must never be printed.
pub const TOKEN_SECRET: &str = "FAKE-secret-token-never-in-logs";
/// The bot's user id.
pub const BOT_ID: i64 = 4_242_424_242;
/// The bot's username.
pub const BOT_USERNAME: &str = "damabot_test_bot";

/// How a chosen call fails.
#[derive(Clone, Debug)]
pub enum Failure {
    /// `429 Too Many Requests` with `retry_after` seconds.
    RetryAfter(u32),
    /// The connection drops in the middle of the response.
    Disconnect,
}

/// One recorded call to the fake.
#[derive(Clone, Debug)]
pub struct Call {
    /// The Bot API method, e.g. `sendPhoto`.
    pub method: String,
    /// The parameters: JSON bodies as they are; multipart text fields with
    /// JSON values decoded.
    pub params: Map<String, Value>,
    /// Uploaded files by multipart part name.
    pub files: HashMap<String, Vec<u8>>,
    /// The file names of the uploaded files, by part name.
    pub file_names: HashMap<String, String>,
    /// The injected failure this call got, if any.
    pub failed: Option<Failure>,
    /// The HTTP status of the answer.
    pub status: u16,
    /// When it arrived.
    pub at: Instant,
}

impl Call {
    /// The `chat_id` parameter as a number.
    pub fn chat_id(&self) -> Option<i64> {
        number(self.params.get("chat_id")?)
    }

    /// The `message_id` parameter as a number.
    pub fn message_id(&self) -> Option<i64> {
        number(self.params.get("message_id")?)
    }

    /// A text parameter (`text`, `caption`, …).
    pub fn text(&self, name: &str) -> Option<&str> {
        self.params.get(name)?.as_str()
    }

    /// The caption of a photo, for `sendPhoto` and `editMessageMedia`.
    pub fn caption(&self) -> Option<&str> {
        self.text("caption")
            .or_else(|| self.params.get("media")?.get("caption")?.as_str())
    }

    /// The file name of an upload, as [`Call::upload`] finds it.
    pub fn upload_name(&self, field: &str) -> Option<&str> {
        let reference = self.text(field).and_then(|r| r.strip_prefix("attach://"));
        self.file_names
            .get(reference.unwrap_or(field))
            .map(String::as_str)
    }

    /// The bytes of an uploaded file given as `attach://<id>` or as the part
    /// itself: the photo of `sendPhoto`, the media of `editMessageMedia`.
    pub fn upload(&self, field: &str) -> Option<&[u8]> {
        let reference = match self.params.get(field)? {
            Value::String(s) => s.clone(),
            Value::Object(o) => o.get("media")?.as_str()?.to_owned(),
            _ => return None,
        };
        match reference.strip_prefix("attach://") {
            Some(id) => self.files.get(id).map(Vec::as_slice),
            None => self.files.get(field).map(Vec::as_slice),
        }
    }

    /// The inline keyboard as (label, callback data) rows.
    pub fn keyboard(&self) -> Vec<Vec<(String, String)>> {
        keyboard_of(self.params.get("reply_markup"))
    }

    /// The message this call replies to, if it asks to.
    pub fn reply_to(&self) -> Option<i64> {
        number(self.params.get("reply_parameters")?.get("message_id")?)
    }

    /// Whether it succeeded: no failure was injected and the fake did
    /// not refuse it.
    pub fn ok(&self) -> bool {
        self.failed.is_none() && self.status == 200
    }
}

fn number(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

fn keyboard_of(markup: Option<&Value>) -> Vec<Vec<(String, String)>> {
    let Some(rows) = markup
        .and_then(|m| m.get("inline_keyboard"))
        .and_then(Value::as_array)
    else {
        return Vec::new();
    };
    rows.iter()
        .map(|row| {
            row.as_array()
                .map(|buttons| {
                    buttons
                        .iter()
                        .map(|b| {
                            let text = b.get("text").and_then(Value::as_str).unwrap_or_default();
                            let data = b
                                .get("callback_data")
                                .and_then(Value::as_str)
                                .unwrap_or_default();
                            (text.to_owned(), data.to_owned())
                        })
                        .collect()
                })
                .unwrap_or_default()
        })
        .collect()
}

/// A call as watchers see it the moment it is answered.
#[derive(Clone, Debug)]
pub struct Seen {
    /// The Bot API method.
    pub method: String,
    /// Its chat, if it names one.
    pub chat: Option<i64>,
    /// Whether it succeeded.
    pub ok: bool,
    /// The caption of a board, for `sendPhoto` and `editMessageMedia`.
    pub caption: Option<String>,
    /// The text of a `sendMessage`.
    pub text: Option<String>,
    /// When it arrived.
    #[allow(dead_code)] // The benchmarks time the bot by it; the tests do not.
    pub at: Instant,
}

/// A message the fake "sent" on the bot's behalf.
#[derive(Clone, Debug, PartialEq)]
pub struct Sent {
    /// The chat.
    pub chat: i64,
    /// The message id.
    pub id: i64,
    /// `photo`, `text`, `sticker`, `document` or `animation`.
    pub kind: &'static str,
    /// The text or caption.
    pub text: String,
    /// The uploaded file: the image of a photo, the bytes of a document
    /// or an animation.
    pub png: Vec<u8>,
    /// The inline keyboard as JSON.
    pub markup: Value,
    /// How often it was edited.
    pub edits: u32,
    /// Reactions the bot set on it.
    pub reactions: Vec<String>,
}

impl Sent {
    /// The inline keyboard as (label, callback data) rows.
    pub fn keyboard(&self) -> Vec<Vec<(String, String)>> {
        keyboard_of(Some(&self.markup))
    }

    /// The callback data of the first button whose label contains `label`.
    pub fn button(&self, label: &str) -> Option<String> {
        self.keyboard()
            .into_iter()
            .flatten()
            .find(|(l, _)| l.contains(label))
            .map(|(_, d)| d)
    }
}

#[derive(Default)]
struct Inner {
    /// Updates not yet confirmed, in id order.
    queue: VecDeque<Value>,
    next_update_id: i64,
    next_message_id: i64,
    calls: Vec<Call>,
    failures: HashMap<String, VecDeque<Failure>>,
    messages: HashMap<(i64, i64), Sent>,
    /// The parameters of the latest `getUpdates`.
    last_poll: Option<Map<String, Value>>,
    /// How often each update id was handed out by `getUpdates`.
    handed: HashMap<i64, u32>,
    /// (chat, user) pairs `getChatMember` calls administrators.
    admins: Vec<(i64, i64)>,
    /// (chat, user) pairs `getChatMember` says are not in the chat; every
    /// other user is a member.
    outsiders: Vec<(i64, i64)>,
    /// How many `getUpdates` calls arrived.
    polls: u64,
    /// Messages posted through inline mode, by `inline_message_id`: their
    /// text and keyboard as the bot last edited them.
    inline: HashMap<String, Sent>,
    /// Chats whose calls are held unanswered until released.
    held: HashSet<i64>,
    /// Files users sent, by file id: `getFile` describes them and the file
    /// URL (`file/bot<token>/documents/<id>`) serves them.
    files: HashMap<String, Vec<u8>>,
    /// How often a file was downloaded, by file id.
    downloads: HashMap<String, u32>,
}

struct Shared {
    inner: Mutex<Inner>,
    changed: Notify,
    /// Every recorded call, as it happens, for watchers.
    feed: broadcast::Sender<Seen>,
    /// The calls naming a chat, as they happen, for that chat's watchers.
    chat_feeds: Mutex<HashMap<i64, Vec<mpsc::UnboundedSender<Seen>>>>,
    prefix: String,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The running fake server. Dropping it stops the server.
pub struct FakeTelegram {
    addr: SocketAddr,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeTelegram {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeTelegram {
    /// Starts a fake on a free port of 127.0.0.1.
    pub async fn start() -> FakeTelegram {
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                next_update_id: 1000,
                next_message_id: 1,
                ..Inner::default()
            }),
            changed: Notify::new(),
            feed: broadcast::channel(1 << 16).0,
            chat_feeds: Mutex::default(),
            prefix: "/tg/".to_owned(),
        });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binding 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let state = Arc::clone(&shared);
        let app = Router::new().fallback(move |uri: Uri, headers: HeaderMap, body: Bytes| {
            let state = Arc::clone(&state);
            async move { handle(state, uri, headers, body).await }
        });
        let server = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeTelegram {
            addr,
            shared,
            server,
        }
    }

    /// The API URL to give teloxide (`TELOXIDE_API_URL`).
    pub fn api_url(&self) -> String {
        format!("http://{}{}", self.addr, self.shared.prefix)
    }

    /// Queues an update, giving it the next update id; returns the id.
    pub fn push(&self, kind: &str, body: Value) -> i64 {
        self.push_batch(kind, vec![body])[0]
    }

    /// Queues updates of `kind` all at once, so that one `getUpdates`
    /// hands them out together; returns their ids.
    pub fn push_batch(&self, kind: &str, bodies: Vec<Value>) -> Vec<i64> {
        let updates: Vec<Value> = bodies.into_iter().map(|b| self.update(kind, b)).collect();
        let ids = updates
            .iter()
            .map(|u| u["update_id"].as_i64().unwrap_or_default())
            .collect();
        self.shared.lock().queue.extend(updates);
        self.shared.changed.notify_waiters();
        ids
    }

    /// A new update with the next update id, for a [`Webhook`] to post;
    /// nothing is queued for `getUpdates`.
    pub fn update(&self, kind: &str, body: Value) -> Value {
        let mut inner = self.shared.lock();
        let id = inner.next_update_id;
        inner.next_update_id += 1;
        let mut update = Map::new();
        update.insert("update_id".into(), json!(id));
        update.insert(kind.into(), body);
        Value::Object(update)
    }

    /// Numbers the next updates from `first`: fakes that stand for one bot
    /// in front of several instances must not repeat each other's ids.
    #[allow(dead_code)] // Only benches/telegram.rs feeds several instances from fakes.
    pub fn number_updates_from(&self, first: i64) {
        self.shared.lock().next_update_id = first;
    }

    /// Queues an update exactly as given (a redelivery keeps its old id).
    pub fn push_raw(&self, update: Value) {
        self.shared.lock().queue.push_back(update);
        self.shared.changed.notify_waiters();
    }

    /// Makes the next call of `method` fail as given (failures queue up).
    pub fn fail_next(&self, method: &str, failure: Failure) {
        self.shared
            .lock()
            .failures
            .entry(method.to_owned())
            .or_default()
            .push_back(failure);
    }

    /// Every call from now on, as it is answered (for benchmarks, which
    /// cannot afford to rescan all calls for each of many waiters), and
    /// every non-empty batch `getUpdates` hands out.
    pub fn watch(&self) -> broadcast::Receiver<Seen> {
        self.shared.feed.subscribe()
    }

    /// Every call naming `chat` from now on, as it is answered: a
    /// benchmark's game waits on its own chat's calls instead of waking
    /// with every call of every game, which would cost its bot CPU.
    pub fn watch_chat(&self, chat: i64) -> mpsc::UnboundedReceiver<Seen> {
        let (tx, rx) = mpsc::unbounded_channel();
        let mut feeds = self
            .shared
            .chat_feeds
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        feeds.entry(chat).or_default().push(tx);
        rx
    }

    /// Every call so far but the successful `getUpdates`.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.lock().calls.clone()
    }

    /// The calls of one method.
    pub fn calls_of(&self, method: &str) -> Vec<Call> {
        self.shared
            .lock()
            .calls
            .iter()
            .filter(|c| c.method == method)
            .cloned()
            .collect()
    }

    /// How many calls [`FakeTelegram::calls`] holds.
    pub fn call_count(&self) -> usize {
        self.shared.lock().calls.len()
    }

    /// The parameters of the latest `getUpdates`, and how many arrived.
    pub fn last_poll(&self) -> (Option<Map<String, Value>>, u64) {
        let inner = self.shared.lock();
        (inner.last_poll.clone(), inner.polls)
    }

    /// Waits for a `getUpdates` call that names `allowed_updates`; returns
    /// its parameters.
    pub async fn wait_poll(&self) -> Map<String, Value> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(poll) = self
                .last_poll()
                .0
                .filter(|p| p.contains_key("allowed_updates"))
            {
                return poll;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("no getUpdates named allowed_updates");
            }
        }
    }

    /// How often the update `id` was handed out by `getUpdates`.
    pub fn handed(&self, id: i64) -> u32 {
        self.shared.lock().handed.get(&id).copied().unwrap_or(0)
    }

    /// Waits until the update `id` was handed out at least `times` times:
    /// more than once means the client did not confirm it the first time.
    pub async fn wait_handed(&self, id: i64, times: u32) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.handed(id) >= times {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!(
                    "update {id} was handed out {} times, not {times}",
                    self.handed(id)
                );
            }
        }
    }

    /// Holds every call naming `chat` unanswered (and unrecorded) until
    /// [`FakeTelegram::release`]: the bot's lane for the chat waits, and
    /// what it owes the chat queues up behind the call in flight.
    pub fn hold(&self, chat: i64) {
        self.shared.lock().held.insert(chat);
    }

    /// Answers the calls held for `chat`, and the later ones at once.
    pub fn release(&self, chat: i64) {
        self.shared.lock().held.remove(&chat);
        self.shared.changed.notify_waiters();
    }

    /// Holds a file a user sent, for `getFile` and the file URL.
    pub fn put_file(&self, id: &str, bytes: Vec<u8>) {
        self.shared.lock().files.insert(id.to_owned(), bytes);
    }

    /// How often the bot downloaded file `id`.
    pub fn downloads(&self, id: &str) -> u32 {
        self.shared.lock().downloads.get(id).copied().unwrap_or(0)
    }

    /// Makes `user` an administrator of `chat` for `getChatMember`.
    pub fn make_admin(&self, chat: i64, user: i64) {
        self.shared.lock().admins.push((chat, user));
    }

    /// Makes `user` someone who is not in `chat`, for `getChatMember`.
    pub fn make_outsider(&self, chat: i64, user: i64) {
        self.shared.lock().outsiders.push((chat, user));
    }

    /// The number of updates not yet confirmed by the client.
    pub fn unconfirmed(&self) -> usize {
        self.shared.lock().queue.len()
    }

    /// A message the bot has in a chat.
    pub fn message(&self, chat: i64, id: i64) -> Option<Sent> {
        self.shared.lock().messages.get(&(chat, id)).cloned()
    }

    /// The bot's messages in a chat, oldest first.
    pub fn messages(&self, chat: i64) -> Vec<Sent> {
        let inner = self.shared.lock();
        let mut all: Vec<Sent> = inner
            .messages
            .values()
            .filter(|m| m.chat == chat)
            .cloned()
            .collect();
        all.sort_by_key(|m| m.id);
        all
    }

    /// A message posted through inline mode, as the bot last edited it.
    pub fn inline_message(&self, id: &str) -> Option<Sent> {
        self.shared.lock().inline.get(id).cloned()
    }

    /// Deletes a message, as a user or an admin might.
    pub fn delete_message(&self, chat: i64, id: i64) {
        self.shared.lock().messages.remove(&(chat, id));
    }

    /// Waits until `check` finds what it looks for in the calls so far;
    /// panics with the calls after `limit`. `check` runs under the fake's
    /// lock, so it must not call the fake itself.
    pub async fn wait_for<T>(
        &self,
        limit: Duration,
        mut check: impl FnMut(&[Call]) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(found) = check(&self.shared.lock().calls) {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let calls = self.calls();
                // One short line a call: the whole of each (the command
                // lists run to kilobytes) would push the last ones out of
                // a CI log's excerpt.
                let summary: Vec<String> = calls
                    .iter()
                    .map(|c| {
                        let params: String = serde_json::to_string(&c.params)
                            .unwrap_or_default()
                            .chars()
                            .take(200)
                            .collect();
                        format!("{} {params} {:?}", c.method, c.failed)
                    })
                    .collect();
                panic!("timed out; calls so far:\n{}", summary.join("\n"));
            }
        }
    }

    /// Waits until at least `n` calls of `method` succeeded after call
    /// number `since`; returns them.
    pub async fn wait_calls(&self, method: &str, since: usize, n: usize) -> Vec<Call> {
        self.wait_for(Duration::from_secs(10), |calls| {
            let found: Vec<Call> = calls
                .iter()
                .skip(since)
                .filter(|c| c.method == method && c.ok())
                .cloned()
                .collect();
            (found.len() >= n).then_some(found)
        })
        .await
    }

    /// Waits until the client has confirmed every queued update (it has
    /// fetched them and asked for the next ones).
    pub async fn wait_confirmed(&self) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.unconfirmed() == 0 {
                return;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("updates were not confirmed: {} left", self.unconfirmed());
            }
        }
    }
}

async fn handle(shared: Arc<Shared>, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let path = uri.path();
    let Some(rest) = path.strip_prefix(shared.prefix.as_str()) else {
        return error(404, "Not Found");
    };
    if let Some(file) = rest.strip_prefix("file/") {
        return download(&shared, file);
    }
    let Some((bot, method)) = rest.split_once('/') else {
        return error(404, "Not Found");
    };
    // Method names are case-insensitive (teloxide sends `SendMessage`);
    // record them the way the Bot API documents them.
    let method = lower_camel(method);
    let method = method.as_str();
    if bot.strip_prefix("bot") != Some(TOKEN) {
        return error(401, "Unauthorized");
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let (params, files, file_names) = match decode(&content_type, &body) {
        Some(decoded) => decoded,
        None => return error(400, "Bad Request: can't parse request"),
    };
    if let Some(chat) = params.get("chat_id").and_then(number) {
        loop {
            let notified = shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if !shared.lock().held.contains(&chat) {
                break;
            }
            notified.await;
        }
    }
    let failure = {
        let mut inner = shared.lock();
        inner.failures.get_mut(method).and_then(VecDeque::pop_front)
    };
    if method == "getUpdates" && failure.is_none() {
        return get_updates(&shared, params).await;
    }
    let mut call = Call {
        method: method.to_owned(),
        params,
        files,
        file_names,
        failed: failure.clone(),
        status: 200,
        at: Instant::now(),
    };
    let response = match failure {
        Some(Failure::RetryAfter(secs)) => (
            StatusCode::TOO_MANY_REQUESTS,
            axum::Json(json!({
                "ok": false,
                "error_code": 429,
                "description": format!("Too Many Requests: retry after {secs}"),
                "parameters": {"retry_after": secs}
            })),
        )
            .into_response(),
        Some(Failure::Disconnect) => {
            let broken = futures::stream::once(async {
                Err::<Bytes, std::io::Error>(std::io::Error::other("connection cut by the fake"))
            });
            Response::builder()
                .status(StatusCode::OK)
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::CONTENT_LENGTH, "100")
                .body(Body::from_stream(broken))
                .unwrap_or_else(|_| error(500, "building a broken response"))
        }
        None => {
            let mut inner = shared.lock();
            answer(&mut inner, &call)
        }
    };
    call.status = response.status().as_u16();
    let seen = Seen {
        method: call.method.clone(),
        chat: call.chat_id(),
        ok: call.ok(),
        caption: call.caption().map(str::to_owned),
        text: (call.method == "sendMessage")
            .then(|| call.text("text").map(str::to_owned))
            .flatten(),
        at: call.at,
    };
    shared.lock().calls.push(call);
    shared.changed.notify_waiters();
    if let Some(chat) = seen.chat {
        let mut feeds = shared.chat_feeds.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(watchers) = feeds.get_mut(&chat) {
            // A watcher that stopped listening is dropped.
            watchers.retain(|watcher| watcher.send(seen.clone()).is_ok());
        }
    }
    // Nobody watching is fine.
    let _ = shared.feed.send(seen);
    response
}

async fn get_updates(shared: &Shared, params: Map<String, Value>) -> Response {
    let offset = params.get("offset").and_then(number).unwrap_or(0);
    let timeout = params.get("timeout").and_then(number).unwrap_or(0);
    let limit = params
        .get("limit")
        .and_then(number)
        .and_then(|l| usize::try_from(l).ok())
        .unwrap_or(100);
    let deadline =
        tokio::time::Instant::now() + Duration::from_secs(timeout.clamp(0, 30).unsigned_abs());
    {
        let mut inner = shared.lock();
        inner.polls += 1;
        inner.last_poll = Some(params);
        inner
            .queue
            .retain(|u| u.get("update_id").and_then(Value::as_i64).unwrap_or(0) >= offset);
    }
    shared.changed.notify_waiters();
    loop {
        let notified = shared.changed.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        let ready: Vec<Value> = shared.lock().queue.iter().take(limit).cloned().collect();
        if !ready.is_empty() || tokio::time::Instant::now() >= deadline {
            let mut inner = shared.lock();
            for update in &ready {
                let id = update.get("update_id").and_then(Value::as_i64).unwrap_or(0);
                *inner.handed.entry(id).or_default() += 1;
            }
            drop(inner);
            shared.changed.notify_waiters();
            if !ready.is_empty() {
                // Watchers see a batch handed out as a successful getUpdates.
                let _ = shared.feed.send(Seen {
                    method: "getUpdates".to_owned(),
                    chat: None,
                    ok: true,
                    caption: None,
                    text: None,
                    at: Instant::now(),
                });
            }
            return ok(Value::Array(ready));
        }
        let _ = tokio::time::timeout_at(deadline, notified).await;
    }
}

fn lower_camel(method: &str) -> String {
    let mut chars = method.chars();
    chars
        .next()
        .map(|first| first.to_ascii_lowercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// The file URL: `bot<token>/documents/<file id>`. teloxide sends the file
/// path as one segment, its `/` percent-encoded.
fn download(shared: &Shared, path: &str) -> Response {
    let path = path.replace("%2F", "/").replace("%2f", "/");
    let Some(path) = path
        .strip_prefix("bot")
        .and_then(|p| p.strip_prefix(TOKEN))
        .and_then(|p| p.strip_prefix("/documents/"))
    else {
        return error(404, "Not Found");
    };
    let mut inner = shared.lock();
    let Some(bytes) = inner.files.get(path).cloned() else {
        return error(404, "Not Found");
    };
    *inner.downloads.entry(path.to_owned()).or_default() += 1;
    (StatusCode::OK, bytes).into_response()
}

fn ok(result: Value) -> Response {
    axum::Json(json!({"ok": true, "result": result})).into_response()
}

fn error(code: u16, description: &str) -> Response {
    let status = StatusCode::from_u16(code).unwrap_or(StatusCode::BAD_REQUEST);
    (
        status,
        axum::Json(json!({"ok": false, "error_code": code, "description": description})),
    )
        .into_response()
}

/// The successful answer to a call, updating the fake's messages.
fn answer(inner: &mut Inner, call: &Call) -> Response {
    let chat = call.chat_id().unwrap_or_default();
    let markup = call
        .params
        .get("reply_markup")
        .cloned()
        .unwrap_or(Value::Null);
    match call.method.as_str() {
        "getMe" => ok(json!({
            "id": BOT_ID, "is_bot": true, "first_name": "Damabot", "username": BOT_USERNAME,
            "can_join_groups": true, "can_read_all_group_messages": false,
            "supports_inline_queries": false, "has_main_web_app": false
        })),
        "getFile" => {
            let id = call.text("file_id").unwrap_or_default();
            match inner.files.get(id) {
                Some(bytes) => ok(json!({
                    "file_id": id, "file_unique_id": format!("u-{id}"),
                    "file_size": bytes.len(), "file_path": format!("documents/{id}"),
                })),
                None => error(400, "Bad Request: invalid file_id"),
            }
        }
        "getWebhookInfo" => {
            ok(json!({"url": "", "has_custom_certificate": false, "pending_update_count": 0}))
        }
        "deleteWebhook"
        | "setWebhook"
        | "setMyCommands"
        | "answerCallbackQuery"
        | "answerInlineQuery" => ok(json!(true)),
        "editMessageText" | "editMessageReplyMarkup"
            if call.params.contains_key("inline_message_id") =>
        {
            let id = call
                .text("inline_message_id")
                .unwrap_or_default()
                .to_owned();
            let sent = inner.inline.entry(id).or_insert_with(|| Sent {
                chat: 0,
                id: 0,
                kind: "text",
                text: String::new(),
                png: Vec::new(),
                markup: Value::Null,
                edits: 0,
                reactions: Vec::new(),
            });
            if let Some(text) = call.text("text") {
                if text.encode_utf16().count() > 4096 {
                    return error(400, "Bad Request: message is too long");
                }
                sent.text = text.to_owned();
            }
            sent.markup = markup;
            sent.edits += 1;
            ok(json!(true))
        }
        "deleteMessage" => {
            let id = call.message_id().unwrap_or_default();
            match inner.messages.remove(&(chat, id)) {
                Some(_) => ok(json!(true)),
                None => error(400, "Bad Request: message to delete not found"),
            }
        }
        "getChatMember" => {
            let user = call
                .params
                .get("user_id")
                .and_then(number)
                .unwrap_or_default();
            let status = if inner.admins.contains(&(chat, user)) {
                "creator"
            } else if inner.outsiders.contains(&(chat, user)) {
                "left"
            } else {
                "member"
            };
            ok(json!({
                "status": status, "is_anonymous": false,
                "user": {"id": user, "is_bot": false, "first_name": format!("User {user}")}
            }))
        }
        "setMessageReaction" => {
            let id = call.message_id().unwrap_or_default();
            let Some(sent) = inner.messages.get_mut(&(chat, id)) else {
                return error(400, "Bad Request: message to react not found");
            };
            let emoji = call
                .params
                .get("reaction")
                .and_then(Value::as_array)
                .into_iter()
                .flatten();
            sent.reactions = emoji
                .filter_map(|r| r.get("emoji").and_then(Value::as_str).map(str::to_owned))
                .collect();
            ok(json!(true))
        }
        "sendMessage" | "sendPhoto" | "sendSticker" | "sendDocument" | "sendAnimation" => {
            if call.params.get("reply_parameters").is_some_and(|r| {
                let target = r.get("message_id").and_then(number).unwrap_or_default();
                let lenient = r
                    .get("allow_sending_without_reply")
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                !lenient
                    && !inner.messages.contains_key(&(chat, target))
                    && target >= inner.next_message_id
            }) {
                return error(400, "Bad Request: message to be replied not found");
            }
            let (kind, text, png) = match call.method.as_str() {
                "sendMessage" => {
                    let text = call.text("text").unwrap_or_default();
                    if text.trim().is_empty() {
                        return error(400, "Bad Request: message text is empty");
                    }
                    if text.encode_utf16().count() > 4096 {
                        return error(400, "Bad Request: message is too long");
                    }
                    ("text", text.to_owned(), Vec::new())
                }
                "sendPhoto" => {
                    let png = call.upload("photo").map(<[u8]>::to_vec).unwrap_or_default();
                    if !png.starts_with(b"\x89PNG") {
                        return error(400, "Bad Request: IMAGE_PROCESS_FAILED");
                    }
                    let caption = call.caption().unwrap_or_default();
                    if caption.encode_utf16().count() > 1024 {
                        return error(400, "Bad Request: message caption is too long");
                    }
                    ("photo", caption.to_owned(), png)
                }
                "sendDocument" | "sendAnimation" => {
                    let (kind, field) = if call.method == "sendDocument" {
                        ("document", "document")
                    } else {
                        ("animation", "animation")
                    };
                    // An upload, or the file id of one sent before.
                    let resent = call
                        .text(field)
                        .and_then(|f| f.strip_prefix("FILE"))
                        .and_then(|n| n.parse::<i64>().ok())
                        .and_then(|n| inner.messages.values().find(|m| m.id == n))
                        .map(|m| m.png.clone());
                    let Some(bytes) = call.upload(field).map(<[u8]>::to_vec).or(resent) else {
                        return error(400, "Bad Request: there is no file in the request");
                    };
                    if bytes.is_empty() {
                        return error(400, "Bad Request: file must be non-empty");
                    }
                    if kind == "animation" && !bytes.starts_with(b"GIF8") {
                        return error(400, "Bad Request: wrong type of the web page content");
                    }
                    let caption = call.caption().unwrap_or_default();
                    if caption.encode_utf16().count() > 1024 {
                        return error(400, "Bad Request: message caption is too long");
                    }
                    (kind, caption.to_owned(), bytes)
                }
                _ => {
                    let sticker = call.text("sticker").unwrap_or_default();
                    if !sticker.starts_with("STK") {
                        return error(400, "Bad Request: wrong file identifier/HTTP URL specified");
                    }
                    ("sticker", sticker.to_owned(), Vec::new())
                }
            };
            let id = inner.next_message_id;
            inner.next_message_id += 1;
            let sent = Sent {
                chat,
                id,
                kind,
                text,
                png,
                markup,
                edits: 0,
                reactions: Vec::new(),
            };
            let json = message_json(&sent);
            inner.messages.insert((chat, id), sent);
            ok(json)
        }
        "editMessageMedia"
        | "editMessageText"
        | "editMessageCaption"
        | "editMessageReplyMarkup" => {
            let id = call.message_id().unwrap_or_default();
            let Some(sent) = inner.messages.get_mut(&(chat, id)) else {
                return error(400, "Bad Request: message to edit not found");
            };
            match call.method.as_str() {
                "editMessageMedia" => {
                    if sent.kind != "photo" {
                        return error(400, "Bad Request: message can't be edited");
                    }
                    let png = call.upload("media").map(<[u8]>::to_vec).unwrap_or_default();
                    if !png.starts_with(b"\x89PNG") {
                        return error(400, "Bad Request: IMAGE_PROCESS_FAILED");
                    }
                    sent.png = png;
                    sent.text = call.caption().unwrap_or_default().to_owned();
                }
                "editMessageText" => {
                    if sent.kind != "text" {
                        return error(400, "Bad Request: there is no text in the message to edit");
                    }
                    sent.text = call.text("text").unwrap_or_default().to_owned();
                }
                "editMessageCaption" => sent.text = call.caption().unwrap_or_default().to_owned(),
                _ => {}
            }
            sent.markup = markup;
            sent.edits += 1;
            ok(message_json(sent))
        }
        other => error(404, &format!("Not Found: method {other} is not faked")),
    }
}

/// A bot message as the Bot API returns it.
pub fn message_json(sent: &Sent) -> Value {
    let mut m = json!({
        "message_id": sent.id,
        "date": 1_700_000_000,
        "chat": chat_json(sent.chat),
        "from": {"id": BOT_ID, "is_bot": true, "first_name": "Damabot", "username": BOT_USERNAME},
    });
    let fields = m.as_object_mut().expect("an object");
    match sent.kind {
        "photo" => {
            fields.insert(
                "photo".into(),
                json!([{"file_id": format!("PHOTO{}", sent.id), "file_unique_id": format!("u{}", sent.id),
                        "width": 512, "height": 512, "file_size": sent.png.len()}]),
            );
            fields.insert("caption".into(), json!(sent.text));
        }
        "document" | "animation" => {
            let file = json!({"file_id": format!("FILE{}", sent.id), "file_unique_id": format!("u{}", sent.id),
                              "file_size": sent.png.len()});
            fields.insert("document".into(), file.clone());
            if sent.kind == "animation" {
                let mut animation = file;
                animation["width"] = json!(384);
                animation["height"] = json!(384);
                animation["duration"] = json!(1);
                fields.insert("animation".into(), animation);
            }
            fields.insert("caption".into(), json!(sent.text));
        }
        "sticker" => {
            fields.insert(
                "sticker".into(),
                json!({"file_id": sent.text, "file_unique_id": format!("u{}", sent.id), "type": "regular",
                       "width": 512, "height": 512, "is_animated": false, "is_video": false}),
            );
        }
        _ => {
            fields.insert("text".into(), json!(sent.text));
        }
    }
    if sent.markup.is_object() {
        fields.insert("reply_markup".into(), sent.markup.clone());
    }
    m
}

/// A chat object: negative ids are groups, positive ones private chats.
pub fn chat_json(id: i64) -> Value {
    if id < 0 {
        json!({"id": id, "type": "group", "title": format!("Group {id}")})
    } else {
        json!({"id": id, "type": "private", "first_name": format!("User {id}")})
    }
}

/// A request's parameters, uploaded files and their file names.
type Decoded = (
    Map<String, Value>,
    HashMap<String, Vec<u8>>,
    HashMap<String, String>,
);

/// Decodes a request body: JSON, multipart form data, or nothing.
fn decode(content_type: &str, body: &[u8]) -> Option<Decoded> {
    if body.is_empty() {
        return Some((Map::new(), HashMap::new(), HashMap::new()));
    }
    if content_type.starts_with("application/json") {
        return match serde_json::from_slice(body).ok()? {
            Value::Object(map) => Some((map, HashMap::new(), HashMap::new())),
            _ => None,
        };
    }
    let boundary = content_type
        .split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))?
        .trim_matches('"');
    multipart(body, boundary)
}

/// A small multipart/form-data reader: text parts become parameters (JSON
/// values decoded), parts with a file name become files.
fn multipart(body: &[u8], boundary: &str) -> Option<Decoded> {
    let delimiter = format!("--{boundary}");
    let mut params = Map::new();
    let mut files = HashMap::new();
    let mut names = HashMap::new();
    for part in split(body, delimiter.as_bytes()).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let split_at = find(part, b"\r\n\r\n")?;
        let head = std::str::from_utf8(&part[..split_at]).ok()?;
        let content = &part[split_at + 4..];
        let disposition = head
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))?;
        let attr = |name: &str| {
            disposition.split(';').find_map(|p| {
                p.trim()
                    .strip_prefix(name)
                    .and_then(|v| v.strip_prefix('='))
                    .map(|v| v.trim_matches('"').to_owned())
            })
        };
        let name = attr("name")?;
        if let Some(file_name) = attr("filename") {
            names.insert(name.clone(), file_name);
            files.insert(name, content.to_vec());
        } else {
            let text = String::from_utf8(content.to_vec()).ok()?;
            let value = match serde_json::from_str::<Value>(&text) {
                Ok(v @ (Value::Object(_) | Value::Array(_))) => v,
                _ => Value::String(text),
            };
            params.insert(name, value);
        }
    }
    Some((params, files, names))
}

fn split<'a>(haystack: &'a [u8], needle: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    let mut rest = haystack;
    while let Some(i) = find(rest, needle) {
        parts.push(&rest[..i]);
        rest = &rest[i + needle.len()..];
    }
    parts.push(rest);
    parts
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(haystack, needle)
}

/// A user as updates describe them.
pub fn user_json(id: i64, name: &str, language: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": name, "language_code": language})
}

/// A text message from a user in a chat; `reply_to` is a bot message it
/// replies to.
pub fn text_message(
    message_id: i64,
    chat: i64,
    from: &Value,
    text: &str,
    reply_to: Option<&Sent>,
) -> Value {
    let mut m = json!({
        "message_id": message_id,
        "date": 1_700_000_000,
        "chat": chat_json(chat),
        "from": from,
        "text": text,
    });
    if let Some(target) = reply_to {
        m["reply_to_message"] = message_json(target);
    }
    m
}

/// A message from a user with a document attached, under `caption`.
pub fn document_message(
    message_id: i64,
    chat: i64,
    from: &Value,
    caption: &str,
    file_id: &str,
    size: usize,
) -> Value {
    json!({
        "message_id": message_id,
        "date": 1_700_000_000,
        "chat": chat_json(chat),
        "from": from,
        "caption": caption,
        "document": {
            "file_id": file_id, "file_unique_id": format!("u-{file_id}"),
            "file_name": format!("{file_id}.pdn"), "mime_type": "application/octet-stream",
            "file_size": size,
        },
    })
}

/// A sticker message from a user.
pub fn sticker_message(
    message_id: i64,
    chat: i64,
    from: &Value,
    file_id: &str,
    emoji: &str,
) -> Value {
    json!({
        "message_id": message_id,
        "date": 1_700_000_000,
        "chat": chat_json(chat),
        "from": from,
        "sticker": {"file_id": file_id, "file_unique_id": format!("u-{file_id}"), "type": "regular",
                    "width": 512, "height": 512, "is_animated": false, "is_video": false, "emoji": emoji}
    })
}

/// A button press on a bot message.
pub fn callback_query(id: &str, from: &Value, on: &Sent, data: &str) -> Value {
    json!({
        "id": id,
        "from": from,
        "message": message_json(on),
        "chat_instance": "fake-instance",
        "data": data,
    })
}

/// A button press on a message posted through inline mode.
pub fn inline_callback_query(id: &str, from: &Value, inline_message_id: &str, data: &str) -> Value {
    json!({
        "id": id,
        "from": from,
        "inline_message_id": inline_message_id,
        "chat_instance": "fake-inline-instance",
        "data": data,
    })
}

/// A user chose `result_id` among the inline results, and Telegram posted it
/// as message `inline_message_id` (it has a button, so it has that id).
pub fn chosen_inline_result(from: &Value, result_id: &str, inline_message_id: &str) -> Value {
    json!({
        "result_id": result_id,
        "from": from,
        "query": "",
        "inline_message_id": inline_message_id,
    })
}

/// What a user typed after the bot's name in a chat's message field.
pub fn inline_query(id: &str, from: &Value, query: &str) -> Value {
    json!({"id": id, "from": from, "query": query, "offset": ""})
}

/// A new emoji reaction on a message.
pub fn reaction(chat: i64, message_id: i64, from: &Value, emoji: &str) -> Value {
    json!({
        "chat": chat_json(chat),
        "message_id": message_id,
        "user": from,
        "date": 1_700_000_000,
        "old_reaction": [],
        "new_reaction": [{"type": "emoji", "emoji": emoji}],
    })
}

/// Options for a local fake: no send limits worth the name, short waits.
pub fn quick() -> Options {
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
        lanes: damabot::delivery::LaneOptions {
            idle: Duration::from_secs(5),
            ..damabot::delivery::LaneOptions::default()
        },
        drain: Duration::from_secs(1),
        webhook: damabot::adapters::telegram::WebhookTimes::default(),
    }
}

impl FakeTelegram {
    /// The adapter's settings for talking to this fake by long polling
    /// (paced by the limits of the [`Options`] the test passes).
    pub fn settings(&self) -> TelegramConfig {
        TelegramConfig {
            token: Secret::new(TOKEN),
            api_url: Some(self.api_url()),
            webhook_url: None,
            webhook_addr: "127.0.0.1:0".parse().expect("an address"),
            webhook_secret: None,
            paced: true,
            webapp: None,
        }
    }
}

/// The header that carries a webhook's secret token.
pub const SECRET_HEADER: &str = "X-Telegram-Bot-Api-Secret-Token";

/// Telegram's side of one webhook served by several instances (behind a
/// load balancer, say): each update is posted to the next instance in turn,
/// with the secret header. An instance that refuses the connection, drops it,
/// does not answer in time or answers anything but `200` is skipped for the
/// next one, as Telegram sends a failed update again, so a dead instance's
/// share goes to the live ones.
pub struct Webhook {
    client: reqwest::Client,
    urls: Vec<String>,
    secret: String,
    next: AtomicUsize,
}

impl Webhook {
    /// A webhook whose instances listen at `urls` and expect `secret`.
    pub fn new(urls: Vec<String>, secret: &str) -> Webhook {
        Webhook {
            client: reqwest::Client::new(),
            urls,
            secret: secret.to_owned(),
            next: AtomicUsize::new(0),
        }
    }

    /// Posts `update` round-robin until an instance answers `200`; returns
    /// that instance's index in the URLs. After a full round of failures it
    /// waits a little before the next round, as Telegram backs off; panics
    /// when no instance took the update within `limit`. One attempt waits at
    /// most a quarter of `limit` for its answer: a request caught in an
    /// instance's death must not hold the update forever.
    pub async fn post(&self, update: &Value, limit: Duration) -> usize {
        let deadline = tokio::time::Instant::now() + limit;
        let body = update.to_string();
        let mut failures = Vec::new();
        loop {
            for _ in 0..self.urls.len() {
                let at = self.next.fetch_add(1, Ordering::Relaxed) % self.urls.len();
                let sent = self
                    .client
                    .post(&self.urls[at])
                    .header(header::CONTENT_TYPE, "application/json")
                    .header(SECRET_HEADER, &self.secret)
                    .body(body.clone())
                    .timeout(limit / 4)
                    .send()
                    .await;
                match sent {
                    Ok(answer) if answer.status() == reqwest::StatusCode::OK => return at,
                    Ok(answer) => failures.push(format!("{at}: HTTP {}", answer.status())),
                    Err(error) => {
                        if error.is_timeout() {
                            eprintln!("instance {at} did not answer an update in time: {error}");
                        }
                        failures.push(format!("{at}: {error}"));
                    }
                }
            }
            if tokio::time::Instant::now() >= deadline {
                panic!("no instance took update {update}: {failures:?}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
