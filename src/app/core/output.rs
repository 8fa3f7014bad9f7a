//! What a call into the core hands back to the runtime: output already
//! in the outbox, and background work to start.

use std::time::Duration;

use draughts::Game;

use crate::app::Parcel;
use crate::domain::GameId;

/// Work the core asks the runtime to do off its thread.
#[derive(Clone, Debug)]
pub enum Job {
    /// Choose the AI's move; report it with [`Core::bot_moved`], or the
    /// failure to choose one with [`Core::bot_failed`].
    Think {
        /// The game.
        game: GameId,
        /// The version the move must be played on.
        version: i64,
        /// The game so far (position, history for repetitions).
        state: Box<Game>,
        /// AI level 1–8.
        level: u8,
        /// Seed for the AI's choices among near-equal moves.
        seed: u64,
        /// The human the AI plays: AI time is shared fairly between humans.
        player: i64,
        /// A rated game: its move is never refused for lack of capacity.
        rated: bool,
        /// The wall time the search may take: the level's own limit, or
        /// less on a game clock ([`crate::domain::TimeControl::bot_think_ms`]).
        movetime: Duration,
    },
}

impl Job {
    /// The game the job is for.
    pub fn game(&self) -> GameId {
        match self {
            Job::Think { game, .. } => *game,
        }
    }
}

/// What one call into the core produced, committed.
#[derive(Clone, Debug, Default)]
pub struct Output {
    /// Output to deliver, in order, already in the outbox.
    pub parcels: Vec<Parcel>,
    /// Background work to start.
    pub jobs: Vec<Job>,
    /// A clock tick whose transaction failed: nothing of it was committed,
    /// and the next tick tries again. A request's failure is an `Err`
    /// instead; this one has no caller to tell, so the runtime counts it.
    pub tick_failed: bool,
}
