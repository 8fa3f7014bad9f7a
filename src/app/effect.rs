//! What goes out: closed [`Effect`]s that adapters carry out.
//!
//! The core never writes prose: every sentence is a [`Msg`], a message id with
//! arguments, rendered later by `crate::text` in the recipient's language.
//!
//! Effects are written to the outbox in the transaction that produced them,
//! so they serialize (as JSON): a position by its FEN, the last move by its
//! squares, a message by its id and arguments.

use std::borrow::Cow;

use draughts::{Color, Move, Position, Square, Variant};
use serde::{Deserialize, Serialize};

use crate::app::command::Sticker;
use crate::domain::{ChatKey, GameId, Lang};

/// One thing to show in one chat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Effect {
    /// Where it goes.
    pub chat: ChatKey,
    /// The language to render it in.
    pub lang: Lang,
    /// What it is.
    pub body: Body,
    /// Whether it is chatter: an answer to one user's information command
    /// (`help`, `variants`, `stats`, …) or a refusal of the rate limit,
    /// about no running game. In a chat's lane a game's board and
    /// messages go before chatter still waiting, so a flood of `/help`
    /// cannot hold up the players' board.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chatter: bool,
}

/// The kinds of output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Body {
    /// Translated text, optionally with buttons under it.
    Text {
        /// The message.
        msg: Msg,
        /// Buttons under the message.
        actions: Vec<Action>,
        /// Only the addressee needs to see it (Discord ephemeral replies).
        private: bool,
    },
    /// The board image with its caption and buttons.
    Board(Box<BoardPost>),
    /// The numbered legal moves of a game, as tap targets.
    MoveList(MoveList),
    /// A preview image of cosmetic themes (one sample board each, in order),
    /// with a caption.
    ThemePreview {
        /// The theme ids to show.
        themes: Vec<String>,
        /// The caption (the shop list).
        caption: Msg,
    },
    /// A sticker relayed from another room member.
    Sticker {
        /// The sender's display name.
        from: String,
        /// The sticker.
        sticker: Sticker,
    },
    /// An emoji reaction relayed from another room member.
    Reaction {
        /// The sender's display name.
        from: String,
        /// The emoji.
        emoji: String,
        /// The recipient's board message to put it on, when known.
        on_message: Option<String>,
    },
    /// A file to download (a game's PDN record), with a caption.
    File {
        /// The file name, with its extension (`damabot-12.pdn`).
        name: String,
        /// The file's content (PDN is text).
        text: String,
        /// The caption.
        caption: Msg,
    },
    /// A game's replay, drawn as an animation by the delivery stage.
    Replay(Box<ReplayPost>),
    /// Tells a player it is their turn, mentioning them so that their app
    /// notifies them: an edited board notifies nobody.
    Ping(Box<Ping>),
    /// Deletes a message the bot posted (a turn ping, once the turn has
    /// passed on).
    Delete {
        /// The platform id of the message.
        message: String,
    },
}

/// A turn ping: a short message naming the player to move, with a mention
/// the platform turns into a notification.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ping {
    /// The game whose turn it is.
    pub game: GameId,
    /// The plies played when it was written: its message is kept for
    /// deletion only while no move followed, and deleted at once otherwise.
    pub ply: i64,
    /// The player's platform id, for the mention.
    pub user: String,
    /// The player's display name, as the message names them: the mention
    /// covers it.
    pub name: String,
    /// The message.
    pub msg: Msg,
}

/// What a replay animation shows: the game from its start, one frame per
/// ply. The core names the moves; the delivery stage plays them with the
/// engine and draws the frames.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayPost {
    /// The game shown.
    pub game: GameId,
    /// The position the game started from.
    #[serde(with = "fen")]
    pub start: Position,
    /// Every move in order, in algebraic notation with the full route
    /// (as stored: they replay exactly).
    pub moves: Vec<String>,
    /// The side drawn at the bottom.
    pub viewer: Color,
    /// The cosmetic theme id of the recipient.
    pub theme: String,
    /// The caption.
    pub caption: Msg,
}

/// A board to post (or to edit in place when `edit` names the last one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardPost {
    /// The game shown.
    pub game: GameId,
    /// The game version the board shows; buttons carry it.
    pub version: i64,
    /// The position to draw.
    #[serde(with = "fen")]
    pub position: Position,
    /// The move that led here, marked on the image.
    pub last_move: Option<LastMove>,
    /// The side drawn at the bottom.
    pub viewer: Color,
    /// The cosmetic theme id of the recipient.
    pub theme: String,
    /// The caption lines (players, turn, last move, result).
    pub caption: Vec<Msg>,
    /// Buttons under the board.
    pub actions: Vec<Action>,
    /// The legal moves, in the order `m <n>` numbers them; empty when the
    /// game is over. Adapters may offer them as a menu or keycap reactions.
    pub moves: Vec<String>,
    /// Post it anew at the bottom of the chat rather than edit the last
    /// board (a new game, a re-post).
    pub fresh: bool,
    /// The platform message id of this game's last board in this chat, as
    /// far as the core knows: the adapter edits it in place when it can (or
    /// a newer one it posted itself), or posts anew.
    pub edit: Option<String>,
    /// Squares to mark as hints: while a capture is compulsory, the pieces
    /// that must capture (as seed 001's engine marks the playable pieces).
    pub hints: Vec<draughts::Square>,
    /// The board as buttons (the tap board), when the chat asked for it;
    /// `None` keeps the normal buttons.
    #[serde(default)]
    pub tap: Option<TapBoard>,
}

/// The tap board: one button per playable square, with the squares tapped
/// so far and where the selected piece may go next.
///
/// The selection lives here and in the buttons' payloads, never in memory,
/// so any instance can serve the next tap.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TapBoard {
    /// The squares tapped so far: the piece, then the landings chosen.
    pub path: Vec<Square>,
    /// The squares the selection may land on next.
    pub targets: Vec<Square>,
    /// Only the buttons changed (a selection): the image stays as it is.
    pub keys_only: bool,
    /// The board has no image and no room for other messages (a Telegram
    /// inline message): the buttons are all there is.
    pub only: bool,
}

/// The squares of the move that led to a board, for marking it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// Where the moving piece started.
    pub from: Square,
    /// Its landing squares in order; the last is where it stopped.
    pub landings: Vec<Square>,
    /// The squares of the pieces it captured.
    pub captured: Vec<Square>,
}

impl From<&Move> for LastMove {
    fn from(mv: &Move) -> LastMove {
        LastMove {
            from: mv.from(),
            landings: mv.landings().to_vec(),
            captured: mv.captured().to_vec(),
        }
    }
}

/// One page of numbered legal moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveList {
    /// The game.
    pub game: GameId,
    /// The version the numbers belong to.
    pub version: i64,
    /// All legal moves, numbered from 1 in this order.
    pub moves: Vec<String>,
    /// The page shown (0-based), of [`MoveList::PAGE`] moves each.
    pub page: usize,
}

impl MoveList {
    /// How many moves one page shows.
    pub const PAGE: usize = 24;

    /// How many pages the list has (at least one).
    pub fn pages(&self) -> usize {
        self.moves.len().div_ceil(Self::PAGE).max(1)
    }

    /// The (1-based number, move) pairs on the current page.
    pub fn page_entries(&self) -> impl Iterator<Item = (usize, &str)> {
        self.moves
            .iter()
            .enumerate()
            .skip(self.page * Self::PAGE)
            .take(Self::PAGE)
            .map(|(i, m)| (i + 1, m.as_str()))
    }
}

/// A button the user can press; adapters label it through `crate::text` and
/// encode it with `crate::text::callback`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Take the open seat of the chat's game.
    Join,
    /// Show the numbered legal moves (the page).
    Moves(usize),
    /// Play the n-th legal move of the given game version.
    Play {
        /// 1-based move number.
        number: usize,
        /// The version the number belongs to.
        version: i64,
    },
    /// Resign the game.
    Resign,
    /// Offer a draw.
    OfferDraw,
    /// Accept the opponent's draw offer.
    AcceptDraw,
    /// Re-post the board at the bottom.
    Board,
    /// Show the rules of a variant.
    Rules(Variant),
    /// Send the game's PDN record (any game, finished ones included).
    Pdn,
    /// Send the game's replay animation.
    Replay,
    /// Switch the chat between the tap board and the normal buttons.
    TapMode,
    /// Offer (or accept) a rematch of a finished game, colours swapped.
    Rematch,
    /// Accept the opponent's takeback request.
    AcceptTakeback,
    /// Decline the opponent's takeback request.
    DeclineTakeback,
    /// Accept a challenge (only its addressee).
    AcceptChallenge,
    /// Decline a challenge (its addressee), or withdraw it (its author).
    DeclineChallenge,
}

/// A translatable message: an id from the locale files and its arguments.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Msg {
    /// The Fluent message id.
    pub id: Cow<'static, str>,
    /// Named arguments.
    pub args: Vec<(Cow<'static, str>, MsgArg)>,
}

/// An argument of a [`Msg`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MsgArg {
    /// Verbatim text (names, moves, codes): never translated.
    Text(String),
    /// A number: selects plural forms.
    Num(i64),
    /// A variant, shown by its localized name.
    Variant(Variant),
    /// A colour, shown by its localized name.
    Color(Color),
    /// A nested message, rendered first in the same language.
    Msg(Box<Msg>),
    /// Several messages, rendered one per line.
    List(Vec<Msg>),
}

/// The most characters of typed text an answer echoes ([`Msg::echo`]).
pub const ECHO_CHARS: usize = 64;

impl Msg {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Self {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// Adds a verbatim text argument.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args
            .push((Cow::Borrowed(name), MsgArg::Text(value.into())));
        self
    }

    /// Adds a text the user typed, to be echoed back: clipped to
    /// [`ECHO_CHARS`] characters (with an ellipsis), so that a long input
    /// cannot make a long answer.
    pub fn echo(self, name: &'static str, typed: &str) -> Self {
        let mut chars = typed.chars();
        let mut clipped: String = chars.by_ref().take(ECHO_CHARS).collect();
        if chars.next().is_some() {
            clipped.push('…');
        }
        self.text(name, clipped)
    }

    /// Adds a number argument.
    pub fn num(mut self, name: &'static str, value: i64) -> Self {
        self.args.push((Cow::Borrowed(name), MsgArg::Num(value)));
        self
    }

    /// Adds a variant argument.
    pub fn variant(mut self, name: &'static str, value: Variant) -> Self {
        self.args
            .push((Cow::Borrowed(name), MsgArg::Variant(value)));
        self
    }

    /// Adds a colour argument.
    pub fn color(mut self, name: &'static str, value: Color) -> Self {
        self.args.push((Cow::Borrowed(name), MsgArg::Color(value)));
        self
    }

    /// Adds a list argument, rendered one message per line.
    pub fn list(mut self, name: &'static str, value: Vec<Msg>) -> Self {
        self.args.push((Cow::Borrowed(name), MsgArg::List(value)));
        self
    }

    /// Adds a nested message argument.
    pub fn msg(mut self, name: &'static str, value: Msg) -> Self {
        self.args
            .push((Cow::Borrowed(name), MsgArg::Msg(Box::new(value))));
        self
    }
}

/// A position as its variant and FEN: the engine validates it again when
/// it is read back.
mod fen {
    use draughts::{Position, Variant};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Fen {
        variant: Variant,
        fen: String,
    }

    pub(super) fn serialize<S: Serializer>(position: &Position, s: S) -> Result<S::Ok, S::Error> {
        Fen {
            variant: position.variant(),
            fen: position.to_fen(),
        }
        .serialize(s)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let Fen { variant, fen } = Fen::deserialize(d)?;
        Position::from_fen(variant, &fen).map_err(serde::de::Error::custom)
    }
}
