//! The core: commands in, effects out.
//!
//! [`Core::handle`] takes one [`Request`], runs it in one store transaction and
//! returns the [`Effect`]s to show plus background [`Job`]s (AI searches).
//! Time is always passed in, so tests control the clock. The core names no
//! platform, SQL or image type and writes no prose: texts are message ids.

mod board;
pub mod command;
mod context;
mod dispatch;
pub mod effect;
mod finish;
mod games;
pub mod ids;
mod info;
mod matchmaking;
mod rating;
mod rooms;
mod session;
pub mod shop;
mod standings;
mod turn;

use draughts::{Game, Move};

pub use command::{Command, Invalid, Request, StatsQuery, Sticker};
pub use effect::{Action, Arg, BoardPost, Body, Effect, MoveList, Msg};
pub use ids::{ChatInfo, ChatKey, ChatKind, GameId, Lang, Platform, UserInfo, UserKey};

use crate::store::{Store, StoreError};
use context::{Actor, World};

/// Settings of the core that come from the configuration.
#[derive(Clone, Debug)]
pub struct CoreConfig {
    /// The AI level used when `bot <variant>` names none.
    pub default_bot_level: u8,
    /// Warn a player this many seconds before their clock runs out.
    pub warn_before_secs: u32,
    /// Time-outs in a row that forfeit the game.
    pub max_timeouts: u32,
    /// The per-move limit of rated games, in seconds.
    pub turn_secs: u32,
    /// How long the rated queue waits for a human before the bot takes the
    /// seat, in seconds.
    pub match_wait_secs: u32,
}

impl Default for CoreConfig {
    fn default() -> Self {
        CoreConfig {
            default_bot_level: 4,
            warn_before_secs: 15,
            max_timeouts: 3,
            turn_secs: 60,
            match_wait_secs: 10,
        }
    }
}

/// Work the core asks the runtime to do off its thread.
#[derive(Clone, Debug)]
pub enum Job {
    /// Choose the AI's move; report it with [`Core::bot_moved`].
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
    },
}

/// What one call into the core produced.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Output to show, in order.
    pub effects: Vec<Effect>,
    /// Background work to start.
    pub jobs: Vec<Job>,
}

/// Errors inside the core; users see a translated apology, logs the detail.
#[derive(Debug, thiserror::Error)]
pub enum CoreError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Stored game data no longer replays.
    #[error("game {0} does not replay: {1}")]
    Replay(GameId, String),
    /// The operating system's random generator failed.
    #[error("no randomness available: {0}")]
    Random(String),
}

/// How often [`Core::tick`] forgets old update ids and throttle records.
const PRUNE_EVERY_MS: i64 = 3600 * 1000;
/// Update ids are remembered this long; platforms redeliver within a day.
const KEEP_UPDATES_MS: i64 = 3 * 24 * 3600 * 1000;

/// The platform-independent heart of the bot; owns the store.
pub struct Core {
    store: Store,
    config: CoreConfig,
    pruned_at: i64,
}

impl Core {
    /// A core over an opened store.
    pub fn new(store: Store, config: CoreConfig) -> Core {
        Core {
            store,
            config,
            pruned_at: 0,
        }
    }

    /// Handles one request at time `now` (Unix ms). Everything it changes is
    /// committed before the effects are returned; a request whose update id
    /// was seen before returns nothing.
    pub fn handle(&mut self, request: &Request, now: i64) -> Outcome {
        let config = &self.config;
        let result = self.store.write(|tx| {
            if let Some(id) = &request.update_id
                && !tx.mark_processed(request.user.key.platform, id, now)?
            {
                return Ok(Outcome::default());
            }
            let mut world = World::new(tx, now, config);
            let actor = Actor::enter(&mut world, request)?;
            dispatch::dispatch(&mut world, &actor, request)?;
            Ok::<_, CoreError>(world.finish())
        });
        result.unwrap_or_else(|e| apology(request, &e))
    }

    /// Plays the AI's chosen move if the game is still at `version`; a stale
    /// answer (the game moved on, or ended) is dropped.
    pub fn bot_moved(&mut self, game: GameId, version: i64, mv: &Move, now: i64) -> Outcome {
        let config = &self.config;
        let result = self.store.write(|tx| {
            let mut world = World::new(tx, now, config);
            turn::bot_move(&mut world, game, version, mv)?;
            Ok::<_, CoreError>(world.finish())
        });
        result.unwrap_or_else(|e| {
            tracing::error!(game, error = %e, "bot move failed");
            Outcome::default()
        })
    }

    /// Remembers the platform id of the board message just posted in a chat,
    /// so the next board of that game can edit it in place.
    pub fn board_posted(&mut self, chat: &ChatKey, game: GameId, message_id: &str) {
        let result = self.store.write(|tx| {
            if let Some(chat) = tx.chat_by_key(chat)? {
                tx.set_board_message(game, chat, message_id)?;
            }
            Ok::<_, StoreError>(())
        });
        if let Err(e) = result {
            tracing::warn!(game, error = %e, "could not remember the board message");
        }
    }

    /// The legal moves of the running game in a chat, in the order `moves`
    /// numbers them; empty when no game runs there.
    pub fn legal_moves(&mut self, chat: &ChatKey) -> Vec<String> {
        let result = self.store.write(|tx| {
            let Some(chat) = tx.chat_by_key(chat)? else {
                return Ok(Vec::new());
            };
            match tx.live_game_in_chat(chat)? {
                Some(row) if row.status == crate::store::Status::Active => {
                    let session = session::Session::load(tx, row)?;
                    Ok(board::numbered_moves(session.game.position())
                        .into_iter()
                        .map(|(text, _)| text)
                        .collect())
                }
                _ => Ok::<_, CoreError>(Vec::new()),
            }
        });
        result.unwrap_or_default()
    }

    /// Runs everything due at `now`: the bot fill-in of the rated queue,
    /// clock warnings, automatic moves on time-out and forfeits.
    pub fn tick(&mut self, now: i64) -> Outcome {
        let config = &self.config;
        let prune = now - self.pruned_at >= PRUNE_EVERY_MS;
        let result = self.store.write(|tx| {
            if prune {
                tx.prune_processed(now - KEEP_UPDATES_MS)?;
                tx.prune_throttles(now - rooms::ATTEMPT_WINDOW_MS.max(rooms::RELAY_WINDOW_MS))?;
            }
            let mut world = World::new(tx, now, config);
            matchmaking::fill_in(&mut world)?;
            turn::run_clocks(&mut world)?;
            Ok::<_, CoreError>(world.finish())
        });
        match result {
            Ok(outcome) => {
                if prune {
                    self.pruned_at = now;
                }
                outcome
            }
            Err(e) => {
                tracing::error!(error = %e, "clock tick failed");
                Outcome::default()
            }
        }
    }

    /// A chat could not receive a relay (the member blocked the bot): the
    /// room's other members hear about it once.
    pub fn delivery_failed(&mut self, chat: &ChatKey, now: i64) -> Outcome {
        let config = &self.config;
        let result = self.store.write(|tx| {
            let mut world = World::new(tx, now, config);
            if let Some(chat) = tx.chat_by_key(chat)? {
                rooms::unreachable(&mut world, chat)?;
            }
            Ok::<_, CoreError>(world.finish())
        });
        result.unwrap_or_else(|e| {
            tracing::error!(error = %e, "recording a failed delivery failed");
            Outcome::default()
        })
    }

    /// Asks the AI again for every running game where it is to move: after a
    /// restart, searches that were in flight resume.
    pub fn resume(&mut self, now: i64) -> Outcome {
        let config = &self.config;
        let result = self.store.write(|tx| {
            let mut world = World::new(tx, now, config);
            for id in tx.active_bot_games()? {
                let session = session::Session::by_id(tx, id)?;
                turn::request_bot(&mut world, &session);
            }
            Ok::<_, CoreError>(world.finish())
        });
        result.unwrap_or_else(|e| {
            tracing::error!(error = %e, "resuming games failed");
            Outcome::default()
        })
    }
}

/// The answer when a request failed inside: logged in full, apologised for
/// briefly. Nothing was committed.
fn apology(request: &Request, error: &CoreError) -> Outcome {
    tracing::error!(chat = %request.chat.key.id, error = %error, "request failed");
    let lang = request
        .user
        .language_code
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or(Lang::En);
    let msg = match error {
        CoreError::Store(StoreError::Conflict) => Msg::new("error-conflict"),
        _ => Msg::new("error-internal"),
    };
    Outcome {
        effects: vec![Effect {
            chat: request.chat.key.clone(),
            lang,
            body: Body::Text {
                msg,
                actions: Vec::new(),
                private: true,
            },
        }],
        jobs: Vec::new(),
    }
}
