//! Telling the sender of an update that the database did not take that it
//! waits: how Telegram does it, for the shared
//! [`Intake`](crate::runtime::intake::Intake), which decides when (once
//! per update, however often Telegram sends it again). Telegram delivers
//! such an update again until the bot confirms it, so it will be carried
//! out; without a word the sender would see nothing (a pressed button's
//! spinner runs on) for as long as the database is away, and send it
//! again. The notice is in the sender's Telegram language (their choice of
//! language is in the database that is away): a press is answered with it
//! as a toast, anything else gets it in the chat, quoting the message.

use super::courier::Courier;
use crate::app::{ChatKey, Lang, Msg, Request};
use crate::runtime::intake::Tell;
use crate::text;

/// What telling the sender of a request needs, taken before the request
/// goes to the core.
pub(crate) struct Waiting {
    chat: ChatKey,
    origin: Option<String>,
    lang: Lang,
}

impl Waiting {
    /// What telling the sender of `request` needs; `None` for a reaction
    /// that plays no move, which is at most relayed: a notice about it
    /// would be louder than the reaction.
    pub(crate) fn of(request: &Request) -> Option<Waiting> {
        if request.command.is_plain_reaction() {
            return None;
        }
        Some(Waiting {
            chat: request.chat.key.clone(),
            origin: request.origin.clone(),
            lang: request.user.platform_lang(),
        })
    }
}

impl Tell for Courier {
    type Notice = Waiting;

    async fn tell(&self, waiting: Waiting) {
        let text = text::render(waiting.lang, &Msg::new("error-kept"));
        self.notice(&waiting.chat, waiting.origin.as_deref(), &text)
            .await;
    }
}
