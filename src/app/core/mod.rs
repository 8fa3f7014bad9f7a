//! The core: commands in, effects out.
//!
//! [`Core::handle`] takes one [`Request`] and runs it in one store
//! transaction, which also writes the [`Effect`](crate::app::Effect)s it
//! produces to the outbox; only after the commit are they returned, as
//! [`Parcel`](crate::app::Parcel)s, together with background
//! [`Job`](crate::app::Job)s (AI searches). Delivery
//! reports back through [`Core::settle`]. After a restart, [`Core::resume`]
//! hands out every parcel still owed, gives running clocks the time the bot
//! was down, and re-asks the AI where no other live instance is thinking.
//! Each AI search asked for is claimed by this instance, like its outbox
//! items, until its move is played or none will come; [`Core::tick`] renews
//! the claims and takes over those of dead instances. Time is always passed
//! in, so tests control the clock. The core names no platform, SQL or image
//! type and writes no prose: texts are message ids.
//!
//! This folder holds the entry points ([`Core`], [`dispatch`], [`durable`])
//! and what every call runs on: its [`context`] (the transaction, the time,
//! the output collected), the [`outbox`] it writes to, the [`throttle`] it
//! passes first (with [`own_move`], which lets a player's move through all
//! the same), its [`config`], its [`output`] and the [`language`] each user
//! hears.

pub(crate) mod config;
pub(crate) mod context;
pub(crate) mod dispatch;
pub(crate) mod durable;
pub(crate) mod language;
pub(crate) mod outbox;
pub(crate) mod output;
pub(crate) mod own_move;
pub(crate) mod pages;
pub(crate) mod throttle;

use draughts::Move;

use crate::app::error::{CoreError, Uncommitted};
use crate::app::game::ping;
use crate::app::game::session::Session;
use crate::app::handlers::{bots, challenge, clocks, games, matchmaking, records, rooms};
use crate::app::view::moves::numbered_moves;
use crate::app::{Body, ChatKey, Command, GameId, Msg, Request};
use crate::domain::ChatKind;
use crate::store::{Claim, ParcelId, Port, Store, StoreError};
use config::CoreConfig;
use context::{Actor, World};
use outbox::Receipt;
use output::Output;
use throttle::Verdict;

/// A request the rate limit refused: carried out all the same when it is a
/// player's legal move in their own game, otherwise answered (once) that it
/// was not carried out and when commands are taken again.
fn held_back(
    world: &mut World<'_, '_>,
    request: &Request,
    verdict: Verdict,
) -> Result<(), CoreError> {
    let moving = throttle::may_be_move(&request.command);
    if !moving && verdict == Verdict::Silent {
        return Ok(());
    }
    let actor = Actor::enter(world, request)?;
    if moving && own_move::is_own_move(world, &actor, request)? {
        // The refusal was not said after all: say it at the next one.
        throttle::unwarn(world.tx, &world.config.limits, request, world.now)?;
        return dispatch::dispatch(world, &actor, request);
    }
    if let Verdict::SlowDown { secs } = verdict {
        world.chatter = true;
        actor.tell(world, Msg::new("slow-down").num("secs", secs.into()));
    }
    Ok(())
}

/// How often [`Core::tick`] forgets old update ids, throttle records and
/// settled outbox items.
const PRUNE_EVERY_MS: i64 = 3600 * 1000;
/// Update ids are remembered this long; platforms redeliver within a day.
const KEEP_UPDATES_MS: i64 = 3 * 24 * 3600 * 1000;
/// The heartbeats of instances that stopped are kept this long: an
/// instance that starts reads them before its first tick prunes.
const KEEP_HEARTBEATS_MS: i64 = 24 * 3600 * 1000;
/// Outbox items refused, superseded or dropped are kept this long, for
/// inspection (sent ones are deleted when settled).
const KEEP_SETTLED_MS: i64 = 24 * 3600 * 1000;
/// How often [`Core::tick`] looks for abandoned games and full buckets.
const SWEEP_EVERY_MS: i64 = 60 * 1000;

/// The platform-independent heart of the bot; owns the store.
pub struct Core {
    store: Store,
    config: CoreConfig,
    /// Requests the rate limits refused so far, for the operator's metrics.
    throttled: u64,
    pruned_at: i64,
    swept_at: i64,
    renewed_at: i64,
    /// Receipts whose settlement failed (the database away for a moment),
    /// recorded again at each tick, for at most a lease from
    /// `unsettled_since`: until then their items stay unsettled and leased
    /// to this instance, which delivered them and will not again.
    unsettled: Vec<(ParcelId, Receipt)>,
    unsettled_since: i64,
    /// Receipts recorded since the last tick, whose commits did not wait
    /// for the disk, and the store's count of opened connections then: a
    /// crash of the database may have lost them, and only a new connection
    /// tells of one. The tick's own commit, which waits, makes them durable
    /// if the count is unchanged; otherwise they are recorded again.
    lazily_recorded: Vec<(ParcelId, Receipt)>,
    lazily_opened: u64,
}

impl Core {
    /// A core over an opened store.
    pub fn new(store: Store, config: CoreConfig) -> Core {
        Core {
            store,
            throttled: 0,
            config,
            pruned_at: 0,
            swept_at: 0,
            renewed_at: 0,
            unsettled: Vec::new(),
            unsettled_since: 0,
            lazily_recorded: Vec::new(),
            lazily_opened: 0,
        }
    }

    /// `wanted` cores over one database, for a hub's threads
    /// ([`crate::runtime::HubBuilder::with_cores`]): as many as the database
    /// lets write at once ([`Store::writers`]), each on its own handle and,
    /// when there are several, with its own instance name,
    /// `<instance>#<n>`, since the database tells them apart as instances.
    pub fn several(store: Store, config: &CoreConfig, wanted: usize) -> Vec<Core> {
        let count = wanted.clamp(1, store.writers());
        if count < wanted {
            tracing::warn!(
                wanted,
                count,
                "more cores were asked for than the database lets write at once"
            );
        }
        let shared: Vec<Store> = (1..count).filter_map(|_| store.share()).collect();
        std::iter::once(store)
            .chain(shared)
            .enumerate()
            .map(|(n, store)| {
                let mut config = config.clone();
                if count > 1 {
                    config.instance = format!("{}#{n}", config.instance);
                }
                Core::new(store, config)
            })
            .collect()
    }

    /// Handles one request at time `now` (Unix ms). Everything it changes,
    /// and everything it answers, is committed before it returns; a request
    /// whose update id was seen before returns nothing. A request that
    /// fails inside is answered with an apology, committed instead; only
    /// when even that cannot be committed is the request [`Uncommitted`].
    pub fn handle(&mut self, request: &Request, now: i64) -> Result<Output, Uncommitted> {
        self.handle_committing(request, now, false)
    }

    /// [`Core::handle`], whose commit returns before it is on disk when
    /// `lazily`.
    fn handle_committing(
        &mut self,
        request: &Request,
        now: i64,
        lazily: bool,
    ) -> Result<Output, Uncommitted> {
        let config = &self.config;
        let mut refused = false;
        let result = self.store.write(|tx| {
            if lazily {
                tx.commit_lazily()?;
            }
            let buckets = throttle::take(tx, &config.limits, request, now)?;
            tx.lock_chat(&request.chat.key)?;
            Actor::read_ahead(tx, request)?;
            if let Some(id) = &request.update_id
                && !tx.mark_processed(request.user.key.platform, id, now)?
            {
                return Ok(Output::default());
            }
            if stranger_chatter(tx, request)? {
                return Ok(Output::default());
            }
            let verdict = buckets.charge(tx)?;
            refused = verdict != Verdict::Pass;
            let mut world = World::new(tx, now, config);
            match verdict {
                Verdict::Pass => {
                    world.chatter = request.command.is_information();
                    let actor = Actor::enter(&mut world, request)?;
                    dispatch::dispatch(&mut world, &actor, request)?;
                }
                refused => held_back(&mut world, request, refused)?,
            }
            world.commit(origin(request))
        });
        if refused && result.is_ok() {
            self.throttled += 1;
        }
        result.or_else(|error| {
            if let CoreError::Store(store) = &error
                && store.is_contention()
            {
                // It lost every race with other instances: nothing is wrong
                // with it, so it is not answered with an apology (which
                // would mark it handled and lose it) but left unacknowledged,
                // and the platform delivers it again.
                tracing::warn!(chat = %request.chat.key.id, %error, "request lost every race; it will come again");
                return Err(Uncommitted(error));
            }
            tracing::error!(chat = %request.chat.key.id, %error, "request failed");
            let msg = match error {
                CoreError::Store(StoreError::Conflict) => Msg::new("error-conflict"),
                _ => Msg::new("error-internal"),
            };
            self.apologize(request, msg, now)
        })
    }

    /// Answers a request whose handling failed (an error, or a panic the
    /// caller caught) with a translated apology, and records its update id
    /// so that a redelivery is not apologised for again.
    pub fn apologize_for(&mut self, request: &Request, now: i64) -> Result<Output, Uncommitted> {
        self.apologize(request, Msg::new("error-internal"), now)
    }

    fn apologize(&mut self, request: &Request, msg: Msg, now: i64) -> Result<Output, Uncommitted> {
        let config = &self.config;
        self.store
            .write(|tx| {
                if let Some(id) = &request.update_id
                    && !tx.mark_processed(request.user.key.platform, id, now)?
                {
                    return Ok(Output::default());
                }
                let lang = request.user.platform_lang();
                let mut world = World::new(tx, now, config);
                world.emit(
                    request.chat.key.clone(),
                    lang,
                    Body::Text {
                        msg: msg.clone(),
                        actions: Vec::new(),
                        private: true,
                    },
                );
                world.commit(origin(request))
            })
            .map_err(Uncommitted)
    }

    /// Plays the AI's chosen move if the game is still at `version`; a stale
    /// answer (the game moved on, or ended) is dropped.
    pub fn bot_moved(&mut self, game: GameId, version: i64, mv: &Move, now: i64) -> Output {
        self.on_answer(game, version, now, "playing the AI's move", |world| {
            bots::bot_move(world, game, version, mv)
        })
    }

    /// The AI could not choose a move (its search failed): a plain legal
    /// move is played for it, so the game never waits for an answer that
    /// will not come.
    pub fn bot_failed(&mut self, game: GameId, version: i64, now: i64) -> Output {
        self.on_answer(
            game,
            version,
            now,
            "replacing a failed AI search",
            |world| bots::fallback_bot_move(world, game, version),
        )
    }

    /// Records the AI's answer for a game. When that cannot be committed,
    /// this instance lets its claim on the search go, so that the next
    /// tick (here or elsewhere) asks again rather than the game waiting.
    fn on_answer(
        &mut self,
        game: GameId,
        version: i64,
        now: i64,
        what: &'static str,
        f: impl Fn(&mut World<'_, '_>) -> Result<(), CoreError>,
    ) -> Output {
        self.try_on_game(game, now, &f).unwrap_or_else(|error| {
            tracing::error!(game, %error, "{what} failed; the AI will be asked again");
            let instance = &self.config.instance;
            if let Err(error) = self
                .store
                .write(|tx| tx.let_go_search(game, version, instance))
            {
                tracing::error!(game, %error, "letting go of the AI search failed");
            }
            Output::default()
        })
    }

    /// The AI is too busy to take a casual game's move now: its players are
    /// told, and asking for the board asks the AI again.
    pub fn bot_busy(&mut self, game: GameId, now: i64) -> Output {
        self.on_game(game, now, "telling that the AI is busy", |world| {
            bots::bot_busy(world, game)
        })
    }

    /// Runs a call about one game, isolated like the clock's games.
    fn on_game(
        &mut self,
        game: GameId,
        now: i64,
        what: &'static str,
        f: impl Fn(&mut World<'_, '_>) -> Result<(), CoreError>,
    ) -> Output {
        self.try_on_game(game, now, f).unwrap_or_else(|error| {
            tracing::error!(game, %error, "{what} failed");
            Output::default()
        })
    }

    /// [`Core::on_game`], handing a failure back to the caller.
    fn try_on_game(
        &mut self,
        game: GameId,
        now: i64,
        f: impl Fn(&mut World<'_, '_>) -> Result<(), CoreError>,
    ) -> Result<Output, CoreError> {
        let config = &self.config;
        self.store.write(|tx| {
            let mut world = World::new(tx, now, config);
            world.for_game(game, &f)?;
            world.commit(None)
        })
    }

    /// Records how the delivery of parcels went: sent items are settled (a
    /// board posted anew becomes the one later boards edit, and a board seen
    /// gives the player to move their full time from now), refusals of a
    /// chat that shut the bot out tell its room once. Items other
    /// instances handed over to this one meanwhile are picked up too and
    /// come first in the outcome. Receipts that could not be recorded are
    /// kept and recorded at the next ticks.
    pub fn settle(&mut self, receipts: &[(ParcelId, Receipt)], now: i64) -> Output {
        self.record(receipts, now).unwrap_or_else(|error| {
            tracing::error!(%error, "recording deliveries failed; trying again at the next tick");
            self.retry_later(receipts, now);
            Output::default()
        })
    }

    /// Keeps receipts for [`Core::settle_again`]; the lease they may wait
    /// runs from the first one kept.
    fn retry_later(&mut self, receipts: &[(ParcelId, Receipt)], now: i64) {
        if self.unsettled.is_empty() {
            self.unsettled_since = now;
        }
        self.unsettled.extend_from_slice(receipts);
    }

    /// Records again the receipts whose settlement failed, all in one
    /// transaction; gives them up once they have waited a lease, so that
    /// one that always fails cannot be tried for ever.
    fn settle_again(&mut self, now: i64) -> Output {
        if self.unsettled.is_empty() {
            return Output::default();
        }
        let receipts = std::mem::take(&mut self.unsettled);
        self.record(&receipts, now).unwrap_or_else(|error| {
            if now - self.unsettled_since < i64::from(self.config.lease_secs) * 1000 {
                self.unsettled = receipts;
            } else {
                tracing::error!(%error, receipts = receipts.len(), "gave up recording deliveries");
            }
            Output::default()
        })
    }

    /// What [`Core::settle`] runs in one transaction; the receipts it
    /// recorded are kept until a tick finds them durable.
    fn record(&mut self, receipts: &[(ParcelId, Receipt)], now: i64) -> Result<Output, CoreError> {
        let config = &self.config;
        let outcome = self.store.write(|tx| {
            // What this records may be done again: a settlement a crash of
            // the database lost is recorded again (`doubt_lazy_records`),
            // or if the bot died too, its reply is sent once more, as after
            // a crash of the bot between sending and settling.
            tx.commit_lazily()?;
            let mut world = World::new(tx, now, config);
            for (id, receipt) in receipts {
                let Some(settled) = tx.settle(*id, receipt.settlement(), now)? else {
                    continue;
                };
                let chat = settled.chat;
                match receipt {
                    Receipt::Sent { board_message } => {
                        if let Some(game) = settled.board_of {
                            if let Some(version) = settled.board.as_deref().and_then(shown_version)
                                && let Some(chat) = tx.chat_by_key(&chat)?
                            {
                                tx.set_board_shown(game, chat, board_message.as_deref(), version)?;
                            }
                            tx.board_seen(game, now)?;
                        }
                    }
                    Receipt::Pinged { game, ply, message } => {
                        if let Some(chat) = tx.chat_by_key(&chat)? {
                            ping::posted(&mut world, *game, chat, *ply, message.clone())?;
                        }
                    }
                    Receipt::Refused { shut_out: true } => {
                        if let Some(chat) = tx.chat_by_key(&chat)? {
                            rooms::unreachable(&mut world, chat)?;
                        }
                    }
                    Receipt::Refused { shut_out: false }
                    | Receipt::Superseded
                    | Receipt::Dropped => {}
                }
            }
            let handed = outbox::pick_up(tx, config.lease(now), now)?;
            let mut outcome = world.commit(None)?;
            outcome.parcels.splice(0..0, handed);
            Ok::<_, CoreError>(outcome)
        })?;
        self.doubt_lazy_records(now);
        self.lazily_recorded.extend_from_slice(receipts);
        Ok(outcome)
    }

    /// Hands the receipts recorded lazily to [`Core::settle_again`] when the
    /// store opened a connection since they were: the database may have
    /// restarted and lost them. Recording one again that was not lost
    /// finds its item settled and does nothing.
    fn doubt_lazy_records(&mut self, now: i64) {
        let opened = self.store.connections_opened();
        if opened == self.lazily_opened {
            return;
        }
        self.lazily_opened = opened;
        if self.lazily_recorded.is_empty() {
            return;
        }
        let doubtful = std::mem::take(&mut self.lazily_recorded);
        tracing::warn!(
            receipts = doubtful.len(),
            "the database connection was replaced; recording deliveries again"
        );
        self.retry_later(&doubtful, now);
    }

    /// The PDN record of a game, as `pdn` sends it; `None` when there is
    /// no game with this id. For `damabot pdn`.
    pub fn pdn(&mut self, game: GameId) -> Result<Option<String>, CoreError> {
        self.store.write(|tx| {
            let Some(row) = tx.find_game(game)? else {
                return Ok(None);
            };
            let session = Session::replay(tx, row)?;
            records::pdn_text(tx, &session).map(Some)
        })
    }

    /// How many requests the rate limits have refused since the start.
    pub fn throttled(&self) -> u64 {
        self.throttled
    }

    /// How many games are being played, per variant, in the whole database
    /// (every instance's): for the operator's metrics, and as proof that
    /// the database answers.
    pub fn active_games(&mut self) -> Result<Vec<(draughts::Variant, u64)>, CoreError> {
        self.store.write(|tx| Ok(tx.active_games_by_variant()?))
    }

    /// Whether the rate limits would carry `request` out at `now`, charging
    /// nothing: an adapter asks before a platform call that only a request
    /// carried out needs (whether the sender administers the chat), so a
    /// flooder past their limit cannot make it call the platform. When the
    /// database does not answer, it says yes: the call is then made, as
    /// without the limits.
    pub fn would_pass(&mut self, request: &Request, now: i64) -> bool {
        let limits = self.config.limits;
        self.store
            .write(|tx| throttle::would_pass(tx, &limits, request, now))
            .unwrap_or(true)
    }

    /// The legal moves of the running game in a chat, in the order `moves`
    /// numbers them; empty when no game runs there.
    pub fn legal_moves(&mut self, chat: &ChatKey) -> Vec<String> {
        let result = self.store.write(|tx| {
            let Some(chat) = tx.chat_by_key(chat)? else {
                return Ok(Vec::new());
            };
            match tx.live_game_in_chat(chat)? {
                Some(row) if row.status == crate::domain::Status::Active => {
                    let session = Session::load(tx, row)?;
                    Ok(numbered_moves(session.game.position())
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
    /// clock warnings, automatic moves on time-out and forfeits, and (once a
    /// minute) the closing of abandoned games. Each game is handled on its
    /// own: one that fails is undone and set aside, and the others go on.
    /// It also renews this instance's claims on the outbox and on AI
    /// searches (a third of a lease apart), claims the items of instances
    /// whose lease ran out, picks up the items other instances handed over
    /// to it, and takes over the AI searches of instances whose lease ran
    /// out, asking this instance's AI again. Receipts that could not be
    /// recorded before, or whose lazy commits a restart of the database
    /// may have lost, are recorded first.
    pub fn tick(&mut self, now: i64) -> Output {
        let mut outcome = self.settle_again(now);
        match self.run_clocks(now) {
            Ok(ticked) => {
                // The tick's commit waited for the disk (it writes the
                // heartbeat): what was recorded lazily before it is durable
                // now, unless the database may have restarted between.
                self.doubt_lazy_records(now);
                self.lazily_recorded.clear();
                outcome.parcels.extend(ticked.parcels);
                outcome.jobs.extend(ticked.jobs);
            }
            Err(error) => tracing::error!(%error, "clock tick failed"),
        }
        outcome
    }

    /// What [`Core::tick`] runs in one transaction.
    fn run_clocks(&mut self, now: i64) -> Result<Output, CoreError> {
        let config = &self.config;
        let prune = now - self.pruned_at >= PRUNE_EVERY_MS;
        let sweep = now - self.swept_at >= SWEEP_EVERY_MS;
        let renew = now - self.renewed_at >= i64::from(config.lease_secs) * 1000 / 3;
        let result = self.store.write(|tx| {
            tx.heartbeat(&config.instance, now)?;
            if renew {
                tx.renew_leases(config.lease(now))?;
                tx.renew_searches(config.lease(now))?;
            }
            let orphans = outbox::collect(tx, config.lease(now), now)?;
            if prune {
                tx.prune_processed(now - KEEP_UPDATES_MS)?;
                tx.prune_throttles(now - rooms::ATTEMPT_WINDOW_MS.max(rooms::RELAY_WINDOW_MS))?;
                tx.prune_outbox(now - KEEP_SETTLED_MS)?;
                tx.prune_heartbeats(now - KEEP_HEARTBEATS_MS)?;
            }
            let mut world = World::new(tx, now, config);
            world.apart("matching the rated queue", matchmaking::fill_in);
            bots::take_over_searches(&mut world)?;
            clocks::run_clocks(&mut world)?;
            if sweep {
                games::close_idle(&mut world)?;
                let left = throttle::forget_full(tx, &config.limits, now)?;
                tracing::debug!(buckets = left, "rate-limit buckets in use");
            }
            challenge::expire(&mut world)?;
            let mut outcome = world.commit(None)?;
            if !orphans.is_empty() {
                tracing::info!(
                    parcels = orphans.len(),
                    "delivering what another instance owed"
                );
            }
            outcome.parcels.splice(0..0, orphans);
            Ok::<_, CoreError>(outcome)
        });
        if result.is_ok() {
            if renew {
                self.renewed_at = now;
            }
            if prune {
                self.pruned_at = now;
            }
            if sweep {
                self.swept_at = now;
            }
        }
        result
    }

    /// Picks up after a restart: running clocks get the time the bot was
    /// down (since its last heartbeat, once however many instances start
    /// together), every parcel still owed is handed
    /// out again, and the AI is asked again wherever it is to move and no
    /// other live instance holds the search.
    pub fn resume(&mut self, now: i64) -> Output {
        let config = &self.config;
        let result = self.store.write(|tx| {
            tx.lock_resume()?;
            if let Some(alive) = tx.last_heartbeat()?
                && now > alive
            {
                let clocks = tx.extend_clocks(now - alive)?;
                if clocks > 0 {
                    tracing::info!(
                        clocks,
                        down_ms = now - alive,
                        "clocks extended by the downtime"
                    );
                }
            }
            tx.heartbeat(&config.instance, now)?;
            let owed = outbox::claim(tx, config.lease(now), Claim::ExpiredAndOwn, now)?;
            let mut world = World::new(tx, now, config);
            bots::resume_searches(&mut world)?;
            let mut outcome = world.commit(None)?;
            if !owed.is_empty() {
                tracing::info!(
                    parcels = owed.len(),
                    "delivering what was owed before the restart"
                );
            }
            outcome.parcels = owed;
            Ok::<_, CoreError>(outcome)
        });
        result.unwrap_or_else(|error| {
            tracing::error!(%error, "resuming failed");
            Output::default()
        })
    }
}

/// The game version a stored board shows; `None` for any other payload.
fn shown_version(payload: &str) -> Option<i64> {
    match serde_json::from_str::<crate::app::Effect>(payload)
        .ok()?
        .body
    {
        Body::Board(post) => Some(post.version),
        _ => None,
    }
}

/// Whether a request is group chatter (plain text, a sticker, a reaction)
/// from someone the bot does not know: nothing it could mean concerns the
/// bot, since playing or joining a room takes a command first, so it is
/// ignored and its sender is not stored.
fn stranger_chatter(tx: &dyn Port, request: &Request) -> Result<bool, StoreError> {
    let chatter = matches!(
        request.command,
        Command::Text(_) | Command::Sticker(_) | Command::Reaction { .. }
    );
    Ok(chatter
        && request.chat.kind == ChatKind::Group
        && tx.user_by_key(&request.user.key)?.is_none())
}

/// The chat and token a request's answers carry.
fn origin(request: &Request) -> Option<(&ChatKey, &str)> {
    request
        .origin
        .as_deref()
        .map(|token| (&request.chat.key, token))
}
