//! What the bot does with one update, whether it came by polling or by the
//! webhook: read it into a [`Request`] ([`updates`]), ask Telegram whether
//! the sender administers the chat where that matters (`abort` and `tap`
//! in a group; the answer kept a minute, [`super::members`], asked for at
//! most [`LOOKUP_WITHIN`], and only for a request the rate limits would
//! carry out, so that a flooder cannot drive the lookups), and submit it
//! through the shared intake, which queues a button press's answer behind
//! its output.
//!
//! Calls that answer nobody's chat (an inline query, a press that is not
//! ours outside any chat) are spawned off the update path, at most
//! [`SIDE_CALLS`] at once (beyond that they are skipped: Telegram lets an
//! unanswered query expire), and never retried past their validity
//! ([`ANSWER_WITHIN`]), so a `429` on them delays no other chat.
//!
//! A `/load` with an attached record waits for the file ([`files`]) before
//! it is submitted.
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
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::requests::Request as _;
use teloxide::types::{Update, UpdateKind};

use super::TgBot;
use super::courier::Courier;
use super::files;
use super::inline;
use super::members::Admins;
use super::retry::{self, Backoff, describe};
use super::updates::{self, Attached, Identity};
use super::waiting::Waiting;
use crate::adapters::attached;
use crate::app::{ChatKind, Command, Invalid, Request};
use crate::delivery::Delivery;
use crate::runtime::intake::{HubHandoff, Intake, Submission};
use crate::runtime::{Hub, SubmitError};
use crate::supervise::contain;

/// How long an inline query or a button press can still be answered:
/// Telegram's clients give up on both after about ten seconds.
pub(crate) const ANSWER_WITHIN: Duration = Duration::from_secs(10);
/// The longest an update waits for `getChatMember`; without an answer by
/// then the sender is taken for no administrator.
pub(crate) const LOOKUP_WITHIN: Duration = Duration::from_secs(3);
/// Side calls (answers to inline queries and to presses outside any chat)
/// in flight at once.
pub(crate) const SIDE_CALLS: usize = 64;

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
    /// For asking whether the rate limits would carry a request out.
    pub hub: Hub,
    /// Waits between attempts after network errors.
    pub backoff: Backoff,
    /// Recent `getChatMember` answers.
    pub admins: Admins,
    /// Room for side calls ([`SIDE_CALLS`]).
    pub side: Arc<tokio::sync::Semaphore>,
}

/// What an update asks for.
enum Reading {
    /// A request, and for a button press the query to answer after it.
    Request(Box<Request>, Option<String>),
    /// A `/load` whose record is an attached file: the request, once the
    /// file is fetched.
    Load(Box<Request>, Attached),
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
                if matches!(
                    request.command,
                    Command::Abort
                        | Command::Notify(Some(_))
                        | Command::TapMode
                        | Command::RatedTakebacks(_)
                ) && request.chat.kind == ChatKind::Group
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
            Reading::Load(mut request, file) => {
                let fetched = files::fetch(&self.bot, &self.backoff, &file).await;
                request.command = attached::command(&file.text, fetched);
                let notice = Waiting::of(&request);
                self.intake
                    .submit(Submission {
                        request: *request,
                        follow_up: None,
                        notice,
                    })
                    .await?;
            }
            Reading::Press(Some(chat), query) => self.delivery.after(chat, query).await,
            Reading::Press(None, query) => {
                let courier = Arc::clone(&self.courier);
                self.aside("answerCallbackQuery", async move {
                    courier
                        .answer(teloxide::types::CallbackQueryId(query), None)
                        .await;
                });
            }
            Reading::Inline(query) => {
                let (bot, backoff) = (self.bot.clone(), self.backoff.clone());
                self.aside("answerInlineQuery", async move {
                    inline::answer(&bot, &backoff, &query).await;
                });
            }
            Reading::Nothing => {}
        }
        Ok(())
    }

    /// Runs a side call off the update path, if there is room for it.
    fn aside(&self, method: &'static str, call: impl Future<Output = ()> + Send + 'static) {
        match Arc::clone(&self.side).try_acquire_owned() {
            Ok(permit) => {
                tokio::spawn(async move {
                    call.await;
                    drop(permit);
                });
            }
            Err(_) => tracing::debug!(method, "too many side calls in flight; skipped"),
        }
    }

    /// Whether the sender is the chat's creator or one of its
    /// administrators, as Telegram said within the last minute; `false`
    /// when Telegram cannot say within [`LOOKUP_WITHIN`], and without
    /// asking when the rate limits would not carry the request out (it is
    /// then refused whoever sent it).
    async fn administers(&self, request: &Request) -> bool {
        let (Ok(chat), Ok(user)) = (
            request.chat.key.id.parse::<i64>(),
            request.user.key.id.parse::<u64>(),
        ) else {
            return false;
        };
        if let Some(admin) = self.admins.get(chat, user) {
            return admin;
        }
        if !self.hub.would_pass(request).await {
            return false;
        }
        let member = retry::call_within(&self.backoff, "getChatMember", LOOKUP_WITHIN, || {
            self.bot
                .get_chat_member(ChatId(chat), teloxide::types::UserId(user))
                .send()
        })
        .await;
        match member {
            Ok(member) => {
                let admin = member.kind.is_privileged();
                self.admins.put(chat, user, admin);
                admin
            }
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
            Some(request) => match updates::attached_record(msg, &request) {
                Some(file) => Reading::Load(Box::new(request), file),
                None => Reading::Request(Box::new(request), None),
            },
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
