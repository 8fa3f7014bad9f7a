//! Hands requests to the core, and keeps those it could not commit.
//!
//! Discord sends an event once: where Telegram delivers an update again
//! until the bot confirms it, a slash command, press, reaction or message
//! that the core could not commit (the database was away) would be lost.
//! So the adapter keeps it and submits it again until it commits: one task
//! per channel with requests kept tries the first again after a pause that
//! doubles from [`FIRST_PAUSE`] up to [`LONGEST_PAUSE`] while the database
//! stays away (each try also waits for the pool's connection timeout), and
//! then the others in turn. While a channel has requests kept, its new ones
//! queue behind them, so a channel's requests reach the core in the order
//! they came; a request the core already took is known by its event id and
//! not applied twice. An interaction is closed once its request is taken.
//! Kept requests live in memory: those still kept when the process stops
//! are lost, and the stop logs how many.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use crate::app::{ChatKey, Request};
use crate::delivery::Delivery;
use crate::runtime::{Hub, SubmitError};

/// The pause before the first request kept in a channel is tried again.
const FIRST_PAUSE: Duration = Duration::from_secs(1);
/// The longest pause between tries while the database stays away.
const LONGEST_PAUSE: Duration = Duration::from_secs(30);

/// The requests kept, by channel, oldest first.
type Kept = HashMap<ChatKey, VecDeque<Request>>;

/// Submits the adapter's requests (cheap to clone: its tasks share it).
#[derive(Clone)]
pub(super) struct Submitter {
    hub: Hub,
    /// Where an interaction is closed, behind its output.
    delivery: Delivery,
    kept: Arc<Mutex<Kept>>,
}

impl Submitter {
    pub(super) fn new(hub: Hub, delivery: Delivery) -> Submitter {
        Submitter {
            hub,
            delivery,
            kept: Arc::default(),
        }
    }

    fn kept(&self) -> MutexGuard<'_, Kept> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many requests are kept, waiting for the database.
    pub(super) fn kept_count(&self) -> usize {
        self.kept().values().map(VecDeque::len).sum()
    }

    /// Hands `request` to the core, or queues it behind its channel's kept
    /// requests; one the core could not commit is kept. Whether it was kept
    /// (queued or not taken).
    pub(super) async fn submit(&self, request: Request) -> bool {
        let request = {
            let mut kept = self.kept();
            if let Some(queue) = kept.get_mut(&request.chat.key) {
                queue.push_back(request);
                return true;
            }
            request
        };
        match self.hub.submit(request.clone()).await {
            Ok(()) => self.close(&request).await,
            Err(SubmitError::Uncommitted) => {
                self.keep(request);
                return true;
            }
            Err(error @ SubmitError::Stopped) => {
                tracing::error!(%error, "the core did not take a Discord request");
                self.close(&request).await;
            }
        }
        false
    }

    /// Keeps a request the core could not commit, and starts its channel's
    /// task unless one runs.
    fn keep(&self, request: Request) {
        let chat = request.chat.key.clone();
        let first = {
            let mut kept = self.kept();
            let queue = kept.entry(chat.clone()).or_default();
            queue.push_back(request);
            queue.len() == 1
        };
        tracing::warn!(chat = %chat.id, "the database did not take a Discord request; it is kept and tried again");
        if first {
            tokio::spawn(self.clone().try_again(chat));
        }
    }

    /// Submits `chat`'s kept requests in order until none is left, pausing
    /// longer each time the database still does not take the first.
    async fn try_again(self, chat: ChatKey) {
        let mut pause = FIRST_PAUSE;
        loop {
            tokio::time::sleep(pause).await;
            loop {
                let Some(request) = self.kept().get(&chat).and_then(|q| q.front().cloned()) else {
                    return;
                };
                match self.hub.submit(request.clone()).await {
                    Ok(()) => {
                        tracing::info!(chat = %chat.id, "a kept Discord request was taken");
                        self.close(&request).await;
                        if !self.taken_first(&chat) {
                            return;
                        }
                    }
                    Err(SubmitError::Uncommitted) => break,
                    Err(SubmitError::Stopped) => return,
                }
            }
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
    }

    /// Drops `chat`'s first kept request, which the core took; whether
    /// others are left (when none is, the channel no longer queues).
    fn taken_first(&self, chat: &ChatKey) -> bool {
        let mut kept = self.kept();
        let Some(queue) = kept.get_mut(chat) else {
            return false;
        };
        queue.pop_front();
        if queue.is_empty() {
            kept.remove(chat);
            return false;
        }
        true
    }

    /// Closes the interaction `request` came from, behind its output.
    async fn close(&self, request: &Request) {
        if let Some(origin) = &request.origin {
            self.delivery
                .after(request.chat.key.clone(), origin.clone())
                .await;
        }
    }
}
