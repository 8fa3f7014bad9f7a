//! The state of one call into the core: the open transaction, the time, the
//! output collected so far, and who is acting.

use super::{Action, Body, CoreConfig, CoreError, Effect, Job, Msg, Outcome, Request};
use crate::app::ids::{ChatInfo, ChatKey, Lang};
use crate::store::{ChatId, Tx, UserRow};

/// Everything a handler may touch.
pub(crate) struct World<'a, 't> {
    /// The open transaction.
    pub tx: &'a Tx<'t>,
    /// Now, in Unix milliseconds.
    pub now: i64,
    /// The core's settings.
    pub config: &'a CoreConfig,
    out: Outcome,
    /// Effects that must follow everything else (results after the final
    /// board).
    last: Vec<Effect>,
}

impl<'a, 't> World<'a, 't> {
    pub fn new(tx: &'a Tx<'t>, now: i64, config: &'a CoreConfig) -> Self {
        World {
            tx,
            now,
            config,
            out: Outcome::default(),
            last: Vec::new(),
        }
    }

    /// Queues an effect.
    pub fn emit(&mut self, chat: ChatKey, lang: Lang, body: Body) {
        self.out.effects.push(Effect { chat, lang, body });
    }

    /// Queues an effect to be shown after all others of this call.
    pub fn emit_last(&mut self, chat: ChatKey, lang: Lang, body: Body) {
        self.last.push(Effect { chat, lang, body });
    }

    /// Queues a background job.
    pub fn job(&mut self, job: Job) {
        self.out.jobs.push(job);
    }

    /// Everything collected.
    pub fn finish(mut self) -> Outcome {
        self.out.effects.append(&mut self.last);
        self.out
    }
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
}

impl Actor {
    /// Records (or refreshes) the user and the chat of a request.
    pub fn enter(world: &mut World<'_, '_>, request: &Request) -> Result<Actor, CoreError> {
        let user = world.tx.upsert_user(&request.user, world.now)?;
        let chat_id = world.tx.upsert_chat(&request.chat, world.now)?;
        Ok(Actor {
            lang: user.language(),
            user,
            chat: request.chat.clone(),
            chat_id,
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
