//! Per-chat lanes: the order and the bounds of delivery.
//!
//! Each chat (or whatever key the [`Carrier`] groups chats by) has a lane:
//! a task with a queue, which draws and sends its items one after another,
//! so a board never overtakes the refusal sent before it, and a chat waiting
//! out a `429` holds up only itself. Different chats run concurrently.
//!
//! A lane's queue is bounded. A new board of a game replaces the board of
//! the same game still waiting in the queue (which is settled as
//! superseded; a board that was to be posted anew passes that on), so a
//! flood of moves costs one board. Beyond [`LaneOptions::capacity`] items
//! the oldest waiting text is given up (settled as dropped). Either way a
//! flood in one chat neither grows memory nor delays another chat.
//!
//! A lane idle for [`LaneOptions::idle`] closes under its queue's lock,
//! with nothing queued and nothing in flight, and ends; the next item for
//! its chat starts a new lane.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::{Notify, oneshot};

use super::delivery::Carrier;
use super::present;
use crate::app::{Body, ChatKey, Parcel, Receipt};
use crate::store::ParcelId;
use crate::supervise::contain_async;

/// Where lanes report how each parcel went (the hub, in production).
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
    pushes: u64,
}

/// Ended lanes are swept from the map every this many pushes.
const SWEEP_EVERY: u64 = 1024;

impl<C: Carrier> Lanes<C> {
    pub(crate) fn new(carrier: Arc<C>, report: Report, options: LaneOptions) -> Self {
        Lanes {
            carrier,
            report,
            lanes: HashMap::new(),
            options,
            pushes: 0,
        }
    }

    /// Queues a parcel behind everything queued for its chat before.
    pub(crate) fn push(&mut self, mut parcel: Parcel) {
        let key = self.carrier.lane(&parcel.effect.chat);
        let capacity = self.options.capacity.max(1);
        let mut given_up = Vec::new();
        self.with_queue(&key, |queue| {
            if let Some(game) = parcel.board_of()
                && let Some(at) = queue.jobs.iter().position(|job| {
                    matches!(job, Job::Parcel(p)
                        if p.board_of() == Some(game) && p.effect.chat == parcel.effect.chat)
                })
                && let Some(Job::Parcel(old)) = queue.jobs.remove(at)
            {
                if let (Body::Board(new), Body::Board(old)) = (&mut parcel.effect.body, &old.effect.body)
                {
                    new.fresh |= old.fresh;
                }
                given_up.push((old.id, Receipt::Superseded));
            }
            let waiting = queue
                .jobs
                .iter()
                .filter(|job| matches!(job, Job::Parcel(_)))
                .count();
            if waiting >= capacity {
                let text = queue
                    .jobs
                    .iter()
                    .position(|job| matches!(job, Job::Parcel(p) if p.board_of().is_none()));
                let oldest = text.or_else(|| {
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
            queue.jobs.push_back(Job::Parcel(parcel));
        });
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

async fn run<C: Carrier>(carrier: Arc<C>, report: Report, lane: Arc<Lane>, idle: Duration) {
    let mut memory = C::Memory::default();
    loop {
        let job = lane.queue().jobs.pop_front();
        match job {
            Some(job) => carry_out(&*carrier, &report, &mut memory, job).await,
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

async fn carry_out<C: Carrier>(carrier: &C, report: &Report, memory: &mut C::Memory, job: Job) {
    match job {
        Job::Parcel(parcel) => {
            let id = parcel.id;
            let chat = parcel.effect.chat.clone();
            let drawn =
                tokio::task::spawn_blocking(move || present(&parcel.effect, parcel.reply_to)).await;
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
            report(id, receipt);
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
