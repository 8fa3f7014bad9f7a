//! What adapters receive: effects with their words rendered and their board
//! drawn, ready to send as they are.

use crate::app::{ChatKey, GameId, Sticker};

/// One item to send to one chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// Where it goes.
    pub chat: ChatKey,
    /// What it is.
    pub body: OutBody,
    /// The [`Request::origin`](crate::app::Request::origin) of the request
    /// this answers, when it goes to that request's chat.
    pub reply_to: Option<String>,
}

/// The kinds of items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutBody {
    /// A text message, optionally with buttons.
    Text {
        /// The text.
        text: String,
        /// Buttons under it.
        buttons: Vec<Button>,
        /// Only the addressee needs to see it (Discord ephemeral).
        private: bool,
    },
    /// The board image.
    Board(BoardOut),
    /// The numbered legal moves: a heading and one button per move, plus
    /// paging buttons.
    MoveList {
        /// The heading and the numbered moves as text.
        text: String,
        /// One button per move on this page, then paging.
        buttons: Vec<Button>,
    },
    /// A picture with a caption (the shop's theme preview).
    Image {
        /// The PNG image.
        png: Vec<u8>,
        /// The caption.
        caption: String,
    },
    /// A file to download or an animation to watch, with a caption.
    File(FileOut),
    /// A sticker relayed from a room member.
    Sticker {
        /// "Alice sent a sticker" in the recipient's language.
        note: String,
        /// The sticker.
        sticker: Sticker,
    },
    /// A reaction relayed from a room member.
    Reaction {
        /// "Alice reacted 👍" in the recipient's language, for platforms or
        /// messages where a real reaction is impossible.
        note: String,
        /// The emoji.
        emoji: String,
        /// The recipient's board message to react on, when known.
        on_message: Option<String>,
    },
    /// A turn ping: a short text that mentions a player so that their app
    /// notifies them. The receipt names the message posted, to delete it
    /// once the turn has passed on.
    Ping {
        /// The text, which names the player as `name`.
        text: String,
        /// The player's platform id.
        user: String,
        /// The player's name as the text shows it: the mention covers it.
        name: String,
    },
    /// Delete a message the bot posted; one already gone counts as done.
    Delete {
        /// The platform id of the message.
        message: String,
    },
}

/// A drawn board with its caption and controls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardOut {
    /// The game shown; report the posted message id with it.
    pub game: GameId,
    /// The PNG image.
    pub png: Vec<u8>,
    /// A text diagram of the same board (the console prints it).
    pub ascii: String,
    /// The caption, one line per fact.
    pub caption: String,
    /// Buttons under the board.
    pub buttons: Vec<Button>,
    /// The legal moves as numbered picks (`1. c3-c4`), for menus and keycaps.
    pub moves: Vec<Button>,
    /// Post it anew at the bottom rather than edit the last board.
    pub fresh: bool,
    /// The last board message of this game in this chat as far as the core
    /// knows, to edit in place (unless the lane posted a newer one).
    pub edit: Option<String>,
    /// The tap board: one row of square buttons per rank, top row first as
    /// the viewer sees it; empty for the normal buttons.
    pub grid: Vec<Vec<Button>>,
    /// Only the buttons changed since the last board: edit them alone.
    pub keys_only: bool,
    /// The buttons are all there is (a Telegram inline message): no image
    /// is sent and `png` is empty.
    pub only: bool,
    /// The label of the button that opens the board in the Telegram Mini
    /// App, in the recipient's language (shown only where it is set up).
    pub app_label: String,
}

/// A file with its name and caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileOut {
    /// The file name, with its extension.
    pub name: String,
    /// The content.
    pub bytes: Vec<u8>,
    /// The caption.
    pub caption: String,
    /// How the platform should show it.
    pub kind: FileKind,
}

/// How a file is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A document to download (a PDN record).
    Document,
    /// An animated GIF, played in the chat (a replay).
    Animation,
}

/// A labelled button with its payload (see `crate::text::callback`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// The label, in the recipient's language.
    pub label: String,
    /// The payload sent back when pressed.
    pub data: String,
}
