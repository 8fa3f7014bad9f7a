//! The operator address (`DAMABOT_OPS_ADDR`, off unless set):
//!
//! - `GET /healthz`: `200` while the process runs (it exits when its core
//!   stops);
//! - `GET /readyz`: `200` when the database answers and every adapter the
//!   process runs is connected (or lost its connection less than
//!   [`GRACE`] ago), `503` with the reasons otherwise;
//! - `GET /metrics`: every metric of [`super::metrics`], in Prometheus's
//!   text format, the active games read from the database first.
//!
//! It is served by the same hardened server as the webhook
//! ([`super::http`]), with a small connection cap: it is meant for a
//! scraper and a supervisor on a private network, not for the world.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use tokio::net::TcpListener;

use super::http::{self, Limits};
use super::metrics;
use crate::runtime::{CensusError, Hub};

/// How long `/readyz` and `/metrics` wait for the database.
const DATABASE_WAIT: Duration = Duration::from_secs(2);

/// The operator address's bounds.
const LIMITS: Limits = Limits {
    connections: 32,
    header: Duration::from_secs(5),
    request: Duration::from_secs(10),
};

/// How long an adapter that was connected may be without its connection
/// before `/readyz` says so. Platforms drop connections routinely: Discord
/// asks a session to reconnect and resume now and then (a resume takes a
/// few seconds), and a failed `getUpdates` is retried after 0.5, 1, 2, 4
/// and 8 s (15.5 s for five retries). Half a minute lets those pass
/// without a supervisor taking the instance out of service, and still
/// reports an outage within a minute with the usual probe settings (every
/// 10 s, three failures).
pub const GRACE: Duration = Duration::from_secs(30);

/// An adapter's connection, as it last reported it.
#[derive(Clone, Copy, Debug)]
enum Link {
    /// Not connected yet since the adapter started.
    Starting,
    /// Connected.
    Up,
    /// Lost since then.
    Lost(Instant),
}

/// Whether each adapter the process runs is connected to its platform.
#[derive(Debug, Default)]
pub struct Adapters(Mutex<BTreeMap<&'static str, Link>>);

/// The adapters' connection states, which `/readyz` reports.
pub fn adapters() -> &'static Adapters {
    static ADAPTERS: LazyLock<Adapters> = LazyLock::new(Adapters::default);
    &ADAPTERS
}

impl Adapters {
    /// Records whether adapter `name` is connected; an adapter counts for
    /// readiness from its first report on.
    pub fn set(&self, name: &'static str, connected: bool) {
        let mut links = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let link = match (connected, links.get(name)) {
            (true, _) => Link::Up,
            (false, Some(Link::Up)) => Link::Lost(Instant::now()),
            (false, Some(lost @ Link::Lost(_))) => *lost,
            (false, Some(Link::Starting) | None) => Link::Starting,
        };
        links.insert(name, link);
    }

    /// The adapters not connected now: not yet, or lost for [`GRACE`].
    fn down(&self) -> Vec<&'static str> {
        self.down_at(Instant::now())
    }

    /// The adapters not connected at `now`.
    fn down_at(&self, now: Instant) -> Vec<&'static str> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter(|(_, link)| match link {
                Link::Starting => true,
                Link::Up => false,
                Link::Lost(since) => now.saturating_duration_since(*since) >= GRACE,
            })
            .map(|(name, _)| *name)
            .collect()
    }
}

/// Why the operator address could not be served.
#[derive(Debug, thiserror::Error)]
#[error("binding the operator address {addr} (DAMABOT_OPS_ADDR): {source}")]
pub struct BindError {
    addr: SocketAddr,
    source: std::io::Error,
}

/// Binds `addr` and serves the operator endpoints for `hub` in the
/// background, for the life of the process.
pub async fn start(addr: SocketAddr, hub: Hub) -> Result<(), BindError> {
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|source| BindError { addr, source })?;
    let router = Router::new()
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(ready))
        .route("/metrics", get(scrape))
        .with_state(hub);
    tracing::info!(%addr, "operator endpoints (/healthz, /readyz, /metrics) started");
    tokio::spawn(http::serve(
        listener,
        router,
        LIMITS,
        |_| {},
        std::future::pending(),
    ));
    Ok(())
}

/// Reads the active games into their gauge; the error says why the
/// database did not answer.
async fn census(hub: &Hub) -> Result<(), String> {
    match tokio::time::timeout(DATABASE_WAIT, hub.active_games()).await {
        Ok(Ok(counts)) => {
            metrics::get().set_active_games(&counts);
            Ok(())
        }
        Ok(Err(CensusError::Stopped)) => Err("the core has stopped".to_owned()),
        Ok(Err(CensusError::Database(error))) => Err(error.to_string()),
        Err(_) => Err(format!("no answer within {} s", DATABASE_WAIT.as_secs())),
    }
}

async fn ready(State(hub): State<Hub>) -> (StatusCode, String) {
    let mut problems = Vec::new();
    if let Err(why) = census(&hub).await {
        problems.push(format!("database: {why}"));
    }
    for adapter in adapters().down() {
        problems.push(format!("{adapter}: not connected"));
    }
    if problems.is_empty() {
        (StatusCode::OK, "ready\n".to_owned())
    } else {
        tracing::debug!(?problems, "not ready");
        (
            StatusCode::SERVICE_UNAVAILABLE,
            problems.iter().map(|p| format!("{p}\n")).collect(),
        )
    }
}

async fn scrape(State(hub): State<Hub>) -> impl IntoResponse {
    if let Err(why) = census(&hub).await {
        tracing::warn!(%why, "the active games could not be read for the metrics");
    }
    (
        [(header::CONTENT_TYPE, prometheus::TEXT_FORMAT)],
        metrics::get().render(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adapter_is_down_until_it_connects_and_only_after_the_grace_once_it_has() {
        let adapters = Adapters::default();
        adapters.set("telegram", false);
        assert_eq!(adapters.down(), ["telegram"], "not connected yet");
        adapters.set("telegram", true);
        assert!(adapters.down().is_empty());
        // A short disconnect (a gateway resume) is not reported...
        adapters.set("telegram", false);
        assert!(adapters.down().is_empty(), "within the grace");
        // ...nor does a repeated report of it restart the grace...
        let lost = Instant::now();
        adapters.set("telegram", false);
        // ...but a longer one is.
        assert_eq!(adapters.down_at(lost + GRACE), ["telegram"]);
        adapters.set("telegram", true);
        assert!(adapters.down_at(lost + GRACE).is_empty(), "back");
    }
}
