//! The HTTP/1.1 server under the Telegram webhook and the operator address,
//! hardened against hostile clients: `axum::serve` has no timeouts and no
//! connection cap, so a thousand slow clients holding half-sent requests
//! used up the process's file descriptors and Telegram's deliveries timed
//! out.
//!
//! - **A connection cap** ([`Limits::connections`]). A connection is
//!   *idle* while it is not inside a request: it is still sending its
//!   headers, or waits on keep-alive. When a new connection finds every
//!   slot taken, the oldest idle connection is closed to make room, so slow
//!   clients can never keep a real request out. Only when every slot is
//!   inside a request is the newcomer closed at once. Either way the
//!   descriptors in use stay under the cap.
//! - **A header timeout** ([`Limits::header`]): a connection that has not
//!   sent its request's headers by then is closed.
//! - **A request timeout** ([`Limits::request`]): a request not answered by
//!   then gets `503`; the route reads its body under its own, shorter limit.
//! - Errors of `accept` (EMFILE when the descriptors run out after all) are
//!   waited out instead of ending the server.
//!
//! At the stop, no new connection is taken and those open are closed once
//! their request in hand is answered.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::future::Future;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, Response, StatusCode};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::{Notify, watch};
use tokio::task::JoinSet;
use tower::ServiceExt as _;

/// The server's bounds.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once.
    pub connections: usize,
    /// How long a client has to send a request's headers.
    pub header: Duration,
    /// How long a request may take, from its headers to its answer.
    pub request: Duration,
}

/// What the server counts, for the metrics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// An idle connection was closed to make room for a new one.
    Evicted,
    /// A new connection was closed at once: every slot was busy.
    Refused,
    /// A request ran past [`Limits::request`].
    TimedOut,
}

/// Serves `router` on `listener` within `limits` until `stop` resolves,
/// then until the requests in hand are answered. `on_event` hears what the
/// bounds cost.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    on_event: fn(Event),
    stop: impl Future<Output = ()>,
) {
    let slots = Arc::new(Slots::new(limits.connections));
    let (stopping, stopped) = watch::channel(false);
    let mut connections = JoinSet::new();
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            () = &mut stop => break,
            accepted = listener.accept() => accepted,
        };
        // Reap finished connections so the set does not grow.
        while connections.try_join_next().is_some() {}
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(error) => {
                // Out of descriptors, or a connection reset before it was
                // taken: wait a little rather than spin or stop.
                tracing::warn!(%error, "accepting a connection failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Some(slot) = slots.take(on_event) else {
            on_event(Event::Refused);
            drop(stream);
            continue;
        };
        let service = Service {
            router: router.clone(),
            slot: Arc::clone(&slot),
            limit: limits.request,
            on_event,
        };
        let connection = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header)
            .serve_connection(TokioIo::new(stream), service);
        let slots = Arc::clone(&slots);
        let mut stopped = stopped.clone();
        connections.spawn(async move {
            tokio::pin!(connection);
            let stopping = tokio::select! {
                _ = connection.as_mut() => false,
                () = slot.evict.notified() => false,
                stop = stopped.wait_for(|s| *s) => stop.is_ok(),
            };
            if stopping {
                connection.as_mut().graceful_shutdown();
                let _ = connection.await;
            }
            slots.release(&slot);
        });
    }
    stopping.send_replace(true);
    while connections.join_next().await.is_some() {}
}

const IDLE: u8 = 0;
const BUSY: u8 = 1;
const EVICTED: u8 = 2;

/// One open connection.
struct Slot {
    id: u64,
    /// [`IDLE`], [`BUSY`] (inside a request) or [`EVICTED`].
    state: AtomicU8,
    /// Tells the connection's task to close it.
    evict: Notify,
}

/// The open connections, oldest first.
struct Slots {
    cap: usize,
    next: AtomicU64,
    open: Mutex<BTreeMap<u64, Arc<Slot>>>,
}

impl Slots {
    fn new(cap: usize) -> Slots {
        Slots {
            cap: cap.max(1),
            next: AtomicU64::new(0),
            open: Mutex::new(BTreeMap::new()),
        }
    }

    fn open(&self) -> MutexGuard<'_, BTreeMap<u64, Arc<Slot>>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A slot for a new connection, closing the oldest idle one when all
    /// are taken; `None` when every one is inside a request.
    fn take(&self, on_event: fn(Event)) -> Option<Arc<Slot>> {
        let mut open = self.open();
        if open.len() >= self.cap {
            let victim = open.values().find(|slot| {
                slot.state
                    .compare_exchange(IDLE, EVICTED, Ordering::AcqRel, Ordering::Acquire)
                    .is_ok()
            })?;
            let victim = Arc::clone(victim);
            open.remove(&victim.id);
            victim.evict.notify_one();
            on_event(Event::Evicted);
        }
        let slot = Arc::new(Slot {
            id: self.next.fetch_add(1, Ordering::Relaxed),
            state: AtomicU8::new(IDLE),
            evict: Notify::new(),
        });
        open.insert(slot.id, Arc::clone(&slot));
        Some(slot)
    }

    fn release(&self, slot: &Slot) {
        self.open().remove(&slot.id);
    }
}

/// Marks its connection busy while a request runs.
struct Busy(Arc<Slot>);

impl Busy {
    /// `None` when the connection was chosen to be closed meanwhile.
    fn enter(slot: &Arc<Slot>) -> Option<Busy> {
        slot.state
            .compare_exchange(IDLE, BUSY, Ordering::AcqRel, Ordering::Acquire)
            .ok()
            .map(|_| Busy(Arc::clone(slot)))
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        let _ = self
            .0
            .state
            .compare_exchange(BUSY, IDLE, Ordering::AcqRel, Ordering::Acquire);
    }
}

/// One connection's requests, each run through the router.
#[derive(Clone)]
struct Service {
    router: Router,
    slot: Arc<Slot>,
    limit: Duration,
    on_event: fn(Event),
}

impl hyper::service::Service<Request<Incoming>> for Service {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future =
        std::pin::Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        let this = self.clone();
        Box::pin(async move {
            let Some(_busy) = Busy::enter(&this.slot) else {
                return Ok(status(StatusCode::SERVICE_UNAVAILABLE));
            };
            let answer = this.router.oneshot(request.map(Body::new));
            match tokio::time::timeout(this.limit, answer).await {
                Ok(answer) => answer,
                Err(_) => {
                    (this.on_event)(Event::TimedOut);
                    Ok(status(StatusCode::SERVICE_UNAVAILABLE))
                }
            }
        })
    }
}

fn status(code: StatusCode) -> Response<Body> {
    let mut answer = Response::new(Body::empty());
    *answer.status_mut() = code;
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ignore(_: Event) {}

    #[test]
    fn a_full_house_closes_its_oldest_idle_connection_and_never_a_busy_one() {
        let slots = Slots::new(2);
        let first = slots.take(ignore).expect("room");
        let second = slots.take(ignore).expect("room");
        let busy = Busy::enter(&first).expect("idle");
        let third = slots.take(ignore).expect("the idle second makes room");
        assert_eq!(second.state.load(Ordering::Acquire), EVICTED);
        assert!(
            Busy::enter(&second).is_none(),
            "an evicted connection takes no request"
        );
        let _inside = Busy::enter(&third).expect("idle");
        assert!(
            slots.take(ignore).is_none(),
            "every slot is inside a request"
        );
        drop(busy);
        assert!(slots.take(ignore).is_some(), "the first is idle again");
        assert_eq!(slots.open().len(), 2);
    }
}
