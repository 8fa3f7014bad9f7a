//! Per-chat lanes: the order and the bounds of delivery.
//!
//! Each chat (or whatever key the [`Carrier`] groups chats by) has a lane:
//! a task with a queue, which draws and sends its items one after another,
//! so a board never overtakes the refusal sent before it, and a chat waiting
//! out a `429` holds up only itself. Different chats run concurrently.
//!
//! Chatter ([`Effect::chatter`](crate::app::Effect::chatter): answers to
//! information commands such as `/help`, refusals of the rate limit) gives
//! way: every other item is queued behind the other items, but ahead of
//! the chatter still waiting, so a flood of `/help` in a group does not
//! hold up the players' next board behind its answers. Each class keeps
//! its own order, so a game's board never overtakes the game's messages
//! queued before it.
//!
//! A lane's queue is bounded. A new board of a game replaces the board of
//! the same game still waiting in the queue (which is settled as
//! superseded; a board that was to be posted anew passes that on, and a
//! tap-board selection that replaces a whole board is sent whole), so a
//! flood of moves costs one board. Beyond [`LaneOptions::capacity`] items
//! the oldest waiting chatter is given up (settled as dropped), else the
//! oldest waiting text. Either way a flood in one chat neither grows
//! memory nor delays another chat.
//!
//! A lane idle for [`LaneOptions::idle`] closes under its queue's lock,
//! with nothing queued and nothing in flight, and ends; the next item for
//! its chat starts a new lane.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{Notify, Semaphore, oneshot};

use super::outbox::Carrier;
use super::present;
use crate::app::{Body, ChatKey, Parcel, Receipt};
use crate::ops::metrics;
use crate::store::ParcelId;
use crate::supervise::contain_async;

/// Where lanes report how each parcel went (the core, through
/// [`Hub::settle`](crate::runtime::Hub::settle), in production).
pub(crate) type Report = Arc<dyn Fn(ParcelId, Receipt) + Send + Sync>;

/// The bounds of the lanes.
#[derive(Clone, Copy, Debug)]
pub struct LaneOptions {
    /// How long a lane lives without work.
    pub idle: Duration,
    /// Items a chat's queue holds.
    pub capacity: usize,
}

impl Default for LaneOptions {
    fn default() -> Self {
        LaneOptions {
            idle: Duration::from_secs(60),
            capacity: 100,
        }
    }
}

enum Job {
    Parcel(Parcel),
    /// An adapter's work after everything queued before it (answering a
    /// button press, closing an interaction).
    After(ChatKey, String),
    /// Answered once every job queued before it is done.
    Flush(oneshot::Sender<()>),
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    closed: bool,
}

#[derive(Default)]
struct Lane {
    queue: Mutex<Queue>,
    wake: Notify,
}

impl Lane {
    fn queue(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The lanes of one platform.
pub(crate) struct Lanes<C: Carrier> {
    carrier: Arc<C>,
    report: Report,
    lanes: HashMap<String, Arc<Lane>>,
    options: LaneOptions,
    /// Permits to draw: a lane holds one while it draws a picture.
    drawing: Arc<Semaphore>,
    pushes: u64,
}

/// Ended lanes are swept from the map every this many pushes.
const SWEEP_EVERY: u64 = 1024;

impl<C: Carrier> Lanes<C> {
    pub(crate) fn new(
        carrier: Arc<C>,
        report: Report,
        options: LaneOptions,
        drawing: Arc<Semaphore>,
    ) -> Self {
        Lanes {
            carrier,
            report,
            lanes: HashMap::new(),
            options,
            drawing,
            pushes: 0,
        }
    }

    /// Queues a parcel behind everything queued for its chat before.
    pub(crate) fn push(&mut self, mut parcel: Parcel) {
        let key = self.carrier.lane(&parcel.effect.chat);
        let waiting = metrics::get()
            .lanes
            .with_label_values(&[parcel.effect.chat.platform.name()]);
        let capacity = self.options.capacity.max(1);
        let mut given_up = Vec::new();
        self.with_queue(&key, |queue| {
            if let Some(at) = queue
                .jobs
                .iter()
                .position(|job| matches!(job, Job::Parcel(p) if parcel.replaces(p)))
                && let Some(Job::Parcel(old)) = queue.jobs.remove(at)
            {
                parcel.supersede(&old);
                given_up.push((old.id, Receipt::Superseded));
            }
            let waiting = queue
                .jobs
                .iter()
                .filter(|job| matches!(job, Job::Parcel(_)))
                .count();
            if waiting >= capacity {
                let chatter = queue
                    .jobs
                    .iter()
                    .position(|job| matches!(job, Job::Parcel(p) if p.effect.chatter));
                let text = queue
                    .jobs
                    .iter()
                    .position(|job| matches!(job, Job::Parcel(p) if p.board_of().is_none()));
                let oldest = chatter.or(text).or_else(|| {
                    queue
                        .jobs
                        .iter()
                        .position(|job| matches!(job, Job::Parcel(_)))
                });
                if let Some(Job::Parcel(old)) = oldest.and_then(|at| queue.jobs.remove(at)) {
                    tracing::warn!(chat = %old.effect.chat.id, "a chat's queue is full; an old item is given up");
                    given_up.push((old.id, Receipt::Dropped));
                }
            }
            let at = if parcel.effect.chatter {
                queue.jobs.len()
            } else {
                ahead_of_chatter(&queue.jobs)
            };
            queue.jobs.insert(at, Job::Parcel(parcel));
        });
        waiting.add(1 - i64::try_from(given_up.len()).unwrap_or(0));
        for (id, receipt) in given_up {
            (self.report)(id, receipt);
        }
    }

    /// Queues an adapter's work for a chat after everything queued for it.
    pub(crate) fn after(&mut self, chat: ChatKey, token: String) {
        let key = self.carrier.lane(&chat);
        self.with_queue(&key, |queue| queue.jobs.push_back(Job::After(chat, token)));
    }

    /// A future that resolves once every job queued so far is done.
    pub(crate) fn flush(&mut self) -> impl Future<Output = ()> + Send + use<C> {
        let keys: Vec<String> = self.lanes.keys().cloned().collect();
        let waits: Vec<oneshot::Receiver<()>> = keys
            .iter()
            .map(|key| {
                let (done, wait) = oneshot::channel();
                self.with_queue(key, |queue| queue.jobs.push_back(Job::Flush(done)));
                wait
            })
            .collect();
        async move {
            for wait in waits {
                let _ = wait.await;
            }
        }
    }

    /// Runs `f` on the open queue of the lane `key` (starting the lane when
    /// there is none, or the last one closed), then wakes the lane.
    fn with_queue(&mut self, key: &str, f: impl FnOnce(&mut Queue)) {
        self.pushes += 1;
        if self.pushes.is_multiple_of(SWEEP_EVERY) {
            self.lanes.retain(|_, lane| !lane.queue().closed);
        }
        let lane = match self.lanes.get(key) {
            Some(lane) if !lane.queue().closed => Arc::clone(lane),
            _ => {
                let lane = Arc::new(Lane::default());
                self.lanes.insert(key.to_owned(), Arc::clone(&lane));
                tokio::spawn(run(
                    Arc::clone(&self.carrier),
                    Arc::clone(&self.report),
                    Arc::clone(&self.drawing),
                    Arc::clone(&lane),
                    self.options.idle,
                ));
                lane
            }
        };
        let mut queue = lane.queue();
        if queue.closed {
            // It closed between the check and the lock: start afresh.
            drop(queue);
            self.lanes.remove(key);
            return self.with_queue(key, f);
        }
        f(&mut queue);
        drop(queue);
        lane.wake.notify_one();
    }
}

/// Where an item that is not chatter goes: behind the last such item, and
/// ahead of the chatter waiting after it.
fn ahead_of_chatter(jobs: &VecDeque<Job>) -> usize {
    let is_chatter =
        |job: &Job, chatter: bool| matches!(job, Job::Parcel(p) if p.effect.chatter == chatter);
    let behind = jobs
        .iter()
        .rposition(|job| is_chatter(job, false))
        .map_or(0, |at| at + 1);
    jobs.iter()
        .skip(behind)
        .position(|job| is_chatter(job, true))
        .map_or(jobs.len(), |at| behind + at)
}

async fn run<C: Carrier>(
    carrier: Arc<C>,
    report: Report,
    drawing: Arc<Semaphore>,
    lane: Arc<Lane>,
    idle: Duration,
) {
    let mut memory = C::Memory::default();
    loop {
        let job = lane.queue().jobs.pop_front();
        match job {
            Some(job) => carry_out(&*carrier, &report, &drawing, &mut memory, job).await,
            None => {
                if tokio::time::timeout(idle, lane.wake.notified())
                    .await
                    .is_err()
                {
                    let mut queue = lane.queue();
                    if queue.jobs.is_empty() {
                        queue.closed = true;
                        return;
                    }
                }
            }
        }
    }
}

async fn carry_out<C: Carrier>(
    carrier: &C,
    report: &Report,
    drawing: &Semaphore,
    memory: &mut C::Memory,
    job: Job,
) {
    match job {
        Job::Parcel(parcel) => {
            let id = parcel.id;
            let chat = parcel.effect.chat.clone();
            let ping = parcel.ping_of();
            metrics::get()
                .lanes
                .with_label_values(&[chat.platform.name()])
                .dec();
            // Pictures are drawn on the blocking pool, a permit's worth at a
            // time; words are rendered here.
            let drawn = match parcel.effect.body {
                Body::Board(_) | Body::ThemePreview { .. } | Body::Replay(_) => {
                    let _permit = drawing.acquire().await;
                    tokio::task::spawn_blocking(move || present(&parcel.effect, parcel.reply_to))
                        .await
                        .map_err(|e| e.to_string())
                }
                _ => crate::supervise::contain(|| present(&parcel.effect, parcel.reply_to))
                    .map_err(|e| e.to_string()),
            };
            let receipt = match drawn {
                Ok(item) => match contain_async(carrier.deliver(&chat, memory, item)).await {
                    Ok(receipt) => receipt,
                    Err(panic) => {
                        tracing::error!(chat = %chat.id, %panic, "delivering an item panicked; given up");
                        Receipt::Refused { shut_out: false }
                    }
                },
                Err(error) => {
                    tracing::error!(chat = %chat.id, %error, "drawing an item failed; given up");
                    Receipt::Refused { shut_out: false }
                }
            };
            if matches!(receipt, Receipt::Refused { .. }) {
                metrics::get().error("delivery");
            }
            report(
                id,
                match ping {
                    Some((game, ply)) => receipt.pinged(game, ply),
                    None => receipt,
                },
            );
        }
        Job::After(chat, token) => {
            if let Err(panic) = contain_async(carrier.after(&chat, memory, token)).await {
                tracing::error!(chat = %chat.id, %panic, "an adapter's follow-up panicked");
            }
        }
        Job::Flush(done) => {
            let _ = done.send(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{BoardPost, Effect, Lang, Msg, Platform};
    use crate::delivery::{OutBody, Outgoing};
    use draughts::{Color, Position, Variant};
    use std::sync::Mutex as StdMutex;

    /// Records (chat, what) in delivery order; chat "slow" holds its first
    /// item until told, so other chats can overtake it.
    #[derive(Default)]
    struct Recorder {
        log: StdMutex<Vec<(String, String)>>,
        gate: Notify,
        /// Told when a follow-up "done" is carried out.
        done: Notify,
        reports: StdMutex<Vec<(ParcelId, Receipt)>>,
    }

    impl Recorder {
        fn log(&self) -> Vec<(String, String)> {
            self.log.lock().unwrap_or_else(|e| e.into_inner()).clone()
        }

        fn of(&self, chat: &str) -> Vec<String> {
            self.log()
                .into_iter()
                .filter(|(c, _)| c == chat)
                .map(|(_, what)| what)
                .collect()
        }

        fn reports(&self) -> Vec<(ParcelId, Receipt)> {
            self.reports
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone()
        }
    }

    impl Carrier for Recorder {
        type Memory = bool;

        async fn deliver(&self, chat: &ChatKey, waited: &mut bool, item: Outgoing) -> Receipt {
            if chat.id == "slow" && !*waited {
                *waited = true;
                self.gate.notified().await;
            }
            let what = match &item.body {
                OutBody::Text { text, .. } if text == "boom" => panic!("a courier bug"),
                OutBody::Text { text, .. } => text.clone(),
                OutBody::Board(b) => format!(
                    "board {} fresh={}{}",
                    b.caption,
                    b.fresh,
                    if b.keys_only { " keys only" } else { "" }
                ),
                other => format!("{other:?}"),
            };
            self.log
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((chat.id.clone(), what));
            Receipt::Sent {
                board_message: None,
            }
        }

        async fn after(&self, chat: &ChatKey, _waited: &mut bool, token: String) {
            if token == "done" {
                self.done.notify_one();
                return;
            }
            self.log
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((chat.id.clone(), format!("after {token}")));
        }
    }

    fn text(id: ParcelId, chat: &str, words: &str) -> Parcel {
        Parcel {
            id,
            effect: Effect {
                chatter: false,
                chat: ChatKey::new(Platform::Telegram, chat),
                lang: Lang::En,
                body: Body::Text {
                    msg: Msg::new("name-user").text("name", words),
                    actions: Vec::new(),
                    private: false,
                },
            },
            reply_to: None,
        }
    }

    /// A text that is chatter (an answer to `/help`, say).
    fn chatter(id: ParcelId, chat: &str, words: &str) -> Parcel {
        let mut parcel = text(id, chat, words);
        parcel.effect.chatter = true;
        parcel
    }

    fn board(id: ParcelId, chat: &str, game: i64, label: &str, fresh: bool) -> Parcel {
        Parcel {
            id,
            effect: Effect {
                chatter: false,
                chat: ChatKey::new(Platform::Telegram, chat),
                lang: Lang::En,
                body: Body::Board(Box::new(BoardPost {
                    game,
                    version: id,
                    position: Position::start(Variant::English),
                    last_move: None,
                    viewer: Color::White,
                    theme: "classic".into(),
                    caption: vec![Msg::new("name-user").text("name", label)],
                    actions: Vec::new(),
                    moves: Vec::new(),
                    fresh,
                    edit: None,
                    hints: Vec::new(),
                    tap: None,
                })),
            },
            reply_to: None,
        }
    }

    fn lanes(recorder: &Arc<Recorder>, capacity: usize) -> Lanes<Recorder> {
        lanes_drawing(recorder, capacity, Arc::new(Semaphore::new(2)))
    }

    fn lanes_drawing(
        recorder: &Arc<Recorder>,
        capacity: usize,
        drawing: Arc<Semaphore>,
    ) -> Lanes<Recorder> {
        let reports = Arc::clone(recorder);
        let report: Report = Arc::new(move |id, receipt| {
            reports
                .reports
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((id, receipt));
        });
        Lanes::new(
            Arc::clone(recorder),
            report,
            LaneOptions {
                idle: Duration::from_secs(5),
                capacity,
            },
            drawing,
        )
    }

    #[tokio::test]
    async fn a_picture_is_drawn_only_with_a_drawing_permit_and_words_need_none() {
        let recorder = Arc::new(Recorder::default());
        let drawing = Arc::new(Semaphore::new(1));
        let held = Arc::clone(&drawing)
            .acquire_owned()
            .await
            .expect("the only permit");
        let mut lanes = lanes_drawing(&recorder, 100, drawing);
        lanes.push(board(1, "a", 7, "the board", false));
        lanes.push(text(2, "b", "words"));
        let waited = tokio::time::timeout(Duration::from_millis(500), lanes.flush()).await;
        assert!(waited.is_err(), "the board waits for the permit");
        assert_eq!(recorder.of("b"), ["words"]);
        assert!(recorder.of("a").is_empty());
        drop(held);
        lanes.flush().await;
        assert_eq!(recorder.of("a"), ["board the board fresh=false"]);
    }

    #[tokio::test]
    async fn each_chat_keeps_its_order_and_follow_ups_come_after_its_output() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 100);
        for i in 0..4 {
            lanes.push(text(i, "slow", &format!("s{i}")));
            lanes.push(text(10 + i, "fast", &format!("f{i}")));
        }
        lanes.after(ChatKey::new(Platform::Telegram, "slow"), "answer".into());
        lanes.after(ChatKey::new(Platform::Telegram, "fast"), "done".into());
        recorder.done.notified().await;
        assert_eq!(recorder.of("fast"), ["f0", "f1", "f2", "f3"]);
        assert!(
            recorder.of("slow").is_empty(),
            "the slow chat is still held"
        );
        recorder.gate.notify_one();
        lanes.flush().await;
        assert_eq!(
            recorder.of("slow"),
            ["s0", "s1", "s2", "s3", "after answer"]
        );
        assert_eq!(recorder.reports().len(), 8, "every parcel settled");
    }

    #[tokio::test]
    async fn a_newer_board_replaces_the_waiting_one_and_keeps_its_fresh_post() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 100);
        lanes.push(text(1, "slow", "held"));
        lanes.push(board(2, "slow", 7, "v1", true));
        lanes.push(text(3, "slow", "between"));
        lanes.push(board(4, "slow", 7, "v2", false));
        lanes.push(board(5, "slow", 8, "other game", false));
        lanes.push(board(6, "slow", 7, "v3", false));
        recorder.gate.notify_one();
        lanes.flush().await;
        assert_eq!(
            recorder.of("slow"),
            [
                "held",
                "between",
                "board other game fresh=false",
                "board v3 fresh=true"
            ]
        );
        let superseded: Vec<ParcelId> = recorder
            .reports()
            .into_iter()
            .filter(|(_, r)| *r == Receipt::Superseded)
            .map(|(id, _)| id)
            .collect();
        assert_eq!(superseded, [2, 4]);
    }

    #[tokio::test]
    async fn a_games_items_go_ahead_of_waiting_chatter_each_in_their_own_order() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 100);
        lanes.push(text(1, "slow", "held"));
        lanes.push(chatter(2, "slow", "help 1"));
        lanes.push(chatter(3, "slow", "help 2"));
        lanes.push(board(4, "slow", 7, "moved", false));
        lanes.push(text(5, "slow", "game over"));
        lanes.push(chatter(6, "slow", "help 3"));
        lanes.push(board(7, "slow", 8, "other game", false));
        recorder.gate.notify_one();
        lanes.flush().await;
        assert_eq!(
            recorder.of("slow"),
            [
                "held",
                "board moved fresh=false",
                "game over",
                "board other game fresh=false",
                "help 1",
                "help 2",
                "help 3"
            ]
        );
    }

    #[tokio::test]
    async fn a_full_queue_gives_up_chatter_first() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 2);
        lanes.push(text(1, "slow", "held"));
        lanes.push(chatter(2, "slow", "help"));
        lanes.push(text(3, "slow", "game over"));
        recorder.gate.notify_one();
        lanes.flush().await;
        assert_eq!(recorder.of("slow"), ["held", "game over"]);
        assert!(recorder.reports().contains(&(2, Receipt::Dropped)));
    }

    /// A board of the tap board: a whole one, or a selection (buttons only).
    fn tap_board(id: ParcelId, game: i64, label: &str, keys_only: bool) -> Parcel {
        let mut parcel = board(id, "slow", game, label, false);
        if let Body::Board(post) = &mut parcel.effect.body {
            post.tap = Some(crate::app::TapBoard {
                keys_only,
                ..crate::app::TapBoard::default()
            });
        }
        parcel
    }

    #[tokio::test]
    async fn a_selection_that_replaces_a_whole_board_sends_the_whole_board() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 100);
        lanes.push(text(1, "slow", "held"));
        lanes.push(tap_board(2, 7, "moved", false));
        lanes.push(tap_board(3, 7, "selected", true));
        lanes.push(tap_board(4, 8, "picked", true));
        lanes.push(tap_board(5, 8, "picked again", true));
        recorder.gate.notify_one();
        lanes.flush().await;
        assert_eq!(
            recorder.of("slow"),
            [
                "held",
                "board selected fresh=false",
                "board picked again fresh=false keys only"
            ]
        );
    }

    #[tokio::test]
    async fn a_full_queue_gives_up_its_oldest_text_and_never_grows() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 3);
        lanes.push(text(1, "slow", "first"));
        lanes.push(board(2, "slow", 7, "board", false));
        for i in 3..10 {
            lanes.push(text(i, "slow", &format!("t{i}")));
        }
        recorder.gate.notify_one();
        lanes.flush().await;
        // Three items wait at most (none has started: the test has not
        // yielded); the board outlives the older texts.
        assert_eq!(recorder.of("slow"), ["board board fresh=false", "t8", "t9"]);
        let dropped: Vec<ParcelId> = recorder
            .reports()
            .into_iter()
            .filter(|(_, r)| *r == Receipt::Dropped)
            .map(|(id, _)| id)
            .collect();
        assert_eq!(dropped, [1, 3, 4, 5, 6, 7]);
    }

    #[tokio::test]
    async fn a_panicking_delivery_gives_up_that_item_only() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = lanes(&recorder, 100);
        lanes.push(text(1, "fast", "boom"));
        lanes.push(text(2, "fast", "after the panic"));
        lanes.flush().await;
        assert_eq!(recorder.of("fast"), ["after the panic"]);
        assert_eq!(
            recorder.reports(),
            [
                (1, Receipt::Refused { shut_out: false }),
                (
                    2,
                    Receipt::Sent {
                        board_message: None
                    }
                )
            ]
        );
    }

    #[tokio::test]
    async fn an_idle_lane_ends_and_order_holds_across_the_hand_over() {
        let recorder = Arc::new(Recorder::default());
        let reports = Arc::clone(&recorder);
        let report: Report = Arc::new(move |id, receipt| {
            reports
                .reports
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((id, receipt));
        });
        let mut lanes = Lanes::new(
            Arc::clone(&recorder),
            report,
            LaneOptions {
                idle: Duration::from_millis(1),
                capacity: 10,
            },
            Arc::new(Semaphore::new(2)),
        );
        for i in 0..20 {
            lanes.push(text(i, "fast", &format!("{i}")));
            if i % 5 == 0 {
                lanes.flush().await;
            }
        }
        lanes.flush().await;
        let expected: Vec<String> = (0..20).map(|i| i.to_string()).collect();
        assert_eq!(recorder.of("fast"), expected);
    }
}
