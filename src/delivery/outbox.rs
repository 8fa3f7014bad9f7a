//! One delivery machinery for every platform: the core's parcels flow from
//! the runtime into a platform's [`Outbox`], a router hands each to its
//! chat's lane ([`super::lanes`]), the lane draws it ([`super::present`],
//! holding one of the runtime's drawing permits) and a [`Carrier`] (the
//! platform's sender) carries it out; the receipt goes back to the core,
//! which settles the outbox row.
//!
//! Adapters add their own follow-ups to a chat's lane with
//! [`Delivery::after`] (answering a button press, closing an interaction):
//! the runtime queues a request's parcels before the request returns, and the
//! router reads one channel in order, so a follow-up always comes after the
//! output of the request it belongs to.
//!
//! The intake holds at most [`ENTRIES`]; whoever finds it full (a core
//! thread, an adapter) waits for room. The router only moves entries into
//! the lanes and never waits for a core (receipts are filed through
//! [`Hub::settle`], which does not wait), so a core's wait always ends.

use std::future::Future;
use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};

use super::lanes::{LaneOptions, Lanes, Report};
use super::outgoing::Outgoing;
use crate::app::{ChatKey, Parcel, Platform, Receipt};
use crate::ops::metrics;
use crate::runtime::Hub;

/// A platform's sender: carries out one drawn item in one chat.
pub trait Carrier: Send + Sync + 'static {
    /// What a chat's lane remembers between its items.
    type Memory: Default + Send + 'static;

    /// The lane a chat's items go through: by default each chat has its own.
    fn lane(&self, chat: &ChatKey) -> String {
        chat.id.clone()
    }

    /// Sends one item; the receipt says how it went.
    fn deliver(
        &self,
        chat: &ChatKey,
        memory: &mut Self::Memory,
        item: Outgoing,
    ) -> impl Future<Output = Receipt> + Send;

    /// The adapter's follow-up `token`, after everything queued for the
    /// chat before it.
    fn after(
        &self,
        chat: &ChatKey,
        memory: &mut Self::Memory,
        token: String,
    ) -> impl Future<Output = ()> + Send;
}

/// The entries a platform's intake holds at most. The router only moves
/// them into the lanes (no drawing, no sending), so the intake fills only
/// when output comes faster than that task is scheduled: 1024 holds the
/// parcels of a full batch of calls ([`crate::runtime::CALLS`], a few
/// parcels each) while a resume after an outage, which hands over every
/// parcel still owed at once, makes the core wait for the router in steps
/// of this size.
pub const ENTRIES: usize = 1024;

/// What goes into a platform's outbox, in the order it is to be done.
pub(crate) enum Entry {
    /// A parcel from the core, for its chat's lane.
    Parcel(Parcel),
    /// An adapter's follow-up, after its chat's output queued so far.
    After(ChatKey, String),
    /// Answered once everything queued before it is delivered.
    Flush(oneshot::Sender<()>),
}

/// A platform's outbox: what the core hands out for the platform's chats.
/// [`Outbox::start`] starts its delivery.
pub struct Outbox {
    platform: Platform,
    intake: mpsc::Sender<Entry>,
    parcels: mpsc::Receiver<Entry>,
}

impl Outbox {
    pub(crate) fn new(platform: Platform) -> (Outbox, mpsc::Sender<Entry>) {
        let (intake, parcels) = mpsc::channel(ENTRIES);
        (
            Outbox {
                platform,
                intake: intake.clone(),
                parcels,
            },
            intake,
        )
    }

    /// A handle on the delivery, usable before it starts.
    pub fn delivery(&self) -> Delivery {
        Delivery {
            intake: self.intake.clone(),
        }
    }

    /// Starts delivering through `carrier`, reporting to `hub`.
    pub fn start<C: Carrier>(self, carrier: Arc<C>, hub: Hub, options: LaneOptions) -> Delivery {
        let delivery = self.delivery();
        let drawing = hub.drawing();
        let report: Report = Arc::new(move |id, receipt: Receipt| hub.settle(id, receipt));
        let lanes = Lanes::new(carrier, report, options, drawing);
        tokio::spawn(route(lanes, self.parcels, self.platform));
        delivery
    }
}

/// A handle on a platform's delivery.
#[derive(Clone)]
pub struct Delivery {
    intake: mpsc::Sender<Entry>,
}

impl Delivery {
    /// Queues the adapter's follow-up `token` for `chat`, after the output
    /// queued for it so far (waiting for room in the intake).
    pub async fn after(&self, chat: ChatKey, token: String) {
        if self.intake.send(Entry::After(chat, token)).await.is_err() {
            tracing::warn!("delivery has stopped; a follow-up is dropped");
        }
    }

    /// Waits until everything queued so far is delivered.
    pub async fn flush(&self) {
        let (done, wait) = oneshot::channel();
        if self.intake.send(Entry::Flush(done)).await.is_ok() {
            let _ = wait.await;
        }
    }

    /// At a stop: waits until `deadline` at most for `hub`'s requests in
    /// hand and then for everything queued to be delivered; what is not
    /// delivered by then stays owed in the outbox.
    pub async fn drain(&self, hub: &Hub, deadline: tokio::time::Instant) {
        let drained = async {
            hub.idle().await;
            self.flush().await;
        };
        if tokio::time::timeout_at(deadline, drained).await.is_err() {
            tracing::warn!("stopped before all queued output was delivered; it stays owed");
        }
    }
}

async fn route<C: Carrier>(
    mut lanes: Lanes<C>,
    mut parcels: mpsc::Receiver<Entry>,
    platform: Platform,
) {
    let depth = metrics::get().outbox.with_label_values(&[platform.name()]);
    while let Some(intake) = parcels.recv().await {
        depth.set(i64::try_from(parcels.len()).unwrap_or(i64::MAX));
        match intake {
            Entry::Parcel(parcel) => lanes.push(parcel),
            Entry::After(chat, token) => lanes.after(chat, token),
            Entry::Flush(done) => {
                let flushed = lanes.flush();
                tokio::spawn(async move {
                    flushed.await;
                    let _ = done.send(());
                });
            }
        }
    }
    lanes.flush().await;
}
