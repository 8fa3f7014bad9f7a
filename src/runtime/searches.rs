//! Running AI searches: the [`Scheduler`](super::ai::Scheduler) says which
//! may run, each runs on the blocking pool (on its game's kept table, from
//! [`Engines`](super::engines::Engines), at the levels that keep one), and
//! its answer goes back to the core that asked, as a call (waiting for room
//! in its calls). A search
//! that panics or finds nothing is answered as failed, and the core plays a
//! plain legal move instead.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use std::time::Instant;

use super::ai::Admission;
use super::core_thread::Call;
use super::{Shared, end};
use crate::app::Job;
use crate::ops::metrics;

/// Offers an AI search asked for by core `core` to the scheduler and
/// starts what may run; the answer goes back to that core. `false` when the
/// scheduler refused it: the core tells the players.
pub(super) fn think(shared: &Arc<Shared>, core: usize, job: Job) -> bool {
    let game = job.game();
    let admission = shared.ai().offer(job);
    match admission {
        Admission::Queued => {
            metrics::get().ai_queued.inc();
            shared.asked().insert(game, core);
            shared.pending.fetch_add(1, Ordering::SeqCst);
            start_searches(shared);
            true
        }
        Admission::Duplicate => true,
        Admission::Refused => false,
    }
}

/// Starts every search the scheduler lets run now.
fn start_searches(shared: &Arc<Shared>) {
    loop {
        let Some(job) = shared.ai().next() else {
            return;
        };
        let shared_for_task = Arc::clone(shared);
        shared.runtime.spawn(async move {
            let shared = shared_for_task;
            let Job::Think {
                game,
                version,
                ref state,
                level,
                seed,
                movetime,
                ..
            } = job;
            let state = state.clone();
            let strength = draughts_ai::Level::clamped(level);
            let bits = strength.settings(seed).table_bits;
            let lent = strength
                .keeps_table()
                .then(|| shared.engines().lend(game, bits));
            let m = metrics::get();
            m.ai_queued.dec();
            m.ai_running.inc();
            let started = Instant::now();
            let search = tokio::task::spawn_blocking(move || match lent {
                Some(mut engine) => {
                    let found =
                        draughts_ai::choose_with_within(&mut engine, &state, level, seed, movetime);
                    (found, Some(engine))
                }
                None => (
                    draughts_ai::choose_counting_within(&state, level, seed, movetime),
                    None,
                ),
            })
            .await;
            m.ai_running.dec();
            m.ai_seconds.observe(started.elapsed().as_secs_f64());
            let search = match search {
                Ok((found, engine)) => {
                    if let Some(engine) = engine {
                        shared.engines().keep(game, engine);
                    }
                    Ok(found.map(|(mv, nodes)| {
                        m.ai_nodes.observe(nodes as f64);
                        mv
                    }))
                }
                Err(error) => {
                    if strength.keeps_table() {
                        shared.engines().write_off(bits);
                    }
                    Err(error)
                }
            };
            shared.ai().done(&job);
            start_searches(&shared);
            let call = match search {
                Ok(Some(mv)) => Call::BotMoved(game, version, Box::new(mv)),
                Ok(None) => {
                    m.error("ai");
                    tracing::error!(game, "the AI found no move");
                    Call::BotFailed(game, version)
                }
                Err(error) => {
                    m.error("ai");
                    tracing::error!(game, %error, "the AI's search failed");
                    Call::BotFailed(game, version)
                }
            };
            let core = shared.asked().remove(&game).unwrap_or(0);
            match shared.room(core).await {
                Some(room) => room.send(call),
                None => end(&shared),
            }
        });
    }
}
