//! What goes out: closed [`Effect`]s that adapters carry out.
//!
//! The core never writes prose: every sentence is a [`Msg`], a message id with
//! arguments, rendered later by `crate::text` in the recipient's language.

use draughts::{Color, Move, Position, Variant};

use super::command::Sticker;
use super::ids::{ChatKey, GameId, Lang};

/// One thing to show in one chat.
#[derive(Clone, Debug, PartialEq)]
pub struct Effect {
    /// Where it goes.
    pub chat: ChatKey,
    /// The language to render it in.
    pub lang: Lang,
    /// What it is.
    pub body: Body,
}

/// The kinds of output.
#[derive(Clone, Debug, PartialEq)]
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
}

/// A board to post (or to edit in place when `edit` names the last one).
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPost {
    /// The game shown.
    pub game: GameId,
    /// The game version the board shows; buttons carry it.
    pub version: i64,
    /// The position to draw.
    pub position: Position,
    /// The move that led here, marked on the image.
    pub last_move: Option<Move>,
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
    /// The platform message id of this game's last board in this chat: the
    /// adapter edits it in place when it can, or posts anew.
    pub edit: Option<String>,
    /// Squares to mark as hints: while a capture is compulsory, the pieces
    /// that must capture (as seed 001's engine marks the playable pieces).
    pub hints: Vec<draughts::Square>,
}

/// One page of numbered legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
}

/// A translatable message: an id from the locale files and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    /// The Fluent message id.
    pub id: &'static str,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Msg`].
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
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

impl Msg {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Self {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// Adds a verbatim text argument.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds a number argument.
    pub fn num(mut self, name: &'static str, value: i64) -> Self {
        self.args.push((name, Arg::Num(value)));
        self
    }

    /// Adds a variant argument.
    pub fn variant(mut self, name: &'static str, value: Variant) -> Self {
        self.args.push((name, Arg::Variant(value)));
        self
    }

    /// Adds a colour argument.
    pub fn color(mut self, name: &'static str, value: Color) -> Self {
        self.args.push((name, Arg::Color(value)));
        self
    }

    /// Adds a list argument, rendered one message per line.
    pub fn list(mut self, name: &'static str, value: Vec<Msg>) -> Self {
        self.args.push((name, Arg::List(value)));
        self
    }

    /// Adds a nested message argument.
    pub fn msg(mut self, name: &'static str, value: Msg) -> Self {
        self.args.push((name, Arg::Msg(Box::new(value))));
        self
    }
}
