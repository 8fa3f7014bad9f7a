//! Platform adapters: each translates its platform's events into
//! [`Request`](crate::app::Request)s and carries out the
//! [`Outgoing`](crate::hub::Outgoing) items of its outbox. Nothing more.

pub mod console;
pub mod discord;
pub mod telegram;

/// Resolves at a stop: Ctrl-C, or a supervisor's SIGINT. If that signal
/// cannot be listened for (logged), never.
pub(crate) async fn stop_signal() {
    if let Err(error) = tokio::signal::ctrl_c().await {
        tracing::error!(%error, "cannot listen for Ctrl-C");
        std::future::pending::<()>().await;
    }
}
