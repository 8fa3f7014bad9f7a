//! Carrying out one [`Outgoing`] item in one chat as Bot API calls: the
//! Telegram [`Carrier`] of the shared delivery lanes.
//!
//! - Text: `sendMessage`, split at Telegram's 4096-character limit, quoting
//!   the user's message in groups. A refusal of a button press becomes a
//!   toast on the button (`answerCallbackQuery` with text), seen only by the
//!   presser.
//! - Boards: `editMessageMedia` of the last board when there is one and the
//!   board is not meant to be posted anew, otherwise (or when the edit
//!   fails: message deleted, too old) a new `sendPhoto` with the PNG from
//!   memory, whose message id goes back in the receipt so the next board
//!   edits it.
//! - The tap board: its squares as rows of buttons above the controls; a
//!   selection changes only the buttons (`editMessageReplyMarkup`), so the
//!   image is not sent again.
//! - Move lists: `sendMessage` with the picks as buttons; paging (◀ ▶)
//!   edits the list in place.
//! - Files: `sendDocument` (a PDN record) or `sendAnimation` (a replay GIF),
//!   uploaded from memory with their caption. A replay whose very bytes
//!   were uploaded before (the same game, length, theme and side) is sent
//!   by the file id Telegram gave it, not uploaded again.
//! - Stickers: a note, then `sendSticker`; reactions: `setMessageReaction`,
//!   or the note as text where a reaction is impossible.
//! - A press's follow-up ([`Carrier::after`]) answers it once its output
//!   is out, unless a toast answered it already.
//!
//! - A message posted through inline mode (chat id `inline:<id>`): the
//!   board is its text and tap board, edited by `inline_message_id`; a
//!   sentence reaches the presser as a toast, or nobody.
//!
//! Every call goes through [`retry::call`]. When Telegram says the group
//! became a supergroup, the call is repeated there and later ones follow.
//! When the bot is blocked or removed, the receipt says the chat shut it out.

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::sync::Mutex;

use teloxide::prelude::*;
use teloxide::types::{
    CallbackQueryId, FileId, InlineKeyboardMarkup, InputFile, InputMedia, InputMediaPhoto,
    MessageEntity, MessageId, ReactionType, ReplyParameters,
};
use teloxide::{ApiError, RequestError};

use super::TgBot;
use super::keyboard;
use super::origin::Origin;
use super::retry::{self, Backoff, describe};
use super::updates::INLINE_PREFIX;
use crate::app::{ChatKey, GameId, Platform, Receipt};
use crate::delivery::{BoardOut, Button, Carrier, FileKind, FileOut, OutBody, Outgoing, split};
use crate::domain::TextLimit;

/// Telegram's limit on message text, in UTF-16 code units.
const MAX_TEXT: TextLimit = Platform::Telegram.capabilities().text;
/// Telegram's limit on photo captions, in UTF-16 code units.
const MAX_CAPTION: usize = 1024;
/// Telegram's limit on a callback answer's text, in characters.
const MAX_TOAST: usize = 200;

/// The key of uploaded bytes: their hash and length.
fn upload_key(bytes: &[u8]) -> (u64, usize) {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    (hasher.finish(), bytes.len())
}

/// Carries out items against the Bot API.
pub(crate) struct Courier {
    bot: TgBot,
    backoff: Backoff,
    /// Groups that became supergroups: old chat id to new.
    moved: Mutex<HashMap<i64, ChatId>>,
    /// Replays uploaded lately, by their bytes' hash and length.
    uploaded: Mutex<HashMap<(u64, usize), FileId>>,
    /// How boards open the Mini App, when it is set up.
    launch: Option<keyboard::Launch>,
}

/// The most uploaded replays remembered; when full, all are forgotten.
const UPLOADS_KEPT: usize = 256;

/// What a chat's lane remembers between its items.
#[derive(Default)]
pub(crate) struct Memory {
    /// The presses already answered with a toast.
    toasts: HashSet<String>,
    /// The newest board message this lane posted for each game.
    ///
    /// The core learns of a posted board from the receipt, but a move
    /// handled before that receipt was settled still names the previous
    /// board to edit. Message ids grow within a chat, so the newer of the
    /// two is the one on screen.
    boards: HashMap<GameId, MessageId>,
}

impl Carrier for Courier {
    type Memory = Memory;

    async fn deliver(&self, chat: &ChatKey, memory: &mut Memory, item: Outgoing) -> Receipt {
        if let Some(inline) = chat.id.strip_prefix(INLINE_PREFIX) {
            return match self.deliver_inline(inline, &item, memory).await {
                Ok(()) => Receipt::Sent {
                    board_message: None,
                },
                Err(error) => Receipt::Refused {
                    shut_out: shut_out(chat, &error),
                },
            };
        }
        let Ok(id) = chat.id.parse::<i64>() else {
            tracing::error!(chat = %chat.id, "not a Telegram chat id; item given up");
            return Receipt::Refused { shut_out: false };
        };
        match self.deliver_to(ChatId(id), &item, memory).await {
            Ok(board_message) => Receipt::Sent { board_message },
            Err(error) => Receipt::Refused {
                shut_out: shut_out(chat, &error),
            },
        }
    }

    /// Answers the press whose query id is `query`, unless a toast did.
    async fn after(&self, _chat: &ChatKey, memory: &mut Memory, query: String) {
        if !memory.toasts.remove(&query) {
            self.answer(CallbackQueryId(query), None).await;
        }
    }
}

impl Courier {
    /// A courier sending through `bot`.
    pub(crate) fn new(bot: TgBot, backoff: Backoff, launch: Option<keyboard::Launch>) -> Courier {
        Courier {
            bot,
            backoff,
            moved: Mutex::new(HashMap::new()),
            uploaded: Mutex::new(HashMap::new()),
            launch,
        }
    }

    /// Tells the sender of an update that it waits ([`super::waiting`]): a
    /// press is answered with `text` as a toast, anything else in its chat,
    /// quoting its message in a group.
    pub(crate) async fn notice(&self, chat: &ChatKey, origin: Option<&str>, text: &str) {
        let origin = origin.and_then(Origin::decode);
        if let Some(Origin::Press { query, .. } | Origin::InlinePress { query }) = &origin {
            self.answer(query.clone(), Some(text)).await;
            return;
        }
        let Ok(id) = chat.id.parse::<i64>() else {
            return;
        };
        let reply = origin.as_ref().and_then(Origin::reply_target);
        if let Err(error) = self.send_text(ChatId(id), reply, text, &[]).await {
            tracing::warn!(error = %describe(&error), "could not tell a user their update waits");
        }
    }

    /// Answers a button press, with a toast text or without, within its
    /// validity ([`super::handle::ANSWER_WITHIN`]); a failure (the press is
    /// too old) only matters to the log.
    pub(crate) async fn answer(&self, query: CallbackQueryId, toast: Option<&str>) -> bool {
        let within = super::handle::ANSWER_WITHIN;
        let result = retry::call_within(&self.backoff, "answerCallbackQuery", within, || {
            let request = self.bot.answer_callback_query(query.clone());
            match toast {
                Some(text) => request.text(text.to_owned()),
                None => request,
            }
            .send()
        })
        .await;
        match result {
            Ok(_) => true,
            Err(error) => {
                tracing::debug!(error = %describe(&error), "could not answer a button press");
                false
            }
        }
    }

    /// Sends an item; a board posted anew gives its message id.
    async fn deliver_to(
        &self,
        chat: ChatId,
        item: &Outgoing,
        memory: &mut Memory,
    ) -> Result<Option<String>, RequestError> {
        let origin = item.reply_to.as_deref().and_then(Origin::decode);
        let reply = origin.as_ref().and_then(Origin::reply_target);
        match &item.body {
            OutBody::Text {
                text,
                buttons,
                private,
            } => {
                if *private && origin == Some(Origin::Page) {
                    // The Mini App's API answered it on the page.
                    return Ok(None);
                }
                if *private
                    && buttons.is_empty()
                    && let Some(Origin::Press { query, .. }) = &origin
                    && text.chars().count() <= MAX_TOAST
                    && !memory.toasts.contains(&query.0)
                    && self.answer(query.clone(), Some(text)).await
                {
                    memory.toasts.insert(query.0.clone());
                    return Ok(None);
                }
                self.send_text(chat, reply, text, buttons).await?;
                Ok(None)
            }
            OutBody::Board(board) => self.board(chat, reply, board, &mut memory.boards).await,
            OutBody::MoveList { text, buttons } => {
                self.move_list(chat, origin.as_ref(), reply, text, buttons)
                    .await?;
                Ok(None)
            }
            OutBody::Image { png, caption } => {
                self.send_photo(chat, reply, png, caption, None).await?;
                Ok(None)
            }
            OutBody::File(file) => {
                self.send_file(chat, reply, file).await?;
                Ok(None)
            }
            OutBody::Sticker { note, sticker } => {
                let noted = self.send_text(chat, None, note, &[]).await.map(drop);
                let file = InputFile::file_id(FileId(sticker.id.clone()));
                let sent = self
                    .call(chat, "sendSticker", |c| {
                        self.bot.send_sticker(c, file.clone()).send()
                    })
                    .await;
                match (sent, &sticker.emoji) {
                    (Ok(_), _) => noted.map(|()| None),
                    // A sticker from another platform: its emoji stands in.
                    (Err(_), Some(emoji)) => {
                        self.send_text(chat, None, emoji, &[]).await?;
                        Ok(None)
                    }
                    (Err(error), None) => Err(error),
                }
            }
            OutBody::Reaction {
                note,
                emoji,
                on_message,
            } => {
                let target = on_message.as_deref().and_then(|m| m.parse::<i32>().ok());
                let reacted = match target {
                    Some(id) => self
                        .call(chat, "setMessageReaction", |c| {
                            self.bot
                                .set_message_reaction(c, MessageId(id))
                                .reaction(vec![ReactionType::Emoji {
                                    emoji: emoji.clone(),
                                }])
                                .send()
                        })
                        .await
                        .is_ok(),
                    None => false,
                };
                if !reacted {
                    self.send_text(chat, None, note, &[]).await?;
                }
                Ok(None)
            }
            OutBody::Ping { text, user, name } => {
                let sent = self.ping(chat, text, user, name).await?;
                Ok(Some(sent.id.0.to_string()))
            }
            OutBody::Delete { message } => {
                let Ok(id) = message.parse::<i32>() else {
                    return Ok(None);
                };
                let deleted = self
                    .call(chat, "deleteMessage", |c| {
                        self.bot.delete_message(c, MessageId(id)).send()
                    })
                    .await;
                match deleted {
                    // Gone already, or too old to delete: nothing more to do.
                    Ok(_)
                    | Err(RequestError::Api(
                        ApiError::MessageToDeleteNotFound | ApiError::MessageCantBeDeleted,
                    )) => Ok(None),
                    Err(error) => Err(error),
                }
            }
        }
    }

    /// A turn ping: the text, with a `text_mention` entity over the
    /// player's name (or, when the text does not show it, over the whole
    /// text), which notifies the player even without a username.
    async fn ping(
        &self,
        chat: ChatId,
        text: &str,
        user: &str,
        name: &str,
    ) -> Result<Message, RequestError> {
        let (offset, length) = mention_span(text, name);
        let entity = user.parse::<u64>().ok().map(|id| {
            let user = teloxide::types::User {
                id: teloxide::types::UserId(id),
                is_bot: false,
                first_name: name.to_owned(),
                last_name: None,
                username: None,
                language_code: None,
                is_premium: false,
                added_to_attachment_menu: false,
            };
            MessageEntity::text_mention(user, offset, length)
        });
        self.call(chat, "sendMessage", |c| {
            let request = self.bot.send_message(c, text.to_owned());
            match &entity {
                Some(e) => request.entities(vec![e.clone()]),
                None => request,
            }
            .send()
        })
        .await
    }

    /// Carries an item to a message posted through inline mode: a board
    /// becomes its text and tap board; a sentence can reach only the presser
    /// whose press it answers, as a toast. Nothing else can be shown there.
    async fn deliver_inline(
        &self,
        inline: &str,
        item: &Outgoing,
        memory: &mut Memory,
    ) -> Result<(), RequestError> {
        let origin = item.reply_to.as_deref().and_then(Origin::decode);
        match &item.body {
            OutBody::Board(board) => {
                let markup = keyboard::for_board_with(board, self.launch.as_ref(), false);
                let text = fit(&board.caption, MAX_TEXT.max);
                let edited = retry::call(&self.backoff, "editMessageText", || {
                    let request = self.bot.edit_message_text_inline(inline, text.clone());
                    match &markup {
                        Some(m) => request.reply_markup(m.clone()),
                        None => request,
                    }
                    .send()
                })
                .await;
                unchanged_is_done(edited)
            }
            OutBody::Text { text, .. } => {
                if let Some(Origin::InlinePress { query }) = &origin
                    && text.chars().count() <= MAX_TOAST
                    && !memory.toasts.contains(&query.0)
                    && self.answer(query.clone(), Some(text)).await
                {
                    memory.toasts.insert(query.0.clone());
                } else {
                    tracing::debug!("a sentence for an inline message has nobody to reach");
                }
                Ok(())
            }
            OutBody::MoveList { .. }
            | OutBody::Ping { .. }
            | OutBody::Delete { .. }
            | OutBody::Image { .. }
            | OutBody::File(_)
            | OutBody::Sticker { .. }
            | OutBody::Reaction { .. } => {
                tracing::debug!("an inline message shows only its board; item left out");
                Ok(())
            }
        }
    }

    /// Edits the game's board in place, or posts it anew; returns the id of
    /// a new board message.
    async fn board(
        &self,
        chat: ChatId,
        reply: Option<MessageId>,
        board: &BoardOut,
        posted: &mut HashMap<GameId, MessageId>,
    ) -> Result<Option<String>, RequestError> {
        // Telegram's private chats have the ids of their users, above 0.
        let markup = keyboard::for_board_with(board, self.launch.as_ref(), chat.0 > 0);
        let caption = fit(&board.caption, MAX_CAPTION);
        let named = board
            .edit
            .as_deref()
            .and_then(|e| e.parse::<i32>().ok())
            .map(MessageId);
        let newest = posted.get(&board.game).copied();
        let target = match (board.fresh, named, newest) {
            (true, _, _) => None,
            (false, Some(a), Some(b)) => Some(MessageId(a.0.max(b.0))),
            (false, a, b) => a.or(b),
        };
        if board.keys_only
            && let Some(id) = target
        {
            match self.edit_keys(chat, id, markup.clone()).await {
                Ok(()) => return Ok(None),
                Err(error) => {
                    tracing::info!(error = %describe(&error), "keyboard edit failed; editing the board")
                }
            }
        }
        if let Some(id) = target {
            match self
                .edit_photo(chat, id, &board.png, &caption, markup.clone())
                .await
            {
                Ok(()) => return Ok(None),
                Err(error) => {
                    tracing::info!(error = %describe(&error), "board edit failed; posting it anew")
                }
            }
        }
        let sent = self
            .send_photo(chat, reply, &board.png, &caption, markup)
            .await?;
        posted.insert(board.game, sent.id);
        Ok(Some(sent.id.0.to_string()))
    }

    /// Replaces the buttons of a board message, leaving its image alone.
    async fn edit_keys(
        &self,
        chat: ChatId,
        id: MessageId,
        markup: Option<InlineKeyboardMarkup>,
    ) -> Result<(), RequestError> {
        let result = self
            .call(chat, "editMessageReplyMarkup", |c| {
                let request = self.bot.edit_message_reply_markup(c, id);
                match &markup {
                    Some(m) => request.reply_markup(m.clone()),
                    None => request,
                }
                .send()
            })
            .await;
        unchanged_is_done(result)
    }

    async fn edit_photo(
        &self,
        chat: ChatId,
        id: MessageId,
        png: &[u8],
        caption: &str,
        markup: Option<InlineKeyboardMarkup>,
    ) -> Result<(), RequestError> {
        let result = self
            .call(chat, "editMessageMedia", |c| {
                let media =
                    InputMediaPhoto::new(InputFile::memory(png.to_vec()).file_name("board.png"))
                        .caption(caption.to_owned());
                let request = self.bot.edit_message_media(c, id, InputMedia::Photo(media));
                match &markup {
                    Some(m) => request.reply_markup(m.clone()),
                    None => request,
                }
                .send()
            })
            .await;
        unchanged_is_done(result)
    }

    async fn send_photo(
        &self,
        chat: ChatId,
        reply: Option<MessageId>,
        png: &[u8],
        caption: &str,
        markup: Option<InlineKeyboardMarkup>,
    ) -> Result<Message, RequestError> {
        let caption = fit(caption, MAX_CAPTION);
        self.call(chat, "sendPhoto", |c| {
            let mut request = self
                .bot
                .send_photo(c, InputFile::memory(png.to_vec()).file_name("board.png"))
                .caption(caption.clone());
            if let Some(id) = reply {
                request = request
                    .reply_parameters(ReplyParameters::new(id).allow_sending_without_reply());
            }
            if let Some(m) = &markup {
                request = request.reply_markup(m.clone());
            }
            request.send()
        })
        .await
    }

    /// Uploads a file: a document, or an animation Telegram plays inline.
    async fn send_file(
        &self,
        chat: ChatId,
        reply: Option<MessageId>,
        file: &FileOut,
    ) -> Result<Message, RequestError> {
        let caption = fit(&file.caption, MAX_CAPTION);
        let quote = reply.map(|id| ReplyParameters::new(id).allow_sending_without_reply());
        let upload = || InputFile::memory(file.bytes.clone()).file_name(file.name.clone());
        match file.kind {
            FileKind::Document => {
                self.call(chat, "sendDocument", |c| {
                    let mut request = self.bot.send_document(c, upload()).caption(caption.clone());
                    if let Some(q) = &quote {
                        request = request.reply_parameters(q.clone());
                    }
                    request.send()
                })
                .await
            }
            FileKind::Animation => {
                let (caption, quote) = (&caption, &quote);
                let animation = |file: InputFile| {
                    self.call(chat, "sendAnimation", move |c| {
                        let mut request = self
                            .bot
                            .send_animation(c, file.clone())
                            .caption(caption.clone());
                        if let Some(q) = quote {
                            request = request.reply_parameters(q.clone());
                        }
                        request.send()
                    })
                };
                let key = upload_key(&file.bytes);
                let known = self.uploads().get(&key).cloned();
                if let Some(id) = known {
                    match animation(InputFile::file_id(id)).await {
                        Err(RequestError::Api(error)) => {
                            tracing::info!(%error, "a replay's file id was refused; uploading it");
                            self.uploads().remove(&key);
                        }
                        sent => return sent,
                    }
                }
                let sent = animation(upload()).await?;
                // A GIF comes back as an animation and as a document.
                let id = sent
                    .animation()
                    .map(|a| &a.file.id)
                    .or(sent.document().map(|d| &d.file.id));
                if let Some(id) = id {
                    let mut uploads = self.uploads();
                    if uploads.len() >= UPLOADS_KEPT {
                        uploads.clear();
                    }
                    uploads.insert(key, id.clone());
                }
                Ok(sent)
            }
        }
    }

    fn uploads(&self) -> std::sync::MutexGuard<'_, HashMap<(u64, usize), FileId>> {
        self.uploaded.lock().unwrap_or_else(|e| e.into_inner())
    }

    async fn move_list(
        &self,
        chat: ChatId,
        origin: Option<&Origin>,
        reply: Option<MessageId>,
        text: &str,
        buttons: &[Button],
    ) -> Result<(), RequestError> {
        if let Some(Origin::Press {
            message,
            on_text: true,
            ..
        }) = origin
        {
            let markup = keyboard::markup(buttons);
            let text = fit(text, MAX_TEXT.max);
            let edited = self
                .call(chat, "editMessageText", |c| {
                    let request = self.bot.edit_message_text(c, *message, text.clone());
                    match &markup {
                        Some(m) => request.reply_markup(m.clone()),
                        None => request,
                    }
                    .send()
                })
                .await;
            match edited {
                Ok(_) | Err(RequestError::Api(ApiError::MessageNotModified)) => return Ok(()),
                Err(error) => {
                    tracing::info!(error = %describe(&error), "move list edit failed; sending it anew")
                }
            }
        }
        self.send_text(chat, reply, text, buttons).await.map(drop)
    }

    /// Sends text in as many messages as it needs; the first quotes `reply`,
    /// the last carries the buttons.
    async fn send_text(
        &self,
        chat: ChatId,
        reply: Option<MessageId>,
        text: &str,
        buttons: &[Button],
    ) -> Result<Message, RequestError> {
        let markup = keyboard::markup(buttons);
        let chunks = split(text, MAX_TEXT);
        let last = chunks.len() - 1;
        let mut sent = Err(RequestError::Api(ApiError::MessageTextIsEmpty));
        for (i, chunk) in chunks.into_iter().enumerate() {
            let quote = reply.filter(|_| i == 0);
            let keyboard = markup.clone().filter(|_| i == last);
            sent = self
                .call(chat, "sendMessage", |c| {
                    let mut request = self.bot.send_message(c, chunk.clone());
                    if let Some(id) = quote {
                        request = request.reply_parameters(
                            ReplyParameters::new(id).allow_sending_without_reply(),
                        );
                    }
                    if let Some(m) = &keyboard {
                        request = request.reply_markup(m.clone());
                    }
                    request.send()
                })
                .await;
            if sent.is_err() {
                break;
            }
        }
        sent
    }

    /// One call with retries, following the chat if it moved to a
    /// supergroup.
    async fn call<T, F, Fut>(
        &self,
        chat: ChatId,
        method: &'static str,
        mut make: F,
    ) -> Result<T, RequestError>
    where
        F: FnMut(ChatId) -> Fut,
        Fut: Future<Output = Result<T, RequestError>>,
    {
        let mut target = self.current(chat);
        loop {
            match retry::call(&self.backoff, method, || make(target)).await {
                Err(RequestError::MigrateToChatId(new)) if new != target => {
                    tracing::info!(
                        from = chat.0,
                        to = new.0,
                        "the group became a supergroup; following it"
                    );
                    self.moved
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(chat.0, new);
                    target = new;
                }
                other => return other,
            }
        }
    }

    fn current(&self, chat: ChatId) -> ChatId {
        let moved = self.moved.lock().unwrap_or_else(|e| e.into_inner());
        moved.get(&chat.0).copied().unwrap_or(chat)
    }
}

/// Logs a failed item; says whether the bot can no longer write to the chat
/// at all.
fn shut_out(key: &ChatKey, error: &RequestError) -> bool {
    let shut_out = matches!(
        error,
        RequestError::Api(
            ApiError::BotBlocked
                | ApiError::BotKicked
                | ApiError::BotKickedFromSupergroup
                | ApiError::BotKickedFromChannel
                | ApiError::UserDeactivated
                | ApiError::CantInitiateConversation
                | ApiError::CantTalkWithBots
                | ApiError::ChatNotFound
                | ApiError::GroupDeactivated
                | ApiError::NotEnoughRightsToPostMessages
        )
    );
    tracing::warn!(chat = %key.id, error = %describe(error), shut_out, "could not deliver to a chat");
    shut_out
}

/// Cuts text to `limit` UTF-16 code units, marking the cut with `…`.
fn fit(text: &str, limit: usize) -> String {
    if text.encode_utf16().count() <= limit {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut used = 1; // the ellipsis
    for c in text.chars() {
        used += c.len_utf16();
        if used > limit {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// An edit that changed nothing (Telegram's "message is not modified") is
/// as good as done.
fn unchanged_is_done<T>(result: Result<T, RequestError>) -> Result<(), RequestError> {
    match result {
        Ok(_) | Err(RequestError::Api(ApiError::MessageNotModified)) => Ok(()),
        Err(error) => Err(error),
    }
}

/// Where a mention of `name` lies in `text`, in UTF-16 code units as the
/// Bot API counts them: the name's first occurrence, else the whole text.
fn mention_span(text: &str, name: &str) -> (usize, usize) {
    let utf16 = |s: &str| s.encode_utf16().count();
    match text.find(name).filter(|_| !name.is_empty()) {
        Some(at) => (utf16(&text[..at]), utf16(name)),
        None => (0, utf16(text)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_are_cut_in_utf16_units() {
        assert_eq!(fit("سلام دنیا", 20), "سلام دنیا");
        assert_eq!(fit("abcdefgh", 5), "abcd…");
        assert!(fit(&"😀".repeat(600), MAX_CAPTION).encode_utf16().count() <= MAX_CAPTION);
    }

    #[test]
    fn a_mention_covers_the_name_in_utf16_units() {
        // "😀" is two UTF-16 units; "Ali" starts after "😀 " (3 units).
        assert_eq!(mention_span("😀 Ali, your move", "Ali"), (3, 3));
        assert_eq!(mention_span("نوبت شماست", "Ali"), (0, 10));
    }
}
