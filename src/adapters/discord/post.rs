//! Carrying out one outgoing item in one channel, as the Discord
//! [`Carrier`] of the shared delivery lanes: texts (ephemeral for the
//! interaction that asked, when private), boards (PNG attachment, edited in
//! place or posted anew, with buttons, move menus and keycap reactions),
//! move lists, pictures, files (a PDN record, a replay GIF: attachments
//! under their caption), relayed stickers and reactions; and, as a
//! follow-up behind a request's output, closing its interaction. A channel
//! that refuses the bot shows in the receipt.

use std::collections::HashMap;
use std::num::NonZeroU64;
use std::sync::Arc;

use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateEmbed,
    CreateInteractionResponseFollowup, CreateMessage, EditAttachments, EditInteractionResponse,
    EditMessage, Http, MessageId, ReactionType, StickerId, UserId,
};
use serenity::builder::Builder as _;
use serenity::http::{HttpError, StatusCode};

use crate::app::{ChatKey, GameId, Platform, Receipt, Sticker};
use crate::delivery::{BoardOut, Carrier, OutBody, Outgoing, split};
use crate::domain::TextLimit;

use super::Adapter;
use super::boards::{MAX_KEYCAPS, keycap, keycap_count};
use super::components::{self, clip};
use super::notices;
use super::pending::Answer;

/// Discord's longest message text.
const MESSAGE: TextLimit = Platform::Discord.capabilities().text;
/// The board image's file name.
const BOARD_FILE: &str = "board.png";
/// Any other picture's file name.
const IMAGE_FILE: &str = "image.png";

/// Sends items through the REST client.
pub(super) struct Poster {
    http: Arc<Http>,
    adapter: Arc<Adapter>,
}

impl Poster {
    pub(super) fn new(http: Arc<Http>, adapter: Arc<Adapter>) -> Poster {
        Poster { http, adapter }
    }

    /// Sends an item; a board posted anew gives its message id.
    async fn send(
        &self,
        channel: ChannelId,
        item: Outgoing,
        posted: &mut Posted,
    ) -> serenity::Result<Option<String>> {
        let reply_to = item.reply_to.as_deref();
        match item.body {
            OutBody::Text {
                text,
                buttons,
                private,
            } => {
                let rows = components::buttons(&buttons);
                let answer = if private {
                    reply_to.and_then(|o| self.adapter.pending.answer(o))
                } else {
                    None
                };
                self.text(channel, &text, rows, answer).await?;
            }
            OutBody::MoveList { text, buttons } => {
                self.text(channel, &text, components::move_list(&buttons), None)
                    .await?;
            }
            OutBody::Board(board) => return self.board(channel, &board, posted).await,
            OutBody::Image { png, caption } => {
                let message = CreateMessage::new()
                    .content(clip(&caption, MESSAGE.max))
                    .add_file(CreateAttachment::bytes(png, IMAGE_FILE));
                channel.send_message(&self.http, message).await?;
            }
            OutBody::File(file) => {
                let message = CreateMessage::new()
                    .content(clip(&file.caption, MESSAGE.max))
                    .add_file(CreateAttachment::bytes(file.bytes, file.name));
                channel.send_message(&self.http, message).await?;
            }
            OutBody::Sticker { note, sticker } => self.sticker(channel, note, &sticker).await?,
            OutBody::Reaction {
                note,
                emoji,
                on_message,
            } => {
                self.reaction(channel, note, emoji, on_message.as_deref())
                    .await?;
            }
            OutBody::Ping { text, user, name } => {
                return self.ping(channel, &text, &user, &name).await;
            }
            OutBody::Delete { message } => {
                if let Some(id) = message_id(&message) {
                    match channel.delete_message(&self.http, id).await {
                        Err(e) if !not_found(&e) => return Err(e),
                        _ => {}
                    }
                }
            }
        }
        Ok(None)
    }

    /// A turn ping: the text with the player's name as a mention (only
    /// that user may be notified); names the message posted.
    async fn ping(
        &self,
        channel: ChannelId,
        text: &str,
        user: &str,
        name: &str,
    ) -> serenity::Result<Option<String>> {
        let mention = format!("<@{user}>");
        let content = if !name.is_empty() && text.contains(name) {
            text.replacen(name, &mention, 1)
        } else {
            format!("{mention} {text}")
        };
        let mut allowed = CreateAllowedMentions::new();
        if let Ok(id) = user.parse::<NonZeroU64>() {
            allowed = allowed.users([UserId::from(id)]);
        }
        let message = CreateMessage::new()
            .content(clip(&content, MESSAGE.max))
            .allowed_mentions(allowed);
        let sent = channel.send_message(&self.http, message).await?;
        Ok(Some(sent.id.to_string()))
    }

    /// Sends a text in pieces of at most 2000 characters, the components
    /// under the last: to the interaction (ephemeral) when `answer` says so,
    /// else to the channel.
    async fn text(
        &self,
        channel: ChannelId,
        text: &str,
        rows: Vec<CreateActionRow>,
        answer: Option<Answer>,
    ) -> serenity::Result<()> {
        let pieces = split(text, MESSAGE);
        let last = pieces.len() - 1;
        let mut answer = answer;
        for (i, piece) in pieces.into_iter().enumerate() {
            let rows = if i == last { rows.clone() } else { Vec::new() };
            match answer.take() {
                Some(Answer::Original(token)) => {
                    EditInteractionResponse::new()
                        .content(piece)
                        .components(rows)
                        .execute(&self.http, &token)
                        .await?;
                    answer = Some(Answer::FollowUp(token));
                }
                Some(Answer::FollowUp(token)) => {
                    CreateInteractionResponseFollowup::new()
                        .content(piece)
                        .components(rows)
                        .ephemeral(true)
                        .execute(&self.http, (None, &token))
                        .await?;
                    answer = Some(Answer::FollowUp(token));
                }
                None => {
                    let message = CreateMessage::new().content(piece).components(rows);
                    channel.send_message(&self.http, message).await?;
                }
            }
        }
        Ok(())
    }

    /// Shows a board: edits the game's last board message in place when the
    /// core names one (and it still exists, and the board is not meant to be
    /// posted anew), else posts anew, naming the new message in the result;
    /// then sets the keycap reactions.
    async fn board(
        &self,
        channel: ChannelId,
        board: &BoardOut,
        posted: &mut Posted,
    ) -> serenity::Result<Option<String>> {
        let rows = components::board(&board.buttons, &board.moves);
        let caption = clip(&board.caption, MESSAGE.max);
        let image = CreateAttachment::bytes(board.png.clone(), BOARD_FILE);
        let mut edited = None;
        let named = board.edit.as_deref().and_then(message_id);
        let target = match (board.fresh, named, posted.get(&board.game).copied()) {
            (true, _, _) => None,
            (false, Some(a), Some(b)) => Some(a.max(b)),
            (false, a, b) => a.or(b),
        };
        if let Some(id) = target {
            let edit = EditMessage::new()
                .content(caption.clone())
                .attachments(EditAttachments::new().add(image.clone()))
                .components(rows.clone());
            match channel.edit_message(&self.http, id, edit).await {
                Ok(message) => edited = Some(message.id),
                Err(e) => {
                    tracing::debug!(error = %e, "the board could not be edited; posting anew")
                }
            }
        }
        let (message, posted) = match edited {
            Some(id) => (id, None),
            None => {
                let post = CreateMessage::new()
                    .content(caption)
                    .add_file(image)
                    .components(rows);
                let id = channel.send_message(&self.http, post).await?.id;
                posted.insert(board.game, id);
                (id, Some(id.to_string()))
            }
        };
        let picks: Vec<String> = board.moves.iter().map(|m| m.data.clone()).collect();
        let before = self.adapter.boards.remember(message, picks);
        let had = match (edited, before) {
            (None, _) => Had::Known(0),
            (Some(_), Some(before)) => Had::Known(keycap_count(before.len())),
            (Some(_), None) => Had::Unknown,
        };
        self.keycaps(channel, message, had, keycap_count(board.moves.len()))
            .await?;
        Ok(posted)
    }

    /// Brings the bot's keycaps on a board to `1..=wanted`.
    async fn keycaps(
        &self,
        channel: ChannelId,
        message: MessageId,
        had: Had,
        wanted: usize,
    ) -> serenity::Result<()> {
        let (highest, first_missing) = match had {
            Had::Known(count) => (count, count + 1),
            Had::Unknown => (MAX_KEYCAPS, 1),
        };
        for emoji in ((wanted + 1)..=highest).filter_map(keycap) {
            let removed = self
                .http
                .delete_reaction_me(channel, message, &ReactionType::Unicode(emoji))
                .await;
            if let Err(e) = removed {
                tracing::debug!(error = %e, "an old keycap could not be removed");
            }
        }
        for emoji in (first_missing..=wanted).filter_map(keycap) {
            self.http
                .create_reaction(channel, message, &ReactionType::Unicode(emoji))
                .await?;
        }
        Ok(())
    }

    /// A relayed sticker: the sticker itself when Discord knows it, else the
    /// note with its image.
    async fn sticker(
        &self,
        channel: ChannelId,
        note: String,
        sticker: &Sticker,
    ) -> serenity::Result<()> {
        if let Ok(id) = sticker.id.parse::<NonZeroU64>() {
            let message = CreateMessage::new()
                .content(note.clone())
                .sticker_id(StickerId::from(id));
            match channel.send_message(&self.http, message).await {
                Ok(_) => return Ok(()),
                Err(e) => {
                    tracing::debug!(error = %e, "the sticker could not be sent; sending its image")
                }
            }
        }
        let mut message = CreateMessage::new().content(note);
        if let Some(url) = &sticker.image_url {
            message = message.embed(CreateEmbed::new().image(url));
        }
        channel.send_message(&self.http, message).await.map(drop)
    }

    /// A relayed reaction: on the recipient's board when there is one, else
    /// as a note.
    async fn reaction(
        &self,
        channel: ChannelId,
        note: String,
        emoji: String,
        on_message: Option<&str>,
    ) -> serenity::Result<()> {
        if let Some(id) = on_message.and_then(message_id) {
            let reacted = self
                .http
                .create_reaction(channel, id, &ReactionType::Unicode(emoji))
                .await;
            match reacted {
                Ok(()) => return Ok(()),
                Err(e) => tracing::debug!(error = %e, "the reaction could not be put on the board"),
            }
        }
        let message = CreateMessage::new().content(note);
        channel.send_message(&self.http, message).await.map(drop)
    }
}

/// The newest board message a channel's lane posted for each game. The core
/// learns of a posted board from the receipt, but a move handled before
/// that receipt was settled still names the previous board to edit; ids
/// grow, so the newer of the two is the one on screen.
type Posted = HashMap<GameId, MessageId>;

impl Carrier for Poster {
    type Memory = Posted;

    async fn deliver(&self, chat: &ChatKey, posted: &mut Posted, item: Outgoing) -> Receipt {
        let Some(channel) = chat.id.parse::<NonZeroU64>().ok().map(ChannelId::from) else {
            tracing::warn!(chat = %chat.id, "not a Discord channel id; item given up");
            return Receipt::Refused { shut_out: false };
        };
        match self.send(channel, item, posted).await {
            Ok(board_message) => Receipt::Sent { board_message },
            Err(e) => {
                tracing::warn!(channel = %channel, error = %e, "a Discord delivery failed");
                count_failure(&e);
                Receipt::Refused {
                    shut_out: forbidden(&e),
                }
            }
        }
    }

    /// Closes an interaction whose output is all sent: a "thinking"
    /// placeholder that nothing private filled is deleted, and so is a
    /// notice that the request waited for the database.
    async fn after(&self, _chat: &ChatKey, _posted: &mut Posted, origin: String) {
        let Some(closed) = self.adapter.pending.close(&origin) else {
            return;
        };
        if closed.placeholder
            && let Err(e) = self
                .http
                .delete_original_interaction_response(&closed.token)
                .await
        {
            tracing::warn!(error = %e, "could not close an interaction");
        }
        if let Some(notice) = closed.notice {
            notices::delete(&self.http, &closed.token, notice).await;
        }
    }
}

/// The bot's keycaps on a board before an update.
enum Had {
    /// This many, from the first.
    Known(usize),
    /// A message edited in place that this run never saw: any of them.
    Unknown,
}

/// Counts a failed call for the metrics: a `429` apart from other errors.
fn count_failure(error: &serenity::Error) {
    let m = crate::ops::metrics::get();
    if matches!(
        error,
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
            if response.status_code == StatusCode::TOO_MANY_REQUESTS
    ) {
        m.platform_429
            .with_label_values(&[crate::app::Platform::Discord.name()])
            .inc();
    } else {
        m.error("platform");
    }
}

/// Whether Discord refused the bot access (blocked, kicked, DMs closed).
fn forbidden(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
            if response.status_code == StatusCode::FORBIDDEN
    )
}

/// Whether Discord says the thing is gone (a message deleted already).
fn not_found(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response))
            if response.status_code == StatusCode::NOT_FOUND
    )
}

fn message_id(id: &str) -> Option<MessageId> {
    id.parse::<NonZeroU64>().ok().map(MessageId::from)
}
