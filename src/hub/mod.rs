//! The runtime around the core: one dedicated thread owns the [`Core`] (and
//! with it the SQLite connection), AI searches run on a bounded blocking
//! pool, a ticker drives the clocks, and rendered output is routed to the
//! adapter of each platform.
//!
//! Because one thread handles every request in arrival order and pushes its
//! output before taking the next, everything sent to a chat keeps its order,
//! and no SQL ever runs on an async worker.

pub mod outgoing;
mod present;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use draughts::Move;
use tokio::sync::{Notify, mpsc, oneshot};

use crate::app::{ChatKey, Core, GameId, Job, Outcome, Platform, Request};
pub use outgoing::{BoardOut, Button, OutBody, Outgoing};
pub use present::{BOARD_PX, present};

/// Where a platform's adapter receives its output.
pub type Outbox = mpsc::UnboundedReceiver<Outgoing>;

/// The hub stopped (its core thread ended); nothing more can be done.
#[derive(Debug, thiserror::Error)]
#[error("the core has stopped")]
pub struct Stopped;

enum Call {
    Handle(Box<Request>, oneshot::Sender<()>),
    BotMoved(GameId, i64, Box<Move>),
    BoardPosted(ChatKey, GameId, String),
    Tick(Option<i64>, oneshot::Sender<()>),
    LegalMoves(ChatKey, oneshot::Sender<Vec<String>>),
    DeliveryFailed(ChatKey),
}

/// Builds a hub: register each platform's outbox, then start.
pub struct HubBuilder {
    core: Core,
    sinks: HashMap<Platform, mpsc::UnboundedSender<Outgoing>>,
    ai_threads: usize,
}

impl HubBuilder {
    /// A hub over a core; AI searches use at most `ai_threads` threads.
    pub fn new(core: Core, ai_threads: usize) -> HubBuilder {
        HubBuilder {
            core,
            sinks: HashMap::new(),
            ai_threads: ai_threads.max(1),
        }
    }

    /// The outbox of a platform: everything addressed to its chats.
    pub fn outbox(&mut self, platform: Platform) -> Outbox {
        let (tx, rx) = mpsc::unbounded_channel();
        self.sinks.insert(platform, tx);
        rx
    }

    /// Starts the core thread and the clock ticker on the current Tokio
    /// runtime.
    pub fn start(self) -> Hub {
        let (tx, rx) = mpsc::unbounded_channel();
        let shared = Arc::new(Shared {
            calls: tx,
            pending: AtomicUsize::new(0),
            idle: Notify::new(),
            ai_slots: Arc::new(tokio::sync::Semaphore::new(self.ai_threads)),
        });
        let runtime = tokio::runtime::Handle::current();
        let thread_shared = Arc::clone(&shared);
        let core = self.core;
        let sinks = self.sinks;
        std::thread::Builder::new()
            .name("damabot-core".into())
            .spawn(move || core_loop(core, rx, sinks, thread_shared, runtime))
            .expect("spawning the core thread");
        let hub = Hub { shared };
        tokio::spawn(ticker(hub.clone()));
        hub
    }
}

struct Shared {
    calls: mpsc::UnboundedSender<Call>,
    /// Requests and AI searches not yet finished.
    pending: AtomicUsize,
    idle: Notify,
    ai_slots: Arc<tokio::sync::Semaphore>,
}

/// A cheap, clonable handle adapters use to reach the core.
#[derive(Clone)]
pub struct Hub {
    shared: Arc<Shared>,
}

impl Hub {
    /// Hands a request to the core and waits until its output is in the
    /// outboxes (background AI answers follow later).
    pub async fn submit(&self, request: Request) -> Result<(), Stopped> {
        let (done, wait) = oneshot::channel();
        self.begin();
        let sent = self
            .shared
            .calls
            .send(Call::Handle(Box::new(request), done));
        if sent.is_err() {
            self.end();
            return Err(Stopped);
        }
        wait.await.map_err(|_| Stopped)
    }

    /// Tells the core the platform id of a board message just posted.
    pub fn board_posted(&self, chat: ChatKey, game: GameId, message_id: String) {
        let _ = self
            .shared
            .calls
            .send(Call::BoardPosted(chat, game, message_id));
    }

    /// Reports that an item could not be delivered to a chat because the
    /// bot is blocked there (a failed relay is reported to the room once).
    pub fn delivery_failed(&self, chat: ChatKey) {
        let _ = self.shared.calls.send(Call::DeliveryFailed(chat));
    }

    /// The legal moves of the chat's running game, numbered as `moves`
    /// numbers them (for autocompletion); empty when no game runs there.
    pub async fn legal_moves(&self, chat: ChatKey) -> Vec<String> {
        let (reply, wait) = oneshot::channel();
        if self
            .shared
            .calls
            .send(Call::LegalMoves(chat, reply))
            .is_err()
        {
            return Vec::new();
        }
        wait.await.unwrap_or_default()
    }

    /// Runs the clocks now (or at the given time, for tools and tests).
    pub async fn tick(&self, at: Option<i64>) -> Result<(), Stopped> {
        let (done, wait) = oneshot::channel();
        self.begin();
        if self.shared.calls.send(Call::Tick(at, done)).is_err() {
            self.end();
            return Err(Stopped);
        }
        wait.await.map_err(|_| Stopped)
    }

    /// Waits until no request and no AI search is in progress: the console
    /// uses it to let the bot answer before reading the next scripted line.
    pub async fn idle(&self) {
        loop {
            let notified = self.shared.idle.notified();
            if self.shared.pending.load(Ordering::SeqCst) == 0 {
                return;
            }
            notified.await;
        }
    }

    fn begin(&self) {
        self.shared.pending.fetch_add(1, Ordering::SeqCst);
    }

    fn end(&self) {
        end(&self.shared);
    }
}

fn end(shared: &Shared) {
    if shared.pending.fetch_sub(1, Ordering::SeqCst) == 1 {
        shared.idle.notify_waiters();
    }
}

/// The current time in Unix milliseconds.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn core_loop(
    mut core: Core,
    mut calls: mpsc::UnboundedReceiver<Call>,
    sinks: HashMap<Platform, mpsc::UnboundedSender<Outgoing>>,
    shared: Arc<Shared>,
    runtime: tokio::runtime::Handle,
) {
    let route = |outcome: Outcome, origin: Option<(&ChatKey, &String)>| {
        for effect in &outcome.effects {
            let reply_to = origin
                .filter(|(chat, _)| **chat == effect.chat)
                .map(|(_, token)| token.clone());
            let out = present(effect, reply_to);
            match sinks.get(&effect.chat.platform) {
                Some(sink) => {
                    if sink.send(out).is_err() {
                        tracing::warn!(platform = %effect.chat.platform, "outbox closed");
                    }
                }
                None => tracing::warn!(platform = %effect.chat.platform, "no adapter for platform"),
            }
        }
        for job in outcome.jobs {
            spawn_job(&runtime, &shared, job);
        }
    };
    route(core.resume(now_ms()), None);
    while let Some(call) = calls.blocking_recv() {
        match call {
            Call::Handle(request, done) => {
                let origin = request.origin.as_ref().map(|o| (&request.chat.key, o));
                route(core.handle(&request, now_ms()), origin);
                let _ = done.send(());
                end(&shared);
            }
            Call::BotMoved(game, version, mv) => {
                route(core.bot_moved(game, version, &mv, now_ms()), None);
                end(&shared);
            }
            Call::BoardPosted(chat, game, id) => core.board_posted(&chat, game, &id),
            Call::DeliveryFailed(chat) => route(core.delivery_failed(&chat, now_ms()), None),
            Call::LegalMoves(chat, reply) => {
                let _ = reply.send(core.legal_moves(&chat));
            }
            Call::Tick(at, done) => {
                route(core.tick(at.unwrap_or_else(now_ms)), None);
                let _ = done.send(());
                end(&shared);
            }
        }
    }
}

fn spawn_job(runtime: &tokio::runtime::Handle, shared: &Arc<Shared>, job: Job) {
    shared.pending.fetch_add(1, Ordering::SeqCst);
    let shared = Arc::clone(shared);
    runtime.spawn(async move {
        let Job::Think {
            game,
            version,
            state,
            level,
            seed,
        } = job;
        let chosen = match Arc::clone(&shared.ai_slots).acquire_owned().await {
            Ok(permit) => {
                let search = tokio::task::spawn_blocking(move || {
                    let _permit = permit;
                    draughts_ai::choose(&state, level, seed)
                });
                search.await.ok().flatten()
            }
            Err(_) => None,
        };
        match chosen {
            Some(mv) => {
                if shared
                    .calls
                    .send(Call::BotMoved(game, version, Box::new(mv)))
                    .is_err()
                {
                    end(&shared);
                }
            }
            None => {
                tracing::error!(game, "the AI found no move");
                end(&shared);
            }
        }
    });
}

/// Runs the clocks once a second; deadlines live in the database, so a
/// restart simply carries on.
async fn ticker(hub: Hub) {
    let mut interval = tokio::time::interval(Duration::from_secs(1));
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        interval.tick().await;
        if hub.tick(None).await.is_err() {
            return;
        }
    }
}
