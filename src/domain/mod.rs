//! The vocabulary the core and the store share: who and where (platforms
//! and what each can do, users, chats and their ids), the languages and which one a user hears,
//! and a game's record with its mode, status, seats and the source of its
//! moves.
//!
//! Arrows point down: this module names neither the core (`crate::app`)
//! nor SQL; `app` decides with these types and `store` maps rows to and
//! from them. Stored names (`Mode::name`, `Status::name`, …) are stable:
//! they are what the database holds.

mod capabilities;
pub mod clock;
mod game;
mod ids;
mod lang;
mod mode;
mod move_source;
mod status;
mod tap_mode;
pub mod themes;

pub use capabilities::{Capabilities, TextLimit, TextUnit};
pub use game::GameRow;
pub use ids::{
    ChatId, ChatInfo, ChatKey, ChatKind, GameId, Platform, UnknownPlatform, UserId, UserInfo,
    UserKey,
};
pub use lang::Lang;
pub use mode::Mode;
pub use move_source::MoveSource;
pub use status::Status;
pub use tap_mode::TapMode;
