//! Platform adapters: each translates its platform's events into
//! [`Request`](crate::app::Request)s and carries out the
//! [`Outgoing`](crate::delivery::Outgoing) items of its outbox. Nothing more.

mod attached;
pub mod console;
pub mod discord;
pub mod telegram;

use std::sync::OnceLock;
use std::time::Duration;

use tokio::signal::unix::SignalKind;
use tokio::sync::watch;
use tokio::time::Instant;

/// Text from a platform without its NUL characters: no chat shows them,
/// and PostgreSQL refuses to store them, so they would turn a display name
/// or an argument into a database error.
pub(crate) fn without_nul(text: &str) -> String {
    text.replace('\0', "")
}

/// The stop, once [`listen_for_stop`] listens for it: `true` after SIGINT.
static STOP: OnceLock<watch::Receiver<bool>> = OnceLock::new();

/// Listens for a stop (Ctrl-C, or a supervisor's SIGINT) from now on, for
/// [`stop_signal`]. The binary calls it inside its runtime before it opens
/// the store or starts an adapter: SIGINT's default action kills the
/// process until something listens, so a stop that came during start-up
/// would otherwise end the process uncleanly. Not for the console, which
/// Ctrl-C ends as any terminal program.
pub fn listen_for_stop() -> std::io::Result<()> {
    let mut signal = tokio::signal::unix::signal(SignalKind::interrupt())?;
    let (stop, stopped) = watch::channel(false);
    tokio::spawn(async move {
        if signal.recv().await.is_some() {
            stop.send_replace(true);
        }
    });
    // A second call (never made) keeps the first listener.
    let _ = STOP.set(stopped);
    Ok(())
}

/// Resolves at a stop (Ctrl-C, or a supervisor's SIGINT) with the moment,
/// `grace` later, by which the adapter must be done: its updates in hand
/// and its queued output share that one grace. A stop that came before the
/// adapter asked counts (see [`listen_for_stop`]). If the signal cannot be
/// listened for (logged), never.
pub(crate) async fn stop_signal(grace: Duration) -> Instant {
    match STOP.get() {
        Some(stopped) => {
            if stopped.clone().wait_for(|stop| *stop).await.is_err() {
                std::future::pending::<()>().await;
            }
        }
        None => {
            if let Err(error) = tokio::signal::ctrl_c().await {
                tracing::error!(%error, "cannot listen for Ctrl-C");
                std::future::pending::<()>().await;
            }
        }
    }
    Instant::now() + grace
}

#[cfg(test)]
mod tests {
    #[test]
    fn nul_characters_are_taken_out_and_nothing_else() {
        assert_eq!(super::without_nul("a\0l\0ice ✓"), "alice ✓");
    }
}
