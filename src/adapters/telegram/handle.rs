//! What the bot does with one update, whether it came by polling or by the
//! webhook: read it into a [`Request`] ([`updates`]), ask Telegram whether
//! the sender administers the chat where that matters (`abort` in a
//! group), and submit it through the shared intake, which queues a button
//! press's answer behind its output.
//!
//! [`Handler::handle`] returns only once the update is committed, which is
//! when it may be confirmed to Telegram: the intake keeps nothing
//! ([`Keeping::Redelivered`](crate::runtime::intake::Keeping)), since
//! Telegram sends an unconfirmed update again, and tells the sender of one
//! that was not committed that it waits ([`super::waiting`]). A panic
//! while reading an update is contained: the sender hears that something
//! went wrong on our side, and the update counts as handled, so it cannot
//! stop the updates behind it.

use std::sync::Arc;

use teloxide::prelude::*;
use teloxide::requests::Request as _;
use teloxide::types::{Update, UpdateKind};

use super::TgBot;
use super::courier::Courier;
use super::inline;
use super::retry::{self, Backoff, describe};
use super::updates::{self, Identity};
use super::waiting::Waiting;
use crate::app::{ChatKind, Command, Invalid, Request};
use crate::delivery::Delivery;
use crate::runtime::SubmitError;
use crate::runtime::intake::{HubHandoff, Intake, Submission};
use crate::supervise::contain;

/// The shared intake, as Telegram uses it.
pub(crate) type TelegramIntake = Intake<HubHandoff, Courier>;

/// Everything the handling of updates needs.
pub(crate) struct Handler {
    /// The way to the core.
    pub intake: TelegramIntake,
    /// Who the bot is.
    pub me: Identity,
    /// Where a press's answer is queued.
    pub delivery: Delivery,
    /// For answering presses that belong to no chat.
    pub courier: Arc<Courier>,
    /// For `getChatMember`.
    pub bot: TgBot,
    /// Waits between attempts after network errors.
    pub backoff: Backoff,
}

/// What an update asks for.
enum Reading {
    /// A request, and for a button press the query to answer after it.
    Request(Box<Request>, Option<String>),
    /// A press that is not ours: answer it (after the chat's output, when
    /// it belongs to a chat).
    Press(Option<crate::app::ChatKey>, String),
    /// An inline query, answered at once.
    Inline(Box<teloxide::types::InlineQuery>),
    /// Nothing for the bot.
    Nothing,
}

impl Handler {
    /// Handles one update; `Ok` once it is committed (or needs nothing).
    pub(crate) async fn handle(&self, update: Update) -> Result<(), SubmitError> {
        let reading = contain(|| read(&update, &self.me)).unwrap_or_else(|panic| {
            tracing::error!(update = update.id.0, %panic, "reading an update panicked");
            match contain(|| unreadable(&update)) {
                Ok(Some(request)) => Reading::Request(Box::new(request), None),
                _ => Reading::Nothing,
            }
        });
        match reading {
            Reading::Request(mut request, press) => {
                if matches!(request.command, Command::Abort | Command::Notify(Some(_)))
                    && request.chat.kind == ChatKind::Group
                {
                    request.admin = self.administers(&request).await;
                }
                let notice = Waiting::of(&request);
                self.intake
                    .submit(Submission {
                        request: *request,
                        follow_up: press,
                        notice,
                    })
                    .await?;
            }
            Reading::Press(Some(chat), query) => self.delivery.after(chat, query).await,
            Reading::Press(None, query) => {
                self.courier
                    .answer(teloxide::types::CallbackQueryId(query), None)
                    .await;
            }
            Reading::Inline(query) => inline::answer(&self.bot, &self.backoff, &query).await,
            Reading::Nothing => {}
        }
        Ok(())
    }

    /// Whether the sender is the chat's creator or one of its
    /// administrators; `false` when Telegram cannot say.
    async fn administers(&self, request: &Request) -> bool {
        let (Ok(chat), Ok(user)) = (
            request.chat.key.id.parse::<i64>(),
            request.user.key.id.parse::<u64>(),
        ) else {
            return false;
        };
        let member = retry::call(&self.backoff, "getChatMember", || {
            self.bot
                .get_chat_member(ChatId(chat), teloxide::types::UserId(user))
                .send()
        })
        .await;
        match member {
            Ok(member) => member.kind.is_privileged(),
            Err(error) => {
                tracing::warn!(error = %describe(&error), "could not look up a chat member");
                false
            }
        }
    }
}

fn read(update: &Update, me: &Identity) -> Reading {
    match &update.kind {
        UpdateKind::Message(msg) => match updates::from_message(update.id, msg, me) {
            Some(request) => Reading::Request(Box::new(request), None),
            None => Reading::Nothing,
        },
        UpdateKind::CallbackQuery(query) if query.inline_message_id.is_some() => {
            let id = query.id.0.clone();
            match updates::from_inline_callback(update.id, query) {
                Some(request) => Reading::Request(Box::new(request), Some(id)),
                None => Reading::Press(None, id),
            }
        }
        UpdateKind::CallbackQuery(query) => {
            let chat = query.message.as_ref().map(|m| updates::chat_key(m.chat()));
            let id = query.id.0.clone();
            match (updates::from_callback(update.id, query), chat) {
                (Some(request), Some(_)) => Reading::Request(Box::new(request), Some(id)),
                (_, chat) => Reading::Press(chat, id),
            }
        }
        UpdateKind::MessageReaction(reaction) => {
            match updates::from_reaction(update.id, reaction) {
                Some(request) => Reading::Request(Box::new(request), None),
                None => Reading::Nothing,
            }
        }
        UpdateKind::InlineQuery(query) => Reading::Inline(Box::new(query.clone())),
        UpdateKind::ChosenInlineResult(chosen) => match updates::from_chosen(update.id, chosen) {
            Some(request) => Reading::Request(Box::new(request), None),
            None => Reading::Nothing,
        },
        _ => Reading::Nothing,
    }
}

/// The apology for an update that could not be read: from its sender, in
/// its chat, when it has both.
fn unreadable(update: &Update) -> Option<Request> {
    let user = update.from()?.clone();
    let chat = update.chat()?.clone();
    let mut request = updates::request_for(update.id, &user, &chat);
    request.command = Command::Invalid(Invalid::Unreadable);
    Some(request)
}
