//! Per-chat ordering of delivery: one lane (a task with a queue) per chat.
//!
//! Jobs for one chat run one after another in the order they were pushed,
//! so a board never overtakes the refusal sent before it, and a chat waiting
//! out a `429` holds up only itself. Different chats run concurrently.
//!
//! A lane that stays idle closes its queue, finishes what was already in it,
//! and ends, so quiet chats cost nothing. A job pushed after that starts a
//! new lane which first waits for the old one to end: order holds across
//! the hand-over.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

/// What carries out the jobs of the lanes.
pub(crate) trait Worker: Send + Sync + 'static {
    /// One unit of work for one chat.
    type Job: Send + 'static;
    /// What a lane remembers between its jobs.
    type State: Default + Send + 'static;

    /// Carries out one job for the chat `key`.
    fn work(
        &self,
        key: &str,
        state: &mut Self::State,
        job: Self::Job,
    ) -> impl Future<Output = ()> + Send;
}

enum Item<J> {
    Job(J),
    /// Answered once every job pushed before it is done.
    Flush(oneshot::Sender<()>),
}

struct Lane<J> {
    queue: mpsc::UnboundedSender<Item<J>>,
    done: JoinHandle<()>,
}

/// The lanes of all chats.
pub(crate) struct Lanes<W: Worker> {
    worker: Arc<W>,
    lanes: HashMap<String, Lane<W::Job>>,
    idle: Duration,
    pushes: u64,
}

/// Finished lanes are swept from the map every this many pushes.
const SWEEP_EVERY: u64 = 1024;

impl<W: Worker> Lanes<W> {
    /// Lanes run by `worker`; a lane ends after `idle` without jobs.
    pub(crate) fn new(worker: Arc<W>, idle: Duration) -> Self {
        Lanes {
            worker,
            lanes: HashMap::new(),
            idle,
            pushes: 0,
        }
    }

    /// Queues a job for a chat, behind every job queued for it before.
    pub(crate) fn push(&mut self, key: &str, job: W::Job) {
        self.pushes += 1;
        if self.pushes.is_multiple_of(SWEEP_EVERY) {
            self.lanes.retain(|_, lane| !lane.done.is_finished());
        }
        self.send(key, Item::Job(job));
    }

    /// A future that resolves once every job pushed so far is done.
    pub(crate) fn flush(&mut self) -> impl Future<Output = ()> + Send + use<W> {
        let keys: Vec<String> = self.lanes.keys().cloned().collect();
        let waits: Vec<oneshot::Receiver<()>> = keys
            .iter()
            .map(|key| {
                let (done, wait) = oneshot::channel();
                self.send(key, Item::Flush(done));
                wait
            })
            .collect();
        async move {
            for wait in waits {
                let _ = wait.await;
            }
        }
    }

    fn send(&mut self, key: &str, item: Item<W::Job>) {
        let item = match self.lanes.get(key) {
            Some(lane) => match lane.queue.send(item) {
                Ok(()) => return,
                // The lane closed its queue on going idle: start a new one.
                Err(mpsc::error::SendError(item)) => item,
            },
            None => item,
        };
        let previous = self.lanes.remove(key).map(|lane| lane.done);
        let (queue, jobs) = mpsc::unbounded_channel();
        // The receiver is alive, so this cannot fail.
        let _ = queue.send(item);
        let done = tokio::spawn(run_lane(
            Arc::clone(&self.worker),
            key.to_owned(),
            jobs,
            previous,
            self.idle,
        ));
        self.lanes.insert(key.to_owned(), Lane { queue, done });
    }
}

async fn run_lane<W: Worker>(
    worker: Arc<W>,
    key: String,
    mut jobs: mpsc::UnboundedReceiver<Item<W::Job>>,
    previous: Option<JoinHandle<()>>,
    idle: Duration,
) {
    if let Some(previous) = previous {
        let _ = previous.await;
    }
    let mut state = W::State::default();
    loop {
        let item = match tokio::time::timeout(idle, jobs.recv()).await {
            Ok(Some(item)) => item,
            Ok(None) => return,
            Err(_) => {
                // Refuse new jobs, then finish the ones that slipped in.
                jobs.close();
                while let Some(item) = jobs.recv().await {
                    carry_out(&*worker, &key, &mut state, item).await;
                }
                return;
            }
        };
        carry_out(&*worker, &key, &mut state, item).await;
    }
}

async fn carry_out<W: Worker>(worker: &W, key: &str, state: &mut W::State, item: Item<W::Job>) {
    match item {
        Item::Job(job) => worker.work(key, state, job).await,
        Item::Flush(done) => {
            let _ = done.send(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Records (chat, job) in completion order; job 0 of chat "slow" takes
    /// a while, so other chats overtake it.
    #[derive(Default)]
    struct Recorder {
        log: Mutex<Vec<(String, u32)>>,
    }

    impl Recorder {
        /// The jobs worked so far, in order.
        fn log(&self) -> Vec<(String, u32)> {
            self.log.lock().unwrap_or_else(|e| e.into_inner()).clone()
        }
    }

    impl Worker for Recorder {
        type Job = u32;
        type State = ();

        async fn work(&self, key: &str, _state: &mut (), job: u32) {
            if key == "slow" && job == 0 {
                tokio::time::sleep(Duration::from_millis(30)).await;
            }
            self.log
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((key.to_owned(), job));
        }
    }

    fn of(log: &[(String, u32)], key: &str) -> Vec<u32> {
        log.iter()
            .filter(|(k, _)| k == key)
            .map(|(_, j)| *j)
            .collect()
    }

    #[tokio::test]
    async fn each_chat_keeps_its_order_and_chats_do_not_wait_for_each_other() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = Lanes::new(Arc::clone(&recorder), Duration::from_secs(5));
        for job in 0..5 {
            lanes.push("slow", job);
            lanes.push("fast", job);
        }
        lanes.flush().await;
        let log = recorder.log();
        assert_eq!(of(&log, "slow"), [0, 1, 2, 3, 4]);
        assert_eq!(of(&log, "fast"), [0, 1, 2, 3, 4]);
        assert_eq!(log[0].0, "fast", "the fast chat did not wait: {log:?}");
    }

    #[tokio::test]
    async fn idle_lanes_end_and_order_holds_across_the_hand_over() {
        let recorder = Arc::new(Recorder::default());
        let mut lanes = Lanes::new(Arc::clone(&recorder), Duration::from_millis(5));
        lanes.push("slow", 0);
        tokio::time::sleep(Duration::from_millis(10)).await;
        // The first lane may be closing right now; the new one must wait.
        lanes.push("slow", 1);
        lanes.push("slow", 2);
        tokio::time::sleep(Duration::from_millis(60)).await;
        lanes.push("slow", 3);
        lanes.flush().await;
        let log = recorder.log();
        assert_eq!(of(&log, "slow"), [0, 1, 2, 3]);
    }
}
