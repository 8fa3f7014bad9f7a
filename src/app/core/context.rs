//! The state of one call into the core: the open transaction (the store's
//! [`Port`], whichever database is behind it), the time, the output
//! collected so far, and who is acting.
//!
//! Output is collected here and written to the outbox by [`World::commit`],
//! inside the same transaction, which also claims for this instance the AI
//! searches the call asks for (leased like the outbox); work on one game of
//! many (clocks, idle games, AI games resumed or taken over) runs through
//! [`World::for_game`], so that a failing game is undone and set aside while
//! the others go on.

use crate::app::core::config::CoreConfig;
use crate::app::core::language::language;
use crate::app::core::outbox::{self, Parcel};
use crate::app::core::output::{Job, Output};
use crate::app::error::CoreError;
use crate::app::{Action, Body, Effect, Msg, Request};
use crate::domain::{ChatId, ChatInfo, ChatKey, GameId, Lang, UserRow};
use crate::store::{Port, StoreError};
use crate::supervise::{Panicked, contain};

/// Why one game's part of a call failed.
enum Setback {
    Failed(CoreError),
    Panicked(Panicked),
}

impl From<StoreError> for Setback {
    fn from(e: StoreError) -> Self {
        Setback::Failed(e.into())
    }
}

/// Everything a handler may touch.
pub(crate) struct World<'a, 't> {
    /// The open transaction.
    pub tx: &'a (dyn Port + 't),
    /// Now, in Unix milliseconds.
    pub now: i64,
    /// The core's settings.
    pub config: &'a CoreConfig,
    out: Collected,
    /// Effects that must follow everything else (results after the final
    /// board).
    last: Vec<Effect>,
    /// Whether what is emitted is chatter ([`Effect::chatter`]).
    pub chatter: bool,
}

impl<'a, 't> World<'a, 't> {
    pub fn new(tx: &'a (dyn Port + 't), now: i64, config: &'a CoreConfig) -> Self {
        World {
            tx,
            now,
            config,
            out: Collected::default(),
            last: Vec::new(),
            chatter: false,
        }
    }

    /// Queues an effect.
    pub fn emit(&mut self, chat: ChatKey, lang: Lang, body: Body) {
        self.out.effects.push(Effect {
            chat,
            lang,
            body,
            chatter: self.chatter,
        });
    }

    /// Queues an effect to be shown after all others of this call.
    pub fn emit_last(&mut self, chat: ChatKey, lang: Lang, body: Body) {
        self.last.push(Effect {
            chat,
            lang,
            body,
            chatter: self.chatter,
        });
    }

    /// Queues a background job.
    pub fn job(&mut self, job: Job) {
        self.out.jobs.push(job);
    }

    /// Runs one game's part of a call in a savepoint. When it fails, its
    /// changes and output are undone: a game that no longer loads (its
    /// stored state is unreadable, or its handling panics) is set aside and
    /// logged, one that met another store error is left for the next
    /// attempt. Either way the call goes on.
    pub fn for_game(
        &mut self,
        game: GameId,
        f: impl FnOnce(&mut World<'a, 't>) -> Result<(), CoreError>,
    ) -> Result<(), CoreError> {
        match self.attempt(f) {
            Ok(()) => Ok(()),
            Err(Setback::Failed(
                error @ (CoreError::Replay { .. } | CoreError::Store(StoreError::Corrupt { .. })),
            )) => {
                tracing::error!(game, %error, "the game no longer loads; set aside");
                Ok(self.tx.set_aside(game, self.now)?)
            }
            Err(Setback::Panicked(panic)) => {
                tracing::error!(game, %panic, "handling the game panicked; set aside");
                Ok(self.tx.set_aside(game, self.now)?)
            }
            Err(Setback::Failed(error)) => {
                tracing::warn!(game, %error, "the game is skipped this time");
                Ok(())
            }
        }
    }

    /// Runs a part of a call that may fail without failing the call (the
    /// rated queue's pairings): a failure is undone and logged.
    pub fn apart(
        &mut self,
        what: &'static str,
        f: impl FnOnce(&mut World<'a, 't>) -> Result<(), CoreError>,
    ) {
        match self.attempt(f) {
            Ok(()) => {}
            Err(Setback::Failed(error)) => tracing::error!(%error, "{what} failed; undone"),
            Err(Setback::Panicked(panic)) => tracing::error!(%panic, "{what} panicked; undone"),
        }
    }

    /// Runs `f` in a savepoint, catching a panic; on failure its changes
    /// and its output are undone.
    fn attempt(
        &mut self,
        f: impl FnOnce(&mut World<'a, 't>) -> Result<(), CoreError>,
    ) -> Result<(), Setback> {
        let marks = (self.out.effects.len(), self.out.jobs.len(), self.last.len());
        let tx = self.tx;
        let result = tx.isolated(|_| match contain(|| f(self)) {
            Ok(done) => done.map_err(Setback::Failed),
            Err(panic) => Err(Setback::Panicked(panic)),
        });
        if result.is_err() {
            self.out.effects.truncate(marks.0);
            self.out.jobs.truncate(marks.1);
            self.last.truncate(marks.2);
        }
        result
    }

    /// Writes everything collected to the outbox (results last), claims
    /// every AI search it asks for for this instance, and returns both;
    /// output for `origin`'s chat carries its token.
    pub fn commit(mut self, origin: Option<(&ChatKey, &str)>) -> Result<Output, CoreError> {
        self.out.effects.append(&mut self.last);
        let lease = self.config.lease(self.now);
        for job in &self.out.jobs {
            match job {
                Job::Think { game, version, .. } => {
                    self.tx.claim_search(*game, *version, lease)?;
                }
            }
        }
        let parcels: Vec<Parcel> =
            outbox::post(self.tx, self.out.effects, origin, lease, self.now)?;
        Ok(Output {
            parcels,
            jobs: self.out.jobs,
            tick_failed: false,
        })
    }
}

/// What a call collected before it is committed.
#[derive(Default)]
pub(crate) struct Collected {
    pub effects: Vec<Effect>,
    pub jobs: Vec<Job>,
}

/// The user who sent the request, in the chat they sent it from.
pub(crate) struct Actor {
    /// The stored user.
    pub user: UserRow,
    /// The chat.
    pub chat: ChatInfo,
    /// The chat's database id.
    pub chat_id: ChatId,
    /// The language to answer in.
    pub lang: Lang,
    /// The platform says the user administers this chat.
    pub admin: bool,
}

impl Actor {
    /// Sends the reads of [`Actor::enter`] ahead, so that they travel with
    /// the request's first statement.
    pub fn read_ahead(tx: &dyn Port, request: &Request) -> Result<(), CoreError> {
        tx.read_user_ahead(&request.user.key)?;
        tx.read_chat_ahead(&request.chat.key)?;
        Ok(())
    }

    /// Records (or refreshes) the user and the chat of a request.
    pub fn enter(world: &mut World<'_, '_>, request: &Request) -> Result<Actor, CoreError> {
        let user = world.tx.upsert_user(&request.user, world.now)?;
        let chat_id = world.tx.upsert_chat(&request.chat, world.now)?;
        Ok(Actor {
            lang: language(&user),
            user,
            chat: request.chat.clone(),
            chat_id,
            admin: request.admin,
        })
    }

    /// Answers in the actor's chat.
    pub fn reply(&self, world: &mut World<'_, '_>, msg: Msg) {
        self.reply_with(world, msg, Vec::new());
    }

    /// Answers in the actor's chat, with buttons.
    pub fn reply_with(&self, world: &mut World<'_, '_>, msg: Msg, actions: Vec<Action>) {
        world.emit(
            self.chat.key.clone(),
            self.lang,
            Body::Text {
                msg,
                actions,
                private: false,
            },
        );
    }

    /// A refusal or hint meant only for the actor (ephemeral where the
    /// platform has it).
    pub fn tell(&self, world: &mut World<'_, '_>, msg: Msg) {
        world.emit(
            self.chat.key.clone(),
            self.lang,
            Body::Text {
                msg,
                actions: Vec::new(),
                private: true,
            },
        );
    }
}
