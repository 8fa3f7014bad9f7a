//! Platform adapters: each translates its platform's events into
//! [`Request`](crate::app::Request)s and carries out the
//! [`Outgoing`](crate::delivery::Outgoing) items of its outbox. Nothing more.

pub mod console;
pub mod discord;
pub mod telegram;

/// Resolves at a stop (Ctrl-C, or a supervisor's SIGINT) with the moment,
/// `grace` later, by which the adapter must be done: its updates in hand
/// and its queued output share that one grace. If the signal cannot be
/// listened for (logged), never.
pub(crate) async fn stop_signal(grace: std::time::Duration) -> tokio::time::Instant {
    if let Err(error) = tokio::signal::ctrl_c().await {
        tracing::error!(%error, "cannot listen for Ctrl-C");
        std::future::pending::<()>().await;
    }
    tokio::time::Instant::now() + grace
}
