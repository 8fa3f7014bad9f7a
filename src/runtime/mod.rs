//! The runtime around the core: the chat adapters hand it their requests
//! through one shared [`intake`] (ordered per chat, kept or handed back
//! when the database did not take them, the sender told that they wait); a
//! dedicated thread owns each [`Core`] (and with it a database connection)
//! and handles its calls one after another ([`core_thread`]); AI searches
//! run on a bounded blocking pool ([`searches`], scheduled by [`ai`], each
//! game's table kept between its moves by [`engines`]); a
//! ticker drives the clocks; on PostgreSQL the durability [`gate`] holds
//! what requests release until their commits are on disk. What the core
//! owes the chats goes to the platforms' outboxes, and from there through
//! [`crate::delivery`].
//!
//! Data flow:
//!
//! ```text
//! adapter ─> intake ─> Hub::submit ─> calls of the chat's core ─> core thread ─> gate ─> outboxes (crate::delivery)
//! ticker ──> Hub::tick ─────────────> calls of every core
//! AI search (blocking pool) ────────> calls of the core that asked
//! delivery ─> Hub::settle ──────────> receipts of the core that routed the parcel
//! ```
//!
//! Because one thread handles every request of a chat in arrival order and
//! hands its parcels to the platform's outbox in that order (on PostgreSQL
//! a few at a time, once their commits are on disk: [`gate`]), everything
//! sent to a chat keeps its order, and no SQL ever runs on an async
//! worker. Instances sharing a database keep it too: the core hands each
//! chat's parcels to one instance at a time (`app::outbox`), and a parcel
//! handed over by another instance comes out of a tick or a settlement
//! here, queued behind what the chat's lane already holds. Drawing happens
//! in the delivery lanes, not on the core thread, at most as many pictures
//! at once as the machine has CPUs (more only take turns on them and slow
//! the core threads down): the permits are here, shared by every
//! platform's lanes.
//!
//! Several cores (PostgreSQL only, [`HubBuilder::with_cores`]) are to the
//! database several instances, each with its own name: a chat's requests
//! always go to the same core (by a hash of the chat), an AI answer to the
//! core that asked, a delivery's receipt to the core that routed it, and
//! every core ticks. Whatever one core posts to a chat another core holds
//! is handed over through the database, as between instances, so no lock
//! in memory orders them.
//!
//! Bounds (design invariant 9: every queue is bounded, and nothing a player
//! did is dropped when one is full): a core's calls hold at most
//! [`CALLS`]; a sender that finds them full waits for room, with the
//! request still in its hands (Telegram confirms an update only after, and
//! the [`intake`] keeps what Discord sent). Receipts do not queue behind
//! calls: [`Hub::settle`] files them in the core's [`Receipts`], at most one
//! per parcel the core routed, and never waits, so the delivery never waits
//! for the core while the core waits for room in an outbox
//! ([`crate::delivery`]): no cycle of waits can close.
//!
//! Supervision: a panic while the core handles one call is caught, its
//! transaction rolled back, and a request answered with a translated
//! apology; a panicking AI search is replaced by a plain legal move; a
//! panicking delivery gives up that one item. If the core thread ends all
//! the same, [`Hub::stopped`] resolves and the process must exit non-zero,
//! so that a supervisor restarts it: requests are then no longer
//! acknowledged to the platforms.

mod ai;
mod core_thread;
mod engines;
mod gate;
pub mod intake;
mod receipts;
mod searches;

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use tokio::sync::{Notify, Semaphore, mpsc, oneshot, watch};

use crate::app::{
    ChatKey, Command, Core, CoreError, GameId, GamePage, GameVersions, Msg, Platform, Receipt,
    Request, UserKey, keycap_number,
};
use crate::delivery::{Entry, Outbox};
use crate::ops::metrics;
use crate::store::ParcelId;
use ai::Scheduler;
use core_thread::{Call, core_loop, ticker};
use engines::Engines;
use receipts::Receipts;

/// The calls a core holds at most: requests, ticks, legal-move lookups and
/// AI answers waiting for its thread. Each request's sender waits for its
/// answer anyway, so what waits here is what the adapters hold at once: a
/// Telegram poll brings at most 100 updates, its webhook opens at most 40
/// connections, Discord one task per event. 256 takes a full poll with the
/// ticker's and every AI slot's answers without anyone waiting, and caps
/// the backlog at a fifth of a second of the core's work (about 1,400 to
/// 1,700 requests a second, `cargo bench --bench telegram`); a sender that
/// finds it full waits for room.
pub const CALLS: usize = 256;

/// Why a request was not taken.
#[derive(Debug, thiserror::Error)]
pub enum SubmitError {
    /// The hub stopped (its core thread ended); nothing more can be done.
    #[error("the core has stopped")]
    Stopped,
    /// Neither the request nor an apology for it could be committed: the
    /// platform must deliver it again.
    #[error("the request could not be committed")]
    Uncommitted,
}

/// Why a read through the core ([`Hub::active_games`], [`Hub::game_page`],
/// [`Hub::game_versions`]) has no answer.
#[derive(Debug, thiserror::Error)]
pub enum CensusError {
    /// The core thread has ended.
    #[error("the core has stopped")]
    Stopped,
    /// The database did not answer.
    #[error(transparent)]
    Database(#[from] CoreError),
}

/// Whether a request plays a move: typed, by number (a button, `m <n>`) or
/// by a keycap reaction. The tap board's squares are not counted.
fn is_move(command: &Command) -> bool {
    match command {
        Command::Move(_) | Command::MoveNumber { .. } => true,
        Command::Reaction { emoji, .. } => keycap_number(emoji).is_some(),
        _ => false,
    }
}

/// Builds a hub: register each platform's outbox, then start.
pub struct HubBuilder {
    cores: Vec<Core>,
    sinks: HashMap<Platform, mpsc::Sender<Entry>>,
    ai: ai::Limits,
    egdb: Option<Arc<draughts_egdb::Library>>,
}

impl HubBuilder {
    /// A hub over a core; AI searches use at most `ai_threads` threads.
    pub fn new(core: Core, ai_threads: usize) -> HubBuilder {
        HubBuilder::with_cores(vec![core], ai_threads)
    }

    /// A hub over several cores on one shared database, each on its own
    /// thread. Each must carry its own instance name (the database tells
    /// instances apart by it) and its own handle on the database
    /// ([`crate::store::Store::share`]).
    ///
    /// # Panics
    /// When `cores` is empty.
    pub fn with_cores(cores: Vec<Core>, ai_threads: usize) -> HubBuilder {
        assert!(!cores.is_empty(), "a hub needs a core");
        HubBuilder {
            cores,
            sinks: HashMap::new(),
            ai: ai::Limits::for_threads(ai_threads),
            egdb: None,
        }
    }

    /// Endgame tables for the searches that keep a table (levels 5–8).
    pub fn egdb(&mut self, library: Arc<draughts_egdb::Library>) {
        self.egdb = Some(library);
    }

    /// The outbox of a platform: everything addressed to its chats. Start
    /// it ([`Outbox::start`]) or drop it: once its intake is full, a core
    /// waits for room in it.
    pub fn outbox(&mut self, platform: Platform) -> Outbox {
        let (outbox, intake) = Outbox::new(platform);
        self.sinks.insert(platform, intake);
        outbox
    }

    /// Starts the core thread and the clock ticker on the current Tokio
    /// runtime. The core first resumes: parcels still owed go out again,
    /// clocks get the downtime, the AI is asked again.
    pub fn start(self) -> Hub {
        let (calls, inboxes): (Vec<_>, Vec<_>) =
            self.cores.iter().map(|_| mpsc::channel(CALLS)).unzip();
        let (stopped_tx, stopped) = watch::channel(false);
        let stopped_tx = Arc::new(stopped_tx);
        let shared = Arc::new(Shared {
            receipts: calls.iter().map(|_| Receipts::default()).collect(),
            calls,
            routed: Mutex::new(HashMap::new()),
            asked: Mutex::new(HashMap::new()),
            awaiting_board: Mutex::new(HashMap::new()),
            boards: Mutex::new(HashMap::new()),
            pending: AtomicUsize::new(0),
            idle: Notify::new(),
            ai: Mutex::new(Scheduler::new(self.ai)),
            engines: Mutex::new(Engines::for_slots(self.ai.slots).with_tables(self.egdb)),
            drawing: Arc::new(Semaphore::new(
                std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
            )),
            runtime: tokio::runtime::Handle::current(),
            stopped,
        });
        let sinks = Arc::new(self.sinks);
        for (index, (core, inbox)) in self.cores.into_iter().zip(inboxes).enumerate() {
            let thread_shared = Arc::clone(&shared);
            let sinks = Arc::clone(&sinks);
            let stopping = Stopping(Arc::clone(&stopped_tx));
            std::thread::Builder::new()
                .name(format!("damabot-core-{index}"))
                .spawn(move || {
                    let _stopping = stopping;
                    core_loop(index, core, inbox, &sinks, &thread_shared);
                })
                .expect("spawning a core thread");
        }
        let hub = Hub { shared };
        tokio::spawn(ticker(hub.clone()));
        hub
    }
}

/// Tells [`Hub::stopped`] when a core thread ends, however it ends.
struct Stopping(Arc<watch::Sender<bool>>);

impl Drop for Stopping {
    fn drop(&mut self) {
        self.0.send_replace(true);
    }
}

struct Shared {
    /// Each core's calls ([`CALLS`] at most).
    calls: Vec<mpsc::Sender<Call>>,
    /// Each core's receipts, waiting for it to settle them.
    receipts: Vec<Receipts>,
    /// The core that routed each parcel still out: its receipt goes back to
    /// that core, which holds the chat's lane.
    routed: Mutex<HashMap<ParcelId, usize>>,
    /// The core that asked for each game's AI search: the answer goes back
    /// to it.
    asked: Mutex<HashMap<GameId, usize>>,
    /// When the earliest request of a chat still in hand reached the
    /// runtime: the first board routed to the chat takes it, for
    /// `damabot_update_to_board_seconds`.
    awaiting_board: Mutex<HashMap<ChatKey, Instant>>,
    /// The boards out for delivery that a request caused, with when that
    /// request reached the runtime.
    boards: Mutex<HashMap<ParcelId, (Platform, Instant)>>,
    /// Requests and AI searches not yet finished.
    pending: AtomicUsize,
    idle: Notify,
    ai: Mutex<Scheduler>,
    /// Each game's search table between its AI moves.
    engines: Mutex<Engines>,
    /// Permits to draw a picture, shared by every platform's lanes.
    drawing: Arc<Semaphore>,
    runtime: tokio::runtime::Handle,
    stopped: watch::Receiver<bool>,
}

impl Shared {
    fn ai(&self) -> MutexGuard<'_, Scheduler> {
        self.ai.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn engines(&self) -> MutexGuard<'_, Engines> {
        self.engines.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn routed(&self) -> MutexGuard<'_, HashMap<ParcelId, usize>> {
        self.routed.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn asked(&self) -> MutexGuard<'_, HashMap<GameId, usize>> {
        self.asked.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn awaiting_board(&self) -> MutexGuard<'_, HashMap<ChatKey, Instant>> {
        self.awaiting_board
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    fn boards(&self) -> MutexGuard<'_, HashMap<ParcelId, (Platform, Instant)>> {
        self.boards.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The core that serves `chat`: always the same one.
    fn core_of(&self, chat: &ChatKey) -> usize {
        let mut hasher = std::hash::DefaultHasher::new();
        chat.hash(&mut hasher);
        usize::try_from(hasher.finish() % self.calls.len() as u64).unwrap_or(0)
    }

    /// Waits for room in core `index`'s calls; `None` when that core has
    /// stopped. Nothing is counted before the room is there, so a caller
    /// given up while it waits leaves no trace.
    async fn room(&self, index: usize) -> Option<mpsc::Permit<'_, Call>> {
        self.calls[index].reserve().await.ok()
    }
}

/// A cheap, clonable handle adapters use to reach the core.
#[derive(Clone)]
pub struct Hub {
    shared: Arc<Shared>,
}

impl Hub {
    /// The permits to draw a picture that every platform's lanes share.
    pub(crate) fn drawing(&self) -> Arc<Semaphore> {
        Arc::clone(&self.shared.drawing)
    }

    /// Hands a request to the core and waits until it is committed and its
    /// parcels are in the outboxes (background AI answers follow later).
    /// Only then may the platform be told the event was handled.
    pub async fn submit(&self, request: Request) -> Result<(), SubmitError> {
        self.submit_with(request, None).await
    }

    /// [`Hub::submit`], returning besides what the core told the sender
    /// alone (its refusals and hints, which answer the request's origin):
    /// the Mini App's API answers them itself. Empty when the request
    /// carries no origin.
    pub async fn submit_told(&self, request: Request) -> Result<Vec<Msg>, SubmitError> {
        let (tell, told) = oneshot::channel();
        self.submit_with(request, Some(tell)).await?;
        Ok(told.await.unwrap_or_default())
    }

    async fn submit_with(
        &self,
        request: Request,
        told: Option<oneshot::Sender<Vec<Msg>>>,
    ) -> Result<(), SubmitError> {
        let started = Instant::now();
        let platform = request.chat.key.platform.name();
        let m = metrics::get();
        m.updates.with_label_values(&[platform]).inc();
        if is_move(&request.command) {
            m.moves.with_label_values(&[platform]).inc();
        }
        let chat = request.chat.key.clone();
        self.shared
            .awaiting_board()
            .entry(chat.clone())
            .or_insert(started);
        let (done, wait) = oneshot::channel();
        let core = self.shared.core_of(&request.chat.key);
        let submitted = async {
            let room = self.shared.room(core).await.ok_or(SubmitError::Stopped)?;
            self.begin();
            room.send(Call::Handle(Box::new(request), done, told));
            wait.await.map_err(|_| SubmitError::Stopped)?
        }
        .await;
        // A request that caused no board leaves no start behind.
        let mut awaiting = self.shared.awaiting_board();
        if awaiting.get(&chat) == Some(&started) {
            awaiting.remove(&chat);
        }
        submitted
    }

    /// How many games are being played, per variant, in the whole
    /// database: asked of the first core, so an answer also shows that the
    /// database answers (`/readyz`).
    pub async fn active_games(&self) -> Result<Vec<(draughts::Variant, u64)>, CensusError> {
        let (reply, wait) = oneshot::channel();
        let room = self.shared.room(0).await.ok_or(CensusError::Stopped)?;
        room.send(Call::ActiveGames(reply));
        Ok(wait.await.map_err(|_| CensusError::Stopped)??)
    }

    /// Game `game` as the Mini App shows it to `viewer`; `None` when there
    /// is no such game. Asked of the first core, like every read that
    /// belongs to no chat.
    pub async fn game_page(
        &self,
        game: GameId,
        viewer: UserKey,
    ) -> Result<Option<GamePage>, CensusError> {
        let (reply, wait) = oneshot::channel();
        let room = self.shared.room(0).await.ok_or(CensusError::Stopped)?;
        room.send(Call::GamePage(game, viewer, reply));
        Ok(wait.await.map_err(|_| CensusError::Stopped)??)
    }

    /// The version of each game (`None` for one that does not exist), read
    /// from the database, so that a change any instance made shows.
    pub async fn game_versions(&self, games: Vec<GameId>) -> Result<GameVersions, CensusError> {
        let (reply, wait) = oneshot::channel();
        let room = self.shared.room(0).await.ok_or(CensusError::Stopped)?;
        room.send(Call::GameVersions(games, reply));
        Ok(wait.await.map_err(|_| CensusError::Stopped)??)
    }

    /// Reports how the delivery of a parcel went, to the core that routed
    /// it. It never waits: the receipt is filed, and the core woken when
    /// its receipts were empty (a full inbox wakes it anyway).
    pub fn settle(&self, id: ParcelId, receipt: Receipt) {
        let board = self.shared.boards().remove(&id);
        if let (Some((platform, started)), Receipt::Sent { .. }) = (board, &receipt) {
            metrics::get()
                .update_to_board
                .with_label_values(&[platform.name()])
                .observe(started.elapsed().as_secs_f64());
        }
        let core = self.shared.routed().remove(&id).unwrap_or(0);
        if self.shared.receipts[core].file(id, receipt) {
            let _ = self.shared.calls[core].try_send(Call::Receipts);
        }
    }

    /// The legal moves of the chat's running game, numbered as `moves`
    /// numbers them (for autocompletion); empty when no game runs there.
    pub async fn legal_moves(&self, chat: ChatKey) -> Vec<String> {
        let (reply, wait) = oneshot::channel();
        let core = self.shared.core_of(&chat);
        let Some(room) = self.shared.room(core).await else {
            return Vec::new();
        };
        room.send(Call::LegalMoves(chat, reply));
        wait.await.unwrap_or_default()
    }

    /// Whether the rate limits would carry `request` out now, charging
    /// nothing ([`Core::would_pass`]); yes when the core has stopped, as
    /// the request then fails anyway.
    pub async fn would_pass(&self, request: &Request) -> bool {
        let (reply, wait) = oneshot::channel();
        let core = self.shared.core_of(&request.chat.key);
        let Some(room) = self.shared.room(core).await else {
            return true;
        };
        room.send(Call::WouldPass(Box::new(request.clone()), reply));
        wait.await.unwrap_or(true)
    }

    /// Runs the clocks now (or at the given time, for tools and tests):
    /// every core ticks, for its own leases and handed-over parcels.
    pub async fn tick(&self, at: Option<i64>) -> Result<(), SubmitError> {
        for core in 0..self.shared.calls.len() {
            let (done, wait) = oneshot::channel();
            let room = self.shared.room(core).await.ok_or(SubmitError::Stopped)?;
            self.begin();
            room.send(Call::Tick(at, done));
            wait.await.map_err(|_| SubmitError::Stopped)?;
        }
        Ok(())
    }

    /// Waits until every delivery receipt filed so far is settled in the
    /// store: the console calls it before it ends, so that a reply it
    /// printed is not still owed, and printed again, at the next start.
    pub async fn settled(&self) {
        for core in 0..self.shared.calls.len() {
            let (done, wait) = oneshot::channel();
            let Some(room) = self.shared.room(core).await else {
                return;
            };
            room.send(Call::Settled(done));
            let _ = wait.await;
        }
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

    /// Resolves when the core thread has ended: the process must then stop
    /// with a failure, so that a supervisor restarts it.
    pub async fn stopped(&self) {
        let mut stopped = self.shared.stopped.clone();
        let _ = stopped.wait_for(|s| *s).await;
    }

    fn begin(&self) {
        self.shared.pending.fetch_add(1, Ordering::SeqCst);
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

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::adapters::console;
    use crate::app::{ChatKey, CoreConfig};
    use crate::delivery::{Carrier, LaneOptions, Outgoing};
    use crate::store::Store;

    /// Records the chats it delivers to.
    #[derive(Default)]
    struct Answered {
        chats: Mutex<HashSet<String>>,
    }

    impl Carrier for Answered {
        type Memory = ();

        async fn deliver(&self, chat: &ChatKey, _memory: &mut (), _item: Outgoing) -> Receipt {
            self.chats
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(chat.id.clone());
            Receipt::Sent {
                board_message: None,
            }
        }

        async fn after(&self, _chat: &ChatKey, _memory: &mut (), _token: String) {}
    }

    /// Three times as many requests as a core's calls hold, all at once:
    /// the senders beyond the bound wait for room, and every request is
    /// handled and answered.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_flood_beyond_the_bound_waits_and_loses_nothing() {
        let store = Store::open_in_memory().expect("a database");
        let mut builder = HubBuilder::new(Core::new(store, CoreConfig::default()), 1);
        let outbox = builder.outbox(Platform::Console);
        let hub = builder.start();
        let answered = Arc::new(Answered::default());
        let delivery = outbox.start(Arc::clone(&answered), hub.clone(), LaneOptions::default());
        let flood = 3 * CALLS;
        let submissions = (0..flood).map(|n| {
            let line = console::Line {
                user: format!("u{n}"),
                chat: format!("c{n}"),
                text: "/help".into(),
            };
            let request = console::request(&line).expect("a request");
            let hub = hub.clone();
            tokio::spawn(async move { hub.submit(request).await })
        });
        let results = futures::future::join_all(submissions).await;
        assert!(
            results.iter().all(|r| matches!(r, Ok(Ok(())))),
            "every request is taken"
        );
        hub.idle().await;
        delivery.flush().await;
        let chats = answered.chats.lock().unwrap_or_else(|e| e.into_inner());
        assert_eq!(chats.len(), flood, "every chat is answered");
    }
}
