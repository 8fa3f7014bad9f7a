//! Words: chat text (and typed slash-command options) to
//! [`Command`](crate::app::Command), and
//! [`Msg`](crate::app::Msg) to localized text through Fluent.
//!
//! Every command a user can type has one entry in the [`commands`]
//! catalogue: its name, aliases, help line, slash options and the grammars
//! that read it. The parser, the slash reader and both platforms' command
//! menus read that list.
//!
//! Every user-visible sentence lives in `assets/locales/<lang>/*.ftl`; the
//! files are embedded at compile time. A test checks that every language has
//! every message, so no English leaks into Persian or Turkish replies.

pub mod callback;
pub mod commands;
mod fluent;
mod guess;
pub mod parse;
pub mod slash;
pub mod variants;

pub use fluent::{has_message, render, render_id};
