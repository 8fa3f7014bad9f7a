//! The vocabulary the core and the store share: who and where (platforms
//! and what each can do, users, chats and their ids), the languages, and the records the store
//! keeps: users, games with their mode, status, seats, chats, moves and
//! results, standings, rooms, linked accounts and the rated queue.
//!
//! Arrows point down: this module names neither the core (`crate::app`)
//! nor SQL; `app` decides with these types and `store` maps rows to and
//! from them. Stored names (`Mode::name`, `Status::name`, [`reason_name`],
//! …) are stable: they are what the database holds. The rules around the
//! records (which language a user hears, a new player's rating) are the
//! core's.

mod bucket;
mod capabilities;
pub mod clock;
pub mod code;
mod game;
mod game_chat;
mod ids;
mod lang;
pub mod link;
mod mode;
mod move_row;
mod move_source;
mod orientation;
mod result;
mod room;
mod standing;
mod status;
mod tap_mode;
pub mod themes;
mod user;
mod waiting;

pub use bucket::{BucketKey, BucketScope, RateBucket};
pub use capabilities::{Capabilities, TextLimit, TextUnit};
pub use clock::TimeControl;
pub use game::{GameRow, NewGame};
pub use game_chat::GameChat;
pub use ids::{
    ChatId, ChatInfo, ChatKey, ChatKind, GameId, Platform, UnknownPlatform, UserId, UserInfo,
    UserKey,
};
pub use lang::Lang;
pub use link::{Account, LinkCode};
pub use mode::Mode;
pub use move_row::MoveRow;
pub use move_source::MoveSource;
pub use orientation::Orientation;
pub use result::{Finished, ResultRow, reason_by_name, reason_name};
pub use room::{Member, Room};
pub use standing::{ColorResults, Ranked, Standing};
pub use status::Status;
pub use tap_mode::TapMode;
pub use user::UserRow;
pub use waiting::Waiting;
