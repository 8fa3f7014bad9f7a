//! The core: commands in, effects out.
//!
//! [`Core::handle`] takes one [`Request`] and runs it in one store
//! transaction, which also writes the [`Effect`]s it produces to the outbox;
//! only after the commit are they returned, as [`Parcel`]s, together with
//! background [`Job`]s (AI searches). Delivery reports back through
//! [`Core::settle`]. After a restart, [`Core::resume`] hands out every parcel
//! still owed, gives running clocks the time the bot was down, and re-asks
//! the AI where no other live instance is thinking. Each AI search asked
//! for is claimed by this instance, like its outbox items, until its move
//! is played or none will come; [`Core::tick`] renews the claims and takes
//! over those of dead instances. Time is always passed in, so tests control
//! the clock. The core names no platform, SQL or image type and writes no
//! prose: texts are message ids.
//!
//! Layout (arrows point down; a test in this module checks that the files
//! import each other without a circle, and that only [`core`]'s entry
//! points call a handler):
//! - [`core`]: the entry points ([`Core`], the dispatch of commands to
//!   handlers, durability) and what every call runs on: its context (the
//!   transaction, the time, the output collected), the outbox, the rate
//!   limits;
//! - `handlers`: one file per command family (games, moves, rooms, …);
//!   handlers never call each other;
//! - `view`: what players see of a game: the board post, its caption and
//!   buttons, the numbered moves, the tap board, how an end is told;
//! - `game`: a loaded game ([`game::session`]) and its rules of the
//!   product: a turn, the conclusion, standings, ratings, names, PDN;
//! - [`command`], [`effect`] and [`error`]: the vocabulary in and out.

pub mod command;
pub mod core;
pub mod effect;
pub mod error;
mod game;
mod handlers;
mod view;

pub use crate::domain::{ChatInfo, ChatKey, ChatKind, GameId, Lang, Platform, UserInfo, UserKey};
pub use command::{
    Command, HelpTopic, Invalid, MAX_RECORD_FILE, RecordFile, Request, StatsQuery, Sticker,
    keycap_number,
};
pub use core::Core;
pub use core::config::CoreConfig;
pub use core::durable::Deferred;
pub use core::outbox::{Parcel, Receipt};
pub use core::output::{Job, Output};
pub use core::pages::GameVersions;
pub use core::throttle::{Bucket, RateLimits};
pub use effect::{
    Action, BoardPost, Body, Effect, LastMove, MoveList, Msg, MsgArg, Ping, ReplayPost, TapBoard,
};
pub use error::{CoreError, Uncommitted};
pub use game::default_variant::home_variant;
pub use game::pdn;
pub use view::moves::numbered_moves;
pub use view::page::{GamePage, PageChat, PageSeat};
pub use view::tap::fits as tap_board_fits;

#[cfg(test)]
mod layout;
