//! The delivery side: reads the hub's outbox and hands every item to its
//! chat's lane, where the [`Courier`] carries it out.
//!
//! Button presses are answered through the same lanes, after the output they
//! caused: the update handler calls [`Delivery::answer_after`] once
//! [`Hub::submit`](crate::hub::Hub::submit) has returned, which means the
//! press's output is already in the outbox. The router drains the outbox
//! before it queues the answer, so a refusal can still become a toast on the
//! button, and the spinner stops when the board has changed.

use std::sync::Arc;
use std::time::Duration;

use teloxide::types::CallbackQueryId;
use tokio::sync::{mpsc, oneshot};

use super::courier::{Courier, Job};
use super::lanes::Lanes;
use crate::app::ChatKey;
use crate::hub::Outbox;

enum Control {
    Answer(ChatKey, CallbackQueryId),
    /// Reply when everything queued so far is out.
    Flush(oneshot::Sender<()>),
}

/// The update handlers' handle on delivery.
#[derive(Clone)]
pub(crate) struct Delivery {
    control: mpsc::UnboundedSender<Control>,
}

impl Delivery {
    /// Starts routing the outbox to per-chat lanes; a lane ends after
    /// `idle` without work.
    pub(crate) fn start(courier: Arc<Courier>, outbox: Outbox, idle: Duration) -> Delivery {
        let (control, orders) = mpsc::unbounded_channel();
        tokio::spawn(route(Lanes::new(courier, idle), outbox, orders));
        Delivery { control }
    }

    /// Answers a press in `chat` once everything queued for it so far is
    /// out (unless a toast answers it first).
    pub(crate) fn answer_after(&self, chat: ChatKey, query: CallbackQueryId) {
        if self.control.send(Control::Answer(chat, query)).is_err() {
            tracing::warn!("delivery has stopped; a button press stays unanswered");
        }
    }

    /// Waits until everything the outbox held when called is delivered.
    pub(crate) async fn flush(&self) {
        let (done, wait) = oneshot::channel();
        if self.control.send(Control::Flush(done)).is_ok() {
            let _ = wait.await;
        }
    }
}

async fn route(
    mut lanes: Lanes<Courier>,
    mut outbox: Outbox,
    mut orders: mpsc::UnboundedReceiver<Control>,
) {
    let mut outbox_open = true;
    loop {
        tokio::select! {
            biased;
            item = outbox.recv(), if outbox_open => match item {
                Some(item) => lanes.push(&item.chat.id.clone(), Job::Out(item)),
                None => outbox_open = false,
            },
            order = orders.recv() => {
                let Some(order) = order else { break };
                // Everything the hub produced before this order goes first.
                while let Ok(item) = outbox.try_recv() {
                    lanes.push(&item.chat.id.clone(), Job::Out(item));
                }
                match order {
                    Control::Answer(chat, query) => lanes.push(&chat.id, Job::Answer(query)),
                    Control::Flush(done) => {
                        let flushed = lanes.flush();
                        tokio::spawn(async move {
                            flushed.await;
                            let _ = done.send(());
                        });
                    }
                }
            }
        }
    }
    // The adapter is gone: deliver what is left, then stop.
    while let Ok(item) = outbox.try_recv() {
        lanes.push(&item.chat.id.clone(), Job::Out(item));
    }
    lanes.flush().await;
}
