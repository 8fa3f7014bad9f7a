//! The delivery task: the Discord outbox, carried out in order per channel.
//!
//! Each channel gets a worker task that sends its items one after another,
//! so a board never overtakes the text before it, while a slow channel does
//! not hold up the others. When a request's output is all queued, its
//! interaction is closed on the same worker, after that output.

use std::collections::HashMap;
use std::num::NonZeroU64;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, Http};
use tokio::sync::mpsc;

use crate::app::ChatKey;
use crate::hub::{Outbox, Outgoing};

use super::Adapter;
use super::post::Poster;

/// A worker with nothing to do for this long ends; the next item for its
/// channel starts a new one.
const IDLE: Duration = Duration::from_secs(300);

/// A request whose output is all in the outbox: its interaction can close.
pub(super) struct Finished {
    /// The request's chat.
    pub chat: ChatKey,
    /// The request's origin.
    pub origin: String,
}

/// One thing for a channel's worker to do.
pub(super) enum Job {
    /// Send an item.
    Send(Box<Outgoing>),
    /// Close an interaction.
    Close(String),
}

/// Routes the outbox and the finished requests to the channel workers until
/// the outbox closes.
pub(super) async fn run(
    http: Arc<Http>,
    adapter: Arc<Adapter>,
    mut outbox: Outbox,
    mut finished: mpsc::UnboundedReceiver<Finished>,
) {
    let poster = Arc::new(Poster::new(http, adapter));
    let mut workers = Workers {
        poster,
        channels: HashMap::new(),
    };
    loop {
        tokio::select! {
            biased;
            item = outbox.recv() => match item {
                Some(item) => workers.route(item.chat.clone(), Job::Send(Box::new(item))),
                None => return,
            },
            Some(done) = finished.recv() => {
                // The request's output was queued before it finished: send
                // it to the workers first, so the close comes after it.
                while let Ok(item) = outbox.try_recv() {
                    workers.route(item.chat.clone(), Job::Send(Box::new(item)));
                }
                workers.route(done.chat, Job::Close(done.origin));
            }
        }
    }
}

struct Workers {
    poster: Arc<Poster>,
    channels: HashMap<ChatKey, mpsc::UnboundedSender<Job>>,
}

impl Workers {
    /// Hands a job to the channel's worker, starting one if there is none
    /// (or the last one ended while idle).
    fn route(&mut self, chat: ChatKey, job: Job) {
        let job = match self.channels.get(&chat) {
            Some(worker) => match worker.send(job) {
                Ok(()) => return,
                Err(mpsc::error::SendError(job)) => job,
            },
            None => job,
        };
        let Some(channel) = chat.id.parse::<NonZeroU64>().ok().map(ChannelId::from) else {
            tracing::warn!(chat = %chat.id, "not a Discord channel id; output dropped");
            return;
        };
        let (worker, jobs) = mpsc::unbounded_channel();
        let _ = worker.send(job);
        self.channels.insert(chat.clone(), worker);
        tokio::spawn(work(Arc::clone(&self.poster), chat, channel, jobs));
    }
}

/// One channel's worker: carries out its jobs in order.
async fn work(
    poster: Arc<Poster>,
    chat: ChatKey,
    channel: ChannelId,
    mut jobs: mpsc::UnboundedReceiver<Job>,
) {
    loop {
        match tokio::time::timeout(IDLE, jobs.recv()).await {
            Ok(Some(job)) => poster.carry_out(&chat, channel, job).await,
            Ok(None) => return,
            Err(_) => {
                // Refuse new jobs (the router starts a new worker for them),
                // then finish what was already queued.
                jobs.close();
                while let Ok(job) = jobs.try_recv() {
                    poster.carry_out(&chat, channel, job).await;
                }
                return;
            }
        }
    }
}
