//! A fake Discord for tests: the REST API under `/api/v10` and the gateway
//! WebSocket at `/gateway`, both on 127.0.0.1, speaking plain JSON.
//!
//! The real serenity client connects to it: `HttpBuilder::proxy` sends every
//! REST call here, `GET /gateway` hands out the `ws://` address, and the
//! gateway says Hello, answers Identify with Ready, Resume with Resumed and
//! every heartbeat with an ack. Every REST call and every gateway frame the
//! client sends is recorded; tests dispatch events (interactions, reactions,
//! messages) to the live session and can drop the connection to prove the
//! client comes back.
//!
//! Shards: each Identify's `shard` field (`[id, total]`, `[0, 1]` when
//! absent) is recorded and names its session. Once a client identifies with
//! more than one shard in all, events go where Discord would send them: a
//! guild's to shard `(guild_id >> 22) % total`, a DM's to shard 0. Several
//! bot instances can share one fake; [`FakeDiscord::api_url_via`] gives each
//! its own REST address, so every call records which instance made it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use tokio::sync::{Notify, mpsc};

/// The application id, which is also the bot user's id.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The guild (server) the test users share.
pub const GUILD_ID: u64 = 700_000_000_000_000_001;
/// The heartbeat interval the gateway's Hello asks for unless a test asks
/// for another: Discord's own. serenity sends its first heartbeat at once
/// and restarts the session when the ack has not been read by the next one;
/// with a short interval a starved test machine could restart sessions, and
/// an event dispatched while one restarted would be lost.
const HEARTBEAT: Duration = Duration::from_millis(41_250);
/// How long a test waits for something the bot should do: generous, so
/// that a slow test machine is not taken for a bug (a wait that succeeds
/// ends at once).
const PATIENCE: Duration = Duration::from_secs(30);
const TIMESTAMP: &str = "2025-01-01T00:00:00.000000+00:00";

/// One REST call the client made.
#[derive(Clone, Debug)]
pub struct Call {
    /// `GET`, `POST`, …
    pub method: String,
    /// The path without the `/api/v10` prefix, e.g. `/channels/1/messages`.
    pub path: String,
    /// The JSON body (`payload_json` of a multipart body), or `Null`.
    pub body: Value,
    /// Uploaded files as (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The `Authorization` header.
    pub authorization: Option<String>,
    /// The JSON the fake answered (a posted message carries its id).
    pub answer: Value,
    /// The instance tag of the address the call came to (see
    /// [`FakeDiscord::api_url_via`]), or `None` for the plain address.
    pub via: Option<String>,
}

impl Call {
    /// Whether this call is `method` on a path starting with `prefix`.
    pub fn is(&self, method: &str, prefix: &str) -> bool {
        self.method == method && self.path.starts_with(prefix)
    }
}

/// Someone acting in a channel, as the events name them.
#[derive(Clone, Copy, Debug)]
pub struct Who {
    /// The user id.
    pub user: u64,
    /// The user name.
    pub name: &'static str,
    /// The channel (a guild text channel or a DM channel).
    pub channel: u64,
    /// The guild, or `None` in a DM.
    pub guild: Option<u64>,
    /// The Discord client locale, e.g. `en-US` or `tr`.
    pub locale: &'static str,
}

enum Control {
    Send(Value),
    Drop,
}

#[derive(Default)]
struct Record {
    calls: Vec<Call>,
    frames: Vec<Value>,
    sessions: usize,
    /// The session that started last.
    socket: Option<mpsc::UnboundedSender<Control>>,
    /// The live session of each shard id.
    shards: HashMap<u64, mpsc::UnboundedSender<Control>>,
    /// The total number of shards, from the last Identify.
    total: u64,
    /// Each Identify, in order.
    identified: Vec<Identified>,
    /// Files attached to users' messages, by attachment id, served at
    /// `/attachments/<channel>/<id>/<name>` as Discord's CDN serves them.
    attachments: HashMap<u64, Vec<u8>>,
}

/// One Identify a client sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identified {
    /// Its `shard` field: `[shard id, total]` (`[0, 1]` when absent).
    pub shard: [u64; 2],
    /// The instance tag of the gateway address it came to (the one
    /// `GET /gateway` gave that instance), or `None` for the plain address.
    pub via: Option<String>,
}

struct Inner {
    record: Mutex<Record>,
    changed: Notify,
    ids: AtomicU64,
    seq: AtomicU64,
    ws_url: String,
    heartbeat: Duration,
    /// The shard count `GET /gateway/bot` advises.
    advised_shards: AtomicU64,
}

impl Inner {
    fn record(&self) -> MutexGuard<'_, Record> {
        self.record.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::SeqCst)
    }
}

/// A running fake; it stops when the test's runtime ends.
#[derive(Clone)]
pub struct FakeDiscord {
    inner: Arc<Inner>,
    /// The base URL to give `HttpBuilder::proxy` (`http://127.0.0.1:<port>`).
    pub api_url: String,
}

impl FakeDiscord {
    /// Starts the fake on a free port of 127.0.0.1.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::with_heartbeat(HEARTBEAT).await
    }

    /// Starts the fake with a Hello that asks for heartbeats every
    /// `heartbeat`. serenity notices a connection lost without a close
    /// frame only when a heartbeat goes unacknowledged, so a test that
    /// drops one asks for a short interval.
    pub async fn with_heartbeat(heartbeat: Duration) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("binding 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let inner = Arc::new(Inner {
            record: Mutex::new(Record::default()),
            changed: Notify::new(),
            ids: AtomicU64::new(1_000_000_000_000_000_000),
            seq: AtomicU64::new(0),
            ws_url: format!("ws://{addr}/gateway"),
            heartbeat,
            advised_shards: AtomicU64::new(1),
        });
        let app = Router::new()
            .route("/gateway", get(gateway))
            .route("/gateway/via/{tag}", get(gateway_via))
            .fallback(rest)
            .with_state(Arc::clone(&inner));
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord {
            inner,
            api_url: format!("http://{addr}"),
        }
    }

    /// A copy of every REST call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.inner.record().calls.clone()
    }

    /// How many REST calls were made so far (a mark for [`Self::wait_call`]).
    pub fn mark(&self) -> usize {
        self.inner.record().calls.len()
    }

    /// The REST calls made after a mark.
    pub fn calls_since(&self, mark: usize) -> Vec<Call> {
        self.inner.record().calls[mark..].to_vec()
    }

    /// Every gateway frame the client sent (Identify, heartbeats, Resume).
    pub fn frames(&self) -> Vec<Value> {
        self.inner.record().frames.clone()
    }

    /// The REST base URL for one bot instance: calls made through it are
    /// answered as usual and recorded with `via: Some(tag)`.
    pub fn api_url_via(&self, tag: &str) -> String {
        format!("{}/via/{tag}", self.api_url)
    }

    /// Makes `GET /gateway/bot` advise `shards` shards (1 by default).
    pub fn advise_shards(&self, shards: u64) {
        self.inner.advised_shards.store(shards, Ordering::SeqCst);
    }

    /// Every Identify so far, in order.
    pub fn identified(&self) -> Vec<Identified> {
        self.inner.record().identified.clone()
    }

    /// Waits until shard `shard` has a live session.
    pub async fn wait_shard(&self, shard: u64) {
        self.wait(|r| r.shards.contains_key(&shard).then_some(()))
            .await;
    }

    /// Waits for the first REST call after `mark` that satisfies `pred`.
    pub async fn wait_call(&self, mark: usize, pred: impl Fn(&Call) -> bool) -> Call {
        self.wait(|r| r.calls.iter().skip(mark).find(|c| pred(c)).cloned())
            .await
    }

    /// Waits until `count` sessions were established (Ready or Resumed).
    pub async fn wait_sessions(&self, count: usize) {
        self.wait(|r| (r.sessions >= count && r.socket.is_some()).then_some(()))
            .await;
    }

    /// Waits until the client sent `count` gateway frames with opcode `op`.
    pub async fn wait_frames(&self, op: u64, count: usize) {
        self.wait(|r| {
            let seen = r.frames.iter().filter(|f| f["op"] == op).count();
            (seen >= count).then_some(())
        })
        .await;
    }

    async fn wait<T>(&self, find: impl Fn(&Record) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let notified = self.inner.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(found) = find(&self.inner.record()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let calls: Vec<String> = self
                    .calls()
                    .iter()
                    .map(|c| {
                        let body: String = c.body.to_string().chars().take(300).collect();
                        format!("{} {} {body}", c.method, c.path)
                    })
                    .collect();
                let record = self.inner.record();
                let ops: Vec<String> = record.frames.iter().map(|f| f["op"].to_string()).collect();
                panic!(
                    "the fake Discord waited in vain; {} gateway sessions, client frames by op: {}; calls so far:\n{}",
                    record.sessions,
                    ops.join(" "),
                    calls.join("\n")
                );
            }
        }
    }

    /// Closes the live gateway connection without a close frame, as a
    /// network failure would.
    pub fn drop_connection(&self) {
        let socket = self.inner.record().socket.take();
        if let Some(socket) = socket {
            let _ = socket.send(Control::Drop);
        }
    }

    /// Sends a dispatch event (op 0) to the live session; with several
    /// shards, to the session of the shard Discord would send it to.
    pub fn dispatch(&self, event: &str, data: Value) {
        let total = self.inner.record().total;
        if total > 1 {
            let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
            let shard = guild.map_or(0, |guild| shard_of(guild, total));
            return self.send_to_shard(shard, event, data);
        }
        let frame = self.frame(event, data);
        let record = self.inner.record();
        let socket = record.socket.as_ref().expect("no live gateway session");
        socket
            .send(Control::Send(frame))
            .expect("the gateway session ended");
    }

    /// Sends a dispatch event (op 0) to the live session of shard `shard`.
    pub fn send_to_shard(&self, shard: u64, event: &str, data: Value) {
        let frame = self.frame(event, data);
        let record = self.inner.record();
        let socket = record
            .shards
            .get(&shard)
            .unwrap_or_else(|| panic!("no live gateway session for shard {shard}"));
        socket
            .send(Control::Send(frame))
            .expect("the gateway session ended");
    }

    fn frame(&self, event: &str, data: Value) -> Value {
        let seq = self.inner.seq.fetch_add(1, Ordering::SeqCst) + 1;
        json!({"op": 0, "t": event, "s": seq, "d": data})
    }

    /// A slash command; returns the interaction id.
    pub fn slash(&self, who: Who, name: &str, options: Value) -> u64 {
        let data = json!({
            "id": "800000000000000001", "name": name, "type": 1, "options": options,
        });
        self.interact(who, 2, data, None)
    }

    /// A slash command with the file `name` given as its attachment option
    /// `option` (besides `options`), resolved in the interaction as Discord
    /// does and served for download like a message's attachment; returns
    /// the interaction id.
    pub fn slash_with_file(
        &self,
        who: Who,
        command: &str,
        mut options: Value,
        option: &str,
        name: &str,
        bytes: &[u8],
    ) -> u64 {
        let id = self.inner.next_id();
        self.inner.record().attachments.insert(id, bytes.to_vec());
        let url = format!("{}/attachments/{}/{id}/{name}", self.api_url, who.channel);
        if let Some(list) = options.as_array_mut() {
            list.push(json!({"name": option, "type": 11, "value": id.to_string()}));
        }
        let data = json!({
            "id": "800000000000000001", "name": command, "type": 1, "options": options,
            "resolved": {"attachments": {id.to_string(): {
                "id": id.to_string(), "filename": name, "size": bytes.len(),
                "url": url, "proxy_url": url,
            }}},
        });
        self.interact(who, 2, data, None)
    }

    /// A slash command whose user options name `users`, as Discord
    /// resolves them in the interaction; returns the interaction id.
    pub fn slash_resolving(&self, who: Who, name: &str, options: Value, users: &[Who]) -> u64 {
        let resolved: serde_json::Map<String, Value> = users
            .iter()
            .map(|u| (u.user.to_string(), user_json(u.user, u.name, false)))
            .collect();
        let data = json!({
            "id": "800000000000000001", "name": name, "type": 1, "options": options,
            "resolved": {"users": resolved},
        });
        self.interact(who, 2, data, None)
    }

    /// A slash command from a server member with the given channel
    /// permissions (Discord's bit set as a decimal string, as interactions
    /// carry it); returns the interaction id.
    pub fn slash_with_permissions(
        &self,
        who: Who,
        name: &str,
        options: Value,
        permissions: &str,
    ) -> u64 {
        let data = json!({
            "id": "800000000000000001", "name": name, "type": 1, "options": options,
        });
        let id = self.inner.next_id();
        let mut event = self.interaction(id, who, 2, data, None);
        event["member"]["permissions"] = json!(permissions);
        self.dispatch("INTERACTION_CREATE", event);
        id
    }

    /// An autocompletion request for `/name`, whose `focused` option holds
    /// what the user typed so far; returns the interaction id.
    pub fn autocomplete(&self, who: Who, name: &str, focused: &str, typed: &str) -> u64 {
        let data = json!({
            "id": "800000000000000001", "name": name, "type": 1,
            "options": [{"name": focused, "type": 3, "value": typed, "focused": true}],
        });
        self.interact(who, 4, data, None)
    }

    /// A button press on a bot message; returns the interaction id.
    pub fn press(&self, who: Who, message: u64, custom_id: &str) -> u64 {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.interact(who, 3, data, Some(self.bot_message(who, message)))
    }

    /// A pick in a string select menu; returns the interaction id.
    pub fn pick(&self, who: Who, message: u64, custom_id: &str, value: &str) -> u64 {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        self.interact(who, 3, data, Some(self.bot_message(who, message)))
    }

    /// A reaction added to a bot message.
    pub fn react(&self, who: Who, message: u64, emoji: &str) {
        let mut event = json!({
            "user_id": who.user.to_string(),
            "channel_id": who.channel.to_string(),
            "message_id": message.to_string(),
            "message_author_id": APP_ID.to_string(),
            "emoji": {"id": null, "name": emoji},
            "burst": false,
            "burst_colors": [],
            "type": 0,
        });
        if let Some(guild) = who.guild {
            event["guild_id"] = json!(guild.to_string());
            event["member"] = member(who);
        }
        self.dispatch("MESSAGE_REACTION_ADD", event);
    }

    /// A message written by a user; `mention` names the bot in it.
    pub fn say(&self, who: Who, content: &str, mention: bool) -> u64 {
        let message = self.user_message(who, content, mention);
        self.dispatch("MESSAGE_CREATE", message.clone());
        message["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            .unwrap_or(0)
    }

    /// A message written by a user with a file `name` attached; returns
    /// the message as the gateway sent it.
    pub fn say_with_file(
        &self,
        who: Who,
        content: &str,
        mention: bool,
        name: &str,
        bytes: &[u8],
    ) -> Value {
        let mut message = self.user_message(who, content, mention);
        let id = self.inner.next_id();
        self.inner.record().attachments.insert(id, bytes.to_vec());
        message["attachments"] = json!([{
            "id": id.to_string(), "filename": name, "size": bytes.len(),
            "url": format!("{}/attachments/{}/{id}/{name}", self.api_url, who.channel),
            "proxy_url": format!("{}/attachments/{}/{id}/{name}", self.api_url, who.channel),
        }]);
        self.dispatch("MESSAGE_CREATE", message.clone());
        message
    }

    /// A message written by a user in reply to `to` (a message as the
    /// gateway sent it); returns its id.
    pub fn say_replying(&self, who: Who, content: &str, mention: bool, to: &Value) -> u64 {
        let mut message = self.user_message(who, content, mention);
        message["type"] = json!(19);
        message["message_reference"] = json!({
            "message_id": to["id"], "channel_id": to["channel_id"], "guild_id": to["guild_id"],
        });
        message["referenced_message"] = to.clone();
        self.dispatch("MESSAGE_CREATE", message.clone());
        message["id"]
            .as_str()
            .and_then(|id| id.parse().ok())
            .unwrap_or(0)
    }

    /// How often the bot downloaded attached files.
    pub fn downloads(&self) -> usize {
        self.calls()
            .iter()
            .filter(|c| c.is("GET", "/attachments/"))
            .count()
    }

    fn user_message(&self, who: Who, content: &str, mention: bool) -> Value {
        let id = self.inner.next_id();
        let mut message = message_json(
            id,
            who.channel,
            user_json(who.user, who.name, false),
            content,
        );
        if mention {
            message["mentions"] = json!([bot_user()]);
        }
        if let Some(guild) = who.guild {
            message["guild_id"] = json!(guild.to_string());
            message["member"] = json!({"roles": [], "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0});
        }
        message
    }

    fn bot_message(&self, who: Who, id: u64) -> Value {
        message_json(id, who.channel, bot_user(), "")
    }

    fn interact(&self, who: Who, kind: u8, data: Value, message: Option<Value>) -> u64 {
        let id = self.inner.next_id();
        let event = self.interaction(id, who, kind, data, message);
        self.dispatch("INTERACTION_CREATE", event);
        id
    }

    fn interaction(
        &self,
        id: u64,
        who: Who,
        kind: u8,
        data: Value,
        message: Option<Value>,
    ) -> Value {
        let mut event = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "channel_id": who.channel.to_string(),
            "token": token(id),
            "version": 1,
            "locale": who.locale,
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
        });
        match who.guild {
            Some(guild) => {
                event["guild_id"] = json!(guild.to_string());
                event["guild_locale"] = json!("en-US");
                event["member"] = member(who);
            }
            None => event["user"] = user_json(who.user, who.name, false),
        }
        if let Some(message) = message {
            event["message"] = message;
        }
        event
    }
}

/// The shard Discord sends a guild's events to, out of `total`.
pub fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total
}

/// The interaction token the fake gives an interaction id.
pub fn token(interaction: u64) -> String {
    format!("itoken-{interaction}")
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(), "username": name, "discriminator": "0",
        "global_name": name, "avatar": null, "bot": bot,
    })
}

fn bot_user() -> Value {
    user_json(APP_ID, "damabot", true)
}

fn member(who: Who) -> Value {
    json!({
        "user": user_json(who.user, who.name, false),
        "roles": [], "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0,
    })
}

fn message_json(id: u64, channel: u64, author: Value, content: &str) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": author,
        "content": content, "timestamp": TIMESTAMP, "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0,
    })
}

async fn gateway(ws: WebSocketUpgrade, State(inner): State<Arc<Inner>>) -> Response {
    ws.on_upgrade(move |socket| session(socket, inner, None))
}

/// The gateway address `GET /gateway` gives an instance tagged `tag`.
async fn gateway_via(
    ws: WebSocketUpgrade,
    State(inner): State<Arc<Inner>>,
    Path(tag): Path<String>,
) -> Response {
    ws.on_upgrade(move |socket| session(socket, inner, Some(tag)))
}

/// The gateway address for an instance tag.
fn ws_url(inner: &Inner, via: Option<&str>) -> String {
    match via {
        Some(tag) => format!("{}/via/{tag}", inner.ws_url),
        None => inner.ws_url.clone(),
    }
}

/// One gateway connection: Hello, then answer the client until either side
/// ends it.
async fn session(mut socket: WebSocket, inner: Arc<Inner>, via: Option<String>) {
    let (control, mut orders) = mpsc::unbounded_channel();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": inner.heartbeat.as_millis()}});
    if socket.send(text(&hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(Message::Text(frame))) = incoming else {
                    match incoming {
                        Some(Ok(_)) => continue,
                        _ => break,
                    }
                };
                let Ok(frame) = serde_json::from_str::<Value>(frame.as_str()) else { continue };
                // The shard this frame's session serves: named by Identify,
                // and by the session id (`fake-session-<shard>`) on Resume.
                let shard = match frame["op"].as_u64() {
                    Some(2) => Some(identify_shard(&frame)),
                    Some(6) => frame["d"]["session_id"]
                        .as_str()
                        .and_then(|id| id.strip_prefix("fake-session-"))
                        .and_then(|id| id.parse().ok())
                        .map(|id| [id, inner.record().total.max(1)]),
                    _ => None,
                };
                let answer = match frame["op"].as_u64() {
                    Some(1) => Some(json!({"op": 11})),
                    Some(2) => Some(ready(&inner, identify_shard(&frame), via.as_deref())),
                    Some(6) => Some(json!({"op": 0, "t": "RESUMED", "s": inner.seq.load(Ordering::SeqCst), "d": {}})),
                    _ => None,
                };
                {
                    let mut record = inner.record();
                    if frame["op"] == 2 {
                        let shard = identify_shard(&frame);
                        record.total = shard[1];
                        record.identified.push(Identified {
                            shard,
                            via: via.clone(),
                        });
                    }
                    record.frames.push(frame);
                }
                if let Some(answer) = answer
                    && socket.send(text(&answer)).await.is_err()
                {
                    break;
                }
                if let Some([id, _]) = shard {
                    let mut record = inner.record();
                    record.sessions += 1;
                    record.socket = Some(control.clone());
                    record.shards.insert(id, control.clone());
                }
                inner.changed.notify_waiters();
            }
            order = orders.recv() => match order {
                Some(Control::Send(frame)) => {
                    if socket.send(text(&frame)).await.is_err() {
                        break;
                    }
                }
                Some(Control::Drop) | None => break,
            },
        }
    }
    inner
        .record()
        .shards
        .retain(|_, session| !session.same_channel(&control));
    inner.changed.notify_waiters();
}

/// The `[shard id, total]` an Identify frame asks for (`[0, 1]` without one).
fn identify_shard(frame: &Value) -> [u64; 2] {
    let part = |i: usize| frame["d"]["shard"][i].as_u64();
    match (part(0), part(1)) {
        (Some(id), Some(total)) => [id, total],
        _ => [0, 1],
    }
}

fn ready(inner: &Inner, [shard, total]: [u64; 2], via: Option<&str>) -> Value {
    let seq = inner.seq.fetch_add(1, Ordering::SeqCst) + 1;
    let guilds: Vec<Value> = [GUILD_ID]
        .into_iter()
        .filter(|&guild| shard_of(guild, total.max(1)) == shard)
        .map(|guild| json!({"id": guild.to_string(), "unavailable": true}))
        .collect();
    json!({"op": 0, "t": "READY", "s": seq, "d": {
        "v": 10,
        "user": bot_user(),
        "guilds": guilds,
        "session_id": format!("fake-session-{shard}"),
        "resume_gateway_url": ws_url(inner, via),
        "shard": [shard, total],
        "application": {"id": APP_ID.to_string(), "flags": 0},
    }})
}

fn text(frame: &Value) -> Message {
    Message::Text(frame.to_string().into())
}

/// Every REST call: recorded, then answered like Discord would.
async fn rest(
    State(inner): State<Arc<Inner>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    // `/via/<tag>/api/v10/...` when the instance was given `api_url_via(tag)`.
    let (via, path) = match uri.path().strip_prefix("/via/") {
        Some(rest) => match rest.split_once('/') {
            Some((tag, path)) => (Some(tag.to_owned()), format!("/{path}")),
            None => (Some(rest.to_owned()), "/".to_owned()),
        },
        None => (None, uri.path().to_owned()),
    };
    let path = path.strip_prefix("/api/v10").unwrap_or(&path).to_owned();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let (body, files) = match content_type.split_once("boundary=") {
        Some((_, boundary)) => multipart(&body, boundary.trim_matches('"')),
        None => (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        ),
    };
    let call = Call {
        method: method.to_string(),
        path,
        body,
        files,
        authorization: headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned),
        answer: Value::Null,
        via,
    };
    if call.method == "GET"
        && let Some(id) = call.path.strip_prefix("/attachments/").and_then(|p| {
            let mut parts = p.split('/');
            parts.nth(1)?.parse::<u64>().ok()
        })
    {
        let bytes = inner.record().attachments.get(&id).cloned();
        inner.record().calls.push(call);
        inner.changed.notify_waiters();
        return match bytes {
            Some(bytes) => (StatusCode::OK, bytes).into_response(),
            None => StatusCode::NOT_FOUND.into_response(),
        };
    }
    let (status, answer) = answer(&inner, &call);
    let call = Call {
        answer: answer.clone(),
        ..call
    };
    inner.record().calls.push(call);
    inner.changed.notify_waiters();
    if status == StatusCode::NO_CONTENT {
        return status.into_response();
    }
    (
        status,
        [("content-type", "application/json")],
        answer.to_string(),
    )
        .into_response()
}

fn answer(inner: &Inner, call: &Call) -> (StatusCode, Value) {
    let parts: Vec<&str> = call.path.trim_matches('/').split('/').collect();
    let ok = |v: Value| (StatusCode::OK, v);
    match (call.method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": ws_url(inner, call.via.as_deref())})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": ws_url(inner, call.via.as_deref()),
            "shards": inner.advised_shards.load(Ordering::SeqCst),
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["users", id]) => ok(user_json(id.parse().unwrap_or(0), "someone", false)),
        ("PUT", ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"]) => {
            let registered: Vec<Value> = call
                .body
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let mut c = c.clone();
                    c["id"] = json!(inner.next_id().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    c["type"] = json!(1);
                    c
                })
                .collect();
            ok(Value::Array(registered))
        }
        ("POST", ["interactions", _, _, "callback"])
        | ("DELETE", ["webhooks", _, _, "messages", _])
        | ("DELETE", ["channels", _, "messages", _])
        | ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", ..]) => {
            (StatusCode::NO_CONTENT, Value::Null)
        }
        ("POST", ["webhooks", _, _]) | ("PATCH", ["webhooks", _, _, "messages", _]) => {
            ok(posted(inner.next_id(), "1", call))
        }
        ("POST", ["channels", channel, "messages"]) => ok(posted(inner.next_id(), channel, call)),
        ("PATCH", ["channels", channel, "messages", id]) => {
            ok(posted(id.parse().unwrap_or(0), channel, call))
        }
        _ => (
            StatusCode::NOT_FOUND,
            json!({"message": "404: Not Found", "code": 0}),
        ),
    }
}

/// The message Discord returns for a post or an edit.
fn posted(id: u64, channel: &str, call: &Call) -> Value {
    let channel = channel.parse().unwrap_or(0);
    let content = call.body["content"].as_str().unwrap_or_default();
    let mut message = message_json(id, channel, bot_user(), content);
    message["flags"] = call.body["flags"].clone();
    message
}

/// Splits a `multipart/form-data` body into its `payload_json` and files.
fn multipart(body: &[u8], boundary: &str) -> (Value, Vec<(String, Vec<u8>)>) {
    let delimiter = format!("--{boundary}");
    let mut payload = Value::Null;
    let mut files = Vec::new();
    for part in split(body, delimiter.as_bytes()) {
        let Some(head_end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..head_end]);
        let disposition = head
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or_default();
        let mut content = &part[head_end + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        let field = |key: &str| {
            disposition
                .split(';')
                .filter_map(|p| p.trim().strip_prefix(key))
                .map(|v| v.trim_matches('"').to_owned())
                .next()
        };
        match (field("name="), field("filename=")) {
            (Some(name), None) if name == "payload_json" => {
                payload = serde_json::from_slice(content).unwrap_or(Value::Null);
            }
            (_, Some(filename)) => files.push((filename, content.to_vec())),
            _ => {}
        }
    }
    (payload, files)
}

fn split<'a>(body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    let mut rest = body;
    while let Some(at) = find(rest, delimiter) {
        parts.push(&rest[..at]);
        rest = &rest[at + delimiter.len()..];
    }
    parts
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}
