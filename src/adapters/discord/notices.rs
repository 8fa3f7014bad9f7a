//! Telling the user who commanded or pressed that their request waits for
//! the database: Discord sends an event once, so the adapter keeps such a
//! request and submits it again ([`super::submit`]); without a word the
//! user would see the "thinking" placeholder for as long as the database is
//! away, or nothing at all after a press, and try again. The notice is an
//! ephemeral follow-up to the interaction in the user's Discord language
//! (their choice of language is in the database that is away), and it is
//! deleted when the interaction closes, once the request's output is sent.

use serenity::all::{CreateInteractionResponseFollowup, Http, MessageId};
use serenity::builder::Builder as _;

use crate::app::{Lang, Msg};
use crate::text;

use super::pending::Pending;

/// Posts the notice for the interaction `origin`, unless it closed already.
pub(super) async fn post(http: &Http, pending: &Pending, origin: &str, lang: Lang) {
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
