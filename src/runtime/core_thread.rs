//! The core thread: one per [`Core`], handling its calls one after another
//! (requests, AI answers, receipts, ticks), routing what each call
//! releases to the platforms' outboxes (waiting for room in one that is
//! full) and its AI searches to [`super::searches`], and the clock
//! [`ticker`] that calls it when it is idle. The thread sends nothing to
//! itself: a search the scheduler refused is answered here, after the call
//! that asked.
//!
//! Invariants: a call is handled whole before the next (its transaction
//! committed or rolled back, a panic contained); what a request releases
//! reaches the outboxes before the request is answered, through the
//! [`Gate`] in the order the requests were handled; the clocks run at
//! least every [`TICK_MS`], even behind a backlog of calls.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use draughts::{Move, Variant};
use tokio::sync::{mpsc, oneshot};

use super::gate::Gate;
use super::searches::think;
use super::{Hub, Shared, SubmitError, end, now_ms};
use crate::app::{
    ChatKey, Core, CoreError, GameId, GamePage, GameVersions, Msg, Output, Platform, Request,
    Uncommitted, UserKey,
};
use crate::delivery::Entry;
use crate::ops::metrics;
use crate::supervise::contain;

/// What a core thread is asked to do.
pub(super) enum Call {
    /// A request; with a second sender, what the core told the sender alone
    /// (its refusals) goes there as soon as it is committed
    /// ([`super::Hub::submit_told`]).
    Handle(
        Box<Request>,
        oneshot::Sender<Result<(), SubmitError>>,
        Option<oneshot::Sender<Vec<Msg>>>,
    ),
    BotMoved(GameId, i64, Box<Move>),
    BotFailed(GameId, i64),
    /// Receipts were filed ([`super::Receipts`]): settle them.
    Receipts,
    Tick(Option<i64>, oneshot::Sender<()>),
    LegalMoves(ChatKey, oneshot::Sender<Vec<String>>),
    /// Whether the rate limits would carry the request out now
    /// ([`super::Hub::would_pass`]).
    WouldPass(Box<Request>, oneshot::Sender<bool>),
    /// Answers once the receipts filed before it are settled (every call
    /// settles them first).
    Settled(oneshot::Sender<()>),
    /// The games being played, per variant ([`super::Hub::active_games`]).
    ActiveGames(oneshot::Sender<Result<Vec<(Variant, u64)>, CoreError>>),
    /// A game as the Mini App shows it to a viewer ([`super::Hub::game_page`]).
    GamePage(
        GameId,
        UserKey,
        oneshot::Sender<Result<Option<GamePage>, CoreError>>,
    ),
    /// Games' versions ([`super::Hub::game_versions`]).
    GameVersions(
        Vec<GameId>,
        oneshot::Sender<Result<GameVersions, CoreError>>,
    ),
}

/// Runs one core call, catching a panic: the call's transaction was rolled
/// back by then, so nothing half-done remains.
fn guarded(what: &'static str, f: impl FnOnce() -> Output) -> Output {
    contain(f).unwrap_or_else(|panic| {
        tracing::error!(%panic, "{what} panicked; nothing was committed");
        Output::default()
    })
}

pub(super) fn core_loop(
    index: usize,
    mut core: Core,
    mut calls: mpsc::Receiver<Call>,
    sinks: &HashMap<Platform, mpsc::Sender<Entry>>,
    shared: &Arc<Shared>,
) {
    // The games whose AI search the scheduler refused: their players are
    // told after the call that asked ([`refused`]).
    let busy: RefCell<Vec<GameId>> = RefCell::new(Vec::new());
    let route = |outcome: Output| {
        for parcel in outcome.parcels {
            shared.routed().insert(parcel.id, index);
            if parcel.board_of().is_some()
                && let Some(started) = shared.awaiting_board().remove(&parcel.effect.chat)
            {
                shared
                    .boards()
                    .insert(parcel.id, (parcel.effect.chat.platform, started));
            }
            let platform = parcel.effect.chat.platform;
            match sinks.get(&platform) {
                // Waits while the outbox's intake is full: its router empties
                // it without ever waiting for a core.
                Some(sink) => {
                    if sink.blocking_send(Entry::Parcel(parcel)).is_err() {
                        tracing::warn!(%platform, "outbox closed; the item stays owed");
                    }
                }
                None => {
                    tracing::debug!(%platform, "no adapter for the platform; the item stays owed");
                }
            }
        }
        for job in outcome.jobs {
            let game = job.game();
            if !think(shared, index, job) {
                busy.borrow_mut().push(game);
            }
        }
    };
    route(guarded("resuming", || core.resume(now_ms())));
    let mut gate = Gate::of(&core);
    refused(&busy, &mut core, &mut gate, &route, shared);
    let mut ticked_at = now_ms();
    loop {
        let call = if gate.is_empty() {
            match calls.blocking_recv() {
                Some(call) => call,
                None => return,
            }
        } else {
            // No request waits: what is held goes out now.
            match calls.try_recv() {
                Ok(call) => call,
                Err(_) => {
                    gate.open(&mut core, &route, shared);
                    continue;
                }
            }
        };
        // Receipts and a legal-move list release nothing held.
        if !matches!(
            call,
            Call::Handle(..)
                | Call::Receipts
                | Call::LegalMoves(..)
                | Call::WouldPass(..)
                | Call::Settled(_)
                | Call::ActiveGames(..)
        ) {
            gate.open(&mut core, &route, shared);
        }
        // The clock does not wait behind a backlog of calls: leases must be
        // renewed (or another instance takes this one's replies while they
        // wait in its lanes, and sends them again) and deadlines must fire.
        let now = now_ms();
        if now - ticked_at >= TICK_MS && !matches!(call, Call::Tick(..)) {
            gate.open(&mut core, &route, shared);
            route(guarded("the clock tick", || core.tick(now)));
            ticked_at = now;
        }
        // Receipts are settled whichever call woke the core: their own
        // call is lost when the calls are full, and then another comes.
        let receipts = shared.receipts[index].take();
        if !receipts.is_empty() {
            let settled = guarded("settling deliveries", || core.settle(&receipts, now_ms()));
            // Parcels picked up from other instances may stand on their
            // lazy commits.
            if settled.parcels.is_empty() {
                route(settled);
            } else if gate.hold(core.deferred(settled, None), None) {
                gate.open(&mut core, &route, shared);
            }
        }
        match call {
            Call::Handle(request, done, told) => {
                let now = now_ms();
                let throttled = core.throttled();
                let handled = contain(|| core.handle_deferred(&request, now)).unwrap_or_else(|panic| {
                    tracing::error!(chat = %request.chat.key.id, %panic, "a request panicked; apologising");
                    contain(|| core.apologize_for(&request, now))
                        .unwrap_or_else(|panic| Err(Uncommitted(panic.into())))
                        .map(|outcome| core.deferred(outcome, None))
                });
                metrics::get()
                    .rate_limited
                    .inc_by(core.throttled().saturating_sub(throttled));
                match handled {
                    Ok(deferred) => {
                        tracing::debug!(update = ?request.update_id, "update committed");
                        if let Some(told) = told {
                            let _ = told.send(deferred.told(&request));
                        }
                        if gate.hold(deferred, Some(done)) {
                            gate.open(&mut core, &route, shared);
                        }
                    }
                    Err(error) => {
                        tracing::error!(%error, "a request could not be committed");
                        metrics::get().error("uncommitted");
                        let _ = done.send(Err(SubmitError::Uncommitted));
                        end(shared);
                    }
                }
            }
            Call::BotMoved(game, version, mv) => {
                route(guarded("the AI's move", || {
                    core.bot_moved(game, version, &mv, now_ms())
                }));
                end(shared);
            }
            Call::BotFailed(game, version) => {
                route(guarded("replacing the AI's move", || {
                    core.bot_failed(game, version, now_ms())
                }));
                end(shared);
            }
            Call::Receipts => {}
            Call::Settled(done) => {
                let _ = done.send(());
            }
            Call::ActiveGames(reply) => {
                let counts =
                    contain(|| core.active_games()).unwrap_or_else(|panic| Err(panic.into()));
                let _ = reply.send(counts);
            }
            Call::GamePage(game, viewer, reply) => {
                let page = contain(|| core.game_page(game, &viewer, now))
                    .unwrap_or_else(|panic| Err(panic.into()));
                let _ = reply.send(page);
            }
            Call::GameVersions(games, reply) => {
                let versions = contain(|| core.game_versions(&games))
                    .unwrap_or_else(|panic| Err(panic.into()));
                let _ = reply.send(versions);
            }
            Call::LegalMoves(chat, reply) => {
                let moves = contain(|| core.legal_moves(&chat)).unwrap_or_default();
                let _ = reply.send(moves);
            }
            Call::WouldPass(request, reply) => {
                let passes = contain(|| core.would_pass(&request, now)).unwrap_or(true);
                let _ = reply.send(passes);
            }
            Call::Tick(at, done) => {
                route(guarded("the clock tick", || core.tick(at.unwrap_or(now))));
                ticked_at = now;
                let _ = done.send(());
                end(shared);
            }
        }
        refused(&busy, &mut core, &mut gate, &route, shared);
    }
}

/// Tells the players of the games whose AI search the scheduler refused
/// (the core ends this instance's claim on it), after what the gate holds:
/// what that releases must come first.
fn refused(
    busy: &RefCell<Vec<GameId>>,
    core: &mut Core,
    gate: &mut Gate,
    route: &impl Fn(Output),
    shared: &Arc<Shared>,
) {
    loop {
        let games = busy.take();
        if games.is_empty() {
            return;
        }
        gate.open(core, route, shared);
        for game in games {
            route(guarded("the AI is busy", || core.bot_busy(game, now_ms())));
        }
    }
}

/// How often the clocks run, in milliseconds.
const TICK_MS: i64 = 1_000;

/// Runs the clocks once a [`TICK_MS`] when the core is idle (the core thread
/// runs them itself between other calls when it is busy); deadlines live in
/// the database, so a restart simply carries on.
pub(super) async fn ticker(hub: Hub) {
    let mut interval = tokio::time::interval(Duration::from_millis(TICK_MS.unsigned_abs()));
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        interval.tick().await;
        if hub.tick(None).await.is_err() {
            return;
        }
    }
}
