//! Telling the user that their request waits for the database: how Discord
//! does it, for the shared [`Intake`](crate::runtime::intake::Intake),
//! which decides when. Discord sends an event once, so the intake keeps
//! such a request and submits it again
//! ([`Keeping::Kept`](crate::runtime::intake::Keeping)); without a word the
//! user would see the "thinking" placeholder for as long as the database
//! is away, or nothing at all after a press, a message or a reaction, and
//! try again.
//!
//! For an interaction the notice is an ephemeral follow-up in the user's
//! Discord language (their choice of language is in the database that is
//! away), deleted when the interaction closes, once the request's output
//! is sent. A message or a keycap move has no private answer, and Discord
//! does not say its author's language: the notice goes to its channel, in
//! English, quoting the message.

use std::sync::Arc;

use serenity::all::{ChannelId, CreateInteractionResponseFollowup, CreateMessage, Http, MessageId};
use serenity::builder::Builder as _;

use crate::app::{Lang, Msg};
use crate::runtime::intake::Tell;
use crate::text;

use super::pending::Pending;

/// Where and how one sender is told.
pub(super) enum Notice {
    /// A slash command's or a press's: an ephemeral follow-up, in the
    /// user's Discord language.
    Interaction {
        /// The REST client.
        http: Arc<Http>,
        /// The interaction's origin ([`Pending::origin`]).
        origin: String,
        /// The user's Discord language.
        lang: Lang,
    },
    /// A message's or a keycap move's: in its channel, in English.
    Channel {
        /// The REST client.
        http: Arc<Http>,
        /// Where it was sent.
        channel: ChannelId,
        /// The message to quote, if any.
        message: Option<MessageId>,
    },
}

/// Tells Discord users that their requests wait.
pub(super) struct Notices {
    /// Where an interaction's token is found, and its notice remembered.
    pub pending: Arc<Pending>,
}

impl Tell for Notices {
    type Notice = Notice;

    async fn tell(&self, notice: Notice) {
        match notice {
            Notice::Interaction { http, origin, lang } => {
                post(&http, &self.pending, &origin, lang).await;
            }
            Notice::Channel {
                http,
                channel,
                message,
            } => post_in(&http, channel, message).await,
        }
    }
}

/// Posts the notice for the interaction `origin`, unless it closed already.
async fn post(http: &Http, pending: &Pending, origin: &str, lang: Lang) {
    let Some(token) = pending.token(origin) else {
        return;
    };
    let notice = CreateInteractionResponseFollowup::new()
        .content(text::render(lang, &Msg::new("error-kept")))
        .ephemeral(true)
        .execute(http, (None, &token))
        .await;
    match notice {
        Ok(message) => {
            if !pending.noticed(origin, message.id.get()) {
                delete(http, &token, message.id.get()).await;
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not tell a user their request waits"),
    }
}

/// Deletes a notice posted for the interaction whose token is `token`.
pub(super) async fn delete(http: &Http, token: &str, notice: u64) {
    if let Err(e) = http
        .delete_followup_message(token, MessageId::new(notice))
        .await
    {
        tracing::warn!(error = %e, "could not delete the notice that a request waited");
    }
}

/// Posts the notice in `channel`, quoting `message` when there is one.
async fn post_in(http: &Http, channel: ChannelId, message: Option<MessageId>) {
    let mut notice = CreateMessage::new().content(text::render(Lang::En, &Msg::new("error-kept")));
    if let Some(message) = message {
        notice = notice.reference_message((channel, message));
    }
    if let Err(e) = channel.send_message(http, notice).await {
        tracing::warn!(error = %e, "could not tell a user their request waits");
    }
}
