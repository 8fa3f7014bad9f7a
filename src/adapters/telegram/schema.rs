//! The handler tree: which updates the bot listens to and what it does with
//! each. Messages, button presses and reactions are translated by
//! [`updates`](super::updates) and handed to the hub; nothing else is done
//! here. The tree's description is also what the update listener asks
//! Telegram for (`allowed_updates`), so it lists exactly [`ALLOWED`].
//!
//! The dispatcher runs the updates of one chat one at a time, in order, and
//! different chats side by side.

use std::sync::Arc;

use teloxide::dispatching::UpdateHandler;
use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, MessageReactionUpdated};

use super::courier::Courier;
use super::deliver::Delivery;
use super::updates::{self, Identity};
use crate::hub::{Hub, Stopped};

/// The kinds of updates the bot asks Telegram for.
pub(crate) const ALLOWED: [AllowedUpdate; 3] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::MessageReaction,
];

/// What the handlers need.
pub(crate) struct Context {
    /// The core.
    pub hub: Hub,
    /// Who the bot is.
    pub me: Identity,
    /// Where button answers are queued.
    pub delivery: Delivery,
    /// For answering presses that belong to no chat.
    pub courier: Arc<Courier>,
}

/// The handler tree; its endpoints fail only when the hub has stopped.
pub(crate) fn schema() -> UpdateHandler<Stopped> {
    dptree::entry()
        .branch(Update::filter_message().endpoint(on_message))
        .branch(Update::filter_callback_query().endpoint(on_press))
        .branch(Update::filter_message_reaction_updated().endpoint(on_reaction))
}

async fn on_message(update: Update, msg: Message, ctx: Arc<Context>) -> Result<(), Stopped> {
    if let Some(request) = updates::from_message(update.id, &msg, &ctx.me) {
        ctx.hub.submit(request).await?;
    }
    Ok(())
}

/// Every press is answered: after its output when it is ours, at once
/// otherwise.
async fn on_press(update: Update, query: CallbackQuery, ctx: Arc<Context>) -> Result<(), Stopped> {
    let request = updates::from_callback(update.id, &query);
    let chat = query.message.as_ref().map(|m| updates::chat_key(m.chat()));
    match (request, chat) {
        (Some(request), Some(chat)) => {
            ctx.hub.submit(request).await?;
            ctx.delivery.answer_after(chat, query.id);
        }
        (None, Some(chat)) => ctx.delivery.answer_after(chat, query.id),
        (_, None) => {
            ctx.courier.answer(query.id, None).await;
        }
    }
    Ok(())
}

async fn on_reaction(
    update: Update,
    reaction: MessageReactionUpdated,
    ctx: Arc<Context>,
) -> Result<(), Stopped> {
    if let Some(request) = updates::from_reaction(update.id, &reaction) {
        ctx.hub.submit(request).await?;
    }
    Ok(())
}
